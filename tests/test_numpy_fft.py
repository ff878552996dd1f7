"""Differential tests: ``jaxtypes.numpy.fft`` against ``jax.numpy.fft`` on real XLA.

Every function in both 64-bit modes over the dtypes it takes (spread over the
functions with ``pick``: they share the promotion code) and the error for the dtypes
it refuses; lengths that cut and pad, odd and even lengths of the inverse real
transforms, axes negative, reordered and more than three; every ``norm``; the
frequencies with spacings and dtypes; the shifts over all, one and several axes;
weak, NumPy and Python operands; bad input (the error class must be jax's). Then the
transforms under ``jit(vmap(...))`` and, inside a ``scan`` body and a ``cond`` branch,
under ``grad(jit(...))`` and ``vmap(jit(...))`` (float64).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any

import pytest

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

import jax.numpy as jjnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

import jaxtypes  # noqa: E402
import jaxtypes.numpy as jnp  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.numpy_oracle import Checker, Host, kind, live_dtypes, sample, weak  # noqa: E402
from tests.test_numpy_functions import check_grad_and_vmap_of_jit, check_jit_of_vmap, pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]

ONE_D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
TWO_D = ["fft2", "ifft2", "rfft2", "irfft2"]
N_D = ["fftn", "ifftn", "rfftn", "irfftn"]
REAL_INPUT = {"rfft", "ihfft", "rfft2", "rfftn"}  # complex data raise, as do 16-bit and 8-bit floats

# The options of each kind of function, on a (3, 5) array (the 1-D and 2-D ones) or a
# (2, 3, 4) one (the n-D ones): lengths that cut (3 < 5) and pad (9 > 3), odd and
# even lengths (the inverse real transforms round down m = n // 2 + 1), axes, norms.
ONE_D_OPTIONS: list[dict[str, Any]] = [
    {}, {"n": 3}, {"n": 9, "axis": 0}, {"axis": -2, "norm": "ortho"}, {"n": 6, "norm": "forward"},
    {"n": 7, "axis": 1, "norm": "backward"}, {"axis": None, "norm": None},
]
TWO_D_OPTIONS: list[dict[str, Any]] = [
    {}, {"s": (2, 7)}, {"axes": (1, 0)}, {"s": (4, 3), "axes": (-1, 0), "norm": "ortho"}, {"norm": "forward"},
]
N_D_OPTIONS: list[dict[str, Any]] = [
    {}, {"s": (3, 5)}, {"axes": (0, -1)}, {"s": (1, 4, 2), "norm": "ortho"}, {"axes": [2, 0, 1], "norm": "forward"},
    {"s": (5,), "axes": (-2,)}, {"axes": ()},
]


def funcs(name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    return getattr(jnp.fft, name), getattr(jjnp.fft, name)


def operand(dt: str, shape: tuple[int, ...], *key: object) -> Host:
    return Host(sample(dt, shape, seed("fft", dt, shape, *key), "small"))


def test_namespace_and_signatures_match_jax() -> None:
    """The 18 names of ``jax.numpy.fft``, each with jax's parameters (names, kinds,
    defaults); reachable as ``jaxtypes.numpy.fft`` after ``import jaxtypes.numpy``."""
    public = sorted(n for n in dir(jjnp.fft) if not n.startswith("_") and callable(getattr(jjnp.fft, n)))
    assert sorted(jnp.fft.__all__) == public
    for name in public:
        ours = inspect.signature(getattr(jnp.fft, name)).parameters
        theirs = inspect.signature(getattr(jjnp.fft, name)).parameters
        assert [(p.name, p.kind, p.default) for p in ours.values()] == \
               [(p.name, p.kind, p.default) for p in theirs.values()], name


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_transforms(x64: bool) -> None:
    """The twelve transforms on dtypes spread over them with their options; complex data,
    16-bit and 8-bit floats to the real-input ones raise ValueError; every dtype of the
    mode once through ``fft`` and ``rfft`` with no options; ``fftn`` and its kin over 4
    and 5 axes (XLA does 3 at a time)."""
    check = Checker()
    with modes(x64, "standard"):
        dts = live_dtypes(x64)
        for dt in dts:
            for name in ("fft", "rfft", "irfft"):
                check(name, *funcs(name), operand(dt, (2, 4), "all"))
        for k, name in enumerate(ONE_D):
            for j, dt in enumerate(pick(dts, 3 * k, 3)):
                x = operand(dt, (3, 5), name)
                for options in pick(ONE_D_OPTIONS, j, 5 if x64 else 4):
                    check(name, *funcs(name), x, **options)
        for k, name in enumerate(TWO_D):
            for j, dt in enumerate(pick(dts, 2 * k + 1, 2)):
                x = operand(dt, (3, 5), name)
                for options in pick(TWO_D_OPTIONS, 2 * j, 3):
                    check(name, *funcs(name), x, **options)
        for k, name in enumerate(N_D):
            for j, dt in enumerate(pick(dts, 2 * k + 2, 2)):
                x = operand(dt, (2, 3, 4), name)
                for options in pick(N_D_OPTIONS, 3 * j + k, 4):
                    check(name, *funcs(name), x, **options)
        wide = "float64" if x64 else "float32"
        many = operand(wide, (2, 3, 2, 3, 2), "many")
        for name in N_D:
            for options in ({}, {"s": (2, 4, 3, 2)}, {"axes": (4, 0, 2, 1, 3), "norm": "ortho"},
                            {"s": (3, 2, 1, 2, 3), "axes": (-1, -2, -3, -4, -5)}, {"s": (2, 2, 2, 2, 2, 2)}):
                check(name, *funcs(name), Host(many.value.reshape(2, 3, 2, 3, 2, 1)), **options)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_inverses_and_hermitian_pairs(x64: bool) -> None:
    """irfft of odd and even lengths after rfft, hfft after ihfft, and the round trips
    of each pair under every norm (complex and real data of the mode's widest type)."""
    check = Checker()
    with modes(x64, "standard"):
        real, cplx = ("float64", "complex128") if x64 else ("float32", "complex64")
        x = operand(real, (2, 7), "pairs")
        z = operand(cplx, (2, 4), "pairs")
        for norm in (None, "backward", "ortho", "forward"):
            for n in (6, 7, None):
                check("irfft(rfft)", lambda a, n=n, norm=norm: jnp.fft.irfft(jnp.fft.rfft(a, norm=norm), n, norm=norm),
                      lambda a, n=n, norm=norm: jjnp.fft.irfft(jjnp.fft.rfft(a, norm=norm), n, norm=norm), x)
                check("hfft(ihfft)", lambda a, n=n, norm=norm: jnp.fft.hfft(jnp.fft.ihfft(a, norm=norm), n, norm=norm),
                      lambda a, n=n, norm=norm: jjnp.fft.hfft(jjnp.fft.ihfft(a, norm=norm), n, norm=norm), x)
            check("ifftn(fftn)", lambda a, norm=norm: jnp.fft.ifftn(jnp.fft.fftn(a, norm=norm), norm=norm),
                  lambda a, norm=norm: jjnp.fft.ifftn(jjnp.fft.fftn(a, norm=norm), norm=norm), z)
            check("hfft", *funcs("hfft"), z, 5, 0, norm)
            check("ihfft", *funcs("ihfft"), x, 4, -1, norm)
        check("irfft", *funcs("irfft"), Host(np.ones((3, 1), np.complex64)))  # m = 1: the default length is 0
        check("hfft", *funcs("hfft"), Host(np.ones((3, 1), np.complex64)))
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_weak_numpy_and_python_operands(x64: bool) -> None:
    """Python scalars and weak 0-d arrays (0-d transforms over no axes: the dtype rule
    alone), weak arrays, NumPy arrays and scalars, small-float formats; lists are refused
    (``ihfft`` takes them, as in jax)."""
    check = Checker()
    with modes(x64, "standard"):
        wf = Host(sample("float32", (3, 4), seed("fft", "weak")), weak=True)
        wi = Host(sample("int32", (3, 4), seed("fft", "weak int"), "small"), weak=True)
        for k, name in enumerate(ONE_D + TWO_D + N_D):
            for a in pick([wf, wi, np.arange(12.0).reshape(3, 4), np.arange(12, dtype=np.uint8).reshape(3, 4)], k, 2):
                check(name, *funcs(name), a)
        for name in N_D:
            for a in (2.5, 3, True, 1.5 - 2j, weak(2.5), weak(3), np.float32(2), np.int16(4)):
                check(name, *funcs(name), a)
        small = sample("float32", (3, 4), seed("fft", "small floats"), "small")
        for dt in (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.bfloat16, np.float16):
            for name in ("fft", "irfft", "rfft", "ihfft", "hfft", "rfftn"):
                check(name, *funcs(name), Host(small.astype(dt)))
        for name in ONE_D + TWO_D + N_D + ["fftshift", "ifftshift"]:
            check(name, *funcs(name), [[1.0, 2.0], [3.0, 4.0]], eager=True)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_frequencies(x64: bool) -> None:
    """fftfreq and rfftfreq for even and odd ``n`` (and 0), spacings as Python numbers,
    NumPy scalars and strong, weak and integer arrays; every kind of ``dtype`` (integers
    truncate in fftfreq, divide to a float in rfftfreq; bool: rfftfreq raises); lists
    for ``n`` or ``d`` raise; the default device."""
    check = Checker()
    with modes(x64, "standard"):
        for name in ("fftfreq", "rfftfreq"):
            ours, theirs = funcs(name)
            for n in (1, 6, 7, 0):
                check(name, ours, theirs, n)
            for d in (0.3, 2, np.float16(0.5), Host(np.array(0.25, np.float32)), weak(0.5),
                      Host(np.array(3, np.int32)), np.float64(0.1)):
                check(name, ours, theirs, 8, d)
            for j, dt in enumerate(["float16", "bfloat16", "int32", "uint8", "complex64", "bool", np.float64, "int64"]):
                check(name, ours, theirs, 7 - j % 2, 0.5 + j, dtype=dt)
            check(name, ours, theirs, [4])
            check(name, ours, theirs, 4, [1.0])
            check(name, ours, theirs, 5.0)
            for device in (None, jaxtypes.devices()[0]):
                assert ours(4, device=device).dtype == jnp.dtype("float64" if x64 else "float32")
            with pytest.raises(ValueError, match="device"):
                ours(4, device="tpu:7")
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_shifts(x64: bool) -> None:
    """fftshift and ifftshift over every axis, one (negative too) and several, none, odd
    and even lengths, on the mode's dtypes; weak operands stay weak; an axis out of
    range raises."""
    check = Checker()
    with modes(x64, "standard"):
        for k, dt in enumerate(live_dtypes(x64)):
            x = Host(sample(dt, (3, 4, 5), seed("shift", dt)))
            for name in ("fftshift", "ifftshift"):
                for axes in pick([None, 1, -1, (0, 2), [2, 0, 1], ()], k, 3):
                    check(name, *funcs(name), x, axes)
        for name in ("fftshift", "ifftshift"):
            for a in (weak(2.5), Host(sample("int16", (5,), 3), weak=True), np.arange(7), 3):
                check(name, *funcs(name), a)
            for axes in (3, (0, -4)):
                check(name, *funcs(name), Host(np.zeros((2, 3, 4), np.float32)), axes)
        check.done()


ERROR_CASES: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = [
    ("fft", (), {"norm": "unitary"}), ("irfftn", (), {"norm": "Ortho"}), ("fft", (), {"axis": 2}),
    ("ihfft", (), {"axis": 2}), ("hfft", (), {"axis": -3}), ("hfft", (4,), {"axis": 5}), ("fft", (), {"axis": (0, 1)}),
    ("rfft", (0,), {}), ("irfft", (-2,), {}), ("fft", (2.0,), {}), ("fftn", (), {"axes": (0, 0)}),
    ("fftn", (), {"axes": (1, -1)}), ("rfftn", ((2,), (0, 1)), {}), ("fft2", (), {"axes": (0, 1, 1)}),
    ("fftn", (), {"axes": 0}), ("fftn", (4,), {}), ("fftn", ((2, 2, 2),), {}), ("ifft2", ((3, 0),), {}),
    ("rfft2", (), {"axes": (0,)}), ("irfftn", (None, (0, 5)), {}),
]


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_bad_input_raises_as_jax(x64: bool) -> None:
    """Bad norms, axes out of range, several axes to a 1-D transform, repeated axes (by
    value: ValueError; after counting from the end: TypeError, as jax's transpose), n or
    s below 1 or not integers, s and axes of different lengths, more lengths than axes,
    complex data to the real-input transforms, an empty axis to rfft, a 0-d array to a
    1-D transform."""
    check = Checker()
    with modes(x64, "standard"):
        x = Host(sample("float32", (3, 4), seed("fft", "bad")))
        for name, args, kwargs in ERROR_CASES:
            check(name, *funcs(name), x, *args, **kwargs)
        z = Host(sample("complex64", (3, 4), seed("fft", "bad complex")))
        for name in sorted(REAL_INPUT):
            check(name, *funcs(name), z)
        check("rfft", *funcs("rfft"), Host(np.zeros((3, 0), np.float32)))
        check("fft", *funcs("fft"), Host(np.array(2, np.float32)))
        check.done()
    with modes(x64, "standard"):
        with pytest.raises(ValueError, match="norm 'unitary'"):
            jnp.fft.fft(jnp.ones(3), norm="unitary")
        with pytest.raises(ValueError, match="axis 5 is out of bounds for an array of dimension 2"):
            jnp.fft.fft(jnp.ones((2, 3)), axis=5)
        with pytest.raises(ValueError, match="repeated axes"):
            jnp.fft.fftn(jnp.ones((2, 3)), axes=(1, 1))
        with pytest.raises(ValueError, match="positive"):
            jnp.fft.rfft(jnp.ones(3), n=0)
        with pytest.raises(ValueError, match="real data, got complex64"):
            jnp.fft.rfft(jnp.ones(3, jnp.complex64))
        with pytest.raises(ValueError, match="float32 or float64 data .*got float16"):
            jnp.fft.rfftn(jnp.ones(3, jnp.float16))


# -- transformations -----------------------------------------------------------------------

TRANSFORMED: dict[str, Callable[[Any], Callable[[Any], Any]]] = {
    "fft": lambda N: lambda x: N.fft.fft(x + 1j * x[::-1], n=6, norm="ortho"),
    "ifft": lambda N: lambda x: N.fft.ifft(x, axis=0),
    "rfft": lambda N: lambda x: N.fft.rfft(x, n=3),
    "irfft": lambda N: lambda x: N.fft.irfft(x + 2j * x, n=7),
    "hfft": lambda N: lambda x: N.fft.hfft(x - 1j * x[::-1], axis=0, norm="forward"),
    "ihfft": lambda N: lambda x: N.fft.ihfft(x, n=5),
    "fft2": lambda N: lambda x: N.fft.fft2(x, s=(2, 5)),
    "ifft2": lambda N: lambda x: N.fft.ifft2(x * 1j, axes=(1, 0)),
    "rfft2": lambda N: lambda x: N.fft.rfft2(x, norm="ortho"),
    "irfft2": lambda N: lambda x: N.fft.irfft2(x, s=(3, 5)),
    "fftn": lambda N: lambda x: N.fft.fftn(x[None, :, None], s=(2, 2, 3, 4)),
    "ifftn": lambda N: lambda x: N.fft.ifftn(x, axes=(-1,)),
    "rfftn": lambda N: lambda x: N.fft.rfftn(x[:, None, :, None], norm="forward"),
    "irfftn": lambda N: lambda x: N.fft.irfftn(x[None, None], s=(1, 2, 3, 6)),
    "fftfreq": lambda N: lambda x: N.fft.fftfreq(5, x[0, 0]),
    "rfftfreq": lambda N: lambda x: N.fft.rfftfreq(6, d=x[1, 1]),
    "fftshift": lambda N: N.fft.fftshift,
    "ifftshift": lambda N: lambda x: N.fft.ifftshift(x, axes=-1),
}


def test_every_function_is_tested_under_transformations() -> None:
    assert sorted(TRANSFORMED) == sorted(jnp.fft.__all__)


def test_transforms_under_transformations() -> None:
    """Each under ``jit(vmap(...))`` against jax's (float32, 32-bit mode); then, in a
    ``scan`` body and a ``cond`` branch, lengths that pad and cut under ``grad(jit(...))``
    and ``vmap(jit(...))`` (float64)."""
    check_jit_of_vmap(TRANSFORMED, Host(sample("float32", (2, 3, 4), seed("fft", "vmap"))))

    def build(N: Any, lax_: Any) -> Any:
        def step(c: Any, _: Any) -> Any:
            spectrum = N.fft.rfft(c, n=5, norm="ortho")  # padded
            back = N.fft.irfft(spectrum * (1 + 0.5j), n=3)  # cut (odd length)
            z = N.fft.fft(c + 0.5j * c.T, n=2, axis=0)  # cut
            w = N.fft.ifft(z, n=4)  # padded
            return 0.5 * c + 0.2 * back + 0.01 * N.real(w).mean(), N.abs(spectrum).sum() + N.imag(w).sum()

        def f(a: Any) -> Any:
            final, zs = lax_.scan(step, a, None, length=2)
            return zs.sum() + lax_.cond(final.sum() > -1e9, lambda m: (
                (N.fft.fftn(m[None, :, None] * m[:, None, :, None], s=(2, 3, 2, 4), norm="forward").real ** 2).sum()
                + (N.fft.hfft(m + 1j * m ** 2, n=6) ** 2).sum() + (N.fft.hfft(m, axis=0, n=3) * m[0, 0]).sum()
                + N.abs(N.fft.ihfft(m, n=4)).sum() + (N.fft.irfftn(m, s=(2, 5)) ** 3).sum()),
                lambda m: m.sum(), final)
        return f

    check_grad_and_vmap_of_jit(build, sample("float64", (3, 3), seed("fft", "bodies")) * 0.3 + 0.1)
