"""The demo: what the promotion lattice says, what XLA computes, and what mypy and pyright see.

Run it with ``./run demo``. It prints the lattice's answers for a few
promotions in both 64-bit modes next to the dtype of ``x + y`` computed on XLA,
runs a jitted function, then type-checks a small file with mypy and pyright and
prints the types each checker reveals next to each other.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import dtypes

# Expressions typed by both checkers and evaluated at run time (x: int16, y: float32).
EXPRESSIONS = ["x", "x + 1", "x * 2.5", "x + y", "1.5 - y", "jnp.sin(x)", "x > 0", "jnp.where(x > 0, x, y)",
               "jnp.asarray(2)", "jnp.zeros(3, dtype='bfloat16')"]
SAMPLE = textwrap.dedent('''
    import jaxtypes.numpy as jnp
    from jaxtypes import Array, lax

    def sample(x: Array[jnp.int16], y: Array[jnp.float32]) -> None:
    {reveals}
        lax.add(x, y)  # a mistake: lax does not promote
''').format(reveals="\n".join(f"    reveal_type({e})" for e in EXPRESSIONS))

PROMOTIONS = [
    ("int16", int), ("int16", float), ("uint8", "int8"), ("uint32", "int32"), ("uint64", "int64"),
    ("bfloat16", "float16"), ("int8", "float8_e4m3fn"), ("float8_e4m3fn", "float8_e5m2"),
]


def operand(spec: str | type) -> object:
    """An array of dtype ``spec``, or a Python scalar for ``int``/``float``."""
    return {int: 1, float: 1.5}[spec] if isinstance(spec, type) else jnp.ones(2, dtype=spec)


def runtime_sum(a: str, b: str | type) -> str:
    try:
        out = operand(a) + operand(b)  # type: ignore[operator]
    except jaxtypes.TypePromotionError:
        return "error"
    return f"{out.dtype}{'*' if out.weak_type else ''}"


def show_lattice() -> None:
    print("The lattice (jaxtypes.dtypes.lattice_result_type) and x + y computed on XLA; weak results marked *:")
    print(f"  {'operands':<30}{'lattice, x64 off':<18}{'XLA, x64 off':<16}{'lattice, x64 on':<18}{'XLA, x64 on':<16}")
    for a, b in PROMOTIONS:
        cells = []
        for x64 in (False, True):
            with jaxtypes.enable_x64(x64):
                try:
                    dtype, weak = dtypes.lattice_result_type(operand(a), operand(b))
                    cells.append(f"{dtype}{'*' if weak else ''}")
                except jaxtypes.TypePromotionError:
                    cells.append("no join")
                cells.append(runtime_sum(a, b))
        label = f"{a} + {b.__name__ if isinstance(b, type) else b}"
        print(f"  {label:<30}{cells[0]:<18}{cells[1]:<16}{cells[2]:<18}{cells[3]:<16}")
    with jaxtypes.numpy_dtype_promotion("strict"):
        try:
            dtypes.result_type("int8", "int16")
        except jaxtypes.TypePromotionError as error:
            print(f"  strict mode, int8 + int16: {error}")


def short(type_name: str) -> str:
    """mypy writes full module paths: jaxtypes._array.Array[jaxtypes.numpy.int16] -> Array[int16]."""
    return re.sub(r"\b[\w]+\.(?=[\w]+)", "", type_name)


def mypy_reveals(path: Path) -> tuple[list[str], list[str]]:
    config = path.parent / "mypy.ini"
    config.write_text("[mypy]\nplugins = jaxtypes.mypy_plugin\n")
    out = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(config), "--no-incremental",
                          "--hide-error-context", "--no-error-summary", str(path)], capture_output=True, text=True).stdout
    revealed = [short(line.split('Revealed type is "', 1)[1].rstrip('"')) for line in out.splitlines() if "Revealed type" in line]
    errors = [line.split(": error: ", 1)[1] for line in out.splitlines() if line.startswith(str(path)) and ": error: " in line]
    return revealed, errors


def pyright_reveals(path: Path) -> tuple[list[str], list[str]]:
    out = subprocess.run([sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", sys.executable, str(path)],
                         capture_output=True, text=True).stdout
    diagnostics = json.loads(out)["generalDiagnostics"]
    revealed = [d["message"].split(' is "', 1)[1].rsplit('"', 1)[0] for d in diagnostics if d["severity"] == "information"]
    errors = [d["message"].splitlines()[0] for d in diagnostics if d["severity"] == "error"]
    return revealed, errors


def runtime_type(value: jaxtypes.Array) -> str:
    """The static type an array's dtype and weak type correspond to: Array[int16], Array[float], ..."""
    if value.weak_type:
        return f"Array[{ {'i': 'int', 'u': 'int', 'f': 'float', 'c': 'complex'}[value.dtype.kind] }]"
    return f"Array[{'bool_' if value.dtype == bool else value.dtype.name}]"


def show_checkers() -> None:
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "sample.py"
        path.write_text(SAMPLE)
        print("\nThe checkers (mypy with the jaxtypes plugin, pyright with the stubs alone) and the runtime on this file:")
        print(textwrap.indent(SAMPLE.strip(), "  | "))
        mypy_types, mypy_errors = mypy_reveals(path)
        pyright_types, pyright_errors = pyright_reveals(path)
    x, y = jnp.asarray([1, -2, 3], dtype=jnp.int16), jnp.asarray([0.5, 1.5, 2.5], dtype=jnp.float32)
    runtime_types = [runtime_type(eval(e, {"jnp": jnp, "x": x, "y": y})) for e in EXPRESSIONS]
    print(f"\n  {'expression':<32}{'mypy + plugin':<22}{'pyright':<22}{'runtime':<22}")
    for row in zip(EXPRESSIONS, mypy_types, pyright_types, runtime_types, strict=True):
        agree = "" if len(set(row[1:])) == 1 else "   <- differ"
        print(f"  {row[0]:<32}{row[1]:<22}{row[2]:<22}{row[3]:<22}{agree}")
    print(f"\n  mypy error:    {mypy_errors[0] if mypy_errors else '(none)'}")
    print(f"  pyright error: {pyright_errors[0] if pyright_errors else '(none)'}")


def show_jit() -> None:
    @jaxtypes.jit
    def step(x: jaxtypes.Array, scale: float) -> jaxtypes.Array:
        return jnp.sum(x * scale + 1, axis=0)

    x = jnp.asarray([[1, 2, 3], [4, 5, 6]], dtype=jnp.int16)
    print("\njit: step(x, 0.5) with x an int16 array, scale a Python float (weak):")
    print(f"  {step(x, 0.5)!r}")
    try:
        jaxtypes.lax.add(x, jnp.ones((2, 3), jnp.float32))  # type: ignore  # the mistake shown: both checkers reject it
    except TypeError as error:
        print(f"  lax.add(int16, float32) raises TypeError: {error}")


def show_training() -> None:
    """examples/mlp.py: an MLP trained with jit(value_and_grad(loss)) and vmap (typed; see README)."""
    sys.path.insert(0, str(Path(__file__).parent / "examples"))
    import mlp

    losses = mlp.train(steps=200)
    print(f"\ntraining (examples/mlp.py, jit(value_and_grad(loss)) with vmap inside): loss {losses[0]:.4f} -> "
          f"{losses[-1]:.4f} in {len(losses)} steps")


if __name__ == "__main__":
    print(f"jaxtypes {jaxtypes.__version__}: jnp.int16 is {jnp.int16!r}, np.dtype(jnp.int16) = {jnp.dtype(jnp.int16)}\n")
    show_lattice()
    show_jit()
    show_training()
    show_checkers()
