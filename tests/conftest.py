"""Shared fixtures: the repository paths, the spec, and mode switching for jaxtypes and jax."""

from __future__ import annotations

import contextlib
import json
import zlib
import warnings
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests import installed

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
