"""Stub of ``jaxtypes.scipy.stats.multinomial`` (written by hand). The result has the
dtype of the probabilities ``p`` (made inexact), strongly typed: an inexact array of
probabilities gives its dtype; other probabilities the honest ``Array[inexact]``. The
counts ``x`` and ``n`` are integers (the runtime raises ValueError otherwise; an abstract
array is let through)."""

from typing import Any, TypeVar, overload

import numpy as np

from jaxtypes._array import Array, _JustInt, _NDArray
from jaxtypes.scalar_types import inexact, integer
from jaxtypes.typing import ArrayLike

__all__ = ["logpmf", "pmf"]

_X = TypeVar("_X", bound=inexact)
_Counts = Array[integer] | Array[int] | _NDArray[np.integer[Any]] | np.integer[Any] | _JustInt


@overload
def logpmf(x: _Counts, n: _Counts, p: Array[_X]) -> Array[_X]: ...
@overload
def logpmf(x: _Counts, n: _Counts, p: ArrayLike) -> Array[inexact]: ...
@overload
def pmf(x: _Counts, n: _Counts, p: Array[_X]) -> Array[_X]: ...
@overload
def pmf(x: _Counts, n: _Counts, p: ArrayLike) -> Array[inexact]: ...
