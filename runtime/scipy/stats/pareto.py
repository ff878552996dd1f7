"""``jax.scipy.stats.pareto``: the Pareto distribution with shape ``b`` on ``x >= loc + scale``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]


def logpdf(x: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, b, loc, scale = promote_args_inexact("pareto.logpdf", x, b, loc, scale, real=True)
    z = (x - loc) / scale
    return where(x < loc + scale, -np.inf, -(jnp.log(scale / b) + (b + 1) * jnp.log(z)))


def pdf(x: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, b, loc, scale))


def cdf(x: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, b, loc, scale = promote_args_inexact("pareto.cdf", x, b, loc, scale, real=True)
    z = (x - loc) / scale
    return where(x < loc + scale, 0, 1 - jnp.power(z, -b))


def logcdf(x: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, b, loc, scale = promote_args_inexact("pareto.logcdf", x, b, loc, scale, real=True)
    z = (x - loc) / scale
    return where(x < loc + scale, -np.inf, jnp.log1p(-jnp.power(z, -b)))


def logsf(x: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, b, loc, scale = promote_args_inexact("pareto.logsf", x, b, loc, scale, real=True)
    z = (x - loc) / scale
    return where(x < loc + scale, 0, -(b * jnp.log(z)))


def sf(x: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logsf(x, b, loc, scale))


def ppf(q: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    q, b, loc, scale = promote_args_inexact("pareto.ppf", q, b, loc, scale)
    quantile = loc + scale * jnp.power(1 - q, -(1 / b))
    return where(jnp.isnan(q) | (q < 0) | (q > 1), np.nan, quantile)
