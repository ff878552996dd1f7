"""``jaxtypes.scipy.stats``: SciPy's distributions as ``jax.scipy.stats``, one submodule
per distribution (``from jaxtypes.scipy.stats import norm``; ``norm.logpdf(x)``).

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.scipy.stats import (
    beta as beta, cauchy as cauchy, chi2 as chi2, expon as expon, gamma as gamma, gennorm as gennorm,
    gumbel_l as gumbel_l, gumbel_r as gumbel_r, laplace as laplace, logistic as logistic, norm as norm,
    pareto as pareto, t as t, truncnorm as truncnorm, uniform as uniform, vonmises as vonmises,
    wrapcauchy as wrapcauchy,
)

__all__ = ["beta", "cauchy", "chi2", "expon", "gamma", "gennorm", "gumbel_l", "gumbel_r", "laplace", "logistic",
           "norm", "pareto", "t", "truncnorm", "uniform", "vonmises", "wrapcauchy"]
