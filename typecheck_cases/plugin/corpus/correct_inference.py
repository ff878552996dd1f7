"""Correct code where the plugin answers what the stubs cannot: unions inside Array[...]."""

import jaxtypes.numpy as jnp
from jaxtypes import Array


def inner_union(t: Array[jnp.int16 | jnp.float32]) -> Array[jnp.int16 | jnp.float32]:
    return t + jnp.int8(1)  # plugin: the stubs reject a union inside Array[...]
