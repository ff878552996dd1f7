"""``jaxtypes.scipy.stats.logistic``, as ``jax.scipy.stats.logistic``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.logistic import cdf, isf, logpdf, pdf, ppf, sf

__all__ = ["cdf", "isf", "logpdf", "pdf", "ppf", "sf"]
