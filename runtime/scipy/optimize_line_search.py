"""The inexact line search of ``jax.scipy.optimize``'s minimizers: a step along a descent
direction that satisfies the strong Wolfe conditions (Nocedal and Wright, *Numerical
Optimization*, algorithms 3.5 and 3.6), with jax's choices: the first trial step from
the previous decrease, doubling steps, a ``zoom`` that tries cubic then quadratic
interpolation then bisection, and the same tolerances and iteration limits, so that the
minimizers take jax's steps. Branches are selections (``where``), never ``cond``, so a
search works under ``vmap`` with one search per lane.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.transformations import value_and_grad
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.lax.dot import Precision
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.promotion import promote_inexact

# Zoom's safeguards: a cubic step must lie this fraction of the bracket inside it, a
# quadratic one the second fraction; a bracket narrower than the width of the precision
# (or a zoom of more than MAX_ZOOM steps) fails the search.
CUBIC_MARGIN, QUADRATIC_MARGIN = 0.2, 0.1
MAX_ZOOM = 30
# Below 64 bits, a smaller step would leave the minimizer stuck: the step is floored.
SMALLEST_STEP = 1e-8


def dot(a: Any, b: Any) -> Array:
    return jnp.dot(a, b, precision=Precision.HIGHEST)


def bits(dtype: Any) -> int:
    return dtypes.dtype_info(dtype).bits


class LineSearchResults(NamedTuple):
    """The outcome of ``line_search``: ``failed`` (no step satisfied the conditions),
    ``nit`` iterations, ``nfev``/``ngev`` evaluations, ``k`` (the last iteration's
    index), the step ``a_k``, the value ``f_k`` and gradient ``g_k`` there, and
    ``status`` (0 found, 1 zoom failed, 3 iterations exhausted)."""
    failed: Any
    nit: Any
    nfev: Any
    ngev: Any
    k: Any
    a_k: Any
    f_k: Any
    g_k: Any
    status: Any


class _Bracket(NamedTuple):
    """A zoom's state: the bracket's ends ``lo`` and ``hi`` (step, value, slope), the
    previous ``hi`` (``rec``) for cubic interpolation, and the accepted step (``star``)."""
    done: Any
    failed: Any
    j: Any
    a_lo: Any
    phi_lo: Any
    dphi_lo: Any
    a_hi: Any
    phi_hi: Any
    dphi_hi: Any
    a_rec: Any
    phi_rec: Any
    a_star: Any
    phi_star: Any
    dphi_star: Any
    g_star: Any
    nfev: Any
    ngev: Any


def _cubic_minimizer(a: Any, fa: Any, fpa: Any, b: Any, fb: Any, c: Any, fc: Any) -> Array:
    """The minimizer of the cubic through ``(a, fa)`` with slope ``fpa`` there, ``(b, fb)``
    and ``(c, fc)`` (nan when it has none)."""
    dtype = dtypes.result_type(a, fa, fpa, b, fb, c, fc)
    db, dc = b - a, c - a
    denominator = (db * dc) ** 2 * (db - dc)
    basis = jnp.stack([jnp.stack([dc ** 2, -db ** 2]), jnp.stack([-dc ** 3, db ** 3])]).astype(dtype)
    rest = jnp.stack([fb - fa - fpa * db, fc - fa - fpa * dc]).astype(dtype)
    cubic, quadratic = dot(basis, rest) / denominator
    radical = quadratic * quadratic - 3. * cubic * fpa
    minimizer: Array = a + (-quadratic + jnp.sqrt(radical)) / (3. * cubic)
    return minimizer


def _quadratic_minimizer(a: Any, fa: Any, fpa: Any, b: Any, fb: Any) -> Array:
    """The minimizer of the parabola through ``(a, fa)`` with slope ``fpa`` there and ``(b, fb)``."""
    db = b - a
    curvature = (fb - fa - fpa * db) / (db ** 2)
    minimizer: Array = a - fpa / (2. * curvature)
    return minimizer


def _zoom(evaluate: Callable[[Any], tuple[Any, Any, Any]], sufficient_decrease_fails: Callable[[Any, Any], Any],
          curvature_holds: Callable[[Any], Any], lo: tuple[Any, Any, Any], hi: tuple[Any, Any, Any], g_0: Any,
          skip: Any) -> _Bracket:
    """Narrow the bracket ``lo``..``hi`` (each (step, value, slope)) to a step satisfying
    both Wolfe conditions; with ``skip`` true, the loop does not run."""
    (a_lo, phi_lo, dphi_lo), (a_hi, phi_hi, dphi_hi) = lo, hi
    start = _Bracket(done=False, failed=False, j=0, a_lo=a_lo, phi_lo=phi_lo, dphi_lo=dphi_lo, a_hi=a_hi,
                     phi_hi=phi_hi, dphi_hi=dphi_hi, a_rec=(a_lo + a_hi) / 2., phi_rec=(phi_lo + phi_hi) / 2.,
                     a_star=1., phi_star=phi_lo, dphi_star=dphi_lo, g_star=g_0, nfev=0, ngev=0)

    def step(s: _Bracket) -> _Bracket:
        width = s.a_hi - s.a_lo  # (signed: a bracket given from its high end fails at once, as in jax)
        left, right = jnp.minimum(s.a_hi, s.a_lo), jnp.maximum(s.a_hi, s.a_lo)
        narrowest = 1e-5 if bits(width.dtype) < 64 else 1e-10
        failed = s.failed | (width <= narrowest)
        cubic = _cubic_minimizer(s.a_lo, s.phi_lo, s.dphi_lo, s.a_hi, s.phi_hi, s.a_rec, s.phi_rec)
        use_cubic = (s.j > 0) & (cubic > left + CUBIC_MARGIN * width) & (cubic < right - CUBIC_MARGIN * width)
        quadratic = _quadratic_minimizer(s.a_lo, s.phi_lo, s.dphi_lo, s.a_hi, s.phi_hi)
        use_quadratic = ~use_cubic & (quadratic > left + QUADRATIC_MARGIN * width) & (
            quadratic < right - QUADRATIC_MARGIN * width)
        a_j = jnp.where(use_cubic, cubic, s.a_rec)
        a_j = jnp.where(use_quadratic, quadratic, a_j)
        a_j = jnp.where(~use_cubic & ~use_quadratic, (s.a_lo + s.a_hi) / 2., a_j)
        phi_j, dphi_j, g_j = evaluate(a_j)
        phi_j, dphi_j, g_j = phi_j.astype(s.phi_lo.dtype), dphi_j.astype(s.dphi_lo.dtype), g_j.astype(s.g_star.dtype)

        # Exactly one of: a_j becomes the high end; a_j is accepted; a_j becomes the low
        # end, the old low end becoming the high end when the slope points back at it
        # (``flip``). The updates follow one another as in jax, whose weak types they keep.
        to_hi = sufficient_decrease_fails(a_j, phi_j) | (phi_j >= s.phi_lo)
        accept = curvature_holds(dphi_j) & ~to_hi
        to_lo = ~to_hi & ~accept
        flip = (dphi_j * (s.a_hi - s.a_lo) >= 0.) & to_lo
        a_rec, phi_rec = jnp.where(to_hi, s.a_hi, s.a_rec), jnp.where(to_hi, s.phi_hi, s.phi_rec)
        a_hi, phi_hi, dphi_hi = (jnp.where(to_hi, new, old) for new, old in
                                 ((a_j, s.a_hi), (phi_j, s.phi_hi), (dphi_j, s.dphi_hi)))
        a_rec, phi_rec = jnp.where(flip, a_hi, a_rec), jnp.where(flip, phi_hi, phi_rec)
        a_hi, phi_hi, dphi_hi = (jnp.where(flip, new, old) for new, old in
                                 ((s.a_lo, a_hi), (s.phi_lo, phi_hi), (s.dphi_lo, dphi_hi)))
        keep_lo = to_lo & ~flip
        a_rec, phi_rec = jnp.where(keep_lo, s.a_lo, a_rec), jnp.where(keep_lo, s.phi_lo, phi_rec)
        return s._replace(
            done=accept | s.done, failed=failed | (s.j + 1 >= MAX_ZOOM), j=s.j + 1,
            a_hi=a_hi, phi_hi=phi_hi, dphi_hi=dphi_hi, a_rec=a_rec, phi_rec=phi_rec,
            a_lo=jnp.where(to_lo, a_j, s.a_lo), phi_lo=jnp.where(to_lo, phi_j, s.phi_lo),
            dphi_lo=jnp.where(to_lo, dphi_j, s.dphi_lo),
            a_star=jnp.where(accept, a_j, s.a_star), phi_star=jnp.where(accept, phi_j, s.phi_star),
            dphi_star=jnp.where(accept, dphi_j, s.dphi_star), g_star=jnp.where(accept, g_j, s.g_star),
            nfev=s.nfev + 1, ngev=s.ngev + 1)

    narrowed: _Bracket = while_loop(lambda s: ~s.done & ~skip & ~s.failed, step, start)
    return narrowed


class _Search(NamedTuple):
    done: Any
    failed: Any
    i: Any
    a_prev: Any
    phi_prev: Any
    dphi_prev: Any
    nfev: Any
    ngev: Any
    a_star: Any
    phi_star: Any
    dphi_star: Any
    g_star: Any


def line_search(f: Callable[[Any], Any], xk: Any, pk: Any, old_fval: Any = None, old_old_fval: Any = None,
                gfk: Any = None, c1: float = 1e-4, c2: float = 0.9, maxiter: int = 20) -> LineSearchResults:
    """A step ``a`` along the descent direction ``pk`` from ``xk`` with
    ``f(xk + a pk) <= f(xk) + c1 a slope`` and ``|slope at a| <= c2 |slope at 0|`` (the
    strong Wolfe conditions), in at most ``maxiter`` doublings of the trial step.
    ``old_fval`` and ``gfk`` (the value and gradient at ``xk``) save an evaluation;
    ``old_old_fval``, the value before the last step, sets the first trial step."""
    (xk, pk), _ = promote_inexact("line_search", xk, pk)

    def evaluate(t: Any) -> tuple[Any, Any, Any]:
        value, gradient = value_and_grad(f)(xk + jnp.asarray(t, dtype=pk.dtype) * pk)
        return value, jnp.real(dot(gradient, pk)), gradient

    evaluated = old_fval is None or gfk is None
    if evaluated:
        phi_0, dphi_0, gfk = evaluate(0)
    else:
        phi_0, dphi_0 = old_fval, jnp.real(dot(gfk, pk))
    if old_old_fval is None:
        first_step: Any = 1
    else:
        guess = 1.01 * 2 * (phi_0 - old_old_fval) / dphi_0
        first_step = jnp.where(guess > 1, 1.0, guess)

    def sufficient_decrease_fails(a: Any, phi: Any) -> Any:
        return phi > phi_0 + c1 * a * dphi_0

    def curvature_holds(dphi: Any) -> Any:
        return jnp.abs(dphi) <= -c2 * dphi_0

    start = _Search(done=jnp.asarray(False), failed=jnp.asarray(False), i=1, a_prev=0., phi_prev=phi_0,
                    dphi_prev=dphi_0, nfev=int(evaluated), ngev=int(evaluated), a_star=0., phi_star=phi_0,
                    dphi_star=dphi_0, g_star=gfk)

    def step(s: _Search) -> _Search:
        a_i = jnp.where(s.i == 1, first_step, s.a_prev * 2.)
        phi_i, dphi_i, g_i = evaluate(a_i)
        # Exactly one of: the minimum lies between the previous step and this one (zoom
        # from the previous); this step is accepted; the slope turned up (zoom from this
        # one back); or none, and the next step doubles.
        zoom_forward = sufficient_decrease_fails(a_i, phi_i) | ((phi_i >= s.phi_prev) & (s.i > 1))
        accept = curvature_holds(dphi_i) & ~zoom_forward
        zoom_back = (dphi_i >= 0.) & ~zoom_forward & ~accept
        previous, this = (s.a_prev, s.phi_prev, s.dphi_prev), (a_i, phi_i, dphi_i)
        forward = _zoom(evaluate, sufficient_decrease_fails, curvature_holds, previous, this, gfk, ~zoom_forward)
        back = _zoom(evaluate, sufficient_decrease_fails, curvature_holds, this, previous, gfk, ~zoom_back)

        def star(name: str, here: Any) -> Any:
            out = jnp.where(zoom_forward, getattr(forward, name), getattr(s, name))
            out = jnp.where(accept, here, out)
            return jnp.where(zoom_back, getattr(back, name), out)

        return s._replace(
            done=zoom_forward | accept | zoom_back | s.done,
            failed=(zoom_forward & forward.failed) | (zoom_back & back.failed) | s.failed,
            i=s.i + 1, a_prev=a_i, phi_prev=phi_i, dphi_prev=dphi_i,
            nfev=s.nfev + 1 + forward.nfev + back.nfev, ngev=s.ngev + 1 + forward.ngev + back.ngev,
            a_star=star("a_star", a_i), phi_star=star("phi_star", phi_i), dphi_star=star("dphi_star", dphi_i),
            g_star=star("g_star", g_i))

    s = while_loop(lambda s: ~s.done & (s.i <= maxiter) & ~s.failed, step, start)
    status = jnp.where(s.failed, jnp.asarray(1), jnp.where(s.i > maxiter, jnp.asarray(3), jnp.asarray(0)))
    a_k = jnp.asarray(s.a_star)
    if bits(a_k.dtype) != 64:
        a_k = jnp.where(jnp.abs(a_k) < SMALLEST_STEP, jnp.sign(a_k) * SMALLEST_STEP, a_k)
    return LineSearchResults(failed=s.failed | ~s.done, nit=s.i - 1, nfev=s.nfev, ngev=s.ngev, k=s.i, a_k=a_k,
                             f_k=s.phi_star, g_k=s.g_star, status=status)


__all__ = ["LineSearchResults", "line_search"]
