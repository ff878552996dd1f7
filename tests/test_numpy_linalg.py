"""jaxtypes.numpy.linalg against jax.numpy.linalg: every function's values, dtypes and
shapes for float32, float64, complex64 and complex128 (and integer operands, which
become the default float), eagerly, under ``jit`` (one program per side), under ``vmap``
and under ``jvp``; 32-bit mode's dtypes; the namespace; bad input.

Both libraries call the same LAPACK kernels, so decompositions agree to rounding,
signs and phases included. Runs in 64-bit mode unless a test says otherwise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from tests.conftest import modes
from tests.linalg_checks import x64  # noqa: F401  (an autouse fixture: 64-bit mode)
from tests.linalg_checks import (
    DTYPES, close, flat, hermitian_pd, jax_abstract_or_eager, jax_jit, jvp_programs, one_program, quiet, rand,
)

Case = tuple[str, Callable[[Any, list[Any]], Any], list[np.ndarray]]


def cases(dtype: str) -> list[Case]:
    """(name, call(numpy_module, arrays), arrays) for every function and its variants."""
    spd = hermitian_pd(dtype, (2, 4, 4), "spd")
    square = (rand(dtype, (2, 4, 4), "square") + 3 * np.eye(4)).astype(dtype)
    tall, wide = rand(dtype, (5, 3), "tall"), rand(dtype, (3, 5), "wide")
    herm = rand(dtype, (4, 4), "herm")
    herm = (herm + np.conj(herm.T)).astype(dtype)  # eigenvalues of both signs
    deficient = (rand(dtype, (5, 2), "d1") @ rand(dtype, (2, 4), "d2")).astype(dtype)
    v3, w3 = rand(dtype, (2, 3), "v3"), rand(dtype, (3,), "w3")
    b = rand(dtype, (4,), "b")
    b2 = rand(dtype, (4, 3), "b2")
    t6 = (rand(dtype, (6, 6), "t6") + 4 * np.eye(6)).astype(dtype).reshape(2, 3, 2, 3)
    out: list[Case] = []

    def add(name: str, call: Callable[[Any, list[Any]], Any], *arrays: np.ndarray) -> None:
        out.append((name, call, list(arrays)))

    la = lambda n: n.linalg  # noqa: E731
    add("cholesky", lambda n, a: la(n).cholesky(a[0]), spd)
    add("cholesky-upper", lambda n, a: la(n).cholesky(a[0], upper=True), spd)
    for name, x in (("tall", tall), ("wide", wide)):
        add(f"qr-{name}", lambda n, a: tuple(la(n).qr(a[0])), x)
        add(f"qr-{name}-complete", lambda n, a: tuple(la(n).qr(a[0], mode="complete")), x)
        add(f"qr-{name}-r", lambda n, a: la(n).qr(a[0], mode="r"), x)
        add(f"qr-{name}-raw", lambda n, a: tuple(la(n).qr(a[0], mode="raw")), x)
        add(f"svd-{name}", lambda n, a: tuple(la(n).svd(a[0])), x)
        add(f"svd-{name}-reduced", lambda n, a: tuple(la(n).svd(a[0], full_matrices=False)), x)
        add(f"svdvals-{name}", lambda n, a: la(n).svdvals(a[0]), x)
        add(f"pinv-{name}", lambda n, a: la(n).pinv(a[0]), x)
        add(f"matrix_rank-{name}", lambda n, a: la(n).matrix_rank(a[0]), x)
    add("svd-hermitian", lambda n, a: tuple(la(n).svd(a[0], hermitian=True)), herm)
    add("svd-hermitian-values", lambda n, a: la(n).svd(a[0], compute_uv=False, hermitian=True), herm)
    add("eig-values", lambda n, a: la(n).eig(a[0])[0], square)
    add("eigvals", lambda n, a: la(n).eigvals(a[0]), square)
    add("eigh", lambda n, a: tuple(la(n).eigh(a[0])), spd)
    add("eigh-upper", lambda n, a: tuple(la(n).eigh(a[0], UPLO="U", symmetrize_input=False)), spd)
    add("eigvalsh", lambda n, a: la(n).eigvalsh(a[0]), herm)
    add("solve-vector", lambda n, a: la(n).solve(a[0][0], a[1]), square, b)
    add("solve-batched-matrix", lambda n, a: la(n).solve(a[0], a[1]), square, b2)
    add("inv", lambda n, a: la(n).inv(a[0]), square)
    add("det", lambda n, a: la(n).det(a[0]), square)
    add("det-2x2", lambda n, a: la(n).det(a[0][..., :2, :2]), square)
    add("slogdet", lambda n, a: tuple(la(n).slogdet(a[0])), square)
    if not dtype.startswith("complex"):
        add("slogdet-qr", lambda n, a: tuple(la(n).slogdet(a[0], method="qr")), square)
    for p in (0, 1, 3, -2):
        add(f"matrix_power-{p}", lambda n, a, p=p: la(n).matrix_power(a[0], p), square)
    add("matrix_rank-deficient", lambda n, a: la(n).matrix_rank(a[0]), deficient)
    add("matrix_rank-hermitian", lambda n, a: la(n).matrix_rank(a[0], hermitian=True), herm)
    add("pinv-hermitian", lambda n, a: la(n).pinv(a[0], hermitian=True), herm)
    add("lstsq-vector", lambda n, a: la(n).lstsq(a[0], a[1][:5, 0]), tall, rand(dtype, (5, 2), "rhs"))
    add("lstsq-solution", lambda n, a: [la(n).lstsq(a[0], a[1])[i] for i in (0, 1, 3)], tall,
        rand(dtype, (5, 2), "rhs"))
    add("lstsq-matrix", lambda n, a: la(n).lstsq(a[0], a[1]), deficient, rand(dtype, (5, 2), "rhs"))
    add("tensorinv", lambda n, a: la(n).tensorinv(a[0], ind=2), t6)
    add("tensorsolve", lambda n, a: la(n).tensorsolve(a[0], a[1]), t6, rand(dtype, (2, 3), "ts"))
    for ord_ in (None, "fro", "nuc", np.inf, -np.inf, 1, -1, 2, -2):
        add(f"norm-matrix-{ord_}", lambda n, a, o=ord_: la(n).norm(a[0], ord=o, axis=(-2, -1)), square)
        add(f"matrix_norm-{ord_}", lambda n, a, o=ord_: la(n).matrix_norm(a[0], ord="fro" if o is None else o,
                                                                          keepdims=True), square)
    for ord_ in (None, 0, 1, 2, 3, np.inf, -np.inf):
        add(f"norm-vector-{ord_}", lambda n, a, o=ord_: la(n).norm(a[0], ord=o, axis=1, keepdims=True), v3)
        add(f"vector_norm-{ord_}", lambda n, a, o=ord_: la(n).vector_norm(a[0], ord=2 if o is None else o), v3)
    add("norm-flat", lambda n, a: la(n).norm(a[0]), square)
    add("vector_norm-axes", lambda n, a: la(n).vector_norm(a[0], axis=(0, 2)), square)
    for p in (None, 2, -2, 1, np.inf, "fro"):
        add(f"cond-{p}", lambda n, a, p=p: la(n).cond(a[0], p), square)
    add("cross", lambda n, a: la(n).cross(a[0], a[1]), v3, w3)
    add("cross-axis0", lambda n, a: la(n).cross(a[0].T, a[1][:, None], axis=0), v3, w3)
    add("outer", lambda n, a: la(n).outer(a[0], a[1]), w3, b)
    add("vecdot", lambda n, a: la(n).vecdot(a[0], a[1]), v3, w3)
    add("vecdot-axis0", lambda n, a: la(n).vecdot(a[0], a[1], axis=0), square[0], square[1])
    add("tensordot-2", lambda n, a: la(n).tensordot(a[0], a[1]), square, square[0])
    add("tensordot-pairs", lambda n, a: la(n).tensordot(a[0], a[1], axes=([0, 2], [1, 0])), square, b2[:, :2])
    add("matmul", lambda n, a: la(n).matmul(a[0], a[1]), square, b2)
    add("matrix_transpose", lambda n, a: la(n).matrix_transpose(a[0]), wide)
    for k in (0, 1, -2, 4):
        add(f"diagonal-{k}", lambda n, a, k=k: la(n).diagonal(a[0], offset=k), wide)
        add(f"trace-{k}", lambda n, a, k=k: la(n).trace(a[0], offset=k), square)
    add("multi_dot", lambda n, a: la(n).multi_dot([a[0], a[1], a[2], a[3]]), b, square[0], b2, w3)
    add("multi_dot-matrices", lambda n, a: la(n).multi_dot([a[0], a[1], a[2]]), tall, wide, rand(dtype, (5, 2), "m3"))
    return out


def _run(case: Case, module: Any, arrays: list[Any]) -> list[Any]:
    return flat(case[1](module, arrays))


@pytest.mark.parametrize("dtype", DTYPES)
def test_values_eager_and_jit_against_jax(dtype: str) -> None:
    """Every case eagerly and under jit (one program per side) against jax's jit."""
    all_cases = cases(dtype)
    arrays = [c[2] for c in all_cases]
    per_case = lambda module: lambda name, call, *a: flat(call(module, list(a)))  # noqa: E731
    ours = one_program(jaxtypes.jit, per_case(jnp), [(n, c) for n, c, _ in all_cases], arrays)
    theirs = one_program(jax_jit, per_case(jax.numpy), [(n, c) for n, c, _ in all_cases], arrays)
    for name, call, inputs in all_cases:
        eager = quiet(lambda: _run((name, call, inputs), jnp, [jnp.asarray(x) for x in inputs]))
        for got_jit, got_eager, want in zip(ours[name], eager, theirs[name], strict=True):
            close(got_jit, want, dtype), close(got_eager, want, dtype)


def test_integer_operands_become_the_default_float() -> None:
    m = np.array([[3, 1], [2, 5]], np.int32)
    for name in ("det", "inv", "eigvalsh", "norm", "pinv", "matrix_power"):
        args = (m, 2) if name == "matrix_power" else (m,)
        got, want = getattr(jnp.linalg, name)(*args), getattr(jax.numpy.linalg, name)(*args)
        assert got.dtype == want.dtype, name
        close(got, want, want.dtype)
    with modes(False, "standard"):
        assert jnp.linalg.det(jnp.asarray(m)).dtype == jax.numpy.linalg.det(m).dtype == np.float32
        assert jnp.linalg.norm(jnp.asarray(m)).dtype == jax.numpy.linalg.norm(m).dtype == np.float32
        assert jnp.linalg.matrix_rank(jnp.asarray(m)).dtype == jax.numpy.linalg.matrix_rank(m).dtype


def test_products_keep_integer_dtypes() -> None:
    a = np.arange(6, dtype=np.int16).reshape(2, 3)
    for name, call in (("outer", lambda n: n.linalg.outer(a[0], a[1])),
                       ("vecdot", lambda n: n.linalg.vecdot(a, a)),
                       ("tensordot", lambda n: n.linalg.tensordot(a, a.T, axes=1)),
                       ("trace", lambda n: n.linalg.trace(a)),
                       ("diagonal", lambda n: n.linalg.diagonal(a, offset=1)),
                       ("cross", lambda n: n.linalg.cross(a[0], a[1]))):
        got, want = np.asarray(call(jnp)), np.asarray(call(jax.numpy))
        assert got.dtype == want.dtype, name
        np.testing.assert_array_equal(got, want, err_msg=name)


VMAPPED = ("cholesky", "qr-tall", "svd-wide-reduced", "eigh", "solve-vector", "inv", "det", "slogdet", "pinv-tall",
           "norm-matrix-nuc", "cond-None", "lstsq-vector", "matrix_power-3", "cross", "multi_dot")


@pytest.mark.parametrize("dtype", ["float64", "complex64"])
def test_vmap_against_jax(dtype: str) -> None:
    """Each case eagerly under ``vmap`` against jax's ``vmap`` (all in one jitted program)."""
    by_name = {c[0]: c for c in cases(dtype)}
    chosen = [(name, by_name[name][1]) for name in VMAPPED]
    stacked = [[np.stack([x, (1.5 * x).astype(x.dtype)]) for x in by_name[name][2]] for name in VMAPPED]
    theirs = one_program(jax_jit, lambda name, call, *a: flat(jax.vmap(lambda *x: call(jax.numpy, list(x)))(*a)),
                         chosen, stacked)
    for (name, call), arrays in zip(chosen, stacked, strict=True):
        ours = quiet(lambda: jaxtypes.vmap(lambda *a: call(jnp, list(a)))(*[jnp.asarray(x) for x in arrays]))
        for got, want in zip(flat(ours), theirs[name], strict=True):
            close(got, want, dtype)


DIFFERENTIATED = ("cholesky", "qr-tall", "svdvals-wide", "eigvalsh", "solve-batched-matrix", "inv", "det",
                  "slogdet", "pinv-tall", "norm-matrix-fro", "norm-matrix-nuc", "norm-vector-3", "cond-None",
                  "lstsq-solution", "matrix_power--2", "tensorsolve", "multi_dot", "cross", "vecdot", "trace-1")


@pytest.mark.parametrize("dtype", ["float64", "complex128"])
def test_jvp_against_jax(dtype: str) -> None:
    """Forward derivatives in one program per side; ``grad`` of a real loss too."""
    by_name = {c[0]: c for c in cases(dtype)}
    chosen = [by_name[n] for n in DIFFERENTIATED]
    ours, theirs = jvp_programs(chosen, dtype, jnp, jax.numpy, jax_jit)
    for name in DIFFERENTIATED:
        for got, want in zip(flat(ours[name][1]), flat(theirs[name][1]), strict=True):
            close(got, want, dtype, scale=100.0)

    a = hermitian_pd(dtype, (3, 3), "loss")
    loss = lambda n: lambda x: n.real(n.linalg.slogdet(x)[1] + n.linalg.norm(n.linalg.inv(x)))  # noqa: E731
    close(jaxtypes.grad(loss(jnp))(jnp.asarray(a)), jax_jit(jax.grad(loss(jax.numpy)))(a), dtype, scale=100.0)


def test_singular_and_empty_matrices_as_jax() -> None:
    singular = np.array([[1.0, 2.0], [2.0, 4.0]])
    for name in ("det", "slogdet", "matrix_rank", "pinv", "cond"):
        got, want = flat(getattr(jnp.linalg, name)(singular)), flat(getattr(jax.numpy.linalg, name)(singular))
        for g, w in zip(got, want, strict=True):
            close(g, w, "float64")
    empty = np.zeros((0, 0))
    for name in ("det", "slogdet", "inv", "norm"):
        got, want = flat(getattr(jnp.linalg, name)(empty)), flat(getattr(jax.numpy.linalg, name)(empty))
        for g, w in zip(got, want, strict=True):
            close(g, w, "float64")


def test_namespace_matches_jax() -> None:
    public = {n for n in dir(jax.numpy.linalg) if not n.startswith("_")}
    assert public <= set(jnp.linalg.__all__), sorted(public - set(jnp.linalg.__all__))
    assert set(jnp.linalg.__all__) <= set(dir(jnp.linalg))


@pytest.mark.parametrize("call, error, message", [
    (lambda: jnp.linalg.det(np.ones((2, 3))), ValueError, "square"),
    (lambda: jnp.linalg.inv(np.ones(3)), ValueError, "at least two dimensions"),
    (lambda: jnp.linalg.eigh(np.eye(2), UPLO="X"), ValueError, "UPLO"),
    (lambda: jnp.linalg.qr(np.eye(2), mode="economic"), ValueError, "mode"),
    (lambda: jnp.linalg.norm(np.eye(2), ord="bad"), ValueError, "order"),
    (lambda: jnp.linalg.norm(np.ones(3), ord="fro"), ValueError, "vector norm"),
    (lambda: jnp.linalg.norm(np.ones((2, 2, 2)), axis=(0, 1, 2)), ValueError, "number of axes"),
    (lambda: jnp.linalg.cross(np.ones(2), np.ones(2)), ValueError, "size 3"),
    (lambda: jnp.linalg.outer(np.ones((2, 2)), np.ones(2)), ValueError, "one-dimensional"),
    (lambda: jnp.linalg.matrix_power(np.eye(2), 1.5), TypeError, "integer"),
    (lambda: jnp.linalg.tensorinv(np.ones((2, 3)), ind=1), ValueError, "product"),
    (lambda: jnp.linalg.solve(np.eye(3), np.ones(2)), ValueError, "incompatible shapes"),
    (lambda: jnp.linalg.multi_dot([np.ones(2)]), ValueError, "at least two"),
    (lambda: jnp.linalg.multi_dot([np.ones((2, 3)), np.ones((2, 3))]), ValueError, "not aligned"),
    (lambda: jnp.linalg.slogdet(np.eye(2), method="svd"), ValueError, "method"),
    (lambda: jnp.linalg.pinv(np.eye(2), rtol=0.1, rcond=0.1), ValueError, "only one"),
    (lambda: jnp.linalg.lstsq(np.ones((3, 2)), np.ones(4)), ValueError, "leading dimensions"),
    (lambda: jnp.linalg.cond(np.ones((2, 3)), 1), ValueError, "square"),
    (lambda: jnp.linalg.det([[1.0, 0.0], [0.0, 1.0]]), TypeError, "ndarray or scalar"),
    (lambda: jnp.linalg.cholesky(np.eye(2, dtype=np.float16)), TypeError, "float16"),
])
def test_bad_input_raises_clear_errors(call: Callable[[], Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()


WEAK_CALLS: dict[str, Callable[[Any, Any], Any]] = {
    "cholesky": lambda L, a: L.cholesky(a), "det": lambda L, a: L.det(a), "eig": lambda L, a: L.eig(a),
    "eigvals": lambda L, a: L.eigvals(a), "eigh": lambda L, a: L.eigh(a), "eigvalsh": lambda L, a: L.eigvalsh(a),
    "inv": lambda L, a: L.inv(a), "lstsq": lambda L, a: L.lstsq(a, a[:, 0]), "matrix_norm": lambda L, a: L.matrix_norm(a),
    "matrix_power": lambda L, a: L.matrix_power(a, 3), "matrix_power-negative": lambda L, a: L.matrix_power(a, -1),
    "matrix_rank": lambda L, a: L.matrix_rank(a), "matrix_transpose": lambda L, a: L.matrix_transpose(a),
    "multi_dot": lambda L, a: L.multi_dot([a, a, a]), "norm": lambda L, a: L.norm(a), "norm-2": lambda L, a: L.norm(a, 2),
    "norm-vector": lambda L, a: L.norm(a[0], 3), "outer": lambda L, a: L.outer(a[0], a[1]), "pinv": lambda L, a: L.pinv(a),
    "qr": lambda L, a: L.qr(a), "slogdet": lambda L, a: L.slogdet(a), "solve": lambda L, a: L.solve(a, a[0]),
    "solve-matrix": lambda L, a: L.solve(a, a), "svd": lambda L, a: L.svd(a), "svdvals": lambda L, a: L.svdvals(a),
    "tensordot": lambda L, a: L.tensordot(a, a), "tensorinv": lambda L, a: L.tensorinv(a, 1),
    "tensorsolve": lambda L, a: L.tensorsolve(a, a[0]), "trace": lambda L, a: L.trace(a), "vecdot": lambda L, a: L.vecdot(a, a),
    "vector_norm": lambda L, a: L.vector_norm(a), "cond": lambda L, a: L.cond(a), "cond-1": lambda L, a: L.cond(a, 1),
    "diagonal": lambda L, a: L.diagonal(a), "matmul": lambda L, a: L.matmul(a, a), "cross": lambda L, a: L.cross(a[0], a[1]),
}


@pytest.mark.parametrize("scalar", [2, 2.5, 2 + 1j], ids=["weak-int", "weak-float", "weak-complex"])
def test_weak_types_as_jax(scalar: complex) -> None:
    """Weakly typed matrices (``jnp.full((n, n), 2.5)``): every result's dtype and weak type
    as jax's; ``det`` and ``slogdet`` at every size whose algorithm differs (jax keeps the
    weak type of 2x2 and 3x3 determinants, computed by formula)."""
    sized = [(name, call, 3) for name, call in WEAK_CALLS.items()]
    sized += [(name, WEAK_CALLS[name], n) for name in ("det", "slogdet") for n in (1, 2, 4)]
    for name, call, n in sized:
        ours = flat(quiet(lambda: call(jnp.linalg, jnp.full((n, n), scalar))))
        theirs = flat(jax_abstract_or_eager(lambda: call(jax.numpy.linalg, jax.numpy.full((n, n), scalar))))
        assert [(x.dtype, x.weak_type) for x in ours] == [(x.dtype, x.weak_type) for x in theirs], (name, n)


def test_inside_scan_and_cond_bodies_under_grad_of_jit_against_jax() -> None:
    """jnp.linalg and scipy.linalg functions in a scan body and in cond branches, under
    ``grad(jit(...))`` and ``vmap(jit(...))``, against jax."""
    import jax.scipy.linalg as jax_scipy_linalg

    import jaxtypes.scipy.linalg as our_scipy_linalg

    def loss(np_: Any, sl: Any, lax_: Any) -> Callable[..., Any]:
        def step(carry: Any, _: Any) -> Any:
            x = carry + np_.linalg.solve(carry, np_.eye(3)) * 0.1
            return x, np_.linalg.slogdet(x)[1] + np_.linalg.norm(sl.expm(0.1 * x))

        def f(a: Any) -> Any:
            final, ys = lax_.scan(step, a, None, length=2)
            chosen = lax_.cond(ys[0] > -100.0, lambda m: np_.linalg.det(m) + sl.cho_solve(sl.cho_factor(m), m).sum(),
                               lambda m: np_.linalg.inv(m).sum(), final @ final.T)
            return ys.sum() + chosen
        return f

    a = hermitian_pd("float64", (3, 3), "bodies")
    batch = np.stack([a, 1.5 * a])
    ours = loss(jnp, our_scipy_linalg, jaxtypes.lax)
    theirs = loss(jax.numpy, jax_scipy_linalg, jax.lax)
    want_grad, want_vmap = jax_jit(lambda a, batch: (jax.grad(theirs)(a), jax.vmap(theirs)(batch)))(a, batch)
    close(jaxtypes.grad(jaxtypes.jit(ours))(jnp.asarray(a)), want_grad, "float64", scale=100.0)
    close(jaxtypes.vmap(jaxtypes.jit(ours))(jnp.asarray(batch)), want_vmap, "float64")
