"""Stub of ``jaxtypes.scipy.stats.beta``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]

# <generated scipy_stats_beta>
from jaxtypes.scipy.stats import _Calls_beta_cdf

cdf: _Calls_beta_cdf
logcdf: _Calls_beta_cdf
logpdf: _Calls_beta_cdf
logsf: _Calls_beta_cdf
pdf: _Calls_beta_cdf
sf: _Calls_beta_cdf
# </generated scipy_stats_beta>
