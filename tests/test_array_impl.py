"""Concrete arrays: creation from host data, weak types, conversions back to Python and NumPy."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, dtypes
from tests.conftest import modes

LIVE_DTYPES = [info.dtype for info in dtypes.REGISTRY.values()]


@pytest.mark.parametrize("dtype", LIVE_DTYPES, ids=str)
def test_round_trip_every_dtype(dtype: np.dtype) -> None:
    with modes(x64=True, mode="standard"):
        host = np.arange(6).reshape(2, 3).astype(dtype)
        x = jnp.asarray(host)
        assert isinstance(x, Array)
        assert x.shape == (2, 3) and x.dtype == dtype and not x.weak_type
        assert x.ndim == 2 and x.size == 6 and len(x) == 2
        back = np.asarray(x)
        assert back.dtype == dtype
        np.testing.assert_array_equal(back.view(np.uint8), host.view(np.uint8))


@given(hnp.arrays(st.sampled_from([np.int8, np.uint16, np.int32, np.float16, np.float32, np.complex64, np.bool_]),
                  hnp.array_shapes(min_dims=0, max_dims=3, max_side=4)))
@settings(max_examples=60, deadline=None)
def test_round_trip_random_arrays(host: np.ndarray) -> None:
    x = jnp.asarray(host)
    assert x.shape == host.shape
    np.testing.assert_array_equal(np.asarray(x), host)


@pytest.mark.parametrize(("value", "x32", "x64"), [
    (3, "int32", "int64"), (2.5, "float32", "float64"), (1j, "complex64", "complex128"),
])
def test_python_scalars_are_weak_defaults(value: object, x32: str, x64: str) -> None:
    for enabled, expected in ((False, x32), (True, x64)):
        with modes(enabled, "standard"):
            x = jnp.asarray(value)
            assert (x.dtype.name, x.weak_type, x.shape) == (expected, True, ())
            assert "weak_type=True" in repr(x)


def test_bool_and_explicit_dtypes_are_strong() -> None:
    assert not jnp.asarray(True).weak_type and jnp.asarray(True).dtype == np.bool_
    x = jnp.asarray(3, dtype="int16")
    assert (x.dtype.name, x.weak_type) == ("int16", False)
    assert repr(x) == "Array(3, dtype=int16)"


@pytest.mark.parametrize("name", list(dtypes.REGISTRY))
def test_scalar_type_call_gives_0d_array(name: str) -> None:
    scalar = getattr(jnp, "bool_" if name == "bool" else name)
    with modes(x64=True, mode="standard"):
        x = scalar(1)
        assert isinstance(x, Array)
        assert (x.shape, x.dtype.name, x.weak_type) == ((), name, False)


def test_64_bit_host_data_is_canonicalized_without_x64() -> None:
    with modes(x64=False, mode="standard"):
        assert jnp.asarray(np.arange(3, dtype=np.int64)).dtype == np.int32
        assert jnp.int64(1).dtype == np.int32
        assert jnp.asarray([1.0, 2.0]).dtype == np.float32


def test_conversions_to_python() -> None:
    assert int(jnp.int8(5)) == 5 and float(jnp.float32(2)) == 2.0 and bool(jnp.asarray(True))
    assert complex(jnp.complex64(1j)) == 1j
    assert jnp.asarray([[1, 2], [3, 4]]).tolist() == [[1, 2], [3, 4]]
    assert jnp.asarray(7).item() == 7
    assert [int(row[0]) if row.shape else int(row) for row in jnp.asarray([4, 5])] == [4, 5]
    assert [1, 2, 3][jnp.int32(1)] == 2
    assert np.from_dlpack(jnp.asarray([1.0, 2.0])).tolist() == [1.0, 2.0]


@pytest.mark.parametrize(("call", "error", "match"), [
    (lambda: len(jnp.asarray(1)), TypeError, "0-d"),
    (lambda: iter(jnp.asarray(1)), TypeError, "0-d"),
    (lambda: bool(jnp.asarray([1, 2])), TypeError, r"shape is \(2,\)"),
    (lambda: [1][jnp.asarray(0.5)], TypeError, "integer"),
    (lambda: jnp.asarray(["a", "b"]), TypeError, "<U1"),
    (lambda: jnp.asarray(np.array([object()])), TypeError, "object"),
    (lambda: jnp.asarray(1, dtype="float128"), TypeError, "float128"),
    (lambda: jnp.asarray(2**40), OverflowError, "int32"),
    (lambda: jnp.asarray(-2**70), OverflowError, "-1180591620717411303424"),
    (lambda: jnp.asarray([1, 2**64]), OverflowError, "18446744073709551616"),
    (lambda: jnp.asarray([[1], [2**40]]), OverflowError, "1099511627776 does not fit in int32"),
    (lambda: jnp.asarray([-1, 2**63]), OverflowError, "int64"),
    (lambda: jaxtypes.jit(lambda a: a)(2**70), OverflowError, "1180591620717411303424"),
    (lambda: jnp.floating(1.0), TypeError, "abstract"),
])
def test_bad_input_raises_clear_errors(call, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        call()


def test_jax_array_protocol_and_ml_dtypes_values() -> None:
    class Wrapped:
        def __jax_array__(self) -> Array:
            return jnp.asarray([1, 2], dtype=jnp.uint8)

    assert jnp.asarray(Wrapped()).dtype == np.uint8
    x = jnp.asarray(np.array([0.5, 1.5], ml_dtypes.float8_e4m3fn))
    assert np.asarray(x).astype(np.float32).tolist() == [0.5, 1.5]
    assert jaxtypes.numpy.array(x) is not x


def test_aval_is_what_a_trace_sees_concrete_or_traced() -> None:
    """``x.aval``: shape, dtype and weak type, on a concrete array and inside jit, grad
    and vmap (a tracer's), as jax's arrays and tracers have."""
    import jax
    import jax.numpy

    seen: list[tuple[tuple[int, ...], str, bool]] = []

    def record(x: Array) -> Array:
        seen.append((x.aval.shape, str(x.aval.dtype), x.aval.weak_type))
        return (x * 2).sum()

    x = jnp.ones((2, 3), jnp.float16)
    weak = jnp.asarray(2.0)
    for arg in (x, weak):
        record(arg)
        jaxtypes.jit(record)(arg)
        jaxtypes.grad(record)(arg)
    jaxtypes.vmap(record)(x)
    theirs: list[tuple[tuple[int, ...], str, bool]] = []

    def record_jax(x: jax.Array) -> jax.Array:
        theirs.append((x.aval.shape, str(x.aval.dtype), x.aval.weak_type))
        return (x * 2).sum()

    for arg in (jax.numpy.ones((2, 3), "float16"), jax.numpy.asarray(2.0)):
        record_jax(arg)
        jax.jit(record_jax)(arg)
        jax.grad(record_jax)(arg)
    jax.vmap(record_jax)(jax.numpy.ones((2, 3), "float16"))
    assert seen == theirs
    assert seen[0] == ((2, 3), "float16", False) and seen[3] == ((), "float32", True) and seen[-1] == ((3,), "float16", False)
