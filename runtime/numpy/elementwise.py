"""``jaxtypes.numpy`` elementwise functions: lattice promotion, NumPy broadcasting, then ``lax``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.core.array_impl import ArrayImpl, check_device
from jaxtypes.runtime.lax.operands import kind, numpy_broadcast_shapes
from jaxtypes.runtime.numpy.key_arrays import on_key_data
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.staging import staged

ArrayLike = Any


_INEXACT: frozenset[np.dtype[Any]] = frozenset(
    info.dtype for info in dtypes.REGISTRY.values() if info.kind in ("float", "complex"))


def same_rank(name: str, *arrays: Array) -> list[Array]:
    """Arrays brought to one rank by NumPy's rule; sizes of 1 and 0-d operands are left
    for ``lax`` to broadcast."""
    rank = max(a.ndim for a in arrays)
    numpy_broadcast_shapes(name, *(a.shape for a in arrays))
    return [a if a.ndim in (0, rank) else lax_shape.expand_dims(a, tuple(range(rank - a.ndim))) for a in arrays]


def _binary(name: str, lax_fn: Callable[[Any, Any], Array]) -> Callable[[ArrayLike, ArrayLike], Array]:
    def function(x: ArrayLike, y: ArrayLike, /) -> Array:
        a: Array
        b: Array
        if (type(x) is ArrayImpl and type(y) is ArrayImpl and x._dtype == y._dtype
                and not (x._weak_type and y._weak_type)):
            a, b = x, y  # what promote gives, found at once (eager x + y)
        else:
            a, b = promote(name, x, y)[0]
        return lax_fn(a, b) if a.shape == b.shape or not a.shape or not b.shape else lax_fn(*same_rank(name, a, b))

    function.__name__ = function.__qualname__ = name
    function.__doc__ = f"jnp.{name}: elementwise, operands promoted by the lattice and broadcast."
    return function


def _bool_as(bool_fn: Callable[[Any, Any], Array], fn: Callable[[Any, Any], Array]) -> Callable[[Any, Any], Array]:
    def apply(a: Array, b: Array) -> Array:
        return (bool_fn if kind(a.dtype) == "bool" else fn)(a, b)

    return apply


add: Callable[[ArrayLike, ArrayLike], Array] = _binary("add", _bool_as(lax_ops.bitwise_or, lax_ops.add))
subtract: Callable[[ArrayLike, ArrayLike], Array] = _binary("subtract", lax_ops.sub)
multiply: Callable[[ArrayLike, ArrayLike], Array] = _binary("multiply", _bool_as(lax_ops.bitwise_and, lax_ops.mul))
maximum: Callable[[ArrayLike, ArrayLike], Array] = _binary("maximum", lax_ops.max)
minimum: Callable[[ArrayLike, ArrayLike], Array] = _binary("minimum", lax_ops.min)
bitwise_and: Callable[[ArrayLike, ArrayLike], Array] = _binary("bitwise_and", lax_ops.bitwise_and)
bitwise_or: Callable[[ArrayLike, ArrayLike], Array] = _binary("bitwise_or", lax_ops.bitwise_or)
bitwise_xor: Callable[[ArrayLike, ArrayLike], Array] = _binary("bitwise_xor", lax_ops.bitwise_xor)
equal: Callable[[ArrayLike, ArrayLike], Array] = _binary("equal", lax_ops.eq)
not_equal: Callable[[ArrayLike, ArrayLike], Array] = _binary("not_equal", lax_ops.ne)


def _lexicographic(lax_fn: Callable[[Any, Any], Array]) -> Callable[[Any, Any], Array]:
    """An ordering comparison that orders complex numbers by real part, then imaginary part (as JAX)."""
    def apply(a: Array, b: Array) -> Array:
        if kind(a.dtype) != "complex":
            return lax_fn(a, b)
        real_a, real_b = lax_e.real(a), lax_e.real(b)
        return lax_e.select(lax_ops.eq(real_a, real_b), lax_fn(lax_e.imag(a), lax_e.imag(b)), lax_fn(real_a, real_b))

    return apply


less: Callable[[ArrayLike, ArrayLike], Array] = _binary("less", _lexicographic(lax_ops.lt))
less_equal: Callable[[ArrayLike, ArrayLike], Array] = _binary("less_equal", _lexicographic(lax_ops.le))
greater: Callable[[ArrayLike, ArrayLike], Array] = _binary("greater", _lexicographic(lax_ops.gt))
greater_equal: Callable[[ArrayLike, ArrayLike], Array] = _binary("greater_equal", _lexicographic(lax_ops.ge))


def _binary_inexact(name: str, lax_fn: Callable[[Any, Any], Array]) -> Callable[[ArrayLike, ArrayLike], Array]:
    def function(x: ArrayLike, y: ArrayLike, /) -> Array:
        a, b = promote_inexact(name, x, y)[0]
        return lax_fn(a, b) if a.shape == b.shape or not a.shape or not b.shape else lax_fn(*same_rank(name, a, b))

    function.__name__ = function.__qualname__ = name
    function.__doc__ = f"jnp.{name}: elementwise; integer and bool operands become floating first."
    return function


divide: Callable[[ArrayLike, ArrayLike], Array] = _binary_inexact("true_divide", lax_ops.div)
true_divide: Callable[[ArrayLike, ArrayLike], Array] = divide
arctan2: Callable[[ArrayLike, ArrayLike], Array] = _binary_inexact("arctan2", lax_e.atan2)
nextafter: Callable[[ArrayLike, ArrayLike], Array] = _binary_inexact("nextafter", lax_e.nextafter)


def _no_complex(name: str, a: Array) -> None:
    if kind(a.dtype) == "complex":
        raise TypeError(f"{name} does not support complex-valued inputs (got {a.dtype.name})")


def _integer_from_bool(a: Array, b: Array) -> tuple[Array, Array]:
    """floor_divide, remainder, power and the shifts compute bool operands as int32, as JAX does."""
    if kind(a.dtype) == "bool":
        return lax_ops.convert_element_type(a, np.int32), lax_ops.convert_element_type(b, np.int32)
    return a, b


def _constant(value: int | float, like: Array) -> Array:
    """A 0-d constant of ``like``'s dtype and weak type (made on the host: no kernel)."""
    return as_array(value, like.dtype, like.weak_type)


def _broadcast_both(a: Array, b: Array) -> tuple[Array, Array]:
    """Both operands at their common shape, for ``select`` (which broadcasts nothing)."""
    if a.shape == b.shape:
        return a, b
    shape = numpy_broadcast_shapes("select", a.shape, b.shape)
    return tuple(v if v.shape == shape else lax_shape.broadcast_in_dim(
        v, shape, tuple(range(len(shape) - v.ndim, len(shape)))) for v in (a, b))  # type: ignore[return-value]


def _nonzero_divisor(b: Array) -> Array:
    """Integer divisors with 0 replaced by 1: ``x % 0`` is 0, as in NumPy and JAX."""
    zero = _constant(0, b)
    return lax_e.select(lax_ops.eq(b, zero), lax_ops.add(b, _constant(1, b)), b)


def _floor_divide(a: Array, b: Array) -> Array:
    _no_complex("floor_divide", a)
    a, b = _integer_from_bool(a, b)
    if kind(a.dtype) == "uint":
        return lax_ops.div(a, b)
    if kind(a.dtype) == "int":
        quotient = lax_ops.div(a, b)  # rounds toward zero; step down where the signs differ and it was inexact
        inexact = lax_ops.ne(lax_e.rem(a, b), _constant(0, a))
        signs_differ = lax_ops.ne(lax_e.sign(a), lax_e.sign(b))
        return lax_e.select(lax_ops.bitwise_and(inexact, signs_differ), lax_ops.sub(quotient, _constant(1, a)),
                            quotient)
    return _float_floor_divide(a, b)


def _float_floor_divide(a: Array, b: Array) -> Array:
    """NumPy's floor division of floats (as CPython's float divmod): exact where
    floor(a / b) is not; ``x // 0`` is +-inf (NaN for 0 // 0)."""
    a, b = _broadcast_both(a, b)
    mod = lax_e.rem(a, b)
    zero = _constant(0, a)
    div = lax_ops.div(lax_e.select(lax_ops.eq(b, zero), a, lax_ops.sub(a, mod)), b)
    fix = lax_ops.bitwise_and(lax_ops.ne(mod, zero), lax_ops.ne(lax_e.sign(b), lax_e.sign(mod)))
    div = lax_e.select(fix, lax_ops.sub(div, _constant(1, a)), div)
    return lax_e.round(div, lax_e.RoundingMethod.AWAY_FROM_ZERO)


def _remainder(a: Array, b: Array) -> Array:
    _no_complex("remainder", a)
    a, b = _integer_from_bool(a, b)
    if kind(a.dtype) in ("int", "uint"):
        b = _nonzero_divisor(b)
    mod = lax_e.rem(a, b)  # takes the dividend's sign; Python's % takes the divisor's
    if kind(a.dtype) == "uint":
        return mod
    zero = _constant(0, a)
    fix = lax_ops.bitwise_and(lax_ops.ne(mod, zero), lax_ops.ne(lax_ops.lt(b, zero), lax_ops.lt(mod, zero)))
    return lax_e.select(fix, lax_ops.add(mod, b), mod)


def _fmod(a: Array, b: Array) -> Array:
    """C's fmod; integer divisors of 0 count as 1 (bool ones do not, as in JAX)."""
    _no_complex("fmod", a)
    if kind(a.dtype) in ("int", "uint"):
        b = _nonzero_divisor(b)
    return lax_e.rem(*_integer_from_bool(a, b))


def _left_shift(a: Array, b: Array) -> Array:
    return lax_e.shift_left(*_integer_from_bool(a, b))


def _right_shift(a: Array, b: Array) -> Array:
    a, b = _integer_from_bool(a, b)
    shift = lax_e.shift_right_logical if kind(a.dtype) == "uint" else lax_e.shift_right_arithmetic
    return shift(a, b)


left_shift: Callable[[ArrayLike, ArrayLike], Array] = _binary("left_shift", _left_shift)
right_shift: Callable[[ArrayLike, ArrayLike], Array] = _binary("right_shift", _right_shift)
floor_divide: Callable[[ArrayLike, ArrayLike], Array] = _binary("floor_divide", _floor_divide)
fmod: Callable[[ArrayLike, ArrayLike], Array] = _binary("fmod", _fmod)
mod: Callable[[ArrayLike, ArrayLike], Array] = _binary("remainder", _remainder)
remainder: Callable[[ArrayLike, ArrayLike], Array] = mod


def divmod(x1: ArrayLike, x2: ArrayLike, /) -> tuple[Array, Array]:  # noqa: A001
    """``(floor_divide(x1, x2), remainder(x1, x2))``."""
    return floor_divide(x1, x2), remainder(x1, x2)


def _static_integer(y: Any) -> int | None:
    """``y`` as a Python int when it is a concrete integer (a Python int or bool, a NumPy
    integer, a 0-d integer array that is not a tracer), else None: JAX computes
    ``x ** y`` for those with ``lax.integer_pow``."""
    if isinstance(y, (int, np.integer)):
        return int(y)
    if isinstance(y, np.ndarray) and y.ndim == 0 and y.dtype.kind in "iu":
        return int(y)
    if isinstance(y, ArrayImpl) and y.ndim == 0 and kind(y.dtype) in ("int", "uint"):
        return int(y)
    return None


def power(x: ArrayLike, y: ArrayLike, /) -> Array:
    """jnp.power, with JAX's cases: a concrete integer exponent keeps ``x``'s dtype
    (``lax.integer_pow``; bool bases become int32); integer bases and exponents give a
    strongly typed integer power; a floating or complex base with an integer exponent
    array keeps the base's dtype; anything else is promoted, then ``lax.pow``."""
    check_arguments("power", x, y)
    exponent = _static_integer(y)
    if exponent is not None:
        (base,), _ = promote("power", x)
        if kind(base.dtype) == "bool":
            base = lax_ops.convert_element_type(base, np.int32)
        return lax_e.integer_pow(base, exponent)
    (a, b), _ = promote("power", x, y)
    if a.shape != b.shape and a.shape and b.shape:
        a, b = same_rank("power", a, b)
    if kind(a.dtype) in ("bool", "int", "uint"):
        a, b = _integer_from_bool(a, b)
        return lax_e.integer_power_p.bind(a, b)
    (base,), _ = promote("power", x)
    (exponent_array,), _ = promote("power", y)
    if kind(base.dtype) in ("float", "complex") and kind(exponent_array.dtype) in ("int", "uint"):
        if base.shape != exponent_array.shape and base.shape and exponent_array.shape:
            base, exponent_array = same_rank("power", base, exponent_array)
        return lax_e.pow(base, exponent_array)
    return lax_e.pow(a, b)


pow = power  # noqa: A001  (jnp.pow, the array API name)


# -- unary ------------------------------------------------------------------

def _unary(name: str, lax_fn: Callable[[Any], Array], inexact: bool = False) -> Callable[[ArrayLike], Array]:
    def function(x: ArrayLike, /) -> Array:
        if type(x) is ArrayImpl and not x._weak_type and (not inexact or x._dtype in _INEXACT):
            return lax_fn(x)  # what promotion gives, found at once (eager sin(x))
        (a,), _ = (promote_inexact if inexact else promote)(name, x)
        return lax_fn(a)

    function.__name__ = function.__qualname__ = name
    function.__doc__ = f"jnp.{name}: elementwise" + ("; integer and bool inputs become floating." if inexact else ".")
    return function


def _keep_kinds(kinds: tuple[str, ...], fn: Callable[[Any], Array]) -> Callable[[Any], Array]:
    return lambda a: a if kind(a.dtype) in kinds else fn(a)


def _no_complex_unary(name: str, fn: Callable[[Any], Array]) -> Callable[[Any], Array]:
    def apply(a: Array) -> Array:
        _no_complex(name, a)
        return fn(a)

    return apply


def _square(a: Array) -> Array:
    if kind(a.dtype) == "bool":
        a = lax_ops.convert_element_type(a, np.int32)
    return lax_e.square(a)


negative: Callable[[ArrayLike], Array] = _unary("negative", lax_e.neg)
positive: Callable[[ArrayLike], Array] = _unary("positive", lambda a: a)
bitwise_not: Callable[[ArrayLike], Array] = _unary("invert", lax_e.bitwise_not)
invert: Callable[[ArrayLike], Array] = bitwise_not
absolute: Callable[[ArrayLike], Array] = _unary("abs", _keep_kinds(("bool", "uint"), lax_e.abs))  # noqa: A001
abs: Callable[[ArrayLike], Array] = absolute
sign: Callable[[ArrayLike], Array] = _unary("sign", lax_e.sign)
floor: Callable[[ArrayLike], Array] = _unary("floor", _keep_kinds(("bool", "uint", "int"), _no_complex_unary("floor", lax_e.floor)))
ceil: Callable[[ArrayLike], Array] = _unary("ceil", _keep_kinds(("bool", "uint", "int"), _no_complex_unary("ceil", lax_e.ceil)))


def _isfinite(a: Array) -> Array:
    if kind(a.dtype) == "complex":
        return lax_ops.bitwise_and(lax_e.is_finite(lax_e.real(a)), lax_e.is_finite(lax_e.imag(a)))
    return lax_e.is_finite(a)


isfinite: Callable[[ArrayLike], Array] = _unary("isfinite", _isfinite, inexact=True)
square: Callable[[ArrayLike], Array] = _unary("square", _square)
reciprocal: Callable[[ArrayLike], Array] = _unary("reciprocal", lax_e.reciprocal, inexact=True)

exp: Callable[[ArrayLike], Array] = _unary("exp", lax_e.exp, inexact=True)
exp2: Callable[[ArrayLike], Array] = _unary("exp2", lax_e.exp2, inexact=True)
expm1: Callable[[ArrayLike], Array] = _unary("expm1", lax_e.expm1, inexact=True)
log: Callable[[ArrayLike], Array] = _unary("log", lax_e.log, inexact=True)
log1p: Callable[[ArrayLike], Array] = _unary("log1p", lax_e.log1p, inexact=True)
sqrt: Callable[[ArrayLike], Array] = _unary("sqrt", lax_e.sqrt, inexact=True)
cbrt: Callable[[ArrayLike], Array] = _unary("cbrt", lax_e.cbrt, inexact=True)
sin: Callable[[ArrayLike], Array] = _unary("sin", lax_e.sin, inexact=True)
cos: Callable[[ArrayLike], Array] = _unary("cos", lax_e.cos, inexact=True)
tan: Callable[[ArrayLike], Array] = _unary("tan", lax_e.tan, inexact=True)
arcsin: Callable[[ArrayLike], Array] = _unary("arcsin", lax_e.asin, inexact=True)
arccos: Callable[[ArrayLike], Array] = _unary("arccos", lax_e.acos, inexact=True)
arctan: Callable[[ArrayLike], Array] = _unary("arctan", lax_e.atan, inexact=True)
sinh: Callable[[ArrayLike], Array] = _unary("sinh", lax_e.sinh, inexact=True)
cosh: Callable[[ArrayLike], Array] = _unary("cosh", lax_e.cosh, inexact=True)
tanh: Callable[[ArrayLike], Array] = _unary("tanh", lax_e.tanh, inexact=True)
arcsinh: Callable[[ArrayLike], Array] = _unary("arcsinh", lax_e.asinh, inexact=True)
arccosh: Callable[[ArrayLike], Array] = _unary("arccosh", lax_e.acosh, inexact=True)
arctanh: Callable[[ArrayLike], Array] = _unary("arctanh", lax_e.atanh, inexact=True)


def round(a: ArrayLike, decimals: int = 0, out: None = None) -> Array:  # noqa: A001
    """jnp.round: to ``decimals`` places, halves to even (as NumPy); integers unchanged when decimals >= 0."""
    if out is not None:
        raise NotImplementedError("round: the 'out' argument is not supported (arrays are immutable)")
    (x,), _ = promote("round", a)
    if kind(x.dtype) == "bool":
        raise ValueError("jnp.round does not accept bool arrays (data type bool is not inexact)")
    if kind(x.dtype) in ("uint", "int"):
        if decimals < 0:
            raise NotImplementedError("jnp.round of integers with decimals < 0 is not implemented")
        return x
    if kind(x.dtype) == "complex":
        return lax_e.complex(round(lax_e.real(x), decimals), round(lax_e.imag(x), decimals))
    if decimals == 0:
        return lax_e.round(x, lax_e.RoundingMethod.TO_NEAREST_EVEN)
    if decimals > np.log10(float(ml_dtypes.finfo(x.dtype).max)):  # type: ignore[no-untyped-call]
        return x  # rounding beyond the precision of the dtype changes nothing
    # float16 is scaled in float32, where 10**decimals times the value does not overflow so soon (as JAX).
    scaled = lax_ops.convert_element_type(x, np.float32, weak_type=x.weak_type) if x.dtype == np.float16 else x
    factor = _constant(10.0 ** decimals, scaled)
    rounded = lax_ops.div(lax_e.round(lax_ops.mul(scaled, factor), lax_e.RoundingMethod.TO_NEAREST_EVEN), factor)
    return (lax_ops.convert_element_type(rounded, x.dtype, weak_type=x.weak_type) if rounded.dtype != x.dtype
            else rounded)


def real(a: ArrayLike, /) -> Array:
    (x,), _ = promote("real", a)
    return lax_e.real(x) if kind(x.dtype) == "complex" else x


def imag(a: ArrayLike, /) -> Array:
    (x,), _ = promote("imag", a)
    return lax_e.imag(x) if kind(x.dtype) == "complex" else lax_ops.convert_element_type(
        lax_shape.full_like(x, 0), x.dtype, weak_type=x.weak_type)


def conjugate(a: ArrayLike, /) -> Array:
    (x,), _ = promote("conjugate", a)
    return lax_e.conj(x) if kind(x.dtype) == "complex" else x


conj = conjugate


# -- selection ----------------------------------------------------------------

def _as_bool(a: Array) -> Array:
    return a if kind(a.dtype) == "bool" else lax_ops.convert_element_type(a, np.bool_)


@staged()
def where(condition: ArrayLike, x: ArrayLike | None = None, y: ArrayLike | None = None, /) -> Array:
    """jnp.where: ``x`` where ``condition`` holds, else ``y``; ``x`` and ``y`` promoted together."""
    if x is None or y is None:
        raise TypeError("jnp.where needs three arguments (the one-argument form, nonzero, is not implemented)")
    check_arguments("where", condition)
    (a, b), _ = promote("where", x, y)
    c = _as_bool(as_array(condition, dtypes.canonicalize_dtype(np.asarray(condition).dtype))
                 if not isinstance(condition, Array) else condition)
    shape = numpy_broadcast_shapes("where", c.shape, a.shape, b.shape)
    c, a, b = (lax_shape.broadcast_in_dim(v, shape, tuple(range(len(shape) - v.ndim, len(shape))))
               if v.shape != shape else v for v in (c, a, b))
    return lax_e.select(c, a, b)


@on_key_data("choicelist", "default")
def select(condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0) -> Array:
    """jnp.select: at each position, the choice of the first condition that holds (conditions
    read as bools), else ``default``; the choices and the default promoted together."""
    if len(condlist) != len(choicelist):
        raise ValueError(f"select: condlist and choicelist must have the same length, got {len(condlist)} "
                         f"conditions and {len(choicelist)} choices")
    if len(condlist) == 0:
        raise ValueError("select: condlist must not be empty")
    out = where(condlist[-1], choicelist[-1], default)
    for condition, choice in zip(reversed(condlist[:-1]), reversed(choicelist[:-1])):
        out = where(condition, choice, out)
    return out


def clip(arr: ArrayLike, /, min: ArrayLike | None = None, max: ArrayLike | None = None) -> Array:  # noqa: A002
    """jnp.clip: ``arr`` limited to [min, max] (either may be None); promotes as maximum/minimum do.
    Complex values have no order: they raise ValueError, as in JAX."""
    check_arguments("clip", *(v for v in (arr, min, max) if v is not None))
    for value in (arr, min, max):
        if value is not None and dtypes.lattice_result_type(value)[0].kind == "c":
            raise ValueError(f"clip: complex values have no ordering and cannot be clipped, got "
                             f"{dtypes.lattice_result_type(value)[0].name}; take the real or imaginary part")
    out = arr
    if min is not None:
        out = maximum(min, out)
    if max is not None:
        out = minimum(max, out)
    return out if isinstance(out, Array) else promote("clip", out)[0][0]


def astype(x: ArrayLike, dtype: Any, /, *, copy: bool = False, device: Any = None) -> Array:
    """``x`` converted to ``dtype`` (a strong array; complex to real keeps the real part).
    Arrays are immutable, so ``copy`` changes nothing; ``device`` must be the device
    the arrays live on."""
    check_arguments("astype", x)
    if device is not None:
        check_device("astype", device)
    if not isinstance(x, Array):
        x = as_array(x, dtypes.lattice_result_type(x)[0])
    return lax_ops.convert_element_type(x, dtypes.canonicalize_dtype(dtype))


# -- the float predicates, the logical functions, log2, log10, fabs, trunc, fmax, fmin ----

def _either_part(test: Callable[[Array], Array]) -> Callable[[Array], Array]:
    """A float predicate, for complex numbers true where it holds for either part."""
    def apply(a: Array) -> Array:
        if kind(a.dtype) == "complex":
            return lax_ops.bitwise_or(test(lax_e.real(a)), test(lax_e.imag(a)))
        return test(a)

    return apply


isinf: Callable[[ArrayLike], Array] = _unary(
    "isinf", _either_part(lambda a: lax_ops.eq(lax_e.abs(a), _constant(np.inf, a))), inexact=True)
isnan: Callable[[ArrayLike], Array] = _unary("isnan", _either_part(lambda a: lax_ops.ne(a, a)), inexact=True)


def _logical(lax_fn: Callable[[Array, Array], Array]) -> Callable[[Array, Array], Array]:
    return lambda a, b: lax_fn(_as_bool(a), _as_bool(b))


logical_and: Callable[[ArrayLike, ArrayLike], Array] = _binary("logical_and", _logical(lax_ops.bitwise_and))
logical_or: Callable[[ArrayLike, ArrayLike], Array] = _binary("logical_or", _logical(lax_ops.bitwise_or))
logical_xor: Callable[[ArrayLike, ArrayLike], Array] = _binary("logical_xor", _logical(lax_ops.bitwise_xor))
logical_not: Callable[[ArrayLike], Array] = _unary("logical_not", lambda a: lax_e.bitwise_not(_as_bool(a)))


def _scaled_log(name: str, base: float) -> Callable[[ArrayLike], Array]:
    """``log(x) / log(base)``, the real and imaginary parts divided alike for complex
    ``x``; never weakly typed (jax divides by a strong constant)."""
    def apply(a: Array) -> Array:
        a = lax_ops.convert_element_type(a, a.dtype, weak_type=False)
        out = lax_e.log(a)
        if kind(a.dtype) == "complex":
            real, imag = lax_e.real(out), lax_e.imag(out)
            scale = lax_e.log(_constant(base, real))
            return lax_e.complex(lax_ops.div(real, scale), lax_ops.div(imag, scale))
        return lax_ops.div(out, lax_e.log(_constant(base, a)))

    return _unary(name, apply, inexact=True)


log2: Callable[[ArrayLike], Array] = _scaled_log("log2", 2)
log10: Callable[[ArrayLike], Array] = _scaled_log("log10", 10)


fabs: Callable[[ArrayLike], Array] = _unary("fabs", _no_complex_unary("fabs", lax_e.abs), inexact=True)


def _trunc(a: Array) -> Array:
    return lax_e.select(lax_ops.lt(a, _constant(0, a)), lax_e.ceil(a), lax_e.floor(a))


trunc: Callable[[ArrayLike], Array] = _unary(
    "trunc", _keep_kinds(("bool", "uint", "int"), _no_complex_unary("trunc", _trunc)))


def fmax(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """jnp.fmax: the larger of each pair, a NaN ignored where the other is a number
    (complex numbers ordered by real part, then imaginary part)."""
    return where(bitwise_or(greater(x1, x2), isnan(x2)), x1, x2)


def fmin(x1: ArrayLike, x2: ArrayLike, /) -> Array:
    """jnp.fmin: the smaller of each pair, a NaN ignored where the other is a number."""
    return where(bitwise_or(less(x1, x2), isnan(x2)), x1, x2)


# -- the array API standard's names for NumPy's functions --------------------------

acos: Callable[[ArrayLike], Array] = arccos
asin: Callable[[ArrayLike], Array] = arcsin
atan: Callable[[ArrayLike], Array] = arctan
acosh: Callable[[ArrayLike], Array] = arccosh
asinh: Callable[[ArrayLike], Array] = arcsinh
atanh: Callable[[ArrayLike], Array] = arctanh
atan2: Callable[[ArrayLike, ArrayLike], Array] = arctan2
bitwise_invert: Callable[[ArrayLike], Array] = invert
bitwise_left_shift: Callable[[ArrayLike, ArrayLike], Array] = left_shift
bitwise_right_shift: Callable[[ArrayLike, ArrayLike], Array] = right_shift


def iscomplex(x: ArrayLike, /) -> Array:
    """Whether each element has a non-zero imaginary part (False for every real dtype)."""
    i = imag(x)
    return lax_ops.ne(i, lax_shape.full_like(i, 0))


def isreal(x: ArrayLike, /) -> Array:
    """Whether each element has a zero imaginary part (True for every real dtype)."""
    i = imag(x)
    return lax_ops.eq(i, lax_shape.full_like(i, 0))


around = round
