"""``jax.tree``'s short names for the pytree functions, and the three it adds to
``jax.tree_util``: ``broadcast`` (a prefix tree's leaves copied into a full tree's
structure), ``reduce_associative`` (a reduction in pairs, logarithmic in depth) and
``static`` (a dataclass field that ``register_dataclass`` keeps as static data)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from jaxtypes.runtime.core import tree_util as tu
from jaxtypes.runtime.core.tree_util import tree_all as all  # noqa: A004  (jax's names)
from jaxtypes.runtime.core.tree_util import tree_flatten as flatten
from jaxtypes.runtime.core.tree_util import tree_flatten_with_path as flatten_with_path
from jaxtypes.runtime.core.tree_util import tree_leaves as leaves
from jaxtypes.runtime.core.tree_util import tree_leaves_with_path as leaves_with_path
from jaxtypes.runtime.core.tree_util import tree_map as map  # noqa: A004
from jaxtypes.runtime.core.tree_util import tree_map_with_path as map_with_path
from jaxtypes.runtime.core.tree_util import tree_reduce as reduce
from jaxtypes.runtime.core.tree_util import tree_structure as structure
from jaxtypes.runtime.core.tree_util import tree_transpose as transpose
from jaxtypes.runtime.core.tree_util import tree_unflatten as unflatten

__all__ = ["all", "broadcast", "flatten", "flatten_with_path", "leaves", "leaves_with_path", "map", "map_with_path",
           "reduce", "reduce_associative", "static", "structure", "transpose", "unflatten"]

T = TypeVar("T")
IsLeaf = Callable[[Any], bool] | None

_NO_IDENTITY = object()


def broadcast(prefix_tree: Any, full_tree: Any, is_leaf: IsLeaf = None) -> Any:
    """``full_tree``'s structure with each leaf of ``prefix_tree`` in place of the subtree
    of ``full_tree`` at that leaf's position."""
    prefix_leaves, prefix_def = tu.tree_flatten(prefix_tree, is_leaf)
    subtrees = prefix_def.flatten_up_to(full_tree)
    return prefix_def.unflatten([tu.tree_map(lambda _, leaf=leaf: leaf, subtree, is_leaf=is_leaf)
                                 for leaf, subtree in zip(prefix_leaves, subtrees)])


def reduce_associative(operation: Callable[[T, T], T], tree: Any, *, identity: Any = _NO_IDENTITY,
                       is_leaf: IsLeaf = None) -> T:
    """The leaves of ``tree`` combined by the associative ``operation``: each half of the
    leaves reduced on its own, then the two halves combined (as jax groups them);
    ``identity`` is the answer for a tree without leaves."""
    values: list[Any] = tu.tree_leaves(tree, is_leaf)
    if not values:
        if identity is _NO_IDENTITY:
            raise TypeError("Must specify identity for parallel reduction of empty sequence.")
        return identity  # type: ignore[no-any-return]

    def halves(part: list[Any]) -> Any:
        if len(part) == 1:
            return part[0]
        middle = len(part) // 2
        return operation(halves(part[:middle]), halves(part[middle:]))

    return halves(values)  # type: ignore[no-any-return]


def static(**kwargs: Any) -> Any:
    """A ``dataclasses.field`` marked static: ``register_dataclass`` keeps it in the tree's
    structure, not among its leaves (``metadata`` merged with ``static=True``)."""
    import dataclasses

    metadata = {**kwargs.pop("metadata", {}), "static": True}
    return dataclasses.field(metadata=metadata, **kwargs)
