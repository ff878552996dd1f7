"""Speed of jaxtypes.nn next to jax.nn, in the same process: ``softmax`` over the scores
of one attention layer and ``dot_product_attention`` at a transformer block's size
(batch 4, 256 tokens, 8 heads of 64), and ``gelu`` and ``relu`` of the block's MLP
activations, eagerly and under ``jit``, with the ratio jaxtypes / jax. Median wall time
of the rounds, results ready, the two libraries' calls alternating.

Run: ``.venv/bin/python benchmarks/nn_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.nn as tnn
import jaxtypes.numpy as tnp

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402
from timing import timed_alternating  # noqa: E402  (benchmarks/timing.py)

BATCH, TOKENS, HEADS, HEAD_DIM = 4, 256, 8, 64


def calls(nn: Any) -> dict[str, Callable[..., Any]]:
    return {
        "softmax": lambda s, q, h: nn.softmax(s, axis=-1),
        "dot_product_attention": lambda s, q, h: nn.dot_product_attention(q, q, q),
        "causal attention": lambda s, q, h: nn.dot_product_attention(q, q, q, is_causal=True),
        "gelu": lambda s, q, h: nn.gelu(h),
        "relu": lambda s, q, h: nn.relu(h),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    args = parser.parse_args()
    rounds = 5 if args.quick else 20
    rng = np.random.default_rng(0)
    scores = rng.standard_normal((BATCH, HEADS, TOKENS, TOKENS)).astype(np.float32)
    qkv = rng.standard_normal((BATCH, TOKENS, HEADS, HEAD_DIM)).astype(np.float32)
    hidden = rng.standard_normal((BATCH, TOKENS, 4 * HEADS * HEAD_DIM)).astype(np.float32)
    ours_in = [tnp.asarray(a) for a in (scores, qkv, hidden)]
    theirs_in = [jnp.asarray(a) for a in (scores, qkv, hidden)]
    print(f"{'function':<22} {'mode':<6} {'jaxtypes us':>12} {'jax us':>10} {'/ jax':>7}")
    ours, theirs = calls(tnn), calls(jax.nn)
    for name in ours:
        for mode in ("eager", "jit"):
            our_fn, their_fn = ours[name], theirs[name]
            if mode == "jit":
                our_fn, their_fn = jaxtypes.jit(our_fn), jax.jit(their_fn)
            (_, t_ours), (_, t_jax) = timed_alternating(
                [lambda: our_fn(*ours_in), lambda: their_fn(*theirs_in)], rounds)
            print(f"{name:<22} {mode:<6} {t_ours:>12.0f} {t_jax:>10.0f} {t_ours / t_jax:>6.2f}x", flush=True)


if __name__ == "__main__":
    main()
