"""Results that depend on the default dtypes, family by family.

The asserted types are the default mode's (64-bit mode off, as the runtime starts:
default int/float/complex int32/float32/complex64, 64-bit inputs canonicalised,
``uint32 + int32`` is int32); ``# x64: <type>`` gives the type with 64-bit mode on
(``JAXTYPES_X64``; tests/test_typecheck_cases.py checks both modes, and runs this file
in both against the runtime).
"""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array


# -- what a new user writes (the three lines of issue 11) ------------------------------
def zeros_default() -> Array[jnp.float32]:  # x64: Array[jnp.float64]
    return jnp.zeros(3)


def sum_of_int16(x: Array[jnp.int16]) -> Array[jnp.int32]:  # x64: Array[jnp.int64]
    return jnp.sum(x)


assert_type(zeros_default(), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sum_of_int16(jnp.int16(1)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.arange(3), Array[jnp.int32])  # x64: Array[jnp.int64]

# -- creation without a dtype: the default int / float ---------------------------------
assert_type(jnp.zeros(3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ones((2, 2)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.empty(2), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.arange(0.0, 1.0, 0.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.linspace(0, 1, 5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.eye(2), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.asarray([1, 2]), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.array([1.0, 2.0]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.asarray([1j]), Array[jnp.complex64])  # x64: Array[jnp.complex128]
# A 64-bit dtype asked for is its 32-bit one with 64-bit mode off, in every spelling.
assert_type(jnp.zeros(3, dtype=jnp.float64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.zeros(3, dtype="int64"), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.zeros(3, dtype=float), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ones(3, dtype=np.uint64), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.int64(1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.complex128(1), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.int8(1).astype(jnp.float64), Array[jnp.float32])  # x64: Array[jnp.float64]

# -- reductions: sums accumulate in the default int, argmax gives it ---------------------
i8 = jnp.int8(1)
i16 = jnp.int16(1)
u8 = jnp.uint8(1)
b = jnp.bool_(True)
assert_type(jnp.sum(i8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.prod(i16), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.sum(u8), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.sum(b), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(i16.sum(), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.sum(jnp.asarray(1)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.mean(i16), Array[jnp.float32])
assert_type(jnp.mean(jnp.int64(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.mean(jnp.asarray(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.argmax(jnp.float32(1)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(i16.argmin(), Array[jnp.int32])  # x64: Array[jnp.int64]

# -- true division and transcendental functions of integers ------------------------------
i64 = jnp.int64(1)
assert_type(i16 / i16, Array[jnp.float32])
assert_type(i64 / i64, Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(i64 / 2, Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.sin(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.exp(jnp.uint64(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.sqrt(i16), Array[jnp.float32])
assert_type(jnp.asarray(1) / 2, Array[float])

# -- 64-bit inputs: canonicalised before promotion ---------------------------------------
f64 = jnp.float64(1)
assert_type(f64 + jnp.float16(1), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(i64 + i8, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.uint64(1) + i8, Array[jnp.int32])  # x64: Array[float]
assert_type(jnp.float32(1) + np.float64(2), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.add(jnp.int32(1), np.int64(2)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(f64 + 1, Array[jnp.float32])  # x64: Array[jnp.float64]

# -- uint32 with signed integers: int32 without 64-bit mode ------------------------------
u32 = jnp.uint32(1)
assert_type(u32 + jnp.int32(1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(u32 + i8, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.maximum(i16, u32), Array[jnp.int32])  # x64: Array[jnp.int64]

# -- weak results stay weak in both modes ------------------------------------------------
assert_type(jnp.asarray(1) + 1, Array[int])
assert_type(jnp.asarray(1.0) * 2, Array[float])
assert_type(jnp.asarray(1j) + 1.0, Array[complex])
assert_type(i16 + 1.5, Array[float])
