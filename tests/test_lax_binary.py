"""lax elementwise binary operators on real XLA: values against NumPy, dtype and shape rules."""

from __future__ import annotations

import itertools
import operator

import numpy as np
import pytest

import jaxtypes.numpy as jnp
from jaxtypes import dtypes
from jaxtypes.runtime.lax import operators as lax
from tests.conftest import modes, sample, stable_rng

NUMPY_DTYPES = ["bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
                "float16", "float32", "float64", "complex64", "complex128"]
OPS = {
    "add": (lax.add, np.add), "sub": (lax.sub, np.subtract),
    "mul": (lax.mul, np.multiply), "max": (lax.max, np.maximum),
    "min": (lax.min, np.minimum), "bitwise_and": (lax.bitwise_and, np.bitwise_and),
    "bitwise_or": (lax.bitwise_or, np.bitwise_or), "bitwise_xor": (lax.bitwise_xor, np.bitwise_xor),
    "eq": (lax.eq, operator.eq), "ne": (lax.ne, operator.ne),
    "lt": (lax.lt, operator.lt), "le": (lax.le, operator.le),
    "gt": (lax.gt, operator.gt), "ge": (lax.ge, operator.ge),
}


def jax_accepts(op: str, dtype: np.dtype) -> bool:
    """Whether jax.lax's operator takes operands of ``dtype`` (the oracle for which dtypes each accepts)."""
    import jax
    from jax import lax as jax_lax

    with modes(x64=True, mode="standard"):
        operand = jax.numpy.zeros(2, dtype=dtype)
        try:
            getattr(jax_lax, op)(operand, operand)
        except TypeError:
            return False
    return True


@pytest.mark.parametrize(("op", "dtype"), list(itertools.product(OPS, NUMPY_DTYPES)))
def test_values_agree_with_numpy(op: str, dtype: str) -> None:
    ours, theirs = OPS[op]
    dt = np.dtype(dtype)
    rng = stable_rng(op, dtype)
    x, y = sample(dt, rng, (3, 4)), sample(dt, rng, (3, 4))
    with modes(x64=True, mode="standard"):
        a, b = jnp.asarray(x), jnp.asarray(y)
        if not jax_accepts(op, dt):
            with pytest.raises(TypeError, match=f"lax.{op} does not accept dtype {dtype}"):
                ours(a, b)
            return
        result = ours(a, b)
        with np.errstate(over="ignore", invalid="ignore"):
            expected = np.asarray(theirs(x, y))
        if op in ("add", "sub", "mul") and dt.kind in "iu":
            expected = expected.astype(dt)  # integer overflow wraps, as in XLA
        assert result.dtype == expected.dtype and result.shape == expected.shape and not result.weak_type
        if dt.kind in "fc":
            scale = float(np.max(np.abs(expected), initial=1.0))
            tolerance = {2: 1e-2, 4: 1e-5}.get(dt.itemsize, 1e-12) if dt.kind == "f" else (1e-5 if dt.itemsize == 8 else 1e-12)
            np.testing.assert_allclose(np.asarray(result), expected, rtol=tolerance, atol=tolerance * scale)
        else:
            np.testing.assert_array_equal(np.asarray(result), expected)


def test_integer_overflow_wraps() -> None:
    x = jnp.asarray(np.array([127, -128], np.int8))
    assert np.asarray(lax.add(x, x)).tolist() == [-2, 0]
    u = jnp.asarray(np.array([255], np.uint8))
    assert np.asarray(lax.add(u, jnp.asarray(np.array([1], np.uint8)))).tolist() == [0]


def test_scalar_operands_count_as_their_kinds_default() -> None:
    with modes(x64=False, mode="standard"):
        assert lax.add(jnp.asarray(np.ones(3, np.int32)), 1).dtype == np.int32
        with pytest.raises(TypeError, match="same dtypes, got int16, int32"):
            lax.add(jnp.asarray(np.ones(3, np.int16)), 1)
        with pytest.raises(TypeError, match="same dtypes, got float32, int32"):
            lax.add(jnp.asarray(np.ones(3, np.float32)), 1)
    with modes(x64=True, mode="standard"):
        assert lax.add(jnp.asarray(np.ones(3, np.float64)), 1.0).dtype == np.float64
        with pytest.raises(TypeError, match="same dtypes, got float32, float64"):
            lax.add(jnp.asarray(np.ones(3, np.float32)), 1.0)


def test_weak_only_when_every_operand_is_weak() -> None:
    weak = lax.add(1, 2)
    assert weak.weak_type and weak.dtype == np.int32 and int(weak) == 3
    strong = lax.add(jnp.int32(1), 2)
    assert not strong.weak_type
    assert not lax.lt(1.0, 2.0).weak_type and lax.lt(1.0, 2.0).dtype == np.bool_


def test_broadcasting_rules() -> None:
    x = jnp.asarray(np.arange(6, dtype=np.float32).reshape(2, 3))
    row = jnp.asarray(np.ones((1, 3), np.float32))
    np.testing.assert_array_equal(np.asarray(lax.add(x, row)), np.arange(6).reshape(2, 3) + 1)
    np.testing.assert_array_equal(np.asarray(lax.mul(x, jnp.float32(2))), np.arange(6).reshape(2, 3) * 2)
    with pytest.raises(TypeError, match=r"same number of dimensions, got shapes \(2, 3\), \(3,\)"):
        lax.add(x, jnp.asarray(np.ones(3, np.float32)))
    with pytest.raises(TypeError, match=r"incompatible shapes for broadcasting: \(2, 3\), \(2, 2\)"):
        lax.add(x, jnp.asarray(np.ones((2, 2), np.float32)))


@pytest.mark.parametrize("name", [n for n, i in dtypes.REGISTRY.items() if i.dtype.type.__module__ != "numpy"])
def test_ml_dtypes_add_and_compare(name: str) -> None:
    info = dtypes.REGISTRY[name]
    dt = info.dtype
    # Values whose doubles are representable: float8_e8m0fnu holds only powers of two,
    # int2 only -2..1, uint2 only 0..3.
    values = {"float": [1, 2, 2, 1], "int": [0, -1, -1, 0], "uint": [0, 1, 1, 0]}[info.kind]
    host = np.array(values).astype(dt)
    x = jnp.asarray(host)
    assert lax.eq(x, x).tolist() == [True] * 4
    total = lax.add(x, x)
    assert total.dtype == dt
    np.testing.assert_array_equal(np.asarray(total).astype(np.float32), (host.astype(np.float32) * 2).astype(dt).astype(np.float32))
