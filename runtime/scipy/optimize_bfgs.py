"""BFGS (Nocedal and Wright, *Numerical Optimization*, algorithm 6.1), as
``jax.scipy.optimize.minimize(method="BFGS")`` runs it: a dense inverse-Hessian
estimate, steps from ``optimize_line_search``, convergence when the gradient's
``norm``-norm falls below ``gtol``; one ``while_loop``, so it works under ``jit`` and
``vmap`` (over the starting point) and forward-mode differentiation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.transformations import value_and_grad
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.lax.dot import Precision
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.scipy.optimize_line_search import dot, line_search


class BFGSState(NamedTuple):
    """The state of a BFGS run: ``converged``, ``failed`` (a line search failed), ``k``
    iterations, ``nfev``/``ngev`` evaluations, the point ``x_k``, the value ``f_k`` and
    gradient ``g_k`` there, the inverse-Hessian estimate ``H_k``, the value before the
    last step (``old_old_fval``), ``status`` (set at the end: 0 converged, 1 iterations
    exhausted, 2 + the line search's status when it failed, -1 otherwise) and the last
    line search's status."""
    converged: Any
    failed: Any
    k: Any
    nfev: Any
    ngev: Any
    x_k: Any
    f_k: Any
    g_k: Any
    H_k: Any
    old_old_fval: Any
    status: Any
    line_search_status: Any


def _outer(a: Array, b: Array) -> Array:
    return a[:, None] * b[None, :]


def minimize_bfgs(fun: Callable[[Any], Any], x0: Any, maxiter: int | None = None, norm: Any = np.inf,
                  gtol: float = 1e-5, line_search_maxiter: int = 10) -> BFGSState:
    """BFGS from ``x0`` (a 1-D array) for at most ``maxiter`` iterations (200 per
    variable by default)."""
    if maxiter is None:
        maxiter = np.size(x0) * 200
    n = x0.shape[0]
    value, gradient = value_and_grad(fun)(x0)
    start = BFGSState(converged=np_linalg.norm(gradient, ord=norm) < gtol, failed=False, k=0, nfev=1, ngev=1,
                      x_k=x0, f_k=value, g_k=gradient, H_k=jnp.eye(n, dtype=x0.dtype),
                      old_old_fval=value + np_linalg.norm(gradient) / 2, status=0, line_search_status=0)

    def iterate(s: BFGSState) -> BFGSState:
        direction = -dot(s.H_k, s.g_k)
        search = line_search(fun, s.x_k, direction, old_fval=s.f_k, old_old_fval=s.old_old_fval, gfk=s.g_k,
                             maxiter=line_search_maxiter)
        step = search.a_k * direction
        change = search.g_k - s.g_k
        rho = jnp.reciprocal(dot(change, step))
        w = jnp.eye(n, dtype=rho.dtype) - rho * _outer(step, change)
        updated = jnp.einsum("ij,jk,lk", w, s.H_k, w, precision=Precision.HIGHEST) + rho * _outer(step, step)
        return s._replace(
            converged=np_linalg.norm(search.g_k, ord=norm) < gtol, failed=search.failed, k=s.k + 1,
            nfev=s.nfev + search.nfev, ngev=s.ngev + search.ngev, x_k=s.x_k + step, f_k=search.f_k,
            g_k=search.g_k, H_k=jnp.where(jnp.isfinite(rho), updated, s.H_k), old_old_fval=s.f_k,
            line_search_status=search.status)

    s: BFGSState = while_loop(lambda s: ~s.converged & ~s.failed & (s.k < maxiter), iterate, start)
    status = jnp.where(s.converged, 0,
                       jnp.where(s.k == maxiter, 1, jnp.where(s.failed, 2 + s.line_search_status, -1)))
    return s._replace(status=status)


__all__ = ["BFGSState", "minimize_bfgs"]
