"""Stub of ``jaxtypes.scipy.stats.uniform``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logpdf", "pdf", "ppf"]

# <generated scipy_stats_uniform>
from jaxtypes.scipy.stats import _Calls_cauchy_isf, _Calls_expon_cdf, _Calls_uniform_cdf

cdf: _Calls_uniform_cdf
logpdf: _Calls_expon_cdf
pdf: _Calls_expon_cdf
ppf: _Calls_cauchy_isf
# </generated scipy_stats_uniform>
