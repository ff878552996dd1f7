"""``jaxtypes.scipy.stats.wrapcauchy``, as ``jax.scipy.stats.wrapcauchy``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.wrapcauchy import logpdf, pdf

__all__ = ["logpdf", "pdf"]
