"""``jaxtypes.numpy`` integration, differentiation, phase unwrapping and interpolation:
``trapezoid``, ``gradient``, ``unwrap`` and ``interp``.

Dtypes as in JAX (measured against it):

* ``trapezoid``: the inexact join of ``y`` and ``x`` (or of ``y``, then with ``dx``'s
  dtype), always strongly typed;
* ``unwrap``: the join of ``p`` and ``period`` (the default period is a Python float, so
  integer and bool data become the default float, weak floats too), strongly typed;
  integer data with an integer period stay integers; complex data are refused
  (ValueError);
* ``interp``: the inexact join of ``x`` and ``xp`` with the inexact dtype of ``fp`` (and of
  ``left``, ``right``, ``period`` where given), weak only where all of them are;
  complex ``x`` or ``xp`` and a ``bfloat16`` (or other non-IEEE) join of ``x`` and ``xp``
  are refused (ValueError);
* ``gradient``: the inexact join of ``f`` and the spacings (integers and bools give
  float32, or float64 for 64-bit integers; a weak join gives a weak float: a weak array
  of any width the default float), weak only where ``f`` and every spacing are (the
  default spacing, 1.0, takes no part).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax import sorting as lax_sorting
from jaxtypes.runtime.numpy.elementwise import (
    abs, add, clip, divide, equal, floor_divide, greater, less, less_equal, logical_and, mod, multiply, negative,
    subtract, where,
)
from jaxtypes.runtime.numpy.manipulation import diff, moveaxis
from jaxtypes.runtime.numpy.promotion import check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import normalize_axis, sum
from jaxtypes.runtime.numpy.searching import searchsorted
from jaxtypes.runtime.numpy.selection import take
from jaxtypes.runtime.numpy.shape import concatenate, expand_dims
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.numpy.statistics import cumsum

ArrayLike = Any



def _at(x: Array, index: int, axis: int = -1) -> Array:
    """Entry ``index`` of ``x`` along ``axis``, the axis dropped."""
    return lax_shape.index_in_dim(x, index, axis, keepdims=False)


def trapezoid(y: ArrayLike, x: ArrayLike | None = None, dx: ArrayLike = 1.0, axis: int = -1) -> Array:
    """The integral of ``y`` along ``axis`` by the trapezoidal rule, sampled at ``x`` (or
    at spacing ``dx``, a scalar or an array broadcasting against ``y`` moved to the end)."""
    spacing: Array
    if x is None:
        check_arguments("trapezoid", y)
        (values,), _ = promote_inexact("trapezoid", y)
        spacing = asarray(dx)
        if spacing.ndim > 0:
            spacing = expand_dims(spacing, tuple(range(values.ndim - spacing.ndim)))
            spacing = moveaxis(spacing, axis, -1)
    else:
        check_arguments("trapezoid", y, x)
        (values, points), _ = promote_inexact("trapezoid", y, x)
        spacing = diff(points) if points.ndim == 1 else moveaxis(diff(points, axis=axis), axis, -1)
    values = moveaxis(values, axis, -1)
    if spacing.ndim == 0 or spacing.shape[-1] == 1:  # one spacing along the axis
        step = spacing if spacing.ndim == 0 else _at(spacing, 0)
        ends = add(_at(values, 0), _at(values, -1))
        return multiply(step, subtract(sum(values, axis=-1), multiply(0.5, ends)))
    n = values.shape[-1]
    pairs = add(lax_shape.slice_in_dim(values, 1, n, axis=-1), lax_shape.slice_in_dim(values, 0, n - 1, axis=-1))
    return multiply(0.5, sum(multiply(spacing, pairs), axis=-1))


def unwrap(p: ArrayLike, discont: ArrayLike | None = None, axis: int = -1, period: ArrayLike = 2 * np.pi) -> Array:
    """``p`` with every jump between neighbours along ``axis`` larger than ``discont``
    (half the period by default) brought within half a period by whole periods."""
    check_arguments("unwrap", p)
    (phases, cycle), _ = promote("unwrap", p, period)
    kind = dtypes.dtype_info(phases.dtype).kind
    if kind == "complex":
        raise ValueError(f"unwrap does not support complex input ({phases.dtype})")
    ax = normalize_axis(axis, phases.ndim)
    if phases.shape[ax] == 0:
        return phases
    limit: ArrayLike = divide(cycle, 2) if discont is None else discont
    half: Array = floor_divide(cycle, 2) if kind in ("int", "uint") else divide(cycle, 2)
    steps = diff(phases, axis=ax)
    wrapped = subtract(mod(add(steps, half), cycle), half)
    wrapped = where(logical_and(equal(wrapped, negative(half)), greater(steps, 0)), half, wrapped)
    correction = where(less(abs(steps), limit), 0, subtract(wrapped, steps))
    n = phases.shape[ax]
    rest = add(lax_shape.slice_in_dim(phases, 1, n, axis=ax), cumsum(correction, axis=ax))
    return concatenate((lax_shape.slice_in_dim(phases, 0, 1, axis=ax), rest), axis=ax)


def _extrapolates(name: str, value: ArrayLike | str | None) -> bool:
    if isinstance(value, str):
        if value != "extrapolate":
            raise ValueError(f"interp: the only string {name} may be is 'extrapolate', got {value!r}")
        return True
    return False


@staged("left", "right", "period")
def interp(x: ArrayLike, xp: ArrayLike, fp: ArrayLike, left: ArrayLike | str | None = None,
           right: ArrayLike | str | None = None, period: ArrayLike | None = None) -> Array:
    """The piecewise linear function through the points (``xp``, ``fp``) (``xp``
    increasing) at ``x``: ``fp[0]`` (or ``left``) before the first point, ``fp[-1]`` (or
    ``right``) after the last, each extrapolated when given as "extrapolate"; with
    ``period``, the points repeat with that period."""
    check_arguments("interp", x, xp, fp)
    if np.ndim(xp) != 1 or np.shape(xp) != np.shape(fp):
        raise ValueError(f"interp: xp and fp must be one-dimensional arrays of equal size, "
                         f"got shapes {np.shape(xp)} and {np.shape(fp)}")
    (at, points), _ = promote_inexact("interp", x, xp)
    (values,), _ = promote_inexact("interp", fp)
    extrapolate_left, extrapolate_right = _extrapolates("left", left), _extrapolates("right", right)
    if dtypes.dtype_info(at.dtype).kind == "complex":
        raise ValueError(f"interp: complex x and xp are not supported (their dtype is {at.dtype})")
    if period is not None:
        if np.ndim(period) != 0:
            raise ValueError(f"interp: period must be a scalar, got shape {np.shape(period)}")
        cycle = abs(period)
        at, points = mod(at, cycle), mod(points, cycle)
        points, values = lax_sorting.sort_key_val(points, values)
        points = concatenate([subtract(lax_shape.slice_in_dim(points, -1, None), cycle), points,
                              add(lax_shape.slice_in_dim(points, 0, 1), cycle)])
        values = concatenate([lax_shape.slice_in_dim(values, -1, None), values, lax_shape.slice_in_dim(values, 0, 1)])
    try:  # (a run this short counts as none: no NaN gradients; as in JAX, NumPy's machine epsilon)
        tiny = np.spacing(np.finfo(points.dtype).eps)
    except (TypeError, ValueError):
        raise ValueError(f"interp: x and xp (and period) join to {points.dtype}, for which NumPy has no machine "
                         "epsilon") from None
    size = points.shape[0]
    upper = clip(searchsorted(points, at, side="right"), 1, size - 1)
    lower = subtract(upper, 1)
    low_value = take(values, lower)
    rise = subtract(take(values, upper), low_value)
    run = subtract(take(points, upper), take(points, lower))
    offset = subtract(at, take(points, lower))
    flat = less_equal(abs(run), tiny)
    result = where(flat, low_value, add(low_value, multiply(divide(offset, where(flat, 1, run)), rise)))
    if period is None:
        if not extrapolate_left:
            result = where(less(at, _at(points, 0)), _at(values, 0) if left is None else left, result)
        if not extrapolate_right:
            result = where(greater(at, _at(points, -1)), _at(values, -1) if right is None else right, result)
    return result


def _along(values: Array, spacing: ArrayLike, axis: int) -> Array:
    """The gradient of ``values`` along ``axis``: central differences inside, one-sided
    ones at the two ends, at spacing ``spacing`` (a scalar, or the sample coordinates)."""
    def part(start: int | None, stop: int | None, x: Array = values) -> Array:
        return lax_shape.slice_in_dim(x, start, stop, axis=axis)

    first = subtract(part(1, 2), part(0, 1))
    last = subtract(part(-1, None), part(-2, -1))
    if np.ndim(spacing) == 0:
        inner = divide(multiply(subtract(part(2, None), part(None, -2)), 0.5), spacing)
        return concatenate([divide(first, spacing), inner, divide(last, spacing)], axis=axis)
    if np.ndim(spacing) != 1:
        raise ValueError(f"gradient: a spacing must be a scalar or a one-dimensional array of coordinates, "
                         f"got shape {np.shape(spacing)}")
    n = values.shape[axis]
    if np.shape(spacing)[0] != n:
        raise ValueError(f"gradient: the coordinates must have the length of the axis along which the gradient is "
                         f"taken ({n}), got {np.shape(spacing)[0]}")
    x = lax_shape.reshape(spacing, tuple(n if i == axis else 1 for i in range(values.ndim)))
    before = subtract(part(1, -1, x), part(0, -2, x))
    after = subtract(part(2, None, x), part(1, -1, x))
    a = divide(negative(after), multiply(before, add(before, after)))
    b = divide(subtract(after, before), multiply(before, after))
    c = divide(before, multiply(after, add(before, after)))
    inner = add(add(multiply(a, part(0, -2)), multiply(b, part(1, -1))), multiply(c, part(2, None)))
    first = divide(first, subtract(part(1, 2, x), part(0, 1, x)))
    last = divide(last, subtract(part(-1, None, x), part(-2, -1, x)))
    return concatenate([first, inner, last], axis=axis)


def gradient(f: ArrayLike, *varargs: ArrayLike, axis: int | Sequence[int] | None = None,
             edge_order: int | None = None) -> Array | list[Array]:
    """The gradient of ``f`` sampled on a grid: along each of ``axis`` (all by default),
    second-order central differences inside and first-order one-sided differences at the
    ends. ``varargs`` give the spacing: none (1), one for every axis, or one per axis,
    each a scalar or the coordinates of the samples along its axis. One axis gives an
    array, several a list. (``edge_order`` is refused, as in JAX.)"""
    if edge_order is not None:
        raise NotImplementedError("gradient: edge_order is not supported (as in JAX): the ends always take "
                                  "first-order one-sided differences")
    check_arguments("gradient", f, *varargs)
    (values, *spacings), _ = promote_inexact("gradient", f, *varargs)
    if axis is None:
        axes = tuple(range(values.ndim))
    else:
        given = (axis,) if isinstance(axis, (int, np.integer)) else tuple(axis)
        axes = tuple(normalize_axis(operator.index(a), values.ndim) for a in given)
    if not axes:
        return []
    if min(values.shape[a] for a in axes) < 2:
        raise ValueError(f"gradient: the array (shape {values.shape}) is too small along the axes {axes} "
                         "for a numerical gradient: at least 2 elements are needed")
    if len(spacings) > 1 and len(spacings) != len(axes):
        raise TypeError(f"gradient: {len(spacings)} spacings given for {len(axes)} axes (give none, one, or one "
                        "per axis)")
    steps: list[ArrayLike] = list(spacings) if len(spacings) > 1 else [spacings[0] if spacings else 1.0] * len(axes)
    grads = [_along(values, h, a) for a, h in zip(axes, steps)]
    return grads[0] if len(axes) == 1 else grads
