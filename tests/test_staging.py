"""The jnp functions compiled as a whole when called eagerly (runtime/numpy/staging.py):
the same results and errors as running their operations one by one, one compile for a
loop over Python scalars, the eager path where staging cannot apply, and plain inlining
inside transformations."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes.runtime import backend
from jaxtypes.runtime.numpy import staging
from tests.conftest import modes

STAGED = ["take", "take_along_axis", "where", "mean", "cumsum", "cumprod", "var", "std", "sort", "argsort",
          "concatenate"]


def arrays() -> dict[str, Any]:
    rng = np.random.default_rng(0)
    return {"f": jnp.asarray(rng.normal(size=(3, 4)).astype(np.float32)),
            "h": jnp.asarray(rng.normal(size=(3, 4)).astype(np.float16)),
            "i": jnp.asarray(rng.integers(-5, 5, (3, 4)).astype(np.int16)),
            "b": jnp.asarray(rng.integers(0, 2, (3, 4)).astype(bool)),
            "idx": jnp.asarray(np.array([2, 0, -1], np.int32)),
            "cols": jnp.asarray(np.array([[1], [0], [3]], np.int32)),
            "w": jnp.asarray(2.5)}


# (function, arguments from ``arrays()``): arrays, Python and NumPy scalars, keywords and
# positional static arguments, weak operands, bad axes and dtypes.
CALLS: list[tuple[str, Callable[[dict[str, Any]], tuple[tuple[Any, ...], dict[str, Any]]]]] = [
    ("take", lambda a: ((a["f"], a["idx"]), {"axis": 1})),
    ("take", lambda a: ((a["i"], a["idx"], 0), {"mode": "clip"})),
    ("take", lambda a: ((a["h"], 3), {})),
    ("take", lambda a: ((a["f"], a["idx"]), {"axis": 1, "mode": "fill", "fill_value": 7.0})),
    ("take", lambda a: ((a["f"], a["idx"]), {"axis": 5})),
    ("take", lambda a: ((a["f"], a["f"]), {})),
    ("take_along_axis", lambda a: ((a["f"], a["cols"], 1), {})),
    ("where", lambda a: ((a["f"] > 0, a["f"], 0.5), {})),
    ("where", lambda a: ((a["b"], a["i"], a["w"]), {})),
    ("where", lambda a: ((a["b"], 2, np.float16(3)), {})),
    ("where", lambda a: ((a["b"], a["i"], a["f"][:2]), {})),
    ("mean", lambda a: ((a["b"], (0, 1)), {"keepdims": True})),
    ("mean", lambda a: ((a["h"],), {"dtype": np.float32})),
    ("mean", lambda a: ((a["w"],), {})),
    ("mean", lambda a: ((a["f"],), {"axis": 2})),
    ("mean", lambda a: ((a["i"], 1), {})),
    ("mean", lambda a: ((a["f"],), {"where": a["b"]})),
    ("cumsum", lambda a: ((a["i"],), {"axis": 1})),
    ("cumprod", lambda a: ((a["h"],), {})),
    ("var", lambda a: ((a["f"],), {"ddof": 1})),
    ("std", lambda a: ((a["i"], 0), {"correction": 1.5})),
    ("sort", lambda a: ((a["f"],), {"axis": 0, "descending": True})),
    ("argsort", lambda a: ((a["i"],), {"stable": True})),
    ("concatenate", lambda a: (([a["f"], a["h"], a["f"]],), {"axis": 1})),
    ("concatenate", lambda a: (((a["i"], a["w"].reshape(1, 1).repeat(4, 1)),), {})),
    ("concatenate", lambda a: (([a["f"], np.ones((1, 4), np.float32)],), {})),
    ("concatenate", lambda a: (([a["f"], a["f"][0]],), {})),
]


def outcome(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    try:
        return fn(*args, **kwargs)
    except Exception as error:  # noqa: BLE001  (compared below)
        return error


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_staged_calls_equal_their_operations_run_one_by_one(x64: bool) -> None:
    """Each call gives the dtype, weak type, shape and values (or the error, class and
    message) that the function's operations give when dispatched one at a time."""
    problems = []
    with modes(x64, "standard"):
        a = arrays()
        for name, make in CALLS:
            args, kwargs = make(a)
            function = getattr(jnp, name)
            staged_result = outcome(function, args, kwargs)
            eager_result = outcome(function.__wrapped__, args, kwargs)
            label = f"{name}{[type(v).__name__ for v in args]} {sorted(kwargs)}"
            if isinstance(eager_result, Exception) or isinstance(staged_result, Exception):
                if (type(staged_result), str(staged_result)) != (type(eager_result), str(eager_result)):
                    problems.append(f"{label}: staged {staged_result!r}, eager {eager_result!r}")
                continue
            if (staged_result.dtype, staged_result.weak_type, staged_result.shape) != (
                    eager_result.dtype, eager_result.weak_type, eager_result.shape):
                problems.append(f"{label}: staged {staged_result.dtype}{staged_result.shape} weak "
                                f"{staged_result.weak_type}, eager {eager_result.dtype}{eager_result.shape} "
                                f"weak {eager_result.weak_type}")
            else:
                np.testing.assert_allclose(np.asarray(staged_result, np.float64), np.asarray(eager_result, np.float64),
                                           rtol=2e-3 if staged_result.dtype == np.float16 else 1e-6, err_msg=label)
    assert not problems, "\n".join(problems)


def test_every_staged_function_is_wrapped() -> None:
    for name in STAGED:
        assert hasattr(getattr(jnp, name), "__wrapped__"), name


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[object]]:
    seen: list[object] = []
    compile_ = backend.compile

    def counting(module: Any) -> Any:
        seen.append(module)
        return compile_(module)

    monkeypatch.setattr(backend, "compile", counting)
    yield seen


def test_a_loop_over_python_scalars_compiles_once(compiles: list[object]) -> None:
    x = jnp.asarray(np.linspace(-1, 1, 7, dtype=np.float32) + 0.125)
    first = jnp.where(x > 0, x, 0.375)
    before = len(compiles)
    for fill in (0.5, 1.5, -2.5, 3.0):
        out = jnp.where(x > 0, x, fill)
        np.testing.assert_array_equal(np.asarray(out), np.where(np.asarray(x) > 0, np.asarray(x), fill))
        assert out.dtype == first.dtype
    assert len(compiles) == before, "a Python scalar operand compiled another program"
    jnp.where(x > 0, x, 2)  # a weak int: another signature
    jnp.where(x > 0, x, np.float64(0.5))  # a strong float
    assert len(compiles) == before + 2


def test_calls_that_need_concrete_values_run_eagerly(compiles: list[object]) -> None:
    @staging.staged("axis")
    def positive_part_or_negated(x: Any, axis: int = 0) -> Any:
        return jnp.sum(x, axis) if bool(jnp.all(x > 0)) else -x  # bool(): a concrete value

    x = jnp.asarray(np.array([1.0, -2.0], np.float32))
    for _ in range(2):
        np.testing.assert_array_equal(np.asarray(positive_part_or_negated(x)), [-1.0, 2.0])
    assert float(positive_part_or_negated(jnp.abs(x))) == 3.0


def test_unhashable_static_values_and_lists_of_scalars_run_eagerly() -> None:
    x = jnp.asarray(np.arange(6, dtype=np.int32).reshape(2, 3))
    with pytest.raises(TypeError, match="list"):
        jnp.mean([1, 2, 3])
    np.testing.assert_array_equal(np.asarray(jnp.mean(x, axis=[0])), np.asarray(jnp.mean(x, axis=(0,))))
    np.testing.assert_array_equal(np.asarray(jnp.take(x, np.array([1, 0]), axis=1)), [[1, 0], [4, 3]])


def test_inside_transformations_the_operations_join_the_trace() -> None:
    idx = jnp.asarray(np.array([1, 0], np.int32))
    jaxpr = jaxtypes.make_jaxpr(lambda x: jnp.mean(jnp.take(x, idx, axis=0) * 2.0, axis=0))(jnp.ones((3, 2)))
    names = [eqn.primitive.name for eqn in jaxpr.jaxpr.eqns]
    assert "jit" not in names and "gather" in names and "reduce_sum" in names, names
    grad = jaxtypes.grad(lambda x: jnp.sum(jnp.where(x > 0, x, 0.5 * x)))(jnp.asarray(np.array([1.0, -1.0])))
    np.testing.assert_array_equal(np.asarray(grad), [1.0, 0.5])
    batched = jaxtypes.vmap(lambda row: jnp.cumsum(jnp.sort(row)))(jnp.asarray(np.array([[3.0, 1.0], [0.0, -1.0]])))
    np.testing.assert_array_equal(np.asarray(batched), [[1.0, 4.0], [-1.0, -1.0]])
