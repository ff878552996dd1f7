"""``x + y`` on real XLA: the runtime dtype and weak_type equal the lattice's answer,
for every pair of dtypes and for Python scalars on either side, in every mode.

Two references: the lattice itself (``join_nodes`` on the operands' nodes), and
real jax for the same operands, weakly typed arrays of every dtype included.
"""

from __future__ import annotations

import itertools
import warnings

import numpy as np
import pytest

import jaxtypes.numpy as jnp
from jaxtypes import TypePromotionError, dtypes
from jaxtypes.runtime.lax.operators import convert_element_type
from tests.conftest import MODE_IDS, MODES, modes

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

PYTHON_SCALARS = {"Python int": 3, "Python float": 2.5, "Python complex": 1j, "Python bool": True}


def live_dtypes() -> list[np.dtype]:
    """The dtypes arrays can have in the current mode (64-bit ones only with x64)."""
    return [i.dtype for i in dtypes.REGISTRY.values() if dtypes.canonicalize_dtype(i.dtype) == i.dtype]


def operands() -> dict[str, object]:
    """Strong arrays of every dtype, weak arrays of every non-bool dtype, Python scalars."""
    found: dict[str, object] = {}
    for dt in live_dtypes():
        strong = jnp.asarray(np.zeros(2, dt))
        found[dt.name] = strong
        if dt.kind != "b":
            found[f"weak {dt.name}"] = convert_element_type(strong, dt, weak_type=True)
    found.update(PYTHON_SCALARS)
    return found


def lattice_answer(x: object, y: object) -> tuple[np.dtype, bool]:
    """(dtype, weak) straight from the lattice: join the nodes, then materialize."""
    nodes = [dtypes.node_of(type(v) if type(v) in (bool, int, float, complex) else v.dtype,  # type: ignore[attr-defined]
                            type(v) in (int, float, complex)) for v in (x, y)]
    dtype, weak = dtypes.materialize(dtypes.join_nodes(*nodes))
    return dtype, weak and dtype.kind != "b"


def jax_operand(v: object) -> object:
    """What jax's ``+`` sees: the Python scalar, or an abstract array of the same dtype and weakness."""
    if type(v) in (bool, int, float, complex):
        return v
    return jax.ShapeDtypeStruct(v.shape, v.dtype, weak_type=v.weak_type)  # type: ignore[attr-defined]


def jax_add(x: object, y: object) -> object:
    """jax's ``x + y``, evaluated abstractly (no compilation): it has the dtype and weak_type."""
    return jax_adds([(x, y)])[0]


def jax_adds(pairs: list[tuple[object, object]]) -> list[object]:
    """jax's ``x + y`` for every pair, in one abstract evaluation: each result's
    ShapeDtypeStruct, or the exception jax raised for that pair."""
    operands = [v for pair in pairs for v in pair]
    abstract = [i for i, v in enumerate(operands) if isinstance(v, jax.ShapeDtypeStruct)]
    errors: dict[int, Exception] = {}

    def adds(*arrays: object) -> list[object]:
        values = list(operands)
        for i, a in zip(abstract, arrays):
            values[i] = a
        results = []
        for n in range(len(pairs)):
            try:
                results.append(values[2 * n] + values[2 * n + 1])  # type: ignore[operator]
            except Exception as err:  # noqa: BLE001  (the class is compared by the caller)
                errors[n] = err
                results.append(None)
        return results

    out = jax.eval_shape(adds, *[operands[i] for i in abstract])
    return [errors.get(n, r) for n, r in enumerate(out)]


@pytest.mark.parametrize(("x64", "mode"), MODES, ids=MODE_IDS)
def test_add_matches_lattice_and_jax_for_every_pair(x64: bool, mode: str) -> None:
    mismatches = []
    with modes(x64, mode), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ops = operands()
        pairs = [((name_x, x), (name_y, y)) for (name_x, x), (name_y, y) in itertools.product(ops.items(), repeat=2)
                 # two Python scalars never reach the array operators
                 if not (type(x) in (bool, int, float, complex) and type(y) in (bool, int, float, complex))]
        jax_results = jax_adds([(jax_operand(x), jax_operand(y)) for (_, x), (_, y) in pairs])
        for ((name_x, x), (name_y, y)), jax_result in zip(pairs, jax_results):
            expected: tuple | str = (type(jax_result).__name__ if isinstance(jax_result, Exception) else
                                     (np.dtype(jax_result.dtype), bool(jax_result.weak_type) and jax_result.dtype != bool))
            try:
                out = x + y  # type: ignore[operator]
                got: tuple | str = (out.dtype, out.weak_type)
            except TypePromotionError:
                got = "TypePromotionError"
            if "weak" not in name_x and "weak" not in name_y:
                try:
                    lattice: tuple | str = lattice_answer(x, y)
                except TypePromotionError:
                    lattice = "TypePromotionError"
                if got != lattice:
                    mismatches.append(f"{name_x} + {name_y}: runtime {got}, lattice {lattice}")
            if got != expected:
                mismatches.append(f"{name_x} + {name_y}: runtime {got}, jax {expected}")
    assert not mismatches, "\n".join(mismatches[:40]) + f"\n({len(mismatches)} mismatches)"


@pytest.mark.parametrize("x64", [False, True])
def test_numpy_operands_promoted_into_a_weak_result_are_weak(x64: bool) -> None:
    with modes(x64, "standard"):
        for numpy_operand, scalar in [(np.array([True, False]), 1.5), (np.bool_(True), 2), (np.array([True]), 1j)]:
            ours = jnp.add(numpy_operand, scalar)
            theirs = jax_add(jax.ShapeDtypeStruct(np.shape(numpy_operand), np.bool_), scalar)
            assert (ours.dtype, ours.weak_type) == (theirs.dtype, theirs.weak_type)
            assert ours.weak_type
