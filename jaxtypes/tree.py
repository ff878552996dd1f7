"""``jaxtypes.tree``: pytree functions by ``jax.tree``'s short names (``jaxtypes.tree.map``,
``leaves``, ``structure``, ...).

This module only re-exports from ``jaxtypes.runtime.core`` (pure Python: importing it
does not load jaxlib).
"""

from __future__ import annotations

from jaxtypes.runtime.core.tree import (  # noqa: A004  (jax's names: all, map)
    all, broadcast, flatten, flatten_with_path, leaves, leaves_with_path, map, map_with_path, reduce,
    reduce_associative, static, structure, transpose, unflatten,
)

__all__ = ["all", "broadcast", "flatten", "flatten_with_path", "leaves", "leaves_with_path", "map", "map_with_path",
           "reduce", "reduce_associative", "static", "structure", "transpose", "unflatten"]
