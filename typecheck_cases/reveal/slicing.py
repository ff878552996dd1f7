"""lax.gather and the scatters keep the operand's dtype (and weak type); so do the
indexing wrappers. Executed too: each asserted type is compared with the runtime's
dtype and weak type."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

x = jnp.ones((5, 4), dtype=jnp.float32)
xi = jnp.ones((5, 4), dtype=jnp.int16)
xb = jnp.zeros((5, 4), dtype=jnp.bool_)
w = lax.broadcast_in_dim(jnp.asarray(2.5), (2, 2), ())  # weakly typed
idx = jnp.asarray([[0], [3], [4]], dtype=jnp.int32)
dn = lax.GatherDimensionNumbers(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,))
sdn = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,))
updates = jnp.ones((3, 4), dtype=jnp.float32)
updates_i = jnp.ones((3, 4), dtype=jnp.int16)

assert_type(lax.gather(x, idx, dn, (1, 4)), Array[jnp.float32])
assert_type(lax.gather(xi, idx, dn, (1, 4), mode="clip"), Array[jnp.int16])
assert_type(lax.gather(xb, idx, dn, (1, 4), mode=lax.GatherScatterMode.FILL_OR_DROP), Array[jnp.bool_])
assert_type(lax.gather(w, jnp.asarray([[1]]), dn, (1, 2)), Array[float])
assert_type(lax.scatter(x, idx, updates, sdn), Array[jnp.float32])
assert_type(lax.scatter_add(x, idx, updates, sdn), Array[jnp.float32])
assert_type(lax.scatter_sub(xi, idx, updates_i, sdn, mode="clip"), Array[jnp.int16])
assert_type(lax.scatter_mul(x, idx, updates, sdn), Array[jnp.float32])
assert_type(lax.scatter_min(xi, idx, updates_i, sdn), Array[jnp.int16])
assert_type(lax.scatter_max(x, idx, updates, sdn), Array[jnp.float32])
assert_type(lax.index_take(x, (jnp.asarray([0, 2]),), (0,)), Array[jnp.float32])
assert_type(lax.dynamic_update_index_in_dim(x, updates[0], 2, 0), Array[jnp.float32])
assert_type(lax.split(xi, (2, 3))[0], Array[jnp.int16])
assert_type(lax.GatherScatterMode.from_any("clip"), lax.GatherScatterMode)
