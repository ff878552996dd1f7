"""``jax.scipy.stats.norm``: the normal distribution with mean ``loc`` and standard
deviation ``scale``. The densities keep weak types; the distribution functions and
quantiles are strong (jax computes them with strongly typed constants)."""

from __future__ import annotations

import math
from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.special_error import log_ndtr, ndtr, ndtri
from jaxtypes.runtime.scipy.special_common import strong
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact, require_float32_or_64

__all__ = ["cdf", "isf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """The log density at ``x``."""
    x, loc, scale = promote_args_inexact("norm.logpdf", x, loc, scale)
    variance = jnp.square(scale)
    return (jnp.log(2 * math.pi * variance) + jnp.square(x - loc) / variance) / -2


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """The density at ``x``."""
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """P(X <= x)."""
    x, loc, scale = promote_args_inexact("norm.cdf", x, loc, scale)
    return ndtr((x - loc) / scale)


def logcdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """log P(X <= x), accurate far into the left tail."""
    x, loc, scale = promote_args_inexact("norm.logcdf", x, loc, scale)
    return log_ndtr((x - loc) / scale)


def sf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """P(X > x)."""
    x, loc, scale = promote_args_inexact("norm.sf", x, loc, scale)
    return cdf(-x, -loc, scale)


def logsf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """log P(X > x)."""
    x, loc, scale = promote_args_inexact("norm.logsf", x, loc, scale)
    return logcdf(-x, -loc, scale)


def _default_float(x: Array) -> Array:
    """As jax's ``asarray(x, float)``: the mode's default float, strong."""
    return jnp.asarray(x, float)


def ppf(q: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """The quantile of probability ``q`` (``q`` float32 or float64, as jax's ``ndtri``);
    the result is the default float."""
    return _default_float(ndtri(q) * scale + loc)


def isf(q: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """The quantile of upper-tail probability ``q``."""
    q = require_float32_or_64("norm.isf", q)
    return ppf(strong(q, 1.0) - q, loc, scale)
