"""jaxtypes next to jax on the platform both run on (a GPU where one is, else the CPU).

Workloads: eager ``x + y`` and ``sin(x)``, a cached call of a small jitted function,
matmul in float32 and bfloat16, a jitted MLP training step (forward, ``grad``, SGD) at
two sizes, and a jitted ``lax.scan`` of 1000 steps. On the CPU the matmuls and the larger
MLP are smaller (512x512; 512-1024-512, batch 256) than on a GPU (4096x4096;
1024-4096-1024, batch 1024).

* **First call** (trace, compile, run) of each workload, each library in a process of
  its own, so that neither finds the other's caches or a warm runtime.
* **Steady state**: both libraries in one process, median time per call over rounds in
  which the two alternate which goes first; the ratio is jaxtypes / jax (below 1.0 is
  faster).

Run: ``python benchmarks/gpu_speed.py [--quick]``. On a GPU, both libraries share it:
jaxtypes never preallocates, and ``XLA_PYTHON_CLIENT_PREALLOCATE=false`` (set here if
unset) keeps jax from taking 75 % of its memory first.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")

import numpy as np  # noqa: E402

LIBRARIES = ("jaxtypes", "jax")


def load(library: str) -> tuple[Any, Any, Any]:
    """(top-level module, its numpy, its lax) of `library`."""
    if library == "jaxtypes":
        import jaxtypes
        import jaxtypes.lax
        import jaxtypes.numpy

        return jaxtypes, jaxtypes.numpy, jaxtypes.lax
    import jax
    import jax.numpy

    return jax, jax.numpy, jax.lax


def workloads(library: str, big: bool) -> dict[str, Callable[[], Any]]:
    """Each workload as a call with its inputs already on the device."""
    top, jnp, lax = load(library)
    rng = np.random.default_rng(0)
    n = 4096 if big else 512

    def data(*shape: int, dtype: str = "float32") -> Any:
        return jnp.asarray(rng.standard_normal(shape).astype(np.float32)).astype(dtype)

    x, y = data(1000), data(1000)
    small = top.jit(lambda a, b: (a * b + 1.0).sum())
    a32, b32 = data(n, n), data(n, n)
    a16, b16 = a32.astype(jnp.bfloat16), b32.astype(jnp.bfloat16)
    matmul = top.jit(lambda a, b: a @ b)

    def mlp_step(sizes: tuple[int, int, int], batch: int) -> Callable[[], Any]:
        d_in, hidden, d_out = sizes
        params = (data(d_in, hidden) * 0.05, data(hidden, d_out) * 0.05)
        inputs, targets = data(batch, d_in), data(batch, d_out)

        def loss(p: Any, xs: Any, ys: Any) -> Any:
            h = jnp.maximum(xs @ p[0], 0.0)
            return jnp.mean((h @ p[1] - ys) ** 2)

        @top.jit
        def step(p: Any, xs: Any, ys: Any) -> Any:
            grads = top.grad(loss)(p, xs, ys)
            return (p[0] - 0.01 * grads[0], p[1] - 0.01 * grads[1])

        return lambda: step(params, inputs, targets)

    carry0 = data(64)
    weights = data(64, 64) * 0.1

    @top.jit
    def scan(c: Any) -> Any:
        def body(carry: Any, _: Any) -> tuple[Any, None]:
            return jnp.tanh(weights @ carry), None

        return lax.scan(body, c, None, length=1000)[0]

    return {
        "eager x + y (1000,)": lambda: x + y,
        "eager sin(x) (1000,)": lambda: jnp.sin(x),
        "jit cached call": lambda: small(x, y),
        f"matmul float32 {n}x{n}": lambda: matmul(a32, b32),
        f"matmul bfloat16 {n}x{n}": lambda: matmul(a16, b16),
        "MLP step 256-512-10, batch 128": mlp_step((256, 512, 10), 128),
        **({"MLP step 1024-4096-1024, batch 1024": mlp_step((1024, 4096, 1024), 1024)} if big else
           {"MLP step 512-1024-512, batch 256": mlp_step((512, 1024, 512), 256)}),
        "scan 1000 steps (64,)": lambda: scan(carry0),
    }


def ready(out: Any) -> None:
    for leaf in out if isinstance(out, tuple) else (out,):
        leaf.block_until_ready()


def first_call(library: str, name: str, big: bool) -> float:
    """Seconds from the call to its result ready, the workload's first call in this process."""
    call = workloads(library, big)[name]
    start = time.perf_counter()
    ready(call())
    return time.perf_counter() - start


def steady(big: bool, rounds: int) -> dict[str, dict[str, float]]:
    """Median seconds per call of each workload, per library, order alternating."""
    calls = {lib: workloads(lib, big) for lib in LIBRARIES}
    times: dict[str, dict[str, list[float]]] = {name: {lib: [] for lib in LIBRARIES} for name in calls["jax"]}
    for name in times:
        repeat = 1
        for lib in LIBRARIES:  # warm up, and how many calls make a round of >= 20 ms
            ready(calls[lib][name]())
            start = time.perf_counter()
            ready(calls[lib][name]())
            repeat = max(repeat, min(1000, int(0.02 / max(time.perf_counter() - start, 1e-6))))
        for index in range(rounds):
            order = LIBRARIES if index % 2 == 0 else LIBRARIES[::-1]
            for lib in order:
                call = calls[lib][name]
                start = time.perf_counter()
                for _ in range(repeat):
                    out = call()
                ready(out)
                times[name][lib].append((time.perf_counter() - start) / repeat)
    return {name: {lib: statistics.median(ts) for lib, ts in per.items()} for name, per in times.items()}


def _show(seconds: float) -> str:
    return f"{seconds * 1e6:9.1f} us" if seconds < 1e-2 else f"{seconds * 1e3:9.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    parser.add_argument("--small", action="store_true", help="512x512 matmuls (the default on the CPU)")
    parser.add_argument("--first-call", nargs=2, metavar=("LIBRARY", "WORKLOAD"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.first_call:
        print(json.dumps(first_call(*options.first_call, big=not options.small)))
        return
    top, _, _ = load("jaxtypes")
    jax, _, _ = load("jax")
    big = not options.small and top.default_backend() != "cpu"
    if not options.small and not big:
        options.small = True
    print(f"jaxtypes on {top.default_backend()} ({top.devices()[0].device_kind}), "
          f"jax {jax.__version__} on {jax.default_backend()}")

    print("\nfirst call (trace + compile + run), each library in a process of its own")
    names = list(workloads("jax", big))
    for name in names:
        seconds = {}
        for lib in LIBRARIES:
            command = [sys.executable, __file__, "--first-call", lib, name] + (["--small"] if not big else [])
            result = subprocess.run(command, capture_output=True, text=True, check=True)
            seconds[lib] = json.loads(result.stdout.strip().splitlines()[-1])
        print(f"  {name:38s} jaxtypes {_show(seconds['jaxtypes'])}  jax {_show(seconds['jax'])}"
              f"  ratio {seconds['jaxtypes'] / seconds['jax']:5.2f}")

    print("\nsteady state (median per call, one process, order alternating)")
    for name, per in steady(big, rounds=5 if options.quick else 15).items():
        print(f"  {name:38s} jaxtypes {_show(per['jaxtypes'])}  jax {_show(per['jax'])}"
              f"  ratio {per['jaxtypes'] / per['jax']:5.2f}")


if __name__ == "__main__":
    main()
