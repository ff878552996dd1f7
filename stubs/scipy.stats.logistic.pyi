"""Stub of ``jaxtypes.scipy.stats.logistic``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "isf", "logpdf", "pdf", "ppf", "sf"]

# <generated scipy_stats_logistic>
from jaxtypes.scipy.stats import _Calls_cauchy_cdf, _Calls_logistic_logpdf

cdf: _Calls_cauchy_cdf
isf: _Calls_cauchy_cdf
logpdf: _Calls_logistic_logpdf
pdf: _Calls_logistic_logpdf
ppf: _Calls_cauchy_cdf
sf: _Calls_cauchy_cdf
# </generated scipy_stats_logistic>
