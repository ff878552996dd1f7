"""``jit`` as a call: its cache shared by every wrapper of a function, and ``jit`` under
other transformations, next to JAX and to jaxtypes' own ``jit(grad(f))``, in one run.

Rows (min and median over rounds, microseconds per call, each with its ratio):
- ``jit(f)(x)`` written inline in a loop (a new wrapper every call) against jax;
- ``grad(jit(f))`` after its first call against jaxtypes' ``jit(grad(f))`` (the issue's
  target: at most 1.2x) and against jax's ``grad(jit(f))``;
- ``grad`` of a function that calls ``jit(f)`` and does more around it (the call
  primitive: one compiled forward, one compiled backward program);
- ``vmap(jit(f))`` and ``jvp(jit(f))`` against jax;
- eager dispatch of one small op and a cached ``jit`` call, against jax (no slower than
  before this work: compare with ``runtime_speed.py``'s rows).

``f`` is 20 elementwise steps on 1000 float32 values, as in the issue.
Run: ``.venv/bin/python benchmarks/jit_calls_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.numpy as tnp

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402
from runtime_speed import per_call  # noqa: E402  (benchmarks/ is on the path)


def steps(np_like: Any) -> Callable[[Any], Any]:
    def f(x: Any) -> Any:
        for _ in range(20):
            x = np_like.sin(x) * 1.01
        return np_like.sum(x)

    return f


def ours_sync(x: Any) -> None:
    for leaf in jaxtypes.tree_util.tree_leaves(x):
        leaf.block_until_ready()


def row(label: str, ours: tuple[float, float], other: tuple[float, float], other_name: str) -> None:
    print(f"{label:<46} {ours[0]:9.1f} / {ours[1]:9.1f}   {other_name:<22} {other[0]:9.1f} / {other[1]:9.1f}   "
          f"{ours[0] / other[0]:5.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    rounds, calls = (3, 20) if args.quick else (7, 50)
    print(f"jaxtypes {jaxtypes.__version__}, jax {jax.__version__}; {rounds} rounds of {calls} calls; us per call, "
          "min / median; ratio of the minima")
    x = np.linspace(0.0, 1.0, 1000, dtype=np.float32)
    ox, jx = tnp.asarray(x), jnp.asarray(x)
    of, jf = steps(tnp), steps(jnp)
    sync_jax = jax.block_until_ready

    row("jit(f)(x) inline, a new wrapper each call", per_call(lambda: jaxtypes.jit(of)(ox), calls, rounds, ours_sync),
        per_call(lambda: jax.jit(jf)(jx), calls, rounds, sync_jax), "jax, same")

    ours_grad_jit, ours_jit_grad = jaxtypes.grad(jaxtypes.jit(of)), jaxtypes.jit(jaxtypes.grad(of))
    grad_jit = per_call(lambda: ours_grad_jit(ox), calls, rounds, ours_sync)
    row("grad(jit(f))", grad_jit, per_call(lambda: ours_jit_grad(ox), calls, rounds, ours_sync),
        "jaxtypes jit(grad(f))")
    row("grad(jit(f))", grad_jit, per_call(lambda: jax.grad(jax.jit(jf))(jx), calls, rounds, sync_jax), "jax, same")

    ours_around = jaxtypes.grad(lambda v: jaxtypes.jit(of)(v * 2.0) + tnp.sum(v))
    jax_around = jax.grad(lambda v: jax.jit(jf)(v * 2.0) + jnp.sum(v))
    around = per_call(lambda: ours_around(ox), calls, rounds, ours_sync)
    row("grad(g), g calls jit(f) (the call primitive)", around,
        per_call(lambda: jax_around(jx), calls, rounds, sync_jax), "jax, same")
    ours_around_jit = jaxtypes.jit(jaxtypes.grad(lambda v: of(v * 2.0) + tnp.sum(v)))
    row("grad(g), g calls jit(f) (the call primitive)", around,
        per_call(lambda: ours_around_jit(ox), calls, rounds, ours_sync), "jaxtypes jit(grad(g))")

    batch = np.linspace(0.0, 1.0, 8 * 1000, dtype=np.float32).reshape(8, 1000)
    ob, jb = tnp.asarray(batch), jnp.asarray(batch)
    ours_vmap, jax_vmap = jaxtypes.vmap(jaxtypes.jit(of)), jax.vmap(jax.jit(jf))
    row("vmap(jit(f)), 8 x f32[1000]", per_call(lambda: ours_vmap(ob), calls, rounds, ours_sync),
        per_call(lambda: jax_vmap(jb), calls, rounds, sync_jax), "jax, same")
    ours_jvp = jaxtypes.jit(of)
    jax_jvp = jax.jit(jf)
    row("jvp(jit(f))", per_call(lambda: jaxtypes.jvp(ours_jvp, (ox,), (ox,)), calls, rounds, ours_sync),
        per_call(lambda: jax.jvp(jax_jvp, (jx,), (jx,)), calls, rounds, sync_jax), "jax, same")

    row("eager x + y, f32[1000]", per_call(lambda: ox + ox, calls * 4, rounds, ours_sync),
        per_call(lambda: jx + jx, calls * 4, rounds, sync_jax), "jax, same")
    ours_cached, jax_cached = jaxtypes.jit(of), jax.jit(jf)
    row("cached jit(f) call", per_call(lambda: ours_cached(ox), calls, rounds, ours_sync),
        per_call(lambda: jax_cached(jx), calls, rounds, sync_jax), "jax, same")


if __name__ == "__main__":
    main()
