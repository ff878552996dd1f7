"""``jaxtypes.scipy.stats.uniform``, as ``jax.scipy.stats.uniform``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.uniform import cdf, logpdf, pdf, ppf

__all__ = ["cdf", "logpdf", "pdf", "ppf"]
