"""Creation and conversion: dtype arguments in every spelling, with and without a dtype.

The asserted types are the default mode's (64-bit mode off); ``# x64: <type>`` gives the
type with 64-bit mode on where it differs (tests/test_typecheck_cases.py checks both).
"""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

# -- dtype arguments: our scalar types, names, NumPy scalar types and dtypes, Python types
assert_type(jnp.zeros(3, dtype=jnp.int16), Array[jnp.int16])
assert_type(jnp.zeros(3, dtype="int16"), Array[jnp.int16])
assert_type(jnp.zeros(3, dtype=np.int16), Array[jnp.int16])
assert_type(jnp.zeros(3, dtype=np.dtype("int16")), Array[jnp.int16])
assert_type(jnp.zeros(3, dtype=jnp.bfloat16), Array[jnp.bfloat16])
assert_type(jnp.zeros(3, dtype="bfloat16"), Array[jnp.bfloat16])
assert_type(jnp.zeros(3, dtype="float8_e4m3fn"), Array[jnp.float8_e4m3fn])
assert_type(jnp.zeros(3, dtype=float), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.zeros(3, dtype=int), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.zeros(3, dtype=bool), Array[jnp.bool_])
assert_type(jnp.zeros(3, dtype=complex), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.zeros(3, dtype="float"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.zeros(3, dtype=np.float32), Array[jnp.float32])
assert_type(jnp.zeros(3, dtype=np.dtype(np.complex64)), Array[jnp.complex64])
assert_type(jnp.zeros(3, dtype=jnp.bool), Array[jnp.bool_])
assert_type(jnp.zeros(3, dtype=np.uint8), Array[jnp.uint8])
assert_type(jnp.zeros(3, dtype=jnp.int4), Array[jnp.int4])

# -- without a dtype: the default float (float32; float64 in 64-bit mode), strong
assert_type(jnp.zeros(3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ones((2, 3)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.empty(4), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.eye(3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.eye(3, dtype=jnp.int8), Array[jnp.int8])
assert_type(jnp.linspace(0, 1, 5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.linspace(0, 1, 5, dtype=jnp.float16), Array[jnp.float16])

# -- full: a Python fill value gives a weak array, NumPy data a strong one
assert_type(jnp.full(3, 2), Array[int])
assert_type(jnp.full(3, 2.5), Array[float])
assert_type(jnp.full(3, 1j), Array[complex])
assert_type(jnp.full(3, True), Array[jnp.bool_])
assert_type(jnp.full(3, np.float32(2)), Array[jnp.float32])
assert_type(jnp.full(3, 2, dtype=jnp.uint16), Array[jnp.uint16])

# -- *_like: the template's dtype and weakness, or the dtype given
i16 = jnp.int16(1)
weak_int = jnp.asarray(2)
assert_type(jnp.zeros_like(i16), Array[jnp.int16])
assert_type(jnp.ones_like(weak_int), Array[int])
assert_type(jnp.full_like(i16, 2.5), Array[jnp.int16])
assert_type(jnp.empty_like(i16, dtype=jnp.float32), Array[jnp.float32])
assert_type(jnp.zeros_like(weak_int, dtype="complex64"), Array[jnp.complex64])

# -- arange: integer bounds give the default int, float bounds the default float
assert_type(jnp.arange(5), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.arange(1, 5, 2), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.arange(0.0, 1.0, 0.25), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.arange(5, dtype=jnp.uint8), Array[jnp.uint8])

# -- asarray / array: Python scalars are weak (bool strong), NumPy data strong
assert_type(jnp.asarray(1), Array[int])
assert_type(jnp.asarray(1.5), Array[float])
assert_type(jnp.asarray(1j), Array[complex])
assert_type(jnp.asarray(True), Array[jnp.bool_])
assert_type(jnp.asarray(np.int8(3)), Array[jnp.int8])
# Bound to a name first: inline, mypy infers np.zeros(..., dtype=np.float32) in the context of
# each overload and accepts it as a uint8 array (it does so for a plain NDArray[np.uint8] parameter too).
f32_data = np.zeros(3, dtype=np.float32)
assert_type(jnp.asarray(f32_data), Array[jnp.float32])
assert_type(jnp.asarray(np.zeros(3)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.asarray(i16), Array[jnp.int16])
assert_type(jnp.asarray(weak_int), Array[int])
assert_type(jnp.asarray(1, dtype=jnp.int16), Array[jnp.int16])
assert_type(jnp.asarray([1, 2], dtype="uint32"), Array[jnp.uint32])
assert_type(jnp.asarray([True, False]), Array[jnp.bool_])
assert_type(jnp.asarray([1, 2]), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.asarray([1, 2.5]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.array([1j, 2]), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.array(2.5), Array[float])
assert_type(jnp.array(np.float16(1)), Array[jnp.float16])
assert_type(jnp.array(i16, dtype=np.dtype("float64")), Array[jnp.float32])  # x64: Array[jnp.float64]

# -- scalar-type calls: an array of that dtype
assert_type(jnp.int16(3), Array[jnp.int16])
assert_type(jnp.float32(2.5), Array[jnp.float32])
assert_type(jnp.bfloat16(1), Array[jnp.bfloat16])
assert_type(jnp.bool_(1), Array[jnp.bool_])
assert_type(jnp.bool(0), Array[jnp.bool_])
assert_type(jnp.complex64(1j), Array[jnp.complex64])
assert_type(jnp.uint4(3), Array[jnp.uint4])
assert_type(jnp.float8_e5m2(1.0), Array[jnp.float8_e5m2])
assert_type(jnp.int32([1, 2, 3]), Array[jnp.int32])
assert_type(jnp.float64(np.float32(1)), Array[jnp.float32])  # x64: Array[jnp.float64]

# -- astype: the dtype named, strong
assert_type(weak_int.astype(jnp.float16), Array[jnp.float16])
assert_type(i16.astype("bfloat16"), Array[jnp.bfloat16])
assert_type(i16.astype(np.uint8), Array[jnp.uint8])
assert_type(i16.astype(np.dtype("complex128")), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(i16.astype(float), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(i16.astype(bool), Array[jnp.bool_])
assert_type(i16.astype(int), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.astype(weak_int, jnp.int8), Array[jnp.int8])
assert_type(jnp.astype(2.5, "float16"), Array[jnp.float16])
assert_type(jnp.empty_like(prototype=i16), Array[jnp.int16])
