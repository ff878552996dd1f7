"""Seeded random array expressions, checked three ways: what the type checkers reveal,
what the jaxtypes runtime produces, and what jax produces for the same text.

A generated line is one expression of two or three nested calls over the operands that
``PRELUDE`` defines (strongly typed arrays of every dtype, weakly typed arrays) and
inline ones (scalar-type calls, NumPy scalars and arrays, Python scalars). Operands have
shape (3,) or (), and every operation is given shapes it accepts, so only dtypes decide
whether a line runs.

Agreement is exact: a checker agrees with a line when its revealed type names exactly
the runtime's dtype and weak type (``Array[int16]``: strong int16; ``Array[float]``: a
weak float of the mode's default width), or when it reports an error on a line that
raises at run time. An abstract answer (``Array[signedinteger]``), a union or ``Any`` is
a disagreement. The jaxtypes runtime agrees with jax when both give the same dtype and
weak type (a bool's weakness aside: jax marks comparisons of weak operands weak, and
jaxtypes does not, as its README says), or both raise.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.checker_matrix import BIN
from tests.mypy_plugin_support import Modes, plugin_ini
from tests.typecheck import CASES, mode_project

# ---------------------------------------------------------------------------
# The operands
# ---------------------------------------------------------------------------

DTYPES = ("bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
          "bfloat16", "float16", "float32", "float64", "complex64", "complex128")
NUMPY_DTYPES = tuple(d for d in DTYPES if d != "bfloat16")
SHORT = {"bool": "b", "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64", "int8": "i8", "int16": "i16",
         "int32": "i32", "int64": "i64", "bfloat16": "bf16", "float16": "f16", "float32": "f32", "float64": "f64",
         "complex64": "c64", "complex128": "c128"}
WEAK = ("wi", "wf", "wc")
PYTHON_SCALARS = ("True", "2", "2.5", "1j")


def scalar_type(dtype: str) -> str:
    """The scalar type's name in jnp and np (``bool`` is ``bool_`` there)."""
    return "bool_" if dtype == "bool" else dtype


HEADER = ["import numpy as np", "from typing import reveal_type", "",
          "import jaxtypes.lax as lax", "import jaxtypes.numpy as jnp", ""]
PRELUDE = [f"{SHORT[d]} = jnp.ones(3, dtype=jnp.{scalar_type(d)})" for d in DTYPES] + [
    "wi = jnp.asarray(2)", "wf = jnp.asarray(2.0)", "wc = jnp.asarray(1j)"]


# ---------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------

Shape = tuple[int, ...]
VECTOR: Shape = (3,)
SCALAR: Shape = ()


@dataclass(frozen=True)
class Expr:
    """An expression's text, its shape, whether it can stand as an operand of an operator
    or method without parentheses, its kind (``strong``, ``weak``, ``scalar-call``,
    ``creation``, ``numpy``, ``python``, ``comparison``, or ``call`` for a nested
    operation) and, for a call, its class label: the operation and its operands' kinds."""
    text: str
    shape: Shape
    atom: bool = True
    kind: str = "call"
    label: str = ""

    def operand(self) -> str:
        return self.text if self.atom else f"({self.text})"


# Bitwise operations (integers and bools only) come less often than the others.
BINARY_OPERATORS = (("+", "-", "*", "/", "//", "%", "**", "<", "<=", "==", "!=", ">", ">="), ("&", "|", "^", "<<", ">>"))
JNP_BINARY = (("add", "subtract", "multiply", "true_divide", "divide", "floor_divide", "remainder", "fmod", "power",
               "arctan2", "maximum", "minimum"), ("bitwise_and", "bitwise_or", "bitwise_xor", "left_shift"))
JNP_UNARY = ("log", "exp", "sqrt", "sin", "abs", "negative", "round", "floor", "isfinite", "real", "imag", "conj")
LAX_BINARY = (("add", "sub", "mul", "div", "rem", "max", "min", "eq", "lt", "ne", "pow", "atan2"),
              ("bitwise_and", "bitwise_or", "bitwise_xor", "shift_left"))
BITWISE_SHARE = 0.15
COMPARISONS = ("<", "<=", "==", "!=", ">", ">=")
LAX_UNARY = ("neg", "exp", "log", "abs", "sign", "round", "bitwise_not")
REDUCTIONS = ("jnp.sum({})", "jnp.mean({})", "jnp.max({})", "jnp.argmax({})", "{}.sum()", "{}.mean()", "{}.max()")
METHODS = (".real", ".imag", ".conj()", ".round()", ".T")


class Generator:
    """Lines of two or three nested calls (operations; the leaf operands' creation and
    scalar-type calls are not counted)."""

    def __init__(self, seed: int, depths: tuple[int, ...] = (2, 3)) -> None:
        self.rng = random.Random(seed)
        self.depths = depths
        self.builders: list[tuple[Callable[[int, Shape], Expr], tuple[Shape, ...], int]] = [
            (self.binary_operator, (SCALAR, VECTOR), 6), (self.reflected_operator, (SCALAR, VECTOR), 2),
            (self.unary_operator, (SCALAR, VECTOR), 2), (self.jnp_binary, (SCALAR, VECTOR), 5),
            (self.jnp_unary, (SCALAR, VECTOR), 3), (self.lax_binary, (SCALAR, VECTOR), 4),
            (self.lax_unary, (SCALAR, VECTOR), 2), (self.conversion, (SCALAR, VECTOR), 4),
            (self.method, (SCALAR, VECTOR), 2), (self.reduction, (SCALAR,), 3), (self.product, (SCALAR,), 2),
            (self.cumulative, (VECTOR,), 1), (self.selection, (SCALAR, VECTOR), 3), (self.stack3, (VECTOR,), 1),
            (self.full, (SCALAR, VECTOR), 1),
        ]

    def lines(self, count: int) -> list[Expr]:
        return [self.line() for _ in range(count)]

    def line(self) -> Expr:
        return self.call(self.rng.choice(self.depths), self.rng.choice((SCALAR, VECTOR)))

    def call(self, depth: int, shape: Shape) -> Expr:
        options = [(build, weight) for build, shapes, weight in self.builders if shape in shapes]
        build = self.rng.choices([b for b, _ in options], [w for _, w in options])[0]
        return build(depth, shape)

    # -- operands ---------------------------------------------------------------

    def main(self, depth: int, shape: Shape, array: bool = True) -> Expr:
        """The operand that carries the nesting: ``depth - 1`` calls deep."""
        return self.call(depth - 1, shape) if depth > 1 else self.leaf(shape, array)

    def other(self, depth: int, shape: Shape, array: bool = False) -> Expr:
        """Any other operand: mostly a leaf, sometimes a shallower call."""
        if depth > 1 and self.rng.random() < 0.3:
            return self.call(self.rng.randint(1, depth - 1), shape)
        return self.leaf(shape, array)

    def binary(self, names: tuple[tuple[str, ...], tuple[str, ...]]) -> str:
        """An operation from (others, bitwise ones)."""
        return self.rng.choice(names[self.rng.random() < BITWISE_SHARE])

    def either_shape(self, shape: Shape) -> Shape:
        return self.rng.choice((SCALAR, shape))

    def leaf(self, shape: Shape, array: bool) -> Expr:
        """An operand without nesting: a jaxtypes array, or (unless ``array``) sometimes a
        Python or NumPy value."""
        return self.foreign(shape) if not array and self.rng.random() < 0.35 else self.array_leaf(shape)

    def array_leaf(self, shape: Shape) -> Expr:
        rng, roll = self.rng, self.rng.random()
        if shape == VECTOR:
            if roll < 0.75:
                return Expr(SHORT[rng.choice(DTYPES)], shape, kind="strong")
            return Expr(rng.choice(("jnp.zeros(3, dtype={})", "jnp.ones(3, {})", "jnp.arange(3, dtype={})",
                                    "jnp.full(3, 2, dtype={})")).format(self.dtype()[0]), shape, kind="creation")
        if roll < 0.4:
            return Expr(rng.choice(WEAK), shape, kind="weak")
        if roll < 0.9:
            dtype = rng.choice(DTYPES)
            return Expr(f"jnp.{scalar_type(dtype)}({'True' if dtype == 'bool' else '1'})", shape, kind="scalar-call")
        return Expr(f"jnp.zeros((), {self.dtype()[0]})", shape, kind="creation")

    def foreign(self, shape: Shape) -> Expr:
        """A NumPy array or scalar, or a Python scalar."""
        rng = self.rng
        dtype = rng.choice(NUMPY_DTYPES)
        if shape == VECTOR:
            return Expr(f"np.{rng.choice(('zeros', 'ones'))}(3, np.{scalar_type(dtype)})", shape, kind="numpy")
        if rng.random() < 0.5:
            return Expr(rng.choice(PYTHON_SCALARS), shape, kind="python")
        return Expr(f"np.{scalar_type(dtype)}({'True' if dtype == 'bool' else '1'})", shape, kind="numpy")

    def dtype(self) -> tuple[str, str]:
        """A dtype argument and its spelling's name."""
        spelling = self.rng.choice(("jnp", "string", "np", "np.dtype", "python"))
        if spelling == "python":
            return self.rng.choice(("bool", "int", "float", "complex")), spelling
        name = self.rng.choice(DTYPES if spelling in ("jnp", "string") else NUMPY_DTYPES)
        return {"jnp": f"jnp.{scalar_type(name)}", "string": f'"{name}"', "np": f"np.{scalar_type(name)}",
                "np.dtype": f'np.dtype("{name}")'}[spelling], spelling

    def two(self, depth: int, shape: Shape, broadcast: bool = True) -> tuple[Expr, Expr]:
        """Two operands of a binary operation, the nested one first or second; with
        ``broadcast``, the other one may be a scalar."""
        main = self.main(depth, shape, array=False)
        other = self.other(depth, self.either_shape(shape) if broadcast else shape)
        return (main, other) if self.rng.random() < 0.6 else (other, main)

    # -- operations -------------------------------------------------------------

    def binary_operator(self, depth: int, shape: Shape) -> Expr:
        op = self.binary(BINARY_OPERATORS)
        if self.rng.random() < 0.7:
            left, right = self.main(depth, shape), self.other(depth, self.either_shape(shape))
        else:  # the nested operand on the right, an array on the left
            left, right = self.other(depth, self.either_shape(shape), array=True), self.main(depth, shape)
        if op == "**":
            right = self.exponent(right)
        return made(f"{left.operand()} {op} {right.operand()}", shape, f"_ {op} _", left, right, atom=False)

    def exponent(self, x: Expr) -> Expr:
        """No 0-d jaxtypes array as the exponent of ``**``: eagerly, JAX takes a concrete
        0-d integer exponent as lax.integer_pow (the base's dtype), which no static type
        tells from a traced or larger one (the stubs give the traced answer; README)."""
        return self.foreign(SCALAR) if x.shape == SCALAR and x.kind not in ("python", "numpy") else x

    def reflected_operator(self, depth: int, shape: Shape) -> Expr:
        """A Python or NumPy left operand: the array's reflected method (``__radd__``)."""
        op = self.binary(BINARY_OPERATORS)
        left, right = self.foreign(self.either_shape(shape)), self.main(depth, shape)
        if op == "**" and right.shape == SCALAR:
            op = "*"  # (see exponent)
        if op in COMPARISONS and left.kind == "numpy":
            # NumPy's own stubs answer ``np.uint32(1) < x`` (np.bool: an Array has __array__),
            # before the checkers look at Array's reflected comparison (README).
            left = Expr(self.rng.choice(PYTHON_SCALARS), left.shape, kind="python")
        return made(f"{left.operand()} {op} {right.operand()}", shape, f"_ {op} _", left, right, atom=False)

    def unary_operator(self, depth: int, shape: Shape) -> Expr:
        x = self.main(depth, shape)
        form = self.rng.choice(("-{}", "~{}", "abs({})", "round({})"))
        return made(form.format(x.operand() if form[0] in "-~" else x.text), shape, form.format("_"), x,
                    atom=form[0] not in "-~")

    def jnp_binary(self, depth: int, shape: Shape) -> Expr:
        name = self.binary(JNP_BINARY)
        a, b = self.two(depth, shape)
        if name == "power":
            b = self.exponent(b)
        return made(f"jnp.{name}({a.text}, {b.text})", shape, f"jnp.{name}", a, b)

    def jnp_unary(self, depth: int, shape: Shape) -> Expr:
        name = self.rng.choice(JNP_UNARY)
        x = self.main(depth, shape, array=False)
        return made(f"jnp.{name}({x.text})", shape, f"jnp.{name}", x)

    def lax_binary(self, depth: int, shape: Shape) -> Expr:
        """lax does not promote: half the time both operands are one expression."""
        name = self.binary(LAX_BINARY)
        a, b = self.two(depth, shape)
        if self.rng.random() < 0.5:
            a = b = max(a, b, key=lambda e: len(e.text))
        return made(f"lax.{name}({a.text}, {b.text})", shape, f"lax.{name}", a, b)

    def lax_unary(self, depth: int, shape: Shape) -> Expr:
        x = self.main(depth, shape, array=False)
        if self.rng.random() < 0.2:
            return made(f"lax.integer_pow({x.text}, {self.rng.choice((2, 3))})", shape, "lax.integer_pow", x)
        name = self.rng.choice(LAX_UNARY)
        return made(f"lax.{name}({x.text})", shape, f"lax.{name}", x)

    def conversion(self, depth: int, shape: Shape) -> Expr:
        dtype, spelling = self.dtype()
        form = self.rng.choice(("{x}.astype({d})", "jnp.astype({x}, {d})", "lax.convert_element_type({x}, {d})",
                                "jnp.asarray({x}, dtype={d})", "jnp.asarray({x})"))
        x = self.main(depth, shape, array=form.startswith("{x}"))
        label = form.format(x="_", d=spelling).replace("jnp.asarray(_)", "jnp.asarray")
        return made(form.format(x=x.operand() if form.startswith("{x}") else x.text, d=dtype), shape, label, x)

    def method(self, depth: int, shape: Shape) -> Expr:
        x = self.main(depth, shape)
        name = self.rng.choice(METHODS + ((".reshape(-1)",) if shape == VECTOR else ()))
        return made(f"{x.operand()}{name}", shape, f"_{name}", x)

    def reduction(self, depth: int, shape: Shape) -> Expr:
        if depth > 1 and self.rng.random() < 0.25:
            x = self.joined(depth - 1)
        else:
            x = self.main(depth, VECTOR)
        if self.rng.random() < 0.15:
            dtype, spelling = self.dtype()
            return made(f"jnp.sum({x.text}, dtype={dtype})", shape, f"jnp.sum(_, dtype={spelling})", x)
        form = self.rng.choice(REDUCTIONS)
        return made(form.format(x.operand() if form.startswith("{}") else x.text), shape, form.format("_"), x)

    def joined(self, depth: int) -> Expr:
        """``concatenate`` or ``stack`` of two vectors (shape (6,) or (2, 3)): only reduced."""
        a, b = self.two(depth, VECTOR, broadcast=False)
        name = self.rng.choice(("concatenate", "stack"))
        return made(f"jnp.{name}([{a.text}, {b.text}])", (6,) if name == "concatenate" else (2, 3), f"jnp.{name}", a, b)

    def product(self, depth: int, shape: Shape) -> Expr:
        name = self.rng.choice(("jnp.dot", "jnp.matmul", "lax.dot"))
        a, b = self.two(depth, VECTOR, broadcast=False)
        if name == "lax.dot" and self.rng.random() < 0.5:
            a = b = max(a, b, key=lambda e: len(e.text))
        return made(f"{name}({a.text}, {b.text})", shape, name, a, b)

    def cumulative(self, depth: int, shape: Shape) -> Expr:
        name = self.rng.choice(("cumsum", "cummax", "cumprod"))
        x = self.main(depth, shape, array=False)
        return made(f"lax.{name}({x.text})", shape, f"lax.{name}", x)

    def condition(self, depth: int, shape: Shape) -> Expr:
        if self.rng.random() < 0.6:
            a, b = self.leaf(shape, True), self.leaf(self.either_shape(shape), False)
            op = self.rng.choice(("<", ">", "==", "!="))
            return Expr(f"{a.operand()} {op} {b.operand()}", shape, atom=False, kind="comparison")
        return self.other(depth, shape)

    def selection(self, depth: int, shape: Shape) -> Expr:
        name = self.rng.choice(("jnp.where", "jnp.clip", "jnp.select", "lax.clamp", "lax.select"))
        # (lax.select's stub takes arrays only: NumPy and Python operands are a known gap)
        x = self.main(depth, shape, array=name == "lax.select")
        if name in ("jnp.clip", "lax.clamp"):
            lo, hi = self.other(depth, SCALAR), self.other(depth, SCALAR)
            args = (x, lo, hi) if name == "jnp.clip" else (lo, x, hi)
            return made(f"{name}({', '.join(a.text for a in args)})", shape, name, *args)
        cond = self.condition(depth, self.either_shape(shape))
        y = x if name == "lax.select" and self.rng.random() < 0.5 else self.other(
            depth, self.either_shape(shape), array=name == "lax.select")
        a, b = (x, y) if self.rng.random() < 0.6 else (y, x)
        if name == "jnp.select":
            return made(f"jnp.select([{cond.text}], [{a.text}], {b.text})", shape, name, cond, a, b)
        return made(f"{name}({cond.text}, {a.text}, {b.text})", shape, name, cond, a, b)

    def stack3(self, depth: int, shape: Shape) -> Expr:
        items = [self.main(depth, SCALAR, array=False)] + [self.other(depth, SCALAR) for _ in range(2)]
        self.rng.shuffle(items)
        return made(f"jnp.stack([{', '.join(i.text for i in items)}])", shape, "jnp.stack", *items)

    def full(self, depth: int, shape: Shape) -> Expr:
        fill = self.main(depth, SCALAR, array=False)
        size = "3" if shape == VECTOR else "()"
        if self.rng.random() < 0.5:
            dtype, spelling = self.dtype()
            return made(f"jnp.full({size}, {fill.text}, dtype={dtype})", shape, f"jnp.full(dtype={spelling})", fill)
        return made(f"jnp.full({size}, {fill.text})", shape, "jnp.full", fill)


def made(text: str, shape: Shape, operation: str, *operands: Expr, atom: bool = True) -> Expr:
    """A call's expression; its label names the operation and its operands' kinds."""
    return Expr(text, shape, atom, "call", f"{operation} [{', '.join(o.kind for o in operands)}]")


def generate(seed: int, count: int, depths: tuple[int, ...] = (2, 3)) -> list[Expr]:
    """``count`` lines of ``depths`` nested calls (each line one of them)."""
    return Generator(seed, depths).lines(count)


def source(lines: Sequence[Expr]) -> tuple[str, int]:
    """The file the checkers read, and the number of the first line's ``reveal_type``."""
    head = HEADER + PRELUDE + [""]
    return "\n".join(head + [f"reveal_type({e.text})" for e in lines]) + "\n", len(head) + 1


# ---------------------------------------------------------------------------
# What the checkers say
# ---------------------------------------------------------------------------

CHECKERS = ("mypy-plugin", "pyright", "basedpyright", "pyrefly", "ty")
X32_ONLY = ("pyrefly", "ty")  # they cannot define the stubs' constant JAXTYPES_X64
TIMED_OUT = "(timed out)"
QUALIFIED = re.compile(r"\b(?:[A-Za-z_]\w*\.)+([A-Za-z_]\w*)")


BARE_ARRAY = "Array[generic | int | float | complex]"


@dataclass(frozen=True)
class Static:
    """A checker's answer on a line: the type it revealed (module prefixes dropped) and
    the errors it reported there."""
    type: str | None = None
    errors: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.errors:
            return "error: " + " / ".join(e.splitlines()[0][:160] for e in self.errors)
        return self.type or "(no answer)"


def _diagnostics_in(found: Iterable[tuple[int, str, str]], first: int, count: int) -> list[Static]:
    """(line, "type" | "error", text) diagnostics as each line's Static."""
    types: dict[int, str] = {}
    errors: dict[int, list[str]] = {}
    for line, what, text in found:
        if what == "type":
            types[line] = QUALIFIED.sub(r"\1", text)
        else:
            errors.setdefault(line, []).append(text)
    return [Static(types.get(n), tuple(errors.get(n, ()))) for n in range(first, first + count)]


def run_command(command: list[str], timeout: float, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``subprocess.run`` that on timeout kills the command's whole process group (the
    pyright family's Python wrappers run node as a child) and raises ``TimeoutExpired``
    with the output so far."""
    with subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          start_new_session=True) as process:
        try:
            out, err = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            out, err = process.communicate()
            raise subprocess.TimeoutExpired(command, timeout, out, err) from None
    return subprocess.CompletedProcess(command, process.returncode, out, err)


MYPY_OUTPUT = re.compile(r"^(?P<file>.+?):(?P<line>\d+): (?P<severity>error|note): (?P<message>.*)$")
REVEALED = re.compile(r'^Revealed type is "(.*)"$')


def _mypy_plugin(path: Path, x64: bool, timeout: float) -> list[tuple[int, str, str]]:
    """mypy with the plugin (``jax_enable_x64`` from its options, which also turns on the
    stubs' constant), run beside the file outside the repository as a user's mypy is."""
    config = path.parent / "mypy.ini"
    config.write_text(plugin_ini(Modes(x64=x64)))
    with tempfile.TemporaryDirectory() as cache:
        result = run_command(
            [sys.executable, "-m", "mypy", "--config-file", str(config), "--cache-dir", cache, "--no-error-summary",
             "--hide-error-context", "--no-color-output", "--no-pretty", path.name], timeout, path.parent)
    if result.returncode not in (0, 1) or "Traceback" in result.stderr:
        raise RuntimeError(f"mypy failed (exit {result.returncode}):\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    found = []
    for text in result.stdout.splitlines():
        match = MYPY_OUTPUT.match(text)
        if not match or match["file"] != path.name:
            continue
        revealed = REVEALED.match(match["message"])
        if revealed:
            found.append((int(match["line"]), "type", revealed[1]))
        elif match["severity"] == "error":
            found.append((int(match["line"]), "error", match["message"]))
    return found


PYRIGHT_REVEALED = re.compile(r'" is "([^"]*)"$')


def _pyright_family(command: list[str], path: Path, x64: bool, timeout: float) -> list[tuple[int, str, str]]:
    """pyright or basedpyright with the cases' settings; in 64-bit mode with the stubs'
    constant defined (``mode_project``)."""
    project = mode_project(True) if x64 else CASES
    result = run_command(command + ["--outputjson", "--pythonpath", sys.executable, "--project", str(project),
                                    str(path)], timeout)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"{command[-1]} failed (exit {result.returncode}):\n{result.stderr[-2000:]}") from None
    found = []
    for d in report["generalDiagnostics"]:
        line = d["range"]["start"]["line"] + 1
        revealed = PYRIGHT_REVEALED.search(d["message"]) if d["severity"] == "information" else None
        if revealed:
            found.append((line, "type", revealed[1]))
        elif d["severity"] == "error":
            found.append((line, "error", d["message"]))
    return found


def _pyrefly(path: Path, x64: bool, timeout: float) -> list[tuple[int, str, str]]:
    (path.parent / "pyrefly.toml").write_text("")  # its defaults, not settings read from elsewhere
    result = run_command([str(BIN / "pyrefly"), "check", "--python-interpreter-path", sys.executable,
                          "--output-format", "json", path.name], timeout, path.parent)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"pyrefly failed (exit {result.returncode}):\n{result.stderr[-2000:]}") from None
    found = []
    for e in report["errors"]:
        if e["name"] == "reveal-type":
            found.append((e["line"], "type", e["concise_description"].removeprefix("revealed type: ")))
        elif e["severity"] == "error":
            found.append((e["line"], "error", f"[{e['name']}] {e['concise_description']}"))
    return found


TY_OUTPUT = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):\d+: (?P<severity>\w+)\[(?P<rule>[\w-]+)\] (?P<message>.*)$")


def _ty(path: Path, x64: bool, timeout: float) -> list[tuple[int, str, str]]:
    result = run_command([str(BIN / "ty"), "check", "--python", sys.executable, "--output-format", "concise",
                          "--no-progress", "--color", "never", path.name], timeout, path.parent)
    if result.returncode not in (0, 1) or "panicked" in result.stderr:
        raise RuntimeError(f"ty failed (exit {result.returncode}):\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    found = []
    for text in result.stdout.splitlines():
        match = TY_OUTPUT.match(text)
        if match and match["rule"] == "revealed-type":
            found.append((int(match["line"]), "type", match["message"].removeprefix("Revealed type: ").strip("`")))
        elif match and match["severity"] == "error":
            found.append((int(match["line"]), "error", f"[{match['rule']}] {match['message']}"))
    return found


RUNNERS: dict[str, Callable[[Path, bool, float], list[tuple[int, str, str]]]] = {
    "mypy-plugin": _mypy_plugin,
    "pyright": lambda p, x64, t: _pyright_family([sys.executable, "-m", "pyright"], p, x64, t),
    "basedpyright": lambda p, x64, t: _pyright_family([str(BIN / "basedpyright")], p, x64, t),
    "pyrefly": _pyrefly,
    "ty": _ty,
}


def check(checker: str, lines: Sequence[Expr], x64: bool, workdir: Path, timeout: float = 1800) -> list[Static]:
    """One checker run over a file of the lines in ``workdir`` (its own folder per checker
    and mode); a run past ``timeout`` seconds answers every line with that error."""
    folder = workdir / f"{checker}-{'x64' if x64 else 'x32'}"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "lines.py"
    text, first = source(lines)
    path.write_text(text)
    try:
        found = RUNNERS[checker](path, x64, timeout)
    except subprocess.TimeoutExpired:
        return [Static(None, (f"{TIMED_OUT} after {timeout:.0f} s",))] * len(lines)
    return _diagnostics_in(found, first, len(lines))


# ---------------------------------------------------------------------------
# What runs
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Ran:
    """A line's value at run time: an array's dtype and weak type, else the value's class
    (``result``), or the class of the exception it raised (``error``)."""
    dtype: str | None = None
    weak: bool = False
    result: str | None = None
    error: str | None = None

    def __str__(self) -> str:
        if self.error:
            return f"raises {self.error}"
        if self.dtype is None:
            return f"a {self.result}"
        return f"{self.dtype}{' (weak)' if self.weak else ''}"


def run_lines(lines: Sequence[Expr], x64: bool, library: str = "jaxtypes") -> list[Ran]:
    """Every line evaluated after the prelude, with ``library``'s numpy and lax (jaxtypes
    or jax) in the 64-bit mode."""
    import importlib

    import numpy as np

    modes = contextlib.ExitStack()
    if library == "jaxtypes":
        import jaxtypes
        modes.enter_context(jaxtypes.enable_x64(x64))
        modes.enter_context(jaxtypes.numpy_dtype_promotion("standard"))
        array_type: Any = jaxtypes.Array
    else:
        import jax
        modes.enter_context(jax.enable_x64(x64))
        modes.enter_context(jax.numpy_dtype_promotion("standard"))
        array_type = jax.Array
    namespace = {"np": np, "jnp": importlib.import_module(f"{library}.numpy"),
                 "lax": importlib.import_module(f"{library}.lax")}
    out = []
    with modes, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exec("\n".join(PRELUDE), namespace)
        for line in lines:
            try:
                value: Any = eval(line.text, namespace)
            except Exception as e:  # the outcome being recorded
                out.append(Ran(error=type(e).__name__))
                continue
            if isinstance(value, array_type):
                out.append(Ran(str(value.dtype), bool(getattr(value, "weak_type", False))))
            else:
                out.append(Ran(result=f"{type(value).__module__}.{type(value).__qualname__}"))
    return out


# ---------------------------------------------------------------------------
# The comparison
# ---------------------------------------------------------------------------

ARRAY_TYPE = re.compile(r"^Array\[(\w+)\]$")
WEAK_WIDTHS = {"int": ("int32", "int64"), "float": ("float32", "float64"), "complex": ("complex64", "complex128")}
def static_dtype(type_text: str | None, x64: bool) -> tuple[str, bool] | None:
    """The (dtype, weak) that a revealed type names exactly, or None (not an array type
    of one concrete dtype: a union, an abstract type like ``signedinteger``, ``Any``)."""
    match = ARRAY_TYPE.match(type_text or "")
    if not match:
        return None
    name = match[1]
    if name in WEAK_WIDTHS:
        return WEAK_WIDTHS[name][x64], True
    dtype = "bool" if name == "bool_" else name
    return (dtype, False) if dtype in DTYPES else None


def verdict(static: Static, ran: Ran, x64: bool) -> str:
    """``agrees``, or how a checker's answer differs from what ran."""
    if static.errors and static.errors[0].startswith(TIMED_OUT):
        return "timed out"
    if static.errors:
        return "agrees" if ran.error else "error, but it runs"
    if ran.error:
        return "no error, but it raises"
    exact = static_dtype(static.type, x64)
    if exact is None:
        return "no answer" if static.type is None else "not an exact dtype"
    if exact == (ran.dtype, ran.weak):
        return "agrees"
    return "wrong weak type" if exact[0] == ran.dtype else "wrong dtype"


def runtimes_agree(ours: Ran, theirs: Ran) -> bool:
    if ours.error or theirs.error:
        return bool(ours.error) and bool(theirs.error)
    if ours.dtype is None or theirs.dtype is None:
        return ours.dtype == theirs.dtype and ours.result is not None and theirs.result is not None
    return ours.dtype == theirs.dtype and (ours.weak == theirs.weak or ours.dtype == "bool")


@dataclass
class LineResult:
    expression: Expr
    x64: bool
    runtime: Ran
    jax: Ran
    static: dict[str, Static] = field(default_factory=dict)

    def verdict(self, checker: str) -> str:
        return verdict(self.static[checker], self.runtime, self.x64)

    def agrees(self, checker: str) -> bool:
        return self.verdict(checker) == "agrees"

    @property
    def jax_agrees(self) -> bool:
        return runtimes_agree(self.runtime, self.jax)

    def known_gap(self, checker: str) -> bool:
        """The pyright family's known gap (README, and the closing note of issue 25): a
        weakly typed array as the receiver of an operator that rejects its kind is a bare
        ``Array`` there (mypy with the plugin reports the line: that is how it is known)."""
        if checker not in ("pyright", "basedpyright") or self.runtime.error is None or self.static[checker].errors:
            return False
        plugin = self.static.get("mypy-plugin")
        return self.static[checker].type == BARE_ARRAY and plugin is not None and bool(plugin.errors)

    def disagreements(self) -> list[str]:
        """Who disagrees on the line: each checker whose answer differs from the runtime's
        (but for ``known_gap``), and ``jax`` when the runtime differs from jax."""
        wrong = [c for c in self.static if not self.agrees(c) and not self.known_gap(c)]
        return wrong + ([] if self.jax_agrees else ["jax"])

    def describe(self, omit: Sequence[str] = ()) -> str:
        """The line, each checker's answer (but those in ``omit``) and what ran."""
        said = "".join(f"\n    {c}: {s}" + ("" if self.agrees(c) else f"  <- {self.verdict(c)}")
                       for c, s in self.static.items() if c not in omit)
        return (f"[{'x64' if self.x64 else 'x32'}] {self.expression.text}{said}\n"
                f"    jaxtypes runtime: {self.runtime}; jax: {self.jax}"
                + ("" if self.jax_agrees else "  <- the runtimes differ"))


def evaluate(lines: Sequence[Expr], x64: bool, checkers: Sequence[str], workdir: Path,
             timeout: float = 1800, chunk: int | None = None, workers: int = 2) -> list[LineResult]:
    """The lines through each checker, in files of ``chunk`` lines (one file if None),
    ``workers`` checker processes at a time, while they run here on the jaxtypes runtime
    and on jax."""
    size = chunk or max(1, len(lines))
    parts = [(c, start) for c in checkers for start in range(0, len(lines), size)]
    with ThreadPoolExecutor(max(1, min(workers, len(parts)))) as pool:
        futures = {(c, start): pool.submit(check, c, lines[start:start + size], x64, workdir / f"from-{start}", timeout)
                   for c, start in parts}
        ours, theirs = run_lines(lines, x64, "jaxtypes"), run_lines(lines, x64, "jax")
        answers = {c: [s for start in range(0, len(lines), size) for s in futures[c, start].result()]
                   for c in checkers}
    return [LineResult(e, x64, r, j, {c: answers[c][i] for c in checkers})
            for i, (e, r, j) in enumerate(zip(lines, ours, theirs))]
