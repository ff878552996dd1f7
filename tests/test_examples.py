"""The README's MLP example: both checkers accept it in strict mode, and it trains."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MLP = REPO / "examples" / "mlp.py"


def test_mlp_example_trains() -> None:
    spec = importlib.util.spec_from_file_location("mlp_example", MLP)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    losses = module.train(steps=60)
    assert losses[-1] < 0.5 * losses[0], losses[::10]


def test_mlp_example_is_strictly_typed(tmp_path: Path) -> None:
    config = tmp_path / "mypy.ini"
    config.write_text("[mypy]\nstrict = True\nplugins = jaxtypes.mypy_plugin\n")
    mypy = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(config), "--cache-dir", str(tmp_path / "c"),
                           str(MLP)], capture_output=True, text=True)
    assert mypy.returncode == 0, mypy.stdout + mypy.stderr
    (tmp_path / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    pyright = subprocess.run([sys.executable, "-m", "pyright", "--outputjson", "--project", str(tmp_path),
                              "--pythonpath", sys.executable, str(MLP)], capture_output=True, text=True)
    report = json.loads(pyright.stdout)
    assert report["summary"]["errorCount"] == 0, [d["message"] for d in report["generalDiagnostics"]]
