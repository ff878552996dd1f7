"""``jax.scipy.stats.cauchy``: the Cauchy distribution. The distribution functions run
operation by operation when called eagerly, as jax's: compiled whole, XLA fuses
``0.5 + arctan(z) / pi`` into one rounding and ``cdf(-inf)`` is no longer exactly 0."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["cdf", "isf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]


def logpdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("cauchy.logpdf", x, loc, scale)
    z = (x - loc) / scale
    return -(jnp.log(math.pi * scale) + jnp.log1p(z * z))


def pdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("cauchy.cdf", x, loc, scale)
    # 1/pi rounded in x's dtype, as jax divides: then cdf(-inf) is exactly 0
    one_over_pi = (np.asarray(1, x.dtype) / np.asarray(math.pi, x.dtype)).item()
    return 0.5 + one_over_pi * jnp.arctan((x - loc) / scale)  # type: ignore[no-any-return]


def logcdf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.log(cdf(x, loc, scale))


def sf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("cauchy.sf", x, loc, scale)
    return cdf(-x, -loc, scale)


def logsf(x: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, loc, scale = promote_args_inexact("cauchy.logsf", x, loc, scale)
    return logcdf(-x, -loc, scale)


def ppf(q: Any, loc: Any = 0, scale: Any = 1) -> Array:
    q, loc, scale = promote_args_inexact("cauchy.ppf", q, loc, scale)
    return jnp.tan(math.pi * q - math.pi / 2) * scale + loc  # type: ignore[no-any-return]


def isf(q: Any, loc: Any = 0, scale: Any = 1) -> Array:
    q, loc, scale = promote_args_inexact("cauchy.isf", q, loc, scale)
    return jnp.tan(math.pi / 2 - math.pi * q) * scale + loc  # type: ignore[no-any-return]
