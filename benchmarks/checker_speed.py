"""How long pyright and mypy (cold cache) take on code using jaxtypes, next to NumPy.

Prints wall times, in one run, for:

* ``typecheck_cases/`` (every pass/, fail/ and reveal/ file) under the committed stubs;
* the committed stubs in the default mode (the constant ``JAXTYPES_X64`` undefined, as a
  user without configuration has it) and in 64-bit mode (``defineConstant`` for pyright,
  ``--always-true JAXTYPES_X64`` for mypy);
* a generated array-heavy file of ``--lines`` lines (1000 by default) under each stub
  encoding that ``stubs/generate.py`` can write, and the same file written for NumPy:
  ``hybrid`` (the committed one: Array with Array through a protocol on the scalar
  classes, Python scalars through constrained TypeVars, the rest as down-set
  overloads; reflected operators as callable attributes), ``downset`` (one overload per result dtype, both parameters listing what
  joins into it), ``flat`` (one overload per first operand and result) and ``protocol``
  (numtype's way: every promotion rule a method of the scalar classes, read back
  through protocols; mypy cannot solve those for Python-scalar operands, so its mypy
  column has errors).

Each measurement is a fresh process (pyright keeps no cache between runs; mypy gets an
empty cache directory and ``--no-incremental``), the best of ``--repeat`` runs. The
committed stubs are read through the project's editable install; every other encoding
through a copy of the package installed in a throwaway virtual environment (so that
both checkers treat it as an installed library, as users' checkers do). Run::

    .venv/bin/python benchmarks/checker_speed.py [--lines 1000] [--repeat 3] [--encodings hybrid,downset,flat,protocol]
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
CASES = REPO / "typecheck_cases"


def array_heavy_file(lines: int, numpy: bool) -> str:
    """``lines`` assignments of binary operators, ufuncs, reductions, comparisons and
    ``where`` on arrays of four dtypes; the same expressions for jaxtypes and NumPy."""
    rng = random.Random(0)
    if numpy:
        head = ["import numpy as np", "from numpy.typing import NDArray", "",
                "def f(a: NDArray[np.float32], b: NDArray[np.int16], c: NDArray[np.int8], d: NDArray[np.float64]) -> None:"]
        ns = "np"
    else:
        head = ["import jaxtypes.numpy as jnp", "from jaxtypes import Array", "",
                "def f(a: Array[jnp.float32], b: Array[jnp.int16], c: Array[jnp.int8], d: Array[jnp.float64]) -> None:"]
        ns = "jnp"
    forms = [
        "{x} + {y} * 2", "{x} * {y} - {z}", "{ns}.sin({x}) + 1.5", "{ns}.maximum({x}, {y})",
        "({x} > {y}) & ({z} < 1)", "{x}.sum() + {y}.mean()", "{ns}.where({x} > 0, {y}, {z})", "{x} / {y} + {ns}.exp({z})",
    ]
    body = []
    for i in range(lines - len(head)):
        x, y, z = (rng.choice("abcd") for _ in range(3))
        body.append(f"    v{i} = " + forms[i % len(forms)].format(x=x, y=y, z=z, ns=ns))
    return "\n".join(head + body) + "\n"


def timed(command: list[str], cwd: Path) -> tuple[float, str]:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    return elapsed, (result.stdout.strip().splitlines() or [""])[-1]


def pyright(files: list[Path], cwd: Path, python: str = PYTHON) -> tuple[float, str]:
    return timed([PYTHON, "-m", "pyright", "--pythonpath", python, *map(str, files)], cwd)


def mypy(files: list[Path], cwd: Path, python: str = PYTHON, *flags: str) -> tuple[float, str]:
    with tempfile.TemporaryDirectory() as cache:
        return timed([PYTHON, "-m", "mypy", "--python-executable", python, "--no-incremental", "--cache-dir", cache,
                      *flags, *map(str, files)], cwd)


def x64_folder(file: Path, root: Path) -> Path:
    """A copy of ``file`` in a folder whose pyrightconfig.json turns 64-bit mode on."""
    folder = root / "work64"
    folder.mkdir(exist_ok=True)
    shutil.copy(file, folder / file.name)
    (folder / "pyrightconfig.json").write_text('{"defineConstant": {"JAXTYPES_X64": true}}\n')
    return folder


def venv_with_encoding(encoding: str, where: Path) -> str:
    """A virtual environment in ``where`` with a copy of jaxtypes whose stubs have
    ``encoding``, installed in its site-packages; numpy and the rest come from this
    environment through a path entry. Returns its interpreter."""
    subprocess.run([PYTHON, "-m", "venv", "--without-pip", str(where / "venv")], check=True)
    python = str(where / "venv" / "bin" / "python")
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    package = site / "jaxtypes"
    shutil.copytree(REPO / "jaxtypes", package, symlinks=False, ignore=shutil.ignore_patterns("__pycache__"))
    stubs = where / "stubs"
    subprocess.run([PYTHON, str(REPO / "stubs" / "generate.py"), "--encoding", encoding, "--out", str(stubs)],
                   check=True, capture_output=True)
    for stub in stubs.glob("*.pyi"):
        shutil.copy(stub, package / stub.name)
    return python


def best(run: object, repeat: int) -> tuple[float, str]:
    times, note = [], ""
    for _ in range(repeat):
        elapsed, note = run()  # type: ignore[operator]
        times.append(elapsed)
    return min(times), note


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement (the best is printed)")
    parser.add_argument("--encodings", default="hybrid,downset,flat,protocol")
    parser.add_argument("--skip-cases", action="store_true", help="do not time typecheck_cases/")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        work = root / "work"
        work.mkdir()
        jt_file, np_file = work / "arrays_jaxtypes.py", work / "arrays_numpy.py"
        jt_file.write_text(array_heavy_file(args.lines, numpy=False))
        np_file.write_text(array_heavy_file(args.lines, numpy=True))
        print(f"array-heavy file: {args.lines} lines; Python {sys.version.split()[0]}; best of {args.repeat} runs")
        rows: list[tuple[str, float, str, float, str]] = []
        np_p, np_pn = best(lambda: pyright([np_file], work), args.repeat)
        np_m, np_mn = best(lambda: mypy([np_file], work), args.repeat)
        rows.append(("numpy (its own stubs)", np_p, np_pn, np_m, np_mn))
        for encoding in args.encodings.split(","):
            python = PYTHON if encoding == "hybrid" else venv_with_encoding(encoding, root / encoding)
            p, pn = best(lambda: pyright([jt_file], work, python), args.repeat)
            m, mn = best(lambda: mypy([jt_file], work, python), args.repeat)
            rows.append((f"jaxtypes, {encoding}" + (" (committed)" if encoding == "hybrid" else ""), p, pn, m, mn))
            if encoding == "hybrid":  # 64-bit mode: pyright's defineConstant, mypy's always_true
                folder = x64_folder(jt_file, root)
                p, pn = best(lambda: pyright([folder / jt_file.name], folder, python), args.repeat)
                m, mn = best(lambda: mypy([folder / jt_file.name], folder, python, "--always-true", "JAXTYPES_X64"),
                             args.repeat)
                rows.append(("jaxtypes, hybrid, 64-bit mode", p, pn, m, mn))

        print(f"\n{'':34} {'pyright':>8} {'ratio':>6} {'mypy cold':>10} {'ratio':>6}   outcome (pyright / mypy)")
        for name, p, pn, m, mn in rows:
            print(f"{name:34} {p:7.1f}s {p / np_p:5.2f}x {m:9.1f}s {m / np_m:5.2f}x   {pn[:40]} / {mn[:60]}")
        print("(ratio: to the same checker on the NumPy file in this run; issue 25 asks for at most 1.0x)")

        if not args.skip_cases:
            files = sorted(f for part in ("pass", "fail", "reveal") for f in (CASES / part).glob("*.py"))
            lines = sum(len(f.read_text().splitlines()) for f in files)
            p, _ = best(lambda: pyright(files, CASES), 1)
            m, _ = best(lambda: mypy(files, CASES), 1)
            print(f"\ntypecheck_cases/ ({len(files)} files, {lines} lines, committed stubs): "
                  f"pyright {p:.1f}s, mypy cold {m:.1f}s (without the plugin)")


if __name__ == "__main__":
    main()
