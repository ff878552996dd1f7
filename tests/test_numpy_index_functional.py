"""Differential tests: ``ravel_multi_index``, ``unravel_index``, ``mask_indices``,
``partition``, ``argpartition``, ``block``, ``piecewise``, ``apply_along_axis``,
``apply_over_axes`` and the index tricks ``mgrid``, ``ogrid``, ``r_`` and ``c_`` of
``jaxtypes.numpy`` against ``jax.numpy`` on real XLA.

Each in both 64-bit modes over the dtypes (spread with ``pick``), with its options:
``mode`` and ``order`` and ``dtype``; shapes given as sequences, scalars and arrays;
``k`` and ``size``; ``kth`` and ``axis`` (NaN, -0.0, infinities and repeats among the
data); nested lists and scalars; conditions broadcasting against the data, default
functions, constants, extra arguments; functions of slices and over axes; slices with
int, float and complex steps and NumPy bounds of every dtype, string directives. Weak,
NumPy and Python operands; the errors (jax's classes). Then each under
``jit(vmap(...))``, all of them in one function under ``grad(jit(...))`` and
``vmap(jit(...))`` (float64), and the errors of concrete-only cases under ``jit``.
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
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
FUNCTIONS = ["ravel_multi_index", "unravel_index", "mask_indices", "partition", "argpartition", "block", "piecewise",
             "apply_along_axis", "apply_over_axes"]
TRICKS = ["mgrid", "ogrid", "r_", "c_"]
Build = Callable[[Any], Callable[..., Any]]


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    if name == "argpartition":
        return jnp.argpartition, jax_argpartition
    return getattr(jnp, name), getattr(jjnp, name)


def jax_argpartition(*args: Any, **kwargs: Any) -> Any:
    """jax's argpartition with strongly typed indices, as jaxtypes gives them (jax's are
    weak for a weak operand: a weak int32, which 64-bit mode's static types cannot name)."""
    indices = jjnp.argpartition(*args, **kwargs)
    return jax.lax.convert_element_type(indices, indices.dtype)


def both(build: Build) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """A function built from each library's numpy module."""
    return build(jnp), build(jjnp)


def operand(dt: str, shape: tuple[int, ...], *key: object, domain: str = "any") -> Host:
    return Host(without_int_min(sample(dt, shape, seed("index_functional", dt, shape, *key), domain)))


def without_int_min(values: np.ndarray) -> np.ndarray:
    """``values`` with no most negative signed integer (JAX's partition misplaces it)."""
    if values.dtype.kind == "i":
        values = values.copy()
        values[values == np.iinfo(values.dtype).min] += 1
    return values


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(FUNCTIONS)
    for name in TRICKS:
        ours_trick, theirs_trick = funcs(name)
        assert not callable(ours_trick) and hasattr(type(ours_trick), "__getitem__"), name
    assert len(jnp.r_) == len(jjnp.r_) == 0 and len(jnp.c_) == len(jjnp.c_) == 0


# -- ravel_multi_index, unravel_index, mask_indices -------------------------------------

@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_ravel_and_unravel(x64: bool) -> None:
    """Index dtypes (pairs spread with ``pick``) through the modes and orders; the raise
    mode eagerly; ``dtype``; unravel_index on every dtype, shapes of every form."""
    check = Checker()
    ours, theirs = funcs("ravel_multi_index")
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        ints = [d for d in dts if kind(d) in ("int", "uint")] + (["int32", "uint8"] if x64 else [])
        for k, dt in enumerate(ints):
            a = operand(dt, (6,), "rmi", domain="small")
            b = operand(pick(ints, k + 1, 1)[0], (6,), "rmi2", domain="small")
            mode, order = pick([("wrap", "C"), ("clip", "F"), ("ignore", "C"), ("clip", "C")], k, 1)[0]
            check("ravel_multi_index", ours, theirs, (a, b), (3, 4), mode, order)
            if k % 2:
                check("ravel_multi_index 3 wide", ours, theirs, (a, b, a), (2, 3, 4), mode="wrap",
                      dtype=pick(ints, k, 1)[0])
        for dt in dts[:3]:  # (mode="raise" needs concrete indices: jax runs eagerly)
            inside = Host((np.arange(6) % 3).astype(dt))
            check("ravel_multi_index raise", ours, theirs, (inside, inside), (3, 5), eager=True)
            check("ravel_multi_index raise oob", ours, theirs, (inside, Host(inside.value + 5)), (3, 5), eager=True)
        for dt in dts:  # non-integer joins: bool TypeError; floats, complex ValueError
            if kind(dt) not in ("int", "uint"):
                check("ravel_multi_index dtype", ours, theirs, (operand(dt, (3,), "bad", domain="small"),
                                                                 operand("int8", (3,), "i")), (3, 4), mode="wrap")
        i8 = operand("int8", (4,), "i8", domain="small")
        for args, kwargs in (
            (((Host(np.array([[1], [2]], np.int16)), Host(np.array([0, 1, 3], np.int8))), (3, 4)), {}),  # broadcasting
            (((1, 2), (3, 4)), {"mode": "clip"}), ((((np.int8(1), np.int16(2))), (3, 4)), {"mode": "wrap"}),
            (((), ()), {}), (((weak(1), Host(np.array([1, 2]), weak=True)), (3, 4)), {"mode": "wrap"}),
            ((np.array([[1, 2], [0, 3]], np.int8), (3, 4)), {"order": "F", "mode": "clip"}),
            (((i8, i8), (3, 4)), {"mode": "clip", "dtype": np.uint8}),
            (((i8, i8), (np.int64(3), 4)), {"mode": "wrap", "dtype": "int16"}),
            (((i8, i8), (3, 0)), {"mode": "clip"}), (((i8, i8), (3, -4)), {"mode": "wrap"}),
            (((i8, i8), (30, 40)), {"mode": "clip", "dtype": np.int16}),
            # errors
            (((i8, i8), (30, 40)), {"mode": "clip"}),  # (int8 cannot hold the flat indices)
            (((i8, i8), (3, 4)), {"mode": "nope"}), (((i8, i8), (3, 4)), {"order": "K"}),
            (((i8, i8), (3, 4)), {"dtype": np.float32}), (((i8, i8), (3, 4)), {"dtype": bool}),
            (((i8, i8), (3.0, 4)), {"mode": "clip"}), (([1, 2], [0, 1]), {}), (([[1, 2], [0, 1]], (3, 4)), {}),
        ):
            check("ravel_multi_index", ours, theirs, *args, eager=kwargs.get("mode", "raise") == "raise", **kwargs)
        with pytest.raises(ValueError, match="index arrays for 2 dimensions"):  # (jax: a failed assert)
            ours((np.array([1]),), (3, 4))
        with pytest.raises(AssertionError):
            theirs((np.array([1]),), (3, 4))

        shapes = [(3, 4), (2, 3, 2), 5, (), (np.int32(3), 4), (weak(3), 4), (3, 2.0), (3, 0)]
        for k, dt in enumerate(dts):
            flat = Host(sample(dt, (7,), seed("unravel", dt), "small") * (dtype(dt).type(5) if kind(dt) != "bool"
                                                                             else True))
            check("unravel_index", *funcs("unravel_index"), flat, pick(shapes, k, 1)[0])
        for indices in (7, weak(-3), np.int16(30), Host(np.array([0, 5, 11, 12, 255], np.uint8)),
                        Host(np.arange(5), weak=True)):
            check("unravel_index", *funcs("unravel_index"), indices, (3, 4))
        check("unravel_index array shape", *funcs("unravel_index"), i8, np.array([3, 4]))
        check("unravel_index wide shape", *funcs("unravel_index"), i8, (300, 4))
        for indices, shape in (([7, 3], (3, 4)), (i8, [[3, 4]])):
            check("unravel_index error", *funcs("unravel_index"), indices, shape)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_mask_indices(x64: bool) -> None:
    check = Checker()
    with modes(x64, "standard"):
        for n, mask, k, size in ((4, "triu", 0, None), (4, "tril", -2, 3), (4, "triu", 1, 8), (0, "tril", 0, None)):
            check(f"mask_indices {mask}", *both(lambda N, n=n, mask=mask, k=k, size=size: lambda: N.mask_indices(
                n, getattr(N, mask), k, size=size)), eager=size is None)
        check("mask_indices custom", *both(lambda N: lambda: N.mask_indices(
            4, lambda x, k: (N.cumsum(x, axis=1) + N.arange(4)) % 3 == k, 1)), eager=True)
        check("mask_indices bad", *both(lambda N: lambda: N.mask_indices(2.5, N.triu)), eager=True)
        check.done()


# -- partition, argpartition --------------------------------------------------------------

@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_partition(x64: bool) -> None:
    """Every dtype of the mode (bool and complex refused), with NaN, -0.0, infinities and
    repeats; ``kth`` from either end and several axes; weak, NumPy data; the errors."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        for i, dt in enumerate(dts):
            if kind(dt) in ("bool", "complex"):
                for name in ("partition", "argpartition"):
                    check(f"{name} refused", *funcs(name), operand(dt, (4,), "refused"), 1)
                continue
            x = operand(dt, (3, 7), "part", domain="special" if kind(dt) == "float" else "any")
            if kind(dt) == "float":
                x.value[0, :3] = [-0.0, 0.0, -np.nan]
            kth, axis = pick([(0, -1), (3, -1), (6, 1), (-1, -1), (1, 0), (-3, 0)], i, 1)[0]
            for name in ("partition", "argpartition"):
                check(name, *funcs(name), x, kth, axis)
            repeats = operand(dt, (2, 3, 5), "repeats", domain="small")
            kth, axis = pick([(2, -1), (0, 0), (1, 1), (-2, 2)], i, 1)[0]
            check("repeats", *funcs(pick(["partition", "argpartition"], i, 1)[0]), repeats, kth, axis=axis)
        f32 = operand("float32", (9,), "weak")
        for i, a in enumerate((Host(f32.value, weak=True), Host(np.arange(6)[::-1].copy(), weak=True),
                               np.int8([3, 1, 2]), Host(f32.value[:1]), Host(np.ones((4, 0), np.float32)))):
            check("weak", *funcs(pick(["partition", "argpartition"], i, 1)[0]), a, -1, 0)
        for name in ("partition", "argpartition"):
            for args in ((f32, 9), (f32, -10), (f32, 1.0), (f32, np.array(1)), (f32, 1, 1), (2.0, 0), ([1.0, 2.0], 0),
                         (Host(np.ones((4, 0), np.float32)), 0)):
                check(f"{name} error", *funcs(name), *args, eager=True)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_partition_of_the_most_negative_integer(x64: bool) -> None:
    """Where JAX's ``-x`` wraps (the most negative signed integer), ours still partitions:
    entry ``kth`` is the sorted one, and the entries on each side no larger / no smaller."""
    with modes(x64, "standard"):
        for dt in ("int8", "int16", "int32") + (("int64",) if x64 else ()):
            low = np.iinfo(dt).min
            x = np.array([[3, low, 5, 1, low + 1, 7, 0], [low, 2, 2, low, 9, -1, 4]], dt)
            for kth in (0, 2, 6):
                pivot = np.sort(x, axis=1)[:, kth:kth + 1]
                order = np.asarray(jnp.argpartition(x, kth))
                np.testing.assert_array_equal(np.sort(order, axis=1), np.tile(np.arange(7), (2, 1)))
                for out in (np.asarray(jnp.partition(x, kth)), np.take_along_axis(x, order, 1)):
                    np.testing.assert_array_equal(np.sort(out, axis=1), np.sort(x, axis=1))
                    np.testing.assert_array_equal(out[:, kth:kth + 1], pivot)
                    assert (out[:, :kth] <= pivot).all() and (out[:, kth + 1:] >= pivot).all()


# -- block -------------------------------------------------------------------------------

@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_block(x64: bool) -> None:
    check = Checker()
    ours, theirs = funcs("block")
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        for k, dt in enumerate(dts):
            a = operand(dt, (2, 2), "a")
            other = pick(dts, 2 * k + 1, 1)[0]
            b, c = operand(other, (2, 1), "b"), operand(other, (1, 3), "c")
            check("block 2", ours, theirs, [[a, b], [c]])
            if k % 2:
                check("block 1-D", ours, theirs, [Host(a.value[0]), Host(a.value[1, :1]), 2])
        a, v = operand("float32", (1, 2, 3), "a3"), operand("int16", (3,), "v")
        for blocks in (a, 2.0, [1, 2], [1, 2.5], [[1, 2], [3, 4]], [Host(a.value, weak=True)] * 2,
                       [np.float16(1), Host(np.array(2, np.int8))], [[[a, a]] * 2] * 3, [[v, v], [Host(np.ones(6))]],
                       [[a.value[0], a.value[0]], [a.value[0, :1], a.value[0, :1]]],
                       [[v], [v]],
                       # errors
                       (a, a), [(a, a)], [], [[]], [a, [a]], [a.value[0], Host(np.ones((3, 1)))], [v, a], None, "ab",
                       [2**40]):
            check("block", ours, theirs, blocks)
        check.done()


# -- piecewise -----------------------------------------------------------------------------

@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_piecewise(x64: bool) -> None:
    """Every dtype of the mode as ``x``, with functions and constants; conditions of other
    dtypes and shapes; a default; overlapping conditions (the last wins); extra arguments;
    weak and Python ``x``; the errors."""
    check = Checker()
    ours, theirs = funcs("piecewise")
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        for k, dt in enumerate(dts):
            x = operand(dt, (2, 5), "pw", domain="small")
            low = Host(sample("float32", (2, 5), seed("pw low", dt)) < 0)
            high = Host(np.arange(10).reshape(2, 5) % 3 == 0)
            cases = [([low], [lambda v: v * 2, 3]), ([low, high], [lambda v: v * 2, 2.5, lambda v: v + 1]),
                     ([low, high], [1j, lambda v: v - v])]
            for condlist, funclist in pick(cases, k, 1):
                check("piecewise", ours, theirs, x, condlist, funclist)
            if k % 3 == 0:
                check("piecewise overlapping", ours, theirs, x, [low, high, Host(np.ones((2, 5), bool))],
                      [lambda v: v + 1, 2, 5])
        f = operand("float32", (5,), "pwf")
        for x, condlist, funclist, args, kw in (
            (f, [True, False], [lambda v: v * 3, lambda v: v], (), {}),  # scalar conditions
            (f, np.stack([f.value < 0, f.value > 1]), [1, 2, 3], (), {}),  # an array of conditions
            (f, f.value < 0, [1, 2, 3, 4, 5, 6], (), {}),  # (as in JAX: one condition per entry)
            (f, [np.array([0, 1, 2, 0, 0]), f.value], [1, 2, 3], (), {}),  # non-bool conditions
            (Host(np.tile(f.value, (3, 1))), [np.array([True, False, True, True, False])], [lambda v: v * 2], (), {}),
            (np.float32(2), [np.array([True, False])], [lambda v: v], (), {}),  # x broadcast
            (weak(2.0), [True], [lambda v: v * 3], (), {}),
            (Host(f.value, weak=True), [f.value < 0], [lambda v: v, lambda v: v * 2], (), {}),
            (Host(np.arange(3), weak=True), [np.arange(3) < 1], [lambda v: v, lambda v: v * 2.5], (), {}),
            (f, [f.value < 0], [lambda v, a, b=1: v * a + b, lambda v, a, b=1: a - b], (3.0,), {"b": 5}),
            (f, (f.value < 0,), (lambda v: -v,), (), {}),
            (f, [f.value > 0], [np.float64(2.5), Host(np.array(3))], (), {}),
            (Host(np.arange(5, dtype=np.int8)), [np.arange(5) > 1], [300], (), {}),
            # errors
            (f, [f.value < 0], [1, 2, 3], (), {}), ([1.0, 2.0], [True], [1], (), {}), (f, [], [lambda v: v], (), {}),
            (f, [f.value > 0], [np.arange(5.0)], (), {}), (f, [f.value > 0], [lambda v: v * np.ones(2)], (), {}),
            (f, [np.array([True, False])], [1], (), {}), (f, [f.value > 0, np.array([True])], [1, 2], (), {}),
        ):
            check("piecewise", ours, theirs, x, condlist, funclist, *args, **kw)
        check.done()


# -- apply_along_axis, apply_over_axes ----------------------------------------------------------

@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_apply_along_and_over_axes(x64: bool) -> None:
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        along: list[Build] = [lambda N: lambda v: v * 2, lambda N: N.sum, lambda N: lambda v: N.outer(v, v[:2]),
                              lambda N: lambda v: N.cumsum(v)[::-1], lambda N: lambda v: v[0] * v[-1]]
        over: list[Build] = [lambda N: N.sum, lambda N: N.cumsum, lambda N: N.max, lambda N: N.flip]
        for k, dt in enumerate(dts):
            x = operand(dt, (2, 3, 4), "apply", domain="small")
            for build, axis in zip(pick(along, k, 1), pick([0, 1, 2, -1, -2], 2 * k, 1)):
                check("apply_along_axis", *both(lambda N, b=build, axis=axis: lambda a: N.apply_along_axis(
                    b(N), axis, a)), x)
            for build, axes in zip(pick(over, k, 1), pick([[0], [1, 2], (0, -1), [-1, 1, 0], []], 2 * k, 1)):
                check("apply_over_axes", *both(lambda N, b=build, axes=axes: lambda a: N.apply_over_axes(
                    b(N), a, axes)), x)
        f = operand("float32", (3, 4), "apply f")
        check("apply_along_axis args", *both(lambda N: lambda a: N.apply_along_axis(
            lambda v, s, t=1: v[:2] * s + t, 0, a, 3, t=2)), f)
        check("apply_along_axis python", *both(lambda N: lambda a: N.apply_along_axis(lambda v: 3.0, 1, a)), f)
        check("apply_along_axis weak", *both(lambda N: lambda a: N.apply_along_axis(lambda v: v, 0, a)),
              Host(f.value, weak=True))
        check("apply_over_axes weak", *both(lambda N: lambda: N.apply_over_axes(N.max, 3, [])))
        check("apply_over_axes numpy", *both(lambda N: lambda: N.apply_over_axes(N.sum, np.arange(6.0).reshape(2, 3),
                                                                                    [1])))
        for build in (lambda N: lambda: N.apply_along_axis(lambda v: v, 0, 2.0),
                      lambda N: lambda: N.apply_along_axis(lambda v: v, 0, [2.0]),
                      lambda N: lambda: N.apply_along_axis(lambda v: v, 2, np.ones((2, 2))),
                      lambda N: lambda: N.apply_over_axes(N.sum, np.ones((2, 2)), 0),
                      lambda N: lambda: N.apply_over_axes(lambda a, ax: a.sum(), np.ones((2, 2)), [0]),
                      lambda N: lambda: N.apply_over_axes(N.sum, [[1.0]], [0])):
            check("apply error", *both(build), eager=True)
        check.done()


# -- mgrid, ogrid, r_, c_ ---------------------------------------------------------------------

@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_index_tricks(x64: bool) -> None:
    """Slices with Python int, float and complex steps, and NumPy bounds of every dtype
    (pairs promoted); ``r_``/``c_`` of arrays of every dtype with scalars, lists and
    slices, under every form of directive; the errors."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        keys: list[Callable[[Any], Any]] = [
            lambda G: G[0:5], lambda G: G[5:0:-2], lambda G: G[0:1:0.25], lambda G: G[0.5:3], lambda G: G[0:1:5j],
            lambda G: G[0:4:5j], lambda G: G[0:4:1j], lambda G: G[0:4:0j], lambda G: G[0:1:-5j], lambda G: G[0:1:2.5j],
            lambda G: G[0:1:3 + 4j], lambda G: G[0:2, 0:3], lambda G: G[0:2, 0:1:3j], lambda G: G[()], lambda G: G[0:],
            lambda G: G[3:], lambda G: G[3::2], lambda G: G[-3:], lambda G: G[:3], lambda G: G[False:True],
            lambda G: G[0:3:0], lambda G: G[[slice(0, 2), slice(0, 3)]], lambda G: G[0:2, ], lambda G: G[1:5:-1],
            lambda G: G[1.5:3:0.5, 0:2, 1:2], lambda G: G[0:3:np.complex64(2j)],
            # errors
            lambda G: G[1j:3], lambda G: G[0:3:2 + 0j], lambda G: G[3],
        ]
        for key in keys:
            check("mgrid", *both(lambda N, key=key: lambda: key(N.mgrid)))
        for key in keys[11:14] + keys[21:26] + keys[-1:]:  # (ogrid differs from mgrid in several slices)
            check("ogrid", *both(lambda N, key=key: lambda: key(N.ogrid)))
        for name in ("mgrid", "ogrid"):  # (jax: AttributeError, from reading the int's .start)
            with pytest.raises(TypeError, match="each index must be a slice"):
                getattr(jnp, name)[0:2, 3]
        for k, dt in enumerate(dts):
            t, u = dtype(dt).type, dtype(pick(dts, 3 * k + 1, 1)[0]).type
            one, two = ("mgrid", "ogrid") if k % 2 else ("ogrid", "mgrid")
            check(f"{one} bounds", *both(lambda N, t=t, name=one: lambda: getattr(N, name)[t(1):t(7):t(2)]))
            check(f"{two} pair", *both(lambda N, t=t, u=u, name=two: lambda: getattr(N, name)[t(0):t(2), u(0):u(3)]))
        for k, dt in enumerate(dts):
            a = operand(dt, (3,), "r_")
            other = pick(dts, k + 2, 1)[0]
            m23, m32 = operand(other, (2, 3), "r_ m"), operand(other, (3, 2), "c_ m")
            check("r_", *both(lambda N: lambda a: N.r_[a, 3, 2.5]), a)
            label, build, operands = pick([
                ("r_", lambda N: lambda a: N.r_[a, 0:3, [1, 2, 3]], (a,)),
                ("r_ 2-D", lambda N: lambda a, m: N.r_["0,2", a, m], (a, m23)),
                ("c_", lambda N: lambda a: N.c_[a, 0:3, [1, 2, 3]], (a,)),
                ("c_ 2-D", lambda N: lambda a, m: N.c_[a, m], (a, m32))], k, 1)[0]
            check(label, *both(build), *operands)
        v, w = Host(np.array([1, 2, 3], np.int8)), operand("float32", (2, 3), "r_ w")
        items: list[Callable[[Any], Any]] = [
            lambda G: G[1, 2, 3], lambda G: G[1], lambda G: G[1, 2.5], lambda G: G[True, False], lambda G: G[True, 2],
            lambda G: G[1j, 2], lambda G: G[0:3, 5, 6], lambda G: G[0:1:3j, 5], lambda G: G[[1, 2], [3.5]],
            lambda G: G[(1, 2), 3], lambda G: G[np.float64(2.0)], lambda G: G[np.array([1, 2], np.int8), np.float16(3)],
            lambda G: G[np.ones((2, 3)), np.zeros((1, 3))], lambda G: G[1:3, 5:7], lambda G: G[np.ones((1, 2, 2)),
                                                                                              np.ones((1, 2, 1))],
            lambda G: G["0,2", [1, 2, 3], [4, 5, 6]], lambda G: G["0,2,0", [1, 2, 3], [4, 5, 6]],
            lambda G: G["1,2,0", [1, 2, 3], [4, 5, 6]], lambda G: G["0,2,-2", [1, 2, 3], [4, 5, 6]],
            lambda G: G["-1,3,1", [1, 2, 3], [4, 5, 6]], lambda G: G["0,3,0", [[1, 2, 3]], [[4, 5, 6]]],
            lambda G: G["0,4,1,7", [1, 2, 3]], lambda G: G["1", np.ones((2, 2)), np.zeros((2, 1))],
            lambda G: G["r", [1, 2, 3], [4, 5, 6]], lambda G: G["c", [1, 2, 3], [4, 5, 6]],
            lambda G: G["c", np.ones((2, 2))], lambda G: G["0,2", 1, 2], lambda G: G["0,2", 0:3, [4, 5, 6]],
            lambda G: G["0,2,0", 0:3, [4, 5, 6]], lambda G: G["0,2,-1", [1, 2, 3], [4, 5, 6]],
            lambda G: G["0", [1, 2, 3], [4, 5, 6]], lambda G: G[2**40],
            # errors
            lambda G: G[()], lambda G: G["x", [1, 2, 3]], lambda G: G[[1, 2, 3], "0"], lambda G: G["0,2"],
            lambda G: G["0,0", 1, 2], lambda G: G[None], lambda G: G[np.ones((2, 2)), [1, 2]], lambda G: G["1", [1.0]],
        ]
        for item in items:
            check("r_", *both(lambda N, item=item: lambda: item(N.r_)))
        for item in items[:2] + items[8:10] + items[12:16] + items[23:26] + items[29:31] + items[32:35]:
            check("c_", *both(lambda N, item=item: lambda: item(N.c_)))
        for name in ("r_", "c_"):
            check(f"{name} arrays", *both(lambda N, name=name: lambda v, w: getattr(N, name)[v, w[0], 0:2, 2.5]), v, w)
            check(f"{name} weak", *both(lambda N, name=name: lambda a: getattr(N, name)[a, 1]),
                  Host(w.value, weak=True))
        check.done()


# -- under transformations -------------------------------------------------------------------

TRANSFORMED: dict[str, Build] = {
    "ravel_multi_index": lambda N: lambda x: N.ravel_multi_index(
        (N.astype(x > 0, "int32"), N.astype(x * 3, "int32")), (2, 5), mode="wrap", order="F"),
    "unravel_index": lambda N: lambda x: N.unravel_index(N.astype(x * 10, "int32"), (3, 4)),
    "mask_indices": lambda N: lambda x: (N.mask_indices(3, N.triu, size=6), x),
    "partition": lambda N: lambda x: N.partition(x, 1, axis=0),
    "argpartition": lambda N: lambda x: N.argpartition(x, 2),
    "block": lambda N: lambda x: N.block([[x, x * 2], [x[:1] * 3, x[:1]]]),
    "piecewise": lambda N: lambda x: N.piecewise(x, [x < -0.5, x > 0.5], [N.sin, 0.5, lambda v: v * v]),
    "apply_along_axis": lambda N: lambda x: N.apply_along_axis(lambda v: v * N.sum(v), 0, x),
    "apply_over_axes": lambda N: lambda x: N.apply_over_axes(N.sum, x, [0, -1]),
    "mgrid": lambda N: lambda x: N.mgrid[0:3, 0:4] * x[:3],
    "ogrid": lambda N: lambda x: N.ogrid[0:3, 0:1:4j][1] * x,
    "r_": lambda N: lambda x: N.r_[x[0], 1.0, 0:2],
    "c_": lambda N: lambda x: N.c_[x, x[:, :1]],
}


def test_every_name_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(FUNCTIONS + TRICKS)


def test_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode); then all of them
    in one function under ``grad(jit(...))`` and ``vmap(jit(...))`` (float64); and what
    needs concrete values raises a TypeError under ``jit`` in both libraries."""
    check = Checker()
    with modes(False, "standard"):
        batch = Host(sample("float32", (2, 3, 4), seed("index_functional", "vmap")))
        for name, make in TRANSFORMED.items():
            check(name, jaxtypes.jit(jaxtypes.vmap(make(jnp))), jax.jit(jax.vmap(make(jjnp))), batch, tol=1e-5)
        check.done()
        for fails in (lambda N: lambda a: N.ravel_multi_index((a, a), (3, 4)),
                      lambda N: lambda a: N.mask_indices(3, N.triu),
                      lambda N: lambda a: N.mgrid[0:a[0]], lambda N: lambda a: N.r_[0:a[1]]):
            for jit, N in ((jaxtypes.jit, jnp), (jax.jit, jjnp)):
                with pytest.raises(TypeError):
                    jit(fails(N))(N.array([1, 2]))

    def build(N: Any, lax_: Any) -> Any:
        def f(a: Any) -> Any:
            p = N.partition(a, 2, axis=0)
            b = N.block([[a, p], [p * 2, a ** 2]])
            pw = N.piecewise(b, [b < -0.3, b > 0.4], [N.sin, 0.5, lambda v: v * v * 2.0])
            along = N.apply_along_axis(lambda v: v * N.sum(v ** 2), 1, pw)
            over = N.apply_over_axes(N.sum, along, [0])
            row = N.r_[over[0], a[0], 0:1:3j]
            cols = N.c_[a, a[:, ::-1]]
            flat = N.ravel_multi_index(N.unravel_index(N.arange(4), (2, 2)), (2, 2), mode="clip")
            return ((row ** 2).sum() + (cols * N.mgrid[0:4, 0:8][0]).sum() + (a[0] * flat).sum()
                    + lax_.cond(a.sum() > -1e9, lambda m: N.partition(m, 1).sum() * m[0, 0], lambda m: m.sum(), a))
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (4, 4), seed("index_functional", "bodies")) * 0.7 + 0.1)
