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
(the argument's own type), and both evaluations are shared by every overload. A TypeVar
bound to the parameter's type accepts the same arguments as the type itself, and the
overload's result does not mention it, so the answers do not change. pyright skips the
expected type only where two parameters or more of a call have TypeVars to solve, so a
signature with one such parameter also gets a keyword-only ``_jt_pass`` that defaults to
``None`` (a default whose type holds a TypeVar is solved like an argument).

mypy reads the plain types: each name is defined twice, as an alias of its type under
``if MYPY and False:`` (which pyright takes as false and mypy as reachable) and as the
TypeVar under ``if not MYPY:`` (which mypy never reads), as in ``_modes.py``. The
overloads themselves are written once.

A parameter keeps its type where its argument may be a literal container or a lambda
(``Sequence``, ``Callable``...), whose inference needs the expected type, where it holds
a type parameter already (a bound cannot), and where it is the protocol that only a bare
``Array`` satisfies (pyright does not find an ``Array`` to satisfy it as a bound).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_DEF = re.compile(r"^(?P<indent>\s*)def (?P<name>\w+)\((?P<params>.*)\)(?P<tail> -> .*)$")
_KEEP = re.compile(r"\b(?:Sequence|Iterable|Mapping|list|tuple|dict|set|Callable|Any|object|ShapeLike"
                   r"|_NestedSequence|_Index\w*|_Shape\w*|_AnyArray|_AbstractArray)\b")
_NAME = re.compile(r"[A-Za-z_]\w*")
_ALIAS = re.compile(r"^\s*(\w+)\s*(?::\s*TypeAlias)?\s*=\s*(.+)$")
PASS = "_PPass"


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

    def typevar(self, bound: str, position: int) -> str:
        """The name for ``bound`` at a parameter position: after the bound where it is one
        name (pyright's messages show ``_Union12_1@__call__``)."""
        if (bound, position) not in self.typevars:
            named = re.fullmatch(r"_?(\w+)", bound)
            self.typevars[bound, position] = f"_{named[1]}_{position}" if named else f"_P{len(self.typevars)}"
        return self.typevars[bound, position]

    def _expanded(self, text: str, depth: int = 0) -> str:
        if depth > 8:
            return text
        return _NAME.sub(lambda m: self._expanded(self.aliases[m[0]], depth + 1) if m[0] in self.aliases else m[0],
                         text)

    def _bindable(self, annotation: str) -> bool:
        return not (set(_NAME.findall(annotation)) & self.type_parameters) and not _KEEP.search(
            self._expanded(annotation))

    def signature(self, line: str) -> str:
        """A ``def`` line with its bindable parameters' types replaced by TypeVars."""
        match = _DEF.match(line)
        assert match, line
        params = split_params(match["params"])
        bind = {}
        for position, param in enumerate(params):
            name, colon, annotation = param.partition(":")
            annotation = annotation.strip()
            if colon and "=" not in annotation and not name.startswith("*") and name not in ("self", "cls") \
                    and self._bindable(annotation):
                bind[position] = annotation
        if not bind:
            return line
        if len(bind) < 2:
            if any(p.startswith("*") for p in params):
                return line
            params.append(f"*, _jt_pass: {PASS} | None = None")
        for position, annotation in bind.items():
            params[position] = f"{params[position].partition(':')[0]}: {self.typevar(annotation, position)}"
        return f"{match['indent']}def {match['name']}({', '.join(params)}){match['tail']}"

    def region(self, lines: Sequence[str]) -> list[str]:
        """A region with the parameters of each overloaded function (four overloads or
        more, one line each) bound to TypeVars."""
        out: list[str] = []
        i = 0
        while i < len(lines):
            size = _overloads_at(lines, i)
            out += [line if line.strip() == "@overload" else self.signature(line) for line in lines[i:i + size]] \
                if size else [lines[i]]
            i += size or 1
        return out

    def declarations(self) -> list[str]:
        """The names, for each checker (see the module's docstring)."""
        bounds = [(name, bound) for (bound, _), name in self.typevars.items()]
        return (["if MYPY and False:  # mypy: the parameter types themselves (stubs/_pyright_parameters.py)",
                 f"    {PASS}: TypeAlias = None"]
                + [f"    {name}: TypeAlias = {bound}" for name, bound in bounds]
                + ["if not MYPY:  # pyright and ty: TypeVars bound to them",
                   f'    {PASS} = TypeVar("{PASS}")']
                + [f'    {name} = TypeVar("{name}", bound={bound})' for name, bound in bounds])


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
