"""jaxtypes.random: typed keys are KeyArrays, raw keys their Array[uint32] data, and split
and fold_in keep the kind; a sampler's dtype is its dtype argument's, in every spelling,
or its kind's default (the default float, int or unsigned int of the mode); bernoulli
gives bools; permutation and choice keep an array's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
import jaxtypes.random as jr
from jaxtypes import Array

k = jr.key(0)
raw = jr.PRNGKey(0)
f32 = jnp.arange(6, dtype=jnp.float32)
i16 = jnp.arange(6, dtype=jnp.int16)
logits = jnp.zeros((2, 3))
held_dtype = str("float16")  # (a str, not its literal)

assert_type(k, jr.KeyArray)
assert_type(raw, Array[jnp.uint32])
assert_type(jr.key(np.int64(3), impl="rbg"), jr.KeyArray)
assert_type(jr.split(k), jr.KeyArray)
assert_type(jr.split(k, (2, 3)), jr.KeyArray)
assert_type(jr.split(raw, 3), Array[jnp.uint32])
assert_type(jr.fold_in(k, 7), jr.KeyArray)
assert_type(jr.fold_in(raw, 7), Array[jnp.uint32])
assert_type(jr.key_data(k), Array[jnp.uint32])
assert_type(jr.wrap_key_data(raw), jr.KeyArray)
assert_type(jr.key_impl(k), str)
assert_type(jr.key_dtype(), jr.KeyDType)
assert_type(jr.clone(k), jr.KeyArray)
assert_type(k.shape, tuple[int, ...])
assert_type(jr.split(k, 4)[1:], jr.KeyArray)

assert_type(jr.uniform(k), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.uniform(k, (3,)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.uniform(raw, (3,), jnp.float16), Array[jnp.float16])
assert_type(jr.uniform(k, (3,), "bfloat16", -1.0, 1.0), Array[jnp.bfloat16])
assert_type(jr.uniform(k, dtype=np.float32), Array[jnp.float32])
assert_type(jr.uniform(k, dtype=np.dtype("float64")), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.uniform(k, dtype=float), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.uniform(k, (2,), jnp.float8_e4m3fn), Array[jnp.float8_e4m3fn])
assert_type(jr.uniform(k, (2,), held_dtype), Array[jnp.floating])
assert_type(jr.normal(k, (2, 2)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.normal(k, (2,), jnp.complex64), Array[jnp.complex64])
assert_type(jr.normal(k, dtype=complex), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jr.exponential(k, (2,), jnp.float16), Array[jnp.float16])
assert_type(jr.gumbel(k, (2,), mode="high"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.truncated_normal(k, -1.0, 1.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.truncated_normal(k, -1.0, 1.0, (3,), jnp.bfloat16), Array[jnp.bfloat16])
assert_type(jr.gamma(k, f32), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.gamma(k, 2.0, dtype=jnp.float16), Array[jnp.float16])
assert_type(jr.beta(k, 2.0, 3.0, (4,)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.dirichlet(k, f32[:3]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.lognormal(k), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.lognormal(k, 0.5, (2,), jnp.complex64), Array[jnp.complex64])
assert_type(jr.ball(k, 3), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.orthogonal(k, 3, dtype=jnp.float32), Array[jnp.float32])
assert_type(jr.binomial(k, 10.0, 0.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.multinomial(k, 10.0, f32), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jr.multivariate_normal(k, f32[:2], jnp.eye(2, dtype=jnp.float32)), Array[jnp.float32])

assert_type(jr.randint(k, (3,), 0, 10), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jr.randint(k, (3,), 0, 10, jnp.uint8), Array[jnp.uint8])
assert_type(jr.randint(k, (3,), 0, 10, dtype="int4"), Array[jnp.int4])
assert_type(jr.randint(k, (3,), 0, 10, np.int64), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jr.rademacher(k, (3,)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jr.rademacher(k, (3,), jnp.float32), Array[jnp.float32])
assert_type(jr.geometric(k, 0.5, dtype=jnp.int8), Array[jnp.int8])
assert_type(jr.poisson(k, 3.0, (2,)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jr.bits(k), Array[jnp.uint32])  # x64: Array[jnp.uint64]
assert_type(jr.bits(k, (2,), jnp.uint16), Array[jnp.uint16])
assert_type(jr.bernoulli(k, 0.3, (3,)), Array[jnp.bool_])
assert_type(jr.permutation(k, 5), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jr.permutation(k, i16), Array[jnp.int16])
assert_type(jr.choice(k, 5, (2,)), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jr.choice(k, f32, (2,), replace=False), Array[jnp.float32])
assert_type(jr.categorical(k, logits), Array[jnp.int32])  # x64: Array[jnp.int64]

keys = jr.split(k, (2, 3))
assert_type(keys.T, jr.KeyArray)
assert_type(keys.transpose(1, 0), jr.KeyArray)
assert_type(keys.swapaxes(0, 1).squeeze(), jr.KeyArray)
assert_type(keys.take(jnp.array([0, 2]), axis=1), jr.KeyArray)
assert_type(keys.at[0].set(keys[1]), jr.KeyArray)
assert_type(keys == keys[0], Array[jnp.bool_])
assert_type(keys.copy().block_until_ready(), jr.KeyArray)
assert_type(keys.nbytes, int)
