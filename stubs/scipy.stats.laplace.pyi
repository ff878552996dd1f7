"""Stub of ``jaxtypes.scipy.stats.laplace``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logpdf", "pdf"]

# <generated scipy_stats_laplace>
from jaxtypes.scipy.stats import _Calls_expon_cdf

cdf: _Calls_expon_cdf
logpdf: _Calls_expon_cdf
pdf: _Calls_expon_cdf
# </generated scipy_stats_laplace>
