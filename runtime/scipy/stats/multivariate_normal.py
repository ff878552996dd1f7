"""``jax.scipy.stats.multivariate_normal``: the normal distribution of vectors (the last
axis of ``x``) with mean ``mean`` and covariance ``cov`` (a matrix, or a scalar times the
identity); a 0-d ``mean`` is the one-dimensional normal with variance ``cov``."""

from __future__ import annotations

import math
from functools import partial
from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.lax import linalg
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact

__all__ = ["logpdf", "pdf"]

_whiten = jnp.vectorize(partial(linalg.triangular_solve, lower=True, transpose_a=True), signature="(n,n),(n)->(n)")


def logpdf(x: Any, mean: Any, cov: Any, allow_singular: None = None) -> Array:
    if allow_singular is not None:
        raise NotImplementedError("allow_singular argument of multivariate_normal.logpdf")
    check_arguments("multivariate_normal.logpdf", x, mean, cov)
    (x, mean, cov), _ = promote_inexact("multivariate_normal.logpdf", x, mean, cov)
    log_2pi = jnp.log(2 * math.pi)
    if mean.ndim == 0:
        return -1 / 2 * jnp.square(x - mean) / cov - 1 / 2 * (log_2pi + jnp.log(cov))  # type: ignore[no-any-return]
    n = mean.shape[-1]
    if cov.ndim == 0:
        y = x - mean
        return -1 / 2 * jnp.einsum("...i,...i->...", y, y) / cov - n / 2 * (log_2pi + jnp.log(cov))  # type: ignore[no-any-return]
    if cov.ndim < 2 or cov.shape[-2:] != (n, n):
        raise ValueError(f"multivariate_normal.logpdf got incompatible shapes: mean.shape={mean.shape}, "
                         f"cov.shape={cov.shape} (cov must end in ({n}, {n}))")
    factor = linalg.cholesky(cov)
    y = _whiten(factor, x - mean)
    log_det = jnp.sum(jnp.log(jnp.diagonal(factor, axis1=-1, axis2=-2)), axis=-1)
    return -1 / 2 * jnp.einsum("...i,...i->...", y, y) - n / 2 * log_2pi - log_det  # type: ignore[no-any-return]


def pdf(x: Any, mean: Any, cov: Any) -> Array:
    return jnp.exp(logpdf(x, mean, cov))
