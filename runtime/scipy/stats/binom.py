"""``jax.scipy.stats.binom``: the number of successes in ``n`` trials that each succeed
with probability ``p``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_gamma import gammaln
from jaxtypes.runtime.scipy.special_logistic import xlog1py, xlogy
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["logpmf", "pmf"]


def logpmf(k: Any, n: Any, p: Any, loc: Any = 0) -> Array:
    k, n, p, loc = promote_args_inexact("binom.logpmf", k, n, p, loc, real=True)
    y = k - loc
    combinations = gammaln(n + 1) - (gammaln(y + 1) + gammaln(n - y + 1))
    linear = xlogy(y, p) + xlog1py(n - y, -p)
    # 0 * log(0) terms: the empty draw of no trials, and p of 0 or 1 at the certain count
    log_probs = where(((y == 0) & (n == 0)) | (linear == 0), 0.0, combinations + linear)
    return where((k >= loc) & (k < loc + n + 1), log_probs, -np.inf)


def pmf(k: Any, n: Any, p: Any, loc: Any = 0) -> Array:
    return jnp.exp(logpmf(k, n, p, loc))
