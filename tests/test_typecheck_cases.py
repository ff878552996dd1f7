"""typecheck_cases/ through mypy and pyright: pass/ must be clean, fail/ markers all reported."""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from tests.typecheck import CASES, Diagnostic, expected_errors, run_mypy, run_pyright

PASS = sorted((CASES / "pass").glob("*.py"))
FAIL = sorted((CASES / "fail").glob("*.py"))
CHECKERS = {"mypy": run_mypy, "pyright": run_pyright}


@cache
def diagnostics(checker: str) -> dict[Path, list[Diagnostic]]:
    """One checker run over every pass/ and fail/ file, grouped by file."""
    by_file: dict[Path, list[Diagnostic]] = defaultdict(list)
    for diagnostic in CHECKERS[checker](PASS + FAIL):
        by_file[diagnostic.file].append(diagnostic)
    return by_file


def describe(found: list[Diagnostic]) -> str:
    return "\n".join(f"{d.file.name}:{d.line}: {d.message}" for d in found)


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("path", PASS, ids=[p.name for p in PASS])
def test_pass_case_is_clean(checker: str, path: Path) -> None:
    found = diagnostics(checker).get(path.resolve(), [])
    assert not found, f"{checker} reported errors in a pass/ case:\n{describe(found)}"


@pytest.mark.parametrize("checker", CHECKERS)
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
