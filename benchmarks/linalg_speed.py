"""Speed of the LAPACK-backed decompositions next to JAX and NumPy/SciPy, in the same
process: ``cholesky``, ``eigh``, ``svd``, ``qr``, ``lu`` and ``solve`` of one 512x512
float32 matrix and of a batch of 1000 4x4 float32 matrices, each a cached call of a
jitted function (jaxtypes and jax) or the NumPy/SciPy call, with the ratios
jaxtypes / jax and jaxtypes / NumPy. Median wall time of the rounds, results ready.

Run: ``.venv/bin/python benchmarks/linalg_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import scipy.linalg

import jaxtypes
import jaxtypes.lax as tlax
import jaxtypes.numpy as tnp

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402
from timing import timed  # noqa: E402  (benchmarks/timing.py)


def programs(top: Any, np_: Any, lax: Any) -> dict[str, Callable[..., Any]]:
    """The operations, written once for both libraries."""
    return {
        "cholesky": lambda a, b: np_.linalg.cholesky(a),
        "eigh": lambda a, b: tuple(np_.linalg.eigh(a)),
        "svd": lambda a, b: tuple(np_.linalg.svd(a, full_matrices=False)),
        "qr": lambda a, b: tuple(np_.linalg.qr(a)),
        "lu": lambda a, b: lax.linalg.lu(a),
        "solve": lambda a, b: np_.linalg.solve(a, b),
    }


def numpy_programs() -> dict[str, Callable[..., Any]]:
    return {
        "cholesky": lambda a, b: np.linalg.cholesky(a),
        "eigh": lambda a, b: np.linalg.eigh(a),
        "svd": lambda a, b: np.linalg.svd(a, full_matrices=False),
        "qr": lambda a, b: np.linalg.qr(a),
        "lu": lambda a, b: scipy.linalg.lu_factor(a) if a.ndim == 2 else [scipy.linalg.lu_factor(m) for m in a],
        "solve": lambda a, b: np.linalg.solve(a, b),
    }


def inputs(shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    n = shape[-1]
    x = rng.standard_normal(shape).astype(np.float32)
    spd = (x @ np.swapaxes(x, -1, -2) + n * np.eye(n, dtype=np.float32)).astype(np.float32)
    return spd, rng.standard_normal((*shape[:-1], 1)).astype(np.float32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    args = parser.parse_args()
    rounds = 5 if args.quick else 20
    ours, theirs, numpy_ = programs(jaxtypes, tnp, tlax), programs(jax, jnp, jax.lax), numpy_programs()
    print(f"{'operation':<10} {'shape':<14} {'jaxtypes us':>12} {'jax us':>10} {'NumPy us':>10} "
          f"{'/ jax':>7} {'/ NumPy':>8}")
    for shape in ((512, 512), (1000, 4, 4)):
        a, b = inputs(shape)
        ta, tb = tnp.asarray(a), tnp.asarray(b)
        ja, jb = jnp.asarray(a), jnp.asarray(b)
        for name in ours:
            our_fn, their_fn = jaxtypes.jit(ours[name]), jax.jit(theirs[name])
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                t_ours = timed(lambda: our_fn(ta, tb), rounds, warm_up=True)[1]
                t_jax = timed(lambda: their_fn(ja, jb), rounds, warm_up=True)[1]
                t_np = timed(lambda: [numpy_[name](a, b)] and None, rounds, warm_up=True)[1]  # host results
            label = "x".join(map(str, shape))
            print(f"{name:<10} {label:<14} {t_ours:>12.0f} {t_jax:>10.0f} {t_np:>10.0f} "
                  f"{t_ours / t_jax:>6.2f}x {t_ours / t_np:>7.2f}x", flush=True)


if __name__ == "__main__":
    main()
