"""``jaxtypes.numpy.packbits`` and ``unpackbits``: eight truth values per uint8 and back.

``packbits`` reads integers and bools as nonzero or not; ``unpackbits`` takes uint8 only,
as in JAX. Bit order "big" puts the first value in the most significant bit.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_elementwise
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.elementwise import bitwise_and, left_shift, not_equal
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.manipulation import swapaxes
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote
from jaxtypes.runtime.numpy.reductions import normalize_axis, sum
from jaxtypes.runtime.numpy.shape import expand_dims, ravel, reshape

_UINT8 = np.dtype(np.uint8)


def _bit_values(bitorder: str) -> np.ndarray:
    if bitorder not in ("little", "big"):
        raise ValueError(f"bitorder must be 'little' or 'big', got {bitorder!r}")
    shifts = np.arange(8, dtype=np.uint8)
    return shifts[::-1] if bitorder == "big" else shifts


def _along_last(x: Array, axis: int | None) -> tuple[Array, int]:
    if axis is None:
        return ravel(x), 0
    axis = normalize_axis(axis, x.ndim)
    return swapaxes(x, axis, -1), axis


def packbits(a: Any, axis: int | None = None, bitorder: str = "big") -> Array:
    """Each run of eight values along ``axis`` (the flattened array for None) as the bits of
    one uint8, the last run padded with zeros."""
    check_arguments("packbits", a)
    (x,), _ = promote("packbits", a)
    if kind(x.dtype) not in ("bool", "int", "uint"):
        raise TypeError(f"packbits takes integers and bools, got {x.dtype.name}")
    shifts = _bit_values(bitorder)
    bits = lax_ops.convert_element_type(not_equal(x, as_array(0, x.dtype)), _UINT8)
    bits, axis = _along_last(bits, axis)
    remainder = bits.shape[-1] % 8
    if remainder:
        bits = lax_shape.pad(bits, as_array(0, _UINT8), [(0, 0, 0)] * (bits.ndim - 1) + [(0, 8 - remainder, 0)])
    bits = reshape(bits, bits.shape[:-1] + (bits.shape[-1] // 8, 8))
    packed = sum(left_shift(bits, as_array(shifts, _UINT8)), axis=-1)
    return swapaxes(lax_ops.convert_element_type(packed, _UINT8), axis, -1)


def unpackbits(a: Any, axis: int | None = None, count: int | None = None, bitorder: str = "big") -> Array:
    """Each uint8 along ``axis`` (the flattened array for None) as eight 0-or-1 uint8s; ``count``
    keeps that many (padding with zeros past the end)."""
    check_arguments("unpackbits", a)
    (x,), _ = promote("unpackbits", a)
    if x.dtype != _UINT8:
        raise TypeError(f"unpackbits takes uint8 arrays, got {x.dtype.name}")
    masks = np.left_shift(np.uint8(1), _bit_values(bitorder))
    x, axis = _along_last(x, axis)
    picked = bitwise_and(expand_dims(x, -1), as_array(masks, _UINT8))
    bits = lax_ops.convert_element_type(not_equal(picked, as_array(0, _UINT8)), _UINT8)
    bits = reshape(bits, bits.shape[:-2] + (-1,))
    if count is not None:
        keep = operator.index(count)
        if keep > bits.shape[-1]:
            bits = lax_shape.pad(bits, as_array(0, _UINT8), [(0, 0, 0)] * (bits.ndim - 1) + [(0, keep - bits.shape[-1], 0)])
        else:
            bits = getitem(bits, (Ellipsis, slice(None, keep)))
    return swapaxes(bits, axis, -1)


def byteswap(a: Any) -> Array:
    """``Array.byteswap()``: each element's bytes in reverse order, the dtype kept (a complex
    number's parts each swapped; one-byte dtypes unchanged, a copy)."""
    (x,), _ = promote("byteswap", a)
    if x.dtype.kind == "c":
        return lax_elementwise.complex(byteswap(lax_elementwise.real(x)), byteswap(lax_elementwise.imag(x)))
    if x.dtype.itemsize == 1:
        return lax_ops.convert_element_type(x, x.dtype, weak_type=x.weak_type)
    as_bytes = lax_elementwise.bitcast_convert_type(x, _UINT8)
    return lax_elementwise.bitcast_convert_type(lax_shape.rev(as_bytes, (x.ndim,)), x.dtype)


def view(a: Any, dtype: Any = None) -> Array:
    """``a``'s bits read as ``dtype`` (``Array.view``): the last axis shrinks or grows by the
    ratio of the widths; bool is read as uint8 (and uint8 as bool, where each byte is 0 or 1)."""
    (x,), _ = promote("view", a)
    if dtype is None:
        return x
    target = dtypes.canonicalize_dtype(dtype)
    if target.kind == "c":  # the bits read as pairs of floats, each pair one complex number
        parts = view(x, np.finfo(target).dtype)
        if parts.shape[-1] % 2:
            raise ValueError(f"view: an array of shape {x.shape} and dtype {x.dtype} cannot be read as {target}")
        pairs = reshape(parts, (*parts.shape[:-1], parts.shape[-1] // 2, 2))
        return lax_elementwise.complex(getitem(pairs, (..., 0)), getitem(pairs, (..., 1)))
    if x.dtype.kind == "c":  # the real and imaginary parts side by side
        x = reshape(lax_shape.concatenate([expand_dims(lax_elementwise.real(x), -1),
                                           expand_dims(lax_elementwise.imag(x), -1)], x.ndim),
                    (*x.shape[:-1], 2 * x.shape[-1]) if x.ndim else (2,))
    source = x.dtype
    if source == np.bool_:
        x, source = lax_ops.convert_element_type(x, _UINT8), _UINT8
    reading = _UINT8 if target == np.bool_ else target
    if source.itemsize != reading.itemsize and (x.ndim == 0 or (x.shape[-1] * source.itemsize) % reading.itemsize):
        raise ValueError(f"view: an array of shape {x.shape} and dtype {x.dtype} cannot be read as {target}: the last "
                         "axis's size in bytes must be a multiple of the new itemsize")
    if source.itemsize > reading.itemsize:  # a new trailing axis of the ratio, merged into the last
        out = lax_elementwise.bitcast_convert_type(x, reading)
        out = reshape(out, (*x.shape[:-1], x.shape[-1] * (source.itemsize // reading.itemsize)))
    elif source.itemsize < reading.itemsize:
        ratio = reading.itemsize // source.itemsize
        out = lax_elementwise.bitcast_convert_type(reshape(x, (*x.shape[:-1], x.shape[-1] // ratio, ratio)), reading)
    else:
        out = lax_elementwise.bitcast_convert_type(x, reading)
    return lax_ops.convert_element_type(out, target) if target == np.bool_ else out
