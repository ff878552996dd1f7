"""lax.cumsum/cumprod/cummax/cummin/cumlogsumexp and the special functions polygamma
and zeta against jax: values, dtypes and weak types over the accepted dtypes, eager
and under jit; errors; derivatives (lgamma to second order through digamma's JVP)
and vmap."""

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

OPS = ["cumsum", "cumprod", "cummax", "cummin", "cumlogsumexp"]
DTYPES = NUMPY_DTYPES + ["bfloat16", "float8_e4m3fn", "int4"]


def accepted(op: str, dt: np.dtype[Any]) -> bool:
    if op == "cumlogsumexp":
        return dt.kind == "f" or dt.name in ("bfloat16", "float8_e4m3fn")
    return dt.kind != "b"


def tolerance(dt: np.dtype[Any]) -> float:
    if dt.kind in "iub" or "int" in dt.name:
        return 0.0
    return {1: 0.3, 2: 2e-2, 4: 1e-5, 8: 1e-6 if dt.kind == "c" else 1e-12, 16: 1e-12}[dt.itemsize]


def _all(L: Any, op: str, x: Any) -> Any:
    f = getattr(L, op)
    return f(x), f(x, 1, True)


@pytest.mark.parametrize("name", DTYPES)
def test_cumulative_reductions_agree_with_jax(name: str) -> None:
    dt = dtype(name)
    rng = stable_rng("cumulative", name)
    host = sample(dt, rng, (3, 5))
    if dt.kind in "fc" or "float" in dt.name:
        host = (host.astype(np.complex128 if dt.kind == "c" else np.float64) / 8).astype(dt)  # products stay finite
    with modes(True, "standard"):
        for op in OPS:
            if not accepted(op, dt):
                with pytest.raises(TypeError, match=f"lax.{op} does not accept dtype"):
                    getattr(lax, op)(ours(host))
                continue
            expected = _all(jax.lax, op, theirs(host))
            eager = _all(lax, op, ours(host))
            jitted = jaxtypes.jit(lambda a: _all(lax, op, a))(ours(host))
            for got in (eager, jitted):
                for g, e in zip(got, expected):
                    assert_same(g, e, rtol=tolerance(dt))


def test_weak_type_is_kept_and_nan_propagates() -> None:
    host = np.array([1.0, np.nan, -2.0, 3.0])
    with modes(False, "standard"):
        for op in OPS:
            for weak in (False, True):
                assert_same(getattr(lax, op)(ours(host, weak)), getattr(jax.lax, op)(theirs(host, weak)), rtol=1e-6)


def test_bad_input_raises_clear_errors() -> None:
    with pytest.raises(np.exceptions.AxisError, match="out of bounds"):
        lax.cumsum(ours(np.zeros((2, 3))), axis=2)
    with pytest.raises(ValueError, match="negative axes"):
        lax.cumsum(ours(np.zeros((2, 3))), axis=-1)
    with pytest.raises(TypeError, match="at least one dimension"):
        lax.cummax(ours(np.float32(1)))
    with pytest.raises(TypeError, match="does not accept dtype bool"):
        lax.cumsum(ours(np.array([True])))
    with pytest.raises(TypeError, match="does not accept dtype int32"):
        lax.polygamma(ours(np.int32([1])), ours(np.int32([2])))
    with modes(True, "standard"), pytest.raises(TypeError, match="same dtypes"):
        lax.zeta(ours(np.float32([2])), ours(np.float64([1])))


@pytest.mark.parametrize("name", ["float16", "bfloat16", "float32", "float64", "float8_e4m3fn"])
def test_special_functions_agree_with_jax(name: str) -> None:
    dt = dtype(name)
    m = np.array([[0.0, 1.0, 2.0, 3.0]]).repeat(2, 0).astype(dt)
    x = np.array([[0.5, 1.5, 2.5, 4.0], [-1.5, 3.0, 0.25, 6.0]]).astype(dt)
    s = np.array([[2.0, 3.0, 1.5, 4.0]]).repeat(2, 0).astype(dt)
    rtol = {"float16": 2e-2, "bfloat16": 5e-2, "float8_e4m3fn": 0.2, "float32": 1e-5, "float64": 1e-12}[name]
    with modes(True, "standard"):
        cases = [(lax.polygamma, jax.lax.polygamma, m, x), (lax.zeta, jax.lax.zeta, s, np.abs(x).astype(dt))]
        for ours_f, jax_f, a, b in cases:
            expected = jax_f(theirs(a), theirs(b))
            assert_same(ours_f(ours(a), ours(b)), expected, rtol=rtol)
            assert_same(jaxtypes.jit(ours_f)(ours(a), ours(b)), expected, rtol=rtol)
        assert_same(lax.polygamma(1.0, 2.5), jax.lax.polygamma(1.0, 2.5), rtol=1e-12)  # weak scalars


CASES = [
    *(Case(op, lambda L, N, x, op=op: getattr(L, op)(x, 1) * N.arange(12.0).reshape(3, 4), ((3, 4),), (0.5, 2.0))
      for op in OPS),
    *(Case(f"{op}_reverse", lambda L, N, x, op=op: getattr(L, op)(N.sin(x), 0, True), ((5, 2),))
      for op in ("cumsum", "cumprod", "cumlogsumexp")),
    Case("cumprod_zeros", lambda L, N, x: L.cumprod(N.round(x), 0), ((6, 2),), smooth=False),
    Case("lgamma", lambda L, N, x: L.lgamma(x), ((2, 3),), (0.3, 2.5)),
    Case("digamma", lambda L, N, x: L.digamma(x), ((2, 3),), (0.3, 2.5)),
    Case("polygamma", lambda L, N, x: L.polygamma(N.full_like(x, 2.0), x), ((2, 3),), (0.3, 2.5)),
]
IDS = [c.name for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_derivatives_match_jax_and_finite_differences(case: Case) -> None:
    if case.name.startswith("cummax") or case.name.startswith("cummin"):
        case = Case(case.name, case.fun, case.shapes, case.domain, smooth=False)  # kinks where the max changes
    check_against_jax(case, case_rng(case))
    if case.smooth:
        check_finite_differences(case, case_rng(case))


def test_zeta_derivative_in_q_matches_finite_differences() -> None:
    # (jax defines no derivative of zeta; d/dq zeta(x, q) = -x zeta(x + 1, q))
    case = Case("zeta_q", lambda L, N, q: L.zeta(N.full_like(q, 3.0), q), ((2, 3),), (0.5, 2.5))
    check_finite_differences(case, case_rng(case))
    with pytest.raises(ValueError, match="with respect to m"):
        jaxtypes.grad(lambda m: lax.polygamma(m, 2.0))(jaxtypes.numpy.asarray(1.0))


@pytest.mark.parametrize("case", CASES[:5] + CASES[-1:], ids=IDS[:5] + IDS[-1:])
def test_vmap_and_jit_of_grad_match_jax(case: Case) -> None:
    rng = case_rng(case)
    with modes(True, "standard"):
        batched = np.stack([arguments(case, rng)[0] for _ in range(3)], axis=-1)
        mapped = jaxtypes.vmap(ours_fun(case), in_axes=-1)(jaxtypes.numpy.asarray(batched))
        close(mapped, jax.vmap(theirs_fun(case), in_axes=-1)(jax.numpy.asarray(batched)))
        (arg,) = arguments(case, rng)
        ours_grad = jaxtypes.jit(jaxtypes.grad(lambda a: lax.reduce_sum(ours_fun(case)(a), (0, 1))))(
            jaxtypes.numpy.asarray(arg))
        close(ours_grad, jax.grad(lambda a: jax.lax.reduce_sum(theirs_fun(case)(a), (0, 1)))(jax.numpy.asarray(arg)))
