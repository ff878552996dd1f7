"""lax.fft: FFT/IFFT keep a complex dtype and turn real ones into the matching complex
type, RFFT gives the complex type of its float input, IRFFT the real type of its complex
input (64-bit inputs, which exist only in 64-bit mode, give 128-bit complex; all
others complex64). rng_bit_generator: the new key keeps the
key's dtype, the bits have the requested unsigned dtype; rng_uniform keeps its operands'."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

f32 = jnp.arange(8, dtype=jnp.float32)
c64 = lax.complex(f32, f32)
i32 = jnp.arange(8, dtype=jnp.int32)
f64 = jnp.arange(8, dtype=jnp.float64)
c128 = lax.complex(f64, f64)

assert_type(lax.fft(c64, lax.FftType.FFT, (8,)), Array[jnp.complex64])
assert_type(lax.fft(c64, "ifft", (8,)), Array[jnp.complex64])
assert_type(lax.fft(f32, "fft", [8]), Array[jnp.complex64])
assert_type(lax.fft(i32, lax.FftType.FFT, (8,)), Array[jnp.complex64])
assert_type(lax.fft(c128, lax.FftType.IFFT, (8,)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(lax.fft(f32, lax.FftType.RFFT, (8,)), Array[jnp.complex64])
assert_type(lax.fft(f32, "rfft", (8,)), Array[jnp.complex64])
assert_type(lax.fft(f64, "RFFT", (8,)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(lax.fft(i32, "rfft", (8,)), Array[jnp.complex64])
assert_type(lax.fft(jnp.asarray([1, 2]), "rfft", (2,)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(lax.fft(c64[:5], lax.FftType.IRFFT, (8,)), Array[jnp.float32])
assert_type(lax.fft(c128[:5], "irfft", (8,)), Array[jnp.float32])  # x64: Array[jnp.float64]

key = jnp.asarray([1, 2, 3, 4], dtype=jnp.uint32)
assert_type(lax.rng_bit_generator(key, (3,)), tuple[Array[jnp.uint32], Array[jnp.uint32]])
assert_type(lax.rng_bit_generator(key, (3,), jnp.uint8)[1], Array[jnp.uint8])
assert_type(lax.rng_bit_generator(key, 3, dtype=jnp.uint16)[1], Array[jnp.uint16])
assert_type(lax.rng_bit_generator(key, (2, 2), "uint32", lax.RandomAlgorithm.RNG_PHILOX)[1], Array[jnp.uint32])
assert_type(lax.rng_bit_generator(key, (3,), jnp.uint64, lax.RandomAlgorithm.RNG_THREE_FRY)[1], Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(lax.rng_bit_generator(key, (3,))[0], Array[jnp.uint32])

assert_type(lax.rng_uniform(f32[0], f32[1], (3,)), Array[jnp.float32])
assert_type(lax.rng_uniform(i32[0], i32[5], (2, 2)), Array[jnp.int32])
assert_type(lax.rng_uniform(0.0, 1.0, (3,)), Array[float])
assert_type(lax.rng_uniform(0, 10, (3,)), Array[int])
assert_type(lax.fft(jnp.asarray(2.0), "fft", ()), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(lax.fft(jnp.asarray([1, 2, 3, 4]), "irfft", (6,)), Array[jnp.float32])  # x64: Array[jnp.float64]
