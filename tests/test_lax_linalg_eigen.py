"""lax.linalg's eig, schur, hessenberg, householder_product, tridiagonal and
tridiagonal_solve (``jaxtypes.runtime.lax.linalg_eigen``) against jax.lax.linalg: values,
dtypes and shapes for float32, float64, complex64 and complex128, batched and not,
eagerly, under ``jit`` and ``vmap``; derivatives where jax defines them (eig's
eigenvalues, and eigenvectors with enable_eigvec_derivs; tridiagonal_solve); empty matrices, failures and bad input.

Both libraries call the same LAPACK kernels, so their results agree to rounding (the
eigenvectors' phases included). Runs in 64-bit mode throughout."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import numpy as np
import pytest
from jax.lax import linalg as jlinalg

import jaxtypes
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import linalg_eigen as linalg
from tests.linalg_checks import x64  # noqa: F401  (an autouse fixture: 64-bit mode)
from tests.linalg_checks import DTYPES, close, flat, jvp_per_case, one_program, quiet, rand

def tridiagonal_inputs(dtype: str, batch: tuple[int, ...], m: int = 5, k: int = 2) -> list[np.ndarray]:
    dl, du, b = (rand(dtype, (*batch, *s), "tri", i) for i, s in enumerate(((m,), (m,), (m, k))))
    d = (rand(dtype, (*batch, m), "diag") + 4).astype(dtype)
    return [dl, d, du, b]


def cases(dtype: str, batch: tuple[int, ...]) -> list[tuple[str, Callable[[Any, Any], Any], list[np.ndarray]]]:
    """(name, call on (module, arrays), inputs of ``batch + ...``)."""
    square = rand(dtype, (*batch, 4, 4), "square")
    hermitian = (square + np.conj(np.swapaxes(square, -1, -2))).astype(dtype)
    tall = rand(dtype, (*batch, 5, 3), "tall")
    taus = rand(dtype, (*batch, 2), "taus")
    return [
        ("eig", lambda L, a: L.eig(a[0]), [square]),
        ("eig-right", lambda L, a: L.eig(a[0], compute_left_eigenvectors=False), [square]),
        ("eig-left", lambda L, a: L.eig(a[0], compute_right_eigenvectors=False), [square]),
        ("eig-values", lambda L, a: L.eig(a[0], compute_left_eigenvectors=False, compute_right_eigenvectors=False),
         [square]),
        ("schur", lambda L, a: L.schur(a[0]), [square]),
        ("schur-form", lambda L, a: L.schur(a[0], compute_schur_vectors=False), [square]),
        ("hessenberg", lambda L, a: L.hessenberg(a[0]), [square]),
        ("householder_product", lambda L, a: L.householder_product(a[0], a[1]), [tall, taus]),
        ("householder_product-square", lambda L, a: L.householder_product(a[0], a[1]), [square, taus]),
        ("tridiagonal", lambda L, a: L.tridiagonal(a[0]), [hermitian]),
        ("tridiagonal-upper", lambda L, a: L.tridiagonal(a[0], lower=False), [hermitian]),
        ("tridiagonal_solve", lambda L, a: L.tridiagonal_solve(*a), tridiagonal_inputs(dtype, batch)),
        ("tridiagonal_solve-perturbed", lambda L, a: L.tridiagonal_solve(*a, perturb_singular=True),
         tridiagonal_inputs(dtype, batch)),
    ]


@pytest.mark.parametrize("batch", [(), (2, 3)], ids=["single", "batched"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_values_eager_and_jit_against_jax(dtype: str, batch: tuple[int, ...]) -> None:
    all_cases = cases(dtype, batch)

    def per_case(L: Any) -> Callable[..., Any]:
        return lambda name, call, *a: flat(call(L, a))

    groups = [inputs for _, _, inputs in all_cases]
    staged = one_program(jaxtypes.jit, per_case(linalg), all_cases, [[asarray(x) for x in g] for g in groups])
    want = one_program(jax.jit, per_case(jlinalg), all_cases, groups)
    for name, call, inputs in all_cases:
        assert len(staged[name]) == len(want[name]), name
        eager = quiet(lambda: flat(call(linalg, [asarray(x) for x in inputs])))
        for got, got_jit, w in zip(eager, staged[name], want[name]):
            close(got_jit, np.asarray(w), dtype)
            close(got, np.asarray(got_jit), dtype, scale=1.0)


def test_results_decompose_the_input() -> None:
    """The decompositions reproduce their inputs (not only agree with jax)."""
    a = rand("complex128", (4, 4), "a")
    w, vl, vr = (np.asarray(o) for o in linalg.eig(asarray(a)))
    np.testing.assert_allclose(a @ vr, vr * w, atol=1e-10)
    np.testing.assert_allclose(np.conj(vl).T @ a, w[:, None] * np.conj(vl).T, atol=1e-10)
    t, q = (np.asarray(o) for o in linalg.schur(asarray(a)))
    np.testing.assert_allclose(q @ t @ np.conj(q).T, a, atol=1e-10)
    np.testing.assert_allclose(np.tril(t, -1), 0, atol=1e-12)
    dl, d, du, b = tridiagonal_inputs("float64", ())
    x = np.asarray(linalg.tridiagonal_solve(*map(asarray, (dl, d, du, b))))
    matrix = np.diag(d) + np.diag(dl[1:], -1) + np.diag(du[:-1], 1)
    np.testing.assert_allclose(matrix @ x, b, atol=1e-10)


def test_public_module_exports_them() -> None:
    from jaxtypes.lax import linalg as public

    for name in ("eig", "schur", "hessenberg", "householder_product", "tridiagonal", "tridiagonal_solve",
                 "EigImplementation", "EighImplementation"):
        assert getattr(public, name) is getattr(linalg, name)
        assert name in public.__all__
    assert [e.value for e in public.EigImplementation] == [e.value for e in jlinalg.EigImplementation]
    assert [e.value for e in public.EighImplementation] == [e.value for e in jlinalg.EighImplementation]


@pytest.mark.parametrize("dtype", ["float32", "complex128"])
def test_vmap_matches_the_batched_call(dtype: str) -> None:
    for name, call, inputs in cases(dtype, (3,)):
        moved = [asarray(np.moveaxis(x, 0, 1)) if x.ndim > 1 else asarray(x) for x in inputs]
        got = quiet(lambda: flat(jaxtypes.vmap(lambda *a: call(linalg, a), in_axes=1)(*moved)))  # noqa: B023
        want = quiet(lambda: flat(call(linalg, [asarray(x) for x in inputs])))  # noqa: B023
        assert len(got) == len(want), name
        for g, w in zip(got, want):
            close(g, w, dtype, scale=1.0)
    # tridiagonal_solve with the diagonals unbatched and b batched
    dl, d, du, b = tridiagonal_inputs(dtype, (3,))
    got = jaxtypes.vmap(lambda b_: linalg.tridiagonal_solve(asarray(dl[0]), asarray(d[0]), asarray(du[0]), b_))(
        asarray(b))
    want = linalg.tridiagonal_solve(*(asarray(np.broadcast_to(x[0], x.shape)) for x in (dl, d, du)), asarray(b))
    close(got, want, dtype, scale=1.0)


# -- derivatives ------------------------------------------------------------------------------

def derivative_cases(dtype: str) -> list[tuple[str, Callable[[Any, Any], Any], list[np.ndarray], tuple[int, ...]]]:
    """(name, call, inputs, argnums differentiated)."""
    square = rand(dtype, (2, 4, 4), "square")
    tri = tridiagonal_inputs(dtype, (2,))
    return [
        ("eig-values", lambda L, a: L.eig(a[0], compute_left_eigenvectors=False, compute_right_eigenvectors=False),
         [square], (0,)),
        ("eig-vectors", lambda L, a: L.eig(a[0], enable_eigvec_derivs=True), [square], (0,)),
        ("eig-right-vectors", lambda L, a: L.eig(a[0], compute_left_eigenvectors=False, enable_eigvec_derivs=True),
         [square], (0,)),
        ("tridiagonal_solve", lambda L, a: L.tridiagonal_solve(*a), tri, (0, 1, 2, 3)),
    ]


@pytest.mark.parametrize("dtype", DTYPES)
def test_jvp_against_jax(dtype: str) -> None:
    all_cases = derivative_cases(dtype)
    pairs = [[*inputs, *(rand(dtype, x.shape, "tangent", name, i) for i, x in enumerate(inputs))]
             for name, _, inputs, _ in all_cases]

    ours = one_program(jaxtypes.jit, jvp_per_case(linalg, jaxtypes.jvp), all_cases,
                       [[asarray(x) for x in group] for group in pairs])
    want = one_program(jax.jit, jvp_per_case(jlinalg, jax.jvp), all_cases, pairs)
    for name, *_ in all_cases:
        (out, tan), (j_out, j_tan) = ours[name], want[name]
        for got, w in zip(flat(out) + flat(tan), flat(j_out) + flat(j_tan)):
            close(got, np.asarray(w), dtype, scale=100.0)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_grad_against_jax_and_finite_differences(dtype: str) -> None:
    all_cases = derivative_cases(dtype)
    weights = {name: [rand(dtype, tuple(o.shape), "w", i) for i, o in
                      enumerate(jax.eval_shape(lambda *a, c=call: flat(c(jlinalg, a)), *inputs))]
               for name, call, inputs, _ in all_cases}

    def loss(L: Any, sin: Callable[[Any], Any], name: str, call: Callable[..., Any], *a: Any) -> Any:
        # |o|^2: an eigenvector's phase is LAPACK's choice, which a derivative need not follow
        # (o.real let finite differences and the gradient disagree on some LAPACK builds)
        return sum((sin((o * o.conj()).real) * w).sum() for o, w in zip(flat(call(L, a)), weights[name]))

    def per_case(L: Any, grad: Callable[..., Any], sin: Callable[[Any], Any]) -> Callable[..., Any]:
        def run(name: str, call: Callable[..., Any], *a: Any) -> Any:
            argnums = next(n for c, _, _, n in all_cases if c == name)
            return grad(lambda *x: loss(L, sin, name, call, *x), argnums=argnums)(*a)
        return run

    groups = [inputs for _, _, inputs, _ in all_cases]
    ours = one_program(jaxtypes.jit, per_case(linalg, jaxtypes.grad, jaxtypes.numpy.sin), all_cases,
                       [[asarray(x) for x in g] for g in groups])
    want = one_program(jax.jit, per_case(jlinalg, jax.grad, jax.numpy.sin), all_cases, groups)
    for name, call, inputs, _ in all_cases:
        for got, w in zip(ours[name], want[name]):
            close(got, np.asarray(w), dtype, scale=100.0)
        if dtype == "float64":
            x = inputs[0]
            direction = rand(dtype, x.shape, "direction")
            eps = 1e-6
            f = jaxtypes.jit(lambda *a, n=name, c=call: loss(linalg, jaxtypes.numpy.sin, n, c, *a))
            rest = [asarray(y) for y in inputs[1:]]
            difference = (float(f(asarray(x + eps * direction), *rest))
                          - float(f(asarray(x - eps * direction), *rest))) / (2 * eps)
            np.testing.assert_allclose(float((np.asarray(ours[name][0]) * direction).sum()), difference, rtol=1e-5)


def test_transpose_of_tridiagonal_solve_in_b() -> None:
    dl, d, du, b = tridiagonal_inputs("complex128", ())
    ct = rand("complex128", b.shape, "ct")
    _, pullback = jaxtypes.vjp(lambda b_: linalg.tridiagonal_solve(*map(asarray, (dl, d, du)), b_), asarray(b))
    _, j_pullback = jax.vjp(lambda b_: jlinalg.tridiagonal_solve(dl, d, du, b_), b)
    close(pullback(asarray(ct))[0], np.asarray(j_pullback(ct)[0]), "complex128")


def test_eigenvector_derivatives_raise_as_jax() -> None:
    a = rand("float64", (3, 3), "a")
    for kwargs in ({}, {"compute_left_eigenvectors": False}):
        with pytest.raises(NotImplementedError, match="enable_eigvec_derivs"):
            jax.jvp(lambda x, k=kwargs: jlinalg.eig(x, **k), (a,), (a,))
        with pytest.raises(NotImplementedError, match="enable_eigvec_derivs"):
            jaxtypes.jvp(lambda x, k=kwargs: linalg.eig(x, **k), (asarray(a),), (asarray(a),))


# -- edge cases and errors ------------------------------------------------------------------

def theirs(call: Callable[..., Any], inputs: list[np.ndarray]) -> list[np.ndarray]:
    return quiet(lambda: [np.asarray(o) for o in flat(jax.jit(call)(*inputs))])


@pytest.mark.parametrize("shape", [(0, 0), (2, 0, 0), (0, 3, 3)], ids=str)
def test_empty_matrices_as_jax(shape: tuple[int, ...]) -> None:
    x = np.zeros(shape, np.float32)
    calls: list[Callable[[Any, Any], Any]] = [
        lambda L, a: L.eig(a), lambda L, a: L.eig(a, compute_left_eigenvectors=False),
        lambda L, a: L.schur(a), lambda L, a: L.schur(a, compute_schur_vectors=False)]
    if shape[-1]:  # jax's shape rules reject n == 0 for these
        calls += [lambda L, a: L.hessenberg(a), lambda L, a: L.tridiagonal(a)]
    for call in calls:
        got = flat(call(linalg, asarray(x)))
        want = theirs(lambda a, c=call: c(jlinalg, a), [x])
        assert len(got) == len(want)
        for g, w in zip(got, want):
            close(g, w, "float32", scale=1.0)


def test_empty_householder_product_and_tridiagonal_solve_as_jax() -> None:
    for a, taus in ((np.zeros((0, 4, 3)), np.zeros((0, 2))), (np.zeros((3, 0)), np.zeros((0,))),
                    (np.zeros((4, 3)), np.zeros((0,)))):
        close(linalg.householder_product(asarray(a), asarray(taus)),
              theirs(jlinalg.householder_product, [a, taus])[0], "float64", scale=1.0)
    for m, k in ((0, 2), (3, 0)):
        inputs = [np.zeros((2, m)), np.ones((2, m)), np.zeros((2, m)), np.zeros((2, m, k))]
        close(linalg.tridiagonal_solve(*map(asarray, inputs)), theirs(jlinalg.tridiagonal_solve, inputs)[0],
              "float64", scale=1.0)


def test_failures_give_nans_as_jax() -> None:
    nan = np.full((2, 3, 3), np.nan)
    nan[1] = np.eye(3)
    for call in (lambda L, a: L.eig(a), lambda L, a: L.schur(a)):
        got = flat(call(linalg, asarray(nan)))
        for g, w in zip(got, theirs(lambda a, c=call: c(jlinalg, a), [nan])):
            np.testing.assert_array_equal(np.asarray(g), w)
    singular = [np.zeros(3), np.zeros(3), np.zeros(3), np.ones((3, 1))]
    got = np.asarray(linalg.tridiagonal_solve(*map(asarray, singular)))
    np.testing.assert_array_equal(got, theirs(jlinalg.tridiagonal_solve, singular)[0])
    assert np.isnan(got).all()


def same_class(call: Callable[..., Any], *inputs: np.ndarray) -> None:
    try:
        quiet(lambda: jax.jit(lambda *a: call(jlinalg, *a))(*inputs))
    except Exception as err:  # noqa: BLE001
        expected: type[BaseException] = type(err)
    else:
        raise AssertionError("jax accepted the call")
    with pytest.raises(expected):
        quiet(lambda: call(linalg, *map(asarray, inputs)))


ERRORS: list[tuple[str, Callable[..., Any], list[np.ndarray]]] = [
    ("eig-nonsquare", lambda L, a: L.eig(a), [np.ones((2, 3))]),
    ("eig-int", lambda L, a: L.eig(a), [np.eye(2, dtype=np.int32)]),
    ("eig-f16", lambda L, a: L.eig(a), [np.eye(2, dtype=np.float16)]),
    ("eig-rank1", lambda L, a: L.eig(a), [np.ones(3)]),
    ("eig-cusolver", lambda L, a: L.eig(a, implementation=L.EigImplementation.CUSOLVER), [np.eye(2)]),
    ("schur-nonsquare", lambda L, a: L.schur(a), [np.ones((2, 3))]),
    ("schur-sort", lambda L, a: L.schur(a, sort_eig_vals=True), [np.eye(2)]),
    ("schur-int", lambda L, a: L.schur(a), [np.eye(2, dtype=np.int32)]),
    ("schur-f16", lambda L, a: L.schur(a), [np.eye(2, dtype=np.float16)]),
    ("hessenberg-nonsquare", lambda L, a: L.hessenberg(a), [np.ones((2, 3))]),
    ("hessenberg-int", lambda L, a: L.hessenberg(a), [np.eye(2, dtype=np.int32)]),
    ("householder_product-wide", lambda L, a, t: L.householder_product(a, t), [np.ones((2, 3)), np.ones(2)]),
    ("householder_product-taus", lambda L, a, t: L.householder_product(a, t), [np.ones((3, 2)), np.ones(3)]),
    ("householder_product-int", lambda L, a, t: L.householder_product(a, t),
     [np.ones((3, 2), np.int32), np.ones(2, np.int32)]),
    ("tridiagonal-nonsquare", lambda L, a: L.tridiagonal(a), [np.ones((2, 3))]),
    ("tridiagonal-f16", lambda L, a: L.tridiagonal(a), [np.eye(2, dtype=np.float16)]),
    ("tridiagonal_solve-diagonals", lambda L, *a: L.tridiagonal_solve(*a),
     [np.ones(3), np.ones(2), np.ones(3), np.ones((3, 1))]),
    ("tridiagonal_solve-b", lambda L, *a: L.tridiagonal_solve(*a),
     [np.ones(3), np.ones(3), np.ones(3), np.ones((4, 1))]),
    ("tridiagonal_solve-int", lambda L, *a: L.tridiagonal_solve(*a),
     [np.ones(3, np.int32), np.ones(3, np.int32), np.ones(3, np.int32), np.ones((3, 1), np.int32)]),
]


@pytest.mark.parametrize("call, inputs", [(c, i) for _, c, i in ERRORS], ids=[n for n, _, _ in ERRORS])
def test_bad_input_raises_jax_class(call: Callable[..., Any], inputs: list[np.ndarray]) -> None:
    same_class(call, *inputs)


@pytest.mark.parametrize("call", [
    lambda a: linalg.eig(a), lambda a: linalg.schur(a), lambda a: linalg.hessenberg(a),
    lambda a: linalg.tridiagonal(a), lambda a: linalg.householder_product(a, a[0]),
    lambda a: linalg.tridiagonal_solve(a[0], a[0], a[0], a)], ids=["eig", "schur", "hessenberg", "tridiagonal",
                                                                   "householder_product", "tridiagonal_solve"])
def test_unsupported_dtype_is_a_type_error_naming_it(call: Callable[[Any], Any]) -> None:
    with pytest.raises(TypeError, match="float16"):
        call(asarray(np.eye(2, dtype=np.float16)))


def test_use_magma_is_deprecated_as_in_jax() -> None:
    with pytest.warns(DeprecationWarning, match="use_magma"):
        w = linalg.eig(asarray(np.eye(2)), compute_left_eigenvectors=False, compute_right_eigenvectors=False,
                       use_magma=False)
    np.testing.assert_array_equal(np.asarray(w[0]), np.ones(2, np.complex128))
