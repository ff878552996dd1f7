"""jaxtypes.nn: each activation's dtype and weak type as the runtime computes them (read
from it by stubs/_nn.py), one_hot's dtype argument, attention keeping its operands'
floating dtype, initializers drawing their factory's dtype or the one they are given."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.nn as nn
import jaxtypes.numpy as jnp
import jaxtypes.random as jr
from jaxtypes import Array

f32 = jnp.zeros((2, 4), dtype=jnp.float32)
f16 = jnp.zeros((2, 4), dtype=jnp.float16)
i16 = jnp.zeros((2, 4), dtype=jnp.int16)
b = jnp.zeros((2, 4), dtype=bool)
wf = jnp.asarray(2.0)
k = jr.key(0)

assert_type(nn.relu(f32), Array[jnp.float32])
assert_type(nn.relu(i16), Array[jnp.int16])
assert_type(nn.relu(b), Array[int])
assert_type(nn.relu6(i16), Array[float])
assert_type(nn.sigmoid(f16), Array[jnp.float16])
assert_type(nn.sigmoid(wf), Array[float])
assert_type(nn.silu(2.5), Array[float])
assert_type(nn.softplus(i16), Array[jnp.float32])
assert_type(nn.gelu(i16), Array[jnp.float32])
assert_type(nn.gelu(f16, approximate=False), Array[jnp.float16])
assert_type(nn.elu(f32, 0.5), Array[jnp.float32])
assert_type(nn.leaky_relu(i16), Array[float])
assert_type(nn.hard_tanh(i16), Array[jnp.int16])
assert_type(nn.identity(np.float64(1.0)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(nn.softmax(f32, axis=0), Array[jnp.float32])
assert_type(nn.log_softmax(i16), Array[jnp.float32])
assert_type(nn.logsumexp(f16, axis=1), Array[jnp.float16])
assert_type(nn.logsumexp(b), Array[jnp.float32])
assert_type(nn.standardize(f32), Array[jnp.float32])
assert_type(nn.standardize(i16, mean=0.0, variance=f32), Array[jnp.inexact])
assert_type(nn.glu(f32), Array[jnp.float32])
assert_type(nn.tanh(i16), Array[jnp.float32])
assert_type(nn.one_hot(jnp.arange(3), 4), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(nn.one_hot(jnp.arange(3), 4, dtype=jnp.int8), Array[jnp.int8])
assert_type(nn.dot_product_attention(f32[None, :, None], f32[None, :, None], f32[None, :, None]),
            Array[jnp.float32])

init = nn.initializers.glorot_uniform()
assert_type(init(k, (3, 4)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(init(k, (3, 4), jnp.bfloat16), Array[jnp.bfloat16])
assert_type(nn.initializers.normal(0.1, dtype=jnp.float16)(k, (2,)), Array[jnp.float16])
assert_type(nn.initializers.zeros(k, (2,)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(nn.initializers.constant(0.5)(k, (2,), jnp.complex64), Array[jnp.complex64])
assert_type(nn.initializers.orthogonal()(k, (3, 3)), Array[jnp.float32])  # x64: Array[jnp.float64]
