# pyright: reportOverlappingOverload=false, reportRedeclaration=false
# mypy: disable-error-code="overload-overlap, no-redef, misc"
"""Stub of ``jaxtypes.numpy.fft``: discrete Fourier transforms on ``lax.fft``.

The transforms take integer and bool data as floats (float32; float64 for 64-bit
integers in 64-bit mode) and are never weakly typed: ``fft`` and its relatives give the
complex dtype of that float (complex64 for float16, bfloat16 and float32 data),
``rfft`` and ``ihfft`` take real data of 32 or 64 bits only, ``irfft`` and ``hfft`` give
the real dtype of the complex result; the shifts keep their operand's dtype. The
overloads between the ``# <generated ...>`` markers come from the operations table
(``jaxtypes/_operations.py``) and the lattice, through ``stubs/generate.py``.
"""

import builtins
from collections.abc import Sequence
from typing import Any, TypeAlias, overload

import numpy as np

from jaxtypes._array import JAXTYPES_X64, MYPY  # the mode switch and guard (not re-exported)
from jaxtypes._array import (
    Array,
    _DTypeLike_bfloat16,
    _DTypeLike_bool,
    _DTypeLike_complex64,
    _DTypeLike_complex128,
    _DTypeLike_float4_e2m1fn,
    _DTypeLike_float8_e3m4,
    _DTypeLike_float8_e4m3,
    _DTypeLike_float8_e4m3b11fnuz,
    _DTypeLike_float8_e4m3fn,
    _DTypeLike_float8_e4m3fnuz,
    _DTypeLike_float8_e5m2,
    _DTypeLike_float8_e5m2fnuz,
    _DTypeLike_float8_e8m0fnu,
    _DTypeLike_float16,
    _DTypeLike_float32,
    _DTypeLike_float64,
    _DTypeLike_int2,
    _DTypeLike_int4,
    _DTypeLike_int8,
    _DTypeLike_int16,
    _DTypeLike_int32,
    _DTypeLike_int64,
    _DTypeLike_uint2,
    _DTypeLike_uint4,
    _DTypeLike_uint8,
    _DTypeLike_uint16,
    _DTypeLike_uint32,
    _DTypeLike_uint64,
    _DTypeLike_int64_exact,
    _DTypeLike_float64_exact,
    _DTypeLike_complex128_exact,
    _UnnamedDTypeLike,
    _JustComplex,
    _JustFloat,
    _JustInt,
    _NDArray,
    _Top,
)
from jaxtypes.scalar_types import (
    _Exactly_complexfloating,
    _Exactly_floating,
    _Exactly_generic,
    _Exactly_inexact,
    _Exactly_integer,
    _Exactly_number,
    _Exactly_signedinteger,
    _Exactly_unsignedinteger,
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float4_e2m1fn,
    float8_e3m4,
    float8_e4m3,
    float8_e4m3b11fnuz,
    float8_e4m3fn,
    float8_e4m3fnuz,
    float8_e5m2,
    float8_e5m2fnuz,
    float8_e8m0fnu,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int2,
    int4,
    int8,
    int16,
    int32,
    int64,
    integer,
    number,
    signedinteger,
    uint2,
    uint4,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)
from jaxtypes.typing import ArrayLike, DTypeLike

__all__ = ["fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifft2", "ifftn", "ifftshift", "ihfft",
           "irfft", "irfft2", "irfftn", "rfft", "rfft2", "rfftfreq", "rfftn"]

# The answers that differ between the 64-bit modes (see stubs/_modes.py).
# <generated mode_aliases>
class _NoOperand:
    """No value has this type: the operand of an overload that the other 64-bit mode lacks."""

if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
    _Mode_complexfloating_complex64: TypeAlias = complex64
    _Mode_floating_float32: TypeAlias = float32
if not MYPY and not JAXTYPES_X64:  # pyright only
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
    _Mode_complexfloating_complex64: TypeAlias = complex64
    _Mode_floating_float32: TypeAlias = float32
if JAXTYPES_X64:
    _Mode_uint64_uint32: TypeAlias = uint64
    _Mode_int64_int32: TypeAlias = int64
    _Mode_float64_float32: TypeAlias = float64
    _Mode_complex128_complex64: TypeAlias = complex128
    _Mode_complexfloating_complex64: TypeAlias = complexfloating
    _Mode_floating_float32: TypeAlias = floating
# </generated mode_aliases>

# Operand sets the overloads below name more than once (see alias_unions in stubs/generate.py).
# <generated union_aliases>
_Union0: TypeAlias = Array[uint64 | int64 | float64 | complex128 | builtins.int | builtins.float | builtins.complex] | np.uint64 | np.int64 | np.float64 | np.complex128 | _NDArray[np.uint64 | np.int64 | np.float64 | np.complex128] | _JustInt | _JustFloat | _JustComplex
_Union1: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | complex64] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float16 | np.float32 | np.complex64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float16 | np.float32 | np.complex64] | builtins.bool
_Union2: TypeAlias = Array[uint64 | int64 | float64 | builtins.int | builtins.float] | np.uint64 | np.int64 | np.float64 | _NDArray[np.uint64 | np.int64 | np.float64] | _JustInt | _JustFloat
_Union3: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32 | float32] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32] | builtins.bool
_Union4: TypeAlias = builtins.int | builtins.float | builtins.complex | integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union5: TypeAlias = Array[uint64] | np.uint64 | _NDArray[np.uint64]
_Union6: TypeAlias = int | Sequence[int] | None
_Union7: TypeAlias = Array[int64] | np.int64 | _NDArray[np.int64]
_Union8: TypeAlias = Array[float64] | np.float64 | _NDArray[np.float64]
_Union9: TypeAlias = Array[complex128] | np.complex128 | _NDArray[np.complex128]
_Union10: TypeAlias = np.bool_ | _NDArray[np.bool_] | builtins.bool
# </generated union_aliases>

# The constrained TypeVars of the shifts (and the protocols of stubs/_array.pyi).
# <generated protocol_imports>
from jaxtypes._array import _R
from jaxtypes._array import _Y
from jaxtypes._array import _BitwiseWith
from jaxtypes._array import _CrossWith
from jaxtypes._array import _EqualityWith
from jaxtypes._array import _FirstWith
from jaxtypes._array import _FloorDivideWith
from jaxtypes._array import _GcdWith
from jaxtypes._array import _HypotWith
from jaxtypes._array import _Int32With
from jaxtypes._array import _JoinWith
from jaxtypes._array import _LogaddexpWith
from jaxtypes._array import _NextafterWith
from jaxtypes._array import _OrderingWith
from jaxtypes._array import _PowerRWith
from jaxtypes._array import _PowerWith
from jaxtypes._array import _ShiftWith
from jaxtypes._array import _StrongInexactWith
from jaxtypes._array import _StrongJoinWith
from jaxtypes._array import _SubtractWith
from jaxtypes._array import _TrueDivideWith
from jaxtypes._array import _UnionWith
from jaxtypes._array import _Keeps0
from jaxtypes._array import _Keeps1
from jaxtypes._array import _Keeps2
from jaxtypes._array import _Keeps3
from jaxtypes._array import _Keeps4
from jaxtypes._array import _Keeps5
from jaxtypes._array import _Keeps6
from jaxtypes._array import _Keeps7
from jaxtypes._array import _Keeps8
from jaxtypes._array import _Keeps9
from jaxtypes._array import _Keeps10
from jaxtypes._array import _Keeps11
from jaxtypes._array import _Keeps12
from jaxtypes._array import _Keeps13
from jaxtypes._array import _Keeps14
from jaxtypes._array import _Keeps15
from jaxtypes._array import _Keeps16
from jaxtypes._array import _Keeps17
from jaxtypes._array import _Keeps18
from jaxtypes._array import _Keeps19
from jaxtypes._array import _Keeps20
from jaxtypes._array import _Keeps21
from jaxtypes._array import _Keeps22
from jaxtypes._array import _Keeps23
from jaxtypes._array import _Keeps24
from jaxtypes._array import _Keeps25
from jaxtypes._array import _Keeps26
from jaxtypes._array import _Keeps27
# </generated protocol_imports>

# <generated numpy_fft>
@overload
def fft(a: _Union0, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def fft(a: _Union1, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[complex64]: ...
@overload
def fft(a: Array[_Top], /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def ifft(a: _Union0, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ifft(a: _Union1, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[complex64]: ...
@overload
def ifft(a: Array[_Top], /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def fft2(a: _Union0, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def fft2(a: _Union1, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[complex64]: ...
@overload
def fft2(a: Array[_Top], /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def ifft2(a: _Union0, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ifft2(a: _Union1, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[complex64]: ...
@overload
def ifft2(a: Array[_Top], /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def fftn(a: _Union0, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def fftn(a: _Union1, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[complex64]: ...
@overload
def fftn(a: Array[_Top], /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def ifftn(a: _Union0, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ifftn(a: _Union1, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[complex64]: ...
@overload
def ifftn(a: Array[_Top], /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def rfft(a: _Union2, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def rfft(a: _Union3, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[complex64]: ...
@overload
def rfft(a: Array[_Union4], /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def ihfft(a: _Union2, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ihfft(a: _Union3, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[complex64]: ...
@overload
def ihfft(a: Array[_Union4], /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def rfft2(a: _Union2, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def rfft2(a: _Union3, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[complex64]: ...
@overload
def rfft2(a: Array[_Union4], /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def rfftn(a: _Union2, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def rfftn(a: _Union3, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[complex64]: ...
@overload
def rfftn(a: Array[_Union4], /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def irfft(a: _Union0, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def irfft(a: _Union1, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[float32]: ...
@overload
def irfft(a: Array[_Top], /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_floating_float32]: ...
@overload
def hfft(a: _Union0, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def hfft(a: _Union1, /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[float32]: ...
@overload
def hfft(a: Array[_Top], /, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array[_Mode_floating_float32]: ...
@overload
def irfft2(a: _Union0, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def irfft2(a: _Union1, /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[float32]: ...
@overload
def irfft2(a: Array[_Top], /, s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None) -> Array[_Mode_floating_float32]: ...
@overload
def irfftn(a: _Union0, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def irfftn(a: _Union1, /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[float32]: ...
@overload
def irfftn(a: Array[_Top], /, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None) -> Array[_Mode_floating_float32]: ...
@overload
def fftshift(a: _Union5, /, axes: _Union6 = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def fftshift(a: _Union7, /, axes: _Union6 = None) -> Array[_Mode_int64_int32]: ...
@overload
def fftshift(a: _Union8, /, axes: _Union6 = None) -> Array[_Mode_float64_float32]: ...
@overload
def fftshift(a: Array[_Keeps0], /, axes: _Union6 = None) -> Array[_Keeps0]: ...
@overload
def fftshift(a: np.uint8 | _NDArray[np.uint8], /, axes: _Union6 = None) -> Array[uint8]: ...
@overload
def fftshift(a: np.uint16 | _NDArray[np.uint16], /, axes: _Union6 = None) -> Array[uint16]: ...
@overload
def fftshift(a: np.uint32 | _NDArray[np.uint32], /, axes: _Union6 = None) -> Array[uint32]: ...
@overload
def fftshift(a: np.int8 | _NDArray[np.int8], /, axes: _Union6 = None) -> Array[int8]: ...
@overload
def fftshift(a: np.int16 | _NDArray[np.int16], /, axes: _Union6 = None) -> Array[int16]: ...
@overload
def fftshift(a: np.int32 | _NDArray[np.int32], /, axes: _Union6 = None) -> Array[int32]: ...
@overload
def fftshift(a: np.float16 | _NDArray[np.float16], /, axes: _Union6 = None) -> Array[float16]: ...
@overload
def fftshift(a: np.float32 | _NDArray[np.float32], /, axes: _Union6 = None) -> Array[float32]: ...
@overload
def fftshift(a: np.complex64 | _NDArray[np.complex64], /, axes: _Union6 = None) -> Array[complex64]: ...
@overload
def fftshift(a: _Union9, /, axes: _Union6 = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def fftshift(a: _Union10, /, axes: _Union6 = None) -> Array[bool_]: ...
@overload
def fftshift(a: _JustInt, /, axes: _Union6 = None) -> Array[builtins.int]: ...
@overload
def fftshift(a: _JustFloat, /, axes: _Union6 = None) -> Array[builtins.float]: ...
@overload
def fftshift(a: _JustComplex, /, axes: _Union6 = None) -> Array[builtins.complex]: ...
@overload
def fftshift(a: Array[complexfloating], /, axes: _Union6 = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def fftshift(a: Array[inexact], /, axes: _Union6 = None) -> Array[inexact]: ...
@overload
def fftshift(a: Array[number], /, axes: _Union6 = None) -> Array[number]: ...
@overload
def fftshift(a: Array[generic], /, axes: _Union6 = None) -> Array[generic]: ...
@overload
def fftshift(a: Array[_Top], /, axes: _Union6 = None) -> Array[_Top]: ...
@overload
def ifftshift(a: _Union5, /, axes: _Union6 = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def ifftshift(a: _Union7, /, axes: _Union6 = None) -> Array[_Mode_int64_int32]: ...
@overload
def ifftshift(a: _Union8, /, axes: _Union6 = None) -> Array[_Mode_float64_float32]: ...
@overload
def ifftshift(a: Array[_Keeps0], /, axes: _Union6 = None) -> Array[_Keeps0]: ...
@overload
def ifftshift(a: np.uint8 | _NDArray[np.uint8], /, axes: _Union6 = None) -> Array[uint8]: ...
@overload
def ifftshift(a: np.uint16 | _NDArray[np.uint16], /, axes: _Union6 = None) -> Array[uint16]: ...
@overload
def ifftshift(a: np.uint32 | _NDArray[np.uint32], /, axes: _Union6 = None) -> Array[uint32]: ...
@overload
def ifftshift(a: np.int8 | _NDArray[np.int8], /, axes: _Union6 = None) -> Array[int8]: ...
@overload
def ifftshift(a: np.int16 | _NDArray[np.int16], /, axes: _Union6 = None) -> Array[int16]: ...
@overload
def ifftshift(a: np.int32 | _NDArray[np.int32], /, axes: _Union6 = None) -> Array[int32]: ...
@overload
def ifftshift(a: np.float16 | _NDArray[np.float16], /, axes: _Union6 = None) -> Array[float16]: ...
@overload
def ifftshift(a: np.float32 | _NDArray[np.float32], /, axes: _Union6 = None) -> Array[float32]: ...
@overload
def ifftshift(a: np.complex64 | _NDArray[np.complex64], /, axes: _Union6 = None) -> Array[complex64]: ...
@overload
def ifftshift(a: _Union9, /, axes: _Union6 = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ifftshift(a: _Union10, /, axes: _Union6 = None) -> Array[bool_]: ...
@overload
def ifftshift(a: _JustInt, /, axes: _Union6 = None) -> Array[builtins.int]: ...
@overload
def ifftshift(a: _JustFloat, /, axes: _Union6 = None) -> Array[builtins.float]: ...
@overload
def ifftshift(a: _JustComplex, /, axes: _Union6 = None) -> Array[builtins.complex]: ...
@overload
def ifftshift(a: Array[complexfloating], /, axes: _Union6 = None) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def ifftshift(a: Array[inexact], /, axes: _Union6 = None) -> Array[inexact]: ...
@overload
def ifftshift(a: Array[number], /, axes: _Union6 = None) -> Array[number]: ...
@overload
def ifftshift(a: Array[generic], /, axes: _Union6 = None) -> Array[generic]: ...
@overload
def ifftshift(a: Array[_Top], /, axes: _Union6 = None) -> Array[_Top]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_bool, device: Any = None) -> Array[bool_]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int64, device: Any = None) -> Array[_Mode_int64_int32]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float64, device: Any = None) -> Array[_Mode_float64_float32]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_complex128, device: Any = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint2, device: Any = None) -> Array[uint2]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint4, device: Any = None) -> Array[uint4]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint8, device: Any = None) -> Array[uint8]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint16, device: Any = None) -> Array[uint16]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint32, device: Any = None) -> Array[uint32]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint64, device: Any = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int2, device: Any = None) -> Array[int2]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int4, device: Any = None) -> Array[int4]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int8, device: Any = None) -> Array[int8]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int16, device: Any = None) -> Array[int16]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int32, device: Any = None) -> Array[int32]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float4_e2m1fn, device: Any = None) -> Array[float4_e2m1fn]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e3m4, device: Any = None) -> Array[float8_e3m4]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3, device: Any = None) -> Array[float8_e4m3]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3b11fnuz, device: Any = None) -> Array[float8_e4m3b11fnuz]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3fn, device: Any = None) -> Array[float8_e4m3fn]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3fnuz, device: Any = None) -> Array[float8_e4m3fnuz]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e5m2, device: Any = None) -> Array[float8_e5m2]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e5m2fnuz, device: Any = None) -> Array[float8_e5m2fnuz]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e8m0fnu, device: Any = None) -> Array[float8_e8m0fnu]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_bfloat16, device: Any = None) -> Array[bfloat16]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float16, device: Any = None) -> Array[float16]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float32, device: Any = None) -> Array[float32]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_complex64, device: Any = None) -> Array[complex64]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: DTypeLike, device: Any = None) -> Array[generic]: ...
@overload
def fftfreq(n: int, d: ArrayLike = 1.0, *, dtype: None = None, device: Any = None) -> Array[_Mode_float64_float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int64_exact, device: Any = None) -> Array[_Mode_float64_float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float64_exact, device: Any = None) -> Array[_Mode_float64_float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_complex128_exact, device: Any = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint2, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint4, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint8, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint16, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint32, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_uint64, device: Any = None) -> Array[_Mode_float64_float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int2, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int4, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int8, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int16, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_int32, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float4_e2m1fn, device: Any = None) -> Array[float4_e2m1fn]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e3m4, device: Any = None) -> Array[float8_e3m4]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3, device: Any = None) -> Array[float8_e4m3]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3b11fnuz, device: Any = None) -> Array[float8_e4m3b11fnuz]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3fn, device: Any = None) -> Array[float8_e4m3fn]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e4m3fnuz, device: Any = None) -> Array[float8_e4m3fnuz]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e5m2, device: Any = None) -> Array[float8_e5m2]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e5m2fnuz, device: Any = None) -> Array[float8_e5m2fnuz]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float8_e8m0fnu, device: Any = None) -> Array[float8_e8m0fnu]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_bfloat16, device: Any = None) -> Array[bfloat16]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float16, device: Any = None) -> Array[float16]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_float32, device: Any = None) -> Array[float32]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _DTypeLike_complex64, device: Any = None) -> Array[complex64]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: _UnnamedDTypeLike, device: Any = None) -> Array[generic]: ...
@overload
def rfftfreq(n: int, d: ArrayLike = 1.0, *, dtype: None = None, device: Any = None) -> Array[_Mode_float64_float32]: ...
# </generated numpy_fft>
