"""``jaxtypes.numpy`` numbers spaced evenly on a log scale: ``logspace`` (powers of
``base`` at evenly spaced exponents) and ``geomspace`` (a geometric progression between
two values), both built on ``linspace``.

Dtypes as in JAX (measured against it): with no ``dtype``, the result has the inexact
dtype of ``start`` and ``stop``'s ``result_type`` (so weak operands give the default
float or complex: Python scalars and weak arrays of any width; integers and bools give
float32, or float64 for 64-bit integers); a given ``dtype`` is canonicalized and may be
of any kind (the values are computed in its inexact counterpart, then converted: floats
truncated toward zero for integers, nonzero for bool, the imaginary part dropped for
real dtypes). ``base`` takes part in the power but never in the dtype. The result is
always strongly typed.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.numpy.creation import linspace
from jaxtypes.runtime.numpy.elementwise import divide, log10, multiply, power, sign
from jaxtypes.runtime.numpy.manipulation import moveaxis
from jaxtypes.runtime.numpy.promotion import check_arguments, to_inexact
from jaxtypes.runtime.numpy.reductions import normalize_axis

ArrayLike = Any


def _dtypes(name: str, start: ArrayLike, stop: ArrayLike, dtype: Any) -> tuple[np.dtype[Any], np.dtype[Any]]:
    """The result's dtype and the inexact dtype the values are computed in."""
    check_arguments(name, start, stop)
    target = to_inexact(dtypes.result_type(start, stop)) if dtype is None else dtypes.canonicalize_dtype(dtype)
    return target, to_inexact(target)


def _bound(x: ArrayLike, dtype: np.dtype[Any]) -> Array:
    """``x`` as a strongly typed array of ``dtype`` (complex to real keeps the real part)."""
    return lax_ops.convert_element_type(asarray(x), dtype, weak_type=False)


def _count(name: str, num: int) -> int:
    count = operator.index(num)  # (a traced num raises TracerError: it fixes the shape)
    if count < 0:
        raise ValueError(f"{name}: the number of samples must be nonnegative, got {count}")
    return count


def _linspace(start: Array, stop: Array, num: int, endpoint: bool, axis: int) -> Array:
    """``linspace`` in the bounds' dtype; for the 16-bit floats computed in float32 and
    rounded once, so that each exponent is the nearest 16-bit float to its exact value
    (an exponent a 16-bit step off makes a power several steps off). JAX computes them
    in the 16-bit dtype, so its powers can differ from these by a few steps."""
    dtype = start.dtype
    wide = np.dtype(np.float32) if dtypes.dtype_info(dtype).kind == "float" and dtype.itemsize < 4 else dtype
    values = linspace(lax_ops.convert_element_type(start, wide), lax_ops.convert_element_type(stop, wide), num,
                      endpoint=endpoint, dtype=wide, axis=axis)
    return lax_ops.convert_element_type(values, dtype, weak_type=False)


def logspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: bool = True, base: ArrayLike = 10.0,
             dtype: Any = None, axis: int = 0) -> Array:
    """``base ** linspace(start, stop, num)``: ``num`` values from ``base ** start`` to
    ``base ** stop`` (excluded unless ``endpoint``), along ``axis``."""
    count, ax = _count("logspace", num), operator.index(axis)
    target, computation = _dtypes("logspace", start, stop, dtype)
    check_arguments("logspace", base)
    exponents = _linspace(_bound(start, computation), _bound(stop, computation), count, endpoint, ax)
    return lax_ops.convert_element_type(power(base, exponents), target, weak_type=False)


def geomspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: bool = True, dtype: Any = None,
              axis: int = 0) -> Array:
    """``num`` values from ``start`` to ``stop`` (excluded unless ``endpoint``), each a
    constant multiple of the one before, along ``axis``. The bounds' signs (or complex
    phases) are ``start``'s: bounds of opposite signs, or a zero bound, give NaN or
    infinities as in JAX (which does not check them)."""
    count, ax = _count("geomspace", num), operator.index(axis)
    target, computation = _dtypes("geomspace", start, stop, dtype)
    low, high = _bound(start, computation), _bound(stop, computation)
    direction = sign(low)
    magnitudes = logspace(log10(divide(low, direction)), log10(divide(high, direction)), count, endpoint=endpoint,
                          dtype=computation, axis=0)
    values = multiply(direction, magnitudes)
    values = moveaxis(values, 0, normalize_axis(ax, values.ndim))
    return lax_ops.convert_element_type(values, target, weak_type=False)
