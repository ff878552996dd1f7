"""``jaxtypes.scipy.integrate``: numerical integration with SciPy's names, as ``jax.scipy.integrate``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.integrate import trapezoid

__all__ = ["trapezoid"]
