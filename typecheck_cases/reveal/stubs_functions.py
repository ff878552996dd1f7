"""jaxtypes.numpy and jaxtypes.lax functions: promotion, unary dtype rules, reductions,
where/concatenate/stack/clip, and Python and NumPy operands."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

b = jnp.asarray([True, False])
u8 = jnp.uint8(3)
i8 = jnp.int8(3)
i16 = jnp.int16(3)
i32 = jnp.int32(3)
i64 = jnp.int64(3)
f16 = jnp.float16(1.5)
bf16 = jnp.bfloat16(1.5)
f32 = jnp.float32(1.5)
f64 = jnp.float64(1.5)
c64 = jnp.complex64(1 + 1j)
wi = jnp.asarray(2)
wf = jnp.asarray(2.5)
wc = jnp.asarray(2j)

# -- binary functions: the lattice's join, Python scalars weak, NumPy data strong
assert_type(jnp.add(i8, u8), Array[jnp.int16])
assert_type(jnp.add(i16, f16), Array[jnp.float16])
assert_type(jnp.add(bf16, f16), Array[jnp.float32])
assert_type(jnp.multiply(i16, 2), Array[jnp.int16])
assert_type(jnp.multiply(2, i16), Array[jnp.int16])
assert_type(jnp.subtract(i16, 2.5), Array[float])
assert_type(jnp.subtract(1.5, f16), Array[jnp.float16])
assert_type(jnp.maximum(i32, np.int64(0)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.maximum(np.float32(0), i8), Array[jnp.float32])
assert_type(jnp.minimum(u8, np.zeros(3, dtype=np.int8)), Array[jnp.int16])  # mypy-needs-plugin: mypy alone matches np.zeros's array to an earlier overload
assert_type(jnp.add(2, 3), Array[int])
assert_type(jnp.add(2, 3.0), Array[float])
assert_type(jnp.add(True, 3), Array[int])
assert_type(jnp.add(np.int16(1), 3), Array[jnp.int16])
assert_type(jnp.add(wi, wf), Array[float])
assert_type(jnp.divide(i16, i16), Array[jnp.float32])
assert_type(jnp.true_divide(i64, 2), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.divide(wi, 2), Array[float])
assert_type(jnp.floor_divide(i16, 3), Array[jnp.int16])
assert_type(jnp.remainder(f32, 2), Array[jnp.float32])
assert_type(jnp.mod(b, b), Array[jnp.int32])
assert_type(jnp.power(f16, 2), Array[jnp.float16])
assert_type(jnp.power(b, b), Array[jnp.int32])
assert_type(jnp.arctan2(i8, i8), Array[jnp.float32])
assert_type(jnp.nextafter(f32, f32), Array[jnp.float32])
assert_type(jnp.bitwise_and(u8, 1), Array[jnp.uint8])
assert_type(jnp.bitwise_or(b, b), Array[jnp.bool_])
assert_type(jnp.left_shift(b, b), Array[jnp.int32])
assert_type(jnp.right_shift(i16, u8), Array[jnp.int16])
assert_type(jnp.equal(i16, f32), Array[jnp.bool_])
assert_type(jnp.less(wi, 2.5), Array[jnp.bool_])
assert_type(jnp.greater_equal(f64, f32), Array[jnp.bool_])
assert_type(jnp.matmul(jnp.ones((2, 2), dtype=jnp.int8), jnp.ones((2, 2), dtype=jnp.float16)), Array[jnp.float16])
assert_type(jnp.dot(i16, 2), Array[jnp.int16])

# -- unary functions: jax.numpy's dtype rules
assert_type(jnp.sin(i16), Array[jnp.float32])
assert_type(jnp.sin(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.sin(b), Array[jnp.float32])
assert_type(jnp.sin(wi), Array[float])
assert_type(jnp.sin(f16), Array[jnp.float16])
assert_type(jnp.exp(c64), Array[jnp.complex64])
assert_type(jnp.sqrt(2), Array[float])
assert_type(jnp.log(np.float32(2)), Array[jnp.float32])
assert_type(jnp.abs(c64), Array[jnp.float32])
assert_type(jnp.abs(wc), Array[float])
assert_type(jnp.abs(i8), Array[jnp.int8])
assert_type(jnp.negative(u8), Array[jnp.uint8])
assert_type(jnp.invert(b), Array[jnp.bool_])
assert_type(jnp.square(b), Array[jnp.int32])
assert_type(jnp.isfinite(i16), Array[jnp.bool_])
assert_type(jnp.real(c64), Array[jnp.float32])
assert_type(jnp.imag(wc), Array[float])
assert_type(jnp.conj(c64), Array[jnp.complex64])
assert_type(jnp.floor(f32), Array[jnp.float32])
assert_type(jnp.round(f16, 1), Array[jnp.float16])
assert_type(jnp.sign(wf), Array[float])

# -- reductions: strong results; sums of narrow integers accumulate in the default int
assert_type(jnp.sum(i8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.sum(b), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.sum(u8), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.sum(f16), Array[jnp.float16])
assert_type(jnp.sum(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.sum(i16, dtype=jnp.int16), Array[jnp.int16])
assert_type(jnp.prod(i32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.mean(i32), Array[jnp.float32])
assert_type(jnp.mean(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.mean(bf16), Array[jnp.bfloat16])
assert_type(jnp.mean(wi), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.max(wi), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.min(f32), Array[jnp.float32])
assert_type(jnp.argmax(f32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.argmin(i8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.all(i16), Array[jnp.bool_])
assert_type(jnp.any(f32), Array[jnp.bool_])
assert_type(i8.sum(), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.ones(3, dtype=jnp.float16).sum(axis=0), Array[jnp.float16])
assert_type(i16.mean(), Array[jnp.float32])
assert_type(wf.max(), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(c64.prod(), Array[jnp.complex64])
assert_type(i16.sum(dtype=jnp.float32), Array[jnp.float32])
assert_type(f32.argmax(), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(f32.any(), Array[jnp.bool_])

# -- where, clip, concatenate, stack: their operands promoted together
assert_type(jnp.where(b, i16, u8), Array[jnp.int16])
assert_type(jnp.where(b, 1, 2), Array[int])
assert_type(jnp.where(b, 1.0, i16), Array[float])
assert_type(jnp.where(i16 > 0, f32, np.float64(0)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.where(b), tuple[Array[jnp.int32], ...])  # x64: tuple[Array[jnp.int64], ...]
assert_type(jnp.where(b, size=3, fill_value=-1), tuple[Array[jnp.int32], ...])  # x64: tuple[Array[jnp.int64], ...]
assert_type(jnp.clip(i16, 0, 10), Array[jnp.int16])
assert_type(jnp.clip(i16, 0.0, 1), Array[float])
assert_type(jnp.clip(wi, max=i8), Array[jnp.int8])
assert_type(jnp.clip(f16, f32), Array[jnp.float32])
v8 = jnp.ones(2, dtype=jnp.int8)
vu8 = jnp.ones(2, dtype=jnp.uint8)
vf = jnp.ones(2, dtype=jnp.float32)
assert_type(jnp.concatenate([v8, v8]), Array[jnp.int8])
assert_type(jnp.concatenate([v8, vu8]), Array[jnp.int16])
assert_type(jnp.concatenate([v8, vu8, vf]), Array[jnp.float32])
assert_type(jnp.concatenate((v8, np.ones(2, dtype=np.int32))), Array[jnp.int32])  # mypy-needs-plugin: mypy alone joins the tuple's items to object
assert_type(jnp.stack([vf, vf]), Array[jnp.float32])
assert_type(jnp.stack([v8, vu8], axis=1), Array[jnp.int16])
# dtype=: each operand converted to it (strong); an array is read along its first axis
assert_type(jnp.concatenate([v8, vf], dtype=jnp.int16), Array[jnp.int16])
assert_type(jnp.concatenate([v8, vu8], 0, dtype="float16"), Array[jnp.float16])
assert_type(jnp.stack([vf, vf], dtype=np.int64), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.hstack([v8, vf], dtype=bool), Array[jnp.bool_])
assert_type(jnp.vstack((v8, v8), dtype=complex), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.dstack([vf], dtype=jnp.bfloat16), Array[jnp.bfloat16])
assert_type(jnp.concatenate(jnp.ones((2, 3), jnp.uint8)), Array[jnp.uint8])
assert_type(jnp.stack(jnp.ones((2, 3), jnp.int8), axis=1), Array[jnp.int8])
assert_type(jnp.column_stack(jnp.ones((2, 3))), Array[jnp.float32])  # x64: Array[jnp.float64]

# -- shapes keep the dtype and the weakness
assert_type(jnp.reshape(i16, (1,)), Array[jnp.int16])
assert_type(jnp.ravel(wf), Array[float])
assert_type(jnp.transpose(v8), Array[jnp.int8])
assert_type(jnp.expand_dims(f32, 0), Array[jnp.float32])
assert_type(jnp.broadcast_to(wi, (2, 2)), Array[int])

# -- lax: one dtype, no promotion; a Python scalar is its kind's default dtype
assert_type(lax.add(i16, i16), Array[jnp.int16])
assert_type(lax.mul(f64, 2.0), Array[jnp.float32])  # a float scalar is float64 (float32 with x64 off)  # x64: Array[jnp.float64]
assert_type(lax.add(wi, 1), Array[int])
assert_type(lax.sub(f64, f64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(lax.max(u8, u8), Array[jnp.uint8])
assert_type(lax.lt(f32, f32), Array[jnp.bool_])
assert_type(lax.eq(c64, c64), Array[jnp.bool_])
assert_type(lax.bitwise_and(b, b), Array[jnp.bool_])
assert_type(lax.div(i64, 2), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(lax.complex(f32, f32), Array[jnp.complex64])
assert_type(lax.pow(f32, 2), Array[jnp.float32])
assert_type(lax.exp(f16), Array[jnp.float16])
assert_type(lax.abs(c64), Array[jnp.float32])
assert_type(lax.neg(i8), Array[jnp.int8])
assert_type(lax.is_finite(f32), Array[jnp.bool_])
assert_type(lax.convert_element_type(i16, jnp.float32), Array[jnp.float32])
assert_type(lax.convert_element_type(i16, "bfloat16"), Array[jnp.bfloat16])
assert_type(lax.iota(jnp.int32, 4), Array[jnp.int32])
assert_type(lax.full((2,), 1.0, jnp.float16), Array[jnp.float16])
assert_type(lax.reshape(i16, (1,)), Array[jnp.int16])
assert_type(lax.integer_pow(f32, 3), Array[jnp.float32])
assert_type(lax.select(b, vf[:2], vf[:2]), Array[jnp.float32])
# dtype arguments a function transforms: var asked for an integer dtype divides in it and
# puts NaN where too few elements are (a weakly typed float); nanvar converts back
assert_type(jnp.var(jnp.ones(4, jnp.float32), dtype=jnp.int8), Array[float])
assert_type(jnp.var(jnp.ones(4, jnp.int16), dtype=int), Array[float])
assert_type(jnp.ones(4, jnp.float32).var(dtype=jnp.uint16), Array[float])
assert_type(jnp.var(jnp.ones(4, jnp.float32), dtype=float), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.nanvar(jnp.ones(4, jnp.float32), dtype=jnp.int8), Array[jnp.int8])
assert_type(jnp.std(jnp.ones(4, jnp.float32), dtype=jnp.float16), Array[jnp.float16])
assert_type(jnp.nanstd(jnp.ones(4, jnp.float32), dtype=complex), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.nanmean(jnp.ones(4, jnp.float32), dtype=jnp.int16), Array[jnp.int16])
assert_type(jnp.arange(4, dtype=int), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(lax.argmax(jnp.ones(4, jnp.float32), 0, jnp.uint8), Array[jnp.uint8])
