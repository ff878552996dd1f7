"""jaxtypes.scipy.linalg: integers become floats (except where jax rejects them), two
operands meet at their join, eigenvalues and singular values are real of the operand's
width, ``sqrtm`` complex; special matrices keep their operands' dtypes. Executed too:
each asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.scipy import linalg

f32 = jnp.eye(3, dtype=jnp.float32) * 2
f64 = jnp.eye(3, dtype=jnp.float64) * 2
c64 = jnp.eye(3, dtype=jnp.complex64) * 2
i8 = jnp.eye(3, dtype=jnp.int8) * 2
i64 = jnp.eye(3, dtype=jnp.int64) * 2
wf = jnp.full((3, 3), 2.0)
v32 = jnp.ones(3, dtype=jnp.float32)

assert_type(linalg.cholesky(f32), Array[jnp.float32])
assert_type(linalg.cholesky(i64, lower=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.cho_factor(c64)[0], Array[jnp.complex64])
assert_type(linalg.cho_solve(linalg.cho_factor(f32), v32), Array[jnp.float32])
assert_type(linalg.cho_solve((f32, False), np.ones(3)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.det(i8), Array[jnp.float32])
assert_type(linalg.det(wf), Array[float])
assert_type(linalg.inv(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.expm(c64), Array[jnp.complex64])
assert_type(linalg.sqrtm(f32), Array[jnp.complex64])
assert_type(linalg.sqrtm(f64), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.lu_factor(f32)[1], Array[jnp.int32])
assert_type(linalg.lu_solve(linalg.lu_factor(f32), v32), Array[jnp.float32])
assert_type(linalg.solve(f32, v32, assume_a="pos"), Array[jnp.float32])
assert_type(linalg.solve(i8, c64), Array[jnp.complex64])
assert_type(linalg.solve_triangular(f64, f32, lower=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.qr_multiply(f32, f32)[0], Array[jnp.float32])
assert_type(linalg.qr_multiply(f32, f32, pivoting=True)[2], Array[jnp.int32])
assert_type(linalg.schur(f32)[0], Array[jnp.float32])
assert_type(linalg.schur(f32, output="complex")[1], Array[jnp.complex64])
assert_type(linalg.hessenberg(c64), Array[jnp.complex64])
assert_type(linalg.hessenberg(f32, calc_q=True)[1], Array[jnp.float32])
assert_type(linalg.polar(f32)[1], Array[jnp.float32])
assert_type(linalg.expm_frechet(f32, f32)[1], Array[jnp.float32])
assert_type(linalg.expm_frechet(f32, f32, compute_expm=False), Array[jnp.float32])
assert_type(linalg.eigh(c64)[0], Array[jnp.float32])
assert_type(linalg.eigh(c64)[1], Array[jnp.complex64])
assert_type(linalg.eigh(f32, eigvals_only=True), Array[jnp.float32])
assert_type(linalg.svd(c64)[1], Array[jnp.float32])
assert_type(linalg.svd(f32, compute_uv=False), Array[jnp.float32])
assert_type(linalg.qr(f32)[1], Array[jnp.float32])
assert_type(linalg.qr(f32, mode="r")[0], Array[jnp.float32])
assert_type(linalg.qr(f32, pivoting=True)[2], Array[jnp.int32])
assert_type(linalg.lu(c64)[0], Array[jnp.float32])
assert_type(linalg.lu(c64)[2], Array[jnp.complex64])
assert_type(linalg.lu(wf, permute_l=True)[1], Array[float])
assert_type(linalg.companion(jnp.ones(3, dtype=jnp.int8)), Array[jnp.float32])
assert_type(linalg.fiedler_companion(v32), Array[jnp.float32])
assert_type(linalg.circulant(jnp.ones(3, dtype=jnp.int16)), Array[jnp.int16])
assert_type(linalg.fiedler(v32), Array[jnp.float32])
assert_type(linalg.toeplitz(jnp.ones(3, dtype=jnp.int8)), Array[jnp.int8])
assert_type(linalg.toeplitz(jnp.ones(3, dtype=jnp.int8), v32), Array[jnp.float32])
assert_type(linalg.hankel(v32), Array[jnp.float32])
assert_type(linalg.convolution_matrix(jnp.ones(3, dtype=jnp.uint8), 2), Array[jnp.uint8])
assert_type(linalg.leslie(v32, v32[:2]), Array[jnp.float32])
assert_type(linalg.block_diag(f32, f32), Array[jnp.float32])
assert_type(linalg.solve_sylvester(f32, f32, f32), Array[jnp.float32])
assert_type(linalg.hilbert(3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.pascal(3), Array[jnp.float32])
assert_type(linalg.invpascal(3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.helmert(3, full=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.dft(4), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.dft(4, dtype=jnp.complex64), Array[jnp.complex64])
assert_type(linalg.hadamard(4), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(linalg.hadamard(4, jnp.float32), Array[jnp.float32])
t32, z32 = linalg.schur(f32)
assert_type(linalg.rsf2csf(t32, z32), tuple[Array[jnp.complex64], Array[jnp.complex64]])
assert_type(linalg.rsf2csf(f64, f64)[0], Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.rsf2csf(i8, i8)[1], Array[jnp.complex64])
assert_type(linalg.rsf2csf(wf, wf)[0], Array[complex])
assert_type(linalg.rsf2csf(wf, f32)[1], Array[jnp.complex64])
assert_type(linalg.funm(f32, jnp.sin), Array[jnp.complex64])
assert_type(linalg.funm(c64, lambda x: x * 2, disp=False), tuple[Array[jnp.complex64], Array[jnp.float32]])
assert_type(linalg.funm(wf, jnp.exp), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.eigh_tridiagonal(v32, v32[:2], eigvals_only=True), Array[jnp.float32])
assert_type(linalg.eigh_tridiagonal(v32, v32[:2])[1], Array[jnp.float32])
assert_type(linalg.eigh_tridiagonal(c64[0], c64[0, :2])[1], Array[jnp.complex64])
assert_type(linalg.eigh_tridiagonal(c64[0], c64[0, :2], eigvals_only=True), Array[jnp.float32])
assert_type(linalg.eigh_tridiagonal(wf[0], wf[0, :2])[0], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.eigh_tridiagonal(v32, v32[:2], select="i", select_range=(0, 1))[0], Array[jnp.float32])
