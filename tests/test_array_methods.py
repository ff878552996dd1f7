"""Differential tests: the ``Array`` operators, methods and basic indexing against jax arrays.

Operators with arrays of every dtype, reflected forms with Python and NumPy scalars
and NumPy arrays on the left, unary operators, comparisons, the methods
(``astype``, ``reshape``, ``T``, the reductions...), and indexing with integers,
slices (negative steps included), None and Ellipsis. The comparison machinery is
``tests/numpy_oracle.py``: dtype, weak type, shape and values, or the same error.
"""

from __future__ import annotations

import operator

import pytest

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

import numpy as np  # noqa: E402

import jaxtypes.numpy as jnp  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.numpy_oracle import Checker, Host, kind, live_dtypes, sample, weak  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]

# operator -> (domain of the left operand, domain of the right one); see ``sample``.
BINARY_OPERATORS = {
    "+": (operator.add, "any", "any"), "-": (operator.sub, "any", "any"), "*": (operator.mul, "any", "any"),
    "/": (operator.truediv, "any", "nonzero"), "//": (operator.floordiv, "any", "nonzero"),
    "%": (operator.mod, "any", "nonzero"), "**": (operator.pow, "small", "exponent"),
    "&": (operator.and_, "any", "any"), "|": (operator.or_, "any", "any"), "^": (operator.xor, "any", "any"),
    "<<": (operator.lshift, "any", "shift"), ">>": (operator.rshift, "any", "shift"),
    "==": (operator.eq, "small", "small"), "!=": (operator.ne, "small", "small"),
    "<": (operator.lt, "small", "small"), "<=": (operator.le, "small", "small"),
    ">": (operator.gt, "small", "small"), ">=": (operator.ge, "small", "small"),
}
UNARY_OPERATORS = {"-": operator.neg, "+": operator.pos, "~": operator.invert, "abs": abs}


def seed(*parts: object) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate("/".join(map(str, parts)))) % 2**31


def same(fn):  # noqa: ANN001, ANN201  (the same Python code runs on both libraries' arrays)
    return fn, fn


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_binary_operators(x64: bool) -> None:
    """``x OP y`` for every dtype; reflected forms (``3 - x``, ``np.float32(2) * x``,
    ``ndarray + x``) and weak arrays; the result is always a jaxtypes Array."""
    check = Checker()
    with modes(x64, "standard"):
        for k, (symbol, (op, dx, dy)) in enumerate(BINARY_OPERATORS.items()):
            for dt in live_dtypes(x64):
                x = Host(sample(dt, (3, 4), seed(symbol, dt, 1), dx))
                y = Host(sample(dt, (3, 4), seed(symbol, dt, 2), dy))
                check(symbol, *same(op), x, y)
            # Python scalars on either side (the left one goes through the reflected method).
            i32 = Host(sample("int32", (3, 4), seed(symbol, 3), dx if k % 2 else dy))
            f32 = Host(sample("float32", (3, 4), seed(symbol, 4), dy if k % 2 else dx))
            small = 2 if symbol in ("<<", ">>", "**") else 3
            for left, right in ((i32, small), (small, i32), (f32, 2.5), (2.5, f32), (True, i32),
                                (np.float16(1.5), i32), (np.int8(2), f32), (1.5 - 0.5j, f32),
                                (sample("uint8", (4,), seed(symbol, 5), dx), i32), (weak(2.5), i32),
                                (i32, weak(small)), (Host(sample("bool", (3, 4), seed(symbol, 6))), small)):
                check(symbol, *same(op), left, right)
        check.done()


def test_matmul_operator() -> None:
    check = Checker()
    with modes(False, "standard"):
        for dt in ("bool", "int8", "uint32", "bfloat16", "float32", "complex64"):
            a = Host(sample(dt, (3, 4), seed("@", dt, 1), "small"))
            for b in (Host(sample(dt, (4, 2), seed("@", dt, 2), "small")), Host(sample(dt, (4,), seed("@", dt, 3), "small"))):
                check("@", *same(operator.matmul), a, b)
        a = Host(sample("float32", (3, 4), seed("@", 4)))
        check("@", *same(operator.matmul), np.ones((2, 3), np.float32), a)  # reflected: ndarray @ Array
        check("@", *same(operator.matmul), a, np.ones(4, np.int16))
        check("@", *same(operator.matmul), a, a)  # contracting dimensions differ
        check("@", *same(operator.matmul), a, 2.0)  # 0-d operand
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_unary_operators_and_comparisons_with_scalars(x64: bool) -> None:
    check = Checker()
    with modes(x64, "standard"):
        for symbol, op in UNARY_OPERATORS.items():
            for dt in live_dtypes(x64):
                check(symbol, *same(op), Host(sample(dt, (3, 4), seed("unary", symbol, dt))))
            check(symbol, *same(op), weak(2.5))
            check(symbol, *same(op), weak(3))
        for symbol in ("<", "==", ">="):
            op = BINARY_OPERATORS[symbol][0]
            for dt in live_dtypes(x64):
                x = Host(sample(dt, (3, 4), seed("compare", symbol, dt), "small"))
                check(symbol, *same(op), x, 1)
                check(symbol, *same(op), 1.5, x)
        check.done()


def test_operators_with_other_objects_raise_type_error() -> None:
    """Strings and lists are not operands (jax raises TypeError for both as well)."""
    x = jnp.asarray(np.arange(3, dtype=np.int32))
    for call in (lambda a: a < "a", lambda a: a + [1, 2, 3], lambda a: [1, 2, 3] * a, lambda a: a @ [1, 2, 3]):
        with pytest.raises(TypeError):
            call(x)
        with pytest.raises(TypeError):
            call(jax.numpy.asarray(np.arange(3, dtype=np.int32)))


METHODS = [
    ("astype", lambda a: a.astype(jnp.float32)), ("astype", lambda a: a.astype("int8")),
    ("reshape", lambda a: a.reshape(2, 6)), ("reshape", lambda a: a.reshape((1, -1))),
    ("T", lambda a: a.T), ("transpose", lambda a: a.transpose()), ("transpose", lambda a: a.transpose(1, 0)),
    ("transpose", lambda a: a.transpose((0, 1))), ("transpose", lambda a: a.transpose(None)),
    ("sum", lambda a: a.sum()), ("sum", lambda a: a.sum(axis=1, keepdims=True)),
    ("sum", lambda a: a.sum(0, dtype="float32")), ("prod", lambda a: a.prod(axis=-2)),
    ("mean", lambda a: a.mean()), ("mean", lambda a: a.mean(axis=(0, 1))),
    ("max", lambda a: a.max(axis=0)), ("min", lambda a: a.min(keepdims=True)),
    ("argmax", lambda a: a.argmax()), ("argmin", lambda a: a.argmin(axis=1)),
    ("all", lambda a: a.all(axis=(0, 1))), ("any", lambda a: a.any()),
    ("ravel", lambda a: a.ravel()), ("flatten", lambda a: a.flatten()), ("squeeze", lambda a: a.squeeze()),
    ("real", lambda a: a.real), ("imag", lambda a: a.imag), ("conj", lambda a: a.conj()),
    # the methods that are jnp functions, and the reductions' where, initial, promote_integers
    ("sum", lambda a: a.sum(axis=1, where=a > 0)), ("prod", lambda a: a.prod(promote_integers=False)),
    ("max", lambda a: a.max(axis=0, initial=1)), ("min", lambda a: a.min(where=a < 1, initial=2)),
    ("mean", lambda a: a.mean(axis=1, where=a > 0)), ("all", lambda a: a.all(axis=0, where=a > 0)),
    ("argmax", lambda a: a.argmax(axis=0, keepdims=True)), ("std", lambda a: a.std()),
    ("var", lambda a: a.var(axis=0, ddof=1)), ("std", lambda a: a.std(axis=1, where=a > 0)),
    ("cumsum", lambda a: a.cumsum(axis=1)), ("cumprod", lambda a: a.cumprod()), ("trace", lambda a: a.trace(1)),
    ("ptp", lambda a: a.ptp(axis=0)), ("clip", lambda a: a.clip(0, 1)), ("clip", lambda a: a.clip(max=0.5)),
    ("swapaxes", lambda a: a.swapaxes(0, 1)), ("diagonal", lambda a: a.diagonal(1)),
    ("repeat", lambda a: a.repeat(2, axis=1)), ("take", lambda a: a.take(np.array([0, 5]))),
    ("sort", lambda a: a.sort(axis=0)), ("argsort", lambda a: a.argsort(descending=True)),
    ("argpartition", lambda a: a.argpartition(1)), ("nonzero", lambda a: a.nonzero(size=3)),
    ("compress", lambda a: a.compress(np.array([True, False, True]), axis=0, size=2)), ("dot", lambda a: a.dot(a.T)),
    ("conjugate", lambda a: a.conjugate()), ("copy", lambda a: a.copy()), ("mT", lambda a: a.mT),
    ("view", lambda a: a.view("uint8")), ("view", lambda a: a.view()), ("view", lambda a: a.view("complex64")), ("round", lambda a: a.round(1)),
    ("flatten", lambda a: a.flatten("F")), ("ravel", lambda a: a.ravel("F")), ("divmod", lambda a: divmod(a, 3)),
    ("searchsorted", lambda a: a.ravel().sort().searchsorted(a[1])),
    ("astype", lambda a: a.astype("float16", copy=True)),
]


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_methods(x64: bool) -> None:
    """Every method on complex64 (and float64); on the other dtypes, a share of them each."""
    check = Checker()
    with modes(x64, "standard"):
        for k, dt in enumerate(live_dtypes(x64)):
            x = Host(sample(dt, (3, 4), seed("methods", dt), "small"))
            for j, (name, method) in enumerate(METHODS):
                if kind(dt) == "complex" and name in ("all", "any"):
                    continue  # jax's all/any read only the real part of complex numbers: see below
                if (j + k) % 4 == 0 or dt in ("complex64", "float64"):
                    check(name, *same(method), x)
        cube = Host(sample("int16", (2, 3, 1), seed("methods", "cube")))
        for name, method in (("squeeze", lambda a: a.squeeze(axis=2)), ("transpose", lambda a: a.transpose(2, 0, 1)),
                             ("reshape", lambda a: a.reshape(3, 2)), ("squeeze", lambda a: a.squeeze(axis=0)),
                             ("T", lambda a: a.T)):
            check(name, *same(method), cube)
        w = weak(2.5)
        for name, method in (("astype", lambda a: a.astype("int8")), ("sum", lambda a: a.sum()),
                             ("reshape", lambda a: a.reshape(1, 1)), ("T", lambda a: a.T), ("real", lambda a: a.real),
                             ("imag", lambda a: a.imag), ("conj", lambda a: a.conj()), ("mean", lambda a: a.mean()),
                             ("max", lambda a: a.max())):
            check(name, *same(method), w)
        check.done()


INDICES = [
    0, -1, slice(None), slice(1, 3), slice(None, None, -1), slice(5, 0, -2), slice(1, 1), slice(10, None),
    slice(None, -10), None, Ellipsis, (0, 1), (-1, -4), (slice(None), 2), (Ellipsis, 0), (None, 0, None),
    (slice(None, None, -1), slice(1, None, 2)), (1, slice(None, None, -3)), (None, Ellipsis, None),
    (slice(2, 0, -1), None, slice(None, 1)), (np.int8(1), np.int64(-2)), (),
]  # (bool scalars index as masks in jax: array indexing, which jaxtypes does not implement)


def test_basic_indexing() -> None:
    """Integers, slices (negative steps too), None and Ellipsis; every dtype of both modes
    through one index (indexing does not depend on the mode otherwise)."""
    check = Checker()
    for x64 in X64:
        with modes(x64, "standard"):
            for dt in live_dtypes(x64):
                v = Host(sample(dt, (3, 4), seed("index", dt)))
                check("x[::-1, 1]", *same(lambda a: a[::-1, 1]), v)
            check.done()
    with modes(False, "standard"):
        x = Host(sample("float32", (3, 4), seed("index")))
        for index in INDICES:
            check(f"x[{index!r}]", *same(lambda a, i=index: a[i]), x)
        cube = Host(sample("int8", (2, 3, 4), seed("index", 3)))
        for index in ((0, Ellipsis, 1), (Ellipsis, slice(None, 2), None), (1, slice(None, None, -2), slice(3, 0, -1))):
            check(f"cube[{index!r}]", *same(lambda a, i=index: a[i]), cube)
        check("w[None]", *same(lambda a: a[None]), weak(2.5))
        check("w[...]", *same(lambda a: a[...]), weak(2))
        check("x[0, 0]", *same(lambda a: a[0, 0]), Host(sample("int16", (3, 4), 1), weak=True))
        check("x[i]", *same(lambda a, i: a[i]), x, Host(np.array(1, np.int32)))  # a 0-d integer array
        check.done()


def test_all_and_any_of_complex_numbers_follow_numpy() -> None:
    """``1j`` is true, as in NumPy and ``astype(bool)``. (jax 0.10.2's all/any look at the
    real part only, so ``jnp.all(jnp.array([1j]))`` is False there: a bug, not followed.)"""
    z = jnp.asarray(np.array([[1j, 2 + 0j], [0j, 0.5j]], np.complex64))
    assert jnp.all(z, axis=1).tolist() == [True, False]
    assert jnp.any(z, axis=0).tolist() == [True, True]
    assert z.astype(bool).tolist() == [[True, True], [False, True]]


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_array_api_namespace_against_jax(x64: bool) -> None:
    """``__array_api_version__``, ``__array_namespace_info__()`` (jax's answers, except the
    device, which jaxtypes names where jax answers None) and ``x.__array_namespace__()``."""
    jjnp = jax.numpy
    with modes(x64, "standard"):
        ours, theirs = jnp.__array_namespace_info__(), jjnp.__array_namespace_info__()
        assert jnp.__array_api_version__ == jjnp.__array_api_version__ == "2024.12"
        assert ours.capabilities() == theirs.capabilities()
        assert ours.default_dtypes() == theirs.default_dtypes()
        for kind in (None, "bool", "signed integer", "unsigned integer", "integral", "real floating",
                     "complex floating", "numeric", ("bool", "real floating")):
            assert ours.dtypes(kind=kind) == theirs.dtypes(kind=kind), kind
        assert ours.devices() == [jnp.ones(1).device] and ours.default_device() == jnp.ones(1).device
        with pytest.raises(KeyError):
            ours.dtypes(kind="floating")
        x = jnp.ones((2, 3))
        assert x.__array_namespace__() is jnp and x.__array_namespace__(api_version="2023.12") is jnp
        with pytest.raises(ValueError):
            x.__array_namespace__(api_version="2020.01")
        assert x.to_device(x.device) is x and x.devices() == {x.device}
        for make in (lambda d: jnp.zeros(2, device=d), lambda d: x.to_device(d), lambda d: jnp.asarray(x, device=d)):
            with pytest.raises(ValueError, match="live on"):
                make("tpu:7")


def test_contains_and_the_host_methods() -> None:
    x = jnp.asarray(np.array([1.0, 2.5, 4.0], np.float32))
    assert 2.5 in x and 3.0 not in x
    with pytest.raises(ValueError, match="one-dimensional"):
        _ = 1.0 in x.reshape(3, 1)
    assert x.tobytes() == np.asarray(x).tobytes() and x.is_ready()
    assert x.on_device_size_in_bytes() >= x.nbytes
    x.copy_to_host_async()
    for method in ("var", "trace", "std", "cumsum", "sort", "take"):  # a tracer's own attributes once hid some
        assert callable(getattr(jaxtypes_jit_tracer(), method))


def jaxtypes_jit_tracer() -> object:
    import jaxtypes

    seen = []
    jaxtypes.jit(lambda t: seen.append(t) or t)(jnp.ones((2, 2)))
    return seen[0]


def test_item_assignment_raises_and_points_to_at() -> None:
    """``x[i] = v`` raises TypeError (jax's class) naming ``.at[]``, eagerly and traced;
    the stubs have no ``__setitem__``, so the checkers reject it too (fail/ cases)."""
    import jaxtypes

    x = jnp.zeros(3)
    with pytest.raises(TypeError, match=r"immutable.*x\.at\[i\]\.set\(v\)"):
        x[0] = 1.0
    with pytest.raises(TypeError):
        jax.numpy.zeros(3)[0] = 1.0  # jax raises the same class

    def assign(t: object) -> object:
        t[1] = 2.0  # type: ignore[index]
        return t
    with pytest.raises(TypeError, match="immutable"):
        jaxtypes.jit(assign)(x)
    np.testing.assert_array_equal(np.asarray(x.at[0].set(1.0)), [1.0, 0.0, 0.0])


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_byteswap_against_jax(x64: bool) -> None:
    """Every dtype's bytes reversed as jax reverses them (a complex number's parts each;
    one-byte dtypes unchanged): eagerly, under jit and under vmap, the same bits and dtype."""
    import jaxtypes

    with modes(x64, "standard"):
        for dtype in live_dtypes(x64):
            values = sample(dtype, (2, 3), 7)
            ours, theirs = jnp.asarray(values), jax.numpy.asarray(values)
            want = theirs.byteswap()
            for got in (ours.byteswap(), jaxtypes.jit(lambda a: a.byteswap())(ours),
                        jaxtypes.vmap(lambda a: a.byteswap())(ours)):
                assert got.dtype == want.dtype and got.weak_type == want.weak_type, dtype
                assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), dtype
        assert jnp.asarray(2.0).byteswap().weak_type is jax.numpy.asarray(2.0).byteswap().weak_type
