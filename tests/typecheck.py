"""Run mypy and pyright over files and collect their errors as (file, line, message).

Both 64-bit modes: a reveal/ line's ``assert_type`` gives the default mode's type (64-bit
mode off); ``# x64: <type>`` at its end gives the type with 64-bit mode on, where it
differs (on a ``def`` line: the return annotation in 64-bit mode). ``mode_copies`` writes the 64-bit version of case files (each marked line's
asserted type replaced, line numbers kept) beside a checker configuration that turns
the stubs' constant ``JAXTYPES_X64`` on, as a user's configuration does (and copies
for the default mode outside the repository, where asked).
"""

from __future__ import annotations

import ast
import atexit
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

CASES = Path(__file__).resolve().parent.parent / "typecheck_cases"
MARKER = re.compile(r"#\s*E(?:\[([\w,-]+)\])?:\s*(.*)$")
X64_MARKER = re.compile(r"#\s*x64:\s*(.+?)\s*$")
STUB_CONSTANT = "JAXTYPES_X64"
MYPY_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+): error: (?P<message>.*)$")


@dataclass(frozen=True)
class Diagnostic:
    file: Path
    line: int
    message: str


@cache
def _mypy_caches() -> Path:
    root = Path(tempfile.mkdtemp(prefix="jaxtypes-mypy-cache-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root


def mypy_cache(python: str, config: Path | None, files: list[Path]) -> Path:
    """The cache directory of this process's mypy runs with one interpreter, one
    configuration (its text) and files from the same folders: the installed stubs are read
    once, not at every run (a cold run on a one-line file takes about 5 s, a warm one well
    under 1 s). mypy rechecks a file with other contents, options or plugins and re-reports
    every error and note of the files it is given, so a warm run answers as a cold one. The
    folders are in the key because mypy (2.4) takes a cached module of the same name and
    contents at another path as fresh and reports its errors under the old path: a copy of
    a case in a temporary folder would get the errors of the original. One directory per
    process: the xdist workers do not share one."""
    text = config.read_text() if config is not None else ""
    folders = sorted({str(f.resolve().parent) for f in files})
    key = hashlib.sha256("\0".join([python, text, *folders]).encode()).hexdigest()[:16]
    return _mypy_caches() / key


def run_mypy(files: list[Path], config: Path | None = CASES / "mypy.ini", cwd: Path | None = None,
             python: str = sys.executable, cold: bool = False) -> list[Diagnostic]:
    """mypy's errors on ``files``; ``cold``: with an empty cache (for timing a cold run)."""
    with tempfile.TemporaryDirectory() as empty:
        cache = empty if cold else str(mypy_cache(python, config, files))
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
        Diagnostic(Path(d["file"]).resolve(), d["range"]["start"]["line"] + 1 if "range" in d else 0, d["message"])
        for d in report["generalDiagnostics"] if d["severity"] == "error"
    ]


def source_in_mode(path: Path, x64: bool) -> str:
    """A case file's source for a 64-bit mode: with it on, every ``assert_type`` on a line
    marked ``# x64: <type>`` asserts that type instead (lines keep their numbers)."""
    source = path.read_text()
    if not x64:
        return source
    lines = source.splitlines(keepends=True)
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for node in ast.walk(ast.parse(source)):
        typ: ast.expr | None = None
        if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "assert_type"
                and len(node.args) == 2 and node.lineno == node.end_lineno):
            typ = node.args[1]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            typ = node.returns  # a function's return annotation: ``def f() -> T:  # x64: U``
        marker = X64_MARKER.search(lines[typ.lineno - 1]) if typ is not None else None
        if typ is not None and marker and typ.lineno == typ.end_lineno:
            edits.setdefault(typ.lineno, []).append((typ.col_offset, typ.end_col_offset or 0, marker[1]))
    for number, spans in edits.items():
        line = lines[number - 1].encode()
        for start, end, text in sorted(spans, reverse=True):  # (ast offsets are in UTF-8 bytes)
            line = line[:start] + text.encode() + line[end:]
        lines[number - 1] = line.decode()
    marked = sum(1 for line in lines if X64_MARKER.search(line) and ("assert_type(" in line or "def " in line))
    if marked != len(edits):
        raise ValueError(f"{path}: a '# x64:' marker on a line without a one-line assert_type or return annotation")
    return "".join(lines)


@cache
def _copies_root(x64: bool) -> Path:
    root = Path(tempfile.mkdtemp(prefix=f"jaxtypes-{'x64' if x64 else 'x32'}-cases-"))
    atexit.register(shutil.rmtree, root, True)
    return root


def mode_copies(files: list[Path], x64: bool, outside: bool = False) -> dict[Path, Path]:
    """The files as checkers see them in a mode: with 64-bit mode on, or ``outside``,
    copies (``source_in_mode``) in the mode's folder outside the repository, whose
    ``pyrightconfig.json`` and ``mypy.ini`` (``mode_project``) are typecheck_cases/'s
    with the mode's constant; otherwise the files themselves. Copy -> original."""
    if not x64 and not outside:
        return {f.resolve(): f.resolve() for f in files}
    root = _copies_root(x64)
    out = {}
    for f in files:
        folder = root / f.parent.relative_to(CASES)
        folder.mkdir(parents=True, exist_ok=True)
        copy = folder / f.name
        copy.write_text(source_in_mode(f, x64))
        out[copy.resolve()] = f.resolve()
    return out


def mode_project(x64: bool) -> Path:
    """A pyright project folder (for ``run_pyright``'s ``project``) and mypy config
    (``mode_project(x64) / "mypy.ini"``) for a mode, outside the repository:
    typecheck_cases/'s settings, plus the constant in 64-bit mode."""
    root = _copies_root(x64)
    settings = json.loads((CASES / "pyrightconfig.json").read_text())
    mypy_ini = (CASES / "mypy.ini").read_text().rstrip() + "\n"
    if x64:
        settings["defineConstant"] = {STUB_CONSTANT: True}
        mypy_ini += f"always_true = {STUB_CONSTANT}\n"
    (root / "pyrightconfig.json").write_text(json.dumps(settings, indent=2))
    (root / "mypy.ini").write_text(mypy_ini)
    return root


def expected_errors(path: Path, checker: str) -> dict[int, str]:
    """Lines marked ``# E: why`` (or ``# E[checkers]: why``, a comma-separated list of
    ``mypy``, ``mypy-plugin``, ``pyright``; ``mypy`` is mypy with or without the plugin)
    that the checker (one of those names) must report."""
    expected = {}
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        match = MARKER.search(text)
        if not match:
            continue
        names = set(match[1].split(",")) if match[1] else None
        if names is None or checker in names or (checker == "mypy-plugin" and "mypy" in names):
            expected[number] = match[2]
    return expected


# ---------------------------------------------------------------------------
# Running reveal/ cases: the runtime dtype of every assert_type against its static type
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class RevealMismatch:
    file: Path
    line: int
    static: str
    runtime: str

    def __str__(self) -> str:
        return f"{self.file.name}:{self.line}: static {self.static}, at run time {self.runtime}"


@dataclass(frozen=True)
class RevealRun:
    records: tuple[tuple[int, Any, Any], ...]  # (line, value, asserted type) of each assert_type
    namespace: dict[str, Any]  # the file's globals afterwards (read only)


@cache
def execute_reveal(path: Path, x64: bool, strict: bool = False) -> RevealRun:
    """Execute a reveal/ file once per process and modes (64-bit mode on or off, standard
    or strict promotion), as ``source_in_mode`` gives it, with ``assert_type`` recording
    each value. Several test modules read the same run: executing every reveal file costs
    about a minute a mode, most of it compiling eager operations."""
    import typing

    import typing_extensions

    import jaxtypes

    records: list[tuple[int, Any, Any]] = []

    def recording_assert_type(value: Any, typ: Any, /) -> Any:
        records.append((sys._getframe(1).f_lineno, value, typ))
        return value

    namespace: dict[str, Any] = {"__name__": f"reveal_{path.stem}", "__file__": str(path)}
    saved = typing.assert_type, typing_extensions.assert_type
    typing.assert_type = typing_extensions.assert_type = recording_assert_type  # type: ignore[assignment]
    try:
        with jaxtypes.enable_x64(x64), jaxtypes.numpy_dtype_promotion("strict" if strict else "standard"):
            exec(compile(source_in_mode(path, x64), str(path), "exec"), namespace)
    finally:
        typing.assert_type, typing_extensions.assert_type = saved
    return RevealRun(tuple(records), namespace)


def run_reveal(path: Path, x64: bool, strict: bool = False) -> tuple[int, list[RevealMismatch]]:
    """Compare every value a reveal/ file asserts (``execute_reveal``) with the type
    asserted for that mode: an array's dtype (exactly: ``Array[int64]`` is an int64) and
    weak type, a dtype, a tuple's members. Returns (number of checks, mismatches)."""
    records = execute_reveal(path, x64, strict).records
    mismatches = [RevealMismatch(path, line, _show(typ), _show_value(value))
                  for line, value, typ in records if not runtime_matches(value, typ)]
    return len(records), mismatches


def _show(typ: Any) -> str:
    return repr(typ).replace("jaxtypes._array.", "").replace("jaxtypes.numpy.", "").replace("<class '", "").replace("'>", "")


def _show_value(value: Any) -> str:
    if hasattr(value, "dtype") and not isinstance(value, type):
        return f"{value.dtype}{' (weak)' if getattr(value, 'weak_type', False) else ''}"
    return repr(value)


def runtime_matches(value: Any, expected: Any) -> bool:
    """Whether a run-time value is of the static type ``expected``."""
    import types
    import typing

    import numpy as np

    from jaxtypes import Array

    if expected is Any:
        return True
    origin = typing.get_origin(expected)
    if origin in (typing.Union, types.UnionType):
        return any(runtime_matches(value, member) for member in typing.get_args(expected))
    if expected is Array:
        expected, origin = Array[Any], Array
    if origin is tuple:
        members = typing.get_args(expected)
        if len(members) == 2 and members[1] is Ellipsis:  # tuple[int, ...]
            members = (members[0],) * len(value) if isinstance(value, tuple) else ()
        return (isinstance(value, tuple) and len(value) == len(members)
                and all(runtime_matches(v, m) for v, m in zip(value, members)))
    if origin is np.dtype:
        (scalar,) = typing.get_args(expected)
        return isinstance(value, np.dtype) and (scalar is Any or value == np.dtype(scalar))
    if origin is Array:
        (dtype_type,) = typing.get_args(expected)
        return isinstance(value, Array) and _dtype_matches(value.dtype, value.weak_type, dtype_type)
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


def _dtype_matches(dtype: Any, weak: bool, expected: Any) -> bool:
    import types
    import typing

    from jaxtypes import dtypes

    if expected is Any:
        return True
    if isinstance(expected, typing.TypeVar):  # a dtype-generic function's: what it admits
        admitted = expected.__constraints__ or (expected.__bound__,)
        return any(_dtype_matches(dtype, weak, m) for m in admitted if m is not None)
    if typing.get_origin(expected) in (typing.Union, types.UnionType):
        return any(_dtype_matches(dtype, weak, m) for m in typing.get_args(expected))
    kind = dtypes.dtype_info(dtype).kind
    if expected in (int, float, complex):
        return weak and kind in {int: ("int", "uint"), float: ("float",), complex: ("complex",)}[expected]
    if weak:
        return False
    if "dtype" in vars(expected):  # a concrete scalar type
        return bool(dtype == expected.dtype)
    return dtypes.issubdtype(dtype, expected)
