"""Advanced indexing and ``x.at[...]`` keep the array's type: ``x[int_array]`` and every
update (``set``, ``add``, ..., ``get``) give ``x``'s dtype and weak type, values being
cast to it; ``divide`` has ``jnp.divide``'s result type. Executed too: each asserted
type is compared with the runtime's dtype and weak type."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array, lax

f = jnp.ones((4, 3), dtype=jnp.float32)
h = jnp.ones(5, dtype=jnp.float16)
n = jnp.arange(5, dtype=jnp.int16)
b = jnp.zeros(5, dtype=jnp.bool_)
w = jnp.broadcast_to(jnp.asarray(2), (3,))
i = jnp.array([0, 2], dtype=jnp.int32)
u = np.array([1, 0], dtype=np.uint8)
mask = np.array([True, False, True, True])

assert_type(f[i], Array[jnp.float32])
assert_type(f[u, 1:], Array[jnp.float32])
assert_type(f[mask], Array[jnp.float32])
assert_type(f[:, [0, 2]], Array[jnp.float32])
assert_type(n[i], Array[jnp.int16])
assert_type(f.at[i].set(1.5), Array[jnp.float32])
assert_type(f.at[i, 0].add(jnp.ones(2, dtype=jnp.float32)), Array[jnp.float32])
assert_type(n.at[i].set(2.7), Array[jnp.int16])
assert_type(n.at[i].subtract(1), Array[jnp.int16])
assert_type(n.at[i].multiply(3), Array[jnp.int16])
assert_type(n.at[i].power(2), Array[jnp.int16])
assert_type(n.at[i].min(0), Array[jnp.int16])
assert_type(h.at[i].max(1.0), Array[jnp.float16])
assert_type(b.at[i].set(True), Array[jnp.bool_])
assert_type(f.at[i].apply(lambda v: v * 2), Array[jnp.float32])
assert_type(f.at[i].get(mode="fill", fill_value=0.0), Array[jnp.float32])
assert_type(f.at[i].divide(2.0), Array[jnp.float32])
assert_type(h.at[i].divide(2), Array[jnp.float16])
assert_type(n.at[i].divide(2), Array[jnp.float32])
assert_type(jnp.arange(3, dtype=jnp.int64).at[i].divide(2), Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(w.at[i].add(1), Array[int])
assert_type(w.at[i].divide(2), Array[float])
assert_type(w[i], Array[int])
assert_type(jnp.asarray(3).at[()].add(1), Array[int])
assert_type(jnp.arange(3, dtype=jnp.uint32).at[i].divide(2), Array[jnp.float32])


def twice(v: Array[jnp.float32]) -> Array[jnp.float32]:
    return v * 2


dnums = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                    scatter_dims_to_operand_dims=(0,))
assert_type(lax.scatter_apply(f, jnp.array([[0], [3]]), twice, dnums, update_shape=(2, 3)), Array[jnp.float32])
