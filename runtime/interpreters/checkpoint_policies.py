"""The policies of ``checkpoint``, with JAX's names: each is called as
``policy(primitive, *input_avals, **params)`` for an equation whose result the
backward pass needs, and says whether that result is saved (True) or recomputed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = [
    "checkpoint_dots", "checkpoint_dots_with_no_batch_dims", "dots_saveable", "dots_with_no_batch_dims_saveable",
    "everything_saveable", "nothing_saveable", "save_anything_except_these_names", "save_only_these_names",
]


def everything_saveable(prim: Any, *avals: Any, **params: Any) -> bool:
    """Save every intermediate value: nothing is recomputed."""
    return True


def nothing_saveable(prim: Any, *avals: Any, **params: Any) -> bool:
    """Save nothing but the inputs: everything is recomputed (the default)."""
    return False


def dots_saveable(prim: Any, *avals: Any, **params: Any) -> bool:
    """Save the results of matrix products (``dot_general``)."""
    return bool(prim.name == "dot_general")


def dots_with_no_batch_dims_saveable(prim: Any, *avals: Any, **params: Any) -> bool:
    """Save the results of matrix products without batch dimensions."""
    if prim.name != "dot_general":
        return False
    (_, _), (lhs_batch, rhs_batch) = params["dimension_numbers"]
    return not lhs_batch and not rhs_batch


checkpoint_dots = dots_saveable
checkpoint_dots_with_no_batch_dims = dots_with_no_batch_dims_saveable


def save_only_these_names(*names: str) -> Callable[..., bool]:
    """Save only the values named (by ``checkpoint_name``) with one of ``names``."""
    chosen = frozenset(names)

    def policy(prim: Any, *avals: Any, **params: Any) -> bool:
        return bool(prim.name == "name" and params["name"] in chosen)

    return policy


def save_anything_except_these_names(*names: str) -> Callable[..., bool]:
    """Save every value except those named (by ``checkpoint_name``) with one of ``names``."""
    chosen = frozenset(names)

    def policy(prim: Any, *avals: Any, **params: Any) -> bool:
        return not (prim.name == "name" and params["name"] in chosen)

    return policy
