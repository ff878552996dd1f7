"""``jaxtypes.scipy.optimize``: ``minimize`` (BFGS, and jax's experimental L-BFGS) and
its ``OptimizeResults``, as ``jax.scipy.optimize``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.optimize import OptimizeResults, minimize

__all__ = ["OptimizeResults", "minimize"]
