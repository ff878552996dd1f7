"""``jaxtypes.scipy.stats.gamma``, as ``jax.scipy.stats.gamma``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.gamma import cdf, logcdf, logpdf, logsf, pdf, sf

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]
