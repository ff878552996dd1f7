"""A bool dtype for arange and iota: the runtime (and jax) raise. ``dtype=bool`` is an
int dtype to any checker (``type[bool]`` is a ``type[int]``), so the stubs can only
mark that overload deprecated (pyright's ``reportDeprecated``); the plugin reports it."""

import numpy as np

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

jnp.arange(5, dtype=bool)  # E: [jaxtypes-operand-dtype] arange does not accept dtype bool
jnp.arange(0, 4, 2, dtype=jnp.bool_)  # E: [jaxtypes-operand-dtype] arange does not accept dtype bool
jnp.arange(3, dtype="bool")  # E: [jaxtypes-operand-dtype] arange does not accept dtype bool
lax.iota(np.bool_, 3)  # E: [jaxtypes-operand-dtype] iota does not accept dtype bool
lax.broadcasted_iota(jnp.bool_, (2, 3), 0)  # E: [jaxtypes-operand-dtype] iota does not accept dtype bool
jnp.arange(5, dtype=jnp.int8)
