"""Stub of ``jaxtypes``: ``Array``, the typing aliases, the modes, and ``jit``.

``jit`` keeps the decorated function's signature: ``jit(f)(x)`` has ``f(x)``'s type; so do
``custom_gradient`` (the type of the value it returns) and ``named_call``.
``pure_callback`` returns arrays like its ``result_shape_dtypes``: an example array gives
its dtype (a weakly typed one, the default dtype of its kind, strong); a
``ShapeDtypeStruct`` (not generic in its dtype) gives a bare ``Array``.
"""

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, Concatenate, Literal, ParamSpec, TypeAlias, TypeVar, overload

import numpy as np

from jaxtypes import debug as debug
from jaxtypes import dtypes as dtypes
from jaxtypes import lax as lax
from jaxtypes import nn as nn
from jaxtypes import numpy as numpy
from jaxtypes import random as random
from jaxtypes import tree as tree
from jaxtypes import tree_util as tree_util
from jaxtypes._array import Array as Array
from jaxtypes._array import JAXTYPES_X64, MYPY  # the mode switch and guard (not re-exported)
from jaxtypes.scalar_types import complex64, complex128, float32, float64, int32, int64
from jaxtypes._config import config as config
from jaxtypes._config import default_matmul_precision as default_matmul_precision
from jaxtypes._config import disable_jit as disable_jit
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
from jaxtypes.runtime.interpreters.contexts import NamedScope
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
    "check_tracer_leaks", "checking_leaks", "closure_convert", "custom_gradient", "debug", "default_device",
    "disable_jit", "effects_barrier", "ensure_compile_time_eval", "linear_transpose", "live_arrays", "named_call",
    "named_scope", "print_environment_info", "process_indices", "pure_callback",
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

# -- host callbacks ---------------------------------------------------------------------------
# The default dtypes, whose answers differ between the 64-bit modes (see stubs/_modes.py).
if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    _DefaultInt: TypeAlias = int32
    _DefaultFloat: TypeAlias = float32
    _DefaultComplex: TypeAlias = complex64
if not MYPY and not JAXTYPES_X64:  # pyright only (it keeps the first definition; its check of this file sees both)
    _DefaultInt: TypeAlias = int32  # pyright: ignore[reportRedeclaration]
    _DefaultFloat: TypeAlias = float32  # pyright: ignore[reportRedeclaration]
    _DefaultComplex: TypeAlias = complex64  # pyright: ignore[reportRedeclaration]
if JAXTYPES_X64:  # (mypy keeps the first definition; its check of this file sees both)
    _DefaultInt: TypeAlias = int64  # type: ignore[misc, no-redef]
    _DefaultFloat: TypeAlias = float64  # type: ignore[misc, no-redef]
    _DefaultComplex: TypeAlias = complex128  # type: ignore[misc, no-redef]

_Spec: TypeAlias = ShapeDtypeStruct | Array
_VmapMethod: TypeAlias = Literal["sequential", "sequential_unrolled", "expand_dims", "broadcast_all",
                                 "legacy_vectorized"] | None
_K = TypeVar("_K")

@overload  # (first match: a weak int array takes this one, though it is an Array[float] too)
def pure_callback(  # pyright: ignore[reportOverlappingOverload]
        callback: Callable[..., Any], result_shape_dtypes: Array[int], *args: Any, sharding: None = None,
        vmap_method: _VmapMethod = None, **kwargs: Any) -> Array[_DefaultInt]:
    """``callback(*args, **kwargs)`` (a pure Python function on arrays) called from staged
    code too; it returns arrays like ``result_shape_dtypes``, which is the result."""
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: Array[float], *args: Any, sharding: None = None,
                  vmap_method: _VmapMethod = None, **kwargs: Any) -> Array[_DefaultFloat]: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: Array[complex], *args: Any,
                  sharding: None = None, vmap_method: _VmapMethod = None, **kwargs: Any
                  ) -> Array[_DefaultComplex]: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: Array[_D], *args: Any, sharding: None = None,
                  vmap_method: _VmapMethod = None, **kwargs: Any) -> Array[_D]: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: ShapeDtypeStruct, *args: Any,
                  sharding: None = None, vmap_method: _VmapMethod = None, **kwargs: Any) -> Array: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: tuple[_Spec, ...], *args: Any,
                  sharding: None = None, vmap_method: _VmapMethod = None, **kwargs: Any) -> tuple[Array, ...]: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: list[_Spec], *args: Any,
                  sharding: None = None, vmap_method: _VmapMethod = None, **kwargs: Any) -> list[Array]: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: dict[_K, _Spec], *args: Any,
                  sharding: None = None, vmap_method: _VmapMethod = None, **kwargs: Any) -> dict[_K, Array]: ...
@overload
def pure_callback(callback: Callable[..., Any], result_shape_dtypes: Any, *args: Any, sharding: None = None,
                  vmap_method: _VmapMethod = None, **kwargs: Any) -> Any: ...
def effects_barrier() -> None:
    """Wait until the programs run so far have made all their Python callbacks."""

# -- derivatives --------------------------------------------------------------------------------
def custom_gradient(fun: Callable[_P, tuple[_R, Callable[..., Any]]]) -> Callable[_P, _R]:
    """``fun`` returns ``(value, vjp)``: the result returns ``value``, with ``vjp`` as its VJP."""
def closure_convert(fun: Callable[..., _R], *example_args: Any) -> tuple[Callable[..., _R], list[Array]]:
    """``(converted, consts)``: ``converted(*args, *consts)`` is ``fun(*args)``, its traced
    closure's differentiable values made arguments."""
def linear_transpose(fun: Callable[..., Any], *primals: Any, reduce_axes: Sequence[Any] = ()
                     ) -> Callable[[Any], tuple[Any, ...]]:
    """The transpose of the linear ``fun`` at arguments like ``primals``."""

# -- how code is traced -----------------------------------------------------------------------
def named_call(fun: Callable[_P, _R], *, name: str | None = None) -> Callable[_P, _R]:
    """``fun`` run inside ``named_scope(name)`` (its ``__name__`` by default)."""
def named_scope(name: str) -> NamedScope:
    """A name for the operations traced inside: a context manager, or a decorator."""
def ensure_compile_time_eval() -> AbstractContextManager[None]:
    """Inside a trace, compute the block's operations on concrete operands now."""
def checking_leaks() -> AbstractContextManager[None]: ...
def check_tracer_leaks(new_val: bool = True) -> AbstractContextManager[None]: ...

# -- the environment ------------------------------------------------------------------------------
def live_arrays(platform: str | None = None) -> list[Array]:
    """Every array alive on the device."""
@overload
def print_environment_info(return_string: Literal[True]) -> str: ...
@overload
def print_environment_info(return_string: Literal[False] = False) -> None: ...
@overload
def print_environment_info(return_string: bool) -> str | None: ...
def default_device(new_val: Device | str | None) -> AbstractContextManager[None]:
    """JAX's ``default_device``: this process's device (or platform), or None."""
def process_indices(backend: str | None = None) -> list[int]:
    """``[0]``: jaxtypes runs in one process."""
