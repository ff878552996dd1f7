"""typecheck_cases/ through mypy and pyright: pass/ must be clean, fail/ markers all
reported, reveal/ clean in both 64-bit modes (the default, and ``JAXTYPES_X64`` turned
on as a user's configuration does it: pyright's ``defineConstant``, mypy's
``always_true``); and every reveal/ case run in both modes, its runtime dtypes compared
with the static types of that mode.

mypy here runs without the plugin (the stubs alone must be right for it too);
tests/test_mypy_plugin.py runs every case through mypy with the plugin. Both checkers
run on copies of the cases in a folder outside the repository, so that they read
jaxtypes from the installed package, as a user's checker does (from the repository
root mypy would check the generated stubs as source).
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from tests.typecheck import (
    CASES,
    Diagnostic,
    expected_errors,
    mode_copies,
    mode_project,
    run_mypy,
    run_pyright,
    run_reveal,
)

PASS = sorted((CASES / "pass").glob("*.py"))
FAIL = sorted((CASES / "fail").glob("*.py"))
REVEAL = sorted((CASES / "reveal").glob("*.py"))
MODES = [False, True]
MODE_IDS = ["x32", "x64"]


def on_run(checker: str, x64: bool = False) -> pytest.MarkDecorator:
    """The tests reading one checker run (``diagnostics``) go to one xdist worker
    (``--dist loadgroup``), so that the run happens once."""
    return pytest.mark.xdist_group(f"cases-{checker}-{MODE_IDS[x64]}")


CHECKERS = [pytest.param(checker, marks=on_run(checker), id=checker) for checker in ("mypy", "pyright")]
# The reveal files executed (tests/typecheck.py's execute_reveal) are shared with
# tests/test_runtime_typecheck.py: one worker runs all the tests reading them.
REVEAL_EXECUTION = pytest.mark.xdist_group("reveal-execution")


@cache
def diagnostics(checker: str, x64: bool) -> dict[Path, list[Diagnostic]]:
    """One checker run over all its files in a mode, grouped by original file (in 64-bit
    mode: reveal/ only, through their 64-bit copies). The copies are checked from their
    folder outside the repository, so the checkers read the editable install as a user's
    project does (tests/test_packaging.py relies on it)."""
    copies = mode_copies(REVEAL if x64 else PASS + FAIL + REVEAL, x64, outside=True)
    folder = mode_project(x64)
    by_file: dict[Path, list[Diagnostic]] = defaultdict(list)
    if checker == "mypy":
        found = run_mypy(list(copies), config=folder / "mypy.ini", cwd=folder)
    else:
        found = run_pyright(list(copies), project=folder, cwd=folder)
    for diagnostic in found:
        original = copies.get(diagnostic.file)
        if original is not None:
            by_file[original].append(Diagnostic(original, diagnostic.line, diagnostic.message))
    return by_file


def needs_plugin(path: Path) -> set[int]:
    return {n for n, line in enumerate(path.read_text().splitlines(), start=1) if "# mypy-needs-plugin:" in line}


def describe(found: list[Diagnostic]) -> str:
    return "\n".join(f"{d.file.name}:{d.line}: {d.message}" for d in found)


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("path", PASS, ids=[p.name for p in PASS])
def test_pass_case_is_clean(checker: str, path: Path) -> None:
    found = diagnostics(checker, False).get(path.resolve(), [])
    assert not found, f"{checker} reported errors in a pass/ case:\n{describe(found)}"


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("path", FAIL, ids=[p.name for p in FAIL])
def test_fail_case_reports_every_marker_and_nothing_else(checker: str, path: Path) -> None:
    expected = expected_errors(path, checker)
    assert expected, f"{path.name} has no '# E:' markers"
    found = diagnostics(checker, False).get(path.resolve(), [])
    reported = {d.line for d in found}
    missing = {line: why for line, why in expected.items() if line not in reported}
    unexpected = [d for d in found if d.line not in expected]
    assert not missing, f"{checker} did not report: " + ", ".join(f"{path.name}:{n} ({w})" for n, w in missing.items())
    assert not unexpected, f"{checker} reported unmarked errors:\n{describe(unexpected)}"


@pytest.mark.parametrize(("checker", "x64"), [
    pytest.param(checker, x64, marks=on_run(checker, x64), id=f"{checker}-{MODE_IDS[x64]}")
    for x64 in MODES for checker in ("mypy", "pyright")])
@pytest.mark.parametrize("path", REVEAL, ids=[p.name for p in REVEAL])
def test_reveal_case_types_as_asserted(path: Path, checker: str, x64: bool) -> None:
    """Lines marked ``# mypy-needs-plugin: why`` are left to mypy with the plugin
    (tests/test_mypy_plugin.py), which gets them right."""
    found = diagnostics(checker, x64).get(path.resolve(), [])
    if checker == "mypy":
        exempt = needs_plugin(path)
        found = [d for d in found if d.line not in exempt]
    assert not found, (f"{checker} ({MODE_IDS[x64]}) disagrees with reveal/{path.name} "
                       f"(each line: file:line: message):\n{describe(found)}")


@REVEAL_EXECUTION
@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
@pytest.mark.parametrize("path", REVEAL, ids=[p.name for p in REVEAL])
def test_reveal_case_runs_with_the_static_dtypes(path: Path, x64: bool) -> None:
    """What the checkers infer in a mode (the file's assert_type lines, which they accept
    above) is what the runtime produces in that mode: dtype and weak type of every
    asserted array."""
    checks, mismatches = run_reveal(path, x64)
    assert checks, f"{path.name} asserts nothing"
    assert not mismatches, f"{len(mismatches)} of {checks} runtime results differ from the static types:\n" + "\n".join(
        map(str, mismatches[:40]))


@on_run("pyright")
def test_pyright_names_the_dtypes_of_a_lax_mistake() -> None:
    """pyright's message for two arrays of different dtypes in a binary lax operation
    names both dtypes (the last overload's parameter, ``lax_named_mistake`` in
    stubs/generate.py), not only "No overloads for __call__"."""
    path = CASES / "fail" / "stubs_rejected.py"
    found = diagnostics("pyright", False).get(path.resolve(), [])
    lines = path.read_text().splitlines()
    for text, first, second in (("lax.add(i16, f32)", "float32", "int16"),
                                ("lax.add(f32, jnp.float16(1))", "float16", "float32")):
        line = next(n for n, source in enumerate(lines, 1) if source.startswith(text))
        messages = " ".join(d.message for d in found if d.line == line)
        assert f'"Array[{first}]" is not assignable to "_LaxNeedsOneDtype_CastWithAstype[{second}]"' in messages, messages


def test_a_copy_of_a_file_gets_its_own_errors_from_a_warm_mypy(tmp_path: Path) -> None:
    """run_mypy's shared cache: a file and its copy in another folder, the same contents
    and configuration, each get their errors under their own path (mypy alone reports a
    cached module's errors under the path it was cached from)."""
    config = tmp_path / "mypy.ini"
    config.write_text("[mypy]\n")
    for folder in ("first", "second"):
        source = tmp_path / folder / "copied_module.py"
        source.parent.mkdir()
        source.write_text('x: int = "a str"\n')
        assert [(d.file, d.line) for d in run_mypy([source], config=config, cwd=tmp_path)] == [(source.resolve(), 1)]
