"""Stub of ``jaxtypes.scipy.stats.expon``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

# <generated scipy_stats_expon>
from jaxtypes.scipy.stats import _Calls_cauchy_isf, _Calls_expon_cdf

cdf: _Calls_expon_cdf
logcdf: _Calls_expon_cdf
logpdf: _Calls_expon_cdf
logsf: _Calls_expon_cdf
pdf: _Calls_expon_cdf
ppf: _Calls_cauchy_isf
sf: _Calls_expon_cdf
# </generated scipy_stats_expon>
