"""Type aliases for annotating code that uses jaxtypes, as ``jax.typing`` has them.

Inputs are typed loosely (``ArrayLike``, ``DTypeLike``, ``ShapeLike``: what
functions accept); outputs strictly (``Array[...]``, ``DType``, ``Shape``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, SupportsIndex, TypeAlias, runtime_checkable

import numpy as np

from jaxtypes._array import Array

__all__ = [
    "Array", "ArrayLike", "DType", "DTypeLike", "Shape", "ShapeLike",
    "SupportsArray", "SupportsJaxArray", "SupportsDType",
]


@runtime_checkable
class SupportsArray(Protocol):
    """An object NumPy can convert: it has ``__array__``."""

    def __array__(self) -> np.ndarray[Any, Any]: ...


@runtime_checkable
class SupportsJaxArray(Protocol):
    """An object that converts itself to an array with ``__jax_array__``."""

    def __jax_array__(self) -> Array: ...


@runtime_checkable
class SupportsDType(Protocol):
    """An object with a ``dtype`` attribute, such as a scalar type or an array."""

    @property
    def dtype(self) -> np.dtype[Any]: ...


ArrayLike: TypeAlias = (
    Array
    | np.ndarray[Any, Any]
    | np.bool_
    | np.number[Any]
    | bool
    | int
    | float
    | complex
    | SupportsArray
    | SupportsJaxArray
)
"""Anything an array function accepts as an array argument."""

DType: TypeAlias = np.dtype[Any]
"""A dtype as functions return it: always a ``numpy.dtype``."""

DTypeLike: TypeAlias = str | type[Any] | np.dtype[Any] | SupportsDType
"""Anything that names a dtype: ``"int16"``, ``jnp.int16``, ``np.int16``, ``np.dtype("int16")``, ``float``."""

Shape: TypeAlias = tuple[int, ...]
"""A shape as functions return it."""

ShapeLike: TypeAlias = SupportsIndex | Sequence[SupportsIndex]
"""Anything that names a shape: an int or a sequence of ints."""
