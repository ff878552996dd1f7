"""The table of operations (``jaxtypes._operations``) against what exists: every row is
a public runtime function (or Array operator) and a stub, and every elementwise
function the runtime builds from a primitive or a promotion factory has its row."""

from __future__ import annotations

import ast
import functools
import inspect
from pathlib import Path

import pytest

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import _operations as operations
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.lax import elementwise as lax_elementwise
from jaxtypes.runtime.lax import ops as lax_ops

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
    module, stub = (jnp, "numpy.pyi") if op.namespace == "numpy" else (lax, "lax.pyi")
    assert op.name in module.__all__, f"{op.namespace}.{op.name} is not exported"
    assert callable(getattr(module, op.name))
    assert op.name in _stub_names(stub), f"{op.name} missing from {stub}"
    if op.primitive is not None:
        primitive = getattr(lax_ops, op.primitive, None) or getattr(lax_elementwise, op.primitive)
        assert isinstance(primitive, Primitive)
        operands = [p for p in inspect.signature(primitive.rule).parameters.values()
                    if p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD]
        assert len(operands) == op.arity, (op.name, operands)


def test_every_lax_primitive_function_has_a_row() -> None:
    """A public lax function whose primitive is ``<name>_p`` (or the table's alias) must
    have a row, so that the stubs and the plugin know its dtype rule."""
    known = {op.name for op in operations.select("lax")}
    primitives = {op.primitive for op in operations.select("lax") if op.primitive}
    missing = []
    for module in (lax_ops, lax_elementwise):
        for name in module.__all__:
            if isinstance(getattr(module, f"{name}_p", None), Primitive) and name not in known:
                missing.append(name)
        for attribute, value in vars(module).items():
            public = attribute.removesuffix("_p")
            if (isinstance(value, Primitive) and attribute.endswith("_p") and public in module.__all__
                    and attribute not in primitives and public not in known):
                missing.append(public)
    assert not missing, f"lax functions without a row in jaxtypes/_operations.py: {sorted(set(missing))}"


def test_every_promoting_elementwise_jnp_function_has_a_row() -> None:
    """jnp's elementwise factories mark what they build in the docstring; each must be a row."""
    rows = set(operations.NUMPY_BINARY) | set(operations.NUMPY_UNARY)
    built = {name for name in jnp.__all__
             if (getattr(getattr(jnp, name), "__doc__", None) or "").startswith(f"jnp.{getattr(jnp, name).__name__}: elementwise")}
    assert built, "no factory-built jnp functions found: has the docstring marker changed?"
    assert not built - rows, f"jnp functions without a row: {sorted(built - rows)}"
