"""lax.custom_linear_solve, lax.custom_root and lax's small utilities against jax.lax.

The solver cases are written once over a namespace triple (lax, numpy, top level) and
run with ours and with jax's: eagerly, under jit, jvp, grad and vmap; values, dtypes and
weak types must agree. The utilities are compared over tables of cases; bad input is
checked by message."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pytest

import jax
import jax.numpy as jjnp

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import lax
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.tree_util import tree_flatten

OURS = (lax, jnp, jaxtypes)
THEIRS = (jax.lax, jjnp, jax)

M = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 1.0], [0.5, 1.0, 2.0]], np.float32)  # symmetric positive definite
X = np.array([0.5, -1.25, 2.0], np.float32)


def assert_same(got: Any, want: Any, rtol: float = 1e-4) -> None:
    got_leaves, want_leaves = tree_flatten(got)[0], jax.tree_util.tree_leaves(want)
    assert len(got_leaves) == len(want_leaves), (got, want)
    for g, w in zip(got_leaves, want_leaves):
        if getattr(w, "dtype", None) == jax.dtypes.float0:  # the tangent of an integer output
            assert g.dtype == jaxtypes.float0 or g.dtype.kind in "iub", g.dtype
            continue
        if isinstance(w, (int, float)):  # a Python scalar that the function returned as it is
            assert type(g) is type(w) and g == w, (g, w)
            continue
        assert g.dtype == w.dtype, (g.dtype, w.dtype)
        assert bool(g.weak_type) == bool(w.weak_type), (g, w)
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=1e-5)


# -- solvers written once for both libraries ---------------------------------------------------------

def cg(lx: Any, np_: Any, iterations: int = 3) -> Callable[[Any, Any], Any]:
    """A hand-written conjugate gradient, exact in 3 steps for 3x3 systems."""
    def solve(matvec: Any, b: Any) -> Any:
        def step(_: Any, carry: Any) -> Any:
            x, r, p = carry
            ap = matvec(p)
            rr = np_.dot(r, r)
            alpha = rr / np_.dot(p, ap)
            x, r_new = x + alpha * p, r - alpha * ap
            return x, r_new, r_new + (np_.dot(r_new, r_new) / rr) * p

        return lx.fori_loop(0, iterations, step, (np_.zeros_like(b), b, b))[0]

    return solve


def c_solve_symmetric(lx: Any, np_: Any, x: Any) -> Any:
    """A depends on x too (its diagonal): the derivative goes through matvec's closed-over arrays."""
    a = np_.asarray(M)
    return lx.custom_linear_solve(lambda v: a @ v + (x * x) * v, np_.sin(x), cg(lx, np_), symmetric=True)


def c_solve_pytree(lx: Any, np_: Any, x: Any) -> Any:
    """b a pair; a non-symmetric operator with its transpose solve written by hand."""
    def matvec(uv: Any) -> Any:
        u, v = uv
        return 2.0 * u, 3.0 * v + u

    def solve(_: Any, b: Any) -> Any:
        u = b[0] / 2.0
        return u, (b[1] - u) / 3.0

    def transpose_solve(_: Any, c: Any) -> Any:
        q = c[1] / 3.0
        return (c[0] - q) / 2.0, q

    return lx.custom_linear_solve(matvec, (x * x, np_.cos(x)), solve, transpose_solve)


def c_solve_transpose_uses_vecmat(lx: Any, np_: Any, x: Any) -> Any:
    """transpose_solve solves with the vecmat it is given (CG on a symmetric operator written without symmetric=True)."""
    a = np_.asarray(M)
    return lx.custom_linear_solve(lambda v: a @ v, x * 2.0, cg(lx, np_), cg(lx, np_))


def c_solve_aux(lx: Any, np_: Any, x: Any) -> Any:
    a = np_.asarray(M)

    def solve(matvec: Any, b: Any) -> Any:
        return cg(lx, np_)(matvec, b), np_.int32(3)

    out, aux = lx.custom_linear_solve(lambda v: a @ v, x, solve, symmetric=True, has_aux=True)
    return out, aux


def newton(lx: Any) -> Callable[[Any, Any], Any]:
    def solve(f: Any, y0: Any) -> Any:
        return lx.fori_loop(0, 25, lambda _, y: y - f(y) / (2.0 * y), y0)

    return solve


def bisection(lx: Any, np_: Any) -> Callable[[Any, Any], Any]:
    """As in JAX's docs: bisection on [0, 100] (the initial guess is ignored)."""
    def solve(f: Any, y0: Any) -> Any:
        def step(_: Any, lo_hi: Any) -> Any:
            lo, hi = lo_hi
            mid = (lo + hi) / 2.0
            left = f(mid) > 0
            return np_.where(left, lo, mid), np_.where(left, mid, hi)

        lo, hi = lx.fori_loop(0, 60, step, (np_.zeros_like(y0), np_.full_like(y0, 100.0)))
        return (lo + hi) / 2.0

    return solve


def c_root_newton(lx: Any, np_: Any, x: Any) -> Any:
    a = x * x + 1.0
    return lx.custom_root(lambda y: y * y - a, np_.ones_like(a), newton(lx), lambda g, y: y / g(np_.ones_like(y)))


def c_root_scalar(lx: Any, np_: Any, x: Any) -> Any:
    """JAX's docs' example: sqrt of a scalar, the guess a Python float, tangent_solve ``y / g(1.0)``."""
    a = x[0] * x[1] + 3.0
    return lx.custom_root(lambda y: y * y - a, 1.0, newton(lx), lambda g, y: y / g(1.0))


def c_root_bisection(lx: Any, np_: Any, x: Any) -> Any:
    a = np_.exp(x)
    return lx.custom_root(lambda y: y * y - a, np_.ones_like(a), bisection(lx, np_),
                          lambda g, y: y / g(np_.ones_like(y)))


def c_root_pytree_aux(lx: Any, np_: Any, x: Any) -> Any:
    """A pair of unknowns (square and cube roots) and an aux output."""
    p, q = x * x + 1.0, x * x + 2.0

    def f(yz: Any) -> Any:
        y, z = yz
        return y * y - p, z * z * z - q

    def solve(f: Any, guess: Any) -> Any:
        def step(_: Any, yz: Any) -> Any:
            y, z = yz
            fy, fz = f(yz)
            return y - fy / (2.0 * y), z - fz / (3.0 * z * z)

        yz = lx.fori_loop(0, 30, step, guess)
        return yz, np_.abs(f(yz)[0])  # a float aux (JAX cannot differentiate through an integer one here)

    def tangent_solve(g: Any, b: Any) -> Any:
        dy, dz = g((np_.ones_like(p), np_.ones_like(q)))  # g is diagonal here
        return b[0] / dy, b[1] / dz

    return lx.custom_root(f, (np_.ones_like(p), np_.ones_like(q)), solve, tangent_solve, has_aux=True)


ALL = ("eager", "jvp", "grad", "vmap", "vmap_grad")
SOLVER_CASES: dict[Callable[..., Any], tuple[str, ...]] = {
    c_solve_symmetric: ALL,
    c_solve_pytree: ALL,
    c_solve_transpose_uses_vecmat: ("eager", "grad", "vmap_grad"),
    c_solve_aux: ("eager", "grad"),
    c_root_newton: ALL,
    c_root_scalar: ("grad",),
    c_root_bisection: ("grad",),
    c_root_pytree_aux: ("eager", "jvp", "grad", "vmap"),
}
"""Each case under the transformations that exercise something new in it (the time budget is tight)."""


def _scalar(np_: Any, top: Any, fun: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda a: sum(np_.sum(np_.sin(leaf)) for leaf in top.tree_util.tree_leaves(fun(a))
                         if np_.issubdtype(leaf.dtype, np_.floating))


def _run(case: Callable[..., Any], ns: tuple[Any, Any, Any], transform: str) -> Any:
    lx, np_, top = ns
    fun = lambda a: case(lx, np_, a)  # noqa: E731
    x = np_.asarray(X)
    if transform == "eager":  # and under jit
        return fun(x), top.jit(fun)(x)
    if transform == "jvp":
        return top.jvp(fun, (x,), (np_.asarray(np.float32([1.0, 0.5, -2.0])),))
    if transform == "grad":
        return top.grad(_scalar(np_, top, fun))(x), top.jit(top.grad(_scalar(np_, top, fun)))(x)
    if transform == "vmap":
        return top.jit(top.vmap(fun))(np_.asarray(np.stack([X, -X, X * 0.5, X[::-1]])))
    if transform == "vmap_grad":  # both orders: the batched solve transposed, the transposed solve batched
        batch = np_.asarray(np.stack([X, X[::-1]]))
        return top.vmap(top.grad(_scalar(np_, top, fun)))(batch), top.grad(_scalar(np_, top, top.vmap(fun)))(batch)
    raise AssertionError(transform)


@pytest.mark.parametrize("transform", ALL)
def test_solvers_against_jax(transform: str) -> None:
    for case, transforms in SOLVER_CASES.items():
        if transform not in transforms:
            continue
        try:
            assert_same(_run(case, OURS, transform), _run(case, THEIRS, transform))
        except Exception as err:
            raise AssertionError(f"{case.__name__} under {transform}: {err}") from err


def test_custom_linear_solve_is_one_equation_lowered_to_its_solve() -> None:
    a = jnp.asarray(M)
    fun = lambda b: lax.custom_linear_solve(lambda v: a @ v, b, cg(lax, jnp), symmetric=True)  # noqa: E731
    assert "custom_linear_solve[" in str(jaxtypes.make_jaxpr(fun)(jnp.asarray(X)))
    assert "stablehlo.while" in jaxtypes.jit(fun).lower(jnp.asarray(X)).as_text()


def test_solver_errors() -> None:
    a = jnp.asarray(M)
    b = jnp.asarray(X)
    solve = cg(lax, jnp)
    with pytest.raises(TypeError, match="matvec\\(\\) output must have the shapes and dtypes of b"):
        lax.custom_linear_solve(lambda v: v[:2], b, solve)
    with pytest.raises(TypeError, match="solve\\(\\) output pytree structure must match b"):
        lax.custom_linear_solve(lambda v: v, b, lambda mv, y: (y, y))
    with pytest.raises(TypeError, match="matvec must be callable"):
        lax.custom_linear_solve(a, b, solve)
    with pytest.raises(TypeError, match="has_aux=True, solve\\(\\) must return a pair"):
        lax.custom_linear_solve(lambda v: a @ v, b, solve, has_aux=True)
    with pytest.raises(TypeError, match="transpose_solve required for backwards mode"):
        jaxtypes.grad(lambda y: jnp.sum(lax.custom_linear_solve(lambda v: a @ v, y, solve)))(b)
    # Forward mode needs no transpose_solve.
    assert_same(jaxtypes.jvp(lambda y: lax.custom_linear_solve(lambda v: a @ v, y, solve), (b,), (b,)),
                jax.jvp(lambda y: jax.lax.custom_linear_solve(lambda v: M @ v, y, cg(jax.lax, jjnp)), (X,), (X,)))
    with pytest.raises(TypeError, match="f\\(\\) output pytree structure must match initial_guess"):
        lax.custom_root(lambda y: (y, y), 1.0, newton(lax), lambda g, y: y)
    with pytest.raises(TypeError, match="tangent_solve must return a pytree like initial_guess"):
        jaxtypes.grad(lambda c: lax.custom_root(lambda y: y * y - c, 1.0, newton(lax), lambda g, y: (y, y)))(2.0)


# -- utilities ---------------------------------------------------------------------------------------

ARRAYS: list[Any] = [np.arange(6, dtype=np.int16).reshape(2, 3), np.float32(2.5), np.ones((2, 1, 3), np.float32),
                     np.array([True, False]), 3, 1.5]


def _pair(x: Any) -> tuple[Any, Any]:
    if isinstance(x, (int, float)):
        return x, x
    return jnp.asarray(x), jjnp.asarray(x)


def test_shape_utilities_against_jax() -> None:
    for x in ARRAYS:
        ours, theirs = _pair(x)
        for rank in (1, 3):
            assert_same(lax.broadcast_to_rank(ours, rank), jax.lax.broadcast_to_rank(theirs, rank))
        assert_same(lax.zeros_like_array(ours), jax.lax.full_like(theirs, 0))
        ndim = np.ndim(x)
        ranges = [(0, None), (1, None), (0, 2), (-2, None), (1, 1), (ndim, None), (1, -1), (0, 9), (2, 1)]
        for start, stop in ranges if ndim == 3 else ranges[:3]:
            try:
                want = jax.lax.collapse(jjnp.asarray(x), start, stop)
            except ValueError as err:
                with pytest.raises(ValueError, match="Invalid dimension range passed to collapse"):
                    lax.collapse(ours, start, stop)
                assert "Invalid dimension range" in str(err)
                continue
            assert_same(lax.collapse(ours, start, stop), want)
    f = jaxtypes.jit(lambda a: (lax.broadcast_to_rank(a, 4), lax.collapse(a, 0, 2), lax.zeros_like_array(a)))
    g = jax.jit(lambda a: (jax.lax.broadcast_to_rank(a, 4), jax.lax.collapse(a, 0, 2), jax.lax.full_like(a, 0)))
    assert_same(f(jnp.asarray(ARRAYS[2])), g(ARRAYS[2]))
    assert_same(jaxtypes.vmap(lambda a: lax.collapse(a, 0))(jnp.asarray(ARRAYS[2])),
                jax.vmap(lambda a: jax.lax.collapse(a, 0))(ARRAYS[2]))
    assert_same(jaxtypes.grad(lambda a: jnp.sum(lax.broadcast_to_rank(a, 3) * 2.0))(jnp.float32(1.0)),
                jax.grad(lambda a: jjnp.sum(jax.lax.broadcast_to_rank(a, 3) * 2.0))(np.float32(1.0)))


def test_broadcast_shapes_against_jax() -> None:
    cases = [[(2, 1), (3,)], [(3,)], [(0, 1), (1, 5)], [(1,), (0,)], [(), (4, 1)], [(5, 1, 3), (1, 4, 1), (3,)]]
    for shapes in cases:
        got = lax.broadcast_shapes(*shapes)
        assert got == jax.lax.broadcast_shapes(*shapes) and type(got) is tuple
        assert all(type(d) is int for d in got)
    for shapes in [[(2,), (3,)], [(2,), (3, 1), (4,)]]:
        with pytest.raises(ValueError) as theirs:
            jax.lax.broadcast_shapes(*shapes)
        with pytest.raises(ValueError) as ours:
            lax.broadcast_shapes(*shapes)
        assert str(ours.value) == str(theirs.value)
    with pytest.raises(TypeError, match="tuples of integers"):
        lax.broadcast_shapes((2.5,))
    with pytest.raises(TypeError, match="at least one shape"):
        lax.broadcast_shapes()


def test_optimization_barrier_against_jax() -> None:
    tree = (np.ones(2, np.float32), 1.0, {"n": np.arange(3, dtype=np.int16)})
    ours_in = (jnp.asarray(tree[0]), 1.0, {"n": jnp.asarray(tree[2]["n"])})
    assert_same(lax.optimization_barrier(ours_in), jax.lax.optimization_barrier(tree))
    assert_same(jaxtypes.jit(lax.optimization_barrier)(ours_in), jax.jit(jax.lax.optimization_barrier)(tree))
    fun = lambda lx, np_: lambda a: np_.sum(lx.optimization_barrier((a * a, a))[0] * 3.0)  # noqa: E731
    assert_same(jaxtypes.grad(fun(lax, jnp))(jnp.asarray(X)), jax.grad(fun(jax.lax, jjnp))(X))
    assert_same(jaxtypes.jvp(lambda a: lax.optimization_barrier(a * a), (jnp.asarray(X),), (jnp.asarray(X),)),
                jax.jvp(lambda a: jax.lax.optimization_barrier(a * a), (X,), (X,)))
    batch = np.stack([X, -X])
    assert_same(jaxtypes.vmap(fun(lax, jnp))(jnp.asarray(batch)), jax.vmap(fun(jax.lax, jjnp))(batch))
    assert_same(jaxtypes.vmap(lambda a, b: lax.optimization_barrier((a, b)), in_axes=(0, None))(jnp.asarray(batch), 2.0),
                jax.vmap(lambda a, b: jax.lax.optimization_barrier((a, b)), in_axes=(0, None))(batch, 2.0))
    assert "stablehlo.optimization_barrier" in jaxtypes.jit(lax.optimization_barrier).lower(jnp.asarray(X)).as_text()
    assert lax.optimization_barrier(()) == ()
    with pytest.raises(TypeError, match="optimization_barrier: expected arrays"):
        lax.optimization_barrier("text")


def test_platform_dependent_against_jax() -> None:
    def fun(lx: Any, np_: Any) -> Callable[[Any], Any]:
        return lambda a: lx.platform_dependent(a, cpu=lambda y: np_.sin(y) * 2.0, default=lambda y: y - 1.0)

    x = jnp.asarray(X)
    ours, theirs = fun(lax, jnp), fun(jax.lax, jjnp)
    assert_same(ours(x), theirs(X))
    assert_same(jaxtypes.jit(ours)(x), jax.jit(theirs)(X))
    assert_same(jaxtypes.grad(lambda a: jnp.sum(ours(a)))(x), jax.grad(lambda a: jjnp.sum(theirs(a)))(X))
    assert_same(jaxtypes.vmap(ours)(x), jax.vmap(theirs)(X))
    # The default serves platforms without a branch; eagerly the branch is called as it is.
    assert_same(lax.platform_dependent(x, tpu=lambda y: y, default=lambda y: (y * 3.0, 2)),
                jax.lax.platform_dependent(jjnp.asarray(X), tpu=lambda y: y, default=lambda y: (y * 3.0, 2)))
    staged = str(jaxtypes.make_jaxpr(ours)(x))
    assert "platform_index" in staged and "cond[" in staged
    here = backend.hardware_platform()
    elsewhere = "rocm" if here == "cuda" else "cuda"
    with pytest.raises(NotImplementedError, match=f"no branch for the platform '{here}'"):
        lax.platform_dependent(x, **{elsewhere: lambda y: y})
    with pytest.raises(NotImplementedError, match=f"no branch for the platform '{here}'"):
        jaxtypes.jit(lambda a: lax.platform_dependent(a, tpu=lambda y: y))(x)
    with pytest.raises(ValueError, match="Use 'cuda' or 'rocm'"):
        lax.platform_dependent(x, gpu=lambda y: y)
    with pytest.raises(TypeError, match="the 'cpu' branch must be a callable"):
        lax.platform_dependent(x, cpu=1)


@pytest.mark.parametrize("hardware", ["cpu", "cuda", "rocm"])
def test_platform_dependent_picks_the_branch_of_the_platform(hardware: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A GPU client's platform is "gpu"; the branch is chosen by its kind, as jax's keys are.
    (Compiled programs are cached for the process's one platform: cleared around the test.)"""
    branches = {"cpu": lambda y: y + 1.0, "cuda": lambda y: y + 2.0, "rocm": lambda y: y + 3.0}
    want = {"cpu": 1.0, "cuda": 2.0, "rocm": 3.0}[hardware]
    x = jnp.zeros(2)
    jaxtypes.clear_caches()
    monkeypatch.setattr(backend, "hardware_platform", lambda: hardware)
    try:
        assert np.asarray(lax.platform_dependent(x, **branches)).tolist() == [want, want]
        staged = jaxtypes.jit(lambda a, k: lax.platform_dependent(a, **branches) * k)
        assert np.asarray(staged(x, 2.0)).tolist() == [want * 2.0] * 2
    finally:
        monkeypatch.undo()
        jaxtypes.clear_caches()


def test_tokens() -> None:
    token = lax.create_token()
    assert isinstance(token, lax.Token) and repr(token) == "Token()"
    assert isinstance(lax.after_all(token, lax.create_token()), lax.Token)
    assert isinstance(lax.after_all(), lax.Token)
    out = jaxtypes.jit(lambda t, a: (lax.after_all(t, lax.create_token()), a + 1.0))(token, jnp.asarray(X))
    assert isinstance(out[0], lax.Token)
    np.testing.assert_allclose(np.asarray(out[1]), X + 1.0)
    assert isinstance(jaxtypes.vmap(lambda a: (lax.create_token(), a))(jnp.asarray(X))[0], lax.Token)
    with pytest.raises(TypeError, match="Arguments to after_all must be tokens"):
        lax.after_all(jnp.asarray(X))


def test_batched_matrix_and_second_derivatives() -> None:
    """vmap over the matrix that matvec closes over (batched constants of the solve), and
    grad of grad through custom_root."""
    mats = np.stack([M, M * 2.0 + np.eye(3, dtype=np.float32)])

    def solve(lx: Any, np_: Any) -> Callable[[Any, Any], Any]:
        return lambda a, b: lx.custom_linear_solve(lambda v: a @ v, b, cg(lx, np_), symmetric=True)

    assert_same(jaxtypes.vmap(solve(lax, jnp), in_axes=(0, None))(jnp.asarray(mats), jnp.asarray(X)),
                jax.vmap(solve(jax.lax, jjnp), in_axes=(0, None))(mats, X))

    def root(lx: Any) -> Callable[[Any], Any]:
        return lambda a: lx.custom_root(lambda y: y * y - a, 1.0, newton(lx), lambda g, y: y / g(1.0))

    assert_same(jaxtypes.grad(jaxtypes.grad(root(lax)))(2.0), jax.grad(jax.grad(root(jax.lax)))(2.0))


def test_symmetric_with_a_transpose_solve_uses_it() -> None:
    """As in JAX: with symmetric=True a given transpose_solve is used (with matvec as vecmat)."""
    def fun(lx: Any, np_: Any, top: Any) -> Any:
        a = np_.asarray(M)
        # A transpose_solve that is deliberately twice the true one, to see that it is the one used.
        scaled = lambda mv, c: 2.0 * cg(lx, np_)(mv, c)  # noqa: E731
        return top.grad(lambda b: np_.sum(lx.custom_linear_solve(lambda v: a @ v, b, cg(lx, np_), scaled,
                                                                 symmetric=True)))(np_.asarray(X))

    assert_same(fun(lax, jnp, jaxtypes), fun(jax.lax, jjnp, jax))
