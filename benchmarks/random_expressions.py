"""Seeded random array expressions (tests/random_expressions.py) at scale: per checker and
64-bit mode, the share of lines whose static answer agrees exactly with the jaxtypes
runtime, the share where the runtime agrees with jax, and samples of the disagreements
grouped by class (who disagrees, the outermost operation and its operands' kinds).
pyrefly and ty cannot define the stubs' 64-bit constant: they run in x32 mode only.

``--line-times``: pyright's time on each line of a generated file, slowest first. Each
line goes in a file of its own after the prelude; pyright checks 20 such files per run,
a prelude-only file first to absorb its start (loading the stubs), and with ``--verbose``
logs ``Long operation: checking: <file> (<ms>)`` for each file that takes 2 s or more
(lines under 2 s are counted, not timed; a line's time is in a warm pyright, which may
reuse what it learnt on earlier files of the run). The prelude's own share of a file
(the wall time of pyright on many prelude-only files) is subtracted. A run past its
limit (``--line-timeout`` plus 5 s a file) is retried on halves of the files after the
last one it logged (pyright checks files in the order given), down to single files: a
line alone past its limit is reported as timed out. ``--fresh`` times every line in a
pyright process of its own instead (the wall time less the median of five prelude-only
runs), which resolves lines under 2 s: slower, about two seconds a line, one process at a
time (a pyright process takes more than a core, so two at once slow each other). Run::

    .venv/bin/python benchmarks/random_expressions.py --lines 300 --seeds 1,2 --modes x32,x64 \\
        --checkers mypy-plugin,pyright,basedpyright,pyrefly,ty
    .venv/bin/python benchmarks/random_expressions.py --line-times [--lines 500 --seeds 1 --line-timeout 300]
    .venv/bin/python benchmarks/random_expressions.py --line-times --fresh [--lines 500 --seeds 1]
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO)]
from tests.random_expressions import (  # noqa: E402
    CHECKERS, X32_ONLY, Expr, LineResult, evaluate, generate, run_command, source)
from tests.typecheck import CASES  # noqa: E402

# ---------------------------------------------------------------------------
# Agreement
# ---------------------------------------------------------------------------


def agreement(mode: list[LineResult], checkers: list[str]) -> None:
    """One mode's shares of lines that agree, per checker and for the runtimes."""
    print(f"\n== {'x64' if mode[0].x64 else 'x32'}: {len(mode)} lines ==")
    ran = Counter("raises" if r.runtime.error else "runs" for r in mode)
    print(f"jaxtypes runtime: {ran['runs']} run, {ran['raises']} raise")
    for checker in [c for c in checkers if c in mode[0].static]:
        verdicts = Counter(r.verdict(checker) for r in mode)
        wrong = ", ".join(f"{v} {n}" for v, n in verdicts.most_common() if v != "agrees")
        gap = sum(not r.agrees(checker) and r.known_gap(checker) for r in mode)
        print(f"{checker:>16}: {share(verdicts['agrees'], len(mode))} agree with the runtime"
              + (f" ({wrong})" if wrong else "")
              + (f"; {gap} of these the known gap, a weak array as an operator's receiver (not listed below)"
                 if gap else ""))
    print(f"{'runtime vs jax':>16}: {share(sum(r.jax_agrees for r in mode), len(mode))} agree", flush=True)


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / max(whole, 1):.1f}%)"


def print_classes(results: list[LineResult], samples: int, classes: int) -> None:
    """Disagreements grouped by who disagrees and the line's class label, largest first
    (a checker's timeouts are only counted, in ``agreement``)."""
    groups: dict[tuple[str, str], list[LineResult]] = defaultdict(list)
    for r in results:
        for who in r.disagreements():
            if who == "jax" or r.verdict(who) != "timed out":
                groups[who, r.expression.label].append(r)
    for who in sorted({w for w, _ in groups}):
        mine = sorted(((label, rs) for (w, label), rs in groups.items() if w == who), key=lambda g: -len(g[1]))
        total = sum(len(rs) for _, rs in mine)
        print(f"\n== disagreements of {who}: {total} lines in {len(mine)} classes (largest {classes}) ==")
        for label, rs in mine[:classes]:
            kinds = Counter("runtimes differ" if who == "jax" else r.verdict(who) for r in rs)
            print(f"\n{label}: {len(rs)} ({', '.join(f'{k} {n}' for k, n in kinds.most_common())})")
            for r in rs[:samples]:
                print("  " + r.describe().replace("\n", "\n  "))


# ---------------------------------------------------------------------------
# pyright's time per line
# ---------------------------------------------------------------------------

LONG_CHECK = re.compile(r"Long operation: checking: file://(?P<path>\S+) \((?P<ms>\d+)ms\)")
PYRIGHT = [sys.executable, "-m", "pyright", "--verbose", "--pythonpath", sys.executable, "--project", str(CASES)]


def pyright_run(files: list[Path], timeout: float) -> tuple[dict[Path, float], bool]:
    """Seconds per file that pyright logged (2 s or more) and whether it finished in time."""
    try:
        out, finished = run_command(PYRIGHT + [str(f) for f in files], timeout).stdout, True
    except subprocess.TimeoutExpired as e:
        out, finished = str(e.stdout or ""), False
    return {Path(m["path"]): int(m["ms"]) / 1000 for m in LONG_CHECK.finditer(out)}, finished


def prelude_cost(folder: Path, copies: int = 10) -> float:
    """Seconds pyright spends on the prelude in each file (after the first)."""
    files = []
    for i in range(copies + 1):
        files.append(folder / f"prelude_{i}.py")
        files[-1].write_text(source([])[0])
    walls = []
    for subset in (files[:1], files):
        start = time.perf_counter()
        run_command(PYRIGHT + [str(f) for f in subset], 600)
        walls.append(time.perf_counter() - start)
    return max(0.0, (walls[1] - walls[0]) / copies)


def line_times(lines: list[Expr], folder: Path, chunk: int, limit: float, workers: int) -> dict[int, float | None]:
    """Seconds per line index (None: timed out alone) for the lines pyright logged."""
    warm_up = folder / "warm_up.py"
    warm_up.write_text(source([])[0])
    files = []
    for i, line in enumerate(lines):
        files.append(folder / f"line_{i:04d}.py")
        files[-1].write_text(source([line])[0])
    index = {f.resolve(): i for i, f in enumerate(files)}
    times: dict[int, float | None] = {}
    pending = [files[i:i + chunk] for i in range(0, len(files), chunk)]
    with ThreadPoolExecutor(workers) as pool:
        while pending:
            runs = {pool.submit(pyright_run, [warm_up, *group], limit + 5 * len(group)): group for group in pending}
            pending = []
            for future, group in runs.items():
                logged, finished = future.result()
                times.update({index[p.resolve()]: s for p, s in logged.items() if p.resolve() in index})
                if finished:
                    continue
                if len(group) == 1:
                    times[index[group[0].resolve()]] = None
                    continue
                done = max((k for k, f in enumerate(group) if f.resolve() in logged), default=-1)
                rest = group[done + 1:]
                pending += [half for half in (rest[:len(rest) // 2], rest[len(rest) // 2:]) if half]
            print(f"  ... {len(times)} lines timed so far, {sum(map(len, pending))} lines to retry", file=sys.stderr)
    return times


def report_line_times(lines: list[Expr], chunk: int, limit: float, workers: int, top: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        cost = prelude_cost(Path(tmp))
        times = line_times(lines, Path(tmp), chunk, limit, workers)
        wall = time.perf_counter() - start
    timed = {i: t for i, t in times.items() if t is not None}
    out = [i for i, t in times.items() if t is None]
    print(f"\n== pyright per line: {len(lines)} lines, {wall:.0f} s wall; the prelude's share of a file, "
          f"{cost:.2f} s, subtracted ==")
    print(f"{len(lines) - len(times)} lines under 2 s, {len(timed)} at 2 s or more "
          f"(together {sum(timed.values()) - cost * len(timed):.0f} s), {len(out)} past {limit:.0f} s alone")
    for i in out:
        print(f"  timed out  {lines[i].text}")
    for i, t in sorted(timed.items(), key=lambda item: -item[1])[:top]:
        print(f"  {t - cost:7.1f} s  {lines[i].text}")


def timed_run(files: list[Path], timeout: float) -> float | None:
    """pyright's wall time on these files (None: past ``timeout``)."""
    start = time.perf_counter()
    try:
        run_command(PYRIGHT + [str(f) for f in files], timeout)
    except subprocess.TimeoutExpired:
        return None
    return time.perf_counter() - start


def report_fresh_line_times(lines: list[Expr], limit: float, top: int) -> None:
    """Each line in a pyright process of its own, less the prelude's own time."""
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        prelude = Path(tmp) / "prelude.py"
        prelude.write_text(source([])[0])
        base = statistics.median(t for t in (timed_run([prelude], 600) for _ in range(5)) if t is not None)
        files = []
        for i, line in enumerate(lines):
            files.append(Path(tmp) / f"line_{i:04d}.py")
            files[-1].write_text(source([line])[0])
        walls = [timed_run([f], limit + base) for f in files]
        wall = time.perf_counter() - start
    times = {i: None if w is None else max(0.0, w - base) for i, w in enumerate(walls)}
    timed = sorted((t for t in times.values() if t is not None), reverse=True)
    print(f"\n== pyright per line, a process each: {len(lines)} lines, {wall:.0f} s wall; the prelude alone "
          f"{base:.2f} s (median of 5), subtracted ==")
    for bound in (0.25, 0.5, 1, 2, 10):
        print(f"  over {bound:5.2f} s: {sum(t > bound for t in timed)} lines")
    print(f"  median {statistics.median(timed):.2f} s, slowest {timed[0]:.2f} s; "
          f"{sum(t is None for t in times.values())} past {limit:.0f} s")
    for i, t in sorted(times.items(), key=lambda item: -(item[1] if item[1] is not None else 1e9))[:top]:
        print(f"  {'timed out' if t is None else f'{t:7.2f} s'}  {lines[i].text}")


# ---------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, help="lines per seed and mode (default 300; --line-times: 500 per seed)")
    parser.add_argument("--seeds", default="1", help="comma-separated generator seeds")
    parser.add_argument("--modes", default="x32,x64")
    parser.add_argument("--checkers", default="mypy-plugin,pyright")
    parser.add_argument("--chunk", type=int, default=100, help="lines per checker file (one checker run each)")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per checker run")
    parser.add_argument("--workers", type=int, default=2, help="checker processes at a time")
    parser.add_argument("--samples", type=int, default=3, help="example lines per class")
    parser.add_argument("--classes", type=int, default=15, help="classes shown per checker")
    parser.add_argument("--line-times", action="store_true", help="pyright's time per line instead")
    parser.add_argument("--line-timeout", type=float, default=300, help="--line-times: seconds per line")
    parser.add_argument("--top", type=int, default=25, help="--line-times: slowest lines shown")
    parser.add_argument("--fresh", action="store_true", help="--line-times: a pyright process per line")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    if args.line_times:
        lines = [e for seed in seeds for e in generate(seed, args.lines or 500)]
        if args.fresh:
            report_fresh_line_times(lines, limit=args.line_timeout, top=args.top)
        else:
            report_line_times(lines, chunk=20, limit=args.line_timeout, workers=args.workers, top=args.top)
        return
    checkers = args.checkers.split(",")
    unknown = set(checkers) - set(CHECKERS)
    if unknown:
        parser.error(f"unknown checkers {sorted(unknown)}: choose from {', '.join(CHECKERS)}")
    results: list[LineResult] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for mode in args.modes.split(","):
            x64 = {"x32": False, "x64": True}[mode]
            mine = [c for c in checkers if not (x64 and c in X32_ONLY)]
            in_mode: list[LineResult] = []
            for seed in seeds:
                in_mode += evaluate(generate(seed, args.lines or 300), x64, mine, Path(tmp) / f"{mode}-{seed}",
                                    timeout=args.timeout, chunk=args.chunk, workers=args.workers)
            agreement(in_mode, checkers)
            print(f"  ({time.perf_counter() - start:.0f} s so far)", flush=True)
            results += in_mode
    print(f"\n{len(results)} lines (seeds {args.seeds}; {args.lines or 300} per seed and mode), "
          f"{time.perf_counter() - start:.0f} s wall")
    print_classes(results, args.samples, args.classes)


if __name__ == "__main__":
    main()
