"""The package as users get it: the wheel built from the repository, installed in a fresh
virtual environment outside it (used by tests/test_packaging.py, the checker matrix and
benchmarks/checker_matrix.py)."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class FreshVenv:
    root: Path
    python: str
    site: Path  # its site-packages, holding the installed jaxtypes


def build_wheel(out: Path) -> Path:
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(REPO)],
                   check=True, capture_output=True)
    (path,) = out.glob("jaxtypes-*.whl")
    return path


def fresh_venv(wheel: Path, where: Path) -> FreshVenv:
    """A virtual environment in ``where`` with the wheel installed (without dependencies)."""
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True)
    python = str(where / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True)
    # Dependencies (numpy, ml_dtypes, the checkers) come from this environment's
    # site-packages through a path entry; its editable jaxtypes does not, because .pth
    # files are only read in site directories, not in directories they add.
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return FreshVenv(where, python, site)
