"""``cg`` (preconditioned conjugate gradients) and ``bicgstab`` (preconditioned
biconjugate gradients, stabilized), as ``jax.scipy.sparse.linalg``'s: SciPy's
non-legacy stopping rule ``|r| <= max(tol |b|, atol)``, one ``while_loop`` per solve,
and derivatives by implicit differentiation through ``lax.custom_linear_solve`` (the
transposed system is solved by the same method; ``cg`` of real data is its own
transpose), so they are accurate when both solves converge.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from jaxtypes.runtime.core.tree_util import tree_leaves, tree_map
from jaxtypes.runtime.devices import device_put
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.lax.solvers import custom_linear_solve
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.sparse_linalg_common import (
    as_operator, check_same_shapes, check_same_structure, identity, inexact_rhs, tree_add, tree_dtype,
    tree_dtype_and_weakness, tree_scale, tree_size, tree_sub, tree_vdot, tree_vdot_real,
)

__all__ = ["bicgstab", "cg"]

Operator = Callable[[Any], Any]


def _squared_tolerance(b: Any, tol: Any, atol: Any) -> Any:
    return jnp.maximum(jnp.square(tol) * tree_vdot_real(b, b), jnp.square(atol))


def _cg_solve(A: Operator, b: Any, x0: Any, *, maxiter: int, tol: Any, atol: Any, M: Operator) -> Any:
    limit = _squared_tolerance(b, tol, atol)
    r0 = tree_sub(b, A(x0))
    z0 = M(r0)
    dtype = tree_dtype(z0)

    def unconverged(state: tuple[Any, ...]) -> Any:
        _, r, gamma, _, k = state
        squared_residual = gamma.real if M is identity else tree_vdot_real(r, r)
        return (squared_residual > limit) & (k < maxiter)

    def iterate(state: tuple[Any, ...]) -> tuple[Any, ...]:
        x, r, gamma, p, k = state
        Ap = A(p)
        alpha = gamma / tree_vdot_real(p, Ap).astype(dtype)
        x = tree_add(x, tree_scale(alpha, p))
        r = tree_sub(r, tree_scale(alpha, Ap))
        z = M(r)
        gamma_next = tree_vdot_real(r, z).astype(dtype)
        p = tree_add(z, tree_scale(gamma_next / gamma, p))
        return x, r, gamma_next, p, k + 1

    start = (x0, r0, tree_vdot_real(r0, z0).astype(dtype), z0, 0)
    return while_loop(unconverged, iterate, start)[0]


# bicgstab's breakdowns, in its iteration count (which ends the loop)
RHO_BREAKDOWN, OMEGA_OR_ALPHA_BREAKDOWN = -10, -11


def _bicgstab_solve(A: Operator, b: Any, x0: Any, *, maxiter: int, tol: Any, atol: Any, M: Operator) -> Any:
    limit = _squared_tolerance(b, tol, atol)

    def unconverged(state: tuple[Any, ...]) -> Any:
        r, k = state[1], state[-1]
        return (tree_vdot_real(r, r) > limit) & (k < maxiter) & (k >= 0)

    def iterate(state: tuple[Any, ...]) -> tuple[Any, ...]:
        x, r, r_hat, alpha, omega, rho, p, q, k = state
        rho_next = tree_vdot(r_hat, r)
        beta = rho_next / rho * alpha / omega
        p = tree_add(r, tree_scale(beta, tree_sub(p, tree_scale(omega, q))))
        p_hat = M(p)
        q = A(p_hat)
        alpha = rho_next / tree_vdot(r_hat, q)
        s = tree_sub(r, tree_scale(alpha, q))
        converged_half_way = tree_vdot_real(s, s) < limit
        s_hat = M(s)
        t = A(s_hat)
        omega = tree_vdot(t, s) / tree_vdot(t, t)
        half_step = tree_add(x, tree_scale(alpha, p_hat))
        x = tree_map(functools.partial(jnp.where, converged_half_way), half_step,
                     tree_add(half_step, tree_scale(omega, s_hat)))
        r = tree_map(functools.partial(jnp.where, converged_half_way), s, tree_sub(s, tree_scale(omega, t)))
        k = jnp.where((omega == 0) | (alpha == 0), OMEGA_OR_ALPHA_BREAKDOWN, k + 1)
        k = jnp.where(rho_next == 0, RHO_BREAKDOWN, k)
        return x, r, r_hat, alpha, omega, rho_next, p, q, k

    r0 = tree_sub(b, A(x0))
    one = convert_element_type(1, *tree_dtype_and_weakness(b))
    return while_loop(unconverged, iterate, (x0, r0, r0, one, one, one, r0, r0, 0))[0]


def _iterative_solve(what: str, method: Callable[..., Any], A: Any, b: Any, x0: Any, tol: Any, atol: Any,
                     maxiter: int | None, M: Any, symmetric_if_real: bool) -> tuple[Any, None]:
    b = inexact_rhs(what, device_put(b), weak_integers_promote=symmetric_if_real)
    x0 = tree_map(jnp.zeros_like, b) if x0 is None else device_put(x0)
    if maxiter is None:
        maxiter = 10 * tree_size(b)  # (SciPy's default)
    A = as_operator(A, what)
    M = identity if M is None else as_operator(M, what)
    check_same_structure(what, x0, b)
    check_same_shapes(what, x0, b)
    solve = functools.partial(method, x0=x0, tol=tol, atol=atol, maxiter=maxiter, M=M)
    # A real positive definite operator (cg's) is symmetric: its transpose is itself.
    symmetric = symmetric_if_real and not any(jnp.iscomplexobj(leaf) for leaf in tree_leaves(b))
    x = custom_linear_solve(A, b, solve=solve, transpose_solve=solve, symmetric=symmetric)
    return x, None


def cg(A: Any, b: Any, x0: Any = None, *, tol: float = 1e-5, atol: float = 0.0, maxiter: int | None = None,
       M: Any = None) -> tuple[Any, None]:
    """Solve ``A x = b`` for Hermitian positive definite ``A`` by conjugate gradients.

    ``A`` (and the preconditioner ``M``, which approximates ``A``'s inverse) is a
    function computing the matrix-vector product, a square matrix, or an object with
    ``@``; ``b`` (and ``x0``, the starting guess, zeros by default) is an array or a
    pytree of arrays. Iterates until ``|r| <= max(tol |b|, atol)`` or ``maxiter``
    steps (10 times ``b``'s size by default). Returns ``(x, None)``: like jax, no
    convergence information."""
    return _iterative_solve("cg", _cg_solve, A, b, x0, tol, atol, maxiter, M, symmetric_if_real=True)


def bicgstab(A: Any, b: Any, x0: Any = None, *, tol: float = 1e-5, atol: float = 0.0, maxiter: int | None = None,
             M: Any = None) -> tuple[Any, None]:
    """Solve ``A x = b`` for a general ``A`` by BiCGSTAB; the arguments as ``cg``'s.
    Returns ``(x, None)``."""
    return _iterative_solve("bicgstab", _bicgstab_solve, A, b, x0, tol, atol, maxiter, M, symmetric_if_real=False)
