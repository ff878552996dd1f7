"""Which devices this process computes on: JAX's ``devices``, ``default_backend``, ...

jaxtypes runs on one platform per process, chosen at the first operation from
``jax_platforms`` (``JAX_PLATFORMS``, ``JAXTYPES_PLATFORM``): a GPU when a plugin
starts, else the CPU. Its arrays live on the platform's first device.
"""

from __future__ import annotations

from typing import Any

from jaxtypes.runtime import backend as _jaxlib

__all__ = ["Device", "block_until_ready", "default_backend", "device_count", "device_get", "device_put", "devices",
           "local_device_count", "local_devices", "process_count", "process_index"]

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


def process_index(backend: str | None = None) -> int:
    """This process's index among the processes of the computation: 0 (jaxtypes runs in one)."""
    _check_backend(backend)
    return 0


def process_count(backend: str | None = None) -> int:
    """How many processes the computation spans: 1."""
    _check_backend(backend)
    return 1


def _check_device(name: str, device: Any) -> None:
    if device is None:
        return
    if isinstance(device, (list, tuple)) or hasattr(device, "addressable_devices") or hasattr(device, "spec"):
        raise NotImplementedError(f"{name}: shardings and several devices are not supported yet (arrays live on "
                                  f"one device), got {device!r}")
    if device not in devices():
        raise ValueError(f"{name}: {device!r} is not a device of this process (its devices: {devices()})")


def device_put(x: Any, device: Any = None, *, src: Any = None, donate: bool = False, may_alias: bool | None = None
               ) -> Any:
    """The arrays of the pytree ``x`` on ``device`` (None: the default device): NumPy data
    and Python scalars become arrays (Python scalars weakly typed, as in jax), arrays stay
    as they are (a copy with ``may_alias=False``)."""
    from jaxtypes._array import Array
    from jaxtypes.runtime.core.creation import asarray
    from jaxtypes.runtime.core.tree_util import tree_map

    _check_device("device_put", device)
    _check_device("device_put", src)

    def put(leaf: Any) -> Any:
        if isinstance(leaf, Array):
            return asarray(leaf, copy=True) if may_alias is False else leaf
        return asarray(leaf)

    return tree_map(put, x)


def device_get(x: Any) -> Any:
    """The pytree ``x`` with its arrays copied to the host as NumPy arrays (other leaves as they are)."""
    import numpy as np

    from jaxtypes.runtime.core.array_impl import ArrayImpl
    from jaxtypes.runtime.core.tree_util import tree_map

    return tree_map(lambda leaf: np.asarray(leaf) if isinstance(leaf, ArrayImpl) else leaf, x)


def block_until_ready(x: Any) -> Any:
    """``x`` (a pytree), once every array in it is computed."""
    from jaxtypes.runtime.core.array_impl import ArrayImpl
    from jaxtypes.runtime.core.tree_util import tree_leaves

    for leaf in tree_leaves(x):
        if isinstance(leaf, ArrayImpl):
            leaf.block_until_ready()
    return x


def _check_backend(name: str | None) -> None:
    if name is None:
        return
    current = default_backend()
    wanted = "gpu" if name.lower() in _GPU_NAMES else name.lower()
    if wanted != current:
        raise RuntimeError(f"backend {name!r} is not available: this process runs on {current!r} (one platform per "
                           f"process, chosen by jax_platforms / JAX_PLATFORMS before the first operation)")
