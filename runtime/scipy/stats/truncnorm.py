"""``jax.scipy.stats.truncnorm``: the normal distribution truncated to ``[a, b]`` (in
standard units); nan where ``a >= b``. Every result is strong, as jax's."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats import norm
from jaxtypes.runtime.scipy.special_error import log_ndtr, ndtr
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]


def _log_difference(x: Array, y: Array) -> Array:
    """``log(exp(x) - exp(y))`` for ``x >= y`` (-inf where ``x`` is; the branch not taken
    sees finite operands, so that no nan reaches the gradient)."""
    empty = x == -np.inf
    safe_x = jnp.where(empty, jnp.zeros_like(x), x)
    safe_y = jnp.where(empty, jnp.full_like(y, -1.0), y)
    return where(empty, x, safe_x + jnp.log1p(-jnp.exp(safe_y - safe_x)))


def _log_gauss_mass(a: Array, b: Array) -> Array:
    """``log(ndtr(b) - ndtr(a))``, from whichever tail keeps it accurate."""
    a, b = jnp.broadcast_arrays(a, b)
    left, right = b <= 0, a > 0
    a_tail = jnp.where(right, -b, a)
    b_tail = jnp.where(right, -a, b)
    tail = _log_difference(log_ndtr(b_tail), log_ndtr(a_tail))
    central = jnp.log1p(-ndtr(a) - ndtr(-b))
    return where(left | right, tail, central)


def logpdf(x: Any, a: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, a, b, loc, scale = promote_args_inexact("truncnorm.logpdf", x, a, b, loc, scale)
    value = norm.logpdf(x, loc, scale) - _log_gauss_mass(a, b)
    z = (x - loc) / scale
    value = jnp.where((z < a) | (z > b), -np.inf, value)
    return where(a >= b, np.nan, value)


def pdf(x: Any, a: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, a, b, loc, scale))


def logcdf(x: Any, a: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, a, b, loc, scale = promote_args_inexact("truncnorm.logcdf", x, a, b, loc, scale)
    x, a, b = jnp.broadcast_arrays(x, a, b)
    z = (x - loc) / scale
    # outside (a, b) the answer is 0 or -inf: the masses are taken at an inner point there,
    # so that no nan from a negative mass reaches the gradient
    inner = jnp.where(jnp.isfinite(a) & jnp.isfinite(b), (a + b) / 2,
                      jnp.where(jnp.isfinite(a), a + 1, jnp.where(jnp.isfinite(b), b - 1, jnp.zeros_like(z))))
    inside = jnp.where((z <= a) | (z >= b), inner, z)
    mass = _log_gauss_mass(a, b)
    log_cdf = _log_gauss_mass(a, inside) - mass
    log_sf = _log_gauss_mass(inside, b) - mass
    out = jnp.select([z >= b, z <= a, log_cdf > -0.1, z > a], [0, -np.inf, jnp.log1p(-jnp.exp(log_sf)), log_cdf])
    return where(a >= b, np.nan, out)


def cdf(x: Any, a: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logcdf(x, a, b, loc, scale))


def logsf(x: Any, a: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, a, b, loc, scale = promote_args_inexact("truncnorm.logsf", x, a, b, loc, scale)
    return logcdf(-x, -b, -a, -loc, scale)


def sf(x: Any, a: Any, b: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logsf(x, a, b, loc, scale))
