"""Parameter types that pyright reads as TypeVars, so that nested calls cost it little.

pyright checks an overloaded call by trying its overloads in turn and evaluates each
argument expression again for each overload, with that overload's parameter type as
the expected type; its cache of such evaluations keeps 8 expected types per expression.
A nested call (``jnp.dot(f32, jnp.sin(lax.add(i8, i16)))``) is thus evaluated again for
each overload of the call around it, each time trying all of its own overloads: the cost
is the product of the overload counts along the nesting, and explodes where an inner call
matches nothing (its type is then Unknown, which every overload of the outer call
accepts, so pyright tries them all).

A parameter whose type is a bare TypeVar of the function is the exception: pyright
evaluates the argument without an expected type first, then with the TypeVar's solution
(the argument's own type), and both evaluations are shared by every overload. But where
the argument does not satisfy a TypeVar's bound, the TypeVar stays unsolved and pyright
evaluates the argument once more with the TypeVar itself as the expected type: a key of
that overload alone, so a nested call was still evaluated again for each overload that
it failed (``lax.sub(lax.sub(jnp.dot(np.ones(3, np.float32), f32), f32), f32)`` took 120 s).

So pyright's TypeVars have no bound, and the check moves to a keyword-only parameter
that takes no argument: ``_jt_gate: Callable[[_T1, _T2], None] = _jt_gate_7``, where
``_jt_gate_7: Callable[[bound1, bound2], None]``. pyright solves a TypeVar in a default's
parameter like an argument, so the default is assignable exactly where each argument's
type is assignable to its bound (a callable's parameters are contravariant), the overload
fails there as before, and each TypeVar is solved to its argument's own type in every
overload: a nested argument is evaluated with the same two expected types throughout.
The overload's result does not mention the TypeVars, so the answers do not change.

Each checker reads its own declarations of the names; the overloads are written once:

* mypy: each name is an alias of its type, under ``if MYPY and False:`` (which pyright
  takes as false and mypy as reachable, as in ``_modes.py``); a gate's type is then its
  default's own.
* ty and pyrefly do not solve TypeVars from defaults, so their TypeVars keep the bounds:
  ``_T1 = TypeVar("_T1", bound=_T1_bound)`` under ``if not MYPY:``, with
  ``_T1_bound: TypeAlias = bound1`` there.
* pyright reads that too, but ``_T1_bound`` is declared first as ``object`` under ``if not
  MYPY and PYRIGHT_GATES:``, which mypy never reads, ty skips (it reads the declared
  ``PYRIGHT_GATES: Final = False``) and pyright, which does not decide by declared values,
  reads; pyright keeps the first declaration of a type alias, pyrefly the last.

Parameters whose types take arrays are bound (nested calls go there), and so are dtype
parameters (``_DTypeLike_*``): NumPy's stubs overload ``np.dtype``'s constructor a hundred
ways, and against thirty overloads that each expect another dtype, ``np.dtype("uint64")``
was evaluated again for each of them, inside each evaluation of the call around it
(``jnp.fmod(jnp.add(jnp.zeros((), np.dtype("uint64")), wf), lax.min(wc, wi))`` took about
a minute). Array's methods are bound too (``x.astype(np.dtype("int8"))``), its operators
are not: pyright evaluates an operator's operands once, before trying its overloads. The
gates cost pyright about 0.4 s more to load the stubs. A parameter with a
default is bound where its type differs between the overloads and the default is a
``None`` its type admits (``clip``'s ``min`` and ``max``): pyright solves
the TypeVar to ``None`` where the argument is left out.

A sequence of arrays (the lists of ``concatenate``, ``stack``, ``select``) is bound too, as
``_S | _JTNoArgument``, with the gate's bound ``Sequence[U]``. A bare ``_S`` would not do:
without an expected type pyright infers a list display of several types as
``list[Unknown]``, which every gate accepts. ``Sequence[U]`` itself evaluated each entry of
the list against each overload's own U, so an entry that is a call was evaluated again for
each overload (``jnp.floor_divide(jnp.stack([u16, jnp.subtract(1j, f16)]), u16)`` took
33 s). Against the union with a class that no argument is (and that is no list), pyright
finds no list type to expect, infers the list's entry type as the union of its entries' own
types (``list[Array[float32] | Array[int16]]``, evaluated once for every overload), and
solves ``_S`` to that.

A parameter keeps its type where its argument may be another literal container or a lambda
(``Callable``, ``tuple``...), where it holds a type parameter already (a bound cannot), and
where it is the protocol that only a bare ``Array`` satisfies (pyright does not find an
``Array`` to satisfy it as a bound).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_DEF = re.compile(r"^(?P<indent>\s*)def (?P<name>\w+)\((?P<params>.*)\)(?P<tail> -> .*)$")
_KEEP = re.compile(r"\b(?:Sequence|Iterable|Mapping|list|tuple|dict|set|Callable|Any|object|ShapeLike"
                   r"|_NestedSequence|_Index\w*|_Shape\w*|_AnyArray|_AbstractArray)\b")
_NAME = re.compile(r"[A-Za-z_]\w*")
_ALIAS = re.compile(r"^\s*(\w+)\s*(?::\s*TypeAlias)?\s*=\s*(.+)$")
GATE = "_jt_gate"
NO_ARGUMENT = "_JTNoArgument"


def split_params(params: str) -> list[str]:
    """A parameter list split at its top-level commas."""
    out, depth, current = [], 0, ""
    for char in params:
        depth += (char in "[(") - (char in "])")
        if char == "," and depth == 0:
            out.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        out.append(current.strip())
    return out


class ParameterTypeVars:
    """The parameter TypeVars of one stub file, one per (bound, parameter position)."""

    def __init__(self, aliases: Iterable[str], type_parameters: set[str]) -> None:
        self.aliases = {m[1]: m[2] for m in map(_ALIAS.match, aliases) if m}
        self.type_parameters = type_parameters
        self.typevars: dict[tuple[str, int], str] = {}
        self.gates: dict[tuple[str, ...], str] = {}

    def typevar(self, bound: str, position: int) -> str:
        """The name for ``bound`` at a parameter position: after the bound where it is one
        name (pyright's messages show ``_Union12_1@__call__``) or a sequence of one."""
        if (bound, position) not in self.typevars:
            named = re.fullmatch(r"_?(\w+)", bound) or re.fullmatch(r"Sequence\[_?(\w+)\]", bound)
            suffix = "s" * bound.startswith("Sequence")
            self.typevars[bound, position] = f"_{named[1]}_{position}{suffix}" if named else f"_P{len(self.typevars)}"
        return self.typevars[bound, position]

    def _expanded(self, text: str, depth: int = 0) -> str:
        if depth > 8:
            return text
        return _NAME.sub(lambda m: self._expanded(self.aliases[m[0]], depth + 1) if m[0] in self.aliases else m[0],
                         text)

    def _bindable(self, annotation: str) -> bool:
        """Types that take arrays (where nested calls go) and dtypes (``np.dtype(...)`` is
        costly to evaluate again)."""
        expanded = self._expanded(annotation)
        return not (set(_NAME.findall(annotation)) & self.type_parameters) and not _KEEP.search(expanded) \
            and ("Array[" in expanded or annotation.startswith("_DTypeLike_"))

    def _optional(self, annotation: str, default: str) -> bool:
        """Whether a parameter with this default can be bound: a ``None`` default its type
        admits (pyright solves the TypeVar to it where the argument is left out)."""
        return default == "None" and re.search(r"\bNone\b", self._expanded(annotation)) is not None

    def _sequence(self, annotation: str, position: int) -> tuple[str, str] | None:
        """For ``Sequence[U]`` where U takes arrays: the parameter's type ``_S | _JTNoArgument``
        and the TypeVar ``_S`` (bound to the sequence type)."""
        sequence = re.fullmatch(r"Sequence\[(.*)\]", annotation)
        if not sequence or not self._bindable(sequence[1]):
            return None
        typevar = self.typevar(annotation, position)
        return f"{typevar} | {NO_ARGUMENT}", typevar

    def signature(self, line: str, varying: Iterable[str] = ()) -> str:
        """A ``def`` line with its bindable parameters' types replaced by TypeVars: those
        without a default, and those named in ``varying`` (whose types differ between the
        overloads) with a ``None`` default."""
        match = _DEF.match(line)
        assert match, line
        params = split_params(match["params"])
        bind: dict[int, tuple[str, str, str]] = {}  # position: (its new type, its TypeVar, the bound)
        for position, param in enumerate(params):
            name, colon, annotation = param.partition(":")
            annotation, equals, default = (part.strip() for part in annotation.partition("="))
            if not colon or name.startswith("*") or name in ("self", "cls"):
                continue
            if self._bindable(annotation) \
                    and (not equals or (name.strip() in varying and self._optional(annotation, default))):
                typevar = self.typevar(annotation, position)
                bind[position] = typevar + (f" = {default}" if equals else ""), typevar, annotation
            elif not equals and (sequence := self._sequence(annotation, position)):
                bind[position] = *sequence, annotation
        if not bind:
            return line
        gate = self.gates.setdefault(tuple(bound for _, _, bound in bind.values()), f"{GATE}_{len(self.gates)}")
        for position, (annotation, _, _) in bind.items():
            params[position] = f"{params[position].partition(':')[0]}: {annotation}"
        keyword = f"{GATE}: Callable[[{', '.join(typevar for _, typevar, _ in bind.values())}], None] = {gate}"
        double_star = next((i for i, p in enumerate(params) if p.startswith("**")), len(params))
        if not any(p.startswith("*") and not p.startswith("**") for p in params):
            keyword = "*, " + keyword
        params.insert(double_star, keyword)
        return f"{match['indent']}def {match['name']}({', '.join(params)}){match['tail']}"

    def region(self, lines: Sequence[str]) -> list[str]:
        """A region with the parameters of each overloaded function (four overloads or
        more, one line each) bound to TypeVars."""
        out: list[str] = []
        i = 0
        while i < len(lines):
            size = _overloads_at(lines, i)
            varying = _varying([line for line in lines[i:i + size] if line.strip() != "@overload"])
            out += [line if line.strip() == "@overload" else self.signature(line, varying)
                    for line in lines[i:i + size]] if size else [lines[i]]
            i += size or 1
        return out

    def declarations(self) -> list[str]:
        """The names, for each checker (see the module's docstring), and the gates."""
        bounds = [(name, bound) for (bound, _), name in self.typevars.items()]
        return (["if MYPY and False:  # mypy: the parameter types themselves (stubs/_pyright_parameters.py)"]
                + [f"    {name}: TypeAlias = {bound}" for name, bound in bounds]
                + ["if not MYPY and PYRIGHT_GATES:  # read by pyright alone, which keeps these first declarations (open bounds)"]
                + [f"    {name}_bound: TypeAlias = object" for name, _ in bounds]
                + ["if not MYPY:  # ty, pyrefly: TypeVars bound to the types (pyright: to object)"]
                + [f"    {name}_bound: TypeAlias = {bound}" for name, bound in bounds]
                + [f'    {name} = TypeVar("{name}", bound={name}_bound)' for name, _ in bounds]
                + [f"{gate}: Callable[[{', '.join(types)}], None]" for types, gate in self.gates.items()]
                + [f"class {NO_ARGUMENT}: ...  # no argument's type: keeps a sequence's TypeVar from being bare"])


def _varying(run: Sequence[str]) -> set[str]:
    """The names of the parameters whose types differ between these overloads."""
    types: dict[str, set[str]] = {}
    for line in run:
        match = _DEF.match(line)
        for param in split_params(match["params"]) if match else ():
            name, _, annotation = param.partition(":")
            types.setdefault(name.strip(), set()).add(annotation.partition("=")[0].strip())
    return {name for name, annotations in types.items() if len(annotations) > 1}


def _overloads_at(lines: Sequence[str], start: int) -> int:
    """The number of lines of the run of one-line overloads of one name at ``start`` (0:
    none there, or fewer than four overloads)."""
    name = None
    end = start
    while end + 1 < len(lines) and lines[end].strip() == "@overload":
        match = _DEF.match(lines[end + 1])
        indent = lines[end][: len(lines[end]) - len(lines[end].lstrip())]
        if not match or match["indent"] != indent or (name is not None and match["name"] != name):
            break
        name = match["name"]
        end += 2
    return end - start if end - start >= 8 else 0
