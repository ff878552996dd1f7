"""Stub of ``jaxtypes.scipy.stats.wrapcauchy``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["logpdf", "pdf"]

# <generated scipy_stats_wrapcauchy>
from jaxtypes.scipy.stats import _Calls_wrapcauchy_logpdf

logpdf: _Calls_wrapcauchy_logpdf
pdf: _Calls_wrapcauchy_logpdf
# </generated scipy_stats_wrapcauchy>
