"""Gradient checks shared by the transformation tests: a case is a function written once
and run with either library's ``lax``/``numpy`` (``L``/``N``), checked against jax
(JVP and VJP) and against central finite differences in float64 (as JAX's
``check_grads``: forward mode against differences, reverse mode against forward mode).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import jax
import jax.numpy as jax_numpy
import numpy as np
from jax import lax as jax_lax

import jaxtypes
import jaxtypes.lax as our_lax
import jaxtypes.numpy as our_numpy
from jaxtypes.runtime.interpreters.transformations import jvp, vjp
from tests.conftest import modes


@dataclass(frozen=True)
class Case:
    name: str
    fun: Callable[..., Any]  # fun(lax, numpy, *args)
    shapes: tuple[tuple[int, ...], ...]
    domain: tuple[float, float] = (-2.0, 2.0)
    smooth: bool = True  # False: piecewise, skip finite differences (jax still checks)
    orders: int = 2  # 1: differentiable once only
    dtype: str = "float64"  # of every argument; integers are drawn from the domain's range


def case_rng(case: Case) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(case.name.encode()))  # stable across processes


def arguments(case: Case, rng: np.random.Generator) -> list[np.ndarray]:
    low, high = case.domain
    if np.dtype(case.dtype).kind in "iub":
        return [rng.integers(int(low), int(high), shape, endpoint=True).astype(case.dtype) for shape in case.shapes]
    return [rng.uniform(low, high, shape).astype(case.dtype) for shape in case.shapes]


def ours(case: Case) -> Callable[..., Any]:
    return lambda *a: case.fun(our_lax, our_numpy, *a)


def theirs(case: Case) -> Callable[..., Any]:
    return lambda *a: case.fun(jax_lax, jax_numpy, *a)


def close(ours: Any, theirs: Any, tol: float = 1e-7) -> None:
    """Same pytree of leaves, shapes, dtypes (float0 included) and values to ``tol``."""
    ours_leaves, theirs_leaves = jaxtypes.tree_util.tree_leaves(ours), jax.tree_util.tree_leaves(theirs)
    assert len(ours_leaves) == len(theirs_leaves)
    for a, b in zip(ours_leaves, theirs_leaves):
        a, b = np.asarray(a), np.asarray(b)
        assert a.shape == b.shape and a.dtype == b.dtype, (a.shape, a.dtype, b.shape, b.dtype)
        if a.dtype != jax.dtypes.float0:
            np.testing.assert_allclose(a, b, rtol=tol, atol=tol)


def check_against_jax(case: Case, rng: np.random.Generator, tol: float = 1e-7) -> None:
    """jvp along random tangents and vjp of a random cotangent equal jax's (float64).
    jaxtypes runs eagerly; jax, the oracle, in one jitted program per case (``jax_derivatives``)."""
    with modes(True, "standard"):
        args = arguments(case, rng)
        tangents = [rng.normal(size=a.shape) for a in args]
        ours_out, ours_t = jvp(ours(case), [our_numpy.asarray(a) for a in args], [our_numpy.asarray(t) for t in tangents])
        (theirs_out, theirs_t), ct, theirs_cts = jax_derivatives(theirs(case), args, tangents, rng)
        close(ours_out, theirs_out, tol)
        close(ours_t, theirs_t, tol)
        _, pullback = vjp(ours(case), *[our_numpy.asarray(a) for a in args])
        close(pullback(our_numpy.asarray(ct)), theirs_cts, tol)


def jax_derivatives(f: Callable[..., Any], args: list[np.ndarray], tangents: list[np.ndarray],
                    rng: np.random.Generator) -> tuple[Any, np.ndarray, Any]:
    """jax's (output, output tangents) along ``tangents``, the cotangent drawn from ``rng``
    for the output, and its pullback: compiled as one program (one compile instead of
    one per eager operation), or eagerly where ``f`` needs concrete values."""
    try:
        shape = jax.eval_shape(f, *args).shape
    except Exception:  # noqa: BLE001  (a concrete value needed: eagerly, below)
        shape = None
    primals, directions = [jax_numpy.asarray(a) for a in args], [jax_numpy.asarray(t) for t in tangents]
    if shape is not None:
        ct = rng.normal(size=shape)
        both = jax.jit(lambda a, t, c: (jax.jvp(f, a, t), jax.vjp(f, *a)[1](c)))
        try:
            forward, cts = both(primals, directions, jax_numpy.asarray(ct))
            return forward, ct, cts
        except Exception:  # noqa: BLE001  (staged, jax fails where it runs eagerly: eagerly, below)
            pass
    forward = jax.jvp(f, primals, directions)
    if shape is None:
        ct = rng.normal(size=np.shape(forward[0]))
    return forward, ct, jax.vjp(f, *primals)[1](jax_numpy.asarray(ct))


def numerical_jvp(f: Callable[..., Any], args: list[Any], tangents: list[Any], eps: float = 1e-5) -> np.ndarray:
    plus = f(*[a + eps * t for a, t in zip(args, tangents)])
    minus = f(*[a - eps * t for a, t in zip(args, tangents)])
    return (np.asarray(plus) - np.asarray(minus)) / (2 * eps)


def check_finite_differences(case: Case, rng: np.random.Generator) -> None:
    """Forward mode against central differences, reverse mode against forward mode
    (<ct, J t> == <J^T ct, t>), for f and (``case.orders`` 2) for its JVP."""
    with modes(True, "standard"):
        args = [our_numpy.asarray(a) for a in arguments(case, rng)]
        tangents = [our_numpy.asarray(rng.normal(size=a.shape)) for a in args]
        f = ours(case)

        def first_order(*xs: Any) -> Any:  # the JVP along fixed tangents, itself differentiable
            return jvp(f, list(xs), tangents)[1]

        for fun in (f, first_order)[:case.orders]:
            _, analytic = jvp(fun, args, tangents)
            np.testing.assert_allclose(np.asarray(analytic), numerical_jvp(fun, args, tangents), rtol=1e-4, atol=1e-4)
            out, pullback = vjp(fun, *args)
            ct = our_numpy.asarray(rng.normal(size=out.shape))
            cts = pullback(ct)
            forward_dot = float(np.sum(np.asarray(ct) * np.asarray(analytic)))
            backward_dot = sum(float(np.sum(np.asarray(c) * np.asarray(t))) for c, t in zip(cts, tangents))
            np.testing.assert_allclose(forward_dot, backward_dot, rtol=1e-8, atol=1e-8)
