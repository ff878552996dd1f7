"""Every cell of the seed's promotion table (spec/promotion_table.json), in 64-bit mode."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from jaxtypes import dtypes
from tests.conftest import load_promotion_table, modes

TABLE = load_promotion_table()
CODES = TABLE["order"]
WEAK_ARG = {"i*": int, "f*": float, "c*": complex}
CELLS = list(itertools.product(CODES, CODES))


def as_argument(code: str) -> object:
    """A promote_types/result_type argument for a table code: a dtype, or int/float/complex for weak codes."""
    return WEAK_ARG.get(code) or np.dtype(TABLE["codes"][code])


def as_code(dtype: np.dtype, weak: bool) -> str:
    if weak:
        return {"i": "i*", "u": "i*", "f": "f*", "c": "c*"}[dtype.kind]
    return next(code for code, name in TABLE["codes"].items() if name == dtype.name)


def test_table_is_complete() -> None:
    assert len(CODES) == 18
    assert len(CELLS) == 324
    assert all(set(TABLE["table"][row]) == set(CODES) for row in CODES)


@pytest.mark.parametrize(("row", "col"), CELLS, ids=[f"{r}+{c}" for r, c in CELLS])
def test_result_type_reproduces_cell(row: str, col: str) -> None:
    expected = TABLE["table"][row][col]
    with modes(x64=True, mode="standard"):
        dtype, weak = dtypes.result_type(as_argument(row), as_argument(col), return_weak_type_flag=True)
        assert as_code(dtype, weak) == expected
        # promote_types reports the same dtype; weak results as their 64-bit default.
        promoted = dtypes.promote_types(as_argument(row), as_argument(col))
        assert promoted == dtype


@pytest.mark.parametrize(("row", "col"), CELLS, ids=[f"{r}+{c}" for r, c in CELLS])
def test_lattice_join_reproduces_cell(row: str, col: str) -> None:
    expected = TABLE["table"][row][col]
    name = {code: TABLE["codes"][code] for code in CODES if code not in WEAK_ARG}
    node = lambda code: code if code in WEAK_ARG else name[code]  # noqa: E731
    assert dtypes.join_nodes(node(row), node(col), strict=False, x64=True) == node(expected)


def test_seed_edges_are_the_lattice_restricted_to_seed_nodes() -> None:
    names = {code: (code if code in WEAK_ARG else TABLE["codes"][code]) for code in CODES}
    edges = dtypes.lattice_edges(strict=False, x64=True)
    for code, successors in TABLE["lattice_edges"].items():
        ours = {n for n in edges[names[code]] if n in names.values()}
        assert ours == {names[s] for s in successors}, code
