"""Control flow keeps the types of its functions: cond/switch give the branches' common
type, while_loop/fori_loop the carry's, scan a (carry, stacked ys) pair. Executed too:
each asserted type is compared with the runtime's dtype and weak type."""

from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array, lax

x = jnp.ones(3, dtype=jnp.float32)
n = jnp.ones(3, dtype=jnp.int16)


def double(a: Array[jnp.float32]) -> Array[jnp.float32]:
    return a * a


def negate(a: Array[jnp.float32]) -> Array[jnp.float32]:
    return -a


def small(c: Array[jnp.int16]) -> Array[jnp.bool_]:
    return c[0] < 10


def grow(c: Array[jnp.int16]) -> Array[jnp.int16]:
    return c + c


def step(i: Array[jnp.int32], c: Array[jnp.float32]) -> Array[jnp.float32]:
    return c * 2.0


def accumulate(c: Array[jnp.float32], a: Array[jnp.float32]) -> tuple[Array[jnp.float32], Array[jnp.float32]]:
    return c + a, c * a


assert_type(lax.cond(True, double, negate, x), Array[jnp.float32])
assert_type(lax.switch(1, [double, negate], x), Array[jnp.float32])
assert_type(lax.while_loop(small, grow, n), Array[jnp.int16])
assert_type(lax.fori_loop(0, 3, step, x), Array[jnp.float32])
assert_type(lax.scan(accumulate, x, jnp.ones((4, 3), dtype=jnp.float32)),
            tuple[Array[jnp.float32], Array[jnp.float32]])
assert_type(lax.map(negate, jnp.ones((4, 3), dtype=jnp.float32)), Array[jnp.float32])


def plus(a: Array[jnp.float32], b: Array[jnp.float32]) -> Array[jnp.float32]:
    return a + b


assert_type(lax.associative_scan(plus, x), Array[jnp.float32])
