"""``jaxtypes.scipy.stats.cauchy``, as ``jax.scipy.stats.cauchy``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.cauchy import cdf, isf, logcdf, logpdf, logsf, pdf, ppf, sf

__all__ = ["cdf", "isf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]
