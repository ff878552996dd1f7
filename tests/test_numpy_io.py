"""Differential tests: ``frombuffer``, ``fromstring``, ``fromfile``, ``fromiter``,
``fromfunction``, ``load``, ``save``, ``savez``, ``array_repr`` and ``array_str`` of
``jaxtypes.numpy`` against ``jax.numpy`` on real XLA.

In both 64-bit modes: every dtype (the 64-bit ones too, which the 32-bit mode
canonicalizes) read from bytes, from text and from ``.npy`` files, the dtype named in
every spelling (strings, ``numpy.dtype``, NumPy's scalar types, each library's scalar
types, Python's types, the default); the files our arrays save are byte for byte
jax's; what ``load`` returns as NumPy data (archives, pickles, dtypes arrays cannot
hold); ``fromfunction`` over the dtypes of the mode, with pytree results, mapped
keyword arguments and every shape spelling; ``array_repr``/``array_str`` strings equal
to jax's for the dtypes (``bfloat16`` included), shapes and print options. The errors
(jax's classes), then each under ``jit``, and ``grad(jit(...))``/``vmap(jit(...))``.
"""

from __future__ import annotations

import array
import functools
import io
import pathlib
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
    DTYPES_32, DTYPES_64, Checker, Host, assert_jax_signatures, dtype, live_dtypes, sample, weak,
)
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
NAMES = ["frombuffer", "fromfile", "fromfunction", "fromiter", "fromstring", "load", "save", "savez", "array_repr",
         "array_str"]
ALL_DTYPES = DTYPES_32 + DTYPES_64
PYTHON_TYPES: list[type] = [bool, int, float, complex]
Spelling = Callable[[Any], Any]


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return getattr(jnp, name), getattr(jjnp, name)


def spellings(dt: str) -> list[tuple[str, Spelling]]:
    """The ways to name ``dt``: each a function of the library's numpy module."""
    scalar = "bool_" if dt == "bool" else dt
    return [("str", lambda N: dt), ("np.dtype", lambda N: dtype(dt)), ("np type", lambda N: dtype(dt).type),
            ("jnp type", lambda N: getattr(N, scalar))]


def with_dtype(name: str, spell: Spelling) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """``name`` of each library with ``dtype=`` spelled for it."""
    return functools.partial(getattr(jnp, name), dtype=spell(jnp)), functools.partial(getattr(jjnp, name),
                                                                                       dtype=spell(jjnp))


def text_of(values: np.ndarray, sep: str) -> str:
    """``values`` written out as ``fromstring`` reads them (exactly, for the floats)."""
    if values.dtype.kind == "b":
        words = [str(int(v)) for v in values]
    elif values.dtype.kind == "c":
        words = [f"{complex(v).real!r}{complex(v).imag:+.17g}j" for v in values]
    elif values.dtype.kind in "iu":
        words = [str(int(v)) for v in values]
    else:
        words = [repr(float(v)) for v in values]
    return sep.join(words)


def plain(result: Any) -> Any:
    """A pytree result with its dicts as tuples of their values (the Checker compares
    arrays, tuples and lists)."""
    if isinstance(result, dict):
        return tuple(plain(result[k]) for k in sorted(result))
    if isinstance(result, (tuple, list)):
        return type(result)(plain(r) for r in result)
    return result


def test_names_are_exported_with_jax_signatures() -> None:
    assert_jax_signatures(NAMES)


# -- frombuffer and fromstring ------------------------------------------------------------

SEPARATORS = [" ", ",", ", ", "\n", " ; "]


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_frombuffer_and_fromstring(x64: bool) -> None:
    """Every dtype (64-bit ones canonicalized without 64-bit mode) in every spelling, from
    bytes and from text; ``count``, ``offset``, the separators, the kinds of buffer,
    special values; the errors; and both under ``jit``."""
    check = Checker()
    with modes(x64, "standard"):
        for k, dt in enumerate(ALL_DTYPES):
            raw = sample(dt, (6,), seed("io", dt), "special" if k % 2 else "any")
            buf = raw.tobytes()
            for how, spell in spellings(dt):
                check(f"frombuffer {dt} {how}", *with_dtype("frombuffer", spell), buf)
            size = dtype(dt).itemsize
            check(f"frombuffer {dt} count offset", *funcs("frombuffer"), buf, dt, 3, size * (k % 3))
            check(f"frombuffer {dt} offset", *funcs("frombuffer"), buf, dt, offset=size * 5)
            check(f"frombuffer {dt} count 0", *funcs("frombuffer"), buf, dt, 0)
            if dt == "bfloat16":  # NumPy cannot parse text as bfloat16 (ValueError, below)
                continue
            sep = SEPARATORS[k % len(SEPARATORS)]
            for how, spell in pick(spellings(dt), k, 2):
                check(f"fromstring {dt} {how} {sep!r}", *with_dtype("fromstring", spell), text_of(raw, sep), sep=sep)
            check(f"fromstring {dt} count", *funcs("fromstring"), " " + text_of(raw, sep) + sep, dt, 4, sep=sep)
        for t in PYTHON_TYPES:  # Python's types name the 64-bit dtypes, canonicalized
            raw = np.arange(5).astype(t)
            check(f"frombuffer {t.__name__}", *funcs("frombuffer"), raw.tobytes(), t)
            check(f"fromstring {t.__name__}", *funcs("fromstring"), "1 0 2 3", t, sep=" ")
        check("frombuffer default", *funcs("frombuffer"), np.linspace(-1, 1, 7).tobytes())
        check("fromstring default", *funcs("fromstring"), "0.1 -2.5e3 7", sep=" ")
        check("fromstring special", *funcs("fromstring"), "nan inf -inf -0.0 1e40 1e-50", "float32", sep=" ")
        check("fromstring special f16", *funcs("fromstring"), "nan -inf 70000 1e-8", "float16", sep=",")
        check("fromstring wrap", *funcs("fromstring"), "300 -1 127", "int8", sep=" ")
        check("fromstring empty", *funcs("fromstring"), "", "int16", sep=",")
        check("fromstring whitespace", *funcs("fromstring"), "  1\n 2 \t3  ", "uint8", sep=" ")
        check("fromstring trailing junk", *funcs("fromstring"), "1,2,x", "uint8", 2, sep=",")
        check("fromstring complex", *funcs("fromstring"), "1+2j, 3, -1.5e1-0.5j", "complex64", sep=",")
        check("fromstring bytes", *funcs("fromstring"), b"1 2", sep=" ")
        check("fromstring bools", *funcs("fromstring"), "1 0 7", bool, sep=" ")
        check("frombuffer bools", *funcs("frombuffer"), b"\x00\x01\x07", bool)  # any nonzero byte is True
        for buffer in (bytearray(b"abcd"), memoryview(b"abcd"), np.arange(4, dtype=np.int8),
                       array.array("i", [1, -2]), np.arange(6, dtype=np.uint8).reshape(2, 3)):
            check(f"frombuffer {type(buffer).__name__}", *funcs("frombuffer"), buffer, np.uint8)
        check("frombuffer empty", *funcs("frombuffer"), b"", "float32")
        for buffer in (Host(np.arange(8, dtype=np.int8).reshape(2, 4)), Host(np.arange(3, dtype=np.float32))):
            check("frombuffer array", *funcs("frombuffer"), buffer, "uint8", eager=True)  # (jax reads its CPU arrays)
        for name, args, kwargs in (
            ("frombuffer", (b"abc", "int16"), {}), ("frombuffer", (b"ab", "int16", 2), {}),
            ("frombuffer", (b"ab", "uint8"), {"offset": 3}), ("frombuffer", (b"ab", "uint8"), {"offset": -1}),
            ("frombuffer", ([1, 2], "uint8"), {}), ("frombuffer", ("ab", "uint8"), {}),
            ("frombuffer", (np.arange(8, dtype=np.uint8)[::2], "uint8"), {}),
            ("frombuffer", (b"ab", "S1"), {}), ("frombuffer", (b"ab", ">u2"), {}), ("frombuffer", (b"ab", object), {}),
            ("frombuffer", (b"ab", "bogus"), {}), ("frombuffer", (b"ab",), {"dtype": None}),
            ("fromstring", ("1 2",), {}), ("fromstring", ("1 2",), {"sep": ""}),
            ("fromstring", ("1,2,,3",), {"sep": ","}),
            ("fromstring", ("1 2", "bfloat16"), {"sep": " "}), ("fromstring", ("1,2,x", "uint8", 3), {"sep": ","}),
            ("fromstring", ("a b", "U1"), {"sep": " "}), ("fromstring", (3,), {"sep": " "}),
        ):
            check(f"{name} error", *funcs(name), *args, eager=True, **kwargs)
        buf = sample("int16", (4,), seed("io", "jit")).tobytes()
        check("jit frombuffer", jaxtypes.jit(lambda: jnp.frombuffer(buf, dtype=jnp.int16)),
              lambda: jjnp.frombuffer(buf, dtype=jjnp.int16))
        check("jit fromstring", jaxtypes.jit(lambda: jnp.fromstring("1.5 2", sep=" ")),
              lambda: jjnp.fromstring("1.5 2", sep=" "))
        check.done()
    # NumPy pads a short string with uninitialised memory (jax returns it): we refuse
    for count in (4, 7):
        with pytest.raises(ValueError, match="more items than the string holds"):
            jnp.fromstring("1,2,3", dtype="uint8", count=count, sep=",")
    with pytest.raises(ValueError, match="more items"):
        jnp.fromstring("", count=1, sep=" ")


# -- load, save and savez ------------------------------------------------------------------

def same_host_data(got: Any, want: Any) -> None:
    """What ``load`` gives as NumPy data (not a device array) is jax's."""
    assert type(got) is type(want) and isinstance(got, np.ndarray), (type(got), type(want))
    assert got.dtype == want.dtype and got.shape == want.shape
    if got.dtype == object:
        assert got.tolist() == want.tolist()
    else:
        assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_load_save_and_savez(x64: bool, tmp_path: pathlib.Path) -> None:
    """NumPy's files of every dtype loaded (canonicalized, strongly typed, bfloat16
    restored); our arrays saved byte for byte as jax's (weak ones too, and lists of
    them) and loaded back; the path spellings, file objects and NumPy's options; what
    stays NumPy data; the errors."""
    check = Checker()
    with modes(x64, "standard"):
        live = live_dtypes(x64) + ([] if x64 else ["bfloat16"])
        for k, dt in enumerate(ALL_DTYPES):
            shape = [(3, 4), (), (0, 2), (2, 1, 3)][k % 4]
            x = sample(dt, shape, seed("io", "load", dt), "special" if k % 2 else "any")
            path = tmp_path / f"numpy_{dt}.npy"
            np.save(path, x)
            check(f"load {dt}{list(shape)}", *funcs("load"), str(path))
        for k, dt in enumerate(live):
            h = Host(sample(dt, (3, 4), seed("io", "save", dt)), weak=dt.startswith(("float", "complex", "int")))
            ours, theirs = tmp_path / f"ours_{dt}.npy", tmp_path / f"jax_{dt}.npy"
            jnp.save(ours, h.ours())
            jjnp.save(theirs, h.theirs())
            assert ours.read_bytes() == theirs.read_bytes(), dt
            data = ours.read_bytes()
            check(f"load saved {dt}", *funcs("load"), ours)  # a pathlib.Path
            check(f"load file object {dt}", lambda data=data: jnp.load(io.BytesIO(data)),
                  lambda data=data: jjnp.load(io.BytesIO(data)))
            check(f"load mmap {dt}", *funcs("load"), str(ours), mmap_mode="r")
        stacked = [Host(np.arange(3.0)), Host(np.linspace(0, 1, 3), weak=True)]
        f_ours, f_theirs = io.BytesIO(), io.BytesIO()
        jnp.save(f_ours, [h.ours() for h in stacked])
        jjnp.save(f_theirs, [h.theirs() for h in stacked])
        assert f_ours.getvalue() == f_theirs.getvalue()
        fortran = tmp_path / "fortran.npy"
        np.save(fortran, np.asfortranarray(sample("int32", (3, 5), 3)))
        check("load fortran order", *funcs("load"), fortran)
        check("load allow_pickle", *funcs("load"), fortran, allow_pickle=True)
        # what stays NumPy data: archives, pickled objects, dtypes arrays cannot hold
        a, b = Host(sample("bfloat16", (2, 3), 5)), Host(sample("int16", (4,), 6))
        ours, theirs = tmp_path / "ours.npz", tmp_path / "jax.npz"
        jnp.savez(ours, a.ours(), b=b.ours())
        jjnp.savez(theirs, a.theirs(), b=b.theirs())
        with jnp.load(ours) as got, jjnp.load(theirs) as want:
            assert type(got) is type(want) and sorted(got.files) == sorted(want.files) == ["arr_0", "b"]
            for name in want.files:
                same_host_data(got[name], want[name])
        host_only = {"objects": np.array([{"a": 1}, None], dtype=object), "strings": np.array(["ab", "c"]),
                     "bytes": np.array([b"x"]), "int4": np.arange(3).astype(jnp.int4),
                     "float8": np.arange(3).astype(jnp.float8_e4m3fn), "datetime": np.array(["2020-01-01"], "M8[D]"),
                     "structured": np.zeros(2, [("p", "u1"), ("q", "u1")]), "big-endian": np.arange(3, dtype=">i4")}
        for name, value in host_only.items():
            path = tmp_path / f"{name}.npy"
            np.save(path, value)
            same_host_data(jnp.load(path, allow_pickle=True), jjnp.load(path, allow_pickle=True))
        garbage = tmp_path / "garbage.npy"
        garbage.write_bytes(b"not an array file")
        for args, kwargs in (((tmp_path / "missing.npy",), {}), ((tmp_path / "objects.npy",), {}), ((garbage,), {}),
                             ((fortran,), {"mmap_mode": "x"}), ((io.BytesIO(b""),), {})):
            check("load error", *funcs("load"), *args, eager=True, **kwargs)
        check.done()
        for fn, fn_jax in (funcs("save"), funcs("savez")):  # a traced array has no data to save (TypeError)
            with pytest.raises(TypeError):
                jaxtypes.jit(lambda x, fn=fn: fn(io.BytesIO(), x))(jnp.ones(2))
            with pytest.raises(TypeError):
                jax.jit(lambda x, fn=fn_jax: fn(io.BytesIO(), x))(jjnp.ones(2))


# -- fromfunction -------------------------------------------------------------------------

FUNCTIONS: dict[str, tuple[Any, Callable[[Any], Callable[..., Any]]]] = {
    "affine": ((2, 3), lambda N: lambda i, j: i * 2 + j),
    "constant": ((3,), lambda N: lambda i: 7.0),
    "pytree": ((2, 3), lambda N: lambda i, j: (i + j, {"p": i * j, "q": [N.ones_like(i)]})),
    "vector": ((3,), lambda N: lambda i: N.arange(4) * i),
    "3-D": ((2, 1, 3), lambda N: lambda i, j, k: i * 4 + j * 2 - k),
    "sin": ((2, 2), lambda N: lambda i, j: N.sin(i) + N.cos(j)),
}


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_fromfunction(x64: bool) -> None:
    """The dtypes of the mode in every spelling (spread over the functions with ``pick``),
    the defaults, pytree and non-scalar results, mapped keyword arguments, the shape
    spellings, the errors; under ``jit`` with closed-over and argument arrays."""
    check = Checker()
    fromfunction = funcs("fromfunction")

    def run(shape: Any, build: Callable[[Any], Callable[..., Any]], **kwargs: Any) -> tuple[Callable[..., Any], ...]:
        """``fromfunction(build(N), shape, **kwargs)`` of each library, its keyword
        arguments (Host arrays among them) passed at the call."""
        return tuple(lambda *_, N=N, fn=fn, **kw: plain(fn(build(N), shape, **{**kwargs, **kw}))
                     for N, fn in ((jnp, fromfunction[0]), (jjnp, fromfunction[1])))

    with modes(x64, "standard"):
        dts = [d for d in live_dtypes(x64) if d != "bool"]
        names = list(FUNCTIONS)
        for k, dt in enumerate(dts):
            for j, (how, spell) in enumerate(pick(spellings(dt), k, 2)):
                for fname in pick(names, 2 * k + j, 2):
                    shape, build = FUNCTIONS[fname]
                    ours, theirs = run(shape, build)
                    check(f"fromfunction {fname} {dt} {how}", lambda ours=ours, spell=spell: ours(dtype=spell(jnp)),
                          lambda theirs=theirs, spell=spell: theirs(dtype=spell(jjnp)))
        for fname, (shape, build) in FUNCTIONS.items():
            check(f"fromfunction {fname}", *run(shape, build))  # the default float
        for t in (*PYTHON_TYPES[1:], None):
            check(f"fromfunction {t}", *run((2, 3), FUNCTIONS["affine"][1], dtype=t))
        for shape in (3, [2, 3], (np.int32(2), np.int64(1)), (0, 2), (-1,), (2, 0, 1)):
            check(f"fromfunction shape {shape!r}", *run(shape, lambda N: lambda *ix: sum(ix) + 1))
        check("fromfunction shape array", lambda: jnp.fromfunction(lambda i: i, (jnp.asarray(2),)),
              lambda: jjnp.fromfunction(lambda i: i, (jjnp.asarray(2),)), eager=True)
        # keyword arguments are mapped along the shape, as jax's vmap maps them
        w = Host(sample("float32", (2, 3), seed("io", "kw")))
        check("fromfunction kwargs", *run((2, 3), lambda N: lambda i, j, *, w: w * i + j), w=w)
        check("fromfunction kwargs trailing axes", *run((2,), lambda N: lambda i, w: N.sum(w) * i), w=w)
        check("fromfunction kwargs pytree", *run((2, 3), lambda N: lambda i, j, **kw: kw["a"][0] + kw["b"] * j),
              a=(w,), b=Host(np.arange(6, dtype=np.int16).reshape(2, 3)))
        check("fromfunction kwargs None", *run((3,), lambda N: lambda i, w: i), w=None)
        check("jit fromfunction", jaxtypes.jit(lambda: jnp.fromfunction(lambda i, j: i - j * 0.5, (3, 2))),
              jax.jit(lambda: jjnp.fromfunction(lambda i, j: i - j * 0.5, (3, 2))))
        check("jit fromfunction argument", jaxtypes.jit(lambda a: jnp.fromfunction(lambda i, j: a[i, j] * i, (2, 3),
                                                                                   dtype=int)),
              lambda a: jjnp.fromfunction(lambda i, j: a[i, j] * i, (2, 3), dtype=int), w)
        check("jit fromfunction kwargs", jaxtypes.jit(lambda a: jnp.fromfunction(lambda i, a: a + i, (2,), a=a)),
              lambda a: jjnp.fromfunction(lambda i, a: a + i, (2,), a=a), w)
        for shape, build, kwargs in (
            ((3.0,), FUNCTIONS["constant"][1], {}), ((2,), FUNCTIONS["constant"][1], {"dtype": bool}),
            ((2,), FUNCTIONS["constant"][1], {"dtype": "bogus"}), ("ab", FUNCTIONS["constant"][1], {}),
            ((3,), lambda N: lambda i, w: i + w, {"w": 5}),
            ((3,), lambda N: lambda i, w: i + w, {"w": Host(np.ones(2))}),
            ((3,), lambda N: lambda i, w: i, {"w": "text"}),
            ((3,), lambda N: lambda i, j: i, {}),
            ((3,), lambda N: lambda i: 1 // 0, {}),
        ):
            check("fromfunction error", *run(shape, build, **kwargs), eager=True)
        check.done()
        for fn in fromfunction:  # a rank-0 shape calls the function once, unmapped, and returns what it returns
            assert fn(lambda: 7, ()) == 7
            assert fn(lambda **kw: kw["k"], (), k="static") == "static"
        # a bare NumPy integer is a shape, as everywhere else (jax 0.10 raises TypeError: not iterable)
        np.testing.assert_array_equal(jnp.fromfunction(lambda i: i * 2, np.int64(3)), [0.0, 2.0, 4.0])
        with pytest.raises(TypeError, match="concrete"):  # a traced shape (jax: ConcretizationTypeError, a TypeError)
            jaxtypes.jit(lambda n: jnp.fromfunction(lambda i: i, (n,)))(3)
        with pytest.raises(TypeError):
            jax.jit(lambda n: jjnp.fromfunction(lambda i: i, (n,)))(3)


# -- array_repr and array_str ---------------------------------------------------------------

SHAPES = [(), (5,), (2, 3), (0, 3), (2, 1, 2), (1200,)]
PRINT_OPTIONS: list[dict[str, Any]] = [{}, {"precision": 3}, {"suppress_small": True}, {"max_line_width": 30},
                                       {"precision": 1, "max_line_width": 50}]


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_array_repr_and_str(x64: bool) -> None:
    """The strings are jax's for the dtypes of the mode (bfloat16 in both), the shapes
    (0-d, empty, summarized), special values, weak arrays and the print options; a
    traced array has no value to print (TypeError, as in jax)."""
    with modes(x64, "standard"):
        dts = live_dtypes(x64) + (["bfloat16", "float32", "int8"] if x64 else [])
        for k, dt in enumerate(dts):
            for j, shape in enumerate(pick(SHAPES, 2 * k, 2)):
                h = Host(sample(dt, shape, seed("io", "repr", dt, shape), "special" if j % 2 else "any"),
                         weak=bool(k % 2) and dt not in ("bool", "bfloat16", "float16"))
                for options in pick(PRINT_OPTIONS, k + j, 2):
                    for name in ("array_repr", "array_str"):
                        ours, theirs = funcs(name)
                        got = ours(h.ours(), **options)
                        if name == "array_str" and shape == ():  # jax's raises; ours prints as NumPy does
                            with pytest.raises(TypeError):
                                theirs(h.theirs(), **options)
                            assert got == np.array_str(np.asarray(h.value), **options)
                            continue
                        want = theirs(h.theirs(), **options)
                        assert got == want, f"{name}({h}, {options}): {got!r} != jax's {want!r}"
        for h in (weak(2.5), weak(-3), weak(1 - 2j)):  # weak 0-d arrays
            assert jnp.array_repr(h.ours()) == jjnp.array_repr(h.theirs())
        h = Host(sample("float32", (4, 3), seed("io", "printoptions")))
        with jnp.printoptions(precision=2, threshold=5, edgeitems=1, suppress=True):
            for name in ("array_repr", "array_str"):
                ours, theirs = funcs(name)
                assert ours(h.ours()) == theirs(h.theirs())
    for name in ("array_repr", "array_str"):
        ours, theirs = funcs(name)
        for transform in (jaxtypes.jit, jaxtypes.vmap):
            with pytest.raises(TypeError, match="concrete"):
                transform(lambda x, fn=ours: fn(x))(jnp.ones((2, 2)))
        for transform in (jax.jit, jax.vmap):
            with pytest.raises(TypeError):
                transform(lambda x, fn=theirs: fn(x))(jjnp.ones((2, 2)))  # (jax.jit(np.array_str) segfaults)


# -- fromfile and fromiter --------------------------------------------------------------------

def test_fromfile_and_fromiter_are_refused_as_in_jax(tmp_path: pathlib.Path) -> None:
    """Both raise NotImplementedError for any arguments, saying why (they would consume
    a file or an iterator: a side effect) and what to do instead."""
    path = tmp_path / "data.bin"
    np.arange(3.0).tofile(path)
    cases: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = [
        ("fromfile", (str(path),), {}), ("fromfile", (path,), {"dtype": float, "count": 2}), ("fromfile", (), {}),
        ("fromiter", (iter([1, 2]), float), {}), ("fromiter", (), {"count": 2}),
    ]
    for name, args, kwargs in cases:
        for fn in funcs(name):
            with pytest.raises(NotImplementedError) as error:
                fn(*args, **kwargs)
            message = str(error.value)
            assert f"jnp.{name}" in message and ("side effect" in message or "non-pure" in message), message
            assert f"jnp.asarray(np.{name}(...))" in message


# -- transformations ----------------------------------------------------------------------------

def test_under_transformations(tmp_path: pathlib.Path) -> None:
    """All of them in one function under ``grad(jit(...))`` and ``vmap(jit(...))`` against
    jax's (float64): ``fromfunction`` of closed-over data and of mapped keyword
    arguments, ``frombuffer``/``fromstring``/``load`` constants (read while tracing)."""
    path = tmp_path / "weights.npy"
    np.save(path, sample("float64", (2, 3), seed("io", "weights")))
    buf = np.linspace(-1.0, 1.0, 6).tobytes()

    def build(N: Any, lax_: Any) -> Callable[[Any], Any]:
        def f(a: Any) -> Any:
            grid = N.fromfunction(lambda i, j: a[i, j] * (i + 1) + N.sin(a[1 - i, 2 - j]), (2, 3), dtype=int)
            mapped = N.fromfunction(lambda i, j, *, w: w ** 2 * (j - i), (2, 3), w=a)
            constants = N.frombuffer(buf).reshape(2, 3) + N.fromstring("1 2 3", sep=" ") * N.load(path)
            return N.sum(grid * constants) + N.sum(mapped)
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (2, 3), seed("io", "transformations")))
    with modes(False, "standard"):  # the index dtypes and the default float of the mode inside jit(vmap)
        check = Checker()
        batch = Host(sample("float32", (3, 2, 2), seed("io", "vmap")))
        for dt in (None, int, "int8", float, "float16", "bfloat16", complex):
            def make(N: Any, dt: Any = dt) -> Callable[[Any], Any]:
                return lambda x: N.fromfunction(lambda i, j: x[i, j] * i + j, (2, 2), dtype=dt)
            check(f"jit(vmap(fromfunction)) {dt}", jaxtypes.jit(jaxtypes.vmap(make(jnp))),
                  jax.jit(jax.vmap(make(jjnp))), batch)
        check.done()

