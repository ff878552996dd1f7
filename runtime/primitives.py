"""Primitives: a shape/dtype rule and a StableHLO lowering each.

Bound to concrete arrays, a primitive runs eagerly: it is compiled once per
(primitive, parameters, input shapes and dtypes) and the executable is kept in a
bounded LRU cache. Bound to tracers, it emits its lowering into the trace.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend, lowering
from jaxtypes.runtime.array_impl import ArrayImpl
from jaxtypes.runtime.tracing import trace_for

ShapeDtype = tuple[tuple[int, ...], np.dtype[Any]]
ShapeRule = Callable[..., ShapeDtype]
Lowering = Callable[..., Any]

EXECUTABLE_CACHE_SIZE = 4096


@dataclass(frozen=True, eq=False)
class Primitive:
    """One operation: ``rule(*avals, **params)`` gives the output (shape, dtype);
    ``lower(out_type, *values, **params)`` emits StableHLO for it and returns the
    result value. Parameters must be hashable."""

    name: str
    rule: ShapeRule
    lower: Lowering

    def bind(self, *args: Array, weak_type: bool = False, **params: Any) -> Array:
        signature = []
        for a in args:
            if type(a) is not ArrayImpl:
                return trace_for(self.name, args).emit(self, args, weak_type, params)
            signature.append((a._shape, a._dtype))
        executable, shape, dtype = _compiled(self, tuple(signature), tuple(sorted(params.items())) if params else ())
        (buffer,) = backend.execute(executable, [a._buffer for a in args])  # type: ignore[attr-defined]  # all ArrayImpl here
        return ArrayImpl(buffer, shape, dtype, weak_type and dtype.kind != "b")  # bool is never weak


@functools.lru_cache(maxsize=EXECUTABLE_CACHE_SIZE)
def _compiled(primitive: Primitive, signature: tuple[tuple[tuple[int, ...], np.dtype[Any]], ...],
              params: tuple[tuple[str, Any], ...]) -> tuple[backend.Executable, tuple[int, ...], np.dtype[Any]]:
    avals = [backend.Aval(shape, dtype) for shape, dtype in signature]
    keywords = dict(params)
    shape, dtype = primitive.rule(*avals, **keywords)

    def emit(*values: Any) -> Sequence[Any]:
        return [primitive.lower(lowering.tensor_type(shape, dtype), *values, **keywords)]

    return backend.compile(lowering.build_main(avals, emit)), shape, dtype
