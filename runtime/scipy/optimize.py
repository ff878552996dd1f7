"""``jaxtypes.scipy.optimize``: ``minimize`` and ``OptimizeResults``, as
``jax.scipy.optimize``. The methods are jax's: ``"BFGS"`` (``optimize_bfgs``) and
``"l-bfgs-experimental-do-not-rely-on-this"`` (``optimize_lbfgs``), whose ``options``
are their keyword arguments. Each is one ``while_loop``: it works eagerly and under
``jit``, ``vmap`` (over ``x0``) and forward-mode differentiation; reverse mode fails
as jax's does, at the loop.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any, Generic, NamedTuple, TypeVar

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.scipy.optimize_bfgs import minimize_bfgs
from jaxtypes.runtime.scipy.optimize_lbfgs import minimize_lbfgs

__all__ = ["OptimizeResults", "minimize"]

_X = TypeVar("_X")  # x's dtype, for the stubs' sake: OptimizeResults[float32]

_METHODS = ("bfgs", "l-bfgs-experimental-do-not-rely-on-this")


class OptimizeResults(NamedTuple, Generic[_X]):
    """What ``minimize`` found: ``x`` (the solution), ``success``, ``status`` (0
    converged; BFGS: 1 iterations exhausted, 2 + the line search's status when it
    failed, -1 otherwise; L-BFGS: 1 iterations, 2 evaluations, 3 gradients exhausted,
    4 insufficient decrease, 5 line search failed), ``fun`` and ``jac`` (the value and
    gradient at ``x``), ``hess_inv`` (BFGS's inverse-Hessian estimate; None for
    L-BFGS), and the counts ``nfev``, ``njev`` (function and gradient evaluations) and
    ``nit`` (iterations)."""
    x: Any
    success: Any
    status: Any
    fun: Any
    jac: Any
    hess_inv: Any
    nfev: Any
    njev: Any
    nit: Any


def _check_start(x0: Any, bfgs: bool) -> None:
    """``x0`` must be a 1-D array of floating or complex numbers, as jax's methods need;
    the exception classes are those jax's methods raise for each mistake (they differ
    between the methods)."""
    if not hasattr(x0, "shape") or not hasattr(x0, "dtype"):
        raise (AttributeError if bfgs else TypeError)(
            f"minimize: x0 must be an array (of shape (n,)), got {type(x0).__name__}")
    shape = tuple(x0.shape)
    if len(shape) != 1:
        error = (IndexError if bfgs else TypeError) if not shape else (TypeError if bfgs else ValueError)
        raise error(f"minimize: x0 must be a 1-D array of shape (n,), got shape {shape}")
    if dtypes.dtype_info(x0.dtype).kind not in ("float", "complex"):
        raise TypeError(f"minimize: x0 must have a floating or complex dtype (its gradient is taken), got {x0.dtype}; "
                        "cast it with .astype(float)")


def minimize(fun: Callable[..., Any], x0: Any, args: tuple[Any, ...] = (), *, method: str, tol: float | None = None,
             options: Mapping[str, Any] | None = None) -> OptimizeResults[Any]:
    """The minimum of ``fun(x, *args)`` (a real scalar) from ``x0``, a 1-D array, by
    ``method`` (required, any case): ``"BFGS"`` (options ``maxiter``, ``norm``, ``gtol``,
    ``line_search_maxiter``) or ``"l-bfgs-experimental-do-not-rely-on-this"`` (options
    ``maxiter``, ``norm``, ``maxcor``, ``ftol``, ``gtol``, ``maxfun``, ``maxgrad``,
    ``maxls``). Gradients come from automatic differentiation. ``tol`` is accepted and,
    as in jax, not used: set the methods' tolerances in ``options``."""
    del tol
    if not isinstance(args, tuple):
        raise TypeError(f"minimize: args must be a tuple, got {type(args).__name__} {args!r}")
    if not isinstance(method, str) or method.lower() not in _METHODS:
        raise ValueError(f"minimize: method {method!r} not recognized; the methods are 'BFGS' and "
                         "'l-bfgs-experimental-do-not-rely-on-this'")
    options = dict(options or {})
    bfgs = method.lower() == "bfgs"
    _check_start(x0, bfgs)
    if not isinstance(x0, Array):
        x0 = jnp.asarray(x0)

    def objective(x: Any) -> Any:
        return fun(x, *args)

    if bfgs:
        s = _call(minimize_bfgs, objective, x0, options)
        return OptimizeResults(x=s.x_k, success=s.converged & ~s.failed, status=s.status, fun=s.f_k, jac=s.g_k,
                               hess_inv=s.H_k, nfev=s.nfev, njev=s.ngev, nit=s.k)
    s = _call(minimize_lbfgs, objective, x0, options)
    return OptimizeResults(x=s.x_k, success=s.converged & ~s.failed, status=s.status, fun=s.f_k, jac=s.g_k,
                           hess_inv=None, nfev=s.nfev, njev=s.ngev, nit=s.k)


def _call(method: Callable[..., Any], objective: Callable[[Any], Any], x0: Any, options: dict[str, Any]) -> Any:
    """``method`` run with ``options`` as its keyword arguments (an unknown one named)."""
    known = list(inspect.signature(method).parameters)[2:]
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise TypeError(f"minimize: unknown option(s) {unknown} for this method; its options are {known}")
    return method(objective, x0, **options)
