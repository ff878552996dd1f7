"""jaxtypes.scipy.stats mistakes both checkers catch: a first argument of a dtype the
function rejects at run time (norm's distribution functions and quantiles take float32
and float64 only, as jax's ndtr and ndtri; the functions that compare values take no
complex numbers), and a result used as another dtype."""

from __future__ import annotations

import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.scipy.stats import expon, norm, uniform


def wants_float16(x: Array[jnp.float16]) -> None: ...


f16 = jnp.zeros(4, dtype=jnp.float16)
i16 = jnp.zeros(4, dtype=jnp.int16)
c64 = jnp.zeros(4, dtype=jnp.complex64)
wants_float16(norm.logpdf(f16))
norm.cdf(f16)  # E: ndtr takes float32 and float64 only
norm.logcdf(f16)  # E: so does log_ndtr
norm.ppf(i16)  # E: ndtri takes no integers
expon.logpdf(c64)  # E: no complex numbers where values are compared
uniform.cdf(c64)  # E: nor here
wants_float16(norm.logpdf(i16))  # E: integers give the default float

from jaxtypes.scipy.stats import dirichlet, gaussian_kde, multinomial, sem  # noqa: E402

f32 = jnp.ones(3, dtype=jnp.float32)
dirichlet.logpdf(c64, c64)  # E: dirichlet takes no complex numbers
multinomial.logpmf(f32, 3, f32)  # E: the counts are integers
wants_float16(sem(i16))  # E: integers give the default float
gaussian_kde(c64)  # E: a density estimate takes no complex data
gaussian_kde(f16)  # E: nor half floats (no float16 LAPACK)
gaussian_kde(f32).pdf(c64)  # E: nor complex points
gaussian_kde(f32).integrate_box_1d(0j, 1.0)  # E: nor complex limits (ndtr)
gaussian_kde(f32).integrate_box_1d(0.0, jnp.complex64(1))  # E: of any kind
