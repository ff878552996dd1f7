"""Mistakes the stubs let both checkers catch."""

from __future__ import annotations

import jaxtypes
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array


def wants_int16(x: Array[jnp.int16]) -> None: ...


def wants_float32(x: Array[jnp.float32]) -> None: ...


def wants_float64(x: Array[jnp.float64]) -> None: ...


i16 = jnp.int16(1)
f32 = jnp.float32(1)
wants_int16(i16 + 1)
wants_int16(i16 + 1.0)  # E: a Python float makes a weak float
wants_int16(i16 + jnp.int32(1))  # E: int16 + int32 is int32
wants_float32(jnp.zeros(3))
wants_float64(jnp.zeros(3))  # E: the default float is float32 (64-bit mode off)
wants_float64(jnp.float64(1))  # E: jnp.float64 makes float32 arrays with 64-bit mode off
wants_float32(f32 / 2)
wants_int16(i16 / 2)  # E: true division of integers is floating
wants_int16(jnp.sum(i16))  # E: sums accumulate in the default int
wants_float32(f32.astype("float16"))  # E: astype names the dtype
wants_float32(jnp.where(i16 > 0, f32, 1.0))
wants_float32(jnp.where(i16 > 0, f32, jnp.float64(1)))  # float64 is float32 with 64-bit mode off
wants_float32(jnp.where(i16 > 0, f32, jnp.complex64(1)))  # E: float32 and complex64 join to complex64
jnp.where(i16 > 0, f32, 1.0, size=2)  # E: size belongs to the one-argument form
jnp.where(i16 > 0, f32)  # E: x without y
jnp.argsort(jnp.ones(3), dtype=bool)  # E: argsort's indices count in the dtype asked for: no bool
jnp.ones(3).argsort(dtype=jnp.int8)  # E: the method has no dtype, as in JAX
wants_int16(jnp.concatenate([i16, i16], dtype=jnp.int32))  # E: the operands are converted to the int32 asked for
wants_int16(jnp.asarray(3))  # E: a Python int is weakly typed
lax.add(i16, f32)  # E: lax does not promote
lax.add(f32, jnp.float64(1))  # both float32 with 64-bit mode off
lax.add(f32, jnp.float16(1))  # E: lax does not promote
lax.max(i16, 1.5)  # E: a Python float is not an integer dtype
jnp.add(i16, "1")  # E: a string is not an array
i16 + "1"  # E: a string is not an array
jnp.floating(1)  # E: abstract scalar types make no arrays


@jaxtypes.jit
def f(x: Array[jnp.int16]) -> Array[jnp.int16]:
    return x


f(f32)  # E: jit keeps the signature

# lax.linalg: LAPACK takes float32, float64, complex64, complex128 only
from jaxtypes.lax import linalg as _linalg  # noqa: E402

_linalg.cholesky(jnp.eye(3, dtype=jnp.int32))  # E: no integer decompositions
_linalg.eigh(jnp.eye(3, dtype=jnp.float16))  # E: no float16 kernels
_linalg.triangular_solve(jnp.eye(3, dtype=jnp.float32), jnp.eye(3, dtype=jnp.complex64))  # E: one dtype

# jnp.linalg: integers become floats, but float16 and bfloat16 have no LAPACK kernels
jnp.linalg.inv(jnp.eye(3, dtype=jnp.float16))  # E: no float16 kernels
jnp.linalg.eigh(jnp.eye(3, dtype=jnp.bfloat16))  # E: no bfloat16 kernels
jnp.linalg.solve(jnp.eye(3, dtype=jnp.float16), jnp.ones(3, dtype=jnp.float16))  # E: no float16 kernels
jnp.linalg.svd(jnp.eye(3, dtype=jnp.float8_e4m3fn))  # E: no float8 kernels
wants_float64(jnp.linalg.det(jnp.eye(3, dtype=jnp.int8)))  # E: small integers become float32

# jaxtypes.scipy.linalg: eigh_tridiagonal's diagonals share one floating dtype; funm's Schur form rejects integers
from jaxtypes.scipy import linalg as _scipy_linalg  # noqa: E402

_scipy_linalg.eigh_tridiagonal(jnp.ones(3, dtype=jnp.float32), jnp.ones(2, dtype=jnp.complex64))  # E: one dtype
_scipy_linalg.eigh_tridiagonal(jnp.ones(3, dtype=jnp.int32), jnp.ones(2, dtype=jnp.int32))  # E: no integers
_scipy_linalg.funm(jnp.eye(3, dtype=jnp.int32), jnp.sin)  # E: no integer Schur form

# the newer elementwise functions keep their families' restrictions
jnp.fabs(jnp.ones(3, dtype=jnp.complex64))  # E: fabs takes real numbers
jnp.trunc(jnp.ones(3, dtype=jnp.complex64))  # E: trunc takes real numbers
jnp.bitwise_invert(jnp.ones(3, dtype=jnp.float32))  # E: no bitwise operations on floats

# the one-array functions keep their families' restrictions
jnp.ptp(jnp.ones(3, dtype=jnp.bool_))  # E: no subtraction of bools
jnp.nancumsum(jnp.ones(3), dtype="int8", axis=0, keepdims=True)  # E: cumulative sums keep every axis
jnp.sort(jnp.ones(3), kind="stable")  # E: kind is not supported; stable=True is

# products, comparisons and the floating-point functions keep their families' restrictions
jnp.kron(jnp.ones(3, dtype=jnp.bool_), jnp.ones(3, dtype=jnp.bool_))  # E: no products of bools by lax.mul
jnp.cross(jnp.ones(3, dtype=jnp.bool_), jnp.ones(3, dtype=jnp.bool_))  # E: no subtraction of bools
jnp.copysign(jnp.ones(3, dtype=jnp.complex64), jnp.ones(3))  # E: copysign takes real numbers
jnp.signbit(jnp.ones(3, dtype=jnp.complex64))  # E: complex numbers have no sign bit
jnp.bitwise_count(jnp.ones(3, dtype=jnp.float32))  # E: bits of integers only
jnp.isclose(jnp.ones(3, dtype=jnp.float8_e4m3fn), jnp.ones(3, dtype=jnp.float8_e5m2))  # E: no join of two float8 formats
jnp.dot(jnp.ones(3), jnp.ones(3), preferred_element_type=jnp.float32, precision=3)  # E: precision is a Precision or a name
jnp.fill_diagonal(jnp.ones((2, 2)), 0.0)  # E: arrays are immutable: inplace=False is required
jnp.ediff1d(jnp.ones(3, dtype=jnp.bool_))  # E: no subtraction of bools
jnp.i0(jnp.ones(3, dtype=jnp.complex64))  # E: i0 takes real numbers
jnp.median(jnp.ones(3, dtype=jnp.complex64))  # E: complex numbers have no order
jnp.quantile(jnp.ones(3, dtype=jnp.complex64), 0.5)  # E: complex numbers have no order
jnp.einsum("i")  # E: einsum needs an operand
jnp.packbits(jnp.ones(8, dtype=jnp.float32))  # E: packbits takes integers and bools
jnp.unpackbits(jnp.ones(8, dtype=jnp.int8))  # E: unpackbits takes uint8 only
jnp.vander(jnp.ones(3, dtype=jnp.bool_))  # E: no powers of bools
jnp.polyadd(jnp.ones(3, dtype=jnp.bool_), jnp.ones(2, dtype=jnp.bool_))  # E: no bool coefficients
jnp.modf(jnp.ones(3, dtype=jnp.complex64))  # E: modf takes real numbers
jnp.spacing(jnp.ones(3, dtype=jnp.complex64))  # E: spacing takes real numbers
jnp.convolve(jnp.ones(3, dtype=jnp.float8_e4m3fn), jnp.ones(3, dtype=jnp.float16))  # E: float8 joins no other float
jnp.gcd(jnp.ones(3, dtype=jnp.bool_), True)  # E: gcd takes integers, not two bools
jnp.lcm(jnp.ones(3, dtype=jnp.float32), 2)  # E: lcm takes integers
jnp.gcd(jnp.ones(3, dtype=jnp.int4), 2)  # E: no absolute value of int4
jnp.hypot(jnp.ones(3, dtype=jnp.complex64), 1.0)  # E: hypot takes real numbers
jnp.heaviside(1.0, jnp.ones(3, dtype=jnp.complex64))  # E: heaviside takes real numbers
jnp.ldexp(jnp.ones(3, dtype=jnp.float32), jnp.ones(3, dtype=jnp.float32))  # E: ldexp's exponents are integers
jnp.ldexp(jnp.ones(3, dtype=jnp.complex64), 2)  # E: ldexp takes real mantissas
jnp.frexp(jnp.ones(3, dtype=jnp.float8_e4m3fn))  # E: frexp takes floats of 16 bits or more
jnp.divmod(jnp.ones(3, dtype=jnp.complex64), 2)  # E: no floor division of complex numbers
jnp.logaddexp(jnp.ones(3, dtype=jnp.float8_e4m3fn), jnp.ones(3, dtype=jnp.float16))  # E: float8 joins no other float
jnp.fft.rfft(jnp.ones(4, dtype=jnp.complex64))  # E: rfft takes real data
jnp.fft.rfft(jnp.ones(4, dtype=jnp.float16))  # E: rfft takes floats of 32 or 64 bits
jnp.fft.ihfft(jnp.ones(4, dtype=jnp.bfloat16))  # E: ihfft takes floats of 32 or 64 bits
jnp.union1d(jnp.ones(3, dtype=jnp.float8_e4m3fn), jnp.ones(3, dtype=jnp.float16))  # E: float8 joins no other float
jnp.setdiff1d(jnp.ones(3, dtype=jnp.float8_e5m2), jnp.ones(3, dtype=jnp.bfloat16))  # E: float8 joins no other float
jnp.zeros(3)[0] = 1.0  # E: arrays are immutable: x = x.at[0].set(1.0)
