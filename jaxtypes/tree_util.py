"""``jaxtypes.tree_util``: pytrees, as ``jax.tree_util``.

This module only re-exports from ``jaxtypes.runtime.core.tree_util`` (pure Python: importing
it does not load jaxlib).
"""

from __future__ import annotations

from jaxtypes.runtime.core.tree_util import (
    DictKey, FlattenedIndexKey, GetAttrKey, KeyEntry, KeyPath, Partial, PyTreeDef,
    SequenceKey, all_leaves, keystr, register_dataclass, register_pytree_node,
    register_pytree_node_class, register_pytree_with_keys, register_pytree_with_keys_class,
    register_static, tree_all, tree_flatten, tree_flatten_with_path, tree_leaves,
    tree_leaves_with_path, tree_map, tree_map_with_path, tree_reduce, tree_structure,
    tree_transpose, tree_unflatten, treedef_children, treedef_is_leaf,
)

__all__ = [
    "DictKey", "FlattenedIndexKey", "GetAttrKey", "KeyEntry", "KeyPath", "Partial",
    "PyTreeDef", "SequenceKey", "all_leaves", "keystr", "register_dataclass",
    "register_pytree_node", "register_pytree_node_class", "register_pytree_with_keys",
    "register_pytree_with_keys_class", "register_static", "tree_all", "tree_flatten",
    "tree_flatten_with_path", "tree_leaves", "tree_leaves_with_path", "tree_map",
    "tree_map_with_path", "tree_reduce", "tree_structure", "tree_transpose", "tree_unflatten",
    "treedef_children", "treedef_is_leaf",
]
