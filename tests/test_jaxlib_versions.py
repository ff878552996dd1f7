"""The backend against every supported jaxlib: what it calls exists there, with the
arguments it passes (tests/jaxlib_surface.py, snapshots in tests/jaxlib_signatures/)."""

from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests import jaxlib_surface as surface

REPO = Path(__file__).resolve().parent.parent
SNAPSHOT_PATHS = sorted(surface.SNAPSHOTS.glob("*.json"), key=lambda p: surface.version_tuple(p.stem))


def _jaxlib_requirement() -> str:
    dependencies = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    [requirement] = [d for d in dependencies if re.match(r"jaxlib\b", d)]
    return requirement


@pytest.mark.parametrize("path", SNAPSHOT_PATHS, ids=lambda p: p.stem)
def test_every_use_of_the_backend_is_in_the_snapshot(path: Path) -> None:
    assert surface.problems(surface.load(path)) == []


def test_the_installed_jaxlib_matches_its_committed_snapshot(tmp_path: Path) -> None:
    """The snapshots are readings: the installed jaxlib's, taken again in a process
    without jax, is the committed one."""
    version = importlib.import_module("jaxlib.version").__version__
    path = surface.SNAPSHOTS / f"{version}.json"
    assert path.exists(), f"no snapshot of the installed jaxlib {version}: write it with tests/jaxlib_surface.py --write"
    subprocess.run([sys.executable, str(REPO / "tests" / "jaxlib_surface.py"), "--write", str(tmp_path)],
                   check=True, capture_output=True, cwd=REPO)
    assert surface.load(tmp_path / path.name) == surface.load(path)


def test_the_declared_range_is_the_range_of_the_snapshots() -> None:
    """pyproject's range starts at the oldest snapshot and admits every snapshot, one
    snapshot per minor release it admits, and no newer minor release."""
    requirement = _jaxlib_requirement()
    lower = re.search(r">=\s*([\d.]+)", requirement)
    upper = re.search(r"<\s*([\d.]+)", requirement)
    assert lower and upper, f"jaxlib must be declared as a range, got {requirement!r}"
    versions = [surface.version_tuple(p.stem) for p in SNAPSHOT_PATHS]
    assert surface.version_tuple(lower.group(1)) == versions[0]
    assert all(v < surface.version_tuple(upper.group(1)) for v in versions)
    minors = {v[:2] for v in versions}
    first, end = versions[0][:2], surface.version_tuple(upper.group(1))[:2]
    admitted = {(0, minor) for minor in range(first[1], end[1])}
    assert minors == admitted, f"snapshots cover {sorted(minors)}, the range admits {sorted(admitted)}"


def _jaxlib_names_in_backend() -> set[str]:
    """Every ``jax_.X...``, ``lib.jax.X...``, ``lib.hlo.X...`` or ``_lib().jax.X...`` chain
    of ``runtime/backend.py``, spelled ``_jax.X...`` / ``_hlo.X...``."""
    tree = ast.parse((REPO / "runtime" / "backend.py").read_text())
    names = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        parts: list[str] = []
        inner: ast.expr = node
        while isinstance(inner, ast.Attribute):
            parts.insert(0, inner.attr)
            inner = inner.value
        root = inner.id if isinstance(inner, ast.Name) else "call" if isinstance(inner, ast.Call) else ""
        if root == "jax_" and parts:
            names.add(".".join(["_jax", *parts]))
        elif root in ("lib", "call") and len(parts) >= 2 and parts[0] in ("jax", "hlo"):
            names.add(".".join([f"_{parts[0]}", *parts[1:]]))
    return names


def test_every_module_level_name_the_backend_reads_is_listed() -> None:
    listed = {use.name for use in surface.USES}
    # the longest chains only: `_jax.HostBufferSemantics` is read to reach its member
    used = _jaxlib_names_in_backend()
    leaves = {n for n in used if not any(other.startswith(n + ".") for other in used)}
    assert leaves - listed == set()


def test_a_keyword_a_newer_jaxlib_dropped_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """jaxlib 0.11 dropped ``_skip_checks`` of ``array_result_handler``: the check reports
    that call on 0.11 and 0.12, as it would report any use a version lacks."""
    monkeypatch.setattr(surface, "USES", (surface.Use("_jax.array_result_handler", (3, ("_skip_checks",))),
                                          surface.Use("_jax.no_such_function")))
    for path in SNAPSHOT_PATHS:
        found = surface.problems(surface.load(path))
        dropped = any("array_result_handler" in line for line in found)
        assert dropped == (surface.version_tuple(path.stem) >= (0, 11)), (path.stem, found)
        assert any("no _jax.no_such_function" in line for line in found)


def test_the_newest_jaxlib_run_tests_on_is_the_newest_snapshot() -> None:
    """``./run test`` ends with the runtime's tests on ``NEWEST_JAXLIB``."""
    newest = re.search(r"^NEWEST_JAXLIB=([\d.]+)$", (REPO / "run").read_text(), re.M)
    assert newest and newest.group(1) == SNAPSHOT_PATHS[-1].stem
