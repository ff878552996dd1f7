"""Choosing and seeing devices: ``devices()``, ``default_backend()``, ``jax_platforms``
(``JAX_PLATFORMS``, ``JAXTYPES_PLATFORM``), and arrays brought to the host from a device
that NumPy cannot read."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes.runtime import backend


def _run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`code` in a fresh process (the platform is chosen once per process)."""
    environment = {k: v for k, v in os.environ.items() if k not in ("JAX_PLATFORMS", "JAXTYPES_PLATFORM")}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env={**environment, **env}, timeout=120)


def test_devices_of_the_running_platform() -> None:
    jnp.ones(2).block_until_ready()
    platform = jaxtypes.default_backend()
    assert platform in ("cpu", "gpu")
    devices = jaxtypes.devices()
    assert devices and all(isinstance(d, jaxtypes.Device) for d in devices)
    assert jaxtypes.device_count() == jaxtypes.local_device_count() == len(devices)
    assert jaxtypes.local_devices() == devices == jaxtypes.devices(platform)
    assert {d.platform for d in devices} == {platform}
    assert devices[0].id == 0 and devices[0].process_index == 0


def test_another_backend_or_process_is_a_clear_error() -> None:
    other = "gpu" if jaxtypes.default_backend() == "cpu" else "cpu"
    with pytest.raises(RuntimeError, match=f"backend '{other}' is not available: this process runs on"):
        jaxtypes.devices(other)
    with pytest.raises(ValueError, match="process_index=1: jaxtypes runs in one process"):
        jaxtypes.local_devices(process_index=1)


def test_the_platform_cannot_change_after_the_first_operation() -> None:
    jnp.ones(2).block_until_ready()
    platform = jaxtypes.default_backend()
    other = "cuda" if platform == "cpu" else "cpu"
    jaxtypes.config.update("jax_platforms", platform)  # the one in use: accepted
    jaxtypes.config.update("jax_platforms", f"{other},{platform}")  # names it: accepted
    jaxtypes.config.update("jax_platforms", None)
    with pytest.raises(RuntimeError, match=f"jax_platforms='{other}' came after the first operation"):
        jaxtypes.config.update("jax_platforms", other)
    with pytest.raises(ValueError, match="comma-separated list of platforms"):
        jaxtypes.config.update("jax_platforms", 3)


@pytest.mark.parametrize("variable", ["JAX_PLATFORMS", "JAXTYPES_PLATFORM"])
def test_the_cpu_by_environment(variable: str) -> None:
    result = _run("""
        import jaxtypes, jaxtypes.numpy as jnp
        print(jaxtypes.default_backend(), jaxtypes.config.jax_platforms, float(jnp.ones(3).sum()))
    """, **{variable: "cpu"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["cpu", "cpu", "3.0"]


def test_jaxtypes_platform_wins_over_jax_platforms() -> None:
    result = _run("import jaxtypes; print(jaxtypes.config.jax_platforms)", JAX_PLATFORMS="cuda", JAXTYPES_PLATFORM="cpu")
    assert result.stdout.split() == ["cpu"], result.stderr


def test_the_cpu_by_config_before_the_first_operation() -> None:
    result = _run("""
        import jaxtypes, jaxtypes.numpy as jnp
        jaxtypes.config.update("jax_platforms", "cpu")
        print(jaxtypes.default_backend(), int(jnp.arange(4).sum()))
    """)
    assert result.stdout.split() == ["cpu", "6"], result.stderr


def test_a_platform_that_cannot_start_is_named() -> None:
    result = _run("""
        import jaxtypes.numpy as jnp
        jnp.ones(3)
    """, JAX_PLATFORMS="tpu")
    assert result.returncode == 1
    assert "no platform of jax_platforms='tpu' could start: 'tpu' is not a platform jaxtypes runs on" in result.stderr


def test_the_first_platform_that_starts_is_used() -> None:
    """``tpu`` never starts here; the list goes on to the CPU, as JAX's does."""
    result = _run("""
        import jaxtypes, jaxtypes.numpy as jnp
        print(jaxtypes.default_backend(), float(jnp.ones(2).sum()))
    """, JAX_PLATFORMS="tpu,cpu")
    assert result.stdout.split() == ["cpu", "2.0"], result.stderr


@pytest.mark.parametrize("dtype", ["float32", "int64", "bool", "complex64", "bfloat16", "int4", "float8_e4m3fn"])
def test_arrays_come_to_the_host_through_a_cpu_client_copy(dtype: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The path a GPU array takes to NumPy (its memory is not host memory): a copy to a
    CPU client of our own, read by DLPack. Taken here by telling ``to_host`` the
    platform is not the CPU."""
    expected = np.arange(-3, 3).astype(dtype).reshape(2, 3)
    with jaxtypes.enable_x64(True):
        buffer = jnp.asarray(expected)._buffer
    copy = backend.copy_to_host_client(buffer)
    assert copy.aval == buffer.aval
    monkeypatch.setattr(backend, "platform", lambda: "gpu")
    host = backend.to_host(buffer)
    assert host.dtype == expected.dtype and not host.flags.writeable
    np.testing.assert_array_equal(host, expected)
