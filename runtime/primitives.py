"""Primitives: a shape/dtype rule and a StableHLO lowering each, run eagerly with a cache.

An eager call compiles the primitive once per (primitive, parameters, input
shapes and dtypes) and keeps the executable in a bounded LRU cache.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from jaxtypes.runtime import backend, lowering
from jaxtypes.runtime.array_impl import ArrayImpl

ShapeDtype = tuple[tuple[int, ...], np.dtype[Any]]
ShapeRule = Callable[..., ShapeDtype]
Lowering = Callable[..., Any]

EXECUTABLE_CACHE_SIZE = 4096


@dataclass(frozen=True, eq=False)
class Primitive:
    """One operation: ``rule(*avals, **params)`` gives the output (shape, dtype);
    ``lower(out_type, *values, **params)`` emits StableHLO for it."""

    name: str
    rule: ShapeRule
    lower: Lowering

    def bind(self, *args: ArrayImpl, weak_type: bool = False, **params: Any) -> ArrayImpl:
        avals = tuple(backend.Aval(a.shape, a.dtype) for a in args)
        shape, dtype = self.rule(*avals, **params)
        executable = _compiled(self, avals, tuple(sorted(params.items())))
        (buffer,) = backend.execute(executable, [a.buffer for a in args])
        return ArrayImpl(buffer, shape, dtype, weak_type and dtype.kind != "b")  # bool is never weak


@functools.lru_cache(maxsize=EXECUTABLE_CACHE_SIZE)
def _compiled(primitive: Primitive, avals: tuple[backend.Aval, ...],
              params: tuple[tuple[str, Any], ...]) -> backend.Executable:
    keywords = dict(params)
    shape, dtype = primitive.rule(*avals, **keywords)

    def emit(*values: Any) -> Sequence[Any]:
        return [primitive.lower(lowering.tensor_type(shape, dtype), *values, **keywords)]

    return backend.compile(lowering.build_main(avals, emit))
