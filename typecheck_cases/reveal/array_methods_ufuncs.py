"""jax.Array's methods that are jnp functions (std, cumsum, sort, take, clip...) typed as
those functions; the reductions' ``where``, ``initial`` and ``promote_integers``; jnp's
ufunc objects (``jnp.add.reduce``, ``accumulate``, ``at``, ``outer``, ``reduceat``);
the array API's namespace. Executed too: each asserted type is compared with the
runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

f16 = jnp.asarray(np.array([1.0, 2.0, 0.5, 3.0]), dtype=jnp.float16)
f32 = jnp.asarray(np.array([1.0, -2.0, 2.0, 5.0]), dtype=jnp.float32)
m32 = jnp.asarray(np.arange(6.0).reshape(2, 3), dtype=jnp.float32)
i8 = jnp.asarray(np.array([1, 2, 0, 3]), dtype=jnp.int8)
u8 = jnp.asarray(np.array([0, 2, 7, 0]), dtype=jnp.uint8)
b = jnp.asarray(np.array([True, False, True, True]), dtype=jnp.bool_)
wf = jnp.full(4, 2.5)
wi = jnp.full(4, 3)

# reductions: where, initial, promote_integers
assert_type(jnp.sum(i8, where=i8 > 0, initial=3), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.sum(i8, promote_integers=False), Array[jnp.int8])
assert_type(jnp.sum(b, promote_integers=False), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.prod(wi, promote_integers=False), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.max(f16, where=f16 > 1, initial=0), Array[jnp.float16])
assert_type(jnp.mean(i8, where=i8 > 0), Array[jnp.float32])
assert_type(jnp.all(f32, where=f32 > 0), Array[jnp.bool_])
assert_type(jnp.std(f32, where=f32 > 0), Array[jnp.float32])
assert_type(jnp.var(i8, ddof=1), Array[jnp.float32])
assert_type(jnp.argmax(f32, keepdims=None), Array[jnp.int32])  # x64: Array[jnp.int64]

# methods
assert_type(i8.sum(promote_integers=False), Array[jnp.int8])
assert_type(wf.max(initial=0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(f32.std(where=f32 > 0), Array[jnp.float32])
assert_type(i8.var(), Array[jnp.float32])
assert_type(i8.cumsum(), Array[jnp.int8])
assert_type(b.cumsum(), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(f16.cumprod(dtype=jnp.float32), Array[jnp.float32])
assert_type(m32.trace(), Array[jnp.float32])
assert_type(wf.ptp(), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wf.sort(), Array[float])
assert_type(i8.sort(descending=True), Array[jnp.int8])
assert_type(i8.argsort(), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(f32.argpartition(1), Array[jnp.int32])
assert_type(wf.take(np.array([0, 2])), Array[float])
assert_type(u8.repeat(2), Array[jnp.uint8])
assert_type(m32.swapaxes(0, 1), Array[jnp.float32])
assert_type(m32.diagonal(), Array[jnp.float32])
assert_type(m32.mT, Array[jnp.float32])
assert_type(f32.nonzero(), tuple[Array[jnp.int32], ...])  # x64: tuple[Array[jnp.int64], ...]
assert_type(wi.copy(), Array[int])
assert_type(f32.conjugate(), Array[jnp.float32])
assert_type(f32.clip(0, 1), Array[jnp.float32])
assert_type(i8.clip(0, 1), Array[jnp.int8])
assert_type(i8.clip(0.5, 2), Array[float])
assert_type(b.clip(0, 1), Array[int])
assert_type(b.clip(), Array[jnp.bool_])
assert_type(wf.clip(max=1.5), Array[float])
assert_type(f32.view(jnp.int32), Array[jnp.int32])
assert_type(f32.view(np.uint8), Array[jnp.uint8])
assert_type(f16.view(), Array[jnp.float16])
assert_type(f32.compress(f32 > 0), Array[jnp.float32])
assert_type(wf.compress(wf > 0, size=2), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(u8.astype(jnp.int16, copy=True), Array[jnp.int16])
assert_type(m32.flatten("F"), Array[jnp.float32])
assert_type(f32.round(1), Array[jnp.float32])
assert_type(f32.searchsorted(1.5), Array[jnp.int32])
assert_type(f32.to_device(f32.device), Array[jnp.float32])

# ufunc objects
assert_type(jnp.add.reduce(i8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.add.reduce(u8, axis=None), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jnp.add.reduce(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.add.accumulate(i8), Array[jnp.int8])
assert_type(jnp.add.accumulate(b), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.add.outer(f32, i8), Array[jnp.float32])
assert_type(jnp.add.outer(wf, 1), Array[float])
assert_type(jnp.add.at(wf, 0, 1, inplace=False), Array[float])
assert_type(jnp.multiply.reduce(f16, dtype=jnp.float32), Array[jnp.float32])
assert_type(jnp.multiply.at(i8, np.array([0, 0]), 2, inplace=False), Array[jnp.int8])
assert_type(jnp.subtract.reduce(u8), Array[jnp.uint8])
assert_type(jnp.subtract.at(wi, 1, 1, inplace=False), Array[int])
assert_type(jnp.maximum.reduce(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.minimum.accumulate(i8), Array[jnp.int8])
assert_type(jnp.logical_and.reduce(f32), Array[jnp.bool_])
assert_type(jnp.logical_xor.accumulate(i8), Array[jnp.bool_])
assert_type(jnp.bitwise_or.reduce(u8), Array[jnp.uint8])
assert_type(jnp.bitwise_xor.accumulate(b), Array[jnp.bool_])
assert_type(jnp.logaddexp.reduce(i8), Array[jnp.float32])
assert_type(jnp.logaddexp.reduce(f16), Array[jnp.float16])
assert_type(jnp.logaddexp2.reduce(b), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.logaddexp2.accumulate(b), Array[jnp.float32])
assert_type(jnp.maximum.reduceat(f32, np.array([0, 2])), Array[jnp.float32])
assert_type(jnp.add.reduceat(wi, np.array([0, 2])), Array[int])
assert_type(jnp.negative(u8), Array[jnp.uint8])
assert_type(jnp.add.nin, int)
assert_type(jnp.__array_api_version__, str)
assert_type(f32.__array_namespace__().__name__, str)

# the array API's device= and copy= arguments, diff's prepend and append
assert_type(jnp.zeros((2,), device=f32.device), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.full(3, 2, dtype=jnp.int8, device=None), Array[jnp.int8])
assert_type(jnp.arange(10, step=3, device=f32.device), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.asarray(f32, copy=True, device=f32.device), Array[jnp.float32])
assert_type(jnp.array(2.5, ndmin=2), Array[float])
assert_type(jnp.ones_like(i8, device=i8.device), Array[jnp.int8])
assert_type(jnp.eye(2, device=None), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.linspace(0, 1, 5, device=None), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(m32.reshape(3, 2, copy=True), Array[jnp.float32])
assert_type(jnp.reshape(m32, (6,), copy=False), Array[jnp.float32])
assert_type(jnp.diff(i8), Array[jnp.int8])
assert_type(jnp.diff(i8, prepend=0.5), Array)
assert_type(jnp.nansum(f16, where=b, initial=1.5), Array[jnp.float16])
assert_type(jnp.nanprod(i8, axis=0, where=b), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.nanmax(f32, initial=-1.0, where=b), Array[jnp.float32])
assert_type(jnp.nanmin(u8, axis=0, out=None, keepdims=True), Array[jnp.uint8])
assert_type(jnp.nanargmax(f16, 0, None, True), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.nanmean(f16, where=b), Array[jnp.float16])
assert_type(jnp.nanvar(m32, axis=1, where=m32 > 0, mean=jnp.zeros((2, 1))), Array[jnp.float32])
assert_type(jnp.nanstd(i8, ddof=1, where=b), Array[jnp.float32])
assert_type(jnp.var(m32, axis=1, mean=jnp.ones((2, 1))), Array[jnp.float32])
assert_type(jnp.std(wf, ddof=2, mean=1.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(m32.var(1, ddof=1, where=m32 > 1), Array[jnp.float32])
# byteswap: each element's bytes reversed, the dtype kept (a weak array's made strong)
assert_type(jnp.arange(4, dtype=jnp.int16).byteswap(), Array[jnp.int16])
assert_type(m32.byteswap(), Array[jnp.float32])
assert_type(jnp.ones(2, jnp.complex64).byteswap(), Array[jnp.complex64])
assert_type(jnp.asarray(True).byteswap(), Array[jnp.bool_])
assert_type(wf.byteswap(), Array[jnp.float32])  # x64: Array[jnp.float64]

# weak receivers of methods whose family takes their kind
assert_type(wf.argmax(), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(wi.argmin(axis=0), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(wf.argpartition(1), Array[jnp.int32])
assert_type(round(wf), Array[jnp.int32])  # x64: Array[jnp.int64]
