"""``jaxtypes.scipy.stats.laplace``, as ``jax.scipy.stats.laplace``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.laplace import cdf, logpdf, pdf

__all__ = ["cdf", "logpdf", "pdf"]
