"""``Array``: the one base class of concrete arrays and tracers.

It serves annotations (``Array[jnp.int16]``, generic in the dtype) and
``isinstance`` checks alike: the runtime's device arrays and the tracers that
stand for values inside ``jit`` both subclass it, so ``isinstance(x, Array)``
holds inside and outside of traced code. ``Array[jnp.float32]`` is a generic alias
that ``isinstance`` also understands (see ``jaxtypes._array_alias``).
"""

from __future__ import annotations

import abc
import math
from typing import Any, Generic

import numpy as np
from typing_extensions import TypeVar

from jaxtypes._array_alias import array_alias

__all__ = ["Array"]

DTypeT_co = TypeVar("DTypeT_co", covariant=True, default=Any)


class Array(abc.ABC, Generic[DTypeT_co]):
    """An n-dimensional array of one dtype; weakly typed when it came from a Python scalar."""

    __slots__ = ()
    # NumPy defers binary operators with a NumPy operand on the left to our reflected ones.
    __array_priority__ = 100

    def __class_getitem__(cls, params: Any) -> Any:
        if cls is not Array:
            return super().__class_getitem__(params)  # type: ignore[misc]
        return array_alias(params, super().__class_getitem__)  # type: ignore[misc]

    @property
    @abc.abstractmethod
    def shape(self) -> tuple[int, ...]: ...

    @property
    @abc.abstractmethod
    def dtype(self) -> np.dtype[Any]: ...

    @property
    @abc.abstractmethod
    def weak_type(self) -> bool: ...

    @property
    @abc.abstractmethod
    def at(self) -> Any:
        """``x.at[index]``: the functional updates of ``x`` at ``index`` (``set``, ``add``,
        ``subtract``, ``multiply``, ``divide``, ``power``, ``min``, ``max``, ``apply``, ``get``)."""

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)
