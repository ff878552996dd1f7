"""Context managers and wrappers of JAX's top level that change how code is traced:
``ensure_compile_time_eval``, ``named_scope`` / ``named_call``, and the leak checks
``checking_leaks`` / ``check_tracer_leaks``. (``disable_jit`` is a configuration switch:
``jaxtypes._config``.)
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from typing_extensions import ParamSpec, TypeVar

from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.tracing import Trace, Tracer, current, current_trace

__all__ = ["NamedScope", "check_tracer_leaks", "checking_leaks", "current_name_stack", "ensure_compile_time_eval",
           "named_call", "named_scope"]

P = ParamSpec("P")
R = TypeVar("R")


# -- ensure_compile_time_eval ---------------------------------------------------------------

class CompileTimeEvalTrace(Trace):
    """Runs a primitive whose operands are all concrete (no tracer among them) now, as
    an eager operation; hands the others to the trace it wraps, to be staged as usual."""

    def __init__(self, inner: Trace) -> None:
        super().__init__()  # (its parent is ``inner``, current when it is made)
        self.inner: Trace = inner

    def process_primitive(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        if not any(isinstance(a, Tracer) for a in args):
            with current(None):
                return primitive.apply(*args, **params)
        with current(self.inner):
            return self.inner.process_primitive(primitive, args, params)


@contextlib.contextmanager
def ensure_compile_time_eval() -> Iterator[None]:
    """Inside a staged function (``jit``, a control-flow body), compute the operations of
    the block whose operands are all concrete (constants, closed-over arrays) while
    tracing, so that their values can steer Python control flow; operations on traced
    values are staged as usual (JAX's eager constant folding). Outside any trace it
    changes nothing."""
    trace = current_trace()
    if trace is None:
        yield
        return
    with current(CompileTimeEvalTrace(trace)):
        yield


# -- named_scope and named_call ---------------------------------------------------------------

class _NameStack(threading.local):
    names: tuple[str, ...] = ()


_name_stack = _NameStack()


def current_name_stack() -> str:
    """The names of the ``named_scope``s entered in this thread, outermost first, joined
    by ``/`` (JAX's name stack)."""
    return "/".join(_name_stack.names)


class NamedScope(contextlib.ContextDecorator):
    """``named_scope(name)``: a context manager, and a decorator that enters it around
    each call of the function (keeping the function's type)."""

    def __init__(self, name: str) -> None:
        self.name: str = name

    def __enter__(self) -> None:
        _name_stack.names = (*_name_stack.names, self.name)

    def __exit__(self, *exc: object) -> None:
        _name_stack.names = _name_stack.names[:-1]  # (scopes nest within a thread)


def named_scope(name: str) -> NamedScope:
    """Add ``name`` to the name stack of the operations traced inside: the scope of a
    block (``with named_scope("layer"):``) or of a function (``@named_scope("layer")``).
    The names are metadata only (JAX attaches them to the compiled program's operations
    for profilers); values and types do not change."""
    if not isinstance(name, str):
        raise TypeError("named_scope name argument must be a string.")
    return NamedScope(name)


def named_call(fun: Callable[P, R], *, name: str | None = None) -> Callable[P, R]:
    """``fun`` run inside ``named_scope(name)`` (``fun.__name__`` when ``name`` is None),
    with its signature."""
    if name is None:
        name = fun.__name__
    scope = named_scope(name)

    @functools.wraps(fun)
    def named(*args: P.args, **kwargs: P.kwargs) -> R:
        with scope:
            return fun(*args, **kwargs)

    return named


# -- leak checks ---------------------------------------------------------------------------

@contextlib.contextmanager
def check_tracer_leaks(new_val: bool = True) -> Iterator[None]:
    """JAX's ``jax_check_tracer_leaks`` as a context manager. jaxtypes always checks: a
    tracer used after its trace ended, or outside the trace that made it, raises
    ``UnexpectedTracerError`` naming its shape and dtype, with or without this switch
    (what it does not do, unlike JAX, is look for leaked tracers that are never used)."""
    if not isinstance(new_val, bool):
        raise ValueError(f"check_tracer_leaks expects a bool, got {new_val!r}")
    yield


def checking_leaks() -> contextlib.AbstractContextManager[None]:
    """``check_tracer_leaks(True)``."""
    return check_tracer_leaks(True)
