"""``jaxtypes.numpy.convolve``, ``correlate`` and ``polymul``: discrete linear
convolutions of vectors, on ``lax.conv_general_dilated``.

As in JAX: without ``preferred_element_type`` the operands promote to a floating dtype
(integers and bools become the default float); with it, they promote as for ``+`` and
the result has that dtype. ``mode`` picks the full convolution, the part as long as the
longer operand ("same"), or the part where the two overlap whole ("valid").
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import convolution as lax_conv
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.numpy.creation import zeros
from jaxtypes.runtime.numpy.elementwise import conj
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.manipulation import flip
from jaxtypes.runtime.numpy.promotion import check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.shape import reshape

MODES = ("full", "same", "valid")


def _convolution(name: str, a: Any, v: Any, mode: str, precision: Any, preferred_element_type: Any,
                 correlate: bool) -> Array:
    check_arguments(name, a, v)
    if preferred_element_type is None:
        (x, y), _ = promote_inexact(name, a, v)
        preferred = None
    else:
        (x, y), _ = promote(name, a, v)
        preferred = dtypes.canonicalize_dtype(preferred_element_type)
    if x.ndim != 1 or y.ndim != 1:
        raise ValueError(f"{name} takes one-dimensional operands, got shapes {x.shape} and {y.shape}")
    if x.shape[0] == 0 or y.shape[0] == 0:
        raise ValueError(f"{name}: the operands cannot be empty, got shapes {x.shape} and {y.shape}")
    reverse = False
    if correlate:
        y = conj(y)
        if x.shape[0] < y.shape[0]:
            x, y, reverse = y, x, True
    else:
        if x.shape[0] < y.shape[0]:
            x, y = y, x
        y = flip(y)
    k = y.shape[0]
    padding = {"valid": (0, 0), "same": (k // 2, k - k // 2 - 1), "full": (k - 1, k - 1)}.get(mode)
    if padding is None:
        raise ValueError(f"{name}: mode must be one of {', '.join(map(repr, MODES))}, got {mode!r}")
    out = lax_conv.conv_general_dilated(reshape(x, (1, 1, -1)), reshape(y, (1, 1, -1)), (1,), [padding],
                                        precision=precision, preferred_element_type=preferred)
    out = getitem(out, (0, 0, slice(None, None, -1) if reverse else slice(None)))
    weak = x.weak_type and y.weak_type and preferred is None
    return out if out.weak_type == weak else lax_ops.convert_element_type(out, out.dtype, weak_type=weak)


def convolve(a: Any, v: Any, mode: str = "full", *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The convolution of two vectors: sum over k of a[k] * v[n - k]."""
    return _convolution("convolve", a, v, mode, precision, preferred_element_type, correlate=False)


def correlate(a: Any, v: Any, mode: str = "valid", *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The cross-correlation of two vectors: sum over k of a[n + k] * conj(v[k])."""
    return _convolution("correlate", a, v, mode, precision, preferred_element_type, correlate=True)


def polymul(a1: Any, a2: Any, *, trim_leading_zeros: bool = False) -> Array:
    """The product of two polynomials (coefficients highest power first), floating.
    ``trim_leading_zeros`` drops leading zeros first (concrete coefficients only)."""
    check_arguments("polymul", a1, a2)
    (x, y), _ = promote_inexact("polymul", a1, a2)
    if x.ndim == 0 or y.ndim == 0:
        raise TypeError(f"polymul: the coefficients must be vectors, got shapes {x.shape} and {y.shape}")
    if trim_leading_zeros and (x.shape[0] > 1 or y.shape[0] > 1):
        x, y = _without_leading_zeros(x), _without_leading_zeros(y)
    if x.shape[0] == 0:
        x = zeros(1, dtype=y.dtype)
    if y.shape[0] == 0:
        y = zeros(1, dtype=x.dtype)
    return convolve(x, y, mode="full")


def _without_leading_zeros(x: Array) -> Array:
    nonzero = np.flatnonzero(np.asarray(x))  # (a traced x raises TracerError, as jax's trim_zeros does)
    return getitem(x, slice(int(nonzero[0]) if nonzero.size else x.shape[0], None))
