"""Stub of ``jaxtypes.scipy.stats.norm``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "isf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

# <generated scipy_stats_norm>
from jaxtypes.scipy.stats import _Calls_cauchy_cdf, _Calls_norm_cdf, _Calls_norm_isf

cdf: _Calls_norm_cdf
isf: _Calls_norm_isf
logcdf: _Calls_norm_cdf
logpdf: _Calls_cauchy_cdf
logsf: _Calls_norm_cdf
pdf: _Calls_cauchy_cdf
ppf: _Calls_norm_isf
sf: _Calls_norm_cdf
# </generated scipy_stats_norm>
