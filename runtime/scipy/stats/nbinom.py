"""``jax.scipy.stats.nbinom``: the number of failures before the ``n``-th success, each
trial succeeding with probability ``p``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_gamma import gammaln
from jaxtypes.runtime.scipy.special_logistic import xlogy
from jaxtypes.runtime.scipy.stats.support import constant, promote_args_inexact

__all__ = ["logpmf", "pmf"]


def logpmf(k: Any, n: Any, p: Any, loc: Any = 0) -> Array:
    k, n, p, loc = promote_args_inexact("nbinom.logpmf", k, n, p, loc, real=True)
    one = constant(k, 1)
    y = k - loc
    combinations = gammaln(y + n) - gammaln(n) - gammaln(y + one)
    log_probs = combinations + (xlogy(n, p) + xlogy(y, one - p))
    return where(k < loc, -np.inf, log_probs)


def pmf(k: Any, n: Any, p: Any, loc: Any = 0) -> Array:
    return jnp.exp(logpmf(k, n, p, loc))
