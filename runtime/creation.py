"""Making arrays from host data: ``asarray`` and ``array``, with JAX's weak-type rules."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.array_impl import ArrayImpl

_PYTHON_SCALARS = (bool, int, float, complex)

def checked_python_int(value: int, dtype: np.dtype[Any]) -> None:
    info = np.iinfo(dtype) if dtype.kind in "iu" else None
    if info is not None and not info.min <= value <= info.max:
        raise OverflowError(f"Python int {value} does not fit in {dtype.name} (range {info.min}..{info.max})")

def asarray(x: Any, dtype: Any = None, copy: bool | None = None) -> Array:
    """An array of ``x``; Python scalars give weakly typed arrays unless ``dtype`` is given.

    Lists and NumPy data are strongly typed; 64-bit data is canonicalized to 32 bits
    unless 64-bit mode is on.
    """
    if hasattr(x, "__jax_array__"):
        x = x.__jax_array__()
    if isinstance(x, Array):  # device arrays and tracers: converted on the device
        if dtype is None:
            # Arrays are immutable: a copy may share the device buffer.
            return ArrayImpl(x.buffer, x.shape, x.dtype, x.weak_type) if copy and isinstance(x, ArrayImpl) else x
        from jaxtypes.runtime.lax_ops import convert_element_type  # lax_ops makes operands with asarray

        return convert_element_type(x, dtype)
    if dtype is not None:
        target, weak = dtypes.canonicalize_dtype(dtype), False
    elif type(x) in _PYTHON_SCALARS:
        target, weak = dtypes.lattice_result_type(x)
    else:
        target, weak = dtypes.canonicalize_dtype(dtypes.to_dtype(np.asarray(x).dtype)), False
    if type(x) is int:
        checked_python_int(x, target)
    host = np.asarray(x, dtype=target, order="C")
    return ArrayImpl(backend.to_device(host), host.shape, target, weak)


def array(x: Any, dtype: Any = None, copy: bool = True) -> Array:
    """A new array of ``x`` (``asarray`` that copies)."""
    return asarray(x, dtype=dtype, copy=copy)

