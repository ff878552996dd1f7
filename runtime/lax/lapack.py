"""The StableHLO that ``lax.linalg`` lowers to on the CPU: jaxlib's LAPACK kernels as
custom calls, and the small pieces of HLO around them.

A kernel is the custom-call target ``lapack_{s,d,c,z}<name>_ffi`` that jaxlib ships
(registered once per process by ``backend.register_lapack``), called as jax calls it:
its attributes in ``mhlo.backend_config`` (LAPACK's one-character flags as ``ui8``),
matrices of the largest rank column-major (layout ``[r-2, r-1, r-3, ..., 0]``) and
every other operand and result row-major, and each output that overwrites an input
aliased to it. Leading dimensions are a batch the kernels loop over themselves.

The kernels are never called on empty matrices (LAPACK's workspace queries divide by
zero there): the primitives build those results without them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering

LAPACK_DTYPES: dict[np.dtype[Any], str] = {
    np.dtype(np.float32): "s", np.dtype(np.float64): "d", np.dtype(np.complex64): "c", np.dtype(np.complex128): "z"}


class UnsupportedDtypeError(TypeError, NotImplementedError):
    """A dtype LAPACK has no kernel for (float16, bfloat16, ...). A TypeError, and the
    NotImplementedError jax raises for the same call."""


def target(name: str, base: str, dtype: np.dtype[Any]) -> str:
    """The kernel ``base`` (``potrf``, ``getrf``, ...) for ``dtype``; an
    ``UnsupportedDtypeError`` naming ``lax.linalg.<name>`` for other dtypes."""
    prefix = LAPACK_DTYPES.get(np.dtype(dtype))
    if prefix is None:
        raise UnsupportedDtypeError(f"lax.linalg.{name}: unsupported dtype {np.dtype(dtype).name} on the CPU "
                                    f"(LAPACK takes float32, float64, complex64, complex128)")
    return f"lapack_{prefix}{base}_ffi"


def check_dtype(name: str, dtype: np.dtype[Any]) -> None:
    target(name, "", dtype)


def _layout(rank: int, matrix_rank: int) -> str:
    """Column-major matrices for the arrays of the largest rank, row-major for the rest."""
    if rank == matrix_rank:
        dims = [rank - 2, rank - 1, *range(rank - 3, -1, -1)]
    else:
        dims = list(range(rank - 1, -1, -1))
    if not dims:
        return "dense<> : tensor<0xindex>"
    return f"dense<[{', '.join(map(str, dims))}]> : tensor<{rank}xindex>"


def _attribute(value: str | bool | int) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):  # LAPACK's one-character flags ("L", "N", "V", ...)
        assert len(value) == 1
        return f"{ord(value)} : ui8"
    return f"{value} : i32"


def custom_call(name: str, operands: Sequence[Any], result_types: Sequence[Any],
                attributes: Mapping[str, str | bool | int] | None = None,
                aliases: Mapping[int, int] | None = None) -> list[Any]:
    """One call of the kernel ``name`` on ``operands``; its results (MLIR values).
    ``aliases`` maps operand indices to the result each one is overwritten by."""
    from jaxlib.mlir import ir

    if backend.platform() != "cpu":
        raise NotImplementedError(f"lax.linalg on {backend.platform()}: only the CPU's LAPACK kernels are wired up so "
                                  f"far (the GPU solver kernels are not)")
    backend.register_lapack()
    ranks = [len(v.type.shape) for v in operands]
    matrix_rank = max(ranks)
    config = ", ".join(f"{k} = {_attribute(v)}" for k, v in sorted((attributes or {}).items()))
    attrs = {
        "call_target_name": ir.StringAttr.get(name),
        "backend_config": ir.StringAttr.get(""),
        "mhlo.backend_config": ir.Attribute.parse(f"{{{config}}}"),
        "operand_layouts": ir.Attribute.parse(f"[{', '.join(_layout(r, matrix_rank) for r in ranks)}]"),
        "result_layouts": ir.Attribute.parse(
            f"[{', '.join(_layout(len(t.shape), matrix_rank) for t in result_types)}]"),
    }
    if aliases:
        tuple_index = "" if len(result_types) == 1 else "{}"
        attrs["output_operand_aliases"] = ir.Attribute.parse("[" + ", ".join(
            f"#stablehlo.output_operand_alias<output_tuple_indices = [{tuple_index.format(out)}], "
            f"operand_index = {operand}, operand_tuple_indices = []>" for operand, out in sorted(aliases.items())) + "]")
    op = ir.Operation.create("stablehlo.custom_call", results=list(result_types), operands=list(operands),
                             attributes=attrs)
    return list(op.results)


# -- HLO around the kernels -------------------------------------------------------------

def hlo() -> Any:
    from jaxlib.mlir.dialects import stablehlo

    return stablehlo


def shape_of(value: Any) -> tuple[int, ...]:
    return tuple(value.type.shape)


def ok_where(info: Any, direction: str = "EQ") -> Any:
    """``info <direction> 0``: where the kernel succeeded (batch-shaped bools)."""
    return lowering.compare(info, lowering.full_like(info, 0), direction)


def nan_unless(ok: Any, value: Any) -> Any:
    """``value`` with each matrix (or vector) whose ``ok`` is false replaced by NaNs, as jax does."""
    shape = shape_of(value)
    ok = hlo().broadcast_in_dim(lowering.tensor_type(shape, np.dtype(bool)), ok, list(range(len(shape_of(ok)))))
    dtype = lowering.numpy_dtype(value)
    nan = lowering.full_like(value, complex(np.nan, np.nan) if dtype.kind == "c" else np.nan)  # type: ignore[arg-type]
    return hlo().select(ok, value, nan)


def zeros(shape: Sequence[int], dtype: np.dtype[Any]) -> Any:
    constant = lowering.mlir_constant(0, dtype)
    return hlo().broadcast_in_dim(lowering.tensor_type(shape, dtype), constant, []) if len(shape) else constant


def _diagonal_offsets(shape: Sequence[int]) -> Any:
    """``row - column`` over the last two dimensions of ``shape`` (int32)."""
    int32 = np.dtype(np.int32)
    typ = lowering.tensor_type(shape, int32)
    rank = len(shape)
    rows = hlo().iota(typ, rank - 2)
    columns = hlo().iota(typ, rank - 1)
    return hlo().subtract(rows, columns)


def triangle(value: Any, lower: bool, k: int = 0) -> Any:
    """``tril(value, k)`` (``lower``) or ``triu(value, k)``: the other entries zeroed."""
    shape = shape_of(value)
    offsets = _diagonal_offsets(shape)
    bound = lowering.full_like(offsets, -k)
    keep = lowering.compare(offsets, bound, "GE" if lower else "LE")
    return hlo().select(keep, value, zeros(shape, lowering.numpy_dtype(value)))


def eye(shape: Sequence[int], dtype: np.dtype[Any]) -> Any:
    """Identity matrices (ones where row == column) of ``shape``."""
    offsets = _diagonal_offsets(shape)
    diagonal = lowering.compare(offsets, lowering.full_like(offsets, 0), "EQ")
    one = hlo().broadcast_in_dim(lowering.tensor_type(shape, dtype), lowering.mlir_constant(1, dtype), [])
    return hlo().select(diagonal, one, zeros(shape, dtype))


def pad_to(value: Any, shape: Sequence[int]) -> Any:
    """``value`` padded with zeros at the high end of each dimension up to ``shape``."""
    old = shape_of(value)
    if old == tuple(shape):
        return value
    zero = lowering.mlir_constant(0, lowering.numpy_dtype(value))
    return hlo().pad(value, zero, [0] * len(old), [n - o for n, o in zip(shape, old)], [0] * len(old))


def leading(value: Any, shape: Sequence[int]) -> Any:
    """The leading ``shape`` block of ``value`` (a slice from the origin)."""
    old = shape_of(value)
    if old == tuple(shape):
        return value
    return hlo().slice(value, [0] * len(old), list(shape), [1] * len(old))


def minus_one(value: Any) -> Any:
    return hlo().subtract(value, lowering.full_like(value, 1))
