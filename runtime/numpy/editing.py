"""``jaxtypes.numpy`` functions that edit an array into a new one: ``append``,
``delete``, ``fill_diagonal``, ``ediff1d``, and ``isin``. Positions (``delete``'s
``obj``) must be concrete: they fix the result's shape."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.tracing import Tracer
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.elementwise import equal, logical_not, subtract
from jaxtypes.runtime.numpy.grids import diag_indices
from jaxtypes.runtime.numpy.key_arrays import on_key_data
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote
from jaxtypes.runtime.numpy.reductions import any as any_of
from jaxtypes.runtime.numpy.reductions import normalize_axis
from jaxtypes.runtime.numpy.selection import take
from jaxtypes.runtime.numpy.shape import concatenate, ravel, reshape


def _array(name: str, a: Any) -> Array:
    check_arguments(name, a)
    return promote(name, a)[0][0]


@on_key_data("arr", "values")
def append(arr: Any, values: Any, axis: int | None = None) -> Array:
    """``values`` after ``arr`` along ``axis`` (None: both flattened), promoted together."""
    check_arguments("append", arr, values)
    if axis is None:
        return concatenate([ravel(arr), ravel(values)], 0)
    return concatenate([arr, values], axis)


@on_key_data("arr")
def delete(arr: Any, obj: Any, axis: int | None = None, *, assume_unique_indices: bool = False) -> Array:
    """``arr`` without the entries ``obj`` (an index, indices or a slice) along ``axis``
    (None: of the flattened array). The indices must be concrete."""
    del assume_unique_indices  # concrete indices need no such promise
    x = _array("delete", arr)
    if axis is None:
        x, axis = ravel(x), 0
    ax = normalize_axis(axis, x.ndim)
    if isinstance(obj, Tracer):
        raise TypeError("jnp.delete: the indices must be concrete (they fix the result's shape), got a traced value")
    if isinstance(obj, (list, tuple)):
        raise TypeError(f"jnp.delete: obj must be an index, an array of indices or a slice, not a {type(obj).__name__}")
    if isinstance(obj, Array):
        obj = np.asarray(obj)
    if not isinstance(obj, slice) and np.asarray(obj).dtype == np.bool_:
        raise ValueError("jnp.delete: a boolean mask is not supported as obj; use indices (for example nonzero(mask))")
    try:
        keep = np.delete(np.arange(x.shape[ax]), obj)
    except IndexError as error:  # (jax's class is ValueError)
        raise ValueError(f"jnp.delete: {error}") from None
    return take(x, keep.astype(np.int32), axis=ax)


def fill_diagonal(a: Any, val: Any, wrap: bool = False, *, inplace: bool = True) -> Array:
    """``a`` with its main diagonal set to ``val`` (repeated as needed). Arrays are
    immutable: ``inplace=False`` is required, as in JAX; ``wrap`` is not supported."""
    if inplace:
        raise NotImplementedError("jnp.fill_diagonal: arrays are immutable; pass inplace=False")
    if wrap:
        raise NotImplementedError("jnp.fill_diagonal: wrap=True is not supported; pass wrap=False")
    x = _array("fill_diagonal", a)
    check_arguments("fill_diagonal", val)
    if x.ndim < 2:
        raise ValueError(f"jnp.fill_diagonal: the array must be at least 2-D, got shape {x.shape}")
    if x.ndim > 2 and len(set(x.shape)) != 1:
        raise ValueError(f"jnp.fill_diagonal: all dimensions must be of one size, got shape {x.shape}")
    n = min(x.shape)
    (v,), _ = promote("fill_diagonal", val)
    if v.ndim:
        flat = ravel(v)
        v = take(flat, np.arange(n, dtype=np.int32) % flat.shape[0]) if flat.shape[0] else flat
    return x.at[diag_indices(n, x.ndim)].set(v)


def ediff1d(ary: Any, to_end: Any = None, to_begin: Any = None) -> Array:
    """The differences between consecutive elements of the flattened array, with
    ``to_begin`` before and ``to_end`` after them (in the array's dtype)."""
    x = ravel(_array("ediff1d", ary))
    out = lax_ops.sub(lax_shape.slice_in_dim(x, 1, None), lax_shape.slice_in_dim(x, 0, -1))
    pieces = [out]
    if to_begin is not None:
        pieces.insert(0, ravel(as_array(to_begin, x.dtype)))
    if to_end is not None:
        pieces.append(ravel(as_array(to_end, x.dtype)))
    return concatenate(pieces, 0) if len(pieces) > 1 else out


def isin(element: Any, test_elements: Any, assume_unique: bool = False, invert: bool = False, *,
         method: str = "auto") -> Array:
    """Whether each element of ``element`` equals some element of ``test_elements``
    (compared after promotion; ``invert`` negates)."""
    del assume_unique, method  # one comparison of every pair computes it
    check_arguments("isin", element, test_elements)
    (x, y), _ = promote("isin", element, test_elements)
    flat = reshape(ravel(x), (-1, 1))
    found = any_of(equal(flat, reshape(ravel(y), (1, -1))), axis=1) if y.size else (
        lax_shape.full((flat.shape[0],), False, np.dtype(np.bool_)))
    found = reshape(found, x.shape)
    return logical_not(found) if invert else found
