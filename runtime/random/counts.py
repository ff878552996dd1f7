"""The counting samplers of ``jax.random``: ``poisson`` (Knuth's method below rate 10,
transformed rejection above), ``binomial`` (inversion for small means, BTRS otherwise)
and ``multinomial`` (a binomial per category, along a ``scan``). The loops are
``while_loop``s over the whole sample, as in jax, so the same key gives jax's counts.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax.control_flow import scan, while_loop
from jaxtypes.runtime.lax.cumulative import cumsum
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy.creation import full, full_like, zeros_like
from jaxtypes.runtime.numpy.manipulation import moveaxis
from jaxtypes.runtime.numpy.promotion import promote_inexact
from jaxtypes.runtime.numpy.reductions import any as any_
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.shape import broadcast_shapes, broadcast_to
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.random.keys import DEFAULT_IMPL, IMPLS, take_key
from jaxtypes.runtime.random.sampling import (
    iinfo, inexact,
    check_shape, constant, draw_split, draw_uniform, finfo, shape_of, user_dtype,
)

__all__ = ["binomial", "multinomial", "poisson"]


def _poisson_knuth(data: Any, impl: str, lam: Any, shape: tuple[int, ...], dtype: np.dtype[Any],
                   max_iters: Any) -> Array:
    def body(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        i, k, key, log_prod = carry
        key, subkey = draw_split(key, impl)
        k = lax_e.select(log_prod > -lam, k + 1, k)
        u = draw_uniform(subkey, impl, shape, np.dtype(np.float32))
        return i + 1, k, key, log_prod + ew.log(u)

    def cond(carry: tuple[Any, ...]) -> Any:
        return any_(carry[3] > -lam) & (carry[0] < max_iters)

    k_init = full(shape, 0, dtype)
    log_rate_init = full(shape, 0, np.float32)
    k = while_loop(cond, body, (asarray(0), k_init, data, log_rate_init))[1]
    return ew.astype(k - 1, dtype)


def _poisson_rejection(data: Any, impl: str, lam: Any, shape: tuple[int, ...], dtype: np.dtype[Any],
                       max_iters: Any) -> Array:
    log_lam = lax_e.log(lam)
    b = 0.931 + 2.53 * lax_e.sqrt(lam)
    a = -0.059 + 0.02483 * b
    inv_alpha = 1.1239 + 1.1328 / (b - 3.4)
    v_r = 0.9277 - 3.6224 / (b - 2)

    def body(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        i, k_out, accepted, key = carry
        key, subkey_0, subkey_1 = draw_split(key, impl, 3)
        u = draw_uniform(subkey_0, impl, shape, lam.dtype) - 0.5
        v = draw_uniform(subkey_1, impl, shape, lam.dtype)
        u_shifted = 0.5 - abs(u)
        k = lax_e.floor((2 * a / u_shifted + b) * u + lam + 0.43)
        s = lax_e.log(v * inv_alpha / (a / (u_shifted * u_shifted) + b))
        t = -lam + k * log_lam - lax_e.lgamma(k + 1)
        accept1 = (u_shifted >= 0.07) & (v <= v_r)
        reject = (k < 0) | (u_shifted < 0.013) & (v > u_shifted)
        accept = accept1 | ~reject & (s <= t)
        return i + 1, lax_e.select(accept, k, k_out), accepted | accept, key

    def cond(carry: tuple[Any, ...]) -> Any:
        return any_(~carry[2]) & (carry[0] < max_iters)

    k_init = full(shape, -1, lam.dtype)
    accepted = full(shape, False, np.bool_)
    k = while_loop(cond, body, (asarray(0), k_init, accepted, data))[1]
    return ew.astype(k, dtype)


@staged("impl", "shape", "dtype")
def _poisson(data: Any, lam: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    use_knuth = ew.isnan(lam) | (lam < 10)
    lam_knuth = lax_e.select(use_knuth, lam, full_like(lam, 0.0))
    lam_rejection = lax_e.select(use_knuth, full_like(lam, 100000.0), lam)
    max_iters = asarray(dtype.type(iinfo(dtype).max))
    result = lax_e.select(use_knuth, _poisson_knuth(data, impl, lam_knuth, shape, dtype, max_iters),
                          _poisson_rejection(data, impl, lam_rejection, shape, dtype, max_iters))
    return lax_e.select(lam == 0, zeros_like(result), result)


def poisson(key: Any, lam: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Poisson counts of rate ``lam`` (threefry2x32 keys only, as in jax)."""
    data, impl, _ = take_key("poisson", key)
    target = dtypes.canonicalize_dtype(int if dtype is None else dtype)
    if impl is not DEFAULT_IMPL:
        raise NotImplementedError(f"`poisson` is only implemented for the threefry2x32 RNG, not {impl}")
    sizes = tuple(np.shape(lam)) if shape is None else shape_of("poisson", shape)
    rate = lax_ops.convert_element_type(broadcast_to(asarray(lam), sizes), np.float32)
    return _poisson(data, rate, impl.name, sizes, target)


_STIRLING_TAIL = (0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
                  0.0166446911898211, 0.0138761288230707, 0.0118967099458917, 0.010411265261972,
                  0.00925546218271273, 0.00833056343336287)


def _stirling_approx_tail(k: Any) -> Array:
    tail_values = asarray(np.array(_STIRLING_TAIL, k.dtype))
    use_tail_values = k <= 9
    k = lax_e.clamp(constant(0.0, k.dtype), k, constant(9.0, k.dtype))
    kp1sq = (k + 1) * (k + 1)
    approx = (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1)
    k = ew.floor(k)
    return lax_e.select(use_tail_values, getitem(tail_values, k.astype(np.int32)), approx)


def _binomial_inversion(data: Any, impl: str, count: Any, prob: Any, shape: tuple[int, ...], dtype: np.dtype[Any],
                        max_iters: Any) -> Array:
    log1minusprob = ew.log1p(-prob)

    def body(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        i, num_geom, geom_sum, key = carry
        subkey, key = draw_split(key, impl)
        num_geom_out = lax_e.select(geom_sum <= count, num_geom + 1, num_geom)
        u = draw_uniform(subkey, impl, shape, prob.dtype)
        geom = ew.ceil(ew.log(u) / log1minusprob)
        return i + 1, num_geom_out, geom_sum + geom, key

    def cond(carry: tuple[Any, ...]) -> Any:
        return any_(carry[2] <= count) & (carry[0] < max_iters)

    zeros = full(shape, 0, prob.dtype)
    k = while_loop(cond, body, (asarray(0), zeros, zeros, data))[1]
    return ew.astype(k - 1, dtype)


def _btrs(data: Any, impl: str, count: Any, prob: Any, shape: tuple[int, ...], dtype: np.dtype[Any],
          max_iters: Any) -> Array:
    stddev = ew.sqrt(count * prob * (1 - prob))
    b = 1.15 + 2.53 * stddev
    a = -0.0873 + 0.0248 * b + 0.01 * prob
    c = count * prob + 0.5
    v_r = 0.92 - 4.2 / b
    r = prob / (1 - prob)
    alpha = (2.83 + 5.1 / b) * stddev
    m = ew.floor((count + 1) * prob)

    def body(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        i, k_out, accepted, key = carry
        key, subkey_0, subkey_1 = draw_split(key, impl, 3)
        u = draw_uniform(subkey_0, impl, shape, prob.dtype)
        v = draw_uniform(subkey_1, impl, shape, prob.dtype)
        u = u - 0.5
        us = 0.5 - ew.abs(u)
        accept1 = (us >= 0.07) & (v <= v_r)
        k = ew.floor((2 * a / us + b) * u + c)
        reject = (k < 0) | (k > count)
        v = ew.log(v * alpha / (a / (us * us) + b))
        ub = ((m + 0.5) * ew.log((m + 1) / (r * (count - m + 1)))
              + (count + 1) * ew.log((count - m + 1) / (count - k + 1))
              + (k + 0.5) * ew.log(r * (count - k + 1) / (k + 1)) + _stirling_approx_tail(m)
              + _stirling_approx_tail(count - m) - _stirling_approx_tail(k) - _stirling_approx_tail(count - k))
        accept = accept1 | ~reject & (v <= ub)
        return i + 1, lax_e.select(accept, k, k_out), accepted | accept, key

    def cond(carry: tuple[Any, ...]) -> Any:
        return any_(~carry[2]) & (carry[0] < max_iters)

    k_init = full(shape, -1, prob.dtype)
    return ew.astype(while_loop(cond, body, (asarray(0), k_init, full(shape, False, np.bool_), data))[1], dtype)


@staged("impl", "shape", "dtype")
def _binomial(data: Any, n: Any, p: Any, impl: str, shape: tuple[int, ...] | None, dtype: np.dtype[Any]) -> Array:
    if shape is None:
        shape = tuple(broadcast_shapes(tuple(np.shape(n)), tuple(np.shape(p))))
    else:
        check_shape("binomial", shape, tuple(np.shape(n)), tuple(np.shape(p)))
    prob = inexact("binomial", p)
    count = broadcast_to(lax_ops.convert_element_type(n, prob.dtype), shape)
    prob = broadcast_to(prob, shape)
    p_lt_half = prob < 0.5
    q = lax_e.select(p_lt_half, prob, 1.0 - prob)
    count_nan_or_neg = ew.isnan(count) | (count < 0.0)
    count_inf = ew.isinf(count)
    q_is_nan = ew.isnan(q)
    q_l_0 = q < 0.0
    q = lax_e.select(q_is_nan | q_l_0, full_like(q, 0.01), q)
    use_inversion = count_nan_or_neg | (count * q <= 10.0)
    count = ew.floor(count)
    count_inv = lax_e.select(use_inversion, count, full_like(count, 0.0))
    count_btrs = lax_e.select(use_inversion, full_like(count, 10000.0), count)
    q_btrs = lax_e.select(use_inversion, full_like(q, 0.5), q)
    max_iters = asarray(dtype.type(finfo(dtype).max))
    samples = lax_e.select(use_inversion, _binomial_inversion(data, impl, count_inv, q, shape, dtype, max_iters),
                           _btrs(data, impl, count_btrs, q_btrs, shape, dtype, max_iters))
    invalid = q_l_0 | q_is_nan | count_nan_or_neg
    samples = lax_e.select(invalid, full_like(samples, np.nan, dtype), samples)
    samples = lax_e.select(count_inf & ~invalid, full_like(samples, np.inf, dtype), samples)
    return lax_e.select(p_lt_half | count_nan_or_neg | q_is_nan | count_inf, samples, count.astype(dtype) - samples)


def binomial(key: Any, n: Any, p: Any, shape: Any = None, dtype: Any = None) -> Array:
    """Binomial counts of ``n`` trials with success probability ``p``, as floats."""
    data, impl, _ = take_key("binomial", key)
    target = user_dtype("binomial", dtype, float, "f")
    sizes = None if shape is None else shape_of("binomial", shape)
    return _binomial(data, n, p, impl.name, sizes, target)


def multinomial(key: Any, n: Any, p: Any, *, shape: Any = None, dtype: Any = None, unroll: int | bool = 1) -> Array:
    """Counts of ``n`` draws among the categories of ``p``'s last axis."""
    data, impl, _ = take_key("multinomial", key)
    (n, p), _ = promote_inexact("multinomial", n, p)
    sizes = tuple(p.shape) if shape is None else shape_of("multinomial", shape)
    n = broadcast_to(n, sizes[:-1])
    p = moveaxis(broadcast_to(p, sizes), -1, 0)
    remaining = cumsum(p, 0, reverse=True)
    ratios = p / ew.where(remaining == 0, 1, remaining)
    keys = IMPLS[impl.name].split(data, (ratios.shape[0],))

    def step(remainder: Any, ratio_key: tuple[Any, Any]) -> tuple[Any, Any]:
        ratio, key_data = ratio_key
        count = _binomial(key_data, remainder, ew.clip(ratio, 0, 1), impl.name, None, remainder.dtype)
        return remainder - count, count

    _, counts = scan(step, n, (ratios, keys), unroll=unroll)
    result = moveaxis(counts, 0, -1)
    return result.astype(dtypes.canonicalize_dtype(float if dtype is None else dtype))
