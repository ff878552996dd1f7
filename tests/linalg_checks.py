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


def jvp_per_case(L: Any, jvp: Callable[..., Any]) -> Callable[..., Any]:
    """For ``one_program``: a case's call under ``jvp``, its arguments the primals then
    as many tangents."""
    def run(name: str, call: Callable[..., Any], *a: Any) -> Any:
        k = len(a) // 2
        return jvp(lambda *x: call(L, x), tuple(a[:k]), tuple(a[k:]))
    return run


def jvp_programs(chosen: list[Any], dtype: str, ours: Any, theirs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Each chosen case ``(name, call(module, arrays), arrays)`` under ``jvp`` with random
    tangents, in one compiled program per side: jaxtypes' (on ``ours``) and jax's (``theirs``)."""
    import jax

    import jaxtypes

    tangents = [[rand(dtype, x.shape, "t", name, i) for i, x in enumerate(inputs)] for name, _, inputs in chosen]
    programs = [(name, call) for name, call, _ in chosen]
    arrays = [[*inputs, *t] for (_, _, inputs), t in zip(chosen, tangents)]
    return (one_program(jaxtypes.jit, jvp_per_case(ours, jaxtypes.jvp), programs, arrays),
            one_program(jax.jit, jvp_per_case(theirs, jax.jvp), programs, arrays))
