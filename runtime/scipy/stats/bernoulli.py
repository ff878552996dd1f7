"""``jax.scipy.stats.bernoulli``: one trial that succeeds (``k = 1``) with probability
``p``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_logistic import xlog1py, xlogy
from jaxtypes.runtime.scipy.stats.support import constant, promote_args_inexact

__all__ = ["cdf", "logpmf", "pmf", "ppf"]


def logpmf(k: Any, p: Any, loc: Any = 0) -> Array:
    k, p, loc = promote_args_inexact("bernoulli.logpmf", k, p, loc, real=True)
    x = k - loc
    log_probs = xlogy(x, p) + xlog1py(constant(x, 1) - x, -p)
    return where((x < 0) | (x > 1), -np.inf, log_probs)


def pmf(k: Any, p: Any, loc: Any = 0) -> Array:
    return jnp.exp(logpmf(k, p, loc))


def _invalid(p: Array) -> Array:
    return jnp.isnan(p) | (p < 0) | (p > 1)


def cdf(k: Any, p: Any) -> Array:
    k, p = promote_args_inexact("bernoulli.cdf", k, p, real=True)
    zero, one = constant(k, 0), constant(k, 1)
    conditions = [jnp.isnan(k) | _invalid(p), k < 0, (k >= 0) & (k < 1), k >= 1]
    return jnp.select(conditions, [np.nan, zero, one - p, one])


def ppf(q: Any, p: Any) -> Array:
    q, p = promote_args_inexact("bernoulli.ppf", q, p, real=True)
    zero, one = constant(q, 0), constant(q, 1)
    return where(jnp.isnan(q) | _invalid(p) | (q < 0) | (q > 1), np.nan, where(q <= one - p, zero, one))
