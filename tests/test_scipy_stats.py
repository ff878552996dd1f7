"""jaxtypes.scipy.stats against jax.scipy.stats: for every distribution function, values
(inside and outside the support, special values), dtypes and weak types for every kind
of input, jax's error where it raises one; under ``jit``, ``vmap`` and ``grad``; in both
64-bit modes. Many points go through one call per function to keep compiles few."""

from __future__ import annotations

import importlib
import inspect
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
import jaxtypes.scipy.stats as stats
from tests.conftest import modes

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.numpy as jjnp  # noqa: E402
import jax.scipy.stats as jstats  # noqa: E402

X = [-np.inf, -40.0, -3.0, -1.0, -0.25, 0.0, 0.3, 0.5, 1.0, 2.5, 7.0, np.inf, np.nan]
Q = [0.0, 1e-30, 1e-6, 0.05, 0.3, 0.5, 0.8, 0.999999, 1.0, -0.5, 1.5, np.nan]
K = [-1.0, 0.0, 1.0, 2.0, 3.0, 7.0, 0.5, np.inf, np.nan]  # counts, and points off the support
ANGLES = [-1.0, 0.0, 0.5, 3.0, 6.0, 7.0]
# each distribution: the values of its shape parameters in the order of its signature (loc
# and scale, where the signature has them, take LOCS and SCALES), and its grid for the
# first argument (X unless given; Q for ppf and isf; poisson's entropy takes mu first)
DISTRIBUTIONS: dict[str, dict[str, Any]] = {
    "norm": dict(shapes=[]),
    "expon": dict(shapes=[]),
    "laplace": dict(shapes=[]),
    "logistic": dict(shapes=[]),
    "cauchy": dict(shapes=[]),
    "uniform": dict(shapes=[]),
    "gumbel_l": dict(shapes=[]),
    "gumbel_r": dict(shapes=[]),
    "t": dict(shapes=[[0.7, 3.0, 30.0]]),
    "chi2": dict(shapes=[[0.5, 3.0, 10.0]]),
    "gamma": dict(shapes=[[0.5, 2.0, 9.0]]),
    "beta": dict(shapes=[[0.5, 2.0, -1.0], [1.5, 0.7, 3.0]], x=[-0.5, 0.0, 0.1, 0.5, 0.9, 1.0, 2.0]),
    "pareto": dict(shapes=[[0.5, 2.0, 5.0]], x=[0.5, 1.0, 1.5, 3.0, 40.0]),
    "gennorm": dict(shapes=[[0.5, 1.0, 2.0, 8.0]]),
    "truncnorm": dict(shapes=[[-1.0, 0.5, -np.inf], [1.0, 3.0, 0.5]]),
    "vonmises": dict(shapes=[[0.5, 4.0, 60.0, -1.0]], x=ANGLES),
    "wrapcauchy": dict(shapes=[[0.2, 0.9, 0.0, 1.5]], x=ANGLES),
    "bernoulli": dict(shapes=[[0.0, 0.3, 1.0, 1.5]], x=K),
    "binom": dict(shapes=[[0.0, 5.0, 12.0], [0.0, 0.3, 0.9, 1.0]], x=K),
    "betabinom": dict(shapes=[[0.0, 5.0, -1.0], [0.5, 2.0, -1.0], [1.5, 0.7]], x=K),
    "geom": dict(shapes=[[0.2, 0.9, 1.0]], x=K),
    "nbinom": dict(shapes=[[1.0, 2.5, 7.0], [0.0, 0.3, 0.9, 1.0]], x=K),
    "poisson": dict(shapes=[[0.0, 0.5, 3.0, 9.5, 40.0, 150.0]], x=K),
}
LOCS, SCALES = [0.0, 1.5], [1.0, 0.5]
GRID = 512


def functions(name: str) -> list[str]:
    return sorted(n for n in dir(getattr(jstats, name)) if not n.startswith("_"))


def outcome(call: Callable[[], Any]) -> tuple[Any, type[BaseException] | None]:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return call(), None
    except Exception as error:  # noqa: BLE001  (the class is compared with jax's)
        return None, type(error)


def axes(name: str, function: str) -> list[list[float]]:
    """The values of each parameter of ``name.function``, in the order of jax's signature."""
    spec = DISTRIBUTIONS[name]
    shapes = list(spec["shapes"])
    out = []
    for position, parameter in enumerate(inspect.signature(getattr(getattr(jstats, name), function)).parameters):
        if parameter in ("loc", "scale"):
            out.append(LOCS if parameter == "loc" else SCALES)
        elif position == 0 and function != "entropy":
            out.append(Q if function in ("ppf", "isf") else spec.get("x", X))
        else:
            out.append(shapes.pop(0))
    return out


def grid(name: str, function: str, dtype: Any) -> list[np.ndarray]:
    """Every combination of the parameters' values, as flat arrays of ``dtype`` (one call
    covers them all)."""
    mesh = np.meshgrid(*[np.asarray(a, np.float64) for a in axes(name, function)], indexing="ij")
    assert mesh[0].size <= GRID, f"{name}: grid of {mesh[0].size} points"
    # one length for every grid, so that eager operations compiled once serve every function
    return [np.resize(m.ravel(), GRID).astype(dtype) for m in mesh]


def tolerance(name: str, function: str, dtype: Any) -> float:
    base = 1e-5 if np.dtype(dtype) == np.float32 else 1e-11
    if name in ("beta", "gamma", "chi2", "gennorm", "truncnorm", "t"):
        base *= 30  # incomplete gamma/beta and lgamma differences of ulps, amplified near the tails
    return base


def agree(ours: Any, theirs: Any, what: str, tol: float) -> None:
    a, b = np.asarray(ours), np.asarray(theirs)
    assert (a.dtype, a.shape) == (b.dtype, b.shape), f"{what}: {a.dtype}{a.shape} != jax's {b.dtype}{b.shape}"
    if a.dtype.kind == "c":
        a, b = np.stack([a.real, a.imag]), np.stack([b.real, b.imag])
    a, b = a.astype(np.float64), b.astype(np.float64)
    np.testing.assert_array_equal(np.isnan(a), np.isnan(b), err_msg=f"{what}: nan positions")
    np.testing.assert_array_equal(np.isposinf(a), np.isposinf(b), err_msg=f"{what}: inf positions")
    np.testing.assert_array_equal(np.isneginf(a), np.isneginf(b), err_msg=f"{what}: -inf positions")
    finite = np.isfinite(a) & np.isfinite(b)
    np.testing.assert_allclose(a[finite], b[finite], rtol=tol, atol=tol, err_msg=what)


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_values_and_special_values_match_jax(x64: bool) -> None:
    with modes(x64, "standard"):
        dtype = np.float64 if x64 else np.float32
        for name in DISTRIBUTIONS:
            for function in functions(name):
                args = grid(name, function, dtype)
                ours = getattr(getattr(stats, name), function)(*[jnp.asarray(a) for a in args])
                theirs = getattr(getattr(jstats, name), function)(*[jjnp.asarray(a) for a in args])
                agree(ours, theirs, f"{name}.{function} ({np.dtype(dtype)})", tolerance(name, function, dtype))


def _classes(x64: bool) -> dict[str, Callable[[Any], Any]]:
    """Each kind of argument, made from a float value by each library's jnp."""
    kinds: dict[str, Callable[[Any], Any]] = {
        "python float": lambda lib, v: float(v), "python int": lambda lib, v: int(round(v)),
        "weak 0-d": lambda lib, v: lib.asarray(float(v)), "float32": lambda lib, v: lib.full(3, v, "float32"),
        "float16": lambda lib, v: lib.full(3, v, "float16"), "bfloat16": lambda lib, v: lib.full(3, v, "bfloat16"),
        "int16": lambda lib, v: lib.full(3, round(v), "int16"), "bool 0-d": lambda lib, v: lib.asarray(v > 0),
        "uint32": lambda lib, v: lib.full(3, abs(round(v)), "uint32"),
        "complex64": lambda lib, v: lib.full(3, v, "complex64"), "numpy float64": lambda lib, v: np.full(3, v),
    }
    if x64:
        kinds["float64"] = lambda lib, v: lib.full(3, v, "float64")
        kinds["int64"] = lambda lib, v: lib.full(3, round(v), "int64")
    return kinds


def _point(name: str, function: str) -> list[float]:
    """One point of ``name.function``'s grid, loc and scale left at their defaults."""
    parameters = list(inspect.signature(getattr(getattr(jstats, name), function)).parameters)
    values = [a for p, a in zip(parameters, axes(name, function)) if p not in ("loc", "scale")]
    first = 0.3 if function in ("ppf", "isf") else values[0][2 if "x" in DISTRIBUTIONS[name] else 0]
    return [first] + [v[0] for v in values[1:]]


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_dtypes_weak_types_and_errors_match_jax(x64: bool) -> None:
    """Every argument of one kind, then a float32 first argument with Python scalar
    parameters (which must not change the dtype): the result's dtype and weak type,
    abstractly (``eval_shape`` on both sides: the values test runs them), and errors of
    jax's class (where jax's own error is an XLA runtime error, a clear TypeError or
    ValueError). Weakly typed arrays of rank > 0 are left to the next test: jax's answer
    for them depends on the rank through its constants."""
    with modes(x64, "standard"):
        for name in DISTRIBUTIONS:
            for function in functions(name):
                ours_f = getattr(getattr(stats, name), function)
                theirs_f = getattr(getattr(jstats, name), function)
                values = _point(name, function)
                calls = {kind: (lambda lib, make=make: [make(lib, v) for v in values])
                         for kind, make in _classes(x64).items()}
                calls["float32 with scalars"] = lambda lib: [lib.full(3, values[0], "float32"), *values[1:]]
                for kind, make_args in calls.items():
                    what = f"{name}.{function}({kind})"
                    ours, our_error = outcome(lambda: jaxtypes.eval_shape(ours_f, *make_args(jnp)))
                    theirs, their_error = outcome(lambda: jax.eval_shape(theirs_f, *make_args(jjnp)))
                    if their_error is not None or our_error is not None:
                        expected = (TypeError, ValueError) if their_error is jax.errors.JaxRuntimeError else their_error
                        assert our_error is not None and issubclass(our_error, expected), (
                            f"{what}: jaxtypes raised {our_error}, jax {their_error}")
                        continue
                    assert (ours.dtype, ours.weak_type) == (theirs.dtype, theirs.weak_type), (
                        f"{what}: {ours.dtype} weak={ours.weak_type}, jax {theirs.dtype} weak={theirs.weak_type}")


STRONG = {("norm", f) for f in ("cdf", "logcdf", "sf", "logsf", "ppf", "isf")} | {
    ("truncnorm", f) for f in functions("truncnorm")} | {("uniform", "cdf"), ("poisson", "entropy")}


def test_weak_arrays_keep_their_weak_type() -> None:
    """A weakly typed array of any rank gives what a weak 0-d array gives (weak, except
    the functions jax computes with strong constants), where jax's answer for rank > 0
    varies with its internal constants."""
    for name in DISTRIBUTIONS:
        for function in functions(name):
            values = _point(name, function)
            args = [jnp.zeros(3, "bool") + v for v in values]
            out = getattr(getattr(stats, name), function)(*args)
            assert out.dtype == np.float32 and out.weak_type == ((name, function) not in STRONG), f"{name}.{function}"


# jax's own gradients of these fail (its xlogy's JVP meets a float0 for the integer -1):
# ours are checked against central differences of jax's values instead
NO_JAX_GRADIENT = {(d, f) for d in ("gumbel_l", "gumbel_r") for f in ("logpdf", "pdf", "ppf")}


# lax.betainc differentiates in x only (jax's too)
GRAD_ARGNUMS = {("beta", f): (0, 3, 4) for f in ("cdf", "logcdf", "sf", "logsf")}


# the incomplete gamma/beta and truncnorm programs are slow to compile: their gradients
# are checked on the density and the distribution function, which the rest are built from
HEAVY_GRADIENTS = {"chi2": ("logpdf", "cdf"), "gamma": ("logpdf", "cdf", "sf"), "beta": ("logpdf", "cdf", "sf"),
                   "truncnorm": ("logpdf", "logcdf")}


def _argnums(name: str, function: str, count: int) -> tuple[int, ...]:
    return GRAD_ARGNUMS.get((name, function), tuple(range(count)))


def _all_functions(module: Any, vmap: Callable[..., Any], grad: Callable[..., Any] | None,
                   skip_grad: frozenset[str] = frozenset()) -> Callable[..., Any]:
    """One program computing every function of a distribution: by rows under ``vmap``
    and, with ``grad``, the gradient in every argument of each at every point."""
    def program(points: dict[str, list[Any]]) -> dict[str, Any]:
        out = {}
        for function, args in points.items():
            f = getattr(module, function)
            columns = [a.reshape(-1, 1) for a in args]
            out[function] = (f(*args), vmap(f)(*columns) if grad is None else None)
            heavy = HEAVY_GRADIENTS.get(module.__name__.rsplit(".", 1)[-1])
            if grad is not None and function not in skip_grad and (heavy is None or function in heavy):
                out[function] += (vmap(grad(f, argnums=_argnums(module.__name__.rsplit(".", 1)[-1], function,
                                                                 len(args))))(*args),)
        return out
    return program


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_jit_vmap_and_grad_match_jax(x64: bool) -> None:
    """Each distribution's functions in one jitted program per library and mode (jax's
    jitted too: XLA's fusion under jit can round special values differently from an
    eager call): by rows under vmap without 64-bit mode, gradients (under vmap) in 64-bit
    mode where jax's are finite."""
    with modes(x64, "standard"):
        dtype = np.float64 if x64 else np.float32
        for name in DISTRIBUTIONS:
            points = {f: grid(name, f, dtype) for f in functions(name)}
            ours = jaxtypes.jit(_all_functions(getattr(stats, name), jaxtypes.vmap, jaxtypes.grad if x64 else None))(
                {f: [jnp.asarray(a) for a in args] for f, args in points.items()})
            no_grad = frozenset(f for f in points if (name, f) in NO_JAX_GRADIENT)
            theirs = jax.jit(_all_functions(getattr(jstats, name), jax.vmap, jax.grad if x64 else None, no_grad))(
                points)
            for function in points:
                tol = tolerance(name, function, dtype)
                (value, by_rows, *grads), (their_value, their_rows, *their_grads) = ours[function], theirs[function]
                agree(value, their_value, f"jit {name}.{function}", tol)
                if by_rows is not None:
                    agree(by_rows, their_rows, f"vmap {name}.{function}", tol)
                if not grads:
                    continue
                if their_grads:
                    _check_gradients(f"{name}.{function}", grads[0], their_grads[0], points[function])
                else:
                    their_f = getattr(getattr(jstats, name), function)
                    _check_gradients(f"{name}.{function}", grads[0],
                                     _central_differences(their_f, points[function]), points[function], 1e-5)


def _in_bodies(lib: Any, module: Any, name: str, dtype: Any, with_grad: bool) -> Callable[..., Any]:
    """Every function of a distribution in a cond branch in a scan body (a point a step),
    and (``with_grad``) the gradient of the first jitted one under vmap: one program."""
    def program(points: dict[str, list[Any]]) -> dict[str, Any]:
        out = {}
        for function, args in points.items():
            f = getattr(module, function)

            def step(carry: Any, point: tuple[Any, ...]) -> tuple[Any, Any]:
                return carry, lib.lax.cond(point[0] > -np.inf, f, lambda *a: lib.numpy.zeros((), dtype), *point)

            out[function] = lib.lax.scan(step, 0, tuple(args))[1]
        if with_grad:
            first = next(f for f in points if (name, f) not in NO_JAX_GRADIENT)
            f = getattr(module, first)
            out["grad"] = lib.vmap(lib.grad(lib.jit(f), argnums=_argnums(name, first, len(points[first]))))(
                *points[first])
        return out
    return program


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_functions_in_loop_and_branch_bodies_and_under_grad_of_jit_match_jax(x64: bool) -> None:
    """Each distribution's functions in a cond branch inside a jitted scan body, and in
    64-bit mode a gradient of a jitted function under vmap (grad(jit)), as jax's."""
    with modes(x64, "standard"):
        dtype = np.float64 if x64 else np.float32
        for name in DISTRIBUTIONS:
            points = {f: grid(name, f, dtype) for f in functions(name)}
            ours = jaxtypes.jit(_in_bodies(jaxtypes, getattr(stats, name), name, dtype, x64))(
                {f: [jnp.asarray(a) for a in args] for f, args in points.items()})
            theirs = jax.jit(_in_bodies(jax, getattr(jstats, name), name, dtype, x64))(points)
            for function in points:
                agree(ours[function], theirs[function], f"scan body, cond branch {name}.{function}",
                      tolerance(name, function, dtype))
            if x64:
                first = next(f for f in points if (name, f) not in NO_JAX_GRADIENT)
                _check_gradients(f"grad(jit) {name}.{first}", ours["grad"], theirs["grad"], points[first])


def _central_differences(f: Callable[..., Any], args: list[np.ndarray], h: float = 1e-6) -> list[np.ndarray]:
    out = []
    for i in range(len(args)):  # (every argument: the functions without jax gradients take all)
        up = [a + h if j == i else a for j, a in enumerate(args)]
        down = [a - h if j == i else a for j, a in enumerate(args)]
        out.append((np.asarray(f(*up)) - np.asarray(f(*down))) / (2 * h))
    return out


def _check_gradients(what: str, ours: Any, theirs: Any, args: list[np.ndarray], tol: float = 1e-6) -> None:
    """Where jax's gradient is finite in every argument at a finite point, ours equals it."""
    finite = np.all([np.isfinite(np.asarray(g)) for g in theirs], axis=0)
    finite &= np.all([np.isfinite(a) for a in args], axis=0)
    assert len(ours) == len(theirs), what
    assert finite.sum() >= 10, f"{what}: too few points with finite gradients"
    for i, (o, t) in enumerate(zip(ours, theirs)):
        agree(np.asarray(o)[finite], np.asarray(t)[finite], f"grad {what} argument {i}", tol)


def test_submodules_and_names() -> None:
    for name in DISTRIBUTIONS:
        module = importlib.import_module(f"jaxtypes.scipy.stats.{name}")
        assert getattr(stats, name) is module
        assert sorted(module.__all__) == functions(name)
        assert all(callable(getattr(module, f)) for f in module.__all__)


def test_non_array_arguments_raise_type_error() -> None:
    with pytest.raises(TypeError, match="list"):
        stats.norm.logpdf([0.5])
    with pytest.raises(TypeError, match="float16"):
        stats.norm.cdf(jnp.zeros(2, "float16"))
    with pytest.raises(ValueError, match="broadcast"):
        stats.expon.logpdf(jnp.zeros(3), jnp.zeros(2))


def _public(module: Any) -> list[str]:
    return sorted(n for n in dir(module) if not n.startswith("_") and not n.startswith("__"))


def test_every_name_of_jax_scipy_stats() -> None:
    """The same public names as jax.scipy.stats, and each distribution module's functions."""
    import types

    theirs = {n for n in _public(jstats) if isinstance(getattr(jstats, n), types.ModuleType) or callable(getattr(jstats, n))}
    assert theirs <= set(stats.__all__), sorted(theirs - set(stats.__all__))
    for name in stats.__all__:
        ours, theirs_ = getattr(stats, name), getattr(jstats, name)
        if isinstance(ours, types.ModuleType):
            assert sorted(ours.__all__) == functions(name), name
            for f in ours.__all__:
                assert list(inspect.signature(getattr(ours, f)).parameters) == list(
                    inspect.signature(getattr(theirs_, f)).parameters), (name, f, "signature")


def _both(call: Callable[[Any, Any], Any]) -> tuple[Any, Any]:
    """``call(jnp, stats)`` and ``call(jax.numpy, jax.scipy.stats)``, or the error class of each."""
    return outcome(lambda: call(jnp, stats)), outcome(lambda: call(jjnp, jstats))


def _agree_or_same_error(what: str, ours: Any, theirs: Any, tol: float) -> None:
    (value, error), (their_value, their_error) = ours, theirs
    if error is not None or their_error is not None:
        assert error is not None and their_error is not None and issubclass(error, their_error), (
            f"{what}: jaxtypes raised {error}, jax {their_error}")
        return
    for a, b in zip(jax.tree.leaves(tuple(value) if isinstance(value, tuple) else value),
                    jax.tree.leaves(tuple(their_value) if isinstance(their_value, tuple) else their_value)):
        agree(a, b, what, tol)
        assert getattr(a, "weak_type", False) == getattr(b, "weak_type", False), f"{what}: weak type"


def _multivariate_cases(rng: np.random.Generator, dtype: Any) -> dict[str, Callable[[Any, Any], Any]]:
    a = rng.normal(size=(3, 3))
    cov = (a @ a.T + np.eye(3)).astype(dtype)
    x, mean = rng.normal(size=(4, 3)).astype(dtype), rng.normal(size=3).astype(dtype)
    simplex = np.array([[0.2, 0.3, 0.5], [0.1, 0.1, 0.8], [0.5, 0.6, -0.1], [0.3, 0.3, 0.3]], dtype).T
    alpha = np.array([1.5, 2.0, 0.7], dtype)
    counts = np.array([[1, 2, 3], [0, 0, 6], [2, 2, 1]], np.int32)
    p = np.array([0.2, 0.3, 0.5], dtype)
    return {
        "mvn matrix": lambda np_, s: s.multivariate_normal.logpdf(np_.asarray(x), np_.asarray(mean), np_.asarray(cov)),
        "mvn batched cov": lambda np_, s: s.multivariate_normal.pdf(
            np_.asarray(x[:2]), np_.asarray(mean), np_.asarray(np.stack([cov, 2 * cov]))),
        "mvn scalar cov": lambda np_, s: s.multivariate_normal.logpdf(np_.asarray(x), np_.asarray(mean), 2.0),
        "mvn 0-d mean": lambda np_, s: s.multivariate_normal.logpdf(np_.asarray(x[:, 0]), 0.5, np_.asarray(cov[0, 0])),
        "mvn bad cov": lambda np_, s: s.multivariate_normal.logpdf(np_.asarray(x), np_.asarray(mean),
                                                                   np_.asarray(cov[:2, :2])),
        "dirichlet": lambda np_, s: s.dirichlet.logpdf(np_.asarray(simplex), np_.asarray(alpha)),
        "dirichlet one fewer": lambda np_, s: s.dirichlet.pdf(np_.asarray(simplex[:2]), np_.asarray(alpha)),
        "dirichlet ints": lambda np_, s: s.dirichlet.logpdf(np_.asarray(simplex[:, 0]), np_.asarray([1, 2, 3])),
        "dirichlet 2-d alpha": lambda np_, s: s.dirichlet.logpdf(np_.asarray(simplex), np_.ones((3, 3))),
        "dirichlet complex": lambda np_, s: s.dirichlet.logpdf(np_.asarray(simplex).astype("complex64"),
                                                               np_.asarray(alpha)),
        "multinomial": lambda np_, s: s.multinomial.logpmf(np_.asarray(counts), 6, np_.asarray(p)),
        "multinomial n vector": lambda np_, s: s.multinomial.pmf(np_.asarray(counts), np_.asarray([6, 6, 5]),
                                                                 np_.asarray(p)),
        "multinomial one row": lambda np_, s: s.multinomial.logpmf(np_.asarray(counts[0]), 6, np_.asarray(p)),
        "multinomial float counts": lambda np_, s: s.multinomial.logpmf(np_.asarray(counts, dtype), 6, np_.asarray(p)),
    }


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_multivariate_distributions_match_jax(x64: bool) -> None:
    """multivariate_normal (matrix, batched, scalar covariance, 0-d mean), dirichlet (full
    and one-fewer coordinates, off the simplex) and multinomial: values, dtypes, weak types
    and jax's errors, eagerly; then under jit, vmap over points and grad against jax."""
    with modes(x64, "standard"):
        dtype = np.float64 if x64 else np.float32
        tol = 1e-5 if dtype == np.float32 else 1e-11
        for what, call in _multivariate_cases(np.random.default_rng(0), dtype).items():
            _agree_or_same_error(what, *_both(call), tol)
        rng = np.random.default_rng(1)
        a = rng.normal(size=(3, 3))
        cov, x = (a @ a.T + np.eye(3)).astype(dtype), rng.normal(size=(5, 3)).astype(dtype)
        simplex = rng.dirichlet(np.ones(3), size=5).astype(dtype)

        def program(lib: Any, s: Any, vmap: Any, grad: Any) -> Callable[..., Any]:
            def run(x: Any, mean: Any, cov: Any, simplex: Any, alpha: Any) -> Any:
                mvn = lambda x, m, c: lib.sum(s.multivariate_normal.logpdf(x, m, c))  # noqa: E731
                return (vmap(s.multivariate_normal.logpdf, in_axes=(0, None, None))(x, mean, cov),
                        grad(mvn, argnums=(0, 1, 2))(x, mean, cov),
                        vmap(s.dirichlet.logpdf, in_axes=(0, None))(simplex, alpha),
                        grad(lambda a: lib.sum(s.dirichlet.logpdf(simplex.T, a)))(alpha))
            return run

        args = (x, x[0] * 0.5, cov, simplex, np.array([1.5, 2.0, 0.7], dtype))
        ours = jaxtypes.jit(program(jnp, stats, jaxtypes.vmap, jaxtypes.grad))(*[jnp.asarray(v) for v in args])
        theirs = jax.jit(program(jjnp, jstats, jax.vmap, jax.grad))(*args)
        for a_, b_ in zip(jax.tree.leaves(ours), jax.tree.leaves(theirs)):
            agree(a_, b_, "jit/vmap/grad of the multivariate distributions", tol * 10)


def _summary_data(dtype: Any) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(2)
    ties = rng.integers(0, 4, size=(5, 6)).astype(dtype)
    with_nan = ties.copy()
    with_nan[1, 2] = np.nan
    return {"ties": ties, "nan": with_nan, "int16": ties.astype(np.int16), "row": ties[0], "bool": ties > 1,
            "empty": np.zeros((0, 3), dtype)}


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_summaries_match_jax(x64: bool) -> None:
    """mode (every axis, keepdims, empty axes), rankdata (every method, along an axis, NaN
    data) and sem (both nan policies, keepdims): values, dtypes, weak types, jax's errors."""
    with modes(x64, "standard"):
        dtype = np.float64 if x64 else np.float32
        for name, data in _summary_data(dtype).items():
            axes = [None, 0] + ([1, -1] if data.ndim > 1 else [])
            for axis in axes:
                for keepdims in (False, True):
                    _agree_or_same_error(f"mode {name} axis={axis} keepdims={keepdims}", *_both(
                        lambda np_, s: s.mode(np_.asarray(data), axis=axis, keepdims=keepdims)), 0)
                    for policy in ("propagate", "omit"):
                        _agree_or_same_error(f"sem {name} axis={axis} {policy}", *_both(
                            lambda np_, s: s.sem(np_.asarray(data), axis, 1, policy, keepdims=keepdims)), 1e-6)
                for method in ("average", "min", "max", "dense", "ordinal"):
                    _agree_or_same_error(f"rankdata {name} {method} axis={axis}", *_both(
                        lambda np_, s: s.rankdata(np_.asarray(data), method, axis=axis)), 0)
        for bad in (lambda np_, s: s.mode(np_.ones(3), nan_policy="omit"),
                    lambda np_, s: s.rankdata(np_.ones(3), "middle"),
                    lambda np_, s: s.sem(np_.ones(3), nan_policy="raise"),
                    lambda np_, s: s.sem(np_.asarray(2.0)),
                    lambda np_, s: s.mode(np_.ones((2, 2)), axis=2)):
            _agree_or_same_error("bad input", *_both(bad), 0)


def test_summaries_under_jit_vmap_and_grad_match_jax() -> None:
    data = _summary_data(np.float32)["ties"]

    def program(s: Any, vmap: Any, grad: Any) -> Callable[[Any], Any]:
        def run(x: Any) -> Any:
            return (vmap(lambda row: s.rankdata(row))(x), vmap(lambda row: s.mode(row).mode)(x),
                    vmap(lambda col: s.sem(col))(x.T), grad(lambda x: s.sem(x, None))(x))
        return run

    ours = jaxtypes.jit(program(stats, jaxtypes.vmap, jaxtypes.grad))(jnp.asarray(data))
    theirs = jax.jit(program(jstats, jax.vmap, jax.grad))(data)
    for a, b in zip(jax.tree.leaves(ours), jax.tree.leaves(theirs)):
        agree(a, b, "summaries under jit/vmap/grad", 1e-6)


def test_gaussian_kde_matches_jax() -> None:
    """Every bandwidth rule, with and without weights: the fitted arrays, evaluate, logpdf,
    the integrals and resample (the same key draws the same points); a 1-D estimate;
    the estimate as a jit argument (a pytree) and its gradient in the data."""
    rng = np.random.default_rng(3)
    data, weights = rng.normal(size=(2, 40)).astype(np.float32), rng.uniform(size=40).astype(np.float32)
    points = rng.normal(size=(2, 7)).astype(np.float32)
    for bw in (None, "silverman", 0.3, lambda kde: 0.5):
        for w in (None, weights):
            ours = stats.gaussian_kde(jnp.asarray(data), bw, None if w is None else jnp.asarray(w))
            theirs = jstats.gaussian_kde(jjnp.asarray(data), bw, None if w is None else jjnp.asarray(w))
            what = f"gaussian_kde(bw_method={bw}, weights={w is not None})"
            for field in ("neff", "dataset", "weights", "covariance", "inv_cov"):
                agree(getattr(ours, field), getattr(theirs, field), f"{what}.{field}", 1e-5)
            agree(ours(jnp.asarray(points)), theirs(jjnp.asarray(points)), f"{what} evaluate", 1e-5)
            agree(ours.logpdf(jnp.asarray(points)), theirs.logpdf(jjnp.asarray(points)), f"{what} logpdf", 1e-5)
            agree(ours.integrate_gaussian(jnp.zeros(2), jnp.eye(2)),
                  theirs.integrate_gaussian(jjnp.zeros(2), jjnp.eye(2)), f"{what} integrate_gaussian", 1e-5)
            agree(ours.integrate_kde(ours), theirs.integrate_kde(theirs), f"{what} integrate_kde", 1e-5)
            agree(ours.resample(jaxtypes.random.key(1), (5,)), theirs.resample(jax.random.key(1), (5,)),
                  f"{what} resample", 1e-5)
    ours, theirs = stats.gaussian_kde(jnp.asarray(data[0])), jstats.gaussian_kde(jjnp.asarray(data[0]))
    assert (ours.d, ours.n) == (theirs.d, theirs.n) == (1, 40)
    agree(ours.integrate_box_1d(-0.5, 1.0), theirs.integrate_box_1d(-0.5, 1.0), "integrate_box_1d", 1e-5)
    agree(ours.pdf(jnp.asarray(points[0])), theirs.pdf(jjnp.asarray(points[0])), "1-D points", 1e-5)
    agree(jaxtypes.jit(lambda kde, p: kde.pdf(p))(ours, jnp.asarray(points[0])), theirs.pdf(points[0]),
          "the estimate as a jit argument", 1e-5)
    ours_grad = jaxtypes.grad(lambda d: stats.gaussian_kde(d).logpdf(jnp.asarray(points)).sum())(jnp.asarray(data))
    their_grad = jax.grad(lambda d: jstats.gaussian_kde(d).logpdf(jjnp.asarray(points)).sum())(jjnp.asarray(data))
    agree(ours_grad, their_grad, "grad in the data", 1e-4)
    for bad, error in ((lambda: stats.gaussian_kde(jnp.ones(1)), ValueError),
                       (lambda: stats.gaussian_kde(jnp.ones((2, 3)), bw_method="wide"), ValueError),
                       (lambda: stats.gaussian_kde(jnp.ones(3, "complex64")), NotImplementedError),
                       (lambda: ours.pdf(jnp.ones((3, 2))), ValueError),
                       (lambda: ours.integrate_box([0.0], [1.0]), NotImplementedError)):
        with pytest.raises(error):
            bad()
