"""jaxtypes.scipy.linalg against jax.scipy.linalg: values, dtypes and shapes for
float32, float64, complex64 and complex128 (and integer operands, which become floats),
eagerly and under ``jit`` (one program per side), under ``vmap`` and ``jvp``/``grad``;
the special matrices; the namespace; bad input.

Both libraries call the same LAPACK kernels, so decompositions agree to rounding,
signs and phases included. Runs in 64-bit mode unless a test says otherwise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.scipy.linalg
import numpy as np
import pytest

import jaxtypes
import jaxtypes.scipy.linalg
from tests.conftest import modes
from tests.linalg_checks import x64  # noqa: F401  (an autouse fixture: 64-bit mode)
from tests.linalg_checks import (
    DTYPES, close, flat, hermitian_pd, jax_abstract_or_eager, jax_jit, jax_jit_calls, jvp_programs, one_program, quiet,
    rand, tolerance,
)

OURS, THEIRS = jaxtypes.scipy.linalg, jax.scipy.linalg

Case = tuple[str, Callable[[Any, list[Any]], Any], list[np.ndarray]]


def flat_all(tree: Any) -> list[Any]:
    return [x for item in flat(tree) for x in (flat_all(item) if isinstance(item, (tuple, list)) else [item])]


def cases(dtype: str) -> list[Case]:
    """(name, call(linalg_module, arrays), arrays) for every function and its variants."""
    spd = hermitian_pd(dtype, (2, 4, 4), "spd")
    square = (rand(dtype, (2, 4, 4), "square") + 3 * np.eye(4)).astype(dtype)
    tall, wide = rand(dtype, (5, 3), "tall"), rand(dtype, (3, 5), "wide")
    b, b2 = rand(dtype, (4,), "b"), rand(dtype, (4, 3), "b2")
    small = (0.3 * rand(dtype, (2, 4, 4), "small")).astype(dtype)
    out: list[Case] = []

    def add(name: str, call: Callable[[Any, list[Any]], Any], *arrays: np.ndarray) -> None:
        out.append((name, call, list(arrays)))

    for lower in (False, True):
        add(f"cholesky-{lower}", lambda L, a, lo=lower: L.cholesky(a[0], lower=lo), spd)
        add(f"cho_solve-{lower}", lambda L, a, lo=lower: L.cho_solve(L.cho_factor(a[0], lower=lo), a[1]), spd, b2)
        if lower:
            add(f"cho_solve-vector-{lower}", lambda L, a, lo=lower: L.cho_solve(L.cho_factor(a[0], lo), a[1]), spd[0], b)
        add(f"solve-pos-{lower}", lambda L, a, lo=lower: L.solve(a[0][0], a[1], assume_a="pos", lower=lo), spd, b2)
        add(f"solve-pos-vectors-{lower}", lambda L, a, lo=lower: L.solve(a[0], a[1].T[:2], assume_a="pos", lower=lo),
            spd, b2)
        for trans in ((0, 2) if lower else (1,)):
            add(f"solve_triangular-{lower}-{trans}",
                lambda L, a, lo=lower, t="NTC"[trans] if lower else trans: L.solve_triangular(a[0], a[1], trans=t,
                                                                                             lower=lo), square, b2)
    for trans in (0, 2):
        add(f"lu_solve-{trans}", lambda L, a, t=trans: L.lu_solve(L.lu_factor(a[0]), a[1], trans=t), square, b2)
    add("lu_solve-vector", lambda L, a: L.lu_solve(L.lu_factor(a[0]), a[1]), square[0], b)
    add("lu_factor", lambda L, a: L.lu_factor(a[0]), square)
    add("lu-square", lambda L, a: L.lu(a[0]), square[0])
    add("lu-wide", lambda L, a: L.lu(a[0]), wide)
    add("lu-permute_l-tall", lambda L, a: L.lu(a[0], permute_l=True), tall)
    for name, x in (("tall", tall), ("wide", wide)):
        for mode in ("full", "economic", "r"):
            add(f"qr-{name}-{mode}", lambda L, a, m=mode: L.qr(a[0], mode=m, pivoting=m == "r"), x)
        for conjugate in ((False,) if name == "wide" else (False, True)):
            add(f"qr_multiply-right-{name}-{conjugate}",
                lambda L, a, c=conjugate: L.qr_multiply(a[0], a[1][:2, :a[0].shape[0]], conjugate=c), x, wide)
            add(f"qr_multiply-left-{name}-{conjugate}",
                lambda L, a, c=conjugate: L.qr_multiply(a[0], a[1][:3, :2], mode="left", conjugate=c), x, tall)
        add(f"qr_multiply-vector-{name}", lambda L, a: L.qr_multiply(a[0], a[1][0, :a[0].shape[0]], pivoting=True),
            x, wide)
        add(f"svd-reduced-{name}", lambda L, a: L.svd(a[0], full_matrices=False), x)
        add(f"svd-values-{name}", lambda L, a: L.svd(a[0], compute_uv=False), x)
        add(f"polar-svd-{name}", lambda L, a: L.polar(a[0], "right" if a[0].shape[0] >= 3 else "left",
                                                      method="svd"), x)
    add("polar-qdwh-right", lambda L, a: L.polar(a[0]), tall)
    add("polar-qdwh-left", lambda L, a: L.polar(a[0], side="left"), wide)
    add("polar-qdwh-batched", lambda L, a: L.polar(a[0]), square)
    add("solve", lambda L, a: L.solve(a[0], a[1]), square, b2)
    add("solve-sym", lambda L, a: L.solve(a[0][0], a[1], assume_a="sym"), spd, b)
    add("inv", lambda L, a: L.inv(a[0]), square)
    add("det", lambda L, a: L.det(a[0]), square)
    add("eigh", lambda L, a: L.eigh(a[0]), spd)
    add("eigh-upper-values", lambda L, a: L.eigh(a[0], lower=False, eigvals_only=True), spd)
    add("schur", lambda L, a: L.schur(a[0]), square[0])
    add("schur-complex", lambda L, a: L.schur(a[0], output="complex"), square[0])
    add("hessenberg", lambda L, a: L.hessenberg(a[0]), square)
    add("hessenberg-q", lambda L, a: L.hessenberg(a[0], calc_q=True), square)
    add("expm", lambda L, a: L.expm(a[0]), small)
    add("expm-large", lambda L, a: L.expm(4 * a[0]), small)
    add("svd-tall", lambda L, a: L.svd(a[0]), tall)
    add("expm-upper", lambda L, a: L.expm(a[0] * np.triu(np.ones((4, 4))), upper_triangular=True), small)
    add("expm_frechet", lambda L, a: L.expm_frechet(a[0][0], a[1][0]), small, square)
    add("expm_frechet-only", lambda L, a: L.expm_frechet(a[0], a[1], compute_expm=False), small, square)
    add("solve_sylvester", lambda L, a: L.solve_sylvester(a[0][0], a[0][1][:3, :3], a[1][:4, :3]), square, b2)
    add("solve_sylvester-eigen", lambda L, a: L.solve_sylvester(a[0][0], a[0][1][:3, :3], a[1][:4, :3],
                                                                method="eigen"), square, b2)
    add("sqrtm", lambda L, a: L.sqrtm(a[0][0]), spd)
    add("rsf2csf", lambda L, a: L.rsf2csf(*L.schur(a[0])), square)
    add("funm", lambda L, a: L.funm(a[0][0], lambda x: x * x - 2 * x + 1), square)
    add("funm-exp-disp", lambda L, a: L.funm(0.5 * a[0][1], _numpy_of(L).exp, disp=False), square)
    diagonal, off = rand(dtype, (6,), "d"), rand(dtype, (5,), "e")
    add("eigh_tridiagonal-values", lambda L, a: L.eigh_tridiagonal(a[0], a[1], eigvals_only=True), diagonal, off)
    add("eigh_tridiagonal-index", lambda L, a: L.eigh_tridiagonal(a[0], a[1], eigvals_only=True, select="i",
                                                                  select_range=(1, 3), tol=1e-3), diagonal, off)
    return out


def _numpy_of(linalg: Any) -> Any:
    return jaxtypes.numpy if linalg is OURS else jax.numpy


def _check_all(dtype: str, names: list[str] | None = None) -> None:
    all_cases = [c for c in cases(dtype) if names is None or c[0] in names]
    arrays = [c[2] for c in all_cases]
    per_case = lambda module: lambda name, call, *a: flat_all(call(module, list(a)))  # noqa: E731
    ours = one_program(jaxtypes.jit, per_case(OURS), [(n, c) for n, c, _ in all_cases], arrays)
    theirs = one_program(jax_jit, per_case(THEIRS), [(n, c) for n, c, _ in all_cases], arrays)
    scale = 100.0 if dtype in ("float32", "complex64") else 10.0
    for name, call, inputs in all_cases:
        eager = quiet(lambda: flat_all(call(OURS, [jaxtypes.numpy.asarray(x) for x in inputs])))
        assert len(ours[name]) == len(eager) == len(theirs[name]), name
        for got_jit, got_eager, want in zip(ours[name], eager, theirs[name], strict=True):
            try:
                close(got_jit, want, dtype, scale), close(got_eager, want, dtype, scale)
            except AssertionError as e:
                raise AssertionError(f"{name}: {e}") from None


@pytest.mark.parametrize("dtype", DTYPES)
def test_values_eager_and_jit_against_jax(dtype: str) -> None:
    """Every case eagerly and under jit (one program per side) against jax's jit."""
    _check_all(dtype)


def test_integer_operands_become_floats() -> None:
    m = np.array([[3, 1], [2, 5]], np.int32)
    names = ("det", "inv", "expm", "cholesky", "lu_factor", "svd")
    calls = [(name, (m @ m.T if name == "cholesky" else m,)) for name in names]
    wanted = jax_jit_calls([(getattr(THEIRS, name), args) for name, args in calls])
    for (name, args), want in zip(calls, wanted, strict=True):
        for got, w in zip(flat_all(getattr(OURS, name)(*args)), flat_all(want), strict=True):
            close(got, np.asarray(w), np.asarray(w).dtype)
    for name in ("schur", "hessenberg"):  # integers are a TypeError there, as in jax
        with pytest.raises(TypeError, match="does not accept dtype int32"):
            getattr(OURS, name)(m)
    for ints in (m, m.astype(np.int64)):  # sqrtm: complex64, complex128 for 64-bit integers, as jax
        assert OURS.sqrtm(ints).dtype == jax_abstract_or_eager(lambda: THEIRS.sqrtm(ints)).dtype
    with modes(False, "standard"):
        for name in ("det", "inv", "expm"):
            want = jax_abstract_or_eager(lambda: getattr(THEIRS, name)(m)).dtype
            assert getattr(OURS, name)(m).dtype == want == np.float32


def test_special_matrices_against_jax() -> None:
    rng = np.random.default_rng(7)
    for dtype in ("float32", "complex128", "int16"):
        c = (3 * rng.standard_normal((2, 3))).astype(dtype)
        r = (3 * rng.standard_normal(4)).astype(dtype)
        calls = [("toeplitz", (c,)), ("toeplitz", (c, r)), ("hankel", (c,)), ("hankel", (c, r)), ("circulant", (c,)),
                 ("leslie", (r, c)), ("companion", (r,)), ("companion", (c,)), ("fiedler", (c,)),
                 ("fiedler_companion", (r,)), ("fiedler_companion", (c[:, :1],)), ("block_diag", (c, r, c[0, 0])),
                 *(("convolution_matrix", (c, n, mode)) for n, mode in ((2, "full"), (5, "same"), (2, "valid")))]
        wanted = jax_jit_calls([(getattr(THEIRS, name), args) for name, args in calls])  # jit keeps weak types
        for (name, args), want in zip(calls, wanted, strict=True):
            got = getattr(OURS, name)(*args)
            assert got.weak_type == want.weak_type, name
            close(got, np.asarray(want), want.dtype if want.dtype.kind in "fc" else "float64")
        assert jaxtypes.jit(OURS.toeplitz)(c, r).shape == (2, 3, 4)
    sized = [(name, (n, *args)) for n in (1, 5) for kind in (None, "lower", "upper")
             for name, args in (("pascal", (kind,)), ("invpascal", (kind,)))]
    sized += [(name, (n, *args)) for n in (1, 5)
              for name, args in (("hilbert", ()), ("invhilbert", ()), ("helmert", ()), ("helmert", (True,)),
                                 ("dft", ()), ("dft", ("sqrtn",)))]
    wanted = jax_jit_calls([(getattr(THEIRS, name), args) for name, args in sized])
    for (name, args), want in zip(sized, wanted, strict=True):
        close(getattr(OURS, name)(*args), np.asarray(want), "float32")
    for n in (1, 4):
        np.testing.assert_array_equal(OURS.hadamard(n), THEIRS.hadamard(n))
        want = jax_abstract_or_eager(lambda: THEIRS.hadamard(n, np.float32))
        assert OURS.hadamard(n, np.float32).dtype == want.dtype
    assert OURS.block_diag().shape == jax_abstract_or_eager(THEIRS.block_diag).shape
    with modes(False, "standard"):
        for name in ("hilbert", "invpascal", "helmert", "dft", "hadamard", "pascal"):
            want = jax_abstract_or_eager(lambda: getattr(THEIRS, name)(2))
            assert getattr(OURS, name)(2).dtype == want.dtype, name


VMAPPED = ("cholesky-True", "cho_solve-False", "solve_triangular-True-2", "lu_solve-0", "lu-square", "qr-tall-full",
           "qr_multiply-left-tall-False", "polar-qdwh-right", "solve-pos-False", "hessenberg-q", "expm",
           "solve_sylvester", "sqrtm", "rsf2csf", "funm", "eigh_tridiagonal-values")


@pytest.mark.parametrize("dtype", ["float64", "complex64"])
def test_vmap_against_jax(dtype: str) -> None:
    """Each case eagerly under ``vmap`` against jax's ``vmap`` (all in one jitted program)."""
    by_name = {c[0]: c for c in cases(dtype)}
    chosen = [(name, by_name[name][1]) for name in VMAPPED]
    stacked = [[np.stack([x, (1.25 * x).astype(x.dtype)]) for x in by_name[name][2]] for name in VMAPPED]
    theirs = one_program(jax_jit, lambda name, call, *a: flat_all(jax.vmap(lambda *x: call(THEIRS, list(x)))(*a)),
                         chosen, stacked)
    for (name, call), arrays in zip(chosen, stacked, strict=True):
        ours = quiet(lambda: jaxtypes.vmap(lambda *a: call(OURS, list(a)))(*[jaxtypes.numpy.asarray(x)
                                                                              for x in arrays]))
        for got, want in zip(flat_all(ours), theirs[name], strict=True):
            close(got, np.asarray(want), dtype, 100.0)


DIFFERENTIATED = ("cholesky-False", "cho_solve-True", "solve-pos-True", "solve_triangular-False-1", "lu_solve-2",
                  "lu-permute_l-tall", "qr-wide-economic", "polar-svd-tall", "polar-qdwh-right", "eigh-upper-values",
                  "expm-large", "expm_frechet-only")


@pytest.mark.parametrize("dtype", ["float64", "complex128"])
def test_jvp_and_grad_against_jax(dtype: str) -> None:
    by_name = {c[0]: c for c in cases(dtype)}
    chosen = [by_name[n] for n in DIFFERENTIATED]
    ours, theirs = jvp_programs(chosen, dtype, OURS, THEIRS, jax_jit)
    for name in DIFFERENTIATED:
        for got, want in zip(flat_all(ours[name][1]), flat_all(theirs[name][1]), strict=True):
            close(got, np.asarray(want), dtype, scale=100.0)

    a = hermitian_pd(dtype, (3, 3), "loss")
    b = rand(dtype, (3, 2), "rhs")

    def loss(L: Any, n: Any) -> Callable[..., Any]:
        def f(x: Any) -> Any:
            y = L.solve(x, b, assume_a="pos") + L.expm(0.1 * x) @ b + L.cho_solve(L.cho_factor(x), b)
            return n.real(n.sum(y * n.conj(y)) + L.det(x))
        return f

    close(jaxtypes.grad(loss(OURS, jaxtypes.numpy))(jaxtypes.numpy.asarray(a)),
          np.asarray(jax_jit(jax.grad(loss(THEIRS, jax.numpy)))(a)), dtype, scale=100.0)


def test_expm_limits_as_jax() -> None:
    big = 1e6 * rand("float64", (3, 3), "big")
    for got, want in ((OURS.expm(big, max_squarings=2), THEIRS.expm(big, max_squarings=2)),
                      (OURS.expm(np.zeros((0, 0))), THEIRS.expm(np.zeros((0, 0))))):
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


def test_namespace_matches_jax() -> None:
    public = {n for n in dir(THEIRS) if not n.startswith("_")}
    assert set(OURS.__all__) == public
    assert set(OURS.__all__) <= set(dir(OURS))


@pytest.mark.parametrize("call, error, message", [
    (lambda: OURS.cholesky(np.ones((2, 3))), ValueError, "square"),
    (lambda: OURS.inv(np.ones(3)), ValueError, "at least two dimensions"),
    (lambda: OURS.solve(np.eye(2), np.ones(2), assume_a="tri"), ValueError, "assume_a"),
    (lambda: OURS.solve_triangular(np.eye(2), np.ones(2), trans=3), ValueError, "trans"),
    (lambda: OURS.solve_triangular(np.eye(3), np.ones(2)), ValueError, "incompatible shapes"),
    (lambda: OURS.lu_solve(np.eye(3), np.ones(3)), TypeError, "lu_and_piv"),
    (lambda: OURS.lu_solve(OURS.lu_factor(np.eye(2)), np.ones(2), trans="T"), ValueError, "trans"),
    (lambda: OURS.cho_solve(np.eye(3), np.ones(3)), TypeError, "c_and_lower"),
    (lambda: OURS.qr(np.eye(2), mode="raw"), ValueError, "mode"),
    (lambda: OURS.qr_multiply(np.eye(2), np.ones(3)), ValueError, "not compatible"),
    (lambda: OURS.qr_multiply(np.eye(2), np.ones(2), mode="up"), ValueError, "mode"),
    (lambda: OURS.schur(np.eye(2), output="quasi"), ValueError, "output"),
    (lambda: OURS.eigh(np.eye(2), np.eye(2)), NotImplementedError, "b=None"),
    (lambda: OURS.polar(np.ones((2, 3))), NotImplementedError, "qdwh"),
    (lambda: OURS.polar(np.eye(2), side="up"), ValueError, "side"),
    (lambda: OURS.polar(np.eye(2), method="newton"), ValueError, "method"),
    (lambda: OURS.expm(np.ones((2, 3))), ValueError, "square"),
    (lambda: OURS.expm_frechet(np.eye(2), np.eye(3)), ValueError, "same shape"),
    (lambda: OURS.solve_sylvester(np.eye(2), np.eye(3), np.ones((3, 3))), ValueError, "incompatible shapes"),
    (lambda: OURS.solve_sylvester(np.eye(2), np.eye(2), np.eye(2), method="qz"), ValueError, "method"),
    (lambda: OURS.sqrtm(np.eye(2), blocksize=2), NotImplementedError, "blocked"),
    (lambda: OURS.block_diag(np.ones((1, 1, 1))), ValueError, "at most 2 dimensions"),
    (lambda: OURS.hankel(1.0), ValueError, "scalar"),
    (lambda: OURS.leslie(np.ones(3), np.ones(3)), ValueError, "one less"),
    (lambda: OURS.companion(np.ones(1)), ValueError, "at least 2"),
    (lambda: OURS.convolution_matrix(np.ones(3), 0), ValueError, "positive"),
    (lambda: OURS.convolution_matrix(np.ones(3), 2, mode="wide"), ValueError, "mode"),
    (lambda: OURS.pascal(3, kind="diagonal"), ValueError, "kind"),
    (lambda: OURS.hadamard(3), ValueError, "power of 2"),
    (lambda: OURS.helmert(0), ValueError, "positive"),
    (lambda: OURS.dft(3, scale="m"), ValueError, "scale"),
    (lambda: OURS.dft(3, dtype=np.float32), ValueError, "complex"),
    (lambda: OURS.det("matrix"), TypeError, "argument 0"),
    (lambda: OURS.cholesky(np.eye(2, dtype=np.float16)), TypeError, "float16"),
    (lambda: OURS.rsf2csf(np.eye(2), np.eye(3)), ValueError, "one size"),
    (lambda: OURS.rsf2csf(np.ones(2), np.eye(2)), ValueError, "T must have at least two dimensions"),
    (lambda: OURS.funm(np.ones((2, 3)), np.sin), ValueError, "square"),
    (lambda: OURS.funm(np.eye(2, dtype=np.int32), np.sin), TypeError, "int32"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(2, np.float32)), TypeError, "same dtype"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3, np.int32), np.ones(2, np.int32)), TypeError, "int32"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(3)), ValueError, "n - 1"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(2), select="v"), NotImplementedError, "select='v'"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(2), select="i"), ValueError, "select_range"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(2), select="i", select_range=(2, 1)), ValueError, "empty"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(2), select="x"), ValueError, "'a', 'i' or 'v'"),
    (lambda: OURS.eigh_tridiagonal(np.ones(3), np.ones(2), key=np.ones(2)), TypeError, "key"),
])
def test_bad_input_raises_clear_errors(call: Callable[[], Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()


WEAK_CALLS: dict[str, Callable[[Any, Any], Any]] = {
    "cholesky": lambda L, a: L.cholesky(a), "det": lambda L, a: L.det(a), "inv": lambda L, a: L.inv(a),
    "expm": lambda L, a: L.expm(a), "sqrtm": lambda L, a: L.sqrtm(a), "hessenberg": lambda L, a: L.hessenberg(a, calc_q=True),
    "schur": lambda L, a: L.schur(a), "svd": lambda L, a: L.svd(a), "svd-values": lambda L, a: L.svd(a, compute_uv=False),
    "qr": lambda L, a: L.qr(a), "lu": lambda L, a: L.lu(a), "lu-permute_l": lambda L, a: L.lu(a, permute_l=True),
    "lu_factor": lambda L, a: L.lu_factor(a), "lu_solve": lambda L, a: L.lu_solve(L.lu_factor(a), a),
    "cho_factor": lambda L, a: L.cho_factor(a)[0], "cho_solve": lambda L, a: L.cho_solve(L.cho_factor(a), a),
    "solve": lambda L, a: L.solve(a, a), "solve_triangular": lambda L, a: L.solve_triangular(a, a),
    "eigh": lambda L, a: L.eigh(a), "polar": lambda L, a: L.polar(a), "expm_frechet": lambda L, a: L.expm_frechet(a, a),
    "qr_multiply": lambda L, a: L.qr_multiply(a, a), "solve_sylvester": lambda L, a: L.solve_sylvester(a, a, a),
    "rsf2csf": lambda L, a: L.rsf2csf(a, a), "funm": lambda L, a: L.funm(a, lambda x: 2 * x),
    "funm-disp": lambda L, a: L.funm(a, lambda x: 2 * x, disp=False),
    "eigh_tridiagonal": lambda L, a: L.eigh_tridiagonal(a[0], a[0, :2]),
}


@pytest.mark.parametrize("scalar", [2, 2.5, 2 + 1j], ids=["weak-int", "weak-float", "weak-complex"])
def test_weak_types_as_jax(scalar: complex) -> None:
    """Weakly typed matrices (``jnp.full((3, 3), 2.5)``): every result's
    dtype and weak type as jax's; integers where jax rejects them are a TypeError here."""
    for name, call in WEAK_CALLS.items():
        def operand(np_: Any) -> Any:
            return np_.full((3, 3), scalar)  # singular: only the dtypes matter here
        try:
            theirs = flat_all(jax_abstract_or_eager(lambda: call(THEIRS, operand(jax.numpy))))
        except (TypeError, ValueError):
            with pytest.raises(TypeError):
                call(OURS, operand(jaxtypes.numpy))
            continue
        ours = flat_all(quiet(lambda: call(OURS, operand(jaxtypes.numpy))))
        assert [(x.dtype, x.weak_type) for x in ours] == [(x.dtype, x.weak_type) for x in theirs], name


@pytest.mark.parametrize("dtype", DTYPES)
def test_eigh_tridiagonal_eigenvectors(dtype: str) -> None:
    """Eigenvectors by inverse iteration, eagerly and under ``jit``: each an eigenvector
    (``T v = w v``), orthonormal (clusters of equal eigenvalues included), and jax's up
    to a phase where the eigenvalues are apart. (The starting vectors are random in both
    libraries, from different generators, so the phases differ.) Eigenvalues as jax's,
    except where a zero off-diagonal entry makes jax's Sturm count NaN and lose one (the
    last matrix): there, NumPy's."""
    d, e = rand(dtype, (7,), "d"), rand(dtype, (6,), "e")
    clustered = (np.array([1, 1, 1, 2, 3, 4], dtype), np.array([0, 0, 0.5, 0.5, 0.5], dtype))
    split = (np.array([2, 2, 2, 1, 3, 2], dtype), np.zeros(5, dtype))
    matrices = (((d, e), "jax, apart"), (clustered, "jax"), (split, "numpy"))
    *wanted, split_values, d_e_values = jax_jit_calls(
        [(THEIRS.eigh_tridiagonal, m) for m, _ in matrices]
        + [(lambda x, y: THEIRS.eigh_tridiagonal(x, y, eigvals_only=True), m) for m in (split, (d, e))])
    for ((diagonal, off), against), want in zip(matrices, wanted, strict=True):
        n = diagonal.shape[0]
        t = np.diag(diagonal.real).astype(dtype) + np.diag(off, 1) + np.diag(np.conj(off), -1)
        want_w, want_v = (np.asarray(x) for x in want)
        if against == "numpy":
            want_w = np.linalg.eigvalsh(t).astype(want_w.dtype)
            assert not np.array_equal(np.asarray(split_values), want_w)
        for run in (OURS.eigh_tridiagonal, jaxtypes.jit(OURS.eigh_tridiagonal)):
            w, v = (np.asarray(x) for x in run(diagonal, off))
            assert (w.dtype, v.dtype) == (want_w.dtype, want_v.dtype)
            close(w, want_w, dtype, 100.0)
            scale = tolerance(dtype) * 100 * max(1.0, float(np.abs(t).max()))
            assert np.abs(t @ v - v * w).max() < scale, against
            assert np.abs(np.conj(v.T) @ v - np.eye(n)).max() < scale, against
            if against == "jax, apart":
                overlaps = np.abs(np.sum(np.conj(v) * want_v, axis=0))
                np.testing.assert_allclose(overlaps, np.ones(n), atol=scale)
    w, v = OURS.eigh_tridiagonal(d, e, select="i", select_range=(2, 4), key=np.array([0, 7], np.uint32))
    assert v.shape == (7, 3)
    close(w, np.asarray(d_e_values)[2:5], dtype, 100.0)


def test_derivatives_of_rsf2csf_funm_and_eigh_tridiagonal_as_jax() -> None:
    """``rsf2csf`` differentiates (through its rotations) to jax's gradient; ``funm``
    does not (neither library differentiates ``schur``), nor ``eigh_tridiagonal`` in
    reverse mode (a ``while_loop``): the same kinds of error."""
    a = rand("float64", (3, 3), "rsf2csf-grad")

    def loss(L: Any, n: Any) -> Callable[..., Any]:
        return lambda x: n.sum(n.real(L.rsf2csf(x, 2 * x)[0]) ** 2)
    close(jaxtypes.grad(loss(OURS, jaxtypes.numpy))(a), np.asarray(jax_jit(jax.grad(loss(THEIRS, jax.numpy)))(a)),
          "float64")
    for call, error in ((lambda L, n, x: n.real(L.funm(x, n.sin)).sum(), NotImplementedError),
                        (lambda L, n, x: L.eigh_tridiagonal(x[0], x[1, :2], eigvals_only=True).sum(), ValueError)):
        with pytest.raises(error):
            jax.grad(lambda x: call(THEIRS, jax.numpy, x))(a)
        with pytest.raises(error):
            jaxtypes.grad(lambda x: call(OURS, jaxtypes.numpy, x))(a)


def test_new_functions_inside_scan_and_cond_under_grad_and_vmap_of_jit() -> None:
    """``rsf2csf``, ``funm``, ``eigh_tridiagonal`` and the newer jnp elementwise functions
    in a ``scan`` body and in ``cond`` branches, under ``grad(jit(...))`` (those jax
    differentiates) and ``vmap(jit(...))``, against jax."""
    def smooth(L: Any, N: Any, lax_: Any) -> Callable[..., Any]:
        def step(c: Any, _: Any) -> Any:
            t, _z = L.rsf2csf(c, c.T)
            y = (N.real(t).sum() + N.log2(N.fabs(c) + 1).sum() + N.log10(c * c + 1).sum()
                 + N.fmax(c, 0.1).sum() + N.atan2(c, 2.0).sum() + N.acos(0.1 * c).sum())
            return 0.9 * c, y

        def f(a: Any) -> Any:
            final, ys = lax_.scan(step, a, None, length=2)
            return ys.sum() + lax_.cond(ys[0] > -1e3, lambda m: N.fmin(m, 0.5).sum() + N.asinh(m).sum(),
                                        lambda m: N.trunc(m).sum(), final)
        return f

    def values(L: Any, N: Any, lax_: Any) -> Callable[..., Any]:
        def step(c: Any, _: Any) -> Any:
            return 0.5 * c, L.eigh_tridiagonal(c[0], c[1, :2], eigvals_only=True).sum()

        def f(a: Any) -> Any:
            _, ys = lax_.scan(step, a, None, length=2)
            flags = N.logical_and(N.isinf(a), N.logical_not(N.isnan(a))).sum()
            return ys.sum() + flags + lax_.cond(ys[0] > -1e3, lambda m: N.real(L.funm(m, lambda x: x * x)).sum(),
                                                lambda m: m.sum(), a)
        return f

    a = rand("float64", (3, 3), "bodies")
    batch = np.stack([a, 1.5 * a])
    theirs_smooth, theirs_values = smooth(THEIRS, jax.numpy, jax.lax), values(THEIRS, jax.numpy, jax.lax)
    # jax's results, from one compiled program
    want_smooth, want_values, want_grad = jax_jit(lambda a, batch: (
        jax.vmap(theirs_smooth)(batch), jax.vmap(theirs_values)(batch), jax.grad(theirs_smooth)(a)))(a, batch)
    for build, want in ((smooth, want_smooth), (values, want_values)):
        ours = build(OURS, jaxtypes.numpy, jaxtypes.lax)
        close(jaxtypes.vmap(jaxtypes.jit(ours))(jaxtypes.numpy.asarray(batch)), want, "float64", scale=100.0)
    ours = smooth(OURS, jaxtypes.numpy, jaxtypes.lax)
    close(jaxtypes.grad(jaxtypes.jit(ours))(jaxtypes.numpy.asarray(a)), want_grad, "float64", scale=100.0)
