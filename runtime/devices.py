"""Which devices this process computes on: JAX's ``devices``, ``default_backend``, ...

jaxtypes runs on one platform per process, chosen at the first operation from
``jax_platforms`` (``JAX_PLATFORMS``, ``JAXTYPES_PLATFORM``): a GPU when a plugin
starts, else the CPU. Its arrays live on the platform's first device.
"""

from __future__ import annotations

from typing import Any

from jaxtypes.runtime import backend as _jaxlib

__all__ = ["Device", "default_backend", "device_count", "devices", "local_device_count", "local_devices"]

def __getattr__(name: str) -> Any:
    if name == "Device":  # jaxlib's class, loaded with jaxlib
        return type(_jaxlib.device())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_GPU_NAMES = frozenset({"gpu", "cuda", "rocm"})


def default_backend() -> str:
    """The platform of this process's arrays: ``"cpu"`` or ``"gpu"``."""
    return _jaxlib.platform()


def devices(backend: str | None = None) -> list[Any]:
    """The devices of the platform (all of them local: jaxtypes runs in one process)."""
    _check_backend(backend)
    return _jaxlib.devices()


def local_devices(process_index: int | None = None, backend: str | None = None) -> list[Any]:
    if process_index not in (None, 0):
        raise ValueError(f"process_index={process_index}: jaxtypes runs in one process, whose index is 0")
    return devices(backend)


def device_count(backend: str | None = None) -> int:
    return len(devices(backend))


def local_device_count(backend: str | None = None) -> int:
    return len(devices(backend))


def _check_backend(name: str | None) -> None:
    if name is None:
        return
    current = default_backend()
    wanted = "gpu" if name.lower() in _GPU_NAMES else name.lower()
    if wanted != current:
        raise RuntimeError(f"backend {name!r} is not available: this process runs on {current!r} (one platform per "
                           f"process, chosen by jax_platforms / JAX_PLATFORMS before the first operation)")
