"""``jaxtypes.scipy.cluster.vq``: vector quantization, as ``jax.scipy.cluster.vq``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.cluster import vq

__all__ = ["vq"]
