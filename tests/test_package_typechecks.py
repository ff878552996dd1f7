"""The package's own source is clean under mypy --strict and pyright, stubs included.

Checkers read a ``.pyi`` instead of the ``.py`` beside it, so the modules that have stubs
(``jaxtypes/__init__``, ``_array``, ``numpy``, ``lax``, ``scalar_types``) are also checked
on their own, in a copy of the package without the stubs. mypy leaves the generated
stubs' errors out (``ignore_errors``): their overloads overlap on purpose (first match
wins, as stubs/generate.py checks), and mypy's pairwise overlap check of a few thousand
overloads would take minutes; pyright checks them whole.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.typecheck import run_mypy, run_pyright

PACKAGE = Path(__file__).resolve().parent.parent / "jaxtypes"
MLP = PACKAGE.parent / "examples" / "mlp.py"
GENERATED = ("jaxtypes._array,jaxtypes.numpy,jaxtypes.numpy.linalg,jaxtypes.numpy.fft,jaxtypes.scipy.linalg,jaxtypes.lax,"
             "jaxtypes.random,jaxtypes.nn,jaxtypes.nn.initializers,jaxtypes.scalar_types,"
             "jaxtypes.scipy.fft,jaxtypes.scipy.signal,jaxtypes.scipy.integrate,jaxtypes.scipy.ndimage,"
             "jaxtypes.scipy.cluster.vq,jaxtypes.scipy.stats.*")


def test_mypy_strict_on_the_package(tmp_path: Path) -> None:
    strict = tmp_path / "mypy.ini"
    strict.write_text(f"[mypy]\nstrict = True\n\n[mypy-{GENERATED}]\nignore_errors = True\n")
    found = run_mypy([PACKAGE], config=strict, cwd=PACKAGE.parent)
    assert not found, "\n".join(f"{d.file}:{d.line}: {d.message}" for d in found)


def test_mypy_strict_on_the_modules_behind_the_stubs(tmp_path: Path) -> None:
    copy = tmp_path / "jaxtypes"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("*.pyi", "__pycache__", "mypy_plugin", "runtime"))
    strict = tmp_path / "mypy.ini"
    strict.write_text("[mypy]\nstrict = True\nfollow_imports = silent\n")
    found = run_mypy([copy / f"{name}.py" for name in ("__init__", "_array", "numpy/__init__", "numpy/linalg", "numpy/fft",
                                                      "scipy/__init__",
                                                      "scipy/linalg",
                                                      "scipy/optimize", "scipy/sparse/linalg",
                                                      "lax/__init__", "lax/linalg", "random", "nn/__init__",
                                                      "nn/initializers",
                                                      "scalar_types")],
                     config=strict, cwd=tmp_path)
    assert not found, "\n".join(f"{d.file}:{d.line}: {d.message}" for d in found)


def test_pyright_on_the_package_and_the_strict_mlp_example() -> None:
    """Clean, except that pyright gives up its code-flow analysis of the generated
    ``numpy.pyi`` as a whole ("too complex"): the stubs hold both 64-bit modes, and the
    declarations that end its overload chains (stubs/_modes.py) are many assignments in
    branches. That analysis serves code in the module itself; importers read each name's
    declared type, which tests/test_typecheck_cases.py checks in both modes.

    The same run checks the README's MLP example (examples/mlp.py), in strict mode by its
    ``# pyright: strict`` comment: one pyright process reads the stubs once for both."""
    assert MLP.read_text().startswith("# pyright: strict\n")
    found = [d for d in run_pyright([PACKAGE, MLP], project=None, cwd=PACKAGE.parent)
             if not (d.message.startswith("Code is too complex") and d.file.suffix == ".pyi")]
    assert not found, "\n".join(f"{d.file}:{d.line}: {d.message}" for d in found)
