"""``jax.scipy.integrate``: ``trapezoid``, the trapezoidal rule of ``jnp.trapezoid``
(jax compiles it as one program with ``axis`` static, and so does this one)."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import calculus
from jaxtypes.runtime.numpy.staging import staged

__all__ = ["trapezoid"]


@staged("axis")
def trapezoid(y: Any, x: Any = None, dx: Any = 1.0, axis: int = -1) -> Array:
    """The integral of ``y`` along ``axis`` by the trapezoidal rule, sampled at ``x``
    (None: at spacing ``dx``)."""
    return calculus.trapezoid(y, x, dx, axis)
