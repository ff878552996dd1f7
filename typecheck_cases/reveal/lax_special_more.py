"""lax incomplete gamma/beta and scaled Bessel functions: real floating operands of one
dtype, and the result keeps it."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

f32 = jnp.asarray([0.5, 1.0, 2.5], dtype=jnp.float32)
f16 = jnp.asarray([0.5, 1.5, 2.5], dtype=jnp.float16)
bf16 = jnp.asarray([0.5, 1.5, 2.5], dtype=jnp.bfloat16)
p = jnp.asarray([0.1, 0.5, 0.9], dtype=jnp.float32)
w = jnp.asarray(1.5)  # weakly typed

assert_type(lax.igamma(f32, f32), Array[jnp.float32])
assert_type(lax.igammac(f16, f16), Array[jnp.float16])
assert_type(lax.igamma_grad_a(f32, f32), Array[jnp.float32])
assert_type(lax.random_gamma_grad(bf16, bf16), Array[jnp.bfloat16])
assert_type(lax.betainc(f32, f32, p), Array[jnp.float32])
assert_type(lax.bessel_i0e(f16), Array[jnp.float16])
assert_type(lax.bessel_i1e(f32), Array[jnp.float32])
assert_type(lax.bessel_i1e(bf16), Array[jnp.bfloat16])
assert_type(lax.igamma(w, w), Array[float])
assert_type(lax.random_gamma_grad(f32, f32), Array[jnp.float32])
assert_type(lax.random_gamma_grad(w, w), Array[jnp.float32])  # x64: Array[jnp.float64]
