"""jaxtypes.scipy fft/signal/integrate/ndimage/cluster.vq mistakes both checkers catch:
arguments the runtime rejects (a DCT type jax lacks, one-sided spectra of float16, a
linear trend of float16, lists where jax reads an array's attributes, dtypes that cannot be
promoted together, a boundary convolve2d does not implement), and results used as another dtype."""

from __future__ import annotations

import jaxtypes.numpy as jnp
import jaxtypes.scipy.cluster.vq as vq
import jaxtypes.scipy.fft as fft
import jaxtypes.scipy.integrate as integrate
import jaxtypes.scipy.ndimage as ndimage
import jaxtypes.scipy.signal as signal
from jaxtypes import Array


def wants_float32(x: Array[jnp.float32]) -> None: ...


f32 = jnp.zeros(16, dtype=jnp.float32)
f16 = jnp.zeros(16, dtype=jnp.float16)
i16 = jnp.zeros(16, dtype=jnp.int16)
c64 = jnp.zeros(16, dtype=jnp.complex64)
f8 = jnp.zeros(16, dtype=jnp.float8_e4m3fn)
m = jnp.zeros((4, 4), dtype=jnp.float32)

wants_float32(fft.dct(i16))
wants_float32(signal.convolve(f32, i16))
fft.dct(f32, type=1)  # E: only the DCT of type 2
signal.welch(f16)  # E: one-sided spectra take float32/float64 only
signal.stft(f16, nperseg=8)  # E: nor does the one-sided stft
signal.detrend(f16)  # E: a linear trend is fitted by LAPACK, which has no float16
signal.convolve([1.0, 2.0], [1.0])  # E: lists have no ndim
integrate.trapezoid([1.0, 2.0])  # E: nor are lists arrays here
signal.convolve2d(m, m, boundary="wrap")  # E: only the zero boundary
vq.vq(f8, f32)  # E: vq cannot promote float8 beside float32
ndimage.map_coordinates(f8, [f32], order=1)  # E: float8 data cannot take float32 weights
wants_float32(signal.convolve(f16, f16))  # E: convolve keeps float16
wants_float32(fft.dct(c64))  # E: a DCT of complex data is complex
wants_float32(ndimage.map_coordinates(i16, [f32], order=1))  # E: map_coordinates keeps int16
