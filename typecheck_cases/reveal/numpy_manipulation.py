"""Array manipulation, cumulative sums, NaN-ignoring reductions, variance, sorting and
diagonals: one array and parameters of its own, typed by the family of the array (the
dtype and the weak type kept by flips, rolls, tiles, sorts, splits...). Executed too:
each asserted type is compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.ones((2, 3), dtype=jnp.float16)
f32 = jnp.ones((2, 3), dtype=jnp.float32)
c64 = jnp.ones((2, 3), dtype=jnp.complex64)
i8 = jnp.ones((2, 3), dtype=jnp.int8)
u8 = jnp.ones((2, 3), dtype=jnp.uint8)
i64 = jnp.ones((2, 3), dtype=jnp.int64)
b = jnp.ones((2, 3), dtype=jnp.bool_)
wf = jnp.full((2, 3), 2.5)
wi = jnp.full((2, 3), 3)
cube = jnp.ones((2, 3, 4), dtype=jnp.bfloat16)
np_u16 = np.ones((2, 3), np.uint16)

assert_type(jnp.flip(f32), Array[jnp.float32])
assert_type(jnp.flip(i8, axis=(0, 1)), Array[jnp.int8])
assert_type(jnp.flip(wf, 0), Array[float])
assert_type(jnp.fliplr(b), Array[jnp.bool_])
assert_type(jnp.flipud(c64), Array[jnp.complex64])
assert_type(jnp.roll(u8, 1), Array[jnp.uint8])
assert_type(jnp.roll(wi, (1, 2), (0, 1)), Array[int])
assert_type(jnp.rot90(f16), Array[jnp.float16])
assert_type(jnp.rot90(cube, 3, (2, 0)), Array[jnp.bfloat16])
assert_type(jnp.swapaxes(i64, 0, 1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.moveaxis(cube, 0, -1), Array[jnp.bfloat16])
assert_type(jnp.moveaxis(cube, (0, 1), (2, 0)), Array[jnp.bfloat16])
assert_type(jnp.rollaxis(cube, 2), Array[jnp.bfloat16])
assert_type(jnp.permute_dims(f32, (1, 0)), Array[jnp.float32])
assert_type(jnp.matrix_transpose(wf), Array[float])
assert_type(jnp.tile(u8, 2), Array[jnp.uint8])
assert_type(jnp.tile(2.5, (2, 2)), Array[float])
assert_type(jnp.repeat(i8, 2), Array[jnp.int8])
assert_type(jnp.repeat(c64, np.array([1, 0, 2]), axis=1), Array[jnp.complex64])
assert_type(jnp.repeat(b, 3, axis=0, total_repeat_length=5), Array[jnp.bool_])
assert_type(jnp.tril(f32), Array[jnp.float32])
assert_type(jnp.triu(wi, 1), Array[int])
assert_type(jnp.sort(f16), Array[jnp.float16])
assert_type(jnp.sort(c64, axis=None, descending=True), Array[jnp.complex64])
assert_type(jnp.sort(np_u16), Array[jnp.uint16])
assert_type(jnp.diff(i8), Array[jnp.int8])
assert_type(jnp.diff(b, 2, axis=0), Array[jnp.bool_])
assert_type(jnp.diagonal(f32), Array[jnp.float32])
assert_type(jnp.diagonal(cube, 1, 1, 2), Array[jnp.bfloat16])
assert_type(jnp.diag(jnp.ones(3, jnp.int16)), Array[jnp.int16])
assert_type(jnp.diag(jnp.full(3, 2.5), -1), Array[float])
assert_type(jnp.diagflat(wi, 1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.diagflat(u8), Array[jnp.uint8])
assert_type(jnp.split(f32, 3, axis=1), list[Array[jnp.float32]])
assert_type(jnp.split(wf, [1]), list[Array[float]])
assert_type(jnp.array_split(i8, 2, axis=1), list[Array[jnp.int8]])
assert_type(jnp.hsplit(c64, [1, 2]), list[Array[jnp.complex64]])
assert_type(jnp.vsplit(b, 2), list[Array[jnp.bool_]])
assert_type(jnp.dsplit(cube, 2), list[Array[jnp.bfloat16]])
assert_type(jnp.unstack(u8), tuple[Array[jnp.uint8], ...])
assert_type(jnp.unstack(f16, axis=1), tuple[Array[jnp.float16], ...])
assert_type(jnp.atleast_1d(3), Array[int])
assert_type(jnp.atleast_2d(f32), Array[jnp.float32])
assert_type(jnp.atleast_3d(np.float16(1)), Array[jnp.float16])
assert_type(jnp.argsort(f32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.argsort(c64, axis=0, descending=True), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.argsort(f32, dtype=jnp.uint8), Array[jnp.uint8])
assert_type(jnp.argsort(c64, descending=True, dtype="float32"), Array[jnp.float32])
assert_type(jnp.count_nonzero(b), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.count_nonzero(wf, axis=1, keepdims=True), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.ptp(i8), Array[jnp.int8])
assert_type(jnp.ptp(wf, axis=0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.nanmax(f16), Array[jnp.float16])
assert_type(jnp.nanmin(wi, axis=1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.nanargmax(f32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.nanargmin(u8, axis=0, keepdims=True), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.nansum(f32), Array[jnp.float32])
assert_type(jnp.nansum(i8, axis=0), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.nansum(b, dtype=jnp.float16), Array[jnp.float16])
assert_type(jnp.nanprod(u8), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.nanmean(f16), Array[jnp.float16])
assert_type(jnp.nanmean(i8, axis=1), Array[jnp.float32])
assert_type(jnp.cumsum(b), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.cumsum(i8, axis=1), Array[jnp.int8])
assert_type(jnp.cumsum(u8, 0, dtype=jnp.float32), Array[jnp.float32])
assert_type(jnp.cumsum(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.cumprod(f16, axis=0), Array[jnp.float16])
assert_type(jnp.nancumsum(c64), Array[jnp.complex64])
assert_type(jnp.nancumprod(i64, dtype="int16"), Array[jnp.int16])
assert_type(jnp.cumulative_prod(u8, axis=1, include_initial=True), Array[jnp.uint8])
assert_type(jnp.var(f32), Array[jnp.float32])
assert_type(jnp.var(c64, axis=0, ddof=1), Array[jnp.float32])
assert_type(jnp.var(i8), Array[jnp.float32])
assert_type(jnp.var(i64, keepdims=True), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.std(f16, correction=1), Array[jnp.float16])
assert_type(jnp.std(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.std(b, dtype=jnp.bfloat16), Array[jnp.bfloat16])
assert_type(jnp.hstack([f32, i8]), Array[jnp.float32])
assert_type(jnp.vstack([u8, u8]), Array[jnp.uint8])
assert_type(jnp.dstack((wi, i8)), Array[jnp.int8])
assert_type(jnp.column_stack([f16, wf]), Array[jnp.float16])
assert_type(jnp.iscomplex(c64), Array[jnp.bool_])
assert_type(jnp.isreal(wi), Array[jnp.bool_])
assert_type(jnp.around(f32, 1), Array[jnp.float32])
assert_type(jnp.take(f32, jnp.arange(2)), Array[jnp.float32])
assert_type(jnp.take(wi, np.array([0, -1]), axis=1, mode="clip"), Array[int])
assert_type(jnp.take(np_u16, jnp.asarray(1), fill_value=0), Array[jnp.uint16])
assert_type(jnp.take_along_axis(c64, jnp.zeros((2, 1), jnp.int32), axis=1), Array[jnp.complex64])
assert_type(jnp.take_along_axis(i8, jnp.zeros(4, jnp.uint8), None, mode="wrap"), Array[jnp.int8])
assert_type(jnp.pad(f16, 1), Array[jnp.float16])
assert_type(jnp.pad(wf, ((1, 0), (0, 2)), mode="reflect"), Array[float])
assert_type(jnp.pad(b, (1, 2), constant_values=True), Array[jnp.bool_])
assert_type(jnp.resize(u8, (4, 4)), Array[jnp.uint8])
assert_type(jnp.copy(wi), Array[int])
assert_type(jnp.trace(f32), Array[jnp.float32])
assert_type(jnp.trace(i8, 1), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.trace(b, dtype=jnp.uint8), Array[jnp.uint8])
assert_type(jnp.nonzero(f32), tuple[Array[jnp.int32], ...])  # x64: tuple[Array[jnp.int64], ...]
assert_type(jnp.nonzero(b, size=4, fill_value=-1), tuple[Array[jnp.int32], ...])  # x64: tuple[Array[jnp.int64], ...]
assert_type(jnp.argwhere(c64), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.flatnonzero(wi, size=2), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.pi, float)
assert_type(jnp.shape(f32), tuple[int, ...])
assert_type(jnp.ndim(np_u16), int)
assert_type(jnp.size(cube, 1), int)
assert_type(jnp.isscalar(2.5), bool)
assert_type(jnp.iscomplexobj(c64), bool)
assert_type(jnp.isrealobj(wi), bool)
assert_type(jnp.take_along_axis(c64, jnp.zeros((2, 1), jnp.int32)), Array[jnp.complex64])  # (axis -1)
assert_type(jnp.take_along_axis(i8, jnp.full((1, 3), -1), mode="clip", wrap_negative_indices=False), Array[jnp.int8])
