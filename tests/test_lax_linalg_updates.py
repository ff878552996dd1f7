"""cholesky_update, ormqr, symmetric_product (``runtime/lax/linalg_updates.py``), qdwh
(``runtime/lax/qdwh.py``) and eigh's ``implementation=`` against jax.lax.linalg: values,
dtypes and weak types eagerly, under ``jit`` and ``vmap``; derivatives (which jax lacks
for the first three) against jax's derivatives of the same maps written out; bad input
raising jax's error classes. Runs in 64-bit mode throughout."""

from __future__ import annotations

import warnings
from typing import Any

import jax
import jax.numpy as jjnp
import numpy as np
import pytest
from jax.lax import linalg as jlinalg

import jaxtypes
from jaxtypes.lax import linalg
from jaxtypes.runtime.core.creation import asarray
from tests.linalg_checks import x64  # noqa: F401  (an autouse fixture: 64-bit mode)
from tests.linalg_checks import DTYPES, close, flat, hermitian_pd, rand

FLOATS = ["float32", "float64"]


def quietly(call: Any, *args: Any, **kwargs: Any) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return call(*args, **kwargs)


def upper_factor(dtype: str, batch: tuple[int, ...] = ()) -> np.ndarray:
    spd = hermitian_pd(dtype, (*batch, 4, 4), "update")
    return np.swapaxes(np.linalg.cholesky(spd), -1, -2).astype(dtype)


def reflectors(dtype: str, shape: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
    """Householder reflectors and scalar factors as geqrf leaves them (from jax)."""
    h, taus = quietly(jjnp.linalg.qr, rand(dtype, shape, "reflectors"), mode="raw")
    return np.asarray(h.mT), np.asarray(taus)


ORMQR_FLAGS = [dict(left=left, transpose=t) for left in (True, False) for t in (False, True)]


def ormqr_operand(dtype: str, m: int, left: bool, *key: object) -> np.ndarray:
    return rand(dtype, (m, 2) if left else (2, m), "c", left, *key)


def compare(ours: Any, theirs: Any, dtype: str, scale: float = 10.0) -> None:
    ours, theirs = flat(ours), flat(theirs)
    assert len(ours) == len(theirs)
    for got, want in zip(ours, theirs):
        close(got, np.asarray(want), dtype, scale)
        assert bool(got.weak_type) == bool(want.weak_type)


# -- values: eagerly and under jit ----------------------------------------------------------

@pytest.mark.parametrize("dtype", FLOATS)
def test_cholesky_update_and_symmetric_product_against_jax(dtype: str) -> None:
    r, w = upper_factor(dtype), rand(dtype, (4,), "w")
    a, c = rand(dtype, (4, 3), "a"), hermitian_pd(dtype, (4, 4), "c")
    cases = [
        (lambda L, *x: L.cholesky_update(*x), [r, w]),
        (lambda L, *x: L.symmetric_product(*x), [a, c]),
        (lambda L, *x: L.symmetric_product(*x, alpha=-2, beta=0.5), [a, c]),
        (lambda L, *x: L.symmetric_product(*x, alpha=1.5, beta=3.0, symmetrize_output=True), [a, c]),
    ]
    for call, inputs in cases:
        want = quietly(call, jlinalg, *inputs)
        compare(call(linalg, *map(asarray, inputs)), want, dtype)
        compare(jaxtypes.jit(lambda *x, f=call: f(linalg, *x))(*map(asarray, inputs)), want, dtype)
    updated = np.asarray(linalg.cholesky_update(asarray(r), asarray(w)), np.float64)
    np.testing.assert_allclose(updated.T @ updated, r.T @ r + np.outer(w, w), rtol=1e-4 if dtype == "float32" else 1e-12)
    assert np.allclose(np.tril(updated, -1), 0) and (np.diag(updated) > 0).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_ormqr_against_jax(dtype: str) -> None:
    """Every side and transposition, tall and wide reflectors, eagerly and in one jit program."""
    cases = []
    for shape in ((5, 3), (3, 5)):
        h, taus = reflectors(dtype, shape)
        for flags in ORMQR_FLAGS:
            cases.append((flags, [h, taus, ormqr_operand(dtype, shape[0], flags["left"], shape)]))
    want = [quietly(jlinalg.ormqr, *inputs, **flags) for flags, inputs in cases]
    staged = jaxtypes.jit(lambda *groups: [linalg.ormqr(*g, **f) for (f, _), g in zip(cases, groups)])(
        *[tuple(map(asarray, inputs)) for _, inputs in cases])
    for (flags, inputs), got_jit, w in zip(cases, staged, want):
        compare(got_jit, w, dtype)
        compare(linalg.ormqr(*map(asarray, inputs), **flags), w, dtype)
    h, taus = reflectors(dtype, (5, 3))  # against Q itself
    q = np.asarray(quietly(jlinalg.householder_product, np.pad(h, ((0, 0), (0, 2))), taus))
    c = ormqr_operand(dtype, 5, True, "q")
    close(linalg.ormqr(asarray(h), asarray(taus), asarray(c), transpose=True), q.conj().T @ c, dtype)
    no_reflectors = np.zeros((0,), dtype)
    close(linalg.ormqr(asarray(h), asarray(no_reflectors), asarray(c)), c, dtype, scale=0.0)


QDWH_VARIANTS = [dict(), dict(max_iterations=2), dict(eps=1e-3), dict(dynamic_shape=(4, 2))]


@pytest.mark.parametrize("dtype", DTYPES)
def test_qdwh_against_jax(dtype: str) -> None:
    """u, h, the iteration count (weak default int) and convergence flag are jax's; u h = x."""
    x = rand(dtype, (5, 3), "qdwh")
    variants = QDWH_VARIANTS if dtype in ("float64", "complex64") else QDWH_VARIANTS[:1]
    for kwargs in variants:
        want = quietly(jlinalg.qdwh, x, **kwargs)
        got = linalg.qdwh(asarray(x), **kwargs)
        compare(got, want, dtype)
    u, h, num_iters, converged = linalg.qdwh(asarray(x))
    assert bool(converged) and np.asarray(num_iters).dtype == np.int64
    close(np.asarray(u) @ np.asarray(h), x, dtype)


def test_qdwh_under_jit_with_a_traced_dynamic_shape() -> None:
    x = rand("float64", (5, 3), "qdwh")
    run = jaxtypes.jit(lambda x, m: linalg.qdwh(x, dynamic_shape=(m, 2)))
    compare(run(asarray(x), 4), quietly(jax.jit(lambda x, m: jlinalg.qdwh(x, dynamic_shape=(m, 2))), x, 4), "float64")


def test_eigh_implementation() -> None:
    """QR (and, as in jax, anything that is not JACOBI or QDWH) is LAPACK's kernel; the
    other two are jax's NotImplementedError on the CPU, eagerly and under jit."""
    a = hermitian_pd("float64", (4, 4), "eigh")
    default = linalg.eigh(asarray(a))
    for implementation in (None, linalg.EighImplementation.QR, "qr"):
        for got, want in zip(linalg.eigh(asarray(a), implementation=implementation), default):
            close(got, np.asarray(want), "float64", scale=0.0)
    for implementation in (linalg.EighImplementation.JACOBI, linalg.EighImplementation.QDWH):
        with pytest.raises(NotImplementedError) as theirs:
            quietly(jlinalg.eigh, a, implementation=jlinalg.EighImplementation(implementation.value))
        with pytest.raises(NotImplementedError, match=str(theirs.value)):
            linalg.eigh(asarray(a), implementation=implementation)
        with pytest.raises(NotImplementedError):
            jaxtypes.jit(lambda x, i=implementation: linalg.eigh(x, implementation=i))(asarray(a))


# -- vmap -----------------------------------------------------------------------------------

def test_vmap_against_jax() -> None:
    """vmap over a middle axis (and with unbatched operands) against jax's vmap, or for
    cholesky_update (which jax cannot batch) against one call per matrix."""
    r = upper_factor("float64", (3,))
    w = rand("float64", (3, 4), "w")
    got = jaxtypes.vmap(linalg.cholesky_update, in_axes=(1, 0))(asarray(np.moveaxis(r, 0, 1)), asarray(w))
    for i in range(3):
        close(got[i], np.asarray(quietly(jlinalg.cholesky_update, r[i], w[i])), "float64")
    got = jaxtypes.vmap(linalg.cholesky_update, in_axes=(None, 0))(asarray(r[0]), asarray(w))
    close(got[2], np.asarray(quietly(jlinalg.cholesky_update, r[0], w[2])), "float64")

    a, c = rand("float32", (3, 4, 2), "a"), hermitian_pd("float32", (4, 4), "c")
    call = lambda L: L.symmetric_product  # noqa: E731
    compare(jaxtypes.vmap(lambda a_, c_: linalg.symmetric_product(a_, c_, alpha=2.0, beta=-1.0), (0, None))(
        asarray(a), asarray(c)),
        quietly(jax.vmap(lambda a_, c_: call(jlinalg)(a_, c_, alpha=2.0, beta=-1.0), (0, None)), a, c), "float32")

    h, taus = reflectors("complex128", (5, 3))
    cs = rand("complex128", (5, 3, 2), "c")
    for flags in ORMQR_FLAGS[:2]:
        compare(jaxtypes.vmap(lambda c_, f=flags: linalg.ormqr(asarray(h), asarray(taus), c_, **f), in_axes=1)(asarray(cs)),
                quietly(jax.vmap(lambda c_, f=flags: jlinalg.ormqr(h, taus, c_, **f), in_axes=1), cs), "complex128")
    hs = np.stack([h, reflectors("complex128", (5, 3))[0]])
    ts = np.stack([taus, taus])
    compare(jaxtypes.vmap(linalg.ormqr)(asarray(hs), asarray(ts), asarray(cs[:, :2].transpose(1, 0, 2))),
            quietly(jax.vmap(jlinalg.ormqr), hs, ts, cs[:, :2].transpose(1, 0, 2)), "complex128")

    xs = rand("float64", (2, 5, 3), "qdwh-batch")
    compare(jaxtypes.vmap(linalg.qdwh)(asarray(xs)), quietly(jax.vmap(jlinalg.qdwh), xs), "float64")


# -- derivatives ----------------------------------------------------------------------------

def cholesky_update_reference(r: Any, w: Any) -> Any:
    """The map cholesky_update computes, written with jax's cholesky (which has a JVP)."""
    return jjnp.linalg.cholesky(r.T @ r + jjnp.outer(w, w)).T


def symmetric_product_reference(a: Any, c: Any) -> Any:
    return -2.0 * (a @ a.T) + 0.5 * c


@pytest.mark.parametrize("dtype", FLOATS)
def test_jvp_and_grad_against_jax_references(dtype: str) -> None:
    r, w = upper_factor(dtype), rand(dtype, (4,), "w")
    a, c = rand(dtype, (4, 3), "a"), hermitian_pd(dtype, (4, 4), "c")
    cases = [
        (linalg.cholesky_update, cholesky_update_reference, [r, w],
         [np.triu(rand(dtype, (4, 4), "dr")).astype(dtype), rand(dtype, (4,), "dw")]),
        (lambda a_, c_: linalg.symmetric_product(a_, c_, alpha=-2, beta=0.5), symmetric_product_reference, [a, c],
         [rand(dtype, (4, 3), "da"), rand(dtype, (4, 4), "dc")]),
    ]
    for ours, reference, primals, tangents in cases:
        want = quietly(jax.jvp, reference, tuple(primals), tuple(tangents))
        got = jaxtypes.jit(lambda p, t, f=ours: jaxtypes.jvp(f, p, t))(tuple(map(asarray, primals)),
                                                                        tuple(map(asarray, tangents)))
        for g, wnt in zip(got, want):
            close(g, np.asarray(wnt), dtype, scale=100.0)
        weights = rand(dtype, (4, 4), "weights")
        want_grad = quietly(jax.grad(lambda *p, f=reference: (jjnp.sin(f(*p)) * weights).sum(), argnums=(0, 1)),
                            *primals)
        got_grad = jaxtypes.grad(lambda *p, f=ours: (jaxtypes.numpy.sin(f(*p)) * asarray(weights)).sum(),
                                 argnums=(0, 1))(*map(asarray, primals))
        for g, wnt in zip(got_grad, want_grad):
            if reference is cholesky_update_reference and g.ndim == 2:  # r's upper triangle is what is read
                g, wnt = np.triu(np.asarray(g)), np.triu(np.asarray(wnt))
            close(g, np.asarray(wnt), dtype, scale=100.0)


def test_cholesky_update_gradient_by_finite_differences() -> None:
    r, w = upper_factor("float64"), rand("float64", (4,), "w")
    weights = rand("float64", (4, 4), "weights")
    loss = jaxtypes.jit(lambda w_: (jaxtypes.numpy.sin(linalg.cholesky_update(asarray(r), w_)) * weights).sum())
    direction, eps = rand("float64", (4,), "direction"), 1e-6
    difference = (float(loss(asarray(w + eps * direction))) - float(loss(asarray(w - eps * direction)))) / (2 * eps)
    gradient = np.asarray(jaxtypes.grad(loss)(asarray(w)))
    np.testing.assert_allclose((gradient * direction).sum(), difference, rtol=1e-6)


@pytest.mark.parametrize("dtype", ["float64", "complex128"])
def test_ormqr_derivatives_in_c(dtype: str) -> None:
    """ormqr is linear in c: its JVP and VJP are jax's for the same product with Q formed."""
    h, taus = reflectors(dtype, (5, 3))
    q = np.asarray(quietly(jlinalg.householder_product, np.pad(h, ((0, 0), (0, 2))), taus))
    for flags in ORMQR_FLAGS:
        c = ormqr_operand(dtype, 5, flags["left"], "grad")
        op = q.conj().T if flags["transpose"] else q
        reference = (lambda c_, o=op: o @ c_) if flags["left"] else (lambda c_, o=op: c_ @ o)
        ours = lambda c_, f=flags: linalg.ormqr(asarray(h), asarray(taus), c_, **f)  # noqa: E731
        dc, ct = rand(dtype, c.shape, "dc"), rand(dtype, c.shape, "ct")
        _, tangent = jaxtypes.jvp(ours, (asarray(c),), (asarray(dc),))
        close(tangent, np.asarray(reference(dc)), dtype)
        _, pullback = jaxtypes.vjp(ours, asarray(c))
        close(pullback(asarray(ct))[0], np.asarray(quietly(jax.vjp, reference, c)[1](ct)[0]), dtype)
    with pytest.raises(NotImplementedError, match="differentiable in c only"):
        c = ormqr_operand(dtype, 5, True, "grad")
        jaxtypes.jvp(lambda a_: linalg.ormqr(a_, asarray(taus), asarray(c)), (asarray(h),), (asarray(h),))


def test_qdwh_has_no_reverse_mode_derivative_like_jax() -> None:
    x = rand("float64", (4, 3), "qdwh")
    with pytest.raises(ValueError):
        quietly(jax.grad(lambda x_: jlinalg.qdwh(x_)[0].sum()), x)
    with pytest.raises((ValueError, TypeError, NotImplementedError)):
        jaxtypes.grad(lambda x_: linalg.qdwh(x_)[0].sum())(asarray(x))


# -- bad input --------------------------------------------------------------------------

R = np.triu(np.ones((3, 3))) + 2 * np.eye(3)
V = np.arange(3.0)
H, TAUS = np.tril(np.arange(12.0).reshape(4, 3) + 1), np.ones(3)
C4 = np.ones((4, 2))
A32 = np.ones((3, 2))

BAD_INPUT = {
    "cholesky_update-complex": lambda L: L.cholesky_update(R.astype(np.complex64), V.astype(np.complex64)),
    "cholesky_update-int": lambda L: L.cholesky_update(R.astype(np.int32), V.astype(np.int32)),
    "cholesky_update-mixed": lambda L: L.cholesky_update(R, V.astype(np.float32)),
    "cholesky_update-batched": lambda L: L.cholesky_update(np.stack([R, R]), np.stack([V, V])),
    "cholesky_update-size": lambda L: L.cholesky_update(R, V[:2]),
    "cholesky_update-rank": lambda L: L.cholesky_update(R, R),
    "cholesky_update-non-square": lambda L: L.cholesky_update(R[:2], V),
    "ormqr-c-rows": lambda L: L.ormqr(H, TAUS, C4.T),
    "ormqr-c-columns": lambda L: L.ormqr(H, TAUS, C4, left=False),
    "ormqr-int": lambda L: L.ormqr(H.astype(np.int64), TAUS, C4),
    "ormqr-mixed": lambda L: L.ormqr(H, TAUS.astype(np.float32), C4),
    "ormqr-float16": lambda L: L.ormqr(H.astype(np.float16), TAUS.astype(np.float16), C4.astype(np.float16)),
    "ormqr-taus-rank": lambda L: L.ormqr(H, TAUS[0], C4),
    "ormqr-batch-count": lambda L: L.ormqr(np.stack([H, H]), np.stack([TAUS, TAUS]), C4),
    "symmetric_product-square": lambda L: L.symmetric_product(A32, np.eye(2)),
    "symmetric_product-non-square": lambda L: L.symmetric_product(A32, np.ones((3, 2))),
    "symmetric_product-complex": lambda L: L.symmetric_product(A32.astype(np.complex64), np.eye(3, dtype=np.complex64)),
    "symmetric_product-int": lambda L: L.symmetric_product(A32.astype(np.int64), np.eye(3, dtype=np.int64)),
    "symmetric_product-mixed": lambda L: L.symmetric_product(A32, np.eye(3, dtype=np.float32)),
    "qdwh-wide": lambda L: L.qdwh(A32.T),
    "qdwh-int": lambda L: L.qdwh(A32.astype(np.int32)),
    "qdwh-float16": lambda L: L.qdwh(A32.astype(np.float16)),
    "qdwh-batched": lambda L: L.qdwh(np.stack([A32, A32])),
    "qdwh-vector": lambda L: L.qdwh(V),
}


@pytest.mark.parametrize("name", list(BAD_INPUT))
def test_bad_input_raises_jax_error_class(name: str) -> None:
    call = BAD_INPUT[name]
    with pytest.raises(Exception) as theirs:
        quietly(call, jlinalg)
    expected = type(theirs.value)
    with pytest.raises((TypeError, ValueError)) as ours:
        call(linalg)
    assert isinstance(ours.value, expected), (name, type(ours.value), expected, str(ours.value))
    assert str(ours.value)


def test_bad_input_jax_does_not_catch() -> None:
    """What jax's kernels crash or misbehave on is a clear error here."""
    with pytest.raises(ValueError, match="reflectors"):
        linalg.ormqr(H, np.ones(4), C4)  # more scalar factors than reflectors
    with pytest.raises(ValueError, match="same batch dimensions"):
        linalg.ormqr(np.stack([H, H]), np.ones((3, 3)), np.stack([C4, C4]))
    with pytest.raises(TypeError, match="alpha"):
        linalg.symmetric_product(A32, np.eye(3), alpha=1j)


def test_every_public_name_of_jax_lax_linalg() -> None:
    import jax.lax.linalg as jax_linalg

    theirs = {n for n in dir(jax_linalg) if not n.startswith("_") and not n.endswith("_p")}
    assert theirs <= set(linalg.__all__), sorted(theirs - set(linalg.__all__))
