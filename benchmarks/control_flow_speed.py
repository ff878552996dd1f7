"""Speed of lax control flow next to JAX, in the same process: a 1000-step ``scan`` and
``fori_loop`` under ``jit``, their first call (trace + compile + run) and cached calls,
and an eager ``cond``; each with the ratio jaxtypes / jax.

Run: ``.venv/bin/python benchmarks/control_flow_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.numpy as tnp
from jaxtypes import lax as tlax

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402
from timing import sync, timed  # noqa: E402  (benchmarks/timing.py)

STEPS = 1000






def programs(lax: Any, np_: Any, top: Any) -> dict[str, Callable[[], Callable[[Any], Any]]]:
    def scan_fun(x: Any) -> Any:
        return lax.scan(lambda c, a: (c * 0.99 + np_.sin(a), c[0]), x, np_.broadcast_to(x, (STEPS, *x.shape)))

    def fori_fun(x: Any) -> Any:
        return lax.fori_loop(0, STEPS, lambda i, c: c * 0.99 + np_.cos(c), x)

    return {"scan": lambda: top.jit(scan_fun), "fori_loop": lambda: top.jit(fori_fun)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    rounds = 20 if parser.parse_args().quick else 200
    x = np.linspace(-1, 1, 256, dtype=np.float32)
    ours_p, theirs_p = programs(tlax, tnp, jaxtypes), programs(jax.lax, jnp, jax)
    tx, jx = tnp.asarray(x), jnp.asarray(x)
    for name in ours_p:
        first_ours = timed(lambda: ours_p[name]()(tx), 1)
        first_theirs = timed(lambda: theirs_p[name]()(jx), 1)
        f_ours, f_theirs = ours_p[name](), theirs_p[name]()
        sync(f_ours(tx)), sync(f_theirs(jx))
        cached_ours, cached_theirs = timed(lambda: f_ours(tx), rounds), timed(lambda: f_theirs(jx), rounds)
        print(f"{STEPS}-step {name:<10} first call  {first_ours[0]:10.0f} us  jax {first_theirs[0]:10.0f} us  "
              f"{first_ours[0] / first_theirs[0]:5.2f}x")
        print(f"{STEPS}-step {name:<10} cached call {cached_ours[0]:10.1f} us  jax {cached_theirs[0]:10.1f} us  "
              f"{cached_ours[0] / cached_theirs[0]:5.2f}x  (min)")
    s = tnp.asarray(np.float32(0.5)), jnp.asarray(np.float32(0.5))
    ours = timed(lambda: tlax.cond(True, tnp.sin, tnp.cos, s[0]), rounds)
    theirs = timed(lambda: jax.lax.cond(True, jnp.sin, jnp.cos, s[1]), rounds)
    print(f"eager cond (cached)              {ours[0]:10.1f} us  jax {theirs[0]:10.1f} us  {ours[0] / theirs[0]:5.2f}x  (min)")


if __name__ == "__main__":
    main()
