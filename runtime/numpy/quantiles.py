"""``jaxtypes.numpy`` quantiles: ``quantile``, ``percentile``, ``median`` and their
NaN-ignoring forms.

As in JAX: the data become floating (integers and bools the default float), complex data
are refused, and the result has the data's floating dtype, strongly typed, whatever
``q``'s dtype; ``q`` (a scalar or a vector, its dtype floating) places each quantile
between two sorted neighbours, computed in ``q``'s dtype. A NaN among the data makes
the quantile NaN, except in the ``nan*`` forms, which skip NaNs (NaN where all are).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import sorting as lax_sorting
from jaxtypes.runtime.numpy.elementwise import (
    add, isnan, less_equal, maximum, minimum, multiply, subtract, where,
)
from jaxtypes.runtime.numpy.manipulation import moveaxis
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import any as any_
from jaxtypes.runtime.numpy.reductions import normalize_axes, sum
from jaxtypes.runtime.numpy.selection import take_along_axis
from jaxtypes.runtime.numpy.shape import broadcast_to, expand_dims, reshape, transpose

Axis = int | tuple[int, ...] | None
METHODS = ("linear", "lower", "higher", "midpoint", "nearest")


def _data_along_last_axis(x: Array, axis: Axis) -> tuple[Array, tuple[int, ...]]:
    """``x`` with the reduced axes flattened into its last one, and those axes."""
    axes = tuple(range(x.ndim)) if axis is None else normalize_axes(axis, x.ndim)
    if isinstance(axis, tuple) and len(set(axes)) != len(axes):
        raise ValueError(f"repeated axis in {axis}")
    kept = [i for i in range(x.ndim) if i not in axes]
    moved = transpose(x, [*kept, *axes]) if [*kept, *axes] != list(range(x.ndim)) else x
    size = int(np.prod([x.shape[i] for i in axes], dtype=np.int64))
    return reshape(moved, tuple(x.shape[i] for i in kept) + (size,)), axes


def _gathered(data: Array, index: Array) -> Array:
    """``data[..., index]`` per quantile: ``index`` has the quantiles' axis first (if any),
    then the data's leading axes; so does the result."""
    if index.ndim == data.ndim - 1:  # one quantile
        return take_along_axis(data, expand_dims(index, -1), axis=-1)[..., 0]
    per_row = moveaxis(index, 0, -1)
    return moveaxis(take_along_axis(data, per_row, axis=-1), -1, 0)


def _quantile(name: str, a: Any, q: Any, axis: Axis, method: str, keepdims: bool, skip_nans: bool,
              out: Any, overwrite_input: bool, weights: Any) -> Array:
    check_arguments(name, a, q)
    if overwrite_input or out is not None:
        raise ValueError(f"{name}: overwrite_input=True and out are not supported")
    if weights is not None or method == "inverted_cdf":
        raise NotImplementedError(f"{name}: weights and method='inverted_cdf' are not supported yet")
    if method not in METHODS:
        raise ValueError(f"{name}: method must be one of {', '.join(map(repr, METHODS))}, got {method!r}")
    (x,), weak = promote_inexact(name, a)
    if dtypes.dtype_info(x.dtype).kind == "complex":
        raise ValueError(f"{name} does not support complex input ({x.dtype}): complex numbers have no order")
    if weak:  # weak data are the default float's (as JAX computes them, jitted)
        x = lax_ops.convert_element_type(x, dtypes.default_dtype("f*"))
    (qs,), _ = promote(name, q)
    if qs.ndim > 1:
        raise ValueError(f"{name}: q must be a scalar or a vector, got shape {qs.shape}")
    data, axes = _data_along_last_axis(x, axis)
    rows = data.shape[:-1]
    if skip_nans:  # (NaNs made positive: they sort last)
        data = lax_sorting.sort(where(isnan(data), as_array(np.nan, data.dtype), data), dimension=data.ndim - 1)
        last = subtract(sum(lax_e.bitwise_not(isnan(data)), axis=-1, dtype=qs.dtype), as_array(1, qs.dtype))
    else:
        has_nan = any_(isnan(data), axis=-1, keepdims=True)
        data = lax_sorting.sort(where(has_nan, as_array(np.nan, data.dtype), data), dimension=data.ndim - 1)
        last = as_array(data.shape[-1] - 1, qs.dtype)
    shape = qs.shape + rows
    position = broadcast_to(multiply(reshape(qs, qs.shape + (1,) * len(rows)), last), shape)
    low, high = lax_e.floor(position), lax_e.ceil(position)  # (q's dtype must be floating, as in JAX)
    high_weight = subtract(position, low)
    zero = as_array(0, low.dtype)
    low_value, high_value = (_gathered(data, lax_ops.convert_element_type(maximum(zero, minimum(i, last)),
                                                                          dtypes.default_dtype("i*")))
                             for i in (low, high))
    if method == "linear":
        low_weight = subtract(as_array(1, high_weight.dtype), high_weight)
        result = add(multiply(lax_ops.convert_element_type(low_value, qs.dtype), low_weight),
                     multiply(lax_ops.convert_element_type(high_value, qs.dtype), high_weight))
    elif method == "lower":
        result = low_value
    elif method == "higher":
        result = high_value
    elif method == "nearest":
        result = where(less_equal(high_weight, as_array(0.5, high_weight.dtype)), low_value, high_value)
    else:  # midpoint
        result = multiply(add(low_value, high_value), as_array(0.5, low_value.dtype))
    if keepdims:
        result = reshape(result, qs.shape + tuple(1 if i in axes else x.shape[i] for i in range(x.ndim)))
    return lax_ops.convert_element_type(result, x.dtype)


def quantile(a: Any, q: Any, axis: Axis = None, out: None = None, overwrite_input: bool = False,
             method: str = "linear", keepdims: bool = False, *, weights: Any = None) -> Array:
    """The ``q``-th quantiles (``q`` in [0, 1]) of the data along ``axis`` (all of it for
    None; several axes together for a tuple), the quantiles' axis first."""
    return _quantile("quantile", a, q, axis, method, keepdims, False, out, overwrite_input, weights)


def nanquantile(a: Any, q: Any, axis: Axis = None, out: None = None, overwrite_input: bool = False,
                method: str = "linear", keepdims: bool = False, *, weights: Any = None) -> Array:
    """``quantile`` of the elements that are not NaN."""
    return _quantile("nanquantile", a, q, axis, method, keepdims, True, out, overwrite_input, weights)


def _percent(name: str, q: Any) -> Array:
    check_arguments(name, q)
    (qs,), _ = promote_inexact(name, q)
    return lax_ops.div(qs, as_array(100, qs.dtype, qs.weak_type))


def percentile(a: Any, q: Any, axis: Axis = None, out: None = None, overwrite_input: bool = False,
               method: str = "linear", keepdims: bool = False, *, weights: Any = None) -> Array:
    """``quantile`` with ``q`` in percent."""
    return quantile(a, _percent("percentile", q), axis, out, overwrite_input, method, keepdims, weights=weights)


def nanpercentile(a: Any, q: Any, axis: Axis = None, out: None = None, overwrite_input: bool = False,
                  method: str = "linear", keepdims: bool = False, *, weights: Any = None) -> Array:
    """``nanquantile`` with ``q`` in percent."""
    return nanquantile(a, _percent("nanpercentile", q), axis, out, overwrite_input, method, keepdims, weights=weights)


def median(a: Any, axis: Axis = None, out: None = None, overwrite_input: bool = False, keepdims: bool = False) -> Array:
    """The middle value along ``axis`` (the mean of the two middle ones for an even count)."""
    return quantile(a, 0.5, axis, out, overwrite_input, "midpoint", keepdims)


def nanmedian(a: Any, axis: Axis = None, out: None = None, overwrite_input: bool = False,
              keepdims: bool = False) -> Array:
    """``median`` of the elements that are not NaN."""
    return nanquantile(a, 0.5, axis, out, overwrite_input, "midpoint", keepdims)
