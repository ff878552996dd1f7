# pyright: reportOverlappingOverload=false, reportRedeclaration=false
# mypy: disable-error-code="overload-overlap, no-redef, misc"
"""Stub of ``jaxtypes.scipy.fft``.

The discrete cosine transforms of type 2 (the only type jax implements). Their overloads
come from running each abstractly on every input class in both 64-bit modes
(``stubs/_scipy_signal_fft.py``): real data of any dtype gives float32 (float64 from
64-bit data in 64-bit mode: the forward transform goes through ``jnp.fft.fft``, the
inverse computes in complex64 or complex128), complex data the complex dtype of its
width; results are never weakly typed. ``dctn``/``idctn`` of a Python scalar transform
no axis and give it back as an array of its own dtype.

What the types do not carry: the same holds for a 0-d array, and for ``axes=()``, which
the checkers (without ranks) type as transformed (a 0-d ``Array[int16]`` comes back as
int16, not float32).
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

__all__ = ["dct", "dctn", "idct", "idctn"]

# The answers that differ between the 64-bit modes (see stubs/_modes.py).
# <generated mode_aliases>
class _NoOperand:
    """No value has this type: the operand of an overload that the other 64-bit mode lacks."""

if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
if not MYPY and not JAXTYPES_X64:  # pyright only
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
if JAXTYPES_X64:
    _Mode_float64_float32: TypeAlias = float64
    _Mode_complex128_complex64: TypeAlias = complex128
# </generated mode_aliases>

# <generated scipy_fft>
@overload
def dct(x: Array[bool_] | _NDArray[np.bool_] | np.bool_ | Array[uint2] | Array[uint4] | Array[uint8] | _NDArray[np.uint8] | np.uint8 | Array[uint16] | _NDArray[np.uint16] | np.uint16 | Array[uint32] | _NDArray[np.uint32] | np.uint32 | Array[int2] | Array[int4] | Array[int8] | _NDArray[np.int8] | np.int8 | Array[int16] | _NDArray[np.int16] | np.int16 | Array[int32] | _NDArray[np.int32] | np.int32 | Array[float4_e2m1fn] | Array[float8_e3m4] | Array[float8_e4m3] | Array[float8_e4m3b11fnuz] | Array[float8_e4m3fn] | Array[float8_e4m3fnuz] | Array[float8_e5m2] | Array[float8_e5m2fnuz] | Array[float8_e8m0fnu] | Array[bfloat16] | Array[float16] | _NDArray[np.float16] | np.float16 | Array[float32] | _NDArray[np.float32] | np.float32, type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[float32]: ...
@overload
def dct(x: Array[uint64] | _NDArray[np.uint64] | np.uint64 | Array[int64] | _NDArray[np.int64] | np.int64 | Array[float64] | _NDArray[np.float64] | np.float64 | Array[builtins.int] | Array[builtins.float], type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def dct(x: Array[complex64] | _NDArray[np.complex64] | np.complex64, type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[complex64]: ...
@overload
def dct(x: Array[complex128] | _NDArray[np.complex128] | np.complex128 | Array[builtins.complex], type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def dct(x: _AbstractArray, type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[inexact]: ...
@overload
def idct(x: Array[bool_] | _NDArray[np.bool_] | np.bool_ | Array[uint2] | Array[uint4] | Array[uint8] | _NDArray[np.uint8] | np.uint8 | Array[uint16] | _NDArray[np.uint16] | np.uint16 | Array[uint32] | _NDArray[np.uint32] | np.uint32 | Array[int2] | Array[int4] | Array[int8] | _NDArray[np.int8] | np.int8 | Array[int16] | _NDArray[np.int16] | np.int16 | Array[int32] | _NDArray[np.int32] | np.int32 | Array[float4_e2m1fn] | Array[float8_e3m4] | Array[float8_e4m3] | Array[float8_e4m3b11fnuz] | Array[float8_e4m3fn] | Array[float8_e4m3fnuz] | Array[float8_e5m2] | Array[float8_e5m2fnuz] | Array[float8_e8m0fnu] | Array[bfloat16] | Array[float16] | _NDArray[np.float16] | np.float16 | Array[float32] | _NDArray[np.float32] | np.float32, type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[float32]: ...
@overload
def idct(x: Array[uint64] | _NDArray[np.uint64] | np.uint64 | Array[int64] | _NDArray[np.int64] | np.int64 | Array[float64] | _NDArray[np.float64] | np.float64 | Array[builtins.int] | Array[builtins.float], type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def idct(x: Array[complex64] | _NDArray[np.complex64] | np.complex64, type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[complex64]: ...
@overload
def idct(x: Array[complex128] | _NDArray[np.complex128] | np.complex128 | Array[builtins.complex], type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def idct(x: _AbstractArray, type: Literal[2] = 2, n: builtins.int | None = None, axis: builtins.int = -1, norm: Literal['backward', 'ortho'] | None = None) -> Array[inexact]: ...
@overload
def dctn(x: Array[bool_] | _NDArray[np.bool_] | np.bool_ | Array[uint2] | Array[uint4] | Array[uint8] | _NDArray[np.uint8] | np.uint8 | Array[uint16] | _NDArray[np.uint16] | np.uint16 | Array[uint32] | _NDArray[np.uint32] | np.uint32 | Array[int2] | Array[int4] | Array[int8] | _NDArray[np.int8] | np.int8 | Array[int16] | _NDArray[np.int16] | np.int16 | Array[int32] | _NDArray[np.int32] | np.int32 | Array[float4_e2m1fn] | Array[float8_e3m4] | Array[float8_e4m3] | Array[float8_e4m3b11fnuz] | Array[float8_e4m3fn] | Array[float8_e4m3fnuz] | Array[float8_e5m2] | Array[float8_e5m2fnuz] | Array[float8_e8m0fnu] | Array[bfloat16] | Array[float16] | _NDArray[np.float16] | np.float16 | Array[float32] | _NDArray[np.float32] | np.float32, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[float32]: ...
@overload
def dctn(x: Array[uint64] | _NDArray[np.uint64] | np.uint64 | Array[int64] | _NDArray[np.int64] | np.int64 | Array[float64] | _NDArray[np.float64] | np.float64 | Array[builtins.int] | Array[builtins.float], type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def dctn(x: Array[complex64] | _NDArray[np.complex64] | np.complex64, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[complex64]: ...
@overload
def dctn(x: Array[complex128] | _NDArray[np.complex128] | np.complex128 | Array[builtins.complex], type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def dctn(x: builtins.bool, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[bool_]: ...
@overload
def dctn(x: _JustInt, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[builtins.int]: ...
@overload
def dctn(x: _JustFloat, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[builtins.float]: ...
@overload
def dctn(x: _JustComplex, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[builtins.complex]: ...
@overload
def dctn(x: _AbstractArray, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[generic]: ...
@overload
def idctn(x: Array[bool_] | _NDArray[np.bool_] | np.bool_ | Array[uint2] | Array[uint4] | Array[uint8] | _NDArray[np.uint8] | np.uint8 | Array[uint16] | _NDArray[np.uint16] | np.uint16 | Array[uint32] | _NDArray[np.uint32] | np.uint32 | Array[int2] | Array[int4] | Array[int8] | _NDArray[np.int8] | np.int8 | Array[int16] | _NDArray[np.int16] | np.int16 | Array[int32] | _NDArray[np.int32] | np.int32 | Array[float4_e2m1fn] | Array[float8_e3m4] | Array[float8_e4m3] | Array[float8_e4m3b11fnuz] | Array[float8_e4m3fn] | Array[float8_e4m3fnuz] | Array[float8_e5m2] | Array[float8_e5m2fnuz] | Array[float8_e8m0fnu] | Array[bfloat16] | Array[float16] | _NDArray[np.float16] | np.float16 | Array[float32] | _NDArray[np.float32] | np.float32, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[float32]: ...
@overload
def idctn(x: Array[uint64] | _NDArray[np.uint64] | np.uint64 | Array[int64] | _NDArray[np.int64] | np.int64 | Array[float64] | _NDArray[np.float64] | np.float64 | Array[builtins.int] | Array[builtins.float], type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def idctn(x: Array[complex64] | _NDArray[np.complex64] | np.complex64, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[complex64]: ...
@overload
def idctn(x: Array[complex128] | _NDArray[np.complex128] | np.complex128 | Array[builtins.complex], type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def idctn(x: builtins.bool, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[bool_]: ...
@overload
def idctn(x: _JustInt, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[builtins.int]: ...
@overload
def idctn(x: _JustFloat, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[builtins.float]: ...
@overload
def idctn(x: _JustComplex, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[builtins.complex]: ...
@overload
def idctn(x: _AbstractArray, type: Literal[2] = 2, s: Sequence[builtins.int] | None = None, axes: Sequence[builtins.int] | None = None, norm: Literal['backward', 'ortho'] | None = None) -> Array[generic]: ...
# </generated scipy_fft>
