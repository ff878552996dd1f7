"""A small pytree: nested tuples, lists and dicts (and None) of leaves, as ``jit`` needs.

``flatten`` gives the leaves and a hashable structure; ``unflatten`` rebuilds.
"""

from __future__ import annotations

from typing import Any

Structure = Any  # "*" for a leaf, None, or (type tag, keys, children)


def flatten(tree: Any) -> tuple[list[Any], Structure]:
    leaves: list[Any] = []
    return leaves, _flatten(tree, leaves)


def _flatten(tree: Any, leaves: list[Any]) -> Structure:
    if tree is None:
        return None
    kind = type(tree)
    if kind is tuple or kind is list:
        return (kind.__name__, None, tuple(_flatten(t, leaves) for t in tree))
    if kind is dict:
        keys = tuple(sorted(tree))
        return ("dict", keys, tuple(_flatten(tree[k], leaves) for k in keys))
    leaves.append(tree)
    return "*"


def unflatten(structure: Structure, leaves: list[Any]) -> Any:
    it = iter(leaves)
    return _unflatten(structure, it)


def _unflatten(structure: Structure, leaves: Any) -> Any:
    if structure is None:
        return None
    if structure == "*":
        return next(leaves)
    kind, keys, children = structure
    items = [_unflatten(c, leaves) for c in children]
    if kind == "dict":
        return dict(zip(keys, items))
    return tuple(items) if kind == "tuple" else items
