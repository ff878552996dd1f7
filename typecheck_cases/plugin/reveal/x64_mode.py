# jaxtypes-config: jax_enable_x64 = true
"""With 64-bit mode on the plugin gives the stubs' answers, and result_type is 64-bit."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
import jaxtypes.lax as lax
from jaxtypes import Array

u8 = jnp.uint64(1)
i1 = jnp.int8(1)
assert_type(u8 + i1, Array[float])
assert_type(u8 / i1, Array[float])
assert_type(jnp.uint32(1) + jnp.int32(1), Array[jnp.int64])
assert_type(jnp.result_type(jnp.int16, float), np.dtype[np.float64])
assert_type(jnp.result_type("uint64", "int8"), np.dtype[np.float64])
assert_type(jnp.result_type(jnp.int16, 1), np.dtype[np.int16])
assert_type(lax.add(jnp.int64(1), 1), Array[jnp.int64])
assert_type(lax.mul(jnp.float64(1), 2.0), Array[jnp.float64])
