"""``jit``: trace a Python function into the IR, lower it to one StableHLO module,
compile it once per input signature, and run the cached executable on later calls.
``make_jaxpr`` and ``eval_shape`` stop after tracing.

The signature is the structure of the arguments, each array's shape, dtype and
weak type, the static arguments' values, and the 64-bit and promotion modes.
Python scalars are passed as weakly typed arrays, as in JAX. What is compiled and
traced is cached per function (held weakly), so every ``jit(f)`` wrapper of one
``f`` shares it: ``jit(f)(x)`` written inline in a loop compiles once.

Under another transformation (``grad``, ``vmap``, an enclosing ``jit``, a control-flow
body), a jitted function binds ``jit_p``, a call primitive carrying the traced body:
its JVP, partial evaluation, transpose and batching rules derive new bodies once
(cached by body) and call them through ``jit_p`` again, so ``grad(jit(f))`` runs one
compiled forward program and one compiled backward program.
"""

from __future__ import annotations

import functools
import inspect
import threading
import weakref
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, cast

import numpy as np
from typing_extensions import ParamSpec, TypeVar

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import config, jit_disabled
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, treedef_is_leaf
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core import primitives
from jaxtypes.runtime.core.cache import LRUCache
from jaxtypes.runtime.core.creation import asarray, is_foreign_array
from jaxtypes.runtime.core.ir import ClosedJaxpr
from jaxtypes.runtime.core.key_array_base import KeyArrayBase
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.subjaxpr import Body, Split, body_cache, clear_body_caches, emit_body, split_known
from jaxtypes.runtime.core.tracing import StagingTrace, Tracer, current, escaped_tracer_error, tracing
from jaxtypes.runtime.core.tracing import thread_state as _thread
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import batch_body, batch_size

P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class _Compiled:
    executable: backend.Executable
    captured: list[Any]  # buffers of the jaxpr's constants, passed after the arguments
    out_structure: PyTreeDef
    out_avals: list[backend.Aval]
    jaxpr: ClosedJaxpr
    out_is_leaf: bool  # a single array is returned as it is


JIT_CACHE_SIZE = 1024
"""Executables (and traced bodies) kept per function; the least recently used is dropped first."""

_function_caches: weakref.WeakKeyDictionary[Any, LRUCache[Hashable, Any]] = weakref.WeakKeyDictionary()
_function_caches_lock = threading.Lock()


def _cache_of(fun: Callable[..., Any]) -> LRUCache[Hashable, Any]:
    """The cache of ``fun``, shared by every wrapper of it, alive as long as ``fun`` is.
    A callable that cannot be held weakly gets a cache of its wrapper's own."""
    try:
        found = _function_caches.get(fun)
    except TypeError:  # unhashable or not weakly referenceable
        return LRUCache(JIT_CACHE_SIZE)
    if found is None:
        with _function_caches_lock:
            try:
                found = _function_caches.setdefault(fun, LRUCache(JIT_CACHE_SIZE))
            except TypeError:
                return LRUCache(JIT_CACHE_SIZE)
    return found


def clear_caches() -> None:
    """Forget every compiled program and traced body (JAX's ``jax.clear_caches``): jitted
    functions, eager operations and the bodies derived for transformations."""
    with _function_caches_lock:
        for cache in list(_function_caches.values()):
            cache.clear()
    primitives.clear_executables()
    clear_body_caches()


class Jitted(Generic[P, R]):
    """A function compiled with XLA on first call for each input signature."""

    def __init__(self, fun: Callable[P, R], static_argnums: Sequence[int], static_argnames: Sequence[str],
                 donate_argnums: Sequence[int] = ()) -> None:
        functools.update_wrapper(self, fun)
        self._fun = fun
        nums, names = _static_arguments(fun, static_argnums, static_argnames)
        self._static_argnums = frozenset(nums)
        self._static_argnames = frozenset(names)
        donated, _ = _static_arguments(fun, donate_argnums, ())
        if donated & self._static_argnums:
            raise ValueError(f"jit: static arguments cannot be donated: {sorted(donated & self._static_argnums)}")
        self._donate_argnums = frozenset(donated)
        self._plain = not self._static_argnums and not self._donate_argnums  # calls can take the short path
        # Wrappers of one function with other static or donated arguments compile otherwise.
        self._variant = (self._static_argnums, self._static_argnames, self._donate_argnums)
        self._cache: LRUCache[Hashable, Any] = _cache_of(fun)

    def __get__(self, instance: Any, owner: Any = None) -> Any:
        return self if instance is None else functools.partial(self, instance)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        if jit_disabled():  # jaxtypes.disable_jit(): the Python function runs op by op
            return self._fun(*args, **kwargs)
        if _thread.trace is not None:  # inside another transformation: one jit_p equation
            return self._bind(args, kwargs)  # type: ignore[no-any-return]
        if self._plain and not kwargs:
            # The common case, kept short: positional concrete arrays (or typed keys) only.
            signature: list[Any] = [self._variant, config.state()]
            buffers = []
            for a in args:
                if type(a) is ArrayImpl:
                    signature.append((a._shape, a._dtype, a._weak_type))
                    buffers.append(a._buffer)
                elif (keys := _concrete_keys(a)) is not None:
                    signature.append(keys[0])
                    buffers.append(keys[1])
                else:
                    break
            else:
                key = tuple(signature)
                compiled = self._cache.get(key)
                if compiled is None:
                    leaves, structure = tree_flatten((args, {}))
                    compiled = self._cache.put(key, self._trace(leaves, structure, args, {}))
                if compiled.captured:
                    buffers += compiled.captured
                outs = backend.execute(compiled.executable, buffers)
                if compiled.out_is_leaf:
                    aval = compiled.out_avals[0]
                    return ArrayImpl(outs[0], aval.shape, aval.dtype, aval.weak_type)  # type: ignore[return-value]
                return compiled.out_structure.unflatten(  # type: ignore[no-any-return]
                    [ArrayImpl(b, a.shape, a.dtype, a.weak_type) for b, a in zip(outs, compiled.out_avals)])
        if not self._donate_argnums:
            out = self.cached_call(args, kwargs)
            if out is not MISS:
                return out  # type: ignore[no-any-return]
        return self._call(args, kwargs)  # type: ignore[no-any-return]

    def cached_call(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The call run by the program compiled for an earlier call like it, or ``MISS``.
        Only calls that pass their arrays (concrete, or Python scalars) by position and their static
        arguments as plain values are looked up this way: their key (``_short_key``, the
        one their program is kept under) is built without flattening the arguments, about
        half the cost of a call with static arguments."""
        key, buffers = self._short_key(args, kwargs)
        compiled = self._cache.get(key) if key is not None else None
        if compiled is None:
            return MISS
        return self._run(compiled, buffers)

    def _short_key(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Hashable | None, list[Any]]:
        # (With arrays alone, the key of ``__call__``'s plain path: one program, one key.)
        signature: list[Any] = [self._variant, config.state()]
        buffers: list[Any] = []
        for i, a in enumerate(args):
            if i in self._static_argnums:
                if not _plain_static(a):
                    return None, buffers
                signature.append((i, _typed_key(a)))
            elif type(a) is ArrayImpl or type(a) in _SCALAR_TYPES:
                array = _argument_array(a)  # (a Python scalar: its weakly typed array, kept between calls)
                signature.append((array._shape, array._dtype, array._weak_type))
                buffers.append(array._buffer)
            elif (keys := _concrete_keys(a)) is not None:
                signature.append(keys[0])
                buffers.append(keys[1])
            else:
                return None, buffers
        for k, v in kwargs.items():
            if k not in self._static_argnames or not _plain_static(v):
                return None, buffers
            signature.append((k, _typed_key(v)))
        return tuple(signature), buffers

    def _run(self, compiled: _Compiled, buffers: list[Any]) -> Any:
        outs = backend.execute(compiled.executable, buffers + compiled.captured if compiled.captured else buffers)
        results = [ArrayImpl(b, a.shape, a.dtype, a.weak_type) for b, a in zip(outs, compiled.out_avals)]
        if compiled.out_is_leaf:
            return results[0]
        return compiled.out_structure.unflatten(results)

    def _call(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        arrays, structure, key = self._signature(args, kwargs)
        donated = self._donated_leaves(args, kwargs)
        if not donated:  # a call that ``cached_call`` looks up is kept under its short key
            key = self._short_key(args, kwargs)[0] or key
        compiled = self._cache.get(key)
        if compiled is None:
            compiled = self._cache.put(key, self._trace(arrays, structure, args, kwargs, donated))
        out = self._run(compiled, [a.buffer for a in arrays])
        for i in donated:  # XLA could not reuse a buffer that is still seen from the host: delete it anyway
            if not arrays[i].is_deleted():
                arrays[i].delete()
        return out

    def _signature(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[list[ArrayImpl], PyTreeDef, Hashable]:
        """The arguments' arrays, their structure, and the cache key of the call."""
        dynamic_args = tuple(a for i, a in enumerate(args) if i not in self._static_argnums)
        dynamic_kwargs = {k: v for k, v in kwargs.items() if k not in self._static_argnames}
        leaves, structure = tree_flatten((dynamic_args, dynamic_kwargs))
        arrays = [_argument_array(leaf) for leaf in leaves]
        key = (self._variant, config.state(),
               tuple([(a.shape, a.dtype, a.weak_type) for a in arrays]), structure, self._statics(args, kwargs))
        return arrays, structure, key

    def _bind(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The call inside another trace: ``jit_p`` on the body traced for the arguments'
        avals (cached unless it closed over another trace's values)."""
        dynamic_args = tuple(a for i, a in enumerate(args) if i not in self._static_argnums)
        dynamic_kwargs = {k: v for k, v in kwargs.items() if k not in self._static_argnames}
        leaves, structure = tree_flatten((dynamic_args, dynamic_kwargs))
        arrays = [leaf if isinstance(leaf, Array) else _argument_array(leaf) for leaf in leaves]
        avals = tuple([backend.Aval(tuple(a.shape), a.dtype, bool(a.weak_type)) for a in arrays])
        key = ("staged", self._variant, config.state(), avals, structure, self._statics(args, kwargs))
        found = self._cache.get(key)
        if found is None:
            closed, out_structure = self.trace_to_jaxpr(avals, structure, args, kwargs)
            found = (Body.of(closed), closed.consts, out_structure)
            if not any(isinstance(c, Tracer) for c in closed.consts):
                self._cache.put(key, found)
        body, consts, out_structure = found
        outs = jit_p.apply(*consts, *arrays, jaxpr=body, name=getattr(self._fun, "__name__", "fun"))
        return out_structure.unflatten(outs)

    def _donated_leaves(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> frozenset[int]:
        """Positions, among the flat array arguments, of those whose buffers are donated."""
        if not self._donate_argnums:
            return frozenset()
        positions: set[int] = set()
        index = 0
        for i, a in enumerate(args):
            if i in self._static_argnums:
                continue
            count = len(tree_flatten(a)[0])
            if i in self._donate_argnums:
                positions.update(range(index, index + count))
            index += count
        return frozenset(positions)

    def lower(self, *args: Any, **kwargs: Any) -> Lowered:
        """The StableHLO module that a call with these arguments runs (``.as_text()``),
        without compiling it; ``.compile()`` compiles it."""
        arrays, structure, _ = self._signature(args, kwargs)
        closed, out_structure = self.trace_to_jaxpr(arrays, structure, args, kwargs)
        written = _written(closed)
        return Lowered(lowering.lower_jaxpr(closed.jaxpr, self._donated_leaves(args, kwargs), written),
                       closed, out_structure, written)

    def _statics(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Hashable:
        """The static arguments as a cache key in which equal values of different
        types differ (``2`` and ``2.0`` trace differently)."""
        statics: tuple[tuple[int | str, Any], ...] = tuple((i, a) for i, a in enumerate(args) if i in self._static_argnums)
        statics += tuple(sorted((k, v) for k, v in kwargs.items() if k in self._static_argnames))
        try:
            hash(statics)
        except TypeError:
            raise TypeError(f"jit: static arguments must be hashable, got {statics!r}") from None
        return tuple((where, _typed_key(value)) for where, value in statics)

    def _trace(self, arrays: list[ArrayImpl], structure: PyTreeDef, args: tuple[Any, ...], kwargs: dict[str, Any],
               donated: frozenset[int] = frozenset()) -> _Compiled:
        closed, out_structure = self.trace_to_jaxpr(arrays, structure, args, kwargs)
        written = _written(closed)
        executable = backend.compile(lowering.lower_jaxpr(closed.jaxpr, donated, written))
        captured = [c.buffer for i, c in enumerate(closed.consts) if i not in written]
        return _Compiled(executable, captured, out_structure, closed.out_avals, closed,
                         not isinstance(out_structure, _WithZeroTangents) and treedef_is_leaf(out_structure)
                         and out_structure.num_leaves == 1)

    def trace_to_jaxpr(self, arrays: Sequence[Array | backend.Aval], structure: PyTreeDef, args: tuple[Any, ...],
                       kwargs: dict[str, Any]) -> tuple[ClosedJaxpr, PyTreeDef]:
        """The function staged into a jaxpr for arguments like ``arrays`` (their avals
        count, not their values), and the structure of its output."""
        with tracing(StagingTrace()) as trace:
            tracers = [trace.new_argument(backend.Aval(a.shape, a.dtype, a.weak_type)) for a in arrays]
            dynamic_args, dynamic_kwargs = structure.unflatten(tracers)
            out = self._fun(*self._merged_args(args, dynamic_args), **{**kwargs, **dynamic_kwargs})
            out_leaves, out_structure = tree_flatten(out)
            zero_tangents = {i: leaf for i, leaf in enumerate(out_leaves) if _is_float0(leaf)}
            outputs = [leaf if isinstance(leaf, Array) else _argument_array(leaf, "return value")
                       for i, leaf in enumerate(out_leaves) if i not in zero_tangents]
            if zero_tangents:
                return trace.to_jaxpr(outputs), _WithZeroTangents(out_structure, zero_tangents)  # type: ignore[return-value]
            return trace.to_jaxpr(outputs), out_structure

    def _merged_args(self, args: tuple[Any, ...], dynamic_args: tuple[Any, ...]) -> list[Any]:
        it = iter(dynamic_args)
        return [a if i in self._static_argnums else next(it) for i, a in enumerate(args)]


def _concrete_keys(value: Any) -> tuple[Hashable, backend.Buffer] | None:
    """A typed key array's entry in a short cache key (its implementation and its data's
    shape) and its data's buffer; None for anything else, or keys with traced data."""
    if isinstance(value, KeyArrayBase) and type(data := value._key_data()) is ArrayImpl:
        return (KeyArrayBase, value._key_kind(), data._shape), data._buffer
    return None


WRITTEN_CONSTANT_SIZE = 16
"""Concrete arrays of at most this many elements, of a dtype NumPy defines, that a jitted
function closes over are written into its program (as jax writes its constants); the
others are passed to each run. (ml_dtypes' types stay parameters: XLA's CPU compiler
rejected a program returning small constants of every dtype, at float4_e2m1fn: "uitofp
i64 to i4", jaxlib 0.10.2.)"""


def _written(closed: ClosedJaxpr) -> dict[int, np.ndarray[Any, Any]]:
    """The values of the constants of ``closed`` that its program holds, by position."""
    return {i: np.asarray(c) for i, c in enumerate(closed.consts)
            if c.size <= WRITTEN_CONSTANT_SIZE and c.dtype.isbuiltin == 1}


def _is_float0(leaf: Any) -> bool:
    return isinstance(leaf, np.ndarray) and leaf.dtype == ad.float0


class _WithZeroTangents:
    """An output structure whose float0 leaves (the tangents of integer values, which
    ``jvp`` and ``grad`` return as NumPy zeros) are kept as values, not computed."""

    def __init__(self, tree: PyTreeDef, zeros: dict[int, np.ndarray]) -> None:
        self.tree, self.zeros = tree, zeros

    @property
    def num_leaves(self) -> int:
        return self.tree.num_leaves - len(self.zeros)

    def unflatten(self, arrays: Sequence[Any]) -> Any:
        it = iter(arrays)
        return self.tree.unflatten([self.zeros[i] if i in self.zeros else next(it) for i in range(self.tree.num_leaves)])


# The device arrays of recent Python scalar arguments: a call with a Python scalar (a
# jnp function's ``where(c, x, 0.0)``) would otherwise copy it to the device each time.
_scalar_arrays: LRUCache[Hashable, ArrayImpl] = LRUCache(256)


def _scalar_key(leaf: bool | int | float | complex) -> Hashable:
    """Equal keys for scalars with the same bits (-0.0 is not 0.0; NaN is NaN) and type."""
    if type(leaf) is float:
        return float, leaf.hex()
    if type(leaf) is complex:
        return complex, leaf.real.hex(), leaf.imag.hex()
    return type(leaf), leaf


def _argument_array(leaf: Any, what: str = "argument") -> ArrayImpl:
    if type(leaf) is ArrayImpl:
        return leaf
    if type(leaf) in (bool, int, float, complex):
        key = (_scalar_key(leaf), config.state())
        found = _scalar_arrays.get(key)
        if found is None or found.is_deleted():  # (a donated argument is deleted after its call)
            found = _scalar_arrays.put(key, cast(ArrayImpl, asarray(leaf)))
        return found
    if isinstance(leaf, Tracer):  # a tracer outside any trace, or of another thread's
        raise escaped_tracer_error(leaf)
    if isinstance(leaf, (bool, int, float, complex, np.ndarray, np.generic)) or is_foreign_array(leaf):
        return cast(ArrayImpl, asarray(leaf))  # host data becomes a concrete array
    raise TypeError(
        f"jit: {what} of type {type(leaf).__name__} is not an array; pass arrays, Python scalars or NumPy data, "
        "nested in tuples, lists or dicts, or mark the argument static (static_argnums/static_argnames)")


MISS = object()
"""``Jitted.cached_call``'s answer when no program was compiled for such a call."""

_SCALAR_TYPES = frozenset({bool, int, float, complex})
_PLAIN_STATIC_TYPES = _SCALAR_TYPES | {str, type(None)}


def _plain_static(value: Any) -> bool:
    """A static argument that the short cache key takes as it is: immutable, hashable
    without a Python call that could raise (tuples of such values included). A dtype is
    an instance of its own class (``np.dtypes.Float32DType``), not of ``np.dtype`` itself."""
    if type(value) is tuple:
        return all(_plain_static(v) for v in value)
    return type(value) in _PLAIN_STATIC_TYPES or isinstance(value, np.dtype)


def _typed_key(value: Any) -> Hashable:
    if type(value) is tuple:
        return (tuple, tuple(_typed_key(v) for v in value))
    return (type(value), value)


def _static_arguments(fun: Callable[..., Any], argnums: Sequence[int],
                      argnames: Sequence[str]) -> tuple[set[int], set[str]]:
    """``static_argnums`` and ``static_argnames`` checked against ``fun``'s signature and
    completed from each other, as JAX does: a static parameter is static whether it
    is passed by position or by keyword."""
    nums, names = set(argnums), set(argnames)
    try:
        parameters = list(inspect.signature(fun).parameters.values())
    except (TypeError, ValueError):  # no signature (some builtins): take the numbers and names as given
        if any(n < 0 for n in nums):
            raise ValueError("jit: negative static_argnums need a function with an inspectable signature") from None
        return nums, names
    positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    varargs = any(p.kind is p.VAR_POSITIONAL for p in parameters)
    varkw = any(p.kind is p.VAR_KEYWORD for p in parameters)
    by_name = {p.name: i for i, p in enumerate(positional) if p.kind is p.POSITIONAL_OR_KEYWORD}
    keywords = set(by_name) | {p.name for p in parameters if p.kind is p.KEYWORD_ONLY}
    nums = {n + len(positional) if n < 0 else n for n in nums}
    out_of_range = sorted(n for n in nums if n < 0 or (n >= len(positional) and not varargs))
    if out_of_range:
        raise ValueError(f"jit: static_argnums={tuple(sorted(argnums))} name positions {out_of_range}, but the "
                         f"function takes {len(positional)} positional argument(s)")
    unknown = sorted(n for n in names if n not in keywords and not varkw)
    if unknown:
        raise ValueError(f"jit: static_argnames {unknown} are not parameters of the function "
                         f"(its keyword parameters: {sorted(keywords)})")
    names |= {positional[n].name for n in nums if n < len(positional) and positional[n].name in by_name}
    nums |= {by_name[n] for n in names if n in by_name}
    return nums, names


def jit(fun: Callable[P, R] | None = None, *, static_argnums: int | Sequence[int] = (),
        static_argnames: str | Sequence[str] = (), donate_argnums: int | Sequence[int] = ()) -> Any:
    """Compile ``fun`` with XLA: traced once per input signature, then cached.

    Usable as ``@jit`` or ``@jit(static_argnums=...)``. The arrays passed for the
    ``donate_argnums`` parameters give their memory to the call (XLA may write the
    results there): they are deleted afterwards, as in JAX.
    """
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
    names = (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames)
    donated = (donate_argnums,) if isinstance(donate_argnums, int) else tuple(donate_argnums)
    if fun is None:
        return functools.partial(jit, static_argnums=nums, static_argnames=names, donate_argnums=donated)
    if not callable(fun):
        raise TypeError(f"jit: expected a function, got {type(fun).__name__}")
    return Jitted(fun, nums, names, donated)


class Lowered:
    """A traced and lowered call of a jitted function: its StableHLO module and IR."""

    def __init__(self, module: Any, jaxpr: ClosedJaxpr, out_structure: PyTreeDef,
                 written: dict[int, np.ndarray[Any, Any]]) -> None:
        self._module = module
        self.jaxpr = jaxpr
        self._out_structure = out_structure
        self._written = written  # the constants the module holds (the others are its last parameters)

    def as_text(self) -> str:
        """The StableHLO module as MLIR text."""
        return str(self._module)

    def compile(self) -> Callable[..., Any]:
        """The compiled program, called with the same (flat) arguments as the lowering."""
        executable = backend.compile(self._module)
        consts = [c.buffer for i, c in enumerate(self.jaxpr.consts) if i not in self._written]
        avals, out_structure = self.jaxpr.out_avals, self._out_structure

        def call(*args: Any) -> Any:
            arrays = [_argument_array(leaf) for leaf in tree_flatten(args)[0]]
            outs = backend.execute(executable, [a.buffer for a in arrays] + consts)
            return out_structure.unflatten([ArrayImpl(b, a.shape, a.dtype, a.weak_type) for b, a in zip(outs, avals)])

        return call


class ShapeDtypeStruct:
    """The shape, dtype and weak type of an array, without a value: what ``eval_shape``
    returns, and what ``make_jaxpr`` and ``eval_shape`` accept in place of arrays."""

    __slots__ = ("shape", "dtype", "weak_type")

    def __init__(self, shape: Sequence[int], dtype: Any, weak_type: bool = False) -> None:
        self.shape: tuple[int, ...] = tuple(int(d) for d in shape)
        self.dtype: np.dtype[Any] = np.dtype(dtype)
        self.weak_type: bool = weak_type

    def __repr__(self) -> str:
        weak = ", weak_type=True" if self.weak_type else ""
        return f"ShapeDtypeStruct(shape={self.shape}, dtype={self.dtype.name}{weak})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, ShapeDtypeStruct)
                and (self.shape, self.dtype, self.weak_type) == (other.shape, other.dtype, other.weak_type))

    def __hash__(self) -> int:
        return hash((self.shape, self.dtype, self.weak_type))


def _abstract(leaf: Any) -> backend.Aval:
    """The aval of an argument: arrays and ShapeDtypeStructs as they are, host data as
    ``jit`` would pass it (Python scalars weak, 64-bit data canonicalized)."""
    if isinstance(leaf, (Array, ShapeDtypeStruct)):
        return backend.Aval(tuple(leaf.shape), leaf.dtype, leaf.weak_type)
    if type(leaf) in (bool, int, float, complex):
        dtype, weak = dtypes.lattice_result_type(leaf)
        return backend.Aval((), dtype, weak)
    if hasattr(leaf, "shape") and hasattr(leaf, "dtype"):
        return backend.Aval(tuple(leaf.shape), dtypes.canonicalize_dtype(leaf.dtype), False)
    raise TypeError(f"expected an array, a ShapeDtypeStruct or a scalar, got {type(leaf).__name__}")


def _staged(fun: Callable[..., Any], static_argnums: int | Sequence[int], static_argnames: str | Sequence[str],
            args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[ClosedJaxpr, PyTreeDef]:
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
    names = (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames)
    staged = Jitted(fun, nums, names)
    dynamic_args = tuple(a for i, a in enumerate(args) if i not in staged._static_argnums)
    dynamic_kwargs = {k: v for k, v in kwargs.items() if k not in staged._static_argnames}
    leaves, structure = tree_flatten((dynamic_args, dynamic_kwargs))
    return staged.trace_to_jaxpr([_abstract(leaf) for leaf in leaves], structure, args, kwargs)


def make_jaxpr(fun: Callable[..., Any], static_argnums: int | Sequence[int] = (),
               static_argnames: str | Sequence[str] = ()) -> Callable[..., ClosedJaxpr]:
    """``make_jaxpr(f)(*args)``: the IR that ``jit(f)`` stages for arguments like
    ``args`` (arrays, scalars or ShapeDtypeStructs; only their shapes and dtypes count)."""
    @functools.wraps(fun)
    def make(*args: Any, **kwargs: Any) -> ClosedJaxpr:
        return _staged(fun, static_argnums, static_argnames, args, kwargs)[0]

    return make


def eval_shape(fun: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """The shapes, dtypes and weak types of ``fun(*args, **kwargs)``'s outputs, as a
    pytree of ShapeDtypeStruct, found by tracing without compiling or running anything."""
    closed, out_structure = _staged(fun, (), (), args, kwargs)
    outs = [ShapeDtypeStruct(a.shape, a.dtype, a.weak_type) for a in closed.out_avals]
    return out_structure.unflatten(outs)


# -- jit_p: a call of a traced body under another transformation ----------------------

def _jit_rule(*avals: backend.Aval, jaxpr: Body, name: str) -> list[backend.Aval]:
    return jaxpr.out_avals


def _jit_lower(out_types: Sequence[Any], *args: Any, jaxpr: Body, name: str) -> list[Any]:
    return emit_body(jaxpr, args)


jit_p: Primitive = Primitive("jit", _jit_rule, _jit_lower, weak=never_weak, multiple_results=True)
"""Eagerly, a ``jit_p`` equation compiles its body once (the eager cache is keyed by the
body's text) and runs it; in an enclosing jit it is inlined into that program."""


def _jit_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, jaxpr: Body, name: str
             ) -> tuple[list[Any], list[Any]]:
    body, out_diff = ad.jvp_body(jaxpr, [t is not None for t in tangents], primals_out=True)
    outs = jit_p.apply(*primals, *(t for t in tangents if t is not None), jaxpr=body, name=f"jvp({name})")
    n = len(out_diff)
    out_tangents = iter(outs[n:])
    return outs[:n], [next(out_tangents) if d else None for d in out_diff]


_split = body_cache(split_known)


def _jit_partial_eval(trace: ad.PartialEvalTrace, args: Sequence[Any], *, jaxpr: Body, name: str) -> list[Any]:
    """Linearization: the known part (the primal computation and the residuals) runs now
    as one call; the unknown part (linear in the tangents) is staged as another."""
    unknowns = tuple(trace.is_unknown(a) for a in args)
    split: Split = _split(jaxpr, unknowns)
    with current(trace.parent):
        known_outs = jit_p.apply(*(a for a, u in zip(args, unknowns) if not u), jaxpr=split.known, name=name)
    cut = len(known_outs) - split.num_residuals
    unknown_outs = iter(trace.stage(jit_p, [*known_outs[cut:], *(a for a, u in zip(args, unknowns) if u)],
                                    {"jaxpr": split.unknown, "name": name}))
    known = iter(known_outs[:cut])
    return [next(unknown_outs) if u else next(known) for u in split.out_unknowns]


def _jit_transpose(cts: Sequence[Any], *args: Any, jaxpr: Body, name: str) -> list[Any]:
    linear = tuple(ad.is_undefined(a) for a in args)
    body = ad.transposed_body(jaxpr, linear)
    from jaxtypes.runtime.lax.operators import convert_element_type  # cycle: lax imports interpreters

    ct_avals = body.in_avals[len(body.in_avals) - len(cts):]
    cts = [convert_element_type(c, a.dtype, weak_type=a.weak_type) for c, a in zip(cts, ct_avals)]
    in_cts = iter(jit_p.apply(*(a for a in args if not ad.is_undefined(a)), *cts, jaxpr=body,
                              name=f"transpose({name})"))
    return [next(in_cts) if lin else None for lin in linear]


def _jit_batch(values: Sequence[Any], dims: Sequence[int | None], *, jaxpr: Body, name: str
               ) -> tuple[list[Any], list[int | None]]:
    body, out_dims = batch_body(jaxpr, dims, batch_size(values, dims))
    return jit_p.apply(*values, jaxpr=body, name=name), out_dims


jit_p.jvp = _jit_jvp
jit_p.partial_eval = _jit_partial_eval
jit_p.transpose = _jit_transpose
jit_p.batch = _jit_batch
