"""Runtime speed of jaxtypes next to JAX and NumPy, measured in the same process.

Prints per-call latency (microseconds; min and median over rounds) of eager
``x + y``, ``x + 1`` and ``sin(x)`` on small arrays, the cached-call overhead of a
jitted function (each also as CPU time of the process, measured with jaxtypes and jax
alternating, the steadier figure on a shared machine), the first-call (trace + compile)
time of a 10-op function, the first eager call on a new shape, and 1024x1024 float32
matmul throughput, with the ratio of jaxtypes to JAX.

Run: ``.venv/bin/python benchmarks/runtime_speed.py`` (``--quick`` for fewer rounds).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import jaxtypes
import jaxtypes.numpy as tnp

import jax  # noqa: E402  (the reference; the package itself never imports it)
import jax.numpy as jnp  # noqa: E402


def per_call(fn: Callable[[], Any], calls: int, rounds: int, sync: Callable[[Any], Any]) -> tuple[float, float]:
    """(min, median) microseconds per call over ``rounds`` rounds of ``calls`` calls."""
    sync(fn())  # warm: compile, caches
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            out = fn()
        sync(out)
        samples.append((time.perf_counter() - start) / calls * 1e6)
    return min(samples), statistics.median(samples)


def interleaved_cpu(pairs: dict[str, tuple[Callable[[], Any], Callable[[], Any]]], calls: int,
                    rounds: int) -> dict[str, tuple[tuple[float, float], tuple[float, float]]]:
    """Per-call CPU time of this process (``time.process_time``: every thread, not the
    time others' processes take from a shared machine), jaxtypes and jax alternating
    round by round; for each label ((min, median) ours, (min, median) jax) in us."""
    samples: dict[str, tuple[list[float], list[float]]] = {label: ([], []) for label in pairs}
    for fns in pairs.values():
        for fn in fns:
            fn()
    for _ in range(rounds * 3):
        for label, fns in pairs.items():
            for fn, out in zip(fns, samples[label]):
                start = time.process_time()
                for _ in range(calls):
                    fn()
                out.append((time.process_time() - start) / calls * 1e6)
    return {label: ((min(a), statistics.median(a)), (min(b), statistics.median(b)))
            for label, (a, b) in samples.items()}


def ours_sync(x: Any) -> Any:
    for leaf in x if isinstance(x, tuple) else (x,):
        leaf.block_until_ready()


def jax_sync(x: Any) -> Any:
    return jax.block_until_ready(x)


def row(label: str, ours: tuple[float, float], theirs: tuple[float, float], numpy: tuple[float, float] | None,
        unit: str = "us") -> None:
    ratio = ours[0] / theirs[0]
    np_text = f"{numpy[0]:9.2f} / {numpy[1]:9.2f}" if numpy else f"{'n/a':>21}"
    print(f"{label:<34} {ours[0]:9.2f} / {ours[1]:9.2f}  {theirs[0]:9.2f} / {theirs[1]:9.2f}  {np_text}  "
          f"{ratio:5.2f}x  ({unit}, min / median)")


COLD_START = {
    "jaxtypes": "import jaxtypes.numpy as np_like; sync = lambda x: x.block_until_ready()",
    "jax": "import jax, jax.numpy as np_like; sync = jax.block_until_ready",
}
COLD_THREADS = """
import threading, time
start = time.perf_counter()
threads = [threading.Thread(target=lambda: sync(np_like.ones(8) * 2 + 1)) for _ in range(8)]
for t in threads: t.start()
for t in threads: t.join()
print((time.perf_counter() - start) * 1e3)
"""


def cold_start(library: str, rounds: int) -> tuple[float, float]:
    """(min, median) ms from a fresh process's first operations, run from 8 threads at
    once, until all are done (the import is not counted). A crashed process raises."""
    samples = []
    for _ in range(rounds):
        out = subprocess.run([sys.executable, "-c", COLD_START[library] + COLD_THREADS],
                             capture_output=True, text=True, env={**os.environ, "JAX_PLATFORMS": "cpu"})
        if out.returncode != 0:
            raise RuntimeError(f"{library}: the cold-start process failed (exit {out.returncode}): {out.stderr[-500:]}")
        samples.append(float(out.stdout.split()[-1]))
    return min(samples), statistics.median(samples)


def ten_ops(lib: Any) -> Callable[[Any, Any], Any]:
    def fun(x: Any, y: Any) -> Any:
        a = lib.sin(x) + lib.cos(y)
        b = a * x - y / 3
        c = lib.exp(-lib.abs(b)) + lib.sqrt(lib.abs(x))
        return lib.sum(c * 2, axis=0)

    return fun


def compile_time(jit: Callable[..., Any], lib: Any, x: Any, sync: Callable[[Any], Any], rounds: int) -> tuple[float, float]:
    samples = []
    for _ in range(rounds):
        fun = jit(ten_ops(lib))  # a new function each time: nothing cached
        start = time.perf_counter()
        sync(fun(x, x))
        samples.append((time.perf_counter() - start) * 1e3)
    return min(samples), statistics.median(samples)


_first_call_sizes = iter(range(1000, 10 ** 9, 7))


def first_eager_calls(lib: Any, sync: Callable[[Any], Any], rounds: int) -> tuple[float, float]:
    """(min, median) ms of eager ``x * 2 + 1`` on a shape not seen before: two compiled
    operations, the cost a program pays for each new shape it runs eagerly."""
    samples = []
    for _ in range(max(rounds, 5) * 4):
        x = lib.ones((next(_first_call_sizes),), lib.float32)
        sync(x)
        start = time.perf_counter()
        sync(x * 2 + 1)
        samples.append((time.perf_counter() - start) * 1e3)
    return min(samples), statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer calls and rounds")
    args = parser.parse_args()
    calls, rounds = (2000, 3) if args.quick else (20000, 7)

    print(f"jaxtypes {jaxtypes.__version__} on jaxlib, jax {jax.__version__}, numpy {np.__version__}; "
          f"{calls} calls x {rounds} rounds")
    print(f"{'':<34} {'jaxtypes':>21}  {'jax':>21}  {'numpy':>21}  jaxtypes/jax")
    host = np.arange(8, dtype=np.float32)
    ours, theirs = tnp.asarray(host), jnp.asarray(host)
    def no_sync(_: Any) -> None:
        return None

    for label, f_ours, f_jax, f_np in [
        ("eager x + y, f32[8]", lambda: ours + ours, lambda: theirs + theirs, lambda: host + host),
        ("eager x + 1, f32[8]", lambda: ours + 1, lambda: theirs + 1, lambda: host + 1),
        ("eager sin(x), f32[8]", lambda: tnp.sin(ours), lambda: jnp.sin(theirs), lambda: np.sin(host)),
    ]:
        row(label, per_call(f_ours, calls, rounds, ours_sync), per_call(f_jax, calls, rounds, jax_sync),
            per_call(f_np, calls, rounds, no_sync))

    add_ours = jaxtypes.jit(lambda x, y: x + y)
    add_jax = jax.jit(lambda x, y: x + y)
    row("jit cached call, x + y, f32[8]", per_call(lambda: add_ours(ours, ours), calls, rounds, ours_sync),
        per_call(lambda: add_jax(theirs, theirs), calls, rounds, jax_sync),
        per_call(lambda: host + host, calls, rounds, no_sync))

    cpu = interleaved_cpu({
        "eager x + y, f32[8] (CPU)": (lambda: ours + ours, lambda: theirs + theirs),
        "eager x + 1, f32[8] (CPU)": (lambda: ours + 1, lambda: theirs + 1),
        "eager sin(x), f32[8] (CPU)": (lambda: tnp.sin(ours), lambda: jnp.sin(theirs)),
        "jit cached call, x + y (CPU)": (lambda: add_ours(ours, ours), lambda: add_jax(theirs, theirs)),
    }, max(calls // 4, 500), rounds)
    for label, (t_ours, t_jax) in cpu.items():
        row(label, t_ours, t_jax, None)

    square = np.random.default_rng(0).normal(size=(64, 32)).astype(np.float32)
    ten_np = ten_ops(np)
    row("jit first call, 10-op fn (ms)", compile_time(jaxtypes.jit, tnp, tnp.asarray(square), ours_sync, rounds),
        compile_time(jax.jit, jnp, jnp.asarray(square), jax_sync, rounds),
        per_call(lambda: ten_np(square, square), 1, rounds, no_sync), unit="ms; numpy: one eager call, us")

    row("eager first call, new shape (ms)", first_eager_calls(tnp, ours_sync, rounds),
        first_eager_calls(jnp, jax_sync, rounds), None, unit="ms: x * 2 + 1 on f32[n], n new each time")

    row("cold start, 8 threads' first ops (ms)", cold_start("jaxtypes", rounds), cold_start("jax", rounds), None,
        unit="ms")

    n = 1024
    a = np.random.default_rng(1).normal(size=(n, n)).astype(np.float32)
    ta, ja = tnp.asarray(a), jnp.asarray(a)
    matmul_rounds = max(rounds, 5)
    t_ours = per_call(lambda: ta @ ta, 10, matmul_rounds, ours_sync)
    t_jax = per_call(lambda: ja @ ja, 10, matmul_rounds, jax_sync)
    t_np = per_call(lambda: a @ a, 10, matmul_rounds, no_sync)
    flops = 2 * n ** 3
    gflops = [(flops / (t[0] * 1e3), flops / (t[1] * 1e3)) for t in (t_ours, t_jax, t_np)]
    print(f"{'matmul 1024x1024 f32 (GFLOP/s)':<34} {gflops[0][0]:9.1f} / {gflops[0][1]:9.1f}  "
          f"{gflops[1][0]:9.1f} / {gflops[1][1]:9.1f}  {gflops[2][0]:9.1f} / {gflops[2][1]:9.1f}  "
          f"{gflops[0][0] / gflops[1][0]:5.2f}x  (GFLOP/s, best / median; higher is better)")


if __name__ == "__main__":
    main()
