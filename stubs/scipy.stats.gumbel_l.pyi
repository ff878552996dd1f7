"""Stub of ``jaxtypes.scipy.stats.gumbel_l``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

# <generated scipy_stats_gumbel_l>
from jaxtypes.scipy.stats import _Calls_expon_cdf, _Calls_gumbel_l_ppf

cdf: _Calls_expon_cdf
logcdf: _Calls_expon_cdf
logpdf: _Calls_expon_cdf
logsf: _Calls_expon_cdf
pdf: _Calls_expon_cdf
ppf: _Calls_gumbel_l_ppf
sf: _Calls_expon_cdf
# </generated scipy_stats_gumbel_l>
