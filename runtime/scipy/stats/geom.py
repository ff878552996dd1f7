"""``jax.scipy.stats.geom``: the number of trials up to the first success (``k >= 1``),
each succeeding with probability ``p``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_logistic import xlog1py
from jaxtypes.runtime.scipy.stats.support import constant, promote_args_inexact

__all__ = ["logpmf", "pmf"]


def logpmf(k: Any, p: Any, loc: Any = 0) -> Array:
    k, p, loc = promote_args_inexact("geom.logpmf", k, p, loc, real=True)
    x = k - loc
    log_probs = xlog1py(x - constant(x, 1), -p) + jnp.log(p)
    return where(x <= 0, -np.inf, log_probs)


def pmf(k: Any, p: Any, loc: Any = 0) -> Array:
    return jnp.exp(logpmf(k, p, loc))
