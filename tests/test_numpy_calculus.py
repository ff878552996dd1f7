"""Differential tests: ``trapezoid``, ``average``, ``cov``, ``corrcoef``, ``unwrap`` and
``interp`` of ``jaxtypes.numpy`` against ``jax.numpy`` on real XLA.

Each in both 64-bit modes over the dtypes (spread over the functions with ``pick``),
with its options: axes, sample points and spacings; weights of the data's shape and of
the reduced axes', ``returned`` and ``keepdims``; ``rowvar``, ``bias``, ``ddof``,
``fweights``, ``aweights`` and ``dtype``; ``discont`` and ``period``; ``left``,
``right`` (values and "extrapolate") and ``period``. Special values where they matter
(points outside the samples, repeated samples, jumps of several periods, NaN and inf);
weak, NumPy and Python operands; the errors (jax's classes). Then each under
``jit(vmap(...))``, and all of them in a ``scan`` body and a ``cond`` branch under
``grad(jit(...))`` and ``vmap(jit(...))`` (float64).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

import jax.numpy as jjnp  # noqa: E402
import numpy as np  # noqa: E402

import jaxtypes.numpy as jnp  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.numpy_oracle import Checker, Host, assert_jax_signatures, kind, live_dtypes, sample, weak  # noqa: E402
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, check_jit_of_vmap, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
NAMES = ["trapezoid", "average", "cov", "corrcoef", "unwrap", "interp"]


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return getattr(jnp, name), getattr(jjnp, name)


def operand(dt: str, shape: tuple[int, ...], *key: object, domain: str = "small") -> Host:
    return Host(sample(dt, shape, seed("calculus", dt, shape, *key), domain))


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(NAMES)


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_dtypes(x64: bool) -> None:
    """Every dtype of the mode through each function (shared out with ``pick``), and
    pairs of dtypes through the two-operand forms: result dtypes, weak types, values and
    the errors of the dtypes each refuses (complex unwrap and interp, bfloat16 interp,
    non-integer fweights)."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        for dt in dts:
            a = operand(dt, (3, 4), "one")
            check("trapezoid", *funcs("trapezoid"), a)
            check("average", *funcs("average"), a, returned=True)
            check("cov", *funcs("cov"), a)
            check("unwrap", *funcs("unwrap"), a)
            v = operand(dt, (5,), "vec")
            check("interp", *funcs("interp"), v, Host(np.sort(v.value)), v)
        for k, dt in enumerate(dts):
            for other in pick(dts, 2 * k + 1, 2):
                a, b = operand(dt, (3, 4), "a"), operand(other, (3, 4), "b")
                check("trapezoid(y, x)", *funcs("trapezoid"), a, b)
                check("trapezoid(y, dx)", *funcs("trapezoid"), a, dx=Host(b.value[0, 0]))
                check("average(weights)", *funcs("average"), a, 1, b, True)
                check("cov(m, y)", *funcs("cov"), a, b)
                check("corrcoef(x, y)", *funcs("corrcoef"), a, b)
                check("cov(fweights)", *funcs("cov"), a, fweights=Host(np.abs(b.value[0]).astype(b.value.dtype)))
                check("cov(aweights)", *funcs("cov"), a, aweights=b.value[1])
                check("unwrap(period)", *funcs("unwrap"), a, period=Host(b.value[0, 1]))
                check("interp(x, xp)", *funcs("interp"), Host(a.value[0]), Host(np.sort(b.value[1])),
                      Host(np.arange(4, dtype=np.float32)))
                check("interp(fp, left)", *funcs("interp"), Host(np.linspace(-1, 5, 4).astype(np.float32)),
                      Host(np.arange(4, dtype=np.float32)), Host(a.value[0]), Host(b.value[0, 0]))
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_options(x64: bool) -> None:
    """Each function's options on floats of the mode (and a few other dtypes)."""
    check = Checker()
    with modes(x64, "standard"):
        wide, cplx = ("float64", "complex128") if x64 else ("float32", "complex64")
        y = operand(wide, (3, 4, 5), "y", domain="any")
        for options in ({}, {"axis": 0}, {"axis": -2, "dx": 0.5}, {"dx": Host(np.float32(2.0))},
                        {"dx": Host(np.linspace(0.1, 1, 4).astype(np.float32))}, {"axis": 1, "dx": Host(np.ones((3, 1)))}):
            check("trapezoid", *funcs("trapezoid"), y, **options)
        check("trapezoid x 1-D", *funcs("trapezoid"), y, Host(np.cumsum(np.arange(1.0, 6.0))))
        check("trapezoid x n-D", *funcs("trapezoid"), y, Host(np.cumsum(sample(wide, (3, 4, 5), 3), axis=1)), axis=1)
        check("trapezoid x const", *funcs("trapezoid"), y, Host(np.ones((3, 4, 2))), axis=-1)
        check("trapezoid one", *funcs("trapezoid"), Host(y.value[..., :1]))
        w = Host(np.abs(sample(wide, (3, 4, 5), 4)) + 0.1)
        for args, options in (((), {}), ((), {"axis": (0, 2), "keepdims": True}), ((None, w), {"returned": True}),
                              ((1, Host(w.value[0, :, 0])), {"returned": True}),
                              (((2, 0), Host(w.value[0].T)), {"returned": True, "keepdims": True}),
                              ((-1, Host(w.value[0, 0])), {}), ((None, None, True, True), {})):
            check("average", *funcs("average"), y, *args, **options)
        m = operand(wide, (3, 6), "m", domain="any")
        fw, aw = Host(np.array([1, 2, 0, 3, 1, 2], np.int32)), Host(sample(wide, (6,), 5) ** 2 + 0.5)
        for options in ({}, {"rowvar": False}, {"bias": True}, {"ddof": 2}, {"fweights": fw}, {"aweights": aw},
                        {"fweights": fw, "aweights": aw}, {"fweights": fw, "aweights": aw, "ddof": 0},
                        {"fweights": fw, "bias": True}, {"aweights": aw, "ddof": 3}, {"dtype": np.float32},
                        {"dtype": cplx}, {"y": Host(m.value[:2] * 2)}, {"y": Host(m.value.T), "rowvar": False}):
            check("cov", *funcs("cov"), m, **options)
        check("cov 1-D", *funcs("cov"), Host(m.value[0]))
        check("cov 1-D y", *funcs("cov"), Host(m.value[0]), Host(m.value[1]), rowvar=False)
        check("cov complex", *funcs("cov"), operand(cplx, (2, 5), "z", domain="any"), aweights=aw.value[:5])
        check("cov empty samples", *funcs("cov"), Host(np.ones((2, 0), np.float32)))
        check("cov no variables", *funcs("cov"), Host(np.ones((0, 3), np.float32)))
        for options in ({}, {"rowvar": False}, {"dtype": np.float32}, {"y": Host(m.value[1] + 1)}):
            check("corrcoef", *funcs("corrcoef"), m, **options)
        check("corrcoef complex", *funcs("corrcoef"), operand(cplx, (3, 4), "zc", domain="any"))
        check("corrcoef scalar", *funcs("corrcoef"), Host(m.value[0]))
        check("corrcoef constant", *funcs("corrcoef"), Host(np.ones((2, 4), np.float32)))
        phases = Host(np.cumsum(sample(wide, (3, 8), 6), axis=1) * 2.5)  # jumps of several periods
        for args, options in (((), {}), ((), {"axis": 0}), ((np.pi / 2,), {}), ((4.0,), {"period": 3.0}),
                              ((), {"period": Host(np.float32(1.5))}), ((None, -2), {}), ((), {"period": 360})):
            check("unwrap", *funcs("unwrap"), phases, *args, **options)
        ints = operand("int32", (3, 8), "iu", domain="any")
        check("unwrap ints", *funcs("unwrap"), Host(ints.value % 1000), period=10)
        check("unwrap ints discont", *funcs("unwrap"), Host(ints.value % 1000), 7, period=Host(np.int32(20)))
        check("unwrap half", *funcs("unwrap"), Host(np.array([0.0, np.pi, 0.0, -np.pi, 2 * np.pi + 0.1, 2 * np.pi + 2.6, 3.0, 5.5])))
        check("unwrap special", *funcs("unwrap"), operand(wide, (2, 9), "s", domain="special"))
        check("unwrap empty", *funcs("unwrap"), Host(np.ones((2, 0), np.float32)))
        xp = Host(np.array([-2.0, -1.0, 0.5, 0.5, 3.0, 4.0]))  # a repeated point
        fp = Host(sample(wide, (6,), 7))
        x = Host(np.concatenate([np.linspace(-4, 6, 23), [np.nan, np.inf, -np.inf, 0.5]]))
        for options in ({}, {"left": -10.0}, {"right": Host(np.float32(99))}, {"left": "extrapolate"},
                        {"right": "extrapolate", "left": 0}, {"period": 2.5}, {"period": Host(np.float32(-3.0))}):
            check("interp", *funcs("interp"), x, xp, fp, **options)
        check("interp complex fp", *funcs("interp"), x, xp, operand(cplx, (6,), "zf", domain="any"), left=1j)
        check("interp 2-D x", *funcs("interp"), Host(x.value[:24].reshape(4, 6)), xp, fp)
        check("interp one point", *funcs("interp"), x, Host(xp.value[:1]), Host(fp.value[:1]))
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_weak_numpy_and_python_operands_and_errors(x64: bool) -> None:
    """Python scalars, weak 0-d arrays and weak arrays, NumPy arrays and scalars; lists
    are refused; bad shapes, axes, weights, dtypes and options raise jax's class."""
    check = Checker()
    with modes(x64, "standard"):
        y = operand("float32", (2, 4), "w", domain="any")
        wy = Host(y.value, weak=True)
        iy = operand("int16", (2, 4), "wi")
        for a in (wy, Host(iy.value, weak=True), y.value, iy.value):  # arrays
            check("trapezoid", *funcs("trapezoid"), a)
            check("trapezoid x", *funcs("trapezoid"), y, a)
            check("average", *funcs("average"), a, None, None, True)
            check("average weights", *funcs("average"), y, 1, a[0] if isinstance(a, np.ndarray) else Host(a.value[0],
                                                                                                           a.weak))
            check("unwrap p", *funcs("unwrap"), a)
            check("interp", *funcs("interp"), a, Host(np.arange(3.0)), Host(np.arange(3.0) ** 2))
            check("cov", *funcs("cov"), y, a)
            check("corrcoef", *funcs("corrcoef"), a)
        for c in (weak(2.5), weak(3), np.float16(1.5), np.int8(3), 2.0, 3):  # scalars
            check("trapezoid dx", *funcs("trapezoid"), iy, dx=c)
            check("average", *funcs("average"), c, None, None, True)
            check("unwrap period", *funcs("unwrap"), wy, period=c)
            check("unwrap discont", *funcs("unwrap"), iy, discont=c)
            check("interp", *funcs("interp"), c, Host(np.arange(3.0)), Host(np.arange(3.0) ** 2))
            check("interp left right", *funcs("interp"), Host(np.array([-1.0, 5.0])), Host(np.arange(3.0)),
                  Host(np.arange(3, dtype=np.float32)), c, c)
            check("interp period", *funcs("interp"), wy, Host(np.arange(3.0)), Host(np.arange(3, dtype=np.float16)),
                  period=c)
        check("interp weak", *funcs("interp"), weak(1.5), Host(np.arange(3)), Host(np.arange(3)), weak(0.5))
        check("interp ints", *funcs("interp"), Host(np.arange(4)), Host(np.arange(3)), Host(np.arange(3, dtype=np.int8)))
        check("unwrap scalar period", *funcs("unwrap"), Host(np.arange(4, dtype=np.int8) * 5), period=np.int8(4))
        # errors
        m = operand("float32", (3, 4), "err", domain="any")
        for name, args, kwargs in (
            ("trapezoid", ([1.0, 2.0],), {}), ("trapezoid", (m, [1.0, 2.0]), {}), ("trapezoid", (m,), {"axis": 2}),
            ("trapezoid", (m, Host(np.ones(3))), {}),
("average", (m, None, [1.0] * 4), {}), ("average", (m, None, Host(np.ones(4))), {}),
            ("average", (m, 1, Host(np.ones(3))), {}), ("average", (m, 2), {}), ("average", (m, (0, 0), m), {}),
            ("cov", ([1.0],), {}), ("cov", (m, [1.0]), {}), ("cov", (Host(np.ones((2, 2, 2))),), {}),
            ("cov", (m, Host(np.ones((2, 2, 2)))), {}), ("cov", (m,), {"dtype": np.int32}),
            ("cov", (m,), {"fweights": Host(np.ones(4))}), ("cov", (m,), {"fweights": Host(np.ones(3, np.int32))}),
            ("cov", (m,), {"fweights": Host(np.ones((1, 4), np.int32))}), ("cov", (m,), {"aweights": Host(np.ones(5))}),
            ("cov", (m,), {"aweights": Host(np.ones((4, 1)))}), ("cov", (m,), {"fweights": [1, 1, 1, 1]}),
            ("cov", (m, Host(np.ones((2, 5)))), {}),
            ("corrcoef", ([1.0],), {}), ("corrcoef", (m,), {"dtype": np.int8}),
            ("unwrap", ([1.0],), {}), ("unwrap", (m,), {"axis": 2}), ("unwrap", (operand("complex64", (4,), "c"),), {}),
            ("unwrap", (m,), {"period": [1.0]}),
            ("interp", ([1.0], Host(np.ones(3)), Host(np.ones(3))), {}),
            ("interp", (m, Host(np.ones(3)), Host(np.ones(4))), {}), ("interp", (m, m, m), {}),
            ("interp", (m, Host(np.ones(3)), Host(np.ones(3))), {"left": "extend"}),
            ("interp", (m, Host(np.ones(3)), Host(np.ones(3))), {"right": "nearest"}),
            ("interp", (m, Host(np.ones(3)), Host(np.ones(3))), {"period": Host(np.ones(2))}),
            ("interp", (operand("complex64", (4,), "c"), Host(np.ones(3)), Host(np.ones(3))), {}),
            ("interp", (operand("bfloat16", (4,), "b"), Host(np.ones(3, np.int8)), Host(np.ones(3))), {}),
        ):
            check(f"{name} error", *funcs(name), *args, eager=True, **kwargs)
        for fn in funcs("average"):  # (jax's jitted average raises TracerArrayConversionError, a TypeError)
            with pytest.raises(TypeError):
                fn([1.0, 2.0])
        check.done()


TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "trapezoid": lambda N: lambda x: N.trapezoid(x, x[0] ** 2, axis=0) + N.trapezoid(x, dx=0.5),
    "average": lambda N: lambda x: N.average(x, axis=1, weights=x[0] ** 2 + 1, returned=True),
    "cov": lambda N: lambda x: N.cov(x, x[::-1] * 2, aweights=N.abs(x[0]) + 1),
    "corrcoef": lambda N: lambda x: N.corrcoef(x, rowvar=False),
    "unwrap": lambda N: lambda x: N.unwrap(x * 4, axis=0, period=x[0, 0] + 5),
    "interp": lambda N: lambda x: N.interp(x * 3, N.sort(x[0]), x[1], right="extrapolate"),
}


def test_every_function_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(NAMES)


def test_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode); then all of them
    in a ``scan`` body and a ``cond`` branch under ``grad(jit(...))`` and ``vmap(jit(...))``
    (float64)."""
    check_jit_of_vmap(TRANSFORMED, Host(sample("float32", (2, 3, 4), seed("calculus", "vmap"))), tol=1e-5)

    def build(N: Any, lax_: Any) -> Any:
        def step(c: Any, _: Any) -> Any:
            area = N.trapezoid(c * c, N.cumsum(N.abs(c[0]) + 1)) + N.trapezoid(c, dx=0.3, axis=0).sum()
            mean, total = N.average(c, axis=0, weights=c[1] ** 2 + 1, returned=True)
            smooth = N.interp(c, N.array([-1.0, 0.0, 0.7, 2.0]), N.array([0.5, -0.2, 1.0, 3.0]), left="extrapolate")
            return 0.5 * c + 0.1 * smooth + 0.01 * mean, area + total.sum()

        def f(a: Any) -> Any:
            final, zs = lax_.scan(step, a, None, length=2)
            return zs.sum() + lax_.cond(final.sum() > -1e9, lambda m: (
                N.cov(m, aweights=N.abs(m[0]) + 1).sum() + (N.corrcoef(m, m[::-1] + m) ** 2).sum()
                + (N.unwrap(m * 6, period=4.0) ** 2).sum() + N.interp(m[0], N.array([-1.0, 1.0]), m[1, :2],
                                                                       period=3.0).sum()),
                lambda m: m.sum(), final)
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (4, 4), seed("calculus", "bodies")) * 0.3 + 0.1)
