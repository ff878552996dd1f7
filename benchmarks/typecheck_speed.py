"""Cost of a run-time dtype check per call, next to beartype, measured in the same process.

Every row times a 3-argument function whose body only returns its first argument, and
prints the time per call and the overhead over the same function undecorated
(microseconds; min and median over rounds):

* ``jaxtypes.typecheck`` on ``Array[jnp.float32]``, ``Array[jnp.floating]``, ``Array[float]``
  parameters and an ``Array[jnp.float32]`` result (the dtype and weak type of each);
* beartype on a plain NumPy-annotated function (``npt.NDArray[np.float32]`` parameters and
  result, NumPy arrays): the reference for what users of runtime checkers pay today;
* beartype on the jaxtypes-annotated function (beartype checks ``Array[...]`` as ``Array``);
* typeguard's ``@typechecked`` on it (dtypes checked through the jaxtypes plugin);
* jaxtyping's ``jaxtyped(typechecker=beartype)`` with ``Float32[Array, "n"]`` (dtype and shape).

Run: ``.venv/bin/python benchmarks/typecheck_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
import typeguard
from beartype import beartype
from jaxtyping import Float32, jaxtyped

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array


def per_call(fn: Callable[..., Any], args: tuple[Any, ...], calls: int, rounds: int) -> tuple[float, float]:
    """(min, median) microseconds per call of ``fn(*args)`` over ``rounds`` rounds."""
    fn(*args)
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            fn(*args)
        samples.append((time.perf_counter() - start) / calls * 1e6)
    return min(samples), statistics.median(samples)


def plain(x: Any, y: Any, k: Any) -> Any:
    return x


def jaxtypes_annotated(x: Array[jnp.float32], y: Array[jnp.floating], k: Array[float]) -> Array[jnp.float32]:
    return x


def numpy_annotated(x: npt.NDArray[np.float32], y: npt.NDArray[np.floating[Any]],
                    k: npt.NDArray[np.float64]) -> npt.NDArray[np.float32]:
    return x


def jaxtyping_annotated(x: Float32[Array, "n"], y: Float32[Array, "n"],  # noqa: F821
                        k: Float32[Array, ""]) -> Float32[Array, "n"]:  # noqa: F821
    return x


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    options = parser.parse_args()
    calls, rounds = (20_000, 5) if options.quick else (100_000, 15)

    x, weak = jnp.ones(8, dtype=jnp.float32), jnp.asarray(2.0)
    nx, nk = np.ones(8, dtype=np.float32), np.ones(8, dtype=np.float64)
    rows: list[tuple[str, Callable[..., Any], tuple[Any, ...]]] = [
        ("undecorated (jaxtypes arrays)", plain, (x, x, weak)),
        ("jaxtypes.typecheck, Array[...]", jaxtypes.typecheck(jaxtypes_annotated), (x, x, weak)),
        ("beartype, NumPy NDArray[...]", beartype(numpy_annotated), (nx, nx, nk)),
        ("beartype, Array[...] (Array only)", beartype(jaxtypes_annotated), (x, x, weak)),
        ("typeguard, Array[...] (plugin)", typeguard.typechecked(jaxtypes_annotated), (x, x, weak)),
        ("jaxtyping + beartype, Float32[...]", jaxtyped(typechecker=beartype)(jaxtyping_annotated), (x, x, x[0])),
    ]
    print(f"3-argument function, {calls} calls x {rounds} rounds; microseconds per call (min / median)")
    print(f"{'':<36} {'per call':>17}   {'overhead (min)':>14}")
    base = per_call(plain, (x, x, weak), calls, rounds)
    for label, fn, args in rows:
        timing = base if fn is plain else per_call(fn, args, calls, rounds)
        print(f"{label:<36} {timing[0]:7.2f} / {timing[1]:7.2f}   {timing[0] - base[0]:14.2f}")


if __name__ == "__main__":
    main()
