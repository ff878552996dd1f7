"""Devices and platforms: ``devices()`` lists ``Device`` objects, the rest are plain values.
Executed too: the runtime answers with these types."""

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
