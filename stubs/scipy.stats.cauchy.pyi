"""Stub of ``jaxtypes.scipy.stats.cauchy``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "isf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

# <generated scipy_stats_cauchy>
from jaxtypes.scipy.stats import _Calls_cauchy_cdf, _Calls_cauchy_isf

cdf: _Calls_cauchy_cdf
isf: _Calls_cauchy_isf
logcdf: _Calls_cauchy_cdf
logpdf: _Calls_cauchy_cdf
logsf: _Calls_cauchy_cdf
pdf: _Calls_cauchy_cdf
ppf: _Calls_cauchy_isf
sf: _Calls_cauchy_cdf
# </generated scipy_stats_cauchy>
