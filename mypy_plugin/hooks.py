"""The hooks: what each hooked call computes from the lattice, and how it reports.

Two kinds of hook per call:

* a *signature* hook, which runs before mypy matches the call against the stubs'
  overloads: it reports the plugin's errors and, when the stubs would reject the call
  in their own words (no join, lax dtypes), replaces the signature by one that accepts
  the arguments, so that the user sees one error, with the plugin's code;
* a *result* hook, which runs after a successful match: it replaces the stubs' result
  by the lattice's where the plugin knows better (unions, ``Array[Any]``, the
  configured 64-bit mode, dtype names the stubs do not list).

Every hook catches its own failures and falls back to the stubs' answer; setting
``JAXTYPES_MYPY_PLUGIN_DEBUG=1`` re-raises instead (the tests use it).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final, TypeVar

from mypy.errorcodes import ErrorCode
from mypy.nodes import CallExpr, Context, Expression, LambdaExpr, ListExpr, RefExpr, TempNode, TupleExpr
from mypy.plugin import (
    CheckerPluginInterface,
    FunctionContext,
    FunctionSigContext,
    MethodContext,
    MethodSigContext,
)
from mypy.types import (
    AnyType,
    CallableType,
    FunctionLike,
    Instance,
    LiteralType,
    TupleType,
    Type,
    TypeOfAny,
    UninhabitedType,
    get_proper_type,
    has_type_vars,
)
from mypy.subtypes import is_subtype

from jaxtypes import _static_rules as rules
from jaxtypes.dtypes import describe_node
from jaxtypes.mypy_plugin import errorcodes, typemap
from jaxtypes._operations import BINARY_OPERATORS, LAX_SAME_DTYPE, NUMPY_BINARY, NUMPY_TWO_ARRAY
from jaxtypes._static_rules import Modes
from jaxtypes.mypy_plugin.typemap import Operand

DEBUG: Final = os.environ.get("JAXTYPES_MYPY_PLUGIN_DEBUG", "") not in ("", "0")
_MAX_COMBINATIONS: Final = 64
_STATIC_ORDER: Final = {n: i for i, n in enumerate(rules.CONCRETE + rules.CATEGORIES + (rules.TOP,))}

# ---------------------------------------------------------------------------
# What is hooked
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Operator:
    family: str
    symbol: str
    reflected: bool = False


OPERATORS: Final[dict[str, Operator]] = {}
for _op in BINARY_OPERATORS:
    assert _op.symbol is not None
    OPERATORS[_op.name] = Operator(_op.family, _op.symbol)
    if _op.reflected:
        OPERATORS[_op.reflected] = Operator(_op.family, _op.symbol, reflected=True)

# Joined over several arguments: the positions of the arguments that take part.
NUMPY_JOINED: Final[dict[str, tuple[str, tuple[int, ...]]]] = {"where": ("join", (1, 2)), "clip": ("clip", (0, 1, 2))}
NUMPY_SEQUENCES: Final = ("concatenate", "concat", "stack", "hstack", "vstack", "dstack", "column_stack")

DTYPE_PARAMETERS: Final = ("dtype", "new_dtype", "index_dtype")
NUMPY_DTYPE_FUNCTIONS: Final = (
    "zeros", "ones", "empty", "full", "zeros_like", "ones_like", "empty_like", "full_like", "arange",
    "linspace", "eye", "asarray", "array", "astype", "sum", "prod", "mean", "identity", "tri", "indices",
    "var", "std", "nanvar", "nanstd", "nanmean", "fft.rfftfreq",
)
LAX_DTYPE_FUNCTIONS: Final = ("convert_element_type", "bitcast_convert_type", "iota", "broadcasted_iota",
                              "full", "full_like", "argmax", "argmin")
ARRAY_DTYPE_METHODS: Final = ("astype", "sum", "prod", "mean", "var", "std")


# ---------------------------------------------------------------------------
# Outcomes: what the lattice says about a call
# ---------------------------------------------------------------------------

@dataclass
class Outcome:
    """The plugin's view of one call. ``results``: for each combination of the operands'
    alternatives, the static result nodes (None: no opinion on the result)."""

    errors: list[tuple[ErrorCode, str]] = field(default_factory=list)
    results: list[frozenset[str]] | None = None
    # The call is an error the stubs would report in their own words: accept it, give Any.
    blocking: bool = False
    # Every combination of the operands has a result: the plugin answers the call
    # itself (mypy need not search the stubs' overloads; the answers are the same,
    # and where the stubs cannot express one, as for a union inside ``Array[...]``,
    # the plugin's is the lattice's).
    accepting: bool = False
    # The formal positions the plugin answers for (None: all of them).
    positions: tuple[int, ...] | None = None
    # Filled in by the signature hook: the arguments' types by formal, the result type.
    seen: dict[int, Type] = field(default_factory=dict)
    rendered: Type | None = None
    # The result is ``Array[keep]``: a TypeVar that the operation keeps.
    keep: Type | None = None

    def add_error(self, code: ErrorCode, message: str) -> None:
        if all(message != m for _, m in self.errors):
            self.errors.append((code, message))


def _combinations(operands: Sequence[Operand]) -> list[list[frozenset[str]]] | None:
    """Every choice of one alternative per operand (None if there are too many)."""
    count = 1
    for op in operands:
        count *= len(op)
    if count > _MAX_COMBINATIONS:
        return None
    return [list(combo) for combo in itertools.product(*operands)]


def promotion(family: str, operands: Sequence[Operand], what: str, modes: Modes,
              positions: tuple[int, ...] | None = None, accept: bool = True) -> Outcome | None:
    """Operands promoted together (one binary family, or the join of several), given
    for the formals at ``positions``; ``accept``: the plugin may accept a call the
    stubs cannot express."""
    combos = _combinations(operands)
    if combos is None or not operands:
        return None
    outcome = Outcome(results=[], positions=positions)
    assert outcome.results is not None
    complete = True
    for combo in combos:
        acc = set(combo[0]) if len(combo) > 1 else {rules.split(n)[0] for n in combo[0]}
        for alt in combo[1:]:
            step: set[str] = set()
            for a in acc:
                for b in alt:
                    a_node, b_node = rules.split(a)[0], rules.split(b)[0]
                    if a_node in rules.CONCRETE and b_node in rules.CONCRETE:
                        if rules.join(a_node, b_node) is None:
                            outcome.add_error(errorcodes.NO_JOIN, rules.no_join_message(a_node, b_node, what))
                            outcome.blocking = True
                        elif modes.strict and rules.strict_violation(a_node, b_node, modes.x64):
                            outcome.add_error(errorcodes.STRICT_PROMOTION,
                                              rules.strict_message(a_node, b_node, what, modes.x64))
                    result = rules.operand_result(family, a, b, modes.x64)
                    if (result is None and a_node in rules.CONCRETE and b_node in rules.CONCRETE
                            and rules.join(a_node, b_node) is not None):
                        outcome.add_error(errorcodes.OPERAND_DTYPE, rules.rejection_message(family, a_node, b_node, what))
                        outcome.blocking = True
                    if result is None:
                        complete = False
                    else:
                        step.add(result)
            acc = step
        outcome.results.append(frozenset(acc))
    outcome.accepting = accept and complete and not outcome.errors and any(outcome.results)
    return outcome


def lax_same_dtype(function: str, operands: Sequence[Operand], modes: Modes) -> Outcome | None:
    """lax operands must have one dtype (lax.pow: or an integer exponent)."""
    combos = _combinations(operands)
    if combos is None:
        return None
    outcome = Outcome()
    for combo in combos:
        if any(len(alt) != 1 for alt in combo):
            continue
        nodes = [rules.split(next(iter(alt)))[0] for alt in combo]
        dtypes = [rules.lax_dtype(n, modes.x64) for n in nodes]
        if any(d is None for d in dtypes):
            continue
        if function == "pow" and rules.kind(nodes[1]) in ("int", "uint"):
            continue
        if len(set(dtypes)) > 1:
            outcome.add_error(errorcodes.LAX_DTYPE, rules.lax_message(function, nodes, modes.x64))
            outcome.blocking = True
    return outcome


def typevar_operation(op: Operator, receiver: Type, other: Type | None, modes: Modes) -> Outcome | None:
    """An operator on ``Array[T]`` for a TypeVar ``T`` (on one side or both): ``Array[T]``
    when, for every dtype ``T`` admits, the lattice gives that dtype back (``x + x``,
    ``x + 1`` for integers); else the cover of every result (``x + 1`` for ``T`` bound to
    ``jnp.generic``: with ``T = bool_`` it is a weak int). None: not such a call, or an
    operand the plugin cannot read (the stubs answer)."""
    mine = typemap.dtype_typevar(receiver)
    theirs = typemap.dtype_typevar(other)
    if mine is None and theirs is None or other is None:
        return None
    typevar, leaves = mine if mine is not None else theirs  # type: ignore[misc]
    if mine is not None and theirs is not None:
        if mine[0].id != theirs[0].id:
            return None
        pairs = [(n, n, n) for n in sorted(leaves)]  # one dtype, both sides
    else:
        operand = typemap.operand(other if mine is not None else receiver)
        if operand is None:
            return None
        nodes = [node for alt in operand for node in alt]
        pairs = [(n, n, m) if mine is not None else (n, m, n) for n in sorted(leaves) for m in nodes]
    results = set()
    keeps = True
    for n, a, b in pairs:
        left, right = (b, a) if op.reflected else (a, b)
        result = rules.operand_result(op.family, left, right, modes.x64)
        if result is None:
            return None
        results.add(result)
        keeps = keeps and result in (n, rules.canonical(n, modes.x64))
    outcome = Outcome(results=[frozenset({rules.cover(results) or rules.TOP})], positions=(0,), accepting=True)
    if keeps:
        outcome.keep = typevar
    return outcome


def render(api: CheckerPluginInterface, outcome: Outcome | None) -> Type | None:
    """The result type of an outcome (None: keep the stubs' answer)."""
    if outcome is not None and outcome.keep is not None:
        return typemap.array_of_type(api, outcome.keep)
    if outcome is None or outcome.results is None:
        return None
    types = []
    for nodes in outcome.results:
        if not nodes:
            continue
        t = typemap.array_of(api, sorted(nodes, key=_STATIC_ORDER.__getitem__))
        if t is None:
            return None
        types.append(t)
    if not types:
        return None
    return typemap.union(types)


# ---------------------------------------------------------------------------
# Plumbing: argument types, the signature memo, reporting
# ---------------------------------------------------------------------------

def _expression_type(api: CheckerPluginInterface, expr: Expression) -> Type | None:
    """An argument's type before mypy checks the call (errors filtered: mypy reports
    them itself when it checks the argument)."""
    if isinstance(expr, TempNode):
        return expr.type
    if isinstance(expr, LambdaExpr):
        return None
    chk = typemap.checker(api)
    if chk is None:
        return None
    with chk.msg.filter_errors():
        return chk.expr_checker.accept(expr)


def _numpy_call(expr: Expression) -> bool:
    """A call of a NumPy function or class (``np.ones(3, np.uint16)``)."""
    return isinstance(expr, CallExpr) and isinstance(expr.callee, RefExpr) \
        and expr.callee.fullname.startswith("numpy.")


def _single(args: list[list[Expression]], position: int) -> Expression | None:
    if position >= len(args) or len(args[position]) != 1:
        return None
    return args[position][0]


def _permissive(sig: CallableType, positions: tuple[int, ...] | None, ret: Type,
                seen: dict[int, Type]) -> CallableType:
    """The signature with the plugin's answer: each formal it answers for takes the type
    its argument has (the type context then infers the argument as before; an ``Any``
    context would make generic calls among the arguments infer ``Any``); the others
    keep theirs, unless they mention the signature's type variables."""
    anything = AnyType(TypeOfAny.special_form)
    arg_types = [seen.get(i, anything) if positions is None or i in positions else
                 (anything if has_type_vars(t) else t) for i, t in enumerate(sig.arg_types)]
    return sig.copy_modified(arg_types=arg_types, ret_type=ret, variables=[])


def _report(api: CheckerPluginInterface, context: Context, outcome: Outcome) -> None:
    chk = typemap.checker(api)
    for code, message in outcome.errors:
        if chk is not None and not chk.msg.errors.is_error_code_enabled(code):
            continue  # a disabled code must not count as an error (operators would give Any)
        api.fail(message, context, code=code)


_T = TypeVar("_T")


def _guarded(default: _T, compute: Callable[[], _T]) -> _T:
    try:
        return compute()
    except Exception:
        if DEBUG:
            raise
        return default


class Args:
    """A hooked call's arguments by formal position, as types."""

    def keywords(self) -> set[str]:
        """The names of the arguments the call passes by keyword."""
        raise NotImplementedError

    def one(self, position: int) -> Type | None:
        """The type of the one argument given for a formal (None if absent or several)."""
        raise NotImplementedError

    def each(self, position: int) -> list[Type] | None:
        """The types of every argument given for a formal (``*args``)."""
        raise NotImplementedError

    def elements(self, position: int) -> list[Type] | None:
        """The element types of a sequence argument (each item of a list or tuple display)."""
        raise NotImplementedError

    def each_from(self, position: int) -> list[Type] | None:
        """The types of every argument given for the formals from ``position`` on (the
        stubs may spell ``*cases`` as ``case, /, *cases``)."""
        raise NotImplementedError


def _keyword_names(call: Context) -> set[str]:
    return {name for name in getattr(call, "arg_names", ()) if name is not None}


class _SigArgs(Args):
    """Before mypy checks the call: argument expressions, typed on demand."""

    def __init__(self, ctx: FunctionSigContext | MethodSigContext) -> None:
        self.ctx = ctx
        self.seen: dict[int, Type] = {}  # formal position -> the type its argument has

    def _type(self, expr: Expression) -> Type | None:
        return _expression_type(self.ctx.api, expr)

    def keywords(self) -> set[str]:
        return _keyword_names(self.ctx.context)

    def one(self, position: int) -> Type | None:
        expr = _single(self.ctx.args, position)
        t = self._type(expr) if expr is not None else None
        if t is not None:
            self.seen[position] = t
        return t

    def each(self, position: int) -> list[Type] | None:
        if position >= len(self.ctx.args):
            return None
        types = [self._type(e) for e in self.ctx.args[position]]
        if any(t is None for t in types) or not types:
            return None
        found = [t for t in types if t is not None]
        self.seen[position] = typemap.union(found)
        return found

    def each_from(self, position: int) -> list[Type] | None:
        found = [self.each(p) for p in range(position, len(self.ctx.args)) if self.ctx.args[p]]
        return None if not found or any(f is None for f in found) else [t for f in found if f for t in f]

    def elements(self, position: int) -> list[Type] | None:
        expr = _single(self.ctx.args, position)
        if isinstance(expr, (ListExpr, TupleExpr)):
            types = [self._type(e) for e in expr.items]
            if any(t is None for t in types) or not types:
                return None
            found = [t for t in types if t is not None]
            chk = typemap.checker(self.ctx.api)
            if chk is not None:
                self.seen[position] = chk.named_generic_type("typing.Sequence", [typemap.union(found)])
            return found
        whole = self._type(expr) if expr is not None else None
        if whole is not None:
            self.seen[position] = whole
        return typemap.sequence_elements(whole)


class _ResultArgs(Args):
    """After mypy has checked the call: the argument types it inferred."""

    def __init__(self, ctx: FunctionContext | MethodContext) -> None:
        self.ctx = ctx

    def keywords(self) -> set[str]:
        return _keyword_names(self.ctx.context)

    def one(self, position: int) -> Type | None:
        types = self.ctx.arg_types
        return types[position][0] if position < len(types) and len(types[position]) == 1 else None

    def each(self, position: int) -> list[Type] | None:
        return list(self.ctx.arg_types[position]) if position < len(self.ctx.arg_types) else None

    def each_from(self, position: int) -> list[Type] | None:
        return [t for types in self.ctx.arg_types[position:] for t in types] or None

    def elements(self, position: int) -> list[Type] | None:
        if position >= len(self.ctx.args) or len(self.ctx.args[position]) != 1:
            return None
        expr = self.ctx.args[position][0]
        chk = typemap.checker(self.ctx.api)
        if isinstance(expr, (ListExpr, TupleExpr)) and chk is not None:
            if not all(chk.has_type(e) for e in expr.items):
                return None
            return [chk.lookup_type(e) for e in expr.items]
        return typemap.sequence_elements(self.one(position))


OutcomeOf = Callable[[Args], "Outcome | None"]


def _literal_bool(t: Type | None) -> bool | None:
    p = get_proper_type(t)
    if isinstance(p, LiteralType) and isinstance(p.value, bool):
        return p.value
    if isinstance(p, Instance) and p.last_known_value is not None and isinstance(p.last_known_value.value, bool):
        return p.last_known_value.value
    return None


@dataclass
class _MemoEntry:
    """One call's outcome while mypy walks its overload items. The call node and the
    receiver are kept (not just their ids) so that an id reused later cannot match."""

    context: Context
    receiver: object
    definitions: set[int]
    outcome: Outcome | None


class Hooks:
    """The hook functions, bound to the configured modes."""

    def __init__(self, modes: Modes) -> None:
        self.modes = modes
        # Signature hooks run once per overload item; the outcome is computed (and
        # reported) on the first item of each run only.
        self._memo: dict[tuple[int, int, int], _MemoEntry] = {}
        self._context_free_memo: dict[int, tuple[Expression, Type | None]] = {}

    # -- signature hooks: errors --------------------------------------------------------

    def _signature(self, ctx: MethodSigContext | FunctionSigContext, receiver: object, hook: object,
                   outcome_of: OutcomeOf) -> FunctionLike:
        sig = ctx.default_signature
        definition = sig.definition
        key = (id(ctx.context), id(receiver), id(hook))
        entry = self._memo.get(key)
        if (entry is None or definition is None or id(definition) in entry.definitions
                or entry.context is not ctx.context or entry.receiver is not receiver):
            # The first overload item of a run (a new call, or the same call checked again).
            if len(self._memo) > 1024:
                self._memo.clear()
            args = _SigArgs(ctx)
            outcome = _guarded(None, lambda: outcome_of(args))
            if outcome is not None:
                outcome.seen = args.seen
            self._memo[key] = _MemoEntry(ctx.context, receiver, {id(definition)}, outcome)
            if outcome is not None and outcome.errors:
                found = outcome
                _guarded(None, lambda: _report(ctx.api, ctx.context, found))
        else:
            entry.definitions.add(id(definition))
            outcome = entry.outcome
        if outcome is None:
            return sig
        if outcome.blocking:
            return _guarded(sig, lambda: _permissive(sig, None, AnyType(TypeOfAny.from_error), outcome.seen))
        if outcome.accepting:
            if outcome.rendered is None:
                outcome.rendered = _guarded(None, lambda: render(ctx.api, outcome))
            ret = outcome.rendered
            if ret is not None:
                return _guarded(sig, lambda: _permissive(sig, outcome.positions, ret, outcome.seen))
        return sig

    def host_arrays(self, hook: Callable[[FunctionSigContext | MethodSigContext], FunctionLike] | None = None
                    ) -> Callable[[FunctionSigContext | MethodSigContext], FunctionLike]:
        """A NumPy call among the arguments typed as it is without the overload's context.

        mypy infers a generic call among the arguments in the type context of each overload
        it tries: against an ``_NDArray[np.uint64]`` formal, ``np.ones(3, np.uint16)`` falls
        to NumPy's ``NDArray[Any]`` overload and fits, so the first overload with an ndarray
        formal took every ndarray (``jnp.asarray(np.ones(3, np.uint16))`` was uint32). Each
        formal whose argument is such a call that gives an ndarray takes the type the
        argument has without context, and an overload whose formal does not accept it
        takes nothing there. Runs after ``hook``, the call's own signature hook."""
        def wrapped(ctx: FunctionSigContext | MethodSigContext) -> FunctionLike:
            sig = hook(ctx) if hook is not None else ctx.default_signature
            return _guarded(sig, lambda: self._host_arrays(ctx, sig))

        return wrapped

    def _host_arrays(self, ctx: FunctionSigContext | MethodSigContext, sig: FunctionLike) -> FunctionLike:
        if not isinstance(sig, CallableType):
            return sig
        arg_types = list(sig.arg_types)
        for position, exprs in enumerate(ctx.args[:len(arg_types)]):
            if len(exprs) != 1 or not _numpy_call(exprs[0]) or has_type_vars(arg_types[position]):
                continue
            actual = self._context_free(ctx.api, exprs[0])
            if not typemap.is_ndarray(actual):
                continue
            assert actual is not None
            arg_types[position] = actual if is_subtype(actual, arg_types[position]) else UninhabitedType()
        return sig.copy_modified(arg_types=arg_types) if arg_types != sig.arg_types else sig

    def _context_free(self, api: CheckerPluginInterface, expr: Expression) -> Type | None:
        """An argument's type without context, once per expression (per overload item
        mypy tries, the hook runs again)."""
        entry = self._context_free_memo.get(id(expr))
        if entry is None or entry[0] is not expr:
            if len(self._context_free_memo) > 1024:
                self._context_free_memo.clear()
            entry = expr, _expression_type(api, expr)
            self._context_free_memo[id(expr)] = entry
        return entry[1]

    def method_signature(self, outcome_of: Callable[[Type, Args], Outcome | None]
                         ) -> Callable[[MethodSigContext], FunctionLike]:
        def hook(ctx: MethodSigContext) -> FunctionLike:
            return self._signature(ctx, ctx.type, outcome_of, lambda args: outcome_of(ctx.type, args))

        return hook

    def function_signature(self, outcome_of: OutcomeOf) -> Callable[[FunctionSigContext | MethodSigContext], FunctionLike]:
        """(A method context too: a function the stubs write as an instance's ``__call__``.)"""
        def hook(ctx: FunctionSigContext | MethodSigContext) -> FunctionLike:
            return self._signature(ctx, None, outcome_of, outcome_of)

        return hook

    # -- result hooks: types ------------------------------------------------------------

    def method_result(self, outcome_of: Callable[[Type, Args], Outcome | None]) -> Callable[[MethodContext], Type]:
        def hook(ctx: MethodContext) -> Type:
            return _guarded(ctx.default_return_type, lambda: render(
                ctx.api, outcome_of(ctx.type, _ResultArgs(ctx))) or ctx.default_return_type)

        return hook

    def function_result(self, outcome_of: OutcomeOf) -> Callable[[FunctionContext | MethodContext], Type]:
        def hook(ctx: FunctionContext | MethodContext) -> Type:
            return _guarded(ctx.default_return_type, lambda: render(
                ctx.api, outcome_of(_ResultArgs(ctx))) or ctx.default_return_type)

        return hook

    # -- outcomes of each hooked call ----------------------------------------------------

    def operator(self, op: Operator) -> Callable[[Type, Args], Outcome | None]:
        def outcome(receiver: Type, args: Args) -> Outcome | None:
            generic = typevar_operation(op, receiver, args.one(0), self.modes)
            if generic is not None:
                return generic
            left, right = typemap.operand(receiver), typemap.operand(args.one(0))
            if left is None or right is None:
                return None
            if op.reflected:
                left, right = right, left
            return promotion(op.family, [left, right], f"operator {op.symbol}", self.modes,
                             positions=(0,), accept=op.symbol != "@")

        return outcome

    def numpy_binary(self, name: str) -> OutcomeOf:
        family = NUMPY_BINARY[name]
        preferred = NUMPY_TWO_ARRAY[name].parameter_position("{dtype}") if name in NUMPY_TWO_ARRAY else None

        def outcome(args: Args) -> Outcome | None:
            if preferred is not None and (t := args.one(preferred)) is not None and not typemap.is_none(t):
                return None  # preferred_element_type decides: the stubs' dtype overloads answer
            x, y = typemap.operand(args.one(0)), typemap.operand(args.one(1))
            if x is None or y is None:
                return None
            return promotion(family, [x, y], f"jnp.{name}", self.modes, positions=(0, 1), accept=name != "matmul")

        return outcome

    def numpy_unary(self, family: str) -> OutcomeOf:
        """A one-operand jnp function of NumPy data: mypy takes an ndarray
        of any dtype for ``_NDArray[np.uint8]`` (numpy 2.4's ``ndarray``), so the first
        overload for NumPy arrays would answer; the lattice answers instead."""
        def outcome(args: Args) -> Outcome | None:
            x = typemap.operand(args.one(0))
            if x is None or not all(rules.split(n)[1] in ("np", "nps") for alt in x for n in alt):
                return None
            results = []
            for alt in x:
                found = {rules.unary_result(family, rules.split(n)[0], self.modes.x64) for n in alt}
                if None in found:
                    return None  # rejected: the stubs report it
                results.append(frozenset(r for r in found if r is not None))
            return Outcome(results=results, positions=(0,), accepting=True)

        return outcome

    def numpy_joined(self, name: str) -> OutcomeOf:
        family, positions = NUMPY_JOINED[name]

        def outcome(args: Args) -> Outcome | None:
            if name == "where" and args.keywords() & {"size", "fill_value"}:
                return None  # the one-argument form's keywords: the stubs' overloads decide
            operands: list[Operand] = []
            for position in positions:
                t = args.one(position)
                if t is None or typemap.is_none(t):
                    if name == "where":
                        return None  # where(condition): the one-argument form
                    continue
                op = typemap.operand(t)
                if op is None:
                    return None
                operands.append(op)
            if not operands:
                return None
            return promotion(family, operands, f"jnp.{name}", self.modes, positions=positions)

        return outcome

    def numpy_sequence(self, name: str) -> OutcomeOf:
        def outcome(args: Args) -> Outcome | None:
            if "dtype" in args.keywords():
                return None  # each operand converted to the dtype: the stubs' overloads decide
            operands = _operands(args.elements(0))
            return promotion("join", operands, f"jnp.{name}", self.modes, positions=(0,)) if operands else None

        return outcome

    def numpy_select(self, args: Args) -> Outcome | None:
        """jnp.select: the choices and the default (0 when not given) join."""
        choices = _operands(args.elements(1))
        given = args.one(2)
        default = typemap.operand(given) if given is not None else [frozenset({rules.PYTHON_PREFIX + rules.WEAK_INT})]
        if not choices or default is None:
            return None
        return promotion("join", [*choices, default], "jnp.select", self.modes, positions=(1, 2))

    def numpy_einsum(self, args: Args) -> Outcome | None:
        """jnp.einsum(subscripts, operand, *operands): the operands join, unless
        ``preferred_element_type`` (formal 6) names the dtype (the stubs answer then, as they
        do for the interleaved form, whose first argument is no string)."""
        subscripts, preferred = args.one(0), args.one(6)
        if subscripts is None or not typemap.is_str(subscripts) or (preferred is not None and not typemap.is_none(preferred)):
            return None
        operands = _operands([t for t in (args.one(1), *(args.each(2) or [])) if t is not None])
        return promotion("join", operands, "jnp.einsum", self.modes, positions=(1, 2)) if operands else None

    def lax_same(self, name: str) -> OutcomeOf:
        where = LAX_SAME_DTYPE[name]

        def outcome(args: Args) -> Outcome | None:
            if where == "seq":
                types = args.elements(0)
            elif where == "star":
                types = args.each_from(1)
            elif isinstance(where, tuple):
                found = [args.one(p) for p in where]
                types = None if any(t is None for t in found) else [t for t in found if t is not None]
            else:
                return None
            operands = _operands(types)
            if operands is None or len(operands) < 2:
                return None
            return lax_same_dtype(name, operands, self.modes)

        return outcome

    # -- promote_types and result_type -------------------------------------------------

    def _dtype_nodes(self, types: Sequence[Type | None], values: bool = True) -> list[str] | None:
        """Concrete nodes of values (arrays, scalars) or dtype spellings (Python types weak)."""
        nodes = []
        for t in types:
            op = typemap.operand(t) if values else None
            if op is not None:
                if len(op) != 1 or len(op[0]) != 1:
                    return None
                node = rules.split(next(iter(op[0])))[0]
                if node not in rules.CONCRETE:
                    return None
                nodes.append(node)
                continue
            spelled = typemap.dtype_node(t, python_types_weak=True)
            if spelled is None:
                return None
            nodes.append(spelled)
        return nodes

    def promote_types(self, args: Args) -> Outcome | None:
        nodes = self._dtype_nodes([args.one(0), args.one(1)], values=False)
        if nodes is None:
            return None
        outcome = promotion("join", [[frozenset({n})] for n in nodes], "jnp.promote_types", self.modes)
        if outcome is not None and not outcome.errors:
            joined = rules.join(nodes[0], nodes[1], self.modes.x64)
            # No canonicalization; a weak result is reported as its kind's 64-bit dtype.
            outcome.results = [frozenset({_WIDE_DEFAULT.get(joined, joined)})] if joined else None
        return outcome

    def result_type(self, args: Args) -> Outcome | None:
        nodes = self._dtype_nodes(args.each(0) or [])
        if not nodes:
            return None
        x64 = self.modes.x64
        canon = [rules.canonical(n, x64) for n in nodes]
        outcome = promotion("join", [[frozenset({n})] for n in canon], "jnp.result_type", self.modes)
        if outcome is not None and not outcome.errors:
            joined: str | None = canon[0]
            for n in canon[1:]:
                joined = rules.join(joined, n, x64) if joined is not None else None
            # Canonical; a weak result is reported as the default dtype of its kind.
            node = rules.lax_dtype(joined, x64) if joined is not None else None
            outcome.results = [frozenset({node})] if node else None
        return outcome

    def dtype_function_result(self, outcome_of: OutcomeOf, flag: str | None
                              ) -> Callable[[FunctionContext | MethodContext], Type]:
        """promote_types/result_type: ``np.dtype[np.X]`` (or ``(np.dtype[np.X], bool)``)."""
        def hook(ctx: FunctionContext | MethodContext) -> Type:
            def compute() -> Type:
                with_flag = False
                if flag is not None and flag in ctx.callee_arg_names:
                    position = ctx.callee_arg_names.index(flag)
                    if position < len(ctx.arg_types) and ctx.arg_types[position]:
                        value = _literal_bool(ctx.arg_types[position][0])
                        if value is None:
                            return ctx.default_return_type
                        with_flag = value
                return render_dtype(ctx.api, outcome_of(_ResultArgs(ctx)), ctx.default_return_type, with_flag)

            return _guarded(ctx.default_return_type, compute)

        return hook

    # -- dtype arguments ----------------------------------------------------------------

    def unary_operator(self, family: str, symbol: str) -> Callable[[MethodContext], Type]:
        """``~x`` of a weakly typed float array (any unary operator of a weak array whose
        kind it rejects): the stubs let a weak array reach the bare-``Array`` overloads."""
        def hook(ctx: MethodContext) -> Type:
            def compute() -> Type:
                proper = get_proper_type(ctx.type)
                nodes = typemap.array_alternative(proper) if isinstance(proper, Instance) else None
                for node in nodes or ():  # (the stubs report strong dtypes themselves)
                    if rules.is_weak(node) and rules.unary_result(family, node, self.modes.x64) is None:
                        ctx.api.fail(f"operator {symbol} does not take {describe_node(node)} arrays",
                                     ctx.context, code=errorcodes.OPERAND_DTYPE)
                        return typemap.any_from_error()
                return ctx.default_return_type

            return _guarded(ctx.default_return_type, compute)

        return hook

    def builtin_round(self, ctx: FunctionContext) -> Type:
        """``round(x)`` and ``round(x, n)`` of an array: an error where ``jnp.round``
        rejects the dtype (bool), which mypy does not see through ``__round__``'s overloads."""
        def compute() -> Type:
            proper = get_proper_type(ctx.arg_types[0][0]) if ctx.arg_types and ctx.arg_types[0] else None
            nodes = typemap.array_alternative(proper) if isinstance(proper, Instance) else None
            family = "round" if len(ctx.arg_types) > 1 and ctx.arg_types[1] else "round_to_int"
            for node in nodes or ():
                if node in rules.CONCRETE and rules.unary_result(family, node, self.modes.x64) is None:
                    ctx.api.fail(f"round() takes no {describe_node(node)} array (jnp.round rejects it)",
                                 ctx.context, code=errorcodes.OPERAND_DTYPE)
                    return typemap.any_from_error()
            return ctx.default_return_type

        return _guarded(ctx.default_return_type, compute)

    def dtype_argument(self, rule: str, shown: str) -> Callable[[FunctionSigContext | MethodSigContext], FunctionLike]:
        """A dtype the function rejects (``rules.dtype_argument_result``, row ``rule``) as
        one error in the plugin's words, before mypy finds no overload for it."""
        def outcome_of(args: Args) -> Outcome | None:
            assert isinstance(args, _SigArgs)
            names = args.ctx.default_signature.arg_names
            where = next((names.index(n) for n in DTYPE_PARAMETERS if n in names), None)
            given = args.one(where) if where is not None else None
            node = typemap.dtype_node(given, python_types_weak=False) if given is not None else None
            if node not in rules.STRONG_NODES or rules.dtype_argument_result(rule, node, self.modes.x64) is not None:
                return None
            outcome = Outcome(blocking=True)
            outcome.add_error(errorcodes.OPERAND_DTYPE, f"{shown} does not accept dtype "
                              f"{rules.canonical(node, self.modes.x64)}{_accepted(rule, self.modes.x64)}")
            return outcome

        def hook(ctx: FunctionSigContext | MethodSigContext) -> FunctionLike:
            return self._signature(ctx, None, outcome_of, outcome_of)

        return hook

    def dtype_result(self, position: int | None = None, rule: str | None = None
                     ) -> Callable[[FunctionContext | MethodContext], Type]:
        """``Array[X]`` for a dtype the stubs leave wide (``"i2"``, a NumPy dtype held in a
        variable): only ever narrows the stubs' answer. The dtype is the formal named
        ``dtype`` (or ``new_dtype``, ``index_dtype``), else the one at ``position``;
        ``rule``: the function's row of ``rules.dtype_argument_result``, if it has one
        (a rejected dtype is ``dtype_argument``'s error)."""
        def hook(ctx: FunctionContext | MethodContext) -> Type:
            def compute() -> Type:
                default = ctx.default_return_type
                proper = get_proper_type(default)
                wide = typemap.array_alternative(proper) if isinstance(proper, Instance) else None
                if wide is None:
                    return default
                where = next((ctx.callee_arg_names.index(n) for n in DTYPE_PARAMETERS if n in ctx.callee_arg_names),
                             position)
                if where is None or where >= len(ctx.arg_types) or len(ctx.arg_types[where]) != 1:
                    return default
                node = typemap.dtype_node(ctx.arg_types[where][0], python_types_weak=False)
                if node is not None:  # a 64-bit dtype asked for with 64-bit mode off is its 32-bit one
                    node = (rules.canonical(node, self.modes.x64) if rule is None
                            else rules.dtype_argument_result(rule, node, self.modes.x64))
                if node is None or node in wide or not any(node in rules.leaves(w) for w in wide):
                    return default
                return typemap.array_of(ctx.api, [node]) or default

            return _guarded(ctx.default_return_type, compute)

        return hook


def _accepted(rule: str, x64: bool) -> str:
    """`` (use a floating or complex dtype)``: the kinds a function's dtype argument takes."""
    kinds = {rules.kind(n) for n in rules.STRONG_NODES if rules.dtype_argument_result(rule, n, x64) is not None}
    words = [word for kind, word in (("int", "integer"), ("float", "floating"), ("complex", "complex"))
             if kind in kinds or (kind == "int" and "uint" in kinds)]
    if not words:
        return ""
    listed = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    return f" (use {'an' if listed[0] == 'i' else 'a'} {listed} dtype)"


_WIDE_DEFAULT: Final = {rules.WEAK_INT: "int64", rules.WEAK_FLOAT: "float64", rules.WEAK_COMPLEX: "complex128"}


def _operands(types: list[Type] | None) -> list[Operand] | None:
    if not types:
        return None
    operands = [typemap.operand(t) for t in types]
    return None if any(op is None for op in operands) else [op for op in operands if op is not None]


def render_dtype(api: CheckerPluginInterface, outcome: Outcome | None, default: Type, with_flag: bool) -> Type:
    """The ``np.dtype[...]`` result of a promote_types/result_type outcome."""
    if outcome is None or not outcome.results or len(outcome.results) != 1 or len(outcome.results[0]) != 1:
        return default
    dtype = typemap.numpy_dtype_of(api, next(iter(outcome.results[0])))
    chk = typemap.checker(api)
    if dtype is None or chk is None:
        return default
    if not with_flag:
        return dtype
    return TupleType([dtype, chk.named_type("builtins.bool")],
                     chk.named_generic_type("builtins.tuple", [AnyType(TypeOfAny.special_form)]))
