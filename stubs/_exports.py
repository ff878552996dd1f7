"""The ``__all__`` of a generated stub: the public names it declares.

Why a stub needs one: when a module is used as a value (``fun(jnp)``, a module passed to
a function), mypy builds the type of every name the module exports, and without
``__all__`` every module-level name is exported, the private aliases, TypeVars and
overload classes of the generated regions included (about 1600 in numpy.pyi). With
``__all__``, mypy reads the public names alone. Measured (cold mypy, a file with two
such lines, ``fun(1, jnp)`` and ``fun(2, lax)`` inside lambdas given to ``grad``):
12.3 s without, 6.6 s with, of which 6.1 s is importing the package at all.
"""

from __future__ import annotations

import ast

NOT_EXPORTED = frozenset({"JAXTYPES_X64", "MYPY", "PYRIGHT_GATES"})
"""The mode switch and the checker guards: shared between the stubs, not API."""


def public_names(text: str, module: str) -> list[str]:
    """The names ``text`` (the stub of ``module``) declares at module level, in either
    branch of a mode guard, that do not start with an underscore (dunder names do count),
    less ``NOT_EXPORTED`` and the submodules it imports from ``module`` itself."""
    names: set[str] = set()
    for node in module_statements(ast.parse(text).body):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
        elif isinstance(node, ast.ImportFrom) and node.module != module:
            names.update(alias.name for alias in node.names if alias.asname == alias.name)
    dunder = {name for name in names if name.startswith("__") and name.endswith("__")}
    return sorted((names - dunder - NOT_EXPORTED - {n for n in names if n.startswith("_")})
                  | (dunder - {"__all__"}))


def all_lines(names: list[str], width: int = 120) -> list[str]:
    """``__all__ = [...]``, wrapped at ``width``."""
    lines, line = ["__all__ = ["], "   "
    for name in names:
        item = f' "{name}",'
        if len(line) + len(item) > width:
            lines.append(line)
            line = "   "
        line += item
    return [*lines, line, "]"]


def module_statements(body: list[ast.stmt]) -> list[ast.stmt]:
    """Module-level statements, those of the branches on JAXTYPES_X64 included."""
    out: list[ast.stmt] = []
    for node in body:
        if isinstance(node, ast.If):
            out += module_statements(node.body) + module_statements(node.orelse)
        else:
            out.append(node)
    return out
