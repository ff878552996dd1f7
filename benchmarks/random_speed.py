"""Speed of jaxtypes.random next to jax.random and NumPy's Generator, in the same process:
``split``, ``uniform``, ``normal``, ``randint``, ``bernoulli``, ``gamma`` and
``permutation``, eagerly (each sampler is one compiled program in both libraries) and
inside a jitted function, for 10 and 10^6 samples, with the ratios jaxtypes / jax and
jaxtypes / NumPy. Median wall time of the rounds, results ready, the two libraries'
calls alternating; the same key in both libraries, so both compute the same numbers
(tests/test_random.py checks the bits).

Run: ``.venv/bin/python benchmarks/random_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.random as trandom

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.random  # noqa: E402
from timing import timed, timed_alternating  # noqa: E402  (benchmarks/timing.py)


def samplers(random: Any, n: int) -> dict[str, Callable[[Any], Any]]:
    """The calls, written once for both libraries."""
    return {
        "split": lambda k: random.key_data(random.split(k, 2 if n < 100 else 1000)),
        "uniform": lambda k: random.uniform(k, (n,)),
        "normal": lambda k: random.normal(k, (n,)),
        "randint": lambda k: random.randint(k, (n,), 0, 100),
        "bernoulli": lambda k: random.bernoulli(k, 0.3, (n,)),
        "gamma": lambda k: random.gamma(k, 2.0, (min(n, 10_000),)),
        "permutation": lambda k: random.permutation(k, min(n, 100_000)),
    }


def numpy_samplers(n: int) -> dict[str, Callable[[np.random.Generator], Any]]:
    return {
        "split": lambda g: g.spawn(2 if n < 100 else 1000),
        "uniform": lambda g: g.random(n, dtype=np.float32),
        "normal": lambda g: g.standard_normal(n, dtype=np.float32),
        "randint": lambda g: g.integers(0, 100, n, dtype=np.int32),
        "bernoulli": lambda g: g.random(n, dtype=np.float32) < 0.3,
        "gamma": lambda g: g.standard_gamma(2.0, min(n, 10_000), dtype=np.float32),
        "permutation": lambda g: g.permutation(min(n, 100_000)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    args = parser.parse_args()
    rounds = 10 if args.quick else 50
    ours_key, their_key, generator = trandom.key(0), jax.random.key(0), np.random.default_rng(0)
    print(f"{'sampler':<12} {'n':>8} {'mode':<6} {'jaxtypes us':>12} {'jax us':>10} {'NumPy us':>10} "
          f"{'/ jax':>7} {'/ NumPy':>8}")
    for n in (10, 1_000_000):
        ours, theirs, numpy_ = samplers(trandom, n), samplers(jax.random, n), numpy_samplers(n)
        for name in ours:
            t_np = timed(lambda: [numpy_[name](generator)] and None, rounds, warm_up=True)[1]
            for mode in ("eager", "jit"):
                our_fn, their_fn = ours[name], theirs[name]
                if mode == "jit":
                    our_fn, their_fn = jaxtypes.jit(our_fn), jax.jit(their_fn)
                (_, t_ours), (_, t_jax) = timed_alternating(
                    [lambda: our_fn(ours_key), lambda: their_fn(their_key)], rounds)
                print(f"{name:<12} {n:>8} {mode:<6} {t_ours:>12.0f} {t_jax:>10.0f} {t_np:>10.0f} "
                      f"{t_ours / t_jax:>6.2f}x {t_ours / t_np:>7.2f}x", flush=True)


if __name__ == "__main__":
    main()
