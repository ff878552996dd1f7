"""Pytrees: the one implementation behind ``jaxtypes.tree_util`` and every transformation.

JAX's semantics (``jax.tree_util``), written here in pure Python. A tree is flattened into
its leaves and a ``PyTreeDef`` holding the structure as nested tuples
``(node class, aux data, children)``, with ``_LEAF`` for a leaf. Nested tuples make
equality and hashing run in C, which matters because ``jit`` compares structures on
every cached call.

Node types: tuple, list, dict (children in sorted key order, as JAX), ``None`` (a node
without children), namedtuples (one node type per class), ``OrderedDict`` (insertion
order), ``defaultdict`` and registered classes. Everything else is a leaf. As in JAX, node
types are matched by exact class: a subclass of a registered class is a leaf.
"""

from __future__ import annotations

import functools
from collections import OrderedDict, defaultdict
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Generic, TypeAlias, TypeVar, cast

__all__ = [
    "DictKey", "FlattenedIndexKey", "GetAttrKey", "KeyEntry", "KeyPath", "Partial",
    "PyTreeDef", "SequenceKey", "all_leaves", "keystr", "register_dataclass",
    "register_pytree_node", "register_pytree_node_class", "register_pytree_with_keys",
    "register_pytree_with_keys_class", "register_static", "tree_all", "tree_flatten",
    "tree_flatten_with_path", "tree_leaves", "tree_leaves_with_path", "tree_map",
    "tree_map_with_path", "tree_reduce", "tree_structure", "tree_transpose", "tree_unflatten",
    "treedef_children", "treedef_is_leaf",
]

_T = TypeVar("_T")
_R = TypeVar("_R")
_C = TypeVar("_C", bound=type[Any])

KeyEntry: TypeAlias = Any
"""One step of a key path: usually a ``SequenceKey``, ``DictKey``, ``GetAttrKey`` or
``FlattenedIndexKey``, but registered classes may use any hashable object."""
KeyPath: TypeAlias = tuple[KeyEntry, ...]
IsLeaf: TypeAlias = Callable[[Any], bool]


# ---------------------------------------------------------------------------- key paths

class _Key:
    """Base of the key classes: one read-only field, compared and hashed by value.
    (Hand-written rather than dataclasses, whose import would triple this module's.)"""

    __slots__ = ("_value",)
    _field = ""

    def __init__(self, value: Any) -> None:
        self._value = value

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._field}={self._value!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and bool(self._value == other._value)

    def __hash__(self) -> int:
        return hash((type(self), self._value))


class SequenceKey(_Key):
    """The position of a child of a tuple, list or namedtuple: ``[0]``."""

    __slots__ = ()
    __match_args__ = ("idx",)
    _field = "idx"

    def __init__(self, idx: int) -> None:
        self._value = idx

    @property
    def idx(self) -> int:
        return int(self._value)

    def __str__(self) -> str:
        return f"[{self._value!r}]"


class DictKey(_Key):
    """The key of a child of a dict: ``['a']``."""

    __slots__ = ()
    __match_args__ = ("key",)
    _field = "key"

    def __init__(self, key: Hashable) -> None:
        self._value = key

    @property
    def key(self) -> Hashable:
        return cast(Hashable, self._value)

    def __str__(self) -> str:
        return f"[{self._value!r}]"


class GetAttrKey(_Key):
    """The attribute holding a child (namedtuple fields, dataclasses): ``.name``."""

    __slots__ = ()
    __match_args__ = ("name",)
    _field = "name"

    def __init__(self, name: str) -> None:
        self._value = name

    @property
    def name(self) -> str:
        return str(self._value)

    def __str__(self) -> str:
        return f".{self._value}"


class FlattenedIndexKey(_Key):
    """The position of a child of a registered node that gives no keys."""

    __slots__ = ()
    __match_args__ = ("key",)
    _field = "key"

    def __init__(self, key: int) -> None:
        self._value = key

    @property
    def key(self) -> int:
        return int(self._value)

    def __str__(self) -> str:
        return f"[<flat index {self._value}>]"


def _simple_entry(key: KeyEntry) -> str:
    if isinstance(key, SequenceKey):
        return str(key.idx)
    if isinstance(key, DictKey):
        return str(key.key)
    if isinstance(key, GetAttrKey):
        return key.name
    if isinstance(key, FlattenedIndexKey):
        return str(key.key)
    return str(key)


def keystr(keys: KeyPath, *, simple: bool = False, separator: str = "") -> str:
    """A key path as text: ``[0]['a'].x``; ``simple=True`` gives the bare keys (``0/a/x``
    with ``separator='/'``)."""
    return separator.join(_simple_entry(k) if simple else str(k) for k in keys)


# ----------------------------------------------------------------------------- registry

class _NodeType:
    """How to take one node type apart and put it back together."""

    __slots__ = ("cls", "flatten", "unflatten", "flatten_with_keys")

    def __init__(self, cls: type[Any], flatten: Callable[[Any], tuple[Iterable[Any], Any]],
                 unflatten: Callable[[Any, Iterable[Any]], Any],
                 flatten_with_keys: Callable[[Any], tuple[Iterable[tuple[KeyEntry, Any]], Any]] | None
                 ) -> None:
        self.cls = cls
        self.flatten = flatten
        self.unflatten = unflatten
        self.flatten_with_keys = flatten_with_keys


_registry: dict[type[Any], _NodeType] = {}
# Exact class -> its node type, or None for a leaf. Filled on first sight of each class,
# so that the hot loop pays one dict lookup per node; registration updates it.
_kinds: dict[type[Any], _NodeType | None] = {}
_UNSEEN = object()


def _classify(cls: type[Any]) -> _NodeType | None:
    kind = _registry.get(cls)
    if kind is None and issubclass(cls, tuple) and hasattr(cls, "_fields"):
        kind = _namedtuple_node(cls)
    _kinds[cls] = kind
    return kind


def _kind_of(cls: type[Any]) -> _NodeType | None:
    kind = _kinds.get(cls, _UNSEEN)
    return _classify(cls) if kind is _UNSEEN else cast("_NodeType | None", kind)


def _node_type(cls: type[Any]) -> _NodeType:
    """The node type of a class known to be a node (namedtuples included)."""
    kind = _kinds.get(cls) or _classify(cls)
    assert kind is not None
    return kind


def _namedtuple_node(cls: type[Any]) -> _NodeType:
    fields: tuple[str, ...] = cls._fields
    return _NodeType(
        cls, lambda t: (t, None), lambda _, children: cls(*children),
        lambda t: ([(GetAttrKey(f), c) for f, c in zip(fields, t)], None))


def _register(cls: type[Any], flatten: Callable[[Any], tuple[Iterable[Any], Any]],
              unflatten: Callable[[Any, Iterable[Any]], Any],
              flatten_with_keys: Callable[[Any], tuple[Iterable[tuple[KeyEntry, Any]], Any]] | None
              ) -> None:
    if cls in _registry:
        raise ValueError(f"Duplicate custom PyTreeDef type registration for {cls}.")
    _registry[cls] = _kinds[cls] = _NodeType(cls, flatten, unflatten, flatten_with_keys)


def register_pytree_node(nodetype: type[_T],
                         flatten_func: Callable[[_T], tuple[Iterable[Any], Any]],
                         unflatten_func: Callable[[Any, Iterable[Any]], _T],
                         flatten_with_keys_func: Callable[[_T], tuple[Iterable[tuple[KeyEntry, Any]], Any]]
                         | None = None) -> None:
    """Make ``nodetype`` a pytree node: ``flatten_func(x)`` gives ``(children, aux_data)``
    (aux data is static: hashable, compared with ``==``) and ``unflatten_func(aux_data,
    children)`` rebuilds. Children without keys get ``FlattenedIndexKey`` paths."""
    _register(nodetype, flatten_func, unflatten_func, flatten_with_keys_func)


def register_pytree_with_keys(nodetype: type[_T],
                              flatten_with_keys: Callable[[_T], tuple[Iterable[tuple[KeyEntry, Any]], Any]],
                              unflatten_func: Callable[[Any, Iterable[Any]], _T],
                              flatten_func: Callable[[_T], tuple[Iterable[Any], Any]] | None = None
                              ) -> None:
    """Like ``register_pytree_node``, with ``flatten_with_keys(x)`` giving
    ``([(key, child), ...], aux_data)``; ``flatten_func`` defaults to dropping the keys."""
    def drop_keys(x: _T) -> tuple[Iterable[Any], Any]:
        pairs, aux = flatten_with_keys(x)
        return [child for _, child in pairs], aux

    _register(nodetype, flatten_func or drop_keys, unflatten_func, flatten_with_keys)


def register_pytree_node_class(cls: _C) -> _C:
    """Class decorator: register with the class's ``tree_flatten`` method and
    ``tree_unflatten`` classmethod."""
    _register(cls, lambda x: x.tree_flatten(), cls.tree_unflatten, None)
    return cls


def register_pytree_with_keys_class(cls: _C) -> _C:
    """Class decorator: register with ``tree_flatten_with_keys`` (and ``tree_flatten`` if
    the class defines it) and the ``tree_unflatten`` classmethod."""
    flatten = (lambda x: x.tree_flatten()) if hasattr(cls, "tree_flatten") else None
    register_pytree_with_keys(cls, lambda x: x.tree_flatten_with_keys(), cls.tree_unflatten, flatten)
    return cls


def register_static(cls: _C) -> _C:
    """Make instances of ``cls`` nodes without children, the instance itself being the
    static aux data (so it must be hashable)."""
    _register(cls, lambda x: ((), x), lambda aux, _: aux, lambda x: ((), x))
    return cls


def register_dataclass(nodetype: _C, data_fields: Sequence[str] | None = None,
                       meta_fields: Sequence[str] | None = None,
                       drop_fields: Sequence[str] = ()) -> _C:
    """Register a dataclass: ``data_fields`` are children, ``meta_fields`` static aux data.

    Without field lists (also as a bare decorator), every ``init=True`` field is a child
    unless declared with ``dataclasses.field(metadata=dict(static=True))``.
    """
    import dataclasses  # here: importing it costs more than this whole module

    cls: type[Any] = nodetype  # (is_dataclass would narrow nodetype away from _C)
    if data_fields is None and meta_fields is None:
        if not dataclasses.is_dataclass(cls):
            raise TypeError("register_dataclass: data_fields and meta_fields are required "
                            f"when {cls.__name__} is not a dataclass")
        init = [f for f in dataclasses.fields(cls) if f.init and f.name not in drop_fields]
        data = tuple(f.name for f in init if not f.metadata.get("static", False))
        meta = tuple(f.name for f in init if f.metadata.get("static", False))
    elif data_fields is None or meta_fields is None:
        raise TypeError("register_dataclass: give both data_fields and meta_fields, or neither")
    else:
        data, meta = tuple(data_fields), tuple(meta_fields)
        if dataclasses.is_dataclass(cls):
            expected = {f.name for f in dataclasses.fields(cls) if f.init}
            given = set(data) | set(meta) | set(drop_fields)
            if given != expected:
                raise ValueError(
                    "data_fields and meta_fields must include all dataclass fields with "
                    f"``init=True`` and only them. Missing fields: {sorted(expected - given)}; "
                    f"unknown fields: {sorted(given - expected)}.")
    n_data = len(data)

    def flatten(x: Any) -> tuple[Iterable[Any], Any]:
        return [getattr(x, f) for f in data], tuple([getattr(x, f) for f in meta])

    def flatten_with_keys(x: Any) -> tuple[Iterable[tuple[KeyEntry, Any]], Any]:
        return [(GetAttrKey(f), getattr(x, f)) for f in data], tuple([getattr(x, f) for f in meta])

    def unflatten(aux: Any, children: Iterable[Any]) -> Any:
        values = list(children)
        if len(values) != n_data:
            raise ValueError(f"{cls.__name__} expects {n_data} children, got {len(values)}")
        return cls(**dict(zip(data, values)), **dict(zip(meta, aux)))

    _register(cls, flatten, unflatten, flatten_with_keys)
    return nodetype


def _sorted_keys(d: dict[Any, Any]) -> tuple[Any, ...]:
    try:
        return tuple(sorted(d))
    except TypeError as e:
        raise ValueError(f"Comparator raised exception while sorting pytree dictionary keys: "
                         f"{list(d)!r}") from e


def _register_builtins() -> None:
    # tuple, list, dict and None are handled inline by the walkers below; their entries
    # here make them nodes (and refuse their re-registration) and serve generic code.
    _register(tuple, lambda t: (t, None), lambda _, ch: tuple(ch),
              lambda t: ([(SequenceKey(i), c) for i, c in enumerate(t)], None))
    _register(list, lambda t: (t, None), lambda _, ch: list(ch),
              lambda t: ([(SequenceKey(i), c) for i, c in enumerate(t)], None))
    _register(dict, _flatten_dict, lambda keys, ch: dict(zip(keys, ch)), _flatten_dict_keyed)
    _register(type(None), lambda _: ((), None), lambda _, __: None, lambda _: ((), None))
    _register(OrderedDict, lambda d: (list(d.values()), tuple(d)),
              lambda keys, ch: OrderedDict(zip(keys, ch)),
              lambda d: ([(DictKey(k), v) for k, v in d.items()], tuple(d)))
    _register(defaultdict, _flatten_defaultdict,
              lambda aux, ch: defaultdict(aux[0], zip(aux[1], ch)), _flatten_defaultdict_keyed)


def _flatten_dict(d: dict[Any, Any]) -> tuple[list[Any], tuple[Any, ...]]:
    keys = _sorted_keys(d)
    return [d[k] for k in keys], keys


def _flatten_dict_keyed(d: dict[Any, Any]) -> tuple[list[tuple[KeyEntry, Any]], tuple[Any, ...]]:
    keys = _sorted_keys(d)
    return [(DictKey(k), d[k]) for k in keys], keys


def _flatten_defaultdict(d: defaultdict[Any, Any]) -> tuple[list[Any], Any]:
    children, keys = _flatten_dict(d)
    return children, (d.default_factory, keys)


def _flatten_defaultdict_keyed(d: defaultdict[Any, Any]) -> tuple[list[tuple[KeyEntry, Any]], Any]:
    pairs, keys = _flatten_dict_keyed(d)
    return pairs, (d.default_factory, keys)


_register_builtins()


# ------------------------------------------------------------------------------ walkers
# A structure node is _LEAF or (node class, aux data, tuple of child nodes). The classes
# tuple/list/dict/NoneType stand for themselves; others (namedtuples, registered classes)
# are looked up in _kinds.

_LEAF: Any = "*"
_NONE_NODE: Any = (type(None), None, ())
_EMPTY_DICT_NODE: Any = (dict, (), ())


def _flatten(tree: Any, leaves: list[Any]) -> Any:
    cls = type(tree)
    kind = _kinds.get(cls, _UNSEEN)
    if kind is None:
        leaves.append(tree)
        return _LEAF
    if cls is tuple or cls is list:
        return (cls, None, _flatten_children(tree, leaves))
    if cls is dict:
        if not tree:
            return _EMPTY_DICT_NODE
        keys = _sorted_keys(tree)
        return (dict, keys, _flatten_children([tree[k] for k in keys], leaves))
    if tree is None:
        return _NONE_NODE
    if kind is _UNSEEN:
        _classify(cls)
        return _flatten(tree, leaves)
    children, aux = cast(_NodeType, kind).flatten(tree)
    return (cls, aux, _flatten_children(children, leaves))


def _flatten_children(children: Iterable[Any], leaves: list[Any]) -> tuple[Any, ...]:
    # Leaves are handled here rather than by a call per leaf: most children are leaves.
    kinds = _kinds
    nodes = []
    for child in children:
        if kinds.get(type(child), _UNSEEN) is None:
            leaves.append(child)
            nodes.append(_LEAF)
        else:
            nodes.append(_flatten(child, leaves))
    return tuple(nodes)


def _flatten_pred(tree: Any, leaves: list[Any], is_leaf: IsLeaf) -> Any:
    if is_leaf(tree):
        leaves.append(tree)
        return _LEAF
    cls = type(tree)
    kind = _kind_of(cls)
    if kind is None:
        leaves.append(tree)
        return _LEAF
    children, aux = kind.flatten(tree)
    return (cls, aux, tuple([_flatten_pred(c, leaves, is_leaf) for c in children]))


def _flatten_keyed(tree: Any, path: KeyPath, out: list[tuple[KeyPath, Any]],
                   is_leaf: Callable[..., bool] | None, takes_path: bool) -> Any:
    if is_leaf is not None and (is_leaf(path, tree) if takes_path else is_leaf(tree)):
        out.append((path, tree))
        return _LEAF
    cls = type(tree)
    kind = _kind_of(cls)
    if kind is None:
        out.append((path, tree))
        return _LEAF
    if kind.flatten_with_keys is not None:
        pairs, aux = kind.flatten_with_keys(tree)
    else:
        children, aux = kind.flatten(tree)
        pairs = [(FlattenedIndexKey(i), c) for i, c in enumerate(children)]
    return (cls, aux, tuple([_flatten_keyed(c, (*path, k), out, is_leaf, takes_path)
                             for k, c in pairs]))


def _unflatten(node: Any, take: Callable[[], Any]) -> Any:
    """Rebuild a node (not a leaf); ``take()`` gives the next leaf."""
    cls, aux, children = node
    values = [take() if child is _LEAF else _unflatten(child, take) for child in children]
    if cls is tuple:
        return tuple(values)
    if cls is list:
        return values
    if cls is dict:
        return dict(zip(aux, values))
    return _node_type(cls).unflatten(aux, tuple(values))


def _count(node: Any) -> tuple[int, int]:
    """(leaves, nodes) under ``node``."""
    if node is _LEAF:
        return 1, 1
    leaves, nodes = 0, 1
    for child in node[2]:
        n_leaves, n_nodes = _count(child)
        leaves += n_leaves
        nodes += n_nodes
    return leaves, nodes


def _node_repr(node: Any) -> str:
    if node is _LEAF:
        return "*"
    cls, aux, children = node
    parts = [_node_repr(c) for c in children]
    if cls is tuple:
        return f"({parts[0]},)" if len(parts) == 1 else f"({', '.join(parts)})"
    if cls is list:
        return f"[{', '.join(parts)}]"
    if cls is dict:
        return "{" + ", ".join(f"{k!r}: {p}" for k, p in zip(aux, parts)) + "}"
    if cls is type(None):
        return "None"
    name = f"namedtuple[{cls.__name__}]" if _registry.get(cls) is None else f"{cls.__name__}[{aux}]"
    return f"CustomNode({name}, [{', '.join(parts)}])"


_KIND_NAMES = {tuple: "tuple", list: "list", dict: "dict"}


def _at(path: KeyPath) -> str:
    return f" at key path {keystr(path)}" if path else ""


def _flatten_up_to(node: Any, tree: Any, out: list[Any], path: KeyPath) -> None:
    if node is _LEAF:
        out.append(tree)
        return
    cls, aux, children = node
    if cls is type(None):
        if tree is not None:
            raise ValueError(f"Expected None, got {tree!r}{_at(path)}.")
        return
    if cls in _KIND_NAMES:
        name = _KIND_NAMES[cls]
        if type(tree) is not cls:
            raise ValueError(f"Expected {name}, got {tree!r}{_at(path)}.")
        if cls is dict:
            keys = _sorted_keys(tree)
            if keys != aux:
                raise ValueError(f"Dict key mismatch{_at(path)}; expected keys: {list(aux)!r}; "
                                 f"present keys: {list(keys)!r}.")
            items: Sequence[tuple[KeyEntry, Any]] = [(DictKey(k), tree[k]) for k in keys]
        else:
            if len(tree) != len(children):
                raise ValueError(f"{name.capitalize()} arity mismatch{_at(path)}: {len(tree)} != "
                                 f"{len(children)}; {name}: {tree!r}.")
            items = [(SequenceKey(i), c) for i, c in enumerate(tree)]
    else:
        if type(tree) is not cls:
            what = "named tuple" if _registry.get(cls) is None else "custom node"
            raise ValueError(f"Expected {what} of type {cls.__name__}, got {tree!r}{_at(path)}.")
        kind = _node_type(cls)
        if kind.flatten_with_keys is not None:
            pairs, tree_aux = kind.flatten_with_keys(tree)
            items = list(pairs)
        else:
            flat, tree_aux = kind.flatten(tree)
            items = [(FlattenedIndexKey(i), c) for i, c in enumerate(flat)]
        if tree_aux != aux:
            raise ValueError(f"Mismatch custom node data{_at(path)}: {tree_aux!r} != {aux!r}; "
                             f"value: {tree!r}.")
        if len(items) != len(children):
            raise ValueError(f"Custom type arity mismatch{_at(path)}: {len(items)} != "
                             f"{len(children)}; value: {tree!r}.")
    for child, (key, sub) in zip(children, items):
        _flatten_up_to(child, sub, out, (*path, key))


def _compose(outer: Any, inner: Any) -> Any:
    if outer is _LEAF:
        return inner
    cls, aux, children = outer
    return (cls, aux, tuple([_compose(c, inner) for c in children]))


# ---------------------------------------------------------------------------- PyTreeDef

_GENERAL, _FLAT, _ARGS = object(), object(), object()


class PyTreeDef:
    """The structure of a pytree: hashable, compared by structure (node types, dict keys,
    aux data), so equal structures are equal and hash equal."""

    __slots__ = ("_node", "_num_leaves", "_hash", "_fast", "__weakref__")

    def __init__(self, node: Any, num_leaves: int) -> None:
        self._node = node
        self._num_leaves = num_leaves
        self._hash = -1
        self._fast = _GENERAL  # _FLAT or _ARGS on the shared structures of the fast paths

    @property
    def num_leaves(self) -> int:
        return self._num_leaves

    @property
    def num_nodes(self) -> int:
        return _count(self._node)[1]

    def children(self) -> list[PyTreeDef]:
        """The structures of the root's children."""
        if self._node is _LEAF:
            return []
        return [PyTreeDef(c, _count(c)[0]) for c in self._node[2]]

    def node_data(self) -> tuple[type[Any], Any] | None:
        """The root's (node class, aux data), or None for a leaf."""
        if self._node is _LEAF:
            return None
        return self._node[0], self._node[1]

    def unflatten(self, leaves: Iterable[Any]) -> Any:
        """Rebuild a tree of this structure from ``leaves`` (exactly ``num_leaves``)."""
        if type(leaves) is not list and type(leaves) is not tuple:
            leaves = list(leaves)
        if len(leaves) != self._num_leaves:
            few = "few" if len(leaves) < self._num_leaves else "many"
            raise ValueError(f"Too {few} leaves for PyTreeDef; expected {self._num_leaves}, "
                             f"got {len(leaves)}.")
        if self._fast is _FLAT:
            return tuple(leaves)
        if self._fast is _ARGS:
            return tuple(leaves), {}
        node = self._node
        if node is _LEAF:
            return leaves[0]
        return _unflatten(node, iter(leaves).__next__)

    def flatten_up_to(self, tree: Any) -> list[Any]:
        """The subtrees of ``tree`` at this structure's leaves; ``tree`` must have this
        structure down to them. A mismatch is a ValueError naming it and its key path."""
        out: list[Any] = []
        _flatten_up_to(self._node, tree, out, ())
        return out

    def compose(self, inner: PyTreeDef) -> PyTreeDef:
        """This structure with every leaf replaced by ``inner``."""
        return PyTreeDef(_compose(self._node, inner._node), self._num_leaves * inner._num_leaves)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, PyTreeDef):
            return NotImplemented
        if self._hash != -1 and other._hash != -1 and self._hash != other._hash:
            return False
        return bool(self._num_leaves == other._num_leaves and self._node == other._node)

    def __hash__(self) -> int:
        h = self._hash
        if h == -1:
            try:
                h = hash(self._node)
            except TypeError:  # unhashable aux data: hash the rest
                h = hash(_hashable_skeleton(self._node))
            self._hash = h = h if h != -1 else -2
        return h

    def __repr__(self) -> str:
        return f"PyTreeDef({_node_repr(self._node)})"

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild_treedef, (_picklable(self._node), self._num_leaves)


def _hashable_skeleton(node: Any) -> Any:
    if node is _LEAF:
        return node
    cls, aux, children = node
    try:
        hash(aux)
    except TypeError:
        aux = None
    return (cls, aux, tuple([_hashable_skeleton(c) for c in children]))


def _picklable(node: Any) -> Any:
    return None if node is _LEAF else (node[0], node[1], tuple(_picklable(c) for c in node[2]))


def _from_picklable(node: Any) -> Any:
    return _LEAF if node is None else (node[0], node[1], tuple(_from_picklable(c) for c in node[2]))


def _rebuild_treedef(node: Any, num_leaves: int) -> PyTreeDef:
    return PyTreeDef(_from_picklable(node), num_leaves)


def _shared(node: Any, num_leaves: int, fast: object) -> PyTreeDef:
    treedef = PyTreeDef(node, num_leaves)
    treedef._fast = fast
    hash(treedef)
    return treedef


# The structures of a flat tuple of n leaves and of jit's ``(args, {})`` with flat args,
# built once with their hash: flatten, unflatten, == and hash are then a few steps.
_FLAT_TUPLES = [_shared((tuple, None, (_LEAF,) * n), n, _FLAT) for n in range(9)]
_ARGS_PAIRS = [_shared((tuple, None, (_FLAT_TUPLES[n]._node, _EMPTY_DICT_NODE)), n, _ARGS)
               for n in range(9)]
_LEAF_TREEDEF = _shared(_LEAF, 1, _GENERAL)


# ---------------------------------------------------------------------------- functions

def tree_flatten(tree: Any, is_leaf: IsLeaf | None = None) -> tuple[list[Any], PyTreeDef]:
    """The leaves of ``tree`` (left to right, dicts by sorted key) and its structure.
    ``is_leaf(subtree)`` true makes that subtree a leaf."""
    if is_leaf is None:
        cls = type(tree)
        if cls is tuple:
            if len(tree) < 9 and _all_leaves(tree):
                return list(tree), _FLAT_TUPLES[len(tree)]
            if (len(tree) == 2 and type(tree[0]) is tuple and len(tree[0]) < 9 and type(tree[1]) is dict
                    and not tree[1] and _all_leaves(tree[0])):
                return list(tree[0]), _ARGS_PAIRS[len(tree[0])]
        elif _kind_of(cls) is None:
            return [tree], _LEAF_TREEDEF
        leaves: list[Any] = []
        node = _flatten(tree, leaves)
    else:
        leaves = []
        node = _flatten_pred(tree, leaves, is_leaf)
    return leaves, PyTreeDef(node, len(leaves))


def _all_leaves(items: tuple[Any, ...]) -> bool:
    kinds = _kinds
    for x in items:
        kind = kinds.get(type(x), _UNSEEN)
        if kind is not None and (kind is not _UNSEEN or _classify(type(x)) is not None):
            return False
    return True


def tree_unflatten(treedef: PyTreeDef, leaves: Iterable[Any]) -> Any:
    """Rebuild a tree of structure ``treedef`` from its leaves."""
    return treedef.unflatten(leaves)


def tree_leaves(tree: Any, is_leaf: IsLeaf | None = None) -> list[Any]:
    """The leaves of ``tree``, in ``tree_flatten`` order."""
    return tree_flatten(tree, is_leaf)[0]


def tree_structure(tree: Any, is_leaf: IsLeaf | None = None) -> PyTreeDef:
    """The structure of ``tree``."""
    return tree_flatten(tree, is_leaf)[1]


def treedef_is_leaf(treedef: PyTreeDef) -> bool:
    """Whether the structure is a single node (a leaf, ``None``, or an empty container)."""
    return treedef.num_nodes == 1


def treedef_children(treedef: PyTreeDef) -> list[PyTreeDef]:
    """The structures of the root's children."""
    return treedef.children()


def all_leaves(iterable: Iterable[Any], is_leaf: IsLeaf | None = None) -> bool:
    """Whether every item is a leaf (by ``is_leaf`` or by not being a node)."""
    for x in iterable:
        if is_leaf is not None and is_leaf(x):
            continue
        if _kind_of(type(x)) is not None:
            return False
    return True


def tree_map(f: Callable[..., Any], tree: Any, *rest: Any, is_leaf: IsLeaf | None = None) -> Any:
    """``f`` applied to the leaves of ``tree`` (and the matching subtrees of each of
    ``rest``, which must have ``tree``'s structure down to its leaves)."""
    leaves, treedef = tree_flatten(tree, is_leaf)
    if not rest:
        return treedef.unflatten([f(x) for x in leaves])
    others = [treedef.flatten_up_to(r) for r in rest]
    return treedef.unflatten([f(*xs) for xs in zip(leaves, *others)])


class _Unspecified:
    """The type of tree_reduce's "no initializer" default (None is a valid initializer)."""


_NO_INITIALIZER = _Unspecified()


def tree_reduce(function: Callable[[_T, Any], _T], tree: Any,
                initializer: _T | _Unspecified = _NO_INITIALIZER,
                is_leaf: IsLeaf | None = None) -> _T:
    """``functools.reduce`` over the leaves."""
    leaves = tree_leaves(tree, is_leaf)
    if isinstance(initializer, _Unspecified):
        return cast(_T, functools.reduce(function, leaves))
    return functools.reduce(function, leaves, initializer)


def tree_all(tree: Any, *, is_leaf: IsLeaf | None = None) -> bool:
    """Whether every leaf is truthy."""
    return all(tree_leaves(tree, is_leaf))


def tree_transpose(outer_treedef: PyTreeDef, inner_treedef: PyTreeDef | None,
                   pytree_to_transpose: Any) -> Any:
    """Turn a tree of structure ``outer`` of trees of structure ``inner`` into a tree of
    structure ``inner`` of trees of structure ``outer``."""
    if inner_treedef is None:
        inner_treedef = tree_structure(outer_treedef.flatten_up_to(pytree_to_transpose)[0])
    flat, treedef = tree_flatten(pytree_to_transpose)
    expected = outer_treedef.compose(inner_treedef)
    if treedef != expected:
        raise TypeError(f"Mismatch\n{treedef}\n != \n{expected}")
    n_inner, n_outer = inner_treedef.num_leaves, outer_treedef.num_leaves
    columns = [[flat[i * n_inner + j] for i in range(n_outer)] for j in range(n_inner)]
    return inner_treedef.unflatten([outer_treedef.unflatten(c) for c in columns])


def tree_flatten_with_path(tree: Any, is_leaf: Callable[..., bool] | None = None,
                           is_leaf_takes_path: bool = False
                           ) -> tuple[list[tuple[KeyPath, Any]], PyTreeDef]:
    """``tree_flatten`` with each leaf's key path: ``([(path, leaf), ...], treedef)``."""
    out: list[tuple[KeyPath, Any]] = []
    node = _flatten_keyed(tree, (), out, is_leaf, is_leaf_takes_path)
    return out, PyTreeDef(node, len(out))


def tree_leaves_with_path(tree: Any, is_leaf: Callable[..., bool] | None = None,
                          is_leaf_takes_path: bool = False) -> list[tuple[KeyPath, Any]]:
    """The ``(key path, leaf)`` pairs of ``tree``."""
    return tree_flatten_with_path(tree, is_leaf, is_leaf_takes_path)[0]


def tree_map_with_path(f: Callable[..., Any], tree: Any, *rest: Any,
                       is_leaf: Callable[..., bool] | None = None,
                       is_leaf_takes_path: bool = False) -> Any:
    """``tree_map`` where ``f`` also receives each leaf's key path first."""
    pairs, treedef = tree_flatten_with_path(tree, is_leaf, is_leaf_takes_path)
    others = [treedef.flatten_up_to(r) for r in rest]
    return treedef.unflatten([f(path, x, *xs) for (path, x), *xs in zip(pairs, *others)])


# ------------------------------------------------------------------------------ Partial

class _HashableCallableShim:
    """Holds a partial as another Partial's function, so that functools.partial does not
    merge the two and the inner one stays static (as in JAX)."""

    __slots__ = ("fun",)

    def __init__(self, fun: Callable[..., Any]) -> None:
        self.fun = fun

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fun(*args, **kwargs)

    def __hash__(self) -> int:
        return hash(self.fun)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _HashableCallableShim):
            return bool(self.fun == other.fun)
        return bool(self.fun == other)

    def __repr__(self) -> str:
        return f"_HashableCallableShim({self.fun!r})"


class Partial(functools.partial[_R], Generic[_R]):
    """A ``functools.partial`` that is a pytree: its positional and keyword arguments are
    children, the function is static. Lets partially applied functions cross ``jit``."""

    def __new__(cls, func: Callable[..., _R], /, *args: Any, **kwargs: Any) -> Partial[_R]:
        if isinstance(func, functools.partial):
            func = _HashableCallableShim(func)
        return super().__new__(cls, func, *args, **kwargs)


def _unflatten_partial(func: Callable[..., Any], children: Iterable[Any]) -> Partial[Any]:
    args, keywords = children
    return Partial(func, *args, **keywords)


register_pytree_node(Partial, lambda p: ((p.args, p.keywords), p.func), _unflatten_partial)
