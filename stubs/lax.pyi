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
from typing import Any, Generic, Literal, NamedTuple, Never, Protocol, TypeAlias, TypeVar, overload

import numpy as np

from jaxtypes.lax import linalg as linalg
from jaxtypes.random import KeyArray as _KeyArray
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
_Union51: TypeAlias = builtins.int | builtins.float | np.generic | Array | _KeyArray
_Union52: TypeAlias = bool_ | uint2 | uint4 | int2
_Union53: TypeAlias = bool_ | uint2 | int2
_Union54: TypeAlias = bool_ | uint2 | uint4 | uint8 | int2 | int4
_Union55: TypeAlias = bool_ | uint2 | uint4 | int2 | int4
_Union56: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | int2 | int4 | int8
_Union57: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8
_Union58: TypeAlias = bool_ | uint2 | uint4 | uint8 | int2 | int4 | int8
_Union59: TypeAlias = np.bool_ | np.uint8 | np.int8
_Union60: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16
_Union61: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16
_Union62: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | int2 | int4 | int8 | int16
_Union63: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16
_Union64: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16
_Union65: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16
_Union66: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32
_Union67: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32
_Union68: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int
_Union69: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64
_Union70: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32
_Union71: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32
_Union72: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int
_Union73: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | builtins.int
_Union74: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | builtins.int
_Union75: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3b11fnuz | builtins.int
_Union76: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | builtins.int
_Union77: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3b11fnuz | float8_e4m3fnuz | builtins.int
_Union78: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | builtins.int
_Union79: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2fnuz | builtins.int
_Union80: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | float16 | builtins.int
_Union81: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16
_Union82: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | builtins.int
_Union83: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float16 | builtins.int
_Union84: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | builtins.int
_Union85: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32
_Union86: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float
_Union87: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64
_Union88: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32
_Union89: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | builtins.int | builtins.float
_Union90: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64
_Union91: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex
_Union92: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128
_Union93: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64
_Union94: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64
_Union95: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | builtins.int
_Union96: TypeAlias = builtins.int | builtins.float | builtins.complex
_Union97: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union98: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union99: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3b11fnuz | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union100: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union101: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fnuz | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union102: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union103: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float16 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union104: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | float16 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union105: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64
_Union106: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128
_Union107: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union108: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating
_Union109: TypeAlias = bool_ | uint2 | int2 | int4 | int8 | int16
_Union110: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16
_Union111: TypeAlias = int2 | int4 | int8 | int16
_Union112: TypeAlias = uint4 | uint8 | uint16 | uint32 | uint64
_Union113: TypeAlias = _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union114: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union115: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int
_Union116: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.float
_Union117: TypeAlias = bool_ | uint2 | builtins.int
_Union118: TypeAlias = bool_ | uint4 | builtins.int
_Union119: TypeAlias = bool_ | uint8 | builtins.int
_Union120: TypeAlias = bool_ | int2 | builtins.int
_Union121: TypeAlias = bool_ | int4 | builtins.int
_Union122: TypeAlias = bool_ | int8 | builtins.int
_Union123: TypeAlias = bool_ | uint8 | uint16 | builtins.int
_Union124: TypeAlias = np.bool_ | np.uint8 | np.uint16
_Union125: TypeAlias = bool_ | uint8 | uint16 | uint32 | builtins.int
_Union126: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32
_Union127: TypeAlias = bool_ | uint8 | int8 | int16 | builtins.int
_Union128: TypeAlias = np.bool_ | np.uint8 | np.int8 | np.int16
_Union129: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | builtins.int
_Union130: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64
_Union131: TypeAlias = bool_ | uint8 | uint16 | int8 | int16 | int32 | builtins.int
_Union132: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32
_Union133: TypeAlias = bool_ | uint8 | uint16 | uint32 | int8 | int16 | int32 | int64 | builtins.int
_Union134: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64
_Union135: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float
_Union136: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | builtins.float
_Union137: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e3m4 | builtins.int | builtins.float
_Union138: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3 | builtins.int | builtins.float
_Union139: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | builtins.int | builtins.float
_Union140: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fn | builtins.int | builtins.float
_Union141: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | builtins.int | builtins.float
_Union142: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2 | builtins.int | builtins.float
_Union143: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | builtins.int | builtins.float
_Union144: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e8m0fnu | builtins.int | builtins.float
_Union145: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | builtins.int | builtins.float
_Union146: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float
_Union147: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex
_Union148: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float
_Union149: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float
_Union150: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | complex64 | builtins.int | builtins.float | builtins.complex
_Union151: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64
_Union152: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex
_Union153: TypeAlias = _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union154: TypeAlias = bool_ | uint2 | int2 | int4 | int8 | int16 | _Exactly_signedinteger
_Union155: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | _Exactly_unsignedinteger
_Union156: TypeAlias = uint4 | uint8 | uint16 | uint32 | uint64 | _Exactly_unsignedinteger
_Union157: TypeAlias = int2 | int4 | int8 | int16 | _Exactly_signedinteger
_Union158: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union159: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union160: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union161: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number | _Exactly_generic
_Union162: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number
_Union163: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union164: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | builtins.float | _Exactly_floating
_Union165: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union166: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | _AnyArray
_Union167: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float32 | float64 | _JustInt | _JustFloat] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float32 | np.float64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float32 | np.float64] | _JustInt | _JustFloat
_Union168: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | complex64 | complex128 | _JustInt | _JustComplex] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.complex64 | np.complex128] | _JustInt | _JustComplex
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
    _Only32_9: TypeAlias = _Union167
    _Only32_10: TypeAlias = _Union168
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
    _Only32_9: TypeAlias = _Union167
    _Only32_10: TypeAlias = _Union168
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
    _Union14_1: TypeAlias = _Union14
    _Union15_1: TypeAlias = _Union15
    _Union16_1: TypeAlias = _Union16
    _P64: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_2: TypeAlias = _Union17
    _Union17_1: TypeAlias = _Union17
    _P67: TypeAlias = Array[_Exactly_signedinteger]
    _P68: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_2: TypeAlias = _Union18
    _Union18_1: TypeAlias = _Union18
    _P71: TypeAlias = Array[_Exactly_unsignedinteger]
    _P72: TypeAlias = Array[_Exactly_integer]
    _Union19_2: TypeAlias = _Union19
    _Union19_1: TypeAlias = _Union19
    _P75: TypeAlias = Array[_Exactly_integer]
    _P76: TypeAlias = Array[_Exactly_floating]
    _Union20_2: TypeAlias = _Union20
    _Union20_1: TypeAlias = _Union20
    _P79: TypeAlias = Array[_Exactly_floating]
    _P80: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_2: TypeAlias = _Union21
    _Union21_1: TypeAlias = _Union21
    _P83: TypeAlias = Array[_Exactly_complexfloating]
    _P84: TypeAlias = Array[_Exactly_inexact]
    _Union22_2: TypeAlias = _Union22
    _Union22_1: TypeAlias = _Union22
    _P87: TypeAlias = Array[_Exactly_inexact]
    _P88: TypeAlias = Array[_Exactly_number]
    _Union23_2: TypeAlias = _Union23
    _Union23_1: TypeAlias = _Union23
    _P91: TypeAlias = Array[_Exactly_number]
    _P92: TypeAlias = Array[_Exactly_generic]
    _Union24_2: TypeAlias = _Union24
    _Union24_1: TypeAlias = _Union24
    _P95: TypeAlias = Array[_Exactly_generic]
    _P96: TypeAlias = Array[_JustFloat] | _JustFloat
    _P97: TypeAlias = Array[_JustComplex] | _JustComplex
    _P98: TypeAlias = Array[float4_e2m1fn]
    _P99: TypeAlias = Array[float8_e3m4]
    _P100: TypeAlias = Array[float8_e4m3]
    _P101: TypeAlias = Array[float8_e4m3b11fnuz]
    _P102: TypeAlias = Array[float8_e4m3fn]
    _P103: TypeAlias = Array[float8_e4m3fnuz]
    _P104: TypeAlias = Array[float8_e5m2]
    _P105: TypeAlias = Array[float8_e5m2fnuz]
    _P106: TypeAlias = Array[float8_e8m0fnu]
    _P107: TypeAlias = Array[bfloat16]
    _Union8_0: TypeAlias = _Union8
    _Union9_0: TypeAlias = _Union9
    _Union10_0: TypeAlias = _Union10
    _Union11_0: TypeAlias = _Union11
    _Union12_0: TypeAlias = _Union12
    _Union15_0: TypeAlias = _Union15
    _Union16_0: TypeAlias = _Union16
    _P115: TypeAlias = Array[_Exactly_floating]
    _Union20_0: TypeAlias = _Union20
    _P117: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_0: TypeAlias = _Union21
    _P119: TypeAlias = Array[_Exactly_inexact]
    _Union22_0: TypeAlias = _Union22
    _P121: TypeAlias = Array[_Exactly_number]
    _Union23_0: TypeAlias = _Union23
    _P123: TypeAlias = Array[_Exactly_generic]
    _Union24_0: TypeAlias = _Union24
    _Union25_1: TypeAlias = _Union25
    _Union25_2: TypeAlias = _Union25
    _P127: TypeAlias = Array[_JustInt] | _JustInt
    _P128: TypeAlias = Array[uint2]
    _P129: TypeAlias = Array[uint4]
    _Union0_0: TypeAlias = _Union0
    _Union1_0: TypeAlias = _Union1
    _Union2_0: TypeAlias = _Union2
    _Union3_0: TypeAlias = _Union3
    _P134: TypeAlias = Array[int2]
    _P135: TypeAlias = Array[int4]
    _Union4_0: TypeAlias = _Union4
    _Union5_0: TypeAlias = _Union5
    _Union6_0: TypeAlias = _Union6
    _Union7_0: TypeAlias = _Union7
    _Union13_0: TypeAlias = _Union13
    _Union14_0: TypeAlias = _Union14
    _P142: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_0: TypeAlias = _Union17
    _P144: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_0: TypeAlias = _Union18
    _P146: TypeAlias = Array[_Exactly_integer]
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
    _Union41_1: TypeAlias = _Union41
    _P164: TypeAlias = np.int8 | _NDArray[np.int8]
    _P165: TypeAlias = np.int16 | _NDArray[np.int16]
    _P166: TypeAlias = np.int32 | _NDArray[np.int32]
    _Union42_0: TypeAlias = _Union42
    _P168: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union43_0: TypeAlias = _Union43
    _Union44_0: TypeAlias = _Union44
    _Union45_0: TypeAlias = _Union45
    _P172: TypeAlias = np.float16 | _NDArray[np.float16]
    _P173: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union46_1: TypeAlias = _Union46
    _P175: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_1: TypeAlias = _Union47
    _Union48_0: TypeAlias = _Union48
    _P178: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P179: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P180: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P181: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P182: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P183: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P184: TypeAlias = np.int8 | _NDArray[np.int8]
    _P185: TypeAlias = np.int16 | _NDArray[np.int16]
    _P186: TypeAlias = np.int32 | _NDArray[np.int32]
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
    _DTypeLike_int64_exact_0: TypeAlias = _DTypeLike_int64_exact
    _DTypeLike_float64_exact_0: TypeAlias = _DTypeLike_float64_exact
    _DTypeLike_complex128_exact_0: TypeAlias = _DTypeLike_complex128_exact
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
    _Union48_1: TypeAlias = _Union48
    _P274: TypeAlias = Array[complexfloating]
    _P275: TypeAlias = Array[inexact]
    _P276: TypeAlias = Array[number]
    _P277: TypeAlias = Array[generic]
    _P278: TypeAlias = Array[_Top]
    _Union46_0: TypeAlias = _Union46
    _P280: TypeAlias = np.float32 | _NDArray[np.float32]
    _P281: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_0: TypeAlias = _Union47
    _P283: TypeAlias = Array[complexfloating]
    _P284: TypeAlias = Array[inexact]
    _P285: TypeAlias = Array[number]
    _P286: TypeAlias = Array[generic]
    _P287: TypeAlias = Array[_Top]
    _DTypeLike_int64_exact_3: TypeAlias = _DTypeLike_int64_exact
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
    _P329: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P330: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P331: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P332: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P333: TypeAlias = Array[_Union53] | _NDArray[np.bool_]
    _P334: TypeAlias = Array[_Union54] | _NDArray[np.bool_ | np.uint8]
    _P335: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P336: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P337: TypeAlias = Array[_Union55] | _NDArray[np.bool_]
    _P338: TypeAlias = Array[_Union56] | _NDArray[_Union57]
    _P339: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P340: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P341: TypeAlias = Array[_Union58] | _NDArray[_Union59]
    _P342: TypeAlias = Array[_Union60] | _NDArray[_Union61]
    _P343: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P344: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P345: TypeAlias = Array[_Union62] | _NDArray[_Union63]
    _P346: TypeAlias = Array[_Union64] | _NDArray[_Union65]
    _P347: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P348: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P349: TypeAlias = Array[_Union60] | _NDArray[_Union61]
    _P350: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P351: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P352: TypeAlias = Array[_Union53] | _NDArray[np.bool_]
    _P353: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P354: TypeAlias = Array[_Union55] | _NDArray[np.bool_]
    _P355: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P356: TypeAlias = Array[_Union58] | _NDArray[_Union59]
    _P357: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P358: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P359: TypeAlias = Array[_Union54] | _NDArray[np.bool_ | np.uint8]
    _P360: TypeAlias = Array[_Union62] | _NDArray[_Union63]
    _P361: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P362: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P363: TypeAlias = Array[_Union56] | _NDArray[_Union57]
    _P364: TypeAlias = Array[_Union66] | _NDArray[_Union67]
    _P365: TypeAlias = Array[_Union68] | _NDArray[_Union69]
    _P366: TypeAlias = Array[int64] | _NDArray[np.int64]
    _P367: TypeAlias = Array[int64 | builtins.int] | _NDArray[np.int64]
    _P368: TypeAlias = Array[_Union70] | _NDArray[_Union71]
    _P369: TypeAlias = Array[_Union72] | _NDArray[_Union69]
    _P370: TypeAlias = Array[_Union73] | _NDArray[_Union69]
    _P371: TypeAlias = Array[_Union74] | _NDArray[_Union69]
    _P372: TypeAlias = Array[_Union75] | _NDArray[_Union69]
    _P373: TypeAlias = Array[_Union76] | _NDArray[_Union69]
    _P374: TypeAlias = Array[_Union77] | _NDArray[_Union69]
    _P375: TypeAlias = Array[_Union78] | _NDArray[_Union69]
    _P376: TypeAlias = Array[_Union79] | _NDArray[_Union69]
    _P377: TypeAlias = Array[_Union80] | _NDArray[_Union81]
    _P378: TypeAlias = Array[_Union82] | _NDArray[_Union81]
    _P379: TypeAlias = Array[_Union83] | _NDArray[_Union81]
    _P380: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P381: TypeAlias = Array[_Union84] | _NDArray[_Union85]
    _P382: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P383: TypeAlias = Array[_Union86] | _NDArray[_Union87]
    _P384: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P385: TypeAlias = Array[float64 | builtins.float] | _NDArray[np.float64]
    _P386: TypeAlias = Array[_Union88] | _NDArray[_Union85]
    _P387: TypeAlias = Array[_Union89] | _NDArray[_Union90]
    _P388: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P389: TypeAlias = Array[_Union91] | _NDArray[_Union92]
    _P390: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P391: TypeAlias = Array[complex128 | builtins.complex] | _NDArray[np.complex128]
    _P392: TypeAlias = Array[_Union93] | _NDArray[_Union90]
    _P393: TypeAlias = Array[_Union94] | _NDArray[_Union69]
    _P394: TypeAlias = Array[builtins.int]
    _P395: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P396: TypeAlias = Array[_Union95] | _NDArray[_Union69]
    _P397: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P398: TypeAlias = Array[_Union82] | _NDArray[_Union81]
    _P399: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P400: TypeAlias = Array[builtins.int]
    _P401: TypeAlias = Array[builtins.float]
    _P402: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P403: TypeAlias = Array[_Union86] | _NDArray[_Union87]
    _P404: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P405: TypeAlias = Array[builtins.int | builtins.float]
    _P406: TypeAlias = Array[builtins.int | builtins.float]
    _P407: TypeAlias = Array[builtins.float]
    _P408: TypeAlias = Array[builtins.complex]
    _P409: TypeAlias = Array[_Union96]
    _P410: TypeAlias = Array[builtins.complex]
    _P411: TypeAlias = Array[uint64]
    _P412: TypeAlias = Array[_Union97] | _NDArray[_Union69]
    _P413: TypeAlias = Array[_Union98] | _NDArray[_Union69]
    _P414: TypeAlias = Array[_Union99] | _NDArray[_Union69]
    _P415: TypeAlias = Array[_Union100] | _NDArray[_Union69]
    _P416: TypeAlias = Array[_Union101] | _NDArray[_Union69]
    _P417: TypeAlias = Array[_Union102] | _NDArray[_Union69]
    _P418: TypeAlias = Array[_Union103] | _NDArray[_Union81]
    _P419: TypeAlias = Array[_Union104] | _NDArray[_Union81]
    _P420: TypeAlias = Array[_Union105] | _NDArray[_Union87]
    _P421: TypeAlias = Array[_Union106] | _NDArray[_Union92]
    _P422: TypeAlias = Array[float16]
    _P423: TypeAlias = Array[_Union107]
    _P424: TypeAlias = Array[float32]
    _P425: TypeAlias = Array[complex64]
    _P426: TypeAlias = Array[_Union108]
    _P427: TypeAlias = Array[_Union109]
    _P428: TypeAlias = Array[int32]
    _P429: TypeAlias = Array[_Union110]
    _P430: TypeAlias = Array[uint32]
    _P431: TypeAlias = Array[_Union64]
    _P432: TypeAlias = Array[_Union111]
    _P433: TypeAlias = Array[_Union112]
    _P434: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P435: TypeAlias = Array[_Union113]
    _P436: TypeAlias = Array[bool_]
    _P437: TypeAlias = _NDArray[_Union92]
    _P438: TypeAlias = Array[_Union114]
    _P439: TypeAlias = Array[int64 | builtins.int]
    _P440: TypeAlias = Array[_Union82]
    _P441: TypeAlias = Array[_Union68]
    _P442: TypeAlias = Array[_Union115]
    _P443: TypeAlias = Array[float64 | builtins.float]
    _P444: TypeAlias = Array[_Union89]
    _P445: TypeAlias = Array[_Union86]
    _P446: TypeAlias = Array[_Union116]
    _P447: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P448: TypeAlias = Array[complex128 | builtins.complex]
    _P449: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P450: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P451: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P452: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P453: TypeAlias = Array[_Union118] | _NDArray[np.bool_]
    _P454: TypeAlias = Array[_Union118] | _NDArray[np.bool_]
    _P455: TypeAlias = Array[_Union119] | _NDArray[np.bool_ | np.uint8]
    _P456: TypeAlias = Array[_Union119] | _NDArray[np.bool_ | np.uint8]
    _P457: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P458: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P459: TypeAlias = Array[_Union121] | _NDArray[np.bool_]
    _P460: TypeAlias = Array[_Union121] | _NDArray[np.bool_]
    _P461: TypeAlias = Array[_Union122] | _NDArray[np.bool_ | np.int8]
    _P462: TypeAlias = Array[_Union122] | _NDArray[np.bool_ | np.int8]
    _P463: TypeAlias = Array[_Union123] | _NDArray[_Union124]
    _P464: TypeAlias = Array[_Union123] | _NDArray[_Union124]
    _P465: TypeAlias = Array[_Union125] | _NDArray[_Union126]
    _P466: TypeAlias = Array[_Union125] | _NDArray[_Union126]
    _P467: TypeAlias = Array[_Union127] | _NDArray[_Union128]
    _P468: TypeAlias = Array[_Union127] | _NDArray[_Union128]
    _P469: TypeAlias = Array[_Union129] | _NDArray[_Union130]
    _P470: TypeAlias = Array[_Union129] | _NDArray[_Union130]
    _P471: TypeAlias = Array[_Union131] | _NDArray[_Union132]
    _P472: TypeAlias = Array[_Union131] | _NDArray[_Union132]
    _P473: TypeAlias = Array[_Union133] | _NDArray[_Union134]
    _P474: TypeAlias = Array[_Union133] | _NDArray[_Union134]
    _P475: TypeAlias = Array[_Union135] | _NDArray[_Union69]
    _P476: TypeAlias = Array[_Union135] | _NDArray[_Union69]
    _P477: TypeAlias = Array[_Union136] | _NDArray[_Union69]
    _P478: TypeAlias = Array[_Union136] | _NDArray[_Union69]
    _P479: TypeAlias = Array[_Union137] | _NDArray[_Union69]
    _P480: TypeAlias = Array[_Union137] | _NDArray[_Union69]
    _P481: TypeAlias = Array[_Union138] | _NDArray[_Union69]
    _P482: TypeAlias = Array[_Union138] | _NDArray[_Union69]
    _P483: TypeAlias = Array[_Union139] | _NDArray[_Union69]
    _P484: TypeAlias = Array[_Union139] | _NDArray[_Union69]
    _P485: TypeAlias = Array[_Union140] | _NDArray[_Union69]
    _P486: TypeAlias = Array[_Union140] | _NDArray[_Union69]
    _P487: TypeAlias = Array[_Union141] | _NDArray[_Union69]
    _P488: TypeAlias = Array[_Union141] | _NDArray[_Union69]
    _P489: TypeAlias = Array[_Union142] | _NDArray[_Union69]
    _P490: TypeAlias = Array[_Union142] | _NDArray[_Union69]
    _P491: TypeAlias = Array[_Union143] | _NDArray[_Union69]
    _P492: TypeAlias = Array[_Union143] | _NDArray[_Union69]
    _P493: TypeAlias = Array[_Union144] | _NDArray[_Union69]
    _P494: TypeAlias = Array[_Union144] | _NDArray[_Union69]
    _P495: TypeAlias = Array[_Union145] | _NDArray[_Union69]
    _P496: TypeAlias = Array[_Union145] | _NDArray[_Union69]
    _P497: TypeAlias = Array[_Union146] | _NDArray[_Union81]
    _P498: TypeAlias = Array[_Union146] | _NDArray[_Union81]
    _P499: TypeAlias = Array[_Union147] | _NDArray[_Union69]
    _P500: TypeAlias = Array[_Union147] | _NDArray[_Union69]
    _P501: TypeAlias = Array[_Union148] | _NDArray[_Union85]
    _P502: TypeAlias = Array[_Union148] | _NDArray[_Union85]
    _P503: TypeAlias = Array[_Union149] | _NDArray[_Union87]
    _P504: TypeAlias = Array[_Union149] | _NDArray[_Union87]
    _P505: TypeAlias = Array[_Union150] | _NDArray[_Union151]
    _P506: TypeAlias = Array[_Union150] | _NDArray[_Union151]
    _P507: TypeAlias = Array[_Union152] | _NDArray[_Union92]
    _P508: TypeAlias = Array[_Union152] | _NDArray[_Union92]
    _P509: TypeAlias = Array[uint64]
    _P510: TypeAlias = Array[_Union107]
    _P511: TypeAlias = Array[float16]
    _P512: TypeAlias = Array[float32]
    _P513: TypeAlias = Array[_Union108]
    _P514: TypeAlias = Array[complex64]
    _P515: TypeAlias = Array[int32]
    _P516: TypeAlias = Array[uint32]
    _P517: TypeAlias = Array[bool_ | uint2]
    _P518: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P519: TypeAlias = Array[_Union153]
    _P520: TypeAlias = Array[bool_]
    _P521: TypeAlias = Array[int64 | builtins.int]
    _P522: TypeAlias = Array[_Union154]
    _P523: TypeAlias = Array[_Union155]
    _P524: TypeAlias = Array[_Exactly_signedinteger | _Exactly_integer]
    _P525: TypeAlias = Array[_Union156]
    _P526: TypeAlias = Array[_Union157]
    _P527: TypeAlias = Array[_Union158]
    _P528: TypeAlias = Array[float64 | builtins.float]
    _P529: TypeAlias = Array[_Union114]
    _P530: TypeAlias = Array[_Union159]
    _P531: TypeAlias = Array[_Union160]
    _P532: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _P533: TypeAlias = Array[_Union97]
    _P534: TypeAlias = Array[_Union161]
    _P535: TypeAlias = Array[_Union162]
    _P536: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P537: TypeAlias = Array[_Union163]
    _P538: TypeAlias = Array[_Union113]
    _P539: TypeAlias = Array[_Union164]
    _P540: TypeAlias = Array[complex128 | builtins.complex]
    _P541: TypeAlias = Array[bool_ | _Exactly_generic]
    _P542: TypeAlias = Array[_Union165]
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
    _Union14_1_bound: TypeAlias = object
    _Union15_1_bound: TypeAlias = object
    _Union16_1_bound: TypeAlias = object
    _P64_bound: TypeAlias = object
    _Union17_2_bound: TypeAlias = object
    _Union17_1_bound: TypeAlias = object
    _P67_bound: TypeAlias = object
    _P68_bound: TypeAlias = object
    _Union18_2_bound: TypeAlias = object
    _Union18_1_bound: TypeAlias = object
    _P71_bound: TypeAlias = object
    _P72_bound: TypeAlias = object
    _Union19_2_bound: TypeAlias = object
    _Union19_1_bound: TypeAlias = object
    _P75_bound: TypeAlias = object
    _P76_bound: TypeAlias = object
    _Union20_2_bound: TypeAlias = object
    _Union20_1_bound: TypeAlias = object
    _P79_bound: TypeAlias = object
    _P80_bound: TypeAlias = object
    _Union21_2_bound: TypeAlias = object
    _Union21_1_bound: TypeAlias = object
    _P83_bound: TypeAlias = object
    _P84_bound: TypeAlias = object
    _Union22_2_bound: TypeAlias = object
    _Union22_1_bound: TypeAlias = object
    _P87_bound: TypeAlias = object
    _P88_bound: TypeAlias = object
    _Union23_2_bound: TypeAlias = object
    _Union23_1_bound: TypeAlias = object
    _P91_bound: TypeAlias = object
    _P92_bound: TypeAlias = object
    _Union24_2_bound: TypeAlias = object
    _Union24_1_bound: TypeAlias = object
    _P95_bound: TypeAlias = object
    _P96_bound: TypeAlias = object
    _P97_bound: TypeAlias = object
    _P98_bound: TypeAlias = object
    _P99_bound: TypeAlias = object
    _P100_bound: TypeAlias = object
    _P101_bound: TypeAlias = object
    _P102_bound: TypeAlias = object
    _P103_bound: TypeAlias = object
    _P104_bound: TypeAlias = object
    _P105_bound: TypeAlias = object
    _P106_bound: TypeAlias = object
    _P107_bound: TypeAlias = object
    _Union8_0_bound: TypeAlias = object
    _Union9_0_bound: TypeAlias = object
    _Union10_0_bound: TypeAlias = object
    _Union11_0_bound: TypeAlias = object
    _Union12_0_bound: TypeAlias = object
    _Union15_0_bound: TypeAlias = object
    _Union16_0_bound: TypeAlias = object
    _P115_bound: TypeAlias = object
    _Union20_0_bound: TypeAlias = object
    _P117_bound: TypeAlias = object
    _Union21_0_bound: TypeAlias = object
    _P119_bound: TypeAlias = object
    _Union22_0_bound: TypeAlias = object
    _P121_bound: TypeAlias = object
    _Union23_0_bound: TypeAlias = object
    _P123_bound: TypeAlias = object
    _Union24_0_bound: TypeAlias = object
    _Union25_1_bound: TypeAlias = object
    _Union25_2_bound: TypeAlias = object
    _P127_bound: TypeAlias = object
    _P128_bound: TypeAlias = object
    _P129_bound: TypeAlias = object
    _Union0_0_bound: TypeAlias = object
    _Union1_0_bound: TypeAlias = object
    _Union2_0_bound: TypeAlias = object
    _Union3_0_bound: TypeAlias = object
    _P134_bound: TypeAlias = object
    _P135_bound: TypeAlias = object
    _Union4_0_bound: TypeAlias = object
    _Union5_0_bound: TypeAlias = object
    _Union6_0_bound: TypeAlias = object
    _Union7_0_bound: TypeAlias = object
    _Union13_0_bound: TypeAlias = object
    _Union14_0_bound: TypeAlias = object
    _P142_bound: TypeAlias = object
    _Union17_0_bound: TypeAlias = object
    _P144_bound: TypeAlias = object
    _Union18_0_bound: TypeAlias = object
    _P146_bound: TypeAlias = object
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
    _Union41_1_bound: TypeAlias = object
    _P164_bound: TypeAlias = object
    _P165_bound: TypeAlias = object
    _P166_bound: TypeAlias = object
    _Union42_0_bound: TypeAlias = object
    _P168_bound: TypeAlias = object
    _Union43_0_bound: TypeAlias = object
    _Union44_0_bound: TypeAlias = object
    _Union45_0_bound: TypeAlias = object
    _P172_bound: TypeAlias = object
    _P173_bound: TypeAlias = object
    _Union46_1_bound: TypeAlias = object
    _P175_bound: TypeAlias = object
    _Union47_1_bound: TypeAlias = object
    _Union48_0_bound: TypeAlias = object
    _P178_bound: TypeAlias = object
    _P179_bound: TypeAlias = object
    _P180_bound: TypeAlias = object
    _P181_bound: TypeAlias = object
    _P182_bound: TypeAlias = object
    _P183_bound: TypeAlias = object
    _P184_bound: TypeAlias = object
    _P185_bound: TypeAlias = object
    _P186_bound: TypeAlias = object
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
    _DTypeLike_int64_exact_0_bound: TypeAlias = object
    _DTypeLike_float64_exact_0_bound: TypeAlias = object
    _DTypeLike_complex128_exact_0_bound: TypeAlias = object
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
    _Union48_1_bound: TypeAlias = object
    _P274_bound: TypeAlias = object
    _P275_bound: TypeAlias = object
    _P276_bound: TypeAlias = object
    _P277_bound: TypeAlias = object
    _P278_bound: TypeAlias = object
    _Union46_0_bound: TypeAlias = object
    _P280_bound: TypeAlias = object
    _P281_bound: TypeAlias = object
    _Union47_0_bound: TypeAlias = object
    _P283_bound: TypeAlias = object
    _P284_bound: TypeAlias = object
    _P285_bound: TypeAlias = object
    _P286_bound: TypeAlias = object
    _P287_bound: TypeAlias = object
    _DTypeLike_int64_exact_3_bound: TypeAlias = object
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
    _P329_bound: TypeAlias = object
    _P330_bound: TypeAlias = object
    _P331_bound: TypeAlias = object
    _P332_bound: TypeAlias = object
    _P333_bound: TypeAlias = object
    _P334_bound: TypeAlias = object
    _P335_bound: TypeAlias = object
    _P336_bound: TypeAlias = object
    _P337_bound: TypeAlias = object
    _P338_bound: TypeAlias = object
    _P339_bound: TypeAlias = object
    _P340_bound: TypeAlias = object
    _P341_bound: TypeAlias = object
    _P342_bound: TypeAlias = object
    _P343_bound: TypeAlias = object
    _P344_bound: TypeAlias = object
    _P345_bound: TypeAlias = object
    _P346_bound: TypeAlias = object
    _P347_bound: TypeAlias = object
    _P348_bound: TypeAlias = object
    _P349_bound: TypeAlias = object
    _P350_bound: TypeAlias = object
    _P351_bound: TypeAlias = object
    _P352_bound: TypeAlias = object
    _P353_bound: TypeAlias = object
    _P354_bound: TypeAlias = object
    _P355_bound: TypeAlias = object
    _P356_bound: TypeAlias = object
    _P357_bound: TypeAlias = object
    _P358_bound: TypeAlias = object
    _P359_bound: TypeAlias = object
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
    _Union14_1_bound: TypeAlias = _Union14
    _Union15_1_bound: TypeAlias = _Union15
    _Union16_1_bound: TypeAlias = _Union16
    _P64_bound: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_2_bound: TypeAlias = _Union17
    _Union17_1_bound: TypeAlias = _Union17
    _P67_bound: TypeAlias = Array[_Exactly_signedinteger]
    _P68_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_2_bound: TypeAlias = _Union18
    _Union18_1_bound: TypeAlias = _Union18
    _P71_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _P72_bound: TypeAlias = Array[_Exactly_integer]
    _Union19_2_bound: TypeAlias = _Union19
    _Union19_1_bound: TypeAlias = _Union19
    _P75_bound: TypeAlias = Array[_Exactly_integer]
    _P76_bound: TypeAlias = Array[_Exactly_floating]
    _Union20_2_bound: TypeAlias = _Union20
    _Union20_1_bound: TypeAlias = _Union20
    _P79_bound: TypeAlias = Array[_Exactly_floating]
    _P80_bound: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_2_bound: TypeAlias = _Union21
    _Union21_1_bound: TypeAlias = _Union21
    _P83_bound: TypeAlias = Array[_Exactly_complexfloating]
    _P84_bound: TypeAlias = Array[_Exactly_inexact]
    _Union22_2_bound: TypeAlias = _Union22
    _Union22_1_bound: TypeAlias = _Union22
    _P87_bound: TypeAlias = Array[_Exactly_inexact]
    _P88_bound: TypeAlias = Array[_Exactly_number]
    _Union23_2_bound: TypeAlias = _Union23
    _Union23_1_bound: TypeAlias = _Union23
    _P91_bound: TypeAlias = Array[_Exactly_number]
    _P92_bound: TypeAlias = Array[_Exactly_generic]
    _Union24_2_bound: TypeAlias = _Union24
    _Union24_1_bound: TypeAlias = _Union24
    _P95_bound: TypeAlias = Array[_Exactly_generic]
    _P96_bound: TypeAlias = Array[_JustFloat] | _JustFloat
    _P97_bound: TypeAlias = Array[_JustComplex] | _JustComplex
    _P98_bound: TypeAlias = Array[float4_e2m1fn]
    _P99_bound: TypeAlias = Array[float8_e3m4]
    _P100_bound: TypeAlias = Array[float8_e4m3]
    _P101_bound: TypeAlias = Array[float8_e4m3b11fnuz]
    _P102_bound: TypeAlias = Array[float8_e4m3fn]
    _P103_bound: TypeAlias = Array[float8_e4m3fnuz]
    _P104_bound: TypeAlias = Array[float8_e5m2]
    _P105_bound: TypeAlias = Array[float8_e5m2fnuz]
    _P106_bound: TypeAlias = Array[float8_e8m0fnu]
    _P107_bound: TypeAlias = Array[bfloat16]
    _Union8_0_bound: TypeAlias = _Union8
    _Union9_0_bound: TypeAlias = _Union9
    _Union10_0_bound: TypeAlias = _Union10
    _Union11_0_bound: TypeAlias = _Union11
    _Union12_0_bound: TypeAlias = _Union12
    _Union15_0_bound: TypeAlias = _Union15
    _Union16_0_bound: TypeAlias = _Union16
    _P115_bound: TypeAlias = Array[_Exactly_floating]
    _Union20_0_bound: TypeAlias = _Union20
    _P117_bound: TypeAlias = Array[_Exactly_complexfloating]
    _Union21_0_bound: TypeAlias = _Union21
    _P119_bound: TypeAlias = Array[_Exactly_inexact]
    _Union22_0_bound: TypeAlias = _Union22
    _P121_bound: TypeAlias = Array[_Exactly_number]
    _Union23_0_bound: TypeAlias = _Union23
    _P123_bound: TypeAlias = Array[_Exactly_generic]
    _Union24_0_bound: TypeAlias = _Union24
    _Union25_1_bound: TypeAlias = _Union25
    _Union25_2_bound: TypeAlias = _Union25
    _P127_bound: TypeAlias = Array[_JustInt] | _JustInt
    _P128_bound: TypeAlias = Array[uint2]
    _P129_bound: TypeAlias = Array[uint4]
    _Union0_0_bound: TypeAlias = _Union0
    _Union1_0_bound: TypeAlias = _Union1
    _Union2_0_bound: TypeAlias = _Union2
    _Union3_0_bound: TypeAlias = _Union3
    _P134_bound: TypeAlias = Array[int2]
    _P135_bound: TypeAlias = Array[int4]
    _Union4_0_bound: TypeAlias = _Union4
    _Union5_0_bound: TypeAlias = _Union5
    _Union6_0_bound: TypeAlias = _Union6
    _Union7_0_bound: TypeAlias = _Union7
    _Union13_0_bound: TypeAlias = _Union13
    _Union14_0_bound: TypeAlias = _Union14
    _P142_bound: TypeAlias = Array[_Exactly_signedinteger]
    _Union17_0_bound: TypeAlias = _Union17
    _P144_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union18_0_bound: TypeAlias = _Union18
    _P146_bound: TypeAlias = Array[_Exactly_integer]
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
    _Union41_1_bound: TypeAlias = _Union41
    _P164_bound: TypeAlias = np.int8 | _NDArray[np.int8]
    _P165_bound: TypeAlias = np.int16 | _NDArray[np.int16]
    _P166_bound: TypeAlias = np.int32 | _NDArray[np.int32]
    _Union42_0_bound: TypeAlias = _Union42
    _P168_bound: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union43_0_bound: TypeAlias = _Union43
    _Union44_0_bound: TypeAlias = _Union44
    _Union45_0_bound: TypeAlias = _Union45
    _P172_bound: TypeAlias = np.float16 | _NDArray[np.float16]
    _P173_bound: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union46_1_bound: TypeAlias = _Union46
    _P175_bound: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_1_bound: TypeAlias = _Union47
    _Union48_0_bound: TypeAlias = _Union48
    _P178_bound: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P179_bound: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P180_bound: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P181_bound: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _P182_bound: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _P183_bound: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _P184_bound: TypeAlias = np.int8 | _NDArray[np.int8]
    _P185_bound: TypeAlias = np.int16 | _NDArray[np.int16]
    _P186_bound: TypeAlias = np.int32 | _NDArray[np.int32]
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
    _DTypeLike_int64_exact_0_bound: TypeAlias = _DTypeLike_int64_exact
    _DTypeLike_float64_exact_0_bound: TypeAlias = _DTypeLike_float64_exact
    _DTypeLike_complex128_exact_0_bound: TypeAlias = _DTypeLike_complex128_exact
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
    _Union48_1_bound: TypeAlias = _Union48
    _P274_bound: TypeAlias = Array[complexfloating]
    _P275_bound: TypeAlias = Array[inexact]
    _P276_bound: TypeAlias = Array[number]
    _P277_bound: TypeAlias = Array[generic]
    _P278_bound: TypeAlias = Array[_Top]
    _Union46_0_bound: TypeAlias = _Union46
    _P280_bound: TypeAlias = np.float32 | _NDArray[np.float32]
    _P281_bound: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _Union47_0_bound: TypeAlias = _Union47
    _P283_bound: TypeAlias = Array[complexfloating]
    _P284_bound: TypeAlias = Array[inexact]
    _P285_bound: TypeAlias = Array[number]
    _P286_bound: TypeAlias = Array[generic]
    _P287_bound: TypeAlias = Array[_Top]
    _DTypeLike_int64_exact_3_bound: TypeAlias = _DTypeLike_int64_exact
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
    _P329_bound: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P330_bound: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P331_bound: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P332_bound: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P333_bound: TypeAlias = Array[_Union53] | _NDArray[np.bool_]
    _P334_bound: TypeAlias = Array[_Union54] | _NDArray[np.bool_ | np.uint8]
    _P335_bound: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P336_bound: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _P337_bound: TypeAlias = Array[_Union55] | _NDArray[np.bool_]
    _P338_bound: TypeAlias = Array[_Union56] | _NDArray[_Union57]
    _P339_bound: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P340_bound: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _P341_bound: TypeAlias = Array[_Union58] | _NDArray[_Union59]
    _P342_bound: TypeAlias = Array[_Union60] | _NDArray[_Union61]
    _P343_bound: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P344_bound: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _P345_bound: TypeAlias = Array[_Union62] | _NDArray[_Union63]
    _P346_bound: TypeAlias = Array[_Union64] | _NDArray[_Union65]
    _P347_bound: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P348_bound: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P349_bound: TypeAlias = Array[_Union60] | _NDArray[_Union61]
    _P350_bound: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P351_bound: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P352_bound: TypeAlias = Array[_Union53] | _NDArray[np.bool_]
    _P353_bound: TypeAlias = Array[bool_ | uint2] | _NDArray[np.bool_]
    _P354_bound: TypeAlias = Array[_Union55] | _NDArray[np.bool_]
    _P355_bound: TypeAlias = Array[_Union52] | _NDArray[np.bool_]
    _P356_bound: TypeAlias = Array[_Union58] | _NDArray[_Union59]
    _P357_bound: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P358_bound: TypeAlias = Array[int8] | _NDArray[np.int8]
    _P359_bound: TypeAlias = Array[_Union54] | _NDArray[np.bool_ | np.uint8]
    _P360_bound: TypeAlias = Array[_Union62] | _NDArray[_Union63]
    _P361_bound: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P362_bound: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P363_bound: TypeAlias = Array[_Union56] | _NDArray[_Union57]
    _P364_bound: TypeAlias = Array[_Union66] | _NDArray[_Union67]
    _P365_bound: TypeAlias = Array[_Union68] | _NDArray[_Union69]
    _P366_bound: TypeAlias = Array[int64] | _NDArray[np.int64]
    _P367_bound: TypeAlias = Array[int64 | builtins.int] | _NDArray[np.int64]
    _P368_bound: TypeAlias = Array[_Union70] | _NDArray[_Union71]
    _P369_bound: TypeAlias = Array[_Union72] | _NDArray[_Union69]
    _P370_bound: TypeAlias = Array[_Union73] | _NDArray[_Union69]
    _P371_bound: TypeAlias = Array[_Union74] | _NDArray[_Union69]
    _P372_bound: TypeAlias = Array[_Union75] | _NDArray[_Union69]
    _P373_bound: TypeAlias = Array[_Union76] | _NDArray[_Union69]
    _P374_bound: TypeAlias = Array[_Union77] | _NDArray[_Union69]
    _P375_bound: TypeAlias = Array[_Union78] | _NDArray[_Union69]
    _P376_bound: TypeAlias = Array[_Union79] | _NDArray[_Union69]
    _P377_bound: TypeAlias = Array[_Union80] | _NDArray[_Union81]
    _P378_bound: TypeAlias = Array[_Union82] | _NDArray[_Union81]
    _P379_bound: TypeAlias = Array[_Union83] | _NDArray[_Union81]
    _P380_bound: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P381_bound: TypeAlias = Array[_Union84] | _NDArray[_Union85]
    _P382_bound: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P383_bound: TypeAlias = Array[_Union86] | _NDArray[_Union87]
    _P384_bound: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P385_bound: TypeAlias = Array[float64 | builtins.float] | _NDArray[np.float64]
    _P386_bound: TypeAlias = Array[_Union88] | _NDArray[_Union85]
    _P387_bound: TypeAlias = Array[_Union89] | _NDArray[_Union90]
    _P388_bound: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P389_bound: TypeAlias = Array[_Union91] | _NDArray[_Union92]
    _P390_bound: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P391_bound: TypeAlias = Array[complex128 | builtins.complex] | _NDArray[np.complex128]
    _P392_bound: TypeAlias = Array[_Union93] | _NDArray[_Union90]
    _P393_bound: TypeAlias = Array[_Union94] | _NDArray[_Union69]
    _P394_bound: TypeAlias = Array[builtins.int]
    _P395_bound: TypeAlias = Array[float16] | _NDArray[np.float16]
    _P396_bound: TypeAlias = Array[_Union95] | _NDArray[_Union69]
    _P397_bound: TypeAlias = Array[float32] | _NDArray[np.float32]
    _P398_bound: TypeAlias = Array[_Union82] | _NDArray[_Union81]
    _P399_bound: TypeAlias = Array[float64] | _NDArray[np.float64]
    _P400_bound: TypeAlias = Array[builtins.int]
    _P401_bound: TypeAlias = Array[builtins.float]
    _P402_bound: TypeAlias = Array[complex64] | _NDArray[np.complex64]
    _P403_bound: TypeAlias = Array[_Union86] | _NDArray[_Union87]
    _P404_bound: TypeAlias = Array[complex128] | _NDArray[np.complex128]
    _P405_bound: TypeAlias = Array[builtins.int | builtins.float]
    _P406_bound: TypeAlias = Array[builtins.int | builtins.float]
    _P407_bound: TypeAlias = Array[builtins.float]
    _P408_bound: TypeAlias = Array[builtins.complex]
    _P409_bound: TypeAlias = Array[_Union96]
    _P410_bound: TypeAlias = Array[builtins.complex]
    _P411_bound: TypeAlias = Array[uint64]
    _P412_bound: TypeAlias = Array[_Union97] | _NDArray[_Union69]
    _P413_bound: TypeAlias = Array[_Union98] | _NDArray[_Union69]
    _P414_bound: TypeAlias = Array[_Union99] | _NDArray[_Union69]
    _P415_bound: TypeAlias = Array[_Union100] | _NDArray[_Union69]
    _P416_bound: TypeAlias = Array[_Union101] | _NDArray[_Union69]
    _P417_bound: TypeAlias = Array[_Union102] | _NDArray[_Union69]
    _P418_bound: TypeAlias = Array[_Union103] | _NDArray[_Union81]
    _P419_bound: TypeAlias = Array[_Union104] | _NDArray[_Union81]
    _P420_bound: TypeAlias = Array[_Union105] | _NDArray[_Union87]
    _P421_bound: TypeAlias = Array[_Union106] | _NDArray[_Union92]
    _P422_bound: TypeAlias = Array[float16]
    _P423_bound: TypeAlias = Array[_Union107]
    _P424_bound: TypeAlias = Array[float32]
    _P425_bound: TypeAlias = Array[complex64]
    _P426_bound: TypeAlias = Array[_Union108]
    _P427_bound: TypeAlias = Array[_Union109]
    _P428_bound: TypeAlias = Array[int32]
    _P429_bound: TypeAlias = Array[_Union110]
    _P430_bound: TypeAlias = Array[uint32]
    _P431_bound: TypeAlias = Array[_Union64]
    _P432_bound: TypeAlias = Array[_Union111]
    _P433_bound: TypeAlias = Array[_Union112]
    _P434_bound: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P435_bound: TypeAlias = Array[_Union113]
    _P436_bound: TypeAlias = Array[bool_]
    _P437_bound: TypeAlias = _NDArray[_Union92]
    _P438_bound: TypeAlias = Array[_Union114]
    _P439_bound: TypeAlias = Array[int64 | builtins.int]
    _P440_bound: TypeAlias = Array[_Union82]
    _P441_bound: TypeAlias = Array[_Union68]
    _P442_bound: TypeAlias = Array[_Union115]
    _P443_bound: TypeAlias = Array[float64 | builtins.float]
    _P444_bound: TypeAlias = Array[_Union89]
    _P445_bound: TypeAlias = Array[_Union86]
    _P446_bound: TypeAlias = Array[_Union116]
    _P447_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P448_bound: TypeAlias = Array[complex128 | builtins.complex]
    _P449_bound: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P450_bound: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P451_bound: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P452_bound: TypeAlias = Array[_Union117] | _NDArray[np.bool_]
    _P453_bound: TypeAlias = Array[_Union118] | _NDArray[np.bool_]
    _P454_bound: TypeAlias = Array[_Union118] | _NDArray[np.bool_]
    _P455_bound: TypeAlias = Array[_Union119] | _NDArray[np.bool_ | np.uint8]
    _P456_bound: TypeAlias = Array[_Union119] | _NDArray[np.bool_ | np.uint8]
    _P457_bound: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P458_bound: TypeAlias = Array[_Union120] | _NDArray[np.bool_]
    _P459_bound: TypeAlias = Array[_Union121] | _NDArray[np.bool_]
    _P460_bound: TypeAlias = Array[_Union121] | _NDArray[np.bool_]
    _P461_bound: TypeAlias = Array[_Union122] | _NDArray[np.bool_ | np.int8]
    _P462_bound: TypeAlias = Array[_Union122] | _NDArray[np.bool_ | np.int8]
    _P463_bound: TypeAlias = Array[_Union123] | _NDArray[_Union124]
    _P464_bound: TypeAlias = Array[_Union123] | _NDArray[_Union124]
    _P465_bound: TypeAlias = Array[_Union125] | _NDArray[_Union126]
    _P466_bound: TypeAlias = Array[_Union125] | _NDArray[_Union126]
    _P467_bound: TypeAlias = Array[_Union127] | _NDArray[_Union128]
    _P468_bound: TypeAlias = Array[_Union127] | _NDArray[_Union128]
    _P469_bound: TypeAlias = Array[_Union129] | _NDArray[_Union130]
    _P470_bound: TypeAlias = Array[_Union129] | _NDArray[_Union130]
    _P471_bound: TypeAlias = Array[_Union131] | _NDArray[_Union132]
    _P472_bound: TypeAlias = Array[_Union131] | _NDArray[_Union132]
    _P473_bound: TypeAlias = Array[_Union133] | _NDArray[_Union134]
    _P474_bound: TypeAlias = Array[_Union133] | _NDArray[_Union134]
    _P475_bound: TypeAlias = Array[_Union135] | _NDArray[_Union69]
    _P476_bound: TypeAlias = Array[_Union135] | _NDArray[_Union69]
    _P477_bound: TypeAlias = Array[_Union136] | _NDArray[_Union69]
    _P478_bound: TypeAlias = Array[_Union136] | _NDArray[_Union69]
    _P479_bound: TypeAlias = Array[_Union137] | _NDArray[_Union69]
    _P480_bound: TypeAlias = Array[_Union137] | _NDArray[_Union69]
    _P481_bound: TypeAlias = Array[_Union138] | _NDArray[_Union69]
    _P482_bound: TypeAlias = Array[_Union138] | _NDArray[_Union69]
    _P483_bound: TypeAlias = Array[_Union139] | _NDArray[_Union69]
    _P484_bound: TypeAlias = Array[_Union139] | _NDArray[_Union69]
    _P485_bound: TypeAlias = Array[_Union140] | _NDArray[_Union69]
    _P486_bound: TypeAlias = Array[_Union140] | _NDArray[_Union69]
    _P487_bound: TypeAlias = Array[_Union141] | _NDArray[_Union69]
    _P488_bound: TypeAlias = Array[_Union141] | _NDArray[_Union69]
    _P489_bound: TypeAlias = Array[_Union142] | _NDArray[_Union69]
    _P490_bound: TypeAlias = Array[_Union142] | _NDArray[_Union69]
    _P491_bound: TypeAlias = Array[_Union143] | _NDArray[_Union69]
    _P492_bound: TypeAlias = Array[_Union143] | _NDArray[_Union69]
    _P493_bound: TypeAlias = Array[_Union144] | _NDArray[_Union69]
    _P494_bound: TypeAlias = Array[_Union144] | _NDArray[_Union69]
    _P495_bound: TypeAlias = Array[_Union145] | _NDArray[_Union69]
    _P496_bound: TypeAlias = Array[_Union145] | _NDArray[_Union69]
    _P497_bound: TypeAlias = Array[_Union146] | _NDArray[_Union81]
    _P498_bound: TypeAlias = Array[_Union146] | _NDArray[_Union81]
    _P499_bound: TypeAlias = Array[_Union147] | _NDArray[_Union69]
    _P500_bound: TypeAlias = Array[_Union147] | _NDArray[_Union69]
    _P501_bound: TypeAlias = Array[_Union148] | _NDArray[_Union85]
    _P502_bound: TypeAlias = Array[_Union148] | _NDArray[_Union85]
    _P503_bound: TypeAlias = Array[_Union149] | _NDArray[_Union87]
    _P504_bound: TypeAlias = Array[_Union149] | _NDArray[_Union87]
    _P505_bound: TypeAlias = Array[_Union150] | _NDArray[_Union151]
    _P506_bound: TypeAlias = Array[_Union150] | _NDArray[_Union151]
    _P507_bound: TypeAlias = Array[_Union152] | _NDArray[_Union92]
    _P508_bound: TypeAlias = Array[_Union152] | _NDArray[_Union92]
    _P509_bound: TypeAlias = Array[uint64]
    _P510_bound: TypeAlias = Array[_Union107]
    _P511_bound: TypeAlias = Array[float16]
    _P512_bound: TypeAlias = Array[float32]
    _P513_bound: TypeAlias = Array[_Union108]
    _P514_bound: TypeAlias = Array[complex64]
    _P515_bound: TypeAlias = Array[int32]
    _P516_bound: TypeAlias = Array[uint32]
    _P517_bound: TypeAlias = Array[bool_ | uint2]
    _P518_bound: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P519_bound: TypeAlias = Array[_Union153]
    _P520_bound: TypeAlias = Array[bool_]
    _P521_bound: TypeAlias = Array[int64 | builtins.int]
    _P522_bound: TypeAlias = Array[_Union154]
    _P523_bound: TypeAlias = Array[_Union155]
    _P524_bound: TypeAlias = Array[_Exactly_signedinteger | _Exactly_integer]
    _P525_bound: TypeAlias = Array[_Union156]
    _P526_bound: TypeAlias = Array[_Union157]
    _P527_bound: TypeAlias = Array[_Union158]
    _P528_bound: TypeAlias = Array[float64 | builtins.float]
    _P529_bound: TypeAlias = Array[_Union114]
    _P530_bound: TypeAlias = Array[_Union159]
    _P531_bound: TypeAlias = Array[_Union160]
    _P532_bound: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _P533_bound: TypeAlias = Array[_Union97]
    _P534_bound: TypeAlias = Array[_Union161]
    _P535_bound: TypeAlias = Array[_Union162]
    _P536_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P537_bound: TypeAlias = Array[_Union163]
    _P538_bound: TypeAlias = Array[_Union113]
    _P539_bound: TypeAlias = Array[_Union164]
    _P540_bound: TypeAlias = Array[complex128 | builtins.complex]
    _P541_bound: TypeAlias = Array[bool_ | _Exactly_generic]
    _P542_bound: TypeAlias = Array[_Union165]
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
    _Union14_1 = TypeVar("_Union14_1", bound=_Union14_1_bound)
    _Union15_1 = TypeVar("_Union15_1", bound=_Union15_1_bound)
    _Union16_1 = TypeVar("_Union16_1", bound=_Union16_1_bound)
    _P64 = TypeVar("_P64", bound=_P64_bound)
    _Union17_2 = TypeVar("_Union17_2", bound=_Union17_2_bound)
    _Union17_1 = TypeVar("_Union17_1", bound=_Union17_1_bound)
    _P67 = TypeVar("_P67", bound=_P67_bound)
    _P68 = TypeVar("_P68", bound=_P68_bound)
    _Union18_2 = TypeVar("_Union18_2", bound=_Union18_2_bound)
    _Union18_1 = TypeVar("_Union18_1", bound=_Union18_1_bound)
    _P71 = TypeVar("_P71", bound=_P71_bound)
    _P72 = TypeVar("_P72", bound=_P72_bound)
    _Union19_2 = TypeVar("_Union19_2", bound=_Union19_2_bound)
    _Union19_1 = TypeVar("_Union19_1", bound=_Union19_1_bound)
    _P75 = TypeVar("_P75", bound=_P75_bound)
    _P76 = TypeVar("_P76", bound=_P76_bound)
    _Union20_2 = TypeVar("_Union20_2", bound=_Union20_2_bound)
    _Union20_1 = TypeVar("_Union20_1", bound=_Union20_1_bound)
    _P79 = TypeVar("_P79", bound=_P79_bound)
    _P80 = TypeVar("_P80", bound=_P80_bound)
    _Union21_2 = TypeVar("_Union21_2", bound=_Union21_2_bound)
    _Union21_1 = TypeVar("_Union21_1", bound=_Union21_1_bound)
    _P83 = TypeVar("_P83", bound=_P83_bound)
    _P84 = TypeVar("_P84", bound=_P84_bound)
    _Union22_2 = TypeVar("_Union22_2", bound=_Union22_2_bound)
    _Union22_1 = TypeVar("_Union22_1", bound=_Union22_1_bound)
    _P87 = TypeVar("_P87", bound=_P87_bound)
    _P88 = TypeVar("_P88", bound=_P88_bound)
    _Union23_2 = TypeVar("_Union23_2", bound=_Union23_2_bound)
    _Union23_1 = TypeVar("_Union23_1", bound=_Union23_1_bound)
    _P91 = TypeVar("_P91", bound=_P91_bound)
    _P92 = TypeVar("_P92", bound=_P92_bound)
    _Union24_2 = TypeVar("_Union24_2", bound=_Union24_2_bound)
    _Union24_1 = TypeVar("_Union24_1", bound=_Union24_1_bound)
    _P95 = TypeVar("_P95", bound=_P95_bound)
    _P96 = TypeVar("_P96", bound=_P96_bound)
    _P97 = TypeVar("_P97", bound=_P97_bound)
    _P98 = TypeVar("_P98", bound=_P98_bound)
    _P99 = TypeVar("_P99", bound=_P99_bound)
    _P100 = TypeVar("_P100", bound=_P100_bound)
    _P101 = TypeVar("_P101", bound=_P101_bound)
    _P102 = TypeVar("_P102", bound=_P102_bound)
    _P103 = TypeVar("_P103", bound=_P103_bound)
    _P104 = TypeVar("_P104", bound=_P104_bound)
    _P105 = TypeVar("_P105", bound=_P105_bound)
    _P106 = TypeVar("_P106", bound=_P106_bound)
    _P107 = TypeVar("_P107", bound=_P107_bound)
    _Union8_0 = TypeVar("_Union8_0", bound=_Union8_0_bound)
    _Union9_0 = TypeVar("_Union9_0", bound=_Union9_0_bound)
    _Union10_0 = TypeVar("_Union10_0", bound=_Union10_0_bound)
    _Union11_0 = TypeVar("_Union11_0", bound=_Union11_0_bound)
    _Union12_0 = TypeVar("_Union12_0", bound=_Union12_0_bound)
    _Union15_0 = TypeVar("_Union15_0", bound=_Union15_0_bound)
    _Union16_0 = TypeVar("_Union16_0", bound=_Union16_0_bound)
    _P115 = TypeVar("_P115", bound=_P115_bound)
    _Union20_0 = TypeVar("_Union20_0", bound=_Union20_0_bound)
    _P117 = TypeVar("_P117", bound=_P117_bound)
    _Union21_0 = TypeVar("_Union21_0", bound=_Union21_0_bound)
    _P119 = TypeVar("_P119", bound=_P119_bound)
    _Union22_0 = TypeVar("_Union22_0", bound=_Union22_0_bound)
    _P121 = TypeVar("_P121", bound=_P121_bound)
    _Union23_0 = TypeVar("_Union23_0", bound=_Union23_0_bound)
    _P123 = TypeVar("_P123", bound=_P123_bound)
    _Union24_0 = TypeVar("_Union24_0", bound=_Union24_0_bound)
    _Union25_1 = TypeVar("_Union25_1", bound=_Union25_1_bound)
    _Union25_2 = TypeVar("_Union25_2", bound=_Union25_2_bound)
    _P127 = TypeVar("_P127", bound=_P127_bound)
    _P128 = TypeVar("_P128", bound=_P128_bound)
    _P129 = TypeVar("_P129", bound=_P129_bound)
    _Union0_0 = TypeVar("_Union0_0", bound=_Union0_0_bound)
    _Union1_0 = TypeVar("_Union1_0", bound=_Union1_0_bound)
    _Union2_0 = TypeVar("_Union2_0", bound=_Union2_0_bound)
    _Union3_0 = TypeVar("_Union3_0", bound=_Union3_0_bound)
    _P134 = TypeVar("_P134", bound=_P134_bound)
    _P135 = TypeVar("_P135", bound=_P135_bound)
    _Union4_0 = TypeVar("_Union4_0", bound=_Union4_0_bound)
    _Union5_0 = TypeVar("_Union5_0", bound=_Union5_0_bound)
    _Union6_0 = TypeVar("_Union6_0", bound=_Union6_0_bound)
    _Union7_0 = TypeVar("_Union7_0", bound=_Union7_0_bound)
    _Union13_0 = TypeVar("_Union13_0", bound=_Union13_0_bound)
    _Union14_0 = TypeVar("_Union14_0", bound=_Union14_0_bound)
    _P142 = TypeVar("_P142", bound=_P142_bound)
    _Union17_0 = TypeVar("_Union17_0", bound=_Union17_0_bound)
    _P144 = TypeVar("_P144", bound=_P144_bound)
    _Union18_0 = TypeVar("_Union18_0", bound=_Union18_0_bound)
    _P146 = TypeVar("_P146", bound=_P146_bound)
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
    _Union41_1 = TypeVar("_Union41_1", bound=_Union41_1_bound)
    _P164 = TypeVar("_P164", bound=_P164_bound)
    _P165 = TypeVar("_P165", bound=_P165_bound)
    _P166 = TypeVar("_P166", bound=_P166_bound)
    _Union42_0 = TypeVar("_Union42_0", bound=_Union42_0_bound)
    _P168 = TypeVar("_P168", bound=_P168_bound)
    _Union43_0 = TypeVar("_Union43_0", bound=_Union43_0_bound)
    _Union44_0 = TypeVar("_Union44_0", bound=_Union44_0_bound)
    _Union45_0 = TypeVar("_Union45_0", bound=_Union45_0_bound)
    _P172 = TypeVar("_P172", bound=_P172_bound)
    _P173 = TypeVar("_P173", bound=_P173_bound)
    _Union46_1 = TypeVar("_Union46_1", bound=_Union46_1_bound)
    _P175 = TypeVar("_P175", bound=_P175_bound)
    _Union47_1 = TypeVar("_Union47_1", bound=_Union47_1_bound)
    _Union48_0 = TypeVar("_Union48_0", bound=_Union48_0_bound)
    _P178 = TypeVar("_P178", bound=_P178_bound)
    _P179 = TypeVar("_P179", bound=_P179_bound)
    _P180 = TypeVar("_P180", bound=_P180_bound)
    _P181 = TypeVar("_P181", bound=_P181_bound)
    _P182 = TypeVar("_P182", bound=_P182_bound)
    _P183 = TypeVar("_P183", bound=_P183_bound)
    _P184 = TypeVar("_P184", bound=_P184_bound)
    _P185 = TypeVar("_P185", bound=_P185_bound)
    _P186 = TypeVar("_P186", bound=_P186_bound)
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
    _DTypeLike_int64_exact_0 = TypeVar("_DTypeLike_int64_exact_0", bound=_DTypeLike_int64_exact_0_bound)
    _DTypeLike_float64_exact_0 = TypeVar("_DTypeLike_float64_exact_0", bound=_DTypeLike_float64_exact_0_bound)
    _DTypeLike_complex128_exact_0 = TypeVar("_DTypeLike_complex128_exact_0", bound=_DTypeLike_complex128_exact_0_bound)
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
    _Union48_1 = TypeVar("_Union48_1", bound=_Union48_1_bound)
    _P274 = TypeVar("_P274", bound=_P274_bound)
    _P275 = TypeVar("_P275", bound=_P275_bound)
    _P276 = TypeVar("_P276", bound=_P276_bound)
    _P277 = TypeVar("_P277", bound=_P277_bound)
    _P278 = TypeVar("_P278", bound=_P278_bound)
    _Union46_0 = TypeVar("_Union46_0", bound=_Union46_0_bound)
    _P280 = TypeVar("_P280", bound=_P280_bound)
    _P281 = TypeVar("_P281", bound=_P281_bound)
    _Union47_0 = TypeVar("_Union47_0", bound=_Union47_0_bound)
    _P283 = TypeVar("_P283", bound=_P283_bound)
    _P284 = TypeVar("_P284", bound=_P284_bound)
    _P285 = TypeVar("_P285", bound=_P285_bound)
    _P286 = TypeVar("_P286", bound=_P286_bound)
    _P287 = TypeVar("_P287", bound=_P287_bound)
    _DTypeLike_int64_exact_3 = TypeVar("_DTypeLike_int64_exact_3", bound=_DTypeLike_int64_exact_3_bound)
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
    _P329 = TypeVar("_P329", bound=_P329_bound)
    _P330 = TypeVar("_P330", bound=_P330_bound)
    _P331 = TypeVar("_P331", bound=_P331_bound)
    _P332 = TypeVar("_P332", bound=_P332_bound)
    _P333 = TypeVar("_P333", bound=_P333_bound)
    _P334 = TypeVar("_P334", bound=_P334_bound)
    _P335 = TypeVar("_P335", bound=_P335_bound)
    _P336 = TypeVar("_P336", bound=_P336_bound)
    _P337 = TypeVar("_P337", bound=_P337_bound)
    _P338 = TypeVar("_P338", bound=_P338_bound)
    _P339 = TypeVar("_P339", bound=_P339_bound)
    _P340 = TypeVar("_P340", bound=_P340_bound)
    _P341 = TypeVar("_P341", bound=_P341_bound)
    _P342 = TypeVar("_P342", bound=_P342_bound)
    _P343 = TypeVar("_P343", bound=_P343_bound)
    _P344 = TypeVar("_P344", bound=_P344_bound)
    _P345 = TypeVar("_P345", bound=_P345_bound)
    _P346 = TypeVar("_P346", bound=_P346_bound)
    _P347 = TypeVar("_P347", bound=_P347_bound)
    _P348 = TypeVar("_P348", bound=_P348_bound)
    _P349 = TypeVar("_P349", bound=_P349_bound)
    _P350 = TypeVar("_P350", bound=_P350_bound)
    _P351 = TypeVar("_P351", bound=_P351_bound)
    _P352 = TypeVar("_P352", bound=_P352_bound)
    _P353 = TypeVar("_P353", bound=_P353_bound)
    _P354 = TypeVar("_P354", bound=_P354_bound)
    _P355 = TypeVar("_P355", bound=_P355_bound)
    _P356 = TypeVar("_P356", bound=_P356_bound)
    _P357 = TypeVar("_P357", bound=_P357_bound)
    _P358 = TypeVar("_P358", bound=_P358_bound)
    _P359 = TypeVar("_P359", bound=_P359_bound)
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
_jt_gate_30: Callable[[_Union13], None]
_jt_gate_31: Callable[[_Union14], None]
_jt_gate_32: Callable[[_Union15], None]
_jt_gate_33: Callable[[_Union16], None]
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
_jt_gate_50: Callable[[_Union25, _Union25], None]
_jt_gate_51: Callable[[Array[_JustFloat] | _JustFloat, Array[_JustInt] | _JustInt], None]
_jt_gate_52: Callable[[Array[_JustComplex] | _JustComplex, Array[_JustInt] | _JustInt], None]
_jt_gate_53: Callable[[Array[float4_e2m1fn], _Union26], None]
_jt_gate_54: Callable[[Array[float8_e3m4], _Union27], None]
_jt_gate_55: Callable[[Array[float8_e4m3], _Union28], None]
_jt_gate_56: Callable[[Array[float8_e4m3b11fnuz], _Union29], None]
_jt_gate_57: Callable[[Array[float8_e4m3fn], _Union30], None]
_jt_gate_58: Callable[[Array[float8_e4m3fnuz], _Union31], None]
_jt_gate_59: Callable[[Array[float8_e5m2], _Union32], None]
_jt_gate_60: Callable[[Array[float8_e5m2fnuz], _Union33], None]
_jt_gate_61: Callable[[Array[float8_e8m0fnu], _Union34], None]
_jt_gate_62: Callable[[Array[bfloat16], _Union35], None]
_jt_gate_63: Callable[[_Union8, _Union36], None]
_jt_gate_64: Callable[[_Union9, _Union37], None]
_jt_gate_65: Callable[[_Union10, _Union38], None]
_jt_gate_66: Callable[[_Union11, _Union39], None]
_jt_gate_67: Callable[[_Union12, _Union40], None]
_jt_gate_68: Callable[[Array[_JustFloat] | _JustFloat, _Union41], None]
_jt_gate_69: Callable[[np.int8 | _NDArray[np.int8]], None]
_jt_gate_70: Callable[[np.int16 | _NDArray[np.int16]], None]
_jt_gate_71: Callable[[np.int32 | _NDArray[np.int32]], None]
_jt_gate_72: Callable[[_Union42], None]
_jt_gate_73: Callable[[np.float16 | _NDArray[np.float16]], None]
_jt_gate_74: Callable[[_Union43], None]
_jt_gate_75: Callable[[_Union44], None]
_jt_gate_76: Callable[[Array[_JustInt] | _JustInt], None]
_jt_gate_77: Callable[[_Union45], None]
_jt_gate_78: Callable[[Array[_Exactly_signedinteger]], None]
_jt_gate_79: Callable[[Array[_Exactly_integer]], None]
_jt_gate_80: Callable[[Array[_Exactly_floating]], None]
_jt_gate_81: Callable[[Array[_Exactly_complexfloating]], None]
_jt_gate_82: Callable[[Array[_Exactly_inexact]], None]
_jt_gate_83: Callable[[Array[_Exactly_number]], None]
_jt_gate_84: Callable[[Array[_Exactly_generic]], None]
_jt_gate_85: Callable[[np.float32 | _NDArray[np.float32]], None]
_jt_gate_86: Callable[[_Union46], None]
_jt_gate_87: Callable[[np.complex64 | _NDArray[np.complex64]], None]
_jt_gate_88: Callable[[_Union47], None]
_jt_gate_89: Callable[[Array[_JustFloat] | _JustFloat], None]
_jt_gate_90: Callable[[Array[_JustComplex] | _JustComplex], None]
_jt_gate_91: Callable[[_Union48], None]
_jt_gate_92: Callable[[np.uint8 | _NDArray[np.uint8]], None]
_jt_gate_93: Callable[[np.uint16 | _NDArray[np.uint16]], None]
_jt_gate_94: Callable[[np.uint32 | _NDArray[np.uint32]], None]
_jt_gate_95: Callable[[_Union3], None]
_jt_gate_96: Callable[[Array[_Exactly_unsignedinteger]], None]
_jt_gate_97: Callable[[_Union49], None]
_jt_gate_98: Callable[[_Union11], None]
_jt_gate_99: Callable[[_Union50], None]
_jt_gate_100: Callable[[_DTypeLike_bool], None]
_jt_gate_101: Callable[[_DTypeLike_int64], None]
_jt_gate_102: Callable[[_DTypeLike_float64], None]
_jt_gate_103: Callable[[_DTypeLike_complex128], None]
_jt_gate_104: Callable[[_DTypeLike_uint2], None]
_jt_gate_105: Callable[[_DTypeLike_uint4], None]
_jt_gate_106: Callable[[_DTypeLike_uint8], None]
_jt_gate_107: Callable[[_DTypeLike_uint16], None]
_jt_gate_108: Callable[[_DTypeLike_uint32], None]
_jt_gate_109: Callable[[_DTypeLike_uint64], None]
_jt_gate_110: Callable[[_DTypeLike_int2], None]
_jt_gate_111: Callable[[_DTypeLike_int4], None]
_jt_gate_112: Callable[[_DTypeLike_int8], None]
_jt_gate_113: Callable[[_DTypeLike_int16], None]
_jt_gate_114: Callable[[_DTypeLike_int32], None]
_jt_gate_115: Callable[[_DTypeLike_float4_e2m1fn], None]
_jt_gate_116: Callable[[_DTypeLike_float8_e3m4], None]
_jt_gate_117: Callable[[_DTypeLike_float8_e4m3], None]
_jt_gate_118: Callable[[_DTypeLike_float8_e4m3b11fnuz], None]
_jt_gate_119: Callable[[_DTypeLike_float8_e4m3fn], None]
_jt_gate_120: Callable[[_DTypeLike_float8_e4m3fnuz], None]
_jt_gate_121: Callable[[_DTypeLike_float8_e5m2], None]
_jt_gate_122: Callable[[_DTypeLike_float8_e5m2fnuz], None]
_jt_gate_123: Callable[[_DTypeLike_float8_e8m0fnu], None]
_jt_gate_124: Callable[[_DTypeLike_bfloat16], None]
_jt_gate_125: Callable[[_DTypeLike_float16], None]
_jt_gate_126: Callable[[_DTypeLike_float32], None]
_jt_gate_127: Callable[[_DTypeLike_complex64], None]
_jt_gate_128: Callable[[_DTypeLike_int64_exact], None]
_jt_gate_129: Callable[[_DTypeLike_float64_exact], None]
_jt_gate_130: Callable[[_DTypeLike_complex128_exact], None]
_jt_gate_131: Callable[[Array[complexfloating]], None]
_jt_gate_132: Callable[[Array[inexact]], None]
_jt_gate_133: Callable[[Array[number]], None]
_jt_gate_134: Callable[[Array[generic]], None]
_jt_gate_135: Callable[[Array[_Top]], None]
_jt_gate_136: Callable[[Array[_JustInt] | _JustInt, Array[_JustInt] | _JustInt, Array[_JustInt] | _JustInt], None]
_jt_gate_137: Callable[[Array[_JustFloat] | _JustFloat, Array[_JustFloat] | _JustFloat, Array[_JustFloat] | _JustFloat], None]
_jt_gate_138: Callable[[Array[_JustComplex] | _JustComplex, Array[_JustComplex] | _JustComplex, Array[_JustComplex] | _JustComplex], None]
_jt_gate_139: Callable[[_Union25, _Union25, _Union25], None]
_jt_gate_140: Callable[[Array[uint2], Array[uint2], Array[uint2]], None]
_jt_gate_141: Callable[[Array[uint4], Array[uint4], Array[uint4]], None]
_jt_gate_142: Callable[[_Union0, _Union0, _Union0], None]
_jt_gate_143: Callable[[_Union1, _Union1, _Union1], None]
_jt_gate_144: Callable[[_Union2, _Union2, _Union2], None]
_jt_gate_145: Callable[[_Union3, _Union3, _Union3], None]
_jt_gate_146: Callable[[Array[int2], Array[int2], Array[int2]], None]
_jt_gate_147: Callable[[Array[int4], Array[int4], Array[int4]], None]
_jt_gate_148: Callable[[_Union4, _Union4, _Union4], None]
_jt_gate_149: Callable[[_Union5, _Union5, _Union5], None]
_jt_gate_150: Callable[[_Union6, _Union6, _Union6], None]
_jt_gate_151: Callable[[_Union7, _Union7, _Union7], None]
_jt_gate_152: Callable[[Array[float4_e2m1fn], Array[float4_e2m1fn], Array[float4_e2m1fn]], None]
_jt_gate_153: Callable[[Array[float8_e3m4], Array[float8_e3m4], Array[float8_e3m4]], None]
_jt_gate_154: Callable[[Array[float8_e4m3], Array[float8_e4m3], Array[float8_e4m3]], None]
_jt_gate_155: Callable[[Array[float8_e4m3b11fnuz], Array[float8_e4m3b11fnuz], Array[float8_e4m3b11fnuz]], None]
_jt_gate_156: Callable[[Array[float8_e4m3fn], Array[float8_e4m3fn], Array[float8_e4m3fn]], None]
_jt_gate_157: Callable[[Array[float8_e4m3fnuz], Array[float8_e4m3fnuz], Array[float8_e4m3fnuz]], None]
_jt_gate_158: Callable[[Array[float8_e5m2], Array[float8_e5m2], Array[float8_e5m2]], None]
_jt_gate_159: Callable[[Array[float8_e5m2fnuz], Array[float8_e5m2fnuz], Array[float8_e5m2fnuz]], None]
_jt_gate_160: Callable[[Array[float8_e8m0fnu], Array[float8_e8m0fnu], Array[float8_e8m0fnu]], None]
_jt_gate_161: Callable[[Array[bfloat16], Array[bfloat16], Array[bfloat16]], None]
_jt_gate_162: Callable[[_Union8, _Union8, _Union8], None]
_jt_gate_163: Callable[[_Union9, _Union9, _Union9], None]
_jt_gate_164: Callable[[_Union10, _Union10, _Union10], None]
_jt_gate_165: Callable[[_Union11, _Union11, _Union11], None]
_jt_gate_166: Callable[[_Union12, _Union12, _Union12], None]
_jt_gate_167: Callable[[_Union13, _Union13], None]
_jt_gate_168: Callable[[_Union14, _Union14], None]
_jt_gate_169: Callable[[_Union15, _Union15], None]
_jt_gate_170: Callable[[_Union16, _Union16], None]
_jt_gate_171: Callable[[Array[_Exactly_signedinteger], _Union17, _Union17], None]
_jt_gate_172: Callable[[_Union17, Array[_Exactly_signedinteger], _Union17], None]
_jt_gate_173: Callable[[_Union17, _Union17, Array[_Exactly_signedinteger]], None]
_jt_gate_174: Callable[[Array[_Exactly_unsignedinteger], _Union18, _Union18], None]
_jt_gate_175: Callable[[_Union18, Array[_Exactly_unsignedinteger], _Union18], None]
_jt_gate_176: Callable[[_Union18, _Union18, Array[_Exactly_unsignedinteger]], None]
_jt_gate_177: Callable[[Array[_Exactly_integer], _Union19, _Union19], None]
_jt_gate_178: Callable[[_Union19, Array[_Exactly_integer], _Union19], None]
_jt_gate_179: Callable[[_Union19, _Union19, Array[_Exactly_integer]], None]
_jt_gate_180: Callable[[Array[_Exactly_floating], _Union20, _Union20], None]
_jt_gate_181: Callable[[_Union20, Array[_Exactly_floating], _Union20], None]
_jt_gate_182: Callable[[_Union20, _Union20, Array[_Exactly_floating]], None]
_jt_gate_183: Callable[[Array[_Exactly_complexfloating], _Union21, _Union21], None]
_jt_gate_184: Callable[[_Union21, Array[_Exactly_complexfloating], _Union21], None]
_jt_gate_185: Callable[[_Union21, _Union21, Array[_Exactly_complexfloating]], None]
_jt_gate_186: Callable[[Array[_Exactly_inexact], _Union22, _Union22], None]
_jt_gate_187: Callable[[_Union22, Array[_Exactly_inexact], _Union22], None]
_jt_gate_188: Callable[[_Union22, _Union22, Array[_Exactly_inexact]], None]
_jt_gate_189: Callable[[Array[_Exactly_number], _Union23, _Union23], None]
_jt_gate_190: Callable[[_Union23, Array[_Exactly_number], _Union23], None]
_jt_gate_191: Callable[[_Union23, _Union23, Array[_Exactly_number]], None]
_jt_gate_192: Callable[[Array[_Exactly_generic], _Union24, _Union24], None]
_jt_gate_193: Callable[[_Union24, Array[_Exactly_generic], _Union24], None]
_jt_gate_194: Callable[[_Union24, _Union24, Array[_Exactly_generic]], None]
_jt_gate_195: Callable[[_Union7], None]
_jt_gate_196: Callable[[Array[bool_] | _NDArray[np.bool_], Array[bool_] | _NDArray[np.bool_]], None]
_jt_gate_197: Callable[[Array[bool_ | uint2] | _NDArray[np.bool_], Array[uint2]], None]
_jt_gate_198: Callable[[Array[uint2], Array[bool_] | _NDArray[np.bool_]], None]
_jt_gate_199: Callable[[Array[_Union52] | _NDArray[np.bool_], Array[uint4]], None]
_jt_gate_200: Callable[[Array[uint4], Array[_Union53] | _NDArray[np.bool_]], None]
_jt_gate_201: Callable[[Array[_Union54] | _NDArray[np.bool_ | np.uint8], Array[uint8] | _NDArray[np.uint8]], None]
_jt_gate_202: Callable[[Array[uint8] | _NDArray[np.uint8], Array[_Union55] | _NDArray[np.bool_]], None]
_jt_gate_203: Callable[[Array[_Union56] | _NDArray[_Union57], Array[uint16] | _NDArray[np.uint16]], None]
_jt_gate_204: Callable[[Array[uint16] | _NDArray[np.uint16], Array[_Union58] | _NDArray[_Union59]], None]
_jt_gate_205: Callable[[Array[_Union60] | _NDArray[_Union61], Array[uint32] | _NDArray[np.uint32]], None]
_jt_gate_206: Callable[[Array[uint32] | _NDArray[np.uint32], Array[_Union62] | _NDArray[_Union63]], None]
_jt_gate_207: Callable[[Array[_Union64] | _NDArray[_Union65], Array[uint64] | _NDArray[np.uint64]], None]
_jt_gate_208: Callable[[Array[uint64] | _NDArray[np.uint64], Array[_Union60] | _NDArray[_Union61]], None]
_jt_gate_209: Callable[[Array[int32] | _NDArray[np.int32], Array[uint64] | _NDArray[np.uint64]], None]
_jt_gate_210: Callable[[Array[uint64] | _NDArray[np.uint64], Array[int32] | _NDArray[np.int32]], None]
_jt_gate_211: Callable[[Array[_Union53] | _NDArray[np.bool_], Array[int2]], None]
_jt_gate_212: Callable[[Array[int2], Array[bool_ | uint2] | _NDArray[np.bool_]], None]
_jt_gate_213: Callable[[Array[_Union55] | _NDArray[np.bool_], Array[int4]], None]
_jt_gate_214: Callable[[Array[int4], Array[_Union52] | _NDArray[np.bool_]], None]
_jt_gate_215: Callable[[Array[_Union58] | _NDArray[_Union59], Array[int8] | _NDArray[np.int8]], None]
_jt_gate_216: Callable[[Array[int8] | _NDArray[np.int8], Array[_Union54] | _NDArray[np.bool_ | np.uint8]], None]
_jt_gate_217: Callable[[Array[_Union62] | _NDArray[_Union63], Array[int16] | _NDArray[np.int16]], None]
_jt_gate_218: Callable[[Array[int16] | _NDArray[np.int16], Array[_Union56] | _NDArray[_Union57]], None]
_jt_gate_219: Callable[[Array[_Union66] | _NDArray[_Union67], Array[int32] | _NDArray[np.int32]], None]
_jt_gate_220: Callable[[Array[int32] | _NDArray[np.int32], Array[_Union60] | _NDArray[_Union61]], None]
_jt_gate_221: Callable[[Array[_Union68] | _NDArray[_Union69], Array[int64] | _NDArray[np.int64]], None]
_jt_gate_222: Callable[[Array[int64 | builtins.int] | _NDArray[np.int64], Array[_Union70] | _NDArray[_Union71]], None]
_jt_gate_223: Callable[[Array[_Union72] | _NDArray[_Union69], Array[float4_e2m1fn]], None]
_jt_gate_224: Callable[[Array[_Union73] | _NDArray[_Union69], Array[float8_e3m4]], None]
_jt_gate_225: Callable[[Array[_Union74] | _NDArray[_Union69], Array[float8_e4m3]], None]
_jt_gate_226: Callable[[Array[_Union75] | _NDArray[_Union69], Array[float8_e4m3b11fnuz]], None]
_jt_gate_227: Callable[[Array[_Union76] | _NDArray[_Union69], Array[float8_e4m3fn]], None]
_jt_gate_228: Callable[[Array[_Union77] | _NDArray[_Union69], Array[float8_e4m3fnuz]], None]
_jt_gate_229: Callable[[Array[_Union78] | _NDArray[_Union69], Array[float8_e5m2]], None]
_jt_gate_230: Callable[[Array[_Union79] | _NDArray[_Union69], Array[float8_e5m2fnuz]], None]
_jt_gate_231: Callable[[Array[_Union80] | _NDArray[_Union81], Array[float8_e8m0fnu]], None]
_jt_gate_232: Callable[[Array[_Union82] | _NDArray[_Union81], Array[bfloat16]], None]
_jt_gate_233: Callable[[Array[_Union83] | _NDArray[_Union81], Array[float16] | _NDArray[np.float16]], None]
_jt_gate_234: Callable[[Array[_Union84] | _NDArray[_Union85], Array[float32] | _NDArray[np.float32]], None]
_jt_gate_235: Callable[[Array[_Union86] | _NDArray[_Union87], Array[float64] | _NDArray[np.float64]], None]
_jt_gate_236: Callable[[Array[float64 | builtins.float] | _NDArray[np.float64], Array[_Union88] | _NDArray[_Union85]], None]
_jt_gate_237: Callable[[Array[_Union89] | _NDArray[_Union90], Array[complex64] | _NDArray[np.complex64]], None]
_jt_gate_238: Callable[[Array[_Union91] | _NDArray[_Union92], Array[complex128] | _NDArray[np.complex128]], None]
_jt_gate_239: Callable[[Array[complex128 | builtins.complex] | _NDArray[np.complex128], Array[_Union93] | _NDArray[_Union90]], None]
_jt_gate_240: Callable[[Array[_Union94] | _NDArray[_Union69], Array[builtins.int]], None]
_jt_gate_241: Callable[[Array[float16] | _NDArray[np.float16], Array[_Union95] | _NDArray[_Union69]], None]
_jt_gate_242: Callable[[Array[float32] | _NDArray[np.float32], Array[_Union82] | _NDArray[_Union81]], None]
_jt_gate_243: Callable[[Array[float64] | _NDArray[np.float64], Array[builtins.int]], None]
_jt_gate_244: Callable[[Array[builtins.int], Array[builtins.int]], None]
_jt_gate_245: Callable[[Array[builtins.float], Array[builtins.int]], None]
_jt_gate_246: Callable[[Array[complex64] | _NDArray[np.complex64], Array[_Union86] | _NDArray[_Union87]], None]
_jt_gate_247: Callable[[Array[complex128] | _NDArray[np.complex128], Array[builtins.int | builtins.float]], None]
_jt_gate_248: Callable[[Array[builtins.int | builtins.float], Array[builtins.float]], None]
_jt_gate_249: Callable[[Array[builtins.complex], Array[builtins.int | builtins.float]], None]
_jt_gate_250: Callable[[Array[_Union96], Array[builtins.complex]], None]
_jt_gate_251: Callable[[Array[uint64], Array[_Exactly_unsignedinteger]], None]
_jt_gate_252: Callable[[Array[float4_e2m1fn], Array[_Union97] | _NDArray[_Union69]], None]
_jt_gate_253: Callable[[Array[float8_e3m4], Array[_Union98] | _NDArray[_Union69]], None]
_jt_gate_254: Callable[[Array[float8_e4m3], Array[_Union99] | _NDArray[_Union69]], None]
_jt_gate_255: Callable[[Array[float8_e4m3b11fnuz], Array[_Union100] | _NDArray[_Union69]], None]
_jt_gate_256: Callable[[Array[float8_e4m3fn], Array[_Union101] | _NDArray[_Union69]], None]
_jt_gate_257: Callable[[Array[float8_e4m3fnuz], Array[_Union99] | _NDArray[_Union69]], None]
_jt_gate_258: Callable[[Array[float8_e5m2], Array[_Union102] | _NDArray[_Union69]], None]
_jt_gate_259: Callable[[Array[float8_e5m2fnuz], Array[_Union102] | _NDArray[_Union69]], None]
_jt_gate_260: Callable[[Array[float8_e8m0fnu], Array[_Union103] | _NDArray[_Union81]], None]
_jt_gate_261: Callable[[Array[bfloat16], Array[_Union104] | _NDArray[_Union81]], None]
_jt_gate_262: Callable[[Array[_Union105] | _NDArray[_Union87], Array[builtins.float]], None]
_jt_gate_263: Callable[[Array[_Union106] | _NDArray[_Union92], Array[builtins.complex]], None]
_jt_gate_264: Callable[[Array[float16], Array[_Union107]], None]
_jt_gate_265: Callable[[Array[float32], Array[_Union107]], None]
_jt_gate_266: Callable[[Array[complex64], Array[_Union108]], None]
_jt_gate_267: Callable[[Array[_Union109], Array[_Exactly_signedinteger]], None]
_jt_gate_268: Callable[[Array[int32], Array[_Exactly_signedinteger]], None]
_jt_gate_269: Callable[[Array[_Union110], Array[_Exactly_unsignedinteger]], None]
_jt_gate_270: Callable[[Array[uint32], Array[_Exactly_unsignedinteger]], None]
_jt_gate_271: Callable[[Array[_Union64], Array[_Exactly_integer]], None]
_jt_gate_272: Callable[[Array[_Union111], Array[_Exactly_unsignedinteger]], None]
_jt_gate_273: Callable[[Array[_Union112], Array[_Exactly_signedinteger]], None]
_jt_gate_274: Callable[[Array[int32], Array[_Exactly_unsignedinteger | _Exactly_integer]], None]
_jt_gate_275: Callable[[Array[float32], Array[_Exactly_floating]], None]
_jt_gate_276: Callable[[Array[complex64], Array[_Union113]], None]
_jt_gate_277: Callable[[Array[bool_], Array[_Exactly_generic]], None]
_jt_gate_278: Callable[[_NDArray[_Union92], Array[_Union114]], None]
_jt_gate_279: Callable[[Array[int64 | builtins.int], Array[_Union107]], None]
_jt_gate_280: Callable[[Array[_Union82], Array[_Exactly_floating]], None]
_jt_gate_281: Callable[[Array[_Union68], Array[_Exactly_number]], None]
_jt_gate_282: Callable[[Array[_Union115], Array[_Exactly_generic]], None]
_jt_gate_283: Callable[[Array[float64 | builtins.float], Array[_Union108]], None]
_jt_gate_284: Callable[[Array[_Union89], Array[_Exactly_complexfloating]], None]
_jt_gate_285: Callable[[Array[_Union86], Array[_Exactly_inexact]], None]
_jt_gate_286: Callable[[Array[_Union116], Array[_Exactly_number | _Exactly_generic]], None]
_jt_gate_287: Callable[[Array[complex128 | builtins.complex], Array[_Union114]], None]
_jt_gate_288: Callable[[Array[_Union91] | _NDArray[_Union92]], None]
_jt_gate_289: Callable[[Array[bool_ | builtins.int] | _NDArray[np.bool_], Array[bool_ | builtins.int] | _NDArray[np.bool_]], None]
_jt_gate_290: Callable[[Array[_Union117] | _NDArray[np.bool_], Array[_Union117] | _NDArray[np.bool_]], None]
_jt_gate_291: Callable[[Array[_Union118] | _NDArray[np.bool_], Array[_Union118] | _NDArray[np.bool_]], None]
_jt_gate_292: Callable[[Array[_Union119] | _NDArray[np.bool_ | np.uint8], Array[_Union119] | _NDArray[np.bool_ | np.uint8]], None]
_jt_gate_293: Callable[[Array[_Union120] | _NDArray[np.bool_], Array[_Union120] | _NDArray[np.bool_]], None]
_jt_gate_294: Callable[[Array[_Union121] | _NDArray[np.bool_], Array[_Union121] | _NDArray[np.bool_]], None]
_jt_gate_295: Callable[[Array[_Union122] | _NDArray[np.bool_ | np.int8], Array[_Union122] | _NDArray[np.bool_ | np.int8]], None]
_jt_gate_296: Callable[[Array[_Union123] | _NDArray[_Union124], Array[_Union123] | _NDArray[_Union124]], None]
_jt_gate_297: Callable[[Array[_Union125] | _NDArray[_Union126], Array[_Union125] | _NDArray[_Union126]], None]
_jt_gate_298: Callable[[Array[_Union127] | _NDArray[_Union128], Array[_Union127] | _NDArray[_Union128]], None]
_jt_gate_299: Callable[[Array[_Union129] | _NDArray[_Union130], Array[_Union129] | _NDArray[_Union130]], None]
_jt_gate_300: Callable[[Array[_Union131] | _NDArray[_Union132], Array[_Union131] | _NDArray[_Union132]], None]
_jt_gate_301: Callable[[Array[_Union133] | _NDArray[_Union134], Array[_Union133] | _NDArray[_Union134]], None]
_jt_gate_302: Callable[[Array[_Union135] | _NDArray[_Union69], Array[_Union135] | _NDArray[_Union69]], None]
_jt_gate_303: Callable[[Array[_Union136] | _NDArray[_Union69], Array[_Union136] | _NDArray[_Union69]], None]
_jt_gate_304: Callable[[Array[_Union137] | _NDArray[_Union69], Array[_Union137] | _NDArray[_Union69]], None]
_jt_gate_305: Callable[[Array[_Union138] | _NDArray[_Union69], Array[_Union138] | _NDArray[_Union69]], None]
_jt_gate_306: Callable[[Array[_Union139] | _NDArray[_Union69], Array[_Union139] | _NDArray[_Union69]], None]
_jt_gate_307: Callable[[Array[_Union140] | _NDArray[_Union69], Array[_Union140] | _NDArray[_Union69]], None]
_jt_gate_308: Callable[[Array[_Union141] | _NDArray[_Union69], Array[_Union141] | _NDArray[_Union69]], None]
_jt_gate_309: Callable[[Array[_Union142] | _NDArray[_Union69], Array[_Union142] | _NDArray[_Union69]], None]
_jt_gate_310: Callable[[Array[_Union143] | _NDArray[_Union69], Array[_Union143] | _NDArray[_Union69]], None]
_jt_gate_311: Callable[[Array[_Union144] | _NDArray[_Union69], Array[_Union144] | _NDArray[_Union69]], None]
_jt_gate_312: Callable[[Array[_Union145] | _NDArray[_Union69], Array[_Union145] | _NDArray[_Union69]], None]
_jt_gate_313: Callable[[Array[_Union146] | _NDArray[_Union81], Array[_Union146] | _NDArray[_Union81]], None]
_jt_gate_314: Callable[[Array[_Union147] | _NDArray[_Union69], Array[_Union147] | _NDArray[_Union69]], None]
_jt_gate_315: Callable[[Array[_Union148] | _NDArray[_Union85], Array[_Union148] | _NDArray[_Union85]], None]
_jt_gate_316: Callable[[Array[_Union149] | _NDArray[_Union87], Array[_Union149] | _NDArray[_Union87]], None]
_jt_gate_317: Callable[[Array[_Union150] | _NDArray[_Union151], Array[_Union150] | _NDArray[_Union151]], None]
_jt_gate_318: Callable[[Array[_Union152] | _NDArray[_Union92], Array[_Union152] | _NDArray[_Union92]], None]
_jt_gate_319: Callable[[Array[float4_e2m1fn], Array[_Union107]], None]
_jt_gate_320: Callable[[Array[float8_e3m4], Array[_Union107]], None]
_jt_gate_321: Callable[[Array[float8_e4m3], Array[_Union107]], None]
_jt_gate_322: Callable[[Array[float8_e4m3b11fnuz], Array[_Union107]], None]
_jt_gate_323: Callable[[Array[float8_e4m3fn], Array[_Union107]], None]
_jt_gate_324: Callable[[Array[float8_e4m3fnuz], Array[_Union107]], None]
_jt_gate_325: Callable[[Array[float8_e5m2], Array[_Union107]], None]
_jt_gate_326: Callable[[Array[float8_e5m2fnuz], Array[_Union107]], None]
_jt_gate_327: Callable[[Array[float8_e8m0fnu], Array[_Union107]], None]
_jt_gate_328: Callable[[Array[bfloat16], Array[_Union107]], None]
_jt_gate_329: Callable[[Array[_Exactly_unsignedinteger], Array[uint64]], None]
_jt_gate_330: Callable[[Array[_Union107], Array[float4_e2m1fn]], None]
_jt_gate_331: Callable[[Array[_Union107], Array[float8_e3m4]], None]
_jt_gate_332: Callable[[Array[_Union107], Array[float8_e4m3]], None]
_jt_gate_333: Callable[[Array[_Union107], Array[float8_e4m3b11fnuz]], None]
_jt_gate_334: Callable[[Array[_Union107], Array[float8_e4m3fn]], None]
_jt_gate_335: Callable[[Array[_Union107], Array[float8_e4m3fnuz]], None]
_jt_gate_336: Callable[[Array[_Union107], Array[float8_e5m2]], None]
_jt_gate_337: Callable[[Array[_Union107], Array[float8_e5m2fnuz]], None]
_jt_gate_338: Callable[[Array[_Union107], Array[float8_e8m0fnu]], None]
_jt_gate_339: Callable[[Array[_Union107], Array[bfloat16]], None]
_jt_gate_340: Callable[[Array[_Union107], Array[float16]], None]
_jt_gate_341: Callable[[Array[_Union107], Array[float32]], None]
_jt_gate_342: Callable[[Array[_Union108], Array[complex64]], None]
_jt_gate_343: Callable[[Array[_Exactly_signedinteger], Array[int32]], None]
_jt_gate_344: Callable[[Array[_Exactly_unsignedinteger], Array[uint32]], None]
_jt_gate_345: Callable[[Array[_Exactly_integer], Array[bool_ | uint2]], None]
_jt_gate_346: Callable[[Array[_Exactly_unsignedinteger | _Exactly_integer], Array[int32]], None]
_jt_gate_347: Callable[[Array[_Exactly_floating], Array[float32]], None]
_jt_gate_348: Callable[[Array[_Union153], Array[complex64]], None]
_jt_gate_349: Callable[[Array[_Exactly_number], Array[bool_]], None]
_jt_gate_350: Callable[[Array[_Union107], Array[int64 | builtins.int]], None]
_jt_gate_351: Callable[[Array[_Exactly_signedinteger], Array[_Union154]], None]
_jt_gate_352: Callable[[Array[_Exactly_unsignedinteger], Array[_Union155]], None]
_jt_gate_353: Callable[[Array[_Exactly_signedinteger | _Exactly_integer], Array[_Union156]], None]
_jt_gate_354: Callable[[Array[_Union107], Array[_Exactly_integer]], None]
_jt_gate_355: Callable[[Array[_Exactly_unsignedinteger | _Exactly_integer], Array[_Union157]], None]
_jt_gate_356: Callable[[Array[_Union108], Array[_Exactly_floating]], None]
_jt_gate_357: Callable[[Array[_Exactly_floating], Array[_Union158]], None]
_jt_gate_358: Callable[[Array[_Union108], Array[float64 | builtins.float]], None]
_jt_gate_359: Callable[[Array[_Union114], Array[_Exactly_complexfloating]], None]
_jt_gate_360: Callable[[Array[_Exactly_complexfloating], Array[_Union159]], None]
_jt_gate_361: Callable[[Array[_Union160], Array[_Exactly_inexact]], None]
_jt_gate_362: Callable[[Array[_Exactly_floating | _Exactly_inexact], Array[_Exactly_number | _Exactly_generic]], None]
_jt_gate_363: Callable[[Array[_Exactly_inexact], Array[_Union97]], None]
_jt_gate_364: Callable[[Array[_Union161], Array[_Exactly_number]], None]
_jt_gate_365: Callable[[Array[_Union162], Array[_Exactly_generic]], None]
_jt_gate_366: Callable[[Array[_Exactly_number | _Exactly_generic], Array[_Union163]], None]
_jt_gate_367: Callable[[Array[_Union113], Array[_Union164]], None]
_jt_gate_368: Callable[[Array[_Union114], Array[complex128 | builtins.complex]], None]
_jt_gate_369: Callable[[Array[_Exactly_generic], Array[bool_ | _Exactly_generic]], None]
_jt_gate_370: Callable[[Array[_Union165]], None]
class _JTNoArgument: ...  # no argument's type: keeps a sequence's TypeVar from being bare
# </generated parameter_typevars>

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
    def __call__(self, x: _Union13_1, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_1], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_1], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_1], None] = _jt_gate_32) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _Only32_8, /, *, _jt_gate: Callable[[_Union16_1], None] = _jt_gate_33) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P64, y: _Union17_2, /, *, _jt_gate: Callable[[_P64, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P67, /, *, _jt_gate: Callable[[_Union17_1, _P67], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P68, y: _Union18_2, /, *, _jt_gate: Callable[[_P68, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P71, /, *, _jt_gate: Callable[[_Union18_1, _P71], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union19_2, /, *, _jt_gate: Callable[[_P72, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P75, /, *, _jt_gate: Callable[[_Union19_1, _P75], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P76, y: _Union20_2, /, *, _jt_gate: Callable[[_P76, _Union20_2], None] = _jt_gate_40) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P79, /, *, _jt_gate: Callable[[_Union20_1, _P79], None] = _jt_gate_41) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P80, y: _Union21_2, /, *, _jt_gate: Callable[[_P80, _Union21_2], None] = _jt_gate_42) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P83, /, *, _jt_gate: Callable[[_Union21_1, _P83], None] = _jt_gate_43) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P84, y: _Union22_2, /, *, _jt_gate: Callable[[_P84, _Union22_2], None] = _jt_gate_44) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P87, /, *, _jt_gate: Callable[[_Union22_1, _P87], None] = _jt_gate_45) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[number]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[number]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_add(_Overloads_add): ...
add: _Fn_add
@overload
def atan2(x: _P96, y: _P2, /, *, _jt_gate: Callable[[_P96, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def atan2(x: _P97, y: _P4, /, *, _jt_gate: Callable[[_P97, _P4], None] = _jt_gate_2) -> Array[builtins.complex]: ...
@overload
def atan2(x: _P98, y: _P30, /, *, _jt_gate: Callable[[_P98, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def atan2(x: _P99, y: _P32, /, *, _jt_gate: Callable[[_P99, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def atan2(x: _P100, y: _P34, /, *, _jt_gate: Callable[[_P100, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def atan2(x: _P101, y: _P36, /, *, _jt_gate: Callable[[_P101, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def atan2(x: _P102, y: _P38, /, *, _jt_gate: Callable[[_P102, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def atan2(x: _P103, y: _P40, /, *, _jt_gate: Callable[[_P103, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def atan2(x: _P104, y: _P42, /, *, _jt_gate: Callable[[_P104, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def atan2(x: _P105, y: _P44, /, *, _jt_gate: Callable[[_P105, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def atan2(x: _P106, y: _P46, /, *, _jt_gate: Callable[[_P106, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def atan2(x: _P107, y: _P48, /, *, _jt_gate: Callable[[_P107, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
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
def atan2(x: _Union15_0, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_0], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def atan2(x: _Union16_0, y: _Only32_8, /, *, _jt_gate: Callable[[_Union16_0], None] = _jt_gate_33) -> Array[complex64]: ...
@overload
def atan2(x: _P115, y: _Union20_1, /, *, _jt_gate: Callable[[_P115, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def atan2(x: _Union20_0, y: _P76, /, *, _jt_gate: Callable[[_Union20_0, _P76], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def atan2(x: _P117, y: _Union21_1, /, *, _jt_gate: Callable[[_P117, _Union21_1], None] = _jt_gate_42) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def atan2(x: _Union21_0, y: _P80, /, *, _jt_gate: Callable[[_Union21_0, _P80], None] = _jt_gate_43) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def atan2(x: _P119, y: _Union22_1, /, *, _jt_gate: Callable[[_P119, _Union22_1], None] = _jt_gate_44) -> Array[inexact]: ...
@overload
def atan2(x: _Union22_0, y: _P84, /, *, _jt_gate: Callable[[_Union22_0, _P84], None] = _jt_gate_45) -> Array[inexact]: ...
@overload
def atan2(x: _P121, y: _Union23_1, /, *, _jt_gate: Callable[[_P121, _Union23_1], None] = _jt_gate_46) -> Array[inexact]: ...
@overload
def atan2(x: _Union23_0, y: _P88, /, *, _jt_gate: Callable[[_Union23_0, _P88], None] = _jt_gate_47) -> Array[inexact]: ...
@overload
def atan2(x: _P123, y: _Union24_1, /, *, _jt_gate: Callable[[_P123, _Union24_1], None] = _jt_gate_48) -> Array[inexact]: ...
@overload
def atan2(x: _Union24_0, y: _P92, /, *, _jt_gate: Callable[[_Union24_0, _P92], None] = _jt_gate_49) -> Array[inexact]: ...
@overload
def atan2(x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
@overload
def atan2(x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
@overload
def atan2(x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Overloads_bitwise_and:
    """Type-check only: the overloads of bitwise_and, bitwise_or, bitwise_xor (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _P0, y: _P1, /, *, _jt_gate: Callable[[_P0, _P1], None] = _jt_gate_0) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_50) -> Array[bool_]: ...
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
    def __call__(self, x: _Union13_1, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_1], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_1], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P64, y: _Union17_2, /, *, _jt_gate: Callable[[_P64, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P67, /, *, _jt_gate: Callable[[_Union17_1, _P67], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P68, y: _Union18_2, /, *, _jt_gate: Callable[[_P68, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P71, /, *, _jt_gate: Callable[[_Union18_1, _P71], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union19_2, /, *, _jt_gate: Callable[[_P72, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P75, /, *, _jt_gate: Callable[[_Union19_1, _P75], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[generic]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[generic]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
class _Fn_bitwise_and(_Overloads_bitwise_and): ...
bitwise_and: _Fn_bitwise_and
class _Fn_bitwise_or(_Overloads_bitwise_and): ...
bitwise_or: _Fn_bitwise_or
class _Fn_bitwise_xor(_Overloads_bitwise_and): ...
bitwise_xor: _Fn_bitwise_xor
@overload
def complex(x: _P96, y: _P2, /, *, _jt_gate: Callable[[_P96, _P2], None] = _jt_gate_1) -> Array[builtins.complex]: ...
@overload
def complex(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[complex64]: ...
@overload
def complex(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_complex128_complex64]: ...
@overload
def complex(x: _Union15_0, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_0], None] = _jt_gate_32) -> Array[complex64]: ...
@overload
def complex(x: _P115, y: _Union20_1, /, *, _jt_gate: Callable[[_P115, _Union20_1], None] = _jt_gate_40) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union20_0, y: _P76, /, *, _jt_gate: Callable[[_Union20_0, _P76], None] = _jt_gate_41) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _P119, y: _Union22_1, /, *, _jt_gate: Callable[[_P119, _Union22_1], None] = _jt_gate_44) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union22_0, y: _P84, /, *, _jt_gate: Callable[[_Union22_0, _P84], None] = _jt_gate_45) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _P121, y: _Union23_1, /, *, _jt_gate: Callable[[_P121, _Union23_1], None] = _jt_gate_46) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union23_0, y: _P88, /, *, _jt_gate: Callable[[_Union23_0, _P88], None] = _jt_gate_47) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _P123, y: _Union24_1, /, *, _jt_gate: Callable[[_P123, _Union24_1], None] = _jt_gate_48) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _Union24_0, y: _P92, /, *, _jt_gate: Callable[[_Union24_0, _P92], None] = _jt_gate_49) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def complex(x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
@overload
def complex(x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_50) -> Array[bool_]: ...
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
    def __call__(self, x: _Union13_1, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_1], None] = _jt_gate_30) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_1], None] = _jt_gate_31) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_1], None] = _jt_gate_32) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _Only32_8, /, *, _jt_gate: Callable[[_Union16_1], None] = _jt_gate_33) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P64, y: _Union17_2, /, *, _jt_gate: Callable[[_P64, _Union17_2], None] = _jt_gate_34) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P67, /, *, _jt_gate: Callable[[_Union17_1, _P67], None] = _jt_gate_35) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P68, y: _Union18_2, /, *, _jt_gate: Callable[[_P68, _Union18_2], None] = _jt_gate_36) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P71, /, *, _jt_gate: Callable[[_Union18_1, _P71], None] = _jt_gate_37) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P72, y: _Union19_2, /, *, _jt_gate: Callable[[_P72, _Union19_2], None] = _jt_gate_38) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P75, /, *, _jt_gate: Callable[[_Union19_1, _P75], None] = _jt_gate_39) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P76, y: _Union20_2, /, *, _jt_gate: Callable[[_P76, _Union20_2], None] = _jt_gate_40) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P79, /, *, _jt_gate: Callable[[_Union20_1, _P79], None] = _jt_gate_41) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P80, y: _Union21_2, /, *, _jt_gate: Callable[[_P80, _Union21_2], None] = _jt_gate_42) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P83, /, *, _jt_gate: Callable[[_Union21_1, _P83], None] = _jt_gate_43) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P84, y: _Union22_2, /, *, _jt_gate: Callable[[_P84, _Union22_2], None] = _jt_gate_44) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P87, /, *, _jt_gate: Callable[[_Union22_1, _P87], None] = _jt_gate_45) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_50) -> Array[bool_]: ...
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
    def __call__(self, x: _Union13_1, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_1], None] = _jt_gate_30) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_1], None] = _jt_gate_31) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_1], None] = _jt_gate_32) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P64, y: _Union17_2, /, *, _jt_gate: Callable[[_P64, _Union17_2], None] = _jt_gate_34) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P67, /, *, _jt_gate: Callable[[_Union17_1, _P67], None] = _jt_gate_35) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P68, y: _Union18_2, /, *, _jt_gate: Callable[[_P68, _Union18_2], None] = _jt_gate_36) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P71, /, *, _jt_gate: Callable[[_Union18_1, _P71], None] = _jt_gate_37) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P72, y: _Union19_2, /, *, _jt_gate: Callable[[_P72, _Union19_2], None] = _jt_gate_38) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P75, /, *, _jt_gate: Callable[[_Union19_1, _P75], None] = _jt_gate_39) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P76, y: _Union20_2, /, *, _jt_gate: Callable[[_P76, _Union20_2], None] = _jt_gate_40) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P79, /, *, _jt_gate: Callable[[_Union20_1, _P79], None] = _jt_gate_41) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P84, y: _Union22_2, /, *, _jt_gate: Callable[[_P84, _Union22_2], None] = _jt_gate_44) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P87, /, *, _jt_gate: Callable[[_Union22_1, _P87], None] = _jt_gate_45) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
    def __call__(self, x: _Union25_1, y: _Union25_2, /, *, _jt_gate: Callable[[_Union25_1, _Union25_2], None] = _jt_gate_50) -> Array[bool_]: ...
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
    def __call__(self, x: _Union13_1, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_1], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_1], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_1], None] = _jt_gate_32) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _Only32_8, /, *, _jt_gate: Callable[[_Union16_1], None] = _jt_gate_33) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P64, y: _Union17_2, /, *, _jt_gate: Callable[[_P64, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P67, /, *, _jt_gate: Callable[[_Union17_1, _P67], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P68, y: _Union18_2, /, *, _jt_gate: Callable[[_P68, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P71, /, *, _jt_gate: Callable[[_Union18_1, _P71], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union19_2, /, *, _jt_gate: Callable[[_P72, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P75, /, *, _jt_gate: Callable[[_Union19_1, _P75], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P76, y: _Union20_2, /, *, _jt_gate: Callable[[_P76, _Union20_2], None] = _jt_gate_40) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P79, /, *, _jt_gate: Callable[[_Union20_1, _P79], None] = _jt_gate_41) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P80, y: _Union21_2, /, *, _jt_gate: Callable[[_P80, _Union21_2], None] = _jt_gate_42) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P83, /, *, _jt_gate: Callable[[_Union21_1, _P83], None] = _jt_gate_43) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P84, y: _Union22_2, /, *, _jt_gate: Callable[[_P84, _Union22_2], None] = _jt_gate_44) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P87, /, *, _jt_gate: Callable[[_Union22_1, _P87], None] = _jt_gate_45) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[number]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[generic]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[generic]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
def nextafter(x: _P96, y: _P2, /, *, _jt_gate: Callable[[_P96, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def nextafter(x: _P98, y: _P30, /, *, _jt_gate: Callable[[_P98, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def nextafter(x: _P99, y: _P32, /, *, _jt_gate: Callable[[_P99, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def nextafter(x: _P100, y: _P34, /, *, _jt_gate: Callable[[_P100, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def nextafter(x: _P101, y: _P36, /, *, _jt_gate: Callable[[_P101, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def nextafter(x: _P102, y: _P38, /, *, _jt_gate: Callable[[_P102, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def nextafter(x: _P103, y: _P40, /, *, _jt_gate: Callable[[_P103, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def nextafter(x: _P104, y: _P42, /, *, _jt_gate: Callable[[_P104, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def nextafter(x: _P105, y: _P44, /, *, _jt_gate: Callable[[_P105, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def nextafter(x: _P106, y: _P46, /, *, _jt_gate: Callable[[_P106, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def nextafter(x: _P107, y: _P48, /, *, _jt_gate: Callable[[_P107, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def nextafter(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def nextafter(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def nextafter(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union15_0, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_0], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def nextafter(x: _P115, y: _Union20_1, /, *, _jt_gate: Callable[[_P115, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def nextafter(x: _Union20_0, y: _P76, /, *, _jt_gate: Callable[[_Union20_0, _P76], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def nextafter(x: _P119, y: _Union22_1, /, *, _jt_gate: Callable[[_P119, _Union22_1], None] = _jt_gate_44) -> Array[floating]: ...
@overload
def nextafter(x: _Union22_0, y: _P84, /, *, _jt_gate: Callable[[_Union22_0, _P84], None] = _jt_gate_45) -> Array[floating]: ...
@overload
def nextafter(x: _P121, y: _Union23_1, /, *, _jt_gate: Callable[[_P121, _Union23_1], None] = _jt_gate_46) -> Array[floating]: ...
@overload
def nextafter(x: _Union23_0, y: _P88, /, *, _jt_gate: Callable[[_Union23_0, _P88], None] = _jt_gate_47) -> Array[floating]: ...
@overload
def nextafter(x: _P123, y: _Union24_1, /, *, _jt_gate: Callable[[_P123, _Union24_1], None] = _jt_gate_48) -> Array[floating]: ...
@overload
def nextafter(x: _Union24_0, y: _P92, /, *, _jt_gate: Callable[[_Union24_0, _P92], None] = _jt_gate_49) -> Array[floating]: ...
@overload
def nextafter(x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
@overload
def nextafter(x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
@overload
def nextafter(x: Array[_LaxD], y: _LaxNeedsOneDtype_CastWithAstype[_LaxD], /) -> Never: ...
@overload
def rem(x: _P127, y: _P0, /, *, _jt_gate: Callable[[_P127, _P0], None] = _jt_gate_0) -> Array[builtins.int]: ...
@overload
def rem(x: _P96, y: _P2, /, *, _jt_gate: Callable[[_P96, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def rem(x: _P128, y: _P6, /, *, _jt_gate: Callable[[_P128, _P6], None] = _jt_gate_3) -> Array[uint2]: ...
@overload
def rem(x: _P129, y: _P8, /, *, _jt_gate: Callable[[_P129, _P8], None] = _jt_gate_4) -> Array[uint4]: ...
@overload
def rem(x: _Union0_0, y: _Union0_1, /, *, _jt_gate: Callable[[_Union0_0, _Union0_1], None] = _jt_gate_5) -> Array[uint8]: ...
@overload
def rem(x: _Union1_0, y: _Union1_1, /, *, _jt_gate: Callable[[_Union1_0, _Union1_1], None] = _jt_gate_6) -> Array[uint16]: ...
@overload
def rem(x: _Union2_0, y: _Union2_1, /, *, _jt_gate: Callable[[_Union2_0, _Union2_1], None] = _jt_gate_7) -> Array[uint32]: ...
@overload
def rem(x: _Union3_0, y: _Union3_1, /, *, _jt_gate: Callable[[_Union3_0, _Union3_1], None] = _jt_gate_8) -> Array[_Mode_uint64_uint32]: ...
@overload
def rem(x: _P134, y: _P18, /, *, _jt_gate: Callable[[_P134, _P18], None] = _jt_gate_9) -> Array[int2]: ...
@overload
def rem(x: _P135, y: _P20, /, *, _jt_gate: Callable[[_P135, _P20], None] = _jt_gate_10) -> Array[int4]: ...
@overload
def rem(x: _Union4_0, y: _Union4_1, /, *, _jt_gate: Callable[[_Union4_0, _Union4_1], None] = _jt_gate_11) -> Array[int8]: ...
@overload
def rem(x: _Union5_0, y: _Union5_1, /, *, _jt_gate: Callable[[_Union5_0, _Union5_1], None] = _jt_gate_12) -> Array[int16]: ...
@overload
def rem(x: _Union6_0, y: _Union6_1, /, *, _jt_gate: Callable[[_Union6_0, _Union6_1], None] = _jt_gate_13) -> Array[int32]: ...
@overload
def rem(x: _Union7_0, y: _Union7_1, /, *, _jt_gate: Callable[[_Union7_0, _Union7_1], None] = _jt_gate_14) -> Array[_Mode_int64_int32]: ...
@overload
def rem(x: _P98, y: _P30, /, *, _jt_gate: Callable[[_P98, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def rem(x: _P99, y: _P32, /, *, _jt_gate: Callable[[_P99, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def rem(x: _P100, y: _P34, /, *, _jt_gate: Callable[[_P100, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def rem(x: _P101, y: _P36, /, *, _jt_gate: Callable[[_P101, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def rem(x: _P102, y: _P38, /, *, _jt_gate: Callable[[_P102, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def rem(x: _P103, y: _P40, /, *, _jt_gate: Callable[[_P103, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def rem(x: _P104, y: _P42, /, *, _jt_gate: Callable[[_P104, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def rem(x: _P105, y: _P44, /, *, _jt_gate: Callable[[_P105, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def rem(x: _P106, y: _P46, /, *, _jt_gate: Callable[[_P106, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def rem(x: _P107, y: _P48, /, *, _jt_gate: Callable[[_P107, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def rem(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def rem(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def rem(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def rem(x: _Union13_0, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_0], None] = _jt_gate_30) -> Array[uint32]: ...
@overload
def rem(x: _Union14_0, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_0], None] = _jt_gate_31) -> Array[int32]: ...
@overload
def rem(x: _Union15_0, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_0], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def rem(x: _P142, y: _Union17_1, /, *, _jt_gate: Callable[[_P142, _Union17_1], None] = _jt_gate_34) -> Array[signedinteger]: ...
@overload
def rem(x: _Union17_0, y: _P64, /, *, _jt_gate: Callable[[_Union17_0, _P64], None] = _jt_gate_35) -> Array[signedinteger]: ...
@overload
def rem(x: _P144, y: _Union18_1, /, *, _jt_gate: Callable[[_P144, _Union18_1], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
@overload
def rem(x: _Union18_0, y: _P68, /, *, _jt_gate: Callable[[_Union18_0, _P68], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
@overload
def rem(x: _P146, y: _Union19_1, /, *, _jt_gate: Callable[[_P146, _Union19_1], None] = _jt_gate_38) -> Array[integer]: ...
@overload
def rem(x: _Union19_0, y: _P72, /, *, _jt_gate: Callable[[_Union19_0, _P72], None] = _jt_gate_39) -> Array[integer]: ...
@overload
def rem(x: _P115, y: _Union20_1, /, *, _jt_gate: Callable[[_P115, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def rem(x: _Union20_0, y: _P76, /, *, _jt_gate: Callable[[_Union20_0, _P76], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def rem(x: _P119, y: _Union22_1, /, *, _jt_gate: Callable[[_P119, _Union22_1], None] = _jt_gate_44) -> Array[floating]: ...
@overload
def rem(x: _Union22_0, y: _P84, /, *, _jt_gate: Callable[[_Union22_0, _P84], None] = _jt_gate_45) -> Array[floating]: ...
@overload
def rem(x: _P121, y: _Union23_1, /, *, _jt_gate: Callable[[_P121, _Union23_1], None] = _jt_gate_46) -> Array[number]: ...
@overload
def rem(x: _Union23_0, y: _P88, /, *, _jt_gate: Callable[[_Union23_0, _P88], None] = _jt_gate_47) -> Array[number]: ...
@overload
def rem(x: _P123, y: _Union24_1, /, *, _jt_gate: Callable[[_P123, _Union24_1], None] = _jt_gate_48) -> Array[number]: ...
@overload
def rem(x: _Union24_0, y: _P92, /, *, _jt_gate: Callable[[_Union24_0, _P92], None] = _jt_gate_49) -> Array[number]: ...
@overload
def rem(x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
@overload
def rem(x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
    def __call__(self, x: _Union13_1, y: _Only32_5, /, *, _jt_gate: Callable[[_Union13_1], None] = _jt_gate_30) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _Only32_6, /, *, _jt_gate: Callable[[_Union14_1], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P64, y: _Union17_2, /, *, _jt_gate: Callable[[_P64, _Union17_2], None] = _jt_gate_34) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P67, /, *, _jt_gate: Callable[[_Union17_1, _P67], None] = _jt_gate_35) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P68, y: _Union18_2, /, *, _jt_gate: Callable[[_P68, _Union18_2], None] = _jt_gate_36) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P71, /, *, _jt_gate: Callable[[_Union18_1, _P71], None] = _jt_gate_37) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P72, y: _Union19_2, /, *, _jt_gate: Callable[[_P72, _Union19_2], None] = _jt_gate_38) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P75, /, *, _jt_gate: Callable[[_Union19_1, _P75], None] = _jt_gate_39) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[integer]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
def pow(x: _P96, y: _P2, /, *, _jt_gate: Callable[[_P96, _P2], None] = _jt_gate_1) -> Array[builtins.float]: ...
@overload
def pow(x: _P96, y: _P0, /, *, _jt_gate: Callable[[_P96, _P0], None] = _jt_gate_51) -> Array[builtins.float]: ...
@overload
def pow(x: _P97, y: _P4, /, *, _jt_gate: Callable[[_P97, _P4], None] = _jt_gate_2) -> Array[builtins.complex]: ...
@overload
def pow(x: _P97, y: _P0, /, *, _jt_gate: Callable[[_P97, _P0], None] = _jt_gate_52) -> Array[builtins.complex]: ...
@overload
def pow(x: _P98, y: _Union26_1, /, *, _jt_gate: Callable[[_P98, _Union26_1], None] = _jt_gate_53) -> Array[float4_e2m1fn]: ...
@overload
def pow(x: _P99, y: _Union27_1, /, *, _jt_gate: Callable[[_P99, _Union27_1], None] = _jt_gate_54) -> Array[float8_e3m4]: ...
@overload
def pow(x: _P100, y: _Union28_1, /, *, _jt_gate: Callable[[_P100, _Union28_1], None] = _jt_gate_55) -> Array[float8_e4m3]: ...
@overload
def pow(x: _P101, y: _Union29_1, /, *, _jt_gate: Callable[[_P101, _Union29_1], None] = _jt_gate_56) -> Array[float8_e4m3b11fnuz]: ...
@overload
def pow(x: _P102, y: _Union30_1, /, *, _jt_gate: Callable[[_P102, _Union30_1], None] = _jt_gate_57) -> Array[float8_e4m3fn]: ...
@overload
def pow(x: _P103, y: _Union31_1, /, *, _jt_gate: Callable[[_P103, _Union31_1], None] = _jt_gate_58) -> Array[float8_e4m3fnuz]: ...
@overload
def pow(x: _P104, y: _Union32_1, /, *, _jt_gate: Callable[[_P104, _Union32_1], None] = _jt_gate_59) -> Array[float8_e5m2]: ...
@overload
def pow(x: _P105, y: _Union33_1, /, *, _jt_gate: Callable[[_P105, _Union33_1], None] = _jt_gate_60) -> Array[float8_e5m2fnuz]: ...
@overload
def pow(x: _P106, y: _Union34_1, /, *, _jt_gate: Callable[[_P106, _Union34_1], None] = _jt_gate_61) -> Array[float8_e8m0fnu]: ...
@overload
def pow(x: _P107, y: _Union35_1, /, *, _jt_gate: Callable[[_P107, _Union35_1], None] = _jt_gate_62) -> Array[bfloat16]: ...
@overload
def pow(x: _Union8_0, y: _Union36_1, /, *, _jt_gate: Callable[[_Union8_0, _Union36_1], None] = _jt_gate_63) -> Array[float16]: ...
@overload
def pow(x: _Union9_0, y: _Union37_1, /, *, _jt_gate: Callable[[_Union9_0, _Union37_1], None] = _jt_gate_64) -> Array[float32]: ...
@overload
def pow(x: _Union10_0, y: _Union38_1, /, *, _jt_gate: Callable[[_Union10_0, _Union38_1], None] = _jt_gate_65) -> Array[_Mode_float64_float32]: ...
@overload
def pow(x: _Union11_0, y: _Union39_1, /, *, _jt_gate: Callable[[_Union11_0, _Union39_1], None] = _jt_gate_66) -> Array[complex64]: ...
@overload
def pow(x: _Union12_0, y: _Union40_1, /, *, _jt_gate: Callable[[_Union12_0, _Union40_1], None] = _jt_gate_67) -> Array[_Mode_complex128_complex64]: ...
@overload
def pow(x: _Union15_0, y: _Only32_9, /, *, _jt_gate: Callable[[_Union15_0], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def pow(x: _Union16_0, y: _Only32_10, /, *, _jt_gate: Callable[[_Union16_0], None] = _jt_gate_33) -> Array[complex64]: ...
@overload
def pow(x: _P96, y: _Union41_1, /, *, _jt_gate: Callable[[_P96, _Union41_1], None] = _jt_gate_68) -> Array[float]: ...
@overload
def pow(x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
@overload
def pow(x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
# </generated lax_binary>

# -- elementwise unary operators -----------------------------------------------------------
# <generated lax_unary>
@overload
def abs(x: Array[_Keeps20], /) -> Array[_Keeps20]: ...
@overload
def abs(x: _P164, /, *, _jt_gate: Callable[[_P164], None] = _jt_gate_69) -> Array[int8]: ...
@overload
def abs(x: _P165, /, *, _jt_gate: Callable[[_P165], None] = _jt_gate_70) -> Array[int16]: ...
@overload
def abs(x: _P166, /, *, _jt_gate: Callable[[_P166], None] = _jt_gate_71) -> Array[int32]: ...
@overload
def abs(x: _Union42_0, /, *, _jt_gate: Callable[[_Union42_0], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
@overload
def abs(x: _P168, /, *, _jt_gate: Callable[[_P168], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def abs(x: _Union43_0, /, *, _jt_gate: Callable[[_Union43_0], None] = _jt_gate_74) -> Array[float32]: ...
@overload
def abs(x: _Union44_0, /, *, _jt_gate: Callable[[_Union44_0], None] = _jt_gate_75) -> Array[_Mode_float64_float32]: ...
@overload
def abs(x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_76) -> Array[builtins.int]: ...
@overload
def abs(x: _Union45_0, /, *, _jt_gate: Callable[[_Union45_0], None] = _jt_gate_77) -> Array[builtins.float]: ...
@overload
def abs(x: _P142, /, *, _jt_gate: Callable[[_P142], None] = _jt_gate_78) -> Array[signedinteger]: ...
@overload
def abs(x: _P146, /, *, _jt_gate: Callable[[_P146], None] = _jt_gate_79) -> Array[signedinteger]: ...
@overload
def abs(x: _P115, /, *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[floating]: ...
@overload
def abs(x: _P117, /, *, _jt_gate: Callable[[_P117], None] = _jt_gate_81) -> Array[_Mode_floating_float32]: ...
@overload
def abs(x: _P119, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[floating]: ...
@overload
def abs(x: _P121, /, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[number]: ...
@overload
def abs(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[number]: ...
@overload
def abs(x: _AbstractArray, /) -> Array[_Top]: ...
class _Overloads_acos:
    """Type-check only: the overloads of acos, acosh, asin, asinh, atan, atanh, cos, cosh, exp, exp2, expm1, log, log1p, logistic, reciprocal, rsqrt, sin, sinh, sqrt, tan, tanh (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps21], /) -> Array[_Keeps21]: ...
    @overload
    def __call__(self, x: _P172, /, *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P173, /, *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P175, /, *, _jt_gate: Callable[[_P175], None] = _jt_gate_87) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union47_1, /, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_89) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P4, /, *, _jt_gate: Callable[[_P4], None] = _jt_gate_90) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P76, /, *, _jt_gate: Callable[[_P76], None] = _jt_gate_80) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_81) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[inexact]: ...
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
def bitwise_not(x: Array[_Keeps22], /) -> Array[_Keeps22]: ...
@overload
def bitwise_not(x: _Union48_0, /, *, _jt_gate: Callable[[_Union48_0], None] = _jt_gate_91) -> Array[bool_]: ...
@overload
def bitwise_not(x: _P178, /, *, _jt_gate: Callable[[_P178], None] = _jt_gate_92) -> Array[uint8]: ...
@overload
def bitwise_not(x: _P179, /, *, _jt_gate: Callable[[_P179], None] = _jt_gate_93) -> Array[uint16]: ...
@overload
def bitwise_not(x: _P180, /, *, _jt_gate: Callable[[_P180], None] = _jt_gate_94) -> Array[uint32]: ...
@overload
def bitwise_not(x: _Union3_0, /, *, _jt_gate: Callable[[_Union3_0], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
@overload
def bitwise_not(x: _P164, /, *, _jt_gate: Callable[[_P164], None] = _jt_gate_69) -> Array[int8]: ...
@overload
def bitwise_not(x: _P165, /, *, _jt_gate: Callable[[_P165], None] = _jt_gate_70) -> Array[int16]: ...
@overload
def bitwise_not(x: _P166, /, *, _jt_gate: Callable[[_P166], None] = _jt_gate_71) -> Array[int32]: ...
@overload
def bitwise_not(x: _Union42_0, /, *, _jt_gate: Callable[[_Union42_0], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
@overload
def bitwise_not(x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_76) -> Array[builtins.int]: ...
@overload
def bitwise_not(x: _P142, /, *, _jt_gate: Callable[[_P142], None] = _jt_gate_78) -> Array[signedinteger]: ...
@overload
def bitwise_not(x: _P144, /, *, _jt_gate: Callable[[_P144], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
@overload
def bitwise_not(x: _P146, /, *, _jt_gate: Callable[[_P146], None] = _jt_gate_79) -> Array[integer]: ...
@overload
def bitwise_not(x: _P121, /, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[integer]: ...
@overload
def bitwise_not(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[generic]: ...
@overload
def bitwise_not(x: _AbstractArray, /) -> Array[_Top]: ...
class _Overloads_cbrt:
    """Type-check only: the overloads of cbrt, ceil, digamma, erf, erf_inv, erfc, floor, lgamma (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps23], /) -> Array[_Keeps23]: ...
    @overload
    def __call__(self, x: _P172, /, *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P173, /, *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_89) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P76, /, *, _jt_gate: Callable[[_P76], None] = _jt_gate_80) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[floating]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_cbrt(_Overloads_cbrt): ...
cbrt: _Fn_cbrt
class _Fn_ceil(_Overloads_cbrt): ...
ceil: _Fn_ceil
class _Overloads_clz:
    """Type-check only: the overloads of clz, population_count (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps24], /) -> Array[_Keeps24]: ...
    @overload
    def __call__(self, x: _P181, /, *, _jt_gate: Callable[[_P181], None] = _jt_gate_92) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P182, /, *, _jt_gate: Callable[[_P182], None] = _jt_gate_93) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P183, /, *, _jt_gate: Callable[[_P183], None] = _jt_gate_94) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, /, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P184, /, *, _jt_gate: Callable[[_P184], None] = _jt_gate_69) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_70) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_71) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union42_1, /, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P0, /, *, _jt_gate: Callable[[_P0], None] = _jt_gate_76) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P64, /, *, _jt_gate: Callable[[_P64], None] = _jt_gate_78) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P68, /, *, _jt_gate: Callable[[_P68], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P72, /, *, _jt_gate: Callable[[_P72], None] = _jt_gate_79) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[integer]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_clz(_Overloads_clz): ...
clz: _Fn_clz
@overload
def conj(x: _Union49_0, /, *, _jt_gate: Callable[[_Union49_0], None] = _jt_gate_97) -> Array[complex64]: ...
@overload
def conj(x: _Union44_0, /, *, _jt_gate: Callable[[_Union44_0], None] = _jt_gate_75) -> Array[_Mode_complex128_complex64]: ...
@overload
def conj(x: _Union45_0, /, *, _jt_gate: Callable[[_Union45_0], None] = _jt_gate_77) -> Array[builtins.complex]: ...
@overload
def conj(x: _P115, /, *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P117, /, *, _jt_gate: Callable[[_P117], None] = _jt_gate_81) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P119, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P121, /, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def conj(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[_Mode_complexfloating_complex64]: ...
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
    def __call__(self, x: _Union11_1, /, *, _jt_gate: Callable[[_Union11_1], None] = _jt_gate_98) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union47_1, /, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_88) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P4, /, *, _jt_gate: Callable[[_P4], None] = _jt_gate_90) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_81) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _AbstractArray, /) -> Array[_Top]: ...
class _Fn_imag(_Overloads_imag): ...
imag: _Fn_imag
@overload
def is_finite(x: _Union50_0, /, *, _jt_gate: Callable[[_Union50_0], None] = _jt_gate_99) -> Array[bool_]: ...
@overload
def is_finite(x: _P115, /, *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[bool_]: ...
@overload
def is_finite(x: _P119, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[bool_]: ...
@overload
def is_finite(x: _P121, /, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[bool_]: ...
@overload
def is_finite(x: _P123, /, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[bool_]: ...
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
    def __call__(self, x: Array[_Keeps25], /) -> Array[_Keeps25]: ...
    @overload
    def __call__(self, x: _P181, /, *, _jt_gate: Callable[[_P181], None] = _jt_gate_92) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P182, /, *, _jt_gate: Callable[[_P182], None] = _jt_gate_93) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P183, /, *, _jt_gate: Callable[[_P183], None] = _jt_gate_94) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, /, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P184, /, *, _jt_gate: Callable[[_P184], None] = _jt_gate_69) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_70) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_71) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union42_1, /, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P172, /, *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P173, /, *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P175, /, *, _jt_gate: Callable[[_P175], None] = _jt_gate_87) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union47_1, /, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P0, /, *, _jt_gate: Callable[[_P0], None] = _jt_gate_76) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_89) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P4, /, *, _jt_gate: Callable[[_P4], None] = _jt_gate_90) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P64, /, *, _jt_gate: Callable[[_P64], None] = _jt_gate_78) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P68, /, *, _jt_gate: Callable[[_P68], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P72, /, *, _jt_gate: Callable[[_P72], None] = _jt_gate_79) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P76, /, *, _jt_gate: Callable[[_P76], None] = _jt_gate_80) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P80, /, *, _jt_gate: Callable[[_P80], None] = _jt_gate_81) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[number]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[number]: ...
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
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_bool_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_bool_1], None] = _jt_gate_100) -> Array[bool_]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_int64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_int64_1], None] = _jt_gate_101) -> Array[_Mode_int64_int32]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float64_1], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_complex128_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_complex128_1], None] = _jt_gate_103) -> Array[_Mode_complex128_complex64]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_uint2_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_uint2_1], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_uint4_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_uint4_1], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_uint8_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_uint8_1], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_uint16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_uint16_1], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_uint32_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_uint32_1], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_uint64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_uint64_1], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_int2_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_int2_1], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_int4_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_int4_1], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_int8_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_int8_1], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_int16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_int16_1], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_int32_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_int32_1], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float4_e2m1fn_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_1], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e3m4_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_1], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_1], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3b11fnuz_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_1], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3fn_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_1], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3fnuz_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_1], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e5m2_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_1], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e5m2fnuz_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_1], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e8m0fnu_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_1], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_bfloat16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_bfloat16_1], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float16_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float16_1], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_float32_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_float32_1], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: _DTypeLike_complex64_1, weak_type: Literal[False] = False, *, _jt_gate: Callable[[_DTypeLike_complex64_1], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: DTypeLike, weak_type: Literal[False] = False) -> Array[generic]: ...
@overload
def convert_element_type(operand: ArrayLike, new_dtype: DTypeLike, weak_type: builtins.bool = False) -> Array[_Top]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_bool_1, *, _jt_gate: Callable[[_DTypeLike_bool_1], None] = _jt_gate_100) -> Array[bool_]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_int64_1, *, _jt_gate: Callable[[_DTypeLike_int64_1], None] = _jt_gate_101) -> Array[_Mode_int64_int32]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float64_1, *, _jt_gate: Callable[[_DTypeLike_float64_1], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_complex128_1, *, _jt_gate: Callable[[_DTypeLike_complex128_1], None] = _jt_gate_103) -> Array[_Mode_complex128_complex64]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_uint2_1, *, _jt_gate: Callable[[_DTypeLike_uint2_1], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_uint4_1, *, _jt_gate: Callable[[_DTypeLike_uint4_1], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_uint8_1, *, _jt_gate: Callable[[_DTypeLike_uint8_1], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_uint16_1, *, _jt_gate: Callable[[_DTypeLike_uint16_1], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_uint32_1, *, _jt_gate: Callable[[_DTypeLike_uint32_1], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_uint64_1, *, _jt_gate: Callable[[_DTypeLike_uint64_1], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_int2_1, *, _jt_gate: Callable[[_DTypeLike_int2_1], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_int4_1, *, _jt_gate: Callable[[_DTypeLike_int4_1], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_int8_1, *, _jt_gate: Callable[[_DTypeLike_int8_1], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_int16_1, *, _jt_gate: Callable[[_DTypeLike_int16_1], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_int32_1, *, _jt_gate: Callable[[_DTypeLike_int32_1], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float4_e2m1fn_1, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_1], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e3m4_1, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_1], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_1], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3b11fnuz_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_1], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3fn_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_1], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e4m3fnuz_1, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_1], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e5m2_1, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_1], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e5m2fnuz_1, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_1], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float8_e8m0fnu_1, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_1], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_bfloat16_1, *, _jt_gate: Callable[[_DTypeLike_bfloat16_1], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float16_1, *, _jt_gate: Callable[[_DTypeLike_float16_1], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_float32_1, *, _jt_gate: Callable[[_DTypeLike_float32_1], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: _DTypeLike_complex64_1, *, _jt_gate: Callable[[_DTypeLike_complex64_1], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def bitcast_convert_type(operand: ArrayLike, new_dtype: DTypeLike) -> Array[generic]: ...
@overload
def iota(dtype: _DTypeLike_int64_exact_0, size: int, *, _jt_gate: Callable[[_DTypeLike_int64_exact_0], None] = _jt_gate_128) -> Array[_Mode_int64_int32]: ...
@overload
def iota(dtype: _DTypeLike_float64_exact_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float64_exact_0], None] = _jt_gate_129) -> Array[_Mode_float64_float32]: ...
@overload
def iota(dtype: _DTypeLike_complex128_exact_0, size: int, *, _jt_gate: Callable[[_DTypeLike_complex128_exact_0], None] = _jt_gate_130) -> Array[_Mode_complex128_complex64]: ...
@overload
def iota(dtype: _DTypeLike_uint2_0, size: int, *, _jt_gate: Callable[[_DTypeLike_uint2_0], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def iota(dtype: _DTypeLike_uint4_0, size: int, *, _jt_gate: Callable[[_DTypeLike_uint4_0], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def iota(dtype: _DTypeLike_uint8_0, size: int, *, _jt_gate: Callable[[_DTypeLike_uint8_0], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def iota(dtype: _DTypeLike_uint16_0, size: int, *, _jt_gate: Callable[[_DTypeLike_uint16_0], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def iota(dtype: _DTypeLike_uint32_0, size: int, *, _jt_gate: Callable[[_DTypeLike_uint32_0], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def iota(dtype: _DTypeLike_uint64_0, size: int, *, _jt_gate: Callable[[_DTypeLike_uint64_0], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def iota(dtype: _DTypeLike_int2_0, size: int, *, _jt_gate: Callable[[_DTypeLike_int2_0], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def iota(dtype: _DTypeLike_int4_0, size: int, *, _jt_gate: Callable[[_DTypeLike_int4_0], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def iota(dtype: _DTypeLike_int8_0, size: int, *, _jt_gate: Callable[[_DTypeLike_int8_0], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def iota(dtype: _DTypeLike_int16_0, size: int, *, _jt_gate: Callable[[_DTypeLike_int16_0], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def iota(dtype: _DTypeLike_int32_0, size: int, *, _jt_gate: Callable[[_DTypeLike_int32_0], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def iota(dtype: _DTypeLike_float4_e2m1fn_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_0], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def iota(dtype: _DTypeLike_float8_e3m4_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_0], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_0], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3b11fnuz_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_0], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3fn_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_0], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def iota(dtype: _DTypeLike_float8_e4m3fnuz_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_0], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def iota(dtype: _DTypeLike_float8_e5m2_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_0], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def iota(dtype: _DTypeLike_float8_e5m2fnuz_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_0], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def iota(dtype: _DTypeLike_float8_e8m0fnu_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_0], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def iota(dtype: _DTypeLike_bfloat16_0, size: int, *, _jt_gate: Callable[[_DTypeLike_bfloat16_0], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def iota(dtype: _DTypeLike_float16_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float16_0], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def iota(dtype: _DTypeLike_float32_0, size: int, *, _jt_gate: Callable[[_DTypeLike_float32_0], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def iota(dtype: _DTypeLike_complex64_0, size: int, *, _jt_gate: Callable[[_DTypeLike_complex64_0], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def iota(dtype: _UnnamedDTypeLike, size: int) -> Array[generic]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int64_exact_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_int64_exact_0], None] = _jt_gate_128) -> Array[_Mode_int64_int32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float64_exact_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float64_exact_0], None] = _jt_gate_129) -> Array[_Mode_float64_float32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_complex128_exact_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_complex128_exact_0], None] = _jt_gate_130) -> Array[_Mode_complex128_complex64]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint2_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_uint2_0], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint4_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_uint4_0], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint8_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_uint8_0], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint16_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_uint16_0], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint32_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_uint32_0], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_uint64_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_uint64_0], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int2_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_int2_0], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int4_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_int4_0], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int8_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_int8_0], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int16_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_int16_0], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_int32_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_int32_0], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float4_e2m1fn_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_0], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e3m4_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_0], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_0], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3b11fnuz_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_0], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3fn_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_0], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e4m3fnuz_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_0], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e5m2_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_0], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e5m2fnuz_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_0], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float8_e8m0fnu_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_0], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_bfloat16_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_bfloat16_0], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float16_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float16_0], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_float32_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_float32_0], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def broadcasted_iota(dtype: _DTypeLike_complex64_0, shape: ShapeLike, dimension: int, *, _jt_gate: Callable[[_DTypeLike_complex64_0], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def broadcasted_iota(dtype: _UnnamedDTypeLike, shape: ShapeLike, dimension: int) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_bool_2, *, _jt_gate: Callable[[_DTypeLike_bool_2], None] = _jt_gate_100) -> Array[bool_]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int64_2, *, _jt_gate: Callable[[_DTypeLike_int64_2], None] = _jt_gate_101) -> Array[_Mode_int64_int32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float64_2, *, _jt_gate: Callable[[_DTypeLike_float64_2], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_complex128_2, *, _jt_gate: Callable[[_DTypeLike_complex128_2], None] = _jt_gate_103) -> Array[_Mode_complex128_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint2_2, *, _jt_gate: Callable[[_DTypeLike_uint2_2], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint4_2, *, _jt_gate: Callable[[_DTypeLike_uint4_2], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint8_2, *, _jt_gate: Callable[[_DTypeLike_uint8_2], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint16_2, *, _jt_gate: Callable[[_DTypeLike_uint16_2], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint32_2, *, _jt_gate: Callable[[_DTypeLike_uint32_2], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint64_2, *, _jt_gate: Callable[[_DTypeLike_uint64_2], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int2_2, *, _jt_gate: Callable[[_DTypeLike_int2_2], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int4_2, *, _jt_gate: Callable[[_DTypeLike_int4_2], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int8_2, *, _jt_gate: Callable[[_DTypeLike_int8_2], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int16_2, *, _jt_gate: Callable[[_DTypeLike_int16_2], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int32_2, *, _jt_gate: Callable[[_DTypeLike_int32_2], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float4_e2m1fn_2, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_2], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e3m4_2, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_2], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_2], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3b11fnuz_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_2], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fn_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_2], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fnuz_2, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_2], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2_2, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_2], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2fnuz_2, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_2], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e8m0fnu_2, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_2], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_bfloat16_2, *, _jt_gate: Callable[[_DTypeLike_bfloat16_2], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float16_2, *, _jt_gate: Callable[[_DTypeLike_float16_2], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float32_2, *, _jt_gate: Callable[[_DTypeLike_float32_2], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_complex64_2, *, _jt_gate: Callable[[_DTypeLike_complex64_2], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: DTypeLike) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union3_1, dtype: None = None, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union42_1, dtype: None = None, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union46_1, dtype: None = None, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
@overload
def full(shape: ShapeLike, fill_value: Array[_Keeps0], dtype: None = None) -> Array[_Keeps0]: ...
@overload
def full(shape: ShapeLike, fill_value: _P181, dtype: None = None, *, _jt_gate: Callable[[_P181], None] = _jt_gate_92) -> Array[uint8]: ...
@overload
def full(shape: ShapeLike, fill_value: _P182, dtype: None = None, *, _jt_gate: Callable[[_P182], None] = _jt_gate_93) -> Array[uint16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P183, dtype: None = None, *, _jt_gate: Callable[[_P183], None] = _jt_gate_94) -> Array[uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P184, dtype: None = None, *, _jt_gate: Callable[[_P184], None] = _jt_gate_69) -> Array[int8]: ...
@overload
def full(shape: ShapeLike, fill_value: _P185, dtype: None = None, *, _jt_gate: Callable[[_P185], None] = _jt_gate_70) -> Array[int16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P186, dtype: None = None, *, _jt_gate: Callable[[_P186], None] = _jt_gate_71) -> Array[int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P172, dtype: None = None, *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P173, dtype: None = None, *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P175, dtype: None = None, *, _jt_gate: Callable[[_P175], None] = _jt_gate_87) -> Array[complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union47_1, dtype: None = None, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union48_1, dtype: None = None, *, _jt_gate: Callable[[_Union48_1], None] = _jt_gate_91) -> Array[bool_]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustInt, dtype: None = None) -> Array[builtins.int]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustFloat, dtype: None = None) -> Array[builtins.float]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustComplex, dtype: None = None) -> Array[builtins.complex]: ...
@overload
def full(shape: ShapeLike, fill_value: _P274, dtype: None = None, *, _jt_gate: Callable[[_P274], None] = _jt_gate_131) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _P275, dtype: None = None, *, _jt_gate: Callable[[_P275], None] = _jt_gate_132) -> Array[inexact]: ...
@overload
def full(shape: ShapeLike, fill_value: _P276, dtype: None = None, *, _jt_gate: Callable[[_P276], None] = _jt_gate_133) -> Array[number]: ...
@overload
def full(shape: ShapeLike, fill_value: _P277, dtype: None = None, *, _jt_gate: Callable[[_P277], None] = _jt_gate_134) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _P278, dtype: None = None, *, _jt_gate: Callable[[_P278], None] = _jt_gate_135) -> Array[_Top]: ...
@overload
def full_like(x: _KeyArray, fill_value: _Union51, dtype: None = None, shape: ShapeLike | None = None) -> _KeyArray: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_bool_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_bool_2], None] = _jt_gate_100) -> Array[bool_]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_int64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_int64_2], None] = _jt_gate_101) -> Array[_Mode_int64_int32]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float64_2], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_complex128_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_complex128_2], None] = _jt_gate_103) -> Array[_Mode_complex128_complex64]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_uint2_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_uint2_2], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_uint4_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_uint4_2], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_uint8_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_uint8_2], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_uint16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_uint16_2], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_uint32_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_uint32_2], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_uint64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_uint64_2], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_int2_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_int2_2], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_int4_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_int4_2], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_int8_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_int8_2], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_int16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_int16_2], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_int32_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_int32_2], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float4_e2m1fn_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_2], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e3m4_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e3m4_2], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3_2], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3b11fnuz_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_2], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fn_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_2], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fnuz_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_2], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2_2], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2fnuz_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_2], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float8_e8m0fnu_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_2], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_bfloat16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_bfloat16_2], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float16_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float16_2], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_float32_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_float32_2], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: _DTypeLike_complex64_2, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_DTypeLike_complex64_2], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def full_like(x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: DTypeLike, shape: ShapeLike | None = None) -> Array[generic]: ...
@overload
def full_like(x: _Union3_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union3_0], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
@overload
def full_like(x: _Union42_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union42_0], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
@overload
def full_like(x: _Union46_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
@overload
def full_like(x: Array[_Keeps0], fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[_Keeps0]: ...
@overload
def full_like(x: _P178, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P178], None] = _jt_gate_92) -> Array[uint8]: ...
@overload
def full_like(x: _P179, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P179], None] = _jt_gate_93) -> Array[uint16]: ...
@overload
def full_like(x: _P180, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P180], None] = _jt_gate_94) -> Array[uint32]: ...
@overload
def full_like(x: _P164, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P164], None] = _jt_gate_69) -> Array[int8]: ...
@overload
def full_like(x: _P165, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P165], None] = _jt_gate_70) -> Array[int16]: ...
@overload
def full_like(x: _P166, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P166], None] = _jt_gate_71) -> Array[int32]: ...
@overload
def full_like(x: _P168, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P168], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def full_like(x: _P280, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P280], None] = _jt_gate_85) -> Array[float32]: ...
@overload
def full_like(x: _P281, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P281], None] = _jt_gate_87) -> Array[complex64]: ...
@overload
def full_like(x: _Union47_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union47_0], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
@overload
def full_like(x: _Union48_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union48_0], None] = _jt_gate_91) -> Array[bool_]: ...
@overload
def full_like(x: _JustInt, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.int]: ...
@overload
def full_like(x: _JustFloat, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.float]: ...
@overload
def full_like(x: _JustComplex, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.complex]: ...
@overload
def full_like(x: _P283, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P283], None] = _jt_gate_131) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def full_like(x: _P284, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P284], None] = _jt_gate_132) -> Array[inexact]: ...
@overload
def full_like(x: _P285, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P285], None] = _jt_gate_133) -> Array[number]: ...
@overload
def full_like(x: _P286, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P286], None] = _jt_gate_134) -> Array[generic]: ...
@overload
def full_like(x: _P287, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P287], None] = _jt_gate_135) -> Array[_Top]: ...
class _Overloads_argmax:
    """Type-check only: the overloads of argmax, argmin (see stubs/generate.py)."""
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_int64_exact_3, *, _jt_gate: Callable[[_DTypeLike_int64_exact_3], None] = _jt_gate_128) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_uint2_3, *, _jt_gate: Callable[[_DTypeLike_uint2_3], None] = _jt_gate_104) -> Array[uint2]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_uint4_3, *, _jt_gate: Callable[[_DTypeLike_uint4_3], None] = _jt_gate_105) -> Array[uint4]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_uint8_3, *, _jt_gate: Callable[[_DTypeLike_uint8_3], None] = _jt_gate_106) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_uint16_3, *, _jt_gate: Callable[[_DTypeLike_uint16_3], None] = _jt_gate_107) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_uint32_3, *, _jt_gate: Callable[[_DTypeLike_uint32_3], None] = _jt_gate_108) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_uint64_3, *, _jt_gate: Callable[[_DTypeLike_uint64_3], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_int2_3, *, _jt_gate: Callable[[_DTypeLike_int2_3], None] = _jt_gate_110) -> Array[int2]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_int4_3, *, _jt_gate: Callable[[_DTypeLike_int4_3], None] = _jt_gate_111) -> Array[int4]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_int8_3, *, _jt_gate: Callable[[_DTypeLike_int8_3], None] = _jt_gate_112) -> Array[int8]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_int16_3, *, _jt_gate: Callable[[_DTypeLike_int16_3], None] = _jt_gate_113) -> Array[int16]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _DTypeLike_int32_3, *, _jt_gate: Callable[[_DTypeLike_int32_3], None] = _jt_gate_114) -> Array[int32]: ...
    @overload
    def __call__(self, operand: ArrayLike, axis: int, index_dtype: _UnnamedDTypeLike) -> Array[generic]: ...
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
def clamp(min: _P127, x: _P0, max: _P1, *, _jt_gate: Callable[[_P127, _P0, _P1], None] = _jt_gate_136) -> Array[builtins.int]: ...
@overload
def clamp(min: _P96, x: _P2, max: _P3, *, _jt_gate: Callable[[_P96, _P2, _P3], None] = _jt_gate_137) -> Array[builtins.float]: ...
@overload
def clamp(min: _P97, x: _P4, max: _P5, *, _jt_gate: Callable[[_P97, _P4, _P5], None] = _jt_gate_138) -> Array[builtins.complex]: ...
@overload
def clamp(min: _Union25_0, x: _Union25_1, max: _Union25_2, *, _jt_gate: Callable[[_Union25_0, _Union25_1, _Union25_2], None] = _jt_gate_139) -> Array[bool_]: ...
@overload
def clamp(min: _P128, x: _P6, max: _P7, *, _jt_gate: Callable[[_P128, _P6, _P7], None] = _jt_gate_140) -> Array[uint2]: ...
@overload
def clamp(min: _P129, x: _P8, max: _P9, *, _jt_gate: Callable[[_P129, _P8, _P9], None] = _jt_gate_141) -> Array[uint4]: ...
@overload
def clamp(min: _Union0_0, x: _Union0_1, max: _Union0_2, *, _jt_gate: Callable[[_Union0_0, _Union0_1, _Union0_2], None] = _jt_gate_142) -> Array[uint8]: ...
@overload
def clamp(min: _Union1_0, x: _Union1_1, max: _Union1_2, *, _jt_gate: Callable[[_Union1_0, _Union1_1, _Union1_2], None] = _jt_gate_143) -> Array[uint16]: ...
@overload
def clamp(min: _Union2_0, x: _Union2_1, max: _Union2_2, *, _jt_gate: Callable[[_Union2_0, _Union2_1, _Union2_2], None] = _jt_gate_144) -> Array[uint32]: ...
@overload
def clamp(min: _Union3_0, x: _Union3_1, max: _Union3_2, *, _jt_gate: Callable[[_Union3_0, _Union3_1, _Union3_2], None] = _jt_gate_145) -> Array[_Mode_uint64_uint32]: ...
@overload
def clamp(min: _P134, x: _P18, max: _P19, *, _jt_gate: Callable[[_P134, _P18, _P19], None] = _jt_gate_146) -> Array[int2]: ...
@overload
def clamp(min: _P135, x: _P20, max: _P21, *, _jt_gate: Callable[[_P135, _P20, _P21], None] = _jt_gate_147) -> Array[int4]: ...
@overload
def clamp(min: _Union4_0, x: _Union4_1, max: _Union4_2, *, _jt_gate: Callable[[_Union4_0, _Union4_1, _Union4_2], None] = _jt_gate_148) -> Array[int8]: ...
@overload
def clamp(min: _Union5_0, x: _Union5_1, max: _Union5_2, *, _jt_gate: Callable[[_Union5_0, _Union5_1, _Union5_2], None] = _jt_gate_149) -> Array[int16]: ...
@overload
def clamp(min: _Union6_0, x: _Union6_1, max: _Union6_2, *, _jt_gate: Callable[[_Union6_0, _Union6_1, _Union6_2], None] = _jt_gate_150) -> Array[int32]: ...
@overload
def clamp(min: _Union7_0, x: _Union7_1, max: _Union7_2, *, _jt_gate: Callable[[_Union7_0, _Union7_1, _Union7_2], None] = _jt_gate_151) -> Array[_Mode_int64_int32]: ...
@overload
def clamp(min: _P98, x: _P30, max: _P31, *, _jt_gate: Callable[[_P98, _P30, _P31], None] = _jt_gate_152) -> Array[float4_e2m1fn]: ...
@overload
def clamp(min: _P99, x: _P32, max: _P33, *, _jt_gate: Callable[[_P99, _P32, _P33], None] = _jt_gate_153) -> Array[float8_e3m4]: ...
@overload
def clamp(min: _P100, x: _P34, max: _P35, *, _jt_gate: Callable[[_P100, _P34, _P35], None] = _jt_gate_154) -> Array[float8_e4m3]: ...
@overload
def clamp(min: _P101, x: _P36, max: _P37, *, _jt_gate: Callable[[_P101, _P36, _P37], None] = _jt_gate_155) -> Array[float8_e4m3b11fnuz]: ...
@overload
def clamp(min: _P102, x: _P38, max: _P39, *, _jt_gate: Callable[[_P102, _P38, _P39], None] = _jt_gate_156) -> Array[float8_e4m3fn]: ...
@overload
def clamp(min: _P103, x: _P40, max: _P41, *, _jt_gate: Callable[[_P103, _P40, _P41], None] = _jt_gate_157) -> Array[float8_e4m3fnuz]: ...
@overload
def clamp(min: _P104, x: _P42, max: _P43, *, _jt_gate: Callable[[_P104, _P42, _P43], None] = _jt_gate_158) -> Array[float8_e5m2]: ...
@overload
def clamp(min: _P105, x: _P44, max: _P45, *, _jt_gate: Callable[[_P105, _P44, _P45], None] = _jt_gate_159) -> Array[float8_e5m2fnuz]: ...
@overload
def clamp(min: _P106, x: _P46, max: _P47, *, _jt_gate: Callable[[_P106, _P46, _P47], None] = _jt_gate_160) -> Array[float8_e8m0fnu]: ...
@overload
def clamp(min: _P107, x: _P48, max: _P49, *, _jt_gate: Callable[[_P107, _P48, _P49], None] = _jt_gate_161) -> Array[bfloat16]: ...
@overload
def clamp(min: _Union8_0, x: _Union8_1, max: _Union8_2, *, _jt_gate: Callable[[_Union8_0, _Union8_1, _Union8_2], None] = _jt_gate_162) -> Array[float16]: ...
@overload
def clamp(min: _Union9_0, x: _Union9_1, max: _Union9_2, *, _jt_gate: Callable[[_Union9_0, _Union9_1, _Union9_2], None] = _jt_gate_163) -> Array[float32]: ...
@overload
def clamp(min: _Union10_0, x: _Union10_1, max: _Union10_2, *, _jt_gate: Callable[[_Union10_0, _Union10_1, _Union10_2], None] = _jt_gate_164) -> Array[_Mode_float64_float32]: ...
@overload
def clamp(min: _Union11_0, x: _Union11_1, max: _Union11_2, *, _jt_gate: Callable[[_Union11_0, _Union11_1, _Union11_2], None] = _jt_gate_165) -> Array[complex64]: ...
@overload
def clamp(min: _Union12_0, x: _Union12_1, max: _Union12_2, *, _jt_gate: Callable[[_Union12_0, _Union12_1, _Union12_2], None] = _jt_gate_166) -> Array[_Mode_complex128_complex64]: ...
@overload
def clamp(min: _Union13_0, x: _Union13_1, max: _Only32_5, *, _jt_gate: Callable[[_Union13_0, _Union13_1], None] = _jt_gate_167) -> Array[uint32]: ...
@overload
def clamp(min: _Union14_0, x: _Union14_1, max: _Only32_6, *, _jt_gate: Callable[[_Union14_0, _Union14_1], None] = _jt_gate_168) -> Array[int32]: ...
@overload
def clamp(min: _Union15_0, x: _Union15_1, max: _Only32_7, *, _jt_gate: Callable[[_Union15_0, _Union15_1], None] = _jt_gate_169) -> Array[float32]: ...
@overload
def clamp(min: _Union16_0, x: _Union16_1, max: _Only32_8, *, _jt_gate: Callable[[_Union16_0, _Union16_1], None] = _jt_gate_170) -> Array[complex64]: ...
@overload
def clamp(min: _P142, x: _Union17_1, max: _Union17_2, *, _jt_gate: Callable[[_P142, _Union17_1, _Union17_2], None] = _jt_gate_171) -> Array[signedinteger]: ...
@overload
def clamp(min: _Union17_0, x: _P64, max: _Union17_2, *, _jt_gate: Callable[[_Union17_0, _P64, _Union17_2], None] = _jt_gate_172) -> Array[signedinteger]: ...
@overload
def clamp(min: _Union17_0, x: _Union17_1, max: _P67, *, _jt_gate: Callable[[_Union17_0, _Union17_1, _P67], None] = _jt_gate_173) -> Array[signedinteger]: ...
@overload
def clamp(min: _P144, x: _Union18_1, max: _Union18_2, *, _jt_gate: Callable[[_P144, _Union18_1, _Union18_2], None] = _jt_gate_174) -> Array[unsignedinteger]: ...
@overload
def clamp(min: _Union18_0, x: _P68, max: _Union18_2, *, _jt_gate: Callable[[_Union18_0, _P68, _Union18_2], None] = _jt_gate_175) -> Array[unsignedinteger]: ...
@overload
def clamp(min: _Union18_0, x: _Union18_1, max: _P71, *, _jt_gate: Callable[[_Union18_0, _Union18_1, _P71], None] = _jt_gate_176) -> Array[unsignedinteger]: ...
@overload
def clamp(min: _P146, x: _Union19_1, max: _Union19_2, *, _jt_gate: Callable[[_P146, _Union19_1, _Union19_2], None] = _jt_gate_177) -> Array[integer]: ...
@overload
def clamp(min: _Union19_0, x: _P72, max: _Union19_2, *, _jt_gate: Callable[[_Union19_0, _P72, _Union19_2], None] = _jt_gate_178) -> Array[integer]: ...
@overload
def clamp(min: _Union19_0, x: _Union19_1, max: _P75, *, _jt_gate: Callable[[_Union19_0, _Union19_1, _P75], None] = _jt_gate_179) -> Array[integer]: ...
@overload
def clamp(min: _P115, x: _Union20_1, max: _Union20_2, *, _jt_gate: Callable[[_P115, _Union20_1, _Union20_2], None] = _jt_gate_180) -> Array[floating]: ...
@overload
def clamp(min: _Union20_0, x: _P76, max: _Union20_2, *, _jt_gate: Callable[[_Union20_0, _P76, _Union20_2], None] = _jt_gate_181) -> Array[floating]: ...
@overload
def clamp(min: _Union20_0, x: _Union20_1, max: _P79, *, _jt_gate: Callable[[_Union20_0, _Union20_1, _P79], None] = _jt_gate_182) -> Array[floating]: ...
@overload
def clamp(min: _P117, x: _Union21_1, max: _Union21_2, *, _jt_gate: Callable[[_P117, _Union21_1, _Union21_2], None] = _jt_gate_183) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def clamp(min: _Union21_0, x: _P80, max: _Union21_2, *, _jt_gate: Callable[[_Union21_0, _P80, _Union21_2], None] = _jt_gate_184) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def clamp(min: _Union21_0, x: _Union21_1, max: _P83, *, _jt_gate: Callable[[_Union21_0, _Union21_1, _P83], None] = _jt_gate_185) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def clamp(min: _P119, x: _Union22_1, max: _Union22_2, *, _jt_gate: Callable[[_P119, _Union22_1, _Union22_2], None] = _jt_gate_186) -> Array[inexact]: ...
@overload
def clamp(min: _Union22_0, x: _P84, max: _Union22_2, *, _jt_gate: Callable[[_Union22_0, _P84, _Union22_2], None] = _jt_gate_187) -> Array[inexact]: ...
@overload
def clamp(min: _Union22_0, x: _Union22_1, max: _P87, *, _jt_gate: Callable[[_Union22_0, _Union22_1, _P87], None] = _jt_gate_188) -> Array[inexact]: ...
@overload
def clamp(min: _P121, x: _Union23_1, max: _Union23_2, *, _jt_gate: Callable[[_P121, _Union23_1, _Union23_2], None] = _jt_gate_189) -> Array[number]: ...
@overload
def clamp(min: _Union23_0, x: _P88, max: _Union23_2, *, _jt_gate: Callable[[_Union23_0, _P88, _Union23_2], None] = _jt_gate_190) -> Array[number]: ...
@overload
def clamp(min: _Union23_0, x: _Union23_1, max: _P91, *, _jt_gate: Callable[[_Union23_0, _Union23_1, _P91], None] = _jt_gate_191) -> Array[number]: ...
@overload
def clamp(min: _P123, x: _Union24_1, max: _Union24_2, *, _jt_gate: Callable[[_P123, _Union24_1, _Union24_2], None] = _jt_gate_192) -> Array[generic]: ...
@overload
def clamp(min: _Union24_0, x: _P92, max: _Union24_2, *, _jt_gate: Callable[[_Union24_0, _P92, _Union24_2], None] = _jt_gate_193) -> Array[generic]: ...
@overload
def clamp(min: _Union24_0, x: _Union24_1, max: _P95, *, _jt_gate: Callable[[_Union24_0, _Union24_1, _P95], None] = _jt_gate_194) -> Array[generic]: ...
@overload
def clamp(min: _AbstractArray, x: ArrayLike, max: ArrayLike) -> Array[_Top]: ...
@overload
def clamp(min: ArrayLike, x: _AbstractArray, max: ArrayLike) -> Array[_Top]: ...
@overload
def clamp(min: ArrayLike, x: ArrayLike, max: _AbstractArray) -> Array[_Top]: ...
@overload
def integer_pow(x: Array[_Keeps25], y: int) -> Array[_Keeps25]: ...
@overload
def integer_pow(x: _P178, y: int, *, _jt_gate: Callable[[_P178], None] = _jt_gate_92) -> Array[uint8]: ...
@overload
def integer_pow(x: _P179, y: int, *, _jt_gate: Callable[[_P179], None] = _jt_gate_93) -> Array[uint16]: ...
@overload
def integer_pow(x: _P180, y: int, *, _jt_gate: Callable[[_P180], None] = _jt_gate_94) -> Array[uint32]: ...
@overload
def integer_pow(x: _Union3_0, y: int, *, _jt_gate: Callable[[_Union3_0], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
@overload
def integer_pow(x: _P164, y: int, *, _jt_gate: Callable[[_P164], None] = _jt_gate_69) -> Array[int8]: ...
@overload
def integer_pow(x: _P165, y: int, *, _jt_gate: Callable[[_P165], None] = _jt_gate_70) -> Array[int16]: ...
@overload
def integer_pow(x: _P166, y: int, *, _jt_gate: Callable[[_P166], None] = _jt_gate_71) -> Array[int32]: ...
@overload
def integer_pow(x: _Union42_0, y: int, *, _jt_gate: Callable[[_Union42_0], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
@overload
def integer_pow(x: _P168, y: int, *, _jt_gate: Callable[[_P168], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def integer_pow(x: _P280, y: int, *, _jt_gate: Callable[[_P280], None] = _jt_gate_85) -> Array[float32]: ...
@overload
def integer_pow(x: _Union46_0, y: int, *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
@overload
def integer_pow(x: _P281, y: int, *, _jt_gate: Callable[[_P281], None] = _jt_gate_87) -> Array[complex64]: ...
@overload
def integer_pow(x: _Union47_0, y: int, *, _jt_gate: Callable[[_Union47_0], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
@overload
def integer_pow(x: _P127, y: int, *, _jt_gate: Callable[[_P127], None] = _jt_gate_76) -> Array[builtins.int]: ...
@overload
def integer_pow(x: _P96, y: int, *, _jt_gate: Callable[[_P96], None] = _jt_gate_89) -> Array[builtins.float]: ...
@overload
def integer_pow(x: _P97, y: int, *, _jt_gate: Callable[[_P97], None] = _jt_gate_90) -> Array[builtins.complex]: ...
@overload
def integer_pow(x: _P142, y: int, *, _jt_gate: Callable[[_P142], None] = _jt_gate_78) -> Array[signedinteger]: ...
@overload
def integer_pow(x: _P144, y: int, *, _jt_gate: Callable[[_P144], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
@overload
def integer_pow(x: _P146, y: int, *, _jt_gate: Callable[[_P146], None] = _jt_gate_79) -> Array[integer]: ...
@overload
def integer_pow(x: _P115, y: int, *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[floating]: ...
@overload
def integer_pow(x: _P117, y: int, *, _jt_gate: Callable[[_P117], None] = _jt_gate_81) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def integer_pow(x: _P119, y: int, *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[inexact]: ...
@overload
def integer_pow(x: _P121, y: int, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[number]: ...
@overload
def integer_pow(x: _P123, y: int, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[number]: ...
@overload
def integer_pow(x: _AbstractArray, y: int) -> Array[_Top]: ...
@overload
def round(x: Array[_Keeps23], rounding_method: int = ...) -> Array[_Keeps23]: ...
@overload
def round(x: _P168, rounding_method: int = ..., *, _jt_gate: Callable[[_P168], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def round(x: _P280, rounding_method: int = ..., *, _jt_gate: Callable[[_P280], None] = _jt_gate_85) -> Array[float32]: ...
@overload
def round(x: _Union46_0, rounding_method: int = ..., *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
@overload
def round(x: _P96, rounding_method: int = ..., *, _jt_gate: Callable[[_P96], None] = _jt_gate_89) -> Array[builtins.float]: ...
@overload
def round(x: _P115, rounding_method: int = ..., *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[floating]: ...
@overload
def round(x: _P119, rounding_method: int = ..., *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[floating]: ...
@overload
def round(x: _P121, rounding_method: int = ..., *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[floating]: ...
@overload
def round(x: _P123, rounding_method: int = ..., *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[floating]: ...
@overload
def round(x: _AbstractArray, rounding_method: int = ...) -> Array[_Top]: ...
@overload
def reduce_precision(operand: Array[_Keeps23], exponent_bits: int, mantissa_bits: int) -> Array[_Keeps23]: ...
@overload
def reduce_precision(operand: _P168, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P168], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def reduce_precision(operand: _P280, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P280], None] = _jt_gate_85) -> Array[float32]: ...
@overload
def reduce_precision(operand: _Union46_0, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
@overload
def reduce_precision(operand: _P96, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P96], None] = _jt_gate_89) -> Array[builtins.float]: ...
@overload
def reduce_precision(operand: _P115, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[floating]: ...
@overload
def reduce_precision(operand: _P119, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[floating]: ...
@overload
def reduce_precision(operand: _P121, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[floating]: ...
@overload
def reduce_precision(operand: _P123, exponent_bits: int, mantissa_bits: int, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[floating]: ...
@overload
def reduce_precision(operand: _AbstractArray, exponent_bits: int, mantissa_bits: int) -> Array[_Top]: ...
# </generated lax_parameters>
# select's predicate and select_n's index: bools or integers (a float or complex one raises),
# or an array whose dtype the checker does not know.
_SelectWhich: TypeAlias = (Array[bool_ | integer | builtins.int] | builtins.int | np.bool_ | np.integer[Any]
                           | _NDArray[np.bool_ | np.integer[Any]] | _AbstractArray)
class _SameDtypeAs(Protocol[_T]):
    """An array of exactly the dtype ``_T``: ``_jt_exactly`` takes the dtype (no wider one
    passes) and ``T`` gives it back (no narrower one passes: a weak ``Array[int]`` is not
    an ``Array[float]`` here). Next to an ``Array[_T]``, it keeps a checker from solving
    ``_T`` as a union of two dtypes, which lax refuses."""
    def _jt_exactly(self, dtype: _T, /) -> None: ...
    @property
    def T(self) -> Array[_T]: ...  # noqa: N802  (Array's name)
@overload
def select(pred: _SelectWhich, on_true: Array[_T], on_false: _SameDtypeAs[_T]) -> Array[_T]:
    """lax.select: ``on_true`` where ``pred`` holds, else ``on_false`` (one dtype; a weakly
    typed array counts as the default dtype of its kind, and the result is strong)."""
@overload
def select(pred: _SelectWhich, on_true: _SameDtypeAs[_Mode_int64_int32], on_false: _SameDtypeAs[builtins.int]) -> Array[_Mode_int64_int32]: ...
@overload
def select(pred: _SelectWhich, on_true: _SameDtypeAs[builtins.int], on_false: _SameDtypeAs[_Mode_int64_int32]) -> Array[_Mode_int64_int32]: ...
@overload
def select(pred: _SelectWhich, on_true: _SameDtypeAs[_Mode_float64_float32], on_false: _SameDtypeAs[builtins.float]) -> Array[_Mode_float64_float32]: ...
@overload
def select(pred: _SelectWhich, on_true: _SameDtypeAs[builtins.float], on_false: _SameDtypeAs[_Mode_float64_float32]) -> Array[_Mode_float64_float32]: ...
@overload
def select(pred: _SelectWhich, on_true: _SameDtypeAs[_Mode_complex128_complex64], on_false: _SameDtypeAs[builtins.complex]) -> Array[_Mode_complex128_complex64]: ...
@overload
def select(pred: _SelectWhich, on_true: _SameDtypeAs[builtins.complex], on_false: _SameDtypeAs[_Mode_complex128_complex64]) -> Array[_Mode_complex128_complex64]: ...
@overload
def select(pred: _SelectWhich, on_true: _AbstractArray, on_false: Array[Any]) -> Array[_Top]: ...
@overload
def select(pred: _SelectWhich, on_true: Array[Any], on_false: _AbstractArray) -> Array[_Top]: ...
@overload
def select(pred: _SelectWhich, on_true: Array[_LaxD], on_false: _LaxNeedsOneDtype_CastWithAstype[_LaxD]) -> Never: ...
@overload
def select_n(which: _SelectWhich, case: Array[_T], /, *cases: _SameDtypeAs[_T]) -> Array[_T]:
    """lax.select_n: ``cases[which]`` elementwise (one dtype, as for ``select``)."""
@overload
def select_n(which: _SelectWhich, case: _SameDtypeAs[_Mode_int64_int32], other: _SameDtypeAs[builtins.int], /) -> Array[_Mode_int64_int32]: ...
@overload
def select_n(which: _SelectWhich, case: _SameDtypeAs[builtins.int], other: _SameDtypeAs[_Mode_int64_int32], /) -> Array[_Mode_int64_int32]: ...
@overload
def select_n(which: _SelectWhich, case: _SameDtypeAs[_Mode_float64_float32], other: _SameDtypeAs[builtins.float], /) -> Array[_Mode_float64_float32]: ...
@overload
def select_n(which: _SelectWhich, case: _SameDtypeAs[builtins.float], other: _SameDtypeAs[_Mode_float64_float32], /) -> Array[_Mode_float64_float32]: ...
@overload
def select_n(which: _SelectWhich, case: _SameDtypeAs[_Mode_complex128_complex64], other: _SameDtypeAs[builtins.complex], /) -> Array[_Mode_complex128_complex64]: ...
@overload
def select_n(which: _SelectWhich, case: _SameDtypeAs[builtins.complex], other: _SameDtypeAs[_Mode_complex128_complex64], /) -> Array[_Mode_complex128_complex64]: ...
@overload
def select_n(which: _SelectWhich, case: _AbstractArray, /, *cases: Array[Any]) -> Array[_Top]: ...
@overload
def select_n(which: _SelectWhich, case: Array[_LaxD], /, *cases: _LaxNeedsOneDtype_CastWithAstype[_LaxD]) -> Never: ...

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
    def __call__(self, operand: Array[_Keeps25], axes: Sequence[int]) -> Array[_Keeps25]: ...
    @overload
    def __call__(self, operand: _P181, axes: Sequence[int], *, _jt_gate: Callable[[_P181], None] = _jt_gate_92) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _P182, axes: Sequence[int], *, _jt_gate: Callable[[_P182], None] = _jt_gate_93) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _P183, axes: Sequence[int], *, _jt_gate: Callable[[_P183], None] = _jt_gate_94) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _Union3_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _P184, axes: Sequence[int], *, _jt_gate: Callable[[_P184], None] = _jt_gate_69) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _P185, axes: Sequence[int], *, _jt_gate: Callable[[_P185], None] = _jt_gate_70) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _P186, axes: Sequence[int], *, _jt_gate: Callable[[_P186], None] = _jt_gate_71) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _Union42_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _P172, axes: Sequence[int], *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
    @overload
    def __call__(self, operand: _P173, axes: Sequence[int], *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
    @overload
    def __call__(self, operand: _Union46_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, operand: _P175, axes: Sequence[int], *, _jt_gate: Callable[[_P175], None] = _jt_gate_87) -> Array[complex64]: ...
    @overload
    def __call__(self, operand: _Union47_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, operand: _P0, axes: Sequence[int], *, _jt_gate: Callable[[_P0], None] = _jt_gate_76) -> Array[builtins.int]: ...
    @overload
    def __call__(self, operand: _P2, axes: Sequence[int], *, _jt_gate: Callable[[_P2], None] = _jt_gate_89) -> Array[builtins.float]: ...
    @overload
    def __call__(self, operand: _P4, axes: Sequence[int], *, _jt_gate: Callable[[_P4], None] = _jt_gate_90) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, operand: _P64, axes: Sequence[int], *, _jt_gate: Callable[[_P64], None] = _jt_gate_78) -> Array[signedinteger]: ...
    @overload
    def __call__(self, operand: _P68, axes: Sequence[int], *, _jt_gate: Callable[[_P68], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, operand: _P72, axes: Sequence[int], *, _jt_gate: Callable[[_P72], None] = _jt_gate_79) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P76, axes: Sequence[int], *, _jt_gate: Callable[[_P76], None] = _jt_gate_80) -> Array[floating]: ...
    @overload
    def __call__(self, operand: _P80, axes: Sequence[int], *, _jt_gate: Callable[[_P80], None] = _jt_gate_81) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, operand: _P84, axes: Sequence[int], *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[inexact]: ...
    @overload
    def __call__(self, operand: _P88, axes: Sequence[int], *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[number]: ...
    @overload
    def __call__(self, operand: _P92, axes: Sequence[int], *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[number]: ...
    @overload
    def __call__(self, operand: _AbstractArray, axes: Sequence[int]) -> Array[_Top]: ...
class _Fn_reduce_sum(_Overloads_reduce_sum): ...
reduce_sum: _Fn_reduce_sum
class _Fn_reduce_prod(_Overloads_reduce_sum): ...
reduce_prod: _Fn_reduce_prod
class _Overloads_reduce_and:
    """Type-check only: the overloads of reduce_and, reduce_or, reduce_xor (see stubs/generate.py)."""
    @overload
    def __call__(self, operand: Array[_Keeps22], axes: Sequence[int]) -> Array[_Keeps22]: ...
    @overload
    def __call__(self, operand: _Union48_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union48_1], None] = _jt_gate_91) -> Array[bool_]: ...
    @overload
    def __call__(self, operand: _P181, axes: Sequence[int], *, _jt_gate: Callable[[_P181], None] = _jt_gate_92) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _P182, axes: Sequence[int], *, _jt_gate: Callable[[_P182], None] = _jt_gate_93) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _P183, axes: Sequence[int], *, _jt_gate: Callable[[_P183], None] = _jt_gate_94) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _Union3_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _P184, axes: Sequence[int], *, _jt_gate: Callable[[_P184], None] = _jt_gate_69) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _P185, axes: Sequence[int], *, _jt_gate: Callable[[_P185], None] = _jt_gate_70) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _P186, axes: Sequence[int], *, _jt_gate: Callable[[_P186], None] = _jt_gate_71) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _Union7_1, axes: Sequence[int], *, _jt_gate: Callable[[_Union7_1], None] = _jt_gate_195) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _P64, axes: Sequence[int], *, _jt_gate: Callable[[_P64], None] = _jt_gate_78) -> Array[signedinteger]: ...
    @overload
    def __call__(self, operand: _P68, axes: Sequence[int], *, _jt_gate: Callable[[_P68], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, operand: _P72, axes: Sequence[int], *, _jt_gate: Callable[[_P72], None] = _jt_gate_79) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P88, axes: Sequence[int], *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P92, axes: Sequence[int], *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[generic]: ...
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
    def __call__(self, operand: Array[_Keeps25], axis: int = 0, reverse: builtins.bool = False) -> Array[_Keeps25]: ...
    @overload
    def __call__(self, operand: _P181, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P181], None] = _jt_gate_92) -> Array[uint8]: ...
    @overload
    def __call__(self, operand: _P182, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P182], None] = _jt_gate_93) -> Array[uint16]: ...
    @overload
    def __call__(self, operand: _P183, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P183], None] = _jt_gate_94) -> Array[uint32]: ...
    @overload
    def __call__(self, operand: _Union3_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union3_1], None] = _jt_gate_95) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, operand: _P184, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P184], None] = _jt_gate_69) -> Array[int8]: ...
    @overload
    def __call__(self, operand: _P185, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P185], None] = _jt_gate_70) -> Array[int16]: ...
    @overload
    def __call__(self, operand: _P186, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P186], None] = _jt_gate_71) -> Array[int32]: ...
    @overload
    def __call__(self, operand: _Union42_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union42_1], None] = _jt_gate_72) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, operand: _P172, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
    @overload
    def __call__(self, operand: _P173, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
    @overload
    def __call__(self, operand: _Union46_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, operand: _P175, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P175], None] = _jt_gate_87) -> Array[complex64]: ...
    @overload
    def __call__(self, operand: _Union47_1, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union47_1], None] = _jt_gate_88) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, operand: _P0, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P0], None] = _jt_gate_76) -> Array[builtins.int]: ...
    @overload
    def __call__(self, operand: _P2, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P2], None] = _jt_gate_89) -> Array[builtins.float]: ...
    @overload
    def __call__(self, operand: _P4, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P4], None] = _jt_gate_90) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, operand: _P64, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P64], None] = _jt_gate_78) -> Array[signedinteger]: ...
    @overload
    def __call__(self, operand: _P68, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P68], None] = _jt_gate_96) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, operand: _P72, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P72], None] = _jt_gate_79) -> Array[integer]: ...
    @overload
    def __call__(self, operand: _P76, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P76], None] = _jt_gate_80) -> Array[floating]: ...
    @overload
    def __call__(self, operand: _P80, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P80], None] = _jt_gate_81) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, operand: _P84, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[inexact]: ...
    @overload
    def __call__(self, operand: _P88, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[number]: ...
    @overload
    def __call__(self, operand: _P92, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[number]: ...
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
def cumlogsumexp(operand: Array[_Keeps23], axis: int = 0, reverse: builtins.bool = False) -> Array[_Keeps23]: ...
@overload
def cumlogsumexp(operand: _P168, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P168], None] = _jt_gate_73) -> Array[float16]: ...
@overload
def cumlogsumexp(operand: _P280, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P280], None] = _jt_gate_85) -> Array[float32]: ...
@overload
def cumlogsumexp(operand: _Union46_0, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_Union46_0], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
@overload
def cumlogsumexp(operand: _P96, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P96], None] = _jt_gate_89) -> Array[builtins.float]: ...
@overload
def cumlogsumexp(operand: _P115, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P115], None] = _jt_gate_80) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _P119, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P119], None] = _jt_gate_82) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _P121, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P121], None] = _jt_gate_83) -> Array[floating]: ...
@overload
def cumlogsumexp(operand: _P123, axis: int = 0, reverse: builtins.bool = False, *, _jt_gate: Callable[[_P123], None] = _jt_gate_84) -> Array[floating]: ...
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
    def __call__(self, x: _Union15_1, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_1], None] = _jt_gate_32) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P76, y: _Union20_2, /, *, _jt_gate: Callable[[_P76, _Union20_2], None] = _jt_gate_40) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P79, /, *, _jt_gate: Callable[[_Union20_1, _P79], None] = _jt_gate_41) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, y: _Union22_2, /, *, _jt_gate: Callable[[_P84, _Union22_2], None] = _jt_gate_44) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P87, /, *, _jt_gate: Callable[[_Union22_1, _P87], None] = _jt_gate_45) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P88, y: _Union23_2, /, *, _jt_gate: Callable[[_P88, _Union23_2], None] = _jt_gate_46) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P91, /, *, _jt_gate: Callable[[_Union23_1, _P91], None] = _jt_gate_47) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P92, y: _Union24_2, /, *, _jt_gate: Callable[[_P92, _Union24_2], None] = _jt_gate_48) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P95, /, *, _jt_gate: Callable[[_Union24_1, _P95], None] = _jt_gate_49) -> Array[floating]: ...
    @overload
    def __call__(self, x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
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
def random_gamma_grad(x: _P96, y: _P2, /, *, _jt_gate: Callable[[_P96, _P2], None] = _jt_gate_1) -> Array[_Mode_float64_float32]: ...
@overload
def random_gamma_grad(x: _P98, y: _P30, /, *, _jt_gate: Callable[[_P98, _P30], None] = _jt_gate_15) -> Array[float4_e2m1fn]: ...
@overload
def random_gamma_grad(x: _P99, y: _P32, /, *, _jt_gate: Callable[[_P99, _P32], None] = _jt_gate_16) -> Array[float8_e3m4]: ...
@overload
def random_gamma_grad(x: _P100, y: _P34, /, *, _jt_gate: Callable[[_P100, _P34], None] = _jt_gate_17) -> Array[float8_e4m3]: ...
@overload
def random_gamma_grad(x: _P101, y: _P36, /, *, _jt_gate: Callable[[_P101, _P36], None] = _jt_gate_18) -> Array[float8_e4m3b11fnuz]: ...
@overload
def random_gamma_grad(x: _P102, y: _P38, /, *, _jt_gate: Callable[[_P102, _P38], None] = _jt_gate_19) -> Array[float8_e4m3fn]: ...
@overload
def random_gamma_grad(x: _P103, y: _P40, /, *, _jt_gate: Callable[[_P103, _P40], None] = _jt_gate_20) -> Array[float8_e4m3fnuz]: ...
@overload
def random_gamma_grad(x: _P104, y: _P42, /, *, _jt_gate: Callable[[_P104, _P42], None] = _jt_gate_21) -> Array[float8_e5m2]: ...
@overload
def random_gamma_grad(x: _P105, y: _P44, /, *, _jt_gate: Callable[[_P105, _P44], None] = _jt_gate_22) -> Array[float8_e5m2fnuz]: ...
@overload
def random_gamma_grad(x: _P106, y: _P46, /, *, _jt_gate: Callable[[_P106, _P46], None] = _jt_gate_23) -> Array[float8_e8m0fnu]: ...
@overload
def random_gamma_grad(x: _P107, y: _P48, /, *, _jt_gate: Callable[[_P107, _P48], None] = _jt_gate_24) -> Array[bfloat16]: ...
@overload
def random_gamma_grad(x: _Union8_0, y: _Union8_1, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1], None] = _jt_gate_25) -> Array[float16]: ...
@overload
def random_gamma_grad(x: _Union9_0, y: _Union9_1, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def random_gamma_grad(x: _Union10_0, y: _Union10_1, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1], None] = _jt_gate_27) -> Array[_Mode_float64_float32]: ...
@overload
def random_gamma_grad(x: _Union15_0, y: _Only32_7, /, *, _jt_gate: Callable[[_Union15_0], None] = _jt_gate_32) -> Array[float32]: ...
@overload
def random_gamma_grad(x: _P115, y: _Union20_1, /, *, _jt_gate: Callable[[_P115, _Union20_1], None] = _jt_gate_40) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union20_0, y: _P76, /, *, _jt_gate: Callable[[_Union20_0, _P76], None] = _jt_gate_41) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _P119, y: _Union22_1, /, *, _jt_gate: Callable[[_P119, _Union22_1], None] = _jt_gate_44) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union22_0, y: _P84, /, *, _jt_gate: Callable[[_Union22_0, _P84], None] = _jt_gate_45) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _P121, y: _Union23_1, /, *, _jt_gate: Callable[[_P121, _Union23_1], None] = _jt_gate_46) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union23_0, y: _P88, /, *, _jt_gate: Callable[[_Union23_0, _P88], None] = _jt_gate_47) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _P123, y: _Union24_1, /, *, _jt_gate: Callable[[_P123, _Union24_1], None] = _jt_gate_48) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _Union24_0, y: _P92, /, *, _jt_gate: Callable[[_Union24_0, _P92], None] = _jt_gate_49) -> Array[floating]: ...
@overload
def random_gamma_grad(x: _AbstractArray, y: ArrayLike, /) -> Array[_Top]: ...
@overload
def random_gamma_grad(x: ArrayLike, y: _AbstractArray, /) -> Array[_Top]: ...
@overload
def betainc(x: _P96, y: _P2, z: _P3, /, *, _jt_gate: Callable[[_P96, _P2, _P3], None] = _jt_gate_137) -> Array[builtins.float]: ...
@overload
def betainc(x: _P98, y: _P30, z: _P31, /, *, _jt_gate: Callable[[_P98, _P30, _P31], None] = _jt_gate_152) -> Array[float4_e2m1fn]: ...
@overload
def betainc(x: _P99, y: _P32, z: _P33, /, *, _jt_gate: Callable[[_P99, _P32, _P33], None] = _jt_gate_153) -> Array[float8_e3m4]: ...
@overload
def betainc(x: _P100, y: _P34, z: _P35, /, *, _jt_gate: Callable[[_P100, _P34, _P35], None] = _jt_gate_154) -> Array[float8_e4m3]: ...
@overload
def betainc(x: _P101, y: _P36, z: _P37, /, *, _jt_gate: Callable[[_P101, _P36, _P37], None] = _jt_gate_155) -> Array[float8_e4m3b11fnuz]: ...
@overload
def betainc(x: _P102, y: _P38, z: _P39, /, *, _jt_gate: Callable[[_P102, _P38, _P39], None] = _jt_gate_156) -> Array[float8_e4m3fn]: ...
@overload
def betainc(x: _P103, y: _P40, z: _P41, /, *, _jt_gate: Callable[[_P103, _P40, _P41], None] = _jt_gate_157) -> Array[float8_e4m3fnuz]: ...
@overload
def betainc(x: _P104, y: _P42, z: _P43, /, *, _jt_gate: Callable[[_P104, _P42, _P43], None] = _jt_gate_158) -> Array[float8_e5m2]: ...
@overload
def betainc(x: _P105, y: _P44, z: _P45, /, *, _jt_gate: Callable[[_P105, _P44, _P45], None] = _jt_gate_159) -> Array[float8_e5m2fnuz]: ...
@overload
def betainc(x: _P106, y: _P46, z: _P47, /, *, _jt_gate: Callable[[_P106, _P46, _P47], None] = _jt_gate_160) -> Array[float8_e8m0fnu]: ...
@overload
def betainc(x: _P107, y: _P48, z: _P49, /, *, _jt_gate: Callable[[_P107, _P48, _P49], None] = _jt_gate_161) -> Array[bfloat16]: ...
@overload
def betainc(x: _Union8_0, y: _Union8_1, z: _Union8_2, /, *, _jt_gate: Callable[[_Union8_0, _Union8_1, _Union8_2], None] = _jt_gate_162) -> Array[float16]: ...
@overload
def betainc(x: _Union9_0, y: _Union9_1, z: _Union9_2, /, *, _jt_gate: Callable[[_Union9_0, _Union9_1, _Union9_2], None] = _jt_gate_163) -> Array[float32]: ...
@overload
def betainc(x: _Union10_0, y: _Union10_1, z: _Union10_2, /, *, _jt_gate: Callable[[_Union10_0, _Union10_1, _Union10_2], None] = _jt_gate_164) -> Array[_Mode_float64_float32]: ...
@overload
def betainc(x: _Union15_0, y: _Union15_1, z: _Only32_7, /, *, _jt_gate: Callable[[_Union15_0, _Union15_1], None] = _jt_gate_169) -> Array[float32]: ...
@overload
def betainc(x: _P115, y: _Union20_1, z: _Union20_2, /, *, _jt_gate: Callable[[_P115, _Union20_1, _Union20_2], None] = _jt_gate_180) -> Array[floating]: ...
@overload
def betainc(x: _Union20_0, y: _P76, z: _Union20_2, /, *, _jt_gate: Callable[[_Union20_0, _P76, _Union20_2], None] = _jt_gate_181) -> Array[floating]: ...
@overload
def betainc(x: _Union20_0, y: _Union20_1, z: _P79, /, *, _jt_gate: Callable[[_Union20_0, _Union20_1, _P79], None] = _jt_gate_182) -> Array[floating]: ...
@overload
def betainc(x: _P119, y: _Union22_1, z: _Union22_2, /, *, _jt_gate: Callable[[_P119, _Union22_1, _Union22_2], None] = _jt_gate_186) -> Array[floating]: ...
@overload
def betainc(x: _Union22_0, y: _P84, z: _Union22_2, /, *, _jt_gate: Callable[[_Union22_0, _P84, _Union22_2], None] = _jt_gate_187) -> Array[floating]: ...
@overload
def betainc(x: _Union22_0, y: _Union22_1, z: _P87, /, *, _jt_gate: Callable[[_Union22_0, _Union22_1, _P87], None] = _jt_gate_188) -> Array[floating]: ...
@overload
def betainc(x: _P121, y: _Union23_1, z: _Union23_2, /, *, _jt_gate: Callable[[_P121, _Union23_1, _Union23_2], None] = _jt_gate_189) -> Array[floating]: ...
@overload
def betainc(x: _Union23_0, y: _P88, z: _Union23_2, /, *, _jt_gate: Callable[[_Union23_0, _P88, _Union23_2], None] = _jt_gate_190) -> Array[floating]: ...
@overload
def betainc(x: _Union23_0, y: _Union23_1, z: _P91, /, *, _jt_gate: Callable[[_Union23_0, _Union23_1, _P91], None] = _jt_gate_191) -> Array[floating]: ...
@overload
def betainc(x: _P123, y: _Union24_1, z: _Union24_2, /, *, _jt_gate: Callable[[_P123, _Union24_1, _Union24_2], None] = _jt_gate_192) -> Array[floating]: ...
@overload
def betainc(x: _Union24_0, y: _P92, z: _Union24_2, /, *, _jt_gate: Callable[[_Union24_0, _P92, _Union24_2], None] = _jt_gate_193) -> Array[floating]: ...
@overload
def betainc(x: _Union24_0, y: _Union24_1, z: _P95, /, *, _jt_gate: Callable[[_Union24_0, _Union24_1, _P95], None] = _jt_gate_194) -> Array[floating]: ...
@overload
def betainc(x: _AbstractArray, y: ArrayLike, z: ArrayLike, /) -> Array[_Top]: ...
@overload
def betainc(x: ArrayLike, y: _AbstractArray, z: ArrayLike, /) -> Array[_Top]: ...
@overload
def betainc(x: ArrayLike, y: ArrayLike, z: _AbstractArray, /) -> Array[_Top]: ...
class _Overloads_bessel_i0e:
    """Type-check only: the overloads of bessel_i0e, bessel_i1e (see stubs/generate.py)."""
    @overload
    def __call__(self, x: Array[_Keeps23], /) -> Array[_Keeps23]: ...
    @overload
    def __call__(self, x: _P172, /, *, _jt_gate: Callable[[_P172], None] = _jt_gate_73) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P173, /, *, _jt_gate: Callable[[_P173], None] = _jt_gate_85) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union46_1, /, *, _jt_gate: Callable[[_Union46_1], None] = _jt_gate_86) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P2, /, *, _jt_gate: Callable[[_P2], None] = _jt_gate_89) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P76, /, *, _jt_gate: Callable[[_P76], None] = _jt_gate_80) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P84, /, *, _jt_gate: Callable[[_P84], None] = _jt_gate_82) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P88, /, *, _jt_gate: Callable[[_P88], None] = _jt_gate_83) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P92, /, *, _jt_gate: Callable[[_P92], None] = _jt_gate_84) -> Array[floating]: ...
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
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_bool_5, _jt_gate: Callable[[_DTypeLike_bool_5], None] = _jt_gate_100) -> Array[bool_]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int64_5, _jt_gate: Callable[[_DTypeLike_int64_5], None] = _jt_gate_101) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float64_5, _jt_gate: Callable[[_DTypeLike_float64_5], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_complex128_5, _jt_gate: Callable[[_DTypeLike_complex128_5], None] = _jt_gate_103) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint2_5, _jt_gate: Callable[[_DTypeLike_uint2_5], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint4_5, _jt_gate: Callable[[_DTypeLike_uint4_5], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint8_5, _jt_gate: Callable[[_DTypeLike_uint8_5], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint16_5, _jt_gate: Callable[[_DTypeLike_uint16_5], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint32_5, _jt_gate: Callable[[_DTypeLike_uint32_5], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_uint64_5, _jt_gate: Callable[[_DTypeLike_uint64_5], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int2_5, _jt_gate: Callable[[_DTypeLike_int2_5], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int4_5, _jt_gate: Callable[[_DTypeLike_int4_5], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int8_5, _jt_gate: Callable[[_DTypeLike_int8_5], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int16_5, _jt_gate: Callable[[_DTypeLike_int16_5], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_int32_5, _jt_gate: Callable[[_DTypeLike_int32_5], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float4_e2m1fn_5, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_5], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e3m4_5, _jt_gate: Callable[[_DTypeLike_float8_e3m4_5], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3_5], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3b11fnuz_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_5], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3fn_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_5], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e4m3fnuz_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_5], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e5m2_5, _jt_gate: Callable[[_DTypeLike_float8_e5m2_5], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e5m2fnuz_5, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_5], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float8_e8m0fnu_5, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_5], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_bfloat16_5, _jt_gate: Callable[[_DTypeLike_bfloat16_5], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float16_5, _jt_gate: Callable[[_DTypeLike_float16_5], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_float32_5, _jt_gate: Callable[[_DTypeLike_float32_5], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: _DTypeLike_complex64_5, _jt_gate: Callable[[_DTypeLike_complex64_5], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def dot(lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: DTypeLike) -> Array[generic]: ...
@overload
def dot(lhs: _P329, rhs: _P330, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P329, _P330], None] = _jt_gate_196) -> Array[bool_]: ...
@overload
def dot(lhs: _P331, rhs: _P6, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P331, _P6], None] = _jt_gate_197) -> Array[uint2]: ...
@overload
def dot(lhs: _P128, rhs: _P330, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P128, _P330], None] = _jt_gate_198) -> Array[uint2]: ...
@overload
def dot(lhs: _P332, rhs: _P8, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P332, _P8], None] = _jt_gate_199) -> Array[uint4]: ...
@overload
def dot(lhs: _P129, rhs: _P333, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P129, _P333], None] = _jt_gate_200) -> Array[uint4]: ...
@overload
def dot(lhs: _P334, rhs: _P335, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P334, _P335], None] = _jt_gate_201) -> Array[uint8]: ...
@overload
def dot(lhs: _P336, rhs: _P337, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P336, _P337], None] = _jt_gate_202) -> Array[uint8]: ...
@overload
def dot(lhs: _P338, rhs: _P339, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P338, _P339], None] = _jt_gate_203) -> Array[uint16]: ...
@overload
def dot(lhs: _P340, rhs: _P341, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P340, _P341], None] = _jt_gate_204) -> Array[uint16]: ...
@overload
def dot(lhs: _P342, rhs: _P343, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P342, _P343], None] = _jt_gate_205) -> Array[uint32]: ...
@overload
def dot(lhs: _P344, rhs: _P345, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P344, _P345], None] = _jt_gate_206) -> Array[uint32]: ...
@overload
def dot(lhs: _P346, rhs: _P347, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P346, _P347], None] = _jt_gate_207) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P348, rhs: _P349, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P348, _P349], None] = _jt_gate_208) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P350, rhs: _P347, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P350, _P347], None] = _jt_gate_209) -> Array[_Mode_uint64_int32]: ...
@overload
def dot(lhs: _P348, rhs: _P351, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P348, _P351], None] = _jt_gate_210) -> Array[_Mode_uint64_int32]: ...
@overload
def dot(lhs: _P352, rhs: _P18, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P352, _P18], None] = _jt_gate_211) -> Array[int2]: ...
@overload
def dot(lhs: _P134, rhs: _P353, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P134, _P353], None] = _jt_gate_212) -> Array[int2]: ...
@overload
def dot(lhs: _P354, rhs: _P20, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P354, _P20], None] = _jt_gate_213) -> Array[int4]: ...
@overload
def dot(lhs: _P135, rhs: _P355, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P135, _P355], None] = _jt_gate_214) -> Array[int4]: ...
@overload
def dot(lhs: _P356, rhs: _P357, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P356, _P357], None] = _jt_gate_215) -> Array[int8]: ...
@overload
def dot(lhs: _P358, rhs: _P359, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P358, _P359], None] = _jt_gate_216) -> Array[int8]: ...
@overload
def dot(lhs: _P360, rhs: _P361, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P360, _P361], None] = _jt_gate_217) -> Array[int16]: ...
@overload
def dot(lhs: _P362, rhs: _P363, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P362, _P363], None] = _jt_gate_218) -> Array[int16]: ...
@overload
def dot(lhs: _P364, rhs: _P351, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P364, _P351], None] = _jt_gate_219) -> Array[int32]: ...
@overload
def dot(lhs: _P350, rhs: _P349, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P350, _P349], None] = _jt_gate_220) -> Array[int32]: ...
@overload
def dot(lhs: _P365, rhs: _P366, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P365, _P366], None] = _jt_gate_221) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P367, rhs: _P368, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P367, _P368], None] = _jt_gate_222) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P369, rhs: _P30, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P369, _P30], None] = _jt_gate_223) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P370, rhs: _P32, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P370, _P32], None] = _jt_gate_224) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P371, rhs: _P34, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P371, _P34], None] = _jt_gate_225) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P372, rhs: _P36, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P372, _P36], None] = _jt_gate_226) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P373, rhs: _P38, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P373, _P38], None] = _jt_gate_227) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P374, rhs: _P40, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P374, _P40], None] = _jt_gate_228) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P375, rhs: _P42, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P375, _P42], None] = _jt_gate_229) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P376, rhs: _P44, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P376, _P44], None] = _jt_gate_230) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P377, rhs: _P46, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P377, _P46], None] = _jt_gate_231) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P378, rhs: _P48, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P378, _P48], None] = _jt_gate_232) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P379, rhs: _P380, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P379, _P380], None] = _jt_gate_233) -> Array[float16]: ...
@overload
def dot(lhs: _P381, rhs: _P382, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P381, _P382], None] = _jt_gate_234) -> Array[float32]: ...
@overload
def dot(lhs: _P383, rhs: _P384, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P383, _P384], None] = _jt_gate_235) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P385, rhs: _P386, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P385, _P386], None] = _jt_gate_236) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P387, rhs: _P388, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P387, _P388], None] = _jt_gate_237) -> Array[complex64]: ...
@overload
def dot(lhs: _P389, rhs: _P390, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P389, _P390], None] = _jt_gate_238) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P391, rhs: _P392, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P391, _P392], None] = _jt_gate_239) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P393, rhs: _P394, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P393, _P394], None] = _jt_gate_240) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P395, rhs: _P396, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P395, _P396], None] = _jt_gate_241) -> Array[float16]: ...
@overload
def dot(lhs: _P397, rhs: _P398, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P397, _P398], None] = _jt_gate_242) -> Array[float32]: ...
@overload
def dot(lhs: _P399, rhs: _P394, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P399, _P394], None] = _jt_gate_243) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P400, rhs: _P394, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P400, _P394], None] = _jt_gate_244) -> Array[builtins.int]: ...
@overload
def dot(lhs: _P401, rhs: _P394, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P401, _P394], None] = _jt_gate_245) -> Array[builtins.float]: ...
@overload
def dot(lhs: _P402, rhs: _P403, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P402, _P403], None] = _jt_gate_246) -> Array[complex64]: ...
@overload
def dot(lhs: _P404, rhs: _P405, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P404, _P405], None] = _jt_gate_247) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P406, rhs: _P407, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P406, _P407], None] = _jt_gate_248) -> Array[builtins.float]: ...
@overload
def dot(lhs: _P408, rhs: _P405, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P408, _P405], None] = _jt_gate_249) -> Array[builtins.complex]: ...
@overload
def dot(lhs: _P409, rhs: _P410, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P409, _P410], None] = _jt_gate_250) -> Array[builtins.complex]: ...
@overload
def dot(lhs: _P411, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P411, _P68], None] = _jt_gate_251) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P98, rhs: _P412, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P98, _P412], None] = _jt_gate_252) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P99, rhs: _P413, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P99, _P413], None] = _jt_gate_253) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P100, rhs: _P414, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P100, _P414], None] = _jt_gate_254) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P101, rhs: _P415, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P101, _P415], None] = _jt_gate_255) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P102, rhs: _P416, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P102, _P416], None] = _jt_gate_256) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P103, rhs: _P414, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P103, _P414], None] = _jt_gate_257) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P104, rhs: _P417, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P104, _P417], None] = _jt_gate_258) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P105, rhs: _P417, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P105, _P417], None] = _jt_gate_259) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P106, rhs: _P418, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P106, _P418], None] = _jt_gate_260) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P107, rhs: _P419, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P107, _P419], None] = _jt_gate_261) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P420, rhs: _P407, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P420, _P407], None] = _jt_gate_262) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P421, rhs: _P410, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P421, _P410], None] = _jt_gate_263) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P422, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P422, _P423], None] = _jt_gate_264) -> Array[float16]: ...
@overload
def dot(lhs: _P424, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P424, _P423], None] = _jt_gate_265) -> Array[float32]: ...
@overload
def dot(lhs: _P425, rhs: _P426, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P425, _P426], None] = _jt_gate_266) -> Array[complex64]: ...
@overload
def dot(lhs: _P427, rhs: _P64, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P427, _P64], None] = _jt_gate_267) -> Array[signedinteger]: ...
@overload
def dot(lhs: _P428, rhs: _P64, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P428, _P64], None] = _jt_gate_268) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot(lhs: _P429, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P429, _P68], None] = _jt_gate_269) -> Array[unsignedinteger]: ...
@overload
def dot(lhs: _P430, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P430, _P68], None] = _jt_gate_270) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot(lhs: _P431, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P431, _P72], None] = _jt_gate_271) -> Array[integer]: ...
@overload
def dot(lhs: _P432, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P432, _P68], None] = _jt_gate_272) -> Array[integer]: ...
@overload
def dot(lhs: _P433, rhs: _P64, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P433, _P64], None] = _jt_gate_273) -> Array[integer]: ...
@overload
def dot(lhs: _P428, rhs: _P434, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P428, _P434], None] = _jt_gate_274) -> Array[_Mode_integer_int32]: ...
@overload
def dot(lhs: _P424, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P424, _P76], None] = _jt_gate_275) -> Array[_Mode_floating_float32]: ...
@overload
def dot(lhs: _P425, rhs: _P435, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P425, _P435], None] = _jt_gate_276) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P436, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P436, _P92], None] = _jt_gate_277) -> Array[generic]: ...
@overload
def dot(lhs: _P437, rhs: _P438, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P437, _P438], None] = _jt_gate_278) -> Array[_Top]: ...
@overload
def dot(lhs: _P439, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P439, _P423], None] = _jt_gate_279) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P440, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P440, _P76], None] = _jt_gate_280) -> Array[floating]: ...
@overload
def dot(lhs: _P441, rhs: _P88, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P441, _P88], None] = _jt_gate_281) -> Array[number]: ...
@overload
def dot(lhs: _P442, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P442, _P92], None] = _jt_gate_282) -> Array[number]: ...
@overload
def dot(lhs: _P443, rhs: _P426, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P443, _P426], None] = _jt_gate_283) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P444, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P444, _P80], None] = _jt_gate_284) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P445, rhs: _P84, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P445, _P84], None] = _jt_gate_285) -> Array[inexact]: ...
@overload
def dot(lhs: _P446, rhs: _P447, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P446, _P447], None] = _jt_gate_286) -> Array[inexact]: ...
@overload
def dot(lhs: _P448, rhs: _P438, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P448, _P438], None] = _jt_gate_287) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P389, rhs: Array[_Union114] | _AnyArray, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P389], None] = _jt_gate_288) -> Array[_Top]: ...
@overload
def dot(lhs: _P329, rhs: _P330, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P329, _P330], None] = _jt_gate_196) -> Array[bool_]: ...
@overload
def dot(lhs: _P449, rhs: _P450, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P449, _P450], None] = _jt_gate_289) -> Array[builtins.int]: ...
@overload
def dot(lhs: _P451, rhs: _P452, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P451, _P452], None] = _jt_gate_290) -> Array[uint2]: ...
@overload
def dot(lhs: _P453, rhs: _P454, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P453, _P454], None] = _jt_gate_291) -> Array[uint4]: ...
@overload
def dot(lhs: _P455, rhs: _P456, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P455, _P456], None] = _jt_gate_292) -> Array[uint8]: ...
@overload
def dot(lhs: _P457, rhs: _P458, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P457, _P458], None] = _jt_gate_293) -> Array[int2]: ...
@overload
def dot(lhs: _P459, rhs: _P460, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P459, _P460], None] = _jt_gate_294) -> Array[int4]: ...
@overload
def dot(lhs: _P461, rhs: _P462, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P461, _P462], None] = _jt_gate_295) -> Array[int8]: ...
@overload
def dot(lhs: _P463, rhs: _P464, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P463, _P464], None] = _jt_gate_296) -> Array[uint16]: ...
@overload
def dot(lhs: _P465, rhs: _P466, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P465, _P466], None] = _jt_gate_297) -> Array[uint32]: ...
@overload
def dot(lhs: _P467, rhs: _P468, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P467, _P468], None] = _jt_gate_298) -> Array[int16]: ...
@overload
def dot(lhs: _P469, rhs: _P470, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P469, _P470], None] = _jt_gate_299) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P471, rhs: _P472, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P471, _P472], None] = _jt_gate_300) -> Array[int32]: ...
@overload
def dot(lhs: _P473, rhs: _P474, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P473, _P474], None] = _jt_gate_301) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P475, rhs: _P476, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P475, _P476], None] = _jt_gate_302) -> Array[builtins.float]: ...
@overload
def dot(lhs: _P477, rhs: _P478, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P477, _P478], None] = _jt_gate_303) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P479, rhs: _P480, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P479, _P480], None] = _jt_gate_304) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P481, rhs: _P482, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P481, _P482], None] = _jt_gate_305) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P483, rhs: _P484, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P483, _P484], None] = _jt_gate_306) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P485, rhs: _P486, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P485, _P486], None] = _jt_gate_307) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P487, rhs: _P488, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P487, _P488], None] = _jt_gate_308) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P489, rhs: _P490, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P489, _P490], None] = _jt_gate_309) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P491, rhs: _P492, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P491, _P492], None] = _jt_gate_310) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P493, rhs: _P494, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P493, _P494], None] = _jt_gate_311) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P495, rhs: _P496, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P495, _P496], None] = _jt_gate_312) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P497, rhs: _P498, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P497, _P498], None] = _jt_gate_313) -> Array[float16]: ...
@overload
def dot(lhs: _P499, rhs: _P500, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P499, _P500], None] = _jt_gate_314) -> Array[builtins.complex]: ...
@overload
def dot(lhs: _P501, rhs: _P502, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P501, _P502], None] = _jt_gate_315) -> Array[float32]: ...
@overload
def dot(lhs: _P503, rhs: _P504, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P503, _P504], None] = _jt_gate_316) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P505, rhs: _P506, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P505, _P506], None] = _jt_gate_317) -> Array[complex64]: ...
@overload
def dot(lhs: _P507, rhs: _P508, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P507, _P508], None] = _jt_gate_318) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P411, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P411, _P68], None] = _jt_gate_251) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P98, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P98, _P423], None] = _jt_gate_319) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P99, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P99, _P423], None] = _jt_gate_320) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P100, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P100, _P423], None] = _jt_gate_321) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P101, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P101, _P423], None] = _jt_gate_322) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P102, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P102, _P423], None] = _jt_gate_323) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P103, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P103, _P423], None] = _jt_gate_324) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P104, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P104, _P423], None] = _jt_gate_325) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P105, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P105, _P423], None] = _jt_gate_326) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P106, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P106, _P423], None] = _jt_gate_327) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P107, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P107, _P423], None] = _jt_gate_328) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P422, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P422, _P423], None] = _jt_gate_264) -> Array[float16]: ...
@overload
def dot(lhs: _P424, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P424, _P423], None] = _jt_gate_265) -> Array[float32]: ...
@overload
def dot(lhs: _P425, rhs: _P426, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P425, _P426], None] = _jt_gate_266) -> Array[complex64]: ...
@overload
def dot(lhs: _P427, rhs: _P64, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P427, _P64], None] = _jt_gate_267) -> Array[signedinteger]: ...
@overload
def dot(lhs: _P428, rhs: _P64, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P428, _P64], None] = _jt_gate_268) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot(lhs: _P429, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P429, _P68], None] = _jt_gate_269) -> Array[unsignedinteger]: ...
@overload
def dot(lhs: _P430, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P430, _P68], None] = _jt_gate_270) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot(lhs: _P431, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P431, _P72], None] = _jt_gate_271) -> Array[integer]: ...
@overload
def dot(lhs: _P433, rhs: _P64, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P433, _P64], None] = _jt_gate_273) -> Array[integer]: ...
@overload
def dot(lhs: _P432, rhs: _P68, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P432, _P68], None] = _jt_gate_272) -> Array[integer]: ...
@overload
def dot(lhs: _P428, rhs: _P434, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P428, _P434], None] = _jt_gate_274) -> Array[_Mode_integer_int32]: ...
@overload
def dot(lhs: _P424, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P424, _P76], None] = _jt_gate_275) -> Array[_Mode_floating_float32]: ...
@overload
def dot(lhs: _P425, rhs: _P435, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P425, _P435], None] = _jt_gate_276) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P436, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P436, _P92], None] = _jt_gate_277) -> Array[generic]: ...
@overload
def dot(lhs: _P437, rhs: _P438, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P437, _P438], None] = _jt_gate_278) -> Array[_Top]: ...
@overload
def dot(lhs: _P439, rhs: _P423, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P439, _P423], None] = _jt_gate_279) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P440, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P440, _P76], None] = _jt_gate_280) -> Array[floating]: ...
@overload
def dot(lhs: _P441, rhs: _P88, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P441, _P88], None] = _jt_gate_281) -> Array[number]: ...
@overload
def dot(lhs: _P442, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P442, _P92], None] = _jt_gate_282) -> Array[number]: ...
@overload
def dot(lhs: _P443, rhs: _P426, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P443, _P426], None] = _jt_gate_283) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P444, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P444, _P80], None] = _jt_gate_284) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P445, rhs: _P84, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P445, _P84], None] = _jt_gate_285) -> Array[inexact]: ...
@overload
def dot(lhs: _P446, rhs: _P447, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P446, _P447], None] = _jt_gate_286) -> Array[inexact]: ...
@overload
def dot(lhs: _P448, rhs: _P438, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P448, _P438], None] = _jt_gate_287) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P389, rhs: Array[_Union114] | _AnyArray, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P389], None] = _jt_gate_288) -> Array[_Top]: ...
@overload
def dot(lhs: _P144, rhs: _P509, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P144, _P509], None] = _jt_gate_329) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot(lhs: _P510, rhs: _P30, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P30], None] = _jt_gate_330) -> Array[float4_e2m1fn]: ...
@overload
def dot(lhs: _P510, rhs: _P32, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P32], None] = _jt_gate_331) -> Array[float8_e3m4]: ...
@overload
def dot(lhs: _P510, rhs: _P34, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P34], None] = _jt_gate_332) -> Array[float8_e4m3]: ...
@overload
def dot(lhs: _P510, rhs: _P36, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P36], None] = _jt_gate_333) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot(lhs: _P510, rhs: _P38, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P38], None] = _jt_gate_334) -> Array[float8_e4m3fn]: ...
@overload
def dot(lhs: _P510, rhs: _P40, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P40], None] = _jt_gate_335) -> Array[float8_e4m3fnuz]: ...
@overload
def dot(lhs: _P510, rhs: _P42, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P42], None] = _jt_gate_336) -> Array[float8_e5m2]: ...
@overload
def dot(lhs: _P510, rhs: _P44, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P44], None] = _jt_gate_337) -> Array[float8_e5m2fnuz]: ...
@overload
def dot(lhs: _P510, rhs: _P46, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P46], None] = _jt_gate_338) -> Array[float8_e8m0fnu]: ...
@overload
def dot(lhs: _P510, rhs: _P48, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P48], None] = _jt_gate_339) -> Array[bfloat16]: ...
@overload
def dot(lhs: _P510, rhs: _P511, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P511], None] = _jt_gate_340) -> Array[float16]: ...
@overload
def dot(lhs: _P510, rhs: _P512, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P512], None] = _jt_gate_341) -> Array[float32]: ...
@overload
def dot(lhs: _P513, rhs: _P514, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P513, _P514], None] = _jt_gate_342) -> Array[complex64]: ...
@overload
def dot(lhs: _P142, rhs: _P515, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P142, _P515], None] = _jt_gate_343) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot(lhs: _P144, rhs: _P516, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P144, _P516], None] = _jt_gate_344) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot(lhs: _P146, rhs: _P517, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P146, _P517], None] = _jt_gate_345) -> Array[integer]: ...
@overload
def dot(lhs: _P518, rhs: _P515, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P518, _P515], None] = _jt_gate_346) -> Array[_Mode_integer_int32]: ...
@overload
def dot(lhs: _P115, rhs: _P512, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P115, _P512], None] = _jt_gate_347) -> Array[_Mode_floating_float32]: ...
@overload
def dot(lhs: _P519, rhs: _P514, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P519, _P514], None] = _jt_gate_348) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P121, rhs: _P520, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P121, _P520], None] = _jt_gate_349) -> Array[number]: ...
@overload
def dot(lhs: _P510, rhs: _P521, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P521], None] = _jt_gate_350) -> Array[_Mode_int64_int32]: ...
@overload
def dot(lhs: _P142, rhs: _P522, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P142, _P522], None] = _jt_gate_351) -> Array[signedinteger]: ...
@overload
def dot(lhs: _P144, rhs: _P523, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P144, _P523], None] = _jt_gate_352) -> Array[unsignedinteger]: ...
@overload
def dot(lhs: _P524, rhs: _P525, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P524, _P525], None] = _jt_gate_353) -> Array[integer]: ...
@overload
def dot(lhs: _P510, rhs: _P72, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P510, _P72], None] = _jt_gate_354) -> Array[integer]: ...
@overload
def dot(lhs: _P518, rhs: _P526, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P518, _P526], None] = _jt_gate_355) -> Array[integer]: ...
@overload
def dot(lhs: _P513, rhs: _P76, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P513, _P76], None] = _jt_gate_356) -> Array[floating]: ...
@overload
def dot(lhs: _P115, rhs: _P527, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P115, _P527], None] = _jt_gate_357) -> Array[floating]: ...
@overload
def dot(lhs: _P513, rhs: _P528, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P513, _P528], None] = _jt_gate_358) -> Array[_Mode_float64_float32]: ...
@overload
def dot(lhs: _P529, rhs: _P80, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P529, _P80], None] = _jt_gate_359) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P117, rhs: _P530, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P117, _P530], None] = _jt_gate_360) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot(lhs: _P531, rhs: _P84, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P531, _P84], None] = _jt_gate_361) -> Array[inexact]: ...
@overload
def dot(lhs: _P532, rhs: _P447, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P532, _P447], None] = _jt_gate_362) -> Array[inexact]: ...
@overload
def dot(lhs: _P119, rhs: _P533, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P119, _P533], None] = _jt_gate_363) -> Array[inexact]: ...
@overload
def dot(lhs: _P534, rhs: _P88, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P534, _P88], None] = _jt_gate_364) -> Array[number]: ...
@overload
def dot(lhs: _P535, rhs: _P92, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P535, _P92], None] = _jt_gate_365) -> Array[number]: ...
@overload
def dot(lhs: _P536, rhs: _P537, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P536, _P537], None] = _jt_gate_366) -> Array[number]: ...
@overload
def dot(lhs: _P538, rhs: _P539, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P538, _P539], None] = _jt_gate_367) -> Array[inexact]: ...
@overload
def dot(lhs: _P529, rhs: _P540, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P529, _P540], None] = _jt_gate_368) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot(lhs: _P123, rhs: _P541, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P123, _P541], None] = _jt_gate_369) -> Array[generic]: ...
@overload
def dot(lhs: Array[_Union114] | _AnyArray, rhs: _P542, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None, _jt_gate: Callable[[_P542], None] = _jt_gate_370) -> Array[_Top]: ...
@overload
def dot(lhs: Array[_Union114] | _AnyArray, rhs: _Union166, /, *, dimension_numbers: Any = None, precision: PrecisionLike = None, preferred_element_type: None = None) -> Array[_Top]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_bool_5, _jt_gate: Callable[[_DTypeLike_bool_5], None] = _jt_gate_100) -> Array[bool_]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int64_5, _jt_gate: Callable[[_DTypeLike_int64_5], None] = _jt_gate_101) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float64_5, _jt_gate: Callable[[_DTypeLike_float64_5], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_complex128_5, _jt_gate: Callable[[_DTypeLike_complex128_5], None] = _jt_gate_103) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint2_5, _jt_gate: Callable[[_DTypeLike_uint2_5], None] = _jt_gate_104) -> Array[uint2]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint4_5, _jt_gate: Callable[[_DTypeLike_uint4_5], None] = _jt_gate_105) -> Array[uint4]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint8_5, _jt_gate: Callable[[_DTypeLike_uint8_5], None] = _jt_gate_106) -> Array[uint8]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint16_5, _jt_gate: Callable[[_DTypeLike_uint16_5], None] = _jt_gate_107) -> Array[uint16]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint32_5, _jt_gate: Callable[[_DTypeLike_uint32_5], None] = _jt_gate_108) -> Array[uint32]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_uint64_5, _jt_gate: Callable[[_DTypeLike_uint64_5], None] = _jt_gate_109) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int2_5, _jt_gate: Callable[[_DTypeLike_int2_5], None] = _jt_gate_110) -> Array[int2]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int4_5, _jt_gate: Callable[[_DTypeLike_int4_5], None] = _jt_gate_111) -> Array[int4]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int8_5, _jt_gate: Callable[[_DTypeLike_int8_5], None] = _jt_gate_112) -> Array[int8]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int16_5, _jt_gate: Callable[[_DTypeLike_int16_5], None] = _jt_gate_113) -> Array[int16]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_int32_5, _jt_gate: Callable[[_DTypeLike_int32_5], None] = _jt_gate_114) -> Array[int32]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float4_e2m1fn_5, _jt_gate: Callable[[_DTypeLike_float4_e2m1fn_5], None] = _jt_gate_115) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e3m4_5, _jt_gate: Callable[[_DTypeLike_float8_e3m4_5], None] = _jt_gate_116) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3_5], None] = _jt_gate_117) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3b11fnuz_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3b11fnuz_5], None] = _jt_gate_118) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3fn_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3fn_5], None] = _jt_gate_119) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e4m3fnuz_5, _jt_gate: Callable[[_DTypeLike_float8_e4m3fnuz_5], None] = _jt_gate_120) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e5m2_5, _jt_gate: Callable[[_DTypeLike_float8_e5m2_5], None] = _jt_gate_121) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e5m2fnuz_5, _jt_gate: Callable[[_DTypeLike_float8_e5m2fnuz_5], None] = _jt_gate_122) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float8_e8m0fnu_5, _jt_gate: Callable[[_DTypeLike_float8_e8m0fnu_5], None] = _jt_gate_123) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_bfloat16_5, _jt_gate: Callable[[_DTypeLike_bfloat16_5], None] = _jt_gate_124) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float16_5, _jt_gate: Callable[[_DTypeLike_float16_5], None] = _jt_gate_125) -> Array[float16]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_float32_5, _jt_gate: Callable[[_DTypeLike_float32_5], None] = _jt_gate_126) -> Array[float32]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: _DTypeLike_complex64_5, _jt_gate: Callable[[_DTypeLike_complex64_5], None] = _jt_gate_127) -> Array[complex64]: ...
@overload
def dot_general(lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, precision: PrecisionLike = None, *, preferred_element_type: DTypeLike) -> Array[generic]: ...
@overload
def dot_general(lhs: _P329, rhs: _P330, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P329, _P330], None] = _jt_gate_196) -> Array[bool_]: ...
@overload
def dot_general(lhs: _P331, rhs: _P6, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P331, _P6], None] = _jt_gate_197) -> Array[uint2]: ...
@overload
def dot_general(lhs: _P128, rhs: _P330, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P128, _P330], None] = _jt_gate_198) -> Array[uint2]: ...
@overload
def dot_general(lhs: _P332, rhs: _P8, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P332, _P8], None] = _jt_gate_199) -> Array[uint4]: ...
@overload
def dot_general(lhs: _P129, rhs: _P333, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P129, _P333], None] = _jt_gate_200) -> Array[uint4]: ...
@overload
def dot_general(lhs: _P334, rhs: _P335, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P334, _P335], None] = _jt_gate_201) -> Array[uint8]: ...
@overload
def dot_general(lhs: _P336, rhs: _P337, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P336, _P337], None] = _jt_gate_202) -> Array[uint8]: ...
@overload
def dot_general(lhs: _P338, rhs: _P339, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P338, _P339], None] = _jt_gate_203) -> Array[uint16]: ...
@overload
def dot_general(lhs: _P340, rhs: _P341, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P340, _P341], None] = _jt_gate_204) -> Array[uint16]: ...
@overload
def dot_general(lhs: _P342, rhs: _P343, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P342, _P343], None] = _jt_gate_205) -> Array[uint32]: ...
@overload
def dot_general(lhs: _P344, rhs: _P345, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P344, _P345], None] = _jt_gate_206) -> Array[uint32]: ...
@overload
def dot_general(lhs: _P346, rhs: _P347, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P346, _P347], None] = _jt_gate_207) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P348, rhs: _P349, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P348, _P349], None] = _jt_gate_208) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P350, rhs: _P347, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P350, _P347], None] = _jt_gate_209) -> Array[_Mode_uint64_int32]: ...
@overload
def dot_general(lhs: _P348, rhs: _P351, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P348, _P351], None] = _jt_gate_210) -> Array[_Mode_uint64_int32]: ...
@overload
def dot_general(lhs: _P352, rhs: _P18, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P352, _P18], None] = _jt_gate_211) -> Array[int2]: ...
@overload
def dot_general(lhs: _P134, rhs: _P353, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P134, _P353], None] = _jt_gate_212) -> Array[int2]: ...
@overload
def dot_general(lhs: _P354, rhs: _P20, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P354, _P20], None] = _jt_gate_213) -> Array[int4]: ...
@overload
def dot_general(lhs: _P135, rhs: _P355, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P135, _P355], None] = _jt_gate_214) -> Array[int4]: ...
@overload
def dot_general(lhs: _P356, rhs: _P357, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P356, _P357], None] = _jt_gate_215) -> Array[int8]: ...
@overload
def dot_general(lhs: _P358, rhs: _P359, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P358, _P359], None] = _jt_gate_216) -> Array[int8]: ...
@overload
def dot_general(lhs: _P360, rhs: _P361, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P360, _P361], None] = _jt_gate_217) -> Array[int16]: ...
@overload
def dot_general(lhs: _P362, rhs: _P363, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P362, _P363], None] = _jt_gate_218) -> Array[int16]: ...
@overload
def dot_general(lhs: _P364, rhs: _P351, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P364, _P351], None] = _jt_gate_219) -> Array[int32]: ...
@overload
def dot_general(lhs: _P350, rhs: _P349, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P350, _P349], None] = _jt_gate_220) -> Array[int32]: ...
@overload
def dot_general(lhs: _P365, rhs: _P366, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P365, _P366], None] = _jt_gate_221) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P367, rhs: _P368, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P367, _P368], None] = _jt_gate_222) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P369, rhs: _P30, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P369, _P30], None] = _jt_gate_223) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P370, rhs: _P32, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P370, _P32], None] = _jt_gate_224) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P371, rhs: _P34, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P371, _P34], None] = _jt_gate_225) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P372, rhs: _P36, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P372, _P36], None] = _jt_gate_226) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P373, rhs: _P38, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P373, _P38], None] = _jt_gate_227) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P374, rhs: _P40, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P374, _P40], None] = _jt_gate_228) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P375, rhs: _P42, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P375, _P42], None] = _jt_gate_229) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P376, rhs: _P44, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P376, _P44], None] = _jt_gate_230) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P377, rhs: _P46, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P377, _P46], None] = _jt_gate_231) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P378, rhs: _P48, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P378, _P48], None] = _jt_gate_232) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P379, rhs: _P380, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P379, _P380], None] = _jt_gate_233) -> Array[float16]: ...
@overload
def dot_general(lhs: _P381, rhs: _P382, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P381, _P382], None] = _jt_gate_234) -> Array[float32]: ...
@overload
def dot_general(lhs: _P383, rhs: _P384, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P383, _P384], None] = _jt_gate_235) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P385, rhs: _P386, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P385, _P386], None] = _jt_gate_236) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P387, rhs: _P388, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P387, _P388], None] = _jt_gate_237) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P389, rhs: _P390, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P389, _P390], None] = _jt_gate_238) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P391, rhs: _P392, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P391, _P392], None] = _jt_gate_239) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P393, rhs: _P394, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P393, _P394], None] = _jt_gate_240) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P395, rhs: _P396, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P395, _P396], None] = _jt_gate_241) -> Array[float16]: ...
@overload
def dot_general(lhs: _P397, rhs: _P398, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P397, _P398], None] = _jt_gate_242) -> Array[float32]: ...
@overload
def dot_general(lhs: _P399, rhs: _P394, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P399, _P394], None] = _jt_gate_243) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P400, rhs: _P394, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P400, _P394], None] = _jt_gate_244) -> Array[builtins.int]: ...
@overload
def dot_general(lhs: _P401, rhs: _P394, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P401, _P394], None] = _jt_gate_245) -> Array[builtins.float]: ...
@overload
def dot_general(lhs: _P402, rhs: _P403, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P402, _P403], None] = _jt_gate_246) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P404, rhs: _P405, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P404, _P405], None] = _jt_gate_247) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P406, rhs: _P407, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P406, _P407], None] = _jt_gate_248) -> Array[builtins.float]: ...
@overload
def dot_general(lhs: _P408, rhs: _P405, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P408, _P405], None] = _jt_gate_249) -> Array[builtins.complex]: ...
@overload
def dot_general(lhs: _P409, rhs: _P410, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P409, _P410], None] = _jt_gate_250) -> Array[builtins.complex]: ...
@overload
def dot_general(lhs: _P411, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P411, _P68], None] = _jt_gate_251) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P98, rhs: _P412, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P98, _P412], None] = _jt_gate_252) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P99, rhs: _P413, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P99, _P413], None] = _jt_gate_253) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P100, rhs: _P414, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P100, _P414], None] = _jt_gate_254) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P101, rhs: _P415, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P101, _P415], None] = _jt_gate_255) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P102, rhs: _P416, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P102, _P416], None] = _jt_gate_256) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P103, rhs: _P414, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P103, _P414], None] = _jt_gate_257) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P104, rhs: _P417, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P104, _P417], None] = _jt_gate_258) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P105, rhs: _P417, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P105, _P417], None] = _jt_gate_259) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P106, rhs: _P418, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P106, _P418], None] = _jt_gate_260) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P107, rhs: _P419, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P107, _P419], None] = _jt_gate_261) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P420, rhs: _P407, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P420, _P407], None] = _jt_gate_262) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P421, rhs: _P410, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P421, _P410], None] = _jt_gate_263) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P422, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P422, _P423], None] = _jt_gate_264) -> Array[float16]: ...
@overload
def dot_general(lhs: _P424, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P424, _P423], None] = _jt_gate_265) -> Array[float32]: ...
@overload
def dot_general(lhs: _P425, rhs: _P426, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P425, _P426], None] = _jt_gate_266) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P427, rhs: _P64, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P427, _P64], None] = _jt_gate_267) -> Array[signedinteger]: ...
@overload
def dot_general(lhs: _P428, rhs: _P64, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P428, _P64], None] = _jt_gate_268) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot_general(lhs: _P429, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P429, _P68], None] = _jt_gate_269) -> Array[unsignedinteger]: ...
@overload
def dot_general(lhs: _P430, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P430, _P68], None] = _jt_gate_270) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot_general(lhs: _P431, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P431, _P72], None] = _jt_gate_271) -> Array[integer]: ...
@overload
def dot_general(lhs: _P432, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P432, _P68], None] = _jt_gate_272) -> Array[integer]: ...
@overload
def dot_general(lhs: _P433, rhs: _P64, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P433, _P64], None] = _jt_gate_273) -> Array[integer]: ...
@overload
def dot_general(lhs: _P428, rhs: _P434, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P428, _P434], None] = _jt_gate_274) -> Array[_Mode_integer_int32]: ...
@overload
def dot_general(lhs: _P424, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P424, _P76], None] = _jt_gate_275) -> Array[_Mode_floating_float32]: ...
@overload
def dot_general(lhs: _P425, rhs: _P435, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P425, _P435], None] = _jt_gate_276) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P436, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P436, _P92], None] = _jt_gate_277) -> Array[generic]: ...
@overload
def dot_general(lhs: _P437, rhs: _P438, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P437, _P438], None] = _jt_gate_278) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P439, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P439, _P423], None] = _jt_gate_279) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P440, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P440, _P76], None] = _jt_gate_280) -> Array[floating]: ...
@overload
def dot_general(lhs: _P441, rhs: _P88, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P441, _P88], None] = _jt_gate_281) -> Array[number]: ...
@overload
def dot_general(lhs: _P442, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P442, _P92], None] = _jt_gate_282) -> Array[number]: ...
@overload
def dot_general(lhs: _P443, rhs: _P426, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P443, _P426], None] = _jt_gate_283) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P444, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P444, _P80], None] = _jt_gate_284) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P445, rhs: _P84, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P445, _P84], None] = _jt_gate_285) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P446, rhs: _P447, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P446, _P447], None] = _jt_gate_286) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P448, rhs: _P438, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P448, _P438], None] = _jt_gate_287) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P389, rhs: Array[_Union114] | _AnyArray, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P389], None] = _jt_gate_288) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P329, rhs: _P330, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P329, _P330], None] = _jt_gate_196) -> Array[bool_]: ...
@overload
def dot_general(lhs: _P449, rhs: _P450, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P449, _P450], None] = _jt_gate_289) -> Array[builtins.int]: ...
@overload
def dot_general(lhs: _P451, rhs: _P452, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P451, _P452], None] = _jt_gate_290) -> Array[uint2]: ...
@overload
def dot_general(lhs: _P453, rhs: _P454, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P453, _P454], None] = _jt_gate_291) -> Array[uint4]: ...
@overload
def dot_general(lhs: _P455, rhs: _P456, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P455, _P456], None] = _jt_gate_292) -> Array[uint8]: ...
@overload
def dot_general(lhs: _P457, rhs: _P458, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P457, _P458], None] = _jt_gate_293) -> Array[int2]: ...
@overload
def dot_general(lhs: _P459, rhs: _P460, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P459, _P460], None] = _jt_gate_294) -> Array[int4]: ...
@overload
def dot_general(lhs: _P461, rhs: _P462, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P461, _P462], None] = _jt_gate_295) -> Array[int8]: ...
@overload
def dot_general(lhs: _P463, rhs: _P464, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P463, _P464], None] = _jt_gate_296) -> Array[uint16]: ...
@overload
def dot_general(lhs: _P465, rhs: _P466, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P465, _P466], None] = _jt_gate_297) -> Array[uint32]: ...
@overload
def dot_general(lhs: _P467, rhs: _P468, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P467, _P468], None] = _jt_gate_298) -> Array[int16]: ...
@overload
def dot_general(lhs: _P469, rhs: _P470, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P469, _P470], None] = _jt_gate_299) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P471, rhs: _P472, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P471, _P472], None] = _jt_gate_300) -> Array[int32]: ...
@overload
def dot_general(lhs: _P473, rhs: _P474, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P473, _P474], None] = _jt_gate_301) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P475, rhs: _P476, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P475, _P476], None] = _jt_gate_302) -> Array[builtins.float]: ...
@overload
def dot_general(lhs: _P477, rhs: _P478, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P477, _P478], None] = _jt_gate_303) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P479, rhs: _P480, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P479, _P480], None] = _jt_gate_304) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P481, rhs: _P482, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P481, _P482], None] = _jt_gate_305) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P483, rhs: _P484, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P483, _P484], None] = _jt_gate_306) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P485, rhs: _P486, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P485, _P486], None] = _jt_gate_307) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P487, rhs: _P488, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P487, _P488], None] = _jt_gate_308) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P489, rhs: _P490, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P489, _P490], None] = _jt_gate_309) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P491, rhs: _P492, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P491, _P492], None] = _jt_gate_310) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P493, rhs: _P494, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P493, _P494], None] = _jt_gate_311) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P495, rhs: _P496, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P495, _P496], None] = _jt_gate_312) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P497, rhs: _P498, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P497, _P498], None] = _jt_gate_313) -> Array[float16]: ...
@overload
def dot_general(lhs: _P499, rhs: _P500, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P499, _P500], None] = _jt_gate_314) -> Array[builtins.complex]: ...
@overload
def dot_general(lhs: _P501, rhs: _P502, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P501, _P502], None] = _jt_gate_315) -> Array[float32]: ...
@overload
def dot_general(lhs: _P503, rhs: _P504, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P503, _P504], None] = _jt_gate_316) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P505, rhs: _P506, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P505, _P506], None] = _jt_gate_317) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P507, rhs: _P508, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P507, _P508], None] = _jt_gate_318) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P411, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P411, _P68], None] = _jt_gate_251) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P98, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P98, _P423], None] = _jt_gate_319) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P99, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P99, _P423], None] = _jt_gate_320) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P100, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P100, _P423], None] = _jt_gate_321) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P101, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P101, _P423], None] = _jt_gate_322) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P102, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P102, _P423], None] = _jt_gate_323) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P103, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P103, _P423], None] = _jt_gate_324) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P104, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P104, _P423], None] = _jt_gate_325) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P105, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P105, _P423], None] = _jt_gate_326) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P106, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P106, _P423], None] = _jt_gate_327) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P107, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P107, _P423], None] = _jt_gate_328) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P422, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P422, _P423], None] = _jt_gate_264) -> Array[float16]: ...
@overload
def dot_general(lhs: _P424, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P424, _P423], None] = _jt_gate_265) -> Array[float32]: ...
@overload
def dot_general(lhs: _P425, rhs: _P426, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P425, _P426], None] = _jt_gate_266) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P427, rhs: _P64, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P427, _P64], None] = _jt_gate_267) -> Array[signedinteger]: ...
@overload
def dot_general(lhs: _P428, rhs: _P64, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P428, _P64], None] = _jt_gate_268) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot_general(lhs: _P429, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P429, _P68], None] = _jt_gate_269) -> Array[unsignedinteger]: ...
@overload
def dot_general(lhs: _P430, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P430, _P68], None] = _jt_gate_270) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot_general(lhs: _P431, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P431, _P72], None] = _jt_gate_271) -> Array[integer]: ...
@overload
def dot_general(lhs: _P433, rhs: _P64, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P433, _P64], None] = _jt_gate_273) -> Array[integer]: ...
@overload
def dot_general(lhs: _P432, rhs: _P68, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P432, _P68], None] = _jt_gate_272) -> Array[integer]: ...
@overload
def dot_general(lhs: _P428, rhs: _P434, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P428, _P434], None] = _jt_gate_274) -> Array[_Mode_integer_int32]: ...
@overload
def dot_general(lhs: _P424, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P424, _P76], None] = _jt_gate_275) -> Array[_Mode_floating_float32]: ...
@overload
def dot_general(lhs: _P425, rhs: _P435, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P425, _P435], None] = _jt_gate_276) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P436, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P436, _P92], None] = _jt_gate_277) -> Array[generic]: ...
@overload
def dot_general(lhs: _P437, rhs: _P438, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P437, _P438], None] = _jt_gate_278) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P439, rhs: _P423, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P439, _P423], None] = _jt_gate_279) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P440, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P440, _P76], None] = _jt_gate_280) -> Array[floating]: ...
@overload
def dot_general(lhs: _P441, rhs: _P88, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P441, _P88], None] = _jt_gate_281) -> Array[number]: ...
@overload
def dot_general(lhs: _P442, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P442, _P92], None] = _jt_gate_282) -> Array[number]: ...
@overload
def dot_general(lhs: _P443, rhs: _P426, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P443, _P426], None] = _jt_gate_283) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P444, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P444, _P80], None] = _jt_gate_284) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P445, rhs: _P84, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P445, _P84], None] = _jt_gate_285) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P446, rhs: _P447, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P446, _P447], None] = _jt_gate_286) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P448, rhs: _P438, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P448, _P438], None] = _jt_gate_287) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P389, rhs: Array[_Union114] | _AnyArray, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P389], None] = _jt_gate_288) -> Array[_Top]: ...
@overload
def dot_general(lhs: _P144, rhs: _P509, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P144, _P509], None] = _jt_gate_329) -> Array[_Mode_uint64_uint32]: ...
@overload
def dot_general(lhs: _P510, rhs: _P30, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P30], None] = _jt_gate_330) -> Array[float4_e2m1fn]: ...
@overload
def dot_general(lhs: _P510, rhs: _P32, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P32], None] = _jt_gate_331) -> Array[float8_e3m4]: ...
@overload
def dot_general(lhs: _P510, rhs: _P34, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P34], None] = _jt_gate_332) -> Array[float8_e4m3]: ...
@overload
def dot_general(lhs: _P510, rhs: _P36, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P36], None] = _jt_gate_333) -> Array[float8_e4m3b11fnuz]: ...
@overload
def dot_general(lhs: _P510, rhs: _P38, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P38], None] = _jt_gate_334) -> Array[float8_e4m3fn]: ...
@overload
def dot_general(lhs: _P510, rhs: _P40, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P40], None] = _jt_gate_335) -> Array[float8_e4m3fnuz]: ...
@overload
def dot_general(lhs: _P510, rhs: _P42, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P42], None] = _jt_gate_336) -> Array[float8_e5m2]: ...
@overload
def dot_general(lhs: _P510, rhs: _P44, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P44], None] = _jt_gate_337) -> Array[float8_e5m2fnuz]: ...
@overload
def dot_general(lhs: _P510, rhs: _P46, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P46], None] = _jt_gate_338) -> Array[float8_e8m0fnu]: ...
@overload
def dot_general(lhs: _P510, rhs: _P48, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P48], None] = _jt_gate_339) -> Array[bfloat16]: ...
@overload
def dot_general(lhs: _P510, rhs: _P511, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P511], None] = _jt_gate_340) -> Array[float16]: ...
@overload
def dot_general(lhs: _P510, rhs: _P512, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P512], None] = _jt_gate_341) -> Array[float32]: ...
@overload
def dot_general(lhs: _P513, rhs: _P514, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P513, _P514], None] = _jt_gate_342) -> Array[complex64]: ...
@overload
def dot_general(lhs: _P142, rhs: _P515, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P142, _P515], None] = _jt_gate_343) -> Array[_Mode_signedinteger_int32]: ...
@overload
def dot_general(lhs: _P144, rhs: _P516, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P144, _P516], None] = _jt_gate_344) -> Array[_Mode_unsignedinteger_uint32]: ...
@overload
def dot_general(lhs: _P146, rhs: _P517, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P146, _P517], None] = _jt_gate_345) -> Array[integer]: ...
@overload
def dot_general(lhs: _P518, rhs: _P515, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P518, _P515], None] = _jt_gate_346) -> Array[_Mode_integer_int32]: ...
@overload
def dot_general(lhs: _P115, rhs: _P512, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P115, _P512], None] = _jt_gate_347) -> Array[_Mode_floating_float32]: ...
@overload
def dot_general(lhs: _P519, rhs: _P514, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P519, _P514], None] = _jt_gate_348) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P121, rhs: _P520, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P121, _P520], None] = _jt_gate_349) -> Array[number]: ...
@overload
def dot_general(lhs: _P510, rhs: _P521, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P521], None] = _jt_gate_350) -> Array[_Mode_int64_int32]: ...
@overload
def dot_general(lhs: _P142, rhs: _P522, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P142, _P522], None] = _jt_gate_351) -> Array[signedinteger]: ...
@overload
def dot_general(lhs: _P144, rhs: _P523, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P144, _P523], None] = _jt_gate_352) -> Array[unsignedinteger]: ...
@overload
def dot_general(lhs: _P524, rhs: _P525, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P524, _P525], None] = _jt_gate_353) -> Array[integer]: ...
@overload
def dot_general(lhs: _P510, rhs: _P72, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P510, _P72], None] = _jt_gate_354) -> Array[integer]: ...
@overload
def dot_general(lhs: _P518, rhs: _P526, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P518, _P526], None] = _jt_gate_355) -> Array[integer]: ...
@overload
def dot_general(lhs: _P513, rhs: _P76, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P513, _P76], None] = _jt_gate_356) -> Array[floating]: ...
@overload
def dot_general(lhs: _P115, rhs: _P527, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P115, _P527], None] = _jt_gate_357) -> Array[floating]: ...
@overload
def dot_general(lhs: _P513, rhs: _P528, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P513, _P528], None] = _jt_gate_358) -> Array[_Mode_float64_float32]: ...
@overload
def dot_general(lhs: _P529, rhs: _P80, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P529, _P80], None] = _jt_gate_359) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P117, rhs: _P530, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P117, _P530], None] = _jt_gate_360) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def dot_general(lhs: _P531, rhs: _P84, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P531, _P84], None] = _jt_gate_361) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P532, rhs: _P447, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P532, _P447], None] = _jt_gate_362) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P119, rhs: _P533, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P119, _P533], None] = _jt_gate_363) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P534, rhs: _P88, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P534, _P88], None] = _jt_gate_364) -> Array[number]: ...
@overload
def dot_general(lhs: _P535, rhs: _P92, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P535, _P92], None] = _jt_gate_365) -> Array[number]: ...
@overload
def dot_general(lhs: _P536, rhs: _P537, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P536, _P537], None] = _jt_gate_366) -> Array[number]: ...
@overload
def dot_general(lhs: _P538, rhs: _P539, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P538, _P539], None] = _jt_gate_367) -> Array[inexact]: ...
@overload
def dot_general(lhs: _P529, rhs: _P540, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P529, _P540], None] = _jt_gate_368) -> Array[_Mode_complex128_complex64]: ...
@overload
def dot_general(lhs: _P123, rhs: _P541, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P123, _P541], None] = _jt_gate_369) -> Array[generic]: ...
@overload
def dot_general(lhs: Array[_Union114] | _AnyArray, rhs: _P542, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None, *, _jt_gate: Callable[[_P542], None] = _jt_gate_370) -> Array[_Top]: ...
@overload
def dot_general(lhs: Array[_Union114] | _AnyArray, rhs: _Union166, /, dimension_numbers: Any, precision: PrecisionLike = None, preferred_element_type: None = None) -> Array[_Top]: ...
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

# <generated public_names>
__all__ = [
    "ConvDimensionNumbers", "DotAlgorithm", "DotAlgorithmPreset", "DotDimensionNumbers", "FftType",
    "GatherDimensionNumbers", "GatherScatterMode", "Precision", "PrecisionLike", "RaggedDotDimensionNumbers",
    "RandomAlgorithm", "RoundingMethod", "ScatterDimensionNumbers", "Token", "abs", "acos", "acosh", "add", "after_all",
    "approx_max_k", "approx_min_k", "argmax", "argmin", "asin", "asinh", "associative_scan", "atan", "atan2", "atanh",
    "batch_matmul", "bessel_i0e", "bessel_i1e", "betainc", "bitcast_convert_type", "bitwise_and", "bitwise_not",
    "bitwise_or", "bitwise_xor", "broadcast", "broadcast_in_dim", "broadcast_shapes", "broadcast_to_rank",
    "broadcasted_iota", "cbrt", "ceil", "clamp", "clz", "collapse", "complex", "concatenate", "cond", "conj", "conv",
    "conv_dimension_numbers", "conv_general_dilated", "conv_general_dilated_local", "conv_general_dilated_patches",
    "conv_transpose", "conv_with_general_padding", "convert_element_type", "cos", "cosh", "create_token",
    "cumlogsumexp", "cummax", "cummin", "cumprod", "cumsum", "custom_linear_solve", "custom_root", "digamma", "div",
    "dot", "dot_general", "dynamic_index_in_dim", "dynamic_slice", "dynamic_slice_in_dim",
    "dynamic_update_index_in_dim", "dynamic_update_slice", "dynamic_update_slice_in_dim", "eq", "erf", "erf_inv",
    "erfc", "exp", "exp2", "expand_dims", "expm1", "fft", "floor", "fori_loop", "full", "full_like", "gather", "ge",
    "gt", "igamma", "igamma_grad_a", "igammac", "imag", "index_in_dim", "index_take", "integer_pow", "iota",
    "is_finite", "le", "lgamma", "log", "log1p", "logistic", "lt", "map", "max", "min", "mul", "ne", "neg", "nextafter",
    "optimization_barrier", "pad", "platform_dependent", "polygamma", "population_count", "pow", "ragged_dot",
    "ragged_dot_general", "random_gamma_grad", "real", "reciprocal", "reduce", "reduce_and", "reduce_max", "reduce_min",
    "reduce_or", "reduce_precision", "reduce_prod", "reduce_sum", "reduce_window", "reduce_xor", "rem", "reshape",
    "rev", "rng_bit_generator", "rng_uniform", "round", "rsqrt", "scan", "scatter", "scatter_add", "scatter_apply",
    "scatter_max", "scatter_min", "scatter_mul", "scatter_sub", "select", "select_n", "shift_left",
    "shift_right_arithmetic", "shift_right_logical", "sign", "sin", "sinh", "slice", "slice_in_dim", "sort",
    "sort_key_val", "split", "sqrt", "square", "squeeze", "stop_gradient", "sub", "switch", "tan", "tanh", "top_k",
    "transpose", "while_loop", "zeros_like_array", "zeta",
]
# </generated public_names>
