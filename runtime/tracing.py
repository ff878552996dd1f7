"""Tracing: ``Tracer`` arrays stand for values of a function being staged into one module.

A ``Trace`` owns the entry block of the module being built. Binding a primitive
to tracers emits its lowering into that block instead of running it. Concrete
arrays that a traced function uses (closed over, or made inside it) are hoisted
into extra parameters of the module and passed again on every call.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend, lowering
from jaxtypes.runtime.array_impl import ArrayImpl
from jaxtypes.runtime.array_methods import ArrayMethods


class TracerError(TypeError):
    """A tracer was used where a concrete value is needed, or after its trace ended."""


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
                raise TracerError(
                    f"a tracer of shape {x.shape} and dtype {x.dtype} escaped the jit trace it belongs to "
                    "(was it stored in a global or returned through a side channel?)")
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


def trace_of(args: tuple[Any, ...]) -> Trace | None:
    """The trace of the first tracer among ``args``, or None if all are concrete."""
    for a in args:
        if type(a) is Tracer:
            return a.trace
    return None


class Tracer(ArrayMethods, Array):  # type: ignore[override, misc]  # pyright: ignore[reportIncompatibleVariableOverride]  (the stub types real/imag per dtype and the reflected operators as callable attributes)
    """An abstract array inside ``jit``: shape, dtype and weak type, no value yet."""

    __slots__ = ("trace", "value", "_shape", "_dtype", "_weak_type")

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
