"""Stub of ``jaxtypes.scipy.interpolate``.

``RegularGridInterpolator`` (a pytree: its leaves are the grid, the values and the fill
value). What the types do not carry: the interpolated values' dtype is the join of the
values' floating dtype, the grid points', the query points' and the fill value's, four
operands whose types the class does not keep, so a call is typed with the honest
``inexact`` (weakly typed only if every operand is).
"""

import builtins
from collections.abc import Sequence
from typing import Literal, TypeAlias

from jaxtypes._array import Array
from jaxtypes.scalar_types import inexact
from jaxtypes.typing import ArrayLike

__all__ = ["RegularGridInterpolator"]

_Interpolated: TypeAlias = Array[inexact | builtins.float | builtins.complex]


class RegularGridInterpolator:
    """Interpolation of ``values`` on the grid ``points``, by ``method`` "linear" or
    "nearest"; ``fill_value`` outside the grid (None: extrapolated)."""

    method: str
    bounds_error: builtins.bool
    grid: tuple[Array, ...]
    values: _Interpolated
    fill_value: Array | None

    def __init__(self, points: Sequence[ArrayLike], values: ArrayLike,
                 method: Literal["linear", "nearest"] = "linear", bounds_error: Literal[False] = False,
                 fill_value: ArrayLike | None = ...) -> None: ...
    def __call__(self, xi: ArrayLike | tuple[ArrayLike, ...],
                 method: Literal["linear", "nearest"] | None = None) -> _Interpolated: ...
