"""What the mypy plugin costs: mypy's wall time on the array-heavy file of
``checker_speed.py`` with ``plugins = jaxtypes.mypy_plugin`` and without it, cold cache
and warm cache, in one run.

Cold: an empty cache directory. Warm: the same command again on the cache the cold run
left, after the file changed (one line appended), so mypy rechecks that file against the
cached stubs, as in an edit-check loop. Each figure is the best of ``--repeat`` fresh
processes. Run::

    .venv/bin/python benchmarks/plugin_speed.py [--lines 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import subprocess
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from checker_speed import array_heavy_file  # noqa: E402

PYTHON = sys.executable


def mypy_seconds(config: Path, target: Path, cache: Path) -> float:
    start = time.perf_counter()
    result = subprocess.run([PYTHON, "-m", "mypy", "--config-file", str(config), "--cache-dir", str(cache), str(target)],
                            cwd=target.parent, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"mypy failed:\n{result.stdout}{result.stderr}")
    return elapsed


def measure(plugin: bool, lines: int, repeat: int, root: Path) -> tuple[float, float]:
    """(best cold, best warm) seconds."""
    config = root / f"mypy_{plugin}.ini"
    config.write_text("[mypy]\n" + ("plugins = jaxtypes.mypy_plugin\n" if plugin else ""))
    colds, warms = [], []
    for attempt in range(repeat):
        work = root / f"run_{plugin}_{attempt}"
        work.mkdir()
        target = work / "arrays.py"
        target.write_text(array_heavy_file(lines, numpy=False))
        cache = work / "cache"
        colds.append(mypy_seconds(config, target, cache))
        target.write_text(target.read_text() + "    w = a + b\n")
        warms.append(mypy_seconds(config, target, cache))
    return min(colds), min(warms)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        without = measure(False, args.lines, args.repeat, root)
        with_plugin = measure(True, args.lines, args.repeat, root)
    print(f"mypy on a {args.lines}-line array-heavy file (benchmarks/checker_speed.py), best of {args.repeat} runs")
    print(f"{'':16} {'cold cache':>11} {'warm cache':>11}")
    print(f"{'without plugin':16} {without[0]:10.2f}s {without[1]:10.2f}s")
    print(f"{'with plugin':16} {with_plugin[0]:10.2f}s {with_plugin[1]:10.2f}s")
    print(f"{'plugin adds':16} {100 * (with_plugin[0] / without[0] - 1):+10.1f}% {100 * (with_plugin[1] / without[1] - 1):+10.1f}%"
          "   (target: at most +25% cold)")


if __name__ == "__main__":
    main()
