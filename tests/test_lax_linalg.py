"""lax.linalg (``jaxtypes.runtime.lax.linalg``) against jax.lax.linalg and NumPy: values,
dtypes and shapes of every function for float32, float64, complex64 and complex128,
batched and not, eagerly, under ``jit`` and ``vmap``; JVPs and gradients against jax's
(and finite differences); empty matrices, failures (NaNs as jax) and bad input.

Both libraries call the same LAPACK kernels, so their results agree to rounding, signs
and phases of ``qr``, ``eigh`` and ``svd`` included. Runs in 64-bit mode throughout."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import jax
import numpy as np
import pytest
from jax.lax import linalg as jlinalg

import jaxtypes
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import linalg
from tests.linalg_checks import x64  # noqa: F401  (an autouse fixture: 64-bit mode)
from tests.linalg_checks import DTYPES, close, flat, jvp_per_case, hermitian_pd, one_program, rand

# -- the cases: (name, our call, jax's call, inputs) ----------------------------------------

TS_FLAGS = [dict(left_side=ls, lower=lo, transpose_a=t, conjugate_a=c, unit_diagonal=u)
            for ls, lo, t, c, u in [(True, True, False, False, False), (False, False, True, False, True),
                                    (True, False, True, True, False), (False, True, False, True, False)]]


def cases(dtype: str, batch: tuple[int, ...]) -> list[tuple[str, Callable[..., Any], Callable[..., Any], list[np.ndarray]]]:
    """Each function with its keyword variants, on inputs of ``batch + (m, n)``."""
    spd = hermitian_pd(dtype, (*batch, 4, 4), "spd")
    tri = (rand(dtype, (*batch, 4, 4), "tri") + 4 * np.eye(4)).astype(dtype)
    tall, wide, square = (rand(dtype, (*batch, *s), s) for s in ((5, 3), (3, 5), (4, 4)))
    out: list[tuple[str, Callable[..., Any], Callable[..., Any], list[np.ndarray]]] = []

    def add(name: str, call: Callable[[Any, Any], Any], *inputs: np.ndarray) -> None:
        out.append((name, lambda *a: call(linalg, a), lambda *a: call(jlinalg, a), list(inputs)))

    add("cholesky", lambda L, a: L.cholesky(a[0]), spd)
    add("cholesky-lower-only", lambda L, a: L.cholesky(a[0], symmetrize_input=False), spd)
    for i, flags in enumerate(TS_FLAGS):
        b = rand(dtype, (*batch, 4, 2) if flags["left_side"] else (*batch, 2, 4), "b", i)
        add(f"triangular_solve-{i}", lambda L, a, f=flags: L.triangular_solve(a[0], a[1], **f), tri, b)
    add("triangular_solve-vector", lambda L, a: L.triangular_solve(a[0], a[1], left_side=True, lower=True),
        tri, rand(dtype, (*batch, 4), "v"))
    for name, x in (("square", square), ("tall", tall), ("wide", wide)):
        add(f"lu-{name}", lambda L, a: L.lu(a[0]), x)
        add(f"qr-{name}", lambda L, a: L.qr(a[0]), x)
        add(f"qr-{name}-reduced", lambda L, a: L.qr(a[0], full_matrices=False), x)
        add(f"qr-{name}-pivoting", lambda L, a: L.qr(a[0], pivoting=True, full_matrices=False), x)
        add(f"svd-{name}", lambda L, a: L.svd(a[0]), x)
        add(f"svd-{name}-reduced", lambda L, a: L.svd(a[0], full_matrices=False), x)
        add(f"svd-{name}-values", lambda L, a: L.svd(a[0], compute_uv=False), x)
    add("svd-qr", lambda L, a: L.svd(a[0], full_matrices=False, algorithm=L.SvdAlgorithm.QR), tall)
    add("eigh", lambda L, a: L.eigh(a[0]), spd)
    add("eigh-upper", lambda L, a: L.eigh(a[0], lower=False, symmetrize_input=False), spd)
    add("lu_pivots_to_permutation", lambda L, a: L.lu_pivots_to_permutation(a[0], 5),
        np.array([[2, 2, 3], [1, 4, 2]], np.int32).reshape(*batch, -1) if batch else np.array([2, 2, 3], np.int32))
    return out


def theirs(call: Callable[..., Any], inputs: list[np.ndarray]) -> list[np.ndarray]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return [np.asarray(o) for o in flat(jax.jit(call)(*inputs))]


@pytest.mark.parametrize("batch", [(), (2,)], ids=["single", "batched"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_values_eager_and_jit_against_jax(dtype: str, batch: tuple[int, ...]) -> None:
    """Every case under jit (one program on each side) against jax; eagerly too for a batch."""
    all_cases = cases(dtype, batch)
    as_program = [(name, lambda L, a, o=ours, j=mine: flat((o if L is linalg else j)(*a)), inputs)
                  for name, ours, mine, inputs in all_cases]

    def per_case(L: Any) -> Callable[..., Any]:
        return lambda name, call, *a: call(L, a)

    groups = [inputs for _, _, _, inputs in all_cases]
    staged = one_program(jaxtypes.jit, per_case(linalg), as_program, [[asarray(x) for x in g] for g in groups])
    want = one_program(jax.jit, per_case(jlinalg), as_program, groups)
    for name, ours, _, inputs in all_cases:
        assert len(staged[name]) == len(want[name]), name
        eager = flat(ours(*map(asarray, inputs))) if batch else staged[name]
        for got, got_jit, w in zip(eager, staged[name], want[name]):
            close(got_jit, np.asarray(w), dtype)
            close(got, np.asarray(got_jit), dtype, scale=1.0)


@pytest.mark.parametrize("dtype", ["float32", "complex128"])
def test_vmap_matches_the_batched_call(dtype: str) -> None:
    """vmap over the middle axis gives the batched kernel's results (operands batched
    together, and triangular_solve with one operand unbatched)."""
    batched = {name: (ours, inputs) for name, ours, _, inputs in cases(dtype, (3,))}
    for name, (ours, inputs) in batched.items():
        moved = [asarray(np.moveaxis(x, 0, 1)) if x.ndim > 1 else asarray(x) for x in inputs]
        got = flat(jaxtypes.vmap(ours, in_axes=1)(*moved))
        want = flat(ours(*map(asarray, inputs)))
        for g, w in zip(got, want):
            close(g, w, dtype, scale=1.0)
    tri, b = batched["triangular_solve-0"][1]
    got = jaxtypes.vmap(lambda b_: linalg.triangular_solve(asarray(tri[0]), b_, left_side=True, lower=True))(
        asarray(b))
    want = linalg.triangular_solve(asarray(np.broadcast_to(tri[0], tri.shape)), asarray(b), left_side=True, lower=True)
    close(got, want, dtype, scale=1.0)


# -- derivatives ------------------------------------------------------------------------------

def derivative_cases(dtype: str) -> list[tuple[str, Callable[[Any, Any], Any], list[np.ndarray]]]:
    spd = hermitian_pd(dtype, (2, 4, 4), "spd")
    tri = (rand(dtype, (2, 4, 4), "tri") + 4 * np.eye(4)).astype(dtype)
    tall, wide, square = (rand(dtype, (2, *s), s) for s in ((5, 3), (3, 5), (4, 4)))
    out = [
        ("cholesky", lambda L, a: L.cholesky(a[0]), [spd]),
        ("eigh", lambda L, a: L.eigh(a[0]), [spd]),
        ("lu-square", lambda L, a: L.lu(a[0])[0], [square]),
        ("lu-tall", lambda L, a: L.lu(a[0])[0], [tall]),
        ("lu-wide", lambda L, a: L.lu(a[0])[0], [wide]),
        ("svd-values", lambda L, a: L.svd(a[0], compute_uv=False), [tall]),
        ("svd-reduced-tall", lambda L, a: L.svd(a[0], full_matrices=False), [tall]),
        ("svd-reduced-wide", lambda L, a: L.svd(a[0], full_matrices=False), [wide]),
        ("svd-square", lambda L, a: L.svd(a[0]), [square]),
        ("qr-tall", lambda L, a: L.qr(a[0]), [tall]),
        ("qr-tall-reduced", lambda L, a: L.qr(a[0], full_matrices=False), [tall]),
        ("qr-wide", lambda L, a: L.qr(a[0]), [wide]),
        ("qr-square-pivoting", lambda L, a: L.qr(a[0], pivoting=True)[:2], [square[0]]),  # jax: unbatched only
    ]
    for i, flags in enumerate(TS_FLAGS):
        b = rand(dtype, (2, 4, 2) if flags["left_side"] else (2, 2, 4), "b", i)
        out.append((f"triangular_solve-{i}", lambda L, a, f=flags: L.triangular_solve(a[0], a[1], **f), [tri, b]))
    return out


def hermitian_tangents(name: str, dtype: str, inputs: list[np.ndarray]) -> list[np.ndarray]:
    tangents = [rand(dtype, x.shape, "tangent", name) for x in inputs]
    if name in ("cholesky", "eigh"):  # tangents of Hermitian inputs
        tangents = [((t + np.conj(np.swapaxes(t, -1, -2))) / 2).astype(dtype) for t in tangents]
    return tangents


@pytest.mark.parametrize("dtype", DTYPES)
def test_jvp_against_jax(dtype: str) -> None:
    """Primal and tangent outputs of every case, all cases in one program on each side."""
    all_cases = derivative_cases(dtype)
    pairs = [[*inputs, *hermitian_tangents(name, dtype, inputs)] for name, _, inputs in all_cases]

    ours = one_program(jaxtypes.jit, jvp_per_case(linalg, jaxtypes.jvp), all_cases,
                       [[asarray(x) for x in group] for group in pairs])
    want = one_program(jax.jit, jvp_per_case(jlinalg, jax.jvp), all_cases, pairs)
    for name, _, _ in all_cases:
        (out, tan), (j_out, j_tan) = ours[name], want[name]
        for got, w in zip(flat(out) + flat(tan), flat(j_out) + flat(j_tan)):
            close(got, np.asarray(w), dtype, scale=100.0)


def weighted_loss(L: Any, sin: Callable[[Any], Any], call: Callable[..., Any], weights: list[np.ndarray],
                  *a: Any) -> Any:
    return sum((sin(o) * w).sum() for o, w in zip(flat(call(L, a)), weights))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_grad_against_jax_and_finite_differences(dtype: str) -> None:
    all_cases = derivative_cases(dtype)
    weights: dict[str, list[np.ndarray]] = {}
    for name, call, inputs in all_cases:  # output shapes, from jax's shape rules
        shapes = jax.eval_shape(lambda *a: flat(call(jlinalg, a)), *inputs)
        weights[name] = [rand(dtype, tuple(o.shape), "w", i) for i, o in enumerate(shapes)]

    def per_case(L: Any, grad: Callable[..., Any], sin: Callable[[Any], Any]) -> Callable[..., Any]:
        def run(name: str, call: Callable[..., Any], *a: Any) -> Any:
            return grad(lambda *x: weighted_loss(L, sin, call, weights[name], *x), argnums=tuple(range(len(a))))(*a)
        return run

    groups = [inputs for _, _, inputs in all_cases]
    ours = one_program(jaxtypes.jit, per_case(linalg, jaxtypes.grad, jaxtypes.numpy.sin), all_cases,
                       [[asarray(x) for x in group] for group in groups])
    want = one_program(jax.jit, per_case(jlinalg, jax.grad, jax.numpy.sin), all_cases, groups)
    for name, call, inputs in all_cases:
        for got, w in zip(ours[name], want[name]):
            close(got, np.asarray(w), dtype, scale=100.0)
        if dtype == "float64" and name in ("cholesky", "triangular_solve-0", "lu-square", "svd-values"):
            x = inputs[0]
            direction = rand(dtype, x.shape, "direction")
            if name == "cholesky":
                direction = (direction + np.swapaxes(direction, -1, -2)) / 2
            eps = 1e-6
            loss = jaxtypes.jit(lambda *a, n=name, c=call: weighted_loss(linalg, jaxtypes.numpy.sin, c, weights[n], *a))
            rest = [asarray(y) for y in inputs[1:]]
            difference = (float(loss(asarray(x + eps * direction), *rest))
                          - float(loss(asarray(x - eps * direction), *rest))) / (2 * eps)
            np.testing.assert_allclose(float((np.asarray(ours[name][0]) * direction).sum()), difference, rtol=1e-5)


def test_transpose_of_triangular_solve_in_b() -> None:
    """vjp with respect to b alone (the linear transpose rule) is jax's."""
    tri = (rand("complex128", (4, 4), "tri") + 4 * np.eye(4)).astype("complex128")
    b = rand("complex128", (4, 3), "b")
    ct = rand("complex128", (4, 3), "ct")
    for flags in TS_FLAGS[:1] + TS_FLAGS[2:3]:
        if not flags["left_side"]:
            continue
        _, pullback = jaxtypes.vjp(lambda b_: linalg.triangular_solve(asarray(tri), b_, **flags), asarray(b))
        _, j_pullback = jax.vjp(lambda b_: jlinalg.triangular_solve(tri, b_, **flags), b)
        close(pullback(asarray(ct))[0], np.asarray(j_pullback(ct)[0]), "complex128")


# -- edge cases and errors ------------------------------------------------------------------

EMPTY_SHAPES = [(0, 0), (3, 0), (0, 3), (2, 0, 0), (0, 2, 2)]


@pytest.mark.parametrize("shape", EMPTY_SHAPES, ids=str)
def test_empty_matrices_as_jax(shape: tuple[int, ...]) -> None:
    x = np.zeros(shape, np.float32)
    calls: list[Callable[[Any, Any], Any]] = [
        lambda L, a: L.lu(a), lambda L, a: L.qr(a), lambda L, a: L.qr(a, full_matrices=False),
        lambda L, a: L.qr(a, pivoting=True), lambda L, a: L.svd(a), lambda L, a: L.svd(a, full_matrices=False),
        lambda L, a: L.svd(a, compute_uv=False)]
    if shape[-1] == shape[-2]:
        calls += [lambda L, a: L.cholesky(a), lambda L, a: L.eigh(a),
                  lambda L, a: L.triangular_solve(a, a, left_side=True)]
    for call in calls:
        got = flat(call(linalg, asarray(x)))
        for g, w in zip(got, theirs(lambda a: call(jlinalg, a), [x])):
            close(g, w, "float32", scale=1.0)


def test_failures_give_nans_as_jax() -> None:
    not_pd = np.array([[[1.0, 2.0], [2.0, 1.0]], [[2.0, 0.0], [0.0, 3.0]]])
    got = np.asarray(linalg.cholesky(asarray(not_pd)))
    np.testing.assert_array_equal(got, theirs(jlinalg.cholesky, [not_pd])[0])
    assert np.isnan(got[0][np.tril_indices(2)]).all() and not np.isnan(got[1]).any()
    singular = np.zeros((2, 2))
    for g, w in zip(linalg.lu(asarray(singular)), theirs(jlinalg.lu, [singular])):
        np.testing.assert_array_equal(np.asarray(g), w)
    nan = np.full((3, 3), np.nan)
    for call in (jlinalg.eigh, lambda a: jlinalg.svd(a, compute_uv=False)):
        ours = flat((linalg.eigh if call is jlinalg.eigh else lambda a: linalg.svd(a, compute_uv=False))(asarray(nan)))
        for g, w in zip(ours, theirs(call, [nan])):
            np.testing.assert_array_equal(np.asarray(g), w)


def same_class(call: Callable[[Any], Any], *inputs: np.ndarray) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            jax.jit(lambda *a: call(jlinalg, *a))(*inputs)
        except Exception as err:  # noqa: BLE001
            expected: type[BaseException] = type(err)
        else:
            raise AssertionError("jax accepted the call")
    with pytest.raises(expected):
        call(linalg, *map(asarray, inputs))


ERRORS: list[tuple[str, Callable[..., Any], list[np.ndarray]]] = [
    ("lu-int", lambda L, a: L.lu(a), [np.eye(2, dtype=np.int32)]),
    ("qr-int", lambda L, a: L.qr(a), [np.eye(2, dtype=np.int32)]),
    ("svd-int", lambda L, a: L.svd(a), [np.eye(2, dtype=np.int32)]),
    ("lu-f16", lambda L, a: L.lu(a), [np.eye(2, dtype=np.float16)]),
    ("cholesky-f16", lambda L, a: L.cholesky(a), [np.eye(2, dtype=np.float16)]),
    ("eigh-f16", lambda L, a: L.eigh(a), [np.eye(2, dtype=np.float16)]),
    ("svd-f16", lambda L, a: L.svd(a), [np.eye(2, dtype=np.float16)]),
    ("qr-f16", lambda L, a: L.qr(a), [np.eye(2, dtype=np.float16)]),
    ("cholesky-nonsquare", lambda L, a: L.cholesky(a, symmetrize_input=False), [np.ones((2, 3))]),
    ("eigh-nonsquare", lambda L, a: L.eigh(a, symmetrize_input=False), [np.ones((2, 3))]),
    ("lu-rank1", lambda L, a: L.lu(a), [np.ones(3)]),
    ("triangular_solve-dtypes", lambda L, a, b: L.triangular_solve(a, b), [np.eye(2), np.eye(2, dtype=np.complex64)]),
    ("triangular_solve-shapes", lambda L, a, b: L.triangular_solve(a, b, left_side=True), [np.eye(2), np.ones((3, 3))]),
    ("triangular_solve-nonsquare", lambda L, a, b: L.triangular_solve(a, b), [np.ones((2, 3)), np.ones((3, 3))]),
    ("eigh-subset", lambda L, a: L.eigh(a, subset_by_index=(0, 2)), [np.eye(3)]),
    ("svd-subset-full", lambda L, a: L.svd(a, subset_by_index=(0, 2)), [np.eye(3)]),
    ("svd-subset", lambda L, a: L.svd(a, full_matrices=False, subset_by_index=(0, 2)), [np.eye(3)]),
    ("pivots-too-many", lambda L, a: L.lu_pivots_to_permutation(a, 2), [np.zeros(3, np.int32)]),
    ("pivots-float", lambda L, a: L.lu_pivots_to_permutation(a, 4), [np.zeros(3, np.float32)]),
    ("pivots-rank0", lambda L, a: L.lu_pivots_to_permutation(a, 4), [np.zeros((), np.int32)]),
]


@pytest.mark.parametrize("call, inputs", [(c, i) for _, c, i in ERRORS], ids=[n for n, _, _ in ERRORS])
def test_bad_input_raises_jax_class(call: Callable[..., Any], inputs: list[np.ndarray]) -> None:
    same_class(call, *inputs)


def test_unsupported_dtype_is_a_type_error_naming_it() -> None:
    with pytest.raises(TypeError, match="float16"):
        linalg.cholesky(asarray(np.eye(2, dtype=np.float16)))
    with pytest.raises(TypeError, match="rank at least 2"):
        linalg.qr(asarray(np.ones(3)))


def test_triangular_solve_of_float16_as_jax() -> None:
    """Dtypes without LAPACK kernels go to stablehlo.triangular_solve, as in jax."""
    a = (np.tril(rand("float32", (3, 3), "a")) + 3 * np.eye(3)).astype(np.float16)
    b = rand("float32", (3, 2), "b").astype(np.float16)
    got = linalg.triangular_solve(asarray(a), asarray(b), left_side=True, lower=True)
    close(got, theirs(lambda x, y: jlinalg.triangular_solve(x, y, left_side=True, lower=True), [a, b])[0], "float32",
          scale=20.0)



def _bodies(L: Any, lax_: Any, np_: Any) -> Callable[..., Any]:
    """cholesky, triangular_solve and svd staged in a scan body and a cond branch."""
    def step(carry: Any, _: Any) -> tuple[Any, None]:
        c = L.cholesky(carry)
        return carry + 0.1 * L.triangular_solve(c, c, left_side=True, lower=True), None

    def loss(x: Any, y: Any) -> Any:
        x = lax_.scan(step, x, None, length=2)[0]
        s = lax_.cond(True, lambda m: L.svd(m, compute_uv=False), lambda m: np_.zeros(3), x)
        return np_.sum(s) + np_.sum(L.triangular_solve(x, y, left_side=True, lower=True) ** 2)

    return loss


BODY_INPUTS = (hermitian_pd("float64", (3, 3), "bodies"), rand("float64", (3, 2), "bodies-b"))


def test_inside_scan_and_cond_bodies_under_jit_and_vmap() -> None:
    a, b = BODY_INPUTS
    ours = jaxtypes.jit(_bodies(linalg, jaxtypes.lax, jaxtypes.numpy))(asarray(a), asarray(b))
    close(ours, np.asarray(jax.jit(_bodies(jlinalg, jax.lax, jax.numpy))(a, b)), "float64")
    batch = np.stack([a, 2 * a]), np.stack([b, -b])
    ours = jaxtypes.vmap(_bodies(linalg, jaxtypes.lax, jaxtypes.numpy))(*map(asarray, batch))
    close(ours, np.asarray(jax.vmap(_bodies(jlinalg, jax.lax, jax.numpy))(*batch)), "float64")


def test_grad_of_jit_against_jax() -> None:
    a, b = BODY_INPUTS

    def loss(L: Any, np_: Any) -> Callable[..., Any]:
        return lambda x, y: np_.sum(L.svd(L.cholesky(x) + x, compute_uv=False)) + np_.sum(
            L.triangular_solve(x, y, left_side=True, lower=True) ** 2)

    ours = jaxtypes.grad(jaxtypes.jit(loss(linalg, jaxtypes.numpy)), argnums=(0, 1))(asarray(a), asarray(b))
    want = jax.grad(jax.jit(loss(jlinalg, jax.numpy)), argnums=(0, 1))(a, b)
    for got, w in zip(ours, want):
        close(got, np.asarray(w), "float64")


def test_grad_through_scan_and_cond_bodies() -> None:
    a, b = BODY_INPUTS
    ours = jaxtypes.grad(jaxtypes.jit(_bodies(linalg, jaxtypes.lax, jaxtypes.numpy)), argnums=(0, 1))(
        asarray(a), asarray(b))
    want = jax.grad(jax.jit(_bodies(jlinalg, jax.lax, jax.numpy)), argnums=(0, 1))(a, b)
    for got, w in zip(ours, want):
        close(got, np.asarray(w), "float64")
