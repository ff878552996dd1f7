"""Speed of the transformations next to JAX, measured in the same process.

Prints (min and median over rounds) the time of one jitted training step of a 3-layer
MLP (``jit(value_and_grad(loss))``, batch 128, width 512, float32), its first call
(trace + compile), an eager ``grad`` of a 10-op function, and ``vmap`` of a per-example
gradient under ``jit``, each with the ratio jaxtypes / jax.

Run: ``.venv/bin/python benchmarks/transformations_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.numpy as tnp

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402
from runtime_speed import per_call  # noqa: E402  (the same timing loop; benchmarks/ is on the path)


def ours_sync(x: Any) -> None:
    for leaf in jaxtypes.tree_util.tree_leaves(x):
        leaf.block_until_ready()


def row(label: str, ours: tuple[float, float], theirs: tuple[float, float], unit: str = "us") -> None:
    print(f"{label:<44} {ours[0]:10.1f} / {ours[1]:10.1f}  {theirs[0]:10.1f} / {theirs[1]:10.1f}  "
          f"{ours[0] / theirs[0]:5.2f}x  ({unit}, min / median)")


def mlp(np_like: Any) -> Callable[..., Any]:
    def loss(params: list[tuple[Any, Any]], x: Any, y: Any) -> Any:
        h = x
        for w, b in params[:-1]:
            h = np_like.tanh(h @ w + b)
        w, b = params[-1]
        return np_like.mean((h @ w + b - y) ** 2)

    def step(params: list[tuple[Any, Any]], x: Any, y: Any) -> Any:
        value, grads = lib_value_and_grad[np_like](loss)(params, x, y)
        return value, [(w - 0.01 * gw, b - 0.01 * gb) for (w, b), (gw, gb) in zip(params, grads)]

    return step


lib_value_and_grad = {tnp: jaxtypes.value_and_grad, jnp: jax.value_and_grad}


def ten_ops(np_like: Any) -> Callable[[Any], Any]:
    def fun(x: Any) -> Any:
        a = np_like.sin(x) + np_like.cos(x)
        b = a * x - x / 3
        c = np_like.exp(-np_like.abs(b)) + np_like.sqrt(np_like.abs(x) + 1)
        return np_like.sum(c * 2)

    return fun


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    rounds = 3 if args.quick else 7
    print(f"jaxtypes {jaxtypes.__version__}, jax {jax.__version__}; {rounds} rounds")
    print(f"{'':<44} {'jaxtypes':>23}  {'jax':>23}  jaxtypes/jax")

    rng = np.random.default_rng(0)
    width, batch = 512, 128
    sizes = [(width, width)] * 3
    host = [(rng.normal(size=s).astype(np.float32) / np.sqrt(s[0]), np.zeros(s[1], np.float32)) for s in sizes]
    x, y = rng.normal(size=(batch, width)).astype(np.float32), rng.normal(size=(batch, width)).astype(np.float32)
    ours_params = [(tnp.asarray(w), tnp.asarray(b)) for w, b in host]
    jax_params = [(jnp.asarray(w), jnp.asarray(b)) for w, b in host]
    ours_step, jax_step = jaxtypes.jit(mlp(tnp)), jax.jit(mlp(jnp))
    ox, oy, jx, jy = tnp.asarray(x), tnp.asarray(y), jnp.asarray(x), jnp.asarray(y)

    def first_call(jit: Callable[..., Any], np_like: Any, params: Any, a: Any, b: Any, sync: Callable[[Any], Any]) -> tuple[float, float]:
        samples = []
        for _ in range(rounds):
            fresh = jit(mlp(np_like))
            start = time.perf_counter()
            sync(fresh(params, a, b))
            samples.append((time.perf_counter() - start) * 1e3)
        return min(samples), statistics.median(samples)

    row("MLP 3x512, batch 128: jit(value_and_grad) step", per_call(lambda: ours_step(ours_params, ox, oy), 20, rounds, ours_sync),
        per_call(lambda: jax_step(jax_params, jx, jy), 20, rounds, jax.block_until_ready))
    row("  first call (trace + compile)", first_call(jaxtypes.jit, tnp, ours_params, ox, oy, ours_sync),
        first_call(jax.jit, jnp, jax_params, jx, jy, jax.block_until_ready), unit="ms")

    v = rng.normal(size=(64,)).astype(np.float32)
    ov, jv = tnp.asarray(v), jnp.asarray(v)
    ours_grad, jax_grad = jaxtypes.grad(ten_ops(tnp)), jax.grad(ten_ops(jnp))
    row("eager grad of a 10-op function, f32[64]", per_call(lambda: ours_grad(ov), 20, rounds, ours_sync),
        per_call(lambda: jax_grad(jv), 20, rounds, jax.block_until_ready))

    per_example = rng.normal(size=(256, 64)).astype(np.float32)
    ours_pe = jaxtypes.jit(jaxtypes.vmap(jaxtypes.grad(ten_ops(tnp))))
    jax_pe = jax.jit(jax.vmap(jax.grad(ten_ops(jnp))))
    op, jp = tnp.asarray(per_example), jnp.asarray(per_example)
    row("jit(vmap(grad)) per-example, 256 x f32[64]", per_call(lambda: ours_pe(op), 50, rounds, ours_sync),
        per_call(lambda: jax_pe(jp), 50, rounds, jax.block_until_ready))


if __name__ == "__main__":
    main()
