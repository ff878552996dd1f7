"""``lax.ragged_dot`` and ``lax.ragged_dot_general``: contractions whose lhs is cut into
groups, of the sizes ``group_sizes`` gives, along one of its dimensions (the ragged one).

As in JAX, the ragged dimension decides the mode:

1. a free dimension ``m`` of the lhs: ``[b.., m.., k..] x [g, b.., k.., n..] -> [b.., m.., n..]``,
   each lhs group contracted with its own slice of the rhs group dimension;
2. a contracting dimension ``k``: ``[b.., m.., k..] x [b.., k.., n..] -> [g, b.., m.., n..]``,
   one product per group of ``k``;
3. a batch dimension: the plain ``dot_general`` (the groups do not change the result).

``group_sizes`` is ``[g]``, or ``[prefix.., g]`` with the lhs dimensions before the ragged
one (batch dimensions first) as JAX requires. It is computed everywhere as JAX computes it
on the CPU: the ragged operand(s) are spread over a new leading group dimension by masks
built from the group sizes, and one ``dot_general`` contracts it. Being a composition of
lax operations, it has their derivatives (in lhs and rhs) and batching rules.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import dot as dot_module
from jaxtypes.runtime.lax.cumulative import cumsum
from jaxtypes.runtime.lax.elementwise import select
from jaxtypes.runtime.lax.operands import lax_operand
from jaxtypes.runtime.lax.operators import bitwise_and, convert_element_type, le, lt, sub
from jaxtypes.runtime.lax.shape import broadcast, broadcast_in_dim, broadcasted_iota, full_like, transpose

__all__ = ["RaggedDotDimensionNumbers", "ragged_dot", "ragged_dot_general"]


@dataclasses.dataclass(frozen=True)
class RaggedDotDimensionNumbers:
    """The dot dimension numbers ``((lhs_contracting, rhs_contracting), (lhs_batch,
    rhs_batch))``, the lhs ragged dimension (exactly one) and the rhs group dimensions
    (one in mode 1, none otherwise)."""

    dot_dimension_numbers: tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[int, ...], tuple[int, ...]]]
    lhs_ragged_dimensions: tuple[int, ...]
    rhs_group_dimensions: tuple[int, ...]

    def __init__(self, dot_dimension_numbers: Any, lhs_ragged_dimensions: Sequence[int],
                 rhs_group_dimensions: Sequence[int]) -> None:
        object.__setattr__(self, "dot_dimension_numbers", tuple(tuple(map(tuple, t)) for t in dot_dimension_numbers))
        object.__setattr__(self, "lhs_ragged_dimensions", tuple(lhs_ragged_dimensions))
        object.__setattr__(self, "rhs_group_dimensions", tuple(rhs_group_dimensions))


_BASIC = RaggedDotDimensionNumbers(dot_dimension_numbers=(([1], [1]), ([], [])), lhs_ragged_dimensions=[0],
                                   rhs_group_dimensions=[0])


class _Mode(enum.Enum):
    NONCONTRACTING = 1
    CONTRACTING = 2
    BATCH = 3


def _remaining(rank: int, *used: Sequence[int]) -> list[int]:
    taken = {d for dims in used for d in dims}
    return [d for d in range(rank) if d not in taken]


def _prefix_dims(mode: _Mode, rank: int, ragged: int, batch: Sequence[int], contract: Sequence[int]) -> list[int]:
    """The dimensions of an operand that ``group_sizes``' leading dimensions stand for."""
    batch, contract = list(batch), list(contract)
    if mode is _Mode.NONCONTRACTING:
        free = _remaining(rank, contract, batch)
        return batch + free[:free.index(ragged)]
    if mode is _Mode.CONTRACTING:
        return batch + contract[:contract.index(ragged)]
    return batch[:batch.index(ragged)]


def _in_range(dim: int, rank: int, what: str, side: str) -> None:
    if not 0 <= dim < rank:
        raise TypeError(f"ragged_dot_general requires {what} numbers to be nonnegative and less than the number "
                        f"of axes of the {side} value, got {dim} for {side} of rank {rank}.")


def _check(lhs: Array, rhs: Array, group_sizes: Array, numbers: RaggedDotDimensionNumbers) -> tuple[_Mode, int]:
    """JAX's shape and dtype checks, with its messages; the mode and the lhs ragged dimension."""
    if not isinstance(numbers, RaggedDotDimensionNumbers):
        raise TypeError(f"ragged_dot_general: ragged_dot_dimension_numbers must be a RaggedDotDimensionNumbers, "
                        f"got {numbers!r}")
    if len(numbers.lhs_ragged_dimensions) != 1:
        raise TypeError("ragged_dot_general expects exactly one lhs ragged dimension.")
    ragged = numbers.lhs_ragged_dimensions[0]
    _in_range(ragged, lhs.ndim, "lhs ragged dimension", "lhs")
    (lc, rc), (lb, rb) = numbers.dot_dimension_numbers
    dot_module._check_side("lhs", lhs.ndim, lc, lb)
    dot_module._check_side("rhs", rhs.ndim, rc, rb)
    mode = (_Mode.CONTRACTING if ragged in lc else _Mode.BATCH if ragged in lb else _Mode.NONCONTRACTING)
    if group_sizes.ndim == 0:
        raise TypeError("expected rank of group_sizes to be >=1.")
    if group_sizes.ndim != 1:
        expected = tuple(lhs.shape[d] for d in _prefix_dims(mode, lhs.ndim, ragged, lb, lc)) + group_sizes.shape[-1:]
        if group_sizes.shape != expected:
            raise TypeError(f"expected group_sizes to have shape {expected}, got {group_sizes.shape}.")
    groups = group_sizes.shape[-1]
    group_dims = numbers.rhs_group_dimensions
    if mode is not _Mode.NONCONTRACTING and group_dims:
        raise TypeError("ragged_dot_general requires zero group dimensions in the rhs when lhs ragged dimension "
                        "is contracting or batch.")
    if mode is _Mode.NONCONTRACTING:
        if len(group_dims) != 1:
            raise TypeError("ragged_dot_general requires exactly one rhs group dimension when lhs ragged "
                            "dimension is noncontracting.")
        _in_range(group_dims[0], rhs.ndim, "rhs group dimension", "rhs")
        if group_dims[0] in rb or group_dims[0] in rc:
            raise TypeError("ragged_dot_general requires rhs group dimension numbers to be distinct from "
                            "contracting and batch dimensions.")
        if rhs.shape[group_dims[0]] != groups:
            raise TypeError(f"expected rhs group dimension size to be {groups}, got {rhs.shape[group_dims[0]]}.")
    if dtypes.dtype_info(group_sizes.dtype).kind not in ("int", "uint"):
        raise TypeError("ragged_dot_general requires that group_sizes.dtype is subtype of np.integer.")
    return mode, ragged


def _expand(x: Array, dim: int, group_sizes: Array, axes: Sequence[int]) -> Array:
    """``x`` with a new leading group dimension: entry ``[j, ...]`` is ``x``'s where its
    index along ``dim`` lies in group ``j``, else 0. ``group_sizes`` has the shape
    ``[x.shape[a] for a in axes] + [groups]``."""
    shape = (group_sizes.shape[-1], *x.shape)
    ends = cumsum(group_sizes, axis=group_sizes.ndim - 1)
    starts = sub(ends, group_sizes)
    # group_sizes' dimensions land on (group -> 0, axes[i] -> axes[i] + 1), in increasing order.
    targets = [a + 1 for a in axes] + [0]
    order = [int(i) for i in np.argsort(targets)]

    def spread(bounds: Array) -> Array:
        return broadcast_in_dim(transpose(bounds, order), shape, sorted(targets))

    index = broadcasted_iota(group_sizes.dtype, shape, dim + 1)
    inside = bitwise_and(le(spread(starts), index), lt(index, spread(ends)))
    spread_x = broadcast_in_dim(x, shape, tuple(range(1, len(shape))))
    return select(inside, spread_x, full_like(spread_x, 0))


def _shift(dims: Sequence[int]) -> tuple[int, ...]:
    return tuple(d + 1 for d in dims)


def ragged_dot_general(lhs: Any, rhs: Any, group_sizes: Any, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers,
                       precision: Any = None, preferred_element_type: Any = None,
                       group_offset: Any = None) -> Array:
    """The ragged contraction of ``lhs`` and ``rhs`` in one of the three modes (see the
    module's documentation); the result is ``dot_general``'s, with a leading group
    dimension in mode 2. Weakly typed only if all three operands are."""
    if group_offset is not None:
        raise NotImplementedError("Unimplemented group_offset support.")
    a, b, sizes = lax_operand(lhs), lax_operand(rhs), lax_operand(group_sizes)
    numbers = ragged_dot_dimension_numbers
    mode, ragged = _check(a, b, sizes, numbers)
    precision = dot_module.canonicalize_precision(precision)
    (lc, rc), (lb, rb) = numbers.dot_dimension_numbers
    prefix = _prefix_dims(mode, a.ndim, ragged, lb, lc)
    if sizes.ndim == 1:
        sizes = broadcast(sizes, [a.shape[d] for d in prefix])
    if mode is _Mode.NONCONTRACTING:
        operands = _expand(a, ragged, sizes, prefix), b
        dims: Any = ((_shift(lc) + (0,), tuple(rc) + numbers.rhs_group_dimensions), (_shift(lb), tuple(rb)))
    elif mode is _Mode.CONTRACTING:
        rhs_ragged = rc[lc.index(ragged)]
        rhs_prefix = _prefix_dims(mode, b.ndim, rhs_ragged, rb, rc)
        operands = _expand(a, ragged, sizes, prefix), _expand(b, rhs_ragged, sizes, rhs_prefix)
        dims = ((_shift(lc), _shift(rc)), ((0,) + _shift(lb), (0,) + _shift(rb)))
    else:
        operands, dims = (a, b), numbers.dot_dimension_numbers
    out = dot_module.dot_general(*operands, dims, precision, preferred_element_type)
    if out.weak_type and not sizes.weak_type:
        out = convert_element_type(out, out.dtype, weak_type=False)
    return out


def ragged_dot(lhs: Any, rhs: Any, group_sizes: Any, precision: Any = None, preferred_element_type: Any = None,
               group_offset: Any = None) -> Array:
    """``lhs`` ``(m, k)`` cut into consecutive row groups of ``group_sizes`` ``(g,)``, each
    multiplied by its matrix of ``rhs`` ``(g, k, n)``: an ``(m, n)`` result (rows past the
    last group are 0)."""
    return ragged_dot_general(lhs, rhs, group_sizes, _BASIC, precision, preferred_element_type, group_offset)
