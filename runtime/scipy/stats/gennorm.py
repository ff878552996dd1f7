"""``jax.scipy.stats.gennorm``: the generalized normal distribution with shape ``beta``."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.special_gamma import gammainc
from jaxtypes.runtime.scipy.stats.elementary import absolute
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logpdf", "pdf"]


def logpdf(x: Any, beta: Any) -> Array:
    x, beta = promote_args_inexact("gennorm.logpdf", x, beta)
    return jnp.log(0.5 * beta) - lax_e.lgamma(1 / beta) - jnp.power(absolute(x), beta)


def pdf(x: Any, beta: Any) -> Array:
    return jnp.exp(logpdf(x, beta))


def cdf(x: Any, beta: Any) -> Array:
    x, beta = promote_args_inexact("gennorm.cdf", x, beta)
    return 0.5 * (1 + jnp.sign(x) * gammainc(1 / beta, jnp.power(absolute(x), beta)))
