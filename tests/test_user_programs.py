"""Small programs written as JAX users write them (tests/user_programs/) run on jax and on
jaxtypes with only their imports changed, and print the same numbers.

Each library runs every program in one subprocess (one import of the library, one XLA
client). The numbers are compared to float32 rounding: the two libraries build the same
computations, but XLA may fuse and order them differently (a reduction's order, a
fused multiply-add), and a few training steps carry such differences on."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.user_program_runner import SEPARATOR, jax_to_jaxtypes

PROGRAMS = sorted((Path(__file__).resolve().parent / "user_programs").glob("*.py"))
REPO = Path(__file__).resolve().parent.parent

_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?nan|[-+]?inf")


def run_programs(library: str) -> dict[str, str]:
    run = subprocess.run([sys.executable, "-m", "tests.user_program_runner", library, *map(str, PROGRAMS)],
                         capture_output=True, text=True, cwd=REPO, timeout=900, check=False)
    if run.returncode != 0:
        pytest.fail(f"the programs failed on {library}:\n{run.stdout[-3000:]}\n{run.stderr[-6000:]}", pytrace=False)
    outputs = {}
    for chunk in run.stdout.split(SEPARATOR)[1:]:
        path, _, text = chunk.partition("\n")
        outputs[Path(path).name] = text
    return outputs


def numbers_and_words(text: str) -> tuple[list[float], list[str]]:
    numbers = [float(n) for n in _NUMBER.findall(text)]
    words = re.findall(r"[A-Za-z/_]+", _NUMBER.sub(" ", text))
    return numbers, words


def test_the_import_rewrite_changes_only_imports() -> None:
    source = "import jax\nimport jax.numpy as jnp\nfrom jax import lax\nfrom jax.scipy.stats import norm\nx = jax.jit\n"
    assert jax_to_jaxtypes(source) == ("import jaxtypes as jax\nimport jaxtypes.numpy as jnp\nfrom jaxtypes import lax\n"
                                       "from jaxtypes.scipy.stats import norm\nx = jax.jit\n")
    with pytest.raises(ValueError, match="cannot rewrite"):
        jax_to_jaxtypes("import jax.numpy\n")


@pytest.mark.xdist_group("user-programs")
def test_programs_print_the_same_numbers_on_both_libraries() -> None:
    assert len(PROGRAMS) >= 5
    reference, ours = run_programs("jax"), run_programs("jaxtypes")
    assert sorted(reference) == sorted(ours) == [p.name for p in PROGRAMS]
    for name in reference:
        (expected, expected_words), (got, got_words) = numbers_and_words(reference[name]), numbers_and_words(ours[name])
        assert got_words == expected_words, (name, reference[name], ours[name])
        assert len(got) == len(expected) > 5, (name, reference[name], ours[name])
        np.testing.assert_allclose(got, expected, rtol=2e-3, atol=2e-4,
                                   err_msg=f"{name}\njax:\n{reference[name]}\njaxtypes:\n{ours[name]}")
