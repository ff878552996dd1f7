"""Helpers for the lax tests: random data, array pairs (ours and jax's), comparisons, staging.

jax is the test-only oracle: the same call is made on a jaxtypes array and on a
jax array made from the same host data, and results (dtype, weak type, shape,
values) or exception classes must agree.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import pytest

import jax
import jax.numpy as jjnp
from jax._src.lax.lax import _convert_element_type as jax_convert

import jaxtypes
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax.operators import convert_element_type

NUMPY_DTYPES = ["bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
                "float16", "float32", "float64", "complex64", "complex128"]
ML_DTYPES = ["bfloat16", "float8_e4m3fn", "float8_e5m2", "int4"]


def dtype(name: str) -> np.dtype[Any]:
    return np.dtype(getattr(ml_dtypes, name)) if name in ML_DTYPES else np.dtype(name)


def sample(dt: np.dtype[Any], rng: np.random.Generator, shape: tuple[int, ...], *, nan: bool = False) -> np.ndarray:
    """Random values of ``dt``: full-range integers, normal floats (a few NaN if asked)."""
    if dt.kind == "b":
        return rng.integers(0, 2, shape).astype(bool)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return rng.integers(info.min, info.max, shape, dtype=dt, endpoint=True)
    if dt.type.__module__ != "numpy":  # ml_dtypes: small values they hold exactly
        if dt == np.dtype(ml_dtypes.int4):
            return rng.integers(-8, 8, shape).astype(dt)
        return (rng.integers(-8, 8, shape) / 2).astype(dt)
    values = rng.normal(size=shape) * 10
    if dt.kind == "c":
        values = values + 1j * rng.normal(size=shape) * 10
    values = values.astype(dt)
    if nan and values.size:
        values.reshape(-1)[rng.integers(0, values.size, max(1, values.size // 5))] = np.nan
    return values


def ours(host: Any, weak: bool = False) -> Any:
    x = asarray(host)
    return convert_element_type(x, x.dtype, weak_type=True) if weak else x


def theirs(host: Any, weak: bool = False) -> Any:
    x = jjnp.asarray(host)
    return jax_convert(x, x.dtype, weak_type=True) if weak else x


def comparable(a: Any) -> np.ndarray:
    """A NumPy array whose == works (ml_dtypes widened to float32/int16)."""
    a = np.asarray(a)
    if a.dtype.type.__module__ != "numpy":
        return a.astype(np.float32 if "float" in a.dtype.name else np.int16)
    return a


def assert_same(result: Any, expected: Any, *, rtol: float = 0.0) -> None:
    """Same dtype, weak type, shape and values (exact unless ``rtol``; NaN equals NaN)."""
    assert result.dtype == expected.dtype, (result.dtype, expected.dtype)
    assert result.shape == expected.shape, (result.shape, expected.shape)
    assert result.weak_type == bool(getattr(expected, "weak_type", False)), "weak_type differs"
    got, want = comparable(result), comparable(expected)
    if rtol:
        scale = float(np.max(np.abs(want), initial=1.0))
        np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * scale)
    else:
        np.testing.assert_array_equal(got, want)


def same_error(call: Callable[[Any, Any], Any], ours_lax: Any, host: Any) -> BaseException:
    """``call(lax, x)`` must raise with jax (under ``jit``, where jax applies its shape
    rules rather than eager shortcuts); ours must raise an instance of jax's class."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            jax.jit(lambda x: call(jax.lax, x))(theirs(host))
        except Exception as err:  # noqa: BLE001  (any class: it is what ours must match)
            expected = err
        else:
            raise AssertionError("jax accepted the call: the test case is wrong")
    with pytest.raises(type(expected)) as info:
        call(ours_lax, ours(host))
    return info.value


def staged(fn: Callable[..., Any], *arrays: ArrayImpl) -> ArrayImpl:
    """``fn(*arrays)`` traced into one module by the public ``jit``, compiled and run."""
    out = jaxtypes.jit(fn)(*arrays)
    assert isinstance(out, ArrayImpl)
    return out
