"""``jax.scipy.stats.multinomial``: the counts ``x`` (along the last axis) of ``n`` draws
among the categories of probabilities ``p``; -inf where the counts (all of ``x``, as in
jax) do not sum to ``n``. ``x`` and ``n`` must be integers."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.numpy.promotion import check_arguments, promote
from jaxtypes.runtime.scipy.special_gamma import gammaln
from jaxtypes.runtime.scipy.special_logistic import xlogy
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["logpmf", "pmf"]


def _same_rank(x: Array, n: Array) -> tuple[Array, Array]:
    """The lower-ranked of ``x`` and ``n`` given leading 1-axes, unless it is 0-d (jax's
    rank promotion: ``n`` of shape (3,) beside ``x`` of shape (3, 3) is (1, 3))."""
    if x.ndim and n.ndim and x.ndim != n.ndim:
        rank = max(x.ndim, n.ndim)
        x, n = (jnp.reshape(a, (1,) * (rank - a.ndim) + a.shape) for a in (x, n))
    return x, n


def logpmf(x: Any, n: Any, p: Any) -> Array:
    (p,) = promote_args_inexact("multinomial.logpmf", p)
    check_arguments("multinomial.logpmf", x, n)
    (x, n), _ = promote("multinomial.logpmf", x, n)
    if x.dtype.kind not in "iu":
        raise ValueError(f"multinomial.logpmf: x and n must be of integer type; got x.dtype={x.dtype}, "
                         f"n.dtype={n.dtype}")
    x, n = _same_rank(x, n)
    x, n = x.astype(p.dtype), n.astype(p.dtype)
    log_probs = gammaln(n + 1) + jnp.sum(xlogy(x, p) - gammaln(x + 1), axis=-1)
    return where(jnp.sum(x) == n, log_probs, -np.inf)


def pmf(x: Any, n: Any, p: Any) -> Array:
    return jnp.exp(logpmf(x, n, p))
