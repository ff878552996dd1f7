"""``jax.scipy.stats.vonmises``: the von Mises distribution on the circle with
concentration ``kappa``; nan where ``kappa`` is not positive."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import special as lax_special
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["logpdf", "pdf"]


def logpdf(x: Any, kappa: Any) -> Array:
    x, kappa = promote_args_inexact("vonmises.logpdf", x, kappa)
    # i0e(kappa) = exp(-kappa) I0(kappa): the normalizer without overflow
    value = kappa * (jnp.cos(x) - 1) - jnp.log(2 * math.pi * lax_special.bessel_i0e(kappa))
    return where(kappa > 0, value, np.nan)


def pdf(x: Any, kappa: Any) -> Array:
    return jnp.exp(logpdf(x, kappa))
