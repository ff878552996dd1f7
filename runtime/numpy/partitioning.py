"""``jaxtypes.numpy`` partial sorts: ``partition`` and ``argpartition``.

Built, as in JAX, on ``lax.top_k`` along the last axis (``axis`` moved there and back),
so the results are JAX's value for value:

* ``partition(a, kth)``: the ``kth + 1`` smallest entries in ascending order, then the
  others in descending order (so entry ``kth`` is the one a full sort puts there, those
  before it are no larger and those after it no smaller);
* ``argpartition(a, kth)``: the indices of the ``kth + 1`` smallest entries in ascending
  order of their values (ties: lower index first), then the indices of the others in
  ascending index order.

Floats are ordered by ``top_k``'s total order of the negated values, as in JAX (NaNs with
the sign bit set come first, the others last; -0.0 before 0.0). Integers are negated
with ``~x`` (order-reversing without overflow): JAX's ``-x`` wraps for the most negative
signed integer, which it then misplaces (and drops from ``partition``'s result); here it
is placed as the smallest.

Dtypes as in JAX (measured against it, in both 64-bit modes): ``partition`` keeps the
operand's dtype and weak type; ``argpartition`` gives int32 indices (in either mode,
``top_k``'s index dtype), strongly typed: JAX's are weak for a weak operand, a weak
int32 that 64-bit mode's static types have no name for (``Array[int]`` is a weak int64
there), and indices are no weakly typed data. Complex data raise
NotImplementedError and bool data TypeError (JAX negates them: ``neg`` refuses bool);
``kth`` must be a static integer in ``[-n, n)`` for ``n`` entries along ``axis``
(TypeError for a non-integer, ValueError for an array or one out of range).
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax import sorting as lax_sorting
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.manipulation import swapaxes
from jaxtypes.runtime.numpy.promotion import check_arguments
from jaxtypes.runtime.numpy.reductions import normalize_axis, strong

ArrayLike = Any


def _prepare(name: str, a: ArrayLike, kth: int, axis: int) -> tuple[Array, int, int]:
    """``a`` as an array with ``axis`` swapped to the end, ``kth`` normalized, and the axis."""
    check_arguments(name, a)
    x = asarray(a)
    k = kind(x.dtype)
    if k == "complex":
        raise NotImplementedError(f"jnp.{name} for complex dtype is not implemented ({x.dtype.name})")
    if k == "bool":
        raise TypeError(f"{name} does not accept dtype bool (as in JAX, which negates the data): "
                        "convert to an integer dtype first")
    if isinstance(kth, (Array, np.ndarray)):
        raise ValueError(f"{name}: kth must be a static integer, not an array (got an array of shape {np.shape(kth)})")
    try:
        k_index = operator.index(kth)
    except TypeError:
        raise TypeError(f"{name}: kth must be an integer, got {type(kth).__name__} {kth!r}") from None
    ax = normalize_axis(axis, x.ndim)
    n = x.shape[ax]
    if not -n <= k_index < n:
        raise ValueError(f"{name}: kth={k_index} is out of bounds for an axis of size {n}")
    return swapaxes(x, ax, -1), k_index % n, ax


def _reversed_order(x: Array) -> Array:
    """An order-reversing map of ``x``: negation for floats, ``~x`` for integers."""
    return lax_e.neg(x) if kind(x.dtype) == "float" else lax_e.bitwise_not(x)


def partition(a: ArrayLike, kth: int, axis: int = -1) -> Array:
    """A partially sorted copy of ``a`` along ``axis``: entry ``kth`` is where a full sort
    puts it, the entries before it no larger (ascending), those after it no smaller
    (descending). ``kth`` and ``axis`` are static."""
    x, k, ax = _prepare("partition", a, kth, axis)
    n = x.shape[-1]
    smallest = _reversed_order(lax_sorting.top_k(_reversed_order(x), k + 1)[0])
    largest = lax_sorting.top_k(x, n - k - 1)[0]
    return swapaxes(lax_shape.concatenate([smallest, largest], x.ndim - 1), ax, -1)


def argpartition(a: ArrayLike, kth: int, axis: int = -1) -> Array:
    """The indices that partition ``a`` along ``axis`` (``take_along_axis(a,
    argpartition(a, kth), axis)`` is partitioned at ``kth``): those of the ``kth + 1``
    smallest entries in ascending order of value, then the others in ascending order.
    int32 indices; ``kth`` and ``axis`` are static."""
    x, k, ax = _prepare("argpartition", a, kth, axis)
    n = x.shape[-1]
    order = lax_sorting.top_k(_reversed_order(x), n)[1]  # every index, the smallest values first
    smallest = lax_shape.slice_in_dim(order, 0, k + 1, axis=-1)
    others = lax_sorting.sort(lax_shape.slice_in_dim(order, k + 1, n, axis=-1), dimension=-1)
    return strong(swapaxes(lax_shape.concatenate([smallest, others], x.ndim - 1), ax, -1))
