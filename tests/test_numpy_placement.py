"""Differential tests: ``choose``, ``compress``, ``extract``, ``place``, ``put``,
``put_along_axis``, ``insert`` and ``trim_zeros`` of ``jaxtypes.numpy`` against
``jax.numpy`` on real XLA.

Both 64-bit modes; every dtype of the mode as the array, with values of another dtype
(spread with ``pick``: they are cast to the array's dtype, never promoted), and as
``choose``'s choices (promoted, strong); index dtypes of every width; weak, NumPy and
Python operands. The options: ``choose``'s and ``put``'s modes, ``put_along_axis``'s
scatter modes and broadcasting, ``insert``'s index forms (int, slice, 1-element and
n-element arrays, negative and out-of-range positions, ``axis=None``), ``compress``'s
axis, ``size`` and ``fill_value`` (scalar and broadcast), ``trim_zeros``' ``trim`` and
``axis``; special values (NaN and -0.0 as conditions and zeros). The errors (jax's
classes), the ``inplace=True`` refusals, and the data-dependent shapes under ``jit``.
Calls that need concrete data run jax eagerly; the rest run it under ``jit`` (traced
indices, masks and positions). Then each under ``jit(vmap(...))``, and all of them
under ``grad(jit(...))`` and ``vmap(jit(...))``.
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
    DTYPES_32, DTYPES_64, Checker, Host, assert_jax_signatures, kind, live_dtypes, sample, weak,
)
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, check_jit_of_vmap, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
NAMES = ["choose", "compress", "extract", "place", "put", "put_along_axis", "insert", "trim_zeros"]
INDEX_DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return getattr(jnp, name), getattr(jjnp, name)


def operand(dt: str, shape: tuple[int, ...], *key: object, domain: str = "small") -> Host:
    value = sample(dt, shape, seed("placement", dt, shape, *key), domain)
    if kind(dt) in ("float", "complex") and domain == "small":
        value = np.abs(value)  # (no negative floats cast to unsigned integers: XLA leaves that undefined)
    return Host(value)


def values_for(target: str, dt: str, shape: tuple[int, ...], *key: object) -> Host:
    """Values of ``dt`` to put into an array of ``target``: small, non-negative where
    ``target`` is unsigned and ``dt`` floating."""
    return operand(dt, shape, target, *key)


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(NAMES)


# The dtypes whose calls that need concrete data (compress without size, trim_zeros) run
# jax eagerly too: one of each kind per mode (eager jax compiles every primitive it runs).
EAGER_SAMPLE = {"bool", "uint32", "int16", "bfloat16", "complex64", "uint64", "float64"}


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_dtypes(x64: bool) -> None:
    """Each dtype of the mode as the array, values of other dtypes cast into it (all
    dtypes in 64-bit mode), spread over the functions; choose's choices promoted
    pairwise; conditions, masks and indices of various dtypes."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        others = DTYPES_32 + DTYPES_64 if x64 else DTYPES_32
        ints = [d for d in others if kind(d) in ("int", "uint")]
        for i, dt in enumerate(dts):
            def other(f: int, i: int = i) -> str:
                return others[(3 * i + f) % len(others)]
            index_dt = ints[i % len(ints)]
            x = operand(dt, (3, 4), "x")
            check("put", *funcs("put"), x, Host(np.array([0, 7, 11, 3, 5]).astype(index_dt)),
                  values_for(dt, other(0), (5,), "v"), inplace=False)
            check("place", *funcs("place"), x, operand(other(1), (3, 4), "mask"), values_for(dt, other(1), (3,), "pv"),
                  inplace=False)
            check("put_along_axis", *funcs("put_along_axis"), x,
                  Host(np.array([[0, 3], [2, 2], [1, 0]]).astype(index_dt)), values_for(dt, other(2), (2,), "av"), 1,
                  inplace=False)
            check("insert", *funcs("insert"), x, Host(np.array([2, 0]).astype(index_dt)),
                  values_for(dt, other(3), (3, 2), "iv"), axis=1)
            check("choose", *funcs("choose"), Host(np.array([[0], [1], [1]]).astype(index_dt)),
                  [x, operand(other(4), (4,), "c")], mode="clip")
            cond = operand(other(5), (4,), "cond")
            check("compress size", *funcs("compress"), cond, x, 1, size=2, fill_value=values_for(dt, other(5), (), "f"))
            check("extract size", *funcs("extract"), operand(other(6), (3, 4), "e"), x, size=12,
                  fill_value=values_for(dt, other(6), (), "ef").value)
            if dt in EAGER_SAMPLE:
                check("compress", *funcs("compress"), cond.value, x, 1, eager=True)
                z = Host(np.pad(operand(dt, (2, 3), "z").value, ((1, 2), (0, 1))))
                check("trim_zeros", *funcs("trim_zeros"), z, eager=True)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_weak_numpy_and_python_operands(x64: bool) -> None:
    """Weak arrays keep their weak type (but compress/extract with size and choose drop
    it); Python scalars (too large ones: OverflowError), NumPy data and weak 0-d values
    cast into the array's dtype."""
    check = Checker()
    with modes(x64, "standard"):
        wide = "int64" if x64 else "int32"
        arrays = [Host(np.arange(6, dtype=np.float32), True), Host(np.arange(6, dtype=wide), True),
                  Host(np.arange(6, dtype=np.uint8)), Host(np.arange(6, dtype=np.int8)),
                  Host(np.arange(6, dtype=np.complex64), True)]
        scalars = [3, 2.5, 1.5 - 2j, True, 300, -1, 2**40, weak(2.5), weak(7), np.float64(1.25), np.int16(-3),
                   np.array([4.5, -2.0]), np.array([2**40 + 3, 5])]
        for i, x in enumerate(arrays):  # (place and put_along_axis cast as put does: x.at[...].set)
            for j, v in enumerate(pick(scalars, 3 * i, 3)):
                check("put", *funcs("put"), x, Host(np.array([1, 4])), v, inplace=False)
                check("insert", *funcs("insert"), x, Host(np.array([5, 0])), v)
                check("compress size", *funcs("compress"), Host(np.array([1, 0, 1])), x, size=3, fill_value=v)
                if j == 0:
                    check("place", *funcs("place"), x, Host(np.array([0, 1, 1, 0, 0, 1], bool)), v, inplace=False)
                if j == 1:
                    check("put_along_axis", *funcs("put_along_axis"), x, Host(np.array([5, 0])), v, 0, inplace=False)
        check("compress", *funcs("compress"), np.array([1, 0, 1]), arrays[0], eager=True)
        check("extract", *funcs("extract"), np.array([1, 0, 1, 1]), arrays[1], eager=True)
        check("trim_zeros", *funcs("trim_zeros"), arrays[4], eager=True)
        # choose: the choices promoted, then strong (Python scalars and weak arrays too)
        a = Host(np.array([0, 1, 1, 0]))
        choices = [Host(np.ones(4, np.int8)), Host(np.ones(4, np.float32), True), 2, 2.5, 1j, True,
                   Host(np.ones(4, np.float16), True), np.ones(4, np.int16), weak(3), np.float64(2.0)]
        for k, c in enumerate(choices):
            check("choose", *funcs("choose"), a, [c, choices[(3 * k + 1) % len(choices)]], mode="wrap")
        check("choose one", *funcs("choose"), a, [weak(2.5)], mode="clip")
        check("choose python a", *funcs("choose"), 1, [3, 5], mode="clip")
        check("choose array choices", *funcs("choose"), Host(np.array([0, 2, 1])),
              Host(np.arange(9.0).reshape(3, 3), True), mode="clip")
        check("choose numpy choices", *funcs("choose"), Host(np.array([0, 1, 1])), np.arange(6).reshape(2, 3),
              mode="clip")
        # Python and NumPy arrays as the array
        check("put numpy", *funcs("put"), np.arange(4.0), Host(np.array([1])), 9, inplace=False)
        check("place python", *funcs("place"), 3.0, True, 2, inplace=False)
        check("insert python", *funcs("insert"), 3, 0, 7)
        check("extract python", *funcs("extract"), True, 5, eager=True)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_options(x64: bool) -> None:
    """Modes, index forms, axes, sizes and fill values, trim options; special values.
    The longer lists are shared out between the two modes (``half``)."""
    check = Checker()

    def half(items: list[Any]) -> list[Any]:
        return items[int(x64)::2]

    with modes(x64, "standard"):
        fl = "float64" if x64 else "float32"
        m = operand(fl, (3, 4), "m", domain="any")
        v = operand(fl, (6,), "v", domain="any")
        # choose
        c3 = [Host(m.value[:2, :3]), Host(m.value[1:, 1:] * 2), Host(v.value[:3])]
        mode = half(["wrap", "clip"])[0]
        check("choose", *funcs("choose"), Host(np.array([[-3, -1, 0], [1, 2, 5]], np.int8)), c3, mode=mode)
        check("choose uint", *funcs("choose"), Host(np.array([250, 1, 3], np.uint8)), c3, mode=mode)
        check("choose raise", *funcs("choose"), Host(np.array([[0, 2, 1]])), c3, eager=True)
        check("choose empty a", *funcs("choose"), Host(np.zeros((0, 3), np.int32)), c3, mode="clip")
        # put
        ind = Host(np.array([-1, 7, -13, 2, 12, -12]))
        for mode in (None, "clip", "wrap"):
            check("put", *funcs("put"), m, ind, v, mode, inplace=False)
        for args in half([(Host(np.array([200, 1], np.uint8)), v, "wrap"),
                          (Host(np.array([[0, 1, 2], [3, 4, 5]])), Host(v.value[:2])), (Host(np.array([3, 1])), m),
                          (Host(np.zeros(0, np.int32)), v), (Host(np.array([1])), Host(v.value[:0])),
                          (Host(np.array([True, False])), v)]):
            check("put", *funcs("put"), m, *args, inplace=False)
        # place
        for args in half([(m, Host(np.where(m.value > 0, np.nan, 0.0)), v),
                          (m, Host(m.value.reshape(2, 6) > 0), Host(v.value[:4].reshape(2, 2))),
                          (Host(m.value[:0]), Host(m.value[:0]), v), (m, Host(m.value > 100), v)]):
            check("place", *funcs("place"), *args, inplace=False)
        # put_along_axis
        idx = Host(np.array([[-1, 5], [-5, 3], [0, 1]]))
        for mode in half([None, "clip", "fill", "drop"]):
            check("put_along_axis", *funcs("put_along_axis"), m, idx, Host(v.value[:2]), 1, inplace=False, mode=mode)
        for args, kwargs in half([
                ((m, Host(np.array([[-1, 1], [2, 0], [3, 3]])), 7.5, -1), {"mode": "promise_in_bounds"}),
                ((m, Host(np.array([[2, 0, 1, 1]])), Host(v.value[:4]), 0), {}),
                ((m, Host(np.array([[1]])), Host(v.value[:1]), 0), {}),
                ((m, Host(np.array([[0], [1], [2], [0], [1]])), 1.0, 0), {}),
                ((m, Host(np.array([-1, 3, 20])), Host(v.value[:3]), None), {}),
                ((Host(m.value.reshape(3, 2, 2)), Host(np.array([[[1]], [[0]], [[1]]])),
                  Host(v.value[:3].reshape(3, 1, 1)), 2), {})]):
            check("put_along_axis", *funcs("put_along_axis"), *args, inplace=False, **kwargs)
        # insert: the index forms, each once on some axis and once as a column
        obj_forms: list[Any] = [2, -1, 9, -9, np.int8(3), slice(None, None, 2), slice(None, None, -2), slice(1, 3),
                                slice(3, 1), Host(np.array([1])), Host(np.array(2)), Host(np.array([3, 0, 3, -1])),
                                Host(np.array([200, 1], np.uint8)), np.array([], np.float32), np.array([1, 1])]
        for k, obj in enumerate(obj_forms):
            if k % 2 == int(x64):
                check("insert", *funcs("insert"), m, obj, Host(v.value[:1]), axis=pick([None, 0, 1, -1], k, 1)[0])
            else:
                check("insert column", *funcs("insert"), m, obj, Host(m.value[:, :1]), axis=1)
        for args, kwargs in half([
                ((m, 1, Host(v.value[:4])), {"axis": 0}), ((m, Host(np.array([1, 3])), Host(m.value[:2])), {"axis": 0}),
                ((m, 1, Host(m.value[:, :2])), {"axis": 1}),
                ((m, Host(np.array([0, 2])), Host(m.value[:, :2])), {"axis": 1}), ((m, 3, Host(m.value[:2, :2])), {}),
                ((Host(v.value[:0]), Host(np.array([5, -2])), Host(v.value[:2])), {}),
                ((Host(m.value.reshape(3, 2, 2)), Host(np.array([2, 0])), Host(m.value.reshape(3, 2, 2)[:, :, :1])),
                 {"axis": 2})]):
            check("insert", *funcs("insert"), *args, **kwargs)
        # compress and extract
        cond = np.array([1, 0, 1, 1])
        for k, axis in enumerate(half([None, 0, 1, -1])):
            c = cond[:3] if axis == 0 else cond
            check("compress", *funcs("compress"), c, m, axis, eager=True)
            # (fill_value broadcasts against the array with the axis in front)
            block = Host({None: np.array([5.0]), 0: np.array([[1.0], [2.0], [3.0]])}.get(axis, np.array([1.0, 2, 3])))
            for size, fill in ((0, 0), (2, 0), (3, -1.5), (3, block)):
                check("compress size", *funcs("compress"), Host(c), m, axis, size=size, fill_value=fill)
        for args, kwargs in half([
                ((np.array([0, 1]), m, 1), {}), ((np.array([1, 0, 0, 0, 0, 0]), m, 1), {}),
                ((np.array([np.nan, 0.0, -0.0, 2.0]), m, 1), {}), ((np.array([1j, 0, 0, 1]), m, 1), {}),
                ((np.zeros(0, bool), m), {}), ((np.array([True]), 5.0), {})]):
            check("compress", *funcs("compress"), *args, eager=True, **kwargs)
        check("compress long size", *funcs("compress"), Host(np.array([1, 0, 0, 0, 1, 1])), m, 1, size=4)
        check("compress empty size", *funcs("compress"), Host(np.zeros(0, bool)), m, size=0)
        check("extract", *funcs("extract"), Host(m.value > 0), m, size=5, fill_value=np.nan)
        check("extract short", *funcs("extract"), np.array([1, 0, 1]), m, eager=True)
        check("extract size short", *funcs("extract"), Host(np.array([1, 0, 1])), m, size=3, fill_value=-1)
        # trim_zeros
        z = np.zeros((4, 5), fl)
        z[1, 2], z[2, 1] = m.value[0, 0], -0.5
        for trim in half(["fb", "f", "b", "F", "B", "bf", "", "x", "front"]):
            check("trim_zeros", *funcs("trim_zeros"), Host(z[:, 1]), trim, eager=True)
        for axis, trim in half([(None, "fb"), (0, "f"), (1, "b"), (-1, "fb"), ((0, 1), "f"), ((), "fb")]):
            check("trim_zeros axis", *funcs("trim_zeros"), Host(z), trim, axis, eager=True)
        for args in half([(np.array([-0.0, 0.0, np.nan, 0.0, 1.0, -0.0]),), (np.zeros((2, 3)),),
                          (np.zeros((2, 3)), "b", 0), (np.zeros(0),), (np.array(0.0),)]):
            check("trim_zeros special", *funcs("trim_zeros"), Host(args[0]), *args[1:], eager=True)
        check.done()


def test_errors() -> None:
    """Bad input raises jax's exception class, with a message naming the problem."""
    check = Checker()
    with modes(False, "standard"):
        m = Host(np.arange(12.0).reshape(3, 4))
        i2 = Host(np.array([0, 1]))
        for name, args, kwargs in (
            ("choose", ([0, 1], [m]), {"mode": "clip"}), ("choose", (i2, [[1.0, 2.0]]), {"mode": "clip"}),
            ("choose", (i2, 3), {"mode": "clip"}), ("choose", (i2, Host(np.array(3.0))), {"mode": "clip"}),
            ("choose", (Host(np.array([0.0, 1.0])), [m]), {"mode": "clip"}),
            ("choose", (Host(np.array([True])), [m]), {"mode": "clip"}),
            ("choose", (i2, [m]), {"mode": "fill"}), ("choose", (i2, [m]), {"mode": "clip", "out": 1}),
            ("choose", (Host(np.array([0, 2])), [m, m]), {}), ("choose", (Host(np.array([-1])), [m, m]), {}),
            ("choose", (i2, [m, Host(np.ones(3))]), {"mode": "clip"}), ("choose", (i2, []), {"mode": "clip"}),
            ("choose", (i2, []), {"mode": "wrap"}), ("choose", (i2, []), {}),
            ("compress", ([1, 0], m), {}), ("compress", (i2, m), {"fill_value": [1]}),
            ("compress", (Host(np.ones((2, 2))), m), {}), ("compress", (True, m), {}),
            ("compress", (Host(np.array([1, 0, 0, 0, 1])), m), {"axis": 1}), ("compress", (i2, m), {"axis": 2}),
            ("compress", (i2, m), {"size": 3, "axis": 0}), ("compress", (i2, m), {"size": -1}),
            ("compress", (i2, m), {"size": 1.0}), ("compress", (i2, m), {"out": 1}),
            ("compress", (Host(np.array([1])), 5.0), {"axis": 0}),
            ("compress", (i2, m), {"axis": 0, "size": 2, "fill_value": Host(np.ones(3))}),
            ("extract", ([1, 0], m), {}), ("extract", (i2, m), {"size": 1, "fill_value": [0]}),
            ("extract", (Host(np.ones(13)), m), {}),
            ("place", (m, Host(m.value > 3), Host(np.ones(2))), {}), ("place", (m, Host(m.value > 3), 1.0), {}),
            ("place", ([1.0], np.array([True]), 1.0), {"inplace": False}),
            ("place", (m, Host(np.ones(5, bool)), 1.0), {"inplace": False}),
            ("place", (m, Host(m.value > 3), Host(np.ones(0))), {"inplace": False}),
            ("place", (m, Host(m.value > 30), Host(np.ones(0))), {"inplace": False}),
            ("put", (m, i2, 1.0), {}), ("put", ([1.0], i2, 1.0), {}), ("put", (m, [1], 1.0), {"inplace": False}),
            ("put", (m, i2, [1.0]), {"inplace": False}), ("put", (m, Host(np.array([1.0])), 1.0), {"inplace": False}),
            ("put", (m, i2, 1.0, "raise"), {"inplace": False}), ("put", (m, i2, 1.0, "fill"), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[1]])), 1.0, 1), {}),
            ("put_along_axis", (m, [[1]], 1.0, 1), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([1])), 1.0, 1), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[1], [0]])), 1.0, 1), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[0, 1]])), Host(np.ones((1, 2))), 0), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[1], [0], [2]])), Host(np.ones(3)), 1), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[1.0]])), 1.0, 1), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[True]])), 1.0, 1), {"inplace": False}),
            ("put_along_axis", (m, Host(np.array([[1]])), 1.0, 1), {"inplace": False, "mode": "wrap"}),
            ("put_along_axis", (m, Host(np.array([[1]])), 1.0, 1), {"inplace": False, "mode": "raise"}),
            ("put_along_axis", (m, Host(np.array([[1]])), 1.0, None), {"inplace": False}),
            ("insert", ([1.0], 0, 1.0), {}), ("insert", (m, [1], 1.0), {}), ("insert", (m, 1, [1.0]), {}),
            ("insert", (m, Host(np.array([[1]])), 1.0), {}), ("insert", (m, 1.0, 1.0), {}),
            ("insert", (m, True, 1.0), {}), ("insert", (m, Host(np.array([1.0])), 1.0), {}),
            ("insert", (m, Host(np.zeros(0)), 1.0), {}), ("insert", (m, i2, Host(np.ones(3))), {}),
            ("insert", (m, np.array([], np.int32), Host(np.ones(2))), {}),
            ("insert", (m, slice(3, 1), Host(np.ones(2))), {}),
            ("insert", (m, 1, Host(np.ones((2, 1)))), {"axis": 0}), ("insert", (m, 1, 1.0), {"axis": 2}),
            ("insert", (m, i2, Host(np.ones((3, 3)))), {"axis": 1}),
            ("insert", (Host(np.array(1.0)), 0, 1.0), {"axis": 0}),
            ("insert", (m, 1, 2**40), {}),
            ("trim_zeros", ([0, 1],), {}), ("trim_zeros", (m,), {"axis": 2}), ("trim_zeros", (m,), {"axis": (1, 1)}),
            ("trim_zeros", (m,), {"axis": 0.0}),
        ):
            check(f"{name} error", *funcs(name), *args, eager=True, **kwargs)
        check.done()
    # Where jax's class is an accident of its implementation, ours is the fitting one.
    x = jnp.arange(6.0).reshape(2, 3)
    with pytest.raises(np.exceptions.AxisError):  # (jax: AssertionError)
        jnp.put_along_axis(x, jnp.array([[1]]), 1.0, 2, inplace=False)
    with pytest.raises(TypeError, match="trim"):  # (jax: AttributeError)
        jnp.trim_zeros(x, 3)  # type: ignore[arg-type]
    for fn in (jnp.place, jnp.put_along_axis):
        with pytest.raises(ValueError, match="immutable"):
            fn(x, x > 1, 1.0, *(() if fn is jnp.place else (0,)))
    with pytest.raises(ValueError, match="immutable"):
        jnp.put(x, jnp.array([1]), 1.0)
    # a complex element is zero only if both parts are, as in NumPy (jax 0.10's jnp.any drops imaginary parts
    # and trims this to [2])
    z = np.array([0j, 1j, 0, 2, 0], np.complex64)
    np.testing.assert_array_equal(np.asarray(jnp.trim_zeros(jnp.asarray(z))), np.trim_zeros(z))
    # put into a 0-d array works (jax's raises ValueError while broadcasting), as in NumPy
    assert float(jnp.put(jnp.asarray(3.0), jnp.array([0]), 5.0, inplace=False)) == 5.0
    # narrow index dtypes against a long axis do not overflow (jax's raise OverflowError)
    long = jnp.arange(300)
    got = jnp.put(long, jnp.array([-1, 100], jnp.int8), 7, inplace=False)
    assert int(got[-1]) == 7 and int(got[100]) == 7 and int(jnp.sum(got)) == sum(range(300)) - 299 - 100 + 14
    got = jnp.insert(long, jnp.array([-1, 100], jnp.int8), 7)
    assert got.shape == (302,) and int(got[100]) == 7 and int(got[300]) == 7


def test_traced_data_dependent_shapes_raise() -> None:
    """Under ``jit`` the shapes that depend on data raise a TypeError in both (jax's
    ConcretizationTypeError / TracerBoolConversionError); with ``size`` they run."""
    x = np.array([0.0, 1.0, 0.0, 2.0], np.float32)
    cases: list[Callable[[Any], Callable[[Any], Any]]] = [
        lambda N: lambda a: N.compress(a > 0, a),
        lambda N: lambda a: N.extract(a > 0, a),
        lambda N: lambda a: N.trim_zeros(a),
        lambda N: lambda a: N.choose((a > 0).astype("int32"), [a, -a]),
    ]
    for make in cases:
        with pytest.raises(TypeError):
            jax.jit(make(jjnp))(x)
        with pytest.raises(TypeError, match="concrete"):
            jaxtypes.jit(make(jnp))(x)
    with pytest.raises(TypeError, match="static"):
        jaxtypes.jit(lambda a, ax: jnp.insert(a, 1, 0.0, axis=ax))(x, 0)


def jitted(name: str, **kwargs: Any) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """``name`` with ``kwargs`` under each library's ``jit`` (its array arguments traced)."""
    ours, theirs = funcs(name)
    return (jaxtypes.jit(lambda *a: ours(*a, **kwargs)), jax.jit(lambda *a: theirs(*a, **kwargs)))


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_traced_indices(x64: bool) -> None:
    """Indices, masks, conditions and positions traced under ``jit``: the index
    arithmetic runs on the device (eagerly it runs on the host)."""
    check = Checker()
    with modes(x64, "standard"):
        fl = "float64" if x64 else "float32"
        m = operand(fl, (3, 4), "tm", domain="any")
        v = operand(fl, (6,), "tv", domain="any")
        signed = Host(np.array([-7, -1, 0, 2, 4, 9], np.int64 if x64 else np.int8))
        unsigned = Host(np.array([250, 1, 3, 0, 7, 2], np.uint64 if x64 else np.uint8))
        for mode in ("wrap", "clip"):
            for a in (signed, unsigned):
                check("choose", *jitted("choose", mode=mode), Host(a.value.reshape(2, 3)), [m.value[:2, :3], v])
        for mode in (None, "clip", "wrap"):
            for ind in (signed, unsigned):
                check("put", *jitted("put", mode=mode, inplace=False), m, ind, v)
        check("put bool", *jitted("put", inplace=False), m, Host(np.array([True, False, True])), v)
        check("place", *jitted("place", inplace=False), m, Host(m.value > 0), Host(v.value[:4]))
        for mode in (None, "clip"):
            check("put_along_axis", *jitted("put_along_axis", axis=1, mode=mode, inplace=False), m,
                  Host(signed.value[:3].reshape(3, 1)), Host(v.value[:3].reshape(3, 1)))
        for obj, values, axis in ((signed, v, None), (unsigned, v, 1), (Host(np.array([2])), Host(m.value[:, :2]), 1),
                                  (Host(np.array(-1)), Host(m.value[0]), 0), (Host(np.array([3, 0])), m.value[:2], 0),
                                  (Host(np.zeros(0, np.int32)), 7.0, 1)):
            check("insert", *jitted("insert", axis=axis), m, obj, values)
        check("compress", *jitted("compress", axis=1, size=3, fill_value=-1.0), Host(np.array([0.0, 2.0, np.nan, 0.0])),
              m)
        check("compress long", *jitted("compress", axis=0, size=2), Host(np.array([0, 1, 0, 1, 1])), m)
        check("extract", *jitted("extract", size=5), Host(m.value > 0.5), m)
        check.done()


TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "choose": lambda N: lambda x: N.choose((x[0] > 0).astype("int32") + (x[1] > 1).astype("int32"),
                                           [x[0], x[1] * 2, 3.0], mode="clip"),
    "compress": lambda N: lambda x: N.compress(x[0] > 0, x, axis=1, size=3, fill_value=-1.0),
    "extract": lambda N: lambda x: N.extract(x > 0.5, x, size=4),
    "place": lambda N: lambda x: N.place(x, x > 0, x[0, :2] * 10, inplace=False),
    "put": lambda N: lambda x: N.put(x, N.argsort(x[0])[:3] - 2, x[1, :3] + 100, inplace=False),
    "put_along_axis": lambda N: lambda x: N.put_along_axis(x, N.argsort(x, axis=1)[:, :2], -x[:, :2], axis=1,
                                                           inplace=False),
    "insert": lambda N: lambda x: N.insert(x, N.argsort(x[0])[:2] - 1, x[1, :2] * 7, axis=1),
    "trim_zeros": lambda N: lambda x: x,  # (needs concrete data: see test_trim_zeros_gradient)
}


def test_every_function_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(NAMES)


def test_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode, traced indices,
    masks and positions); then all of them under ``grad(jit(...))`` and ``vmap(jit(...))``
    (float64)."""
    check_jit_of_vmap(TRANSFORMED, Host(sample("float32", (3, 2, 5), seed("placement", "vmap"))))

    def build(N: Any, lax_: Any) -> Any:
        def f(a: Any) -> Any:
            picked = N.choose((a[0] > 0).astype("int32"), [a[0] ** 2, N.sin(a[1])], mode="clip")
            kept = N.compress(a[1] > 0.2, a, axis=1, size=2, fill_value=0.5) * a[0, :1]
            found = N.extract(a > 0.3, a * a, size=3)
            placed = N.place(a, a < 0, a[1, :2] ** 2, inplace=False)
            put = N.put(a, N.array([0, 5, 3]), a[2, :3] * 3, inplace=False)
            along = N.put_along_axis(a, N.array([[1], [0], [2], [3]]), a[:, :1] ** 3, axis=1, inplace=False)
            inserted = N.insert(a, N.array([1, 3]), a[0, :2] * 2, axis=1)
            return (picked.sum() + (kept ** 2).sum() + found.sum() + (placed * a).sum() + (put ** 2).sum()
                    + (along * a).sum() + N.sin(inserted).sum())
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (4, 4), seed("placement", "bodies")) * 0.7 + 0.1)


def test_trim_zeros_gradient() -> None:
    """trim_zeros under grad (eager: the primal is concrete, as in jax)."""
    x = np.array([0.0, 0.0, 1.5, 0.0, -2.0, 0.0])
    with modes(True, "standard"):
        want = jax.grad(lambda a: (jjnp.trim_zeros(a) ** 2).sum() * a[2])(x)
        got = jaxtypes.grad(lambda a: (jnp.trim_zeros(a) ** 2).sum() * a[2])(jnp.asarray(x))
        np.testing.assert_allclose(np.asarray(got), np.asarray(want))
