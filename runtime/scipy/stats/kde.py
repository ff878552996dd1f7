"""``jax.scipy.stats.gaussian_kde``: a kernel density estimate with Gaussian kernels of
the data's covariance scaled by a bandwidth factor (Scott's rule by default). It is a
pytree (its arrays are its leaves), so it passes through ``jit``, ``vmap`` and ``grad``."""

from __future__ import annotations

import math
import types
from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.tree_util import register_pytree_node_class
from jaxtypes.runtime.interpreters.jit import jit
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.random import choices
from jaxtypes.runtime.random import keys as random_keys
from jaxtypes.runtime.scipy.linalg_decompositions import cho_factor, cho_solve, cholesky
from jaxtypes.runtime.scipy.special_error import ndtr
from jaxtypes.runtime.scipy.special_logistic import logsumexp

__all__ = ["gaussian_kde"]

_FIELDS = ("neff", "dataset", "weights", "covariance", "inv_cov")


def _real_2d(name: str, data: Any) -> Array:
    data = jnp.atleast_2d(data)
    if data.dtype.kind == "c":
        raise NotImplementedError(f"{name}: gaussian_kde does not support complex data")
    return data  # type: ignore[no-any-return]


@register_pytree_node_class
class gaussian_kde:
    """The estimate from ``dataset`` (``d`` dimensions by ``n`` points; 1-D data is one
    dimension), optionally weighted; ``bw_method`` is ``'scott'``, ``'silverman'``, a
    scalar factor, or a function of the estimate that returns one."""

    __slots__ = _FIELDS
    neff: Array
    dataset: Array
    weights: Array
    covariance: Array
    inv_cov: Array

    def __init__(self, dataset: Any, bw_method: Any = None, weights: Any = None) -> None:
        check_arguments("gaussian_kde", dataset)
        dataset = _real_2d("gaussian_kde", dataset)
        if not dataset.size > 1:
            raise ValueError("gaussian_kde: `dataset` input should have multiple elements.")
        d, n = dataset.shape
        if weights is not None:
            check_arguments("gaussian_kde", weights)
            (dataset, weights), _ = promote_inexact("gaussian_kde", dataset, weights)
            weights = jnp.atleast_1d(weights)
            weights = weights / jnp.sum(weights)
            if weights.ndim != 1:
                raise ValueError("gaussian_kde: `weights` input should be one-dimensional.")
            if len(weights) != n:
                raise ValueError(f"gaussian_kde: `weights` input should be of length n ({n}), got {len(weights)}")
        else:
            (dataset,), _ = promote_inexact("gaussian_kde", dataset)
            weights = jnp.full(n, 1.0 / n, dtype=dataset.dtype)
        self._set("dataset", dataset)
        self._set("weights", weights)
        neff = self._set("neff", 1 / jnp.sum(weights**2))
        factor = self._factor("scott" if bw_method is None else bw_method, neff, d)
        covariance = jnp.atleast_2d(jnp.cov(dataset, rowvar=True, bias=False, aweights=weights))
        self._set("covariance", covariance * factor**2)
        self._set("inv_cov", np_linalg.inv(covariance) / factor**2)

    def __class_getitem__(cls, dtype: Any) -> types.GenericAlias:
        """``gaussian_kde[float32]``: the stubs' class is generic in its dtype."""
        return types.GenericAlias(cls, dtype)

    def _factor(self, bw_method: Any, neff: Array, d: int) -> Any:
        if isinstance(bw_method, str) and bw_method == "scott":
            return jnp.power(neff, -1.0 / (d + 4))
        if isinstance(bw_method, str) and bw_method == "silverman":
            return jnp.power(neff * (d + 2) / 4.0, -1.0 / (d + 4))
        if jnp.isscalar(bw_method) and not isinstance(bw_method, str):
            return bw_method
        if callable(bw_method):
            return bw_method(self)
        raise ValueError("gaussian_kde: `bw_method` should be 'scott', 'silverman', a scalar, or a callable.")

    def _set(self, name: str, value: Any) -> Any:
        object.__setattr__(self, name, value)
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"gaussian_kde is immutable: cannot assign to {name!r}")

    def tree_flatten(self) -> tuple[tuple[Any, ...], None]:
        return tuple(getattr(self, f) for f in _FIELDS), None

    @classmethod
    def tree_unflatten(cls, aux_data: None, children: Any) -> gaussian_kde:
        kde = cls.__new__(cls)
        for field, child in zip(_FIELDS, children):
            kde._set(field, child)
        return kde

    def __repr__(self) -> str:
        return f"gaussian_kde(d={self.d}, n={self.n}, dtype={self.dataset.dtype})"

    @property
    def d(self) -> int:
        return int(self.dataset.shape[0])

    @property
    def n(self) -> int:
        return int(self.dataset.shape[1])

    def evaluate(self, points: Any) -> Array:
        """The density at each of ``points`` (``d`` by ``m``; a vector of ``d`` values is one point)."""
        check_arguments("gaussian_kde.evaluate", points)
        points = self._points(points)
        return _kernel_sums(False, self.dataset.T, self.weights[:, None], points.T, self.inv_cov)[:, 0]  # type: ignore[no-any-return]

    def __call__(self, points: Any) -> Array:
        return self.evaluate(points)

    def pdf(self, x: Any) -> Array:
        return self.evaluate(x)

    def logpdf(self, x: Any) -> Array:
        check_arguments("gaussian_kde.logpdf", x)
        x = self._points(x)
        return _kernel_sums(True, self.dataset.T, self.weights[:, None], x.T, self.inv_cov)[:, 0]  # type: ignore[no-any-return]

    def integrate_gaussian(self, mean: Any, cov: Any) -> Array:
        """The integral of the estimate times the normal density of ``mean`` and ``cov``."""
        mean = jnp.atleast_1d(jnp.squeeze(mean))
        cov = jnp.atleast_2d(cov)
        if mean.shape != (self.d,):
            raise ValueError(f"gaussian_kde.integrate_gaussian: mean does not have dimension {self.d}")
        if cov.shape != (self.d, self.d):
            raise ValueError(f"gaussian_kde.integrate_gaussian: covariance does not have dimension {self.d}")
        factor, norm = _normalized_factor(self.covariance + cov, self.d)
        return _convolved(factor, norm, self.dataset, self.weights, mean)

    def integrate_box_1d(self, low: Any, high: Any) -> Array:
        """The mass of a one-dimensional estimate between ``low`` and ``high``."""
        if self.d != 1:
            raise ValueError("gaussian_kde.integrate_box_1d() only handles 1D pdfs")
        if np.ndim(low) != 0 or np.ndim(high) != 0:
            raise ValueError("gaussian_kde.integrate_box_1d: the limits of integration must be scalars")
        return _box_1d(self, low, high)  # type: ignore[no-any-return]

    def integrate_kde(self, other: gaussian_kde) -> Array:
        """The integral of the product of two estimates."""
        if other.d != self.d:
            raise ValueError("gaussian_kde.integrate_kde: KDEs are not the same dimensionality")
        factor, norm = _normalized_factor(self.covariance + other.covariance, self.d)
        small, large = (self, other) if self.n < other.n else (other, self)
        convolved = partial(_convolved, factor, norm, large.dataset, large.weights)
        return jnp.sum(vmap(convolved, in_axes=1)(small.dataset) * small.weights)

    def resample(self, key: Any, shape: tuple[int, ...] = ()) -> Array:
        """Points drawn from the estimate: ``d`` by ``shape``."""
        return _resample(self, key, shape=tuple(shape))  # type: ignore[no-any-return]

    def integrate_box(self, low_bounds: Any, high_bounds: Any, maxpts: Any = None) -> Array:
        raise NotImplementedError("gaussian_kde: only 1D box integrations are supported; use `integrate_box_1d`")

    def set_bandwidth(self, bw_method: Any = None) -> None:
        raise NotImplementedError("gaussian_kde: dynamically changing the bandwidth method is not supported")

    def _points(self, points: Any) -> Array:
        points = _real_2d("gaussian_kde", points)
        d, m = points.shape
        if d != self.d:
            if d == 1 and m == self.d:
                return jnp.reshape(points, (self.d, 1))
            raise ValueError(f"gaussian_kde: points have dimension {d}, dataset has dimension {self.d}")
        return points  # type: ignore[no-any-return]


def _normalized_factor(cov: Array, d: int) -> tuple[tuple[Array, bool], Array]:
    factor = cho_factor(cov)
    return factor, 1.0 / (math.sqrt(2 * math.pi) ** d * jnp.prod(jnp.diag(factor[0])))


def _convolved(factor: tuple[Array, bool], norm: Array, target: Array, weights: Array, mean: Array) -> Array:
    diff = target - mean[:, None]
    alpha = cho_solve(factor, diff)
    return norm * jnp.sum(jnp.exp(-0.5 * jnp.sum(diff * alpha, axis=0)) * weights)


@jit
def _box_1d(kde: gaussian_kde, low: Any, high: Any) -> Array:
    sigma = jnp.squeeze(jnp.sqrt(kde.covariance))
    low = jnp.squeeze((low - kde.dataset) / sigma)
    high = jnp.squeeze((high - kde.dataset) / sigma)
    return jnp.sum(kde.weights * (ndtr(high) - ndtr(low)))


@partial(jit, static_argnames=("shape",))
def _resample(kde: gaussian_kde, key: Any, shape: tuple[int, ...]) -> Array:
    index_key, noise_key = random_keys.split(key)
    index = choices.choice(index_key, kde.n, shape=shape, p=kde.weights)
    mean = jnp.zeros(kde.d, kde.covariance.dtype)
    noise = choices.multivariate_normal(noise_key, mean, kde.covariance, shape=shape, dtype=kde.dataset.dtype).T
    return kde.dataset[:, index] + noise


def _kernel_sums_of(in_log: bool, points: Array, values: Array, xi: Array, precision: Array) -> Array:
    (points, values, xi, precision), _ = promote_inexact("gaussian_kde", points, values, xi, precision)
    d = points.shape[1]
    if xi.shape[1] != d:
        raise ValueError("gaussian_kde: points and xi must have same trailing dim")
    if precision.shape != (d, d):
        raise ValueError("gaussian_kde: precision matrix must match data dims")
    whitening = cholesky(precision, lower=True)
    points, xi = jnp.dot(points, whitening), jnp.dot(xi, whitening)
    log_norm = jnp.sum(jnp.log(jnp.diag(whitening))) - 0.5 * d * jnp.log(2 * math.pi)

    def kernel(x_test: Array, x_train: Array, y_train: Array) -> Array:
        arg = log_norm - 0.5 * jnp.sum(jnp.square(x_train - x_test))
        return jnp.log(y_train) + arg if in_log else y_train * jnp.exp(arg)

    reduce: Callable[..., Array] = logsumexp if in_log else jnp.sum
    return vmap(lambda x: reduce(vmap(kernel, in_axes=(None, 0, 0))(x, points, values), axis=0))(xi)  # type: ignore[no-any-return]


_kernel_sums = jit(_kernel_sums_of, static_argnums=0)
