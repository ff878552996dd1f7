"""isinf, isnan, the logical functions, log2, log10, fabs, trunc, fmax, fmin and the
array API's names (acos, atan2, bitwise_invert...): typed by the family each shares with
an older function. Executed too: each asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.ones(3, dtype=jnp.float16)
f32 = jnp.ones(3, dtype=jnp.float32)
c64 = jnp.ones(3, dtype=jnp.complex64)
i8 = jnp.ones(3, dtype=jnp.int8)
u8 = jnp.ones(3, dtype=jnp.uint8)
i64 = jnp.ones(3, dtype=jnp.int64)
b = jnp.ones(3, dtype=jnp.bool_)
wf = jnp.asarray(2.5)
wi = jnp.asarray(3)

assert_type(jnp.isinf(f32), Array[jnp.bool_])
assert_type(jnp.isinf(i8), Array[jnp.bool_])
assert_type(jnp.isnan(c64), Array[jnp.bool_])
assert_type(jnp.isnan(wf), Array[jnp.bool_])
assert_type(jnp.logical_not(u8), Array[jnp.bool_])
assert_type(jnp.logical_and(f32, i8), Array[jnp.bool_])
assert_type(jnp.logical_or(b, 2.5), Array[jnp.bool_])
assert_type(jnp.logical_xor(c64, wi), Array[jnp.bool_])
assert_type(jnp.log2(f16), Array[jnp.float16])
assert_type(jnp.log2(i8), Array[jnp.float32])
assert_type(jnp.log2(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.log2(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.log10(c64), Array[jnp.complex64])
assert_type(jnp.log10(wi), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.log10(np.ones(3, np.uint16)), Array[jnp.float32])  # mypy-needs-plugin: mypy alone takes an ndarray of any dtype for the first _NDArray overload
assert_type(jnp.fabs(f16), Array[jnp.float16])
assert_type(jnp.fabs(u8), Array[jnp.float32])
assert_type(jnp.fabs(wf), Array[float])
assert_type(jnp.trunc(f32), Array[jnp.float32])
assert_type(jnp.trunc(i8), Array[jnp.int8])
assert_type(jnp.trunc(wf), Array[float])
assert_type(jnp.fmax(f32, f16), Array[jnp.float32])
assert_type(jnp.fmax(i8, u8), Array[jnp.int16])
assert_type(jnp.fmin(c64, 2.5), Array[jnp.complex64])
assert_type(jnp.fmin(wi, wf), Array[float])
assert_type(jnp.acos(f32), Array[jnp.float32])
assert_type(jnp.asin(i8), Array[jnp.float32])
assert_type(jnp.atan(c64), Array[jnp.complex64])
assert_type(jnp.acosh(wf), Array[float])
assert_type(jnp.asinh(f16), Array[jnp.float16])
assert_type(jnp.atanh(f32), Array[jnp.float32])
assert_type(jnp.atan2(f32, i8), Array[jnp.float32])
assert_type(jnp.bitwise_invert(u8), Array[jnp.uint8])
assert_type(jnp.bitwise_left_shift(i8, 2), Array[jnp.int8])
assert_type(jnp.bitwise_right_shift(u8, u8), Array[jnp.uint8])
