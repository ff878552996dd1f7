"""jaxtypes.scipy.stats against jax.scipy.stats: for every distribution function, values
(inside and outside the support, special values), dtypes and weak types for every kind
of input, jax's error where it raises one; under ``jit``, ``vmap`` and ``grad``; in both
64-bit modes. Many points go through one call per function to keep compiles few."""

from __future__ import annotations

import importlib
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
ANGLES = [-1.0, 0.0, 0.5, 3.0, 6.0, 7.0]
# each distribution: its point arguments, then (name, values) for each shape parameter
# (loc and scale follow when the signature has them), its grid for the first argument
DISTRIBUTIONS: dict[str, dict[str, Any]] = {
    "norm": dict(shapes=[], loc_scale=True),
    "expon": dict(shapes=[], loc_scale=True),
    "laplace": dict(shapes=[], loc_scale=True),
    "logistic": dict(shapes=[], loc_scale=True),
    "cauchy": dict(shapes=[], loc_scale=True),
    "uniform": dict(shapes=[], loc_scale=True),
    "gumbel_l": dict(shapes=[], loc_scale=True),
    "gumbel_r": dict(shapes=[], loc_scale=True),
    "t": dict(shapes=[[0.7, 3.0, 30.0]], loc_scale=True),
    "chi2": dict(shapes=[[0.5, 3.0, 10.0]], loc_scale=True),
    "gamma": dict(shapes=[[0.5, 2.0, 9.0]], loc_scale=True),
    "beta": dict(shapes=[[0.5, 2.0, -1.0], [1.5, 0.7, 3.0]], loc_scale=True, x=[-0.5, 0.0, 0.1, 0.5, 0.9, 1.0, 2.0]),
    "pareto": dict(shapes=[[0.5, 2.0, 5.0]], loc_scale=True, x=[0.5, 1.0, 1.5, 3.0, 40.0]),
    "gennorm": dict(shapes=[[0.5, 1.0, 2.0, 8.0]], loc_scale=False),
    "truncnorm": dict(shapes=[[-1.0, 0.5, -np.inf], [1.0, 3.0, 0.5]], loc_scale=True),
    "vonmises": dict(shapes=[[0.5, 4.0, 60.0, -1.0]], loc_scale=False, x=ANGLES),
    "wrapcauchy": dict(shapes=[[0.2, 0.9, 0.0, 1.5]], loc_scale=False, x=ANGLES),
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


def grid(name: str, function: str, dtype: Any) -> list[np.ndarray]:
    """Every combination of the first argument's points with the parameters' values, as
    flat arrays of ``dtype`` (one call covers them all)."""
    spec = DISTRIBUTIONS[name]
    first = Q if function in ("ppf", "isf") else spec.get("x", X)
    axes = [first, *spec["shapes"]] + ([LOCS, SCALES] if spec["loc_scale"] else [])
    mesh = np.meshgrid(*[np.asarray(a, np.float64) for a in axes], indexing="ij")
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
    spec = DISTRIBUTIONS[name]
    first = 0.3 if function in ("ppf", "isf") else (spec.get("x") or [0.5])[2 if "x" in spec else 0]
    return [first] + [s[0] for s in spec["shapes"]]


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
    ("truncnorm", f) for f in functions("truncnorm")} | {("uniform", "cdf")}


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
