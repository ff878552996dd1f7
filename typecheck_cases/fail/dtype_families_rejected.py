"""Mistakes of the classes that random nested expressions found (issue 25): each line
raises at run time, and both checkers report it."""

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

b = jnp.zeros(3, dtype=jnp.bool_)
u8 = jnp.zeros(3, dtype=jnp.uint8)
u32 = jnp.zeros(3, dtype=jnp.uint32)
i16 = jnp.zeros(3, dtype=jnp.int16)
f16 = jnp.zeros(3, dtype=jnp.float16)
f32 = jnp.zeros(3, dtype=jnp.float32)
c64 = jnp.zeros(3, dtype=jnp.complex64)

u32 | f32  # E: bitwise operators take integers and bools
b & f32  # E: bitwise operators take integers and bools
i16 ^ f16  # E: bitwise operators take integers and bools
u8 << f32  # E: shifts take integers and bools
jnp.bitwise_and(u8, f32)  # E: bitwise operators take integers and bools
f32 % c64  # E: remainder has no complex form
c64 // f32  # E: floor division has no complex form
jnp.remainder(f32, c64)  # E: remainder has no complex form
jnp.floor_divide(c64, c64)  # E: floor division has no complex form
jnp.clip(c64, 0, 1)  # E: complex numbers have no order to clip by
lax.round(i16)  # E: lax.round takes floats
lax.cumsum(b)  # E: lax.cumsum takes no bool
lax.cummax(b)  # E: lax.cummax takes no bool
lax.cumprod(b)  # E: lax.cumprod takes no bool
lax.lt(c64, c64)  # E: lax orders no complex numbers
True & f32  # E[pyright,mypy-plugin]: bitwise operators take integers and bools

import numpy as np  # noqa: E402

lax.round(np.ones(3, np.int16))  # E[pyright,mypy-plugin]: lax.round takes floats, a NumPy array too (mypy alone infers the NumPy call in the first overload's context)
lax.select(f32, f32, f32)  # E: lax.select's predicate is a bool or an integer
lax.select(jnp.complex64(1), f32, f32)  # E: lax.select's predicate is a bool or an integer
lax.select(1.5, f32, f32)  # E: lax.select's predicate is a bool or an integer
# A dtype argument the function rejects: Python's classes match exactly (bool is not an
# int dtype here), and a dtype the stubs name never reaches the fallback for unnamed ones.
jnp.arange(5, dtype=bool)  # E: arange counts in no bool
jnp.mean(f32, dtype=bool)  # E: mean divides in the dtype asked for: no bool
jnp.nanmean(f32, dtype=jnp.bool_)  # E: nanmean divides in the dtype asked for: no bool
jnp.var(f32, dtype=bool)  # E: var divides in the dtype asked for: no bool
jnp.std(f32, dtype=int)  # E: std takes the square root in the dtype asked for: floating or complex
jnp.std(f32, dtype=jnp.int8)  # E: std takes the square root in the dtype asked for: floating or complex
jnp.nanstd(f32, dtype=np.uint16)  # E: nanstd takes the square root in the dtype asked for: floating or complex
f32.std(dtype=bool)  # E: std takes the square root in the dtype asked for: floating or complex
f32.mean(dtype=bool)  # E: mean divides in the dtype asked for: no bool
jnp.fft.rfftfreq(8, dtype=bool)  # E: rfftfreq divides in the dtype asked for: no bool
lax.iota(bool, 3)  # E: iota counts in no bool
lax.argmax(f32, 0, jnp.float32)  # E: argmax's indices are integers
lax.argmin(f32, 0, float)  # E: argmin's indices are integers
lax.argmax(f32, 0, bool)  # E: argmax's indices are integers
lax.select(b, f16, b)  # E: lax.select takes operands of one dtype
lax.select(b, wi, f32)  # E: lax.select takes operands of one dtype (a weak int is int32 to lax)
lax.select(b, f32, wi)  # E: lax.select takes operands of one dtype (a weak int is int32 to lax)
lax.select_n(u8, f16, f32)  # E: lax.select_n takes cases of one dtype
