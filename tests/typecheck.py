"""Run mypy and pyright over files and collect their errors as (file, line, message)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


# ---------------------------------------------------------------------------
# Running reveal/ cases: the runtime dtype of every assert_type against its static type
# ---------------------------------------------------------------------------

X32_MARKER = re.compile(r"#\s*x32:\s*([\w*]+)")


@dataclass(frozen=True)
class RevealMismatch:
    file: Path
    line: int
    static: str
    runtime: str

    def __str__(self) -> str:
        return f"{self.file.name}:{self.line}: static {self.static}, at run time {self.runtime}"


def run_reveal(path: Path, x64: bool, strict: bool = False) -> tuple[int, list[RevealMismatch]]:
    """Execute a reveal/ file (64-bit mode on or off, standard or strict promotion) with
    ``assert_type`` recording each value, and compare every value with the asserted
    static type: an array's dtype and weak type, a dtype, a tuple's members.

    With 64-bit mode off a 64-bit dtype in a static type stands for its 32-bit form (as
    ``jnp.float64`` does at run time); a line marked ``# x32: <dtype>`` (``i*``/``f*``/``c*``
    for a weak result) gives its result with 64-bit mode off where that reading does not
    hold. Returns (number of checks, mismatches)."""
    import typing

    import typing_extensions

    import jaxtypes

    records: list[tuple[int, Any, Any]] = []

    def recording_assert_type(value: Any, typ: Any, /) -> Any:
        records.append((sys._getframe(1).f_lineno, value, typ))
        return value

    source = path.read_text()
    lines = source.splitlines()
    saved = typing.assert_type, typing_extensions.assert_type
    typing.assert_type = typing_extensions.assert_type = recording_assert_type  # type: ignore[assignment]
    try:
        with jaxtypes.enable_x64(x64), jaxtypes.numpy_dtype_promotion("strict" if strict else "standard"):
            exec(compile(source, str(path), "exec"), {"__name__": f"reveal_{path.stem}", "__file__": str(path)})
    finally:
        typing.assert_type, typing_extensions.assert_type = saved
    mismatches = []
    for line, value, typ in records:
        marker = X32_MARKER.search(lines[line - 1]) if not x64 else None
        if not runtime_matches(value, typ, x64, marker[1] if marker else None):
            mismatches.append(RevealMismatch(path, line, _show(typ), _show_value(value)))
    return len(records), mismatches


def _show(typ: Any) -> str:
    return repr(typ).replace("jaxtypes._array.", "").replace("jaxtypes.numpy.", "").replace("<class '", "").replace("'>", "")


def _show_value(value: Any) -> str:
    if hasattr(value, "dtype") and not isinstance(value, type):
        return f"{value.dtype}{' (weak)' if getattr(value, 'weak_type', False) else ''}"
    return repr(value)


def runtime_matches(value: Any, expected: Any, x64: bool, x32_node: str | None = None) -> bool:
    """Whether a run-time value is of the static type ``expected``, read with the stubs'
    convention (a 64-bit dtype stands for its 32-bit one when x64 is off); ``x32_node``:
    an array's lattice node with 64-bit mode off, where that reading does not hold."""
    import types
    import typing

    import numpy as np

    from jaxtypes import Array

    if expected is Any:
        return True
    origin = typing.get_origin(expected)
    if origin in (typing.Union, types.UnionType):
        return any(runtime_matches(value, member, x64, x32_node) for member in typing.get_args(expected))
    if expected is Array:
        expected, origin = Array[Any], Array
    if origin is tuple:
        members = typing.get_args(expected)
        if len(members) == 2 and members[1] is Ellipsis:  # tuple[int, ...]
            members = (members[0],) * len(value) if isinstance(value, tuple) else ()
        return (isinstance(value, tuple) and len(value) == len(members)
                and all(runtime_matches(v, m, x64) for v, m in zip(value, members)))
    if origin is np.dtype:
        (scalar,) = typing.get_args(expected)
        return isinstance(value, np.dtype) and (scalar is Any or value == np.dtype(scalar))
    if origin is Array:
        (dtype_type,) = typing.get_args(expected)
        return isinstance(value, Array) and _dtype_matches(value.dtype, value.weak_type, dtype_type, x64, x32_node)
    if expected is bool:
        return isinstance(value, bool)
    if expected is float:
        return isinstance(value, (int, float))
    if expected is complex:
        return isinstance(value, (int, float, complex))
    if origin is not None:
        return isinstance(value, origin)
    if isinstance(expected, type):
        return isinstance(value, expected)
    raise AssertionError(f"the runtime check does not know the type {expected!r}")


def _dtype_matches(dtype: Any, weak: bool, expected: Any, x64: bool, x32_node: str | None) -> bool:
    import types
    import typing

    from jaxtypes import dtypes

    if x32_node is not None:
        if x32_node in dtypes.WEAK_NODES:
            return weak and dtypes.weak_node_of_kind(dtype) == x32_node
        return not weak and dtype == dtypes.REGISTRY[x32_node].dtype
    if expected is Any:
        return True
    if typing.get_origin(expected) in (typing.Union, types.UnionType):
        return any(_dtype_matches(dtype, weak, m, x64, None) for m in typing.get_args(expected))
    kind = dtypes.dtype_info(dtype).kind
    if expected in (int, float, complex):
        return weak and kind in {int: ("int", "uint"), float: ("float",), complex: ("complex",)}[expected]
    if weak:
        return False
    if "dtype" in vars(expected):  # a concrete scalar type
        with dtypes.enable_x64(x64):
            return bool(dtype == dtypes.canonicalize_dtype(expected.dtype))
    return dtypes.issubdtype(dtype, expected)
