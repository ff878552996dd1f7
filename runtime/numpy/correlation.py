"""``jaxtypes.numpy`` weighted averages, covariances and correlations: ``average``,
``cov`` and ``corrcoef``.

Dtypes as in JAX (measured against it): each is the inexact join of its data operands
(``a`` and ``weights``; ``m`` and ``y``; ``x`` and ``y``), integers and bools becoming
floating, always strongly typed. ``cov``'s integer ``fweights`` and any ``aweights``
join the data's dtype too (the weighted mean is taken in it), and ``dtype``, when given,
must be inexact (ValueError) and is the result's; ``fweights`` that are not integers
raise TypeError, and weights that are not vectors of one entry per observation raise
RuntimeError, as in JAX. ``average``'s ``returned`` sum of weights has the average's dtype.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.creation import full
from jaxtypes.runtime.numpy.elementwise import (
    abs, clip, conjugate, divide, imag, multiply, real, sqrt, subtract,
)
from jaxtypes.runtime.numpy.products import dot
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.reductions import mean, normalize_axes, sum
from jaxtypes.runtime.numpy.shape import broadcast_to, concatenate, reshape, squeeze, transpose
from jaxtypes.runtime.numpy.statistics import diag

ArrayLike = Any
Axis = int | tuple[int, ...] | None


def average(a: ArrayLike, axis: Axis = None, weights: ArrayLike | None = None, returned: bool = False,
            keepdims: bool = False) -> Array | tuple[Array, Array]:
    """The mean of ``a`` along ``axis`` weighted by ``weights`` (of ``a``'s shape, or of the
    shape of ``a``'s axes ``axis`` in that order); with ``returned``, the sum of the
    weights too, broadcast to the average's shape."""
    total: Array
    if weights is None:
        check_arguments("average", a)
        (x,), _ = promote_inexact("average", a)
        axes = normalize_axes(axis, x.ndim)
        result = mean(x, axis=axes, keepdims=keepdims)
        total = lax_shape.full((), math.prod(x.shape[i] for i in axes), result.dtype)
    else:
        check_arguments("average", a, weights)
        (x, w), _ = promote_inexact("average", a, weights)
        axes = normalize_axes(axis, x.ndim)
        if x.shape != w.shape:
            if axis is None:
                raise ValueError(f"average: axis must be given when the shapes of a {x.shape} "
                                 f"and weights {w.shape} differ")
            if w.shape != tuple(x.shape[i] for i in axes):
                raise ValueError(f"average: weights of shape {w.shape} do not match a's shape {x.shape} "
                                 f"along axis {axis}")
            w = transpose(w, [int(i) for i in np.argsort(axes)])
            w = reshape(w, tuple(n if i in axes else 1 for i, n in enumerate(x.shape)))
        total = sum(w, axis=axes, keepdims=keepdims)
        result = divide(sum(multiply(x, w), axis=axes, keepdims=keepdims), total)
    if not returned:
        return result
    if total.shape != result.shape:
        total = broadcast_to(total, result.shape)
    return result, total


def _rows(x: Array) -> Array:
    """``x`` as a matrix: a scalar as 1x1, a vector as one row."""
    return reshape(x, (1,) * (2 - x.ndim) + x.shape) if x.ndim < 2 else x


def _sample_weights(name: str, weights: ArrayLike, samples: int) -> Array:
    check_arguments("cov", weights)
    w = asarray(weights)
    if w.ndim > 1:
        raise RuntimeError(f"cov: cannot handle multidimensional {name} (shape {w.shape})")
    if w.ndim == 0 or w.shape[0] != samples:
        raise RuntimeError(f"cov: {name} of shape {w.shape} do not give one weight for each of the {samples} samples")
    return w


def cov(m: ArrayLike, y: ArrayLike | None = None, rowvar: bool = True, bias: bool = False, ddof: int | None = None,
        fweights: ArrayLike | None = None, aweights: ArrayLike | None = None, dtype: Any = None) -> Array:
    """The covariance matrix of the variables in the rows of ``m`` (and ``y``; columns for
    ``rowvar=False``), normalized by the number of samples less ``ddof`` (less 1 unless
    ``bias``), the samples weighted by ``fweights`` (integer counts) and ``aweights``."""
    if y is not None:
        check_arguments("cov", m, y)
        (x, other), _ = promote_inexact("cov", m, y)
        if other.ndim > 2:
            raise ValueError(f"cov: y has more than 2 dimensions (shape {other.shape})")
    else:
        check_arguments("cov", m)
        (x,), _ = promote_inexact("cov", m)
    if x.ndim > 2:
        raise ValueError(f"cov: m has more than 2 dimensions (shape {x.shape})")
    if dtype is not None and dtypes.dtype_info(dtypes.canonicalize_dtype(dtype)).kind not in ("float", "complex"):
        raise ValueError(f"cov: dtype must be floating or complex, got {np.dtype(dtype)}")
    data = _rows(x)
    if not rowvar and x.ndim != 1:
        data = transpose(data)
    if data.shape[0] == 0:
        return lax_shape.full((0, 0), 0, dtypes.default_dtype("f*"))
    if y is not None:
        more = _rows(other)
        if not rowvar and more.shape[0] != 1:
            more = transpose(more)
        data = concatenate((data, more), axis=0)
    variables, samples = data.shape
    if samples == 0:
        return full(() if variables == 1 else (variables, variables), np.nan, dtype=data.dtype)
    if ddof is None:
        ddof = 1 if bias == 0 else 0
    w: Array | None = None
    if fweights is not None:
        counts = _sample_weights("fweights", fweights, samples)
        if dtypes.dtype_info(counts.dtype).kind not in ("int", "uint"):
            raise TypeError(f"cov: fweights must be integers, got {counts.dtype}")
        w = abs(counts)
    spread: Array | None = None
    if aweights is not None:
        spread = abs(_sample_weights("aweights", aweights, samples))
        w = spread if w is None else multiply(w, spread)
    if dtype is not None:
        data = lax_ops.convert_element_type(data, dtypes.canonicalize_dtype(dtype))
        w = None if w is None else lax_ops.convert_element_type(w, dtypes.canonicalize_dtype(dtype))
    means, totals = average(data, axis=1, weights=w, returned=True)
    total = lax_shape.index_in_dim(totals, 0, 0, keepdims=False)
    norm: ArrayLike
    if w is None:
        norm = samples - ddof
    elif ddof == 0:
        norm = total
    elif spread is None:
        norm = subtract(total, ddof)
    else:
        norm = subtract(total, divide(multiply(ddof, sum(multiply(w, spread))), total))
    centred = subtract(data, reshape(means, (variables, 1)))
    weighted = centred if w is None else multiply(centred, reshape(w, (1, samples)))
    return squeeze(divide(dot(centred, conjugate(transpose(weighted))), norm))


def corrcoef(x: ArrayLike, y: ArrayLike | None = None, rowvar: bool = True, dtype: Any = None) -> Array:
    """The correlation coefficients of the variables (``cov`` normalized by the standard
    deviations), clipped to [-1, 1] (both parts for complex data)."""
    check_arguments("corrcoef", x)
    if dtype is not None and dtypes.dtype_info(dtypes.canonicalize_dtype(dtype)).kind not in ("float", "complex"):
        raise ValueError(f"corrcoef: dtype must be floating or complex, got {np.dtype(dtype)}")
    c = cov(x, y, rowvar, dtype=dtype)
    if c.ndim == 0:  # one variable: 1, or NaN for NaN, infinite or zero variance
        return divide(c, c)
    deviation = lax_ops.convert_element_type(sqrt(real(diag(c))), c.dtype)
    n = deviation.shape[0]
    c = divide(divide(c, reshape(deviation, (n, 1))), reshape(deviation, (1, n)))
    real_part = clip(real(c), -1, 1)
    if dtypes.dtype_info(c.dtype).kind == "complex":
        return lax_e.complex(real_part, clip(imag(c), -1, 1))
    return real_part
