"""Stub of ``jaxtypes.debug``: ``print``, ``log`` and ``callback`` return None (their
two-call forms, options only, return the function to call); ``breakpoint`` returns its
``token``."""

from collections.abc import Callable
from typing import Any, TypeVar, overload

from jaxtypes._array import Array

__all__ = ["breakpoint", "callback", "log", "print", "visualize_array_sharding"]

_T = TypeVar("_T")

@overload
def print(fmt: str, *args: object, ordered: bool = False, partitioned: bool = False,
          skip_format_check: bool = False, **kwargs: object) -> None:
    """Print ``fmt.format(*args, **kwargs)``, also from staged code (when the program runs)."""
@overload
def print(fmt: None = None, *, ordered: bool = False, partitioned: bool = False,
          skip_format_check: bool = False) -> Callable[..., None]: ...
@overload
def log(fmt: str, *args: object, ordered: bool = False, partitioned: bool = False,
        skip_format_check: bool = False, **kwargs: object) -> None:
    """``print`` to the ``logging`` module (logger ``jaxtypes.debug``, level INFO)."""
@overload
def log(fmt: None = None, *, ordered: bool = False, partitioned: bool = False,
        skip_format_check: bool = False) -> Callable[..., None]: ...
@overload
def callback(callback: Callable[..., object], *args: object, ordered: bool = False, partitioned: bool = False,
             **kwargs: object) -> None:
    """Call ``callback(*args, **kwargs)`` for its side effect, also from staged code."""
@overload
def callback(callback: None = None, *, ordered: bool = False, partitioned: bool = False) -> Callable[..., None]: ...
@overload
def breakpoint(*, backend: str | None = None, filter_frames: bool = True, num_frames: int | None = None,
               ordered: bool = False, token: None = None, **kwargs: Any) -> None:
    """Stop in pdb at the caller's line (eagerly only: NotImplementedError inside a trace)."""
@overload
def breakpoint(*, backend: str | None = None, filter_frames: bool = True, num_frames: int | None = None,
               ordered: bool = False, token: _T, **kwargs: Any) -> _T: ...
def visualize_array_sharding(arr: Array, *, use_color: bool = True, scale: float = 1.0, min_width: int = 9,
                             max_width: int = 80, color_map: Any = None) -> None:
    """Print the layout of ``arr`` (1 or 2 dimensions) on the device: one box (``CPU 0``)."""
