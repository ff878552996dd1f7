"""``jaxtypes.scipy.ndimage``: ``map_coordinates``, as ``jax.scipy.ndimage``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.ndimage import map_coordinates

__all__ = ["map_coordinates"]
