"""Where the installed jax, the tests' oracle, answers otherwise than the jax jaxtypes follows.

jaxtypes follows jax 0.10.2 (the newest release on the project's Python 3.11, the suite's
oracle in CI). jaxlib 0.11 and 0.12 run jaxtypes too, and the suite runs there against
the matching jax, whose answers changed in a few places. Each is listed once here, with
the first release that differs; a test that meets one checks the difference exactly
rather than skipping the comparison.
"""

from __future__ import annotations

import jax

VERSION = tuple(int(part) for part in jax.__version__.split(".")[:3] if part.isdigit())

CHANGED_IN = {
    # jax 0.12 defines d nextafter(x, y) = dx; jax 0.10 and 0.11 (and jaxtypes) raise NotImplementedError.
    "nextafter derivative": (0, 12),
    # jax 0.11's igamma(inf, x) is 0 for finite x > 0 (0.10: NaN) and NaN at x = inf (0.10: 1);
    # igammac, igamma_grad_a and random_gamma_grad change with it.
    "igamma at a = inf": (0, 11),
}


def differs(change: str) -> bool:
    """Whether the installed jax has `change` (a key of CHANGED_IN)."""
    return VERSION >= CHANGED_IN[change]
