"""``Array``: the one base class of concrete arrays and tracers.

It serves annotations (``Array[jnp.int16]``, generic in the dtype) and
``isinstance`` checks alike: the runtime's device arrays and the tracers that
stand for values inside ``jit`` both subclass it, so ``isinstance(x, Array)``
holds inside and outside of traced code.
"""

from __future__ import annotations

import abc
import math
from typing import Any, Generic

import numpy as np
from typing_extensions import TypeVar

DTypeT_co = TypeVar("DTypeT_co", covariant=True, default=Any)


class Array(abc.ABC, Generic[DTypeT_co]):
    """An n-dimensional array of one dtype; weakly typed when it came from a Python scalar."""

    __slots__ = ()
    # NumPy defers binary operators with a NumPy operand on the left to our reflected ones.
    __array_priority__ = 100

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
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)
