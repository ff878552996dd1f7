"""``jaxtypes.debug``: ``print``, ``log``, ``callback``, ``breakpoint`` and
``visualize_array_sharding``, as ``jax.debug``'s.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.debug import (  # noqa: A004  (jax's names)
    breakpoint, callback, log, print, visualize_array_sharding,
)

__all__ = ["breakpoint", "callback", "log", "print", "visualize_array_sharding"]
