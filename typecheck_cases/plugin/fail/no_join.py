"""Promotions with no join on the lattice: their own error code, wherever they happen."""

import jaxtypes.numpy as jnp
from jaxtypes import Array

e4 = jnp.float8_e4m3fn(1)
e5 = jnp.float8_e5m2(1)
f32 = jnp.float32(1)
i4 = jnp.int4(1)
i8 = jnp.int8(1)

e4 + f32  # E: [jaxtypes-no-join] a float8 joins with no other float
f32 * e4  # E: [jaxtypes-no-join] reflected too
e4 - e5  # E: [jaxtypes-no-join] two different float8 types
e4 + 1j  # E: [jaxtypes-no-join] nor with complex
i4 + i8  # E: [jaxtypes-no-join] int4 joins only with bool, Python ints and itself
i4 + 1.0  # E: [jaxtypes-no-join] not even with a Python float
e4 == f32  # E: [jaxtypes-no-join] comparisons promote too
jnp.add(e4, f32)  # E: [jaxtypes-no-join] jnp functions
jnp.maximum(i4, i8)  # E: [jaxtypes-no-join] jnp functions
jnp.where(True, e4, e5)  # E: [jaxtypes-no-join] where joins its two branches
jnp.concatenate([f32, e4])  # E: [jaxtypes-no-join] concatenate joins every array
jnp.stack([i8, i8, i4])  # E: [jaxtypes-no-join] stack too
jnp.clip(e4, 0, f32)  # E: [jaxtypes-no-join] clip joins its bounds
jnp.promote_types(jnp.float8_e4m3fn, "float8_e5m2")  # E: [jaxtypes-no-join] promote_types raises
jnp.einsum("i,i", jnp.ones(2, dtype=jnp.float8_e4m3fn), e5)  # E: [jaxtypes-no-join] einsum joins its operands
jnp.result_type(i4, jnp.int8)  # E: [jaxtypes-no-join] result_type raises


def union_operand(x: Array[jnp.float8_e4m3fn] | Array[jnp.float16]) -> None:
    x + f32  # E: [jaxtypes-no-join] possible for one member of the union


ok = e4 + 1.0  # a Python float is weak: fine
ok2 = i4 + 1
