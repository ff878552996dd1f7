"""Differential tests: ``vectorize``, ``frompyfunc`` and the ``ufunc`` class (its call and
``reduce``, ``accumulate``, ``at``, ``reduceat``, ``outer``), and ``einsum_path`` of
``jaxtypes.numpy`` against ``jax.numpy`` on real XLA.

Both 64-bit modes; the dtypes of each mode spread over the methods with ``pick``, pairs
of dtypes through the two-operand forms, functions that keep the dtype and one that
promotes integers to floats; weak, NumPy and Python operands; each method's options
(axes, ``keepdims``, ``initial``, ``where``, ``dtype``, index forms of ``at``, segment
boundaries of ``reduceat``), NaNs through ``maximum``; ``vectorize`` with and without a
gufunc signature, ``excluded`` positions and names, ``None`` arguments, broadcasting of
size-1 and empty loop dimensions; the errors (jax's classes); the attributes of a
ufunc. ``einsum_path``: paths and descriptions against jax's (opt_einsum's) over a table
of contractions and every optimizer name, and its errors. Then each under
``jit(vmap(...))``, and all of them under ``grad(jit(...))`` and ``vmap(jit(...))``.
"""

from __future__ import annotations

import functools
import inspect
import warnings
from collections.abc import Callable
from typing import Any

import pytest

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

import jax.numpy as jjnp  # noqa: E402
import numpy as np  # noqa: E402

import jaxtypes.numpy as jnp  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.numpy_oracle import Checker, Host, assert_jax_signatures, live_dtypes, sample, weak  # noqa: E402
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, check_jit_of_vmap, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
METHODS = ["__call__", "reduce", "accumulate", "at", "reduceat", "outer"]


def _scalar_functions(N: Any) -> dict[str, tuple[Callable[..., Any], int, int]]:
    """The functions the ufuncs are made of, once per library (a ufunc is hashed by its
    function, so equal ufuncs share their compiled methods), with nin and nout."""
    return {
        "add": (N.add, 2, 1),
        "maximum": (N.maximum, 2, 1),
        "affine": (lambda a, b: a * b + a, 2, 1),  # keeps the dtype
        "half": (lambda a, b: a * 0.5 + b, 2, 1),  # integers and bools become floats
        "pair": (lambda a, b: (a + b, a * b), 2, 2),
        "negative": (N.negative, 1, 1),
    }


FUNCTIONS = {jnp: _scalar_functions(jnp), jjnp: _scalar_functions(jjnp)}


def ufunc_of(N: Any, name: str, identity: Any = None) -> Any:
    func, nin, nout = FUNCTIONS[N][name]
    return N.frompyfunc(func, nin, nout, identity=identity)


def method(name: str, attribute: str, identity: Any = None) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """``ufunc.<attribute>`` of the ufunc ``name`` in each library."""
    def make(N: Any) -> Callable[..., Any]:
        return lambda *args, **kwargs: getattr(ufunc_of(N, name, identity), attribute)(*args, **kwargs)
    return make(jnp), make(jjnp)


def vectorized(fun: Callable[[Any], Callable[..., Any]], **options: Any) -> tuple[Callable[..., Any], ...]:
    """``vectorize(fun(N), **options)`` in each library."""
    return jnp.vectorize(fun(jnp), **options), jjnp.vectorize(fun(jjnp), **options)


def operand(dt: str, shape: tuple[int, ...], *key: object, domain: str = "small") -> Host:
    return Host(sample(dt, shape, seed("ufuncs", dt, shape, *key), domain))


def index(*values: int) -> Host:
    return Host(np.array(values, np.int32))


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(["vectorize", "frompyfunc", "ufunc", "einsum_path"])
    assert_jax_signatures(METHODS, jnp.ufunc, jjnp.ufunc)


def test_ufunc_attributes() -> None:
    for identity in (None, 0, 1.5):
        ours, theirs = ufunc_of(jnp, "add", identity), ufunc_of(jjnp, "add", identity)
        assert isinstance(ours, jnp.ufunc)
        for attribute in ("nin", "nout", "nargs", "identity", "__name__"):
            assert getattr(ours, attribute) == getattr(theirs, attribute), attribute
        assert ours.__doc__ == jnp.add.__doc__  # (the function's own)
        assert repr(ours) == repr(theirs) == "<jnp.ufunc 'add'>"
        assert ours == ufunc_of(jnp, "add", identity) and hash(ours) == hash(ufunc_of(jnp, "add", identity))
    made = [jnp.ufunc(jnp.add, 2, 1, name="plus", nargs=3, identity=0), jjnp.ufunc(jjnp.add, 2, 1, name="plus",
                                                                                    nargs=3, identity=0)]
    assert [(u.__name__, u.nargs, u.nin, repr(u)) for u in made] == [("plus", 3, 2, "<jnp.ufunc 'plus'>")] * 2
    assert ufunc_of(jnp, "add") != ufunc_of(jnp, "add", 0) and ufunc_of(jnp, "add") != jnp.add
    for lib in (jnp, jjnp):
        with pytest.raises(TypeError):
            lib.frompyfunc(lib.add, 2.5, 1)
        with pytest.raises(AttributeError):
            ufunc_of(lib, "add").nin = 3


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_dtypes(x64: bool) -> None:
    """Every dtype of the mode through the call and a share of the methods and of
    ``vectorize``; a function that promotes; pairs of dtypes; weak, NumPy and Python
    operands."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        shares = ["reduce", "accumulate", "at", "reduceat", "outer", "vectorize"]
        for k, dt in enumerate(dts):
            a, b = operand(dt, (3, 4), "a"), operand(dt, (4,), "b")
            name = pick(["add", "affine", "maximum"], k, 1)[0]
            check("call", *method(name, "__call__"), a, b)
            for share in pick(shares, 2 * k, 3 if x64 else 2):
                if share == "reduce":
                    check("reduce", *method(name, "reduce"), a, axis=pick([0, 1, None], k, 1)[0])
                elif share == "accumulate":
                    check("accumulate", *method(name, "accumulate"), a, axis=-1)
                elif share == "at":
                    check("at", *method(name, "at"), a, (index(2, 0, 2), index(1, 3, 1)), b, inplace=False)
                elif share == "reduceat":
                    check("reduceat", *method(name, "reduceat"), a, index(0, 2, 3), axis=1)
                elif share == "outer":
                    check("outer", *method(name, "outer"), b, a)
                else:
                    check("vectorize", *vectorized(lambda N: lambda x, y: N.where(x > y, x, y * 2)), a, b)
            for share in pick(shares[:5], k, 1):  # the promoting function
                args = {"reduce": (a,), "accumulate": (a,), "at": (a, (index(1, 1),), Host(b.value[:2])),
                        "reduceat": (a, index(0, 1)), "outer": (b, b)}[share]
                check(f"half {share}", *method("half", share), *args,
                      **({"inplace": False} if share == "at" else {}))
        for k, dt in enumerate(dts):
            for other in pick(dts, 2 * k + 1, 2):
                a, b = operand(dt, (2, 3), "pa"), operand(other, (3,), "pb")
                check("call pair", *method("add", "__call__"), a, b)
                check("at pair", *method("affine", "at"), a, (index(1, 0, 1),), b, inplace=False)
                check("outer pair", *method("maximum", "outer"), Host(a.value[0]), b)
        f32, i16 = operand("float32", (2, 3), "w"), operand("int16", (2, 3), "wi")
        for x in (Host(f32.value, weak=True), Host(i16.value, weak=True), i16.value, weak(2.5), 3, 2.5, True,
                  np.float16(1.5)):
            check("call weak", *method("add", "__call__"), x, f32 if isinstance(x, Host) and x.weak else x)
            check("call with int", *method("add", "__call__"), x, i16)
            check("vectorize weak", *vectorized(lambda N: lambda v: v * 2), x)
            check("outer weak", *method("affine", "outer"), x, 2)
            check("at weak b", *method("add", "at"), i16, (index(1),), x, inplace=False)
            if np.ndim(x.value if isinstance(x, Host) else x):
                check("reduce weak", *method("add", "reduce"), x)
                check("accumulate weak", *method("add", "accumulate"), x, 1)
                check("reduceat weak", *method("add", "reduceat"), x, index(0, 1), axis=1)
        check("two outputs", *method("pair", "__call__"), f32, 2)
        check("unary", *method("negative", "__call__"), i16)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_method_options(x64: bool) -> None:
    """Each method's options on floats of the mode (NaN and infinities through maximum)."""
    check = Checker()
    with modes(x64, "standard"):
        wide = "float64" if x64 else "float32"
        x = operand(wide, (3, 4, 2), "x", domain="any")
        mask = Host(sample("bool", (4, 2), seed("mask")))
        for axis, keepdims in ((0, False), (1, True), (-1, False), (None, True), (None, False)):
            check("reduce", *method("affine", "reduce"), x, axis, keepdims=keepdims)
        for options in ({"initial": 1.5}, {"initial": Host(np.float32(-2.0))}, {"axis": 1, "where": mask},
                        {"axis": None, "where": Host(mask.value[0]), "initial": 0.0}, {"dtype": np.float32},
                        {"dtype": np.float16, "axis": 1}, {"axis": 2, "initial": 2, "keepdims": True}):
            check("reduce options", *method("add", "reduce", identity=0), x, **options)
        special = operand(wide, (4, 5), "nan", domain="special")
        check("reduce nan", *method("maximum", "reduce"), special, 1)
        check("accumulate nan", *method("maximum", "accumulate"), special, 1)
        check("reduce empty", *method("add", "reduce", identity=0), Host(np.ones((0, 3), np.float32)))
        check("reduce empty initial", *method("maximum", "reduce"), Host(np.ones((2, 0), np.float32)), 1,
              initial=-1.0, keepdims=True)
        check("reduce one", *method("maximum", "reduce"), Host(np.ones((1, 3), np.float32)))
        for axis in (0, 1, -1, 2):
            check("accumulate", *method("affine", "accumulate"), x, axis)
        check("accumulate dtype", *method("add", "accumulate"), operand("int8", (2, 5), "acc"), 1, np.float32)
        check("accumulate empty", *method("add", "accumulate"), Host(np.ones((2, 0), np.int16)), 1)
        check("accumulate one", *method("add", "accumulate"), Host(np.ones((1, 3), np.int16)))
        v = operand(wide, (6,), "v", domain="any")
        m = operand(wide, (4, 3), "m", domain="any")
        for idx, b in ((2, 1.5), (index(-1), Host(np.float32(2.0))), (index(0, 2, 0, 5, 0), Host(v.value[:5])),
                       (Host(np.array([[1, 1], [3, 4]], np.int32)), 2.0), ((index(1, 1, 0),), Host(v.value[:3]))):
            check("at 1-D", *method("affine", "at"), v, idx, b, inplace=False)
        check("at unary", *method("negative", "at"), v, index(1, 1, 4), inplace=False)
        check("at unary scalar", *method("negative", "at"), v, 3, inplace=False)
        check("at rows", *method("add", "at"), m, index(0, 3, 0), Host(m.value[:3] * 2), inplace=False)
        check("at rows broadcast", *method("add", "at"), m, index(1, 1), Host(m.value[0]), inplace=False)
        check("at 2-D", *method("affine", "at"), m, (index(0, 3, 0), index(2, 1, 2)), 2.0, inplace=False)
        check("at broadcast indices", *method("maximum", "at"), m, (Host(np.array([[0], [3]], np.int32)), index(0, 2)),
              Host(m.value[:2, :2]), inplace=False)
        check("at empty tuple", *method("add", "at"), m, (), 1.0, inplace=False)
        check("at scalar index pair", *method("add", "at"), m, (1, 2), 5.0, inplace=False)
        rows = Host(x.value[:, :, 0].T)  # (4, 3)
        for idx, axis in ((index(0, 2, 5), 0), (index(0, 4, 1, 1), 0), (index(3, 0), 0), (index(1, 2), 1),
                          (index(5, 0, 2), 0), (index(0, 2, 9), 0), (index(2,), -1), (index(0, 1, 2, 3, 4, 5), 0)):
            # (segments: increasing, repeated, decreasing, out of bounds (NaN, as jnp.take fills))
            check("reduceat", *method("affine", "reduceat"), rows if axis else v, idx, axis)
        check("reduceat 3-D", *method("add", "reduceat"), x, index(0, 2), 1)
        check("reduceat dtype", *method("add", "reduceat"), x, index(0, 2), 1, np.float16)
        for A, B in (((2, 3), (4,)), ((), (3,)), ((2,), ()), ((0,), (3,)), ((1, 2), (2, 1))):
            check("outer", *method("affine", "outer"), Host(sample(wide, A, 1)), Host(sample(wide, B, 2)))
        check("outer scalars", *method("add", "outer"), 2, 3.5)
        check.done()


def _custom(N: Any) -> Any:
    """A ufunc given its own call and methods: they are used instead of the generic ones."""
    return N.ufunc(N.add, 2, 1, name="plus", identity=0, call=lambda *a: N.add(*a) * 2,
                   reduce=lambda a, axis, dtype, keepdims, initial, where: N.sum(a, axis=axis, keepdims=keepdims) + 1,
                   accumulate=lambda a, axis, dtype: N.cumsum(a, axis=axis) - 1,
                   at=lambda a, i, *b: a.at[i].add(b[0] * 3 if b else 7), reduceat=lambda a, i, axis, dtype: a[i] * 5)


CUSTOM = {jnp: _custom(jnp), jjnp: _custom(jjnp)}


def test_custom_implementations() -> None:
    check = Checker()
    with modes(False, "standard"):
        x = operand("int16", (3, 4), "custom")
        for attribute, args, kwargs in (("__call__", (x, 2), {}), ("reduce", (x,), {"axis": 1, "keepdims": True}),
                                        ("accumulate", (x,), {}), ("at", (x, index(1, 1), 2), {"inplace": False}),
                                        ("at", (x, index(1, 1)), {"inplace": False}), ("reduceat", (x, index(2, 0)), {}),
                                        ("outer", (Host(x.value[0]), 3), {})):
            ours, theirs = (functools.partial(lambda N, name, *a, **k: getattr(CUSTOM[N], name)(*a, **k), N, attribute)
                            for N in (jnp, jjnp))
            check(f"custom {attribute}", ours, theirs, *args, **kwargs)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_vectorize(x64: bool) -> None:
    """Signatures, excluded arguments, None arguments and the broadcasting of loop
    dimensions (of size 1, missing, or empty)."""
    check = Checker()
    with modes(x64, "standard"):
        wide = "float64" if x64 else "float32"
        a, b = operand(wide, (4, 1, 3), "a", domain="any"), operand(wide, (2, 1, 3), "b", domain="any")
        dot = vectorized(lambda N: lambda u, w: N.sum(u * w), signature="(n),(n)->()")
        check("signature", *dot, a, b)
        check("signature bare", *dot, Host(a.value[0, 0]), Host(b.value[0, 0]))
        check("signature broadcast", *dot, Host(a.value[:, 0]), Host(b.value[0, 0]))
        check("signature empty loop", *dot, Host(np.ones((0, 3), np.float32)), b)
        check("signature 2 outputs", *vectorized(lambda N: lambda u: (N.cumsum(u), N.max(u)), signature="(n)->(n),()"),
              a)
        check("signature new dim", *vectorized(lambda N: lambda s: N.stack([s, -s, 2 * s]), signature="()->(k)"), a)
        check("matvec", *vectorized(lambda N: lambda mat, vec: mat @ vec, signature="(m,n),(n)->(m)"),
              Host(sample(wide, (2, 1, 4, 3), 3)), Host(sample(wide, (5, 3), 4)))
        check("scalars", *vectorized(lambda N: lambda u, w: N.where(u > 0, u * w, w)), a, b)
        check("size-1 dims", *vectorized(lambda N: lambda u, w: u - w), Host(sample(wide, (1, 3, 1), 5)),
              Host(sample(wide, (2, 1, 1, 1), 6)))
        check("all size 1", *vectorized(lambda N: lambda u: u * 3), Host(sample(wide, (1, 1), 7)))
        check("empty", *vectorized(lambda N: lambda u: u * 3), Host(np.ones((2, 0), np.float32)))
        check("list", *vectorized(lambda N: lambda u: u * 3), [1.0, 2.0], eager=True)
        check("excluded position", *vectorized(lambda N: lambda u, n, w: u * n + w, excluded={1}), a, 3, b)
        check("excluded name", *vectorized(lambda N: lambda u, w, scale=1.0: u * scale + w, excluded={"scale"}), a, b,
              scale=2.5)
        check("excluded unused", *vectorized(lambda N: lambda u: u + 1, excluded={3, "z"}), a)
        check("None", *vectorized(lambda N: lambda u, w: u if w is None else u + w), a, None)
        check("None with signature", *vectorized(lambda N: lambda u, w: u if w is None else u + w,
                                                 signature="(n),()->(n)"), a, None)
        check("int", *vectorized(lambda N: lambda u: u // 2), operand("int16", (3, 2), "i"))
        check("returns a Python scalar", *vectorized(lambda N: lambda u: 2), a)
        check.done()
    for lib in (jnp, jjnp):  # a decorator, keeping the function's name and docstring

        @functools.partial(lib.vectorize, signature="(n)->()")
        def norm(u: Any) -> Any:
            """The Euclidean norm."""
            return lib.sqrt(lib.sum(u * u))

        assert (norm.__name__, norm.__doc__) == ("norm", "The Euclidean norm.")
        np.testing.assert_allclose(norm(lib.ones((2, 4))), [2.0, 2.0])


def test_vectorize_refuses_keyword_arguments_it_would_drop() -> None:
    """JAX 0.10.2 silently ignores keyword arguments that ``excluded`` does not name (it
    computes ``f(x)`` with the default): jaxtypes refuses them."""
    def f(N: Any) -> Callable[..., Any]:
        return N.vectorize(lambda x, y=1.0: x + y)

    assert np.asarray(f(jjnp)(jjnp.ones(2), y=5.0)).tolist() == [2.0, 2.0]  # (jax's wrong answer)
    with pytest.raises(TypeError, match="excluded"):
        f(jnp)(jnp.ones(2), y=5.0)
    np.testing.assert_array_equal(jnp.vectorize(lambda x, y: x + y)(jnp.ones(2), 5.0), [6.0, 6.0])


def test_errors() -> None:
    """Bad arguments raise jax's exception class."""
    check = Checker()
    with modes(False, "standard"):
        m = operand("float32", (2, 3), "err", domain="any")
        ident = lambda N: lambda u: u  # noqa: E731
        for options, args in (
            ({"signature": "(n)"}, (m,)), ({"signature": "(n)->()"}, (m,)),
            ({"signature": "(n,k)->()"}, (Host(m.value[0]),)),
            ({"signature": "(n),(n)->(n)"}, (m, Host(np.ones(4)))), ({"signature": "(),()->()"}, (m,)),
            ({"signature": "()->(),()"}, (m,)), ({}, (m, Host(np.ones(4)))), ({"signature": "(n),()->(n)"}, (None, m)),
            ({"signature": "(n)->(n)"}, (m, m)), ({"signature": "(n)->(n),(n)"}, (m,)),
        ):
            fun = (lambda N: lambda u, w=None: u) if len(args) == 2 else ident
            if options.get("signature") == "(n),()->(n)":
                fun = lambda N: lambda u, w: w  # noqa: E731
            if options.get("signature") == "(n)->(n),(n)":
                fun = lambda N: lambda u: (u, u, u)  # noqa: E731
            check(f"vectorize{options}", *vectorized(fun, **options), *args, eager=True)
        for lib in (jnp, jjnp):
            for excluded, error in (({1.5}, TypeError), ({-1}, ValueError), ({None}, TypeError)):
                with pytest.raises(error):
                    lib.vectorize(lambda u: u, excluded=excluded)
        v = operand("float32", (5,), "v", domain="any")
        for name, attribute, args, kwargs in (
            ("add", "__call__", ([1.0], 2.0), {}), ("add", "__call__", (m, 2.0), {"out": m}),
            ("add", "__call__", (m, 2.0), {"where": True}),
            ("add", "reduce", ([1.0, 2.0],), {}), ("add", "reduce", (m,), {"axis": (0, 1)}),
            ("add", "reduce", (m,), {"axis": 2}), ("add", "reduce", (3.0,), {}),
            ("add", "reduce", (Host(np.ones((0, 2), np.float32)),), {}),
            ("add", "reduce", (m,), {"where": Host(np.ones(3, np.int32)), "initial": 0.0}),
            ("add", "reduce", (m,), {"where": Host(np.ones(3, bool))}), ("add", "reduce", (m,), {"out": 1.0}),
            ("add", "reduce", (m,), {"initial": [0.0]}), ("negative", "reduce", (m,), {}), ("pair", "reduce", (m,), {}),
            ("add", "accumulate", ([1.0],), {}), ("add", "accumulate", (m,), {"axis": None}),
            ("add", "accumulate", (m,), {"axis": -3}), ("negative", "accumulate", (m,), {}),
            ("add", "accumulate", (m,), {"out": m}),
            ("add", "at", (v, index(1), 1.0), {}), ("add", "at", (v, [1, 2], 1.0), {"inplace": False}),
            ("add", "at", (v, slice(0, 2), 1.0), {"inplace": False}),
            ("add", "at", ([1.0], 0, 1.0), {"inplace": False}),
            ("add", "reduceat", (v, [0, 2]), {}), ("add", "reduceat", (3.0, index(0)), {}),
            ("add", "reduceat", (m, Host(np.zeros((1, 1), np.int32))), {}), ("add", "reduceat", (m, index(0)),
                                                                             {"axis": None}),
            ("add", "reduceat", (m, index(0)), {"axis": 2}), ("negative", "reduceat", (v, index(0)), {}),
            ("add", "outer", ([1.0], v), {}), ("negative", "outer", (v, v), {}), ("pair", "outer", (v, v), {}),
        ):
            check(f"{name}.{attribute}", *method(name, attribute), *args, eager=True, **kwargs)
        check.done()


# -- einsum_path --------------------------------------------------------------------------

CONTRACTIONS: list[tuple[str, list[tuple[int, ...]]]] = [
    ("ij->i", [(2, 3)]), ("ij,jk", [(2, 3), (3, 4)]), ("ij,jk,kl", [(2, 3), (3, 100), (100, 5)]),
    ("ij,jk,kl->li", [(2, 3), (3, 4), (4, 5)]),
    ("ea,fb,abcd,gc,hd->efgh", [(10, 10)] * 2 + [(10,) * 4] + [(10, 10)] * 2),
    ("...ij,...jk", [(5, 2, 3), (3, 4)]), ("b...ij,...jk->...ik", [(2, 5, 2, 3), (1, 3, 4)]),
    ("ii,ij,jk", [(3, 3), (3, 4), (4, 4)]), ("i,j,k", [(3,), (4,), (5,)]),
    ("ab,bc,cd,de,ef,fg", [(2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8)]),
    ("ij,ij,jk", [(3, 4), (3, 4), (4, 5)]), ("bij,bjk,bkl->bil", [(2, 3, 4), (2, 4, 5), (2, 5, 6)]),
    ("ab,cd,bc,de", [(9, 3), (4, 2), (3, 4), (2, 7)]), ("ij,jk", [(2, 1), (1, 4)]), ("ij,jk", [(2, 1), (3, 4)]),
    ("abc,bcd,cde,def,efg", [(3, 4, 5), (4, 5, 6), (5, 6, 7), (6, 7, 8), (7, 8, 9)]),
    ("ij,jk,kl,lm,mi->", [(4, 5), (5, 6), (6, 7), (7, 8), (8, 4)]), (",ij,j", [(), (3, 4), (4,)]),
    ("ijk,jl,kl,lm", [(2, 30, 40), (30, 5), (40, 5), (5, 6)]),
]
CHAIN8 = ("ab,bc,cd,de,ef,fg,gh,hi", [(2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9), (9, 2)])
# Those whose paths are opt_einsum's on the table (the others search otherwise, below).
OPTIMIZERS: list[Any] = ["auto", "greedy", "optimal", False, True, None, "branch-all", "eager", "auto-hq",
                         "opportunistic"]
# Searches whose paths can differ from opt_einsum's: jaxtypes' cost no more.
OTHER_OPTIMIZERS = ["dp", "dynamic-programming", "branch-2", "random-greedy", "random-greedy-128"]


def _jax_einsum_path(spec: str, operands: list[Any], optimize: Any) -> tuple[list[tuple[int, ...]], str]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        path, info = jjnp.einsum_path(spec, *operands, optimize=optimize)
    lines = str(info).splitlines()  # (jaxtypes leaves opt_einsum's BLAS column blank)
    blank = [line if i < 10 else line[:5] + " " * 14 + line[19:] for i, line in enumerate(lines)]
    blank[8] = blank[8].replace("BLAS", "    ")
    return path, "\n".join(blank)


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_einsum_path(x64: bool) -> None:
    """Paths and descriptions equal to jax's over the table and the optimizer names,
    NumPy, jaxtypes and list operands; the interleaved form; explicit paths."""
    with modes(x64, "standard"):
        for k, (spec, shapes) in enumerate(CONTRACTIONS):
            arrays = [np.ones(s, np.float32) for s in shapes]
            for optimize in pick(OPTIMIZERS, 3 * k, 6):
                want = _jax_einsum_path(spec, arrays, optimize)
                got = jnp.einsum_path(spec, *arrays, optimize=optimize)
                assert got == want, f"{spec} optimize={optimize}:\n{got[1]}\n!=\n{want[1]}"
        for optimize in ("greedy", "optimal", False):  # ("auto" takes branch-and-bound searches of its own beyond 6)
            arrays = [np.ones(s, np.float32) for s in CHAIN8[1]]
            want = _jax_einsum_path(CHAIN8[0], arrays, optimize)
            assert jnp.einsum_path(CHAIN8[0], *arrays, optimize=optimize) == want
        for k, (spec, shapes) in enumerate(CONTRACTIONS + [CHAIN8]):
            arrays = [np.ones(s, np.float32) for s in shapes]
            for optimize in pick(OTHER_OPTIMIZERS, k, 2) + (["auto", "branch-1"] if len(shapes) > 4 else []):
                got = jnp.einsum_path(spec, *arrays, optimize=optimize)
                want = _jax_einsum_path(spec, arrays, optimize)
                cost = [float(text.splitlines()[4].split()[-1]) for text in (got[1], want[1])]
                assert cost[0] <= cost[1] * (1.3 if optimize == "branch-1" else 1), (spec, optimize, got, want)
        ours = jnp.einsum_path("ij,jk,kl", jnp.ones((2, 3)), [[1.0] * 4] * 3, jnp.ones((4, 5), "int8"))
        assert ours == _jax_einsum_path("ij,jk,kl", [np.ones((2, 3)), [[1.0] * 4] * 3, np.ones((4, 5))], "auto")
        for path in ([(0, 2), (0, 1)], [(1, 2), (0, 1)], [(0, 1, 2)], [(1,), (0, 2), (0, 1)], ((2, 0), (1, 0))):
            arrays = [np.ones(s) for s in ((2, 3), (3, 4), (4, 5))]
            got = jnp.einsum_path("ij,jk,kl->il", *arrays, optimize=path)
            want = _jax_einsum_path("ij,jk,kl->il", arrays, path)
            assert (list(map(tuple, got[0])), got[1]) == (list(map(tuple, want[0])), want[1])
        # the interleaved form (its labels are lettered otherwise: compare the paths)
        operands = [np.ones((2, 3)), [0, 1], np.ones((3, 100)), [1, 2], np.ones((100, 5)), [2, 3], [0, 3]]
        assert jnp.einsum_path(*operands)[0] == jjnp.einsum_path(*operands)[0] == [(1, 2), (0, 1)]


def test_einsum_path_errors() -> None:
    o = np.ones
    for spec, shapes, optimize in (
        ("ij,jk", [(2, 3), (2, 4)], "auto"), ("ij,jk", [(2, 3)], "auto"), ("ijk,jk", [(2, 3), (3, 4)], "auto"),
        ("ij,jk->z", [(2, 3), (3, 4)], "auto"), ("ij,jk->ii", [(2, 3), (3, 4)], "auto"), ("ij", [], "auto"),
        ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)], "bogus"), ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)], "optimize"),
        ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)], [(0, 5), (0, 1)]), ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)], [(0, 1)]),
        ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)], [(0, 1), (0, 1), (0, 1)]), ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)], 3),
        ("ij.,jk", [(2, 3), (3, 4)], "auto"),
    ):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                jjnp.einsum_path(spec, *[o(s) for s in shapes], optimize=optimize)
            except Exception as error:  # noqa: BLE001
                want: type[BaseException] = type(error)
            else:
                raise AssertionError(f"jax accepted {spec} {optimize}")
        with pytest.raises(want):
            jnp.einsum_path(spec, *[o(s) for s in shapes], optimize=optimize)
    assert jnp.einsum_path("ij,jk", o((2, 3)), o((3, 4)), optimize="bogus")[0] == [(0, 1)]  # (two operands: unread)


# -- under transformations ----------------------------------------------------------------

TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "vectorize": lambda N: lambda x: N.vectorize(lambda u, w: N.sum(u * w) + u[0], signature="(n),(n)->()")(x, x[0]),
    "__call__": lambda N: lambda x: ufunc_of(N, "affine")(x, x[0]),
    "reduce": lambda N: lambda x: ufunc_of(N, "affine").reduce(x, axis=1, where=x > 0, initial=1.0),
    "accumulate": lambda N: lambda x: ufunc_of(N, "affine").accumulate(x, axis=0),
    "at": lambda N: lambda x: ufunc_of(N, "affine").at(x, (np.array([1, 1, 0], np.int32),), x[2], inplace=False),
    "reduceat": lambda N: lambda x: ufunc_of(N, "affine").reduceat(x, np.array([0, 3, 1], np.int32), axis=1),
    "outer": lambda N: lambda x: ufunc_of(N, "affine").outer(x[0], x[:, 1]),
    "einsum_path": lambda N: lambda x: N.einsum("ij,jk,kl", x, x.T, x,
                                                optimize=N.einsum_path("ij,jk,kl", x, x.T, x)[0]),
}


def test_every_method_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(METHODS + ["vectorize", "einsum_path"])


def test_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode); then all of them
    under ``grad(jit(...))`` and ``vmap(jit(...))`` (float64)."""
    check_jit_of_vmap(TRANSFORMED, Host(sample("float32", (2, 3, 4), seed("ufuncs", "vmap"))), tol=1e-5)

    def build(N: Any, lax_: Any) -> Any:
        f = N.frompyfunc(lambda a, b: a * b + N.sin(a), 2, 1, identity=0.0)

        def body(x: Any) -> Any:
            vec = N.vectorize(lambda u, w: N.stack([N.sum(u * w), N.max(u)]), signature="(n),(n)->(k)")(x, x[1:2] ** 2)
            total = (f(x, x[0]) ** 2).sum() + vec.sum() + (f.reduce(x, axis=1, where=x > -0.5, initial=0.5) ** 2).sum()
            total += f.accumulate(x, axis=1).sum() + f.outer(x[0], x[:, 1]).sum()
            total += f.reduceat(x, np.array([0, 2, 1], np.int32), axis=1).sum()
            total += (f.at(x, (np.array([1, 1, 0], np.int32), np.array([2, 2, 3], np.int32)), x[0, :3], inplace=False)
                      ** 2).sum()
            return total + N.einsum("ij,jk,kl", x, x.T, x, optimize=N.einsum_path("ij,jk,kl", x, x.T, x)[0]).sum()

        return body

    check_grad_and_vmap_of_jit(build, sample("float64", (3, 4), seed("ufuncs", "bodies")) * 0.3 + 0.1)


def test_vectorized_keeps_the_signature_of_the_function() -> None:
    def f(x: Any, y: Any = 2) -> Any:
        return x * y

    assert inspect.signature(jnp.vectorize(f)) == inspect.signature(jjnp.vectorize(f)) == inspect.signature(f)
