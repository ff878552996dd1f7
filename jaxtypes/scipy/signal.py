"""``jaxtypes.scipy.signal``: convolutions and spectral analysis with SciPy's names, as ``jax.scipy.signal``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.signal import convolve, convolve2d, correlate, correlate2d, detrend, fftconvolve
from jaxtypes.runtime.scipy.signal_spectral import csd, istft, stft, welch

__all__ = ["convolve", "convolve2d", "correlate", "correlate2d", "csd", "detrend", "fftconvolve", "istft", "stft",
           "welch"]
