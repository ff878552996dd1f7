"""``jaxtypes.scipy.stats``: SciPy's distributions as ``jax.scipy.stats``, one submodule
per distribution (``from jaxtypes.scipy.stats import norm``; ``norm.logpdf(x)``), and the
summaries of samples ``mode``, ``rankdata``, ``sem`` and the estimate ``gaussian_kde``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.scipy.stats import (
    bernoulli as bernoulli, beta as beta, betabinom as betabinom, binom as binom, cauchy as cauchy, chi2 as chi2,
    dirichlet as dirichlet, expon as expon, gamma as gamma, gennorm as gennorm, geom as geom, gumbel_l as gumbel_l,
    gumbel_r as gumbel_r, laplace as laplace, logistic as logistic, multinomial as multinomial,
    multivariate_normal as multivariate_normal, nbinom as nbinom, norm as norm, pareto as pareto, poisson as poisson,
    t as t, truncnorm as truncnorm, uniform as uniform, vonmises as vonmises, wrapcauchy as wrapcauchy,
)
from jaxtypes.runtime.scipy.stats.kde import gaussian_kde as gaussian_kde
from jaxtypes.runtime.scipy.stats.summaries import mode as mode, rankdata as rankdata, sem as sem

__all__ = [
    "bernoulli", "beta", "betabinom", "binom", "cauchy", "chi2", "dirichlet", "expon", "gamma", "gaussian_kde",
    "gennorm", "geom", "gumbel_l", "gumbel_r", "laplace", "logistic", "mode", "multinomial", "multivariate_normal",
    "nbinom", "norm", "pareto", "poisson", "rankdata", "sem", "t", "truncnorm", "uniform", "vonmises", "wrapcauchy",
]
