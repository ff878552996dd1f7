"""``jaxtypes.debug``: ``print``, ``log`` and ``callback``, which work eagerly and in
staged code (``jit``, ``vmap``, ``grad``, control-flow bodies), ``breakpoint`` (eager
only), and ``visualize_array_sharding`` (of the one device's layout).

As in JAX: under ``vmap`` a print runs once per example, with that example's values;
under ``grad`` it shows the primal values, once; inside a compiled program it runs when
the program does (``jaxtypes.effects_barrier()`` waits for it), in no particular order
unless ``ordered=True``.
"""

from __future__ import annotations

import builtins
import logging
import pdb
import string
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from jaxtypes.runtime import backend
from jaxtypes.runtime.core.tracing import current_trace
from jaxtypes.runtime.interpreters.callbacks import debug_callback

__all__ = ["breakpoint", "callback", "log", "print", "visualize_array_sharding"]

logger: logging.Logger = logging.getLogger("jaxtypes.debug")


class _FormatChecker(string.Formatter):
    """Formats nothing: checks that the format string uses exactly the arguments given."""

    def format_field(self, value: Any, format_spec: str) -> str:
        return ""

    def check_unused_args(self, used_args: set[int | str], args: Sequence[Any], kwargs: Mapping[str, Any]) -> None:
        unused = [a for i, a in enumerate(args) if i not in used_args]
        if unused:
            raise ValueError(f"Unused positional arguments to `jax.debug.print`: {unused}")
        unused_names = [k for k in kwargs if k not in used_args]
        if unused_names:
            raise ValueError(f"Unused keyword arguments to `jax.debug.print`: {unused_names}. You may be passing an "
                             "f-string (i.e, `f\"{x}\"`) into `jax.debug.print` and instead should pass in a regular "
                             "string.")


def _message(fmt: str, has_placeholders: bool, printoptions: dict[str, Any], args: tuple[Any, ...],
             kwargs: dict[str, Any]) -> str:
    if not has_placeholders:  # (only with skip_format_check): the values after the text
        return " ".join((fmt, *(str(a) for a in args)))
    with np.printoptions(**printoptions):
        return fmt.format(*args, **kwargs)


def _printer(use_logging: bool, ordered: bool, partitioned: bool, skip_format_check: bool) -> Callable[..., None]:
    def emit(fmt: str, *args: Any, **kwargs: Any) -> None:
        if not isinstance(fmt, str):
            raise TypeError(f"jax.debug.print: the format must be a str, got {type(fmt).__name__}")
        if not skip_format_check:
            _FormatChecker().format(fmt, *args, **kwargs)
        has_placeholders = bool(fmt) and next(iter(string.Formatter().parse(fmt)))[1] is not None
        printoptions = dict(np.get_printoptions())  # as they are now, not when the program runs

        def show(*values: Any, **named: Any) -> None:
            text = _message(fmt, has_placeholders, printoptions, values, named)
            if use_logging:
                logger.info(text)
            else:
                sys.stdout.write(text + "\n")

        debug_callback(show, args, kwargs, ordered=ordered, name="log" if use_logging else "print")

    return emit


def print(fmt: str | None = None, *args: Any, ordered: bool = False, partitioned: bool = False,  # noqa: A001
          skip_format_check: bool = False, **kwargs: Any) -> Callable[..., None] | None:
    """Print ``fmt.format(*args, **kwargs)`` (``"{}"`` and ``"{name}"`` fields, with format
    specs), also from staged code, where the arrays have their values only when the
    program runs. ``print(ordered=True)("x={x}", x=x)`` is the two-call form: the options
    first, then the format and its arguments."""
    emit = _printer(False, ordered, partitioned, skip_format_check)
    if fmt is not None:
        emit(fmt, *args, **kwargs)
        return None
    if args or kwargs:
        raise TypeError(f"debug_print received unexpected arguments in the two-call form: args={args} kwargs={kwargs}")
    return emit


def log(fmt: str | None = None, *args: Any, ordered: bool = False, partitioned: bool = False,
        skip_format_check: bool = False, **kwargs: Any) -> Callable[..., None] | None:
    """``print`` to the ``logging`` module (logger ``jaxtypes.debug``, level INFO)."""
    emit = _printer(True, ordered, partitioned, skip_format_check)
    if fmt is not None:
        emit(fmt, *args, **kwargs)
        return None
    if args or kwargs:
        raise TypeError(f"debug_print received unexpected arguments in the two-call form: args={args} kwargs={kwargs}")
    return emit


def callback(callback: Callable[..., Any] | None = None, *args: Any, ordered: bool = False,
             partitioned: bool = False, **kwargs: Any) -> Callable[..., None] | None:
    """Call ``callback(*args, **kwargs)`` for its side effect, also from staged code: the
    array leaves of the arguments reach it as arrays (with their values), the other
    leaves as they are; its return value is ignored. ``callback(ordered=True)(f, *args)``
    is the two-call form."""
    def call(fun: Callable[..., Any], *c_args: Any, **c_kwargs: Any) -> None:
        if not callable(fun):
            raise TypeError(f"first argument to jax.debug.callback must be callable, but got an object of type "
                            f"{type(fun)}")
        debug_callback(fun, c_args, c_kwargs, ordered=ordered)

    if callback is not None:
        call(callback, *args, **kwargs)
        return None
    if args or kwargs:
        raise TypeError(f"debug_callback received unexpected arguments in the two-call form: args={args} "
                        f"kwargs={kwargs}")
    return call


def breakpoint(*, backend: str | None = None, filter_frames: bool = True, num_frames: int | None = None,  # noqa: A001
               ordered: bool = False, token: Any = None, **kwargs: Any) -> Any:
    """Stop in Python's debugger (pdb) at the caller's line, eagerly; returns ``token``.

    Inside a staged function (``jit``, ``vmap``, ``grad``, a control-flow body) the values
    exist only when the program runs, and jaxtypes has no debugger that runs there:
    NotImplementedError (use ``jaxtypes.debug.print``, or run the function eagerly under
    ``jaxtypes.disable_jit()``)."""
    if token is not None and ordered:
        raise ValueError("`ordered` and `token` are mutually exclusive arguments.")
    if backend not in (None, "cli"):
        raise ValueError(f"jaxtypes.debug.breakpoint: backend={backend!r} is not available; the debugger is Python's "
                         "pdb (backend='cli' or None)")
    if current_trace() is not None:
        raise NotImplementedError(
            "jaxtypes.debug.breakpoint works eagerly only: inside jit, vmap, grad or a control-flow body the values "
            "exist only when the compiled program runs. Use jaxtypes.debug.print there, or run the function eagerly "
            "under `with jaxtypes.disable_jit():`")
    pdb.Pdb().set_trace(sys._getframe(1))
    return token


def visualize_array_sharding(arr: Any, *, use_color: bool = True, scale: float = 1.0, min_width: int = 9,
                             max_width: int = 80, color_map: Any = None) -> None:
    """Print how ``arr`` (of one or two dimensions) is laid out on the devices: on the one
    device jaxtypes computes on, one box naming it (``CPU 0``), sized as JAX sizes it.
    Drawn in plain text (JAX draws with ``rich``; ``use_color`` and ``color_map`` are
    accepted for its sake)."""
    shape = tuple(arr.shape)
    if len(shape) not in (1, 2):
        raise ValueError("`visualize_sharding` only works for shapes with 1 and 2 dimensions.")
    device = backend.device()
    label = f"{str(device.platform).upper()} {device.id}"
    base_height = int(10 * scale)
    base_width = int(base_height * (shape[1] if len(shape) == 2 else 1) / shape[0]) if shape[0] else 0
    width = min(max(int(base_width * 2.5), min_width), max_width)
    height = base_height if len(shape) == 2 else 1
    inner = max(width - 2, len(label))
    rows = [" " * inner] * max(height - 2, 0)
    middle = len(rows) // 2
    rows.insert(middle, label.center(inner))
    lines = ["┌" + "─" * inner + "┐", *(f"│{row}│" for row in rows), "└" + "─" * inner + "┘"]
    builtins.print("\n".join(lines), end="\n\n")
