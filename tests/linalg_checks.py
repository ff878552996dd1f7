"""What the lax.linalg tests share: the dtypes, 64-bit mode, random inputs, comparison
with jax's results, and one compiled program per side for many cases."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

from tests.conftest import modes, stable_rng

DTYPES = ["float32", "float64", "complex64", "complex128"]


@pytest.fixture(autouse=True)
def x64() -> Iterator[None]:
    with modes(True, "standard"):
        yield


def tolerance(dtype: Any) -> float:
    return 2e-4 if np.dtype(dtype) in (np.float32, np.complex64) else 1e-10


def rand(dtype: str, shape: tuple[int, ...], *key: object) -> np.ndarray:
    rng = stable_rng(dtype, shape, *key)
    x = rng.standard_normal(shape)
    if dtype.startswith("complex"):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def hermitian_pd(dtype: str, shape: tuple[int, ...], *key: object) -> np.ndarray:
    x = rand(dtype, shape, *key)
    return (x @ np.conj(np.swapaxes(x, -1, -2)) + shape[-1] * np.eye(shape[-1])).astype(dtype)


def close(got: Any, want: Any, dtype: Any, scale: float = 10.0) -> None:
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    tol = tolerance(dtype) * scale
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * max(1.0, float(np.max(np.abs(want), initial=0))))


def flat(tree: Any) -> list[Any]:
    return list(tree) if isinstance(tree, (tuple, list)) else [tree]


def quiet(call: Callable[[], Any]) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return call()


def one_program(jit: Callable[..., Any], per_case: Callable[..., Any], cases_: list[Any], arrays: list[list[Any]]
                ) -> dict[str, Any]:
    """``per_case(name, call, *arrays)`` for every case, traced into one compiled program."""
    def everything(*flat_arrays: Any) -> dict[str, Any]:
        results, i = {}, 0
        for (name, call, *_), group in zip(cases_, arrays):
            results[name] = per_case(name, call, *flat_arrays[i:i + len(group)])
            i += len(group)
        return results

    return quiet(lambda: jit(everything)(*(x for group in arrays for x in group)))


def jax_jit(fun: Callable[..., Any]) -> Callable[..., Any]:
    """``jax.jit`` for jax's side of a comparison, at XLA's backend optimization level 0:
    about a third less compile time (most of these tests' time) for a program run once on
    small arrays; its values agree with the optimised program's to rounding."""
    import jax

    return jax.jit(fun, compiler_options={"xla_backend_optimization_level": 0})


def jax_jit_calls(calls: list[tuple[Callable[..., Any], tuple[Any, ...]]]) -> list[Any]:
    """jax's ``fn(*args)`` for each ``(fn, args)``, all from one compiled program (jax
    compiles each eager call on its own): the NumPy arrays and scalars among the
    arguments are the program's inputs, the other arguments stay static."""
    def is_array(x: Any) -> bool:
        return isinstance(x, (np.ndarray, np.generic))

    inputs = [x for _, args in calls for x in args if is_array(x)]

    def everything(*arrays: Any) -> list[Any]:
        given = iter(arrays)
        return [fn(*(next(given) if is_array(x) else x for x in args)) for fn, args in calls]

    return quiet(lambda: jax_jit(everything)(*inputs))


def jax_abstract_or_eager(call: Callable[[], Any]) -> Any:
    """jax's ``call()`` as shapes, dtypes and weak types from ``jax.eval_shape`` (nothing
    compiled), or, where tracing it abstractly raises, run as it is (and raise there)."""
    import jax

    try:
        return quiet(lambda: jax.eval_shape(call))
    except (TypeError, ValueError):
        return quiet(call)


def jvp_per_case(L: Any, jvp: Callable[..., Any]) -> Callable[..., Any]:
    """For ``one_program``: a case's call under ``jvp``, its arguments the primals then
    as many tangents."""
    def run(name: str, call: Callable[..., Any], *a: Any) -> Any:
        k = len(a) // 2
        return jvp(lambda *x: call(L, x), tuple(a[:k]), tuple(a[k:]))
    return run


def jvp_programs(chosen: list[Any], dtype: str, ours: Any, theirs: Any, jit_theirs: Callable[..., Any] | None = None
                 ) -> tuple[dict[str, Any], dict[str, Any]]:
    """Each chosen case ``(name, call(module, arrays), arrays)`` under ``jvp`` with random
    tangents, in one compiled program per side: jaxtypes' (on ``ours``) and jax's (``theirs``,
    compiled by ``jit_theirs``, ``jax.jit`` unless given)."""
    import jax

    import jaxtypes

    tangents = [[rand(dtype, x.shape, "t", name, i) for i, x in enumerate(inputs)] for name, _, inputs in chosen]
    programs = [(name, call) for name, call, _ in chosen]
    arrays = [[*inputs, *t] for (_, _, inputs), t in zip(chosen, tangents)]
    return (one_program(jaxtypes.jit, jvp_per_case(ours, jaxtypes.jvp), programs, arrays),
            one_program(jit_theirs or jax.jit, jvp_per_case(theirs, jax.jvp), programs, arrays))
