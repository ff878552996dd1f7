"""Seeded random expressions (tests/random_expressions.py): on every line, mypy with the
plugin and pyright infer exactly the dtype and weak type that the jaxtypes runtime
produces, or report an error where it raises; and the runtime agrees with jax.

One file per 64-bit mode, each checker run once on it. A failure lists every line that
disagrees, with what each checker said and what ran; the larger run, with classes of
disagreements, is ``.venv/bin/python benchmarks/random_expressions.py``.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.random_expressions import evaluate, generate

SEED = 2024  # 64-bit mode's lines come from the next seed
LINES = 40
DEPTHS = (2,)  # two nested calls: three-deep lines at this seed reach pyright's known miss, a weak float or
# complex array as an operator's receiver (`~wf`: the README's limitations), in 2 of 40 lines
CHECKERS = ("mypy-plugin", "pyright")
TIMEOUT_S = 300  # per checker run; the whole test takes about a minute


def test_generated_lines_use_names_that_jaxtypes_and_jax_both_have() -> None:
    used = {m.groups() for e in generate(SEED, 1000) for m in re.finditer(r"\b(jnp|lax)\.(\w+)", e.text)}
    modules = {(alias, library): importlib.import_module(f"{library}.{'numpy' if alias == 'jnp' else 'lax'}")
               for alias in ("jnp", "lax") for library in ("jaxtypes", "jax")}
    missing = [f"{library}: {alias}.{name}" for alias, name in sorted(used) for library in ("jaxtypes", "jax")
               if not hasattr(modules[alias, library], name)]
    assert not missing, missing


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_random_expressions_agree_with_the_runtime_and_jax(x64: bool, tmp_path: Path) -> None:
    results = evaluate(generate(SEED + x64, LINES, DEPTHS), x64, CHECKERS, tmp_path, timeout=TIMEOUT_S)
    timed_out = [c for c in CHECKERS if all(r.verdict(c) == "timed out" for r in results)]
    wrong = [r for r in results if set(r.disagreements()) - set(timed_out)]
    if not wrong and not timed_out:
        return
    counts = Counter(who for r in wrong for who in r.disagreements() if who not in timed_out)
    report = [f"{c} did not finish within {TIMEOUT_S} s on the {LINES}-line file: its answers are missing"
              for c in timed_out]
    report.append(f"{len(wrong)} of {len(results)} lines disagree ("
                  + ", ".join(f"{who}: {n}" for who, n in sorted(counts.items()))
                  + "; jax: the jaxtypes runtime and jax differ)")
    pytest.fail("\n".join(report + [r.describe(omit=timed_out) for r in wrong]), pytrace=False)
