"""Tracing: ``Tracer`` arrays stand for values of a function being staged into one module.

A ``Trace`` owns the entry block of the module being built. Binding a primitive
to tracers emits its lowering into that block instead of running it. Concrete
arrays that a traced function uses (closed over, or made inside it) are hoisted
into extra parameters of the module and passed again on every call.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend, lowering
from jaxtypes.runtime.array_impl import ArrayImpl
from jaxtypes.runtime.array_methods import ArrayMethods


class TracerError(TypeError):
    """A tracer was used where a concrete value is needed, or after its trace ended."""


class UnexpectedTracerError(TracerError):
    """A tracer was used outside the trace that made it (JAX's name for this error)."""


class Trace:
    """The state of one ``jit`` trace: its entry block and the arrays it captured."""

    def __init__(self, block: Any) -> None:
        self.block: Any = block  # the MLIR entry block
        self.active: bool = True
        self.captured: list[ArrayImpl] = []
        self._captured_values: dict[int, Any] = {}

    def value_of(self, x: Array) -> Any:
        """The MLIR value standing for ``x`` in this trace."""
        if isinstance(x, Tracer):
            if x.trace is not self or not self.active:
                raise escaped_tracer_error(x)
            return x.value
        assert isinstance(x, ArrayImpl)
        key = id(x)
        if key not in self._captured_values:
            from jaxlib.mlir import ir

            self.captured.append(x)  # keeps x alive, so its id stays unique
            self._captured_values[key] = self.block.add_argument(
                lowering.tensor_type(x.shape, x.dtype), ir.Location.unknown())
        return self._captured_values[key]

    def emit(self, primitive: Any, args: tuple[Array, ...], weak_type: bool, params: dict[str, Any]) -> Tracer:
        values = [self.value_of(a) for a in args]
        avals = tuple(backend.Aval(a.shape, a.dtype) for a in args)
        shape, dtype = primitive.rule(*avals, **params)
        out = primitive.lower(lowering.tensor_type(shape, dtype), *values, **params)
        return Tracer(self, out, shape, dtype, weak_type and dtype.kind != "b")


_local = threading.local()


def current_trace() -> Trace | None:
    """The trace that this thread is staging into, or None outside ``jit``."""
    return getattr(_local, "trace", None)


@contextmanager
def tracing(trace: Trace) -> Iterator[Trace]:
    """Make ``trace`` this thread's current trace while the traced function runs."""
    outer = current_trace()
    _local.trace = trace
    try:
        yield trace
    finally:
        trace.active = False
        _local.trace = outer


def trace_for(name: str, args: tuple[Any, ...]) -> Trace:
    """The trace that an operation on ``args`` (not all concrete) must be staged into.

    The one check of tracers against the current trace: every tracer operand must
    belong to this thread's current, still active trace. A tracer that escaped its
    trace (kept in a global, passed to another thread) would otherwise reach a
    finished MLIR module.
    """
    trace = current_trace()
    for a in args:
        if type(a) is Tracer:
            if a.trace is not trace or not a.trace.active:
                raise escaped_tracer_error(a)
        elif not isinstance(a, Array):
            raise TypeError(f"{name}: operands must be arrays, got {type(a).__name__}")
    assert trace is not None  # some operand was a tracer of the current trace
    return trace


def escaped_tracer_error(x: Tracer) -> UnexpectedTracerError:
    return UnexpectedTracerError(
        f"a tracer of shape {x.shape} and dtype {x.dtype} was used outside the jit trace that made it: "
        "it escaped through a side effect (stored in a global, a list, an attribute, or passed to another "
        "thread). Traced functions must return their results; use them only through those return values.")


class Tracer(ArrayMethods, Array):  # type: ignore[override]  # pyright: ignore[reportIncompatibleVariableOverride]  (the stub types real/imag per dtype and the reflected operators as callable attributes)
    """An abstract array inside ``jit``: shape, dtype and weak type, no value yet."""

    __slots__ = ("trace", "value", "_shape", "_dtype", "_weak_type", "__weakref__")

    def __init__(self, trace: Trace, value: Any, shape: tuple[int, ...], dtype: np.dtype[Any],
                 weak_type: bool = False) -> None:
        self.trace: Trace = trace
        self.value: Any = value  # the MLIR value
        self._shape = shape
        self._dtype = dtype
        self._weak_type = weak_type

    def _concrete(self, what: str) -> TracerError:
        return TracerError(
            f"{what} needs a concrete value, but this is a traced array of shape {self.shape} and dtype "
            f"{self.dtype} inside jit. Use jnp.where/lax.select instead of Python control flow, "
            "or mark the argument static (jit(..., static_argnums=...)).")

    def __bool__(self) -> bool:
        raise self._concrete("bool()")

    def __int__(self) -> int:
        raise self._concrete("int()")

    def __float__(self) -> float:
        raise self._concrete("float()")

    def __complex__(self) -> complex:
        raise self._concrete("complex()")

    def __index__(self) -> int:
        raise self._concrete("use as an index")

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray[Any, Any]:
        raise self._concrete("conversion to a NumPy array")

    def item(self, *index: int) -> Any:
        raise self._concrete("item()")

    def __reduce__(self) -> Any:
        raise self._concrete("pickling or copying")

    def tolist(self) -> Any:
        raise self._concrete("tolist()")

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
