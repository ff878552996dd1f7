"""``jaxtypes.scipy.stats.multivariate_normal``, as ``jax.scipy.stats.multivariate_normal``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.multivariate_normal import logpdf, pdf

__all__ = ["logpdf", "pdf"]
