"""Stub of ``jaxtypes.scipy.stats.dirichlet`` (written by hand). Real arrays of one dtype
give that dtype; other arguments (integers, mixed dtypes, NumPy and Python data) the
honest ``Array[inexact]``: their dtype is the inexact join of both. Complex arrays are
rejected, as the runtime rejects them."""

from typing import Any, TypeAlias, TypeVar, overload

import numpy as np

from jaxtypes._array import Array, _NDArray
from jaxtypes.scalar_types import bool_, floating, inexact, integer

__all__ = ["logpdf", "pdf"]

_F = TypeVar("_F", bound=floating)
_Real: TypeAlias = (Array[floating | integer | bool_ | int | float] | _NDArray[np.floating[Any] | np.integer[Any] | np.bool_]
                    | np.floating[Any] | np.integer[Any] | np.bool_ | int | float)


@overload
def logpdf(x: Array[_F], alpha: Array[_F]) -> Array[_F]: ...
@overload
def logpdf(x: _Real, alpha: _Real) -> Array[inexact]: ...
@overload
def pdf(x: Array[_F], alpha: Array[_F]) -> Array[_F]: ...
@overload
def pdf(x: _Real, alpha: _Real) -> Array[inexact]: ...
