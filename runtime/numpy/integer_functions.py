"""``jaxtypes.numpy`` number theory of integer arrays: ``gcd`` and ``lcm``.

Both promote their operands (bools alone refused, as are signed integers narrower than
a byte, whose absolute value XLA does not compute) and give a strongly typed result,
as in JAX; the static side's family is ``gcd``.
"""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.lax import control_flow
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.elementwise import abs as absolute
from jaxtypes.runtime.numpy.elementwise import floor_divide, multiply, where
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote
from jaxtypes.runtime.numpy.reductions import any as any_of
from jaxtypes.runtime.numpy.reductions import strong
from jaxtypes.runtime.numpy.shape import broadcast_arrays

ArrayLike = Any


def _magnitudes(name: str, x1: ArrayLike, x2: ArrayLike) -> tuple[Array, Array]:
    """|x1| and |x2|, promoted, broadcast and strongly typed."""
    check_arguments(name, x1, x2)
    (a, b), _ = promote(name, x1, x2)
    if kind(a.dtype) not in ("int", "uint"):
        raise ValueError(f"jnp.{name} takes integers, got {a.dtype.name}")
    a, b = broadcast_arrays(strong(a), strong(b))
    return absolute(a), absolute(b)


def _euclid_step(pair: tuple[Array, Array]) -> tuple[Array, Array]:
    """(a, b) -> (b, a mod b) where b is not 0, the larger first."""
    a, b = pair
    zero = as_array(0, b.dtype)
    nonzero = lax_ops.ne(b, zero)
    a, b = where(nonzero, b, a), where(nonzero, lax_e.rem(a, where(nonzero, b, as_array(1, b.dtype))), zero)
    swap = lax_ops.lt(a, b)
    return where(swap, b, a), where(swap, a, b)


def _gcd(a: Array, b: Array) -> Array:
    def unfinished(pair: tuple[Array, Array]) -> Array:
        return any_of(lax_ops.ne(pair[1], as_array(0, pair[1].dtype)))

    divisor, _ = control_flow.while_loop(unfinished, _euclid_step, (a, b))
    return divisor  # type: ignore[no-any-return]


def gcd(x1: ArrayLike, x2: ArrayLike) -> Array:
    """The greatest common divisor of |x1| and |x2| (0 for two zeros), by Euclid's algorithm."""
    return _gcd(*_magnitudes("gcd", x1, x2))


def lcm(x1: ArrayLike, x2: ArrayLike) -> Array:
    """The least common multiple of |x1| and |x2| (0 where either is 0)."""
    a, b = _magnitudes("lcm", x1, x2)
    divisor = _gcd(a, b)
    zero = as_array(0, divisor.dtype)
    safe = where(lax_ops.eq(divisor, zero), as_array(1, divisor.dtype), divisor)
    return where(lax_ops.eq(divisor, zero), zero, multiply(a, floor_divide(b, safe)))
