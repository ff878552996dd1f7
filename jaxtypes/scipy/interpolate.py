"""``jaxtypes.scipy.interpolate``: ``RegularGridInterpolator``, as ``jax.scipy.interpolate``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.interpolate import RegularGridInterpolator

__all__ = ["RegularGridInterpolator"]
