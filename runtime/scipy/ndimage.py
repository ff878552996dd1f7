"""``jax.scipy.ndimage.map_coordinates``: the input array's values at the given (fractional)
coordinates, by nearest-neighbour (``order=0``) or linear (``order=1``) interpolation, as
jax computes it.

Each coordinate axis contributes one (nearest) or two (linear: floor and floor + 1)
neighbours with their weights; the result is the weighted sum over every combination of
neighbours. ``mode`` says what an index outside the input reads: ``"constant"`` the value
``cval`` (jax's ``"constant"`` is SciPy's ``"grid-constant"``), ``"nearest"`` the edge,
``"wrap"`` the periodic continuation (SciPy's ``"grid-wrap"``), ``"mirror"`` the
reflection about the edge samples, ``"reflect"`` about the edges themselves. The result
has the input's dtype (strongly typed); integer inputs are rounded half away from zero.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.numpy.elementwise import (
    abs, astype, clip, floor, floor_divide, logical_and, multiply, remainder, subtract, where,
)
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.staging import staged

__all__ = ["map_coordinates"]

Neighbours = list[tuple[Array, Any]]


def _mirrored(index: Array, size: int) -> Array:
    """``index`` folded into [0, size) by reflection about the edge samples (a triangle
    wave of period 2 (size - 1))."""
    half = size - 1
    return abs(subtract(remainder(index + half, 2 * half), half))


def _reflected(index: Array, size: int) -> Array:
    """``index`` folded into [0, size) by reflection about the edges (half a sample out)."""
    return floor_divide(_mirrored(2 * index + 1, 2 * size + 1) - 1, 2)


_INDEX_FOLDS: dict[str, Callable[[Array, int], Array]] = {
    "constant": lambda index, size: index,
    "nearest": lambda index, size: clip(index, 0, size - 1),
    "wrap": lambda index, size: remainder(index, size),
    "mirror": _mirrored,
    "reflect": _reflected,
}


def _is_complex(x: Array) -> bool:
    return dtypes.dtype_info(x.dtype).kind == "complex"


def _is_integer(x: Array) -> bool:
    return dtypes.dtype_info(x.dtype).kind in ("int", "uint")


def _rounded(x: Array) -> Array:
    """Rounded half away from zero (integers as they are)."""
    return x if _is_integer(x) else lax_e.round(x)


def _nearest(coordinate: Array) -> Neighbours:
    return [(astype(_rounded(coordinate), np.int32), np.ones((), coordinate.dtype)[()])]


def _linear(coordinate: Array) -> Neighbours:
    lower = floor(coordinate)
    upper_weight = subtract(coordinate, lower)
    index = astype(lower, np.int32)
    return [(index, 1 - upper_weight), (index + 1, upper_weight)]


@staged("order", "mode")
def _map_coordinates(input: Any, coordinates: Any, order: int, mode: str, cval: Any) -> Array:  # noqa: A002
    values = asarray(input)
    points = [asarray(c) for c in coordinates]
    if _is_complex(asarray(cval)) and not _is_complex(values):
        raise TypeError(f"jax.scipy.ndimage.map_coordinates: a complex cval cannot fill {values.dtype.name} values")
    fill = asarray(cval, values.dtype)
    if len(points) != values.ndim:
        raise ValueError(f"coordinates must be a sequence of length input.ndim, but {len(points)} != {values.ndim}")
    fold = _INDEX_FOLDS.get(mode)
    if fold is None:
        raise NotImplementedError(f"jax.scipy.ndimage.map_coordinates does not yet support mode {mode}. Currently "
                                  f"supported modes are {set(_INDEX_FOLDS)}.")
    if order not in (0, 1):
        raise NotImplementedError("jax.scipy.ndimage.map_coordinates currently requires order<=1")
    neighbours = _nearest if order == 0 else _linear
    per_axis = []
    for coordinate, size in zip(points, values.shape):
        per_axis.append([(fold(index, size), (index >= 0) & (index < size) if mode == "constant" else None, weight)
                         for index, weight in neighbours(coordinate)])
    terms = []
    for combination in itertools.product(*per_axis):
        indices, inside, weights = zip(*combination)
        picked = getitem(values, tuple(indices))
        checks = [c for c in inside if c is not None]
        if checks:
            picked = where(functools.reduce(logical_and, checks), picked, fill)
        terms.append(multiply(functools.reduce(operator.mul, weights), picked))
    result = functools.reduce(operator.add, terms[1:], terms[0])
    if _is_integer(values):
        result = _rounded(result)
    return astype(result, values.dtype)


def map_coordinates(input: Any, coordinates: Sequence[Any], order: int, mode: str = "constant",  # noqa: A002
                    cval: Any = 0.0) -> Array:
    """``input`` interpolated at ``coordinates`` (one array of positions per axis of
    ``input``, all of one shape: the result's) by ``order`` 0 or 1."""
    return _map_coordinates(input, tuple(coordinates) if isinstance(coordinates, list) else coordinates, order, mode,
                            cval)
