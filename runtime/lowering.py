"""Building StableHLO modules with ``jaxlib.mlir``: tensor types and the ``main`` function."""

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

    ``emit`` receives the function's block arguments (MLIR values) and runs with an
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
            block = main.add_entry_block()
            with ir.InsertionPoint(block):
                results = list(emit(*block.arguments))
                func.ReturnOp(results)
            main.attributes["function_type"] = ir.TypeAttr.get(
                ir.FunctionType.get(in_types, [r.type for r in results]))
    return module
