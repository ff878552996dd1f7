"""lax.reduce / reduce_window keep the operand's dtype (an array operand; pytrees of
operands give Any), approx_max_k/approx_min_k give (values of the operand's dtype,
int32 indices), argmax/argmin give their index_dtype."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

f32 = jnp.asarray([[3.0, 1.0, 2.0], [0.5, 4.0, 1.5]], dtype=jnp.float32)
i16 = jnp.asarray([[2, 0, 1], [5, 3, 4]], dtype=jnp.int16)
f16 = jnp.asarray([0.5, 1.5, 2.5], dtype=jnp.float16)

assert_type(lax.reduce(f32, 0.0, lax.add, (0,)), Array[jnp.float32])
assert_type(lax.reduce(i16, jnp.int16(0), lax.max, (0, 1)), Array[jnp.int16])
assert_type(lax.reduce(f32, jnp.float32(1), lambda a, b: a * b + 1, (1,)), Array[jnp.float32])
assert_type(lax.reduce_window(f32, 0.0, lax.add, (1, 2), (1, 1), "VALID"), Array[jnp.float32])
assert_type(lax.reduce_window(i16, jnp.int16(-32768), lax.max, (2, 2), (1, 1), "SAME"), Array[jnp.int16])
assert_type(lax.reduce_window(f16, jnp.float16(0), lax.add, (2,), (1,), [(1, 0)], base_dilation=(2,),
                              window_dilation=(1,)), Array[jnp.float16])
assert_type(lax.approx_max_k(f32, 2), tuple[Array[jnp.float32], Array[jnp.int32]])
assert_type(lax.approx_min_k(f16, 1, reduction_dimension=0)[0], Array[jnp.float16])
assert_type(lax.approx_min_k(f32, 1, aggregate_to_topk=False)[1], Array[jnp.int32])
assert_type(lax.argmax(f32, 1, jnp.int16), Array[jnp.int16])
assert_type(lax.argmin(i16, 0, jnp.uint8), Array[jnp.uint8])
