# jaxtypes-config: jax_enable_x64 = true
"""With 64-bit mode on a Python int is int64 in lax and a Python float float64."""

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

lax.add(jnp.int32(1), 1)  # E: [jaxtypes-lax-dtype] int32 with a Python int (int64)
lax.mul(jnp.float32(1), 2.0)  # E: [jaxtypes-lax-dtype] float32 with a Python float (float64)
lax.add(jnp.int64(1), jnp.int32(1))  # E: [jaxtypes-lax-dtype] int64 with int32
