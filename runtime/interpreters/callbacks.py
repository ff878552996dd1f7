"""Python functions called from staged code: ``pure_callback`` and the debug callbacks
(``jaxtypes.debug.callback`` and ``print`` are built on ``debug_callback_p``).

Eagerly a callback is a plain Python call. Staged (``jit``, control-flow bodies, a
transformation's derived bodies) it is a custom call to jaxlib's FFI handler
``xla_ffi_python_{cpu,gpu}_callback``: the program calls the function back from XLA's
thread with NumPy arrays, and takes NumPy arrays back. Each module lists the functions
its custom calls call in an attribute of its own (see ``backend.HOST_CALLBACKS``), from
which ``backend.compile`` hands them to jaxlib; the executable keeps them alive.

The function sees ``jaxtypes`` arrays (from compiled code, and in an eager
``pure_callback``, not weakly typed, as in JAX), and runs in the 64-bit and promotion
modes in which it was staged, whatever thread XLA calls it from.

Ordered debug callbacks (``ordered=True``) run in program order, across loops and
branches (an XLA token chains them, see ``effects``); a program holding one is waited
for before the next operation starts. Unordered ones may run in any order, and
``effects_barrier`` waits for them.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import config, enable_x64, numpy_dtype_promotion
from jaxtypes.runtime import backend
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.subjaxpr import Opaque, leaf_array
from jaxtypes.runtime.core.tree_util import tree_flatten, tree_leaves
from jaxtypes.runtime.interpreters import effects
from jaxtypes.runtime.interpreters.batching import batch_size, moveaxis

__all__ = ["HostCallback", "VMAP_METHODS", "debug_callback", "debug_callback_p", "effects_barrier", "pure_callback",
           "pure_callback_p", "split_static"]

logger: logging.Logger = logging.getLogger("jaxtypes.callbacks")

VMAP_METHODS: tuple[str | None, ...] = ("sequential", "sequential_unrolled", "expand_dims", "broadcast_all",
                                        "legacy_vectorized", None)
"""The ``vmap_method`` values ``pure_callback`` accepts (JAX's list)."""


class HostCallback(Opaque):
    """A Python function as a callback primitive's parameter: printed by name, equal only
    to itself. ``fun`` takes the operands as arrays and returns the results' leaves
    (checked against ``result_avals``; a debug callback's return value is ignored)."""

    __slots__ = ("fun", "name", "result_avals", "ordered", "pure", "modes", "identity", "callback_id")

    def __init__(self, fun: Callable[..., Any], name: str, result_avals: Sequence[Aval] = (), *,
                 ordered: bool = False, pure: bool = True, modes: tuple[bool, str] | None = None) -> None:
        self.fun: Callable[..., Any] = fun
        self.name: str = name
        self.result_avals: tuple[Aval, ...] = tuple(result_avals)
        self.ordered: bool = ordered
        self.pure: bool = pure
        x64, mode, _ = config.state()
        self.modes: tuple[bool, str] = (x64, mode) if modes is None else modes
        self.identity: Any = self
        self.callback_id: int = backend.register_host_callback(self)

    def with_results(self, result_avals: Sequence[Aval]) -> HostCallback:
        """The same function called on batched operands, giving results of ``result_avals``."""
        return HostCallback(self.fun, self.name, result_avals, ordered=self.ordered, pure=self.pure,
                            modes=self.modes)

    def __str__(self) -> str:
        return self.name

    def run(self, arrays: Sequence[Any]) -> list[np.ndarray[Any, Any]]:
        """Call the function on ``arrays`` in its modes; its results as NumPy arrays of
        ``result_avals`` (RuntimeError, with JAX's messages, for results that are not)."""
        x64, mode = self.modes
        with enable_x64(x64), numpy_dtype_promotion(mode):
            out = self.fun(*arrays)
            if not self.pure:
                return []
            return self._checked(out)

    def _checked(self, values: Sequence[Any]) -> list[np.ndarray[Any, Any]]:
        if len(values) != len(self.result_avals):
            raise RuntimeError("Mismatched number of outputs from callback. "
                               f"Expected: {len(self.result_avals)}, Actual: {len(values)}")
        results = []
        for i, (value, aval) in enumerate(zip(values, self.result_avals)):
            host = np.asarray(value)
            host = host.astype(dtypes.canonicalize_dtype(host.dtype), copy=False)  # 64-bit values in 32-bit mode
            if host.shape != aval.shape:
                raise RuntimeError(f"Incorrect output shape for return value #{i}: "
                                   f"Expected: {aval.shape}, Actual: {host.shape}")
            if host.dtype != aval.dtype:
                raise RuntimeError(f"Incorrect output dtype for return value #{i}: "
                                   f"Expected: {aval.dtype}, Actual: {host.dtype}")
            results.append(host if host.flags.c_contiguous else np.array(host, order="C"))  # (0-d stays 0-d)
        return results

    def __call__(self, *host: Any) -> tuple[Any, ...]:
        """What jaxlib calls from compiled code: NumPy operands (after the token, None,
        of an ordered callback), one NumPy array per result back (after the token)."""
        token, operands = (host[:1], host[1:]) if self.ordered else ((), host)
        try:
            results = self.run([_device_array(h) for h in operands])
        except BaseException:
            logger.exception("jaxtypes callback %s failed", self.name)
            raise
        return (*token, *results)


def _device_array(host: Any) -> ArrayImpl:
    """A copy on the device of a host value that XLA lends to the callback."""
    value = np.asarray(host)
    return ArrayImpl(backend.to_device(value), value.shape, value.dtype, False)


def _strong(x: Any) -> ArrayImpl:
    """A concrete operand as pure_callback sees it (JAX compiles the call eagerly too):
    the same buffer, not weakly typed."""
    return x if not x.weak_type else ArrayImpl(x.buffer, x.shape, x.dtype, False)


# -- lowering ------------------------------------------------------------------------------

def _layout(rank: int) -> str:
    """Row-major, minor-to-major: ``dense<[1, 0]> : tensor<2xindex>``."""
    return f"dense<[{', '.join(map(str, reversed(range(rank))))}]> : tensor<{rank}xindex>" if rank else \
        "dense<> : tensor<0xindex>"


def emit_callback(callback: HostCallback, operands: Sequence[Any], result_types: Sequence[Any],
                  has_side_effect: bool) -> list[Any]:
    """A custom call of ``callback`` on ``operands`` (MLIR values) at the current insertion
    point, listed in the enclosing module's callbacks; its results (MLIR values)."""
    from jaxlib.mlir import ir

    block = ir.InsertionPoint.current.block
    attributes = effects.enclosing_module(block).attributes
    ids = attributes[backend.HOST_CALLBACKS].value.split(",") if backend.HOST_CALLBACKS in attributes else []
    index = len(ids)
    attributes[backend.HOST_CALLBACKS] = ir.StringAttr.get(",".join([*ids, str(callback.callback_id)]))
    operands, result_types = list(operands), list(result_types)
    layouts = [_layout(len(v.type.shape)) for v in operands]
    result_layouts = [_layout(len(t.shape)) for t in result_types]
    if callback.ordered:
        token = effects.current_token(block)
        operands.insert(0, token)
        result_types.insert(0, token.type)
        layouts.insert(0, _layout(0))
        result_layouts.insert(0, _layout(0))
    op = ir.Operation.create("stablehlo.custom_call", results=result_types, operands=operands, attributes={
        "call_target_name": ir.StringAttr.get(backend.host_callback_target()),
        "api_version": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 4),
        "has_side_effect": ir.BoolAttr.get(has_side_effect),
        "backend_config": ir.DictAttr.get({"index": ir.IntegerAttr.get(ir.IntegerType.get_unsigned(64), index)}),
        "operand_layouts": ir.Attribute.parse(f"[{', '.join(layouts)}]"),
        "result_layouts": ir.Attribute.parse(f"[{', '.join(result_layouts)}]"),
    })
    results = list(op.results)
    if callback.ordered:
        effects.set_token(block, results.pop(0))
    return results


# -- debug_callback_p: a callback for its side effect, with no results ----------------------

def _no_results(*avals: Aval, callback: HostCallback) -> list[Aval]:
    return []


def _debug_lower(out_types: Sequence[Any], *values: Any, callback: HostCallback) -> list[Any]:
    return emit_callback(callback, values, [], has_side_effect=True)


def _debug_impl(*args: Any, callback: HostCallback) -> list[Any]:
    callback.run(args)  # eagerly as they are, weak types kept (as in JAX)
    return []


def _debug_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, callback: HostCallback
               ) -> tuple[list[Any], list[Any]]:
    debug_callback_p.apply(*primals, callback=callback)  # the primal values are what is printed
    return [], []


def _debug_transpose(cts: Sequence[Any], *args: Any, callback: HostCallback) -> list[Any]:
    return [None] * len(args)


def _debug_batch(values: Sequence[Any], dims: Sequence[int | None], *, callback: HostCallback
                 ) -> tuple[list[Any], list[int | None]]:
    """One call per example, in order (JAX unrolls it the same way)."""
    from jaxtypes.runtime.lax.shape import index_in_dim  # cycle: lax imports interpreters

    for i in range(batch_size(values, dims)):
        debug_callback_p.apply(*(v if d is None else index_in_dim(v, i, d, keepdims=False)
                                 for v, d in zip(values, dims)), callback=callback)
    return [], []


debug_callback_p: Primitive = Primitive("debug_callback", _no_results, _debug_lower, weak=never_weak,
                                        multiple_results=True, impl=_debug_impl)
debug_callback_p.jvp = _debug_jvp
debug_callback_p.transpose = _debug_transpose
debug_callback_p.batch = _debug_batch
effects.SIDE_EFFECTS.add(debug_callback_p)


def split_static(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[list[Any], Callable[[Sequence[Any]], Any]]:
    """The array leaves of ``(args, kwargs)`` (arrays, NumPy data and Python scalars, as
    arrays) and a function rebuilding ``(args, kwargs)`` from them; other leaves (strings,
    functions, ...) stay as they are."""
    leaves, tree = tree_flatten((args, kwargs))
    dynamic = [isinstance(leaf, (Array, bool, int, float, complex, np.ndarray, np.generic)) for leaf in leaves]
    arrays = [leaf_array(leaf, "callback") if d else leaf for leaf, d in zip(leaves, dynamic)]

    def rebuild(values: Sequence[Any]) -> Any:
        it = iter(values)
        return tree.unflatten([next(it) if d else leaf for leaf, d in zip(leaves, dynamic)])

    return [a for a, d in zip(arrays, dynamic) if d], rebuild


def debug_callback(fun: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], *, ordered: bool,
                   name: str | None = None) -> None:
    """Call ``fun(*args, **kwargs)`` for its side effect, now or when the staged program
    runs; the array leaves of the arguments reach it as arrays, the others as they are."""
    arrays, rebuild = split_static(args, kwargs)

    def flat(*values: Any) -> None:
        call_args, call_kwargs = rebuild(values)
        fun(*call_args, **call_kwargs)

    callback = HostCallback(flat, name or str(getattr(fun, "__name__", "callback")), pure=False, ordered=ordered)
    debug_callback_p.apply(*arrays, callback=callback)


# -- pure_callback_p: a callback for its results ---------------------------------------------

def _pure_rule(*avals: Aval, callback: HostCallback, vmap_method: str | None) -> list[Aval]:
    return list(callback.result_avals)


def _pure_lower(out_types: Sequence[Any], *values: Any, callback: HostCallback, vmap_method: str | None) -> list[Any]:
    return emit_callback(callback, values, out_types, has_side_effect=False)


def _pure_impl(*args: Any, callback: HostCallback, vmap_method: str | None) -> list[Any]:
    try:
        results = callback.run([_strong(a) for a in args])
    except Exception as error:  # as when the call fails in compiled code (JAX compiles it eagerly too)
        logger.exception("jaxtypes.pure_callback failed")
        raise backend.runtime_error(f"INTERNAL: CpuCallback error calling callback: {traceback.format_exc()}") \
            from error
    return [_device_array(r) for r in results]


def _pure_jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> Any:
    raise ValueError("Pure callbacks do not support JVP. "
                     "Please use `jax.custom_jvp` to use callbacks while taking gradients.")


def _pure_transpose(cts: Sequence[Any], *args: Any, **params: Any) -> Any:
    raise ValueError("Pure callbacks do not support transpose. "
                     "Please use `jax.custom_vjp` to use callbacks while taking gradients.")


def _pure_batch(values: Sequence[Any], dims: Sequence[int | None], *, callback: HostCallback,
                vmap_method: str | None) -> tuple[list[Any], list[int | None]]:
    from jaxtypes.runtime.lax.control_flow import scan  # cycle: lax imports interpreters
    from jaxtypes.runtime.lax.shape import broadcast  # cycle: lax imports interpreters

    size = batch_size(values, dims)
    moved = [v if d is None else moveaxis(v, d, 0) for v, d in zip(values, dims)]
    batched = [Aval((size, *a.shape), a.dtype) for a in callback.result_avals]
    if vmap_method in ("sequential", "sequential_unrolled"):
        mapped = [d is not None for d in dims]

        def one(_: Any, xs: Sequence[Any]) -> tuple[Any, list[Any]]:
            it = iter(xs)
            merged = [next(it) if m else v for v, m in zip(moved, mapped)]
            return (), pure_callback_p.apply(*merged, callback=callback, vmap_method=vmap_method)

        _, outs = scan(one, (), [v for v, m in zip(moved, mapped) if m], unroll=vmap_method == "sequential_unrolled")
    elif vmap_method in ("expand_dims", "broadcast_all"):
        width = size if vmap_method == "broadcast_all" else 1
        operands = [broadcast(v, (width,)) if d is None else v for v, d in zip(moved, dims)]
        outs = pure_callback_p.apply(*operands, callback=callback.with_results(batched), vmap_method=vmap_method)
    elif vmap_method == "legacy_vectorized":
        outs = pure_callback_p.apply(*moved, callback=callback.with_results(batched), vmap_method=vmap_method)
    else:
        raise NotImplementedError(
            "vmap is only supported for the pure_callback primitive when vmap_method is one of 'sequential', "
            "'sequential_unrolled', 'expand_dims', 'broadcast_all', or 'legacy_vectorized'. "
            f"Got vmap_method={vmap_method!r}.")
    return list(outs), [0] * len(outs)


pure_callback_p: Primitive = Primitive("pure_callback", _pure_rule, _pure_lower, weak=never_weak,
                                       multiple_results=True, impl=_pure_impl)
pure_callback_p.jvp = _pure_jvp
pure_callback_p.transpose = _pure_transpose
pure_callback_p.batch = _pure_batch


def _result_aval(leaf: Any) -> Aval:
    if not (hasattr(leaf, "shape") and hasattr(leaf, "dtype")):
        raise TypeError(f"pure_callback: result_shape_dtypes must be a pytree of objects with shape and dtype "
                        f"(jaxtypes.ShapeDtypeStruct, arrays), got {type(leaf).__name__}")
    dtype = np.dtype(leaf.dtype)
    if dtypes.canonicalize_dtype(dtype) != dtype:
        raise ValueError("result_shape_dtypes cannot specify 64-bit types when `jax_enable_x64` is disabled")
    return Aval(tuple(int(d) for d in leaf.shape), dtype)


def pure_callback(callback: Callable[..., Any], result_shape_dtypes: Any, *args: Any, sharding: Any = None,
                  vmap_method: str | None = None, **kwargs: Any) -> Any:
    """Call the pure Python function ``callback(*args, **kwargs)`` from staged code too:
    it gets arrays and returns a pytree of arrays like ``result_shape_dtypes`` (leaves with
    ``shape`` and ``dtype``, such as ``ShapeDtypeStruct``), which is the result.

    Under ``vmap``, ``vmap_method`` says how: ``"sequential"`` (one call per example,
    ``"sequential_unrolled"`` unrolled), ``"expand_dims"`` (one call, unbatched operands
    given a leading axis of size 1), ``"broadcast_all"`` (one call, every operand
    batched), ``"legacy_vectorized"`` (one call, unbatched operands as they are); unset,
    ``vmap`` raises NotImplementedError. It is not differentiable (ValueError, as in JAX:
    wrap it in ``custom_jvp`` or ``custom_vjp``)."""
    if vmap_method not in VMAP_METHODS:
        raise ValueError(f"vmap_method must be on of the allowed methods {list(VMAP_METHODS)}, "
                         f"but got: {vmap_method}")
    if sharding is not None:
        raise NotImplementedError("pure_callback: sharding= is not supported (jaxtypes computes on one device, "
                                  "where the callback runs)")
    if not callable(callback):
        raise TypeError(f"pure_callback: the callback must be callable, got {type(callback).__name__}")
    result_leaves, out_tree = tree_flatten(result_shape_dtypes)
    result_avals = [_result_aval(leaf) for leaf in result_leaves]
    leaves, in_tree = tree_flatten((args, kwargs))
    arrays = [leaf_array(leaf, "pure_callback") for leaf in leaves]

    def flat(*values: Any) -> list[Any]:
        call_args, call_kwargs = in_tree.unflatten(list(values))
        return tree_leaves(callback(*call_args, **call_kwargs))

    host = HostCallback(flat, str(getattr(callback, "__name__", "callback")), result_avals)
    outs = pure_callback_p.apply(*arrays, callback=host, vmap_method=vmap_method)
    return out_tree.unflatten(outs)


def effects_barrier() -> None:
    """Wait until the programs run so far have made all their Python callbacks."""
    backend.wait_for_callbacks()
