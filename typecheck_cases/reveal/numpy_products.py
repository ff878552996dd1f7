"""Products, comparisons of whole arrays, the floating-point elementwise functions, grids
and index arrays, and NumPy's other names of the scalar types. Contractions promote like
``*`` unless ``preferred_element_type`` names the result's dtype. Executed too: each
asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.ones((2, 3), dtype=jnp.float16)
f32 = jnp.ones((2, 3), dtype=jnp.float32)
f32t = jnp.ones((3, 2), dtype=jnp.float32)
c64 = jnp.ones((2, 3), dtype=jnp.complex64)
i8 = jnp.ones((2, 3), dtype=jnp.int8)
i8t = jnp.ones((3, 2), dtype=jnp.int8)
u8 = jnp.ones((2, 3), dtype=jnp.uint8)
i64 = jnp.ones((2, 3), dtype=jnp.int64)
b = jnp.ones((2, 3), dtype=jnp.bool_)
wf = jnp.full((2, 3), 2.5)
wi = jnp.full((2, 3), 3)
v3 = jnp.ones(3, dtype=jnp.float32)
w3 = jnp.ones(3, dtype=jnp.int16)
v2 = jnp.ones(2, dtype=jnp.float32)
np_u16 = np.ones((2, 3), np.uint16)

assert_type(jnp.dot(f32, f32t), Array[jnp.float32])
assert_type(jnp.dot(i8, i8t, preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(jnp.matmul(i8, i8t, precision="highest", preferred_element_type=jnp.int32), Array[jnp.int32])
assert_type(jnp.inner(f32, f32), Array[jnp.float32])
assert_type(jnp.inner(i8, f16), Array[jnp.float16])
assert_type(jnp.inner(wf, i8), Array[float])
assert_type(jnp.inner(i8, i8, preferred_element_type=jnp.int32), Array[jnp.int32])
assert_type(jnp.vdot(c64, c64), Array[jnp.complex64])
assert_type(jnp.vdot(b, b), Array[jnp.bool_])
assert_type(jnp.vdot(u8, i8), Array[jnp.int16])
assert_type(jnp.tensordot(f32, f32t, axes=1), Array[jnp.float32])
assert_type(jnp.tensordot(i8, i8t, ((0, 1), (1, 0))), Array[jnp.int8])
assert_type(jnp.tensordot(u8, f32, 2, preferred_element_type=jnp.float16), Array[jnp.float16])
assert_type(jnp.vecdot(f32, v3), Array[jnp.float32])
assert_type(jnp.vecdot(c64, f32, axis=0), Array[jnp.complex64])
assert_type(jnp.matvec(f32, w3), Array[jnp.float32])
assert_type(jnp.vecmat(v2, i8), Array[jnp.float32])
assert_type(jnp.outer(i8, u8), Array[jnp.int16])
assert_type(jnp.outer(wi, 2.5), Array[float])
assert_type(jnp.outer(np_u16, i8), Array[jnp.int32])
assert_type(jnp.kron(i8, i8), Array[jnp.int8])
assert_type(jnp.kron(f16, wf), Array[jnp.float16])
assert_type(jnp.cross(v3, w3), Array[jnp.float32])
assert_type(jnp.cross(v2, v2), Array[jnp.float32])
assert_type(jnp.isclose(f32, i8), Array[jnp.bool_])
assert_type(jnp.isclose(c64, wf, rtol=0.1, equal_nan=True), Array[jnp.bool_])
assert_type(jnp.allclose(np_u16, f32), Array[jnp.bool_])
assert_type(jnp.array_equal(i8, f16), Array[jnp.bool_])
assert_type(jnp.array_equiv(f32, 1), Array[jnp.bool_])
assert_type(jnp.copysign(f32, i8), Array[jnp.float32])
assert_type(jnp.copysign(i8, u8), Array[jnp.float32])
assert_type(jnp.copysign(wf, -1), Array[float])
assert_type(jnp.float_power(i8, 2), Array[jnp.float32])
assert_type(jnp.float_power(wi, 2), Array[float])
assert_type(jnp.float_power(c64, f16), Array[jnp.complex64])
assert_type(jnp.signbit(f16), Array[jnp.bool_])
assert_type(jnp.signbit(i8), Array[jnp.bool_])
assert_type(jnp.isposinf(wf), Array[jnp.bool_])
assert_type(jnp.isneginf(u8), Array[jnp.bool_])
assert_type(jnp.rint(i8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.rint(b), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.rint(wf), Array[float])
assert_type(jnp.rint(c64), Array[jnp.complex64])
assert_type(jnp.deg2rad(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.rad2deg(f16), Array[jnp.float16])
assert_type(jnp.radians(wi), Array[float])
assert_type(jnp.degrees(c64), Array[jnp.complex64])
assert_type(jnp.nan_to_num(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.nan_to_num(i8), Array[jnp.int8])
assert_type(jnp.nan_to_num(wi, nan=1.0), Array[int])
assert_type(jnp.nan_to_num(c64, posinf=1e6), Array[jnp.complex64])
assert_type(jnp.bitwise_count(i64), Array[jnp.uint8])
assert_type(jnp.bitwise_count(wi), Array[jnp.uint8])
assert_type(jnp.identity(3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.identity(2, jnp.int8), Array[jnp.int8])
assert_type(jnp.tri(3), Array[jnp.float32])
assert_type(jnp.tri(2, 4, 1, dtype=jnp.bool_), Array[jnp.bool_])
assert_type(jnp.indices((2, 3)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.indices((2, 3), jnp.uint8), Array[jnp.uint8])
assert_type(jnp.indices((2, 3), sparse=True), tuple[Array[jnp.int32], ...])  # x64: tuple[Array[jnp.int64], ...]
assert_type(jnp.indices((2, 3), sparse=True)[1], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.tril_indices(3), tuple[Array[jnp.int32], Array[jnp.int32]])  # x64: tuple[Array[jnp.int64], Array[jnp.int64]]
assert_type(jnp.triu_indices(3, 1, 4)[0], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.tril_indices_from(f32)[1], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.triu_indices_from(i8, k=-1)[0], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.diag_indices(3)[0], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.diag_indices_from(jnp.ones((2, 2)))[1], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.meshgrid(v3, v2), list[Array[jnp.float32]])
assert_type(jnp.meshgrid(v3, v2, indexing="ij", sparse=True)[0], Array[jnp.float32])
assert_type(jnp.concat([f32, i8]), Array[jnp.float32])
assert_type(jnp.concat([i8, u8], axis=None), Array[jnp.int16])
assert_type(jnp.broadcast_arrays(f32, f32t[:1, :1]), list[Array[jnp.float32]])
assert_type(jnp.broadcast_shapes((2, 1), (3,)), tuple[int, ...])
assert_type(jnp.ones(2, jnp.double), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ones(2, jnp.single), Array[jnp.float32])
assert_type(jnp.ones(2, jnp.csingle), Array[jnp.complex64])
assert_type(jnp.zeros(2, jnp.cdouble), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.zeros(2, jnp.int_), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.zeros(2, jnp.uint), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.zeros(2, jnp.float_), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.zeros(2, jnp.complex_), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.append(i8, f16), Array[jnp.float16])
assert_type(jnp.append(wi, 2), Array[int])
assert_type(jnp.isin(i8, np_u16), Array[jnp.bool_])
assert_type(jnp.isin(f32, 2.5, invert=True), Array[jnp.bool_])
assert_type(jnp.delete(f32, 1), Array[jnp.float32])
assert_type(jnp.delete(wf, np.array([0, 2]), axis=1), Array[float])
assert_type(jnp.fill_diagonal(i8, 5, inplace=False), Array[jnp.int8])
assert_type(jnp.ediff1d(u8), Array[jnp.uint8])
assert_type(jnp.cumulative_sum(v3), Array[jnp.float32])
assert_type(jnp.cumulative_sum(b, axis=1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.cumulative_sum(u8, axis=1), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.cumulative_sum(i8, axis=0, dtype=jnp.float16, include_initial=True), Array[jnp.float16])
assert_type(jnp.nanvar(f16), Array[jnp.float16])
assert_type(jnp.nanvar(c64, axis=0, ddof=1), Array[jnp.float32])
assert_type(jnp.nanstd(i8, keepdims=True), Array[jnp.float32])
assert_type(jnp.nanstd(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ix_(v3, v3), tuple[Array[jnp.float32], ...])
assert_type(jnp.ix_(v3, v2)[1], Array[jnp.float32])
assert_type(jnp.hamming(5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.kaiser(5, 3.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.isdtype(jnp.int8, "integral"), bool)
assert_type(jnp.i0(i8), Array[jnp.float32])
assert_type(jnp.i0(wf), Array[float])
assert_type(jnp.einsum("ij,jk->ik", f32, f32t), Array[jnp.float32])
assert_type(jnp.einsum("ij,kj->ik", i8, f16), Array[jnp.float16])
assert_type(jnp.einsum("ij,kj", u8, i8), Array[jnp.int16])
assert_type(jnp.einsum("ii->i", jnp.ones((3, 3), dtype=jnp.int16)), Array[jnp.int16])
assert_type(jnp.einsum("ij,ij,ij->", i8, u8, b), Array[jnp.int16])
assert_type(jnp.einsum("ij,kj->ik", wf, wi), Array[float])
assert_type(jnp.einsum("ij,kj->ik", i8, wf), Array[float])
assert_type(jnp.einsum("ij,kj->ik", i8, i8, preferred_element_type=jnp.int32), Array[jnp.int32])
assert_type(jnp.einsum("ij->", b), Array[jnp.bool_])
assert_type(jnp.einsum("ij,kj->ik", c64, f32, precision="highest"), Array[jnp.complex64])
assert_type(jnp.einsum("ij,kj", i64, i8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.quantile(f16, 0.5), Array[jnp.float16])
assert_type(jnp.quantile(i8, jnp.asarray([0.1, 0.9]), axis=0), Array[jnp.float32])
assert_type(jnp.percentile(u8, 37.0, method="nearest"), Array[jnp.float32])
assert_type(jnp.nanquantile(wf, 0.3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.median(b), Array[jnp.float32])
assert_type(jnp.median(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.nanmedian(f32, axis=(0, 1), keepdims=True), Array[jnp.float32])
assert_type(jnp.nanpercentile(wi, 50), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.sinc(f16), Array[jnp.float16])
assert_type(jnp.sinc(i8), Array[jnp.float32])
assert_type(jnp.sinc(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.modf(f32), tuple[Array[jnp.float32], Array[jnp.float32]])
assert_type(jnp.modf(wi)[0], Array[float])
assert_type(jnp.vander(w3, 4, increasing=True), Array[jnp.int16])
assert_type(jnp.vander(jnp.full(3, 2.0)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.polyder(w3, 2), Array[jnp.float32])
assert_type(jnp.polyval(v3, i8), Array[jnp.float32])
assert_type(jnp.polyval(w3, wi), Array[jnp.int16])
assert_type(jnp.polyval(wf, wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.polyadd(w3, u8), Array[jnp.int16])
assert_type(jnp.polysub(v3, wf), Array[jnp.float32])
assert_type(jnp.searchsorted(v3, f16, side="right"), Array[jnp.int32])
assert_type(jnp.searchsorted(w3, 2.5), Array[jnp.int32])
assert_type(jnp.digitize(i8, v3, right=True), Array[jnp.int32])
assert_type(jnp.packbits(b, axis=1), Array[jnp.uint8])
assert_type(jnp.packbits(i64), Array[jnp.uint8])
assert_type(jnp.unpackbits(jnp.packbits(u8), count=7, bitorder="little"), Array[jnp.uint8])
assert_type(jnp.convolve(v3, w3), Array[jnp.float32])
assert_type(jnp.convolve(w3, w3, "same"), Array[jnp.float32])
assert_type(jnp.correlate(w3, w3, preferred_element_type=jnp.int32), Array[jnp.int32])
assert_type(jnp.correlate(jnp.ones(3, dtype=jnp.complex64), v3, "full"), Array[jnp.complex64])
assert_type(jnp.polymul(w3, jnp.full(2, 2)), Array[jnp.float32])
assert_type(jnp.spacing(f16), Array[jnp.float16])
assert_type(jnp.spacing(wi), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.lexsort((v3, w3)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.sort_complex(i8), Array[jnp.complex64])
assert_type(jnp.sort_complex(wf), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.sort_complex(jnp.ones(3, dtype=jnp.float64)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
u32 = jnp.ones((2, 3), dtype=jnp.uint32)
wc = jnp.full((2, 3), 1j)
assert_type(jnp.logaddexp(f32, f16), Array[jnp.float32])
assert_type(jnp.logaddexp(i8, wi), Array[jnp.float32])
assert_type(jnp.logaddexp(wf, wi), Array[float])
assert_type(jnp.logaddexp(wf, 2.0), Array[float])
assert_type(jnp.logaddexp(wc, wf), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.logaddexp(c64, i8), Array[jnp.complex64])
assert_type(jnp.logaddexp2(wf, wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.logaddexp2(b, f16), Array[jnp.float16])
assert_type(jnp.logaddexp2(u32, i8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.hypot(f16, wi), Array[jnp.float16])
assert_type(jnp.hypot(wf, 3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.hypot(i8, u8), Array[jnp.float32])
assert_type(jnp.heaviside(wi, 0.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.heaviside(f16, f32), Array[jnp.float32])
assert_type(jnp.gcd(i8, u8), Array[jnp.int16])
assert_type(jnp.gcd(wi, 4), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.gcd(b, i8), Array[jnp.int8])
assert_type(jnp.lcm(u8, True), Array[jnp.uint8])
assert_type(jnp.lcm(np_u16, i8), Array[jnp.int32])
assert_type(jnp.divmod(i8, u8), tuple[Array[jnp.int16], Array[jnp.int16]])
assert_type(jnp.divmod(b, b), tuple[Array[jnp.int32], Array[jnp.int32]])
assert_type(jnp.divmod(wf, 2), tuple[Array[float], Array[float]])
assert_type(jnp.divmod(f16, wi), tuple[Array[jnp.float16], Array[jnp.float16]])
assert_type(jnp.frexp(f16), tuple[Array[jnp.float16], Array[jnp.int32]])
assert_type(jnp.frexp(i8), tuple[Array[jnp.float32], Array[jnp.int32]])
assert_type(jnp.frexp(wf), tuple[Array[jnp.float32], Array[jnp.int32]])  # x64: tuple[Array[jnp.float64], Array[jnp.int32]]
assert_type(jnp.ldexp(f16, i8), Array[jnp.float16])
assert_type(jnp.ldexp(wi, 3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ldexp(i64, b), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.ldexp(f32, np.int16(2)), Array[jnp.float32])
assert_type(jnp.angle(c64), Array[jnp.float32])
assert_type(jnp.angle(wc, deg=True), Array[float])
assert_type(jnp.angle(wf), Array[float])
assert_type(jnp.angle(wi), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.angle(i8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.angle(f16), Array[jnp.float16])
