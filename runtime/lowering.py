"""Building StableHLO modules with ``jaxlib.mlir``: tensor types, ``main``, broadcasting."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes.runtime import backend


def tensor_type(shape: Sequence[int], dtype: np.dtype[Any]) -> Any:
    from jaxlib.mlir import ir

    return ir.RankedTensorType.get(list(shape), ir.Type.parse(backend.mlir_element_type(dtype)))


def build_main(in_avals: Sequence[backend.Aval], emit: Callable[..., Sequence[Any]]) -> Any:
    """A module whose public ``main`` takes ``in_avals`` and returns what ``emit`` builds.

    ``emit`` receives the entry block's arguments (MLIR values) and runs with an
    insertion point inside the function body. It may append arguments to the
    entry block (``jit`` hoists captured arrays that way): the function's type is
    taken from the block when ``emit`` returns.
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
            block = main.add_entry_block()
            with ir.InsertionPoint(block):
                results = list(emit(*block.arguments))
                func.ReturnOp(results)
            main.attributes["function_type"] = ir.TypeAttr.get(
                ir.FunctionType.get([a.type for a in block.arguments], [r.type for r in results]))
    return module


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


def full_like(value: Any, fill: int | float) -> Any:
    """A tensor of ``value``'s type filled with a small number (exact in every dtype)."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    host: Any = np.asarray(fill, np.float32 if isinstance(fill, float) else np.int8)  # (its stub wants a Buffer)
    scalar = hlo.constant(ir.DenseElementsAttr.get(host))
    scalar = hlo.convert(ir.RankedTensorType.get([], value.type.element_type), scalar)
    return hlo.broadcast_in_dim(value.type, scalar, [])
