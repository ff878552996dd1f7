"""lax.sort, sort_key_val and top_k against jax: values (NaN, -0.0 and ties ordered as
JAX orders them), dtypes and weak types over every accepted dtype, eager and under
jit, in both 64-bit modes; errors; derivatives and vmap."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import jax

import jaxtypes
import jaxtypes.lax as lax
from tests.conftest import modes, stable_rng
from tests.gradient_checks import Case, case_rng, check_against_jax, check_finite_differences, close
from tests.gradient_checks import arguments, ours as ours_fun, theirs as theirs_fun
from tests.lax_oracle import NUMPY_DTYPES, assert_same, dtype, ours, sample, theirs

DTYPES = NUMPY_DTYPES + ["bfloat16", "float8_e4m3fn", "int4"]


def special_values(dt: np.dtype[Any], rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Random values with repeats (ties), and for floats NaN, -NaN, +-0.0 and infinities."""
    host = sample(dt, rng, shape)
    flat = host.reshape(-1)
    flat[1::5] = flat[0]  # ties: stability shows
    if dt.kind == "f" or "float" in dt.name:
        specials = np.array([np.nan, -np.nan, -0.0, 0.0, np.inf, -np.inf], np.float32)
        if "e4m3fn" in dt.name:
            specials = specials[:4]  # no infinities
        flat[rng.integers(0, flat.size, len(specials))] = specials.astype(dt)
    if dt.kind == "c":
        flat[2] = complex(np.nan, 1)
        flat[3] = complex(0.0, -0.0)
    return host


def _sorts(L: Any, x: Any, y: Any) -> Any:
    return (L.sort(x), L.sort(x, dimension=0), L.sort((x, y), num_keys=1), L.sort((y, x), dimension=0, num_keys=2),
            L.sort_key_val(x, y, dimension=1, is_stable=True))


SORT_CASES = [(n, True) for n in DTYPES] + [(n, False) for n in DTYPES if n not in ("uint64", "int64", "float64",
                                                                                      "complex128")]


@pytest.mark.parametrize(("name", "x64"), SORT_CASES)
def test_sort_agrees_with_jax(name: str, x64: bool) -> None:
    dt = dtype(name)
    rng = stable_rng("sort", name)
    host = special_values(dt, rng, (4, 6))
    other = np.arange(24, dtype=np.int32).reshape(4, 6)[:, ::-1].copy()
    with modes(x64, "standard"):
        expected = _sorts(jax.lax, theirs(host), theirs(other))
        eager = _sorts(lax, ours(host), ours(other))
        jitted = jaxtypes.jit(lambda a, b: _sorts(lax, a, b))(ours(host), ours(other))
        for got in (eager, jitted):
            for g, e in zip(jaxtypes.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(expected)):
                assert_same(g, e)


@pytest.mark.parametrize("name", ["int2", "uint2"])
def test_two_bit_operands_sort_as_their_8_bit_values(name: str) -> None:
    """jax 0.10.2 fails in XLA on 2-bit operands; lax.sort here sorts them in 8 bits, so
    the oracle is jax on the same values in the 8-bit integer of their signedness."""
    dt = dtype(name)
    host = special_values(dt, stable_rng("sort", name), (4, 6))
    other = np.arange(24, dtype=np.int32).reshape(4, 6)[:, ::-1].copy()
    wide = host.astype(np.int8 if name == "int2" else np.uint8)
    with modes(False, "standard"):
        expected = jax.tree_util.tree_map(lambda a: a.astype(dt) if a.dtype == wide.dtype else a,
                                          _sorts(jax.lax, theirs(wide), theirs(other)))
        eager = _sorts(lax, ours(host), ours(other))
        jitted = jaxtypes.jit(lambda a, b: _sorts(lax, a, b))(ours(host), ours(other))
        for got in (eager, jitted):
            for g, e in zip(jaxtypes.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(expected), strict=True):
                assert_same(g, e)


@pytest.mark.parametrize("name", [n for n in DTYPES if "complex" not in n])
def test_top_k_agrees_with_jax(name: str) -> None:
    dt = dtype(name)
    host = special_values(dt, stable_rng("top_k", name), (3, 7))
    with modes(True, "standard"):
        for k, axis in [(3, -1), (7, 1), (0, -1), (2, 0)]:
            values, indices = lax.top_k(ours(host), k, axis=axis)
            if name == "int4":  # jax's top_k fails on int4 in XLA; ours computes in int8
                want_values, want_indices = jax.lax.top_k(theirs(host.astype(np.int8)), k, axis=axis)
                want_values = want_values.astype(dt)
            else:
                want_values, want_indices = jax.lax.top_k(theirs(host), k, axis=axis)
            assert_same(values, want_values)
            assert_same(indices, want_indices)
        jitted = jaxtypes.jit(lambda a: lax.top_k(a, 4))(ours(host))
        for g, e in zip(jitted, lax.top_k(ours(host), 4)):
            assert_same(g, e)


def test_weak_types_follow_each_operand() -> None:
    host = np.array([3.0, 1.0, 2.0])
    with modes(False, "standard"):
        for weak in (False, True):
            assert_same(lax.sort(ours(host, weak)), jax.lax.sort(theirs(host, weak)))
            k, v = lax.sort_key_val(ours(host, weak), ours(host.astype(np.int32)))
            ek, ev = jax.lax.sort_key_val(theirs(host, weak), theirs(host.astype(np.int32)))
            assert_same(k, ek)
            assert_same(v, ev)
            got, expected = lax.top_k(ours(host, weak), 2), jax.lax.top_k(theirs(host, weak), 2)
            assert_same(got[0], expected[0])
            assert_same(got[1], expected[1])


def test_bad_input_raises_clear_errors() -> None:
    x = ours(np.zeros((2, 3), np.float32))
    with pytest.raises(TypeError, match="same shape"):
        lax.sort((x, ours(np.zeros((3, 2), np.float32))))
    with pytest.raises(ValueError, match="num_keys"):
        lax.sort((x, x), num_keys=3)
    with pytest.raises(np.exceptions.AxisError, match="out of bounds"):
        lax.sort(x, dimension=2)
    with pytest.raises(TypeError, match="at least one dimension"):
        lax.sort(ours(np.float32(1)))
    with pytest.raises(ValueError, match="k must be in"):
        lax.top_k(x, 4)
    with pytest.raises(TypeError, match="complex"):
        lax.top_k(ours(np.zeros(3, np.complex64)), 1)


CASES = [
    Case("sort", lambda L, N, x: L.sort(x * x) * N.arange(6.0).reshape(2, 3), ((2, 3),)),
    Case("sort_dim0", lambda L, N, x: L.sort(N.sin(x), dimension=0), ((3, 2),)),
    Case("sort_two_keys", lambda L, N, x, y: L.sort((N.round(x), y, x * y), num_keys=2)[2], ((2, 5), (2, 5)),
         smooth=False),
    Case("sort_key_val", lambda L, N, x, y: L.sort_key_val(x, y)[1] + L.sort_key_val(x, y)[0] ** 2, ((2, 4), (2, 4))),
    Case("top_k", lambda L, N, x: L.top_k(x * x, 2)[0] * N.array([1.0, -3.0]), ((3, 4),)),
    Case("top_k_axis0", lambda L, N, x: L.top_k(N.exp(x), 2, axis=0)[0], ((4, 3),)),
]
IDS = [c.name for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_derivatives_match_jax_and_finite_differences(case: Case) -> None:
    check_against_jax(case, case_rng(case))
    if case.smooth:
        check_finite_differences(case, case_rng(case))


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_vmap_and_jit_of_grad_match_jax(case: Case) -> None:
    rng = case_rng(case)
    with modes(True, "standard"):
        batched = [np.stack([a for a in arguments(case, rng)[:1] for _ in range(1)] + [arguments(case, rng)[0]], axis=1)]
        rest = arguments(case, rng)[1:]
        mapped = jaxtypes.vmap(ours_fun(case), in_axes=(1,) + (None,) * len(rest))(
            *[jaxtypes.numpy.asarray(b) for b in batched + rest])
        expected = jax.vmap(theirs_fun(case), in_axes=(1,) + (None,) * len(rest))(*[jax.numpy.asarray(b) for b in batched + rest])
        close(mapped, expected)
        args = arguments(case, rng)

        def total(L: Any, f: Any) -> Any:
            return lambda *a: L.reduce_sum(f(*a), tuple(range(f(*a).ndim)))

        ours_grad = jaxtypes.jit(jaxtypes.grad(total(lax, ours_fun(case))))(*[jaxtypes.numpy.asarray(a) for a in args])
        jax_grad = jax.grad(total(jax.lax, theirs_fun(case)))(*[jax.numpy.asarray(a) for a in args])
        close(ours_grad, jax_grad)
