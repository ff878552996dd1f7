"""``jax.scipy.stats.laplace``: the double exponential distribution."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats.elementary import absolute
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logpdf", "pdf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("laplace.logpdf", x, loc, scale, real=True)
    return -(absolute(x - loc) / scale + jnp.log(2 * scale))  # type: ignore[no-any-return]


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("laplace.cdf", x, loc, scale, real=True)
    z = (x - loc) / scale
    return where(z <= 0, 0.5 * jnp.exp(z), 1 - 0.5 * jnp.exp(-z))
