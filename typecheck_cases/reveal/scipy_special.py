"""jaxtypes.scipy.special: each function's dtype and weak type as the runtime computes
them (read from it by stubs/_scipy_special.py): integers become the default float,
float16 and bfloat16 are kept, a weak float stays weak (or, where jax's constants are
strong for a weak array, is a union), real-only functions keep real dtypes, the
two-operand functions promote as jnp.divide, jnp.nextafter and jnp.hypot do."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
import jaxtypes.scipy.special as sp
from jaxtypes import Array

f32 = jnp.zeros(4, dtype=jnp.float32)
f16 = jnp.zeros(4, dtype=jnp.float16)
bf16 = jnp.zeros(4, dtype=jnp.bfloat16)
i16 = jnp.zeros(4, dtype=jnp.int16)
i32 = jnp.zeros(4, dtype=jnp.int32)
b = jnp.zeros(4, dtype=bool)
c64 = jnp.zeros(4, dtype=jnp.complex64)
wf = jnp.asarray(2.0)
p = jnp.full(4, 0.25, dtype=jnp.float32)

assert_type(sp.gammaln(i32), Array[jnp.float32])
assert_type(sp.gammaln(f16), Array[jnp.float16])
assert_type(sp.gammaln(2.5), Array[float])
assert_type(sp.gammaln(wf), Array[float])
assert_type(sp.digamma(b), Array[jnp.float32])
assert_type(sp.erf(bf16), Array[jnp.bfloat16])
assert_type(sp.erfinv(np.float64(0.5)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.erfc(np.int64(3)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.erfcx(c64), Array[jnp.complex64])
assert_type(sp.erfcx(2.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.gamma(c64), Array[jnp.complex64])
assert_type(sp.gammasgn(i16), Array[jnp.float32])
assert_type(sp.loggamma(c64), Array[jnp.complex64])
assert_type(sp.loggamma(3), Array[float])
assert_type(sp.wofz(f32), Array[jnp.complex64])
assert_type(sp.wofz(1.0), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(sp.dawsn(f16), Array[jnp.float16])
assert_type(sp.expit(c64), Array[jnp.complex64])
assert_type(sp.logit(0.25), Array[float])
assert_type(sp.logit(p), Array[jnp.float32])
assert_type(sp.logit(wf), Array[float | jnp.float32])  # x64: Array[float | jnp.float64]
assert_type(sp.entr(f32), Array[jnp.float32])
assert_type(sp.ndtr(f32), Array[jnp.float32])
assert_type(sp.ndtr(1.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.ndtri(p), Array[jnp.float32])
assert_type(sp.log_ndtr(f32, series_order=5), Array[jnp.float32])
assert_type(sp.spence(f32), Array[jnp.float32])
assert_type(sp.expi(f32), Array[jnp.float32])
assert_type(sp.exp1(i16), Array[jnp.float32])
assert_type(sp.i0(f16), Array[jnp.float16])
assert_type(sp.i1e(2.0), Array[float])
assert_type(sp.factorial(i32), Array[jnp.float32])
assert_type(sp.multigammaln(f32, 3), Array[jnp.float32])
assert_type(sp.sici(f32), tuple[Array[jnp.float32], Array[jnp.float32]])
assert_type(sp.fresnel(bf16), tuple[Array[jnp.bfloat16], Array[jnp.bfloat16]])
assert_type(sp.bessel_jn(f32, v=3), Array[jnp.float32])
assert_type(sp.softmax(f32), Array[jnp.float32])
assert_type(sp.log_softmax(f32, axis=0), Array[jnp.float32])
assert_type(sp.logsumexp(f16), Array[jnp.float16])
assert_type(sp.logsumexp(i16, axis=0), Array[jnp.float32])
assert_type(sp.logsumexp(f32, return_sign=True), tuple[Array[jnp.float32], Array[jnp.float32]])
assert_type(sp.logsumexp(f32, b=f16), Array[jnp.inexact])

assert_type(sp.xlogy(f32, i16), Array[jnp.float32])
assert_type(sp.xlogy(f16, 2.0), Array[jnp.float16])
assert_type(sp.xlogy(2.0, 3.0), Array[float])
assert_type(sp.xlog1py(c64, f32), Array[jnp.complex64])
assert_type(sp.boxcox(f32, 0.5), Array[jnp.float32])
assert_type(sp.boxcox1p(i16, i16), Array[jnp.float32])
assert_type(sp.gammainc(f32, f16), Array[jnp.float32])
assert_type(sp.gammaincc(1.0, 2.0), Array[float])
assert_type(sp.betaln(bf16, 3), Array[jnp.bfloat16])
assert_type(sp.zeta(f32, 2.0), Array[jnp.float32])
assert_type(sp.comb(10.0, 3.0), Array[float])
assert_type(sp.comb(i32, i32, repetition=True), Array[jnp.float32])
assert_type(sp.beta(f32, f32), Array[jnp.float32])
assert_type(sp.beta(2.0, 3.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.poch(f16, 2), Array[jnp.float16])
assert_type(sp.expn(i16, f32), Array[jnp.float32])
assert_type(sp.expn(2, 1.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.rel_entr(f32, p), Array[jnp.float32])
assert_type(sp.rel_entr(0.5, 0.25), Array[float])
assert_type(sp.kl_div(wf, wf), Array[float | jnp.float32])  # x64: Array[float | jnp.float64]
assert_type(sp.owens_t(f16, f16), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sp.polygamma(2, f32), Array[jnp.float32])
assert_type(sp.polygamma(i16, f16), Array[jnp.float16])

assert_type(sp.betainc(f32, f32, p), Array[jnp.float32])
assert_type(sp.betainc(2.0, 3.0, p), Array[jnp.float32])
assert_type(sp.betainc(2.0, 3.0, 0.5), Array[float])
assert_type(sp.betainc(i16, f32, p), Array[jnp.floating])
assert_type(sp.hyp1f1(1.0, 2.0, f32), Array[jnp.float32])
assert_type(sp.hyp2f1(1.0, 2.0, 3.0, p), Array[jnp.float32])

assert_type(sp.bernoulli(6), Array[jnp.float32])  # x64: Array[jnp.float64]
n, m, theta = jnp.asarray([1, 2]), jnp.asarray([0, 1]), jnp.asarray([0.3, 0.4])
assert_type(sp.sph_harm_y(n, m, theta, theta), Array[jnp.complex64])  # x64: Array[jnp.complex128]
