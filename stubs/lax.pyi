# pyright: reportOverlappingOverload=false, reportRedeclaration=false, reportUndefinedVariable=false
# mypy: disable-error-code="overload-overlap, overload-cannot-match, override, unused-ignore, no-redef, name-defined"
"""Stub of ``jaxtypes.lax``: no implicit promotion.

Elementwise binary operators take operands of one dtype (``lax.add(int16, float32)`` is
a type error); a Python scalar, or a weakly typed array, counts as the default dtype of
its kind, which the 64-bit mode decides: the stubs accept it with either default. The
overloads between the ``# <generated ...>`` markers are written by
``stubs/generate.py`` from the runtime's own dtype rules of each operator.
"""

import builtins
import enum
from collections.abc import Callable, Sequence
from typing import Any, Generic, Literal, NamedTuple, Never, TypeAlias, TypeVar, overload

import numpy as np

from jaxtypes.lax import linalg as linalg
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
    _JustComplex,
    _JustFloat,
    _JustInt,
    _NDArray,
    _Top,
    _TopArg,
    _AbstractArray,
    _AnyArray,
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
from jaxtypes._array import JAXTYPES_X64, MYPY, PYRIGHT_GATES  # the mode switch and guards (not re-exported)
from jaxtypes.typing import ArrayLike, DTypeLike, ShapeLike

# Operand sets the overloads below name more than once (see alias_unions in stubs/generate.py).
# <generated union_aliases>
_Union0: TypeAlias = Array[uint8] | np.uint8 | _NDArray[np.uint8]
_Union1: TypeAlias = Array[uint16] | np.uint16 | _NDArray[np.uint16]
_Union2: TypeAlias = Array[uint32] | np.uint32 | _NDArray[np.uint32]
_Union3: TypeAlias = Array[uint64] | np.uint64 | _NDArray[np.uint64]
_Union4: TypeAlias = Array[int8] | np.int8 | _NDArray[np.int8]
_Union5: TypeAlias = Array[int16] | np.int16 | _NDArray[np.int16]
_Union6: TypeAlias = Array[int32] | np.int32 | _NDArray[np.int32]
_Union7: TypeAlias = Array[int64 | _JustInt] | np.int64 | _NDArray[np.int64] | _JustInt
_Union8: TypeAlias = Array[float16] | np.float16 | _NDArray[np.float16]
_Union9: TypeAlias = Array[float32] | np.float32 | _NDArray[np.float32]
_Union10: TypeAlias = Array[float64 | _JustFloat] | np.float64 | _NDArray[np.float64] | _JustFloat
_Union11: TypeAlias = Array[complex64] | np.complex64 | _NDArray[np.complex64]
_Union12: TypeAlias = Array[complex128 | _JustComplex] | np.complex128 | _NDArray[np.complex128] | _JustComplex
_Union13: TypeAlias = Array[uint32 | uint64] | np.uint32 | np.uint64 | _NDArray[np.uint32 | np.uint64]
_Union14: TypeAlias = Array[int32 | int64 | _JustInt] | np.int32 | np.int64 | _NDArray[np.int32 | np.int64] | _JustInt
_Union15: TypeAlias = Array[float32 | float64 | _JustFloat] | np.float32 | np.float64 | _NDArray[np.float32 | np.float64] | _JustFloat
_Union16: TypeAlias = Array[complex64 | complex128 | _JustComplex] | np.complex64 | np.complex128 | _NDArray[np.complex64 | np.complex128] | _JustComplex
_Union17: TypeAlias = Array[int2 | int4 | int8 | int16 | int32 | int64 | _Exactly_signedinteger] | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.int8 | np.int16 | np.int32 | np.int64]
_Union18: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | _Exactly_unsignedinteger] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64]
_Union19: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | _Exactly_integer] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64]
_Union20: TypeAlias = Array[float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | _Exactly_floating] | np.float16 | np.float32 | np.float64 | _NDArray[np.float16 | np.float32 | np.float64]
_Union21: TypeAlias = Array[complex64 | complex128 | _Exactly_complexfloating] | np.complex64 | np.complex128 | _NDArray[np.complex64 | np.complex128]
_Union22: TypeAlias = Array[float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_inexact] | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union23: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_number] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union24: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union25: TypeAlias = Array[bool_] | np.bool_ | _NDArray[np.bool_] | builtins.bool
_Union26: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union27: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e3m4 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union28: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e4m3 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union29: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union30: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e4m3fn | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union31: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union32: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e5m2 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union33: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union34: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float8_e8m0fnu | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union35: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | bfloat16 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union36: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float16 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16] | _JustInt
_Union37: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float32 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float32 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float32] | _JustInt
_Union38: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float64 | _JustInt | _JustFloat] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64] | _JustInt | _JustFloat
_Union39: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | complex64 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex64] | _JustInt
_Union40: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | complex128 | _JustInt | _JustComplex] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex128] | _JustInt | _JustComplex
_Union41: TypeAlias = Array[_JustFloat] | _JustFloat | Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | _JustInt] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union42: TypeAlias = Array[int64] | np.int64 | _NDArray[np.int64]
_Union43: TypeAlias = Array[complex64] | np.float32 | np.complex64 | _NDArray[np.float32 | np.complex64]
_Union44: TypeAlias = Array[float64 | complex128] | np.float64 | np.complex128 | _NDArray[np.float64 | np.complex128]
_Union45: TypeAlias = Array[_JustFloat | _JustComplex] | _JustFloat | _JustComplex
_Union46: TypeAlias = Array[float64] | np.float64 | _NDArray[np.float64]
_Union47: TypeAlias = Array[complex128] | np.complex128 | _NDArray[np.complex128]
_Union48: TypeAlias = np.bool_ | _NDArray[np.bool_] | builtins.bool
_Union49: TypeAlias = Array[float32 | complex64] | np.float32 | np.complex64 | _NDArray[np.float32 | np.complex64]
_Union50: TypeAlias = Array[float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | _JustFloat] | np.float16 | np.float32 | np.float64 | _NDArray[np.float16 | np.float32 | np.float64] | _JustFloat
_Union51: TypeAlias = bool_ | uint2 | uint4 | int2
_Union52: TypeAlias = bool_ | uint2 | int2
_Union53: TypeAlias = bool_ | uint2 | uint4 | uint8 | int2 | int4
_Union54: TypeAlias = bool_ | uint2 | uint4 | int2 | int4
_Union55: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | int2 | int4 | int8
_Union56: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8
_Union57: TypeAlias = bool_ | uint2 | uint4 | uint8 | int2 | int4 | int8
_Union58: TypeAlias = np.bool_ | np.uint8 | np.int8
_Union59: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16
_Union60: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16
_Union61: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | int2 | int4 | int8 | int16
_Union62: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16
_Union63: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16
_Union64: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16
_Union65: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32
_Union66: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32
_Union67: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int
_Union68: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64
_Union69: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32
_Union70: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32
_Union71: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int
_Union72: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | builtins.int
_Union73: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | builtins.int
_Union74: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3b11fnuz | builtins.int
_Union75: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | builtins.int
_Union76: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3b11fnuz | float8_e4m3fnuz | builtins.int
_Union77: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | builtins.int
_Union78: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2fnuz | builtins.int
_Union79: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | float16 | builtins.int
_Union80: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16
_Union81: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | builtins.int
_Union82: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float16 | builtins.int
_Union83: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | builtins.int
_Union84: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32
_Union85: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float
_Union86: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64
_Union87: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32
_Union88: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | builtins.int | builtins.float
_Union89: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64
_Union90: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex
_Union91: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128
_Union92: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64
_Union93: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64
_Union94: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | builtins.int
_Union95: TypeAlias = builtins.int | builtins.float | builtins.complex
_Union96: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union97: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union98: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3b11fnuz | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union99: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union100: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fnuz | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union101: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union102: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float16 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union103: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | float16 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union104: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64
_Union105: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128
_Union106: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union107: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating
_Union108: TypeAlias = bool_ | uint2 | int2 | int4 | int8 | int16
_Union109: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16
_Union110: TypeAlias = int2 | int4 | int8 | int16
_Union111: TypeAlias = uint4 | uint8 | uint16 | uint32 | uint64
_Union112: TypeAlias = _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union113: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union114: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int
_Union115: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.float
_Union116: TypeAlias = bool_ | uint2 | builtins.int
_Union117: TypeAlias = bool_ | uint4 | builtins.int
_Union118: TypeAlias = bool_ | uint8 | builtins.int
_Union119: TypeAlias = bool_ | int2 | builtins.int
_Union120: TypeAlias = bool_ | int4 | builtins.int
_Union121: TypeAlias = bool_ | int8 | builtins.int
_Union122: TypeAlias = bool_ | uint8 | uint16 | builtins.int
_Union123: TypeAlias = np.bool_ | np.uint8 | np.uint16
_Union124: TypeAlias = bool_ | uint8 | uint16 | uint32 | builtins.int
_Union125: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32
_Union126: TypeAlias = bool_ | uint8 | int8 | int16 | builtins.int
_Union127: TypeAlias = np.bool_ | np.uint8 | np.int8 | np.int16
_Union128: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | builtins.int
_Union129: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64
_Union130: TypeAlias = bool_ | uint8 | uint16 | int8 | int16 | int32 | builtins.int
_Union131: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32
_Union132: TypeAlias = bool_ | uint8 | uint16 | uint32 | int8 | int16 | int32 | int64 | builtins.int
_Union133: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64
_Union134: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float
_Union135: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | builtins.float
_Union136: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e3m4 | builtins.int | builtins.float
_Union137: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3 | builtins.int | builtins.float
_Union138: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | builtins.int | builtins.float
_Union139: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fn | builtins.int | builtins.float
_Union140: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | builtins.int | builtins.float
_Union141: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2 | builtins.int | builtins.float
_Union142: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | builtins.int | builtins.float
_Union143: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e8m0fnu | builtins.int | builtins.float
_Union144: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | builtins.int | builtins.float
_Union145: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float
_Union146: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex
_Union147: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float
_Union148: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float
_Union149: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | complex64 | builtins.int | builtins.float | builtins.complex
_Union150: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64
_Union151: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex
_Union152: TypeAlias = _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union153: TypeAlias = bool_ | uint2 | int2 | int4 | int8 | int16 | _Exactly_signedinteger
_Union154: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | _Exactly_unsignedinteger
_Union155: TypeAlias = uint4 | uint8 | uint16 | uint32 | uint64 | _Exactly_unsignedinteger
_Union156: TypeAlias = int2 | int4 | int8 | int16 | _Exactly_signedinteger
_Union157: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union158: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union159: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union160: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number | _Exactly_generic
_Union161: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number
_Union162: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union163: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.float | _Exactly_floating
_Union164: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union165: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | _AnyArray
_Union166: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float32 | float64 | _JustInt | _JustFloat] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float32 | np.float64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float32 | np.float64] | _JustInt | _JustFloat
_Union167: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | complex64 | complex128 | _JustInt | _JustComplex] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex64 | np.complex128] | _JustInt | _JustComplex
# </generated union_aliases>

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
    _Mode_signedinteger_int32: TypeAlias = int32
    _Mode_unsignedinteger_uint32: TypeAlias = uint32
    _Mode_uint64_int32: TypeAlias = int32
    _Mode_integer_int32: TypeAlias = int32
    _Only32_5: TypeAlias = _Union13
    _Only32_6: TypeAlias = _Union14
    _Only32_7: TypeAlias = _Union15
    _Only32_8: TypeAlias = _Union16
    _Only32_9: TypeAlias = _Union166
    _Only32_10: TypeAlias = _Union167
if not MYPY and not JAXTYPES_X64:  # pyright only
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
    _Mode_complexfloating_complex64: TypeAlias = complex64
    _Mode_floating_float32: TypeAlias = float32
    _Mode_signedinteger_int32: TypeAlias = int32
    _Mode_unsignedinteger_uint32: TypeAlias = uint32
    _Mode_uint64_int32: TypeAlias = int32
    _Mode_integer_int32: TypeAlias = int32
    _Only32_5: TypeAlias = _Union13
    _Only32_6: TypeAlias = _Union14
    _Only32_7: TypeAlias = _Union15
    _Only32_8: TypeAlias = _Union16
    _Only32_9: TypeAlias = _Union166
    _Only32_10: TypeAlias = _Union167
if JAXTYPES_X64:
    _Mode_uint64_uint32: TypeAlias = uint64
    _Mode_int64_int32: TypeAlias = int64
    _Mode_float64_float32: TypeAlias = float64
    _Mode_complex128_complex64: TypeAlias = complex128
    _Mode_complexfloating_complex64: TypeAlias = complexfloating
    _Mode_floating_float32: TypeAlias = floating
    _Mode_signedinteger_int32: TypeAlias = signedinteger
    _Mode_unsignedinteger_uint32: TypeAlias = unsignedinteger
    _Mode_uint64_int32: TypeAlias = uint64
    _Mode_integer_int32: TypeAlias = integer
    _Only32_5: TypeAlias = _NoOperand
    _Only32_6: TypeAlias = _NoOperand
    _Only32_7: TypeAlias = _NoOperand
    _Only32_8: TypeAlias = _NoOperand
    _Only32_9: TypeAlias = _NoOperand
    _Only32_10: TypeAlias = _NoOperand
# </generated mode_aliases>

# Parameter types that pyright reads as TypeVars (stubs/_pyright_parameters.py).
# <generated parameter_typevars>
if MYPY and False:  # mypy: the parameter types themselves (stubs/_pyright_parameters.py)
    _P0: TypeAlias = Array[_JustInt] | _JustInt
    _P1: TypeAlias = Array[_JustInt] | _JustInt
    _P2: TypeAlias = Array[_JustFloat] | _JustFloat
    _P3: TypeAlias = Array[_JustFloat] | _JustFloat
    _P4: TypeAlias = Array[_JustComplex] | _JustComplex
    _P5: TypeAlias = Array[_JustComplex] | _JustComplex
    _P6: TypeAlias = Array[uint2]
    _P7: TypeAlias = Array[uint2]
    _P8: TypeAlias = Array[uint4]
    _P9: TypeAlias = Array[uint4]
    _Union0_1: TypeAlias = _Union0
    _Union0_2: TypeAlias = _Union0
    _Union1_1: TypeAlias = _Union1
    _Union1_2: TypeAlias = _Union1
    _Union2_1: TypeAlias = _Union2
    _Union2_2: TypeAlias = _Union2
    _Union3_1: TypeAlias = _Union3
    _Union3_2: TypeAlias = _Union3
    _P18: TypeAlias = Array[int2]
    _P19: TypeAlias = Array[int2]
    _P20: TypeAlias = Array[int4]
    _P21: TypeAlias = Array[int4]
    _Union4_1: TypeAlias = _Union4
    _Union4_2: TypeAlias = _Union4
    _Union5_1: TypeAlias = _Union5
    _Union5_2: TypeAlias = _Union5
    _Union6_1: TypeAlias = _Union6
    _Union6_2: TypeAlias = _Union6
    _Union7_1: TypeAlias = _Union7
    _Union7_2: TypeAlias = _Union7
    _P30: TypeAlias = Array[float4_e2m1fn]
    _P31: TypeAlias = Array[float4_e2m1fn]
    _P32: TypeAlias = Array[float8_e3m4]
    _P33: TypeAlias = Array[float8_e3m4]
    _P34: TypeAlias = Array[float8_e4m3]
    _P35: TypeAlias = Array[float8_e4m3]
    _P36: TypeAlias = Array[float8_e4m3b11fnuz]
    _P37: TypeAlias = Array[float8_e4m3b11fnuz]
    _P38: TypeAlias = Array[float8_e4m3fn]
    _P39: TypeAlias = Array[float8_e4m3fn]
    _P40: TypeAlias = Array[float8_e4m3fnuz]
    _P41: TypeAlias = Array[float8_e4m3fnuz]
    _P42: TypeAlias = Array[float8_e5m2]
    _P43: TypeAlias = Array[float8_e5m2]
    _P44: TypeAlias = Array[float8_e5m2fnuz]
    _P45: TypeAlias = Array[float8_e5m2fnuz]
    _P46: TypeAlias = Array[float8_e8m0fnu]
    _P47: TypeAlias = Array[float8_e8m0fnu]
    _P48: TypeAlias = Array[bfloat16]
    _P49: TypeAlias = Array[bfloat16]
    _Union8_1: TypeAlias = _Union8
    _Union8_2: TypeAlias = _Union8
    _Union9_1: TypeAlias = _Union9
    _Union9_2: TypeAlias = _Union9
    _Union10_1: TypeAlias = _Union10
    _Union10_2: TypeAlias = _Union10
    _Union11_1: TypeAlias = _Union11
    _Union11_2: TypeAlias = _Union11
    _Union12_1: TypeAlias = _Union12
    _Union12_2: TypeAlias = _Union12
    _Union13_1: TypeAlias = _Union13
    _Only32_5_2: TypeAlias = _Only32_5
    _Union14_1: TypeAlias = _Union14
    _Only32_6_2: TypeAlias = _Only32_6
    _Union15_1: TypeAlias = _Union15
    _Only32_7_2: TypeAlias = _Only32_7
    _Union16_1: TypeAlias = _Union16
    _Only32_8_2: TypeAlias = _Only32_8
    _P68: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_2: TypeAlias = _Union17
    _Union17_1: TypeAlias = _Union17
    _P71: TypeAlias = Array[_Exactly_signedinteger]
    _P72: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_2: TypeAlias = _Union18
    _Union18_1: TypeAlias = _Union18
    _P75: TypeAlias = Array[_Exactly_unsignedinteger]
    _P76: TypeAlias = Array[_Exactly_integer]
    _Union19_2: TypeAlias = _Union19
    _Union19_1: TypeAlias = _Union19
    _P79: TypeAlias = Array[_Exactly_integer]
    _P80: TypeAlias = Array[_Exactly_floating]
    _Union20_2: TypeAlias = _Union20
    _Union20_1: TypeAlias = _Union20
    _P83: TypeAlias = Array[_Exactly_floating]
    _P84: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_2: TypeAlias = _Union21
    _Union21_1: TypeAlias = _Union21
    _P87: TypeAlias = Array[_Exactly_complexfloating]
    _P88: TypeAlias = Array[_Exactly_inexact]
    _Union22_2: TypeAlias = _Union22
    _Union22_1: TypeAlias = _Union22
    _P91: TypeAlias = Array[_Exactly_inexact]
    _P92: TypeAlias = Array[_Exactly_number]
    _Union23_2: TypeAlias = _Union23
    _Union23_1: TypeAlias = _Union23
    _P95: TypeAlias = Array[_Exactly_number]
    _P96: TypeAlias = Array[_Exactly_generic]
    _Union24_2: TypeAlias = _Union24
    _Union24_1: TypeAlias = _Union24
    _P99: TypeAlias = Array[_Exactly_generic]
    _ArrayLike_2: TypeAlias = ArrayLike
    _ArrayLike_1: TypeAlias = ArrayLike
    _P102: TypeAlias = Array[_JustFloat] | _JustFloat
    _P103: TypeAlias = Array[_JustComplex] | _JustComplex
    _P104: TypeAlias = Array[float4_e2m1fn]
    _P105: TypeAlias = Array[float8_e3m4]
    _P106: TypeAlias = Array[float8_e4m3]
    _P107: TypeAlias = Array[float8_e4m3b11fnuz]
    _P108: TypeAlias = Array[float8_e4m3fn]
    _P109: TypeAlias = Array[float8_e4m3fnuz]
    _P110: TypeAlias = Array[float8_e5m2]
    _P111: TypeAlias = Array[float8_e5m2fnuz]
    _P112: TypeAlias = Array[float8_e8m0fnu]
    _P113: TypeAlias = Array[bfloat16]
    _Union8_0: TypeAlias = _Union8
    _Union9_0: TypeAlias = _Union9
    _Union10_0: TypeAlias = _Union10
    _Union11_0: TypeAlias = _Union11
    _Union12_0: TypeAlias = _Union12
    _Union15_0: TypeAlias = _Union15
    _Only32_7_1: TypeAlias = _Only32_7
    _Union16_0: TypeAlias = _Union16
    _Only32_8_1: TypeAlias = _Only32_8
    _P123: TypeAlias = Array[_Exactly_floating]
    _Union20_0: TypeAlias = _Union20
    _P125: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_0: TypeAlias = _Union21
    _P127: TypeAlias = Array[_Exactly_inexact]
    _Union22_0: TypeAlias = _Union22
    _P129: TypeAlias = Array[_Exactly_number]
    _Union23_0: TypeAlias = _Union23
    _P131: TypeAlias = Array[_Exactly_generic]
    _Union24_0: TypeAlias = _Union24
    _ArrayLike_0: TypeAlias = ArrayLike
    _Union25_1: TypeAlias = _Union25
    _Union25_2: TypeAlias = _Union25
    _P136: TypeAlias = Array[_JustInt] | _JustInt
    _P137: TypeAlias = Array[uint2]
    _P138: TypeAlias = Array[uint4]
    _Union0_0: TypeAlias = _Union0
    _Union1_0: TypeAlias = _Union1
    _Union2_0: TypeAlias = _Union2
    _Union3_0: TypeAlias = _Union3
    _P143: TypeAlias = Array[int2]
    _P144: TypeAlias = Array[int4]
    _Union4_0: TypeAlias = _Union4
    _Union5_0: TypeAlias = _Union5
    _Union6_0: TypeAlias = _Union6
    _Union7_0: TypeAlias = _Union7
    _Union13_0: TypeAlias = _Union13
    _Only32_5_1: TypeAlias = _Only32_5
    _Union14_0: TypeAlias = _Union14
    _Only32_6_1: TypeAlias = _Only32_6
    _P153: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_0: TypeAlias = _Union17
    _P155: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_0: TypeAlias = _Union18
    _P157: TypeAlias = Array[_Exactly_integer]
    _Union19_0: TypeAlias = _Union19
    _Union26_1: TypeAlias = _Union26
    _Union27_1: TypeAlias = _Union27
    _Union28_1: TypeAlias = _Union28
    _Union29_1: TypeAlias = _Union29
    _Union30_1: TypeAlias = _Union30
    _Union31_1: TypeAlias = _Union31
    _Union32_1: TypeAlias = _Union32
    _Union33_1: TypeAlias = _Union33
    _Union34_1: TypeAlias = _Union34
    _Union35_1: TypeAlias = _Union35
    _Union36_1: TypeAlias = _Union36
    _Union37_1: TypeAlias = _Union37
    _Union38_1: TypeAlias = _Union38
    _Union39_1: TypeAlias = _Union39
    _Union40_1: TypeAlias = _Union40
    _Only32_9_1: TypeAlias = _Only32_9
    _Only32_10_1: TypeAlias = _Only32_10
    _Union41_1: TypeAlias = _Union41
    _P177: TypeAlias = np.int8 | _NDArray[np.int8]
    _P178: TypeAlias = np.int16 | _NDArray[np.int16]
    _P179: TypeAlias = np.int32 | _NDArray[np.int32]
    _Union42_0: TypeAlias = _Union42
    _P181: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union43_0: TypeAlias = _Union43
    _Union44_0: TypeAlias = _Union44
    _Union45_0: TypeAlias = _Union45
    _P185: TypeAlias = np.float16 | _NDArray[np.float16]
    _P186: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union46_1: TypeAlias = _Union46
    _P188: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_1: TypeAlias = _Union47
    _Union48_0: TypeAlias = _Union48
    _P191: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P192: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P193: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P194: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P195: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P196: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P197: TypeAlias = np.int8 | _NDArray[np.int8]
    _P198: TypeAlias = np.int16 | _NDArray[np.int16]
    _P199: TypeAlias = np.int32 | _NDArray[np.int32]
    _Union42_1: TypeAlias = _Union42
    _Union49_0: TypeAlias = _Union49
    _Union50_0: TypeAlias = _Union50
    _DTypeLike_bool_1: TypeAlias = _DTypeLike_bool
    _DTypeLike_int64_1: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_1: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_1: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_1: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_1: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_1: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_1: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_1: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_1: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_1: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_1: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_1: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_1: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_1: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_1: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_1: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_1: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_1: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_1: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_1: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_1: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_1: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_1: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_1: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_1: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_1: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_1: TypeAlias = _DTypeLike_complex64
    _DTypeLike_1: TypeAlias = DTypeLike
    _DTypeLike_bool_0: TypeAlias = _DTypeLike_bool
    _int_1: TypeAlias = int
    _DTypeLike_int64_0: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_0: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_0: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_0: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_0: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_0: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_0: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_0: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_0: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_0: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_0: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_0: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_0: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_0: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_0: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_0: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_0: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_0: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_0: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_0: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_0: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_0: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_0: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_0: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_0: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_0: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_0: TypeAlias = _DTypeLike_complex64
    _DTypeLike_0: TypeAlias = DTypeLike
    _int_2: TypeAlias = int
    _DTypeLike_bool_2: TypeAlias = _DTypeLike_bool
    _DTypeLike_int64_2: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_2: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_2: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_2: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_2: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_2: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_2: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_2: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_2: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_2: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_2: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_2: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_2: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_2: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_2: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_2: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_2: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_2: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_2: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_2: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_2: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_2: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_2: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_2: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_2: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_2: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_2: TypeAlias = _DTypeLike_complex64
    _DTypeLike_2: TypeAlias = DTypeLike
    _None_2: TypeAlias = None
    _Union48_1: TypeAlias = _Union48
    _JustInt_1: TypeAlias = _JustInt
    _JustFloat_1: TypeAlias = _JustFloat
    _JustComplex_1: TypeAlias = _JustComplex
    _P297: TypeAlias = Array[complexfloating]
    _P298: TypeAlias = Array[inexact]
    _P299: TypeAlias = Array[number]
    _P300: TypeAlias = Array[generic]
    _P301: TypeAlias = Array[_Top]
    _Union46_0: TypeAlias = _Union46
    _P303: TypeAlias = np.float32 | _NDArray[np.float32]
    _P304: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_0: TypeAlias = _Union47
    _JustInt_0: TypeAlias = _JustInt
    _JustFloat_0: TypeAlias = _JustFloat
    _JustComplex_0: TypeAlias = _JustComplex
    _P309: TypeAlias = Array[complexfloating]
    _P310: TypeAlias = Array[inexact]
    _P311: TypeAlias = Array[number]
    _P312: TypeAlias = Array[generic]
    _P313: TypeAlias = Array[_Top]
    _DTypeLike_int64_3: TypeAlias = _DTypeLike_int64
    _DTypeLike_uint2_3: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_3: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_3: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_3: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_3: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_3: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_3: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_3: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_3: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_3: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_3: TypeAlias = _DTypeLike_int32
    _DTypeLike_3: TypeAlias = DTypeLike
    _Union25_0: TypeAlias = _Union25
    _DTypeLike_bool_5: TypeAlias = _DTypeLike_bool
    _DTypeLike_int64_5: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_5: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_5: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_5: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_5: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_5: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_5: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_5: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_5: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_5: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_5: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_5: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_5: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_5: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_5: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_5: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_5: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_5: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_5: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_5: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_5: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_5: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_5: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_5: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_5: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_5: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_5: TypeAlias = _DTypeLike_complex64
    _DTypeLike_5: TypeAlias = DTypeLike
    _P357: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P358: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _None_6: TypeAlias = None
    _P360: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P361: TypeAlias = Array[_Union51] | _NDArray[np.bool_]
    _P362: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P363: TypeAlias = Array[_Union53] | _NDArray[np.bool_ | np.uint8]
    _P364: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P365: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P366: TypeAlias = Array[_Union54] | _NDArray[np.bool_]
    _P367: TypeAlias = Array[_Union55] | _NDArray[_Union56]
    _P368: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P369: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P370: TypeAlias = Array[_Union57] | _NDArray[_Union58]
    _P371: TypeAlias = Array[_Union59] | _NDArray[_Union60]
    _P372: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P373: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P374: TypeAlias = Array[_Union61] | _NDArray[_Union62]
    _P375: TypeAlias = Array[_Union63] | _NDArray[_Union64]
    _P376: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P377: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P378: TypeAlias = Array[_Union59] | _NDArray[_Union60]
    _P379: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P380: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P381: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P382: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P383: TypeAlias = Array[_Union54] | _NDArray[np.bool_]
    _P384: TypeAlias = Array[_Union51] | _NDArray[np.bool_]
    _P385: TypeAlias = Array[_Union57] | _NDArray[_Union58]
    _P386: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P387: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P388: TypeAlias = Array[_Union53] | _NDArray[np.bool_ | np.uint8]
    _P389: TypeAlias = Array[_Union61] | _NDArray[_Union62]
    _P390: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P391: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P392: TypeAlias = Array[_Union55] | _NDArray[_Union56]
    _P393: TypeAlias = Array[_Union65] | _NDArray[_Union66]
    _P394: TypeAlias = Array[_Union67] | _NDArray[_Union68]
    _P395: TypeAlias = Array[int64] | _NDArray[np.int64]
    _P396: TypeAlias = Array[int64 | builtins.int] | _NDArray[np.int64]
    _P397: TypeAlias = Array[_Union69] | _NDArray[_Union70]
    _P398: TypeAlias = Array[_Union71] | _NDArray[_Union68]
    _P399: TypeAlias = Array[_Union72] | _NDArray[_Union68]
    _P400: TypeAlias = Array[_Union73] | _NDArray[_Union68]
    _P401: TypeAlias = Array[_Union74] | _NDArray[_Union68]
    _P402: TypeAlias = Array[_Union75] | _NDArray[_Union68]
    _P403: TypeAlias = Array[_Union76] | _NDArray[_Union68]
    _P404: TypeAlias = Array[_Union77] | _NDArray[_Union68]
    _P405: TypeAlias = Array[_Union78] | _NDArray[_Union68]
    _P406: TypeAlias = Array[_Union79] | _NDArray[_Union80]
    _P407: TypeAlias = Array[_Union81] | _NDArray[_Union80]
    _P408: TypeAlias = Array[_Union82] | _NDArray[_Union80]
    _P409: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P410: TypeAlias = Array[_Union83] | _NDArray[_Union84]
    _P411: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P412: TypeAlias = Array[_Union85] | _NDArray[_Union86]
    _P413: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P414: TypeAlias = Array[float64 | builtins.float] | _NDArray[np.float64]
    _P415: TypeAlias = Array[_Union87] | _NDArray[_Union84]
    _P416: TypeAlias = Array[_Union88] | _NDArray[_Union89]
    _P417: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P418: TypeAlias = Array[_Union90] | _NDArray[_Union91]
    _P419: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P420: TypeAlias = Array[complex128 | builtins.complex] | _NDArray[np.complex128]
    _P421: TypeAlias = Array[_Union92] | _NDArray[_Union89]
    _P422: TypeAlias = Array[_Union93] | _NDArray[_Union68]
    _P423: TypeAlias = Array[builtins.int]
    _P424: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P425: TypeAlias = Array[_Union94] | _NDArray[_Union68]
    _P426: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P427: TypeAlias = Array[_Union81] | _NDArray[_Union80]
    _P428: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P429: TypeAlias = Array[builtins.int]
    _P430: TypeAlias = Array[builtins.float]
    _P431: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P432: TypeAlias = Array[_Union85] | _NDArray[_Union86]
    _P433: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P434: TypeAlias = Array[builtins.int | builtins.float]
    _P435: TypeAlias = Array[builtins.int | builtins.float]
    _P436: TypeAlias = Array[builtins.float]
    _P437: TypeAlias = Array[builtins.complex]
    _P438: TypeAlias = Array[_Union95]
    _P439: TypeAlias = Array[builtins.complex]
    _P440: TypeAlias = Array[uint64]
    _P441: TypeAlias = Array[_Union96] | _NDArray[_Union68]
    _P442: TypeAlias = Array[_Union97] | _NDArray[_Union68]
    _P443: TypeAlias = Array[_Union98] | _NDArray[_Union68]
    _P444: TypeAlias = Array[_Union99] | _NDArray[_Union68]
    _P445: TypeAlias = Array[_Union100] | _NDArray[_Union68]
    _P446: TypeAlias = Array[_Union101] | _NDArray[_Union68]
    _P447: TypeAlias = Array[_Union102] | _NDArray[_Union80]
    _P448: TypeAlias = Array[_Union103] | _NDArray[_Union80]
    _P449: TypeAlias = Array[_Union104] | _NDArray[_Union86]
    _P450: TypeAlias = Array[_Union105] | _NDArray[_Union91]
    _P451: TypeAlias = Array[float16]
    _P452: TypeAlias = Array[_Union106]
    _P453: TypeAlias = Array[float32]
    _P454: TypeAlias = Array[complex64]
    _P455: TypeAlias = Array[_Union107]
    _P456: TypeAlias = Array[_Union108]
    _P457: TypeAlias = Array[int32]
    _P458: TypeAlias = Array[_Union109]
    _P459: TypeAlias = Array[uint32]
    _P460: TypeAlias = Array[_Union63]
    _P461: TypeAlias = Array[_Union110]
    _P462: TypeAlias = Array[_Union111]
    _P463: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P464: TypeAlias = Array[_Union112]
    _P465: TypeAlias = Array[bool_]
    _P466: TypeAlias = _NDArray[_Union91]
    _P467: TypeAlias = Array[_Union113]
    _P468: TypeAlias = Array[int64 | builtins.int]
    _P469: TypeAlias = Array[_Union81]
    _P470: TypeAlias = Array[_Union67]
    _P471: TypeAlias = Array[_Union114]
    _P472: TypeAlias = Array[float64 | builtins.float]
    _P473: TypeAlias = Array[_Union88]
    _P474: TypeAlias = Array[_Union85]
    _P475: TypeAlias = Array[_Union115]
    _P476: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P477: TypeAlias = Array[complex128 | builtins.complex]
    _P478: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P479: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P480: TypeAlias = Array[_Union116] | _NDArray[np.bool_]
    _P481: TypeAlias = Array[_Union116] | _NDArray[np.bool_]
    _P482: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P483: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P484: TypeAlias = Array[_Union118] | _NDArray[np.bool_ | np.uint8]
    _P485: TypeAlias = Array[_Union118] | _NDArray[np.bool_ | np.uint8]
    _P486: TypeAlias = Array[_Union119] | _NDArray[np.bool_]
    _P487: TypeAlias = Array[_Union119] | _NDArray[np.bool_]
    _P488: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P489: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P490: TypeAlias = Array[_Union121] | _NDArray[np.bool_ | np.int8]
    _P491: TypeAlias = Array[_Union121] | _NDArray[np.bool_ | np.int8]
    _P492: TypeAlias = Array[_Union122] | _NDArray[_Union123]
    _P493: TypeAlias = Array[_Union122] | _NDArray[_Union123]
    _P494: TypeAlias = Array[_Union124] | _NDArray[_Union125]
    _P495: TypeAlias = Array[_Union124] | _NDArray[_Union125]
    _P496: TypeAlias = Array[_Union126] | _NDArray[_Union127]
    _P497: TypeAlias = Array[_Union126] | _NDArray[_Union127]
    _P498: TypeAlias = Array[_Union128] | _NDArray[_Union129]
    _P499: TypeAlias = Array[_Union128] | _NDArray[_Union129]
    _P500: TypeAlias = Array[_Union130] | _NDArray[_Union131]
    _P501: TypeAlias = Array[_Union130] | _NDArray[_Union131]
    _P502: TypeAlias = Array[_Union132] | _NDArray[_Union133]
    _P503: TypeAlias = Array[_Union132] | _NDArray[_Union133]
    _P504: TypeAlias = Array[_Union134] | _NDArray[_Union68]
    _P505: TypeAlias = Array[_Union134] | _NDArray[_Union68]
    _P506: TypeAlias = Array[_Union135] | _NDArray[_Union68]
    _P507: TypeAlias = Array[_Union135] | _NDArray[_Union68]
    _P508: TypeAlias = Array[_Union136] | _NDArray[_Union68]
    _P509: TypeAlias = Array[_Union136] | _NDArray[_Union68]
    _P510: TypeAlias = Array[_Union137] | _NDArray[_Union68]
    _P511: TypeAlias = Array[_Union137] | _NDArray[_Union68]
    _P512: TypeAlias = Array[_Union138] | _NDArray[_Union68]
    _P513: TypeAlias = Array[_Union138] | _NDArray[_Union68]
    _P514: TypeAlias = Array[_Union139] | _NDArray[_Union68]
    _P515: TypeAlias = Array[_Union139] | _NDArray[_Union68]
    _P516: TypeAlias = Array[_Union140] | _NDArray[_Union68]
    _P517: TypeAlias = Array[_Union140] | _NDArray[_Union68]
    _P518: TypeAlias = Array[_Union141] | _NDArray[_Union68]
    _P519: TypeAlias = Array[_Union141] | _NDArray[_Union68]
    _P520: TypeAlias = Array[_Union142] | _NDArray[_Union68]
    _P521: TypeAlias = Array[_Union142] | _NDArray[_Union68]
    _P522: TypeAlias = Array[_Union143] | _NDArray[_Union68]
    _P523: TypeAlias = Array[_Union143] | _NDArray[_Union68]
    _P524: TypeAlias = Array[_Union144] | _NDArray[_Union68]
    _P525: TypeAlias = Array[_Union144] | _NDArray[_Union68]
    _P526: TypeAlias = Array[_Union145] | _NDArray[_Union80]
    _P527: TypeAlias = Array[_Union145] | _NDArray[_Union80]
    _P528: TypeAlias = Array[_Union146] | _NDArray[_Union68]
    _P529: TypeAlias = Array[_Union146] | _NDArray[_Union68]
    _P530: TypeAlias = Array[_Union147] | _NDArray[_Union84]
    _P531: TypeAlias = Array[_Union147] | _NDArray[_Union84]
    _P532: TypeAlias = Array[_Union148] | _NDArray[_Union86]
    _P533: TypeAlias = Array[_Union148] | _NDArray[_Union86]
    _P534: TypeAlias = Array[_Union149] | _NDArray[_Union150]
    _P535: TypeAlias = Array[_Union149] | _NDArray[_Union150]
    _P536: TypeAlias = Array[_Union151] | _NDArray[_Union91]
    _P537: TypeAlias = Array[_Union151] | _NDArray[_Union91]
    _P538: TypeAlias = Array[uint64]
    _P539: TypeAlias = Array[_Union106]
    _P540: TypeAlias = Array[float16]
    _P541: TypeAlias = Array[float32]
    _P542: TypeAlias = Array[_Union107]
    _P543: TypeAlias = Array[complex64]
    _P544: TypeAlias = Array[int32]
    _P545: TypeAlias = Array[uint32]
    _P546: TypeAlias = Array[bool_ | uint2]
    _P547: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P548: TypeAlias = Array[_Union152]
    _P549: TypeAlias = Array[bool_]
    _P550: TypeAlias = Array[int64 | builtins.int]
    _P551: TypeAlias = Array[_Union153]
    _P552: TypeAlias = Array[_Union154]
    _P553: TypeAlias = Array[_Exactly_signedinteger | _Exactly_integer]
    _P554: TypeAlias = Array[_Union155]
    _P555: TypeAlias = Array[_Union156]
    _P556: TypeAlias = Array[_Union157]
    _P557: TypeAlias = Array[float64 | builtins.float]
    _P558: TypeAlias = Array[_Union113]
    _P559: TypeAlias = Array[_Union158]
    _P560: TypeAlias = Array[_Union159]
    _P561: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _P562: TypeAlias = Array[_Union96]
    _P563: TypeAlias = Array[_Union160]
    _P564: TypeAlias = Array[_Union161]
    _P565: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P566: TypeAlias = Array[_Union162]
    _P567: TypeAlias = Array[_Union112]
    _P568: TypeAlias = Array[_Union163]
    _P569: TypeAlias = Array[complex128 | builtins.complex]
    _P570: TypeAlias = Array[bool_ | _Exactly_generic]
    _P571: TypeAlias = Array[_Union164]
    _None_5: TypeAlias = None
if not MYPY and PYRIGHT_GATES:  # read by pyright alone, which keeps these first declarations (open bounds)
    _P0_bound: TypeAlias = object
    _P1_bound: TypeAlias = object
    _P2_bound: TypeAlias = object
    _P3_bound: TypeAlias = object
    _P4_bound: TypeAlias = object
    _P5_bound: TypeAlias = object
    _P6_bound: TypeAlias = object
    _P7_bound: TypeAlias = object
    _P8_bound: TypeAlias = object
    _P9_bound: TypeAlias = object
    _Union0_1_bound: TypeAlias = object
    _Union0_2_bound: TypeAlias = object
    _Union1_1_bound: TypeAlias = object
    _Union1_2_bound: TypeAlias = object
    _Union2_1_bound: TypeAlias = object
    _Union2_2_bound: TypeAlias = object
    _Union3_1_bound: TypeAlias = object
    _Union3_2_bound: TypeAlias = object
    _P18_bound: TypeAlias = object
    _P19_bound: TypeAlias = object
    _P20_bound: TypeAlias = object
    _P21_bound: TypeAlias = object
    _Union4_1_bound: TypeAlias = object
    _Union4_2_bound: TypeAlias = object
    _Union5_1_bound: TypeAlias = object
    _Union5_2_bound: TypeAlias = object
    _Union6_1_bound: TypeAlias = object
    _Union6_2_bound: TypeAlias = object
    _Union7_1_bound: TypeAlias = object
    _Union7_2_bound: TypeAlias = object
    _P30_bound: TypeAlias = object
    _P31_bound: TypeAlias = object
    _P32_bound: TypeAlias = object
    _P33_bound: TypeAlias = object
    _P34_bound: TypeAlias = object
    _P35_bound: TypeAlias = object
    _P36_bound: TypeAlias = object
    _P37_bound: TypeAlias = object
    _P38_bound: TypeAlias = object
    _P39_bound: TypeAlias = object
    _P40_bound: TypeAlias = object
    _P41_bound: TypeAlias = object
    _P42_bound: TypeAlias = object
    _P43_bound: TypeAlias = object
    _P44_bound: TypeAlias = object
    _P45_bound: TypeAlias = object
    _P46_bound: TypeAlias = object
    _P47_bound: TypeAlias = object
    _P48_bound: TypeAlias = object
    _P49_bound: TypeAlias = object
    _Union8_1_bound: TypeAlias = object
    _Union8_2_bound: TypeAlias = object
    _Union9_1_bound: TypeAlias = object
    _Union9_2_bound: TypeAlias = object
    _Union10_1_bound: TypeAlias = object
    _Union10_2_bound: TypeAlias = object
    _Union11_1_bound: TypeAlias = object
    _Union11_2_bound: TypeAlias = object
    _Union12_1_bound: TypeAlias = object
    _Union12_2_bound: TypeAlias = object
    _Union13_1_bound: TypeAlias = object
    _Only32_5_2_bound: TypeAlias = object
    _Union14_1_bound: TypeAlias = object
    _Only32_6_2_bound: TypeAlias = object
    _Union15_1_bound: TypeAlias = object
    _Only32_7_2_bound: TypeAlias = object
    _Union16_1_bound: TypeAlias = object
    _Only32_8_2_bound: TypeAlias = object
    _P68_bound: TypeAlias = object
    _Union17_2_bound: TypeAlias = object
    _Union17_1_bound: TypeAlias = object
    _P71_bound: TypeAlias = object
    _P72_bound: TypeAlias = object
    _Union18_2_bound: TypeAlias = object
    _Union18_1_bound: TypeAlias = object
    _P75_bound: TypeAlias = object
    _P76_bound: TypeAlias = object
    _Union19_2_bound: TypeAlias = object
    _Union19_1_bound: TypeAlias = object
    _P79_bound: TypeAlias = object
    _P80_bound: TypeAlias = object
    _Union20_2_bound: TypeAlias = object
    _Union20_1_bound: TypeAlias = object
    _P83_bound: TypeAlias = object
    _P84_bound: TypeAlias = object
    _Union21_2_bound: TypeAlias = object
    _Union21_1_bound: TypeAlias = object
    _P87_bound: TypeAlias = object
    _P88_bound: TypeAlias = object
    _Union22_2_bound: TypeAlias = object
    _Union22_1_bound: TypeAlias = object
    _P91_bound: TypeAlias = object
    _P92_bound: TypeAlias = object
    _Union23_2_bound: TypeAlias = object
    _Union23_1_bound: TypeAlias = object
    _P95_bound: TypeAlias = object
    _P96_bound: TypeAlias = object
    _Union24_2_bound: TypeAlias = object
    _Union24_1_bound: TypeAlias = object
    _P99_bound: TypeAlias = object
    _ArrayLike_2_bound: TypeAlias = object
    _ArrayLike_1_bound: TypeAlias = object
    _P102_bound: TypeAlias = object
    _P103_bound: TypeAlias = object
    _P104_bound: TypeAlias = object
    _P105_bound: TypeAlias = object
    _P106_bound: TypeAlias = object
    _P107_bound: TypeAlias = object
    _P108_bound: TypeAlias = object
    _P109_bound: TypeAlias = object
    _P110_bound: TypeAlias = object
    _P111_bound: TypeAlias = object
    _P112_bound: TypeAlias = object
    _P113_bound: TypeAlias = object
    _Union8_0_bound: TypeAlias = object
    _Union9_0_bound: TypeAlias = object
    _Union10_0_bound: TypeAlias = object
    _Union11_0_bound: TypeAlias = object
    _Union12_0_bound: TypeAlias = object
    _Union15_0_bound: TypeAlias = object
    _Only32_7_1_bound: TypeAlias = object
    _Union16_0_bound: TypeAlias = object
    _Only32_8_1_bound: TypeAlias = object
    _P123_bound: TypeAlias = object
    _Union20_0_bound: TypeAlias = object
    _P125_bound: TypeAlias = object
    _Union21_0_bound: TypeAlias = object
    _P127_bound: TypeAlias = object
    _Union22_0_bound: TypeAlias = object
    _P129_bound: TypeAlias = object
    _Union23_0_bound: TypeAlias = object
    _P131_bound: TypeAlias = object
    _Union24_0_bound: TypeAlias = object
    _ArrayLike_0_bound: TypeAlias = object
    _Union25_1_bound: TypeAlias = object
    _Union25_2_bound: TypeAlias = object
    _P136_bound: TypeAlias = object
    _P137_bound: TypeAlias = object
    _P138_bound: TypeAlias = object
    _Union0_0_bound: TypeAlias = object
    _Union1_0_bound: TypeAlias = object
    _Union2_0_bound: TypeAlias = object
    _Union3_0_bound: TypeAlias = object
    _P143_bound: TypeAlias = object
    _P144_bound: TypeAlias = object
    _Union4_0_bound: TypeAlias = object
    _Union5_0_bound: TypeAlias = object
    _Union6_0_bound: TypeAlias = object
    _Union7_0_bound: TypeAlias = object
    _Union13_0_bound: TypeAlias = object
    _Only32_5_1_bound: TypeAlias = object
    _Union14_0_bound: TypeAlias = object
    _Only32_6_1_bound: TypeAlias = object
    _P153_bound: TypeAlias = object
    _Union17_0_bound: TypeAlias = object
    _P155_bound: TypeAlias = object
    _Union18_0_bound: TypeAlias = object
    _P157_bound: TypeAlias = object
    _Union19_0_bound: TypeAlias = object
    _Union26_1_bound: TypeAlias = object
    _Union27_1_bound: TypeAlias = object
    _Union28_1_bound: TypeAlias = object
    _Union29_1_bound: TypeAlias = object
    _Union30_1_bound: TypeAlias = object
    _Union31_1_bound: TypeAlias = object
    _Union32_1_bound: TypeAlias = object
    _Union33_1_bound: TypeAlias = object
    _Union34_1_bound: TypeAlias = object
    _Union35_1_bound: TypeAlias = object
    _Union36_1_bound: TypeAlias = object
    _Union37_1_bound: TypeAlias = object
    _Union38_1_bound: TypeAlias = object
    _Union39_1_bound: TypeAlias = object
    _Union40_1_bound: TypeAlias = object
    _Only32_9_1_bound: TypeAlias = object
    _Only32_10_1_bound: TypeAlias = object
    _Union41_1_bound: TypeAlias = object
    _P177_bound: TypeAlias = object
    _P178_bound: TypeAlias = object
    _P179_bound: TypeAlias = object
    _Union42_0_bound: TypeAlias = object
    _P181_bound: TypeAlias = object
    _Union43_0_bound: TypeAlias = object
    _Union44_0_bound: TypeAlias = object
    _Union45_0_bound: TypeAlias = object
    _P185_bound: TypeAlias = object
    _P186_bound: TypeAlias = object
    _Union46_1_bound: TypeAlias = object
    _P188_bound: TypeAlias = object
    _Union47_1_bound: TypeAlias = object
    _Union48_0_bound: TypeAlias = object
    _P191_bound: TypeAlias = object
    _P192_bound: TypeAlias = object
    _P193_bound: TypeAlias = object
    _P194_bound: TypeAlias = object
    _P195_bound: TypeAlias = object
    _P196_bound: TypeAlias = object
    _P197_bound: TypeAlias = object
    _P198_bound: TypeAlias = object
    _P199_bound: TypeAlias = object
    _Union42_1_bound: TypeAlias = object
    _Union49_0_bound: TypeAlias = object
    _Union50_0_bound: TypeAlias = object
    _DTypeLike_bool_1_bound: TypeAlias = object
    _DTypeLike_int64_1_bound: TypeAlias = object
    _DTypeLike_float64_1_bound: TypeAlias = object
    _DTypeLike_complex128_1_bound: TypeAlias = object
    _DTypeLike_uint2_1_bound: TypeAlias = object
    _DTypeLike_uint4_1_bound: TypeAlias = object
    _DTypeLike_uint8_1_bound: TypeAlias = object
    _DTypeLike_uint16_1_bound: TypeAlias = object
    _DTypeLike_uint32_1_bound: TypeAlias = object
    _DTypeLike_uint64_1_bound: TypeAlias = object
    _DTypeLike_int2_1_bound: TypeAlias = object
    _DTypeLike_int4_1_bound: TypeAlias = object
    _DTypeLike_int8_1_bound: TypeAlias = object
    _DTypeLike_int16_1_bound: TypeAlias = object
    _DTypeLike_int32_1_bound: TypeAlias = object
    _DTypeLike_float4_e2m1fn_1_bound: TypeAlias = object
    _DTypeLike_float8_e3m4_1_bound: TypeAlias = object
    _DTypeLike_float8_e4m3_1_bound: TypeAlias = object
    _DTypeLike_float8_e4m3b11fnuz_1_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fn_1_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fnuz_1_bound: TypeAlias = object
    _DTypeLike_float8_e5m2_1_bound: TypeAlias = object
    _DTypeLike_float8_e5m2fnuz_1_bound: TypeAlias = object
    _DTypeLike_float8_e8m0fnu_1_bound: TypeAlias = object
    _DTypeLike_bfloat16_1_bound: TypeAlias = object
    _DTypeLike_float16_1_bound: TypeAlias = object
    _DTypeLike_float32_1_bound: TypeAlias = object
    _DTypeLike_complex64_1_bound: TypeAlias = object
    _DTypeLike_1_bound: TypeAlias = object
    _DTypeLike_bool_0_bound: TypeAlias = object
    _int_1_bound: TypeAlias = object
    _DTypeLike_int64_0_bound: TypeAlias = object
    _DTypeLike_float64_0_bound: TypeAlias = object
    _DTypeLike_complex128_0_bound: TypeAlias = object
    _DTypeLike_uint2_0_bound: TypeAlias = object
    _DTypeLike_uint4_0_bound: TypeAlias = object
    _DTypeLike_uint8_0_bound: TypeAlias = object
    _DTypeLike_uint16_0_bound: TypeAlias = object
    _DTypeLike_uint32_0_bound: TypeAlias = object
    _DTypeLike_uint64_0_bound: TypeAlias = object
    _DTypeLike_int2_0_bound: TypeAlias = object
    _DTypeLike_int4_0_bound: TypeAlias = object
    _DTypeLike_int8_0_bound: TypeAlias = object
    _DTypeLike_int16_0_bound: TypeAlias = object
    _DTypeLike_int32_0_bound: TypeAlias = object
    _DTypeLike_float4_e2m1fn_0_bound: TypeAlias = object
    _DTypeLike_float8_e3m4_0_bound: TypeAlias = object
    _DTypeLike_float8_e4m3_0_bound: TypeAlias = object
    _DTypeLike_float8_e4m3b11fnuz_0_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fn_0_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fnuz_0_bound: TypeAlias = object
    _DTypeLike_float8_e5m2_0_bound: TypeAlias = object
    _DTypeLike_float8_e5m2fnuz_0_bound: TypeAlias = object
    _DTypeLike_float8_e8m0fnu_0_bound: TypeAlias = object
    _DTypeLike_bfloat16_0_bound: TypeAlias = object
    _DTypeLike_float16_0_bound: TypeAlias = object
    _DTypeLike_float32_0_bound: TypeAlias = object
    _DTypeLike_complex64_0_bound: TypeAlias = object
    _DTypeLike_0_bound: TypeAlias = object
    _int_2_bound: TypeAlias = object
    _DTypeLike_bool_2_bound: TypeAlias = object
    _DTypeLike_int64_2_bound: TypeAlias = object
    _DTypeLike_float64_2_bound: TypeAlias = object
    _DTypeLike_complex128_2_bound: TypeAlias = object
    _DTypeLike_uint2_2_bound: TypeAlias = object
    _DTypeLike_uint4_2_bound: TypeAlias = object
    _DTypeLike_uint8_2_bound: TypeAlias = object
    _DTypeLike_uint16_2_bound: TypeAlias = object
    _DTypeLike_uint32_2_bound: TypeAlias = object
    _DTypeLike_uint64_2_bound: TypeAlias = object
    _DTypeLike_int2_2_bound: TypeAlias = object
    _DTypeLike_int4_2_bound: TypeAlias = object
    _DTypeLike_int8_2_bound: TypeAlias = object
    _DTypeLike_int16_2_bound: TypeAlias = object
    _DTypeLike_int32_2_bound: TypeAlias = object
    _DTypeLike_float4_e2m1fn_2_bound: TypeAlias = object
    _DTypeLike_float8_e3m4_2_bound: TypeAlias = object
    _DTypeLike_float8_e4m3_2_bound: TypeAlias = object
    _DTypeLike_float8_e4m3b11fnuz_2_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fn_2_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fnuz_2_bound: TypeAlias = object
    _DTypeLike_float8_e5m2_2_bound: TypeAlias = object
    _DTypeLike_float8_e5m2fnuz_2_bound: TypeAlias = object
    _DTypeLike_float8_e8m0fnu_2_bound: TypeAlias = object
    _DTypeLike_bfloat16_2_bound: TypeAlias = object
    _DTypeLike_float16_2_bound: TypeAlias = object
    _DTypeLike_float32_2_bound: TypeAlias = object
    _DTypeLike_complex64_2_bound: TypeAlias = object
    _DTypeLike_2_bound: TypeAlias = object
    _None_2_bound: TypeAlias = object
    _Union48_1_bound: TypeAlias = object
    _JustInt_1_bound: TypeAlias = object
    _JustFloat_1_bound: TypeAlias = object
    _JustComplex_1_bound: TypeAlias = object
    _P297_bound: TypeAlias = object
    _P298_bound: TypeAlias = object
    _P299_bound: TypeAlias = object
    _P300_bound: TypeAlias = object
    _P301_bound: TypeAlias = object
    _Union46_0_bound: TypeAlias = object
    _P303_bound: TypeAlias = object
    _P304_bound: TypeAlias = object
    _Union47_0_bound: TypeAlias = object
    _JustInt_0_bound: TypeAlias = object
    _JustFloat_0_bound: TypeAlias = object
    _JustComplex_0_bound: TypeAlias = object
    _P309_bound: TypeAlias = object
    _P310_bound: TypeAlias = object
    _P311_bound: TypeAlias = object
    _P312_bound: TypeAlias = object
    _P313_bound: TypeAlias = object
    _DTypeLike_int64_3_bound: TypeAlias = object
    _DTypeLike_uint2_3_bound: TypeAlias = object
    _DTypeLike_uint4_3_bound: TypeAlias = object
    _DTypeLike_uint8_3_bound: TypeAlias = object
    _DTypeLike_uint16_3_bound: TypeAlias = object
    _DTypeLike_uint32_3_bound: TypeAlias = object
    _DTypeLike_uint64_3_bound: TypeAlias = object
    _DTypeLike_int2_3_bound: TypeAlias = object
    _DTypeLike_int4_3_bound: TypeAlias = object
    _DTypeLike_int8_3_bound: TypeAlias = object
    _DTypeLike_int16_3_bound: TypeAlias = object
    _DTypeLike_int32_3_bound: TypeAlias = object
    _DTypeLike_3_bound: TypeAlias = object
    _Union25_0_bound: TypeAlias = object
    _DTypeLike_bool_5_bound: TypeAlias = object
    _DTypeLike_int64_5_bound: TypeAlias = object
    _DTypeLike_float64_5_bound: TypeAlias = object
    _DTypeLike_complex128_5_bound: TypeAlias = object
    _DTypeLike_uint2_5_bound: TypeAlias = object
    _DTypeLike_uint4_5_bound: TypeAlias = object
    _DTypeLike_uint8_5_bound: TypeAlias = object
    _DTypeLike_uint16_5_bound: TypeAlias = object
    _DTypeLike_uint32_5_bound: TypeAlias = object
    _DTypeLike_uint64_5_bound: TypeAlias = object
    _DTypeLike_int2_5_bound: TypeAlias = object
    _DTypeLike_int4_5_bound: TypeAlias = object
    _DTypeLike_int8_5_bound: TypeAlias = object
    _DTypeLike_int16_5_bound: TypeAlias = object
    _DTypeLike_int32_5_bound: TypeAlias = object
    _DTypeLike_float4_e2m1fn_5_bound: TypeAlias = object
    _DTypeLike_float8_e3m4_5_bound: TypeAlias = object
    _DTypeLike_float8_e4m3_5_bound: TypeAlias = object
    _DTypeLike_float8_e4m3b11fnuz_5_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fn_5_bound: TypeAlias = object
    _DTypeLike_float8_e4m3fnuz_5_bound: TypeAlias = object
    _DTypeLike_float8_e5m2_5_bound: TypeAlias = object
    _DTypeLike_float8_e5m2fnuz_5_bound: TypeAlias = object
    _DTypeLike_float8_e8m0fnu_5_bound: TypeAlias = object
    _DTypeLike_bfloat16_5_bound: TypeAlias = object
    _DTypeLike_float16_5_bound: TypeAlias = object
    _DTypeLike_float32_5_bound: TypeAlias = object
    _DTypeLike_complex64_5_bound: TypeAlias = object
    _DTypeLike_5_bound: TypeAlias = object
    _P357_bound: TypeAlias = object
    _P358_bound: TypeAlias = object
    _None_6_bound: TypeAlias = object
    _P360_bound: TypeAlias = object
    _P361_bound: TypeAlias = object
    _P362_bound: TypeAlias = object
    _P363_bound: TypeAlias = object
    _P364_bound: TypeAlias = object
    _P365_bound: TypeAlias = object
    _P366_bound: TypeAlias = object
    _P367_bound: TypeAlias = object
    _P368_bound: TypeAlias = object
    _P369_bound: TypeAlias = object
    _P370_bound: TypeAlias = object
    _P371_bound: TypeAlias = object
    _P372_bound: TypeAlias = object
    _P373_bound: TypeAlias = object
    _P374_bound: TypeAlias = object
    _P375_bound: TypeAlias = object
    _P376_bound: TypeAlias = object
    _P377_bound: TypeAlias = object
    _P378_bound: TypeAlias = object
    _P379_bound: TypeAlias = object
    _P380_bound: TypeAlias = object
    _P381_bound: TypeAlias = object
    _P382_bound: TypeAlias = object
    _P383_bound: TypeAlias = object
    _P384_bound: TypeAlias = object
    _P385_bound: TypeAlias = object
    _P386_bound: TypeAlias = object
    _P387_bound: TypeAlias = object
    _P388_bound: TypeAlias = object
    _P389_bound: TypeAlias = object
    _P390_bound: TypeAlias = object
    _P391_bound: TypeAlias = object
    _P392_bound: TypeAlias = object
    _P393_bound: TypeAlias = object
    _P394_bound: TypeAlias = object
    _P395_bound: TypeAlias = object
    _P396_bound: TypeAlias = object
    _P397_bound: TypeAlias = object
    _P398_bound: TypeAlias = object
    _P399_bound: TypeAlias = object
    _P400_bound: TypeAlias = object
    _P401_bound: TypeAlias = object
    _P402_bound: TypeAlias = object
    _P403_bound: TypeAlias = object
    _P404_bound: TypeAlias = object
    _P405_bound: TypeAlias = object
    _P406_bound: TypeAlias = object
    _P407_bound: TypeAlias = object
    _P408_bound: TypeAlias = object
    _P409_bound: TypeAlias = object
    _P410_bound: TypeAlias = object
    _P411_bound: TypeAlias = object
    _P412_bound: TypeAlias = object
    _P413_bound: TypeAlias = object
    _P414_bound: TypeAlias = object
    _P415_bound: TypeAlias = object
    _P416_bound: TypeAlias = object
    _P417_bound: TypeAlias = object
    _P418_bound: TypeAlias = object
    _P419_bound: TypeAlias = object
    _P420_bound: TypeAlias = object
    _P421_bound: TypeAlias = object
    _P422_bound: TypeAlias = object
    _P423_bound: TypeAlias = object
    _P424_bound: TypeAlias = object
    _P425_bound: TypeAlias = object
    _P426_bound: TypeAlias = object
    _P427_bound: TypeAlias = object
    _P428_bound: TypeAlias = object
    _P429_bound: TypeAlias = object
    _P430_bound: TypeAlias = object
    _P431_bound: TypeAlias = object
    _P432_bound: TypeAlias = object
    _P433_bound: TypeAlias = object
    _P434_bound: TypeAlias = object
    _P435_bound: TypeAlias = object
    _P436_bound: TypeAlias = object
    _P437_bound: TypeAlias = object
    _P438_bound: TypeAlias = object
    _P439_bound: TypeAlias = object
    _P440_bound: TypeAlias = object
    _P441_bound: TypeAlias = object
    _P442_bound: TypeAlias = object
    _P443_bound: TypeAlias = object
    _P444_bound: TypeAlias = object
    _P445_bound: TypeAlias = object
    _P446_bound: TypeAlias = object
    _P447_bound: TypeAlias = object
    _P448_bound: TypeAlias = object
    _P449_bound: TypeAlias = object
    _P450_bound: TypeAlias = object
    _P451_bound: TypeAlias = object
    _P452_bound: TypeAlias = object
    _P453_bound: TypeAlias = object
    _P454_bound: TypeAlias = object
    _P455_bound: TypeAlias = object
    _P456_bound: TypeAlias = object
    _P457_bound: TypeAlias = object
    _P458_bound: TypeAlias = object
    _P459_bound: TypeAlias = object
    _P460_bound: TypeAlias = object
    _P461_bound: TypeAlias = object
    _P462_bound: TypeAlias = object
    _P463_bound: TypeAlias = object
    _P464_bound: TypeAlias = object
    _P465_bound: TypeAlias = object
    _P466_bound: TypeAlias = object
    _P467_bound: TypeAlias = object
    _P468_bound: TypeAlias = object
    _P469_bound: TypeAlias = object
    _P470_bound: TypeAlias = object
    _P471_bound: TypeAlias = object
    _P472_bound: TypeAlias = object
    _P473_bound: TypeAlias = object
    _P474_bound: TypeAlias = object
    _P475_bound: TypeAlias = object
    _P476_bound: TypeAlias = object
    _P477_bound: TypeAlias = object
    _P478_bound: TypeAlias = object
    _P479_bound: TypeAlias = object
    _P480_bound: TypeAlias = object
    _P481_bound: TypeAlias = object
    _P482_bound: TypeAlias = object
    _P483_bound: TypeAlias = object
    _P484_bound: TypeAlias = object
    _P485_bound: TypeAlias = object
    _P486_bound: TypeAlias = object
    _P487_bound: TypeAlias = object
    _P488_bound: TypeAlias = object
    _P489_bound: TypeAlias = object
    _P490_bound: TypeAlias = object
    _P491_bound: TypeAlias = object
    _P492_bound: TypeAlias = object
    _P493_bound: TypeAlias = object
    _P494_bound: TypeAlias = object
    _P495_bound: TypeAlias = object
    _P496_bound: TypeAlias = object
    _P497_bound: TypeAlias = object
    _P498_bound: TypeAlias = object
    _P499_bound: TypeAlias = object
    _P500_bound: TypeAlias = object
    _P501_bound: TypeAlias = object
    _P502_bound: TypeAlias = object
    _P503_bound: TypeAlias = object
    _P504_bound: TypeAlias = object
    _P505_bound: TypeAlias = object
    _P506_bound: TypeAlias = object
    _P507_bound: TypeAlias = object
    _P508_bound: TypeAlias = object
    _P509_bound: TypeAlias = object
    _P510_bound: TypeAlias = object
    _P511_bound: TypeAlias = object
    _P512_bound: TypeAlias = object
    _P513_bound: TypeAlias = object
    _P514_bound: TypeAlias = object
    _P515_bound: TypeAlias = object
    _P516_bound: TypeAlias = object
    _P517_bound: TypeAlias = object
    _P518_bound: TypeAlias = object
    _P519_bound: TypeAlias = object
    _P520_bound: TypeAlias = object
    _P521_bound: TypeAlias = object
    _P522_bound: TypeAlias = object
    _P523_bound: TypeAlias = object
    _P524_bound: TypeAlias = object
    _P525_bound: TypeAlias = object
    _P526_bound: TypeAlias = object
    _P527_bound: TypeAlias = object
    _P528_bound: TypeAlias = object
    _P529_bound: TypeAlias = object
    _P530_bound: TypeAlias = object
    _P531_bound: TypeAlias = object
    _P532_bound: TypeAlias = object
    _P533_bound: TypeAlias = object
    _P534_bound: TypeAlias = object
    _P535_bound: TypeAlias = object
    _P536_bound: TypeAlias = object
    _P537_bound: TypeAlias = object
    _P538_bound: TypeAlias = object
    _P539_bound: TypeAlias = object
    _P540_bound: TypeAlias = object
    _P541_bound: TypeAlias = object
    _P542_bound: TypeAlias = object
    _P543_bound: TypeAlias = object
    _P544_bound: TypeAlias = object
    _P545_bound: TypeAlias = object
    _P546_bound: TypeAlias = object
    _P547_bound: TypeAlias = object
    _P548_bound: TypeAlias = object
    _P549_bound: TypeAlias = object
    _P550_bound: TypeAlias = object
    _P551_bound: TypeAlias = object
    _P552_bound: TypeAlias = object
    _P553_bound: TypeAlias = object
    _P554_bound: TypeAlias = object
    _P555_bound: TypeAlias = object
    _P556_bound: TypeAlias = object
    _P557_bound: TypeAlias = object
    _P558_bound: TypeAlias = object
    _P559_bound: TypeAlias = object
    _P560_bound: TypeAlias = object
    _P561_bound: TypeAlias = object
    _P562_bound: TypeAlias = object
    _P563_bound: TypeAlias = object
    _P564_bound: TypeAlias = object
    _P565_bound: TypeAlias = object
    _P566_bound: TypeAlias = object
    _P567_bound: TypeAlias = object
    _P568_bound: TypeAlias = object
    _P569_bound: TypeAlias = object
    _P570_bound: TypeAlias = object
    _P571_bound: TypeAlias = object
    _None_5_bound: TypeAlias = object
if not MYPY:  # ty, pyrefly: TypeVars bound to the types (pyright: to object)
    _P0_bound: TypeAlias = Array[_JustInt] | _JustInt
    _P1_bound: TypeAlias = Array[_JustInt] | _JustInt
    _P2_bound: TypeAlias = Array[_JustFloat] | _JustFloat
    _P3_bound: TypeAlias = Array[_JustFloat] | _JustFloat
    _P4_bound: TypeAlias = Array[_JustComplex] | _JustComplex
    _P5_bound: TypeAlias = Array[_JustComplex] | _JustComplex
    _P6_bound: TypeAlias = Array[uint2]
    _P7_bound: TypeAlias = Array[uint2]
    _P8_bound: TypeAlias = Array[uint4]
    _P9_bound: TypeAlias = Array[uint4]
    _Union0_1_bound: TypeAlias = _Union0
    _Union0_2_bound: TypeAlias = _Union0
    _Union1_1_bound: TypeAlias = _Union1
    _Union1_2_bound: TypeAlias = _Union1
    _Union2_1_bound: TypeAlias = _Union2
    _Union2_2_bound: TypeAlias = _Union2
    _Union3_1_bound: TypeAlias = _Union3
    _Union3_2_bound: TypeAlias = _Union3
    _P18_bound: TypeAlias = Array[int2]
    _P19_bound: TypeAlias = Array[int2]
    _P20_bound: TypeAlias = Array[int4]
    _P21_bound: TypeAlias = Array[int4]
    _Union4_1_bound: TypeAlias = _Union4
    _Union4_2_bound: TypeAlias = _Union4
    _Union5_1_bound: TypeAlias = _Union5
    _Union5_2_bound: TypeAlias = _Union5
    _Union6_1_bound: TypeAlias = _Union6
    _Union6_2_bound: TypeAlias = _Union6
    _Union7_1_bound: TypeAlias = _Union7
    _Union7_2_bound: TypeAlias = _Union7
    _P30_bound: TypeAlias = Array[float4_e2m1fn]
    _P31_bound: TypeAlias = Array[float4_e2m1fn]
    _P32_bound: TypeAlias = Array[float8_e3m4]
    _P33_bound: TypeAlias = Array[float8_e3m4]
    _P34_bound: TypeAlias = Array[float8_e4m3]
    _P35_bound: TypeAlias = Array[float8_e4m3]
    _P36_bound: TypeAlias = Array[float8_e4m3b11fnuz]
    _P37_bound: TypeAlias = Array[float8_e4m3b11fnuz]
    _P38_bound: TypeAlias = Array[float8_e4m3fn]
    _P39_bound: TypeAlias = Array[float8_e4m3fn]
    _P40_bound: TypeAlias = Array[float8_e4m3fnuz]
    _P41_bound: TypeAlias = Array[float8_e4m3fnuz]
    _P42_bound: TypeAlias = Array[float8_e5m2]
    _P43_bound: TypeAlias = Array[float8_e5m2]
    _P44_bound: TypeAlias = Array[float8_e5m2fnuz]
    _P45_bound: TypeAlias = Array[float8_e5m2fnuz]
    _P46_bound: TypeAlias = Array[float8_e8m0fnu]
    _P47_bound: TypeAlias = Array[float8_e8m0fnu]
    _P48_bound: TypeAlias = Array[bfloat16]
    _P49_bound: TypeAlias = Array[bfloat16]
    _Union8_1_bound: TypeAlias = _Union8
    _Union8_2_bound: TypeAlias = _Union8
    _Union9_1_bound: TypeAlias = _Union9
    _Union9_2_bound: TypeAlias = _Union9
    _Union10_1_bound: TypeAlias = _Union10
    _Union10_2_bound: TypeAlias = _Union10
    _Union11_1_bound: TypeAlias = _Union11
    _Union11_2_bound: TypeAlias = _Union11
    _Union12_1_bound: TypeAlias = _Union12
    _Union12_2_bound: TypeAlias = _Union12
    _Union13_1_bound: TypeAlias = _Union13
    _Only32_5_2_bound: TypeAlias = _Only32_5
    _Union14_1_bound: TypeAlias = _Union14
    _Only32_6_2_bound: TypeAlias = _Only32_6
    _Union15_1_bound: TypeAlias = _Union15
    _Only32_7_2_bound: TypeAlias = _Only32_7
    _Union16_1_bound: TypeAlias = _Union16
    _Only32_8_2_bound: TypeAlias = _Only32_8
    _P68_bound: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_2_bound: TypeAlias = _Union17
    _Union17_1_bound: TypeAlias = _Union17
    _P71_bound: TypeAlias = Array[_Exactly_signedinteger]
    _P72_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_2_bound: TypeAlias = _Union18
    _Union18_1_bound: TypeAlias = _Union18
    _P75_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _P76_bound: TypeAlias = Array[_Exactly_integer]
    _Union19_2_bound: TypeAlias = _Union19
    _Union19_1_bound: TypeAlias = _Union19
    _P79_bound: TypeAlias = Array[_Exactly_integer]
    _P80_bound: TypeAlias = Array[_Exactly_floating]
    _Union20_2_bound: TypeAlias = _Union20
    _Union20_1_bound: TypeAlias = _Union20
    _P83_bound: TypeAlias = Array[_Exactly_floating]
    _P84_bound: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_2_bound: TypeAlias = _Union21
    _Union21_1_bound: TypeAlias = _Union21
    _P87_bound: TypeAlias = Array[_Exactly_complexfloating]
    _P88_bound: TypeAlias = Array[_Exactly_inexact]
    _Union22_2_bound: TypeAlias = _Union22
    _Union22_1_bound: TypeAlias = _Union22
    _P91_bound: TypeAlias = Array[_Exactly_inexact]
    _P92_bound: TypeAlias = Array[_Exactly_number]
    _Union23_2_bound: TypeAlias = _Union23
    _Union23_1_bound: TypeAlias = _Union23
    _P95_bound: TypeAlias = Array[_Exactly_number]
    _P96_bound: TypeAlias = Array[_Exactly_generic]
    _Union24_2_bound: TypeAlias = _Union24
    _Union24_1_bound: TypeAlias = _Union24
    _P99_bound: TypeAlias = Array[_Exactly_generic]
    _ArrayLike_2_bound: TypeAlias = ArrayLike
    _ArrayLike_1_bound: TypeAlias = ArrayLike
    _P102_bound: TypeAlias = Array[_JustFloat] | _JustFloat
    _P103_bound: TypeAlias = Array[_JustComplex] | _JustComplex
    _P104_bound: TypeAlias = Array[float4_e2m1fn]
    _P105_bound: TypeAlias = Array[float8_e3m4]
    _P106_bound: TypeAlias = Array[float8_e4m3]
    _P107_bound: TypeAlias = Array[float8_e4m3b11fnuz]
    _P108_bound: TypeAlias = Array[float8_e4m3fn]
    _P109_bound: TypeAlias = Array[float8_e4m3fnuz]
    _P110_bound: TypeAlias = Array[float8_e5m2]
    _P111_bound: TypeAlias = Array[float8_e5m2fnuz]
    _P112_bound: TypeAlias = Array[float8_e8m0fnu]
    _P113_bound: TypeAlias = Array[bfloat16]
    _Union8_0_bound: TypeAlias = _Union8
    _Union9_0_bound: TypeAlias = _Union9
    _Union10_0_bound: TypeAlias = _Union10
    _Union11_0_bound: TypeAlias = _Union11
    _Union12_0_bound: TypeAlias = _Union12
    _Union15_0_bound: TypeAlias = _Union15
    _Only32_7_1_bound: TypeAlias = _Only32_7
    _Union16_0_bound: TypeAlias = _Union16
    _Only32_8_1_bound: TypeAlias = _Only32_8
    _P123_bound: TypeAlias = Array[_Exactly_floating]
    _Union20_0_bound: TypeAlias = _Union20
    _P125_bound: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_0_bound: TypeAlias = _Union21
    _P127_bound: TypeAlias = Array[_Exactly_inexact]
    _Union22_0_bound: TypeAlias = _Union22
    _P129_bound: TypeAlias = Array[_Exactly_number]
    _Union23_0_bound: TypeAlias = _Union23
    _P131_bound: TypeAlias = Array[_Exactly_generic]
    _Union24_0_bound: TypeAlias = _Union24
    _ArrayLike_0_bound: TypeAlias = ArrayLike
    _Union25_1_bound: TypeAlias = _Union25
    _Union25_2_bound: TypeAlias = _Union25
    _P136_bound: TypeAlias = Array[_JustInt] | _JustInt
    _P137_bound: TypeAlias = Array[uint2]
    _P138_bound: TypeAlias = Array[uint4]
    _Union0_0_bound: TypeAlias = _Union0
    _Union1_0_bound: TypeAlias = _Union1
    _Union2_0_bound: TypeAlias = _Union2
    _Union3_0_bound: TypeAlias = _Union3
    _P143_bound: TypeAlias = Array[int2]
    _P144_bound: TypeAlias = Array[int4]
    _Union4_0_bound: TypeAlias = _Union4
    _Union5_0_bound: TypeAlias = _Union5
    _Union6_0_bound: TypeAlias = _Union6
    _Union7_0_bound: TypeAlias = _Union7
    _Union13_0_bound: TypeAlias = _Union13
    _Only32_5_1_bound: TypeAlias = _Only32_5
    _Union14_0_bound: TypeAlias = _Union14
    _Only32_6_1_bound: TypeAlias = _Only32_6
    _P153_bound: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_0_bound: TypeAlias = _Union17
    _P155_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_0_bound: TypeAlias = _Union18
    _P157_bound: TypeAlias = Array[_Exactly_integer]
    _Union19_0_bound: TypeAlias = _Union19
    _Union26_1_bound: TypeAlias = _Union26
    _Union27_1_bound: TypeAlias = _Union27
    _Union28_1_bound: TypeAlias = _Union28
    _Union29_1_bound: TypeAlias = _Union29
    _Union30_1_bound: TypeAlias = _Union30
    _Union31_1_bound: TypeAlias = _Union31
    _Union32_1_bound: TypeAlias = _Union32
    _Union33_1_bound: TypeAlias = _Union33
    _Union34_1_bound: TypeAlias = _Union34
    _Union35_1_bound: TypeAlias = _Union35
    _Union36_1_bound: TypeAlias = _Union36
    _Union37_1_bound: TypeAlias = _Union37
    _Union38_1_bound: TypeAlias = _Union38
    _Union39_1_bound: TypeAlias = _Union39
    _Union40_1_bound: TypeAlias = _Union40
    _Only32_9_1_bound: TypeAlias = _Only32_9
    _Only32_10_1_bound: TypeAlias = _Only32_10
    _Union41_1_bound: TypeAlias = _Union41
    _P177_bound: TypeAlias = np.int8 | _NDArray[np.int8]
    _P178_bound: TypeAlias = np.int16 | _NDArray[np.int16]
    _P179_bound: TypeAlias = np.int32 | _NDArray[np.int32]
    _Union42_0_bound: TypeAlias = _Union42
    _P181_bound: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union43_0_bound: TypeAlias = _Union43
    _Union44_0_bound: TypeAlias = _Union44
    _Union45_0_bound: TypeAlias = _Union45
    _P185_bound: TypeAlias = np.float16 | _NDArray[np.float16]
    _P186_bound: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union46_1_bound: TypeAlias = _Union46
    _P188_bound: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_1_bound: TypeAlias = _Union47
    _Union48_0_bound: TypeAlias = _Union48
    _P191_bound: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P192_bound: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P193_bound: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P194_bound: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P195_bound: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P196_bound: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P197_bound: TypeAlias = np.int8 | _NDArray[np.int8]
    _P198_bound: TypeAlias = np.int16 | _NDArray[np.int16]
    _P199_bound: TypeAlias = np.int32 | _NDArray[np.int32]
    _Union42_1_bound: TypeAlias = _Union42
    _Union49_0_bound: TypeAlias = _Union49
    _Union50_0_bound: TypeAlias = _Union50
    _DTypeLike_bool_1_bound: TypeAlias = _DTypeLike_bool
    _DTypeLike_int64_1_bound: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_1_bound: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_1_bound: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_1_bound: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_1_bound: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_1_bound: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_1_bound: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_1_bound: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_1_bound: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_1_bound: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_1_bound: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_1_bound: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_1_bound: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_1_bound: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_1_bound: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_1_bound: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_1_bound: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_1_bound: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_1_bound: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_1_bound: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_1_bound: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_1_bound: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_1_bound: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_1_bound: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_1_bound: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_1_bound: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_1_bound: TypeAlias = _DTypeLike_complex64
    _DTypeLike_1_bound: TypeAlias = DTypeLike
    _DTypeLike_bool_0_bound: TypeAlias = _DTypeLike_bool
    _int_1_bound: TypeAlias = int
    _DTypeLike_int64_0_bound: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_0_bound: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_0_bound: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_0_bound: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_0_bound: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_0_bound: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_0_bound: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_0_bound: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_0_bound: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_0_bound: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_0_bound: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_0_bound: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_0_bound: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_0_bound: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_0_bound: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_0_bound: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_0_bound: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_0_bound: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_0_bound: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_0_bound: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_0_bound: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_0_bound: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_0_bound: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_0_bound: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_0_bound: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_0_bound: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_0_bound: TypeAlias = _DTypeLike_complex64
    _DTypeLike_0_bound: TypeAlias = DTypeLike
    _int_2_bound: TypeAlias = int
    _DTypeLike_bool_2_bound: TypeAlias = _DTypeLike_bool
    _DTypeLike_int64_2_bound: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_2_bound: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_2_bound: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_2_bound: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_2_bound: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_2_bound: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_2_bound: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_2_bound: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_2_bound: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_2_bound: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_2_bound: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_2_bound: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_2_bound: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_2_bound: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_2_bound: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_2_bound: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_2_bound: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_2_bound: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_2_bound: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_2_bound: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_2_bound: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_2_bound: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_2_bound: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_2_bound: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_2_bound: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_2_bound: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_2_bound: TypeAlias = _DTypeLike_complex64
    _DTypeLike_2_bound: TypeAlias = DTypeLike
    _None_2_bound: TypeAlias = None
    _Union48_1_bound: TypeAlias = _Union48
    _JustInt_1_bound: TypeAlias = _JustInt
    _JustFloat_1_bound: TypeAlias = _JustFloat
    _JustComplex_1_bound: TypeAlias = _JustComplex
    _P297_bound: TypeAlias = Array[complexfloating]
    _P298_bound: TypeAlias = Array[inexact]
    _P299_bound: TypeAlias = Array[number]
    _P300_bound: TypeAlias = Array[generic]
    _P301_bound: TypeAlias = Array[_Top]
    _Union46_0_bound: TypeAlias = _Union46
    _P303_bound: TypeAlias = np.float32 | _NDArray[np.float32]
    _P304_bound: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_0_bound: TypeAlias = _Union47
    _JustInt_0_bound: TypeAlias = _JustInt
    _JustFloat_0_bound: TypeAlias = _JustFloat
    _JustComplex_0_bound: TypeAlias = _JustComplex
    _P309_bound: TypeAlias = Array[complexfloating]
    _P310_bound: TypeAlias = Array[inexact]
    _P311_bound: TypeAlias = Array[number]
    _P312_bound: TypeAlias = Array[generic]
    _P313_bound: TypeAlias = Array[_Top]
    _DTypeLike_int64_3_bound: TypeAlias = _DTypeLike_int64
    _DTypeLike_uint2_3_bound: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_3_bound: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_3_bound: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_3_bound: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_3_bound: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_3_bound: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_3_bound: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_3_bound: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_3_bound: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_3_bound: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_3_bound: TypeAlias = _DTypeLike_int32
    _DTypeLike_3_bound: TypeAlias = DTypeLike
    _Union25_0_bound: TypeAlias = _Union25
    _DTypeLike_bool_5_bound: TypeAlias = _DTypeLike_bool
    _DTypeLike_int64_5_bound: TypeAlias = _DTypeLike_int64
    _DTypeLike_float64_5_bound: TypeAlias = _DTypeLike_float64
    _DTypeLike_complex128_5_bound: TypeAlias = _DTypeLike_complex128
    _DTypeLike_uint2_5_bound: TypeAlias = _DTypeLike_uint2
    _DTypeLike_uint4_5_bound: TypeAlias = _DTypeLike_uint4
    _DTypeLike_uint8_5_bound: TypeAlias = _DTypeLike_uint8
    _DTypeLike_uint16_5_bound: TypeAlias = _DTypeLike_uint16
    _DTypeLike_uint32_5_bound: TypeAlias = _DTypeLike_uint32
    _DTypeLike_uint64_5_bound: TypeAlias = _DTypeLike_uint64
    _DTypeLike_int2_5_bound: TypeAlias = _DTypeLike_int2
    _DTypeLike_int4_5_bound: TypeAlias = _DTypeLike_int4
    _DTypeLike_int8_5_bound: TypeAlias = _DTypeLike_int8
    _DTypeLike_int16_5_bound: TypeAlias = _DTypeLike_int16
    _DTypeLike_int32_5_bound: TypeAlias = _DTypeLike_int32
    _DTypeLike_float4_e2m1fn_5_bound: TypeAlias = _DTypeLike_float4_e2m1fn
    _DTypeLike_float8_e3m4_5_bound: TypeAlias = _DTypeLike_float8_e3m4
    _DTypeLike_float8_e4m3_5_bound: TypeAlias = _DTypeLike_float8_e4m3
    _DTypeLike_float8_e4m3b11fnuz_5_bound: TypeAlias = _DTypeLike_float8_e4m3b11fnuz
    _DTypeLike_float8_e4m3fn_5_bound: TypeAlias = _DTypeLike_float8_e4m3fn
    _DTypeLike_float8_e4m3fnuz_5_bound: TypeAlias = _DTypeLike_float8_e4m3fnuz
    _DTypeLike_float8_e5m2_5_bound: TypeAlias = _DTypeLike_float8_e5m2
    _DTypeLike_float8_e5m2fnuz_5_bound: TypeAlias = _DTypeLike_float8_e5m2fnuz
    _DTypeLike_float8_e8m0fnu_5_bound: TypeAlias = _DTypeLike_float8_e8m0fnu
    _DTypeLike_bfloat16_5_bound: TypeAlias = _DTypeLike_bfloat16
    _DTypeLike_float16_5_bound: TypeAlias = _DTypeLike_float16
    _DTypeLike_float32_5_bound: TypeAlias = _DTypeLike_float32
    _DTypeLike_complex64_5_bound: TypeAlias = _DTypeLike_complex64
    _DTypeLike_5_bound: TypeAlias = DTypeLike
    _P357_bound: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P358_bound: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _None_6_bound: TypeAlias = None
    _P360_bound: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P361_bound: TypeAlias = Array[_Union51] | _NDArray[np.bool_]
    _P362_bound: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P363_bound: TypeAlias = Array[_Union53] | _NDArray[np.bool_ | np.uint8]
    _P364_bound: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P365_bound: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P366_bound: TypeAlias = Array[_Union54] | _NDArray[np.bool_]
    _P367_bound: TypeAlias = Array[_Union55] | _NDArray[_Union56]
    _P368_bound: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P369_bound: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P370_bound: TypeAlias = Array[_Union57] | _NDArray[_Union58]
    _P371_bound: TypeAlias = Array[_Union59] | _NDArray[_Union60]
    _P372_bound: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P373_bound: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P374_bound: TypeAlias = Array[_Union61] | _NDArray[_Union62]
    _P375_bound: TypeAlias = Array[_Union63] | _NDArray[_Union64]
    _P376_bound: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P377_bound: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P378_bound: TypeAlias = Array[_Union59] | _NDArray[_Union60]
    _P379_bound: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P380_bound: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P381_bound: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P382_bound: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P383_bound: TypeAlias = Array[_Union54] | _NDArray[np.bool_]
    _P384_bound: TypeAlias = Array[_Union51] | _NDArray[np.bool_]
    _P385_bound: TypeAlias = Array[_Union57] | _NDArray[_Union58]
    _P386_bound: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P387_bound: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P388_bound: TypeAlias = Array[_Union53] | _NDArray[np.bool_ | np.uint8]
    _P389_bound: TypeAlias = Array[_Union61] | _NDArray[_Union62]
    _P390_bound: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P391_bound: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P392_bound: TypeAlias = Array[_Union55] | _NDArray[_Union56]
    _P393_bound: TypeAlias = Array[_Union65] | _NDArray[_Union66]
    _P394_bound: TypeAlias = Array[_Union67] | _NDArray[_Union68]
    _P395_bound: TypeAlias = Array[int64] | _NDArray[np.int64]
    _P396_bound: TypeAlias = Array[int64 | builtins.int] | _NDArray[np.int64]
    _P397_bound: TypeAlias = Array[_Union69] | _NDArray[_Union70]
    _P398_bound: TypeAlias = Array[_Union71] | _NDArray[_Union68]
    _P399_bound: TypeAlias = Array[_Union72] | _NDArray[_Union68]
    _P400_bound: TypeAlias = Array[_Union73] | _NDArray[_Union68]
    _P401_bound: TypeAlias = Array[_Union74] | _NDArray[_Union68]
    _P402_bound: TypeAlias = Array[_Union75] | _NDArray[_Union68]
    _P403_bound: TypeAlias = Array[_Union76] | _NDArray[_Union68]
    _P404_bound: TypeAlias = Array[_Union77] | _NDArray[_Union68]
    _P405_bound: TypeAlias = Array[_Union78] | _NDArray[_Union68]
    _P406_bound: TypeAlias = Array[_Union79] | _NDArray[_Union80]
    _P407_bound: TypeAlias = Array[_Union81] | _NDArray[_Union80]
    _P408_bound: TypeAlias = Array[_Union82] | _NDArray[_Union80]
    _P409_bound: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P410_bound: TypeAlias = Array[_Union83] | _NDArray[_Union84]
    _P411_bound: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P412_bound: TypeAlias = Array[_Union85] | _NDArray[_Union86]
    _P413_bound: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P414_bound: TypeAlias = Array[float64 | builtins.float] | _NDArray[np.float64]
    _P415_bound: TypeAlias = Array[_Union87] | _NDArray[_Union84]
    _P416_bound: TypeAlias = Array[_Union88] | _NDArray[_Union89]
    _P417_bound: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P418_bound: TypeAlias = Array[_Union90] | _NDArray[_Union91]
    _P419_bound: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P420_bound: TypeAlias = Array[complex128 | builtins.complex] | _NDArray[np.complex128]
    _P421_bound: TypeAlias = Array[_Union92] | _NDArray[_Union89]
    _P422_bound: TypeAlias = Array[_Union93] | _NDArray[_Union68]
    _P423_bound: TypeAlias = Array[builtins.int]
    _P424_bound: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P425_bound: TypeAlias = Array[_Union94] | _NDArray[_Union68]
    _P426_bound: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P427_bound: TypeAlias = Array[_Union81] | _NDArray[_Union80]
    _P428_bound: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P429_bound: TypeAlias = Array[builtins.int]
    _P430_bound: TypeAlias = Array[builtins.float]
    _P431_bound: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P432_bound: TypeAlias = Array[_Union85] | _NDArray[_Union86]
    _P433_bound: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P434_bound: TypeAlias = Array[builtins.int | builtins.float]
    _P435_bound: TypeAlias = Array[builtins.int | builtins.float]
    _P436_bound: TypeAlias = Array[builtins.float]
    _P437_bound: TypeAlias = Array[builtins.complex]
    _P438_bound: TypeAlias = Array[_Union95]
    _P439_bound: TypeAlias = Array[builtins.complex]
    _P440_bound: TypeAlias = Array[uint64]
    _P441_bound: TypeAlias = Array[_Union96] | _NDArray[_Union68]
    _P442_bound: TypeAlias = Array[_Union97] | _NDArray[_Union68]
    _P443_bound: TypeAlias = Array[_Union98] | _NDArray[_Union68]
    _P444_bound: TypeAlias = Array[_Union99] | _NDArray[_Union68]
    _P445_bound: TypeAlias = Array[_Union100] | _NDArray[_Union68]
    _P446_bound: TypeAlias = Array[_Union101] | _NDArray[_Union68]
    _P447_bound: TypeAlias = Array[_Union102] | _NDArray[_Union80]
    _P448_bound: TypeAlias = Array[_Union103] | _NDArray[_Union80]
    _P449_bound: TypeAlias = Array[_Union104] | _NDArray[_Union86]
    _P450_bound: TypeAlias = Array[_Union105] | _NDArray[_Union91]
    _P451_bound: TypeAlias = Array[float16]
    _P452_bound: TypeAlias = Array[_Union106]
    _P453_bound: TypeAlias = Array[float32]
    _P454_bound: TypeAlias = Array[complex64]
    _P455_bound: TypeAlias = Array[_Union107]
    _P456_bound: TypeAlias = Array[_Union108]
    _P457_bound: TypeAlias = Array[int32]
    _P458_bound: TypeAlias = Array[_Union109]
    _P459_bound: TypeAlias = Array[uint32]
    _P460_bound: TypeAlias = Array[_Union63]
    _P461_bound: TypeAlias = Array[_Union110]
    _P462_bound: TypeAlias = Array[_Union111]
    _P463_bound: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P464_bound: TypeAlias = Array[_Union112]
    _P465_bound: TypeAlias = Array[bool_]
    _P466_bound: TypeAlias = _NDArray[_Union91]
    _P467_bound: TypeAlias = Array[_Union113]
    _P468_bound: TypeAlias = Array[int64 | builtins.int]
    _P469_bound: TypeAlias = Array[_Union81]
    _P470_bound: TypeAlias = Array[_Union67]
    _P471_bound: TypeAlias = Array[_Union114]
    _P472_bound: TypeAlias = Array[float64 | builtins.float]
    _P473_bound: TypeAlias = Array[_Union88]
    _P474_bound: TypeAlias = Array[_Union85]
    _P475_bound: TypeAlias = Array[_Union115]
    _P476_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P477_bound: TypeAlias = Array[complex128 | builtins.complex]
    _P478_bound: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P479_bound: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P480_bound: TypeAlias = Array[_Union116] | _NDArray[np.bool_]
    _P481_bound: TypeAlias = Array[_Union116] | _NDArray[np.bool_]
    _P482_bound: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P483_bound: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P484_bound: TypeAlias = Array[_Union118] | _NDArray[np.bool_ | np.uint8]
    _P485_bound: TypeAlias = Array[_Union118] | _NDArray[np.bool_ | np.uint8]
    _P486_bound: TypeAlias = Array[_Union119] | _NDArray[np.bool_]
    _P487_bound: TypeAlias = Array[_Union119] | _NDArray[np.bool_]
    _P488_bound: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P489_bound: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P490_bound: TypeAlias = Array[_Union121] | _NDArray[np.bool_ | np.int8]
    _P491_bound: TypeAlias = Array[_Union121] | _NDArray[np.bool_ | np.int8]
    _P492_bound: TypeAlias = Array[_Union122] | _NDArray[_Union123]
    _P493_bound: TypeAlias = Array[_Union122] | _NDArray[_Union123]
    _P494_bound: TypeAlias = Array[_Union124] | _NDArray[_Union125]
    _P495_bound: TypeAlias = Array[_Union124] | _NDArray[_Union125]
    _P496_bound: TypeAlias = Array[_Union126] | _NDArray[_Union127]
    _P497_bound: TypeAlias = Array[_Union126] | _NDArray[_Union127]
    _P498_bound: TypeAlias = Array[_Union128] | _NDArray[_Union129]
    _P499_bound: TypeAlias = Array[_Union128] | _NDArray[_Union129]
    _P500_bound: TypeAlias = Array[_Union130] | _NDArray[_Union131]
    _P501_bound: TypeAlias = Array[_Union130] | _NDArray[_Union131]
    _P502_bound: TypeAlias = Array[_Union132] | _NDArray[_Union133]
    _P503_bound: TypeAlias = Array[_Union132] | _NDArray[_Union133]
    _P504_bound: TypeAlias = Array[_Union134] | _NDArray[_Union68]
    _P505_bound: TypeAlias = Array[_Union134] | _NDArray[_Union68]
    _P506_bound: TypeAlias = Array[_Union135] | _NDArray[_Union68]
    _P507_bound: TypeAlias = Array[_Union135] | _NDArray[_Union68]
    _P508_bound: TypeAlias = Array[_Union136] | _NDArray[_Union68]
    _P509_bound: TypeAlias = Array[_Union136] | _NDArray[_Union68]
    _P510_bound: TypeAlias = Array[_Union137] | _NDArray[_Union68]
    _P511_bound: TypeAlias = Array[_Union137] | _NDArray[_Union68]
    _P512_bound: TypeAlias = Array[_Union138] | _NDArray[_Union68]
    _P513_bound: TypeAlias = Array[_Union138] | _NDArray[_Union68]
    _P514_bound: TypeAlias = Array[_Union139] | _NDArray[_Union68]
    _P515_bound: TypeAlias = Array[_Union139] | _NDArray[_Union68]
    _P516_bound: TypeAlias = Array[_Union140] | _NDArray[_Union68]
    _P517_bound: TypeAlias = Array[_Union140] | _NDArray[_Union68]
    _P518_bound: TypeAlias = Array[_Union141] | _NDArray[_Union68]
    _P519_bound: TypeAlias = Array[_Union141] | _NDArray[_Union68]
    _P520_bound: TypeAlias = Array[_Union142] | _NDArray[_Union68]
    _P521_bound: TypeAlias = Array[_Union142] | _NDArray[_Union68]
    _P522_bound: TypeAlias = Array[_Union143] | _NDArray[_Union68]
    _P523_bound: TypeAlias = Array[_Union143] | _NDArray[_Union68]
    _P524_bound: TypeAlias = Array[_Union144] | _NDArray[_Union68]
    _P525_bound: TypeAlias = Array[_Union144] | _NDArray[_Union68]
    _P526_bound: TypeAlias = Array[_Union145] | _NDArray[_Union80]
    _P527_bound: TypeAlias = Array[_Union145] | _NDArray[_Union80]
    _P528_bound: TypeAlias = Array[_Union146] | _NDArray[_Union68]
    _P529_bound: TypeAlias = Array[_Union146] | _NDArray[_Union68]
    _P530_bound: TypeAlias = Array[_Union147] | _NDArray[_Union84]
    _P531_bound: TypeAlias = Array[_Union147] | _NDArray[_Union84]
    _P532_bound: TypeAlias = Array[_Union148] | _NDArray[_Union86]
    _P533_bound: TypeAlias = Array[_Union148] | _NDArray[_Union86]
    _P534_bound: TypeAlias = Array[_Union149] | _NDArray[_Union150]
    _P535_bound: TypeAlias = Array[_Union149] | _NDArray[_Union150]
    _P536_bound: TypeAlias = Array[_Union151] | _NDArray[_Union91]
    _P537_bound: TypeAlias = Array[_Union151] | _NDArray[_Union91]
    _P538_bound: TypeAlias = Array[uint64]
    _P539_bound: TypeAlias = Array[_Union106]
    _P540_bound: TypeAlias = Array[float16]
    _P541_bound: TypeAlias = Array[float32]
    _P542_bound: TypeAlias = Array[_Union107]
    _P543_bound: TypeAlias = Array[complex64]
    _P544_bound: TypeAlias = Array[int32]
    _P545_bound: TypeAlias = Array[uint32]
    _P546_bound: TypeAlias = Array[bool_ | uint2]
    _P547_bound: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P548_bound: TypeAlias = Array[_Union152]
    _P549_bound: TypeAlias = Array[bool_]
    _P550_bound: TypeAlias = Array[int64 | builtins.int]
    _P551_bound: TypeAlias = Array[_Union153]
    _P552_bound: TypeAlias = Array[_Union154]
    _P553_bound: TypeAlias = Array[_Exactly_signedinteger | _Exactly_integer]
    _P554_bound: TypeAlias = Array[_Union155]
    _P555_bound: TypeAlias = Array[_Union156]
    _P556_bound: TypeAlias = Array[_Union157]
    _P557_bound: TypeAlias = Array[float64 | builtins.float]
    _P558_bound: TypeAlias = Array[_Union113]
    _P559_bound: TypeAlias = Array[_Union158]
    _P560_bound: TypeAlias = Array[_Union159]
    _P561_bound: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _P562_bound: TypeAlias = Array[_Union96]
    _P563_bound: TypeAlias = Array[_Union160]
    _P564_bound: TypeAlias = Array[_Union161]
    _P565_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P566_bound: TypeAlias = Array[_Union162]
    _P567_bound: TypeAlias = Array[_Union112]
    _P568_bound: TypeAlias = Array[_Union163]
    _P569_bound: TypeAlias = Array[complex128 | builtins.complex]
    _P570_bound: TypeAlias = Array[bool_ | _Exactly_generic]
    _P571_bound: TypeAlias = Array[_Union164]
    _None_5_bound: TypeAlias = None
    _P0 = TypeVar("_P0", bound=_P0_bound)
    _P1 = TypeVar("_P1", bound=_P1_bound)
    _P2 = TypeVar("_P2", bound=_P2_bound)
    _P3 = TypeVar("_P3", bound=_P3_bound)
    _P4 = TypeVar("_P4", bound=_P4_bound)
    _P5 = TypeVar("_P5", bound=_P5_bound)
    _P6 = TypeVar("_P6", bound=_P6_bound)
    _P7 = TypeVar("_P7", bound=_P7_bound)
    _P8 = TypeVar("_P8", bound=_P8_bound)
    _P9 = TypeVar("_P9", bound=_P9_bound)
    _Union0_1 = TypeVar("_Union0_1", bound=_Union0_1_bound)
    _Union0_2 = TypeVar("_Union0_2", bound=_Union0_2_bound)
    _Union1_1 = TypeVar("_Union1_1", bound=_Union1_1_bound)
    _Union1_2 = TypeVar("_Union1_2", bound=_Union1_2_bound)
    _Union2_1 = TypeVar("_Union2_1", bound=_Union2_1_bound)
    _Union2_2 = TypeVar("_Union2_2", bound=_Union2_2_bound)
    _Union3_1 = TypeVar("_Union3_1", bound=_Union3_1_bound)
    _Union3_2 = TypeVar("_Union3_2", bound=_Union3_2_bound)
    _P18 = TypeVar("_P18", bound=_P18_bound)
    _P19 = TypeVar("_P19", bound=_P19_bound)
    _P20 = TypeVar("_P20", bound=_P20_bound)
    _P21 = TypeVar("_P21", bound=_P21_bound)
    _Union4_1 = TypeVar("_Union4_1", bound=_Union4_1_bound)
    _Union4_2 = TypeVar("_Union4_2", bound=_Union4_2_bound)
    _Union5_1 = TypeVar("_Union5_1", bound=_Union5_1_bound)
    _Union5_2 = TypeVar("_Union5_2", bound=_Union5_2_bound)
    _Union6_1 = TypeVar("_Union6_1", bound=_Union6_1_bound)
    _Union6_2 = TypeVar("_Union6_2", bound=_Union6_2_bound)
    _Union7_1 = TypeVar("_Union7_1", bound=_Union7_1_bound)
    _Union7_2 = TypeVar("_Union7_2", bound=_Union7_2_bound)
    _P30 = TypeVar("_P30", bound=_P30_bound)
    _P31 = TypeVar("_P31", bound=_P31_bound)
    _P32 = TypeVar("_P32", bound=_P32_bound)
    _P33 = TypeVar("_P33", bound=_P33_bound)
    _P34 = TypeVar("_P34", bound=_P34_bound)
    _P35 = TypeVar("_P35", bound=_P35_bound)
    _P36 = TypeVar("_P36", bound=_P36_bound)
    _P37 = TypeVar("_P37", bound=_P37_bound)
    _P38 = TypeVar("_P38", bound=_P38_bound)
    _P39 = TypeVar("_P39", bound=_P39_bound)
    _P40 = TypeVar("_P40", bound=_P40_bound)
    _P41 = TypeVar("_P41", bound=_P41_bound)
    _P42 = TypeVar("_P42", bound=_P42_bound)
    _P43 = TypeVar("_P43", bound=_P43_bound)
    _P44 = TypeVar("_P44", bound=_P44_bound)
    _P45 = TypeVar("_P45", bound=_P45_bound)
    _P46 = TypeVar("_P46", bound=_P46_bound)
    _P47 = TypeVar("_P47", bound=_P47_bound)
    _P48 = TypeVar("_P48", bound=_P48_bound)
    _P49 = TypeVar("_P49", bound=_P49_bound)
    _Union8_1 = TypeVar("_Union8_1", bound=_Union8_1_bound)
    _Union8_2 = TypeVar("_Union8_2", bound=_Union8_2_bound)
    _Union9_1 = TypeVar("_Union9_1", bound=_Union9_1_bound)
    _Union9_2 = TypeVar("_Union9_2", bound=_Union9_2_bound)
    _Union10_1 = TypeVar("_Union10_1", bound=_Union10_1_bound)
    _Union10_2 = TypeVar("_Union10_2", bound=_Union10_2_bound)
    _Union11_1 = TypeVar("_Union11_1", bound=_Union11_1_bound)
    _Union11_2 = TypeVar("_Union11_2", bound=_Union11_2_bound)
    _Union12_1 = TypeVar("_Union12_1", bound=_Union12_1_bound)
    _Union12_2 = TypeVar("_Union12_2", bound=_Union12_2_bound)
    _Union13_1 = TypeVar("_Union13_1", bound=_Union13_1_bound)
    _Only32_5_2 = TypeVar("_Only32_5_2", bound=_Only32_5_2_bound)
    _Union14_1 = TypeVar("_Union14_1", bound=_Union14_1_bound)
    _Only32_6_2 = TypeVar("_Only32_6_2", bound=_Only32_6_2_bound)
    _Union15_1 = TypeVar("_Union15_1", bound=_Union15_1_bound)
    _Only32_7_2 = TypeVar("_Only32_7_2", bound=_Only32_7_2_bound)
    _Union16_1 = TypeVar("_Union16_1", bound=_Union16_1_bound)
    _Only32_8_2 = TypeVar("_Only32_8_2", bound=_Only32_8_2_bound)
    _P68 = TypeVar("_P68", bound=_P68_bound)
    _Union17_2 = TypeVar("_Union17_2", bound=_Union17_2_bound)
    _Union17_1 = TypeVar("_Union17_1", bound=_Union17_1_bound)
    _P71 = TypeVar("_P71", bound=_P71_bound)
    _P72 = TypeVar("_P72", bound=_P72_bound)
    _Union18_2 = TypeVar("_Union18_2", bound=_Union18_2_bound)
    _Union18_1 = TypeVar("_Union18_1", bound=_Union18_1_bound)
    _P75 = TypeVar("_P75", bound=_P75_bound)
    _P76 = TypeVar("_P76", bound=_P76_bound)
    _Union19_2 = TypeVar("_Union19_2", bound=_Union19_2_bound)
    _Union19_1 = TypeVar("_Union19_1", bound=_Union19_1_bound)
    _P79 = TypeVar("_P79", bound=_P79_bound)
    _P80 = TypeVar("_P80", bound=_P80_bound)
    _Union20_2 = TypeVar("_Union20_2", bound=_Union20_2_bound)
    _Union20_1 = TypeVar("_Union20_1", bound=_Union20_1_bound)
    _P83 = TypeVar("_P83", bound=_P83_bound)
    _P84 = TypeVar("_P84", bound=_P84_bound)
    _Union21_2 = TypeVar("_Union21_2", bound=_Union21_2_bound)
    _Union21_1 = TypeVar("_Union21_1", bound=_Union21_1_bound)
    _P87 = TypeVar("_P87", bound=_P87_bound)
    _P88 = TypeVar("_P88", bound=_P88_bound)
    _Union22_2 = TypeVar("_Union22_2", bound=_Union22_2_bound)
    _Union22_1 = TypeVar("_Union22_1", bound=_Union22_1_bound)
    _P91 = TypeVar("_P91", bound=_P91_bound)
    _P92 = TypeVar("_P92", bound=_P92_bound)
    _Union23_2 = TypeVar("_Union23_2", bound=_Union23_2_bound)
    _Union23_1 = TypeVar("_Union23_1", bound=_Union23_1_bound)
    _P95 = TypeVar("_P95", bound=_P95_bound)
    _P96 = TypeVar("_P96", bound=_P96_bound)
    _Union24_2 = TypeVar("_Union24_2", bound=_Union24_2_bound)
    _Union24_1 = TypeVar("_Union24_1", bound=_Union24_1_bound)
    _P99 = TypeVar("_P99", bound=_P99_bound)
    _ArrayLike_2 = TypeVar("_ArrayLike_2", bound=_ArrayLike_2_bound)
    _ArrayLike_1 = TypeVar("_ArrayLike_1", bound=_ArrayLike_1_bound)
    _P102 = TypeVar("_P102", bound=_P102_bound)
    _P103 = TypeVar("_P103", bound=_P103_bound)
    _P104 = TypeVar("_P104", bound=_P104_bound)
    _P105 = TypeVar("_P105", bound=_P105_bound)
    _P106 = TypeVar("_P106", bound=_P106_bound)
    _P107 = TypeVar("_P107", bound=_P107_bound)
    _P108 = TypeVar("_P108", bound=_P108_bound)
    _P109 = TypeVar("_P109", bound=_P109_bound)
    _P110 = TypeVar("_P110", bound=_P110_bound)
    _P111 = TypeVar("_P111", bound=_P111_bound)
    _P112 = TypeVar("_P112", bound=_P112_bound)
    _P113 = TypeVar("_P113", bound=_P113_bound)
    _Union8_0 = TypeVar("_Union8_0", bound=_Union8_0_bound)
    _Union9_0 = TypeVar("_Union9_0", bound=_Union9_0_bound)
    _Union10_0 = TypeVar("_Union10_0", bound=_Union10_0_bound)
    _Union11_0 = TypeVar("_Union11_0", bound=_Union11_0_bound)
    _Union12_0 = TypeVar("_Union12_0", bound=_Union12_0_bound)
    _Union15_0 = TypeVar("_Union15_0", bound=_Union15_0_bound)
    _Only32_7_1 = TypeVar("_Only32_7_1", bound=_Only32_7_1_bound)
    _Union16_0 = TypeVar("_Union16_0", bound=_Union16_0_bound)
    _Only32_8_1 = TypeVar("_Only32_8_1", bound=_Only32_8_1_bound)
    _P123 = TypeVar("_P123", bound=_P123_bound)
    _Union20_0 = TypeVar("_Union20_0", bound=_Union20_0_bound)
    _P125 = TypeVar("_P125", bound=_P125_bound)
    _Union21_0 = TypeVar("_Union21_0", bound=_Union21_0_bound)
    _P127 = TypeVar("_P127", bound=_P127_bound)
    _Union22_0 = TypeVar("_Union22_0", bound=_Union22_0_bound)
    _P129 = TypeVar("_P129", bound=_P129_bound)
    _Union23_0 = TypeVar("_Union23_0", bound=_Union23_0_bound)
    _P131 = TypeVar("_P131", bound=_P131_bound)
    _Union24_0 = TypeVar("_Union24_0", bound=_Union24_0_bound)
    _ArrayLike_0 = TypeVar("_ArrayLike_0", bound=_ArrayLike_0_bound)
    _Union25_1 = TypeVar("_Union25_1", bound=_Union25_1_bound)
    _Union25_2 = TypeVar("_Union25_2", bound=_Union25_2_bound)
    _P136 = TypeVar("_P136", bound=_P136_bound)
    _P137 = TypeVar("_P137", bound=_P137_bound)
    _P138 = TypeVar("_P138", bound=_P138_bound)
    _Union0_0 = TypeVar("_Union0_0", bound=_Union0_0_bound)
    _Union1_0 = TypeVar("_Union1_0", bound=_Union1_0_bound)
    _Union2_0 = TypeVar("_Union2_0", bound=_Union2_0_bound)
    _Union3_0 = TypeVar("_Union3_0", bound=_Union3_0_bound)
    _P143 = TypeVar("_P143", bound=_P143_bound)
    _P144 = TypeVar("_P144", bound=_P144_bound)
    _Union4_0 = TypeVar("_Union4_0", bound=_Union4_0_bound)
    _Union5_0 = TypeVar("_Union5_0", bound=_Union5_0_bound)
    _Union6_0 = TypeVar("_Union6_0", bound=_Union6_0_bound)
    _Union7_0 = TypeVar("_Union7_0", bound=_Union7_0_bound)
    _Union13_0 = TypeVar("_Union13_0", bound=_Union13_0_bound)
    _Only32_5_1 = TypeVar("_Only32_5_1", bound=_Only32_5_1_bound)
    _Union14_0 = TypeVar("_Union14_0", bound=_Union14_0_bound)
    _Only32_6_1 = TypeVar("_Only32_6_1", bound=_Only32_6_1_bound)
    _P153 = TypeVar("_P153", bound=_P153_bound)
    _Union17_0 = TypeVar("_Union17_0", bound=_Union17_0_bound)
    _P155 = TypeVar("_P155", bound=_P155_bound)
    _Union18_0 = TypeVar("_Union18_0", bound=_Union18_0_bound)
    _P157 = TypeVar("_P157", bound=_P157_bound)
    _Union19_0 = TypeVar("_Union19_0", bound=_Union19_0_bound)
    _Union26_1 = TypeVar("_Union26_1", bound=_Union26_1_bound)
    _Union27_1 = TypeVar("_Union27_1", bound=_Union27_1_bound)
    _Union28_1 = TypeVar("_Union28_1", bound=_Union28_1_bound)
    _Union29_1 = TypeVar("_Union29_1", bound=_Union29_1_bound)
    _Union30_1 = TypeVar("_Union30_1", bound=_Union30_1_bound)
    _Union31_1 = TypeVar("_Union31_1", bound=_Union31_1_bound)
    _Union32_1 = TypeVar("_Union32_1", bound=_Union32_1_bound)
    _Union33_1 = TypeVar("_Union33_1", bound=_Union33_1_bound)
    _Union34_1 = TypeVar("_Union34_1", bound=_Union34_1_bound)
    _Union35_1 = TypeVar("_Union35_1", bound=_Union35_1_bound)
    _Union36_1 = TypeVar("_Union36_1", bound=_Union36_1_bound)
    _Union37_1 = TypeVar("_Union37_1", bound=_Union37_1_bound)
    _Union38_1 = TypeVar("_Union38_1", bound=_Union38_1_bound)
    _Union39_1 = TypeVar("_Union39_1", bound=_Union39_1_bound)
    _Union40_1 = TypeVar("_Union40_1", bound=_Union40_1_bound)
    _Only32_9_1 = TypeVar("_Only32_9_1", bound=_Only32_9_1_bound)
    _Only32_10_1 = TypeVar("_Only32_10_1", bound=_Only32_10_1_bound)
    _Union41_1 = TypeVar("_Union41_1", bound=_Union41_1_bound)
    _P177 = TypeVar("_P177", bound=_P177_bound)
    _P178 = TypeVar("_P178", bound=_P178_bound)
    _P179 = TypeVar("_P179", bound=_P179_bound)
    _Union42_0 = TypeVar("_Union42_0", bound=_Union42_0_bound)
    _P181 = TypeVar("_P181", bound=_P181_bound)
    _Union43_0 = TypeVar("_Union43_0", bound=_Union43_0_bound)
    _Union44_0 = TypeVar("_Union44_0", bound=_Union44_0_bound)
    _Union45_0 = TypeVar("_Union45_0", bound=_Union45_0_bound)
    _P185 = TypeVar("_P185", bound=_P185_bound)
    _P186 = TypeVar("_P186", bound=_P186_bound)
    _Union46_1 = TypeVar("_Union46_1", bound=_Union46_1_bound)
    _P188 = TypeVar("_P188", bound=_P188_bound)
    _Union47_1 = TypeVar("_Union47_1", bound=_Union47_1_bound)
    _Union48_0 = TypeVar("_Union48_0", bound=_Union48_0_bound)
    _P191 = TypeVar("_P191", bound=_P191_bound)
    _P192 = TypeVar("_P192", bound=_P192_bound)
    _P193 = TypeVar("_P193", bound=_P193_bound)
    _P194 = TypeVar("_P194", bound=_P194_bound)
    _P195 = TypeVar("_P195", bound=_P195_bound)
    _P196 = TypeVar("_P196", bound=_P196_bound)
    _P197 = TypeVar("_P197", bound=_P197_bound)
    _P198 = TypeVar("_P198", bound=_P198_bound)
    _P199 = TypeVar("_P199", bound=_P199_bound)
    _Union42_1 = TypeVar("_Union42_1", bound=_Union42_1_bound)
    _Union49_0 = TypeVar("_Union49_0", bound=_Union49_0_bound)
    _Union50_0 = TypeVar("_Union50_0", bound=_Union50_0_bound)
    _DTypeLike_bool_1 = TypeVar("_DTypeLike_bool_1", bound=_DTypeLike_bool_1_bound)
    _DTypeLike_int64_1 = TypeVar("_DTypeLike_int64_1", bound=_DTypeLike_int64_1_bound)
    _DTypeLike_float64_1 = TypeVar("_DTypeLike_float64_1", bound=_DTypeLike_float64_1_bound)
    _DTypeLike_complex128_1 = TypeVar("_DTypeLike_complex128_1", bound=_DTypeLike_complex128_1_bound)
    _DTypeLike_uint2_1 = TypeVar("_DTypeLike_uint2_1", bound=_DTypeLike_uint2_1_bound)
    _DTypeLike_uint4_1 = TypeVar("_DTypeLike_uint4_1", bound=_DTypeLike_uint4_1_bound)
    _DTypeLike_uint8_1 = TypeVar("_DTypeLike_uint8_1", bound=_DTypeLike_uint8_1_bound)
    _DTypeLike_uint16_1 = TypeVar("_DTypeLike_uint16_1", bound=_DTypeLike_uint16_1_bound)
    _DTypeLike_uint32_1 = TypeVar("_DTypeLike_uint32_1", bound=_DTypeLike_uint32_1_bound)
    _DTypeLike_uint64_1 = TypeVar("_DTypeLike_uint64_1", bound=_DTypeLike_uint64_1_bound)
    _DTypeLike_int2_1 = TypeVar("_DTypeLike_int2_1", bound=_DTypeLike_int2_1_bound)
    _DTypeLike_int4_1 = TypeVar("_DTypeLike_int4_1", bound=_DTypeLike_int4_1_bound)
    _DTypeLike_int8_1 = TypeVar("_DTypeLike_int8_1", bound=_DTypeLike_int8_1_bound)
    _DTypeLike_int16_1 = TypeVar("_DTypeLike_int16_1", bound=_DTypeLike_int16_1_bound)
    _DTypeLike_int32_1 = TypeVar("_DTypeLike_int32_1", bound=_DTypeLike_int32_1_bound)
    _DTypeLike_float4_e2m1fn_1 = TypeVar("_DTypeLike_float4_e2m1fn_1", bound=_DTypeLike_float4_e2m1fn_1_bound)
    _DTypeLike_float8_e3m4_1 = TypeVar("_DTypeLike_float8_e3m4_1", bound=_DTypeLike_float8_e3m4_1_bound)
    _DTypeLike_float8_e4m3_1 = TypeVar("_DTypeLike_float8_e4m3_1", bound=_DTypeLike_float8_e4m3_1_bound)
    _DTypeLike_float8_e4m3b11fnuz_1 = TypeVar("_DTypeLike_float8_e4m3b11fnuz_1", bound=_DTypeLike_float8_e4m3b11fnuz_1_bound)
    _DTypeLike_float8_e4m3fn_1 = TypeVar("_DTypeLike_float8_e4m3fn_1", bound=_DTypeLike_float8_e4m3fn_1_bound)
    _DTypeLike_float8_e4m3fnuz_1 = TypeVar("_DTypeLike_float8_e4m3fnuz_1", bound=_DTypeLike_float8_e4m3fnuz_1_bound)
    _DTypeLike_float8_e5m2_1 = TypeVar("_DTypeLike_float8_e5m2_1", bound=_DTypeLike_float8_e5m2_1_bound)
    _DTypeLike_float8_e5m2fnuz_1 = TypeVar("_DTypeLike_float8_e5m2fnuz_1", bound=_DTypeLike_float8_e5m2fnuz_1_bound)
    _DTypeLike_float8_e8m0fnu_1 = TypeVar("_DTypeLike_float8_e8m0fnu_1", bound=_DTypeLike_float8_e8m0fnu_1_bound)
    _DTypeLike_bfloat16_1 = TypeVar("_DTypeLike_bfloat16_1", bound=_DTypeLike_bfloat16_1_bound)
    _DTypeLike_float16_1 = TypeVar("_DTypeLike_float16_1", bound=_DTypeLike_float16_1_bound)
    _DTypeLike_float32_1 = TypeVar("_DTypeLike_float32_1", bound=_DTypeLike_float32_1_bound)
    _DTypeLike_complex64_1 = TypeVar("_DTypeLike_complex64_1", bound=_DTypeLike_complex64_1_bound)
    _DTypeLike_1 = TypeVar("_DTypeLike_1", bound=_DTypeLike_1_bound)
    _DTypeLike_bool_0 = TypeVar("_DTypeLike_bool_0", bound=_DTypeLike_bool_0_bound)
    _int_1 = TypeVar("_int_1", bound=_int_1_bound)
    _DTypeLike_int64_0 = TypeVar("_DTypeLike_int64_0", bound=_DTypeLike_int64_0_bound)
    _DTypeLike_float64_0 = TypeVar("_DTypeLike_float64_0", bound=_DTypeLike_float64_0_bound)
    _DTypeLike_complex128_0 = TypeVar("_DTypeLike_complex128_0", bound=_DTypeLike_complex128_0_bound)
    _DTypeLike_uint2_0 = TypeVar("_DTypeLike_uint2_0", bound=_DTypeLike_uint2_0_bound)
    _DTypeLike_uint4_0 = TypeVar("_DTypeLike_uint4_0", bound=_DTypeLike_uint4_0_bound)
    _DTypeLike_uint8_0 = TypeVar("_DTypeLike_uint8_0", bound=_DTypeLike_uint8_0_bound)
    _DTypeLike_uint16_0 = TypeVar("_DTypeLike_uint16_0", bound=_DTypeLike_uint16_0_bound)
    _DTypeLike_uint32_0 = TypeVar("_DTypeLike_uint32_0", bound=_DTypeLike_uint32_0_bound)
    _DTypeLike_uint64_0 = TypeVar("_DTypeLike_uint64_0", bound=_DTypeLike_uint64_0_bound)
    _DTypeLike_int2_0 = TypeVar("_DTypeLike_int2_0", bound=_DTypeLike_int2_0_bound)
    _DTypeLike_int4_0 = TypeVar("_DTypeLike_int4_0", bound=_DTypeLike_int4_0_bound)
    _DTypeLike_int8_0 = TypeVar("_DTypeLike_int8_0", bound=_DTypeLike_int8_0_bound)
    _DTypeLike_int16_0 = TypeVar("_DTypeLike_int16_0", bound=_DTypeLike_int16_0_bound)
    _DTypeLike_int32_0 = TypeVar("_DTypeLike_int32_0", bound=_DTypeLike_int32_0_bound)
    _DTypeLike_float4_e2m1fn_0 = TypeVar("_DTypeLike_float4_e2m1fn_0", bound=_DTypeLike_float4_e2m1fn_0_bound)
    _DTypeLike_float8_e3m4_0 = TypeVar("_DTypeLike_float8_e3m4_0", bound=_DTypeLike_float8_e3m4_0_bound)
    _DTypeLike_float8_e4m3_0 = TypeVar("_DTypeLike_float8_e4m3_0", bound=_DTypeLike_float8_e4m3_0_bound)
    _DTypeLike_float8_e4m3b11fnuz_0 = TypeVar("_DTypeLike_float8_e4m3b11fnuz_0", bound=_DTypeLike_float8_e4m3b11fnuz_0_bound)
    _DTypeLike_float8_e4m3fn_0 = TypeVar("_DTypeLike_float8_e4m3fn_0", bound=_DTypeLike_float8_e4m3fn_0_bound)
    _DTypeLike_float8_e4m3fnuz_0 = TypeVar("_DTypeLike_float8_e4m3fnuz_0", bound=_DTypeLike_float8_e4m3fnuz_0_bound)
    _DTypeLike_float8_e5m2_0 = TypeVar("_DTypeLike_float8_e5m2_0", bound=_DTypeLike_float8_e5m2_0_bound)
    _DTypeLike_float8_e5m2fnuz_0 = TypeVar("_DTypeLike_float8_e5m2fnuz_0", bound=_DTypeLike_float8_e5m2fnuz_0_bound)
    _DTypeLike_float8_e8m0fnu_0 = TypeVar("_DTypeLike_float8_e8m0fnu_0", bound=_DTypeLike_float8_e8m0fnu_0_bound)
    _DTypeLike_bfloat16_0 = TypeVar("_DTypeLike_bfloat16_0", bound=_DTypeLike_bfloat16_0_bound)
    _DTypeLike_float16_0 = TypeVar("_DTypeLike_float16_0", bound=_DTypeLike_float16_0_bound)
    _DTypeLike_float32_0 = TypeVar("_DTypeLike_float32_0", bound=_DTypeLike_float32_0_bound)
    _DTypeLike_complex64_0 = TypeVar("_DTypeLike_complex64_0", bound=_DTypeLike_complex64_0_bound)
    _DTypeLike_0 = TypeVar("_DTypeLike_0", bound=_DTypeLike_0_bound)
    _int_2 = TypeVar("_int_2", bound=_int_2_bound)
    _DTypeLike_bool_2 = TypeVar("_DTypeLike_bool_2", bound=_DTypeLike_bool_2_bound)
    _DTypeLike_int64_2 = TypeVar("_DTypeLike_int64_2", bound=_DTypeLike_int64_2_bound)
    _DTypeLike_float64_2 = TypeVar("_DTypeLike_float64_2", bound=_DTypeLike_float64_2_bound)
    _DTypeLike_complex128_2 = TypeVar("_DTypeLike_complex128_2", bound=_DTypeLike_complex128_2_bound)
    _DTypeLike_uint2_2 = TypeVar("_DTypeLike_uint2_2", bound=_DTypeLike_uint2_2_bound)
    _DTypeLike_uint4_2 = TypeVar("_DTypeLike_uint4_2", bound=_DTypeLike_uint4_2_bound)
    _DTypeLike_uint8_2 = TypeVar("_DTypeLike_uint8_2", bound=_DTypeLike_uint8_2_bound)
    _DTypeLike_uint16_2 = TypeVar("_DTypeLike_uint16_2", bound=_DTypeLike_uint16_2_bound)
    _DTypeLike_uint32_2 = TypeVar("_DTypeLike_uint32_2", bound=_DTypeLike_uint32_2_bound)
    _DTypeLike_uint64_2 = TypeVar("_DTypeLike_uint64_2", bound=_DTypeLike_uint64_2_bound)
    _DTypeLike_int2_2 = TypeVar("_DTypeLike_int2_2", bound=_DTypeLike_int2_2_bound)
    _DTypeLike_int4_2 = TypeVar("_DTypeLike_int4_2", bound=_DTypeLike_int4_2_bound)
    _DTypeLike_int8_2 = TypeVar("_DTypeLike_int8_2", bound=_DTypeLike_int8_2_bound)
    _DTypeLike_int16_2 = TypeVar("_DTypeLike_int16_2", bound=_DTypeLike_int16_2_bound)
    _DTypeLike_int32_2 = TypeVar("_DTypeLike_int32_2", bound=_DTypeLike_int32_2_bound)
    _DTypeLike_float4_e2m1fn_2 = TypeVar("_DTypeLike_float4_e2m1fn_2", bound=_DTypeLike_float4_e2m1fn_2_bound)
    _DTypeLike_float8_e3m4_2 = TypeVar("_DTypeLike_float8_e3m4_2", bound=_DTypeLike_float8_e3m4_2_bound)
    _DTypeLike_float8_e4m3_2 = TypeVar("_DTypeLike_float8_e4m3_2", bound=_DTypeLike_float8_e4m3_2_bound)
    _DTypeLike_float8_e4m3b11fnuz_2 = TypeVar("_DTypeLike_float8_e4m3b11fnuz_2", bound=_DTypeLike_float8_e4m3b11fnuz_2_bound)
    _DTypeLike_float8_e4m3fn_2 = TypeVar("_DTypeLike_float8_e4m3fn_2", bound=_DTypeLike_float8_e4m3fn_2_bound)
    _DTypeLike_float8_e4m3fnuz_2 = TypeVar("_DTypeLike_float8_e4m3fnuz_2", bound=_DTypeLike_float8_e4m3fnuz_2_bound)
    _DTypeLike_float8_e5m2_2 = TypeVar("_DTypeLike_float8_e5m2_2", bound=_DTypeLike_float8_e5m2_2_bound)
    _DTypeLike_float8_e5m2fnuz_2 = TypeVar("_DTypeLike_float8_e5m2fnuz_2", bound=_DTypeLike_float8_e5m2fnuz_2_bound)
    _DTypeLike_float8_e8m0fnu_2 = TypeVar("_DTypeLike_float8_e8m0fnu_2", bound=_DTypeLike_float8_e8m0fnu_2_bound)
    _DTypeLike_bfloat16_2 = TypeVar("_DTypeLike_bfloat16_2", bound=_DTypeLike_bfloat16_2_bound)
    _DTypeLike_float16_2 = TypeVar("_DTypeLike_float16_2", bound=_DTypeLike_float16_2_bound)
    _DTypeLike_float32_2 = TypeVar("_DTypeLike_float32_2", bound=_DTypeLike_float32_2_bound)
    _DTypeLike_complex64_2 = TypeVar("_DTypeLike_complex64_2", bound=_DTypeLike_complex64_2_bound)
    _DTypeLike_2 = TypeVar("_DTypeLike_2", bound=_DTypeLike_2_bound)
    _None_2 = TypeVar("_None_2", bound=_None_2_bound)
    _Union48_1 = TypeVar("_Union48_1", bound=_Union48_1_bound)
    _JustInt_1 = TypeVar("_JustInt_1", bound=_JustInt_1_bound)
    _JustFloat_1 = TypeVar("_JustFloat_1", bound=_JustFloat_1_bound)
    _JustComplex_1 = TypeVar("_JustComplex_1", bound=_JustComplex_1_bound)
    _P297 = TypeVar("_P297", bound=_P297_bound)
    _P298 = TypeVar("_P298", bound=_P298_bound)
    _P299 = TypeVar("_P299", bound=_P299_bound)
    _P300 = TypeVar("_P300", bound=_P300_bound)
    _P301 = TypeVar("_P301", bound=_P301_bound)
    _Union46_0 = TypeVar("_Union46_0", bound=_Union46_0_bound)
    _P303 = TypeVar("_P303", bound=_P303_bound)
    _P304 = TypeVar("_P304", bound=_P304_bound)
    _Union47_0 = TypeVar("_Union47_0", bound=_Union47_0_bound)
    _JustInt_0 = TypeVar("_JustInt_0", bound=_JustInt_0_bound)
    _JustFloat_0 = TypeVar("_JustFloat_0", bound=_JustFloat_0_bound)
    _JustComplex_0 = TypeVar("_JustComplex_0", bound=_JustComplex_0_bound)
    _P309 = TypeVar("_P309", bound=_P309_bound)
    _P310 = TypeVar("_P310", bound=_P310_bound)
    _P311 = TypeVar("_P311", bound=_P311_bound)
    _P312 = TypeVar("_P312", bound=_P312_bound)
    _P313 = TypeVar("_P313", bound=_P313_bound)
    _DTypeLike_int64_3 = TypeVar("_DTypeLike_int64_3", bound=_DTypeLike_int64_3_bound)
    _DTypeLike_uint2_3 = TypeVar("_DTypeLike_uint2_3", bound=_DTypeLike_uint2_3_bound)
    _DTypeLike_uint4_3 = TypeVar("_DTypeLike_uint4_3", bound=_DTypeLike_uint4_3_bound)
    _DTypeLike_uint8_3 = TypeVar("_DTypeLike_uint8_3", bound=_DTypeLike_uint8_3_bound)
    _DTypeLike_uint16_3 = TypeVar("_DTypeLike_uint16_3", bound=_DTypeLike_uint16_3_bound)
    _DTypeLike_uint32_3 = TypeVar("_DTypeLike_uint32_3", bound=_DTypeLike_uint32_3_bound)
    _DTypeLike_uint64_3 = TypeVar("_DTypeLike_uint64_3", bound=_DTypeLike_uint64_3_bound)
    _DTypeLike_int2_3 = TypeVar("_DTypeLike_int2_3", bound=_DTypeLike_int2_3_bound)
    _DTypeLike_int4_3 = TypeVar("_DTypeLike_int4_3", bound=_DTypeLike_int4_3_bound)
    _DTypeLike_int8_3 = TypeVar("_DTypeLike_int8_3", bound=_DTypeLike_int8_3_bound)
    _DTypeLike_int16_3 = TypeVar("_DTypeLike_int16_3", bound=_DTypeLike_int16_3_bound)
    _DTypeLike_int32_3 = TypeVar("_DTypeLike_int32_3", bound=_DTypeLike_int32_3_bound)
    _DTypeLike_3 = TypeVar("_DTypeLike_3", bound=_DTypeLike_3_bound)
    _Union25_0 = TypeVar("_Union25_0", bound=_Union25_0_bound)
    _DTypeLike_bool_5 = TypeVar("_DTypeLike_bool_5", bound=_DTypeLike_bool_5_bound)
    _DTypeLike_int64_5 = TypeVar("_DTypeLike_int64_5", bound=_DTypeLike_int64_5_bound)
    _DTypeLike_float64_5 = TypeVar("_DTypeLike_float64_5", bound=_DTypeLike_float64_5_bound)
    _DTypeLike_complex128_5 = TypeVar("_DTypeLike_complex128_5", bound=_DTypeLike_complex128_5_bound)
    _DTypeLike_uint2_5 = TypeVar("_DTypeLike_uint2_5", bound=_DTypeLike_uint2_5_bound)
    _DTypeLike_uint4_5 = TypeVar("_DTypeLike_uint4_5", bound=_DTypeLike_uint4_5_bound)
    _DTypeLike_uint8_5 = TypeVar("_DTypeLike_uint8_5", bound=_DTypeLike_uint8_5_bound)
    _DTypeLike_uint16_5 = TypeVar("_DTypeLike_uint16_5", bound=_DTypeLike_uint16_5_bound)
    _DTypeLike_uint32_5 = TypeVar("_DTypeLike_uint32_5", bound=_DTypeLike_uint32_5_bound)
    _DTypeLike_uint64_5 = TypeVar("_DTypeLike_uint64_5", bound=_DTypeLike_uint64_5_bound)
    _DTypeLike_int2_5 = TypeVar("_DTypeLike_int2_5", bound=_DTypeLike_int2_5_bound)
    _DTypeLike_int4_5 = TypeVar("_DTypeLike_int4_5", bound=_DTypeLike_int4_5_bound)
    _DTypeLike_int8_5 = TypeVar("_DTypeLike_int8_5", bound=_DTypeLike_int8_5_bound)
    _DTypeLike_int16_5 = TypeVar("_DTypeLike_int16_5", bound=_DTypeLike_int16_5_bound)
    _DTypeLike_int32_5 = TypeVar("_DTypeLike_int32_5", bound=_DTypeLike_int32_5_bound)
    _DTypeLike_float4_e2m1fn_5 = TypeVar("_DTypeLike_float4_e2m1fn_5", bound=_DTypeLike_float4_e2m1fn_5_bound)
    _DTypeLike_float8_e3m4_5 = TypeVar("_DTypeLike_float8_e3m4_5", bound=_DTypeLike_float8_e3m4_5_bound)
    _DTypeLike_float8_e4m3_5 = TypeVar("_DTypeLike_float8_e4m3_5", bound=_DTypeLike_float8_e4m3_5_bound)
    _DTypeLike_float8_e4m3b11fnuz_5 = TypeVar("_DTypeLike_float8_e4m3b11fnuz_5", bound=_DTypeLike_float8_e4m3b11fnuz_5_bound)
    _DTypeLike_float8_e4m3fn_5 = TypeVar("_DTypeLike_float8_e4m3fn_5", bound=_DTypeLike_float8_e4m3fn_5_bound)
    _DTypeLike_float8_e4m3fnuz_5 = TypeVar("_DTypeLike_float8_e4m3fnuz_5", bound=_DTypeLike_float8_e4m3fnuz_5_bound)
    _DTypeLike_float8_e5m2_5 = TypeVar("_DTypeLike_float8_e5m2_5", bound=_DTypeLike_float8_e5m2_5_bound)
    _DTypeLike_float8_e5m2fnuz_5 = TypeVar("_DTypeLike_float8_e5m2fnuz_5", bound=_DTypeLike_float8_e5m2fnuz_5_bound)
    _DTypeLike_float8_e8m0fnu_5 = TypeVar("_DTypeLike_float8_e8m0fnu_5", bound=_DTypeLike_float8_e8m0fnu_5_bound)
    _DTypeLike_bfloat16_5 = TypeVar("_DTypeLike_bfloat16_5", bound=_DTypeLike_bfloat16_5_bound)
    _DTypeLike_float16_5 = TypeVar("_DTypeLike_float16_5", bound=_DTypeLike_float16_5_bound)
    _DTypeLike_float32_5 = TypeVar("_DTypeLike_float32_5", bound=_DTypeLike_float32_5_bound)
    _DTypeLike_complex64_5 = TypeVar("_DTypeLike_complex64_5", bound=_DTypeLike_complex64_5_bound)
    _DTypeLike_5 = TypeVar("_DTypeLike_5", bound=_DTypeLike_5_bound)
    _P357 = TypeVar("_P357", bound=_P357_bound)
    _P358 = TypeVar("_P358", bound=_P358_bound)
    _None_6 = TypeVar("_None_6", bound=_None_6_bound)
    _P360 = TypeVar("_P360", bound=_P360_bound)
    _P361 = TypeVar("_P361", bound=_P361_bound)
    _P362 = TypeVar("_P362", bound=_P362_bound)
    _P363 = TypeVar("_P363", bound=_P363_bound)
    _P364 = TypeVar("_P364", bound=_P364_bound)
    _P365 = TypeVar("_P365", bound=_P365_bound)
    _P366 = TypeVar("_P366", bound=_P366_bound)
    _P367 = TypeVar("_P367", bound=_P367_bound)
    _P368 = TypeVar("_P368", bound=_P368_bound)
    _P369 = TypeVar("_P369", bound=_P369_bound)
    _P370 = TypeVar("_P370", bound=_P370_bound)
    _P371 = TypeVar("_P371", bound=_P371_bound)
    _P372 = TypeVar("_P372", bound=_P372_bound)
    _P373 = TypeVar("_P373", bound=_P373_bound)
    _P374 = TypeVar("_P374", bound=_P374_bound)
    _P375 = TypeVar("_P375", bound=_P375_bound)
    _P376 = TypeVar("_P376", bound=_P376_bound)
    _P377 = TypeVar("_P377", bound=_P377_bound)
    _P378 = TypeVar("_P378", bound=_P378_bound)
    _P379 = TypeVar("_P379", bound=_P379_bound)
    _P380 = TypeVar("_P380", bound=_P380_bound)
    _P381 = TypeVar("_P381", bound=_P381_bound)
    _P382 = TypeVar("_P382", bound=_P382_bound)
    _P383 = TypeVar("_P383", bound=_P383_bound)
    _P384 = TypeVar("_P384", bound=_P384_bound)
    _P385 = TypeVar("_P385", bound=_P385_bound)
    _P386 = TypeVar("_P386", bound=_P386_bound)
    _P387 = TypeVar("_P387", bound=_P387_bound)
    _P388 = TypeVar("_P388", bound=_P388_bound)
    _P389 = TypeVar("_P389", bound=_P389_bound)
    _P390 = TypeVar("_P390", bound=_P390_bound)
    _P391 = TypeVar("_P391", bound=_P391_bound)
    _P392 = TypeVar("_P392", bound=_P392_bound)
    _P393 = TypeVar("_P393", bound=_P393_bound)
    _P394 = TypeVar("_P394", bound=_P394_bound)
    _P395 = TypeVar("_P395", bound=_P395_bound)
    _P396 = TypeVar("_P396", bound=_P396_bound)
    _P397 = TypeVar("_P397", bound=_P397_bound)
    _P398 = TypeVar("_P398", bound=_P398_bound)
    _P399 = TypeVar("_P399", bound=_P399_bound)
    _P400 = TypeVar("_P400", bound=_P400_bound)
    _P401 = TypeVar("_P401", bound=_P401_bound)
    _P402 = TypeVar("_P402", bound=_P402_bound)
    _P403 = TypeVar("_P403", bound=_P403_bound)
    _P404 = TypeVar("_P404", bound=_P404_bound)
    _P405 = TypeVar("_P405", bound=_P405_bound)
    _P406 = TypeVar("_P406", bound=_P406_bound)
    _P407 = TypeVar("_P407", bound=_P407_bound)
    _P408 = TypeVar("_P408", bound=_P408_bound)
    _P409 = TypeVar("_P409", bound=_P409_bound)
    _P410 = TypeVar("_P410", bound=_P410_bound)
    _P411 = TypeVar("_P411", bound=_P411_bound)
    _P412 = TypeVar("_P412", bound=_P412_bound)
    _P413 = TypeVar("_P413", bound=_P413_bound)
    _P414 = TypeVar("_P414", bound=_P414_bound)
    _P415 = TypeVar("_P415", bound=_P415_bound)
    _P416 = TypeVar("_P416", bound=_P416_bound)
    _P417 = TypeVar("_P417", bound=_P417_bound)
    _P418 = TypeVar("_P418", bound=_P418_bound)
    _P419 = TypeVar("_P419", bound=_P419_bound)
    _P420 = TypeVar("_P420", bound=_P420_bound)
    _P421 = TypeVar("_P421", bound=_P421_bound)
    _P422 = TypeVar("_P422", bound=_P422_bound)
    _P423 = TypeVar("_P423", bound=_P423_bound)
    _P424 = TypeVar("_P424", bound=_P424_bound)
    _P425 = TypeVar("_P425", bound=_P425_bound)
    _P426 = TypeVar("_P426", bound=_P426_bound)
    _P427 = TypeVar("_P427", bound=_P427_bound)
    _P428 = TypeVar("_P428", bound=_P428_bound)
    _P429 = TypeVar("_P429", bound=_P429_bound)
    _P430 = TypeVar("_P430", bound=_P430_bound)
    _P431 = TypeVar("_P431", bound=_P431_bound)
    _P432 = TypeVar("_P432", bound=_P432_bound)
    _P433 = TypeVar("_P433", bound=_P433_bound)
    _P434 = TypeVar("_P434", bound=_P434_bound)
    _P435 = TypeVar("_P435", bound=_P435_bound)
    _P436 = TypeVar("_P436", bound=_P436_bound)
    _P437 = TypeVar("_P437", bound=_P437_bound)
    _P438 = TypeVar("_P438", bound=_P438_bound)
    _P439 = TypeVar("_P439", bound=_P439_bound)
    _P440 = TypeVar("_P440", bound=_P440_bound)
    _P441 = TypeVar("_P441", bound=_P441_bound)
    _P442 = TypeVar("_P442", bound=_P442_bound)
    _P443 = TypeVar("_P443", bound=_P443_bound)
    _P444 = TypeVar("_P444", bound=_P444_bound)
    _P445 = TypeVar("_P445", bound=_P445_bound)
    _P446 = TypeVar("_P446", bound=_P446_bound)
    _P447 = TypeVar("_P447", bound=_P447_bound)
    _P448 = TypeVar("_P448", bound=_P448_bound)
    _P449 = TypeVar("_P449", bound=_P449_bound)
    _P450 = TypeVar("_P450", bound=_P450_bound)
    _P451 = TypeVar("_P451", bound=_P451_bound)
    _P452 = TypeVar("_P452", bound=_P452_bound)
    _P453 = TypeVar("_P453", bound=_P453_bound)
    _P454 = TypeVar("_P454", bound=_P454_bound)
    _P455 = TypeVar("_P455", bound=_P455_bound)
    _P456 = TypeVar("_P456", bound=_P456_bound)
    _P457 = TypeVar("_P457", bound=_P457_bound)
    _P458 = TypeVar("_P458", bound=_P458_bound)
    _P459 = TypeVar("_P459", bound=_P459_bound)
    _P460 = TypeVar("_P460", bound=_P460_bound)
    _P461 = TypeVar("_P461", bound=_P461_bound)
    _P462 = TypeVar("_P462", bound=_P462_bound)
    _P463 = TypeVar("_P463", bound=_P463_bound)
    _P464 = TypeVar("_P464", bound=_P464_bound)
    _P465 = TypeVar("_P465", bound=_P465_bound)
    _P466 = TypeVar("_P466", bound=_P466_bound)
    _P467 = TypeVar("_P467", bound=_P467_bound)
    _P468 = TypeVar("_P468", bound=_P468_bound)
    _P469 = TypeVar("_P469", bound=_P469_bound)
    _P470 = TypeVar("_P470", bound=_P470_bound)
    _P471 = TypeVar("_P471", bound=_P471_bound)
    _P472 = TypeVar("_P472", bound=_P472_bound)
    _P473 = TypeVar("_P473", bound=_P473_bound)
    _P474 = TypeVar("_P474", bound=_P474_bound)
    _P475 = TypeVar("_P475", bound=_P475_bound)
    _P476 = TypeVar("_P476", bound=_P476_bound)
    _P477 = TypeVar("_P477", bound=_P477_bound)
    _P478 = TypeVar("_P478", bound=_P478_bound)
    _P479 = TypeVar("_P479", bound=_P479_bound)
    _P480 = TypeVar("_P480", bound=_P480_bound)
    _P481 = TypeVar("_P481", bound=_P481_bound)
    _P482 = TypeVar("_P482", bound=_P482_bound)
    _P483 = TypeVar("_P483", bound=_P483_bound)
    _P484 = TypeVar("_P484", bound=_P484_bound)
    _P485 = TypeVar("_P485", bound=_P485_bound)
    _P486 = TypeVar("_P486", bound=_P486_bound)
    _P487 = TypeVar("_P487", bound=_P487_bound)
    _P488 = TypeVar("_P488", bound=_P488_bound)
    _P489 = TypeVar("_P489", bound=_P489_bound)
    _P490 = TypeVar("_P490", bound=_P490_bound)
    _P491 = TypeVar("_P491", bound=_P491_bound)
    _P492 = TypeVar("_P492", bound=_P492_bound)
    _P493 = TypeVar("_P493", bound=_P493_bound)
    _P494 = TypeVar("_P494", bound=_P494_bound)
    _P495 = TypeVar("_P495", bound=_P495_bound)
    _P496 = TypeVar("_P496", bound=_P496_bound)
    _P497 = TypeVar("_P497", bound=_P497_bound)
    _P498 = TypeVar("_P498", bound=_P498_bound)
    _P499 = TypeVar("_P499", bound=_P499_bound)
    _P500 = TypeVar("_P500", bound=_P500_bound)
    _P501 = TypeVar("_P501", bound=_P501_bound)
    _P502 = TypeVar("_P502", bound=_P502_bound)
    _P503 = TypeVar("_P503", bound=_P503_bound)
    _P504 = TypeVar("_P504", bound=_P504_bound)
    _P505 = TypeVar("_P505", bound=_P505_bound)
    _P506 = TypeVar("_P506", bound=_P506_bound)
    _P507 = TypeVar("_P507", bound=_P507_bound)
    _P508 = TypeVar("_P508", bound=_P508_bound)
    _P509 = TypeVar("_P509", bound=_P509_bound)
    _P510 = TypeVar("_P510", bound=_P510_bound)
    _P511 = TypeVar("_P511", bound=_P511_bound)
    _P512 = TypeVar("_P512", bound=_P512_bound)
    _P513 = TypeVar("_P513", bound=_P513_bound)
    _P514 = TypeVar("_P514", bound=_P514_bound)
    _P515 = TypeVar("_P515", bound=_P515_bound)
    _P516 = TypeVar("_P516", bound=_P516_bound)
    _P517 = TypeVar("_P517", bound=_P517_bound)
    _P518 = TypeVar("_P518", bound=_P518_bound)
    _P519 = TypeVar("_P519", bound=_P519_bound)
    _P520 = TypeVar("_P520", bound=_P520_bound)
    _P521 = TypeVar("_P521", bound=_P521_bound)
    _P522 = TypeVar("_P522", bound=_P522_bound)
    _P523 = TypeVar("_P523", bound=_P523_bound)
    _P524 = TypeVar("_P524", bound=_P524_bound)
    _P525 = TypeVar("_P525", bound=_P525_bound)
    _P526 = TypeVar("_P526", bound=_P526_bound)
    _P527 = TypeVar("_P527", bound=_P527_bound)
    _P528 = TypeVar("_P528", bound=_P528_bound)
    _P529 = TypeVar("_P529", bound=_P529_bound)
    _P530 = TypeVar("_P530", bound=_P530_bound)
    _P531 = TypeVar("_P531", bound=_P531_bound)
    _P532 = TypeVar("_P532", bound=_P532_bound)
    _P533 = TypeVar("_P533", bound=_P533_bound)
    _P534 = TypeVar("_P534", bound=_P534_bound)
    _P535 = TypeVar("_P535", bound=_P535_bound)
    _P536 = TypeVar("_P536", bound=_P536_bound)
    _P537 = TypeVar("_P537", bound=_P537_bound)
    _P538 = TypeVar("_P538", bound=_P538_bound)
    _P539 = TypeVar("_P539", bound=_P539_bound)
    _P540 = TypeVar("_P540", bound=_P540_bound)
    _P541 = TypeVar("_P541", bound=_P541_bound)
    _P542 = TypeVar("_P542", bound=_P542_bound)
    _P543 = TypeVar("_P543", bound=_P543_bound)
    _P544 = TypeVar("_P544", bound=_P544_bound)
    _P545 = TypeVar("_P545", bound=_P545_bound)
    _P546 = TypeVar("_P546", bound=_P546_bound)
    _P547 = TypeVar("_P547", bound=_P547_bound)
    _P548 = TypeVar("_P548", bound=_P548_bound)
    _P549 = TypeVar("_P549", bound=_P549_bound)
    _P550 = TypeVar("_P550", bound=_P550_bound)
    _P551 = TypeVar("_P551", bound=_P551_bound)
    _P552 = TypeVar("_P552", bound=_P552_bound)
    _P553 = TypeVar("_P553", bound=_P553_bound)
    _P554 = TypeVar("_P554", bound=_P554_bound)
    _P555 = TypeVar("_P555", bound=_P555_bound)
    _P556 = TypeVar("_P556", bound=_P556_bound)
    _P557 = TypeVar("_P557", bound=_P557_bound)
    _P558 = TypeVar("_P558", bound=_P558_bound)
    _P559 = TypeVar("_P559", bound=_P559_bound)
    _P560 = TypeVar("_P560", bound=_P560_bound)
    _P561 = TypeVar("_P561", bound=_P561_bound)
    _P562 = TypeVar("_P562", bound=_P562_bound)
    _P563 = TypeVar("_P563", bound=_P563_bound)
    _P564 = TypeVar("_P564", bound=_P564_bound)
    _P565 = TypeVar("_P565", bound=_P565_bound)
    _P566 = TypeVar("_P566", bound=_P566_bound)
    _P567 = TypeVar("_P567", bound=_P567_bound)
    _P568 = TypeVar("_P568", bound=_P568_bound)
    _P569 = TypeVar("_P569", bound=_P569_bound)
    _P570 = TypeVar("_P570", bound=_P570_bound)
    _P571 = TypeVar("_P571", bound=_P571_bound)
    _None_5 = TypeVar("_None_5", bound=_None_5_bound)
_jt_gate_0: Callable[[Array[_JustInt] | _JustInt, Array[_JustInt] | _JustInt], None]
_jt_gate_1: Callable[[Array[_JustFloat] | _JustFloat, Array[_JustFloat] | _JustFloat], None]
_jt_gate_2: Callable[[Array[_JustComplex] | _JustComplex, Array[_JustComplex] | _JustComplex], None]
_jt_gate_3: Callable[[Array[uint2], Array[uint2]], None]
_jt_gate_4: Callable[[Array[uint4], Array[uint4]], None]
_jt_gate_5: Callable[[_Union0, _Union0], None]
_jt_gate_6: Callable[[_Union1, _Union1], None]
_jt_gate_7: Callable[[_Union2, _Union2], None]
_jt_gate_8: Callable[[_Union3, _Union3], None]
_jt_gate_9: Callable[[Array[int2], Array[int2]], None]
_jt_gate_10: Callable[[Array[int4], Array[int4]], None]
_jt_gate_11: Callable[[_Union4, _Union4], None]
_jt_gate_12: Callable[[_Union5, _Union5], None]
_jt_gate_13: Callable[[_Union6, _Union6], None]
_jt_gate_14: Callable[[_Union7, _Union7], None]
_jt_gate_15: Callable[[Array[float4_e2m1fn], Array[float4_e2m1fn]], None]
_jt_gate_16: Callable[[Array[float8_e3m4], Array[float8_e3m4]], None]
_jt_gate_17: Callable[[Array[float8_e4m3], Array[float8_e4m3]], None]
_jt_gate_18: Callable[[Array[float8_e4m3b11fnuz], Array[float8_e4m3b11fnuz]], None]
_jt_gate_19: Callable[[Array[float8_e4m3fn], Array[float8_e4m3fn]], None]
_jt_gate_20: Callable[[Array[float8_e4m3fnuz], Array[float8_e4m3fnuz]], None]
_jt_gate_21: Callable[[Array[float8_e5m2], Array[float8_e5m2]], None]
_jt_gate_22: Callable[[Array[float8_e5m2fnuz], Array[float8_e5m2fnuz]], None]
_jt_gate_23: Callable[[Array[float8_e8m0fnu], Array[float8_e8m0fnu]], None]
_jt_gate_24: Callable[[Array[bfloat16], Array[bfloat16]], None]
_jt_gate_25: Callable[[_Union8, _Union8], None]
_jt_gate_26: Callable[[_Union9, _Union9], None]
_jt_gate_27: Callable[[_Union10, _Union10], None]
_jt_gate_28: Callable[[_Union11, _Union11], None]
_jt_gate_29: Callable[[_Union12, _Union12], None]
_jt_gate_30: Callable[[_Union13, _Only32_5], None]
_jt_gate_31: Callable[[_Union14, _Only32_6], None]
_jt_gate_32: Callable[[_Union15, _Only32_7], None]
_jt_gate_33: Callable[[_Union16, _Only32_8], None]
_jt_gate_34: Callable[[Array[_Exactly_signedinteger], _Union17], None]
_jt_gate_35: Callable[[_Union17, Array[_Exactly_signedinteger]], None]
_jt_gate_36: Callable[[Array[_Exactly_unsignedinteger], _Union18], None]
_jt_gate_37: Callable[[_Union18, Array[_Exactly_unsignedinteger]], None]
_jt_gate_38: Callable[[Array[_Exactly_integer], _Union19], None]
_jt_gate_39: Callable[[_Union19, Array[_Exactly_integer]], None]
_jt_gate_40: Callable[[Array[_Exactly_floating], _Union20], None]
_jt_gate_41: Callable[[_Union20, Array[_Exactly_floating]], None]
_jt_gate_42: Callable[[Array[_Exactly_complexfloating], _Union21], None]
_jt_gate_43: Callable[[_Union21, Array[_Exactly_complexfloating]], None]
_jt_gate_44: Callable[[Array[_Exactly_inexact], _Union22], None]
_jt_gate_45: Callable[[_Union22, Array[_Exactly_inexact]], None]
_jt_gate_46: Callable[[Array[_Exactly_number], _Union23], None]
_jt_gate_47: Callable[[_Union23, Array[_Exactly_number]], None]
_jt_gate_48: Callable[[Array[_Exactly_generic], _Union24], None]
_jt_gate_49: Callable[[_Union24, Array[_Exactly_generic]], None]
_jt_gate_50: Callable[[ArrayLike], None]
_jt_gate_51: Callable[[_Union25, _Union25], None]
_jt_gate_52: Callable[[Array[_JustFloat] | _JustFloat, Array[_JustInt] | _JustInt], None]
_jt_gate_53: Callable[[Array[_JustComplex] | _JustComplex, Array[_JustInt] | _JustInt], None]
_jt_gate_54: Callable[[Array[float4_e2m1fn], _Union26], None]
_jt_gate_55: Callable[[Array[float8_e3m4], _Union27], None]
_jt_gate_56: Callable[[Array[float8_e4m3], _Union28], None]
_jt_gate_57: Callable[[Array[float8_e4m3b11fnuz], _Union29], None]
_jt_gate_58: Callable[[Array[float8_e4m3fn], _Union30], None]
_jt_gate_59: Callable[[Array[float8_e4m3fnuz], _Union31], None]
_jt_gate_60: Callable[[Array[float8_e5m2], _Union32], None]
_jt_gate_61: Callable[[Array[float8_e5m2fnuz], _Union33], None]
_jt_gate_62: Callable[[Array[float8_e8m0fnu], _Union34], None]
_jt_gate_63: Callable[[Array[bfloat16], _Union35], None]
_jt_gate_64: Callable[[_Union8, _Union36], None]
_jt_gate_65: Callable[[_Union9, _Union37], None]
_jt_gate_66: Callable[[_Union10, _Union38], None]
_jt_gate_67: Callable[[_Union11, _Union39], None]
_jt_gate_68: Callable[[_Union12, _Union40], None]
_jt_gate_69: Callable[[_Union15, _Only32_9], None]
_jt_gate_70: Callable[[_Union16, _Only32_10], None]
_jt_gate_71: Callable[[Array[_JustFloat] | _JustFloat, _Union41], None]
_jt_gate_72: Callable[[np.int8 | _NDArray[np.int8]], None]
_jt_gate_73: Callable[[np.int16 | _NDArray[np.int16]], None]
_jt_gate_74: Callable[[np.int32 | _NDArray[np.int32]], None]
_jt_gate_75: Callable[[_Union42], None]
_jt_gate_76: Callable[[np.float16 | _NDArray[np.float16]], None]
_jt_gate_77: Callable[[_Union43], None]
_jt_gate_78: Callable[[_Union44], None]
_jt_gate_79: Callable[[Array[_JustInt] | _JustInt], None]
_jt_gate_80: Callable[[_Union45], None]
_jt_gate_81: Callable[[Array[_Exactly_signedinteger]], None]
_jt_gate_82: Callable[[Array[_Exactly_integer]], None]
_jt_gate_83: Callable[[Array[_Exactly_floating]], None]
_jt_gate_84: Callable[[Array[_Exactly_complexfloating]], None]
_jt_gate_85: Callable[[Array[_Exactly_inexact]], None]
_jt_gate_86: Callable[[Array[_Exactly_number]], None]
_jt_gate_87: Callable[[Array[_Exactly_generic]], None]
_jt_gate_88: Callable[[np.float32 | _NDArray[np.float32]], None]
_jt_gate_89: Callable[[_Union46], None]
_jt_gate_90: Callable[[np.complex64 | _NDArray[np.complex64]], None]
_jt_gate_91: Callable[[_Union47], None]
_jt_gate_92: Callable[[Array[_JustFloat] | _JustFloat], None]
_jt_gate_93: Callable[[Array[_JustComplex] | _JustComplex], None]
_jt_gate_94: Callable[[_Union48], None]
_jt_gate_95: Callable[[np.uint8 | _NDArray[np.uint8]], None]
_jt_gate_96: Callable[[np.uint16 | _NDArray[np.uint16]], None]
_jt_gate_97: Callable[[np.uint32 | _NDArray[np.uint32]], None]
_jt_gate_98: Callable[[_Union3], None]
_jt_gate_99: Callable[[Array[_Exactly_unsignedinteger]], None]
_jt_gate_100: Callable[[_Union49], None]
_jt_gate_101: Callable[[_Union11], None]
_jt_gate_102: Callable[[_Union50], None]
_jt_gate_103: Callable[[ArrayLike, _DTypeLike_bool], None]
_jt_gate_104: Callable[[ArrayLike, _DTypeLike_int64], None]
_jt_gate_105: Callable[[ArrayLike, _DTypeLike_float64], None]
_jt_gate_106: Callable[[ArrayLike, _DTypeLike_complex128], None]
_jt_gate_107: Callable[[ArrayLike, _DTypeLike_uint2], None]
_jt_gate_108: Callable[[ArrayLike, _DTypeLike_uint4], None]
_jt_gate_109: Callable[[ArrayLike, _DTypeLike_uint8], None]
_jt_gate_110: Callable[[ArrayLike, _DTypeLike_uint16], None]
_jt_gate_111: Callable[[ArrayLike, _DTypeLike_uint32], None]
_jt_gate_112: Callable[[ArrayLike, _DTypeLike_uint64], None]
_jt_gate_113: Callable[[ArrayLike, _DTypeLike_int2], None]
_jt_gate_114: Callable[[ArrayLike, _DTypeLike_int4], None]
_jt_gate_115: Callable[[ArrayLike, _DTypeLike_int8], None]
_jt_gate_116: Callable[[ArrayLike, _DTypeLike_int16], None]
_jt_gate_117: Callable[[ArrayLike, _DTypeLike_int32], None]
_jt_gate_118: Callable[[ArrayLike, _DTypeLike_float4_e2m1fn], None]
_jt_gate_119: Callable[[ArrayLike, _DTypeLike_float8_e3m4], None]
_jt_gate_120: Callable[[ArrayLike, _DTypeLike_float8_e4m3], None]
_jt_gate_121: Callable[[ArrayLike, _DTypeLike_float8_e4m3b11fnuz], None]
_jt_gate_122: Callable[[ArrayLike, _DTypeLike_float8_e4m3fn], None]
_jt_gate_123: Callable[[ArrayLike, _DTypeLike_float8_e4m3fnuz], None]
_jt_gate_124: Callable[[ArrayLike, _DTypeLike_float8_e5m2], None]
_jt_gate_125: Callable[[ArrayLike, _DTypeLike_float8_e5m2fnuz], None]
_jt_gate_126: Callable[[ArrayLike, _DTypeLike_float8_e8m0fnu], None]
_jt_gate_127: Callable[[ArrayLike, _DTypeLike_bfloat16], None]
_jt_gate_128: Callable[[ArrayLike, _DTypeLike_float16], None]
_jt_gate_129: Callable[[ArrayLike, _DTypeLike_float32], None]
_jt_gate_130: Callable[[ArrayLike, _DTypeLike_complex64], None]
_jt_gate_131: Callable[[ArrayLike, DTypeLike], None]
_jt_gate_132: Callable[[_DTypeLike_bool, int], None]
_jt_gate_133: Callable[[_DTypeLike_int64, int], None]
_jt_gate_134: Callable[[_DTypeLike_float64, int], None]
_jt_gate_135: Callable[[_DTypeLike_complex128, int], None]
_jt_gate_136: Callable[[_DTypeLike_uint2, int], None]
_jt_gate_137: Callable[[_DTypeLike_uint4, int], None]
_jt_gate_138: Callable[[_DTypeLike_uint8, int], None]
_jt_gate_139: Callable[[_DTypeLike_uint16, int], None]
_jt_gate_140: Callable[[_DTypeLike_uint32, int], None]
_jt_gate_141: Callable[[_DTypeLike_uint64, int], None]
_jt_gate_142: Callable[[_DTypeLike_int2, int], None]
_jt_gate_143: Callable[[_DTypeLike_int4, int], None]
_jt_gate_144: Callable[[_DTypeLike_int8, int], None]
_jt_gate_145: Callable[[_DTypeLike_int16, int], None]
_jt_gate_146: Callable[[_DTypeLike_int32, int], None]
_jt_gate_147: Callable[[_DTypeLike_float4_e2m1fn, int], None]
_jt_gate_148: Callable[[_DTypeLike_float8_e3m4, int], None]
_jt_gate_149: Callable[[_DTypeLike_float8_e4m3, int], None]
_jt_gate_150: Callable[[_DTypeLike_float8_e4m3b11fnuz, int], None]
_jt_gate_151: Callable[[_DTypeLike_float8_e4m3fn, int], None]
_jt_gate_152: Callable[[_DTypeLike_float8_e4m3fnuz, int], None]
_jt_gate_153: Callable[[_DTypeLike_float8_e5m2, int], None]
_jt_gate_154: Callable[[_DTypeLike_float8_e5m2fnuz, int], None]
_jt_gate_155: Callable[[_DTypeLike_float8_e8m0fnu, int], None]
_jt_gate_156: Callable[[_DTypeLike_bfloat16, int], None]
_jt_gate_157: Callable[[_DTypeLike_float16, int], None]
_jt_gate_158: Callable[[_DTypeLike_float32, int], None]
_jt_gate_159: Callable[[_DTypeLike_complex64, int], None]
_jt_gate_160: Callable[[DTypeLike, int], None]
_jt_gate_161: Callable[[_Union3, None], None]
_jt_gate_162: Callable[[_Union42, None], None]
_jt_gate_163: Callable[[_Union46, None], None]
_jt_gate_164: Callable[[None], None]
_jt_gate_165: Callable[[np.uint8 | _NDArray[np.uint8], None], None]
_jt_gate_166: Callable[[np.uint16 | _NDArray[np.uint16], None], None]
_jt_gate_167: Callable[[np.uint32 | _NDArray[np.uint32], None], None]
_jt_gate_168: Callable[[np.int8 | _NDArray[np.int8], None], None]
_jt_gate_169: Callable[[np.int16 | _NDArray[np.int16], None], None]
_jt_gate_170: Callable[[np.int32 | _NDArray[np.int32], None], None]
_jt_gate_171: Callable[[np.float16 | _NDArray[np.float16], None], None]
_jt_gate_172: Callable[[np.float32 | _NDArray[np.float32], None], None]
_jt_gate_173: Callable[[np.complex64 | _NDArray[np.complex64], None], None]
_jt_gate_174: Callable[[_Union47, None], None]
_jt_gate_175: Callable[[_Union48, None], None]
_jt_gate_176: Callable[[_JustInt, None], None]
_jt_gate_177: Callable[[_JustFloat, None], None]
_jt_gate_178: Callable[[_JustComplex, None], None]
_jt_gate_179: Callable[[Array[complexfloating], None], None]
_jt_gate_180: Callable[[Array[inexact], None], None]
_jt_gate_181: Callable[[Array[number], None], None]
_jt_gate_182: Callable[[Array[generic], None], None]
_jt_gate_183: Callable[[Array[_Top], None], None]
_jt_gate_184: Callable[[ArrayLike, ArrayLike, _DTypeLike_bool], None]
_jt_gate_185: Callable[[ArrayLike, ArrayLike, _DTypeLike_int64], None]
_jt_gate_186: Callable[[ArrayLike, ArrayLike, _DTypeLike_float64], None]
_jt_gate_187: Callable[[ArrayLike, ArrayLike, _DTypeLike_complex128], None]
_jt_gate_188: Callable[[ArrayLike, ArrayLike, _DTypeLike_uint2], None]
_jt_gate_189: Callable[[ArrayLike, ArrayLike, _DTypeLike_uint4], None]
_jt_gate_190: Callable[[ArrayLike, ArrayLike, _DTypeLike_uint8], None]
_jt_gate_191: Callable[[ArrayLike, ArrayLike, _DTypeLike_uint16], None]
_jt_gate_192: Callable[[ArrayLike, ArrayLike, _DTypeLike_uint32], None]
_jt_gate_193: Callable[[ArrayLike, ArrayLike, _DTypeLike_uint64], None]
_jt_gate_194: Callable[[ArrayLike, ArrayLike, _DTypeLike_int2], None]
_jt_gate_195: Callable[[ArrayLike, ArrayLike, _DTypeLike_int4], None]
_jt_gate_196: Callable[[ArrayLike, ArrayLike, _DTypeLike_int8], None]
_jt_gate_197: Callable[[ArrayLike, ArrayLike, _DTypeLike_int16], None]
_jt_gate_198: Callable[[ArrayLike, ArrayLike, _DTypeLike_int32], None]
_jt_gate_199: Callable[[ArrayLike, ArrayLike, _DTypeLike_float4_e2m1fn], None]
_jt_gate_200: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e3m4], None]
_jt_gate_201: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e4m3], None]
_jt_gate_202: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e4m3b11fnuz], None]
_jt_gate_203: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e4m3fn], None]
_jt_gate_204: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e4m3fnuz], None]
_jt_gate_205: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e5m2], None]
_jt_gate_206: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e5m2fnuz], None]
_jt_gate_207: Callable[[ArrayLike, ArrayLike, _DTypeLike_float8_e8m0fnu], None]
_jt_gate_208: Callable[[ArrayLike, ArrayLike, _DTypeLike_bfloat16], None]
_jt_gate_209: Callable[[ArrayLike, ArrayLike, _DTypeLike_float16], None]
_jt_gate_210: Callable[[ArrayLike, ArrayLike, _DTypeLike_float32], None]
_jt_gate_211: Callable[[ArrayLike, ArrayLike, _DTypeLike_complex64], None]
_jt_gate_212: Callable[[ArrayLike, ArrayLike, DTypeLike], None]
_jt_gate_213: Callable[[_Union3, ArrayLike, None], None]
_jt_gate_214: Callable[[_Union42, ArrayLike, None], None]
_jt_gate_215: Callable[[_Union46, ArrayLike, None], None]
_jt_gate_216: Callable[[ArrayLike, None], None]
_jt_gate_217: Callable[[np.uint8 | _NDArray[np.uint8], ArrayLike, None], None]
_jt_gate_218: Callable[[np.uint16 | _NDArray[np.uint16], ArrayLike, None], None]
_jt_gate_219: Callable[[np.uint32 | _NDArray[np.uint32], ArrayLike, None], None]
_jt_gate_220: Callable[[np.int8 | _NDArray[np.int8], ArrayLike, None], None]
_jt_gate_221: Callable[[np.int16 | _NDArray[np.int16], ArrayLike, None], None]
_jt_gate_222: Callable[[np.int32 | _NDArray[np.int32], ArrayLike, None], None]
_jt_gate_223: Callable[[np.float16 | _NDArray[np.float16], ArrayLike, None], None]
_jt_gate_224: Callable[[np.float32 | _NDArray[np.float32], ArrayLike, None], None]
_jt_gate_225: Callable[[np.complex64 | _NDArray[np.complex64], ArrayLike, None], None]
_jt_gate_226: Callable[[_Union47, ArrayLike, None], None]
_jt_gate_227: Callable[[_Union48, ArrayLike, None], None]
_jt_gate_228: Callable[[_JustInt, ArrayLike, None], None]
_jt_gate_229: Callable[[_JustFloat, ArrayLike, None], None]
_jt_gate_230: Callable[[_JustComplex, ArrayLike, None], None]
_jt_gate_231: Callable[[Array[complexfloating], ArrayLike, None], None]
_jt_gate_232: Callable[[Array[inexact], ArrayLike, None], None]
_jt_gate_233: Callable[[Array[number], ArrayLike, None], None]
_jt_gate_234: Callable[[Array[generic], ArrayLike, None], None]
_jt_gate_235: Callable[[Array[_Top], ArrayLike, None], None]
_jt_gate_236: Callable[[ArrayLike, int, _DTypeLike_int64], None]
_jt_gate_237: Callable[[ArrayLike, int, _DTypeLike_uint2], None]
_jt_gate_238: Callable[[ArrayLike, int, _DTypeLike_uint4], None]
_jt_gate_239: Callable[[ArrayLike, int, _DTypeLike_uint8], None]
_jt_gate_240: Callable[[ArrayLike, int, _DTypeLike_uint16], None]
_jt_gate_241: Callable[[ArrayLike, int, _DTypeLike_uint32], None]
_jt_gate_242: Callable[[ArrayLike, int, _DTypeLike_uint64], None]
_jt_gate_243: Callable[[ArrayLike, int, _DTypeLike_int2], None]
_jt_gate_244: Callable[[ArrayLike, int, _DTypeLike_int4], None]
_jt_gate_245: Callable[[ArrayLike, int, _DTypeLike_int8], None]
_jt_gate_246: Callable[[ArrayLike, int, _DTypeLike_int16], None]
_jt_gate_247: Callable[[ArrayLike, int, _DTypeLike_int32], None]
_jt_gate_248: Callable[[ArrayLike, int, DTypeLike], None]
_jt_gate_249: Callable[[Array[_JustInt] | _JustInt, Array[_JustInt] | _JustInt, Array[_JustInt] | _JustInt], None]
_jt_gate_250: Callable[[Array[_JustFloat] | _JustFloat, Array[_JustFloat] | _JustFloat, Array[_JustFloat] | _JustFloat], None]
_jt_gate_251: Callable[[Array[_JustComplex] | _JustComplex, Array[_JustComplex] | _JustComplex, Array[_JustComplex] | _JustComplex], None]
_jt_gate_252: Callable[[_Union25, _Union25, _Union25], None]
_jt_gate_253: Callable[[Array[uint2], Array[uint2], Array[uint2]], None]
_jt_gate_254: Callable[[Array[uint4], Array[uint4], Array[uint4]], None]
_jt_gate_255: Callable[[_Union0, _Union0, _Union0], None]
_jt_gate_256: Callable[[_Union1, _Union1, _Union1], None]
_jt_gate_257: Callable[[_Union2, _Union2, _Union2], None]
_jt_gate_258: Callable[[_Union3, _Union3, _Union3], None]
_jt_gate_259: Callable[[Array[int2], Array[int2], Array[int2]], None]
_jt_gate_260: Callable[[Array[int4], Array[int4], Array[int4]], None]
_jt_gate_261: Callable[[_Union4, _Union4, _Union4], None]
_jt_gate_262: Callable[[_Union5, _Union5, _Union5], None]
_jt_gate_263: Callable[[_Union6, _Union6, _Union6], None]
_jt_gate_264: Callable[[_Union7, _Union7, _Union7], None]
_jt_gate_265: Callable[[Array[float4_e2m1fn], Array[float4_e2m1fn], Array[float4_e2m1fn]], None]
_jt_gate_266: Callable[[Array[float8_e3m4], Array[float8_e3m4], Array[float8_e3m4]], None]
_jt_gate_267: Callable[[Array[float8_e4m3], Array[float8_e4m3], Array[float8_e4m3]], None]
_jt_gate_268: Callable[[Array[float8_e4m3b11fnuz], Array[float8_e4m3b11fnuz], Array[float8_e4m3b11fnuz]], None]
_jt_gate_269: Callable[[Array[float8_e4m3fn], Array[float8_e4m3fn], Array[float8_e4m3fn]], None]
_jt_gate_270: Callable[[Array[float8_e4m3fnuz], Array[float8_e4m3fnuz], Array[float8_e4m3fnuz]], None]
_jt_gate_271: Callable[[Array[float8_e5m2], Array[float8_e5m2], Array[float8_e5m2]], None]
_jt_gate_272: Callable[[Array[float8_e5m2fnuz], Array[float8_e5m2fnuz], Array[float8_e5m2fnuz]], None]
_jt_gate_273: Callable[[Array[float8_e8m0fnu], Array[float8_e8m0fnu], Array[float8_e8m0fnu]], None]
_jt_gate_274: Callable[[Array[bfloat16], Array[bfloat16], Array[bfloat16]], None]
_jt_gate_275: Callable[[_Union8, _Union8, _Union8], None]
_jt_gate_276: Callable[[_Union9, _Union9, _Union9], None]
_jt_gate_277: Callable[[_Union10, _Union10, _Union10], None]
_jt_gate_278: Callable[[_Union11, _Union11, _Union11], None]
_jt_gate_279: Callable[[_Union12, _Union12, _Union12], None]
_jt_gate_280: Callable[[_Union13, _Union13, _Only32_5], None]
_jt_gate_281: Callable[[_Union14, _Union14, _Only32_6], None]
_jt_gate_282: Callable[[_Union15, _Union15, _Only32_7], None]
_jt_gate_283: Callable[[_Union16, _Union16, _Only32_8], None]
_jt_gate_284: Callable[[Array[_Exactly_signedinteger], _Union17, _Union17], None]
_jt_gate_285: Callable[[_Union17, Array[_Exactly_signedinteger], _Union17], None]
_jt_gate_286: Callable[[_Union17, _Union17, Array[_Exactly_signedinteger]], None]
_jt_gate_287: Callable[[Array[_Exactly_unsignedinteger], _Union18, _Union18], None]
_jt_gate_288: Callable[[_Union18, Array[_Exactly_unsignedinteger], _Union18], None]
_jt_gate_289: Callable[[_Union18, _Union18, Array[_Exactly_unsignedinteger]], None]
_jt_gate_290: Callable[[Array[_Exactly_integer], _Union19, _Union19], None]
_jt_gate_291: Callable[[_Union19, Array[_Exactly_integer], _Union19], None]
_jt_gate_292: Callable[[_Union19, _Union19, Array[_Exactly_integer]], None]
_jt_gate_293: Callable[[Array[_Exactly_floating], _Union20, _Union20], None]
_jt_gate_294: Callable[[_Union20, Array[_Exactly_floating], _Union20], None]
_jt_gate_295: Callable[[_Union20, _Union20, Array[_Exactly_floating]], None]
_jt_gate_296: Callable[[Array[_Exactly_complexfloating], _Union21, _Union21], None]
_jt_gate_297: Callable[[_Union21, Array[_Exactly_complexfloating], _Union21], None]
_jt_gate_298: Callable[[_Union21, _Union21, Array[_Exactly_complexfloating]], None]
_jt_gate_299: Callable[[Array[_Exactly_inexact], _Union22, _Union22], None]
_jt_gate_300: Callable[[_Union22, Array[_Exactly_inexact], _Union22], None]
_jt_gate_301: Callable[[_Union22, _Union22, Array[_Exactly_inexact]], None]
_jt_gate_302: Callable[[Array[_Exactly_number], _Union23, _Union23], None]
_jt_gate_303: Callable[[_Union23, Array[_Exactly_number], _Union23], None]
_jt_gate_304: Callable[[_Union23, _Union23, Array[_Exactly_number]], None]
_jt_gate_305: Callable[[Array[_Exactly_generic], _Union24, _Union24], None]
_jt_gate_306: Callable[[_Union24, Array[_Exactly_generic], _Union24], None]
_jt_gate_307: Callable[[_Union24, _Union24, Array[_Exactly_generic]], None]
_jt_gate_308: Callable[[ArrayLike, ArrayLike], None]
_jt_gate_309: Callable[[int], None]
_jt_gate_310: Callable[[np.uint8 | _NDArray[np.uint8], int], None]
_jt_gate_311: Callable[[np.uint16 | _NDArray[np.uint16], int], None]
_jt_gate_312: Callable[[np.uint32 | _NDArray[np.uint32], int], None]
_jt_gate_313: Callable[[_Union3, int], None]
_jt_gate_314: Callable[[np.int8 | _NDArray[np.int8], int], None]
_jt_gate_315: Callable[[np.int16 | _NDArray[np.int16], int], None]
_jt_gate_316: Callable[[np.int32 | _NDArray[np.int32], int], None]
_jt_gate_317: Callable[[_Union42, int], None]
_jt_gate_318: Callable[[np.float16 | _NDArray[np.float16], int], None]
_jt_gate_319: Callable[[np.float32 | _NDArray[np.float32], int], None]
_jt_gate_320: Callable[[_Union46, int], None]
_jt_gate_321: Callable[[np.complex64 | _NDArray[np.complex64], int], None]
_jt_gate_322: Callable[[_Union47, int], None]
_jt_gate_323: Callable[[Array[_JustInt] | _JustInt, int], None]
_jt_gate_324: Callable[[Array[_JustFloat] | _JustFloat, int], None]
_jt_gate_325: Callable[[Array[_JustComplex] | _JustComplex, int], None]
_jt_gate_326: Callable[[Array[_Exactly_signedinteger], int], None]
_jt_gate_327: Callable[[Array[_Exactly_unsignedinteger], int], None]
_jt_gate_328: Callable[[Array[_Exactly_integer], int], None]
_jt_gate_329: Callable[[Array[_Exactly_floating], int], None]
_jt_gate_330: Callable[[Array[_Exactly_complexfloating], int], None]
_jt_gate_331: Callable[[Array[_Exactly_inexact], int], None]
_jt_gate_332: Callable[[Array[_Exactly_number], int], None]
_jt_gate_333: Callable[[Array[_Exactly_generic], int], None]
_jt_gate_334: Callable[[int, int], None]
_jt_gate_335: Callable[[np.float16 | _NDArray[np.float16], int, int], None]
_jt_gate_336: Callable[[np.float32 | _NDArray[np.float32], int, int], None]
_jt_gate_337: Callable[[_Union46, int, int], None]
_jt_gate_338: Callable[[Array[_JustFloat] | _JustFloat, int, int], None]
_jt_gate_339: Callable[[Array[_Exactly_floating], int, int], None]
_jt_gate_340: Callable[[Array[_Exactly_inexact], int, int], None]
_jt_gate_341: Callable[[Array[_Exactly_number], int, int], None]
_jt_gate_342: Callable[[Array[_Exactly_generic], int, int], None]
_jt_gate_343: Callable[[_Union7], None]
_jt_gate_344: Callable[[Array[bool_] | _NDArray[np.bool_], Array[bool_] | _NDArray[np.bool_], None], None]
_jt_gate_345: Callable[[Array[bool_ | uint2] | _NDArray[np.bool_], Array[uint2], None], None]
_jt_gate_346: Callable[[Array[uint2], Array[bool_] | _NDArray[np.bool_], None], None]
_jt_gate_347: Callable[[Array[_Union51] | _NDArray[np.bool_], Array[uint4], None], None]
_jt_gate_348: Callable[[Array[uint4], Array[_Union52] | _NDArray[np.bool_], None], None]
_jt_gate_349: Callable[[Array[_Union53] | _NDArray[np.bool_ | np.uint8], Array[uint8] | _NDArray[np.uint8], None], None]
_jt_gate_350: Callable[[Array[uint8] | _NDArray[np.uint8], Array[_Union54] | _NDArray[np.bool_], None], None]
_jt_gate_351: Callable[[Array[_Union55] | _NDArray[_Union56], Array[uint16] | _NDArray[np.uint16], None], None]
_jt_gate_352: Callable[[Array[uint16] | _NDArray[np.uint16], Array[_Union57] | _NDArray[_Union58], None], None]
_jt_gate_353: Callable[[Array[_Union59] | _NDArray[_Union60], Array[uint32] | _NDArray[np.uint32], None], None]
_jt_gate_354: Callable[[Array[uint32] | _NDArray[np.uint32], Array[_Union61] | _NDArray[_Union62], None], None]
_jt_gate_355: Callable[[Array[_Union63] | _NDArray[_Union64], Array[uint64] | _NDArray[np.uint64], None], None]
_jt_gate_356: Callable[[Array[uint64] | _NDArray[np.uint64], Array[_Union59] | _NDArray[_Union60], None], None]
_jt_gate_357: Callable[[Array[int32] | _NDArray[np.int32], Array[uint64] | _NDArray[np.uint64], None], None]
_jt_gate_358: Callable[[Array[uint64] | _NDArray[np.uint64], Array[int32] | _NDArray[np.int32], None], None]
_jt_gate_359: Callable[[Array[_Union52] | _NDArray[np.bool_], Array[int2], None], None]
_jt_gate_360: Callable[[Array[int2], Array[bool_ | uint2] | _NDArray[np.bool_], None], None]
_jt_gate_361: Callable[[Array[_Union54] | _NDArray[np.bool_], Array[int4], None], None]
_jt_gate_362: Callable[[Array[int4], Array[_Union51] | _NDArray[np.bool_], None], None]
_jt_gate_363: Callable[[Array[_Union57] | _NDArray[_Union58], Array[int8] | _NDArray[np.int8], None], None]
_jt_gate_364: Callable[[Array[int8] | _NDArray[np.int8], Array[_Union53] | _NDArray[np.bool_ | np.uint8], None], None]
_jt_gate_365: Callable[[Array[_Union61] | _NDArray[_Union62], Array[int16] | _NDArray[np.int16], None], None]
_jt_gate_366: Callable[[Array[int16] | _NDArray[np.int16], Array[_Union55] | _NDArray[_Union56], None], None]
_jt_gate_367: Callable[[Array[_Union65] | _NDArray[_Union66], Array[int32] | _NDArray[np.int32], None], None]
_jt_gate_368: Callable[[Array[int32] | _NDArray[np.int32], Array[_Union59] | _NDArray[_Union60], None], None]
_jt_gate_369: Callable[[Array[_Union67] | _NDArray[_Union68], Array[int64] | _NDArray[np.int64], None], None]
_jt_gate_370: Callable[[Array[int64 | builtins.int] | _NDArray[np.int64], Array[_Union69] | _NDArray[_Union70], None], None]
_jt_gate_371: Callable[[Array[_Union71] | _NDArray[_Union68], Array[float4_e2m1fn], None], None]
_jt_gate_372: Callable[[Array[_Union72] | _NDArray[_Union68], Array[float8_e3m4], None], None]
_jt_gate_373: Callable[[Array[_Union73] | _NDArray[_Union68], Array[float8_e4m3], None], None]
_jt_gate_374: Callable[[Array[_Union74] | _NDArray[_Union68], Array[float8_e4m3b11fnuz], None], None]
_jt_gate_375: Callable[[Array[_Union75] | _NDArray[_Union68], Array[float8_e4m3fn], None], None]
_jt_gate_376: Callable[[Array[_Union76] | _NDArray[_Union68], Array[float8_e4m3fnuz], None], None]
_jt_gate_377: Callable[[Array[_Union77] | _NDArray[_Union68], Array[float8_e5m2], None], None]
_jt_gate_378: Callable[[Array[_Union78] | _NDArray[_Union68], Array[float8_e5m2fnuz], None], None]
_jt_gate_379: Callable[[Array[_Union79] | _NDArray[_Union80], Array[float8_e8m0fnu], None], None]
_jt_gate_380: Callable[[Array[_Union81] | _NDArray[_Union80], Array[bfloat16], None], None]
_jt_gate_381: Callable[[Array[_Union82] | _NDArray[_Union80], Array[float16] | _NDArray[np.float16], None], None]
_jt_gate_382: Callable[[Array[_Union83] | _NDArray[_Union84], Array[float32] | _NDArray[np.float32], None], None]
_jt_gate_383: Callable[[Array[_Union85] | _NDArray[_Union86], Array[float64] | _NDArray[np.float64], None], None]
_jt_gate_384: Callable[[Array[float64 | builtins.float] | _NDArray[np.float64], Array[_Union87] | _NDArray[_Union84], None], None]
_jt_gate_385: Callable[[Array[_Union88] | _NDArray[_Union89], Array[complex64] | _NDArray[np.complex64], None], None]
_jt_gate_386: Callable[[Array[_Union90] | _NDArray[_Union91], Array[complex128] | _NDArray[np.complex128], None], None]
_jt_gate_387: Callable[[Array[complex128 | builtins.complex] | _NDArray[np.complex128], Array[_Union92] | _NDArray[_Union89], None], None]
_jt_gate_388: Callable[[Array[_Union93] | _NDArray[_Union68], Array[builtins.int], None], None]
_jt_gate_389: Callable[[Array[float16] | _NDArray[np.float16], Array[_Union94] | _NDArray[_Union68], None], None]
_jt_gate_390: Callable[[Array[float32] | _NDArray[np.float32], Array[_Union81] | _NDArray[_Union80], None], None]
_jt_gate_391: Callable[[Array[float64] | _NDArray[np.float64], Array[builtins.int], None], None]
_jt_gate_392: Callable[[Array[builtins.int], Array[builtins.int], None], None]
_jt_gate_393: Callable[[Array[builtins.float], Array[builtins.int], None], None]
_jt_gate_394: Callable[[Array[complex64] | _NDArray[np.complex64], Array[_Union85] | _NDArray[_Union86], None], None]
_jt_gate_395: Callable[[Array[complex128] | _NDArray[np.complex128], Array[builtins.int | builtins.float], None], None]
_jt_gate_396: Callable[[Array[builtins.int | builtins.float], Array[builtins.float], None], None]
_jt_gate_397: Callable[[Array[builtins.complex], Array[builtins.int | builtins.float], None], None]
_jt_gate_398: Callable[[Array[_Union95], Array[builtins.complex], None], None]
_jt_gate_399: Callable[[Array[uint64], Array[_Exactly_unsignedinteger], None], None]
_jt_gate_400: Callable[[Array[float4_e2m1fn], Array[_Union96] | _NDArray[_Union68], None], None]
_jt_gate_401: Callable[[Array[float8_e3m4], Array[_Union97] | _NDArray[_Union68], None], None]
_jt_gate_402: Callable[[Array[float8_e4m3], Array[_Union98] | _NDArray[_Union68], None], None]
_jt_gate_403: Callable[[Array[float8_e4m3b11fnuz], Array[_Union99] | _NDArray[_Union68], None], None]
_jt_gate_404: Callable[[Array[float8_e4m3fn], Array[_Union100] | _NDArray[_Union68], None], None]
_jt_gate_405: Callable[[Array[float8_e4m3fnuz], Array[_Union98] | _NDArray[_Union68], None], None]
_jt_gate_406: Callable[[Array[float8_e5m2], Array[_Union101] | _NDArray[_Union68], None], None]
_jt_gate_407: Callable[[Array[float8_e5m2fnuz], Array[_Union101] | _NDArray[_Union68], None], None]
_jt_gate_408: Callable[[Array[float8_e8m0fnu], Array[_Union102] | _NDArray[_Union80], None], None]
_jt_gate_409: Callable[[Array[bfloat16], Array[_Union103] | _NDArray[_Union80], None], None]
_jt_gate_410: Callable[[Array[_Union104] | _NDArray[_Union86], Array[builtins.float], None], None]
_jt_gate_411: Callable[[Array[_Union105] | _NDArray[_Union91], Array[builtins.complex], None], None]
_jt_gate_412: Callable[[Array[float16], Array[_Union106], None], None]
_jt_gate_413: Callable[[Array[float32], Array[_Union106], None], None]
_jt_gate_414: Callable[[Array[complex64], Array[_Union107], None], None]
_jt_gate_415: Callable[[Array[_Union108], Array[_Exactly_signedinteger], None], None]
_jt_gate_416: Callable[[Array[int32], Array[_Exactly_signedinteger], None], None]
_jt_gate_417: Callable[[Array[_Union109], Array[_Exactly_unsignedinteger], None], None]
_jt_gate_418: Callable[[Array[uint32], Array[_Exactly_unsignedinteger], None], None]
_jt_gate_419: Callable[[Array[_Union63], Array[_Exactly_integer], None], None]
_jt_gate_420: Callable[[Array[_Union110], Array[_Exactly_unsignedinteger], None], None]
_jt_gate_421: Callable[[Array[_Union111], Array[_Exactly_signedinteger], None], None]
_jt_gate_422: Callable[[Array[int32], Array[_Exactly_unsignedinteger | _Exactly_integer], None], None]
_jt_gate_423: Callable[[Array[float32], Array[_Exactly_floating], None], None]
_jt_gate_424: Callable[[Array[complex64], Array[_Union112], None], None]
_jt_gate_425: Callable[[Array[bool_], Array[_Exactly_generic], None], None]
_jt_gate_426: Callable[[_NDArray[_Union91], Array[_Union113], None], None]
_jt_gate_427: Callable[[Array[int64 | builtins.int], Array[_Union106], None], None]
_jt_gate_428: Callable[[Array[_Union81], Array[_Exactly_floating], None], None]
_jt_gate_429: Callable[[Array[_Union67], Array[_Exactly_number], None], None]
_jt_gate_430: Callable[[Array[_Union114], Array[_Exactly_generic], None], None]
_jt_gate_431: Callable[[Array[float64 | builtins.float], Array[_Union107], None], None]
_jt_gate_432: Callable[[Array[_Union88], Array[_Exactly_complexfloating], None], None]
_jt_gate_433: Callable[[Array[_Union85], Array[_Exactly_inexact], None], None]
_jt_gate_434: Callable[[Array[_Union115], Array[_Exactly_number | _Exactly_generic], None], None]
_jt_gate_435: Callable[[Array[complex128 | builtins.complex], Array[_Union113], None], None]
_jt_gate_436: Callable[[Array[_Union90] | _NDArray[_Union91], None], None]
_jt_gate_437: Callable[[Array[bool_ | builtins.int] | _NDArray[np.bool_], Array[bool_ | builtins.int] | _NDArray[np.bool_], None], None]
_jt_gate_438: Callable[[Array[_Union116] | _NDArray[np.bool_], Array[_Union116] | _NDArray[np.bool_], None], None]
_jt_gate_439: Callable[[Array[_Union117] | _NDArray[np.bool_], Array[_Union117] | _NDArray[np.bool_], None], None]
_jt_gate_440: Callable[[Array[_Union118] | _NDArray[np.bool_ | np.uint8], Array[_Union118] | _NDArray[np.bool_ | np.uint8], None], None]
_jt_gate_441: Callable[[Array[_Union119] | _NDArray[np.bool_], Array[_Union119] | _NDArray[np.bool_], None], None]
_jt_gate_442: Callable[[Array[_Union120] | _NDArray[np.bool_], Array[_Union120] | _NDArray[np.bool_], None], None]
_jt_gate_443: Callable[[Array[_Union121] | _NDArray[np.bool_ | np.int8], Array[_Union121] | _NDArray[np.bool_ | np.int8], None], None]
_jt_gate_444: Callable[[Array[_Union122] | _NDArray[_Union123], Array[_Union122] | _NDArray[_Union123], None], None]
_jt_gate_445: Callable[[Array[_Union124] | _NDArray[_Union125], Array[_Union124] | _NDArray[_Union125], None], None]
_jt_gate_446: Callable[[Array[_Union126] | _NDArray[_Union127], Array[_Union126] | _NDArray[_Union127], None], None]
_jt_gate_447: Callable[[Array[_Union128] | _NDArray[_Union129], Array[_Union128] | _NDArray[_Union129], None], None]
_jt_gate_448: Callable[[Array[_Union130] | _NDArray[_Union131], Array[_Union130] | _NDArray[_Union131], None], None]
_jt_gate_449: Callable[[Array[_Union132] | _NDArray[_Union133], Array[_Union132] | _NDArray[_Union133], None], None]
_jt_gate_450: Callable[[Array[_Union134] | _NDArray[_Union68], Array[_Union134] | _NDArray[_Union68], None], None]
_jt_gate_451: Callable[[Array[_Union135] | _NDArray[_Union68], Array[_Union135] | _NDArray[_Union68], None], None]
_jt_gate_452: Callable[[Array[_Union136] | _NDArray[_Union68], Array[_Union136] | _NDArray[_Union68], None], None]
_jt_gate_453: Callable[[Array[_Union137] | _NDArray[_Union68], Array[_Union137] | _NDArray[_Union68], None], None]
_jt_gate_454: Callable[[Array[_Union138] | _NDArray[_Union68], Array[_Union138] | _NDArray[_Union68], None], None]
_jt_gate_455: Callable[[Array[_Union139] | _NDArray[_Union68], Array[_Union139] | _NDArray[_Union68], None], None]
_jt_gate_456: Callable[[Array[_Union140] | _NDArray[_Union68], Array[_Union140] | _NDArray[_Union68], None], None]
_jt_gate_457: Callable[[Array[_Union141] | _NDArray[_Union68], Array[_Union141] | _NDArray[_Union68], None], None]
_jt_gate_458: Callable[[Array[_Union142] | _NDArray[_Union68], Array[_Union142] | _NDArray[_Union68], None], None]
_jt_gate_459: Callable[[Array[_Union143] | _NDArray[_Union68], Array[_Union143] | _NDArray[_Union68], None], None]
_jt_gate_460: Callable[[Array[_Union144] | _NDArray[_Union68], Array[_Union144] | _NDArray[_Union68], None], None]
_jt_gate_461: Callable[[Array[_Union145] | _NDArray[_Union80], Array[_Union145] | _NDArray[_Union80], None], None]
_jt_gate_462: Callable[[Array[_Union146] | _NDArray[_Union68], Array[_Union146] | _NDArray[_Union68], None], None]
_jt_gate_463: Callable[[Array[_Union147] | _NDArray[_Union84], Array[_Union147] | _NDArray[_Union84], None], None]
_jt_gate_464: Callable[[Array[_Union148] | _NDArray[_Union86], Array[_Union148] | _NDArray[_Union86], None], None]
_jt_gate_465: Callable[[Array[_Union149] | _NDArray[_Union150], Array[_Union149] | _NDArray[_Union150], None], None]
_jt_gate_466: Callable[[Array[_Union151] | _NDArray[_Union91], Array[_Union151] | _NDArray[_Union91], None], None]
_jt_gate_467: Callable[[Array[float4_e2m1fn], Array[_Union106], None], None]
_jt_gate_468: Callable[[Array[float8_e3m4], Array[_Union106], None], None]
_jt_gate_469: Callable[[Array[float8_e4m3], Array[_Union106], None], None]
_jt_gate_470: Callable[[Array[float8_e4m3b11fnuz], Array[_Union106], None], None]
_jt_gate_471: Callable[[Array[float8_e4m3fn], Array[_Union106], None], None]
_jt_gate_472: Callable[[Array[float8_e4m3fnuz], Array[_Union106], None], None]
_jt_gate_473: Callable[[Array[float8_e5m2], Array[_Union106], None], None]
_jt_gate_474: Callable[[Array[float8_e5m2fnuz], Array[_Union106], None], None]
_jt_gate_475: Callable[[Array[float8_e8m0fnu], Array[_Union106], None], None]
_jt_gate_476: Callable[[Array[bfloat16], Array[_Union106], None], None]
_jt_gate_477: Callable[[Array[_Exactly_unsignedinteger], Array[uint64], None], None]
_jt_gate_478: Callable[[Array[_Union106], Array[float4_e2m1fn], None], None]
_jt_gate_479: Callable[[Array[_Union106], Array[float8_e3m4], None], None]
_jt_gate_480: Callable[[Array[_Union106], Array[float8_e4m3], None], None]
_jt_gate_481: Callable[[Array[_Union106], Array[float8_e4m3b11fnuz], None], None]
_jt_gate_482: Callable[[Array[_Union106], Array[float8_e4m3fn], None], None]
_jt_gate_483: Callable[[Array[_Union106], Array[float8_e4m3fnuz], None], None]
_jt_gate_484: Callable[[Array[_Union106], Array[float8_e5m2], None], None]
_jt_gate_485: Callable[[Array[_Union106], Array[float8_e5m2fnuz], None], None]
_jt_gate_486: Callable[[Array[_Union106], Array[float8_e8m0fnu], None], None]
_jt_gate_487: Callable[[Array[_Union106], Array[bfloat16], None], None]
_jt_gate_488: Callable[[Array[_Union106], Array[float16], None], None]
_jt_gate_489: Callable[[Array[_Union106], Array[float32], None], None]
_jt_gate_490: Callable[[Array[_Union107], Array[complex64], None], None]
_jt_gate_491: Callable[[Array[_Exactly_signedinteger], Array[int32], None], None]
_jt_gate_492: Callable[[Array[_Exactly_unsignedinteger], Array[uint32], None], None]
_jt_gate_493: Callable[[Array[_Exactly_integer], Array[bool_ | uint2], None], None]
_jt_gate_494: Callable[[Array[_Exactly_unsignedinteger | _Exactly_integer], Array[int32], None], None]
_jt_gate_495: Callable[[Array[_Exactly_floating], Array[float32], None], None]
_jt_gate_496: Callable[[Array[_Union152], Array[complex64], None], None]
_jt_gate_497: Callable[[Array[_Exactly_number], Array[bool_], None], None]
_jt_gate_498: Callable[[Array[_Union106], Array[int64 | builtins.int], None], None]
_jt_gate_499: Callable[[Array[_Exactly_signedinteger], Array[_Union153], None], None]
_jt_gate_500: Callable[[Array[_Exactly_unsignedinteger], Array[_Union154], None], None]
_jt_gate_501: Callable[[Array[_Exactly_signedinteger | _Exactly_integer], Array[_Union155], None], None]
_jt_gate_502: Callable[[Array[_Union106], Array[_Exactly_integer], None], None]
_jt_gate_503: Callable[[Array[_Exactly_unsignedinteger | _Exactly_integer], Array[_Union156], None], None]
_jt_gate_504: Callable[[Array[_Union107], Array[_Exactly_floating], None], None]
_jt_gate_505: Callable[[Array[_Exactly_floating], Array[_Union157], None], None]
_jt_gate_506: Callable[[Array[_Union107], Array[float64 | builtins.float], None], None]
_jt_gate_507: Callable[[Array[_Union113], Array[_Exactly_complexfloating], None], None]
_jt_gate_508: Callable[[Array[_Exactly_complexfloating], Array[_Union158], None], None]
_jt_gate_509: Callable[[Array[_Union159], Array[_Exactly_inexact], None], None]
_jt_gate_510: Callable[[Array[_Exactly_floating | _Exactly_inexact], Array[_Exactly_number | _Exactly_generic], None], None]
_jt_gate_511: Callable[[Array[_Exactly_inexact], Array[_Union96], None], None]
_jt_gate_512: Callable[[Array[_Union160], Array[_Exactly_number], None], None]
_jt_gate_513: Callable[[Array[_Union161], Array[_Exactly_generic], None], None]
_jt_gate_514: Callable[[Array[_Exactly_number | _Exactly_generic], Array[_Union162], None], None]
_jt_gate_515: Callable[[Array[_Union112], Array[_Union163], None], None]
_jt_gate_516: Callable[[Array[_Union113], Array[complex128 | builtins.complex], None], None]
_jt_gate_517: Callable[[Array[_Exactly_generic], Array[bool_ | _Exactly_generic], None], None]
_jt_gate_518: Callable[[Array[_Union164], None], None]
# </generated parameter_typevars>

# <generated protocol_imports>
from jaxtypes._array import _R
from jaxtypes._array import _Y
from jaxtypes._array import _BitwiseWith
from jaxtypes._array import _EqualityWith
from jaxtypes._array import _FloorDivideWith
from jaxtypes._array import _JoinWith
from jaxtypes._array import _NextafterWith
from jaxtypes._array import _OrderingWith
from jaxtypes._array import _PowerRWith
from jaxtypes._array import _PowerWith
from jaxtypes._array import _ShiftWith
from jaxtypes._array import _SubtractWith
from jaxtypes._array import _TrueDivideWith
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
# </generated protocol_imports>


_T = TypeVar("_T")

_LaxD = TypeVar("_LaxD")

class _LaxNeedsOneDtype_CastWithAstype(Generic[_LaxD]):
    """No value has this type: the second operand of the last overload of each binary lax
    operation, which no call matches; pyright's message for ``lax.add(int16, float32)``
    names it with both dtypes (``lax_named_mistake`` in ``stubs/generate.py``)."""

class Precision(enum.Enum):
    """The precision of a contraction on accelerators (the CPU computes at full precision)."""

    DEFAULT = "DEFAULT"
    HIGH = "HIGH"
    HIGHEST = "HIGHEST"

class DotAlgorithm(NamedTuple):
    """How a contraction computes: operand rounding types, accumulation type, component
    counts, primitive operations, imprecise accumulation."""

    lhs_precision_type: DTypeLike
    rhs_precision_type: DTypeLike
    accumulation_type: DTypeLike
    lhs_component_count: int = 1
    rhs_component_count: int = 1
    num_primitive_operations: int = 1
    allow_imprecise_accumulation: bool = False

class DotAlgorithmPreset(enum.Enum):
    """The named dot algorithms (``LHS_RHS_ACCUMULATION``)."""

    DEFAULT = 1
    ANY_F8_ANY_F8_F32 = 2
    ANY_F8_ANY_F8_F32_FAST_ACCUM = 3
    ANY_F8_ANY_F8_ANY = 4
    ANY_F8_ANY_F8_ANY_FAST_ACCUM = 5
    F16_F16_F16 = 6
    F16_F16_F32 = 7
    BF16_BF16_BF16 = 8
    BF16_BF16_F32 = 9
    BF16_BF16_F32_X3 = 10
    BF16_BF16_F32_X6 = 11
    BF16_BF16_F32_X9 = 12
    TF32_TF32_F32 = 13
    TF32_TF32_F32_X3 = 14
    F32_F32_F32 = 15
    F64_F64_F64 = 16
    @property
    def supported_lhs_types(self) -> tuple[DTypeLike, ...] | None: ...
    @property
    def supported_rhs_types(self) -> tuple[DTypeLike, ...] | None: ...
    @property
    def accumulation_type(self) -> DTypeLike | None: ...
    def supported_output_types(self, lhs_dtype: DTypeLike, rhs_dtype: DTypeLike) -> tuple[DTypeLike, ...] | None: ...

# What precision= takes: None (jax_default_matmul_precision decides), a Precision, a pair,
# one of their names or a preset's name, a DotAlgorithm or a DotAlgorithmPreset.
PrecisionLike: TypeAlias = (None | str | Precision | tuple[str, str] | tuple[Precision, Precision] | DotAlgorithm
                            | DotAlgorithmPreset)
DotDimensionNumbers: TypeAlias = tuple[tuple[Sequence[int], Sequence[int]], tuple[Sequence[int], Sequence[int]]]

class RoundingMethod(enum.IntEnum):
    """How ``lax.round`` breaks ties."""

    AWAY_FROM_ZERO = 0
    TO_NEAREST_EVEN = 1

# -- elementwise binary operators: equal dtypes ---------------------------------------
# <generated lax_binary>
class _Overloads_add:
    """Type-check only: the overloads of add, div, mul, sub (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P2, y: _P3, /, *, _jt_gate: Callable[[_P2, _P3], None] = _jt_gate_1) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P4, y: _P5, /, *, _jt_gate: Callable[[_P4, _P5], None] = _jt_gate_2) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P6, y: _P7, /, *, _jt_gate: Callable[[_P6, _P7], None] = _jt_gate_3) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P8, y: _P9, /, *, _jt_gate: Callable[[_P8, _P9], None] = _jt_gate_4) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union0_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union0_1, _Union0_2], None] = _jt_gate_5) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union1_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union1_1, _Union1_2], None] = _jt_gate_6) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _Union2_2, /, *, _jt_gate: Callable[[_Union2_1, _Union2_2], None] = _jt_gate_7) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _Union3_2, /, *, _jt_gate: Callable[[_Union3_1, _Union3_2], None] = _jt_gate_8) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P18, y: _P19, /, *, _jt_gate: Callable[[_P18, _P19], None] = _jt_gate_9) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P20, y: _P21, /, *, _jt_gate: Callable[[_P20, _P21], None] = _jt_gate_10) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _Union4_2, /, *, _jt_gate: Callable[[_Union4_1, _Union4_2], None] = _jt_gate_11) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _Union5_2, /, *, _jt_gate: Callable[[_Union5_1, _Union5_2], None] = _jt_gate_12) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union6_1, y: _Union6_2, /, *, _jt_gate: Callable[[_Union6_1, _Union6_2], None] = _jt_gate_13) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union7_1, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_1, _Union7_2], None] = _jt_gate_14) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P30, y: _P31, /, *, _jt_gate: Callable[[_P30, _P31], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _P32, y: _P33, /, *, _jt_gate: Callable[[_P32, _P33], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _P34, y: _P35, /, *, _jt_gate: Callable[[_P34, _P35], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _P36, y: _P37, /, *, _jt_gate: Callable[[_P36, _P37], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _P38, y: _P39, /, *, _jt_gate: Callable[[_P38, _P39], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _P40, y: _P41, /, *, _jt_gate: Callable[[_P40, _P41], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _P42, y: _P43, /, *, _jt_gate: Callable[[_P42, _P43], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _P44, y: _P45, /, *, _jt_gate: Callable[[_P44, _P45], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _P46, y: _P47, /, *, _jt_gate: Callable[[_P46, _P47], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _P48, y: _P49, /, *, _jt_gate: Callable[[_P48, _P49], None] = _jt_gate_24) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _Union8_2, /, *, _jt_gate: Callable[[_Union8_1, _Union8_2], None] = _jt_gate_25) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _Union9_2, /, *, _jt_gate: Callable[[_Union9_1, _Union9_2], None] = _jt_gate_26) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _Union10_2, /, *, _jt_gate: Callable[[_Union10_1, _Union10_2], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _Union11_2, /, *, _jt_gate: Callable[[_Union11_1, _Union11_2], None] = _jt_gate_28) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _Union12_2, /, *, _jt_gate: Callable[[_Union12_1, _Union12_2], None] = _jt_gate_29) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Only32_5_2, /, *, _jt_gate: Callable[[_Union13_1, _Only32_5_2], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6_2, /, *, _jt_gate: Callable[[_Union14_1, _Only32_6_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7_2, /, *, _jt_gate: Callable[[_Union15_1, _Only32_7_2], None] = _jt_gate_32) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _Only32_8_2, /, *, _jt_gate: Callable[[_Union16_1, _Only32_8_2], None] = _jt_gate_33) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P68, y: _Union17_2, /, *, _jt_gate: Callable[[_P68, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P71, /, *, _jt_gate: Callable[[_Union17_1, _P71], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union18_2, /, *, _jt_gate: Callable[[_P72, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P75, /, *, _jt_gate: Callable[[_Union18_1, _P75], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P76, y: _Union19_2, /, *, _jt_gate: Callable[[_P76, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P79, /, *, _jt_gate: Callable[[_Union19_1, _P79], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P80, y: _Union20_2, /, *, _jt_gate: Callable[[_P80, _Union20_2], None] = _jt_gate_40) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_41) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, y: _Union21_2, /, *, _jt_gate: Callable[[_P84, _Union21_2], None] = _jt_gate_42) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P87, /, *, _jt_gate: Callable[[_Union21_1, _P87], None] = _jt_gate_43) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P88, y: _Union22_2, /, *, _jt_gate: Callable[[_P88, _Union22_2], None] = _jt_gate_44) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P91, /, *, _jt_gate: Callable[[_Union22_1, _P91], None] = _jt_gate_45) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[number]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[number]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_add(_Overloads_add): ...
add: _Fn_add
@overload
def atan2(x: _P102, y: _P2, /, *, _jt_gate: Callable[[_P102, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def atan2(x: _P103, y: _P4, /, *, _jt_gate: Callable[[_P103, _P4], None] = _jt_gate_2) -> Array[builtins.complex]: ...
@overload
def atan2(x: _P104, y: _P30, /, *, _jt_gate: Callable[[_P104, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def atan2(x: _P105, y: _P32, /, *, _jt_gate: Callable[[_P105, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def atan2(x: _P106, y: _P34, /, *, _jt_gate: Callable[[_P106, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def atan2(x: _P107, y: _P36, /, *, _jt_gate: Callable[[_P107, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def atan2(x: _P108, y: _P38, /, *, _jt_gate: Callable[[_P108, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def atan2(x: _P109, y: _P40, /, *, _jt_gate: Callable[[_P109, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def atan2(x: _P110, y: _P42, /, *, _jt_gate: Callable[[_P110, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def atan2(x: _P111, y: _P44, /, *, _jt_gate: Callable[[_P111, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def atan2(x: _P112, y: _P46, /, *, _jt_gate: Callable[[_P112, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def atan2(x: _P113, y: _P48, /, *, _jt_gate: Callable[[_P113, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def atan2(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def atan2(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def atan2(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def atan2(x: _Union11_0, y: _Union11_1, /, *, _jt_gate: Callable[[_Union11_0, _Union11_1], None] = _jt_gate_28) -> Array[complex64]: ...
@overload
def atan2(x: _Union12_0, y: _Union12_1, /, *, _jt_gate: Callable[[_Union12_0, _Union12_1], None] = _jt_gate_29) -> Array[_Mode_complex128_complex64]: ...
@overload
def atan2(x: _Union15_0, y: _Only32_7_1, /, *, _jt_gate: Callable[[_Union15_0, _Only32_7_1], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def atan2(x: _Union16_0, y: _Only32_8_1, /, *, _jt_gate: Callable[[_Union16_0, _Only32_8_1], None] = _jt_gate_33) -> Array[complex64]: ...
@overload
def atan2(x: _P123, y: _Union20_1, /, *, _jt_gate: Callable[[_P123, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def atan2(x: _Union20_0, y: _P80, /, *, _jt_gate: Callable[[_Union20_0, _P80], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def atan2(x: _P125, y: _Union21_1, /, *, _jt_gate: Callable[[_P125, _Union21_1], None] = _jt_gate_42) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def atan2(x: _Union21_0, y: _P84, /, *, _jt_gate: Callable[[_Union21_0, _P84], None] = _jt_gate_43) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def atan2(x: _P127, y: _Union22_1, /, *, _jt_gate: Callable[[_P127, _Union22_1], None] = _jt_gate_44) -> Array[inexact]: ...
@overload
def atan2(x: _Union22_0, y: _P88, /, *, _jt_gate: Callable[[_Union22_0, _P88], None] = _jt_gate_45) -> Array[inexact]: ...
@overload
def atan2(x: _P129, y: _Union23_1, /, *, _jt_gate: Callable[[_P129, _Union23_1], None] = _jt_gate_46) -> Array[inexact]: ...
@overload
def atan2(x: _Union23_0, y: _P92, /, *, _jt_gate: Callable[[_Union23_0, _P92], None] = _jt_gate_47) -> Array[inexact]: ...
@overload
def atan2(x: _P131, y: _Union24_1, /, *, _jt_gate: Callable[[_P131, _Union24_1], None] = _jt_gate_48) -> Array[inexact]: ...
@overload
def atan2(x: _Union24_0, y: _P96, /, *, _jt_gate: Callable[[_Union24_0, _P96], None] = _jt_gate_49) -> Array[inexact]: ...
@overload
def atan2(x: _AbstractArray, y: _ArrayLike_1, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def atan2(x: _ArrayLike_0, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def atan2(x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Overloads_bitwise_and:
    """Type-check only: the overloads of bitwise_and, bitwise_or, bitwise_xor (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_51) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P6, y: _P7, /, *, _jt_gate: Callable[[_P6, _P7], None] = _jt_gate_3) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P8, y: _P9, /, *, _jt_gate: Callable[[_P8, _P9], None] = _jt_gate_4) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union0_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union0_1, _Union0_2], None] = _jt_gate_5) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union1_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union1_1, _Union1_2], None] = _jt_gate_6) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _Union2_2, /, *, _jt_gate: Callable[[_Union2_1, _Union2_2], None] = _jt_gate_7) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _Union3_2, /, *, _jt_gate: Callable[[_Union3_1, _Union3_2], None] = _jt_gate_8) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P18, y: _P19, /, *, _jt_gate: Callable[[_P18, _P19], None] = _jt_gate_9) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P20, y: _P21, /, *, _jt_gate: Callable[[_P20, _P21], None] = _jt_gate_10) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _Union4_2, /, *, _jt_gate: Callable[[_Union4_1, _Union4_2], None] = _jt_gate_11) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _Union5_2, /, *, _jt_gate: Callable[[_Union5_1, _Union5_2], None] = _jt_gate_12) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union6_1, y: _Union6_2, /, *, _jt_gate: Callable[[_Union6_1, _Union6_2], None] = _jt_gate_13) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union7_1, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_1, _Union7_2], None] = _jt_gate_14) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Only32_5_2, /, *, _jt_gate: Callable[[_Union13_1, _Only32_5_2], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6_2, /, *, _jt_gate: Callable[[_Union14_1, _Only32_6_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P68, y: _Union17_2, /, *, _jt_gate: Callable[[_P68, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P71, /, *, _jt_gate: Callable[[_Union17_1, _P71], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union18_2, /, *, _jt_gate: Callable[[_P72, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P75, /, *, _jt_gate: Callable[[_Union18_1, _P75], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P76, y: _Union19_2, /, *, _jt_gate: Callable[[_P76, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P79, /, *, _jt_gate: Callable[[_Union19_1, _P79], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[generic]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[generic]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_bitwise_and(_Overloads_bitwise_and): ...
bitwise_and: _Fn_bitwise_and
class _Fn_bitwise_or(_Overloads_bitwise_and): ...
bitwise_or: _Fn_bitwise_or
class _Fn_bitwise_xor(_Overloads_bitwise_and): ...
bitwise_xor: _Fn_bitwise_xor
@overload
def complex(x: _P102, y: _P2, /, *, _jt_gate: Callable[[_P102, _P2], None] = _jt_gate_1) -> Array[builtins.complex]: ...
@overload
def complex(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[complex64]: ...
@overload
def complex(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_complex128_complex64]: ...
@overload
def complex(x: _Union15_0, y: _Only32_7_1, /, *, _jt_gate: Callable[[_Union15_0, _Only32_7_1], None] = _jt_gate_32) -> Array[complex64]: ...
@overload
def complex(x: _P123, y: _Union20_1, /, *, _jt_gate: Callable[[_P123, _Union20_1], None] = _jt_gate_40) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union20_0, y: _P80, /, *, _jt_gate: Callable[[_Union20_0, _P80], None] = _jt_gate_41) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _P127, y: _Union22_1, /, *, _jt_gate: Callable[[_P127, _Union22_1], None] = _jt_gate_44) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union22_0, y: _P88, /, *, _jt_gate: Callable[[_Union22_0, _P88], None] = _jt_gate_45) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _P129, y: _Union23_1, /, *, _jt_gate: Callable[[_P129, _Union23_1], None] = _jt_gate_46) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union23_0, y: _P92, /, *, _jt_gate: Callable[[_Union23_0, _P92], None] = _jt_gate_47) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _P131, y: _Union24_1, /, *, _jt_gate: Callable[[_P131, _Union24_1], None] = _jt_gate_48) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union24_0, y: _P96, /, *, _jt_gate: Callable[[_Union24_0, _P96], None] = _jt_gate_49) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _AbstractArray, y: _ArrayLike_1, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def complex(x: _ArrayLike_0, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def complex(x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_div(_Overloads_add): ...
div: _Fn_div
class _Overloads_eq:
    """Type-check only: the overloads of eq, ne (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P2, y: _P3, /, *, _jt_gate: Callable[[_P2, _P3], None] = _jt_gate_1) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P4, y: _P5, /, *, _jt_gate: Callable[[_P4, _P5], None] = _jt_gate_2) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_51) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P6, y: _P7, /, *, _jt_gate: Callable[[_P6, _P7], None] = _jt_gate_3) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P8, y: _P9, /, *, _jt_gate: Callable[[_P8, _P9], None] = _jt_gate_4) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union0_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union0_1, _Union0_2], None] = _jt_gate_5) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union1_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union1_1, _Union1_2], None] = _jt_gate_6) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _Union2_2, /, *, _jt_gate: Callable[[_Union2_1, _Union2_2], None] = _jt_gate_7) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _Union3_2, /, *, _jt_gate: Callable[[_Union3_1, _Union3_2], None] = _jt_gate_8) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P18, y: _P19, /, *, _jt_gate: Callable[[_P18, _P19], None] = _jt_gate_9) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P20, y: _P21, /, *, _jt_gate: Callable[[_P20, _P21], None] = _jt_gate_10) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _Union4_2, /, *, _jt_gate: Callable[[_Union4_1, _Union4_2], None] = _jt_gate_11) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _Union5_2, /, *, _jt_gate: Callable[[_Union5_1, _Union5_2], None] = _jt_gate_12) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union6_1, y: _Union6_2, /, *, _jt_gate: Callable[[_Union6_1, _Union6_2], None] = _jt_gate_13) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union7_1, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_1, _Union7_2], None] = _jt_gate_14) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P30, y: _P31, /, *, _jt_gate: Callable[[_P30, _P31], None] = _jt_gate_15) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P32, y: _P33, /, *, _jt_gate: Callable[[_P32, _P33], None] = _jt_gate_16) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P34, y: _P35, /, *, _jt_gate: Callable[[_P34, _P35], None] = _jt_gate_17) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P36, y: _P37, /, *, _jt_gate: Callable[[_P36, _P37], None] = _jt_gate_18) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P38, y: _P39, /, *, _jt_gate: Callable[[_P38, _P39], None] = _jt_gate_19) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P40, y: _P41, /, *, _jt_gate: Callable[[_P40, _P41], None] = _jt_gate_20) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P42, y: _P43, /, *, _jt_gate: Callable[[_P42, _P43], None] = _jt_gate_21) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P44, y: _P45, /, *, _jt_gate: Callable[[_P44, _P45], None] = _jt_gate_22) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P46, y: _P47, /, *, _jt_gate: Callable[[_P46, _P47], None] = _jt_gate_23) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P48, y: _P49, /, *, _jt_gate: Callable[[_P48, _P49], None] = _jt_gate_24) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _Union8_2, /, *, _jt_gate: Callable[[_Union8_1, _Union8_2], None] = _jt_gate_25) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _Union9_2, /, *, _jt_gate: Callable[[_Union9_1, _Union9_2], None] = _jt_gate_26) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _Union10_2, /, *, _jt_gate: Callable[[_Union10_1, _Union10_2], None] = _jt_gate_27) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _Union11_2, /, *, _jt_gate: Callable[[_Union11_1, _Union11_2], None] = _jt_gate_28) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _Union12_2, /, *, _jt_gate: Callable[[_Union12_1, _Union12_2], None] = _jt_gate_29) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Only32_5_2, /, *, _jt_gate: Callable[[_Union13_1, _Only32_5_2], None] = _jt_gate_30) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6_2, /, *, _jt_gate: Callable[[_Union14_1, _Only32_6_2], None] = _jt_gate_31) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7_2, /, *, _jt_gate: Callable[[_Union15_1, _Only32_7_2], None] = _jt_gate_32) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _Only32_8_2, /, *, _jt_gate: Callable[[_Union16_1, _Only32_8_2], None] = _jt_gate_33) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P68, y: _Union17_2, /, *, _jt_gate: Callable[[_P68, _Union17_2], None] = _jt_gate_34) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P71, /, *, _jt_gate: Callable[[_Union17_1, _P71], None] = _jt_gate_35) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P72, y: _Union18_2, /, *, _jt_gate: Callable[[_P72, _Union18_2], None] = _jt_gate_36) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P75, /, *, _jt_gate: Callable[[_Union18_1, _P75], None] = _jt_gate_37) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P76, y: _Union19_2, /, *, _jt_gate: Callable[[_P76, _Union19_2], None] = _jt_gate_38) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P79, /, *, _jt_gate: Callable[[_Union19_1, _P79], None] = _jt_gate_39) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P80, y: _Union20_2, /, *, _jt_gate: Callable[[_P80, _Union20_2], None] = _jt_gate_40) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_41) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P84, y: _Union21_2, /, *, _jt_gate: Callable[[_P84, _Union21_2], None] = _jt_gate_42) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P87, /, *, _jt_gate: Callable[[_Union21_1, _P87], None] = _jt_gate_43) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P88, y: _Union22_2, /, *, _jt_gate: Callable[[_P88, _Union22_2], None] = _jt_gate_44) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P91, /, *, _jt_gate: Callable[[_Union22_1, _P91], None] = _jt_gate_45) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_eq(_Overloads_eq): ...
eq: _Fn_eq
class _Overloads_ge:
    """Type-check only: the overloads of ge, gt, le, lt (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P2, y: _P3, /, *, _jt_gate: Callable[[_P2, _P3], None] = _jt_gate_1) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_51) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P6, y: _P7, /, *, _jt_gate: Callable[[_P6, _P7], None] = _jt_gate_3) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P8, y: _P9, /, *, _jt_gate: Callable[[_P8, _P9], None] = _jt_gate_4) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union0_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union0_1, _Union0_2], None] = _jt_gate_5) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union1_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union1_1, _Union1_2], None] = _jt_gate_6) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _Union2_2, /, *, _jt_gate: Callable[[_Union2_1, _Union2_2], None] = _jt_gate_7) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _Union3_2, /, *, _jt_gate: Callable[[_Union3_1, _Union3_2], None] = _jt_gate_8) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P18, y: _P19, /, *, _jt_gate: Callable[[_P18, _P19], None] = _jt_gate_9) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P20, y: _P21, /, *, _jt_gate: Callable[[_P20, _P21], None] = _jt_gate_10) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _Union4_2, /, *, _jt_gate: Callable[[_Union4_1, _Union4_2], None] = _jt_gate_11) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _Union5_2, /, *, _jt_gate: Callable[[_Union5_1, _Union5_2], None] = _jt_gate_12) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union6_1, y: _Union6_2, /, *, _jt_gate: Callable[[_Union6_1, _Union6_2], None] = _jt_gate_13) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union7_1, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_1, _Union7_2], None] = _jt_gate_14) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P30, y: _P31, /, *, _jt_gate: Callable[[_P30, _P31], None] = _jt_gate_15) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P32, y: _P33, /, *, _jt_gate: Callable[[_P32, _P33], None] = _jt_gate_16) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P34, y: _P35, /, *, _jt_gate: Callable[[_P34, _P35], None] = _jt_gate_17) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P36, y: _P37, /, *, _jt_gate: Callable[[_P36, _P37], None] = _jt_gate_18) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P38, y: _P39, /, *, _jt_gate: Callable[[_P38, _P39], None] = _jt_gate_19) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P40, y: _P41, /, *, _jt_gate: Callable[[_P40, _P41], None] = _jt_gate_20) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P42, y: _P43, /, *, _jt_gate: Callable[[_P42, _P43], None] = _jt_gate_21) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P44, y: _P45, /, *, _jt_gate: Callable[[_P44, _P45], None] = _jt_gate_22) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P46, y: _P47, /, *, _jt_gate: Callable[[_P46, _P47], None] = _jt_gate_23) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P48, y: _P49, /, *, _jt_gate: Callable[[_P48, _P49], None] = _jt_gate_24) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _Union8_2, /, *, _jt_gate: Callable[[_Union8_1, _Union8_2], None] = _jt_gate_25) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _Union9_2, /, *, _jt_gate: Callable[[_Union9_1, _Union9_2], None] = _jt_gate_26) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _Union10_2, /, *, _jt_gate: Callable[[_Union10_1, _Union10_2], None] = _jt_gate_27) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Only32_5_2, /, *, _jt_gate: Callable[[_Union13_1, _Only32_5_2], None] = _jt_gate_30) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6_2, /, *, _jt_gate: Callable[[_Union14_1, _Only32_6_2], None] = _jt_gate_31) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7_2, /, *, _jt_gate: Callable[[_Union15_1, _Only32_7_2], None] = _jt_gate_32) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P68, y: _Union17_2, /, *, _jt_gate: Callable[[_P68, _Union17_2], None] = _jt_gate_34) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P71, /, *, _jt_gate: Callable[[_Union17_1, _P71], None] = _jt_gate_35) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P72, y: _Union18_2, /, *, _jt_gate: Callable[[_P72, _Union18_2], None] = _jt_gate_36) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P75, /, *, _jt_gate: Callable[[_Union18_1, _P75], None] = _jt_gate_37) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P76, y: _Union19_2, /, *, _jt_gate: Callable[[_P76, _Union19_2], None] = _jt_gate_38) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P79, /, *, _jt_gate: Callable[[_Union19_1, _P79], None] = _jt_gate_39) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P80, y: _Union20_2, /, *, _jt_gate: Callable[[_P80, _Union20_2], None] = _jt_gate_40) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_41) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P88, y: _Union22_2, /, *, _jt_gate: Callable[[_P88, _Union22_2], None] = _jt_gate_44) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P91, /, *, _jt_gate: Callable[[_Union22_1, _P91], None] = _jt_gate_45) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_ge(_Overloads_ge): ...
ge: _Fn_ge
class _Fn_gt(_Overloads_ge): ...
gt: _Fn_gt
class _Fn_le(_Overloads_ge): ...
le: _Fn_le
class _Fn_lt(_Overloads_ge): ...
lt: _Fn_lt
class _Overloads_max:
    """Type-check only: the overloads of max, min (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P2, y: _P3, /, *, _jt_gate: Callable[[_P2, _P3], None] = _jt_gate_1) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P4, y: _P5, /, *, _jt_gate: Callable[[_P4, _P5], None] = _jt_gate_2) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_51) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P6, y: _P7, /, *, _jt_gate: Callable[[_P6, _P7], None] = _jt_gate_3) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P8, y: _P9, /, *, _jt_gate: Callable[[_P8, _P9], None] = _jt_gate_4) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union0_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union0_1, _Union0_2], None] = _jt_gate_5) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union1_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union1_1, _Union1_2], None] = _jt_gate_6) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _Union2_2, /, *, _jt_gate: Callable[[_Union2_1, _Union2_2], None] = _jt_gate_7) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _Union3_2, /, *, _jt_gate: Callable[[_Union3_1, _Union3_2], None] = _jt_gate_8) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P18, y: _P19, /, *, _jt_gate: Callable[[_P18, _P19], None] = _jt_gate_9) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P20, y: _P21, /, *, _jt_gate: Callable[[_P20, _P21], None] = _jt_gate_10) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _Union4_2, /, *, _jt_gate: Callable[[_Union4_1, _Union4_2], None] = _jt_gate_11) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _Union5_2, /, *, _jt_gate: Callable[[_Union5_1, _Union5_2], None] = _jt_gate_12) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union6_1, y: _Union6_2, /, *, _jt_gate: Callable[[_Union6_1, _Union6_2], None] = _jt_gate_13) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union7_1, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_1, _Union7_2], None] = _jt_gate_14) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P30, y: _P31, /, *, _jt_gate: Callable[[_P30, _P31], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _P32, y: _P33, /, *, _jt_gate: Callable[[_P32, _P33], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _P34, y: _P35, /, *, _jt_gate: Callable[[_P34, _P35], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _P36, y: _P37, /, *, _jt_gate: Callable[[_P36, _P37], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _P38, y: _P39, /, *, _jt_gate: Callable[[_P38, _P39], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _P40, y: _P41, /, *, _jt_gate: Callable[[_P40, _P41], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _P42, y: _P43, /, *, _jt_gate: Callable[[_P42, _P43], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _P44, y: _P45, /, *, _jt_gate: Callable[[_P44, _P45], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _P46, y: _P47, /, *, _jt_gate: Callable[[_P46, _P47], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _P48, y: _P49, /, *, _jt_gate: Callable[[_P48, _P49], None] = _jt_gate_24) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _Union8_2, /, *, _jt_gate: Callable[[_Union8_1, _Union8_2], None] = _jt_gate_25) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _Union9_2, /, *, _jt_gate: Callable[[_Union9_1, _Union9_2], None] = _jt_gate_26) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _Union10_2, /, *, _jt_gate: Callable[[_Union10_1, _Union10_2], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _Union11_2, /, *, _jt_gate: Callable[[_Union11_1, _Union11_2], None] = _jt_gate_28) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _Union12_2, /, *, _jt_gate: Callable[[_Union12_1, _Union12_2], None] = _jt_gate_29) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Only32_5_2, /, *, _jt_gate: Callable[[_Union13_1, _Only32_5_2], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6_2, /, *, _jt_gate: Callable[[_Union14_1, _Only32_6_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7_2, /, *, _jt_gate: Callable[[_Union15_1, _Only32_7_2], None] = _jt_gate_32) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _Only32_8_2, /, *, _jt_gate: Callable[[_Union16_1, _Only32_8_2], None] = _jt_gate_33) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P68, y: _Union17_2, /, *, _jt_gate: Callable[[_P68, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P71, /, *, _jt_gate: Callable[[_Union17_1, _P71], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union18_2, /, *, _jt_gate: Callable[[_P72, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P75, /, *, _jt_gate: Callable[[_Union18_1, _P75], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P76, y: _Union19_2, /, *, _jt_gate: Callable[[_P76, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P79, /, *, _jt_gate: Callable[[_Union19_1, _P79], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P80, y: _Union20_2, /, *, _jt_gate: Callable[[_P80, _Union20_2], None] = _jt_gate_40) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_41) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, y: _Union21_2, /, *, _jt_gate: Callable[[_P84, _Union21_2], None] = _jt_gate_42) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P87, /, *, _jt_gate: Callable[[_Union21_1, _P87], None] = _jt_gate_43) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P88, y: _Union22_2, /, *, _jt_gate: Callable[[_P88, _Union22_2], None] = _jt_gate_44) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P91, /, *, _jt_gate: Callable[[_Union22_1, _P91], None] = _jt_gate_45) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[number]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[generic]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[generic]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_max(_Overloads_max): ...
max: _Fn_max
class _Fn_min(_Overloads_max): ...
min: _Fn_min
class _Fn_mul(_Overloads_add): ...
mul: _Fn_mul
class _Fn_ne(_Overloads_eq): ...
ne: _Fn_ne
@overload
def nextafter(x: _P102, y: _P2, /, *, _jt_gate: Callable[[_P102, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def nextafter(x: _P104, y: _P30, /, *, _jt_gate: Callable[[_P104, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def nextafter(x: _P105, y: _P32, /, *, _jt_gate: Callable[[_P105, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def nextafter(x: _P106, y: _P34, /, *, _jt_gate: Callable[[_P106, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def nextafter(x: _P107, y: _P36, /, *, _jt_gate: Callable[[_P107, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def nextafter(x: _P108, y: _P38, /, *, _jt_gate: Callable[[_P108, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def nextafter(x: _P109, y: _P40, /, *, _jt_gate: Callable[[_P109, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def nextafter(x: _P110, y: _P42, /, *, _jt_gate: Callable[[_P110, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def nextafter(x: _P111, y: _P44, /, *, _jt_gate: Callable[[_P111, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def nextafter(x: _P112, y: _P46, /, *, _jt_gate: Callable[[_P112, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def nextafter(x: _P113, y: _P48, /, *, _jt_gate: Callable[[_P113, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def nextafter(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def nextafter(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def nextafter(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union15_0, y: _Only32_7_1, /, *, _jt_gate: Callable[[_Union15_0, _Only32_7_1], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def nextafter(x: _P123, y: _Union20_1, /, *, _jt_gate: Callable[[_P123, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def nextafter(x: _Union20_0, y: _P80, /, *, _jt_gate: Callable[[_Union20_0, _P80], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def nextafter(x: _P127, y: _Union22_1, /, *, _jt_gate: Callable[[_P127, _Union22_1], None] = _jt_gate_44) -> Array[floating]: ...
@overload
def nextafter(x: _Union22_0, y: _P88, /, *, _jt_gate: Callable[[_Union22_0, _P88], None] = _jt_gate_45) -> Array[floating]: ...
@overload
def nextafter(x: _P129, y: _Union23_1, /, *, _jt_gate: Callable[[_P129, _Union23_1], None] = _jt_gate_46) -> Array[floating]: ...
@overload
def nextafter(x: _Union23_0, y: _P92, /, *, _jt_gate: Callable[[_Union23_0, _P92], None] = _jt_gate_47) -> Array[floating]: ...
@overload
def nextafter(x: _P131, y: _Union24_1, /, *, _jt_gate: Callable[[_P131, _Union24_1], None] = _jt_gate_48) -> Array[floating]: ...
@overload
def nextafter(x: _Union24_0, y: _P96, /, *, _jt_gate: Callable[[_Union24_0, _P96], None] = _jt_gate_49) -> Array[floating]: ...
@overload
def nextafter(x: _AbstractArray, y: _ArrayLike_1, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def nextafter(x: _ArrayLike_0, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def nextafter(x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
@overload
def rem(x: _P136, y: _P0, /, *, _jt_gate: Callable[[_P136, _P0], None] = _jt_gate_0) -> Array[builtins.int]: ...
@overload
def rem(x: _P102, y: _P2, /, *, _jt_gate: Callable[[_P102, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def rem(x: _P137, y: _P6, /, *, _jt_gate: Callable[[_P137, _P6], None] = _jt_gate_3) -> Array[uint2]: ...
@overload
def rem(x: _P138, y: _P8, /, *, _jt_gate: Callable[[_P138, _P8], None] = _jt_gate_4) -> Array[uint4]: ...
@overload
def rem(x: _Union0_0, y: _Union0_1, /, *, _jt_gate: Callable[[_Union0_0, _Union0_1], None] = _jt_gate_5) -> Array[uint8]: ...
@overload
def rem(x: _Union1_0, y: _Union1_1, /, *, _jt_gate: Callable[[_Union1_0, _Union1_1], None] = _jt_gate_6) -> Array[uint16]: ...
@overload
def rem(x: _Union2_0, y: _Union2_1, /, *, _jt_gate: Callable[[_Union2_0, _Union2_1], None] = _jt_gate_7) -> Array[uint32]: ...
@overload
def rem(x: _Union3_0, y: _Union3_1, /, *, _jt_gate: Callable[[_Union3_0, _Union3_1], None] = _jt_gate_8) -> Array[_Mode_uint64_uint32]: ...
@overload
def rem(x: _P143, y: _P18, /, *, _jt_gate: Callable[[_P143, _P18], None] = _jt_gate_9) -> Array[int2]: ...
@overload
def rem(x: _P144, y: _P20, /, *, _jt_gate: Callable[[_P144, _P20], None] = _jt_gate_10) -> Array[int4]: ...
@overload
def rem(x: _Union4_0, y: _Union4_1, /, *, _jt_gate: Callable[[_Union4_0, _Union4_1], None] = _jt_gate_11) -> Array[int8]: ...
@overload
def rem(x: _Union5_0, y: _Union5_1, /, *, _jt_gate: Callable[[_Union5_0, _Union5_1], None] = _jt_gate_12) -> Array[int16]: ...
@overload
def rem(x: _Union6_0, y: _Union6_1, /, *, _jt_gate: Callable[[_Union6_0, _Union6_1], None] = _jt_gate_13) -> Array[int32]: ...
@overload
def rem(x: _Union7_0, y: _Union7_1, /, *, _jt_gate: Callable[[_Union7_0, _Union7_1], None] = _jt_gate_14) -> Array[_Mode_int64_int32]: ...
@overload
def rem(x: _P104, y: _P30, /, *, _jt_gate: Callable[[_P104, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def rem(x: _P105, y: _P32, /, *, _jt_gate: Callable[[_P105, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def rem(x: _P106, y: _P34, /, *, _jt_gate: Callable[[_P106, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def rem(x: _P107, y: _P36, /, *, _jt_gate: Callable[[_P107, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def rem(x: _P108, y: _P38, /, *, _jt_gate: Callable[[_P108, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def rem(x: _P109, y: _P40, /, *, _jt_gate: Callable[[_P109, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def rem(x: _P110, y: _P42, /, *, _jt_gate: Callable[[_P110, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def rem(x: _P111, y: _P44, /, *, _jt_gate: Callable[[_P111, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def rem(x: _P112, y: _P46, /, *, _jt_gate: Callable[[_P112, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def rem(x: _P113, y: _P48, /, *, _jt_gate: Callable[[_P113, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def rem(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def rem(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def rem(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def rem(x: _Union13_0, y: _Only32_5_1, /, *, _jt_gate: Callable[[_Union13_0, _Only32_5_1], None] = _jt_gate_30) -> Array[uint32]: ...
@overload
def rem(x: _Union14_0, y: _Only32_6_1, /, *, _jt_gate: Callable[[_Union14_0, _Only32_6_1], None] = _jt_gate_31) -> Array[int32]: ...
@overload
def rem(x: _Union15_0, y: _Only32_7_1, /, *, _jt_gate: Callable[[_Union15_0, _Only32_7_1], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def rem(x: _P153, y: _Union17_1, /, *, _jt_gate: Callable[[_P153, _Union17_1], None] = _jt_gate_34) -> Array[signedinteger]: ...
@overload
def rem(x: _Union17_0, y: _P68, /, *, _jt_gate: Callable[[_Union17_0, _P68], None] = _jt_gate_35) -> Array[signedinteger]: ...
@overload
def rem(x: _P155, y: _Union18_1, /, *, _jt_gate: Callable[[_P155, _Union18_1], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
@overload
def rem(x: _Union18_0, y: _P72, /, *, _jt_gate: Callable[[_Union18_0, _P72], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
@overload
def rem(x: _P157, y: _Union19_1, /, *, _jt_gate: Callable[[_P157, _Union19_1], None] = _jt_gate_38) -> Array[integer]: ...
@overload
def rem(x: _Union19_0, y: _P76, /, *, _jt_gate: Callable[[_Union19_0, _P76], None] = _jt_gate_39) -> Array[integer]: ...
@overload
def rem(x: _P123, y: _Union20_1, /, *, _jt_gate: Callable[[_P123, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def rem(x: _Union20_0, y: _P80, /, *, _jt_gate: Callable[[_Union20_0, _P80], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def rem(x: _P127, y: _Union22_1, /, *, _jt_gate: Callable[[_P127, _Union22_1], None] = _jt_gate_44) -> Array[floating]: ...
@overload
def rem(x: _Union22_0, y: _P88, /, *, _jt_gate: Callable[[_Union22_0, _P88], None] = _jt_gate_45) -> Array[floating]: ...
@overload
def rem(x: _P129, y: _Union23_1, /, *, _jt_gate: Callable[[_P129, _Union23_1], None] = _jt_gate_46) -> Array[number]: ...
@overload
def rem(x: _Union23_0, y: _P92, /, *, _jt_gate: Callable[[_Union23_0, _P92], None] = _jt_gate_47) -> Array[number]: ...
@overload
def rem(x: _P131, y: _Union24_1, /, *, _jt_gate: Callable[[_P131, _Union24_1], None] = _jt_gate_48) -> Array[number]: ...
@overload
def rem(x: _Union24_0, y: _P96, /, *, _jt_gate: Callable[[_Union24_0, _P96], None] = _jt_gate_49) -> Array[number]: ...
@overload
def rem(x: _AbstractArray, y: _ArrayLike_1, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def rem(x: _ArrayLike_0, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def rem(x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Overloads_shift_left:
    """Type-check only: the overloads of shift_left, shift_right_arithmetic, shift_right_logical (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P6, y: _P7, /, *, _jt_gate: Callable[[_P6, _P7], None] = _jt_gate_3) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P8, y: _P9, /, *, _jt_gate: Callable[[_P8, _P9], None] = _jt_gate_4) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union0_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union0_1, _Union0_2], None] = _jt_gate_5) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union1_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union1_1, _Union1_2], None] = _jt_gate_6) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _Union2_2, /, *, _jt_gate: Callable[[_Union2_1, _Union2_2], None] = _jt_gate_7) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _Union3_2, /, *, _jt_gate: Callable[[_Union3_1, _Union3_2], None] = _jt_gate_8) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P18, y: _P19, /, *, _jt_gate: Callable[[_P18, _P19], None] = _jt_gate_9) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P20, y: _P21, /, *, _jt_gate: Callable[[_P20, _P21], None] = _jt_gate_10) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _Union4_2, /, *, _jt_gate: Callable[[_Union4_1, _Union4_2], None] = _jt_gate_11) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _Union5_2, /, *, _jt_gate: Callable[[_Union5_1, _Union5_2], None] = _jt_gate_12) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union6_1, y: _Union6_2, /, *, _jt_gate: Callable[[_Union6_1, _Union6_2], None] = _jt_gate_13) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union7_1, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_1, _Union7_2], None] = _jt_gate_14) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Only32_5_2, /, *, _jt_gate: Callable[[_Union13_1, _Only32_5_2], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6_2, /, *, _jt_gate: Callable[[_Union14_1, _Only32_6_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P68, y: _Union17_2, /, *, _jt_gate: Callable[[_P68, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P71, /, *, _jt_gate: Callable[[_Union17_1, _P71], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union18_2, /, *, _jt_gate: Callable[[_P72, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P75, /, *, _jt_gate: Callable[[_Union18_1, _P75], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P76, y: _Union19_2, /, *, _jt_gate: Callable[[_P76, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P79, /, *, _jt_gate: Callable[[_Union19_1, _P79], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[integer]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_shift_left(_Overloads_shift_left): ...
shift_left: _Fn_shift_left
class _Fn_shift_right_arithmetic(_Overloads_shift_left): ...
shift_right_arithmetic: _Fn_shift_right_arithmetic
class _Fn_shift_right_logical(_Overloads_shift_left): ...
shift_right_logical: _Fn_shift_right_logical
class _Fn_sub(_Overloads_add): ...
sub: _Fn_sub
@overload
def pow(x: _P102, y: _P2, /, *, _jt_gate: Callable[[_P102, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def pow(x: _P102, y: _P0, /, *, _jt_gate: Callable[[_P102, _P0], None] = _jt_gate_52) -> Array[builtins.float]: ...
@overload
def pow(x: _P103, y: _P4, /, *, _jt_gate: Callable[[_P103, _P4], None] = _jt_gate_2) -> Array[builtins.complex]: ...
@overload
def pow(x: _P103, y: _P0, /, *, _jt_gate: Callable[[_P103, _P0], None] = _jt_gate_53) -> Array[builtins.complex]: ...
@overload
def pow(x: _P104, y: _Union26_1, /, *, _jt_gate: Callable[[_P104, _Union26_1], None] = _jt_gate_54) -> Array[float4_e2m1fn]: ...
@overload
def pow(x: _P105, y: _Union27_1, /, *, _jt_gate: Callable[[_P105, _Union27_1], None] = _jt_gate_55) -> Array[float8_e3m4]: ...
@overload
def pow(x: _P106, y: _Union28_1, /, *, _jt_gate: Callable[[_P106, _Union28_1], None] = _jt_gate_56) -> Array[float8_e4m3]: ...
@overload
def pow(x: _P107, y: _Union29_1, /, *, _jt_gate: Callable[[_P107, _Union29_1], None] = _jt_gate_57) -> Array[float8_e4m3b11fnuz]: ...
@overload
def pow(x: _P108, y: _Union30_1, /, *, _jt_gate: Callable[[_P108, _Union30_1], None] = _jt_gate_58) -> Array[float8_e4m3fn]: ...
@overload
def pow(x: _P109, y: _Union31_1, /, *, _jt_gate: Callable[[_P109, _Union31_1], None] = _jt_gate_59) -> Array[float8_e4m3fnuz]: ...
@overload
def pow(x: _P110, y: _Union32_1, /, *, _jt_gate: Callable[[_P110, _Union32_1], None] = _jt_gate_60) -> Array[float8_e5m2]: ...
@overload
def pow(x: _P111, y: _Union33_1, /, *, _jt_gate: Callable[[_P111, _Union33_1], None] = _jt_gate_61) -> Array[float8_e5m2fnuz]: ...
@overload
def pow(x: _P112, y: _Union34_1, /, *, _jt_gate: Callable[[_P112, _Union34_1], None] = _jt_gate_62) -> Array[float8_e8m0fnu]: ...
@overload
def pow(x: _P113, y: _Union35_1, /, *, _jt_gate: Callable[[_P113, _Union35_1], None] = _jt_gate_63) -> Array[bfloat16]: ...
@overload
def pow(x: _Union8_0, y: _Union36_1, /, *, _jt_gate: Callable[[_Union8_0, _Union36_1], None] = _jt_gate_64) -> Array[float16]: ...
@overload
def pow(x: _Union9_0, y: _Union37_1, /, *, _jt_gate: Callable[[_Union9_0, _Union37_1], None] = _jt_gate_65) -> Array[float32]: ...
@overload
def pow(x: _Union10_0, y: _Union38_1, /, *, _jt_gate: Callable[[_Union10_0, _Union38_1], None] = _jt_gate_66) -> Array[_Mode_float64_float32]: ...
@overload
def pow(x: _Union11_0, y: _Union39_1, /, *, _jt_gate: Callable[[_Union11_0, _Union39_1], None] = _jt_gate_67) -> Array[complex64]: ...
@overload
def pow(x: _Union12_0, y: _Union40_1, /, *, _jt_gate: Callable[[_Union12_0, _Union40_1], None] = _jt_gate_68) -> Array[_Mode_complex128_complex64]: ...
@overload
def pow(x: _Union15_0, y: _Only32_9_1, /, *, _jt_gate: Callable[[_Union15_0, _Only32_9_1], None] = _jt_gate_69) -> Array[float32]: ...
@overload
def pow(x: _Union16_0, y: _Only32_10_1, /, *, _jt_gate: Callable[[_Union16_0, _Only32_10_1], None] = _jt_gate_70) -> Array[complex64]: ...
@overload
def pow(x: _P102, y: _Union41_1, /, *, _jt_gate: Callable[[_P102, _Union41_1], None] = _jt_gate_71) -> Array[float]: ...
@overload
def pow(x: _AbstractArray, y: _ArrayLike_1, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def pow(x: _ArrayLike_0, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0], None] = _jt_gate_50) -> Array[_Top]: ...
# </generated lax_binary>

# -- elementwise unary operators -----------------------------------------------------------
# <generated lax_unary>
@overload
def abs(x: Array[_Keeps11], /) -> Array[_Keeps11]: ...
@overload
def abs(x: _P177, /, *, _jt_gate: Callable[[_P177], None] = _jt_gate_72) -> Array[int8]: ...
@overload
def abs(x: _P178, /, *, _jt_gate: Callable[[_P178], None] = _jt_gate_73) -> Array[int16]: ...
@overload
def abs(x: _P179, /, *, _jt_gate: Callable[[_P179], None] = _jt_gate_74) -> Array[int32]: ...
@overload
def abs(x: _Union42_0, /, *, _jt_gate: Callable[[_Union42_0], None] = _jt_gate_75) -> Array[_Mode_int64_int32]: ...
@overload
def abs(x: _P181, /, *, _jt_gate: Callable[[_P181], None] = _jt_gate_76) -> Array[float16]: ...
@overload
def abs(x: _Union43_0, /, *, _jt_gate: Callable[[_Union43_0], None] = _jt_gate_77) -> Array[float32]: ...
@overload
def abs(x: _Union44_0, /, *, _jt_gate: Callable[[_Union44_0], None] = _jt_gate_78) -> Array[_Mode_float64_float32]: ...
@overload
def abs(x: _P136, /, *, _jt_gate: Callable[[_P136], None] = _jt_gate_79) -> Array[builtins.int]: ...
@overload
def abs(x: _Union45_0, /, *, _jt_gate: Callable[[_Union45_0], None] = _jt_gate_80) -> Array[builtins.float]: ...
@overload
def abs(x: _P153, /, *, _jt_gate: Callable[[_P153], None] = _jt_gate_81) -> Array[signedinteger]: ...
@overload
def abs(x: _P157, /, *, _jt_gate: Callable[[_P157], None] = _jt_gate_82) -> Array[signedinteger]: ...
@overload
def abs(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_83) -> Array[floating]: ...
@overload
def abs(x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_84) -> Array[_Mode_floating_float32]: ...
@overload
def abs(x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_85) -> Array[floating]: ...
@overload
def abs(x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_86) -> Array[number]: ...
@overload
def abs(x: _P131, /, *, _jt_gate: Callable[[_P131], None] = _jt_gate_87) -> Array[number]: ...
@overload
def abs(x: _AbstractArray, /) -> Array[_Top]: ...
class _Overloads_acos:
    """Type-check only: the overloads of acos, acosh, asin, asinh, atan, atanh, cos, cosh, exp, exp2, expm1, log, log1p, logistic, reciprocal, rsqrt, sin, sinh, sqrt, tan, tanh (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps12], /) -> Array[_Keeps12]: ...
    @overload
    def __call__(self, x: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_76) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_88) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P188, /, *, _jt_gate: Callable[[_P188], None] = _jt_gate_90) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union47_1, /, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_91) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_92) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P4, /, *, _jt_gate: Callable[[_P4], None] = _jt_gate_93) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_84) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P96, /, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_acos(_Overloads_acos): ...
acos: _Fn_acos
class _Fn_acosh(_Overloads_acos): ...
acosh: _Fn_acosh
class _Fn_asin(_Overloads_acos): ...
asin: _Fn_asin
class _Fn_asinh(_Overloads_acos): ...
asinh: _Fn_asinh
class _Fn_atan(_Overloads_acos): ...
atan: _Fn_atan
class _Fn_atanh(_Overloads_acos): ...
atanh: _Fn_atanh
@overload
def bitwise_not(x: Array[_Keeps13], /) -> Array[_Keeps13]: ...
@overload
def bitwise_not(x: _Union48_0, /, *, _jt_gate: Callable[[_Union48_0], None] = _jt_gate_94) -> Array[bool_]: ...
@overload
def bitwise_not(x: _P191, /, *, _jt_gate: Callable[[_P191], None] = _jt_gate_95) -> Array[uint8]: ...
@overload
def bitwise_not(x: _P192, /, *, _jt_gate: Callable[[_P192], None] = _jt_gate_96) -> Array[uint16]: ...
@overload
def bitwise_not(x: _P193, /, *, _jt_gate: Callable[[_P193], None] = _jt_gate_97) -> Array[uint32]: ...
@overload
def bitwise_not(x: _Union3_0, /, *, _jt_gate: Callable[[_Union3_0], None] = _jt_gate_98) -> Array[_Mode_uint64_uint32]: ...
@overload
def bitwise_not(x: _P177, /, *, _jt_gate: Callable[[_P177], None] = _jt_gate_72) -> Array[int8]: ...
@overload
def bitwise_not(x: _P178, /, *, _jt_gate: Callable[[_P178], None] = _jt_gate_73) -> Array[int16]: ...
@overload
def bitwise_not(x: _P179, /, *, _jt_gate: Callable[[_P179], None] = _jt_gate_74) -> Array[int32]: ...
@overload
def bitwise_not(x: _Union42_0, /, *, _jt_gate: Callable[[_Union42_0], None] = _jt_gate_75) -> Array[_Mode_int64_int32]: ...
@overload
def bitwise_not(x: _P136, /, *, _jt_gate: Callable[[_P136], None] = _jt_gate_79) -> Array[builtins.int]: ...
@overload
def bitwise_not(x: _P153, /, *, _jt_gate: Callable[[_P153], None] = _jt_gate_81) -> Array[signedinteger]: ...
@overload
def bitwise_not(x: _P155, /, *, _jt_gate: Callable[[_P155], None] = _jt_gate_99) -> Array[unsignedinteger]: ...
@overload
def bitwise_not(x: _P157, /, *, _jt_gate: Callable[[_P157], None] = _jt_gate_82) -> Array[integer]: ...
@overload
def bitwise_not(x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_86) -> Array[integer]: ...
@overload
def bitwise_not(x: _P131, /, *, _jt_gate: Callable[[_P131], None] = _jt_gate_87) -> Array[generic]: ...
@overload
def bitwise_not(x: _AbstractArray, /) -> Array[_Top]: ...
class _Overloads_cbrt:
    """Type-check only: the overloads of cbrt, ceil, digamma, erf, erf_inv, erfc, floor, lgamma (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps14], /) -> Array[_Keeps14]: ...
    @overload
    def __call__(self, x: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_76) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_88) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_92) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P96, /, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[floating]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_cbrt(_Overloads_cbrt): ...
cbrt: _Fn_cbrt
class _Fn_ceil(_Overloads_cbrt): ...
ceil: _Fn_ceil
class _Overloads_clz:
    """Type-check only: the overloads of clz, population_count (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps15], /) -> Array[_Keeps15]: ...
    @overload
    def __call__(self, x: _P194, /, *, _jt_gate: Callable[[_P194], None] = _jt_gate_95) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P195, /, *, _jt_gate: Callable[[_P195], None] = _jt_gate_96) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P196, /, *, _jt_gate: Callable[[_P196], None] = _jt_gate_97) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, /, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_98) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P197, /, *, _jt_gate: Callable[[_P197], None] = _jt_gate_72) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P198, /, *, _jt_gate: Callable[[_P198], None] = _jt_gate_73) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P199, /, *, _jt_gate: Callable[[_P199], None] = _jt_gate_74) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union42_1, /, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_75) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P0, /, *, _jt_gate: Callable[[_P0], None] = _jt_gate_79) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P68, /, *, _jt_gate: Callable[[_P68], None] = _jt_gate_81) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P72, /, *, _jt_gate: Callable[[_P72], None] = _jt_gate_99) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P76, /, *, _jt_gate: Callable[[_P76], None] = _jt_gate_82) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P96, /, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[integer]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_clz(_Overloads_clz): ...
clz: _Fn_clz
@overload
def conj(x: _Union49_0, /, *, _jt_gate: Callable[[_Union49_0], None] = _jt_gate_100) -> Array[complex64]: ...
@overload
def conj(x: _Union44_0, /, *, _jt_gate: Callable[[_Union44_0], None] = _jt_gate_78) -> Array[_Mode_complex128_complex64]: ...
@overload
def conj(x: _Union45_0, /, *, _jt_gate: Callable[[_Union45_0], None] = _jt_gate_80) -> Array[builtins.complex]: ...
@overload
def conj(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_83) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_84) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_85) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_86) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P131, /, *, _jt_gate: Callable[[_P131], None] = _jt_gate_87) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_cos(_Overloads_acos): ...
cos: _Fn_cos
class _Fn_cosh(_Overloads_acos): ...
cosh: _Fn_cosh
class _Fn_digamma(_Overloads_cbrt): ...
digamma: _Fn_digamma
class _Fn_erf(_Overloads_cbrt): ...
erf: _Fn_erf
class _Fn_erf_inv(_Overloads_cbrt): ...
erf_inv: _Fn_erf_inv
class _Fn_erfc(_Overloads_cbrt): ...
erfc: _Fn_erfc
class _Fn_exp(_Overloads_acos): ...
exp: _Fn_exp
class _Fn_exp2(_Overloads_acos): ...
exp2: _Fn_exp2
class _Fn_expm1(_Overloads_acos): ...
expm1: _Fn_expm1
class _Fn_floor(_Overloads_cbrt): ...
floor: _Fn_floor
class _Overloads_imag:
    """Type-check only: the overloads of imag, real (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union11_1, /, *, _jt_gate: Callable[[_Union11_1], None] = _jt_gate_101) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union47_1, /, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_91) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P4, /, *, _jt_gate: Callable[[_P4], None] = _jt_gate_93) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_84) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P96, /, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_imag(_Overloads_imag): ...
imag: _Fn_imag
@overload
def is_finite(x: _Union50_0, /, *, _jt_gate: Callable[[_Union50_0], None] = _jt_gate_102) -> Array[bool_]: ...
@overload
def is_finite(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_83) -> Array[bool_]: ...
@overload
def is_finite(x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_85) -> Array[bool_]: ...
@overload
def is_finite(x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_86) -> Array[bool_]: ...
@overload
def is_finite(x: _P131, /, *, _jt_gate: Callable[[_P131], None] = _jt_gate_87) -> Array[bool_]: ...
@overload
def is_finite(x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_lgamma(_Overloads_cbrt): ...
lgamma: _Fn_lgamma
class _Fn_log(_Overloads_acos): ...
log: _Fn_log
class _Fn_log1p(_Overloads_acos): ...
log1p: _Fn_log1p
class _Fn_logistic(_Overloads_acos): ...
logistic: _Fn_logistic
class _Overloads_neg:
    """Type-check only: the overloads of neg, sign, square (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps16], /) -> Array[_Keeps16]: ...
    @overload
    def __call__(self, x: _P194, /, *, _jt_gate: Callable[[_P194], None] = _jt_gate_95) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P195, /, *, _jt_gate: Callable[[_P195], None] = _jt_gate_96) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P196, /, *, _jt_gate: Callable[[_P196], None] = _jt_gate_97) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, /, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_98) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P197, /, *, _jt_gate: Callable[[_P197], None] = _jt_gate_72) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P198, /, *, _jt_gate: Callable[[_P198], None] = _jt_gate_73) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P199, /, *, _jt_gate: Callable[[_P199], None] = _jt_gate_74) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union42_1, /, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_75) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_76) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_88) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P188, /, *, _jt_gate: Callable[[_P188], None] = _jt_gate_90) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union47_1, /, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_91) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P0, /, *, _jt_gate: Callable[[_P0], None] = _jt_gate_79) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_92) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P4, /, *, _jt_gate: Callable[[_P4], None] = _jt_gate_93) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P68, /, *, _jt_gate: Callable[[_P68], None] = _jt_gate_81) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P72, /, *, _jt_gate: Callable[[_P72], None] = _jt_gate_99) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P76, /, *, _jt_gate: Callable[[_P76], None] = _jt_gate_82) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_84) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[number]: ...
    @overload
    def __call__(self, x: _P96, /, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[number]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_neg(_Overloads_neg): ...
neg: _Fn_neg
class _Fn_population_count(_Overloads_clz): ...
population_count: _Fn_population_count
class _Fn_real(_Overloads_imag): ...
real: _Fn_real
class _Fn_reciprocal(_Overloads_acos): ...
reciprocal: _Fn_reciprocal
class _Fn_rsqrt(_Overloads_acos): ...
rsqrt: _Fn_rsqrt
class _Fn_sign(_Overloads_neg): ...
sign: _Fn_sign
class _Fn_sin(_Overloads_acos): ...
sin: _Fn_sin
class _Fn_sinh(_Overloads_acos): ...
sinh: _Fn_sinh
class _Fn_sqrt(_Overloads_acos): ...
sqrt: _Fn_sqrt
class _Fn_square(_Overloads_neg): ...
square: _Fn_square
class _Fn_tan(_Overloads_acos): ...
tan: _Fn_tan
class _Fn_tanh(_Overloads_acos): ...
tanh: _Fn_tanh
# </generated lax_unary>

# -- conversions and dtype-making operations ---------------------------------------------
# <generated lax_dtypes>
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_bool_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_bool_1], None] = _jt_gate_103) -> Array[bool_]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int64_1], None] = _jt_gate_104) -> Array[_Mode_int64_int32]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float64_1], None] = _jt_gate_105) -> Array[_Mode_float64_float32]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_complex128_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_complex128_1], None] = _jt_gate_106) -> Array[_Mode_complex128_complex64]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint2_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint2_1], None] = _jt_gate_107) -> Array[uint2]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint4_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint4_1], None] = _jt_gate_108) -> Array[uint4]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint8_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint8_1], None] = _jt_gate_109) -> Array[uint8]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint16_1], None] = _jt_gate_110) -> Array[uint16]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint32_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint32_1], None] = _jt_gate_111) -> Array[uint32]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint64_1], None] = _jt_gate_112) -> Array[_Mode_uint64_uint32]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int2_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int2_1], None] = _jt_gate_113) -> Array[int2]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int4_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int4_1], None] = _jt_gate_114) -> Array[int4]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int8_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int8_1], None] = _jt_gate_115) -> Array[int8]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int16_1], None] = _jt_gate_116) -> Array[int16]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int32_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int32_1], None] = _jt_gate_117) -> Array[int32]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float4_e2m1fn_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float4_e2m1fn_1], None] = _jt_gate_118) -> Array[float4_e2m1fn]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e3m4_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e3m4_1], None] = _jt_gate_119) -> Array[float8_e3m4]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3_1], None] = _jt_gate_120) -> Array[float8_e4m3]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3b11fnuz_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3b11fnuz_1], None] = _jt_gate_121) -> Array[float8_e4m3b11fnuz]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3fn_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3fn_1], None] = _jt_gate_122) -> Array[float8_e4m3fn]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3fnuz_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3fnuz_1], None] = _jt_gate_123) -> Array[float8_e4m3fnuz]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e5m2_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e5m2_1], None] = _jt_gate_124) -> Array[float8_e5m2]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e5m2fnuz_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e5m2fnuz_1], None] = _jt_gate_125) -> Array[float8_e5m2fnuz]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e8m0fnu_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e8m0fnu_1], None] = _jt_gate_126) -> Array[float8_e8m0fnu]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_bfloat16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_bfloat16_1], None] = _jt_gate_127) -> Array[bfloat16]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float16_1], None] = _jt_gate_128) -> Array[float16]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float32_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float32_1], None] = _jt_gate_129) -> Array[float32]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_complex64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_complex64_1], None] = _jt_gate_130) -> Array[complex64]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_1], None] = _jt_gate_131) -> Array[generic]: ...
@overload
def convert_element_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_1, weak_type: builtins.bool = False, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_1], None] = _jt_gate_131) -> Array[_Top]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_bool_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_bool_1], None] = _jt_gate_103) -> Array[bool_]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int64_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int64_1], None] = _jt_gate_104) -> Array[_Mode_int64_int32]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float64_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float64_1], None] = _jt_gate_105) -> Array[_Mode_float64_float32]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_complex128_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_complex128_1], None] = _jt_gate_106) -> Array[_Mode_complex128_complex64]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint2_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint2_1], None] = _jt_gate_107) -> Array[uint2]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint4_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint4_1], None] = _jt_gate_108) -> Array[uint4]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint8_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint8_1], None] = _jt_gate_109) -> Array[uint8]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint16_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint16_1], None] = _jt_gate_110) -> Array[uint16]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint32_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint32_1], None] = _jt_gate_111) -> Array[uint32]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_uint64_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_uint64_1], None] = _jt_gate_112) -> Array[_Mode_uint64_uint32]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int2_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int2_1], None] = _jt_gate_113) -> Array[int2]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int4_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int4_1], None] = _jt_gate_114) -> Array[int4]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int8_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int8_1], None] = _jt_gate_115) -> Array[int8]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int16_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int16_1], None] = _jt_gate_116) -> Array[int16]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_int32_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_int32_1], None] = _jt_gate_117) -> Array[int32]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float4_e2m1fn_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float4_e2m1fn_1], None] = _jt_gate_118) -> Array[float4_e2m1fn]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e3m4_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e3m4_1], None] = _jt_gate_119) -> Array[float8_e3m4]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3_1], None] = _jt_gate_120) -> Array[float8_e4m3]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3b11fnuz_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3b11fnuz_1], None] = _jt_gate_121) -> Array[float8_e4m3b11fnuz]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3fn_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3fn_1], None] = _jt_gate_122) -> Array[float8_e4m3fn]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e4m3fnuz_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e4m3fnuz_1], None] = _jt_gate_123) -> Array[float8_e4m3fnuz]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e5m2_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e5m2_1], None] = _jt_gate_124) -> Array[float8_e5m2]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e5m2fnuz_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e5m2fnuz_1], None] = _jt_gate_125) -> Array[float8_e5m2fnuz]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float8_e8m0fnu_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float8_e8m0fnu_1], None] = _jt_gate_126) -> Array[float8_e8m0fnu]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_bfloat16_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_bfloat16_1], None] = _jt_gate_127) -> Array[bfloat16]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float16_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float16_1], None] = _jt_gate_128) -> Array[float16]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_float32_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_float32_1], None] = _jt_gate_129) -> Array[float32]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_complex64_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_complex64_1], None] = _jt_gate_130) -> Array[complex64]: ...
@overload
def bitcast_convert_type(operand: _ArrayLike_0, new_dtype: _DTypeLike_1, *, _jt_gate: Callable[[_ArrayLike_0, _DTypeLike_1], None] = _jt_gate_131) -> Array[generic]: ...
@overload
def iota(dtype: _DTypeLike_bool_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_bool_0, _int_1], None] = _jt_gate_132) -> Array[bool_]: ...
@overload
def iota(dtype: _DTypeLike_int64_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_int64_0, _int_1], None] = _jt_gate_133) -> Array[_Mode_int64_int32]: ...
@overload
def iota(dtype: _DTypeLike_float64_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float64_0, _int_1], None] = _jt_gate_134) -> Array[_Mode_float64_float32]: ...
@overload
def iota(dtype: _DTypeLike_complex128_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_complex128_0, _int_1], None] = _jt_gate_135) -> Array[_Mode_complex128_complex64]: ...
@overload
def iota(dtype: _DTypeLike_uint2_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_uint2_0, _int_1], None] = _jt_gate_136) -> Array[uint2]: ...
@overload
def iota(dtype: _DTypeLike_uint4_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_uint4_0, _int_1], None] = _jt_gate_137) -> Array[uint4]: ...
@overload
def iota(dtype: _DTypeLike_uint8_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_uint8_0, _int_1], None] = _jt_gate_138) -> Array[uint8]: ...
@overload
def iota(dtype: _DTypeLike_uint16_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_uint16_0, _int_1], None] = _jt_gate_139) -> Array[uint16]: ...
@overload
def iota(dtype: _DTypeLike_uint32_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_uint32_0, _int_1], None] = _jt_gate_140) -> Array[uint32]: ...
@overload
def iota(dtype: _DTypeLike_uint64_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_uint64_0, _int_1], None] = _jt_gate_141) -> Array[_Mode_uint64_uint32]: ...
@overload
def iota(dtype: _DTypeLike_int2_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_int2_0, _int_1], None] = _jt_gate_142) -> Array[int2]: ...
@overload
def iota(dtype: _DTypeLike_int4_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_int4_0, _int_1], None] = _jt_gate_143) -> Array[int4]: ...
@overload
def iota(dtype: _DTypeLike_int8_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_int8_0, _int_1], None] = _jt_gate_144) -> Array[int8]: ...
@overload
def iota(dtype: _DTypeLike_int16_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_int16_0, _int_1], None] = _jt_gate_145) -> Array[int16]: ...
@overload
def iota(dtype: _DTypeLike_int32_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_int32_0, _int_1], None] = _jt_gate_146) -> Array[int32]: ...
@overload
def iota(dtype: _DTypeLike_float4_e2m1fn_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_0, _int_1], None] = _jt_gate_147) -> Array[float4_e2m1fn]: ...
@overload
def iota(dtype: _DTypeLike_float8_e3m4_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_0, _int_1], None] = _jt_gate_148) -> Array[float8_e3m4]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_0, _int_1], None] = _jt_gate_149) -> Array[float8_e4m3]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3b11fnuz_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_0, _int_1], None] = _jt_gate_150) -> Array[float8_e4m3b11fnuz]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3fn_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_0, _int_1], None] = _jt_gate_151) -> Array[float8_e4m3fn]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3fnuz_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_0, _int_1], None] = _jt_gate_152) -> Array[float8_e4m3fnuz]: ...
@overload
def iota(dtype: _DTypeLike_float8_e5m2_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_0, _int_1], None] = _jt_gate_153) -> Array[float8_e5m2]: ...
@overload
def iota(dtype: _DTypeLike_float8_e5m2fnuz_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_0, _int_1], None] = _jt_gate_154) -> Array[float8_e5m2fnuz]: ...
@overload
def iota(dtype: _DTypeLike_float8_e8m0fnu_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_0, _int_1], None] = _jt_gate_155) -> Array[float8_e8m0fnu]: ...
@overload
def iota(dtype: _DTypeLike_bfloat16_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_bfloat16_0, _int_1], None] = _jt_gate_156) -> Array[bfloat16]: ...
@overload
def iota(dtype: _DTypeLike_float16_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float16_0, _int_1], None] = _jt_gate_157) -> Array[float16]: ...
@overload
def iota(dtype: _DTypeLike_float32_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_float32_0, _int_1], None] = _jt_gate_158) -> Array[float32]: ...
@overload
def iota(dtype: _DTypeLike_complex64_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_complex64_0, _int_1], None] = _jt_gate_159) -> Array[complex64]: ...
@overload
def iota(dtype: _DTypeLike_0, size: _int_1, *, _jt_gate: Callable[[_DTypeLike_0, _int_1], None] = _jt_gate_160) -> Array[generic]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_bool_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_bool_0, _int_2], None] = _jt_gate_132) -> Array[bool_]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int64_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_int64_0, _int_2], None] = _jt_gate_133) -> Array[_Mode_int64_int32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float64_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float64_0, _int_2], None] = _jt_gate_134) -> Array[_Mode_float64_float32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_complex128_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_complex128_0, _int_2], None] = _jt_gate_135) -> Array[_Mode_complex128_complex64]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint2_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_uint2_0, _int_2], None] = _jt_gate_136) -> Array[uint2]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint4_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_uint4_0, _int_2], None] = _jt_gate_137) -> Array[uint4]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint8_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_uint8_0, _int_2], None] = _jt_gate_138) -> Array[uint8]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint16_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_uint16_0, _int_2], None] = _jt_gate_139) -> Array[uint16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint32_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_uint32_0, _int_2], None] = _jt_gate_140) -> Array[uint32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint64_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_uint64_0, _int_2], None] = _jt_gate_141) -> Array[_Mode_uint64_uint32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int2_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_int2_0, _int_2], None] = _jt_gate_142) -> Array[int2]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int4_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_int4_0, _int_2], None] = _jt_gate_143) -> Array[int4]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int8_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_int8_0, _int_2], None] = _jt_gate_144) -> Array[int8]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int16_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_int16_0, _int_2], None] = _jt_gate_145) -> Array[int16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int32_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_int32_0, _int_2], None] = _jt_gate_146) -> Array[int32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float4_e2m1fn_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_0, _int_2], None] = _jt_gate_147) -> Array[float4_e2m1fn]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e3m4_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_0, _int_2], None] = _jt_gate_148) -> Array[float8_e3m4]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_0, _int_2], None] = _jt_gate_149) -> Array[float8_e4m3]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3b11fnuz_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_0, _int_2], None] = _jt_gate_150) -> Array[float8_e4m3b11fnuz]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3fn_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_0, _int_2], None] = _jt_gate_151) -> Array[float8_e4m3fn]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3fnuz_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_0, _int_2], None] = _jt_gate_152) -> Array[float8_e4m3fnuz]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e5m2_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_0, _int_2], None] = _jt_gate_153) -> Array[float8_e5m2]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e5m2fnuz_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_0, _int_2], None] = _jt_gate_154) -> Array[float8_e5m2fnuz]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e8m0fnu_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_0, _int_2], None] = _jt_gate_155) -> Array[float8_e8m0fnu]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_bfloat16_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_bfloat16_0, _int_2], None] = _jt_gate_156) -> Array[bfloat16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float16_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float16_0, _int_2], None] = _jt_gate_157) -> Array[float16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float32_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_float32_0, _int_2], None] = _jt_gate_158) -> Array[float32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_complex64_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_complex64_0, _int_2], None] = _jt_gate_159) -> Array[complex64]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_0, shape: ShapeLike, dimension: _int_2, *, _jt_gate: Callable[[_DTypeLike_0, _int_2], None] = _jt_gate_160) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_bool_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_bool_2], None] = _jt_gate_103) -> Array[bool_]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_int64_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_int64_2], None] = _jt_gate_104) -> Array[_Mode_int64_int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float64_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float64_2], None] = _jt_gate_105) -> Array[_Mode_float64_float32]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_complex128_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_complex128_2], None] = _jt_gate_106) -> Array[_Mode_complex128_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint2_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_uint2_2], None] = _jt_gate_107) -> Array[uint2]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint4_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_uint4_2], None] = _jt_gate_108) -> Array[uint4]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint8_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_uint8_2], None] = _jt_gate_109) -> Array[uint8]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint16_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_uint16_2], None] = _jt_gate_110) -> Array[uint16]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint32_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_uint32_2], None] = _jt_gate_111) -> Array[uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint64_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_uint64_2], None] = _jt_gate_112) -> Array[_Mode_uint64_uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_int2_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_int2_2], None] = _jt_gate_113) -> Array[int2]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_int4_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_int4_2], None] = _jt_gate_114) -> Array[int4]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_int8_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_int8_2], None] = _jt_gate_115) -> Array[int8]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_int16_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_int16_2], None] = _jt_gate_116) -> Array[int16]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_int32_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_int32_2], None] = _jt_gate_117) -> Array[int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float4_e2m1fn_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float4_e2m1fn_2], None] = _jt_gate_118) -> Array[float4_e2m1fn]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e3m4_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e3m4_2], None] = _jt_gate_119) -> Array[float8_e3m4]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e4m3_2], None] = _jt_gate_120) -> Array[float8_e4m3]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3b11fnuz_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e4m3b11fnuz_2], None] = _jt_gate_121) -> Array[float8_e4m3b11fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3fn_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e4m3fn_2], None] = _jt_gate_122) -> Array[float8_e4m3fn]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3fnuz_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e4m3fnuz_2], None] = _jt_gate_123) -> Array[float8_e4m3fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e5m2_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e5m2_2], None] = _jt_gate_124) -> Array[float8_e5m2]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e5m2fnuz_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e5m2fnuz_2], None] = _jt_gate_125) -> Array[float8_e5m2fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e8m0fnu_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float8_e8m0fnu_2], None] = _jt_gate_126) -> Array[float8_e8m0fnu]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_bfloat16_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_bfloat16_2], None] = _jt_gate_127) -> Array[bfloat16]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float16_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float16_2], None] = _jt_gate_128) -> Array[float16]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_float32_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_float32_2], None] = _jt_gate_129) -> Array[float32]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_complex64_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_complex64_2], None] = _jt_gate_130) -> Array[complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _ArrayLike_1, dtype: _DTypeLike_2, *, _jt_gate: Callable[[_ArrayLike_1, _DTypeLike_2], None] = _jt_gate_131) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union3_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_Union3_1, _None_2], None] = _jt_gate_161) -> Array[_Mode_uint64_uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union42_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_Union42_1, _None_2], None] = _jt_gate_162) -> Array[_Mode_int64_int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union46_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_Union46_1, _None_2], None] = _jt_gate_163) -> Array[_Mode_float64_float32]: ...
@overload
def full(shape: ShapeLike, fill_value: Array[_Keeps0], dtype: _None_2 = None, *, _jt_gate: Callable[[_None_2], None] = _jt_gate_164) -> Array[_Keeps0]: ...
@overload
def full(shape: ShapeLike, fill_value: _P194, dtype: _None_2 = None, *, _jt_gate: Callable[[_P194, _None_2], None] = _jt_gate_165) -> Array[uint8]: ...
@overload
def full(shape: ShapeLike, fill_value: _P195, dtype: _None_2 = None, *, _jt_gate: Callable[[_P195, _None_2], None] = _jt_gate_166) -> Array[uint16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P196, dtype: _None_2 = None, *, _jt_gate: Callable[[_P196, _None_2], None] = _jt_gate_167) -> Array[uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P197, dtype: _None_2 = None, *, _jt_gate: Callable[[_P197, _None_2], None] = _jt_gate_168) -> Array[int8]: ...
@overload
def full(shape: ShapeLike, fill_value: _P198, dtype: _None_2 = None, *, _jt_gate: Callable[[_P198, _None_2], None] = _jt_gate_169) -> Array[int16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P199, dtype: _None_2 = None, *, _jt_gate: Callable[[_P199, _None_2], None] = _jt_gate_170) -> Array[int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P185, dtype: _None_2 = None, *, _jt_gate: Callable[[_P185, _None_2], None] = _jt_gate_171) -> Array[float16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P186, dtype: _None_2 = None, *, _jt_gate: Callable[[_P186, _None_2], None] = _jt_gate_172) -> Array[float32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P188, dtype: _None_2 = None, *, _jt_gate: Callable[[_P188, _None_2], None] = _jt_gate_173) -> Array[complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union47_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_Union47_1, _None_2], None] = _jt_gate_174) -> Array[_Mode_complex128_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union48_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_Union48_1, _None_2], None] = _jt_gate_175) -> Array[bool_]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustInt_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_JustInt_1, _None_2], None] = _jt_gate_176) -> Array[builtins.int]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustFloat_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_JustFloat_1, _None_2], None] = _jt_gate_177) -> Array[builtins.float]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustComplex_1, dtype: _None_2 = None, *, _jt_gate: Callable[[_JustComplex_1, _None_2], None] = _jt_gate_178) -> Array[builtins.complex]: ...
@overload
def full(shape: ShapeLike, fill_value: _P297, dtype: _None_2 = None, *, _jt_gate: Callable[[_P297, _None_2], None] = _jt_gate_179) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _P298, dtype: _None_2 = None, *, _jt_gate: Callable[[_P298, _None_2], None] = _jt_gate_180) -> Array[inexact]: ...
@overload
def full(shape: ShapeLike, fill_value: _P299, dtype: _None_2 = None, *, _jt_gate: Callable[[_P299, _None_2], None] = _jt_gate_181) -> Array[number]: ...
@overload
def full(shape: ShapeLike, fill_value: _P300, dtype: _None_2 = None, *, _jt_gate: Callable[[_P300, _None_2], None] = _jt_gate_182) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _P301, dtype: _None_2 = None, *, _jt_gate: Callable[[_P301, _None_2], None] = _jt_gate_183) -> Array[_Top]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_bool_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_bool_2], None] = _jt_gate_184) -> Array[bool_]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_int64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int64_2], None] = _jt_gate_185) -> Array[_Mode_int64_int32]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float64_2], None] = _jt_gate_186) -> Array[_Mode_float64_float32]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_complex128_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_complex128_2], None] = _jt_gate_187) -> Array[_Mode_complex128_complex64]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint2_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint2_2], None] = _jt_gate_188) -> Array[uint2]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint4_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint4_2], None] = _jt_gate_189) -> Array[uint4]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint8_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint8_2], None] = _jt_gate_190) -> Array[uint8]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint16_2], None] = _jt_gate_191) -> Array[uint16]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint32_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint32_2], None] = _jt_gate_192) -> Array[uint32]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_uint64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint64_2], None] = _jt_gate_193) -> Array[_Mode_uint64_uint32]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_int2_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int2_2], None] = _jt_gate_194) -> Array[int2]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_int4_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int4_2], None] = _jt_gate_195) -> Array[int4]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_int8_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int8_2], None] = _jt_gate_196) -> Array[int8]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_int16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int16_2], None] = _jt_gate_197) -> Array[int16]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_int32_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int32_2], None] = _jt_gate_198) -> Array[int32]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float4_e2m1fn_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float4_e2m1fn_2], None] = _jt_gate_199) -> Array[float4_e2m1fn]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e3m4_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e3m4_2], None] = _jt_gate_200) -> Array[float8_e3m4]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3_2], None] = _jt_gate_201) -> Array[float8_e4m3]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3b11fnuz_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3b11fnuz_2], None] = _jt_gate_202) -> Array[float8_e4m3b11fnuz]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3fn_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3fn_2], None] = _jt_gate_203) -> Array[float8_e4m3fn]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e4m3fnuz_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3fnuz_2], None] = _jt_gate_204) -> Array[float8_e4m3fnuz]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e5m2_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e5m2_2], None] = _jt_gate_205) -> Array[float8_e5m2]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e5m2fnuz_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e5m2fnuz_2], None] = _jt_gate_206) -> Array[float8_e5m2fnuz]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float8_e8m0fnu_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e8m0fnu_2], None] = _jt_gate_207) -> Array[float8_e8m0fnu]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_bfloat16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_bfloat16_2], None] = _jt_gate_208) -> Array[bfloat16]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float16_2], None] = _jt_gate_209) -> Array[float16]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_float32_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float32_2], None] = _jt_gate_210) -> Array[float32]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_complex64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_complex64_2], None] = _jt_gate_211) -> Array[complex64]: ...
@overload
def full_like(x: _ArrayLike_0, fill_value: _ArrayLike_1, dtype: _DTypeLike_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_2], None] = _jt_gate_212) -> Array[generic]: ...
@overload
def full_like(x: _Union3_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union3_0, _ArrayLike_1, _None_2], None] = _jt_gate_213) -> Array[_Mode_uint64_uint32]: ...
@overload
def full_like(x: _Union42_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union42_0, _ArrayLike_1, _None_2], None] = _jt_gate_214) -> Array[_Mode_int64_int32]: ...
@overload
def full_like(x: _Union46_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union46_0, _ArrayLike_1, _None_2], None] = _jt_gate_215) -> Array[_Mode_float64_float32]: ...
@overload
def full_like(x: Array[_Keeps0], fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_ArrayLike_1, _None_2], None] = _jt_gate_216) -> Array[_Keeps0]: ...
@overload
def full_like(x: _P191, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P191, _ArrayLike_1, _None_2], None] = _jt_gate_217) -> Array[uint8]: ...
@overload
def full_like(x: _P192, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P192, _ArrayLike_1, _None_2], None] = _jt_gate_218) -> Array[uint16]: ...
@overload
def full_like(x: _P193, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P193, _ArrayLike_1, _None_2], None] = _jt_gate_219) -> Array[uint32]: ...
@overload
def full_like(x: _P177, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P177, _ArrayLike_1, _None_2], None] = _jt_gate_220) -> Array[int8]: ...
@overload
def full_like(x: _P178, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P178, _ArrayLike_1, _None_2], None] = _jt_gate_221) -> Array[int16]: ...
@overload
def full_like(x: _P179, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P179, _ArrayLike_1, _None_2], None] = _jt_gate_222) -> Array[int32]: ...
@overload
def full_like(x: _P181, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P181, _ArrayLike_1, _None_2], None] = _jt_gate_223) -> Array[float16]: ...
@overload
def full_like(x: _P303, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P303, _ArrayLike_1, _None_2], None] = _jt_gate_224) -> Array[float32]: ...
@overload
def full_like(x: _P304, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P304, _ArrayLike_1, _None_2], None] = _jt_gate_225) -> Array[complex64]: ...
@overload
def full_like(x: _Union47_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union47_0, _ArrayLike_1, _None_2], None] = _jt_gate_226) -> Array[_Mode_complex128_complex64]: ...
@overload
def full_like(x: _Union48_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union48_0, _ArrayLike_1, _None_2], None] = _jt_gate_227) -> Array[bool_]: ...
@overload
def full_like(x: _JustInt_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_JustInt_0, _ArrayLike_1, _None_2], None] = _jt_gate_228) -> Array[builtins.int]: ...
@overload
def full_like(x: _JustFloat_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_JustFloat_0, _ArrayLike_1, _None_2], None] = _jt_gate_229) -> Array[builtins.float]: ...
@overload
def full_like(x: _JustComplex_0, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_JustComplex_0, _ArrayLike_1, _None_2], None] = _jt_gate_230) -> Array[builtins.complex]: ...
@overload
def full_like(x: _P309, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P309, _ArrayLike_1, _None_2], None] = _jt_gate_231) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def full_like(x: _P310, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P310, _ArrayLike_1, _None_2], None] = _jt_gate_232) -> Array[inexact]: ...
@overload
def full_like(x: _P311, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P311, _ArrayLike_1, _None_2], None] = _jt_gate_233) -> Array[number]: ...
@overload
def full_like(x: _P312, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P312, _ArrayLike_1, _None_2], None] = _jt_gate_234) -> Array[generic]: ...
@overload
def full_like(x: _P313, fill_value: _ArrayLike_1, dtype: _None_2 = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P313, _ArrayLike_1, _None_2], None] = _jt_gate_235) -> Array[_Top]: ...
class _Overloads_argmax:
    """Type-check only: the overloads of argmax, argmin (see stubs/generate.py)."""
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_int64_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_int64_3], None] = _jt_gate_236) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_uint2_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_uint2_3], None] = _jt_gate_237) -> Array[uint2]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_uint4_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_uint4_3], None] = _jt_gate_238) -> Array[uint4]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_uint8_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_uint8_3], None] = _jt_gate_239) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_uint16_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_uint16_3], None] = _jt_gate_240) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_uint32_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_uint32_3], None] = _jt_gate_241) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_uint64_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_uint64_3], None] = _jt_gate_242) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_int2_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_int2_3], None] = _jt_gate_243) -> Array[int2]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_int4_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_int4_3], None] = _jt_gate_244) -> Array[int4]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_int8_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_int8_3], None] = _jt_gate_245) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_int16_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_int16_3], None] = _jt_gate_246) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_int32_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_int32_3], None] = _jt_gate_247) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _ArrayLike_1, axis: _int_2, index_dtype: _DTypeLike_3, *, _jt_gate: Callable[[_ArrayLike_1, _int_2, _DTypeLike_3], None] = _jt_gate_248) -> Array[generic]: ...
class _Fn_argmax(_Overloads_argmax): ...
argmax: _Fn_argmax
class _Fn_argmin(_Overloads_argmax): ...
argmin: _Fn_argmin
# </generated lax_dtypes>

# clamp (x limited to [min, max], all three of one dtype), integer_pow (x ** y for a Python int y; the
# dtype is kept), round (floats only), reduce_precision (a float rounded to a format of the given
# widths): the runtime's rules, generated
# <generated lax_parameters>
@overload
def clamp(min: _P136, x: _P0, max: _P1, *, _jt_gate: Callable[[_P136, _P0, _P1], None] = _jt_gate_249) -> Array[builtins.int]: ...
@overload
def clamp(min: _P102, x: _P2, max: _P3, *, _jt_gate: Callable[[_P102, _P2, _P3], None] = _jt_gate_250) -> Array[builtins.float]: ...
@overload
def clamp(min: _P103, x: _P4, max: _P5, *, _jt_gate: Callable[[_P103, _P4, _P5], None] = _jt_gate_251) -> Array[builtins.complex]: ...
@overload
def clamp(min: _Union25_0, x: _Union25_1, max: _Union25_2, *, _jt_gate: Callable[[_Union25_0, _Union25_1, _Union25_2], None] = _jt_gate_252) -> Array[bool_]: ...
@overload
def clamp(min: _P137, x: _P6, max: _P7, *, _jt_gate: Callable[[_P137, _P6, _P7], None] = _jt_gate_253) -> Array[uint2]: ...
@overload
def clamp(min: _P138, x: _P8, max: _P9, *, _jt_gate: Callable[[_P138, _P8, _P9], None] = _jt_gate_254) -> Array[uint4]: ...
@overload
def clamp(min: _Union0_0, x: _Union0_1, max: _Union0_2, *, _jt_gate: Callable[[_Union0_0, _Union0_1, _Union0_2], None] = _jt_gate_255) -> Array[uint8]: ...
@overload
def clamp(min: _Union1_0, x: _Union1_1, max: _Union1_2, *, _jt_gate: Callable[[_Union1_0, _Union1_1, _Union1_2], None] = _jt_gate_256) -> Array[uint16]: ...
@overload
def clamp(min: _Union2_0, x: _Union2_1, max: _Union2_2, *, _jt_gate: Callable[[_Union2_0, _Union2_1, _Union2_2], None] = _jt_gate_257) -> Array[uint32]: ...
@overload
def clamp(min: _Union3_0, x: _Union3_1, max: _Union3_2, *, _jt_gate: Callable[[_Union3_0, _Union3_1, _Union3_2], None] = _jt_gate_258) -> Array[_Mode_uint64_uint32]: ...
@overload
def clamp(min: _P143, x: _P18, max: _P19, *, _jt_gate: Callable[[_P143, _P18, _P19], None] = _jt_gate_259) -> Array[int2]: ...
@overload
def clamp(min: _P144, x: _P20, max: _P21, *, _jt_gate: Callable[[_P144, _P20, _P21], None] = _jt_gate_260) -> Array[int4]: ...
@overload
def clamp(min: _Union4_0, x: _Union4_1, max: _Union4_2, *, _jt_gate: Callable[[_Union4_0, _Union4_1, _Union4_2], None] = _jt_gate_261) -> Array[int8]: ...
@overload
def clamp(min: _Union5_0, x: _Union5_1, max: _Union5_2, *, _jt_gate: Callable[[_Union5_0, _Union5_1, _Union5_2], None] = _jt_gate_262) -> Array[int16]: ...
@overload
def clamp(min: _Union6_0, x: _Union6_1, max: _Union6_2, *, _jt_gate: Callable[[_Union6_0, _Union6_1, _Union6_2], None] = _jt_gate_263) -> Array[int32]: ...
@overload
def clamp(min: _Union7_0, x: _Union7_1, max: _Union7_2, *, _jt_gate: Callable[[_Union7_0, _Union7_1, _Union7_2], None] = _jt_gate_264) -> Array[_Mode_int64_int32]: ...
@overload
def clamp(min: _P104, x: _P30, max: _P31, *, _jt_gate: Callable[[_P104, _P30, _P31], None] = _jt_gate_265) -> Array[float4_e2m1fn]: ...
@overload
def clamp(min: _P105, x: _P32, max: _P33, *, _jt_gate: Callable[[_P105, _P32, _P33], None] = _jt_gate_266) -> Array[float8_e3m4]: ...
@overload
def clamp(min: _P106, x: _P34, max: _P35, *, _jt_gate: Callable[[_P106, _P34, _P35], None] = _jt_gate_267) -> Array[float8_e4m3]: ...
@overload
def clamp(min: _P107, x: _P36, max: _P37, *, _jt_gate: Callable[[_P107, _P36, _P37], None] = _jt_gate_268) -> Array[float8_e4m3b11fnuz]: ...
@overload
def clamp(min: _P108, x: _P38, max: _P39, *, _jt_gate: Callable[[_P108, _P38, _P39], None] = _jt_gate_269) -> Array[float8_e4m3fn]: ...
@overload
def clamp(min: _P109, x: _P40, max: _P41, *, _jt_gate: Callable[[_P109, _P40, _P41], None] = _jt_gate_270) -> Array[float8_e4m3fnuz]: ...
@overload
def clamp(min: _P110, x: _P42, max: _P43, *, _jt_gate: Callable[[_P110, _P42, _P43], None] = _jt_gate_271) -> Array[float8_e5m2]: ...
@overload
def clamp(min: _P111, x: _P44, max: _P45, *, _jt_gate: Callable[[_P111, _P44, _P45], None] = _jt_gate_272) -> Array[float8_e5m2fnuz]: ...
@overload
def clamp(min: _P112, x: _P46, max: _P47, *, _jt_gate: Callable[[_P112, _P46, _P47], None] = _jt_gate_273) -> Array[float8_e8m0fnu]: ...
@overload
def clamp(min: _P113, x: _P48, max: _P49, *, _jt_gate: Callable[[_P113, _P48, _P49], None] = _jt_gate_274) -> Array[bfloat16]: ...
@overload
def clamp(min: _Union8_0, x: _Union8_1, max: _Union8_2, *, _jt_gate: Callable[[_Union8_0, _Union8_1, _Union8_2], None] = _jt_gate_275) -> Array[float16]: ...
@overload
def clamp(min: _Union9_0, x: _Union9_1, max: _Union9_2, *, _jt_gate: Callable[[_Union9_0, _Union9_1, _Union9_2], None] = _jt_gate_276) -> Array[float32]: ...
@overload
def clamp(min: _Union10_0, x: _Union10_1, max: _Union10_2, *, _jt_gate: Callable[[_Union10_0, _Union10_1, _Union10_2], None] = _jt_gate_277) -> Array[_Mode_float64_float32]: ...
@overload
def clamp(min: _Union11_0, x: _Union11_1, max: _Union11_2, *, _jt_gate: Callable[[_Union11_0, _Union11_1, _Union11_2], None] = _jt_gate_278) -> Array[complex64]: ...
@overload
def clamp(min: _Union12_0, x: _Union12_1, max: _Union12_2, *, _jt_gate: Callable[[_Union12_0, _Union12_1, _Union12_2], None] = _jt_gate_279) -> Array[_Mode_complex128_complex64]: ...
@overload
def clamp(min: _Union13_0, x: _Union13_1, max: _Only32_5_2, *, _jt_gate: Callable[[_Union13_0, _Union13_1, _Only32_5_2], None] = _jt_gate_280) -> Array[uint32]: ...
@overload
def clamp(min: _Union14_0, x: _Union14_1, max: _Only32_6_2, *, _jt_gate: Callable[[_Union14_0, _Union14_1, _Only32_6_2], None] = _jt_gate_281) -> Array[int32]: ...
@overload
def clamp(min: _Union15_0, x: _Union15_1, max: _Only32_7_2, *, _jt_gate: Callable[[_Union15_0, _Union15_1, _Only32_7_2], None] = _jt_gate_282) -> Array[float32]: ...
@overload
def clamp(min: _Union16_0, x: _Union16_1, max: _Only32_8_2, *, _jt_gate: Callable[[_Union16_0, _Union16_1, _Only32_8_2], None] = _jt_gate_283) -> Array[complex64]: ...
@overload
def clamp(min: _P153, x: _Union17_1, max: _Union17_2, *, _jt_gate: Callable[[_P153, _Union17_1, _Union17_2], None] = _jt_gate_284) -> Array[signedinteger]: ...
@overload
def clamp(min: _Union17_0, x: _P68, max: _Union17_2, *, _jt_gate: Callable[[_Union17_0, _P68, _Union17_2], None] = _jt_gate_285) -> Array[signedinteger]: ...
@overload
def clamp(min: _Union17_0, x: _Union17_1, max: _P71, *, _jt_gate: Callable[[_Union17_0, _Union17_1, _P71], None] = _jt_gate_286) -> Array[signedinteger]: ...
@overload
def clamp(min: _P155, x: _Union18_1, max: _Union18_2, *, _jt_gate: Callable[[_P155, _Union18_1, _Union18_2], None] = _jt_gate_287) -> Array[unsignedinteger]: ...
@overload
def clamp(min: _Union18_0, x: _P72, max: _Union18_2, *, _jt_gate: Callable[[_Union18_0, _P72, _Union18_2], None] = _jt_gate_288) -> Array[unsignedinteger]: ...
@overload
def clamp(min: _Union18_0, x: _Union18_1, max: _P75, *, _jt_gate: Callable[[_Union18_0, _Union18_1, _P75], None] = _jt_gate_289) -> Array[unsignedinteger]: ...
@overload
def clamp(min: _P157, x: _Union19_1, max: _Union19_2, *, _jt_gate: Callable[[_P157, _Union19_1, _Union19_2], None] = _jt_gate_290) -> Array[integer]: ...
@overload
def clamp(min: _Union19_0, x: _P76, max: _Union19_2, *, _jt_gate: Callable[[_Union19_0, _P76, _Union19_2], None] = _jt_gate_291) -> Array[integer]: ...
@overload
def clamp(min: _Union19_0, x: _Union19_1, max: _P79, *, _jt_gate: Callable[[_Union19_0, _Union19_1, _P79], None] = _jt_gate_292) -> Array[integer]: ...
@overload
def clamp(min: _P123, x: _Union20_1, max: _Union20_2, *, _jt_gate: Callable[[_P123, _Union20_1, _Union20_2], None] = _jt_gate_293) -> Array[floating]: ...
@overload
def clamp(min: _Union20_0, x: _P80, max: _Union20_2, *, _jt_gate: Callable[[_Union20_0, _P80, _Union20_2], None] = _jt_gate_294) -> Array[floating]: ...
@overload
def clamp(min: _Union20_0, x: _Union20_1, max: _P83, *, _jt_gate: Callable[[_Union20_0, _Union20_1, _P83], None] = _jt_gate_295) -> Array[floating]: ...
@overload
def clamp(min: _P125, x: _Union21_1, max: _Union21_2, *, _jt_gate: Callable[[_P125, _Union21_1, _Union21_2], None] = _jt_gate_296) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def clamp(min: _Union21_0, x: _P84, max: _Union21_2, *, _jt_gate: Callable[[_Union21_0, _P84, _Union21_2], None] = _jt_gate_297) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def clamp(min: _Union21_0, x: _Union21_1, max: _P87, *, _jt_gate: Callable[[_Union21_0, _Union21_1, _P87], None] = _jt_gate_298) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def clamp(min: _P127, x: _Union22_1, max: _Union22_2, *, _jt_gate: Callable[[_P127, _Union22_1, _Union22_2], None] = _jt_gate_299) -> Array[inexact]: ...
@overload
def clamp(min: _Union22_0, x: _P88, max: _Union22_2, *, _jt_gate: Callable[[_Union22_0, _P88, _Union22_2], None] = _jt_gate_300) -> Array[inexact]: ...
@overload
def clamp(min: _Union22_0, x: _Union22_1, max: _P91, *, _jt_gate: Callable[[_Union22_0, _Union22_1, _P91], None] = _jt_gate_301) -> Array[inexact]: ...
@overload
def clamp(min: _P129, x: _Union23_1, max: _Union23_2, *, _jt_gate: Callable[[_P129, _Union23_1, _Union23_2], None] = _jt_gate_302) -> Array[number]: ...
@overload
def clamp(min: _Union23_0, x: _P92, max: _Union23_2, *, _jt_gate: Callable[[_Union23_0, _P92, _Union23_2], None] = _jt_gate_303) -> Array[number]: ...
@overload
def clamp(min: _Union23_0, x: _Union23_1, max: _P95, *, _jt_gate: Callable[[_Union23_0, _Union23_1, _P95], None] = _jt_gate_304) -> Array[number]: ...
@overload
def clamp(min: _P131, x: _Union24_1, max: _Union24_2, *, _jt_gate: Callable[[_P131, _Union24_1, _Union24_2], None] = _jt_gate_305) -> Array[generic]: ...
@overload
def clamp(min: _Union24_0, x: _P96, max: _Union24_2, *, _jt_gate: Callable[[_Union24_0, _P96, _Union24_2], None] = _jt_gate_306) -> Array[generic]: ...
@overload
def clamp(min: _Union24_0, x: _Union24_1, max: _P99, *, _jt_gate: Callable[[_Union24_0, _Union24_1, _P99], None] = _jt_gate_307) -> Array[generic]: ...
@overload
def clamp(min: _AbstractArray, x: _ArrayLike_1, max: _ArrayLike_2, *, _jt_gate: Callable[[_ArrayLike_1, _ArrayLike_2], None] = _jt_gate_308) -> Array[_Top]: ...
@overload
def clamp(min: _ArrayLike_0, x: _AbstractArray, max: _ArrayLike_2, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_2], None] = _jt_gate_308) -> Array[_Top]: ...
@overload
def clamp(min: _ArrayLike_0, x: _ArrayLike_1, max: _AbstractArray, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1], None] = _jt_gate_308) -> Array[_Top]: ...
@overload
def integer_pow(x: Array[_Keeps16], y: _int_1, *, _jt_gate: Callable[[_int_1], None] = _jt_gate_309) -> Array[_Keeps16]: ...
@overload
def integer_pow(x: _P191, y: _int_1, *, _jt_gate: Callable[[_P191, _int_1], None] = _jt_gate_310) -> Array[uint8]: ...
@overload
def integer_pow(x: _P192, y: _int_1, *, _jt_gate: Callable[[_P192, _int_1], None] = _jt_gate_311) -> Array[uint16]: ...
@overload
def integer_pow(x: _P193, y: _int_1, *, _jt_gate: Callable[[_P193, _int_1], None] = _jt_gate_312) -> Array[uint32]: ...
@overload
def integer_pow(x: _Union3_0, y: _int_1, *, _jt_gate: Callable[[_Union3_0, _int_1], None] = _jt_gate_313) -> Array[_Mode_uint64_uint32]: ...
@overload
def integer_pow(x: _P177, y: _int_1, *, _jt_gate: Callable[[_P177, _int_1], None] = _jt_gate_314) -> Array[int8]: ...
@overload
def integer_pow(x: _P178, y: _int_1, *, _jt_gate: Callable[[_P178, _int_1], None] = _jt_gate_315) -> Array[int16]: ...
@overload
def integer_pow(x: _P179, y: _int_1, *, _jt_gate: Callable[[_P179, _int_1], None] = _jt_gate_316) -> Array[int32]: ...
@overload
def integer_pow(x: _Union42_0, y: _int_1, *, _jt_gate: Callable[[_Union42_0, _int_1], None] = _jt_gate_317) -> Array[_Mode_int64_int32]: ...
@overload
def integer_pow(x: _P181, y: _int_1, *, _jt_gate: Callable[[_P181, _int_1], None] = _jt_gate_318) -> Array[float16]: ...
@overload
def integer_pow(x: _P303, y: _int_1, *, _jt_gate: Callable[[_P303, _int_1], None] = _jt_gate_319) -> Array[float32]: ...
@overload
def integer_pow(x: _Union46_0, y: _int_1, *, _jt_gate: Callable[[_Union46_0, _int_1], None] = _jt_gate_320) -> Array[_Mode_float64_float32]: ...
@overload
def integer_pow(x: _P304, y: _int_1, *, _jt_gate: Callable[[_P304, _int_1], None] = _jt_gate_321) -> Array[complex64]: ...
@overload
def integer_pow(x: _Union47_0, y: _int_1, *, _jt_gate: Callable[[_Union47_0, _int_1], None] = _jt_gate_322) -> Array[_Mode_complex128_complex64]: ...
@overload
def integer_pow(x: _P136, y: _int_1, *, _jt_gate: Callable[[_P136, _int_1], None] = _jt_gate_323) -> Array[builtins.int]: ...
@overload
def integer_pow(x: _P102, y: _int_1, *, _jt_gate: Callable[[_P102, _int_1], None] = _jt_gate_324) -> Array[builtins.float]: ...
@overload
def integer_pow(x: _P103, y: _int_1, *, _jt_gate: Callable[[_P103, _int_1], None] = _jt_gate_325) -> Array[builtins.complex]: ...
@overload
def integer_pow(x: _P153, y: _int_1, *, _jt_gate: Callable[[_P153, _int_1], None] = _jt_gate_326) -> Array[signedinteger]: ...
@overload
def integer_pow(x: _P155, y: _int_1, *, _jt_gate: Callable[[_P155, _int_1], None] = _jt_gate_327) -> Array[unsignedinteger]: ...
@overload
def integer_pow(x: _P157, y: _int_1, *, _jt_gate: Callable[[_P157, _int_1], None] = _jt_gate_328) -> Array[integer]: ...
@overload
def integer_pow(x: _P123, y: _int_1, *, _jt_gate: Callable[[_P123, _int_1], None] = _jt_gate_329) -> Array[floating]: ...
@overload
def integer_pow(x: _P125, y: _int_1, *, _jt_gate: Callable[[_P125, _int_1], None] = _jt_gate_330) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def integer_pow(x: _P127, y: _int_1, *, _jt_gate: Callable[[_P127, _int_1], None] = _jt_gate_331) -> Array[inexact]: ...
@overload
def integer_pow(x: _P129, y: _int_1, *, _jt_gate: Callable[[_P129, _int_1], None] = _jt_gate_332) -> Array[number]: ...
@overload
def integer_pow(x: _P131, y: _int_1, *, _jt_gate: Callable[[_P131, _int_1], None] = _jt_gate_333) -> Array[number]: ...
@overload
def integer_pow(x: _AbstractArray, y: _int_1, *, _jt_gate: Callable[[_int_1], None] = _jt_gate_309) -> Array[_Top]: ...
@overload
def round(x: Array[_Keeps14], rounding_method: int = ...) -> Array[_Keeps14]: ...
@overload
def round(x: _P181, rounding_method: int = ..., *, _jt_gate: Callable[[_P181], None] = _jt_gate_76) -> Array[float16]: ...
@overload
def round(x: _P303, rounding_method: int = ..., *, _jt_gate: Callable[[_P303], None] = _jt_gate_88) -> Array[float32]: ...
@overload
def round(x: _Union46_0, rounding_method: int = ..., *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
@overload
def round(x: _P102, rounding_method: int = ..., *, _jt_gate: Callable[[_P102], None] = _jt_gate_92) -> Array[builtins.float]: ...
@overload
def round(x: _P123, rounding_method: int = ..., *, _jt_gate: Callable[[_P123], None] = _jt_gate_83) -> Array[floating]: ...
@overload
def round(x: _P127, rounding_method: int = ..., *, _jt_gate: Callable[[_P127], None] = _jt_gate_85) -> Array[floating]: ...
@overload
def round(x: _P129, rounding_method: int = ..., *, _jt_gate: Callable[[_P129], None] = _jt_gate_86) -> Array[floating]: ...
@overload
def round(x: _P131, rounding_method: int = ..., *, _jt_gate: Callable[[_P131], None] = _jt_gate_87) -> Array[floating]: ...
@overload
def round(x: _AbstractArray, rounding_method: int = ...) -> Array[_Top]: ...
@overload
def reduce_precision(operand: Array[_Keeps14], exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_int_1, _int_2], None] = _jt_gate_334) -> Array[_Keeps14]: ...
@overload
def reduce_precision(operand: _P181, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P181, _int_1, _int_2], None] = _jt_gate_335) -> Array[float16]: ...
@overload
def reduce_precision(operand: _P303, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P303, _int_1, _int_2], None] = _jt_gate_336) -> Array[float32]: ...
@overload
def reduce_precision(operand: _Union46_0, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_Union46_0, _int_1, _int_2], None] = _jt_gate_337) -> Array[_Mode_float64_float32]: ...
@overload
def reduce_precision(operand: _P102, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P102, _int_1, _int_2], None] = _jt_gate_338) -> Array[builtins.float]: ...
@overload
def reduce_precision(operand: _P123, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P123, _int_1, _int_2], None] = _jt_gate_339) -> Array[floating]: ...
@overload
def reduce_precision(operand: _P127, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P127, _int_1, _int_2], None] = _jt_gate_340) -> Array[floating]: ...
@overload
def reduce_precision(operand: _P129, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P129, _int_1, _int_2], None] = _jt_gate_341) -> Array[floating]: ...
@overload
def reduce_precision(operand: _P131, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_P131, _int_1, _int_2], None] = _jt_gate_342) -> Array[floating]: ...
@overload
def reduce_precision(operand: _AbstractArray, exponent_bits: _int_1, mantissa_bits: _int_2, *, _jt_gate: Callable[[_int_1, _int_2], None] = _jt_gate_334) -> Array[_Top]: ...
# </generated lax_parameters>
def select(pred: ArrayLike, on_true: Array[_T], on_false: Array[_T]) -> Array[_T]:
    """lax.select: ``on_true`` where ``pred`` holds, else ``on_false`` (one dtype)."""
def select_n(which: ArrayLike, *cases: Array[_T]) -> Array[_T]:
    """lax.select_n: ``cases[which]`` elementwise (one dtype)."""

# -- shapes: the dtype (and weak type) is kept ---------------------------------------------
def broadcast_in_dim(operand: Array[_T], shape: ShapeLike, broadcast_dimensions: Sequence[int]) -> Array[_T]: ...
def broadcast(operand: Array[_T], sizes: Sequence[int]) -> Array[_T]: ...
def reshape(operand: Array[_T], new_sizes: ShapeLike, dimensions: Sequence[int] | None = None) -> Array[_T]: ...
def transpose(operand: Array[_T], permutation: Sequence[int]) -> Array[_T]: ...
def squeeze(array: Array[_T], dimensions: Sequence[int]) -> Array[_T]: ...
def expand_dims(array: Array[_T], dimensions: Sequence[int]) -> Array[_T]: ...
def concatenate(operands: Sequence[Array[_T]], dimension: int) -> Array[_T]: ...
def pad(operand: Array[_T], padding_value: ArrayLike, padding_config: Sequence[Sequence[int]]) -> Array[_T]: ...
def rev(operand: Array[_T], dimensions: Sequence[int]) -> Array[_T]: ...
def slice(operand: Array[_T], start_indices: Sequence[int], limit_indices: Sequence[int],  # noqa: A001
          strides: Sequence[int] | None = None) -> Array[_T]: ...
def dynamic_slice(operand: Array[_T], start_indices: Sequence[ArrayLike], slice_sizes: Sequence[int], *,
                  allow_negative_indices: bool | Sequence[bool] = True) -> Array[_T]: ...
def dynamic_update_slice(operand: Array[_T], update: Array[_T], start_indices: Sequence[ArrayLike], *,
                         allow_negative_indices: bool | Sequence[bool] = True) -> Array[_T]: ...
def slice_in_dim(operand: Array[_T], start_index: int | None, limit_index: int | None, stride: int = 1,
                 axis: int = 0) -> Array[_T]: ...
def index_in_dim(operand: Array[_T], index: int, axis: int = 0, keepdims: bool = True) -> Array[_T]: ...
def dynamic_slice_in_dim(operand: Array[_T], start_index: ArrayLike, slice_size: int, axis: int = 0, *,
                         allow_negative_indices: bool = True) -> Array[_T]: ...
def dynamic_index_in_dim(operand: Array[_T], index: ArrayLike, axis: int = 0, keepdims: bool = True, *,
                         allow_negative_indices: bool = True) -> Array[_T]: ...
def dynamic_update_slice_in_dim(operand: Array[_T], update: Array[_T], start_index: ArrayLike, axis: int, *,
                                allow_negative_indices: bool = True) -> Array[_T]: ...

# -- indexing: gather and the scatters keep the operand's dtype -------------------------------
class GatherDimensionNumbers(NamedTuple):
    offset_dims: tuple[int, ...]
    collapsed_slice_dims: tuple[int, ...]
    start_index_map: tuple[int, ...]
    operand_batching_dims: tuple[int, ...] = ()
    start_indices_batching_dims: tuple[int, ...] = ()
class ScatterDimensionNumbers(NamedTuple):
    update_window_dims: tuple[int, ...]
    inserted_window_dims: tuple[int, ...]
    scatter_dims_to_operand_dims: tuple[int, ...]
    operand_batching_dims: tuple[int, ...] = ()
    scatter_indices_batching_dims: tuple[int, ...] = ()
class GatherScatterMode(enum.Enum):
    CLIP = 1
    FILL_OR_DROP = 2
    PROMISE_IN_BOUNDS = 3
    @staticmethod
    def from_any(s: str | GatherScatterMode | None) -> GatherScatterMode: ...
def gather(operand: Array[_T], start_indices: ArrayLike, dimension_numbers: GatherDimensionNumbers,
           slice_sizes: Sequence[int], *, unique_indices: bool = False, indices_are_sorted: bool = False,
           mode: str | GatherScatterMode | None = None, fill_value: Any = None) -> Array[_T]: ...
def scatter(operand: Array[_T], scatter_indices: ArrayLike, updates: Array[_T],
            dimension_numbers: ScatterDimensionNumbers, *, indices_are_sorted: bool = False,
            unique_indices: bool = False, mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def scatter_add(operand: Array[_T], scatter_indices: ArrayLike, updates: Array[_T],
                dimension_numbers: ScatterDimensionNumbers, *, indices_are_sorted: bool = False,
                unique_indices: bool = False, mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def scatter_sub(operand: Array[_T], scatter_indices: ArrayLike, updates: Array[_T],
                dimension_numbers: ScatterDimensionNumbers, *, indices_are_sorted: bool = False,
                unique_indices: bool = False, mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def scatter_mul(operand: Array[_T], scatter_indices: ArrayLike, updates: Array[_T],
                dimension_numbers: ScatterDimensionNumbers, *, indices_are_sorted: bool = False,
                unique_indices: bool = False, mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def scatter_min(operand: Array[_T], scatter_indices: ArrayLike, updates: Array[_T],
                dimension_numbers: ScatterDimensionNumbers, *, indices_are_sorted: bool = False,
                unique_indices: bool = False, mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def scatter_max(operand: Array[_T], scatter_indices: ArrayLike, updates: Array[_T],
                dimension_numbers: ScatterDimensionNumbers, *, indices_are_sorted: bool = False,
                unique_indices: bool = False, mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def scatter_apply(operand: Array[_T], scatter_indices: ArrayLike, func: Callable[[Array[_T]], Array[_T]],
                  dimension_numbers: ScatterDimensionNumbers, *, update_shape: ShapeLike = (),
                  indices_are_sorted: bool = False, unique_indices: bool = False,
                  mode: str | GatherScatterMode | None = None) -> Array[_T]: ...
def dynamic_update_index_in_dim(operand: Array[_T], update: Array[_T], index: ArrayLike, axis: int, *,
                                allow_negative_indices: bool = True) -> Array[_T]: ...
def index_take(src: Array[_T], idxs: Sequence[ArrayLike], axes: Sequence[int]) -> Array[_T]: ...
def split(operand: Array[_T], sizes: Sequence[int], axis: int = 0) -> list[Array[_T]]: ...

# -- reductions: the operand's dtype ------------------------------------------------------------
# reduce_max and reduce_min take every dtype; the others' rules (no bool for sums and products, bools
# and integers for the bit reductions, which are never weak) are generated
def reduce_max(operand: Array[_T], axes: Sequence[int]) -> Array[_T]: ...
def reduce_min(operand: Array[_T], axes: Sequence[int]) -> Array[_T]: ...
# <generated lax_reductions>
class _Overloads_reduce_sum:
    """Type-check only: the overloads of reduce_sum, reduce_prod (see stubs/generate.py)."""
    @overload
    def __call__(self, operand: Array[_Keeps16], axes: Sequence[int]) -> Array[_Keeps16]: ...
    @overload
    def __call__(self, operand: _P194, axes: Sequence[int], *, _jt_gate: Callable[[_P194], None] = _jt_gate_95) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _P195, axes: Sequence[int], *, _jt_gate: Callable[[_P195], None] = _jt_gate_96) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _P196, axes: Sequence[int], *, _jt_gate: Callable[[_P196], None] = _jt_gate_97) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _Union3_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_98) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _P197, axes: Sequence[int], *, _jt_gate: Callable[[_P197], None] = _jt_gate_72) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _P198, axes: Sequence[int], *, _jt_gate: Callable[[_P198], None] = _jt_gate_73) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _P199, axes: Sequence[int], *, _jt_gate: Callable[[_P199], None] = _jt_gate_74) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _Union42_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_75) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _P185, axes: Sequence[int], *, _jt_gate: Callable[[_P185], None] = _jt_gate_76) -> Array[float16]: ...
    @overload
    def __call__(self, operand: _P186, axes: Sequence[int], *, _jt_gate: Callable[[_P186], None] = _jt_gate_88) -> Array[float32]: ...
    @overload
    def __call__(self, operand: _Union46_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, operand: _P188, axes: Sequence[int], *, _jt_gate: Callable[[_P188], None] = _jt_gate_90) -> Array[complex64]: ...
    @overload
    def __call__(self, operand: _Union47_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_91) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, operand: _P0, axes: Sequence[int], *, _jt_gate: Callable[[_P0], None] = _jt_gate_79) -> Array[builtins.int]: ...
    @overload
    def __call__(self, operand: _P2, axes: Sequence[int], *, _jt_gate: Callable[[_P2], None] = _jt_gate_92) -> Array[builtins.float]: ...
    @overload
    def __call__(self, operand: _P4, axes: Sequence[int], *, _jt_gate: Callable[[_P4], None] = _jt_gate_93) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, operand: _P68, axes: Sequence[int], *, _jt_gate: Callable[[_P68], None] = _jt_gate_81) -> Array[signedinteger]: ...
    @overload
    def __call__(self, operand: _P72, axes: Sequence[int], *, _jt_gate: Callable[[_P72], None] = _jt_gate_99) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, operand: _P76, axes: Sequence[int], *, _jt_gate: Callable[[_P76], None] = _jt_gate_82) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P80, axes: Sequence[int], *, _jt_gate: Callable[[_P80], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, operand: _P84, axes: Sequence[int], *, _jt_gate: Callable[[_P84], None] = _jt_gate_84) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, operand: _P88, axes: Sequence[int], *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[inexact]: ...
    @overload
    def __call__(self, operand: _P92, axes: Sequence[int], *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[number]: ...
    @overload
    def __call__(self, operand: _P96, axes: Sequence[int], *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[number]: ...
    @overload
    def __call__(self, operand: _AbstractArray, axes: Sequence[int]) -> Array[_Top]: ...
class _Fn_reduce_sum(_Overloads_reduce_sum): ...
reduce_sum: _Fn_reduce_sum
class _Fn_reduce_prod(_Overloads_reduce_sum): ...
reduce_prod: _Fn_reduce_prod
class _Overloads_reduce_and:
    """Type-check only: the overloads of reduce_and, reduce_or, reduce_xor (see stubs/generate.py)."""
    @overload
    def __call__(self, operand: Array[_Keeps13], axes: Sequence[int]) -> Array[_Keeps13]: ...
    @overload
    def __call__(self, operand: _Union48_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union48_1], None] = _jt_gate_94) -> Array[bool_]: ...
    @overload
    def __call__(self, operand: _P194, axes: Sequence[int], *, _jt_gate: Callable[[_P194], None] = _jt_gate_95) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _P195, axes: Sequence[int], *, _jt_gate: Callable[[_P195], None] = _jt_gate_96) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _P196, axes: Sequence[int], *, _jt_gate: Callable[[_P196], None] = _jt_gate_97) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _Union3_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_98) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _P197, axes: Sequence[int], *, _jt_gate: Callable[[_P197], None] = _jt_gate_72) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _P198, axes: Sequence[int], *, _jt_gate: Callable[[_P198], None] = _jt_gate_73) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _P199, axes: Sequence[int], *, _jt_gate: Callable[[_P199], None] = _jt_gate_74) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _Union7_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union7_1], None] = _jt_gate_343) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _P68, axes: Sequence[int], *, _jt_gate: Callable[[_P68], None] = _jt_gate_81) -> Array[signedinteger]: ...
    @overload
    def __call__(self, operand: _P72, axes: Sequence[int], *, _jt_gate: Callable[[_P72], None] = _jt_gate_99) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, operand: _P76, axes: Sequence[int], *, _jt_gate: Callable[[_P76], None] = _jt_gate_82) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P92, axes: Sequence[int], *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P96, axes: Sequence[int], *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[generic]: ...
    @overload
    def __call__(self, operand: _AbstractArray, axes: Sequence[int]) -> Array[_Top]: ...
class _Fn_reduce_and(_Overloads_reduce_and): ...
reduce_and: _Fn_reduce_and
class _Fn_reduce_or(_Overloads_reduce_and): ...
reduce_or: _Fn_reduce_or
class _Fn_reduce_xor(_Overloads_reduce_and): ...
reduce_xor: _Fn_reduce_xor
# </generated lax_reductions>

# -- sorting and selection: each operand keeps its dtype; top_k's indices are int32 -------------
_U = TypeVar("_U")
_V = TypeVar("_V")

# -- general and windowed reductions (after _U/_V): each operand keeps its dtype -----------------
@overload
def reduce(operands: Array[_T], init_values: ArrayLike, computation: Callable[[Any, Any], Any],
           dimensions: Sequence[int]) -> Array[_T]: ...
@overload
def reduce(operands: Any, init_values: Any, computation: Callable[[Any, Any], Any],
           dimensions: Sequence[int]) -> Any: ...
@overload
def reduce_window(operand: Array[_T], init_value: ArrayLike, computation: Callable[[Any, Any], Any],
                  window_dimensions: Sequence[int], window_strides: Sequence[int],
                  padding: str | Sequence[tuple[int, int]], base_dilation: Sequence[int] | None = None,
                  window_dilation: Sequence[int] | None = None) -> Array[_T]: ...
@overload
def reduce_window(operand: Any, init_value: Any, computation: Callable[[Any, Any], Any],
                  window_dimensions: Sequence[int], window_strides: Sequence[int],
                  padding: str | Sequence[tuple[int, int]], base_dilation: Sequence[int] | None = None,
                  window_dilation: Sequence[int] | None = None) -> Any: ...
def approx_max_k(operand: Array[_T], k: int, reduction_dimension: int = -1, recall_target: float = 0.95,
                 reduction_input_size_override: int = -1,
                 aggregate_to_topk: bool = True) -> tuple[Array[_T], Array[int32]]: ...
def approx_min_k(operand: Array[_T], k: int, reduction_dimension: int = -1, recall_target: float = 0.95,
                 reduction_input_size_override: int = -1,
                 aggregate_to_topk: bool = True) -> tuple[Array[_T], Array[int32]]: ...

@overload
def sort(operand: Array[_T], dimension: int = -1, is_stable: bool = True, num_keys: int = 1) -> Array[_T]: ...
@overload
def sort(operand: tuple[Array[_T]], dimension: int = -1, is_stable: bool = True,
         num_keys: int = 1) -> tuple[Array[_T]]: ...
@overload
def sort(operand: tuple[Array[_T], Array[_U]], dimension: int = -1, is_stable: bool = True,
         num_keys: int = 1) -> tuple[Array[_T], Array[_U]]: ...
@overload
def sort(operand: tuple[Array[_T], Array[_U], Array[_V]], dimension: int = -1, is_stable: bool = True,
         num_keys: int = 1) -> tuple[Array[_T], Array[_U], Array[_V]]: ...
@overload
def sort(operand: Sequence[Array[_T]], dimension: int = -1, is_stable: bool = True,
         num_keys: int = 1) -> tuple[Array[_T], ...]: ...
def sort_key_val(keys: Array[_T], values: Array[_U], dimension: int = -1,
                 is_stable: bool = True) -> tuple[Array[_T], Array[_U]]: ...
def top_k(operand: Array[_T], k: int, *, axis: int = -1) -> tuple[Array[_T], Array[int32]]: ...

# -- cumulative reductions: the operand's dtype (no bool; cumlogsumexp: floats only) --------------------
# <generated lax_cumulative>
class _Overloads_cumsum:
    """Type-check only: the overloads of cumsum, cumprod, cummax, cummin (see stubs/generate.py)."""
    @overload
    def __call__(self, operand: Array[_Keeps16], axis: int = 0, reverse: builtins.bool = False) -> Array[_Keeps16]: ...
    @overload
    def __call__(self, operand: _P194, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P194], None] = _jt_gate_95) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _P195, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P195], None] = _jt_gate_96) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _P196, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P196], None] = _jt_gate_97) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _Union3_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_98) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _P197, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P197], None] = _jt_gate_72) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _P198, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P198], None] = _jt_gate_73) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _P199, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P199], None] = _jt_gate_74) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _Union42_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_75) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _P185, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P185], None] = _jt_gate_76) -> Array[float16]: ...
    @overload
    def __call__(self, operand: _P186, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P186], None] = _jt_gate_88) -> Array[float32]: ...
    @overload
    def __call__(self, operand: _Union46_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, operand: _P188, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P188], None] = _jt_gate_90) -> Array[complex64]: ...
    @overload
    def __call__(self, operand: _Union47_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_91) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, operand: _P0, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P0], None] = _jt_gate_79) -> Array[builtins.int]: ...
    @overload
    def __call__(self, operand: _P2, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P2], None] = _jt_gate_92) -> Array[builtins.float]: ...
    @overload
    def __call__(self, operand: _P4, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P4], None] = _jt_gate_93) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, operand: _P68, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P68], None] = _jt_gate_81) -> Array[signedinteger]: ...
    @overload
    def __call__(self, operand: _P72, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P72], None] = _jt_gate_99) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, operand: _P76, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P76], None] = _jt_gate_82) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P80, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P80], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, operand: _P84, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P84], None] = _jt_gate_84) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, operand: _P88, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[inexact]: ...
    @overload
    def __call__(self, operand: _P92, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[number]: ...
    @overload
    def __call__(self, operand: _P96, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[number]: ...
    @overload
    def __call__(self, operand: _AbstractArray, axis: int = 0, reverse: builtins.bool = False) -> Array[_Top]: ...
class _Fn_cumsum(_Overloads_cumsum): ...
cumsum: _Fn_cumsum
class _Fn_cumprod(_Overloads_cumsum): ...
cumprod: _Fn_cumprod
class _Fn_cummax(_Overloads_cumsum): ...
cummax: _Fn_cummax
class _Fn_cummin(_Overloads_cumsum): ...
cummin: _Fn_cummin
@overload
def cumlogsumexp(operand: Array[_Keeps14], axis: int = 0, reverse: builtins.bool = False) -> Array[_Keeps14]: ...
@overload
def cumlogsumexp(operand: _P181, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P181], None] = _jt_gate_76) -> Array[float16]: ...
@overload
def cumlogsumexp(operand: _P303, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P303], None] = _jt_gate_88) -> Array[float32]: ...
@overload
def cumlogsumexp(operand: _Union46_0, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
@overload
def cumlogsumexp(operand: _P102, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P102], None] = _jt_gate_92) -> Array[builtins.float]: ...
@overload
def cumlogsumexp(operand: _P123, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P123], None] = _jt_gate_83) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _P127, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P127], None] = _jt_gate_85) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _P129, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P129], None] = _jt_gate_86) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _P131, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P131], None] = _jt_gate_87) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _AbstractArray, axis: int = 0, reverse: builtins.bool = False) -> Array[_Top]: ...
# </generated lax_cumulative>

# -- special functions: real floats, equal dtypes (random_gamma_grad: strongly typed) -------------
# <generated lax_special>
class _Overloads_polygamma:
    """Type-check only: the overloads of polygamma, zeta, igamma, igammac, igamma_grad_a (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P2, y: _P3, /, *, _jt_gate: Callable[[_P2, _P3], None] = _jt_gate_1) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P30, y: _P31, /, *, _jt_gate: Callable[[_P30, _P31], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _P32, y: _P33, /, *, _jt_gate: Callable[[_P32, _P33], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _P34, y: _P35, /, *, _jt_gate: Callable[[_P34, _P35], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _P36, y: _P37, /, *, _jt_gate: Callable[[_P36, _P37], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _P38, y: _P39, /, *, _jt_gate: Callable[[_P38, _P39], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _P40, y: _P41, /, *, _jt_gate: Callable[[_P40, _P41], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _P42, y: _P43, /, *, _jt_gate: Callable[[_P42, _P43], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _P44, y: _P45, /, *, _jt_gate: Callable[[_P44, _P45], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _P46, y: _P47, /, *, _jt_gate: Callable[[_P46, _P47], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _P48, y: _P49, /, *, _jt_gate: Callable[[_P48, _P49], None] = _jt_gate_24) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _Union8_2, /, *, _jt_gate: Callable[[_Union8_1, _Union8_2], None] = _jt_gate_25) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _Union9_2, /, *, _jt_gate: Callable[[_Union9_1, _Union9_2], None] = _jt_gate_26) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _Union10_2, /, *, _jt_gate: Callable[[_Union10_1, _Union10_2], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7_2, /, *, _jt_gate: Callable[[_Union15_1, _Only32_7_2], None] = _jt_gate_32) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P80, y: _Union20_2, /, *, _jt_gate: Callable[[_P80, _Union20_2], None] = _jt_gate_40) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_41) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P88, y: _Union22_2, /, *, _jt_gate: Callable[[_P88, _Union22_2], None] = _jt_gate_44) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P91, /, *, _jt_gate: Callable[[_Union22_1, _P91], None] = _jt_gate_45) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P92, y: _Union23_2, /, *, _jt_gate: Callable[[_P92, _Union23_2], None] = _jt_gate_46) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P95, /, *, _jt_gate: Callable[[_Union23_1, _P95], None] = _jt_gate_47) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P96, y: _Union24_2, /, *, _jt_gate: Callable[[_P96, _Union24_2], None] = _jt_gate_48) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P99, /, *, _jt_gate: Callable[[_Union24_1, _P99], None] = _jt_gate_49) -> Array[floating]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_2], None] = _jt_gate_50) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _ArrayLike_1, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
class _Fn_polygamma(_Overloads_polygamma): ...
polygamma: _Fn_polygamma
class _Fn_zeta(_Overloads_polygamma): ...
zeta: _Fn_zeta
class _Fn_igamma(_Overloads_polygamma): ...
igamma: _Fn_igamma
class _Fn_igammac(_Overloads_polygamma): ...
igammac: _Fn_igammac
class _Fn_igamma_grad_a(_Overloads_polygamma): ...
igamma_grad_a: _Fn_igamma_grad_a
@overload
def random_gamma_grad(x: _P102, y: _P2, /, *, _jt_gate: Callable[[_P102, _P2], None] = _jt_gate_1) -> Array[_Mode_float64_float32]: ...
@overload
def random_gamma_grad(x: _P104, y: _P30, /, *, _jt_gate: Callable[[_P104, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def random_gamma_grad(x: _P105, y: _P32, /, *, _jt_gate: Callable[[_P105, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def random_gamma_grad(x: _P106, y: _P34, /, *, _jt_gate: Callable[[_P106, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def random_gamma_grad(x: _P107, y: _P36, /, *, _jt_gate: Callable[[_P107, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def random_gamma_grad(x: _P108, y: _P38, /, *, _jt_gate: Callable[[_P108, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def random_gamma_grad(x: _P109, y: _P40, /, *, _jt_gate: Callable[[_P109, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def random_gamma_grad(x: _P110, y: _P42, /, *, _jt_gate: Callable[[_P110, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def random_gamma_grad(x: _P111, y: _P44, /, *, _jt_gate: Callable[[_P111, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def random_gamma_grad(x: _P112, y: _P46, /, *, _jt_gate: Callable[[_P112, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def random_gamma_grad(x: _P113, y: _P48, /, *, _jt_gate: Callable[[_P113, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def random_gamma_grad(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def random_gamma_grad(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def random_gamma_grad(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def random_gamma_grad(x: _Union15_0, y: _Only32_7_1, /, *, _jt_gate: Callable[[_Union15_0, _Only32_7_1], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def random_gamma_grad(x: _P123, y: _Union20_1, /, *, _jt_gate: Callable[[_P123, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union20_0, y: _P80, /, *, _jt_gate: Callable[[_Union20_0, _P80], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _P127, y: _Union22_1, /, *, _jt_gate: Callable[[_P127, _Union22_1], None] = _jt_gate_44) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union22_0, y: _P88, /, *, _jt_gate: Callable[[_Union22_0, _P88], None] = _jt_gate_45) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _P129, y: _Union23_1, /, *, _jt_gate: Callable[[_P129, _Union23_1], None] = _jt_gate_46) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union23_0, y: _P92, /, *, _jt_gate: Callable[[_Union23_0, _P92], None] = _jt_gate_47) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _P131, y: _Union24_1, /, *, _jt_gate: Callable[[_P131, _Union24_1], None] = _jt_gate_48) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union24_0, y: _P96, /, *, _jt_gate: Callable[[_Union24_0, _P96], None] = _jt_gate_49) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _AbstractArray, y: _ArrayLike_1, /, *, _jt_gate: Callable[[_ArrayLike_1], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def random_gamma_grad(x: _ArrayLike_0, y: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0], None] = _jt_gate_50) -> Array[_Top]: ...
@overload
def betainc(x: _P102, y: _P2, z: _P3, /, *, _jt_gate: Callable[[_P102, _P2, _P3], None] = _jt_gate_250) -> Array[builtins.float]: ...
@overload
def betainc(x: _P104, y: _P30, z: _P31, /, *, _jt_gate: Callable[[_P104, _P30, _P31], None] = _jt_gate_265) -> Array[float4_e2m1fn]: ...
@overload
def betainc(x: _P105, y: _P32, z: _P33, /, *, _jt_gate: Callable[[_P105, _P32, _P33], None] = _jt_gate_266) -> Array[float8_e3m4]: ...
@overload
def betainc(x: _P106, y: _P34, z: _P35, /, *, _jt_gate: Callable[[_P106, _P34, _P35], None] = _jt_gate_267) -> Array[float8_e4m3]: ...
@overload
def betainc(x: _P107, y: _P36, z: _P37, /, *, _jt_gate: Callable[[_P107, _P36, _P37], None] = _jt_gate_268) -> Array[float8_e4m3b11fnuz]: ...
@overload
def betainc(x: _P108, y: _P38, z: _P39, /, *, _jt_gate: Callable[[_P108, _P38, _P39], None] = _jt_gate_269) -> Array[float8_e4m3fn]: ...
@overload
def betainc(x: _P109, y: _P40, z: _P41, /, *, _jt_gate: Callable[[_P109, _P40, _P41], None] = _jt_gate_270) -> Array[float8_e4m3fnuz]: ...
@overload
def betainc(x: _P110, y: _P42, z: _P43, /, *, _jt_gate: Callable[[_P110, _P42, _P43], None] = _jt_gate_271) -> Array[float8_e5m2]: ...
@overload
def betainc(x: _P111, y: _P44, z: _P45, /, *, _jt_gate: Callable[[_P111, _P44, _P45], None] = _jt_gate_272) -> Array[float8_e5m2fnuz]: ...
@overload
def betainc(x: _P112, y: _P46, z: _P47, /, *, _jt_gate: Callable[[_P112, _P46, _P47], None] = _jt_gate_273) -> Array[float8_e8m0fnu]: ...
@overload
def betainc(x: _P113, y: _P48, z: _P49, /, *, _jt_gate: Callable[[_P113, _P48, _P49], None] = _jt_gate_274) -> Array[bfloat16]: ...
@overload
def betainc(x: _Union8_0, y: _Union8_1, z: _Union8_2, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1, _Union8_2], None] = _jt_gate_275) -> Array[float16]: ...
@overload
def betainc(x: _Union9_0, y: _Union9_1, z: _Union9_2, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1, _Union9_2], None] = _jt_gate_276) -> Array[float32]: ...
@overload
def betainc(x: _Union10_0, y: _Union10_1, z: _Union10_2, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1, _Union10_2], None] = _jt_gate_277) -> Array[_Mode_float64_float32]: ...
@overload
def betainc(x: _Union15_0, y: _Union15_1, z: _Only32_7_2, /, *, _jt_gate: Callable[[_Union15_0, _Union15_1, _Only32_7_2], None] = _jt_gate_282) -> Array[float32]: ...
@overload
def betainc(x: _P123, y: _Union20_1, z: _Union20_2, /, *, _jt_gate: Callable[[_P123, _Union20_1, _Union20_2], None] = _jt_gate_293) -> Array[floating]: ...
@overload
def betainc(x: _Union20_0, y: _P80, z: _Union20_2, /, *, _jt_gate: Callable[[_Union20_0, _P80, _Union20_2], None] = _jt_gate_294) -> Array[floating]: ...
@overload
def betainc(x: _Union20_0, y: _Union20_1, z: _P83, /, *, _jt_gate: Callable[[_Union20_0, _Union20_1, _P83], None] = _jt_gate_295) -> Array[floating]: ...
@overload
def betainc(x: _P127, y: _Union22_1, z: _Union22_2, /, *, _jt_gate: Callable[[_P127, _Union22_1, _Union22_2], None] = _jt_gate_299) -> Array[floating]: ...
@overload
def betainc(x: _Union22_0, y: _P88, z: _Union22_2, /, *, _jt_gate: Callable[[_Union22_0, _P88, _Union22_2], None] = _jt_gate_300) -> Array[floating]: ...
@overload
def betainc(x: _Union22_0, y: _Union22_1, z: _P91, /, *, _jt_gate: Callable[[_Union22_0, _Union22_1, _P91], None] = _jt_gate_301) -> Array[floating]: ...
@overload
def betainc(x: _P129, y: _Union23_1, z: _Union23_2, /, *, _jt_gate: Callable[[_P129, _Union23_1, _Union23_2], None] = _jt_gate_302) -> Array[floating]: ...
@overload
def betainc(x: _Union23_0, y: _P92, z: _Union23_2, /, *, _jt_gate: Callable[[_Union23_0, _P92, _Union23_2], None] = _jt_gate_303) -> Array[floating]: ...
@overload
def betainc(x: _Union23_0, y: _Union23_1, z: _P95, /, *, _jt_gate: Callable[[_Union23_0, _Union23_1, _P95], None] = _jt_gate_304) -> Array[floating]: ...
@overload
def betainc(x: _P131, y: _Union24_1, z: _Union24_2, /, *, _jt_gate: Callable[[_P131, _Union24_1, _Union24_2], None] = _jt_gate_305) -> Array[floating]: ...
@overload
def betainc(x: _Union24_0, y: _P96, z: _Union24_2, /, *, _jt_gate: Callable[[_Union24_0, _P96, _Union24_2], None] = _jt_gate_306) -> Array[floating]: ...
@overload
def betainc(x: _Union24_0, y: _Union24_1, z: _P99, /, *, _jt_gate: Callable[[_Union24_0, _Union24_1, _P99], None] = _jt_gate_307) -> Array[floating]: ...
@overload
def betainc(x: _AbstractArray, y: _ArrayLike_1, z: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_1, _ArrayLike_2], None] = _jt_gate_308) -> Array[_Top]: ...
@overload
def betainc(x: _ArrayLike_0, y: _AbstractArray, z: _ArrayLike_2, /, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_2], None] = _jt_gate_308) -> Array[_Top]: ...
@overload
def betainc(x: _ArrayLike_0, y: _ArrayLike_1, z: _AbstractArray, /, *, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1], None] = _jt_gate_308) -> Array[_Top]: ...
class _Overloads_bessel_i0e:
    """Type-check only: the overloads of bessel_i0e, bessel_i1e (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps14], /) -> Array[_Keeps14]: ...
    @overload
    def __call__(self, x: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_76) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_88) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_89) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_92) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_85) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_86) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P96, /, *, _jt_gate: Callable[[_P96], None] = _jt_gate_87) -> Array[floating]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_bessel_i0e(_Overloads_bessel_i0e): ...
bessel_i0e: _Fn_bessel_i0e
class _Fn_bessel_i1e(_Overloads_bessel_i0e): ...
bessel_i1e: _Fn_bessel_i1e
# </generated lax_special>

# -- products -------------------------------------------------------------------------------------
# <generated lax_products>
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_bool_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_bool_5], None] = _jt_gate_184) -> Array[bool_]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int64_5], None] = _jt_gate_185) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float64_5], None] = _jt_gate_186) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_complex128_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_complex128_5], None] = _jt_gate_187) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint2_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint2_5], None] = _jt_gate_188) -> Array[uint2]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint4_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint4_5], None] = _jt_gate_189) -> Array[uint4]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint8_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint8_5], None] = _jt_gate_190) -> Array[uint8]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint16_5], None] = _jt_gate_191) -> Array[uint16]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint32_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint32_5], None] = _jt_gate_192) -> Array[uint32]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint64_5], None] = _jt_gate_193) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int2_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int2_5], None] = _jt_gate_194) -> Array[int2]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int4_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int4_5], None] = _jt_gate_195) -> Array[int4]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int8_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int8_5], None] = _jt_gate_196) -> Array[int8]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int16_5], None] = _jt_gate_197) -> Array[int16]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int32_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int32_5], None] = _jt_gate_198) -> Array[int32]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float4_e2m1fn_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float4_e2m1fn_5], None] = _jt_gate_199) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e3m4_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e3m4_5], None] = _jt_gate_200) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3_5], None] = _jt_gate_201) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3b11fnuz_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3b11fnuz_5], None] = _jt_gate_202) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3fn_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3fn_5], None] = _jt_gate_203) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3fnuz_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3fnuz_5], None] = _jt_gate_204) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e5m2_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e5m2_5], None] = _jt_gate_205) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e5m2fnuz_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e5m2fnuz_5], None] = _jt_gate_206) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e8m0fnu_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e8m0fnu_5], None] = _jt_gate_207) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_bfloat16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_bfloat16_5], None] = _jt_gate_208) -> Array[bfloat16]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float16_5], None] = _jt_gate_209) -> Array[float16]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float32_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float32_5], None] = _jt_gate_210) -> Array[float32]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_complex64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_complex64_5], None] = _jt_gate_211) -> Array[complex64]: ...
@overload
def dot(lhs: _ArrayLike_0, rhs: _ArrayLike_1, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_5], None] = _jt_gate_212) -> Array[generic]: ...
@overload
def dot(lhs: _P357, rhs: _P358, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P357, _P358, _None_6], None] = _jt_gate_344) -> Array[bool_]: ...
@overload
def dot(lhs: _P360, rhs: _P6, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P360, _P6, _None_6], None] = _jt_gate_345) -> Array[uint2]: ...
@overload
def dot(lhs: _P137, rhs: _P358, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P137, _P358, _None_6], None] = _jt_gate_346) -> Array[uint2]: ...
@overload
def dot(lhs: _P361, rhs: _P8, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P361, _P8, _None_6], None] = _jt_gate_347) -> Array[uint4]: ...
@overload
def dot(lhs: _P138, rhs: _P362, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P138, _P362, _None_6], None] = _jt_gate_348) -> Array[uint4]: ...
@overload
def dot(lhs: _P363, rhs: _P364, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P363, _P364, _None_6], None] = _jt_gate_349) -> Array[uint8]: ...
@overload
def dot(lhs: _P365, rhs: _P366, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P365, _P366, _None_6], None] = _jt_gate_350) -> Array[uint8]: ...
@overload
def dot(lhs: _P367, rhs: _P368, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P367, _P368, _None_6], None] = _jt_gate_351) -> Array[uint16]: ...
@overload
def dot(lhs: _P369, rhs: _P370, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P369, _P370, _None_6], None] = _jt_gate_352) -> Array[uint16]: ...
@overload
def dot(lhs: _P371, rhs: _P372, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P371, _P372, _None_6], None] = _jt_gate_353) -> Array[uint32]: ...
@overload
def dot(lhs: _P373, rhs: _P374, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P373, _P374, _None_6], None] = _jt_gate_354) -> Array[uint32]: ...
@overload
def dot(lhs: _P375, rhs: _P376, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P375, _P376, _None_6], None] = _jt_gate_355) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P377, rhs: _P378, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P377, _P378, _None_6], None] = _jt_gate_356) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P379, rhs: _P376, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P379, _P376, _None_6], None] = _jt_gate_357) -> Array[_Mode_uint64_int32]: ...
@overload
def dot(lhs: _P377, rhs: _P380, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P377, _P380, _None_6], None] = _jt_gate_358) -> Array[_Mode_uint64_int32]: ...
@overload
def dot(lhs: _P381, rhs: _P18, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P381, _P18, _None_6], None] = _jt_gate_359) -> Array[int2]: ...
@overload
def dot(lhs: _P143, rhs: _P382, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P143, _P382, _None_6], None] = _jt_gate_360) -> Array[int2]: ...
@overload
def dot(lhs: _P383, rhs: _P20, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P383, _P20, _None_6], None] = _jt_gate_361) -> Array[int4]: ...
@overload
def dot(lhs: _P144, rhs: _P384, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P144, _P384, _None_6], None] = _jt_gate_362) -> Array[int4]: ...
@overload
def dot(lhs: _P385, rhs: _P386, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P385, _P386, _None_6], None] = _jt_gate_363) -> Array[int8]: ...
@overload
def dot(lhs: _P387, rhs: _P388, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P387, _P388, _None_6], None] = _jt_gate_364) -> Array[int8]: ...
@overload
def dot(lhs: _P389, rhs: _P390, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P389, _P390, _None_6], None] = _jt_gate_365) -> Array[int16]: ...
@overload
def dot(lhs: _P391, rhs: _P392, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P391, _P392, _None_6], None] = _jt_gate_366) -> Array[int16]: ...
@overload
def dot(lhs: _P393, rhs: _P380, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P393, _P380, _None_6], None] = _jt_gate_367) -> Array[int32]: ...
@overload
def dot(lhs: _P379, rhs: _P378, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P379, _P378, _None_6], None] = _jt_gate_368) -> Array[int32]: ...
@overload
def dot(lhs: _P394, rhs: _P395, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P394, _P395, _None_6], None] = _jt_gate_369) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P396, rhs: _P397, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P396, _P397, _None_6], None] = _jt_gate_370) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P398, rhs: _P30, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P398, _P30, _None_6], None] = _jt_gate_371) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P399, rhs: _P32, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P399, _P32, _None_6], None] = _jt_gate_372) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P400, rhs: _P34, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P400, _P34, _None_6], None] = _jt_gate_373) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P401, rhs: _P36, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P401, _P36, _None_6], None] = _jt_gate_374) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P402, rhs: _P38, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P402, _P38, _None_6], None] = _jt_gate_375) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P403, rhs: _P40, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P403, _P40, _None_6], None] = _jt_gate_376) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P404, rhs: _P42, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P404, _P42, _None_6], None] = _jt_gate_377) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P405, rhs: _P44, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P405, _P44, _None_6], None] = _jt_gate_378) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P406, rhs: _P46, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P406, _P46, _None_6], None] = _jt_gate_379) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P407, rhs: _P48, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P407, _P48, _None_6], None] = _jt_gate_380) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P408, rhs: _P409, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P408, _P409, _None_6], None] = _jt_gate_381) -> Array[float16]: ...
@overload
def dot(lhs: _P410, rhs: _P411, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P410, _P411, _None_6], None] = _jt_gate_382) -> Array[float32]: ...
@overload
def dot(lhs: _P412, rhs: _P413, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P412, _P413, _None_6], None] = _jt_gate_383) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P414, rhs: _P415, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P414, _P415, _None_6], None] = _jt_gate_384) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P416, rhs: _P417, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P416, _P417, _None_6], None] = _jt_gate_385) -> Array[complex64]: ...
@overload
def dot(lhs: _P418, rhs: _P419, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P418, _P419, _None_6], None] = _jt_gate_386) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P420, rhs: _P421, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P420, _P421, _None_6], None] = _jt_gate_387) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P422, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P422, _P423, _None_6], None] = _jt_gate_388) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P424, rhs: _P425, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P424, _P425, _None_6], None] = _jt_gate_389) -> Array[float16]: ...
@overload
def dot(lhs: _P426, rhs: _P427, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P426, _P427, _None_6], None] = _jt_gate_390) -> Array[float32]: ...
@overload
def dot(lhs: _P428, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P428, _P423, _None_6], None] = _jt_gate_391) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P429, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P429, _P423, _None_6], None] = _jt_gate_392) -> Array[builtins.int]: ...
@overload
def dot(lhs: _P430, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P430, _P423, _None_6], None] = _jt_gate_393) -> Array[builtins.float]: ...
@overload
def dot(lhs: _P431, rhs: _P432, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P431, _P432, _None_6], None] = _jt_gate_394) -> Array[complex64]: ...
@overload
def dot(lhs: _P433, rhs: _P434, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P433, _P434, _None_6], None] = _jt_gate_395) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P435, rhs: _P436, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P435, _P436, _None_6], None] = _jt_gate_396) -> Array[builtins.float]: ...
@overload
def dot(lhs: _P437, rhs: _P434, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P437, _P434, _None_6], None] = _jt_gate_397) -> Array[builtins.complex]: ...
@overload
def dot(lhs: _P438, rhs: _P439, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P438, _P439, _None_6], None] = _jt_gate_398) -> Array[builtins.complex]: ...
@overload
def dot(lhs: _P440, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P440, _P72, _None_6], None] = _jt_gate_399) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P104, rhs: _P441, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P104, _P441, _None_6], None] = _jt_gate_400) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P105, rhs: _P442, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P105, _P442, _None_6], None] = _jt_gate_401) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P106, rhs: _P443, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P106, _P443, _None_6], None] = _jt_gate_402) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P107, rhs: _P444, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P107, _P444, _None_6], None] = _jt_gate_403) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P108, rhs: _P445, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P108, _P445, _None_6], None] = _jt_gate_404) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P109, rhs: _P443, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P109, _P443, _None_6], None] = _jt_gate_405) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P110, rhs: _P446, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P110, _P446, _None_6], None] = _jt_gate_406) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P111, rhs: _P446, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P111, _P446, _None_6], None] = _jt_gate_407) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P112, rhs: _P447, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P112, _P447, _None_6], None] = _jt_gate_408) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P113, rhs: _P448, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P113, _P448, _None_6], None] = _jt_gate_409) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P449, rhs: _P436, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P449, _P436, _None_6], None] = _jt_gate_410) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P450, rhs: _P439, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P450, _P439, _None_6], None] = _jt_gate_411) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P451, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P451, _P452, _None_6], None] = _jt_gate_412) -> Array[float16]: ...
@overload
def dot(lhs: _P453, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P453, _P452, _None_6], None] = _jt_gate_413) -> Array[float32]: ...
@overload
def dot(lhs: _P454, rhs: _P455, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P454, _P455, _None_6], None] = _jt_gate_414) -> Array[complex64]: ...
@overload
def dot(lhs: _P456, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P456, _P68, _None_6], None] = _jt_gate_415) -> Array[signedinteger]: ...
@overload
def dot(lhs: _P457, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P457, _P68, _None_6], None] = _jt_gate_416) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot(lhs: _P458, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P458, _P72, _None_6], None] = _jt_gate_417) -> Array[unsignedinteger]: ...
@overload
def dot(lhs: _P459, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P459, _P72, _None_6], None] = _jt_gate_418) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot(lhs: _P460, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P460, _P76, _None_6], None] = _jt_gate_419) -> Array[integer]: ...
@overload
def dot(lhs: _P461, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P461, _P72, _None_6], None] = _jt_gate_420) -> Array[integer]: ...
@overload
def dot(lhs: _P462, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P462, _P68, _None_6], None] = _jt_gate_421) -> Array[integer]: ...
@overload
def dot(lhs: _P457, rhs: _P463, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P457, _P463, _None_6], None] = _jt_gate_422) -> Array[_Mode_integer_int32]: ...
@overload
def dot(lhs: _P453, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P453, _P80, _None_6], None] = _jt_gate_423) -> Array[_Mode_floating_float32]: ...
@overload
def dot(lhs: _P454, rhs: _P464, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P454, _P464, _None_6], None] = _jt_gate_424) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P465, rhs: _P96, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P465, _P96, _None_6], None] = _jt_gate_425) -> Array[generic]: ...
@overload
def dot(lhs: _P466, rhs: _P467, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P466, _P467, _None_6], None] = _jt_gate_426) -> Array[_Top]: ...
@overload
def dot(lhs: _P468, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P468, _P452, _None_6], None] = _jt_gate_427) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P469, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P469, _P80, _None_6], None] = _jt_gate_428) -> Array[floating]: ...
@overload
def dot(lhs: _P470, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P470, _P92, _None_6], None] = _jt_gate_429) -> Array[number]: ...
@overload
def dot(lhs: _P471, rhs: _P96, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P471, _P96, _None_6], None] = _jt_gate_430) -> Array[number]: ...
@overload
def dot(lhs: _P472, rhs: _P455, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P472, _P455, _None_6], None] = _jt_gate_431) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P473, rhs: _P84, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P473, _P84, _None_6], None] = _jt_gate_432) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P474, rhs: _P88, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P474, _P88, _None_6], None] = _jt_gate_433) -> Array[inexact]: ...
@overload
def dot(lhs: _P475, rhs: _P476, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P475, _P476, _None_6], None] = _jt_gate_434) -> Array[inexact]: ...
@overload
def dot(lhs: _P477, rhs: _P467, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P477, _P467, _None_6], None] = _jt_gate_435) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P418, rhs: Array[_Union113] | _AnyArray, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P418, _None_6], None] = _jt_gate_436) -> Array[_Top]: ...
@overload
def dot(lhs: _P357, rhs: _P358, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P357, _P358, _None_6], None] = _jt_gate_344) -> Array[bool_]: ...
@overload
def dot(lhs: _P478, rhs: _P479, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P478, _P479, _None_6], None] = _jt_gate_437) -> Array[builtins.int]: ...
@overload
def dot(lhs: _P480, rhs: _P481, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P480, _P481, _None_6], None] = _jt_gate_438) -> Array[uint2]: ...
@overload
def dot(lhs: _P482, rhs: _P483, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P482, _P483, _None_6], None] = _jt_gate_439) -> Array[uint4]: ...
@overload
def dot(lhs: _P484, rhs: _P485, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P484, _P485, _None_6], None] = _jt_gate_440) -> Array[uint8]: ...
@overload
def dot(lhs: _P486, rhs: _P487, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P486, _P487, _None_6], None] = _jt_gate_441) -> Array[int2]: ...
@overload
def dot(lhs: _P488, rhs: _P489, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P488, _P489, _None_6], None] = _jt_gate_442) -> Array[int4]: ...
@overload
def dot(lhs: _P490, rhs: _P491, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P490, _P491, _None_6], None] = _jt_gate_443) -> Array[int8]: ...
@overload
def dot(lhs: _P492, rhs: _P493, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P492, _P493, _None_6], None] = _jt_gate_444) -> Array[uint16]: ...
@overload
def dot(lhs: _P494, rhs: _P495, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P494, _P495, _None_6], None] = _jt_gate_445) -> Array[uint32]: ...
@overload
def dot(lhs: _P496, rhs: _P497, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P496, _P497, _None_6], None] = _jt_gate_446) -> Array[int16]: ...
@overload
def dot(lhs: _P498, rhs: _P499, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P498, _P499, _None_6], None] = _jt_gate_447) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P500, rhs: _P501, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P500, _P501, _None_6], None] = _jt_gate_448) -> Array[int32]: ...
@overload
def dot(lhs: _P502, rhs: _P503, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P502, _P503, _None_6], None] = _jt_gate_449) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P504, rhs: _P505, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P504, _P505, _None_6], None] = _jt_gate_450) -> Array[builtins.float]: ...
@overload
def dot(lhs: _P506, rhs: _P507, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P506, _P507, _None_6], None] = _jt_gate_451) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P508, rhs: _P509, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P508, _P509, _None_6], None] = _jt_gate_452) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P510, rhs: _P511, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P510, _P511, _None_6], None] = _jt_gate_453) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P512, rhs: _P513, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P512, _P513, _None_6], None] = _jt_gate_454) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P514, rhs: _P515, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P514, _P515, _None_6], None] = _jt_gate_455) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P516, rhs: _P517, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P516, _P517, _None_6], None] = _jt_gate_456) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P518, rhs: _P519, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P518, _P519, _None_6], None] = _jt_gate_457) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P520, rhs: _P521, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P520, _P521, _None_6], None] = _jt_gate_458) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P522, rhs: _P523, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P522, _P523, _None_6], None] = _jt_gate_459) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P524, rhs: _P525, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P524, _P525, _None_6], None] = _jt_gate_460) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P526, rhs: _P527, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P526, _P527, _None_6], None] = _jt_gate_461) -> Array[float16]: ...
@overload
def dot(lhs: _P528, rhs: _P529, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P528, _P529, _None_6], None] = _jt_gate_462) -> Array[builtins.complex]: ...
@overload
def dot(lhs: _P530, rhs: _P531, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P530, _P531, _None_6], None] = _jt_gate_463) -> Array[float32]: ...
@overload
def dot(lhs: _P532, rhs: _P533, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P532, _P533, _None_6], None] = _jt_gate_464) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P534, rhs: _P535, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P534, _P535, _None_6], None] = _jt_gate_465) -> Array[complex64]: ...
@overload
def dot(lhs: _P536, rhs: _P537, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P536, _P537, _None_6], None] = _jt_gate_466) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P440, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P440, _P72, _None_6], None] = _jt_gate_399) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P104, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P104, _P452, _None_6], None] = _jt_gate_467) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P105, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P105, _P452, _None_6], None] = _jt_gate_468) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P106, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P106, _P452, _None_6], None] = _jt_gate_469) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P107, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P107, _P452, _None_6], None] = _jt_gate_470) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P108, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P108, _P452, _None_6], None] = _jt_gate_471) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P109, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P109, _P452, _None_6], None] = _jt_gate_472) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P110, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P110, _P452, _None_6], None] = _jt_gate_473) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P111, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P111, _P452, _None_6], None] = _jt_gate_474) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P112, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P112, _P452, _None_6], None] = _jt_gate_475) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P113, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P113, _P452, _None_6], None] = _jt_gate_476) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P451, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P451, _P452, _None_6], None] = _jt_gate_412) -> Array[float16]: ...
@overload
def dot(lhs: _P453, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P453, _P452, _None_6], None] = _jt_gate_413) -> Array[float32]: ...
@overload
def dot(lhs: _P454, rhs: _P455, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P454, _P455, _None_6], None] = _jt_gate_414) -> Array[complex64]: ...
@overload
def dot(lhs: _P456, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P456, _P68, _None_6], None] = _jt_gate_415) -> Array[signedinteger]: ...
@overload
def dot(lhs: _P457, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P457, _P68, _None_6], None] = _jt_gate_416) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot(lhs: _P458, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P458, _P72, _None_6], None] = _jt_gate_417) -> Array[unsignedinteger]: ...
@overload
def dot(lhs: _P459, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P459, _P72, _None_6], None] = _jt_gate_418) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot(lhs: _P460, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P460, _P76, _None_6], None] = _jt_gate_419) -> Array[integer]: ...
@overload
def dot(lhs: _P462, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P462, _P68, _None_6], None] = _jt_gate_421) -> Array[integer]: ...
@overload
def dot(lhs: _P461, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P461, _P72, _None_6], None] = _jt_gate_420) -> Array[integer]: ...
@overload
def dot(lhs: _P457, rhs: _P463, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P457, _P463, _None_6], None] = _jt_gate_422) -> Array[_Mode_integer_int32]: ...
@overload
def dot(lhs: _P453, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P453, _P80, _None_6], None] = _jt_gate_423) -> Array[_Mode_floating_float32]: ...
@overload
def dot(lhs: _P454, rhs: _P464, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P454, _P464, _None_6], None] = _jt_gate_424) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P465, rhs: _P96, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P465, _P96, _None_6], None] = _jt_gate_425) -> Array[generic]: ...
@overload
def dot(lhs: _P466, rhs: _P467, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P466, _P467, _None_6], None] = _jt_gate_426) -> Array[_Top]: ...
@overload
def dot(lhs: _P468, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P468, _P452, _None_6], None] = _jt_gate_427) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P469, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P469, _P80, _None_6], None] = _jt_gate_428) -> Array[floating]: ...
@overload
def dot(lhs: _P470, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P470, _P92, _None_6], None] = _jt_gate_429) -> Array[number]: ...
@overload
def dot(lhs: _P471, rhs: _P96, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P471, _P96, _None_6], None] = _jt_gate_430) -> Array[number]: ...
@overload
def dot(lhs: _P472, rhs: _P455, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P472, _P455, _None_6], None] = _jt_gate_431) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P473, rhs: _P84, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P473, _P84, _None_6], None] = _jt_gate_432) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P474, rhs: _P88, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P474, _P88, _None_6], None] = _jt_gate_433) -> Array[inexact]: ...
@overload
def dot(lhs: _P475, rhs: _P476, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P475, _P476, _None_6], None] = _jt_gate_434) -> Array[inexact]: ...
@overload
def dot(lhs: _P477, rhs: _P467, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P477, _P467, _None_6], None] = _jt_gate_435) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P418, rhs: Array[_Union113] | _AnyArray, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P418, _None_6], None] = _jt_gate_436) -> Array[_Top]: ...
@overload
def dot(lhs: _P155, rhs: _P538, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P155, _P538, _None_6], None] = _jt_gate_477) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P539, rhs: _P30, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P30, _None_6], None] = _jt_gate_478) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P539, rhs: _P32, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P32, _None_6], None] = _jt_gate_479) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P539, rhs: _P34, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P34, _None_6], None] = _jt_gate_480) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P539, rhs: _P36, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P36, _None_6], None] = _jt_gate_481) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P539, rhs: _P38, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P38, _None_6], None] = _jt_gate_482) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P539, rhs: _P40, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P40, _None_6], None] = _jt_gate_483) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P539, rhs: _P42, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P42, _None_6], None] = _jt_gate_484) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P539, rhs: _P44, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P44, _None_6], None] = _jt_gate_485) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P539, rhs: _P46, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P46, _None_6], None] = _jt_gate_486) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P539, rhs: _P48, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P48, _None_6], None] = _jt_gate_487) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P539, rhs: _P540, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P540, _None_6], None] = _jt_gate_488) -> Array[float16]: ...
@overload
def dot(lhs: _P539, rhs: _P541, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P541, _None_6], None] = _jt_gate_489) -> Array[float32]: ...
@overload
def dot(lhs: _P542, rhs: _P543, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P542, _P543, _None_6], None] = _jt_gate_490) -> Array[complex64]: ...
@overload
def dot(lhs: _P153, rhs: _P544, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P153, _P544, _None_6], None] = _jt_gate_491) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot(lhs: _P155, rhs: _P545, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P155, _P545, _None_6], None] = _jt_gate_492) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot(lhs: _P157, rhs: _P546, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P157, _P546, _None_6], None] = _jt_gate_493) -> Array[integer]: ...
@overload
def dot(lhs: _P547, rhs: _P544, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P547, _P544, _None_6], None] = _jt_gate_494) -> Array[_Mode_integer_int32]: ...
@overload
def dot(lhs: _P123, rhs: _P541, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P123, _P541, _None_6], None] = _jt_gate_495) -> Array[_Mode_floating_float32]: ...
@overload
def dot(lhs: _P548, rhs: _P543, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P548, _P543, _None_6], None] = _jt_gate_496) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P129, rhs: _P549, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P129, _P549, _None_6], None] = _jt_gate_497) -> Array[number]: ...
@overload
def dot(lhs: _P539, rhs: _P550, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P550, _None_6], None] = _jt_gate_498) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P153, rhs: _P551, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P153, _P551, _None_6], None] = _jt_gate_499) -> Array[signedinteger]: ...
@overload
def dot(lhs: _P155, rhs: _P552, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P155, _P552, _None_6], None] = _jt_gate_500) -> Array[unsignedinteger]: ...
@overload
def dot(lhs: _P553, rhs: _P554, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P553, _P554, _None_6], None] = _jt_gate_501) -> Array[integer]: ...
@overload
def dot(lhs: _P539, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P539, _P76, _None_6], None] = _jt_gate_502) -> Array[integer]: ...
@overload
def dot(lhs: _P547, rhs: _P555, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P547, _P555, _None_6], None] = _jt_gate_503) -> Array[integer]: ...
@overload
def dot(lhs: _P542, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P542, _P80, _None_6], None] = _jt_gate_504) -> Array[floating]: ...
@overload
def dot(lhs: _P123, rhs: _P556, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P123, _P556, _None_6], None] = _jt_gate_505) -> Array[floating]: ...
@overload
def dot(lhs: _P542, rhs: _P557, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P542, _P557, _None_6], None] = _jt_gate_506) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P558, rhs: _P84, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P558, _P84, _None_6], None] = _jt_gate_507) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P125, rhs: _P559, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P125, _P559, _None_6], None] = _jt_gate_508) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P560, rhs: _P88, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P560, _P88, _None_6], None] = _jt_gate_509) -> Array[inexact]: ...
@overload
def dot(lhs: _P561, rhs: _P476, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P561, _P476, _None_6], None] = _jt_gate_510) -> Array[inexact]: ...
@overload
def dot(lhs: _P127, rhs: _P562, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P127, _P562, _None_6], None] = _jt_gate_511) -> Array[inexact]: ...
@overload
def dot(lhs: _P563, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P563, _P92, _None_6], None] = _jt_gate_512) -> Array[number]: ...
@overload
def dot(lhs: _P564, rhs: _P96, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P564, _P96, _None_6], None] = _jt_gate_513) -> Array[number]: ...
@overload
def dot(lhs: _P565, rhs: _P566, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P565, _P566, _None_6], None] = _jt_gate_514) -> Array[number]: ...
@overload
def dot(lhs: _P567, rhs: _P568, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P567, _P568, _None_6], None] = _jt_gate_515) -> Array[inexact]: ...
@overload
def dot(lhs: _P558, rhs: _P569, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P558, _P569, _None_6], None] = _jt_gate_516) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P131, rhs: _P570, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P131, _P570, _None_6], None] = _jt_gate_517) -> Array[generic]: ...
@overload
def dot(lhs: Array[_Union113] | _AnyArray, rhs: _P571, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_P571, _None_6], None] = _jt_gate_518) -> Array[_Top]: ...
@overload
def dot(lhs: Array[_Union113] | _AnyArray, rhs: _Union165, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _None_6 = None, _jt_gate: Callable[[_None_6], None] = _jt_gate_164) -> Array[_Top]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_bool_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_bool_5], None] = _jt_gate_184) -> Array[bool_]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int64_5], None] = _jt_gate_185) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float64_5], None] = _jt_gate_186) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_complex128_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_complex128_5], None] = _jt_gate_187) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint2_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint2_5], None] = _jt_gate_188) -> Array[uint2]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint4_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint4_5], None] = _jt_gate_189) -> Array[uint4]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint8_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint8_5], None] = _jt_gate_190) -> Array[uint8]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint16_5], None] = _jt_gate_191) -> Array[uint16]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint32_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint32_5], None] = _jt_gate_192) -> Array[uint32]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_uint64_5], None] = _jt_gate_193) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int2_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int2_5], None] = _jt_gate_194) -> Array[int2]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int4_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int4_5], None] = _jt_gate_195) -> Array[int4]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int8_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int8_5], None] = _jt_gate_196) -> Array[int8]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int16_5], None] = _jt_gate_197) -> Array[int16]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int32_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_int32_5], None] = _jt_gate_198) -> Array[int32]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float4_e2m1fn_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float4_e2m1fn_5], None] = _jt_gate_199) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e3m4_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e3m4_5], None] = _jt_gate_200) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3_5], None] = _jt_gate_201) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3b11fnuz_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3b11fnuz_5], None] = _jt_gate_202) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3fn_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3fn_5], None] = _jt_gate_203) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3fnuz_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e4m3fnuz_5], None] = _jt_gate_204) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e5m2_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e5m2_5], None] = _jt_gate_205) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e5m2fnuz_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e5m2fnuz_5], None] = _jt_gate_206) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e8m0fnu_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float8_e8m0fnu_5], None] = _jt_gate_207) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_bfloat16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_bfloat16_5], None] = _jt_gate_208) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float16_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float16_5], None] = _jt_gate_209) -> Array[float16]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float32_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_float32_5], None] = _jt_gate_210) -> Array[float32]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_complex64_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_complex64_5], None] = _jt_gate_211) -> Array[complex64]: ...
@overload
def dot_general(lhs: _ArrayLike_0, rhs: _ArrayLike_1, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_5, _jt_gate: Callable[[_ArrayLike_0, _ArrayLike_1, _DTypeLike_5], None] = _jt_gate_212) -> Array[generic]: ...
@overload
def dot_general(lhs: _P357, rhs: _P358, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P357, _P358, _None_5], None] = _jt_gate_344) -> Array[bool_]: ...
@overload
def dot_general(lhs: _P360, rhs: _P6, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P360, _P6, _None_5], None] = _jt_gate_345) -> Array[uint2]: ...
@overload
def dot_general(lhs: _P137, rhs: _P358, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P137, _P358, _None_5], None] = _jt_gate_346) -> Array[uint2]: ...
@overload
def dot_general(lhs: _P361, rhs: _P8, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P361, _P8, _None_5], None] = _jt_gate_347) -> Array[uint4]: ...
@overload
def dot_general(lhs: _P138, rhs: _P362, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P138, _P362, _None_5], None] = _jt_gate_348) -> Array[uint4]: ...
@overload
def dot_general(lhs: _P363, rhs: _P364, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P363, _P364, _None_5], None] = _jt_gate_349) -> Array[uint8]: ...
@overload
def dot_general(lhs: _P365, rhs: _P366, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P365, _P366, _None_5], None] = _jt_gate_350) -> Array[uint8]: ...
@overload
def dot_general(lhs: _P367, rhs: _P368, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P367, _P368, _None_5], None] = _jt_gate_351) -> Array[uint16]: ...
@overload
def dot_general(lhs: _P369, rhs: _P370, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P369, _P370, _None_5], None] = _jt_gate_352) -> Array[uint16]: ...
@overload
def dot_general(lhs: _P371, rhs: _P372, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P371, _P372, _None_5], None] = _jt_gate_353) -> Array[uint32]: ...
@overload
def dot_general(lhs: _P373, rhs: _P374, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P373, _P374, _None_5], None] = _jt_gate_354) -> Array[uint32]: ...
@overload
def dot_general(lhs: _P375, rhs: _P376, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P375, _P376, _None_5], None] = _jt_gate_355) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P377, rhs: _P378, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P377, _P378, _None_5], None] = _jt_gate_356) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P379, rhs: _P376, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P379, _P376, _None_5], None] = _jt_gate_357) -> Array[_Mode_uint64_int32]: ...
@overload
def dot_general(lhs: _P377, rhs: _P380, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P377, _P380, _None_5], None] = _jt_gate_358) -> Array[_Mode_uint64_int32]: ...
@overload
def dot_general(lhs: _P381, rhs: _P18, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P381, _P18, _None_5], None] = _jt_gate_359) -> Array[int2]: ...
@overload
def dot_general(lhs: _P143, rhs: _P382, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P143, _P382, _None_5], None] = _jt_gate_360) -> Array[int2]: ...
@overload
def dot_general(lhs: _P383, rhs: _P20, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P383, _P20, _None_5], None] = _jt_gate_361) -> Array[int4]: ...
@overload
def dot_general(lhs: _P144, rhs: _P384, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P144, _P384, _None_5], None] = _jt_gate_362) -> Array[int4]: ...
@overload
def dot_general(lhs: _P385, rhs: _P386, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P385, _P386, _None_5], None] = _jt_gate_363) -> Array[int8]: ...
@overload
def dot_general(lhs: _P387, rhs: _P388, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P387, _P388, _None_5], None] = _jt_gate_364) -> Array[int8]: ...
@overload
def dot_general(lhs: _P389, rhs: _P390, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P389, _P390, _None_5], None] = _jt_gate_365) -> Array[int16]: ...
@overload
def dot_general(lhs: _P391, rhs: _P392, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P391, _P392, _None_5], None] = _jt_gate_366) -> Array[int16]: ...
@overload
def dot_general(lhs: _P393, rhs: _P380, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P393, _P380, _None_5], None] = _jt_gate_367) -> Array[int32]: ...
@overload
def dot_general(lhs: _P379, rhs: _P378, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P379, _P378, _None_5], None] = _jt_gate_368) -> Array[int32]: ...
@overload
def dot_general(lhs: _P394, rhs: _P395, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P394, _P395, _None_5], None] = _jt_gate_369) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P396, rhs: _P397, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P396, _P397, _None_5], None] = _jt_gate_370) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P398, rhs: _P30, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P398, _P30, _None_5], None] = _jt_gate_371) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P399, rhs: _P32, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P399, _P32, _None_5], None] = _jt_gate_372) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P400, rhs: _P34, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P400, _P34, _None_5], None] = _jt_gate_373) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P401, rhs: _P36, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P401, _P36, _None_5], None] = _jt_gate_374) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P402, rhs: _P38, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P402, _P38, _None_5], None] = _jt_gate_375) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P403, rhs: _P40, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P403, _P40, _None_5], None] = _jt_gate_376) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P404, rhs: _P42, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P404, _P42, _None_5], None] = _jt_gate_377) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P405, rhs: _P44, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P405, _P44, _None_5], None] = _jt_gate_378) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P406, rhs: _P46, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P406, _P46, _None_5], None] = _jt_gate_379) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P407, rhs: _P48, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P407, _P48, _None_5], None] = _jt_gate_380) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P408, rhs: _P409, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P408, _P409, _None_5], None] = _jt_gate_381) -> Array[float16]: ...
@overload
def dot_general(lhs: _P410, rhs: _P411, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P410, _P411, _None_5], None] = _jt_gate_382) -> Array[float32]: ...
@overload
def dot_general(lhs: _P412, rhs: _P413, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P412, _P413, _None_5], None] = _jt_gate_383) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P414, rhs: _P415, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P414, _P415, _None_5], None] = _jt_gate_384) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P416, rhs: _P417, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P416, _P417, _None_5], None] = _jt_gate_385) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P418, rhs: _P419, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P418, _P419, _None_5], None] = _jt_gate_386) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P420, rhs: _P421, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P420, _P421, _None_5], None] = _jt_gate_387) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P422, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P422, _P423, _None_5], None] = _jt_gate_388) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P424, rhs: _P425, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P424, _P425, _None_5], None] = _jt_gate_389) -> Array[float16]: ...
@overload
def dot_general(lhs: _P426, rhs: _P427, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P426, _P427, _None_5], None] = _jt_gate_390) -> Array[float32]: ...
@overload
def dot_general(lhs: _P428, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P428, _P423, _None_5], None] = _jt_gate_391) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P429, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P429, _P423, _None_5], None] = _jt_gate_392) -> Array[builtins.int]: ...
@overload
def dot_general(lhs: _P430, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P430, _P423, _None_5], None] = _jt_gate_393) -> Array[builtins.float]: ...
@overload
def dot_general(lhs: _P431, rhs: _P432, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P431, _P432, _None_5], None] = _jt_gate_394) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P433, rhs: _P434, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P433, _P434, _None_5], None] = _jt_gate_395) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P435, rhs: _P436, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P435, _P436, _None_5], None] = _jt_gate_396) -> Array[builtins.float]: ...
@overload
def dot_general(lhs: _P437, rhs: _P434, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P437, _P434, _None_5], None] = _jt_gate_397) -> Array[builtins.complex]: ...
@overload
def dot_general(lhs: _P438, rhs: _P439, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P438, _P439, _None_5], None] = _jt_gate_398) -> Array[builtins.complex]: ...
@overload
def dot_general(lhs: _P440, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P440, _P72, _None_5], None] = _jt_gate_399) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P104, rhs: _P441, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P104, _P441, _None_5], None] = _jt_gate_400) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P105, rhs: _P442, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P105, _P442, _None_5], None] = _jt_gate_401) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P106, rhs: _P443, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P106, _P443, _None_5], None] = _jt_gate_402) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P107, rhs: _P444, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P107, _P444, _None_5], None] = _jt_gate_403) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P108, rhs: _P445, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P108, _P445, _None_5], None] = _jt_gate_404) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P109, rhs: _P443, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P109, _P443, _None_5], None] = _jt_gate_405) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P110, rhs: _P446, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P110, _P446, _None_5], None] = _jt_gate_406) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P111, rhs: _P446, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P111, _P446, _None_5], None] = _jt_gate_407) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P112, rhs: _P447, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P112, _P447, _None_5], None] = _jt_gate_408) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P113, rhs: _P448, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P113, _P448, _None_5], None] = _jt_gate_409) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P449, rhs: _P436, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P449, _P436, _None_5], None] = _jt_gate_410) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P450, rhs: _P439, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P450, _P439, _None_5], None] = _jt_gate_411) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P451, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P451, _P452, _None_5], None] = _jt_gate_412) -> Array[float16]: ...
@overload
def dot_general(lhs: _P453, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P453, _P452, _None_5], None] = _jt_gate_413) -> Array[float32]: ...
@overload
def dot_general(lhs: _P454, rhs: _P455, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P454, _P455, _None_5], None] = _jt_gate_414) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P456, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P456, _P68, _None_5], None] = _jt_gate_415) -> Array[signedinteger]: ...
@overload
def dot_general(lhs: _P457, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P457, _P68, _None_5], None] = _jt_gate_416) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot_general(lhs: _P458, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P458, _P72, _None_5], None] = _jt_gate_417) -> Array[unsignedinteger]: ...
@overload
def dot_general(lhs: _P459, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P459, _P72, _None_5], None] = _jt_gate_418) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot_general(lhs: _P460, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P460, _P76, _None_5], None] = _jt_gate_419) -> Array[integer]: ...
@overload
def dot_general(lhs: _P461, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P461, _P72, _None_5], None] = _jt_gate_420) -> Array[integer]: ...
@overload
def dot_general(lhs: _P462, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P462, _P68, _None_5], None] = _jt_gate_421) -> Array[integer]: ...
@overload
def dot_general(lhs: _P457, rhs: _P463, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P457, _P463, _None_5], None] = _jt_gate_422) -> Array[_Mode_integer_int32]: ...
@overload
def dot_general(lhs: _P453, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P453, _P80, _None_5], None] = _jt_gate_423) -> Array[_Mode_floating_float32]: ...
@overload
def dot_general(lhs: _P454, rhs: _P464, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P454, _P464, _None_5], None] = _jt_gate_424) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P465, rhs: _P96, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P465, _P96, _None_5], None] = _jt_gate_425) -> Array[generic]: ...
@overload
def dot_general(lhs: _P466, rhs: _P467, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P466, _P467, _None_5], None] = _jt_gate_426) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P468, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P468, _P452, _None_5], None] = _jt_gate_427) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P469, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P469, _P80, _None_5], None] = _jt_gate_428) -> Array[floating]: ...
@overload
def dot_general(lhs: _P470, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P470, _P92, _None_5], None] = _jt_gate_429) -> Array[number]: ...
@overload
def dot_general(lhs: _P471, rhs: _P96, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P471, _P96, _None_5], None] = _jt_gate_430) -> Array[number]: ...
@overload
def dot_general(lhs: _P472, rhs: _P455, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P472, _P455, _None_5], None] = _jt_gate_431) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P473, rhs: _P84, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P473, _P84, _None_5], None] = _jt_gate_432) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P474, rhs: _P88, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P474, _P88, _None_5], None] = _jt_gate_433) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P475, rhs: _P476, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P475, _P476, _None_5], None] = _jt_gate_434) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P477, rhs: _P467, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P477, _P467, _None_5], None] = _jt_gate_435) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P418, rhs: Array[_Union113] | _AnyArray, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P418, _None_5], None] = _jt_gate_436) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P357, rhs: _P358, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P357, _P358, _None_5], None] = _jt_gate_344) -> Array[bool_]: ...
@overload
def dot_general(lhs: _P478, rhs: _P479, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P478, _P479, _None_5], None] = _jt_gate_437) -> Array[builtins.int]: ...
@overload
def dot_general(lhs: _P480, rhs: _P481, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P480, _P481, _None_5], None] = _jt_gate_438) -> Array[uint2]: ...
@overload
def dot_general(lhs: _P482, rhs: _P483, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P482, _P483, _None_5], None] = _jt_gate_439) -> Array[uint4]: ...
@overload
def dot_general(lhs: _P484, rhs: _P485, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P484, _P485, _None_5], None] = _jt_gate_440) -> Array[uint8]: ...
@overload
def dot_general(lhs: _P486, rhs: _P487, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P486, _P487, _None_5], None] = _jt_gate_441) -> Array[int2]: ...
@overload
def dot_general(lhs: _P488, rhs: _P489, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P488, _P489, _None_5], None] = _jt_gate_442) -> Array[int4]: ...
@overload
def dot_general(lhs: _P490, rhs: _P491, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P490, _P491, _None_5], None] = _jt_gate_443) -> Array[int8]: ...
@overload
def dot_general(lhs: _P492, rhs: _P493, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P492, _P493, _None_5], None] = _jt_gate_444) -> Array[uint16]: ...
@overload
def dot_general(lhs: _P494, rhs: _P495, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P494, _P495, _None_5], None] = _jt_gate_445) -> Array[uint32]: ...
@overload
def dot_general(lhs: _P496, rhs: _P497, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P496, _P497, _None_5], None] = _jt_gate_446) -> Array[int16]: ...
@overload
def dot_general(lhs: _P498, rhs: _P499, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P498, _P499, _None_5], None] = _jt_gate_447) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P500, rhs: _P501, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P500, _P501, _None_5], None] = _jt_gate_448) -> Array[int32]: ...
@overload
def dot_general(lhs: _P502, rhs: _P503, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P502, _P503, _None_5], None] = _jt_gate_449) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P504, rhs: _P505, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P504, _P505, _None_5], None] = _jt_gate_450) -> Array[builtins.float]: ...
@overload
def dot_general(lhs: _P506, rhs: _P507, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P506, _P507, _None_5], None] = _jt_gate_451) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P508, rhs: _P509, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P508, _P509, _None_5], None] = _jt_gate_452) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P510, rhs: _P511, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P510, _P511, _None_5], None] = _jt_gate_453) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P512, rhs: _P513, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P512, _P513, _None_5], None] = _jt_gate_454) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P514, rhs: _P515, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P514, _P515, _None_5], None] = _jt_gate_455) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P516, rhs: _P517, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P516, _P517, _None_5], None] = _jt_gate_456) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P518, rhs: _P519, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P518, _P519, _None_5], None] = _jt_gate_457) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P520, rhs: _P521, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P520, _P521, _None_5], None] = _jt_gate_458) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P522, rhs: _P523, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P522, _P523, _None_5], None] = _jt_gate_459) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P524, rhs: _P525, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P524, _P525, _None_5], None] = _jt_gate_460) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P526, rhs: _P527, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P526, _P527, _None_5], None] = _jt_gate_461) -> Array[float16]: ...
@overload
def dot_general(lhs: _P528, rhs: _P529, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P528, _P529, _None_5], None] = _jt_gate_462) -> Array[builtins.complex]: ...
@overload
def dot_general(lhs: _P530, rhs: _P531, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P530, _P531, _None_5], None] = _jt_gate_463) -> Array[float32]: ...
@overload
def dot_general(lhs: _P532, rhs: _P533, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P532, _P533, _None_5], None] = _jt_gate_464) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P534, rhs: _P535, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P534, _P535, _None_5], None] = _jt_gate_465) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P536, rhs: _P537, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P536, _P537, _None_5], None] = _jt_gate_466) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P440, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P440, _P72, _None_5], None] = _jt_gate_399) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P104, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P104, _P452, _None_5], None] = _jt_gate_467) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P105, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P105, _P452, _None_5], None] = _jt_gate_468) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P106, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P106, _P452, _None_5], None] = _jt_gate_469) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P107, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P107, _P452, _None_5], None] = _jt_gate_470) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P108, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P108, _P452, _None_5], None] = _jt_gate_471) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P109, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P109, _P452, _None_5], None] = _jt_gate_472) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P110, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P110, _P452, _None_5], None] = _jt_gate_473) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P111, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P111, _P452, _None_5], None] = _jt_gate_474) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P112, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P112, _P452, _None_5], None] = _jt_gate_475) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P113, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P113, _P452, _None_5], None] = _jt_gate_476) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P451, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P451, _P452, _None_5], None] = _jt_gate_412) -> Array[float16]: ...
@overload
def dot_general(lhs: _P453, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P453, _P452, _None_5], None] = _jt_gate_413) -> Array[float32]: ...
@overload
def dot_general(lhs: _P454, rhs: _P455, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P454, _P455, _None_5], None] = _jt_gate_414) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P456, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P456, _P68, _None_5], None] = _jt_gate_415) -> Array[signedinteger]: ...
@overload
def dot_general(lhs: _P457, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P457, _P68, _None_5], None] = _jt_gate_416) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot_general(lhs: _P458, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P458, _P72, _None_5], None] = _jt_gate_417) -> Array[unsignedinteger]: ...
@overload
def dot_general(lhs: _P459, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P459, _P72, _None_5], None] = _jt_gate_418) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot_general(lhs: _P460, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P460, _P76, _None_5], None] = _jt_gate_419) -> Array[integer]: ...
@overload
def dot_general(lhs: _P462, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P462, _P68, _None_5], None] = _jt_gate_421) -> Array[integer]: ...
@overload
def dot_general(lhs: _P461, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P461, _P72, _None_5], None] = _jt_gate_420) -> Array[integer]: ...
@overload
def dot_general(lhs: _P457, rhs: _P463, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P457, _P463, _None_5], None] = _jt_gate_422) -> Array[_Mode_integer_int32]: ...
@overload
def dot_general(lhs: _P453, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P453, _P80, _None_5], None] = _jt_gate_423) -> Array[_Mode_floating_float32]: ...
@overload
def dot_general(lhs: _P454, rhs: _P464, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P454, _P464, _None_5], None] = _jt_gate_424) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P465, rhs: _P96, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P465, _P96, _None_5], None] = _jt_gate_425) -> Array[generic]: ...
@overload
def dot_general(lhs: _P466, rhs: _P467, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P466, _P467, _None_5], None] = _jt_gate_426) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P468, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P468, _P452, _None_5], None] = _jt_gate_427) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P469, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P469, _P80, _None_5], None] = _jt_gate_428) -> Array[floating]: ...
@overload
def dot_general(lhs: _P470, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P470, _P92, _None_5], None] = _jt_gate_429) -> Array[number]: ...
@overload
def dot_general(lhs: _P471, rhs: _P96, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P471, _P96, _None_5], None] = _jt_gate_430) -> Array[number]: ...
@overload
def dot_general(lhs: _P472, rhs: _P455, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P472, _P455, _None_5], None] = _jt_gate_431) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P473, rhs: _P84, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P473, _P84, _None_5], None] = _jt_gate_432) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P474, rhs: _P88, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P474, _P88, _None_5], None] = _jt_gate_433) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P475, rhs: _P476, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P475, _P476, _None_5], None] = _jt_gate_434) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P477, rhs: _P467, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P477, _P467, _None_5], None] = _jt_gate_435) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P418, rhs: Array[_Union113] | _AnyArray, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P418, _None_5], None] = _jt_gate_436) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P155, rhs: _P538, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P155, _P538, _None_5], None] = _jt_gate_477) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P539, rhs: _P30, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P30, _None_5], None] = _jt_gate_478) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P539, rhs: _P32, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P32, _None_5], None] = _jt_gate_479) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P539, rhs: _P34, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P34, _None_5], None] = _jt_gate_480) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P539, rhs: _P36, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P36, _None_5], None] = _jt_gate_481) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P539, rhs: _P38, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P38, _None_5], None] = _jt_gate_482) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P539, rhs: _P40, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P40, _None_5], None] = _jt_gate_483) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P539, rhs: _P42, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P42, _None_5], None] = _jt_gate_484) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P539, rhs: _P44, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P44, _None_5], None] = _jt_gate_485) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P539, rhs: _P46, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P46, _None_5], None] = _jt_gate_486) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P539, rhs: _P48, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P48, _None_5], None] = _jt_gate_487) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P539, rhs: _P540, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P540, _None_5], None] = _jt_gate_488) -> Array[float16]: ...
@overload
def dot_general(lhs: _P539, rhs: _P541, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P541, _None_5], None] = _jt_gate_489) -> Array[float32]: ...
@overload
def dot_general(lhs: _P542, rhs: _P543, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P542, _P543, _None_5], None] = _jt_gate_490) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P153, rhs: _P544, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P153, _P544, _None_5], None] = _jt_gate_491) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot_general(lhs: _P155, rhs: _P545, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P155, _P545, _None_5], None] = _jt_gate_492) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot_general(lhs: _P157, rhs: _P546, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P157, _P546, _None_5], None] = _jt_gate_493) -> Array[integer]: ...
@overload
def dot_general(lhs: _P547, rhs: _P544, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P547, _P544, _None_5], None] = _jt_gate_494) -> Array[_Mode_integer_int32]: ...
@overload
def dot_general(lhs: _P123, rhs: _P541, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P123, _P541, _None_5], None] = _jt_gate_495) -> Array[_Mode_floating_float32]: ...
@overload
def dot_general(lhs: _P548, rhs: _P543, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P548, _P543, _None_5], None] = _jt_gate_496) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P129, rhs: _P549, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P129, _P549, _None_5], None] = _jt_gate_497) -> Array[number]: ...
@overload
def dot_general(lhs: _P539, rhs: _P550, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P550, _None_5], None] = _jt_gate_498) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P153, rhs: _P551, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P153, _P551, _None_5], None] = _jt_gate_499) -> Array[signedinteger]: ...
@overload
def dot_general(lhs: _P155, rhs: _P552, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P155, _P552, _None_5], None] = _jt_gate_500) -> Array[unsignedinteger]: ...
@overload
def dot_general(lhs: _P553, rhs: _P554, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P553, _P554, _None_5], None] = _jt_gate_501) -> Array[integer]: ...
@overload
def dot_general(lhs: _P539, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P539, _P76, _None_5], None] = _jt_gate_502) -> Array[integer]: ...
@overload
def dot_general(lhs: _P547, rhs: _P555, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P547, _P555, _None_5], None] = _jt_gate_503) -> Array[integer]: ...
@overload
def dot_general(lhs: _P542, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P542, _P80, _None_5], None] = _jt_gate_504) -> Array[floating]: ...
@overload
def dot_general(lhs: _P123, rhs: _P556, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P123, _P556, _None_5], None] = _jt_gate_505) -> Array[floating]: ...
@overload
def dot_general(lhs: _P542, rhs: _P557, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P542, _P557, _None_5], None] = _jt_gate_506) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P558, rhs: _P84, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P558, _P84, _None_5], None] = _jt_gate_507) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P125, rhs: _P559, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P125, _P559, _None_5], None] = _jt_gate_508) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P560, rhs: _P88, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P560, _P88, _None_5], None] = _jt_gate_509) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P561, rhs: _P476, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P561, _P476, _None_5], None] = _jt_gate_510) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P127, rhs: _P562, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P127, _P562, _None_5], None] = _jt_gate_511) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P563, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P563, _P92, _None_5], None] = _jt_gate_512) -> Array[number]: ...
@overload
def dot_general(lhs: _P564, rhs: _P96, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P564, _P96, _None_5], None] = _jt_gate_513) -> Array[number]: ...
@overload
def dot_general(lhs: _P565, rhs: _P566, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P565, _P566, _None_5], None] = _jt_gate_514) -> Array[number]: ...
@overload
def dot_general(lhs: _P567, rhs: _P568, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P567, _P568, _None_5], None] = _jt_gate_515) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P558, rhs: _P569, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P558, _P569, _None_5], None] = _jt_gate_516) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P131, rhs: _P570, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P131, _P570, _None_5], None] = _jt_gate_517) -> Array[generic]: ...
@overload
def dot_general(lhs: Array[_Union113] | _AnyArray, rhs: _P571, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_P571, _None_5], None] = _jt_gate_518) -> Array[_Top]: ...
@overload
def dot_general(lhs: Array[_Union113] | _AnyArray, rhs: _Union165, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: _None_5 = None, *, _jt_gate: Callable[[_None_5], None] = _jt_gate_164) -> Array[_Top]: ...
# </generated lax_products>

# -- convolutions: both operands of one dtype, the result's unless preferred_element_type sets it -----
class ConvDimensionNumbers(NamedTuple):
    """Where the canonical dimensions sit: lhs (batch, feature, spatial...), rhs (out feature,
    in feature, spatial...), out (batch, feature, spatial...)."""

    lhs_spec: tuple[int, ...]
    rhs_spec: tuple[int, ...]
    out_spec: tuple[int, ...]

_ConvDims = ConvDimensionNumbers | tuple[str, str, str] | None
_ConvPadding = str | Sequence[tuple[int, int]]

def conv_dimension_numbers(lhs_shape: Sequence[int], rhs_shape: Sequence[int],
                           dimension_numbers: _ConvDims) -> ConvDimensionNumbers: ...
@overload
def conv_general_dilated(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, feature_group_count: int = 1, batch_group_count: int = 1,
    precision: Any = None, preferred_element_type: None = None) -> Array[_T]: ...
@overload
def conv_general_dilated(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, feature_group_count: int = 1, batch_group_count: int = 1,
    precision: Any = None, preferred_element_type: _DTypeLike_float32 = ...) -> Array[float32]: ...
@overload
def conv_general_dilated(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, feature_group_count: int = 1, batch_group_count: int = 1,
    precision: Any = None, preferred_element_type: _DTypeLike_float16 = ...) -> Array[float16]: ...
@overload
def conv_general_dilated(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, feature_group_count: int = 1, batch_group_count: int = 1,
    precision: Any = None, preferred_element_type: _DTypeLike_bfloat16 = ...) -> Array[bfloat16]: ...
@overload
def conv_general_dilated(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, feature_group_count: int = 1, batch_group_count: int = 1,
    precision: Any = None, preferred_element_type: _DTypeLike_int32 = ...) -> Array[int32]: ...
@overload
def conv_general_dilated(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, feature_group_count: int = 1, batch_group_count: int = 1,
    precision: Any = None, preferred_element_type: DTypeLike | None = None) -> Array[_Top]: ...
@overload
def conv(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    precision: Any = None, preferred_element_type: None = None) -> Array[_T]: ...
@overload
def conv(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    precision: Any = None, preferred_element_type: _DTypeLike_float32 = ...) -> Array[float32]: ...
@overload
def conv(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    precision: Any = None, preferred_element_type: _DTypeLike_float16 = ...) -> Array[float16]: ...
@overload
def conv(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    precision: Any = None, preferred_element_type: _DTypeLike_bfloat16 = ...) -> Array[bfloat16]: ...
@overload
def conv(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    precision: Any = None, preferred_element_type: _DTypeLike_int32 = ...) -> Array[int32]: ...
@overload
def conv(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    precision: Any = None, preferred_element_type: DTypeLike | None = None) -> Array[_Top]: ...
@overload
def conv_with_general_padding(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None, rhs_dilation: Sequence[int] | None, precision: Any = None, preferred_element_type: None = None) -> Array[_T]: ...
@overload
def conv_with_general_padding(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None, rhs_dilation: Sequence[int] | None, precision: Any = None, preferred_element_type: _DTypeLike_float32 = ...) -> Array[float32]: ...
@overload
def conv_with_general_padding(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None, rhs_dilation: Sequence[int] | None, precision: Any = None, preferred_element_type: _DTypeLike_float16 = ...) -> Array[float16]: ...
@overload
def conv_with_general_padding(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None, rhs_dilation: Sequence[int] | None, precision: Any = None, preferred_element_type: _DTypeLike_bfloat16 = ...) -> Array[bfloat16]: ...
@overload
def conv_with_general_padding(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None, rhs_dilation: Sequence[int] | None, precision: Any = None, preferred_element_type: _DTypeLike_int32 = ...) -> Array[int32]: ...
@overload
def conv_with_general_padding(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None, rhs_dilation: Sequence[int] | None, precision: Any = None, preferred_element_type: DTypeLike | None = None) -> Array[_Top]: ...
@overload
def conv_transpose(lhs: Array[_T], rhs: Array[_T], strides: Sequence[int], padding: _ConvPadding,
    rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
    transpose_kernel: builtins.bool = False, precision: Any = None, preferred_element_type: None = None) -> Array[_T]: ...
@overload
def conv_transpose(lhs: Array[_T], rhs: Array[_T], strides: Sequence[int], padding: _ConvPadding,
    rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
    transpose_kernel: builtins.bool = False, precision: Any = None, preferred_element_type: _DTypeLike_float32 = ...) -> Array[float32]: ...
@overload
def conv_transpose(lhs: Array[_T], rhs: Array[_T], strides: Sequence[int], padding: _ConvPadding,
    rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
    transpose_kernel: builtins.bool = False, precision: Any = None, preferred_element_type: _DTypeLike_float16 = ...) -> Array[float16]: ...
@overload
def conv_transpose(lhs: Array[_T], rhs: Array[_T], strides: Sequence[int], padding: _ConvPadding,
    rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
    transpose_kernel: builtins.bool = False, precision: Any = None, preferred_element_type: _DTypeLike_bfloat16 = ...) -> Array[bfloat16]: ...
@overload
def conv_transpose(lhs: Array[_T], rhs: Array[_T], strides: Sequence[int], padding: _ConvPadding,
    rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
    transpose_kernel: builtins.bool = False, precision: Any = None, preferred_element_type: _DTypeLike_int32 = ...) -> Array[int32]: ...
@overload
def conv_transpose(lhs: Array[_T], rhs: Array[_T], strides: Sequence[int], padding: _ConvPadding,
    rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
    transpose_kernel: builtins.bool = False, precision: Any = None, preferred_element_type: DTypeLike | None = None) -> Array[_Top]: ...
@overload
def conv_general_dilated_patches(lhs: Array[_T], filter_shape: Sequence[int], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, precision: Any = None, preferred_element_type: None = None) -> Array[_T]: ...
@overload
def conv_general_dilated_patches(lhs: Array[_T], filter_shape: Sequence[int], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, precision: Any = None, preferred_element_type: _DTypeLike_float32 = ...) -> Array[float32]: ...
@overload
def conv_general_dilated_patches(lhs: Array[_T], filter_shape: Sequence[int], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, precision: Any = None, preferred_element_type: _DTypeLike_float16 = ...) -> Array[float16]: ...
@overload
def conv_general_dilated_patches(lhs: Array[_T], filter_shape: Sequence[int], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, precision: Any = None, preferred_element_type: _DTypeLike_bfloat16 = ...) -> Array[bfloat16]: ...
@overload
def conv_general_dilated_patches(lhs: Array[_T], filter_shape: Sequence[int], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, precision: Any = None, preferred_element_type: _DTypeLike_int32 = ...) -> Array[int32]: ...
@overload
def conv_general_dilated_patches(lhs: Array[_T], filter_shape: Sequence[int], window_strides: Sequence[int], padding: _ConvPadding,
    lhs_dilation: Sequence[int] | None = None, rhs_dilation: Sequence[int] | None = None,
    dimension_numbers: _ConvDims = None, precision: Any = None, preferred_element_type: DTypeLike | None = None) -> Array[_Top]: ...
def conv_general_dilated_local(lhs: Array[_T], rhs: Array[_T], window_strides: Sequence[int], padding: _ConvPadding,
                               filter_shape: Sequence[int], lhs_dilation: Sequence[int] | None = None,
                               rhs_dilation: Sequence[int] | None = None, dimension_numbers: _ConvDims = None,
                               precision: Any = None) -> Array[_T]: ...
def batch_matmul(lhs: Array[_T], rhs: Array[_T], precision: PrecisionLike = None) -> Array[_T]: ...

# -- ragged contractions: the operands' dtype (one strong dtype, or both weak floats: weak
# only with weakly typed group sizes), or preferred_element_type's; other mixes are
# honest-wide (_Top) -------------------------------------------------------------------------
_Strong = TypeVar("_Strong", bound=generic)

class RaggedDotDimensionNumbers:
    """Dot dimension numbers, the lhs ragged dimension and the rhs group dimensions."""

    @property
    def dot_dimension_numbers(self) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[int, ...], tuple[int, ...]]]: ...
    @property
    def lhs_ragged_dimensions(self) -> tuple[int, ...]: ...
    @property
    def rhs_group_dimensions(self) -> tuple[int, ...]: ...
    def __init__(self, dot_dimension_numbers: DotDimensionNumbers, lhs_ragged_dimensions: Sequence[int],
                 rhs_group_dimensions: Sequence[int]) -> None: ...

@overload
def ragged_dot(lhs: Array[_Strong], rhs: Array[_Strong], group_sizes: ArrayLike, precision: PrecisionLike = None,
    preferred_element_type: None = None, group_offset: ArrayLike | None = None) -> Array[_Strong]: ...
@overload
def ragged_dot(lhs: Array[_JustFloat], rhs: Array[_JustFloat], group_sizes: Array[_JustInt], precision: PrecisionLike = None,
    preferred_element_type: None = None, group_offset: ArrayLike | None = None) -> Array[builtins.float]: ...
@overload
def ragged_dot(lhs: Array[_JustFloat], rhs: Array[_JustFloat], group_sizes: ArrayLike, precision: PrecisionLike = None,
    preferred_element_type: None = None, group_offset: ArrayLike | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_bool, group_offset: ArrayLike | None = None) -> Array[bool_]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int8, group_offset: ArrayLike | None = None) -> Array[int8]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int16, group_offset: ArrayLike | None = None) -> Array[int16]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int32, group_offset: ArrayLike | None = None) -> Array[int32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint8, group_offset: ArrayLike | None = None) -> Array[uint8]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint16, group_offset: ArrayLike | None = None) -> Array[uint16]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint32, group_offset: ArrayLike | None = None) -> Array[uint32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_bfloat16, group_offset: ArrayLike | None = None) -> Array[bfloat16]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_float16, group_offset: ArrayLike | None = None) -> Array[float16]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_float32, group_offset: ArrayLike | None = None) -> Array[float32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_complex64, group_offset: ArrayLike | None = None) -> Array[complex64]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int64, group_offset: ArrayLike | None = None) -> Array[_Mode_int64_int32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint64, group_offset: ArrayLike | None = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_float64, group_offset: ArrayLike | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_complex128, group_offset: ArrayLike | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ragged_dot(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, precision: PrecisionLike = None,
    preferred_element_type: DTypeLike | None = None, group_offset: ArrayLike | None = None) -> Array[_Top]: ...
@overload
def ragged_dot_general(lhs: Array[_Strong], rhs: Array[_Strong], group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    preferred_element_type: None = None, group_offset: ArrayLike | None = None) -> Array[_Strong]: ...
@overload
def ragged_dot_general(lhs: Array[_JustFloat], rhs: Array[_JustFloat], group_sizes: Array[_JustInt], ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    preferred_element_type: None = None, group_offset: ArrayLike | None = None) -> Array[builtins.float]: ...
@overload
def ragged_dot_general(lhs: Array[_JustFloat], rhs: Array[_JustFloat], group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    preferred_element_type: None = None, group_offset: ArrayLike | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_bool, group_offset: ArrayLike | None = None) -> Array[bool_]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int8, group_offset: ArrayLike | None = None) -> Array[int8]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int16, group_offset: ArrayLike | None = None) -> Array[int16]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int32, group_offset: ArrayLike | None = None) -> Array[int32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint8, group_offset: ArrayLike | None = None) -> Array[uint8]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint16, group_offset: ArrayLike | None = None) -> Array[uint16]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint32, group_offset: ArrayLike | None = None) -> Array[uint32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_bfloat16, group_offset: ArrayLike | None = None) -> Array[bfloat16]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_float16, group_offset: ArrayLike | None = None) -> Array[float16]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_float32, group_offset: ArrayLike | None = None) -> Array[float32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_complex64, group_offset: ArrayLike | None = None) -> Array[complex64]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_int64, group_offset: ArrayLike | None = None) -> Array[_Mode_int64_int32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_uint64, group_offset: ArrayLike | None = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_float64, group_offset: ArrayLike | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    *, preferred_element_type: _DTypeLike_complex128, group_offset: ArrayLike | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def ragged_dot_general(lhs: ArrayLike, rhs: ArrayLike, group_sizes: ArrayLike, ragged_dot_dimension_numbers: RaggedDotDimensionNumbers, precision: PrecisionLike = None,
    preferred_element_type: DTypeLike | None = None, group_offset: ArrayLike | None = None) -> Array[_Top]: ...

# -- differentiation ------------------------------------------------------------------------------
def stop_gradient(x: _T) -> _T:
    """``x`` (a pytree of arrays) unchanged, with zero derivative."""

# -- control flow: the result types are the branches' and the bodies' -------------------------------
_Out = TypeVar("_Out")
_Carry = TypeVar("_Carry")
_Ys = TypeVar("_Ys")

def cond(pred: ArrayLike, true_fun: Callable[..., _Out], false_fun: Callable[..., _Out], *operands: Any) -> _Out:
    """``true_fun(*operands)`` if ``pred`` else ``false_fun(*operands)``; both traced into one ``stablehlo.case``."""
def switch(index: ArrayLike, branches: Sequence[Callable[..., _Out]], *operands: Any) -> _Out:
    """``branches[index](*operands)`` with ``index`` clamped to the branches."""
def while_loop(cond_fun: Callable[[_Carry], Any], body_fun: Callable[[_Carry], _Carry], init_val: _Carry) -> _Carry:
    """``val = init_val; while cond_fun(val): val = body_fun(val)``, one ``stablehlo.while``."""
def fori_loop(lower: ArrayLike, upper: ArrayLike, body_fun: Callable[[Any, _Carry], _Carry], init_val: _Carry, *,
              unroll: int | bool | None = None) -> _Carry:
    """``for i in range(lower, upper): val = body_fun(i, val)``."""
def scan(f: Callable[[_Carry, Any], tuple[_Carry, _Ys]], init: _Carry, xs: Any = None, length: int | None = None,
         reverse: bool = False, unroll: int | bool = 1) -> tuple[_Carry, _Ys]:
    """``f(carry, x) -> (carry, y)`` over the leading axis of ``xs``: the final carry and the stacked ``y``s."""
def map(f: Callable[[Any], _Out], xs: Any, *, batch_size: int | None = None) -> _Out:  # noqa: A001
    """``f`` over the leading axis of ``xs``, the results stacked."""
def associative_scan(fn: Callable[[_Out, _Out], _Out], elems: _Out, reverse: bool = False, axis: int = 0) -> _Out:
    """The inclusive prefix scan of ``elems`` under the associative ``fn``."""

# -- implicitly differentiated solvers: the solution is what ``solve`` returns ------------------------
_Sol = TypeVar("_Sol")
_Aux = TypeVar("_Aux")

@overload
def custom_linear_solve(matvec: Callable[[Any], Any], b: Any, solve: Callable[[Callable[[Any], Any], Any], _Sol],
                        transpose_solve: Callable[[Callable[[Any], Any], Any], Any] | None = None,
                        symmetric: bool = False, has_aux: Literal[False] = False) -> _Sol:
    """``solve(matvec, b)``, differentiated implicitly (``transpose_solve`` for reverse mode)."""
@overload
def custom_linear_solve(matvec: Callable[[Any], Any], b: Any,
                        solve: Callable[[Callable[[Any], Any], Any], tuple[_Sol, _Aux]],
                        transpose_solve: Callable[[Callable[[Any], Any], Any], Any] | None = None,
                        symmetric: bool = False, *, has_aux: Literal[True]) -> tuple[_Sol, _Aux]: ...
@overload
def custom_linear_solve(matvec: Callable[[Any], Any], b: Any, solve: Callable[[Callable[[Any], Any], Any], Any],
                        transpose_solve: Callable[[Callable[[Any], Any], Any], Any] | None = None,
                        symmetric: bool = False, has_aux: bool = False) -> Any: ...
@overload
def custom_root(f: Callable[[Any], Any], initial_guess: Any, solve: Callable[[Callable[[Any], Any], Any], _Sol],
                tangent_solve: Callable[[Callable[[Any], Any], Any], Any], has_aux: Literal[False] = False) -> _Sol:
    """``solve(f, initial_guess)``, a root of ``f``, differentiated implicitly through ``tangent_solve``."""
@overload
def custom_root(f: Callable[[Any], Any], initial_guess: Any,
                solve: Callable[[Callable[[Any], Any], Any], tuple[_Sol, _Aux]],
                tangent_solve: Callable[[Callable[[Any], Any], Any], Any], *, has_aux: Literal[True]
                ) -> tuple[_Sol, _Aux]: ...
@overload
def custom_root(f: Callable[[Any], Any], initial_guess: Any, solve: Callable[[Callable[[Any], Any], Any], Any],
                tangent_solve: Callable[[Callable[[Any], Any], Any], Any], has_aux: bool = False) -> Any: ...

# -- utilities: shapes change, dtypes stay ----------------------------------------------------------
@overload
def optimization_barrier(operand: Array[_T], /) -> Array[_T]:
    """``operand`` unchanged, behind a ``stablehlo.optimization_barrier``."""
@overload
def optimization_barrier(operand: tuple[Array[_T], Array[_U]], /) -> tuple[Array[_T], Array[_U]]: ...
@overload
def optimization_barrier(operand: tuple[Array[_T], Array[_U], Array[_V]], /
                         ) -> tuple[Array[_T], Array[_U], Array[_V]]: ...
@overload
def optimization_barrier(operand: Any, /) -> Any: ...
def platform_dependent(*args: Any, default: Callable[..., _Out] | None = None,
                       **per_platform: Callable[..., _Out]) -> _Out:
    """``per_platform[platform](*args)``, else ``default(*args)``."""

class Token:
    """An XLA token (orders side effects; carries no data)."""

def create_token(_: Any = None) -> Token: ...
def after_all(*operands: Token) -> Token: ...
def broadcast_shapes(*shapes: Sequence[int]) -> tuple[int, ...]: ...
def broadcast_to_rank(x: Array[_T], rank: int) -> Array[_T]: ...
def collapse(operand: Array[_T], start_dimension: int, stop_dimension: int | None = None) -> Array[_T]: ...
def zeros_like_array(x: Array[_T]) -> Array[_T]: ...

# -- FFT: complex in keeps its type; real in gives the matching complex (RFFT) -------------------------
class FftType(enum.IntEnum):
    """Which FFT ``lax.fft`` performs."""

    FFT = 0
    IFFT = 1
    RFFT = 2
    IRFFT = 3

_FftC2C = Literal[FftType.FFT, FftType.IFFT, "fft", "ifft", "FFT", "IFFT"]
_FftR2C = Literal[FftType.RFFT, "rfft", "RFFT"]
_FftC2R = Literal[FftType.IRFFT, "irfft", "IRFFT"]
_Narrow = float16 | bfloat16 | float32 | bool_ | int8 | int16 | int32 | uint8 | uint16 | uint32
"""Real dtypes that lax.fft converts to complex64 (float32 for RFFT) in both modes."""
_Wide = float64 | int64 | uint64 | builtins.int | builtins.float
"""Real dtypes that lax.fft converts to complex128 (float64 for RFFT) in 64-bit mode."""

if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    @overload
    def fft(x: ArrayLike, fft_type: _FftC2C | _FftR2C, fft_lengths: Sequence[int]) -> Array[complex64]: ...
    @overload
    def fft(x: ArrayLike, fft_type: _FftC2R, fft_lengths: Sequence[int]) -> Array[float32]: ...
    @overload
    def fft(x: ArrayLike, fft_type: FftType | str, fft_lengths: Sequence[int]) -> Array[inexact]: ...
if JAXTYPES_X64:
    @overload
    def fft(x: Array[complex64 | _Narrow], fft_type: _FftC2C, fft_lengths: Sequence[int]) -> Array[complex64]: ...
    @overload
    def fft(x: Array[complex128 | _Wide | builtins.complex], fft_type: _FftC2C,
            fft_lengths: Sequence[int]) -> Array[complex128]: ...
    @overload
    def fft(x: ArrayLike, fft_type: _FftC2C, fft_lengths: Sequence[int]) -> Array[complexfloating]: ...
    @overload
    def fft(x: Array[_Narrow], fft_type: _FftR2C, fft_lengths: Sequence[int]) -> Array[complex64]: ...
    @overload
    def fft(x: Array[_Wide], fft_type: _FftR2C,
            fft_lengths: Sequence[int]) -> Array[complex128]: ...
    @overload
    def fft(x: ArrayLike, fft_type: _FftR2C, fft_lengths: Sequence[int]) -> Array[complexfloating]: ...
    @overload
    def fft(x: Array[complex64 | _Narrow], fft_type: _FftC2R, fft_lengths: Sequence[int]) -> Array[float32]: ...
    @overload
    def fft(x: Array[complex128 | _Wide | builtins.complex], fft_type: _FftC2R,
            fft_lengths: Sequence[int]) -> Array[float64]: ...
    @overload
    def fft(x: ArrayLike, fft_type: _FftC2R, fft_lengths: Sequence[int]) -> Array[floating]: ...
    @overload
    def fft(x: ArrayLike, fft_type: FftType | str, fft_lengths: Sequence[int]) -> Array[inexact]: ...
if not MYPY and not JAXTYPES_X64:  # pyright only
    fft = ...  # not a function: ends pyright's overload chain
    @overload
    def fft(x: ArrayLike, fft_type: _FftC2C | _FftR2C, fft_lengths: Sequence[int]) -> Array[complex64]: ...
    @overload
    def fft(x: ArrayLike, fft_type: _FftC2R, fft_lengths: Sequence[int]) -> Array[float32]: ...
    @overload
    def fft(x: ArrayLike, fft_type: FftType | str, fft_lengths: Sequence[int]) -> Array[inexact]: ...

# -- random bits: unsigned integers of the requested width; the new key has the key's dtype ---------
class RandomAlgorithm(enum.IntEnum):
    """Which PRNG algorithm ``rng_bit_generator`` uses."""

    RNG_DEFAULT = 0
    RNG_THREE_FRY = 1
    RNG_PHILOX = 2

_Key = TypeVar("_Key")

if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint32 = ...,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint32]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint8,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint8]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint16,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint16]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint64,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint32]]: ...
    @overload
    def rng_bit_generator(key: ArrayLike, shape: ShapeLike, dtype: DTypeLike = ...,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
if JAXTYPES_X64:
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint32 = ...,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint32]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint8,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint8]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint16,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint16]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint64,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint64]]: ...
    @overload
    def rng_bit_generator(key: ArrayLike, shape: ShapeLike, dtype: DTypeLike = ...,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
if not MYPY and not JAXTYPES_X64:  # pyright only
    rng_bit_generator = ...  # not a function: ends pyright's overload chain
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint32 = ...,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint32]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint8,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint8]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint16,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint16]]: ...
    @overload
    def rng_bit_generator(key: Array[_Key], shape: ShapeLike, dtype: _DTypeLike_uint64,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[_Key], Array[uint32]]: ...
    @overload
    def rng_bit_generator(key: ArrayLike, shape: ShapeLike, dtype: DTypeLike = ...,
                          algorithm: RandomAlgorithm = ...) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...

@overload
def rng_uniform(a: Array[_T], b: Array[_T], shape: ShapeLike) -> Array[_T]: ...
@overload
def rng_uniform(a: _JustFloat, b: _JustFloat, shape: ShapeLike) -> Array[builtins.float]: ...
@overload
def rng_uniform(a: _JustInt, b: _JustInt, shape: ShapeLike) -> Array[builtins.int]: ...
@overload
def rng_uniform(a: ArrayLike, b: ArrayLike, shape: ShapeLike) -> Array[_Top]: ...
