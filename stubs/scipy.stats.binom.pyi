"""Stub of ``jaxtypes.scipy.stats.binom``: see ``stubs/scipy.stats.pyi`` for what the
types carry; the classes of its functions are there too (they come from
``stubs/_scipy_stats.py``)."""

__all__ = ["logpmf", "pmf"]

# <generated scipy_stats_binom>
from jaxtypes.scipy.stats import _Calls_binom_logpmf

logpmf: _Calls_binom_logpmf
pmf: _Calls_binom_logpmf
# </generated scipy_stats_binom>
