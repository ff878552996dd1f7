"""``import jaxtypes`` stays cheap: no jaxlib, no jax, no runtime until first use."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROBE = "import sys, {modules}; print(sorted(m for m in ('jaxlib', 'jax') if m in sys.modules))"


@pytest.mark.parametrize("modules", ["jaxtypes", "jaxtypes, jaxtypes.dtypes", "jaxtypes.typing",
                                     "jaxtypes.mypy_plugin", "jaxtypes.numpy",
                                     "jaxtypes.tree_util", "jaxtypes.tree", "jaxtypes.random"])
def test_import_does_not_load_jaxlib(modules: str) -> None:
    out = subprocess.run([sys.executable, "-c", PROBE.format(modules=modules)],
                         capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"
