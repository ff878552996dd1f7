"""What this process runs with: ``live_arrays``, ``print_environment_info``,
``process_indices`` and the ``default_device`` context manager (JAX's names)."""

from __future__ import annotations

import contextlib
import importlib.metadata
import os
import platform as platform_module
import sys
import textwrap
from typing import Any

import numpy as np

import jaxtypes
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.devices import devices, local_device_count, process_count

__all__ = ["default_device", "live_arrays", "print_environment_info", "process_indices"]


def live_arrays(platform: str | None = None) -> list[ArrayImpl]:
    """Every array alive on the device (not deleted), the runtime's own included (cached
    constants, compiled programs' captured values), as arrays of their dtype."""
    devices(platform)  # a platform this process does not run on is an error
    return [ArrayImpl(b, b.aval.shape, b.aval.dtype, b.aval.weak_type) for b in backend.live_buffers()]


def process_indices(backend: str | None = None) -> list[int]:
    """The indices of the processes of the computation: ``[0]`` (jaxtypes runs in one)."""
    return list(range(process_count(backend)))


def _version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "(not installed)"


def print_environment_info(return_string: bool = False) -> str | None:
    """The versions, devices and platform of this process, and the ``JAX_``/``XLA_``/
    ``JAXTYPES_`` environment variables: printed, or returned with ``return_string``."""
    first = devices()[0]
    python_version = sys.version.replace("\n", " ")
    info = textwrap.dedent(f"""\
    jaxtypes: {jaxtypes.__version__}
    jaxlib:   {_version("jaxlib")}
    numpy:    {np.__version__}
    python:   {python_version}
    device info: {first.device_kind}-{len(devices())}, {local_device_count()} local devices
    process_count: {process_count()}
    platform: {platform_module.uname()}""")
    for key, value in os.environ.items():
        if key.startswith(("JAX_", "XLA_", "JAXTYPES_")):
            info += f"\n{key}={value}"
    if return_string:
        return info
    print(info)
    return None


def default_device(new_val: Any) -> contextlib.AbstractContextManager[None]:
    """JAX's ``default_device`` context manager: ``None``, a device of this process or its
    platform's name (``"cpu"``, ``"gpu"``). Arrays already live on that one device, so
    the block runs as it would without it; another device or platform is an error (at
    once, not when the block starts)."""
    if isinstance(new_val, str):
        devices(new_val)  # RuntimeError naming the platform this process runs on
    elif new_val is not None and new_val not in devices():
        raise ValueError(f"default_device: {new_val!r} is not a device of this process (its devices: {devices()})")
    return contextlib.nullcontext()
