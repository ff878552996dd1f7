"""``jax.scipy.signal``'s convolutions and ``detrend`` (the spectral functions are in
``signal_spectral.py``), as jax computes them.

``convolve`` and ``correlate`` (N-d) and their 2-D forms run ``lax.conv_general_dilated``
on the operands at their common floating dtype (integers and bools become the default
float; float16, bfloat16 and the small floats stay), weakly typed only when both operands
are; ``fftconvolve`` multiplies spectra (``jnp.fft.rfftn``, or ``fftn`` for complex data),
so it takes float32/float64 and complex data only where a transform runs, and gives a
strong result there. ``mode`` is "full", "same" (the size of ``in1``) or "valid" (where
the operands overlap whole). As in jax, ``convolve``, ``correlate`` and the 2-D forms take
arrays only (NumPy's too): other arguments are an AttributeError, as jax reads their
``ndim``; ``fftconvolve`` also takes Python scalars.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import convolution as lax_conv
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy import fft as jnp_fft
from jaxtypes.runtime.numpy.elementwise import conj, multiply, subtract
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.linalg import lstsq
from jaxtypes.runtime.numpy.manipulation import flip, moveaxis
from jaxtypes.runtime.numpy.products import matmul
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.reductions import mean, normalize_axis
from jaxtypes.runtime.numpy.shape import reshape
from jaxtypes.runtime.numpy.staging import staged

__all__ = ["convolve", "convolve2d", "correlate", "correlate2d", "detrend", "fftconvolve"]

ArrayLike = Any
MODES = ("full", "same", "valid")


def _require_attribute(name: str, attribute: str, *args: Any) -> None:
    """jax reads ``ndim``/``shape``/``conj`` of these operands: what lacks it is an
    AttributeError there, said here with the function's name."""
    for position, arg in enumerate(args):
        if not hasattr(arg, attribute):
            raise AttributeError(f"jax.scipy.signal.{name} takes arrays: the argument at position {position} is a "
                                 f"{type(arg).__name__}, which has no attribute {attribute!r}")


def _check_mode(mode: Any, order: Sequence[str] = MODES) -> None:
    if mode not in MODES:
        raise ValueError(f"mode must be one of {list(order)}, got {mode!r}")


def _weak_as(x: Array, weak: bool) -> Array:
    return x if x.weak_type == weak else lax_ops.convert_element_type(x, x.dtype, weak_type=weak)


def _convolve_nd(name: str, in1: Any, in2: Any, mode: str, precision: Any) -> Array:
    """The N-d convolution by ``conv_general_dilated`` (the larger operand as the image)."""
    _check_mode(mode)
    _require_attribute(name, "ndim", in1, in2)
    if in1.ndim != in2.ndim:
        raise ValueError(f"jax.scipy.signal.{name}: in1 and in2 must have the same number of dimensions, got shapes "
                         f"{np.shape(in1)} and {np.shape(in2)}")
    if np.size(in1) == 0 or np.size(in2) == 0:
        raise ValueError(f"zero-size arrays not supported in convolutions, got shapes {np.shape(in1)} and "
                         f"{np.shape(in2)}.")
    check_arguments(f"jax.scipy.signal.{name}", in1, in2)
    (x, y), weak = promote_inexact(f"jax.scipy.signal.{name}", in1, in2)
    if not (all(a >= b for a, b in zip(x.shape, y.shape)) or all(a <= b for a, b in zip(x.shape, y.shape))):
        raise ValueError(f"jax.scipy.signal.{name}: one input must be smaller than the other in every dimension, got "
                         f"shapes {x.shape} and {y.shape}")
    original_kernel = y.shape
    if all(a <= b for a, b in zip(x.shape, y.shape)):  # (equal shapes swap too, as in jax)
        x, y = y, x
    kernel = y.shape
    if mode == "valid":
        padding = [(0, 0) for _ in kernel]
    elif mode == "same":  # an output of in1's size
        padding = [(k - 1 - (o - 1) // 2, k - o + (o - 1) // 2) for k, o in zip(kernel, original_kernel)]
    else:
        padding = [(k - 1, k - 1) for k in kernel]
    image, flipped = lax_shape.expand_dims(x, (0, 1)), lax_shape.expand_dims(flip(y), (0, 1))
    out = lax_conv.conv_general_dilated(image, flipped, (1,) * len(kernel), padding, precision=precision)
    return _weak_as(getitem(out, (0, 0)), weak)


def _fft_along(x: Array, y: Array, axes: tuple[int, ...], lengths: list[int]) -> Array:
    """The linear convolution of ``x`` and ``y`` over ``axes`` (full length there) by the
    product of their spectra."""
    if all(x.shape[a] == 1 or y.shape[a] == 1 for a in axes):  # nothing to transform
        return multiply(x, y)
    complex_data = dtypes.dtype_info(x.dtype).kind == "complex"
    forward, inverse = (jnp_fft.fftn, jnp_fft.ifftn) if complex_data else (jnp_fft.rfftn, jnp_fft.irfftn)
    return inverse(multiply(forward(x, lengths, axes), forward(y, lengths, axes)), lengths, axes)


@staged("mode", "axes")
def fftconvolve(in1: ArrayLike, in2: ArrayLike, mode: str = "full", axes: Sequence[int] | None = None) -> Array:
    """The convolution of ``in1`` and ``in2`` over ``axes`` (None: all; the other axes
    must have equal lengths and are taken pairwise) by FFTs."""
    check_arguments("fftconvolve", in1, in2)
    (x, y), _ = promote_inexact("jax.scipy.signal.fftconvolve", in1, in2)
    if x.ndim != y.ndim:
        raise ValueError(f"jax.scipy.signal.fftconvolve: in1 and in2 should have the same dimensionality, got shapes "
                         f"{x.shape} and {y.shape}")
    _check_mode(mode, ("same", "full", "valid"))
    if axes is None:
        chosen = tuple(range(x.ndim))
    else:
        given = (axes,) if isinstance(axes, (int, np.integer)) else tuple(axes)
        chosen = tuple(normalize_axis(operator.index(a), x.ndim) for a in given)
        mapped = [a for a in range(x.ndim) if a not in chosen]
        if any(x.shape[a] != y.shape[a] for a in mapped):
            raise ValueError(f"mapped axes must have same shape; got in1.shape={x.shape} in2.shape={y.shape} "
                             f"axes={chosen}")
    if mode == "valid":
        larger = all(x.shape[a] >= y.shape[a] for a in chosen)
        smaller = all(x.shape[a] <= y.shape[a] for a in chosen)
        if not (larger or smaller):
            raise ValueError("For 'valid' mode, One input must be at least as large as the other in every dimension.")
        if smaller:
            x, y = y, x
    full = {a: x.shape[a] + y.shape[a] - 1 for a in chosen}
    out = _fft_along(x, y, chosen, [full[a] for a in chosen])
    sizes = {"full": full, "same": {a: x.shape[a] for a in chosen},
             "valid": {a: x.shape[a] - y.shape[a] + 1 for a in chosen}}[mode]
    limits = [(0, n) if a not in chosen else ((full[a] - sizes[a]) // 2, (full[a] - sizes[a]) // 2 + sizes[a])
              for a, n in enumerate(out.shape)]
    return lax_shape.slice(out, [lo for lo, _ in limits], [hi for _, hi in limits])


def convolve(in1: ArrayLike, in2: ArrayLike, mode: str = "full", method: str = "auto", precision: Any = None) -> Array:
    """The N-d convolution of ``in1`` and ``in2`` (``method`` "fft": by ``fftconvolve``;
    "auto" or "direct": by ``conv_general_dilated``)."""
    if method == "fft":
        return fftconvolve(in1, in2, mode=mode)
    if method not in ("auto", "direct"):
        raise ValueError(f"Got method={method!r}; expected 'auto', 'fft', or 'direct'.")
    _check_mode(mode)
    _require_attribute("convolve", "ndim", in1, in2)  # (before staging, which makes Python scalars arrays)
    return _staged_convolve(in1, in2, mode, precision)


@staged("mode", "precision")
def _staged_convolve(in1: Any, in2: Any, mode: str, precision: Any) -> Array:
    return _convolve_nd("convolve", in1, in2, mode, precision)


def correlate(in1: ArrayLike, in2: ArrayLike, mode: str = "full", method: str = "auto", precision: Any = None) -> Array:
    """The N-d cross-correlation: ``convolve(in1, flip(conj(in2)))``."""
    _require_attribute("correlate", "conj", in2)
    return convolve(in1, flip(conj(in2)), mode, method=method, precision=precision)


def _two_dimensional(name: str, in1: Any, in2: Any, boundary: str, fillvalue: Any) -> None:
    if boundary != "fill" or fillvalue != 0:
        raise NotImplementedError(f"{name}() only supports boundary='fill', fillvalue=0")
    if np.ndim(in1) != 2 or np.ndim(in2) != 2:
        raise ValueError(f"{name}() only supports 2-dimensional inputs, got shapes {np.shape(in1)} and "
                         f"{np.shape(in2)}.")


@staged("mode", "boundary", "fillvalue", "precision")
def convolve2d(in1: ArrayLike, in2: ArrayLike, mode: str = "full", boundary: str = "fill", fillvalue: Any = 0,
               precision: Any = None) -> Array:
    """The 2-D convolution (zero boundary only, as jax)."""
    _two_dimensional("convolve2d", in1, in2, boundary, fillvalue)
    return _convolve_nd("convolve2d", in1, in2, mode, precision)


@staged("mode", "boundary", "fillvalue", "precision")
def correlate2d(in1: ArrayLike, in2: ArrayLike, mode: str = "full", boundary: str = "fill", fillvalue: Any = 0,
                precision: Any = None) -> Array:
    """The 2-D cross-correlation (zero boundary only), with jax's choice of operand order
    for each mode (for a "valid" correlation of complex data with the smaller ``in1``
    first, that is the conjugate of SciPy's)."""
    _two_dimensional("correlate2d", in1, in2, boundary, fillvalue)
    _require_attribute("correlate2d", "shape", in1, in2)
    _require_attribute("correlate2d", "conj", in1, in2)
    smaller = all(a <= b for a, b in zip(in1.shape, in2.shape))
    same_shape = all(a == b for a, b in zip(in1.shape, in2.shape))

    def run(a: Any, b: Any) -> Array:
        return _convolve_nd("correlate2d", a, b, mode, precision)

    if mode == "valid" and smaller and not same_shape:
        return run(flip(in2), conj(in1))
    if mode not in ("same", "valid") and smaller:
        return conj(run(flip(in2), conj(in1)))
    return flip(run(flip(in1), conj(in2)))


def _linear_trend_removed(data: Array, breakpoints: np.ndarray) -> Array:
    """``data`` (samples along axis 0) less its least-squares line on each piece between
    breakpoints."""
    pieces = []
    for start, stop in zip(breakpoints[:-1], breakpoints[1:]):
        n = int(stop - start)
        design = asarray(np.stack([np.ones(n), np.arange(1, n + 1) / n], axis=1).astype(data.dtype))
        piece = lax_shape.slice_in_dim(data, int(start), int(stop), axis=0)
        coefficients = lstsq(design, piece)[0]
        pieces.append(subtract(piece, matmul(design, coefficients, precision="highest")))
    trend_removed = lax_shape.concatenate(pieces, 0) if len(pieces) > 1 else pieces[0]
    return _weak_as(trend_removed, data.weak_type)  # (jax subtracts in place, which keeps the weak type)


_LAPACK_DTYPES = tuple(np.dtype(d) for d in ("float32", "float64", "complex64", "complex128"))


@staged("axis", "type", "bp", "overwrite_data")
def _detrend(data: Any, axis: int, type: str, bp: Any, overwrite_data: None) -> Array:  # noqa: A002  (SciPy's name)
    if overwrite_data is not None:
        raise NotImplementedError("overwrite_data argument not implemented.")
    if type not in ("constant", "linear"):
        raise ValueError(f"Trend type must be 'linear' or 'constant', got {type!r}.")
    (x,), _ = promote_inexact("jax.scipy.signal.detrend", asarray(data))
    if not -x.ndim <= axis < x.ndim:  # (an IndexError in jax, from the shape it reads)
        raise IndexError(f"jax.scipy.signal.detrend: axis {axis} is out of range for data of shape {x.shape}")
    if type == "constant":
        return subtract(x, mean(x, axis, keepdims=True))
    if x.dtype not in _LAPACK_DTYPES:
        raise NotImplementedError(f"jax.scipy.signal.detrend: a linear trend is fitted by LAPACK, which does not "
                                  f"support dtype {x.dtype.name} (use float32, float64, complex64 or complex128)")
    n = x.shape[axis]
    breakpoints = np.sort(np.unique(np.r_[0, bp, n]))
    if breakpoints[0] < 0 or breakpoints[-1] > n:
        raise ValueError("Breakpoints must be non-negative and less than length of data along given axis.")
    samples = moveaxis(x, axis, 0)
    flat = reshape(samples, (n, -1))
    return moveaxis(reshape(_linear_trend_removed(flat, breakpoints), samples.shape), 0, axis)


def detrend(data: ArrayLike, axis: int = -1, type: str = "linear", bp: Any = 0,  # noqa: A002
            overwrite_data: None = None) -> Array:
    """``data`` less its mean ("constant") or its least-squares line ("linear"; one line
    per piece between the breakpoints ``bp``) along ``axis``."""
    if isinstance(bp, np.ndarray):  # static: a tuple, so that the staged program can key on it
        bp = tuple(bp.tolist())
    elif isinstance(bp, list):
        bp = tuple(bp)
    return _detrend(data, axis, type, bp, overwrite_data)
