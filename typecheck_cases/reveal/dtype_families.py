"""The classes of disagreement that random nested expressions found (issue 25), each with
its examples and more: power with array exponents, bitwise and floor-division families,
lax products, select, arange, round and comparisons of complex numbers."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

b = jnp.zeros(3, dtype=jnp.bool_)
u8 = jnp.zeros(3, dtype=jnp.uint8)
u32 = jnp.zeros(3, dtype=jnp.uint32)
i8 = jnp.zeros(3, dtype=jnp.int8)
i16 = jnp.zeros(3, dtype=jnp.int16)
f16 = jnp.zeros(3, dtype=jnp.float16)
bf16 = jnp.zeros(3, dtype=jnp.bfloat16)
f32 = jnp.zeros(3, dtype=jnp.float32)
c64 = jnp.zeros(3, dtype=jnp.complex64)
wi = jnp.asarray(2)
wf = jnp.asarray(2.0)

# -- ** and power with an array exponent: the joined dtype (integer bases), the base's
#    dtype (float bases, integer exponents); a Python or NumPy integer exponent is
#    concrete: the base's dtype
assert_type(i16 ** u32, Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(u8 ** i8, Array[jnp.int16])
assert_type(i8 ** u8, Array[jnp.int16])
assert_type(jnp.power(i16, u32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(2 ** i16, Array[jnp.int16])
assert_type(2.5 ** i16, Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wf ** i8, Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.power(wf, i8), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(wi ** i8, Array[jnp.int8])
assert_type(np.int8(2) ** i16, Array[jnp.int16])
assert_type(u8 ** np.int8(2), Array[jnp.uint8])
assert_type(u8 ** 2, Array[jnp.uint8])
assert_type(b ** b, Array[jnp.int32])
assert_type(f16 ** u8, Array[jnp.float16])
assert_type(wf ** wi, Array[float])
assert_type(f32 ** bf16, Array[jnp.float32])

# -- comparisons: jnp orders complex numbers (lexicographically)
assert_type(f32 < c64, Array[jnp.bool_])
assert_type(jnp.less_equal(c64, c64), Array[jnp.bool_])
assert_type(c64 >= 1, Array[jnp.bool_])

# -- lax.dot and dot_general: the higher dtype in XLA's order, or preferred_element_type's
assert_type(lax.dot(f32, f32), Array[jnp.float32])
assert_type(lax.dot(i16, i16), Array[jnp.int16])
assert_type(lax.dot(i16, f32), Array[jnp.float32])
assert_type(lax.dot(i8, u8), Array[jnp.int8])
assert_type(lax.dot(f16, bf16), Array[jnp.bfloat16])
assert_type(lax.dot(b, b), Array[jnp.bool_])
assert_type(lax.dot(i16, i16, preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(lax.dot_general(f32, f32, (((0,), (0,)), ((), ()))), Array[jnp.float32])

# -- select: the choices and the default (0 when omitted) joined
assert_type(jnp.select([b], [f32]), Array[jnp.float32])
assert_type(jnp.select([b], [b]), Array[int])
assert_type(jnp.select([b, b], [i16, u8]), Array[jnp.int16])
assert_type(jnp.select([b], [f32], 2.5), Array[jnp.float32])
assert_type(jnp.select([b], [i8], wf), Array[float])

# -- arange: the bounds' promoted dtype, strong
assert_type(jnp.arange(np.int16(3)), Array[jnp.int16])
assert_type(jnp.arange(jnp.int8(3)), Array[jnp.int8])
assert_type(jnp.arange(np.float32(3)), Array[jnp.float32])
assert_type(jnp.arange(3), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jnp.arange(1, 2.5), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.arange(2.0, jnp.int8(5)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jnp.arange(True, 3), Array[jnp.int32])  # x64: Array[jnp.int64]

# -- the builtin round: round(x) is the default int, round(x, n) keeps jnp.round's dtype
assert_type(round(f32), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(round(wf), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(round(u8), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(round(f32, 1), Array[jnp.float32])
assert_type(round(wf, 0), Array[float])

# -- clip: real operands
assert_type(jnp.clip(f32, 0, 1), Array[jnp.float32])
assert_type(jnp.clip(i16, wf, 2), Array[float])

# -- lax: a weak array is the default dtype of its kind; bare Arrays stay honest
def bare_operands(x: Array, y: Array[jnp.floating]) -> None:
    assert_type(lax.add(x, f32), Array)
    assert_type(lax.add(wf, x), Array)
    assert_type(jnp.add(x, wf), Array)
    assert_type(jnp.bitwise_and(wi, x), Array)
    assert_type(jnp.add(y, wf), Array[jnp.floating])


assert_type(lax.add(wf, wf), Array[float])
assert_type(lax.neg(wf), Array[float])

# -- one-operand functions of NumPy data; Array.round
assert_type(jnp.imag(np.zeros(3, np.complex64)), Array[jnp.float32])  # mypy-needs-plugin: mypy alone takes an ndarray of any dtype for the first _NDArray overload
assert_type(jnp.sin(np.zeros(3, np.float16)), Array[jnp.float16])  # mypy-needs-plugin: mypy alone takes an ndarray of any dtype for the first _NDArray overload
assert_type(jnp.negative(np.zeros(3, np.int8)), Array[jnp.int8])  # mypy-needs-plugin: mypy alone takes an ndarray of any dtype for the first _NDArray overload
assert_type(f32.round(), Array[jnp.float32])
assert_type(wf.round(1), Array[float])
assert_type((~u8).round(), Array[jnp.uint8])

# -- select: scalars among the choices (Python's weak, NumPy's strong)
assert_type(jnp.select([b], [1j], c64), Array[jnp.complex64])
assert_type(jnp.select([b], [1j]), Array[complex])
assert_type(jnp.select([b], [np.float32(1)], i8), Array[jnp.float32])
assert_type(jnp.select([b], [True]), Array[int])

# -- a NumPy call as the argument: its own dtype, not the first ndarray overload's (mypy
# inferred np.ones(...) in each overload's context, where NumPy's NDArray[Any] overload fits)
assert_type(jnp.asarray(np.ones(3, np.uint16)), Array[jnp.uint16])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first ndarray overload's context
assert_type(lax.neg(np.zeros(3, np.complex64)), Array[jnp.complex64])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first ndarray overload's context
assert_type(lax.dot(np.zeros(3, np.complex64), np.zeros(3, np.complex64)), Array[jnp.complex64])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first ndarray overload's context
assert_type(lax.sign(jnp.maximum(np.ones(3, np.bool_), jnp.asarray(np.ones(3, np.uint16)))), Array[jnp.uint16])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first ndarray overload's context

# -- lists of several dtypes, NumPy arrays among them
assert_type(jnp.stack([jnp.ones(3, jnp.bool_), np.ones(3, np.int16)]), Array[jnp.int16])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first overload's context
assert_type(jnp.concatenate([np.ones(3, np.int16), np.ones(3, np.float16)]), Array[jnp.float16])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first overload's context
assert_type(jnp.stack([jnp.int8(1), 1.0]), Array[float])
assert_type(jnp.select([jnp.ones(3, jnp.bool_), jnp.ones(3, jnp.bool_)], [jnp.ones(3, jnp.int8), np.ones(3, np.uint8)]), Array[jnp.int16])  # mypy-needs-plugin: mypy alone infers the NumPy call in the first overload's context

# -- lax.select's predicate: a bool or an integer, of any kind
assert_type(lax.select(u8, f32, f32), Array[jnp.float32])
assert_type(lax.select(jnp.asarray(1), f32, f32), Array[jnp.float32])
assert_type(lax.select(np.ones(3, np.int32), f32, f32), Array[jnp.float32])
assert_type(lax.select(True, f32, f32), Array[jnp.float32])
# -- lax.select and select_n: one dtype (a weak array counts as its kind's default dtype;
# with a strong one the result is strong)
assert_type(lax.select(jnp.asarray(True), wf, wf), Array[float])
assert_type(lax.select(jnp.asarray(True), wf, jnp.float64(1)), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(lax.select(jnp.asarray(False), jnp.int64(1), wi), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(lax.select(jnp.asarray(True), jnp.asarray(1j), jnp.complex128(1)), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(lax.select_n(u8[0], bf16, bf16, bf16), Array[jnp.bfloat16])
assert_type(lax.select_n(jnp.asarray(True), jnp.float64(2), wf), Array[jnp.float32])  # x64: Array[jnp.float64]
