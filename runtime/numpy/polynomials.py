"""``jaxtypes.numpy`` polynomials as coefficient vectors, highest power first: ``polyval``,
``polyadd``, ``polysub``, ``polyder``, ``polyint``, ``polydiv``, ``polyfit``, ``poly``,
``roots``, and the Vandermonde matrix ``vander``.

Dtypes as in JAX (measured against it, in both 64-bit modes): ``polyval`` joins the
coefficients with ``x`` and is strongly typed; ``polyadd`` and ``polysub`` join their
operands (bools refused); ``polyder`` makes integers floating; ``vander`` has x's dtype,
strongly typed (bools refused). "Floating" below is the inexact dtype: integers and
bools become float32 (float64 for 64-bit integers), a weak join the default float.

* ``polyint``: the floating join of ``p`` and ``k`` (``k`` defaults to 0, a weak int),
  strongly typed; with ``m=0`` it is ``p`` promoted with ``k``, weak where that join is
  (so a bool ``p`` gives the default float, weak);
* ``polydiv``: the floating join of ``u`` and ``v``; the quotient strongly typed, the
  remainder weak where the join is;
* ``polyfit``: the coefficients have the floating join of the Vandermonde matrix of
  ``x`` (x's dtype, times the floating dtype of ``w``) with ``y``; the residuals and
  singular values its real counterpart, the rank the default int, ``full``'s rcond the
  default float (weak); the covariance the join of the Vandermonde matrix's dtype with
  the residuals' (with ``cov="unscaled"``: the matrix's). All strongly typed. Without
  ``rcond``, ``x`` must be floating (ValueError); bool ``x`` is refused (TypeError);
  a 16-bit float join has no LAPACK kernel (NotImplementedError);
* ``poly``: the floating dtype of the roots (of a square matrix: the complex dtype of
  its eigenvalues), strongly typed;
* ``roots``: the complex counterpart of the floating dtype of ``p`` (complex64, or
  complex128 for float64), strongly typed; 16-bit floats have no LAPACK kernel
  (NotImplementedError) unless there are fewer than two coefficients (no roots).
"""

from __future__ import annotations

import operator
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax import sorting as lax_sorting
from jaxtypes.runtime.lax.matrices import real_dtype
from jaxtypes.runtime.lax.operands import kind, numpy_broadcast_shapes
from jaxtypes.runtime.numpy.elementwise import (
    add, divide, equal, less, multiply, negative, power, sqrt, subtract, where,
)
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.linalg import eigvals, inv, lstsq
from jaxtypes.runtime.numpy.products import dot, outer
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import all as all_of
from jaxtypes.runtime.numpy.reductions import argmin, prod, strong, sum
from jaxtypes.runtime.numpy.shape import broadcast_to, concatenate, expand_dims, reshape, stack, transpose
from jaxtypes.runtime.numpy.staging import staged


@staged("unroll")
def polyval(p: Any, x: Any, *, unroll: int = 16) -> Array:
    """The polynomial with coefficients ``p`` (along its first axis) at ``x``, by Horner's
    rule. (``unroll`` is accepted: the loop is unrolled whole.)"""
    check_arguments("polyval", p, x)
    (coefficients, points), _ = promote("polyval", p, x)
    if coefficients.ndim == 0:
        raise IndexError("polyval: p must have at least one dimension (its coefficients)")
    shape = numpy_broadcast_shapes("polyval", coefficients.shape[1:], points.shape)
    y = lax_shape.full(shape, 0, points.dtype)
    for i in range(coefficients.shape[0]):
        y = add(multiply(y, points), getitem(coefficients, i))
    return strong(y)


def _polynomials(name: str, a1: Any, a2: Any) -> tuple[Array, Array]:
    check_arguments(name, a1, a2)
    (x, y), _ = promote(name, a1, a2)
    if kind(x.dtype) == "bool":
        raise TypeError(f"{name} does not accept bool coefficients")
    if x.ndim == 0 or y.ndim == 0:
        raise IndexError(f"{name}: the coefficients must have at least one dimension, got shapes {x.shape} and {y.shape}")
    return x, y


def _add_aligned(x: Array, y: Array) -> Array:
    """``x + y`` with the shorter one's coefficients aligned to the longer's last ones."""
    if y.shape[0] > x.shape[0]:
        x, y = y, x
    missing = x.shape[0] - y.shape[0]
    if missing:
        zeros = lax_ops.convert_element_type(lax_shape.full((missing, *y.shape[1:]), 0, y.dtype), y.dtype,
                                             weak_type=y.weak_type)
        y = concatenate([zeros, y])
    return add(x, y)


def polyadd(a1: Any, a2: Any) -> Array:
    """The sum of two polynomials."""
    return _add_aligned(*_polynomials("polyadd", a1, a2))


def polysub(a1: Any, a2: Any) -> Array:
    """The difference of two polynomials."""
    x, y = _polynomials("polysub", a1, a2)
    return _add_aligned(x, negative(y))


def polyder(p: Any, m: int = 1) -> Array:
    """The ``m``-th derivative of the polynomial (integers and bools made floating)."""
    check_arguments("polyder", p)
    (coefficients,), _ = promote_inexact("polyder", p)
    order = operator.index(m)
    if order < 0:
        raise ValueError(f"polyder: the order of the derivative must be nonnegative, got {order}")
    if order == 0:
        return coefficients
    n = coefficients.shape[0]
    falling = np.arange(order, n)[np.newaxis] - np.arange(order)[:, np.newaxis]  # exact in int64
    factors = prod(as_array(falling, coefficients.dtype), axis=0)
    return multiply(getitem(coefficients, slice(None, n - order)), getitem(factors, slice(None, None, -1)))


def vander(x: Any, N: int | None = None, increasing: bool = False) -> Array:
    """The matrix of the powers of ``x``: column j is x ** (N - 1 - j) (x ** j if ``increasing``)."""
    check_arguments("vander", x)
    (points,), _ = promote("vander", x)
    if points.ndim != 1:
        raise ValueError(f"vander: x must be one-dimensional, got shape {points.shape}")
    columns = points.shape[0] if N is None else operator.index(N)
    if columns < 0:
        raise ValueError(f"vander: N must be nonnegative, got {columns}")
    if kind(points.dtype) == "bool":
        raise TypeError("vander does not accept bools (no powers of booleans)")
    exponents = np.arange(columns) if increasing else np.arange(columns - 1, -1, -1)
    powers = power(expand_dims(points, -1), as_array(exponents[np.newaxis], points.dtype))
    return strong(powers)


# -- integration, division, fitting and roots -------------------------------------------

def polyint(p: Any, m: int = 1, k: Any = None) -> Array:
    """The ``m``-th antiderivative of the polynomial, with integration constants ``k``: a
    scalar for every step, or one per step (``k[0]`` the first step's, which ends as the
    coefficient of ``x ** (m - 1)``; ``k[-1]`` the constant term)."""
    order = operator.index(m)  # (a traced m raises TracerError, as jax's concrete_or_error)
    constant = 0 if k is None else k
    check_arguments("polyint", p, constant)
    (coefficients, constants), _ = promote_inexact("polyint", p, constant)
    if order < 0:
        raise ValueError(f"polyint: the order of the integral must be nonnegative (see polyder), got {order}")
    if constants.ndim == 0:
        constants = lax_shape.expand_dims(constants, (0,))
    if constants.shape[0] == 1:
        constants = broadcast_to(getitem(constants, 0), (order,))
    if constants.shape != (order,):
        raise ValueError(f"polyint: k must be a scalar or a one-dimensional array of length 1 or m={order}, "
                         f"got shape {np.shape(k)}")
    if order == 0:
        return coefficients
    if coefficients.ndim != 1:
        raise TypeError(f"polyint: p must be one-dimensional (its coefficients), got shape {coefficients.shape}")
    n = coefficients.shape[0]
    rising = np.maximum(1, np.arange(n + order)[np.newaxis] - np.arange(order)[:, np.newaxis])  # exact in float64
    divisors = as_array(np.prod(rising.astype(np.float64), axis=0)[::-1], coefficients.dtype)
    return divide(concatenate([coefficients, constants]), divisors)


def _index(i: int) -> Array:
    """A device index: one executable serves every step of a loop that slices at ``i``."""
    return as_array(i, np.dtype(np.int32))


def _concrete_values(name: str, x: Array, what: str) -> np.ndarray[Any, Any]:
    if isinstance(x, Tracer):
        value = x.concrete_value()
        if value is None:
            raise TracerError(f"{name}: {what} depends on the values of a traced array, which are not known "
                              "under jit or vmap")
        return np.asarray(value)
    return np.asarray(x)


def _vector(name: str, what: str, x: Array) -> None:
    if x.ndim == 0:
        raise TypeError(f"{name}: {what} must be one-dimensional (its coefficients), got a 0-d array")
    if x.ndim != 1:
        raise ValueError(f"{name}: {what} must be one-dimensional (its coefficients), got shape {x.shape}")


def _cast(x: Array, dtype: np.dtype[Any]) -> Array:
    return x if x.dtype == dtype else lax_ops.convert_element_type(x, dtype, weak_type=x.weak_type)


def polydiv(u: Any, v: Any, *, trim_leading_zeros: bool = False) -> tuple[Array, Array]:
    """The quotient and remainder of dividing polynomial ``u`` by ``v``, by long division.
    The remainder keeps ``u``'s length unless ``trim_leading_zeros`` (concrete data only)
    drops its leading entries below the square root of the dtype's epsilon."""
    check_arguments("polydiv", u, v)
    (dividend, divisor), weak = promote_inexact("polydiv", u, v)
    _vector("polydiv", "u", dividend)
    _vector("polydiv", "v", divisor)
    if divisor.shape[0] == 0:
        raise IndexError("polydiv: v has no coefficients (its leading one is the divisor)")
    m, n = dividend.shape[0] - 1, divisor.shape[0] - 1
    scale = divide(1.0, getitem(divisor, 0))
    negated = negative(divisor)
    steps = []
    remainder = dividend
    dtype = dividend.dtype
    for k in range(m - n + 1):  # (each step's values cast to u's dtype, as jax's scatters cast them)
        at = _index(k)
        d = multiply(scale, lax_shape.dynamic_index_in_dim(remainder, at, keepdims=False))
        steps.append(_cast(d, dtype))
        window = add(lax_shape.dynamic_slice_in_dim(remainder, at, n + 1), _cast(multiply(d, negated), dtype))
        remainder = lax_shape.dynamic_update_slice_in_dim(remainder, window, at, 0)
    quotient = stack(steps) if steps else lax_shape.full((1,), 0, dtype)
    if remainder.weak_type != weak:
        remainder = lax_ops.convert_element_type(remainder, dtype, weak_type=weak)
    if trim_leading_zeros:
        values = _concrete_values("polydiv", remainder, "trim_leading_zeros (the length of the remainder)")
        real = real_dtype(dtype)
        tolerance = np.sqrt(ml_dtypes.finfo(real).eps).astype(real)  # type: ignore[no-untyped-call]
        large = np.flatnonzero(~(np.abs(values).astype(real) < tolerance))
        if large.size == 0:
            remainder = lax_shape.full((0,), 0, dtype)
        elif large[0]:
            remainder = lax_shape.slice_in_dim(remainder, int(large[0]), None)
    return strong(quotient), remainder


def _eps(dtype: np.dtype[Any]) -> float:
    return float(ml_dtypes.finfo(real_dtype(dtype)).eps)  # type: ignore[no-untyped-call]


def polyfit(x: Any, y: Any, deg: int, rcond: float | None = None, full: bool = False, w: Any = None,
            cov: bool | str = False) -> Array | tuple[Array, ...]:
    """The least squares polynomial of degree ``deg`` through the points (``x``, ``y``)
    (``y`` 2-D: one fit per column), optionally weighted by ``w``; with ``full``, also
    the residuals, the rank and singular values of the scaled Vandermonde matrix and
    ``rcond``; with ``cov``, the covariance matrix of the coefficients (scaled by the
    residuals unless ``cov="unscaled"``)."""
    check_arguments("polyfit", x, y, *(() if w is None else (w,)))
    points, values = asarray(x), asarray(y)
    degree = int(deg)  # (as jax and NumPy: a float degree is truncated; a traced one raises)
    order = degree + 1
    if degree < 0:
        raise ValueError(f"polyfit: the degree must be nonnegative, got {degree}")
    if points.ndim != 1:
        raise TypeError(f"polyfit: x must be a one-dimensional vector, got shape {points.shape}")
    if points.shape[0] == 0:
        raise TypeError("polyfit: x must not be empty")
    if values.ndim not in (1, 2):
        raise TypeError(f"polyfit: y must be one- or two-dimensional, got shape {values.shape}")
    if points.shape[0] != values.shape[0]:
        raise TypeError(f"polyfit: x and y must have the same length, got {points.shape[0]} and {values.shape[0]}")
    if rcond is None:
        if kind(points.dtype) not in ("float", "complex"):
            raise ValueError(f"polyfit: the default rcond is len(x) * finfo(x.dtype).eps, which needs floating x, "
                             f"got {points.dtype}; give rcond")
        rcond = points.shape[0] * _eps(points.dtype)
    cutoff = float(rcond)
    if cov and cov != "unscaled" and points.shape[0] <= order:
        raise ValueError(f"polyfit: the number of data points ({points.shape[0]}) must exceed the order "
                         f"({order}) to scale the covariance matrix")
    lhs, rhs = vander(points, order), values
    if w is not None:
        (weights,), _ = promote_inexact("polyfit", w)
        if weights.ndim != 1:
            raise TypeError(f"polyfit: the weights w must be one-dimensional, got shape {weights.shape}")
        if weights.shape[0] != values.shape[0]:
            raise TypeError(f"polyfit: w and y must have the same length, got {weights.shape[0]} and {values.shape[0]}")
        column = expand_dims(weights, 1)
        lhs = multiply(lhs, column)
        rhs = multiply(rhs, column if rhs.ndim == 2 else weights)
    scale = sqrt(sum(multiply(lhs, lhs), axis=0))
    lhs = divide(lhs, expand_dims(scale, 0))
    (a, b), _ = promote_inexact("polyfit", lhs, rhs)
    c, residuals, rank, singular = lstsq(a, b, cutoff if cutoff >= 0 else _eps(a.dtype))
    c = divide(c, expand_dims(scale, 1) if c.ndim > 1 else scale)
    if full:
        return c, residuals, rank, singular, asarray(cutoff)
    if not cov:
        return c
    base = divide(inv(dot(transpose(lhs), lhs)), outer(scale, scale))
    factor = asarray(1.0) if cov == "unscaled" else divide(residuals, points.shape[0] - order)
    factor = reshape(factor, (1, -1))
    if values.ndim == 1:
        return c, multiply(base, factor)
    return c, multiply(expand_dims(base, 2), expand_dims(factor, 0))


def poly(seq_of_zeros: Any) -> Array:
    """The coefficients of the monic polynomial with the given roots (of a square matrix:
    its characteristic polynomial, from its eigenvalues)."""
    check_arguments("poly", seq_of_zeros)
    (zeros,), _ = promote_inexact("poly", seq_of_zeros)
    if zeros.ndim == 0:
        zeros = lax_shape.expand_dims(zeros, (0,))
    if zeros.ndim == 2 and zeros.shape[0] == zeros.shape[1] and zeros.shape[0] != 0:
        zeros = eigvals(zeros)
    if zeros.ndim != 1:
        raise ValueError(f"poly: the roots must be one-dimensional, or a nonempty square matrix, got shape "
                         f"{zeros.shape}")
    dtype, n = zeros.dtype, zeros.shape[0]
    one = lax_shape.full((1,), 1, dtype)
    if n == 0:
        return lax_shape.reshape(one, ())
    a = concatenate([one, lax_shape.full((n,), 0, dtype)])
    for k in range(n):  # a times (x - z): a shifted one power up, less z times a
        z = lax_shape.dynamic_index_in_dim(zeros, _index(k), keepdims=False)
        shifted = lax_shape.pad(lax_shape.slice_in_dim(a, 0, n), as_array(0, dtype), [(1, 0, 0)])
        a = subtract(a, multiply(z, shifted))
    return strong(a)


def _complex_dtype(dtype: np.dtype[Any]) -> np.dtype[Any]:
    if kind(dtype) == "complex":
        return dtype
    return np.dtype(np.complex128) if dtype == np.float64 else np.dtype(np.complex64)


def _companion_roots(p: Array) -> Array:
    """The eigenvalues of the companion matrix of ``p`` (its leading coefficient nonzero)."""
    n = p.shape[0]
    if n < 2:
        return lax_shape.full((0,), 0, _complex_dtype(p.dtype))
    first = expand_dims(divide(negative(lax_shape.slice_in_dim(p, 1, None)), getitem(p, 0)), 0)
    below = asarray(np.eye(n - 2, n - 1), dtype=p.dtype)
    return eigvals(concatenate([first, below]))


def roots(p: Any, *, strip_zeros: bool = True) -> Array:
    """The roots of the polynomial (complex), as the eigenvalues of its companion matrix.
    Leading zeros are stripped (which needs concrete coefficients); with
    ``strip_zeros=False`` each leading zero instead gives a NaN root, at the end."""
    check_arguments("roots", p)
    (coefficients,), _ = promote_inexact("roots", p)
    if coefficients.ndim == 0:
        coefficients = lax_shape.expand_dims(coefficients, (0,))
    if coefficients.ndim != 1:
        raise ValueError(f"roots: p must be one-dimensional (its coefficients), got shape {coefficients.shape}")
    n = coefficients.shape[0]
    if n < 2:
        return lax_shape.full((0,), 0, _complex_dtype(coefficients.dtype))
    if strip_zeros:
        values = _concrete_values("roots", coefficients, "the number of roots (leading zeros are stripped; pass "
                                  "strip_zeros=False under jit, leading zeros then give NaN roots)")
        nonzero = np.flatnonzero(values != 0)
        return _companion_roots(lax_shape.slice_in_dim(coefficients, int(nonzero[0]) if nonzero.size else n, None))
    is_zero = equal(coefficients, 0)
    leading = where(all_of(is_zero), n, argmin(is_zero))
    shifted = where(equal(leading, n), 1.0, coefficients)  # (all zero: any roots, made NaN below)
    rolled = lax_shape.dynamic_slice_in_dim(concatenate([shifted, shifted]), leading, n)  # the leading zeros last
    found = _companion_roots(rolled)
    found = lax_sorting.sort_key_val(equal(found, 0), found)[1]  # zero roots last
    return where(less(lax_shape.iota(leading.dtype, n - 1), subtract(n - 1, leading)), found, complex(np.nan, np.nan))
