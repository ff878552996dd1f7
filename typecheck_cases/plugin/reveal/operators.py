"""Array operators where the plugin computes the answer from the lattice: unions of
array types (outside and inside ``Array[...]``), ``Array[Any]``, bare ``Array``."""

from typing import Any

from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array


def outer_union(c: Array[jnp.int16] | Array[jnp.float32]) -> None:
    assert_type(c + jnp.int8(1), Array[jnp.int16] | Array[jnp.float32])
    assert_type(jnp.int8(1) + c, Array[jnp.int16] | Array[jnp.float32])
    assert_type(c * 2, Array[jnp.int16] | Array[jnp.float32])
    assert_type(2 * c, Array[jnp.int16] | Array[jnp.float32])
    assert_type(c + 1.5, Array[float] | Array[jnp.float32])
    assert_type(c < jnp.int8(1), Array[jnp.bool_])
    assert_type(c / jnp.int8(2), Array[jnp.float32])


def inner_union(t: Array[jnp.int16 | jnp.float32]) -> None:
    assert_type(t + jnp.int8(1), Array[jnp.int16 | jnp.float32])
    assert_type(jnp.int8(1) + t, Array[jnp.int16 | jnp.float32])
    assert_type(t * 2.0, Array[jnp.float32 | float])
    assert_type(t - t, Array[jnp.int16 | jnp.float32])
    assert_type(t == 1, Array[jnp.bool_])


def unknown_dtype(a: Array[Any], b: Array) -> None:
    assert_type(a + jnp.int16(1), Array)
    assert_type(jnp.int16(1) * a, Array)
    assert_type(a + 1, Array)
    assert_type(b - jnp.float32(1), Array)


def abstract(f: Array[jnp.floating], i: Array[jnp.signedinteger]) -> None:
    assert_type(f + jnp.float16(1), Array[jnp.floating])
    assert_type(i + 1, Array[jnp.signedinteger])


outer_union(jnp.int16(3))
outer_union(jnp.float32(3))
inner_union(jnp.int16(3))
inner_union(jnp.float32(3))
unknown_dtype(jnp.int8(1), jnp.asarray(2.5))
unknown_dtype(jnp.asarray(1), jnp.uint8(2))
abstract(jnp.bfloat16(1), jnp.int8(1))

u8 = jnp.uint64(1)
i1 = jnp.int8(1)
# 64-bit mode off (the default): a uint64 array is a uint32 one and the 32-bit lattice
# joins uint32 and int8 in int32 (with 64-bit mode on: a weak float; see reveal/x64_mode.py).
assert_type(u8 + i1, Array[jnp.int32])
assert_type(i1 * u8, Array[jnp.int32])
assert_type(u8 / i1, Array[jnp.float32])
assert_type(jnp.add(u8, i1), Array[jnp.int32])
# The 32-bit lattice joins uint32 and int32 in int32; a float64 array is a float32.
assert_type(jnp.uint32(1) + jnp.int32(1), Array[jnp.int32])
assert_type(jnp.float64(1) + 1, Array[jnp.float32])
