"""The samplers of ``jax.random`` that transform uniform or normal variates: ``bits``,
``uniform``, ``normal``, ``randint``, ``bernoulli`` and the continuous distributions
with closed-form inverses. Each gives jax's numbers for the same key, dtype and shape.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy.creation import full_like
from jaxtypes.runtime.numpy.linalg import norm
from jaxtypes.runtime.numpy.shape import broadcast_shapes, broadcast_to
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.random.keys import take_key
from jaxtypes.runtime.random.threefry import BIT_DTYPES
from jaxtypes.runtime.random.sampling import (
    iinfo, inexact,
    broadcast_param, check_safe_cast, check_shape, constant, draw_bernoulli, draw_bits, draw_exponential,
    draw_normal, draw_rademacher, draw_split, draw_uniform, finfo, shape_of, shape_or_params, user_dtype,
)

__all__ = ["bernoulli", "bits", "cauchy", "double_sided_maxwell", "exponential", "geometric", "gumbel", "laplace",
           "logistic", "lognormal", "maxwell", "normal", "pareto", "rademacher", "randint", "rayleigh",
           "triangular", "truncated_normal", "uniform", "wald", "weibull_min"]

_STATIC = ("impl", "shape", "dtype")


# -- bits, uniform, normal -----------------------------------------------------------------

@staged("impl", "bit_width", "shape")
def _bits(data: Any, impl: str, bit_width: int, shape: tuple[int, ...]) -> Array:
    return draw_bits(data, impl, bit_width, shape)


def bits(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Uniformly random unsigned integers (default: the default unsigned int)."""
    data, impl, _ = take_key("bits", key)
    target = dtypes.default_dtype("uint") if dtype is None else user_dtype("bits", dtype, int, "u")
    return _bits(data, impl.name, target.itemsize * 8, shape_of("bits", shape))


@staged(*_STATIC)
def uniform_program(data: Any, minval: Any, maxval: Any, impl: str, shape: tuple[int, ...],
                    dtype: np.dtype[Any]) -> Array:
    return draw_uniform(data, impl, shape, dtype, minval, maxval)


def uniform(key: Any, shape: Any = (), dtype: Any = None, minval: Any = 0.0, maxval: Any = 1.0) -> Array:
    """Floats drawn uniformly from ``[minval, maxval)``."""
    data, impl, _ = take_key("uniform", key)
    target = user_dtype("uniform", dtype, float, "f")
    return uniform_program(data, minval, maxval, impl.name, shape_of("uniform", shape), target)


@staged(*_STATIC)
def _normal(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    return draw_normal(data, impl, shape, dtype)


def normal(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Standard normal variates (complex dtypes: real and imaginary parts of variance 1/2)."""
    data, impl, _ = take_key("normal", key)
    target = user_dtype("normal", dtype, float, "fc")
    return _normal(data, impl.name, shape_of("normal", shape), target)


# -- integers and bools -----------------------------------------------------------------------

def _clipped(value: Array, dtype: np.dtype[Any]) -> Array:
    """``value`` clipped to the range both its dtype and ``dtype`` hold, then converted."""
    inner, outer = iinfo(dtype), iinfo(value.dtype)
    low = constant(max(inner.min, outer.min), value.dtype)
    high = constant(min(inner.max, outer.max), value.dtype)
    return ew.clip(value, low, high).astype(dtype)


@staged(*_STATIC)
def randint_program(data: Any, minval: Any, maxval: Any, impl: str, shape: tuple[int, ...],
                    dtype: np.dtype[Any]) -> Array:
    low, high = asarray(minval), asarray(maxval)
    if not dtypes.issubdtype(low.dtype, np.integer):
        low = low.astype(int)
    if not dtypes.issubdtype(high.dtype, np.integer):
        high = high.astype(int)
    out_of_range = broadcast_to(high > _clipped(constant(iinfo(dtype).max, dtype), high.dtype), shape)
    low, high = broadcast_to(_clipped(low, dtype), shape), broadcast_to(_clipped(high, dtype), shape)
    nbits = iinfo(dtype).bits
    key_high, key_low = draw_split(data, impl)
    higher_bits, lower_bits = draw_bits(key_high, impl, nbits, shape), draw_bits(key_low, impl, nbits, shape)
    unsigned = BIT_DTYPES[nbits]
    span = lax_ops.convert_element_type(high - low, unsigned)
    span = lax_e.select(high <= low, full_like(span, 1), span)
    span = lax_e.select(out_of_range & (high > low), lax_ops.add(span, constant(1, unsigned)), span)
    multiplier = lax_e.rem(constant(2 ** (nbits // 2), unsigned) + full_like(span, 0), span)
    multiplier = lax_e.rem(lax_ops.mul(multiplier, multiplier), span)
    offset = lax_ops.add(lax_ops.mul(lax_e.rem(higher_bits, span), multiplier), lax_e.rem(lower_bits, span))
    offset = lax_e.rem(offset, span)
    return lax_ops.add(low, lax_ops.convert_element_type(offset, dtype))


def randint(key: Any, shape: Any, minval: Any, maxval: Any, dtype: Any = None) -> Array:
    """Integers drawn uniformly from ``[minval, maxval)`` (bounds clipped to the dtype)."""
    data, impl, _ = take_key("randint", key)
    target = dtypes.canonicalize_dtype(int if dtype is None else dtype)
    if not dtypes.issubdtype(target, np.integer):
        raise TypeError(f"randint only accepts integer dtypes, got {target}")
    sizes = shape_of("randint", shape)
    check_shape("randint", sizes, tuple(np.shape(minval)), tuple(np.shape(maxval)))
    info = iinfo(target)
    sampled = target
    if info.bits < 32:
        sampled = np.dtype(np.int32)
        minval = ew.clip(asarray(minval).astype(np.int32), int(info.min), int(info.max))
        maxval = ew.clip(asarray(maxval).astype(np.int32), int(info.min), int(info.max) + 1)
    return randint_program(data, minval, maxval, impl.name, sizes, sampled).astype(target)


@staged("impl", "shape", "mode")
def _bernoulli(data: Any, p: Any, impl: str, shape: tuple[int, ...], mode: str) -> Array:
    if mode == "high":
        both = draw_uniform(data, impl, (2, *shape), p.dtype)
        u1, u2 = both[0], both[1] * constant(2.0 ** -finfo(p.dtype).nmant, p.dtype)
        return ew.less(u2, p - u1)
    return draw_bernoulli(data, impl, p, shape)


def bernoulli(key: Any, p: Any = 0.5, shape: Any = None, mode: str = "low") -> Array:
    """Bools, True with probability ``p`` (mode 'high': with twice the resolution near 0)."""
    if mode not in ("high", "low"):
        raise ValueError(f"got mode={mode!r}, expected 'high' or 'low'")
    data, impl, _ = take_key("bernoulli", key)
    probability = asarray(p)
    if not dtypes.issubdtype(probability.dtype, np.floating):
        raise TypeError(f"bernoulli probability `p` must have a floating dtype, got {probability.dtype}.")
    probability = lax_ops.convert_element_type(probability, probability.dtype)
    sizes = shape_or_params("bernoulli", shape, probability)
    return _bernoulli(data, probability, impl.name, sizes, mode)


@staged(*_STATIC)
def rademacher_program(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    return draw_rademacher(data, impl, shape, dtype)


def rademacher(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """-1 or 1, each with probability 1/2."""
    data, impl, _ = take_key("rademacher", key)
    return rademacher_program(data, impl.name, shape_of("rademacher", shape), dtypes.canonicalize_dtype(
        int if dtype is None else dtype))


@staged(*_STATIC)
def _geometric(data: Any, p: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    probability = inexact("geometric", p)
    u = draw_uniform(data, impl, shape, probability.dtype)
    u = ew.where(u == 0, 1, u)
    log_one_minus_p = broadcast_to(lax_e.log1p(lax_e.neg(probability)), shape)
    return (lax_e.floor(lax_ops.div(lax_e.log(u), log_one_minus_p)) + 1).astype(dtype)


def geometric(key: Any, p: Any, shape: Any = None, dtype: Any = None) -> Array:
    """The number of trials up to the first success, each succeeding with probability ``p``."""
    data, impl, _ = take_key("geometric", key)
    target = user_dtype("geometric", dtype, int, "iu")
    return _geometric(data, p, impl.name, shape_or_params("geometric", shape, p), target)


# -- continuous distributions without parameters --------------------------------------------

@staged(*_STATIC)
def _exponential(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    return draw_exponential(data, impl, shape, dtype)


@staged(*_STATIC)
def _laplace(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    u = draw_uniform(data, impl, shape, dtype, -1.0 + finfo(dtype).epsneg, 1.0)
    return lax_ops.mul(lax_e.sign(u), lax_e.log1p(lax_e.neg(lax_e.abs(u))))


@staged(*_STATIC)
def _logistic(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    x = draw_uniform(data, impl, shape, dtype, finfo(dtype).tiny, 1.0)
    return lax_ops.sub(lax_e.log(x), lax_e.log1p(lax_e.neg(x)))


@staged(*_STATIC)
def _cauchy(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    u = draw_uniform(data, impl, shape, dtype, finfo(dtype).eps, 1.0)
    return lax_e.tan(lax_ops.mul(constant(np.pi, dtype), lax_ops.sub(u, constant(0.5, dtype))))


@staged(*_STATIC)
def _maxwell(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    return norm(draw_normal(data, impl, (*shape, 3), dtype), axis=-1)


def _parameterless(name: str, program: Callable[..., Array], key: Any, shape: Any, dtype: Any) -> Array:
    data, impl, _ = take_key(name, key)
    return program(data, impl.name, shape_of(name, shape), user_dtype(name, dtype, float, "f"))


def exponential(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Exponential variates of rate 1."""
    return _parameterless("exponential", _exponential, key, shape, dtype)


def laplace(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Laplace variates of location 0 and scale 1."""
    return _parameterless("laplace", _laplace, key, shape, dtype)


def logistic(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Logistic variates of location 0 and scale 1."""
    return _parameterless("logistic", _logistic, key, shape, dtype)


def cauchy(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Cauchy variates of location 0 and scale 1."""
    return _parameterless("cauchy", _cauchy, key, shape, dtype)


def maxwell(key: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Maxwell-Boltzmann variates: norms of 3-d standard normal vectors."""
    return _parameterless("maxwell", _maxwell, key, shape, dtype)


@staged("impl", "shape", "dtype", "mode")
def gumbel_program(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any], mode: str) -> Array:
    info = finfo(dtype)
    if mode == "highest" and dtype == np.float32:
        raise NotImplementedError("gumbel(mode='highest') for float32")
    if mode in ("high", "highest"):
        both = draw_uniform(data, impl, (2, *shape), dtype)
        high, low = both[0], both[1]
        x = ew.where(high >= 0.5, high, high + constant(2.0 ** -info.nmant, dtype) * low + constant(info.tiny, dtype))
        return -ew.log(-ew.log1p(-x))
    return -ew.log(-ew.log(draw_uniform(data, impl, shape, dtype, info.tiny, 1.0)))


def gumbel(key: Any, shape: Any = (), dtype: Any = None, mode: str | None = None) -> Array:
    """Gumbel variates of location 0 and scale 1 (mode 'high': finer near the tails)."""
    data, impl, _ = take_key("gumbel", key)
    target = user_dtype("gumbel", dtype, float, "f")
    mode = "low" if mode is None else mode
    if mode not in ("highest", "high", "low"):
        raise ValueError(f"Must provide valid mode for gumbel got: {mode}")
    return gumbel_program(data, impl.name, shape_of("gumbel", shape), target, mode)


# -- continuous distributions with parameters ----------------------------------------------

@staged(*_STATIC)
def _truncated_normal(data: Any, lower: Any, upper: Any, impl: str, shape: tuple[int, ...],
                      dtype: np.dtype[Any]) -> Array:
    sqrt2 = constant(np.sqrt(2), dtype)
    lower = lax_ops.convert_element_type(lower, dtype)
    upper = lax_ops.convert_element_type(upper, dtype)
    a, b = lax_e.erf(lower / sqrt2), lax_e.erf(upper / sqrt2)
    out = sqrt2 * lax_e.erf_inv(draw_uniform(data, impl, shape, dtype, a, b))
    from jaxtypes.runtime.lax.stop_gradient import stop_gradient

    return ew.clip(out, ew.nextafter(stop_gradient(lower), constant(np.inf, dtype)),
                   ew.nextafter(stop_gradient(upper), constant(-np.inf, dtype)))


def truncated_normal(key: Any, lower: Any, upper: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Standard normal variates conditioned on ``lower < x < upper``."""
    data, impl, _ = take_key("truncated_normal", key)
    target = user_dtype("truncated_normal", dtype, float, "f")
    sizes = shape_or_params("truncated_normal", shape, lower, upper)
    return _truncated_normal(data, lower, upper, impl.name, sizes, target)


@staged(*_STATIC)
def _double_sided_maxwell(data: Any, loc: Any, scale: Any, impl: str, shape: tuple[int, ...],
                          dtype: np.dtype[Any]) -> Array:
    params_shape = tuple(broadcast_shapes(tuple(np.shape(loc)), tuple(np.shape(scale))))
    full = (shape or params_shape) + params_shape
    maxwell_key, sign_key = draw_split(data, impl)
    magnitude = norm(draw_normal(maxwell_key, impl, (*full, 3), dtype), axis=-1)
    return ew.add(ew.multiply(draw_rademacher(sign_key, impl, full, dtype) * magnitude, scale), loc)


def double_sided_maxwell(key: Any, loc: Any, scale: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Double-sided Maxwell variates: a Maxwell magnitude with a random sign, scaled and shifted."""
    data, impl, _ = take_key("double_sided_maxwell", key)
    target = user_dtype("double_sided_maxwell", dtype, float, "f")
    return _double_sided_maxwell(data, loc, scale, impl.name, shape_of("double_sided_maxwell", shape), target)


@staged(*_STATIC)
def _weibull_min(data: Any, scale: Any, concentration: Any, impl: str, shape: tuple[int, ...],
                 dtype: np.dtype[Any]) -> Array:
    u = draw_uniform(data, impl, shape, dtype, 0, 1)
    return ew.multiply(ew.power(-ew.log1p(-u), 1.0 / concentration), scale)


def weibull_min(key: Any, scale: Any, concentration: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Weibull variates of the given scale and concentration."""
    data, impl, _ = take_key("weibull_min", key)
    target = user_dtype("weibull_min", dtype, float, "f")
    return _weibull_min(data, scale, concentration, impl.name, shape_of("weibull_min", shape), target)


@staged(*_STATIC)
def _pareto(data: Any, b: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    b = lax_ops.convert_element_type(b, dtype)
    return lax_e.exp(draw_exponential(data, impl, shape, dtype) / b)


@staged(*_STATIC)
def _rayleigh(data: Any, scale: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    u = draw_uniform(data, impl, shape, dtype)
    scale = broadcast_param(scale, dtype, shape)
    return lax_ops.mul(scale, lax_e.sqrt(lax_e.log(u) * constant(-2, dtype)))


@staged(*_STATIC)
def _lognormal(data: Any, sigma: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    sigma = lax_ops.convert_element_type(sigma, dtype)
    return lax_e.exp(draw_normal(data, impl, shape, dtype) * sigma)


@staged(*_STATIC)
def _wald(data: Any, mean: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    key_normal, key_uniform = draw_split(data, impl)
    mean = broadcast_param(mean, dtype, shape)
    v = draw_normal(key_normal, impl, shape, dtype)
    z = draw_uniform(key_uniform, impl, shape, dtype)
    y = lax_e.integer_pow(v, 2)
    y_sq = lax_e.integer_pow(y, 2)
    mean_sq = lax_e.integer_pow(mean, 2)
    sqrt_term = lax_e.sqrt(4 * mean * y + mean_sq * y_sq)
    x = mean + mean_sq * y / 2 - mean / 2 * sqrt_term
    return lax_e.select(lax_ops.le(z, mean / (mean + x)), x, mean_sq / x)


def _with_parameter(name: str, program: Callable[..., Array], key: Any, value: Any, shape: Any, dtype: Any,
                    kinds: str = "f") -> Array:
    data, impl, _ = take_key(name, key)
    target = user_dtype(name, dtype, float, kinds)
    sizes = shape_or_params(name, shape, value)
    check_safe_cast(name, target, value)
    return program(data, value, impl.name, sizes, target)


def pareto(key: Any, b: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Pareto variates of shape parameter ``b``."""
    return _with_parameter("pareto", _pareto, key, b, shape, dtype)


def rayleigh(key: Any, scale: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Rayleigh variates of the given scale."""
    return _with_parameter("rayleigh", _rayleigh, key, scale, shape, dtype)


def lognormal(key: Any, sigma: Any = np.float32(1), shape: Any = None, dtype: Any = None) -> Array:
    """Log-normal variates: ``exp(sigma * normal)``."""
    return _with_parameter("lognormal", _lognormal, key, sigma, shape, dtype, kinds="fc")


def wald(key: Any, mean: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Wald (inverse Gaussian) variates of the given mean and scale 1."""
    return _with_parameter("wald", _wald, key, mean, shape, dtype)


@staged(*_STATIC)
def _triangular(data: Any, left: Any, mode: Any, right: Any, impl: str, shape: tuple[int, ...],
                dtype: np.dtype[Any]) -> Array:
    left, mode, right = (broadcast_param(v, dtype, shape) for v in (left, mode, right))
    fc = (mode - left) / (right - left)
    u = draw_uniform(data, impl, shape, dtype)
    out1 = left + lax_e.sqrt(u * (right - left) * (mode - left))
    out2 = right - lax_e.sqrt((1 - u) * (right - left) * (right - mode))
    return lax_e.select(u < fc, out1, out2)


def triangular(key: Any, left: Any, mode: Any, right: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Triangular variates on ``[left, right]`` with the given mode."""
    data, impl, _ = take_key("triangular", key)
    target = user_dtype("triangular", dtype, float, "f")
    sizes = shape_or_params("triangular", shape, left, mode, right)
    check_safe_cast("triangular", target, left, mode, right)
    return _triangular(data, left, mode, right, impl.name, sizes, target)
