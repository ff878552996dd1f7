"""Stub of ``jaxtypes``: ``Array``, the typing aliases, the modes, and ``jit``.

``jit`` keeps the decorated function's signature: ``jit(f)(x)`` has ``f(x)``'s type.
"""

from collections.abc import Callable, Sequence
from typing import Any, Concatenate, Literal, ParamSpec, TypeVar, overload

import numpy as np

from jaxtypes import dtypes as dtypes
from jaxtypes import lax as lax
from jaxtypes import nn as nn
from jaxtypes import numpy as numpy
from jaxtypes import random as random
from jaxtypes import tree as tree
from jaxtypes import tree_util as tree_util
from jaxtypes._array import Array as Array
from jaxtypes._config import config as config
from jaxtypes._config import default_matmul_precision as default_matmul_precision
from jaxtypes._config import enable_x64 as enable_x64
from jaxtypes._config import numpy_dtype_promotion as numpy_dtype_promotion
from jaxtypes._typecheck import typecheck as typecheck
from jaxtypes.dtypes import TypePromotionError as TypePromotionError
from jaxtypes import ad_checkpoint as ad_checkpoint
from jaxtypes.runtime.interpreters import checkpoint_policies as checkpoint_policies
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp as custom_jvp
from jaxtypes.runtime.interpreters.custom_derivatives import custom_vjp as custom_vjp
from jaxtypes.runtime.interpreters.remat import checkpoint as checkpoint
from jaxtypes.runtime.interpreters.remat import remat as remat
from jaxtypes.runtime.core.ir import ClosedJaxpr
from jaxtypes.runtime.interpreters.jit import Jitted
from jaxtypes.runtime.interpreters.jit import ShapeDtypeStruct as ShapeDtypeStruct
from jaxtypes.typing import ArrayLike as ArrayLike
from jaxtypes.typing import DType as DType
from jaxtypes.typing import DTypeLike as DTypeLike
from jaxtypes.typing import Shape as Shape
from jaxtypes.typing import ShapeLike as ShapeLike

__version__: str

__all__ = [
    "Array", "ArrayLike", "DType", "DTypeLike", "Shape", "ShapeLike", "TypePromotionError",
    "ShapeDtypeStruct", "clear_caches", "config", "default_matmul_precision", "dtypes", "enable_x64", "eval_shape", "float0", "grad", "hessian", "jacfwd",
    "jacrev", "jit", "jvp", "linearize", "make_jaxpr", "numpy_dtype_promotion", "tree_util", "typecheck",
    "value_and_grad", "vjp", "vmap", "custom_jvp", "custom_vjp", "checkpoint", "checkpoint_policies", "remat",
    "Device", "default_backend", "devices", "device_count", "local_devices", "local_device_count",
    "block_until_ready", "device_get", "device_put", "jacobian", "process_count", "process_index", "random", "tree",
    "nn",
]

_P = ParamSpec("_P")
_R = TypeVar("_R")
_T = TypeVar("_T")
_A = TypeVar("_A")
_Arr = TypeVar("_Arr", bound=Array[Any])
_D = TypeVar("_D")

@overload
def jit(fun: Callable[_P, _R], *, static_argnums: int | Sequence[int] = (),
        static_argnames: str | Sequence[str] = (), donate_argnums: int | Sequence[int] = ()) -> Jitted[_P, _R]:
    """Compile ``fun`` with XLA: traced once per input signature, then cached."""
@overload
def jit(fun: None = None, *, static_argnums: int | Sequence[int] = (),
        static_argnames: str | Sequence[str] = (), donate_argnums: int | Sequence[int] = ()
        ) -> Callable[[Callable[_P, _R]], Jitted[_P, _R]]:
    """``@jit(static_argnums=...)``: a decorator."""

def make_jaxpr(fun: Callable[..., Any], static_argnums: int | Sequence[int] = (),
               static_argnames: str | Sequence[str] = ()) -> Callable[..., ClosedJaxpr]:
    """``make_jaxpr(f)(*args)``: the IR that ``jit(f)`` stages for arguments like ``args``."""
def clear_caches() -> None:
    """Forget every compiled program and traced body."""
def eval_shape(fun: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """The shapes and dtypes of ``fun``'s outputs (a pytree of ShapeDtypeStruct), without running it."""

class Device:
    """A device of the platform this process runs on (jaxlib's ``Device``: ``CpuDevice(id=0)``, ...)."""
    @property
    def id(self) -> int: ...
    @property
    def platform(self) -> str: ...
    @property
    def device_kind(self) -> str: ...
    @property
    def process_index(self) -> int: ...
    def memory_stats(self) -> dict[str, int] | None: ...

def default_backend() -> str:
    """The platform of this process's arrays: ``"cpu"`` or ``"gpu"`` (``jax_platforms`` chooses)."""
def devices(backend: str | None = None) -> list[Device]: ...
def local_devices(process_index: int | None = None, backend: str | None = None) -> list[Device]: ...
def device_count(backend: str | None = None) -> int: ...
def local_device_count(backend: str | None = None) -> int: ...
def process_index(backend: str | None = None) -> int: ...
def process_count(backend: str | None = None) -> int: ...
@overload
def device_put(x: _Arr, device: Device | None = None, *, src: Device | None = None, donate: bool = False,
               may_alias: bool | None = None) -> _Arr:
    """Arrays stay arrays of their dtype, on ``device``."""
@overload
def device_put(x: Any, device: Device | None = None, *, src: Device | None = None, donate: bool = False,
               may_alias: bool | None = None) -> Any: ...
@overload
def device_get(x: Array[Any]) -> np.ndarray[Any, Any]: ...
@overload
def device_get(x: Any) -> Any: ...
def block_until_ready(x: _T) -> _T: ...

float0: np.dtype[np.void]
"""The dtype of the tangent of an integer or bool input (it has no values)."""

# grad(f) gives the type of f's first argument: an Array keeps its dtype; a Python float
# argument gives a weakly typed float array. Other argnums, or a pytree first argument
# holding Python scalars, get the honest wider type.
@overload
def grad(fun: Callable[Concatenate[Array[_D], _P], Any], argnums: Literal[0] = 0, has_aux: Literal[False] = False,
         holomorphic: bool = False, allow_int: bool = False) -> Callable[Concatenate[Array[_D], _P], Array[_D]]:
    """The gradient of the scalar-valued ``fun`` with respect to its first argument."""
@overload
def grad(fun: Callable[Concatenate[float, _P], Any], argnums: Literal[0] = 0, has_aux: Literal[False] = False,
         holomorphic: bool = False, allow_int: bool = False) -> Callable[Concatenate[float, _P], Array[float]]: ...
@overload
def grad(fun: Callable[Concatenate[Array[_D], _P], tuple[Any, _A]], argnums: Literal[0] = 0, *, has_aux: Literal[True],
         holomorphic: bool = False, allow_int: bool = False
         ) -> Callable[Concatenate[Array[_D], _P], tuple[Array[_D], _A]]: ...
@overload
def grad(fun: Callable[_P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
         holomorphic: bool = False, allow_int: bool = False) -> Callable[_P, Any]: ...
@overload
def value_and_grad(fun: Callable[Concatenate[Array[_D], _P], _R], argnums: Literal[0] = 0,
                   has_aux: Literal[False] = False, holomorphic: bool = False, allow_int: bool = False
                   ) -> Callable[Concatenate[Array[_D], _P], tuple[_R, Array[_D]]]:
    """``fun``'s value and its gradient with respect to its first argument."""
@overload
def value_and_grad(fun: Callable[Concatenate[float, _P], _R], argnums: Literal[0] = 0,
                   has_aux: Literal[False] = False, holomorphic: bool = False, allow_int: bool = False
                   ) -> Callable[Concatenate[float, _P], tuple[_R, Array[float]]]: ...
@overload
def value_and_grad(fun: Callable[_P, _R], argnums: int | Sequence[int] = 0, has_aux: bool = False,
                   holomorphic: bool = False, allow_int: bool = False) -> Callable[_P, tuple[_R, Any]]: ...
def vmap(fun: Callable[_P, _R], in_axes: Any = 0, out_axes: Any = 0, axis_name: Any = None,
         axis_size: int | None = None) -> Callable[_P, _R]:
    """``fun`` mapped over an axis of its arguments; it keeps ``fun``'s signature."""
def jvp(fun: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any], has_aux: bool = False) -> Any:
    """``(fun(*primals), its derivative along tangents)``."""
def linearize(fun: Callable[..., _R], *primals: Any) -> tuple[_R, Callable[..., Any]]:
    """``fun(*primals)`` and its derivative there as a linear function."""
def vjp(fun: Callable[..., _R], *primals: Any, has_aux: bool = False) -> Any:
    """``(fun(*primals), f_vjp)``: ``f_vjp`` maps an output cotangent to the primals' cotangents."""
def jacfwd(fun: Callable[_P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
           holomorphic: bool = False) -> Callable[_P, Any]:
    """The Jacobian of ``fun`` by forward mode."""
def jacrev(fun: Callable[_P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
           holomorphic: bool = False, allow_int: bool = False) -> Callable[_P, Any]:
    """The Jacobian of ``fun`` by reverse mode."""
def jacobian(fun: Callable[_P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
             holomorphic: bool = False, allow_int: bool = False) -> Callable[_P, Any]:
    """The Jacobian of ``fun`` by reverse mode (``jacrev``)."""
def hessian(fun: Callable[_P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
            holomorphic: bool = False) -> Callable[_P, Any]:
    """The Hessian of the scalar-valued ``fun``."""
