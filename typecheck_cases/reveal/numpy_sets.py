"""The unique family and the set operations: the values keep the data's dtype (a weakly
typed complex one made strong), indices and counts are the default int; union1d,
intersect1d and setxor1d join their operands, setdiff1d keeps the first operand's dtype. Executed too: each asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.asarray(np.array([1.0, 2.0, 2.0, 3.0]), dtype=jnp.float16)
f32 = jnp.asarray(np.array([1.0, 2.0, 2.0, 5.0]), dtype=jnp.float32)
i8 = jnp.asarray(np.array([1, 2, 2, 4]), dtype=jnp.int8)
u8 = jnp.asarray(np.array([4, 2, 7, 4]), dtype=jnp.uint8)
b = jnp.asarray(np.array([True, False, True, True]), dtype=jnp.bool_)
wf = jnp.full(4, 2.5)
wi = jnp.full(4, 3)
wc = jnp.full(4, 1j)
np_i16 = np.array([3, 1, 3], np.int16)

assert_type(jnp.unique(f32), Array[jnp.float32])
assert_type(jnp.unique(i8, size=3, fill_value=0), Array[jnp.int8])
assert_type(jnp.unique(wf), Array[float])
assert_type(jnp.unique(wc), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.unique(np_i16), Array[jnp.int16])
assert_type(jnp.unique(i8, return_counts=True), tuple[Array, ...])
assert_type(jnp.unique_values(b), Array[jnp.bool_])
assert_type(jnp.unique_counts(u8).values, Array[jnp.uint8])
assert_type(jnp.unique_counts(u8).counts, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.unique_inverse(wi).inverse_indices, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.unique_inverse(wi).values, Array[int])
assert_type(jnp.unique_all(f16).indices, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.unique_all(f16).values, Array[jnp.float16])
assert_type(jnp.union1d(i8, u8), Array[jnp.int16])
assert_type(jnp.union1d(wf, wi), Array[float])
assert_type(jnp.union1d(wc, i8), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.intersect1d(f16, f32), Array[jnp.float32])
assert_type(jnp.intersect1d(wi, wi), Array[int])
assert_type(jnp.intersect1d(i8, i8, return_indices=True), tuple[Array, Array[jnp.int32], Array[jnp.int32]])  # x64: tuple[Array, Array[jnp.int64], Array[jnp.int64]]
assert_type(jnp.setxor1d(b, u8, size=4), Array[jnp.uint8])
assert_type(jnp.setxor1d(wf, f16), Array[jnp.float16])
assert_type(jnp.setdiff1d(u8, f32), Array[jnp.uint8])
assert_type(jnp.setdiff1d(wi, i8), Array[int])
assert_type(jnp.setdiff1d(f16, wf, size=2, fill_value=0), Array[jnp.float16])
m16 = jnp.ones((3, 4), dtype=jnp.int16)
assert_type(jnp.trapezoid(f16), Array[jnp.float16])
assert_type(jnp.trapezoid(i8, dx=0.5), Array[jnp.float32])
assert_type(jnp.trapezoid(wi), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.trapezoid(f16, f32), Array)
assert_type(jnp.average(m16, axis=1), Array[jnp.float32])
assert_type(jnp.average(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.average(f32, weights=f16), Array)
assert_type(jnp.average(f32, weights=f32, returned=True), tuple[Array, Array])
assert_type(jnp.cov(m16), Array[jnp.float32])
assert_type(jnp.cov(jnp.ones((2, 3), dtype=jnp.complex64), rowvar=False, ddof=1), Array[jnp.complex64])
assert_type(jnp.cov(m16, aweights=f32[:4]), Array)
assert_type(jnp.corrcoef(m16), Array[jnp.float32])
assert_type(jnp.corrcoef(jnp.ones((2, 3), dtype=jnp.float16)), Array[jnp.float16])
assert_type(jnp.unwrap(f16), Array[jnp.float16])
assert_type(jnp.unwrap(i8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.unwrap(wf, period=3.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.unwrap(i8, period=4), Array)
assert_type(jnp.interp(f32, f32, f16), Array)
