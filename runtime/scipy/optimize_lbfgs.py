"""Limited-memory BFGS (Nocedal and Wright, *Numerical Optimization*, algorithm 7.5; real
functions of complex variables as Sorber, Van Barel and De Lathauwer, 2012), as
``jax.scipy.optimize.minimize(method="l-bfgs-experimental-do-not-rely-on-this")`` runs
it: the last ``maxcor`` steps and gradient changes stand for the inverse Hessian (the
two-loop recursion), steps come from ``optimize_line_search``, and the run stops on a
small gradient, a small decrease (``ftol``), a failed line search or a budget of
iterations, evaluations or gradients.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.transformations import value_and_grad
from jaxtypes.runtime.lax.control_flow import fori_loop, while_loop
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.scipy.optimize_line_search import dot, line_search

# Status codes, as jax's.
CONVERGED, MAX_ITERATIONS, MAX_EVALUATIONS, MAX_GRADIENTS, NO_PROGRESS, LINE_SEARCH_FAILED = range(6)


class LBFGSState(NamedTuple):
    """The state of an L-BFGS run: as ``BFGSState``, with the history of steps ``s``,
    gradient changes ``y`` and their ``rho = 1 / <y, s>`` (oldest first) and the scale
    ``gamma`` of the initial inverse Hessian; ``status`` 0 nominal, 1 iterations, 2
    evaluations, 3 gradients exhausted, 4 insufficient decrease, 5 line search failed."""
    converged: Any
    failed: Any
    k: Any
    nfev: Any
    ngev: Any
    x_k: Any
    f_k: Any
    g_k: Any
    s_history: Any
    y_history: Any
    rho_history: Any
    gamma: Any
    status: Any
    ls_status: Any


def _push(history: Array, new: Array) -> Array:
    """``history`` with its oldest entry dropped and ``new`` last."""
    return jnp.roll(history, -1, axis=0).at[-1].set(new)


def _direction(s: LBFGSState) -> Array:
    """The search direction: minus the gradient times the inverse-Hessian estimate of the
    history (the two-loop recursion over its ``min(k, maxcor)`` newest entries)."""
    dtype = s.rho_history.dtype
    size = s.rho_history.shape[0]
    used = jnp.where(s.k < size, s.k, size)

    def newest_first(j: Any, carry: tuple[Array, Array]) -> tuple[Array, Array]:
        q, alphas = carry
        i = size - 1 - j
        alpha = s.rho_history[i] * dot(jnp.conj(s.s_history[i]), q).real.astype(dtype)
        q_next: Array = q - alpha * jnp.conj(s.y_history[i])
        return q_next, alphas.at[i].set(alpha)

    q, alphas = fori_loop(0, used, newest_first, (-jnp.conj(s.g_k), jnp.zeros_like(s.rho_history)))

    def oldest_first(j: Any, q: Array) -> Array:
        i = size - used + j
        beta = s.rho_history[i] * dot(s.y_history[i], q).real.astype(dtype)
        q_next: Array = q + (alphas[i] - beta) * s.s_history[i]
        return q_next

    direction: Array = fori_loop(0, used, oldest_first, s.gamma * q)
    return direction


def minimize_lbfgs(fun: Callable[[Any], Any], x0: Any, maxiter: float | None = None, norm: Any = np.inf,
                   maxcor: int = 10, ftol: float = 2.220446049250313e-09, gtol: float = 1e-05,
                   maxfun: float | None = None, maxgrad: float | None = None, maxls: int = 20) -> LBFGSState:
    """L-BFGS from ``x0`` (a 1-D array); with no budget given, ``maxiter`` is 200 per variable."""
    n = len(x0)
    dtype = jnp.asarray(x0).dtype
    if maxiter is None and maxfun is None and maxgrad is None:
        maxiter = n * 200
    maxiter, maxfun, maxgrad = (np.inf if b is None else b for b in (maxiter, maxfun, maxgrad))
    value, gradient = value_and_grad(fun)(x0)
    start = LBFGSState(converged=jnp.asarray(False), failed=jnp.asarray(False), k=0, nfev=1, ngev=1, x_k=x0,
                       f_k=value, g_k=gradient, s_history=jnp.zeros((maxcor, n), dtype=dtype),
                       y_history=jnp.zeros((maxcor, n), dtype=dtype), rho_history=jnp.zeros((maxcor,), dtype=dtype),
                       gamma=1., status=0, ls_status=0)

    def iterate(s: LBFGSState) -> LBFGSState:
        direction = _direction(s)
        search = line_search(fun, s.x_k, direction, old_fval=s.f_k, gfk=s.g_k, maxiter=maxls)
        step = jnp.asarray(search.a_k).astype(direction.dtype) * direction
        change = search.g_k - s.g_k
        curvature = jnp.real(dot(change, step))
        converged = np_linalg.norm(search.g_k, ord=norm) < gtol
        status = jnp.asarray(CONVERGED)  # the last of these that applies
        for stop, code in ((s.f_k - search.f_k < ftol, NO_PROGRESS), (s.ngev >= maxgrad, MAX_GRADIENTS),
                           (s.nfev >= maxfun, MAX_EVALUATIONS), (s.k >= maxiter, MAX_ITERATIONS),
                           (search.failed, LINE_SEARCH_FAILED)):
            status = jnp.where(stop, code, status)
        return s._replace(
            converged=converged, failed=(status > 0) & ~converged, k=s.k + 1, nfev=s.nfev + search.nfev,
            ngev=s.ngev + search.ngev, x_k=(s.x_k + step).astype(s.x_k.dtype), f_k=search.f_k.astype(s.f_k.dtype),
            g_k=search.g_k.astype(s.g_k.dtype), s_history=_push(s.s_history, step),
            y_history=_push(s.y_history, change),
            rho_history=_push(s.rho_history, jnp.reciprocal(curvature).astype(change.dtype)),
            gamma=(curvature / jnp.real(dot(jnp.conj(change), change))).astype(s.g_k.dtype),
            status=jnp.where(converged, CONVERGED, status), ls_status=search.status)

    final: LBFGSState = while_loop(lambda s: ~s.converged & ~s.failed, iterate, start)
    return final


__all__ = ["LBFGSState", "minimize_lbfgs"]
