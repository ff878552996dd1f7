"""``jaxtypes.scipy.stats.truncnorm``, as ``jax.scipy.stats.truncnorm``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.truncnorm import cdf, logcdf, logpdf, logsf, pdf, sf

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]
