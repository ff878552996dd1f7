"""The README's MLP example trains. (Both checkers accept it in strict mode: mypy with the
plugin in tests/test_mypy_plugin.py, pyright in tests/test_package_typechecks.py, each in
the run that checks the package, so the stubs are read once.)"""

from __future__ import annotations

import importlib.util
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
