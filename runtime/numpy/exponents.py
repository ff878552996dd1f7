"""``jaxtypes.numpy`` functions of exponents and logarithms of sums: ``logaddexp``,
``logaddexp2``, ``frexp`` and ``ldexp``.

Dtypes as in JAX: ``logaddexp`` is the inexact join (a complex result strongly typed),
``logaddexp2`` the same, always strongly typed; ``frexp`` and ``ldexp`` take real floats
of 16 bits or more (integers and bools made floating) and give strongly typed results,
``frexp``'s exponent as int32. The static side's families say the same (``logaddexp``,
``strong_inexact``, ``spacing``).
"""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.elementwise import isinf, isnan, where
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import strong
from jaxtypes.runtime.numpy.shape import broadcast_arrays

ArrayLike = Any

_LN2 = float(np.log(2))


def _pair(name: str, x1: ArrayLike, x2: ArrayLike) -> tuple[Array, Array]:
    check_arguments(name, x1, x2)
    (a, b), _ = promote_inexact(name, x1, x2)
    a, b = broadcast_arrays(a, b)
    return a, b


def _wrapped(x: Array, half_period: float) -> Array:
    """``x`` brought into [-half_period, half_period) by whole periods."""
    period = as_array(2 * half_period, x.dtype)
    rem = lax_e.rem(lax_ops.add(x, as_array(half_period, x.dtype)), period)
    rem = lax_e.select(lax_ops.lt(rem, as_array(0, x.dtype)), lax_ops.add(rem, period), rem)
    return lax_ops.sub(rem, as_array(half_period, x.dtype))


def _finite_or_zero(x: Array) -> Array:
    """``x`` with +inf (in the real part) replaced by 0, for the tangents."""
    real = lax_e.real(x) if kind(x.dtype) == "complex" else x
    return lax_e.select(lax_ops.eq(real, as_array(np.inf, real.dtype)), lax_ops.sub(x, x), x)


def _log_sum(exp_fn: Any, log_scale: float) -> Any:
    """log(exp(a) + exp(b)) in base e (``exp_fn`` exp, ``log_scale`` 1) or 2 (exp2, 1/ln 2),
    without overflow: the larger operand plus the log of one plus the other's share."""

    @custom_jvp
    def log_sum(a: Array, b: Array) -> Array:
        larger = lax_ops.max(a, b)
        if kind(a.dtype) == "complex":
            delta = lax_ops.sub(lax_ops.add(a, b), lax_ops.mul(larger, as_array(2, larger.dtype)))
            out = lax_ops.add(larger, _scaled(lax_e.log1p(exp_fn(delta)), log_scale))
            return lax_e.complex(lax_e.real(out), _wrapped(lax_e.imag(out), np.pi * log_scale))
        delta = lax_ops.sub(a, b)
        spread = _scaled(lax_e.log1p(exp_fn(lax_e.neg(lax_e.abs(delta)))), log_scale)
        # NaNs, or infinities of one sign (whose difference is NaN): their sum
        return lax_e.select(lax_ops.ne(delta, delta), lax_ops.add(a, b), lax_ops.add(larger, spread))

    @log_sum.defjvp
    def log_sum_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
        (a, b), (ta, tb) = primals, tangents
        out = log_sum(a, b)
        share_a = exp_fn(lax_ops.sub(_finite_or_zero(a), _finite_or_zero(out)))
        share_b = exp_fn(lax_ops.sub(_finite_or_zero(b), _finite_or_zero(out)))
        return out, lax_ops.add(lax_ops.mul(ta, share_a), lax_ops.mul(tb, share_b))

    return log_sum


def _scaled(x: Array, factor: float) -> Array:
    return x if factor == 1 else lax_ops.mul(as_array(factor, x.dtype, x.weak_type), x)


_logaddexp = _log_sum(lax_e.exp, 1)
_logaddexp2 = _log_sum(lax_e.exp2, 1 / _LN2)


def logaddexp(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """log(exp(x1) + exp(x2)), without overflow (complex results strongly typed, as in JAX)."""
    a, b = _pair("logaddexp", x1, x2)
    out: Array = _logaddexp(a, b)
    return strong(out) if kind(out.dtype) == "complex" else out


def logaddexp2(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """log2(2**x1 + 2**x2), without overflow; strongly typed, as in JAX."""
    a, b = _pair("logaddexp2", x1, x2)
    out: Array = _logaddexp2(strong(a), strong(b))
    return out


_UNSIGNED_OF_WIDTH: dict[int, np.dtype[Any]] = {16: np.dtype(np.uint16), 32: np.dtype(np.uint32),
                                                64: np.dtype(np.uint64)}


def _real_float(name: str, x: ArrayLike, error: type[Exception]) -> Array:
    """``x`` as a strongly typed real float of 16 bits or more (integers made floating)."""
    check_arguments(name, x)
    (a,), _ = promote_inexact(name, x)
    if kind(a.dtype) == "complex":
        raise error(f"jnp.{name} does not support complex-valued inputs (got {a.dtype.name})")
    if a.dtype.itemsize * 8 not in _UNSIGNED_OF_WIDTH:
        raise NotImplementedError(f"jnp.{name} supports 16-, 32- and 64-bit floats only, got {a.dtype.name}")
    return strong(a)


@custom_jvp
def _frexp(x: Array) -> tuple[Array, Array]:
    info = ml_dtypes.finfo(x.dtype)  # type: ignore[no-untyped-call]
    bits = _UNSIGNED_OF_WIDTH[x.dtype.itemsize * 8]
    exponent_mask = (1 << info.nexp) - 1
    bias = 1 - info.minexp
    subnormal = lax_ops.lt(lax_e.abs(x), as_array(info.tiny, x.dtype))
    # Subnormals scaled into the normal range first, their exponent corrected after.
    normal = where(subnormal, lax_ops.mul(x, as_array(float(1 << info.nmant), x.dtype)), x)
    correction = where(subnormal, as_array(-info.nmant, np.dtype(np.int32)), as_array(0, np.dtype(np.int32)))
    word = lax_e.bitcast_convert_type(normal, bits)
    biased = lax_ops.bitwise_and(lax_e.shift_right_logical(word, as_array(info.nmant, bits)),
                                 as_array(bits.type(exponent_mask), bits))
    exponent = lax_ops.add(lax_ops.sub(lax_ops.convert_element_type(biased, np.dtype(np.int32)),
                                       as_array(bias - 1, np.dtype(np.int32))), correction)
    word = lax_ops.bitwise_and(word, as_array(bits.type(~(exponent_mask << info.nmant) & ((1 << bits.itemsize * 8) - 1)), bits))
    word = lax_ops.bitwise_or(word, as_array(bits.type((bias - 1) << info.nmant), bits))
    mantissa = lax_e.bitcast_convert_type(word, x.dtype)
    kept = lax_ops.bitwise_or(lax_ops.bitwise_or(isinf(x), isnan(x)), lax_ops.eq(x, as_array(0, x.dtype)))
    return where(kept, x, mantissa), where(kept, as_array(0, np.dtype(np.int32)), exponent)


@_frexp.defjvp
def _frexp_jvp(primals: Any, tangents: Any) -> tuple[tuple[Array, Array], tuple[Array, Array]]:
    (x,), (t,) = primals, tangents
    mantissa, exponent = _frexp(x)
    scale = lax_e.exp2(lax_e.neg(lax_ops.convert_element_type(exponent, t.dtype)))
    return (mantissa, exponent), (lax_ops.mul(t, scale), lax_shape.full_like(exponent, 0))


def frexp(x: ArrayLike, /) -> tuple[Array, Array]:
    """The mantissa (in [0.5, 1) in magnitude, x's sign) and the int32 exponent with
    ``x == mantissa * 2 ** exponent``; zeros, infinities and NaN keep x and exponent 0."""
    return _frexp(_real_float("frexp", x, TypeError))


def ldexp(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """``x1 * 2 ** x2`` for integer (or bool) ``x2``, without overflowing early: the
    exponents are added, then the power of two applied."""
    check_arguments("ldexp", x1, x2)
    (exponents,), _ = promote("ldexp", x2)
    (probe,), _ = promote("ldexp", x1)
    if kind(probe.dtype) == "complex" or kind(exponents.dtype) in ("float", "complex"):
        raise ValueError(f"jnp.ldexp takes a real x1 and an integer x2, got {probe.dtype.name} and {exponents.dtype.name}")
    a = _real_float("ldexp", x1, ValueError)
    a, exponents = broadcast_arrays(a, exponents)
    mantissa, exponent = _frexp(a)
    total = lax_ops.add(lax_ops.convert_element_type(exponent, a.dtype), lax_ops.convert_element_type(exponents, a.dtype))
    # A result just above the largest power of two: one factor of 2 moved into the mantissa.
    over = lax_ops.gt(total, as_array(0, a.dtype))
    mantissa = where(over, lax_ops.mul(mantissa, as_array(2, a.dtype)), mantissa)
    total = where(over, lax_ops.sub(total, as_array(1, a.dtype)), total)
    result = lax_ops.mul(mantissa, lax_e.pow(as_array(2, a.dtype), total))
    return where(lax_ops.bitwise_or(isinf(a), lax_ops.eq(a, as_array(0, a.dtype))), a, result)
