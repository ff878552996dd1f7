"""``jaxtypes.scipy.stats.geom``, as ``jax.scipy.stats.geom``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.geom import logpmf, pmf

__all__ = ["logpmf", "pmf"]
