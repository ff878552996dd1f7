"""``jaxtypes.random``: random numbers as ``jax.random``, bit for bit jax's with the
default threefry2x32 generator.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.random.choices import categorical, choice, multivariate_normal, orthogonal, permutation
from jaxtypes.runtime.random.counts import binomial, multinomial, poisson
from jaxtypes.runtime.random.gamma import (
    ball, beta, chisquare, dirichlet, f, gamma, generalized_normal, loggamma, random_gamma_p, t,
)
from jaxtypes.runtime.random.keys import (
    KeyArray, KeyDType, PRNGKey, clone, fold_in, key, key_data, key_dtype, key_impl, split, wrap_key_data,
)
from jaxtypes.runtime.random.samplers import (
    bernoulli, bits, cauchy, double_sided_maxwell, exponential, geometric, gumbel, laplace, logistic, lognormal,
    maxwell, normal, pareto, rademacher, randint, rayleigh, triangular, truncated_normal, uniform, wald, weibull_min,
)

__all__ = ["KeyArray", "KeyDType", "PRNGKey", "ball", "bernoulli", "beta", "binomial", "bits", "categorical",
           "cauchy", "chisquare", "choice", "clone", "dirichlet", "double_sided_maxwell", "exponential", "f",
           "fold_in", "gamma", "generalized_normal", "geometric", "gumbel", "key", "key_data", "key_dtype",
           "key_impl", "laplace", "logistic", "loggamma", "lognormal", "maxwell", "multinomial",
           "multivariate_normal", "normal", "orthogonal", "pareto", "permutation", "poisson", "rademacher", "randint",
           "random_gamma_p", "rayleigh", "split", "t", "triangular", "truncated_normal", "uniform", "wald",
           "weibull_min", "wrap_key_data"]
