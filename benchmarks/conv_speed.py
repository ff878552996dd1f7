"""Speed of a 2-D NHWC convolution next to JAX, in the same process: an 8x64x64x32 input
with a 3x3x32x64 kernel ('SAME' padding), eager (the cached executable of the primitive)
and a cached call of a jitted function, plus the gradient of both operands under jit;
each with the ratio jaxtypes / jax.

Run: ``.venv/bin/python benchmarks/conv_speed.py`` (``--quick`` for fewer rounds).
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

NHWC = ("NHWC", "HWIO", "NHWC")






def programs(lax: Any, top: Any) -> dict[str, Callable[[Any, Any], Any]]:
    def conv(x: Any, w: Any) -> Any:
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC)

    def loss(x: Any, w: Any) -> Any:
        return (conv(x, w) ** 2).sum()

    return {"eager conv": conv, "jit conv": top.jit(conv),
            "jit grad (both operands)": top.jit(top.grad(loss, argnums=(0, 1)))}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    rounds = 5 if parser.parse_args().quick else 30
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 64, 64, 32)).astype(np.float32)
    w = rng.normal(size=(3, 3, 32, 64)).astype(np.float32)
    ours, theirs = programs(tlax, jaxtypes), programs(jax.lax, jax)
    tx, tw, jx, jw = tnp.asarray(x), tnp.asarray(w), jnp.asarray(x), jnp.asarray(w)
    np.testing.assert_allclose(np.asarray(ours["jit conv"](tx, tw)), np.asarray(theirs["jit conv"](jx, jw)),
                               rtol=1e-4, atol=1e-3)
    print(f"conv 8x64x64x32 * 3x3x32x64 NHWC, 'SAME', float32; {rounds} rounds (best / median, microseconds)")
    for name in ours:
        o_best, o_med = timed(lambda: ours[name](tx, tw), rounds, warm_up=True)
        j_best, j_med = timed(lambda: theirs[name](jx, jw), rounds, warm_up=True)
        print(f"{name:26s} jaxtypes {o_best:10.0f} / {o_med:10.0f}   jax {j_best:10.0f} / {j_med:10.0f}   "
              f"ratio (median) {o_med / j_med:5.2f}")


if __name__ == "__main__":
    main()
