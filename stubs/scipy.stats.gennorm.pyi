"""Stub of ``jaxtypes.scipy.stats.gennorm``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logpdf", "pdf"]

# <generated scipy_stats_gennorm>
from jaxtypes.scipy.stats import _Calls_gennorm_cdf

cdf: _Calls_gennorm_cdf
logpdf: _Calls_gennorm_cdf
pdf: _Calls_gennorm_cdf
# </generated scipy_stats_gennorm>
