"""Everyday code against the stubs: both checkers accept it without an annotation to spare."""

from __future__ import annotations

import numpy as np

import jaxtypes
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array, ArrayLike, DTypeLike


def normalize(x: Array[jnp.float32]) -> Array[jnp.float32]:
    mean = x.mean()
    centered = x - mean
    return centered / jnp.sqrt((centered * centered).mean() + jnp.float32(1e-6))


def logits(w: Array[jnp.bfloat16], x: Array[jnp.bfloat16], b: Array[jnp.bfloat16]) -> Array[jnp.bfloat16]:
    return jnp.maximum(x @ w + b, 0)


def count_positive(x: Array[jnp.floating]) -> Array[jnp.int32]:  # the default int (64-bit mode off)
    return jnp.sum(x > 0)


def widen(x: Array[jnp.int8], y: Array[jnp.uint8]) -> Array[jnp.int16]:
    return x + y


def generic_scale(x: Array[jnp.floating], factor: float) -> Array[jnp.floating]:
    return x * factor


def anything(x: Array, y: ArrayLike, dtype: DTypeLike) -> Array:
    return jnp.asarray(y, dtype=dtype) + x


@jaxtypes.jit
def step(params: Array[jnp.float32], grads: Array[jnp.float32], lr: float) -> Array[jnp.float32]:
    return params - jnp.float32(lr) * grads


def lax_code(x: Array[jnp.float32], n: Array[jnp.int32]) -> Array[jnp.float32]:
    y = lax.add(x, x)
    z = lax.mul(y, lax.convert_element_type(n, jnp.float32))
    return lax.select(x > 0, z, lax.neg(z))


def host_data(x: Array[jnp.float32]) -> Array[jnp.float32]:
    # NumPy's float64 data is canonicalised to float32 with 64-bit mode off.
    table = np.linspace(0.0, 1.0, 4)
    return x * table + np.float64(1)


params = jnp.zeros(4, dtype=jnp.float32)
updated = step(params, jnp.ones(4, dtype=jnp.float32), 0.1)
as_int: Array[jnp.integer] = widen(jnp.int8(1), jnp.uint8(2))
weak: Array[float] = jnp.asarray(1) * 2.5
mask: Array[jnp.bool_] = (updated > 0) & (updated < 1)
host = np.asarray(updated)
print(normalize(updated), logits(jnp.ones((2, 2), dtype=jnp.bfloat16), jnp.ones((1, 2), dtype=jnp.bfloat16),
      jnp.zeros(2, dtype=jnp.bfloat16)), count_positive(updated), generic_scale(updated, 2.0),
      anything(updated, np.arange(4), "float32"), lax_code(updated, jnp.int32(2)), host_data(jnp.float32(1)),
      as_int, weak, mask, host)

# what a trace sees of an array, concrete or traced
seen: tuple[tuple[int, ...], np.dtype[np.generic], bool] = (updated.aval.shape, updated.aval.dtype, updated.aval.weak_type)
