"""Eager calls of composite ``jaxtypes.numpy`` functions as one compiled program.

A function built from several lax operations costs one dispatch per operation when it
runs eagerly. jax compiles such functions with ``jit``, and ``staged`` does the same for
the functions it wraps when they are called outside any transformation. As in jax, the
parameters named static (axes, modes, dtypes...) are the program's static arguments and
the others its array arguments: a Python scalar there is a weakly typed array, so a loop
over scalar values does not compile again. Inside a transformation the function runs as
written, its operations joining the trace.

A call runs eagerly, as written, when an argument cannot take its part in the program
(a list holding anything but arrays, an unhashable static value), and when the function
needs the concrete value of an array argument, which it does not have while staged.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np

from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.tracing import TracerError, current_trace
from jaxtypes.runtime.interpreters.jit import MISS, jit

F = TypeVar("F", bound=Callable[..., Any])


def _is_operand(value: Any) -> bool:
    """An array, a scalar or None (what a staged program takes as it would eagerly), or a
    list or tuple of arrays."""
    if type(value) in (list, tuple):
        return all(type(v) is ArrayImpl for v in value)
    return value is None or isinstance(value, (ArrayImpl, bool, int, float, complex, np.generic))


def _is_static(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def staged(*static: str) -> Callable[[F], F]:
    """The decorated function compiled as a whole when it is called eagerly, the
    parameters ``static`` by name static (see the module's docstring)."""
    def wrap(fun: F) -> F:
        program = jit(fun, static_argnames=static)
        positions = {i for i, p in enumerate(inspect.signature(fun).parameters.values()) if p.name in static}
        needs_concrete: set[tuple[Any, ...]] = set()

        @functools.wraps(fun)
        def call(*args: Any, **kwargs: Any) -> Any:
            if current_trace() is not None:
                return fun(*args, **kwargs)
            out = program.cached_call(args, kwargs)  # (a call like an earlier one: no checks needed)
            if out is not MISS:
                return out
            if not all(_is_static(a) if i in positions else _is_operand(a) for i, a in enumerate(args)) or not all(
                    _is_static(v) if k in static else _is_operand(v) for k, v in kwargs.items()):
                return fun(*args, **kwargs)
            kinds = (len(args), tuple(kwargs))
            if kinds in needs_concrete:
                return fun(*args, **kwargs)
            try:
                return program(*args, **kwargs)
            except TracerError:
                needs_concrete.add(kinds)
                return fun(*args, **kwargs)

        return call  # type: ignore[return-value]

    return wrap
