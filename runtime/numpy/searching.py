"""``jaxtypes.numpy.searchsorted`` and ``digitize``: where values go among sorted ones.

The order is ``sort``'s: NaN after every number, complex numbers by real part, then
imaginary part. The indices are int32 (the arrays are far shorter than 2**31), as in JAX.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.elementwise import greater_equal, isnan, where
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote
from jaxtypes.runtime.numpy.creation import zeros_like
from jaxtypes.runtime.numpy.staging import staged

SIDES = ("left", "right")
_INDEX = np.dtype(np.int32)


def sort_less(x: Array, y: Array) -> Array:
    """x < y in sort's total order (NaN last; complex numbers by real part, then imaginary part)."""
    k = kind(x.dtype)
    if k == "complex":
        xr, yr = lax_e.real(x), lax_e.real(y)
        later = lax_ops.bitwise_and(_same(xr, yr), sort_less(lax_e.imag(x), lax_e.imag(y)))
        return lax_ops.bitwise_or(sort_less(xr, yr), later)
    if k == "bool":
        return lax_ops.bitwise_and(lax_e.bitwise_not(x), y)
    if k == "float":
        return lax_ops.bitwise_or(lax_ops.lt(x, y), lax_ops.bitwise_and(lax_e.bitwise_not(isnan(x)), isnan(y)))
    return lax_ops.lt(x, y)


def _same(x: Array, y: Array) -> Array:
    """Neither before the other in sort's order (NaNs are alike)."""
    return lax_ops.bitwise_and(lax_e.bitwise_not(sort_less(x, y)), lax_e.bitwise_not(sort_less(y, x)))


def _count_before(sorted_values: Array, queries: Array, side: str) -> Array:
    """For each query: how many sorted values go before it ("left") or not after it
    ("right"), by a binary search of all queries at once (log2(n) steps)."""
    n = sorted_values.shape[0]
    low = lax_shape.full(queries.shape, 0, _INDEX)
    if n == 0:
        return low
    high = lax_shape.full(queries.shape, n, _INDEX)
    one, last = as_array(1, _INDEX), as_array(n - 1, _INDEX)
    for _ in range(n.bit_length()):  # (each step halves [low, high): n + 1 outcomes)
        middle = lax_ops.div(lax_ops.add(low, high), as_array(2, _INDEX))
        value = getitem(sorted_values, lax_ops.min(middle, last))
        after = sort_less(value, queries) if side == "left" else lax_e.bitwise_not(sort_less(queries, value))
        open_ = lax_ops.lt(low, high)
        low = where(lax_ops.bitwise_and(open_, after), lax_ops.add(middle, one), low)
        high = where(lax_ops.bitwise_and(open_, lax_e.bitwise_not(after)), middle, high)
    return low


@staged("side", "method")
def searchsorted(a: Any, v: Any, side: str = "left", sorter: Any = None, *, method: str = "scan") -> Array:
    """The indices at which ``v``'s values would go into the sorted 1-d ``a`` (before equal
    ones for side "left", after them for "right"); ``sorter`` sorts ``a`` first.
    ``method`` ("scan", "scan_unrolled", "sort", "compare_all") is accepted and does not
    change the result."""
    if sorter is None:
        check_arguments("searchsorted", a, v)
    else:
        check_arguments("searchsorted", a, v, sorter)
    if side not in SIDES:
        raise ValueError(f"searchsorted: side must be 'left' or 'right', got {side!r}")
    if method not in ("scan", "scan_unrolled", "sort", "compare_all"):
        raise ValueError(f"searchsorted: method must be 'scan', 'scan_unrolled', 'sort' or 'compare_all', got {method!r}")
    (values, queries), _ = promote("searchsorted", a, v)
    if values.ndim != 1:
        raise ValueError(f"searchsorted: a must be one-dimensional, got shape {values.shape}")
    if sorter is not None:
        values = getitem(values, sorter)
    return _count_before(values, queries, side)


def digitize(x: Any, bins: Any, right: bool = False, *, method: str | None = None) -> Array:
    """The index of the bin of each value: bins are increasing or decreasing edges; a value
    on an edge goes to the bin above it (below it with ``right``)."""
    check_arguments("digitize", x, bins)
    (edges,), _ = promote("digitize", bins)
    if edges.ndim != 1:
        raise ValueError(f"digitize: bins must be one-dimensional, got shape {edges.shape}")
    if edges.shape[0] == 0:
        return zeros_like(x, dtype=_INDEX)
    side = "left" if right else "right"
    options = {} if method is None else {"method": method}
    n = edges.shape[0]
    increasing = greater_equal(getitem(edges, -1), getitem(edges, 0))  # (complex edges: by real part first)
    upward = searchsorted(edges, x, side, **options)
    downward = lax_ops.sub(as_array(n, _INDEX), searchsorted(getitem(edges, slice(None, None, -1)), x, side, **options))
    return where(increasing, upward, downward)
