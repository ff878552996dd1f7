"""The threefry2x32 generator, the default of ``jax.random``, on raw key data.

A key is a ``uint32`` array of shape ``(2,)``. The hash is Threefry-2x32 with 20 rounds
(Salmon et al., "Parallel random numbers: as easy as 1, 2, 3"), written in lax's uint32
operations, so that it runs, compiles, batches and differentiates (to zero) as any lax
program does. The counters follow jax's layout with ``jax_threefry_partitionable`` on
(jax's default since 0.5): the bits and the keys of a shape are the hash of the
elements' row-major index as a 64-bit counter, split into its high and low words, so
the same key gives jax's numbers whatever the shape's factoring.
"""

from __future__ import annotations

import math
from typing import Any, Final

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape

KEY_SHAPE: Final = (2,)
_U32: Final = np.dtype("uint32")
_ROTATIONS: Final = ((13, 15, 26, 6), (17, 29, 16, 24))
_PARITY: Final = np.uint32(0x1BD11BDA)  # the key schedule's constant (Threefish's C240)
BIT_DTYPES: Final[dict[int, np.dtype[Any]]] = {8: np.dtype("uint8"), 16: np.dtype("uint16"), 32: _U32,
                                                64: np.dtype("uint64")}


def _u32(value: int) -> Array:
    return asarray(np.uint32(value))


def _rotate_left(x: Any, bits: Any) -> Array:
    return lax_ops.bitwise_or(lax_e.shift_left(x, bits), lax_e.shift_right_logical(x, lax_ops.sub(_u32(32), bits)))


def _element(vector: Any, i: int) -> Array:
    return lax_shape.reshape(lax_shape.slice(vector, (i,), (i + 1,)), ())


def hash_2x32(k1: Any, k2: Any, x1: Any, x2: Any) -> tuple[Array, Array]:
    """Threefry-2x32 of the counter pairs ``(x1, x2)`` (uint32 arrays of one shape) under
    the key ``(k1, k2)`` (uint32 scalars).

    The five blocks of four rounds run as a ``fori_loop`` whose carry rotates the key
    schedule and the rotation constants, as jax lowers the hash on the CPU: the program
    then has jax's structure, and XLA fuses the float arithmetic that follows the bits
    (``normal``'s, ``maxwell``'s norm) as it does for jax, to the same last bit.
    """
    from jaxtypes.runtime.lax.control_flow import fori_loop  # (control flow imports the numpy layer)

    def block(i: Any, state: tuple[Any, ...]) -> tuple[Any, ...]:
        x0, y0, ka, kb, kc, rotations, next_rotations = state
        for r in range(4):
            x0 = lax_ops.add(x0, y0)
            y0 = lax_ops.bitwise_xor(x0, _rotate_left(y0, _element(rotations, r)))
        x0 = lax_ops.add(x0, ka)
        y0 = lax_ops.add(lax_ops.add(y0, kb), lax_ops.convert_element_type(lax_ops.add(i, 1), _U32))
        return x0, y0, kb, kc, ka, next_rotations, rotations

    k3 = lax_ops.bitwise_xor(lax_ops.bitwise_xor(k1, k2), _u32(int(_PARITY)))
    rotations = [asarray(np.array(r, _U32)) for r in _ROTATIONS]
    state = (lax_ops.add(x1, k1), lax_ops.add(x2, k2), k2, k3, k1, *rotations)
    out = fori_loop(0, 5, block, state)
    return out[0], out[1]


def counters(shape: tuple[int, ...]) -> tuple[Array, Array]:
    """The high and low words of each element's row-major index, as two uint32 arrays of
    ``shape``."""
    size = math.prod(shape)
    if size > 2 ** 32:
        raise NotImplementedError(f"random bits of more than 2**32 elements (shape {shape})")
    if not shape:
        zero = _u32(0)
        return zero, zero
    low = lax_shape.reshape(lax_shape.iota(_U32, size), shape) if size else lax_shape.full(shape, 0, _U32)
    return lax_shape.full(shape, 0, _U32), low


def _words(key: Any) -> tuple[Array, Array]:
    return (lax_shape.reshape(lax_shape.slice(key, (i,), (i + 1,)), ()) for i in (0, 1))  # type: ignore[return-value]


def _as_u32_vector(value: Any) -> Array:
    return lax_shape.reshape(lax_ops.convert_element_type(value, _U32), (1,))


def seed(value: Any) -> Array:
    """The key of an integer seed (a scalar integer array): its high and low 32 bits (the
    high word is zero for seeds of 32 bits or fewer)."""
    bits = np.dtype(value.dtype).itemsize * 8
    high = _as_u32_vector(lax_e.shift_right_logical(value, asarray(np.array(32, value.dtype)))) if bits > 32 \
        else asarray(np.array([0], _U32))
    return lax_shape.concatenate([high, _as_u32_vector(value)], 0)


def split(key: Any, shape: tuple[int, ...]) -> Array:
    """Keys of ``shape`` (data of shape ``(*shape, 2)``) derived from ``key``."""
    k1, k2 = _words(key)
    high, low = counters(shape)
    bits1, bits2 = hash_2x32(k1, k2, high, low)
    return lax_shape.concatenate([lax_shape.reshape(b, (*shape, 1)) for b in (bits1, bits2)], len(shape))


def fold_in(key: Any, data: Any) -> Array:
    """The key of ``key`` and the uint32 scalar ``data``: the hash of the counter pair
    ``(0, data)``."""
    k1, k2 = _words(key)
    zero = _u32(0)
    bits1, bits2 = hash_2x32(k1, k2, zero, lax_ops.convert_element_type(data, _U32))
    return lax_shape.concatenate([lax_shape.reshape(b, (1,)) for b in (bits1, bits2)], 0)


def random_bits(key: Any, bit_width: int, shape: tuple[int, ...]) -> Array:
    """Unsigned integers of ``bit_width`` bits and ``shape``."""
    k1, k2 = _words(key)
    high, low = counters(shape)
    bits1, bits2 = hash_2x32(k1, k2, high, low)
    dtype = BIT_DTYPES[bit_width]
    if bit_width == 64:
        wide = [lax_ops.convert_element_type(b, dtype) for b in (bits1, bits2)]
        return lax_ops.bitwise_or(lax_e.shift_left(wide[0], asarray(np.array(32, dtype))), wide[1])
    mixed = lax_ops.bitwise_xor(bits1, bits2)
    return mixed if bit_width == 32 else lax_ops.convert_element_type(mixed, dtype)
