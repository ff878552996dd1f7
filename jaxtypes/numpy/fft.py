"""``jaxtypes.numpy.fft``: discrete Fourier transforms with NumPy's names, as
``jax.numpy.fft``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.numpy.fft import (
    fft, fft2, fftfreq, fftn, fftshift, hfft, ifft, ifft2, ifftn, ifftshift, ihfft, irfft, irfft2, irfftn, rfft,
    rfft2, rfftfreq, rfftn,
)

__all__ = ["fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifft2", "ifftn", "ifftshift", "ihfft",
           "irfft", "irfft2", "irfftn", "rfft", "rfft2", "rfftfreq", "rfftn"]
