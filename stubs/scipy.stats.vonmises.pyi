"""Stub of ``jaxtypes.scipy.stats.vonmises``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["logpdf", "pdf"]

# <generated scipy_stats_vonmises>
from jaxtypes.scipy.stats import _Calls_vonmises_logpdf

logpdf: _Calls_vonmises_logpdf
pdf: _Calls_vonmises_logpdf
# </generated scipy_stats_vonmises>
