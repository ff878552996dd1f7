"""A bool dtype for arange and iota: the runtime (and jax) raise. The stubs match Python's
``bool`` apart from ``int`` (typecheck_cases/fail/dtype_families_rejected.py has the same
mistakes for pyright); the plugin reports each in its own words."""

import numpy as np

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

jnp.arange(5, dtype=bool)  # E: [jaxtypes-operand-dtype] arange does not accept dtype bool
jnp.arange(0, 4, 2, dtype=jnp.bool_)  # E: [jaxtypes-operand-dtype] arange does not accept dtype bool
jnp.arange(3, dtype="bool")  # E: [jaxtypes-operand-dtype] arange does not accept dtype bool
lax.iota(np.bool_, 3)  # E: [jaxtypes-operand-dtype] iota does not accept dtype bool
lax.broadcasted_iota(jnp.bool_, (2, 3), 0)  # E: [jaxtypes-operand-dtype] iota does not accept dtype bool
jnp.arange(5, dtype=jnp.int8)
# A string literal the stubs cannot refuse (their overload for a dtype held in a str
# variable takes it): the plugin reads it
jnp.nanvar(jnp.ones(3, jnp.float16), dtype="bool")  # E: [jaxtypes-operand-dtype] nanvar does not accept dtype bool
jnp.std(jnp.ones(3), dtype="int8")  # E: [jaxtypes-operand-dtype] std does not accept dtype int8
