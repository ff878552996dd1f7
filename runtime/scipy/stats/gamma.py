"""``jax.scipy.stats.gamma``: the gamma distribution with shape ``a``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_gamma import gammainc, gammaincc, gammaln
from jaxtypes.runtime.scipy.special_logistic import xlogy
from jaxtypes.runtime.scipy.stats.elementary import clamp
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]


def logpdf(x: Any, a: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, a, loc, scale = promote_args_inexact("gamma.logpdf", x, a, loc, scale)
    inside = x >= loc
    y = jnp.where(inside, (x - loc) / scale, jnp.ones_like(x))  # 1 outside keeps the unused branch finite
    log_probs = xlogy(a - 1, y) - y - (gammaln(a) + jnp.log(scale))
    return where(inside, log_probs, -np.inf)


def pdf(x: Any, a: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, a, loc, scale))


def cdf(x: Any, a: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, a, loc, scale = promote_args_inexact("gamma.cdf", x, a, loc, scale, real=True)
    return gammainc(a, clamp(0, (x - loc) / scale, np.inf))


def logcdf(x: Any, a: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.log(cdf(x, a, loc, scale))


def sf(x: Any, a: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, a, loc, scale = promote_args_inexact("gamma.sf", x, a, loc, scale)
    y = (x - loc) / scale
    return where(y < 0, 1, gammaincc(a, y))


def logsf(x: Any, a: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.log(sf(x, a, loc, scale))
