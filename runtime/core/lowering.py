"""Building StableHLO modules with ``jaxlib.mlir``: tensor types, ``main``, broadcasting."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes.runtime import backend


def tensor_type(shape: Sequence[int], dtype: np.dtype[Any]) -> Any:
    from jaxlib.mlir import ir

    return ir.RankedTensorType.get(list(shape), ir.Type.parse(backend.mlir_element_type(dtype)))


def build_main(in_avals: Sequence[backend.Aval], emit: Callable[..., Sequence[Any]],
               donated: frozenset[int] = frozenset()) -> Any:
    """A module whose public ``main`` takes ``in_avals`` and returns what ``emit`` builds.

    ``emit`` receives the entry block's arguments (MLIR values) and runs with an
    insertion point inside the function body.
    """
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import func

    context = backend.mlir_context()
    with context, ir.Location.unknown(context):
        module = ir.Module.create()
        in_types = [tensor_type(a.shape, a.dtype) for a in in_avals]
        with ir.InsertionPoint(module.body):
            main: Any = func.FuncOp("main", ir.FunctionType.get(in_types, []))  # its stub lacks add_entry_block
            main.attributes["sym_visibility"] = ir.StringAttr.get("public")
            if donated:
                main.arg_attrs = ir.ArrayAttr.get([
                    ir.DictAttr.get({"jax.buffer_donor": ir.BoolAttr.get(True)} if i in donated else {})
                    for i in range(len(in_avals))])
            block = main.add_entry_block()
            with ir.InsertionPoint(block):
                results = list(emit(*block.arguments))
                func.ReturnOp(results)
            main.attributes["function_type"] = ir.TypeAttr.get(
                ir.FunctionType.get(in_types, [r.type for r in results]))
    return module


def lower_jaxpr(jaxpr: Any, donated: frozenset[int] = frozenset(),
                written: Mapping[int, np.ndarray[Any, Any]] | None = None) -> Any:
    """A module whose ``main`` runs ``jaxpr`` (an ``ir.Jaxpr``): its parameters are the
    jaxpr's inputs, then its constants; it returns the jaxpr's outputs. The inputs at
    the ``donated`` positions are marked as buffer donors (XLA may reuse their memory).
    The constants at the positions of ``written`` are not parameters: their values are
    written into the program."""
    written = written or {}
    constvars = jaxpr.constvars

    def emit(*values: Any) -> list[Any]:
        n = len(jaxpr.invars)
        passed = iter(values[n:])
        consts = [mlir_constant(written[i], v.aval.dtype) if i in written else next(passed)
                  for i, v in enumerate(constvars)]
        return emit_jaxpr(jaxpr, [*consts, *values[:n]])

    parameters = [*jaxpr.invars, *(v for i, v in enumerate(constvars) if i not in written)]
    return build_main([v.aval for v in parameters], emit, donated)


def emit_jaxpr(jaxpr: Any, values: Sequence[Any]) -> list[Any]:
    """Emit ``jaxpr``'s equations at the current insertion point, its constants and then
    its inputs bound to the MLIR ``values``; the values of its outputs."""
    from jaxtypes.runtime.core.ir import Literal
    from jaxtypes.runtime.core.primitives import lower_equation  # primitives import this module

    env = dict(zip([*jaxpr.constvars, *jaxpr.invars], values))

    def read(atom: Any) -> Any:
        return mlir_constant(atom.value, atom.aval.dtype) if isinstance(atom, Literal) else env[atom]

    for eqn in jaxpr.eqns:
        outs = [(v.aval.shape, v.aval.dtype) for v in eqn.outputs]
        env.update(zip(eqn.outputs, lower_equation(eqn.primitive, outs, [read(v) for v in eqn.inputs], eqn.params)))
    return [read(v) for v in jaxpr.outvars]


def broadcast_to(value: Any, out: Sequence[int]) -> Any:
    """An MLIR value broadcast to shape ``out`` by NumPy's rules (trailing dimensions
    aligned, size-1 dimensions stretched)."""
    shape = tuple(value.type.shape)
    if shape == tuple(out):
        return value
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    dims = list(range(len(out) - len(shape), len(out)))
    return hlo.broadcast_in_dim(ir.RankedTensorType.get(list(out), value.type.element_type), value, dims)


def element_kind(value: Any) -> str:
    """"bool", "uint", "int", "float" or "complex", read from an MLIR value's element type."""
    element = str(value.type.element_type)
    if element == "i1":
        return "bool"
    if element.startswith("ui"):
        return "uint"
    if element.startswith("i"):
        return "int"
    if element.startswith("complex"):
        return "complex"
    return "float"


def mlir_constant(value: Any, dtype: np.dtype[Any]) -> Any:
    """A StableHLO constant of ``dtype`` holding ``value``, of its shape (converted by NumPy's ``astype``).

    Works for every registry dtype: the bytes are handed to MLIR with an explicit
    element type, so bfloat16, the float8s and int4 need no detour."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    host: Any = np.asarray(np.asarray(value).astype(dtype), order="C")  # (its stub wants a Buffer)
    element = ir.Type.parse(backend.mlir_element_type(dtype))
    if dtype.kind != "c":  # complex buffers go as they are; others as their bits
        host = host.view(f"u{dtype.itemsize}")
    return hlo.constant(ir.DenseElementsAttr.get(host, type=element))


def numpy_dtype(value: Any) -> np.dtype[Any]:
    """The dtype of an MLIR value's elements."""
    return _dtypes_by_element()[str(value.type.element_type)]


@functools.cache
def _dtypes_by_element() -> dict[str, np.dtype[Any]]:
    return {backend.mlir_element_type(info.dtype): info.dtype for info in dtypes.REGISTRY.values()}


def full_like(value: Any, number: int | float) -> Any:
    """A tensor of ``value``'s type filled with ``number``."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    constant = mlir_constant(number, numpy_dtype(value))
    return constant if not value.type.shape else hlo.broadcast_in_dim(value.type, constant, [])


def compare(x: Any, y: Any, direction: str) -> Any:
    """``x <direction> y`` elementwise (EQ, NE, LT, LE, GT, GE), signedness from the element type."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    kind = {"bool": "UNSIGNED", "uint": "UNSIGNED", "int": "SIGNED"}.get(element_kind(x), "FLOAT")
    return hlo.compare(x, y, hlo.ComparisonDirectionAttr.get(direction), compare_type=hlo.ComparisonTypeAttr.get(kind))
