"""jnp.linalg: integers and bools become floating (float32; float64 for 64-bit integers in
64-bit mode), two operands meet at their join, eigenvalues, singular values and norms
are real of the operand's width, ``eig`` complex; products keep integer dtypes. Executed
too: each asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.numpy import linalg

f32 = jnp.eye(3, dtype=jnp.float32) * 2
f64 = jnp.eye(3, dtype=jnp.float64) * 2
c64 = jnp.eye(3, dtype=jnp.complex64) * 2
c128 = jnp.eye(3, dtype=jnp.complex128) * 2
i8 = jnp.eye(3, dtype=jnp.int8) * 2
i64 = jnp.eye(3, dtype=jnp.int64) * 2
u32 = jnp.eye(3, dtype=jnp.uint32) * 2
b = jnp.eye(3, dtype=jnp.bool_)
f16 = jnp.eye(3, dtype=jnp.float16)
wf = jnp.full((3, 3), 2.0)
wi = jnp.full((3, 3), 2)
np_f64 = np.eye(3)
np_f32 = np.eye(3, dtype=np.float32)

assert_type(jnp.linalg.cholesky(f32), Array[jnp.float32])
assert_type(linalg.cholesky(c128, upper=True), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.cholesky(i8), Array[jnp.float32])
assert_type(linalg.cholesky(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.cholesky(np_f64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.cholesky(wf), Array[float])
assert_type(linalg.det(f32), Array[jnp.float32])
assert_type(linalg.det(u32), Array[jnp.float32])
assert_type(linalg.det(b), Array[jnp.float32])
assert_type(linalg.det(wi), Array[float])
assert_type(linalg.inv(c64), Array[jnp.complex64])
assert_type(linalg.inv(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.inv(np_f32), Array[jnp.float32])
assert_type(linalg.eigvalsh(c64), Array[jnp.float32])
assert_type(linalg.eigvalsh(c128), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.eigh(c64).eigenvalues, Array[jnp.float32])
assert_type(linalg.eigh(c64).eigenvectors, Array[jnp.complex64])
assert_type(linalg.eigh(f64, UPLO="U")[1], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.eig(f32).eigenvalues, Array[jnp.complex64])
assert_type(linalg.eig(f64)[1], Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.eigvals(i8), Array[jnp.complex64])
assert_type(linalg.svd(c64).S, Array[jnp.float32])
assert_type(linalg.svd(c64).Vh, Array[jnp.complex64])
assert_type(linalg.svd(f32, compute_uv=False), Array[jnp.float32])
assert_type(linalg.svd(c128, full_matrices=False, hermitian=True)[0], Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.svdvals(c128), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.qr(f32).R, Array[jnp.float32])
assert_type(linalg.qr(c64, mode="complete")[0], Array[jnp.complex64])
assert_type(linalg.qr(i8, mode="r"), Array[jnp.float32])
assert_type(linalg.slogdet(c64).sign, Array[jnp.complex64])
assert_type(linalg.slogdet(c64).logabsdet, Array[jnp.float32])
assert_type(linalg.slogdet(wf)[1], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.pinv(f64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.matrix_rank(f32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(linalg.cond(c64), Array[jnp.float32])
assert_type(linalg.tensorinv(f32, ind=1), Array[jnp.float32])
assert_type(linalg.solve(f32, f32[0]), Array[jnp.float32])
assert_type(linalg.solve(f32, np.ones(3)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.solve(i8, u32), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.solve(c64, f64), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(linalg.solve(wf, f32), Array[jnp.float32])
assert_type(linalg.solve(wi, wf), Array[float])
assert_type(linalg.tensorsolve(f32, f32[0]), Array[jnp.float32])
assert_type(linalg.lstsq(c64, c64)[0], Array[jnp.complex64])
assert_type(linalg.lstsq(c64, c64)[1], Array[jnp.float32])
assert_type(linalg.lstsq(f32, f32[:, 0])[2], Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(linalg.norm(c64), Array[jnp.float32])
assert_type(linalg.norm(f16, axis=1), Array[jnp.float16])
assert_type(linalg.norm(i8, ord=1, axis=(0, 1)), Array[jnp.float32])
assert_type(linalg.norm(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.matrix_norm(c128, ord="nuc"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.vector_norm(f32, ord=3), Array[jnp.float32])
assert_type(linalg.matrix_transpose(i8), Array[jnp.int8])
assert_type(linalg.matrix_transpose(np_f64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.diagonal(u32, offset=1), Array[jnp.uint32])
assert_type(linalg.diagonal(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.trace(i8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(linalg.trace(u32), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(linalg.trace(c64), Array[jnp.complex64])
assert_type(linalg.trace(i8, dtype=jnp.float32), Array[jnp.float32])
assert_type(linalg.matrix_power(i8, 3), Array[jnp.int8])
assert_type(linalg.matrix_power(wf, 2), Array[float])
assert_type(linalg.outer(i8[0], f32[0]), Array[jnp.float32])
assert_type(linalg.vecdot(c64, f32), Array[jnp.complex64])
assert_type(linalg.tensordot(i8, u32, axes=1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(linalg.cross(i8[0], i8[1]), Array[jnp.int8])
assert_type(linalg.cross(wf[0], wf[1]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(linalg.multi_dot([f32, f32, f32]), Array[jnp.float32])
assert_type(linalg.matmul(i8, f32), Array[jnp.float32])
assert_type(linalg.solve(f16, f32[0]), Array[jnp.float32])
assert_type(linalg.qr(c64, mode="raw").R, Array[jnp.complex64])
