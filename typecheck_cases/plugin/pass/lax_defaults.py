"""64-bit mode off (JAX's default): a Python int is int32 in lax, a Python float
float32, and 64-bit dtypes stand for their 32-bit ones."""

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

x16 = jnp.int16(1)
lax.add(x16, x16)
lax.add(jnp.int32(1), 1)
lax.mul(jnp.float32(1), 2.0)
lax.mul(jnp.int64(1), 2)
lax.pow(jnp.float32(2), 3)
lax.pow(jnp.float32(2), jnp.int8(3))
lax.select(x16 > 0, x16, x16)
lax.clamp(jnp.int32(0), jnp.int32(4), 3)
lax.concatenate([x16, x16], 0)
lax.add(jnp.asarray(1), jnp.int32(1))
lax.add(1, 2)
lax.add(1.0, jnp.asarray(2.0))
