"""Stub of ``jaxtypes.scipy.stats.multivariate_normal`` (written by hand). Inexact arrays
of one dtype give that dtype; other arguments (integers, mixed dtypes, NumPy and Python
data) the honest ``Array[inexact]``: their dtype is the inexact join of all three."""

from typing import TypeVar, overload

from jaxtypes._array import Array
from jaxtypes.scalar_types import inexact
from jaxtypes.typing import ArrayLike

__all__ = ["logpdf", "pdf"]

_X = TypeVar("_X", bound=inexact)


@overload
def logpdf(x: Array[_X], mean: Array[_X], cov: Array[_X], allow_singular: None = None) -> Array[_X]: ...
@overload
def logpdf(x: ArrayLike, mean: ArrayLike, cov: ArrayLike, allow_singular: None = None) -> Array[inexact]: ...
@overload
def pdf(x: Array[_X], mean: Array[_X], cov: Array[_X]) -> Array[_X]: ...
@overload
def pdf(x: ArrayLike, mean: ArrayLike, cov: ArrayLike) -> Array[inexact]: ...
