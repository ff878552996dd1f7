"""Every primitive has its transformation rules, or says why one is missing.

A primitive without a JVP rule gives the reason in ``not_differentiable``, one without
a batching rule in ``not_batchable``; a linear primitive (one with a transpose rule)
has a JVP rule too. The primitives checked are every ``Primitive`` held as an attribute
by a module of ``runtime/lax``, ``runtime/numpy`` or ``runtime/interpreters``, found by
walking those packages, so a new module or primitive is checked without being listed.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from jaxtypes.runtime.core.primitives import Primitive

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("jaxtypes.runtime.lax", "jaxtypes.runtime.numpy", "jaxtypes.runtime.interpreters")

# Transposable without a JVP rule, on purpose (its not_differentiable says why): as JAX's
# custom_lin, custom_linear stands for a custom_vjp's linearization, which is transposed
# and never differentiated again.
LINEAR_WITHOUT_JVP = frozenset({"custom_linear"})


def modules() -> Iterator[ModuleType]:
    for name in PACKAGES:
        package = importlib.import_module(name)
        yield package
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            yield importlib.import_module(info.name)


def walk() -> list[Primitive]:
    """Every primitive a module of ``PACKAGES`` holds as an attribute, once each."""
    found: dict[int, Primitive] = {}
    for module in modules():
        for value in vars(module).values():
            if isinstance(value, Primitive):
                found.setdefault(id(value), value)
    return list(found.values())


PRIMITIVES = walk()


@pytest.mark.parametrize("primitive", PRIMITIVES, ids=lambda p: p.name)
def test_has_a_jvp_rule_or_says_why_not(primitive: Primitive) -> None:
    assert primitive.jvp is not None or primitive.not_differentiable, (
        f"{primitive.name} has no JVP rule: add one, or set {primitive.name}_p.not_differentiable to the reason")


@pytest.mark.parametrize("primitive", PRIMITIVES, ids=lambda p: p.name)
def test_has_a_batching_rule_or_says_why_not(primitive: Primitive) -> None:
    assert primitive.batch is not None or primitive.not_batchable, (
        f"{primitive.name} has no batching rule: add one, or set {primitive.name}_p.not_batchable to the reason")


@pytest.mark.parametrize("primitive", PRIMITIVES, ids=lambda p: p.name)
def test_a_transposable_primitive_has_a_jvp_rule(primitive: Primitive) -> None:
    if primitive.name in LINEAR_WITHOUT_JVP:
        assert primitive.transpose is not None and primitive.jvp is None and primitive.not_differentiable, (
            f"{primitive.name}: take it off LINEAR_WITHOUT_JVP")
        return
    assert primitive.transpose is None or primitive.jvp is not None, (
        f"{primitive.name} has a transpose rule but no JVP rule (a linear primitive is its own JVP)")


def test_the_exceptions_name_primitives() -> None:
    assert LINEAR_WITHOUT_JVP <= {p.name for p in PRIMITIVES}


@pytest.mark.parametrize("primitive", PRIMITIVES, ids=lambda p: p.name)
def test_a_reason_is_given_only_for_a_missing_rule(primitive: Primitive) -> None:
    assert not (primitive.jvp is not None and primitive.not_differentiable), primitive.name
    assert not (primitive.batch is not None and primitive.not_batchable), primitive.name


def test_primitive_names_are_unique() -> None:
    names = [p.name for p in PRIMITIVES]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})


# -- the walk finds them all ----------------------------------------------------------

def _source_files() -> Iterator[tuple[str, Path]]:
    """(module name, file) for every source file of ``PACKAGES``."""
    for package in PACKAGES:
        folder = ROOT / "runtime" / package.removeprefix("jaxtypes.runtime.")
        for file in sorted(folder.glob("*.py")):
            yield f"{package}.{file.stem}".removesuffix(".__init__"), file


def test_every_named_primitive_in_the_source_is_walked() -> None:
    """Each module-level ``<name>_p = ...`` (a construction or a factory's result) in
    the sources is a walked primitive, and the walk finds at least as many primitives as
    there are such names and ``Primitive(`` constructions: it cannot pass by finding none."""
    walked = {id(p) for p in PRIMITIVES}
    defined: list[str] = []
    constructions = 0
    for module_name, file in _source_files():
        text = file.read_text(encoding="utf-8")
        constructions += len(re.findall(r"^(?!\s*class ).*(?<![\w.])\w*Primitive\(", text, re.M))
        for name in re.findall(r"^(\w+_p)\b\s*(?::[^=\n]*)?=(?!=)", text, re.M):
            value = getattr(importlib.import_module(module_name), name, None)
            assert isinstance(value, Primitive) and id(value) in walked, f"{module_name}.{name}"
            defined.append(f"{module_name}.{name}")
    assert len(defined) > 100, defined
    assert len(PRIMITIVES) >= max(len(defined), constructions), (len(PRIMITIVES), len(defined), constructions)


def test_no_primitive_is_hidden_from_the_walk() -> None:
    """In a fresh interpreter, every primitive alive once the packages are imported is a
    module attribute (not, say, only inside a factory's closure), so the walk sees it."""
    script = ("import gc, json\n"
              "from tests.test_primitive_rules import walk, Primitive\n"
              "walked = {id(p) for p in walk()}\n"
              "print(json.dumps(sorted(o.name for o in gc.get_objects()\n"
              "                        if isinstance(o, Primitive) and id(o) not in walked)))\n")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    hidden = json.loads(out.stdout.strip().splitlines()[-1])
    assert not hidden, f"primitives that no module holds as an attribute: {hidden}"
