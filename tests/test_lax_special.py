"""lax.igamma, igammac, igamma_grad_a, random_gamma_grad, betainc, bessel_i0e and
bessel_i1e against jax: values over grids that include the edges (0, tiny, large,
negative, NaN, inf) in float32, float64 (x64 mode), float16 and bfloat16, eager and
under jit; dtypes and weak types; errors; derivatives against jax.grad; vmap.

Tolerances (relative, with the same absolute floor): float32 1e-5, float64 1e-12,
float16 2e-3 and bfloat16 1.6e-2 (about one unit in the last place: both sides
compute in float32 and round). Every function runs inside one jit per dtype so
that the whole module stays within a few seconds of compilation.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import jax

import jaxtypes
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from tests import jax_versions
from tests.conftest import modes
from tests.lax_oracle import dtype, ours, theirs

TOLERANCE = {"float32": 1e-5, "float64": 1e-12, "float16": 2e-3, "bfloat16": 1.6e-2}

EDGES = [0.0, 1e-30, 0.1, 0.5, 1.0, 2.5, 10.0, 100.0, 1e4, -1.0, np.nan, np.inf]
BETA_AB = [0.0, 1e-30, 0.1, 0.5, 1.0, 3.0, 50.0, 1e4, -1.0, np.nan, np.inf]
BETA_X = [0.0, 1e-30, 0.1, 0.5, 0.9, 1.0, 1.5, -0.1, np.nan]
BESSEL = [0.0, 1e-30, -1e-30, 0.1, -0.5, 1.0, 7.9, 8.0, 8.1, -30.0, 1e4, -1e30, np.nan, np.inf, -np.inf]


def grids(dt: np.dtype[Any]) -> list[np.ndarray]:
    """The igamma family's (a, x) grid as a column and a row, betainc's (a, b, x) along
    three axes (lax broadcasting makes the grids), bessel's points."""
    with np.errstate(over="ignore"):  # 1e30 and 1e4 overflow in the narrow floats, as intended
        return [np.array(v).astype(dt) for v in (
            np.reshape(EDGES, (-1, 1)), np.reshape(EDGES, (1, -1)), np.reshape(BETA_AB, (-1, 1, 1)),
            np.reshape(BETA_AB, (1, -1, 1)), np.reshape(BETA_X, (1, 1, -1)), BESSEL)]


def everything(L: Any, a: Any, x: Any, ba: Any, bb: Any, bx: Any, z: Any) -> tuple[Any, ...]:
    return (L.igamma(a, x), L.igammac(a, x), L.igamma_grad_a(a, x), L.random_gamma_grad(a, x),
            L.betainc(ba, bb, bx), L.bessel_i0e(z), L.bessel_i1e(z))


NAMES = ["igamma", "igammac", "igamma_grad_a", "random_gamma_grad", "betainc", "bessel_i0e", "bessel_i1e"]


def check(got: Any, want: Any, rtol: float, what: str) -> None:
    assert got.dtype == want.dtype, (what, got.dtype, want.dtype)
    assert got.shape == want.shape, (what, got.shape, want.shape)
    assert bool(got.weak_type) == bool(want.weak_type), what
    g, w = np.asarray(got).astype(np.float64), np.asarray(want).astype(np.float64)
    np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol, equal_nan=True, err_msg=what)


def _without_infinite_a(got: Any, want: Any, what: str) -> tuple[Any, Any]:
    """The igamma family's grids without the row a = inf, where jax 0.11 changed its
    answers (tests/jax_versions.py); the row is checked to differ only there."""
    row = EDGES.index(np.inf)
    g, w = np.asarray(got), np.asarray(want)
    keep = np.ones(g.shape[0], bool)
    keep[row] = False
    differs = ~np.isclose(g[row].astype(np.float64), w[row].astype(np.float64), equal_nan=True)
    if what == "igamma":  # the change itself: 0 for finite x > 0, where 0.10 (and jaxtypes) give NaN
        x = np.asarray(EDGES)
        assert np.array_equal(differs, np.isfinite(x) & (x > 0.5) | (x == np.inf)), differs
    return _Masked(got, g[keep]), _Masked(want, w[keep])


class _Masked:
    """An array's rows kept, with the dtype, shape and weak type `check` compares."""

    def __init__(self, array: Any, rows: np.ndarray) -> None:
        self.dtype, self.weak_type, self.rows = array.dtype, array.weak_type, rows
        self.shape = rows.shape

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        return self.rows


@pytest.mark.parametrize("name", ["float32", "float64"])
def test_values_agree_with_jax(name: str) -> None:
    """float32: weakly typed operands, under jit; float64 (x64 mode): eagerly."""
    dt, rtol = dtype(name), TOLERANCE[name]
    weak = name == "float32"
    host = grids(dt)
    with modes(not weak, "standard"):  # (jax's betainc fails on weak float32 operands in x64 mode)
        expected = jax.jit(lambda *v: everything(jax.lax, *v))(*(theirs(h, weak) for h in host))
        args = [ours(h, weak) for h in host]
        got = jaxtypes.jit(lambda *v: everything(lax, *v))(*args) if weak else everything(lax, *args)
        for what, g, want in zip(NAMES, got, expected):
            if what.startswith(("igamma", "random_gamma")) and jax_versions.differs("igamma at a = inf"):
                g, want = _without_infinite_a(g, want, what)
            check(g, want, rtol, f"{what} {name}")
            w = np.asarray(want)
            assert np.isnan(w).any() and np.isfinite(w).sum() > w.size // 3, what  # edges and ordinary values


def test_half_precision_agrees_with_jax() -> None:
    """float16 and bfloat16 (computed in float32 and rounded back), under jit."""
    h16, b16 = grids(dtype("float16")), grids(dtype("bfloat16"))

    def fun(L: Any, a: Any, x: Any, z: Any, ba: Any, bb: Any, bx: Any, z2: Any) -> tuple[Any, ...]:
        return (L.igamma(a, x), L.bessel_i0e(z), L.bessel_i1e(z),
                L.betainc(ba, bb, bx), L.bessel_i0e(z2), L.bessel_i1e(z2))

    host = [h16[0], h16[1], h16[5], *b16[2:]]
    with modes(False, "standard"):
        expected = jax.jit(lambda *v: fun(jax.lax, *v))(*(theirs(h) for h in host))
        got = jaxtypes.jit(lambda *v: fun(lax, *v))(*(ours(h) for h in host))
        for i, (g, want) in enumerate(zip(got, expected)):
            if i == 0 and jax_versions.differs("igamma at a = inf"):
                g, want = _without_infinite_a(g, want, "igamma")
            check(g, want, TOLERANCE["float16" if i < 3 else "bfloat16"], f"result {i}")
        assert lax.bessel_i1e(1.5).weak_type and lax.bessel_i0e(ours(np.float16(2.0))).dtype == np.float16


def test_bad_operands_raise() -> None:
    f32, f16, i32 = ours(np.float32([1.0])), ours(np.float16([1.0])), ours(np.int32([1]))
    with pytest.raises(TypeError, match="lax.igamma requires arguments to have the same dtypes, got float32, float16"):
        lax.igamma(f32, f16)
    with pytest.raises(TypeError, match="lax.betainc requires arguments to have the same dtypes"):
        lax.betainc(f32, f32, f16)
    with pytest.raises(TypeError, match="lax.bessel_i0e does not accept dtype int32"):
        lax.bessel_i0e(i32)
    with pytest.raises(TypeError, match="lax.random_gamma_grad does not accept dtype int32"):
        lax.random_gamma_grad(i32, i32)
    with pytest.raises(TypeError, match="lax.betainc does not accept dtype int32 at position 2"):
        lax.betainc(f32, f32, i32)
    with pytest.raises(TypeError, match="same number of dimensions"):
        lax.igammac(f32, ours(np.ones((1, 1), np.float32)))
    with pytest.raises(ValueError, match="with respect to a is not supported"):
        jaxtypes.grad(lambda a: lax.betainc(a, 1.0, 0.5))(jnp.asarray(1.0))
    with pytest.raises(ValueError, match="with respect to b is not supported"):
        jaxtypes.grad(lambda b: lax.betainc(1.0, b, 0.5))(jnp.asarray(1.0))
    for f in (lax.igamma_grad_a, lax.random_gamma_grad):  # no derivative rule, as in jax
        with pytest.raises(NotImplementedError):
            jaxtypes.grad(lambda a: f(a, 1.0))(jnp.asarray(1.0))


A = np.array([0.3, 1.0, 2.5, 7.0, 0.8, 30.0])
X = np.array([0.2, 1.5, 2.0, 9.0, 0.05, 25.0])
Z = np.array([-3.0, -1e-20, 0.0, 1e-20, 0.5, 4.0, 8.5, -20.0])


def gradients(L: Any, grad: Any, a: Any, x: Any, z: Any) -> list[Any]:
    s = L.reduce_sum
    p = x / 40.0
    return [*grad(lambda a, x: s(L.igamma(a, x), (0,)), argnums=(0, 1))(a, x),
            *grad(lambda a, x: s(L.igammac(a, x) * x, (0,)), argnums=(0, 1))(a, x),
            grad(lambda p: s(L.betainc(a, a + 1.0, p), (0,)))(p),
            grad(lambda z: s(L.bessel_i0e(z), (0,)))(z),
            grad(lambda z: s(L.bessel_i1e(z), (0,)))(z),
            grad(lambda z: s(L.bessel_i1e(L.bessel_i0e(z) * z), (0,)))(z)]


def test_gradients_match_jax_grad() -> None:
    with modes(True, "standard"):
        want = jax.jit(lambda *v: gradients(jax.lax, jax.grad, *v))(*(theirs(h) for h in (A, X, Z)))
        got = jaxtypes.jit(lambda *v: gradients(lax, jaxtypes.grad, *v))(*(ours(h) for h in (A, X, Z)))
        for i, (g, w) in enumerate(zip(got, want)):
            check(g, w, 1e-11, f"gradient {i}")


def test_vmap_matches_jax() -> None:
    a = np.array([[0.5, 2.0, 7.0], [1.5, 0.1, 40.0]], np.float32)
    x = np.array([0.3, 4.0, 6.0], np.float32)

    def fun(L: Any, a: Any, x: Any) -> tuple[Any, ...]:
        return L.betainc(a, x, x / 10.0), L.bessel_i0e(a - x), L.bessel_i1e(a - x)

    with modes(False, "standard"):
        want = jax.jit(jax.vmap(lambda a, x: fun(jax.lax, a, x), in_axes=(0, None)))(a, x)
        got = jaxtypes.jit(jaxtypes.vmap(lambda a, x: fun(lax, a, x), in_axes=(0, None)))(ours(a), ours(x))
        for i, (g, w) in enumerate(zip(got, want)):
            check(g, w, 1e-5, f"vmap {i}")
