"""``jaxtypes.scipy.stats.poisson``, as ``jax.scipy.stats.poisson``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.poisson import cdf, entropy, logpmf, pmf

__all__ = ["cdf", "entropy", "logpmf", "pmf"]
