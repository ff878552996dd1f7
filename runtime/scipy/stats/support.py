"""What every distribution of ``jaxtypes.scipy.stats`` shares: its arguments promoted
together to one inexact dtype (jax's ``promote_args_inexact``: the lattice join of all of
them, integers and bools made the default float, weak types kept) and broadcast; and
their constants; for ``norm`` and ``truncnorm``, which build on ``ndtr``, the
float32/float64 check."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.shape import broadcast_arrays
from jaxtypes.runtime.scipy.special_common import const


def promote_args_inexact(name: str, *args: Any, real: bool = False) -> list[Array]:
    """``args`` as arrays of their common inexact dtype, broadcast to one shape; with
    ``real``, a TypeError for complex arguments (where jax orders values with lax's
    comparisons, which reject them)."""
    check_arguments(name, *args)
    arrays, _ = promote_inexact(name, *args)
    if real and arrays[0].dtype.kind == "c":
        raise TypeError(f"{name}: {arrays[0].dtype} arguments are not supported: the function compares values, "
                        "which complex numbers do not order")
    if len(arrays) > 1 and any(a.shape != arrays[0].shape for a in arrays):
        arrays = broadcast_arrays(*arrays)
    return arrays


def require_float32_or_64(name: str, x: Any) -> Array:
    """``x`` as an array, a TypeError unless it is float32 or float64 (as jax's ``ndtr``)."""
    x = jnp.asarray(x)
    if x.dtype not in (np.float32, np.float64):
        raise TypeError(f"{name}: x.dtype={x.dtype} is not supported, only float32 and float64 are")
    return x  # type: ignore[no-any-return]


def constant(x: Array, value: float) -> Any:
    """A constant of ``x``'s dtype as jax's distributions make theirs (``lax._const``):
    weak beside a weak ``x`` of its kind's default dtype, strong otherwise. A weak array of
    any rank counts as a weak scalar here (jax's answer for rank > 0 varies with the rank;
    the stubs do not know it)."""
    return const(x, value, any_rank=True)
