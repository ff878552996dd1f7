"""jaxtypes.nn mistakes both checkers catch: an activation of a dtype it rejects at run
time, and a result used as another dtype."""

from __future__ import annotations

import jaxtypes.nn as nn
import jaxtypes.numpy as jnp
from jaxtypes import Array


def wants_float32(x: Array[jnp.float32]) -> None: ...


i16 = jnp.zeros(4, dtype=jnp.int16)
b = jnp.zeros(4, dtype=bool)
f16 = jnp.zeros(4, dtype=jnp.float16)
wants_float32(nn.softplus(i16))
nn.sigmoid(i16)  # E: lax.logistic takes no integers
nn.silu(b)  # E: no bools either
nn.softmax(b)  # E: softmax of bools
nn.log1mexp(b)  # E: nor log1mexp
wants_float32(nn.relu(f16))  # E: relu keeps float16
wants_float32(nn.relu(i16))  # E: relu keeps int16
