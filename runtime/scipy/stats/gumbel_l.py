"""``jax.scipy.stats.gumbel_l``: the left-skewed Gumbel distribution (of minima);
nan where ``scale`` is not positive."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_logistic import xlog1py, xlogy
from jaxtypes.runtime.scipy.stats.gumbel import standardized
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale, z = standardized("gumbel_l.logpdf", x, loc, scale)
    return where(scale > 0, xlogy(-1, scale) + (z - jnp.exp(z)), np.nan)


def logcdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale, z = standardized("gumbel_l.logcdf", x, loc, scale)
    return where(scale > 0, jnp.log(-jnp.expm1(-jnp.exp(z))), np.nan)


def logsf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale, z = standardized("gumbel_l.logsf", x, loc, scale)
    return where(scale > 0, -jnp.exp(z), np.nan)


def ppf(p: Any, loc: Any = 0, scale: Any = 1) -> Array:
    p, loc, scale = promote_args_inexact("gumbel_l.ppf", p, loc, scale, real=True)
    return where((p > 0) & (p < 1), loc + scale * jnp.log(xlog1py(-1, -p)), np.nan)


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logcdf(x, loc, scale))


def sf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logsf(x, loc, scale))
