"""``jaxtypes.numpy`` cumulative sums and products, the NaN-ignoring reductions, variance
and standard deviation, ``ptp``, ``count_nonzero``, and diagonals.

Dtype rules as in JAX: cumulative sums and products keep the operand's dtype, except
that bools accumulate in the default integer; the variance of integers and bools is in
the default float, that of complex numbers real; results are strongly typed.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import cumulative as lax_cumulative
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.elementwise import (
    conj, isnan, multiply, not_equal, real, sqrt, subtract, true_divide, where,
)
from jaxtypes.runtime.numpy.elementwise import where as select
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.promotion import as_array, promote, to_inexact
from jaxtypes.runtime.numpy.reductions import all as all_
from jaxtypes.runtime.numpy.reductions import mean as arithmetic_mean
from jaxtypes.runtime.numpy.reductions import (
    accumulator, argmax, argmin, mask_of, max, mean, min, no_out, normalize_axes, normalize_axis, prod, strong, sum,
)
from jaxtypes.runtime.numpy.shape import concatenate, ravel, transpose
from jaxtypes.runtime.numpy.staging import staged

Axis = int | Sequence[int] | None


def _array(name: str, a: Any) -> Array:
    return promote(name, a)[0][0]


def _inexact(x: Array) -> bool:
    return dtypes.dtype_info(x.dtype).kind in ("float", "complex")


def _with_nan_as(x: Array, value: float) -> Array:
    """``x`` with its NaNs replaced by ``value`` (integers and bools have none)."""
    return where(isnan(x), as_array(value, x.dtype, x.weak_type), x) if _inexact(x) else x


# -- cumulative sums and products ----------------------------------------------------------

def _cumulative(name: str, lax_fn: Callable[..., Array], nan_as: float | None) -> Callable[..., Array]:
    def function(a: Any, axis: int | None = None, dtype: Any = None, out: None = None) -> Array:
        no_out(name, out)
        x = _array(name, a)
        if axis is None or x.ndim == 0:
            x, ax = ravel(x), 0 if axis is None else normalize_axis(axis, 1)
        else:
            ax = normalize_axis(axis, x.ndim)
        if nan_as is not None:
            x = _with_nan_as(x, nan_as)
        # bools accumulate in the default integer (a bool dtype asked for: converted back after)
        if dtype is None:
            target = dtypes.default_dtype("i*") if x.dtype == np.bool_ else x.dtype
        else:
            target = dtypes.canonicalize_dtype(dtype)
        computation = dtypes.default_dtype("i*") if target == np.bool_ else target
        if target == np.bool_:
            x = lax_ops.convert_element_type(x, np.bool_)
        x = lax_ops.convert_element_type(x, computation, weak_type=False)
        result = lax_fn(x, ax)
        return lax_ops.convert_element_type(result, target) if result.dtype != target else result

    function.__name__ = function.__qualname__ = name
    return function


cumsum: Callable[..., Array] = staged("axis", "dtype", "out")(_cumulative("cumsum", lax_cumulative.cumsum, None))
cumprod: Callable[..., Array] = staged("axis", "dtype", "out")(_cumulative("cumprod", lax_cumulative.cumprod, None))
nancumsum: Callable[..., Array] = _cumulative("nancumsum", lax_cumulative.cumsum, 0.0)
nancumprod: Callable[..., Array] = _cumulative("nancumprod", lax_cumulative.cumprod, 1.0)


def _array_api_cumulative(name: str, accumulate: Callable[..., Array], initial: int, x: Any, axis: int | None, dtype: Any,
                include_initial: bool) -> Array:
    a = _array(name, x)
    if a.ndim == 0:
        raise ValueError(f"{name}: the array must have at least one dimension")
    if axis is None:
        if a.ndim > 1:
            raise ValueError(f"{name}: axis must be given for an array of {a.ndim} dimensions")
        axis = 0
    out = accumulate(a, axis, dtype)
    if not include_initial:
        return out
    ax = normalize_axis(axis, a.ndim)
    first = lax_shape.full(out.shape[:ax] + (1,) + out.shape[ax + 1:], initial, out.dtype)
    return concatenate([first, out], axis=ax)


def cumulative_prod(x: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False) -> Array:
    """The array API's cumulative product: ``axis`` may be omitted for one dimension only;
    ``include_initial`` puts the product of nothing (one) first."""
    return _array_api_cumulative("cumulative_prod", cumprod, 1, x, axis, dtype, include_initial)


def cumulative_sum(x: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False) -> Array:
    """The array API's cumulative sum: ``axis`` may be omitted for one dimension only;
    ``include_initial`` puts the sum of nothing (zero) first. Without a dtype, it
    accumulates as ``sum`` does (narrow integers in the default integer), unlike ``cumsum``
    and ``cumulative_prod``, as in JAX."""
    if dtype is None:
        dtype = accumulator(_array("cumulative_sum", x).dtype)
    return _array_api_cumulative("cumulative_sum", cumsum, 0, x, axis, dtype, include_initial)


# -- NaN-ignoring reductions ---------------------------------------------------------------

def nansum(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, keepdims: bool = False,
           initial: Any = None, where: Any = None) -> Array:
    no_out("nansum", out)
    return sum(_with_nan_as(_array("nansum", a), 0.0), axis=axis, dtype=dtype, keepdims=keepdims, initial=initial,
               where=where)


def nanprod(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, keepdims: bool = False,
            initial: Any = None, where: Any = None) -> Array:
    no_out("nanprod", out)
    return prod(_with_nan_as(_array("nanprod", a), 1.0), axis=axis, dtype=dtype, keepdims=keepdims, initial=initial,
                where=where)


def _nan_extremum(name: str, reduce: Callable[..., Array], fill: float) -> Callable[..., Array]:
    """``nanmax``/``nanmin``: the NaNs replaced by the reduction's identity; without an
    ``initial`` value, NaN where every element is NaN (all of them, as in JAX, whatever
    ``where`` selects)."""
    def function(a: Any, axis: Axis = None, out: None = None, keepdims: bool = False, initial: Any = None,
                 where: Any = None) -> Array:
        no_out(name, out)
        x = _array(name, a)
        if not _inexact(x):
            return reduce(x, axis=axis, keepdims=keepdims, initial=initial, where=where)
        result = reduce(_with_nan_as(x, fill), axis=axis, keepdims=keepdims, initial=initial, where=where)
        if initial is not None:
            return result
        return select(all_(isnan(x), axis=axis, keepdims=keepdims), as_array(np.nan, result.dtype), result)

    function.__name__ = function.__qualname__ = name
    return function


nanmax: Callable[..., Array] = _nan_extremum("nanmax", max, -np.inf)
nanmin: Callable[..., Array] = _nan_extremum("nanmin", min, np.inf)


def _nan_arg_extremum(name: str, reduce: Callable[..., Array], fill: float) -> Callable[..., Array]:
    def function(a: Any, axis: int | None = None, out: None = None, keepdims: bool | None = None) -> Array:
        no_out(name, out)
        x = _array(name, a)
        keep = builtins.bool(keepdims)
        if not _inexact(x):
            return reduce(x, axis=axis, keepdims=keep)
        result = reduce(_with_nan_as(x, fill), axis=axis, keepdims=keep)
        return select(all_(isnan(x), axis=axis, keepdims=keep), as_array(-1, result.dtype), result)

    function.__name__ = function.__qualname__ = name
    return function


nanargmax: Callable[..., Array] = _nan_arg_extremum("nanargmax", argmax, -np.inf)
nanargmin: Callable[..., Array] = _nan_arg_extremum("nanargmin", argmin, np.inf)


def nanmean(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, keepdims: bool = False,
            where: Any = None) -> Array:
    """The mean of the (selected) elements that are not NaN (NaN where there are none)."""
    no_out("nanmean", out)
    x = _array("nanmean", a)
    if not _inexact(x):
        return mean(x, axis=axis, dtype=dtype, keepdims=keepdims, where=where)
    # (as JAX: the sum and the count in the dtype asked for, divided there; no bool)
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else x.dtype
    _no_bool_dtype("nanmean", target)
    total = nansum(x, axis=axis, dtype=target, keepdims=keepdims, where=where)
    count = sum(lax_e.bitwise_not(isnan(x)), axis=axis, dtype=target, keepdims=keepdims, where=where)
    return lax_ops.div(total, count)


# -- spread ----------------------------------------------------------------------------------

def _variance_dtypes(x: Array, dtype: Any) -> tuple[np.dtype[Any], np.dtype[Any]]:
    """(the dtype computed in, the result's dtype), as JAX's var."""
    kind = dtypes.dtype_info(x.dtype).kind
    if dtype is not None:
        target = dtypes.canonicalize_dtype(dtype)
        if kind == "complex" and dtypes.dtype_info(target).kind != "complex":
            raise ValueError(f"var: a real dtype ({target}) for the variance of complex values is not supported")
        computation = target
    elif kind in ("float", "complex"):
        computation, target = x.dtype, np.dtype(real(as_array(0, x.dtype)).dtype)
    else:
        computation = target = to_inexact(x.dtype)
    if computation in (np.dtype(np.float16), dtypes.canonicalize_dtype("bfloat16")):
        computation = np.dtype(np.float32)
    return computation, target


def _no_bool_dtype(name: str, dtype: np.dtype[Any]) -> None:
    if dtype == np.dtype(bool):
        raise TypeError(f"{name} does not accept dtype bool: it divides in the dtype asked for "
                        "(use an integer, floating or complex dtype)")


def _inexact_dtype(name: str, dtype: Any, error: type[Exception]) -> None:
    """std and nanstd take the square root in the dtype asked for (JAX raises ``error``)."""
    if dtype is not None and dtypes.dtype_info(dtypes.canonicalize_dtype(dtype)).kind not in ("float", "complex"):
        raise error(f"{name} does not accept dtype {dtypes.canonicalize_dtype(dtype)}: the square root "
                    "needs a floating or complex dtype")


def _given_mean(name: str, mean: Any, x: Array) -> Array:
    """A caller's ``mean`` in the computation's dtype: a scalar, or of the shape a
    keepdims mean has (any shape that broadcasts to ``x`` in as many dimensions, as JAX's
    lax broadcasts)."""
    (m,), _ = promote(name, mean)
    if m.ndim and (m.ndim != x.ndim or builtins.any(d not in (1, n) for d, n in zip(m.shape, x.shape))):
        raise TypeError(f"{name}: mean must be a scalar or have the shape of a mean taken with keepdims=True "
                        f"(broadcasting to the array's {x.shape} in {x.ndim} dimensions), got shape {m.shape}")
    return lax_ops.convert_element_type(m, x.dtype, weak_type=False)


def _divided(total: Array, count: Array) -> Array:
    """``total / count``, NaN where ``count`` (the elements less ``ddof``) is not positive."""
    empty = lax_ops.le(count, as_array(0, count.dtype))
    divisor = lax_ops.convert_element_type(select(empty, as_array(1, count.dtype), count), total.dtype)
    return true_divide(select(empty, as_array(np.nan, total.dtype), total), divisor)


@staged("axis", "dtype", "out", "ddof", "keepdims", "correction")
def var(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, ddof: int = 0, keepdims: bool = False, *,
        where: Any = None, mean: Any = None, correction: int | float | None = None) -> Array:
    """The variance: the mean squared distance from the mean (``mean``: one already
    computed, kept dimensions), divided by ``N - ddof`` (NaN where that is not
    positive; ``correction`` is the array API's name for ``ddof``); with ``where``, of
    the selected elements."""
    no_out("var", out)
    x = _array("var", a)
    if correction is not None:
        if ddof != 0:
            raise ValueError("var: ddof and correction cannot both be given")
        ddof = correction  # type: ignore[assignment]
    computation, target = _variance_dtypes(x, dtype)
    _no_bool_dtype("var", computation)
    axes = normalize_axes(axis, x.ndim)
    x = lax_ops.convert_element_type(x, computation, weak_type=False)
    center = (arithmetic_mean(x, axis=axes, dtype=computation, keepdims=True, where=where) if mean is None
              else _given_mean("var", mean, x))
    centered = subtract(x, center)
    squares = real(multiply(centered, conj(centered))) if dtypes.dtype_info(computation).kind == "complex" else (
        multiply(centered, centered))
    total = sum(squares, axis=axes, dtype=squares.dtype, keepdims=keepdims, where=where)
    if where is None:
        remaining = math.prod(x.shape[i] for i in axes) - ddof
        count: Any = (as_array(remaining, squares.dtype) if _inexact(squares)  # (ddof may be a float)
                      # an integer dtype: converted from the default int, wrapping as JAX's count does
                      else lax_ops.convert_element_type(as_array(int(remaining), dtypes.default_dtype("i*")),
                                                        squares.dtype))
    else:
        selected = sum(mask_of("var", where, x.shape), axis=axes, keepdims=keepdims, dtype=squares.dtype)
        count = subtract(selected, as_array(ddof, squares.dtype))
    if not _inexact(total):
        # An integer dtype asked for: JAX divides in it, then puts NaN where the count is
        # not positive, which makes the result a weakly typed float.
        return select(lax_ops.gt(count, as_array(0, count.dtype)), lax_ops.div(total, count), np.nan)
    result = _divided(total, count)
    return lax_ops.convert_element_type(result, target) if result.dtype != target else result


@staged("axis", "dtype", "out", "ddof", "keepdims", "correction")
def std(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, ddof: int = 0, keepdims: bool = False, *,
        where: Any = None, mean: Any = None, correction: int | float | None = None) -> Array:
    """The standard deviation: the square root of ``var``."""
    no_out("std", out)
    _inexact_dtype("std", dtype, ValueError)
    return sqrt(var(a, axis=axis, dtype=dtype, ddof=ddof, keepdims=keepdims, where=where, mean=mean,
                    correction=correction))


def nanvar(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, ddof: int = 0,
           keepdims: bool = False, where: Any = None, mean: Any = None) -> Array:
    """The variance of the (selected) elements that are not NaN, divided by their count
    less ``ddof`` (NaN where that is not positive)."""
    no_out("nanvar", out)
    x = _array("nanvar", a)
    computation, target = _variance_dtypes(x, dtype)
    _no_bool_dtype("nanvar", computation)
    axes = normalize_axes(axis, x.ndim)
    x = lax_ops.convert_element_type(x, computation, weak_type=False)
    missing = isnan(x)
    center = (nanmean(x, axis=axes, dtype=computation, keepdims=True, where=where) if mean is None
              else _given_mean("nanvar", mean, x))
    centered = select(missing, as_array(0, computation), subtract(x, center))
    squares = real(multiply(centered, conj(centered))) if dtypes.dtype_info(computation).kind == "complex" else (
        multiply(centered, centered))
    count = subtract(sum(lax_e.bitwise_not(missing), axis=axes, keepdims=keepdims, where=where), ddof)
    result = _divided(sum(squares, axis=axes, keepdims=keepdims, where=where), count)
    return lax_ops.convert_element_type(result, target) if result.dtype != target else result


def nanstd(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, ddof: int = 0,
           keepdims: bool = False, where: Any = None, mean: Any = None) -> Array:
    """The standard deviation of the elements that are not NaN: the square root of ``nanvar``."""
    variance = nanvar(a, axis=axis, dtype=dtype, out=out, ddof=ddof, keepdims=keepdims, where=where, mean=mean)
    _inexact_dtype("nanstd", dtype, TypeError)
    return sqrt(variance)


def ptp(a: Any, axis: Axis = None, out: None = None, keepdims: bool = False) -> Array:
    """The range (maximum minus minimum) along ``axis``; bools have none."""
    no_out("ptp", out)
    x = _array("ptp", a)
    return subtract(max(x, axis=axis, keepdims=keepdims), min(x, axis=axis, keepdims=keepdims))


def count_nonzero(a: Any, axis: Axis = None, keepdims: bool = False) -> Array:
    x = _array("count_nonzero", a)
    return sum(not_equal(x, as_array(0, x.dtype)), axis=axis, keepdims=keepdims, dtype=dtypes.default_dtype("i*"))


# -- diagonals -----------------------------------------------------------------------------

def diagonal(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Array:
    """The ``offset``-th diagonal of the matrices on ``axis1`` and ``axis2``, as the last axis."""
    x = _array("diagonal", a)
    if x.ndim < 2:
        raise ValueError(f"diagonal requires an array of at least two dimensions, got shape {x.shape}")
    first, second = normalize_axis(axis1, x.ndim), normalize_axis(axis2, x.ndim)
    if first == second:
        raise ValueError(f"diagonal: axis1 and axis2 cannot be the same axis ({axis1}, {axis2})")
    rest = [i for i in range(x.ndim) if i not in (first, second)]
    x = transpose(x, [*rest, first, second])
    rows, cols = x.shape[-2:]
    k = int(offset)
    length = builtins.max(0, builtins.min(rows - builtins.max(-k, 0), cols - builtins.max(k, 0)))
    i = np.arange(length)
    return getitem(x, (Ellipsis, i + builtins.max(-k, 0), i + builtins.max(k, 0)))


def diag(v: Any, k: int = 0) -> Array:
    """The ``k``-th diagonal of a matrix, or a square matrix with ``v`` on its ``k``-th diagonal."""
    x = _array("diag", v)
    if x.ndim == 2:
        return diagonal(x, k)
    if x.ndim != 1:
        raise ValueError(f"diag input must be one- or two-dimensional, got shape {x.shape}")
    n, k = x.shape[0], int(k)
    size = n + builtins.abs(k)
    row, col = np.indices((size, size))
    source = row if k >= 0 else col
    on_diagonal = (col - row == k) & (source < n)
    zero = lax_ops.convert_element_type(lax_shape.full((1,), 0, x.dtype), x.dtype, weak_type=x.weak_type)
    padded = concatenate([x, zero])
    return getitem(padded, np.where(on_diagonal, source, n))


def diagflat(v: Any, k: int = 0) -> Array:
    """A square matrix with the flattened ``v`` on its ``k``-th diagonal (strongly typed, as JAX's)."""
    return strong(diag(ravel(_array("diagflat", v)), k))
