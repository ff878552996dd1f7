"""Mistakes with weakly typed arrays (and round() of a bool array): both checkers
report them; pyrefly and ty, which read ``float`` as ``int | float`` or solve round's
protocol from the first overload, do not (``tests/checker_matrix.py``: TEST_SKIPS)."""

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

b = jnp.zeros(3, dtype=jnp.bool_)
u8 = jnp.zeros(3, dtype=jnp.uint8)
i16 = jnp.zeros(3, dtype=jnp.int16)
f32 = jnp.zeros(3, dtype=jnp.float32)

round(b)  # E[pyright,mypy-plugin]: round takes no bool array
lax.add(i16, jnp.asarray(2.0))  # E: lax reads a weak float as float32 (float64), not int16
lax.sub(u8, jnp.asarray(2))  # E: lax reads a weak int as int32 (int64), not uint8
lax.add(f32, jnp.asarray(2))  # E: lax reads a weak int as an int, never as a float
lax.clamp(jnp.asarray(2), f32, f32)  # E: lax.clamp's bounds and operand share one dtype
lax.round(jnp.asarray(2))  # E: lax.round takes floats
jnp.bitwise_xor(jnp.asarray(2.0), jnp.asarray(2))  # E: bitwise operations take integers and bools
jnp.clip(jnp.asarray(1j), 0, 1)  # E: complex numbers have no order to clip by
# jnp functions of one array: no weak array of a kind they reject
wc = jnp.asarray(1j)
wf = jnp.asarray(2.0)
jnp.floor(wc)  # E: floor has no complex form, a weak complex array neither
jnp.invert(wf)  # E: invert takes integers and bools, not a weak float array
jnp.isposinf(wc)  # E: isposinf has no complex form
jnp.median(wc)  # E: complex numbers have no order to take a median by
jnp.nanmedian(wc)  # E: complex numbers have no order to take a median by
# Array methods: a weak array of a kind the method rejects reaches no bare-Array overload
wc.argmax()  # E: complex numbers have no order to find a maximum by
wc.argmin(axis=0)  # E: complex numbers have no order to find a minimum by
jnp.full(4, 1j).argpartition(1)  # E: argpartition has no complex form
