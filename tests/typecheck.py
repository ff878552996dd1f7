"""Run mypy and pyright over files and collect their errors as (file, line, message)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

CASES = Path(__file__).resolve().parent.parent / "typecheck_cases"
MARKER = re.compile(r"#\s*E(?:\[(mypy|pyright)\])?:\s*(.*)$")
MYPY_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+): error: (?P<message>.*)$")


@dataclass(frozen=True)
class Diagnostic:
    file: Path
    line: int
    message: str


def run_mypy(files: list[Path], config: Path | None = CASES / "mypy.ini", cwd: Path | None = None,
             python: str = sys.executable) -> list[Diagnostic]:
    with tempfile.TemporaryDirectory() as cache:
        command = [python, "-m", "mypy", "--cache-dir", cache, "--no-error-summary",
                   "--show-absolute-path", "--hide-error-context", "--no-color-output"]
        if config is not None:
            command += ["--config-file", str(config)]
        result = subprocess.run(command + [str(f) for f in files], capture_output=True, text=True, cwd=cwd)
    if result.returncode not in (0, 1) or "Traceback" in result.stderr:
        raise RuntimeError(f"mypy failed to run (exit {result.returncode}):\n{result.stdout}\n{result.stderr}")
    found = []
    for line in result.stdout.splitlines():
        match = MYPY_LINE.match(line)
        if match:
            found.append(Diagnostic(Path(match["file"]).resolve(), int(match["line"]), match["message"]))
    return found


def run_pyright(files: list[Path], project: Path | None = CASES, cwd: Path | None = None,
                python: str = sys.executable) -> list[Diagnostic]:
    command = [python, "-m", "pyright", "--outputjson", "--pythonpath", python]
    if project is not None:
        command += ["--project", str(project)]
    result = subprocess.run(command + [str(f) for f in files], capture_output=True, text=True, cwd=cwd)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"pyright failed to run (exit {result.returncode}):\n{result.stdout}\n{result.stderr}") from None
    return [
        Diagnostic(Path(d["file"]).resolve(), d["range"]["start"]["line"] + 1, d["message"])
        for d in report["generalDiagnostics"] if d["severity"] == "error"
    ]


def expected_errors(path: Path, checker: str) -> dict[int, str]:
    """Lines marked ``# E: why`` (or ``# E[checker]: why``) that the checker must report."""
    expected = {}
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        match = MARKER.search(text)
        if match and match[1] in (None, checker):
            expected[number] = match[2]
    return expected
