"""The samplers of ``jax.random`` that pick among given values or shape random matrices:
``permutation``, ``choice``, ``categorical``, ``multivariate_normal``, ``orthogonal``.
"""

from __future__ import annotations

import math
import operator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.sorting import sort_key_val, top_k
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.numpy.creation import arange, zeros
from jaxtypes.runtime.numpy.einsum import einsum
from jaxtypes.runtime.numpy.manipulation import moveaxis
from jaxtypes.runtime.numpy.promotion import promote_inexact
from jaxtypes.runtime.numpy.reductions import argmax
from jaxtypes.runtime.numpy.searching import searchsorted
from jaxtypes.runtime.numpy.selection import take
from jaxtypes.runtime.numpy.shape import broadcast_shapes, expand_dims
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.numpy.statistics import cumsum
from jaxtypes.runtime.random.keys import take_key
from jaxtypes.runtime.random.samplers import gumbel_program, randint_program, uniform_program
from jaxtypes.runtime.random.sampling import (
    inexact,
    check_shape, draw_bits, draw_normal, draw_split, shape_of, user_dtype,
)

__all__ = ["categorical", "choice", "multivariate_normal", "orthogonal", "permutation"]


def _axis(name: str, axis: Any, ndim: int) -> int:
    i = operator.index(axis)
    if not -ndim <= i < ndim:
        raise np.exceptions.AxisError(f"{name}: axis {i} is out of bounds for array of dimension {ndim}")
    return i % ndim


@staged("impl", "axis")
def _shuffle(data: Any, x: Array, impl: str, axis: int) -> Array:
    """``x`` shuffled along ``axis`` by sorting on random 32-bit keys, in as many rounds
    as make collisions unlikely (three times the bits of its size)."""
    rounds = int(np.ceil(3 * np.log(max(1, math.prod(x.shape))) / np.log(np.iinfo(np.uint32).max)))
    for _ in range(rounds):
        data, subkey = draw_split(data, impl)
        x = sort_key_val(draw_bits(subkey, impl, 32, tuple(x.shape)), x, axis)[1]
    return x


def permutation(key: Any, x: Any, axis: int = 0, independent: bool = False) -> Array:
    """A random permutation of ``range(x)`` (an int), or of ``x``'s slices along ``axis``
    (``independent``: each slice's elements permuted on their own)."""
    data, impl, _ = take_key("permutation", key)
    values = x if isinstance(x, Array) else asarray(x)
    axis = _axis("permutation", axis, values.ndim or 1)
    if not values.ndim:
        if not dtypes.issubdtype(values.dtype, np.integer):
            raise TypeError("x must be an integer or at least 1-dimensional")
        return _shuffle(data, arange(int(values)), impl.name, axis)
    if independent or values.ndim == 1:
        return _shuffle(data, values, impl.name, axis)
    order = _shuffle(data, arange(values.shape[axis]), impl.name, 0)
    return take(values, order, axis, unique_indices=True)


def choice(key: Any, a: Any, shape: Any = (), replace: bool = True, p: Any = None, axis: int = 0,
           mode: str | None = None) -> Array:
    """Samples of ``range(a)`` (an int) or of ``a``'s slices along ``axis``, with or without
    replacement, uniformly or by the probabilities ``p``."""
    data, impl, _ = take_key("choice", key)
    if not isinstance(shape, (tuple, list)):
        raise TypeError(f"shape argument of jax.random.choice must be a sequence, got {shape}")
    sizes = shape_of("choice", shape)
    arr = a if isinstance(a, Array) else asarray(a)
    if arr.ndim == 0:
        n_inputs = int(arr)
    else:
        axis = _axis("choice", axis, arr.ndim)
        n_inputs = arr.shape[axis]
    n_draws = math.prod(sizes)
    if n_draws == 0:
        return zeros(sizes, dtype=arr.dtype)
    if n_inputs <= 0:
        raise ValueError("a must be greater than 0 unless no samples are taken")
    if not replace and n_draws > n_inputs:
        raise ValueError(f"Cannot take a larger sample (size {n_draws}) than population (size {n_inputs}) when "
                         "'replace=False'")
    if p is None:
        if replace:
            index = randint_program(data, 0, n_inputs, impl.name, sizes, dtypes.canonicalize_dtype(int))
            result = index if arr.ndim == 0 else take(arr, index, axis)
        else:
            population = arange(n_inputs) if arr.ndim == 0 else arr
            slices = (slice(None),) * axis + (slice(n_draws),)
            result = permutation(key, population, axis)[slices]
    else:
        probabilities = inexact("choice", p)
        if tuple(probabilities.shape) != (n_inputs,):
            raise ValueError(f"p must be None or a 1D vector with the same size as a.shape[axis]. p has shape "
                             f"{tuple(probabilities.shape)} and a.shape[axis] is {n_inputs}.")
        if replace:
            cumulative = cumsum(probabilities)
            r = cumulative[-1] * (1 - uniform_program(data, 0.0, 1.0, impl.name, sizes, cumulative.dtype))
            index = searchsorted(cumulative, r).astype(int)
        else:
            gumbel_mode = "low" if mode is None else mode
            g = gumbel_program(data, impl.name, (n_inputs,), probabilities.dtype, gumbel_mode) + ew.log(probabilities)
            index = top_k(g, n_draws)[1].astype(int)
        result = index if arr.ndim == 0 else take(arr, index, axis)
    return result.reshape(sizes if arr.ndim == 0 else (*arr.shape[:axis], *sizes, *arr.shape[axis + 1:]))


def categorical(key: Any, logits: Any, axis: int = -1, shape: Any = None, replace: bool = True,
                mode: str | None = None) -> Array:
    """Indices drawn along ``axis`` with log-probabilities ``logits`` (the Gumbel-max trick)."""
    data, impl, _ = take_key("categorical", key)
    scores = logits if isinstance(logits, Array) else asarray(logits)
    batch_shape = tuple(np.delete(scores.shape, axis))
    if shape is None:
        sizes = batch_shape
    else:
        sizes = shape_of("categorical", shape)
        check_shape("categorical", sizes, batch_shape)
    gumbel_mode = "low" if mode is None else mode
    if not dtypes.issubdtype(scores.dtype, np.floating):
        raise ValueError(f"dtype argument to `gumbel` must be a float dtype, got {scores.dtype}")
    prefix = sizes[:len(sizes) - len(batch_shape)]
    if replace:
        if axis >= 0:
            axis -= scores.ndim
        logits_shape = list(sizes[len(sizes) - len(batch_shape):])
        logits_shape.insert(axis % scores.ndim, scores.shape[axis])
        noise = gumbel_program(data, impl.name, (*prefix, *logits_shape), scores.dtype, gumbel_mode)
        return argmax(noise + expand_dims(scores, tuple(range(len(prefix)))), axis=axis)
    perturbed = scores + gumbel_program(data, impl.name, tuple(scores.shape), scores.dtype, gumbel_mode)
    k = math.prod(prefix)
    if k > scores.shape[axis]:
        raise ValueError(f"Number of samples without replacement ({k}) cannot exceed number of categories "
                         f"({scores.shape[axis]}).")
    _, indices = top_k(moveaxis(perturbed, axis, -1), k)
    return lax_shape.reshape(indices, sizes, (indices.ndim - 1, *range(indices.ndim - 1)))


@staged("impl", "shape", "dtype", "method")
def _multivariate_normal(data: Any, mean: Any, cov: Any, impl: str, shape: tuple[int, ...] | None,
                         dtype: np.dtype[Any], method: str) -> Array:
    if mean.ndim < 1:
        raise ValueError(f"multivariate_normal requires mean.ndim >= 1, got mean.ndim == {mean.ndim}")
    if cov.ndim < 2:
        raise ValueError(f"multivariate_normal requires cov.ndim >= 2, got cov.ndim == {cov.ndim}")
    n = mean.shape[-1]
    if tuple(cov.shape[-2:]) != (n, n):
        raise ValueError(f"multivariate_normal requires cov.shape == (..., n, n) for n={n}, but got cov.shape == "
                         f"{tuple(cov.shape)}.")
    if shape is None:
        shape = tuple(broadcast_shapes(tuple(mean.shape[:-1]), tuple(cov.shape[:-2])))
    else:
        check_shape("normal", shape, tuple(mean.shape[:-1]), tuple(cov.shape[:-2]))
    if method == "svd":
        u, s, _ = np_linalg.svd(cov)
        factor = u * ew.sqrt(s[..., None, :])
    elif method == "eigh":
        w, v = np_linalg.eigh(cov)
        factor = v * ew.sqrt(w[..., None, :])
    else:
        factor = np_linalg.cholesky(cov)
    samples = draw_normal(data, impl, (*shape, *mean.shape[-1:]), dtype)
    return ew.add(mean, einsum("...ij,...j->...i", factor, samples))


def multivariate_normal(key: Any, mean: Any, cov: Any, shape: Any = None, dtype: Any = None,
                        method: str = "cholesky") -> Array:
    """Normal vectors of mean ``mean`` and covariance ``cov`` (factored by ``method``:
    'cholesky', 'eigh' or 'svd')."""
    data, impl, _ = take_key("multivariate_normal", key)
    (mean, cov), _ = promote_inexact("multivariate_normal", mean, cov)
    if method not in {"svd", "eigh", "cholesky"}:
        raise ValueError("method must be one of {'svd', 'eigh', 'cholesky'}")
    target = mean.dtype if dtype is None else user_dtype("multivariate_normal", dtype, float, "f")
    if not dtypes.issubdtype(target, np.floating):
        raise ValueError(f"dtype argument to `multivariate_normal` must be a float dtype, got {target}")
    sizes = None if shape is None else shape_of("multivariate_normal", shape)
    return _multivariate_normal(data, mean, cov, impl.name, sizes, target, method)


@staged("impl", "n", "m", "shape", "dtype")
def _orthogonal(data: Any, impl: str, n: int, m: int, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    z = draw_normal(data, impl, (*shape, max(n, m), min(n, m)), dtype)
    q, r = np_linalg.qr(z)
    x = q * expand_dims(ew.sign(np_linalg.diagonal(r)), -2)
    return moveaxis(x, -1, -2) if n < m else x


def orthogonal(key: Any, n: int, shape: Any = (), dtype: Any = None, m: int | None = None) -> Array:
    """Random matrices with orthonormal columns (or rows), uniform in the Haar measure."""
    sizes = shape_of("orthogonal", shape)
    data, impl, _ = take_key("orthogonal", key)
    target = user_dtype("orthogonal", dtype, float, "fc")
    rows = operator.index(n)
    columns = rows if m is None else operator.index(m)
    return _orthogonal(data, impl.name, rows, columns, sizes, target)
