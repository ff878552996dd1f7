"""jnp functions with several array arguments, dtype arguments the stubs leave wide,
and promote_types/result_type on dtype literals (64-bit mode off)."""

from typing import Final

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array

x16 = jnp.zeros(2, dtype=jnp.int16)
f32 = jnp.zeros(2, dtype=jnp.float32)
u8 = jnp.zeros(2, dtype=jnp.uint8)


def several(c: Array[jnp.int16] | Array[jnp.float32], t: Array[jnp.int16 | jnp.uint8]) -> None:
    assert_type(jnp.add(c, u8), Array[jnp.int16] | Array[jnp.float32])
    assert_type(jnp.maximum(t, 1), Array[jnp.int16 | jnp.uint8])
    assert_type(jnp.where(True, t, u8), Array[jnp.int16 | jnp.uint8])
    assert_type(jnp.where(True, c, 0.5), Array[float] | Array[jnp.float32])
    assert_type(jnp.concatenate([t, x16]), Array[jnp.int16])
    assert_type(jnp.stack([c, u8]), Array[jnp.int16] | Array[jnp.float32])
    assert_type(jnp.clip(t, 0, 3), Array[jnp.int16 | jnp.uint8])


several(x16, u8)
several(f32, x16)

assert_type(jnp.concatenate([x16, u8, jnp.ones(1, dtype=jnp.int8)]), Array[jnp.int16])
assert_type(jnp.concatenate((x16, f32)), Array[jnp.float32])
assert_type(jnp.stack([u8, jnp.full(2, 2.0)]), Array[float])
assert_type(jnp.where(x16 > 0, x16, 2), Array[jnp.int16])
assert_type(jnp.where(x16 > 0, u8, jnp.int8(1)), Array[jnp.int16])
assert_type(jnp.clip(u8, 0, 2.5), Array[float])
assert_type(jnp.clip(x16, max=f32), Array[jnp.float32])
# select: the stubs answer bare Array (a list of mixed arrays has no element type to read).
positive = x16 > 0
assert_type(jnp.select([positive, positive], [x16, u8]), Array[jnp.int16])
assert_type(jnp.select([positive, positive], [x16, f32], 0), Array[jnp.float32])
assert_type(jnp.select([positive], [u8], 2.5), Array[float])

# Dtype spellings the stubs do not list: NumPy's codes, and names held in Final constants.
I2: Final = "i2"
assert_type(jnp.zeros(3, dtype="i2"), Array[jnp.int16])
assert_type(jnp.zeros(3, dtype=I2), Array[jnp.int16])
assert_type(jnp.ones(2, dtype="f2"), Array[jnp.float16])
assert_type(jnp.asarray([1, 2], dtype="u1"), Array[jnp.uint8])
assert_type(jnp.arange(4, dtype="c8"), Array[jnp.complex64])
assert_type(x16.astype("f4"), Array[jnp.float32])
assert_type(jnp.astype(x16, "b1"), Array[jnp.bool_])
assert_type(jnp.sum(x16, dtype="i1"), Array[jnp.int8])

# promote_types: no canonicalization; result_type: canonical (64-bit mode off here).
assert_type(jnp.promote_types(jnp.int16, "float32"), np.dtype[np.float32])
assert_type(jnp.promote_types("uint8", "int8"), np.dtype[np.int16])
assert_type(jnp.promote_types(jnp.int16, float), np.dtype[np.float64])
assert_type(jnp.promote_types(np.int8, bool), np.dtype[np.int8])
assert_type(jnp.result_type(jnp.int16, float), np.dtype[np.float32])
assert_type(jnp.result_type(x16, 2.5), np.dtype[np.float32])
assert_type(jnp.result_type(x16, u8, jnp.int32), np.dtype[np.int32])
assert_type(jnp.result_type("uint64", "int8"), np.dtype[np.int32])
assert_type(jnp.result_type(x16, 1, return_weak_type_flag=True), tuple[np.dtype[np.int16], bool])
