"""Basic indexing of arrays (``x[...]``): integers, slices, None, Ellipsis and scalar booleans.

An index is turned into one ``lax.slice`` (positive strides), a ``lax.rev`` for
negative steps, and one ``reshape`` that drops integer-indexed axes and inserts
the new ones. Indices with arrays (or traced integers) go to ``advanced_indexing``
(gather).

A scalar boolean (Python's, NumPy's, or a concrete 0-d bool array) is a 0-d mask,
as in NumPy: all of an index's scalar booleans together add one axis, of size 1
if they are all true and 0 otherwise.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import shape as lax_shape


def _expand_ellipsis(index: tuple[Any, ...], ndim: int) -> tuple[Any, ...]:
    ellipses = [i for i, item in enumerate(index) if item is Ellipsis]
    if len(ellipses) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    used = sum(1 for item in index if item is not None and item is not Ellipsis and _scalar_bool(item) is None)
    if used > ndim:
        raise IndexError(f"too many indices for array: array is {ndim}-dimensional, but {used} were indexed")
    fill = (slice(None),) * (ndim - used)
    if ellipses:
        at = ellipses[0]
        return index[:at] + fill + index[at + 1:]
    return index + fill


def _integer(item: Any) -> int | None:
    if isinstance(item, (bool, np.bool_)):
        return None
    if isinstance(item, (int, np.integer)):
        return int(item)
    if isinstance(item, Array) and item.ndim == 0 and item.dtype != np.bool_:
        return operator.index(item)  # a tracer raises here: no dynamic indexing
    return None


def _scalar_bool(item: Any) -> bool | None:
    """The value of a scalar boolean index, None for any other index."""
    if isinstance(item, (bool, np.bool_)):
        return bool(item)
    if isinstance(item, (Array, np.ndarray)) and item.ndim == 0 and item.dtype == np.bool_:
        return bool(item)  # a tracer raises here: the mask fixes the result's shape
    return None


def getitem(x: Array, index: Any) -> Array:
    from jaxtypes.runtime.numpy import advanced_indexing

    if advanced_indexing.has_advanced(index):
        return advanced_indexing.getitem(x, index)
    items = _expand_ellipsis(index if isinstance(index, tuple) else (index,), x.ndim)
    masks = [(i, value) for i, value in ((i, _scalar_bool(item)) for i, item in enumerate(items)) if value is not None]
    if masks:
        return _with_scalar_masks(x, items, masks)
    return _basic(x, items)


def _with_scalar_masks(x: Array, items: tuple[Any, ...], masks: list[tuple[int, bool]]) -> Array:
    """NumPy's rule: the masks and any integer indices are advanced indices, broadcast to
    one new axis, which stands where they are if they are adjacent, else in front."""
    first = masks[0][0]
    without = tuple(None if i == first else item for i, item in enumerate(items)
                    if i == first or _scalar_bool(item) is None)
    out = _basic(x, without)
    position = sum(1 for item in without[:first] if item is None or isinstance(item, slice))
    advanced = [i for i, item in enumerate(items) if _scalar_bool(item) is not None or _integer(item) is not None]
    if advanced != list(range(advanced[0], advanced[-1] + 1)):
        shape = out.shape[:position] + out.shape[position + 1:]
        out, position = lax_shape.reshape(out, (1, *shape)), 0
    if not all(value for _, value in masks):
        limits = tuple(0 if d == position else size for d, size in enumerate(out.shape))
        out = lax_shape.slice(out, (0,) * out.ndim, limits, (1,) * out.ndim)
    return out


def _basic(x: Array, items: tuple[Any, ...]) -> Array:
    starts, limits, strides, reverse, out_shape = [], [], [], [], []
    dim = 0
    for item in items:
        if item is None:
            out_shape.append(1)
            continue
        size = x.shape[dim]
        position = _integer(item)
        if position is not None:
            if not -size <= position < size:
                raise IndexError(f"index {position} is out of bounds for axis {dim} with size {size}")
            position %= size
            starts.append(position)
            limits.append(position + 1)
            strides.append(1)
        elif isinstance(item, slice):
            start, stop, step = item.indices(size)
            length = len(range(start, stop, step))
            if length == 0:
                start = stop = 0
                step = 1
            elif step < 0:
                start, step = start + (length - 1) * step, -step
                reverse.append(dim)
            starts.append(start)
            limits.append(start + (length - 1) * step + 1 if length else 0)
            strides.append(step)
            out_shape.append(length)
        else:
            raise TypeError(
                f"only integers, slices (':'), ellipsis ('...'), None and integer or boolean arrays are valid "
                f"indices; got {type(item).__name__}")
        dim += 1
    out = x
    if (tuple(starts), tuple(limits), tuple(strides)) != ((0,) * x.ndim, x.shape, (1,) * x.ndim):
        out = lax_shape.slice(out, tuple(starts), tuple(limits), tuple(strides))
    if reverse:
        out = lax_shape.rev(out, tuple(reverse))
    if tuple(out_shape) != out.shape:
        out = lax_shape.reshape(out, tuple(out_shape))
    return out
