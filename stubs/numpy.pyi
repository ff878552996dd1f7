# pyright: reportOverlappingOverload=false, reportRedeclaration=false, reportUndefinedVariable=false
# mypy: disable-error-code="overload-overlap, overload-cannot-match, override, unused-ignore, no-redef, name-defined"
"""Stub of ``jaxtypes.numpy``: the jax.numpy-like API with dtype-exact results.

Binary functions promote by the lattice, unary ones follow jax.numpy's dtype rules
(``sin`` of an integer is a float, ``abs`` of a complex number its float), reductions
give strong results (``sum`` of ``int8`` is the default int), creation functions take a
dtype in any spelling. The overloads between the ``# <generated ...>`` markers are written
by ``stubs/generate.py`` from ``jaxtypes/dtypes.py``; see its docstring for what the
static types claim (64-bit mode, abstract operands, Python scalars).
"""

import builtins
from collections.abc import Callable, Sequence
from typing import Any, Literal, SupportsIndex, TypeAlias, TypeVar, overload

import ml_dtypes
import numpy as np
from numpy import dtype as dtype

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
    _NestedSequence,
    _Top,
    _TopArg,
    _AbstractArray,
    _AnyArray,
)
from jaxtypes._array import _S as _DTypeT
from jaxtypes.dtypes import issubdtype as issubdtype
from jaxtypes.dtypes import promote_types as promote_types
from jaxtypes.dtypes import result_type as result_type
from jaxtypes.scalar_types import (
    _Exactly_complexfloating,
    _Exactly_floating,
    _Exactly_generic,
    _Exactly_inexact,
    _Exactly_integer,
    _Exactly_number,
    _Exactly_signedinteger,
    _Exactly_unsignedinteger,
)
from jaxtypes.scalar_types import bfloat16 as bfloat16
from jaxtypes.scalar_types import bool_ as bool_
from jaxtypes.scalar_types import complex64 as complex64
from jaxtypes.scalar_types import complex128 as complex128
from jaxtypes.scalar_types import complexfloating as complexfloating
from jaxtypes.scalar_types import float4_e2m1fn as float4_e2m1fn
from jaxtypes.scalar_types import float8_e3m4 as float8_e3m4
from jaxtypes.scalar_types import float8_e4m3 as float8_e4m3
from jaxtypes.scalar_types import float8_e4m3b11fnuz as float8_e4m3b11fnuz
from jaxtypes.scalar_types import float8_e4m3fn as float8_e4m3fn
from jaxtypes.scalar_types import float8_e4m3fnuz as float8_e4m3fnuz
from jaxtypes.scalar_types import float8_e5m2 as float8_e5m2
from jaxtypes.scalar_types import float8_e5m2fnuz as float8_e5m2fnuz
from jaxtypes.scalar_types import float8_e8m0fnu as float8_e8m0fnu
from jaxtypes.scalar_types import float16 as float16
from jaxtypes.scalar_types import float32 as float32
from jaxtypes.scalar_types import float64 as float64
from jaxtypes.scalar_types import floating as floating
from jaxtypes.scalar_types import generic as generic
from jaxtypes.scalar_types import inexact as inexact
from jaxtypes.scalar_types import int2 as int2
from jaxtypes.scalar_types import int4 as int4
from jaxtypes.scalar_types import int8 as int8
from jaxtypes.scalar_types import int16 as int16
from jaxtypes.scalar_types import int32 as int32
from jaxtypes.scalar_types import int64 as int64
from jaxtypes.scalar_types import integer as integer
from jaxtypes.scalar_types import number as number
from jaxtypes.scalar_types import signedinteger as signedinteger
from jaxtypes.scalar_types import uint2 as uint2
from jaxtypes.scalar_types import uint4 as uint4
from jaxtypes.scalar_types import uint8 as uint8
from jaxtypes.scalar_types import uint16 as uint16
from jaxtypes.scalar_types import uint32 as uint32
from jaxtypes.scalar_types import uint64 as uint64
from jaxtypes.scalar_types import unsignedinteger as unsignedinteger
from jaxtypes._array import JAXTYPES_X64, MYPY, PYRIGHT_GATES  # the mode switch and guards (not re-exported)
from jaxtypes.typing import ArrayLike, DTypeLike, ShapeLike
from jaxtypes.numpy import linalg as linalg

# Operand sets the overloads below name more than once (see alias_unions in stubs/generate.py).
# <generated union_aliases>
_Union0: TypeAlias = Array[builtins.int] | builtins.bool | _JustInt
_Union1: TypeAlias = Array[builtins.int | builtins.float] | builtins.bool | _JustInt | _JustFloat
_Union2: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64] | builtins.bool | _JustInt
_Union3: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt
_Union4: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | builtins.bool | _JustInt | _JustFloat
_Union5: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat
_Union6: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64
_Union7: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | builtins.bool | _JustInt
_Union8: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64] | _JustComplex
_Union9: TypeAlias = Array[bool_] | np.bool_ | _NDArray[np.bool_] | builtins.bool
_Union10: TypeAlias = Array[bool_ | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union11: TypeAlias = Array[bool_ | uint2 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union12: TypeAlias = Array[bool_ | uint4 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union13: TypeAlias = Array[bool_ | uint8 | builtins.int] | np.bool_ | np.uint8 | _NDArray[np.bool_ | np.uint8] | builtins.bool | _JustInt
_Union14: TypeAlias = np.bool_ | np.uint8 | _NDArray[np.bool_ | np.uint8]
_Union15: TypeAlias = Array[bool_ | int2 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union16: TypeAlias = Array[bool_ | int4 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union17: TypeAlias = Array[bool_ | int8 | builtins.int] | np.bool_ | np.int8 | _NDArray[np.bool_ | np.int8] | builtins.bool | _JustInt
_Union18: TypeAlias = np.bool_ | np.int8 | _NDArray[np.bool_ | np.int8]
_Union19: TypeAlias = Array[bool_ | uint8 | uint16 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | _NDArray[np.bool_ | np.uint8 | np.uint16] | builtins.bool | _JustInt
_Union20: TypeAlias = np.bool_ | np.uint8 | np.uint16 | _NDArray[np.bool_ | np.uint8 | np.uint16]
_Union21: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32] | builtins.bool | _JustInt
_Union22: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32]
_Union23: TypeAlias = Array[bool_ | uint8 | int8 | int16 | builtins.int] | np.bool_ | np.uint8 | np.int8 | np.int16 | _NDArray[np.bool_ | np.uint8 | np.int8 | np.int16] | builtins.bool | _JustInt
_Union24: TypeAlias = np.bool_ | np.uint8 | np.int8 | np.int16 | _NDArray[np.bool_ | np.uint8 | np.int8 | np.int16]
_Union25: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64] | builtins.bool | _JustInt
_Union26: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64]
_Union27: TypeAlias = Array[bool_ | uint8 | uint16 | int8 | int16 | int32 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32] | builtins.bool | _JustInt
_Union28: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32]
_Union29: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | int8 | int16 | int32 | int64 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt
_Union30: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64]
_Union31: TypeAlias = Array[uint64] | np.uint64 | _NDArray[np.uint64]
_Union32: TypeAlias = np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.int8 | np.int16 | np.int32 | np.int64]
_Union33: TypeAlias = Array[int8 | int16 | int32 | int64] | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.int8 | np.int16 | np.int32 | np.int64]
_Union34: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union35: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64]
_Union36: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union37: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e3m4 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union38: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union39: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union40: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fn | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union41: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union42: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union43: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union44: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e8m0fnu | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union45: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union46: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16] | builtins.bool | _JustInt | _JustFloat
_Union47: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16]
_Union48: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union49: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32] | builtins.bool | _JustInt | _JustFloat
_Union50: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32]
_Union51: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | builtins.bool | _JustInt | _JustFloat
_Union52: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64]
_Union53: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | complex64 | builtins.int | builtins.float | builtins.complex] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union54: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64]
_Union55: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union56: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union57: TypeAlias = np.uint8 | np.int16 | _NDArray[np.uint8 | np.int16]
_Union58: TypeAlias = np.int8 | np.int16 | _NDArray[np.int8 | np.int16]
_Union59: TypeAlias = np.uint16 | np.int32 | _NDArray[np.uint16 | np.int32]
_Union60: TypeAlias = np.int8 | np.int16 | np.int32 | _NDArray[np.int8 | np.int16 | np.int32]
_Union61: TypeAlias = np.uint32 | np.int64 | _NDArray[np.uint32 | np.int64]
_Union62: TypeAlias = int8 | int16 | int32
_Union63: TypeAlias = np.float16 | np.float32 | _NDArray[np.float16 | np.float32]
_Union64: TypeAlias = np.complex64 | np.complex128 | _NDArray[np.complex64 | np.complex128]
_Union65: TypeAlias = int8 | int16 | int32 | int64
_Union66: TypeAlias = np.complex64 | _NDArray[np.complex64] | _JustComplex
_Union67: TypeAlias = bfloat16 | float16 | float32
_Union68: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union69: TypeAlias = np.bool_ | _NDArray[np.bool_] | builtins.bool
_Union70: TypeAlias = Array[bool_ | builtins.int] | builtins.bool | _JustInt
_Union71: TypeAlias = Array[bool_ | uint8 | builtins.int] | builtins.bool | _JustInt
_Union72: TypeAlias = Array[bool_ | uint8 | uint16 | builtins.int] | builtins.bool | _JustInt
_Union73: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | builtins.int] | builtins.bool | _JustInt
_Union74: TypeAlias = np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union75: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float] | builtins.bool | _JustInt | _JustFloat
_Union76: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float] | builtins.bool | _JustInt | _JustFloat
_Union77: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float] | builtins.bool | _JustInt | _JustFloat
_Union78: TypeAlias = Array[builtins.int | builtins.float | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustFloat
_Union79: TypeAlias = Array[builtins.int | builtins.float | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union80: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union81: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128
_Union82: TypeAlias = Array[bfloat16 | float16 | float32] | np.float16 | np.float32 | np.complex64 | _NDArray[np.float16 | np.float32 | np.complex64]
_Union83: TypeAlias = np.float64 | np.complex128 | _NDArray[np.float64 | np.complex128]
_Union84: TypeAlias = Array[builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union85: TypeAlias = _Exactly_floating | complexfloating | _Exactly_inexact
_Union86: TypeAlias = Array[builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustFloat | _JustComplex
_Union87: TypeAlias = _Exactly_number | _Exactly_generic | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact
_Union88: TypeAlias = Array[builtins.float | builtins.complex] | _JustFloat | _JustComplex
_Union89: TypeAlias = builtins.bool | _JustInt | _JustFloat
_Union90: TypeAlias = builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union91: TypeAlias = Array[_Top] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union92: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact
_Union93: TypeAlias = Array[_Top] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | _JustFloat | _JustComplex
_Union94: TypeAlias = Array[_Top] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | _JustInt | _JustFloat | _JustComplex
_Union95: TypeAlias = Array[_Top] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union96: TypeAlias = Array[uint8 | builtins.int] | np.uint8 | _NDArray[np.uint8] | _JustInt
_Union97: TypeAlias = Array[int8 | builtins.int] | np.int8 | _NDArray[np.int8] | _JustInt
_Union98: TypeAlias = Array[uint8 | uint16 | builtins.int] | np.uint8 | np.uint16 | _NDArray[np.uint8 | np.uint16] | _JustInt
_Union99: TypeAlias = np.uint8 | np.uint16 | _NDArray[np.uint8 | np.uint16]
_Union100: TypeAlias = Array[uint8 | uint16 | uint32 | builtins.int] | np.uint8 | np.uint16 | np.uint32 | _NDArray[np.uint8 | np.uint16 | np.uint32] | _JustInt
_Union101: TypeAlias = np.uint8 | np.uint16 | np.uint32 | _NDArray[np.uint8 | np.uint16 | np.uint32]
_Union102: TypeAlias = Array[uint8 | int8 | int16 | builtins.int] | np.uint8 | np.int8 | np.int16 | _NDArray[np.uint8 | np.int8 | np.int16] | _JustInt
_Union103: TypeAlias = np.uint8 | np.int8 | np.int16 | _NDArray[np.uint8 | np.int8 | np.int16]
_Union104: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | builtins.int] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64] | _JustInt
_Union105: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64]
_Union106: TypeAlias = Array[uint8 | uint16 | int8 | int16 | int32 | builtins.int] | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | _NDArray[np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32] | _JustInt
_Union107: TypeAlias = np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | _NDArray[np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32]
_Union108: TypeAlias = Array[uint8 | uint16 | uint32 | int8 | int16 | int32 | int64 | builtins.int] | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt
_Union109: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64]
_Union110: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union111: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64]
_Union112: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union113: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e3m4 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union114: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union115: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union116: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fn | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union117: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union118: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union119: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union120: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e8m0fnu | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union121: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat
_Union122: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16] | _JustInt | _JustFloat
_Union123: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16]
_Union124: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _JustFloat | _JustComplex
_Union125: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32] | _JustInt | _JustFloat
_Union126: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32]
_Union127: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | _JustInt | _JustFloat
_Union128: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64]
_Union129: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | complex64 | builtins.int | builtins.float | builtins.complex] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64] | _JustInt | _JustFloat | _JustComplex
_Union130: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64]
_Union131: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | _JustInt | _JustFloat | _JustComplex
_Union132: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union133: TypeAlias = uint64 | int64 | float64
_Union134: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32] | builtins.bool
_Union135: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32
_Union136: TypeAlias = Array[bool_ | builtins.int | builtins.float] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | _JustFloat
_Union137: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32] | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32]
_Union138: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | int2 | int4 | int8 | int16 | int32
_Union139: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | _JustFloat
_Union140: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union141: TypeAlias = Array[bool_ | uint2 | uint4 | int2 | int4 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union142: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.float32]
_Union143: TypeAlias = bool_ | uint8 | uint16
_Union144: TypeAlias = uint2 | uint4 | int2 | int4
_Union145: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.float32]
_Union146: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | np.float32]
_Union147: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.float64]
_Union148: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64]
_Union149: TypeAlias = np.uint32 | np.int64 | np.float64 | _NDArray[np.uint32 | np.int64 | np.float64]
_Union150: TypeAlias = np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64 | _NDArray[np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64]
_Union151: TypeAlias = Array[builtins.int | builtins.float] | _JustInt | _JustFloat
_Union152: TypeAlias = _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union153: TypeAlias = np.uint64 | np.int64 | np.float64 | _NDArray[np.uint64 | np.int64 | np.float64]
_Union154: TypeAlias = uint64 | int64 | float16 | builtins.float
_Union155: TypeAlias = bfloat16 | float16 | float32 | builtins.float
_Union156: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_inexact | _Exactly_number | _Exactly_generic | _Exactly_complexfloating
_Union157: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64
_Union158: TypeAlias = _Exactly_generic | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number
_Union159: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | _AnyArray
_Union160: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_inexact
_Union161: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | _JustFloat | _AnyArray
_Union162: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | _JustInt | _JustFloat | _AnyArray
_Union163: TypeAlias = Array[bool_ | builtins.int | builtins.float | integer | floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | builtins.bool | _JustInt | _JustFloat | _AnyArray
_Union164: TypeAlias = Array[bool_] | np.bool_ | np.int32 | _NDArray[np.bool_ | np.int32] | builtins.bool
_Union165: TypeAlias = np.bool_ | np.int32 | _NDArray[np.bool_ | np.int32] | builtins.bool
_Union166: TypeAlias = Array[int8 | int16] | np.int8 | np.int16 | _NDArray[np.int8 | np.int16]
_Union167: TypeAlias = Array[uint8 | int16] | np.uint8 | np.int16 | _NDArray[np.uint8 | np.int16]
_Union168: TypeAlias = Array[int8 | int16 | int32] | np.int8 | np.int16 | np.int32 | _NDArray[np.int8 | np.int16 | np.int32]
_Union169: TypeAlias = Array[uint16 | int32] | np.uint16 | np.int32 | _NDArray[np.uint16 | np.int32]
_Union170: TypeAlias = Array[uint32 | int64] | np.uint32 | np.int64 | _NDArray[np.uint32 | np.int64]
_Union171: TypeAlias = np.int8 | np.int16 | np.int32
_Union172: TypeAlias = np.int8 | np.int16 | np.int32 | np.int64
_Union173: TypeAlias = Array[int64 | builtins.int] | np.int64 | _NDArray[np.int64] | _JustInt
_Union174: TypeAlias = Array[bool_] | np.bool_ | _NDArray[np.bool_]
_Union175: TypeAlias = Array[float16] | np.float16 | _NDArray[np.float16]
_Union176: TypeAlias = Array[float32] | np.float32 | _NDArray[np.float32]
_Union177: TypeAlias = Array[float64] | np.float64 | _NDArray[np.float64]
_Union178: TypeAlias = Array[complex64] | np.complex64 | _NDArray[np.complex64]
_Union179: TypeAlias = Array[bfloat16 | float16 | float32] | np.float16 | np.float32 | _NDArray[np.float16 | np.float32]
_Union180: TypeAlias = Array[complex128] | np.complex128 | _NDArray[np.complex128]
_Union181: TypeAlias = Array[uint8] | np.uint8 | _NDArray[np.uint8]
_Union182: TypeAlias = Array[bool_ | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union183: TypeAlias = Array[uint16] | np.uint16 | _NDArray[np.uint16]
_Union184: TypeAlias = Array[bool_ | uint8 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8] | builtins.bool | _JustInt
_Union185: TypeAlias = Array[uint32] | np.uint32 | _NDArray[np.uint32]
_Union186: TypeAlias = Array[bool_ | uint8 | uint16 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16] | builtins.bool | _JustInt
_Union187: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32] | builtins.bool | _JustInt
_Union188: TypeAlias = Array[int8] | np.int8 | _NDArray[np.int8]
_Union189: TypeAlias = Array[int16] | np.int16 | _NDArray[np.int16]
_Union190: TypeAlias = Array[int32] | np.int32 | _NDArray[np.int32]
_Union191: TypeAlias = Array[int64] | np.int64 | _NDArray[np.int64]
_Union192: TypeAlias = Array[uint8 | uint16] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16] | builtins.bool | _JustInt
_Union193: TypeAlias = Array[bool_ | int32] | np.bool_ | np.int32 | _NDArray[np.bool_ | np.int32] | builtins.bool
_Union194: TypeAlias = Array[bool_] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union195: TypeAlias = Array[bool_ | int64 | builtins.int] | np.bool_ | np.int64 | _NDArray[np.bool_ | np.int64] | builtins.bool | _JustInt
_Union196: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | builtins.bool | _JustInt
_Union197: TypeAlias = Array[bool_ | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_] | builtins.bool | _JustInt | _JustFloat
_Union198: TypeAlias = Array[bool_ | builtins.int | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union199: TypeAlias = Array[bool_ | builtins.int | _Exactly_signedinteger | _Exactly_integer | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_] | builtins.bool | _JustInt
_Union200: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | inexact | _Exactly_number
_Union201: TypeAlias = uint64 | int8 | int16 | int32 | int64
_Union202: TypeAlias = Array[bool_ | uint8 | int8 | int16 | builtins.int] | builtins.bool | _JustInt
_Union203: TypeAlias = uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union204: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64
_Union205: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float64 | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.float64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float64]
_Union206: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union207: TypeAlias = _Exactly_floating | _Exactly_inexact | _Exactly_number
_Union208: TypeAlias = Array[builtins.float | builtins.complex] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustFloat | _JustComplex
_Union209: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union210: TypeAlias = bool_ | uint8 | uint16 | uint32
_Union211: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16
_Union212: TypeAlias = bool_ | bfloat16 | float16 | float32
_Union213: TypeAlias = np.bool_ | np.uint8 | _NDArray[np.bool_ | np.uint8] | builtins.bool | _JustInt
_Union214: TypeAlias = np.bool_ | np.uint8 | np.uint16 | _NDArray[np.bool_ | np.uint8 | np.uint16] | builtins.bool | _JustInt
_Union215: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32] | builtins.bool | _JustInt
_Union216: TypeAlias = np.bool_ | np.int8 | _NDArray[np.bool_ | np.int8] | builtins.bool | _JustInt
_Union217: TypeAlias = np.bool_ | np.uint8 | np.int8 | np.int16 | _NDArray[np.bool_ | np.uint8 | np.int8 | np.int16] | builtins.bool | _JustInt
_Union218: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32] | builtins.bool | _JustInt
_Union219: TypeAlias = np.int64 | _NDArray[np.int64] | _JustInt
_Union220: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16] | builtins.bool | _JustInt | _JustFloat
_Union221: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32] | builtins.bool | _JustInt | _JustFloat
_Union222: TypeAlias = np.float64 | _NDArray[np.float64] | _JustFloat
_Union223: TypeAlias = uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64
_Union224: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union225: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union226: TypeAlias = np.complex64 | np.complex128 | _NDArray[np.complex64 | np.complex128] | _JustComplex
_Union227: TypeAlias = np.complex128 | _NDArray[np.complex128] | _JustComplex
_Union228: TypeAlias = np.bool_ | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union229: TypeAlias = Array[builtins.int] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | builtins.bool | _JustInt
_Union230: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat
_Union231: TypeAlias = Array[builtins.int | builtins.float] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | builtins.bool | _JustInt | _JustFloat
_Union232: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | builtins.bool | _JustInt
_Union233: TypeAlias = Array[bfloat16 | float16 | float32 | complex64] | np.float16 | np.float32 | np.complex64 | _NDArray[np.float16 | np.float32 | np.complex64]
_Union234: TypeAlias = Array[float64 | complex128] | np.float64 | np.complex128 | _NDArray[np.float64 | np.complex128]
_Union235: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union236: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union237: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number
_Union238: TypeAlias = _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number | _Exactly_generic | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact
_Union239: TypeAlias = _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number | _Exactly_generic | _Exactly_signedinteger | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact
_Union240: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64
_Union241: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64] | _AnyArray
_Union242: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _AnyArray
_Union243: TypeAlias = _Exactly_unsignedinteger | _Exactly_integer | _Exactly_number
_Union244: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | _JustInt | _AnyArray
_Union245: TypeAlias = Array[bool_ | builtins.int | integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _AnyArray
_Union246: TypeAlias = Array[builtins.int | builtins.float | builtins.complex] | builtins.bool | _JustInt | _JustFloat | _JustComplex
_Union247: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex | _AnyArray
_Union248: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic
_Union249: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex | _AnyArray
_Union250: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex | _AnyArray
_Union251: TypeAlias = np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union252: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | _AnyArray
_Union253: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | _AnyArray
_Union254: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu
_Union255: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex | _AnyArray
_Union256: TypeAlias = Array[uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool | _JustInt | _JustFloat | _JustComplex | _AnyArray
_Union257: TypeAlias = Array[_Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer | _Exactly_floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | _NDArray[np.bool_] | _AnyArray
_Union258: TypeAlias = bool_ | uint2 | builtins.int
_Union259: TypeAlias = bool_ | uint4 | builtins.int
_Union260: TypeAlias = bool_ | uint8 | builtins.int
_Union261: TypeAlias = bool_ | int2 | builtins.int
_Union262: TypeAlias = bool_ | int4 | builtins.int
_Union263: TypeAlias = bool_ | int8 | builtins.int
_Union264: TypeAlias = bool_ | uint8 | uint16 | builtins.int
_Union265: TypeAlias = np.bool_ | np.uint8 | np.uint16
_Union266: TypeAlias = bool_ | uint8 | uint16 | uint32 | builtins.int
_Union267: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32
_Union268: TypeAlias = bool_ | uint8 | int8 | int16 | builtins.int
_Union269: TypeAlias = np.bool_ | np.uint8 | np.int8 | np.int16
_Union270: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | builtins.int
_Union271: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64
_Union272: TypeAlias = bool_ | uint8 | uint16 | int8 | int16 | int32 | builtins.int
_Union273: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32
_Union274: TypeAlias = bool_ | uint8 | uint16 | uint32 | int8 | int16 | int32 | int64 | builtins.int
_Union275: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64
_Union276: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float
_Union277: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64
_Union278: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | builtins.float
_Union279: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e3m4 | builtins.int | builtins.float
_Union280: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3 | builtins.int | builtins.float
_Union281: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | builtins.int | builtins.float
_Union282: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fn | builtins.int | builtins.float
_Union283: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | builtins.int | builtins.float
_Union284: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2 | builtins.int | builtins.float
_Union285: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | builtins.int | builtins.float
_Union286: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e8m0fnu | builtins.int | builtins.float
_Union287: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | builtins.int | builtins.float
_Union288: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float
_Union289: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16
_Union290: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float | builtins.complex
_Union291: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float
_Union292: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32
_Union293: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float
_Union294: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64
_Union295: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | complex64 | builtins.int | builtins.float | builtins.complex
_Union296: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.complex64
_Union297: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | builtins.int | builtins.float | builtins.complex
_Union298: TypeAlias = np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128
_Union299: TypeAlias = builtins.int | builtins.float | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union300: TypeAlias = np.float16 | np.float32 | np.complex64
_Union301: TypeAlias = builtins.int | builtins.float | builtins.complex | _Exactly_signedinteger | _Exactly_unsignedinteger | _Exactly_integer
_Union302: TypeAlias = Array[complex64] | np.float32 | np.complex64 | _NDArray[np.float32 | np.complex64]
_Union303: TypeAlias = Array[builtins.complex] | _JustFloat | _JustComplex
_Union304: TypeAlias = Array[uint64 | int64 | float64] | np.uint64 | np.int64 | np.float64 | _NDArray[np.uint64 | np.int64 | np.float64]
_Union305: TypeAlias = Array[uint64 | int64 | float64 | builtins.int | builtins.float] | np.uint64 | np.int64 | np.float64 | _NDArray[np.uint64 | np.int64 | np.float64] | _JustInt | _JustFloat
_Union306: TypeAlias = Array[complex128 | builtins.complex] | np.complex128 | _NDArray[np.complex128] | _JustComplex
_Union307: TypeAlias = int | Sequence[int] | None
_Union308: TypeAlias = Array[unsignedinteger] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64]
_Union309: TypeAlias = Array[bool_ | builtins.int | signedinteger] | np.bool_ | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt
_Union310: TypeAlias = Array[float64 | builtins.float] | np.float64 | _NDArray[np.float64] | _JustFloat
_Union311: TypeAlias = Array[bool_ | builtins.int | builtins.float | builtins.complex | integer | floating | _Exactly_complexfloating | _Exactly_inexact | _Exactly_number | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | builtins.bool | _JustInt | _JustFloat
_Union312: TypeAlias = Array[bool_ | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | None
_Union313: TypeAlias = Array[bool_ | uint2 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | None
_Union314: TypeAlias = Array[bool_ | uint4 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | None
_Union315: TypeAlias = Array[bool_ | uint8 | builtins.int] | np.bool_ | np.uint8 | _NDArray[np.bool_ | np.uint8] | builtins.bool | _JustInt | None
_Union316: TypeAlias = Array[bool_ | int2 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | None
_Union317: TypeAlias = Array[bool_ | int4 | builtins.int] | np.bool_ | _NDArray[np.bool_] | builtins.bool | _JustInt | None
_Union318: TypeAlias = Array[bool_ | int8 | builtins.int] | np.bool_ | np.int8 | _NDArray[np.bool_ | np.int8] | builtins.bool | _JustInt | None
_Union319: TypeAlias = Array[bool_ | uint8 | uint16 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | _NDArray[np.bool_ | np.uint8 | np.uint16] | builtins.bool | _JustInt | None
_Union320: TypeAlias = Array[bool_ | uint8 | int8 | int16 | builtins.int] | np.bool_ | np.uint8 | np.int8 | np.int16 | _NDArray[np.bool_ | np.uint8 | np.int8 | np.int16] | builtins.bool | _JustInt | None
_Union321: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64] | builtins.bool | _JustInt | None
_Union322: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt
_Union323: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | None
_Union324: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union325: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float4_e2m1fn | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union326: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e3m4 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union327: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union328: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3b11fnuz | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union329: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fn | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union330: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e4m3fnuz | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union331: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union332: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e5m2fnuz | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union333: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float8_e8m0fnu | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union334: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | _JustFloat | None
_Union335: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | float16 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16] | builtins.bool | _JustInt | _JustFloat | None
_Union336: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | float64 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64] | builtins.bool | _JustInt | _JustFloat | None
_Union337: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32] | builtins.bool | _JustInt | None
_Union338: TypeAlias = Array[bool_ | uint8 | uint16 | int8 | int16 | int32 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.int8 | np.int16 | np.int32] | builtins.bool | _JustInt | None
_Union339: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | int8 | int16 | int32 | int64 | builtins.int] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.int8 | np.int16 | np.int32 | np.int64] | builtins.bool | _JustInt | None
_Union340: TypeAlias = Array[bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | bfloat16 | float16 | float32 | builtins.int | builtins.float] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32] | builtins.bool | _JustInt | _JustFloat | None
_Union341: TypeAlias = Array[bool_] | np.bool_ | _NDArray[np.bool_] | builtins.bool | None
_Union342: TypeAlias = _JustFloat | _JustInt | builtins.bool
_Union343: TypeAlias = _JustComplex | _JustFloat | _JustInt | builtins.bool
_Union344: TypeAlias = bool_ | uint8 | uint16 | uint32 | uint64 | int8 | int16 | int32 | int64 | builtins.int
_Union345: TypeAlias = int2 | int4 | int8 | int16 | int32 | int64 | _Exactly_signedinteger
_Union346: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | _Exactly_unsignedinteger
_Union347: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64
_Union348: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | _Exactly_integer
_Union349: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | _Exactly_floating
_Union350: TypeAlias = np.float16 | np.float32 | np.float64
_Union351: TypeAlias = complex64 | complex128 | _Exactly_complexfloating
_Union352: TypeAlias = float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_inexact
_Union353: TypeAlias = np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128
_Union354: TypeAlias = uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_number
_Union355: TypeAlias = np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128
_Union356: TypeAlias = bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_generic
_Union357: TypeAlias = Array[int2 | int4 | int8 | int16 | int32 | int64 | _Exactly_signedinteger] | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.int8 | np.int16 | np.int32 | np.int64]
_Union358: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | _Exactly_unsignedinteger] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64]
_Union359: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | _Exactly_integer] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64]
_Union360: TypeAlias = Array[float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | _Exactly_floating] | np.float16 | np.float32 | np.float64 | _NDArray[np.float16 | np.float32 | np.float64]
_Union361: TypeAlias = Array[complex64 | complex128 | _Exactly_complexfloating] | np.complex64 | np.complex128 | _NDArray[np.complex64 | np.complex128]
_Union362: TypeAlias = Array[float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_inexact] | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union363: TypeAlias = Array[uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_number] | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128]
_Union364: TypeAlias = Array[bool_ | uint2 | uint4 | uint8 | uint16 | uint32 | uint64 | int2 | int4 | int8 | int16 | int32 | int64 | float4_e2m1fn | float8_e3m4 | float8_e4m3 | float8_e4m3b11fnuz | float8_e4m3fn | float8_e4m3fnuz | float8_e5m2 | float8_e5m2fnuz | float8_e8m0fnu | bfloat16 | float16 | float32 | float64 | complex64 | complex128 | _Exactly_generic] | np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128 | _NDArray[np.bool_ | np.uint8 | np.uint16 | np.uint32 | np.uint64 | np.int8 | np.int16 | np.int32 | np.int64 | np.float16 | np.float32 | np.float64 | np.complex64 | np.complex128] | builtins.bool
# </generated union_aliases>

# <generated mode_aliases>
class _NoOperand:
    """No value has this type: the operand of an overload that the other 64-bit mode lacks."""

if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
    _Mode_float_int32: TypeAlias = int32
    _Mode_complexfloating_complex64: TypeAlias = complex64
    _Mode_float_float32: TypeAlias = float32
    _Mode_floating_float32: TypeAlias = float32
    _Mode_signedinteger_int32: TypeAlias = int32
    _Mode_unsignedinteger_uint32: TypeAlias = uint32
    _Mode_Top_int32: TypeAlias = int32
    _Mode_Top_signedinteger: TypeAlias = signedinteger
    _Mode_Top_integer: TypeAlias = integer
    _Mode_Top_number: TypeAlias = number
    _Only32_0: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _Only32_1: TypeAlias = _Union32
    _Only32_2: TypeAlias = Array[_Union65]
    _Only32_3: TypeAlias = Array[uint64]
    _Only32_4: TypeAlias = Array[_Exactly_signedinteger]
if not MYPY and not JAXTYPES_X64:  # pyright only
    _Mode_uint64_uint32: TypeAlias = uint32
    _Mode_int64_int32: TypeAlias = int32
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
    _Mode_float_int32: TypeAlias = int32
    _Mode_complexfloating_complex64: TypeAlias = complex64
    _Mode_float_float32: TypeAlias = float32
    _Mode_floating_float32: TypeAlias = float32
    _Mode_signedinteger_int32: TypeAlias = int32
    _Mode_unsignedinteger_uint32: TypeAlias = uint32
    _Mode_Top_int32: TypeAlias = int32
    _Mode_Top_signedinteger: TypeAlias = signedinteger
    _Mode_Top_integer: TypeAlias = integer
    _Mode_Top_number: TypeAlias = number
    _Only32_0: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _Only32_1: TypeAlias = _Union32
    _Only32_2: TypeAlias = Array[_Union65]
    _Only32_3: TypeAlias = Array[uint64]
    _Only32_4: TypeAlias = Array[_Exactly_signedinteger]
if JAXTYPES_X64:
    _Mode_uint64_uint32: TypeAlias = uint64
    _Mode_int64_int32: TypeAlias = int64
    _Mode_float64_float32: TypeAlias = float64
    _Mode_complex128_complex64: TypeAlias = complex128
    _Mode_float_int32: TypeAlias = builtins.float
    _Mode_complexfloating_complex64: TypeAlias = complexfloating
    _Mode_float_float32: TypeAlias = builtins.float
    _Mode_floating_float32: TypeAlias = floating
    _Mode_signedinteger_int32: TypeAlias = signedinteger
    _Mode_unsignedinteger_uint32: TypeAlias = unsignedinteger
    _Mode_Top_int32: TypeAlias = _Top
    _Mode_Top_signedinteger: TypeAlias = _Top
    _Mode_Top_integer: TypeAlias = _Top
    _Mode_Top_number: TypeAlias = _Top
    _Only32_0: TypeAlias = _NoOperand
    _Only32_1: TypeAlias = _NoOperand
    _Only32_2: TypeAlias = _NoOperand
    _Only32_3: TypeAlias = _NoOperand
    _Only32_4: TypeAlias = _NoOperand
# </generated mode_aliases>

# Parameter types that pyright reads as TypeVars (stubs/_pyright_parameters.py).
# <generated parameter_typevars>
if MYPY and False:  # mypy: the parameter types themselves (stubs/_pyright_parameters.py)
    _P0: TypeAlias = Array[uint64]
    _Union0_2: TypeAlias = _Union0
    _P2: TypeAlias = Array[int64]
    _P3: TypeAlias = Array[float64]
    _Union1_2: TypeAlias = _Union1
    _Union2_1: TypeAlias = _Union2
    _P6: TypeAlias = Array[uint64]
    _Union3_1: TypeAlias = _Union3
    _P8: TypeAlias = Array[int64]
    _Union4_1: TypeAlias = _Union4
    _P10: TypeAlias = Array[float64]
    _P11: TypeAlias = Array[complex128]
    _Union5_1: TypeAlias = _Union5
    _P13: TypeAlias = Array[complex128]
    _P14: TypeAlias = Array[builtins.int] | _JustInt
    _P15: TypeAlias = Array[bool_]
    _P16: TypeAlias = Array[bool_] | builtins.bool
    _P17: TypeAlias = Array[builtins.float] | _JustFloat
    _P18: TypeAlias = Array[_Union6]
    _Union7_2: TypeAlias = _Union7
    _P20: TypeAlias = Array[builtins.complex] | _JustComplex
    _P21: TypeAlias = Array[complex64]
    _P22: TypeAlias = Array[float64 | complex128]
    _Union8_1: TypeAlias = _Union8
    _P24: TypeAlias = Array[complex64]
    _P25: TypeAlias = Array[float64 | complex128]
    _Union9_1: TypeAlias = _Union9
    _P27: TypeAlias = np.bool_ | _NDArray[np.bool_]
    _Union10_1: TypeAlias = _Union10
    _Union11_1: TypeAlias = _Union11
    _Union12_1: TypeAlias = _Union12
    _Union13_1: TypeAlias = _Union13
    _Union14_2: TypeAlias = _Union14
    _Union15_1: TypeAlias = _Union15
    _Union16_1: TypeAlias = _Union16
    _Union17_1: TypeAlias = _Union17
    _Union18_2: TypeAlias = _Union18
    _Union19_1: TypeAlias = _Union19
    _Union20_2: TypeAlias = _Union20
    _Union21_1: TypeAlias = _Union21
    _Union22_2: TypeAlias = _Union22
    _Union23_1: TypeAlias = _Union23
    _Union24_2: TypeAlias = _Union24
    _Union25_1: TypeAlias = _Union25
    _Union26_2: TypeAlias = _Union26
    _Union27_1: TypeAlias = _Union27
    _Union28_2: TypeAlias = _Union28
    _Union29_1: TypeAlias = _Union29
    _Union30_2: TypeAlias = _Union30
    _Union31_1: TypeAlias = _Union31
    _Union32_2: TypeAlias = _Union32
    _Union33_1: TypeAlias = _Union33
    _P52: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _Union34_1: TypeAlias = _Union34
    _Union35_2: TypeAlias = _Union35
    _Union36_1: TypeAlias = _Union36
    _Union37_1: TypeAlias = _Union37
    _Union38_1: TypeAlias = _Union38
    _Union39_1: TypeAlias = _Union39
    _Union40_1: TypeAlias = _Union40
    _Union41_1: TypeAlias = _Union41
    _Union42_1: TypeAlias = _Union42
    _Union43_1: TypeAlias = _Union43
    _Union44_1: TypeAlias = _Union44
    _Union45_1: TypeAlias = _Union45
    _Union46_1: TypeAlias = _Union46
    _Union47_2: TypeAlias = _Union47
    _Union48_1: TypeAlias = _Union48
    _Union49_1: TypeAlias = _Union49
    _Union50_2: TypeAlias = _Union50
    _Union51_1: TypeAlias = _Union51
    _Union52_2: TypeAlias = _Union52
    _Union53_1: TypeAlias = _Union53
    _Union54_2: TypeAlias = _Union54
    _Union55_1: TypeAlias = _Union55
    _Union56_2: TypeAlias = _Union56
    _P76: TypeAlias = np.bool_ | _NDArray[np.bool_]
    _P77: TypeAlias = Array[bool_]
    _P78: TypeAlias = Array[uint2]
    _P79: TypeAlias = Array[uint4]
    _Union14_1: TypeAlias = _Union14
    _P81: TypeAlias = Array[uint8]
    _Union20_1: TypeAlias = _Union20
    _P83: TypeAlias = Array[uint16]
    _Union22_1: TypeAlias = _Union22
    _P85: TypeAlias = Array[uint32]
    _P86: TypeAlias = Array[int2]
    _P87: TypeAlias = Array[int4]
    _Union18_1: TypeAlias = _Union18
    _P89: TypeAlias = Array[int8]
    _Union24_1: TypeAlias = _Union24
    _P91: TypeAlias = Array[int16]
    _Union57_1: TypeAlias = _Union57
    _Union58_1: TypeAlias = _Union58
    _Union28_1: TypeAlias = _Union28
    _P95: TypeAlias = Array[int32]
    _Union59_1: TypeAlias = _Union59
    _P97: TypeAlias = Array[int8 | int16]
    _Union60_1: TypeAlias = _Union60
    _Union61_1: TypeAlias = _Union61
    _P100: TypeAlias = Array[_Union62]
    _Union32_1: TypeAlias = _Union32
    _Union35_1: TypeAlias = _Union35
    _P103: TypeAlias = Array[float4_e2m1fn]
    _P104: TypeAlias = Array[float8_e3m4]
    _P105: TypeAlias = Array[float8_e4m3]
    _P106: TypeAlias = Array[float8_e4m3b11fnuz]
    _P107: TypeAlias = Array[float8_e4m3fn]
    _P108: TypeAlias = Array[float8_e4m3fnuz]
    _P109: TypeAlias = Array[float8_e5m2]
    _P110: TypeAlias = Array[float8_e5m2fnuz]
    _P111: TypeAlias = Array[float8_e8m0fnu]
    _P112: TypeAlias = Array[bfloat16]
    _Union47_1: TypeAlias = _Union47
    _P114: TypeAlias = Array[float16]
    _Union50_1: TypeAlias = _Union50
    _P116: TypeAlias = Array[float32]
    _Union63_1: TypeAlias = _Union63
    _Union64_1: TypeAlias = _Union64
    _P119: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _P120: TypeAlias = Array[_Union65]
    _Union66_1: TypeAlias = _Union66
    _P122: TypeAlias = Array[_Union67]
    _Union69_1: TypeAlias = _Union69
    _P124: TypeAlias = Array[_Exactly_generic]
    _P125: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _Union70_2: TypeAlias = _Union70
    _P127: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _Union71_2: TypeAlias = _Union71
    _P129: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _Union72_2: TypeAlias = _Union72
    _Union73_2: TypeAlias = _Union73
    _P132: TypeAlias = np.int8 | _NDArray[np.int8]
    _P133: TypeAlias = np.int16 | _NDArray[np.int16]
    _P134: TypeAlias = np.int32 | _NDArray[np.int32]
    _P135: TypeAlias = np.int64 | _NDArray[np.int64]
    _P136: TypeAlias = Array[builtins.int]
    _Union74_1: TypeAlias = _Union74
    _P138: TypeAlias = Array[_Exactly_number]
    _P139: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union75_2: TypeAlias = _Union75
    _P141: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union76_2: TypeAlias = _Union76
    _P143: TypeAlias = np.float64 | _NDArray[np.float64]
    _Union77_2: TypeAlias = _Union77
    _P145: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _P146: TypeAlias = np.complex128 | _NDArray[np.complex128]
    _Union78_1: TypeAlias = _Union78
    _P148: TypeAlias = Array[builtins.float]
    _Union79_1: TypeAlias = _Union79
    _P150: TypeAlias = Array[builtins.complex] | _JustComplex
    _P151: TypeAlias = Array[complexfloating]
    _P152: TypeAlias = Array[inexact]
    _P153: TypeAlias = Array[_Union81] | builtins.bool
    _P154: TypeAlias = Array[_Top]
    _Union82_1: TypeAlias = _Union82
    _Union83_1: TypeAlias = _Union83
    _P157: TypeAlias = Array[complex64 | builtins.complex] | _JustComplex
    _Union84_1: TypeAlias = _Union84
    _P159: TypeAlias = Array[_Union85]
    _P160: TypeAlias = Array[_Exactly_generic]
    _P161: TypeAlias = Array[_Exactly_number]
    _Union86_1: TypeAlias = _Union86
    _P163: TypeAlias = Array[builtins.complex]
    _Union88_2: TypeAlias = _Union88
    _P165: TypeAlias = Array[_Exactly_inexact]
    _P166: TypeAlias = Array[complexfloating]
    _P167: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _Union91_1: TypeAlias = _Union91
    _P169: TypeAlias = Array[_Union92]
    _Union93_1: TypeAlias = _Union93
    _Union94_1: TypeAlias = _Union94
    _Union95_1: TypeAlias = _Union95
    _P173: TypeAlias = Array[uint64]
    _Union0_1: TypeAlias = _Union0
    _P175: TypeAlias = Array[int64]
    _P176: TypeAlias = Array[float64]
    _Union1_1: TypeAlias = _Union1
    _Union2_0: TypeAlias = _Union2
    _Union3_0: TypeAlias = _Union3
    _Union4_0: TypeAlias = _Union4
    _P181: TypeAlias = Array[complex128]
    _Union5_0: TypeAlias = _Union5
    _P183: TypeAlias = Array[builtins.int] | _JustInt
    _P184: TypeAlias = Array[bool_]
    _P185: TypeAlias = Array[bool_] | builtins.bool
    _P186: TypeAlias = Array[builtins.float] | _JustFloat
    _P187: TypeAlias = Array[_Union6]
    _Union7_1: TypeAlias = _Union7
    _P189: TypeAlias = Array[complex64]
    _P190: TypeAlias = Array[float64 | complex128]
    _Union8_0: TypeAlias = _Union8
    _P192: TypeAlias = Array[builtins.int] | _JustInt
    _P193: TypeAlias = Array[uint2 | builtins.int] | _JustInt
    _P194: TypeAlias = Array[uint4 | builtins.int] | _JustInt
    _Union96_0: TypeAlias = _Union96
    _Union13_0: TypeAlias = _Union13
    _P197: TypeAlias = Array[int2 | builtins.int] | _JustInt
    _P198: TypeAlias = Array[int4 | builtins.int] | _JustInt
    _Union97_0: TypeAlias = _Union97
    _Union17_0: TypeAlias = _Union17
    _Union98_0: TypeAlias = _Union98
    _Union19_0: TypeAlias = _Union19
    _Union99_1: TypeAlias = _Union99
    _Union100_0: TypeAlias = _Union100
    _Union21_0: TypeAlias = _Union21
    _Union101_1: TypeAlias = _Union101
    _Union102_0: TypeAlias = _Union102
    _Union23_0: TypeAlias = _Union23
    _Union103_1: TypeAlias = _Union103
    _Union104_0: TypeAlias = _Union104
    _Union26_1: TypeAlias = _Union26
    _Union25_0: TypeAlias = _Union25
    _Union105_1: TypeAlias = _Union105
    _Union106_0: TypeAlias = _Union106
    _Union27_0: TypeAlias = _Union27
    _Union107_1: TypeAlias = _Union107
    _Union108_0: TypeAlias = _Union108
    _Union30_1: TypeAlias = _Union30
    _Union29_0: TypeAlias = _Union29
    _Union109_1: TypeAlias = _Union109
    _Union31_0: TypeAlias = _Union31
    _Union33_0: TypeAlias = _Union33
    _Union110_0: TypeAlias = _Union110
    _Union34_0: TypeAlias = _Union34
    _Union111_1: TypeAlias = _Union111
    _Union112_0: TypeAlias = _Union112
    _Union36_0: TypeAlias = _Union36
    _Union113_0: TypeAlias = _Union113
    _Union37_0: TypeAlias = _Union37
    _Union114_0: TypeAlias = _Union114
    _Union38_0: TypeAlias = _Union38
    _Union115_0: TypeAlias = _Union115
    _Union39_0: TypeAlias = _Union39
    _Union116_0: TypeAlias = _Union116
    _Union40_0: TypeAlias = _Union40
    _Union117_0: TypeAlias = _Union117
    _Union41_0: TypeAlias = _Union41
    _Union118_0: TypeAlias = _Union118
    _Union42_0: TypeAlias = _Union42
    _Union119_0: TypeAlias = _Union119
    _Union43_0: TypeAlias = _Union43
    _Union120_0: TypeAlias = _Union120
    _Union44_0: TypeAlias = _Union44
    _Union121_0: TypeAlias = _Union121
    _Union45_0: TypeAlias = _Union45
    _Union122_0: TypeAlias = _Union122
    _Union46_0: TypeAlias = _Union46
    _Union123_1: TypeAlias = _Union123
    _Union124_0: TypeAlias = _Union124
    _Union48_0: TypeAlias = _Union48
    _Union125_0: TypeAlias = _Union125
    _Union49_0: TypeAlias = _Union49
    _Union126_1: TypeAlias = _Union126
    _Union127_0: TypeAlias = _Union127
    _Union52_1: TypeAlias = _Union52
    _Union51_0: TypeAlias = _Union51
    _Union128_1: TypeAlias = _Union128
    _Union129_0: TypeAlias = _Union129
    _Union54_1: TypeAlias = _Union54
    _Union53_0: TypeAlias = _Union53
    _Union130_1: TypeAlias = _Union130
    _Union131_0: TypeAlias = _Union131
    _Union56_1: TypeAlias = _Union56
    _Union55_0: TypeAlias = _Union55
    _Union132_1: TypeAlias = _Union132
    _P266: TypeAlias = np.bool_ | _NDArray[np.bool_]
    _P267: TypeAlias = Array[uint2]
    _P268: TypeAlias = Array[uint4]
    _Union14_0: TypeAlias = _Union14
    _P270: TypeAlias = Array[uint8]
    _Union20_0: TypeAlias = _Union20
    _P272: TypeAlias = Array[uint16]
    _Union22_0: TypeAlias = _Union22
    _P274: TypeAlias = Array[uint32]
    _P275: TypeAlias = Array[int2]
    _P276: TypeAlias = Array[int4]
    _Union18_0: TypeAlias = _Union18
    _P278: TypeAlias = Array[int8]
    _Union24_0: TypeAlias = _Union24
    _P280: TypeAlias = Array[int16]
    _Union57_0: TypeAlias = _Union57
    _Union58_0: TypeAlias = _Union58
    _Union28_0: TypeAlias = _Union28
    _P284: TypeAlias = Array[int32]
    _Union59_0: TypeAlias = _Union59
    _P286: TypeAlias = Array[int8 | int16]
    _Union60_0: TypeAlias = _Union60
    _Union61_0: TypeAlias = _Union61
    _P289: TypeAlias = Array[_Union62]
    _Union32_0: TypeAlias = _Union32
    _Union35_0: TypeAlias = _Union35
    _P292: TypeAlias = Array[float4_e2m1fn]
    _P293: TypeAlias = Array[float8_e3m4]
    _P294: TypeAlias = Array[float8_e4m3]
    _P295: TypeAlias = Array[float8_e4m3b11fnuz]
    _P296: TypeAlias = Array[float8_e4m3fn]
    _P297: TypeAlias = Array[float8_e4m3fnuz]
    _P298: TypeAlias = Array[float8_e5m2]
    _P299: TypeAlias = Array[float8_e5m2fnuz]
    _P300: TypeAlias = Array[float8_e8m0fnu]
    _P301: TypeAlias = Array[bfloat16]
    _Union47_0: TypeAlias = _Union47
    _P303: TypeAlias = Array[float16]
    _Union50_0: TypeAlias = _Union50
    _P305: TypeAlias = Array[float32]
    _Union63_0: TypeAlias = _Union63
    _Union64_0: TypeAlias = _Union64
    _P308: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _P309: TypeAlias = Array[_Union65]
    _Union66_0: TypeAlias = _Union66
    _P311: TypeAlias = Array[_Union67]
    _P312: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P313: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _Union70_1: TypeAlias = _Union70
    _P315: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _Union71_1: TypeAlias = _Union71
    _P317: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _Union72_1: TypeAlias = _Union72
    _Union73_1: TypeAlias = _Union73
    _P320: TypeAlias = np.int8 | _NDArray[np.int8]
    _P321: TypeAlias = np.int16 | _NDArray[np.int16]
    _P322: TypeAlias = np.int32 | _NDArray[np.int32]
    _P323: TypeAlias = np.int64 | _NDArray[np.int64]
    _P324: TypeAlias = Array[builtins.int]
    _Union74_0: TypeAlias = _Union74
    _P326: TypeAlias = Array[_Exactly_number]
    _P327: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union75_1: TypeAlias = _Union75
    _P329: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union76_1: TypeAlias = _Union76
    _P331: TypeAlias = np.float64 | _NDArray[np.float64]
    _Union77_1: TypeAlias = _Union77
    _P333: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _P334: TypeAlias = np.complex128 | _NDArray[np.complex128]
    _Union78_0: TypeAlias = _Union78
    _P336: TypeAlias = Array[builtins.float]
    _Union79_0: TypeAlias = _Union79
    _P338: TypeAlias = Array[builtins.complex] | _JustComplex
    _P339: TypeAlias = Array[complexfloating]
    _P340: TypeAlias = Array[inexact]
    _P341: TypeAlias = Array[_Union81] | builtins.bool
    _P342: TypeAlias = Array[_Top]
    _Union82_0: TypeAlias = _Union82
    _Union83_0: TypeAlias = _Union83
    _P345: TypeAlias = Array[complex64 | builtins.complex] | _JustComplex
    _Union84_0: TypeAlias = _Union84
    _P347: TypeAlias = Array[_Union85]
    _Union86_0: TypeAlias = _Union86
    _P349: TypeAlias = Array[builtins.complex]
    _Union88_1: TypeAlias = _Union88
    _P351: TypeAlias = Array[_Exactly_inexact]
    _P352: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _Union91_0: TypeAlias = _Union91
    _P354: TypeAlias = Array[_Union92]
    _Union93_0: TypeAlias = _Union93
    _Union94_0: TypeAlias = _Union94
    _Union95_0: TypeAlias = _Union95
    _P358: TypeAlias = Array[_Union133]
    _P359: TypeAlias = Array[_Union133]
    _Union134_1: TypeAlias = _Union134
    _P361: TypeAlias = Array[_Union135]
    _Union136_1: TypeAlias = _Union136
    _Union137_1: TypeAlias = _Union137
    _P364: TypeAlias = Array[_Union138]
    _Union139_1: TypeAlias = _Union139
    _P366: TypeAlias = Array[_Union140]
    _Union141_1: TypeAlias = _Union141
    _Union142_1: TypeAlias = _Union142
    _P369: TypeAlias = Array[_Union143]
    _P370: TypeAlias = Array[_Union144]
    _Union145_1: TypeAlias = _Union145
    _Union146_1: TypeAlias = _Union146
    _Union147_1: TypeAlias = _Union147
    _Union148_1: TypeAlias = _Union148
    _Union149_1: TypeAlias = _Union149
    _Union150_1: TypeAlias = _Union150
    _Union151_1: TypeAlias = _Union151
    _P378: TypeAlias = Array[_Union152]
    _Union153_1: TypeAlias = _Union153
    _P380: TypeAlias = Array[integer]
    _P381: TypeAlias = Array[_Exactly_inexact | _Exactly_number]
    _P382: TypeAlias = Array[_Union154] | _JustFloat
    _P383: TypeAlias = Array[_Union155] | _JustFloat
    _P384: TypeAlias = Array[integer]
    _P385: TypeAlias = Array[_Union133]
    _Union134_0: TypeAlias = _Union134
    _P387: TypeAlias = Array[_Union135]
    _Union136_0: TypeAlias = _Union136
    _Union137_0: TypeAlias = _Union137
    _P390: TypeAlias = Array[_Union138]
    _Union139_0: TypeAlias = _Union139
    _P392: TypeAlias = Array[_Union140]
    _Union9_0: TypeAlias = _Union9
    _Union10_0: TypeAlias = _Union10
    _Union141_0: TypeAlias = _Union141
    _Union142_0: TypeAlias = _Union142
    _P397: TypeAlias = Array[_Union143]
    _P398: TypeAlias = Array[_Union144]
    _Union145_0: TypeAlias = _Union145
    _Union146_0: TypeAlias = _Union146
    _Union147_0: TypeAlias = _Union147
    _Union148_0: TypeAlias = _Union148
    _Union149_0: TypeAlias = _Union149
    _Union150_0: TypeAlias = _Union150
    _Union151_0: TypeAlias = _Union151
    _P406: TypeAlias = Array[_Union152]
    _Union153_0: TypeAlias = _Union153
    _P408: TypeAlias = Array[_Exactly_inexact | _Exactly_number]
    _P409: TypeAlias = Array[integer]
    _P410: TypeAlias = Array[_Union157] | builtins.bool
    _P411: TypeAlias = Array[_Union154] | _JustFloat
    _P412: TypeAlias = Array[_Union155] | _JustFloat
    _P413: TypeAlias = Array[_Exactly_inexact]
    _P414: TypeAlias = Array[_Union160]
    _Union164_1: TypeAlias = _Union164
    _Union165_1: TypeAlias = _Union165
    _P417: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P418: TypeAlias = Array[uint8 | builtins.int] | _JustInt
    _P419: TypeAlias = Array[_Union157] | builtins.bool
    _P420: TypeAlias = Array[_Union160]
    _Union166_1: TypeAlias = _Union166
    _P422: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _Union167_1: TypeAlias = _Union167
    _P424: TypeAlias = Array[int8] | _NDArray[np.int8]
    _Union168_1: TypeAlias = _Union168
    _P426: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _Union169_1: TypeAlias = _Union169
    _P428: TypeAlias = Array[int8 | int16] | _NDArray[np.int8 | np.int16]
    _P429: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _Union170_1: TypeAlias = _Union170
    _P431: TypeAlias = Array[_Union62] | _NDArray[_Union171]
    _P432: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P433: TypeAlias = Array[_Union65] | _NDArray[_Union172]
    _P434: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P435: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P436: TypeAlias = Array[int64] | _NDArray[np.int64]
    _Union173_1: TypeAlias = _Union173
    _Union174_2: TypeAlias = _Union174
    _Union175_2: TypeAlias = _Union175
    _Union176_2: TypeAlias = _Union176
    _Union177_2: TypeAlias = _Union177
    _Union178_2: TypeAlias = _Union178
    _Union179_2: TypeAlias = _Union179
    _Union180_2: TypeAlias = _Union180
    _Union181_1: TypeAlias = _Union181
    _Union182_2: TypeAlias = _Union182
    _Union183_1: TypeAlias = _Union183
    _Union184_2: TypeAlias = _Union184
    _Union185_1: TypeAlias = _Union185
    _Union186_2: TypeAlias = _Union186
    _Union187_2: TypeAlias = _Union187
    _Union188_1: TypeAlias = _Union188
    _Union189_1: TypeAlias = _Union189
    _Union190_1: TypeAlias = _Union190
    _P455: TypeAlias = Array[uint8 | builtins.int] | _NDArray[np.uint8]
    _Union191_1: TypeAlias = _Union191
    _Union192_2: TypeAlias = _Union192
    _Union193_1: TypeAlias = _Union193
    _Union194_2: TypeAlias = _Union194
    _Union195_1: TypeAlias = _Union195
    _Union197_2: TypeAlias = _Union197
    _Union198_2: TypeAlias = _Union198
    _P463: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union199_2: TypeAlias = _Union199
    _P465: TypeAlias = Array[uint32 | int64]
    _P466: TypeAlias = Array[_Exactly_signedinteger]
    _P467: TypeAlias = Array[uint16 | int32]
    _P468: TypeAlias = Array[_Union200]
    _P469: TypeAlias = Array[int32 | int64]
    _P470: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P471: TypeAlias = Array[_Exactly_integer]
    _P472: TypeAlias = Array[_Union201]
    _P473: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _Union202_1: TypeAlias = _Union202
    _P475: TypeAlias = Array[_Union203] | _NDArray[_Union204]
    _P476: TypeAlias = Array[floating]
    _Union205_2: TypeAlias = _Union205
    _Union206_1: TypeAlias = _Union206
    _P479: TypeAlias = Array[_Union207]
    _Union208_1: TypeAlias = _Union208
    _Union209_1: TypeAlias = _Union209
    _P482: TypeAlias = Array[bool_ | uint8]
    _P483: TypeAlias = Array[_Union210]
    _P484: TypeAlias = Array[uint8 | uint16]
    _P485: TypeAlias = Array[_Union6]
    _P486: TypeAlias = Array[_Union211]
    _P487: TypeAlias = Array[_Union212]
    _Union213_1: TypeAlias = _Union213
    _Union214_1: TypeAlias = _Union214
    _Union215_1: TypeAlias = _Union215
    _Union216_1: TypeAlias = _Union216
    _Union217_1: TypeAlias = _Union217
    _Union218_1: TypeAlias = _Union218
    _Union219_1: TypeAlias = _Union219
    _Union220_1: TypeAlias = _Union220
    _Union221_1: TypeAlias = _Union221
    _Union222_1: TypeAlias = _Union222
    _P498: TypeAlias = Array[_Union223]
    _Union224_1: TypeAlias = _Union224
    _Union225_1: TypeAlias = _Union225
    _Union226_1: TypeAlias = _Union226
    _Union227_1: TypeAlias = _Union227
    _Union228_2: TypeAlias = _Union228
    _P504: TypeAlias = Array[signedinteger]
    _Union229_2: TypeAlias = _Union229
    _P506: TypeAlias = Array[unsignedinteger]
    _Union175_1: TypeAlias = _Union175
    _Union176_1: TypeAlias = _Union176
    _Union177_1: TypeAlias = _Union177
    _Union178_1: TypeAlias = _Union178
    _Union180_1: TypeAlias = _Union180
    _Union230_1: TypeAlias = _Union230
    _P513: TypeAlias = Array[floating]
    _Union231_2: TypeAlias = _Union231
    _Union232_2: TypeAlias = _Union232
    _Union233_1: TypeAlias = _Union233
    _Union234_1: TypeAlias = _Union234
    _Union235_1: TypeAlias = _Union235
    _P519: TypeAlias = Array[_Union236]
    _P520: TypeAlias = Array[_Union237]
    _P521: TypeAlias = Array[_Exactly_signedinteger]
    _P522: TypeAlias = Array[_Union240] | builtins.bool
    _P523: TypeAlias = Array[_Union243]
    _Union246_2: TypeAlias = _Union246
    _P525: TypeAlias = Array[_Union248]
    _Union111_2: TypeAlias = _Union111
    _Union251_2: TypeAlias = _Union251
    _P528: TypeAlias = Array[_Union254]
    _P529: TypeAlias = Array[builtins.int | builtins.float]
    _P530: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P531: TypeAlias = _NDArray[np.bool_]
    _P532: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P533: TypeAlias = Array[_Union258] | _NDArray[np.bool_]
    _P534: TypeAlias = Array[_Union259] | _NDArray[np.bool_]
    _P535: TypeAlias = Array[_Union260] | _NDArray[np.bool_ | np.uint8]
    _P536: TypeAlias = _NDArray[np.bool_ | np.uint8]
    _P537: TypeAlias = Array[_Union261] | _NDArray[np.bool_]
    _P538: TypeAlias = Array[_Union262] | _NDArray[np.bool_]
    _P539: TypeAlias = Array[_Union263] | _NDArray[np.bool_ | np.int8]
    _P540: TypeAlias = _NDArray[np.bool_ | np.int8]
    _P541: TypeAlias = Array[_Union264] | _NDArray[_Union265]
    _P542: TypeAlias = _NDArray[_Union265]
    _P543: TypeAlias = Array[_Union266] | _NDArray[_Union267]
    _P544: TypeAlias = _NDArray[_Union267]
    _P545: TypeAlias = Array[_Union268] | _NDArray[_Union269]
    _P546: TypeAlias = _NDArray[_Union269]
    _P547: TypeAlias = Array[_Union270] | _NDArray[_Union271]
    _P548: TypeAlias = _NDArray[_Union271]
    _P549: TypeAlias = Array[_Union272] | _NDArray[_Union273]
    _P550: TypeAlias = _NDArray[_Union273]
    _P551: TypeAlias = Array[_Union274] | _NDArray[_Union275]
    _P552: TypeAlias = _NDArray[_Union275]
    _P553: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P554: TypeAlias = _NDArray[_Union172]
    _P555: TypeAlias = Array[_Union65] | _NDArray[_Union172]
    _P556: TypeAlias = _NDArray[np.uint64]
    _P557: TypeAlias = Array[_Union276] | _NDArray[_Union277]
    _P558: TypeAlias = _NDArray[_Union277]
    _P559: TypeAlias = Array[_Union278] | _NDArray[_Union277]
    _P560: TypeAlias = Array[_Union279] | _NDArray[_Union277]
    _P561: TypeAlias = Array[_Union280] | _NDArray[_Union277]
    _P562: TypeAlias = Array[_Union281] | _NDArray[_Union277]
    _P563: TypeAlias = Array[_Union282] | _NDArray[_Union277]
    _P564: TypeAlias = Array[_Union283] | _NDArray[_Union277]
    _P565: TypeAlias = Array[_Union284] | _NDArray[_Union277]
    _P566: TypeAlias = Array[_Union285] | _NDArray[_Union277]
    _P567: TypeAlias = Array[_Union286] | _NDArray[_Union277]
    _P568: TypeAlias = Array[_Union287] | _NDArray[_Union277]
    _P569: TypeAlias = Array[_Union288] | _NDArray[_Union289]
    _P570: TypeAlias = _NDArray[_Union289]
    _P571: TypeAlias = Array[_Union290] | _NDArray[_Union277]
    _P572: TypeAlias = Array[_Union291] | _NDArray[_Union292]
    _P573: TypeAlias = _NDArray[_Union292]
    _P574: TypeAlias = Array[_Union293] | _NDArray[_Union294]
    _P575: TypeAlias = _NDArray[_Union294]
    _P576: TypeAlias = Array[_Union295] | _NDArray[_Union296]
    _P577: TypeAlias = _NDArray[_Union296]
    _P578: TypeAlias = Array[_Union297] | _NDArray[_Union298]
    _P579: TypeAlias = _NDArray[_Union298]
    _P580: TypeAlias = _NDArray[np.bool_]
    _P581: TypeAlias = _NDArray[np.bool_ | np.uint8]
    _P582: TypeAlias = _NDArray[_Union265]
    _P583: TypeAlias = _NDArray[_Union267]
    _P584: TypeAlias = _NDArray[_Union271]
    _P585: TypeAlias = _NDArray[np.bool_ | np.int8]
    _P586: TypeAlias = _NDArray[_Union269]
    _P587: TypeAlias = _NDArray[np.uint8 | np.int16]
    _P588: TypeAlias = _NDArray[np.int8 | np.int16]
    _P589: TypeAlias = _NDArray[_Union273]
    _P590: TypeAlias = _NDArray[np.uint16 | np.int32]
    _P591: TypeAlias = _NDArray[_Union171]
    _P592: TypeAlias = _NDArray[_Union275]
    _P593: TypeAlias = _NDArray[np.uint32 | np.int64]
    _P594: TypeAlias = _NDArray[_Union172]
    _P595: TypeAlias = _NDArray[_Union277]
    _P596: TypeAlias = _NDArray[_Union289]
    _P597: TypeAlias = _NDArray[_Union292]
    _P598: TypeAlias = _NDArray[np.float16 | np.float32]
    _P599: TypeAlias = _NDArray[_Union294]
    _P600: TypeAlias = _NDArray[_Union296]
    _P601: TypeAlias = _NDArray[_Union298]
    _P602: TypeAlias = _NDArray[np.complex64 | np.complex128]
    _P603: TypeAlias = _NDArray[np.uint64]
    _P604: TypeAlias = Array[_Union81]
    _P605: TypeAlias = _NDArray[np.uint8]
    _P606: TypeAlias = Array[bool_ | builtins.int]
    _P607: TypeAlias = _NDArray[np.uint16]
    _P608: TypeAlias = Array[_Union260]
    _P609: TypeAlias = _NDArray[np.uint32]
    _P610: TypeAlias = Array[_Union264]
    _P611: TypeAlias = Array[_Union266]
    _P612: TypeAlias = _NDArray[np.int8]
    _P613: TypeAlias = _NDArray[np.int16]
    _P614: TypeAlias = _NDArray[np.int32]
    _P615: TypeAlias = _NDArray[np.int64]
    _P616: TypeAlias = _NDArray[np.float16]
    _P617: TypeAlias = Array[_Union276]
    _P618: TypeAlias = _NDArray[np.float32]
    _P619: TypeAlias = Array[_Union288]
    _P620: TypeAlias = _NDArray[np.float64]
    _P621: TypeAlias = Array[_Union291]
    _P622: TypeAlias = _NDArray[np.complex64]
    _P623: TypeAlias = _NDArray[np.complex128]
    _P624: TypeAlias = Array[_Union299] | _NDArray[_Union277]
    _P625: TypeAlias = Array[builtins.complex]
    _P626: TypeAlias = Array[_Union67] | _NDArray[_Union300]
    _P627: TypeAlias = _NDArray[np.float64 | np.complex128]
    _P628: TypeAlias = Array[complex64 | builtins.complex]
    _P629: TypeAlias = Array[_Union301] | _NDArray[_Union277]
    _P630: TypeAlias = Array[builtins.float | builtins.complex]
    _P631: TypeAlias = Array[_Top] | _NDArray[_Union298]
    _P632: TypeAlias = Array[_Union80]
    _P633: TypeAlias = Array[number | _Exactly_generic]
    _P634: TypeAlias = Array[_TopArg]
    _P635: TypeAlias = Array[number]
    _P636: TypeAlias = Array[generic]
    _Union302_1: TypeAlias = _Union302
    _Union303_1: TypeAlias = _Union303
    _P639: TypeAlias = Array[_Exactly_integer]
    _Union191_0: TypeAlias = _Union191
    _Union177_0: TypeAlias = _Union177
    _Union180_0: TypeAlias = _Union180
    _Union164_0: TypeAlias = _Union164
    _P644: TypeAlias = Array[generic]
    _Union304_1: TypeAlias = _Union304
    _Union305_1: TypeAlias = _Union305
    _Union306_1: TypeAlias = _Union306
    _P648: TypeAlias = Array[number | _Exactly_generic]
    _P649: TypeAlias = Array[_TopArg]
    _Union308_1: TypeAlias = _Union308
    _Union309_1: TypeAlias = _Union309
    _Union305_0: TypeAlias = _Union305
    _Union306_0: TypeAlias = _Union306
    _Union310_1: TypeAlias = _Union310
    _Union341_2: TypeAlias = _Union341
    _Union341_3: TypeAlias = _Union341
    _Union312_2: TypeAlias = _Union312
    _Union312_3: TypeAlias = _Union312
    _Union11_0: TypeAlias = _Union11
    _Union313_2: TypeAlias = _Union313
    _Union313_3: TypeAlias = _Union313
    _Union12_0: TypeAlias = _Union12
    _Union314_2: TypeAlias = _Union314
    _Union314_3: TypeAlias = _Union314
    _Union315_2: TypeAlias = _Union315
    _Union315_3: TypeAlias = _Union315
    _Union15_0: TypeAlias = _Union15
    _Union316_2: TypeAlias = _Union316
    _Union316_3: TypeAlias = _Union316
    _Union16_0: TypeAlias = _Union16
    _Union317_2: TypeAlias = _Union317
    _Union317_3: TypeAlias = _Union317
    _Union318_2: TypeAlias = _Union318
    _Union318_3: TypeAlias = _Union318
    _Union319_2: TypeAlias = _Union319
    _Union319_3: TypeAlias = _Union319
    _Union320_2: TypeAlias = _Union320
    _Union320_3: TypeAlias = _Union320
    _Union321_2: TypeAlias = _Union321
    _Union321_3: TypeAlias = _Union321
    _Union322_0: TypeAlias = _Union322
    _Union323_2: TypeAlias = _Union323
    _Union323_3: TypeAlias = _Union323
    _Union324_2: TypeAlias = _Union324
    _Union324_3: TypeAlias = _Union324
    _Union325_2: TypeAlias = _Union325
    _Union325_3: TypeAlias = _Union325
    _Union326_2: TypeAlias = _Union326
    _Union326_3: TypeAlias = _Union326
    _Union327_2: TypeAlias = _Union327
    _Union327_3: TypeAlias = _Union327
    _Union328_2: TypeAlias = _Union328
    _Union328_3: TypeAlias = _Union328
    _Union329_2: TypeAlias = _Union329
    _Union329_3: TypeAlias = _Union329
    _Union330_2: TypeAlias = _Union330
    _Union330_3: TypeAlias = _Union330
    _Union331_2: TypeAlias = _Union331
    _Union331_3: TypeAlias = _Union331
    _Union332_2: TypeAlias = _Union332
    _Union332_3: TypeAlias = _Union332
    _Union333_2: TypeAlias = _Union333
    _Union333_3: TypeAlias = _Union333
    _Union334_2: TypeAlias = _Union334
    _Union334_3: TypeAlias = _Union334
    _Union335_2: TypeAlias = _Union335
    _Union335_3: TypeAlias = _Union335
    _Union336_2: TypeAlias = _Union336
    _Union336_3: TypeAlias = _Union336
    _Union337_2: TypeAlias = _Union337
    _Union337_3: TypeAlias = _Union337
    _Union338_2: TypeAlias = _Union338
    _Union338_3: TypeAlias = _Union338
    _Union339_2: TypeAlias = _Union339
    _Union339_3: TypeAlias = _Union339
    _Union340_2: TypeAlias = _Union340
    _Union340_3: TypeAlias = _Union340
    _Union69_0: TypeAlias = _Union69
    _P719: TypeAlias = Array[number]
    _P720: TypeAlias = Sequence[Array[bool_] | _NDArray[np.bool_]]
    _P721: TypeAlias = Sequence[Array[bool_ | builtins.int] | _NDArray[np.bool_]]
    _P722: TypeAlias = Sequence[Array[_Union258] | _NDArray[np.bool_]]
    _P723: TypeAlias = Sequence[Array[_Union259] | _NDArray[np.bool_]]
    _P724: TypeAlias = Sequence[Array[_Union260] | _NDArray[np.bool_ | np.uint8]]
    _P725: TypeAlias = Sequence[Array[_Union261] | _NDArray[np.bool_]]
    _P726: TypeAlias = Sequence[Array[_Union262] | _NDArray[np.bool_]]
    _P727: TypeAlias = Sequence[Array[_Union263] | _NDArray[np.bool_ | np.int8]]
    _P728: TypeAlias = Sequence[Array[_Union264] | _NDArray[_Union265]]
    _P729: TypeAlias = Sequence[Array[_Union268] | _NDArray[_Union269]]
    _P730: TypeAlias = Sequence[Array[_Union270] | _NDArray[_Union271]]
    _P731: TypeAlias = Sequence[Array[_Union344] | _NDArray[_Union277]]
    _P732: TypeAlias = Sequence[Array[_Union276] | _NDArray[_Union277]]
    _P733: TypeAlias = Sequence[Array[_Union278] | _NDArray[_Union277]]
    _P734: TypeAlias = Sequence[Array[_Union279] | _NDArray[_Union277]]
    _P735: TypeAlias = Sequence[Array[_Union280] | _NDArray[_Union277]]
    _P736: TypeAlias = Sequence[Array[_Union281] | _NDArray[_Union277]]
    _P737: TypeAlias = Sequence[Array[_Union282] | _NDArray[_Union277]]
    _P738: TypeAlias = Sequence[Array[_Union283] | _NDArray[_Union277]]
    _P739: TypeAlias = Sequence[Array[_Union284] | _NDArray[_Union277]]
    _P740: TypeAlias = Sequence[Array[_Union285] | _NDArray[_Union277]]
    _P741: TypeAlias = Sequence[Array[_Union286] | _NDArray[_Union277]]
    _P742: TypeAlias = Sequence[Array[_Union287] | _NDArray[_Union277]]
    _P743: TypeAlias = Sequence[Array[_Union288] | _NDArray[_Union289]]
    _P744: TypeAlias = Sequence[Array[_Union290] | _NDArray[_Union277]]
    _P745: TypeAlias = Sequence[Array[_Union293] | _NDArray[_Union294]]
    _P746: TypeAlias = Sequence[Array[_Union297] | _NDArray[_Union298]]
    _P747: TypeAlias = Sequence[Array[_Union345] | _NDArray[_Union172]]
    _P748: TypeAlias = Sequence[Array[_Union346] | _NDArray[_Union347]]
    _P749: TypeAlias = Sequence[Array[_Union348] | _NDArray[_Union204]]
    _P750: TypeAlias = Sequence[Array[_Union349] | _NDArray[_Union350]]
    _P751: TypeAlias = Sequence[Array[_Union351] | _NDArray[np.complex64 | np.complex128]]
    _P752: TypeAlias = Sequence[Array[_Union352] | _NDArray[_Union353]]
    _P753: TypeAlias = Sequence[Array[_Union354] | _NDArray[_Union355]]
    _P754: TypeAlias = Sequence[Array[_Union356] | _NDArray[_Union298]]
    _Union9_0s: TypeAlias = Sequence[_Union9]
    _Union10_0s: TypeAlias = Sequence[_Union10]
    _Union11_0s: TypeAlias = Sequence[_Union11]
    _Union12_0s: TypeAlias = Sequence[_Union12]
    _Union13_0s: TypeAlias = Sequence[_Union13]
    _Union15_0s: TypeAlias = Sequence[_Union15]
    _Union16_0s: TypeAlias = Sequence[_Union16]
    _Union17_0s: TypeAlias = Sequence[_Union17]
    _Union19_0s: TypeAlias = Sequence[_Union19]
    _Union23_0s: TypeAlias = Sequence[_Union23]
    _Union25_0s: TypeAlias = Sequence[_Union25]
    _Union322_0s: TypeAlias = Sequence[_Union322]
    _Union34_0s: TypeAlias = Sequence[_Union34]
    _Union36_0s: TypeAlias = Sequence[_Union36]
    _Union37_0s: TypeAlias = Sequence[_Union37]
    _Union38_0s: TypeAlias = Sequence[_Union38]
    _Union39_0s: TypeAlias = Sequence[_Union39]
    _Union40_0s: TypeAlias = Sequence[_Union40]
    _Union41_0s: TypeAlias = Sequence[_Union41]
    _Union42_0s: TypeAlias = Sequence[_Union42]
    _Union43_0s: TypeAlias = Sequence[_Union43]
    _Union44_0s: TypeAlias = Sequence[_Union44]
    _Union45_0s: TypeAlias = Sequence[_Union45]
    _Union46_0s: TypeAlias = Sequence[_Union46]
    _Union48_0s: TypeAlias = Sequence[_Union48]
    _Union51_0s: TypeAlias = Sequence[_Union51]
    _Union55_0s: TypeAlias = Sequence[_Union55]
    _Union357_0s: TypeAlias = Sequence[_Union357]
    _Union358_0s: TypeAlias = Sequence[_Union358]
    _Union359_0s: TypeAlias = Sequence[_Union359]
    _Union360_0s: TypeAlias = Sequence[_Union360]
    _Union361_0s: TypeAlias = Sequence[_Union361]
    _Union362_0s: TypeAlias = Sequence[_Union362]
    _Union363_0s: TypeAlias = Sequence[_Union363]
    _Union364_0s: TypeAlias = Sequence[_Union364]
    _Union9_1s: TypeAlias = Sequence[_Union9]
    _Union9_2: TypeAlias = _Union9
    _Union10_1s: TypeAlias = Sequence[_Union10]
    _Union10_2: TypeAlias = _Union10
    _Union11_1s: TypeAlias = Sequence[_Union11]
    _Union11_2: TypeAlias = _Union11
    _Union12_1s: TypeAlias = Sequence[_Union12]
    _Union12_2: TypeAlias = _Union12
    _Union13_1s: TypeAlias = Sequence[_Union13]
    _Union13_2: TypeAlias = _Union13
    _Union15_1s: TypeAlias = Sequence[_Union15]
    _Union15_2: TypeAlias = _Union15
    _Union16_1s: TypeAlias = Sequence[_Union16]
    _Union16_2: TypeAlias = _Union16
    _Union17_1s: TypeAlias = Sequence[_Union17]
    _Union17_2: TypeAlias = _Union17
    _Union19_1s: TypeAlias = Sequence[_Union19]
    _Union19_2: TypeAlias = _Union19
    _Union23_1s: TypeAlias = Sequence[_Union23]
    _Union23_2: TypeAlias = _Union23
    _Union25_1s: TypeAlias = Sequence[_Union25]
    _Union25_2: TypeAlias = _Union25
    _Union322_1s: TypeAlias = Sequence[_Union322]
    _Union322_2: TypeAlias = _Union322
    _Union34_1s: TypeAlias = Sequence[_Union34]
    _Union34_2: TypeAlias = _Union34
    _Union36_1s: TypeAlias = Sequence[_Union36]
    _Union36_2: TypeAlias = _Union36
    _Union37_1s: TypeAlias = Sequence[_Union37]
    _Union37_2: TypeAlias = _Union37
    _Union38_1s: TypeAlias = Sequence[_Union38]
    _Union38_2: TypeAlias = _Union38
    _Union39_1s: TypeAlias = Sequence[_Union39]
    _Union39_2: TypeAlias = _Union39
    _Union40_1s: TypeAlias = Sequence[_Union40]
    _Union40_2: TypeAlias = _Union40
    _Union41_1s: TypeAlias = Sequence[_Union41]
    _Union41_2: TypeAlias = _Union41
    _Union42_1s: TypeAlias = Sequence[_Union42]
    _Union42_2: TypeAlias = _Union42
    _Union43_1s: TypeAlias = Sequence[_Union43]
    _Union43_2: TypeAlias = _Union43
    _Union44_1s: TypeAlias = Sequence[_Union44]
    _Union44_2: TypeAlias = _Union44
    _Union45_1s: TypeAlias = Sequence[_Union45]
    _Union45_2: TypeAlias = _Union45
    _Union46_1s: TypeAlias = Sequence[_Union46]
    _Union46_2: TypeAlias = _Union46
    _Union48_1s: TypeAlias = Sequence[_Union48]
    _Union48_2: TypeAlias = _Union48
    _Union51_1s: TypeAlias = Sequence[_Union51]
    _Union51_2: TypeAlias = _Union51
    _Union55_1s: TypeAlias = Sequence[_Union55]
    _Union55_2: TypeAlias = _Union55
    _P844: TypeAlias = Sequence[Array[_Union266] | _NDArray[_Union267]]
    _P845: TypeAlias = Sequence[Array[_Union272] | _NDArray[_Union273]]
    _P846: TypeAlias = Sequence[Array[_Union274] | _NDArray[_Union275]]
    _P847: TypeAlias = Sequence[Array[_Union291] | _NDArray[_Union292]]
    _P848: TypeAlias = Sequence[Array[_Union295] | _NDArray[_Union296]]
    _Union21_0s: TypeAlias = Sequence[_Union21]
    _Union27_0s: TypeAlias = Sequence[_Union27]
    _Union29_0s: TypeAlias = Sequence[_Union29]
    _Union49_0s: TypeAlias = Sequence[_Union49]
    _Union53_0s: TypeAlias = Sequence[_Union53]
    _Union21_1s: TypeAlias = Sequence[_Union21]
    _Union21_2: TypeAlias = _Union21
    _Union27_1s: TypeAlias = Sequence[_Union27]
    _Union27_2: TypeAlias = _Union27
    _Union29_1s: TypeAlias = Sequence[_Union29]
    _Union29_2: TypeAlias = _Union29
    _Union49_1s: TypeAlias = Sequence[_Union49]
    _Union49_2: TypeAlias = _Union49
    _Union53_1s: TypeAlias = Sequence[_Union53]
    _Union53_2: TypeAlias = _Union53
if not MYPY and PYRIGHT_GATES:  # read by pyright alone, which keeps these first declarations (open bounds)
    _P0_bound: TypeAlias = object
    _Union0_2_bound: TypeAlias = object
    _P2_bound: TypeAlias = object
    _P3_bound: TypeAlias = object
    _Union1_2_bound: TypeAlias = object
    _Union2_1_bound: TypeAlias = object
    _P6_bound: TypeAlias = object
    _Union3_1_bound: TypeAlias = object
    _P8_bound: TypeAlias = object
    _Union4_1_bound: TypeAlias = object
    _P10_bound: TypeAlias = object
    _P11_bound: TypeAlias = object
    _Union5_1_bound: TypeAlias = object
    _P13_bound: TypeAlias = object
    _P14_bound: TypeAlias = object
    _P15_bound: TypeAlias = object
    _P16_bound: TypeAlias = object
    _P17_bound: TypeAlias = object
    _P18_bound: TypeAlias = object
    _Union7_2_bound: TypeAlias = object
    _P20_bound: TypeAlias = object
    _P21_bound: TypeAlias = object
    _P22_bound: TypeAlias = object
    _Union8_1_bound: TypeAlias = object
    _P24_bound: TypeAlias = object
    _P25_bound: TypeAlias = object
    _Union9_1_bound: TypeAlias = object
    _P27_bound: TypeAlias = object
    _Union10_1_bound: TypeAlias = object
    _Union11_1_bound: TypeAlias = object
    _Union12_1_bound: TypeAlias = object
    _Union13_1_bound: TypeAlias = object
    _Union14_2_bound: TypeAlias = object
    _Union15_1_bound: TypeAlias = object
    _Union16_1_bound: TypeAlias = object
    _Union17_1_bound: TypeAlias = object
    _Union18_2_bound: TypeAlias = object
    _Union19_1_bound: TypeAlias = object
    _Union20_2_bound: TypeAlias = object
    _Union21_1_bound: TypeAlias = object
    _Union22_2_bound: TypeAlias = object
    _Union23_1_bound: TypeAlias = object
    _Union24_2_bound: TypeAlias = object
    _Union25_1_bound: TypeAlias = object
    _Union26_2_bound: TypeAlias = object
    _Union27_1_bound: TypeAlias = object
    _Union28_2_bound: TypeAlias = object
    _Union29_1_bound: TypeAlias = object
    _Union30_2_bound: TypeAlias = object
    _Union31_1_bound: TypeAlias = object
    _Union32_2_bound: TypeAlias = object
    _Union33_1_bound: TypeAlias = object
    _P52_bound: TypeAlias = object
    _Union34_1_bound: TypeAlias = object
    _Union35_2_bound: TypeAlias = object
    _Union36_1_bound: TypeAlias = object
    _Union37_1_bound: TypeAlias = object
    _Union38_1_bound: TypeAlias = object
    _Union39_1_bound: TypeAlias = object
    _Union40_1_bound: TypeAlias = object
    _Union41_1_bound: TypeAlias = object
    _Union42_1_bound: TypeAlias = object
    _Union43_1_bound: TypeAlias = object
    _Union44_1_bound: TypeAlias = object
    _Union45_1_bound: TypeAlias = object
    _Union46_1_bound: TypeAlias = object
    _Union47_2_bound: TypeAlias = object
    _Union48_1_bound: TypeAlias = object
    _Union49_1_bound: TypeAlias = object
    _Union50_2_bound: TypeAlias = object
    _Union51_1_bound: TypeAlias = object
    _Union52_2_bound: TypeAlias = object
    _Union53_1_bound: TypeAlias = object
    _Union54_2_bound: TypeAlias = object
    _Union55_1_bound: TypeAlias = object
    _Union56_2_bound: TypeAlias = object
    _P76_bound: TypeAlias = object
    _P77_bound: TypeAlias = object
    _P78_bound: TypeAlias = object
    _P79_bound: TypeAlias = object
    _Union14_1_bound: TypeAlias = object
    _P81_bound: TypeAlias = object
    _Union20_1_bound: TypeAlias = object
    _P83_bound: TypeAlias = object
    _Union22_1_bound: TypeAlias = object
    _P85_bound: TypeAlias = object
    _P86_bound: TypeAlias = object
    _P87_bound: TypeAlias = object
    _Union18_1_bound: TypeAlias = object
    _P89_bound: TypeAlias = object
    _Union24_1_bound: TypeAlias = object
    _P91_bound: TypeAlias = object
    _Union57_1_bound: TypeAlias = object
    _Union58_1_bound: TypeAlias = object
    _Union28_1_bound: TypeAlias = object
    _P95_bound: TypeAlias = object
    _Union59_1_bound: TypeAlias = object
    _P97_bound: TypeAlias = object
    _Union60_1_bound: TypeAlias = object
    _Union61_1_bound: TypeAlias = object
    _P100_bound: TypeAlias = object
    _Union32_1_bound: TypeAlias = object
    _Union35_1_bound: TypeAlias = object
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
    _Union47_1_bound: TypeAlias = object
    _P114_bound: TypeAlias = object
    _Union50_1_bound: TypeAlias = object
    _P116_bound: TypeAlias = object
    _Union63_1_bound: TypeAlias = object
    _Union64_1_bound: TypeAlias = object
    _P119_bound: TypeAlias = object
    _P120_bound: TypeAlias = object
    _Union66_1_bound: TypeAlias = object
    _P122_bound: TypeAlias = object
    _Union69_1_bound: TypeAlias = object
    _P124_bound: TypeAlias = object
    _P125_bound: TypeAlias = object
    _Union70_2_bound: TypeAlias = object
    _P127_bound: TypeAlias = object
    _Union71_2_bound: TypeAlias = object
    _P129_bound: TypeAlias = object
    _Union72_2_bound: TypeAlias = object
    _Union73_2_bound: TypeAlias = object
    _P132_bound: TypeAlias = object
    _P133_bound: TypeAlias = object
    _P134_bound: TypeAlias = object
    _P135_bound: TypeAlias = object
    _P136_bound: TypeAlias = object
    _Union74_1_bound: TypeAlias = object
    _P138_bound: TypeAlias = object
    _P139_bound: TypeAlias = object
    _Union75_2_bound: TypeAlias = object
    _P141_bound: TypeAlias = object
    _Union76_2_bound: TypeAlias = object
    _P143_bound: TypeAlias = object
    _Union77_2_bound: TypeAlias = object
    _P145_bound: TypeAlias = object
    _P146_bound: TypeAlias = object
    _Union78_1_bound: TypeAlias = object
    _P148_bound: TypeAlias = object
    _Union79_1_bound: TypeAlias = object
    _P150_bound: TypeAlias = object
    _P151_bound: TypeAlias = object
    _P152_bound: TypeAlias = object
    _P153_bound: TypeAlias = object
    _P154_bound: TypeAlias = object
    _Union82_1_bound: TypeAlias = object
    _Union83_1_bound: TypeAlias = object
    _P157_bound: TypeAlias = object
    _Union84_1_bound: TypeAlias = object
    _P159_bound: TypeAlias = object
    _P160_bound: TypeAlias = object
    _P161_bound: TypeAlias = object
    _Union86_1_bound: TypeAlias = object
    _P163_bound: TypeAlias = object
    _Union88_2_bound: TypeAlias = object
    _P165_bound: TypeAlias = object
    _P166_bound: TypeAlias = object
    _P167_bound: TypeAlias = object
    _Union91_1_bound: TypeAlias = object
    _P169_bound: TypeAlias = object
    _Union93_1_bound: TypeAlias = object
    _Union94_1_bound: TypeAlias = object
    _Union95_1_bound: TypeAlias = object
    _P173_bound: TypeAlias = object
    _Union0_1_bound: TypeAlias = object
    _P175_bound: TypeAlias = object
    _P176_bound: TypeAlias = object
    _Union1_1_bound: TypeAlias = object
    _Union2_0_bound: TypeAlias = object
    _Union3_0_bound: TypeAlias = object
    _Union4_0_bound: TypeAlias = object
    _P181_bound: TypeAlias = object
    _Union5_0_bound: TypeAlias = object
    _P183_bound: TypeAlias = object
    _P184_bound: TypeAlias = object
    _P185_bound: TypeAlias = object
    _P186_bound: TypeAlias = object
    _P187_bound: TypeAlias = object
    _Union7_1_bound: TypeAlias = object
    _P189_bound: TypeAlias = object
    _P190_bound: TypeAlias = object
    _Union8_0_bound: TypeAlias = object
    _P192_bound: TypeAlias = object
    _P193_bound: TypeAlias = object
    _P194_bound: TypeAlias = object
    _Union96_0_bound: TypeAlias = object
    _Union13_0_bound: TypeAlias = object
    _P197_bound: TypeAlias = object
    _P198_bound: TypeAlias = object
    _Union97_0_bound: TypeAlias = object
    _Union17_0_bound: TypeAlias = object
    _Union98_0_bound: TypeAlias = object
    _Union19_0_bound: TypeAlias = object
    _Union99_1_bound: TypeAlias = object
    _Union100_0_bound: TypeAlias = object
    _Union21_0_bound: TypeAlias = object
    _Union101_1_bound: TypeAlias = object
    _Union102_0_bound: TypeAlias = object
    _Union23_0_bound: TypeAlias = object
    _Union103_1_bound: TypeAlias = object
    _Union104_0_bound: TypeAlias = object
    _Union26_1_bound: TypeAlias = object
    _Union25_0_bound: TypeAlias = object
    _Union105_1_bound: TypeAlias = object
    _Union106_0_bound: TypeAlias = object
    _Union27_0_bound: TypeAlias = object
    _Union107_1_bound: TypeAlias = object
    _Union108_0_bound: TypeAlias = object
    _Union30_1_bound: TypeAlias = object
    _Union29_0_bound: TypeAlias = object
    _Union109_1_bound: TypeAlias = object
    _Union31_0_bound: TypeAlias = object
    _Union33_0_bound: TypeAlias = object
    _Union110_0_bound: TypeAlias = object
    _Union34_0_bound: TypeAlias = object
    _Union111_1_bound: TypeAlias = object
    _Union112_0_bound: TypeAlias = object
    _Union36_0_bound: TypeAlias = object
    _Union113_0_bound: TypeAlias = object
    _Union37_0_bound: TypeAlias = object
    _Union114_0_bound: TypeAlias = object
    _Union38_0_bound: TypeAlias = object
    _Union115_0_bound: TypeAlias = object
    _Union39_0_bound: TypeAlias = object
    _Union116_0_bound: TypeAlias = object
    _Union40_0_bound: TypeAlias = object
    _Union117_0_bound: TypeAlias = object
    _Union41_0_bound: TypeAlias = object
    _Union118_0_bound: TypeAlias = object
    _Union42_0_bound: TypeAlias = object
    _Union119_0_bound: TypeAlias = object
    _Union43_0_bound: TypeAlias = object
    _Union120_0_bound: TypeAlias = object
    _Union44_0_bound: TypeAlias = object
    _Union121_0_bound: TypeAlias = object
    _Union45_0_bound: TypeAlias = object
    _Union122_0_bound: TypeAlias = object
    _Union46_0_bound: TypeAlias = object
    _Union123_1_bound: TypeAlias = object
    _Union124_0_bound: TypeAlias = object
    _Union48_0_bound: TypeAlias = object
    _Union125_0_bound: TypeAlias = object
    _Union49_0_bound: TypeAlias = object
    _Union126_1_bound: TypeAlias = object
    _Union127_0_bound: TypeAlias = object
    _Union52_1_bound: TypeAlias = object
    _Union51_0_bound: TypeAlias = object
    _Union128_1_bound: TypeAlias = object
    _Union129_0_bound: TypeAlias = object
    _Union54_1_bound: TypeAlias = object
    _Union53_0_bound: TypeAlias = object
    _Union130_1_bound: TypeAlias = object
    _Union131_0_bound: TypeAlias = object
    _Union56_1_bound: TypeAlias = object
    _Union55_0_bound: TypeAlias = object
    _Union132_1_bound: TypeAlias = object
    _P266_bound: TypeAlias = object
    _P267_bound: TypeAlias = object
    _P268_bound: TypeAlias = object
    _Union14_0_bound: TypeAlias = object
    _P270_bound: TypeAlias = object
    _Union20_0_bound: TypeAlias = object
    _P272_bound: TypeAlias = object
    _Union22_0_bound: TypeAlias = object
    _P274_bound: TypeAlias = object
    _P275_bound: TypeAlias = object
    _P276_bound: TypeAlias = object
    _Union18_0_bound: TypeAlias = object
    _P278_bound: TypeAlias = object
    _Union24_0_bound: TypeAlias = object
    _P280_bound: TypeAlias = object
    _Union57_0_bound: TypeAlias = object
    _Union58_0_bound: TypeAlias = object
    _Union28_0_bound: TypeAlias = object
    _P284_bound: TypeAlias = object
    _Union59_0_bound: TypeAlias = object
    _P286_bound: TypeAlias = object
    _Union60_0_bound: TypeAlias = object
    _Union61_0_bound: TypeAlias = object
    _P289_bound: TypeAlias = object
    _Union32_0_bound: TypeAlias = object
    _Union35_0_bound: TypeAlias = object
    _P292_bound: TypeAlias = object
    _P293_bound: TypeAlias = object
    _P294_bound: TypeAlias = object
    _P295_bound: TypeAlias = object
    _P296_bound: TypeAlias = object
    _P297_bound: TypeAlias = object
    _P298_bound: TypeAlias = object
    _P299_bound: TypeAlias = object
    _P300_bound: TypeAlias = object
    _P301_bound: TypeAlias = object
    _Union47_0_bound: TypeAlias = object
    _P303_bound: TypeAlias = object
    _Union50_0_bound: TypeAlias = object
    _P305_bound: TypeAlias = object
    _Union63_0_bound: TypeAlias = object
    _Union64_0_bound: TypeAlias = object
    _P308_bound: TypeAlias = object
    _P309_bound: TypeAlias = object
    _Union66_0_bound: TypeAlias = object
    _P311_bound: TypeAlias = object
    _P312_bound: TypeAlias = object
    _P313_bound: TypeAlias = object
    _Union70_1_bound: TypeAlias = object
    _P315_bound: TypeAlias = object
    _Union71_1_bound: TypeAlias = object
    _P317_bound: TypeAlias = object
    _Union72_1_bound: TypeAlias = object
    _Union73_1_bound: TypeAlias = object
    _P320_bound: TypeAlias = object
    _P321_bound: TypeAlias = object
    _P322_bound: TypeAlias = object
    _P323_bound: TypeAlias = object
    _P324_bound: TypeAlias = object
    _Union74_0_bound: TypeAlias = object
    _P326_bound: TypeAlias = object
    _P327_bound: TypeAlias = object
    _Union75_1_bound: TypeAlias = object
    _P329_bound: TypeAlias = object
    _Union76_1_bound: TypeAlias = object
    _P331_bound: TypeAlias = object
    _Union77_1_bound: TypeAlias = object
    _P333_bound: TypeAlias = object
    _P334_bound: TypeAlias = object
    _Union78_0_bound: TypeAlias = object
    _P336_bound: TypeAlias = object
    _Union79_0_bound: TypeAlias = object
    _P338_bound: TypeAlias = object
    _P339_bound: TypeAlias = object
    _P340_bound: TypeAlias = object
    _P341_bound: TypeAlias = object
    _P342_bound: TypeAlias = object
    _Union82_0_bound: TypeAlias = object
    _Union83_0_bound: TypeAlias = object
    _P345_bound: TypeAlias = object
    _Union84_0_bound: TypeAlias = object
    _P347_bound: TypeAlias = object
    _Union86_0_bound: TypeAlias = object
    _P349_bound: TypeAlias = object
    _Union88_1_bound: TypeAlias = object
    _P351_bound: TypeAlias = object
    _P352_bound: TypeAlias = object
    _Union91_0_bound: TypeAlias = object
    _P354_bound: TypeAlias = object
    _Union93_0_bound: TypeAlias = object
    _Union94_0_bound: TypeAlias = object
    _Union95_0_bound: TypeAlias = object
    _P358_bound: TypeAlias = object
    _P359_bound: TypeAlias = object
    _Union134_1_bound: TypeAlias = object
    _P361_bound: TypeAlias = object
    _Union136_1_bound: TypeAlias = object
    _Union137_1_bound: TypeAlias = object
    _P364_bound: TypeAlias = object
    _Union139_1_bound: TypeAlias = object
    _P366_bound: TypeAlias = object
    _Union141_1_bound: TypeAlias = object
    _Union142_1_bound: TypeAlias = object
    _P369_bound: TypeAlias = object
    _P370_bound: TypeAlias = object
    _Union145_1_bound: TypeAlias = object
    _Union146_1_bound: TypeAlias = object
    _Union147_1_bound: TypeAlias = object
    _Union148_1_bound: TypeAlias = object
    _Union149_1_bound: TypeAlias = object
    _Union150_1_bound: TypeAlias = object
    _Union151_1_bound: TypeAlias = object
    _P378_bound: TypeAlias = object
    _Union153_1_bound: TypeAlias = object
    _P380_bound: TypeAlias = object
    _P381_bound: TypeAlias = object
    _P382_bound: TypeAlias = object
    _P383_bound: TypeAlias = object
    _P384_bound: TypeAlias = object
    _P385_bound: TypeAlias = object
    _Union134_0_bound: TypeAlias = object
    _P387_bound: TypeAlias = object
    _Union136_0_bound: TypeAlias = object
    _Union137_0_bound: TypeAlias = object
    _P390_bound: TypeAlias = object
    _Union139_0_bound: TypeAlias = object
    _P392_bound: TypeAlias = object
    _Union9_0_bound: TypeAlias = object
    _Union10_0_bound: TypeAlias = object
    _Union141_0_bound: TypeAlias = object
    _Union142_0_bound: TypeAlias = object
    _P397_bound: TypeAlias = object
    _P398_bound: TypeAlias = object
    _Union145_0_bound: TypeAlias = object
    _Union146_0_bound: TypeAlias = object
    _Union147_0_bound: TypeAlias = object
    _Union148_0_bound: TypeAlias = object
    _Union149_0_bound: TypeAlias = object
    _Union150_0_bound: TypeAlias = object
    _Union151_0_bound: TypeAlias = object
    _P406_bound: TypeAlias = object
    _Union153_0_bound: TypeAlias = object
    _P408_bound: TypeAlias = object
    _P409_bound: TypeAlias = object
    _P410_bound: TypeAlias = object
    _P411_bound: TypeAlias = object
    _P412_bound: TypeAlias = object
    _P413_bound: TypeAlias = object
    _P414_bound: TypeAlias = object
    _Union164_1_bound: TypeAlias = object
    _Union165_1_bound: TypeAlias = object
    _P417_bound: TypeAlias = object
    _P418_bound: TypeAlias = object
    _P419_bound: TypeAlias = object
    _P420_bound: TypeAlias = object
    _Union166_1_bound: TypeAlias = object
    _P422_bound: TypeAlias = object
    _Union167_1_bound: TypeAlias = object
    _P424_bound: TypeAlias = object
    _Union168_1_bound: TypeAlias = object
    _P426_bound: TypeAlias = object
    _Union169_1_bound: TypeAlias = object
    _P428_bound: TypeAlias = object
    _P429_bound: TypeAlias = object
    _Union170_1_bound: TypeAlias = object
    _P431_bound: TypeAlias = object
    _P432_bound: TypeAlias = object
    _P433_bound: TypeAlias = object
    _P434_bound: TypeAlias = object
    _P435_bound: TypeAlias = object
    _P436_bound: TypeAlias = object
    _Union173_1_bound: TypeAlias = object
    _Union174_2_bound: TypeAlias = object
    _Union175_2_bound: TypeAlias = object
    _Union176_2_bound: TypeAlias = object
    _Union177_2_bound: TypeAlias = object
    _Union178_2_bound: TypeAlias = object
    _Union179_2_bound: TypeAlias = object
    _Union180_2_bound: TypeAlias = object
    _Union181_1_bound: TypeAlias = object
    _Union182_2_bound: TypeAlias = object
    _Union183_1_bound: TypeAlias = object
    _Union184_2_bound: TypeAlias = object
    _Union185_1_bound: TypeAlias = object
    _Union186_2_bound: TypeAlias = object
    _Union187_2_bound: TypeAlias = object
    _Union188_1_bound: TypeAlias = object
    _Union189_1_bound: TypeAlias = object
    _Union190_1_bound: TypeAlias = object
    _P455_bound: TypeAlias = object
    _Union191_1_bound: TypeAlias = object
    _Union192_2_bound: TypeAlias = object
    _Union193_1_bound: TypeAlias = object
    _Union194_2_bound: TypeAlias = object
    _Union195_1_bound: TypeAlias = object
    _Union197_2_bound: TypeAlias = object
    _Union198_2_bound: TypeAlias = object
    _P463_bound: TypeAlias = object
    _Union199_2_bound: TypeAlias = object
    _P465_bound: TypeAlias = object
    _P466_bound: TypeAlias = object
    _P467_bound: TypeAlias = object
    _P468_bound: TypeAlias = object
    _P469_bound: TypeAlias = object
    _P470_bound: TypeAlias = object
    _P471_bound: TypeAlias = object
    _P472_bound: TypeAlias = object
    _P473_bound: TypeAlias = object
    _Union202_1_bound: TypeAlias = object
    _P475_bound: TypeAlias = object
    _P476_bound: TypeAlias = object
    _Union205_2_bound: TypeAlias = object
    _Union206_1_bound: TypeAlias = object
    _P479_bound: TypeAlias = object
    _Union208_1_bound: TypeAlias = object
    _Union209_1_bound: TypeAlias = object
    _P482_bound: TypeAlias = object
    _P483_bound: TypeAlias = object
    _P484_bound: TypeAlias = object
    _P485_bound: TypeAlias = object
    _P486_bound: TypeAlias = object
    _P487_bound: TypeAlias = object
    _Union213_1_bound: TypeAlias = object
    _Union214_1_bound: TypeAlias = object
    _Union215_1_bound: TypeAlias = object
    _Union216_1_bound: TypeAlias = object
    _Union217_1_bound: TypeAlias = object
    _Union218_1_bound: TypeAlias = object
    _Union219_1_bound: TypeAlias = object
    _Union220_1_bound: TypeAlias = object
    _Union221_1_bound: TypeAlias = object
    _Union222_1_bound: TypeAlias = object
    _P498_bound: TypeAlias = object
    _Union224_1_bound: TypeAlias = object
    _Union225_1_bound: TypeAlias = object
    _Union226_1_bound: TypeAlias = object
    _Union227_1_bound: TypeAlias = object
    _Union228_2_bound: TypeAlias = object
    _P504_bound: TypeAlias = object
    _Union229_2_bound: TypeAlias = object
    _P506_bound: TypeAlias = object
    _Union175_1_bound: TypeAlias = object
    _Union176_1_bound: TypeAlias = object
    _Union177_1_bound: TypeAlias = object
    _Union178_1_bound: TypeAlias = object
    _Union180_1_bound: TypeAlias = object
    _Union230_1_bound: TypeAlias = object
    _P513_bound: TypeAlias = object
    _Union231_2_bound: TypeAlias = object
    _Union232_2_bound: TypeAlias = object
    _Union233_1_bound: TypeAlias = object
    _Union234_1_bound: TypeAlias = object
    _Union235_1_bound: TypeAlias = object
    _P519_bound: TypeAlias = object
    _P520_bound: TypeAlias = object
    _P521_bound: TypeAlias = object
    _P522_bound: TypeAlias = object
    _P523_bound: TypeAlias = object
    _Union246_2_bound: TypeAlias = object
    _P525_bound: TypeAlias = object
    _Union111_2_bound: TypeAlias = object
    _Union251_2_bound: TypeAlias = object
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
    _P572_bound: TypeAlias = object
    _P573_bound: TypeAlias = object
    _P574_bound: TypeAlias = object
    _P575_bound: TypeAlias = object
    _P576_bound: TypeAlias = object
    _P577_bound: TypeAlias = object
    _P578_bound: TypeAlias = object
    _P579_bound: TypeAlias = object
    _P580_bound: TypeAlias = object
    _P581_bound: TypeAlias = object
    _P582_bound: TypeAlias = object
    _P583_bound: TypeAlias = object
    _P584_bound: TypeAlias = object
    _P585_bound: TypeAlias = object
    _P586_bound: TypeAlias = object
    _P587_bound: TypeAlias = object
    _P588_bound: TypeAlias = object
    _P589_bound: TypeAlias = object
    _P590_bound: TypeAlias = object
    _P591_bound: TypeAlias = object
    _P592_bound: TypeAlias = object
    _P593_bound: TypeAlias = object
    _P594_bound: TypeAlias = object
    _P595_bound: TypeAlias = object
    _P596_bound: TypeAlias = object
    _P597_bound: TypeAlias = object
    _P598_bound: TypeAlias = object
    _P599_bound: TypeAlias = object
    _P600_bound: TypeAlias = object
    _P601_bound: TypeAlias = object
    _P602_bound: TypeAlias = object
    _P603_bound: TypeAlias = object
    _P604_bound: TypeAlias = object
    _P605_bound: TypeAlias = object
    _P606_bound: TypeAlias = object
    _P607_bound: TypeAlias = object
    _P608_bound: TypeAlias = object
    _P609_bound: TypeAlias = object
    _P610_bound: TypeAlias = object
    _P611_bound: TypeAlias = object
    _P612_bound: TypeAlias = object
    _P613_bound: TypeAlias = object
    _P614_bound: TypeAlias = object
    _P615_bound: TypeAlias = object
    _P616_bound: TypeAlias = object
    _P617_bound: TypeAlias = object
    _P618_bound: TypeAlias = object
    _P619_bound: TypeAlias = object
    _P620_bound: TypeAlias = object
    _P621_bound: TypeAlias = object
    _P622_bound: TypeAlias = object
    _P623_bound: TypeAlias = object
    _P624_bound: TypeAlias = object
    _P625_bound: TypeAlias = object
    _P626_bound: TypeAlias = object
    _P627_bound: TypeAlias = object
    _P628_bound: TypeAlias = object
    _P629_bound: TypeAlias = object
    _P630_bound: TypeAlias = object
    _P631_bound: TypeAlias = object
    _P632_bound: TypeAlias = object
    _P633_bound: TypeAlias = object
    _P634_bound: TypeAlias = object
    _P635_bound: TypeAlias = object
    _P636_bound: TypeAlias = object
    _Union302_1_bound: TypeAlias = object
    _Union303_1_bound: TypeAlias = object
    _P639_bound: TypeAlias = object
    _Union191_0_bound: TypeAlias = object
    _Union177_0_bound: TypeAlias = object
    _Union180_0_bound: TypeAlias = object
    _Union164_0_bound: TypeAlias = object
    _P644_bound: TypeAlias = object
    _Union304_1_bound: TypeAlias = object
    _Union305_1_bound: TypeAlias = object
    _Union306_1_bound: TypeAlias = object
    _P648_bound: TypeAlias = object
    _P649_bound: TypeAlias = object
    _Union308_1_bound: TypeAlias = object
    _Union309_1_bound: TypeAlias = object
    _Union305_0_bound: TypeAlias = object
    _Union306_0_bound: TypeAlias = object
    _Union310_1_bound: TypeAlias = object
    _Union341_2_bound: TypeAlias = object
    _Union341_3_bound: TypeAlias = object
    _Union312_2_bound: TypeAlias = object
    _Union312_3_bound: TypeAlias = object
    _Union11_0_bound: TypeAlias = object
    _Union313_2_bound: TypeAlias = object
    _Union313_3_bound: TypeAlias = object
    _Union12_0_bound: TypeAlias = object
    _Union314_2_bound: TypeAlias = object
    _Union314_3_bound: TypeAlias = object
    _Union315_2_bound: TypeAlias = object
    _Union315_3_bound: TypeAlias = object
    _Union15_0_bound: TypeAlias = object
    _Union316_2_bound: TypeAlias = object
    _Union316_3_bound: TypeAlias = object
    _Union16_0_bound: TypeAlias = object
    _Union317_2_bound: TypeAlias = object
    _Union317_3_bound: TypeAlias = object
    _Union318_2_bound: TypeAlias = object
    _Union318_3_bound: TypeAlias = object
    _Union319_2_bound: TypeAlias = object
    _Union319_3_bound: TypeAlias = object
    _Union320_2_bound: TypeAlias = object
    _Union320_3_bound: TypeAlias = object
    _Union321_2_bound: TypeAlias = object
    _Union321_3_bound: TypeAlias = object
    _Union322_0_bound: TypeAlias = object
    _Union323_2_bound: TypeAlias = object
    _Union323_3_bound: TypeAlias = object
    _Union324_2_bound: TypeAlias = object
    _Union324_3_bound: TypeAlias = object
    _Union325_2_bound: TypeAlias = object
    _Union325_3_bound: TypeAlias = object
    _Union326_2_bound: TypeAlias = object
    _Union326_3_bound: TypeAlias = object
    _Union327_2_bound: TypeAlias = object
    _Union327_3_bound: TypeAlias = object
    _Union328_2_bound: TypeAlias = object
    _Union328_3_bound: TypeAlias = object
    _Union329_2_bound: TypeAlias = object
    _Union329_3_bound: TypeAlias = object
    _Union330_2_bound: TypeAlias = object
    _Union330_3_bound: TypeAlias = object
    _Union331_2_bound: TypeAlias = object
    _Union331_3_bound: TypeAlias = object
    _Union332_2_bound: TypeAlias = object
    _Union332_3_bound: TypeAlias = object
    _Union333_2_bound: TypeAlias = object
    _Union333_3_bound: TypeAlias = object
    _Union334_2_bound: TypeAlias = object
    _Union334_3_bound: TypeAlias = object
    _Union335_2_bound: TypeAlias = object
    _Union335_3_bound: TypeAlias = object
    _Union336_2_bound: TypeAlias = object
    _Union336_3_bound: TypeAlias = object
    _Union337_2_bound: TypeAlias = object
    _Union337_3_bound: TypeAlias = object
    _Union338_2_bound: TypeAlias = object
    _Union338_3_bound: TypeAlias = object
    _Union339_2_bound: TypeAlias = object
    _Union339_3_bound: TypeAlias = object
    _Union340_2_bound: TypeAlias = object
    _Union340_3_bound: TypeAlias = object
    _Union69_0_bound: TypeAlias = object
    _P719_bound: TypeAlias = object
    _P720_bound: TypeAlias = object
    _P721_bound: TypeAlias = object
    _P722_bound: TypeAlias = object
    _P723_bound: TypeAlias = object
    _P724_bound: TypeAlias = object
    _P725_bound: TypeAlias = object
    _P726_bound: TypeAlias = object
    _P727_bound: TypeAlias = object
    _P728_bound: TypeAlias = object
    _P729_bound: TypeAlias = object
    _P730_bound: TypeAlias = object
    _P731_bound: TypeAlias = object
    _P732_bound: TypeAlias = object
    _P733_bound: TypeAlias = object
    _P734_bound: TypeAlias = object
    _P735_bound: TypeAlias = object
    _P736_bound: TypeAlias = object
    _P737_bound: TypeAlias = object
    _P738_bound: TypeAlias = object
    _P739_bound: TypeAlias = object
    _P740_bound: TypeAlias = object
    _P741_bound: TypeAlias = object
    _P742_bound: TypeAlias = object
    _P743_bound: TypeAlias = object
    _P744_bound: TypeAlias = object
    _P745_bound: TypeAlias = object
    _P746_bound: TypeAlias = object
    _P747_bound: TypeAlias = object
    _P748_bound: TypeAlias = object
    _P749_bound: TypeAlias = object
    _P750_bound: TypeAlias = object
    _P751_bound: TypeAlias = object
    _P752_bound: TypeAlias = object
    _P753_bound: TypeAlias = object
    _P754_bound: TypeAlias = object
    _Union9_0s_bound: TypeAlias = object
    _Union10_0s_bound: TypeAlias = object
    _Union11_0s_bound: TypeAlias = object
    _Union12_0s_bound: TypeAlias = object
    _Union13_0s_bound: TypeAlias = object
    _Union15_0s_bound: TypeAlias = object
    _Union16_0s_bound: TypeAlias = object
    _Union17_0s_bound: TypeAlias = object
    _Union19_0s_bound: TypeAlias = object
    _Union23_0s_bound: TypeAlias = object
    _Union25_0s_bound: TypeAlias = object
    _Union322_0s_bound: TypeAlias = object
    _Union34_0s_bound: TypeAlias = object
    _Union36_0s_bound: TypeAlias = object
    _Union37_0s_bound: TypeAlias = object
    _Union38_0s_bound: TypeAlias = object
    _Union39_0s_bound: TypeAlias = object
    _Union40_0s_bound: TypeAlias = object
    _Union41_0s_bound: TypeAlias = object
    _Union42_0s_bound: TypeAlias = object
    _Union43_0s_bound: TypeAlias = object
    _Union44_0s_bound: TypeAlias = object
    _Union45_0s_bound: TypeAlias = object
    _Union46_0s_bound: TypeAlias = object
    _Union48_0s_bound: TypeAlias = object
    _Union51_0s_bound: TypeAlias = object
    _Union55_0s_bound: TypeAlias = object
    _Union357_0s_bound: TypeAlias = object
    _Union358_0s_bound: TypeAlias = object
    _Union359_0s_bound: TypeAlias = object
    _Union360_0s_bound: TypeAlias = object
    _Union361_0s_bound: TypeAlias = object
    _Union362_0s_bound: TypeAlias = object
    _Union363_0s_bound: TypeAlias = object
    _Union364_0s_bound: TypeAlias = object
    _Union9_1s_bound: TypeAlias = object
    _Union9_2_bound: TypeAlias = object
    _Union10_1s_bound: TypeAlias = object
    _Union10_2_bound: TypeAlias = object
    _Union11_1s_bound: TypeAlias = object
    _Union11_2_bound: TypeAlias = object
    _Union12_1s_bound: TypeAlias = object
    _Union12_2_bound: TypeAlias = object
    _Union13_1s_bound: TypeAlias = object
    _Union13_2_bound: TypeAlias = object
    _Union15_1s_bound: TypeAlias = object
    _Union15_2_bound: TypeAlias = object
    _Union16_1s_bound: TypeAlias = object
    _Union16_2_bound: TypeAlias = object
    _Union17_1s_bound: TypeAlias = object
    _Union17_2_bound: TypeAlias = object
    _Union19_1s_bound: TypeAlias = object
    _Union19_2_bound: TypeAlias = object
    _Union23_1s_bound: TypeAlias = object
    _Union23_2_bound: TypeAlias = object
    _Union25_1s_bound: TypeAlias = object
    _Union25_2_bound: TypeAlias = object
    _Union322_1s_bound: TypeAlias = object
    _Union322_2_bound: TypeAlias = object
    _Union34_1s_bound: TypeAlias = object
    _Union34_2_bound: TypeAlias = object
    _Union36_1s_bound: TypeAlias = object
    _Union36_2_bound: TypeAlias = object
    _Union37_1s_bound: TypeAlias = object
    _Union37_2_bound: TypeAlias = object
    _Union38_1s_bound: TypeAlias = object
    _Union38_2_bound: TypeAlias = object
    _Union39_1s_bound: TypeAlias = object
    _Union39_2_bound: TypeAlias = object
    _Union40_1s_bound: TypeAlias = object
    _Union40_2_bound: TypeAlias = object
    _Union41_1s_bound: TypeAlias = object
    _Union41_2_bound: TypeAlias = object
    _Union42_1s_bound: TypeAlias = object
    _Union42_2_bound: TypeAlias = object
    _Union43_1s_bound: TypeAlias = object
    _Union43_2_bound: TypeAlias = object
    _Union44_1s_bound: TypeAlias = object
    _Union44_2_bound: TypeAlias = object
    _Union45_1s_bound: TypeAlias = object
    _Union45_2_bound: TypeAlias = object
    _Union46_1s_bound: TypeAlias = object
    _Union46_2_bound: TypeAlias = object
    _Union48_1s_bound: TypeAlias = object
    _Union48_2_bound: TypeAlias = object
    _Union51_1s_bound: TypeAlias = object
    _Union51_2_bound: TypeAlias = object
    _Union55_1s_bound: TypeAlias = object
    _Union55_2_bound: TypeAlias = object
    _P844_bound: TypeAlias = object
    _P845_bound: TypeAlias = object
    _P846_bound: TypeAlias = object
    _P847_bound: TypeAlias = object
    _P848_bound: TypeAlias = object
    _Union21_0s_bound: TypeAlias = object
    _Union27_0s_bound: TypeAlias = object
    _Union29_0s_bound: TypeAlias = object
    _Union49_0s_bound: TypeAlias = object
    _Union53_0s_bound: TypeAlias = object
    _Union21_1s_bound: TypeAlias = object
    _Union21_2_bound: TypeAlias = object
    _Union27_1s_bound: TypeAlias = object
    _Union27_2_bound: TypeAlias = object
    _Union29_1s_bound: TypeAlias = object
    _Union29_2_bound: TypeAlias = object
    _Union49_1s_bound: TypeAlias = object
    _Union49_2_bound: TypeAlias = object
    _Union53_1s_bound: TypeAlias = object
    _Union53_2_bound: TypeAlias = object
if not MYPY:  # ty, pyrefly: TypeVars bound to the types (pyright: to object)
    _P0_bound: TypeAlias = Array[uint64]
    _Union0_2_bound: TypeAlias = _Union0
    _P2_bound: TypeAlias = Array[int64]
    _P3_bound: TypeAlias = Array[float64]
    _Union1_2_bound: TypeAlias = _Union1
    _Union2_1_bound: TypeAlias = _Union2
    _P6_bound: TypeAlias = Array[uint64]
    _Union3_1_bound: TypeAlias = _Union3
    _P8_bound: TypeAlias = Array[int64]
    _Union4_1_bound: TypeAlias = _Union4
    _P10_bound: TypeAlias = Array[float64]
    _P11_bound: TypeAlias = Array[complex128]
    _Union5_1_bound: TypeAlias = _Union5
    _P13_bound: TypeAlias = Array[complex128]
    _P14_bound: TypeAlias = Array[builtins.int] | _JustInt
    _P15_bound: TypeAlias = Array[bool_]
    _P16_bound: TypeAlias = Array[bool_] | builtins.bool
    _P17_bound: TypeAlias = Array[builtins.float] | _JustFloat
    _P18_bound: TypeAlias = Array[_Union6]
    _Union7_2_bound: TypeAlias = _Union7
    _P20_bound: TypeAlias = Array[builtins.complex] | _JustComplex
    _P21_bound: TypeAlias = Array[complex64]
    _P22_bound: TypeAlias = Array[float64 | complex128]
    _Union8_1_bound: TypeAlias = _Union8
    _P24_bound: TypeAlias = Array[complex64]
    _P25_bound: TypeAlias = Array[float64 | complex128]
    _Union9_1_bound: TypeAlias = _Union9
    _P27_bound: TypeAlias = np.bool_ | _NDArray[np.bool_]
    _Union10_1_bound: TypeAlias = _Union10
    _Union11_1_bound: TypeAlias = _Union11
    _Union12_1_bound: TypeAlias = _Union12
    _Union13_1_bound: TypeAlias = _Union13
    _Union14_2_bound: TypeAlias = _Union14
    _Union15_1_bound: TypeAlias = _Union15
    _Union16_1_bound: TypeAlias = _Union16
    _Union17_1_bound: TypeAlias = _Union17
    _Union18_2_bound: TypeAlias = _Union18
    _Union19_1_bound: TypeAlias = _Union19
    _Union20_2_bound: TypeAlias = _Union20
    _Union21_1_bound: TypeAlias = _Union21
    _Union22_2_bound: TypeAlias = _Union22
    _Union23_1_bound: TypeAlias = _Union23
    _Union24_2_bound: TypeAlias = _Union24
    _Union25_1_bound: TypeAlias = _Union25
    _Union26_2_bound: TypeAlias = _Union26
    _Union27_1_bound: TypeAlias = _Union27
    _Union28_2_bound: TypeAlias = _Union28
    _Union29_1_bound: TypeAlias = _Union29
    _Union30_2_bound: TypeAlias = _Union30
    _Union31_1_bound: TypeAlias = _Union31
    _Union32_2_bound: TypeAlias = _Union32
    _Union33_1_bound: TypeAlias = _Union33
    _P52_bound: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _Union34_1_bound: TypeAlias = _Union34
    _Union35_2_bound: TypeAlias = _Union35
    _Union36_1_bound: TypeAlias = _Union36
    _Union37_1_bound: TypeAlias = _Union37
    _Union38_1_bound: TypeAlias = _Union38
    _Union39_1_bound: TypeAlias = _Union39
    _Union40_1_bound: TypeAlias = _Union40
    _Union41_1_bound: TypeAlias = _Union41
    _Union42_1_bound: TypeAlias = _Union42
    _Union43_1_bound: TypeAlias = _Union43
    _Union44_1_bound: TypeAlias = _Union44
    _Union45_1_bound: TypeAlias = _Union45
    _Union46_1_bound: TypeAlias = _Union46
    _Union47_2_bound: TypeAlias = _Union47
    _Union48_1_bound: TypeAlias = _Union48
    _Union49_1_bound: TypeAlias = _Union49
    _Union50_2_bound: TypeAlias = _Union50
    _Union51_1_bound: TypeAlias = _Union51
    _Union52_2_bound: TypeAlias = _Union52
    _Union53_1_bound: TypeAlias = _Union53
    _Union54_2_bound: TypeAlias = _Union54
    _Union55_1_bound: TypeAlias = _Union55
    _Union56_2_bound: TypeAlias = _Union56
    _P76_bound: TypeAlias = np.bool_ | _NDArray[np.bool_]
    _P77_bound: TypeAlias = Array[bool_]
    _P78_bound: TypeAlias = Array[uint2]
    _P79_bound: TypeAlias = Array[uint4]
    _Union14_1_bound: TypeAlias = _Union14
    _P81_bound: TypeAlias = Array[uint8]
    _Union20_1_bound: TypeAlias = _Union20
    _P83_bound: TypeAlias = Array[uint16]
    _Union22_1_bound: TypeAlias = _Union22
    _P85_bound: TypeAlias = Array[uint32]
    _P86_bound: TypeAlias = Array[int2]
    _P87_bound: TypeAlias = Array[int4]
    _Union18_1_bound: TypeAlias = _Union18
    _P89_bound: TypeAlias = Array[int8]
    _Union24_1_bound: TypeAlias = _Union24
    _P91_bound: TypeAlias = Array[int16]
    _Union57_1_bound: TypeAlias = _Union57
    _Union58_1_bound: TypeAlias = _Union58
    _Union28_1_bound: TypeAlias = _Union28
    _P95_bound: TypeAlias = Array[int32]
    _Union59_1_bound: TypeAlias = _Union59
    _P97_bound: TypeAlias = Array[int8 | int16]
    _Union60_1_bound: TypeAlias = _Union60
    _Union61_1_bound: TypeAlias = _Union61
    _P100_bound: TypeAlias = Array[_Union62]
    _Union32_1_bound: TypeAlias = _Union32
    _Union35_1_bound: TypeAlias = _Union35
    _P103_bound: TypeAlias = Array[float4_e2m1fn]
    _P104_bound: TypeAlias = Array[float8_e3m4]
    _P105_bound: TypeAlias = Array[float8_e4m3]
    _P106_bound: TypeAlias = Array[float8_e4m3b11fnuz]
    _P107_bound: TypeAlias = Array[float8_e4m3fn]
    _P108_bound: TypeAlias = Array[float8_e4m3fnuz]
    _P109_bound: TypeAlias = Array[float8_e5m2]
    _P110_bound: TypeAlias = Array[float8_e5m2fnuz]
    _P111_bound: TypeAlias = Array[float8_e8m0fnu]
    _P112_bound: TypeAlias = Array[bfloat16]
    _Union47_1_bound: TypeAlias = _Union47
    _P114_bound: TypeAlias = Array[float16]
    _Union50_1_bound: TypeAlias = _Union50
    _P116_bound: TypeAlias = Array[float32]
    _Union63_1_bound: TypeAlias = _Union63
    _Union64_1_bound: TypeAlias = _Union64
    _P119_bound: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _P120_bound: TypeAlias = Array[_Union65]
    _Union66_1_bound: TypeAlias = _Union66
    _P122_bound: TypeAlias = Array[_Union67]
    _Union69_1_bound: TypeAlias = _Union69
    _P124_bound: TypeAlias = Array[_Exactly_generic]
    _P125_bound: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _Union70_2_bound: TypeAlias = _Union70
    _P127_bound: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _Union71_2_bound: TypeAlias = _Union71
    _P129_bound: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _Union72_2_bound: TypeAlias = _Union72
    _Union73_2_bound: TypeAlias = _Union73
    _P132_bound: TypeAlias = np.int8 | _NDArray[np.int8]
    _P133_bound: TypeAlias = np.int16 | _NDArray[np.int16]
    _P134_bound: TypeAlias = np.int32 | _NDArray[np.int32]
    _P135_bound: TypeAlias = np.int64 | _NDArray[np.int64]
    _P136_bound: TypeAlias = Array[builtins.int]
    _Union74_1_bound: TypeAlias = _Union74
    _P138_bound: TypeAlias = Array[_Exactly_number]
    _P139_bound: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union75_2_bound: TypeAlias = _Union75
    _P141_bound: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union76_2_bound: TypeAlias = _Union76
    _P143_bound: TypeAlias = np.float64 | _NDArray[np.float64]
    _Union77_2_bound: TypeAlias = _Union77
    _P145_bound: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _P146_bound: TypeAlias = np.complex128 | _NDArray[np.complex128]
    _Union78_1_bound: TypeAlias = _Union78
    _P148_bound: TypeAlias = Array[builtins.float]
    _Union79_1_bound: TypeAlias = _Union79
    _P150_bound: TypeAlias = Array[builtins.complex] | _JustComplex
    _P151_bound: TypeAlias = Array[complexfloating]
    _P152_bound: TypeAlias = Array[inexact]
    _P153_bound: TypeAlias = Array[_Union81] | builtins.bool
    _P154_bound: TypeAlias = Array[_Top]
    _Union82_1_bound: TypeAlias = _Union82
    _Union83_1_bound: TypeAlias = _Union83
    _P157_bound: TypeAlias = Array[complex64 | builtins.complex] | _JustComplex
    _Union84_1_bound: TypeAlias = _Union84
    _P159_bound: TypeAlias = Array[_Union85]
    _P160_bound: TypeAlias = Array[_Exactly_generic]
    _P161_bound: TypeAlias = Array[_Exactly_number]
    _Union86_1_bound: TypeAlias = _Union86
    _P163_bound: TypeAlias = Array[builtins.complex]
    _Union88_2_bound: TypeAlias = _Union88
    _P165_bound: TypeAlias = Array[_Exactly_inexact]
    _P166_bound: TypeAlias = Array[complexfloating]
    _P167_bound: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _Union91_1_bound: TypeAlias = _Union91
    _P169_bound: TypeAlias = Array[_Union92]
    _Union93_1_bound: TypeAlias = _Union93
    _Union94_1_bound: TypeAlias = _Union94
    _Union95_1_bound: TypeAlias = _Union95
    _P173_bound: TypeAlias = Array[uint64]
    _Union0_1_bound: TypeAlias = _Union0
    _P175_bound: TypeAlias = Array[int64]
    _P176_bound: TypeAlias = Array[float64]
    _Union1_1_bound: TypeAlias = _Union1
    _Union2_0_bound: TypeAlias = _Union2
    _Union3_0_bound: TypeAlias = _Union3
    _Union4_0_bound: TypeAlias = _Union4
    _P181_bound: TypeAlias = Array[complex128]
    _Union5_0_bound: TypeAlias = _Union5
    _P183_bound: TypeAlias = Array[builtins.int] | _JustInt
    _P184_bound: TypeAlias = Array[bool_]
    _P185_bound: TypeAlias = Array[bool_] | builtins.bool
    _P186_bound: TypeAlias = Array[builtins.float] | _JustFloat
    _P187_bound: TypeAlias = Array[_Union6]
    _Union7_1_bound: TypeAlias = _Union7
    _P189_bound: TypeAlias = Array[complex64]
    _P190_bound: TypeAlias = Array[float64 | complex128]
    _Union8_0_bound: TypeAlias = _Union8
    _P192_bound: TypeAlias = Array[builtins.int] | _JustInt
    _P193_bound: TypeAlias = Array[uint2 | builtins.int] | _JustInt
    _P194_bound: TypeAlias = Array[uint4 | builtins.int] | _JustInt
    _Union96_0_bound: TypeAlias = _Union96
    _Union13_0_bound: TypeAlias = _Union13
    _P197_bound: TypeAlias = Array[int2 | builtins.int] | _JustInt
    _P198_bound: TypeAlias = Array[int4 | builtins.int] | _JustInt
    _Union97_0_bound: TypeAlias = _Union97
    _Union17_0_bound: TypeAlias = _Union17
    _Union98_0_bound: TypeAlias = _Union98
    _Union19_0_bound: TypeAlias = _Union19
    _Union99_1_bound: TypeAlias = _Union99
    _Union100_0_bound: TypeAlias = _Union100
    _Union21_0_bound: TypeAlias = _Union21
    _Union101_1_bound: TypeAlias = _Union101
    _Union102_0_bound: TypeAlias = _Union102
    _Union23_0_bound: TypeAlias = _Union23
    _Union103_1_bound: TypeAlias = _Union103
    _Union104_0_bound: TypeAlias = _Union104
    _Union26_1_bound: TypeAlias = _Union26
    _Union25_0_bound: TypeAlias = _Union25
    _Union105_1_bound: TypeAlias = _Union105
    _Union106_0_bound: TypeAlias = _Union106
    _Union27_0_bound: TypeAlias = _Union27
    _Union107_1_bound: TypeAlias = _Union107
    _Union108_0_bound: TypeAlias = _Union108
    _Union30_1_bound: TypeAlias = _Union30
    _Union29_0_bound: TypeAlias = _Union29
    _Union109_1_bound: TypeAlias = _Union109
    _Union31_0_bound: TypeAlias = _Union31
    _Union33_0_bound: TypeAlias = _Union33
    _Union110_0_bound: TypeAlias = _Union110
    _Union34_0_bound: TypeAlias = _Union34
    _Union111_1_bound: TypeAlias = _Union111
    _Union112_0_bound: TypeAlias = _Union112
    _Union36_0_bound: TypeAlias = _Union36
    _Union113_0_bound: TypeAlias = _Union113
    _Union37_0_bound: TypeAlias = _Union37
    _Union114_0_bound: TypeAlias = _Union114
    _Union38_0_bound: TypeAlias = _Union38
    _Union115_0_bound: TypeAlias = _Union115
    _Union39_0_bound: TypeAlias = _Union39
    _Union116_0_bound: TypeAlias = _Union116
    _Union40_0_bound: TypeAlias = _Union40
    _Union117_0_bound: TypeAlias = _Union117
    _Union41_0_bound: TypeAlias = _Union41
    _Union118_0_bound: TypeAlias = _Union118
    _Union42_0_bound: TypeAlias = _Union42
    _Union119_0_bound: TypeAlias = _Union119
    _Union43_0_bound: TypeAlias = _Union43
    _Union120_0_bound: TypeAlias = _Union120
    _Union44_0_bound: TypeAlias = _Union44
    _Union121_0_bound: TypeAlias = _Union121
    _Union45_0_bound: TypeAlias = _Union45
    _Union122_0_bound: TypeAlias = _Union122
    _Union46_0_bound: TypeAlias = _Union46
    _Union123_1_bound: TypeAlias = _Union123
    _Union124_0_bound: TypeAlias = _Union124
    _Union48_0_bound: TypeAlias = _Union48
    _Union125_0_bound: TypeAlias = _Union125
    _Union49_0_bound: TypeAlias = _Union49
    _Union126_1_bound: TypeAlias = _Union126
    _Union127_0_bound: TypeAlias = _Union127
    _Union52_1_bound: TypeAlias = _Union52
    _Union51_0_bound: TypeAlias = _Union51
    _Union128_1_bound: TypeAlias = _Union128
    _Union129_0_bound: TypeAlias = _Union129
    _Union54_1_bound: TypeAlias = _Union54
    _Union53_0_bound: TypeAlias = _Union53
    _Union130_1_bound: TypeAlias = _Union130
    _Union131_0_bound: TypeAlias = _Union131
    _Union56_1_bound: TypeAlias = _Union56
    _Union55_0_bound: TypeAlias = _Union55
    _Union132_1_bound: TypeAlias = _Union132
    _P266_bound: TypeAlias = np.bool_ | _NDArray[np.bool_]
    _P267_bound: TypeAlias = Array[uint2]
    _P268_bound: TypeAlias = Array[uint4]
    _Union14_0_bound: TypeAlias = _Union14
    _P270_bound: TypeAlias = Array[uint8]
    _Union20_0_bound: TypeAlias = _Union20
    _P272_bound: TypeAlias = Array[uint16]
    _Union22_0_bound: TypeAlias = _Union22
    _P274_bound: TypeAlias = Array[uint32]
    _P275_bound: TypeAlias = Array[int2]
    _P276_bound: TypeAlias = Array[int4]
    _Union18_0_bound: TypeAlias = _Union18
    _P278_bound: TypeAlias = Array[int8]
    _Union24_0_bound: TypeAlias = _Union24
    _P280_bound: TypeAlias = Array[int16]
    _Union57_0_bound: TypeAlias = _Union57
    _Union58_0_bound: TypeAlias = _Union58
    _Union28_0_bound: TypeAlias = _Union28
    _P284_bound: TypeAlias = Array[int32]
    _Union59_0_bound: TypeAlias = _Union59
    _P286_bound: TypeAlias = Array[int8 | int16]
    _Union60_0_bound: TypeAlias = _Union60
    _Union61_0_bound: TypeAlias = _Union61
    _P289_bound: TypeAlias = Array[_Union62]
    _Union32_0_bound: TypeAlias = _Union32
    _Union35_0_bound: TypeAlias = _Union35
    _P292_bound: TypeAlias = Array[float4_e2m1fn]
    _P293_bound: TypeAlias = Array[float8_e3m4]
    _P294_bound: TypeAlias = Array[float8_e4m3]
    _P295_bound: TypeAlias = Array[float8_e4m3b11fnuz]
    _P296_bound: TypeAlias = Array[float8_e4m3fn]
    _P297_bound: TypeAlias = Array[float8_e4m3fnuz]
    _P298_bound: TypeAlias = Array[float8_e5m2]
    _P299_bound: TypeAlias = Array[float8_e5m2fnuz]
    _P300_bound: TypeAlias = Array[float8_e8m0fnu]
    _P301_bound: TypeAlias = Array[bfloat16]
    _Union47_0_bound: TypeAlias = _Union47
    _P303_bound: TypeAlias = Array[float16]
    _Union50_0_bound: TypeAlias = _Union50
    _P305_bound: TypeAlias = Array[float32]
    _Union63_0_bound: TypeAlias = _Union63
    _Union64_0_bound: TypeAlias = _Union64
    _P308_bound: TypeAlias = np.uint64 | _NDArray[np.uint64]
    _P309_bound: TypeAlias = Array[_Union65]
    _Union66_0_bound: TypeAlias = _Union66
    _P311_bound: TypeAlias = Array[_Union67]
    _P312_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P313_bound: TypeAlias = np.uint8 | _NDArray[np.uint8]
    _Union70_1_bound: TypeAlias = _Union70
    _P315_bound: TypeAlias = np.uint16 | _NDArray[np.uint16]
    _Union71_1_bound: TypeAlias = _Union71
    _P317_bound: TypeAlias = np.uint32 | _NDArray[np.uint32]
    _Union72_1_bound: TypeAlias = _Union72
    _Union73_1_bound: TypeAlias = _Union73
    _P320_bound: TypeAlias = np.int8 | _NDArray[np.int8]
    _P321_bound: TypeAlias = np.int16 | _NDArray[np.int16]
    _P322_bound: TypeAlias = np.int32 | _NDArray[np.int32]
    _P323_bound: TypeAlias = np.int64 | _NDArray[np.int64]
    _P324_bound: TypeAlias = Array[builtins.int]
    _Union74_0_bound: TypeAlias = _Union74
    _P326_bound: TypeAlias = Array[_Exactly_number]
    _P327_bound: TypeAlias = np.float16 | _NDArray[np.float16]
    _Union75_1_bound: TypeAlias = _Union75
    _P329_bound: TypeAlias = np.float32 | _NDArray[np.float32]
    _Union76_1_bound: TypeAlias = _Union76
    _P331_bound: TypeAlias = np.float64 | _NDArray[np.float64]
    _Union77_1_bound: TypeAlias = _Union77
    _P333_bound: TypeAlias = np.complex64 | _NDArray[np.complex64]
    _P334_bound: TypeAlias = np.complex128 | _NDArray[np.complex128]
    _Union78_0_bound: TypeAlias = _Union78
    _P336_bound: TypeAlias = Array[builtins.float]
    _Union79_0_bound: TypeAlias = _Union79
    _P338_bound: TypeAlias = Array[builtins.complex] | _JustComplex
    _P339_bound: TypeAlias = Array[complexfloating]
    _P340_bound: TypeAlias = Array[inexact]
    _P341_bound: TypeAlias = Array[_Union81] | builtins.bool
    _P342_bound: TypeAlias = Array[_Top]
    _Union82_0_bound: TypeAlias = _Union82
    _Union83_0_bound: TypeAlias = _Union83
    _P345_bound: TypeAlias = Array[complex64 | builtins.complex] | _JustComplex
    _Union84_0_bound: TypeAlias = _Union84
    _P347_bound: TypeAlias = Array[_Union85]
    _Union86_0_bound: TypeAlias = _Union86
    _P349_bound: TypeAlias = Array[builtins.complex]
    _Union88_1_bound: TypeAlias = _Union88
    _P351_bound: TypeAlias = Array[_Exactly_inexact]
    _P352_bound: TypeAlias = Array[_Exactly_floating | _Exactly_inexact]
    _Union91_0_bound: TypeAlias = _Union91
    _P354_bound: TypeAlias = Array[_Union92]
    _Union93_0_bound: TypeAlias = _Union93
    _Union94_0_bound: TypeAlias = _Union94
    _Union95_0_bound: TypeAlias = _Union95
    _P358_bound: TypeAlias = Array[_Union133]
    _P359_bound: TypeAlias = Array[_Union133]
    _Union134_1_bound: TypeAlias = _Union134
    _P361_bound: TypeAlias = Array[_Union135]
    _Union136_1_bound: TypeAlias = _Union136
    _Union137_1_bound: TypeAlias = _Union137
    _P364_bound: TypeAlias = Array[_Union138]
    _Union139_1_bound: TypeAlias = _Union139
    _P366_bound: TypeAlias = Array[_Union140]
    _Union141_1_bound: TypeAlias = _Union141
    _Union142_1_bound: TypeAlias = _Union142
    _P369_bound: TypeAlias = Array[_Union143]
    _P370_bound: TypeAlias = Array[_Union144]
    _Union145_1_bound: TypeAlias = _Union145
    _Union146_1_bound: TypeAlias = _Union146
    _Union147_1_bound: TypeAlias = _Union147
    _Union148_1_bound: TypeAlias = _Union148
    _Union149_1_bound: TypeAlias = _Union149
    _Union150_1_bound: TypeAlias = _Union150
    _Union151_1_bound: TypeAlias = _Union151
    _P378_bound: TypeAlias = Array[_Union152]
    _Union153_1_bound: TypeAlias = _Union153
    _P380_bound: TypeAlias = Array[integer]
    _P381_bound: TypeAlias = Array[_Exactly_inexact | _Exactly_number]
    _P382_bound: TypeAlias = Array[_Union154] | _JustFloat
    _P383_bound: TypeAlias = Array[_Union155] | _JustFloat
    _P384_bound: TypeAlias = Array[integer]
    _P385_bound: TypeAlias = Array[_Union133]
    _Union134_0_bound: TypeAlias = _Union134
    _P387_bound: TypeAlias = Array[_Union135]
    _Union136_0_bound: TypeAlias = _Union136
    _Union137_0_bound: TypeAlias = _Union137
    _P390_bound: TypeAlias = Array[_Union138]
    _Union139_0_bound: TypeAlias = _Union139
    _P392_bound: TypeAlias = Array[_Union140]
    _Union9_0_bound: TypeAlias = _Union9
    _Union10_0_bound: TypeAlias = _Union10
    _Union141_0_bound: TypeAlias = _Union141
    _Union142_0_bound: TypeAlias = _Union142
    _P397_bound: TypeAlias = Array[_Union143]
    _P398_bound: TypeAlias = Array[_Union144]
    _Union145_0_bound: TypeAlias = _Union145
    _Union146_0_bound: TypeAlias = _Union146
    _Union147_0_bound: TypeAlias = _Union147
    _Union148_0_bound: TypeAlias = _Union148
    _Union149_0_bound: TypeAlias = _Union149
    _Union150_0_bound: TypeAlias = _Union150
    _Union151_0_bound: TypeAlias = _Union151
    _P406_bound: TypeAlias = Array[_Union152]
    _Union153_0_bound: TypeAlias = _Union153
    _P408_bound: TypeAlias = Array[_Exactly_inexact | _Exactly_number]
    _P409_bound: TypeAlias = Array[integer]
    _P410_bound: TypeAlias = Array[_Union157] | builtins.bool
    _P411_bound: TypeAlias = Array[_Union154] | _JustFloat
    _P412_bound: TypeAlias = Array[_Union155] | _JustFloat
    _P413_bound: TypeAlias = Array[_Exactly_inexact]
    _P414_bound: TypeAlias = Array[_Union160]
    _Union164_1_bound: TypeAlias = _Union164
    _Union165_1_bound: TypeAlias = _Union165
    _P417_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _P418_bound: TypeAlias = Array[uint8 | builtins.int] | _JustInt
    _P419_bound: TypeAlias = Array[_Union157] | builtins.bool
    _P420_bound: TypeAlias = Array[_Union160]
    _Union166_1_bound: TypeAlias = _Union166
    _P422_bound: TypeAlias = Array[uint8] | _NDArray[np.uint8]
    _Union167_1_bound: TypeAlias = _Union167
    _P424_bound: TypeAlias = Array[int8] | _NDArray[np.int8]
    _Union168_1_bound: TypeAlias = _Union168
    _P426_bound: TypeAlias = Array[uint16] | _NDArray[np.uint16]
    _Union169_1_bound: TypeAlias = _Union169
    _P428_bound: TypeAlias = Array[int8 | int16] | _NDArray[np.int8 | np.int16]
    _P429_bound: TypeAlias = Array[uint32] | _NDArray[np.uint32]
    _Union170_1_bound: TypeAlias = _Union170
    _P431_bound: TypeAlias = Array[_Union62] | _NDArray[_Union171]
    _P432_bound: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P433_bound: TypeAlias = Array[_Union65] | _NDArray[_Union172]
    _P434_bound: TypeAlias = Array[int16] | _NDArray[np.int16]
    _P435_bound: TypeAlias = Array[int32] | _NDArray[np.int32]
    _P436_bound: TypeAlias = Array[int64] | _NDArray[np.int64]
    _Union173_1_bound: TypeAlias = _Union173
    _Union174_2_bound: TypeAlias = _Union174
    _Union175_2_bound: TypeAlias = _Union175
    _Union176_2_bound: TypeAlias = _Union176
    _Union177_2_bound: TypeAlias = _Union177
    _Union178_2_bound: TypeAlias = _Union178
    _Union179_2_bound: TypeAlias = _Union179
    _Union180_2_bound: TypeAlias = _Union180
    _Union181_1_bound: TypeAlias = _Union181
    _Union182_2_bound: TypeAlias = _Union182
    _Union183_1_bound: TypeAlias = _Union183
    _Union184_2_bound: TypeAlias = _Union184
    _Union185_1_bound: TypeAlias = _Union185
    _Union186_2_bound: TypeAlias = _Union186
    _Union187_2_bound: TypeAlias = _Union187
    _Union188_1_bound: TypeAlias = _Union188
    _Union189_1_bound: TypeAlias = _Union189
    _Union190_1_bound: TypeAlias = _Union190
    _P455_bound: TypeAlias = Array[uint8 | builtins.int] | _NDArray[np.uint8]
    _Union191_1_bound: TypeAlias = _Union191
    _Union192_2_bound: TypeAlias = _Union192
    _Union193_1_bound: TypeAlias = _Union193
    _Union194_2_bound: TypeAlias = _Union194
    _Union195_1_bound: TypeAlias = _Union195
    _Union197_2_bound: TypeAlias = _Union197
    _Union198_2_bound: TypeAlias = _Union198
    _P463_bound: TypeAlias = Array[_Exactly_unsignedinteger]
    _Union199_2_bound: TypeAlias = _Union199
    _P465_bound: TypeAlias = Array[uint32 | int64]
    _P466_bound: TypeAlias = Array[_Exactly_signedinteger]
    _P467_bound: TypeAlias = Array[uint16 | int32]
    _P468_bound: TypeAlias = Array[_Union200]
    _P469_bound: TypeAlias = Array[int32 | int64]
    _P470_bound: TypeAlias = Array[_Exactly_unsignedinteger | _Exactly_integer]
    _P471_bound: TypeAlias = Array[_Exactly_integer]
    _P472_bound: TypeAlias = Array[_Union201]
    _P473_bound: TypeAlias = Array[_Exactly_number | _Exactly_generic]
    _Union202_1_bound: TypeAlias = _Union202
    _P475_bound: TypeAlias = Array[_Union203] | _NDArray[_Union204]
    _P476_bound: TypeAlias = Array[floating]
    _Union205_2_bound: TypeAlias = _Union205
    _Union206_1_bound: TypeAlias = _Union206
    _P479_bound: TypeAlias = Array[_Union207]
    _Union208_1_bound: TypeAlias = _Union208
    _Union209_1_bound: TypeAlias = _Union209
    _P482_bound: TypeAlias = Array[bool_ | uint8]
    _P483_bound: TypeAlias = Array[_Union210]
    _P484_bound: TypeAlias = Array[uint8 | uint16]
    _P485_bound: TypeAlias = Array[_Union6]
    _P486_bound: TypeAlias = Array[_Union211]
    _P487_bound: TypeAlias = Array[_Union212]
    _Union213_1_bound: TypeAlias = _Union213
    _Union214_1_bound: TypeAlias = _Union214
    _Union215_1_bound: TypeAlias = _Union215
    _Union216_1_bound: TypeAlias = _Union216
    _Union217_1_bound: TypeAlias = _Union217
    _Union218_1_bound: TypeAlias = _Union218
    _Union219_1_bound: TypeAlias = _Union219
    _Union220_1_bound: TypeAlias = _Union220
    _Union221_1_bound: TypeAlias = _Union221
    _Union222_1_bound: TypeAlias = _Union222
    _P498_bound: TypeAlias = Array[_Union223]
    _Union224_1_bound: TypeAlias = _Union224
    _Union225_1_bound: TypeAlias = _Union225
    _Union226_1_bound: TypeAlias = _Union226
    _Union227_1_bound: TypeAlias = _Union227
    _Union228_2_bound: TypeAlias = _Union228
    _P504_bound: TypeAlias = Array[signedinteger]
    _Union229_2_bound: TypeAlias = _Union229
    _P506_bound: TypeAlias = Array[unsignedinteger]
    _Union175_1_bound: TypeAlias = _Union175
    _Union176_1_bound: TypeAlias = _Union176
    _Union177_1_bound: TypeAlias = _Union177
    _Union178_1_bound: TypeAlias = _Union178
    _Union180_1_bound: TypeAlias = _Union180
    _Union230_1_bound: TypeAlias = _Union230
    _P513_bound: TypeAlias = Array[floating]
    _Union231_2_bound: TypeAlias = _Union231
    _Union232_2_bound: TypeAlias = _Union232
    _Union233_1_bound: TypeAlias = _Union233
    _Union234_1_bound: TypeAlias = _Union234
    _Union235_1_bound: TypeAlias = _Union235
    _P519_bound: TypeAlias = Array[_Union236]
    _P520_bound: TypeAlias = Array[_Union237]
    _P521_bound: TypeAlias = Array[_Exactly_signedinteger]
    _P522_bound: TypeAlias = Array[_Union240] | builtins.bool
    _P523_bound: TypeAlias = Array[_Union243]
    _Union246_2_bound: TypeAlias = _Union246
    _P525_bound: TypeAlias = Array[_Union248]
    _Union111_2_bound: TypeAlias = _Union111
    _Union251_2_bound: TypeAlias = _Union251
    _P528_bound: TypeAlias = Array[_Union254]
    _P529_bound: TypeAlias = Array[builtins.int | builtins.float]
    _P530_bound: TypeAlias = Array[bool_] | _NDArray[np.bool_]
    _P531_bound: TypeAlias = _NDArray[np.bool_]
    _P532_bound: TypeAlias = Array[bool_ | builtins.int] | _NDArray[np.bool_]
    _P533_bound: TypeAlias = Array[_Union258] | _NDArray[np.bool_]
    _P534_bound: TypeAlias = Array[_Union259] | _NDArray[np.bool_]
    _P535_bound: TypeAlias = Array[_Union260] | _NDArray[np.bool_ | np.uint8]
    _P536_bound: TypeAlias = _NDArray[np.bool_ | np.uint8]
    _P537_bound: TypeAlias = Array[_Union261] | _NDArray[np.bool_]
    _P538_bound: TypeAlias = Array[_Union262] | _NDArray[np.bool_]
    _P539_bound: TypeAlias = Array[_Union263] | _NDArray[np.bool_ | np.int8]
    _P540_bound: TypeAlias = _NDArray[np.bool_ | np.int8]
    _P541_bound: TypeAlias = Array[_Union264] | _NDArray[_Union265]
    _P542_bound: TypeAlias = _NDArray[_Union265]
    _P543_bound: TypeAlias = Array[_Union266] | _NDArray[_Union267]
    _P544_bound: TypeAlias = _NDArray[_Union267]
    _P545_bound: TypeAlias = Array[_Union268] | _NDArray[_Union269]
    _P546_bound: TypeAlias = _NDArray[_Union269]
    _P547_bound: TypeAlias = Array[_Union270] | _NDArray[_Union271]
    _P548_bound: TypeAlias = _NDArray[_Union271]
    _P549_bound: TypeAlias = Array[_Union272] | _NDArray[_Union273]
    _P550_bound: TypeAlias = _NDArray[_Union273]
    _P551_bound: TypeAlias = Array[_Union274] | _NDArray[_Union275]
    _P552_bound: TypeAlias = _NDArray[_Union275]
    _P553_bound: TypeAlias = Array[uint64] | _NDArray[np.uint64]
    _P554_bound: TypeAlias = _NDArray[_Union172]
    _P555_bound: TypeAlias = Array[_Union65] | _NDArray[_Union172]
    _P556_bound: TypeAlias = _NDArray[np.uint64]
    _P557_bound: TypeAlias = Array[_Union276] | _NDArray[_Union277]
    _P558_bound: TypeAlias = _NDArray[_Union277]
    _P559_bound: TypeAlias = Array[_Union278] | _NDArray[_Union277]
    _P560_bound: TypeAlias = Array[_Union279] | _NDArray[_Union277]
    _P561_bound: TypeAlias = Array[_Union280] | _NDArray[_Union277]
    _P562_bound: TypeAlias = Array[_Union281] | _NDArray[_Union277]
    _P563_bound: TypeAlias = Array[_Union282] | _NDArray[_Union277]
    _P564_bound: TypeAlias = Array[_Union283] | _NDArray[_Union277]
    _P565_bound: TypeAlias = Array[_Union284] | _NDArray[_Union277]
    _P566_bound: TypeAlias = Array[_Union285] | _NDArray[_Union277]
    _P567_bound: TypeAlias = Array[_Union286] | _NDArray[_Union277]
    _P568_bound: TypeAlias = Array[_Union287] | _NDArray[_Union277]
    _P569_bound: TypeAlias = Array[_Union288] | _NDArray[_Union289]
    _P570_bound: TypeAlias = _NDArray[_Union289]
    _P571_bound: TypeAlias = Array[_Union290] | _NDArray[_Union277]
    _P572_bound: TypeAlias = Array[_Union291] | _NDArray[_Union292]
    _P573_bound: TypeAlias = _NDArray[_Union292]
    _P574_bound: TypeAlias = Array[_Union293] | _NDArray[_Union294]
    _P575_bound: TypeAlias = _NDArray[_Union294]
    _P576_bound: TypeAlias = Array[_Union295] | _NDArray[_Union296]
    _P577_bound: TypeAlias = _NDArray[_Union296]
    _P578_bound: TypeAlias = Array[_Union297] | _NDArray[_Union298]
    _P579_bound: TypeAlias = _NDArray[_Union298]
    _P580_bound: TypeAlias = _NDArray[np.bool_]
    _P581_bound: TypeAlias = _NDArray[np.bool_ | np.uint8]
    _P582_bound: TypeAlias = _NDArray[_Union265]
    _P583_bound: TypeAlias = _NDArray[_Union267]
    _P584_bound: TypeAlias = _NDArray[_Union271]
    _P585_bound: TypeAlias = _NDArray[np.bool_ | np.int8]
    _P586_bound: TypeAlias = _NDArray[_Union269]
    _P587_bound: TypeAlias = _NDArray[np.uint8 | np.int16]
    _P588_bound: TypeAlias = _NDArray[np.int8 | np.int16]
    _P589_bound: TypeAlias = _NDArray[_Union273]
    _P590_bound: TypeAlias = _NDArray[np.uint16 | np.int32]
    _P591_bound: TypeAlias = _NDArray[_Union171]
    _P592_bound: TypeAlias = _NDArray[_Union275]
    _P593_bound: TypeAlias = _NDArray[np.uint32 | np.int64]
    _P594_bound: TypeAlias = _NDArray[_Union172]
    _P595_bound: TypeAlias = _NDArray[_Union277]
    _P596_bound: TypeAlias = _NDArray[_Union289]
    _P597_bound: TypeAlias = _NDArray[_Union292]
    _P598_bound: TypeAlias = _NDArray[np.float16 | np.float32]
    _P599_bound: TypeAlias = _NDArray[_Union294]
    _P600_bound: TypeAlias = _NDArray[_Union296]
    _P601_bound: TypeAlias = _NDArray[_Union298]
    _P602_bound: TypeAlias = _NDArray[np.complex64 | np.complex128]
    _P603_bound: TypeAlias = _NDArray[np.uint64]
    _P604_bound: TypeAlias = Array[_Union81]
    _P605_bound: TypeAlias = _NDArray[np.uint8]
    _P606_bound: TypeAlias = Array[bool_ | builtins.int]
    _P607_bound: TypeAlias = _NDArray[np.uint16]
    _P608_bound: TypeAlias = Array[_Union260]
    _P609_bound: TypeAlias = _NDArray[np.uint32]
    _P610_bound: TypeAlias = Array[_Union264]
    _P611_bound: TypeAlias = Array[_Union266]
    _P612_bound: TypeAlias = _NDArray[np.int8]
    _P613_bound: TypeAlias = _NDArray[np.int16]
    _P614_bound: TypeAlias = _NDArray[np.int32]
    _P615_bound: TypeAlias = _NDArray[np.int64]
    _P616_bound: TypeAlias = _NDArray[np.float16]
    _P617_bound: TypeAlias = Array[_Union276]
    _P618_bound: TypeAlias = _NDArray[np.float32]
    _P619_bound: TypeAlias = Array[_Union288]
    _P620_bound: TypeAlias = _NDArray[np.float64]
    _P621_bound: TypeAlias = Array[_Union291]
    _P622_bound: TypeAlias = _NDArray[np.complex64]
    _P623_bound: TypeAlias = _NDArray[np.complex128]
    _P624_bound: TypeAlias = Array[_Union299] | _NDArray[_Union277]
    _P625_bound: TypeAlias = Array[builtins.complex]
    _P626_bound: TypeAlias = Array[_Union67] | _NDArray[_Union300]
    _P627_bound: TypeAlias = _NDArray[np.float64 | np.complex128]
    _P628_bound: TypeAlias = Array[complex64 | builtins.complex]
    _P629_bound: TypeAlias = Array[_Union301] | _NDArray[_Union277]
    _P630_bound: TypeAlias = Array[builtins.float | builtins.complex]
    _P631_bound: TypeAlias = Array[_Top] | _NDArray[_Union298]
    _P632_bound: TypeAlias = Array[_Union80]
    _P633_bound: TypeAlias = Array[number | _Exactly_generic]
    _P634_bound: TypeAlias = Array[_TopArg]
    _P635_bound: TypeAlias = Array[number]
    _P636_bound: TypeAlias = Array[generic]
    _Union302_1_bound: TypeAlias = _Union302
    _Union303_1_bound: TypeAlias = _Union303
    _P639_bound: TypeAlias = Array[_Exactly_integer]
    _Union191_0_bound: TypeAlias = _Union191
    _Union177_0_bound: TypeAlias = _Union177
    _Union180_0_bound: TypeAlias = _Union180
    _Union164_0_bound: TypeAlias = _Union164
    _P644_bound: TypeAlias = Array[generic]
    _Union304_1_bound: TypeAlias = _Union304
    _Union305_1_bound: TypeAlias = _Union305
    _Union306_1_bound: TypeAlias = _Union306
    _P648_bound: TypeAlias = Array[number | _Exactly_generic]
    _P649_bound: TypeAlias = Array[_TopArg]
    _Union308_1_bound: TypeAlias = _Union308
    _Union309_1_bound: TypeAlias = _Union309
    _Union305_0_bound: TypeAlias = _Union305
    _Union306_0_bound: TypeAlias = _Union306
    _Union310_1_bound: TypeAlias = _Union310
    _Union341_2_bound: TypeAlias = _Union341
    _Union341_3_bound: TypeAlias = _Union341
    _Union312_2_bound: TypeAlias = _Union312
    _Union312_3_bound: TypeAlias = _Union312
    _Union11_0_bound: TypeAlias = _Union11
    _Union313_2_bound: TypeAlias = _Union313
    _Union313_3_bound: TypeAlias = _Union313
    _Union12_0_bound: TypeAlias = _Union12
    _Union314_2_bound: TypeAlias = _Union314
    _Union314_3_bound: TypeAlias = _Union314
    _Union315_2_bound: TypeAlias = _Union315
    _Union315_3_bound: TypeAlias = _Union315
    _Union15_0_bound: TypeAlias = _Union15
    _Union316_2_bound: TypeAlias = _Union316
    _Union316_3_bound: TypeAlias = _Union316
    _Union16_0_bound: TypeAlias = _Union16
    _Union317_2_bound: TypeAlias = _Union317
    _Union317_3_bound: TypeAlias = _Union317
    _Union318_2_bound: TypeAlias = _Union318
    _Union318_3_bound: TypeAlias = _Union318
    _Union319_2_bound: TypeAlias = _Union319
    _Union319_3_bound: TypeAlias = _Union319
    _Union320_2_bound: TypeAlias = _Union320
    _Union320_3_bound: TypeAlias = _Union320
    _Union321_2_bound: TypeAlias = _Union321
    _Union321_3_bound: TypeAlias = _Union321
    _Union322_0_bound: TypeAlias = _Union322
    _Union323_2_bound: TypeAlias = _Union323
    _Union323_3_bound: TypeAlias = _Union323
    _Union324_2_bound: TypeAlias = _Union324
    _Union324_3_bound: TypeAlias = _Union324
    _Union325_2_bound: TypeAlias = _Union325
    _Union325_3_bound: TypeAlias = _Union325
    _Union326_2_bound: TypeAlias = _Union326
    _Union326_3_bound: TypeAlias = _Union326
    _Union327_2_bound: TypeAlias = _Union327
    _Union327_3_bound: TypeAlias = _Union327
    _Union328_2_bound: TypeAlias = _Union328
    _Union328_3_bound: TypeAlias = _Union328
    _Union329_2_bound: TypeAlias = _Union329
    _Union329_3_bound: TypeAlias = _Union329
    _Union330_2_bound: TypeAlias = _Union330
    _Union330_3_bound: TypeAlias = _Union330
    _Union331_2_bound: TypeAlias = _Union331
    _Union331_3_bound: TypeAlias = _Union331
    _Union332_2_bound: TypeAlias = _Union332
    _Union332_3_bound: TypeAlias = _Union332
    _Union333_2_bound: TypeAlias = _Union333
    _Union333_3_bound: TypeAlias = _Union333
    _Union334_2_bound: TypeAlias = _Union334
    _Union334_3_bound: TypeAlias = _Union334
    _Union335_2_bound: TypeAlias = _Union335
    _Union335_3_bound: TypeAlias = _Union335
    _Union336_2_bound: TypeAlias = _Union336
    _Union336_3_bound: TypeAlias = _Union336
    _Union337_2_bound: TypeAlias = _Union337
    _Union337_3_bound: TypeAlias = _Union337
    _Union338_2_bound: TypeAlias = _Union338
    _Union338_3_bound: TypeAlias = _Union338
    _Union339_2_bound: TypeAlias = _Union339
    _Union339_3_bound: TypeAlias = _Union339
    _Union340_2_bound: TypeAlias = _Union340
    _Union340_3_bound: TypeAlias = _Union340
    _Union69_0_bound: TypeAlias = _Union69
    _P719_bound: TypeAlias = Array[number]
    _P720_bound: TypeAlias = Sequence[Array[bool_] | _NDArray[np.bool_]]
    _P721_bound: TypeAlias = Sequence[Array[bool_ | builtins.int] | _NDArray[np.bool_]]
    _P722_bound: TypeAlias = Sequence[Array[_Union258] | _NDArray[np.bool_]]
    _P723_bound: TypeAlias = Sequence[Array[_Union259] | _NDArray[np.bool_]]
    _P724_bound: TypeAlias = Sequence[Array[_Union260] | _NDArray[np.bool_ | np.uint8]]
    _P725_bound: TypeAlias = Sequence[Array[_Union261] | _NDArray[np.bool_]]
    _P726_bound: TypeAlias = Sequence[Array[_Union262] | _NDArray[np.bool_]]
    _P727_bound: TypeAlias = Sequence[Array[_Union263] | _NDArray[np.bool_ | np.int8]]
    _P728_bound: TypeAlias = Sequence[Array[_Union264] | _NDArray[_Union265]]
    _P729_bound: TypeAlias = Sequence[Array[_Union268] | _NDArray[_Union269]]
    _P730_bound: TypeAlias = Sequence[Array[_Union270] | _NDArray[_Union271]]
    _P731_bound: TypeAlias = Sequence[Array[_Union344] | _NDArray[_Union277]]
    _P732_bound: TypeAlias = Sequence[Array[_Union276] | _NDArray[_Union277]]
    _P733_bound: TypeAlias = Sequence[Array[_Union278] | _NDArray[_Union277]]
    _P734_bound: TypeAlias = Sequence[Array[_Union279] | _NDArray[_Union277]]
    _P735_bound: TypeAlias = Sequence[Array[_Union280] | _NDArray[_Union277]]
    _P736_bound: TypeAlias = Sequence[Array[_Union281] | _NDArray[_Union277]]
    _P737_bound: TypeAlias = Sequence[Array[_Union282] | _NDArray[_Union277]]
    _P738_bound: TypeAlias = Sequence[Array[_Union283] | _NDArray[_Union277]]
    _P739_bound: TypeAlias = Sequence[Array[_Union284] | _NDArray[_Union277]]
    _P740_bound: TypeAlias = Sequence[Array[_Union285] | _NDArray[_Union277]]
    _P741_bound: TypeAlias = Sequence[Array[_Union286] | _NDArray[_Union277]]
    _P742_bound: TypeAlias = Sequence[Array[_Union287] | _NDArray[_Union277]]
    _P743_bound: TypeAlias = Sequence[Array[_Union288] | _NDArray[_Union289]]
    _P744_bound: TypeAlias = Sequence[Array[_Union290] | _NDArray[_Union277]]
    _P745_bound: TypeAlias = Sequence[Array[_Union293] | _NDArray[_Union294]]
    _P746_bound: TypeAlias = Sequence[Array[_Union297] | _NDArray[_Union298]]
    _P747_bound: TypeAlias = Sequence[Array[_Union345] | _NDArray[_Union172]]
    _P748_bound: TypeAlias = Sequence[Array[_Union346] | _NDArray[_Union347]]
    _P749_bound: TypeAlias = Sequence[Array[_Union348] | _NDArray[_Union204]]
    _P750_bound: TypeAlias = Sequence[Array[_Union349] | _NDArray[_Union350]]
    _P751_bound: TypeAlias = Sequence[Array[_Union351] | _NDArray[np.complex64 | np.complex128]]
    _P752_bound: TypeAlias = Sequence[Array[_Union352] | _NDArray[_Union353]]
    _P753_bound: TypeAlias = Sequence[Array[_Union354] | _NDArray[_Union355]]
    _P754_bound: TypeAlias = Sequence[Array[_Union356] | _NDArray[_Union298]]
    _Union9_0s_bound: TypeAlias = Sequence[_Union9]
    _Union10_0s_bound: TypeAlias = Sequence[_Union10]
    _Union11_0s_bound: TypeAlias = Sequence[_Union11]
    _Union12_0s_bound: TypeAlias = Sequence[_Union12]
    _Union13_0s_bound: TypeAlias = Sequence[_Union13]
    _Union15_0s_bound: TypeAlias = Sequence[_Union15]
    _Union16_0s_bound: TypeAlias = Sequence[_Union16]
    _Union17_0s_bound: TypeAlias = Sequence[_Union17]
    _Union19_0s_bound: TypeAlias = Sequence[_Union19]
    _Union23_0s_bound: TypeAlias = Sequence[_Union23]
    _Union25_0s_bound: TypeAlias = Sequence[_Union25]
    _Union322_0s_bound: TypeAlias = Sequence[_Union322]
    _Union34_0s_bound: TypeAlias = Sequence[_Union34]
    _Union36_0s_bound: TypeAlias = Sequence[_Union36]
    _Union37_0s_bound: TypeAlias = Sequence[_Union37]
    _Union38_0s_bound: TypeAlias = Sequence[_Union38]
    _Union39_0s_bound: TypeAlias = Sequence[_Union39]
    _Union40_0s_bound: TypeAlias = Sequence[_Union40]
    _Union41_0s_bound: TypeAlias = Sequence[_Union41]
    _Union42_0s_bound: TypeAlias = Sequence[_Union42]
    _Union43_0s_bound: TypeAlias = Sequence[_Union43]
    _Union44_0s_bound: TypeAlias = Sequence[_Union44]
    _Union45_0s_bound: TypeAlias = Sequence[_Union45]
    _Union46_0s_bound: TypeAlias = Sequence[_Union46]
    _Union48_0s_bound: TypeAlias = Sequence[_Union48]
    _Union51_0s_bound: TypeAlias = Sequence[_Union51]
    _Union55_0s_bound: TypeAlias = Sequence[_Union55]
    _Union357_0s_bound: TypeAlias = Sequence[_Union357]
    _Union358_0s_bound: TypeAlias = Sequence[_Union358]
    _Union359_0s_bound: TypeAlias = Sequence[_Union359]
    _Union360_0s_bound: TypeAlias = Sequence[_Union360]
    _Union361_0s_bound: TypeAlias = Sequence[_Union361]
    _Union362_0s_bound: TypeAlias = Sequence[_Union362]
    _Union363_0s_bound: TypeAlias = Sequence[_Union363]
    _Union364_0s_bound: TypeAlias = Sequence[_Union364]
    _Union9_1s_bound: TypeAlias = Sequence[_Union9]
    _Union9_2_bound: TypeAlias = _Union9
    _Union10_1s_bound: TypeAlias = Sequence[_Union10]
    _Union10_2_bound: TypeAlias = _Union10
    _Union11_1s_bound: TypeAlias = Sequence[_Union11]
    _Union11_2_bound: TypeAlias = _Union11
    _Union12_1s_bound: TypeAlias = Sequence[_Union12]
    _Union12_2_bound: TypeAlias = _Union12
    _Union13_1s_bound: TypeAlias = Sequence[_Union13]
    _Union13_2_bound: TypeAlias = _Union13
    _Union15_1s_bound: TypeAlias = Sequence[_Union15]
    _Union15_2_bound: TypeAlias = _Union15
    _Union16_1s_bound: TypeAlias = Sequence[_Union16]
    _Union16_2_bound: TypeAlias = _Union16
    _Union17_1s_bound: TypeAlias = Sequence[_Union17]
    _Union17_2_bound: TypeAlias = _Union17
    _Union19_1s_bound: TypeAlias = Sequence[_Union19]
    _Union19_2_bound: TypeAlias = _Union19
    _Union23_1s_bound: TypeAlias = Sequence[_Union23]
    _Union23_2_bound: TypeAlias = _Union23
    _Union25_1s_bound: TypeAlias = Sequence[_Union25]
    _Union25_2_bound: TypeAlias = _Union25
    _Union322_1s_bound: TypeAlias = Sequence[_Union322]
    _Union322_2_bound: TypeAlias = _Union322
    _Union34_1s_bound: TypeAlias = Sequence[_Union34]
    _Union34_2_bound: TypeAlias = _Union34
    _Union36_1s_bound: TypeAlias = Sequence[_Union36]
    _Union36_2_bound: TypeAlias = _Union36
    _Union37_1s_bound: TypeAlias = Sequence[_Union37]
    _Union37_2_bound: TypeAlias = _Union37
    _Union38_1s_bound: TypeAlias = Sequence[_Union38]
    _Union38_2_bound: TypeAlias = _Union38
    _Union39_1s_bound: TypeAlias = Sequence[_Union39]
    _Union39_2_bound: TypeAlias = _Union39
    _Union40_1s_bound: TypeAlias = Sequence[_Union40]
    _Union40_2_bound: TypeAlias = _Union40
    _Union41_1s_bound: TypeAlias = Sequence[_Union41]
    _Union41_2_bound: TypeAlias = _Union41
    _Union42_1s_bound: TypeAlias = Sequence[_Union42]
    _Union42_2_bound: TypeAlias = _Union42
    _Union43_1s_bound: TypeAlias = Sequence[_Union43]
    _Union43_2_bound: TypeAlias = _Union43
    _Union44_1s_bound: TypeAlias = Sequence[_Union44]
    _Union44_2_bound: TypeAlias = _Union44
    _Union45_1s_bound: TypeAlias = Sequence[_Union45]
    _Union45_2_bound: TypeAlias = _Union45
    _Union46_1s_bound: TypeAlias = Sequence[_Union46]
    _Union46_2_bound: TypeAlias = _Union46
    _Union48_1s_bound: TypeAlias = Sequence[_Union48]
    _Union48_2_bound: TypeAlias = _Union48
    _Union51_1s_bound: TypeAlias = Sequence[_Union51]
    _Union51_2_bound: TypeAlias = _Union51
    _Union55_1s_bound: TypeAlias = Sequence[_Union55]
    _Union55_2_bound: TypeAlias = _Union55
    _P844_bound: TypeAlias = Sequence[Array[_Union266] | _NDArray[_Union267]]
    _P845_bound: TypeAlias = Sequence[Array[_Union272] | _NDArray[_Union273]]
    _P846_bound: TypeAlias = Sequence[Array[_Union274] | _NDArray[_Union275]]
    _P847_bound: TypeAlias = Sequence[Array[_Union291] | _NDArray[_Union292]]
    _P848_bound: TypeAlias = Sequence[Array[_Union295] | _NDArray[_Union296]]
    _Union21_0s_bound: TypeAlias = Sequence[_Union21]
    _Union27_0s_bound: TypeAlias = Sequence[_Union27]
    _Union29_0s_bound: TypeAlias = Sequence[_Union29]
    _Union49_0s_bound: TypeAlias = Sequence[_Union49]
    _Union53_0s_bound: TypeAlias = Sequence[_Union53]
    _Union21_1s_bound: TypeAlias = Sequence[_Union21]
    _Union21_2_bound: TypeAlias = _Union21
    _Union27_1s_bound: TypeAlias = Sequence[_Union27]
    _Union27_2_bound: TypeAlias = _Union27
    _Union29_1s_bound: TypeAlias = Sequence[_Union29]
    _Union29_2_bound: TypeAlias = _Union29
    _Union49_1s_bound: TypeAlias = Sequence[_Union49]
    _Union49_2_bound: TypeAlias = _Union49
    _Union53_1s_bound: TypeAlias = Sequence[_Union53]
    _Union53_2_bound: TypeAlias = _Union53
    _P0 = TypeVar("_P0", bound=_P0_bound)
    _Union0_2 = TypeVar("_Union0_2", bound=_Union0_2_bound)
    _P2 = TypeVar("_P2", bound=_P2_bound)
    _P3 = TypeVar("_P3", bound=_P3_bound)
    _Union1_2 = TypeVar("_Union1_2", bound=_Union1_2_bound)
    _Union2_1 = TypeVar("_Union2_1", bound=_Union2_1_bound)
    _P6 = TypeVar("_P6", bound=_P6_bound)
    _Union3_1 = TypeVar("_Union3_1", bound=_Union3_1_bound)
    _P8 = TypeVar("_P8", bound=_P8_bound)
    _Union4_1 = TypeVar("_Union4_1", bound=_Union4_1_bound)
    _P10 = TypeVar("_P10", bound=_P10_bound)
    _P11 = TypeVar("_P11", bound=_P11_bound)
    _Union5_1 = TypeVar("_Union5_1", bound=_Union5_1_bound)
    _P13 = TypeVar("_P13", bound=_P13_bound)
    _P14 = TypeVar("_P14", bound=_P14_bound)
    _P15 = TypeVar("_P15", bound=_P15_bound)
    _P16 = TypeVar("_P16", bound=_P16_bound)
    _P17 = TypeVar("_P17", bound=_P17_bound)
    _P18 = TypeVar("_P18", bound=_P18_bound)
    _Union7_2 = TypeVar("_Union7_2", bound=_Union7_2_bound)
    _P20 = TypeVar("_P20", bound=_P20_bound)
    _P21 = TypeVar("_P21", bound=_P21_bound)
    _P22 = TypeVar("_P22", bound=_P22_bound)
    _Union8_1 = TypeVar("_Union8_1", bound=_Union8_1_bound)
    _P24 = TypeVar("_P24", bound=_P24_bound)
    _P25 = TypeVar("_P25", bound=_P25_bound)
    _Union9_1 = TypeVar("_Union9_1", bound=_Union9_1_bound)
    _P27 = TypeVar("_P27", bound=_P27_bound)
    _Union10_1 = TypeVar("_Union10_1", bound=_Union10_1_bound)
    _Union11_1 = TypeVar("_Union11_1", bound=_Union11_1_bound)
    _Union12_1 = TypeVar("_Union12_1", bound=_Union12_1_bound)
    _Union13_1 = TypeVar("_Union13_1", bound=_Union13_1_bound)
    _Union14_2 = TypeVar("_Union14_2", bound=_Union14_2_bound)
    _Union15_1 = TypeVar("_Union15_1", bound=_Union15_1_bound)
    _Union16_1 = TypeVar("_Union16_1", bound=_Union16_1_bound)
    _Union17_1 = TypeVar("_Union17_1", bound=_Union17_1_bound)
    _Union18_2 = TypeVar("_Union18_2", bound=_Union18_2_bound)
    _Union19_1 = TypeVar("_Union19_1", bound=_Union19_1_bound)
    _Union20_2 = TypeVar("_Union20_2", bound=_Union20_2_bound)
    _Union21_1 = TypeVar("_Union21_1", bound=_Union21_1_bound)
    _Union22_2 = TypeVar("_Union22_2", bound=_Union22_2_bound)
    _Union23_1 = TypeVar("_Union23_1", bound=_Union23_1_bound)
    _Union24_2 = TypeVar("_Union24_2", bound=_Union24_2_bound)
    _Union25_1 = TypeVar("_Union25_1", bound=_Union25_1_bound)
    _Union26_2 = TypeVar("_Union26_2", bound=_Union26_2_bound)
    _Union27_1 = TypeVar("_Union27_1", bound=_Union27_1_bound)
    _Union28_2 = TypeVar("_Union28_2", bound=_Union28_2_bound)
    _Union29_1 = TypeVar("_Union29_1", bound=_Union29_1_bound)
    _Union30_2 = TypeVar("_Union30_2", bound=_Union30_2_bound)
    _Union31_1 = TypeVar("_Union31_1", bound=_Union31_1_bound)
    _Union32_2 = TypeVar("_Union32_2", bound=_Union32_2_bound)
    _Union33_1 = TypeVar("_Union33_1", bound=_Union33_1_bound)
    _P52 = TypeVar("_P52", bound=_P52_bound)
    _Union34_1 = TypeVar("_Union34_1", bound=_Union34_1_bound)
    _Union35_2 = TypeVar("_Union35_2", bound=_Union35_2_bound)
    _Union36_1 = TypeVar("_Union36_1", bound=_Union36_1_bound)
    _Union37_1 = TypeVar("_Union37_1", bound=_Union37_1_bound)
    _Union38_1 = TypeVar("_Union38_1", bound=_Union38_1_bound)
    _Union39_1 = TypeVar("_Union39_1", bound=_Union39_1_bound)
    _Union40_1 = TypeVar("_Union40_1", bound=_Union40_1_bound)
    _Union41_1 = TypeVar("_Union41_1", bound=_Union41_1_bound)
    _Union42_1 = TypeVar("_Union42_1", bound=_Union42_1_bound)
    _Union43_1 = TypeVar("_Union43_1", bound=_Union43_1_bound)
    _Union44_1 = TypeVar("_Union44_1", bound=_Union44_1_bound)
    _Union45_1 = TypeVar("_Union45_1", bound=_Union45_1_bound)
    _Union46_1 = TypeVar("_Union46_1", bound=_Union46_1_bound)
    _Union47_2 = TypeVar("_Union47_2", bound=_Union47_2_bound)
    _Union48_1 = TypeVar("_Union48_1", bound=_Union48_1_bound)
    _Union49_1 = TypeVar("_Union49_1", bound=_Union49_1_bound)
    _Union50_2 = TypeVar("_Union50_2", bound=_Union50_2_bound)
    _Union51_1 = TypeVar("_Union51_1", bound=_Union51_1_bound)
    _Union52_2 = TypeVar("_Union52_2", bound=_Union52_2_bound)
    _Union53_1 = TypeVar("_Union53_1", bound=_Union53_1_bound)
    _Union54_2 = TypeVar("_Union54_2", bound=_Union54_2_bound)
    _Union55_1 = TypeVar("_Union55_1", bound=_Union55_1_bound)
    _Union56_2 = TypeVar("_Union56_2", bound=_Union56_2_bound)
    _P76 = TypeVar("_P76", bound=_P76_bound)
    _P77 = TypeVar("_P77", bound=_P77_bound)
    _P78 = TypeVar("_P78", bound=_P78_bound)
    _P79 = TypeVar("_P79", bound=_P79_bound)
    _Union14_1 = TypeVar("_Union14_1", bound=_Union14_1_bound)
    _P81 = TypeVar("_P81", bound=_P81_bound)
    _Union20_1 = TypeVar("_Union20_1", bound=_Union20_1_bound)
    _P83 = TypeVar("_P83", bound=_P83_bound)
    _Union22_1 = TypeVar("_Union22_1", bound=_Union22_1_bound)
    _P85 = TypeVar("_P85", bound=_P85_bound)
    _P86 = TypeVar("_P86", bound=_P86_bound)
    _P87 = TypeVar("_P87", bound=_P87_bound)
    _Union18_1 = TypeVar("_Union18_1", bound=_Union18_1_bound)
    _P89 = TypeVar("_P89", bound=_P89_bound)
    _Union24_1 = TypeVar("_Union24_1", bound=_Union24_1_bound)
    _P91 = TypeVar("_P91", bound=_P91_bound)
    _Union57_1 = TypeVar("_Union57_1", bound=_Union57_1_bound)
    _Union58_1 = TypeVar("_Union58_1", bound=_Union58_1_bound)
    _Union28_1 = TypeVar("_Union28_1", bound=_Union28_1_bound)
    _P95 = TypeVar("_P95", bound=_P95_bound)
    _Union59_1 = TypeVar("_Union59_1", bound=_Union59_1_bound)
    _P97 = TypeVar("_P97", bound=_P97_bound)
    _Union60_1 = TypeVar("_Union60_1", bound=_Union60_1_bound)
    _Union61_1 = TypeVar("_Union61_1", bound=_Union61_1_bound)
    _P100 = TypeVar("_P100", bound=_P100_bound)
    _Union32_1 = TypeVar("_Union32_1", bound=_Union32_1_bound)
    _Union35_1 = TypeVar("_Union35_1", bound=_Union35_1_bound)
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
    _Union47_1 = TypeVar("_Union47_1", bound=_Union47_1_bound)
    _P114 = TypeVar("_P114", bound=_P114_bound)
    _Union50_1 = TypeVar("_Union50_1", bound=_Union50_1_bound)
    _P116 = TypeVar("_P116", bound=_P116_bound)
    _Union63_1 = TypeVar("_Union63_1", bound=_Union63_1_bound)
    _Union64_1 = TypeVar("_Union64_1", bound=_Union64_1_bound)
    _P119 = TypeVar("_P119", bound=_P119_bound)
    _P120 = TypeVar("_P120", bound=_P120_bound)
    _Union66_1 = TypeVar("_Union66_1", bound=_Union66_1_bound)
    _P122 = TypeVar("_P122", bound=_P122_bound)
    _Union69_1 = TypeVar("_Union69_1", bound=_Union69_1_bound)
    _P124 = TypeVar("_P124", bound=_P124_bound)
    _P125 = TypeVar("_P125", bound=_P125_bound)
    _Union70_2 = TypeVar("_Union70_2", bound=_Union70_2_bound)
    _P127 = TypeVar("_P127", bound=_P127_bound)
    _Union71_2 = TypeVar("_Union71_2", bound=_Union71_2_bound)
    _P129 = TypeVar("_P129", bound=_P129_bound)
    _Union72_2 = TypeVar("_Union72_2", bound=_Union72_2_bound)
    _Union73_2 = TypeVar("_Union73_2", bound=_Union73_2_bound)
    _P132 = TypeVar("_P132", bound=_P132_bound)
    _P133 = TypeVar("_P133", bound=_P133_bound)
    _P134 = TypeVar("_P134", bound=_P134_bound)
    _P135 = TypeVar("_P135", bound=_P135_bound)
    _P136 = TypeVar("_P136", bound=_P136_bound)
    _Union74_1 = TypeVar("_Union74_1", bound=_Union74_1_bound)
    _P138 = TypeVar("_P138", bound=_P138_bound)
    _P139 = TypeVar("_P139", bound=_P139_bound)
    _Union75_2 = TypeVar("_Union75_2", bound=_Union75_2_bound)
    _P141 = TypeVar("_P141", bound=_P141_bound)
    _Union76_2 = TypeVar("_Union76_2", bound=_Union76_2_bound)
    _P143 = TypeVar("_P143", bound=_P143_bound)
    _Union77_2 = TypeVar("_Union77_2", bound=_Union77_2_bound)
    _P145 = TypeVar("_P145", bound=_P145_bound)
    _P146 = TypeVar("_P146", bound=_P146_bound)
    _Union78_1 = TypeVar("_Union78_1", bound=_Union78_1_bound)
    _P148 = TypeVar("_P148", bound=_P148_bound)
    _Union79_1 = TypeVar("_Union79_1", bound=_Union79_1_bound)
    _P150 = TypeVar("_P150", bound=_P150_bound)
    _P151 = TypeVar("_P151", bound=_P151_bound)
    _P152 = TypeVar("_P152", bound=_P152_bound)
    _P153 = TypeVar("_P153", bound=_P153_bound)
    _P154 = TypeVar("_P154", bound=_P154_bound)
    _Union82_1 = TypeVar("_Union82_1", bound=_Union82_1_bound)
    _Union83_1 = TypeVar("_Union83_1", bound=_Union83_1_bound)
    _P157 = TypeVar("_P157", bound=_P157_bound)
    _Union84_1 = TypeVar("_Union84_1", bound=_Union84_1_bound)
    _P159 = TypeVar("_P159", bound=_P159_bound)
    _P160 = TypeVar("_P160", bound=_P160_bound)
    _P161 = TypeVar("_P161", bound=_P161_bound)
    _Union86_1 = TypeVar("_Union86_1", bound=_Union86_1_bound)
    _P163 = TypeVar("_P163", bound=_P163_bound)
    _Union88_2 = TypeVar("_Union88_2", bound=_Union88_2_bound)
    _P165 = TypeVar("_P165", bound=_P165_bound)
    _P166 = TypeVar("_P166", bound=_P166_bound)
    _P167 = TypeVar("_P167", bound=_P167_bound)
    _Union91_1 = TypeVar("_Union91_1", bound=_Union91_1_bound)
    _P169 = TypeVar("_P169", bound=_P169_bound)
    _Union93_1 = TypeVar("_Union93_1", bound=_Union93_1_bound)
    _Union94_1 = TypeVar("_Union94_1", bound=_Union94_1_bound)
    _Union95_1 = TypeVar("_Union95_1", bound=_Union95_1_bound)
    _P173 = TypeVar("_P173", bound=_P173_bound)
    _Union0_1 = TypeVar("_Union0_1", bound=_Union0_1_bound)
    _P175 = TypeVar("_P175", bound=_P175_bound)
    _P176 = TypeVar("_P176", bound=_P176_bound)
    _Union1_1 = TypeVar("_Union1_1", bound=_Union1_1_bound)
    _Union2_0 = TypeVar("_Union2_0", bound=_Union2_0_bound)
    _Union3_0 = TypeVar("_Union3_0", bound=_Union3_0_bound)
    _Union4_0 = TypeVar("_Union4_0", bound=_Union4_0_bound)
    _P181 = TypeVar("_P181", bound=_P181_bound)
    _Union5_0 = TypeVar("_Union5_0", bound=_Union5_0_bound)
    _P183 = TypeVar("_P183", bound=_P183_bound)
    _P184 = TypeVar("_P184", bound=_P184_bound)
    _P185 = TypeVar("_P185", bound=_P185_bound)
    _P186 = TypeVar("_P186", bound=_P186_bound)
    _P187 = TypeVar("_P187", bound=_P187_bound)
    _Union7_1 = TypeVar("_Union7_1", bound=_Union7_1_bound)
    _P189 = TypeVar("_P189", bound=_P189_bound)
    _P190 = TypeVar("_P190", bound=_P190_bound)
    _Union8_0 = TypeVar("_Union8_0", bound=_Union8_0_bound)
    _P192 = TypeVar("_P192", bound=_P192_bound)
    _P193 = TypeVar("_P193", bound=_P193_bound)
    _P194 = TypeVar("_P194", bound=_P194_bound)
    _Union96_0 = TypeVar("_Union96_0", bound=_Union96_0_bound)
    _Union13_0 = TypeVar("_Union13_0", bound=_Union13_0_bound)
    _P197 = TypeVar("_P197", bound=_P197_bound)
    _P198 = TypeVar("_P198", bound=_P198_bound)
    _Union97_0 = TypeVar("_Union97_0", bound=_Union97_0_bound)
    _Union17_0 = TypeVar("_Union17_0", bound=_Union17_0_bound)
    _Union98_0 = TypeVar("_Union98_0", bound=_Union98_0_bound)
    _Union19_0 = TypeVar("_Union19_0", bound=_Union19_0_bound)
    _Union99_1 = TypeVar("_Union99_1", bound=_Union99_1_bound)
    _Union100_0 = TypeVar("_Union100_0", bound=_Union100_0_bound)
    _Union21_0 = TypeVar("_Union21_0", bound=_Union21_0_bound)
    _Union101_1 = TypeVar("_Union101_1", bound=_Union101_1_bound)
    _Union102_0 = TypeVar("_Union102_0", bound=_Union102_0_bound)
    _Union23_0 = TypeVar("_Union23_0", bound=_Union23_0_bound)
    _Union103_1 = TypeVar("_Union103_1", bound=_Union103_1_bound)
    _Union104_0 = TypeVar("_Union104_0", bound=_Union104_0_bound)
    _Union26_1 = TypeVar("_Union26_1", bound=_Union26_1_bound)
    _Union25_0 = TypeVar("_Union25_0", bound=_Union25_0_bound)
    _Union105_1 = TypeVar("_Union105_1", bound=_Union105_1_bound)
    _Union106_0 = TypeVar("_Union106_0", bound=_Union106_0_bound)
    _Union27_0 = TypeVar("_Union27_0", bound=_Union27_0_bound)
    _Union107_1 = TypeVar("_Union107_1", bound=_Union107_1_bound)
    _Union108_0 = TypeVar("_Union108_0", bound=_Union108_0_bound)
    _Union30_1 = TypeVar("_Union30_1", bound=_Union30_1_bound)
    _Union29_0 = TypeVar("_Union29_0", bound=_Union29_0_bound)
    _Union109_1 = TypeVar("_Union109_1", bound=_Union109_1_bound)
    _Union31_0 = TypeVar("_Union31_0", bound=_Union31_0_bound)
    _Union33_0 = TypeVar("_Union33_0", bound=_Union33_0_bound)
    _Union110_0 = TypeVar("_Union110_0", bound=_Union110_0_bound)
    _Union34_0 = TypeVar("_Union34_0", bound=_Union34_0_bound)
    _Union111_1 = TypeVar("_Union111_1", bound=_Union111_1_bound)
    _Union112_0 = TypeVar("_Union112_0", bound=_Union112_0_bound)
    _Union36_0 = TypeVar("_Union36_0", bound=_Union36_0_bound)
    _Union113_0 = TypeVar("_Union113_0", bound=_Union113_0_bound)
    _Union37_0 = TypeVar("_Union37_0", bound=_Union37_0_bound)
    _Union114_0 = TypeVar("_Union114_0", bound=_Union114_0_bound)
    _Union38_0 = TypeVar("_Union38_0", bound=_Union38_0_bound)
    _Union115_0 = TypeVar("_Union115_0", bound=_Union115_0_bound)
    _Union39_0 = TypeVar("_Union39_0", bound=_Union39_0_bound)
    _Union116_0 = TypeVar("_Union116_0", bound=_Union116_0_bound)
    _Union40_0 = TypeVar("_Union40_0", bound=_Union40_0_bound)
    _Union117_0 = TypeVar("_Union117_0", bound=_Union117_0_bound)
    _Union41_0 = TypeVar("_Union41_0", bound=_Union41_0_bound)
    _Union118_0 = TypeVar("_Union118_0", bound=_Union118_0_bound)
    _Union42_0 = TypeVar("_Union42_0", bound=_Union42_0_bound)
    _Union119_0 = TypeVar("_Union119_0", bound=_Union119_0_bound)
    _Union43_0 = TypeVar("_Union43_0", bound=_Union43_0_bound)
    _Union120_0 = TypeVar("_Union120_0", bound=_Union120_0_bound)
    _Union44_0 = TypeVar("_Union44_0", bound=_Union44_0_bound)
    _Union121_0 = TypeVar("_Union121_0", bound=_Union121_0_bound)
    _Union45_0 = TypeVar("_Union45_0", bound=_Union45_0_bound)
    _Union122_0 = TypeVar("_Union122_0", bound=_Union122_0_bound)
    _Union46_0 = TypeVar("_Union46_0", bound=_Union46_0_bound)
    _Union123_1 = TypeVar("_Union123_1", bound=_Union123_1_bound)
    _Union124_0 = TypeVar("_Union124_0", bound=_Union124_0_bound)
    _Union48_0 = TypeVar("_Union48_0", bound=_Union48_0_bound)
    _Union125_0 = TypeVar("_Union125_0", bound=_Union125_0_bound)
    _Union49_0 = TypeVar("_Union49_0", bound=_Union49_0_bound)
    _Union126_1 = TypeVar("_Union126_1", bound=_Union126_1_bound)
    _Union127_0 = TypeVar("_Union127_0", bound=_Union127_0_bound)
    _Union52_1 = TypeVar("_Union52_1", bound=_Union52_1_bound)
    _Union51_0 = TypeVar("_Union51_0", bound=_Union51_0_bound)
    _Union128_1 = TypeVar("_Union128_1", bound=_Union128_1_bound)
    _Union129_0 = TypeVar("_Union129_0", bound=_Union129_0_bound)
    _Union54_1 = TypeVar("_Union54_1", bound=_Union54_1_bound)
    _Union53_0 = TypeVar("_Union53_0", bound=_Union53_0_bound)
    _Union130_1 = TypeVar("_Union130_1", bound=_Union130_1_bound)
    _Union131_0 = TypeVar("_Union131_0", bound=_Union131_0_bound)
    _Union56_1 = TypeVar("_Union56_1", bound=_Union56_1_bound)
    _Union55_0 = TypeVar("_Union55_0", bound=_Union55_0_bound)
    _Union132_1 = TypeVar("_Union132_1", bound=_Union132_1_bound)
    _P266 = TypeVar("_P266", bound=_P266_bound)
    _P267 = TypeVar("_P267", bound=_P267_bound)
    _P268 = TypeVar("_P268", bound=_P268_bound)
    _Union14_0 = TypeVar("_Union14_0", bound=_Union14_0_bound)
    _P270 = TypeVar("_P270", bound=_P270_bound)
    _Union20_0 = TypeVar("_Union20_0", bound=_Union20_0_bound)
    _P272 = TypeVar("_P272", bound=_P272_bound)
    _Union22_0 = TypeVar("_Union22_0", bound=_Union22_0_bound)
    _P274 = TypeVar("_P274", bound=_P274_bound)
    _P275 = TypeVar("_P275", bound=_P275_bound)
    _P276 = TypeVar("_P276", bound=_P276_bound)
    _Union18_0 = TypeVar("_Union18_0", bound=_Union18_0_bound)
    _P278 = TypeVar("_P278", bound=_P278_bound)
    _Union24_0 = TypeVar("_Union24_0", bound=_Union24_0_bound)
    _P280 = TypeVar("_P280", bound=_P280_bound)
    _Union57_0 = TypeVar("_Union57_0", bound=_Union57_0_bound)
    _Union58_0 = TypeVar("_Union58_0", bound=_Union58_0_bound)
    _Union28_0 = TypeVar("_Union28_0", bound=_Union28_0_bound)
    _P284 = TypeVar("_P284", bound=_P284_bound)
    _Union59_0 = TypeVar("_Union59_0", bound=_Union59_0_bound)
    _P286 = TypeVar("_P286", bound=_P286_bound)
    _Union60_0 = TypeVar("_Union60_0", bound=_Union60_0_bound)
    _Union61_0 = TypeVar("_Union61_0", bound=_Union61_0_bound)
    _P289 = TypeVar("_P289", bound=_P289_bound)
    _Union32_0 = TypeVar("_Union32_0", bound=_Union32_0_bound)
    _Union35_0 = TypeVar("_Union35_0", bound=_Union35_0_bound)
    _P292 = TypeVar("_P292", bound=_P292_bound)
    _P293 = TypeVar("_P293", bound=_P293_bound)
    _P294 = TypeVar("_P294", bound=_P294_bound)
    _P295 = TypeVar("_P295", bound=_P295_bound)
    _P296 = TypeVar("_P296", bound=_P296_bound)
    _P297 = TypeVar("_P297", bound=_P297_bound)
    _P298 = TypeVar("_P298", bound=_P298_bound)
    _P299 = TypeVar("_P299", bound=_P299_bound)
    _P300 = TypeVar("_P300", bound=_P300_bound)
    _P301 = TypeVar("_P301", bound=_P301_bound)
    _Union47_0 = TypeVar("_Union47_0", bound=_Union47_0_bound)
    _P303 = TypeVar("_P303", bound=_P303_bound)
    _Union50_0 = TypeVar("_Union50_0", bound=_Union50_0_bound)
    _P305 = TypeVar("_P305", bound=_P305_bound)
    _Union63_0 = TypeVar("_Union63_0", bound=_Union63_0_bound)
    _Union64_0 = TypeVar("_Union64_0", bound=_Union64_0_bound)
    _P308 = TypeVar("_P308", bound=_P308_bound)
    _P309 = TypeVar("_P309", bound=_P309_bound)
    _Union66_0 = TypeVar("_Union66_0", bound=_Union66_0_bound)
    _P311 = TypeVar("_P311", bound=_P311_bound)
    _P312 = TypeVar("_P312", bound=_P312_bound)
    _P313 = TypeVar("_P313", bound=_P313_bound)
    _Union70_1 = TypeVar("_Union70_1", bound=_Union70_1_bound)
    _P315 = TypeVar("_P315", bound=_P315_bound)
    _Union71_1 = TypeVar("_Union71_1", bound=_Union71_1_bound)
    _P317 = TypeVar("_P317", bound=_P317_bound)
    _Union72_1 = TypeVar("_Union72_1", bound=_Union72_1_bound)
    _Union73_1 = TypeVar("_Union73_1", bound=_Union73_1_bound)
    _P320 = TypeVar("_P320", bound=_P320_bound)
    _P321 = TypeVar("_P321", bound=_P321_bound)
    _P322 = TypeVar("_P322", bound=_P322_bound)
    _P323 = TypeVar("_P323", bound=_P323_bound)
    _P324 = TypeVar("_P324", bound=_P324_bound)
    _Union74_0 = TypeVar("_Union74_0", bound=_Union74_0_bound)
    _P326 = TypeVar("_P326", bound=_P326_bound)
    _P327 = TypeVar("_P327", bound=_P327_bound)
    _Union75_1 = TypeVar("_Union75_1", bound=_Union75_1_bound)
    _P329 = TypeVar("_P329", bound=_P329_bound)
    _Union76_1 = TypeVar("_Union76_1", bound=_Union76_1_bound)
    _P331 = TypeVar("_P331", bound=_P331_bound)
    _Union77_1 = TypeVar("_Union77_1", bound=_Union77_1_bound)
    _P333 = TypeVar("_P333", bound=_P333_bound)
    _P334 = TypeVar("_P334", bound=_P334_bound)
    _Union78_0 = TypeVar("_Union78_0", bound=_Union78_0_bound)
    _P336 = TypeVar("_P336", bound=_P336_bound)
    _Union79_0 = TypeVar("_Union79_0", bound=_Union79_0_bound)
    _P338 = TypeVar("_P338", bound=_P338_bound)
    _P339 = TypeVar("_P339", bound=_P339_bound)
    _P340 = TypeVar("_P340", bound=_P340_bound)
    _P341 = TypeVar("_P341", bound=_P341_bound)
    _P342 = TypeVar("_P342", bound=_P342_bound)
    _Union82_0 = TypeVar("_Union82_0", bound=_Union82_0_bound)
    _Union83_0 = TypeVar("_Union83_0", bound=_Union83_0_bound)
    _P345 = TypeVar("_P345", bound=_P345_bound)
    _Union84_0 = TypeVar("_Union84_0", bound=_Union84_0_bound)
    _P347 = TypeVar("_P347", bound=_P347_bound)
    _Union86_0 = TypeVar("_Union86_0", bound=_Union86_0_bound)
    _P349 = TypeVar("_P349", bound=_P349_bound)
    _Union88_1 = TypeVar("_Union88_1", bound=_Union88_1_bound)
    _P351 = TypeVar("_P351", bound=_P351_bound)
    _P352 = TypeVar("_P352", bound=_P352_bound)
    _Union91_0 = TypeVar("_Union91_0", bound=_Union91_0_bound)
    _P354 = TypeVar("_P354", bound=_P354_bound)
    _Union93_0 = TypeVar("_Union93_0", bound=_Union93_0_bound)
    _Union94_0 = TypeVar("_Union94_0", bound=_Union94_0_bound)
    _Union95_0 = TypeVar("_Union95_0", bound=_Union95_0_bound)
    _P358 = TypeVar("_P358", bound=_P358_bound)
    _P359 = TypeVar("_P359", bound=_P359_bound)
    _Union134_1 = TypeVar("_Union134_1", bound=_Union134_1_bound)
    _P361 = TypeVar("_P361", bound=_P361_bound)
    _Union136_1 = TypeVar("_Union136_1", bound=_Union136_1_bound)
    _Union137_1 = TypeVar("_Union137_1", bound=_Union137_1_bound)
    _P364 = TypeVar("_P364", bound=_P364_bound)
    _Union139_1 = TypeVar("_Union139_1", bound=_Union139_1_bound)
    _P366 = TypeVar("_P366", bound=_P366_bound)
    _Union141_1 = TypeVar("_Union141_1", bound=_Union141_1_bound)
    _Union142_1 = TypeVar("_Union142_1", bound=_Union142_1_bound)
    _P369 = TypeVar("_P369", bound=_P369_bound)
    _P370 = TypeVar("_P370", bound=_P370_bound)
    _Union145_1 = TypeVar("_Union145_1", bound=_Union145_1_bound)
    _Union146_1 = TypeVar("_Union146_1", bound=_Union146_1_bound)
    _Union147_1 = TypeVar("_Union147_1", bound=_Union147_1_bound)
    _Union148_1 = TypeVar("_Union148_1", bound=_Union148_1_bound)
    _Union149_1 = TypeVar("_Union149_1", bound=_Union149_1_bound)
    _Union150_1 = TypeVar("_Union150_1", bound=_Union150_1_bound)
    _Union151_1 = TypeVar("_Union151_1", bound=_Union151_1_bound)
    _P378 = TypeVar("_P378", bound=_P378_bound)
    _Union153_1 = TypeVar("_Union153_1", bound=_Union153_1_bound)
    _P380 = TypeVar("_P380", bound=_P380_bound)
    _P381 = TypeVar("_P381", bound=_P381_bound)
    _P382 = TypeVar("_P382", bound=_P382_bound)
    _P383 = TypeVar("_P383", bound=_P383_bound)
    _P384 = TypeVar("_P384", bound=_P384_bound)
    _P385 = TypeVar("_P385", bound=_P385_bound)
    _Union134_0 = TypeVar("_Union134_0", bound=_Union134_0_bound)
    _P387 = TypeVar("_P387", bound=_P387_bound)
    _Union136_0 = TypeVar("_Union136_0", bound=_Union136_0_bound)
    _Union137_0 = TypeVar("_Union137_0", bound=_Union137_0_bound)
    _P390 = TypeVar("_P390", bound=_P390_bound)
    _Union139_0 = TypeVar("_Union139_0", bound=_Union139_0_bound)
    _P392 = TypeVar("_P392", bound=_P392_bound)
    _Union9_0 = TypeVar("_Union9_0", bound=_Union9_0_bound)
    _Union10_0 = TypeVar("_Union10_0", bound=_Union10_0_bound)
    _Union141_0 = TypeVar("_Union141_0", bound=_Union141_0_bound)
    _Union142_0 = TypeVar("_Union142_0", bound=_Union142_0_bound)
    _P397 = TypeVar("_P397", bound=_P397_bound)
    _P398 = TypeVar("_P398", bound=_P398_bound)
    _Union145_0 = TypeVar("_Union145_0", bound=_Union145_0_bound)
    _Union146_0 = TypeVar("_Union146_0", bound=_Union146_0_bound)
    _Union147_0 = TypeVar("_Union147_0", bound=_Union147_0_bound)
    _Union148_0 = TypeVar("_Union148_0", bound=_Union148_0_bound)
    _Union149_0 = TypeVar("_Union149_0", bound=_Union149_0_bound)
    _Union150_0 = TypeVar("_Union150_0", bound=_Union150_0_bound)
    _Union151_0 = TypeVar("_Union151_0", bound=_Union151_0_bound)
    _P406 = TypeVar("_P406", bound=_P406_bound)
    _Union153_0 = TypeVar("_Union153_0", bound=_Union153_0_bound)
    _P408 = TypeVar("_P408", bound=_P408_bound)
    _P409 = TypeVar("_P409", bound=_P409_bound)
    _P410 = TypeVar("_P410", bound=_P410_bound)
    _P411 = TypeVar("_P411", bound=_P411_bound)
    _P412 = TypeVar("_P412", bound=_P412_bound)
    _P413 = TypeVar("_P413", bound=_P413_bound)
    _P414 = TypeVar("_P414", bound=_P414_bound)
    _Union164_1 = TypeVar("_Union164_1", bound=_Union164_1_bound)
    _Union165_1 = TypeVar("_Union165_1", bound=_Union165_1_bound)
    _P417 = TypeVar("_P417", bound=_P417_bound)
    _P418 = TypeVar("_P418", bound=_P418_bound)
    _P419 = TypeVar("_P419", bound=_P419_bound)
    _P420 = TypeVar("_P420", bound=_P420_bound)
    _Union166_1 = TypeVar("_Union166_1", bound=_Union166_1_bound)
    _P422 = TypeVar("_P422", bound=_P422_bound)
    _Union167_1 = TypeVar("_Union167_1", bound=_Union167_1_bound)
    _P424 = TypeVar("_P424", bound=_P424_bound)
    _Union168_1 = TypeVar("_Union168_1", bound=_Union168_1_bound)
    _P426 = TypeVar("_P426", bound=_P426_bound)
    _Union169_1 = TypeVar("_Union169_1", bound=_Union169_1_bound)
    _P428 = TypeVar("_P428", bound=_P428_bound)
    _P429 = TypeVar("_P429", bound=_P429_bound)
    _Union170_1 = TypeVar("_Union170_1", bound=_Union170_1_bound)
    _P431 = TypeVar("_P431", bound=_P431_bound)
    _P432 = TypeVar("_P432", bound=_P432_bound)
    _P433 = TypeVar("_P433", bound=_P433_bound)
    _P434 = TypeVar("_P434", bound=_P434_bound)
    _P435 = TypeVar("_P435", bound=_P435_bound)
    _P436 = TypeVar("_P436", bound=_P436_bound)
    _Union173_1 = TypeVar("_Union173_1", bound=_Union173_1_bound)
    _Union174_2 = TypeVar("_Union174_2", bound=_Union174_2_bound)
    _Union175_2 = TypeVar("_Union175_2", bound=_Union175_2_bound)
    _Union176_2 = TypeVar("_Union176_2", bound=_Union176_2_bound)
    _Union177_2 = TypeVar("_Union177_2", bound=_Union177_2_bound)
    _Union178_2 = TypeVar("_Union178_2", bound=_Union178_2_bound)
    _Union179_2 = TypeVar("_Union179_2", bound=_Union179_2_bound)
    _Union180_2 = TypeVar("_Union180_2", bound=_Union180_2_bound)
    _Union181_1 = TypeVar("_Union181_1", bound=_Union181_1_bound)
    _Union182_2 = TypeVar("_Union182_2", bound=_Union182_2_bound)
    _Union183_1 = TypeVar("_Union183_1", bound=_Union183_1_bound)
    _Union184_2 = TypeVar("_Union184_2", bound=_Union184_2_bound)
    _Union185_1 = TypeVar("_Union185_1", bound=_Union185_1_bound)
    _Union186_2 = TypeVar("_Union186_2", bound=_Union186_2_bound)
    _Union187_2 = TypeVar("_Union187_2", bound=_Union187_2_bound)
    _Union188_1 = TypeVar("_Union188_1", bound=_Union188_1_bound)
    _Union189_1 = TypeVar("_Union189_1", bound=_Union189_1_bound)
    _Union190_1 = TypeVar("_Union190_1", bound=_Union190_1_bound)
    _P455 = TypeVar("_P455", bound=_P455_bound)
    _Union191_1 = TypeVar("_Union191_1", bound=_Union191_1_bound)
    _Union192_2 = TypeVar("_Union192_2", bound=_Union192_2_bound)
    _Union193_1 = TypeVar("_Union193_1", bound=_Union193_1_bound)
    _Union194_2 = TypeVar("_Union194_2", bound=_Union194_2_bound)
    _Union195_1 = TypeVar("_Union195_1", bound=_Union195_1_bound)
    _Union197_2 = TypeVar("_Union197_2", bound=_Union197_2_bound)
    _Union198_2 = TypeVar("_Union198_2", bound=_Union198_2_bound)
    _P463 = TypeVar("_P463", bound=_P463_bound)
    _Union199_2 = TypeVar("_Union199_2", bound=_Union199_2_bound)
    _P465 = TypeVar("_P465", bound=_P465_bound)
    _P466 = TypeVar("_P466", bound=_P466_bound)
    _P467 = TypeVar("_P467", bound=_P467_bound)
    _P468 = TypeVar("_P468", bound=_P468_bound)
    _P469 = TypeVar("_P469", bound=_P469_bound)
    _P470 = TypeVar("_P470", bound=_P470_bound)
    _P471 = TypeVar("_P471", bound=_P471_bound)
    _P472 = TypeVar("_P472", bound=_P472_bound)
    _P473 = TypeVar("_P473", bound=_P473_bound)
    _Union202_1 = TypeVar("_Union202_1", bound=_Union202_1_bound)
    _P475 = TypeVar("_P475", bound=_P475_bound)
    _P476 = TypeVar("_P476", bound=_P476_bound)
    _Union205_2 = TypeVar("_Union205_2", bound=_Union205_2_bound)
    _Union206_1 = TypeVar("_Union206_1", bound=_Union206_1_bound)
    _P479 = TypeVar("_P479", bound=_P479_bound)
    _Union208_1 = TypeVar("_Union208_1", bound=_Union208_1_bound)
    _Union209_1 = TypeVar("_Union209_1", bound=_Union209_1_bound)
    _P482 = TypeVar("_P482", bound=_P482_bound)
    _P483 = TypeVar("_P483", bound=_P483_bound)
    _P484 = TypeVar("_P484", bound=_P484_bound)
    _P485 = TypeVar("_P485", bound=_P485_bound)
    _P486 = TypeVar("_P486", bound=_P486_bound)
    _P487 = TypeVar("_P487", bound=_P487_bound)
    _Union213_1 = TypeVar("_Union213_1", bound=_Union213_1_bound)
    _Union214_1 = TypeVar("_Union214_1", bound=_Union214_1_bound)
    _Union215_1 = TypeVar("_Union215_1", bound=_Union215_1_bound)
    _Union216_1 = TypeVar("_Union216_1", bound=_Union216_1_bound)
    _Union217_1 = TypeVar("_Union217_1", bound=_Union217_1_bound)
    _Union218_1 = TypeVar("_Union218_1", bound=_Union218_1_bound)
    _Union219_1 = TypeVar("_Union219_1", bound=_Union219_1_bound)
    _Union220_1 = TypeVar("_Union220_1", bound=_Union220_1_bound)
    _Union221_1 = TypeVar("_Union221_1", bound=_Union221_1_bound)
    _Union222_1 = TypeVar("_Union222_1", bound=_Union222_1_bound)
    _P498 = TypeVar("_P498", bound=_P498_bound)
    _Union224_1 = TypeVar("_Union224_1", bound=_Union224_1_bound)
    _Union225_1 = TypeVar("_Union225_1", bound=_Union225_1_bound)
    _Union226_1 = TypeVar("_Union226_1", bound=_Union226_1_bound)
    _Union227_1 = TypeVar("_Union227_1", bound=_Union227_1_bound)
    _Union228_2 = TypeVar("_Union228_2", bound=_Union228_2_bound)
    _P504 = TypeVar("_P504", bound=_P504_bound)
    _Union229_2 = TypeVar("_Union229_2", bound=_Union229_2_bound)
    _P506 = TypeVar("_P506", bound=_P506_bound)
    _Union175_1 = TypeVar("_Union175_1", bound=_Union175_1_bound)
    _Union176_1 = TypeVar("_Union176_1", bound=_Union176_1_bound)
    _Union177_1 = TypeVar("_Union177_1", bound=_Union177_1_bound)
    _Union178_1 = TypeVar("_Union178_1", bound=_Union178_1_bound)
    _Union180_1 = TypeVar("_Union180_1", bound=_Union180_1_bound)
    _Union230_1 = TypeVar("_Union230_1", bound=_Union230_1_bound)
    _P513 = TypeVar("_P513", bound=_P513_bound)
    _Union231_2 = TypeVar("_Union231_2", bound=_Union231_2_bound)
    _Union232_2 = TypeVar("_Union232_2", bound=_Union232_2_bound)
    _Union233_1 = TypeVar("_Union233_1", bound=_Union233_1_bound)
    _Union234_1 = TypeVar("_Union234_1", bound=_Union234_1_bound)
    _Union235_1 = TypeVar("_Union235_1", bound=_Union235_1_bound)
    _P519 = TypeVar("_P519", bound=_P519_bound)
    _P520 = TypeVar("_P520", bound=_P520_bound)
    _P521 = TypeVar("_P521", bound=_P521_bound)
    _P522 = TypeVar("_P522", bound=_P522_bound)
    _P523 = TypeVar("_P523", bound=_P523_bound)
    _Union246_2 = TypeVar("_Union246_2", bound=_Union246_2_bound)
    _P525 = TypeVar("_P525", bound=_P525_bound)
    _Union111_2 = TypeVar("_Union111_2", bound=_Union111_2_bound)
    _Union251_2 = TypeVar("_Union251_2", bound=_Union251_2_bound)
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
    _P572 = TypeVar("_P572", bound=_P572_bound)
    _P573 = TypeVar("_P573", bound=_P573_bound)
    _P574 = TypeVar("_P574", bound=_P574_bound)
    _P575 = TypeVar("_P575", bound=_P575_bound)
    _P576 = TypeVar("_P576", bound=_P576_bound)
    _P577 = TypeVar("_P577", bound=_P577_bound)
    _P578 = TypeVar("_P578", bound=_P578_bound)
    _P579 = TypeVar("_P579", bound=_P579_bound)
    _P580 = TypeVar("_P580", bound=_P580_bound)
    _P581 = TypeVar("_P581", bound=_P581_bound)
    _P582 = TypeVar("_P582", bound=_P582_bound)
    _P583 = TypeVar("_P583", bound=_P583_bound)
    _P584 = TypeVar("_P584", bound=_P584_bound)
    _P585 = TypeVar("_P585", bound=_P585_bound)
    _P586 = TypeVar("_P586", bound=_P586_bound)
    _P587 = TypeVar("_P587", bound=_P587_bound)
    _P588 = TypeVar("_P588", bound=_P588_bound)
    _P589 = TypeVar("_P589", bound=_P589_bound)
    _P590 = TypeVar("_P590", bound=_P590_bound)
    _P591 = TypeVar("_P591", bound=_P591_bound)
    _P592 = TypeVar("_P592", bound=_P592_bound)
    _P593 = TypeVar("_P593", bound=_P593_bound)
    _P594 = TypeVar("_P594", bound=_P594_bound)
    _P595 = TypeVar("_P595", bound=_P595_bound)
    _P596 = TypeVar("_P596", bound=_P596_bound)
    _P597 = TypeVar("_P597", bound=_P597_bound)
    _P598 = TypeVar("_P598", bound=_P598_bound)
    _P599 = TypeVar("_P599", bound=_P599_bound)
    _P600 = TypeVar("_P600", bound=_P600_bound)
    _P601 = TypeVar("_P601", bound=_P601_bound)
    _P602 = TypeVar("_P602", bound=_P602_bound)
    _P603 = TypeVar("_P603", bound=_P603_bound)
    _P604 = TypeVar("_P604", bound=_P604_bound)
    _P605 = TypeVar("_P605", bound=_P605_bound)
    _P606 = TypeVar("_P606", bound=_P606_bound)
    _P607 = TypeVar("_P607", bound=_P607_bound)
    _P608 = TypeVar("_P608", bound=_P608_bound)
    _P609 = TypeVar("_P609", bound=_P609_bound)
    _P610 = TypeVar("_P610", bound=_P610_bound)
    _P611 = TypeVar("_P611", bound=_P611_bound)
    _P612 = TypeVar("_P612", bound=_P612_bound)
    _P613 = TypeVar("_P613", bound=_P613_bound)
    _P614 = TypeVar("_P614", bound=_P614_bound)
    _P615 = TypeVar("_P615", bound=_P615_bound)
    _P616 = TypeVar("_P616", bound=_P616_bound)
    _P617 = TypeVar("_P617", bound=_P617_bound)
    _P618 = TypeVar("_P618", bound=_P618_bound)
    _P619 = TypeVar("_P619", bound=_P619_bound)
    _P620 = TypeVar("_P620", bound=_P620_bound)
    _P621 = TypeVar("_P621", bound=_P621_bound)
    _P622 = TypeVar("_P622", bound=_P622_bound)
    _P623 = TypeVar("_P623", bound=_P623_bound)
    _P624 = TypeVar("_P624", bound=_P624_bound)
    _P625 = TypeVar("_P625", bound=_P625_bound)
    _P626 = TypeVar("_P626", bound=_P626_bound)
    _P627 = TypeVar("_P627", bound=_P627_bound)
    _P628 = TypeVar("_P628", bound=_P628_bound)
    _P629 = TypeVar("_P629", bound=_P629_bound)
    _P630 = TypeVar("_P630", bound=_P630_bound)
    _P631 = TypeVar("_P631", bound=_P631_bound)
    _P632 = TypeVar("_P632", bound=_P632_bound)
    _P633 = TypeVar("_P633", bound=_P633_bound)
    _P634 = TypeVar("_P634", bound=_P634_bound)
    _P635 = TypeVar("_P635", bound=_P635_bound)
    _P636 = TypeVar("_P636", bound=_P636_bound)
    _Union302_1 = TypeVar("_Union302_1", bound=_Union302_1_bound)
    _Union303_1 = TypeVar("_Union303_1", bound=_Union303_1_bound)
    _P639 = TypeVar("_P639", bound=_P639_bound)
    _Union191_0 = TypeVar("_Union191_0", bound=_Union191_0_bound)
    _Union177_0 = TypeVar("_Union177_0", bound=_Union177_0_bound)
    _Union180_0 = TypeVar("_Union180_0", bound=_Union180_0_bound)
    _Union164_0 = TypeVar("_Union164_0", bound=_Union164_0_bound)
    _P644 = TypeVar("_P644", bound=_P644_bound)
    _Union304_1 = TypeVar("_Union304_1", bound=_Union304_1_bound)
    _Union305_1 = TypeVar("_Union305_1", bound=_Union305_1_bound)
    _Union306_1 = TypeVar("_Union306_1", bound=_Union306_1_bound)
    _P648 = TypeVar("_P648", bound=_P648_bound)
    _P649 = TypeVar("_P649", bound=_P649_bound)
    _Union308_1 = TypeVar("_Union308_1", bound=_Union308_1_bound)
    _Union309_1 = TypeVar("_Union309_1", bound=_Union309_1_bound)
    _Union305_0 = TypeVar("_Union305_0", bound=_Union305_0_bound)
    _Union306_0 = TypeVar("_Union306_0", bound=_Union306_0_bound)
    _Union310_1 = TypeVar("_Union310_1", bound=_Union310_1_bound)
    _Union341_2 = TypeVar("_Union341_2", bound=_Union341_2_bound)
    _Union341_3 = TypeVar("_Union341_3", bound=_Union341_3_bound)
    _Union312_2 = TypeVar("_Union312_2", bound=_Union312_2_bound)
    _Union312_3 = TypeVar("_Union312_3", bound=_Union312_3_bound)
    _Union11_0 = TypeVar("_Union11_0", bound=_Union11_0_bound)
    _Union313_2 = TypeVar("_Union313_2", bound=_Union313_2_bound)
    _Union313_3 = TypeVar("_Union313_3", bound=_Union313_3_bound)
    _Union12_0 = TypeVar("_Union12_0", bound=_Union12_0_bound)
    _Union314_2 = TypeVar("_Union314_2", bound=_Union314_2_bound)
    _Union314_3 = TypeVar("_Union314_3", bound=_Union314_3_bound)
    _Union315_2 = TypeVar("_Union315_2", bound=_Union315_2_bound)
    _Union315_3 = TypeVar("_Union315_3", bound=_Union315_3_bound)
    _Union15_0 = TypeVar("_Union15_0", bound=_Union15_0_bound)
    _Union316_2 = TypeVar("_Union316_2", bound=_Union316_2_bound)
    _Union316_3 = TypeVar("_Union316_3", bound=_Union316_3_bound)
    _Union16_0 = TypeVar("_Union16_0", bound=_Union16_0_bound)
    _Union317_2 = TypeVar("_Union317_2", bound=_Union317_2_bound)
    _Union317_3 = TypeVar("_Union317_3", bound=_Union317_3_bound)
    _Union318_2 = TypeVar("_Union318_2", bound=_Union318_2_bound)
    _Union318_3 = TypeVar("_Union318_3", bound=_Union318_3_bound)
    _Union319_2 = TypeVar("_Union319_2", bound=_Union319_2_bound)
    _Union319_3 = TypeVar("_Union319_3", bound=_Union319_3_bound)
    _Union320_2 = TypeVar("_Union320_2", bound=_Union320_2_bound)
    _Union320_3 = TypeVar("_Union320_3", bound=_Union320_3_bound)
    _Union321_2 = TypeVar("_Union321_2", bound=_Union321_2_bound)
    _Union321_3 = TypeVar("_Union321_3", bound=_Union321_3_bound)
    _Union322_0 = TypeVar("_Union322_0", bound=_Union322_0_bound)
    _Union323_2 = TypeVar("_Union323_2", bound=_Union323_2_bound)
    _Union323_3 = TypeVar("_Union323_3", bound=_Union323_3_bound)
    _Union324_2 = TypeVar("_Union324_2", bound=_Union324_2_bound)
    _Union324_3 = TypeVar("_Union324_3", bound=_Union324_3_bound)
    _Union325_2 = TypeVar("_Union325_2", bound=_Union325_2_bound)
    _Union325_3 = TypeVar("_Union325_3", bound=_Union325_3_bound)
    _Union326_2 = TypeVar("_Union326_2", bound=_Union326_2_bound)
    _Union326_3 = TypeVar("_Union326_3", bound=_Union326_3_bound)
    _Union327_2 = TypeVar("_Union327_2", bound=_Union327_2_bound)
    _Union327_3 = TypeVar("_Union327_3", bound=_Union327_3_bound)
    _Union328_2 = TypeVar("_Union328_2", bound=_Union328_2_bound)
    _Union328_3 = TypeVar("_Union328_3", bound=_Union328_3_bound)
    _Union329_2 = TypeVar("_Union329_2", bound=_Union329_2_bound)
    _Union329_3 = TypeVar("_Union329_3", bound=_Union329_3_bound)
    _Union330_2 = TypeVar("_Union330_2", bound=_Union330_2_bound)
    _Union330_3 = TypeVar("_Union330_3", bound=_Union330_3_bound)
    _Union331_2 = TypeVar("_Union331_2", bound=_Union331_2_bound)
    _Union331_3 = TypeVar("_Union331_3", bound=_Union331_3_bound)
    _Union332_2 = TypeVar("_Union332_2", bound=_Union332_2_bound)
    _Union332_3 = TypeVar("_Union332_3", bound=_Union332_3_bound)
    _Union333_2 = TypeVar("_Union333_2", bound=_Union333_2_bound)
    _Union333_3 = TypeVar("_Union333_3", bound=_Union333_3_bound)
    _Union334_2 = TypeVar("_Union334_2", bound=_Union334_2_bound)
    _Union334_3 = TypeVar("_Union334_3", bound=_Union334_3_bound)
    _Union335_2 = TypeVar("_Union335_2", bound=_Union335_2_bound)
    _Union335_3 = TypeVar("_Union335_3", bound=_Union335_3_bound)
    _Union336_2 = TypeVar("_Union336_2", bound=_Union336_2_bound)
    _Union336_3 = TypeVar("_Union336_3", bound=_Union336_3_bound)
    _Union337_2 = TypeVar("_Union337_2", bound=_Union337_2_bound)
    _Union337_3 = TypeVar("_Union337_3", bound=_Union337_3_bound)
    _Union338_2 = TypeVar("_Union338_2", bound=_Union338_2_bound)
    _Union338_3 = TypeVar("_Union338_3", bound=_Union338_3_bound)
    _Union339_2 = TypeVar("_Union339_2", bound=_Union339_2_bound)
    _Union339_3 = TypeVar("_Union339_3", bound=_Union339_3_bound)
    _Union340_2 = TypeVar("_Union340_2", bound=_Union340_2_bound)
    _Union340_3 = TypeVar("_Union340_3", bound=_Union340_3_bound)
    _Union69_0 = TypeVar("_Union69_0", bound=_Union69_0_bound)
    _P719 = TypeVar("_P719", bound=_P719_bound)
    _P720 = TypeVar("_P720", bound=_P720_bound)
    _P721 = TypeVar("_P721", bound=_P721_bound)
    _P722 = TypeVar("_P722", bound=_P722_bound)
    _P723 = TypeVar("_P723", bound=_P723_bound)
    _P724 = TypeVar("_P724", bound=_P724_bound)
    _P725 = TypeVar("_P725", bound=_P725_bound)
    _P726 = TypeVar("_P726", bound=_P726_bound)
    _P727 = TypeVar("_P727", bound=_P727_bound)
    _P728 = TypeVar("_P728", bound=_P728_bound)
    _P729 = TypeVar("_P729", bound=_P729_bound)
    _P730 = TypeVar("_P730", bound=_P730_bound)
    _P731 = TypeVar("_P731", bound=_P731_bound)
    _P732 = TypeVar("_P732", bound=_P732_bound)
    _P733 = TypeVar("_P733", bound=_P733_bound)
    _P734 = TypeVar("_P734", bound=_P734_bound)
    _P735 = TypeVar("_P735", bound=_P735_bound)
    _P736 = TypeVar("_P736", bound=_P736_bound)
    _P737 = TypeVar("_P737", bound=_P737_bound)
    _P738 = TypeVar("_P738", bound=_P738_bound)
    _P739 = TypeVar("_P739", bound=_P739_bound)
    _P740 = TypeVar("_P740", bound=_P740_bound)
    _P741 = TypeVar("_P741", bound=_P741_bound)
    _P742 = TypeVar("_P742", bound=_P742_bound)
    _P743 = TypeVar("_P743", bound=_P743_bound)
    _P744 = TypeVar("_P744", bound=_P744_bound)
    _P745 = TypeVar("_P745", bound=_P745_bound)
    _P746 = TypeVar("_P746", bound=_P746_bound)
    _P747 = TypeVar("_P747", bound=_P747_bound)
    _P748 = TypeVar("_P748", bound=_P748_bound)
    _P749 = TypeVar("_P749", bound=_P749_bound)
    _P750 = TypeVar("_P750", bound=_P750_bound)
    _P751 = TypeVar("_P751", bound=_P751_bound)
    _P752 = TypeVar("_P752", bound=_P752_bound)
    _P753 = TypeVar("_P753", bound=_P753_bound)
    _P754 = TypeVar("_P754", bound=_P754_bound)
    _Union9_0s = TypeVar("_Union9_0s", bound=_Union9_0s_bound)
    _Union10_0s = TypeVar("_Union10_0s", bound=_Union10_0s_bound)
    _Union11_0s = TypeVar("_Union11_0s", bound=_Union11_0s_bound)
    _Union12_0s = TypeVar("_Union12_0s", bound=_Union12_0s_bound)
    _Union13_0s = TypeVar("_Union13_0s", bound=_Union13_0s_bound)
    _Union15_0s = TypeVar("_Union15_0s", bound=_Union15_0s_bound)
    _Union16_0s = TypeVar("_Union16_0s", bound=_Union16_0s_bound)
    _Union17_0s = TypeVar("_Union17_0s", bound=_Union17_0s_bound)
    _Union19_0s = TypeVar("_Union19_0s", bound=_Union19_0s_bound)
    _Union23_0s = TypeVar("_Union23_0s", bound=_Union23_0s_bound)
    _Union25_0s = TypeVar("_Union25_0s", bound=_Union25_0s_bound)
    _Union322_0s = TypeVar("_Union322_0s", bound=_Union322_0s_bound)
    _Union34_0s = TypeVar("_Union34_0s", bound=_Union34_0s_bound)
    _Union36_0s = TypeVar("_Union36_0s", bound=_Union36_0s_bound)
    _Union37_0s = TypeVar("_Union37_0s", bound=_Union37_0s_bound)
    _Union38_0s = TypeVar("_Union38_0s", bound=_Union38_0s_bound)
    _Union39_0s = TypeVar("_Union39_0s", bound=_Union39_0s_bound)
    _Union40_0s = TypeVar("_Union40_0s", bound=_Union40_0s_bound)
    _Union41_0s = TypeVar("_Union41_0s", bound=_Union41_0s_bound)
    _Union42_0s = TypeVar("_Union42_0s", bound=_Union42_0s_bound)
    _Union43_0s = TypeVar("_Union43_0s", bound=_Union43_0s_bound)
    _Union44_0s = TypeVar("_Union44_0s", bound=_Union44_0s_bound)
    _Union45_0s = TypeVar("_Union45_0s", bound=_Union45_0s_bound)
    _Union46_0s = TypeVar("_Union46_0s", bound=_Union46_0s_bound)
    _Union48_0s = TypeVar("_Union48_0s", bound=_Union48_0s_bound)
    _Union51_0s = TypeVar("_Union51_0s", bound=_Union51_0s_bound)
    _Union55_0s = TypeVar("_Union55_0s", bound=_Union55_0s_bound)
    _Union357_0s = TypeVar("_Union357_0s", bound=_Union357_0s_bound)
    _Union358_0s = TypeVar("_Union358_0s", bound=_Union358_0s_bound)
    _Union359_0s = TypeVar("_Union359_0s", bound=_Union359_0s_bound)
    _Union360_0s = TypeVar("_Union360_0s", bound=_Union360_0s_bound)
    _Union361_0s = TypeVar("_Union361_0s", bound=_Union361_0s_bound)
    _Union362_0s = TypeVar("_Union362_0s", bound=_Union362_0s_bound)
    _Union363_0s = TypeVar("_Union363_0s", bound=_Union363_0s_bound)
    _Union364_0s = TypeVar("_Union364_0s", bound=_Union364_0s_bound)
    _Union9_1s = TypeVar("_Union9_1s", bound=_Union9_1s_bound)
    _Union9_2 = TypeVar("_Union9_2", bound=_Union9_2_bound)
    _Union10_1s = TypeVar("_Union10_1s", bound=_Union10_1s_bound)
    _Union10_2 = TypeVar("_Union10_2", bound=_Union10_2_bound)
    _Union11_1s = TypeVar("_Union11_1s", bound=_Union11_1s_bound)
    _Union11_2 = TypeVar("_Union11_2", bound=_Union11_2_bound)
    _Union12_1s = TypeVar("_Union12_1s", bound=_Union12_1s_bound)
    _Union12_2 = TypeVar("_Union12_2", bound=_Union12_2_bound)
    _Union13_1s = TypeVar("_Union13_1s", bound=_Union13_1s_bound)
    _Union13_2 = TypeVar("_Union13_2", bound=_Union13_2_bound)
    _Union15_1s = TypeVar("_Union15_1s", bound=_Union15_1s_bound)
    _Union15_2 = TypeVar("_Union15_2", bound=_Union15_2_bound)
    _Union16_1s = TypeVar("_Union16_1s", bound=_Union16_1s_bound)
    _Union16_2 = TypeVar("_Union16_2", bound=_Union16_2_bound)
    _Union17_1s = TypeVar("_Union17_1s", bound=_Union17_1s_bound)
    _Union17_2 = TypeVar("_Union17_2", bound=_Union17_2_bound)
    _Union19_1s = TypeVar("_Union19_1s", bound=_Union19_1s_bound)
    _Union19_2 = TypeVar("_Union19_2", bound=_Union19_2_bound)
    _Union23_1s = TypeVar("_Union23_1s", bound=_Union23_1s_bound)
    _Union23_2 = TypeVar("_Union23_2", bound=_Union23_2_bound)
    _Union25_1s = TypeVar("_Union25_1s", bound=_Union25_1s_bound)
    _Union25_2 = TypeVar("_Union25_2", bound=_Union25_2_bound)
    _Union322_1s = TypeVar("_Union322_1s", bound=_Union322_1s_bound)
    _Union322_2 = TypeVar("_Union322_2", bound=_Union322_2_bound)
    _Union34_1s = TypeVar("_Union34_1s", bound=_Union34_1s_bound)
    _Union34_2 = TypeVar("_Union34_2", bound=_Union34_2_bound)
    _Union36_1s = TypeVar("_Union36_1s", bound=_Union36_1s_bound)
    _Union36_2 = TypeVar("_Union36_2", bound=_Union36_2_bound)
    _Union37_1s = TypeVar("_Union37_1s", bound=_Union37_1s_bound)
    _Union37_2 = TypeVar("_Union37_2", bound=_Union37_2_bound)
    _Union38_1s = TypeVar("_Union38_1s", bound=_Union38_1s_bound)
    _Union38_2 = TypeVar("_Union38_2", bound=_Union38_2_bound)
    _Union39_1s = TypeVar("_Union39_1s", bound=_Union39_1s_bound)
    _Union39_2 = TypeVar("_Union39_2", bound=_Union39_2_bound)
    _Union40_1s = TypeVar("_Union40_1s", bound=_Union40_1s_bound)
    _Union40_2 = TypeVar("_Union40_2", bound=_Union40_2_bound)
    _Union41_1s = TypeVar("_Union41_1s", bound=_Union41_1s_bound)
    _Union41_2 = TypeVar("_Union41_2", bound=_Union41_2_bound)
    _Union42_1s = TypeVar("_Union42_1s", bound=_Union42_1s_bound)
    _Union42_2 = TypeVar("_Union42_2", bound=_Union42_2_bound)
    _Union43_1s = TypeVar("_Union43_1s", bound=_Union43_1s_bound)
    _Union43_2 = TypeVar("_Union43_2", bound=_Union43_2_bound)
    _Union44_1s = TypeVar("_Union44_1s", bound=_Union44_1s_bound)
    _Union44_2 = TypeVar("_Union44_2", bound=_Union44_2_bound)
    _Union45_1s = TypeVar("_Union45_1s", bound=_Union45_1s_bound)
    _Union45_2 = TypeVar("_Union45_2", bound=_Union45_2_bound)
    _Union46_1s = TypeVar("_Union46_1s", bound=_Union46_1s_bound)
    _Union46_2 = TypeVar("_Union46_2", bound=_Union46_2_bound)
    _Union48_1s = TypeVar("_Union48_1s", bound=_Union48_1s_bound)
    _Union48_2 = TypeVar("_Union48_2", bound=_Union48_2_bound)
    _Union51_1s = TypeVar("_Union51_1s", bound=_Union51_1s_bound)
    _Union51_2 = TypeVar("_Union51_2", bound=_Union51_2_bound)
    _Union55_1s = TypeVar("_Union55_1s", bound=_Union55_1s_bound)
    _Union55_2 = TypeVar("_Union55_2", bound=_Union55_2_bound)
    _P844 = TypeVar("_P844", bound=_P844_bound)
    _P845 = TypeVar("_P845", bound=_P845_bound)
    _P846 = TypeVar("_P846", bound=_P846_bound)
    _P847 = TypeVar("_P847", bound=_P847_bound)
    _P848 = TypeVar("_P848", bound=_P848_bound)
    _Union21_0s = TypeVar("_Union21_0s", bound=_Union21_0s_bound)
    _Union27_0s = TypeVar("_Union27_0s", bound=_Union27_0s_bound)
    _Union29_0s = TypeVar("_Union29_0s", bound=_Union29_0s_bound)
    _Union49_0s = TypeVar("_Union49_0s", bound=_Union49_0s_bound)
    _Union53_0s = TypeVar("_Union53_0s", bound=_Union53_0s_bound)
    _Union21_1s = TypeVar("_Union21_1s", bound=_Union21_1s_bound)
    _Union21_2 = TypeVar("_Union21_2", bound=_Union21_2_bound)
    _Union27_1s = TypeVar("_Union27_1s", bound=_Union27_1s_bound)
    _Union27_2 = TypeVar("_Union27_2", bound=_Union27_2_bound)
    _Union29_1s = TypeVar("_Union29_1s", bound=_Union29_1s_bound)
    _Union29_2 = TypeVar("_Union29_2", bound=_Union29_2_bound)
    _Union49_1s = TypeVar("_Union49_1s", bound=_Union49_1s_bound)
    _Union49_2 = TypeVar("_Union49_2", bound=_Union49_2_bound)
    _Union53_1s = TypeVar("_Union53_1s", bound=_Union53_1s_bound)
    _Union53_2 = TypeVar("_Union53_2", bound=_Union53_2_bound)
_jt_gate_0: Callable[[Array[uint64], _Union0], None]
_jt_gate_1: Callable[[Array[int64], _Union0], None]
_jt_gate_2: Callable[[Array[float64], _Union1], None]
_jt_gate_3: Callable[[_Union2, Array[uint64]], None]
_jt_gate_4: Callable[[_Union3, Array[int64]], None]
_jt_gate_5: Callable[[_Union4, Array[float64]], None]
_jt_gate_6: Callable[[Array[complex128], _Union1], None]
_jt_gate_7: Callable[[_Union5, Array[complex128]], None]
_jt_gate_8: Callable[[Array[builtins.int] | _JustInt], None]
_jt_gate_9: Callable[[Array[bool_], Array[builtins.int] | _JustInt], None]
_jt_gate_10: Callable[[Array[bool_] | builtins.bool], None]
_jt_gate_11: Callable[[Array[builtins.float] | _JustFloat], None]
_jt_gate_12: Callable[[Array[_Union6], Array[builtins.float] | _JustFloat], None]
_jt_gate_13: Callable[[_Union7], None]
_jt_gate_14: Callable[[Array[_Union6], Array[builtins.complex] | _JustComplex], None]
_jt_gate_15: Callable[[Array[complex64], Array[builtins.complex] | _JustComplex], None]
_jt_gate_16: Callable[[Array[float64 | complex128], Array[builtins.complex] | _JustComplex], None]
_jt_gate_17: Callable[[_Union8, Array[complex64]], None]
_jt_gate_18: Callable[[Array[float64 | complex128]], None]
_jt_gate_19: Callable[[_Union9, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_20: Callable[[_Union10, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_21: Callable[[_Union11, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_22: Callable[[_Union12, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_23: Callable[[_Union13, _Union14], None]
_jt_gate_24: Callable[[_Union15, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_25: Callable[[_Union16, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_26: Callable[[_Union17, _Union18], None]
_jt_gate_27: Callable[[_Union19, _Union20], None]
_jt_gate_28: Callable[[_Union21, _Union22], None]
_jt_gate_29: Callable[[_Union23, _Union24], None]
_jt_gate_30: Callable[[_Union25, _Union26], None]
_jt_gate_31: Callable[[_Union27, _Union28], None]
_jt_gate_32: Callable[[_Union29, _Union30], None]
_jt_gate_33: Callable[[_Union31, _Union32], None]
_jt_gate_34: Callable[[_Union33, np.uint64 | _NDArray[np.uint64]], None]
_jt_gate_35: Callable[[_Union34, _Union35], None]
_jt_gate_36: Callable[[_Union36, _Union35], None]
_jt_gate_37: Callable[[_Union37, _Union35], None]
_jt_gate_38: Callable[[_Union38, _Union35], None]
_jt_gate_39: Callable[[_Union39, _Union35], None]
_jt_gate_40: Callable[[_Union40, _Union35], None]
_jt_gate_41: Callable[[_Union41, _Union35], None]
_jt_gate_42: Callable[[_Union42, _Union35], None]
_jt_gate_43: Callable[[_Union43, _Union35], None]
_jt_gate_44: Callable[[_Union44, _Union35], None]
_jt_gate_45: Callable[[_Union45, _Union35], None]
_jt_gate_46: Callable[[_Union46, _Union47], None]
_jt_gate_47: Callable[[_Union48, _Union35], None]
_jt_gate_48: Callable[[_Union49, _Union50], None]
_jt_gate_49: Callable[[_Union51, _Union52], None]
_jt_gate_50: Callable[[_Union53, _Union54], None]
_jt_gate_51: Callable[[_Union55, _Union56], None]
_jt_gate_52: Callable[[np.bool_ | _NDArray[np.bool_], Array[bool_]], None]
_jt_gate_53: Callable[[np.bool_ | _NDArray[np.bool_], Array[uint2]], None]
_jt_gate_54: Callable[[np.bool_ | _NDArray[np.bool_], Array[uint4]], None]
_jt_gate_55: Callable[[_Union14, Array[uint8]], None]
_jt_gate_56: Callable[[_Union20, Array[uint16]], None]
_jt_gate_57: Callable[[_Union22, Array[uint32]], None]
_jt_gate_58: Callable[[np.bool_ | _NDArray[np.bool_], Array[int2]], None]
_jt_gate_59: Callable[[np.bool_ | _NDArray[np.bool_], Array[int4]], None]
_jt_gate_60: Callable[[_Union18, Array[int8]], None]
_jt_gate_61: Callable[[_Union24, Array[int16]], None]
_jt_gate_62: Callable[[_Union57, Array[int8]], None]
_jt_gate_63: Callable[[_Union58, Array[uint8]], None]
_jt_gate_64: Callable[[_Union28, Array[int32]], None]
_jt_gate_65: Callable[[_Union59, Array[int8 | int16]], None]
_jt_gate_66: Callable[[_Union60, Array[uint16]], None]
_jt_gate_67: Callable[[_Union61, Array[_Union62]], None]
_jt_gate_68: Callable[[_Union32, Array[uint32]], None]
_jt_gate_69: Callable[[_Union35, Array[float4_e2m1fn]], None]
_jt_gate_70: Callable[[_Union35, Array[float8_e3m4]], None]
_jt_gate_71: Callable[[_Union35, Array[float8_e4m3]], None]
_jt_gate_72: Callable[[_Union35, Array[float8_e4m3b11fnuz]], None]
_jt_gate_73: Callable[[_Union35, Array[float8_e4m3fn]], None]
_jt_gate_74: Callable[[_Union35, Array[float8_e4m3fnuz]], None]
_jt_gate_75: Callable[[_Union35, Array[float8_e5m2]], None]
_jt_gate_76: Callable[[_Union35, Array[float8_e5m2fnuz]], None]
_jt_gate_77: Callable[[_Union35, Array[float8_e8m0fnu]], None]
_jt_gate_78: Callable[[_Union35, Array[bfloat16]], None]
_jt_gate_79: Callable[[_Union47, Array[float16]], None]
_jt_gate_80: Callable[[_Union50, Array[float32]], None]
_jt_gate_81: Callable[[_Union63, Array[bfloat16]], None]
_jt_gate_82: Callable[[_Union64, Array[float64]], None]
_jt_gate_83: Callable[[np.uint64 | _NDArray[np.uint64], Array[_Union65]], None]
_jt_gate_84: Callable[[_Union32, Array[uint64]], None]
_jt_gate_85: Callable[[_Union66, Array[_Union67]], None]
_jt_gate_86: Callable[[_Union56], None]
_jt_gate_87: Callable[[_Union69], None]
_jt_gate_88: Callable[[Array[_Exactly_generic]], None]
_jt_gate_89: Callable[[np.uint8 | _NDArray[np.uint8], _Union70], None]
_jt_gate_90: Callable[[np.uint16 | _NDArray[np.uint16], _Union71], None]
_jt_gate_91: Callable[[np.uint32 | _NDArray[np.uint32], _Union72], None]
_jt_gate_92: Callable[[np.uint64 | _NDArray[np.uint64], _Union73], None]
_jt_gate_93: Callable[[np.int8 | _NDArray[np.int8], _Union70], None]
_jt_gate_94: Callable[[np.int16 | _NDArray[np.int16], _Union70], None]
_jt_gate_95: Callable[[np.int32 | _NDArray[np.int32], _Union71], None]
_jt_gate_96: Callable[[np.int64 | _NDArray[np.int64], _Union72], None]
_jt_gate_97: Callable[[np.bool_ | _NDArray[np.bool_], Array[builtins.int]], None]
_jt_gate_98: Callable[[_Union74], None]
_jt_gate_99: Callable[[Array[_Exactly_number], _Union0], None]
_jt_gate_100: Callable[[np.float16 | _NDArray[np.float16], _Union75], None]
_jt_gate_101: Callable[[np.float32 | _NDArray[np.float32], _Union76], None]
_jt_gate_102: Callable[[np.float64 | _NDArray[np.float64], _Union77], None]
_jt_gate_103: Callable[[np.complex64 | _NDArray[np.complex64], _Union75], None]
_jt_gate_104: Callable[[np.complex128 | _NDArray[np.complex128], _Union77], None]
_jt_gate_105: Callable[[_Union78, Array[builtins.float]], None]
_jt_gate_106: Callable[[_Union79], None]
_jt_gate_107: Callable[[Array[builtins.complex] | _JustComplex, Array[builtins.float] | _JustFloat], None]
_jt_gate_108: Callable[[Array[complexfloating], _Union1], None]
_jt_gate_109: Callable[[Array[inexact], _Union1], None]
_jt_gate_110: Callable[[Array[_Union81] | builtins.bool], None]
_jt_gate_111: Callable[[Array[_Top], Array[builtins.int] | _JustInt], None]
_jt_gate_112: Callable[[_Union82, Array[builtins.complex] | _JustComplex], None]
_jt_gate_113: Callable[[_Union83, Array[complex64 | builtins.complex] | _JustComplex], None]
_jt_gate_114: Callable[[_Union84], None]
_jt_gate_115: Callable[[Array[_Union85], Array[builtins.complex] | _JustComplex], None]
_jt_gate_116: Callable[[Array[_Exactly_number]], None]
_jt_gate_117: Callable[[_Union86, Array[builtins.complex]], None]
_jt_gate_118: Callable[[_Union88], None]
_jt_gate_119: Callable[[Array[_Exactly_inexact]], None]
_jt_gate_120: Callable[[Array[complexfloating]], None]
_jt_gate_121: Callable[[Array[_Exactly_floating | _Exactly_inexact]], None]
_jt_gate_122: Callable[[_Union91, Array[_Union92]], None]
_jt_gate_123: Callable[[_Union93, Array[_Exactly_number]], None]
_jt_gate_124: Callable[[_Union94, Array[_Exactly_generic]], None]
_jt_gate_125: Callable[[_Union95], None]
_jt_gate_126: Callable[[Array[builtins.int] | _JustInt, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_127: Callable[[Array[uint2 | builtins.int] | _JustInt, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_128: Callable[[Array[uint4 | builtins.int] | _JustInt, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_129: Callable[[_Union96, _Union14], None]
_jt_gate_130: Callable[[_Union13, np.uint8 | _NDArray[np.uint8]], None]
_jt_gate_131: Callable[[Array[int2 | builtins.int] | _JustInt, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_132: Callable[[Array[int4 | builtins.int] | _JustInt, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_133: Callable[[_Union97, _Union18], None]
_jt_gate_134: Callable[[_Union17, np.int8 | _NDArray[np.int8]], None]
_jt_gate_135: Callable[[_Union98, _Union20], None]
_jt_gate_136: Callable[[_Union19, _Union99], None]
_jt_gate_137: Callable[[_Union100, _Union22], None]
_jt_gate_138: Callable[[_Union21, _Union101], None]
_jt_gate_139: Callable[[_Union102, _Union24], None]
_jt_gate_140: Callable[[_Union23, _Union103], None]
_jt_gate_141: Callable[[_Union104, _Union26], None]
_jt_gate_142: Callable[[_Union25, _Union105], None]
_jt_gate_143: Callable[[_Union106, _Union28], None]
_jt_gate_144: Callable[[_Union27, _Union107], None]
_jt_gate_145: Callable[[_Union108, _Union30], None]
_jt_gate_146: Callable[[_Union29, _Union109], None]
_jt_gate_147: Callable[[_Union110, _Union35], None]
_jt_gate_148: Callable[[_Union34, _Union111], None]
_jt_gate_149: Callable[[_Union112, _Union35], None]
_jt_gate_150: Callable[[_Union36, _Union111], None]
_jt_gate_151: Callable[[_Union113, _Union35], None]
_jt_gate_152: Callable[[_Union37, _Union111], None]
_jt_gate_153: Callable[[_Union114, _Union35], None]
_jt_gate_154: Callable[[_Union38, _Union111], None]
_jt_gate_155: Callable[[_Union115, _Union35], None]
_jt_gate_156: Callable[[_Union39, _Union111], None]
_jt_gate_157: Callable[[_Union116, _Union35], None]
_jt_gate_158: Callable[[_Union40, _Union111], None]
_jt_gate_159: Callable[[_Union117, _Union35], None]
_jt_gate_160: Callable[[_Union41, _Union111], None]
_jt_gate_161: Callable[[_Union118, _Union35], None]
_jt_gate_162: Callable[[_Union42, _Union111], None]
_jt_gate_163: Callable[[_Union119, _Union35], None]
_jt_gate_164: Callable[[_Union43, _Union111], None]
_jt_gate_165: Callable[[_Union120, _Union35], None]
_jt_gate_166: Callable[[_Union44, _Union111], None]
_jt_gate_167: Callable[[_Union121, _Union35], None]
_jt_gate_168: Callable[[_Union45, _Union111], None]
_jt_gate_169: Callable[[_Union122, _Union47], None]
_jt_gate_170: Callable[[_Union46, _Union123], None]
_jt_gate_171: Callable[[_Union124, _Union35], None]
_jt_gate_172: Callable[[_Union48, _Union111], None]
_jt_gate_173: Callable[[_Union125, _Union50], None]
_jt_gate_174: Callable[[_Union49, _Union126], None]
_jt_gate_175: Callable[[_Union127, _Union52], None]
_jt_gate_176: Callable[[_Union51, _Union128], None]
_jt_gate_177: Callable[[_Union129, _Union54], None]
_jt_gate_178: Callable[[_Union53, _Union130], None]
_jt_gate_179: Callable[[_Union131, _Union56], None]
_jt_gate_180: Callable[[_Union55, _Union132], None]
_jt_gate_181: Callable[[Array[_Exactly_number | _Exactly_generic]], None]
_jt_gate_182: Callable[[Array[_Exactly_number], Array[builtins.int] | _JustInt], None]
_jt_gate_183: Callable[[Array[_Union133]], None]
_jt_gate_184: Callable[[_Union134], None]
_jt_gate_185: Callable[[Array[_Union135]], None]
_jt_gate_186: Callable[[Array[_Union133], Array[builtins.int] | _JustInt], None]
_jt_gate_187: Callable[[_Union136, Array[builtins.int] | _JustInt], None]
_jt_gate_188: Callable[[_Union137, Array[builtins.int] | _JustInt], None]
_jt_gate_189: Callable[[Array[bool_]], None]
_jt_gate_190: Callable[[Array[_Union138]], None]
_jt_gate_191: Callable[[Array[float64], Array[builtins.float] | _JustFloat], None]
_jt_gate_192: Callable[[_Union139, Array[float64]], None]
_jt_gate_193: Callable[[Array[_Union140]], None]
_jt_gate_194: Callable[[_Union141, np.bool_ | _NDArray[np.bool_]], None]
_jt_gate_195: Callable[[_Union142, Array[_Union143]], None]
_jt_gate_196: Callable[[np.bool_ | _NDArray[np.bool_], Array[_Union144]], None]
_jt_gate_197: Callable[[_Union145, Array[uint32]], None]
_jt_gate_198: Callable[[_Union146, Array[_Union62]], None]
_jt_gate_199: Callable[[_Union147, Array[uint64]], None]
_jt_gate_200: Callable[[_Union148, Array[int64]], None]
_jt_gate_201: Callable[[_Union149, Array[_Union62]], None]
_jt_gate_202: Callable[[_Union150, Array[uint32]], None]
_jt_gate_203: Callable[[_Union151], None]
_jt_gate_204: Callable[[Array[_Union152]], None]
_jt_gate_205: Callable[[_Union153, _Union72], None]
_jt_gate_206: Callable[[Array[integer], _Union0], None]
_jt_gate_207: Callable[[Array[_Exactly_inexact | _Exactly_number], Array[builtins.int] | _JustInt], None]
_jt_gate_208: Callable[[np.float32 | _NDArray[np.float32], Array[_Union154] | _JustFloat], None]
_jt_gate_209: Callable[[np.float64 | _NDArray[np.float64], Array[_Union155] | _JustFloat], None]
_jt_gate_210: Callable[[_Union79, Array[builtins.float] | _JustFloat], None]
_jt_gate_211: Callable[[Array[builtins.complex] | _JustComplex, _Union1], None]
_jt_gate_212: Callable[[Array[inexact], Array[builtins.float] | _JustFloat], None]
_jt_gate_213: Callable[[_Union84, Array[builtins.complex] | _JustComplex], None]
_jt_gate_214: Callable[[Array[integer]], None]
_jt_gate_215: Callable[[_Union52], None]
_jt_gate_216: Callable[[Array[_Union157] | builtins.bool], None]
_jt_gate_217: Callable[[Array[_Exactly_inexact], Array[builtins.float] | _JustFloat], None]
_jt_gate_218: Callable[[Array[_Union160]], None]
_jt_gate_219: Callable[[_Union164], None]
_jt_gate_220: Callable[[_Union165, Array[bool_]], None]
_jt_gate_221: Callable[[np.int32 | _NDArray[np.int32], Array[uint8 | builtins.int] | _JustInt], None]
_jt_gate_222: Callable[[Array[_Exactly_inexact], _Union1], None]
_jt_gate_223: Callable[[_Union166, Array[uint8] | _NDArray[np.uint8]], None]
_jt_gate_224: Callable[[_Union167, Array[int8] | _NDArray[np.int8]], None]
_jt_gate_225: Callable[[_Union168, Array[uint16] | _NDArray[np.uint16]], None]
_jt_gate_226: Callable[[_Union169, Array[int8 | int16] | _NDArray[np.int8 | np.int16]], None]
_jt_gate_227: Callable[[_Union33, Array[uint32] | _NDArray[np.uint32]], None]
_jt_gate_228: Callable[[_Union170, Array[_Union62] | _NDArray[_Union171]], None]
_jt_gate_229: Callable[[_Union33, Array[uint64] | _NDArray[np.uint64]], None]
_jt_gate_230: Callable[[_Union31, Array[_Union65] | _NDArray[_Union172]], None]
_jt_gate_231: Callable[[_Union11, Array[uint2]], None]
_jt_gate_232: Callable[[_Union12, Array[uint4]], None]
_jt_gate_233: Callable[[_Union13, Array[uint8] | _NDArray[np.uint8]], None]
_jt_gate_234: Callable[[_Union19, Array[uint16] | _NDArray[np.uint16]], None]
_jt_gate_235: Callable[[_Union21, Array[uint32] | _NDArray[np.uint32]], None]
_jt_gate_236: Callable[[_Union25, Array[uint64] | _NDArray[np.uint64]], None]
_jt_gate_237: Callable[[_Union15, Array[int2]], None]
_jt_gate_238: Callable[[_Union16, Array[int4]], None]
_jt_gate_239: Callable[[_Union17, Array[int8] | _NDArray[np.int8]], None]
_jt_gate_240: Callable[[_Union23, Array[int16] | _NDArray[np.int16]], None]
_jt_gate_241: Callable[[_Union27, Array[int32] | _NDArray[np.int32]], None]
_jt_gate_242: Callable[[_Union29, Array[int64] | _NDArray[np.int64]], None]
_jt_gate_243: Callable[[_Union173, _Union174], None]
_jt_gate_244: Callable[[_Union34, Array[float4_e2m1fn]], None]
_jt_gate_245: Callable[[_Union34, Array[float8_e3m4]], None]
_jt_gate_246: Callable[[_Union34, Array[float8_e4m3]], None]
_jt_gate_247: Callable[[_Union34, Array[float8_e4m3b11fnuz]], None]
_jt_gate_248: Callable[[_Union34, Array[float8_e4m3fn]], None]
_jt_gate_249: Callable[[_Union34, Array[float8_e4m3fnuz]], None]
_jt_gate_250: Callable[[_Union34, Array[float8_e5m2]], None]
_jt_gate_251: Callable[[_Union34, Array[float8_e5m2fnuz]], None]
_jt_gate_252: Callable[[_Union34, Array[float8_e8m0fnu]], None]
_jt_gate_253: Callable[[_Union34, Array[bfloat16]], None]
_jt_gate_254: Callable[[_Union34, _Union175], None]
_jt_gate_255: Callable[[_Union34, _Union176], None]
_jt_gate_256: Callable[[_Union34, _Union177], None]
_jt_gate_257: Callable[[_Union48, _Union178], None]
_jt_gate_258: Callable[[Array[builtins.complex] | _JustComplex, _Union179], None]
_jt_gate_259: Callable[[_Union48, _Union180], None]
_jt_gate_260: Callable[[_Union181, _Union182], None]
_jt_gate_261: Callable[[_Union183, _Union184], None]
_jt_gate_262: Callable[[_Union185, _Union186], None]
_jt_gate_263: Callable[[_Union31, _Union187], None]
_jt_gate_264: Callable[[_Union188, _Union182], None]
_jt_gate_265: Callable[[_Union189, _Union182], None]
_jt_gate_266: Callable[[_Union190, Array[uint8 | builtins.int] | _NDArray[np.uint8]], None]
_jt_gate_267: Callable[[_Union191, _Union192], None]
_jt_gate_268: Callable[[_Union193, _Union194], None]
_jt_gate_269: Callable[[_Union195, Array[builtins.int]], None]
_jt_gate_270: Callable[[Array[builtins.float] | _JustFloat, _Union182], None]
_jt_gate_271: Callable[[_Union34, Array[builtins.float] | _JustFloat], None]
_jt_gate_272: Callable[[Array[builtins.complex] | _JustComplex, _Union197], None]
_jt_gate_273: Callable[[_Union48, Array[builtins.complex] | _JustComplex], None]
_jt_gate_274: Callable[[Array[uint2], _Union198], None]
_jt_gate_275: Callable[[Array[uint4], _Union198], None]
_jt_gate_276: Callable[[Array[uint64], Array[_Exactly_unsignedinteger]], None]
_jt_gate_277: Callable[[Array[int2], _Union199], None]
_jt_gate_278: Callable[[Array[int4], _Union199], None]
_jt_gate_279: Callable[[Array[uint32 | int64], Array[_Exactly_signedinteger]], None]
_jt_gate_280: Callable[[Array[uint64], Array[_Exactly_signedinteger]], None]
_jt_gate_281: Callable[[Array[uint16 | int32], Array[_Exactly_signedinteger]], None]
_jt_gate_282: Callable[[Array[uint32], Array[_Exactly_unsignedinteger]], None]
_jt_gate_283: Callable[[_Union35, Array[_Union200]], None]
_jt_gate_284: Callable[[Array[int32 | int64], Array[_Exactly_unsignedinteger | _Exactly_integer]], None]
_jt_gate_285: Callable[[Array[int8 | int16], Array[_Exactly_unsignedinteger | _Exactly_integer]], None]
_jt_gate_286: Callable[[Array[uint64], Array[_Exactly_integer]], None]
_jt_gate_287: Callable[[Array[_Union201], Array[_Exactly_number | _Exactly_generic]], None]
_jt_gate_288: Callable[[_Union202, Array[_Exactly_signedinteger]], None]
_jt_gate_289: Callable[[_Union72, Array[_Exactly_unsignedinteger]], None]
_jt_gate_290: Callable[[_Union73, Array[_Exactly_integer]], None]
_jt_gate_291: Callable[[_Union73, Array[_Exactly_number | _Exactly_generic]], None]
_jt_gate_292: Callable[[Array[builtins.float] | _JustFloat, Array[_Union203] | _NDArray[_Union204]], None]
_jt_gate_293: Callable[[_Union75, Array[floating]], None]
_jt_gate_294: Callable[[_Union75, Array[_Exactly_inexact]], None]
_jt_gate_295: Callable[[Array[builtins.float] | _JustFloat, Array[_Exactly_number]], None]
_jt_gate_296: Callable[[Array[builtins.complex] | _JustComplex, _Union205], None]
_jt_gate_297: Callable[[_Union206, Array[complexfloating]], None]
_jt_gate_298: Callable[[Array[builtins.complex] | _JustComplex, Array[_Union207]], None]
_jt_gate_299: Callable[[_Union208, Array[_Exactly_generic]], None]
_jt_gate_300: Callable[[_Union209], None]
_jt_gate_301: Callable[[np.uint8 | _NDArray[np.uint8], Array[bool_]], None]
_jt_gate_302: Callable[[np.uint16 | _NDArray[np.uint16], Array[bool_ | uint8]], None]
_jt_gate_303: Callable[[np.uint32 | _NDArray[np.uint32], Array[_Union143]], None]
_jt_gate_304: Callable[[np.uint64 | _NDArray[np.uint64], Array[_Union210]], None]
_jt_gate_305: Callable[[np.int8 | _NDArray[np.int8], Array[bool_]], None]
_jt_gate_306: Callable[[np.int16 | _NDArray[np.int16], Array[bool_]], None]
_jt_gate_307: Callable[[np.int32 | _NDArray[np.int32], Array[uint8]], None]
_jt_gate_308: Callable[[np.int64 | _NDArray[np.int64], Array[uint8 | uint16]], None]
_jt_gate_309: Callable[[np.float16 | _NDArray[np.float16], Array[_Union6]], None]
_jt_gate_310: Callable[[np.float32 | _NDArray[np.float32], Array[_Union211]], None]
_jt_gate_311: Callable[[np.float64 | _NDArray[np.float64], Array[_Union212]], None]
_jt_gate_312: Callable[[np.complex64 | _NDArray[np.complex64], Array[_Union6]], None]
_jt_gate_313: Callable[[_Union83, Array[complex64]], None]
_jt_gate_314: Callable[[np.complex128 | _NDArray[np.complex128], Array[_Union212]], None]
_jt_gate_315: Callable[[_Union213, Array[uint8]], None]
_jt_gate_316: Callable[[_Union214, Array[uint16]], None]
_jt_gate_317: Callable[[_Union215, Array[uint32]], None]
_jt_gate_318: Callable[[_Union216, Array[int8]], None]
_jt_gate_319: Callable[[_Union217, Array[int16]], None]
_jt_gate_320: Callable[[_Union218, Array[int32]], None]
_jt_gate_321: Callable[[_Union219, Array[bool_]], None]
_jt_gate_322: Callable[[_Union220, Array[float16]], None]
_jt_gate_323: Callable[[_Union221, Array[float32]], None]
_jt_gate_324: Callable[[_Union222, Array[_Union223]], None]
_jt_gate_325: Callable[[_Union224, Array[complex64]], None]
_jt_gate_326: Callable[[_Union225, Array[complex128]], None]
_jt_gate_327: Callable[[_Union226, Array[float64]], None]
_jt_gate_328: Callable[[_Union227, Array[_Union223]], None]
_jt_gate_329: Callable[[_Union228], None]
_jt_gate_330: Callable[[Array[signedinteger], _Union229], None]
_jt_gate_331: Callable[[Array[unsignedinteger], _Union229], None]
_jt_gate_332: Callable[[Array[integer], _Union229], None]
_jt_gate_333: Callable[[Array[_Exactly_number | _Exactly_generic], _Union229], None]
_jt_gate_334: Callable[[Array[float4_e2m1fn], _Union1], None]
_jt_gate_335: Callable[[Array[float8_e3m4], _Union1], None]
_jt_gate_336: Callable[[Array[float8_e4m3], _Union1], None]
_jt_gate_337: Callable[[Array[float8_e4m3b11fnuz], _Union1], None]
_jt_gate_338: Callable[[Array[float8_e4m3fn], _Union1], None]
_jt_gate_339: Callable[[Array[float8_e4m3fnuz], _Union1], None]
_jt_gate_340: Callable[[Array[float8_e5m2], _Union1], None]
_jt_gate_341: Callable[[Array[float8_e5m2fnuz], _Union1], None]
_jt_gate_342: Callable[[Array[float8_e8m0fnu], _Union1], None]
_jt_gate_343: Callable[[Array[bfloat16], _Union1], None]
_jt_gate_344: Callable[[_Union175, _Union1], None]
_jt_gate_345: Callable[[_Union176, _Union1], None]
_jt_gate_346: Callable[[_Union177, _Union1], None]
_jt_gate_347: Callable[[_Union178, _Union1], None]
_jt_gate_348: Callable[[_Union180, _Union1], None]
_jt_gate_349: Callable[[_Union230, Array[builtins.float] | _JustFloat], None]
_jt_gate_350: Callable[[Array[floating], _Union231], None]
_jt_gate_351: Callable[[Array[complexfloating], _Union231], None]
_jt_gate_352: Callable[[Array[inexact], _Union231], None]
_jt_gate_353: Callable[[_Union232], None]
_jt_gate_354: Callable[[_Union233, Array[builtins.complex] | _JustComplex], None]
_jt_gate_355: Callable[[_Union234, Array[builtins.complex] | _JustComplex], None]
_jt_gate_356: Callable[[_Union235, Array[builtins.complex] | _JustComplex], None]
_jt_gate_357: Callable[[Array[_Union236]], None]
_jt_gate_358: Callable[[_Union91, Array[_Union237]], None]
_jt_gate_359: Callable[[_Union93, Array[_Exactly_generic]], None]
_jt_gate_360: Callable[[np.uint64 | _NDArray[np.uint64]], None]
_jt_gate_361: Callable[[_Union32], None]
_jt_gate_362: Callable[[Array[_Exactly_signedinteger]], None]
_jt_gate_363: Callable[[_Union30], None]
_jt_gate_364: Callable[[Array[_Union240] | builtins.bool], None]
_jt_gate_365: Callable[[Array[_Union243]], None]
_jt_gate_366: Callable[[_Union31], None]
_jt_gate_367: Callable[[_Union33], None]
_jt_gate_368: Callable[[Array[bool_], _Union246], None]
_jt_gate_369: Callable[[Array[_Union248]], None]
_jt_gate_370: Callable[[_Union111], None]
_jt_gate_371: Callable[[_Union251], None]
_jt_gate_372: Callable[[Array[_Union144]], None]
_jt_gate_373: Callable[[Array[_Union254]], None]
_jt_gate_374: Callable[[_Union95, _Union0], None]
_jt_gate_375: Callable[[Array[builtins.complex] | _JustComplex], None]
_jt_gate_376: Callable[[Array[uint64], Array[builtins.int]], None]
_jt_gate_377: Callable[[Array[int64], Array[builtins.int]], None]
_jt_gate_378: Callable[[Array[float64], Array[builtins.int | builtins.float]], None]
_jt_gate_379: Callable[[Array[builtins.int]], None]
_jt_gate_380: Callable[[Array[bool_] | _NDArray[np.bool_], Array[builtins.int]], None]
_jt_gate_381: Callable[[Array[complex128], Array[builtins.int | builtins.float]], None]
_jt_gate_382: Callable[[Array[builtins.float]], None]
_jt_gate_383: Callable[[Array[_Union6], Array[builtins.float]], None]
_jt_gate_384: Callable[[Array[_Union6], Array[builtins.complex]], None]
_jt_gate_385: Callable[[Array[complex64], Array[builtins.complex]], None]
_jt_gate_386: Callable[[Array[float64 | complex128], Array[builtins.complex]], None]
_jt_gate_387: Callable[[Array[bool_] | _NDArray[np.bool_], _NDArray[np.bool_]], None]
_jt_gate_388: Callable[[Array[bool_ | builtins.int] | _NDArray[np.bool_], _NDArray[np.bool_]], None]
_jt_gate_389: Callable[[Array[_Union258] | _NDArray[np.bool_], _NDArray[np.bool_]], None]
_jt_gate_390: Callable[[Array[_Union259] | _NDArray[np.bool_], _NDArray[np.bool_]], None]
_jt_gate_391: Callable[[Array[_Union260] | _NDArray[np.bool_ | np.uint8], _NDArray[np.bool_ | np.uint8]], None]
_jt_gate_392: Callable[[Array[_Union261] | _NDArray[np.bool_], _NDArray[np.bool_]], None]
_jt_gate_393: Callable[[Array[_Union262] | _NDArray[np.bool_], _NDArray[np.bool_]], None]
_jt_gate_394: Callable[[Array[_Union263] | _NDArray[np.bool_ | np.int8], _NDArray[np.bool_ | np.int8]], None]
_jt_gate_395: Callable[[Array[_Union264] | _NDArray[_Union265], _NDArray[_Union265]], None]
_jt_gate_396: Callable[[Array[_Union266] | _NDArray[_Union267], _NDArray[_Union267]], None]
_jt_gate_397: Callable[[Array[_Union268] | _NDArray[_Union269], _NDArray[_Union269]], None]
_jt_gate_398: Callable[[Array[_Union270] | _NDArray[_Union271], _NDArray[_Union271]], None]
_jt_gate_399: Callable[[Array[_Union272] | _NDArray[_Union273], _NDArray[_Union273]], None]
_jt_gate_400: Callable[[Array[_Union274] | _NDArray[_Union275], _NDArray[_Union275]], None]
_jt_gate_401: Callable[[Array[uint64] | _NDArray[np.uint64], _NDArray[_Union172]], None]
_jt_gate_402: Callable[[Array[_Union65] | _NDArray[_Union172], _NDArray[np.uint64]], None]
_jt_gate_403: Callable[[Array[_Union276] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_404: Callable[[Array[_Union278] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_405: Callable[[Array[_Union279] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_406: Callable[[Array[_Union280] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_407: Callable[[Array[_Union281] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_408: Callable[[Array[_Union282] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_409: Callable[[Array[_Union283] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_410: Callable[[Array[_Union284] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_411: Callable[[Array[_Union285] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_412: Callable[[Array[_Union286] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_413: Callable[[Array[_Union287] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_414: Callable[[Array[_Union288] | _NDArray[_Union289], _NDArray[_Union289]], None]
_jt_gate_415: Callable[[Array[_Union290] | _NDArray[_Union277], _NDArray[_Union277]], None]
_jt_gate_416: Callable[[Array[_Union291] | _NDArray[_Union292], _NDArray[_Union292]], None]
_jt_gate_417: Callable[[Array[_Union293] | _NDArray[_Union294], _NDArray[_Union294]], None]
_jt_gate_418: Callable[[Array[_Union295] | _NDArray[_Union296], _NDArray[_Union296]], None]
_jt_gate_419: Callable[[Array[_Union297] | _NDArray[_Union298], _NDArray[_Union298]], None]
_jt_gate_420: Callable[[_NDArray[np.bool_], Array[bool_]], None]
_jt_gate_421: Callable[[_NDArray[np.bool_], Array[uint2]], None]
_jt_gate_422: Callable[[_NDArray[np.bool_], Array[uint4]], None]
_jt_gate_423: Callable[[_NDArray[np.bool_ | np.uint8], Array[uint8]], None]
_jt_gate_424: Callable[[_NDArray[_Union265], Array[uint16]], None]
_jt_gate_425: Callable[[_NDArray[_Union267], Array[uint32]], None]
_jt_gate_426: Callable[[_NDArray[_Union271], Array[uint64]], None]
_jt_gate_427: Callable[[_NDArray[np.bool_], Array[int2]], None]
_jt_gate_428: Callable[[_NDArray[np.bool_], Array[int4]], None]
_jt_gate_429: Callable[[_NDArray[np.bool_ | np.int8], Array[int8]], None]
_jt_gate_430: Callable[[_NDArray[_Union269], Array[int16]], None]
_jt_gate_431: Callable[[_NDArray[np.uint8 | np.int16], Array[int8]], None]
_jt_gate_432: Callable[[_NDArray[np.int8 | np.int16], Array[uint8]], None]
_jt_gate_433: Callable[[_NDArray[_Union273], Array[int32]], None]
_jt_gate_434: Callable[[_NDArray[np.uint16 | np.int32], Array[int8 | int16]], None]
_jt_gate_435: Callable[[_NDArray[_Union171], Array[uint16]], None]
_jt_gate_436: Callable[[_NDArray[_Union275], Array[int64]], None]
_jt_gate_437: Callable[[_NDArray[np.uint32 | np.int64], Array[_Union62]], None]
_jt_gate_438: Callable[[_NDArray[_Union172], Array[uint32]], None]
_jt_gate_439: Callable[[_NDArray[_Union277], Array[float4_e2m1fn]], None]
_jt_gate_440: Callable[[_NDArray[_Union277], Array[float8_e3m4]], None]
_jt_gate_441: Callable[[_NDArray[_Union277], Array[float8_e4m3]], None]
_jt_gate_442: Callable[[_NDArray[_Union277], Array[float8_e4m3b11fnuz]], None]
_jt_gate_443: Callable[[_NDArray[_Union277], Array[float8_e4m3fn]], None]
_jt_gate_444: Callable[[_NDArray[_Union277], Array[float8_e4m3fnuz]], None]
_jt_gate_445: Callable[[_NDArray[_Union277], Array[float8_e5m2]], None]
_jt_gate_446: Callable[[_NDArray[_Union277], Array[float8_e5m2fnuz]], None]
_jt_gate_447: Callable[[_NDArray[_Union277], Array[float8_e8m0fnu]], None]
_jt_gate_448: Callable[[_NDArray[_Union277], Array[bfloat16]], None]
_jt_gate_449: Callable[[_NDArray[_Union289], Array[float16]], None]
_jt_gate_450: Callable[[_NDArray[_Union292], Array[float32]], None]
_jt_gate_451: Callable[[_NDArray[np.float16 | np.float32], Array[bfloat16]], None]
_jt_gate_452: Callable[[_NDArray[_Union294], Array[float64]], None]
_jt_gate_453: Callable[[_NDArray[_Union296], Array[complex64]], None]
_jt_gate_454: Callable[[_NDArray[_Union298], Array[complex128]], None]
_jt_gate_455: Callable[[_NDArray[np.complex64 | np.complex128], Array[float64]], None]
_jt_gate_456: Callable[[_NDArray[np.uint64], Array[_Union65]], None]
_jt_gate_457: Callable[[_NDArray[_Union172], Array[uint64]], None]
_jt_gate_458: Callable[[_NDArray[_Union298]], None]
_jt_gate_459: Callable[[Array[_Union81]], None]
_jt_gate_460: Callable[[_NDArray[np.uint8], Array[bool_ | builtins.int]], None]
_jt_gate_461: Callable[[_NDArray[np.uint16], Array[_Union260]], None]
_jt_gate_462: Callable[[_NDArray[np.uint32], Array[_Union264]], None]
_jt_gate_463: Callable[[_NDArray[np.uint64], Array[_Union266]], None]
_jt_gate_464: Callable[[_NDArray[np.int8], Array[bool_ | builtins.int]], None]
_jt_gate_465: Callable[[_NDArray[np.int16], Array[bool_ | builtins.int]], None]
_jt_gate_466: Callable[[_NDArray[np.int32], Array[_Union260]], None]
_jt_gate_467: Callable[[_NDArray[np.int64], Array[_Union264]], None]
_jt_gate_468: Callable[[Array[_Exactly_number], Array[builtins.int]], None]
_jt_gate_469: Callable[[_NDArray[np.float16], Array[_Union276]], None]
_jt_gate_470: Callable[[_NDArray[np.float32], Array[_Union288]], None]
_jt_gate_471: Callable[[_NDArray[np.float64], Array[_Union291]], None]
_jt_gate_472: Callable[[_NDArray[np.complex64], Array[_Union291]], None]
_jt_gate_473: Callable[[_NDArray[np.complex128], Array[_Union291]], None]
_jt_gate_474: Callable[[Array[_Union299] | _NDArray[_Union277], Array[builtins.float]], None]
_jt_gate_475: Callable[[Array[builtins.complex], Array[builtins.float]], None]
_jt_gate_476: Callable[[Array[complexfloating], Array[builtins.int | builtins.float]], None]
_jt_gate_477: Callable[[Array[inexact], Array[builtins.int | builtins.float]], None]
_jt_gate_478: Callable[[Array[_Top], Array[builtins.int]], None]
_jt_gate_479: Callable[[Array[_Union67] | _NDArray[_Union300], Array[builtins.complex]], None]
_jt_gate_480: Callable[[_NDArray[np.float64 | np.complex128], Array[complex64 | builtins.complex]], None]
_jt_gate_481: Callable[[Array[_Union301] | _NDArray[_Union277], Array[builtins.complex]], None]
_jt_gate_482: Callable[[Array[_Union85], Array[builtins.complex]], None]
_jt_gate_483: Callable[[Array[builtins.float | builtins.complex]], None]
_jt_gate_484: Callable[[Array[_Top] | _NDArray[_Union298], Array[_Union80]], None]
_jt_gate_485: Callable[[Array[_Top] | _NDArray[_Union298]], None]
_jt_gate_486: Callable[[_Union191], None]
_jt_gate_487: Callable[[_Union177], None]
_jt_gate_488: Callable[[np.uint8 | _NDArray[np.uint8]], None]
_jt_gate_489: Callable[[np.uint16 | _NDArray[np.uint16]], None]
_jt_gate_490: Callable[[np.uint32 | _NDArray[np.uint32]], None]
_jt_gate_491: Callable[[np.int8 | _NDArray[np.int8]], None]
_jt_gate_492: Callable[[np.int16 | _NDArray[np.int16]], None]
_jt_gate_493: Callable[[np.int32 | _NDArray[np.int32]], None]
_jt_gate_494: Callable[[np.float16 | _NDArray[np.float16]], None]
_jt_gate_495: Callable[[np.float32 | _NDArray[np.float32]], None]
_jt_gate_496: Callable[[np.complex64 | _NDArray[np.complex64]], None]
_jt_gate_497: Callable[[_Union180], None]
_jt_gate_498: Callable[[Array[inexact]], None]
_jt_gate_499: Callable[[Array[number | _Exactly_generic]], None]
_jt_gate_500: Callable[[Array[_TopArg]], None]
_jt_gate_501: Callable[[Array[number]], None]
_jt_gate_502: Callable[[Array[generic]], None]
_jt_gate_503: Callable[[Array[_Top]], None]
_jt_gate_504: Callable[[_Union234], None]
_jt_gate_505: Callable[[_Union302], None]
_jt_gate_506: Callable[[_Union303], None]
_jt_gate_507: Callable[[Array[_Exactly_integer]], None]
_jt_gate_508: Callable[[_Union304], None]
_jt_gate_509: Callable[[_Union305], None]
_jt_gate_510: Callable[[_Union306], None]
_jt_gate_511: Callable[[_Union308], None]
_jt_gate_512: Callable[[_Union309], None]
_jt_gate_513: Callable[[_Union173], None]
_jt_gate_514: Callable[[_Union310], None]
_jt_gate_515: Callable[[_Union9, _Union341, _Union341], None]
_jt_gate_516: Callable[[_Union10, _Union312, _Union312], None]
_jt_gate_517: Callable[[_Union11, _Union313, _Union313], None]
_jt_gate_518: Callable[[_Union12, _Union314, _Union314], None]
_jt_gate_519: Callable[[_Union13, _Union315, _Union315], None]
_jt_gate_520: Callable[[_Union15, _Union316, _Union316], None]
_jt_gate_521: Callable[[_Union16, _Union317, _Union317], None]
_jt_gate_522: Callable[[_Union17, _Union318, _Union318], None]
_jt_gate_523: Callable[[_Union19, _Union319, _Union319], None]
_jt_gate_524: Callable[[_Union23, _Union320, _Union320], None]
_jt_gate_525: Callable[[_Union25, _Union321, _Union321], None]
_jt_gate_526: Callable[[_Union322, _Union323, _Union323], None]
_jt_gate_527: Callable[[_Union34, _Union324, _Union324], None]
_jt_gate_528: Callable[[_Union36, _Union325, _Union325], None]
_jt_gate_529: Callable[[_Union37, _Union326, _Union326], None]
_jt_gate_530: Callable[[_Union38, _Union327, _Union327], None]
_jt_gate_531: Callable[[_Union39, _Union328, _Union328], None]
_jt_gate_532: Callable[[_Union40, _Union329, _Union329], None]
_jt_gate_533: Callable[[_Union41, _Union330, _Union330], None]
_jt_gate_534: Callable[[_Union42, _Union331, _Union331], None]
_jt_gate_535: Callable[[_Union43, _Union332, _Union332], None]
_jt_gate_536: Callable[[_Union44, _Union333, _Union333], None]
_jt_gate_537: Callable[[_Union45, _Union334, _Union334], None]
_jt_gate_538: Callable[[_Union46, _Union335, _Union335], None]
_jt_gate_539: Callable[[_Union51, _Union336, _Union336], None]
_jt_gate_540: Callable[[_Union21, _Union337, _Union337], None]
_jt_gate_541: Callable[[_Union27, _Union338, _Union338], None]
_jt_gate_542: Callable[[_Union29, _Union339, _Union339], None]
_jt_gate_543: Callable[[_Union49, _Union340, _Union340], None]
_jt_gate_544: Callable[[Sequence[Array[bool_] | _NDArray[np.bool_]]], None]
_jt_gate_545: Callable[[Sequence[Array[bool_ | builtins.int] | _NDArray[np.bool_]]], None]
_jt_gate_546: Callable[[Sequence[Array[_Union258] | _NDArray[np.bool_]]], None]
_jt_gate_547: Callable[[Sequence[Array[_Union259] | _NDArray[np.bool_]]], None]
_jt_gate_548: Callable[[Sequence[Array[_Union260] | _NDArray[np.bool_ | np.uint8]]], None]
_jt_gate_549: Callable[[Sequence[Array[_Union261] | _NDArray[np.bool_]]], None]
_jt_gate_550: Callable[[Sequence[Array[_Union262] | _NDArray[np.bool_]]], None]
_jt_gate_551: Callable[[Sequence[Array[_Union263] | _NDArray[np.bool_ | np.int8]]], None]
_jt_gate_552: Callable[[Sequence[Array[_Union264] | _NDArray[_Union265]]], None]
_jt_gate_553: Callable[[Sequence[Array[_Union268] | _NDArray[_Union269]]], None]
_jt_gate_554: Callable[[Sequence[Array[_Union270] | _NDArray[_Union271]]], None]
_jt_gate_555: Callable[[Sequence[Array[_Union344] | _NDArray[_Union277]]], None]
_jt_gate_556: Callable[[Sequence[Array[_Union276] | _NDArray[_Union277]]], None]
_jt_gate_557: Callable[[Sequence[Array[_Union278] | _NDArray[_Union277]]], None]
_jt_gate_558: Callable[[Sequence[Array[_Union279] | _NDArray[_Union277]]], None]
_jt_gate_559: Callable[[Sequence[Array[_Union280] | _NDArray[_Union277]]], None]
_jt_gate_560: Callable[[Sequence[Array[_Union281] | _NDArray[_Union277]]], None]
_jt_gate_561: Callable[[Sequence[Array[_Union282] | _NDArray[_Union277]]], None]
_jt_gate_562: Callable[[Sequence[Array[_Union283] | _NDArray[_Union277]]], None]
_jt_gate_563: Callable[[Sequence[Array[_Union284] | _NDArray[_Union277]]], None]
_jt_gate_564: Callable[[Sequence[Array[_Union285] | _NDArray[_Union277]]], None]
_jt_gate_565: Callable[[Sequence[Array[_Union286] | _NDArray[_Union277]]], None]
_jt_gate_566: Callable[[Sequence[Array[_Union287] | _NDArray[_Union277]]], None]
_jt_gate_567: Callable[[Sequence[Array[_Union288] | _NDArray[_Union289]]], None]
_jt_gate_568: Callable[[Sequence[Array[_Union290] | _NDArray[_Union277]]], None]
_jt_gate_569: Callable[[Sequence[Array[_Union293] | _NDArray[_Union294]]], None]
_jt_gate_570: Callable[[Sequence[Array[_Union297] | _NDArray[_Union298]]], None]
_jt_gate_571: Callable[[Sequence[Array[_Union345] | _NDArray[_Union172]]], None]
_jt_gate_572: Callable[[Sequence[Array[_Union346] | _NDArray[_Union347]]], None]
_jt_gate_573: Callable[[Sequence[Array[_Union348] | _NDArray[_Union204]]], None]
_jt_gate_574: Callable[[Sequence[Array[_Union349] | _NDArray[_Union350]]], None]
_jt_gate_575: Callable[[Sequence[Array[_Union351] | _NDArray[np.complex64 | np.complex128]]], None]
_jt_gate_576: Callable[[Sequence[Array[_Union352] | _NDArray[_Union353]]], None]
_jt_gate_577: Callable[[Sequence[Array[_Union354] | _NDArray[_Union355]]], None]
_jt_gate_578: Callable[[Sequence[Array[_Union356] | _NDArray[_Union298]]], None]
_jt_gate_579: Callable[[Sequence[_Union9]], None]
_jt_gate_580: Callable[[Sequence[_Union10]], None]
_jt_gate_581: Callable[[Sequence[_Union11]], None]
_jt_gate_582: Callable[[Sequence[_Union12]], None]
_jt_gate_583: Callable[[Sequence[_Union13]], None]
_jt_gate_584: Callable[[Sequence[_Union15]], None]
_jt_gate_585: Callable[[Sequence[_Union16]], None]
_jt_gate_586: Callable[[Sequence[_Union17]], None]
_jt_gate_587: Callable[[Sequence[_Union19]], None]
_jt_gate_588: Callable[[Sequence[_Union23]], None]
_jt_gate_589: Callable[[Sequence[_Union25]], None]
_jt_gate_590: Callable[[Sequence[_Union322]], None]
_jt_gate_591: Callable[[Sequence[_Union34]], None]
_jt_gate_592: Callable[[Sequence[_Union36]], None]
_jt_gate_593: Callable[[Sequence[_Union37]], None]
_jt_gate_594: Callable[[Sequence[_Union38]], None]
_jt_gate_595: Callable[[Sequence[_Union39]], None]
_jt_gate_596: Callable[[Sequence[_Union40]], None]
_jt_gate_597: Callable[[Sequence[_Union41]], None]
_jt_gate_598: Callable[[Sequence[_Union42]], None]
_jt_gate_599: Callable[[Sequence[_Union43]], None]
_jt_gate_600: Callable[[Sequence[_Union44]], None]
_jt_gate_601: Callable[[Sequence[_Union45]], None]
_jt_gate_602: Callable[[Sequence[_Union46]], None]
_jt_gate_603: Callable[[Sequence[_Union48]], None]
_jt_gate_604: Callable[[Sequence[_Union51]], None]
_jt_gate_605: Callable[[Sequence[_Union55]], None]
_jt_gate_606: Callable[[Sequence[_Union357]], None]
_jt_gate_607: Callable[[Sequence[_Union358]], None]
_jt_gate_608: Callable[[Sequence[_Union359]], None]
_jt_gate_609: Callable[[Sequence[_Union360]], None]
_jt_gate_610: Callable[[Sequence[_Union361]], None]
_jt_gate_611: Callable[[Sequence[_Union362]], None]
_jt_gate_612: Callable[[Sequence[_Union363]], None]
_jt_gate_613: Callable[[Sequence[_Union364]], None]
_jt_gate_614: Callable[[Sequence[_Union9], _Union9], None]
_jt_gate_615: Callable[[Sequence[_Union10], _Union10], None]
_jt_gate_616: Callable[[Sequence[_Union11], _Union11], None]
_jt_gate_617: Callable[[Sequence[_Union12], _Union12], None]
_jt_gate_618: Callable[[Sequence[_Union13], _Union13], None]
_jt_gate_619: Callable[[Sequence[_Union15], _Union15], None]
_jt_gate_620: Callable[[Sequence[_Union16], _Union16], None]
_jt_gate_621: Callable[[Sequence[_Union17], _Union17], None]
_jt_gate_622: Callable[[Sequence[_Union19], _Union19], None]
_jt_gate_623: Callable[[Sequence[_Union23], _Union23], None]
_jt_gate_624: Callable[[Sequence[_Union25], _Union25], None]
_jt_gate_625: Callable[[Sequence[_Union322], _Union322], None]
_jt_gate_626: Callable[[Sequence[_Union34], _Union34], None]
_jt_gate_627: Callable[[Sequence[_Union36], _Union36], None]
_jt_gate_628: Callable[[Sequence[_Union37], _Union37], None]
_jt_gate_629: Callable[[Sequence[_Union38], _Union38], None]
_jt_gate_630: Callable[[Sequence[_Union39], _Union39], None]
_jt_gate_631: Callable[[Sequence[_Union40], _Union40], None]
_jt_gate_632: Callable[[Sequence[_Union41], _Union41], None]
_jt_gate_633: Callable[[Sequence[_Union42], _Union42], None]
_jt_gate_634: Callable[[Sequence[_Union43], _Union43], None]
_jt_gate_635: Callable[[Sequence[_Union44], _Union44], None]
_jt_gate_636: Callable[[Sequence[_Union45], _Union45], None]
_jt_gate_637: Callable[[Sequence[_Union46], _Union46], None]
_jt_gate_638: Callable[[Sequence[_Union48], _Union48], None]
_jt_gate_639: Callable[[Sequence[_Union51], _Union51], None]
_jt_gate_640: Callable[[Sequence[_Union55], _Union55], None]
_jt_gate_641: Callable[[Sequence[Array[_Union266] | _NDArray[_Union267]]], None]
_jt_gate_642: Callable[[Sequence[Array[_Union272] | _NDArray[_Union273]]], None]
_jt_gate_643: Callable[[Sequence[Array[_Union274] | _NDArray[_Union275]]], None]
_jt_gate_644: Callable[[Sequence[Array[_Union291] | _NDArray[_Union292]]], None]
_jt_gate_645: Callable[[Sequence[Array[_Union295] | _NDArray[_Union296]]], None]
_jt_gate_646: Callable[[Sequence[_Union21]], None]
_jt_gate_647: Callable[[Sequence[_Union27]], None]
_jt_gate_648: Callable[[Sequence[_Union29]], None]
_jt_gate_649: Callable[[Sequence[_Union49]], None]
_jt_gate_650: Callable[[Sequence[_Union53]], None]
_jt_gate_651: Callable[[Sequence[_Union21], _Union21], None]
_jt_gate_652: Callable[[Sequence[_Union27], _Union27], None]
_jt_gate_653: Callable[[Sequence[_Union29], _Union29], None]
_jt_gate_654: Callable[[Sequence[_Union49], _Union49], None]
_jt_gate_655: Callable[[Sequence[_Union53], _Union53], None]
class _JTNoArgument: ...  # no argument's type: keeps a sequence's TypeVar from being bare
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

bool = bool_  # noqa: A001  (jnp.bool, as NumPy 2 and JAX spell it)
ndarray = Array


def iinfo(int_type: Any) -> ml_dtypes.iinfo:
    """Machine limits of an integer dtype (sub-byte ml_dtypes integers included)."""

def finfo(float_type: Any) -> ml_dtypes.finfo:
    """Machine limits of a floating dtype (bfloat16 and the small floats included)."""

# -- shape functions: the dtype (and weak type) is kept ---------------------------------
def reshape(a: Array[_DTypeT], shape: ShapeLike, order: str = "C") -> Array[_DTypeT]: ...
def ravel(a: Array[_DTypeT]) -> Array[_DTypeT]: ...
def transpose(a: Array[_DTypeT], axes: Sequence[int] | None = None) -> Array[_DTypeT]: ...
def squeeze(a: Array[_DTypeT], axis: int | Sequence[int] | None = None) -> Array[_DTypeT]: ...
def expand_dims(a: Array[_DTypeT], axis: int | Sequence[int]) -> Array[_DTypeT]: ...
def broadcast_to(a: Array[_DTypeT], shape: ShapeLike) -> Array[_DTypeT]: ...
def getitem(x: Array[_DTypeT], index: Any) -> Array[_DTypeT]: ...

# -- elementwise binary functions: lattice promotion ------------------------------------
# <generated numpy_binary>
class _Overloads_add:
    """Type-check only: the overloads of add, multiply, maximum, minimum, dot, fmax, fmin (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _JoinWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P0, y: _Union0_2, /, *, _jt_gate: Callable[[_P0, _Union0_2], None] = _jt_gate_0) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P2, y: _Union0_2, /, *, _jt_gate: Callable[[_P2, _Union0_2], None] = _jt_gate_1) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P3, y: _Union1_2, /, *, _jt_gate: Callable[[_P3, _Union1_2], None] = _jt_gate_2) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _P6, /, *, _jt_gate: Callable[[_Union2_1, _P6], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _P8, /, *, _jt_gate: Callable[[_Union3_1, _P8], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _P10, /, *, _jt_gate: Callable[[_Union4_1, _P10], None] = _jt_gate_5) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps0], y: builtins.bool, /) -> Array[_Keeps0]: ...
    @overload
    def __call__(self, x: _P11, y: _Union1_2, /, *, _jt_gate: Callable[[_P11, _Union1_2], None] = _jt_gate_6) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: builtins.bool, y: Array[_Keeps0], /) -> Array[_Keeps0]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _P13, /, *, _jt_gate: Callable[[_Union5_1, _P13], None] = _jt_gate_7) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: Array[_Keeps1], y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Keeps1]: ...
    @overload
    def __call__(self, x: _P15, y: _P14, /, *, _jt_gate: Callable[[_P15, _P14], None] = _jt_gate_9) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustInt, y: Array[_Keeps1], /) -> Array[_Keeps1]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P16, /, *, _jt_gate: Callable[[_P16], None] = _jt_gate_10) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: Array[_Keeps2], y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _P18, y: _P17, /, *, _jt_gate: Callable[[_P18, _P17], None] = _jt_gate_12) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _JustFloat, y: Array[_Keeps2], /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _JustFloat, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_2], None] = _jt_gate_13) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P18, y: _P20, /, *, _jt_gate: Callable[[_P18, _P20], None] = _jt_gate_14) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P21, y: _P20, /, *, _jt_gate: Callable[[_P21, _P20], None] = _jt_gate_15) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P22, y: _P20, /, *, _jt_gate: Callable[[_P22, _P20], None] = _jt_gate_16) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_2], None] = _jt_gate_13) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _P24, /, *, _jt_gate: Callable[[_Union8_1, _P24], None] = _jt_gate_17) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P25, /, *, _jt_gate: Callable[[_P25], None] = _jt_gate_18) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _P27, /, *, _jt_gate: Callable[[_Union11_1, _P27], None] = _jt_gate_21) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _P27, /, *, _jt_gate: Callable[[_Union12_1, _P27], None] = _jt_gate_22) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _P27, /, *, _jt_gate: Callable[[_Union15_1, _P27], None] = _jt_gate_24) -> Array[int2]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _P27, /, *, _jt_gate: Callable[[_Union16_1, _P27], None] = _jt_gate_25) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _Union32_2, /, *, _jt_gate: Callable[[_Union31_1, _Union32_2], None] = _jt_gate_33) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _P52, /, *, _jt_gate: Callable[[_Union33_1, _P52], None] = _jt_gate_34) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union34_1, _Union35_2], None] = _jt_gate_35) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union36_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union36_1, _Union35_2], None] = _jt_gate_36) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union37_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union37_1, _Union35_2], None] = _jt_gate_37) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union38_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union38_1, _Union35_2], None] = _jt_gate_38) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union39_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union39_1, _Union35_2], None] = _jt_gate_39) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union40_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union40_1, _Union35_2], None] = _jt_gate_40) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union41_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union41_1, _Union35_2], None] = _jt_gate_41) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union42_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union42_1, _Union35_2], None] = _jt_gate_42) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union43_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union43_1, _Union35_2], None] = _jt_gate_43) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union44_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union44_1, _Union35_2], None] = _jt_gate_44) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union45_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union45_1, _Union35_2], None] = _jt_gate_45) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union46_1, y: _Union47_2, /, *, _jt_gate: Callable[[_Union46_1, _Union47_2], None] = _jt_gate_46) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union48_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union48_1, _Union35_2], None] = _jt_gate_47) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union49_1, y: _Union50_2, /, *, _jt_gate: Callable[[_Union49_1, _Union50_2], None] = _jt_gate_48) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union51_1, y: _Union52_2, /, *, _jt_gate: Callable[[_Union51_1, _Union52_2], None] = _jt_gate_49) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union53_1, y: _Union54_2, /, *, _jt_gate: Callable[[_Union53_1, _Union54_2], None] = _jt_gate_50) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union55_1, y: _Union56_2, /, *, _jt_gate: Callable[[_Union55_1, _Union56_2], None] = _jt_gate_51) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P76, y: _P77, /, *, _jt_gate: Callable[[_P76, _P77], None] = _jt_gate_52) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P76, y: _P78, /, *, _jt_gate: Callable[[_P76, _P78], None] = _jt_gate_53) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P76, y: _P79, /, *, _jt_gate: Callable[[_P76, _P79], None] = _jt_gate_54) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _P81, /, *, _jt_gate: Callable[[_Union14_1, _P81], None] = _jt_gate_55) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_56) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P85, /, *, _jt_gate: Callable[[_Union22_1, _P85], None] = _jt_gate_57) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P76, y: _P86, /, *, _jt_gate: Callable[[_P76, _P86], None] = _jt_gate_58) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P76, y: _P87, /, *, _jt_gate: Callable[[_P76, _P87], None] = _jt_gate_59) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P89, /, *, _jt_gate: Callable[[_Union18_1, _P89], None] = _jt_gate_60) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P91, /, *, _jt_gate: Callable[[_Union24_1, _P91], None] = _jt_gate_61) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union57_1, y: _P89, /, *, _jt_gate: Callable[[_Union57_1, _P89], None] = _jt_gate_62) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union58_1, y: _P81, /, *, _jt_gate: Callable[[_Union58_1, _P81], None] = _jt_gate_63) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union28_1, y: _P95, /, *, _jt_gate: Callable[[_Union28_1, _P95], None] = _jt_gate_64) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union59_1, y: _P97, /, *, _jt_gate: Callable[[_Union59_1, _P97], None] = _jt_gate_65) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union60_1, y: _P83, /, *, _jt_gate: Callable[[_Union60_1, _P83], None] = _jt_gate_66) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union61_1, y: _P100, /, *, _jt_gate: Callable[[_Union61_1, _P100], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P85, /, *, _jt_gate: Callable[[_Union32_1, _P85], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P103, /, *, _jt_gate: Callable[[_Union35_1, _P103], None] = _jt_gate_69) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P104, /, *, _jt_gate: Callable[[_Union35_1, _P104], None] = _jt_gate_70) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P105, /, *, _jt_gate: Callable[[_Union35_1, _P105], None] = _jt_gate_71) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P106, /, *, _jt_gate: Callable[[_Union35_1, _P106], None] = _jt_gate_72) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P107, /, *, _jt_gate: Callable[[_Union35_1, _P107], None] = _jt_gate_73) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P108, /, *, _jt_gate: Callable[[_Union35_1, _P108], None] = _jt_gate_74) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P109, /, *, _jt_gate: Callable[[_Union35_1, _P109], None] = _jt_gate_75) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P110, /, *, _jt_gate: Callable[[_Union35_1, _P110], None] = _jt_gate_76) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P111, /, *, _jt_gate: Callable[[_Union35_1, _P111], None] = _jt_gate_77) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P112, /, *, _jt_gate: Callable[[_Union35_1, _P112], None] = _jt_gate_78) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union47_1, y: _P114, /, *, _jt_gate: Callable[[_Union47_1, _P114], None] = _jt_gate_79) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union50_1, y: _P116, /, *, _jt_gate: Callable[[_Union50_1, _P116], None] = _jt_gate_80) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union63_1, y: _P112, /, *, _jt_gate: Callable[[_Union63_1, _P112], None] = _jt_gate_81) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union64_1, y: _P10, /, *, _jt_gate: Callable[[_Union64_1, _P10], None] = _jt_gate_82) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P119, y: _P120, /, *, _jt_gate: Callable[[_P119, _P120], None] = _jt_gate_83) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P6, /, *, _jt_gate: Callable[[_Union32_1, _P6], None] = _jt_gate_84) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union66_1, y: _P122, /, *, _jt_gate: Callable[[_Union66_1, _P122], None] = _jt_gate_85) -> Array[complex64]: ...
    @overload
    def __call__(self, x: Array[_Union68] | _AnyArray, y: _Union56_2, /, *, _jt_gate: Callable[[_Union56_2], None] = _jt_gate_86) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union69_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P124, y: builtins.bool, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P125, y: _Union70_2, /, *, _jt_gate: Callable[[_P125, _Union70_2], None] = _jt_gate_89) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, y: _Union71_2, /, *, _jt_gate: Callable[[_P127, _Union71_2], None] = _jt_gate_90) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, y: _Union72_2, /, *, _jt_gate: Callable[[_P129, _Union72_2], None] = _jt_gate_91) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P119, y: _Union73_2, /, *, _jt_gate: Callable[[_P119, _Union73_2], None] = _jt_gate_92) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P132, y: _Union70_2, /, *, _jt_gate: Callable[[_P132, _Union70_2], None] = _jt_gate_93) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, y: _Union70_2, /, *, _jt_gate: Callable[[_P133, _Union70_2], None] = _jt_gate_94) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, y: _Union71_2, /, *, _jt_gate: Callable[[_P134, _Union71_2], None] = _jt_gate_95) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P135, y: _Union72_2, /, *, _jt_gate: Callable[[_P135, _Union72_2], None] = _jt_gate_96) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P76, y: _P136, /, *, _jt_gate: Callable[[_P76, _P136], None] = _jt_gate_97) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union74_1, y: _JustInt, /, *, _jt_gate: Callable[[_Union74_1], None] = _jt_gate_98) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P138, y: _Union0_2, /, *, _jt_gate: Callable[[_P138, _Union0_2], None] = _jt_gate_99) -> Array[number]: ...
    @overload
    def __call__(self, x: _P139, y: _Union75_2, /, *, _jt_gate: Callable[[_P139, _Union75_2], None] = _jt_gate_100) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P141, y: _Union76_2, /, *, _jt_gate: Callable[[_P141, _Union76_2], None] = _jt_gate_101) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P143, y: _Union77_2, /, *, _jt_gate: Callable[[_P143, _Union77_2], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P145, y: _Union75_2, /, *, _jt_gate: Callable[[_P145, _Union75_2], None] = _jt_gate_103) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P146, y: _Union77_2, /, *, _jt_gate: Callable[[_P146, _Union77_2], None] = _jt_gate_104) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union78_1, y: _P148, /, *, _jt_gate: Callable[[_Union78_1, _P148], None] = _jt_gate_105) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union79_1, y: _JustFloat, /, *, _jt_gate: Callable[[_Union79_1], None] = _jt_gate_106) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P150, y: _P17, /, *, _jt_gate: Callable[[_P150, _P17], None] = _jt_gate_107) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P151, y: _Union1_2, /, *, _jt_gate: Callable[[_P151, _Union1_2], None] = _jt_gate_108) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P152, y: _Union1_2, /, *, _jt_gate: Callable[[_P152, _Union1_2], None] = _jt_gate_109) -> Array[inexact]: ...
    @overload
    def __call__(self, x: Array[_Union80] | _AnyArray, y: _P153, /, *, _jt_gate: Callable[[_P153], None] = _jt_gate_110) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P154, y: _P14, /, *, _jt_gate: Callable[[_P154, _P14], None] = _jt_gate_111) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union82_1, y: _P20, /, *, _jt_gate: Callable[[_Union82_1, _P20], None] = _jt_gate_112) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union83_1, y: _P157, /, *, _jt_gate: Callable[[_Union83_1, _P157], None] = _jt_gate_113) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union84_1, y: _JustComplex, /, *, _jt_gate: Callable[[_Union84_1], None] = _jt_gate_114) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P159, y: _P20, /, *, _jt_gate: Callable[[_P159, _P20], None] = _jt_gate_115) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: builtins.bool | _JustInt, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union86_1, y: _P163, /, *, _jt_gate: Callable[[_Union86_1, _P163], None] = _jt_gate_117) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: Array[_Union87] | _AnyArray, y: _Union88_2, /, *, _jt_gate: Callable[[_Union88_2], None] = _jt_gate_118) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union89, y: _P165, /, *, _jt_gate: Callable[[_P165], None] = _jt_gate_119) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union90, y: _P166, /, *, _jt_gate: Callable[[_P166], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P167, /, *, _jt_gate: Callable[[_P167], None] = _jt_gate_121) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union91_1, y: _P169, /, *, _jt_gate: Callable[[_Union91_1, _P169], None] = _jt_gate_122) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union93_1, y: _P161, /, *, _jt_gate: Callable[[_Union93_1, _P161], None] = _jt_gate_123) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union94_1, y: _P160, /, *, _jt_gate: Callable[[_Union94_1, _P160], None] = _jt_gate_124) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union95_1, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_Union95_1], None] = _jt_gate_125) -> Array[_Top]: ...
class _Fn_add(_Overloads_add): ...
add: _Fn_add
class _Fn_multiply(_Overloads_add): ...
multiply: _Fn_multiply
class _Fn_maximum(_Overloads_add): ...
maximum: _Fn_maximum
class _Fn_minimum(_Overloads_add): ...
minimum: _Fn_minimum
@overload
def subtract(x: _SubtractWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
@overload
def subtract(x: _P173, y: _Union0_1, /, *, _jt_gate: Callable[[_P173, _Union0_1], None] = _jt_gate_0) -> Array[_Mode_uint64_uint32]: ...
@overload
def subtract(x: _P175, y: _Union0_1, /, *, _jt_gate: Callable[[_P175, _Union0_1], None] = _jt_gate_1) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _P176, y: _Union1_1, /, *, _jt_gate: Callable[[_P176, _Union1_1], None] = _jt_gate_2) -> Array[_Mode_float64_float32]: ...
@overload
def subtract(x: _Union2_0, y: _P0, /, *, _jt_gate: Callable[[_Union2_0, _P0], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
@overload
def subtract(x: _Union3_0, y: _P2, /, *, _jt_gate: Callable[[_Union3_0, _P2], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _Union4_0, y: _P3, /, *, _jt_gate: Callable[[_Union4_0, _P3], None] = _jt_gate_5) -> Array[_Mode_float64_float32]: ...
@overload
def subtract(x: Array[_Keeps1], y: builtins.bool, /) -> Array[_Keeps1]: ...
@overload
def subtract(x: _P181, y: _Union1_1, /, *, _jt_gate: Callable[[_P181, _Union1_1], None] = _jt_gate_6) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: builtins.bool, y: Array[_Keeps1], /) -> Array[_Keeps1]: ...
@overload
def subtract(x: _Union5_0, y: _P11, /, *, _jt_gate: Callable[[_Union5_0, _P11], None] = _jt_gate_7) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: Array[_Keeps1], y: _P183, /, *, _jt_gate: Callable[[_P183], None] = _jt_gate_8) -> Array[_Keeps1]: ...
@overload
def subtract(x: _P184, y: _P183, /, *, _jt_gate: Callable[[_P184, _P183], None] = _jt_gate_9) -> Array[builtins.int]: ...
@overload
def subtract(x: _JustInt, y: Array[_Keeps1], /) -> Array[_Keeps1]: ...
@overload
def subtract(x: _JustInt, y: _P185, /, *, _jt_gate: Callable[[_P185], None] = _jt_gate_10) -> Array[builtins.int]: ...
@overload
def subtract(x: Array[_Keeps2], y: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_11) -> Array[_Keeps2]: ...
@overload
def subtract(x: _P187, y: _P186, /, *, _jt_gate: Callable[[_P187, _P186], None] = _jt_gate_12) -> Array[builtins.float]: ...
@overload
def subtract(x: _JustFloat, y: Array[_Keeps2], /) -> Array[_Keeps2]: ...
@overload
def subtract(x: _JustFloat, y: _Union7_1, /, *, _jt_gate: Callable[[_Union7_1], None] = _jt_gate_13) -> Array[builtins.float]: ...
@overload
def subtract(x: _P187, y: _P150, /, *, _jt_gate: Callable[[_P187, _P150], None] = _jt_gate_14) -> Array[builtins.complex]: ...
@overload
def subtract(x: _P189, y: _P150, /, *, _jt_gate: Callable[[_P189, _P150], None] = _jt_gate_15) -> Array[complex64]: ...
@overload
def subtract(x: _P190, y: _P150, /, *, _jt_gate: Callable[[_P190, _P150], None] = _jt_gate_16) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _JustComplex, y: _Union7_1, /, *, _jt_gate: Callable[[_Union7_1], None] = _jt_gate_13) -> Array[builtins.complex]: ...
@overload
def subtract(x: _Union8_0, y: _P21, /, *, _jt_gate: Callable[[_Union8_0, _P21], None] = _jt_gate_17) -> Array[complex64]: ...
@overload
def subtract(x: _JustComplex, y: _P22, /, *, _jt_gate: Callable[[_P22], None] = _jt_gate_18) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _P192, y: _P76, /, *, _jt_gate: Callable[[_P192, _P76], None] = _jt_gate_126) -> Array[builtins.int]: ...
@overload
def subtract(x: _P193, y: _P76, /, *, _jt_gate: Callable[[_P193, _P76], None] = _jt_gate_127) -> Array[uint2]: ...
@overload
def subtract(x: _P194, y: _P76, /, *, _jt_gate: Callable[[_P194, _P76], None] = _jt_gate_128) -> Array[uint4]: ...
@overload
def subtract(x: _Union96_0, y: _Union14_1, /, *, _jt_gate: Callable[[_Union96_0, _Union14_1], None] = _jt_gate_129) -> Array[uint8]: ...
@overload
def subtract(x: _Union13_0, y: _P125, /, *, _jt_gate: Callable[[_Union13_0, _P125], None] = _jt_gate_130) -> Array[uint8]: ...
@overload
def subtract(x: _P197, y: _P76, /, *, _jt_gate: Callable[[_P197, _P76], None] = _jt_gate_131) -> Array[int2]: ...
@overload
def subtract(x: _P198, y: _P76, /, *, _jt_gate: Callable[[_P198, _P76], None] = _jt_gate_132) -> Array[int4]: ...
@overload
def subtract(x: _Union97_0, y: _Union18_1, /, *, _jt_gate: Callable[[_Union97_0, _Union18_1], None] = _jt_gate_133) -> Array[int8]: ...
@overload
def subtract(x: _Union17_0, y: _P132, /, *, _jt_gate: Callable[[_Union17_0, _P132], None] = _jt_gate_134) -> Array[int8]: ...
@overload
def subtract(x: _Union98_0, y: _Union20_1, /, *, _jt_gate: Callable[[_Union98_0, _Union20_1], None] = _jt_gate_135) -> Array[uint16]: ...
@overload
def subtract(x: _Union19_0, y: _Union99_1, /, *, _jt_gate: Callable[[_Union19_0, _Union99_1], None] = _jt_gate_136) -> Array[uint16]: ...
@overload
def subtract(x: _Union100_0, y: _Union22_1, /, *, _jt_gate: Callable[[_Union100_0, _Union22_1], None] = _jt_gate_137) -> Array[uint32]: ...
@overload
def subtract(x: _Union21_0, y: _Union101_1, /, *, _jt_gate: Callable[[_Union21_0, _Union101_1], None] = _jt_gate_138) -> Array[uint32]: ...
@overload
def subtract(x: _Union102_0, y: _Union24_1, /, *, _jt_gate: Callable[[_Union102_0, _Union24_1], None] = _jt_gate_139) -> Array[int16]: ...
@overload
def subtract(x: _Union23_0, y: _Union103_1, /, *, _jt_gate: Callable[[_Union23_0, _Union103_1], None] = _jt_gate_140) -> Array[int16]: ...
@overload
def subtract(x: _Union104_0, y: _Union26_1, /, *, _jt_gate: Callable[[_Union104_0, _Union26_1], None] = _jt_gate_141) -> Array[_Mode_uint64_uint32]: ...
@overload
def subtract(x: _Union25_0, y: _Union105_1, /, *, _jt_gate: Callable[[_Union25_0, _Union105_1], None] = _jt_gate_142) -> Array[_Mode_uint64_uint32]: ...
@overload
def subtract(x: _Union106_0, y: _Union28_1, /, *, _jt_gate: Callable[[_Union106_0, _Union28_1], None] = _jt_gate_143) -> Array[int32]: ...
@overload
def subtract(x: _Union27_0, y: _Union107_1, /, *, _jt_gate: Callable[[_Union27_0, _Union107_1], None] = _jt_gate_144) -> Array[int32]: ...
@overload
def subtract(x: _Union108_0, y: _Union30_1, /, *, _jt_gate: Callable[[_Union108_0, _Union30_1], None] = _jt_gate_145) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _Union29_0, y: _Union109_1, /, *, _jt_gate: Callable[[_Union29_0, _Union109_1], None] = _jt_gate_146) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _Union31_0, y: _Union32_1, /, *, _jt_gate: Callable[[_Union31_0, _Union32_1], None] = _jt_gate_33) -> Array[_Mode_float_int32]: ...
@overload
def subtract(x: _Union33_0, y: _P119, /, *, _jt_gate: Callable[[_Union33_0, _P119], None] = _jt_gate_34) -> Array[_Mode_float_int32]: ...
@overload
def subtract(x: _Union110_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union110_0, _Union35_1], None] = _jt_gate_147) -> Array[builtins.float]: ...
@overload
def subtract(x: _Union34_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union34_0, _Union111_1], None] = _jt_gate_148) -> Array[builtins.float]: ...
@overload
def subtract(x: _Union112_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union112_0, _Union35_1], None] = _jt_gate_149) -> Array[float4_e2m1fn]: ...
@overload
def subtract(x: _Union36_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union36_0, _Union111_1], None] = _jt_gate_150) -> Array[float4_e2m1fn]: ...
@overload
def subtract(x: _Union113_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union113_0, _Union35_1], None] = _jt_gate_151) -> Array[float8_e3m4]: ...
@overload
def subtract(x: _Union37_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union37_0, _Union111_1], None] = _jt_gate_152) -> Array[float8_e3m4]: ...
@overload
def subtract(x: _Union114_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union114_0, _Union35_1], None] = _jt_gate_153) -> Array[float8_e4m3]: ...
@overload
def subtract(x: _Union38_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union38_0, _Union111_1], None] = _jt_gate_154) -> Array[float8_e4m3]: ...
@overload
def subtract(x: _Union115_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union115_0, _Union35_1], None] = _jt_gate_155) -> Array[float8_e4m3b11fnuz]: ...
@overload
def subtract(x: _Union39_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union39_0, _Union111_1], None] = _jt_gate_156) -> Array[float8_e4m3b11fnuz]: ...
@overload
def subtract(x: _Union116_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union116_0, _Union35_1], None] = _jt_gate_157) -> Array[float8_e4m3fn]: ...
@overload
def subtract(x: _Union40_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union40_0, _Union111_1], None] = _jt_gate_158) -> Array[float8_e4m3fn]: ...
@overload
def subtract(x: _Union117_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union117_0, _Union35_1], None] = _jt_gate_159) -> Array[float8_e4m3fnuz]: ...
@overload
def subtract(x: _Union41_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union41_0, _Union111_1], None] = _jt_gate_160) -> Array[float8_e4m3fnuz]: ...
@overload
def subtract(x: _Union118_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union118_0, _Union35_1], None] = _jt_gate_161) -> Array[float8_e5m2]: ...
@overload
def subtract(x: _Union42_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union42_0, _Union111_1], None] = _jt_gate_162) -> Array[float8_e5m2]: ...
@overload
def subtract(x: _Union119_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union119_0, _Union35_1], None] = _jt_gate_163) -> Array[float8_e5m2fnuz]: ...
@overload
def subtract(x: _Union43_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union43_0, _Union111_1], None] = _jt_gate_164) -> Array[float8_e5m2fnuz]: ...
@overload
def subtract(x: _Union120_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union120_0, _Union35_1], None] = _jt_gate_165) -> Array[float8_e8m0fnu]: ...
@overload
def subtract(x: _Union44_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union44_0, _Union111_1], None] = _jt_gate_166) -> Array[float8_e8m0fnu]: ...
@overload
def subtract(x: _Union121_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union121_0, _Union35_1], None] = _jt_gate_167) -> Array[bfloat16]: ...
@overload
def subtract(x: _Union45_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union45_0, _Union111_1], None] = _jt_gate_168) -> Array[bfloat16]: ...
@overload
def subtract(x: _Union122_0, y: _Union47_1, /, *, _jt_gate: Callable[[_Union122_0, _Union47_1], None] = _jt_gate_169) -> Array[float16]: ...
@overload
def subtract(x: _Union46_0, y: _Union123_1, /, *, _jt_gate: Callable[[_Union46_0, _Union123_1], None] = _jt_gate_170) -> Array[float16]: ...
@overload
def subtract(x: _Union124_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union124_0, _Union35_1], None] = _jt_gate_171) -> Array[builtins.complex]: ...
@overload
def subtract(x: _Union48_0, y: _Union111_1, /, *, _jt_gate: Callable[[_Union48_0, _Union111_1], None] = _jt_gate_172) -> Array[builtins.complex]: ...
@overload
def subtract(x: _Union125_0, y: _Union50_1, /, *, _jt_gate: Callable[[_Union125_0, _Union50_1], None] = _jt_gate_173) -> Array[float32]: ...
@overload
def subtract(x: _Union49_0, y: _Union126_1, /, *, _jt_gate: Callable[[_Union49_0, _Union126_1], None] = _jt_gate_174) -> Array[float32]: ...
@overload
def subtract(x: _Union127_0, y: _Union52_1, /, *, _jt_gate: Callable[[_Union127_0, _Union52_1], None] = _jt_gate_175) -> Array[_Mode_float64_float32]: ...
@overload
def subtract(x: _Union51_0, y: _Union128_1, /, *, _jt_gate: Callable[[_Union51_0, _Union128_1], None] = _jt_gate_176) -> Array[_Mode_float64_float32]: ...
@overload
def subtract(x: _Union129_0, y: _Union54_1, /, *, _jt_gate: Callable[[_Union129_0, _Union54_1], None] = _jt_gate_177) -> Array[complex64]: ...
@overload
def subtract(x: _Union53_0, y: _Union130_1, /, *, _jt_gate: Callable[[_Union53_0, _Union130_1], None] = _jt_gate_178) -> Array[complex64]: ...
@overload
def subtract(x: _Union131_0, y: _Union56_1, /, *, _jt_gate: Callable[[_Union131_0, _Union56_1], None] = _jt_gate_179) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _Union55_0, y: _Union132_1, /, *, _jt_gate: Callable[[_Union55_0, _Union132_1], None] = _jt_gate_180) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _P266, y: _P267, /, *, _jt_gate: Callable[[_P266, _P267], None] = _jt_gate_53) -> Array[uint2]: ...
@overload
def subtract(x: _P266, y: _P268, /, *, _jt_gate: Callable[[_P266, _P268], None] = _jt_gate_54) -> Array[uint4]: ...
@overload
def subtract(x: _Union14_0, y: _P270, /, *, _jt_gate: Callable[[_Union14_0, _P270], None] = _jt_gate_55) -> Array[uint8]: ...
@overload
def subtract(x: _Union20_0, y: _P272, /, *, _jt_gate: Callable[[_Union20_0, _P272], None] = _jt_gate_56) -> Array[uint16]: ...
@overload
def subtract(x: _Union22_0, y: _P274, /, *, _jt_gate: Callable[[_Union22_0, _P274], None] = _jt_gate_57) -> Array[uint32]: ...
@overload
def subtract(x: _P266, y: _P275, /, *, _jt_gate: Callable[[_P266, _P275], None] = _jt_gate_58) -> Array[int2]: ...
@overload
def subtract(x: _P266, y: _P276, /, *, _jt_gate: Callable[[_P266, _P276], None] = _jt_gate_59) -> Array[int4]: ...
@overload
def subtract(x: _Union18_0, y: _P278, /, *, _jt_gate: Callable[[_Union18_0, _P278], None] = _jt_gate_60) -> Array[int8]: ...
@overload
def subtract(x: _Union24_0, y: _P280, /, *, _jt_gate: Callable[[_Union24_0, _P280], None] = _jt_gate_61) -> Array[int16]: ...
@overload
def subtract(x: _Union57_0, y: _P278, /, *, _jt_gate: Callable[[_Union57_0, _P278], None] = _jt_gate_62) -> Array[int16]: ...
@overload
def subtract(x: _Union58_0, y: _P270, /, *, _jt_gate: Callable[[_Union58_0, _P270], None] = _jt_gate_63) -> Array[int16]: ...
@overload
def subtract(x: _Union28_0, y: _P284, /, *, _jt_gate: Callable[[_Union28_0, _P284], None] = _jt_gate_64) -> Array[int32]: ...
@overload
def subtract(x: _Union59_0, y: _P286, /, *, _jt_gate: Callable[[_Union59_0, _P286], None] = _jt_gate_65) -> Array[int32]: ...
@overload
def subtract(x: _Union60_0, y: _P272, /, *, _jt_gate: Callable[[_Union60_0, _P272], None] = _jt_gate_66) -> Array[int32]: ...
@overload
def subtract(x: _Union61_0, y: _P289, /, *, _jt_gate: Callable[[_Union61_0, _P289], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _Union32_0, y: _P274, /, *, _jt_gate: Callable[[_Union32_0, _P274], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _Union35_0, y: _P292, /, *, _jt_gate: Callable[[_Union35_0, _P292], None] = _jt_gate_69) -> Array[float4_e2m1fn]: ...
@overload
def subtract(x: _Union35_0, y: _P293, /, *, _jt_gate: Callable[[_Union35_0, _P293], None] = _jt_gate_70) -> Array[float8_e3m4]: ...
@overload
def subtract(x: _Union35_0, y: _P294, /, *, _jt_gate: Callable[[_Union35_0, _P294], None] = _jt_gate_71) -> Array[float8_e4m3]: ...
@overload
def subtract(x: _Union35_0, y: _P295, /, *, _jt_gate: Callable[[_Union35_0, _P295], None] = _jt_gate_72) -> Array[float8_e4m3b11fnuz]: ...
@overload
def subtract(x: _Union35_0, y: _P296, /, *, _jt_gate: Callable[[_Union35_0, _P296], None] = _jt_gate_73) -> Array[float8_e4m3fn]: ...
@overload
def subtract(x: _Union35_0, y: _P297, /, *, _jt_gate: Callable[[_Union35_0, _P297], None] = _jt_gate_74) -> Array[float8_e4m3fnuz]: ...
@overload
def subtract(x: _Union35_0, y: _P298, /, *, _jt_gate: Callable[[_Union35_0, _P298], None] = _jt_gate_75) -> Array[float8_e5m2]: ...
@overload
def subtract(x: _Union35_0, y: _P299, /, *, _jt_gate: Callable[[_Union35_0, _P299], None] = _jt_gate_76) -> Array[float8_e5m2fnuz]: ...
@overload
def subtract(x: _Union35_0, y: _P300, /, *, _jt_gate: Callable[[_Union35_0, _P300], None] = _jt_gate_77) -> Array[float8_e8m0fnu]: ...
@overload
def subtract(x: _Union35_0, y: _P301, /, *, _jt_gate: Callable[[_Union35_0, _P301], None] = _jt_gate_78) -> Array[bfloat16]: ...
@overload
def subtract(x: _Union47_0, y: _P303, /, *, _jt_gate: Callable[[_Union47_0, _P303], None] = _jt_gate_79) -> Array[float16]: ...
@overload
def subtract(x: _Union50_0, y: _P305, /, *, _jt_gate: Callable[[_Union50_0, _P305], None] = _jt_gate_80) -> Array[float32]: ...
@overload
def subtract(x: _Union63_0, y: _P301, /, *, _jt_gate: Callable[[_Union63_0, _P301], None] = _jt_gate_81) -> Array[float32]: ...
@overload
def subtract(x: _Union64_0, y: _P3, /, *, _jt_gate: Callable[[_Union64_0, _P3], None] = _jt_gate_82) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _P308, y: _P309, /, *, _jt_gate: Callable[[_P308, _P309], None] = _jt_gate_83) -> Array[_Mode_float_int32]: ...
@overload
def subtract(x: _Union32_0, y: _P0, /, *, _jt_gate: Callable[[_Union32_0, _P0], None] = _jt_gate_84) -> Array[_Mode_float_int32]: ...
@overload
def subtract(x: _Union66_0, y: _P311, /, *, _jt_gate: Callable[[_Union66_0, _P311], None] = _jt_gate_85) -> Array[complex64]: ...
@overload
def subtract(x: Array[_Union68] | _AnyArray, y: _Union56_1, /, *, _jt_gate: Callable[[_Union56_1], None] = _jt_gate_86) -> Array[_Top]: ...
@overload
def subtract(x: _P312, y: builtins.bool, /, *, _jt_gate: Callable[[_P312], None] = _jt_gate_181) -> Array[number]: ...
@overload
def subtract(x: _P313, y: _Union70_1, /, *, _jt_gate: Callable[[_P313, _Union70_1], None] = _jt_gate_89) -> Array[uint8]: ...
@overload
def subtract(x: _P315, y: _Union71_1, /, *, _jt_gate: Callable[[_P315, _Union71_1], None] = _jt_gate_90) -> Array[uint16]: ...
@overload
def subtract(x: _P317, y: _Union72_1, /, *, _jt_gate: Callable[[_P317, _Union72_1], None] = _jt_gate_91) -> Array[uint32]: ...
@overload
def subtract(x: _P308, y: _Union73_1, /, *, _jt_gate: Callable[[_P308, _Union73_1], None] = _jt_gate_92) -> Array[_Mode_uint64_uint32]: ...
@overload
def subtract(x: _P320, y: _Union70_1, /, *, _jt_gate: Callable[[_P320, _Union70_1], None] = _jt_gate_93) -> Array[int8]: ...
@overload
def subtract(x: _P321, y: _Union70_1, /, *, _jt_gate: Callable[[_P321, _Union70_1], None] = _jt_gate_94) -> Array[int16]: ...
@overload
def subtract(x: _P322, y: _Union71_1, /, *, _jt_gate: Callable[[_P322, _Union71_1], None] = _jt_gate_95) -> Array[int32]: ...
@overload
def subtract(x: _P323, y: _Union72_1, /, *, _jt_gate: Callable[[_P323, _Union72_1], None] = _jt_gate_96) -> Array[_Mode_int64_int32]: ...
@overload
def subtract(x: _P266, y: _P324, /, *, _jt_gate: Callable[[_P266, _P324], None] = _jt_gate_97) -> Array[builtins.int]: ...
@overload
def subtract(x: _Union74_0, y: _JustInt, /, *, _jt_gate: Callable[[_Union74_0], None] = _jt_gate_98) -> Array[builtins.int]: ...
@overload
def subtract(x: _P326, y: _P183, /, *, _jt_gate: Callable[[_P326, _P183], None] = _jt_gate_182) -> Array[number]: ...
@overload
def subtract(x: _P327, y: _Union75_1, /, *, _jt_gate: Callable[[_P327, _Union75_1], None] = _jt_gate_100) -> Array[float16]: ...
@overload
def subtract(x: _P329, y: _Union76_1, /, *, _jt_gate: Callable[[_P329, _Union76_1], None] = _jt_gate_101) -> Array[float32]: ...
@overload
def subtract(x: _P331, y: _Union77_1, /, *, _jt_gate: Callable[[_P331, _Union77_1], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def subtract(x: _P333, y: _Union75_1, /, *, _jt_gate: Callable[[_P333, _Union75_1], None] = _jt_gate_103) -> Array[complex64]: ...
@overload
def subtract(x: _P334, y: _Union77_1, /, *, _jt_gate: Callable[[_P334, _Union77_1], None] = _jt_gate_104) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _Union78_0, y: _P336, /, *, _jt_gate: Callable[[_Union78_0, _P336], None] = _jt_gate_105) -> Array[builtins.float]: ...
@overload
def subtract(x: _Union79_0, y: _JustFloat, /, *, _jt_gate: Callable[[_Union79_0], None] = _jt_gate_106) -> Array[builtins.float]: ...
@overload
def subtract(x: _P338, y: _P186, /, *, _jt_gate: Callable[[_P338, _P186], None] = _jt_gate_107) -> Array[builtins.complex]: ...
@overload
def subtract(x: _P339, y: _Union1_1, /, *, _jt_gate: Callable[[_P339, _Union1_1], None] = _jt_gate_108) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def subtract(x: _P340, y: _Union1_1, /, *, _jt_gate: Callable[[_P340, _Union1_1], None] = _jt_gate_109) -> Array[inexact]: ...
@overload
def subtract(x: Array[_Union80] | _AnyArray, y: _P341, /, *, _jt_gate: Callable[[_P341], None] = _jt_gate_110) -> Array[_Top]: ...
@overload
def subtract(x: _P342, y: _P183, /, *, _jt_gate: Callable[[_P342, _P183], None] = _jt_gate_111) -> Array[_Top]: ...
@overload
def subtract(x: _Union82_0, y: _P150, /, *, _jt_gate: Callable[[_Union82_0, _P150], None] = _jt_gate_112) -> Array[complex64]: ...
@overload
def subtract(x: _Union83_0, y: _P345, /, *, _jt_gate: Callable[[_Union83_0, _P345], None] = _jt_gate_113) -> Array[_Mode_complex128_complex64]: ...
@overload
def subtract(x: _Union84_0, y: _JustComplex, /, *, _jt_gate: Callable[[_Union84_0], None] = _jt_gate_114) -> Array[builtins.complex]: ...
@overload
def subtract(x: _P347, y: _P150, /, *, _jt_gate: Callable[[_P347, _P150], None] = _jt_gate_115) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def subtract(x: builtins.bool, y: _P124, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[number]: ...
@overload
def subtract(x: builtins.bool | _JustInt, y: _P138, /, *, _jt_gate: Callable[[_P138], None] = _jt_gate_116) -> Array[number]: ...
@overload
def subtract(x: _Union86_0, y: _P349, /, *, _jt_gate: Callable[[_Union86_0, _P349], None] = _jt_gate_117) -> Array[builtins.complex]: ...
@overload
def subtract(x: Array[_Union87] | _AnyArray, y: _Union88_1, /, *, _jt_gate: Callable[[_Union88_1], None] = _jt_gate_118) -> Array[_Top]: ...
@overload
def subtract(x: _Union89, y: _P351, /, *, _jt_gate: Callable[[_P351], None] = _jt_gate_119) -> Array[inexact]: ...
@overload
def subtract(x: _Union90, y: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def subtract(x: _JustComplex, y: _P352, /, *, _jt_gate: Callable[[_P352], None] = _jt_gate_121) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def subtract(x: _Union91_0, y: _P354, /, *, _jt_gate: Callable[[_Union91_0, _P354], None] = _jt_gate_122) -> Array[_Top]: ...
@overload
def subtract(x: _Union93_0, y: _P138, /, *, _jt_gate: Callable[[_Union93_0, _P138], None] = _jt_gate_123) -> Array[_Top]: ...
@overload
def subtract(x: _Union94_0, y: _P124, /, *, _jt_gate: Callable[[_Union94_0, _P124], None] = _jt_gate_124) -> Array[_Top]: ...
@overload
def subtract(x: _Union95_0, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_Union95_0], None] = _jt_gate_125) -> Array[_Top]: ...
class _Overloads_divide:
    """Type-check only: the overloads of divide, true_divide, arctan2, atan2 (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _TrueDivideWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P358, y: builtins.bool, /, *, _jt_gate: Callable[[_P358], None] = _jt_gate_183) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P359, /, *, _jt_gate: Callable[[_P359], None] = _jt_gate_183) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps2], y: builtins.bool, /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _Union134_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union134_1], None] = _jt_gate_184) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P11, y: _Union1_2, /, *, _jt_gate: Callable[[_P11, _Union1_2], None] = _jt_gate_6) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: builtins.bool, y: Array[_Keeps2], /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P361, /, *, _jt_gate: Callable[[_P361], None] = _jt_gate_185) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union5_1, y: _P13, /, *, _jt_gate: Callable[[_Union5_1, _P13], None] = _jt_gate_7) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P358, y: _P14, /, *, _jt_gate: Callable[[_P358, _P14], None] = _jt_gate_186) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P359, /, *, _jt_gate: Callable[[_P359], None] = _jt_gate_183) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps2], y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _Union136_1, y: _P14, /, *, _jt_gate: Callable[[_Union136_1, _P14], None] = _jt_gate_187) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union137_1, y: _P14, /, *, _jt_gate: Callable[[_Union137_1, _P14], None] = _jt_gate_188) -> Array[float32]: ...
    @overload
    def __call__(self, x: _JustInt, y: Array[_Keeps2], /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P77, /, *, _jt_gate: Callable[[_P77], None] = _jt_gate_189) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P364, /, *, _jt_gate: Callable[[_P364], None] = _jt_gate_190) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P3, y: _P17, /, *, _jt_gate: Callable[[_P3, _P17], None] = _jt_gate_191) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union139_1, y: _P10, /, *, _jt_gate: Callable[[_Union139_1, _P10], None] = _jt_gate_192) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps2], y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _P18, y: _P17, /, *, _jt_gate: Callable[[_P18, _P17], None] = _jt_gate_12) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _JustFloat, y: Array[_Keeps2], /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _JustFloat, y: _P366, /, *, _jt_gate: Callable[[_P366], None] = _jt_gate_193) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P18, y: _P20, /, *, _jt_gate: Callable[[_P18, _P20], None] = _jt_gate_14) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P21, y: _P20, /, *, _jt_gate: Callable[[_P21, _P20], None] = _jt_gate_15) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P22, y: _P20, /, *, _jt_gate: Callable[[_P22, _P20], None] = _jt_gate_16) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P366, /, *, _jt_gate: Callable[[_P366], None] = _jt_gate_193) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union8_1, y: _P24, /, *, _jt_gate: Callable[[_Union8_1, _P24], None] = _jt_gate_17) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P25, /, *, _jt_gate: Callable[[_P25], None] = _jt_gate_18) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union141_1, y: _P27, /, *, _jt_gate: Callable[[_Union141_1, _P27], None] = _jt_gate_194) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _Union32_2, /, *, _jt_gate: Callable[[_Union31_1, _Union32_2], None] = _jt_gate_33) -> Array[_Mode_float_float32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _P52, /, *, _jt_gate: Callable[[_Union33_1, _P52], None] = _jt_gate_34) -> Array[_Mode_float_float32]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union34_1, _Union35_2], None] = _jt_gate_35) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union36_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union36_1, _Union35_2], None] = _jt_gate_36) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union37_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union37_1, _Union35_2], None] = _jt_gate_37) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union38_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union38_1, _Union35_2], None] = _jt_gate_38) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union39_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union39_1, _Union35_2], None] = _jt_gate_39) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union40_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union40_1, _Union35_2], None] = _jt_gate_40) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union41_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union41_1, _Union35_2], None] = _jt_gate_41) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union42_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union42_1, _Union35_2], None] = _jt_gate_42) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union43_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union43_1, _Union35_2], None] = _jt_gate_43) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union44_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union44_1, _Union35_2], None] = _jt_gate_44) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union45_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union45_1, _Union35_2], None] = _jt_gate_45) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union46_1, y: _Union47_2, /, *, _jt_gate: Callable[[_Union46_1, _Union47_2], None] = _jt_gate_46) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union48_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union48_1, _Union35_2], None] = _jt_gate_47) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union49_1, y: _Union50_2, /, *, _jt_gate: Callable[[_Union49_1, _Union50_2], None] = _jt_gate_48) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union51_1, y: _Union52_2, /, *, _jt_gate: Callable[[_Union51_1, _Union52_2], None] = _jt_gate_49) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union53_1, y: _Union54_2, /, *, _jt_gate: Callable[[_Union53_1, _Union54_2], None] = _jt_gate_50) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union55_1, y: _Union56_2, /, *, _jt_gate: Callable[[_Union55_1, _Union56_2], None] = _jt_gate_51) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P103, /, *, _jt_gate: Callable[[_Union35_1, _P103], None] = _jt_gate_69) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P104, /, *, _jt_gate: Callable[[_Union35_1, _P104], None] = _jt_gate_70) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P105, /, *, _jt_gate: Callable[[_Union35_1, _P105], None] = _jt_gate_71) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P106, /, *, _jt_gate: Callable[[_Union35_1, _P106], None] = _jt_gate_72) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P107, /, *, _jt_gate: Callable[[_Union35_1, _P107], None] = _jt_gate_73) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P108, /, *, _jt_gate: Callable[[_Union35_1, _P108], None] = _jt_gate_74) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P109, /, *, _jt_gate: Callable[[_Union35_1, _P109], None] = _jt_gate_75) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P110, /, *, _jt_gate: Callable[[_Union35_1, _P110], None] = _jt_gate_76) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P111, /, *, _jt_gate: Callable[[_Union35_1, _P111], None] = _jt_gate_77) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P112, /, *, _jt_gate: Callable[[_Union35_1, _P112], None] = _jt_gate_78) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union47_1, y: _P114, /, *, _jt_gate: Callable[[_Union47_1, _P114], None] = _jt_gate_79) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union142_1, y: _P369, /, *, _jt_gate: Callable[[_Union142_1, _P369], None] = _jt_gate_195) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P76, y: _P370, /, *, _jt_gate: Callable[[_P76, _P370], None] = _jt_gate_196) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union145_1, y: _P85, /, *, _jt_gate: Callable[[_Union145_1, _P85], None] = _jt_gate_197) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union146_1, y: _P100, /, *, _jt_gate: Callable[[_Union146_1, _P100], None] = _jt_gate_198) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union50_1, y: _P116, /, *, _jt_gate: Callable[[_Union50_1, _P116], None] = _jt_gate_80) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union63_1, y: _P112, /, *, _jt_gate: Callable[[_Union63_1, _P112], None] = _jt_gate_81) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union147_1, y: _P6, /, *, _jt_gate: Callable[[_Union147_1, _P6], None] = _jt_gate_199) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union148_1, y: _P8, /, *, _jt_gate: Callable[[_Union148_1, _P8], None] = _jt_gate_200) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union149_1, y: _P100, /, *, _jt_gate: Callable[[_Union149_1, _P100], None] = _jt_gate_201) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union150_1, y: _P85, /, *, _jt_gate: Callable[[_Union150_1, _P85], None] = _jt_gate_202) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union64_1, y: _P10, /, *, _jt_gate: Callable[[_Union64_1, _P10], None] = _jt_gate_82) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P119, y: _P120, /, *, _jt_gate: Callable[[_P119, _P120], None] = _jt_gate_83) -> Array[_Mode_float_float32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P6, /, *, _jt_gate: Callable[[_Union32_1, _P6], None] = _jt_gate_84) -> Array[_Mode_float_float32]: ...
    @overload
    def __call__(self, x: _Union66_1, y: _P122, /, *, _jt_gate: Callable[[_Union66_1, _P122], None] = _jt_gate_85) -> Array[complex64]: ...
    @overload
    def __call__(self, x: Array[_Union68] | _AnyArray, y: _Union56_2, /, *, _jt_gate: Callable[[_Union56_2], None] = _jt_gate_86) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union151_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union151_1], None] = _jt_gate_203) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P378, y: builtins.bool, /, *, _jt_gate: Callable[[_P378], None] = _jt_gate_204) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union153_1, y: _Union72_2, /, *, _jt_gate: Callable[[_Union153_1, _Union72_2], None] = _jt_gate_205) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P380, y: _Union0_2, /, *, _jt_gate: Callable[[_P380, _Union0_2], None] = _jt_gate_206) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P381, y: _P14, /, *, _jt_gate: Callable[[_P381, _P14], None] = _jt_gate_207) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P139, y: _Union75_2, /, *, _jt_gate: Callable[[_P139, _Union75_2], None] = _jt_gate_100) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P141, y: _P382, /, *, _jt_gate: Callable[[_P141, _P382], None] = _jt_gate_208) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P143, y: _P383, /, *, _jt_gate: Callable[[_P143, _P383], None] = _jt_gate_209) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P145, y: _Union75_2, /, *, _jt_gate: Callable[[_P145, _Union75_2], None] = _jt_gate_103) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P146, y: _Union77_2, /, *, _jt_gate: Callable[[_P146, _Union77_2], None] = _jt_gate_104) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union79_1, y: _P17, /, *, _jt_gate: Callable[[_Union79_1, _P17], None] = _jt_gate_210) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P150, y: _Union1_2, /, *, _jt_gate: Callable[[_P150, _Union1_2], None] = _jt_gate_211) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P151, y: _Union1_2, /, *, _jt_gate: Callable[[_P151, _Union1_2], None] = _jt_gate_108) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: Array[_Union80] | _AnyArray, y: _P153, /, *, _jt_gate: Callable[[_P153], None] = _jt_gate_110) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P154, y: _P14, /, *, _jt_gate: Callable[[_P154, _P14], None] = _jt_gate_111) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P152, y: _P17, /, *, _jt_gate: Callable[[_P152, _P17], None] = _jt_gate_212) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union82_1, y: _P20, /, *, _jt_gate: Callable[[_Union82_1, _P20], None] = _jt_gate_112) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union83_1, y: _P157, /, *, _jt_gate: Callable[[_Union83_1, _P157], None] = _jt_gate_113) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union84_1, y: _P20, /, *, _jt_gate: Callable[[_Union84_1, _P20], None] = _jt_gate_213) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P159, y: _P20, /, *, _jt_gate: Callable[[_P159, _P20], None] = _jt_gate_115) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: Array[_Union87] | _AnyArray, y: _Union88_2, /, *, _jt_gate: Callable[[_Union88_2], None] = _jt_gate_118) -> Array[_Top]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[inexact]: ...
    @overload
    def __call__(self, x: builtins.bool | _JustInt, y: _P384, /, *, _jt_gate: Callable[[_P384], None] = _jt_gate_214) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: builtins.bool | _JustInt, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union89, y: _P165, /, *, _jt_gate: Callable[[_P165], None] = _jt_gate_119) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _Union90, y: _P166, /, *, _jt_gate: Callable[[_P166], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P167, /, *, _jt_gate: Callable[[_P167], None] = _jt_gate_121) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union91_1, y: _P169, /, *, _jt_gate: Callable[[_Union91_1, _P169], None] = _jt_gate_122) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union93_1, y: _P161, /, *, _jt_gate: Callable[[_Union93_1, _P161], None] = _jt_gate_123) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union94_1, y: _P160, /, *, _jt_gate: Callable[[_Union94_1, _P160], None] = _jt_gate_124) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union95_1, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_Union95_1], None] = _jt_gate_125) -> Array[_Top]: ...
class _Fn_divide(_Overloads_divide): ...
divide: _Fn_divide
class _Fn_true_divide(_Overloads_divide): ...
true_divide: _Fn_true_divide
class _Fn_arctan2(_Overloads_divide): ...
arctan2: _Fn_arctan2
@overload
def nextafter(x: _NextafterWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
@overload
def nextafter(x: _P385, y: builtins.bool, /, *, _jt_gate: Callable[[_P385], None] = _jt_gate_183) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: builtins.bool, y: _P358, /, *, _jt_gate: Callable[[_P358], None] = _jt_gate_183) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: Array[_Keeps4], y: builtins.bool, /) -> Array[_Keeps4]: ...
@overload
def nextafter(x: _Union134_0, y: builtins.bool, /, *, _jt_gate: Callable[[_Union134_0], None] = _jt_gate_184) -> Array[float32]: ...
@overload
def nextafter(x: builtins.bool, y: Array[_Keeps4], /) -> Array[_Keeps4]: ...
@overload
def nextafter(x: builtins.bool, y: _P387, /, *, _jt_gate: Callable[[_P387], None] = _jt_gate_185) -> Array[float32]: ...
@overload
def nextafter(x: _P385, y: _P183, /, *, _jt_gate: Callable[[_P385, _P183], None] = _jt_gate_186) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _JustInt, y: _P358, /, *, _jt_gate: Callable[[_P358], None] = _jt_gate_183) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: Array[_Keeps4], y: _P183, /, *, _jt_gate: Callable[[_P183], None] = _jt_gate_8) -> Array[_Keeps4]: ...
@overload
def nextafter(x: _Union136_0, y: _P183, /, *, _jt_gate: Callable[[_Union136_0, _P183], None] = _jt_gate_187) -> Array[builtins.float]: ...
@overload
def nextafter(x: _Union137_0, y: _P183, /, *, _jt_gate: Callable[[_Union137_0, _P183], None] = _jt_gate_188) -> Array[float32]: ...
@overload
def nextafter(x: _JustInt, y: Array[_Keeps4], /) -> Array[_Keeps4]: ...
@overload
def nextafter(x: _JustInt, y: _P15, /, *, _jt_gate: Callable[[_P15], None] = _jt_gate_189) -> Array[builtins.float]: ...
@overload
def nextafter(x: _JustInt, y: _P390, /, *, _jt_gate: Callable[[_P390], None] = _jt_gate_190) -> Array[float32]: ...
@overload
def nextafter(x: _P176, y: _P186, /, *, _jt_gate: Callable[[_P176, _P186], None] = _jt_gate_191) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union139_0, y: _P3, /, *, _jt_gate: Callable[[_Union139_0, _P3], None] = _jt_gate_192) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: Array[_Keeps4], y: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_11) -> Array[_Keeps4]: ...
@overload
def nextafter(x: _P187, y: _P186, /, *, _jt_gate: Callable[[_P187, _P186], None] = _jt_gate_12) -> Array[builtins.float]: ...
@overload
def nextafter(x: _JustFloat, y: Array[_Keeps4], /) -> Array[_Keeps4]: ...
@overload
def nextafter(x: _JustFloat, y: _P392, /, *, _jt_gate: Callable[[_P392], None] = _jt_gate_193) -> Array[builtins.float]: ...
@overload
def nextafter(x: _Union9_0, y: _P76, /, *, _jt_gate: Callable[[_Union9_0, _P76], None] = _jt_gate_19) -> Array[float32]: ...
@overload
def nextafter(x: _Union10_0, y: _P76, /, *, _jt_gate: Callable[[_Union10_0, _P76], None] = _jt_gate_20) -> Array[builtins.float]: ...
@overload
def nextafter(x: _Union141_0, y: _P76, /, *, _jt_gate: Callable[[_Union141_0, _P76], None] = _jt_gate_194) -> Array[float32]: ...
@overload
def nextafter(x: _Union13_0, y: _Union14_1, /, *, _jt_gate: Callable[[_Union13_0, _Union14_1], None] = _jt_gate_23) -> Array[float32]: ...
@overload
def nextafter(x: _Union17_0, y: _Union18_1, /, *, _jt_gate: Callable[[_Union17_0, _Union18_1], None] = _jt_gate_26) -> Array[float32]: ...
@overload
def nextafter(x: _Union19_0, y: _Union20_1, /, *, _jt_gate: Callable[[_Union19_0, _Union20_1], None] = _jt_gate_27) -> Array[float32]: ...
@overload
def nextafter(x: _Union21_0, y: _Union22_1, /, *, _jt_gate: Callable[[_Union21_0, _Union22_1], None] = _jt_gate_28) -> Array[float32]: ...
@overload
def nextafter(x: _Union23_0, y: _Union24_1, /, *, _jt_gate: Callable[[_Union23_0, _Union24_1], None] = _jt_gate_29) -> Array[float32]: ...
@overload
def nextafter(x: _Union25_0, y: _Union26_1, /, *, _jt_gate: Callable[[_Union25_0, _Union26_1], None] = _jt_gate_30) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union27_0, y: _Union28_1, /, *, _jt_gate: Callable[[_Union27_0, _Union28_1], None] = _jt_gate_31) -> Array[float32]: ...
@overload
def nextafter(x: _Union29_0, y: _Union30_1, /, *, _jt_gate: Callable[[_Union29_0, _Union30_1], None] = _jt_gate_32) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union31_0, y: _Union32_1, /, *, _jt_gate: Callable[[_Union31_0, _Union32_1], None] = _jt_gate_33) -> Array[_Mode_float_float32]: ...
@overload
def nextafter(x: _Union33_0, y: _P119, /, *, _jt_gate: Callable[[_Union33_0, _P119], None] = _jt_gate_34) -> Array[_Mode_float_float32]: ...
@overload
def nextafter(x: _Union34_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union34_0, _Union35_1], None] = _jt_gate_35) -> Array[builtins.float]: ...
@overload
def nextafter(x: _Union36_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union36_0, _Union35_1], None] = _jt_gate_36) -> Array[float4_e2m1fn]: ...
@overload
def nextafter(x: _Union37_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union37_0, _Union35_1], None] = _jt_gate_37) -> Array[float8_e3m4]: ...
@overload
def nextafter(x: _Union38_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union38_0, _Union35_1], None] = _jt_gate_38) -> Array[float8_e4m3]: ...
@overload
def nextafter(x: _Union39_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union39_0, _Union35_1], None] = _jt_gate_39) -> Array[float8_e4m3b11fnuz]: ...
@overload
def nextafter(x: _Union40_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union40_0, _Union35_1], None] = _jt_gate_40) -> Array[float8_e4m3fn]: ...
@overload
def nextafter(x: _Union41_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union41_0, _Union35_1], None] = _jt_gate_41) -> Array[float8_e4m3fnuz]: ...
@overload
def nextafter(x: _Union42_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union42_0, _Union35_1], None] = _jt_gate_42) -> Array[float8_e5m2]: ...
@overload
def nextafter(x: _Union43_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union43_0, _Union35_1], None] = _jt_gate_43) -> Array[float8_e5m2fnuz]: ...
@overload
def nextafter(x: _Union44_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union44_0, _Union35_1], None] = _jt_gate_44) -> Array[float8_e8m0fnu]: ...
@overload
def nextafter(x: _Union45_0, y: _Union35_1, /, *, _jt_gate: Callable[[_Union45_0, _Union35_1], None] = _jt_gate_45) -> Array[bfloat16]: ...
@overload
def nextafter(x: _Union46_0, y: _Union47_1, /, *, _jt_gate: Callable[[_Union46_0, _Union47_1], None] = _jt_gate_46) -> Array[float16]: ...
@overload
def nextafter(x: _Union49_0, y: _Union50_1, /, *, _jt_gate: Callable[[_Union49_0, _Union50_1], None] = _jt_gate_48) -> Array[float32]: ...
@overload
def nextafter(x: _Union51_0, y: _Union52_1, /, *, _jt_gate: Callable[[_Union51_0, _Union52_1], None] = _jt_gate_49) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union35_0, y: _P292, /, *, _jt_gate: Callable[[_Union35_0, _P292], None] = _jt_gate_69) -> Array[float4_e2m1fn]: ...
@overload
def nextafter(x: _Union35_0, y: _P293, /, *, _jt_gate: Callable[[_Union35_0, _P293], None] = _jt_gate_70) -> Array[float8_e3m4]: ...
@overload
def nextafter(x: _Union35_0, y: _P294, /, *, _jt_gate: Callable[[_Union35_0, _P294], None] = _jt_gate_71) -> Array[float8_e4m3]: ...
@overload
def nextafter(x: _Union35_0, y: _P295, /, *, _jt_gate: Callable[[_Union35_0, _P295], None] = _jt_gate_72) -> Array[float8_e4m3b11fnuz]: ...
@overload
def nextafter(x: _Union35_0, y: _P296, /, *, _jt_gate: Callable[[_Union35_0, _P296], None] = _jt_gate_73) -> Array[float8_e4m3fn]: ...
@overload
def nextafter(x: _Union35_0, y: _P297, /, *, _jt_gate: Callable[[_Union35_0, _P297], None] = _jt_gate_74) -> Array[float8_e4m3fnuz]: ...
@overload
def nextafter(x: _Union35_0, y: _P298, /, *, _jt_gate: Callable[[_Union35_0, _P298], None] = _jt_gate_75) -> Array[float8_e5m2]: ...
@overload
def nextafter(x: _Union35_0, y: _P299, /, *, _jt_gate: Callable[[_Union35_0, _P299], None] = _jt_gate_76) -> Array[float8_e5m2fnuz]: ...
@overload
def nextafter(x: _Union35_0, y: _P300, /, *, _jt_gate: Callable[[_Union35_0, _P300], None] = _jt_gate_77) -> Array[float8_e8m0fnu]: ...
@overload
def nextafter(x: _Union35_0, y: _P301, /, *, _jt_gate: Callable[[_Union35_0, _P301], None] = _jt_gate_78) -> Array[bfloat16]: ...
@overload
def nextafter(x: _Union47_0, y: _P303, /, *, _jt_gate: Callable[[_Union47_0, _P303], None] = _jt_gate_79) -> Array[float16]: ...
@overload
def nextafter(x: _Union142_0, y: _P397, /, *, _jt_gate: Callable[[_Union142_0, _P397], None] = _jt_gate_195) -> Array[float32]: ...
@overload
def nextafter(x: _P266, y: _P398, /, *, _jt_gate: Callable[[_P266, _P398], None] = _jt_gate_196) -> Array[float32]: ...
@overload
def nextafter(x: _Union145_0, y: _P274, /, *, _jt_gate: Callable[[_Union145_0, _P274], None] = _jt_gate_197) -> Array[float32]: ...
@overload
def nextafter(x: _Union146_0, y: _P289, /, *, _jt_gate: Callable[[_Union146_0, _P289], None] = _jt_gate_198) -> Array[float32]: ...
@overload
def nextafter(x: _Union50_0, y: _P305, /, *, _jt_gate: Callable[[_Union50_0, _P305], None] = _jt_gate_80) -> Array[float32]: ...
@overload
def nextafter(x: _Union63_0, y: _P301, /, *, _jt_gate: Callable[[_Union63_0, _P301], None] = _jt_gate_81) -> Array[float32]: ...
@overload
def nextafter(x: _Union147_0, y: _P0, /, *, _jt_gate: Callable[[_Union147_0, _P0], None] = _jt_gate_199) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union148_0, y: _P2, /, *, _jt_gate: Callable[[_Union148_0, _P2], None] = _jt_gate_200) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union149_0, y: _P289, /, *, _jt_gate: Callable[[_Union149_0, _P289], None] = _jt_gate_201) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union150_0, y: _P274, /, *, _jt_gate: Callable[[_Union150_0, _P274], None] = _jt_gate_202) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _P308, y: _P309, /, *, _jt_gate: Callable[[_P308, _P309], None] = _jt_gate_83) -> Array[_Mode_float_float32]: ...
@overload
def nextafter(x: _Union32_0, y: _P0, /, *, _jt_gate: Callable[[_Union32_0, _P0], None] = _jt_gate_84) -> Array[_Mode_float_float32]: ...
@overload
def nextafter(x: Array[_Union156] | _AnyArray, y: _Union52_1, /, *, _jt_gate: Callable[[_Union52_1], None] = _jt_gate_215) -> Array[_Top]: ...
@overload
def nextafter(x: _Union151_0, y: builtins.bool, /, *, _jt_gate: Callable[[_Union151_0], None] = _jt_gate_203) -> Array[builtins.float]: ...
@overload
def nextafter(x: _P406, y: builtins.bool, /, *, _jt_gate: Callable[[_P406], None] = _jt_gate_204) -> Array[floating]: ...
@overload
def nextafter(x: _Union153_0, y: _Union72_1, /, *, _jt_gate: Callable[[_Union153_0, _Union72_1], None] = _jt_gate_205) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _P408, y: _P183, /, *, _jt_gate: Callable[[_P408, _P183], None] = _jt_gate_207) -> Array[floating]: ...
@overload
def nextafter(x: _P409, y: _Union0_1, /, *, _jt_gate: Callable[[_P409, _Union0_1], None] = _jt_gate_206) -> Array[_Mode_floating_float32]: ...
@overload
def nextafter(x: Array[_Union80] | _AnyArray, y: _P410, /, *, _jt_gate: Callable[[_P410], None] = _jt_gate_216) -> Array[_Top]: ...
@overload
def nextafter(x: Array[_Union158] | _AnyArray, y: _P183, /, *, _jt_gate: Callable[[_P183], None] = _jt_gate_8) -> Array[_Top]: ...
@overload
def nextafter(x: _P327, y: _Union75_1, /, *, _jt_gate: Callable[[_P327, _Union75_1], None] = _jt_gate_100) -> Array[float16]: ...
@overload
def nextafter(x: _P329, y: _P411, /, *, _jt_gate: Callable[[_P329, _P411], None] = _jt_gate_208) -> Array[float32]: ...
@overload
def nextafter(x: _P331, y: _P412, /, *, _jt_gate: Callable[[_P331, _P412], None] = _jt_gate_209) -> Array[_Mode_float64_float32]: ...
@overload
def nextafter(x: _Union79_0, y: _P186, /, *, _jt_gate: Callable[[_Union79_0, _P186], None] = _jt_gate_210) -> Array[builtins.float]: ...
@overload
def nextafter(x: _P413, y: _P186, /, *, _jt_gate: Callable[[_P413, _P186], None] = _jt_gate_217) -> Array[floating]: ...
@overload
def nextafter(x: Array[_Union87] | _AnyArray, y: _P186, /, *, _jt_gate: Callable[[_P186], None] = _jt_gate_11) -> Array[_Top]: ...
@overload
def nextafter(x: builtins.bool, y: _P124, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[floating]: ...
@overload
def nextafter(x: builtins.bool | _JustInt, y: _P138, /, *, _jt_gate: Callable[[_P138], None] = _jt_gate_116) -> Array[floating]: ...
@overload
def nextafter(x: builtins.bool | _JustInt, y: _P380, /, *, _jt_gate: Callable[[_P380], None] = _jt_gate_214) -> Array[_Mode_floating_float32]: ...
@overload
def nextafter(x: _Union89, y: _P351, /, *, _jt_gate: Callable[[_P351], None] = _jt_gate_119) -> Array[floating]: ...
@overload
def nextafter(x: _Union159, y: _P414, /, *, _jt_gate: Callable[[_P414], None] = _jt_gate_218) -> Array[_Top]: ...
@overload
def nextafter(x: _Union161, y: _P138, /, *, _jt_gate: Callable[[_P138], None] = _jt_gate_116) -> Array[_Top]: ...
@overload
def nextafter(x: _Union162, y: _P124, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[_Top]: ...
@overload
def nextafter(x: _Union163, y: Array[_Union80] | _AnyArray, /) -> Array[_Top]: ...
class _Overloads_floor_divide:
    """Type-check only: the overloads of floor_divide, remainder, mod, fmod (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _FloorDivideWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P0, y: _Union0_2, /, *, _jt_gate: Callable[[_P0, _Union0_2], None] = _jt_gate_0) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P2, y: _Union0_2, /, *, _jt_gate: Callable[[_P2, _Union0_2], None] = _jt_gate_1) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P3, y: _Union1_2, /, *, _jt_gate: Callable[[_P3, _Union1_2], None] = _jt_gate_2) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _P6, /, *, _jt_gate: Callable[[_Union2_1, _P6], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _P8, /, *, _jt_gate: Callable[[_Union3_1, _P8], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _P10, /, *, _jt_gate: Callable[[_Union4_1, _P10], None] = _jt_gate_5) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps3], y: builtins.bool, /) -> Array[_Keeps3]: ...
    @overload
    def __call__(self, x: _Union164_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union164_1], None] = _jt_gate_219) -> Array[int32]: ...
    @overload
    def __call__(self, x: builtins.bool, y: Array[_Keeps3], /) -> Array[_Keeps3]: ...
    @overload
    def __call__(self, x: _Union165_1, y: _P77, /, *, _jt_gate: Callable[[_Union165_1, _P77], None] = _jt_gate_220) -> Array[int32]: ...
    @overload
    def __call__(self, x: Array[_Keeps3], y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Keeps3]: ...
    @overload
    def __call__(self, x: _P15, y: _P14, /, *, _jt_gate: Callable[[_P15, _P14], None] = _jt_gate_9) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustInt, y: Array[_Keeps3], /) -> Array[_Keeps3]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P16, /, *, _jt_gate: Callable[[_P16], None] = _jt_gate_10) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: Array[_Keeps4], y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[_Keeps4]: ...
    @overload
    def __call__(self, x: _P18, y: _P17, /, *, _jt_gate: Callable[[_P18, _P17], None] = _jt_gate_12) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _JustFloat, y: Array[_Keeps4], /) -> Array[_Keeps4]: ...
    @overload
    def __call__(self, x: _JustFloat, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_2], None] = _jt_gate_13) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _P27, /, *, _jt_gate: Callable[[_Union11_1, _P27], None] = _jt_gate_21) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _P27, /, *, _jt_gate: Callable[[_Union12_1, _P27], None] = _jt_gate_22) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _P27, /, *, _jt_gate: Callable[[_Union15_1, _P27], None] = _jt_gate_24) -> Array[int2]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _P27, /, *, _jt_gate: Callable[[_Union16_1, _P27], None] = _jt_gate_25) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _Union32_2, /, *, _jt_gate: Callable[[_Union31_1, _Union32_2], None] = _jt_gate_33) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _P52, /, *, _jt_gate: Callable[[_Union33_1, _P52], None] = _jt_gate_34) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union34_1, _Union35_2], None] = _jt_gate_35) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union36_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union36_1, _Union35_2], None] = _jt_gate_36) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union37_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union37_1, _Union35_2], None] = _jt_gate_37) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union38_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union38_1, _Union35_2], None] = _jt_gate_38) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union39_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union39_1, _Union35_2], None] = _jt_gate_39) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union40_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union40_1, _Union35_2], None] = _jt_gate_40) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union41_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union41_1, _Union35_2], None] = _jt_gate_41) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union42_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union42_1, _Union35_2], None] = _jt_gate_42) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union43_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union43_1, _Union35_2], None] = _jt_gate_43) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union44_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union44_1, _Union35_2], None] = _jt_gate_44) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union45_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union45_1, _Union35_2], None] = _jt_gate_45) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union46_1, y: _Union47_2, /, *, _jt_gate: Callable[[_Union46_1, _Union47_2], None] = _jt_gate_46) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union49_1, y: _Union50_2, /, *, _jt_gate: Callable[[_Union49_1, _Union50_2], None] = _jt_gate_48) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union51_1, y: _Union52_2, /, *, _jt_gate: Callable[[_Union51_1, _Union52_2], None] = _jt_gate_49) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P76, y: _P78, /, *, _jt_gate: Callable[[_P76, _P78], None] = _jt_gate_53) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P76, y: _P79, /, *, _jt_gate: Callable[[_P76, _P79], None] = _jt_gate_54) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _P81, /, *, _jt_gate: Callable[[_Union14_1, _P81], None] = _jt_gate_55) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_56) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P85, /, *, _jt_gate: Callable[[_Union22_1, _P85], None] = _jt_gate_57) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P76, y: _P86, /, *, _jt_gate: Callable[[_P76, _P86], None] = _jt_gate_58) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P76, y: _P87, /, *, _jt_gate: Callable[[_P76, _P87], None] = _jt_gate_59) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P89, /, *, _jt_gate: Callable[[_Union18_1, _P89], None] = _jt_gate_60) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P91, /, *, _jt_gate: Callable[[_Union24_1, _P91], None] = _jt_gate_61) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union57_1, y: _P89, /, *, _jt_gate: Callable[[_Union57_1, _P89], None] = _jt_gate_62) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union58_1, y: _P81, /, *, _jt_gate: Callable[[_Union58_1, _P81], None] = _jt_gate_63) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union28_1, y: _P95, /, *, _jt_gate: Callable[[_Union28_1, _P95], None] = _jt_gate_64) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union59_1, y: _P97, /, *, _jt_gate: Callable[[_Union59_1, _P97], None] = _jt_gate_65) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union60_1, y: _P83, /, *, _jt_gate: Callable[[_Union60_1, _P83], None] = _jt_gate_66) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union61_1, y: _P100, /, *, _jt_gate: Callable[[_Union61_1, _P100], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P85, /, *, _jt_gate: Callable[[_Union32_1, _P85], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P103, /, *, _jt_gate: Callable[[_Union35_1, _P103], None] = _jt_gate_69) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P104, /, *, _jt_gate: Callable[[_Union35_1, _P104], None] = _jt_gate_70) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P105, /, *, _jt_gate: Callable[[_Union35_1, _P105], None] = _jt_gate_71) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P106, /, *, _jt_gate: Callable[[_Union35_1, _P106], None] = _jt_gate_72) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P107, /, *, _jt_gate: Callable[[_Union35_1, _P107], None] = _jt_gate_73) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P108, /, *, _jt_gate: Callable[[_Union35_1, _P108], None] = _jt_gate_74) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P109, /, *, _jt_gate: Callable[[_Union35_1, _P109], None] = _jt_gate_75) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P110, /, *, _jt_gate: Callable[[_Union35_1, _P110], None] = _jt_gate_76) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P111, /, *, _jt_gate: Callable[[_Union35_1, _P111], None] = _jt_gate_77) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P112, /, *, _jt_gate: Callable[[_Union35_1, _P112], None] = _jt_gate_78) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union47_1, y: _P114, /, *, _jt_gate: Callable[[_Union47_1, _P114], None] = _jt_gate_79) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union50_1, y: _P116, /, *, _jt_gate: Callable[[_Union50_1, _P116], None] = _jt_gate_80) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union63_1, y: _P112, /, *, _jt_gate: Callable[[_Union63_1, _P112], None] = _jt_gate_81) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P119, y: _P120, /, *, _jt_gate: Callable[[_P119, _P120], None] = _jt_gate_83) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P6, /, *, _jt_gate: Callable[[_Union32_1, _P6], None] = _jt_gate_84) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: Array[_Union156] | _AnyArray, y: _Union52_2, /, *, _jt_gate: Callable[[_Union52_2], None] = _jt_gate_215) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P417, y: builtins.bool, /, *, _jt_gate: Callable[[_P417], None] = _jt_gate_181) -> Array[number]: ...
    @overload
    def __call__(self, x: _P125, y: _Union70_2, /, *, _jt_gate: Callable[[_P125, _Union70_2], None] = _jt_gate_89) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, y: _Union71_2, /, *, _jt_gate: Callable[[_P127, _Union71_2], None] = _jt_gate_90) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, y: _Union72_2, /, *, _jt_gate: Callable[[_P129, _Union72_2], None] = _jt_gate_91) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P119, y: _Union73_2, /, *, _jt_gate: Callable[[_P119, _Union73_2], None] = _jt_gate_92) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P132, y: _Union70_2, /, *, _jt_gate: Callable[[_P132, _Union70_2], None] = _jt_gate_93) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, y: _Union70_2, /, *, _jt_gate: Callable[[_P133, _Union70_2], None] = _jt_gate_94) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, y: _P418, /, *, _jt_gate: Callable[[_P134, _P418], None] = _jt_gate_221) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P135, y: _Union72_2, /, *, _jt_gate: Callable[[_P135, _Union72_2], None] = _jt_gate_96) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P76, y: _P136, /, *, _jt_gate: Callable[[_P76, _P136], None] = _jt_gate_97) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union74_1, y: _JustInt, /, *, _jt_gate: Callable[[_Union74_1], None] = _jt_gate_98) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P138, y: _P14, /, *, _jt_gate: Callable[[_P138, _P14], None] = _jt_gate_182) -> Array[number]: ...
    @overload
    def __call__(self, x: _P139, y: _Union75_2, /, *, _jt_gate: Callable[[_P139, _Union75_2], None] = _jt_gate_100) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P141, y: _Union76_2, /, *, _jt_gate: Callable[[_P141, _Union76_2], None] = _jt_gate_101) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P143, y: _Union77_2, /, *, _jt_gate: Callable[[_P143, _Union77_2], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union78_1, y: _P148, /, *, _jt_gate: Callable[[_Union78_1, _P148], None] = _jt_gate_105) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union79_1, y: _JustFloat, /, *, _jt_gate: Callable[[_Union79_1], None] = _jt_gate_106) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P351, y: _Union1_2, /, *, _jt_gate: Callable[[_P351, _Union1_2], None] = _jt_gate_222) -> Array[floating]: ...
    @overload
    def __call__(self, x: Array[_Union80] | _AnyArray, y: _P419, /, *, _jt_gate: Callable[[_P419], None] = _jt_gate_216) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union158] | _AnyArray, y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union87] | _AnyArray, y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[_Top]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[number]: ...
    @overload
    def __call__(self, x: builtins.bool | _JustInt, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[number]: ...
    @overload
    def __call__(self, x: _Union89, y: _P165, /, *, _jt_gate: Callable[[_P165], None] = _jt_gate_119) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union159, y: _P420, /, *, _jt_gate: Callable[[_P420], None] = _jt_gate_218) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union161, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union162, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union163, y: Array[_Union80] | _AnyArray, /) -> Array[_Top]: ...
class _Fn_floor_divide(_Overloads_floor_divide): ...
floor_divide: _Fn_floor_divide
class _Fn_remainder(_Overloads_floor_divide): ...
remainder: _Fn_remainder
class _Fn_mod(_Overloads_floor_divide): ...
mod: _Fn_mod
class _Fn_fmod(_Overloads_floor_divide): ...
fmod: _Fn_fmod
class _Overloads_power:
    """Type-check only: the overloads of power, pow (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union166_1, y: _P422, /, *, _jt_gate: Callable[[_Union166_1, _P422], None] = _jt_gate_223) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union167_1, y: _P424, /, *, _jt_gate: Callable[[_Union167_1, _P424], None] = _jt_gate_224) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union168_1, y: _P426, /, *, _jt_gate: Callable[[_Union168_1, _P426], None] = _jt_gate_225) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union169_1, y: _P428, /, *, _jt_gate: Callable[[_Union169_1, _P428], None] = _jt_gate_226) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _P429, /, *, _jt_gate: Callable[[_Union33_1, _P429], None] = _jt_gate_227) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union170_1, y: _P431, /, *, _jt_gate: Callable[[_Union170_1, _P431], None] = _jt_gate_228) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _P432, /, *, _jt_gate: Callable[[_Union33_1, _P432], None] = _jt_gate_229) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _P433, /, *, _jt_gate: Callable[[_Union31_1, _P433], None] = _jt_gate_230) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _P78, /, *, _jt_gate: Callable[[_Union11_1, _P78], None] = _jt_gate_231) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _P79, /, *, _jt_gate: Callable[[_Union12_1, _P79], None] = _jt_gate_232) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _P422, /, *, _jt_gate: Callable[[_Union13_1, _P422], None] = _jt_gate_233) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _P426, /, *, _jt_gate: Callable[[_Union19_1, _P426], None] = _jt_gate_234) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _P429, /, *, _jt_gate: Callable[[_Union21_1, _P429], None] = _jt_gate_235) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _P432, /, *, _jt_gate: Callable[[_Union25_1, _P432], None] = _jt_gate_236) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _P86, /, *, _jt_gate: Callable[[_Union15_1, _P86], None] = _jt_gate_237) -> Array[int2]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _P87, /, *, _jt_gate: Callable[[_Union16_1, _P87], None] = _jt_gate_238) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _P424, /, *, _jt_gate: Callable[[_Union17_1, _P424], None] = _jt_gate_239) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _P434, /, *, _jt_gate: Callable[[_Union23_1, _P434], None] = _jt_gate_240) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _P435, /, *, _jt_gate: Callable[[_Union27_1, _P435], None] = _jt_gate_241) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _P436, /, *, _jt_gate: Callable[[_Union29_1, _P436], None] = _jt_gate_242) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union173_1, y: _Union174_2, /, *, _jt_gate: Callable[[_Union173_1, _Union174_2], None] = _jt_gate_243) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P103, /, *, _jt_gate: Callable[[_Union34_1, _P103], None] = _jt_gate_244) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P104, /, *, _jt_gate: Callable[[_Union34_1, _P104], None] = _jt_gate_245) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P105, /, *, _jt_gate: Callable[[_Union34_1, _P105], None] = _jt_gate_246) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P106, /, *, _jt_gate: Callable[[_Union34_1, _P106], None] = _jt_gate_247) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P107, /, *, _jt_gate: Callable[[_Union34_1, _P107], None] = _jt_gate_248) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P108, /, *, _jt_gate: Callable[[_Union34_1, _P108], None] = _jt_gate_249) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P109, /, *, _jt_gate: Callable[[_Union34_1, _P109], None] = _jt_gate_250) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P110, /, *, _jt_gate: Callable[[_Union34_1, _P110], None] = _jt_gate_251) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P111, /, *, _jt_gate: Callable[[_Union34_1, _P111], None] = _jt_gate_252) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P112, /, *, _jt_gate: Callable[[_Union34_1, _P112], None] = _jt_gate_253) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union175_2, /, *, _jt_gate: Callable[[_Union34_1, _Union175_2], None] = _jt_gate_254) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union176_2, /, *, _jt_gate: Callable[[_Union34_1, _Union176_2], None] = _jt_gate_255) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union177_2, /, *, _jt_gate: Callable[[_Union34_1, _Union177_2], None] = _jt_gate_256) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union48_1, y: _Union178_2, /, *, _jt_gate: Callable[[_Union48_1, _Union178_2], None] = _jt_gate_257) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _P150, y: _Union179_2, /, *, _jt_gate: Callable[[_P150, _Union179_2], None] = _jt_gate_258) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union48_1, y: _Union180_2, /, *, _jt_gate: Callable[[_Union48_1, _Union180_2], None] = _jt_gate_259) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union181_1, y: _Union182_2, /, *, _jt_gate: Callable[[_Union181_1, _Union182_2], None] = _jt_gate_260) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union183_1, y: _Union184_2, /, *, _jt_gate: Callable[[_Union183_1, _Union184_2], None] = _jt_gate_261) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union185_1, y: _Union186_2, /, *, _jt_gate: Callable[[_Union185_1, _Union186_2], None] = _jt_gate_262) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _Union187_2, /, *, _jt_gate: Callable[[_Union31_1, _Union187_2], None] = _jt_gate_263) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union188_1, y: _Union182_2, /, *, _jt_gate: Callable[[_Union188_1, _Union182_2], None] = _jt_gate_264) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union189_1, y: _Union182_2, /, *, _jt_gate: Callable[[_Union189_1, _Union182_2], None] = _jt_gate_265) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union190_1, y: _P455, /, *, _jt_gate: Callable[[_Union190_1, _P455], None] = _jt_gate_266) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union191_1, y: _Union192_2, /, *, _jt_gate: Callable[[_Union191_1, _Union192_2], None] = _jt_gate_267) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union193_1, y: _Union194_2, /, *, _jt_gate: Callable[[_Union193_1, _Union194_2], None] = _jt_gate_268) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union195_1, y: _P136, /, *, _jt_gate: Callable[[_Union195_1, _P136], None] = _jt_gate_269) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P183, y: _Union196, /, *, _jt_gate: Callable[[_P183], None] = _jt_gate_8) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P186, y: _Union182_2, /, *, _jt_gate: Callable[[_P186, _Union182_2], None] = _jt_gate_270) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _P17, /, *, _jt_gate: Callable[[_Union34_1, _P17], None] = _jt_gate_271) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P150, y: _Union197_2, /, *, _jt_gate: Callable[[_P150, _Union197_2], None] = _jt_gate_272) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union48_1, y: _P20, /, *, _jt_gate: Callable[[_Union48_1, _P20], None] = _jt_gate_273) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P267, y: _Union198_2, /, *, _jt_gate: Callable[[_P267, _Union198_2], None] = _jt_gate_274) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P268, y: _Union198_2, /, *, _jt_gate: Callable[[_P268, _Union198_2], None] = _jt_gate_275) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _P0, y: _P463, /, *, _jt_gate: Callable[[_P0, _P463], None] = _jt_gate_276) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P275, y: _Union199_2, /, *, _jt_gate: Callable[[_P275, _Union199_2], None] = _jt_gate_277) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P276, y: _Union199_2, /, *, _jt_gate: Callable[[_P276, _Union199_2], None] = _jt_gate_278) -> Array[int4]: ...
    @overload
    def __call__(self, x: _P465, y: _P466, /, *, _jt_gate: Callable[[_P465, _P466], None] = _jt_gate_279) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P0, y: _P466, /, *, _jt_gate: Callable[[_P0, _P466], None] = _jt_gate_280) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _P467, y: _P466, /, *, _jt_gate: Callable[[_P467, _P466], None] = _jt_gate_281) -> Array[_Mode_signedinteger_int32]: ...
    @overload
    def __call__(self, x: _P274, y: _P463, /, *, _jt_gate: Callable[[_P274, _P463], None] = _jt_gate_282) -> Array[_Mode_unsignedinteger_uint32]: ...
    @overload
    def __call__(self, x: _Union35_1, y: _P468, /, *, _jt_gate: Callable[[_Union35_1, _P468], None] = _jt_gate_283) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P469, y: _P470, /, *, _jt_gate: Callable[[_P469, _P470], None] = _jt_gate_284) -> Array[_Mode_Top_int32]: ...
    @overload
    def __call__(self, x: _P286, y: _P470, /, *, _jt_gate: Callable[[_P286, _P470], None] = _jt_gate_285) -> Array[_Mode_Top_signedinteger]: ...
    @overload
    def __call__(self, x: _P0, y: _P471, /, *, _jt_gate: Callable[[_P0, _P471], None] = _jt_gate_286) -> Array[_Mode_Top_integer]: ...
    @overload
    def __call__(self, x: _P472, y: _P473, /, *, _jt_gate: Callable[[_P472, _P473], None] = _jt_gate_287) -> Array[_Mode_Top_number]: ...
    @overload
    def __call__(self, x: _Union202_1, y: _P466, /, *, _jt_gate: Callable[[_Union202_1, _P466], None] = _jt_gate_288) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _Union72_1, y: _P463, /, *, _jt_gate: Callable[[_Union72_1, _P463], None] = _jt_gate_289) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _Union73_1, y: _P471, /, *, _jt_gate: Callable[[_Union73_1, _P471], None] = _jt_gate_290) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union73_1, y: _P473, /, *, _jt_gate: Callable[[_Union73_1, _P473], None] = _jt_gate_291) -> Array[number]: ...
    @overload
    def __call__(self, x: _P186, y: _P475, /, *, _jt_gate: Callable[[_P186, _P475], None] = _jt_gate_292) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union75_1, y: _P476, /, *, _jt_gate: Callable[[_Union75_1, _P476], None] = _jt_gate_293) -> Array[floating]: ...
    @overload
    def __call__(self, x: _Union75_1, y: _P165, /, *, _jt_gate: Callable[[_Union75_1, _P165], None] = _jt_gate_294) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P186, y: _P161, /, *, _jt_gate: Callable[[_P186, _P161], None] = _jt_gate_295) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P150, y: _Union205_2, /, *, _jt_gate: Callable[[_P150, _Union205_2], None] = _jt_gate_296) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union206_1, y: _P166, /, *, _jt_gate: Callable[[_Union206_1, _P166], None] = _jt_gate_297) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P150, y: _P479, /, *, _jt_gate: Callable[[_P150, _P479], None] = _jt_gate_298) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _Union208_1, y: _P160, /, *, _jt_gate: Callable[[_Union208_1, _P160], None] = _jt_gate_299) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union209_1, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_Union209_1], None] = _jt_gate_300) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _PowerWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _P27, /, *, _jt_gate: Callable[[_Union11_1, _P27], None] = _jt_gate_21) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _P27, /, *, _jt_gate: Callable[[_Union12_1, _P27], None] = _jt_gate_22) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _P27, /, *, _jt_gate: Callable[[_Union15_1, _P27], None] = _jt_gate_24) -> Array[int2]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _P27, /, *, _jt_gate: Callable[[_Union16_1, _P27], None] = _jt_gate_25) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union34_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union34_1, _Union35_2], None] = _jt_gate_35) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union36_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union36_1, _Union35_2], None] = _jt_gate_36) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _Union37_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union37_1, _Union35_2], None] = _jt_gate_37) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _Union38_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union38_1, _Union35_2], None] = _jt_gate_38) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _Union39_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union39_1, _Union35_2], None] = _jt_gate_39) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _Union40_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union40_1, _Union35_2], None] = _jt_gate_40) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _Union41_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union41_1, _Union35_2], None] = _jt_gate_41) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _Union42_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union42_1, _Union35_2], None] = _jt_gate_42) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _Union43_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union43_1, _Union35_2], None] = _jt_gate_43) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _Union44_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union44_1, _Union35_2], None] = _jt_gate_44) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _Union45_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union45_1, _Union35_2], None] = _jt_gate_45) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union46_1, y: _Union47_2, /, *, _jt_gate: Callable[[_Union46_1, _Union47_2], None] = _jt_gate_46) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union48_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union48_1, _Union35_2], None] = _jt_gate_47) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _Union49_1, y: _Union50_2, /, *, _jt_gate: Callable[[_Union49_1, _Union50_2], None] = _jt_gate_48) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union51_1, y: _Union52_2, /, *, _jt_gate: Callable[[_Union51_1, _Union52_2], None] = _jt_gate_49) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union53_1, y: _Union54_2, /, *, _jt_gate: Callable[[_Union53_1, _Union54_2], None] = _jt_gate_50) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union55_1, y: _Union56_2, /, *, _jt_gate: Callable[[_Union55_1, _Union56_2], None] = _jt_gate_51) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P125, y: _P77, /, *, _jt_gate: Callable[[_P125, _P77], None] = _jt_gate_301) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, y: _P482, /, *, _jt_gate: Callable[[_P127, _P482], None] = _jt_gate_302) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, y: _P369, /, *, _jt_gate: Callable[[_P129, _P369], None] = _jt_gate_303) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P119, y: _P483, /, *, _jt_gate: Callable[[_P119, _P483], None] = _jt_gate_304) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P132, y: _P77, /, *, _jt_gate: Callable[[_P132, _P77], None] = _jt_gate_305) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union57_1, y: _P89, /, *, _jt_gate: Callable[[_Union57_1, _P89], None] = _jt_gate_62) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union58_1, y: _P81, /, *, _jt_gate: Callable[[_Union58_1, _P81], None] = _jt_gate_63) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P133, y: _P77, /, *, _jt_gate: Callable[[_P133, _P77], None] = _jt_gate_306) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union59_1, y: _P97, /, *, _jt_gate: Callable[[_Union59_1, _P97], None] = _jt_gate_65) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union60_1, y: _P83, /, *, _jt_gate: Callable[[_Union60_1, _P83], None] = _jt_gate_66) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P134, y: _P81, /, *, _jt_gate: Callable[[_P134, _P81], None] = _jt_gate_307) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union61_1, y: _P100, /, *, _jt_gate: Callable[[_Union61_1, _P100], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P85, /, *, _jt_gate: Callable[[_Union32_1, _P85], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P135, y: _P484, /, *, _jt_gate: Callable[[_P135, _P484], None] = _jt_gate_308) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P139, y: _P485, /, *, _jt_gate: Callable[[_P139, _P485], None] = _jt_gate_309) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union63_1, y: _P112, /, *, _jt_gate: Callable[[_Union63_1, _P112], None] = _jt_gate_81) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P141, y: _P486, /, *, _jt_gate: Callable[[_P141, _P486], None] = _jt_gate_310) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P143, y: _P487, /, *, _jt_gate: Callable[[_P143, _P487], None] = _jt_gate_311) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _P145, y: _P485, /, *, _jt_gate: Callable[[_P145, _P485], None] = _jt_gate_312) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union83_1, y: _P24, /, *, _jt_gate: Callable[[_Union83_1, _P24], None] = _jt_gate_313) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P146, y: _P487, /, *, _jt_gate: Callable[[_P146, _P487], None] = _jt_gate_314) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _P119, y: _P120, /, *, _jt_gate: Callable[[_P119, _P120], None] = _jt_gate_83) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P6, /, *, _jt_gate: Callable[[_Union32_1, _P6], None] = _jt_gate_84) -> Array[_Mode_float_int32]: ...
    @overload
    def __call__(self, x: _Union165_1, y: _P77, /, *, _jt_gate: Callable[[_Union165_1, _P77], None] = _jt_gate_220) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union213_1, y: _P81, /, *, _jt_gate: Callable[[_Union213_1, _P81], None] = _jt_gate_315) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union214_1, y: _P83, /, *, _jt_gate: Callable[[_Union214_1, _P83], None] = _jt_gate_316) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union215_1, y: _P85, /, *, _jt_gate: Callable[[_Union215_1, _P85], None] = _jt_gate_317) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _P6, /, *, _jt_gate: Callable[[_Union2_1, _P6], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union216_1, y: _P89, /, *, _jt_gate: Callable[[_Union216_1, _P89], None] = _jt_gate_318) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union217_1, y: _P91, /, *, _jt_gate: Callable[[_Union217_1, _P91], None] = _jt_gate_319) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union218_1, y: _P95, /, *, _jt_gate: Callable[[_Union218_1, _P95], None] = _jt_gate_320) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _P8, /, *, _jt_gate: Callable[[_Union3_1, _P8], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union219_1, y: _P77, /, *, _jt_gate: Callable[[_Union219_1, _P77], None] = _jt_gate_321) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union220_1, y: _P114, /, *, _jt_gate: Callable[[_Union220_1, _P114], None] = _jt_gate_322) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union221_1, y: _P116, /, *, _jt_gate: Callable[[_Union221_1, _P116], None] = _jt_gate_323) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union4_1, y: _P10, /, *, _jt_gate: Callable[[_Union4_1, _P10], None] = _jt_gate_5) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union222_1, y: _P498, /, *, _jt_gate: Callable[[_Union222_1, _P498], None] = _jt_gate_324) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _JustFloat, y: _P77, /, *, _jt_gate: Callable[[_P77], None] = _jt_gate_189) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _Union224_1, y: _P24, /, *, _jt_gate: Callable[[_Union224_1, _P24], None] = _jt_gate_325) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union66_1, y: _P122, /, *, _jt_gate: Callable[[_Union66_1, _P122], None] = _jt_gate_85) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union225_1, y: _P13, /, *, _jt_gate: Callable[[_Union225_1, _P13], None] = _jt_gate_326) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union226_1, y: _P10, /, *, _jt_gate: Callable[[_Union226_1, _P10], None] = _jt_gate_327) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union227_1, y: _P498, /, *, _jt_gate: Callable[[_Union227_1, _P498], None] = _jt_gate_328) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P77, /, *, _jt_gate: Callable[[_P77], None] = _jt_gate_189) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: Array[_Union68] | _AnyArray, y: _Union228_2, /, *, _jt_gate: Callable[[_Union228_2], None] = _jt_gate_329) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union195_1, y: _P136, /, *, _jt_gate: Callable[[_Union195_1, _P136], None] = _jt_gate_269) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P504, y: _Union229_2, /, *, _jt_gate: Callable[[_P504, _Union229_2], None] = _jt_gate_330) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P506, y: _Union229_2, /, *, _jt_gate: Callable[[_P506, _Union229_2], None] = _jt_gate_331) -> Array[unsignedinteger]: ...
    @overload
    def __call__(self, x: _P380, y: _Union229_2, /, *, _jt_gate: Callable[[_P380, _Union229_2], None] = _jt_gate_332) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P417, y: _Union229_2, /, *, _jt_gate: Callable[[_P417, _Union229_2], None] = _jt_gate_333) -> Array[number]: ...
    @overload
    def __call__(self, x: _P292, y: _Union1_2, /, *, _jt_gate: Callable[[_P292, _Union1_2], None] = _jt_gate_334) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, x: _P293, y: _Union1_2, /, *, _jt_gate: Callable[[_P293, _Union1_2], None] = _jt_gate_335) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, x: _P294, y: _Union1_2, /, *, _jt_gate: Callable[[_P294, _Union1_2], None] = _jt_gate_336) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, x: _P295, y: _Union1_2, /, *, _jt_gate: Callable[[_P295, _Union1_2], None] = _jt_gate_337) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, x: _P296, y: _Union1_2, /, *, _jt_gate: Callable[[_P296, _Union1_2], None] = _jt_gate_338) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, x: _P297, y: _Union1_2, /, *, _jt_gate: Callable[[_P297, _Union1_2], None] = _jt_gate_339) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, x: _P298, y: _Union1_2, /, *, _jt_gate: Callable[[_P298, _Union1_2], None] = _jt_gate_340) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, x: _P299, y: _Union1_2, /, *, _jt_gate: Callable[[_P299, _Union1_2], None] = _jt_gate_341) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, x: _P300, y: _Union1_2, /, *, _jt_gate: Callable[[_P300, _Union1_2], None] = _jt_gate_342) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, x: _P301, y: _Union1_2, /, *, _jt_gate: Callable[[_P301, _Union1_2], None] = _jt_gate_343) -> Array[bfloat16]: ...
    @overload
    def __call__(self, x: _Union175_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union175_1, _Union1_2], None] = _jt_gate_344) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union176_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union176_1, _Union1_2], None] = _jt_gate_345) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union177_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union177_1, _Union1_2], None] = _jt_gate_346) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _Union178_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union178_1, _Union1_2], None] = _jt_gate_347) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union180_1, y: _Union1_2, /, *, _jt_gate: Callable[[_Union180_1, _Union1_2], None] = _jt_gate_348) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union230_1, y: _P17, /, *, _jt_gate: Callable[[_Union230_1, _P17], None] = _jt_gate_349) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P513, y: _Union231_2, /, *, _jt_gate: Callable[[_P513, _Union231_2], None] = _jt_gate_350) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P151, y: _Union231_2, /, *, _jt_gate: Callable[[_P151, _Union231_2], None] = _jt_gate_351) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P152, y: _Union231_2, /, *, _jt_gate: Callable[[_P152, _Union231_2], None] = _jt_gate_352) -> Array[inexact]: ...
    @overload
    def __call__(self, x: Array[_Union80] | _AnyArray, y: _Union232_2, /, *, _jt_gate: Callable[[_Union232_2], None] = _jt_gate_353) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union233_1, y: _P20, /, *, _jt_gate: Callable[[_Union233_1, _P20], None] = _jt_gate_354) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union234_1, y: _P20, /, *, _jt_gate: Callable[[_Union234_1, _P20], None] = _jt_gate_355) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union235_1, y: _P20, /, *, _jt_gate: Callable[[_Union235_1, _P20], None] = _jt_gate_356) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P159, y: _P20, /, *, _jt_gate: Callable[[_P159, _P20], None] = _jt_gate_115) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: Array[_Union87] | _AnyArray, y: _Union88_2, /, *, _jt_gate: Callable[[_Union88_2], None] = _jt_gate_118) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _JustFloat, y: _P519, /, *, _jt_gate: Callable[[_P519], None] = _jt_gate_357) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: _JustComplex, y: _P519, /, *, _jt_gate: Callable[[_P519], None] = _jt_gate_357) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union91_1, y: _P520, /, *, _jt_gate: Callable[[_Union91_1, _P520], None] = _jt_gate_358) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union93_1, y: _P160, /, *, _jt_gate: Callable[[_Union93_1, _P160], None] = _jt_gate_359) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union95_1, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_Union95_1], None] = _jt_gate_125) -> Array[_Top]: ...
class _Fn_power(_Overloads_power): ...
power: _Fn_power
class _Fn_pow(_Overloads_power): ...
pow: _Fn_pow
class _Overloads_bitwise_and:
    """Type-check only: the overloads of bitwise_and, bitwise_or, bitwise_xor (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _BitwiseWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P0, y: _Union0_2, /, *, _jt_gate: Callable[[_P0, _Union0_2], None] = _jt_gate_0) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P2, y: _Union0_2, /, *, _jt_gate: Callable[[_P2, _Union0_2], None] = _jt_gate_1) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _P6, /, *, _jt_gate: Callable[[_Union2_1, _P6], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _P8, /, *, _jt_gate: Callable[[_Union3_1, _P8], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: Array[_Keeps6], y: builtins.bool, /) -> Array[_Keeps6]: ...
    @overload
    def __call__(self, x: builtins.bool, y: Array[_Keeps6], /) -> Array[_Keeps6]: ...
    @overload
    def __call__(self, x: Array[_Keeps7], y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Keeps7]: ...
    @overload
    def __call__(self, x: _P15, y: _P14, /, *, _jt_gate: Callable[[_P15, _P14], None] = _jt_gate_9) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustInt, y: Array[_Keeps7], /) -> Array[_Keeps7]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P16, /, *, _jt_gate: Callable[[_P16], None] = _jt_gate_10) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _P27, /, *, _jt_gate: Callable[[_Union11_1, _P27], None] = _jt_gate_21) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _P27, /, *, _jt_gate: Callable[[_Union12_1, _P27], None] = _jt_gate_22) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _P27, /, *, _jt_gate: Callable[[_Union15_1, _P27], None] = _jt_gate_24) -> Array[int2]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _P27, /, *, _jt_gate: Callable[[_Union16_1, _P27], None] = _jt_gate_25) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P76, y: _P77, /, *, _jt_gate: Callable[[_P76, _P77], None] = _jt_gate_52) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P76, y: _P78, /, *, _jt_gate: Callable[[_P76, _P78], None] = _jt_gate_53) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P76, y: _P79, /, *, _jt_gate: Callable[[_P76, _P79], None] = _jt_gate_54) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _P81, /, *, _jt_gate: Callable[[_Union14_1, _P81], None] = _jt_gate_55) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_56) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P85, /, *, _jt_gate: Callable[[_Union22_1, _P85], None] = _jt_gate_57) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P76, y: _P86, /, *, _jt_gate: Callable[[_P76, _P86], None] = _jt_gate_58) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P76, y: _P87, /, *, _jt_gate: Callable[[_P76, _P87], None] = _jt_gate_59) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P89, /, *, _jt_gate: Callable[[_Union18_1, _P89], None] = _jt_gate_60) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P91, /, *, _jt_gate: Callable[[_Union24_1, _P91], None] = _jt_gate_61) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union57_1, y: _P89, /, *, _jt_gate: Callable[[_Union57_1, _P89], None] = _jt_gate_62) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union58_1, y: _P81, /, *, _jt_gate: Callable[[_Union58_1, _P81], None] = _jt_gate_63) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union28_1, y: _P95, /, *, _jt_gate: Callable[[_Union28_1, _P95], None] = _jt_gate_64) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union59_1, y: _P97, /, *, _jt_gate: Callable[[_Union59_1, _P97], None] = _jt_gate_65) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union60_1, y: _P83, /, *, _jt_gate: Callable[[_Union60_1, _P83], None] = _jt_gate_66) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P119, y: _Only32_2, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_360) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _Only32_3, /, *, _jt_gate: Callable[[_Union32_1], None] = _jt_gate_361) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union61_1, y: _P100, /, *, _jt_gate: Callable[[_Union61_1, _P100], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P85, /, *, _jt_gate: Callable[[_Union32_1, _P85], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P521, y: _Only32_0, /, *, _jt_gate: Callable[[_P521], None] = _jt_gate_362) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union238] | _AnyArray, y: _Union30_2, /, *, _jt_gate: Callable[[_Union30_2], None] = _jt_gate_363) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union239] | _AnyArray, y: _P52, /, *, _jt_gate: Callable[[_P52], None] = _jt_gate_360) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union69_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _P124, y: builtins.bool, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P125, y: _Union70_2, /, *, _jt_gate: Callable[[_P125, _Union70_2], None] = _jt_gate_89) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, y: _Union71_2, /, *, _jt_gate: Callable[[_P127, _Union71_2], None] = _jt_gate_90) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, y: _Union72_2, /, *, _jt_gate: Callable[[_P129, _Union72_2], None] = _jt_gate_91) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P119, y: _Union73_2, /, *, _jt_gate: Callable[[_P119, _Union73_2], None] = _jt_gate_92) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P132, y: _Union70_2, /, *, _jt_gate: Callable[[_P132, _Union70_2], None] = _jt_gate_93) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, y: _Union70_2, /, *, _jt_gate: Callable[[_P133, _Union70_2], None] = _jt_gate_94) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, y: _Union71_2, /, *, _jt_gate: Callable[[_P134, _Union71_2], None] = _jt_gate_95) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P135, y: _Union72_2, /, *, _jt_gate: Callable[[_P135, _Union72_2], None] = _jt_gate_96) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P76, y: _P136, /, *, _jt_gate: Callable[[_P76, _P136], None] = _jt_gate_97) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union74_1, y: _JustInt, /, *, _jt_gate: Callable[[_Union74_1], None] = _jt_gate_98) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P138, y: _Union0_2, /, *, _jt_gate: Callable[[_P138, _Union0_2], None] = _jt_gate_99) -> Array[integer]: ...
    @overload
    def __call__(self, x: Array[_Union80] | _AnyArray, y: _P522, /, *, _jt_gate: Callable[[_P522], None] = _jt_gate_364) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union158] | _AnyArray, y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P119, y: _Only32_4, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_360) -> Array[_Top]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: builtins.bool | _JustInt, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union241, y: _P466, /, *, _jt_gate: Callable[[_P466], None] = _jt_gate_362) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union242, y: _P523, /, *, _jt_gate: Callable[[_P523], None] = _jt_gate_365) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union244, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union245, y: Array[_Union80] | _AnyArray, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _Only32_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _Only32_0, /, *, _jt_gate: Callable[[_Union33_1], None] = _jt_gate_367) -> Array[int32]: ...
class _Fn_bitwise_and(_Overloads_bitwise_and): ...
bitwise_and: _Fn_bitwise_and
class _Fn_bitwise_or(_Overloads_bitwise_and): ...
bitwise_or: _Fn_bitwise_or
class _Fn_bitwise_xor(_Overloads_bitwise_and): ...
bitwise_xor: _Fn_bitwise_xor
class _Overloads_left_shift:
    """Type-check only: the overloads of left_shift, right_shift, bitwise_left_shift, bitwise_right_shift (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _ShiftWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P0, y: _Union0_2, /, *, _jt_gate: Callable[[_P0, _Union0_2], None] = _jt_gate_0) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P2, y: _Union0_2, /, *, _jt_gate: Callable[[_P2, _Union0_2], None] = _jt_gate_1) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union2_1, y: _P6, /, *, _jt_gate: Callable[[_Union2_1, _P6], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union3_1, y: _P8, /, *, _jt_gate: Callable[[_Union3_1, _P8], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: Array[_Keeps7], y: builtins.bool, /) -> Array[_Keeps7]: ...
    @overload
    def __call__(self, x: _Union164_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union164_1], None] = _jt_gate_219) -> Array[int32]: ...
    @overload
    def __call__(self, x: builtins.bool, y: Array[_Keeps7], /) -> Array[_Keeps7]: ...
    @overload
    def __call__(self, x: _Union165_1, y: _P77, /, *, _jt_gate: Callable[[_Union165_1, _P77], None] = _jt_gate_220) -> Array[int32]: ...
    @overload
    def __call__(self, x: Array[_Keeps7], y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Keeps7]: ...
    @overload
    def __call__(self, x: _P15, y: _P14, /, *, _jt_gate: Callable[[_P15, _P14], None] = _jt_gate_9) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustInt, y: Array[_Keeps7], /) -> Array[_Keeps7]: ...
    @overload
    def __call__(self, x: _JustInt, y: _P16, /, *, _jt_gate: Callable[[_P16], None] = _jt_gate_10) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union11_1, y: _P27, /, *, _jt_gate: Callable[[_Union11_1, _P27], None] = _jt_gate_21) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _Union12_1, y: _P27, /, *, _jt_gate: Callable[[_Union12_1, _P27], None] = _jt_gate_22) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union15_1, y: _P27, /, *, _jt_gate: Callable[[_Union15_1, _P27], None] = _jt_gate_24) -> Array[int2]: ...
    @overload
    def __call__(self, x: _Union16_1, y: _P27, /, *, _jt_gate: Callable[[_Union16_1, _P27], None] = _jt_gate_25) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P76, y: _P78, /, *, _jt_gate: Callable[[_P76, _P78], None] = _jt_gate_53) -> Array[uint2]: ...
    @overload
    def __call__(self, x: _P76, y: _P79, /, *, _jt_gate: Callable[[_P76, _P79], None] = _jt_gate_54) -> Array[uint4]: ...
    @overload
    def __call__(self, x: _Union14_1, y: _P81, /, *, _jt_gate: Callable[[_Union14_1, _P81], None] = _jt_gate_55) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_56) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _Union22_1, y: _P85, /, *, _jt_gate: Callable[[_Union22_1, _P85], None] = _jt_gate_57) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P76, y: _P86, /, *, _jt_gate: Callable[[_P76, _P86], None] = _jt_gate_58) -> Array[int2]: ...
    @overload
    def __call__(self, x: _P76, y: _P87, /, *, _jt_gate: Callable[[_P76, _P87], None] = _jt_gate_59) -> Array[int4]: ...
    @overload
    def __call__(self, x: _Union18_1, y: _P89, /, *, _jt_gate: Callable[[_Union18_1, _P89], None] = _jt_gate_60) -> Array[int8]: ...
    @overload
    def __call__(self, x: _Union24_1, y: _P91, /, *, _jt_gate: Callable[[_Union24_1, _P91], None] = _jt_gate_61) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union57_1, y: _P89, /, *, _jt_gate: Callable[[_Union57_1, _P89], None] = _jt_gate_62) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union58_1, y: _P81, /, *, _jt_gate: Callable[[_Union58_1, _P81], None] = _jt_gate_63) -> Array[int16]: ...
    @overload
    def __call__(self, x: _Union28_1, y: _P95, /, *, _jt_gate: Callable[[_Union28_1, _P95], None] = _jt_gate_64) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union59_1, y: _P97, /, *, _jt_gate: Callable[[_Union59_1, _P97], None] = _jt_gate_65) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union60_1, y: _P83, /, *, _jt_gate: Callable[[_Union60_1, _P83], None] = _jt_gate_66) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P119, y: _Only32_2, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_360) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _Only32_3, /, *, _jt_gate: Callable[[_Union32_1], None] = _jt_gate_361) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union61_1, y: _P100, /, *, _jt_gate: Callable[[_Union61_1, _P100], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union32_1, y: _P85, /, *, _jt_gate: Callable[[_Union32_1, _P85], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P521, y: _Only32_0, /, *, _jt_gate: Callable[[_P521], None] = _jt_gate_362) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union238] | _AnyArray, y: _Union30_2, /, *, _jt_gate: Callable[[_Union30_2], None] = _jt_gate_363) -> Array[_Top]: ...
    @overload
    def __call__(self, x: Array[_Union239] | _AnyArray, y: _P52, /, *, _jt_gate: Callable[[_P52], None] = _jt_gate_360) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P417, y: builtins.bool, /, *, _jt_gate: Callable[[_P417], None] = _jt_gate_181) -> Array[integer]: ...
    @overload
    def __call__(self, x: Array[_Union80] | _AnyArray, y: _P522, /, *, _jt_gate: Callable[[_P522], None] = _jt_gate_364) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P125, y: _Union70_2, /, *, _jt_gate: Callable[[_P125, _Union70_2], None] = _jt_gate_89) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, y: _Union71_2, /, *, _jt_gate: Callable[[_P127, _Union71_2], None] = _jt_gate_90) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, y: _Union72_2, /, *, _jt_gate: Callable[[_P129, _Union72_2], None] = _jt_gate_91) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P119, y: _Union73_2, /, *, _jt_gate: Callable[[_P119, _Union73_2], None] = _jt_gate_92) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _P132, y: _Union70_2, /, *, _jt_gate: Callable[[_P132, _Union70_2], None] = _jt_gate_93) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, y: _Union70_2, /, *, _jt_gate: Callable[[_P133, _Union70_2], None] = _jt_gate_94) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, y: _P418, /, *, _jt_gate: Callable[[_P134, _P418], None] = _jt_gate_221) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P135, y: _Union72_2, /, *, _jt_gate: Callable[[_P135, _Union72_2], None] = _jt_gate_96) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P76, y: _P136, /, *, _jt_gate: Callable[[_P76, _P136], None] = _jt_gate_97) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union74_1, y: _JustInt, /, *, _jt_gate: Callable[[_Union74_1], None] = _jt_gate_98) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P138, y: _P14, /, *, _jt_gate: Callable[[_P138, _P14], None] = _jt_gate_182) -> Array[integer]: ...
    @overload
    def __call__(self, x: Array[_Union158] | _AnyArray, y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _P119, y: _Only32_4, /, *, _jt_gate: Callable[[_P119], None] = _jt_gate_360) -> Array[_Top]: ...
    @overload
    def __call__(self, x: builtins.bool, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[integer]: ...
    @overload
    def __call__(self, x: builtins.bool | _JustInt, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[integer]: ...
    @overload
    def __call__(self, x: _Union241, y: _P466, /, *, _jt_gate: Callable[[_P466], None] = _jt_gate_362) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union242, y: _P523, /, *, _jt_gate: Callable[[_P523], None] = _jt_gate_365) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union244, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union245, y: Array[_Union80] | _AnyArray, /) -> Array[_Top]: ...
    @overload
    def __call__(self, x: _Union31_1, y: _Only32_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union33_1, y: _Only32_0, /, *, _jt_gate: Callable[[_Union33_1], None] = _jt_gate_367) -> Array[int32]: ...
class _Fn_left_shift(_Overloads_left_shift): ...
left_shift: _Fn_left_shift
class _Fn_right_shift(_Overloads_left_shift): ...
right_shift: _Fn_right_shift
class _Overloads_equal:
    """Type-check only: the overloads of equal, not_equal, logical_and, logical_or, logical_xor (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _EqualityWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P15, y: _Union246_2, /, *, _jt_gate: Callable[[_P15, _Union246_2], None] = _jt_gate_368) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union247, y: _P525, /, *, _jt_gate: Callable[[_P525], None] = _jt_gate_369) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union249, y: _Union111_2, /, *, _jt_gate: Callable[[_Union111_2], None] = _jt_gate_370) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union250, y: _Union251_2, /, *, _jt_gate: Callable[[_Union251_2], None] = _jt_gate_371) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union252, y: _P370, /, *, _jt_gate: Callable[[_P370], None] = _jt_gate_372) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union253, y: _P528, /, *, _jt_gate: Callable[[_P528], None] = _jt_gate_373) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union95_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union95_1, _Union0_2], None] = _jt_gate_374) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union255, y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union256, y: _P20, /, *, _jt_gate: Callable[[_P20], None] = _jt_gate_375) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union95_1, y: _Union257, /, *, _jt_gate: Callable[[_Union95_1], None] = _jt_gate_125) -> Array[bool_]: ...
class _Fn_equal(_Overloads_equal): ...
equal: _Fn_equal
class _Fn_not_equal(_Overloads_equal): ...
not_equal: _Fn_not_equal
class _Overloads_less:
    """Type-check only: the overloads of less, less_equal, greater, greater_equal (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _OrderingWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
    @overload
    def __call__(self, x: _P15, y: _Union246_2, /, *, _jt_gate: Callable[[_P15, _Union246_2], None] = _jt_gate_368) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union247, y: _P525, /, *, _jt_gate: Callable[[_P525], None] = _jt_gate_369) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union249, y: _Union111_2, /, *, _jt_gate: Callable[[_Union111_2], None] = _jt_gate_370) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union250, y: _Union251_2, /, *, _jt_gate: Callable[[_Union251_2], None] = _jt_gate_371) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union252, y: _P370, /, *, _jt_gate: Callable[[_P370], None] = _jt_gate_372) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union253, y: _P528, /, *, _jt_gate: Callable[[_P528], None] = _jt_gate_373) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union95_1, y: _Union0_2, /, *, _jt_gate: Callable[[_Union95_1, _Union0_2], None] = _jt_gate_374) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union255, y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union256, y: _P20, /, *, _jt_gate: Callable[[_P20], None] = _jt_gate_375) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _Union95_1, y: _Union257, /, *, _jt_gate: Callable[[_Union95_1], None] = _jt_gate_125) -> Array[bool_]: ...
class _Fn_less(_Overloads_less): ...
less: _Fn_less
class _Fn_less_equal(_Overloads_less): ...
less_equal: _Fn_less_equal
class _Fn_greater(_Overloads_less): ...
greater: _Fn_greater
class _Fn_greater_equal(_Overloads_less): ...
greater_equal: _Fn_greater_equal
class _Fn_dot(_Overloads_add): ...
dot: _Fn_dot
@overload
def matmul(x: _JoinWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
@overload
def matmul(x: _P173, y: _P324, /, *, _jt_gate: Callable[[_P173, _P324], None] = _jt_gate_376) -> Array[_Mode_uint64_uint32]: ...
@overload
def matmul(x: _P175, y: _P324, /, *, _jt_gate: Callable[[_P175, _P324], None] = _jt_gate_377) -> Array[_Mode_int64_int32]: ...
@overload
def matmul(x: _P176, y: _P529, /, *, _jt_gate: Callable[[_P176, _P529], None] = _jt_gate_378) -> Array[_Mode_float64_float32]: ...
@overload
def matmul(x: Array[_Keeps1], y: _P324, /, *, _jt_gate: Callable[[_P324], None] = _jt_gate_379) -> Array[_Keeps1]: ...
@overload
def matmul(x: _P530, y: _P324, /, *, _jt_gate: Callable[[_P530, _P324], None] = _jt_gate_380) -> Array[builtins.int]: ...
@overload
def matmul(x: _P181, y: _P529, /, *, _jt_gate: Callable[[_P181, _P529], None] = _jt_gate_381) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: Array[_Keeps2], y: _P336, /, *, _jt_gate: Callable[[_P336], None] = _jt_gate_382) -> Array[_Keeps2]: ...
@overload
def matmul(x: _P187, y: _P336, /, *, _jt_gate: Callable[[_P187, _P336], None] = _jt_gate_383) -> Array[builtins.float]: ...
@overload
def matmul(x: _P187, y: _P349, /, *, _jt_gate: Callable[[_P187, _P349], None] = _jt_gate_384) -> Array[builtins.complex]: ...
@overload
def matmul(x: _P189, y: _P349, /, *, _jt_gate: Callable[[_P189, _P349], None] = _jt_gate_385) -> Array[complex64]: ...
@overload
def matmul(x: _P190, y: _P349, /, *, _jt_gate: Callable[[_P190, _P349], None] = _jt_gate_386) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: _P530, y: _P531, /, *, _jt_gate: Callable[[_P530, _P531], None] = _jt_gate_387) -> Array[bool_]: ...
@overload
def matmul(x: _P532, y: _P531, /, *, _jt_gate: Callable[[_P532, _P531], None] = _jt_gate_388) -> Array[builtins.int]: ...
@overload
def matmul(x: _P533, y: _P531, /, *, _jt_gate: Callable[[_P533, _P531], None] = _jt_gate_389) -> Array[uint2]: ...
@overload
def matmul(x: _P534, y: _P531, /, *, _jt_gate: Callable[[_P534, _P531], None] = _jt_gate_390) -> Array[uint4]: ...
@overload
def matmul(x: _P535, y: _P536, /, *, _jt_gate: Callable[[_P535, _P536], None] = _jt_gate_391) -> Array[uint8]: ...
@overload
def matmul(x: _P537, y: _P531, /, *, _jt_gate: Callable[[_P537, _P531], None] = _jt_gate_392) -> Array[int2]: ...
@overload
def matmul(x: _P538, y: _P531, /, *, _jt_gate: Callable[[_P538, _P531], None] = _jt_gate_393) -> Array[int4]: ...
@overload
def matmul(x: _P539, y: _P540, /, *, _jt_gate: Callable[[_P539, _P540], None] = _jt_gate_394) -> Array[int8]: ...
@overload
def matmul(x: _P541, y: _P542, /, *, _jt_gate: Callable[[_P541, _P542], None] = _jt_gate_395) -> Array[uint16]: ...
@overload
def matmul(x: _P543, y: _P544, /, *, _jt_gate: Callable[[_P543, _P544], None] = _jt_gate_396) -> Array[uint32]: ...
@overload
def matmul(x: _P545, y: _P546, /, *, _jt_gate: Callable[[_P545, _P546], None] = _jt_gate_397) -> Array[int16]: ...
@overload
def matmul(x: _P547, y: _P548, /, *, _jt_gate: Callable[[_P547, _P548], None] = _jt_gate_398) -> Array[_Mode_uint64_uint32]: ...
@overload
def matmul(x: _P549, y: _P550, /, *, _jt_gate: Callable[[_P549, _P550], None] = _jt_gate_399) -> Array[int32]: ...
@overload
def matmul(x: _P551, y: _P552, /, *, _jt_gate: Callable[[_P551, _P552], None] = _jt_gate_400) -> Array[_Mode_int64_int32]: ...
@overload
def matmul(x: _P553, y: _P554, /, *, _jt_gate: Callable[[_P553, _P554], None] = _jt_gate_401) -> Array[_Mode_float_int32]: ...
@overload
def matmul(x: _P555, y: _P556, /, *, _jt_gate: Callable[[_P555, _P556], None] = _jt_gate_402) -> Array[_Mode_float_int32]: ...
@overload
def matmul(x: _P557, y: _P558, /, *, _jt_gate: Callable[[_P557, _P558], None] = _jt_gate_403) -> Array[builtins.float]: ...
@overload
def matmul(x: _P559, y: _P558, /, *, _jt_gate: Callable[[_P559, _P558], None] = _jt_gate_404) -> Array[float4_e2m1fn]: ...
@overload
def matmul(x: _P560, y: _P558, /, *, _jt_gate: Callable[[_P560, _P558], None] = _jt_gate_405) -> Array[float8_e3m4]: ...
@overload
def matmul(x: _P561, y: _P558, /, *, _jt_gate: Callable[[_P561, _P558], None] = _jt_gate_406) -> Array[float8_e4m3]: ...
@overload
def matmul(x: _P562, y: _P558, /, *, _jt_gate: Callable[[_P562, _P558], None] = _jt_gate_407) -> Array[float8_e4m3b11fnuz]: ...
@overload
def matmul(x: _P563, y: _P558, /, *, _jt_gate: Callable[[_P563, _P558], None] = _jt_gate_408) -> Array[float8_e4m3fn]: ...
@overload
def matmul(x: _P564, y: _P558, /, *, _jt_gate: Callable[[_P564, _P558], None] = _jt_gate_409) -> Array[float8_e4m3fnuz]: ...
@overload
def matmul(x: _P565, y: _P558, /, *, _jt_gate: Callable[[_P565, _P558], None] = _jt_gate_410) -> Array[float8_e5m2]: ...
@overload
def matmul(x: _P566, y: _P558, /, *, _jt_gate: Callable[[_P566, _P558], None] = _jt_gate_411) -> Array[float8_e5m2fnuz]: ...
@overload
def matmul(x: _P567, y: _P558, /, *, _jt_gate: Callable[[_P567, _P558], None] = _jt_gate_412) -> Array[float8_e8m0fnu]: ...
@overload
def matmul(x: _P568, y: _P558, /, *, _jt_gate: Callable[[_P568, _P558], None] = _jt_gate_413) -> Array[bfloat16]: ...
@overload
def matmul(x: _P569, y: _P570, /, *, _jt_gate: Callable[[_P569, _P570], None] = _jt_gate_414) -> Array[float16]: ...
@overload
def matmul(x: _P571, y: _P558, /, *, _jt_gate: Callable[[_P571, _P558], None] = _jt_gate_415) -> Array[builtins.complex]: ...
@overload
def matmul(x: _P572, y: _P573, /, *, _jt_gate: Callable[[_P572, _P573], None] = _jt_gate_416) -> Array[float32]: ...
@overload
def matmul(x: _P574, y: _P575, /, *, _jt_gate: Callable[[_P574, _P575], None] = _jt_gate_417) -> Array[_Mode_float64_float32]: ...
@overload
def matmul(x: _P576, y: _P577, /, *, _jt_gate: Callable[[_P576, _P577], None] = _jt_gate_418) -> Array[complex64]: ...
@overload
def matmul(x: _P578, y: _P579, /, *, _jt_gate: Callable[[_P578, _P579], None] = _jt_gate_419) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: _P580, y: _P15, /, *, _jt_gate: Callable[[_P580, _P15], None] = _jt_gate_420) -> Array[bool_]: ...
@overload
def matmul(x: _P580, y: _P267, /, *, _jt_gate: Callable[[_P580, _P267], None] = _jt_gate_421) -> Array[uint2]: ...
@overload
def matmul(x: _P580, y: _P268, /, *, _jt_gate: Callable[[_P580, _P268], None] = _jt_gate_422) -> Array[uint4]: ...
@overload
def matmul(x: _P581, y: _P270, /, *, _jt_gate: Callable[[_P581, _P270], None] = _jt_gate_423) -> Array[uint8]: ...
@overload
def matmul(x: _P582, y: _P272, /, *, _jt_gate: Callable[[_P582, _P272], None] = _jt_gate_424) -> Array[uint16]: ...
@overload
def matmul(x: _P583, y: _P274, /, *, _jt_gate: Callable[[_P583, _P274], None] = _jt_gate_425) -> Array[uint32]: ...
@overload
def matmul(x: _P584, y: _P0, /, *, _jt_gate: Callable[[_P584, _P0], None] = _jt_gate_426) -> Array[_Mode_uint64_uint32]: ...
@overload
def matmul(x: _P580, y: _P275, /, *, _jt_gate: Callable[[_P580, _P275], None] = _jt_gate_427) -> Array[int2]: ...
@overload
def matmul(x: _P580, y: _P276, /, *, _jt_gate: Callable[[_P580, _P276], None] = _jt_gate_428) -> Array[int4]: ...
@overload
def matmul(x: _P585, y: _P278, /, *, _jt_gate: Callable[[_P585, _P278], None] = _jt_gate_429) -> Array[int8]: ...
@overload
def matmul(x: _P586, y: _P280, /, *, _jt_gate: Callable[[_P586, _P280], None] = _jt_gate_430) -> Array[int16]: ...
@overload
def matmul(x: _P587, y: _P278, /, *, _jt_gate: Callable[[_P587, _P278], None] = _jt_gate_431) -> Array[int16]: ...
@overload
def matmul(x: _P588, y: _P270, /, *, _jt_gate: Callable[[_P588, _P270], None] = _jt_gate_432) -> Array[int16]: ...
@overload
def matmul(x: _P589, y: _P284, /, *, _jt_gate: Callable[[_P589, _P284], None] = _jt_gate_433) -> Array[int32]: ...
@overload
def matmul(x: _P590, y: _P286, /, *, _jt_gate: Callable[[_P590, _P286], None] = _jt_gate_434) -> Array[int32]: ...
@overload
def matmul(x: _P591, y: _P272, /, *, _jt_gate: Callable[[_P591, _P272], None] = _jt_gate_435) -> Array[int32]: ...
@overload
def matmul(x: _P592, y: _P2, /, *, _jt_gate: Callable[[_P592, _P2], None] = _jt_gate_436) -> Array[_Mode_int64_int32]: ...
@overload
def matmul(x: _P593, y: _P289, /, *, _jt_gate: Callable[[_P593, _P289], None] = _jt_gate_437) -> Array[_Mode_int64_int32]: ...
@overload
def matmul(x: _P594, y: _P274, /, *, _jt_gate: Callable[[_P594, _P274], None] = _jt_gate_438) -> Array[_Mode_int64_int32]: ...
@overload
def matmul(x: _P595, y: _P292, /, *, _jt_gate: Callable[[_P595, _P292], None] = _jt_gate_439) -> Array[float4_e2m1fn]: ...
@overload
def matmul(x: _P595, y: _P293, /, *, _jt_gate: Callable[[_P595, _P293], None] = _jt_gate_440) -> Array[float8_e3m4]: ...
@overload
def matmul(x: _P595, y: _P294, /, *, _jt_gate: Callable[[_P595, _P294], None] = _jt_gate_441) -> Array[float8_e4m3]: ...
@overload
def matmul(x: _P595, y: _P295, /, *, _jt_gate: Callable[[_P595, _P295], None] = _jt_gate_442) -> Array[float8_e4m3b11fnuz]: ...
@overload
def matmul(x: _P595, y: _P296, /, *, _jt_gate: Callable[[_P595, _P296], None] = _jt_gate_443) -> Array[float8_e4m3fn]: ...
@overload
def matmul(x: _P595, y: _P297, /, *, _jt_gate: Callable[[_P595, _P297], None] = _jt_gate_444) -> Array[float8_e4m3fnuz]: ...
@overload
def matmul(x: _P595, y: _P298, /, *, _jt_gate: Callable[[_P595, _P298], None] = _jt_gate_445) -> Array[float8_e5m2]: ...
@overload
def matmul(x: _P595, y: _P299, /, *, _jt_gate: Callable[[_P595, _P299], None] = _jt_gate_446) -> Array[float8_e5m2fnuz]: ...
@overload
def matmul(x: _P595, y: _P300, /, *, _jt_gate: Callable[[_P595, _P300], None] = _jt_gate_447) -> Array[float8_e8m0fnu]: ...
@overload
def matmul(x: _P595, y: _P301, /, *, _jt_gate: Callable[[_P595, _P301], None] = _jt_gate_448) -> Array[bfloat16]: ...
@overload
def matmul(x: _P596, y: _P303, /, *, _jt_gate: Callable[[_P596, _P303], None] = _jt_gate_449) -> Array[float16]: ...
@overload
def matmul(x: _P597, y: _P305, /, *, _jt_gate: Callable[[_P597, _P305], None] = _jt_gate_450) -> Array[float32]: ...
@overload
def matmul(x: _P598, y: _P301, /, *, _jt_gate: Callable[[_P598, _P301], None] = _jt_gate_451) -> Array[float32]: ...
@overload
def matmul(x: _P599, y: _P3, /, *, _jt_gate: Callable[[_P599, _P3], None] = _jt_gate_452) -> Array[_Mode_float64_float32]: ...
@overload
def matmul(x: _P600, y: _P21, /, *, _jt_gate: Callable[[_P600, _P21], None] = _jt_gate_453) -> Array[complex64]: ...
@overload
def matmul(x: _P601, y: _P11, /, *, _jt_gate: Callable[[_P601, _P11], None] = _jt_gate_454) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: _P602, y: _P3, /, *, _jt_gate: Callable[[_P602, _P3], None] = _jt_gate_455) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: _P603, y: _P309, /, *, _jt_gate: Callable[[_P603, _P309], None] = _jt_gate_456) -> Array[_Mode_float_int32]: ...
@overload
def matmul(x: _P594, y: _P0, /, *, _jt_gate: Callable[[_P594, _P0], None] = _jt_gate_457) -> Array[_Mode_float_int32]: ...
@overload
def matmul(x: Array[_Union68] | _AnyArray, y: _P579, /, *, _jt_gate: Callable[[_P579], None] = _jt_gate_458) -> Array[_Top]: ...
@overload
def matmul(x: Array[_Union80] | _AnyArray, y: _P604, /, *, _jt_gate: Callable[[_P604], None] = _jt_gate_459) -> Array[_Top]: ...
@overload
def matmul(x: _P605, y: _P606, /, *, _jt_gate: Callable[[_P605, _P606], None] = _jt_gate_460) -> Array[uint8]: ...
@overload
def matmul(x: _P607, y: _P608, /, *, _jt_gate: Callable[[_P607, _P608], None] = _jt_gate_461) -> Array[uint16]: ...
@overload
def matmul(x: _P609, y: _P610, /, *, _jt_gate: Callable[[_P609, _P610], None] = _jt_gate_462) -> Array[uint32]: ...
@overload
def matmul(x: _P603, y: _P611, /, *, _jt_gate: Callable[[_P603, _P611], None] = _jt_gate_463) -> Array[_Mode_uint64_uint32]: ...
@overload
def matmul(x: _P612, y: _P606, /, *, _jt_gate: Callable[[_P612, _P606], None] = _jt_gate_464) -> Array[int8]: ...
@overload
def matmul(x: _P613, y: _P606, /, *, _jt_gate: Callable[[_P613, _P606], None] = _jt_gate_465) -> Array[int16]: ...
@overload
def matmul(x: _P614, y: _P608, /, *, _jt_gate: Callable[[_P614, _P608], None] = _jt_gate_466) -> Array[int32]: ...
@overload
def matmul(x: _P615, y: _P610, /, *, _jt_gate: Callable[[_P615, _P610], None] = _jt_gate_467) -> Array[_Mode_int64_int32]: ...
@overload
def matmul(x: _P326, y: _P324, /, *, _jt_gate: Callable[[_P326, _P324], None] = _jt_gate_468) -> Array[number]: ...
@overload
def matmul(x: _P616, y: _P617, /, *, _jt_gate: Callable[[_P616, _P617], None] = _jt_gate_469) -> Array[float16]: ...
@overload
def matmul(x: _P618, y: _P619, /, *, _jt_gate: Callable[[_P618, _P619], None] = _jt_gate_470) -> Array[float32]: ...
@overload
def matmul(x: _P620, y: _P621, /, *, _jt_gate: Callable[[_P620, _P621], None] = _jt_gate_471) -> Array[_Mode_float64_float32]: ...
@overload
def matmul(x: _P622, y: _P621, /, *, _jt_gate: Callable[[_P622, _P621], None] = _jt_gate_472) -> Array[complex64]: ...
@overload
def matmul(x: _P623, y: _P621, /, *, _jt_gate: Callable[[_P623, _P621], None] = _jt_gate_473) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: _P624, y: _P336, /, *, _jt_gate: Callable[[_P624, _P336], None] = _jt_gate_474) -> Array[builtins.float]: ...
@overload
def matmul(x: _P625, y: _P336, /, *, _jt_gate: Callable[[_P625, _P336], None] = _jt_gate_475) -> Array[builtins.complex]: ...
@overload
def matmul(x: _P339, y: _P529, /, *, _jt_gate: Callable[[_P339, _P529], None] = _jt_gate_476) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def matmul(x: _P340, y: _P529, /, *, _jt_gate: Callable[[_P340, _P529], None] = _jt_gate_477) -> Array[inexact]: ...
@overload
def matmul(x: _P342, y: _P324, /, *, _jt_gate: Callable[[_P342, _P324], None] = _jt_gate_478) -> Array[_Top]: ...
@overload
def matmul(x: _P626, y: _P349, /, *, _jt_gate: Callable[[_P626, _P349], None] = _jt_gate_479) -> Array[complex64]: ...
@overload
def matmul(x: _P627, y: _P628, /, *, _jt_gate: Callable[[_P627, _P628], None] = _jt_gate_480) -> Array[_Mode_complex128_complex64]: ...
@overload
def matmul(x: _P629, y: _P349, /, *, _jt_gate: Callable[[_P629, _P349], None] = _jt_gate_481) -> Array[builtins.complex]: ...
@overload
def matmul(x: _P347, y: _P349, /, *, _jt_gate: Callable[[_P347, _P349], None] = _jt_gate_482) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def matmul(x: Array[_Union87] | _AnyArray, y: _P630, /, *, _jt_gate: Callable[[_P630], None] = _jt_gate_483) -> Array[_Top]: ...
@overload
def matmul(x: _P631, y: _P632, /, *, _jt_gate: Callable[[_P631, _P632], None] = _jt_gate_484) -> Array[_Top]: ...
@overload
def matmul(x: _P631, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_P631], None] = _jt_gate_485) -> Array[_Top]: ...
class _Fn_atan2(_Overloads_divide): ...
atan2: _Fn_atan2
class _Fn_bitwise_left_shift(_Overloads_left_shift): ...
bitwise_left_shift: _Fn_bitwise_left_shift
class _Fn_bitwise_right_shift(_Overloads_left_shift): ...
bitwise_right_shift: _Fn_bitwise_right_shift
class _Fn_fmax(_Overloads_add): ...
fmax: _Fn_fmax
class _Fn_fmin(_Overloads_add): ...
fmin: _Fn_fmin
class _Fn_logical_and(_Overloads_equal): ...
logical_and: _Fn_logical_and
class _Fn_logical_or(_Overloads_equal): ...
logical_or: _Fn_logical_or
class _Fn_logical_xor(_Overloads_equal): ...
logical_xor: _Fn_logical_xor
# </generated numpy_binary>

# -- elementwise unary functions -----------------------------------------------------------
# <generated numpy_unary>
class _Overloads_negative:
    """Type-check only: the overloads of negative, sign (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union31_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union191_1, /, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union177_1, /, *, _jt_gate: Callable[[_Union177_1], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps1], /) -> Array[_Keeps1]: ...
    @overload
    def __call__(self, x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P132, /, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, /, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, /, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P141, /, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P145, /, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union180_1, /, *, _jt_gate: Callable[[_Union180_1], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _JustInt, /) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustFloat, /) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _JustComplex, /) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P152, /, *, _jt_gate: Callable[[_P152], None] = _jt_gate_498) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P633, /, *, _jt_gate: Callable[[_P633], None] = _jt_gate_499) -> Array[number]: ...
    @overload
    def __call__(self, x: _P634, /, *, _jt_gate: Callable[[_P634], None] = _jt_gate_500) -> Array[_Top]: ...
class _Fn_negative(_Overloads_negative): ...
negative: _Fn_negative
class _Overloads_positive:
    """Type-check only: the overloads of positive, conj, conjugate (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union31_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union191_1, /, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union177_1, /, *, _jt_gate: Callable[[_Union177_1], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps0], /) -> Array[_Keeps0]: ...
    @overload
    def __call__(self, x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P132, /, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, /, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, /, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P141, /, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P145, /, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union180_1, /, *, _jt_gate: Callable[[_Union180_1], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union69_1, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _JustInt, /) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustFloat, /) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _JustComplex, /) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P152, /, *, _jt_gate: Callable[[_P152], None] = _jt_gate_498) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P635, /, *, _jt_gate: Callable[[_P635], None] = _jt_gate_501) -> Array[number]: ...
    @overload
    def __call__(self, x: _P636, /, *, _jt_gate: Callable[[_P636], None] = _jt_gate_502) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P154, /, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[_Top]: ...
class _Fn_positive(_Overloads_positive): ...
positive: _Fn_positive
class _Overloads_invert:
    """Type-check only: the overloads of invert, bitwise_not, bitwise_invert (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union31_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union191_1, /, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: Array[_Keeps6], /) -> Array[_Keeps6]: ...
    @overload
    def __call__(self, x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P132, /, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, /, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, /, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union69_1, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _JustInt, /) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _P138, /, *, _jt_gate: Callable[[_P138], None] = _jt_gate_116) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P124, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P634, /, *, _jt_gate: Callable[[_P634], None] = _jt_gate_500) -> Array[_Top]: ...
class _Fn_invert(_Overloads_invert): ...
invert: _Fn_invert
class _Fn_bitwise_not(_Overloads_invert): ...
bitwise_not: _Fn_bitwise_not
class _Overloads_abs:
    """Type-check only: the overloads of abs, absolute (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union31_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union234_1, /, *, _jt_gate: Callable[[_Union234_1], None] = _jt_gate_504) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps8], /) -> Array[_Keeps8]: ...
    @overload
    def __call__(self, x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P132, /, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, /, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, /, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, x: _Union191_1, /, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union302_1, /, *, _jt_gate: Callable[[_Union302_1], None] = _jt_gate_505) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union69_1, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _JustInt, /) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union303_1, /, *, _jt_gate: Callable[[_Union303_1], None] = _jt_gate_506) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P521, /, *, _jt_gate: Callable[[_P521], None] = _jt_gate_362) -> Array[signedinteger]: ...
    @overload
    def __call__(self, x: _P639, /, *, _jt_gate: Callable[[_P639], None] = _jt_gate_507) -> Array[integer]: ...
    @overload
    def __call__(self, x: _P351, /, *, _jt_gate: Callable[[_P351], None] = _jt_gate_119) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P138, /, *, _jt_gate: Callable[[_P138], None] = _jt_gate_116) -> Array[number]: ...
    @overload
    def __call__(self, x: _P124, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P634, /, *, _jt_gate: Callable[[_P634], None] = _jt_gate_500) -> Array[_Top]: ...
class _Fn_abs(_Overloads_abs): ...
abs: _Fn_abs
class _Fn_absolute(_Overloads_abs): ...
absolute: _Fn_absolute
class _Fn_sign(_Overloads_negative): ...
sign: _Fn_sign
class _Overloads_floor:
    """Type-check only: the overloads of floor, ceil, trunc (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union31_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union191_1, /, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union177_1, /, *, _jt_gate: Callable[[_Union177_1], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps9], /) -> Array[_Keeps9]: ...
    @overload
    def __call__(self, x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P132, /, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, /, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, /, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P141, /, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union69_1, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _JustInt, /) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _JustFloat, /) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P351, /, *, _jt_gate: Callable[[_P351], None] = _jt_gate_119) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P138, /, *, _jt_gate: Callable[[_P138], None] = _jt_gate_116) -> Array[number]: ...
    @overload
    def __call__(self, x: _P124, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P634, /, *, _jt_gate: Callable[[_P634], None] = _jt_gate_500) -> Array[_Top]: ...
class _Fn_floor(_Overloads_floor): ...
floor: _Fn_floor
class _Fn_ceil(_Overloads_floor): ...
ceil: _Fn_ceil
def isfinite(x: _Union95, /) -> Array[bool_]: ...
@overload
def square(x: _Union31_0, /, *, _jt_gate: Callable[[_Union31_0], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
@overload
def square(x: _Union191_0, /, *, _jt_gate: Callable[[_Union191_0], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
@overload
def square(x: _Union177_0, /, *, _jt_gate: Callable[[_Union177_0], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
@overload
def square(x: Array[_Keeps1], /) -> Array[_Keeps1]: ...
@overload
def square(x: _P313, /, *, _jt_gate: Callable[[_P313], None] = _jt_gate_488) -> Array[uint8]: ...
@overload
def square(x: _P315, /, *, _jt_gate: Callable[[_P315], None] = _jt_gate_489) -> Array[uint16]: ...
@overload
def square(x: _P317, /, *, _jt_gate: Callable[[_P317], None] = _jt_gate_490) -> Array[uint32]: ...
@overload
def square(x: _P320, /, *, _jt_gate: Callable[[_P320], None] = _jt_gate_491) -> Array[int8]: ...
@overload
def square(x: _P321, /, *, _jt_gate: Callable[[_P321], None] = _jt_gate_492) -> Array[int16]: ...
@overload
def square(x: _P327, /, *, _jt_gate: Callable[[_P327], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def square(x: _P329, /, *, _jt_gate: Callable[[_P329], None] = _jt_gate_495) -> Array[float32]: ...
@overload
def square(x: _P333, /, *, _jt_gate: Callable[[_P333], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def square(x: _Union180_0, /, *, _jt_gate: Callable[[_Union180_0], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
@overload
def square(x: _Union164_0, /, *, _jt_gate: Callable[[_Union164_0], None] = _jt_gate_219) -> Array[int32]: ...
@overload
def square(x: _JustInt, /) -> Array[builtins.int]: ...
@overload
def square(x: _JustFloat, /) -> Array[builtins.float]: ...
@overload
def square(x: _JustComplex, /) -> Array[builtins.complex]: ...
@overload
def square(x: _P339, /, *, _jt_gate: Callable[[_P339], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def square(x: _P340, /, *, _jt_gate: Callable[[_P340], None] = _jt_gate_498) -> Array[inexact]: ...
@overload
def square(x: _P644, /, *, _jt_gate: Callable[[_P644], None] = _jt_gate_502) -> Array[number]: ...
@overload
def square(x: _P342, /, *, _jt_gate: Callable[[_P342], None] = _jt_gate_503) -> Array[_Top]: ...
class _Overloads_real:
    """Type-check only: the overloads of real, imag (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union31_1, /, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, x: _Union191_1, /, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, x: _Union234_1, /, *, _jt_gate: Callable[[_Union234_1], None] = _jt_gate_504) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps9], /) -> Array[_Keeps9]: ...
    @overload
    def __call__(self, x: _P125, /, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, x: _P127, /, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, x: _P129, /, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, x: _P132, /, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, x: _P133, /, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, x: _P134, /, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union302_1, /, *, _jt_gate: Callable[[_Union302_1], None] = _jt_gate_505) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union69_1, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, x: _JustInt, /) -> Array[builtins.int]: ...
    @overload
    def __call__(self, x: _Union303_1, /, *, _jt_gate: Callable[[_Union303_1], None] = _jt_gate_506) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P351, /, *, _jt_gate: Callable[[_P351], None] = _jt_gate_119) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P635, /, *, _jt_gate: Callable[[_P635], None] = _jt_gate_501) -> Array[number]: ...
    @overload
    def __call__(self, x: _P636, /, *, _jt_gate: Callable[[_P636], None] = _jt_gate_502) -> Array[generic]: ...
    @overload
    def __call__(self, x: _P154, /, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[_Top]: ...
class _Fn_real(_Overloads_real): ...
real: _Fn_real
class _Fn_imag(_Overloads_real): ...
imag: _Fn_imag
class _Fn_conj(_Overloads_positive): ...
conj: _Fn_conj
class _Fn_conjugate(_Overloads_positive): ...
conjugate: _Fn_conjugate
class _Overloads_cbrt:
    """Type-check only: the overloads of cbrt, fabs (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union304_1, /, *, _jt_gate: Callable[[_Union304_1], None] = _jt_gate_508) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps4], /) -> Array[_Keeps4]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _Union134_1, /, *, _jt_gate: Callable[[_Union134_1], None] = _jt_gate_184) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union151_1, /, *, _jt_gate: Callable[[_Union151_1], None] = _jt_gate_203) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P378, /, *, _jt_gate: Callable[[_P378], None] = _jt_gate_204) -> Array[floating]: ...
    @overload
    def __call__(self, x: _P380, /, *, _jt_gate: Callable[[_P380], None] = _jt_gate_214) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P634, /, *, _jt_gate: Callable[[_P634], None] = _jt_gate_500) -> Array[_Top]: ...
class _Fn_cbrt(_Overloads_cbrt): ...
cbrt: _Fn_cbrt
class _Fn_fabs(_Overloads_cbrt): ...
fabs: _Fn_fabs
class _Fn_trunc(_Overloads_floor): ...
trunc: _Fn_trunc
class _Fn_bitwise_invert(_Overloads_invert): ...
bitwise_invert: _Fn_bitwise_invert
def isinf(x: _Union95, /) -> Array[bool_]: ...
def isnan(x: _Union95, /) -> Array[bool_]: ...
def logical_not(x: _Union95, /) -> Array[bool_]: ...
class _Overloads_reciprocal:
    """Type-check only: the overloads of reciprocal, exp, exp2, expm1, log, log1p, sqrt, sin, cos, tan, arcsin, arccos, arctan, sinh, cosh, tanh, arcsinh, arccosh, arctanh, acos, asin, atan, acosh, asinh, atanh (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union304_1, /, *, _jt_gate: Callable[[_Union304_1], None] = _jt_gate_508) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps2], /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P145, /, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union180_1, /, *, _jt_gate: Callable[[_Union180_1], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union134_1, /, *, _jt_gate: Callable[[_Union134_1], None] = _jt_gate_184) -> Array[float32]: ...
    @overload
    def __call__(self, x: _Union151_1, /, *, _jt_gate: Callable[[_Union151_1], None] = _jt_gate_203) -> Array[builtins.float]: ...
    @overload
    def __call__(self, x: _P150, /, *, _jt_gate: Callable[[_P150], None] = _jt_gate_375) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, x: _P380, /, *, _jt_gate: Callable[[_P380], None] = _jt_gate_214) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P636, /, *, _jt_gate: Callable[[_P636], None] = _jt_gate_502) -> Array[inexact]: ...
    @overload
    def __call__(self, x: _P154, /, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[_Top]: ...
class _Fn_reciprocal(_Overloads_reciprocal): ...
reciprocal: _Fn_reciprocal
class _Fn_exp(_Overloads_reciprocal): ...
exp: _Fn_exp
class _Fn_exp2(_Overloads_reciprocal): ...
exp2: _Fn_exp2
class _Fn_expm1(_Overloads_reciprocal): ...
expm1: _Fn_expm1
class _Fn_log(_Overloads_reciprocal): ...
log: _Fn_log
class _Fn_log1p(_Overloads_reciprocal): ...
log1p: _Fn_log1p
class _Fn_sqrt(_Overloads_reciprocal): ...
sqrt: _Fn_sqrt
class _Fn_sin(_Overloads_reciprocal): ...
sin: _Fn_sin
class _Fn_cos(_Overloads_reciprocal): ...
cos: _Fn_cos
class _Fn_tan(_Overloads_reciprocal): ...
tan: _Fn_tan
class _Fn_arcsin(_Overloads_reciprocal): ...
arcsin: _Fn_arcsin
class _Fn_arccos(_Overloads_reciprocal): ...
arccos: _Fn_arccos
class _Fn_arctan(_Overloads_reciprocal): ...
arctan: _Fn_arctan
class _Fn_sinh(_Overloads_reciprocal): ...
sinh: _Fn_sinh
class _Fn_cosh(_Overloads_reciprocal): ...
cosh: _Fn_cosh
class _Fn_tanh(_Overloads_reciprocal): ...
tanh: _Fn_tanh
class _Fn_arcsinh(_Overloads_reciprocal): ...
arcsinh: _Fn_arcsinh
class _Fn_arccosh(_Overloads_reciprocal): ...
arccosh: _Fn_arccosh
class _Fn_arctanh(_Overloads_reciprocal): ...
arctanh: _Fn_arctanh
class _Fn_acos(_Overloads_reciprocal): ...
acos: _Fn_acos
class _Fn_asin(_Overloads_reciprocal): ...
asin: _Fn_asin
class _Fn_atan(_Overloads_reciprocal): ...
atan: _Fn_atan
class _Fn_acosh(_Overloads_reciprocal): ...
acosh: _Fn_acosh
class _Fn_asinh(_Overloads_reciprocal): ...
asinh: _Fn_asinh
class _Fn_atanh(_Overloads_reciprocal): ...
atanh: _Fn_atanh
class _Overloads_log2:
    """Type-check only: the overloads of log2, log10 (see stubs/generate.py)."""
    @overload
    def __call__(self, x: _Union305_1, /, *, _jt_gate: Callable[[_Union305_1], None] = _jt_gate_509) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, x: Array[_Keeps2], /) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, x: _P139, /, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, x: _P145, /, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, x: _Union306_1, /, *, _jt_gate: Callable[[_Union306_1], None] = _jt_gate_510) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, x: _Union134_1, /, *, _jt_gate: Callable[[_Union134_1], None] = _jt_gate_184) -> Array[float32]: ...
    @overload
    def __call__(self, x: _P380, /, *, _jt_gate: Callable[[_P380], None] = _jt_gate_214) -> Array[_Mode_floating_float32]: ...
    @overload
    def __call__(self, x: _P151, /, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, x: _P154, /, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[inexact]: ...
class _Fn_log2(_Overloads_log2): ...
log2: _Fn_log2
class _Fn_log10(_Overloads_log2): ...
log10: _Fn_log10
@overload
def round(a: _Union31_0, decimals: int = 0, *, _jt_gate: Callable[[_Union31_0], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
@overload
def round(a: _Union191_0, decimals: int = 0, *, _jt_gate: Callable[[_Union191_0], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
@overload
def round(a: _Union177_0, decimals: int = 0, *, _jt_gate: Callable[[_Union177_0], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
@overload
def round(a: Array[_Keeps1], decimals: int = 0) -> Array[_Keeps1]: ...
@overload
def round(a: _P313, decimals: int = 0, *, _jt_gate: Callable[[_P313], None] = _jt_gate_488) -> Array[uint8]: ...
@overload
def round(a: _P315, decimals: int = 0, *, _jt_gate: Callable[[_P315], None] = _jt_gate_489) -> Array[uint16]: ...
@overload
def round(a: _P317, decimals: int = 0, *, _jt_gate: Callable[[_P317], None] = _jt_gate_490) -> Array[uint32]: ...
@overload
def round(a: _P320, decimals: int = 0, *, _jt_gate: Callable[[_P320], None] = _jt_gate_491) -> Array[int8]: ...
@overload
def round(a: _P321, decimals: int = 0, *, _jt_gate: Callable[[_P321], None] = _jt_gate_492) -> Array[int16]: ...
@overload
def round(a: _P322, decimals: int = 0, *, _jt_gate: Callable[[_P322], None] = _jt_gate_493) -> Array[int32]: ...
@overload
def round(a: _P327, decimals: int = 0, *, _jt_gate: Callable[[_P327], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def round(a: _P329, decimals: int = 0, *, _jt_gate: Callable[[_P329], None] = _jt_gate_495) -> Array[float32]: ...
@overload
def round(a: _P333, decimals: int = 0, *, _jt_gate: Callable[[_P333], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def round(a: _Union180_0, decimals: int = 0, *, _jt_gate: Callable[[_Union180_0], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
@overload
def round(a: _JustInt, decimals: int = 0) -> Array[builtins.int]: ...
@overload
def round(a: _JustFloat, decimals: int = 0) -> Array[builtins.float]: ...
@overload
def round(a: _JustComplex, decimals: int = 0) -> Array[builtins.complex]: ...
@overload
def round(a: _P339, decimals: int = 0, *, _jt_gate: Callable[[_P339], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def round(a: _P340, decimals: int = 0, *, _jt_gate: Callable[[_P340], None] = _jt_gate_498) -> Array[inexact]: ...
@overload
def round(a: _P648, decimals: int = 0, *, _jt_gate: Callable[[_P648], None] = _jt_gate_499) -> Array[number]: ...
@overload
def round(a: _P649, decimals: int = 0, *, _jt_gate: Callable[[_P649], None] = _jt_gate_500) -> Array[_Top]: ...
# </generated numpy_unary>

# -- reductions: strong results ---------------------------------------------------------------
# <generated numpy_reductions>
class _Overloads_sum:
    """Type-check only: the overloads of sum, prod (see stubs/generate.py)."""
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_bool, keepdims: builtins.bool = False) -> Array[bool_]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int64, keepdims: builtins.bool = False) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float64, keepdims: builtins.bool = False) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_complex128, keepdims: builtins.bool = False) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint2, keepdims: builtins.bool = False) -> Array[uint2]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint4, keepdims: builtins.bool = False) -> Array[uint4]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint8, keepdims: builtins.bool = False) -> Array[uint8]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint16, keepdims: builtins.bool = False) -> Array[uint16]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint32, keepdims: builtins.bool = False) -> Array[uint32]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint64, keepdims: builtins.bool = False) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int2, keepdims: builtins.bool = False) -> Array[int2]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int4, keepdims: builtins.bool = False) -> Array[int4]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int8, keepdims: builtins.bool = False) -> Array[int8]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int16, keepdims: builtins.bool = False) -> Array[int16]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int32, keepdims: builtins.bool = False) -> Array[int32]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float4_e2m1fn, keepdims: builtins.bool = False) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e3m4, keepdims: builtins.bool = False) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3, keepdims: builtins.bool = False) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3b11fnuz, keepdims: builtins.bool = False) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3fn, keepdims: builtins.bool = False) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3fnuz, keepdims: builtins.bool = False) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e5m2, keepdims: builtins.bool = False) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e5m2fnuz, keepdims: builtins.bool = False) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e8m0fnu, keepdims: builtins.bool = False) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_bfloat16, keepdims: builtins.bool = False) -> Array[bfloat16]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float16, keepdims: builtins.bool = False) -> Array[float16]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float32, keepdims: builtins.bool = False) -> Array[float32]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_complex64, keepdims: builtins.bool = False) -> Array[complex64]: ...
    @overload
    def __call__(self, a: ArrayLike, axis: _Union307 = None, *, dtype: DTypeLike, keepdims: builtins.bool = False) -> Array[generic]: ...
    @overload
    def __call__(self, a: _Union177_1, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union177_1], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, a: Array[_Keeps2], axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False) -> Array[_Keeps2]: ...
    @overload
    def __call__(self, a: _Union308_1, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union308_1], None] = _jt_gate_511) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, a: _P139, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, a: _P141, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
    @overload
    def __call__(self, a: _P145, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, a: _Union180_1, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union180_1], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, a: _Union309_1, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union309_1], None] = _jt_gate_512) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, a: _P186, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P186], None] = _jt_gate_11) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, a: _P150, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P150], None] = _jt_gate_375) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, a: _P380, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P380], None] = _jt_gate_214) -> Array[integer]: ...
    @overload
    def __call__(self, a: _P151, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, a: _P152, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P152], None] = _jt_gate_498) -> Array[inexact]: ...
    @overload
    def __call__(self, a: _P154, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[number]: ...
class _Fn_sum(_Overloads_sum): ...
sum: _Fn_sum
class _Fn_prod(_Overloads_sum): ...
prod: _Fn_prod
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_bool, keepdims: builtins.bool = False) -> Array[bool_]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int64, keepdims: builtins.bool = False) -> Array[_Mode_int64_int32]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float64, keepdims: builtins.bool = False) -> Array[_Mode_float64_float32]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_complex128, keepdims: builtins.bool = False) -> Array[_Mode_complex128_complex64]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint2, keepdims: builtins.bool = False) -> Array[uint2]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint4, keepdims: builtins.bool = False) -> Array[uint4]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint8, keepdims: builtins.bool = False) -> Array[uint8]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint16, keepdims: builtins.bool = False) -> Array[uint16]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint32, keepdims: builtins.bool = False) -> Array[uint32]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_uint64, keepdims: builtins.bool = False) -> Array[_Mode_uint64_uint32]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int2, keepdims: builtins.bool = False) -> Array[int2]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int4, keepdims: builtins.bool = False) -> Array[int4]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int8, keepdims: builtins.bool = False) -> Array[int8]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int16, keepdims: builtins.bool = False) -> Array[int16]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_int32, keepdims: builtins.bool = False) -> Array[int32]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float4_e2m1fn, keepdims: builtins.bool = False) -> Array[float4_e2m1fn]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e3m4, keepdims: builtins.bool = False) -> Array[float8_e3m4]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3, keepdims: builtins.bool = False) -> Array[float8_e4m3]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3b11fnuz, keepdims: builtins.bool = False) -> Array[float8_e4m3b11fnuz]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3fn, keepdims: builtins.bool = False) -> Array[float8_e4m3fn]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e4m3fnuz, keepdims: builtins.bool = False) -> Array[float8_e4m3fnuz]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e5m2, keepdims: builtins.bool = False) -> Array[float8_e5m2]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e5m2fnuz, keepdims: builtins.bool = False) -> Array[float8_e5m2fnuz]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float8_e8m0fnu, keepdims: builtins.bool = False) -> Array[float8_e8m0fnu]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_bfloat16, keepdims: builtins.bool = False) -> Array[bfloat16]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float16, keepdims: builtins.bool = False) -> Array[float16]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_float32, keepdims: builtins.bool = False) -> Array[float32]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: _DTypeLike_complex64, keepdims: builtins.bool = False) -> Array[complex64]: ...
@overload
def mean(a: ArrayLike, axis: _Union307 = None, *, dtype: DTypeLike, keepdims: builtins.bool = False) -> Array[generic]: ...
@overload
def mean(a: _Union305_0, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union305_0], None] = _jt_gate_509) -> Array[_Mode_float64_float32]: ...
@overload
def mean(a: Array[_Keeps2], axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False) -> Array[_Keeps2]: ...
@overload
def mean(a: _P327, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P327], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def mean(a: _P333, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P333], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def mean(a: _Union306_0, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union306_0], None] = _jt_gate_510) -> Array[_Mode_complex128_complex64]: ...
@overload
def mean(a: _Union134_0, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union134_0], None] = _jt_gate_184) -> Array[float32]: ...
@overload
def mean(a: _P409, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P409], None] = _jt_gate_214) -> Array[_Mode_floating_float32]: ...
@overload
def mean(a: _P339, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P339], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def mean(a: _P342, axis: _Union307 = None, dtype: None = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P342], None] = _jt_gate_503) -> Array[inexact]: ...
class _Overloads_max:
    """Type-check only: the overloads of max, min, amax, amin (see stubs/generate.py)."""
    @overload
    def __call__(self, a: _Union31_1, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, a: _Union173_1, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union173_1], None] = _jt_gate_513) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, a: _Union310_1, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union310_1], None] = _jt_gate_514) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, a: Array[_Keeps10], axis: _Union307 = None, keepdims: builtins.bool = False) -> Array[_Keeps10]: ...
    @overload
    def __call__(self, a: _P125, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, a: _P127, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, a: _P129, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, a: _P132, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, a: _P133, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, a: _P134, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, a: _P139, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, a: _P141, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
    @overload
    def __call__(self, a: _P145, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, a: _Union306_1, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union306_1], None] = _jt_gate_510) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, a: _Union69_1, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, a: _P151, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, a: _P152, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P152], None] = _jt_gate_498) -> Array[inexact]: ...
    @overload
    def __call__(self, a: _P635, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P635], None] = _jt_gate_501) -> Array[number]: ...
    @overload
    def __call__(self, a: _P154, axis: _Union307 = None, keepdims: builtins.bool = False, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[generic]: ...
class _Fn_max(_Overloads_max): ...
max: _Fn_max
class _Fn_min(_Overloads_max): ...
min: _Fn_min
class _Fn_amax(_Overloads_max): ...
amax: _Fn_amax
class _Fn_amin(_Overloads_max): ...
amin: _Fn_amin
def argmax(a: _Union311, axis: int | None = None, keepdims: builtins.bool = False) -> Array[_Mode_int64_int32]: ...
def argmin(a: _Union311, axis: int | None = None, keepdims: builtins.bool = False) -> Array[_Mode_int64_int32]: ...
def all(a: _Union95, axis: _Union307 = None, keepdims: builtins.bool = False) -> Array[bool_]: ...
def any(a: _Union95, axis: _Union307 = None, keepdims: builtins.bool = False) -> Array[bool_]: ...
# </generated numpy_reductions>

# -- where and clip: their operands promoted together --------------------------------------
# <generated numpy_where>
@overload
def where(condition: ArrayLike, x: _JoinWith[Array[_Y], _R], y: Array[_Y], /) -> _R: ...
@overload
def where(condition: ArrayLike, x: _P0, y: _Union0_2, /, *, _jt_gate: Callable[[_P0, _Union0_2], None] = _jt_gate_0) -> Array[_Mode_uint64_uint32]: ...
@overload
def where(condition: ArrayLike, x: _P2, y: _Union0_2, /, *, _jt_gate: Callable[[_P2, _Union0_2], None] = _jt_gate_1) -> Array[_Mode_int64_int32]: ...
@overload
def where(condition: ArrayLike, x: _P3, y: _Union1_2, /, *, _jt_gate: Callable[[_P3, _Union1_2], None] = _jt_gate_2) -> Array[_Mode_float64_float32]: ...
@overload
def where(condition: ArrayLike, x: _Union2_1, y: _P6, /, *, _jt_gate: Callable[[_Union2_1, _P6], None] = _jt_gate_3) -> Array[_Mode_uint64_uint32]: ...
@overload
def where(condition: ArrayLike, x: _Union3_1, y: _P8, /, *, _jt_gate: Callable[[_Union3_1, _P8], None] = _jt_gate_4) -> Array[_Mode_int64_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union4_1, y: _P10, /, *, _jt_gate: Callable[[_Union4_1, _P10], None] = _jt_gate_5) -> Array[_Mode_float64_float32]: ...
@overload
def where(condition: ArrayLike, x: Array[_Keeps0], y: builtins.bool, /) -> Array[_Keeps0]: ...
@overload
def where(condition: ArrayLike, x: _P11, y: _Union1_2, /, *, _jt_gate: Callable[[_P11, _Union1_2], None] = _jt_gate_6) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: builtins.bool, y: Array[_Keeps0], /) -> Array[_Keeps0]: ...
@overload
def where(condition: ArrayLike, x: _Union5_1, y: _P13, /, *, _jt_gate: Callable[[_Union5_1, _P13], None] = _jt_gate_7) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: Array[_Keeps1], y: _P14, /, *, _jt_gate: Callable[[_P14], None] = _jt_gate_8) -> Array[_Keeps1]: ...
@overload
def where(condition: ArrayLike, x: _P15, y: _P14, /, *, _jt_gate: Callable[[_P15, _P14], None] = _jt_gate_9) -> Array[builtins.int]: ...
@overload
def where(condition: ArrayLike, x: _JustInt, y: Array[_Keeps1], /) -> Array[_Keeps1]: ...
@overload
def where(condition: ArrayLike, x: _JustInt, y: _P16, /, *, _jt_gate: Callable[[_P16], None] = _jt_gate_10) -> Array[builtins.int]: ...
@overload
def where(condition: ArrayLike, x: Array[_Keeps2], y: _P17, /, *, _jt_gate: Callable[[_P17], None] = _jt_gate_11) -> Array[_Keeps2]: ...
@overload
def where(condition: ArrayLike, x: _P18, y: _P17, /, *, _jt_gate: Callable[[_P18, _P17], None] = _jt_gate_12) -> Array[builtins.float]: ...
@overload
def where(condition: ArrayLike, x: _JustFloat, y: Array[_Keeps2], /) -> Array[_Keeps2]: ...
@overload
def where(condition: ArrayLike, x: _JustFloat, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_2], None] = _jt_gate_13) -> Array[builtins.float]: ...
@overload
def where(condition: ArrayLike, x: _P18, y: _P20, /, *, _jt_gate: Callable[[_P18, _P20], None] = _jt_gate_14) -> Array[builtins.complex]: ...
@overload
def where(condition: ArrayLike, x: _P21, y: _P20, /, *, _jt_gate: Callable[[_P21, _P20], None] = _jt_gate_15) -> Array[complex64]: ...
@overload
def where(condition: ArrayLike, x: _P22, y: _P20, /, *, _jt_gate: Callable[[_P22, _P20], None] = _jt_gate_16) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: _JustComplex, y: _Union7_2, /, *, _jt_gate: Callable[[_Union7_2], None] = _jt_gate_13) -> Array[builtins.complex]: ...
@overload
def where(condition: ArrayLike, x: _Union8_1, y: _P24, /, *, _jt_gate: Callable[[_Union8_1, _P24], None] = _jt_gate_17) -> Array[complex64]: ...
@overload
def where(condition: ArrayLike, x: _JustComplex, y: _P25, /, *, _jt_gate: Callable[[_P25], None] = _jt_gate_18) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: _Union9_1, y: _P27, /, *, _jt_gate: Callable[[_Union9_1, _P27], None] = _jt_gate_19) -> Array[bool_]: ...
@overload
def where(condition: ArrayLike, x: _Union10_1, y: _P27, /, *, _jt_gate: Callable[[_Union10_1, _P27], None] = _jt_gate_20) -> Array[builtins.int]: ...
@overload
def where(condition: ArrayLike, x: _Union11_1, y: _P27, /, *, _jt_gate: Callable[[_Union11_1, _P27], None] = _jt_gate_21) -> Array[uint2]: ...
@overload
def where(condition: ArrayLike, x: _Union12_1, y: _P27, /, *, _jt_gate: Callable[[_Union12_1, _P27], None] = _jt_gate_22) -> Array[uint4]: ...
@overload
def where(condition: ArrayLike, x: _Union13_1, y: _Union14_2, /, *, _jt_gate: Callable[[_Union13_1, _Union14_2], None] = _jt_gate_23) -> Array[uint8]: ...
@overload
def where(condition: ArrayLike, x: _Union15_1, y: _P27, /, *, _jt_gate: Callable[[_Union15_1, _P27], None] = _jt_gate_24) -> Array[int2]: ...
@overload
def where(condition: ArrayLike, x: _Union16_1, y: _P27, /, *, _jt_gate: Callable[[_Union16_1, _P27], None] = _jt_gate_25) -> Array[int4]: ...
@overload
def where(condition: ArrayLike, x: _Union17_1, y: _Union18_2, /, *, _jt_gate: Callable[[_Union17_1, _Union18_2], None] = _jt_gate_26) -> Array[int8]: ...
@overload
def where(condition: ArrayLike, x: _Union19_1, y: _Union20_2, /, *, _jt_gate: Callable[[_Union19_1, _Union20_2], None] = _jt_gate_27) -> Array[uint16]: ...
@overload
def where(condition: ArrayLike, x: _Union21_1, y: _Union22_2, /, *, _jt_gate: Callable[[_Union21_1, _Union22_2], None] = _jt_gate_28) -> Array[uint32]: ...
@overload
def where(condition: ArrayLike, x: _Union23_1, y: _Union24_2, /, *, _jt_gate: Callable[[_Union23_1, _Union24_2], None] = _jt_gate_29) -> Array[int16]: ...
@overload
def where(condition: ArrayLike, x: _Union25_1, y: _Union26_2, /, *, _jt_gate: Callable[[_Union25_1, _Union26_2], None] = _jt_gate_30) -> Array[_Mode_uint64_uint32]: ...
@overload
def where(condition: ArrayLike, x: _Union27_1, y: _Union28_2, /, *, _jt_gate: Callable[[_Union27_1, _Union28_2], None] = _jt_gate_31) -> Array[int32]: ...
@overload
def where(condition: ArrayLike, x: _Union29_1, y: _Union30_2, /, *, _jt_gate: Callable[[_Union29_1, _Union30_2], None] = _jt_gate_32) -> Array[_Mode_int64_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union31_1, y: _Union32_2, /, *, _jt_gate: Callable[[_Union31_1, _Union32_2], None] = _jt_gate_33) -> Array[_Mode_float_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union33_1, y: _P52, /, *, _jt_gate: Callable[[_Union33_1, _P52], None] = _jt_gate_34) -> Array[_Mode_float_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union34_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union34_1, _Union35_2], None] = _jt_gate_35) -> Array[builtins.float]: ...
@overload
def where(condition: ArrayLike, x: _Union36_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union36_1, _Union35_2], None] = _jt_gate_36) -> Array[float4_e2m1fn]: ...
@overload
def where(condition: ArrayLike, x: _Union37_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union37_1, _Union35_2], None] = _jt_gate_37) -> Array[float8_e3m4]: ...
@overload
def where(condition: ArrayLike, x: _Union38_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union38_1, _Union35_2], None] = _jt_gate_38) -> Array[float8_e4m3]: ...
@overload
def where(condition: ArrayLike, x: _Union39_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union39_1, _Union35_2], None] = _jt_gate_39) -> Array[float8_e4m3b11fnuz]: ...
@overload
def where(condition: ArrayLike, x: _Union40_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union40_1, _Union35_2], None] = _jt_gate_40) -> Array[float8_e4m3fn]: ...
@overload
def where(condition: ArrayLike, x: _Union41_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union41_1, _Union35_2], None] = _jt_gate_41) -> Array[float8_e4m3fnuz]: ...
@overload
def where(condition: ArrayLike, x: _Union42_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union42_1, _Union35_2], None] = _jt_gate_42) -> Array[float8_e5m2]: ...
@overload
def where(condition: ArrayLike, x: _Union43_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union43_1, _Union35_2], None] = _jt_gate_43) -> Array[float8_e5m2fnuz]: ...
@overload
def where(condition: ArrayLike, x: _Union44_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union44_1, _Union35_2], None] = _jt_gate_44) -> Array[float8_e8m0fnu]: ...
@overload
def where(condition: ArrayLike, x: _Union45_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union45_1, _Union35_2], None] = _jt_gate_45) -> Array[bfloat16]: ...
@overload
def where(condition: ArrayLike, x: _Union46_1, y: _Union47_2, /, *, _jt_gate: Callable[[_Union46_1, _Union47_2], None] = _jt_gate_46) -> Array[float16]: ...
@overload
def where(condition: ArrayLike, x: _Union48_1, y: _Union35_2, /, *, _jt_gate: Callable[[_Union48_1, _Union35_2], None] = _jt_gate_47) -> Array[builtins.complex]: ...
@overload
def where(condition: ArrayLike, x: _Union49_1, y: _Union50_2, /, *, _jt_gate: Callable[[_Union49_1, _Union50_2], None] = _jt_gate_48) -> Array[float32]: ...
@overload
def where(condition: ArrayLike, x: _Union51_1, y: _Union52_2, /, *, _jt_gate: Callable[[_Union51_1, _Union52_2], None] = _jt_gate_49) -> Array[_Mode_float64_float32]: ...
@overload
def where(condition: ArrayLike, x: _Union53_1, y: _Union54_2, /, *, _jt_gate: Callable[[_Union53_1, _Union54_2], None] = _jt_gate_50) -> Array[complex64]: ...
@overload
def where(condition: ArrayLike, x: _Union55_1, y: _Union56_2, /, *, _jt_gate: Callable[[_Union55_1, _Union56_2], None] = _jt_gate_51) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: _P76, y: _P77, /, *, _jt_gate: Callable[[_P76, _P77], None] = _jt_gate_52) -> Array[bool_]: ...
@overload
def where(condition: ArrayLike, x: _P76, y: _P78, /, *, _jt_gate: Callable[[_P76, _P78], None] = _jt_gate_53) -> Array[uint2]: ...
@overload
def where(condition: ArrayLike, x: _P76, y: _P79, /, *, _jt_gate: Callable[[_P76, _P79], None] = _jt_gate_54) -> Array[uint4]: ...
@overload
def where(condition: ArrayLike, x: _Union14_1, y: _P81, /, *, _jt_gate: Callable[[_Union14_1, _P81], None] = _jt_gate_55) -> Array[uint8]: ...
@overload
def where(condition: ArrayLike, x: _Union20_1, y: _P83, /, *, _jt_gate: Callable[[_Union20_1, _P83], None] = _jt_gate_56) -> Array[uint16]: ...
@overload
def where(condition: ArrayLike, x: _Union22_1, y: _P85, /, *, _jt_gate: Callable[[_Union22_1, _P85], None] = _jt_gate_57) -> Array[uint32]: ...
@overload
def where(condition: ArrayLike, x: _P76, y: _P86, /, *, _jt_gate: Callable[[_P76, _P86], None] = _jt_gate_58) -> Array[int2]: ...
@overload
def where(condition: ArrayLike, x: _P76, y: _P87, /, *, _jt_gate: Callable[[_P76, _P87], None] = _jt_gate_59) -> Array[int4]: ...
@overload
def where(condition: ArrayLike, x: _Union18_1, y: _P89, /, *, _jt_gate: Callable[[_Union18_1, _P89], None] = _jt_gate_60) -> Array[int8]: ...
@overload
def where(condition: ArrayLike, x: _Union24_1, y: _P91, /, *, _jt_gate: Callable[[_Union24_1, _P91], None] = _jt_gate_61) -> Array[int16]: ...
@overload
def where(condition: ArrayLike, x: _Union57_1, y: _P89, /, *, _jt_gate: Callable[[_Union57_1, _P89], None] = _jt_gate_62) -> Array[int16]: ...
@overload
def where(condition: ArrayLike, x: _Union58_1, y: _P81, /, *, _jt_gate: Callable[[_Union58_1, _P81], None] = _jt_gate_63) -> Array[int16]: ...
@overload
def where(condition: ArrayLike, x: _Union28_1, y: _P95, /, *, _jt_gate: Callable[[_Union28_1, _P95], None] = _jt_gate_64) -> Array[int32]: ...
@overload
def where(condition: ArrayLike, x: _Union59_1, y: _P97, /, *, _jt_gate: Callable[[_Union59_1, _P97], None] = _jt_gate_65) -> Array[int32]: ...
@overload
def where(condition: ArrayLike, x: _Union60_1, y: _P83, /, *, _jt_gate: Callable[[_Union60_1, _P83], None] = _jt_gate_66) -> Array[int32]: ...
@overload
def where(condition: ArrayLike, x: _Union61_1, y: _P100, /, *, _jt_gate: Callable[[_Union61_1, _P100], None] = _jt_gate_67) -> Array[_Mode_int64_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union32_1, y: _P85, /, *, _jt_gate: Callable[[_Union32_1, _P85], None] = _jt_gate_68) -> Array[_Mode_int64_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P103, /, *, _jt_gate: Callable[[_Union35_1, _P103], None] = _jt_gate_69) -> Array[float4_e2m1fn]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P104, /, *, _jt_gate: Callable[[_Union35_1, _P104], None] = _jt_gate_70) -> Array[float8_e3m4]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P105, /, *, _jt_gate: Callable[[_Union35_1, _P105], None] = _jt_gate_71) -> Array[float8_e4m3]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P106, /, *, _jt_gate: Callable[[_Union35_1, _P106], None] = _jt_gate_72) -> Array[float8_e4m3b11fnuz]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P107, /, *, _jt_gate: Callable[[_Union35_1, _P107], None] = _jt_gate_73) -> Array[float8_e4m3fn]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P108, /, *, _jt_gate: Callable[[_Union35_1, _P108], None] = _jt_gate_74) -> Array[float8_e4m3fnuz]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P109, /, *, _jt_gate: Callable[[_Union35_1, _P109], None] = _jt_gate_75) -> Array[float8_e5m2]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P110, /, *, _jt_gate: Callable[[_Union35_1, _P110], None] = _jt_gate_76) -> Array[float8_e5m2fnuz]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P111, /, *, _jt_gate: Callable[[_Union35_1, _P111], None] = _jt_gate_77) -> Array[float8_e8m0fnu]: ...
@overload
def where(condition: ArrayLike, x: _Union35_1, y: _P112, /, *, _jt_gate: Callable[[_Union35_1, _P112], None] = _jt_gate_78) -> Array[bfloat16]: ...
@overload
def where(condition: ArrayLike, x: _Union47_1, y: _P114, /, *, _jt_gate: Callable[[_Union47_1, _P114], None] = _jt_gate_79) -> Array[float16]: ...
@overload
def where(condition: ArrayLike, x: _Union50_1, y: _P116, /, *, _jt_gate: Callable[[_Union50_1, _P116], None] = _jt_gate_80) -> Array[float32]: ...
@overload
def where(condition: ArrayLike, x: _Union63_1, y: _P112, /, *, _jt_gate: Callable[[_Union63_1, _P112], None] = _jt_gate_81) -> Array[float32]: ...
@overload
def where(condition: ArrayLike, x: _Union64_1, y: _P10, /, *, _jt_gate: Callable[[_Union64_1, _P10], None] = _jt_gate_82) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: _P119, y: _P120, /, *, _jt_gate: Callable[[_P119, _P120], None] = _jt_gate_83) -> Array[_Mode_float_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union32_1, y: _P6, /, *, _jt_gate: Callable[[_Union32_1, _P6], None] = _jt_gate_84) -> Array[_Mode_float_int32]: ...
@overload
def where(condition: ArrayLike, x: _Union66_1, y: _P122, /, *, _jt_gate: Callable[[_Union66_1, _P122], None] = _jt_gate_85) -> Array[complex64]: ...
@overload
def where(condition: ArrayLike, x: Array[_Union68] | _AnyArray, y: _Union56_2, /, *, _jt_gate: Callable[[_Union56_2], None] = _jt_gate_86) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _Union69_1, y: builtins.bool, /, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
@overload
def where(condition: ArrayLike, x: _P124, y: builtins.bool, /, *, _jt_gate: Callable[[_P124], None] = _jt_gate_88) -> Array[generic]: ...
@overload
def where(condition: ArrayLike, x: _P125, y: _Union70_2, /, *, _jt_gate: Callable[[_P125, _Union70_2], None] = _jt_gate_89) -> Array[uint8]: ...
@overload
def where(condition: ArrayLike, x: _P127, y: _Union71_2, /, *, _jt_gate: Callable[[_P127, _Union71_2], None] = _jt_gate_90) -> Array[uint16]: ...
@overload
def where(condition: ArrayLike, x: _P129, y: _Union72_2, /, *, _jt_gate: Callable[[_P129, _Union72_2], None] = _jt_gate_91) -> Array[uint32]: ...
@overload
def where(condition: ArrayLike, x: _P119, y: _Union73_2, /, *, _jt_gate: Callable[[_P119, _Union73_2], None] = _jt_gate_92) -> Array[_Mode_uint64_uint32]: ...
@overload
def where(condition: ArrayLike, x: _P132, y: _Union70_2, /, *, _jt_gate: Callable[[_P132, _Union70_2], None] = _jt_gate_93) -> Array[int8]: ...
@overload
def where(condition: ArrayLike, x: _P133, y: _Union70_2, /, *, _jt_gate: Callable[[_P133, _Union70_2], None] = _jt_gate_94) -> Array[int16]: ...
@overload
def where(condition: ArrayLike, x: _P134, y: _Union71_2, /, *, _jt_gate: Callable[[_P134, _Union71_2], None] = _jt_gate_95) -> Array[int32]: ...
@overload
def where(condition: ArrayLike, x: _P135, y: _Union72_2, /, *, _jt_gate: Callable[[_P135, _Union72_2], None] = _jt_gate_96) -> Array[_Mode_int64_int32]: ...
@overload
def where(condition: ArrayLike, x: _P76, y: _P136, /, *, _jt_gate: Callable[[_P76, _P136], None] = _jt_gate_97) -> Array[builtins.int]: ...
@overload
def where(condition: ArrayLike, x: _Union74_1, y: _JustInt, /, *, _jt_gate: Callable[[_Union74_1], None] = _jt_gate_98) -> Array[builtins.int]: ...
@overload
def where(condition: ArrayLike, x: _P138, y: _Union0_2, /, *, _jt_gate: Callable[[_P138, _Union0_2], None] = _jt_gate_99) -> Array[number]: ...
@overload
def where(condition: ArrayLike, x: _P139, y: _Union75_2, /, *, _jt_gate: Callable[[_P139, _Union75_2], None] = _jt_gate_100) -> Array[float16]: ...
@overload
def where(condition: ArrayLike, x: _P141, y: _Union76_2, /, *, _jt_gate: Callable[[_P141, _Union76_2], None] = _jt_gate_101) -> Array[float32]: ...
@overload
def where(condition: ArrayLike, x: _P143, y: _Union77_2, /, *, _jt_gate: Callable[[_P143, _Union77_2], None] = _jt_gate_102) -> Array[_Mode_float64_float32]: ...
@overload
def where(condition: ArrayLike, x: _P145, y: _Union75_2, /, *, _jt_gate: Callable[[_P145, _Union75_2], None] = _jt_gate_103) -> Array[complex64]: ...
@overload
def where(condition: ArrayLike, x: _P146, y: _Union77_2, /, *, _jt_gate: Callable[[_P146, _Union77_2], None] = _jt_gate_104) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: _Union78_1, y: _P148, /, *, _jt_gate: Callable[[_Union78_1, _P148], None] = _jt_gate_105) -> Array[builtins.float]: ...
@overload
def where(condition: ArrayLike, x: _Union79_1, y: _JustFloat, /, *, _jt_gate: Callable[[_Union79_1], None] = _jt_gate_106) -> Array[builtins.float]: ...
@overload
def where(condition: ArrayLike, x: _P150, y: _P17, /, *, _jt_gate: Callable[[_P150, _P17], None] = _jt_gate_107) -> Array[builtins.complex]: ...
@overload
def where(condition: ArrayLike, x: _P151, y: _Union1_2, /, *, _jt_gate: Callable[[_P151, _Union1_2], None] = _jt_gate_108) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def where(condition: ArrayLike, x: _P152, y: _Union1_2, /, *, _jt_gate: Callable[[_P152, _Union1_2], None] = _jt_gate_109) -> Array[inexact]: ...
@overload
def where(condition: ArrayLike, x: Array[_Union80] | _AnyArray, y: _P153, /, *, _jt_gate: Callable[[_P153], None] = _jt_gate_110) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _P154, y: _P14, /, *, _jt_gate: Callable[[_P154, _P14], None] = _jt_gate_111) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _Union82_1, y: _P20, /, *, _jt_gate: Callable[[_Union82_1, _P20], None] = _jt_gate_112) -> Array[complex64]: ...
@overload
def where(condition: ArrayLike, x: _Union83_1, y: _P157, /, *, _jt_gate: Callable[[_Union83_1, _P157], None] = _jt_gate_113) -> Array[_Mode_complex128_complex64]: ...
@overload
def where(condition: ArrayLike, x: _Union84_1, y: _JustComplex, /, *, _jt_gate: Callable[[_Union84_1], None] = _jt_gate_114) -> Array[builtins.complex]: ...
@overload
def where(condition: ArrayLike, x: _P159, y: _P20, /, *, _jt_gate: Callable[[_P159, _P20], None] = _jt_gate_115) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def where(condition: ArrayLike, x: builtins.bool, y: _P160, /, *, _jt_gate: Callable[[_P160], None] = _jt_gate_88) -> Array[generic]: ...
@overload
def where(condition: ArrayLike, x: builtins.bool | _JustInt, y: _P161, /, *, _jt_gate: Callable[[_P161], None] = _jt_gate_116) -> Array[number]: ...
@overload
def where(condition: ArrayLike, x: _Union86_1, y: _P163, /, *, _jt_gate: Callable[[_Union86_1, _P163], None] = _jt_gate_117) -> Array[builtins.complex]: ...
@overload
def where(condition: ArrayLike, x: Array[_Union87] | _AnyArray, y: _Union88_2, /, *, _jt_gate: Callable[[_Union88_2], None] = _jt_gate_118) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _Union89, y: _P165, /, *, _jt_gate: Callable[[_P165], None] = _jt_gate_119) -> Array[inexact]: ...
@overload
def where(condition: ArrayLike, x: _Union90, y: _P166, /, *, _jt_gate: Callable[[_P166], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def where(condition: ArrayLike, x: _JustComplex, y: _P167, /, *, _jt_gate: Callable[[_P167], None] = _jt_gate_121) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def where(condition: ArrayLike, x: _Union91_1, y: _P169, /, *, _jt_gate: Callable[[_Union91_1, _P169], None] = _jt_gate_122) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _Union93_1, y: _P161, /, *, _jt_gate: Callable[[_Union93_1, _P161], None] = _jt_gate_123) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _Union94_1, y: _P160, /, *, _jt_gate: Callable[[_Union94_1, _P160], None] = _jt_gate_124) -> Array[_Top]: ...
@overload
def where(condition: ArrayLike, x: _Union95_1, y: Array[_Union80] | _AnyArray, /, *, _jt_gate: Callable[[_Union95_1], None] = _jt_gate_125) -> Array[_Top]: ...
# </generated numpy_where>
# <generated numpy_arange>
if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_bool) -> Array[bool_]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int64) -> Array[int32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float64) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_complex128) -> Array[complex64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint2) -> Array[uint2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint4) -> Array[uint4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint8) -> Array[uint8]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint16) -> Array[uint16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint32) -> Array[uint32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint64) -> Array[uint32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int2) -> Array[int2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int4) -> Array[int4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int8) -> Array[int8]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int16) -> Array[int16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int32) -> Array[int32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float4_e2m1fn) -> Array[float4_e2m1fn]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e3m4) -> Array[float8_e3m4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3) -> Array[float8_e4m3]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3b11fnuz) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3fn) -> Array[float8_e4m3fn]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3fnuz) -> Array[float8_e4m3fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e5m2) -> Array[float8_e5m2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e5m2fnuz) -> Array[float8_e5m2fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e8m0fnu) -> Array[float8_e8m0fnu]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_bfloat16) -> Array[bfloat16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float16) -> Array[float16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float32) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_complex64) -> Array[complex64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: DTypeLike) -> Array[generic]: ...
    @overload
    def arange(start: _Union10, stop: _Union312 = None, step: _Union312 = None, dtype: None = None) -> Array[int32]: ...
    @overload
    def arange(start: _Union11, stop: _Union313 = None, step: _Union313 = None, dtype: None = None) -> Array[uint2]: ...
    @overload
    def arange(start: _Union12, stop: _Union314 = None, step: _Union314 = None, dtype: None = None) -> Array[uint4]: ...
    @overload
    def arange(start: _Union13, stop: _Union315 = None, step: _Union315 = None, dtype: None = None) -> Array[uint8]: ...
    @overload
    def arange(start: _Union15, stop: _Union316 = None, step: _Union316 = None, dtype: None = None) -> Array[int2]: ...
    @overload
    def arange(start: _Union16, stop: _Union317 = None, step: _Union317 = None, dtype: None = None) -> Array[int4]: ...
    @overload
    def arange(start: _Union17, stop: _Union318 = None, step: _Union318 = None, dtype: None = None) -> Array[int8]: ...
    @overload
    def arange(start: _Union19, stop: _Union319 = None, step: _Union319 = None, dtype: None = None) -> Array[uint16]: ...
    @overload
    def arange(start: _Union23, stop: _Union320 = None, step: _Union320 = None, dtype: None = None) -> Array[int16]: ...
    @overload
    def arange(start: _Union25, stop: _Union321 = None, step: _Union321 = None, dtype: None = None) -> Array[uint32]: ...
    @overload
    def arange(start: _Union322, stop: _Union323 = None, step: _Union323 = None, dtype: None = None) -> Array[int32]: ...
    @overload
    def arange(start: _Union34, stop: _Union324 = None, step: _Union324 = None, dtype: None = None) -> Array[float32]: ...
    @overload
    def arange(start: _Union36, stop: _Union325 = None, step: _Union325 = None, dtype: None = None) -> Array[float4_e2m1fn]: ...
    @overload
    def arange(start: _Union37, stop: _Union326 = None, step: _Union326 = None, dtype: None = None) -> Array[float8_e3m4]: ...
    @overload
    def arange(start: _Union38, stop: _Union327 = None, step: _Union327 = None, dtype: None = None) -> Array[float8_e4m3]: ...
    @overload
    def arange(start: _Union39, stop: _Union328 = None, step: _Union328 = None, dtype: None = None) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def arange(start: _Union40, stop: _Union329 = None, step: _Union329 = None, dtype: None = None) -> Array[float8_e4m3fn]: ...
    @overload
    def arange(start: _Union41, stop: _Union330 = None, step: _Union330 = None, dtype: None = None) -> Array[float8_e4m3fnuz]: ...
    @overload
    def arange(start: _Union42, stop: _Union331 = None, step: _Union331 = None, dtype: None = None) -> Array[float8_e5m2]: ...
    @overload
    def arange(start: _Union43, stop: _Union332 = None, step: _Union332 = None, dtype: None = None) -> Array[float8_e5m2fnuz]: ...
    @overload
    def arange(start: _Union44, stop: _Union333 = None, step: _Union333 = None, dtype: None = None) -> Array[float8_e8m0fnu]: ...
    @overload
    def arange(start: _Union45, stop: _Union334 = None, step: _Union334 = None, dtype: None = None) -> Array[bfloat16]: ...
    @overload
    def arange(start: _Union46, stop: _Union335 = None, step: _Union335 = None, dtype: None = None) -> Array[float16]: ...
    @overload
    def arange(start: _Union51, stop: _Union336 = None, step: _Union336 = None, dtype: None = None) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, dtype: None = None) -> Array[generic]: ...
if JAXTYPES_X64:
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_bool) -> Array[bool_]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int64) -> Array[int64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float64) -> Array[float64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_complex128) -> Array[complex128]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint2) -> Array[uint2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint4) -> Array[uint4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint8) -> Array[uint8]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint16) -> Array[uint16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint32) -> Array[uint32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint64) -> Array[uint64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int2) -> Array[int2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int4) -> Array[int4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int8) -> Array[int8]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int16) -> Array[int16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int32) -> Array[int32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float4_e2m1fn) -> Array[float4_e2m1fn]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e3m4) -> Array[float8_e3m4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3) -> Array[float8_e4m3]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3b11fnuz) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3fn) -> Array[float8_e4m3fn]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3fnuz) -> Array[float8_e4m3fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e5m2) -> Array[float8_e5m2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e5m2fnuz) -> Array[float8_e5m2fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e8m0fnu) -> Array[float8_e8m0fnu]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_bfloat16) -> Array[bfloat16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float16) -> Array[float16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float32) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_complex64) -> Array[complex64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: DTypeLike) -> Array[generic]: ...
    @overload
    def arange(start: _Union10, stop: _Union312 = None, step: _Union312 = None, dtype: None = None) -> Array[int64]: ...
    @overload
    def arange(start: _Union11, stop: _Union313 = None, step: _Union313 = None, dtype: None = None) -> Array[uint2]: ...
    @overload
    def arange(start: _Union12, stop: _Union314 = None, step: _Union314 = None, dtype: None = None) -> Array[uint4]: ...
    @overload
    def arange(start: _Union13, stop: _Union315 = None, step: _Union315 = None, dtype: None = None) -> Array[uint8]: ...
    @overload
    def arange(start: _Union15, stop: _Union316 = None, step: _Union316 = None, dtype: None = None) -> Array[int2]: ...
    @overload
    def arange(start: _Union16, stop: _Union317 = None, step: _Union317 = None, dtype: None = None) -> Array[int4]: ...
    @overload
    def arange(start: _Union17, stop: _Union318 = None, step: _Union318 = None, dtype: None = None) -> Array[int8]: ...
    @overload
    def arange(start: _Union19, stop: _Union319 = None, step: _Union319 = None, dtype: None = None) -> Array[uint16]: ...
    @overload
    def arange(start: _Union21, stop: _Union337 = None, step: _Union337 = None, dtype: None = None) -> Array[uint32]: ...
    @overload
    def arange(start: _Union23, stop: _Union320 = None, step: _Union320 = None, dtype: None = None) -> Array[int16]: ...
    @overload
    def arange(start: _Union25, stop: _Union321 = None, step: _Union321 = None, dtype: None = None) -> Array[uint64]: ...
    @overload
    def arange(start: _Union27, stop: _Union338 = None, step: _Union338 = None, dtype: None = None) -> Array[int32]: ...
    @overload
    def arange(start: _Union29, stop: _Union339 = None, step: _Union339 = None, dtype: None = None) -> Array[int64]: ...
    @overload
    def arange(start: _Union34, stop: _Union324 = None, step: _Union324 = None, dtype: None = None) -> Array[float64]: ...
    @overload
    def arange(start: _Union36, stop: _Union325 = None, step: _Union325 = None, dtype: None = None) -> Array[float4_e2m1fn]: ...
    @overload
    def arange(start: _Union37, stop: _Union326 = None, step: _Union326 = None, dtype: None = None) -> Array[float8_e3m4]: ...
    @overload
    def arange(start: _Union38, stop: _Union327 = None, step: _Union327 = None, dtype: None = None) -> Array[float8_e4m3]: ...
    @overload
    def arange(start: _Union39, stop: _Union328 = None, step: _Union328 = None, dtype: None = None) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def arange(start: _Union40, stop: _Union329 = None, step: _Union329 = None, dtype: None = None) -> Array[float8_e4m3fn]: ...
    @overload
    def arange(start: _Union41, stop: _Union330 = None, step: _Union330 = None, dtype: None = None) -> Array[float8_e4m3fnuz]: ...
    @overload
    def arange(start: _Union42, stop: _Union331 = None, step: _Union331 = None, dtype: None = None) -> Array[float8_e5m2]: ...
    @overload
    def arange(start: _Union43, stop: _Union332 = None, step: _Union332 = None, dtype: None = None) -> Array[float8_e5m2fnuz]: ...
    @overload
    def arange(start: _Union44, stop: _Union333 = None, step: _Union333 = None, dtype: None = None) -> Array[float8_e8m0fnu]: ...
    @overload
    def arange(start: _Union45, stop: _Union334 = None, step: _Union334 = None, dtype: None = None) -> Array[bfloat16]: ...
    @overload
    def arange(start: _Union46, stop: _Union335 = None, step: _Union335 = None, dtype: None = None) -> Array[float16]: ...
    @overload
    def arange(start: _Union49, stop: _Union340 = None, step: _Union340 = None, dtype: None = None) -> Array[float32]: ...
    @overload
    def arange(start: _Union51, stop: _Union336 = None, step: _Union336 = None, dtype: None = None) -> Array[float64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, dtype: None = None) -> Array[generic]: ...
if not MYPY and not JAXTYPES_X64:  # pyright only
    arange = ...  # not a function: ends pyright's overload chain
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_bool) -> Array[bool_]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int64) -> Array[int32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float64) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_complex128) -> Array[complex64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint2) -> Array[uint2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint4) -> Array[uint4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint8) -> Array[uint8]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint16) -> Array[uint16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint32) -> Array[uint32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_uint64) -> Array[uint32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int2) -> Array[int2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int4) -> Array[int4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int8) -> Array[int8]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int16) -> Array[int16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_int32) -> Array[int32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float4_e2m1fn) -> Array[float4_e2m1fn]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e3m4) -> Array[float8_e3m4]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3) -> Array[float8_e4m3]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3b11fnuz) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3fn) -> Array[float8_e4m3fn]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e4m3fnuz) -> Array[float8_e4m3fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e5m2) -> Array[float8_e5m2]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e5m2fnuz) -> Array[float8_e5m2fnuz]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float8_e8m0fnu) -> Array[float8_e8m0fnu]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_bfloat16) -> Array[bfloat16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float16) -> Array[float16]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_float32) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: _DTypeLike_complex64) -> Array[complex64]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: DTypeLike) -> Array[generic]: ...
    @overload
    def arange(start: _Union10, stop: _Union312 = None, step: _Union312 = None, dtype: None = None) -> Array[int32]: ...
    @overload
    def arange(start: _Union11, stop: _Union313 = None, step: _Union313 = None, dtype: None = None) -> Array[uint2]: ...
    @overload
    def arange(start: _Union12, stop: _Union314 = None, step: _Union314 = None, dtype: None = None) -> Array[uint4]: ...
    @overload
    def arange(start: _Union13, stop: _Union315 = None, step: _Union315 = None, dtype: None = None) -> Array[uint8]: ...
    @overload
    def arange(start: _Union15, stop: _Union316 = None, step: _Union316 = None, dtype: None = None) -> Array[int2]: ...
    @overload
    def arange(start: _Union16, stop: _Union317 = None, step: _Union317 = None, dtype: None = None) -> Array[int4]: ...
    @overload
    def arange(start: _Union17, stop: _Union318 = None, step: _Union318 = None, dtype: None = None) -> Array[int8]: ...
    @overload
    def arange(start: _Union19, stop: _Union319 = None, step: _Union319 = None, dtype: None = None) -> Array[uint16]: ...
    @overload
    def arange(start: _Union23, stop: _Union320 = None, step: _Union320 = None, dtype: None = None) -> Array[int16]: ...
    @overload
    def arange(start: _Union25, stop: _Union321 = None, step: _Union321 = None, dtype: None = None) -> Array[uint32]: ...
    @overload
    def arange(start: _Union322, stop: _Union323 = None, step: _Union323 = None, dtype: None = None) -> Array[int32]: ...
    @overload
    def arange(start: _Union34, stop: _Union324 = None, step: _Union324 = None, dtype: None = None) -> Array[float32]: ...
    @overload
    def arange(start: _Union36, stop: _Union325 = None, step: _Union325 = None, dtype: None = None) -> Array[float4_e2m1fn]: ...
    @overload
    def arange(start: _Union37, stop: _Union326 = None, step: _Union326 = None, dtype: None = None) -> Array[float8_e3m4]: ...
    @overload
    def arange(start: _Union38, stop: _Union327 = None, step: _Union327 = None, dtype: None = None) -> Array[float8_e4m3]: ...
    @overload
    def arange(start: _Union39, stop: _Union328 = None, step: _Union328 = None, dtype: None = None) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def arange(start: _Union40, stop: _Union329 = None, step: _Union329 = None, dtype: None = None) -> Array[float8_e4m3fn]: ...
    @overload
    def arange(start: _Union41, stop: _Union330 = None, step: _Union330 = None, dtype: None = None) -> Array[float8_e4m3fnuz]: ...
    @overload
    def arange(start: _Union42, stop: _Union331 = None, step: _Union331 = None, dtype: None = None) -> Array[float8_e5m2]: ...
    @overload
    def arange(start: _Union43, stop: _Union332 = None, step: _Union332 = None, dtype: None = None) -> Array[float8_e5m2fnuz]: ...
    @overload
    def arange(start: _Union44, stop: _Union333 = None, step: _Union333 = None, dtype: None = None) -> Array[float8_e8m0fnu]: ...
    @overload
    def arange(start: _Union45, stop: _Union334 = None, step: _Union334 = None, dtype: None = None) -> Array[bfloat16]: ...
    @overload
    def arange(start: _Union46, stop: _Union335 = None, step: _Union335 = None, dtype: None = None) -> Array[float16]: ...
    @overload
    def arange(start: _Union51, stop: _Union336 = None, step: _Union336 = None, dtype: None = None) -> Array[float32]: ...
    @overload
    def arange(start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, dtype: None = None) -> Array[generic]: ...

# </generated numpy_arange>
# <generated numpy_clip>
if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    @overload
    def clip(arr: _Union9_0, /, min: _Union341_2 = None, max: _Union341_3 = None, *, _jt_gate: Callable[[_Union9_0, _Union341_2, _Union341_3], None] = _jt_gate_515) -> Array[bool_]: ...
    @overload
    def clip(arr: _Union10_0, /, min: _Union312_2 = None, max: _Union312_3 = None, *, _jt_gate: Callable[[_Union10_0, _Union312_2, _Union312_3], None] = _jt_gate_516) -> Array[builtins.int]: ...
    @overload
    def clip(arr: _Union11_0, /, min: _Union313_2 = None, max: _Union313_3 = None, *, _jt_gate: Callable[[_Union11_0, _Union313_2, _Union313_3], None] = _jt_gate_517) -> Array[uint2]: ...
    @overload
    def clip(arr: _Union12_0, /, min: _Union314_2 = None, max: _Union314_3 = None, *, _jt_gate: Callable[[_Union12_0, _Union314_2, _Union314_3], None] = _jt_gate_518) -> Array[uint4]: ...
    @overload
    def clip(arr: _Union13_0, /, min: _Union315_2 = None, max: _Union315_3 = None, *, _jt_gate: Callable[[_Union13_0, _Union315_2, _Union315_3], None] = _jt_gate_519) -> Array[uint8]: ...
    @overload
    def clip(arr: _Union15_0, /, min: _Union316_2 = None, max: _Union316_3 = None, *, _jt_gate: Callable[[_Union15_0, _Union316_2, _Union316_3], None] = _jt_gate_520) -> Array[int2]: ...
    @overload
    def clip(arr: _Union16_0, /, min: _Union317_2 = None, max: _Union317_3 = None, *, _jt_gate: Callable[[_Union16_0, _Union317_2, _Union317_3], None] = _jt_gate_521) -> Array[int4]: ...
    @overload
    def clip(arr: _Union17_0, /, min: _Union318_2 = None, max: _Union318_3 = None, *, _jt_gate: Callable[[_Union17_0, _Union318_2, _Union318_3], None] = _jt_gate_522) -> Array[int8]: ...
    @overload
    def clip(arr: _Union19_0, /, min: _Union319_2 = None, max: _Union319_3 = None, *, _jt_gate: Callable[[_Union19_0, _Union319_2, _Union319_3], None] = _jt_gate_523) -> Array[uint16]: ...
    @overload
    def clip(arr: _Union23_0, /, min: _Union320_2 = None, max: _Union320_3 = None, *, _jt_gate: Callable[[_Union23_0, _Union320_2, _Union320_3], None] = _jt_gate_524) -> Array[int16]: ...
    @overload
    def clip(arr: _Union25_0, /, min: _Union321_2 = None, max: _Union321_3 = None, *, _jt_gate: Callable[[_Union25_0, _Union321_2, _Union321_3], None] = _jt_gate_525) -> Array[uint32]: ...
    @overload
    def clip(arr: _Union322_0, /, min: _Union323_2 = None, max: _Union323_3 = None, *, _jt_gate: Callable[[_Union322_0, _Union323_2, _Union323_3], None] = _jt_gate_526) -> Array[int32]: ...
    @overload
    def clip(arr: _Union34_0, /, min: _Union324_2 = None, max: _Union324_3 = None, *, _jt_gate: Callable[[_Union34_0, _Union324_2, _Union324_3], None] = _jt_gate_527) -> Array[builtins.float]: ...
    @overload
    def clip(arr: _Union36_0, /, min: _Union325_2 = None, max: _Union325_3 = None, *, _jt_gate: Callable[[_Union36_0, _Union325_2, _Union325_3], None] = _jt_gate_528) -> Array[float4_e2m1fn]: ...
    @overload
    def clip(arr: _Union37_0, /, min: _Union326_2 = None, max: _Union326_3 = None, *, _jt_gate: Callable[[_Union37_0, _Union326_2, _Union326_3], None] = _jt_gate_529) -> Array[float8_e3m4]: ...
    @overload
    def clip(arr: _Union38_0, /, min: _Union327_2 = None, max: _Union327_3 = None, *, _jt_gate: Callable[[_Union38_0, _Union327_2, _Union327_3], None] = _jt_gate_530) -> Array[float8_e4m3]: ...
    @overload
    def clip(arr: _Union39_0, /, min: _Union328_2 = None, max: _Union328_3 = None, *, _jt_gate: Callable[[_Union39_0, _Union328_2, _Union328_3], None] = _jt_gate_531) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def clip(arr: _Union40_0, /, min: _Union329_2 = None, max: _Union329_3 = None, *, _jt_gate: Callable[[_Union40_0, _Union329_2, _Union329_3], None] = _jt_gate_532) -> Array[float8_e4m3fn]: ...
    @overload
    def clip(arr: _Union41_0, /, min: _Union330_2 = None, max: _Union330_3 = None, *, _jt_gate: Callable[[_Union41_0, _Union330_2, _Union330_3], None] = _jt_gate_533) -> Array[float8_e4m3fnuz]: ...
    @overload
    def clip(arr: _Union42_0, /, min: _Union331_2 = None, max: _Union331_3 = None, *, _jt_gate: Callable[[_Union42_0, _Union331_2, _Union331_3], None] = _jt_gate_534) -> Array[float8_e5m2]: ...
    @overload
    def clip(arr: _Union43_0, /, min: _Union332_2 = None, max: _Union332_3 = None, *, _jt_gate: Callable[[_Union43_0, _Union332_2, _Union332_3], None] = _jt_gate_535) -> Array[float8_e5m2fnuz]: ...
    @overload
    def clip(arr: _Union44_0, /, min: _Union333_2 = None, max: _Union333_3 = None, *, _jt_gate: Callable[[_Union44_0, _Union333_2, _Union333_3], None] = _jt_gate_536) -> Array[float8_e8m0fnu]: ...
    @overload
    def clip(arr: _Union45_0, /, min: _Union334_2 = None, max: _Union334_3 = None, *, _jt_gate: Callable[[_Union45_0, _Union334_2, _Union334_3], None] = _jt_gate_537) -> Array[bfloat16]: ...
    @overload
    def clip(arr: _Union46_0, /, min: _Union335_2 = None, max: _Union335_3 = None, *, _jt_gate: Callable[[_Union46_0, _Union335_2, _Union335_3], None] = _jt_gate_538) -> Array[float16]: ...
    @overload
    def clip(arr: _Union51_0, /, min: _Union336_2 = None, max: _Union336_3 = None, *, _jt_gate: Callable[[_Union51_0, _Union336_2, _Union336_3], None] = _jt_gate_539) -> Array[float32]: ...
    @overload
    def clip(arr: _AbstractArray, /, min: ArrayLike | None = None, max: ArrayLike | None = None) -> Array[_Top]: ...
    @overload
    def clip(arr: ArrayLike, /, min: _AbstractArray, max: ArrayLike | None = None) -> Array[_Top]: ...
    @overload
    def clip(arr: ArrayLike, /, min: ArrayLike | None = None, *, max: _AbstractArray) -> Array[_Top]: ...
if JAXTYPES_X64:
    @overload
    def clip(arr: _Union9_0, /, min: _Union341_2 = None, max: _Union341_3 = None, *, _jt_gate: Callable[[_Union9_0, _Union341_2, _Union341_3], None] = _jt_gate_515) -> Array[bool_]: ...
    @overload
    def clip(arr: _Union10_0, /, min: _Union312_2 = None, max: _Union312_3 = None, *, _jt_gate: Callable[[_Union10_0, _Union312_2, _Union312_3], None] = _jt_gate_516) -> Array[builtins.int]: ...
    @overload
    def clip(arr: _Union11_0, /, min: _Union313_2 = None, max: _Union313_3 = None, *, _jt_gate: Callable[[_Union11_0, _Union313_2, _Union313_3], None] = _jt_gate_517) -> Array[uint2]: ...
    @overload
    def clip(arr: _Union12_0, /, min: _Union314_2 = None, max: _Union314_3 = None, *, _jt_gate: Callable[[_Union12_0, _Union314_2, _Union314_3], None] = _jt_gate_518) -> Array[uint4]: ...
    @overload
    def clip(arr: _Union13_0, /, min: _Union315_2 = None, max: _Union315_3 = None, *, _jt_gate: Callable[[_Union13_0, _Union315_2, _Union315_3], None] = _jt_gate_519) -> Array[uint8]: ...
    @overload
    def clip(arr: _Union15_0, /, min: _Union316_2 = None, max: _Union316_3 = None, *, _jt_gate: Callable[[_Union15_0, _Union316_2, _Union316_3], None] = _jt_gate_520) -> Array[int2]: ...
    @overload
    def clip(arr: _Union16_0, /, min: _Union317_2 = None, max: _Union317_3 = None, *, _jt_gate: Callable[[_Union16_0, _Union317_2, _Union317_3], None] = _jt_gate_521) -> Array[int4]: ...
    @overload
    def clip(arr: _Union17_0, /, min: _Union318_2 = None, max: _Union318_3 = None, *, _jt_gate: Callable[[_Union17_0, _Union318_2, _Union318_3], None] = _jt_gate_522) -> Array[int8]: ...
    @overload
    def clip(arr: _Union19_0, /, min: _Union319_2 = None, max: _Union319_3 = None, *, _jt_gate: Callable[[_Union19_0, _Union319_2, _Union319_3], None] = _jt_gate_523) -> Array[uint16]: ...
    @overload
    def clip(arr: _Union21_0, /, min: _Union337_2 = None, max: _Union337_3 = None, *, _jt_gate: Callable[[_Union21_0, _Union337_2, _Union337_3], None] = _jt_gate_540) -> Array[uint32]: ...
    @overload
    def clip(arr: _Union23_0, /, min: _Union320_2 = None, max: _Union320_3 = None, *, _jt_gate: Callable[[_Union23_0, _Union320_2, _Union320_3], None] = _jt_gate_524) -> Array[int16]: ...
    @overload
    def clip(arr: _Union25_0, /, min: _Union321_2 = None, max: _Union321_3 = None, *, _jt_gate: Callable[[_Union25_0, _Union321_2, _Union321_3], None] = _jt_gate_525) -> Array[uint64]: ...
    @overload
    def clip(arr: _Union27_0, /, min: _Union338_2 = None, max: _Union338_3 = None, *, _jt_gate: Callable[[_Union27_0, _Union338_2, _Union338_3], None] = _jt_gate_541) -> Array[int32]: ...
    @overload
    def clip(arr: _Union29_0, /, min: _Union339_2 = None, max: _Union339_3 = None, *, _jt_gate: Callable[[_Union29_0, _Union339_2, _Union339_3], None] = _jt_gate_542) -> Array[int64]: ...
    @overload
    def clip(arr: _Union34_0, /, min: _Union324_2 = None, max: _Union324_3 = None, *, _jt_gate: Callable[[_Union34_0, _Union324_2, _Union324_3], None] = _jt_gate_527) -> Array[builtins.float]: ...
    @overload
    def clip(arr: _Union36_0, /, min: _Union325_2 = None, max: _Union325_3 = None, *, _jt_gate: Callable[[_Union36_0, _Union325_2, _Union325_3], None] = _jt_gate_528) -> Array[float4_e2m1fn]: ...
    @overload
    def clip(arr: _Union37_0, /, min: _Union326_2 = None, max: _Union326_3 = None, *, _jt_gate: Callable[[_Union37_0, _Union326_2, _Union326_3], None] = _jt_gate_529) -> Array[float8_e3m4]: ...
    @overload
    def clip(arr: _Union38_0, /, min: _Union327_2 = None, max: _Union327_3 = None, *, _jt_gate: Callable[[_Union38_0, _Union327_2, _Union327_3], None] = _jt_gate_530) -> Array[float8_e4m3]: ...
    @overload
    def clip(arr: _Union39_0, /, min: _Union328_2 = None, max: _Union328_3 = None, *, _jt_gate: Callable[[_Union39_0, _Union328_2, _Union328_3], None] = _jt_gate_531) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def clip(arr: _Union40_0, /, min: _Union329_2 = None, max: _Union329_3 = None, *, _jt_gate: Callable[[_Union40_0, _Union329_2, _Union329_3], None] = _jt_gate_532) -> Array[float8_e4m3fn]: ...
    @overload
    def clip(arr: _Union41_0, /, min: _Union330_2 = None, max: _Union330_3 = None, *, _jt_gate: Callable[[_Union41_0, _Union330_2, _Union330_3], None] = _jt_gate_533) -> Array[float8_e4m3fnuz]: ...
    @overload
    def clip(arr: _Union42_0, /, min: _Union331_2 = None, max: _Union331_3 = None, *, _jt_gate: Callable[[_Union42_0, _Union331_2, _Union331_3], None] = _jt_gate_534) -> Array[float8_e5m2]: ...
    @overload
    def clip(arr: _Union43_0, /, min: _Union332_2 = None, max: _Union332_3 = None, *, _jt_gate: Callable[[_Union43_0, _Union332_2, _Union332_3], None] = _jt_gate_535) -> Array[float8_e5m2fnuz]: ...
    @overload
    def clip(arr: _Union44_0, /, min: _Union333_2 = None, max: _Union333_3 = None, *, _jt_gate: Callable[[_Union44_0, _Union333_2, _Union333_3], None] = _jt_gate_536) -> Array[float8_e8m0fnu]: ...
    @overload
    def clip(arr: _Union45_0, /, min: _Union334_2 = None, max: _Union334_3 = None, *, _jt_gate: Callable[[_Union45_0, _Union334_2, _Union334_3], None] = _jt_gate_537) -> Array[bfloat16]: ...
    @overload
    def clip(arr: _Union46_0, /, min: _Union335_2 = None, max: _Union335_3 = None, *, _jt_gate: Callable[[_Union46_0, _Union335_2, _Union335_3], None] = _jt_gate_538) -> Array[float16]: ...
    @overload
    def clip(arr: _Union49_0, /, min: _Union340_2 = None, max: _Union340_3 = None, *, _jt_gate: Callable[[_Union49_0, _Union340_2, _Union340_3], None] = _jt_gate_543) -> Array[float32]: ...
    @overload
    def clip(arr: _Union51_0, /, min: _Union336_2 = None, max: _Union336_3 = None, *, _jt_gate: Callable[[_Union51_0, _Union336_2, _Union336_3], None] = _jt_gate_539) -> Array[float64]: ...
    @overload
    def clip(arr: _AbstractArray, /, min: ArrayLike | None = None, max: ArrayLike | None = None) -> Array[_Top]: ...
    @overload
    def clip(arr: ArrayLike, /, min: _AbstractArray, max: ArrayLike | None = None) -> Array[_Top]: ...
    @overload
    def clip(arr: ArrayLike, /, min: ArrayLike | None = None, *, max: _AbstractArray) -> Array[_Top]: ...
if not MYPY and not JAXTYPES_X64:  # pyright only
    clip = ...  # not a function: ends pyright's overload chain
    @overload
    def clip(arr: _Union9_0, /, min: _Union341_2 = None, max: _Union341_3 = None, *, _jt_gate: Callable[[_Union9_0, _Union341_2, _Union341_3], None] = _jt_gate_515) -> Array[bool_]: ...
    @overload
    def clip(arr: _Union10_0, /, min: _Union312_2 = None, max: _Union312_3 = None, *, _jt_gate: Callable[[_Union10_0, _Union312_2, _Union312_3], None] = _jt_gate_516) -> Array[builtins.int]: ...
    @overload
    def clip(arr: _Union11_0, /, min: _Union313_2 = None, max: _Union313_3 = None, *, _jt_gate: Callable[[_Union11_0, _Union313_2, _Union313_3], None] = _jt_gate_517) -> Array[uint2]: ...
    @overload
    def clip(arr: _Union12_0, /, min: _Union314_2 = None, max: _Union314_3 = None, *, _jt_gate: Callable[[_Union12_0, _Union314_2, _Union314_3], None] = _jt_gate_518) -> Array[uint4]: ...
    @overload
    def clip(arr: _Union13_0, /, min: _Union315_2 = None, max: _Union315_3 = None, *, _jt_gate: Callable[[_Union13_0, _Union315_2, _Union315_3], None] = _jt_gate_519) -> Array[uint8]: ...
    @overload
    def clip(arr: _Union15_0, /, min: _Union316_2 = None, max: _Union316_3 = None, *, _jt_gate: Callable[[_Union15_0, _Union316_2, _Union316_3], None] = _jt_gate_520) -> Array[int2]: ...
    @overload
    def clip(arr: _Union16_0, /, min: _Union317_2 = None, max: _Union317_3 = None, *, _jt_gate: Callable[[_Union16_0, _Union317_2, _Union317_3], None] = _jt_gate_521) -> Array[int4]: ...
    @overload
    def clip(arr: _Union17_0, /, min: _Union318_2 = None, max: _Union318_3 = None, *, _jt_gate: Callable[[_Union17_0, _Union318_2, _Union318_3], None] = _jt_gate_522) -> Array[int8]: ...
    @overload
    def clip(arr: _Union19_0, /, min: _Union319_2 = None, max: _Union319_3 = None, *, _jt_gate: Callable[[_Union19_0, _Union319_2, _Union319_3], None] = _jt_gate_523) -> Array[uint16]: ...
    @overload
    def clip(arr: _Union23_0, /, min: _Union320_2 = None, max: _Union320_3 = None, *, _jt_gate: Callable[[_Union23_0, _Union320_2, _Union320_3], None] = _jt_gate_524) -> Array[int16]: ...
    @overload
    def clip(arr: _Union25_0, /, min: _Union321_2 = None, max: _Union321_3 = None, *, _jt_gate: Callable[[_Union25_0, _Union321_2, _Union321_3], None] = _jt_gate_525) -> Array[uint32]: ...
    @overload
    def clip(arr: _Union322_0, /, min: _Union323_2 = None, max: _Union323_3 = None, *, _jt_gate: Callable[[_Union322_0, _Union323_2, _Union323_3], None] = _jt_gate_526) -> Array[int32]: ...
    @overload
    def clip(arr: _Union34_0, /, min: _Union324_2 = None, max: _Union324_3 = None, *, _jt_gate: Callable[[_Union34_0, _Union324_2, _Union324_3], None] = _jt_gate_527) -> Array[builtins.float]: ...
    @overload
    def clip(arr: _Union36_0, /, min: _Union325_2 = None, max: _Union325_3 = None, *, _jt_gate: Callable[[_Union36_0, _Union325_2, _Union325_3], None] = _jt_gate_528) -> Array[float4_e2m1fn]: ...
    @overload
    def clip(arr: _Union37_0, /, min: _Union326_2 = None, max: _Union326_3 = None, *, _jt_gate: Callable[[_Union37_0, _Union326_2, _Union326_3], None] = _jt_gate_529) -> Array[float8_e3m4]: ...
    @overload
    def clip(arr: _Union38_0, /, min: _Union327_2 = None, max: _Union327_3 = None, *, _jt_gate: Callable[[_Union38_0, _Union327_2, _Union327_3], None] = _jt_gate_530) -> Array[float8_e4m3]: ...
    @overload
    def clip(arr: _Union39_0, /, min: _Union328_2 = None, max: _Union328_3 = None, *, _jt_gate: Callable[[_Union39_0, _Union328_2, _Union328_3], None] = _jt_gate_531) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def clip(arr: _Union40_0, /, min: _Union329_2 = None, max: _Union329_3 = None, *, _jt_gate: Callable[[_Union40_0, _Union329_2, _Union329_3], None] = _jt_gate_532) -> Array[float8_e4m3fn]: ...
    @overload
    def clip(arr: _Union41_0, /, min: _Union330_2 = None, max: _Union330_3 = None, *, _jt_gate: Callable[[_Union41_0, _Union330_2, _Union330_3], None] = _jt_gate_533) -> Array[float8_e4m3fnuz]: ...
    @overload
    def clip(arr: _Union42_0, /, min: _Union331_2 = None, max: _Union331_3 = None, *, _jt_gate: Callable[[_Union42_0, _Union331_2, _Union331_3], None] = _jt_gate_534) -> Array[float8_e5m2]: ...
    @overload
    def clip(arr: _Union43_0, /, min: _Union332_2 = None, max: _Union332_3 = None, *, _jt_gate: Callable[[_Union43_0, _Union332_2, _Union332_3], None] = _jt_gate_535) -> Array[float8_e5m2fnuz]: ...
    @overload
    def clip(arr: _Union44_0, /, min: _Union333_2 = None, max: _Union333_3 = None, *, _jt_gate: Callable[[_Union44_0, _Union333_2, _Union333_3], None] = _jt_gate_536) -> Array[float8_e8m0fnu]: ...
    @overload
    def clip(arr: _Union45_0, /, min: _Union334_2 = None, max: _Union334_3 = None, *, _jt_gate: Callable[[_Union45_0, _Union334_2, _Union334_3], None] = _jt_gate_537) -> Array[bfloat16]: ...
    @overload
    def clip(arr: _Union46_0, /, min: _Union335_2 = None, max: _Union335_3 = None, *, _jt_gate: Callable[[_Union46_0, _Union335_2, _Union335_3], None] = _jt_gate_538) -> Array[float16]: ...
    @overload
    def clip(arr: _Union51_0, /, min: _Union336_2 = None, max: _Union336_3 = None, *, _jt_gate: Callable[[_Union51_0, _Union336_2, _Union336_3], None] = _jt_gate_539) -> Array[float32]: ...
    @overload
    def clip(arr: _AbstractArray, /, min: ArrayLike | None = None, max: ArrayLike | None = None) -> Array[_Top]: ...
    @overload
    def clip(arr: ArrayLike, /, min: _AbstractArray, max: ArrayLike | None = None) -> Array[_Top]: ...
    @overload
    def clip(arr: ArrayLike, /, min: ArrayLike | None = None, *, max: _AbstractArray) -> Array[_Top]: ...

# </generated numpy_clip>

def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> Array[_Top]:
    """An array of the data of a DLPack exporter (NumPy, jax, torch, ...); its dtype is
    known only at run time, so the stub answers bare ``Array``."""

# -- creation, conversion ---------------------------------------------------------------------
# <generated numpy_creation>
class _Overloads_zeros:
    """Type-check only: the overloads of zeros, ones, empty (see stubs/generate.py)."""
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_bool) -> Array[bool_]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_int64) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float64) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_complex128) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_uint2) -> Array[uint2]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_uint4) -> Array[uint4]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_uint8) -> Array[uint8]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_uint16) -> Array[uint16]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_uint32) -> Array[uint32]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_uint64) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_int2) -> Array[int2]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_int4) -> Array[int4]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_int8) -> Array[int8]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_int16) -> Array[int16]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_int32) -> Array[int32]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float4_e2m1fn) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e3m4) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e4m3) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e4m3b11fnuz) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e4m3fn) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e4m3fnuz) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e5m2) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e5m2fnuz) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float8_e8m0fnu) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_bfloat16) -> Array[bfloat16]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float16) -> Array[float16]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_float32) -> Array[float32]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: _DTypeLike_complex64) -> Array[complex64]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: DTypeLike) -> Array[generic]: ...
    @overload
    def __call__(self, shape: ShapeLike, dtype: None = None) -> Array[_Mode_float64_float32]: ...
class _Fn_zeros(_Overloads_zeros): ...
zeros: _Fn_zeros
class _Fn_ones(_Overloads_zeros): ...
ones: _Fn_ones
class _Fn_empty(_Overloads_zeros): ...
empty: _Fn_empty
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_bool) -> Array[bool_]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int64) -> Array[_Mode_int64_int32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float64) -> Array[_Mode_float64_float32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_complex128) -> Array[_Mode_complex128_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint2) -> Array[uint2]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint4) -> Array[uint4]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint8) -> Array[uint8]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint16) -> Array[uint16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint32) -> Array[uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_uint64) -> Array[_Mode_uint64_uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int2) -> Array[int2]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int4) -> Array[int4]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int8) -> Array[int8]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int16) -> Array[int16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_int32) -> Array[int32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float4_e2m1fn) -> Array[float4_e2m1fn]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e3m4) -> Array[float8_e3m4]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3) -> Array[float8_e4m3]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3b11fnuz) -> Array[float8_e4m3b11fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fn) -> Array[float8_e4m3fn]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fnuz) -> Array[float8_e4m3fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2) -> Array[float8_e5m2]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2fnuz) -> Array[float8_e5m2fnuz]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e8m0fnu) -> Array[float8_e8m0fnu]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_bfloat16) -> Array[bfloat16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float16) -> Array[float16]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_float32) -> Array[float32]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: _DTypeLike_complex64) -> Array[complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: ArrayLike, dtype: DTypeLike) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union31_1, dtype: None = None, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union191_1, dtype: None = None, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union177_1, dtype: None = None, *, _jt_gate: Callable[[_Union177_1], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
@overload
def full(shape: ShapeLike, fill_value: Array[_Keeps0], dtype: None = None) -> Array[_Keeps0]: ...
@overload
def full(shape: ShapeLike, fill_value: _P125, dtype: None = None, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
@overload
def full(shape: ShapeLike, fill_value: _P127, dtype: None = None, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P129, dtype: None = None, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P132, dtype: None = None, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
@overload
def full(shape: ShapeLike, fill_value: _P133, dtype: None = None, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P134, dtype: None = None, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P139, dtype: None = None, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def full(shape: ShapeLike, fill_value: _P141, dtype: None = None, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
@overload
def full(shape: ShapeLike, fill_value: _P145, dtype: None = None, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union180_1, dtype: None = None, *, _jt_gate: Callable[[_Union180_1], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _Union69_1, dtype: None = None, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustInt, dtype: None = None) -> Array[builtins.int]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustFloat, dtype: None = None) -> Array[builtins.float]: ...
@overload
def full(shape: ShapeLike, fill_value: _JustComplex, dtype: None = None) -> Array[builtins.complex]: ...
@overload
def full(shape: ShapeLike, fill_value: _P151, dtype: None = None, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def full(shape: ShapeLike, fill_value: _P152, dtype: None = None, *, _jt_gate: Callable[[_P152], None] = _jt_gate_498) -> Array[inexact]: ...
@overload
def full(shape: ShapeLike, fill_value: _P635, dtype: None = None, *, _jt_gate: Callable[[_P635], None] = _jt_gate_501) -> Array[number]: ...
@overload
def full(shape: ShapeLike, fill_value: _P636, dtype: None = None, *, _jt_gate: Callable[[_P636], None] = _jt_gate_502) -> Array[generic]: ...
@overload
def full(shape: ShapeLike, fill_value: _P154, dtype: None = None, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[_Top]: ...
class _Overloads_zeros_like:
    """Type-check only: the overloads of zeros_like, ones_like, empty_like (see stubs/generate.py)."""
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_bool, shape: ShapeLike | None = None) -> Array[bool_]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_int64, shape: ShapeLike | None = None) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float64, shape: ShapeLike | None = None) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_complex128, shape: ShapeLike | None = None) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_uint2, shape: ShapeLike | None = None) -> Array[uint2]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_uint4, shape: ShapeLike | None = None) -> Array[uint4]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_uint8, shape: ShapeLike | None = None) -> Array[uint8]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_uint16, shape: ShapeLike | None = None) -> Array[uint16]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_uint32, shape: ShapeLike | None = None) -> Array[uint32]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_uint64, shape: ShapeLike | None = None) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_int2, shape: ShapeLike | None = None) -> Array[int2]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_int4, shape: ShapeLike | None = None) -> Array[int4]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_int8, shape: ShapeLike | None = None) -> Array[int8]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_int16, shape: ShapeLike | None = None) -> Array[int16]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_int32, shape: ShapeLike | None = None) -> Array[int32]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float4_e2m1fn, shape: ShapeLike | None = None) -> Array[float4_e2m1fn]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e3m4, shape: ShapeLike | None = None) -> Array[float8_e3m4]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e4m3, shape: ShapeLike | None = None) -> Array[float8_e4m3]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e4m3b11fnuz, shape: ShapeLike | None = None) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e4m3fn, shape: ShapeLike | None = None) -> Array[float8_e4m3fn]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e4m3fnuz, shape: ShapeLike | None = None) -> Array[float8_e4m3fnuz]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e5m2, shape: ShapeLike | None = None) -> Array[float8_e5m2]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e5m2fnuz, shape: ShapeLike | None = None) -> Array[float8_e5m2fnuz]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float8_e8m0fnu, shape: ShapeLike | None = None) -> Array[float8_e8m0fnu]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_bfloat16, shape: ShapeLike | None = None) -> Array[bfloat16]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float16, shape: ShapeLike | None = None) -> Array[float16]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_float32, shape: ShapeLike | None = None) -> Array[float32]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: _DTypeLike_complex64, shape: ShapeLike | None = None) -> Array[complex64]: ...
    @overload
    def __call__(self, a: ArrayLike, dtype: DTypeLike, shape: ShapeLike | None = None) -> Array[generic]: ...
    @overload
    def __call__(self, a: _Union31_1, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union31_1], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
    @overload
    def __call__(self, a: _Union191_1, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union191_1], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
    @overload
    def __call__(self, a: _Union177_1, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union177_1], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
    @overload
    def __call__(self, a: Array[_Keeps0], dtype: None = None, shape: ShapeLike | None = None) -> Array[_Keeps0]: ...
    @overload
    def __call__(self, a: _P125, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P125], None] = _jt_gate_488) -> Array[uint8]: ...
    @overload
    def __call__(self, a: _P127, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P127], None] = _jt_gate_489) -> Array[uint16]: ...
    @overload
    def __call__(self, a: _P129, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P129], None] = _jt_gate_490) -> Array[uint32]: ...
    @overload
    def __call__(self, a: _P132, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P132], None] = _jt_gate_491) -> Array[int8]: ...
    @overload
    def __call__(self, a: _P133, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P133], None] = _jt_gate_492) -> Array[int16]: ...
    @overload
    def __call__(self, a: _P134, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P134], None] = _jt_gate_493) -> Array[int32]: ...
    @overload
    def __call__(self, a: _P139, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P139], None] = _jt_gate_494) -> Array[float16]: ...
    @overload
    def __call__(self, a: _P141, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P141], None] = _jt_gate_495) -> Array[float32]: ...
    @overload
    def __call__(self, a: _P145, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P145], None] = _jt_gate_496) -> Array[complex64]: ...
    @overload
    def __call__(self, a: _Union180_1, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union180_1], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
    @overload
    def __call__(self, a: _Union69_1, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union69_1], None] = _jt_gate_87) -> Array[bool_]: ...
    @overload
    def __call__(self, a: _JustInt, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.int]: ...
    @overload
    def __call__(self, a: _JustFloat, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.float]: ...
    @overload
    def __call__(self, a: _JustComplex, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.complex]: ...
    @overload
    def __call__(self, a: _P151, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P151], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
    @overload
    def __call__(self, a: _P152, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P152], None] = _jt_gate_498) -> Array[inexact]: ...
    @overload
    def __call__(self, a: _P635, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P635], None] = _jt_gate_501) -> Array[number]: ...
    @overload
    def __call__(self, a: _P636, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P636], None] = _jt_gate_502) -> Array[generic]: ...
    @overload
    def __call__(self, a: _P154, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P154], None] = _jt_gate_503) -> Array[_Top]: ...
class _Fn_zeros_like(_Overloads_zeros_like): ...
zeros_like: _Fn_zeros_like
class _Fn_ones_like(_Overloads_zeros_like): ...
ones_like: _Fn_ones_like
class _Fn_empty_like(_Overloads_zeros_like): ...
empty_like: _Fn_empty_like
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_bool, shape: ShapeLike | None = None) -> Array[bool_]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_int64, shape: ShapeLike | None = None) -> Array[_Mode_int64_int32]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float64, shape: ShapeLike | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_complex128, shape: ShapeLike | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_uint2, shape: ShapeLike | None = None) -> Array[uint2]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_uint4, shape: ShapeLike | None = None) -> Array[uint4]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_uint8, shape: ShapeLike | None = None) -> Array[uint8]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_uint16, shape: ShapeLike | None = None) -> Array[uint16]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_uint32, shape: ShapeLike | None = None) -> Array[uint32]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_uint64, shape: ShapeLike | None = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_int2, shape: ShapeLike | None = None) -> Array[int2]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_int4, shape: ShapeLike | None = None) -> Array[int4]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_int8, shape: ShapeLike | None = None) -> Array[int8]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_int16, shape: ShapeLike | None = None) -> Array[int16]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_int32, shape: ShapeLike | None = None) -> Array[int32]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float4_e2m1fn, shape: ShapeLike | None = None) -> Array[float4_e2m1fn]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e3m4, shape: ShapeLike | None = None) -> Array[float8_e3m4]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3, shape: ShapeLike | None = None) -> Array[float8_e4m3]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3b11fnuz, shape: ShapeLike | None = None) -> Array[float8_e4m3b11fnuz]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fn, shape: ShapeLike | None = None) -> Array[float8_e4m3fn]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e4m3fnuz, shape: ShapeLike | None = None) -> Array[float8_e4m3fnuz]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2, shape: ShapeLike | None = None) -> Array[float8_e5m2]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e5m2fnuz, shape: ShapeLike | None = None) -> Array[float8_e5m2fnuz]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float8_e8m0fnu, shape: ShapeLike | None = None) -> Array[float8_e8m0fnu]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_bfloat16, shape: ShapeLike | None = None) -> Array[bfloat16]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float16, shape: ShapeLike | None = None) -> Array[float16]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_float32, shape: ShapeLike | None = None) -> Array[float32]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: _DTypeLike_complex64, shape: ShapeLike | None = None) -> Array[complex64]: ...
@overload
def full_like(a: ArrayLike, fill_value: ArrayLike, dtype: DTypeLike, shape: ShapeLike | None = None) -> Array[generic]: ...
@overload
def full_like(a: _Union31_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union31_0], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
@overload
def full_like(a: _Union191_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union191_0], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
@overload
def full_like(a: _Union177_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union177_0], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
@overload
def full_like(a: Array[_Keeps0], fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[_Keeps0]: ...
@overload
def full_like(a: _P313, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P313], None] = _jt_gate_488) -> Array[uint8]: ...
@overload
def full_like(a: _P315, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P315], None] = _jt_gate_489) -> Array[uint16]: ...
@overload
def full_like(a: _P317, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P317], None] = _jt_gate_490) -> Array[uint32]: ...
@overload
def full_like(a: _P320, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P320], None] = _jt_gate_491) -> Array[int8]: ...
@overload
def full_like(a: _P321, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P321], None] = _jt_gate_492) -> Array[int16]: ...
@overload
def full_like(a: _P322, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P322], None] = _jt_gate_493) -> Array[int32]: ...
@overload
def full_like(a: _P327, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P327], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def full_like(a: _P329, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P329], None] = _jt_gate_495) -> Array[float32]: ...
@overload
def full_like(a: _P333, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P333], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def full_like(a: _Union180_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union180_0], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
@overload
def full_like(a: _Union69_0, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_Union69_0], None] = _jt_gate_87) -> Array[bool_]: ...
@overload
def full_like(a: _JustInt, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.int]: ...
@overload
def full_like(a: _JustFloat, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.float]: ...
@overload
def full_like(a: _JustComplex, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None) -> Array[builtins.complex]: ...
@overload
def full_like(a: _P339, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P339], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def full_like(a: _P340, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P340], None] = _jt_gate_498) -> Array[inexact]: ...
@overload
def full_like(a: _P719, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P719], None] = _jt_gate_501) -> Array[number]: ...
@overload
def full_like(a: _P644, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P644], None] = _jt_gate_502) -> Array[generic]: ...
@overload
def full_like(a: _P342, fill_value: ArrayLike, dtype: None = None, shape: ShapeLike | None = None, *, _jt_gate: Callable[[_P342], None] = _jt_gate_503) -> Array[_Top]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_bool, axis: int = 0) -> Array[bool_]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_int64, axis: int = 0) -> Array[_Mode_int64_int32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float64, axis: int = 0) -> Array[_Mode_float64_float32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_complex128, axis: int = 0) -> Array[_Mode_complex128_complex64]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_uint2, axis: int = 0) -> Array[uint2]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_uint4, axis: int = 0) -> Array[uint4]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_uint8, axis: int = 0) -> Array[uint8]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_uint16, axis: int = 0) -> Array[uint16]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_uint32, axis: int = 0) -> Array[uint32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_uint64, axis: int = 0) -> Array[_Mode_uint64_uint32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_int2, axis: int = 0) -> Array[int2]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_int4, axis: int = 0) -> Array[int4]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_int8, axis: int = 0) -> Array[int8]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_int16, axis: int = 0) -> Array[int16]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_int32, axis: int = 0) -> Array[int32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float4_e2m1fn, axis: int = 0) -> Array[float4_e2m1fn]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e3m4, axis: int = 0) -> Array[float8_e3m4]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e4m3, axis: int = 0) -> Array[float8_e4m3]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e4m3b11fnuz, axis: int = 0) -> Array[float8_e4m3b11fnuz]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e4m3fn, axis: int = 0) -> Array[float8_e4m3fn]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e4m3fnuz, axis: int = 0) -> Array[float8_e4m3fnuz]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e5m2, axis: int = 0) -> Array[float8_e5m2]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e5m2fnuz, axis: int = 0) -> Array[float8_e5m2fnuz]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float8_e8m0fnu, axis: int = 0) -> Array[float8_e8m0fnu]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_bfloat16, axis: int = 0) -> Array[bfloat16]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float16, axis: int = 0) -> Array[float16]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_float32, axis: int = 0) -> Array[float32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: _DTypeLike_complex64, axis: int = 0) -> Array[complex64]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: DTypeLike, axis: int = 0) -> Array[generic]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, dtype: None = None, axis: int = 0) -> Array[_Mode_float64_float32]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int, endpoint: builtins.bool, retstep: Literal[True], dtype: DTypeLike | None = None, axis: int = 0) -> tuple[Array[_Top], Array[_Top]]: ...
@overload
def linspace(start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, *, retstep: Literal[True], dtype: DTypeLike | None = None, axis: int = 0) -> tuple[Array[_Top], Array[_Top]]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_bool) -> Array[bool_]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_int64) -> Array[_Mode_int64_int32]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float64) -> Array[_Mode_float64_float32]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_complex128) -> Array[_Mode_complex128_complex64]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_uint2) -> Array[uint2]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_uint4) -> Array[uint4]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_uint8) -> Array[uint8]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_uint16) -> Array[uint16]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_uint32) -> Array[uint32]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_uint64) -> Array[_Mode_uint64_uint32]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_int2) -> Array[int2]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_int4) -> Array[int4]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_int8) -> Array[int8]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_int16) -> Array[int16]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_int32) -> Array[int32]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float4_e2m1fn) -> Array[float4_e2m1fn]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e3m4) -> Array[float8_e3m4]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e4m3) -> Array[float8_e4m3]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e4m3b11fnuz) -> Array[float8_e4m3b11fnuz]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e4m3fn) -> Array[float8_e4m3fn]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e4m3fnuz) -> Array[float8_e4m3fnuz]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e5m2) -> Array[float8_e5m2]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e5m2fnuz) -> Array[float8_e5m2fnuz]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float8_e8m0fnu) -> Array[float8_e8m0fnu]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_bfloat16) -> Array[bfloat16]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float16) -> Array[float16]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_float32) -> Array[float32]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: _DTypeLike_complex64) -> Array[complex64]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, *, dtype: DTypeLike) -> Array[generic]: ...
@overload
def eye(N: int, M: int | None = None, k: int = 0, dtype: None = None) -> Array[_Mode_float64_float32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_bool, copy: builtins.bool | None = None) -> Array[bool_]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int64, copy: builtins.bool | None = None) -> Array[_Mode_int64_int32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float64, copy: builtins.bool | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_complex128, copy: builtins.bool | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint2, copy: builtins.bool | None = None) -> Array[uint2]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint4, copy: builtins.bool | None = None) -> Array[uint4]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint8, copy: builtins.bool | None = None) -> Array[uint8]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint16, copy: builtins.bool | None = None) -> Array[uint16]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint32, copy: builtins.bool | None = None) -> Array[uint32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint64, copy: builtins.bool | None = None) -> Array[_Mode_uint64_uint32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int2, copy: builtins.bool | None = None) -> Array[int2]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int4, copy: builtins.bool | None = None) -> Array[int4]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int8, copy: builtins.bool | None = None) -> Array[int8]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int16, copy: builtins.bool | None = None) -> Array[int16]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int32, copy: builtins.bool | None = None) -> Array[int32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float4_e2m1fn, copy: builtins.bool | None = None) -> Array[float4_e2m1fn]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e3m4, copy: builtins.bool | None = None) -> Array[float8_e3m4]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3, copy: builtins.bool | None = None) -> Array[float8_e4m3]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3b11fnuz, copy: builtins.bool | None = None) -> Array[float8_e4m3b11fnuz]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3fn, copy: builtins.bool | None = None) -> Array[float8_e4m3fn]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3fnuz, copy: builtins.bool | None = None) -> Array[float8_e4m3fnuz]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e5m2, copy: builtins.bool | None = None) -> Array[float8_e5m2]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e5m2fnuz, copy: builtins.bool | None = None) -> Array[float8_e5m2fnuz]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e8m0fnu, copy: builtins.bool | None = None) -> Array[float8_e8m0fnu]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_bfloat16, copy: builtins.bool | None = None) -> Array[bfloat16]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float16, copy: builtins.bool | None = None) -> Array[float16]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float32, copy: builtins.bool | None = None) -> Array[float32]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_complex64, copy: builtins.bool | None = None) -> Array[complex64]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: DTypeLike, copy: builtins.bool | None = None) -> Array[generic]: ...
@overload
def asarray(x: _Union31_0, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_Union31_0], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
@overload
def asarray(x: _Union191_0, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_Union191_0], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
@overload
def asarray(x: _Union177_0, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_Union177_0], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
@overload
def asarray(x: Array[_Keeps0], dtype: None = None, copy: builtins.bool | None = None) -> Array[_Keeps0]: ...
@overload
def asarray(x: _P313, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P313], None] = _jt_gate_488) -> Array[uint8]: ...
@overload
def asarray(x: _P315, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P315], None] = _jt_gate_489) -> Array[uint16]: ...
@overload
def asarray(x: _P317, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P317], None] = _jt_gate_490) -> Array[uint32]: ...
@overload
def asarray(x: _P320, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P320], None] = _jt_gate_491) -> Array[int8]: ...
@overload
def asarray(x: _P321, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P321], None] = _jt_gate_492) -> Array[int16]: ...
@overload
def asarray(x: _P322, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P322], None] = _jt_gate_493) -> Array[int32]: ...
@overload
def asarray(x: _P327, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P327], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def asarray(x: _P329, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P329], None] = _jt_gate_495) -> Array[float32]: ...
@overload
def asarray(x: _P333, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P333], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def asarray(x: _Union180_0, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_Union180_0], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
@overload
def asarray(x: _Union69_0, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_Union69_0], None] = _jt_gate_87) -> Array[bool_]: ...
@overload
def asarray(x: _JustInt, dtype: None = None, copy: builtins.bool | None = None) -> Array[builtins.int]: ...
@overload
def asarray(x: _JustFloat, dtype: None = None, copy: builtins.bool | None = None) -> Array[builtins.float]: ...
@overload
def asarray(x: _JustComplex, dtype: None = None, copy: builtins.bool | None = None) -> Array[builtins.complex]: ...
@overload
def asarray(x: _P339, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P339], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def asarray(x: _P340, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P340], None] = _jt_gate_498) -> Array[inexact]: ...
@overload
def asarray(x: _P719, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P719], None] = _jt_gate_501) -> Array[number]: ...
@overload
def asarray(x: _P644, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P644], None] = _jt_gate_502) -> Array[generic]: ...
@overload
def asarray(x: _P342, dtype: None = None, copy: builtins.bool | None = None, *, _jt_gate: Callable[[_P342], None] = _jt_gate_503) -> Array[_Top]: ...
@overload
def asarray(x: Sequence[builtins.bool], dtype: None = None, copy: builtins.bool | None = None) -> Array[bool_]: ...
@overload
def asarray(x: Sequence[_JustInt | builtins.bool], dtype: None = None, copy: builtins.bool | None = None) -> Array[_Mode_int64_int32]: ...
@overload
def asarray(x: Sequence[_Union342], dtype: None = None, copy: builtins.bool | None = None) -> Array[_Mode_float64_float32]: ...
@overload
def asarray(x: Sequence[_Union343], dtype: None = None, copy: builtins.bool | None = None) -> Array[_Mode_complex128_complex64]: ...
@overload
def asarray(x: ArrayLike | _NestedSequence, dtype: None = None, copy: builtins.bool | None = None) -> Array[_Top]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_bool, copy: builtins.bool = True) -> Array[bool_]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int64, copy: builtins.bool = True) -> Array[_Mode_int64_int32]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float64, copy: builtins.bool = True) -> Array[_Mode_float64_float32]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_complex128, copy: builtins.bool = True) -> Array[_Mode_complex128_complex64]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint2, copy: builtins.bool = True) -> Array[uint2]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint4, copy: builtins.bool = True) -> Array[uint4]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint8, copy: builtins.bool = True) -> Array[uint8]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint16, copy: builtins.bool = True) -> Array[uint16]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint32, copy: builtins.bool = True) -> Array[uint32]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_uint64, copy: builtins.bool = True) -> Array[_Mode_uint64_uint32]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int2, copy: builtins.bool = True) -> Array[int2]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int4, copy: builtins.bool = True) -> Array[int4]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int8, copy: builtins.bool = True) -> Array[int8]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int16, copy: builtins.bool = True) -> Array[int16]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_int32, copy: builtins.bool = True) -> Array[int32]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float4_e2m1fn, copy: builtins.bool = True) -> Array[float4_e2m1fn]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e3m4, copy: builtins.bool = True) -> Array[float8_e3m4]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3, copy: builtins.bool = True) -> Array[float8_e4m3]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3b11fnuz, copy: builtins.bool = True) -> Array[float8_e4m3b11fnuz]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3fn, copy: builtins.bool = True) -> Array[float8_e4m3fn]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e4m3fnuz, copy: builtins.bool = True) -> Array[float8_e4m3fnuz]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e5m2, copy: builtins.bool = True) -> Array[float8_e5m2]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e5m2fnuz, copy: builtins.bool = True) -> Array[float8_e5m2fnuz]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float8_e8m0fnu, copy: builtins.bool = True) -> Array[float8_e8m0fnu]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_bfloat16, copy: builtins.bool = True) -> Array[bfloat16]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float16, copy: builtins.bool = True) -> Array[float16]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_float32, copy: builtins.bool = True) -> Array[float32]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: _DTypeLike_complex64, copy: builtins.bool = True) -> Array[complex64]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: DTypeLike, copy: builtins.bool = True) -> Array[generic]: ...
@overload
def array(x: _Union31_0, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_Union31_0], None] = _jt_gate_366) -> Array[_Mode_uint64_uint32]: ...
@overload
def array(x: _Union191_0, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_Union191_0], None] = _jt_gate_486) -> Array[_Mode_int64_int32]: ...
@overload
def array(x: _Union177_0, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_Union177_0], None] = _jt_gate_487) -> Array[_Mode_float64_float32]: ...
@overload
def array(x: Array[_Keeps0], dtype: None = None, copy: builtins.bool = True) -> Array[_Keeps0]: ...
@overload
def array(x: _P313, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P313], None] = _jt_gate_488) -> Array[uint8]: ...
@overload
def array(x: _P315, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P315], None] = _jt_gate_489) -> Array[uint16]: ...
@overload
def array(x: _P317, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P317], None] = _jt_gate_490) -> Array[uint32]: ...
@overload
def array(x: _P320, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P320], None] = _jt_gate_491) -> Array[int8]: ...
@overload
def array(x: _P321, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P321], None] = _jt_gate_492) -> Array[int16]: ...
@overload
def array(x: _P322, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P322], None] = _jt_gate_493) -> Array[int32]: ...
@overload
def array(x: _P327, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P327], None] = _jt_gate_494) -> Array[float16]: ...
@overload
def array(x: _P329, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P329], None] = _jt_gate_495) -> Array[float32]: ...
@overload
def array(x: _P333, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P333], None] = _jt_gate_496) -> Array[complex64]: ...
@overload
def array(x: _Union180_0, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_Union180_0], None] = _jt_gate_497) -> Array[_Mode_complex128_complex64]: ...
@overload
def array(x: _Union69_0, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_Union69_0], None] = _jt_gate_87) -> Array[bool_]: ...
@overload
def array(x: _JustInt, dtype: None = None, copy: builtins.bool = True) -> Array[builtins.int]: ...
@overload
def array(x: _JustFloat, dtype: None = None, copy: builtins.bool = True) -> Array[builtins.float]: ...
@overload
def array(x: _JustComplex, dtype: None = None, copy: builtins.bool = True) -> Array[builtins.complex]: ...
@overload
def array(x: _P339, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P339], None] = _jt_gate_120) -> Array[_Mode_complexfloating_complex64]: ...
@overload
def array(x: _P340, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P340], None] = _jt_gate_498) -> Array[inexact]: ...
@overload
def array(x: _P719, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P719], None] = _jt_gate_501) -> Array[number]: ...
@overload
def array(x: _P644, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P644], None] = _jt_gate_502) -> Array[generic]: ...
@overload
def array(x: _P342, dtype: None = None, copy: builtins.bool = True, *, _jt_gate: Callable[[_P342], None] = _jt_gate_503) -> Array[_Top]: ...
@overload
def array(x: Sequence[builtins.bool], dtype: None = None, copy: builtins.bool = True) -> Array[bool_]: ...
@overload
def array(x: Sequence[_JustInt | builtins.bool], dtype: None = None, copy: builtins.bool = True) -> Array[_Mode_int64_int32]: ...
@overload
def array(x: Sequence[_Union342], dtype: None = None, copy: builtins.bool = True) -> Array[_Mode_float64_float32]: ...
@overload
def array(x: Sequence[_Union343], dtype: None = None, copy: builtins.bool = True) -> Array[_Mode_complex128_complex64]: ...
@overload
def array(x: ArrayLike | _NestedSequence, dtype: None = None, copy: builtins.bool = True) -> Array[_Top]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_bool, /) -> Array[bool_]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_int64, /) -> Array[_Mode_int64_int32]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float64, /) -> Array[_Mode_float64_float32]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_complex128, /) -> Array[_Mode_complex128_complex64]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_uint2, /) -> Array[uint2]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_uint4, /) -> Array[uint4]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_uint8, /) -> Array[uint8]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_uint16, /) -> Array[uint16]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_uint32, /) -> Array[uint32]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_uint64, /) -> Array[_Mode_uint64_uint32]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_int2, /) -> Array[int2]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_int4, /) -> Array[int4]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_int8, /) -> Array[int8]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_int16, /) -> Array[int16]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_int32, /) -> Array[int32]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float4_e2m1fn, /) -> Array[float4_e2m1fn]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e3m4, /) -> Array[float8_e3m4]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e4m3, /) -> Array[float8_e4m3]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e4m3b11fnuz, /) -> Array[float8_e4m3b11fnuz]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e4m3fn, /) -> Array[float8_e4m3fn]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e4m3fnuz, /) -> Array[float8_e4m3fnuz]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e5m2, /) -> Array[float8_e5m2]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e5m2fnuz, /) -> Array[float8_e5m2fnuz]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float8_e8m0fnu, /) -> Array[float8_e8m0fnu]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_bfloat16, /) -> Array[bfloat16]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float16, /) -> Array[float16]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_float32, /) -> Array[float32]: ...
@overload
def astype(x: ArrayLike, dtype: _DTypeLike_complex64, /) -> Array[complex64]: ...
@overload
def astype(x: ArrayLike, dtype: DTypeLike, /) -> Array[generic]: ...
# </generated numpy_creation>

# -- concatenate, stack: the join of the elements ------------------------------------------
# <generated numpy_sequences>
if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    @overload
    def concatenate(arrays: Sequence[Array[_Keeps17]], axis: int | None = 0) -> Array[_Keeps17]: ...
    @overload
    def concatenate(arrays: _P720 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P720], None] = _jt_gate_544) -> Array[bool_]: ...
    @overload
    def concatenate(arrays: _P721 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P721], None] = _jt_gate_545) -> Array[builtins.int]: ...
    @overload
    def concatenate(arrays: _P722 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P722], None] = _jt_gate_546) -> Array[uint2]: ...
    @overload
    def concatenate(arrays: _P723 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P723], None] = _jt_gate_547) -> Array[uint4]: ...
    @overload
    def concatenate(arrays: _P724 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P724], None] = _jt_gate_548) -> Array[uint8]: ...
    @overload
    def concatenate(arrays: _P725 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P725], None] = _jt_gate_549) -> Array[int2]: ...
    @overload
    def concatenate(arrays: _P726 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P726], None] = _jt_gate_550) -> Array[int4]: ...
    @overload
    def concatenate(arrays: _P727 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P727], None] = _jt_gate_551) -> Array[int8]: ...
    @overload
    def concatenate(arrays: _P728 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P728], None] = _jt_gate_552) -> Array[uint16]: ...
    @overload
    def concatenate(arrays: _P729 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P729], None] = _jt_gate_553) -> Array[int16]: ...
    @overload
    def concatenate(arrays: _P730 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P730], None] = _jt_gate_554) -> Array[uint32]: ...
    @overload
    def concatenate(arrays: _P731 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P731], None] = _jt_gate_555) -> Array[int32]: ...
    @overload
    def concatenate(arrays: _P732 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P732], None] = _jt_gate_556) -> Array[builtins.float]: ...
    @overload
    def concatenate(arrays: _P733 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P733], None] = _jt_gate_557) -> Array[float4_e2m1fn]: ...
    @overload
    def concatenate(arrays: _P734 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P734], None] = _jt_gate_558) -> Array[float8_e3m4]: ...
    @overload
    def concatenate(arrays: _P735 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P735], None] = _jt_gate_559) -> Array[float8_e4m3]: ...
    @overload
    def concatenate(arrays: _P736 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P736], None] = _jt_gate_560) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def concatenate(arrays: _P737 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P737], None] = _jt_gate_561) -> Array[float8_e4m3fn]: ...
    @overload
    def concatenate(arrays: _P738 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P738], None] = _jt_gate_562) -> Array[float8_e4m3fnuz]: ...
    @overload
    def concatenate(arrays: _P739 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P739], None] = _jt_gate_563) -> Array[float8_e5m2]: ...
    @overload
    def concatenate(arrays: _P740 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P740], None] = _jt_gate_564) -> Array[float8_e5m2fnuz]: ...
    @overload
    def concatenate(arrays: _P741 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P741], None] = _jt_gate_565) -> Array[float8_e8m0fnu]: ...
    @overload
    def concatenate(arrays: _P742 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P742], None] = _jt_gate_566) -> Array[bfloat16]: ...
    @overload
    def concatenate(arrays: _P743 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P743], None] = _jt_gate_567) -> Array[float16]: ...
    @overload
    def concatenate(arrays: _P744 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P744], None] = _jt_gate_568) -> Array[builtins.complex]: ...
    @overload
    def concatenate(arrays: _P745 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P745], None] = _jt_gate_569) -> Array[float32]: ...
    @overload
    def concatenate(arrays: _P746 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P746], None] = _jt_gate_570) -> Array[complex64]: ...
    @overload
    def concatenate(arrays: _P747 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P747], None] = _jt_gate_571) -> Array[signedinteger]: ...
    @overload
    def concatenate(arrays: _P748 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P748], None] = _jt_gate_572) -> Array[unsignedinteger]: ...
    @overload
    def concatenate(arrays: _P749 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P749], None] = _jt_gate_573) -> Array[integer]: ...
    @overload
    def concatenate(arrays: _P750 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P750], None] = _jt_gate_574) -> Array[floating]: ...
    @overload
    def concatenate(arrays: _P751 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P751], None] = _jt_gate_575) -> Array[complexfloating]: ...
    @overload
    def concatenate(arrays: _P752 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P752], None] = _jt_gate_576) -> Array[inexact]: ...
    @overload
    def concatenate(arrays: _P753 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P753], None] = _jt_gate_577) -> Array[number]: ...
    @overload
    def concatenate(arrays: _P754 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P754], None] = _jt_gate_578) -> Array[generic]: ...
    @overload
    def concatenate(arrays: Sequence[ArrayLike], axis: int | None = 0) -> Array[_Top]: ...
    @overload
    def stack(arrays: Sequence[Array[_Keeps17]], axis: int = 0) -> Array[_Keeps17]: ...
    @overload
    def stack(arrays: _Union9_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union9_0s], None] = _jt_gate_579) -> Array[bool_]: ...
    @overload
    def stack(arrays: _Union10_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union10_0s], None] = _jt_gate_580) -> Array[builtins.int]: ...
    @overload
    def stack(arrays: _Union11_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union11_0s], None] = _jt_gate_581) -> Array[uint2]: ...
    @overload
    def stack(arrays: _Union12_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union12_0s], None] = _jt_gate_582) -> Array[uint4]: ...
    @overload
    def stack(arrays: _Union13_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union13_0s], None] = _jt_gate_583) -> Array[uint8]: ...
    @overload
    def stack(arrays: _Union15_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union15_0s], None] = _jt_gate_584) -> Array[int2]: ...
    @overload
    def stack(arrays: _Union16_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union16_0s], None] = _jt_gate_585) -> Array[int4]: ...
    @overload
    def stack(arrays: _Union17_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union17_0s], None] = _jt_gate_586) -> Array[int8]: ...
    @overload
    def stack(arrays: _Union19_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union19_0s], None] = _jt_gate_587) -> Array[uint16]: ...
    @overload
    def stack(arrays: _Union23_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union23_0s], None] = _jt_gate_588) -> Array[int16]: ...
    @overload
    def stack(arrays: _Union25_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union25_0s], None] = _jt_gate_589) -> Array[uint32]: ...
    @overload
    def stack(arrays: _Union322_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union322_0s], None] = _jt_gate_590) -> Array[int32]: ...
    @overload
    def stack(arrays: _Union34_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union34_0s], None] = _jt_gate_591) -> Array[builtins.float]: ...
    @overload
    def stack(arrays: _Union36_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union36_0s], None] = _jt_gate_592) -> Array[float4_e2m1fn]: ...
    @overload
    def stack(arrays: _Union37_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union37_0s], None] = _jt_gate_593) -> Array[float8_e3m4]: ...
    @overload
    def stack(arrays: _Union38_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union38_0s], None] = _jt_gate_594) -> Array[float8_e4m3]: ...
    @overload
    def stack(arrays: _Union39_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union39_0s], None] = _jt_gate_595) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def stack(arrays: _Union40_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union40_0s], None] = _jt_gate_596) -> Array[float8_e4m3fn]: ...
    @overload
    def stack(arrays: _Union41_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union41_0s], None] = _jt_gate_597) -> Array[float8_e4m3fnuz]: ...
    @overload
    def stack(arrays: _Union42_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union42_0s], None] = _jt_gate_598) -> Array[float8_e5m2]: ...
    @overload
    def stack(arrays: _Union43_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union43_0s], None] = _jt_gate_599) -> Array[float8_e5m2fnuz]: ...
    @overload
    def stack(arrays: _Union44_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union44_0s], None] = _jt_gate_600) -> Array[float8_e8m0fnu]: ...
    @overload
    def stack(arrays: _Union45_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union45_0s], None] = _jt_gate_601) -> Array[bfloat16]: ...
    @overload
    def stack(arrays: _Union46_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union46_0s], None] = _jt_gate_602) -> Array[float16]: ...
    @overload
    def stack(arrays: _Union48_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union48_0s], None] = _jt_gate_603) -> Array[builtins.complex]: ...
    @overload
    def stack(arrays: _Union51_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union51_0s], None] = _jt_gate_604) -> Array[float32]: ...
    @overload
    def stack(arrays: _Union55_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union55_0s], None] = _jt_gate_605) -> Array[complex64]: ...
    @overload
    def stack(arrays: _Union357_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union357_0s], None] = _jt_gate_606) -> Array[signedinteger]: ...
    @overload
    def stack(arrays: _Union358_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union358_0s], None] = _jt_gate_607) -> Array[unsignedinteger]: ...
    @overload
    def stack(arrays: _Union359_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union359_0s], None] = _jt_gate_608) -> Array[integer]: ...
    @overload
    def stack(arrays: _Union360_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union360_0s], None] = _jt_gate_609) -> Array[floating]: ...
    @overload
    def stack(arrays: _Union361_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union361_0s], None] = _jt_gate_610) -> Array[complexfloating]: ...
    @overload
    def stack(arrays: _Union362_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union362_0s], None] = _jt_gate_611) -> Array[inexact]: ...
    @overload
    def stack(arrays: _Union363_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union363_0s], None] = _jt_gate_612) -> Array[number]: ...
    @overload
    def stack(arrays: _Union364_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union364_0s], None] = _jt_gate_613) -> Array[generic]: ...
    @overload
    def stack(arrays: Sequence[ArrayLike], axis: int = 0) -> Array[_Top]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union9_1s | _JTNoArgument, default: _Union9_2, *, _jt_gate: Callable[[_Union9_1s, _Union9_2], None] = _jt_gate_614) -> Array[bool_]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union10_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union10_1s], None] = _jt_gate_580) -> Array[builtins.int]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union10_1s | _JTNoArgument, default: _Union10_2, *, _jt_gate: Callable[[_Union10_1s, _Union10_2], None] = _jt_gate_615) -> Array[builtins.int]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union11_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union11_1s], None] = _jt_gate_581) -> Array[uint2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union11_1s | _JTNoArgument, default: _Union11_2, *, _jt_gate: Callable[[_Union11_1s, _Union11_2], None] = _jt_gate_616) -> Array[uint2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union12_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union12_1s], None] = _jt_gate_582) -> Array[uint4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union12_1s | _JTNoArgument, default: _Union12_2, *, _jt_gate: Callable[[_Union12_1s, _Union12_2], None] = _jt_gate_617) -> Array[uint4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union13_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union13_1s], None] = _jt_gate_583) -> Array[uint8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union13_1s | _JTNoArgument, default: _Union13_2, *, _jt_gate: Callable[[_Union13_1s, _Union13_2], None] = _jt_gate_618) -> Array[uint8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union15_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union15_1s], None] = _jt_gate_584) -> Array[int2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union15_1s | _JTNoArgument, default: _Union15_2, *, _jt_gate: Callable[[_Union15_1s, _Union15_2], None] = _jt_gate_619) -> Array[int2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union16_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union16_1s], None] = _jt_gate_585) -> Array[int4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union16_1s | _JTNoArgument, default: _Union16_2, *, _jt_gate: Callable[[_Union16_1s, _Union16_2], None] = _jt_gate_620) -> Array[int4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union17_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union17_1s], None] = _jt_gate_586) -> Array[int8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union17_1s | _JTNoArgument, default: _Union17_2, *, _jt_gate: Callable[[_Union17_1s, _Union17_2], None] = _jt_gate_621) -> Array[int8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union19_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union19_1s], None] = _jt_gate_587) -> Array[uint16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union19_1s | _JTNoArgument, default: _Union19_2, *, _jt_gate: Callable[[_Union19_1s, _Union19_2], None] = _jt_gate_622) -> Array[uint16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union23_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union23_1s], None] = _jt_gate_588) -> Array[int16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union23_1s | _JTNoArgument, default: _Union23_2, *, _jt_gate: Callable[[_Union23_1s, _Union23_2], None] = _jt_gate_623) -> Array[int16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union25_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union25_1s], None] = _jt_gate_589) -> Array[uint32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union25_1s | _JTNoArgument, default: _Union25_2, *, _jt_gate: Callable[[_Union25_1s, _Union25_2], None] = _jt_gate_624) -> Array[uint32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union322_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union322_1s], None] = _jt_gate_590) -> Array[int32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union322_1s | _JTNoArgument, default: _Union322_2, *, _jt_gate: Callable[[_Union322_1s, _Union322_2], None] = _jt_gate_625) -> Array[int32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union34_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union34_1s], None] = _jt_gate_591) -> Array[builtins.float]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union34_1s | _JTNoArgument, default: _Union34_2, *, _jt_gate: Callable[[_Union34_1s, _Union34_2], None] = _jt_gate_626) -> Array[builtins.float]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union36_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union36_1s], None] = _jt_gate_592) -> Array[float4_e2m1fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union36_1s | _JTNoArgument, default: _Union36_2, *, _jt_gate: Callable[[_Union36_1s, _Union36_2], None] = _jt_gate_627) -> Array[float4_e2m1fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union37_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union37_1s], None] = _jt_gate_593) -> Array[float8_e3m4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union37_1s | _JTNoArgument, default: _Union37_2, *, _jt_gate: Callable[[_Union37_1s, _Union37_2], None] = _jt_gate_628) -> Array[float8_e3m4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union38_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union38_1s], None] = _jt_gate_594) -> Array[float8_e4m3]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union38_1s | _JTNoArgument, default: _Union38_2, *, _jt_gate: Callable[[_Union38_1s, _Union38_2], None] = _jt_gate_629) -> Array[float8_e4m3]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union39_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union39_1s], None] = _jt_gate_595) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union39_1s | _JTNoArgument, default: _Union39_2, *, _jt_gate: Callable[[_Union39_1s, _Union39_2], None] = _jt_gate_630) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union40_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union40_1s], None] = _jt_gate_596) -> Array[float8_e4m3fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union40_1s | _JTNoArgument, default: _Union40_2, *, _jt_gate: Callable[[_Union40_1s, _Union40_2], None] = _jt_gate_631) -> Array[float8_e4m3fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union41_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union41_1s], None] = _jt_gate_597) -> Array[float8_e4m3fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union41_1s | _JTNoArgument, default: _Union41_2, *, _jt_gate: Callable[[_Union41_1s, _Union41_2], None] = _jt_gate_632) -> Array[float8_e4m3fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union42_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union42_1s], None] = _jt_gate_598) -> Array[float8_e5m2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union42_1s | _JTNoArgument, default: _Union42_2, *, _jt_gate: Callable[[_Union42_1s, _Union42_2], None] = _jt_gate_633) -> Array[float8_e5m2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union43_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union43_1s], None] = _jt_gate_599) -> Array[float8_e5m2fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union43_1s | _JTNoArgument, default: _Union43_2, *, _jt_gate: Callable[[_Union43_1s, _Union43_2], None] = _jt_gate_634) -> Array[float8_e5m2fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union44_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union44_1s], None] = _jt_gate_600) -> Array[float8_e8m0fnu]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union44_1s | _JTNoArgument, default: _Union44_2, *, _jt_gate: Callable[[_Union44_1s, _Union44_2], None] = _jt_gate_635) -> Array[float8_e8m0fnu]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union45_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union45_1s], None] = _jt_gate_601) -> Array[bfloat16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union45_1s | _JTNoArgument, default: _Union45_2, *, _jt_gate: Callable[[_Union45_1s, _Union45_2], None] = _jt_gate_636) -> Array[bfloat16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union46_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union46_1s], None] = _jt_gate_602) -> Array[float16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union46_1s | _JTNoArgument, default: _Union46_2, *, _jt_gate: Callable[[_Union46_1s, _Union46_2], None] = _jt_gate_637) -> Array[float16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union48_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union48_1s], None] = _jt_gate_603) -> Array[builtins.complex]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union48_1s | _JTNoArgument, default: _Union48_2, *, _jt_gate: Callable[[_Union48_1s, _Union48_2], None] = _jt_gate_638) -> Array[builtins.complex]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union51_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union51_1s], None] = _jt_gate_604) -> Array[float32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union51_1s | _JTNoArgument, default: _Union51_2, *, _jt_gate: Callable[[_Union51_1s, _Union51_2], None] = _jt_gate_639) -> Array[float32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union55_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union55_1s], None] = _jt_gate_605) -> Array[complex64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union55_1s | _JTNoArgument, default: _Union55_2, *, _jt_gate: Callable[[_Union55_1s, _Union55_2], None] = _jt_gate_640) -> Array[complex64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0) -> Array[_Top]: ...
if JAXTYPES_X64:
    @overload
    def concatenate(arrays: Sequence[Array[_Keeps18]], axis: int | None = 0) -> Array[_Keeps18]: ...
    @overload
    def concatenate(arrays: _P720 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P720], None] = _jt_gate_544) -> Array[bool_]: ...
    @overload
    def concatenate(arrays: _P721 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P721], None] = _jt_gate_545) -> Array[builtins.int]: ...
    @overload
    def concatenate(arrays: _P722 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P722], None] = _jt_gate_546) -> Array[uint2]: ...
    @overload
    def concatenate(arrays: _P723 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P723], None] = _jt_gate_547) -> Array[uint4]: ...
    @overload
    def concatenate(arrays: _P724 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P724], None] = _jt_gate_548) -> Array[uint8]: ...
    @overload
    def concatenate(arrays: _P725 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P725], None] = _jt_gate_549) -> Array[int2]: ...
    @overload
    def concatenate(arrays: _P726 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P726], None] = _jt_gate_550) -> Array[int4]: ...
    @overload
    def concatenate(arrays: _P727 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P727], None] = _jt_gate_551) -> Array[int8]: ...
    @overload
    def concatenate(arrays: _P728 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P728], None] = _jt_gate_552) -> Array[uint16]: ...
    @overload
    def concatenate(arrays: _P844 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P844], None] = _jt_gate_641) -> Array[uint32]: ...
    @overload
    def concatenate(arrays: _P729 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P729], None] = _jt_gate_553) -> Array[int16]: ...
    @overload
    def concatenate(arrays: _P730 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P730], None] = _jt_gate_554) -> Array[uint64]: ...
    @overload
    def concatenate(arrays: _P845 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P845], None] = _jt_gate_642) -> Array[int32]: ...
    @overload
    def concatenate(arrays: _P846 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P846], None] = _jt_gate_643) -> Array[int64]: ...
    @overload
    def concatenate(arrays: _P732 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P732], None] = _jt_gate_556) -> Array[builtins.float]: ...
    @overload
    def concatenate(arrays: _P733 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P733], None] = _jt_gate_557) -> Array[float4_e2m1fn]: ...
    @overload
    def concatenate(arrays: _P734 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P734], None] = _jt_gate_558) -> Array[float8_e3m4]: ...
    @overload
    def concatenate(arrays: _P735 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P735], None] = _jt_gate_559) -> Array[float8_e4m3]: ...
    @overload
    def concatenate(arrays: _P736 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P736], None] = _jt_gate_560) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def concatenate(arrays: _P737 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P737], None] = _jt_gate_561) -> Array[float8_e4m3fn]: ...
    @overload
    def concatenate(arrays: _P738 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P738], None] = _jt_gate_562) -> Array[float8_e4m3fnuz]: ...
    @overload
    def concatenate(arrays: _P739 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P739], None] = _jt_gate_563) -> Array[float8_e5m2]: ...
    @overload
    def concatenate(arrays: _P740 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P740], None] = _jt_gate_564) -> Array[float8_e5m2fnuz]: ...
    @overload
    def concatenate(arrays: _P741 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P741], None] = _jt_gate_565) -> Array[float8_e8m0fnu]: ...
    @overload
    def concatenate(arrays: _P742 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P742], None] = _jt_gate_566) -> Array[bfloat16]: ...
    @overload
    def concatenate(arrays: _P743 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P743], None] = _jt_gate_567) -> Array[float16]: ...
    @overload
    def concatenate(arrays: _P744 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P744], None] = _jt_gate_568) -> Array[builtins.complex]: ...
    @overload
    def concatenate(arrays: _P847 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P847], None] = _jt_gate_644) -> Array[float32]: ...
    @overload
    def concatenate(arrays: _P745 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P745], None] = _jt_gate_569) -> Array[float64]: ...
    @overload
    def concatenate(arrays: _P848 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P848], None] = _jt_gate_645) -> Array[complex64]: ...
    @overload
    def concatenate(arrays: _P746 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P746], None] = _jt_gate_570) -> Array[complex128]: ...
    @overload
    def concatenate(arrays: _P747 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P747], None] = _jt_gate_571) -> Array[signedinteger]: ...
    @overload
    def concatenate(arrays: _P748 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P748], None] = _jt_gate_572) -> Array[unsignedinteger]: ...
    @overload
    def concatenate(arrays: _P749 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P749], None] = _jt_gate_573) -> Array[integer]: ...
    @overload
    def concatenate(arrays: _P750 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P750], None] = _jt_gate_574) -> Array[floating]: ...
    @overload
    def concatenate(arrays: _P751 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P751], None] = _jt_gate_575) -> Array[complexfloating]: ...
    @overload
    def concatenate(arrays: _P752 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P752], None] = _jt_gate_576) -> Array[inexact]: ...
    @overload
    def concatenate(arrays: _P753 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P753], None] = _jt_gate_577) -> Array[number]: ...
    @overload
    def concatenate(arrays: _P754 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P754], None] = _jt_gate_578) -> Array[generic]: ...
    @overload
    def concatenate(arrays: Sequence[ArrayLike], axis: int | None = 0) -> Array[_Top]: ...
    @overload
    def stack(arrays: Sequence[Array[_Keeps18]], axis: int = 0) -> Array[_Keeps18]: ...
    @overload
    def stack(arrays: _Union9_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union9_0s], None] = _jt_gate_579) -> Array[bool_]: ...
    @overload
    def stack(arrays: _Union10_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union10_0s], None] = _jt_gate_580) -> Array[builtins.int]: ...
    @overload
    def stack(arrays: _Union11_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union11_0s], None] = _jt_gate_581) -> Array[uint2]: ...
    @overload
    def stack(arrays: _Union12_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union12_0s], None] = _jt_gate_582) -> Array[uint4]: ...
    @overload
    def stack(arrays: _Union13_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union13_0s], None] = _jt_gate_583) -> Array[uint8]: ...
    @overload
    def stack(arrays: _Union15_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union15_0s], None] = _jt_gate_584) -> Array[int2]: ...
    @overload
    def stack(arrays: _Union16_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union16_0s], None] = _jt_gate_585) -> Array[int4]: ...
    @overload
    def stack(arrays: _Union17_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union17_0s], None] = _jt_gate_586) -> Array[int8]: ...
    @overload
    def stack(arrays: _Union19_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union19_0s], None] = _jt_gate_587) -> Array[uint16]: ...
    @overload
    def stack(arrays: _Union21_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union21_0s], None] = _jt_gate_646) -> Array[uint32]: ...
    @overload
    def stack(arrays: _Union23_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union23_0s], None] = _jt_gate_588) -> Array[int16]: ...
    @overload
    def stack(arrays: _Union25_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union25_0s], None] = _jt_gate_589) -> Array[uint64]: ...
    @overload
    def stack(arrays: _Union27_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union27_0s], None] = _jt_gate_647) -> Array[int32]: ...
    @overload
    def stack(arrays: _Union29_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union29_0s], None] = _jt_gate_648) -> Array[int64]: ...
    @overload
    def stack(arrays: _Union34_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union34_0s], None] = _jt_gate_591) -> Array[builtins.float]: ...
    @overload
    def stack(arrays: _Union36_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union36_0s], None] = _jt_gate_592) -> Array[float4_e2m1fn]: ...
    @overload
    def stack(arrays: _Union37_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union37_0s], None] = _jt_gate_593) -> Array[float8_e3m4]: ...
    @overload
    def stack(arrays: _Union38_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union38_0s], None] = _jt_gate_594) -> Array[float8_e4m3]: ...
    @overload
    def stack(arrays: _Union39_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union39_0s], None] = _jt_gate_595) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def stack(arrays: _Union40_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union40_0s], None] = _jt_gate_596) -> Array[float8_e4m3fn]: ...
    @overload
    def stack(arrays: _Union41_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union41_0s], None] = _jt_gate_597) -> Array[float8_e4m3fnuz]: ...
    @overload
    def stack(arrays: _Union42_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union42_0s], None] = _jt_gate_598) -> Array[float8_e5m2]: ...
    @overload
    def stack(arrays: _Union43_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union43_0s], None] = _jt_gate_599) -> Array[float8_e5m2fnuz]: ...
    @overload
    def stack(arrays: _Union44_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union44_0s], None] = _jt_gate_600) -> Array[float8_e8m0fnu]: ...
    @overload
    def stack(arrays: _Union45_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union45_0s], None] = _jt_gate_601) -> Array[bfloat16]: ...
    @overload
    def stack(arrays: _Union46_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union46_0s], None] = _jt_gate_602) -> Array[float16]: ...
    @overload
    def stack(arrays: _Union48_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union48_0s], None] = _jt_gate_603) -> Array[builtins.complex]: ...
    @overload
    def stack(arrays: _Union49_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union49_0s], None] = _jt_gate_649) -> Array[float32]: ...
    @overload
    def stack(arrays: _Union51_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union51_0s], None] = _jt_gate_604) -> Array[float64]: ...
    @overload
    def stack(arrays: _Union53_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union53_0s], None] = _jt_gate_650) -> Array[complex64]: ...
    @overload
    def stack(arrays: _Union55_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union55_0s], None] = _jt_gate_605) -> Array[complex128]: ...
    @overload
    def stack(arrays: _Union357_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union357_0s], None] = _jt_gate_606) -> Array[signedinteger]: ...
    @overload
    def stack(arrays: _Union358_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union358_0s], None] = _jt_gate_607) -> Array[unsignedinteger]: ...
    @overload
    def stack(arrays: _Union359_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union359_0s], None] = _jt_gate_608) -> Array[integer]: ...
    @overload
    def stack(arrays: _Union360_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union360_0s], None] = _jt_gate_609) -> Array[floating]: ...
    @overload
    def stack(arrays: _Union361_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union361_0s], None] = _jt_gate_610) -> Array[complexfloating]: ...
    @overload
    def stack(arrays: _Union362_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union362_0s], None] = _jt_gate_611) -> Array[inexact]: ...
    @overload
    def stack(arrays: _Union363_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union363_0s], None] = _jt_gate_612) -> Array[number]: ...
    @overload
    def stack(arrays: _Union364_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union364_0s], None] = _jt_gate_613) -> Array[generic]: ...
    @overload
    def stack(arrays: Sequence[ArrayLike], axis: int = 0) -> Array[_Top]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union9_1s | _JTNoArgument, default: _Union9_2, *, _jt_gate: Callable[[_Union9_1s, _Union9_2], None] = _jt_gate_614) -> Array[bool_]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union10_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union10_1s], None] = _jt_gate_580) -> Array[builtins.int]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union10_1s | _JTNoArgument, default: _Union10_2, *, _jt_gate: Callable[[_Union10_1s, _Union10_2], None] = _jt_gate_615) -> Array[builtins.int]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union11_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union11_1s], None] = _jt_gate_581) -> Array[uint2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union11_1s | _JTNoArgument, default: _Union11_2, *, _jt_gate: Callable[[_Union11_1s, _Union11_2], None] = _jt_gate_616) -> Array[uint2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union12_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union12_1s], None] = _jt_gate_582) -> Array[uint4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union12_1s | _JTNoArgument, default: _Union12_2, *, _jt_gate: Callable[[_Union12_1s, _Union12_2], None] = _jt_gate_617) -> Array[uint4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union13_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union13_1s], None] = _jt_gate_583) -> Array[uint8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union13_1s | _JTNoArgument, default: _Union13_2, *, _jt_gate: Callable[[_Union13_1s, _Union13_2], None] = _jt_gate_618) -> Array[uint8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union15_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union15_1s], None] = _jt_gate_584) -> Array[int2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union15_1s | _JTNoArgument, default: _Union15_2, *, _jt_gate: Callable[[_Union15_1s, _Union15_2], None] = _jt_gate_619) -> Array[int2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union16_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union16_1s], None] = _jt_gate_585) -> Array[int4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union16_1s | _JTNoArgument, default: _Union16_2, *, _jt_gate: Callable[[_Union16_1s, _Union16_2], None] = _jt_gate_620) -> Array[int4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union17_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union17_1s], None] = _jt_gate_586) -> Array[int8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union17_1s | _JTNoArgument, default: _Union17_2, *, _jt_gate: Callable[[_Union17_1s, _Union17_2], None] = _jt_gate_621) -> Array[int8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union19_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union19_1s], None] = _jt_gate_587) -> Array[uint16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union19_1s | _JTNoArgument, default: _Union19_2, *, _jt_gate: Callable[[_Union19_1s, _Union19_2], None] = _jt_gate_622) -> Array[uint16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union21_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union21_1s], None] = _jt_gate_646) -> Array[uint32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union21_1s | _JTNoArgument, default: _Union21_2, *, _jt_gate: Callable[[_Union21_1s, _Union21_2], None] = _jt_gate_651) -> Array[uint32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union23_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union23_1s], None] = _jt_gate_588) -> Array[int16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union23_1s | _JTNoArgument, default: _Union23_2, *, _jt_gate: Callable[[_Union23_1s, _Union23_2], None] = _jt_gate_623) -> Array[int16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union25_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union25_1s], None] = _jt_gate_589) -> Array[uint64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union25_1s | _JTNoArgument, default: _Union25_2, *, _jt_gate: Callable[[_Union25_1s, _Union25_2], None] = _jt_gate_624) -> Array[uint64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union27_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union27_1s], None] = _jt_gate_647) -> Array[int32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union27_1s | _JTNoArgument, default: _Union27_2, *, _jt_gate: Callable[[_Union27_1s, _Union27_2], None] = _jt_gate_652) -> Array[int32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union29_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union29_1s], None] = _jt_gate_648) -> Array[int64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union29_1s | _JTNoArgument, default: _Union29_2, *, _jt_gate: Callable[[_Union29_1s, _Union29_2], None] = _jt_gate_653) -> Array[int64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union34_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union34_1s], None] = _jt_gate_591) -> Array[builtins.float]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union34_1s | _JTNoArgument, default: _Union34_2, *, _jt_gate: Callable[[_Union34_1s, _Union34_2], None] = _jt_gate_626) -> Array[builtins.float]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union36_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union36_1s], None] = _jt_gate_592) -> Array[float4_e2m1fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union36_1s | _JTNoArgument, default: _Union36_2, *, _jt_gate: Callable[[_Union36_1s, _Union36_2], None] = _jt_gate_627) -> Array[float4_e2m1fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union37_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union37_1s], None] = _jt_gate_593) -> Array[float8_e3m4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union37_1s | _JTNoArgument, default: _Union37_2, *, _jt_gate: Callable[[_Union37_1s, _Union37_2], None] = _jt_gate_628) -> Array[float8_e3m4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union38_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union38_1s], None] = _jt_gate_594) -> Array[float8_e4m3]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union38_1s | _JTNoArgument, default: _Union38_2, *, _jt_gate: Callable[[_Union38_1s, _Union38_2], None] = _jt_gate_629) -> Array[float8_e4m3]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union39_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union39_1s], None] = _jt_gate_595) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union39_1s | _JTNoArgument, default: _Union39_2, *, _jt_gate: Callable[[_Union39_1s, _Union39_2], None] = _jt_gate_630) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union40_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union40_1s], None] = _jt_gate_596) -> Array[float8_e4m3fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union40_1s | _JTNoArgument, default: _Union40_2, *, _jt_gate: Callable[[_Union40_1s, _Union40_2], None] = _jt_gate_631) -> Array[float8_e4m3fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union41_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union41_1s], None] = _jt_gate_597) -> Array[float8_e4m3fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union41_1s | _JTNoArgument, default: _Union41_2, *, _jt_gate: Callable[[_Union41_1s, _Union41_2], None] = _jt_gate_632) -> Array[float8_e4m3fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union42_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union42_1s], None] = _jt_gate_598) -> Array[float8_e5m2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union42_1s | _JTNoArgument, default: _Union42_2, *, _jt_gate: Callable[[_Union42_1s, _Union42_2], None] = _jt_gate_633) -> Array[float8_e5m2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union43_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union43_1s], None] = _jt_gate_599) -> Array[float8_e5m2fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union43_1s | _JTNoArgument, default: _Union43_2, *, _jt_gate: Callable[[_Union43_1s, _Union43_2], None] = _jt_gate_634) -> Array[float8_e5m2fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union44_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union44_1s], None] = _jt_gate_600) -> Array[float8_e8m0fnu]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union44_1s | _JTNoArgument, default: _Union44_2, *, _jt_gate: Callable[[_Union44_1s, _Union44_2], None] = _jt_gate_635) -> Array[float8_e8m0fnu]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union45_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union45_1s], None] = _jt_gate_601) -> Array[bfloat16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union45_1s | _JTNoArgument, default: _Union45_2, *, _jt_gate: Callable[[_Union45_1s, _Union45_2], None] = _jt_gate_636) -> Array[bfloat16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union46_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union46_1s], None] = _jt_gate_602) -> Array[float16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union46_1s | _JTNoArgument, default: _Union46_2, *, _jt_gate: Callable[[_Union46_1s, _Union46_2], None] = _jt_gate_637) -> Array[float16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union48_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union48_1s], None] = _jt_gate_603) -> Array[builtins.complex]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union48_1s | _JTNoArgument, default: _Union48_2, *, _jt_gate: Callable[[_Union48_1s, _Union48_2], None] = _jt_gate_638) -> Array[builtins.complex]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union49_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union49_1s], None] = _jt_gate_649) -> Array[float32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union49_1s | _JTNoArgument, default: _Union49_2, *, _jt_gate: Callable[[_Union49_1s, _Union49_2], None] = _jt_gate_654) -> Array[float32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union51_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union51_1s], None] = _jt_gate_604) -> Array[float64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union51_1s | _JTNoArgument, default: _Union51_2, *, _jt_gate: Callable[[_Union51_1s, _Union51_2], None] = _jt_gate_639) -> Array[float64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union53_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union53_1s], None] = _jt_gate_650) -> Array[complex64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union53_1s | _JTNoArgument, default: _Union53_2, *, _jt_gate: Callable[[_Union53_1s, _Union53_2], None] = _jt_gate_655) -> Array[complex64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union55_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union55_1s], None] = _jt_gate_605) -> Array[complex128]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union55_1s | _JTNoArgument, default: _Union55_2, *, _jt_gate: Callable[[_Union55_1s, _Union55_2], None] = _jt_gate_640) -> Array[complex128]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0) -> Array[_Top]: ...
if not MYPY and not JAXTYPES_X64:  # pyright only
    concatenate = ...  # not a function: ends pyright's overload chain
    select = ...  # not a function: ends pyright's overload chain
    stack = ...  # not a function: ends pyright's overload chain
    @overload
    def concatenate(arrays: Sequence[Array[_Keeps17]], axis: int | None = 0) -> Array[_Keeps17]: ...
    @overload
    def concatenate(arrays: _P720 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P720], None] = _jt_gate_544) -> Array[bool_]: ...
    @overload
    def concatenate(arrays: _P721 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P721], None] = _jt_gate_545) -> Array[builtins.int]: ...
    @overload
    def concatenate(arrays: _P722 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P722], None] = _jt_gate_546) -> Array[uint2]: ...
    @overload
    def concatenate(arrays: _P723 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P723], None] = _jt_gate_547) -> Array[uint4]: ...
    @overload
    def concatenate(arrays: _P724 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P724], None] = _jt_gate_548) -> Array[uint8]: ...
    @overload
    def concatenate(arrays: _P725 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P725], None] = _jt_gate_549) -> Array[int2]: ...
    @overload
    def concatenate(arrays: _P726 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P726], None] = _jt_gate_550) -> Array[int4]: ...
    @overload
    def concatenate(arrays: _P727 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P727], None] = _jt_gate_551) -> Array[int8]: ...
    @overload
    def concatenate(arrays: _P728 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P728], None] = _jt_gate_552) -> Array[uint16]: ...
    @overload
    def concatenate(arrays: _P729 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P729], None] = _jt_gate_553) -> Array[int16]: ...
    @overload
    def concatenate(arrays: _P730 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P730], None] = _jt_gate_554) -> Array[uint32]: ...
    @overload
    def concatenate(arrays: _P731 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P731], None] = _jt_gate_555) -> Array[int32]: ...
    @overload
    def concatenate(arrays: _P732 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P732], None] = _jt_gate_556) -> Array[builtins.float]: ...
    @overload
    def concatenate(arrays: _P733 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P733], None] = _jt_gate_557) -> Array[float4_e2m1fn]: ...
    @overload
    def concatenate(arrays: _P734 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P734], None] = _jt_gate_558) -> Array[float8_e3m4]: ...
    @overload
    def concatenate(arrays: _P735 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P735], None] = _jt_gate_559) -> Array[float8_e4m3]: ...
    @overload
    def concatenate(arrays: _P736 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P736], None] = _jt_gate_560) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def concatenate(arrays: _P737 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P737], None] = _jt_gate_561) -> Array[float8_e4m3fn]: ...
    @overload
    def concatenate(arrays: _P738 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P738], None] = _jt_gate_562) -> Array[float8_e4m3fnuz]: ...
    @overload
    def concatenate(arrays: _P739 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P739], None] = _jt_gate_563) -> Array[float8_e5m2]: ...
    @overload
    def concatenate(arrays: _P740 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P740], None] = _jt_gate_564) -> Array[float8_e5m2fnuz]: ...
    @overload
    def concatenate(arrays: _P741 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P741], None] = _jt_gate_565) -> Array[float8_e8m0fnu]: ...
    @overload
    def concatenate(arrays: _P742 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P742], None] = _jt_gate_566) -> Array[bfloat16]: ...
    @overload
    def concatenate(arrays: _P743 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P743], None] = _jt_gate_567) -> Array[float16]: ...
    @overload
    def concatenate(arrays: _P744 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P744], None] = _jt_gate_568) -> Array[builtins.complex]: ...
    @overload
    def concatenate(arrays: _P745 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P745], None] = _jt_gate_569) -> Array[float32]: ...
    @overload
    def concatenate(arrays: _P746 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P746], None] = _jt_gate_570) -> Array[complex64]: ...
    @overload
    def concatenate(arrays: _P747 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P747], None] = _jt_gate_571) -> Array[signedinteger]: ...
    @overload
    def concatenate(arrays: _P748 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P748], None] = _jt_gate_572) -> Array[unsignedinteger]: ...
    @overload
    def concatenate(arrays: _P749 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P749], None] = _jt_gate_573) -> Array[integer]: ...
    @overload
    def concatenate(arrays: _P750 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P750], None] = _jt_gate_574) -> Array[floating]: ...
    @overload
    def concatenate(arrays: _P751 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P751], None] = _jt_gate_575) -> Array[complexfloating]: ...
    @overload
    def concatenate(arrays: _P752 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P752], None] = _jt_gate_576) -> Array[inexact]: ...
    @overload
    def concatenate(arrays: _P753 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P753], None] = _jt_gate_577) -> Array[number]: ...
    @overload
    def concatenate(arrays: _P754 | _JTNoArgument, axis: int | None = 0, *, _jt_gate: Callable[[_P754], None] = _jt_gate_578) -> Array[generic]: ...
    @overload
    def concatenate(arrays: Sequence[ArrayLike], axis: int | None = 0) -> Array[_Top]: ...
    @overload
    def stack(arrays: Sequence[Array[_Keeps17]], axis: int = 0) -> Array[_Keeps17]: ...
    @overload
    def stack(arrays: _Union9_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union9_0s], None] = _jt_gate_579) -> Array[bool_]: ...
    @overload
    def stack(arrays: _Union10_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union10_0s], None] = _jt_gate_580) -> Array[builtins.int]: ...
    @overload
    def stack(arrays: _Union11_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union11_0s], None] = _jt_gate_581) -> Array[uint2]: ...
    @overload
    def stack(arrays: _Union12_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union12_0s], None] = _jt_gate_582) -> Array[uint4]: ...
    @overload
    def stack(arrays: _Union13_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union13_0s], None] = _jt_gate_583) -> Array[uint8]: ...
    @overload
    def stack(arrays: _Union15_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union15_0s], None] = _jt_gate_584) -> Array[int2]: ...
    @overload
    def stack(arrays: _Union16_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union16_0s], None] = _jt_gate_585) -> Array[int4]: ...
    @overload
    def stack(arrays: _Union17_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union17_0s], None] = _jt_gate_586) -> Array[int8]: ...
    @overload
    def stack(arrays: _Union19_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union19_0s], None] = _jt_gate_587) -> Array[uint16]: ...
    @overload
    def stack(arrays: _Union23_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union23_0s], None] = _jt_gate_588) -> Array[int16]: ...
    @overload
    def stack(arrays: _Union25_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union25_0s], None] = _jt_gate_589) -> Array[uint32]: ...
    @overload
    def stack(arrays: _Union322_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union322_0s], None] = _jt_gate_590) -> Array[int32]: ...
    @overload
    def stack(arrays: _Union34_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union34_0s], None] = _jt_gate_591) -> Array[builtins.float]: ...
    @overload
    def stack(arrays: _Union36_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union36_0s], None] = _jt_gate_592) -> Array[float4_e2m1fn]: ...
    @overload
    def stack(arrays: _Union37_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union37_0s], None] = _jt_gate_593) -> Array[float8_e3m4]: ...
    @overload
    def stack(arrays: _Union38_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union38_0s], None] = _jt_gate_594) -> Array[float8_e4m3]: ...
    @overload
    def stack(arrays: _Union39_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union39_0s], None] = _jt_gate_595) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def stack(arrays: _Union40_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union40_0s], None] = _jt_gate_596) -> Array[float8_e4m3fn]: ...
    @overload
    def stack(arrays: _Union41_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union41_0s], None] = _jt_gate_597) -> Array[float8_e4m3fnuz]: ...
    @overload
    def stack(arrays: _Union42_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union42_0s], None] = _jt_gate_598) -> Array[float8_e5m2]: ...
    @overload
    def stack(arrays: _Union43_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union43_0s], None] = _jt_gate_599) -> Array[float8_e5m2fnuz]: ...
    @overload
    def stack(arrays: _Union44_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union44_0s], None] = _jt_gate_600) -> Array[float8_e8m0fnu]: ...
    @overload
    def stack(arrays: _Union45_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union45_0s], None] = _jt_gate_601) -> Array[bfloat16]: ...
    @overload
    def stack(arrays: _Union46_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union46_0s], None] = _jt_gate_602) -> Array[float16]: ...
    @overload
    def stack(arrays: _Union48_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union48_0s], None] = _jt_gate_603) -> Array[builtins.complex]: ...
    @overload
    def stack(arrays: _Union51_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union51_0s], None] = _jt_gate_604) -> Array[float32]: ...
    @overload
    def stack(arrays: _Union55_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union55_0s], None] = _jt_gate_605) -> Array[complex64]: ...
    @overload
    def stack(arrays: _Union357_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union357_0s], None] = _jt_gate_606) -> Array[signedinteger]: ...
    @overload
    def stack(arrays: _Union358_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union358_0s], None] = _jt_gate_607) -> Array[unsignedinteger]: ...
    @overload
    def stack(arrays: _Union359_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union359_0s], None] = _jt_gate_608) -> Array[integer]: ...
    @overload
    def stack(arrays: _Union360_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union360_0s], None] = _jt_gate_609) -> Array[floating]: ...
    @overload
    def stack(arrays: _Union361_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union361_0s], None] = _jt_gate_610) -> Array[complexfloating]: ...
    @overload
    def stack(arrays: _Union362_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union362_0s], None] = _jt_gate_611) -> Array[inexact]: ...
    @overload
    def stack(arrays: _Union363_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union363_0s], None] = _jt_gate_612) -> Array[number]: ...
    @overload
    def stack(arrays: _Union364_0s | _JTNoArgument, axis: int = 0, *, _jt_gate: Callable[[_Union364_0s], None] = _jt_gate_613) -> Array[generic]: ...
    @overload
    def stack(arrays: Sequence[ArrayLike], axis: int = 0) -> Array[_Top]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union9_1s | _JTNoArgument, default: _Union9_2, *, _jt_gate: Callable[[_Union9_1s, _Union9_2], None] = _jt_gate_614) -> Array[bool_]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union10_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union10_1s], None] = _jt_gate_580) -> Array[builtins.int]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union10_1s | _JTNoArgument, default: _Union10_2, *, _jt_gate: Callable[[_Union10_1s, _Union10_2], None] = _jt_gate_615) -> Array[builtins.int]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union11_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union11_1s], None] = _jt_gate_581) -> Array[uint2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union11_1s | _JTNoArgument, default: _Union11_2, *, _jt_gate: Callable[[_Union11_1s, _Union11_2], None] = _jt_gate_616) -> Array[uint2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union12_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union12_1s], None] = _jt_gate_582) -> Array[uint4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union12_1s | _JTNoArgument, default: _Union12_2, *, _jt_gate: Callable[[_Union12_1s, _Union12_2], None] = _jt_gate_617) -> Array[uint4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union13_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union13_1s], None] = _jt_gate_583) -> Array[uint8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union13_1s | _JTNoArgument, default: _Union13_2, *, _jt_gate: Callable[[_Union13_1s, _Union13_2], None] = _jt_gate_618) -> Array[uint8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union15_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union15_1s], None] = _jt_gate_584) -> Array[int2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union15_1s | _JTNoArgument, default: _Union15_2, *, _jt_gate: Callable[[_Union15_1s, _Union15_2], None] = _jt_gate_619) -> Array[int2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union16_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union16_1s], None] = _jt_gate_585) -> Array[int4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union16_1s | _JTNoArgument, default: _Union16_2, *, _jt_gate: Callable[[_Union16_1s, _Union16_2], None] = _jt_gate_620) -> Array[int4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union17_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union17_1s], None] = _jt_gate_586) -> Array[int8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union17_1s | _JTNoArgument, default: _Union17_2, *, _jt_gate: Callable[[_Union17_1s, _Union17_2], None] = _jt_gate_621) -> Array[int8]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union19_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union19_1s], None] = _jt_gate_587) -> Array[uint16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union19_1s | _JTNoArgument, default: _Union19_2, *, _jt_gate: Callable[[_Union19_1s, _Union19_2], None] = _jt_gate_622) -> Array[uint16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union23_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union23_1s], None] = _jt_gate_588) -> Array[int16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union23_1s | _JTNoArgument, default: _Union23_2, *, _jt_gate: Callable[[_Union23_1s, _Union23_2], None] = _jt_gate_623) -> Array[int16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union25_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union25_1s], None] = _jt_gate_589) -> Array[uint32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union25_1s | _JTNoArgument, default: _Union25_2, *, _jt_gate: Callable[[_Union25_1s, _Union25_2], None] = _jt_gate_624) -> Array[uint32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union322_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union322_1s], None] = _jt_gate_590) -> Array[int32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union322_1s | _JTNoArgument, default: _Union322_2, *, _jt_gate: Callable[[_Union322_1s, _Union322_2], None] = _jt_gate_625) -> Array[int32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union34_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union34_1s], None] = _jt_gate_591) -> Array[builtins.float]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union34_1s | _JTNoArgument, default: _Union34_2, *, _jt_gate: Callable[[_Union34_1s, _Union34_2], None] = _jt_gate_626) -> Array[builtins.float]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union36_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union36_1s], None] = _jt_gate_592) -> Array[float4_e2m1fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union36_1s | _JTNoArgument, default: _Union36_2, *, _jt_gate: Callable[[_Union36_1s, _Union36_2], None] = _jt_gate_627) -> Array[float4_e2m1fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union37_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union37_1s], None] = _jt_gate_593) -> Array[float8_e3m4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union37_1s | _JTNoArgument, default: _Union37_2, *, _jt_gate: Callable[[_Union37_1s, _Union37_2], None] = _jt_gate_628) -> Array[float8_e3m4]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union38_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union38_1s], None] = _jt_gate_594) -> Array[float8_e4m3]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union38_1s | _JTNoArgument, default: _Union38_2, *, _jt_gate: Callable[[_Union38_1s, _Union38_2], None] = _jt_gate_629) -> Array[float8_e4m3]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union39_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union39_1s], None] = _jt_gate_595) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union39_1s | _JTNoArgument, default: _Union39_2, *, _jt_gate: Callable[[_Union39_1s, _Union39_2], None] = _jt_gate_630) -> Array[float8_e4m3b11fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union40_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union40_1s], None] = _jt_gate_596) -> Array[float8_e4m3fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union40_1s | _JTNoArgument, default: _Union40_2, *, _jt_gate: Callable[[_Union40_1s, _Union40_2], None] = _jt_gate_631) -> Array[float8_e4m3fn]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union41_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union41_1s], None] = _jt_gate_597) -> Array[float8_e4m3fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union41_1s | _JTNoArgument, default: _Union41_2, *, _jt_gate: Callable[[_Union41_1s, _Union41_2], None] = _jt_gate_632) -> Array[float8_e4m3fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union42_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union42_1s], None] = _jt_gate_598) -> Array[float8_e5m2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union42_1s | _JTNoArgument, default: _Union42_2, *, _jt_gate: Callable[[_Union42_1s, _Union42_2], None] = _jt_gate_633) -> Array[float8_e5m2]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union43_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union43_1s], None] = _jt_gate_599) -> Array[float8_e5m2fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union43_1s | _JTNoArgument, default: _Union43_2, *, _jt_gate: Callable[[_Union43_1s, _Union43_2], None] = _jt_gate_634) -> Array[float8_e5m2fnuz]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union44_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union44_1s], None] = _jt_gate_600) -> Array[float8_e8m0fnu]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union44_1s | _JTNoArgument, default: _Union44_2, *, _jt_gate: Callable[[_Union44_1s, _Union44_2], None] = _jt_gate_635) -> Array[float8_e8m0fnu]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union45_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union45_1s], None] = _jt_gate_601) -> Array[bfloat16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union45_1s | _JTNoArgument, default: _Union45_2, *, _jt_gate: Callable[[_Union45_1s, _Union45_2], None] = _jt_gate_636) -> Array[bfloat16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union46_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union46_1s], None] = _jt_gate_602) -> Array[float16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union46_1s | _JTNoArgument, default: _Union46_2, *, _jt_gate: Callable[[_Union46_1s, _Union46_2], None] = _jt_gate_637) -> Array[float16]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union48_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union48_1s], None] = _jt_gate_603) -> Array[builtins.complex]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union48_1s | _JTNoArgument, default: _Union48_2, *, _jt_gate: Callable[[_Union48_1s, _Union48_2], None] = _jt_gate_638) -> Array[builtins.complex]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union51_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union51_1s], None] = _jt_gate_604) -> Array[float32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union51_1s | _JTNoArgument, default: _Union51_2, *, _jt_gate: Callable[[_Union51_1s, _Union51_2], None] = _jt_gate_639) -> Array[float32]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union55_1s | _JTNoArgument, *, _jt_gate: Callable[[_Union55_1s], None] = _jt_gate_605) -> Array[complex64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: _Union55_1s | _JTNoArgument, default: _Union55_2, *, _jt_gate: Callable[[_Union55_1s, _Union55_2], None] = _jt_gate_640) -> Array[complex64]: ...
    @overload
    def select(condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0) -> Array[_Top]: ...

# </generated numpy_sequences>
