# pyright: strict
"""A small MLP trained with jit(value_and_grad(loss)), with vmap for per-example work.

Fully typed: mypy (with the jaxtypes plugin) and pyright both check it in strict mode,
and ``./run demo`` runs it. Only jaxtypes and NumPy are used.
"""

from __future__ import annotations

import numpy as np

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array

Layer = tuple[Array[jnp.float32], Array[jnp.float32]]
Params = list[Layer]


def init(sizes: list[int], seed: int = 0) -> Params:
    rng = np.random.default_rng(seed)
    return [(jnp.asarray(rng.normal(size=(m, n)) / np.sqrt(m), dtype=jnp.float32), jnp.zeros(n, dtype=jnp.float32))
            for m, n in zip(sizes[:-1], sizes[1:])]


def predict(params: Params, x: Array[jnp.float32]) -> Array[jnp.float32]:
    """One example (a vector) through the network."""
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def loss(params: Params, xs: Array[jnp.float32], ys: Array[jnp.float32]) -> Array[jnp.float32]:
    predictions = jaxtypes.vmap(predict, in_axes=(None, 0))(params, xs)  # per example, batched by vmap
    return jnp.mean((predictions - ys) ** 2)


@jaxtypes.jit
def step(params: Params, xs: Array[jnp.float32], ys: Array[jnp.float32]) -> tuple[Array[jnp.float32], Params]:
    value, grads = jaxtypes.value_and_grad(loss)(params, xs, ys)
    return value, [(w - 0.1 * gw, b - 0.1 * gb) for (w, b), (gw, gb) in zip(params, grads)]


def train(steps: int = 200) -> list[float]:
    rng = np.random.default_rng(1)
    xs = jnp.asarray(rng.uniform(-1, 1, size=(128, 2)), dtype=jnp.float32)
    ys = jnp.sin(3 * xs[:, :1]) * jnp.cos(2 * xs[:, 1:])  # a smooth target of two inputs
    params = init([2, 32, 32, 1])
    losses: list[float] = []
    for _ in range(steps):
        value, params = step(params, xs, ys)
        losses.append(float(value))
    return losses


if __name__ == "__main__":
    history = train()
    print(f"loss: {history[0]:.4f} at the start, {history[-1]:.4f} after {len(history)} steps")
