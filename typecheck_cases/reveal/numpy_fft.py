"""jaxtypes.numpy.fft: complex results of the inexact operand's width, real data in and
out of rfft/irfft, the sample frequencies' default float, shifts that keep the dtype.
Executed too: each asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.ones((2, 4), dtype=jnp.float16)
f32 = jnp.ones((2, 4), dtype=jnp.float32)
f64 = jnp.ones((2, 4), dtype=jnp.float64)
c64 = jnp.ones((2, 4), dtype=jnp.complex64)
i8 = jnp.ones((2, 4), dtype=jnp.int8)
i64 = jnp.ones((2, 4), dtype=jnp.int64)
b = jnp.ones((2, 4), dtype=jnp.bool_)
wf = jnp.full((2, 4), 2.5)
wi = jnp.full((2, 4), 3)
np_f64 = np.ones((2, 4))

assert_type(jnp.fft.fft(f32), Array[jnp.complex64])
assert_type(jnp.fft.fft(f16, n=6), Array[jnp.complex64])
assert_type(jnp.fft.ifft(c64, axis=0, norm="ortho"), Array[jnp.complex64])
assert_type(jnp.fft.fft(i8), Array[jnp.complex64])
assert_type(jnp.fft.fft(b), Array[jnp.complex64])
assert_type(jnp.fft.fft(wf), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.fft.fft(f64), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.fft.fft(np_f64), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.fft.fft2(i64), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.fft.ifftn(f32, s=(2, 2)), Array[jnp.complex64])
assert_type(jnp.fft.rfft(f32), Array[jnp.complex64])
assert_type(jnp.fft.rfft(wi), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.fft.rfft2(i8), Array[jnp.complex64])
assert_type(jnp.fft.rfftn(f64, axes=(0, 1)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.fft.ihfft(b), Array[jnp.complex64])
assert_type(jnp.fft.irfft(c64), Array[jnp.float32])
assert_type(jnp.fft.irfft(f16, 6), Array[jnp.float32])
assert_type(jnp.fft.irfft2(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.fft.irfftn(i8), Array[jnp.float32])
assert_type(jnp.fft.hfft(c64, n=6), Array[jnp.float32])
assert_type(jnp.fft.fftfreq(8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.fft.rfftfreq(8, 0.1), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.fft.fftfreq(8, dtype=jnp.float16), Array[jnp.float16])
assert_type(jnp.fft.fftshift(i8), Array[jnp.int8])
assert_type(jnp.fft.ifftshift(wf, axes=0), Array[float])
assert_type(jnp.fft.rfftfreq(8, dtype=jnp.int8), Array[jnp.float32])
assert_type(jnp.fft.rfftfreq(8, dtype=jnp.int64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.fft.fftfreq(8, dtype=jnp.int16), Array[jnp.int16])
assert_type(jnp.fft.rfftfreq(9, 0.5, dtype=jnp.bfloat16), Array[jnp.bfloat16])
