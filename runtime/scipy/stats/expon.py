"""``jax.scipy.stats.expon``: the exponential distribution on ``x >= loc``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("expon.logpdf", x, loc, scale, real=True)
    return where(x < loc, -np.inf, -((x - loc) / scale + jnp.log(scale)))


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("expon.cdf", x, loc, scale, real=True)
    z = (loc - x) / scale
    return where(x < loc, jnp.zeros_like(z), -jnp.expm1(z))


def logsf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("expon.logsf", x, loc, scale, real=True)
    z = (loc - x) / scale
    return where(x < loc, jnp.zeros_like(z), z)


def sf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logsf(x, loc, scale))


def logcdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.log1p(-sf(x, loc, scale))


def ppf(q: Any, loc: Any = 0, scale: Any = 1) -> Array:
    q, loc, scale = promote_args_inexact("expon.ppf", q, loc, scale)
    return where(jnp.isnan(q) | (q < 0) | (q > 1), np.nan, loc - scale * jnp.log1p(-q))
