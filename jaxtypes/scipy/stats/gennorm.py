"""``jaxtypes.scipy.stats.gennorm``, as ``jax.scipy.stats.gennorm``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.gennorm import cdf, logpdf, pdf

__all__ = ["cdf", "logpdf", "pdf"]
