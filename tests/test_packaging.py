"""Installs: the wheel holds only jaxtypes.*, and both checkers see the package from an
editable install and from the wheel in a fresh virtual environment outside the repository."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.typecheck import CASES, expected_errors, run_mypy, run_pyright

REPO = Path(__file__).resolve().parent.parent
SAMPLES = [CASES / "pass" / "foundation_accepted.py", CASES / "fail" / "foundation_rejected.py"]


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
    accepted, rejected = copy_samples(where)
    for run in (run_mypy, run_pyright):
        kwargs = {"config": where / "mypy.ini"} if run is run_mypy else {"project": where}
        found = run([accepted, rejected], cwd=where, python=python, **kwargs)
        checker = "mypy" if run is run_mypy else "pyright"
        assert {d.line for d in found if d.file == accepted.resolve()} == set(), (checker, found)
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
