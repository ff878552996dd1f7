"""What ``gumbel_l`` and ``gumbel_r`` share: their operands promoted together, and the
standardized variable."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact


def standardized(name: str, x: Any, loc: Any, scale: Any) -> tuple[Array, Array, Array, Array]:
    x, loc, scale = promote_args_inexact(name, x, loc, scale, real=True)
    return x, loc, scale, (x - loc) / scale
