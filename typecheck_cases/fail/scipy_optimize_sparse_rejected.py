"""jaxtypes.scipy.optimize and jaxtypes.scipy.sparse.linalg mistakes both checkers catch:
inputs the runtime rejects (an integer start or right-hand side, a missing method,
``args`` that is not a tuple, an operator that is neither a function nor a matrix, an
unknown ``solve_method``) and results used as another dtype."""

from __future__ import annotations

import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.scipy.optimize import minimize
from jaxtypes.scipy.sparse.linalg import cg, gmres


def objective(x: Array) -> Array:
    return jnp.sum(x ** 2)


def wants_float32(x: Array[jnp.float32]) -> None: ...


f32 = jnp.zeros(3, dtype=jnp.float32)
c64 = jnp.zeros(3, dtype=jnp.complex64)
i32 = jnp.zeros(3, dtype=jnp.int32)
a32 = jnp.eye(3, dtype=jnp.float32)
minimize(objective, i32, method="BFGS")  # E: an integer start has no gradient
minimize(objective, f32)  # E: the method is required
minimize(objective, f32, [1.0], method="BFGS")  # E: args must be a tuple
wants_float32(minimize(objective, c64, method="BFGS").x)  # E: a complex start gives a complex solution
wants_float32(minimize(objective, f32, method="BFGS").nit)  # E: the counts are weak integers
cg(a32, i32)  # E: an integer right-hand side
cg("not an operator", f32)  # E: the operator is a function or a matrix
gmres(a32, f32, solve_method="qr")  # E: the solve methods are 'batched' and 'incremental'
wants_float32(gmres(a32, f32)[1])  # E: info is a weak integer
wants_float32(cg(a32, c64)[0])  # E: the solution has b's dtype
