"""jaxtypes.scipy.optimize and jaxtypes.scipy.sparse.linalg: ``minimize``'s results have
``x0``'s dtype as the runtime gives it (float64 data is the mode's float, a weak start
the mode's strong default), the solvers' ``x`` ``b``'s (a pytree of arrays keeps its
type), ``gmres``'s ``info`` is a weak integer. Executed too: each asserted type is
compared with the runtime's dtype."""

import numpy as np
from typing_extensions import assert_type

import jaxtypes.numpy as jnp
from jaxtypes import Array
from jaxtypes.scipy.optimize import OptimizeResults, minimize
from jaxtypes.scipy.sparse.linalg import bicgstab, cg, gmres


def objective(x: Array) -> Array:
    return jnp.sum(jnp.square(jnp.sin(x)))


def squared_distance(x: Array) -> Array:
    return jnp.sum(jnp.square(jnp.abs(jnp.sin(x))))


f32 = jnp.ones(3, dtype=jnp.float32)
few = {"maxiter": 2}
bfgs = minimize(objective, f32, method="BFGS", options=few)
assert_type(bfgs, OptimizeResults[jnp.float32])
assert_type(bfgs.x, Array[jnp.float32])
assert_type(bfgs.jac, Array[jnp.float32])
assert_type(bfgs.hess_inv, Array[jnp.float32] | None)
assert_type(bfgs.fun, Array[jnp.floating])
assert_type(bfgs.success, Array[jnp.bool_])
assert_type(bfgs.status, Array[int])
assert_type(bfgs.nfev, Array[int])
assert_type(bfgs.njev, Array[int])
assert_type(bfgs.nit, Array[int])
lbfgs = minimize(objective, f32, method="l-bfgs-experimental-do-not-rely-on-this", options=few)
assert_type(lbfgs.x, Array[jnp.float32])
assert_type(lbfgs.hess_inv, Array[jnp.float32] | None)
assert_type(minimize(objective, np.zeros(3), method="BFGS", options=few).x, Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(minimize(objective, jnp.full(3, 0.0), method="BFGS", options=few).x, Array[jnp.float32])  # x64: Array[jnp.float64]
np16 = np.zeros(3, np.float16)  # (NumPy data in a variable: mypy types an inline call by the overload's context)
assert_type(minimize(objective, np16, method="BFGS", options=few).jac, Array[jnp.float16])
assert_type(minimize(squared_distance, jnp.zeros(2, dtype=jnp.complex64), method="BFGS", options=few).x,
            Array[jnp.complex64])


def minimize_floating(x0: Array[jnp.floating]) -> OptimizeResults[jnp.floating]:
    return minimize(objective, x0, method="BFGS", options=few)


assert_type(minimize_floating(f32).x, Array[jnp.floating])

a32 = jnp.eye(3, dtype=jnp.float32) * 2
b32 = jnp.ones(3, dtype=jnp.float32)


def double(v: Array) -> Array:
    return 2 * v


x, info = cg(a32, b32)
assert_type(x, Array[jnp.float32])
no_info: None = info  # (cg and bicgstab report nothing, as jax's)
assert_type(cg(a32, b32, M=a32, maxiter=3)[0], Array[jnp.float32])
assert_type(cg(double, np.ones(3))[0], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(cg(double, jnp.full(3, 1.0))[0], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(cg(double, 3.0)[0], Array[jnp.float32])  # x64: Array[jnp.float64]
assert_type(bicgstab(a32, b32)[0], Array[jnp.float32])
assert_type(bicgstab(double, jnp.ones(3, dtype=jnp.complex64))[0], Array[jnp.complex64])
assert_type(gmres(a32, b32), tuple[Array[jnp.float32], Array[int]])
assert_type(gmres(a32, b32, solve_method="incremental", restart=2)[0], Array[jnp.float32])
assert_type(gmres(double, 3.0j)[0], Array[jnp.complex64 | complex])  # x64: Array[jnp.complex128 | complex]
assert_type(bicgstab(jnp.eye(3) * 2, jnp.full(3, 1.0))[0], Array[jnp.float32 | float])  # x64: Array[jnp.float64 | float]


def double_tree(t: dict[str, Array]) -> dict[str, Array]:
    return {"a": 2 * t["a"]}


assert_type(cg(double_tree, {"a": b32})[0], dict[str, Array[jnp.float32]])
