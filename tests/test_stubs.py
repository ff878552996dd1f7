"""The committed stubs are what stubs/generate.py writes from the lattice, and installed with the package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STUBS = REPO / "stubs"
STUB_ONLY = {"JAXTYPES_X64", "MYPY", "PYRIGHT_GATES"}
"""Names for the checkers only: the 64-bit mode switch the stubs branch on (at run time
the mode is ``jaxtypes.config``'s), the name that guards pyright's 32-bit copies, and the one
that guards pyright's open parameter bounds (stubs/_pyright_parameters.py)."""


def load_generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("stubs_generate", STUBS / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["stubs_generate"] = module
    spec.loader.exec_module(module)
    return module


def test_regenerated_stubs_and_cases_equal_the_committed_files() -> None:
    """Regenerate everything in memory (the generator checks every overload list against
    the lattice by replaying first-match resolution) and compare with the repository."""
    generate = load_generator()
    stubs, cases = generate.generate("hybrid")
    stale = [name for name, text in stubs.items() if (STUBS / name).read_text() != text]
    stale += [name for name, text in cases.items() if (generate.CASES / name).read_text() != text]
    assert not stale, f"out of date (run python stubs/generate.py): {stale}"


def package_path(stub: Path) -> Path:
    """Where stubs/<module>.pyi sits in the package: jaxtypes/<module>.pyi, or
    jaxtypes/<module>/__init__.pyi for a package (lax); stubs/lax.linalg.pyi is
    jaxtypes/lax/linalg.pyi."""
    parts = stub.stem.split(".")
    folder = REPO / "jaxtypes" / Path(*parts)
    return folder / "__init__.pyi" if folder.is_dir() else folder.with_suffix(".pyi")


def test_every_stub_is_beside_its_module_in_the_package() -> None:
    """The package's stub of each module links to stubs/<module>.pyi, so that checkers (and the wheel) see it."""
    for stub in STUBS.glob("*.pyi"):
        beside = package_path(stub)
        assert beside.is_symlink() and beside.resolve() == stub.resolve(), beside


def test_stubs_name_what_the_modules_define() -> None:
    """Every public name of a stubbed module exists at run time, and the other way round."""
    import ast
    import importlib

    load_generator()  # (it puts stubs/ on the path)
    from _exports import module_statements

    for stub in STUBS.glob("*.pyi"):
        module_name = "jaxtypes" if stub.stem == "__init__" else f"jaxtypes.{stub.stem}"
        module = importlib.import_module(module_name)
        tree = ast.parse(stub.read_text())
        declared = set()
        for node in module_statements(tree.body):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                declared.add(node.name)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                declared.add(node.target.id)
            elif isinstance(node, ast.Assign):
                declared.update(t.id for t in node.targets if isinstance(t, ast.Name))
            elif isinstance(node, ast.ImportFrom):
                declared.update(a.asname for a in node.names if a.asname and a.asname == a.name)
        public_stub = {n for n in declared if (not n.startswith("_") or n.startswith("__") and n.endswith("__"))
                       and n not in STUB_ONLY}
        missing = sorted(n for n in public_stub if not hasattr(module, n))
        assert not missing, f"{module_name}: the stub declares names the module lacks: {missing}"
        untyped = sorted(set(getattr(module, "__all__", ())) - public_stub)
        assert not untyped, f"{module_name}: public names without a stub: {untyped}"
        exported = [node.value for node in module_statements(tree.body) if isinstance(node, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)]
        assert len(exported) == 1, f"{stub.name}: no __all__ (mypy would export every private helper)"
        assert sorted(ast.literal_eval(exported[0])) == sorted(module.__all__), f"{stub.name}: __all__ differs"


def test_64_bit_mode_definitions_come_as_three_guarded_copies() -> None:
    """Every definition that differs between the modes comes as ``if not JAXTYPES_X64 and
    False`` (mypy's 32-bit copy), ``if JAXTYPES_X64`` (the 64-bit one) and ``if not MYPY
    and not JAXTYPES_X64`` (pyright's 32-bit copy, the same definitions after the
    statements that end pyright's overload chains): mypy keeps the first definition and
    pyright the last, each reads only its own 32-bit copy. Mode aliases (type aliases
    only) come with pyright's copy second: a checker that cannot decide a guard takes an
    alias's first reachable definition (see stubs/_modes.py)."""
    import ast

    def guard(text: str) -> str:
        return ast.unparse(ast.parse(text, mode="eval").body)

    def aliases_only(block: ast.If) -> bool:
        return all(isinstance(n, ast.AnnAssign) and ast.unparse(n.annotation) == "TypeAlias" for n in block.body)

    mypy_copy, wide_copy, pyright_copy_guard = (
        guard("not JAXTYPES_X64 and False"), guard("JAXTYPES_X64"), guard("not MYPY and not JAXTYPES_X64"))
    found = aliases = 0
    for stub in STUBS.glob("*.pyi"):
        for node in ast.walk(ast.parse(stub.read_text())):
            body = getattr(node, "body", None)
            if not isinstance(body, list):
                continue
            for i, statement in enumerate(body):
                if not isinstance(statement, ast.If) or "JAXTYPES_X64" not in ast.unparse(statement.test):
                    continue
                test = ast.unparse(statement.test)
                if test == mypy_copy:
                    found += 1
                    where = (stub.name, statement.lineno)
                    wide, pyright_copy = body[i + 1], body[i + 2]
                    if aliases_only(statement):
                        aliases += 1
                        wide, pyright_copy = pyright_copy, wide
                        assert isinstance(wide, ast.If) and aliases_only(wide), where
                    assert isinstance(wide, ast.If) and ast.unparse(wide.test) == wide_copy, where
                    assert isinstance(pyright_copy, ast.If), where
                    assert ast.unparse(pyright_copy.test) == pyright_copy_guard, where
                    assert not (statement.orelse or wide.orelse or pyright_copy.orelse), where
                    last = [n for n in pyright_copy.body
                            if not (isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant))]
                    assert ast.dump(ast.Module(last, [])) == ast.dump(ast.Module(statement.body, [])), where
                else:
                    assert test in (wide_copy, pyright_copy_guard), (stub.name, statement.lineno, test)
    assert aliases, "no mode aliases in the stubs"
    assert found, "no 64-bit mode branches in the stubs"


def test_no_union_holds_a_class_with_the_protocol_that_matches_it_alone() -> None:
    """An abstract operand is written as its class (``floating``: every subclass too)
    where first-match allows, else as ``_Exactly_floating``; a union with both is one
    that ty reduces to the protocol (the class matches it) after dropping ``float32`` as a
    subclass of the class, which loses ``float32``. ``_TopArg`` holds every protocol."""
    import ast

    categories = ("generic", "number", "integer", "signedinteger", "unsignedinteger",
                  "inexact", "floating", "complexfloating")
    aliases: dict[str, set[str]] = {}
    unions: list[tuple[str, int, set[str]]] = []

    def members(node: ast.expr) -> set[str]:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            return members(node.left) | members(node.right)
        return {ast.unparse(node)}

    for stub in STUBS.glob("*.pyi"):
        for node in ast.walk(ast.parse(stub.read_text())):
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                aliases[node.target.id] = members(node.value)
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
                unions.append((stub.name, node.lineno, members(node)))

    def expanded(names: set[str]) -> set[str]:
        out: set[str] = set()
        for name in names:
            out |= expanded(aliases[name]) if name.startswith(("_Union", "_TopArg")) and name in aliases else {name}
        return out

    assert any(c in expanded(u) for c in categories for _, _, u in unions), "no class of a category in a union"
    clashes = [(stub, line, c) for stub, line, union in unions for c in categories
               if {c, f"_Exactly_{c}"} <= expanded(union)]
    assert not clashes, clashes[:5]
