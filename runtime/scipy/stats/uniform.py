"""``jax.scipy.stats.uniform``: the uniform distribution on ``[loc, loc + scale]``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logpdf", "pdf", "ppf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("uniform.logpdf", x, loc, scale, real=True)
    return where((x > loc + scale) | (x < loc), -np.inf, -jnp.log(scale))


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    """0 left of the support, 1 right of it (strongly typed, as jax's)."""
    x, loc, scale = promote_args_inexact("uniform.cdf", x, loc, scale, real=True)
    zero, one = jnp.array(0, x.dtype), jnp.array(1, x.dtype)
    inside = (x >= loc) & (x <= loc + scale)
    return jnp.select([x < loc, x > loc + scale, inside], [zero, one, (x - loc) / scale])


def ppf(q: Any, loc: Any = 0, scale: Any = 1) -> Array:
    q, loc, scale = promote_args_inexact("uniform.ppf", q, loc, scale)
    return where(jnp.isnan(q) | (q < 0) | (q > 1), np.nan, loc + scale * q)
