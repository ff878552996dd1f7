"""``jax.scipy.stats.wrapcauchy``: the wrapped Cauchy distribution on ``[0, 2 pi]``
with shape ``c`` in (0, 1); nan for other ``c``."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["logpdf", "pdf"]


def logpdf(x: Any, c: Any) -> Array:
    x, c = promote_args_inexact("wrapcauchy.logpdf", x, c, real=True)
    value = jnp.log(1 - c * c) - math.log(2 * math.pi) - jnp.log(1 + c * c - 2 * c * jnp.cos(x))
    inside = jnp.where((x >= 0) & (x <= 2 * math.pi), value, -np.inf)
    return where((c > 0) & (c < 1), inside, np.nan)


def pdf(x: Any, c: Any) -> Array:
    return jnp.exp(logpdf(x, c))
