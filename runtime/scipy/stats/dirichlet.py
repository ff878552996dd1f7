"""``jax.scipy.stats.dirichlet``: the Dirichlet distribution on the simplex, with
concentrations ``alpha`` (one-dimensional). ``x`` holds the coordinates along its first
axis: as many as ``alpha``, or one fewer (the last is then ``1 - sum``); -inf off the
simplex."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.scipy.special_gamma import gammaln
from jaxtypes.runtime.scipy.special_logistic import xlogy
from jaxtypes.runtime.scipy.stats.support import constant

__all__ = ["logpdf", "pdf"]


def _on_simplex(x: Array) -> Array:
    return jnp.all(x > 0, axis=0) & (jnp.abs(jnp.sum(x, axis=0) - 1) < 1e-6)


def logpdf(x: Any, alpha: Any) -> Array:
    check_arguments("dirichlet.logpdf", x, alpha)
    (x, alpha), _ = promote_inexact("dirichlet.logpdf", x, alpha)
    if alpha.ndim != 1:
        raise ValueError(f"dirichlet.logpdf: `alpha` must be one-dimensional; got alpha.shape={alpha.shape}")
    if x.ndim == 0 or x.shape[0] not in (alpha.shape[0], alpha.shape[0] - 1):
        raise ValueError("dirichlet.logpdf: `x` must have either the same number of entries as `alpha` or one entry "
                         f"fewer along its first axis; got x.shape={x.shape}, alpha.shape={alpha.shape}")
    if x.dtype.kind == "c":
        raise TypeError(f"dirichlet.logpdf: {x.dtype} arguments are not supported: the function compares values, "
                        "which complex numbers do not order")
    one = constant(x, 1)
    if x.shape[0] != alpha.shape[0]:
        x = jnp.concatenate([x, one - jnp.sum(x, axis=0, keepdims=True)], axis=0)
    normalizer = jnp.sum(gammaln(alpha)) - gammaln(jnp.sum(alpha))
    alpha = jnp.reshape(alpha, alpha.shape + (1,) * (x.ndim - 1))
    log_probs = jnp.sum(xlogy(alpha - one, x), axis=0) - normalizer
    return where(_on_simplex(x), log_probs, -np.inf)


def pdf(x: Any, alpha: Any) -> Array:
    return jnp.exp(logpdf(x, alpha))
