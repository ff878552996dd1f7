"""jaxtypes: a JAX-style array library on jaxlib whose dtypes type checkers can see.

``import jaxtypes`` is cheap: it does not load jaxlib. The array runtime behind
``jaxtypes.numpy`` loads jaxlib on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import config, enable_x64, numpy_dtype_promotion
from jaxtypes._typecheck import typecheck
from jaxtypes.dtypes import TypePromotionError
from jaxtypes.typing import ArrayLike, DType, DTypeLike, Shape, ShapeLike

__version__ = "0.1.0"

__all__ = [
    "Array", "ArrayLike", "DType", "DTypeLike", "Shape", "ShapeLike", "TypePromotionError",
    "config", "dtypes", "enable_x64", "jit", "numpy_dtype_promotion", "typecheck",
]

_LAZY_SUBMODULES = frozenset({"numpy", "lax"})


def __getattr__(name: str) -> Any:
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f"jaxtypes.{name}")
    if name == "jit":
        from jaxtypes.runtime.jit import jit

        return jit
    raise AttributeError(f"module 'jaxtypes' has no attribute {name!r}")
