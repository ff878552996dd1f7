# jaxtypes-config: jax_numpy_dtype_promotion = strict
"""Strict promotion still lets weak values promote within their kind, and equal dtypes through."""

from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

x16 = jnp.int16(1)
f32 = jnp.float32(1)
assert_type(x16 + x16, Array[jnp.int16])
assert_type(x16 + 1, Array[jnp.int16])
assert_type(f32 * 2.0, Array[jnp.float32])
assert_type(jnp.complex64(1) + 1j, Array[jnp.complex64])
assert_type(jnp.add(f32, jnp.asarray(2.0)), Array[jnp.float32])
assert_type(1 + jnp.asarray(2.0), Array[float])
assert_type(jnp.where(x16 > 0, x16, 0), Array[jnp.int16])
assert_type(jnp.concatenate([f32, f32]), Array[jnp.float32])
