"""The elementwise ``lax`` operators other than those of Python's operator syntax
(``operators.py``): math functions, bit operations, selection, clamping, bit casts and
precision reduction.

They follow JAX's ``lax`` rules, as ``operators.py`` does:

* No implicit promotion. Operands must have equal dtypes (``pow`` excepted: its
  exponent may be any integer); a Python scalar counts as the default dtype of
  its kind. Each operator accepts the dtypes JAX's accepts and raises
  ``TypeError`` naming the dtype otherwise; integers are never turned into floats.
* Binary operators broadcast as ``lax`` does: equal ranks (0-d operands
  broadcast), each dimension equal or 1.
* A result is weakly typed iff every array operand is (``select_n`` looks only at
  its cases; ``bitcast_convert_type`` is never weak; a bool result never is).
"""

from __future__ import annotations

import builtins
import enum
import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.interpreters.autodiff import define_jvp, define_linear, define_unary_jvp, define_zero_jvp, instantiate, is_undefined
from jaxtypes.runtime.interpreters.batching import broadcasting_batch, full_batch, unary_batch
from jaxtypes.runtime.lax.operators import add_p, div_p, mul_p, sub_p
from jaxtypes.runtime.lax.operands import (
    BOOL_OR_INTEGER, COMPLEX, COMPLEX_PARTS, CONJUGABLE, FLOATING, INEXACT, INTEGER, NUMBER, REAL_NUMBER, SIGNED_NUMBER,
    Accepts, ShapeDtype, binary_primitive, hlo_build, lax_broadcast_shapes, lax_operand, require,
    require_same_dtypes,
)
from jaxtypes.runtime.core.primitives import Primitive, never_weak

__all__ = [
    # float and complex math
    "exp", "exp2", "expm1", "log", "log1p", "sin", "cos", "tan", "asin", "acos", "atan",
    "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "sqrt", "rsqrt", "cbrt", "logistic",
    "erf", "erfc", "erf_inv", "lgamma", "digamma", "reciprocal",
    # signs, rounding, tests
    "neg", "abs", "sign", "floor", "ceil", "round", "RoundingMethod", "is_finite", "square",
    # bits
    "bitwise_not", "population_count", "clz",
    "shift_left", "shift_right_arithmetic", "shift_right_logical",
    # binary math
    "pow", "integer_pow", "rem", "atan2", "nextafter",
    # complex numbers
    "complex", "real", "imag", "conj",
    # selection, clamping, representation
    "select", "select_n", "clamp", "bitcast_convert_type", "reduce_precision",
]

Build = Callable[..., Any]  # (out_type, *mlir_values, **params) -> mlir value


_COMPLEX_OF: dict[np.dtype[Any], np.dtype[Any]] = {
    np.dtype(np.float32): np.dtype(np.complex64), np.dtype(np.float64): np.dtype(np.complex128)}
_REAL_OF: dict[np.dtype[Any], np.dtype[Any]] = {c: r for r, c in _COMPLEX_OF.items()}


def _same(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return dtype


def _real_part(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return _REAL_OF.get(dtype, dtype)


def _complex_of(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return _COMPLEX_OF.get(dtype, dtype)


# -- lowering helpers -----------------------------------------------------------

def _chlo(op: str) -> Build:
    """A builder calling ``chlo.<op>`` (XLA legalizes CHLO when it compiles)."""
    def build(out_type: Any, *xs: Any) -> Any:
        from jaxlib.mlir.dialects import chlo

        return getattr(chlo, op)(*xs)

    return build


def _in_float32_if_narrow(build: Build) -> Build:
    """``build`` run in float32 for floats narrower than 16 bits (XLA cannot legalize
    some CHLO operations, e.g. erfc, for float8 or float4), the result converted back."""
    def wrapped(out_type: Any, x: Any) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo as hlo

        if not str(x.type.element_type).startswith(("f8", "f4")):
            return build(out_type, x)
        wide = ir.RankedTensorType.get(list(x.type.shape), ir.F32Type.get())
        return hlo.convert(out_type, build(wide, hlo.convert(wide, x)))

    return wrapped


def _exp2(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    return hlo.exponential(hlo.multiply(lowering.full_like(x, math.log(2.0)), x))  # 2**x = e**(x ln 2), as JAX


def _logistic(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    one = lowering.full_like(x, 1)
    return hlo.divide(one, hlo.add(one, hlo.exponential(hlo.negate(x))))


def _sin_or_cos(cosine: bool) -> Build:
    """Real: stablehlo's sine/cosine. Complex: from the real parts' sin, cos and
    expm1 (sinh and cosh of small imaginary parts keep their precision)."""
    def build(out_type: Any, x: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        if lowering.element_kind(x) != "complex":
            return hlo.cosine(x) if cosine else hlo.sine(x)
        a, b = hlo.real(x), hlo.imag(x)
        sin_a, cos_a = hlo.sine(a), hlo.cosine(a)
        up, down = hlo.exponential_minus_one(b), hlo.exponential_minus_one(hlo.negate(b))
        half = lowering.full_like(a, 0.5)
        sinh_b = hlo.multiply(hlo.subtract(up, down), half)
        cosh_b = hlo.add(hlo.multiply(hlo.add(up, down), half), lowering.full_like(a, 1))
        zero = lowering.full_like(a, 0)
        a_is_zero = lowering.compare(a, zero, "EQ")
        if cosine:   # cos(a + ib) = cos a cosh b - i sin a sinh b
            re, im = hlo.multiply(cos_a, cosh_b), hlo.negate(hlo.multiply(sin_a, sinh_b))
            im = hlo.select(a_is_zero, zero, im)  # not 0 * inf = nan when b is huge
        else:        # sin(a + ib) = sin a cosh b + i cos a sinh b
            re, im = hlo.multiply(sin_a, cosh_b), hlo.multiply(cos_a, sinh_b)
            re = hlo.select(a_is_zero, zero, re)
        return hlo.complex(re, im)

    return build


def _sign(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if lowering.element_kind(x) == "uint":  # stablehlo.sign takes no unsigned integers
        zero = lowering.full_like(x, 0)
        return hlo.select(lowering.compare(x, zero, "EQ"), zero, lowering.full_like(x, 1))
    return hlo.sign(x)


def _square(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir.dialects import chlo
    from jaxlib.mlir.dialects import stablehlo as hlo

    return hlo.multiply(x, x) if lowering.element_kind(x) in ("uint", "int") else chlo.square(x)


def _reciprocal(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    return hlo.divide(lowering.full_like(x, 1), x)


def _round(out_type: Any, x: Any, *, rounding_method: int) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if rounding_method == RoundingMethod.TO_NEAREST_EVEN:
        return hlo.round_nearest_even(x)
    return hlo.round_nearest_afz(x)


def _conj(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if lowering.element_kind(x) == "complex":
        return hlo.complex(hlo.real(x), hlo.negate(hlo.imag(x)))
    return hlo.complex(x, lowering.full_like(x, 0))


def _pow(out_type: Any, x: Any, y: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if y.type.element_type != x.type.element_type:  # an integer exponent: converted to the base's type, as JAX
        y = hlo.convert(x.type, y)
    return hlo.power(x, y)


# -- factories ------------------------------------------------------------------

def accepting_unary(name: str, accepts: Accepts, build: Build,
                    result: Callable[[np.dtype[Any]], np.dtype[Any]] = _same) -> Primitive:
    """An elementwise unary primitive: output of the operand's shape, dtype ``result(dtype)``."""
    def rule(x: backend.Aval, **params: Any) -> ShapeDtype:
        require(name, accepts, x.dtype)
        return x.shape, result(x.dtype)

    return Primitive(name, rule, build)


def accepting_binary(name: str, accepts: Accepts | tuple[Accepts, Accepts], build: Build,
                     result: Callable[[np.dtype[Any], np.dtype[Any]], np.dtype[Any]] | None = None) -> Primitive:
    """An elementwise binary primitive. Operands must have equal dtypes unless ``result``
    (which then decides the output dtype) says otherwise."""
    first, second = (accepts, accepts) if isinstance(accepts, Accepts) else accepts

    def check(x: backend.Aval, y: backend.Aval) -> np.dtype[Any]:
        require(name, first, x.dtype, 0)
        require(name, second, y.dtype, 1)
        if result is None:
            require_same_dtypes(name, x, y)
            return x.dtype
        return result(x.dtype, y.dtype)

    return binary_primitive(name, check, build)


def unary_function(primitive: Primitive, doc: str) -> Callable[[Any], Array]:
    def operator_(x: Any) -> Array:
        return primitive.bind_unary(x if type(x) is ArrayImpl else lax_operand(x))

    operator_.__name__ = operator_.__qualname__ = primitive.name
    operator_.__doc__ = f"lax.{primitive.name}: {doc}"
    return operator_


def binary_function(primitive: Primitive, doc: str) -> Callable[[Any, Any], Array]:
    def operator_(x: Any, y: Any) -> Array:
        a, b = lax_operand(x), lax_operand(y)
        lax_broadcast_shapes(primitive.name, a.shape, b.shape)
        return primitive.bind(a, b)

    operator_.__name__ = operator_.__qualname__ = primitive.name
    operator_.__doc__ = f"lax.{primitive.name}: {doc}"
    return operator_


# -- unary operators ------------------------------------------------------------

exp_p: Primitive = accepting_unary("exp", INEXACT, hlo_build("exponential"))
exp2_p: Primitive = accepting_unary("exp2", INEXACT, _exp2)
expm1_p: Primitive = accepting_unary("expm1", INEXACT, hlo_build("exponential_minus_one"))
log_p: Primitive = accepting_unary("log", INEXACT, hlo_build("log"))
log1p_p: Primitive = accepting_unary("log1p", INEXACT, hlo_build("log_plus_one"))
sin_p: Primitive = accepting_unary("sin", INEXACT, _sin_or_cos(cosine=False))
cos_p: Primitive = accepting_unary("cos", INEXACT, _sin_or_cos(cosine=True))
tan_p: Primitive = accepting_unary("tan", INEXACT, hlo_build("tan"))
asin_p: Primitive = accepting_unary("asin", INEXACT, _chlo("asin"))
acos_p: Primitive = accepting_unary("acos", INEXACT, _chlo("acos"))
atan_p: Primitive = accepting_unary("atan", INEXACT, _chlo("atan"))
sinh_p: Primitive = accepting_unary("sinh", INEXACT, _chlo("sinh"))
cosh_p: Primitive = accepting_unary("cosh", INEXACT, _chlo("cosh"))
tanh_p: Primitive = accepting_unary("tanh", INEXACT, hlo_build("tanh"))
asinh_p: Primitive = accepting_unary("asinh", INEXACT, _chlo("asinh"))
acosh_p: Primitive = accepting_unary("acosh", INEXACT, _chlo("acosh"))
atanh_p: Primitive = accepting_unary("atanh", INEXACT, _chlo("atanh"))
sqrt_p: Primitive = accepting_unary("sqrt", INEXACT, hlo_build("sqrt"))
rsqrt_p: Primitive = accepting_unary("rsqrt", INEXACT, hlo_build("rsqrt"))
cbrt_p: Primitive = accepting_unary("cbrt", FLOATING, hlo_build("cbrt"))
logistic_p: Primitive = accepting_unary("logistic", INEXACT, _logistic)
erf_p: Primitive = accepting_unary("erf", FLOATING, _chlo("erf"))
erfc_p: Primitive = accepting_unary("erfc", FLOATING, _in_float32_if_narrow(_chlo("erfc")))
erf_inv_p: Primitive = accepting_unary("erf_inv", FLOATING, _chlo("erf_inv"))
lgamma_p: Primitive = accepting_unary("lgamma", FLOATING, _chlo("lgamma"))
digamma_p: Primitive = accepting_unary("digamma", FLOATING, _chlo("digamma"))
reciprocal_p: Primitive = accepting_unary("reciprocal", INEXACT, _reciprocal)
neg_p: Primitive = accepting_unary("neg", NUMBER, hlo_build("negate"))
abs_p: Primitive = accepting_unary("abs", SIGNED_NUMBER, hlo_build("abs"), result=_real_part)
sign_p: Primitive = accepting_unary("sign", NUMBER, _sign)
floor_p: Primitive = accepting_unary("floor", FLOATING, hlo_build("floor"))
ceil_p: Primitive = accepting_unary("ceil", FLOATING, hlo_build("ceil"))
round_p: Primitive = accepting_unary("round", FLOATING, _round)
is_finite_p: Primitive = accepting_unary("is_finite", FLOATING, hlo_build("is_finite"), result=lambda _: np.dtype(bool))
square_p: Primitive = accepting_unary("square", NUMBER, _square)
not_p: Primitive = accepting_unary("bitwise_not", BOOL_OR_INTEGER, hlo_build("not_"))
population_count_p: Primitive = accepting_unary("population_count", INTEGER, hlo_build("popcnt"))
clz_p: Primitive = accepting_unary("clz", INTEGER, hlo_build("count_leading_zeros"))
real_p: Primitive = accepting_unary("real", COMPLEX, hlo_build("real"), result=_real_part)
imag_p: Primitive = accepting_unary("imag", COMPLEX, hlo_build("imag"), result=_real_part)
conj_p: Primitive = accepting_unary("conj", CONJUGABLE, _conj, result=_complex_of)

exp: Callable[[Any], Array] = unary_function(exp_p, "elementwise e**x.")
exp2: Callable[[Any], Array] = unary_function(exp2_p, "elementwise 2**x.")
expm1: Callable[[Any], Array] = unary_function(expm1_p, "elementwise e**x - 1, accurate for small x.")
log: Callable[[Any], Array] = unary_function(log_p, "elementwise natural logarithm.")
log1p: Callable[[Any], Array] = unary_function(log1p_p, "elementwise log(1 + x), accurate for small x.")
sin: Callable[[Any], Array] = unary_function(sin_p, "elementwise sine.")
cos: Callable[[Any], Array] = unary_function(cos_p, "elementwise cosine.")
tan: Callable[[Any], Array] = unary_function(tan_p, "elementwise tangent.")
asin: Callable[[Any], Array] = unary_function(asin_p, "elementwise arc sine.")
acos: Callable[[Any], Array] = unary_function(acos_p, "elementwise arc cosine.")
atan: Callable[[Any], Array] = unary_function(atan_p, "elementwise arc tangent.")
sinh: Callable[[Any], Array] = unary_function(sinh_p, "elementwise hyperbolic sine.")
cosh: Callable[[Any], Array] = unary_function(cosh_p, "elementwise hyperbolic cosine.")
tanh: Callable[[Any], Array] = unary_function(tanh_p, "elementwise hyperbolic tangent.")
asinh: Callable[[Any], Array] = unary_function(asinh_p, "elementwise inverse hyperbolic sine.")
acosh: Callable[[Any], Array] = unary_function(acosh_p, "elementwise inverse hyperbolic cosine.")
atanh: Callable[[Any], Array] = unary_function(atanh_p, "elementwise inverse hyperbolic tangent.")
sqrt: Callable[[Any], Array] = unary_function(sqrt_p, "elementwise square root.")
rsqrt: Callable[[Any], Array] = unary_function(rsqrt_p, "elementwise 1 / sqrt(x).")
cbrt: Callable[[Any], Array] = unary_function(cbrt_p, "elementwise cube root (real floats only).")
logistic: Callable[[Any], Array] = unary_function(logistic_p, "elementwise 1 / (1 + e**-x).")
erf: Callable[[Any], Array] = unary_function(erf_p, "elementwise error function (real floats only).")
erfc: Callable[[Any], Array] = unary_function(erfc_p, "elementwise complementary error function 1 - erf(x) (real floats only).")
erf_inv: Callable[[Any], Array] = unary_function(erf_inv_p, "elementwise inverse of erf (real floats only).")
lgamma: Callable[[Any], Array] = unary_function(lgamma_p, "elementwise log of the absolute value of the gamma function (real floats only).")
digamma: Callable[[Any], Array] = unary_function(digamma_p, "elementwise digamma function, the derivative of lgamma (real floats only).")
reciprocal: Callable[[Any], Array] = unary_function(reciprocal_p, "elementwise 1 / x (floats and complex; integers are rejected).")
neg: Callable[[Any], Array] = unary_function(neg_p, "elementwise -x (unsigned integers wrap).")
abs: Callable[[Any], Array] = unary_function(abs_p, "elementwise |x|; complex64 gives float32, complex128 float64.")  # noqa: A001
sign: Callable[[Any], Array] = unary_function(sign_p, "elementwise sign: -1, 0 or 1 (x / |x| for complex; NaN stays NaN).")
floor: Callable[[Any], Array] = unary_function(floor_p, "elementwise floor (floats only).")
ceil: Callable[[Any], Array] = unary_function(ceil_p, "elementwise ceiling (floats only).")
is_finite: Callable[[Any], Array] = unary_function(is_finite_p, "elementwise test for a finite value (floats only), a bool array.")
square: Callable[[Any], Array] = unary_function(square_p, "elementwise x * x.")
bitwise_not: Callable[[Any], Array] = unary_function(not_p, "elementwise NOT of bools and integers (bitwise).")
population_count: Callable[[Any], Array] = unary_function(population_count_p, "elementwise count of the 1 bits (integers).")
clz: Callable[[Any], Array] = unary_function(clz_p, "elementwise count of leading zero bits (integers).")
real: Callable[[Any], Array] = unary_function(real_p, "elementwise real part of a complex array.")
imag: Callable[[Any], Array] = unary_function(imag_p, "elementwise imaginary part of a complex array.")
conj: Callable[[Any], Array] = unary_function(conj_p, "elementwise complex conjugate; float32/float64 input gives complex64/complex128.")


class RoundingMethod(enum.IntEnum):
    """How ``round`` breaks ties: away from zero (C's ``round``) or to the even neighbour."""

    AWAY_FROM_ZERO = 0
    TO_NEAREST_EVEN = 1


def round(x: Any, rounding_method: int = RoundingMethod.AWAY_FROM_ZERO) -> Array:  # noqa: A001
    """lax.round: elementwise rounding to the nearest integer (floats only);
    ``rounding_method`` (a ``RoundingMethod`` or its value) breaks ties."""
    method = RoundingMethod(rounding_method)  # ValueError for anything else, as JAX
    a = lax_operand(x)
    return round_p.bind(a, rounding_method=method)


# -- binary operators -----------------------------------------------------------

def _pow_dtype(x: np.dtype[Any], y: np.dtype[Any]) -> np.dtype[Any]:
    if x == y or dtypes.dtype_info(y).kind in ("uint", "int"):
        return x
    raise TypeError(
        f"lax.pow requires an exponent of the base's dtype or an integer exponent, got {x.name} and {y.name}. "
        "(jaxtypes.numpy.power promotes its inputs; or cast with .astype)")


def _complex_dtype(x: np.dtype[Any], y: np.dtype[Any]) -> np.dtype[Any]:
    require_same_dtypes("complex", backend.Aval((), x), backend.Aval((), y))
    return _COMPLEX_OF[x]


pow_p: Primitive = accepting_binary("pow", (INEXACT, NUMBER), _pow, result=_pow_dtype)
rem_p: Primitive = accepting_binary("rem", REAL_NUMBER, hlo_build("remainder"))
atan2_p: Primitive = accepting_binary("atan2", INEXACT, hlo_build("atan2"))
nextafter_p: Primitive = accepting_binary("nextafter", FLOATING, _chlo("next_after"))
shift_left_p: Primitive = accepting_binary("shift_left", INTEGER, hlo_build("shift_left"))
shift_right_arithmetic_p: Primitive = accepting_binary("shift_right_arithmetic", INTEGER, hlo_build("shift_right_arithmetic"))
shift_right_logical_p: Primitive = accepting_binary("shift_right_logical", INTEGER, hlo_build("shift_right_logical"))
complex_p: Primitive = accepting_binary("complex", COMPLEX_PARTS, hlo_build("complex"), result=_complex_dtype)
# Not a public lax function: jnp.power of integers (lax.pow takes floating bases only;
# XLA's power computes integer powers exactly). Strongly typed, as in JAX.
integer_power_p: Primitive = accepting_binary("integer_power", INTEGER, hlo_build("power"))
integer_power_p.weak = never_weak
integer_power_p.batch = broadcasting_batch(integer_power_p)
define_zero_jvp(integer_power_p)  # integers only: no tangents

pow: Callable[[Any, Any], Array] = binary_function(pow_p, "elementwise x**y; x float or complex, y of x's dtype or any integer dtype.")  # noqa: A001
rem: Callable[[Any, Any], Array] = binary_function(rem_p, "elementwise remainder of x / y truncated toward zero (C's fmod): the sign of x.")
atan2: Callable[[Any, Any], Array] = binary_function(atan2_p, "elementwise arc tangent of x / y, in the quadrant of (y, x).")
nextafter: Callable[[Any, Any], Array] = binary_function(nextafter_p, "elementwise next representable value after x toward y.")
shift_left: Callable[[Any, Any], Array] = binary_function(shift_left_p, "elementwise x << y; shifts of the bit width or more give 0.")
shift_right_arithmetic: Callable[[Any, Any], Array] = binary_function(
    shift_right_arithmetic_p, "elementwise x >> y filling with the sign bit; shifts of the bit width or more fill.")
shift_right_logical: Callable[[Any, Any], Array] = binary_function(
    shift_right_logical_p, "elementwise x >> y filling with zeros; shifts of the bit width or more give 0.")
complex: Callable[[Any, Any], Array] = binary_function(  # noqa: A001
    complex_p, "elementwise x + 1j*y from float32 (complex64) or float64 (complex128) parts.")


# -- integer_pow ----------------------------------------------------------------

def _integer_pow_rule(x: backend.Aval, *, y: int) -> ShapeDtype:
    require("integer_pow", NUMBER, x.dtype)
    if y < 0 and dtypes.dtype_info(x.dtype).kind in ("uint", "int"):
        raise TypeError(f"lax.integer_pow: integers cannot be raised to negative powers, got {x.dtype.name} ** {y}")
    return x.shape, x.dtype


def _integer_pow_lower(out_type: Any, x: Any, *, y: int) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if y == 0:
        return lowering.full_like(x, 1)
    # Square-and-multiply over the bits of |y|.
    result: Any = None
    base, n = x, builtins.abs(y)
    while True:
        if n & 1:
            result = base if result is None else hlo.multiply(result, base)
        n >>= 1
        if not n:
            break
        base = hlo.multiply(base, base)
    return hlo.divide(lowering.full_like(result, 1), result) if y < 0 else result


integer_pow_p: Primitive = Primitive("integer_pow", _integer_pow_rule, _integer_pow_lower)


def integer_pow(x: Any, y: int) -> Array:
    """lax.integer_pow: elementwise x**y for a static Python integer ``y``, by repeated
    squaring; negative ``y`` only for floats and complex."""
    if isinstance(y, float | builtins.complex | np.inexact):
        raise TypeError(f"lax.integer_pow: the exponent must be an integer, got {y!r}")
    a = lax_operand(x)
    return integer_pow_p.bind(a, y=operator.index(y))


# -- select, select_n, clamp ----------------------------------------------------

def _select_n_rule(which: backend.Aval, *cases: backend.Aval) -> ShapeDtype:
    require_same_dtypes("select_n", *cases)
    kind = dtypes.dtype_info(which.dtype).kind
    if kind not in ("bool", "uint", "int"):
        raise TypeError(f"lax.select_n: `which` must be bool or integer, got dtype {which.dtype.name}")
    if kind == "bool" and len(cases) > 2:
        raise TypeError(f"lax.select_n: a bool `which` selects from at most 2 cases, got {len(cases)}")
    shape = cases[0].shape
    if any(c.shape != shape for c in cases[1:]):
        raise TypeError(f"lax.select_n: cases must have equal shapes, got {', '.join(str(c.shape) for c in cases)}")
    if which.shape and which.shape != shape:
        raise TypeError(f"lax.select_n: `which` must be 0-d or of the cases' shape {shape}, got shape {which.shape}")
    return shape, cases[0].dtype


def _select_n_lower(out_type: Any, which: Any, *cases: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if len(cases) == 1:
        return cases[0]
    which = lowering.broadcast_to(which, tuple(out_type.shape))
    if lowering.element_kind(which) == "bool":
        return hlo.select(which, cases[1], cases[0])

    def pick(offset: int, group: Sequence[Any]) -> Any:  # a binary search over the cases
        if len(group) == 1:
            return group[0]
        middle = len(group) // 2
        below = lowering.compare(which, lowering.full_like(which, offset + middle), "LT")
        return hlo.select(below, pick(offset, group[:middle]), pick(offset + middle, group[middle:]))

    return pick(0, cases)


select_n_p: Primitive = Primitive("select_n", _select_n_rule, _select_n_lower,
                                  weak=lambda avals, _: all(a.weak_type for a in avals[1:]))  # not the predicate


def select_n(which: Any, *cases: Any) -> Array:
    """lax.select_n: elementwise ``cases[which]``. ``which`` is bool (at most 2 cases) or
    an integer in ``[0, len(cases))`` (outside: unspecified), 0-d or of the cases'
    shape; the cases have equal shapes and dtypes. Weak iff every case is."""
    if not cases:
        raise ValueError("lax.select_n needs at least one case")
    w, *arrays = (lax_operand(c) for c in (which, *cases))
    return select_n_p.bind(w, *arrays)


def select(pred: Any, on_true: Any, on_false: Any) -> Array:
    """lax.select: elementwise ``on_true if pred else on_false`` (``select_n(pred, on_false, on_true)``)."""
    return select_n(pred, on_false, on_true)


def _clamp_rule(low: backend.Aval, x: backend.Aval, high: backend.Aval) -> ShapeDtype:
    require_same_dtypes("clamp", low, x, high)
    for bound, name in ((low, "min"), (high, "max")):
        if bound.shape and bound.shape != x.shape:
            raise TypeError(f"lax.clamp: {name} must be 0-d or of the operand's shape {x.shape}, "
                            f"got shape {bound.shape}")
    return x.shape, x.dtype


def _clamp_lower(out_type: Any, low: Any, x: Any, high: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    shape = tuple(out_type.shape)
    return hlo.clamp(lowering.broadcast_to(low, shape), x, lowering.broadcast_to(high, shape))


clamp_p: Primitive = Primitive("clamp", _clamp_rule, _clamp_lower)


def clamp(min: Any, x: Any, max: Any) -> Array:  # noqa: A002  (lax's names)
    """lax.clamp: elementwise ``min`` if x < min, ``max`` if x > max, else x. ``min`` and
    ``max`` are 0-d or of x's shape; all three have one dtype."""
    low, a, high = lax_operand(min), lax_operand(x), lax_operand(max)
    return clamp_p.bind(low, a, high)


# -- representation: bitcast_convert_type, reduce_precision ---------------------

def _bitcast_rule(x: backend.Aval, *, new_dtype: np.dtype[Any]) -> ShapeDtype:
    old, new = dtypes.dtype_info(x.dtype), dtypes.dtype_info(new_dtype)
    if old.name != new.name and ({old.kind, new.kind} & {"bool", "complex"}):
        raise TypeError(f"lax.bitcast_convert_type: bool and complex values bit-cast only to their own dtype, "
                        f"got {old.name} to {new.name} (a view of the bytes: .view())")
    if old.bits == new.bits:
        return x.shape, new_dtype
    if old.bits > new.bits:
        return (*x.shape, old.bits // new.bits), new_dtype
    last = x.shape[-1] if x.shape else 1
    if last * old.bits != new.bits:
        raise ValueError(f"lax.bitcast_convert_type: {old.name} to {new.name} needs a last dimension of "
                         f"{new.bits // old.bits}, got shape {x.shape}")
    return x.shape[:-1], new_dtype


def _bitcast_lower(out_type: Any, x: Any, *, new_dtype: np.dtype[Any]) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    return hlo.bitcast_convert(out_type, x)


bitcast_convert_type_p: Primitive = Primitive("bitcast_convert_type", _bitcast_rule, _bitcast_lower, weak=never_weak)


def bitcast_convert_type(operand: Any, new_dtype: Any) -> Array:
    """lax.bitcast_convert_type: the same bits read as ``new_dtype``. A narrower type adds a
    trailing dimension (of the width ratio), a wider one removes it. Never weak."""
    x = lax_operand(operand)
    return bitcast_convert_type_p.bind(x, new_dtype=dtypes.canonicalize_dtype(new_dtype))


def _reduce_precision_rule(x: backend.Aval, *, exponent_bits: int, mantissa_bits: int) -> ShapeDtype:
    require("reduce_precision", FLOATING, x.dtype)
    return x.shape, x.dtype


def _reduce_precision_lower(out_type: Any, x: Any, *, exponent_bits: int, mantissa_bits: int) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    return hlo.reduce_precision(x, exponent_bits, mantissa_bits)


reduce_precision_p: Primitive = Primitive("reduce_precision", _reduce_precision_rule, _reduce_precision_lower)


def reduce_precision(operand: Any, exponent_bits: int, mantissa_bits: int) -> Array:
    """lax.reduce_precision: each value rounded to a float with ``exponent_bits`` (at
    least 1) and ``mantissa_bits`` (at least 0), kept in its own dtype."""
    exponent, mantissa = operator.index(exponent_bits), operator.index(mantissa_bits)
    if exponent < 1:
        raise ValueError(f"lax.reduce_precision: exponent_bits must be positive, got {exponent}")
    if mantissa < 0:
        raise ValueError(f"lax.reduce_precision: mantissa_bits must be non-negative, got {mantissa}")
    x = lax_operand(operand)
    return reduce_precision_p.bind(x, exponent_bits=exponent, mantissa_bits=mantissa)


# -- differentiation rules ------------------------------------------------------------

def _c(x: Any, value: Any) -> Array:
    """A 0-d constant of ``x``'s dtype (binary primitives broadcast it)."""
    from jaxtypes.runtime.lax.shape import full

    return full((), value, x.dtype)


def _square_of(x: Any) -> Array:
    return mul_p.bind(x, x)


def _one_minus(x: Any) -> Array:
    return sub_p.bind(_c(x, 1), x)


for _primitive, _derivative in [
    (exp_p, lambda x, out: out),
    (exp2_p, lambda x, out: mul_p.bind(out, _c(x, np.log(2)))),
    (expm1_p, lambda x, out: add_p.bind(out, _c(x, 1))),
    (sin_p, lambda x, out: cos_p.bind(x)),
    (cos_p, lambda x, out: neg_p.bind(sin_p.bind(x))),
    (tan_p, lambda x, out: add_p.bind(_c(x, 1), _square_of(out))),
    (asin_p, lambda x, out: rsqrt_p.bind(_one_minus(_square_of(x)))),
    (acos_p, lambda x, out: neg_p.bind(rsqrt_p.bind(_one_minus(_square_of(x))))),
    (atan_p, lambda x, out: reciprocal_p.bind(add_p.bind(_c(x, 1), _square_of(x)))),
    (sinh_p, lambda x, out: cosh_p.bind(x)),
    (cosh_p, lambda x, out: sinh_p.bind(x)),
    (tanh_p, lambda x, out: _one_minus(_square_of(out))),
    (asinh_p, lambda x, out: rsqrt_p.bind(add_p.bind(_square_of(x), _c(x, 1)))),
    (acosh_p, lambda x, out: rsqrt_p.bind(mul_p.bind(sub_p.bind(x, _c(x, 1)), add_p.bind(x, _c(x, 1))))),
    (atanh_p, lambda x, out: reciprocal_p.bind(_one_minus(_square_of(x)))),
    (rsqrt_p, lambda x, out: mul_p.bind(div_p.bind(out, x), _c(x, -0.5))),
    (cbrt_p, lambda x, out: mul_p.bind(_c(x, 1 / 3), integer_pow_p.bind(out, y=-2))),
    (logistic_p, lambda x, out: mul_p.bind(out, _one_minus(out))),
    (erf_p, lambda x, out: mul_p.bind(_c(x, 2 / np.sqrt(np.pi)), exp_p.bind(neg_p.bind(_square_of(x))))),
    (erfc_p, lambda x, out: mul_p.bind(_c(x, -2 / np.sqrt(np.pi)), exp_p.bind(neg_p.bind(_square_of(x))))),
    (erf_inv_p, lambda x, out: mul_p.bind(_c(x, np.sqrt(np.pi) / 2), exp_p.bind(_square_of(out)))),
    (lgamma_p, lambda x, out: digamma_p.bind(x)),
    (reciprocal_p, lambda x, out: neg_p.bind(_square_of(out))),
    (square_p, lambda x, out: mul_p.bind(x, _c(x, 2))),
]:
    define_unary_jvp(_primitive, _derivative)

define_jvp(log_p, lambda t, x, out: div_p.bind(t, x))
define_jvp(log1p_p, lambda t, x, out: div_p.bind(t, add_p.bind(x, _c(x, 1))))
define_jvp(sqrt_p, lambda t, x, out: div_p.bind(t, mul_p.bind(out, _c(out, 2))))


def _abs_jvp(t: Any, x: Any, out: Any) -> Array:
    if dtypes.dtype_info(x.dtype).kind != "complex":
        return mul_p.bind(sign_p.bind(x), t)
    return real_p.bind(mul_p.bind(conj_p.bind(sign_p.bind(x)), t))


define_jvp(abs_p, _abs_jvp)
nextafter_p.not_differentiable = ("as in JAX, differentiating it is an error rather than a zero tangent: "
                                  "the next representable float is a step function of its operands")
for _primitive in (sign_p, floor_p, ceil_p, round_p, is_finite_p, not_p, population_count_p, clz_p, shift_left_p, shift_right_arithmetic_p, shift_right_logical_p, bitcast_convert_type_p):
    define_zero_jvp(_primitive)

define_linear(neg_p, lambda ct, x: [neg_p.bind(ct)])
define_linear(real_p, lambda ct, x: [complex_p.bind(ct, full_like_zero(ct))])
define_linear(imag_p, lambda ct, x: [complex_p.bind(full_like_zero(ct), neg_p.bind(ct))])
define_linear(conj_p, lambda ct, x: [conj_p.bind(ct) if dtypes.dtype_info(x.aval.dtype).kind == "complex"
                                     else real_p.bind(ct)])
define_linear(complex_p, lambda ct, x, y: [real_p.bind(ct) if is_undefined(x) else None,
                                           imag_p.bind(neg_p.bind(ct)) if is_undefined(y) else None])
define_linear(reduce_precision_p, lambda ct, x, **params: [reduce_precision_p.bind(ct, **params)])


def full_like_zero(x: Any) -> Array:
    from jaxtypes.runtime.lax.shape import full_like

    return full_like(x, 0)


def _pow_jvp_base(t: Any, x: Any, y: Any, out: Any) -> Array:
    from jaxtypes.runtime.lax.operators import convert_element_type_p

    y_as_x = y if y.dtype == x.dtype else convert_element_type_p.bind(y, new_dtype=x.dtype, weak_type=False)
    one = _c(y, 1)
    return mul_p.bind(t, mul_p.bind(y_as_x, pow_p.bind(x, sub_p.bind(y, one))))


def _pow_jvp_exponent(t: Any, x: Any, y: Any, out: Any) -> Array:
    from jaxtypes.runtime.lax.operators import eq_p

    safe = select_n_p.bind(eq_p.bind(x, full_like_zero(x)), x, _ones_like(x))  # log(0) * 0 would be nan
    return mul_p.bind(t, mul_p.bind(log_p.bind(safe), out))


def _ones_like(x: Any) -> Array:
    from jaxtypes.runtime.lax.shape import full_like

    return full_like(x, 1)


define_jvp(pow_p, _pow_jvp_base, _pow_jvp_exponent)
define_jvp(integer_pow_p, lambda t, x, out, *, y: (
    full_like_zero(t) if y == 0 else mul_p.bind(t, mul_p.bind(_c(x, y), integer_pow_p.bind(x, y=y - 1)))))


def _rem_jvp_divisor(t: Any, x: Any, y: Any, out: Any) -> Array:
    quotient = div_p.bind(x, y)
    return mul_p.bind(neg_p.bind(t), mul_p.bind(sign_p.bind(quotient), floor_p.bind(abs_p.bind(quotient))))


define_jvp(rem_p, lambda t, x, y, out: t, _rem_jvp_divisor)
define_jvp(atan2_p,
           lambda t, x, y, out: mul_p.bind(t, div_p.bind(y, add_p.bind(_square_of(x), _square_of(y)))),
           lambda t, x, y, out: mul_p.bind(t, div_p.bind(neg_p.bind(x), add_p.bind(_square_of(x), _square_of(y)))))


def _select_n_jvp(primals: Sequence[Any], tangents: Sequence[Any]) -> tuple[Any, Any]:
    which, *cases = primals
    out = select_n_p.bind(which, *cases)
    if all(t is None for t in tangents[1:]):
        return out, None
    return out, select_n_p.bind(which, *[instantiate(t, c) for c, t in zip(cases, tangents[1:])])


def _select_n_transpose(ct: Any, which: Any, *cases: Any) -> list[Any]:
    zeros = full_like_zero(ct)
    return [None] + [select_n_p.bind(which, *[ct if j == i else zeros for j in range(len(cases))])
                     if is_undefined(case) else None for i, case in enumerate(cases)]


select_n_p.jvp, select_n_p.transpose = _select_n_jvp, _select_n_transpose


def _where_else_zero(condition: Any, t: Any, like: Any) -> Array:
    from jaxtypes.runtime.lax.shape import broadcast_in_dim_p

    if t.shape != like.shape:
        t = broadcast_in_dim_p.bind(t, shape=like.shape, broadcast_dimensions=())
    return select_n_p.bind(condition, full_like_zero(like), t)


def _clamp_low(t: Any, low: Any, x: Any, high: Any, out: Any) -> Array:
    from jaxtypes.runtime.lax.operators import and_p, gt_p, lt_p

    return _where_else_zero(and_p.bind(gt_p.bind(low, x), lt_p.bind(low, high)), t, out)


def _clamp_operand(t: Any, low: Any, x: Any, high: Any, out: Any) -> Array:
    from jaxtypes.runtime.lax.operators import and_p, gt_p, lt_p

    return _where_else_zero(and_p.bind(gt_p.bind(x, low), lt_p.bind(x, high)), t, out)


def _clamp_high(t: Any, low: Any, x: Any, high: Any, out: Any) -> Array:
    from jaxtypes.runtime.lax.operators import lt_p

    return _where_else_zero(lt_p.bind(high, x), t, out)


define_jvp(clamp_p, _clamp_low, _clamp_operand, _clamp_high)


# -- batching rules ---------------------------------------------------------------------

for _primitive in (exp_p, exp2_p, expm1_p, log_p, log1p_p, sin_p, cos_p, tan_p, asin_p, acos_p, atan_p, sinh_p, cosh_p,
                   tanh_p, asinh_p, acosh_p, atanh_p, sqrt_p, rsqrt_p, cbrt_p, logistic_p, erf_p, erfc_p, erf_inv_p,
                   lgamma_p, digamma_p, reciprocal_p, neg_p, abs_p, sign_p, floor_p, ceil_p, round_p, is_finite_p,
                   square_p, not_p, population_count_p, clz_p, real_p, imag_p, conj_p, integer_pow_p,
                   reduce_precision_p):
    _primitive.batch = unary_batch(_primitive)
for _primitive in (pow_p, rem_p, atan2_p, nextafter_p, shift_left_p, shift_right_arithmetic_p,
                   shift_right_logical_p, complex_p):
    _primitive.batch = broadcasting_batch(_primitive)
select_n_p.batch = full_batch(select_n_p, scalar_ok=[True] + [False] * 64)
clamp_p.batch = full_batch(clamp_p, scalar_ok=[True, False, True])


def _bitcast_batch(values: Any, dims: Any, *, new_dtype: np.dtype[Any]) -> tuple[Any, int]:
    from jaxtypes.runtime.interpreters.batching import moveaxis

    return bitcast_convert_type_p.bind(moveaxis(values[0], dims[0], 0), new_dtype=new_dtype), 0


bitcast_convert_type_p.batch = _bitcast_batch


