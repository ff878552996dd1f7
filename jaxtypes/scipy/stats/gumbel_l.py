"""``jaxtypes.scipy.stats.gumbel_l``, as ``jax.scipy.stats.gumbel_l``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.gumbel_l import cdf, logcdf, logpdf, logsf, pdf, ppf, sf

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]
