"""``jax.scipy.stats.logistic``: the logistic distribution."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.special_logistic import expit
from jaxtypes.runtime.scipy.stats.elementary import logit
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "isf", "logpdf", "pdf", "ppf", "sf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("logistic.logpdf", x, loc, scale)
    half_z = (x - loc) / scale / 2
    return -2 * jnp.logaddexp(half_z, -half_z) - jnp.log(scale)  # type: ignore[no-any-return]


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("logistic.cdf", x, loc, scale)
    return expit((x - loc) / scale)


def sf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("logistic.sf", x, loc, scale)
    return expit(-((x - loc) / scale))


def ppf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("logistic.ppf", x, loc, scale)
    return logit(x) * scale + loc  # type: ignore[no-any-return]


def isf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("logistic.isf", x, loc, scale)
    return -logit(x) * scale + loc  # type: ignore[no-any-return]
