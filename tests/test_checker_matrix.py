"""typecheck_cases/ through basedpyright, pyrefly and ty on the installed wheel: each
disagrees with exactly the lines its known limitations list (tests/checker_matrix.py),
so that a fixed checker and a new regression both fail here. Each checker runs once over
the case files (``TEST_SKIPS`` aside), all of them at the same time."""

from __future__ import annotations

import pytest

from tests.checker_matrix import (
    CHECKERS,
    PARTS,
    TEST_SKIPS,
    RULE_SETS,
    Outcome,
    assert_lines,
    checker_version,
    expected_disagreements,
    marker_lines,
    ranges,
    run_matrix,
    table_versions,
)
from tests.installed import FreshVenv
from tests.typecheck import CASES

# One xdist worker builds the wheel, installs it (the session's ``fresh_venv``, shared with
# tests/test_packaging.py) and runs the matrix.
pytestmark = pytest.mark.xdist_group("installed-wheel")

RUNS = [*CHECKERS, *(f"basedpyright-{r}" for r in RULE_SETS)]
# what each run checks: the rule sets only pass/
RUN_PARTS = [(c, part) for c in CHECKERS for part in PARTS] + [(f"basedpyright-{r}", "pass") for r in RULE_SETS]


@pytest.fixture(scope="module")
def matrix(fresh_venv: FreshVenv, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    return run_matrix(fresh_venv.python, tmp_path_factory.mktemp("checker-matrix"))


def describe(outcome: Outcome, lines: dict[str, set[int]]) -> str:
    return "\n".join(f"  {file}:{n}: {' / '.join(outcome.disagreements[file].get(n, ['(agrees)']))[:300]}"
                     for file in sorted(lines) for n in sorted(lines[file]))


@pytest.mark.parametrize("run", RUNS)
def test_the_table_is_for_the_installed_version(run: str) -> None:
    versions = table_versions(run)
    assert versions <= {checker_version(run.split("-")[0])}, (
        f"LIMITATIONS lists {run} at {sorted(versions)}, {checker_version(run.split('-')[0])} is installed: "
        "run the matrix and update the table")


@pytest.mark.parametrize(("run", "part"), RUN_PARTS)
def test_exactly_the_known_limitations_disagree(matrix: dict[str, Outcome], run: str, part: str) -> None:
    """reveal/: the lines not exact; pass/: the lines not clean; fail/: markers missed
    and unmarked lines reported."""
    outcome = matrix[run]
    observed = {f: lines for f, lines in outcome.disagreeing_lines().items() if f.startswith(part + "/")}
    expected = {f: lines for f, lines in expected_disagreements(run).items() if f.startswith(part + "/")}
    new = {f: lines - expected.get(f, set()) for f, lines in observed.items() if lines - expected.get(f, set())}
    fixed = {f: lines - observed.get(f, set()) for f, lines in expected.items() if lines - observed.get(f, set())}
    assert not new, (f"{run} {outcome.version} disagrees with lines LIMITATIONS does not list (a regression in "
                     f"the stubs, or a checker change to record):\n{describe(outcome, new)}\n"
                     + "\n".join(f"  {f}: {ranges(lines)}" for f, lines in new.items()))
    assert not fixed, (f"{run} {outcome.version} now agrees with lines LIMITATIONS lists: remove them\n"
                       + "\n".join(f"  {f}: {ranges(lines)}" for f, lines in fixed.items()))


@pytest.mark.parametrize("checker", CHECKERS)
def test_every_case_was_seen_and_every_fail_file_flagged(matrix: dict[str, Outcome], checker: str) -> None:
    """The counts behind the README table: every reveal/ case counted, every fail/ marker
    reported by every checker, and basedpyright, like pyright, exact on every reveal/
    case and clean on pass/."""
    outcome = matrix[checker]
    reveal = [f for f in (CASES / "reveal").glob("*.py") if f"reveal/{f.name}" not in TEST_SKIPS.get(checker, ())]
    assert outcome.reveal_cases == sum(len(assert_lines(f.read_text())) for f in reveal)
    fail = [f for f in (CASES / "fail").glob("*.py") if f"fail/{f.name}" not in TEST_SKIPS.get(checker, ())]
    assert outcome.fail_markers == sum(len(marker_lines(f.read_text())) for f in fail)
    assert outcome.fail_reported == outcome.fail_markers
    if checker == "basedpyright":
        assert (outcome.reveal_exact, outcome.pass_errors) == (outcome.reveal_cases, 0)
    else:
        assert 0 < outcome.reveal_exact < outcome.reveal_cases
