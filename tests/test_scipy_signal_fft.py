"""jaxtypes.scipy's integrate, fft, signal, ndimage, interpolate and cluster.vq against
jax.scipy's: the namespaces; values, dtypes, weak types and shapes of every function and
its variants in both 64-bit modes, under jit (one program per side and mode, vmapped
calls included), eagerly, and their gradients; the result dtype of every input class
(and pairs of classes), which is also what the stubs say (stubs/_scipy_signal_fft.py
reads it from the runtime with shortcuts, checked here against jax class by class);
RegularGridInterpolator as a pytree; bad input raising jax's exception classes."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import jax
import jax.numpy
import jax.scipy.cluster.vq
import jax.scipy.fft
import jax.scipy.integrate
import jax.scipy.interpolate
import jax.scipy.ndimage
import jax.scipy.signal
import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy
import jaxtypes.scipy
import jaxtypes.scipy.cluster.vq
import jaxtypes.scipy.fft
import jaxtypes.scipy.integrate
import jaxtypes.scipy.interpolate
import jaxtypes.scipy.ndimage
import jaxtypes.scipy.signal
from tests.conftest import modes, stable_rng
from tests.linalg_checks import jax_jit, one_program, quiet

STUBS = Path(__file__).resolve().parents[1] / "stubs"


def _namespace(np_: Any, scipy: Any, vq: Any) -> SimpleNamespace:
    return SimpleNamespace(np=np_, fft=scipy.fft, signal=scipy.signal, integrate=scipy.integrate,
                           ndimage=scipy.ndimage, interpolate=scipy.interpolate, vq=vq)


OURS = _namespace(jaxtypes.numpy, jaxtypes.scipy, jaxtypes.scipy.cluster.vq)
THEIRS = _namespace(jax.numpy, jax.scipy, jax.scipy.cluster.vq)
MODULES = ["integrate", "fft", "signal", "ndimage", "interpolate", "cluster", "cluster.vq"]


def _module(root: Any, name: str) -> Any:
    for part in name.split("."):
        root = getattr(root, part)
    return root


@pytest.mark.parametrize("name", MODULES)
def test_public_names_are_jax_scipys(name: str) -> None:
    public = lambda module: {n for n in dir(module) if not n.startswith("_")}  # noqa: E731
    assert public(_module(jaxtypes.scipy, name)) == public(_module(jax.scipy, name))


# -- values ------------------------------------------------------------------------------

def rand(shape: tuple[int, ...], dtype: str, *key: object) -> np.ndarray:
    rng = stable_rng(shape, dtype, *key)
    if dtype.startswith("int"):
        return rng.integers(-4, 5, shape).astype(dtype)
    x = rng.standard_normal(shape)
    if dtype.startswith("complex"):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


Case = tuple[str, Callable[..., Any], list[np.ndarray]]


def cases() -> list[Case]:
    """(name, call(namespace, *arrays), arrays) for every function and its variants."""
    out: list[Case] = []

    def add(name: str, call: Callable[..., Any], *arrays: np.ndarray) -> None:
        out.append((name, call, list(arrays)))

    x, xc, x16, xi = rand((3, 10), "float32"), rand((10,), "complex64"), rand((2, 9), "float16"), rand((9,), "int16")
    for norm in (None, "ortho"):
        add(f"dct-{norm}", lambda M, a, n=norm: M.fft.dct(a, norm=n), x)
        add(f"idct-{norm}", lambda M, a, n=norm: M.fft.idct(a, n=7, axis=0, norm=n), x)
        add(f"dctn-{norm}", lambda M, a, n=norm: M.fft.dctn(a, s=[4, 12], norm=n), x)
        add(f"idctn-{norm}", lambda M, a, n=norm: M.fft.idctn(a, axes=[1], norm=n), x)
    add("dct-complex-n", lambda M, a: M.fft.dct(a, n=13), xc)
    add("idctn-complex", lambda M, a: M.fft.idctn(a), xc)
    add("dct-int", lambda M, a: M.fft.dct(a), xi)
    special = np.array([0.0, np.inf, -0.0, np.nan, 1e30, -np.inf, 3.0], np.float32)
    add("dct-special", lambda M, a: M.fft.dct(a[np.array([0, 2, 4, 6])], norm="ortho"), special)
    add("convolve-special", lambda M, a: M.signal.convolve(a, a[:3]), special)
    add("idct-float16", lambda M, a: M.fft.idct(a), x16)
    signal_1, kernel, image, small = rand((12,), "float32"), rand((4,), "float32"), rand((5, 6), "float32"), \
        rand((3, 2), "complex64")
    for mode in ("full", "same", "valid"):
        add(f"convolve-{mode}", lambda M, a, b, m=mode: M.signal.convolve(a, b, m), signal_1, kernel)
        add(f"convolve-swapped-{mode}", lambda M, a, b, m=mode: M.signal.convolve(a, b, m), kernel, signal_1)
        add(f"convolve-fft-{mode}", lambda M, a, b, m=mode: M.signal.convolve(a, b, m, method="fft"), image, small)
        add(f"correlate-{mode}", lambda M, a, b, m=mode: M.signal.correlate(a, b, m), image, small)
        add(f"convolve2d-{mode}", lambda M, a, b, m=mode: M.signal.convolve2d(a, b, m), small, image)
        add(f"correlate2d-{mode}", lambda M, a, b, m=mode: M.signal.correlate2d(a, b, m), image, small)
        add(f"correlate2d-swapped-{mode}", lambda M, a, b, m=mode: M.signal.correlate2d(a, b, m), small, image)
        add(f"fftconvolve-{mode}", lambda M, a, b, m=mode: M.signal.fftconvolve(a, b, m), image, small)
        add(f"fftconvolve-axes-{mode}", lambda M, a, b, m=mode: M.signal.fftconvolve(a, b, m, axes=1),
            image, image[:, :3])
    add("convolve-int", lambda M, a, b: M.signal.convolve(a, b), xi, xi[:3])
    add("detrend", lambda M, a: M.signal.detrend(a), x)
    add("detrend-axis-bp", lambda M, a: M.signal.detrend(a, axis=0, bp=[1]), x.T)
    add("detrend-constant", lambda M, a: M.signal.detrend(a, type="constant"), x16)
    long, longc = rand((2, 64), "float32"), rand((48,), "complex64")
    add("welch", lambda M, a: M.signal.welch(a, nperseg=16), long)
    add("welch-median-spectrum", lambda M, a: M.signal.welch(a, fs=8.0, nperseg=12, noverlap=4, nfft=20,
                                                                 scaling="spectrum", average="median"), long)
    add("welch-twosided-linear", lambda M, a: M.signal.welch(a, nperseg=16, return_onesided=False,
                                                                 detrend="linear"), long)
    add("welch-hamming-axis0", lambda M, a: M.signal.welch(a.T, window="hamming", nperseg=16, axis=0), long)
    add("welch-complex", lambda M, a: M.signal.welch(a, nperseg=8, detrend=False), longc)
    add("csd", lambda M, a, b: M.signal.csd(a, b, nperseg=16), long, long[:1, :40])
    add("csd-median", lambda M, a, b: M.signal.csd(a, b, nperseg=8, average="median"), long[0], longc)
    add("stft", lambda M, a: M.signal.stft(a, nperseg=16), long)
    add("stft-odd", lambda M, a: M.signal.stft(a, nperseg=15, noverlap=5, boundary="odd", padded=False), long)
    add("stft-even-twosided", lambda M, a: M.signal.stft(a, nperseg=8, boundary="even", return_onesided=False),
        long)
    add("stft-complex-constant", lambda M, a: M.signal.stft(a, nperseg=8, boundary="constant", detrend="constant"),
        longc)
    spectrum = np.asarray(jax.scipy.signal.stft(long, nperseg=16)[2])
    add("istft", lambda M, z: M.signal.istft(z, nperseg=16), spectrum)
    add("istft-axes-window", lambda M, z: M.signal.istft(z, window=np.hanning(16), time_axis=0, freq_axis=1),
        np.moveaxis(spectrum[0], 0, 1))
    add("istft-twosided", lambda M, z: M.signal.istft(z, input_onesided=False, boundary=False),
        np.asarray(jax.scipy.signal.stft(longc, nperseg=8, return_onesided=False)[2]))
    grid = np.linspace(0.0, 4.0, 6)
    add("trapezoid", lambda M, a: M.integrate.trapezoid(a, dx=0.5), x)
    add("trapezoid-x", lambda M, a, g: M.integrate.trapezoid(a, g, axis=0), image[:, :4], grid[:5])
    points = rand((2, 7), "float32") * 3 + 1
    for mode in ("constant", "nearest", "wrap", "mirror", "reflect"):
        for order in (0, 1):
            add(f"map_coordinates-{mode}-{order}",
                lambda M, im, p, m=mode, o=order: M.ndimage.map_coordinates(im, [p[0], 2 * p[1]], o, m, 0.5),
                image, points)
    add("map_coordinates-int", lambda M, im, p: M.ndimage.map_coordinates(im, [p[0], p[1]], 1),
        rand((5, 6), "int16"), points)
    values = rand((6, 5), "float32")
    for method in ("linear", "nearest"):
        add(f"interpolate-{method}", lambda M, v, q, m=method: M.interpolate.RegularGridInterpolator(
            (grid, grid[:5]), v, method=m)(q), values, points.T)
    add("interpolate-extrapolated", lambda M, v, q: M.interpolate.RegularGridInterpolator(
        (grid, grid[:5]), v, fill_value=None)(q - 2), values, points.T)
    add("vq", lambda M, o, c: M.vq.vq(o, c), image, image[:3] * 2)
    add("vq-1d", lambda M, o, c: M.vq.vq(o, c), signal_1, kernel)
    rows = rand((5, 3), "float32")
    add("vmap-convolve", lambda M, a, b: _vmap(M)(lambda u, v: M.signal.convolve(u, v, "same"))(a, b), image, rows)
    add("vmap-fftconvolve", lambda M, a, b: _vmap(M)(M.signal.fftconvolve, in_axes=(0, None))(a, b[0]), image, rows)
    add("vmap-dct", lambda M, a: _vmap(M)(M.fft.dct, in_axes=1)(a), x)
    add("vmap-welch", lambda M, a: _vmap(M)(lambda u: M.signal.welch(u, nperseg=16)[1])(a), long)
    add("vmap-istft", lambda M, z: _vmap(M)(lambda u: M.signal.istft(u, nperseg=16)[1])(z), spectrum)
    add("vmap-map_coordinates", lambda M, im, p: _vmap(M)(lambda q: M.ndimage.map_coordinates(im, [q, q], 1))(p),
        image, points)
    add("vmap-vq", lambda M, o, c: _vmap(M)(M.vq.vq, in_axes=(0, None))(o, c), rand((2, 4, 3), "float32"), rows)
    return out


def _vmap(M: Any) -> Callable[..., Any]:
    return jaxtypes.vmap if M is OURS else jax.vmap


def flat(tree: Any) -> list[Any]:
    if isinstance(tree, (tuple, list)):
        return [leaf for item in tree for leaf in flat(item)]
    return [tree]


def _close(name: str, got: Any, want: Any) -> None:
    got_array, want_array = np.asarray(got), np.asarray(want)
    assert (got_array.dtype, got.weak_type, got_array.shape) == (want_array.dtype, want.weak_type,
                                                                   want_array.shape), name
    tol = 2e-3 if want_array.dtype in (np.float16, np.dtype("float32"), np.dtype("complex64")) else 1e-9
    scale = max(1.0, float(np.max(np.abs(want_array.astype(np.complex128)), initial=0)))
    np.testing.assert_allclose(got_array.astype(np.complex128), want_array.astype(np.complex128), rtol=tol,
                               atol=tol * scale, err_msg=name)


def _programs(x64: bool) -> tuple[dict[str, Any], dict[str, Any], list[Case]]:
    chosen = cases()
    per_case = lambda M: lambda name, call, *a: flat(call(M, *a))  # noqa: E731
    with modes(x64, "standard"):
        ours = one_program(jaxtypes.jit, per_case(OURS), [(n, c) for n, c, _ in chosen], [a for *_, a in chosen])
        theirs = one_program(jax_jit, per_case(THEIRS), [(n, c) for n, c, _ in chosen], [a for *_, a in chosen])
    return ours, theirs, chosen


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_values_under_jit_against_jax(x64: bool) -> None:
    """Every case (vmapped ones too) in one compiled program per side."""
    ours, theirs, chosen = _programs(x64)
    for name, _, _ in chosen:
        assert len(ours[name]) == len(theirs[name]), name
        for got, want in zip(ours[name], theirs[name], strict=True):
            _close(name, got, want)


EAGER = {False: ["dct-ortho", "idctn-None", "convolve-same", "correlate2d-valid", "fftconvolve-axes-full",
                  "detrend-axis-bp", "welch-median-spectrum", "csd", "stft-odd", "istft-axes-window", "trapezoid-x",
                  "map_coordinates-mirror-1", "interpolate-linear", "vq", "convolve-int"],
         True: ["idct-ortho", "convolve2d-full", "welch", "map_coordinates-nearest-0", "vq-1d"]}


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_eager_calls_against_jax(x64: bool) -> None:
    """Eager calls (each compiled as one program, as jax jits its own), NumPy operands
    and jaxtypes arrays, against jax's jitted results."""
    chosen = [c for c in cases() if c[0] in EAGER[x64]]
    assert len(chosen) == len(EAGER[x64])
    with modes(x64, "standard"):
        theirs = one_program(jax_jit, lambda name, call, *a: flat(call(THEIRS, *a)), [(n, c) for n, c, _ in chosen],
                             [a for *_, a in chosen])
        for i, (name, call, arrays) in enumerate(chosen):
            given = arrays if i % 3 == 0 else [jaxtypes.numpy.asarray(a) for a in arrays]
            got = quiet(lambda: flat(call(OURS, *given)))
            for g, w in zip(got, theirs[name], strict=True):
                _close(f"eager {name}", g, w)


GRADIENTS: list[tuple[str, Callable[..., Any], list[np.ndarray]]] = [
    ("dct", lambda M, a: (M.fft.dct(a, norm="ortho") ** 2).sum(), [rand((2, 6), "float64")]),
    ("idctn", lambda M, a: (M.fft.idctn(a) ** 3).sum(), [rand((3, 4), "float64")]),
    ("convolve", lambda M, a, b: (M.signal.convolve(a, b, "same") ** 2).sum(), [rand((7,), "float64"),
                                                                                 rand((3,), "float64")]),
    ("correlate2d", lambda M, a, b: (M.signal.correlate2d(a, b) ** 2).sum(), [rand((4, 4), "float64"),
                                                                               rand((2, 3), "float64")]),
    ("fftconvolve", lambda M, a, b: (M.signal.fftconvolve(a, b, "valid") ** 2).sum(), [rand((9,), "float64"),
                                                                                        rand((4,), "float64")]),
    ("detrend", lambda M, a: (M.signal.detrend(a, bp=[4]) ** 2).sum(), [rand((10,), "float64")]),
    ("welch", lambda M, a: M.signal.welch(a, nperseg=8, average="median")[1].sum(), [rand((32,), "float64")]),
    ("csd", lambda M, a, b: M.signal.csd(a, b, nperseg=8)[1].real.sum(), [rand((32,), "float64"),
                                                                          rand((32,), "float64")]),
    ("stft-istft", lambda M, a: (M.signal.istft(M.signal.stft(a, nperseg=8)[2], nperseg=8)[1] ** 2).sum(),
     [rand((24,), "float64")]),
    ("trapezoid", lambda M, a, b: M.integrate.trapezoid(a ** 2, M.np.cumsum(M.np.abs(b))), [rand((6,), "float64"),
                                                                                             rand((6,), "float64")]),
    ("map_coordinates", lambda M, im, p: M.ndimage.map_coordinates(im, [p, p[::-1] * 2], 1, "reflect").sum(),
     [rand((4, 5), "float64"), rand((6,), "float64") + 1.3]),
    ("interpolate", lambda M, v, q: M.interpolate.RegularGridInterpolator(
        (np.arange(4.0), np.arange(5.0)), v)(M.np.abs(q).reshape(3, 2)).sum(), [rand((4, 5), "float64"),
                                                                                 rand((6,), "float64")]),
    ("vq", lambda M, o, c: M.vq.vq(o, c)[1].sum(), [rand((5, 2), "float64"), rand((3, 2), "float64")]),
]


def test_gradients_against_jax() -> None:
    """``grad`` with respect to every operand, in one compiled program per side (64-bit)."""
    def per_case(M: Any) -> Callable[..., Any]:
        grad = jaxtypes.grad if M is OURS else jax.grad
        return lambda name, call, *a: list(grad(lambda *x: call(M, *x), argnums=tuple(range(len(a))))(*a))

    programs = [(n, c) for n, c, _ in GRADIENTS]
    arrays = [a for *_, a in GRADIENTS]
    with modes(True, "standard"):
        ours = one_program(jaxtypes.jit, per_case(OURS), programs, arrays)
        theirs = one_program(jax_jit, per_case(THEIRS), programs, arrays)
    for name, _, _ in GRADIENTS:
        for got, want in zip(ours[name], theirs[name], strict=True):
            _close(f"grad {name}", got, want)


# -- dtypes of every input class (what the stubs say) -------------------------------------

def _generator() -> Any:
    sys.path.insert(0, str(STUBS))
    try:
        import _scipy_signal_fft
    finally:
        sys.path.remove(str(STUBS))
    return _scipy_signal_fft


def _jax_backend(generator: Any) -> Any:
    modules = SimpleNamespace(fft=jax.scipy.fft, signal=jax.scipy.signal, integrate=jax.scipy.integrate,
                              ndimage=jax.scipy.ndimage, vq=jax.scipy.cluster.vq, zeros=jax.numpy.zeros)
    return generator.Backend(modules, jax.eval_shape, lambda shape, dtype, weak: jax.ShapeDtypeStruct(
        shape, dtype, weak_type=weak), jax.ShapeDtypeStruct, lambda x64: modes(x64, "standard"), shortcuts=False)


# jax 0.10.2 leaves int2 and uint2 as they are where it makes data floating
# (jnp.mean(int2) is int2, jnp.sin(int2) raises); jaxtypes' numpy layer makes them float32
# as it does int4, for every function, and the stubs follow the runtime. For these
# classes the test asserts that rule: the answer for int4 (uint4).
LIKE_4_BIT = {"int2": "int4", "uint2": "uint4"}


def _sampled_pairs(generator: Any, f: Any, variant: Any) -> list[Any]:
    """Every pair of the common classes with float32 or a weak float (both ways round;
    csd, the costliest: float32 only), and each other class with itself: a row and a
    column through every join; the full table for convolve (direct), the cheapest."""
    pairs = generator.pairs_of_classes()
    if f.name == "convolve" and variant.kwargs["method"] == "direct":
        return pairs
    through = ("float32",) if f.name == "csd" else ("float32", "f*")
    return [(a, b) for a, b in pairs if a.node in through or b.node in through or a is b]


def _rejected_when_run(f: Any, variant: Any, cls: Any) -> bool:
    """Whether jax raises running ``f`` on concrete data of the class: jax traces some calls
    it cannot compile (a linear ``detrend`` of float16: LAPACK has no float16 kernels)."""
    modules = _jax_backend(_generator()).modules
    shape = f.shapes[0]
    with modes(False, "standard"):
        arrays = [jax.numpy.zeros(shape, cls.dtype)] * (2 if f.pair else 1)
        return _raised(lambda: f.probe(modules, *arrays, **variant.kwargs)) is not None


FUNCTION_GROUPS = ["fft", "signal", "integrate", "ndimage", "vq"]


@pytest.mark.parametrize("group", FUNCTION_GROUPS)
def test_every_input_class_gives_jaxs_dtypes(group: str) -> None:
    """The stub generator's answer (dtype and weak type of each output, per mode) for each
    function, variant and input class (pairs: sampled) is jax's, its shortcuts included;
    a class it rejects, jax rejects too (when tracing, or else when running)."""
    generator = _generator()
    functions = getattr(generator, f"{group}_functions")()
    theirs_backend = _jax_backend(generator)
    by_param = {c.param: c for c in generator.all_classes()}
    problems = []
    for f in functions:
        for variant in f.variants:
            pairs = _sampled_pairs(generator, f, variant) if f.pair else None
            ours = generator.answers(f, variant, pairs=pairs)
            theirs = generator.answers(f, variant, theirs_backend, pairs=pairs)
            for key, want in theirs.items():
                first = by_param[key[0] if f.pair else key]
                if first.node in LIKE_4_BIT:
                    like = by_param[f"Array[{LIKE_4_BIT[first.node]}]"].param
                    want = ours[(like, like) if f.pair else like]
                elif ours[key] is None and want is not None and not f.pair and _rejected_when_run(f, variant, first):
                    want = None
                if ours[key] != want:
                    problems.append(f"{f.name}{variant.kwargs} {key}: ours {ours[key]}, jax {want}")
    assert not problems, "\n".join(problems)


# -- RegularGridInterpolator as a pytree --------------------------------------------------

def test_interpolator_is_a_pytree_like_jaxs() -> None:
    grid, values = (np.arange(4.0), np.arange(3.0)), rand((4, 3), "float32")
    queries = rand((2, 5, 2), "float32") + 1.0
    ours = jaxtypes.scipy.interpolate.RegularGridInterpolator(grid, values, method="nearest")
    theirs = jax.scipy.interpolate.RegularGridInterpolator(grid, values, method="nearest")
    our_leaves, our_tree = jaxtypes.tree_util.tree_flatten(ours)
    their_leaves, _ = jax.tree_util.tree_flatten(theirs)
    assert [np.asarray(a).dtype for a in our_leaves] == [np.asarray(a).dtype for a in their_leaves]
    for a, b in zip(our_leaves, their_leaves, strict=True):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
    rebuilt = jaxtypes.tree_util.tree_unflatten(our_tree, our_leaves)
    assert (rebuilt.method, rebuilt.bounds_error, len(rebuilt.grid)) == ("nearest", False, 2)
    got = jaxtypes.jit(lambda interpolator, q: jaxtypes.vmap(interpolator)(q))(ours, queries)
    want = jax.jit(lambda interpolator, q: jax.vmap(interpolator)(q))(theirs, queries)
    _close("interpolator under jit and vmap", got, want)
    scaled = jaxtypes.tree_util.tree_map(lambda leaf: leaf * 2, ours)
    _close("interpolator after tree_map", scaled(queries[0]), jax.tree_util.tree_map(lambda leaf: leaf * 2, theirs)(
        queries[0]))


# -- bad input ----------------------------------------------------------------------------

ERRORS: list[tuple[str, Callable[[Any], Any]]] = [
    ("convolve of lists", lambda M: M.signal.convolve([1.0, 2.0], [1.0])),
    ("convolve of Python scalars", lambda M: M.signal.convolve(2.0, 3.0)),
    ("convolve of ranks", lambda M: M.signal.convolve(M.np.ones(3), M.np.ones((2, 2)))),
    ("convolve of an empty array", lambda M: M.signal.convolve(M.np.ones(0), M.np.ones(2))),
    ("convolve mode", lambda M: M.signal.convolve(M.np.ones(3), M.np.ones(2), mode="nearest")),
    ("convolve method", lambda M: M.signal.convolve(M.np.ones(3), M.np.ones(2), method="overlap")),
    ("convolve of crossed shapes", lambda M: M.signal.convolve(M.np.ones((3, 1)), M.np.ones((2, 2)))),
    ("fftconvolve of lists", lambda M: M.signal.fftconvolve([1.0, 2.0], [1.0])),
    ("fftconvolve of float16", lambda M: M.signal.fftconvolve(M.np.ones(3, "float16"), M.np.ones(2, "float16"))),
    ("fftconvolve mode", lambda M: M.signal.fftconvolve(M.np.ones(3), M.np.ones(2), mode="nearest")),
    ("fftconvolve valid crossed", lambda M: M.signal.fftconvolve(M.np.ones((3, 1)), M.np.ones((2, 2)), "valid")),
    ("fftconvolve mapped axes", lambda M: M.signal.fftconvolve(M.np.ones((3, 2)), M.np.ones((2, 3)), axes=0)),
    ("correlate of lists", lambda M: M.signal.correlate([1.0, 2.0], [1.0])),
    ("convolve2d of vectors", lambda M: M.signal.convolve2d(M.np.ones(3), M.np.ones(3))),
    ("convolve2d boundary", lambda M: M.signal.convolve2d(M.np.ones((2, 2)), M.np.ones((2, 2)), boundary="wrap")),
    ("correlate2d fillvalue", lambda M: M.signal.correlate2d(M.np.ones((2, 2)), M.np.ones((2, 2)), fillvalue=1)),
    ("correlate2d of lists", lambda M: M.signal.correlate2d([[1.0]], [[1.0]])),
    ("dct of a list", lambda M: M.fft.dct([1.0, 2.0])),
    ("dct type", lambda M: M.fft.dct(M.np.ones(4), type=3)),
    ("dct norm", lambda M: M.fft.dct(M.np.ones(4), norm="forward")),
    ("dct of a scalar", lambda M: M.fft.dct(2.0)),
    ("dct axis", lambda M: M.fft.dct(M.np.ones(4), axis=2)),
    ("dct n=0", lambda M: M.fft.dct(M.np.ones(4), n=0)),
    ("idct n<0", lambda M: M.fft.idct(M.np.ones(4), n=-1)),
    ("dctn s too long", lambda M: M.fft.dctn(M.np.ones(4), s=[2, 3])),
    ("idctn repeated axes", lambda M: M.fft.idctn(M.np.ones((2, 2)), axes=[0, 0])),
    ("detrend type", lambda M: M.signal.detrend(M.np.ones(4), type="quadratic")),
    ("detrend breakpoints", lambda M: M.signal.detrend(M.np.ones(4), bp=9)),
    ("detrend overwrite_data", lambda M: M.signal.detrend(M.np.ones(4), overwrite_data=True)),
    ("detrend of float16", lambda M: M.signal.detrend(M.np.ones(4, "float16"))),
    ("detrend of a scalar", lambda M: M.signal.detrend(2.0)),
    ("welch of a list", lambda M: M.signal.welch([1.0, 2.0, 3.0])),
    ("welch of float16", lambda M: M.signal.welch(M.np.ones(8, "float16"))),
    ("welch nperseg", lambda M: M.signal.welch(M.np.ones(8), nperseg=0)),
    ("welch noverlap", lambda M: M.signal.welch(M.np.ones(8), nperseg=4, noverlap=4)),
    ("welch nfft", lambda M: M.signal.welch(M.np.ones(8), nperseg=4, nfft=2)),
    ("welch scaling", lambda M: M.signal.welch(M.np.ones(8), scaling="power")),
    ("welch average", lambda M: M.signal.welch(M.np.ones(20), nperseg=4, average="mode")),
    ("welch detrend", lambda M: M.signal.welch(M.np.ones(8), detrend=3)),
    ("welch 2-D window", lambda M: M.signal.welch(M.np.ones(8), window=M.np.ones((3, 3)))),
    ("welch long window", lambda M: M.signal.welch(M.np.ones(8), window=M.np.ones(9))),
    ("welch window and nperseg", lambda M: M.signal.welch(M.np.ones(8), window=M.np.ones(3), nperseg=4)),
    ("stft boundary", lambda M: M.signal.stft(M.np.ones(8), boundary="periodic")),
    ("stft axis", lambda M: M.signal.stft(M.np.ones(8), axis=3)),
    ("csd shapes", lambda M: M.signal.csd(M.np.ones((2, 8)), M.np.ones((3, 8)))),
    ("csd ranks", lambda M: M.signal.csd(M.np.ones((2, 8)), M.np.ones(8))),
    ("istft of a vector", lambda M: M.signal.istft(M.np.ones(8))),
    ("istft axes", lambda M: M.signal.istft(M.np.ones((3, 3)), time_axis=0, freq_axis=0)),
    ("istft nfft", lambda M: M.signal.istft(M.np.ones((3, 3)), nfft=2)),
    ("istft window shape", lambda M: M.signal.istft(M.np.ones((3, 3)), window=M.np.ones((2, 2)))),
    ("istft window length", lambda M: M.signal.istft(M.np.ones((3, 3)), window=M.np.ones(3))),
    ("trapezoid of a list", lambda M: M.integrate.trapezoid([1.0, 2.0])),
    ("map_coordinates coordinates", lambda M: M.ndimage.map_coordinates(M.np.ones(3), [M.np.ones(2)] * 2, 1)),
    ("map_coordinates order", lambda M: M.ndimage.map_coordinates(M.np.ones(3), [M.np.ones(2)], 3)),
    ("map_coordinates mode", lambda M: M.ndimage.map_coordinates(M.np.ones(3), [M.np.ones(2)], 1, "grid-wrap")),
    ("map_coordinates complex cval", lambda M: M.ndimage.map_coordinates(M.np.ones(3), [M.np.ones(2)], 1, cval=1j)),
    ("map_coordinates of float8", lambda M: M.ndimage.map_coordinates(M.np.ones(3, "float8_e4m3fn"),
                                                                      [M.np.ones(2)], 1)),
    ("vq ranks", lambda M: M.vq.vq(M.np.ones((2, 2)), M.np.ones(2))),
    ("vq of 3-D data", lambda M: M.vq.vq(M.np.ones((2, 2, 2)), M.np.ones((2, 2, 2)))),
    ("vq of lists", lambda M: M.vq.vq([1.0, 2.0], [1.0])),
    ("vq features", lambda M: M.vq.vq(M.np.ones((2, 3)), M.np.ones((2, 2)))),
    ("vq of float8 and float32", lambda M: M.vq.vq(M.np.ones(2, "float8_e4m3fn"), M.np.ones(2))),
    ("interpolator method", lambda M: M.interpolate.RegularGridInterpolator((M.np.ones(3),), M.np.ones(3), "cubic")),
    ("interpolator bounds_error", lambda M: M.interpolate.RegularGridInterpolator(
        (M.np.ones(3),), M.np.ones(3), bounds_error=True)),
    ("interpolator dimensions", lambda M: M.interpolate.RegularGridInterpolator(
        (M.np.ones(3), M.np.ones(3)), M.np.ones(3))),
    ("interpolator fill_value", lambda M: M.interpolate.RegularGridInterpolator(
        (M.np.ones(3),), M.np.ones(3), fill_value=1j)),
    ("interpolator values list", lambda M: M.interpolate.RegularGridInterpolator((M.np.ones(3),), [1.0, 2.0, 3.0])),
    ("interpolator query dimension", lambda M: M.interpolate.RegularGridInterpolator(
        (M.np.arange(3.0),), M.np.ones(3))(M.np.ones((2, 2)))),
    ("interpolator call method", lambda M: M.interpolate.RegularGridInterpolator(
        (M.np.arange(3.0),), M.np.ones(3))(M.np.ones((2, 1)), method="cubic")),
]


def _raised(call: Callable[[], Any]) -> type[BaseException] | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            call()
    except Exception as e:  # noqa: BLE001
        return type(e)
    return None


def test_bad_input_raises_jaxs_exception_classes() -> None:
    problems = []
    with modes(False, "standard"):
        for name, call in ERRORS:
            theirs = _raised(lambda: call(THEIRS))
            ours = _raised(lambda: call(OURS))
            if theirs is None or ours is None or not (issubclass(ours, theirs) or ours.__name__ == theirs.__name__):
                problems.append(f"{name}: ours {ours}, jax {theirs}")
    assert not problems, "\n".join(problems)
