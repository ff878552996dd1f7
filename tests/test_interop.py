"""Saving, copying and exchanging arrays: pickle, copy, deepcopy, DLPack with NumPy and
jax, jax arrays as operands, and the jit cache's bound."""

from __future__ import annotations

import copy
import gc
import json
import pickle
import weakref

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, dtypes, jit
from jaxtypes.runtime import backend
from jaxtypes.runtime.interpreters import jit as jit_module
from tests.conftest import modes
from tests.test_reliability import run_child

DTYPES = [info.dtype for info in dtypes.REGISTRY.values()]
NO_DLPACK = {"int2", "uint2", "int4", "uint4", "float4_e2m1fn"}  # jaxlib has no DLPack type for them
NUMPY_DLPACK = {"bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
                "float16", "float32", "float64", "complex64", "complex128"}


def _bits(x: object) -> bytes:
    return np.asarray(x).tobytes()


def _sample(dtype: np.dtype) -> np.ndarray:
    return np.arange(6).reshape(2, 3).astype(dtype)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_pickle_copy_and_deepcopy_keep_value_dtype_and_weak_type(dtype: np.dtype) -> None:
    with modes(x64=True, mode="standard"):
        x = jnp.asarray(_sample(dtype))
        for y in (pickle.loads(pickle.dumps(x)), copy.copy(x), copy.deepcopy(x)):
            assert isinstance(y, Array) and y is not x
            assert (y.shape, y.dtype, y.weak_type) == (x.shape, x.dtype, x.weak_type)
            assert _bits(y) == _bits(x)
            assert y.buffer is not x.buffer  # a copy has its own device buffer


@pytest.mark.parametrize("x64", [False, True])
def test_pickle_keeps_weak_type_and_nests_in_containers(x64: bool) -> None:
    with modes(x64=x64, mode="standard"):
        params = {"w": jnp.ones((2, 2)) * 0.5, "b": jnp.asarray(3.0), "steps": [jnp.arange(3)]}
        back = pickle.loads(pickle.dumps(params))
        assert back["b"].weak_type and not back["w"].weak_type
        assert back["b"].dtype == np.dtype("float64" if x64 else "float32")
        assert back["w"].tolist() == [[0.5, 0.5], [0.5, 0.5]] and back["steps"][0].tolist() == [0, 1, 2]


def test_a_pickled_tracer_is_a_clear_error() -> None:
    with pytest.raises(TypeError, match="pickling or copying needs a concrete value"):
        jit(lambda x: pickle.dumps(x) and x)(jnp.ones(2))
    with pytest.raises(TypeError, match="pickling or copying needs a concrete value"):
        jit(lambda x: copy.deepcopy(x))(jnp.ones(2))


DLPACK_CHILD = """
import json
import numpy as np
import jax, jax.numpy as jax_numpy
import jaxtypes, jaxtypes.numpy as jnp
from jaxtypes import dtypes

jax.config.update("jax_enable_x64", True)
report = {}
with jaxtypes.enable_x64(True):
    for name, info in dtypes.REGISTRY.items():
        host = np.arange(6).reshape(2, 3).astype(info.dtype)
        x = jnp.asarray(host)
        row = {}
        for how, take in (("numpy", lambda: np.from_dlpack(x)),
                          ("jax", lambda: jax.dlpack.from_dlpack(x)),
                          ("from_numpy", lambda: jnp.from_dlpack(host)),
                          ("from_jax", lambda: jnp.from_dlpack(jax_numpy.asarray(host))),
                          ("jax_operand", lambda: jnp.asarray(host) + jax_numpy.asarray(host))):
            try:
                y = take()
                same = str(y.dtype) == name and np.asarray(y).tobytes() == np.asarray(
                    host + host if how == "jax_operand" else host).tobytes()
                row[how] = ["ok" if same else "wrong", str(y.dtype)]
            except BaseException as error:
                row[how] = [type(error).__name__, str(error)[:200]]
        report[name] = row
print(json.dumps(report))
"""


def test_dlpack_and_jax_round_trips_for_every_dtype() -> None:
    report = json.loads(run_child(DLPACK_CHILD).splitlines()[-1])
    assert set(report) == {info.name for info in dtypes.REGISTRY.values()}
    on_cpu = backend.platform() == "cpu"
    for name, row in report.items():
        if name in NO_DLPACK:
            for how in ("numpy", "jax"):
                assert row[how][0] == "BufferError" and f"DLPack has no type for {name}" in row[how][1], (name, row)
        elif name in NUMPY_DLPACK and on_cpu:
            assert row["numpy"] == ["ok", name] and row["jax"] == ["ok", name], (name, row)
        else:  # jax's DLPack knows ml_dtypes' types and device memory. NumPy's knows no device memory, and
            # ml_dtypes' types only in newer releases (fresh installs for Python 3.12 take float8_e3m4): an
            # error, or the array of that dtype
            assert row["numpy"][0] in ("RuntimeError", "BufferError", "TypeError") or (
                on_cpu and row["numpy"] == ["ok", name]), (name, row)
            assert row["jax"] == ["ok", name], (name, row)
        assert row["from_numpy"] == ["ok", name] and row["from_jax"] == ["ok", name], (name, row)
        if name not in ("bool",) and not name.startswith("float8_e8m0") and name not in NO_DLPACK:
            assert row["jax_operand"] == ["ok", name], (name, row)


def test_jax_arrays_are_operands_on_either_side() -> None:
    jax_numpy = pytest.importorskip("jax.numpy")
    a, b = jnp.arange(3, dtype=jnp.int16), jax_numpy.arange(3, dtype=jax_numpy.int8)
    for result in (a + b, b + a, jnp.add(a, b), jnp.where(a > 0, a, b)):
        assert isinstance(result, Array) and result.dtype == np.int16
    assert (a * b).tolist() == [0, 1, 4]


def test_dlpack_export_is_zero_copy_and_from_dlpack_round_trips() -> None:
    x = jnp.arange(4, dtype=jnp.float32)
    if backend.platform() == "cpu":
        view = np.from_dlpack(x)
        assert view.__array_interface__["data"][0] == np.from_dlpack(x).__array_interface__["data"][0]
        assert x.__dlpack_device__() == (1, 0)
    else:  # device memory: NumPy refuses it, as it refuses jax's GPU arrays
        assert x.__dlpack_device__() == ({"cuda": 2, "rocm": 10}[backend.hardware_platform()], 0)
        with pytest.raises(BufferError):
            np.from_dlpack(x)
        assert np.asarray(x).tolist() == [0.0, 1.0, 2.0, 3.0]
    assert jnp.from_dlpack(x) is x and jnp.from_dlpack(x, copy=True) is not x
    assert jnp.from_dlpack(np.arange(3.0)).tolist() == [0.0, 1.0, 2.0]
    with pytest.raises(TypeError, match="needs an object with __dlpack__"):
        jnp.from_dlpack([1, 2])
    with pytest.raises(BufferError, match="DLPack device"):
        x.__dlpack__(dl_device=(14, 0))  # oneAPI: never ours


def test_jit_cache_is_a_bounded_lru(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jit_module, "JIT_CACHE_SIZE", 3)
    f = jit(lambda x: x * 2 + 1)
    executables = []
    for n in range(1, 9):
        assert f(jnp.ones(n)).tolist() == [3.0] * n
        executables.append(weakref.ref(f._cache.get(next(reversed(f._cache._entries))).executable))  # type: ignore[union-attr]
        assert len(f._cache) <= 3
    gc.collect()
    assert [ref() is None for ref in executables] == [True] * 5 + [False] * 3  # evicted programs are freed
    f(jnp.ones(6))  # the least recently used (n=6) becomes the most recent ...
    f(jnp.ones(1))  # ... so compiling n=1 again evicts n=7
    kept = {key[2][0] for key in f._cache._entries}  # (variant, mode, (shape, dtype, weak) of each argument)
    assert kept == {(6,), (8,), (1,)}
    assert f(jnp.ones(7)).tolist() == [3.0] * 7


def test_jit_cache_keys_static_arguments_by_type() -> None:
    f = jit(lambda x, s: x * s, static_argnums=1)
    x = jnp.arange(3)
    assert f(x, 2).dtype == np.int32 and f(x, 2.0).dtype == np.float32 and f(x, True).dtype == np.int32
    assert f(x, 2.0).tolist() == [0.0, 2.0, 4.0]
    assert len(f._cache) == 3


def test_arrays_support_weak_references_inside_and_outside_jit() -> None:
    x = jnp.ones(2)
    assert weakref.ref(x)() is x
    refs = []
    jit(lambda y: refs.append(weakref.ref(y)) or y)(x)
    assert isinstance(refs[0], weakref.ref)


def test_config_modes_survive_pickling_of_weak_arrays() -> None:
    with jaxtypes.enable_x64(False):
        weak = jnp.asarray(2)
    with jaxtypes.enable_x64(True):
        back = pickle.loads(pickle.dumps(weak))
    assert back.dtype == np.int32 and back.weak_type  # the stored dtype, not the current default
