"""jaxtypes.random mistakes both checkers catch: a typed key where an array is expected,
an array that is no key where a key is, a dtype of the wrong kind for a sampler."""

from __future__ import annotations

import numpy as np

import jaxtypes.numpy as jnp
import jaxtypes.random as jr
from jaxtypes import Array


def wants_float32(x: Array[jnp.float32]) -> None: ...


k = jr.key(0)
raw = jr.PRNGKey(0)
f32 = jnp.zeros(2, dtype=jnp.float32)
wants_float32(jr.uniform(k, (2,)))
wants_float32(jr.uniform(raw, (2,), jnp.float32))
jnp.add(k, 1)  # E: a typed key is not an array
jnp.sin(jr.split(k))  # E: typed keys are not arrays
jr.uniform(f32)  # E: a float array is not a key
jr.split(f32)  # E: a float array is not a key
jr.key(1.5)  # E: seeds are integers
jr.uniform(k, dtype=jnp.int32)  # E: uniform draws floats
jr.normal(k, (2,), np.int16)  # E: normal draws floats or complex numbers
jr.randint(k, (2,), 0, 5, dtype=jnp.float32)  # E: randint draws integers
jr.bits(k, dtype=jnp.int32)  # E: bits are unsigned
wants_float32(jr.normal(k, (2,), jnp.float16))  # E: float16 samples
wants_float32(jr.key_data(k))  # E: key data is uint32
k.at[0].set(raw)  # E: key arrays take typed keys, not raw key data
jnp.stack([k, f32])  # E: keys and arrays are not stacked together
jnp.concatenate([k[None], f32], axis=0)  # E: keys and arrays are not joined
jnp.stack([k, k], dtype=jnp.float32)  # E: keys take no dtype
jnp.where(k, k, k)  # E: a key is no condition
jnp.take(f32, jr.split(k))  # E: keys are no indices
jnp.where(f32 > 0, k, f32)  # E: a key and an array have no common type
jnp.full_like(f32, k)  # E: keys do not fill an array
jnp.full_like(k, 1j)  # E: a complex number is no key data
jnp.full_like(k, k, dtype=jnp.float32)  # E: keys do not fill floats
jnp.full((2,), k, dtype=jnp.uint32)  # E: keys do not fill another dtype
