"""``jax.scipy.signal``'s spectral analysis: the short-time Fourier transform ``stft`` and
its inverse ``istft``, the cross spectral density ``csd`` and Welch's power spectral
density ``welch``, as jax computes them.

The signal is cut into segments of ``nperseg`` samples overlapping by ``noverlap``
(default: half a segment), each detrended, windowed and transformed (``rfft`` of the
real part for one-sided spectra, ``fft`` otherwise); ``csd`` and ``welch`` average the
segments' periodograms (mean, or median corrected for its bias). ``istft`` adds the
inverse transforms of the segments back up, weighted by the window.

Dtypes, as jax's: the data becomes floating (integers and bools the default float, or
float64 from 64-bit integers); spectra are the complex dtype of that width, frequencies
and times its real dtype; the one-sided transforms take float32/float64 data only (a
ValueError for float16 and the other narrow floats, from ``rfft``). Windows other than
"hann" (or an array) come from ``scipy.signal.get_window``, as in jax, so they need SciPy.
The segment counts and lengths must be concrete Python integers.
"""

from __future__ import annotations

import importlib
import operator
import warnings
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy import fft as jnp_fft
from jaxtypes.runtime.numpy.creation import arange, zeros, zeros_like
from jaxtypes.runtime.numpy.elementwise import (
    astype, conj, greater, imag, multiply, real, sqrt, subtract, true_divide, where,
)
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.manipulation import flip, moveaxis, repeat, swapaxes
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact, to_inexact
from jaxtypes.runtime.numpy.quantiles import median
from jaxtypes.runtime.numpy.reductions import mean, normalize_axis, sum
from jaxtypes.runtime.numpy.selection import pad
from jaxtypes.runtime.numpy.shape import broadcast_shapes, concatenate, reshape
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy.signal import detrend

__all__ = ["csd", "istft", "stft", "welch"]

ArrayLike = Any


def _complex_of(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """The complex dtype of ``dtype``'s width: complex128 from 64-bit data, else complex64."""
    inexact = to_inexact(dtype)
    wide = inexact in (np.dtype(np.float64), np.dtype(np.complex128))
    return dtypes.canonicalize_dtype(np.complex128 if wide else np.complex64)


def _real_of(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return np.dtype(np.float64) if dtype == np.dtype(np.complex128) else np.dtype(np.float32)


def _real_part_dtype(dtype: np.dtype[Any]) -> np.dtype[Any]:
    if dtype.name in ("complex64", "complex128"):
        return _real_of(dtype)
    return dtype


def _concrete_int(value: Any, what: str) -> int:
    try:
        return operator.index(value) if not isinstance(value, Array) else int(value)
    except TypeError as e:
        raise type(e)(f"jax.scipy.signal: {what} must be a concrete integer, got {value!r}") from None


def _hann(n: int) -> np.ndarray:
    """The periodic Hann window of ``n`` samples."""
    return np.ones(1) if n == 1 else np.sin(np.linspace(0, np.pi, n, endpoint=False)) ** 2


def _named_window(window: str | tuple[Any, ...], n: int) -> np.ndarray:
    if isinstance(window, str) and window == "hann":
        return _hann(n)
    try:
        scipy_signal = importlib.import_module("scipy.signal")  # (an optional dependency, as in jax)
    except ImportError as err:
        raise ImportError(f"scipy must be available to use window={window!r}") from err
    return np.asarray(scipy_signal.get_window(window, n))


def _window(window: Any, nperseg: int | None, length: int, dtype: np.dtype[Any]) -> tuple[Array, int]:
    """The window as an array of ``dtype`` and the segment length: a named window is
    ``nperseg`` long (None: the whole signal, and never longer than it); an array window
    sets the length itself."""
    if isinstance(window, (str, tuple)):
        n = length if nperseg is None else int(nperseg)
        if n > length:
            warnings.warn(f"nperseg={n} is greater than input_length={length}, using nperseg={length}", stacklevel=4)
            n = length
        return asarray(_named_window(window, n).astype(dtype)), n
    win = asarray(window, dtype=dtype)
    n = win.size if nperseg is None else int(nperseg)
    if win.ndim != 1:
        raise ValueError(f"window must be 1-D, got shape {win.shape}")
    if length < win.size:
        raise ValueError(f"window is longer than input signal ({win.size} > {length})")
    if n != win.size:
        raise ValueError(f"value specified for nperseg ({n}) is different from length of window ({win.size})")
    return win, n


def _odd_extension(x: Array, n: int) -> Array:
    """``x`` extended by ``n`` samples at both ends of its last axis, each the point
    reflection of the samples next to the end."""
    if n < 1:
        return x
    length = x.shape[-1]
    if n > length - 1:
        raise ValueError(f"The extension length n ({n}) is too big. It must not exceed x.shape[axis]-1, which is "
                         f"{length - 1}.")
    first, last = lax_shape.slice_in_dim(x, 0, 1, axis=-1), lax_shape.slice_in_dim(x, length - 1, length, axis=-1)
    before = flip(lax_shape.slice_in_dim(x, 1, n + 1, axis=-1), axis=-1)
    after = flip(lax_shape.slice_in_dim(x, length - n - 1, length - 1, axis=-1), axis=-1)
    return concatenate([subtract(multiply(2, first), before), x, subtract(multiply(2, last), after)], axis=-1)


def _extended(x: Array, boundary: str, n: int) -> Array:
    if boundary == "odd":
        return _odd_extension(x, n)
    widths = [(0, 0)] * (x.ndim - 1) + [(n, n)]
    if boundary == "zeros":
        return pad(x, widths, "constant", constant_values=0.0)
    return pad(x, widths, {"even": "reflect", "constant": "edge"}[boundary])


_BOUNDARIES = ["even", "odd", "constant", "zeros", None]


def _detrender(detrend_type: Any, axis: int) -> Any:
    if isinstance(detrend_type, str):
        return lambda d: detrend(d, axis=-1, type=detrend_type)
    if callable(detrend_type):
        # jax hands a callable the segments with the data's axis moved last (its check
        # for axis -1 comes after the axis is made non-negative, so it always does).
        return lambda d: moveaxis(detrend_type(moveaxis(d, axis, -1)), -1, axis)
    if not detrend_type:
        return lambda d: d
    raise ValueError(f"Unsupported detrend type: {detrend_type}")


def _segment_spectra(x: Array, win: Array, detrend_func: Any, nperseg: int, noverlap: int, nfft: int,
                     twosided: bool) -> Array:
    """The spectra of the windowed segments of ``x``'s last axis: shape (..., segments, frequencies)."""
    length = x.shape[-1]
    if nperseg == 1 and noverlap == 0:
        segments = lax_shape.expand_dims(x, (x.ndim,))
    else:
        starts = np.arange(0, length - nperseg + 1, nperseg - noverlap)
        segments = getitem(x, (Ellipsis, (starts[:, None] + np.arange(nperseg)[None, :]).astype(np.int32)))
    segments = detrend_func(segments)
    if dtypes.dtype_info(win.dtype).kind == "complex":
        (segments,), _ = promote_inexact("jax.scipy.signal", segments)
        segments = astype(segments, _complex_of(segments.dtype))
    segments = multiply(reshape(win, (1,) * (segments.ndim - 1) + (nperseg,)), segments)
    if twosided:
        return jnp_fft.fft(segments, n=nfft)
    return jnp_fft.rfft(real(segments), n=nfft)


def _padded_to_segments(x: Array, nperseg: int, step: int) -> Array:
    """``x`` with zeros appended to fill its last segment."""
    extra = (-(x.shape[-1] - nperseg) % step) % nperseg
    return concatenate([x, zeros((*x.shape[:-1], extra), x.dtype)], axis=-1) if extra else x


def _spectral(x: Any, y: Any, fs: Any, window: Any, nperseg: Any, noverlap: Any, nfft: Any, detrend_type: Any,
              return_onesided: bool, scaling: str, axis: Any, mode: str, boundary: str | None = None,
              padded: bool = False) -> tuple[Array, Array, Array]:
    """Frequencies, segment times and the segments' spectra (``mode`` "stft") or cross
    periodograms ("psd"), with the frequency axis where ``axis`` was and the segments last."""
    if mode not in ("psd", "stft"):
        raise ValueError(f"Unknown value for mode {mode}, must be one of: ('psd', 'stft')")
    if boundary not in _BOUNDARIES:
        raise ValueError(f"Unknown boundary option '{boundary}', must be one of: {_BOUNDARIES}")
    _require_ndim(x)
    axis = normalize_axis(_concrete_int(axis, "axis"), x.ndim) if x.ndim else _bad_axis(axis)
    if y is None:
        check_arguments("jax.scipy.signal", x)
        (xs,), _ = promote_inexact("jax.scipy.signal", x)
        ys = xs
        outer = tuple(d for a, d in enumerate(xs.shape) if a != axis)
    else:
        if mode != "psd":
            raise ValueError("two-argument mode is available only when mode=='psd'")
        check_arguments("jax.scipy.signal", x, y)
        (xs, ys), _ = promote_inexact("jax.scipy.signal", x, y)
        if xs.ndim != ys.ndim:
            raise ValueError(f"two-arguments must have the same rank ({xs.ndim} vs {ys.ndim}).")
        try:
            outer = broadcast_shapes(tuple(d for a, d in enumerate(xs.shape) if a != axis),
                                     tuple(d for a, d in enumerate(ys.shape) if a != axis))
        except ValueError as err:
            raise ValueError("x and y cannot be broadcast together.") from err
    spectrum_dtype = _complex_of(xs.dtype)
    frequency_dtype = _real_of(spectrum_dtype)
    if nperseg is not None:
        nperseg = _concrete_int(nperseg, "nperseg")
        if nperseg < 1:
            raise ValueError("nperseg must be a positive integer")
    win, nperseg = _window(window, nperseg, xs.shape[axis], xs.dtype)
    noverlap = nperseg // 2 if noverlap is None else _concrete_int(noverlap, "noverlap")
    nfft = nperseg if nfft is None else _concrete_int(nfft, "nfft")
    if xs.size == 0 or (y is not None and ys.size == 0):
        shape = xs.shape if y is None else (*outer[:axis], min(xs.shape[axis], ys.shape[axis]), *outer[axis:])
        return zeros(shape, frequency_dtype), zeros(shape, frequency_dtype), zeros(shape, spectrum_dtype)
    xs = moveaxis(xs, axis, -1)
    if y is not None and ys.ndim > 1:
        ys = moveaxis(ys, axis, -1)
    if y is not None and xs.shape[-1] != ys.shape[-1]:  # the shorter one zero-padded
        if xs.shape[-1] < ys.shape[-1]:
            xs = concatenate([xs, zeros_like(xs, shape=(*xs.shape[:-1], ys.shape[-1] - xs.shape[-1]))], -1)
        else:
            ys = concatenate([ys, zeros_like(xs, shape=(*ys.shape[:-1], xs.shape[-1] - ys.shape[-1]))], -1)
    if nfft < nperseg:
        raise ValueError("nfft must be greater than or equal to nperseg.")
    if noverlap >= nperseg:
        raise ValueError("noverlap must be less than nperseg.")
    step = nperseg - noverlap
    if boundary is not None:
        xs = _extended(xs, boundary, nperseg // 2)
        if y is not None:
            ys = _extended(ys, boundary, nperseg // 2)
    if padded:
        xs = _padded_to_segments(xs, nperseg, step)
        if y is not None:
            ys = _padded_to_segments(ys, nperseg, step)
    detrend_func = _detrender(detrend_type, axis)
    if scaling == "density":
        scale = true_divide(1.0, multiply(fs, sum(multiply(win, win))))
    elif scaling == "spectrum":
        scale = true_divide(1.0, multiply(sum(win), sum(win)))
    else:
        raise ValueError(f"Unknown scaling: {scaling}")
    if mode == "stft":
        scale = sqrt(scale)
    (scale,), _ = promote_inexact("jax.scipy.signal", scale)
    scale = astype(scale, _complex_of(scale.dtype))
    twosided = not return_onesided
    if return_onesided and (_is_complex(xs) or (y is not None and _is_complex(ys))):
        twosided = True
        warnings.warn("Input data is complex, switching to return_onesided=False", stacklevel=3)
    spacing = true_divide(1, fs) if isinstance(fs, Array) else 1 / fs
    frequencies = (jnp_fft.fftfreq if twosided else jnp_fft.rfftfreq)(nfft, spacing, dtype=frequency_dtype)
    result = _segment_spectra(xs, win, detrend_func, nperseg, noverlap, nfft, twosided)
    if y is not None:
        result = multiply(conj(result), _segment_spectra(ys, win, detrend_func, nperseg, noverlap, nfft, twosided))
    elif mode == "psd":
        result = multiply(conj(result), result)
    result = multiply(result, scale)
    if not twosided and mode == "psd":  # the one-sided density counts each frequency twice, but 0 and Nyquist
        end = None if nfft % 2 else -1
        result = result.at[..., 1:end].multiply(2)
    times = true_divide(arange(nperseg / 2, xs.shape[-1] - nperseg / 2 + 1, step, dtype=frequency_dtype), fs)
    if boundary is not None:
        times = subtract(times, true_divide(nperseg / 2, fs))
    result = astype(result, spectrum_dtype)
    if y is None and mode != "stft":
        result = real(result)
    return frequencies, times, moveaxis(result, -1, axis)


def _is_complex(x: Array) -> bool:
    return dtypes.dtype_info(x.dtype).kind == "complex"


def _require_ndim(x: Any) -> None:
    if not hasattr(x, "ndim"):
        raise AttributeError(f"jax.scipy.signal takes arrays: got a {type(x).__name__}, which has no attribute 'ndim'")


def _bad_axis(axis: Any) -> int:
    raise np.exceptions.AxisError(f"axis {axis} is out of bounds for array of dimension 0")


def stft(x: ArrayLike, fs: ArrayLike = 1.0, window: Any = "hann", nperseg: int = 256, noverlap: int | None = None,
         nfft: int | None = None, detrend: Any = False, return_onesided: bool = True, boundary: str | None = "zeros",
         padded: bool = True, axis: int = -1) -> tuple[Array, Array, Array]:
    """The short-time Fourier transform of ``x`` along ``axis``: frequencies, segment
    times, and the spectra (frequencies where ``axis`` was, segments last)."""
    _require_ndim(x)  # (before staging, which makes Python scalars arrays)
    return _stft(x, fs, window, nperseg, noverlap, nfft, detrend, return_onesided, boundary, padded, axis)


@staged("fs", "window", "nperseg", "noverlap", "nfft", "detrend", "return_onesided", "boundary", "padded", "axis")
def _stft(x: ArrayLike, fs: ArrayLike = 1.0, window: Any = "hann", nperseg: int = 256, noverlap: int | None = None,
         nfft: int | None = None, detrend: Any = False, return_onesided: bool = True, boundary: str | None = "zeros",
         padded: bool = True, axis: int = -1) -> tuple[Array, Array, Array]:
    return _spectral(x, None, fs, window, nperseg, noverlap, nfft, detrend, return_onesided, "spectrum", axis,
                     "stft", boundary, padded)


def _averaged(periodograms: Array, average: str) -> Array:
    """The segments' periodograms (last axis) averaged: their mean, or their median over
    its bias relative to the mean of as many exponentially distributed values."""
    if periodograms.ndim < 2 or periodograms.size == 0:
        return periodograms
    if periodograms.shape[-1] == 1:
        return reshape(periodograms, periodograms.shape[:-1])
    if average == "median":
        n = periodograms.shape[-1]
        evens = np.arange(2.0, n, 2)
        bias = asarray(np.asarray(1 + np.sum(1.0 / (evens + 1) - 1.0 / evens)).astype(periodograms.dtype))
        if _is_complex(periodograms):
            middle = median(real(periodograms), axis=-1) + 1j * median(imag(periodograms), axis=-1)
        else:
            middle = median(periodograms, axis=-1)
        return true_divide(middle, bias)
    if average == "mean":
        return mean(periodograms, axis=-1)
    raise ValueError(f'average must be "median" or "mean", got {average}')


def csd(x: ArrayLike, y: ArrayLike | None, fs: ArrayLike = 1.0, window: Any = "hann", nperseg: int | None = None,
        noverlap: int | None = None, nfft: int | None = None, detrend: Any = "constant", return_onesided: bool = True,
        scaling: str = "density", axis: int = -1, average: str = "mean") -> tuple[Array, Array]:
    """The cross spectral density of ``x`` and ``y`` by Welch's method: frequencies and the
    averaged cross periodograms (complex; real for ``y`` None)."""
    _require_ndim(x)  # (before staging, which makes Python scalars arrays)
    return _csd(x, y, fs, window, nperseg, noverlap, nfft, detrend, return_onesided, scaling, axis, average)


@staged("fs", "window", "nperseg", "noverlap", "nfft", "detrend", "return_onesided", "scaling", "axis", "average")
def _csd(x: ArrayLike, y: ArrayLike | None, fs: ArrayLike, window: Any, nperseg: int | None, noverlap: int | None,
         nfft: int | None, detrend: Any, return_onesided: bool, scaling: str, axis: int,
         average: str) -> tuple[Array, Array]:
    frequencies, _, periodograms = _spectral(x, y, fs, window, nperseg, noverlap, nfft, detrend, return_onesided,
                                             scaling, axis, "psd")
    if y is not None:
        periodograms = periodograms + 0j
    return frequencies, _averaged(periodograms, average)


def welch(x: ArrayLike, fs: ArrayLike = 1.0, window: Any = "hann", nperseg: int | None = None,
          noverlap: int | None = None, nfft: int | None = None, detrend: Any = "constant", return_onesided: bool = True,
          scaling: str = "density", axis: int = -1, average: str = "mean") -> tuple[Array, Array]:
    """The power spectral density of ``x`` by Welch's method: frequencies and the averaged
    periodograms (real)."""
    frequencies, density = csd(x, None, fs, window, nperseg, noverlap, nfft, detrend, return_onesided, scaling, axis,
                               average)
    return frequencies, real(density)


def _overlap_add(frames: Array, step: int) -> Array:
    """The frames (shape (..., count, length)) added up, frame i starting at sample
    ``i * step``: shape (..., step * (count - 1) + length)."""
    *batch, count, length = frames.shape
    total = step * (count - 1) + length
    positions = (np.arange(count)[:, None] * step + np.arange(length)[None, :]).reshape(-1).astype(np.int32)
    flat = reshape(frames, (*batch, count * length))
    return zeros((*batch, total), frames.dtype).at[..., positions].add(flat)


@staged("fs", "window", "nperseg", "noverlap", "nfft", "input_onesided", "boundary", "time_axis", "freq_axis")
def istft(Zxx: ArrayLike, fs: ArrayLike = 1.0, window: Any = "hann", nperseg: int | None = None,  # noqa: N803
          noverlap: int | None = None, nfft: int | None = None, input_onesided: bool = True, boundary: bool = True,
          time_axis: int = -1, freq_axis: int = -2) -> tuple[Array, Array]:
    """The inverse short-time Fourier transform: the times and the signal whose ``stft``
    (with the same parameters) is ``Zxx``."""
    check_arguments("istft", Zxx)
    spectra = asarray(Zxx)
    if spectra.ndim < 2:
        raise ValueError("Input stft must be at least 2d!")
    freq_axis = normalize_axis(freq_axis, spectra.ndim)
    time_axis = normalize_axis(time_axis, spectra.ndim)
    if freq_axis == time_axis:
        raise ValueError("Must specify differing time and frequency axes!")
    spectra = astype(spectra, _complex_of(spectra.dtype))
    default_length = 2 * (spectra.shape[freq_axis] - 1) if input_onesided else spectra.shape[freq_axis]
    segment = _concrete_int(nperseg or default_length, "nperseg")
    if segment < 1:
        raise ValueError("nperseg must be a positive integer")
    if nfft is None:
        transform_length = default_length + (1 if input_onesided and segment == default_length + 1 else 0)
    else:
        transform_length = _concrete_int(nfft, "nfft")
    if transform_length < segment:
        raise ValueError(f"FFT length ({transform_length}) must be longer than nperseg ({segment}).")
    overlap = _concrete_int(noverlap or segment // 2, "noverlap")
    if overlap >= segment:
        raise ValueError("noverlap must be less than nperseg.")
    step = segment - overlap
    if time_axis != spectra.ndim - 1 or freq_axis != spectra.ndim - 2:
        others = tuple(a for a in range(spectra.ndim) if a not in (time_axis, freq_axis))
        spectra = lax_shape.transpose(spectra, (*others, freq_axis, time_axis))
    inverse = jnp_fft.irfft if input_onesided else jnp_fft.ifft
    # (jax passes the nfft argument itself, None included, to the inverse transform)
    frames = getitem(inverse(spectra, axis=-2, n=nfft), (Ellipsis, slice(None, segment), slice(None)))
    if isinstance(window, (str, tuple)):
        win = asarray(_named_window(window, segment).astype(frames.dtype))
    else:
        win = asarray(window)
        if win.ndim != 1:
            raise ValueError(f"window must be 1-D, got shape {win.shape}")
        if win.shape[0] != segment:
            raise ValueError(f"window must have length of {segment}")
    frames = multiply(frames, sum(win))  # the "spectrum" scaling of stft undone
    win = lax_shape.expand_dims(win, (*range(frames.ndim - 2), frames.ndim - 1))
    signal = _overlap_add(swapaxes(multiply(frames, win), -2, -1), step)
    squares = repeat(multiply(win, win), frames.shape[-1], axis=-1)
    norm = _overlap_add(swapaxes(squares, -2, -1), step)
    if boundary:
        cut = (Ellipsis, slice(segment // 2, -(segment // 2)))  # (empty for segments of one sample, as in jax)
        signal, norm = getitem(signal, cut), getitem(norm, cut)
    signal = true_divide(signal, where(greater(norm, 1e-10), norm, 1.0))
    if signal.ndim > 1 and time_axis != spectra.ndim - 1:
        if freq_axis < time_axis:
            time_axis -= 1
        signal = moveaxis(signal, -1, time_axis)
    times = true_divide(arange(signal.shape[0], dtype=_real_part_dtype(signal.dtype)), fs)
    return times, signal
