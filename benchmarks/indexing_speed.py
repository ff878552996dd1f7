"""Speed of sorting and advanced indexing next to JAX, in the same process, each with
the ratio jaxtypes / jax:

* ``lax.sort`` of 10^6 float32 under ``jit``: first call (trace + compile + run) and
  cached calls;
* gather ``x[idx]`` and scatter-add ``x.at[idx].add(v)`` of 10^5 int32 indices into a
  10^6 float32 array: eager (cached) and under ``jit`` (cached), and the first jit call.

Run: ``.venv/bin/python benchmarks/indexing_speed.py`` (``--quick`` for fewer rounds).
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

N, K = 10**6, 10**5




def row(name: str, ours: tuple[float, float], theirs: tuple[float, float]) -> None:
    print(f"{name:<36} {ours[0]:11.0f} us  jax {theirs[0]:11.0f} us  {ours[0] / theirs[0]:5.2f}x  "
          f"(min; medians {ours[1]:.0f} / {theirs[1]:.0f} us)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    rounds = 5 if parser.parse_args().quick else 30
    rng = np.random.default_rng(0)
    x = rng.standard_normal(N).astype(np.float32)
    idx = rng.integers(0, N, K).astype(np.int32)
    v = rng.standard_normal(K).astype(np.float32)
    tx, ti, tv = tnp.asarray(x), tnp.asarray(idx), tnp.asarray(v)
    jx, ji, jv = jnp.asarray(x), jnp.asarray(idx), jnp.asarray(v)

    # sort: a fresh jit each first call (both libraries cache by function identity)
    row("lax.sort 1e6 f32 jit, first", timed(lambda: jaxtypes.jit(lambda a: tlax.sort(a))(tx), 1),
        timed(lambda: jax.jit(lambda a: jax.lax.sort(a))(jx), 1))
    sort_ours, sort_theirs = jaxtypes.jit(tlax.sort), jax.jit(jax.lax.sort)
    sort_ours(tx).block_until_ready(), sort_theirs(jx).block_until_ready()
    row("lax.sort 1e6 f32 jit, cached", timed(lambda: sort_ours(tx), rounds), timed(lambda: sort_theirs(jx), rounds))

    programs: dict[str, tuple[Callable[..., Any], Callable[..., Any]]] = {
        "gather x[idx]": (lambda a, i, u: a[i], lambda a, i, u: a[i]),
        "scatter-add x.at[idx].add(v)": (lambda a, i, u: a.at[i].add(u), lambda a, i, u: a.at[i].add(u)),
    }
    for name, (ours, theirs) in programs.items():
        ours(tx, ti, tv).block_until_ready(), theirs(jx, ji, jv).block_until_ready()
        row(f"{name} eager", timed(lambda: ours(tx, ti, tv), rounds), timed(lambda: theirs(jx, ji, jv), rounds))
        row(f"{name} jit, first", timed(lambda: jaxtypes.jit(lambda a, i, u: ours(a, i, u))(tx, ti, tv), 1),
            timed(lambda: jax.jit(lambda a, i, u: theirs(a, i, u))(jx, ji, jv), 1))
        f_ours, f_theirs = jaxtypes.jit(ours), jax.jit(theirs)
        f_ours(tx, ti, tv).block_until_ready(), f_theirs(jx, ji, jv).block_until_ready()
        row(f"{name} jit, cached", timed(lambda: f_ours(tx, ti, tv), rounds),
            timed(lambda: f_theirs(jx, ji, jv), rounds))


if __name__ == "__main__":
    main()
