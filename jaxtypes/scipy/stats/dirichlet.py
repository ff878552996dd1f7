"""``jaxtypes.scipy.stats.dirichlet``, as ``jax.scipy.stats.dirichlet``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.dirichlet import logpdf, pdf

__all__ = ["logpdf", "pdf"]
