"""Abstract and weak dtypes, bare Array, methods and properties, isinstance, and jit."""

from typing import Any

import numpy as np
from typing_extensions import assert_type

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, ArrayLike

i16 = jnp.int16(3)
f32 = jnp.ones((2, 3), dtype=jnp.float32)
c64 = jnp.complex64(1j)
wi = jnp.asarray(2)
wf = jnp.asarray(2.5)


# -- abstract dtypes: the smallest category covering every possible result (with 64-bit
# mode off, 64-bit dtypes are canonicalised first: every float joined with float32 is float32)
def floats(x: Array[jnp.floating], n: Array[jnp.signedinteger], z: Array[jnp.complexfloating]) -> None:
    assert_type(x * 2.0, Array[jnp.floating])
    assert_type(x + 1, Array[jnp.floating])
    assert_type(x + f32, Array[jnp.float32])  # x64: Array[jnp.floating]
    assert_type(f32 + x, Array[jnp.float32])  # x64: Array[jnp.floating]
    assert_type(x + 1j, Array[jnp.complex64])  # x64: Array[jnp.complexfloating]
    assert_type(jnp.sin(x), Array[jnp.floating])
    assert_type(x > 0, Array[jnp.bool_])
    assert_type(n + 1, Array[jnp.signedinteger])
    assert_type(n / 2, Array[jnp.float32])  # x64: Array[jnp.floating]
    assert_type(z * z, Array[jnp.complex64])  # x64: Array[jnp.complexfloating]
    assert_type(jnp.abs(z), Array[jnp.float32])  # x64: Array[jnp.floating]


floats(jnp.bfloat16(1), jnp.int8(3), c64)
floats(f32, i16, jnp.complex128(1))


# -- bare Array: every dtype, weak ones included; operations keep giving arrays
def anything(x: Array, y: ArrayLike) -> None:
    assert_type(x, Array[jnp.generic | int | float | complex])
    assert_type(x + 1, Array[jnp.generic | int | float | complex])
    assert_type(i16 * x, Array[jnp.generic | int | float | complex])
    assert_type(x == x, Array[jnp.bool_])
    assert_type(x.sum(), Array[jnp.number])
    assert_type(x.T, Array[jnp.generic | int | float | complex])
    if isinstance(y, Array):
        assert_type(y, Array[jnp.generic | int | float | complex])


anything(i16, 2.5)
anything(wf, i16)

# -- properties and methods
assert_type(f32.shape, tuple[int, ...])
assert_type(f32.dtype, np.dtype[Any])
assert_type(f32.weak_type, bool)
assert_type(f32.ndim, int)
assert_type(f32.size, int)
assert_type(f32.T, Array[jnp.float32])
assert_type(wi.T, Array[int])
assert_type(f32.reshape(3, 2), Array[jnp.float32])
assert_type(f32.reshape((6,)), Array[jnp.float32])
assert_type(f32.transpose(1, 0), Array[jnp.float32])
assert_type(f32.ravel(), Array[jnp.float32])
assert_type(f32.flatten(), Array[jnp.float32])
assert_type(f32[0], Array[jnp.float32])
assert_type(f32[0, 1:], Array[jnp.float32])
assert_type(f32[..., None], Array[jnp.float32])
assert_type(c64.real, Array[jnp.float32])
assert_type(c64.imag, Array[jnp.float32])
assert_type(f32.real, Array[jnp.float32])
assert_type(jnp.asarray(2j).real, Array[float])
assert_type(c64.conj(), Array[jnp.complex64])
assert_type(i16.item(), int)
assert_type(f32[0, 0].item(), float)
assert_type(c64.item(), complex)
assert_type(jnp.bool_(1).item(), bool)
assert_type(f32.block_until_ready(), Array[jnp.float32])
assert_type(abs(c64), Array[jnp.float32])
assert_type(-wf, Array[float])
assert_type(~jnp.uint8(1), Array[jnp.uint8])
assert_type(f32 @ f32.T, Array[jnp.float32])
assert_type(np.ones((3, 2), dtype=np.int8) @ f32, Array[jnp.float32])
for row in f32:
    assert_type(row, Array[jnp.float32])

# -- isinstance narrows to Array
def narrow(x: ArrayLike) -> Array:
    if isinstance(x, Array):
        assert_type(x, Array[jnp.generic | int | float | complex])
        return x
    return jnp.asarray(x)


narrow(i16)
narrow(np.float32(1))


def narrow_union(x: Array[jnp.int16] | np.ndarray[Any, np.dtype[np.float32]]) -> None:
    if isinstance(x, Array):
        assert_type(x, Array[jnp.int16])


narrow_union(i16)


# -- jit keeps the decorated function's signature and result type
@jaxtypes.jit
def scale(x: Array[jnp.float32], factor: float) -> Array[jnp.float32]:
    return x * jnp.float32(factor)


@jaxtypes.jit(static_argnums=1)
def power(x: Array[jnp.int16], n: int) -> Array[jnp.int16]:
    return x ** n


assert_type(scale(f32, 2.0), Array[jnp.float32])
assert_type(power(i16, 3), Array[jnp.int16])
