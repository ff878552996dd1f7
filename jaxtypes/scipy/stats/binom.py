"""``jaxtypes.scipy.stats.binom``, as ``jax.scipy.stats.binom``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.binom import logpmf, pmf

__all__ = ["logpmf", "pmf"]
