"""``jaxtypes.numpy`` comparisons of whole arrays: ``isclose`` and ``allclose`` (within a
tolerance), ``array_equal`` and ``array_equiv``. Every result is a bool array."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.elementwise import (
    abs as absolute, equal, isfinite, isnan, less_equal, logical_and, logical_or, subtract,
)
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.reductions import all as all_of


def isclose(a: Any, b: Any, rtol: Any = 1e-05, atol: Any = 1e-08, equal_nan: bool = False) -> Array:
    """Where ``|a - b| <= atol + rtol * |b|`` (or ``a == b``, which covers equal
    infinities), in the operands' promoted floating dtype; NaNs are equal only with ``equal_nan``."""
    check_arguments("isclose", a, b)
    (x, y), _ = promote_inexact("isclose", a, b)
    real = lax_e.real(x).dtype if kind(x.dtype) == "complex" else x.dtype
    tolerance = lax_ops.add(lax_ops.convert_element_type(atol, real),
                            lax_ops.mul(lax_ops.convert_element_type(rtol, real), absolute(y)))
    close = logical_and(isfinite(y), less_equal(absolute(subtract(x, y)), tolerance))
    out = logical_or(equal(x, y), close)
    return logical_or(out, logical_and(isnan(x), isnan(y))) if equal_nan else out


def allclose(a: Any, b: Any, rtol: Any = 1e-05, atol: Any = 1e-08, equal_nan: bool = False) -> Array:
    """Whether ``isclose`` holds everywhere (a 0-d bool array)."""
    check_arguments("allclose", a, b)
    return all_of(isclose(a, b, rtol, atol, equal_nan))


def array_equal(a1: Any, a2: Any, equal_nan: bool = False) -> Array:
    """Whether both arrays have one shape and equal elements (NaNs equal with ``equal_nan``)."""
    x, y = asarray(a1), asarray(a2)
    if x.shape != y.shape:
        return asarray(np.bool_(False))
    same = equal(x, y)
    if equal_nan:
        same = logical_or(same, logical_and(isnan(x), isnan(y)))
    return all_of(same)


def array_equiv(a1: Any, a2: Any) -> Array:
    """Whether the arrays broadcast together and are equal everywhere."""
    x, y = asarray(a1), asarray(a2)
    try:
        same = equal(x, y)
    except ValueError:  # shapes that do not broadcast
        return asarray(np.bool_(False))
    return all_of(same)
