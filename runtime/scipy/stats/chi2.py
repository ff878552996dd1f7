"""``jax.scipy.stats.chi2``: the chi-squared distribution with ``df`` degrees of freedom."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.special_gamma import gammainc, gammaincc
from jaxtypes.runtime.scipy.stats.elementary import clamp
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]


def logpdf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, df, loc, scale = promote_args_inexact("chi2.logpdf", x, df, loc, scale)
    y = (x - loc) / scale
    half_df = df / 2
    kernel = (half_df - 1) * jnp.log(y) - y / 2
    normalizer = -(lax_e.lgamma(half_df) + math.log(2) * df / 2)
    return where(x < loc, -np.inf, normalizer - jnp.log(scale) + kernel)


def pdf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, df, loc, scale))


def _half_y(x: Array, loc: Array, scale: Array) -> Array:
    return clamp(0, (x - loc) / (scale * 2), np.inf)


def cdf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, df, loc, scale = promote_args_inexact("chi2.cdf", x, df, loc, scale, real=True)
    return gammainc(df / 2, _half_y(x, loc, scale))


def logcdf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.log(cdf(x, df, loc, scale))


def sf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, df, loc, scale = promote_args_inexact("chi2.sf", x, df, loc, scale, real=True)
    return gammaincc(df / 2, _half_y(x, loc, scale))


def logsf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.log(sf(x, df, loc, scale))
