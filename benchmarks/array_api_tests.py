"""Conformance of ``jaxtypes.numpy`` to the Python Array API standard, next to ``jax.numpy``.

Runs the standard's test suite (https://github.com/data-apis/array-api-tests) against
each namespace with the same settings: API version 2024.12, 64-bit mode on
(``JAX_ENABLE_X64=1``, which both libraries read), a fixed Hypothesis seed and 20
examples per test (tests that check elements one by one get a tenth of that, as the
suite decides). Each test module runs in its own pytest process, and pytest-json-report
records every case.

It prints, per namespace, how many cases passed, failed, errored (in setup, or a module
that could not be collected or ended without a report) and were skipped; a skipped case
never counts as passing. A case that made its process die or grow past ``--memory-limit``
counts as ``crashed``: the module is run again without it. Then the number of cases that
pass on ``jax.numpy`` but fail (or are skipped) on ``jaxtypes.numpy``, the reasons for
skips, the ``jaxtypes.numpy`` failures counted by exception type, and each of them with
its reason (exception type and the first line of its message; for each exception of a
group when Hypothesis found several), grouped by test module.

The suite keeps Hypothesis's deadline of 800 ms per example, so a slow case fails with
``DeadlineExceeded`` (and slow input generation with ``FailedHealthCheck``): those
depend on the machine and its load. ``--pytest-args=--disable-deadline`` drops the
deadline for both namespaces.

Get the suite, with the spec it reads as a submodule, and its requirements::

    git clone --recursive https://github.com/data-apis/array-api-tests
    .venv/bin/pip install -r array-api-tests/requirements.txt

Run::

    .venv/bin/python benchmarks/array_api_tests.py path/to/array-api-tests \\
        [--max-examples 20] [--seed 0] [--timeout 3600] [--memory-limit 8] \\
        [--json results.json] [--tests test_linalg.py] [--pytest-args="-k matmul"]

The checkout may also be given as ``ARRAY_API_TESTS_DIR``. A ``skips.txt`` or
``xfails.txt`` in its root applies to both namespaces. ``--timeout`` is the time a
namespace may take in all; when it runs out, the module running is interrupted (its
finished cases are kept) and the modules after it are not run.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

SUBJECT = "jaxtypes.numpy"
REFERENCE = "jax.numpy"
API_VERSION = "2024.12"
FAILING = ("failed", "error", "crashed")
SHOWN_OUTCOMES = ("passed", "failed", "error", "skipped")
ROW_LABELS = {"error": "errored"}
INTERRUPT_GRACE_S = 120.0
POLL_S = 0.5
MAX_CRASHES_PER_MODULE = 5
REASON_WIDTH = 200
MEMBER_WIDTH = 160
EXCEPTION_LINE = re.compile(r"[A-Za-z_][\w.]*(: |$)")
GROUP_TRACEBACK_LINE = re.compile(r"^\s*\| (\S.*)$")
GROUP_NAMES = ("ExceptionGroup", "BaseExceptionGroup")
VERBOSE_STATUS = re.compile(r" (PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS)\b")


@dataclass(frozen=True)
class Case:
    """One test case (or a module that could not be run) and how it ended."""

    nodeid: str
    outcome: str
    reason: str


@dataclass
class Attempt:
    """One pytest process over one test module."""

    cases: dict[str, Case] | None
    returncode: int | None
    timed_out: bool
    over_memory: bool
    last_started: str | None


@dataclass
class Run:
    """The suite's run against one namespace."""

    namespace: str
    seconds: float = 0.0
    timed_out: bool = False
    cases: dict[str, Case] = field(default_factory=dict)

    def count(self, outcome: str) -> int:
        return sum(case.outcome == outcome for case in self.cases.values())

    def failures(self) -> list[Case]:
        return sorted((case for case in self.cases.values() if case.outcome in FAILING), key=lambda c: c.nodeid)


def shorten(line: str, width: int = REASON_WIDTH) -> str:
    return line if len(line) <= width else line[: width - 3] + "..."


def first_line(text: str) -> str:
    return shorten(next((part.strip() for part in text.splitlines() if part.strip()), ""))


def skip_reason(longrepr: str) -> str:
    """pytest reports a skip as the repr of ``(path, line, "Skipped: why")``."""
    try:
        parsed = ast.literal_eval(longrepr)
    except (ValueError, SyntaxError):
        return first_line(longrepr)
    if isinstance(parsed, tuple) and len(parsed) == 3:
        return first_line(str(parsed[2]).removeprefix("Skipped: "))
    return first_line(longrepr)


def group_members(longrepr: str) -> list[str]:
    """The first line of each exception in the traceback of an exception group (Hypothesis
    raises one when it finds several distinct failures)."""
    members = []
    for line in longrepr.splitlines():
        match = GROUP_TRACEBACK_LINE.match(line)
        if match and EXCEPTION_LINE.match(match[1]) and not match[1].startswith(GROUP_NAMES):
            members.append(shorten(match[1], MEMBER_WIDTH))
    return list(dict.fromkeys(members))


def assertion_reason(message: str) -> str:
    """A bare ``assert`` fails with pytest's explanation: its first line and the line
    saying what the false value was."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    where = lines[1].lstrip("+ ") if len(lines) > 1 and lines[1].startswith("+") else ""
    return shorten(f"AssertionError: {lines[0]}" + (f" ({where})" if where else ""))


def stage_reason(stage: Mapping[str, Any]) -> str:
    longrepr = str(stage.get("longrepr", ""))
    if stage.get("outcome") == "skipped":
        return skip_reason(longrepr)
    crash = stage.get("crash")
    message = str(crash["message"]) if crash and crash.get("message") else ""
    if message.startswith(GROUP_NAMES) and (members := group_members(longrepr)):
        return f"{message.split(':', 1)[0]}: " + "; ".join(members)
    if message.startswith("assert "):
        return assertion_reason(message)
    if message:
        return first_line(message)
    errors = [line[1:].strip() for line in longrepr.splitlines() if line.startswith("E ")]
    return first_line(errors[0] if errors else "\n".join(reversed(longrepr.splitlines())))


def kind(case: Case) -> str:
    """The failure's exception type, without its module."""
    if case.outcome == "crashed":
        return "crashed"
    match = re.match(r"[\w.]+", case.reason.removeprefix("collection: "))
    return match[0].rsplit(".", 1)[-1] if match else "(no reason)"


def case_of(test: Mapping[str, Any]) -> Case:
    outcome = str(test["outcome"])
    reason = ""
    if outcome != "passed":
        for name in ("setup", "call", "teardown"):
            stage = test.get(name)
            if stage and stage.get("outcome") != "passed":
                reason = stage_reason(stage)
                break
    return Case(str(test["nodeid"]), outcome, reason)


def collection_errors(collectors: Iterable[Mapping[str, Any]]) -> list[Case]:
    return [
        Case(str(c["nodeid"]), "error", "collection: " + stage_reason(c))
        for c in collectors
        if c.get("outcome") == "failed"
    ]


def read_report(path: Path) -> dict[str, Case]:
    report = json.loads(path.read_text())
    cases = [case_of(test) for test in report.get("tests", [])]
    cases += collection_errors(report.get("collectors", []))
    return {case.nodeid: case for case in cases}


def last_started(log: Path) -> str | None:
    """The case pytest ``-v`` announced last, if it never reported how it ended."""
    lines = [line.rstrip() for line in log.read_text(errors="replace").splitlines()]
    announced = [line for line in lines if line.startswith("array_api_tests/") and "::" in line]
    if not announced or VERBOSE_STATUS.search(announced[-1]):
        return None
    return announced[-1]


def resident_bytes(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    match = re.search(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE)
    return int(match.group(1)) * 1024 if match else 0


def stop(process: subprocess.Popen[bytes]) -> None:
    """Interrupt ``process`` (pytest then still writes its report), and kill it if that
    does not end it."""
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=INTERRUPT_GRACE_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def watch(process: subprocess.Popen[bytes], deadline: float, memory_limit: int) -> tuple[bool, bool]:
    """Wait for ``process``, killing it when its resident memory passes ``memory_limit``
    bytes and interrupting it at ``deadline``: (timed out, over memory)."""
    while process.poll() is None:
        if time.monotonic() >= deadline:
            stop(process)
            return True, False
        if resident_bytes(process.pid) > memory_limit:
            process.kill()
            process.wait()
            return False, True
        time.sleep(POLL_S)
    return False, False


def pytest_command(
    python: str, target: str, report: Path, deselected: Iterable[str], args: argparse.Namespace
) -> list[str]:
    return [
        python, "-m", "pytest", target,
        "-v", "-p", "no:cacheprovider", "--continue-on-collection-errors",
        "--max-examples", str(args.max_examples),
        "--hypothesis-seed", str(args.seed),
        "--json-report", f"--json-report-file={report}",
        "--json-report-omit", "keywords", "streams", "log", "warnings", "traceback",
        *(f"--deselect={nodeid}" for nodeid in deselected),
        *shlex.split(args.pytest_args),
    ]  # fmt: skip


def suite_environment(namespace: str, api_version: str, scratch: Path) -> dict[str, str]:
    return {
        **os.environ,
        "ARRAY_API_TESTS_MODULE": namespace,
        "ARRAY_API_TESTS_VERSION": api_version,
        "JAX_ENABLE_X64": "1",
        "HYPOTHESIS_STORAGE_DIRECTORY": str(scratch / "hypothesis"),
    }


def attempt(
    checkout: Path, namespace: str, target: str, deselected: Iterable[str], deadline: float, args: argparse.Namespace
) -> Attempt:
    with tempfile.TemporaryDirectory(prefix="array-api-tests-") as folder:
        scratch = Path(folder)
        report, log = scratch / "report.json", scratch / "pytest.log"
        command = pytest_command(args.python, target, report, deselected, args)
        environment = suite_environment(namespace, args.api_version, scratch)
        with log.open("wb") as out:
            process = subprocess.Popen(command, cwd=checkout, env=environment, stdout=out, stderr=subprocess.STDOUT)
            timed_out, over_memory = watch(process, deadline, int(args.memory_limit * 2**30))
        cases = read_report(report) if report.exists() else None
        return Attempt(cases, process.returncode, timed_out, over_memory, last_started(log))


def crash_reason(result: Attempt, memory_limit: float) -> str:
    if result.over_memory:
        return f"resident memory passed {memory_limit:g} GiB (the process was killed)"
    return f"the process ended without a report (exit code {result.returncode})"


def run_module(
    checkout: Path, namespace: str, target: str, deadline: float, args: argparse.Namespace
) -> tuple[dict[str, Case], bool]:
    """The cases of one test module, re-running it without each case that crashes it:
    (cases, timed out)."""
    crashed: dict[str, Case] = {}
    for _ in range(MAX_CRASHES_PER_MODULE + 1):
        result = attempt(checkout, namespace, target, crashed, deadline, args)
        if result.cases is not None:
            return {**result.cases, **crashed}, result.timed_out
        reason = crash_reason(result, args.memory_limit)
        if result.timed_out or result.last_started is None or result.last_started in crashed:
            break
        crashed[result.last_started] = Case(result.last_started, "crashed", reason)
    whole = Case(target, "error", "timed out without a report" if result.timed_out else reason)
    return {**crashed, target: whole}, result.timed_out


def run_suite(checkout: Path, namespace: str, targets: list[str], args: argparse.Namespace) -> Run:
    run = Run(namespace)
    start = time.monotonic()
    deadline = start + args.timeout
    for target in targets:
        if time.monotonic() >= deadline:
            run.timed_out = True
            break
        cases, timed_out = run_module(checkout, namespace, target, deadline, args)
        run.cases.update(cases)
        run.timed_out |= timed_out
        failing = sum(case.outcome in FAILING for case in cases.values())
        print(f"  {target}: {len(cases)} cases, {failing} failing", flush=True)
    run.seconds = time.monotonic() - start
    return run


def outcome_rows(runs: list[Run]) -> list[tuple[str, list[str]]]:
    others = sorted({case.outcome for run in runs for case in run.cases.values()} - set(SHOWN_OUTCOMES))
    rows = [(ROW_LABELS.get(o, o), [str(run.count(o)) for run in runs]) for o in (*SHOWN_OUTCOMES, *others)]
    rows.append(("total", [str(len(run.cases)) for run in runs]))
    rows.append(("time (s)", [f"{run.seconds:.0f}" + (" (timed out)" if run.timed_out else "") for run in runs]))
    return rows


def print_table(runs: list[Run]) -> None:
    rows = outcome_rows(runs)
    label_width = max(len(label) for label, _ in rows)
    widths = [max(len(run.namespace), *(len(cells[i]) for _, cells in rows)) for i, run in enumerate(runs)]
    print(" " * label_width + "".join(f"  {run.namespace:>{w}}" for run, w in zip(runs, widths, strict=True)))
    for label, cells in rows:
        print(f"{label:<{label_width}}" + "".join(f"  {cell:>{w}}" for cell, w in zip(cells, widths, strict=True)))


def passing_only_on(reference: Run, subject: Run, outcomes: tuple[str, ...]) -> list[str]:
    """Cases that pass on ``reference`` and end in one of ``outcomes`` on ``subject``."""
    return sorted(
        nodeid
        for nodeid, case in subject.cases.items()
        if case.outcome in outcomes and nodeid in reference.cases and reference.cases[nodeid].outcome == "passed"
    )


def module_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0].removeprefix("array_api_tests/")


def short_name(nodeid: str) -> str:
    return nodeid.split("::", 1)[-1]


def print_failures(subject: Run, reference: Run) -> None:
    by_module: dict[str, list[Case]] = {}
    for case in subject.failures():
        by_module.setdefault(module_of(case.nodeid), []).append(case)
    print(f"\nFailing on {subject.namespace} ({len(subject.failures())}), by test module:")
    for module, cases in by_module.items():
        print(f"\n{module} ({len(cases)})")
        for case in cases:
            other = reference.cases.get(case.nodeid)
            note = f"[{reference.namespace}: {other.outcome if other else 'not run'}]"
            print(f"  {short_name(case.nodeid)}  {note}\n      {case.outcome}: {case.reason}")


def print_skip_reasons(runs: list[Run], top: int = 10) -> None:
    for run in runs:
        reasons = Counter(case.reason for case in run.cases.values() if case.outcome == "skipped")
        if reasons:
            print(f"\nSkip reasons on {run.namespace}:")
            for reason, count in reasons.most_common(top):
                print(f"  {count:5d}  {reason}")


def print_failure_kinds(subject: Run, reference: Run) -> None:
    regressions = set(passing_only_on(reference, subject, FAILING))
    every = Counter(kind(case) for case in subject.failures())
    new = Counter(kind(case) for case in subject.failures() if case.nodeid in regressions)
    width = max(map(len, every), default=0)
    print(f"\nFailing on {subject.namespace} by kind (all; of those, passing on {reference.namespace}):")
    for name, count in every.most_common():
        print(f"  {name:<{width}}  {count:4d}  {new[name]:4d}")


def print_summary(subject: Run, reference: Run) -> None:
    print_table([subject, reference])
    print()
    for passing, other, outcomes, verb in (
        (reference, subject, FAILING, "fail"),
        (reference, subject, ("skipped",), "skipped"),
        (subject, reference, FAILING, "fail"),
    ):
        count = len(passing_only_on(passing, other, outcomes))
        print(f"pass on {passing.namespace}, {verb} on {other.namespace}: {count}")
    print_skip_reasons([subject, reference])
    print_failure_kinds(subject, reference)
    print_failures(subject, reference)


def write_details(path: Path, runs: list[Run], args: argparse.Namespace) -> None:
    keys = ("api_version", "max_examples", "seed", "memory_limit", "pytest_args")
    settings = {key: getattr(args, key) for key in keys}
    details = {
        "settings": {**settings, "x64": True},
        "runs": [
            {**asdict(run), "cases": [asdict(case) for case in sorted(run.cases.values(), key=lambda c: c.nodeid)]}
            for run in runs
        ],
    }
    path.write_text(json.dumps(details, indent=1) + "\n")


def checkout_path(given: str | None) -> Path:
    location = given or os.environ.get("ARRAY_API_TESTS_DIR")
    if not location:
        sys.exit("give the array-api-tests checkout as an argument or in ARRAY_API_TESTS_DIR")
    checkout = Path(location).expanduser().resolve()
    if not (checkout / "array_api_tests").is_dir():
        sys.exit(f"{checkout} is not an array-api-tests checkout (no array_api_tests/ in it)")
    if not any((checkout / "array-api").glob("*")):
        sys.exit(f"{checkout}/array-api is empty: clone with --recursive or run `git submodule update --init`")
    return checkout


def test_modules(checkout: Path, names: list[str] | None) -> list[str]:
    if names:
        return [f"array_api_tests/{name.removeprefix('array_api_tests/')}" for name in names]
    return [f"array_api_tests/{path.name}" for path in sorted((checkout / "array_api_tests").glob("test_*.py"))]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("checkout", nargs="?", help="array-api-tests checkout (default: $ARRAY_API_TESTS_DIR)")
    parser.add_argument("--max-examples", type=int, default=20, help="Hypothesis examples per test (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="Hypothesis seed, the same for both (default 0)")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds per namespace (default 3600)")
    parser.add_argument(
        "--memory-limit", type=float, default=8.0, help="GiB of resident memory per process (default 8)"
    )
    parser.add_argument("--api-version", default=API_VERSION, help=f"ARRAY_API_TESTS_VERSION (default {API_VERSION})")
    parser.add_argument("--tests", nargs="+", help="test modules of array_api_tests/ to run (default: all)")
    parser.add_argument("--pytest-args", default="", help="more pytest arguments for every run, as one string")
    parser.add_argument(
        "--python", default=sys.executable, help="interpreter with both libraries and the suite's requirements"
    )
    parser.add_argument("--json", type=Path, help="write every case's outcome and reason here")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    checkout = checkout_path(args.checkout)
    targets = test_modules(checkout, args.tests)
    runs = []
    for namespace in (SUBJECT, REFERENCE):
        print(f"{namespace}:", flush=True)
        runs.append(run_suite(checkout, namespace, targets, args))
    print()
    print_summary(runs[0], runs[1])
    if args.json:
        write_details(args.json, runs, args)
        print(f"\ndetails written to {args.json}")


if __name__ == "__main__":
    main()
