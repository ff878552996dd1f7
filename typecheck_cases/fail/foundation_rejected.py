"""Dtype mistakes in annotations that both checkers must report."""

from __future__ import annotations

import jaxtypes.numpy as jnp
from jaxtypes import Array, ShapeLike


def integer_only(x: Array[jnp.integer]) -> None: ...


def floats(x: Array[jnp.float32], b: Array[jnp.bool_], w: Array[float]) -> None:
    integer_only(x)  # E: float32 is not an integer
    integer_only(b)  # E: bool_ is not an integer
    integer_only(w)  # E: a weak float is not an integer


def unsigned(x: Array[jnp.int8]) -> Array[jnp.unsignedinteger]:
    return x  # E: int8 is not unsigned


bad_shape: ShapeLike = "3"  # E: a string is not a shape
