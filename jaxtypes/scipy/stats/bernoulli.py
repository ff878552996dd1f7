"""``jaxtypes.scipy.stats.bernoulli``, as ``jax.scipy.stats.bernoulli``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.bernoulli import cdf, logpmf, pmf, ppf

__all__ = ["cdf", "logpmf", "pmf", "ppf"]
