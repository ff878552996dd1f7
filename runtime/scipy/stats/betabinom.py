"""``jax.scipy.stats.betabinom``: the binomial distribution whose success probability is
drawn from ``beta(a, b)``; nan where ``n < 0`` or ``a``, ``b`` is not positive."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_gamma import betaln
from jaxtypes.runtime.scipy.stats.support import constant, promote_args_inexact

__all__ = ["logpmf", "pmf"]


def logpmf(k: Any, n: Any, a: Any, b: Any, loc: Any = 0) -> Array:
    k, n, a, b, loc = promote_args_inexact("betabinom.logpmf", k, n, a, b, loc, real=True)
    y = jnp.floor(k) - loc
    one = constant(y, 1)
    log_combinations = -(jnp.log1p(n) + betaln(n - y + one, y + one))
    log_probs = log_combinations + (betaln(y + a, n - y + b) - betaln(a, b))
    log_probs = where((y == 0) & (n == 0), 0.0, log_probs)
    log_probs = where((y < -loc) | (y > n) | (y + a <= 0), -np.inf, log_probs)
    return where((n < 0) | (a <= 0) | (b <= 0), np.nan, log_probs)


def pmf(k: Any, n: Any, a: Any, b: Any, loc: Any = 0) -> Array:
    return jnp.exp(logpmf(k, n, a, b, loc))
