"""The 64-bit and promotion-mode switches: update, context managers, environment variables."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import numpy as np
import pytest

import jaxtypes
from jaxtypes import dtypes


def test_defaults_are_jax_defaults() -> None:
    assert jaxtypes.config.jax_enable_x64 is False
    assert jaxtypes.config.jax_numpy_dtype_promotion == "standard"
    assert dtypes.result_type(1) == np.dtype("int32")
    assert dtypes.result_type(np.float64) == np.dtype("float32")


def test_update_sets_and_restores() -> None:
    jaxtypes.config.update("jax_enable_x64", True)
    try:
        assert dtypes.result_type(1.0) == np.dtype("float64")
        assert dtypes.canonicalize_dtype("int64") == np.dtype("int64")
    finally:
        jaxtypes.config.update("jax_enable_x64", False)
    assert dtypes.result_type(1.0) == np.dtype("float32")


def test_context_managers_nest_and_restore() -> None:
    with jaxtypes.enable_x64(True):
        assert dtypes.result_type(int) == np.dtype("int64")
        with jaxtypes.enable_x64(False):
            assert dtypes.result_type(int) == np.dtype("int32")
        with jaxtypes.numpy_dtype_promotion("strict"):
            with pytest.raises(jaxtypes.TypePromotionError, match="strict"):
                dtypes.result_type("int8", "int16")
        assert dtypes.result_type("int8", "int16") == np.dtype("int16")
    assert dtypes.result_type(int) == np.dtype("int32")


def test_context_manager_is_thread_local() -> None:
    seen: list[np.dtype] = []
    with jaxtypes.enable_x64(True):
        thread = threading.Thread(target=lambda: seen.append(dtypes.result_type(1.0)))
        thread.start()
        thread.join()
    assert seen == [np.dtype("float32")]


@pytest.mark.parametrize(("name", "value"), [
    ("jax_enable_x64", "maybe"), ("jax_numpy_dtype_promotion", "lenient"), ("jax_numpy_dtype_promotion", 3),
])
def test_bad_values_are_rejected_by_name(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=name):
        jaxtypes.config.update(name, value)


def test_unknown_option_is_named() -> None:
    with pytest.raises(AttributeError, match="jax_enable_x32"):
        jaxtypes.config.update("jax_enable_x32", True)


@pytest.mark.parametrize(("env", "expected"), [
    ({"JAX_ENABLE_X64": "1"}, "float64 standard"),
    ({"JAX_ENABLE_X64": "true", "JAX_NUMPY_DTYPE_PROMOTION": "strict"}, "float64 strict"),
    ({"JAX_ENABLE_X64": "0"}, "float32 standard"),
    ({}, "float32 standard"),
])
def test_environment_variables_are_read_at_start_up(env: dict[str, str], expected: str) -> None:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("JAX_")}
    code = ("import jaxtypes, jaxtypes.dtypes as d; "
            "print(d.result_type(1.0), jaxtypes.config.jax_numpy_dtype_promotion)")
    out = subprocess.run([sys.executable, "-c", code], env={**clean, **env},
                         capture_output=True, text=True, check=True).stdout.strip()
    assert out == expected
