"""Primitives: each operation is one record holding all of its rules.

A ``Primitive`` has a shape/dtype rule (its abstract evaluation, which also gives the
result's weak type), a StableHLO lowering, and slots for the rules that
transformations read (JVP, transpose, batching). ``bind`` applies it: with no trace
current in this thread it runs eagerly, compiled once per (primitive, parameters,
input shapes and dtypes) and kept in a bounded cache; inside a trace it is handed
to that trace (``jit`` stages it into the IR).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.tracing import Tracer, escaped_tracer_error
from jaxtypes.runtime.core.tracing import thread_state as _thread

ShapeDtype = tuple[tuple[int, ...], np.dtype[Any]]
ShapeRule = Callable[..., Any]
"""``rule(*avals, **params)``: the output's (shape, dtype), or a list of them for a
primitive with several results; an output given as an ``Aval`` carries its own weak
type (the ``weak`` rule is for the others). It raises TypeError/ValueError for bad input."""
Lowering = Callable[..., Any]
"""``lower(out_type, *values, **params)``: emits StableHLO, returns the result value
(for several results: ``lower(out_types, ...)`` returns a list)."""
WeakRule = Callable[[Sequence[Aval], dict[str, Any]], bool]

EXECUTABLE_CACHE_SIZE = 4096


def weak_if_all_weak(avals: Sequence[Aval], params: dict[str, Any]) -> bool:
    """The usual rule: a result is weakly typed only if every operand is."""
    return bool(avals) and all(a.weak_type for a in avals)


def never_weak(avals: Sequence[Aval], params: dict[str, Any]) -> bool:
    return False


@dataclass(eq=False)
class Primitive:
    """One operation and all of its rules. Parameters must be hashable."""

    name: str
    rule: ShapeRule
    lower: Lowering
    weak: WeakRule = weak_if_all_weak
    multiple_results: bool = False
    # Rules of the transformations, attached where the primitive's family defines them.
    jvp: Callable[..., Any] | None = None
    transpose: Callable[..., Any] | None = None
    batch: Callable[..., Any] | None = None
    # Why a rule is missing on purpose (checked by tests/test_primitive_rules.py): a
    # primitive without a JVP or batching rule must say why here.
    not_differentiable: str | None = None
    not_batchable: str | None = None
    # Partial evaluation under linearization, for primitives that can split into a part
    # computed now and a part staged (call-like ones): ``partial_eval(trace, args, **params)``.
    # Without it, an equation with any unknown input is staged whole.
    partial_eval: Callable[..., Any] | None = None
    # How to run it eagerly when not by compiling its lowering alone (call-like primitives
    # whose parameters change with every trace): ``impl(*args, **params) -> list``.
    impl: Callable[..., list[Any]] | None = None

    def __repr__(self) -> str:
        return f"Primitive({self.name})"

    def abstract_eval(self, *avals: Aval, **params: Any) -> list[Aval]:
        """The output avals (shape, dtype, weak type) for inputs of ``avals``; bool is never weak."""
        out = self.rule(*avals, **params)
        weak = self.weak(avals, params)
        return [Aval(o.shape, o.dtype, o.weak_type and o.dtype.kind != "b") if type(o) is Aval
                else Aval(o[0], o[1], weak and o[1].kind != "b") for o in (out if self.multiple_results else [out])]

    def bind(self, *args: Any, **params: Any) -> Array:
        """Apply a primitive of one result (see ``apply``)."""
        trace = _thread.trace
        if trace is not None:
            return trace.process_primitive(self, args, params)[0]  # type: ignore[no-any-return]
        return self._eager(args, params)[0]

    # The two shortcuts below are the cache hits of eager ``sin(x)`` and ``x + y``, written
    # out because they are the cost of every eager operation; everything else (misses,
    # parameters, tracers, other weak rules) goes through ``_eager``.

    def bind_unary(self, a: Any) -> Array:
        """``bind(a)`` without parameters, shortest for a concrete array whose executable
        exists (eager ``sin(x)``); anything else takes ``bind``."""
        if _thread.trace is None and type(a) is ArrayImpl:
            found = _executables.get((self, (a._shape, a._dtype)))
            if found is not None and found[2] is not None:
                executable, ((shape, dtype),), weak_if_all, _ = found
                (buffer,) = backend.execute(executable, [a._buffer])
                return ArrayImpl(buffer, shape, dtype, bool(weak_if_all and a._weak_type))
        return self.bind(a)

    def bind_binary(self, a: Any, b: Any) -> Array:
        """``bind(a, b)`` without parameters, shortest for concrete arrays (eager ``x + y``)."""
        if _thread.trace is None and type(a) is ArrayImpl and type(b) is ArrayImpl:
            found = _executables.get((self, (a._shape, a._dtype), (b._shape, b._dtype)))
            if found is not None and found[2] is not None:
                executable, ((shape, dtype),), weak_if_all, _ = found
                (buffer,) = backend.execute(executable, [a._buffer, b._buffer])
                return ArrayImpl(buffer, shape, dtype, bool(weak_if_all and a._weak_type and b._weak_type))
        return self.bind(a, b)

    def bind_multiple(self, *args: Any, **params: Any) -> list[Array]:
        """Apply a primitive of several results (see ``apply``)."""
        return self.apply(*args, **params)

    def apply(self, *args: Any, **params: Any) -> list[Array]:
        """The results of the primitive on ``args``: computed now when no trace is current
        in this thread, else what the current trace makes of it."""
        trace = _thread.trace
        if trace is not None:
            return trace.process_primitive(self, args, params)
        return self._eager(args, params)

    def _eager(self, args: Sequence[Any], params: dict[str, Any]) -> list[Array]:
        """Run now, compiled once per (primitive, operand shapes and dtypes, parameters):
        the one eager path."""
        if self.impl is not None:
            return self.impl(*args, **params)
        signature = []
        inputs = []
        all_weak = bool(args)
        for a in args:
            if type(a) is not ArrayImpl:
                if isinstance(a, Tracer):
                    raise escaped_tracer_error(a)
                raise TypeError(f"{self.name}: operands must be arrays, got {type(a).__name__}")
            signature.append((a._shape, a._dtype))
            inputs.append(a._buffer)
            all_weak = all_weak and a._weak_type
        # Parameters in the caller's order: another order only costs one more cache entry.
        key = (self, *signature, *params.items()) if params else (self, *signature)
        found = _executables.get(key)
        if found is None:
            found = self._compile(key, signature, params)
        executable, outs, weak_if_all, own_weak = found
        buffers = backend.execute(executable, inputs)
        if weak_if_all is not None:  # one result, under the usual weak rule
            (shape, dtype), = outs
            return [ArrayImpl(buffers[0], shape, dtype, weak_if_all and all_weak)]
        if own_weak:
            avals = self.abstract_eval(*_avals(args), **params)
            return [ArrayImpl(b, a.shape, a.dtype, a.weak_type) for b, a in zip(buffers, avals)]
        weak = all_weak if self.weak is weak_if_all_weak else self.weak(args, params)  # arrays have the Aval fields
        if len(outs) == 1:
            (shape, dtype), = outs
            return [ArrayImpl(buffers[0], shape, dtype, weak and dtype.kind != "b")]
        return [ArrayImpl(b, shape, dtype, weak and dtype.kind != "b") for b, (shape, dtype) in zip(buffers, outs)]

    def _compile(self, key: tuple[Any, ...], signature: list[tuple[tuple[int, ...], np.dtype[Any]]],
                 params: dict[str, Any]) -> _Compiled:
        """Compile for one signature and parameters and keep the executable (at most
        ``EXECUTABLE_CACHE_SIZE`` are kept; the oldest go first)."""
        avals = [Aval(shape, dtype) for shape, dtype in signature]
        out = self.rule(*avals, **params)
        outs: list[ShapeDtype] = [(o[0], o[1]) for o in (out if self.multiple_results else [out])]
        own_weak = any(type(o) is Aval for o in (out if self.multiple_results else [out]))

        def emit(*values: Any) -> Sequence[Any]:
            return lower_equation(self, outs, values, params)

        module = lowering.build_main(avals, emit)
        # Parameters that do not change the program (a convert's weak_type) share one executable.
        text = str(module)
        executable = _by_program.get(text)
        if executable is None:
            executable = backend.compile(module)
            with _lock:
                if len(_by_program) >= EXECUTABLE_CACHE_SIZE:
                    _by_program.pop(next(iter(_by_program)), None)
                _by_program[text] = executable
        # For one bool-free result under the usual weak rule, whether it may be weak at
        # all; None means "ask the primitive's rule".
        weak_if_all = (None if self.weak is not weak_if_all_weak or len(outs) != 1 or own_weak
                       else outs[0][1].kind != "b")
        found = (executable, outs, weak_if_all, own_weak)
        with _lock:
            if len(_executables) >= EXECUTABLE_CACHE_SIZE:
                _executables.pop(next(iter(_executables)), None)
            _executables[key] = found
        return found


def _avals(args: Sequence[Any]) -> list[Aval]:
    return [Aval(a._shape, a._dtype, a._weak_type) for a in args]


_Compiled = tuple[backend.Executable, list[ShapeDtype], "bool | None", bool]
"""An executable, its outputs' (shape, dtype), the weak type of a lone output under the
usual rule when every operand is weak (None: ask the rule), and whether the shape rule
gives each output's weak type itself."""
_executables: dict[tuple[Any, ...], _Compiled] = {}
"""Eager executables by (primitive, operand (shape, dtype)s..., parameters...). Read
without the lock (a dict lookup is atomic); written and evicted under it, oldest first."""
_by_program: dict[str, backend.Executable] = {}
"""The same executables by their StableHLO text."""
_lock = threading.Lock()


def clear_executables() -> None:
    """Forget every eager executable (``jaxtypes.clear_caches``)."""
    with _lock:
        _executables.clear()
        _by_program.clear()


def lower_equation(primitive: Primitive, outs: Sequence[ShapeDtype], values: Sequence[Any],
                   params: dict[str, Any]) -> list[Any]:
    """Emit one application of ``primitive``; its result values, one per output."""
    if primitive.multiple_results:
        return list(primitive.lower([lowering.tensor_type(s, d) for s, d in outs], *values, **params))
    (shape, dtype), = outs
    return [primitive.lower(lowering.tensor_type(shape, dtype), *values, **params)]
