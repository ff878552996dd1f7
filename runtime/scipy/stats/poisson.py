"""``jax.scipy.stats.poisson``: the number of events of a Poisson process with mean
``mu``."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.scipy.special_gamma import gammaincc, gammaln
from jaxtypes.runtime.scipy.special_logistic import entr, xlogy
from jaxtypes.runtime.scipy.stats.support import constant, promote_args_inexact

__all__ = ["cdf", "entropy", "logpmf", "pmf"]


def logpmf(k: Any, mu: Any, loc: Any = 0) -> Array:
    k, mu, loc = promote_args_inexact("poisson.logpmf", k, mu, loc, real=True)
    x = k - loc
    log_probs = xlogy(x, mu) - gammaln(x + 1) - mu
    return where((x < 0) | (jnp.round(k) != k), -np.inf, log_probs)


def pmf(k: Any, mu: Any, loc: Any = 0) -> Array:
    return jnp.exp(logpmf(k, mu, loc))


def cdf(k: Any, mu: Any, loc: Any = 0) -> Array:
    k, mu, loc = promote_args_inexact("poisson.cdf", k, mu, loc, real=True)
    x = k - loc
    zero = constant(k, 0)
    return where(x < zero, zero, gammaincc(jnp.floor(1 + x), mu))


def _summed_entropy(mu: Array, terms: int, upper: Array) -> Array:
    """``-sum p log p`` over ``k < upper`` (at most ``terms`` of them) for each ``mu``."""
    k = jnp.arange(terms, dtype=mu.dtype)[:, None]
    probs = where(k < jnp.ceil(upper)[None, :], pmf(k, mu, 0), 0.0)
    return jnp.sum(entr(probs), axis=0)


def entropy(mu: Any, loc: Any = 0) -> Array:
    """The Shannon entropy: summed over the mass (where ``mu < 100``: the first 35 terms
    below 10, 250 below 100), Stirling's asymptotic form above; ``loc`` only broadcasts."""
    check_arguments("poisson.entropy", mu, loc)
    (mu, loc), _ = promote_inexact("poisson.entropy", mu, loc)
    if mu.dtype.kind == "c":
        raise TypeError(f"poisson.entropy: {mu.dtype} arguments are not supported: the function compares values, "
                        "which complex numbers do not order")
    flat = jnp.ravel(mu)
    small = _summed_entropy(flat, 35, flat + 20)
    medium = _summed_entropy(flat, 250, flat + 10 * jnp.sqrt(flat) + 20)
    large = 0.5 * jnp.log(2 * math.pi * math.e * flat) - 1.0 / (12 * flat)
    result = where(flat == 0, jnp.zeros_like(flat), where(flat < 10, small, where(flat < 100, medium, large)))
    shape = jnp.broadcast_shapes(mu.shape, loc.shape)
    return jnp.broadcast_to(jnp.reshape(result, mu.shape), shape)
