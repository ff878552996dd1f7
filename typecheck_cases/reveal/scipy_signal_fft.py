"""jaxtypes.scipy's fft, signal, integrate, ndimage, interpolate and cluster.vq: each
function's dtypes and weak types as the runtime computes them (read from it by
stubs/_scipy_signal_fft.py): DCTs of real data are float32 (float64 from 64-bit data),
convolutions keep their operands' floating join and weak type, spectra are complex of
the data's width, map_coordinates keeps the input's dtype, vq's codes are the default int."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
import jaxtypes.scipy.cluster.vq as vq
import jaxtypes.scipy.fft as fft
import jaxtypes.scipy.integrate as integrate
import jaxtypes.scipy.interpolate as interpolate
import jaxtypes.scipy.ndimage as ndimage
import jaxtypes.scipy.signal as signal
from jaxtypes import Array

Spectrum32 = tuple[Array[jnp.float32], Array[jnp.float32]]
Spectrum64 = tuple[Array[jnp.float64], Array[jnp.float64]]
Codes32 = tuple[Array[jnp.int32], Array[jnp.float32]]
Codes64 = tuple[Array[jnp.int64], Array[jnp.float32]]

f32 = jnp.arange(16, dtype=jnp.float32)
f64 = jnp.arange(16, dtype=jnp.float64)
i16 = jnp.arange(16, dtype=jnp.int16)
c64 = jnp.arange(16, dtype=jnp.complex64)
f16 = jnp.arange(16, dtype=jnp.float16)
b = jnp.zeros(16, dtype=bool)
wf = jnp.broadcast_to(jnp.asarray(2.0), (4,))
m32 = jnp.ones((4, 4), dtype=jnp.float32)
mi16 = jnp.ones((4, 4), dtype=jnp.int16)

assert_type(fft.dct(i16), Array[jnp.float32])
assert_type(fft.dct(b), Array[jnp.float32])
assert_type(fft.dct(f64, norm="ortho"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(fft.idct(f16), Array[jnp.float32])
assert_type(fft.idct(wf), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(fft.dctn(m32, s=[3, 5]), Array[jnp.float32])
assert_type(fft.idctn(c64.reshape(4, 4), axes=[0]), Array[jnp.complex64])
samples = np.ones(4)
assert_type(fft.dct(samples), Array[jnp.float32])  # x64: Array[jnp.float64]

assert_type(signal.convolve(f32, i16), Array[jnp.float32])
assert_type(signal.convolve(i16, i16, mode="same"), Array[jnp.float32])
assert_type(signal.convolve(f16, f16), Array[jnp.float16])
assert_type(signal.convolve(wf, wf), Array[float])
assert_type(signal.convolve(f32, f64, method="fft"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(signal.convolve(f32, i16, "same", "direct"), Array[jnp.float32])
assert_type(signal.correlate(c64, f32, mode="valid"), Array[jnp.complex64])
assert_type(signal.correlate(c64, f64), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(signal.fftconvolve(f32, i16), Array[jnp.float32])
kernel = np.ones(3, np.float32)
assert_type(signal.fftconvolve(c64, kernel, mode="same"), Array[jnp.complex64])
assert_type(signal.convolve2d(mi16, m32), Array[jnp.float32])
assert_type(signal.correlate2d(mi16, mi16, mode="same"), Array[jnp.float32])
assert_type(signal.detrend(i16), Array[jnp.float32])
assert_type(signal.detrend(wf), Array[float])
assert_type(signal.detrend(wf, type="constant"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(signal.detrend(f16, type="constant"), Array[jnp.float16])
assert_type(signal.detrend(f16, 0, "constant"), Array[jnp.float16])
assert_type(signal.welch(f32, nperseg=8), Spectrum32)
assert_type(signal.welch(i16, nperseg=8, average="median"), Spectrum32)
assert_type(signal.welch(c64, nperseg=8, return_onesided=False), Spectrum32)
assert_type(signal.csd(f32, c64, nperseg=8, return_onesided=False), tuple[Array[jnp.float32], Array[jnp.complex64]])
assert_type(signal.csd(f64, None, nperseg=8), Spectrum32)  # x64: Spectrum64
assert_type(signal.stft(i16, nperseg=8), tuple[Array[jnp.float32], Array[jnp.float32], Array[jnp.complex64]])
assert_type(signal.stft(f16, nperseg=8, return_onesided=False),
            tuple[Array[jnp.float32], Array[jnp.float32], Array[jnp.complex64]])
spectrum = signal.stft(f32, nperseg=8)[2]
assert_type(signal.istft(spectrum), tuple[Array[jnp.float32], Array[jnp.float32]])

assert_type(integrate.trapezoid(i16), Array[jnp.float32])
assert_type(integrate.trapezoid(f16, dx=0.5), Array[jnp.float16])
assert_type(integrate.trapezoid(f32, f64), Array[jnp.float32])  # x64: Array[jnp.float64]

coordinates = [jnp.linspace(0.0, 3.0, 5), jnp.linspace(3.0, 0.0, 5)]
assert_type(ndimage.map_coordinates(mi16, coordinates, order=1), Array[jnp.int16])
assert_type(ndimage.map_coordinates(m32, coordinates, order=0, mode="wrap"), Array[jnp.float32])

observations, codes = m32[:3, :2], mi16[:, :2]
assert_type(vq.vq(observations, codes), Codes32)  # x64: Codes64
assert_type(vq.vq(c64[:4], f32[:3]), Codes32)  # x64: Codes64

interpolator = interpolate.RegularGridInterpolator((f32[:4], f32[:4]), m32)
assert_type(interpolator(m32[:, :2]), Array[jnp.inexact | float | complex])
