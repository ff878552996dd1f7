"""Stub of ``jaxtypes.scipy.stats.t``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["logpdf", "pdf"]

# <generated scipy_stats_t>
from jaxtypes.scipy.stats import _Calls_chi2_cdf

logpdf: _Calls_chi2_cdf
pdf: _Calls_chi2_cdf
# </generated scipy_stats_t>
