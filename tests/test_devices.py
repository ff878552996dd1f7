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


def test_device_put_get_and_block_until_ready_as_jax() -> None:
    """Leaves become arrays as jax makes them (Python scalars weakly typed, NumPy data
    canonicalized), arrays stay as they are, device_get brings them back as NumPy data."""
    import jax

    trees = [1.0, 2, True, np.float64(3), np.arange(3), np.int16(4), {"a": 1.5, "b": [np.ones(2), (3, None)]}]
    for tree in trees:
        ours, theirs = jaxtypes.device_put(tree), jax.device_put(tree)
        assert jaxtypes.tree_util.tree_structure(ours) == jaxtypes.tree_util.tree_structure(tree)
        for a, b in zip(jaxtypes.tree_util.tree_leaves(ours), jax.tree_util.tree_leaves(theirs)):
            assert isinstance(a, jaxtypes.Array)
            assert (a.dtype, a.weak_type, a.shape) == (b.dtype, b.weak_type, b.shape)
            np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
    x = jnp.arange(3, dtype=jnp.int16)
    assert jaxtypes.device_put(x) is x and jaxtypes.device_put(x, jaxtypes.devices()[0]) is x
    copied = jaxtypes.device_put(x, may_alias=False)
    assert copied is not x and np.array_equal(np.asarray(copied), np.asarray(x))
    host = jaxtypes.device_get({"a": x, "b": 3})
    assert isinstance(host["a"], np.ndarray) and host["a"].dtype == np.int16 and host["b"] == 3
    tree = [x, 1]
    assert jaxtypes.block_until_ready(tree) is tree
    with pytest.raises(ValueError, match="not a device"):
        jaxtypes.device_put(x, "cpu:1")
    with pytest.raises(NotImplementedError, match="shardings"):
        jaxtypes.device_put(x, jaxtypes.devices())
    assert jaxtypes.process_index() == jax.process_index() and jaxtypes.process_count() == jax.process_count()


def test_jacobian_is_jacrev() -> None:
    import jax

    f = lambda v: jnp.sin(v) * v[0]  # noqa: E731
    g = lambda v: jax.numpy.sin(v) * v[0]  # noqa: E731
    point = np.arange(3.0, dtype=np.float32)
    np.testing.assert_allclose(np.asarray(jaxtypes.jacobian(f)(jnp.asarray(point))),
                               np.asarray(jax.jacobian(g)(point)), rtol=1e-6)
