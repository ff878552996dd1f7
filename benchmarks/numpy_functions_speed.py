"""Speed of the larger jax.numpy functions (einsum, quantiles, convolutions, searches)
and of those called in loops (sum, mean, where, take, einsum, argsort, cumsum,
concatenate on small arrays) in jaxtypes next to JAX and NumPy, measured in the same
process.

For each: the time of an eager call and of a jitted call (after its first call), in
microseconds, and the ratios of jaxtypes to JAX: a run of calls back to back (the last
result waited for, none copied to the host), per call, the best of ``--rounds`` runs.
Eagerly, both libraries compile most of these functions as one program (jax's jnp
functions are jitted, jaxtypes' composite ones staged); the rest run primitive by
primitive.

Run: ``.venv/bin/python benchmarks/numpy_functions_speed.py`` (``--rounds N``).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.numpy as tnp

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402


def per_call_us(fn: Callable[[], Any], rounds: int, calls: int) -> float:
    np.asarray(fn())  # warm: compile, caches
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            result = fn()
        jaxtypes.tree_util.tree_map(lambda leaf: leaf.block_until_ready(), result)
        best = min(best, (time.perf_counter() - start) / calls * 1e6)
    return best


def cases(rng: np.random.Generator) -> dict[str, tuple[Callable[[Any], Callable[..., Any]], tuple[np.ndarray, ...]]]:
    """name -> (the function of a numpy-like module, its arguments)."""
    a, b, c = (rng.normal(size=s).astype(np.float32) for s in ((64, 128), (128, 96), (96, 32)))
    batch = rng.normal(size=(16, 32, 32)).astype(np.float32)
    data = rng.normal(size=(256, 512)).astype(np.float32)
    signal, kernel = rng.normal(size=4096).astype(np.float32), rng.normal(size=63).astype(np.float32)
    edges, queries = np.sort(rng.normal(size=1024)).astype(np.float32), rng.normal(size=(64, 64)).astype(np.float32)
    return {
        "einsum ij,jk,kl->il": (lambda m: lambda x, y, z: m.einsum("ij,jk,kl->il", x, y, z), (a, b, c)),
        "einsum bij,bjk->bik": (lambda m: lambda x: m.einsum("bij,bjk->bik", x, x), (batch,)),
        "einsum ii->i": (lambda m: lambda x: m.einsum("bii->bi", x), (batch,)),
        "quantile (3 q, axis 1)": (lambda m: lambda x: m.quantile(x, np.array([0.1, 0.5, 0.9], np.float32), axis=1),
                                   (data,)),
        "nanmedian (all)": (lambda m: lambda x: m.nanmedian(x), (data,)),
        "convolve full": (lambda m: lambda x, k: m.convolve(x, k), (signal, kernel)),
        "searchsorted": (lambda m: lambda e, q: m.searchsorted(e, q), (edges, queries)),
        "polyval (8 coefficients)": (lambda m: lambda p, x: m.polyval(p, x), (kernel[:8], data)),
    }


def loop_cases(rng: np.random.Generator) -> dict[str, tuple[Callable[[Any], Callable[..., Any]], tuple[np.ndarray, ...]]]:
    """The functions people call in loops, on small arrays (where a call's overhead shows)."""
    x = rng.normal(size=(32, 64)).astype(np.float32)
    idx = rng.integers(0, 64, size=16).astype(np.int32)
    return {
        "sum (axis 1)": (lambda m: lambda a: m.sum(a, axis=1), (x,)),
        "mean": (lambda m: lambda a: m.mean(a), (x,)),
        "where": (lambda m: lambda a: m.where(a > 0, a, 0.0), (x,)),
        "take (axis 1)": (lambda m: lambda a, i: m.take(a, i, axis=1), (x, idx)),
        "einsum ij,kj->ik": (lambda m: lambda a: m.einsum("ij,kj->ik", a, a), (x,)),
        "argsort (axis 1)": (lambda m: lambda a: m.argsort(a, axis=1), (x,)),
        "cumsum (axis 0)": (lambda m: lambda a: m.cumsum(a, axis=0), (x,)),
        "concatenate": (lambda m: lambda a: m.concatenate([a, a, a]), (x,)),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    print(f"jaxtypes {jaxtypes.__version__}, jax {jax.__version__}, jaxlib {importlib.metadata.version('jaxlib')}, "
          f"numpy {np.__version__}; microseconds per call, best of {args.rounds} runs")
    print(f"{'function':28} {'eager jt':>9} {'eager jax':>9} {'ratio':>6} {'jit jt':>8} {'jit jax':>8} {'ratio':>6} "
          f"{'numpy':>8}")
    loops = loop_cases(rng)
    for name, (make, arrays) in (cases(rng) | loops).items():
        calls = 500 if name in loops else 5
        ours_args = [tnp.asarray(x) for x in arrays]
        jax_args = [jnp.asarray(x) for x in arrays]
        ours, theirs, numpys = make(tnp), make(jnp), make(np)
        eager = (per_call_us(lambda: ours(*ours_args), args.rounds, calls),
                 per_call_us(lambda: theirs(*jax_args), args.rounds, calls))
        ours_jit, jax_jit = jaxtypes.jit(ours), jax.jit(theirs)
        jitted = (per_call_us(lambda: ours_jit(*ours_args), args.rounds, calls),
                  per_call_us(lambda: jax_jit(*jax_args), args.rounds, calls))
        reference = per_call_us(lambda: _Host(numpys(*arrays)), args.rounds, calls)
        print(f"{name:28} {eager[0]:9.1f} {eager[1]:9.1f} {eager[0] / eager[1]:6.2f} {jitted[0]:8.1f} "
              f"{jitted[1]:8.1f} {jitted[0] / jitted[1]:6.2f} {reference:8.1f}")


class _Host:
    """A NumPy result, ready as soon as it exists."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def block_until_ready(self) -> Any:
        return self

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        return np.asarray(self.value)


if __name__ == "__main__":
    main()
