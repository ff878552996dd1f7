"""``jaxtypes.numpy`` unique values and set operations: ``unique``, ``unique_values``,
``unique_counts``, ``unique_inverse``, ``unique_all``, ``union1d``, ``intersect1d``,
``setdiff1d`` and ``setxor1d``.

The number of results depends on the data: eagerly it is the data's; under ``jit`` and
``vmap`` a static ``size`` fixes it (the first ``size`` results, padded with
``fill_value``), and without one a traced operand raises ``TracerError`` (a TypeError).

Dtypes as in JAX: values keep the operand's dtype (``unique``; ``setdiff1d`` keeps its
first operand's), or the join of the two operands (``union1d``, ``intersect1d``,
``setxor1d``); indices, inverse indices and counts are the default integer (int32, or
int64 in 64-bit mode), strongly typed. A weak type survives except where JAX drops it:
complex values passed through ``unique`` (all but ``assume_unique=True``), a
``fill_value`` given to ``unique``/``union1d``, and ``size`` given to ``intersect1d``
or ``setxor1d``.
"""

from __future__ import annotations

import operator
from typing import Any, NamedTuple, TypeAlias

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.editing import isin
from jaxtypes.runtime.numpy.elementwise import (
    equal, isnan, less, logical_and, logical_not, logical_or, not_equal, where,
)
from jaxtypes.runtime.numpy.manipulation import argsort, diff, lexsort, moveaxis
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote
from jaxtypes.runtime.numpy.reductions import any as any_of
from jaxtypes.runtime.numpy.reductions import argmax, normalize_axis, strong, sum
from jaxtypes.runtime.numpy.selection import nonzero, take
from jaxtypes.runtime.numpy.shape import concatenate, ravel, reshape
from jaxtypes.runtime.numpy.statistics import cumsum

ArrayLike = Any

_HINT = "give a static size= (and fill_value=) to fix the number of results under jit and vmap"


class UniqueAllResult(NamedTuple):
    """``unique_all``'s results: the unique values, the index of each one's first
    occurrence, each element's position among the values, and each value's count."""

    values: Array
    indices: Array
    inverse_indices: Array
    counts: Array


class UniqueCountsResult(NamedTuple):
    """``unique_counts``'s results: the unique values and how often each occurs."""

    values: Array
    counts: Array


class UniqueInverseResult(NamedTuple):
    """``unique_inverse``'s results: the unique values and each element's position among them."""

    values: Array
    inverse_indices: Array


def _size(name: str, size: Any) -> int | None:
    if size is None:
        return None
    try:
        return operator.index(size)
    except TypeError:
        raise TypeError(f"{name}: size must be a static integer, got {size!r}; {_HINT}") from None


def _require_concrete(name: str, *xs: Array) -> None:
    """Without ``size`` the number of results must come from concrete data."""
    for x in xs:
        if isinstance(x, Tracer) and x.concrete_value() is None:
            raise TracerError(f"{name}: the number of results depends on the values of a traced array; {_HINT}")


def _iota(n: int) -> Array:
    out: Array = lax_shape.iota(dtypes.default_dtype("i*"), n)
    return out


def _distinct(x: Array, y: Array, equal_nan: bool) -> Array:
    """Elementwise x != y, NaNs alike when ``equal_nan``."""
    different = not_equal(x, y)
    if equal_nan and kind(x.dtype) in ("float", "complex"):
        different = logical_and(different, logical_not(logical_and(isnan(x), isnan(y))))
    return different


def _sorted_rows(rows: Array, equal_nan: bool) -> tuple[Array, Array, Array]:
    """The rows of a 2-d array sorted (by the first column, then the second...), the order
    that sorts them, and which sorted rows differ from the row before them."""
    n = rows.shape[0]
    if rows.shape[1] == 1:
        order = argsort(reshape(rows, (n,)), stable=True)
    else:
        order = lexsort([reshape(take(rows, j, axis=1), (n,)) for j in range(rows.shape[1])][::-1])
    ordered = take(rows, order, axis=0)
    if n == 0:
        return ordered, order, lax_shape.full((0,), False, np.dtype(np.bool_))
    later = lax_shape.slice_in_dim(ordered, 1, n)
    earlier = lax_shape.slice_in_dim(ordered, 0, n - 1)
    changed = any_of(_distinct(later, earlier, equal_nan), axis=1)
    first = lax_shape.full((1,), True, np.dtype(np.bool_))
    return ordered, order, concatenate([first, changed])


def _unique(x: Array, axis: int | None, return_index: bool, return_inverse: bool, return_counts: bool,
            equal_nan: bool, size: int | None, fill_value: ArrayLike) -> tuple[Array, ...]:
    """``unique`` on an array: the values, then the requested index arrays, then the
    number of unique values (a 0-d array, for the set operations)."""
    if kind(x.dtype) == "complex":  # JAX's complex path makes the values strongly typed
        x = strong(x)
    shape = x.shape
    if axis is None:
        x, ax = ravel(x), 0
    else:
        if x.ndim == 0:
            raise np.exceptions.AxisError(f"unique: axis {axis} is out of bounds for a 0-d array")
        ax = normalize_axis(axis, x.ndim)
        x = moveaxis(x, ax, 0)
    n, rest = x.shape[0], x.shape[1:]
    if n == 0 and size and fill_value is None:
        raise ValueError("unique: for zero-sized input with nonzero size argument, fill_value must be specified")
    index = dtypes.default_dtype("i*")
    rows = reshape(x, (n, int(np.prod(rest, dtype=np.int64))))
    ordered, order, first = _sorted_rows(rows, equal_nan)
    count: Array = sum(first, dtype=index)
    at = nonzero(first, size=size)[0] if n else lax_shape.full((size or 0,), 0, index)
    values = reshape(take(ordered, at, axis=0), (at.shape[0], *rest)) if n else reshape(ordered, (0, *rest))
    if size is not None and fill_value is not None:
        fill = as_array(fill_value, values.dtype)
        if n:
            valid = reshape(less(_iota(size), count), (size,) + (1,) * len(rest))
            values = where(valid, values, fill)
        else:
            values = lax_shape.full((size, *rest), fill, values.dtype)
    out = [moveaxis(values, 0, ax)]
    if return_index:
        out.append(take(order, at, axis=0) if n else order)
    if return_inverse:
        rank = lax_ops.sub(cumsum(first, dtype=index), as_array(1, index))
        inverse = take(rank, argsort(order), axis=0)
        out.append(reshape(inverse, shape) if axis is None else inverse)
    if return_counts:
        out.append(_counts(first, n, size))
    out.append(count)
    return tuple(out)


def _counts(first: Array, n: int, size: int | None) -> Array:
    """How many elements each unique value has: the distances between the starts of runs."""
    index = dtypes.default_dtype("i*")
    if n == 0:
        return lax_shape.full((0,), 0, index)
    if size is None:
        starts = concatenate([nonzero(first)[0], lax_shape.full((1,), n, index)])
    else:
        starts = nonzero(first, size=size + 1)[0]
        tail = lax_shape.slice_in_dim(starts, 1, size + 1)
        tail = where(not_equal(tail, as_array(0, index)), tail, as_array(n, index))
        starts = concatenate([lax_shape.slice_in_dim(starts, 0, 1), tail])
    return diff(starts)


def _array(name: str, a: ArrayLike) -> Array:
    check_arguments(name, a)
    x: Array = promote(name, a)[0][0]
    return x


def _pair(name: str, ar1: ArrayLike, ar2: ArrayLike) -> tuple[Array, Array]:
    """Both operands flattened, in their joint dtype."""
    check_arguments(name, ar1, ar2)
    (a, b), _ = promote(name, ar1, ar2)
    return ravel(a), ravel(b)


_Deduplicated: TypeAlias = tuple[Array, Array, Array]  # values, first indices, which are real


def _both_deduplicated(name: str, ar1: ArrayLike, ar2: ArrayLike, assume_unique: bool,
                       size: int | None) -> tuple[Array, Array, _Deduplicated, _Deduplicated]:
    """Both operands flattened in their joint dtype, and each ``_deduplicated``."""
    a, b = _pair(name, ar1, ar2)
    if size is None:
        _require_concrete(name, a, b)
    return a, b, _deduplicated(a, bool(assume_unique), size), _deduplicated(b, bool(assume_unique), size)


def unique(ar: ArrayLike, return_index: bool = False, return_inverse: bool = False, return_counts: bool = False,
           axis: int | None = None, *, equal_nan: bool = True, size: int | None = None, fill_value: ArrayLike = None,
           sorted: bool = True) -> Array | tuple[Array, ...]:
    """The sorted unique elements (or rows/slices along ``axis``), NaNs counted as one
    unless ``equal_nan=False``; with the index of each one's first occurrence, each
    element's position among them (in ``ar``'s shape for ``axis=None``) and their counts
    when asked. With ``size`` the values are padded with ``fill_value`` (the smallest
    value unless given), first occurrences with that of the smallest, counts with 0.
    ``sorted`` is accepted; the values are always sorted."""
    del sorted
    x = _array("unique", ar)
    size = _size("unique", size)
    if size is None:
        _require_concrete("unique", x)
    out = _unique(x, axis, return_index, return_inverse, return_counts, bool(equal_nan), size, fill_value)[:-1]
    return out[0] if len(out) == 1 else out


def unique_values(x: ArrayLike, /, *, size: int | None = None, fill_value: ArrayLike = None) -> Array:
    """The sorted unique elements of the flattened ``x``, each NaN distinct."""
    out = unique(_array("unique_values", x), equal_nan=False, size=size, fill_value=fill_value)
    assert isinstance(out, Array)
    return out


def unique_counts(x: ArrayLike, /, *, size: int | None = None, fill_value: ArrayLike = None) -> UniqueCountsResult:
    """The unique elements of the flattened ``x`` and their counts, each NaN distinct."""
    values, counts = unique(_array("unique_counts", x), return_counts=True, equal_nan=False, size=size,
                            fill_value=fill_value)
    return UniqueCountsResult(values, counts)


def unique_inverse(x: ArrayLike, /, *, size: int | None = None, fill_value: ArrayLike = None) -> UniqueInverseResult:
    """The unique elements and each element's position among them (in ``x``'s shape),
    each NaN distinct."""
    values, inverse = unique(_array("unique_inverse", x), return_inverse=True, equal_nan=False, size=size,
                             fill_value=fill_value)
    return UniqueInverseResult(values, inverse)


def unique_all(x: ArrayLike, /, *, size: int | None = None, fill_value: ArrayLike = None) -> UniqueAllResult:
    """The unique elements, their first occurrences, each element's position among them
    and their counts, each NaN distinct."""
    values, indices, inverse, counts = unique(_array("unique_all", x), return_index=True, return_inverse=True,
                                              return_counts=True, equal_nan=False, size=size, fill_value=fill_value)
    return UniqueAllResult(values, indices, inverse, counts)


def _padded(name: str, values: Array, keep: Array, size: int | None, fill: Array) -> Array:
    """The entries of ``values`` where ``keep`` is true, in order: all of them (concrete
    data), or the first ``size`` padded with ``fill``."""
    if size is None:
        _require_concrete(name, keep)
        return take(values, nonzero(keep)[0], axis=0)
    if values.shape[0] == 0:
        return lax_shape.full((size,), fill, values.dtype)
    found = take(values, nonzero(keep, size=size)[0], axis=0)
    return where(less(_iota(size), sum(keep, dtype=dtypes.default_dtype("i*"))), found, fill)


def _smallest_or_zero(values: Array, keep: Array, size: int) -> Array:
    """JAX's default padding of ``intersect1d`` and ``setxor1d``: the smallest result
    (they come sorted), NaN when a result is NaN, 0 when there is none."""
    zero = as_array(0, values.dtype)
    if values.shape[0] == 0:
        return zero
    found = take(values, nonzero(keep, size=size)[0], axis=0)
    valid = less(_iota(size), sum(keep, dtype=dtypes.default_dtype("i*")))
    smallest = where(any_of(keep), take(found, 0, axis=0), zero)
    if kind(values.dtype) in ("float", "complex"):
        nan = as_array(np.nan, values.dtype)
        smallest = where(any_of(logical_and(valid, isnan(found))), nan, smallest)
    return smallest


def union1d(ar1: ArrayLike, ar2: ArrayLike, *, size: int | None = None, fill_value: ArrayLike = None) -> Array:
    """The sorted unique elements of both arrays (flattened), in their joint dtype."""
    a, b = _pair("union1d", ar1, ar2)
    out = unique(concatenate([a, b]), size=size, fill_value=fill_value)
    assert isinstance(out, Array)
    return out


def _deduplicated(x: Array, assume_unique: bool, size: int | None) -> _Deduplicated:
    """``x`` sorted without repeats (NaNs as one), each one's first index, and which are
    real (with ``size``, the padding at the end is not)."""
    n = x.shape[0]
    if assume_unique:
        order = argsort(x, stable=True)
        return take(x, order, axis=0), order, lax_shape.full((n,), True, np.dtype(np.bool_))
    values, first, count = _unique(x, None, True, False, False, True, None if size is None else n, None)
    return values, first, less(_iota(values.shape[0]), count)


def setdiff1d(ar1: ArrayLike, ar2: ArrayLike, assume_unique: bool = False, *, size: int | None = None,
              fill_value: ArrayLike = None) -> Array:
    """The unique elements of ``ar1`` not in ``ar2``, sorted (in ``ar1``'s order with
    ``assume_unique``), in ``ar1``'s dtype; ``size`` pads with ``fill_value`` (0 unless given)."""
    check_arguments("setdiff1d", ar1, ar2)
    a = ravel(_array("setdiff1d", ar1))
    size = _size("setdiff1d", size)
    if size is None:
        _require_concrete("setdiff1d", a)
    fill = lax_shape.full((), 0 if fill_value is None else fill_value, a.dtype)
    if a.weak_type:
        fill = lax_ops.convert_element_type(fill, a.dtype, weak_type=True)
    if a.shape[0] == 0:
        return lax_shape.full((size or 0,), fill, a.dtype) if not a.weak_type else (
            lax_ops.convert_element_type(lax_shape.full((size or 0,), fill, a.dtype), a.dtype, weak_type=True))
    if assume_unique:
        values, real = a, lax_shape.full((a.shape[0],), True, np.dtype(np.bool_))
    else:
        values, _, real = _deduplicated(a, False, size)
    keep = logical_and(real, isin(values, ar2, invert=True))
    return _padded("setdiff1d", values, keep, size, fill)


def intersect1d(ar1: ArrayLike, ar2: ArrayLike, assume_unique: bool = False, return_indices: bool = False, *,
                size: int | None = None, fill_value: ArrayLike = None) -> Array | tuple[Array, Array, Array]:
    """The sorted unique elements found in both arrays (flattened; NaN is in neither), in
    their joint dtype; with ``return_indices`` also where each first occurs in ``ar1`` and
    ``ar2``. ``size`` pads the values with ``fill_value`` (the smallest value, or 0) and
    the indices with the arrays' lengths."""
    size = _size("intersect1d", size)
    a, b, (u1, i1, real1), (u2, i2, real2) = _both_deduplicated("intersect1d", ar1, ar2, assume_unique, size)
    index = dtypes.default_dtype("i*")
    if u1.shape[0] and u2.shape[0]:
        matches = logical_and(equal(reshape(u1, (-1, 1)), reshape(u2, (1, -1))), reshape(real2, (1, -1)))
        keep = logical_and(real1, any_of(matches, axis=1))
        partner = argmax(matches, axis=1)
    else:
        keep = lax_shape.full((u1.shape[0],), False, np.dtype(np.bool_))
        partner = lax_shape.full((u1.shape[0],), 0, index)
    if size is None:
        values = _padded("intersect1d", u1, keep, None, as_array(0, u1.dtype))
    else:
        fill = _smallest_or_zero(u1, keep, size) if fill_value is None else as_array(fill_value, u1.dtype)
        values = strong(_padded("intersect1d", u1, keep, size, fill))
    if not return_indices:
        return values
    first2 = take(i2, partner, axis=0) if u2.shape[0] else partner
    if size is None and assume_unique:  # JAX's sorting path: the narrowest signed integer that fits
        index = np.dtype(np.int32 if a.shape[0] + b.shape[0] < 2**31 else np.int64)
    mine = _padded("intersect1d", lax_ops.convert_element_type(i1, index, weak_type=False), keep, size,
                   as_array(a.shape[0], index))
    theirs = _padded("intersect1d", lax_ops.convert_element_type(first2, index, weak_type=False), keep, size,
                     as_array(b.shape[0], index))
    return values, mine, theirs


def setxor1d(ar1: ArrayLike, ar2: ArrayLike, assume_unique: bool = False, *, size: int | None = None,
             fill_value: ArrayLike = None) -> Array:
    """The sorted unique elements found in exactly one of the arrays (flattened; NaNs are
    each distinct), in their joint dtype. ``size`` pads with ``fill_value`` (the smallest
    value, NaN if a value is NaN, or 0)."""
    size = _size("setxor1d", size)
    _, _, (u1, _, real1), (u2, _, real2) = _both_deduplicated("setxor1d", ar1, ar2, assume_unique, size)
    both = concatenate([u1, u2])
    real = concatenate([real1, real2])
    n = both.shape[0]
    if n == 0:
        return both if size is None else lax_shape.full((size,), 0 if fill_value is None else fill_value, both.dtype)
    order = lexsort([both, logical_not(real)])
    aux, real = take(both, order, axis=0), take(real, order, axis=0)
    yes = lax_shape.full((1,), True, np.dtype(np.bool_))
    differs = not_equal(lax_shape.slice_in_dim(aux, 1, n), lax_shape.slice_in_dim(aux, 0, n - 1))
    next_real = lax_shape.slice_in_dim(real, 1, n)
    before = concatenate([yes, differs])
    after = concatenate([logical_or(differs, logical_not(next_real)), yes])
    keep = logical_and(real, logical_and(before, after))
    if size is None:
        return _padded("setxor1d", aux, keep, None, as_array(0, aux.dtype))
    fill = _smallest_or_zero(aux, keep, size) if fill_value is None else as_array(fill_value, aux.dtype)
    return strong(_padded("setxor1d", aux, keep, size, fill))
