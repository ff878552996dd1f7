# jaxtypes-config: jax_numpy_dtype_promotion = strict
"""Under strict promotion only Python scalars (and weak arrays) promote implicitly."""

import jaxtypes.numpy as jnp

x16 = jnp.int16(1)
x32 = jnp.int32(1)
f32 = jnp.float32(1)
b = jnp.bool_(True)

x16 + x32  # E: [jaxtypes-strict-promotion] int16 with int32
x16 * 1.5  # E: [jaxtypes-strict-promotion] an int with a Python float
f32 + 1j  # E: [jaxtypes-strict-promotion] a float with a Python complex
b + 1  # E: [jaxtypes-strict-promotion] bool is strong
x16 < f32  # E: [jaxtypes-strict-promotion] comparisons promote too
jnp.add(x16, f32)  # E: [jaxtypes-strict-promotion] jnp functions
jnp.where(True, x16, x32)  # E: [jaxtypes-strict-promotion] where
jnp.concatenate([x16, x16, f32])  # E: [jaxtypes-strict-promotion] concatenate
jnp.promote_types("int16", "int32")  # E: [jaxtypes-strict-promotion] promote_types
jnp.result_type(x16, 2.5)  # E: [jaxtypes-strict-promotion] result_type
jnp.float8_e4m3fn(1) + f32  # E: [jaxtypes-no-join] no join at all
