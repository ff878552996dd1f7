"""Stub of ``jaxtypes.scipy.stats.chi2``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]

# <generated scipy_stats_chi2>
from jaxtypes.scipy.stats import _Calls_chi2_cdf

cdf: _Calls_chi2_cdf
logcdf: _Calls_chi2_cdf
logpdf: _Calls_chi2_cdf
logsf: _Calls_chi2_cdf
pdf: _Calls_chi2_cdf
sf: _Calls_chi2_cdf
# </generated scipy_stats_chi2>
