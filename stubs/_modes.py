"""The stubs' branches on ``JAXTYPES_X64``: guarded copies of what differs between the 64-bit modes.

Most of the stubs are one text for both modes, with mode aliases where an answer
differs (``generate.py``); ``alias_branches`` writes the aliases' definitions. The
regions that cannot be written for both modes at once are written once per mode and
merged here: definitions that are the same in both are written once; those that
differ (a function with all its overloads, an assignment, a class whose header
differs) are written, all of a block's together, in three guarded copies::

    if not JAXTYPES_X64 and False:       # mypy's 32-bit copy
        <32-bit definition>
    if JAXTYPES_X64:
        <64-bit definition>
    if not MYPY and not JAXTYPES_X64:    # pyright's 32-bit copy
        <32-bit definition>

Why: with the name undefined (no configuration), a checker cannot evaluate it and sees
every guard that depends on it; mypy keeps the first definition of a name and pyright
the last, so a 32-bit copy must come both before and after the 64-bit one. Each
checker reads only one of them, which keeps its work at two copies by default and one
with the mode set:

* pyright evaluates ``... and False`` to false (a literal is static for it, whatever
  the other operand) and never binds the first copy; mypy gives literals no static
  value, so for mypy the first guard is ``not JAXTYPES_X64``.
* mypy takes ``MYPY`` as true (whatever its declared value), so ``not MYPY and ...`` is
  false and it never analyses the last copy; pyright does not decide conditions by
  declared values, so for pyright that guard is ``not JAXTYPES_X64``.
* ty evaluates neither setting but reads declared values: ``JAXTYPES_X64`` and ``MYPY``
  are both declared ``Final = False`` in ``_array.pyi``, so ty reads only the last copy
  (the 32-bit one). Left undefined, ``MYPY`` would leave ty undecided about the last
  guard, with every name the copy defines possibly unbound.
* ``defineConstant = { JAXTYPES_X64 = true }`` (pyright) or ``always_true =
  JAXTYPES_X64`` (mypy) leave only the middle copy; the constant false leaves only the
  checker's own 32-bit copy.

pyright chains ``@overload`` definitions of one name across blocks (each overload
extends the one declared before it), so with the name undefined the last copy would
carry the 64-bit overloads too: the right answers (the 32-bit ones come first) at twice
the cost of each call. pyright's copy therefore starts with ``name = ...``, a
declaration that is not a function and ends the chain.
A class whose header is the same in both modes is merged member by member.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

CONSTANT = "JAXTYPES_X64"
MYPY_COPY = f"if not {CONSTANT} and False:  # mypy only (see stubs/_modes.py)"
WIDE_COPY = f"if {CONSTANT}:"
PYRIGHT_COPY = f"if not MYPY and not {CONSTANT}:  # pyright only"

_HEAD = re.compile(r"\s*(?:async\s+)?(def|class)\s+(\w+)|\s*(\w+)\s*[:=]")


@dataclass(frozen=True)
class Unit:
    """One statement at the block's indentation with its decorators and body lines;
    consecutive definitions of one function name (overloads) form one unit."""

    kind: str  # "def", "class", "name" (an assignment), "blank", "other"
    name: str
    lines: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str]:
        return (self.kind, self.name if self.kind != "other" else "\n".join(self.lines))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def units(lines: Sequence[str]) -> list[Unit]:
    """Split a block (every non-blank line at least as indented as the first) into units."""
    base = min((_indent(l) for l in lines if l.strip()), default=0)
    statements: list[list[str]] = []
    pending: list[str] = []  # decorators waiting for their definition
    for line in lines:
        if not line.strip():
            statements.append([line])
        elif _indent(line) > base and statements and not pending:
            # A body line: goes with the last statement (skipping blank lines in between).
            last = next(i for i in range(len(statements) - 1, -1, -1) if statements[i][0].strip())
            for blank in statements[last + 1:]:
                statements[last] += blank
            del statements[last + 1:]
            statements[last].append(line)
        elif line.lstrip().startswith("@"):
            pending.append(line)
        else:
            statements.append(pending + [line])
            pending = []
    if pending:
        statements.append(pending)
    out: list[Unit] = []
    for statement in statements:
        first = next(l for l in statement if not l.lstrip().startswith("@"))
        match = _HEAD.match(first)
        if not first.strip():
            kind, name = "blank", ""
        elif match and match[1]:
            kind, name = match[1], match[2]
        elif match:
            kind, name = "name", match[3]
        else:
            kind, name = "other", ""
        if kind == "def" and out and out[-1].kind == "def" and out[-1].name == name:
            out[-1] = Unit(kind, name, out[-1].lines + tuple(statement))
        else:
            out.append(Unit(kind, name, tuple(statement)))
    return out


def branched(narrow: Sequence[str], wide: Sequence[str], indent: str) -> list[str]:
    """The three guarded copies of one stretch of definitions (either side may be empty)."""
    def body(lines: Sequence[str], deeper: str) -> list[str]:
        shown = [f"{deeper}{line}" if line.strip() else line for line in lines]
        return shown if any(l.strip() for l in shown) else [f"{indent}{deeper}..."]

    functions = sorted({u.name for u in units(narrow) if u.kind == "def"}) if narrow else []
    chain_ends = [f"{indent}    {name} = ...  # not a function: ends pyright's overload chain" for name in functions]
    return ([indent + MYPY_COPY] + body(narrow, "    ") + [indent + WIDE_COPY] + body(wide, "    ")
            + [indent + PYRIGHT_COPY] + chain_ends + body(narrow, "    "))


def merge(narrow: Sequence[str], wide: Sequence[str]) -> list[str]:
    """One block from its 32-bit (``narrow``) and 64-bit (``wide``) versions.

    Definitions that are the same in both stay where they are; all that differ go into
    one set of guarded copies, where the first of them was: the fewer branches in a
    scope, the less work for pyright's code-flow analysis (a stub is declarations only,
    so their order does not matter)."""
    if list(narrow) == list(wide):
        return list(narrow)
    base = min((_indent(l) for l in [*narrow, *wide] if l.strip()), default=0)
    indent = " " * base
    a, b = units(narrow), units(wide)
    out: list[str] = []
    only_narrow: list[str] = []
    only_wide: list[str] = []
    at: int | None = None  # where the branch goes in ``out``
    matcher = difflib.SequenceMatcher(None, [u.key for u in a], [u.key for u in b], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        pairs = list(zip(a[i1:i2], b[j1:j2])) if tag == "equal" else []
        if tag != "equal":
            only_narrow += [l for u in a[i1:i2] if u.kind != "blank" for l in u.lines]
            only_wide += [l for u in b[j1:j2] if u.kind != "blank" for l in u.lines]
            at = len(out) if at is None else at
        for ua, ub in pairs:
            if ua.lines == ub.lines:
                out += ua.lines
            elif ua.kind == "class" and _class_head(ua.lines) == _class_head(ub.lines):
                head = _class_head(ua.lines)
                out += head + merge(ua.lines[len(head):], ub.lines[len(head):]) + [""]
            else:
                only_narrow += ua.lines
                only_wide += ub.lines
                at = len(out) if at is None else at
    if at is not None:
        out[at:at] = branched(_trim(only_narrow), _trim(only_wide), indent) + [""]
    return out


def _class_head(lines: Sequence[str]) -> list[str]:
    """A class's decorators and ``class`` line."""
    end = next(i for i, l in enumerate(lines) if l.lstrip().startswith("class "))
    return list(lines[: end + 1])


def _trim(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def alias_branches(narrow: Sequence[str], wide: Sequence[str]) -> list[str]:
    """Module-level alias definitions of each mode, guarded: mypy's 32-bit copy, pyright's,
    then the 64-bit one. A checker that cannot decide a guard takes an alias's first
    reachable definition (unlike a function's overloads, of which pyright keeps the last
    chain), so both 32-bit copies come before the 64-bit one."""
    def body(lines: Sequence[str]) -> list[str]:
        return [f"    {line}" for line in lines]
    return [MYPY_COPY] + body(narrow) + [PYRIGHT_COPY] + body(narrow) + [WIDE_COPY] + body(wide)
