"""The persistent compilation cache (``jax_compilation_cache_dir``): what it keeps, what a
later process reads from it, and that a damaged or foreign entry costs a compile, not a
wrong answer."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from jaxtypes._config import config
from jaxtypes.runtime import backend, compilation_cache

REPO = Path(__file__).resolve().parent.parent


def program(n: int) -> str:
    """A small program of its own for each test (a cache hit from another test would hide a miss)."""
    return (f"func.func public @main(%arg0: tensor<{n}xf32>) -> tensor<{n}xf32> {{\n"
            f"  %0 = stablehlo.add %arg0, %arg0 : tensor<{n}xf32>\n"
            f"  return %0 : tensor<{n}xf32>\n}}")


def run(executable: backend.Executable, n: int) -> np.ndarray:
    x = np.arange(n, dtype=np.float32)
    return np.asarray(backend.to_host(backend.execute(executable, [backend.to_device(x)])[0]))


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[Path]:
    saved = config.read("jax_compilation_cache_dir"), config.read("jax_persistent_cache_min_compile_time_secs")
    config.update("jax_compilation_cache_dir", tmp_path)
    config.update("jax_persistent_cache_min_compile_time_secs", 0)
    try:
        yield tmp_path
    finally:
        config.update("jax_compilation_cache_dir", saved[0])
        config.update("jax_persistent_cache_min_compile_time_secs", saved[1])


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("jaxtypes-*"))


def test_a_compiled_program_is_kept_and_read_back(cache: Path) -> None:
    first = backend.compile(program(101))
    (entry,) = entries(cache)
    assert entry.name == backend._cache_key(program(101))
    assert not list(cache.glob(".writing-*"))
    loaded = backend._cached_executable(entry.name)
    assert loaded is not None
    again = backend.compile(program(101))
    assert entries(cache) == [entry]
    want = 2 * np.arange(101, dtype=np.float32)
    np.testing.assert_array_equal(run(first, 101), want)
    np.testing.assert_array_equal(run(again, 101), want)
    assert (again.in_avals, again.out_avals) == (first.in_avals, first.out_avals)


def test_fast_compiles_are_not_kept_under_the_default_threshold(cache: Path) -> None:
    config.update("jax_persistent_cache_min_compile_time_secs", 1000)
    backend.compile(program(102))
    assert entries(cache) == []


def test_a_damaged_entry_is_compiled_again(cache: Path) -> None:
    key = backend._cache_key(program(103))
    (cache / key).write_bytes(b"not an executable")
    np.testing.assert_array_equal(run(backend.compile(program(103)), 103), 2 * np.arange(103, dtype=np.float32))


def test_the_key_names_the_program_and_the_compiler_flags(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert backend._cache_key(program(104)) != backend._cache_key(program(105))
    before = backend._cache_key(program(104))
    monkeypatch.setenv("XLA_FLAGS", os.environ.get("XLA_FLAGS", "") + " --xla_cpu_enable_fast_math=false")
    assert backend._cache_key(program(104)) != before
    assert compilation_cache.entry_key("a", "bc") != compilation_cache.entry_key("ab", "c")


def test_off_without_a_folder(tmp_path: Path) -> None:
    saved = config.read("jax_compilation_cache_dir")
    config.update("jax_compilation_cache_dir", None)
    try:
        assert compilation_cache.load(backend._cache_key(program(106))) is None
        backend.compile(program(106))
    finally:
        config.update("jax_compilation_cache_dir", saved)
    assert not list(tmp_path.iterdir())


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="number of seconds"):
        config.update("jax_persistent_cache_min_compile_time_secs", "soon")
    with pytest.raises(ValueError, match="at least 0"):
        config.update("jax_persistent_cache_min_compile_time_secs", -1)
    with pytest.raises(ValueError, match="folder"):
        config.update("jax_compilation_cache_dir", 3)


def test_a_later_process_reads_what_an_earlier_one_kept(tmp_path: Path) -> None:
    """Two fresh processes, configured by the environment variables: the first compiles
    and keeps each eager operation, the second finds every one and compiles nothing."""
    script = (
        "import jaxtypes.numpy as jnp\n"
        "from jaxtypes.runtime import backend\n"
        "from jaxtypes.runtime import compilation_cache\n"
        "loads = []\n"
        "original = compilation_cache.load\n"
        "def counting(key):\n"
        "    data = original(key)\n"
        "    loads.append(data is not None)\n"
        "    return data\n"
        "compilation_cache.load = counting\n"
        "x = jnp.arange(7, dtype=jnp.int16)\n"
        "print(list(map(int, jnp.cumsum(x * 3 + 1))), sum(loads), len(loads))\n"
    )
    env = {**os.environ, "JAX_COMPILATION_CACHE_DIR": str(tmp_path), "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS": "0",
           "JAX_PLATFORMS": "cpu"}
    outputs = [subprocess.run([sys.executable, "-c", script], env=env, cwd=REPO, capture_output=True, text=True,
                              check=True).stdout.split() for _ in range(2)]
    values = "[1,", "5,", "12,", "22,", "35,", "51,", "70]"
    first, second = outputs
    assert tuple(first[:7]) == values and tuple(second[:7]) == values
    compiled = int(first[8])
    assert compiled > 0 and first[7] == "0", first
    assert second[7:] == [str(compiled), str(compiled)], second
    assert len(entries(tmp_path)) == compiled
