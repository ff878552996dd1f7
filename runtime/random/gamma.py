"""The gamma family of ``jax.random``: ``gamma``, ``loggamma`` and what is built on them
(``beta``, ``dirichlet``, ``chisquare``, ``t``, ``f``, ``generalized_normal``, ``ball``).

Gamma variates come from Marsaglia and Tsang's rejection method, one ``while_loop`` per
element (vectorized with ``vmap``), each element drawing from its own key split off
the given one, as jax does; shapes below 1 are boosted by a power of a uniform. As in jax
this is the primitive ``random_gamma_p``: its derivative with respect to the shape
parameter is the implicit one (``random_gamma_grad``), and it batches by moving the
batch to the front of the keys and the shapes, so a ``vmap`` of samples is the same
program as one call on a batch of keys (jax's numbers, to the last bit).
"""

from __future__ import annotations

import math
import operator
from functools import partial
from typing import Any, Final

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.subjaxpr import composed_lowering
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.control_flow import map as lax_map
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.lax.matrices import front_batch
from jaxtypes.runtime.lax.operands import ShapeDtype
from jaxtypes.runtime.lax.special import random_gamma_grad
from jaxtypes.runtime.lax.stop_gradient import stop_gradient
from jaxtypes.runtime.numpy.creation import full_like
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy.reductions import max as max_, sum as sum_
from jaxtypes.runtime.numpy.shape import broadcast_to
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.random.keys import IMPLS, take_key
from jaxtypes.runtime.random.samplers import rademacher_program
from jaxtypes.runtime.random.sampling import (
    check_safe_cast, check_shape, constant, draw_exponential, draw_normal, draw_split, draw_uniform, finfo, shape_of,
    shape_or_params, user_dtype,
)

__all__ = ["ball", "beta", "chisquare", "dirichlet", "f", "gamma", "generalized_normal", "loggamma", "random_gamma_p",
           "t"]


def _gamma_one(data: Any, impl: str, alpha: Any, log_space: bool) -> Array:
    """One gamma variate of shape ``alpha`` (a scalar)."""
    dtype = alpha.dtype
    zero, one, minus_one, two = (constant(v, dtype) for v in (0, 1, -1, 2))
    one_third, squeeze = constant(1.0 / 3.0, dtype), constant(0.0331, dtype)
    boost_mask = lax_ops.ge(alpha, one)
    alpha_orig = alpha
    alpha = lax_e.select(boost_mask, alpha, lax_ops.add(alpha, one))
    d = lax_ops.sub(alpha, one_third)
    c = lax_ops.div(one_third, lax_e.sqrt(d))

    def rejected(state: tuple[Any, ...]) -> Any:
        _, x, v, u = state
        return lax_ops.bitwise_and(
            lax_ops.ge(u, lax_ops.sub(one, lax_ops.mul(squeeze, lax_ops.mul(x, x)))),
            lax_ops.ge(lax_e.log(u), lax_ops.add(lax_ops.mul(x, constant(0.5, dtype)),
                                                 lax_ops.mul(d, lax_ops.add(lax_ops.sub(one, v), lax_e.log(v))))))

    def propose(state: tuple[Any, ...]) -> tuple[Any, ...]:
        def next_normal(kxv: tuple[Any, ...]) -> tuple[Any, ...]:
            key, subkey = draw_split(kxv[0], impl)
            x = draw_normal(subkey, impl, (), dtype)
            return key, x, lax_ops.add(one, lax_ops.mul(x, c))

        key, x_key, u_key = draw_split(state[0], impl, 3)
        _, x, v = while_loop(lambda kxv: lax_ops.le(kxv[2], zero), next_normal, (x_key, zero, minus_one))
        return key, lax_ops.mul(x, x), lax_ops.mul(lax_ops.mul(v, v), v), draw_uniform(u_key, impl, (), dtype)

    key, subkey = draw_split(data, impl)
    _, _, v, _ = while_loop(rejected, propose, (key, zero, one, two))
    if log_space:
        log_samples = lax_e.neg(draw_exponential(subkey, impl, (), dtype))
        log_boost = lax_e.select(lax_ops.bitwise_or(boost_mask, log_samples == 0), zero,
                                 lax_ops.mul(log_samples, lax_ops.div(one, alpha_orig)))
        return lax_ops.add(lax_ops.add(lax_e.log(d), lax_e.log(v)), log_boost)
    samples = 1 - draw_uniform(subkey, impl, (), dtype)
    boost = lax_e.select(boost_mask, one, lax_e.pow(samples, lax_ops.div(one, alpha_orig)))
    return lax_ops.mul(lax_ops.mul(d, v), boost)


def _gamma_rule(key: Aval, a: Aval, *, impl: str, log_space: bool) -> ShapeDtype:
    key_shape = IMPLS[impl].key_shape
    batch = tuple(key.shape[:len(key.shape) - len(key_shape)])
    if key.dtype != np.uint32 or tuple(key.shape[len(batch):]) != key_shape:
        raise TypeError(f"random_gamma: invalid {impl} key data of dtype {key.dtype} and shape {key.shape}")
    if tuple(a.shape[:len(batch)]) != batch:
        raise ValueError(f"random_gamma: the shape parameter's shape {a.shape} does not start with the keys' "
                         f"batch shape {batch}")
    if not dtypes.issubdtype(a.dtype, np.floating):
        raise TypeError(f"random_gamma: the shape parameter must be floating, got {a.dtype}")
    return tuple(a.shape), a.dtype


def _gamma_composed(key: Any, a: Any, *, impl: str, log_space: bool) -> Array:
    """Each key split into one key per element of its part of ``a`` (jax's layout: keys of
    a batch are the batch's leading axes), and one variate per element under ``vmap``."""
    generator = IMPLS[impl]
    batch_rank = key.ndim - len(generator.key_shape)
    batch, count = math.prod(key.shape[:batch_rank]), math.prod(a.shape[batch_rank:])
    keys = lax_shape.reshape(key, (batch, *generator.key_shape))
    keys = vmap(lambda k: generator.split(k, (count,)))(keys)
    keys = lax_shape.reshape(keys, (batch * count, *generator.key_shape))
    one = partial(_gamma_one, impl=impl, log_space=log_space)
    samples = vmap(lambda k, alpha: one(k, alpha=alpha))(keys, lax_shape.reshape(a, (batch * count,)))
    return lax_shape.reshape(samples, tuple(a.shape))


def _gamma_derivative(t: Any, key: Any, a: Any, *, out: Any, impl: str, log_space: bool) -> Array:
    """``t`` times d sample / d a, elementwise (by ``lax.map``, as jax on the CPU)."""
    samples, alphas = out.reshape(-1), a.reshape(-1)
    if log_space:
        samples = lax_e.exp(samples)
        samples = lax_e.select(samples == 0, full_like(samples, finfo(samples.dtype).tiny), samples)
        grads = lax_map(lambda args: random_gamma_grad(*args) / args[1], (alphas, samples))
    else:
        grads = lax_map(lambda args: random_gamma_grad(*args), (alphas, samples))
    return ew.multiply(t, lax_shape.reshape(grads, tuple(a.shape)))


random_gamma_p: Final[Primitive] = Primitive("random_gamma", _gamma_rule,
                                              composed_lowering(_gamma_composed, "random_gamma"))
ad.define_jvp(random_gamma_p, None, _gamma_derivative)
random_gamma_p.batch = front_batch(random_gamma_p)


@staged("impl", "shape", "dtype", "log_space")
def _gamma(data: Any, a: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any], log_space: bool) -> Array:
    alpha = lax_ops.convert_element_type(a, dtype)
    if tuple(alpha.shape) != shape:
        alpha = broadcast_to(alpha, shape)
    return random_gamma_p.bind(data, alpha, impl=impl, log_space=log_space)


def _gamma_sampler(name: str, key: Any, a: Any, shape: Any, dtype: Any, log_space: bool) -> Array:
    data, impl, _ = take_key(name, key)
    target = user_dtype("gamma", dtype, float, "f")
    sizes = shape_or_params(name, shape, a)
    return _gamma(data, a, impl.name, sizes, target, log_space)


def gamma(key: Any, a: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Gamma variates of shape ``a`` and scale 1 (differentiable in ``a``)."""
    return _gamma_sampler("gamma", key, a, shape, dtype, False)


def loggamma(key: Any, a: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Logarithms of gamma variates of shape ``a``, accurate for small ``a``."""
    return _gamma_sampler("loggamma", key, a, shape, dtype, True)


@staged("impl", "shape", "dtype")
def _beta(data: Any, a: Any, b: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    key_a, key_b = draw_split(data, impl)
    a = broadcast_to(lax_ops.convert_element_type(a, dtype), shape)
    b = broadcast_to(lax_ops.convert_element_type(b, dtype), shape)
    log_gamma_a = _gamma(key_a, a, impl, shape, dtype, True)
    log_gamma_b = _gamma(key_b, b, impl, shape, dtype, True)
    log_max = lax_ops.max(log_gamma_a, log_gamma_b)
    gamma_a_scaled = ew.exp(log_gamma_a - log_max)
    gamma_b_scaled = ew.exp(log_gamma_b - log_max)
    return gamma_a_scaled / (gamma_a_scaled + gamma_b_scaled)


def beta(key: Any, a: Any, b: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Beta variates of the shapes ``a`` and ``b``."""
    data, impl, _ = take_key("beta", key)
    target = user_dtype("beta", dtype, float, "f")
    check_safe_cast("beta", target, a, b)
    return _beta(data, a, b, impl.name, shape_or_params("beta", shape, a, b), target)


@staged("impl", "shape", "dtype")
def _dirichlet(data: Any, alpha: Any, impl: str, shape: tuple[int, ...] | None, dtype: np.dtype[Any]) -> Array:
    if alpha.ndim < 1:
        raise ValueError(f"dirichlet requires alpha.ndim >= 1, got alpha.ndim == {alpha.ndim}")
    if shape is None:
        shape = tuple(alpha.shape[:-1])
    else:
        check_shape("dirichlet", shape, tuple(alpha.shape[:-1]))
    alpha = lax_ops.convert_element_type(alpha, dtype)
    log_gamma = _gamma(data, alpha, impl, (*shape, alpha.shape[-1]), dtype, True)
    unnormalized = ew.exp(log_gamma - stop_gradient(max_(log_gamma, axis=-1, keepdims=True)))
    return unnormalized / sum_(unnormalized, axis=-1, keepdims=True)


def dirichlet(key: Any, alpha: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Dirichlet variates of concentrations ``alpha`` (the last axis), batched by ``shape``."""
    data, impl, _ = take_key("dirichlet", key)
    target = user_dtype("dirichlet", dtype, float, "f")
    sizes = None if shape is None else shape_of("dirichlet", shape)
    return _dirichlet(data, asarray(alpha), impl.name, sizes, target)


@staged("impl", "shape", "dtype")
def _chisquare(data: Any, df: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    half_df = lax_ops.div(lax_ops.convert_element_type(df, dtype), constant(2, dtype))
    return lax_ops.mul(ew.exp(_gamma(data, half_df, impl, shape, dtype, True)), constant(2, dtype))


def chisquare(key: Any, df: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Chi-square variates of ``df`` degrees of freedom."""
    data, impl, _ = take_key("chisquare", key)
    target = user_dtype("chisquare", dtype, float, "f")
    sizes = shape_or_params("chisquare", shape, df)
    check_safe_cast("chisquare", target, df)
    return _chisquare(data, df, impl.name, sizes, target)


@staged("impl", "shape", "dtype")
def _f(data: Any, dfnum: Any, dfden: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    dfden = lax_ops.convert_element_type(dfden, dtype)
    dfnum = lax_ops.convert_element_type(dfnum, dtype)
    key_den, key_num = draw_split(data, impl)
    numerator = lax_ops.div(_chisquare(key_num, dfnum, impl, shape, dtype), dfnum)
    denominator = lax_ops.div(_chisquare(key_den, dfden, impl, shape, dtype), dfden)
    return lax_ops.div(numerator, denominator)


def f(key: Any, dfnum: Any, dfden: Any, shape: Any = None, dtype: Any = None) -> Array:
    """F variates of ``dfnum`` and ``dfden`` degrees of freedom."""
    data, impl, _ = take_key("f", key)
    target = user_dtype("f", dtype, float, "f")
    sizes = shape_or_params("f", shape, dfnum, dfden)
    check_safe_cast("f", target, dfnum, dfden)
    return _f(data, dfnum, dfden, impl.name, sizes, target)


@staged("impl", "shape", "dtype")
def _t(data: Any, df: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    df = lax_ops.convert_element_type(df, dtype)
    key_n, key_g = draw_split(data, impl)
    n = draw_normal(key_n, impl, shape, dtype)
    half_df = lax_ops.div(df, constant(2, dtype))
    g = _gamma(key_g, half_df, impl, shape, dtype, False)
    return n * ew.sqrt(half_df / g)


def t(key: Any, df: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Student's t variates of ``df`` degrees of freedom."""
    data, impl, _ = take_key("t", key)
    target = user_dtype("t", dtype, float, "f")
    sizes = shape_or_params("t", shape, df)
    check_safe_cast("t", target, df)
    return _t(data, df, impl.name, sizes, target)


def _draw_generalized_normal(data: Any, p: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    key_g, key_r = draw_split(data, impl)
    g = _gamma(key_g, 1 / p, impl, shape, dtype, False)
    r = rademacher_program(key_r, impl, shape, dtype)
    return ew.multiply(r, g ** (1 / p))


@staged("impl", "shape", "dtype")
def _generalized_normal(data: Any, p: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    return _draw_generalized_normal(data, p, impl, shape, dtype)


def generalized_normal(key: Any, p: Any, shape: Any = (), dtype: Any = None) -> Array:
    """Generalized normal variates of power ``p`` (2: normal of variance 1/2; 1: Laplace)."""
    sizes = shape_of("generalized_normal", shape)
    data, impl, _ = take_key("generalized_normal", key)
    target = user_dtype("generalized_normal", dtype, float, "fc")
    return _generalized_normal(data, p, impl.name, sizes, target)


@staged("impl", "d", "shape", "dtype")
def _ball(data: Any, p: Any, impl: str, d: int, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    k1, k2 = draw_split(data, impl)
    g = _draw_generalized_normal(k1, p, impl, (*shape, d), dtype)
    e = draw_exponential(k2, impl, shape, dtype)
    return ew.true_divide(g, ((sum_(ew.abs(g) ** p, axis=-1) + e) ** (1 / p))[..., None])


def ball(key: Any, d: int, p: float = 2, shape: Any = (), dtype: Any = None) -> Array:
    """Points drawn uniformly from the ``d``-dimensional unit ``p``-norm ball."""
    sizes = shape_of("ball", shape)
    data, impl, _ = take_key("ball", key)
    target = user_dtype("ball", dtype, float, "fc")
    return _ball(data, p, impl.name, operator.index(d), sizes, target)

