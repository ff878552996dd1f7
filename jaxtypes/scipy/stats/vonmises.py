"""``jaxtypes.scipy.stats.vonmises``, as ``jax.scipy.stats.vonmises``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.vonmises import logpdf, pdf

__all__ = ["logpdf", "pdf"]
