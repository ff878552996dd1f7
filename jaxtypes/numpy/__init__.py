"""``jaxtypes.numpy``: the jax.numpy-like API. Promotes by the lattice, then calls ``lax``.

This module only re-exports: dtypes and scalar types from ``jaxtypes``, array
functions from ``jaxtypes.runtime``.
"""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as _np
from numpy import dtype

from jaxtypes._array import Array as ndarray
from jaxtypes.dtypes import issubdtype, promote_types, result_type
from jaxtypes.runtime.numpy.api import *  # noqa: F403  (the array functions)
from jaxtypes.runtime.numpy.api import __all__ as _functions
from jaxtypes.scalar_types import (
    bfloat16, bool_, complex64, complex128, complexfloating, float4_e2m1fn,
    float8_e3m4, float8_e4m3, float8_e4m3b11fnuz,
    float8_e4m3fn, float8_e4m3fnuz, float8_e5m2, float8_e5m2fnuz, float8_e8m0fnu,
    float16, float32, float64, floating, generic, inexact, int2, int4, int8,
    int16, int32, int64, integer, number, signedinteger, uint2, uint4, uint8,
    uint16, uint32, uint64, unsignedinteger,
)

from jaxtypes.numpy import fft as fft  # jaxtypes.numpy.fft, as jax.numpy.fft
from jaxtypes.numpy import linalg as linalg  # jaxtypes.numpy.linalg, as jax.numpy.linalg


bool = bool_  # noqa: A001  (jnp.bool, as NumPy 2 and JAX spell it)
# NumPy's other names of the scalar types, as JAX exports them.
single = float32
double = float_ = float64
csingle = complex64
cdouble = complex_ = complex128
int_ = int64
uint = uint64
# NumPy's abstract types and warning that JAX re-exports as they are.
character = _np.character
flexible = _np.flexible
object_ = _np.object_
ComplexWarning = _np.exceptions.ComplexWarning


def iinfo(int_type: Any) -> ml_dtypes.iinfo:
    """Machine limits of an integer dtype (sub-byte ml_dtypes integers included)."""
    return ml_dtypes.iinfo(_np.dtype(int_type))  # type: ignore[no-untyped-call]


def finfo(float_type: Any) -> ml_dtypes.finfo:
    """Machine limits of a floating dtype (bfloat16 and the small floats included)."""
    return ml_dtypes.finfo(_np.dtype(float_type))  # type: ignore[no-untyped-call]


__all__ = [*_functions,
    "dtype", "ndarray", "issubdtype", "promote_types", "result_type", "iinfo", "finfo",
    "bfloat16", "bool", "bool_", "complex64", "complex128", "complexfloating",
    "float4_e2m1fn", "float8_e3m4", "float8_e4m3",
    "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2",
    "float8_e5m2fnuz", "float8_e8m0fnu", "float16", "float32", "float64", "floating",
    "generic", "inexact", "int2", "int4", "int8", "int16", "int32", "int64",
    "integer", "number", "signedinteger", "uint2", "uint4", "uint8", "uint16",
    "uint32", "uint64", "unsignedinteger",
    "single", "double", "float_", "csingle", "cdouble", "complex_", "int_", "uint",
    "character", "flexible", "object_", "ComplexWarning",
]
