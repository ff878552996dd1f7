"""``jaxtypes.scipy.fft``: the discrete cosine transforms with SciPy's names, as ``jax.scipy.fft``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.fft import dct, dctn, idct, idctn

__all__ = ["dct", "dctn", "idct", "idctn"]
