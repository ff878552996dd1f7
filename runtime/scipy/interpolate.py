"""``jax.scipy.interpolate.RegularGridInterpolator``: linear or nearest-neighbour
interpolation on a rectangular grid, as jax computes it (a pytree whose leaves are the
grid, the values and the fill value).

Each axis's points must be strictly increasing (as in jax, a decreasing axis gives wrong
values, unchecked). Query points outside the grid get ``fill_value`` (NaN by default;
None: extrapolated from the edge cells). ``bounds_error=True`` is not implemented (it
could not work under ``jit``), as in jax.

Dtypes, as jax's: the values become floating; the result is the join of the values, the
grid points, the query points and the fill value (so float32 values on a float64 grid
give float64 in 64-bit mode).
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.tree_util import register_pytree_node
from jaxtypes.runtime.numpy.creation import zeros
from jaxtypes.runtime.numpy.elementwise import astype, equal, greater, less, less_equal, subtract, true_divide, where
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.searching import searchsorted
from jaxtypes.runtime.numpy.shape import broadcast_arrays, reshape, stack

__all__ = ["RegularGridInterpolator"]

_METHODS = ("linear", "nearest")


def _check_method(method: Any) -> None:
    if method not in _METHODS:
        raise ValueError(f"method {method!r} is not defined")


def _query_points(xi: Any, ndim: int) -> Array:
    """The query points as one array of shape (..., ndim): a tuple holds one array of
    coordinates per axis (of the default float dtype then), a 1-D array one coordinate per point."""
    if isinstance(xi, tuple) and len(xi) == 1:
        xi = xi[0]
    if isinstance(xi, tuple):
        parts = broadcast_arrays(*xi)
        default = dtypes.default_dtype("f*")
        return stack([astype(p, default) for p in parts], axis=-1)
    check_arguments("RegularGridInterpolator", xi)
    points = asarray(xi)
    return reshape(points, (-1, ndim)) if points.ndim == 1 else points


class RegularGridInterpolator:
    """Interpolation of ``values`` given on the grid ``points`` (one increasing array of
    coordinates per axis), by ``method`` "linear" or "nearest"."""

    method: str
    bounds_error: bool
    grid: tuple[Array, ...]
    values: Array
    fill_value: Array | None

    def __init__(self, points: Any, values: Any, method: str = "linear", bounds_error: bool = False,
                 fill_value: Any = np.nan) -> None:
        _check_method(method)
        self.method = method
        self.bounds_error = bounds_error
        if bounds_error:
            raise NotImplementedError("`bounds_error` takes no effect under JIT")
        check_arguments("RegularGridInterpolator", values)
        if len(points) > values.ndim:
            raise ValueError(f"there are {len(points)} point arrays, but values has {values.ndim} dimensions")
        (data,), _ = promote_inexact("RegularGridInterpolator", values)
        if fill_value is not None:
            check_arguments("RegularGridInterpolator", fill_value)
            fill_value = asarray(fill_value)
            if not np.can_cast(fill_value.dtype, data.dtype, casting="same_kind"):
                raise ValueError("fill_value must be either 'None' or of a type compatible with values")
        self.fill_value = fill_value
        check_arguments("RegularGridInterpolator", *points)
        self.grid = tuple(asarray(p) for p in points)
        self.values = data

    def __call__(self, xi: Any, method: str | None = None) -> Array:
        """The interpolated values at ``xi`` (shape (..., ndim), or a tuple of coordinate
        arrays): shape ``xi.shape[:-1] + values.shape[ndim:]``."""
        method = self.method if method is None else method
        _check_method(method)
        ndim = len(self.grid)
        points = _query_points(xi, ndim)
        if points.shape[-1] != ndim:
            raise ValueError(f"the requested sample points xi have dimension {points.shape[-1]}, but this "
                             f"RegularGridInterpolator has dimension {ndim}")
        shape = points.shape
        flat = reshape(points, (-1, shape[-1]))
        indices, distances, outside = self._cells(flat)
        result = self._linear(indices, distances) if method == "linear" else self._nearest(indices, distances)
        if self.fill_value is not None:
            result = where(reshape(outside, result.shape[:1] + (1,) * (result.ndim - 1)), self.fill_value, result)
        return reshape(result, shape[:-1] + self.values.shape[ndim:])

    def _cells(self, flat: Array) -> tuple[list[Array], list[Array], Array]:
        """Per axis: the lower corner of each point's cell, its distance from it in cell
        widths; and whether the point lies outside the grid."""
        indices, distances = [], []
        outside = zeros((flat.shape[0],), dtype=bool)
        for axis, g in enumerate(self.grid):
            x = getitem(flat, (slice(None), axis))
            i = searchsorted(g, x) - 1
            i = where(less(i, 0), 0, i)
            i = where(greater(i, g.size - 2), g.size - 2, i)
            indices.append(i)
            lower = getitem(g, i)
            distances.append(true_divide(subtract(x, lower), subtract(getitem(g, i + 1), lower)))
            outside = outside + less(x, getitem(g, 0)) + greater(x, getitem(g, -1))
        return indices, distances, outside

    def _linear(self, indices: list[Array], distances: list[Array]) -> Array:
        trailing = (slice(None),) + (None,) * (self.values.ndim - len(indices))
        total = asarray(0.0)
        for corner in itertools.product(*[[i, i + 1] for i in indices]):
            weight = asarray(1.0)
            for c, i, d in zip(corner, indices, distances):
                weight = weight * where(equal(c, i), 1 - d, d)
            total = total + getitem(self.values, corner) * getitem(weight, trailing)
        return total

    def _nearest(self, indices: list[Array], distances: list[Array]) -> Array:
        return getitem(self.values, tuple(where(less_equal(d, 0.5), i, i + 1) for i, d in zip(indices, distances)))


def _flatten(interpolator: RegularGridInterpolator) -> tuple[tuple[Any, ...], tuple[str, bool]]:
    return (interpolator.grid, interpolator.values, interpolator.fill_value), (interpolator.method,
                                                                                interpolator.bounds_error)


def _unflatten(aux: tuple[str, bool], children: Any) -> RegularGridInterpolator:
    """Rebuilt from its leaves without the constructor's checks (the leaves may be
    tracers, or placeholders while a transformation maps over the structure)."""
    grid, values, fill_value = children
    interpolator = object.__new__(RegularGridInterpolator)
    interpolator.method, interpolator.bounds_error = aux
    interpolator.grid, interpolator.values, interpolator.fill_value = tuple(grid), values, fill_value
    return interpolator


register_pytree_node(RegularGridInterpolator, _flatten, _unflatten)
