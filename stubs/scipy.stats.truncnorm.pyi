"""Stub of ``jaxtypes.scipy.stats.truncnorm``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]

# <generated scipy_stats_truncnorm>
from jaxtypes.scipy.stats import _Calls_truncnorm_cdf

cdf: _Calls_truncnorm_cdf
logcdf: _Calls_truncnorm_cdf
logpdf: _Calls_truncnorm_cdf
logsf: _Calls_truncnorm_cdf
pdf: _Calls_truncnorm_cdf
sf: _Calls_truncnorm_cdf
# </generated scipy_stats_truncnorm>
