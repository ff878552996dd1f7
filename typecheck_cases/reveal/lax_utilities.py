"""lax's solvers and utilities: the solvers give what ``solve`` returns (and its aux),
the shape utilities and optimization_barrier keep the dtype, broadcast_shapes gives a
tuple of ints, tokens are ``lax.Token``. Executed too: each asserted array type is
compared with the runtime's dtype and weak type."""

from typing import Callable

from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array, lax

x = jnp.ones(3, dtype=jnp.float32)
n = jnp.ones((2, 3), dtype=jnp.int16)
m = jnp.ones((2, 3, 4), dtype=jnp.bfloat16)
a = jnp.full((3, 3), 0.5, dtype=jnp.float32) + 2.0 * jnp.eye(3, dtype=jnp.float32)


def matvec(v: Array[jnp.float32]) -> Array[jnp.float32]:
    return a @ v


def jacobi(mv: Callable[[Array[jnp.float32]], Array[jnp.float32]], b: Array[jnp.float32]) -> Array[jnp.float32]:
    return lax.fori_loop(0, 30, lambda i, v: v + (b - mv(v)) / 3.0, b)


def jacobi_aux(mv: Callable[[Array[jnp.float32]], Array[jnp.float32]],
               b: Array[jnp.float32]) -> tuple[Array[jnp.float32], Array[jnp.int32]]:
    return jacobi(mv, b), jnp.int32(30)


def newton(f: Callable[[Array[jnp.float32]], Array[jnp.float32]], y: Array[jnp.float32]) -> Array[jnp.float32]:
    return lax.fori_loop(0, 20, lambda i, v: v - f(v) / (2.0 * v), y)


def tangent_solve(g: Callable[[Array[jnp.float32]], Array[jnp.float32]], y: Array[jnp.float32]) -> Array[jnp.float32]:
    return y / g(jnp.ones_like(y))


def square_minus_two(y: Array[jnp.float32]) -> Array[jnp.float32]:
    return y * y - 2.0


assert_type(lax.custom_linear_solve(matvec, x, jacobi, symmetric=True), Array[jnp.float32])
assert_type(lax.custom_linear_solve(matvec, x, jacobi_aux, symmetric=True, has_aux=True),
            tuple[Array[jnp.float32], Array[jnp.int32]])
assert_type(lax.custom_root(square_minus_two, x, newton, tangent_solve), Array[jnp.float32])

assert_type(lax.optimization_barrier(x), Array[jnp.float32])
assert_type(lax.optimization_barrier((x, n)), tuple[Array[jnp.float32], Array[jnp.int16]])
assert_type(lax.broadcast_to_rank(n, 4), Array[jnp.int16])
assert_type(lax.collapse(m, 0, 2), Array[jnp.bfloat16])
assert_type(lax.collapse(n, 0), Array[jnp.int16])
assert_type(lax.zeros_like_array(m), Array[jnp.bfloat16])
assert_type(lax.broadcast_shapes((2, 1), (3,)), tuple[int, ...])
assert_type(lax.platform_dependent(x, cpu=matvec, default=square_minus_two), Array[jnp.float32])
assert_type(lax.after_all(lax.create_token()), lax.Token)
