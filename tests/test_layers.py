"""The runtime's layers: compilation_cache, backend < core, devices < interpreters < lax <
numpy < scipy, random < nn. A module imports no private name of another module, and imports from a
higher layer only inside a function, marked with the cycle that forces it there
(``# cycle: ...``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

RUNTIME = Path(__file__).resolve().parents[1] / "runtime"
LAYERS = {"compilation_cache": 0, "backend": 0, "core": 1, "devices": 1, "interpreters": 2, "lax": 3, "numpy": 4, "scipy": 5,
          "random": 5, "nn": 6, "debug": 3, "environment": 1}
MODULES = sorted(RUNTIME.rglob("*.py"))


def runtime_imports(path: Path) -> list[tuple[ast.ImportFrom, list[str]]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("jaxtypes.runtime."):
            found.append((node, node.module.split(".")[2:]))  # type: ignore[union-attr]
    return found


def test_the_walk_sees_the_runtime() -> None:
    assert len(MODULES) > 40 and sum(len(runtime_imports(p)) for p in MODULES) > 200


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(RUNTIME)))
def test_imports_follow_the_layers(path: Path) -> None:
    parts = path.relative_to(RUNTIME).parts
    layer = LAYERS[parts[0].removesuffix(".py")] if parts[0] != "__init__.py" else 0
    lines = path.read_text().splitlines()
    problems = []
    for node, target in runtime_imports(path):
        private = [a.name for a in node.names if a.name.startswith("_") and not a.name.endswith("__")]
        if private and target[-1] != path.stem:
            problems.append(f"line {node.lineno}: private names {private} of {node.module}")
        if LAYERS.get(target[0], 0) > layer:
            comment = " ".join(lines[node.lineno - 1:node.end_lineno])
            if node.col_offset == 0 or "# cycle:" not in comment:
                problems.append(f"line {node.lineno}: {node.module} is a higher layer; import it inside the "
                                "function that needs it, with '# cycle: ...' saying which cycle forces that")
    assert not problems, "\n".join(problems)
