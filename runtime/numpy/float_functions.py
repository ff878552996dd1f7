"""``jaxtypes.numpy`` elementwise functions of floating-point data beyond the arithmetic:
signs and infinities (``copysign``, ``signbit``, ``isposinf``, ``isneginf``), rounding
(``rint``, ``modf``), angles (``deg2rad`` and its names, ``angle``), ``nan_to_num``,
``float_power``, ``i0``, ``sinc``, ``hypot``, ``heaviside``, and the integer
``bitwise_count``. Each promotes as its JAX namesake, whose dtype rule the static side's
family for the name states."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import special as lax_special
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.elementwise import abs as absolute
from jaxtypes.runtime.numpy.elementwise import negative, power, where
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import strong
from jaxtypes.runtime.numpy.shape import broadcast_arrays

ArrayLike = Any


def _one(name: str, x: ArrayLike, inexact: bool = False) -> Array:
    check_arguments(name, x)
    (a,), _ = (promote_inexact if inexact else promote)(name, x)
    return a


def _constant(value: float, like: Array) -> Array:
    return as_array(value, like.dtype, like.weak_type)


def _false_like(a: Array) -> Array:
    return lax_shape.full_like(a, False, np.dtype(np.bool_))


_SIGNED_OF_WIDTH: dict[int, type[np.signedinteger[Any]]] = {16: np.int16, 32: np.int32, 64: np.int64}


def signbit(x: ArrayLike, /) -> Array:
    """Whether the sign bit is set (True for -0.0 and negative NaNs); integers: ``x < 0``,
    bools: False. Complex numbers have no sign bit: ValueError, as in JAX."""
    a = _one("signbit", x)
    k = kind(a.dtype)
    if k in ("int", "uint"):
        return lax_ops.lt(a, _constant(0, a))
    if k == "bool":
        return _false_like(a)
    if k == "complex":
        raise ValueError(f"jnp.signbit is not defined for complex numbers (got {a.dtype.name})")
    bits = a.dtype.itemsize * 8
    if bits not in _SIGNED_OF_WIDTH:
        raise NotImplementedError(f"jnp.signbit supports 16-, 32- and 64-bit floats only, got {a.dtype.name}")
    as_int = lax_e.bitcast_convert_type(lax_ops.convert_element_type(a, a.dtype, weak_type=False),
                                        np.dtype(_SIGNED_OF_WIDTH[bits]))
    return lax_ops.lt(as_int, as_array(0, as_int.dtype))


def _infinity_test(name: str, infinity: float) -> Callable[[ArrayLike], Array]:
    def test(x: ArrayLike, /) -> Array:
        check_arguments(name, x)
        (a,), _ = promote(name, x)
        k = kind(a.dtype)
        if k == "float":
            return lax_ops.eq(a, _constant(infinity, a))
        if k == "complex":
            raise ValueError(f"jnp.{name} is not defined for complex numbers (got {a.dtype.name})")
        return _false_like(a)

    test.__name__ = test.__qualname__ = name
    test.__doc__ = f"jnp.{name}: whether each element is {'+' if infinity > 0 else '-'}inf (False for integers and bools)."
    return test


isposinf: Callable[[ArrayLike], Array] = _infinity_test("isposinf", np.inf)
isneginf: Callable[[ArrayLike], Array] = _infinity_test("isneginf", -np.inf)


def copysign(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """The magnitude of ``x1`` with the sign of ``x2`` (operands made floating; no complex)."""
    check_arguments("copysign", x1, x2)
    (a, b), weak = promote_inexact("copysign", x1, x2)
    if a.weak_type != weak:  # the magnitude alone makes the result: it carries the pair's weak type
        a = lax_ops.convert_element_type(a, a.dtype, weak_type=weak)
    if kind(a.dtype) == "complex":
        raise TypeError(f"jnp.copysign does not support complex numbers (got {a.dtype.name})")
    magnitude = absolute(a)
    return where(signbit(b), negative(magnitude), magnitude)


def rint(x: ArrayLike, /) -> Array:
    """To the nearest integer, halves to even. Integers and bools become the default
    float (strong, as in JAX); complex numbers round both parts."""
    check_arguments("rint", x)
    (a,), _ = promote("rint", x)
    k = kind(a.dtype)
    if k in ("bool", "int", "uint"):
        return lax_ops.convert_element_type(a, dtypes.canonicalize_dtype(np.float64))
    if k == "complex":
        return lax_e.complex(rint(lax_e.real(a)), rint(lax_e.imag(a)))
    return lax_e.round(a, lax_e.RoundingMethod.TO_NEAREST_EVEN)


def _scaled(name: str, factor: float) -> Callable[[ArrayLike], Array]:
    def convert(x: ArrayLike, /) -> Array:
        a = _one(name, x, inexact=True)
        return lax_ops.mul(a, _constant(factor, a))

    convert.__name__ = convert.__qualname__ = name
    convert.__doc__ = f"jnp.{name}: each element times {factor!r} (integers and bools made floating)."
    return convert


deg2rad: Callable[[ArrayLike], Array] = _scaled("deg2rad", np.pi / 180)
rad2deg: Callable[[ArrayLike], Array] = _scaled("rad2deg", 180 / np.pi)
radians: Callable[[ArrayLike], Array] = deg2rad
degrees: Callable[[ArrayLike], Array] = rad2deg


def nan_to_num(x: ArrayLike, copy: bool = True, nan: ArrayLike = 0.0, posinf: ArrayLike | None = None,
               neginf: ArrayLike | None = None) -> Array:
    """NaN replaced by ``nan``, +-inf by ``posinf``/``neginf`` (the dtype's largest and
    smallest finite values by default); complex numbers part by part. Integer and bool
    arrays come back unchanged; floating results are strongly typed, as in JAX."""
    del copy  # arrays are immutable: a copy is never needed
    check_arguments("nan_to_num", x)
    (a,), _ = promote("nan_to_num", x)
    k = kind(a.dtype)
    if k not in ("float", "complex"):
        return a
    if k == "complex":
        return lax_e.complex(nan_to_num(lax_e.real(a), nan=nan, posinf=posinf, neginf=neginf),
                             nan_to_num(lax_e.imag(a), nan=nan, posinf=posinf, neginf=neginf))
    info = ml_dtypes.finfo(a.dtype)  # type: ignore[no-untyped-call]
    replacements = ((lambda v: lax_ops.ne(v, v), nan), (isposinf, info.max if posinf is None else posinf),
                    (isneginf, info.min if neginf is None else neginf))
    out = a
    for test, value in replacements:
        out = where(test(out), as_array(value, a.dtype), out)
    return out


def float_power(x: ArrayLike, y: ArrayLike, /) -> Array:
    """``x ** y`` computed in floating point (integers and bools made floating first)."""
    check_arguments("float_power", x, y)
    (a, b), _ = promote_inexact("float_power", x, y)
    return power(a, b)


def bitwise_count(x: ArrayLike, /) -> Array:
    """The number of 1 bits in ``|x|``, as uint8 (integers and bools only)."""
    check_arguments("bitwise_count", x)
    (a,), _ = promote("bitwise_count", x)
    if kind(a.dtype) == "bool":
        a = lax_ops.convert_element_type(a, dtypes.canonicalize_dtype(np.int64), weak_type=a.weak_type)
    if kind(a.dtype) not in ("int", "uint"):
        raise TypeError(f"jnp.bitwise_count takes integers and bools only, got {a.dtype.name}")
    return lax_ops.convert_element_type(lax_e.population_count(absolute(a)), np.dtype(np.uint8))


@custom_jvp
def _i0(x: Array) -> Array:
    magnitude = lax_e.abs(x)
    return lax_ops.mul(lax_e.exp(magnitude), lax_special.bessel_i0e(magnitude))


@_i0.defjvp
def _i0_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (t,) = primals, tangents
    return _i0(x), lax_ops.mul(t, lax_ops.mul(lax_e.exp(lax_e.abs(x)), lax_special.bessel_i1e(x)))


def i0(x: ArrayLike, /) -> Array:
    """The modified Bessel function of the first kind, order 0 (real floating results;
    integers and bools made floating; complex numbers raise ValueError, as in JAX)."""
    a = _one("i0", x, inexact=True)
    if kind(a.dtype) == "complex":
        raise ValueError(f"jnp.i0 does not accept complex numbers (got {a.dtype.name})")
    return _i0(a)


def modf(x: ArrayLike, /, out: None = None) -> tuple[Array, Array]:
    """The fractional and the integral parts, both with x's sign (integers and bools made floating)."""
    if out is not None:
        raise NotImplementedError("jnp.modf: the 'out' argument is not supported (arrays are immutable)")
    a = _one("modf", x, inexact=True)
    if kind(a.dtype) == "complex":
        raise TypeError(f"jnp.modf takes real numbers, got {a.dtype.name}")
    whole = where(lax_ops.ge(a, _constant(0, a)), lax_e.floor(a), lax_e.ceil(a))
    return lax_ops.sub(a, whole), whole


@functools.cache
def _sinc_series_term(k: int) -> Callable[[Array], Array]:
    """The k-th derivative of sin(y)/y at y = 0, shaped like ``y``: the value sinc takes at
    zero, differentiated (through its custom JVP) to any order."""
    value = 0.0 if k % 2 else (-1) ** (k // 2) / (k + 1)

    @custom_jvp
    def term(y: Array) -> Array:
        return lax_ops.add(lax_ops.mul(y, as_array(0, y.dtype)), as_array(value, y.dtype))

    @term.defjvp
    def term_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
        (y,), (t,) = primals, tangents
        return term(y), lax_ops.mul(_sinc_series_term(k + 1)(y), t)

    return term


def sinc(x: ArrayLike, /) -> Array:
    """sin(pi x) / (pi x), 1 at zero (with every derivative there); strongly typed, as in JAX."""
    a = _one("sinc", x, inexact=True)
    a = strong(a)
    at_zero = lax_ops.eq(a, as_array(0, a.dtype))
    pi_x = lax_ops.mul(as_array(np.pi, a.dtype), a)
    safe = where(at_zero, as_array(1, a.dtype), pi_x)
    return where(at_zero, _sinc_series_term(0)(pi_x), lax_ops.div(lax_e.sin(safe), safe))


def spacing(x: ArrayLike, /) -> Array:
    """The distance from each value to the next representable one away from zero (the
    smallest subnormal for zeros; float16 steps towards +inf), real floating results."""
    a = _one("spacing", x, inexact=True)
    if kind(a.dtype) == "complex":
        raise ValueError(f"jnp.spacing is not defined for complex numbers (got {a.dtype.name})")
    a = strong(a)
    inf = as_array(np.inf, a.dtype)
    if a.dtype == np.float16:
        return lax_ops.sub(lax_e.nextafter(a, inf), a)
    result = lax_ops.sub(lax_e.nextafter(a, copysign(inf, a)), a)
    info = ml_dtypes.finfo(a.dtype)  # type: ignore[no-untyped-call]
    tiny = copysign(as_array(info.smallest_subnormal, a.dtype), a)
    return where(lax_ops.eq(result, as_array(0, a.dtype)), tiny, result)


def _real_pair(name: str, x1: ArrayLike, x2: ArrayLike, error: type[Exception]) -> tuple[Array, Array]:
    """The operands made floating, strongly typed and broadcast; complex numbers raise ``error``."""
    check_arguments(name, x1, x2)
    (a, b), _ = promote_inexact(name, x1, x2)
    if kind(a.dtype) == "complex":
        raise error(f"jnp.{name} is not defined for complex numbers (got {a.dtype.name})")
    a, b = broadcast_arrays(strong(a), strong(b))
    return a, b


def hypot(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """sqrt(x1**2 + x2**2) without overflow: the larger magnitude times sqrt(1 + ratio**2)."""
    a, b = _real_pair("hypot", x1, x2, ValueError)
    a, b = lax_e.abs(a), lax_e.abs(b)
    infinite = lax_ops.bitwise_or(isposinf(a), isposinf(b))
    larger, smaller = lax_ops.max(a, b), lax_ops.min(a, b)
    zero = lax_ops.eq(larger, _constant(0, larger))
    ratio = lax_ops.div(smaller, where(zero, _constant(1, larger), larger))
    x = where(zero, larger, lax_ops.mul(larger, lax_e.sqrt(lax_ops.add(_constant(1, larger), lax_e.square(ratio)))))
    return where(infinite, _constant(np.inf, x), x)


def heaviside(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """The step function: 0 where x1 < 0, 1 where x1 > 0, x2 where x1 is 0 (NaN stays NaN)."""
    a, b = _real_pair("heaviside", x1, x2, TypeError)
    zero, one = _constant(0, a), _constant(1, a)
    return where(lax_ops.lt(a, zero), zero, where(lax_ops.gt(a, zero), one, where(lax_ops.ne(a, a), a, b)))


def angle(z: ArrayLike, deg: bool = False) -> Array:
    """The counterclockwise angle of each complex number from the positive real axis, in
    radians (degrees with ``deg``); integers and bools as the default float."""
    check_arguments("angle", z)
    (a,), _ = promote("angle", z)
    if kind(a.dtype) not in ("float", "complex"):
        a = lax_ops.convert_element_type(a, dtypes.canonicalize_dtype(np.float64))
    if kind(a.dtype) == "complex":
        result = lax_e.atan2(lax_e.imag(a), lax_e.real(a))
    else:  # (a real number's imaginary part: zeros, not a - a, which is NaN at infinities)
        result = lax_e.atan2(lax_shape.full_like(a, 0), a)
    return rad2deg(result) if deg else result
