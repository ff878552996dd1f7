"""lax never promotes: operands of different dtypes are errors (64-bit mode off, so a
Python int counts as int32, a Python float as float32)."""

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

x16 = jnp.int16(1)
x8 = jnp.int8(1)
f32 = jnp.float32(1)
f16 = jnp.float16(1)
i32 = jnp.int32(1)

lax.add(x16, x8)  # E: [jaxtypes-lax-dtype] int16 with int8
lax.sub(x16, 1)  # E: [jaxtypes-lax-dtype] a Python int is int32 in lax
lax.mul(f16, 2.0)  # E: [jaxtypes-lax-dtype] a Python float is float32 in lax
lax.div(f32, f16)  # E: [jaxtypes-lax-dtype] float32 with float16
lax.max(i32, 1.0)  # E: [jaxtypes-lax-dtype] int32 with a Python float
lax.eq(x16, x8)  # E: [jaxtypes-lax-dtype] comparisons too
lax.complex(f32, f16)  # E: [jaxtypes-lax-dtype] complex of two dtypes
lax.pow(f32, f16)  # E: [jaxtypes-lax-dtype] a float exponent must have the base's dtype
lax.select(x16 > 0, x16, f32)  # E: [jaxtypes-lax-dtype] select of two dtypes
lax.select_n(i32, x16, x16, x8)  # E: [jaxtypes-lax-dtype] select_n of two dtypes
lax.clamp(0, x16, 3)  # E: [jaxtypes-lax-dtype] clamp bounds are int32
lax.concatenate([x16, x8], 0)  # E: [jaxtypes-lax-dtype] concatenate of two dtypes
lax.pad(x16, 0, [(1, 1, 0)])  # E: [jaxtypes-lax-dtype] the padding value is int32
lax.dynamic_update_slice(f32, f16, [0])  # E: [jaxtypes-lax-dtype] the update is float16
lax.add(jnp.asarray(1), x8)  # E: [jaxtypes-lax-dtype] a weak int array is int32 in lax
lax.add(x16, "x")  # E: [call-overload] not an array at all: the stubs' own error
