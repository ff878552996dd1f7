"""``jaxtypes.scipy.stats.nbinom``, as ``jax.scipy.stats.nbinom``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.nbinom import logpmf, pmf

__all__ = ["logpmf", "pmf"]
