"""Every name of the seed's ``jax.lax`` reference (spec/seeds/003_...) is in
``jaxtypes.lax``, except the names listed below as pending: the parallel operators and
``lax.linalg`` (later issues). A pending name that appears fails too, so the list only
shrinks."""

from __future__ import annotations

import re
import jaxtypes.lax as lax
from tests.conftest import SHARED_SPEC

SEED = SHARED_SPEC / "seeds" / "003_4890cc6c97da7bda.txt"

# The seed's sections (headings end in "#"): operators, control flow, custom gradients,
# parallel operators, lax.linalg.
SECTIONS = ("运算符#", "控制流运算符#", "自定义梯度运算符#", "并行运算符#", "线性代数运算符 (jax.lax.linalg)#")

LATER_ISSUES = frozenset({
    # parallel operators
    "all_gather", "all_to_all", "psum", "psum_scatter", "pmax", "pmin", "pmean", "ppermute", "pshuffle",
    "pswapaxes", "axis_index",
    # lax.linalg
    "cholesky", "eig", "eigh", "hessenberg", "lu", "householder_product", "qdwh", "qr", "schur", "svd",
    "triangular_solve", "tridiagonal", "tridiagonal_solve",
})


def seed_names() -> dict[str, list[str]]:
    """The function names of each section, in the seed's order."""
    assert SEED.exists(), f"the specification is missing: {SEED} (shared/ must sit beside the repository)"
    names: dict[str, list[str]] = {}
    section = None
    for line in SEED.read_text(encoding="utf-8").splitlines():
        if line in SECTIONS:
            section = line
            names[section] = []
        elif line.endswith("#"):
            section = None
        elif section is not None and (match := re.match(r"^([A-Za-z_]\w*)\(", line)):
            names[section].append(match.group(1))
    return names


def test_the_seed_is_read() -> None:
    names = seed_names()
    assert set(names) == set(SECTIONS)
    assert len(names["运算符#"]) > 100 and "add" in names["运算符#"] and "cond" in names["控制流运算符#"]


def test_every_seed_name_is_in_jaxtypes_lax_or_pending() -> None:
    everything = {n for section in seed_names().values() for n in section}
    missing = sorted(n for n in everything - LATER_ISSUES if not hasattr(lax, n))
    assert not missing, f"jaxtypes.lax lacks: {missing}"
    assert LATER_ISSUES <= everything, sorted(LATER_ISSUES - everything)


def test_pending_names_are_really_missing() -> None:
    built = sorted(n for n in LATER_ISSUES if hasattr(lax, n))
    assert not built, f"built now: take them off the pending list: {built}"
