"""Dot algorithms and precisions: ``precision=`` in every spelling leaves the result dtype
to the operands (or ``preferred_element_type``); ``ragged_dot`` types as ``dot``. Only
the algorithms the CPU runs appear, since the file is executed too."""

from typing_extensions import assert_type

import jaxtypes
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

f32 = jnp.ones((4, 3), dtype=jnp.float32)
f16 = jnp.ones((4, 3), dtype=jnp.float16)
bf16 = jnp.ones((4, 3), dtype=jnp.bfloat16)
f64 = jnp.ones((3, 3), dtype=jnp.float64)
i8 = jnp.ones((3, 3), dtype=jnp.int8)
dims = (((1,), (1,)), ((), ()))

assert_type(lax.dot(f32, f32.T, precision=lax.DotAlgorithmPreset.F32_F32_F32), Array[jnp.float32])
assert_type(lax.dot(f16, f16.T, precision="F16_F16_F16"), Array[jnp.float16])
assert_type(lax.dot(bf16, bf16.T, precision="BF16_BF16_F32", preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(lax.dot(f64, f64, precision="F64_F64_F64"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(lax.dot(i8, i8, precision="F32_F32_F32", preferred_element_type=jnp.int8), Array[jnp.int8])
assert_type(lax.dot(f32, f32.T, precision=lax.Precision.HIGHEST), Array[jnp.float32])
assert_type(lax.dot(f32, f32.T, precision=("highest", "default")), Array[jnp.float32])
assert_type(lax.dot_general(f32, f32, dims, (lax.Precision.HIGH, lax.Precision.DEFAULT)), Array[jnp.float32])
assert_type(lax.dot_general(f32, f32, dims, lax.DotAlgorithmPreset.BF16_BF16_F32_X3), Array[jnp.float32])
assert_type(lax.dot_general(f16, f16, dims, "tensorfloat32", preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(lax.batch_matmul(f32[None], f32.T[None], precision="highest"), Array[jnp.float32])
assert_type(lax.DotAlgorithm(jnp.float16, jnp.float16, jnp.float32), lax.DotAlgorithm)

with jaxtypes.default_matmul_precision("F16_F16_F16"):
    assert_type(lax.dot(f32, f32.T), Array[jnp.float32])


def gram(x: Array[jnp.float32]) -> Array[jnp.float32]:
    return lax.dot(x, x.T)


with jaxtypes.default_matmul_precision("highest"):
    assert_type(jaxtypes.jit(gram)(f32), Array[jnp.float32])

lhs = jnp.ones((5, 3), dtype=jnp.float32)
rhs = jnp.ones((2, 3, 4), dtype=jnp.float32)
sizes = jnp.array([2, 3], dtype=jnp.int32)
weak_lhs = lax.full((5, 3), 0.5)
weak_rhs = lax.full((2, 3, 4), 2.0)
weak_sizes = lax.full((2,), 2)
numbers = lax.RaggedDotDimensionNumbers((([1], [1]), ([], [])), [0], [0])

assert_type(lax.ragged_dot(lhs, rhs, sizes), Array[jnp.float32])
assert_type(lax.ragged_dot(lhs.astype(jnp.float16), rhs.astype(jnp.float16), sizes), Array[jnp.float16])
assert_type(lax.ragged_dot(lhs.astype(jnp.bfloat16), rhs.astype(jnp.bfloat16), sizes,
                           preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(lax.ragged_dot(lhs.astype(jnp.int8), rhs.astype(jnp.int8), sizes, preferred_element_type=jnp.int32),
            Array[jnp.int32])
assert_type(lax.ragged_dot(lhs, rhs, sizes, preferred_element_type=jnp.float64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(lax.ragged_dot(lhs, rhs, sizes, precision="F32_F32_F32"), Array[jnp.float32])
assert_type(lax.ragged_dot(weak_lhs, weak_rhs, sizes), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(lax.ragged_dot(weak_lhs, weak_rhs, weak_sizes), Array[float])
assert_type(lax.ragged_dot_general(lhs, rhs, sizes, numbers), Array[jnp.float32])
assert_type(lax.ragged_dot_general(lhs, rhs, sizes, numbers, "highest", preferred_element_type=jnp.float16),
            Array[jnp.float16])
