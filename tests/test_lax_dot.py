"""lax.dot_general and lax.dot on real XLA: values against NumPy and jax, dtype rules, errors, weak types."""

from __future__ import annotations

import string
import types
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jax

from jaxtypes.runtime.lax import dot as lax_dot
from jaxtypes.runtime.core.creation import asarray
from tests.conftest import modes, stable_rng
from tests.lax_oracle import NUMPY_DTYPES, assert_same, ours, same_error, sample, staged, theirs

lax = types.SimpleNamespace(**{name: getattr(lax_dot, name) for name in lax_dot.__all__})


@pytest.fixture(autouse=True)
def _x64() -> Any:
    with modes(x64=True, mode="standard"):
        yield


def small(name: str, rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Small integers (halves for floats) in dtype ``name``: exact products and sums."""
    dt = np.dtype(getattr(ml_dtypes, name)) if name in ("bfloat16", "int4") or name.startswith("float8") else np.dtype(name)
    if dt.kind == "b":
        return rng.integers(0, 2, shape).astype(bool)
    low = 0 if "uint" in name else -3
    values = rng.integers(low, 4, shape)
    return (values * 1.5 if dt.kind in "fc" or "float" in name else values).astype(dt)


SHAPES = {"vector.vector": ((5,), (5,)), "matrix.vector": ((3, 5), (5,)),
          "vector.matrix": ((5,), (5, 2)), "matrix.matrix": ((3, 5), (5, 2))}


@pytest.mark.parametrize("name", NUMPY_DTYPES)
@pytest.mark.parametrize("shapes", SHAPES)
def test_dot_agrees_with_numpy(shapes: str, name: str) -> None:
    dt = np.dtype(name)
    rng = stable_rng(shapes, name)
    a, b = (sample(dt, rng, s) for s in SHAPES[shapes])
    result = lax.dot(asarray(a), asarray(b))
    with np.errstate(all="ignore"):
        expected = np.asarray(np.dot(a, b) if dt.kind != "b" else np.dot(a.astype(int), b.astype(int)) > 0)
    assert result.dtype == dt and result.shape == expected.shape and not result.weak_type
    if dt.kind in "fc":
        rtol = {2: 1e-2, 4: 1e-5, 8: 1e-5 if dt.kind == "c" else 1e-12}.get(dt.itemsize, 1e-12)
        scale = float(np.max(np.abs(a), initial=1)) * float(np.max(np.abs(b), initial=1)) * 5
        np.testing.assert_allclose(np.asarray(result), expected, rtol=rtol, atol=rtol * scale)
    else:
        np.testing.assert_array_equal(np.asarray(result), expected)  # integers wrap as in NumPy


MIXED = [
    ("int8", "float32", None), ("float32", "float16", None), ("int32", "uint32", None), ("bool", "int8", None),
    ("float32", "complex64", None), ("uint8", "int8", None), ("uint16", "int8", None), ("bfloat16", "float16", None),
    ("float64", "complex64", None), ("float8_e4m3fn", "float8_e5m2", None), ("int8", "int8", "int32"),
    ("float32", "float32", "float16"), ("float16", "float16", "float32"), ("int8", "int8", "float32"),
    ("float32", "float32", "int32"), ("float32", "float32", "int8"), ("complex64", "complex64", "float32"),
    ("float32", "float32", "complex64"), ("float8_e4m3fn", "float8_e4m3fn", "float32"), ("bool", "bool", "int32"),
    ("int16", "int16", "int64"), ("uint8", "uint8", "int8"), ("bool", "bool", None), ("int4", "int4", None),
    ("bfloat16", "bfloat16", None), ("float8_e4m3fn", "float8_e4m3fn", None),
]


@pytest.mark.parametrize(("lhs", "rhs", "preferred"), MIXED)
def test_mixed_and_preferred_dtypes_against_jax(lhs: str, rhs: str, preferred: str | None) -> None:
    rng = np.random.default_rng(0)
    a, b = small(lhs, rng, (3, 5)), small(rhs, rng, (5, 2))
    expected = jax.lax.dot(theirs(a), theirs(b), preferred_element_type=preferred)
    assert_same(lax.dot(asarray(a), asarray(b), preferred_element_type=preferred), expected)


def test_preferred_element_type_computes_wide() -> None:
    a = asarray(np.full(4, 100, np.int8))
    assert lax.dot(a, a).item() == 64  # 40000 wraps in int8
    assert lax.dot(a, a, preferred_element_type=np.int32).item() == 40000
    with modes(x64=False, mode="standard"):
        assert lax.dot(a, a, preferred_element_type=np.int64).dtype == np.int32


# -- dot_general against einsum -------------------------------------------------------

@settings(max_examples=30, deadline=None)
@given(st.data())
def test_dot_general_matches_einsum(data: st.DataObject) -> None:
    sizes = st.integers(1, 3)
    batch, contract = data.draw(st.lists(sizes, max_size=2)), data.draw(st.lists(sizes, max_size=2))
    free_l, free_r = data.draw(st.lists(sizes, max_size=2)), data.draw(st.lists(sizes, max_size=2))
    letters = iter(string.ascii_lowercase)
    b_sub, c_sub = [next(letters) for _ in batch], [next(letters) for _ in contract]
    l_sub, r_sub = [next(letters) for _ in free_l], [next(letters) for _ in free_r]
    lhs_axes = data.draw(st.permutations(b_sub + c_sub + l_sub))
    rhs_axes = data.draw(st.permutations(b_sub + c_sub + r_sub))
    size = dict(zip(b_sub + c_sub + l_sub + r_sub, batch + contract + free_l + free_r))
    rng = np.random.default_rng(data.draw(st.integers(0, 2**16)))
    a = rng.integers(-5, 6, [size[s] for s in lhs_axes]).astype(np.int32)
    b = rng.integers(-5, 6, [size[s] for s in rhs_axes]).astype(np.int32)
    numbers = (([lhs_axes.index(s) for s in c_sub], [rhs_axes.index(s) for s in c_sub]),
               ([lhs_axes.index(s) for s in b_sub], [rhs_axes.index(s) for s in b_sub]))
    free_lhs = [s for s in lhs_axes if s in l_sub]
    free_rhs = [s for s in rhs_axes if s in r_sub]
    spec = f"{''.join(lhs_axes)},{''.join(rhs_axes)}->{''.join(b_sub + free_lhs + free_rhs)}"
    result = lax.dot_general(asarray(a), asarray(b), numbers)
    np.testing.assert_array_equal(np.asarray(result), np.einsum(spec, a, b))


def test_dot_general_batch_dimensions_lead() -> None:
    a, b = np.ones((3, 2, 5), np.float32), np.ones((5, 2, 4), np.float32)
    numbers = (((2,), (0,)), ((1,), (1,)))
    assert_same(lax.dot_general(asarray(a), asarray(b), numbers), jax.lax.dot_general(theirs(a), theirs(b), numbers))
    outer = lax.dot_general(asarray(np.arange(2.0)), asarray(np.arange(3.0)), (((), ()), ((), ())))
    np.testing.assert_array_equal(np.asarray(outer), np.outer(np.arange(2.0), np.arange(3.0)))


@pytest.mark.parametrize("numbers", [(((1,), (0,)), ((), ())), ([[1], [0]], [[], []]), ((1, 0), ((), ())),
                                     ((np.int64(1), [np.int32(0)]), ((), ()))])
def test_dimension_number_spellings(numbers: Any) -> None:
    a, b = np.arange(6.0).reshape(2, 3), np.arange(12.0).reshape(3, 4)
    np.testing.assert_array_equal(np.asarray(lax.dot_general(asarray(a), asarray(b), numbers)), a @ b)


@pytest.mark.parametrize("precision", [None, "highest", "HIGH", "fastest", "tensorfloat32", lax_dot.Precision.HIGHEST,
                                       ("highest", "default"), (lax_dot.Precision.HIGH, lax_dot.Precision.DEFAULT)])
def test_precision_spellings(precision: Any) -> None:
    a = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    result = lax.dot(asarray(a), asarray(a.T), precision=precision)
    np.testing.assert_array_equal(np.asarray(result), a @ a.T)


# -- weak types ---------------------------------------------------------------------------

WEAK_CASES: dict[str, Callable[[Any, Any], Any]] = {
    "both weak": lambda l, x: l.dot(x, x),
    "weak and strong": lambda l, x: l.dot(x, np.ones(3)),
    "both weak, preferred": lambda l, x: l.dot(x, x, preferred_element_type=np.float32),
    "weak scalars": lambda l, x: l.dot_general(2.0, 3.0, (((), ()), ((), ()))),
    "weak int and weak float": lambda l, x: l.dot_general(x, 2, (((), ()), ((), ()))),
}


@pytest.mark.parametrize("case", WEAK_CASES)
def test_weak_types_against_jax(case: str) -> None:
    host = np.arange(3.0)
    assert_same(WEAK_CASES[case](lax, ours(host, weak=True)), WEAK_CASES[case](jax.lax, theirs(host, weak=True)))


# -- bad arguments ---------------------------------------------------------------------

M23, M34 = np.ones((2, 3)), np.ones((3, 4))
ERROR_CASES: dict[str, Callable[[Any, Any], Any]] = {
    "dot of scalars": lambda l, x: l.dot(2.0, 3.0),
    "dot of 3-d": lambda l, x: l.dot(np.ones((2, 2, 2)), np.ones((2, 2))),
    "dot inner mismatch": lambda l, x: l.dot(x, np.ones((2, 2))),
    "negative dimension": lambda l, x: l.dot_general(x, M34, (((-1,), (0,)), ((), ()))),
    "lhs dimension out of range": lambda l, x: l.dot_general(x, M34, (((2,), (0,)), ((), ()))),
    "rhs dimension out of range": lambda l, x: l.dot_general(x, M34, (((1,), (2,)), ((), ()))),
    "contracting counts": lambda l, x: l.dot_general(x, M34, (((1,), ()), ((), ()))),
    "contracting sizes": lambda l, x: l.dot_general(x, M34, (((0,), (0,)), ((), ()))),
    "batch counts": lambda l, x: l.dot_general(x, M23, (((1,), (1,)), ((0,), ()))),
    "batch sizes": lambda l, x: l.dot_general(x, np.ones((4, 3)), (((1,), (1,)), ((0,), (0,)))),
    "repeated contracting": lambda l, x: l.dot_general(x, np.ones((3, 3)), (((1, 1), (0, 1)), ((), ()))),
    "repeated batch": lambda l, x: l.dot_general(x, np.ones((2, 2)), (((), ()), ((0, 0), (0, 1)))),
    "batch and contracting overlap": lambda l, x: l.dot_general(x, M23, (((0,), (0,)), ((0,), (0,)))),
    "malformed numbers": lambda l, x: l.dot_general(x, M34, (((1,), (0,)),)),
    "too many numbers": lambda l, x: l.dot_general(x, M34, (((1,), (0,)), ((), ()), ())),
    "numbers not a sequence": lambda l, x: l.dot_general(x, M34, 3),
    "float dimension": lambda l, x: l.dot_general(x, M34, (((1.0,), (0,)), ((), ()))),
    "narrower integer preference": lambda l, x: l.dot(np.ones(3, np.int32), np.ones(3, np.int32), preferred_element_type=np.int8),
    "bool preference": lambda l, x: l.dot(np.ones(3, np.int32), np.ones(3, np.int32), preferred_element_type=np.bool_),
    "narrower complex preference": lambda l, x: l.dot(np.ones(3, complex), np.ones(3, complex), preferred_element_type=np.complex64),
    "incomparable dtypes": lambda l, x: l.dot(np.ones(3, ml_dtypes.float8_e4m3), np.ones(3, ml_dtypes.float8_e4m3fnuz)),
    "bad precision": lambda l, x: l.dot(x, M34, precision="bogus"),
    "bad precision type": lambda l, x: l.dot(x, M34, precision=3),
    "precision keyword-only": lambda l, x: l.dot(x, M34, None),
}


@pytest.mark.parametrize("case", ERROR_CASES)
def test_errors_match_jax(case: str) -> None:
    same_error(ERROR_CASES[case], lax, M23)


def test_error_messages_name_the_problem() -> None:
    x = asarray(M23)
    with pytest.raises(TypeError, match=r"contracting dimensions must have the same sizes, got \(2,\) and \(3,\)"):
        lax.dot_general(x, asarray(M34), (((0,), (0,)), ((), ())))
    with pytest.raises(TypeError, match="preferred_element_type int8 is narrower than the result dtype int32"):
        lax.dot(asarray(np.ones(3, np.int32)), asarray(np.ones(3, np.int32)), preferred_element_type=np.int8)
    with pytest.raises(ValueError, match=r"dimension_numbers must have the form"):
        lax.dot_general(x, x, ([1], [1]))
    with pytest.raises(ValueError, match=r"inner dimensions agree, got shapes \(2, 3\) and \(2, 3\)"):
        lax.dot(x, x)


# -- inside a trace ----------------------------------------------------------------------

def test_staged_dot() -> None:
    a, b = np.arange(6.0).reshape(2, 3), np.arange(12.0).reshape(3, 4)
    traced = staged(lambda x, y: lax.dot(x, y, preferred_element_type=np.float32), asarray(a), asarray(b))
    assert_same(traced, lax.dot(asarray(a), asarray(b), preferred_element_type=np.float32))
    np.testing.assert_array_equal(np.asarray(traced), (a @ b).astype(np.float32))
