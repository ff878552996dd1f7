"""``jaxtypes.tree_util`` against ``jax.tree_util`` as the oracle: leaves, structure reprs,
key paths, errors, registered classes, Partial; property tests on random nested trees."""

from __future__ import annotations

import dataclasses
import pickle
from collections import OrderedDict, defaultdict, namedtuple
from typing import Any

import jax.tree_util as jtu
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jaxtypes
import jaxtypes.tree_util as tu

Point = namedtuple("Point", "x y")
Empty = namedtuple("Empty", "")


class Pair:
    """Registered with register_pytree_node in both libraries (separate registries)."""

    def __init__(self, a: Any, b: Any, tag: str = "t") -> None:
        self.a, self.b, self.tag = a, b, tag

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pair) and (self.a, self.b, self.tag) == (other.a, other.b, other.tag)


def _pair_flatten(p: Pair) -> tuple[list[Any], str]:
    return [p.a, p.b], p.tag


def _pair_unflatten(tag: str, children: Any) -> Pair:
    return Pair(*children, tag=tag)


class Keyed:
    def __init__(self, left: Any, right: Any) -> None:
        self.left, self.right = left, right

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Keyed) and (self.left, self.right) == (other.left, other.right)


@dataclasses.dataclass
class Params:
    w: Any
    name: str = dataclasses.field(default="p", metadata=dict(static=True))
    b: Any = 0


@dataclasses.dataclass
class Explicit:
    x: Any
    y: Any
    scale: float


class Static:
    def __init__(self, v: int) -> None:
        self.v = v

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Static) and other.v == self.v

    def __hash__(self) -> int:
        return hash(self.v)


for lib in (jtu, tu):
    lib.register_pytree_node(Pair, _pair_flatten, _pair_unflatten)
    lib.register_pytree_with_keys(
        Keyed, lambda k, lib=lib: (((lib.GetAttrKey("left"), k.left), (lib.GetAttrKey("right"), k.right)), None),
        lambda _, ch: Keyed(*ch))
    lib.register_dataclass(Params)
    lib.register_dataclass(Explicit, data_fields=["x", "y"], meta_fields=["scale"])
    lib.register_static(Static)


@tu.register_pytree_node_class
class Box:
    def __init__(self, *items: Any) -> None:
        self.items = items

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Box) and self.items == other.items

    def tree_flatten(self) -> tuple[tuple[Any, ...], None]:
        return self.items, None

    @classmethod
    def tree_unflatten(cls, aux: None, children: Any) -> Box:
        return cls(*children)


jtu.register_pytree_node_class(Box)

EXAMPLES: list[Any] = [
    1, None, (), [], {}, (1,), (1, 2, 3), [1, [2, (3,)]], {"b": 1, "a": (2, None)},
    {1: "x", 0: "y"}, (None, None), [None, 1], Point(1, (2, 3)), Empty(), [Point(None, [])],
    OrderedDict([("b", 1), ("a", 2)]), defaultdict(list, {"z": 1, "y": [2]}),
    Pair(1, (2, 3), "q"), Keyed([1], {"k": 2}), Params(w=[1, 2], name="n", b=3), Explicit(1, 2, 0.5),
    (Static(3), 4), Box(1, (2,)), {"a": {"b": {"c": [1, 2, {"d": 3}]}}},
]


@pytest.mark.parametrize("tree", EXAMPLES, ids=[type(t).__name__ + str(i) for i, t in enumerate(EXAMPLES)])
def test_flatten_matches_jax(tree: Any) -> None:
    leaves, treedef = tu.tree_flatten(tree)
    jleaves, jtreedef = jtu.tree_flatten(tree)
    assert leaves == jleaves
    assert repr(treedef) == repr(jtreedef)
    assert (treedef.num_leaves, treedef.num_nodes) == (jtreedef.num_leaves, jtreedef.num_nodes)
    assert [repr(c) for c in treedef.children()] == [repr(c) for c in jtreedef.children()]
    assert tu.treedef_is_leaf(treedef) == jtu.treedef_is_leaf(jtreedef)
    rebuilt = tu.tree_unflatten(treedef, leaves)
    assert rebuilt == jtu.tree_unflatten(jtreedef, jleaves)
    assert type(rebuilt) is type(tree)
    if isinstance(tree, dict):
        assert list(rebuilt) == list(jtu.tree_unflatten(jtreedef, jleaves))  # same key order
    assert tu.all_leaves(leaves) == jtu.all_leaves(leaves)
    assert tu.all_leaves([tree]) == jtu.all_leaves([tree])


@pytest.mark.parametrize("tree", EXAMPLES, ids=[type(t).__name__ + str(i) for i, t in enumerate(EXAMPLES)])
def test_key_paths_match_jax(tree: Any) -> None:
    pairs, treedef = tu.tree_flatten_with_path(tree)
    jpairs, jtreedef = jtu.tree_flatten_with_path(tree)
    assert [(repr(p), x) for p, x in pairs] == [(repr(p), x) for p, x in jpairs]
    assert [tu.keystr(p) for p, _ in pairs] == [jtu.keystr(p) for p, _ in jpairs]
    assert [tu.keystr(p, simple=True, separator="/") for p, _ in pairs] == \
        [jtu.keystr(p, simple=True, separator="/") for p, _ in jpairs]
    assert treedef == tu.tree_structure(tree)
    assert repr(treedef) == repr(jtreedef)
    paths = tu.tree_map_with_path(lambda p, x: tu.keystr(p), tree)
    assert paths == jtu.tree_map_with_path(lambda p, x: jtu.keystr(p), tree)


def test_key_classes() -> None:
    keys = (tu.SequenceKey(0), tu.DictKey("a"), tu.GetAttrKey("x"), tu.FlattenedIndexKey(3))
    jkeys = (jtu.SequenceKey(0), jtu.DictKey("a"), jtu.GetAttrKey("x"), jtu.FlattenedIndexKey(3))
    assert [str(k) for k in keys] == [str(k) for k in jkeys] == ["[0]", "['a']", ".x", "[<flat index 3>]"]
    assert [repr(k) for k in keys] == [repr(k) for k in jkeys]
    assert tu.keystr(keys) == jtu.keystr(jkeys)
    assert tu.keystr(keys, simple=True, separator=".") == jtu.keystr(jkeys, simple=True, separator=".")
    assert tu.SequenceKey(1) == tu.SequenceKey(1) and hash(tu.DictKey("a")) == hash(tu.DictKey("a"))


# -- random trees ---------------------------------------------------------------------

def _nodes(children: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    small = st.lists(children, max_size=3)
    keyed = st.dictionaries(st.sampled_from("abcd"), children, max_size=3)
    return st.one_of(small.map(tuple), small, keyed, keyed.map(lambda d: OrderedDict(d)),
                     st.builds(Point, children, children), st.builds(Pair, children, children))


trees = st.recursive(st.one_of(st.integers(-9, 9), st.none()), _nodes, max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(trees)
def test_random_trees_match_jax(tree: Any) -> None:
    leaves, treedef = tu.tree_flatten(tree)
    jleaves, jtreedef = jtu.tree_flatten(tree)
    assert leaves == jleaves
    assert repr(treedef) == repr(jtreedef)
    assert treedef.num_nodes == jtreedef.num_nodes
    assert tu.tree_unflatten(treedef, leaves) == tree
    assert tu.tree_map(lambda x: x, tree) == tree
    assert [repr(p) for p, _ in tu.tree_leaves_with_path(tree)] == [repr(p) for p, _ in jtu.tree_leaves_with_path(tree)]
    assert pickle.loads(pickle.dumps(treedef)) == treedef


@settings(max_examples=150, deadline=None)
@given(trees, trees)
def test_structure_equality_and_hash(a: Any, b: Any) -> None:
    sa, sb = tu.tree_structure(a), tu.tree_structure(b)
    assert (sa == sb) == (jtu.tree_structure(a) == jtu.tree_structure(b))
    shifted = tu.tree_map(lambda x: x + 100, a)  # same structure, other leaves
    assert tu.tree_structure(shifted) == sa
    assert hash(tu.tree_structure(shifted)) == hash(sa)
    assert len({sa, tu.tree_structure(shifted)}) == 1


@settings(max_examples=100, deadline=None)
@given(trees)
def test_flatten_up_to_itself_and_leaf_prefix(tree: Any) -> None:
    treedef = tu.tree_structure(tree)
    assert treedef.flatten_up_to(tree) == tu.tree_leaves(tree)
    assert tu.tree_structure(0).flatten_up_to(tree) == [tree]


# -- errors ---------------------------------------------------------------------------

@pytest.mark.parametrize("leaves", [[1], [1, 2, 3, 4]])
def test_unflatten_with_wrong_leaf_count(leaves: list[int]) -> None:
    treedef, jtreedef = tu.tree_structure((1, [2, 3])), jtu.tree_structure((1, [2, 3]))
    with pytest.raises(ValueError, match="leaves for PyTreeDef; expected 3"):
        tu.tree_unflatten(treedef, leaves)
    with pytest.raises(ValueError):
        jtu.tree_unflatten(jtreedef, leaves)


MISMATCHES = [
    ((1, [2, 3]), (1, (2, 3)), "Expected list"),
    ((1, [2, 3]), (1, [2]), "List arity mismatch at key path \\[1\\]: 1 != 2"),
    ((1, 2), (1, 2, 3), "Tuple arity mismatch: 3 != 2"),
    ({"a": 1}, {"b": 1}, "Dict key mismatch; expected keys: \\['a'\\]; present keys: \\['b'\\]"),
    ({"a": 1}, [1], "Expected dict"),
    ([None], [1], "Expected None, got 1 at key path \\[0\\]"),
    (Point(1, 2), (1, 2), "Expected named tuple of type Point"),
    ((1, 2), Point(1, 2), "Expected tuple"),
    (Pair(1, 2), 3, "Expected custom node of type Pair"),
    (Pair(1, 2, "x"), Pair(1, 2, "y"), "Mismatch custom node data"),
    ({"k": [Params(w=1)]}, {"k": [Params(w=1, name="other")]}, "at key path \\['k'\\]\\[0\\]"),
]


@pytest.mark.parametrize("prefix, full, message", MISMATCHES)
def test_flatten_up_to_mismatch(prefix: Any, full: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        tu.tree_structure(prefix).flatten_up_to(full)
    with pytest.raises(ValueError):
        jtu.tree_structure(prefix).flatten_up_to(full)
    with pytest.raises(ValueError):
        tu.tree_map(lambda *xs: xs, prefix, full)


def test_flatten_up_to_prefix() -> None:
    prefix = ([0, 0], {"a": 0})
    full = ([(1, 2), None], {"a": {"b": 3}})
    assert tu.tree_structure(prefix).flatten_up_to(full) == jtu.tree_structure(prefix).flatten_up_to(full)
    assert tu.tree_map(lambda x, y: (x, y), prefix, full) == jtu.tree_map(lambda x, y: (x, y), prefix, full)


def test_unsortable_dict_keys() -> None:
    with pytest.raises(ValueError, match="sorting pytree dictionary keys"):
        tu.tree_flatten({1: 1, "a": 2})
    with pytest.raises(ValueError):
        jtu.tree_flatten({1: 1, "a": 2})


def test_duplicate_registration() -> None:
    for cls in (Pair, tuple, dict):
        with pytest.raises(ValueError, match="Duplicate"):
            tu.register_pytree_node(cls, _pair_flatten, _pair_unflatten)


def test_register_dataclass_validates_fields() -> None:
    @dataclasses.dataclass
    class Incomplete:
        x: int
        y: int

    with pytest.raises(ValueError, match="Missing fields: \\['y'\\]"):
        tu.register_dataclass(Incomplete, data_fields=["x"], meta_fields=[])
    with pytest.raises(ValueError):
        jtu.register_dataclass(Incomplete, data_fields=["x"], meta_fields=[])


# -- functions and registered classes ---------------------------------------------------

def test_is_leaf() -> None:
    tree = [1, None, (2, [3])]
    for pred in (lambda x: x is None, lambda x: isinstance(x, tuple), lambda x: True):
        assert tu.tree_leaves(tree, is_leaf=pred) == jtu.tree_leaves(tree, is_leaf=pred)
        assert repr(tu.tree_structure(tree, is_leaf=pred)) == repr(jtu.tree_structure(tree, is_leaf=pred))
    paths = tu.tree_leaves_with_path(tree, is_leaf=lambda p, x: len(p) == 1, is_leaf_takes_path=True)
    jpaths = jtu.tree_leaves_with_path(tree, is_leaf=lambda p, x: len(p) == 1, is_leaf_takes_path=True)
    assert [(repr(p), x) for p, x in paths] == [(repr(p), x) for p, x in jpaths]
    assert tu.all_leaves([1, (2,)], is_leaf=lambda x: isinstance(x, tuple))


def test_map_reduce_all_transpose() -> None:
    a, b = {"x": (1, 2), "y": [3]}, {"x": (10, 20), "y": [30]}
    assert tu.tree_map(lambda x, y: x + y, a, b) == jtu.tree_map(lambda x, y: x + y, a, b)
    assert tu.tree_reduce(lambda x, y: x + y, a) == 6
    assert tu.tree_reduce(lambda x, y: x + y, [], 7) == 7
    with pytest.raises(TypeError):
        tu.tree_reduce(lambda x, y: x + y, [])
    assert tu.tree_all([True, (1, None)]) and not tu.tree_all([True, (0,)])
    outer, inner = tu.tree_structure([0, 0]), tu.tree_structure((0, {"k": 0}))
    value = [(1, {"k": 2}), (3, {"k": 4})]
    expected = jtu.tree_transpose(jtu.tree_structure([0, 0]), jtu.tree_structure((0, {"k": 0})), value)
    assert tu.tree_transpose(outer, inner, value) == expected == ([1, 3], {"k": [2, 4]})
    assert tu.tree_transpose(outer, None, value) == expected
    with pytest.raises(TypeError):
        tu.tree_transpose(outer, inner, [(1, {"k": 2}), (3, 4)])


def test_registered_classes_round_trip() -> None:
    p = Params(w=[1, 2], name="n", b=3)
    leaves, treedef = tu.tree_flatten(p)
    assert leaves == [1, 2, 3] and tu.tree_unflatten(treedef, [4, 5, 6]) == Params(w=[4, 5], name="n", b=6)
    assert tu.tree_structure(Params(w=1, name="n")) != tu.tree_structure(Params(w=1, name="m"))
    assert tu.tree_map(lambda x: x * 2, Explicit(1, 2, 0.5)) == Explicit(2, 4, 0.5)
    assert tu.tree_leaves(Box(1, [2])) == [1, 2]
    assert tu.tree_structure((Static(3), 1)) == tu.tree_structure((Static(3), 2))
    assert tu.tree_structure((Static(3), 1)) != tu.tree_structure((Static(4), 1))
    assert tu.tree_map(lambda x: x, Keyed([1], 2)) == Keyed([1], 2)


def test_register_dataclass_as_bare_decorator() -> None:
    @tu.register_dataclass
    @dataclasses.dataclass
    class Layer:
        kernel: Any
        act: str = dataclasses.field(default="relu", metadata=dict(static=True))

    leaves, treedef = tu.tree_flatten(Layer([1, 2]))
    assert leaves == [1, 2] and repr(treedef) == "PyTreeDef(CustomNode(Layer[('relu',)], [[*, *]]))"
    assert tu.tree_unflatten(treedef, [3, 4]) == Layer([3, 4])


def test_partial() -> None:
    def f(x: int, y: int, *, z: int = 0) -> int:
        return x * 100 + y * 10 + z

    p = tu.Partial(f, 1, z=3)
    assert p(2) == 123
    leaves, treedef = tu.tree_flatten(p)
    jleaves, jtreedef = jtu.tree_flatten(jtu.Partial(f, 1, z=3))
    assert leaves == jleaves == [1, 3]
    assert repr(treedef) == repr(jtreedef)
    q = tu.tree_map(lambda x: x + 1, p)
    assert isinstance(q, tu.Partial) and q(2) == 224
    assert tu.tree_structure(tu.Partial(f, 5, z=6)) == treedef
    nested = tu.Partial(tu.Partial(f, 1), 2)
    assert nested() == 120
    assert tu.tree_leaves(nested) == jtu.tree_leaves(jtu.Partial(jtu.Partial(f, 1), 2)) == [2]


def test_structure_methods() -> None:
    treedef = tu.tree_structure((1, {"a": 2}))
    assert repr(treedef) == "PyTreeDef((*, {'a': *}))"
    assert treedef.unflatten(["x", "y"]) == ("x", {"a": "y"})
    assert treedef.node_data() == (tuple, None)
    assert tu.tree_structure(1).node_data() is None
    composed = tu.tree_structure([0, 0]).compose(tu.tree_structure((0, 0)))
    assert composed == tu.tree_structure([(0, 0), (0, 0)]) and composed.num_leaves == 4
    assert tu.treedef_children(treedef) == treedef.children()
    assert treedef != (1, {"a": 2}) and treedef != tu.tree_structure([1, {"a": 2}])
    # Unhashable aux data still gives a hash, equal for equal structures.
    assert hash(tu.tree_structure(Pair(1, 2, tag=[1]))) == hash(tu.tree_structure(Pair(3, 4, tag=[1])))  # type: ignore[arg-type]


def test_fast_paths_agree_with_the_general_walk() -> None:
    for tree in [(1, 2.0, "s"), (), 5, (1, [2]), tuple(range(12)), ((1, 2), {}), ((), {}), ((1,), {"k": 2})]:
        leaves, treedef = tu.tree_flatten(tree)
        general = tu.tree_flatten(tree, is_leaf=lambda x: False)
        assert (leaves, treedef) == general and hash(treedef) == hash(general[1])
        assert tu.tree_unflatten(treedef, leaves) == tree
        assert repr(treedef) == repr(jtu.tree_structure(tree))


def test_package_attribute() -> None:
    assert jaxtypes.tree_util is tu
    assert "tree_util" in jaxtypes.__all__


# -- jaxtypes.tree: jax.tree's short names ------------------------------------------------

def test_jaxtypes_tree_has_every_name_of_jax_tree() -> None:
    import jax.tree

    import jaxtypes.tree

    theirs = {n for n in dir(jax.tree) if not n.startswith("_")}
    assert theirs == set(jaxtypes.tree.__all__), sorted(theirs ^ set(jaxtypes.tree.__all__))
    assert jaxtypes.tree.map is tu.tree_map and jaxtypes.tree.leaves is tu.tree_leaves


@pytest.mark.parametrize("tree", [(1, {"a": 2, "b": [3, 4]}, None), [], {"x": (5,)}, [[1, 2], 3, (4, [5, 6, 7])]])
def test_jaxtypes_tree_functions_agree_with_jax(tree: Any) -> None:
    import jax.tree

    import jaxtypes.tree as tt

    assert tt.leaves(tree) == jax.tree.leaves(tree)
    assert tt.map(lambda x: x * 2, tree) == jax.tree.map(lambda x: x * 2, tree)
    assert tt.reduce(lambda a, b: a + b, tree, 0) == jax.tree.reduce(lambda a, b: a + b, tree, 0)
    grouping = lambda a, b: f"({a}{b})"  # noqa: E731  (associative on strings; shows the grouping)
    strings = tt.map(str, tree)
    assert (tt.reduce_associative(grouping, strings, identity="") ==
            jax.tree.reduce_associative(grouping, strings, identity=""))
    assert tt.all(tree) == jax.tree.all(tree)
    assert str(tt.structure(tree)) == str(jax.tree.structure(tree))


def test_jaxtypes_tree_broadcast_static_and_errors_agree_with_jax() -> None:
    import jax.tree

    import jaxtypes.tree as tt

    full = (0, {"a": 0, "b": 0}, (0, 0))
    assert tt.broadcast((1, 2, 3), full) == jax.tree.broadcast((1, 2, 3), full) == (1, {"a": 2, "b": 2}, (3, 3))
    with pytest.raises(TypeError, match="identity"):
        tt.reduce_associative(lambda a, b: a, [])
    with pytest.raises(TypeError, match="identity"):
        jax.tree.reduce_associative(lambda a, b: a, [])

    @tu.register_dataclass
    @dataclasses.dataclass
    class Op:
        x: Any
        op: str = tt.static(default="add", metadata={"doc": "the operation"})

    assert tt.leaves(Op(1.5)) == [1.5]
    assert tt.unflatten(tt.structure(Op(1.5, "mul")), [2.5]) == Op(2.5, "mul")
    assert dataclasses.fields(Op)[1].metadata == {"doc": "the operation", "static": True}
