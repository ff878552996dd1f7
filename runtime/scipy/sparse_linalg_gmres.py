"""``gmres``, as ``jax.scipy.sparse.linalg.gmres``: restarted GMRES whose Krylov basis
is built by Arnoldi's process with classical Gram-Schmidt applied twice ("twice is
enough"), and whose least-squares problem is solved either once per restart from the
normal equations (``solve_method="batched"``) or as the basis grows, by Givens
rotations of the Hessenberg matrix (``"incremental"``, which can stop inside a restart).
Derivatives go through ``lax.custom_linear_solve``, as ``cg``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tree_util import tree_leaves, tree_map, tree_reduce
from jaxtypes.runtime.devices import device_put
from jaxtypes.runtime.lax.control_flow import fori_loop, while_loop
from jaxtypes.runtime.lax.dot import Precision
from jaxtypes.runtime.lax.elementwise import rsqrt
from jaxtypes.runtime.lax.lapack import UnsupportedDtypeError
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.lax.solvers import custom_linear_solve
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.linalg_decompositions import solve, solve_triangular
from jaxtypes.runtime.scipy.sparse_linalg_common import (
    as_operator, check_same_structure, dot, identity, inexact_rhs, tree_add, tree_dtype, tree_dtype_and_weakness,
    tree_norm, tree_size, tree_sub,
)

__all__ = ["gmres"]

Operator = Callable[[Any], Any]
def _epsilon(dtype: Any) -> Any:
    """The machine epsilon of ``dtype``'s precision (a NumPy scalar of its real type)."""
    return ml_dtypes.finfo(dtype).eps  # type: ignore[no-untyped-call]


SQRT2 = 2.0 ** 0.5  # (a Python float: weakly typed, as jax's jnp.sqrt(2.0))
_LAPACK_DTYPES = tuple(map(np.dtype, ("float32", "float64", "complex64", "complex128")))


def _normalized(x: Any, threshold: Any = None) -> tuple[Any, Array]:
    """``(x / |x|, |x|)`` for the pytree ``x``, or ``(0, 0)`` when ``|x|`` is at most
    ``threshold`` (by default the machine epsilon of ``x``'s precision)."""
    norm = tree_norm(x)
    dtype, weak = tree_dtype_and_weakness(x)
    if threshold is None:
        threshold = _epsilon(norm.dtype)
    threshold = threshold.astype(dtype).real
    nonzero = norm > threshold
    divisor = convert_element_type(norm, dtype, weak_type=weak)
    unit = tree_map(lambda leaf: jnp.where(nonzero, leaf / divisor, 0.0), x)
    return unit, jnp.where(nonzero, norm, 0.0)


def _overlaps(Q: Any, v: Any) -> Array:
    """``Q^H v``: the overlaps of ``v`` with the columns (last axis) of the basis ``Q``."""
    per_leaf = tree_map(lambda X, y: jnp.einsum("...n,...->n", X.conj(), y, precision=Precision.HIGHEST), Q, v)
    return tree_reduce(lambda a, c: a + c, per_leaf)


def _orthogonalized(Q: Any, x: Any, x_norm: Any, passes: int = 2) -> tuple[Any, Array]:
    """``x`` made orthogonal to the columns of ``Q`` by classical Gram-Schmidt, repeated
    (up to ``passes`` times) while the remainder is below ``1/sqrt(2)`` of the vector's
    norm; returns the remainder and the overlaps removed."""
    first = tree_leaves(Q)[0]

    def project_out(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        k, q, overlaps, scaled_norm = carry
        h = _overlaps(Q, q)
        q = tree_sub(q, tree_map(lambda X: dot(X, h), Q))
        scaled_norm = jnp.where(k < passes - 1, _normalized(q)[1] / SQRT2, scaled_norm)
        return k + 1, q, overlaps + h, scaled_norm

    def again(carry: tuple[Any, ...]) -> Any:
        k, _, overlaps, scaled_norm = carry
        return (k < passes - 1) & (_normalized(overlaps)[1] < scaled_norm)

    start = (0, x, jnp.zeros(first.shape[-1], dtype=first.dtype), x_norm / SQRT2)
    _, q, overlaps, _ = while_loop(again, project_out, project_out(start))
    return q, overlaps


def _arnoldi_step(k: Any, A: Operator, M: Operator, V: Any, H: Array) -> tuple[Any, Array, Array]:
    """The ``k``-th step of Arnoldi's process: the new basis vector ``M(A(V[..., k]))``,
    orthonormalized, becomes ``V[..., k + 1]`` and its overlaps row ``k`` of ``H``; the
    third result tells whether it vanished (an invariant subspace: breakdown)."""
    dtype, _ = tree_dtype_and_weakness(V)
    v = M(A(tree_map(lambda X: X[..., k], V)))
    _, v_norm = _normalized(v)
    v, h = _orthogonalized(V, v, v_norm)
    unit, remainder = _normalized(v, threshold=_epsilon(dtype) * v_norm)
    V = tree_map(lambda X, y: X.at[..., k + 1].set(y), V, unit)
    H = H.at[k, :].set(h.at[k + 1].set(remainder.astype(dtype)))
    return V, H, remainder == 0.


def _rotate(v: Array, i: Any, cs: Any, sn: Any) -> Array:
    """``v`` with the Givens rotation ``(cs, sn)`` applied to its entries ``i``, ``i + 1``."""
    a, b = v[i], v[i + 1]
    return v.at[i].set(cs.conj() * a - sn.conj() * b).at[i + 1].set(sn * a + cs * b)


def _givens(a: Any, b: Any) -> tuple[Array, Array]:
    """The rotation ``(cs, sn)`` that zeroes ``b`` against ``a``."""
    b_smaller = abs(a) < abs(b)
    t = -jnp.where(b_smaller, a, b) / jnp.where(b_smaller, b, a)
    r = rsqrt(1 + abs(t) ** 2).astype(t.dtype)
    b_zero = abs(b) == 0
    cs = jnp.where(b_zero, 1, jnp.where(b_smaller, r * t, r))
    sn = jnp.where(b_zero, 0, jnp.where(b_smaller, r, r * t))
    return cs, sn


def _triangularized_row(row: Array, rotations: Array, k: Any) -> tuple[Array, Array]:
    """Row ``k`` of the Hessenberg matrix with the first ``k`` rotations applied, then a
    new one (stored as rotation ``k``) that zeroes its entry ``k + 1``."""
    row = fori_loop(0, k, lambda i, r: _rotate(r, i, rotations[i, 0], rotations[i, 1]), row)
    cs, sn = _givens(row[k], row[k + 1])
    return _rotate(row, k, cs, sn), rotations.at[k, :].set(jnp.stack([cs, sn]))


def _basis(unit_residual: Any, restart: int) -> Any:
    return tree_map(lambda x: jnp.pad(x[..., None], ((0, 0),) * x.ndim + ((0, restart),)), unit_residual)


def _finish(A: Operator, M: Operator, b: Any, x0: Any, V: Any, y: Array) -> tuple[Any, Any, Array]:
    x = tree_add(x0, tree_map(lambda X: dot(X[..., :-1], y), V))
    unit, norm = _normalized(M(tree_sub(b, A(x))))
    return x, unit, norm


def _restart_incremental(A: Operator, b: Any, x0: Any, unit_residual: Any, residual_norm: Any, ptol: Any,
                         restart: int, M: Operator) -> tuple[Any, Any, Array]:
    """One restart, the QR factorization of the Hessenberg matrix kept by Givens
    rotations, stopping once the residual estimate is below ``ptol``."""
    dtype = tree_dtype(b)
    R = jnp.eye(restart, restart + 1, dtype=dtype)  # (the identity keeps an early stop's system regular)
    rotations = jnp.zeros((restart, 2), dtype=dtype)
    rhs = jnp.zeros(restart + 1, dtype=dtype).at[0].set(residual_norm.astype(dtype))

    def step(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        k, _, V, R, rhs, rotations = carry
        V, H, _ = _arnoldi_step(k, A, M, V, R)
        row, rotations = _triangularized_row(H[k, :], rotations, k)
        rhs = _rotate(rhs, k, rotations[k, 0], rotations[k, 1])
        return k + 1, abs(rhs[k + 1]), V, R.at[k, :].set(row), rhs, rotations

    start = (0, residual_norm, _basis(unit_residual, restart), R, rhs, rotations)
    _, _, V, R, rhs, _ = while_loop(lambda c: (c[0] < restart) & (c[1] > ptol), step, start)
    system, rhs = R[:, :-1].T, rhs[:-1]
    if dtype in _LAPACK_DTYPES:
        y = solve_triangular(system, rhs)
    else:  # (LAPACK's triangular solve takes 32 and 64 bits; XLA's, behind jax's, any float: solve in 32 bits)
        wide = np.dtype(np.complex64 if dtypes.dtype_info(dtype).kind == "complex" else np.float32)
        y = solve_triangular(system.astype(wide), rhs.astype(wide)).astype(dtype)
    return _finish(A, M, b, x0, V, y)


def _restart_batched(A: Operator, b: Any, x0: Any, unit_residual: Any, residual_norm: Any, ptol: Any,
                     restart: int, M: Operator) -> tuple[Any, Any, Array]:
    """One restart: the whole basis (unless it breaks down), then the least-squares
    problem by its normal equations."""
    del ptol
    dtype, weak = tree_dtype_and_weakness(b)
    H = convert_element_type(jnp.eye(restart, restart + 1, dtype=dtype), dtype, weak_type=weak)

    def step(carry: tuple[Any, ...]) -> tuple[Any, ...]:
        V, H, _, k = carry
        V, H, breakdown = _arnoldi_step(k, A, M, V, H)
        return V, H, breakdown, k + 1

    start = (_basis(unit_residual, restart), H, False, 0)
    V, H, _, _ = while_loop(lambda c: (c[3] < restart) & ~c[2], step, start)
    rhs = jnp.zeros_like(H, shape=(restart + 1,)).at[0].set(residual_norm.astype(dtype))
    G = H.conj()  # the normal equations of min |H^T y - rhs|, H^T's columns being H's rows
    y = solve(dot(G, H.T), dot(G, rhs), assume_a="pos")
    return _finish(A, M, b, x0, V, y)


_RESTARTS = {"incremental": _restart_incremental, "batched": _restart_batched}


def gmres(A: Any, b: Any, x0: Any = None, *, tol: float = 1e-5, atol: float = 0.0, restart: int = 20,
          maxiter: int | None = None, M: Any = None, solve_method: str = "batched") -> tuple[Any, Array]:
    """Solve ``A x = b`` for a general ``A`` by restarted GMRES.

    ``A``, ``M``, ``b``, ``x0``, ``tol`` and ``atol`` as ``cg``'s; ``restart`` is the
    dimension of the Krylov subspace built before each restart (at most ``b``'s size),
    ``maxiter`` the number of restarts (10 times ``b``'s size by default) and
    ``solve_method`` ``"batched"`` or ``"incremental"`` (see the module). Returns
    ``(x, info)``, ``info`` -1 when ``x`` holds nan, else 0 (a weakly typed integer)."""
    if solve_method not in _RESTARTS:
        raise ValueError(f"gmres: invalid solve_method {solve_method!r}, must be either 'incremental' or 'batched'")
    A = as_operator(A, "gmres")
    M = identity if M is None else as_operator(M, "gmres")
    b = inexact_rhs("gmres", device_put(b), weak_integers_promote=False)
    dtype = tree_dtype(b)
    if solve_method == "batched" and dtype not in _LAPACK_DTYPES:
        raise UnsupportedDtypeError(f"gmres: unsupported dtype {dtype} for solve_method='batched' (its least-squares "
                                    "problems are solved by LAPACK, which takes float32, float64, complex64 and "
                                    "complex128); solve_method='incremental' takes it")
    x0 = tree_map(jnp.zeros_like, b) if x0 is None else device_put(x0)
    size = tree_size(b)
    if maxiter is None:
        maxiter = 10 * size  # (SciPy's default)
    restart = min(restart, size)
    check_same_structure("gmres", x0, b)
    b_norm = tree_norm(b)
    atol = jnp.maximum(tol * b_norm, atol)
    ptol = tree_norm(M(b)) * jnp.minimum(1.0, atol / b_norm)
    one_restart = _RESTARTS[solve_method]

    def gmres_solve(A: Operator, b: Any) -> Any:
        unit, norm = _normalized(M(tree_sub(b, A(x0))))

        def again(carry: tuple[Any, ...]) -> Any:
            return (carry[1] < maxiter) & (carry[3] > atol)

        def restarted(carry: tuple[Any, ...]) -> tuple[Any, ...]:
            x, k, unit, norm = carry
            x, unit, norm = one_restart(A, b, x, unit, norm, ptol, restart, M)
            return x, k + 1, unit, norm

        return while_loop(again, restarted, (x0, 0, unit, norm))[0]

    x = custom_linear_solve(A, b, solve=gmres_solve, transpose_solve=gmres_solve)
    return x, jnp.where(jnp.isnan(tree_norm(x)), -1, 0)
