#!/usr/bin/env bash
# One GPU session's checks (issue: "the current jaxlib and GPUs"), prepared to run as one
# command on a lent GPU machine (jax, jaxlib and jax-cuda13-plugin installed, pytest and
# pytest-xdist too, no network):
#   1. the platform jaxtypes picks and its devices;
#   2. every runtime test module (those that run no type checker), on the GPU;
#   3. benchmarks/gpu_speed.py.
# Test-only packages the machine lacks travel in .gpu-deps/ (ignored by git), made here by
#   pip install --target .gpu-deps --python-version 3.12 --only-binary=:all: --no-deps \
#       hypothesis sortedcontainers attrs jaxtyping wadler_lindig beartype typeguard
# Outputs go to $OUT (the device tool's folder) or ./gpu-out.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${OUT:-gpu-out}"
mkdir -p "$OUT"
export PYTHONPATH="$PWD:$PWD/.gpu-deps${PYTHONPATH:+:$PYTHONPATH}"
export XLA_PYTHON_CLIENT_PREALLOCATE=false

python - <<'PY' 2>&1 | tee "$OUT/platform.txt"
import jax, jaxlib, jaxtypes, jaxtypes.numpy as jnp
print("jaxtypes:", jaxtypes.default_backend(), jaxtypes.devices(), "| jax", jax.__version__, jax.devices())
print("sum on the device:", float(jnp.arange(10.0).sum()), "| jaxlib", jaxlib.__version__)
PY

CHECKERS="test_typecheck_cases|test_mypy_plugin|test_stubs|test_checker_matrix|test_package_typechecks|test_random_expressions|test_lax_static_agreement|test_packaging|test_examples|test_runtime_typecheck"
MODULES=$(ls tests/test_*.py | grep -v -E "$CHECKERS")
timeout "${TEST_TIMEOUT:-420}" python -m pytest -n "${WORKERS:-12}" -q -p no:cacheprovider -o addopts="" \
    --durations=15 $MODULES > "$OUT/tests.txt" 2>&1
echo "tests exit: $?" | tee -a "$OUT/tests.txt"
grep -E "^(FAILED|ERROR)|passed|failed" "$OUT/tests.txt" | tail -60

timeout "${BENCH_TIMEOUT:-240}" python benchmarks/gpu_speed.py --quick 2>&1 | tee "$OUT/gpu_speed.txt"
