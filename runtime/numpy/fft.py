"""``jaxtypes.numpy.fft``: discrete Fourier transforms with NumPy's names, as
``jax.numpy.fft``: complex ``fft``/``ifft`` (1-D, 2-D, n-D), the real-input ``rfft``
family and its inverse ``irfft``, the Hermitian ``hfft``/``ihfft``, the sample
frequencies ``fftfreq``/``rfftfreq``, and ``fftshift``/``ifftshift``.

Each transform moves its axes to the end, pads with zeros or truncates them to the
lengths asked for (``n``, ``s``), and runs ``lax.fft`` on the trailing axes (XLA does at
most three at once; more axes are done in groups of two or three). ``norm`` scales the
result: "backward" (or None) leaves the forward transform unscaled and the inverse
divided by the number of points, "forward" the other way round, "ortho" both by its
square root.

Dtypes, as in JAX (all results strongly typed): ``fft``, ``ifft``, ``fft2``, ``ifft2``,
``fftn``, ``ifftn`` give complex128 for 64-bit operands (float64, complex128, and in
64-bit mode int64, uint64 and Python scalars), complex64 for all others (float16,
bfloat16, the small floats, narrower integers, bools); ``irfft``, ``irfft2``,
``irfftn`` and ``hfft`` give the real part of that dtype. ``rfft``, ``rfft2``, ``rfftn``
and ``ihfft`` take real float32/float64 data (integers and bools become float32, or
float64 from 64-bit integers; complex operands raise ValueError, as do 16- and 8-bit
floats wherever an axis is transformed) and give complex64/complex128. ``fftfreq`` and
``rfftfreq`` give the default float unless ``dtype`` says otherwise; the shifts keep the
operand's dtype and weak type.

Errors have JAX's classes. One deliberate difference: ``s`` longer than the operand has
axes (with no ``axes``) always raises, where JAX gives a result for some such calls.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import fft as lax_fft
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.fft import FftType
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.creation import arange
from jaxtypes.runtime.numpy.elementwise import add, astype, conj, multiply, remainder, subtract, true_divide
from jaxtypes.runtime.numpy.manipulation import moveaxis, roll
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote, to_inexact

__all__ = ["fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifft2", "ifftn", "ifftshift", "ihfft",
           "irfft", "irfft2", "irfftn", "rfft", "rfft2", "rfftfreq", "rfftn"]

ArrayLike = Any
Shape = Sequence[int]

_NORMS: tuple[str, ...] = ("backward", "ortho", "forward")


# -- arguments ---------------------------------------------------------------------------

def _operand(name: str, a: ArrayLike) -> Array:
    """``a`` as an array of its own dtype (lists refused, as in JAX)."""
    check_arguments(f"jnp.fft.{name}", a)
    arrays, _ = promote(f"jnp.fft.{name}", a)
    x: Array = arrays[0]
    return x


def _lengths(name: str, s: Shape | None) -> tuple[int, ...] | None:
    """The transform lengths ``s`` as integers, each at least 1."""
    if s is None:
        return None
    try:
        lengths = tuple(operator.index(n) for n in s)
    except TypeError:
        raise TypeError(f"jnp.fft.{name}: s must be a sequence of integers, got {s!r}") from None
    if any(n <= 0 for n in lengths):
        raise ValueError(f"jnp.fft.{name}: the transform lengths must be positive, got s={lengths}")
    return lengths


def _axis_sequence(name: str, axes: Sequence[int]) -> tuple[Any, ...]:
    try:
        return tuple(axes)
    except TypeError:
        raise TypeError(f"jnp.fft.{name}: axes must be a sequence of integers, got {axes!r}") from None


def _axis(name: str, ndim: int, axis: Any) -> int:
    """``axis`` counted from 0; out of range: AxisError (a ValueError and an IndexError,
    which JAX raises in different places)."""
    try:
        index = operator.index(axis)
    except TypeError:
        raise TypeError(f"jnp.fft.{name}: an axis must be an integer, got {axis!r}") from None
    if not -ndim <= index < ndim:
        raise np.exceptions.AxisError(f"jnp.fft.{name}: axis {index} is out of bounds for an array of dimension {ndim}")
    return index % ndim


def _check_norm(name: str, norm: Any) -> None:
    if norm is not None and not any(norm == mode for mode in _NORMS):
        raise ValueError(f"jnp.fft.{name}: invalid norm {norm!r}; it must be None, 'backward', 'ortho' or 'forward'")


def _check_real(name: str, x: Array, transformed: bool) -> None:
    """The real transforms take float32/float64 data, integers and bools (which become one
    of them); complex data raise ValueError, as do the narrower floats where an axis is
    transformed (over no axes JAX gives them back as they are)."""
    k = kind(x.dtype)
    if k == "complex":
        raise ValueError(f"jnp.fft.{name} takes real data, got {x.dtype.name}")
    if transformed and k == "float" and x.dtype not in (np.dtype(np.float32), np.dtype(np.float64)):
        raise ValueError(f"jnp.fft.{name} takes float32 or float64 data (or integers), got {x.dtype.name}")


def _one_axis(name: str, axis: Any) -> None:
    if isinstance(axis, (list, tuple)):
        raise ValueError(f"jnp.fft.{name} transforms one axis, got axis={axis!r}; use jnp.fft.{name}n for several")


# -- the transforms ----------------------------------------------------------------------

def _resized(x: Array, shape: Sequence[int]) -> Array:
    """``x`` cut down or padded with zeros at the end of each axis to ``shape``."""
    if tuple(shape) == x.shape:
        return x
    zero = as_array(np.zeros((), x.dtype), x.dtype, x.weak_type)
    return lax_shape.pad(x, zero, [(0, n - d, 0) for n, d in zip(shape, x.shape)])


def _trailing(x: Array, fft_type: FftType, lengths: tuple[int, ...]) -> Array:
    """The ``fft_type`` transform of the trailing ``len(lengths)`` axes. Beyond XLA's
    three axes: the last two or three axes with ``fft_type``, the others by complex
    transforms (for the inverse kinds, those first)."""
    if len(lengths) <= 3:
        return lax_fft.fft(x, fft_type, lengths)
    group = 2 if len(lengths) == 4 else 3
    first = x.ndim - len(lengths)
    leading = tuple(range(first, x.ndim - group))
    parked = tuple(range(first + group, x.ndim))
    if fft_type in (FftType.FFT, FftType.RFFT):
        done = lax_fft.fft(x, fft_type, lengths[-group:])
        return moveaxis(_trailing(moveaxis(done, leading, parked), FftType.FFT, lengths[:-group]), parked, leading)
    rest = moveaxis(_trailing(moveaxis(x, leading, parked), FftType.IFFT, lengths[:-group]), parked, leading)
    return lax_fft.fft(rest, fft_type, lengths[-group:])


def _norm_factor(name: str, norm: str, points: int) -> float:
    """The factor ``norm`` applies to a transform of ``points`` points (the inverse
    transforms, named "i...", already divide by ``points``)."""
    inverse = name.startswith("i")
    if norm == "ortho":
        return math.sqrt(points) if inverse else 1 / math.sqrt(points)
    return float(points) if inverse else 1 / points


def _transform(name: str, fft_type: FftType, a: ArrayLike, s: Shape | None, axes: Sequence[int] | None,
               norm: str | None) -> Array:
    """The ``fft_type`` transform of ``a`` over ``axes`` (None: the last ``len(s)`` axes, or
    all of them without ``s``) with lengths ``s`` (None: the axes' lengths; for IRFFT the
    last one ``2 * (m - 1)``)."""
    x = _operand(name, a)
    lengths = _lengths(name, s)
    given = None if axes is None else _axis_sequence(name, axes)
    if lengths is not None and given is not None and len(lengths) != len(given):
        raise ValueError(f"jnp.fft.{name}: s {lengths} and axes {given} must have the same length")
    _check_norm(name, norm)
    placed: tuple[int, ...] = ()
    if given is None:
        count = x.ndim if lengths is None else len(lengths)
        if count > x.ndim:
            raise np.exceptions.AxisError(f"jnp.fft.{name}: s {lengths} names more axes than the {x.ndim} of an "
                                          f"array of shape {x.shape}")
    else:
        if len(set(given)) != len(given):
            raise ValueError(f"jnp.fft.{name} does not support repeated axes, got axes={given}")
        placed = tuple(_axis(name, x.ndim, ax) for ax in given)
        if len(set(placed)) != len(placed):  # a TypeError here, as jax's transpose raises
            raise TypeError(f"jnp.fft.{name}: axes {given} name the same axis twice (as {placed})")
        count = len(placed)
        x = moveaxis(x, placed, tuple(range(x.ndim - count, x.ndim)))
    trailing = tuple(range(x.ndim - count, x.ndim))
    if lengths is not None:
        shape = list(x.shape)
        for ax, n in zip(trailing, lengths):
            shape[ax] = n
        if fft_type == FftType.IRFFT:
            if not shape:
                raise np.exceptions.AxisError(f"jnp.fft.{name}: an inverse real transform needs an axis, "
                                              "got a 0-d array")
            shape[-1] = shape[-1] // 2 + 1  # the retained half of the spectrum
        x = _resized(x, shape)
    elif fft_type == FftType.IRFFT and trailing:
        lengths = tuple(x.shape[ax] for ax in trailing[:-1]) + (max(0, 2 * (x.shape[-1] - 1)),)
    else:
        lengths = tuple(x.shape[ax] for ax in trailing)
    if fft_type == FftType.RFFT:
        _check_real(name, x, bool(lengths))
    out = _trailing(x, fft_type, lengths)
    if norm is not None and norm != "backward" and out.size:
        out = lax_ops.mul(out, as_array(_norm_factor(name, norm, math.prod(lengths)), out.dtype))
    return moveaxis(out, trailing, placed) if given is not None else out


def _transform_1d(name: str, fft_type: FftType, a: ArrayLike, n: int | None, axis: int | None,
                  norm: str | None) -> Array:
    _one_axis(name, axis)
    return _transform(name, fft_type, a, None if n is None else [n], None if axis is None else [axis], norm)


def _transform_2d(name: str, fft_type: FftType, a: ArrayLike, s: Shape | None, axes: Sequence[int],
                  norm: str | None) -> Array:
    pair = _axis_sequence(name, axes)
    if len(pair) != 2:
        raise ValueError(f"jnp.fft.{name} transforms exactly 2 axes, got axes={pair}; use jnp.fft.{name[:-1]}n")
    return _transform(name, fft_type, a, s, pair, norm)


def fft(a: ArrayLike, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:
    """The discrete Fourier transform along ``axis``, of length ``n`` (``a`` cut or
    zero-padded; None: the axis's length)."""
    return _transform_1d("fft", FftType.FFT, a, n, axis, norm)


def ifft(a: ArrayLike, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:
    """The inverse of ``fft`` along ``axis`` (divided by ``n`` with the default norm)."""
    return _transform_1d("ifft", FftType.IFFT, a, n, axis, norm)


def rfft(a: ArrayLike, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:
    """The transform of real data along ``axis``: the ``n // 2 + 1`` non-negative
    frequencies (the others are their complex conjugates)."""
    return _transform_1d("rfft", FftType.RFFT, a, n, axis, norm)


def irfft(a: ArrayLike, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:
    """The real signal of length ``n`` whose ``rfft`` is ``a`` along ``axis``; with no ``n``,
    ``2 * (m - 1)`` for ``m`` frequencies (odd lengths need ``n``)."""
    return _transform_1d("irfft", FftType.IRFFT, a, n, axis, norm)


def hfft(a: ArrayLike, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:
    """The real spectrum of a signal with Hermitian symmetry given by its first half ``a``:
    ``irfft(conj(a))`` times the length ``n`` (None: ``2 * (m - 1)``)."""
    check_arguments("jnp.fft.hfft", a)
    flipped = conj(a)
    _one_axis("hfft", axis)
    points = 2 * (flipped.shape[_axis("hfft", flipped.ndim, axis)] - 1) if n is None else n
    out = _transform_1d("hfft", FftType.IRFFT, flipped, n, axis, norm)
    return lax_ops.mul(out, as_array(points, out.dtype))


def ihfft(a: ArrayLike, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:
    """The inverse of ``hfft``: ``conj(rfft(a)) / n`` of real data (lists accepted, as in JAX)."""
    _one_axis("ihfft", axis)
    x = asarray(a)
    points = x.shape[_axis("ihfft", x.ndim, axis)] if n is None else n
    out = _transform_1d("ihfft", FftType.RFFT, x, n, axis, norm)
    return lax_ops.mul(conj(out), as_array(1 / points, out.dtype))


def fft2(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array:
    """``fftn`` over two axes (by default the last two)."""
    return _transform_2d("fft2", FftType.FFT, a, s, axes, norm)


def ifft2(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array:
    """``ifftn`` over two axes (by default the last two)."""
    return _transform_2d("ifft2", FftType.IFFT, a, s, axes, norm)


def rfft2(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array:
    """``rfftn`` over two axes (by default the last two)."""
    return _transform_2d("rfft2", FftType.RFFT, a, s, axes, norm)


def irfft2(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array:
    """``irfftn`` over two axes (by default the last two)."""
    return _transform_2d("irfft2", FftType.IRFFT, a, s, axes, norm)


def fftn(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array:
    """The n-dimensional transform over ``axes`` (None: the last ``len(s)`` axes, or every
    axis without ``s``), each cut or zero-padded to its length in ``s``."""
    return _transform("fftn", FftType.FFT, a, s, axes, norm)


def ifftn(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array:
    """The inverse of ``fftn``."""
    return _transform("ifftn", FftType.IFFT, a, s, axes, norm)


def rfftn(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array:
    """``fftn`` of real data, keeping the ``s[-1] // 2 + 1`` non-negative frequencies of the
    last axis."""
    return _transform("rfftn", FftType.RFFT, a, s, axes, norm)


def irfftn(a: ArrayLike, s: Shape | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array:
    """The inverse of ``rfftn``: a real array of lengths ``s`` over ``axes`` (without ``s``,
    the last axis ``2 * (m - 1)`` long)."""
    return _transform("irfftn", FftType.IRFFT, a, s, axes, norm)


# -- frequencies -------------------------------------------------------------------------

def _check_scalars(name: str, n: Any, d: Any) -> None:
    if isinstance(n, (list, tuple)):
        raise ValueError(f"jnp.fft.{name}: n must be an integer, got {n!r}")
    if isinstance(d, (list, tuple)):
        raise ValueError(f"jnp.fft.{name}: d must be a single value, got {d!r}")


def _check_device(name: str, device: Any) -> None:
    if device is not None and device != backend.device():
        raise ValueError(f"jnp.fft.{name}: only the default device {backend.device()} is supported, got {device!r}")


def _requested(dtype: Any) -> np.dtype[Any]:
    return dtypes.canonicalize_dtype(dtype) if dtype is not None else dtypes.default_dtype("f*")


def _span(d: ArrayLike, n: Any, dtype: np.dtype[Any]) -> Array:
    """``d * n`` (the sample spacing times the count) as a strong array of ``dtype``."""
    if isinstance(d, Array):
        return astype(multiply(d, n), dtype)
    return as_array(d * n, dtype)


def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: Any = None, device: Any = None) -> Array:
    """The frequencies of an ``n``-point ``fft`` with sample spacing ``d``: 0, 1, ...,
    then the negative ones, over ``d * n``; computed in the floating dtype of ``dtype``
    (default: the default float) and given as ``dtype``."""
    target = _requested(dtype)
    _check_scalars("fftfreq", n, d)
    _check_device("fftfreq", device)
    work = to_inexact(target)
    if kind(work) == "complex":
        work = np.dtype(ml_dtypes.finfo(work).dtype)  # type: ignore[no-untyped-call]
    half = n // 2
    steps = subtract(remainder(add(arange(n, dtype=work), half), n), half)
    return astype(true_divide(steps, _span(d, n, work)), target)


def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: Any = None, device: Any = None) -> Array:
    """The ``n // 2 + 1`` non-negative frequencies of an ``n``-point ``rfft`` with sample
    spacing ``d``: 0, 1, ... over ``d * n``, in ``dtype`` (integer dtypes divide to the
    inexact dtype, as ``/`` does)."""
    target = _requested(dtype)
    _check_scalars("rfftfreq", n, d)
    _check_device("rfftfreq", device)
    count = n // 2 + 1 if n % 2 == 0 else (n - 1) // 2 + 1
    return true_divide(arange(0, count, dtype=target), _span(d, n, target))


# -- shifts ------------------------------------------------------------------------------

def _shift(name: str, x: ArrayLike, axes: None | int | Sequence[int], direction: int) -> Array:
    arr = _operand(name, x)
    chosen: tuple[Any, ...]
    if axes is None:
        chosen = tuple(range(arr.ndim))
    elif isinstance(axes, int):
        chosen = (axes,)
    else:
        chosen = _axis_sequence(name, axes)
    placed = [_axis(name, arr.ndim, ax) for ax in chosen]
    if not placed:
        return arr
    return roll(arr, [direction * (arr.shape[ax] // 2) for ax in placed], placed)


def fftshift(x: ArrayLike, axes: None | int | Sequence[int] = None) -> Array:
    """``x`` rolled by half its length along ``axes`` (None: every axis), so that the zero
    frequency of an ``fft`` comes to the middle."""
    return _shift("fftshift", x, axes, 1)


def ifftshift(x: ArrayLike, axes: None | int | Sequence[int] = None) -> Array:
    """The inverse of ``fftshift`` (the two differ for odd lengths)."""
    return _shift("ifftshift", x, axes, -1)
