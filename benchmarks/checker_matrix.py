"""The README's checker table: every checker on typecheck_cases/ and its time on the
1000-line array-heavy file of ``checker_speed.py``, all on the installed wheel.

Builds the wheel, installs it in a fresh virtual environment (tests/installed.py), then
runs mypy (alone and with the plugin), pyright, basedpyright, pyrefly and ty over every
pass/, fail/ and reveal/ file, and prints one Markdown row per checker: its version, the
share of reveal/ cases (``assert_type`` lines) it gets exact, whether pass/ is clean (and
how many errors it reports there), how many fail/ ``# E`` markers it reports, and its wall
time on the array-heavy file (best of ``--repeat`` fresh processes; mypy with an empty
cache). With 64-bit mode on (``--x64``, the default) it also counts the reveal/ cases
exact as asserted for that mode: ``defineConstant`` for the pyright family, ``always_true``
for mypy, the plugin's own option; pyrefly and ty cannot define the constant. Run::

    .venv/bin/python benchmarks/checker_matrix.py [--lines 1000] [--repeat 1] [--no-x64]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "benchmarks"), str(REPO)]
from checker_speed import array_heavy_file  # noqa: E402

from tests import checker_matrix as cm  # noqa: E402
from tests.installed import build_wheel, fresh_venv  # noqa: E402
from tests.typecheck import CASES, STUB_CONSTANT, run_mypy, run_pyright, source_in_mode  # noqa: E402

MYPY_INI = (CASES / "mypy.ini").read_text().rstrip() + "\n"
ROWS = ("mypy", "mypy + plugin", "pyright", "basedpyright", "pyrefly", "ty")


def write_configs(folder: Path, x64: bool) -> None:
    """The cases' checker settings in ``folder``, for a 64-bit mode."""
    settings = json.loads((CASES / "pyrightconfig.json").read_text())
    if x64:
        settings["defineConstant"] = {STUB_CONSTANT: True}
    (folder / "pyrightconfig.json").write_text(json.dumps(settings))
    (folder / "pyrefly.toml").write_text("")
    (folder / "mypy.ini").write_text(MYPY_INI + (f"always_true = {STUB_CONSTANT}\n" if x64 else ""))
    (folder / "plugin.ini").write_text(MYPY_INI + "plugins = jaxtypes.mypy_plugin\n\n[jaxtypes]\n"
                                       f"jax_enable_x64 = {str(x64).lower()}\n")


def run(row: str, files: list[Path], python: str, folder: Path) -> list[cm.Diagnostic]:
    if row == "mypy":
        return run_mypy(files, config=folder / "mypy.ini", cwd=folder, python=python, cold=True)
    if row == "mypy + plugin":
        return run_mypy(files, config=folder / "plugin.ini", cwd=folder, python=python, cold=True)
    if row == "pyright":
        return run_pyright(files, project=folder, cwd=folder, python=python)
    return cm.RUNNERS[row](files, python, folder)


def version(row: str) -> str:
    return cm.checker_version(row.split(" ")[0])


def case_outcome(row: str, python: str, folder: Path, x64: bool) -> cm.Outcome:
    """The row's checker over the cases (reveal/ only, as asserted for 64-bit mode, if ``x64``)."""
    folder.mkdir(parents=True)
    write_configs(folder, x64)
    files = []
    for part in ("reveal",) if x64 else cm.PARTS:
        (folder / part).mkdir()
        for source in sorted((CASES / part).glob("*.py")):
            files.append(folder / part / source.name)
            files[-1].write_text(source_in_mode(source, x64))
    outcome = cm.outcome(row.split(" ")[0], files, run(row, files, python, folder), folder)
    outcome.checker = row
    return outcome


def seconds_on_file(row: str, python: str, folder: Path, lines: int, repeat: int) -> float:
    folder.mkdir(parents=True)
    write_configs(folder, x64=False)
    target = folder / "arrays.py"
    target.write_text(array_heavy_file(lines, numpy=False))
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run(row, [target], python, folder)
        times.append(time.perf_counter() - start)
    return min(times)


def percent(part: int, whole: int) -> str:
    """Rounded down: 5337 of 5339 is 99.9%, not 100.0%."""
    return f"{math.floor(1000 * part / whole) / 10}% ({part}/{whole})" if whole else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=1, help="runs on the array-heavy file (the best is printed)")
    parser.add_argument("--no-x64", dest="x64", action="store_false", help="skip 64-bit mode")
    parser.add_argument("--checkers", default=",".join(ROWS), help="a comma-separated subset of: " + ", ".join(ROWS))
    args = parser.parse_args()
    rows = args.checkers.split(",")

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        venv = fresh_venv(build_wheel(root / "dist"), root / "venv")
        header = "| checker | version | reveal/ exact | pass/ clean (errors) | fail/ markers reported |"
        header += " reveal/ exact, 64-bit mode |" if args.x64 else ""
        header += f" {args.lines}-line file |"
        print(f"Python {sys.version.split()[0]}; cases: {', '.join(cm.PARTS)}/ of typecheck_cases/\n")
        print(header)
        print("|" + " --- |" * header.count(" |"))
        for row in rows:
            slug = row.replace(" + ", "-")
            out = case_outcome(row, venv.python, root / slug / "x32", x64=False)
            cells = [row, version(row), percent(out.reveal_exact, out.reveal_cases),
                     f"{'yes' if out.pass_errors == 0 else 'no'} ({out.pass_errors})",
                     f"{out.fail_reported} of {out.fail_markers}"]
            if args.x64:
                if row in ("pyrefly", "ty"):
                    cells.append("cannot define the constant")
                else:
                    out64 = case_outcome(row, venv.python, root / slug / "x64", x64=True)
                    cells.append(percent(out64.reveal_exact, out64.reveal_cases))
            cells.append(f"{seconds_on_file(row, venv.python, root / slug / 'speed', args.lines, args.repeat):.1f} s")
            print("| " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
