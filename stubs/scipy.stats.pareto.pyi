"""Stub of ``jaxtypes.scipy.stats.pareto``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

# <generated scipy_stats_pareto>
from jaxtypes.scipy.stats import _Calls_pareto_cdf, _Calls_pareto_ppf

cdf: _Calls_pareto_cdf
logcdf: _Calls_pareto_cdf
logpdf: _Calls_pareto_cdf
logsf: _Calls_pareto_cdf
pdf: _Calls_pareto_cdf
ppf: _Calls_pareto_ppf
sf: _Calls_pareto_cdf
# </generated scipy_stats_pareto>
