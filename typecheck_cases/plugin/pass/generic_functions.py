"""Dtype-generic functions only the plugin can accept: the join of a dtype with itself is
that dtype (pyright and mypy without the plugin answer the honest wider type of the
TypeVar's bound, since no overload can say "the same dtype on both sides")."""

from typing import TypeVar

import jaxtypes.numpy as jnp
from jaxtypes import Array

IT = TypeVar("IT", bound=jnp.integer)
FT = TypeVar("FT", bound=jnp.floating)


def same(a: Array[IT], b: Array[IT]) -> Array[IT]:
    return a + b


def square(x: Array[FT]) -> Array[FT]:
    return x * x - x


def inc(x: Array[IT]) -> Array[IT]:
    return 1 + x
