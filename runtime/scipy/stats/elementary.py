"""The elementary functions the distributions are written with beside
``jaxtypes.scipy.special``'s (which the distribution modules import as jax's do):
``log1mexp``, ``clamp``, ``absolute`` and a rank-blind ``logit``, as jax's distributions compute them. The operands
have one dtype already (the callers promote first)."""

from __future__ import annotations

import math

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import where

__all__ = ["absolute", "clamp", "log1mexp", "logit"]


def logit(x: Array) -> Array:
    """``log(x / (1 - x))`` keeping a weak operand's weak type at every rank (special's
    ``logit``, as jax's, keeps it for 0-d operands only; the stubs, which see no rank,
    type a weak operand's result as weak)."""
    return jnp.log(x / (1 - x))


def log1mexp(x: Array) -> Array:
    """``log(1 - exp(-x))``, accurate for small and large ``x``."""
    return where(x < math.log(2), jnp.log(-jnp.expm1(-x)), jnp.log1p(-jnp.exp(-x)))


def clamp(low: float, x: Array, high: float) -> Array:
    """``x`` clamped to ``[low, high]`` by lax's clamp, whose gradient outside is an exact
    0 (through a select: an infinite derivative beyond the bound stays out of it)."""
    if x.dtype.kind == "c":
        raise ValueError(f"clamp: complex values have no ordering, got {x.dtype}")
    bounds = [convert_element_type(np.asarray(b, x.dtype), x.dtype, weak_type=x.weak_type) for b in (low, high)]
    return lax_e.clamp(bounds[0], x, bounds[1])


def absolute(x: Array) -> Array:
    """``|x|`` for real ``x`` with jax's derivative at 0 (1, where lax.abs here gives 0)."""
    return where(x >= 0, x, -x)
