"""Installs: the wheel holds only jaxtypes.*, and both checkers see the package from an
editable install and from the wheel in a fresh virtual environment outside the repository."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.installed import FreshVenv
from tests.typecheck import CASES, expected_errors, run_mypy, run_pyright, source_in_mode

REPO = Path(__file__).resolve().parent.parent
# One xdist worker builds the wheel and its virtual environment (session fixtures, shared
# with tests/test_checker_matrix.py).
pytestmark = pytest.mark.xdist_group("installed-wheel")
SAMPLES = [CASES / "pass" / "foundation_accepted.py", CASES / "fail" / "foundation_rejected.py",
           CASES / "pass" / "stubs_accepted.py", CASES / "reveal" / "generated_promotion_table.py",
           CASES / "reveal" / "default_dtypes.py"]
STUBS = {"__init__.pyi": "__init__.pyi", "_array.pyi": "_array.pyi", "numpy/__init__.pyi": "numpy.pyi",
         "numpy/linalg.pyi": "numpy.linalg.pyi", "scipy/linalg.pyi": "scipy.linalg.pyi",
         "lax/__init__.pyi": "lax.pyi", "lax/linalg.pyi": "lax.linalg.pyi", "scalar_types.pyi": "scalar_types.pyi",
         "random.pyi": "random.pyi", "nn/__init__.pyi": "nn.pyi", "nn/initializers.pyi": "nn.initializers.pyi",
         "debug.pyi": "debug.pyi",
         "scipy/optimize.pyi": "scipy.optimize.pyi", "scipy/sparse/linalg.pyi": "scipy.sparse.linalg.pyi",
         "scipy/fft.pyi": "scipy.fft.pyi", "scipy/signal.pyi": "scipy.signal.pyi",
         "scipy/integrate.pyi": "scipy.integrate.pyi", "scipy/ndimage.pyi": "scipy.ndimage.pyi",
         "scipy/interpolate.pyi": "scipy.interpolate.pyi", "scipy/cluster/vq.pyi": "scipy.cluster.vq.pyi",
         "scipy/special.pyi": "scipy.special.pyi"}
STUBS |= {"scipy/stats/__init__.pyi": "scipy.stats.pyi", **{f"scipy/stats/{d}.pyi": f"scipy.stats.{d}.pyi" for d in (
    "beta", "cauchy", "chi2", "expon", "gamma", "gennorm", "gumbel_l", "gumbel_r", "laplace", "logistic", "norm",
    "pareto", "t", "truncnorm", "uniform", "vonmises", "wrapcauchy")}}


def test_wheel_installs_only_jaxtypes(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top_level = {name.split("/")[0] for name in names}
    assert top_level == {"jaxtypes", wheel.name.split("-py3")[0] + ".dist-info"}
    for required in ("jaxtypes/__init__.py", "jaxtypes/dtypes.py", "jaxtypes/py.typed",
                     "jaxtypes/runtime/__init__.py", "jaxtypes/mypy_plugin/__init__.py"):
        assert required in names
    for path, stub in STUBS.items():  # the stubs land beside their modules, with the committed content
        assert zipfile.ZipFile(wheel).read(f"jaxtypes/{path}").decode() == (REPO / "stubs" / stub).read_text()


def copy_samples(where: Path, x64: bool) -> list[Path]:
    """The samples (reveal/ ones as asserted for the mode) and the checkers' configuration
    for a mode, as a user writes it: 64-bit mode is ``defineConstant`` for pyright and
    ``always_true`` for mypy (``mypy.ini``), or the plugin's own option (``plugin.ini``)."""
    where.mkdir(parents=True, exist_ok=True)
    copies = []
    for sample in SAMPLES if not x64 else [s for s in SAMPLES if s.parent.name == "reveal"]:
        target = where / sample.name
        target.write_text(source_in_mode(sample, x64))
        copies.append(target)
    mypy_ini = (CASES / "mypy.ini").read_text().rstrip() + "\n"
    pyright = json.loads((CASES / "pyrightconfig.json").read_text())
    if x64:
        pyright["defineConstant"] = {"JAXTYPES_X64": True}
    (where / "mypy.ini").write_text(mypy_ini + ("always_true = JAXTYPES_X64\n" if x64 else ""))
    (where / "plugin.ini").write_text(mypy_ini + f"plugins = jaxtypes.mypy_plugin\n\n[jaxtypes]\njax_enable_x64 = {str(x64).lower()}\n")
    (where / "pyrightconfig.json").write_text(json.dumps(pyright))
    return copies


def assert_checkers_see_the_package(python: str, where: Path, x64_modes: tuple[bool, ...] = (False, True)) -> None:
    """Outside the repository both checkers (mypy with and without the plugin) give the
    installed package the repository's types in the 64-bit modes asked for: clean pass/
    samples, every fail/ marker, and every reveal/ line as asserted for the mode (so the
    stubs were found and read, and the mode switched)."""
    for x64 in x64_modes:
        folder = where / ("x64" if x64 else "x32")
        files = copy_samples(folder, x64)
        runs = {"mypy": lambda: run_mypy(files, config=folder / "mypy.ini", cwd=folder, python=python),
                "mypy with the plugin": lambda: run_mypy(files, config=folder / "plugin.ini", cwd=folder, python=python),
                "pyright": lambda: run_pyright(files, project=folder, cwd=folder, python=python)}
        for checker, run in runs.items():
            found = run()
            for f in files:
                lines = {d.line for d in found if d.file == f.resolve()}
                expected = set(expected_errors(f, {"mypy with the plugin": "mypy-plugin"}.get(checker, checker)))
                assert lines == expected, (checker, "x64" if x64 else "x32", f.name, found)


def test_the_editable_install_is_the_repository_from_outside_it(tmp_path: Path) -> None:
    """From a folder outside the repository Python imports the repository's package. Both
    checkers read it from there in both 64-bit modes: tests/test_typecheck_cases.py runs
    mypy and pyright on copies of every case in such a folder, and
    tests/test_mypy_plugin.py runs mypy with the plugin from one."""
    out = subprocess.run([sys.executable, "-c", "import jaxtypes.runtime, jaxtypes.mypy_plugin, jaxtypes; print(jaxtypes.__file__)"],
                         cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert str(REPO) in out


def test_wheel_in_fresh_virtualenv(fresh_venv: FreshVenv, tmp_path: Path) -> None:
    env, python, env_site = fresh_venv.root, fresh_venv.python, fresh_venv.site
    work = tmp_path / "work"
    work.mkdir()
    out = subprocess.run([python, "-c", "import sys, jaxtypes, jaxtypes.runtime, jaxtypes.dtypes; "
                          "print(jaxtypes.__file__); print(sorted(m for m in ('runtime', 'mypy_plugin') if m in sys.modules))"],
                         cwd=work, capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[0].startswith(str(env_site))
    assert out[1] == "[]"
    for top_level in ("runtime", "mypy_plugin"):
        assert subprocess.run([python, "-c", f"import {top_level}"], cwd=work, capture_output=True).returncode != 0
    assert_checkers_see_the_package(python, work)
    assert_every_public_symbol_is_typed(env, work)


def assert_every_public_symbol_is_typed(env: Path, work: Path) -> None:
    """``pyright --verifytypes jaxtypes --ignoreexternal`` on the installed wheel: 100%."""
    environ = {**os.environ, "PATH": f"{env / 'bin'}:{os.environ['PATH']}", "VIRTUAL_ENV": str(env)}
    result = subprocess.run([str(env / "bin" / "python"), "-m", "pyright", "--verifytypes", "jaxtypes",
                             "--ignoreexternal", "--outputjson"], cwd=work, env=environ, capture_output=True, text=True)
    report = json.loads(result.stdout)["typeCompleteness"]
    assert report["packageRootDirectory"].startswith(str(env)), report["packageRootDirectory"]
    problems = [f"{s['name']}: {d['message']}" for s in report["symbols"] for d in s["diagnostics"]
                if d["severity"] == "error"]
    assert report["completenessScore"] == 1.0, (report["completenessScore"], problems[:20])
