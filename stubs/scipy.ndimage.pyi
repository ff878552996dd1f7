# pyright: reportOverlappingOverload=false, reportRedeclaration=false
# mypy: disable-error-code="overload-overlap, no-redef, misc"
"""Stub of ``jaxtypes.scipy.ndimage``.

``map_coordinates`` gives the input's dtype (strongly typed; 64-bit dtypes as the mode
makes them); the overloads come from running it abstractly on every input class in both
64-bit modes (``stubs/_scipy_signal_fft.py``), with coordinates of the default float:
the 2- and 4-bit integers and the small floats, which do not join with its weights, have
none.
"""

import builtins
from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeAlias, overload

import numpy as np

from jaxtypes._array import JAXTYPES_X64, MYPY  # the mode switch and guard (not re-exported)
from jaxtypes._array import Array, _AbstractArray, _JustComplex, _JustFloat, _JustInt, _NDArray
from jaxtypes.scalar_types import (
    bfloat16, bool_, complex64, complex128, complexfloating, float4_e2m1fn, float8_e3m4, float8_e4m3,
    float8_e4m3b11fnuz, float8_e4m3fn, float8_e4m3fnuz, float8_e5m2, float8_e5m2fnuz, float8_e8m0fnu, float16, float32,
    float64, floating, generic, inexact, int2, int4, int8, int16, int32, int64, signedinteger, uint2, uint4, uint8,
    uint16, uint32, uint64,
)
from jaxtypes.typing import ArrayLike

__all__ = ["map_coordinates"]

# The answers that differ between the 64-bit modes (see stubs/_modes.py).
# <generated mode_aliases>
class _NoOperand:
    """No value has this type: the operand of an overload that the other 64-bit mode lacks."""

if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
if not MYPY and not JAXTYPES_X64:  # pyright only
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
if JAXTYPES_X64:
    _Mode_uint64_uint32: TypeAlias = uint64
    _Mode_int64_int32: TypeAlias = int64
    _Mode_float64_float32: TypeAlias = float64
    _Mode_complex128_complex64: TypeAlias = complex128
# </generated mode_aliases>

# <generated scipy_ndimage>
@overload
def map_coordinates(input: Array[bool_] | _NDArray[np.bool_] | np.bool_, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[bool_]: ...
@overload
def map_coordinates(input: Array[uint8] | _NDArray[np.uint8] | np.uint8, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[uint8]: ...
@overload
def map_coordinates(input: Array[uint16] | _NDArray[np.uint16] | np.uint16, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[uint16]: ...
@overload
def map_coordinates(input: Array[uint32] | _NDArray[np.uint32] | np.uint32, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[uint32]: ...
@overload
def map_coordinates(input: Array[uint64] | _NDArray[np.uint64] | np.uint64, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[_Mode_uint64_uint32]: ...
@overload
def map_coordinates(input: Array[int8] | _NDArray[np.int8] | np.int8, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[int8]: ...
@overload
def map_coordinates(input: Array[int16] | _NDArray[np.int16] | np.int16, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[int16]: ...
@overload
def map_coordinates(input: Array[int32] | _NDArray[np.int32] | np.int32, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[int32]: ...
@overload
def map_coordinates(input: Array[int64] | _NDArray[np.int64] | np.int64 | Array[builtins.int], coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[_Mode_int64_int32]: ...
@overload
def map_coordinates(input: Array[bfloat16], coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[bfloat16]: ...
@overload
def map_coordinates(input: Array[float16] | _NDArray[np.float16] | np.float16, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[float16]: ...
@overload
def map_coordinates(input: Array[float32] | _NDArray[np.float32] | np.float32, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[float32]: ...
@overload
def map_coordinates(input: Array[float64] | _NDArray[np.float64] | np.float64 | Array[builtins.float], coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[_Mode_float64_float32]: ...
@overload
def map_coordinates(input: Array[complex64] | _NDArray[np.complex64] | np.complex64, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[complex64]: ...
@overload
def map_coordinates(input: Array[complex128] | _NDArray[np.complex128] | np.complex128 | Array[builtins.complex], coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[_Mode_complex128_complex64]: ...
@overload
def map_coordinates(input: _AbstractArray, coordinates: Sequence[ArrayLike], order: Literal[0, 1], mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', cval: ArrayLike = 0.0) -> Array[generic]: ...
# </generated scipy_ndimage>
