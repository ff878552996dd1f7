"""Dtype-generic functions that do not keep every dtype their TypeVar admits."""

from typing import TypeVar

import jaxtypes.numpy as jnp
from jaxtypes import Array

DT = TypeVar("DT", bound=jnp.generic)
IT = TypeVar("IT", bound=jnp.integer)
FT = TypeVar("FT", bound=jnp.floating)


def plus_one(x: Array[DT]) -> Array[DT]:
    return x + 1  # E[pyright,mypy-plugin]: with DT = bool_ the result is a weak int (mypy alone accepts it)


def halve(x: Array[IT]) -> Array[IT]:
    return x / 2  # E: true division of integers gives floats


def complexify(x: Array[FT]) -> Array[FT]:
    return x + 1j  # E: a Python complex makes a complex result
