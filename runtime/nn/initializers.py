"""``jax.nn.initializers``: functions ``init(key, shape, dtype=None)`` that make weights,
built from ``jaxtypes.random``'s samplers as jax builds them, so the same key gives
jax's weights bit for bit. ``dtype`` defaults to the default float (the initializer's
own ``dtype`` when it was given one); the variance-scaling family draws complex weights
for complex dtypes, as jax does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.random import choices, keys, samplers

__all__ = ["Initializer", "constant", "delta_orthogonal", "glorot_normal", "glorot_uniform", "he_normal",
           "he_uniform", "kaiming_normal", "kaiming_uniform", "lecun_normal", "lecun_uniform", "normal", "ones",
           "orthogonal", "truncated_normal", "uniform", "variance_scaling", "xavier_normal", "xavier_uniform",
           "zeros"]

Axes = int | Sequence[int]


@runtime_checkable
class Initializer(Protocol):
    """What every initializer is: ``init(key, shape, dtype=None) -> Array``."""

    def __call__(self, key: Any, shape: Any, dtype: Any = None, out_sharding: Any = None) -> Array: ...


def _dtype(dtype: Any) -> Any:
    return dtypes.canonicalize_dtype(float) if dtype is None else dtype


def _no_sharding(out_sharding: Any) -> None:
    if out_sharding is not None:
        raise NotImplementedError("out_sharding: shardings are not supported yet (arrays live on one device)")


def zeros(key: Any, shape: Any, dtype: Any = None, out_sharding: Any = None) -> Array:
    """Zeros of ``shape``."""
    _no_sharding(out_sharding)
    return jnp.zeros(shape, _dtype(dtype))


def ones(key: Any, shape: Any, dtype: Any = None, out_sharding: Any = None) -> Array:
    """Ones of ``shape``."""
    _no_sharding(out_sharding)
    return jnp.ones(shape, _dtype(dtype))


def constant(value: Any, dtype: Any = None) -> Initializer:
    """An initializer filling ``shape`` with ``value``."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        return jnp.full(shape, value, dtype=_dtype(dtype))

    return init


def uniform(scale: Any = 1e-2, dtype: Any = None) -> Initializer:
    """An initializer drawing uniformly from ``[0, scale)``."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        target = _dtype(dtype)
        return samplers.uniform(key, shape, target) * jnp.array(scale, target)

    return init


def normal(stddev: Any = 1e-2, dtype: Any = None) -> Initializer:
    """An initializer drawing normals of standard deviation ``stddev``."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        target = _dtype(dtype)
        return samplers.normal(key, shape, target) * jnp.array(stddev, target)

    return init


def truncated_normal(stddev: Any = 1e-2, dtype: Any = None, lower: Any = -2.0, upper: Any = 2.0) -> Initializer:
    """An initializer drawing normals truncated to ``[lower, upper]``, scaled by ``stddev``."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        target = _dtype(dtype)
        return samplers.truncated_normal(key, lower, upper, shape, target) * jnp.array(stddev, target)

    return init


def _product(shape: Sequence[int], axes: Axes) -> int:
    return shape[axes] if isinstance(axes, int) else math.prod(shape[i] for i in axes)


def _fans(shape: Sequence[int], in_axis: Axes, out_axis: Axes, batch_axis: Axes) -> tuple[float, float]:
    """(fan in, fan out): the input and output sizes times the receptive field's."""
    if isinstance(in_axis, int) and in_axis == -2 and len(shape) <= 1:
        raise ValueError(f"Can't compute input and output sizes of a {len(shape)}-dimensional weights tensor with "
                         "default in_axis. Must be at least 2D or specify in_axis explicitly.")
    in_size, out_size = _product(shape, in_axis), _product(shape, out_axis)
    receptive_field = math.prod(shape) / in_size / out_size / _product(shape, batch_axis)
    return in_size * receptive_field, out_size * receptive_field


def _real_and_complex(dtype: Any) -> tuple[np.dtype[Any], np.dtype[Any]]:
    real = np.finfo(dtype).dtype
    return real, np.dtype(np.complex128 if real == np.float64 else np.complex64)


def _complex_uniform(key: Any, shape: tuple[int, ...], dtype: Any) -> Array:
    key_r, key_theta = keys.split(key)
    real, complex_ = _real_and_complex(dtype)
    r = jnp.sqrt(2 * samplers.uniform(key_r, shape, real)).astype(complex_)
    theta = 2 * np.pi * samplers.uniform(key_theta, shape, real).astype(complex_)
    return r * jnp.exp(1j * theta)


def _complex_truncated_normal(key: Any, upper: Any, shape: tuple[int, ...], dtype: Any) -> Array:
    key_r, key_theta = keys.split(key)
    real, complex_ = _real_and_complex(dtype)
    t = (1 - jnp.exp(jnp.array(-upper ** 2, complex_))) * samplers.uniform(key_r, shape, real).astype(complex_)
    r = jnp.sqrt(-jnp.log(1 - t))
    theta = 2 * np.pi * samplers.uniform(key_theta, shape, real).astype(complex_)
    return r * jnp.exp(1j * theta)


def variance_scaling(scale: Any, mode: Literal["fan_in", "fan_out", "fan_avg", "fan_geo_avg"],
                     distribution: Literal["truncated_normal", "normal", "uniform"], in_axis: Axes = -2,
                     out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """An initializer whose variance is ``scale`` over the fan of ``mode``, by
    ``distribution``: the family of glorot, lecun and he."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        sizes = (int(shape),) if isinstance(shape, int) else tuple(int(s) for s in shape)
        target = dtypes.canonicalize_dtype(_dtype(dtype))
        fan_in, fan_out = _fans(sizes, in_axis, out_axis, batch_axis)
        denominators = {"fan_in": fan_in, "fan_out": fan_out, "fan_avg": (fan_in + fan_out) / 2,
                        "fan_geo_avg": (fan_in * fan_out) ** 0.5}
        if mode not in denominators:
            raise ValueError(f"invalid mode for variance scaling initializer: {mode}")
        variance = jnp.array(scale / denominators[mode], dtype=target)
        floating = dtypes.issubdtype(target, np.floating)
        if distribution == "truncated_normal":
            if floating:
                stddev = jnp.sqrt(variance) / jnp.array(.87962566103423978, target)
                return samplers.truncated_normal(key, -2, 2, sizes, target) * stddev
            stddev = jnp.sqrt(variance) / jnp.array(.95311164380491208, target)
            return _complex_truncated_normal(key, 2, sizes, target) * stddev
        if distribution == "normal":
            return samplers.normal(key, sizes, target) * jnp.sqrt(variance)
        if distribution == "uniform":
            if floating:
                return samplers.uniform(key, sizes, target, -1) * jnp.sqrt(3 * variance)
            return _complex_uniform(key, sizes, target) * jnp.sqrt(variance)
        raise ValueError(f"invalid distribution for variance scaling initializer: {distribution}")

    return init


def glorot_uniform(in_axis: Axes = -2, out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """Glorot (Xavier) uniform: variance 1 over the average fan."""
    return variance_scaling(1.0, "fan_avg", "uniform", in_axis, out_axis, batch_axis, dtype)


def glorot_normal(in_axis: Axes = -2, out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """Glorot (Xavier) normal: truncated normals of variance 1 over the average fan."""
    return variance_scaling(1.0, "fan_avg", "truncated_normal", in_axis, out_axis, batch_axis, dtype)


def lecun_uniform(in_axis: Axes = -2, out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """LeCun uniform: variance 1 over the fan in."""
    return variance_scaling(1.0, "fan_in", "uniform", in_axis, out_axis, batch_axis, dtype)


def lecun_normal(in_axis: Axes = -2, out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """LeCun normal: truncated normals of variance 1 over the fan in."""
    return variance_scaling(1.0, "fan_in", "truncated_normal", in_axis, out_axis, batch_axis, dtype)


def he_uniform(in_axis: Axes = -2, out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """He (Kaiming) uniform: variance 2 over the fan in."""
    return variance_scaling(2.0, "fan_in", "uniform", in_axis, out_axis, batch_axis, dtype)


def he_normal(in_axis: Axes = -2, out_axis: Axes = -1, batch_axis: Axes = (), dtype: Any = None) -> Initializer:
    """He (Kaiming) normal: truncated normals of variance 2 over the fan in."""
    return variance_scaling(2.0, "fan_in", "truncated_normal", in_axis, out_axis, batch_axis, dtype)


xavier_uniform = glorot_uniform
xavier_normal = glorot_normal
kaiming_uniform = he_uniform
kaiming_normal = he_normal


def orthogonal(scale: Any = 1.0, column_axis: int = -1, dtype: Any = None) -> Initializer:
    """An initializer of ``scale`` times a uniformly random orthogonal matrix, its
    columns along ``column_axis`` (the other axes flattened into rows)."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        target = _dtype(dtype)
        sizes = tuple(int(s) for s in shape)
        if len(sizes) < 2:
            raise ValueError("orthogonal initializer requires at least a 2D shape")
        if 0 in sizes:
            return jnp.zeros(sizes, dtype=target)
        n_rows, n_cols = math.prod(sizes) // sizes[column_axis], sizes[column_axis]
        q = choices.orthogonal(key, n_rows, (), target, n_cols)
        q = jnp.reshape(q, (*np.delete(sizes, column_axis), sizes[column_axis]))
        return jnp.array(scale, target) * jnp.moveaxis(q, -1, column_axis)

    return init


def delta_orthogonal(scale: Any = 1.0, column_axis: int = -1, dtype: Any = None) -> Initializer:
    """An initializer for 3-, 4- and 5-d convolution kernels: an orthogonal matrix at the
    kernel's center, zeros elsewhere."""
    def init(key: Any, shape: Any, dtype: Any = dtype, out_sharding: Any = None) -> Array:
        _no_sharding(out_sharding)
        target = _dtype(dtype)
        sizes = tuple(int(s) for s in shape)
        if len(sizes) not in (3, 4, 5):
            raise ValueError("Delta orthogonal initializer requires a 3D, 4D or 5D shape.")
        if sizes[-1] < sizes[-2]:
            raise ValueError("`fan_in` must be less or equal than `fan_out`. ")
        matrix = orthogonal(scale=scale, column_axis=column_axis, dtype=target)(key, sizes[-2:])
        center = tuple((k - 1) // 2 for k in sizes[:-2])
        return jnp.zeros(sizes, dtype=target).at[(*center, ...)].set(matrix)

    return init
