"""Stub of ``jaxtypes.scipy.stats.bernoulli``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "logpmf", "pmf", "ppf"]

# <generated scipy_stats_bernoulli>
from jaxtypes.scipy.stats import _Calls_bernoulli_cdf, _Calls_bernoulli_logpmf, _Calls_bernoulli_ppf

cdf: _Calls_bernoulli_cdf
logpmf: _Calls_bernoulli_logpmf
pmf: _Calls_bernoulli_logpmf
ppf: _Calls_bernoulli_ppf
# </generated scipy_stats_bernoulli>
