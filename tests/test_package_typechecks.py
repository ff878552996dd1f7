"""The package's own source is clean under mypy --strict and pyright."""

from __future__ import annotations

from pathlib import Path

from tests.typecheck import run_mypy, run_pyright

PACKAGE = Path(__file__).resolve().parent.parent / "jaxtypes"


def test_mypy_strict_on_the_package(tmp_path: Path) -> None:
    strict = tmp_path / "mypy.ini"
    strict.write_text("[mypy]\nstrict = True\n")
    found = run_mypy([PACKAGE], config=strict, cwd=PACKAGE.parent)
    assert not found, "\n".join(f"{d.file}:{d.line}: {d.message}" for d in found)


def test_pyright_on_the_package() -> None:
    found = run_pyright([PACKAGE], project=None, cwd=PACKAGE.parent)
    assert not found, "\n".join(f"{d.file}:{d.line}: {d.message}" for d in found)
