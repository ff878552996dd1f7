"""The table of operations (``jaxtypes._operations``) against what exists: every row is
a public runtime function (or Array operator) and a stub, and every elementwise
function the runtime builds from a primitive or a promotion factory has its row."""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import _operations as operations
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.lax import elementwise as lax_elementwise
from jaxtypes.runtime.lax import operators as lax_ops

STUBS = Path(__file__).resolve().parents[1] / "stubs"


@functools.cache
def _stub_names(file: str, cls: str | None = None) -> frozenset[str]:
    """Names a stub file defines at module level (or in class ``cls``), inside ``if`` branches too."""
    tree = ast.parse((STUBS / file).read_text())
    body: list[ast.stmt] = tree.body
    if cls is not None:
        body = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls).body
    names: set[str] = set()
    for node in body:
        for inner in ast.walk(node) if isinstance(node, ast.If) else [node]:
            if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(inner.name)
            elif isinstance(inner, ast.AnnAssign) and isinstance(inner.target, ast.Name):
                names.add(inner.target.id)
            elif isinstance(inner, ast.Assign):
                names.update(t.id for t in inner.targets if isinstance(t, ast.Name))
    return frozenset(names)


@pytest.mark.parametrize("op", operations.OPERATIONS, ids=lambda op: f"{op.namespace}.{op.name}")
def test_every_row_is_a_runtime_function_and_a_stub(op: operations.Operation) -> None:
    if op.namespace == "operator":
        assert callable(getattr(ArrayImpl, op.name)), op.name
        methods = _stub_names("_array.pyi", "Array")
        assert op.name in methods, f"Array.{op.name} missing from _array.pyi"
        if op.reflected:
            assert callable(getattr(ArrayImpl, op.reflected)) and op.reflected in methods
        assert op.numpy in jnp.__all__, op.numpy
        return
    module, stub = {"numpy": (jnp, "numpy.pyi"), "numpy.fft": (jnp.fft, "numpy.fft.pyi")}.get(op.namespace, (lax, "lax.pyi"))
    assert op.name in module.__all__, f"{op.namespace}.{op.name} is not exported"
    assert callable(getattr(module, op.name))
    assert op.name in _stub_names(stub), f"{op.name} missing from {stub}"
    if op.primitive is not None:
        if op.module is not None:
            primitive = getattr(importlib.import_module(f"jaxtypes.runtime.lax.{op.module}"), op.primitive)
        else:
            primitive = getattr(lax_ops, op.primitive, None) or getattr(lax_elementwise, op.primitive)
        assert isinstance(primitive, Primitive)
        assert _operand_count(primitive) == op.arity, (op.name, inspect.signature(primitive.rule))
        if op.probe:  # the rule and the public function take the probe's parameters
            probe = dict(op.probe)
            assert set(probe) == set(op.params), (op.name, op.params)
            assert set(probe) <= set(inspect.signature(getattr(module, op.name)).parameters), op.name
            accepted = [name for name in _SEEDS if not _rejects(primitive, [name] * op.arity, probe)]
            assert accepted, f"lax.{op.name}'s rule rejects every dtype with the probe {probe}"


def _operand_count(primitive: Primitive) -> int:
    return sum(1 for p in inspect.signature(primitive.rule).parameters.values()
               if p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD)


_SEEDS = ("bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
          "bfloat16", "float16", "float32", "float64", "complex64", "complex128")


def _rejects(primitive: Primitive, names: list[str], params: dict[str, Any]) -> bool:
    """Whether the primitive's rule raises TypeError for one-dimensional operands of these dtypes."""
    from jaxtypes import dtypes
    from jaxtypes.runtime.backend import Aval

    try:
        primitive.abstract_eval(*(Aval((1,), np.dtype(dtypes.REGISTRY[n].dtype)) for n in names), **params)
    except TypeError:
        return True
    return False


def _lax_modules() -> list[ModuleType]:
    """Every module of runtime/lax."""
    import jaxtypes.runtime.lax as package

    return [importlib.import_module(f"{package.__name__}.{info.name}") for info in pkgutil.iter_modules(package.__path__)]


def _public_primitives(module: ModuleType) -> dict[str, Primitive]:
    """The module's public functions built on a primitive of their own (``<name>_p``, or
    the table's alias: ``and_p`` is ``bitwise_and``'s), by name."""
    aliases = {op.primitive: op.name for op in operations.select("lax") if op.primitive}
    public = set(getattr(module, "__all__", ()))
    out = {}
    for attribute, value in vars(module).items():
        if isinstance(value, Primitive) and attribute.endswith("_p"):
            name = aliases.get(attribute, attribute.removesuffix("_p"))
            if name in public:
                out[name] = value
    return out


def _elementwise(primitive: Primitive) -> bool:
    """A rule of operands only (no parameters of its own, no variadic operands)."""
    kinds = [p.kind for p in inspect.signature(primitive.rule).parameters.values()]
    return (inspect.Parameter.POSITIONAL_OR_KEYWORD in kinds
            and all(k in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.VAR_KEYWORD) for k in kinds))


def _restricts_dtypes(primitive: Primitive) -> bool:
    """Whether an elementwise rule rejects some seed dtype, or operands of two dtypes."""
    n = _operand_count(primitive)
    return (any(_rejects(primitive, [name] * n, {}) for name in _SEEDS)
            or (n > 1 and _rejects(primitive, ["float32"] + ["int32"] * (n - 1), {})))


# Operations on matrices whose rules look elementwise to the walk (operands only, no
# parameters: cholesky, lu, hessenberg, householder_product) but are not: stubs/lax.linalg.pyi
# types them by hand, and typecheck_cases/reveal/lax_linalg.py checks those types against
# the runtime.
MATRIX_MODULES = frozenset({"jaxtypes.runtime.lax.linalg", "jaxtypes.runtime.lax.linalg_eigen",
                            "jaxtypes.runtime.lax.linalg_updates", "jaxtypes.runtime.lax.qdwh"})


def test_every_lax_primitive_function_has_a_row() -> None:
    """Every module of runtime/lax, walked: a public lax function of ``operators`` or
    ``elementwise`` whose primitive is ``<name>_p`` (or the table's alias) must have a row,
    and so must an elementwise one of any module whose rule restricts dtypes (its stubs
    are generated from that rule), so that the stubs and the plugin know its dtype rule."""
    known = {op.name for op in operations.select("lax")}
    generated = set(operations.LAX_PRIMITIVES)
    missing, walked = [], set()
    for module in _lax_modules():
        walked.add(module.__name__.rpartition(".")[2])
        for name, primitive in _public_primitives(module).items():
            if module in (lax_ops, lax_elementwise):
                if name not in known:
                    missing.append(name)
            elif (_elementwise(primitive) and _restricts_dtypes(primitive) and name not in generated
                  and module.__name__ not in MATRIX_MODULES):
                missing.append(f"{name} ({module.__name__.rpartition('.')[2]}.py)")
    assert {"operators", "elementwise", "special", "cumulative", "reduction"} <= walked, walked
    assert not missing, f"lax functions without a row in jaxtypes/_operations.py: {sorted(set(missing))}"


def test_the_walk_finds_the_special_functions() -> None:
    """The discovery above sees an elementwise function outside operators and elementwise."""
    from jaxtypes.runtime.lax import special

    found = _public_primitives(special)
    assert {"betainc", "bessel_i0e", "igamma"} <= set(found)
    assert all(_elementwise(p) and _restricts_dtypes(p) for p in found.values())


def test_every_promoting_elementwise_jnp_function_has_a_row() -> None:
    """jnp's elementwise factories mark what they build in the docstring; each must be a row."""
    rows = set(operations.NUMPY_BINARY) | set(operations.NUMPY_UNARY)
    functions = {name: f for name in jnp.__all__ if callable(f := getattr(jnp, name))}
    built = {name for name, f in functions.items()
             if (getattr(f, "__doc__", None) or "").startswith(f"jnp.{f.__name__}: elementwise")}
    assert built, "no factory-built jnp functions found: has the docstring marker changed?"
    assert not built - rows, f"jnp functions without a row: {sorted(built - rows)}"
