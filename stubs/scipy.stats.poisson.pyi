"""Stub of ``jaxtypes.scipy.stats.poisson``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["cdf", "entropy", "logpmf", "pmf"]

# <generated scipy_stats_poisson>
from jaxtypes.scipy.stats import _Calls_poisson_cdf, _Calls_poisson_entropy

cdf: _Calls_poisson_cdf
entropy: _Calls_poisson_entropy
logpmf: _Calls_poisson_cdf
pmf: _Calls_poisson_cdf
# </generated scipy_stats_poisson>
