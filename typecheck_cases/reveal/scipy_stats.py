"""jaxtypes.scipy.stats: each distribution function's dtype and weak type as the runtime
computes them (read from it by stubs/_scipy_stats.py): floats kept, integers and bools
made the default float, weak floats kept weak by the densities, norm's and truncnorm's
distribution functions strong, float arrays' own dtype as parameters kept; others Array[inexact]."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.scipy.stats.expon
import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.scalar_types import inexact
from jaxtypes.scipy.stats import beta, cauchy, chi2, gamma, gennorm, gumbel_l, gumbel_r, laplace, logistic, norm
from jaxtypes.scipy.stats import pareto, t, truncnorm, uniform, vonmises, wrapcauchy

f32 = jnp.zeros(3, dtype=jnp.float32)
f16 = jnp.zeros(3, dtype=jnp.float16)
i16 = jnp.zeros(3, dtype=jnp.int16)
i64 = jnp.zeros(3, dtype=jnp.int64)
b = jnp.zeros(3, dtype=bool)
wf = jnp.asarray(0.5)
q = jnp.full(3, 0.25, dtype=jnp.float32)

assert_type(norm.logpdf(f32), Array[jnp.float32])
assert_type(norm.logpdf(f32, 0.0, 1.0), Array[jnp.float32])
assert_type(norm.logpdf(f32, loc=1, scale=2.0), Array[jnp.float32])
assert_type(norm.logpdf(i16), Array[jnp.float32])
assert_type(norm.logpdf(i16, 0.5), Array[float])
assert_type(norm.logpdf(i64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(norm.logpdf(wf), Array[float])
assert_type(norm.logpdf(0.5), Array[float])
assert_type(norm.pdf(f16), Array[jnp.float16])
assert_type(norm.cdf(f32), Array[jnp.float32])
assert_type(norm.cdf(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(norm.logcdf(f32, 1.0, 2.0), Array[jnp.float32])
assert_type(norm.sf(i16), Array[jnp.float32])
assert_type(norm.logsf(f32), Array[jnp.float32])
assert_type(norm.ppf(q), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(norm.isf(q, 0.0, 2.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(norm.logpdf(f32, f32), Array[jnp.float32])
assert_type(norm.cdf(f32, scale=q), Array[jnp.float32])
assert_type(jaxtypes.scipy.stats.expon.logpdf(f32), Array[jnp.float32])
assert_type(jaxtypes.scipy.stats.expon.ppf(0.5), Array[float])
assert_type(laplace.cdf(f16), Array[jnp.float16])
assert_type(logistic.isf(q), Array[jnp.float32])
assert_type(cauchy.logsf(b), Array[float])
assert_type(uniform.cdf(f32), Array[jnp.float32])
assert_type(uniform.logpdf(wf), Array[float])
assert_type(gumbel_l.ppf(q), Array[jnp.float32])
assert_type(gumbel_r.logsf(i16), Array[jnp.float32])
assert_type(t.logpdf(f32, 3), Array[jnp.float32])
assert_type(t.pdf(i16, 3.0), Array[float])
assert_type(chi2.cdf(f32, 2.0), Array[jnp.float32])
assert_type(gamma.logpdf(f32, 2.0, 0.0, 1.0), Array[jnp.float32])
assert_type(gamma.sf(np.float32(1.0), 2.0), Array[jnp.float32])
assert_type(beta.logpdf(f32, 2.0, 3.0), Array[jnp.float32])
assert_type(beta.cdf(f32, f32, f32), Array[jnp.float32])
assert_type(pareto.ppf(q, 2.0), Array[jnp.float32])
assert_type(gennorm.cdf(f32, 2.0), Array[jnp.float32])
assert_type(truncnorm.logpdf(f32, -1.0, 1.0), Array[jnp.float32])
assert_type(truncnorm.pdf(0.5, -1.0, 1.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(vonmises.logpdf(f32, 2.0), Array[jnp.float32])
assert_type(wrapcauchy.pdf(wf, 0.5), Array[float])

# the discrete distributions, the multivariate ones and the summaries of samples
from jaxtypes.scipy.stats import bernoulli, betabinom, binom, dirichlet, geom, multinomial  # noqa: E402
from jaxtypes.scipy.stats import multivariate_normal, nbinom, poisson  # noqa: E402
from jaxtypes.scipy.stats import gaussian_kde, mode, rankdata, sem  # noqa: E402
from jaxtypes import random  # noqa: E402

k = jnp.arange(3).astype(jnp.float32)
assert_type(bernoulli.logpmf(k, 0.3), Array[jnp.float32])
assert_type(bernoulli.cdf(i16, 0.5), Array[float])
assert_type(bernoulli.ppf(q, 0.3), Array[jnp.float32])
assert_type(binom.pmf(k, 5, 0.3), Array[jnp.float32])
assert_type(binom.logpmf(k, f32, 0.3), Array[jnp.float32])
assert_type(betabinom.logpmf(k, 5.0, 1.5, 2.0), Array[jnp.float32])
assert_type(geom.pmf(f16, 0.5), Array[jnp.float16])
assert_type(nbinom.logpmf(k, 3, 0.5), Array[jnp.float32])
assert_type(poisson.logpmf(i16, 2), Array[jnp.float32])
assert_type(poisson.cdf(k, 2.5), Array[jnp.float32])
assert_type(poisson.entropy(jnp.full(3, 2.0, dtype=jnp.float32)), Array[jnp.float32])
assert_type(poisson.entropy(4.0), Array[jnp.float32])  # x64: Array[jnp.float64]
simplex = jnp.full(3, 1 / 3, dtype=jnp.float32)
assert_type(dirichlet.logpdf(simplex, jnp.ones(3, dtype=jnp.float32)), Array[jnp.float32])
assert_type(dirichlet.pdf(simplex, jnp.ones(3, dtype=jnp.int32)), Array[inexact])
counts = jnp.asarray([1, 2, 0], dtype=jnp.int32)
assert_type(multinomial.logpmf(counts, 3, simplex), Array[jnp.float32])
assert_type(multinomial.pmf(counts, 3, np.asarray([0.2, 0.3, 0.5])), Array[inexact])
cov = jnp.eye(3, dtype=jnp.float32)
assert_type(multivariate_normal.logpdf(simplex, simplex, cov), Array[jnp.float32])
assert_type(multivariate_normal.pdf(simplex, jnp.zeros(3, dtype=jnp.float32), cov), Array[jnp.float32])
assert_type(multivariate_normal.logpdf(simplex, 0.0, 1.0), Array[inexact])
assert_type(mode(i16).mode, Array[jnp.int16])
assert_type(mode(f32, axis=None).count, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(rankdata(i16), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(rankdata(f16, "dense"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(sem(f32), Array[jnp.float32])
assert_type(sem(i16), Array[jnp.float32])
assert_type(sem(f16, ddof=0), Array[jnp.float16])
assert_type(sem(wf * f32), Array[jnp.float32])
estimate = gaussian_kde(jnp.linspace(0.0, 1.0, 10, dtype=jnp.float32))
assert_type(estimate.d, int)
assert_type(estimate.pdf(jnp.zeros(4, dtype=jnp.float32)), Array[jnp.float32])
assert_type(estimate.resample(random.key(0), (3,)), Array[jnp.float32])
assert_type(estimate.logpdf(jnp.zeros(4, dtype=jnp.int8)), Array[jnp.float32])
assert_type(estimate(0.5), Array[jnp.float32])
assert_type(estimate.evaluate(jnp.zeros(4, dtype=jnp.float16)), Array[jnp.float32])
assert_type(estimate.pdf(np.zeros(4)), Array[jnp.float32])  # x64: Array[jnp.float64]
counts5 = jnp.arange(5, dtype=jnp.int16)
assert_type(gaussian_kde(counts5, "silverman").dataset, Array[jnp.float32])
assert_type(gaussian_kde(counts5, weights=jnp.ones(5, dtype=jnp.float64)).neff, Array[jnp.float32])  # x64: Array[jnp.float64]
wide = gaussian_kde(jnp.linspace(0.0, 1.0, 10, dtype=jnp.float64))
assert_type(wide.covariance, Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wide.pdf(jnp.zeros(4, dtype=jnp.float32)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.pdf(jnp.zeros(4, dtype=jnp.float64)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.integrate_box_1d(-0.5, 1.0), Array[jnp.float32])
assert_type(estimate.integrate_box_1d(jnp.int16(0), jnp.float16(1)), Array[jnp.float32])
assert_type(estimate.integrate_box_1d(0.0, jnp.float64(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.integrate_box_1d(jnp.float64(0), 1), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wide.integrate_box_1d(jnp.float32(0), jnp.bfloat16(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.integrate_box_1d(np.float32(0), 1.0), Array[jnp.float32])
assert_type(estimate.integrate_gaussian(0.5, 2.0), Array[jnp.float32])
assert_type(estimate.integrate_gaussian(jnp.zeros(1, dtype=jnp.int8), jnp.ones((1, 1), dtype=jnp.float32)), Array[jnp.float32])
assert_type(estimate.integrate_gaussian(jnp.zeros(1, dtype=jnp.float32), jnp.eye(1, dtype=jnp.float64)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wide.integrate_gaussian(jnp.zeros(1, dtype=jnp.float16), 1.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.integrate_gaussian(np.zeros(1), np.eye(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.integrate_kde(estimate), Array[jnp.float32])
assert_type(estimate.integrate_kde(wide), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wide.integrate_kde(estimate), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(gaussian_kde(counts5).integrate_kde(estimate), Array[jnp.float32])
f64 = jnp.zeros(3, dtype=jnp.float64)
n32 = np.zeros(3, dtype=np.float32)
assert_type(norm.logpdf(f32, q, q), Array[jnp.float32])
assert_type(norm.pdf(f16, loc=f16), Array[jnp.float16])
assert_type(norm.sf(q, 1, q), Array[jnp.float32])
assert_type(norm.logpdf(n32, n32, 2.0), Array[jnp.float32])
assert_type(gamma.logpdf(f64, f64, scale=f64), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(t.pdf(f16, 3.0, f16, f16), Array[jnp.float16])
assert_type(vonmises.logpdf(f32, q), Array[jnp.float32])
assert_type(norm.logpdf(f32, f16), Array[inexact])
assert_type(norm.logpdf(f32, n32), Array[inexact])
assert_type(norm.logpdf(i16, i16), Array[inexact])
assert_type(norm.logpdf(wf, wf), Array[float])
assert_type(estimate.integrate_box_1d(np.float64(0), 1.0), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.integrate_box_1d(np.int64(0), True), Array[jnp.float32])
assert_type(estimate(np.float64(0.5)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(estimate.logpdf(np.zeros(2, dtype=np.float16)), Array[jnp.float32])
assert_type(estimate.integrate_gaussian(np.zeros(1, dtype=np.float32), f64[:1, None]), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wide.evaluate(np.zeros(2, dtype=np.uint8)), Array[jnp.float32])  # x64: Array[jnp.float64]
