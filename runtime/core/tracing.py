"""Tracing: traces, the current trace of each thread, and ``Tracer`` arrays.

A ``Trace`` interprets primitives applied to its tracers. Each thread has a current
trace (none outside any transformation: primitives then run eagerly); a
transformation makes a new trace whose parent is the trace current at that moment,
and makes it current while the function runs. A tracer is valid only while its
trace is active and that trace is the current one or one of its ancestors.

``StagingTrace`` is the trace of ``jit`` and ``make_jaxpr``: it records every
primitive into the IR (``runtime/core/ir.py``). Concrete arrays that a traced function
uses (closed over, or made inside it) become the jaxpr's constants.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.array_methods import ArrayMethods
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.ir import ClosedJaxpr, Eqn, Jaxpr, Literal, Var

if TYPE_CHECKING:  # primitives import this module
    from jaxtypes.runtime.core.primitives import Primitive


class TracerError(TypeError):
    """A tracer was used where a concrete value is needed, or after its trace ended."""


class UnexpectedTracerError(TracerError):
    """A tracer was used outside the trace that made it (JAX's name for this error)."""


class _ThreadState(threading.local):
    trace: Trace | None = None


thread_state: _ThreadState = _ThreadState()


def current_trace() -> Trace | None:
    """The trace that this thread's primitives go to, or None (run eagerly)."""
    return thread_state.trace


class Trace:
    """An interpreter of primitives applied to its own tracers."""

    def __init__(self) -> None:
        self.parent: Trace | None = current_trace()
        self.active: bool = True

    def process_primitive(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        """The results (always a list) of ``primitive`` applied to ``args`` in this trace."""
        raise NotImplementedError

    def owns(self, x: Tracer) -> bool:
        """Whether ``x`` is this trace's tracer; raise if it is no valid tracer here at all."""
        if x._trace is self:
            return True
        outer = self.parent
        while outer is not None:
            if x._trace is outer:
                return False
            outer = outer.parent
        raise escaped_tracer_error(x)


TraceT = TypeVar("TraceT", bound=Trace)


@contextmanager
def current(trace: Trace | None) -> Iterator[None]:
    """Make ``trace`` current for a block without ending it (a transformation runs its
    rules with its parent trace current)."""
    outer = thread_state.trace
    thread_state.trace = trace
    try:
        yield
    finally:
        thread_state.trace = outer


@contextmanager
def tracing(trace: TraceT) -> Iterator[TraceT]:
    """Make ``trace`` this thread's current trace while a transformed function runs;
    it ends (its tracers become invalid) when the block exits."""
    outer = thread_state.trace
    thread_state.trace = trace
    try:
        yield trace
    finally:
        trace.active = False
        thread_state.trace = outer


class StagingTrace(Trace):
    """Records primitives into a jaxpr instead of running them."""

    def __init__(self) -> None:
        super().__init__()
        self.invars: list[Var] = []
        self.eqns: list[Eqn] = []
        self.constvars: dict[int, tuple[Var, Any]] = {}  # id(value) -> (var, value)

    def new_argument(self, aval: Aval) -> StagingTracer:
        var = Var(aval)
        self.invars.append(var)
        return StagingTracer(self, var)

    def var_of(self, x: Any) -> Var | Literal:
        """The variable standing for ``x``: a tracer's own, or a constant's (a literal
        for a 0-d concrete array)."""
        if isinstance(x, Tracer) and self.owns(x):
            assert isinstance(x, StagingTracer)
            return x._var
        if type(x) is ArrayImpl and not x.shape:
            return Literal(np.asarray(x), Aval((), x.dtype, x.weak_type))
        if not isinstance(x, Array):
            raise TypeError(f"expected an array, got {type(x).__name__}")
        found = self.constvars.get(id(x))
        if found is None:  # the pair keeps x alive, so its id stays unique
            found = self.constvars[id(x)] = (Var(Aval(x.shape, x.dtype, x.weak_type)), x)
        return found[0]

    def process_primitive(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        inputs = [self.var_of(a) for a in args]
        outputs = [Var(aval) for aval in primitive.abstract_eval(*(v.aval for v in inputs), **params)]
        self.eqns.append(Eqn(primitive, inputs, outputs, params))
        return [StagingTracer(self, v) for v in outputs]

    def to_jaxpr(self, outputs: Sequence[Any]) -> ClosedJaxpr:
        """The jaxpr returning ``outputs`` (arrays), with the constants it uses."""
        outvars = [self.var_of(x) for x in outputs]
        consts = list(self.constvars.values())
        jaxpr = Jaxpr([v for v, _ in consts], list(self.invars), list(self.eqns), outvars)
        return ClosedJaxpr(jaxpr, [value for _, value in consts])


def escaped_tracer_error(x: Tracer) -> UnexpectedTracerError:
    return UnexpectedTracerError(
        f"a tracer of shape {x.shape} and dtype {x.dtype} was used outside the jit trace that made it: "
        "it escaped through a side effect (stored in a global, a list, an attribute, or passed to another "
        "thread). Traced functions must return their results; use them only through those return values.")


def trace_of(tracer: Tracer) -> Trace:
    """The trace a tracer belongs to (an attribute with an underscore: ``x.trace`` is
    the array method ``trace``)."""
    return tracer._trace


class Tracer(ArrayMethods, Array):  # type: ignore[override, misc]  # pyright: ignore[reportIncompatibleVariableOverride]  (the stub types real/imag per dtype and the reflected operators as callable attributes)
    """An abstract array inside a transformation: shape, dtype and weak type, no value
    yet. The base class of every trace's tracers."""

    __slots__ = ("_trace", "_shape", "_dtype", "_weak_type", "__weakref__")

    def __init__(self, trace: Trace, aval: Aval) -> None:
        self._trace: Trace = trace
        self._shape = aval.shape
        self._dtype = aval.dtype
        self._weak_type = aval.weak_type

    @property
    def aval(self) -> Aval:
        return Aval(self._shape, self._dtype, self._weak_type)

    def _concrete(self, what: str) -> TracerError:
        return TracerError(
            f"{what} needs a concrete value, but this is a traced array of shape {self.shape} and dtype "
            f"{self.dtype} inside jit. Use jnp.where/lax.select instead of Python control flow, "
            "or mark the argument static (jit(..., static_argnums=...)).")

    def concrete_value(self) -> Any:
        """The value, when this trace knows it (a JVP tracer of a concrete primal, as in
        JAX: Python control flow on values works under grad); else None."""
        return None

    def _value(self, what: str) -> Any:
        value = self.concrete_value()
        if value is None:
            raise self._concrete(what)
        return value

    def __bool__(self) -> bool:
        return bool(self._value("bool()"))

    def __int__(self) -> int:
        return int(self._value("int()"))

    def __float__(self) -> float:
        return float(self._value("float()"))

    def __complex__(self) -> complex:
        return complex(self._value("complex()"))

    def __index__(self) -> int:
        return self._value("use as an index").__index__()  # type: ignore[no-any-return]

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray[Any, Any]:
        return np.asarray(self._value("conversion to a NumPy array"), dtype)

    def item(self, *index: int) -> Any:
        return self._value("item()").item(*index)

    def __reduce__(self) -> Any:
        raise self._concrete("pickling or copying")

    def block_until_ready(self) -> Tracer:
        """A traced value has nothing to wait for (as in JAX): the tracer itself."""
        return self

    def tolist(self) -> Any:
        return self._value("tolist()").tolist()

    def __iter__(self) -> Any:
        if not self._shape:
            raise TypeError("iteration over a 0-d array")
        return (self[i] for i in range(self._shape[0]))

    def __len__(self) -> int:
        if not self._shape:
            raise TypeError("len() of a 0-d array")
        return self._shape[0]

    def __repr__(self) -> str:
        weak = ", weak_type=True" if self._weak_type else ""
        return f"Tracer<{self._dtype.name}{list(self._shape)}{weak}>"

    __hash__ = None  # type: ignore[assignment]


class StagingTracer(Tracer):
    """A value of a function being staged: a variable of the jaxpr under construction."""

    __slots__ = ("_var",)

    def __init__(self, trace: StagingTrace, var: Var) -> None:
        super().__init__(trace, var.aval)
        self._var: Var = var
