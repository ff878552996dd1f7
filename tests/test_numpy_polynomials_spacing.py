"""Differential tests: ``polyint``, ``polydiv``, ``polyfit``, ``poly``, ``roots``,
``logspace``, ``geomspace`` and ``gradient`` of ``jaxtypes.numpy`` against ``jax.numpy``
on real XLA.

Each in both 64-bit modes over the dtypes (every dtype of the mode through every
function; pairs of dtypes spread over them with ``pick``), with its options: the order
and constants of ``polyint``; ``trim_leading_zeros``, short dividends and zero leading
divisors of ``polydiv``; degrees, ``rcond``, ``full``, ``w``, ``cov`` (and "unscaled")
and 2-D ``y`` of ``polyfit``; roots, matrices and empty input of ``poly``; leading and
trailing zeros, ``strip_zeros`` of ``roots``; ``num``, ``endpoint``, ``base``, ``dtype``
and ``axis`` with array bounds of ``logspace`` and ``geomspace`` (negative, complex, zero
and mixed-sign bounds); spacings (scalars, coordinates, one per axis), ``axis`` and
special values of ``gradient``. Weak, NumPy and Python operands; the errors (jax's
classes), under ``jit`` those of the functions that need concrete data. Then each under
``jit(vmap(...))``, and all of them in a ``scan`` body and a ``cond`` branch under
``grad(jit(...))`` and ``vmap(jit(...))`` (float64).

Tolerances: ``polyfit`` and ``roots`` go through LAPACK (SVD, eigenvalues) and compare
at a few hundred units in the last place of their dtype; ``logspace`` and ``geomspace``
raise ``base`` to exponents from ``linspace``, and an exponent one step apart in a
16-bit float (jaxtypes rounds each exponent once, jax computes them in the 16-bit dtype)
is a power several steps apart, so those compare at a few percent (bfloat16) and
1% (float16).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

import jax.numpy as jjnp  # noqa: E402
import numpy as np  # noqa: E402

import jaxtypes  # noqa: E402
import jaxtypes.numpy as jnp  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.numpy_oracle import (  # noqa: E402
    Checker, Host, assert_jax_signatures, dtype, kind, live_dtypes, sample, weak,
)
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, check_jit_of_vmap, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
NAMES = ["polyint", "polydiv", "polyfit", "poly", "roots", "logspace", "geomspace", "gradient"]

# Relative tolerances (to max(|expected|, 1)) by result dtype; None: numpy_oracle's.
LAPACK_TOL = {"float16": 2e-2, "bfloat16": 2e-2, "float32": 2e-4, "complex64": 2e-4, "float64": 1e-10,
              "complex128": 1e-10}
POWER_TOL = {"float16": 1e-2, "bfloat16": 5e-2, "float32": 1e-5, "complex64": 1e-5}


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return getattr(jnp, name), getattr(jjnp, name)


def operand(dt: str, shape: tuple[int, ...], *key: object, domain: str = "small") -> Host:
    return Host(sample(dt, shape, seed("polynomials", dt, shape, *key), domain))


def leading(dt: str, shape: tuple[int, ...], *key: object) -> Host:
    """Coefficients with a leading one (a divisor, a polynomial of full degree)."""
    values = sample(dt, shape, seed("leading", dt, shape, *key), "small")
    values[0] = 1
    return Host(values)


def bounds(dt: str) -> tuple[Host, Host]:
    """Two 0-d exponents of ``dt`` within [-1, 2] (their powers stay comparable in 16 bits)."""
    low, high = {"bool": (0, 1), "uint": (0, 2), "int": (-1, 2), "float": (-0.7, 1.9),
                 "complex": (0.5 - 0.3j, 1.7 + 0.4j)}[kind(dt)]
    return Host(np.asarray(low).astype(dtype(dt))), Host(np.asarray(high).astype(dtype(dt)))


def fit_tol(dt: str) -> float | None:
    return LAPACK_TOL.get(dt)


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(NAMES)


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_dtypes(x64: bool) -> None:
    """Every dtype of the mode through each function, and pairs of dtypes through the
    functions of several operands: result dtypes, weak types, values, and the errors of
    the dtypes a function refuses (16-bit floats in LAPACK, integer x without rcond)."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        wide = "float64" if x64 else "float32"
        points = Host(np.linspace(-1.0, 2.0, 6).astype(wide))
        for i, dt in enumerate(dts):
            p, v = leading(dt, (4,), "p"), leading(dt, (2,), "v")
            check("polyint", *funcs("polyint"), p)
            check("polyint m=0", *funcs("polyint"), p, 0)
            check("polydiv", *funcs("polydiv"), p, v)
            check("poly", *funcs("poly"), operand(dt, (3,), "roots"))
            if i % 4 == 1:  # (stripping zeros needs concrete data: jax runs eagerly, which is slow)
                check("roots", *funcs("roots"), p, eager=True, tol=fit_tol(dt))
            else:  # (jax refuses 16-bit floats lowering, not tracing: run it eagerly)
                check("roots nostrip", *funcs("roots"), operand(dt, (4,), "nostrip"), strip_zeros=False,
                      tol=fit_tol(dt), eager=dt in ("float16", "bfloat16"))
            check("polyfit y", *funcs("polyfit"), points, operand(dt, (6,), "y"), 2,
                  tol=fit_tol(wide if kind(dt) != "complex" else dt))
            if kind(dt) != "complex":  # (complex x: test_options)
                x = Host(np.array([0, 1, 2, 3, 5, 6]).astype(dtype(dt)))
                check("polyfit x", *funcs("polyfit"), x, points, 1, tol=fit_tol(dt))  # (integers: no default rcond)
            start, stop = bounds(dt)
            check("logspace", *funcs("logspace"), start, stop, 4, tol=POWER_TOL.get(dt, 1e-5))
            check("logspace dtype", *funcs("logspace"), 0.3, 2.1, 4, dtype=dt, tol=POWER_TOL.get(dt))
            low = Host(np.asarray(1.5 if kind(dt) != "bool" else 1).astype(dtype(dt)))
            high = Host(np.asarray(3).astype(dtype(dt)))
            check("geomspace", *funcs("geomspace"), low, high, 3, tol=POWER_TOL.get(dt))
            check("geomspace dtype", *funcs("geomspace"), 1.5, 310.5, 4, dtype=dt, tol=POWER_TOL.get(dt))
            check("gradient", *funcs("gradient"), operand(dt, (4,), "f"))
        check("polyfit x rcond", *funcs("polyfit"), Host(np.array([0, 1, 2, 3, 5, 6], "int8")), points, 1, 1e-6,
              tol=fit_tol(wide))
        for k, dt in enumerate(dts):
            other = pick(dts, 2 * k + 1, 1)[0]
            p, q = leading(dt, (4,), "pa"), leading(other, (2,), "pb")
            check("polyint k", *funcs("polyint"), p, 2, q)
            check("polydiv", *funcs("polydiv"), p, q)
            w = Host(np.abs(sample(other, (6,), seed("w", other), "small")) + np.array(1).astype(dtype(other)))
            check("polyfit w", *funcs("polyfit"), points, operand(dt, (6,), "yw"), 1, w=w, tol=1e-9 if x64 else 1e-4)
            f = operand(dt, (4,), "fa")
            check("gradient h", *funcs("gradient"), f, Host(np.asarray(2).astype(dtype(other))))
            if kind(other) != "bool":  # (distinct coordinates)
                check("gradient x", *funcs("gradient"), f, Host(np.array([0, 1, 3, 4]).astype(dtype(other))))
            check("logspace pair", *funcs("logspace"), bounds(dt)[0], bounds(other)[1], 3, tol=5e-2)
            check("geomspace pair", *funcs("geomspace"), Host(np.asarray(2).astype(dtype(dt))),
                  Host(np.asarray(3).astype(dtype(other))), 3, tol=5e-2)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_options(x64: bool) -> None:
    """Each function's options on floats of the mode (and complex data). The cases of
    each list are shared out between the two modes (each case costs compiles)."""
    def share(cases: tuple[Any, ...]) -> tuple[Any, ...]:
        return cases[int(x64)::2]

    check = Checker()
    with modes(x64, "standard"):
        wide, cplx = ("float64", "complex128") if x64 else ("float32", "complex64")
        lapack, cplx_tol = fit_tol(wide), fit_tol(cplx)
        p = operand(wide, (5,), "p", domain="any")
        for args, options in share((
                ((), {}), ((2,), {}), ((3, 1.5), {}), ((2, Host(np.array([1.0, -2.0], wide))), {}),
                ((2, Host(np.array([4.0], wide))), {}), ((1, Host(np.ones((1, 1), wide))), {}), ((0,), {}),
                ((0, 3.0), {}), ((), {"k": weak(2)}), ((1, 1j), {}))):
            check("polyint", *funcs("polyint"), p, *args, **options)
        check("polyint empty", *funcs("polyint"), Host(np.zeros(0, wide)), 2)
        check("polyint complex", *funcs("polyint"), operand(cplx, (3,), "pc", domain="any"), 2, 1j)
        u, v = operand(wide, (4,), "u", domain="any"), operand(wide, (2,), "v", domain="any")
        exact = Host(np.convolve(v.value, [1.0, -2.0, 0.5]).astype(wide))  # divisible by v: the remainder vanishes
        division_tol = None if x64 else 1e-5
        for a, b in share(((u, v), (v, u), (u, Host(v.value[:1])), (exact, v), (Host(np.zeros(0, wide)), v),
                           (u, Host(np.array([0.0, 1.0], wide))), (Host(np.array([0.0, 0.0, 3.0, 1.0], wide)), v),
                           (u, Host(np.array([2.0, 1.0, -1.0], wide))))):
            check("polydiv", *funcs("polydiv"), a, b, tol=division_tol)
        for a, b in ((u, v), (exact, v)) if x64 else ((v, u),):  # (exact: every entry of the remainder goes)
            check("polydiv trim", *funcs("polydiv"), a, b, trim_leading_zeros=True, eager=True, tol=division_tol)
        check("polydiv complex", *funcs("polydiv"), operand(cplx, (4,), "uc", domain="any"), v, tol=1e-5)
        x = Host(np.linspace(-1.5, 2.0, 6).astype(wide))
        y = Host((1.0 - x.value + 0.5 * x.value**2 + 0.1 * np.sin(5 * x.value)).astype(wide))
        ys = Host(np.stack([y.value, 2 * y.value - x.value**3], axis=1))
        w = Host(np.abs(sample(wide, (6,), 3)) + 0.5)
        for deg, options in share((
                (0, {}), (2, {}), (2, {"full": True}), (2, {"cov": True}), (2, {"cov": "unscaled"}), (2, {"w": w}),
                (2, {"w": w, "cov": True}), (2, {"rcond": 0.3}), (2, {"rcond": -1.0, "full": True}), (2.7, {}),
                (5, {"full": True}), (5, {"cov": "unscaled"}))):
            check(f"polyfit deg={deg}", *funcs("polyfit"), x, y, deg, tol=lapack, **options)
        for options in share(({}, {"full": True}, {"cov": True}, {"w": w, "cov": "unscaled"})):
            check("polyfit 2-D", *funcs("polyfit"), x, ys, 2, tol=lapack, **options)
        check("polyfit complex", *funcs("polyfit"), x, operand(cplx, (6,), "yc", domain="any"), 2, cov=True,
              tol=cplx_tol)
        check("polyfit complex x", *funcs("polyfit"), Host(x.value.astype(cplx)), y, 2, full=True, tol=cplx_tol)
        for zeros in share((operand(wide, (4,), "z", domain="any"), operand(cplx, (3,), "zc", domain="any"),
                            Host(np.float32(2.5)), Host(np.zeros(0, wide)), operand(wide, (3, 3), "m", domain="any"),
                            Host(np.array([[2.0, 1.0], [1.0, 2.0]], np.float32)), operand(wide, (1, 1), "m1"),
                            operand(wide, (4,), "z2", domain="any"))):
            check("poly", *funcs("poly"), zeros, tol=lapack)
        for coefficients in share((
                [1.0, -6.0, 11.0, -6.0], [0.0, 2.0, -3.0, 1.0], [1.0, 2.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0] * 3,
                [2.0], 5.0, [0.0, 1.0], [1.0, 0.0, 1.0], [1.0, np.nan, 2.0], [3.0, -1.0, 0.5, 2.0],
                [0.0, 0.0, 0.0, 1.0])):
            c = Host(np.array(coefficients, wide))
            check("roots", *funcs("roots"), c, eager=True, tol=lapack)
            check("roots nostrip", *funcs("roots"), c, strip_zeros=False, tol=lapack)
        check("roots complex", *funcs("roots"), operand(cplx, (4,), "rc", domain="any"), eager=True, tol=cplx_tol)
        check("roots complex nostrip", *funcs("roots"), Host(np.array([0, 1j, 2, 1 - 1j], cplx)), strip_zeros=False,
              tol=cplx_tol)
        tol = POWER_TOL.get(wide)
        rows = Host(np.array([0.5, -1.0, 1.5], wide))
        for args, options in share((
                ((0.0, 2.0), {}), ((0.0, 2.0, 0), {}), ((1.0, 2.0, 1), {}), ((1.0, 2.0, 1), {"endpoint": False}),
                ((-1.0, 2.0, 7), {"endpoint": False}), ((0.3, 2.1, 4), {"base": 2}),
                ((0.3, 2.1, 4), {"base": Host(np.float32(3.5))}), ((1.0, 2.5, 3), {"base": 1j}), ((rows, 2.0, 4), {}),
                ((rows, 2.0, 4), {"axis": 1}), ((rows, 2.0, 4), {"axis": -1}),
                ((rows, Host(np.array([[1.0], [2.0]], wide)), 3), {"axis": 2}),
                ((rows, 2.0, 4), {"base": Host(np.array([2.0, 3.0, 4.0], wide))}), ((0.3, 2.1, 4), {"dtype": "int16"}),
                ((0.3, 2.1, 4), {"dtype": "uint32"}), ((0.3, 2.1, 4), {"dtype": bool}),
                ((0.3 + 1j, 2.1, 4), {"dtype": wide}), ((2.0, 0.0, 5), {"dtype": cplx}), ((-0.5, 1.5, 4), {}))):
            check("logspace", *funcs("logspace"), *args, tol=tol, **options)
        positive = Host(np.array([1.0, 2.0, 5.0], wide))
        for args, options in share((
                ((1.0, 1000.0, 4), {}), ((1.0, 1000.0, 4), {"endpoint": False}), ((2.0, 3.0, 0), {}),
                ((2.0, 3.0, 1), {}), ((-1.0, -1000.0, 4), {}), ((1j, 1000j, 4), {}), ((1 + 1j, 8 + 8j, 3), {}),
                ((0.0, 10.0, 3), {}), ((-1.0, 10.0, 3), {}), ((positive, 20.0, 3), {"axis": 1}),
                ((positive, 20.0, 3), {"axis": -1}),
                ((positive, Host(np.array([[10.0], [100.0]], wide)), 3), {"axis": 1}),
                ((1.5, 310.5, 5), {"dtype": "int32"}), ((2.0, 3.0, 4), {"dtype": cplx}),
                ((1.0 + 2j, 3.0, 4), {"dtype": wide}), ((3.0, 0.5, 4), {}))):
            check("geomspace", *funcs("geomspace"), *args, tol=tol, **options)
        f = operand(wide, (3, 5), "g", domain="any")
        xs = Host(np.array([0.0, 0.5, 2.0, 2.5, 4.0], wide))
        for args, options in share((
                ((), {}), ((), {"axis": 1}), ((), {"axis": -1}), ((), {"axis": ()}), ((), {"axis": (1, 1)}),
                ((0.5,), {}), ((Host(np.float32(2.0)),), {"axis": 0}), ((xs,), {"axis": 1}), ((0.5, xs), {}),
                ((xs, 3.0), {"axis": (1, 0)}), ((), {}))):
            check("gradient", *funcs("gradient"), f, *args, **options)
        if x64:
            check("gradient 3-D", *funcs("gradient"), Host(f.value.reshape(3, 5, 1) * np.ones(2)), 0.5, 2.0, xs,
                  axis=(2, 0, 1))
            check("gradient two samples", *funcs("gradient"), Host(f.value[:2, 0]))
        else:
            check("gradient complex", *funcs("gradient"), operand(cplx, (3, 5), "gc", domain="any"), xs.value, axis=1)
            check("gradient 1-D", *funcs("gradient"), Host(f.value[0]), xs)
        check("gradient special", *funcs("gradient"), operand(wide, (3, 5), "s", domain="special"), 0.25)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_weak_numpy_and_python_operands(x64: bool) -> None:
    """Weak arrays and scalars, NumPy arrays and scalars, Python scalars."""
    check = Checker()
    with modes(x64, "standard"):
        f32, i16 = operand("float32", (4,), "wf", domain="any"), operand("int16", (4,), "wi")
        i16.value[0] = 2
        for a in (Host(f32.value, weak=True), Host(i16.value, weak=True), f32.value, i16.value):
            check("polyint", *funcs("polyint"), a, 1, weak(2.0))
            check("polyint m=0", *funcs("polyint"), a, 0)
            check("polydiv", *funcs("polydiv"), a, Host(np.array([1.0, 2.0], np.float32), weak=True))
            check("poly", *funcs("poly"), a)
            check("roots nostrip", *funcs("roots"), a, strip_zeros=False, tol=2e-4)
            check("polyfit", *funcs("polyfit"), Host(np.arange(4.0, dtype=np.float32)), a, 1, w=a, tol=2e-4)
            check("gradient", *funcs("gradient"), a)
            check("gradient h", *funcs("gradient"), f32, a)
        for c in (weak(2.5), weak(3), np.float16(1.5), np.int8(3), 2.0, 3, np.array(2.0), True):  # scalars
            check("polyint k", *funcs("polyint"), f32, 2, c)
            check("polydiv", *funcs("polydiv"), c, f32)
            check("poly", *funcs("poly"), c)
            check("roots", *funcs("roots"), c, eager=True)
            check("logspace", *funcs("logspace"), c, 2, 3, tol=1e-2)
            check("logspace base", *funcs("logspace"), 0.5, 1.5, 3, base=c, tol=1e-2)
            check("geomspace", *funcs("geomspace"), c, 4, 3, tol=1e-2)
            check("gradient h", *funcs("gradient"), i16, c)
        check.done()


def test_errors() -> None:
    """Bad shapes, orders, degrees, lengths, axes, spacings and options raise jax's class."""
    check = Checker()
    with modes(False, "standard"):
        v4, m = Host(np.arange(1.0, 5.0, dtype=np.float32)), Host(np.ones((3, 3), np.float32))
        half = Host(np.ones(4, np.float16))
        for name, args, kwargs in (
            ("polyint", ([1.0, 2.0],), {}), ("polyint", (v4, 1, [1.0]), {}), ("polyint", (Host(np.float32(2)),), {}),
            ("polyint", (m,), {}), ("polyint", (v4, -1), {}), ("polyint", (v4, 1.5), {}),
            ("polyint", (v4, 2, Host(np.ones(3))), {}), ("polyint", (v4, 2, Host(np.ones((2, 1)))), {}),
            ("polyint", (v4, 2, Host(np.ones((1, 3)))), {}), ("polyint", (v4, 0, Host(np.ones(3))), {}),
            ("polydiv", ([1.0], v4), {}), ("polydiv", (Host(np.float32(2)), v4), {}),
            ("polydiv", (v4, Host(np.float32(2))), {}), ("polydiv", (v4, m), {}),
            ("polydiv", (Host(np.ones((3, 2), np.float32)), Host(v4.value[:2])), {}),
            ("polydiv", (v4, Host(np.ones(0))), {}),
            ("polyfit", ([1.0, 2.0], v4, 1), {}), ("polyfit", (Host(np.arange(4)), v4, 1), {}),
            ("polyfit", (Host(np.arange(4) > 1), v4, 1, 1e-3), {}), ("polyfit", (v4, v4, -1), {}),
            ("polyfit", (m, v4, 1), {}), ("polyfit", (Host(np.ones(0)), Host(np.ones(0)), 1), {}),
            ("polyfit", (v4, Host(np.ones((4, 1, 1))), 1), {}), ("polyfit", (v4, Host(np.float32(1)), 1), {}),
            ("polyfit", (v4, Host(np.ones(3)), 1), {}), ("polyfit", (v4, v4, 1), {"w": Host(np.ones((4, 1)))}),
            ("polyfit", (v4, v4, 1), {"w": Host(np.ones(3))}), ("polyfit", (v4, v4, 1), {"w": [1.0] * 4}),
            ("polyfit", (v4, v4, 3), {"cov": True}), ("polyfit", (half, v4, 1), {}),
            ("poly", ([1.0],), {}), ("poly", (Host(np.ones((2, 3))),), {}), ("poly", (Host(np.ones((0, 0))),), {}),
            ("poly", (Host(np.ones((2, 2, 2))),), {}), ("poly", (Host(np.eye(2, dtype=np.float16)),), {}),
            ("roots", ([1.0, 2.0],), {}), ("roots", (m,), {}), ("roots", (Host(v4.value.astype("bfloat16")),), {}),
            ("roots", (half,), {"strip_zeros": False}),
            ("logspace", ([1.0], 2.0), {}), ("logspace", (1.0, 2.0, -1), {}), ("logspace", (1.0, 2.0, 1.5), {}),
            ("logspace", (v4, 2.0, 3), {"axis": 2}), ("logspace", (1.0, 2.0, 3), {"axis": 5}),
            ("logspace", (1.0, 2.0, 3), {"dtype": "foo"}), ("logspace", (1.0, 2.0, 3), {"base": [2.0]}),
            ("logspace", (v4, Host(np.ones(3)), 3), {}),
            ("geomspace", ([1.0], 2.0), {}), ("geomspace", (1.0, 2.0, -1), {}),
            ("geomspace", (v4, 2.0, 3), {"axis": 2}),
            ("geomspace", (1.0, 2.0, 3), {"dtype": "foo"}),
            ("gradient", ([1.0, 2.0, 3.0],), {}), ("gradient", (Host(np.ones(1)),), {}),
            ("gradient", (v4,), {"edge_order": 1}), ("gradient", (v4,), {"edge_order": 2}),
            ("gradient", (v4, [1.0, 2.0, 3.0, 4.0]), {}), ("gradient", (v4, Host(np.ones((4, 1)))), {}),
            ("gradient", (v4, Host(np.ones(3))), {}), ("gradient", (m, 1.0, 2.0, 3.0), {}),
            ("gradient", (m,), {"axis": 2}), ("gradient", (m,), {"axis": 1.0}),
            ("gradient", (Host(np.ones((3, 1))),), {}),
        ):
            check(f"{name} error", *funcs(name), *args, eager=True, **kwargs)
        check.done()


def test_concrete_data_under_jit_and_vmap() -> None:
    """Where the result's shape comes from the data (``roots`` stripping zeros, ``polydiv``
    trimming them) or an argument fixes a shape (``num``, ``m``, ``deg``), a traced value
    raises a TypeError in both (jax's ConcretizationTypeError)."""
    p = np.array([0.0, 1.0, -3.0, 2.0], np.float32)
    calls: list[tuple[str, Callable[[Any, Any], Any]]] = [
        ("roots", lambda N, x: N.roots(x)),
        ("polydiv trim", lambda N, x: N.polydiv(x, x[1:3], trim_leading_zeros=True)),
        ("logspace num", lambda N, x: N.logspace(0.0, 1.0, x.shape[0] + x[0].astype("int32"))),
        ("geomspace num", lambda N, x: N.geomspace(1.0, 2.0, x[1].astype("int32"))),
    ]
    for label, call in calls:
        for ours_transform, jax_transform in ((jaxtypes.jit, jax.jit), (jaxtypes.vmap, jax.vmap)):
            arg = p if ours_transform is jaxtypes.jit else np.stack([p, p])
            with pytest.raises(TypeError):
                jax_transform(lambda x, call=call: call(jjnp, x))(arg)
            with pytest.raises(TypeError):
                ours_transform(lambda x, call=call: call(jnp, x))(jnp.asarray(arg))
    # a traced order or degree (jax: a ValueError, as its static arguments must hash)
    for call in (lambda x: jnp.polyint(x, x[1].astype("int32")), lambda x: jnp.polyfit(x, x, x[1].astype("int32"))):
        with pytest.raises(TypeError, match="concrete|traced"):
            jaxtypes.jit(call)(jnp.asarray(p))
    # an axis list, as NumPy (jax's jit refuses it: a list does not hash)
    f = jnp.asarray(np.outer(p, p))
    assert all(np.array_equal(np.asarray(a), np.asarray(b))
               for a, b in zip(jnp.gradient(f, axis=[0, 1]), jnp.gradient(f, axis=(0, 1))))
    # eagerly both work, and strip_zeros=False and trim_leading_zeros=False trace
    np.testing.assert_allclose(np.sort_complex(np.asarray(jnp.roots(jnp.asarray(p)))), [1, 2], rtol=1e-5)
    got = jaxtypes.jit(lambda x: jnp.roots(x, strip_zeros=False))(jnp.asarray(p))
    np.testing.assert_allclose(np.asarray(got)[:2], np.asarray(jjnp.roots(p, strip_zeros=False))[:2], rtol=1e-5)
    assert np.isnan(np.asarray(got)[2])


TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "polyint": lambda N: lambda x: N.polyint(x, 2, k=x[:2]),
    "polydiv": lambda N: lambda x: N.polydiv(x, x[:2] + 3.0),
    "polyfit": lambda N: lambda x: N.polyfit(N.linspace(0.0, 1.0, x.shape[0]), x, 2, w=N.abs(x) + 1.0, cov=True),
    "poly": lambda N: lambda x: N.poly(x),
    "roots": lambda N: lambda x: N.roots(N.concatenate([N.zeros(1), x]), strip_zeros=False),
    "logspace": lambda N: lambda x: N.logspace(x[0], x[1:3], 4, base=2.0, axis=1),
    "geomspace": lambda N: lambda x: N.geomspace(N.abs(x[:2]) + 1.0, N.abs(x[2:4]) + 2.0, 3, axis=-1),
    "gradient": lambda N: lambda x: N.gradient(x, N.cumsum(N.abs(x) + 0.5)),
}


def test_every_function_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(NAMES)


def test_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode); then all of them
    in a ``scan`` body and a ``cond`` branch under ``grad(jit(...))`` and ``vmap(jit(...))``
    (float64)."""
    check_jit_of_vmap(TRANSFORMED, Host(sample("float32", (2, 5), seed("polynomials", "vmap"))), tol=2e-4)

    def build(N: Any, lax_: Any) -> Any:
        def step(c: Any, _: Any) -> Any:
            q, r = N.polydiv(c[0], c[1, :2] + 3.0)
            fit = N.polyfit(N.linspace(-1.0, 1.0, 4), c[2], 2, w=c[3] ** 2 + 1.0)
            grads = N.gradient(c, 0.5, N.cumsum(N.abs(c[0]) + 0.5))
            nxt = 0.5 * c + 0.1 * grads[0] + 0.1 * grads[1] + 0.01 * N.polyint(c[3], 1, k=c[0, 0])[:4]
            return nxt, q.sum() + r.sum() + fit.sum() + N.poly(c[1]).sum()

        def f(a: Any) -> Any:
            final, zs = lax_.scan(step, a, None, length=2)
            return zs.sum() + lax_.cond(final.sum() > -1e9, lambda m: (
                (N.abs(N.roots(m[0] + N.array([4.0, 0.0, 0.0, 0.0]), strip_zeros=False)) ** 2).sum()
                + N.logspace(m[0, 0], m[0, 1], 4).sum() + N.geomspace(N.abs(m[1, 0]) + 1.0, 5.0, 3).sum()
                + N.polyfit(N.arange(4.0), m[2], 1, cov=True)[1].sum()),
                lambda m: m.sum(), final)
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (4, 4), seed("polynomials", "bodies")) * 0.3 + 0.1)
