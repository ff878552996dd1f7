"""lax sorting, selection, cumulative reductions and special functions: sort keeps each
operand's dtype, top_k gives (values of the operand's dtype, int32 indices), the
cumulative reductions keep the dtype, polygamma/zeta keep their (equal) dtype."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

f32 = jnp.asarray([3.0, 1.0, 2.0], dtype=jnp.float32)
i32 = jnp.asarray([2, 0, 1], dtype=jnp.int32)
u8 = jnp.asarray([5, 7, 1], dtype=jnp.uint8)
f16 = jnp.asarray([0.5, 1.5, 2.5], dtype=jnp.float16)

assert_type(lax.sort(f32), Array[jnp.float32])
assert_type(lax.sort(u8, dimension=0, is_stable=False), Array[jnp.uint8])
assert_type(lax.sort((f32, i32)), tuple[Array[jnp.float32], Array[jnp.int32]])
assert_type(lax.sort((i32, f32, u8), num_keys=2), tuple[Array[jnp.int32], Array[jnp.float32], Array[jnp.uint8]])
assert_type(lax.sort_key_val(i32, f16), tuple[Array[jnp.int32], Array[jnp.float16]])
assert_type(lax.top_k(f32, 2), tuple[Array[jnp.float32], Array[jnp.int32]])
assert_type(lax.top_k(u8, 1)[1], Array[jnp.int32])
assert_type(lax.cumsum(f32), Array[jnp.float32])
assert_type(lax.cumsum(u8, axis=0, reverse=True), Array[jnp.uint8])
assert_type(lax.cumprod(i32), Array[jnp.int32])
assert_type(lax.cummax(f16, 0), Array[jnp.float16])
assert_type(lax.cummin(i32, reverse=True), Array[jnp.int32])
assert_type(lax.cumlogsumexp(f32), Array[jnp.float32])
assert_type(lax.polygamma(f32, f32), Array[jnp.float32])
assert_type(lax.zeta(f16, f16), Array[jnp.float16])
assert_type(lax.argmax(f32, 0, jnp.int32), Array[jnp.int32])
assert_type(lax.argmin(u8, 0, jnp.uint8), Array[jnp.uint8])
