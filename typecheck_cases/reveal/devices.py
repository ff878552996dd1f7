"""Devices and platforms: ``devices()`` lists ``Device`` objects, the rest are plain values.
Executed too: the runtime answers with these types."""

from typing import Any

from typing_extensions import assert_type

import jaxtypes

devices = jaxtypes.devices()
assert_type(devices, list[jaxtypes.Device])
assert_type(jaxtypes.local_devices(), list[jaxtypes.Device])
assert_type(jaxtypes.default_backend(), str)
assert_type(jaxtypes.device_count(), int)
assert_type(jaxtypes.local_device_count(), int)
assert_type(devices[0].platform, str)
assert_type(devices[0].id, int)
assert_type(devices[0].device_kind, str)
assert isinstance(devices[0], jaxtypes.Device) and isinstance(devices[0].id, int)
assert devices[0].platform == jaxtypes.default_backend() and len(devices) == jaxtypes.device_count()

import numpy as np  # noqa: E402

import jaxtypes.numpy as jnp  # noqa: E402
from jaxtypes import Array  # noqa: E402

x16 = jnp.arange(3, dtype=jnp.int16)
assert_type(jaxtypes.device_put(x16), Array[jnp.int16])
assert_type(jaxtypes.device_put(x16, devices[0]), Array[jnp.int16])
assert_type(jaxtypes.device_get(x16), np.ndarray[Any, Any])
assert_type(jaxtypes.block_until_ready(x16), Array[jnp.int16])
assert_type(jaxtypes.process_index(), int)
assert_type(jaxtypes.process_count(), int)
assert jaxtypes.process_index() == 0 and jaxtypes.process_count() == 1
