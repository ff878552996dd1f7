"""Differential tests: ``histogram``, ``histogram2d``, ``histogramdd``,
``histogram_bin_edges`` and ``bincount`` of ``jaxtypes.numpy`` against ``jax.numpy`` on
real XLA.

Both 64-bit modes: a table of result dtypes and weak types for every pair of dtypes
(data and weights, ``x`` and ``y``; 32-bit dtypes in 64-bit mode too; weak ones),
against ``jax.eval_shape``; every dtype of the mode through each function with values
(options spread with ``pick``). The options: bins as a number (Python, NumPy, 0-d
array, bool) or edges (sorted, repeated, reversed, complex), ``range`` (tuple, list,
array, equal ends, reversed, per dimension with Nones), ``weights``, ``density``,
``minlength`` and ``length``. Special values: values on the edges and outside them,
NaN and infinities, empty data, bool and complex data. Weak, NumPy and Python
operands; the errors (jax's classes). jax runs each call at once, in a program of its
own or eagerly (``OwnChecker``); calls that read concrete values (``bincount`` without
``length``, numbers of bins given as arrays, the errors) eagerly. Then each under
``jit(vmap(...))``, the errors of traced values that must be concrete, and all of them
in a ``scan`` body and a ``cond`` branch under ``grad(jit(...))`` and ``vmap(jit(...))``.
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
from jax._src.lax.lax import _convert_element_type as jax_convert  # noqa: E402
from tests.numpy_oracle import (  # noqa: E402
    DTYPES_32, DTYPES_64, Checker, Host, Result, assert_jax_signatures, dtype, kind, live_dtypes, ours_of, outcome,
    sample, weak,
)
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
NAMES = ["histogram", "histogram2d", "histogramdd", "histogram_bin_edges", "bincount"]


def as_tuple(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` with its list of edges (``histogramdd``) made a tuple, as jax's pytree of it."""
    def call(*args: Any, **kwargs: Any) -> Any:
        out = fn(*args, **kwargs)
        if isinstance(out, tuple) and len(out) == 2 and isinstance(out[1], list):
            return out[0], tuple(out[1])
        return out
    return call


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return as_tuple(getattr(jnp, name)), as_tuple(getattr(jjnp, name))


def operand(dt: str, shape: tuple[int, ...], *key: object, domain: str = "small") -> Host:
    return Host(sample(dt, shape, seed("histograms", dt, shape, *key), domain))


def f32(*values: float) -> Host:
    return Host(np.array(values, np.float32))


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(NAMES, left_out=frozenset({"out_sharding"}))  # (no sharding in jaxtypes)


def _jax_jitted(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``fn(*args, **kwargs)`` in jax under ``jit``, its Host operands (anywhere in lists,
    tuples and the keyword arguments) the program's arguments, weak where they are."""
    hosts = list({id(h): h for h in _hosts(args) + _hosts(kwargs)}.values())

    def call(*arrays: Any) -> Any:
        by_id = {id(h): jax_convert(x, x.dtype, weak_type=True) if h.weak else x for h, x in zip(hosts, arrays)}

        def put(v: Any) -> Any:
            if isinstance(v, Host):
                return by_id[id(v)]
            if isinstance(v, (list, tuple)):
                return type(v)(put(i) for i in v)
            return v
        return fn(*put(args), **{k: put(v) for k, v in kwargs.items()})

    out = outcome(jax.jit(call), [h.value for h in hosts], {})
    if isinstance(out, BaseException):
        return out
    return jax.tree.map(lambda r: Result(np.asarray(r), bool(r.weak_type)), out)


def _hosts(v: Any) -> list[Host]:
    if isinstance(v, Host):
        return [v]
    if isinstance(v, (list, tuple)):
        return [h for i in v for h in _hosts(i)]
    if isinstance(v, dict):
        return [h for i in v.values() for h in _hosts(i)]
    return []


class OwnChecker(Checker):
    """A ``Checker`` that runs each jax call at once: in a program of its own (``jit``, Host
    operands as arguments) when ``jit``, else eagerly (so do calls with ``eager=True``,
    which read concrete values). jax's histograms (a binary search in a loop, a scatter)
    compile faster so than inlined case by case in one batched program: in programs of
    their own over many dtypes, eagerly (the operations cached) over a few."""

    def __init__(self, jit: bool) -> None:
        super().__init__()
        self.jit = jit

    def __call__(self, label: str, ours_fn: Callable[..., Any], jax_fn: Callable[..., Any], *args: Any,
                 tol: float | None = None, eager: bool = False, **kwargs: Any) -> Any:
        if eager or not self.jit:
            return super().__call__(label, ours_fn, jax_fn, *args, tol=tol, eager=True, **kwargs)
        self.count += 1
        got = outcome(ours_fn, ours_of(args), {k: ours_of(v) for k, v in kwargs.items()})
        self._compare(label, args, kwargs, got, _jax_jitted(jax_fn, args, kwargs), tol)
        return got


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_dtypes(x64: bool) -> None:
    """Every dtype of the mode through each function, with weights (and ``histogram2d``'s
    ``y``) of other dtypes of the mode (options spread over the dtypes with ``pick``):
    values, result dtypes and weak types. (Every pair of dtypes: ``test_dtype_table``. One
    length, 8, throughout: the compiled operations are shared.)"""
    check = OwnChecker(jit=True)
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        edges = Host(np.array([-3, -1, 0, 2, 5], np.int8))
        for k, dt in enumerate(dts):
            other = pick(dts, 3 * k + 1, 1)[0]
            a, s = operand(dt, (8,), "a"), operand(dt, (8, 2), "s")
            w = None if k % 3 == 0 else operand(other, (8,), "w", other)
            check("histogram", *funcs("histogram"), a, pick([4, edges], k, 1)[0], weights=w, density=k % 2 == 1)
            if k % 2 == 0:
                check("histogram_bin_edges", *funcs("histogram_bin_edges"), a, pick([4, edges], k // 2, 1)[0])
            check("histogramdd", *funcs("histogramdd"), s, pick([4, (4, edges)], k, 1)[0],
                  weights=None if k % 3 == 1 else operand(other, (8,), "wd"), density=k % 4 == 2)
            if k % 4 == 1:
                check("histogram2d", *funcs("histogram2d"), a, operand(other, (8,), "y"), 4,
                      weights=None if k % 8 == 1 else operand(pick(dts, 5 * k + 2, 1)[0], (8,), "w2"),
                      density=k % 3 == 2)
            if kind(dt) in ("bool", "int", "uint"):
                check("bincount", *funcs("bincount"), Host(np.abs(a.value)), minlength=pick([0, 7], k, 1)[0],
                      eager=True)
            else:
                check("bincount float", *funcs("bincount"), a)
            check("bincount weights", *funcs("bincount"), operand(other, (8,), "bx") if kind(other) in ("int", "uint")
                  else Host(np.array([0, 3, 1, 1, 3, 5, -1, 7], np.int32)), operand(dt, (8,), "w", domain="any"),
                  length=5)
        check.done()


def table_dtypes(x64: bool) -> list[tuple[str, bool]]:
    """Every dtype (32-bit ones in 64-bit mode too), strong, and the weak ones a Python
    scalar or an operation with one gives: the default int, float and complex."""
    names = DTYPES_32 + DTYPES_64 if x64 else DTYPES_32
    defaults = ("int64", "float64", "complex128") if x64 else ("int32", "float32", "complex64")
    return [(n, False) for n in names] + [(n, True) for n in defaults]


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_dtype_table(x64: bool) -> None:
    """Result dtypes and weak types of every pair of dtypes (data, weights; ``x``, ``y``),
    strong and weak, against ``jax.eval_shape`` (traced only: nothing is compiled).
    ``histogramdd``'s and ``histogram2d``'s pairs are spread with ``pick`` (they promote
    as ``histogram`` does)."""
    from jaxtypes import ShapeDtypeStruct, eval_shape

    def structs(spec: tuple[str, bool], shape: tuple[int, ...]) -> tuple[Any, Any]:
        dt = dtype(spec[0])
        return ShapeDtypeStruct(shape, dt, spec[1]), jax.ShapeDtypeStruct(shape, dt, weak_type=spec[1])

    def compare(label: str, make: Callable[[Any], Callable[..., Any]], *specs: tuple[tuple[str, bool], tuple[int, ...]]
                ) -> str | None:
        ours_args, theirs_args = zip(*(structs(spec, shape) for spec, shape in specs))
        got = outcome(eval_shape, [make(jnp), *ours_args], {})
        want = outcome(jax.eval_shape, [make(jjnp), *theirs_args], {})
        if isinstance(got, BaseException) or isinstance(want, BaseException):
            same = isinstance(got, BaseException) and isinstance(want, BaseException) and isinstance(got, type(want))
            return None if same else f"{label}{[s for s, _ in specs]}: jaxtypes {got!r}, jax {want!r}"
        g = [(x.shape, x.dtype, x.weak_type) for x in jaxtypes.tree_util.tree_leaves(got)]
        w = [(x.shape, x.dtype, x.weak_type) for x in jax.tree.leaves(want)]
        return None if g == w else f"{label}{[s for s, _ in specs]}: jaxtypes {g}, jax {w}"

    problems: list[str | None] = []
    with modes(x64, "standard"):
        dts = table_dtypes(x64)
        for k, first in enumerate(dts):
            one = ((first, (8,)),)
            problems += [compare("histogram", lambda N: lambda a: N.histogram(a, 3, density=True), *one),
                         compare("histogram_bin_edges", lambda N: lambda a: N.histogram_bin_edges(a, 3), *one),
                         compare("histogramdd", lambda N: lambda s: N.histogramdd(s, 2), (first, (8, 2))),
                         compare("histogramdd density", lambda N: lambda s: N.histogramdd(s, 2, density=True),
                                 (first, (8, 2))),
                         compare("bincount", lambda N: lambda x: N.bincount(x, length=3), *one),
                         compare("bincount weights", lambda N: lambda w: N.bincount(N.ones(8, "int8"), w, length=3),
                                 *one)]
            for second in dts:
                problems.append(compare("histogram weights", lambda N: lambda a, w: N.histogram(a, 3, weights=w),
                                        *one, (second, (8,))))
            for second in pick(dts, 3 * k + 1, 5):
                problems += [compare("histogramdd weights", lambda N: lambda s, w: N.histogramdd(s, 2, weights=w),
                                     (first, (8, 2)), (second, (8,))),
                             compare("histogram2d", lambda N: lambda x, y: N.histogram2d(x, y, 2), *one,
                                     (second, (8,)))]
    problems = [p for p in problems if p]
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} differ)"


def test_options_and_special_values() -> None:
    """Bins, ranges, weights and density; values on the edges, outside them, NaN and
    infinities; empty, bool, complex and scalar data; weak, NumPy and Python operands.
    (Data of 18 values and 4 bins (5 edges) where the case allows: the compiled
    operations are shared.)"""
    check = OwnChecker(jit=False)
    with modes(False, "standard"):
        a = operand("float32", (18,), "opt", domain="any")
        ints = Host(np.arange(-4, 5, dtype=np.float32).repeat(2))  # values on the edges
        w = Host(np.linspace(-1, 2, 18).astype(np.float32))
        for i, bins in enumerate((4, 8, np.int8(4), True, 0, f32(-4, -1, 0, 0.5, 4), f32(-4, -2, -2, 3, 4),
                                  f32(3, 1, 0, -1, -4), Host(np.array([0, 1 + 2j, 3, 4, 5])))):
            check("histogram bins", *funcs("histogram"), ints if i % 2 else a, bins, density=i % 3 == 0)
        for i, span in enumerate(((-4, 4), [-2.5, 3], (0, 0), (3, -3), (weak(1.5), np.float16(2)), f32(-1, 2),
                                  np.array([-3, 1]), (Host(np.float32(-1)), 2.0))):
            check("histogram range", *funcs("histogram"), ints if i % 2 else a, 4, range=span,
                  weights=w if i % 3 else None, density=i % 4 == 1)
        check("histogram weights float16", *funcs("histogram"), a, 4, (0, 2), Host(w.value.astype(np.float16)), 0)
        special = f32(np.nan, 0, 1, np.inf, -np.inf, 2, -1, 3, 1.5, 2.5, 0.5, 2, 0, 4, -3, 1, 1, 2)
        z = operand("complex64", (18,), "z", domain="any")
        for args, options in (((special, 4), {"range": (0, 2)}), ((special, f32(-1, 0, 0.5, 2, 3)), {}),
                              ((special, 4), {}), ((Host(np.where(ints.value > 3, np.inf, ints.value)), 4), {}),
                              ((Host(np.full(18, 2, np.float32)), 4), {}),
                              ((Host(np.ones(0, np.float32)), 4), {"range": (0, 1), "density": True}),
                              ((Host(ints.value > 0), 4), {}), ((z, 4), {}), ((z, 4), {"range": (-1j, 2 + 1j)}),
                              ((a, 4), {"weights": operand("complex64", (18,), "wz", domain="any")}),
                              ((Host(a.value.reshape(3, 6)), 4), {"weights": Host(w.value.reshape(3, 6))})):
            check("histogram special", *funcs("histogram"), *args, **options)
        for value in (3.0, 3, weak(2.5)):
            check("histogram scalar", *funcs("histogram"), value, 4)
        for arrays in (Host(a.value, weak=True), Host(np.arange(18, dtype=np.int32), weak=True), a.value):
            check("histogram weak and numpy", *funcs("histogram"), arrays, 4, weights=arrays)
        check("histogram_bin_edges weak", *funcs("histogram_bin_edges"), Host(a.value, weak=True), f32(0, 1))
        check("histogram_bin_edges weights", *funcs("histogram_bin_edges"), 3, 4, None, [1.0, 2.0])
        # histogramdd and histogram2d
        pts = Host(np.stack([ints.value, ints.value[::-1] / 2, np.tile([0.0, 1.5, 3.0], 6)], axis=1).astype(np.float32))
        edges = f32(-4, -2, 0, 2, 4)
        for bins in ((4, 3, 4), [edges, 4, f32(0, 1, 1.5, 2, 3)], np.array([4, 1, 2]),
                     np.array([[-4, 0, 1, 2, 4], [-2, -1, 0, 1, 2], [0, 1, 2, 3, 4]]), 0):
            check("histogramdd bins", *funcs("histogramdd"), pts, bins)
        for span in ([(-4, 4), None, (0, 3)], [None, [-1, 1], f32(3, 0)], np.array([[-2, 2], [-2, 2], [0, 0]])):
            check("histogramdd range", *funcs("histogramdd"), pts, 4, span, w, True)
        check("histogramdd special", *funcs("histogramdd"), Host(np.stack([special.value, ints.value], axis=1)), 4,
              [(0, 2), (-2, 2)])
        check("histogramdd empty", *funcs("histogramdd"), Host(np.ones((0, 2))), 4, [(0, 1), (0, 1)], None, True)
        x, y = Host(pts.value[:, 0]), Host(pts.value[:, 1])
        for bins in ([4, 3], [-4.0, -2.0, 0.0, 2.0, 4.0], [4, edges], np.array([[-4, 0, 1, 2, 4], [-2, -1, 0, 1, 2]])):
            check("histogram2d bins", *funcs("histogram2d"), x, y, bins)
        check("histogram2d range", *funcs("histogram2d"), x, y, 4, [[-2, 2], (0, 3)], w, True)
        check("histogram2d range None", *funcs("histogram2d"), x, y, 4, range=[None, (0, 1)])
        check("histogram2d weak", *funcs("histogram2d"), Host(x.value, weak=True), Host(y.value.astype(np.int16)), 4)
        check("histogram2d complex", *funcs("histogram2d"), Host(x.value + 1j), y, 4)
        # bincount
        b = Host(np.array([1, 1, 2, 3, 3, 3, -2, 9], np.int32))
        bw = Host(np.linspace(-1, 3, 8))
        for args, options in (((b,), {"minlength": 12}), ((b,), {"minlength": -3}),
                              ((b,), {"minlength": Host(np.array(12))}), ((b, bw), {"minlength": 11}),
                              ((b, np.arange(8)), {}),
                              ((b, Host(np.array([np.nan, 1, 1, 1, 1, np.inf, 1, 1]))), {}),
                              ((b, Host(np.arange(8.0), weak=True)), {}),
                              ((Host(np.zeros(0, np.int32)),), {}), ((Host(np.zeros(0, np.int8)),), {"minlength": 3}),
                              ((Host(np.array([-1, -5], np.int16)),), {}), ((np.array([1, 2, 255], np.uint8),), {})):
            check("bincount", *funcs("bincount"), *args, eager=True, **options)
        for length, options in ((4, {}), (0, {}), (12, {"minlength": 20}),
                                (3, {"weights": Host(np.arange(8, dtype=np.uint16))})):
            check("bincount length", *funcs("bincount"), b, length=length, **options)
        # (numbers of bins and lengths given as arrays: concrete, so jax runs eagerly)
        check("histogram 0-d bins", *funcs("histogram"), a, Host(np.array(4, np.int32)), eager=True)
        check("histogramdd array bins", *funcs("histogramdd"), pts, Host(np.array([4, 1, 2])), eager=True)
        check("histogram2d array bins", *funcs("histogram2d"), x, y, Host(np.array([4, 3])), eager=True)
        check("histogram2d 0-d bins", *funcs("histogram2d"), x, y, Host(np.array(4)), eager=True)
        check("bincount array length", *funcs("bincount"), b, length=Host(np.array(3)), eager=True)
        check.done()


def test_errors() -> None:
    """Bad arguments raise jax's exception class (eagerly, both modes alike)."""
    check = OwnChecker(jit=False)
    with modes(False, "standard"):
        a = f32(0, 1, 2, 3, 1.5, 2)
        pts = Host(np.array([[0.0, 1], [1, 2], [2, 0], [1.5, 1.5], [3, 3]], np.float32))
        x, y = Host(pts.value[:, 0]), Host(pts.value[:, 1])
        ints = Host(np.array([1, 2, 3], np.int32))
        for name, args, kwargs in (
            ("histogram", ([1.0, 2.0], 3), {}), ("histogram", (a, [0, 1, 2]), {}), ("histogram", (a, (0, 1)), {}),
            ("histogram", (a, 3.0), {}), ("histogram", (a, Host(np.array(3.0))), {}), ("histogram", (a, "auto"), {}),
            ("histogram", (a, Host(np.ones((2, 2)))), {}), ("histogram", (a, -1), {}), ("histogram", (a, -3), {}),
            ("histogram", (a, Host(np.zeros(0))), {}), ("histogram", (a, 3), {"range": [0, 2, 3]}),
            ("histogram", (a, 3), {"range": (0, None)}), ("histogram", (a, 3), {"range": (1j, 2)}),
            ("histogram", (a, 3), {"range": ([0], 2)}), ("histogram", (a, 3), {"weights": Host(np.ones(5))}),
            ("histogram", (a, 3), {"weights": 2.0}), ("histogram", (a, 3), {"weights": [1.0] * 6}),
            ("histogram", (Host(np.zeros(0, np.float32)), 3), {}),
            ("histogram_bin_edges", (a, "auto"), {}), ("histogram_bin_edges", ([1.0], 3), {}),
            ("histogram_bin_edges", (a, 2.5), {}),
            ("histogramdd", ([[1.0, 2.0]], 2), {}), ("histogramdd", (x, 2), {}),
            ("histogramdd", (Host(pts.value.reshape(5, 2, 1)), 2), {}),
            ("histogramdd", (Host(np.zeros((3, 0))), 2), {}),
            ("histogramdd", (pts, Host(np.array([2.0, 3.0]))), {}), ("histogramdd", (pts, f32(0, 1, 3)), {}),
            ("histogramdd", (pts, [[0.0, 1.0, 3.0], 2]), {}), ("histogramdd", (pts, 2.0), {}),
            ("histogramdd", (pts, 2), {"range": [(0, 2)]}), ("histogramdd", (pts, 2), {"range": [(0, 2, 3), None]}),
            ("histogramdd", (pts, 2), {"range": [5, None]}), ("histogramdd", (pts, 2), {"weights": f32(1, 2, 3, 4)}),
            ("histogramdd", (pts, 2), {"weights": [1.0] * 5}), ("histogramdd", (pts, -1), {}),
            ("histogramdd", (Host(np.zeros((0, 2))), 2), {}),
            ("histogram2d", (x, Host(y.value[:4]), 2), {}), ("histogram2d", (pts, pts, 2), {}),
            ("histogram2d", (1.0, 2.0, 2), {}), ("histogram2d", (x, Host(np.array(1.0)), 2), {}),
            ("histogram2d", ([1.0, 2.0], y, 2), {}), ("histogram2d", (x, y, Host(np.array([2]))), {}),
            ("histogram2d", (x, y, [2]), {}), ("histogram2d", (x, y, Host(np.ones((3, 3)))), {}),
            ("histogram2d", (x, y, [[0, 1, 2], [0, 1, 2]]), {}),
            ("bincount", ([1, 2],), {}), ("bincount", (a,), {}), ("bincount", (Host(np.ones((2, 2), np.int32)),), {}),
            ("bincount", (Host(np.array(3)),), {}), ("bincount", (3,), {}), ("bincount", (2.0,), {}),
            ("bincount", (ints,), {"minlength": 3.0}), ("bincount", (ints,), {"minlength": None}),
            ("bincount", (ints,), {"length": -1}), ("bincount", (ints,), {"length": 3.0}),
            ("bincount", (ints, Host(np.ones(2))), {}), ("bincount", (ints, 2.0), {}),
            ("bincount", (ints, [1.0, 2.0, 3.0]), {}), ("bincount", (ints, Host(np.ones(3, bool))), {}),
        ):
            check(f"{name} error", *funcs(name), *args, eager=True, **kwargs)
        check.done()


TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "histogram": lambda N: lambda x: N.histogram(x, 4, (x[0], 1.0), weights=x * x, density=True),
    "histogram_bin_edges": lambda N: lambda x: (N.histogram_bin_edges(x, 5), N.histogram_bin_edges(x, N.sort(x[:3]))),
    "histogramdd": lambda N: lambda x: N.histogramdd(N.reshape(x, (-1, 2)), (2, 3), [None, N.stack([x[1], x[0]])]),
    "histogram2d": lambda N: lambda x: (N.histogram2d(x, x[::-1] * 2, [3, N.array([-2.0, 0.0, 1.0, 3.0])], weights=x),
                                        N.histogram2d(x, x, [N.min(x) - 1, 0.0, 1.0, 3.0])),
    "bincount": lambda N: lambda x: N.bincount(N.astype(x * 2, "int32"), x, length=4),
}


def test_every_function_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(NAMES)


def test_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode); the errors of
    values that must be concrete (a TypeError: jax's ConcretizationTypeError); then all of
    them in a ``scan`` body and a ``cond`` branch under ``grad(jit(...))`` and
    ``vmap(jit(...))`` (float64)."""
    check = Checker()
    with modes(False, "standard"):
        batch = Host(sample("float32", (2, 8), seed("histograms", "vmap")))
        for name, make in TRANSFORMED.items():
            check(name, as_tuple(jaxtypes.jit(jaxtypes.vmap(make(jnp)))), as_tuple(jax.jit(jax.vmap(make(jjnp)))),
                  batch)
        check.done()
        ints = np.array([1, 2, 2], np.int32)
        for lib, N in ((jaxtypes, jnp), (jax, jjnp)):
            for fn in (lambda x: N.bincount(x), lambda x: N.bincount(x, minlength=x[0], length=3),
                       lambda x: N.bincount(x, length=x[0]), lambda x: N.histogram(x, x[0]),
                       lambda x: N.histogram_bin_edges(x, x[0])):
                with pytest.raises(TypeError):
                    lib.jit(fn)(N.asarray(ints))
            with pytest.raises(TypeError, match="length" if N is jnp else ""):
                lib.vmap(N.bincount)(N.asarray(ints.reshape(1, 3)))

    def build(N: Any, lax_: Any) -> Any:
        def step(c: Any, _: Any) -> Any:
            counts, edges = N.histogram(c[0], 3, weights=c[1] ** 2, density=True)
            hist, _ = N.histogramdd(c[:, :2], 2, [(-1, 1), None], weights=c[2])
            more = N.histogram2d(c[0], c[1], 2, weights=c[3])[0].sum() + N.bincount(
                N.array([0, 2, 1, 2], np.int32), c[1], length=3).sum()
            return c * 0.9 + 0.01 * N.histogram_bin_edges(c, 3)[1], counts.sum() + edges.sum() + hist.sum() + more

        def f(a: Any) -> Any:
            final, zs = lax_.scan(step, a, None, length=2)
            return zs.sum() + lax_.cond(final.sum() > -1e9, lambda m: N.histogram(m, 4, density=True)[0].sum()
                                        + N.histogram_bin_edges(m, 2).sum(), lambda m: m.sum(), final)
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (4, 4), seed("histograms", "bodies")) * 0.3 + 0.1)
