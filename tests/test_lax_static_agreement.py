"""The checkers against the runtime for every lax operation whose stubs are generated from
its primitive's rule (the table's ``primitive`` rows: one to three operands), on the
combinations of the lattice's seed dtypes.

The operands are arrays of the fifteen strong seed dtypes and Python ``int``, ``float``
and ``complex`` (the weak seeds). The runtime answers every combination (every pair for
two operands, every triple for three: ``jaxtypes.eval_shape`` traces the public
function, nothing is compiled); the checkers are given every combination it accepts,
which must check clean as an ``assert_type`` of the runtime's dtype and weak type, and
of those it rejects (``TypeError``), which both must report: each operand in every
position at once, and each operand in one position beside the row's anchor in the
others. (All of them would be some 22,000 calls a mode; pyright takes about 10 ms for
each.) The test writes one file of calls per 64-bit mode and runs mypy (with the
plugin) once and pyright once over it. Rows that a checker sees as one type (their stubs
are one overload class) and that the runtime answers alike are written once: 86 rows are
32 such groups, and the file is 1361 calls instead of 2993 (32-bit mode).

Weakly typed arrays (``Array[float]``) are no operands here: with one of another kind
beside them they reach the stubs' bare-``Array`` overloads (``Array[_TopArg]``), which
pyright accepts and only the plugin rejects (see stubs/generate.py). The functions whose
probe names an axis (``cumsum``, ``reduce_sum``...) take one-dimensional arrays and no
Python scalar: a 0-d operand is an error of shape there, not of dtype.
"""

from __future__ import annotations

import atexit
import itertools
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from jaxtypes import _operations as operations
from tests.mypy_plugin_support import Modes, run_mypy_plugin
from tests.typecheck import CASES, mode_project, run_pyright

STRONG = ("bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
          "bfloat16", "float16", "float32", "float64", "complex64", "complex128")
PYTHON: dict[str, Any] = {"int": 1, "float": 0.5, "complex": 0.5j}  # the weak seeds
ROWS = [op for op in operations.select("lax", family="primitive") if 1 <= op.arity <= 3]
MODE_IDS = ["x32", "x64"]


@dataclass(frozen=True)
class Operand:
    source: str  # how the file of calls spells it
    dtype: str | None = None  # strong: an array of this dtype
    value: Any = None  # weak: this Python scalar

    def runtime(self, shape: tuple[int, ...]) -> Any:
        import jaxtypes.numpy as jnp

        return self.value if self.dtype is None else jnp.ones(shape, self.dtype)


OPERANDS = [Operand(f"a_{name}", dtype=name) for name in STRONG] + [Operand(repr(v), value=v) for v in PYTHON.values()]


def has_axis(op: operations.Operation) -> bool:
    """Whether the row's probe names an axis: its operands are one-dimensional (else 0-d,
    like a Python scalar beside them: ``clamp``'s bounds must be 0-d or of x's shape)."""
    return any(name in ("axis", "axes") for name, _ in op.probe)


def operands_of(op: operations.Operation) -> list[Operand]:
    return [o for o in OPERANDS if o.dtype is not None or not has_axis(op)]


def call_source(op: operations.Operation, args: tuple[Operand, ...]) -> str:
    probe = "".join(f", {name}={value!r}" for name, value in op.probe)
    return f"lax.{op.name}({', '.join(a.source for a in args)}{probe})"


def static_type(dtype: Any, weak: bool) -> str:
    """The ``Array[...]`` a checker must infer for a runtime result."""
    from jaxtypes import dtypes

    info = dtypes.dtype_info(dtype)
    if weak:
        return {"int": "Array[int]", "uint": "Array[int]", "float": "Array[float]", "complex": "Array[complex]"}[info.kind]
    return f"Array[jnp.{'bool_' if info.name == 'bool' else info.name}]"


@dataclass(frozen=True)
class Call:
    source: str
    expected: str | None  # None: the runtime raises TypeError


def runtime_answer(op: operations.Operation, args: tuple[Operand, ...]) -> str | None:
    import jaxtypes
    import jaxtypes.lax as lax

    function: Callable[..., Any] = getattr(lax, op.name)
    values = [a.runtime((2,) if has_axis(op) else ()) for a in args]
    try:
        out = jaxtypes.eval_shape(lambda: function(*values, **dict(op.probe)))
    except TypeError:
        return None
    return static_type(out.dtype, out.weak_type)


def rejections_checked(op: operations.Operation) -> set[tuple[Operand, ...]]:
    """The combinations whose rejection the checkers are asked to report: every operand
    in every position at once (the dtypes the row takes), and, with several operands,
    every operand in one position beside the row's anchor in the others (mixed dtypes, a
    Python scalar beside an array of another dtype than its kind's default)."""
    candidates = operands_of(op)
    out = [(o,) * op.arity for o in candidates]
    if op.arity > 1:
        anchor = anchor_of(op)
        for position, o in itertools.product(range(op.arity), candidates):
            if o != anchor:
                out.append(tuple(o if i == position else anchor for i in range(op.arity)))
    return set(out)


def anchor_of(op: operations.Operation) -> Operand:
    """The row's first accepted operand among float32, int32 and bool (both modes)."""
    import jaxtypes

    by_name = {o.dtype: o for o in OPERANDS if o.dtype is not None}
    for name in ("float32", "int32", "bool"):
        with jaxtypes.enable_x64(False):
            if runtime_answer(op, (by_name[name],) * op.arity) is not None:
                return by_name[name]
    raise AssertionError(f"lax.{op.name} accepts none of float32, int32, bool")


@cache
def stub_classes() -> dict[str, str]:
    """The overload class each row's stub declares it with (``add: _Fn_add``, ``class
    _Fn_add(_Overloads_add)``): rows that share one (``add`` and ``sub``, the 21 of
    ``acos``...) are one type to a checker."""
    text = (Path(operations.__file__).parent / "lax" / "__init__.pyi").read_text()
    return dict(re.findall(r"^class _Fn_(\w+)\((_Overloads_\w+)\)", text, re.M))


def calls(x64: bool) -> Iterator[Call]:
    """Each row's calls, but once for the rows whose stubs are the same class, whose probes
    are the same and on which the runtime answers every combination alike: the checkers
    would repeat the same evaluation word for word, only the function's name differs."""
    import jaxtypes

    seen: set[tuple[Any, ...]] = set()
    with jaxtypes.enable_x64(x64):
        for op in ROWS:
            rejections = rejections_checked(op)
            answers = [(args, runtime_answer(op, args)) for args in itertools.product(operands_of(op), repeat=op.arity)]
            key = (stub_classes().get(op.name, op.name), op.probe, tuple(answer for _, answer in answers))
            if key in seen:
                continue
            seen.add(key)
            for args, answer in answers:
                if answer is not None or args in rejections:
                    yield Call(call_source(op, args), answer)


@dataclass(frozen=True)
class Checked:
    file: Path
    lines: dict[int, Call]  # line number -> call
    found: dict[int, list[str]]  # line -> the checker's messages


@cache
def file_of_calls(x64: bool) -> tuple[Path, dict[int, Call]]:
    """The file of calls for one mode, written once, and the call on each line."""
    folder = Path(tempfile.mkdtemp(prefix="jaxtypes-lax-agreement-"))
    atexit.register(shutil.rmtree, folder, True)
    head = ["from typing import assert_type", "", "import jaxtypes.lax as lax", "import jaxtypes.numpy as jnp",
            "from jaxtypes import Array", "", "",
            "def calls(" + ", ".join(f"a_{n}: Array[jnp.{'bool_' if n == 'bool' else n}]" for n in STRONG) + ") -> None:"]
    text, lines = list(head), {}
    for call in calls(x64):
        text.append(f"    {call.source}" if call.expected is None else f"    assert_type({call.source}, {call.expected})")
        lines[len(text)] = call
    path = folder / f"lax_calls_{MODE_IDS[x64]}.py"
    path.write_text("\n".join(text) + "\n")
    return path, lines


def checked(x64: bool, checker: str) -> Checked:
    """What one checker reports on the mode's file of calls (each test runs one checker:
    under xdist the four runs spread over the workers)."""
    path, lines = file_of_calls(x64)
    if checker == "mypy":
        diagnostics = run_mypy_plugin([path], Modes(x64=x64), roots=(path.parent,))
    else:
        diagnostics = run_pyright([path], project=mode_project(True) if x64 else CASES)
    found: dict[int, list[str]] = {}
    for d in diagnostics:
        found.setdefault(d.line, []).append(d.message)
    return Checked(path, lines, found)


def disagreements(result: Checked, checker: str) -> list[str]:
    found = result.found
    out = []
    for line, call in result.lines.items():
        messages = found.get(line, [])
        if call.expected is None and not messages:
            out.append(f"{call.source}: the runtime raises TypeError, {checker} accepts it")
        elif call.expected is not None and messages:
            out.append(f"{call.source}: the runtime gives {call.expected}, {checker}: {'; '.join(messages)}")
    stray = sorted(set(found) - set(result.lines))
    out += [f"line {n} of {result.file.name}: {'; '.join(found[n])}" for n in stray]
    return out


@pytest.mark.parametrize("checker", ["mypy", "pyright"])
@pytest.mark.parametrize("x64", [False, True], ids=MODE_IDS)
def test_checkers_reject_what_the_runtime_rejects_and_infer_its_dtypes(checker: str, x64: bool) -> None:
    result = checked(x64, checker)
    rejected = sum(1 for call in result.lines.values() if call.expected is None)
    assert 0 < rejected < len(result.lines), "every call or none raises at run time: the probe is wrong"
    wrong = disagreements(result, checker)
    assert not wrong, (f"{checker} ({MODE_IDS[x64]}) disagrees with the runtime on {len(wrong)} of "
                       f"{len(result.lines)} calls in {result.file}:\n" + "\n".join(wrong[:60]))


def test_every_generated_lax_function_is_checked() -> None:
    """The rows this test runs are every lax row whose stubs the generator writes."""
    assert {op.name for op in ROWS} == set(operations.LAX_PRIMITIVES)
