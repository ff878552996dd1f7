"""The transformations keep the types of the functions they transform; grad gives the
type of the differentiated argument. Executed too: each asserted type is compared with
the runtime's dtype and weak type."""

from typing import Any

from typing_extensions import assert_type

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, checkpoint, custom_jvp, custom_vjp, grad, jit, value_and_grad, vmap

w = jnp.ones(3, dtype=jnp.float32)
x = jnp.ones(3, dtype=jnp.float32)
batch = jnp.ones((4, 3), dtype=jnp.float32)


def loss(w: Array[jnp.float32], x: Array[jnp.float32]) -> Array[jnp.float32]:
    return jnp.sum(jnp.tanh(w * x))


def scaled(s: float) -> Array[float]:
    return jnp.asarray(s) * s


assert_type(grad(loss)(w, x), Array[jnp.float32])
assert_type(jit(grad(loss))(w, x), Array[jnp.float32])
assert_type(grad(jit(loss))(w, x), Array[jnp.float32])
assert_type(grad(checkpoint(loss))(w, x), Array[jnp.float32])
assert_type(grad(scaled)(2.0), Array[float])
assert_type(value_and_grad(loss)(w, x), tuple[Array[jnp.float32], Array[jnp.float32]])
assert_type(value_and_grad(loss)(w, x)[1], Array[jnp.float32])
assert_type(vmap(loss, in_axes=(None, 0))(w, batch), Array[jnp.float32])
assert_type(vmap(grad(loss), in_axes=(None, 0))(w, batch), Array[jnp.float32])
assert_type(jit(vmap(loss))(batch, batch), Array[jnp.float32])
assert_type(checkpoint(loss)(w, x), Array[jnp.float32])
assert_type(grad(loss, argnums=(0, 1))(w, x), Any)  # argnums tuples: the honest wider type


@custom_jvp
def softplus(v: Array[jnp.float32]) -> Array[jnp.float32]:
    return jnp.log1p(jnp.exp(v))


@softplus.defjvp
def softplus_jvp(primals: tuple[Array[jnp.float32]], tangents: tuple[Array[jnp.float32]]
                 ) -> tuple[Array[jnp.float32], Array[jnp.float32]]:
    (v,), (t,) = primals, tangents
    return softplus(v), t * jaxtypes.lax.logistic(v)


@custom_vjp
def clipped(v: Array[jnp.float32]) -> Array[jnp.float32]:
    return v * 2


def clipped_fwd(v: Array[jnp.float32]) -> tuple[Array[jnp.float32], None]:
    return clipped(v), None


def clipped_bwd(_: None, ct: Array[jnp.float32]) -> tuple[Array[jnp.float32]]:
    return (jnp.clip(ct * 2, -1.0, 1.0),)


clipped.defvjp(clipped_fwd, clipped_bwd)

assert_type(softplus(w), Array[jnp.float32])
def total_softplus(v: Array[jnp.float32]) -> Array[jnp.float32]:
    return jnp.sum(softplus(v))


assert_type(grad(total_softplus)(w), Array[jnp.float32])
assert_type(clipped(w), Array[jnp.float32])
assert_type(grad(checkpoint(loss, policy=jaxtypes.checkpoint_policies.dots_saveable))(w, x), Array[jnp.float32])
assert_type(jaxtypes.ad_checkpoint.checkpoint_name(w, "w"), Array[jnp.float32])
