"""typecheck_cases/ through mypy and pyright: pass/ must be clean, fail/ markers all reported,
reveal/ clean under pyright; and every reveal/ case run, its runtime dtypes compared with
the static types (64-bit mode on, which the stubs describe, and off, where a 64-bit type
stands for its 32-bit form).

mypy without the plugin checks pass/ and fail/ here (the stubs alone must be right for
it too); tests/test_mypy_plugin.py runs every case through mypy with the plugin. mypy runs
from typecheck_cases/ so that it reads jaxtypes from the installed package, as a user's
mypy does (from the repository root it would check the generated stubs as source).
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from tests.typecheck import CASES, Diagnostic, expected_errors, run_mypy, run_pyright, run_reveal

PASS = sorted((CASES / "pass").glob("*.py"))
FAIL = sorted((CASES / "fail").glob("*.py"))
REVEAL = sorted((CASES / "reveal").glob("*.py"))
CHECKED = {"mypy": PASS + FAIL, "pyright": PASS + FAIL + REVEAL}


@cache
def diagnostics(checker: str) -> dict[Path, list[Diagnostic]]:
    """One checker run over all its files, grouped by file."""
    by_file: dict[Path, list[Diagnostic]] = defaultdict(list)
    if checker == "mypy":
        found = run_mypy(CHECKED[checker], cwd=CASES)
    else:
        found = run_pyright(CHECKED[checker])
    for diagnostic in found:
        by_file[diagnostic.file].append(diagnostic)
    return by_file


def describe(found: list[Diagnostic]) -> str:
    return "\n".join(f"{d.file.name}:{d.line}: {d.message}" for d in found)


@pytest.mark.parametrize("checker", ["mypy", "pyright"])
@pytest.mark.parametrize("path", PASS, ids=[p.name for p in PASS])
def test_pass_case_is_clean(checker: str, path: Path) -> None:
    found = diagnostics(checker).get(path.resolve(), [])
    assert not found, f"{checker} reported errors in a pass/ case:\n{describe(found)}"


@pytest.mark.parametrize("checker", ["mypy", "pyright"])
@pytest.mark.parametrize("path", FAIL, ids=[p.name for p in FAIL])
def test_fail_case_reports_every_marker_and_nothing_else(checker: str, path: Path) -> None:
    expected = expected_errors(path, checker)
    assert expected, f"{path.name} has no '# E:' markers"
    found = diagnostics(checker).get(path.resolve(), [])
    reported = {d.line for d in found}
    missing = {line: why for line, why in expected.items() if line not in reported}
    unexpected = [d for d in found if d.line not in expected]
    assert not missing, f"{checker} did not report: " + ", ".join(f"{path.name}:{n} ({w})" for n, w in missing.items())
    assert not unexpected, f"{checker} reported unmarked errors:\n{describe(unexpected)}"


@pytest.mark.parametrize("path", REVEAL, ids=[p.name for p in REVEAL])
def test_reveal_case_types_as_asserted_under_pyright(path: Path) -> None:
    found = diagnostics("pyright").get(path.resolve(), [])
    assert not found, f"pyright disagrees with reveal/{path.name} (each line: file:line: message):\n{describe(found)}"


@pytest.mark.parametrize("x64", [True, False], ids=["x64", "x32"])
@pytest.mark.parametrize("path", REVEAL, ids=[p.name for p in REVEAL])
def test_reveal_case_runs_with_the_static_dtypes(path: Path, x64: bool) -> None:
    """What pyright infers (the file's assert_type lines, which it accepts above) is what
    the runtime produces: dtype and weak type of every asserted array."""
    checks, mismatches = run_reveal(path, x64)
    assert checks, f"{path.name} asserts nothing"
    assert not mismatches, f"{len(mismatches)} of {checks} runtime results differ from the static types:\n" + "\n".join(
        map(str, mismatches[:40]))
