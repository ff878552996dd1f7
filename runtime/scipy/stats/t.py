"""``jax.scipy.stats.t``: Student's t distribution with ``df`` degrees of freedom."""

from __future__ import annotations

import math
from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["logpdf", "pdf"]


def logpdf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    x, df, loc, scale = promote_args_inexact("t.logpdf", x, df, loc, scale)
    z = (x - loc) / scale
    half_df = df / 2
    half_df_plus_half = half_df + 0.5
    normalizer = (lax_e.lgamma(half_df) + jnp.log(scale * scale * math.pi * df) / 2 - lax_e.lgamma(half_df_plus_half))
    return -(normalizer + half_df_plus_half * jnp.log1p(z * z / df))  # type: ignore[no-any-return]


def pdf(x: Any, df: Any, loc: Any = 0, scale: Any = 1) -> Array:
    return jnp.exp(logpdf(x, df, loc, scale))
