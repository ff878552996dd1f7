"""``jaxtypes.scipy.stats.multinomial``, as ``jax.scipy.stats.multinomial``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.multinomial import logpmf, pmf

__all__ = ["logpmf", "pmf"]
