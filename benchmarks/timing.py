"""Timing shared by the benchmark scripts: wall time of a call with its results ready."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def sync(x: Any) -> None:
    """Wait until every array in ``x`` (an array, a jax array or a pytree of them) is computed."""
    import jax  # the reference library: benchmarks only

    for leaf in jax.tree_util.tree_leaves(x, is_leaf=lambda a: hasattr(a, "block_until_ready")):
        leaf.block_until_ready()


def timed(fun: Callable[[], Any], rounds: int, warm_up: bool = False) -> tuple[float, float]:
    """(min, median) wall time of ``fun()`` over ``rounds`` calls, results ready, in
    microseconds; with ``warm_up``, after one call that is not counted."""
    if warm_up:
        sync(fun())
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        sync(fun())
        times.append((time.perf_counter() - start) * 1e6)
    return min(times), statistics.median(times)


def timed_alternating(funs: list[Callable[[], Any]], rounds: int) -> list[tuple[float, float]]:
    """(min, median) wall time of each of ``funs`` over ``rounds`` calls, results ready,
    in microseconds, after one uncounted call of each. The calls alternate (each round
    runs every function once, the order reversed every other round), so that the
    machine's drift over the run (other load, clock changes) falls on all of them alike."""
    for fun in funs:
        sync(fun())
    times: list[list[float]] = [[] for _ in funs]
    for round_ in range(rounds):
        order = range(len(funs)) if round_ % 2 == 0 else reversed(range(len(funs)))
        for i in order:
            start = time.perf_counter()
            sync(funs[i]())
            times[i].append((time.perf_counter() - start) * 1e6)
    return [(min(t), statistics.median(t)) for t in times]
