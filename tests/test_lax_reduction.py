"""lax reductions on real XLA: values against NumPy, identities, errors and weak types against jax."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jax

from jaxtypes.runtime.lax import reduction as lax_reduction
from jaxtypes.runtime.core.creation import asarray
from tests.conftest import modes, stable_rng
from tests.lax_oracle import NUMPY_DTYPES, assert_same, comparable, dtype, ours, same_error, sample, staged, theirs

lax = types.SimpleNamespace(**{name: getattr(lax_reduction, name) for name in lax_reduction.__all__})


@pytest.fixture(autouse=True)
def _x64() -> Any:
    with modes(x64=True, mode="standard"):
        yield


def np_reduce(op: str, x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    """NumPy's reduction in ``x``'s own dtype (integers wrap; complex max is lexicographic)."""
    with np.errstate(all="ignore"):
        if op == "reduce_sum":
            return np.asarray(np.sum(x, axis=axes, dtype=x.dtype))
        if op == "reduce_prod":
            return np.asarray(np.prod(x, axis=axes, dtype=x.dtype))
        ufunc = {"reduce_max": np.maximum, "reduce_min": np.minimum, "reduce_and": np.bitwise_and,
                 "reduce_or": np.bitwise_or, "reduce_xor": np.bitwise_xor}[op]
        if x.dtype.kind == "c":  # NumPy's maximum on complex is lexicographic too
            return np.asarray(ufunc.reduce(x, axis=axes)) if x.size else np.asarray(x)
        return np.asarray(ufunc.reduce(x, axis=axes))


ACCEPTS = {
    "reduce_sum": "iufc", "reduce_prod": "iufc", "reduce_max": "biufc", "reduce_min": "biufc",
    "reduce_and": "biu", "reduce_or": "biu", "reduce_xor": "biu",
}
REDUCTIONS = list(ACCEPTS)


def tolerance(dt: np.dtype[Any], op: str) -> float:
    if dt.kind not in "fc" or op not in ("reduce_sum", "reduce_prod"):
        return 0.0
    return {2: 2e-2, 4: 1e-5, 8: 1e-5 if dt.kind == "c" else 1e-12, 16: 1e-12}[dt.itemsize]


@pytest.mark.parametrize("name", NUMPY_DTYPES + ["bfloat16", "float8_e4m3fn", "int4"])
@pytest.mark.parametrize("op", REDUCTIONS)
def test_reductions_agree_with_numpy(op: str, name: str) -> None:
    dt = dtype(name)
    rng = stable_rng(op, name)
    host = sample(dt, rng, (3, 4, 5), nan=op in ("reduce_max", "reduce_min") and dt.kind == "f")
    if op == "reduce_prod" and dt.kind in "fc":
        host = (host / 8).astype(dt)  # products of 60 values of size ~10 overflow
    reduction = getattr(lax, op)
    kind = "u" if "uint" in name else "i" if "int" in name else "f" if "float" in name else dt.kind
    if kind not in ACCEPTS[op]:
        with pytest.raises(TypeError, match=f"lax.{op} does not accept dtype {dt.name}"):
            reduction(asarray(host), (0,))
        return
    for axes in [(1,), (0, 2)]:
        result = reduction(asarray(host), axes)
        assert result.dtype == dt and not result.weak_type
        if name == "int4" and op in ("reduce_and", "reduce_or", "reduce_xor"):  # (jax rejects int4 here)
            expected = np_reduce(op, host.astype(np.int8), axes).astype(dt)
            np.testing.assert_array_equal(comparable(result), comparable(expected))
            continue
        if dt.type.__module__ != "numpy":  # NumPy has no ml_dtypes ufunc loops: compare with jax
            expected = getattr(jax.lax, op)(theirs(host), axes)
            assert_same(result, expected, rtol=0.1 if op in ("reduce_sum", "reduce_prod") and kind == "f" else 0.0)
            continue
        expected = np_reduce(op, host, axes)
        assert result.shape == expected.shape
        rtol = tolerance(dt, op)
        if rtol:
            scale = float(np.max(np.abs(expected), initial=1.0))
            np.testing.assert_allclose(np.asarray(result), expected, rtol=rtol, atol=rtol * scale)
        else:
            np.testing.assert_array_equal(np.asarray(result), expected)


def test_integer_sums_and_products_wrap() -> None:
    x = asarray(np.array([100, 100, 100], np.int8))
    assert int(lax.reduce_sum(x, (0,))) == np.int8(44)
    assert int(lax.reduce_prod(x, (0,))) == 64  # 10**6 % 256
    u = asarray(np.array([255, 2], np.uint8))
    assert int(lax.reduce_sum(u, (0,))) == 1


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(1, 3), min_size=0, max_size=4).map(tuple), st.data())
def test_random_axes(shape: tuple[int, ...], data: st.DataObject) -> None:
    axes = tuple(data.draw(st.permutations(range(len(shape))))[:data.draw(st.integers(0, len(shape)))])
    host = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape) - 5
    x = asarray(host)
    np.testing.assert_array_equal(np.asarray(lax.reduce_sum(x, axes)), np.sum(host, axis=axes, dtype=np.int32))
    np.testing.assert_array_equal(np.asarray(lax.reduce_max(x, axes)), np.max(host, axis=axes, initial=-2**31))
    np.testing.assert_array_equal(np.asarray(lax.reduce_xor(x, axes)), np.bitwise_xor.reduce(host, axis=axes))


# -- identities: empty reductions -----------------------------------------------------

@pytest.mark.parametrize("name", ["bool", "uint8", "int8", "int64", "float16", "float64", "complex64",
                                  "bfloat16", "float8_e4m3fn", "float8_e5m2", "int4"])
def test_empty_reductions_give_the_identity(name: str) -> None:
    dt = dtype(name)
    host = np.zeros((2, 0), dt)
    for op in REDUCTIONS:
        try:
            expected = getattr(jax.lax, op)(theirs(host), (1,))
        except TypeError:
            continue  # the dtype is rejected: checked in test_reductions_agree_with_numpy
        assert_same(getattr(lax, op)(asarray(host), (1,)), expected)


def test_identity_values() -> None:
    empty = {name: asarray(np.zeros((0,), dtype(name))) for name in ("bool", "uint8", "int8", "float32", "float8_e4m3fn")}
    assert lax.reduce_max(empty["float32"], (0,)).item() == -np.inf
    assert lax.reduce_min(empty["float32"], (0,)).item() == np.inf
    assert lax.reduce_max(empty["int8"], (0,)).item() == -128
    assert float(comparable(lax.reduce_max(empty["float8_e4m3fn"], (0,)))) == -448  # no infinities
    assert lax.reduce_and(empty["uint8"], (0,)).item() == 255
    assert lax.reduce_and(empty["int8"], (0,)).item() == -1
    assert lax.reduce_and(empty["bool"], (0,)).item() is True
    assert lax.reduce_or(empty["bool"], (0,)).item() is False
    assert lax.reduce_prod(empty["int8"], (0,)).item() == 1


def test_max_min_propagate_nan_and_order_complex_lexicographically() -> None:
    x = asarray(np.array([1.0, np.nan, 3.0]))
    assert np.isnan(lax.reduce_max(x, (0,)).item()) and np.isnan(lax.reduce_min(x, (0,)).item())
    c = asarray(np.array([1 + 2j, 1 + 3j, 2 - 1j, -1 + 9j], np.complex64))
    assert lax.reduce_max(c, (0,)).item() == 2 - 1j
    assert lax.reduce_min(c, (0,)).item() == -1 + 9j
    for host in (np.array([1 + 1j, complex(np.nan, 0), 2], np.complex64), np.array([complex(0, np.nan), 1j, -1j])):
        for op in ("reduce_max", "reduce_min"):  # NaN in complex values: whatever jax's comparisons give
            assert_same(getattr(lax, op)(asarray(host), (0,)), getattr(jax.lax, op)(theirs(host), (0,)))


# -- argmax and argmin -------------------------------------------------------------------

@pytest.mark.parametrize("name", ["bool", "uint8", "int8", "int32", "uint64", "float16", "float32", "float64",
                                  "bfloat16", "float8_e4m3fn"])
@pytest.mark.parametrize("op", ["argmax", "argmin"])
def test_argmax_argmin_agree_with_numpy(op: str, name: str) -> None:
    dt = dtype(name)
    rng = stable_rng(op, name)
    host = rng.integers(0, 3, (4, 5, 6)).astype(dt)  # many ties
    if dt.kind == "f":
        host.reshape(-1)[rng.integers(0, host.size, 12)] = np.nan
    for axis in range(3):
        result = getattr(lax, op)(asarray(host), axis, np.int32)
        expected = getattr(np, op)(host.astype(np.float64) if dt.type.__module__ != "numpy" else host, axis=axis)
        assert result.dtype == np.int32 and result.shape == expected.shape and not result.weak_type
        np.testing.assert_array_equal(np.asarray(result), expected)


values = st.sampled_from([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan])


@settings(max_examples=30, deadline=None)
@given(st.lists(st.lists(values, min_size=3, max_size=3), min_size=1, max_size=3), st.sampled_from(["argmax", "argmin"]))
def test_argmax_nan_ties_infinities(rows: list[list[float]], op: str) -> None:
    host = np.array(rows, np.float32)
    for axis in (0, 1):
        result = getattr(lax, op)(asarray(host), axis, np.int32)
        np.testing.assert_array_equal(np.asarray(result), getattr(np, op)(host, axis=axis))


@pytest.mark.parametrize("index", ["int8", "uint8", "int16", "uint32", "int64"])
def test_argmax_index_dtypes(index: str) -> None:
    host = np.arange(200.0)
    result = lax.argmax(asarray(host), 0, index)
    assert result.dtype == np.dtype(index)
    assert result.item() == np.array(199).astype(index)  # int8 wraps, as in jax
    assert_same(result, jax.lax.argmax(theirs(host), 0, index))
    with modes(x64=False, mode="standard"):
        assert lax.argmax(asarray(np.ones(3, np.float32)), 0, np.int64).dtype == np.int32


# -- weak types and Python scalars ---------------------------------------------------------

WEAK_CASES: dict[str, Callable[[Any, Any], Any]] = {
    **{op: (lambda l, x, op=op: getattr(l, op)(x, (0,))) for op in REDUCTIONS},
    "argmax": lambda l, x: l.argmax(x, 1, np.int32),
    "argmin": lambda l, x: l.argmin(x, 0, np.int16),
    "no axes": lambda l, x: l.reduce_sum(x, ()),
}


@pytest.mark.parametrize(("case", "host_dtype"), [(case, dt) for case in WEAK_CASES for dt in ("int64", "float64")
                                                  if dt == "int64" or case not in ("reduce_and", "reduce_or", "reduce_xor")])
def test_weak_types_against_jax(case: str, host_dtype: str) -> None:
    host = np.arange(12).reshape(3, 4).astype(host_dtype)
    assert_same(WEAK_CASES[case](lax, ours(host, weak=True)), WEAK_CASES[case](jax.lax, theirs(host, weak=True)))


def test_python_scalar_operands() -> None:
    assert_same(lax.reduce_sum(3, ()), jax.lax.reduce_sum(3, ()))
    assert_same(lax.reduce_max(2.5, ()), jax.lax.reduce_max(2.5, ()))
    assert_same(lax.reduce_or(True, ()), jax.lax.reduce_or(True, ()))


# -- bad arguments -----------------------------------------------------------------------

ERROR_CASES: dict[str, tuple[Callable[[Any, Any], Any], Any]] = {
    "sum of bool": (lambda l, x: l.reduce_sum(x, (0,)), np.ones(3, bool)),
    "prod of bool": (lambda l, x: l.reduce_prod(x, (0,)), np.ones(3, bool)),
    "and of float": (lambda l, x: l.reduce_and(x, (0,)), np.ones(3)),
    "or of complex": (lambda l, x: l.reduce_or(x, (0,)), np.ones(3, complex)),
    "xor of float": (lambda l, x: l.reduce_xor(x, (0,)), np.ones(3, np.float16)),
    "sum duplicate axes": (lambda l, x: l.reduce_sum(x, (0, 0)), np.ones((2, 3))),
    "sum axis out of range": (lambda l, x: l.reduce_sum(x, (2,)), np.ones((2, 3))),
    "sum negative axis": (lambda l, x: l.reduce_sum(x, (-1,)), np.ones((2, 3))),
    "max axis out of range": (lambda l, x: l.reduce_max(x, (0, 5)), np.ones((2, 3))),
    "and duplicate axes": (lambda l, x: l.reduce_and(x, (0, 0)), np.ones((2, 3), int)),
    "and axis out of range": (lambda l, x: l.reduce_and(x, (2,)), np.ones((2, 3), int)),
    "and negative axis": (lambda l, x: l.reduce_and(x, (-1,)), np.ones((2, 3), int)),
    "axes not a sequence": (lambda l, x: l.reduce_sum(x, 1), np.ones((2, 3))),
    "argmax complex": (lambda l, x: l.argmax(x, 0, np.int32), np.ones(3, complex)),
    "argmin complex": (lambda l, x: l.argmin(x, 0, np.int32), np.ones(3, np.complex64)),
    "argmax float index": (lambda l, x: l.argmax(x, 0, np.float32), np.ones(3)),
    "argmax bool index": (lambda l, x: l.argmax(x, 0, np.bool_), np.ones(3)),
    "argmax no index dtype": (lambda l, x: l.argmax(x, 0, None), np.ones(3)),
    "argmax negative axis": (lambda l, x: l.argmax(x, -1, np.int32), np.ones((2, 3))),
    "argmax axis out of range": (lambda l, x: l.argmax(x, 2, np.int32), np.ones((2, 3))),
    "argmin empty dimension": (lambda l, x: l.argmin(x, 0, np.int32), np.ones((0, 3))),
}


@pytest.mark.parametrize("case", ERROR_CASES)
def test_errors_match_jax(case: str) -> None:
    call, host = ERROR_CASES[case]
    same_error(call, lax, host)


def test_error_messages_name_the_problem() -> None:
    x = asarray(np.ones((2, 3), np.float32))
    with pytest.raises(ValueError, match=r"duplicate axes in \(1, 1\)"):
        lax.reduce_sum(x, (1, 1))
    with pytest.raises(ValueError, match=r"axes \(-1,\) out of range for an operand of shape \(2, 3\)"):
        lax.reduce_min(x, (-1,))
    with pytest.raises(TypeError, match="lax.reduce_and does not accept dtype float32"):
        lax.reduce_and(x, (0,))
    with pytest.raises(TypeError, match="lax.argmax does not accept dtype complex64"):
        lax.argmax(asarray(np.ones(2, np.complex64)), 0, np.int32)
    assert lax.argmax(asarray(np.ones((0, 3), np.float32)), 1, np.int32).shape == (0,)


# -- inside a trace ----------------------------------------------------------------------

def test_staged_reductions() -> None:
    host = np.random.default_rng(0).normal(size=(3, 4, 5)).astype(np.float32)

    def f(x: Any) -> Any:
        total = lax.reduce_sum(x, (0, 2))
        return lax.argmax(lax.reduce_max(x, (1,)), 1, np.int32), total

    traced_arg = staged(lambda x: f(x)[0], asarray(host))
    traced_sum = staged(lambda x: f(x)[1], asarray(host))
    assert_same(traced_arg, f(asarray(host))[0])
    np.testing.assert_allclose(np.asarray(traced_sum), host.sum(axis=(0, 2)), rtol=1e-5)
    weak = staged(lambda x: lax.reduce_prod(x, (0,)), ours(np.arange(1.0, 4.0), weak=True))
    assert weak.weak_type and weak.item() == 6.0
