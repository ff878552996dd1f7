"""Stub of ``jaxtypes.scipy.stats.gamma``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]

# <generated scipy_stats_gamma>
from jaxtypes.scipy.stats import _Calls_gamma_cdf

cdf: _Calls_gamma_cdf
logcdf: _Calls_gamma_cdf
logpdf: _Calls_gamma_cdf
logsf: _Calls_gamma_cdf
pdf: _Calls_gamma_cdf
sf: _Calls_gamma_cdf
# </generated scipy_stats_gamma>
