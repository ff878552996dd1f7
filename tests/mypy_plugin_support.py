"""Run mypy with the jaxtypes plugin, read error codes and case markers, and check
asserted types against what the runtime produces."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tests.typecheck import CASES, Diagnostic, expected_errors, run_mypy, run_reveal

REPO = CASES.parent
PLUGIN_CASES = CASES / "plugin"
DEBUG_ENV = "JAXTYPES_MYPY_PLUGIN_DEBUG"
CODE = re.compile(r"\s+\[([a-z0-9-]+)\]$")
EXPLICIT_CODE = re.compile(r"^\[([a-z0-9-]+)\]\s*")
HEADER = re.compile(r"^#\s*jaxtypes-config:\s*(.*)$")
ASSERT_TYPE = re.compile(r'^Expression is of type "(.*)", not "(.*)"')


@dataclass(frozen=True)
class Modes:
    x64: bool = False
    strict: bool = False

    @property
    def ini(self) -> str:
        promotion = "strict" if self.strict else "standard"
        return f"[jaxtypes]\njax_enable_x64 = {str(self.x64).lower()}\njax_numpy_dtype_promotion = {promotion}\n"

    def __str__(self) -> str:
        return f"{'x64' if self.x64 else 'x32'}-{'strict' if self.strict else 'standard'}"


def modes_of(path: Path) -> Modes:
    """A case file's modes, from a ``# jaxtypes-config: key = value, ...`` comment."""
    x64 = strict = False
    for line in path.read_text().splitlines()[:5]:
        match = HEADER.match(line)
        if match:
            for item in match[1].split(","):
                key, _, value = (part.strip() for part in item.partition("="))
                if key.removeprefix("jax_") == "enable_x64":
                    x64 = value.lower() == "true"
                elif key.removeprefix("jax_") == "numpy_dtype_promotion":
                    strict = value.strip("\"'").lower() == "strict"
    return Modes(x64, strict)


def plugin_ini(modes: Modes, extra: str = "") -> str:
    return ("[mypy]\nstrict = True\nwarn_unused_ignores = True\nshow_error_codes = True\n"
            f"plugins = jaxtypes.mypy_plugin\n{extra}\n{modes.ini}")


@contextlib.contextmanager
def debug_plugin() -> Iterator[None]:
    """Hooks re-raise their failures (a crash) instead of falling back to the stubs."""
    old = os.environ.get(DEBUG_ENV)
    os.environ[DEBUG_ENV] = "1"
    try:
        yield
    finally:
        if old is None:
            del os.environ[DEBUG_ENV]
        else:
            os.environ[DEBUG_ENV] = old


def run_mypy_plugin(files: Sequence[Path], modes: Modes = Modes(), extra: str = "",
                    cwd: Path | None = None, debug: bool = True,
                    roots: Sequence[Path] = (CASES,)) -> list[Diagnostic]:
    """mypy with the plugin in ``modes`` (errors only; raises if mypy crashes).

    Runs outside the repository by default, as a user's project would: from the
    repository's root mypy would take ``jaxtypes/`` for the user's own code and follow
    it into jaxlib's generated modules (twenty times slower). Diagnostics in files under
    ``roots`` only."""
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "mypy.ini"
        config.write_text(plugin_ini(modes, extra))
        with debug_plugin() if debug else contextlib.nullcontext():
            found = run_mypy([f.resolve() for f in files], config=config, cwd=cwd or Path(tmp))
    return [d for d in found if any(d.file.is_relative_to(root) for root in roots)]


def run_mypy_raw(args: Sequence[str], cwd: Path, debug: bool = True) -> subprocess.CompletedProcess[str]:
    """mypy as a user runs it (stdout, stderr and exit status), for config and crash tests."""
    env = dict(os.environ)
    if debug:
        env[DEBUG_ENV] = "1"
    return subprocess.run([sys.executable, "-m", "mypy", *args], capture_output=True, text=True, cwd=cwd, env=env)


def crashed(result: subprocess.CompletedProcess[str]) -> bool:
    text = result.stdout + result.stderr
    return result.returncode not in (0, 1) or "Traceback" in text or "INTERNAL ERROR" in text


def code_of(diagnostic: Diagnostic) -> str | None:
    match = CODE.search(diagnostic.message)
    return match[1] if match else None


# The shared fail/ cases name no codes (the stubs' generator writes them); which of their
# markers are the plugin's to report, by what the marker says.
PROMOTION_MARKERS = (
    (re.compile(r"no join|join only|has no complex join"), "jaxtypes-no-join"),
    (re.compile(r"lax does not promote|in lax\b"), "jaxtypes-lax-dtype"),
)


def expected_code(marker_text: str) -> str | None:
    """The error code a marker expects: ``[code]`` at its start, else the plugin's code
    for promotion mistakes named in its text, else None (any code: the stubs' error)."""
    match = EXPLICIT_CODE.match(marker_text)
    if match:
        return match[1]
    for pattern, code in PROMOTION_MARKERS:
        if pattern.search(marker_text):
            return code
    return None


def check_fail_file(path: Path, found: list[Diagnostic], codes: bool = True) -> list[str]:
    """Problems with a fail/ file's diagnostics: missing markers, wrong codes (when
    ``codes``), extras."""
    problems = []
    expected = expected_errors(path, "mypy-plugin")
    by_line: dict[int, list[Diagnostic]] = {}
    for d in found:
        by_line.setdefault(d.line, []).append(d)
    for line, text in expected.items():
        got = by_line.get(line, [])
        if not got:
            problems.append(f"{path.name}:{line}: not reported ({text})")
            continue
        code = expected_code(text)
        if codes and code is not None and [code_of(d) for d in got] != [code]:
            problems.append(f"{path.name}:{line}: expected [{code}] only, got "
                            + "; ".join(d.message for d in got))
    for line, got in sorted(by_line.items()):
        if line not in expected:
            problems += [f"{path.name}:{line}: unexpected: {d.message}" for d in got]
    return problems


# ---------------------------------------------------------------------------
# The runtime side of reveal cases
# ---------------------------------------------------------------------------

def check_reveal_at_runtime(path: Path, modes: Modes) -> list[str]:
    """Execute a reveal file in its modes; every assert_type's value must be of the
    asserted type. Returns the mismatches as "file:line: ..." strings."""
    checks, mismatches = run_reveal(path, modes.x64, modes.strict)
    return [str(m) for m in mismatches] + ([] if checks else [f"{path.name}: no assert_type ran"])
