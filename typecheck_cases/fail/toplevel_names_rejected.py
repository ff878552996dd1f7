"""Mistakes with jax's other top-level names that both checkers catch: arguments the
runtime rejects (a name that is not a str, an unknown vmap method, a sharding, a device
that is not one, a format that is not a str, a list for an array, the None that
print_environment_info returns), and results used as another dtype."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array


def wants_float32(x: Array[jnp.float32]) -> None: ...


def host(a: Any) -> np.ndarray[Any, Any]:
    return np.asarray(a)


f32 = jnp.ones(3, dtype=jnp.float32)
i16 = jnp.ones(3, dtype=jnp.int16)


@jaxtypes.custom_gradient
def doubled(x: Array[jnp.int16]) -> tuple[Array[jnp.int16], Callable[..., Any]]:
    return x * 2, lambda g: (g * 2,)


jaxtypes.named_scope(3)  # E: the name must be a str
jaxtypes.named_call(doubled, name=3)  # E: so must named_call's
jaxtypes.pure_callback(host, f32, f32, vmap_method="vectorized")  # E: not a vmap method
jaxtypes.pure_callback(host, f32, f32, sharding=object())  # E: jaxtypes takes no sharding
jaxtypes.default_device(3)  # E: not a device
jaxtypes.debug.print(3)  # E: the format is a str
jaxtypes.debug.visualize_array_sharding([1.0, 2.0])  # E: an array, not a list
wants_float32(doubled(i16))  # E: the value keeps int16
# mypy infers the result from the parameter's type first, then takes the pytree overload (Any):
wants_float32(jaxtypes.pure_callback(host, i16, i16))  # E[pyright]: the result has the example's dtype
len(jaxtypes.print_environment_info())  # E: it printed, and returned None
