"""``jax.scipy.fft``: the discrete cosine transform of type 2 and its inverse, along one
axis (``dct``, ``idct``) or several (``dctn``, ``idctn``), as jax implements them.

The forward transform follows Makhoul (1980): the samples reordered (even ones, then the
odd ones reversed), one complex FFT, and a quarter-sample phase twist, so that
``dct(x)[k] = 2 * sum_n x[n] cos(pi k (2n + 1) / (2N))``. The inverse runs the same
steps backwards through an inverse FFT. Several axes are transformed one after the other
(the transform is separable). ``norm="ortho"`` scales both directions to be orthonormal.

Dtypes, as jax's: the forward transform goes through ``jnp.fft.fft``, so real data of any
dtype gives float32 (float64 from 64-bit data in 64-bit mode); the inverse first makes
the data floating, then computes in complex64 (complex128 from float64), so float16 gives
float32 there too. Complex data is transformed part by part into complex. Results are
never weakly typed. Only type 2 exists (others raise NotImplementedError, as in jax).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy import fft as jnp_fft
from jaxtypes.runtime.numpy.elementwise import imag, multiply, real
from jaxtypes.runtime.numpy.promotion import check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.selection import take
from jaxtypes.runtime.numpy.staging import staged

__all__ = ["dct", "dctn", "idct", "idctn"]

ArrayLike = Any


def _operand(name: str, x: ArrayLike) -> Array:
    check_arguments(f"jax.scipy.fft.{name}", x)
    (array,), _ = promote(f"jax.scipy.fft.{name}", x)
    return array


def _check_options(name: str, type: int, norm: str | None) -> None:  # noqa: A002  (SciPy's name)
    if type != 2:
        raise NotImplementedError(f"jax.scipy.fft.{name}: only the DCT of type 2 is implemented, got type={type!r}")
    if norm is not None and norm not in ("backward", "ortho"):
        raise ValueError(f"jax.scipy.fft.{name}: norm={norm!r} is not implemented; use None, 'backward' or 'ortho'")


def _axis(name: str, axis: Any, ndim: int) -> int:
    index = operator.index(axis)
    if not -ndim <= index < ndim:
        raise np.exceptions.AxisError(f"jax.scipy.fft.{name}: axis {index} is out of bounds for array of dimension "
                                      f"{ndim}")
    return index % ndim


def _length(name: str, n: Any) -> int:
    length: int = operator.index(n)
    if length < 0:
        raise ValueError(f"jax.scipy.fft.{name}: the transform length n must be positive, got n={length}")
    if length == 0:  # (a TypeError in jax, from the empty slice it takes)
        raise TypeError(f"jax.scipy.fft.{name}: the transform length n must be positive, got n=0")
    return length


def _resized(x: Array, lengths: dict[int, int]) -> Array:
    """``x`` zero-padded or cut at the end of each axis in ``lengths`` to that length."""
    if all(x.shape[a] == n for a, n in lengths.items()):
        return x
    zero = asarray(np.zeros((), x.dtype))
    return lax_shape.pad(x, zero, [(0, lengths.get(a, size) - size, 0) for a, size in enumerate(x.shape)])


def _along(values: np.ndarray, axis: int, ndim: int) -> np.ndarray:
    """A vector of constants shaped to broadcast along ``axis`` of an ``ndim``-d array."""
    return values.reshape([-1 if a == axis else 1 for a in range(ndim)])


def _complex_of(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return np.dtype(np.complex128) if dtype == np.dtype(np.float64) else np.dtype(np.complex64)


def _orthonormal_scale(n: int, dtype: np.dtype[Any]) -> np.ndarray:
    """The factors that make the transform orthonormal: 1/sqrt(4n) for the first term,
    1/sqrt(2n) for the others."""
    factors = np.full(n, 1 / math.sqrt(2 * n))
    factors[0] = 1 / math.sqrt(4 * n)
    return factors.astype(dtype)


def _part_by_part(transform: Any, x: Array, *args: Any) -> Array | None:
    """For complex ``x``: the transform of its real and imaginary parts, as one complex
    array; None for real ``x``."""
    if dtypes.dtype_info(x.dtype).kind != "complex":
        return None
    return lax_e.complex(transform(real(x), *args), transform(imag(x), *args))


def _dct_1d(x: Array, axis: int, norm: str | None) -> Array:
    """The type-2 DCT of real ``x`` along ``axis``."""
    n = x.shape[axis]
    reordered = take(x, np.concatenate([np.arange(0, n, 2), np.arange(n - 1 - n % 2, 0, -2)]).astype(np.int32),
                     axis=axis)
    spectrum = jnp_fft.fft(reordered, axis=axis)
    twist = np.exp(-0.5j * np.pi * np.arange(n) / n).astype(spectrum.dtype)
    out = multiply(2, real(multiply(spectrum, asarray(_along(twist, axis, x.ndim)))))
    if norm == "ortho":
        out = multiply(out, asarray(_along(_orthonormal_scale(n, out.dtype), axis, x.ndim)))
    return out


def _idct_1d(x: Array, axis: int, norm: str | None) -> Array:
    """The inverse of the type-2 DCT of real ``x`` along ``axis``."""
    (x,), _ = promote_inexact("jax.scipy.fft.idct", x)
    n = x.shape[axis]
    scale = _orthonormal_scale(n, np.dtype(np.float64))
    if norm != "ortho":  # backward: the ortho factors twice
        scale = scale * scale
    x = multiply(x, asarray(_along(scale.astype(x.dtype), axis, x.ndim)))
    complex_dtype = _complex_of(x.dtype)
    untwist = (2 * n * np.exp(0.5j * np.pi * np.arange(n) / n)).astype(complex_dtype)
    twisted = multiply(x.astype(complex_dtype), asarray(_along(untwist, axis, x.ndim)))
    samples = real(jnp_fft.ifft(twisted, axis=axis))
    order = np.empty(n, np.int32)  # sample 2m is samples[m], sample 2m + 1 is samples[n - 1 - m]
    order[0::2] = np.arange((n + 1) // 2)
    order[1::2] = n - 1 - np.arange(n // 2)
    return take(samples, order, axis=axis)


Transform = Callable[[Array, int, "str | None"], Array]  # (x, axis, norm): one axis of real data


def _one_axis(name: str, x: ArrayLike, type: int, n: int | None, axis: int, norm: str | None,  # noqa: A002
              transform: Transform) -> Array:
    _check_options(name, type, norm)
    array = _operand(name, x)
    complex_result = _part_by_part(lambda part: _one_axis(name, part, type, n, axis, norm, transform), array)
    if complex_result is not None:
        return complex_result
    ax = _axis(name, axis, array.ndim)
    if n is not None:
        array = _resized(array, {ax: _length(name, n)})
    return transform(array, ax, norm)


def _axes_and_lengths(name: str, ndim: int, s: Any, axes: Any) -> tuple[tuple[int, ...], list[int] | None]:
    lengths: list[int] | None = None
    if s is not None:
        lengths = [operator.index(s)] if not isinstance(s, Sequence) and not hasattr(s, "__iter__") else list(s)
        if len(lengths) > ndim:
            raise ValueError(f"jax.scipy.fft.{name}: s must have at most x.ndim ({ndim}) elements, got {len(lengths)}")
    if axes is None:
        chosen = tuple(range(ndim - len(lengths), ndim)) if lengths is not None else tuple(range(ndim))
    else:
        chosen = tuple(_axis(name, a, ndim) for a in ((axes,) if isinstance(axes, int) else axes))
        if len(set(chosen)) != len(chosen):
            raise ValueError(f"jax.scipy.fft.{name}: repeated axis: {chosen}")
    return chosen, lengths


def _several_axes(name: str, x: ArrayLike, type: int, s: Any, axes: Any, norm: str | None,  # noqa: A002
                  transform: Transform) -> Array:
    _check_options(name, type, norm)
    array = _operand(name, x)
    complex_result = _part_by_part(lambda part: _several_axes(name, part, type, s, axes, norm, transform), array)
    if complex_result is not None:
        return complex_result
    chosen, lengths = _axes_and_lengths(name, array.ndim, s, axes)
    if lengths is not None:  # (jax pairs them as zip does)
        array = _resized(array, {a: _length(name, n) for a, n in zip(chosen, lengths)})
    for a in chosen:
        array = transform(array, a, norm)
    return array


@staged("type", "n", "axis", "norm")
def dct(x: ArrayLike, type: int = 2, n: int | None = None, axis: int = -1,  # noqa: A002  (SciPy's name)
        norm: str | None = None) -> Array:
    """The type-2 discrete cosine transform of ``x`` along ``axis``, of length ``n``
    (``x`` zero-padded or cut there; None: the axis's length)."""
    return _one_axis("dct", x, type, n, axis, norm, _dct_1d)


@staged("type", "n", "axis", "norm")
def idct(x: ArrayLike, type: int = 2, n: int | None = None, axis: int = -1,  # noqa: A002
         norm: str | None = None) -> Array:
    """The inverse of ``dct`` along ``axis`` (``x`` zero-padded or cut to ``n`` first)."""
    return _one_axis("idct", x, type, n, axis, norm, _idct_1d)


@staged("type", "s", "axes", "norm")
def dctn(x: ArrayLike, type: int = 2, s: Sequence[int] | None = None,  # noqa: A002
         axes: Sequence[int] | None = None, norm: str | None = None) -> Array:
    """The type-2 DCT over ``axes`` (None: the last ``len(s)`` axes, or all), each
    zero-padded or cut to its length in ``s``."""
    return _several_axes("dctn", x, type, s, axes, norm, _dct_1d)


@staged("type", "s", "axes", "norm")
def idctn(x: ArrayLike, type: int = 2, s: Sequence[int] | None = None,  # noqa: A002
          axes: Sequence[int] | None = None, norm: str | None = None) -> Array:
    """The inverse of ``dctn`` over ``axes``."""
    return _several_axes("idctn", x, type, s, axes, norm, _idct_1d)
