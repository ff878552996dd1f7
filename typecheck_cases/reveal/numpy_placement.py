"""Placement, partitions, histograms, polynomials, spacings, index arithmetic and the
functions of functions: values put into an array take its type, histograms and
polynomials are floating, index arithmetic gives the default int. Executed too: each
asserted type is compared with the runtime's dtype."""

from typing import Any

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.asarray(np.array([1.0, 2.0, 0.5, 3.0]), dtype=jnp.float16)
f32 = jnp.asarray(np.array([1.0, 2.0, 2.0, 5.0]), dtype=jnp.float32)
i8 = jnp.asarray(np.array([1, 2, 0, 3]), dtype=jnp.int8)
u8 = jnp.asarray(np.array([0, 2, 7, 0]), dtype=jnp.uint8)
b = jnp.asarray(np.array([True, False, True, True]), dtype=jnp.bool_)
wf = jnp.full(4, 2.5)
wi = jnp.full(4, 3)
mask = jnp.asarray(np.array([True, False, True, False]))
where = jnp.asarray(np.array([0, 2]), dtype=jnp.int32)

assert_type(jnp.put(f16, where, 7.5, inplace=False), Array[jnp.float16])
assert_type(jnp.put(wi, where, 2, inplace=False), Array[int])
assert_type(jnp.place(u8, mask, f32, inplace=False), Array[jnp.uint8])
assert_type(jnp.put_along_axis(i8, where, i8[:2], 0, inplace=False), Array[jnp.int8])
assert_type(jnp.insert(f32, 1, 2.0), Array[jnp.float32])
assert_type(jnp.insert(wf, jnp.asarray([0, 1]), f16[:2]), Array[float])
assert_type(jnp.trim_zeros(u8), Array[jnp.uint8])
assert_type(jnp.compress(mask, f32), Array[jnp.float32])
assert_type(jnp.compress(mask, wf, size=3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.compress(mask, wi), Array[int])
assert_type(jnp.extract(mask, i8, size=2, fill_value=1), Array[jnp.int8])
assert_type(jnp.choose(jnp.asarray([0, 1, 0, 1]), [f32, f32]), Array[jnp.float32])
assert_type(jnp.choose(jnp.asarray([0, 1, 0, 1]), [f32, i8]), Array)
assert_type(jnp.block([[f16, f16], [f16, f16]]), Array[jnp.float16])
assert_type(jnp.block([u8, u8]), Array[jnp.uint8])
assert_type(jnp.block([u8, wf]), Array)
assert_type(jnp.partition(f32, 1), Array[jnp.float32])
assert_type(jnp.partition(wi, 2), Array[int])
assert_type(jnp.argpartition(i8, 1), Array[jnp.int32])
assert_type(jnp.argpartition(wf, 1), Array[jnp.int32])
assert_type(jnp.piecewise(wf, [wf > 1], [0.0, lambda v: v]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.piecewise(i8, [i8 > 1], [1, 2]), Array[jnp.int8])
assert_type(jnp.histogram(f16, 3, range=(0, 4))[0], Array[jnp.float16])
assert_type(jnp.histogram(i8), tuple[Array[jnp.float32], Array[jnp.float32]])
assert_type(jnp.histogram(u8, weights=f32), tuple[Array, Array])
assert_type(jnp.histogram_bin_edges(wi, 4), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.histogram2d(f32, f32, 3), tuple[Array, Array, Array])
assert_type(jnp.histogramdd(jnp.ones((5, 2), dtype=jnp.float32), 2), tuple[Array, list[Array]])
assert_type(jnp.bincount(u8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.bincount(u8, f16), Array[jnp.float16])
assert_type(jnp.bincount(u8, wf, length=8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.polyint(f32), Array[jnp.float32])
assert_type(jnp.polyint(b), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.polyint(i8, k=f16[:1]), Array)
assert_type(jnp.roots(f32), Array[jnp.complex64])
assert_type(jnp.roots(wi), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.polydiv(f32, f32[:2]), tuple[Array[jnp.inexact], Array[jnp.inexact]])
assert_type(jnp.polyfit(f32, f32, 1), Array[jnp.inexact])
assert_type(jnp.poly(f32), Array[jnp.inexact])
assert_type(jnp.gradient(f16, axis=0), Array[jnp.float16])
assert_type(jnp.gradient(i8, axis=0), Array[jnp.float32])
assert_type(jnp.gradient(wf, axis=0), Array[float])
assert_type(jnp.gradient(f32, 0.5, axis=0), Array)
assert_type(jnp.gradient(jnp.ones((2, 3), dtype=jnp.float32)), Array | list[Array])
assert_type(jnp.logspace(0.0, 2.0, 5), Array[jnp.inexact])
assert_type(jnp.logspace(0, 2, 5, dtype=jnp.float16), Array[jnp.float16])
assert_type(jnp.geomspace(1, 8, 4, dtype=jnp.int32), Array[jnp.int32])
assert_type(jnp.ravel_multi_index((where, where), (4, 4)), Array[jnp.integer])
assert_type(jnp.unravel_index(where, (2, 2)), tuple[Array[jnp.int32], ...])
assert_type(jnp.unravel_index(wi, (2, 2)), tuple[Array[int], ...])
assert_type(jnp.mask_indices(3, jnp.triu), tuple[Array[jnp.int32], Array[jnp.int32]])  # x64: tuple[Array[jnp.int64], Array[jnp.int64]]
assert_type(jnp.apply_along_axis(jnp.cumsum, 0, jnp.ones((2, 3), dtype=jnp.int16)), Array)
assert_type(jnp.apply_along_axis(lambda v: jnp.sort(v), 0, f16), Array)
assert_type(jnp.apply_over_axes(jnp.sum, f32, [0]), Array)
assert_type(jnp.mgrid[0:3, 0:2], Array)
assert_type(jnp.ogrid[0:3], Array)
assert_type(jnp.ogrid[0:3, 0:2], list[Array])
assert_type(jnp.r_[f32, 1:3], Array)
assert_type(jnp.c_[f32, f32], Array)
assert_type(jnp.trim_zeros(wi), Array[int])
assert_type(jnp.trim_zeros(b), Array[jnp.bool_])
assert_type(jnp.roots(jnp.asarray([1.0, 2.0], dtype=jnp.float64)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jnp.frombuffer(np.ones(2, np.float32).tobytes(), dtype=jnp.float32), Array[jnp.float32])
assert_type(jnp.frombuffer(np.ones(2).tobytes()), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.fromstring("1 2 3", jnp.int16, sep=" "), Array[jnp.int16])
assert_type(jnp.fromfunction(lambda i: i * 2, (3,), dtype=jnp.int16), Array)
assert_type(jnp.array_str(f32), str)
assert_type(jnp.vectorize(jnp.sin)(f32), Any)
assert_type(jnp.frompyfunc(jnp.add, 2, 1, identity=0).reduce(f32), Array)
assert_type(jnp.frompyfunc(jnp.multiply, 2, 1).outer(f32, f32), Array)
assert_type(jnp.einsum_path("ij,jk->ik", jnp.ones((2, 3)), jnp.ones((3, 4)))[0], list[tuple[int, ...]])
