"""Stub of ``jaxtypes``: ``Array``, the typing aliases, the modes, and ``jit``.

``jit`` keeps the decorated function's signature: ``jit(f)(x)`` has ``f(x)``'s type.
"""

from collections.abc import Callable, Sequence
from typing import ParamSpec, TypeVar, overload

from jaxtypes import dtypes as dtypes
from jaxtypes import lax as lax
from jaxtypes import numpy as numpy
from jaxtypes._array import Array as Array
from jaxtypes._config import config as config
from jaxtypes._config import enable_x64 as enable_x64
from jaxtypes._config import numpy_dtype_promotion as numpy_dtype_promotion
from jaxtypes._typecheck import typecheck as typecheck
from jaxtypes.dtypes import TypePromotionError as TypePromotionError
from jaxtypes.runtime.jit import Jitted
from jaxtypes.typing import ArrayLike as ArrayLike
from jaxtypes.typing import DType as DType
from jaxtypes.typing import DTypeLike as DTypeLike
from jaxtypes.typing import Shape as Shape
from jaxtypes.typing import ShapeLike as ShapeLike

__version__: str

__all__ = [
    "Array", "ArrayLike", "DType", "DTypeLike", "Shape", "ShapeLike", "TypePromotionError",
    "config", "dtypes", "enable_x64", "jit", "numpy_dtype_promotion", "typecheck",
]

_P = ParamSpec("_P")
_R = TypeVar("_R")

@overload
def jit(fun: Callable[_P, _R], *, static_argnums: int | Sequence[int] = (),
        static_argnames: str | Sequence[str] = ()) -> Jitted[_P, _R]:
    """Compile ``fun`` with XLA: traced once per input signature, then cached."""
@overload
def jit(fun: None = None, *, static_argnums: int | Sequence[int] = (),
        static_argnames: str | Sequence[str] = ()) -> Callable[[Callable[_P, _R]], Jitted[_P, _R]]:
    """``@jit(static_argnums=...)``: a decorator."""
