"""Differential tests: ``jaxtypes.numpy``'s ``unique`` family and set operations against
``jax.numpy`` on real XLA.

Both 64-bit modes; dtypes spread over the functions with ``pick``; data with repeats,
NaNs (``equal_nan`` both ways), 2-D data with ``axis``; every ``return_*`` flag; ``size``
smaller and larger than the number of results, with and without ``fill_value``; weak,
NumPy and Python operands; ``assume_unique``; errors (the class must be jax's). Calls
without ``size`` run jax eagerly (its output length comes from the data); calls with
``size`` run it under ``jit``. Then each function with ``size`` under ``jit(vmap(...))``.
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
from tests.numpy_oracle import Checker, Host, kind, live_dtypes, sample, weak  # noqa: E402
from tests.test_numpy_functions import pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
UNIQUES = ["unique_values", "unique_counts", "unique_inverse", "unique_all"]
PAIRS = ["union1d", "intersect1d", "setdiff1d", "setxor1d"]


def as_tuple(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` with a NamedTuple result made a plain tuple (each library has its own classes)."""
    def call(*args: Any, **kwargs: Any) -> Any:
        out = fn(*args, **kwargs)
        return tuple(out) if isinstance(out, tuple) else out
    return call


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return as_tuple(getattr(jnp, name)), as_tuple(getattr(jjnp, name))


def repeats(name: str, shape: tuple[int, ...], s: int, nans: bool = False) -> np.ndarray:
    """Values of dtype ``name`` with repeats (drawn from a few), NaNs in some when asked."""
    pool = sample(name, (3,), s)
    rng = np.random.default_rng(s)
    out = pool[rng.integers(0, 3, size=shape)]
    if nans and kind(name) in ("float", "complex"):
        flat = out.reshape(-1)
        flat[rng.integers(0, flat.size, size=2)] = np.nan
        if flat.size > 3:
            flat[-1] = np.nan
    return out


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_unique(x64: bool) -> None:
    check = Checker()
    ours, theirs = jnp.unique, jjnp.unique
    with modes(x64, "standard"):
        for i, dt in enumerate(live_dtypes(x64)):
            x = Host(repeats(dt, (7,), seed("unique", dt, x64), nans=True))
            flags = pick([(True, False, False), (False, True, False), (False, False, True), (True, True, True)], i, 1)
            for ri, rv, rc in flags:  # (the options spread over the dtypes: each case is a compile)
                kw = dict(return_index=ri, return_inverse=rv, return_counts=rc, equal_nan=i % 2 == 0)
                check("unique", ours, theirs, x, eager=True, **kw)
                sized = pick([{"size": 2}, {"size": 6}, {"size": 6, "fill_value": 1}], i, 1)[0]
                check("unique", ours, theirs, x, **sized, **kw)
            m = Host(repeats(dt, (4, 3), seed("unique2", dt, x64)))
            m.value[2] = m.value[0]
            for axis in pick([0, 1, -1, None], i, 1):
                check("unique", ours, theirs, m, True, True, True, axis, eager=True)
                check("unique", ours, theirs, m, True, True, True, axis, size=5, fill_value=0)
        for name in UNIQUES:
            o, t = funcs(name)
            x = Host(np.array([2.0, np.nan, 1.0, 2.0, np.nan, 1.0], np.float32).reshape(2, 3))
            check(name, o, t, x, eager=True)
            check(name, o, t, x, size=2)
            check(name, o, t, x, size=7, fill_value=-1.0)
        # weak, NumPy and Python operands
        for v in (weak(3), weak(2.5), weak(1 + 2j), np.array([3, 1, 3]), 4, 2.5, True, Host(np.ones(3, np.complex64), True),
                  Host(np.array([1, 1, 2], np.int32), True), Host(np.array([1.0, 1.0], np.float32), True)):
            check("unique", ours, theirs, v, True, eager=True)
            check("unique", ours, theirs, v, size=3)
            check("unique", ours, theirs, v, size=3, fill_value=0)
            check("unique_all", *funcs("unique_all"), v, eager=True)
        # empty data
        e = Host(np.zeros((0,), np.float32))
        check("unique", ours, theirs, e, True, True, eager=True)
        check("unique", ours, theirs, e, size=2, fill_value=1.0)
        check("unique", ours, theirs, e, size=2)  # ValueError: fill_value needed
        # errors
        check("unique", ours, theirs, [1, 2], eager=True)  # TypeError: a list
        check("unique", ours, theirs, Host(np.ones((2, 2))), axis=2, eager=True)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_set_operations(x64: bool) -> None:
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        for f, name in enumerate(PAIRS):
            o, t = funcs(name)
            flags: list[dict[str, Any]] = [{}] if name == "union1d" else [{}, {"assume_unique": True}]
            if name == "intersect1d":
                flags += [{"return_indices": True}, {"return_indices": True, "assume_unique": True}]
            for i, dt in enumerate(pick(dts + ["int32", "float32"], f, 2)):
                s = seed(name, dt, x64)
                nans = not (name == "setxor1d" and kind(dt) == "complex")  # jax pads complex NaN results oddly
                a = Host(repeats(dt, (6,), s, nans=nans))
                b = Host(repeats(dt, (2, 2), s + 1, nans=nans))
                ua = Host(np.unique(sample(dt, (5,), s + 2)))  # unique, for assume_unique
                ub = Host(np.concatenate([ua.value[1:3], np.unique(sample(dt, (3,), s + 3))]))
                ub = Host(np.unique(ub.value))
                for kw in flags:
                    x, y = (ua, ub) if kw.get("assume_unique") else (a, b)
                    if kw.get("assume_unique") and kind(dt) == "float":
                        ok = ~np.isnan(x.value)
                        x = Host(x.value[ok])
                    check(name, o, t, x, y, eager=True, **kw)
                    sized = pick([{"size": 2}, {"size": 9}, {"size": 9, "fill_value": 1}], i + len(kw), 1)[0]
                    check(name, o, t, x, y, **sized, **kw)
            # mixed dtypes and weak, NumPy and Python operands
            i8 = Host(np.array([1, 2, 2, 5], np.int8))
            f32 = Host(np.array([2.0, 3.0, 3.0], np.float32))
            w32 = Host(np.array([5, 1, 7], np.int32), True)
            for x, y in pick([(i8, f32), (f32, i8), (w32, f32), (w32, 3), (2.0, i8), (np.array([1, 4]), w32),
                              (Host(np.array([1.0, 2.0], np.float32), True), weak(2.0)),
                              (Host(np.array([1, 2j], np.complex64), True), weak(2))], f, 6):
                check(name, o, t, x, y, eager=True)
                check(name, o, t, x, y, size=4)
                check(name, o, t, x, y, size=4, fill_value=0)
            e = Host(np.zeros((0,), np.float32))
            check(name, o, t, e, f32, eager=True)
            check(name, o, t, e, e, size=2, fill_value=1.0)
            check(name, o, t, [1], f32, eager=True)  # TypeError: a list
        check.done()


def test_traced_without_size_raises() -> None:
    """Under ``jit`` without ``size`` both raise a TypeError (jax's ConcretizationTypeError)."""
    x = np.array([1, 2, 2], np.int32)
    for name in ["unique", *UNIQUES, *PAIRS]:
        args = (x,) if name.startswith("unique") else (x, x)
        with pytest.raises(TypeError):
            jax.jit(getattr(jjnp, name))(*args)
        with pytest.raises(TypeError, match="size"):
            jaxtypes.jit(getattr(jnp, name))(*args)
    assert jnp.unique_all(jnp.asarray(x))._fields == jjnp.unique_all(x)._fields
    assert jnp.unique_counts(jnp.asarray(x))._fields == jjnp.unique_counts(x)._fields
    assert jnp.unique_inverse(jnp.asarray(x))._fields == jjnp.unique_inverse(x)._fields


TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "unique": lambda N: lambda x: N.unique(x, True, True, True, size=4, fill_value=0.5),
    "unique_axis": lambda N: lambda x: N.unique(x.reshape(3, 2), return_counts=True, axis=0, size=2),
    "unique_values": lambda N: lambda x: N.unique_values(x, size=3),
    "unique_counts": lambda N: lambda x: tuple(N.unique_counts(x, size=7)),
    "unique_inverse": lambda N: lambda x: tuple(N.unique_inverse(x, size=2)),
    "unique_all": lambda N: lambda x: tuple(N.unique_all(x, size=5, fill_value=-1.0)),
    "union1d": lambda N: lambda x: N.union1d(x, x[:2] + 1, size=5),
    "intersect1d": lambda N: lambda x: N.intersect1d(x, x[::-1] + x[0], return_indices=True, size=3),
    "setdiff1d": lambda N: lambda x: N.setdiff1d(x, x[:2], size=4),
    "setxor1d": lambda N: lambda x: N.setxor1d(x, x[1:3] + 1, size=4, fill_value=9.0),
}


def test_under_jit_of_vmap() -> None:
    check = Checker()
    with modes(False, "standard"):
        batch = Host(np.round(sample("float32", (3, 6), seed("sets", "vmap")) * 2) / 2)
        batch.value[0, 3] = batch.value[0, 1]
        for name, make in TRANSFORMED.items():
            check(name, jaxtypes.jit(jaxtypes.vmap(make(jnp))), jax.jit(jax.vmap(make(jjnp))), batch)
        check.done()
