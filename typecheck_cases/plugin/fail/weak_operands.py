"""Weakly typed arrays as the receiver of an operator that rejects their kind: the
plugin reports them; pyright reaches the bare-Array overloads there (the README says why)."""

import jaxtypes.numpy as jnp

jnp.asarray(2.0) & 1  # E: [jaxtypes-operand-dtype] bitwise operators take integers and bools
jnp.asarray(2.0) << 1  # E: [jaxtypes-operand-dtype] shifts take integers and bools
jnp.uint8(2) & jnp.asarray(1j)  # E: [jaxtypes-operand-dtype] bitwise operators take integers and bools
~jnp.asarray(2.0)  # E: [jaxtypes-operand-dtype] invert takes integers and bools
