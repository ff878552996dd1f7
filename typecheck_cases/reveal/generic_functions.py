"""Dtype-generic functions: TypeVars with a bound, constraints or a default.

Each generic function's body is checked once for the TypeVar (its results must be
``Array[T]``: assignments and returns), and run below with concrete dtypes. The
operations here give ``Array[T]`` back for every dtype ``T`` admits: a weak scalar
never widens an integer or float dtype.
"""

from typing import TypeVar

from typing_extensions import TypeVar as TypeVarWithDefault, assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

IT = TypeVar("IT", bound=jnp.integer)
FT = TypeVar("FT", bound=jnp.floating)
CT = TypeVar("CT", jnp.int8, jnp.float32)
ST = TypeVarWithDefault("ST", bound=jnp.signedinteger, default=jnp.int32)


def inc(x: Array[IT]) -> Array[IT]:
    kept1: Array[IT] = x + 1
    kept2: Array[IT] = 1 + x
    kept3: Array[IT] = x * 2
    return x + 1


def scale(x: Array[FT]) -> Array[FT]:
    kept1: Array[FT] = x * 2.0
    kept2: Array[FT] = 2.0 * x
    kept3: Array[FT] = x / 2
    assert_type(x > 0, Array[jnp.bool_])
    return x * 2.0


def constrained(x: Array[CT]) -> Array[CT]:
    kept1: Array[CT] = x + 1
    return x + 1


def with_default(x: Array[ST]) -> Array[ST]:
    kept1: Array[ST] = x - 1
    return x - 1


assert_type(inc(jnp.int16(1)), Array[jnp.int16])
assert_type(inc(jnp.uint8(1)), Array[jnp.uint8])
assert_type(scale(jnp.bfloat16(1)), Array[jnp.bfloat16])
assert_type(scale(jnp.float32(1)), Array[jnp.float32])
assert_type(constrained(jnp.int8(1)), Array[jnp.int8])
assert_type(constrained(jnp.float32(1)), Array[jnp.float32])
assert_type(with_default(jnp.int16(1)), Array[jnp.int16])
