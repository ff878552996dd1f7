"""The static type model of the stubs, computed from the one lattice in ``jaxtypes/dtypes.py``.

``generate.py`` writes the ``.pyi`` overloads from this model. Everything here is
pure Python over lattice nodes; nothing is copied from the lattice.

Static nodes
    * the concrete nodes of the lattice: every strong dtype (``"int16"``...) and the
      weak nodes ``"i*"``, ``"f*"``, ``"c*"`` (``Array[int]``, ``Array[float]``,
      ``Array[complex]``);
    * the abstract categories of the scalar hierarchy (``"floating"``...), each the set
      of its strong leaves; and ``"top"``, every concrete node (bare ``Array``).

The static result of an operation on abstract operands covers every result the
lattice gives for their leaves (pairs without a join are left out): one concrete
node when there is only one, else the smallest category holding them all, else
(when a weak node is among them) ``top``. It is the honest wider type; never a
narrower one.

Operands (``Atom``)
    ``arr``: ``Array[node]``; ``np``: a NumPy scalar; ``nda``: a NumPy array (both
    strong); ``py``: a Python ``bool``/``int``/``float``/``complex`` (weak, except bool).

Overloads are tried first to last by both checkers, and a Python ``bool`` is an
``int``, an ``int`` is accepted as a ``float`` and ``np.float64`` is a ``float``.
``simulate`` replays that first-match resolution over every operand combination, and
the generator refuses to write an overload list whose answers differ from the model.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from jaxtypes import dtypes as _dt
from jaxtypes import _static_rules as _rules
from jaxtypes._static_rules import (  # the lattice's nodes and operation families, shared with the mypy plugin
    CATEGORIES,
    CONCRETE,
    PYTHON_TYPE_OF_WEAK,
    STRONG_NODES,
    TOP,
    WEAK_NODES,
    cover,  # (generate.py reads it here)
    is_weak,
    kind,  # (generate.py reads it here)
    leaves,
)

# ---------------------------------------------------------------------------
# The 64-bit mode the model answers for
# ---------------------------------------------------------------------------

X64: bool | None = False  # the runtime's default; ``set_mode`` switches (None: both modes at once)

# With both modes at once, an answer that differs between them is a pair node
# ``"<64-bit answer>~<32-bit answer>"`` (``none`` for no answer); the stubs name it by a
# type alias defined per mode (``generate.py``), so one text serves both modes.
_NO_ANSWER = "none"


EXACT_TOP = False
"""Whether a bare-``Array`` parameter takes categories and bare ``Array`` only, not weak
arrays (jnp functions: ``_AnyArray`` in generate.py). Operators' receivers cannot: pyright
binds a ``self`` typed by that protocol unreliably, so they take weak arrays too."""


@contextlib.contextmanager
def exact_top() -> Iterator[None]:
    """Inside the block, bare-``Array`` parameters take no weak array (``EXACT_TOP``)."""
    global EXACT_TOP
    before, EXACT_TOP = EXACT_TOP, True
    try:
        yield
    finally:
        EXACT_TOP = before


def set_mode(x64: bool | None) -> None:
    """Answer for 64-bit mode ``x64`` from now on; ``None``: for both, with pair nodes
    where they differ. (Every cache is keyed by the mode.)"""
    global X64
    X64 = x64


def pair(wide: str | None, narrow: str | None) -> str | None:
    """The node for the 64-bit answer ``wide`` and the 32-bit answer ``narrow``."""
    if wide == narrow:
        return wide
    return f"{wide or _NO_ANSWER}~{narrow or _NO_ANSWER}"


def is_pair(node: str | None) -> bool:
    return node is not None and "~" in node


def in_mode(node: str | None, x64: bool) -> str | None:
    """A (possibly pair) node's answer in one mode."""
    if not is_pair(node):
        return node
    assert node is not None
    part = node.split("~")[0 if x64 else 1]
    return None if part == _NO_ANSWER else part


def node_index(node: str) -> tuple[int, int, int]:
    """A sort key for static nodes and pair nodes."""
    if not is_pair(node):
        return (STATIC_NODES.index(node), 0, 0)
    wide, narrow = node.split("~")
    first = wide if wide != _NO_ANSWER else narrow
    second = narrow if narrow != _NO_ANSWER else wide
    return (STATIC_NODES.index(first), 1, STATIC_NODES.index(second))


def answered_modes() -> tuple[bool, ...]:
    """The modes the model answers for: one, or both."""
    return (True, False) if X64 is None else (X64,)


@contextlib.contextmanager
def answering(x64: bool) -> Iterator[None]:
    """Answer for one mode inside the block (then for the mode or modes before)."""
    global X64
    before, X64 = X64, x64
    try:
        yield
    finally:
        X64 = before


def mode_cached(function: Callable[..., Any]) -> Callable[..., Any]:
    """Cache ``function``'s answers by mode (it answers pairs itself, if at all)."""
    cache: dict[tuple[object, ...], Any] = {}

    @functools.wraps(function)
    def answer(*args: Any) -> Any:
        key = (X64, *args)
        if key not in cache:
            cache[key] = function(*args)
        return cache[key]
    return answer


def by_mode(function: Callable[..., Any]) -> Callable[..., Any]:
    """Cache ``function``'s answers by mode; with both modes, it answers the pair (and,
    in each mode, a pair node among its arguments stands for its answer in that mode)."""
    cached = mode_cached(function)
    pairs: dict[tuple[Any, ...], Any] = {}

    @functools.wraps(function)
    def answer(*args: Any) -> Any:
        if X64 is None:
            if args not in pairs:
                with answering(True):
                    wide = answer(*args)
                with answering(False):
                    narrow = answer(*args)
                pairs[args] = pair(wide, narrow)
            return pairs[args]
        return cached(*(in_mode(a, X64) if isinstance(a, str) and is_pair(a) else a for a in args))
    return answer


@by_mode
def canonical(node: str) -> str:
    """The dtype an array of this node has at run time in the mode (64-bit ones narrowed with it off)."""
    return _rules.canonical(node, bool(X64))


@by_mode
def default(weak: str) -> str:
    """The default dtype of a weak node's kind in the mode."""
    return _rules.default(weak, bool(X64))


@by_mode
def strong(node: str) -> str:
    return _rules.strong(node, bool(X64))


@by_mode
def join(a: str, b: str) -> str | None:
    """The join of two concrete nodes as the runtime computes it in the mode (canonical operands)."""
    return _rules.family_result("join", a, b, bool(X64))

# ---------------------------------------------------------------------------
# Nodes
# ---------------------------------------------------------------------------

STATIC_NODES = CONCRETE + CATEGORIES + (TOP,)

# NumPy's scalar type for each strong node it has (the ml_dtypes ones have no NumPy
# scalar type a checker can name).
NUMPY_SCALAR = {
    "bool": "bool_", "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
    "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "float16": "float16", "float32": "float32", "float64": "float64",
    "complex64": "complex64", "complex128": "complex128",
}


def class_name(node: str) -> str:
    """The name a static node has in the stubs (inside ``Array[...]``)."""
    if node in PYTHON_TYPE_OF_WEAK:
        return PYTHON_TYPE_OF_WEAK[node]
    if node == "bool":
        return "bool_"
    if node == TOP:
        return "_Top"
    return node


def _joins_to(node: str, target: str) -> bool:
    """Whether ``node`` joins with ``target`` into ``target`` (with both modes: into the
    dtype ``target`` has at run time, in each)."""
    return join(node, target) == (canonical(target) if X64 is None else target)


@mode_cached
def lattice_order() -> tuple[str, ...]:
    """Concrete nodes in a linear extension of the mode's lattice (every node after all below it)."""
    below = {n: sum(1 for m in CONCRETE if _joins_to(m, n)) for n in CONCRETE}
    return tuple(sorted(CONCRETE, key=lambda n: (below[n], CONCRETE.index(n))))


@mode_cached
def down_set(node: str) -> frozenset[str]:
    """Concrete nodes whose join with ``node`` is ``node`` (see ``_joins_to``)."""
    return frozenset(n for n in CONCRETE if _joins_to(n, node))


# ---------------------------------------------------------------------------
# Operation families: the rules of ``jaxtypes._static_rules``, answered in the mode
# ---------------------------------------------------------------------------

Binary = Callable[[str, str], "str | None"]


def _family(family: str) -> Binary:
    return by_mode(lambda a, b: _rules.family_result(family, a, b, bool(X64)))


BINARY_FAMILIES: dict[str, Binary] = {
    # ``power_r``: ``power`` with the operands swapped, for the reflected ``**``.
    "power_r": by_mode(lambda a, b: _rules.family_result("power", b, a, bool(X64))),
    **{family: _family(family) for family in _rules.FAMILIES},
}


@by_mode
def binary_result(family: str, a: str, b: str) -> str | None:
    """The static result of a binary operation on two static nodes (in the mode)."""
    if family == "power_r":
        return _rules.static_result("power", b, a, bool(X64))
    return _rules.static_result(family, a, b, bool(X64))


@by_mode
def operand_result(family: str, x: "Atom", y: "Atom") -> str | None:
    """``_static_rules.operand_result`` for two operands (an abstract Array with NumPy data
    gives the bare Array's type; a Python int exponent is a concrete integer); ``power_r``
    is ``power`` with the operands swapped (a reflected ``**``)."""
    if family == "power_r":
        family, x, y = "power", y, x
    return _rules.operand_result(family, x.operand, y.operand, bool(X64))


@by_mode
def unary_result(family: str, a: str) -> str | None:
    """The static result of a one-operand operation on a static node (in the mode)."""
    return _rules.unary_result(family, a, bool(X64))


# ---------------------------------------------------------------------------
# Operands and their assignability, as both checkers see it
# ---------------------------------------------------------------------------

PY_ORDER = ("bool", "int", "float", "complex")
PY_NODE = {"bool": "bool", "int": _dt.WEAK_INT, "float": _dt.WEAK_FLOAT, "complex": _dt.WEAK_COMPLEX}


class Atom(NamedTuple):
    """One operand type: ``arr`` Array[node]; ``np`` NumPy scalar; ``nda`` NumPy array; ``py`` Python scalar.

    In parameters only, ``sub``: ``Array[category]`` taken by its class, which accepts
    every subclass too (``arr`` of a category is that category exactly: a protocol); the
    ``sub`` of ``top`` accepts every array (``nominal`` writes them).

    ``node`` is the static node (``py`` atoms carry the Python type's name). A named tuple:
    sets of atoms are the generator's hot path, and a tuple hashes without a Python call."""

    form: str
    node: str

    @property
    def static(self) -> str:
        return PY_NODE[self.node] if self.form == "py" else self.node

    @property
    def operand(self) -> str:
        """The operand node of ``_static_rules``: the static node, prefixed for NumPy data
        and Python scalars."""
        if self.form == "np":
            return _rules.NUMPY_SCALAR_PREFIX + self.static
        if self.form == "nda":
            return _rules.NUMPY_PREFIX + self.static
        if self.form == "py":
            return _rules.PYTHON_PREFIX + self.static
        return self.static

    @property
    def rank(self) -> int:
        """Overload order: an atom may be assignable only to atoms of a higher rank."""
        if self.form == "py":
            return 1 + PY_ORDER.index(self.node)
        if self.form == "arr" and is_weak(self.node):
            return 2 + WEAK_NODES.index(self.node)
        if self.node in CATEGORIES:
            return 6
        if self.node == TOP:
            return 7
        return 0


def arr(node: str) -> Atom:
    return Atom("arr", node)


def py(name: str) -> Atom:
    return Atom("py", name)


ARRAY_ATOMS = tuple(arr(n) for n in STATIC_NODES)
HOST_ATOMS = (
    tuple(Atom("np", n) for n in NUMPY_SCALAR)
    + tuple(Atom("nda", n) for n in NUMPY_SCALAR)
    + tuple(py(p) for p in PY_ORDER)
)
ALL_ATOMS = ARRAY_ATOMS + HOST_ATOMS

_PROMOTES = {(_dt.WEAK_INT, _dt.WEAK_FLOAT), (_dt.WEAK_INT, _dt.WEAK_COMPLEX), (_dt.WEAK_FLOAT, _dt.WEAK_COMPLEX)}


def fits(value: Atom, param: Atom, exact_python: bool) -> bool:
    """Whether a value of type ``value`` is accepted by a parameter listing ``param``.

    ``exact_python``: Python int/float/complex parameters are written as exact-type
    protocols (no bool for int, no int for float, no np.float64 for float)."""
    if value == param:
        return True
    if param.form == "sub":
        return value.form == "arr" and (param.node == TOP or is_subclass(value.node, param.node))
    if param.form == "arr" and value.form == "arr":
        if (value.node, param.node) in _PROMOTES:
            return True
        # The top parameter: every category, weak node (unless EXACT_TOP) and top; never a strong leaf.
        return param.node == TOP and value.node not in STRONG_NODES and not (EXACT_TOP and value.node in WEAK_NODES)
    if param.form == "py":
        if value.form == "py":
            if exact_python and param.node != "bool":
                return False
            return PY_ORDER.index(value.node) < PY_ORDER.index(param.node)
        if value.form == "np" and not exact_python:
            return (value.node, param.node) in {("float64", "float"), ("float64", "complex"), ("complex128", "complex")}
    return False


@dataclass(frozen=True)
class Overload:
    """Parameters (one set of atoms each, rendered as a union) and the static result node.

    ``kind`` ``"plain"``: first-match on the parameters. ``"proto"``: ``(Array[_S],
    Array[_Promotes[_S, _R]]) -> Array[_R]``, the second operand's scalar class answers
    (``params`` unused). ``"typevar"``: a constrained TypeVar: ``params[typevar_at]``
    lists the constraints (``arr`` atoms) and the result is the matched constraint."""

    params: tuple[frozenset[Atom], ...]
    result: str
    kind: str = "plain"
    family: str = ""
    typevar_at: int = 0
    typevar_both: bool = False


def simulate(overloads: Sequence[Overload], args: tuple[Atom, ...], exact_python: bool,
             acceptance: Sequence[tuple[frozenset[Atom], ...]] | None = None) -> str | None:
    """The result of the first overload that accepts ``args`` (None: a type error); with
    both modes, the pair of each mode's. (``acceptance``: ``_acceptance(overloads)``, when
    the caller simulates many ``args`` on the same overloads.)"""
    if acceptance is None:
        acceptance = _acceptance(tuple(overloads), exact_python)
    if X64 is None:
        return pair(_simulate(overloads, acceptance, args, True), _simulate(overloads, acceptance, args, False))
    return _simulate(overloads, acceptance, args, X64)


def _simulate(overloads: Sequence[Overload], acceptance: Sequence[tuple[frozenset[Atom], ...]],
              args: tuple[Atom, ...], x64: bool) -> str | None:
    """``simulate`` in one mode: an overload whose result has no answer in the mode is not
    there (the stubs make its operands unmatchable in that mode)."""
    n = len(args)
    for overload, accepts in zip(overloads, acceptance):
        if overload.kind == "plain":  # (the common case first, and acceptance before the mode: the hot loop)
            if n == 1:
                accepted = args[0] in accepts[0]
            elif n == 2:
                accepted = args[0] in accepts[0] and args[1] in accepts[1]
            else:
                accepted = all(a in acc for a, acc in zip(args, accepts))
            if accepted and (result := in_mode(overload.result, x64)) is not None:
                return result
        elif overload.kind == "proto":
            result = _proto_result(overload.family, args, x64)
            if result is not None:
                return result
        elif overload.kind == "typevar":
            at = overload.typevar_at
            value = args[at]
            if value.form != "arr" or not all(a in acc for i, (a, acc) in enumerate(zip(args, accepts))
                                              if i != at and not overload.typevar_both):
                continue
            solved = _constraint_for(value.node, overload.params[at])
            if solved is None or (overload.typevar_both and any(a != arr(solved) for a in args)):
                continue
            return solved
    return None


def is_subclass(node: str, parent: str) -> bool:
    """Whether ``Array[node]`` is assignable to ``Array[parent]`` for concrete classes
    (the scalar hierarchy; int -> float -> complex promotions for the weak ones)."""
    if node == parent or (node, parent) in _PROMOTES:
        return True
    if parent in CATEGORIES:
        return node in leaves(parent) or (node in CATEGORIES and leaves(node) <= leaves(parent))
    return False


def _constraint_for(node: str, constraints: frozenset[Atom]) -> str | None:
    """The constraint a constrained TypeVar takes for ``Array[node]``: the first (in the
    order the stubs list them) that ``node`` is assignable to."""
    for c in sorted((a.node for a in constraints), key=STATIC_NODES.index):
        if node != TOP and is_subclass(node, c):
            return c
    return None


def class_carries_methods(node: str) -> bool:
    """Scalar classes with ``_jt_<family>`` methods: every one but Python's (the weak dtypes)."""
    return node in STRONG_NODES or node in CATEGORIES


def _proto_result(family: str, args: tuple[Atom, ...], x64: bool) -> str | None:
    """``(Array[_S], Array[_Promotes[_S, _R]])``: the second operand's class has a method
    overload for the first's class (strong, weak or abstract; not the union of top)."""
    x, y = args
    if x.form != "arr" or y.form != "arr" or x.node == TOP or not class_carries_methods(y.node):
        return None
    rows = class_method_rows(family, y.node)
    return _simulate(rows, _class_rows_acceptance(rows), (x,), x64)


_CLASS_ROWS_ACCEPTANCE: dict[tuple[int, bool], tuple[tuple[Overload, ...], list[tuple[frozenset[Atom], ...]]]] = {}


def _class_rows_acceptance(rows: tuple[Overload, ...]) -> list[tuple[frozenset[Atom], ...]]:
    """``_acceptance`` of ``class_method_rows``' cached tuples, found by identity (hashing the
    tuple's overloads at each of a million calls cost a tenth of the generator's time)."""
    key = (id(rows), EXACT_TOP)
    hit = _CLASS_ROWS_ACCEPTANCE.get(key)
    if hit is None or hit[0] is not rows:
        hit = _CLASS_ROWS_ACCEPTANCE[key] = (rows, _acceptance(rows, True))
    return hit[1]


@mode_cached
def class_method_rows(family: str, node: str) -> tuple[Overload, ...]:
    """The ``_jt_<family>`` overloads of ``node``'s scalar class: what an array of each
    other class (the receiver) gives with this one."""
    others = [arr(n) for n in CONCRETE + CATEGORIES]
    row = [(o, r) for o in others if (r := binary_result(family, o.static, node)) is not None]
    return tuple(Overload((frozenset(g),), r) for g, r in _ordered_groups(row))


def _acceptance(overloads: tuple[Overload, ...], exact_python: bool) -> list[tuple[frozenset[Atom], ...]]:
    return _acceptance_in(overloads, exact_python, EXACT_TOP)


@functools.lru_cache(maxsize=512)
def _acceptance_in(overloads: tuple[Overload, ...], exact_python: bool, exact_top: bool) -> list[tuple[frozenset[Atom], ...]]:
    return [tuple(_accepted_in(p, exact_python, exact_top) for p in o.params) for o in overloads]


def _accepted(params: frozenset[Atom], exact_python: bool) -> frozenset[Atom]:
    return _accepted_in(params, exact_python, EXACT_TOP)


@functools.cache
def _accepted_in(params: frozenset[Atom], exact_python: bool, exact_top: bool) -> frozenset[Atom]:
    assert exact_top == EXACT_TOP
    universe = ALL_ATOMS + tuple(a for a in params if a not in ALL_ATOMS)
    return frozenset(v for v in universe if any(fits(v, p, exact_python) for p in params))


def binary_expected(family: str) -> Callable[[Atom, Atom], str | None]:
    return functools.partial(operand_result, family)


def unary_expected(family: str) -> Callable[[Atom], str | None]:
    return lambda a: unary_result(family, a.static)


def liskov(expected: Callable[..., str | None], args: tuple[Atom, ...], x64: bool) -> set[str | None]:
    """What the checkers may answer for ``args`` in mode ``x64``: the model's result, or,
    when the model has none, the answer with ``top`` in place of weak or abstract array
    operands (``Array[float]`` is an ``Array`` too, so the bare ``Array`` overloads accept it)."""
    result = in_mode(expected(*args), x64)
    if result is not None:
        return {result}
    choices = [(a, arr(TOP)) if a.form == "arr" and a.node not in STRONG_NODES
               and not (EXACT_TOP and a.node in WEAK_NODES) else (a,) for a in args]
    return {in_mode(expected(*c), x64) for c in itertools.product(*choices)}


def agrees(got: str | None, want: str | None, expected: Callable[..., str | None], args: tuple[Atom, ...]) -> bool:
    """Whether the overloads' answer ``got`` for ``args`` is the model's ``want`` (or, where
    the model has none, one that ``liskov`` allows), in each mode answered for."""
    if got == want:
        return True
    for x64 in answered_modes():
        g, w = in_mode(got, x64), in_mode(want, x64)
        if g != w and not (w is None and g in liskov(expected, args, x64)):
            return False
    return True


def check(overloads: Sequence[Overload], universe: Sequence[Sequence[Atom]], expected: Callable[..., str | None],
          exact_python: bool, what: str, skip: Callable[..., bool] | None = None) -> None:
    """Raise if first-match resolution over every argument combination differs from the model
    (``expected`` takes the operands), in each mode answered for; ``skip``: combinations
    the overloads knowingly leave to a wider answer."""
    wrong = []
    acceptance = _acceptance(tuple(overloads), exact_python)
    for args in itertools.product(*universe):
        if skip is not None and skip(*args):
            continue
        got = simulate(overloads, args, exact_python, acceptance)
        want = expected(*args)
        if not agrees(got, want, expected, args):
            wrong.append(f"{args}: overloads give {got}, the lattice {want}")
    if wrong:
        raise AssertionError(f"{what}: {len(wrong)} wrong answers, e.g.\n  " + "\n  ".join(wrong[:8]))


def agrees_on(overloads: Sequence[Overload], cells: Iterable[tuple[Atom, ...]], expected: Callable[..., str | None],
              exact_python: bool) -> bool:
    """Whether first-match over ``overloads`` gives the model's answer for every one of ``cells``."""
    acceptance = _acceptance(tuple(overloads), exact_python)
    return all(agrees(simulate(overloads, c, exact_python, acceptance), expected(*c), expected, c) for c in cells)


def accepted_in(universe: Sequence[Atom], param: frozenset[Atom], exact_python: bool) -> list[Atom]:
    """The values of ``universe`` that a parameter listing ``param`` accepts."""
    return [v for v in universe if v in _accepted(param, exact_python)]


# ---------------------------------------------------------------------------
# Encodings
# ---------------------------------------------------------------------------

def _ordered_groups(row: Sequence[tuple[Atom, str]], first: str | None = None) -> list[tuple[list[Atom], str]]:
    """Atoms grouped by result, in an order where no atom meets an earlier parameter
    that accepts it with another result: by rank, equal results adjacent, merged."""
    groups: list[tuple[list[Atom], str]] = []
    by_rank: dict[int, dict[str, list[Atom]]] = {}
    for atom, result in row:
        by_rank.setdefault(atom.rank, {}).setdefault(result, []).append(atom)
    ranks = sorted(by_rank)
    for i, rank in enumerate(ranks):
        buckets = by_rank[rank]
        nxt = by_rank[ranks[i + 1]] if i + 1 < len(ranks) else {}
        previous = groups[-1][1] if groups else first
        # Continue the previous group first, end with the next rank's first bucket.
        order = sorted(buckets, key=lambda r: (r != previous, r in nxt, node_index(r)))
        for result in order:
            if groups and groups[-1][1] == result:
                groups[-1][0].extend(buckets[result])
            else:
                groups.append((list(buckets[result]), result))
    return groups


def typevar_unary(family: str, atoms: Sequence[Atom]) -> list[Overload]:
    """A constrained TypeVar for the dtypes the operation keeps (first: the commonest
    case costs one overload), then the rest grouped by result."""
    receivers = [n for n in STRONG_NODES + WEAK_NODES + CATEGORIES if arr(n) in atoms]
    keeps = {n for n in receivers if unary_result(family, n) == n}
    # (As in hybrid_binary: 64-bit leaves giving their canonical dtype get rows in front.)
    same = {n for n in receivers if unary_result(family, n) in (n, canonical(n))}
    keeps = {c for c in keeps if all(v in same for v in receivers if is_subclass(v, c))}
    if len(keeps) < 2:
        return flat_unary(family, atoms)
    first = Overload((frozenset(arr(n) for n in keeps),), "", kind="typevar")
    early = [a for a in atoms if a.form == "arr" and a.node not in keeps and any(is_subclass(a.node, c) for c in keeps)]
    rest = [a for a in atoms if not (a.form == "arr" and a.node in keeps) and a not in early]
    return flat_unary(family, early) + [first] + flat_unary(family, rest)


def flat_unary(family: str, atoms: Sequence[Atom]) -> list[Overload]:
    row = [(a, r) for a in atoms if (r := unary_result(family, a.static)) is not None]
    return [Overload((frozenset(g),), r) for g, r in _ordered_groups(row)]


def flat_binary(family: str, xs: Sequence[Atom], ys: Sequence[Atom]) -> list[Overload]:
    """The flat table: for each first operand (grouped by node, NumPy data apart), the
    second grouped by result."""
    by_node: dict[tuple[str, bool], list[Atom]] = {}
    for x in sorted(xs, key=lambda a: (a.rank, STATIC_NODES.index(a.static), a.form)):
        by_node.setdefault((x.static, x.form in ("np", "nda")), []).append(x)
    overloads = []
    for (node, _), x_atoms in sorted(by_node.items(), key=lambda item: max(a.rank for a in item[1])):
        row = [(y, r) for y in ys if (r := operand_result(family, x_atoms[0], y)) is not None]
        for group, result in _ordered_groups(row):
            overloads.append(Overload((frozenset(x_atoms), frozenset(group)), result))
    return overloads


BOOL_REJECTING = tuple(f for f in _rules.FAMILIES if _rules.family_result(f, "bool", "bool") is None
                       and _rules.family_result(f, "bool", "int8") is not None)
"""Families whose join of two bools has no result where bool with an integer has one
(``subtract``, ``cross``, ``gcd``): their down sets leave out the pair of bools."""


def down_set_binary(family: str, xs: Sequence[Atom], ys: Sequence[Atom]) -> list[Overload]:
    """The down-set encoding: one overload per result node T, both parameters listing
    every operand whose join with T is T, in lattice order, so that the first match is
    the join. Abstract operands get their own overloads after; disagreements with
    the model (found by simulation) are settled by explicit overloads in front."""
    rule = BINARY_FAMILIES[family]
    overloads: list[Overload] = []
    for target in lattice_order():
        result = rule(target, target)
        if result is None or (family in BOOL_REJECTING and target == "bool"):
            continue
        below = down_set(target)
        x_atoms = frozenset(a for a in xs if a.static in below)
        y_atoms = frozenset(a for a in ys if a.static in below)
        if family in BOOL_REJECTING and "bool" in below:
            # bool - bool has no result; bool with anything else does.
            overloads.append(Overload((frozenset(a for a in x_atoms if a.static != "bool"), y_atoms), result))
            overloads.append(Overload((x_atoms, frozenset(a for a in y_atoms if a.static != "bool")), result))
        elif x_atoms and y_atoms:
            overloads.append(Overload((x_atoms, y_atoms), result))
    # Abstract operands: flat rows for them, after the concrete ones.
    abstract_x = [a for a in xs if a.static not in CONCRETE]
    abstract_y = [a for a in ys if a.static not in CONCRETE]
    concrete_x = [a for a in xs if a.static in CONCRETE]
    overloads += grouped_binary(family, concrete_x, abstract_y)
    overloads += grouped_binary(family, abstract_x, ys)
    return _patched(family, [o for o in overloads if all(o.params)], xs, ys)


def _patched(family: str, overloads: list[Overload], xs: Sequence[Atom], ys: Sequence[Atom]) -> list[Overload]:
    """``overloads`` with the cells that they get wrong inserted before the first overload
    that accepts any of them (or, if that is not enough, full flat rows for every first
    operand that they get wrong)."""
    expected = binary_expected(family)
    acceptance = _acceptance(tuple(overloads), True)
    wrong = [(x, y) for x, y in itertools.product(xs, ys)
             if not agrees(simulate(overloads, (x, y), True, acceptance), expected(x, y), expected, (x, y))]
    if not wrong:
        return overloads
    cells = {(x, y): r for x, y in wrong if (r := expected(x, y)) is not None}
    at = _unmatched_prefix(overloads, wrong)
    patched = overloads[:at] + _grouped_cells(cells) + overloads[at:]
    if agrees_on(patched, itertools.product(xs, ys), expected, True):  # (a patch can catch other cells)
        return patched
    rows = {(x, y): r for x in sorted({x for x, _ in wrong}) for y in ys if (r := expected(x, y)) is not None}
    at = _unmatched_prefix(overloads, list(rows))
    return overloads[:at] + _grouped_cells(rows) + overloads[at:]


def nominal(overloads: Sequence[Overload], universe: Sequence[Sequence[Atom]],
            expected: Callable[..., str | None], exact_python: bool) -> list[Overload]:
    """``overloads`` with each abstract operand (``Array[_Exactly_floating]``, ``_TopArg``)
    turned into its class (``Array[floating]``, ``Array[_Top]``) wherever first-match still
    gives the model's answers: the subclasses the class also accepts reach the overload
    only if no earlier one took them, and get the same answer there. A class costs a
    checker one subclass test, a protocol a structural match, at every call (pyright
    binds every overload's ``self`` at each method access)."""
    out = list(overloads)
    for i in range(len(out)):
        if out[i].kind != "plain":
            continue
        for at in range(len(out[i].params)):
            for atom in sorted(out[i].params[at], key=lambda a: (a.rank, a.node)):
                if atom.form != "arr" or atom.node not in (*CATEGORIES, TOP):
                    continue
                params, sub = out[i].params, Atom("sub", atom.node)
                relaxed = params[:at] + ((params[at] - {atom}) | {sub},) + params[at + 1:]
                trial = out[:i] + [dataclasses.replace(out[i], params=relaxed)] + out[i + 1:]
                # Only the cells that the relaxed overload newly accepts can change.
                newly = [v for v in accepted_in(universe[at], frozenset({sub}), exact_python)
                         if v not in _accepted(params[at], exact_python)]
                cells = itertools.product(*(newly if k == at else accepted_in(universe[k], params[k], exact_python)
                                            for k in range(len(universe))))
                if agrees_on(trial, cells, expected, exact_python):
                    out = trial
    return out


def merged(overloads: Sequence[Overload], universe: Sequence[Sequence[Atom]],
           expected: Callable[..., str | None], exact_python: bool) -> list[Overload]:
    """``overloads`` with two of equal result whose parameters differ in one place made
    one (the earlier, that place a union of both) wherever first-match still gives the
    model's answers: ``uint64`` with a Python ``bool`` and with an ``int`` in one overload.
    Only the operands of the later one can get another answer, so only those are tried."""
    out = list(overloads)
    i = 0
    while i < len(out):
        j = i + 1
        while j < len(out):
            a, b = out[i], out[j]
            differ = [k for k in range(len(a.params)) if a.params[k] != b.params[k]]
            if a.kind == b.kind == "plain" and a.result == b.result and len(differ) == 1:
                at = differ[0]
                params = a.params[:at] + (a.params[at] | b.params[at],) + a.params[at + 1:]
                trial = out[:i] + [dataclasses.replace(a, params=params)] + out[i + 1:j] + out[j + 1:]
                cells = itertools.product(*(accepted_in(universe[k], b.params[k], exact_python)
                                            for k in range(len(universe))))
                if agrees_on(trial, cells, expected, exact_python):
                    out = trial
                    continue
            j += 1
        i += 1
    return out


def _unmatched_prefix(overloads: Sequence[Overload], cells: Sequence[tuple[Atom, Atom]]) -> int:
    """How many overloads from the front accept none of ``cells`` in either mode: patches
    go there, behind the fast paths (each overload a call tries first costs every call,
    not only the rare operands it is for)."""
    for i in range(len(overloads)):
        if any(simulate(overloads[: i + 1], cell, True) is not None for cell in cells):
            return i
    return len(overloads)


def hybrid_binary(family: str, xs: Sequence[Atom], ys: Sequence[Atom], compact: bool = False,
                  proto: bool = True) -> list[Overload]:
    """Fast paths first, then the complete down-set overloads as the fallback (or, with
    ``compact``, only what the fast paths leave: down sets for NumPy operands, rows for
    the rest; the fewer overloads, the less each use of an operator costs).

    1. Array with Array: the second operand's scalar class answers through a protocol
       (one overload; both checkers solve it);
    2. an Array with a Python scalar (or weak array), each way round: for the strong
       dtypes the scalar leaves unchanged, one overload with a constrained TypeVar, the
       rest grouped by result;
    3. everything else (NumPy operands, weak with weak, abstract, top): ``down_set_binary``.
    """
    overloads: list[Overload] = []
    x_arrays = any(a.form == "arr" for a in xs)
    y_arrays = any(a.form == "arr" for a in ys)
    if x_arrays and y_arrays and proto:
        overloads.append(Overload((frozenset(), frozenset()), "", kind="proto", family=family))
    elif x_arrays and y_arrays and family != "subtract":
        # Without the protocol (mypy cannot solve it for a function, only for a method,
        # whose receiver fixes _S first): arrays of one dtype, the commonest case.
        same = frozenset(arr(n) for n in STRONG_NODES if arr(n) in xs and arr(n) in ys
                         and binary_result(family, n, n) == n)
        if len(same) >= 2:
            overloads.append(Overload((same, same), "", kind="typevar", typevar_at=0, typevar_both=True))
    if family != "power":  # (power is not symmetric: its Python operands go to the rows below)
        # (A reflected operator's others are Python and NumPy scalars only: its receivers are xs.)
        strong = [n for n in STRONG_NODES if arr(n) in xs and (arr(n) in ys or not y_arrays)]
        # Receivers of the Python-scalar fast path: a constrained TypeVar matches the first
        # constraint a dtype is assignable to, so leaves come before weak types and categories.
        receivers = [n for n in STRONG_NODES + WEAK_NODES + CATEGORIES if arr(n) in xs and (arr(n) in ys or not y_arrays)]
        swapped_too = any(a.form == "py" for a in xs) and y_arrays
        for py_name in PY_ORDER:
            weak = PY_NODE[py_name]
            scalars = frozenset(a for a in ys if (a.form == "py" and a.node == py_name)
                                or (py_name != "bool" and a.form == "arr" and a.node == weak))
            if not scalars:
                continue
            keeps = {n for n in receivers if binary_result(family, n, weak) == n}
            # A constraint also catches its subclasses: keep it only if they all keep too,
            # or (64-bit dtypes with 64-bit mode off) give their canonical dtype: those
            # get their own rows, in front of the TypeVar (a TypeVar bound to jnp.integer
            # is some integer dtype an array has at run time, never a 64-bit one then).
            same = {n for n in receivers if binary_result(family, n, weak) in (n, canonical(n))}
            keeps = {c for c in keeps if all(v in same for v in receivers if is_subclass(v, c))}
            absorbing = frozenset(arr(n) for n in keeps)
            early: dict[str, set[Atom]] = {}
            rest: dict[str, set[Atom]] = {}
            for n in strong:
                r = binary_result(family, n, weak)
                if r is not None and r != n:
                    caught = any(is_subclass(n, c) for c in keeps) and len(absorbing) >= 2
                    (early if caught else rest).setdefault(r, set()).add(arr(n))
            if swapped_too:
                first = frozenset(a for a in xs if a.form == "py" and a.node == py_name)
            overloads += [Overload((frozenset(atoms), scalars), r) for r, atoms in early.items()]
            if swapped_too:
                overloads += [Overload((first, frozenset(atoms)), r) for r, atoms in early.items()]
            if len(absorbing) >= 2:
                overloads.append(Overload((absorbing, scalars), "", kind="typevar", typevar_at=0))
            else:
                rest.update({n.node: {n} for n in absorbing})
            overloads += [Overload((frozenset(atoms), scalars), r) for r, atoms in rest.items()]
            if swapped_too:
                if len(absorbing) >= 2:
                    overloads.append(Overload((first, absorbing), "", kind="typevar", typevar_at=1))
                overloads += [Overload((first, frozenset(atoms)), r) for r, atoms in rest.items()]
    if not compact:
        return _patched(family, overloads + down_set_binary(family, xs, ys), xs, ys)
    if not proto and x_arrays and y_arrays:
        # Arrays of two dtypes, without the protocol: down sets over the concrete Array
        # types alone (small unions), before anything rarer.
        concrete = [a for a in ARRAY_ATOMS if a.static in CONCRETE]
        overloads += [o for o in down_set_binary(family, [a for a in concrete if a in xs], [a for a in concrete if a in ys])
                      if o.kind == "plain"]
    expected = binary_expected(family)
    left: dict[Atom, list[Atom]] = {}
    for x, y in itertools.product(xs, ys):
        want = expected(x, y)
        if want is not None and simulate(overloads, (x, y), True) != want:
            left.setdefault(x, []).append(y)
    # NumPy data: down sets over the NumPy operands (comparisons: rows, their results are few).
    numpy_ys = [a for a in ys if a.form in ("np", "nda")] if family not in ("equality", "ordering") else []
    for target in lattice_order():
        below = down_set(target)
        result = BINARY_FAMILIES[family](target, target)
        x_atoms = frozenset(x for x in left if x.static in below and x.static in CONCRETE
                            and any(y in numpy_ys for y in left[x]))
        y_atoms = frozenset(y for y in numpy_ys if y.static in below)
        if result is not None and x_atoms and y_atoms and not (family in BOOL_REJECTING and target == "bool"):
            if family in BOOL_REJECTING and "bool" in below:
                overloads.append(Overload((frozenset(a for a in x_atoms if a.static != "bool"), y_atoms), result))
                overloads.append(Overload((x_atoms, frozenset(a for a in y_atoms if a.static != "bool")), result))
            else:
                overloads.append(Overload((x_atoms, y_atoms), result))
    left = {x: [y for y in ys_ if y not in numpy_ys or x.static not in CONCRETE] for x, ys_ in left.items()}
    cells = {(x, y): r for x, ys_ in left.items() for y in ys_ if (r := expected(x, y)) is not None}
    overloads += _grouped_cells(cells)
    return _patched(family, [o for o in overloads if o.kind != "plain" or all(o.params)], xs, ys)


def _shared_overloads(cells: dict[tuple[Atom, Atom], str]) -> list[Overload]:
    """One overload per set of (first, second) -> result cells with equal results and
    equal first-operand sets, narrowest operands first (not yet ordered)."""
    by_cell: dict[tuple[Atom, str], set[Atom]] = {}
    for (x, y), result in cells.items():
        by_cell.setdefault((y, result), set()).add(x)
    by_group: dict[tuple[frozenset[Atom], str], set[Atom]] = {}
    for (y, result), x_set in by_cell.items():
        by_group.setdefault((frozenset(x_set), result), set()).add(y)
    overloads = [Overload((x_set, frozenset(y_set)), result) for (x_set, result), y_set in by_group.items()]
    overloads.sort(key=lambda o: (max(a.rank for a in o.params[1]), max(a.rank for a in o.params[0]),
                                  node_index(o.result)))
    return overloads


def _grouped_cells(cells: dict[tuple[Atom, Atom], str]) -> list[Overload]:
    """Overloads for these (first, second) -> result cells: equal results with equal
    first-operand sets share one, in an order where none catches another's operands."""
    try:
        return ordered(_shared_overloads(cells))
    except AssertionError:  # no order: rows by first operand instead
        pass
    firsts = sorted({x for x, _ in cells}, key=lambda a: (a.rank, STATIC_NODES.index(a.static), a.form))
    rows_of = {x: tuple(sorted(((y, r) for (x2, y), r in cells.items() if x2 == x), key=lambda c: (c[0], node_index(c[1]))))
               for x in firsts}
    # First operands with the same row (a NumPy scalar and a NumPy array of its dtype) share it.
    sharing: dict[tuple[tuple[Atom, str], ...], list[Atom]] = {}
    for x in firsts:
        sharing.setdefault(rows_of[x], []).append(x)
    shared = [Overload((frozenset(xs), frozenset(g)), r) for row, xs in sharing.items() for g, r in _ordered_groups(row)]
    if all(simulate(shared, cell, True) == r for cell, r in cells.items()):
        return shared
    return [Overload((frozenset({x}), frozenset(g)), r) for x in firsts for g, r in _ordered_groups(rows_of[x])]


def accepted(params: frozenset[Atom]) -> frozenset[Atom]:
    """Every operand a parameter listing ``params`` accepts (exact Python types)."""
    return _accepted(params, True)


def ordered(overloads: Sequence[Overload]) -> list[Overload]:
    """Overloads in an order where each comes before any other that would also accept the
    operands it is meant for (its parameters' own members), keeping the given order
    otherwise (a stable topological sort)."""
    fit = [tuple(accepted(p) for p in o.params) for o in overloads]
    before: dict[int, set[int]] = {i: set() for i in range(len(overloads))}
    for i, a in enumerate(overloads):
        for j, b in enumerate(overloads):
            if i != j and a.result != b.result and all(p & f for p, f in zip(a.params, fit[j])):
                before[j].add(i)  # a's operands would reach b: a goes first
    done: list[int] = []
    placed: set[int] = set()
    while len(done) < len(overloads):
        ready = [i for i in range(len(overloads)) if i not in placed and before[i] <= placed]
        if not ready:
            raise AssertionError("overloads that cannot be ordered: " + repr([overloads[i] for i in before if i not in placed][:3]))
        done.append(ready[0])
        placed.add(ready[0])
    return [overloads[i] for i in done]


def grouped_binary(family: str, xs: Sequence[Atom], ys: Sequence[Atom]) -> list[Overload]:
    """Cells with equal results and equal first-operand sets share an overload."""
    cells = {(x, y): r for x, y in itertools.product(xs, ys) if (r := operand_result(family, x, y)) is not None}
    return ordered(_shared_overloads(cells))

