"""``jaxtypes.scipy.stats.gumbel_r``, as ``jax.scipy.stats.gumbel_r``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.gumbel_r import cdf, logcdf, logpdf, logsf, pdf, ppf, sf

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]
