"""The top-level names of jax beyond the transformations: host callbacks, custom
gradients, context managers. ``pure_callback`` gives arrays like its result
specification (an example array's dtype exactly; a weak one, its kind's default dtype;
a ShapeDtypeStruct, whose dtype the types do not carry, a bare Array); the decorators
keep the function's signature. Executed too: each asserted array type is compared with
the runtime's dtype and weak type, eagerly and under jit and vmap (hence the callbacks'
``vmap_method``: without one, vmap of a pure_callback raises as in jax)."""

from collections.abc import Callable
from typing import Any

import numpy as np
from typing_extensions import assert_type

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array

i16 = jnp.arange(3, dtype=jnp.int16)
f32 = jnp.ones(3, dtype=jnp.float32)
spec = jaxtypes.ShapeDtypeStruct((3,), jnp.float32)


def double(a: Array) -> np.ndarray[Any, Any]:
    return np.asarray(a) * 2


assert_type(jaxtypes.pure_callback(double, i16, i16, vmap_method="sequential"), Array[jnp.int16])
assert_type(jaxtypes.pure_callback(double, f32, f32, vmap_method="sequential"), Array[jnp.float32])
assert_type(jaxtypes.pure_callback(double, jnp.asarray(1.0), 2.0, vmap_method="sequential"), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(jaxtypes.pure_callback(double, jnp.asarray(1), 2, vmap_method="sequential"), Array[jnp.int32])  # x64: Array[jnp.int64]
assert_type(jaxtypes.pure_callback(double, jnp.asarray(1j), 2j, vmap_method="sequential"), Array[jnp.complex64])  # x64: Array[jnp.complex128]
assert_type(jaxtypes.pure_callback(double, spec, f32, vmap_method="sequential"), Array)
assert_type(jaxtypes.pure_callback(lambda a: (a, a.astype(jnp.int16)), (spec, i16), f32, vmap_method="sequential"), tuple[Array, ...])


def staged(a: Array[jnp.int16]) -> Array[jnp.int16]:
    return jaxtypes.pure_callback(double, a, a, vmap_method="sequential")


assert_type(jaxtypes.jit(staged)(i16), Array[jnp.int16])
assert_type(jaxtypes.debug.print(ordered=True), Callable[..., None])


def show(x: Array[jnp.float32]) -> None:  # (the functions that return None, returned)
    jaxtypes.effects_barrier()
    jaxtypes.debug.callback(print, x)
    return jaxtypes.debug.print("x = {x}", x=x)


show(f32)


@jaxtypes.custom_gradient
def clip_gradient(x: Array[jnp.float32]) -> tuple[Array[jnp.float32], Callable[[Array[jnp.float32]], Any]]:
    return x * 2, lambda g: (jnp.clip(g, -1, 1),)


assert_type(clip_gradient(f32), Array[jnp.float32])


def total(v: Array[jnp.float32]) -> Array[jnp.float32]:
    return jnp.sum(clip_gradient(v))


assert_type(jaxtypes.grad(total)(f32), Array[jnp.float32])


@jaxtypes.named_call
def scaled(x: Array[jnp.int16]) -> Array[jnp.int16]:
    return x * 3


assert_type(scaled(i16), Array[jnp.int16])
assert_type(jaxtypes.named_call(scaled, name="scale")(i16), Array[jnp.int16])


@jaxtypes.named_scope("layer")
def layer(x: Array[jnp.float32]) -> Array[jnp.float32]:
    return jnp.tanh(x)


assert_type(layer(f32), Array[jnp.float32])
with jaxtypes.named_scope("block"), jaxtypes.ensure_compile_time_eval(), jaxtypes.disable_jit():
    assert_type(jaxtypes.jit(layer)(f32), Array[jnp.float32])
with jaxtypes.checking_leaks(), jaxtypes.check_tracer_leaks(True), jaxtypes.default_device(jaxtypes.devices()[0]):
    assert_type(jnp.sin(f32), Array[jnp.float32])

converted, consts = jaxtypes.closure_convert(layer, f32)
assert_type(converted(f32, *consts), Array[jnp.float32])
assert_type(consts, list[Array])
transposed = jaxtypes.linear_transpose(lambda v: v * 2.0, f32)
assert_type(transposed(f32), tuple[Any, ...])
assert_type(jaxtypes.live_arrays(), list[Array])
assert_type(jaxtypes.print_environment_info(return_string=True), str)
assert_type(jaxtypes.process_indices(), list[int])
