"""jaxtypes.scipy.optimize and jaxtypes.scipy.sparse.linalg against jax's: ``minimize``
(BFGS and the experimental L-BFGS) on Rosenbrock, a quadratic with ``args`` and a
logistic regression, every field of the results (values, dtypes, weak types; in 64-bit
mode the iteration counts and status too, so the same iterates), its options, eagerly,
under ``jit`` and ``vmap`` and forward-mode differentiation (reverse mode fails as jax's
does); ``cg``, ``bicgstab`` and ``gmres`` (both solve methods, restarts) with matrices,
functions, preconditioners, starting guesses, tolerances, pytree and complex right-hand
sides, under ``jit``, ``vmap``, ``grad`` and ``jvp``; the dtypes of unusual inputs; the
errors; the namespaces. Both 64-bit modes; each test runs many cases in one loop."""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
import jaxtypes.scipy.optimize as optimize
import jaxtypes.scipy.sparse
import jaxtypes.scipy.sparse.linalg as sparse_linalg
from tests.conftest import modes, stable_rng

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.numpy as jjnp  # noqa: E402
import jax.scipy.optimize  # noqa: E402
import jax.scipy.sparse.linalg  # noqa: E402

LBFGS = "l-bfgs-experimental-do-not-rely-on-this"
METHODS = ("BFGS", LBFGS)
X64 = pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
COUNTS = ("success", "status", "nfev", "njev", "nit")


# The least tolerance for values of a precision (bytes per real number): a 32-bit result
# in 64-bit mode (complex64 from a complex64 start) is compared to float32's rounding.
PRECISION_TOLERANCE = {4: 2e-5, 2: 1e-2, 1: 1e-1}


def outcome(call: Callable[[], Any]) -> tuple[Any, type[BaseException] | None]:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return call(), None
    except Exception as error:  # noqa: BLE001  (the class is compared with jax's)
        return None, type(error)


def agree(ours: Any, theirs: Any, what: str, tol: float, skip: tuple[int, ...] = ()) -> None:
    """The pytrees have one structure (``None`` where jax has ``None``) and leaves of jax's
    shape, dtype and weak type, with values within ``tol`` (the leaves at ``skip``: only
    their types)."""
    ours_leaves, ours_tree = jax.tree.flatten(ours, is_leaf=lambda x: x is None)
    theirs_leaves, theirs_tree = jax.tree.flatten(theirs, is_leaf=lambda x: x is None)
    assert ours_tree.num_leaves == theirs_tree.num_leaves, f"{what}: {ours_tree} != jax's {theirs_tree}"
    for i, (a, b) in enumerate(zip(ours_leaves, theirs_leaves)):
        where = f"{what}, leaf {i}"
        if b is None:
            assert a is None, f"{where}: {a!r} where jax has None"
            continue
        assert isinstance(a, jaxtypes.Array), f"{where}: {type(a).__name__} where jax has an array"
        assert (a.shape, a.dtype, a.weak_type) == (b.shape, b.dtype, b.weak_type), (
            f"{where}: {a.dtype}{list(a.shape)}{' weak' * a.weak_type} != jax's {b.dtype}{list(b.shape)}"
            f"{' weak' * b.weak_type}")
        if i not in skip:
            leaf_tol = max(tol, PRECISION_TOLERANCE.get(np.dtype(b.dtype).itemsize // (2 if b.dtype.kind == "c" else 1),
                                                        0.0))
            np.testing.assert_allclose(np.asarray(a).astype(complex), np.asarray(b).astype(complex), rtol=leaf_tol,
                                       atol=leaf_tol, equal_nan=True, err_msg=where)


def problems(xp: Any) -> dict[str, tuple[Callable[..., Any], np.ndarray, tuple[Any, ...]]]:
    """name -> (objective in the array module ``xp``, start, args)."""
    rng = stable_rng("logistic")
    features = rng.normal(size=(40, 3))
    labels = np.where(features[:, 0] - features[:, 1] > 0, 1.0, -1.0)
    curvature, target = np.diag([1.0, 3.0, 10.0]), np.array([1.0, -2.0, 0.5])

    def rosenbrock(x: Any) -> Any:
        return xp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)

    def quadratic(x: Any, scale: Any) -> Any:
        return 0.5 * scale * (x @ (xp.asarray(curvature) @ x)) - xp.asarray(target) @ x

    def logistic(w: Any) -> Any:
        return xp.mean(xp.log1p(xp.exp(-labels * (xp.asarray(features) @ w)))) + 0.01 * xp.sum(w ** 2)

    return {"rosenbrock": (rosenbrock, np.array([-1.2, 1.0, 0.5]), ()),
            "quadratic": (quadratic, np.ones(3), (2.0,)), "logistic": (logistic, np.zeros(3), ())}


def minimize_runs(m: Any, xp: Any, x64: bool) -> dict[str, Any]:
    """Each method on each problem, by the ``minimize`` of ``m`` and the array module
    ``xp``; in 64-bit mode also each method's options and a complex start."""
    out = {}
    for method in METHODS:
        for name, (fun, x0, args) in problems(xp).items():
            if x64 or (method, name) != (LBFGS, "rosenbrock"):
                out[f"{method} on {name}"] = m.minimize(fun, xp.asarray(x0), args, method=method)
    if x64:
        quadratic = problems(xp)["quadratic"][0]
        for method, option in OPTIONS:
            out[f"{method} with {option}"] = m.minimize(quadratic, xp.zeros(3), (1.0,), method=method,
                                                        options=option, tol=0.5)
        out["L-BFGS from complex64"] = m.minimize(lambda x: xp.sum(xp.abs(x - (1 + 0.5j)) ** 2),
                                                  xp.zeros(3, xp.complex64), method=LBFGS)
    return out


OPTIONS: list[tuple[str, dict[str, Any]]] = [
    ("BFGS", {"maxiter": 3, "gtol": 1e-3, "norm": 2, "line_search_maxiter": 4}),
    (LBFGS, {"maxiter": 4, "maxcor": 2, "ftol": 1e-6, "gtol": 1e-3, "norm": 2, "maxls": 5, "maxfun": 9,
             "maxgrad": 9})]


def test_minimize_takes_jax_steps() -> None:
    """64-bit mode: every field as jax's (values, dtypes, weak types, the counts and status
    exactly: the same steps), for each method, problem and option, under ``jit`` (one
    program per library) and eagerly."""
    with modes(True, "standard"):
        got = jaxtypes.jit(lambda: minimize_runs(optimize, jnp, True))()
        want = jax.jit(lambda: minimize_runs(jax.scipy.optimize, jjnp, True))()
        assert len(want) == 9
        for what in want:
            assert type(got[what]).__name__ == "OptimizeResults" and got[what]._fields == want[what]._fields
            agree(got[what], want[what], what, 1e-7)
        for method, name in (("BFGS", "rosenbrock"),):
            fun, x0, args = problems(jnp)[name]
            agree(optimize.minimize(fun, jnp.asarray(x0), args, method=method), want[f"{method} on {name}"],
                  f"{method} on {name}, eagerly", 1e-7)


def test_minimize_in_32_bit_mode() -> None:
    """Without 64-bit mode: dtypes and weak types as jax's, the solution, gradient and
    value within float32 tolerance. (A float32 rounding can decide a late line search
    differently, so the counts are not compared.)"""
    with modes(False, "standard"):
        got = jaxtypes.jit(lambda: minimize_runs(optimize, jnp, False))()
        want = jax.jit(lambda: minimize_runs(jax.scipy.optimize, jjnp, False))()
        for what in want:
            agree(got[what], want[what], what, 2e-3, skip=(1, 2, 3, 5, 6, 7, 8))  # x and jac compared
            agree(got[what].fun, want[what].fun, what + ", fun", 1e-5)
        fun, x0, args = problems(jnp)["quadratic"]
        agree(optimize.minimize(fun, jnp.asarray(x0), args, method="BFGS"), want["BFGS on quadratic"],
              "BFGS on quadratic, eagerly", 1e-5)


@X64
def test_minimize_result_types_for_every_start(x64: bool) -> None:
    """The dtype and weak type of every field for starts of each floating kind (float16,
    bfloat16, complex64, a weakly typed start, NumPy float64 data), as jax's (abstract
    evaluation: no compiling)."""
    def distance(xp: Any) -> Callable[[Any], Any]:
        return lambda x: xp.sum(xp.abs(x - (1 + 0.5j if xp.iscomplexobj(x) else 1.0)) ** 2)

    starts: dict[str, tuple[Callable[[Any], Any], str]] = {
        "float16": (lambda xp: xp.zeros(3, xp.float16), "BFGS"),
        "bfloat16": (lambda xp: xp.zeros(3, xp.bfloat16), LBFGS),
        "complex64": (lambda xp: xp.zeros(3, xp.complex64), "BFGS"),
        "weak": (lambda xp: xp.full(3, 0.0), LBFGS), "NumPy float64": (lambda xp: np.zeros(3), "BFGS")}
    with modes(x64, "standard"):
        for kind, (start, method) in starts.items():
            got = jaxtypes.eval_shape(lambda: optimize.minimize(distance(jnp), start(jnp), method=method))
            want = jax.eval_shape(lambda: jax.scipy.optimize.minimize(distance(jjnp), start(jjnp), method=method))
            agree_types(got, want, f"{method} from {kind}")


def agree_types(ours: Any, theirs: Any, what: str) -> None:
    ours_leaves = jax.tree.leaves(ours, is_leaf=lambda x: x is None)
    theirs_leaves = jax.tree.leaves(theirs, is_leaf=lambda x: x is None)
    assert len(ours_leaves) == len(theirs_leaves), what
    for i, (a, b) in enumerate(zip(ours_leaves, theirs_leaves)):
        assert (a is None) == (b is None), f"{what}, leaf {i}: {a} where jax has {b}"
        if b is not None:
            assert (a.shape, a.dtype, a.weak_type) == (b.shape, b.dtype, b.weak_type), f"{what}, leaf {i}: {a} != {b}"


def test_minimize_under_vmap_and_jvp() -> None:
    """``vmap`` over starting points (each lane its own iterations) and ``jvp`` through the
    loop with respect to ``args``, inside one program per library; ``grad`` raises jax's
    error (the while loop has no reverse mode)."""
    starts = stable_rng("starts").normal(size=(3, 3))

    def program(m: Any, xp: Any, t: Any) -> dict[str, Any]:
        rosenbrock, quadratic = problems(xp)["rosenbrock"][0], problems(xp)["quadratic"][0]
        out = {}
        for method in METHODS:
            out[f"{method} vmap"] = t.vmap(lambda x: m.minimize(rosenbrock, x, method=method))(xp.asarray(starts))
        out["BFGS jvp"] = t.jvp(lambda s: m.minimize(quadratic, xp.ones(3), (s,), method="BFGS").x,
                                (xp.asarray(2.0),), (xp.asarray(1.0),))
        return out

    with modes(True, "standard"):
        got = jaxtypes.jit(lambda: program(optimize, jnp, jaxtypes))()
        want = jax.jit(lambda: program(jax.scipy.optimize, jjnp, jax))()
        for what in want:
            agree(got[what], want[what], what, 1e-7)
        assert len(set(np.asarray(got["BFGS vmap"].nit).tolist())) > 1, "the lanes should stop at different steps"
        for method in METHODS:
            ours_error = outcome(lambda: jaxtypes.grad(
                lambda s: optimize.minimize(problems(jnp)["quadratic"][0], jnp.ones(3), (s,), method=method).fun)(2.0))
            theirs_error = outcome(lambda: jax.grad(lambda s: jax.scipy.optimize.minimize(
                problems(jjnp)["quadratic"][0], jjnp.ones(3), (s,), method=method).fun)(2.0))
            assert ours_error[1] is theirs_error[1] is ValueError, (method, ours_error, theirs_error)


def test_minimize_rejects_what_jax_rejects() -> None:
    """jax's exception class for each mistake, with a message naming it."""
    def total(xp: Any) -> Callable[..., Any]:
        return lambda x, *args: xp.sum((x - 1.0) ** 2)

    cases: list[tuple[str, Callable[[Any, Any], Any]]] = [
        ("a scalar start", lambda m, xp: m.minimize(total(xp), xp.float32(0.0), method="BFGS")),
        ("a scalar start, L-BFGS", lambda m, xp: m.minimize(total(xp), xp.float32(0.0), method=LBFGS)),
        ("a 2-D start", lambda m, xp: m.minimize(total(xp), xp.zeros((2, 2)), method="BFGS")),
        ("a 2-D start, L-BFGS", lambda m, xp: m.minimize(total(xp), xp.zeros((2, 2)), method=LBFGS)),
        ("a list start", lambda m, xp: m.minimize(total(xp), [0.0, 0.0], method="BFGS")),
        ("a list start, L-BFGS", lambda m, xp: m.minimize(total(xp), [0.0, 0.0], method=LBFGS)),
        ("an integer start", lambda m, xp: m.minimize(total(xp), xp.zeros(2, xp.int32), method="BFGS")),
        ("args not a tuple", lambda m, xp: m.minimize(total(xp), xp.zeros(2), [1.0], method="BFGS")),
        ("an unknown method", lambda m, xp: m.minimize(total(xp), xp.zeros(2), method="CG")),
        ("no method", lambda m, xp: m.minimize(total(xp), xp.zeros(2))),
        ("an unknown option", lambda m, xp: m.minimize(total(xp), xp.zeros(2), method="BFGS", options={"foo": 1})),
        ("an unknown L-BFGS option", lambda m, xp: m.minimize(total(xp), xp.zeros(2), method=LBFGS,
                                                              options={"line_search_maxiter": 1})),
        ("a vector objective", lambda m, xp: m.minimize(lambda x: x, xp.zeros(2), method="BFGS")),
        ("a complex objective", lambda m, xp: m.minimize(lambda x: xp.sum(x) * 1j, xp.zeros(2), method="BFGS")),
    ]
    with modes(False, "standard"):
        for what, call in cases:
            (_, ours), (_, theirs) = outcome(lambda: call(optimize, jnp)), outcome(lambda: call(jax.scipy.optimize, jjnp))
            assert theirs is not None and ours is theirs, f"{what}: {ours} where jax raises {theirs}"
        with pytest.raises(TypeError, match="x0 must have a floating or complex dtype"):
            optimize.minimize(total(jnp), jnp.zeros(2, jnp.int32), method="BFGS")
        with pytest.raises(TypeError, match=r"unknown option\(s\) \['foo'\]"):
            optimize.minimize(total(jnp), jnp.zeros(2), method="BFGS", options={"foo": 1})


def systems(n: int = 5) -> dict[str, np.ndarray]:
    rng = stable_rng("systems", n)
    g = rng.normal(size=(n, n))
    return {"spd": g @ g.T + n * np.eye(n), "general": g + n * np.eye(n), "b": rng.normal(size=n),
            "complex general": g + n * np.eye(n) + 0.5j * np.diag(rng.normal(size=n)),
            "hpd": g @ g.T + n * np.eye(n) + 0.3j * (np.triu(g, 1) - np.triu(g, 1).T), "b complex": rng.normal(size=n) + 1j}


SOLVERS: list[tuple[str, str, dict[str, Any]]] = [
    ("cg", "spd", {}), ("bicgstab", "general", {}), ("gmres", "general", {}),
    ("gmres", "general", {"solve_method": "incremental", "restart": 2, "maxiter": 30}),
]


def solve(module: Any, name: str, *args: Any, **kwargs: Any) -> Any:
    return getattr(module, name)(*args, **kwargs)


def solver_runs(m: Any, xp: Any, every_case: bool) -> dict[str, Any]:
    """Each solver with a matrix, a pytree and a complex right-hand side; with
    ``every_case`` also a function, preconditioners (a matrix, a function), a starting
    guess with tolerances and a budget, and a scalar right-hand side: ``(x, info)``."""
    s = systems()
    out = {}
    for name, kind, kwargs in SOLVERS:
        a, b = xp.asarray(s[kind]), xp.asarray(s["b"])
        complex_a = xp.asarray(s["hpd" if name == "cg" else "complex general"])
        key = f"{name} {kwargs}"
        out[f"{key} with a matrix"] = solve(m, name, a, b, **kwargs)
        out[f"{key} with a pytree"] = solve(m, name, lambda t: {"u": 3.0 * t["u"], "v": a @ t["v"]},
                                            {"u": xp.ones((2, 2)), "v": b}, **kwargs)
        out[f"{key} complex"] = solve(m, name, complex_a, xp.asarray(s["b complex"]), **kwargs)
        if every_case:
            out[f"{key} with a function"] = solve(m, name, lambda v: a @ v, b, **kwargs)
            out[f"{key} with a preconditioner, x0, tol, atol, maxiter"] = solve(
                m, name, a, b, x0=xp.ones_like(b), M=xp.diag(1 / xp.diag(a)), tol=1e-3, atol=1e-4, maxiter=3)
            out[f"{key} with a function preconditioner"] = solve(m, name, a, b, M=lambda v: v / xp.diag(a), **kwargs)
            out[f"{key} with a scalar"] = solve(m, name, lambda v: 2.0 * v, xp.float32(3.0), **kwargs)
    return out


@X64
def test_solvers_agree_with_jax(x64: bool) -> None:
    """``(x, info)`` as jax's, for every solver and case of ``solver_runs`` (all of them in
    64-bit mode), under ``jit`` (one program per library), and eagerly with NumPy data."""
    tol = 1e-10 if x64 else 1e-4
    with modes(x64, "standard"):
        got = jaxtypes.jit(lambda: solver_runs(sparse_linalg, jnp, x64))()
        want = jax.jit(lambda: solver_runs(jax.scipy.sparse.linalg, jjnp, x64))()
        for what in want:
            agree(got[what], want[what], what, tol)
        s = systems()
        for name, kind, kwargs in SOLVERS[::3] if x64 else SOLVERS[1:3]:
            agree(solve(sparse_linalg, name, s[kind], s["b"], **kwargs), want[f"{name} {kwargs} with a matrix"],
                  f"{name} {kwargs} eagerly, with NumPy data", tol)


def test_solvers_under_vmap_and_derivatives() -> None:
    """``vmap`` over right-hand sides and over matrices; ``grad`` with respect to ``b`` and
    to the operator's matrix (also complex), and ``jvp``, through ``custom_linear_solve``:
    one program per library."""
    s = systems(4)
    bs = stable_rng("right-hand sides").normal(size=(3, 4))
    transforms = {"cg": ("vmap over b", "vmap over A", "grad over b", "grad over A", "jvp"),
                  "bicgstab": ("grad over b", "grad over A", "grad of complex"),
                  "gmres": ("vmap over b", "grad over b", "grad of complex")}

    def program(m: Any, xp: Any, t: Any) -> dict[str, Any]:
        out = {}
        for name, kind, kwargs in SOLVERS:
            a, b = xp.asarray(s[kind]), xp.asarray(s["b"])
            key = f"{name} {kwargs}"

            def x(a_: Any, b_: Any) -> Any:
                return solve(m, name, a_, b_, **kwargs)[0]

            cases = {
                "vmap over b": lambda: t.vmap(lambda b_: x(a, b_))(xp.asarray(bs)),
                "vmap over A": lambda: t.vmap(lambda a_: x(a_, b))(xp.stack([a, a + 0.1 * xp.eye(4)])),
                "grad over b": lambda: t.grad(lambda b_: xp.sum(x(a, b_) ** 2))(b),
                "grad over A": lambda: t.grad(lambda a_: xp.sum(x(lambda v: a_ @ v, b) ** 2))(a),
                "jvp": lambda: t.jvp(lambda b_: x(a, b_), (b,), (xp.ones(4),)),
                "grad of complex": lambda: t.grad(lambda b_: xp.sum(xp.abs(x(
                    xp.asarray(s["complex general"]), b_)) ** 2))(xp.asarray(s["b complex"])),
            }
            for case in transforms[name] if kwargs.get("solve_method") != "incremental" else ("jvp",):
                out[f"{key} {case}"] = cases[case]()
        return out

    with modes(True, "standard"):
        got = jaxtypes.jit(lambda: program(sparse_linalg, jnp, jaxtypes))()
        want = jax.jit(lambda: program(jax.scipy.sparse.linalg, jjnp, jax))()
        for what in want:
            agree(got[what], want[what], what, 1e-9)


@X64
def test_solver_result_types(x64: bool) -> None:
    """The solution's dtype and weak type as jax's for NumPy, float16, bfloat16 and
    complex64 right-hand sides (abstract evaluation) and, eagerly, for weakly typed ones
    and Python scalars: ``cg``'s solution is strong, ``bicgstab``'s and batched
    ``gmres``'s stay weak when the operator keeps them weak, as jax's do when they run.
    (Traced, jax's are weak whatever the operator does: its ``custom_linear_solve`` gives
    ``b``'s type, jaxtypes' the solve's, as when they run.)"""
    def double(v: Any) -> Any:
        return 2 * v

    def matrix(xp: Any, value: Any) -> Any:
        return xp.eye(3, dtype=xp.asarray(value).dtype) * 2

    abstract: dict[str, tuple[Callable[[Any], Any], str]] = {
        "NumPy float64": (lambda xp: np.ones(3), "matrix"), "complex64": (lambda xp: xp.ones(3, xp.complex64), "matrix"),
        "float16": (lambda xp: xp.ones(3, xp.float16), "function"),
        "bfloat16": (lambda xp: xp.ones(3, xp.bfloat16), "function")}
    eager: list[tuple[str, dict[str, Any], str, Callable[[Any], Any], str]] = [
        ("cg", {}, "weak", lambda xp: xp.full(3, 1.0), "matrix"), ("cg", {}, "Python int", lambda xp: 3, "function"),
        ("bicgstab", {}, "weak", lambda xp: xp.full(3, 1.0), "function"),
        ("bicgstab", {}, "weak", lambda xp: xp.full(3, 1.0), "matrix"),
        ("gmres", {}, "Python float", lambda xp: 3.0, "function"),
        ("gmres", {"solve_method": "incremental"}, "Python complex", lambda xp: 3.0j, "function")]
    with modes(x64, "standard"):
        for name, _, kwargs in SOLVERS:
            for what, (b, operator) in abstract.items():
                def call(m: Any, xp: Any, t: Any) -> Any:
                    value = b(xp)
                    a = double if operator == "function" else matrix(xp, value)
                    return t.eval_shape(lambda: solve(m, name, a, value, **kwargs))

                got, ours = outcome(lambda: call(sparse_linalg, jnp, jaxtypes))
                want, theirs = outcome(lambda: call(jax.scipy.sparse.linalg, jjnp, jax))
                where = f"{name} {kwargs}, a {operator} and a {what} b"
                if name == "gmres" and not kwargs and "float16" in what:  # (jax raises when it compiles: LAPACK)
                    assert ours is not None and issubclass(ours, NotImplementedError), f"{where}: {ours}"
                elif theirs is None:
                    assert ours is None, f"{where}: {ours} where jax solves it"
                    agree_types(got, want, where)
                else:
                    assert ours is not None and issubclass(ours, theirs), f"{where}: {ours} where jax raises {theirs}"
        if not x64:
            for name, kwargs, what, b, operator in eager:
                def run(m: Any, xp: Any) -> Any:
                    value = b(xp)
                    return solve(m, name, double if operator == "function" else matrix(xp, value), value, **kwargs)

                agree(run(sparse_linalg, jnp), run(jax.scipy.sparse.linalg, jjnp),
                      f"{name} {kwargs}, a {operator} and a {what} b, eagerly", 1e-6)


def test_solvers_reject_what_jax_rejects() -> None:
    """jax's exception class for each mistake (a class deriving from it where jaxtypes
    has a more precise one), with a message naming it."""
    a, b = np.eye(3) * 2, np.ones(3)
    mistakes: list[tuple[str, Callable[[Any, Any, str], Any]]] = [
        ("a non-square matrix", lambda m, xp, f: solve(m, f, xp.ones((2, 3)), xp.asarray(b))),
        ("a 3-D operator", lambda m, xp, f: solve(m, f, xp.ones((3, 3, 3)), xp.asarray(b))),
        ("a string operator", lambda m, xp, f: solve(m, f, "A", xp.asarray(b))),
        ("a non-square preconditioner", lambda m, xp, f: solve(m, f, xp.asarray(a), xp.asarray(b), M=xp.ones((3, 2)))),
        ("an integer b", lambda m, xp, f: solve(m, f, xp.asarray(a), xp.arange(3))),
        ("a bool b", lambda m, xp, f: solve(m, f, lambda v: v, True)),
        ("x0 of another structure", lambda m, xp, f: solve(m, f, xp.asarray(a), xp.asarray(b), x0=(xp.zeros(3),))),
        ("x0 of another shape", lambda m, xp, f: solve(m, f, xp.asarray(a), xp.asarray(b), x0=xp.zeros(4))),
        ("a matrix of the wrong size", lambda m, xp, f: solve(m, f, xp.eye(4), xp.asarray(b))),
        ("a float64 matrix for float32 b", lambda m, xp, f: solve(m, f, xp.asarray(a, xp.float64),
                                                                xp.asarray(b, xp.float32))),
    ]
    with modes(True, "standard"):
        for solver in ("cg", "bicgstab", "gmres"):
            extra = [("an unknown solve_method", lambda m, xp, f: solve(m, f, xp.asarray(a), xp.asarray(b),
                                                                        solve_method="qr")),
                     ("float16 for the batched method", lambda m, xp, f: solve(m, f, lambda v: v,
                                                                               xp.ones(3, xp.float16)))]
            for what, mistake in mistakes + extra * (solver == "gmres"):
                (_, ours), (_, theirs) = (outcome(lambda: mistake(sparse_linalg, jnp, solver)),
                                          outcome(lambda: mistake(jax.scipy.sparse.linalg, jjnp, solver)))
                assert theirs is not None and ours is not None and issubclass(ours, theirs), (
                    f"{solver} with {what}: {ours} where jax raises {theirs}")
        with pytest.raises(TypeError, match="b must have a floating or complex dtype"):
            sparse_linalg.cg(a, jnp.arange(3))
        with pytest.raises(ValueError, match=r"square matrix, but has shape \(2, 3\)"):
            sparse_linalg.bicgstab(jnp.ones((2, 3)), b)
        with pytest.raises(NotImplementedError, match="gmres: unsupported dtype float16"):
            sparse_linalg.gmres(lambda v: v, jnp.ones(3, jnp.float16))


def test_namespaces_and_signatures_are_jax_s() -> None:
    """The public names of the modules, the fields of ``OptimizeResults`` and every
    function's parameters and defaults, as jax's."""
    import jax.scipy.sparse

    def public(module: Any) -> set[str]:
        return {n for n in dir(module) if not n.startswith("_")}

    for ours, theirs in ((optimize, jax.scipy.optimize), (jaxtypes.scipy.sparse, jax.scipy.sparse),
                         (sparse_linalg, jax.scipy.sparse.linalg)):
        assert public(ours) == public(theirs), (ours.__name__, public(ours) ^ public(theirs))
    assert jaxtypes.scipy.optimize is optimize and jaxtypes.scipy.sparse.linalg is sparse_linalg
    assert optimize.OptimizeResults._fields == jax.scipy.optimize.OptimizeResults._fields
    for name in ("minimize",):
        assert _parameters(getattr(optimize, name)) == _parameters(getattr(jax.scipy.optimize, name)), name
    for name in ("cg", "bicgstab", "gmres"):
        assert _parameters(getattr(sparse_linalg, name)) == _parameters(getattr(jax.scipy.sparse.linalg, name)), name


def _parameters(f: Callable[..., Any]) -> list[tuple[str, Any, Any]]:
    return [(p.name, p.kind, p.default) for p in inspect.signature(f).parameters.values()]
