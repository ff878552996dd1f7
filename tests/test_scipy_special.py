"""jaxtypes.scipy.special against jax.scipy.special (the oracle): every function's
values on grids holding the special points (zeros of both signs, poles, infinities,
NaN, the edges of each domain and of each approximation's region), with dtypes and weak
types, called eagerly in 64-bit mode and all together under ``jit`` of ``vmap`` in
32-bit mode; derivatives (jax's custom ones included) under ``grad``; the dtype, weak
type or error of every function for every kind of operand in both modes (``eval_shape``
on both sides); narrow floats, complex arguments and Python scalars; options; the
errors of bad arguments; and the stub generator's factorization through promotion,
sampled.

Kept cheap: jax's results come from one jitted program per mode, ours from one eager
call per function (one compiled program each) and one program per transformation."""

from __future__ import annotations

import contextlib
import itertools
import sys
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
import jaxtypes.scipy.special as sp
from tests.conftest import modes

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.numpy as jjnp  # noqa: E402
import jax.scipy.special as jsp  # noqa: E402

NAMES = sorted(n for n in dir(jsp) if not n.startswith("_"))

# -- grids --------------------------------------------------------------------------------

INF, NAN = np.inf, np.nan
REAL = np.array([-INF, -30.0, -7.25, -3.5, -3.0, -2.0, -1.5, -1.0, -0.5, -1e-3, -0.0, 0.0, 1e-3, 0.25, 0.5, 1.0,
                 1.5, 2.0, 3.0, 4.5, 7.25, 9.5, 26.0, 30.0, 150.0, INF, NAN])
POSITIVE = np.array([0.0, 1e-4, 0.1, 0.5, 1.0, 1.5, 2.0, 3.5, 4.0, 6.0, 8.0, 16.5, 40.0, 70.0, 150.0, INF, NAN])
UNIT = np.array([-0.25, 0.0, 1e-6, 0.01, 0.1, 0.135, 0.3, 0.5, 0.75, 0.9, 0.99, 0.999999, 1.0, 1.5, NAN])
COMPLEX = (np.array([-3.5, -1.0, -0.5, 0.0, 0.3, 1.0, 2.5, 6.0])[:, None]
           + 1j * np.array([-4.0, -1.0, 0.0, 0.5, 2.0, 5.0])[None, :]).ravel()
# E_n's continued fraction, computed everywhere (as in jax), converges slowly for tiny x:
# its grid starts at 0.01
EXPN_X = np.where(POSITIVE == 1e-4, 0.01, POSITIVE)


def _outer(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return a[:, None], b[None, :]


# name -> (arguments as float64 NumPy arrays or Python values, keyword arguments)
CASES: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
    **{n: ((REAL,), {}) for n in ("gammaln", "gammasgn", "gamma", "loggamma", "digamma", "erf", "erfc", "erfcx",
                                   "dawsn", "expit", "entr", "expi", "i0", "i0e", "i1", "i1e", "factorial", "sici",
                                   "fresnel", "ndtr", "log_ndtr")},
    "exp1": ((EXPN_X,), {}),
    "spence": ((np.concatenate([[-1.0], POSITIVE]),), {}),
    "ndtri": ((UNIT,), {}),
    "erfinv": ((2 * UNIT - 1,), {}),
    "logit": ((UNIT,), {}),
    "wofz": ((COMPLEX,), {}),
    "softmax": ((REAL[1:-2].reshape(4, 6),), {"axis": 1}),
    "log_softmax": ((REAL[1:-2].reshape(4, 6),), {}),
    "logsumexp": ((REAL[:-1].reshape(2, 13),), {"axis": 1}),
    "bessel_jn": ((POSITIVE[1:-2],), {"v": 4}),
    "multigammaln": ((POSITIVE[4:] + 1.0, 3), {}),
    "xlogy": (_outer(REAL, POSITIVE), {}),
    "xlog1py": (_outer(REAL, POSITIVE - 0.5), {}),
    "boxcox": (_outer(POSITIVE, np.array([-2.0, -0.5, 0.0, 0.5, 1.0, 3.0])), {}),
    "boxcox1p": (_outer(REAL, np.array([-2.0, -0.5, 0.0, 0.5, 1.0, 3.0])), {}),
    "gammainc": (_outer(POSITIVE, POSITIVE), {}),
    "gammaincc": (_outer(POSITIVE, POSITIVE), {}),
    "betaln": (_outer(POSITIVE, POSITIVE), {}),
    "beta": (_outer(REAL, REAL), {}),
    "zeta": (_outer(np.array([1.0, 1.5, 2.0, 3.0, 8.0, 30.0]), POSITIVE), {}),
    "poch": (_outer(REAL, np.array([-2.5, -1.0, 0.0, 0.5, 1.0, 3.0])), {}),
    "rel_entr": (_outer(REAL, REAL), {}),
    "kl_div": (_outer(REAL, REAL), {}),
    "expn": (_outer(np.array([-1.0, 0.0, 1.0, 2.0, 3.0, 7.0, 5000.0]), EXPN_X), {}),
    "owens_t": (_outer(REAL, REAL), {}),
    "comb": (_outer(np.array([-1.0, 0.0, 1.0, 5.0, 10.0, 30.0]), np.array([-1.0, 0.0, 2.0, 5.0, 12.0])), {}),
    "polygamma": ((np.array([0, 1, 2, 3])[:, None], POSITIVE[None, 1:]), {}),
    "betainc": ((np.array([0.5, 1.0, 3.0])[:, None, None], np.array([0.5, 2.0, 10.0])[None, :, None],
                 UNIT[None, None, :]), {}),
    "hyp1f1": ((np.array([0.0, 0.5, 2.0])[:, None, None], np.array([0.0, 1.0, 3.5])[None, :, None],
                np.array([-5.0, -0.5, 0.0, 0.5, 3.0, 20.0])[None, None, :]), {}),
    # (not b = 1.5 with a = -2, c = -1.5 at x = 1: inf times a rounded 0 there, NaN or inf by the compiler's choices)
    "hyp2f1": ((np.array([-2.0, 0.5, 1.0])[:, None, None, None], np.array([0.0, 1.25, 2.0])[None, :, None, None],
                np.array([-1.5, 0.5, 3.0, 4.5])[None, None, :, None],
                np.array([-0.9, 0.0, 0.5, 0.95, 1.0, 1.5])[None, None, None, :]), {}),
    "sph_harm_y": ((np.array([0, 1, 2, 3, 3, 2]), np.array([0, -1, 2, -3, 1, 0]),
                    np.array([0.0, 0.4, 1.0, 2.0, 2.7, 3.1]), np.array([0.0, 1.0, 2.0, 3.0, 4.5, 6.0])),
                   {"n_max": 3}),
    "bernoulli": ((12,), {}),
}
INTEGER_OPERANDS = {"polygamma": (0,), "sph_harm_y": (0, 1), "multigammaln": (1,), "bernoulli": (0,)}
# what float32 rounding leaves between two implementations of the same formulas
TOLERANCE = {"float32": 2e-5, "float64": 1e-12}
LOOSER = {"hyp2f1": 1e-4, "hyp1f1": 1e-4, "expn": 1e-4, "sph_harm_y": 1e-4, "zeta": 1e-4, "bessel_jn": 1e-4,
          "multigammaln": 1e-4, "comb": 1e-4, "beta": 1e-4, "poch": 1e-4, "loggamma": 1e-4, "gamma": 1e-4}


def _arguments(name: str, dtype: str, module: Any) -> tuple[list[Any], dict[str, Any]]:
    args, kwargs = CASES[name]
    converted = []
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray) and i not in INTEGER_OPERANDS.get(name, ()):
            kind = np.complex64 if dtype == "float32" else np.complex128
            a = a.astype(kind if a.dtype.kind == "c" else dtype)
        converted.append(module.asarray(a) if isinstance(a, np.ndarray) else a)
    return converted, kwargs


def _leaves(out: Any) -> list[Any]:
    return list(out) if isinstance(out, tuple) else [out]


def agree(ours: Any, theirs: Any, what: str, tol: float, weak: bool = True) -> None:
    for a, b in zip(_leaves(ours), _leaves(theirs), strict=True):
        if weak:
            assert a.weak_type == b.weak_type, f"{what}: weak type {a.weak_type}, jax's {b.weak_type}"
        x, y = np.asarray(a), np.asarray(b)
        assert (x.dtype, x.shape) == (y.dtype, y.shape), f"{what}: {x.dtype}{x.shape}, jax's {y.dtype}{y.shape}"
        np.testing.assert_allclose(x.astype(complex), y.astype(complex), rtol=tol, atol=tol, equal_nan=True,
                                   err_msg=what)


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


# -- the namespace ---------------------------------------------------------------------------

def test_names_are_jax_scipy_special_s() -> None:
    import jaxtypes.runtime.scipy.special as runtime

    assert NAMES == sorted(sp.__all__) == sorted(runtime.__all__)
    assert len(NAMES) == 53
    assert all(getattr(sp, n) is getattr(runtime, n) for n in NAMES)
    assert set(CASES) == set(NAMES)
    import jaxtypes.scipy

    assert jaxtypes.scipy.special is sp


def test_signatures_are_jax_s() -> None:
    """Parameter names, kinds and defaults, as ``inspect.signature`` reads them."""
    import inspect

    def parameters(fun: Callable[..., Any]) -> list[tuple[str, Any, Any]]:
        return [(p.name, p.kind, p.default) for p in inspect.signature(fun).parameters.values()]

    differ = [n for n in NAMES if parameters(getattr(sp, n)) != parameters(getattr(jsp, n))]
    assert not differ, differ


# -- values, dtypes and weak types, eagerly --------------------------------------------------

def _oracle(x64: bool) -> dict[str, Any]:
    """jax's results for every case, as one jitted program (the oracle's jit gives what
    its eager calls give, weak types included, at a fraction of their compile time)."""
    dtype = "float64" if x64 else "float32"
    with modes(x64, "standard"), quiet():
        arguments = {name: _arguments(name, dtype, jjnp)[0] for name in NAMES}

        def program(args: dict[str, list[Any]]) -> dict[str, Any]:
            out = {}
            for name in NAMES:
                operands = iter(args[name])
                full = [next(operands) if not np.isscalar(a) else a for a in CASES[name][0]]
                out[name] = getattr(jsp, name)(*full, **CASES[name][1])
            return out

        arrays = {n: [a for a in args if not np.isscalar(a)] for n, args in arguments.items()}
        return jax.jit(program)(arrays)  # type: ignore[no-any-return]


def _tolerance(name: str, dtype: str) -> float:
    return max(TOLERANCE[dtype], LOOSER.get(name, 0.0) if dtype == "float32" else 1e-9)


def test_values_dtypes_and_weak_types_eagerly_in_64_bit_mode() -> None:
    """Each function called eagerly (one compiled program each, as jax jits them) on
    float64 grids: values to 1e-9 or closer, dtypes, weak types."""
    theirs = _oracle(True)
    failures = []
    with modes(True, "standard"), quiet():
        for name in NAMES:
            args, kwargs = _arguments(name, "float64", jnp)
            try:
                agree(getattr(sp, name)(*args, **kwargs), theirs[name], name, _tolerance(name, "float64"))
            except AssertionError as error:
                failures.append(str(error))
    assert not failures, "\n\n".join(failures)


def _vmapped(name: str, args: list[Any]) -> Any:
    """``name`` on ``args`` under ``vmap``: over the leading axis of the broadcast
    operands (Python scalars unmapped); functions that reduce or need 1-d operands over
    two stacked copies of their operands."""
    fun = getattr(sp, name)
    kwargs = CASES[name][1]
    if name in ("softmax", "log_softmax", "logsumexp", "sph_harm_y"):
        stacked = [jnp.stack([a, a]) for a in args]
        return jaxtypes.vmap(lambda *a: fun(*a, **kwargs))(*stacked)
    arrays = [a for a in args if not np.isscalar(a)]
    shape = np.broadcast_shapes(*(a.shape for a in arrays))
    operands = [a if np.isscalar(a) else jnp.broadcast_to(a, shape) for a in args]
    axes = tuple(None if np.isscalar(a) else 0 for a in operands)
    out = jaxtypes.vmap(lambda *a: fun(*a, **kwargs), in_axes=axes)(*operands)
    return jnp.moveaxis(out, 0, 1) if name == "bessel_jn" else out


def test_values_under_jit_of_vmap_in_32_bit_mode() -> None:
    """Every function under ``vmap`` (see ``_vmapped``), all in one ``jit``, on float32
    grids: the values, dtypes and weak types jax computes unbatched."""
    theirs = _oracle(False)
    with modes(False, "standard"), quiet():
        arguments = {name: _arguments(name, "float32", jnp)[0] for name in NAMES if name != "bernoulli"}
        arrays = {n: [a for a in args if not np.isscalar(a)] for n, args in arguments.items()}

        def program(given: dict[str, list[Any]]) -> dict[str, Any]:
            out = {}
            for name, args in arguments.items():
                operands = iter(given[name])
                out[name] = _vmapped(name, [a if np.isscalar(a) else next(operands) for a in args])
            return out

        ours = jaxtypes.jit(program)(arrays)
        ours["bernoulli"] = jaxtypes.jit(lambda: sp.bernoulli(12))()
    failures = []
    for name in NAMES:
        expected = theirs[name]
        if name in ("softmax", "log_softmax", "logsumexp", "sph_harm_y"):
            expected = tuple(jjnp.stack([t, t]) for t in _leaves(expected))
            expected = expected if isinstance(theirs[name], tuple) else expected[0]
        try:
            agree(ours[name], expected, f"jit(vmap({name}))", _tolerance(name, "float32"))
        except AssertionError as error:
            failures.append(str(error))
    assert not failures, "\n\n".join(failures)


def test_narrow_floats_and_complex_arguments() -> None:
    """float16 and bfloat16 kept (computed in float32 where jax does), complex
    arguments of the functions that take them, Python scalars (weak results)."""
    bf16 = jnp.bfloat16.dtype
    calls: list[tuple[str, Callable[[Any, Any, Any], Any]]] = [
        ("erfcx f16", lambda s, n, d: s.erfcx(n.asarray(REAL[1:-1], np.float16))),
        ("dawsn bf16", lambda s, n, d: s.dawsn(n.asarray(REAL[1:-1]).astype(bf16))),
        ("fresnel f16", lambda s, n, d: s.fresnel(n.asarray(REAL[1:-1], np.float16))),
        ("gammaln bf16", lambda s, n, d: s.gammaln(n.asarray(POSITIVE).astype(bf16))),
        ("xlogy f16 bf16", lambda s, n, d: s.xlogy(n.asarray(REAL, np.float16), n.asarray(REAL).astype(bf16))),
        ("gamma complex", lambda s, n, d: s.gamma(n.asarray(COMPLEX, np.complex64))),
        ("loggamma complex", lambda s, n, d: s.loggamma(n.asarray(COMPLEX, np.complex64))),
        ("erfcx complex", lambda s, n, d: s.erfcx(n.asarray(COMPLEX, np.complex64))),
        ("expit complex", lambda s, n, d: s.expit(n.asarray(COMPLEX, np.complex64))),
        ("xlogy complex", lambda s, n, d: s.xlogy(n.asarray(COMPLEX, np.complex64), 2.0)),
        ("wofz real", lambda s, n, d: s.wofz(n.asarray(REAL, np.float32))),
        ("owens_t complex", lambda s, n, d: s.owens_t(n.asarray(COMPLEX[:6], np.complex64), 0.5)),
        ("logsumexp complex", lambda s, n, d: s.logsumexp(n.asarray(COMPLEX, np.complex64))),
        ("gammaln int", lambda s, n, d: s.gammaln(n.arange(1, 6))),
        ("scalars", lambda s, n, d: (s.gammaln(2.5), s.logit(0.3), s.xlogy(2.0, 3), s.rel_entr(0.5, 0.25),
                                     s.kl_div(1.0, 2.0), s.erf(1), s.beta(2.0, 3.0), s.expn(2, 1.5))),
    ]
    failures = []
    with quiet():
        for what, call in calls:
            try:
                theirs = jax.jit(lambda call=call: call(jsp, jjnp, None))()
                agree(call(sp, jnp, None), theirs, what, 6e-3 if "16" in what else 2e-5)
            except AssertionError as error:
                failures.append(str(error))
    assert not failures, "\n\n".join(failures)


def test_options() -> None:
    x = REAL[1:-2].reshape(4, 6).astype(np.float32)
    sign = np.sign(x)
    calls: dict[str, Callable[[Any, Any, Any], Any]] = {
        "logsumexp b": lambda s, n, a: s.logsumexp(a, axis=0, b=n.asarray(sign)),
        "logsumexp sign": lambda s, n, a: s.logsumexp(a, b=n.asarray(sign), return_sign=True),
        "logsumexp keepdims where": lambda s, n, a: s.logsumexp(a, axis=(0, 1), keepdims=True, where=a > -2),
        "softmax all axes": lambda s, n, a: s.softmax(a),
        "log_softmax axis": lambda s, n, a: s.log_softmax(a, axis=(0,)),
        "comb repetition": lambda s, n, a: s.comb(n.asarray([0.0, 3.0, 5.0, -1.0]), n.asarray([0.0, 2.0, 3.0, 1.0]),
                                                  repetition=True),
        "log_ndtr order 0": lambda s, n, a: s.log_ndtr(a * 5, series_order=0),
        "log_ndtr order 10": lambda s, n, a: s.log_ndtr(a * 5, series_order=10),
        "bessel_jn iterations": lambda s, n, a: s.bessel_jn(n.abs(a) + 1, v=2, n_iter=30),
        "sph_harm_y scalar theta": lambda s, n, a: s.sph_harm_y(n.asarray([2]), n.asarray([1]), 0.5,
                                                                n.asarray([0.3])),
        "sph_harm_y clipped": lambda s, n, a: s.sph_harm_y(n.asarray([1, 4]), n.asarray([1, 2]),
                                                           n.asarray([0.5, 1.0]), n.asarray([0.3, 0.2]), n_max=2),
        "factorial inexact": lambda s, n, a: s.factorial(n.asarray([0, 3, 7, -2])),
        "bernoulli small": lambda s, n, a: (s.bernoulli(0), s.bernoulli(1), s.bernoulli(2), s.bernoulli(3)),
    }
    failures = []
    with quiet():
        for what, call in calls.items():
            try:
                agree(call(sp, jnp, jnp.asarray(x)), call(jsp, jjnp, jjnp.asarray(x)), what, 1e-4)
            except AssertionError as error:
                failures.append(str(error))
    assert not failures, "\n\n".join(failures)


# -- grad, as one program per side --------------------------------------------------------------

# (function, points of each operand, which operands to differentiate): away from the
# poles and branch points, where jax's and these derivatives are both defined
GRADIENTS: dict[str, tuple[Callable[..., Any], tuple[np.ndarray, ...], tuple[int, ...]]] = {}
_X = np.array([-2.7, -0.6, 0.3, 0.9, 1.7, 3.2, 6.5])
_P = np.array([0.05, 0.3, 0.5, 0.8, 0.97])
_Q = np.array([0.2, 0.7, 1.3, 2.6, 5.0, 11.0])
for _name in ("gammaln", "digamma", "erf", "erfc", "erfcx", "dawsn", "expit", "i0", "i0e", "i1", "i1e", "expi",
              "sici", "fresnel", "ndtr", "log_ndtr", "gamma", "gammasgn", "owens_t"):
    GRADIENTS[_name] = (lambda f, x: f(x), (_X,), (0,))
GRADIENTS["owens_t"] = (lambda f, h, a: f(h, a), (_X, _X[::-1]), (0, 1))
for _name in ("exp1", "factorial", "loggamma", "entr", "spence"):
    GRADIENTS[_name] = (lambda f, x: f(x), (_Q,), (0,))
for _name in ("ndtri", "logit", "erfinv"):
    GRADIENTS[_name] = (lambda f, x: f(x), (_P,), (0,))
for _name in ("xlogy", "xlog1py", "gammainc", "gammaincc", "betaln", "beta", "zeta", "poch", "rel_entr", "kl_div",
              "boxcox", "boxcox1p", "comb"):
    GRADIENTS[_name] = (lambda f, a, b: f(a, b), (_Q + 1.0, _Q[::-1]), (0, 1))
GRADIENTS.update({
    "wofz": (lambda f, x, y: f(x + 1j * y).real + f(x + 1j * y).imag, (_X[:6], _Q), (0, 1)),
    "expn": (lambda f, x: f(3.0, x), (_Q,), (0,)),
    "polygamma": (lambda f, x: f(2, x), (_Q,), (0,)),
    "multigammaln": (lambda f, x: f(x, 3), (_Q + 2.0,), (0,)),
    "betainc": (lambda f, x: f(1.5, 2.5, x), (_P,), (0,)),
    "hyp1f1": (lambda f, a, b, x: f(a, b, x), (_P, _Q[:5], _X[:5]), (0, 1, 2)),
    "hyp2f1": (lambda f, a, b, c, x: f(a, b, c, x), (_P, _Q[:5], _Q[1:6] + 1.0, _P - 0.5), (0, 1, 2, 3)),
    "softmax": (lambda f, x: f(x) * np.arange(7.0), (_X,), (0,)),
    "log_softmax": (lambda f, x: f(x) * np.arange(7.0), (_X,), (0,)),
    "logsumexp": (lambda f, x, b: f(x, b=b), (_X, _X[::-1] + 3.0), (0, 1)),
    "bessel_jn": (lambda f, x: f(x, v=2, n_iter=30), (_Q[2:],), (0,)),
})


def _gradient_program(special: Any) -> Callable[..., Any]:
    lib = jaxtypes if special is sp else jax

    def program(points: dict[str, list[Any]]) -> dict[str, Any]:
        out = {}
        for name, (call, _, wrt) in GRADIENTS.items():
            fun = getattr(special, name)

            def total(*args: Any, call: Any = call, fun: Any = fun) -> Any:
                return sum(leaf.sum() for leaf in _leaves(call(fun, *args)))

            out[name] = lib.grad(total, argnums=wrt)(*points[name])
        return out

    return program


@pytest.mark.parametrize("x64", [True], ids=["x64"])
def test_derivatives_under_grad_and_jit(x64: bool) -> None:
    with modes(x64, "standard"), quiet():
        ours = jaxtypes.jit(_gradient_program(sp))({n: [jnp.asarray(p) for p in case[1]]
                                                     for n, case in GRADIENTS.items()})
        theirs = jax.jit(_gradient_program(jsp))({n: [jjnp.asarray(p) for p in case[1]]
                                                  for n, case in GRADIENTS.items()})
    failures = []
    for name in GRADIENTS:
        for i, (a, b) in enumerate(zip(ours[name], theirs[name], strict=True)):
            try:
                agree(a, b, f"grad {name} (operand {i})", 1e-7, weak=False)
            except AssertionError as error:
                failures.append(str(error))
    assert not failures, "\n\n".join(failures)
    assert set(GRADIENTS) == set(NAMES) - {"bernoulli", "sph_harm_y"}  # (jax differentiates neither)


def test_custom_derivatives_where_the_plain_ones_are_undefined() -> None:
    """xlogy and xlog1py at x = 0, entr at 0, logsumexp with an infinite term: jax's
    custom rules, not NaN."""
    zeros = np.zeros(3)
    calls: dict[str, Callable[[Any, Any], Any]] = {
        "xlogy at 0": lambda s, lib: lib.grad(lambda x: s.xlogy(x, x).sum())(zeros + 0.0),
        "xlog1py at 0, -1": lambda s, lib: lib.grad(lambda x: s.xlog1py(x, x - 1.0).sum())(zeros + 0.0),
        "logsumexp with -inf": lambda s, lib: lib.grad(lambda x: s.logsumexp(x))(np.array([-np.inf, 0.0, 1.0])),
        "erfcx far out": lambda s, lib: lib.grad(lambda x: s.erfcx(x).sum())(np.array([12.0, 30.0, 1e4])),
        "log_ndtr far out": lambda s, lib: lib.grad(lambda x: s.log_ndtr(x).sum())(np.array([-40.0, -12.0, 9.0])),
        "softmax jvp": lambda s, lib: lib.jvp(lambda x: s.softmax(x), (np.arange(4.0),), (np.ones(4),))[1],
    }
    with modes(True, "standard"), quiet():
        for what, call in calls.items():
            agree(call(sp, jaxtypes), call(jsp, jax), what, 1e-12, weak=False)


# -- dtypes, weak types and errors for every kind of operand --------------------------------------

_STRONG = ("bool", "int16", "uint32", "int64", "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
           "float8_e4m3fn")


def _operand_kinds() -> list[tuple[str, Callable[[Any], Any]]]:
    """(label, make(library)) for each kind: strong arrays, weak arrays of rank 0 and 1,
    Python scalars."""
    kinds: list[tuple[str, Callable[[Any], Any]]] = []
    for name in _STRONG:
        kinds.append((name, lambda lib, n=name: lib.ShapeDtypeStruct((3,), _canonical(lib, n))))
    for name, t in (("int", int), ("float", float), ("complex", complex)):
        for shape in ((), (3,)):
            kinds.append((f"weak {name}{list(shape)}", lambda lib, t=t, s=shape: lib.ShapeDtypeStruct(
                s, _canonical(lib, t), weak_type=True)))
    for value in (True, 2, 2.5, 2.5j):
        kinds.append((f"python {type(value).__name__}", lambda lib, v=value: v))
    return kinds


def _canonical(lib: Any, dtype: Any) -> Any:
    if lib is jaxtypes:
        return jaxtypes.dtypes.canonicalize_dtype(dtype)
    return jax.dtypes.canonicalize_dtype(jjnp.dtype(dtype) if isinstance(dtype, str) else dtype)


def _abstract(lib: Any, fun: Callable[..., Any], *args: Any) -> Any:
    try:
        out = lib.eval_shape(fun, *args)
    except Exception as error:  # noqa: BLE001  (the class is compared with jax's)
        return type(error)
    return tuple((np.dtype(o.dtype).name, bool(o.weak_type), tuple(o.shape)) for o in _leaves(out))


_ONE = [n for n in NAMES if len(CASES[n][0]) == 1 and n not in INTEGER_OPERANDS] + ["multigammaln"]
_REST = {"multigammaln": (3,)}  # the further (static) arguments of a function of one array
_TWO = [n for n in NAMES if len(CASES[n][0]) == 2 and n not in ("multigammaln",)]
# pairs of kinds per mode: in 64-bit mode, those whose meaning changes with it
_PAIR_KINDS = {False: ("int16", "float16", "float32", "complex64", "weak float[]", "weak float[3]", "python float"),
               True: ("int16", "float32", "float64", "weak float[]", "weak float[3]", "python int", "python float")}


def _error_kind(outcome: Any) -> Any:
    """jax's TracerError-like classes are TypeErrors; our NotImplementedError and
    ValueError are matched exactly."""
    if isinstance(outcome, type):
        for base in (NotImplementedError, ValueError, TypeError, OverflowError):
            if issubclass(outcome, base):
                return base.__name__
        return outcome.__name__
    return outcome


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_every_kind_of_operand_as_jax(x64: bool) -> None:
    kinds = dict(_operand_kinds())
    # in 64-bit mode, the kinds whose meaning changes with the mode (the narrower dtypes' does not);
    # without it, no 64-bit ones (they are the 32-bit ones then)
    wide = ("int64", "float64", "complex128")
    if x64:
        one_kinds = {k: v for k, v in kinds.items() if k.startswith(("weak", "python")) or k in (*wide, "float32")}
    else:
        one_kinds = {k: v for k, v in kinds.items() if k not in wide}
    failures = []
    with modes(x64, "standard"), quiet():
        for name in _ONE:
            kwargs = CASES[name][1]
            for label, make in one_kinds.items():
                rest = _REST.get(name, ())
                outcomes = [_error_kind(_abstract(lib, lambda x, f=getattr(m, name), r=rest: f(x, *r, **kwargs),
                                                  make(lib)))
                            for lib, m in ((jaxtypes, sp), (jax, jsp))]
                if outcomes[0] != outcomes[1]:
                    failures.append(f"{name}({label}): {outcomes[0]}, jax {outcomes[1]}")
        for name in _TWO:
            for a, b in itertools.product(_PAIR_KINDS[x64], repeat=2):
                outcomes = [_error_kind(_abstract(lib, getattr(m, name), kinds[a](lib), kinds[b](lib)))
                            for lib, m in ((jaxtypes, sp), (jax, jsp))]
                if outcomes[0] != outcomes[1]:
                    failures.append(f"{name}({a}, {b}): {outcomes[0]}, jax {outcomes[1]}")
        for name in ("betainc", "hyp1f1", "hyp2f1"):
            arity = len(CASES[name][0])
            for chosen in ("float16", "float32", "weak float[]", "weak float[3]", "python float", "int16",
                           "complex64"):
                for position in range(arity):
                    args = ["python float"] * arity
                    args[position] = chosen
                    outcomes = [_error_kind(_abstract(lib, getattr(m, name), *(kinds[k](lib) for k in args)))
                                for lib, m in ((jaxtypes, sp), (jax, jsp))]
                    if outcomes[0] != outcomes[1]:
                        failures.append(f"{name}{tuple(args)}: {outcomes[0]}, jax {outcomes[1]}")
    assert not failures, "\n".join(failures)


# -- bad arguments --------------------------------------------------------------------------------

BAD: dict[str, Callable[[Any, Any], Any]] = {
    "factorial exact": lambda s, n: s.factorial(n.asarray([3.0]), exact=True),
    "zeta without q": lambda s, n: s.zeta(n.asarray([2.0])),
    "polygamma float order": lambda s, n: s.polygamma(n.asarray([1.0]), n.asarray([2.0])),
    "log_ndtr order type": lambda s, n: s.log_ndtr(n.asarray([1.0]), series_order=2.0),
    "log_ndtr order negative": lambda s, n: s.log_ndtr(n.asarray([1.0]), series_order=-1),
    "log_ndtr order too large": lambda s, n: s.log_ndtr(n.asarray([1.0]), series_order=31),
    "ndtr of integers": lambda s, n: s.ndtr(n.asarray([1, 2])),
    "ndtri of float16": lambda s, n: s.ndtri(n.asarray([0.5], np.float16)),
    "spence of integers": lambda s, n: s.spence(n.asarray([1, 2])),
    "bernoulli negative": lambda s, n: s.bernoulli(-1),
    "bessel_jn complex": lambda s, n: s.bessel_jn(n.asarray([1j]), v=2),
    "sph_harm_y diff_n": lambda s, n: s.sph_harm_y(n.asarray([1]), n.asarray([0]), n.asarray([0.5]),
                                                   n.asarray([0.5]), diff_n=1),
    "gammaln of a list": lambda s, n: s.gammaln([1.0, 2.0]),
    "xlogy of a string": lambda s, n: s.xlogy("a", n.asarray([1.0])),
    "beta of complex": lambda s, n: s.beta(n.asarray([1j]), 2.0),
    "fresnel of complex": lambda s, n: s.fresnel(n.asarray([1j])),
    "logsumexp bad axis": lambda s, n: s.logsumexp(n.ones((2, 3)), axis=2),
    "gammainc shapes": lambda s, n: s.gammainc(n.ones(3), n.ones(4)),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_arguments_raise_jax_s_error_class(case: str) -> None:
    with quiet():
        with pytest.raises(Exception) as theirs:
            BAD[case](jsp, jjnp)
        with pytest.raises(Exception) as ours:
            BAD[case](sp, jnp)
    assert _error_kind(ours.type) == _error_kind(theirs.type), (case, ours.value, theirs.value)
    assert str(ours.value), case


def test_concrete_arguments_are_required_under_jit() -> None:
    with pytest.raises(TypeError):
        jaxtypes.jit(lambda d: sp.multigammaln(jnp.ones(2) * 3.0, d))(3)
    with pytest.raises(TypeError):
        jaxtypes.jit(lambda n: sp.bernoulli(n))(3)


# -- the stub generator's factorization ------------------------------------------------------------

def test_the_stub_tables_are_what_the_functions_give_whole() -> None:
    """stubs/_scipy_special.py runs each function on promoted keys (and on the lattice's
    promotion of each operand class): here a sample of classes and pairs runs whole,
    and each answer must be the table's; the reused jaxtypes.numpy families' tables are
    the functions' own."""
    stubs = Path(__file__).resolve().parents[1] / "stubs"
    sys.path.insert(0, str(stubs))
    try:
        import _scipy_special as gen
    finally:
        sys.path.remove(str(stubs))
    classes = gen.input_classes()
    rng = np.random.default_rng(7)
    failures = []
    sampled = ("gammaln", "logit", "wofz", "ndtr", "logsumexp", "softmax", "xlogy", "gammainc", "rel_entr", "beta",
               "owens_t", "comb", "polygamma")
    for function in [f for f in gen.UNARY + gen.BINARY if f.name in sampled]:
        variant = function.variants[0]
        call = function.call(variant)
        cells = gen.table(call, function.arity, function.promote, function.accepts)
        combos = list(itertools.product(range(len(classes)), repeat=function.arity))
        picks = [combos[i] for i in rng.choice(len(combos), size=min(len(combos), 8), replace=False)]
        for combo in picks:
            found = []
            for x64 in (False, True):
                with jaxtypes.enable_x64(x64):
                    found.append(gen.union([gen.evaluate(call, *(m() for m in makers)) for makers in
                                            itertools.product(*(classes[i].makers for i in combo))]))
            whole = gen.mode_answer(found[0], found[1], function.name) if function.accepts(combo) else None
            if whole != cells.get(combo):
                failures.append(f"{function.name}{[classes[i] .node + '/' + classes[i].form for i in combo]}: "
                                f"whole {whole}, table {cells.get(combo)}")
        family = gen.reused_family(function) if function.arity == 2 else None
        if family is not None:
            assert cells == gen.family_table(next(f for f, c in gen.REUSABLE.items() if c == family))
        for combo in picks[:4]:
            if function.promote is not None:
                for makers in itertools.product(*(classes[i].makers for i in combo)):
                    values = [m() for m in makers]
                    traced, read = gen.traced_key(function.promote, values), gen.lattice_key(function.promote, values)
                    if traced != read:
                        failures.append(f"promoting {values}: traced {traced}, read off the lattice {read}")
    assert not failures, "\n".join(failures)
    reused = {f.name: gen.reused_family(f) for f in gen.BINARY}
    assert reused["xlogy"] == "_Overloads_divide" and reused["gammainc"] == "_Overloads_nextafter"
    assert reused["expn"] == "_Overloads_hypot"
    numpy_stub = (stubs / "numpy.pyi").read_text()
    for name in set(gen.REUSABLE.values()):
        assert f"\nclass {name}:" in numpy_stub, name
