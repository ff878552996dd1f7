"""Pytree speed of jaxtypes.tree_util next to jax.tree_util, measured in the same process.

Prints per-call latency (microseconds; min and median over rounds) of flatten,
unflatten, treedef hash and equality on the trees ``jit`` sees on its hot path (a
tuple of 2-3 arrays, jit's ``(args, kwargs)`` pair) and on a larger nested tree,
with the ratio of jaxtypes to JAX (jax's pytrees are C++ in jaxlib; ours are Python).

Run: ``.venv/bin/python benchmarks/tree_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import namedtuple
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes.tree_util as tu

import jax.tree_util as jtu  # noqa: E402  (the reference; the package itself never imports it)

Point = namedtuple("Point", "x y")


def per_call(fn: Callable[[], Any], calls: int, rounds: int) -> tuple[float, float]:
    """(min, median) microseconds per call over ``rounds`` rounds of ``calls`` calls."""
    fn()
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            fn()
        samples.append((time.perf_counter() - start) / calls * 1e6)
    return min(samples), statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    opts = parser.parse_args()
    calls, rounds = (2000, 5) if opts.quick else (20000, 15)

    x, y, z = (np.zeros(3, np.float32) for _ in range(3))
    trees = {
        "(x, y)": (x, y),
        "(x, y, z)": (x, y, z),
        "((x, y), {})": ((x, y), {}),
        "nested (20 leaves)": {"layers": [{"w": x, "b": y, "p": Point(x, None)} for _ in range(5)],
                               "opt": (z, [x, y, z], {"lr": x, "n": y})},
    }
    print(f"{'operation':<34}{'jaxtypes us':>14}{'jax us':>10}{'ratio':>8}")
    for name, tree in trees.items():
        leaves, treedef = tu.tree_flatten(tree)
        jleaves, jtreedef = jtu.tree_flatten(tree)
        other, jother = tu.tree_structure(tree), jtu.tree_structure(tree)
        cases: list[tuple[str, Callable[[], Any], Callable[[], Any]]] = [
            ("flatten", lambda: tu.tree_flatten(tree), lambda: jtu.tree_flatten(tree)),
            ("unflatten", lambda: treedef.unflatten(leaves), lambda: jtreedef.unflatten(jleaves)),
            ("flatten + hash", lambda: hash(tu.tree_flatten(tree)[1]), lambda: hash(jtu.tree_flatten(tree)[1])),
            ("treedef ==", lambda: treedef == other, lambda: jtreedef == jother),
            ("tree_map(id)", lambda: tu.tree_map(lambda v: v, tree), lambda: jtu.tree_map(lambda v: v, tree)),
        ]
        for op, ours, theirs in cases:
            (o_min, o_med), (j_min, j_med) = per_call(ours, calls, rounds), per_call(theirs, calls, rounds)
            print(f"{op + ' ' + name:<34}{o_min:8.2f} ({o_med:.2f}){j_min:7.2f} ({j_med:.2f}){o_min / j_min:7.2f}x")


if __name__ == "__main__":
    main()
