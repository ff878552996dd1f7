"""``jaxtypes.scipy.stats.betabinom``, as ``jax.scipy.stats.betabinom``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.betabinom import logpmf, pmf

__all__ = ["logpmf", "pmf"]
