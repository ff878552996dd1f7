"""Shared fixtures: the repository paths, the spec, and mode switching for jaxtypes and jax."""

from __future__ import annotations

import contextlib
import importlib.metadata
import json
import os
import subprocess
import sys
import zlib
import warnings
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests import installed

# Faster CPU compiles, for jaxtypes and jax alike, set before either loads jaxlib: the suite
# compiles thousands of small programs (an eager operation is one), and on jaxlib 0.10's
# CPU compiler the older elementwise emitters and LLVM's level 0 cut that time by about
# 45% (the x32 test_every_reveal_value_is_an_instance_of_its_static_type: 55 s -> 30 s).
# Both libraries compile with the same flags, and results stay within the tests'
# tolerances. Newer jaxlibs lack the emitters' flag (XLA aborts on an unknown flag): they
# take LLVM's level 0 alone (jaxlib 0.12: 119 small programs of jnp.sin, exp and a product
# compiled in 9.7 s instead of 11.7 s). A run that sets XLA_FLAGS itself compiles as it
# says (`XLA_FLAGS= ./run test` tests XLA's defaults throughout).
FAST_XLA_FLAGS = "--xla_cpu_use_fusion_emitters=false --xla_backend_optimization_level=0"
NEWER_JAXLIB_FAST_XLA_FLAGS = "--xla_backend_optimization_level=0"
# The tests that the older emitters cannot compile (an XLA RET_CHECK failure: clamp of
# bools or complex numbers, a complex dot with a real preferred type): under the fast
# flags, each runs in a subprocess with XLA's defaults.
DEFAULT_XLA_TESTS = (
    "tests/test_lax_dot.py::test_mixed_and_preferred_dtypes_against_jax[complex64-complex64-float32]",
    "tests/test_lax_elementwise.py::test_values_and_dtypes_agree_with_jax[clamp-bool]",
    "tests/test_lax_elementwise.py::test_values_and_dtypes_agree_with_jax[clamp-complex64]",
    "tests/test_lax_elementwise.py::test_values_and_dtypes_agree_with_jax[clamp-complex128]",
    "tests/test_lax_elementwise.py::test_accepted_dtypes_table_matches_jax[clamp]",
    "tests/test_lax_elementwise.py::test_operators_work_under_jit",
)


def _fast_compile_flags() -> None:
    if "XLA_FLAGS" in os.environ:
        return
    try:
        major, minor = (int(part) for part in importlib.metadata.version("jaxlib").split(".")[:2])
    except (importlib.metadata.PackageNotFoundError, ValueError):
        return
    os.environ["XLA_FLAGS"] = FAST_XLA_FLAGS if (major, minor) <= (0, 10) else NEWER_JAXLIB_FAST_XLA_FLAGS


_fast_compile_flags()


def _no_persistent_compilation_cache() -> None:
    """Neither jaxtypes nor jax (the oracle) keeps compiled programs on disk during the
    suite (tests/test_compilation_cache.py tests jaxtypes' cache in folders of its own).

    jaxlib 0.10's CPU executables sometimes crash the process when serialized for a
    cache entry (``LoadedExecutable.serialize``): fresh-clone runs lost an xdist worker
    to a segmentation fault there twice, once in jax's cache write (a scatter in
    test_slicing) and once in jaxtypes' (a while loop in test_scipy_linalg), and the
    session then hung with the survivors idle (pytest-xdist's loadgroup scheduler after a
    crash). Those crashes were most likely the exhaustion of memory mappings that
    `_programs_freed_after_each_module` prevents, but that was found later and not checked
    for them. A run that sets JAX_COMPILATION_CACHE_DIR itself keeps that cache."""
    os.environ.setdefault("JAX_ENABLE_COMPILATION_CACHE", "false")


_no_persistent_compilation_cache()


REPO = Path(__file__).resolve().parent.parent
SHARED_SPEC = REPO.parent / "shared" / "spec"

MODES = [(x64, mode) for x64 in (False, True) for mode in ("standard", "strict")]
MODE_IDS = [f"{'x64' if x64 else 'x32'}-{mode}" for x64, mode in MODES]


def load_promotion_table() -> dict:
    path = SHARED_SPEC / "promotion_table.json"
    if not path.exists():
        pytest.fail(f"the specification is missing: {path} (shared/ must sit beside the repository)")
    return json.loads(path.read_text())


@contextlib.contextmanager
def modes(x64: bool, mode: str) -> Iterator[None]:
    """Set both jaxtypes' and (when imported) jax's switches for the block."""
    import jaxtypes

    with jaxtypes.enable_x64(x64), jaxtypes.numpy_dtype_promotion(mode):
        import sys

        if "jax" in sys.modules:
            jax = sys.modules["jax"]
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                with jax.enable_x64(x64), jax.numpy_dtype_promotion(mode):
                    yield
        else:
            yield


def stable_rng(*key: object) -> np.random.Generator:
    """A generator seeded from ``key`` the same way in every process (``hash`` of a
    string is randomised per process, so a failure seeded by it might not reproduce)."""
    return np.random.default_rng(zlib.crc32(repr(key).encode()))


def sample(dtype: np.dtype, rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Random values of a NumPy dtype: all integers of the range, normal floats (narrower for 16-bit)."""
    if dtype.kind == "b":
        return rng.integers(0, 2, shape).astype(bool)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)
    scale = 3 if dtype.itemsize == 2 else 10
    values = rng.normal(size=shape) * scale
    if dtype.kind == "c":
        values = values + 1j * rng.normal(size=shape) * scale
    return values.astype(dtype)


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from the repository, once per session."""
    return installed.build_wheel(tmp_path_factory.mktemp("dist"))


@pytest.fixture(scope="session")
def fresh_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> installed.FreshVenv:
    """The wheel installed in a fresh virtual environment outside the repository, once
    per session (tests/test_packaging.py and the checker matrix share it)."""
    return installed.fresh_venv(wheel, tmp_path_factory.mktemp("fresh") / "venv")


@pytest.fixture(autouse=True, scope="module")
def _programs_freed_after_each_module() -> Iterator[None]:
    """Each test module's compiled programs (jaxtypes' and jax's) are freed when it ends.

    Every XLA CPU executable holds memory mappings of its code, and a process has at most
    ``vm.max_map_count`` of them (65530 by default): an xdist worker that kept every
    program of half the suite ran out, and XLA then crashed the process with a
    segmentation fault inside a compile or a run (reproduced with the limit lowered to
    2500: tests/test_scipy_special.py crashed within seconds)."""
    yield
    import gc

    if "jaxtypes" in sys.modules:
        sys.modules["jaxtypes"].clear_caches()
    if "jax" in sys.modules:
        sys.modules["jax"].clear_caches()
    gc.collect()


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """A test of ``DEFAULT_XLA_TESTS``, under the fast flags: run in a subprocess with XLA's defaults."""
    if os.environ.get("XLA_FLAGS") != FAST_XLA_FLAGS or pyfuncitem.nodeid not in DEFAULT_XLA_TESTS:
        return None
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-o", "addopts=",
                          "-q", pyfuncitem.nodeid], cwd=REPO, env={**os.environ, "XLA_FLAGS": ""},
                         capture_output=True, text=True, check=False)
    if run.returncode != 0 or " passed" not in run.stdout:
        pytest.fail(f"under XLA's default flags:\n{run.stdout[-6000:]}\n{run.stderr[-2000:]}", pytrace=False)
    return True
