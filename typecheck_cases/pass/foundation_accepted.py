"""The foundation's public types: Array generic in its dtype, the aliases, the scalar types."""

from __future__ import annotations

import numpy as np

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, ArrayLike, DType, DTypeLike, Shape, ShapeLike
from jaxtypes.dtypes import promote_types, result_type


def integer_only(x: Array[jnp.integer]) -> Array[jnp.integer]:
    return x


def any_float(x: Array[jnp.floating]) -> Array[jnp.inexact]:
    return x  # covariance: floating is below inexact


def takes_int16(x: Array[jnp.int16]) -> Array[jnp.integer]:
    return integer_only(x)  # int16 is below signedinteger, integer


def takes_bf16(x: Array[jnp.bfloat16]) -> Array[jnp.inexact]:
    return any_float(x)


def weak(x: Array[int], y: Array[float]) -> tuple[Array[int], Array[float]]:
    return x, y


def accepts_array_like(x: ArrayLike) -> None: ...


def accepts_dtype_like(d: DTypeLike) -> DType:
    return np.dtype("int16")


def accepts_shape_like(s: ShapeLike) -> Shape:
    return (1, 2)


def use(a: Array[jnp.int16]) -> None:
    accepts_array_like(a)
    accepts_array_like(np.zeros(3))
    accepts_array_like(np.float32(1))
    accepts_array_like(1)
    accepts_array_like(2.5)
    accepts_array_like(True)
    accepts_array_like(1j)
    for spelling in (jnp.int16, "int16", np.int16, np.dtype("int16"), float, jnp.bfloat16):
        accepts_dtype_like(spelling)
    accepts_shape_like(3)
    accepts_shape_like((2, 3))
    accepts_shape_like([2, 3])
    assert isinstance(a, Array)
    shape: tuple[int, ...] = a.shape
    dtype: np.dtype = a.dtype
    flag: bool = a.weak_type
    n: int = a.ndim + a.size
    print(shape, dtype, flag, n)


d1: np.dtype = promote_types(jnp.int16, "float32")
d2: np.dtype = result_type(1, jnp.float16)
jaxtypes.config.update("jax_enable_x64", False)
with jaxtypes.enable_x64(True), jaxtypes.numpy_dtype_promotion("strict"):
    pass
