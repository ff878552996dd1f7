"""lax.linalg: decompositions keep the operand's dtype; eigenvalues and singular values
are real of the same width; pivots and permutations are int32. Executed too: each
asserted type is compared with the runtime's dtype."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.lax import linalg

f32 = jnp.eye(3, dtype=jnp.float32) * 2
f64 = jnp.eye(3, dtype=jnp.float64) * 2
c64 = jnp.eye(3, dtype=jnp.complex64) * 2
c128 = jnp.eye(3, dtype=jnp.complex128) * 2

assert_type(lax.linalg.cholesky(f32), Array[jnp.float32])
assert_type(linalg.cholesky(c128), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.triangular_solve(f64, f64, left_side=True, lower=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.lu(c64)[0], Array[jnp.complex64])
assert_type(linalg.lu(c64)[1], Array[jnp.int32])
assert_type(linalg.lu(f32)[2], Array[jnp.int32])
assert_type(linalg.lu_pivots_to_permutation(linalg.lu(f32)[1], 3), Array[jnp.int32])
assert_type(linalg.qr(f64)[1], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.qr(c64, pivoting=True)[2], Array[jnp.int32])
assert_type(linalg.eigh(f32)[1], Array[jnp.float32])
assert_type(linalg.eigh(c64)[0], Array[jnp.complex64])
assert_type(linalg.eigh(c64)[1], Array[jnp.float32])
assert_type(linalg.eigh(c128)[1], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.svd(c128)[1], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.svd(c64)[2], Array[jnp.complex64])
assert_type(linalg.svd(f32, compute_uv=False), Array[jnp.float32])
assert_type(linalg.svd(c64, compute_uv=False), Array[jnp.float32])
assert_type(linalg.eig(f32)[0], Array[jnp.complex64])
assert_type(linalg.eig(c64, compute_left_eigenvectors=False)[1], Array[jnp.complex64])
assert_type(linalg.eig(f64)[2], Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.eig(c128)[0], Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.schur(f32)[1], Array[jnp.float32])
assert_type(linalg.schur(c64, compute_schur_vectors=False)[0], Array[jnp.complex64])
assert_type(linalg.hessenberg(c64)[1], Array[jnp.complex64])
assert_type(linalg.hessenberg(f64)[0], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.householder_product(f32, f32[0, :2]), Array[jnp.float32])
assert_type(linalg.tridiagonal(c64)[1], Array[jnp.float32])
assert_type(linalg.tridiagonal(c64)[3], Array[jnp.complex64])
assert_type(linalg.tridiagonal(f32)[2], Array[jnp.float32])
assert_type(linalg.tridiagonal(c128)[2], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.tridiagonal_solve(f32[0], f32[1], f32[2], f32), Array[jnp.float32])
assert_type(linalg.cholesky_update(f32, f32[0]), Array[jnp.float32])
assert_type(linalg.cholesky_update(f64, f64[1]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.ormqr(c64, c64[0, :2], c64), Array[jnp.complex64])
assert_type(linalg.ormqr(f64, f64[0, :2], f64[:2], left=False, transpose=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.symmetric_product(f32, f32, alpha=2.0, beta=0.5), Array[jnp.float32])
assert_type(linalg.symmetric_product(f64[:, :2], f64, symmetrize_output=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.qdwh(f32)[0], Array[jnp.float32])
assert_type(linalg.qdwh(c128, max_iterations=3)[1], Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.qdwh(f32)[2], Array[int])  # weak: the default int of the mode
assert_type(linalg.qdwh(c64)[3], Array[jnp.bool_])
assert_type(linalg.eigh(f32, implementation=linalg.EighImplementation.QR)[1], Array[jnp.float32])
