"""jaxtypes: a JAX-style array library on jaxlib whose dtypes type checkers can see.

``import jaxtypes`` is cheap: it does not load jaxlib. The array runtime behind
``jaxtypes.numpy`` loads jaxlib on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import config, default_matmul_precision, disable_jit, enable_x64, numpy_dtype_promotion
from jaxtypes._typecheck import typecheck
from jaxtypes.dtypes import TypePromotionError
from jaxtypes.typing import ArrayLike, DType, DTypeLike, Shape, ShapeLike

__version__ = "0.1.0"

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

_LAZY_SUBMODULES = frozenset({"numpy", "lax", "nn", "random", "tree", "tree_util", "ad_checkpoint",
                              "custom_derivatives", "debug"})
_RUNTIME_NAMES = {  # name -> the runtime module defining it
    **dict.fromkeys(("jit", "make_jaxpr", "eval_shape", "ShapeDtypeStruct", "clear_caches"), "interpreters.jit"),
    **dict.fromkeys(("grad", "value_and_grad", "jvp", "vjp", "linearize", "jacfwd", "jacrev", "hessian", "vmap",
                     "float0", "jacobian"), "interpreters.transformations"),
    **dict.fromkeys(("custom_jvp", "custom_vjp"), "interpreters.custom_derivatives"),
    **dict.fromkeys(("checkpoint", "checkpoint_policies", "remat"), "interpreters.remat"),
    **dict.fromkeys(("Device", "default_backend", "devices", "device_count", "local_devices", "local_device_count",
                     "block_until_ready", "device_get", "device_put", "process_count", "process_index"), "devices"),
    **dict.fromkeys(("pure_callback", "effects_barrier"), "interpreters.callbacks"),
    **dict.fromkeys(("custom_gradient", "closure_convert"), "interpreters.custom_gradient"),
    "linear_transpose": "interpreters.linear_transpose",
    **dict.fromkeys(("ensure_compile_time_eval", "named_call", "named_scope", "checking_leaks", "check_tracer_leaks"),
                    "interpreters.contexts"),
    **dict.fromkeys(("live_arrays", "print_environment_info", "default_device", "process_indices"), "environment"),
}


def __dir__() -> list[str]:
    """The module's names with the lazily loaded ones (``dir(jax)`` lists them too)."""
    return sorted({*globals(), *_LAZY_SUBMODULES, *_RUNTIME_NAMES})


def __getattr__(name: str) -> Any:
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f"jaxtypes.{name}")
    if name in _RUNTIME_NAMES:  # the runtime (and so jaxlib) loads on first use
        return getattr(importlib.import_module(f"jaxtypes.runtime.{_RUNTIME_NAMES[name]}"), name)
    raise AttributeError(f"module 'jaxtypes' has no attribute {name!r}")
