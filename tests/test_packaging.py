"""Installs: the wheel holds only jaxtypes.*, and both checkers see the package from an
editable install and from the wheel in a fresh virtual environment outside the repository."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.typecheck import CASES, expected_errors, run_mypy, run_pyright

REPO = Path(__file__).resolve().parent.parent
SAMPLES = [CASES / "pass" / "foundation_accepted.py", CASES / "fail" / "foundation_rejected.py",
           CASES / "pass" / "stubs_accepted.py", CASES / "reveal" / "generated_promotion_table.py"]
STUBS = ("__init__.pyi", "_array.pyi", "numpy.pyi", "lax.pyi", "scalar_types.pyi")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(REPO)],
                   check=True, capture_output=True)
    (path,) = out.glob("jaxtypes-*.whl")
    return path


def test_wheel_installs_only_jaxtypes(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top_level = {name.split("/")[0] for name in names}
    assert top_level == {"jaxtypes", wheel.name.split("-py3")[0] + ".dist-info"}
    for required in ("jaxtypes/__init__.py", "jaxtypes/dtypes.py", "jaxtypes/py.typed",
                     "jaxtypes/runtime/__init__.py", "jaxtypes/mypy_plugin/__init__.py"):
        assert required in names
    for stub in STUBS:  # the stubs land beside their modules, with the committed content
        assert zipfile.ZipFile(wheel).read(f"jaxtypes/{stub}").decode() == (REPO / "stubs" / stub).read_text()


def copy_samples(where: Path) -> list[Path]:
    copies = []
    for sample in SAMPLES:
        target = where / sample.name
        shutil.copy(sample, target)
        copies.append(target)
    shutil.copy(CASES / "mypy.ini", where / "mypy.ini")
    shutil.copy(CASES / "pyrightconfig.json", where / "pyrightconfig.json")
    return copies


def assert_checkers_see_the_package(python: str, where: Path) -> None:
    """Outside the repository both checkers give the installed package the repository's
    types: clean pass/ samples, every fail/ marker, and every cell of the promotion table
    as its reveal/ file asserts (so the stubs were found and read)."""
    accepted, rejected, stubs_accepted, table = copy_samples(where)
    for run in (run_mypy, run_pyright):
        kwargs = {"config": where / "mypy.ini"} if run is run_mypy else {"project": where}
        found = run([accepted, rejected, stubs_accepted, table], cwd=where, python=python, **kwargs)
        checker = "mypy" if run is run_mypy else "pyright"
        for clean in (accepted, stubs_accepted, table):
            assert {d.line for d in found if d.file == clean.resolve()} == set(), (checker, clean.name, found)
        assert {d.line for d in found if d.file == rejected.resolve()} == set(expected_errors(rejected, checker)), (checker, found)


def test_checkers_see_the_editable_install_from_outside_the_repository(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-c", "import jaxtypes.runtime, jaxtypes.mypy_plugin, jaxtypes; print(jaxtypes.__file__)"],
                         cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert str(REPO) in out
    assert_checkers_see_the_package(sys.executable, tmp_path)


def test_wheel_in_fresh_virtualenv(wheel: Path, tmp_path: Path) -> None:
    env = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(env)], check=True)
    python = str(env / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True)
    # Dependencies (numpy, ml_dtypes, mypy, pyright) come from this environment's
    # site-packages through a path entry; its editable jaxtypes does not, because .pth
    # files are only read in site directories, not in directories they add.
    env_site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                   capture_output=True, text=True, check=True).stdout.strip())
    (env_site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
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
