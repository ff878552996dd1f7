"""``jaxtypes.numpy`` polynomials as coefficient vectors, highest power first: ``polyval``,
``polyadd``, ``polysub``, ``polyder``, and the Vandermonde matrix ``vander``.

Dtypes as in JAX: ``polyval`` joins the coefficients with ``x`` and is strongly typed;
``polyadd`` and ``polysub`` join their operands (bools refused); ``polyder`` makes
integers floating; ``vander`` has x's dtype, strongly typed (bools refused).
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind, numpy_broadcast_shapes
from jaxtypes.runtime.numpy.elementwise import add, multiply, negative, power
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import prod, strong
from jaxtypes.runtime.numpy.shape import concatenate, expand_dims


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
