"""Every dtype argument of the functions that do more with it than give it back
(``dtype_argument_result`` in jaxtypes/_static_rules.py, which the stubs and the mypy
plugin read): for each strong dtype, in both 64-bit modes, the runtime gives the rule's
dtype (weakly typed where the rule's node is weak), eagerly and under ``jit``, or raises
where the rule rejects the dtype; jax does the same."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.lax
import jax.numpy
import pytest

import jaxtypes
import jaxtypes.lax
import jaxtypes.numpy
from jaxtypes import dtypes
from jaxtypes._static_rules import DTYPE_ARGUMENT_FUNCTIONS, STRONG_NODES, dtype_argument_result, is_weak, strong
from tests.conftest import modes

Call = Callable[[Any, Any, Any], Any]  # (the numpy module, the lax module, the dtype) -> array

CALLS: dict[str, Call] = {
    "arange": lambda jnp, lax, dtype: jnp.arange(3, dtype=dtype),
    "argsort": lambda jnp, lax, dtype: jnp.argsort(jnp.asarray([3, 1, 2], "int16"), dtype=dtype, descending=True),
    "mean": lambda jnp, lax, dtype: jnp.mean(jnp.ones((2, 3), "float32"), axis=0, dtype=dtype),
    "nanmean": lambda jnp, lax, dtype: jnp.nanmean(jnp.ones((2, 3), "float32"), axis=1, dtype=dtype),
    "var": lambda jnp, lax, dtype: jnp.var(jnp.ones((2, 3), "float32"), dtype=dtype),
    "nanvar": lambda jnp, lax, dtype: jnp.nanvar(jnp.ones(3, "float16"), dtype=dtype),
    "std": lambda jnp, lax, dtype: jnp.std(jnp.ones(3, "float32"), axis=0, dtype=dtype),
    "nanstd": lambda jnp, lax, dtype: jnp.nanstd(jnp.ones(3, "float32"), dtype=dtype),
    "fft.rfftfreq": lambda jnp, lax, dtype: jnp.fft.rfftfreq(4, dtype=dtype),
    "lax.iota": lambda jnp, lax, dtype: lax.iota(dtype, 3),
    "lax.broadcasted_iota": lambda jnp, lax, dtype: lax.broadcasted_iota(dtype, (2, 3), 1),
    "lax.argmax": lambda jnp, lax, dtype: lax.argmax(jnp.ones(3, "float32"), 0, dtype),
    "lax.argmin": lambda jnp, lax, dtype: lax.argmin(jnp.ones((2, 3), "float32"), 1, dtype),
}

# Where jax differs, and why the runtime keeps the rule's answer.
JAX_DIFFERS = {
    # jax counts the frequencies in the 2-bit dtype first and overflows (OverflowError)
    ("fft.rfftfreq", "int2"), ("fft.rfftfreq", "uint2"),
    # jax 0.10.2 fails inside nanvar for 2- and 4-bit integers ("Invalid integer data type 'V'")
    *(("nanvar", node) for node in ("int2", "int4", "uint2", "uint4")),
    # jax 0.10.2's sort fails in XLA for 2-bit operands (JaxRuntimeError); lax.sort here sorts them in 8 bits
    ("argsort", "int2"), ("argsort", "uint2"),
}


def outcome(call: Callable[[], Any]) -> tuple[str, bool] | Exception:
    """(dtype name, weakly typed) of the result, or the exception raised."""
    try:
        result = call()
    except (TypeError, ValueError, OverflowError) as error:
        return error
    return str(result.dtype), bool(result.weak_type)


def expected(function: str, node: str, x64: bool) -> tuple[str, bool] | None:
    answer = dtype_argument_result(function, node, x64)
    return None if answer is None else (strong(answer, x64), is_weak(answer))


def test_every_rule_has_a_call() -> None:
    assert set(CALLS) == set(DTYPE_ARGUMENT_FUNCTIONS)


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
@pytest.mark.parametrize("function", sorted(CALLS))
def test_dtype_argument_as_the_rule_says(function: str, x64: bool) -> None:
    call = CALLS[function]
    problems = []
    accepted = []
    with modes(x64, "standard"):
        for node in STRONG_NODES:
            dtype = dtypes.REGISTRY[node].dtype
            want = expected(function, node, x64)
            ours = outcome(lambda: call(jaxtypes.numpy, jaxtypes.lax, dtype))
            if want is None:
                if not isinstance(ours, Exception):
                    problems.append(f"{node}: the rule rejects it, the runtime gives {ours}")
            else:
                accepted.append((node, dtype))
                if ours != want:
                    problems.append(f"{node}: the rule gives {want}, the runtime {ours!r}")
            theirs = None if (function, node) in JAX_DIFFERS else outcome(lambda: call(jax.numpy, jax.lax, dtype))
            if theirs is not None and (
                    isinstance(theirs, Exception) != isinstance(ours, Exception)
                    or not isinstance(ours, Exception) and ours != theirs):
                problems.append(f"{node}: jax gives {theirs!r}, the runtime {ours!r}")
        # one program for every accepted dtype: the same dtypes under jit
        staged = jaxtypes.jit(lambda: [call(jaxtypes.numpy, jaxtypes.lax, dtype) for _, dtype in accepted])()
        for (node, _), result in zip(accepted, staged, strict=True):
            if outcome(lambda: result) != expected(function, node, x64):
                problems.append(f"{node} under jit: {outcome(lambda: result)}")
    assert not problems, "\n".join(problems)


def test_variance_values_with_a_dtype_or_a_fractional_correction() -> None:
    """The values too: var in an integer dtype divides there (then a weak float, NaN where
    too few elements are), a fractional ``correction`` stays fractional, nanmean divides
    in the dtype asked for; eagerly and under jit, as jax."""
    import numpy as np

    x = np.array([[1.0, 2.0, 4.0, 7.0], [3.0, 3.0, 9.0, np.nan]], np.float32)
    cases: list[Callable[[Any], Any]] = [
        lambda jnp: jnp.var(jnp.asarray(x[:, :3]), axis=1, dtype="int16", ddof=1),
        lambda jnp: jnp.var(jnp.asarray(x[:, :3]), axis=0, dtype="uint8", ddof=2),  # NaN: no element left
        lambda jnp: jnp.var(jnp.asarray(x[0]), correction=0.5),
        lambda jnp: jnp.std(jnp.asarray(x[0]), correction=1.5, dtype="float16"),
        lambda jnp: jnp.nanmean(jnp.asarray(x), axis=1, dtype="int32"),
        lambda jnp: jnp.nanvar(jnp.asarray(x), axis=1, dtype="int8"),
    ]
    for case in cases:
        want = case(jax.numpy)
        for got in (case(jaxtypes.numpy), jaxtypes.jit(lambda: case(jaxtypes.numpy))()):
            assert (got.dtype, got.weak_type) == (want.dtype, want.weak_type)
            np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64), rtol=1e-3)
