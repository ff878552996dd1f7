"""``jaxtypes.numpy`` array creation: zeros, ones, full, empty, arange, linspace, eye, *_like."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import lax_ops, lax_shape
from jaxtypes.runtime.creation import asarray
from jaxtypes.runtime.numpy_shape import _shape_tuple


def _checked_shape(shape: Any) -> tuple[int, ...]:
    dims = _shape_tuple(shape)
    if any(d < 0 for d in dims):
        raise ValueError(f"negative dimensions are not allowed, got shape {dims}")
    return dims


def full(shape: Any, fill_value: Any, dtype: Any = None) -> Array:
    """An array of ``shape`` filled with ``fill_value``; with no dtype, a Python scalar
    fill gives a weakly typed array, as in JAX."""
    dims = _checked_shape(shape)
    value = asarray(fill_value, dtype=dtype)
    if value.shape == dims:
        return value
    return lax_shape.broadcast_in_dim(value, dims, tuple(range(len(dims) - value.ndim, len(dims))))


def zeros(shape: Any, dtype: Any = None) -> Array:
    return full(shape, 0, dtype if dtype is not None else dtypes.default_dtype("f*"))


def ones(shape: Any, dtype: Any = None) -> Array:
    return full(shape, 1, dtype if dtype is not None else dtypes.default_dtype("f*"))


empty = zeros  # XLA has no uninitialised memory to hand out


def full_like(a: Any, fill_value: Any, dtype: Any = None, shape: Any = None) -> Array:
    """Like ``full`` with ``a``'s shape and dtype; weak when ``a`` is and no dtype is given."""
    template = a if isinstance(a, Array) else asarray(a)
    target = template.dtype if dtype is None else dtypes.canonicalize_dtype(dtype)
    out = full(template.shape if shape is None else shape, fill_value, target)
    return lax_ops.convert_element_type(out, target, weak_type=True) if dtype is None and template.weak_type else out


def zeros_like(a: Any, dtype: Any = None, shape: Any = None) -> Array:
    return full_like(a, 0, dtype, shape)


def ones_like(a: Any, dtype: Any = None, shape: Any = None) -> Array:
    return full_like(a, 1, dtype, shape)


empty_like = zeros_like


def arange(start: Any, stop: Any = None, step: Any = None, dtype: Any = None) -> Array:
    """Evenly spaced values in [start, stop); integer arguments give the default integer dtype.

    The bounds must be concrete (a traced bound raises, as it must fix the shape)."""
    bounds = [np.asarray(v) for v in (start, stop, step) if v is not None]
    if dtype is None:
        floating = any(b.dtype.kind in "fc" for b in bounds)
        dtype = dtypes.default_dtype("f*" if floating else "i*")
    return asarray(np.arange(*[b.item() for b in bounds]), dtype=dtypes.canonicalize_dtype(dtype))


def linspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, retstep: bool = False,
             dtype: Any = None, axis: int = 0) -> Any:
    """``num`` evenly spaced values from ``start`` to ``stop``."""
    if num < 0:
        raise ValueError(f"linspace: number of samples must be non-negative, got {num}")
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else dtypes.default_dtype("f*")
    host, step = np.linspace(np.asarray(start), np.asarray(stop), num, endpoint=endpoint, retstep=True, axis=axis)
    out = asarray(host, dtype=target)
    return (out, asarray(step, dtype=target)) if retstep else out


def eye(N: int, M: int | None = None, k: int = 0, dtype: Any = None) -> Array:  # noqa: N803  (NumPy's names)
    """A 2-D array with ones on the ``k``-th diagonal."""
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else dtypes.default_dtype("f*")
    if N < 0 or (M is not None and M < 0):
        raise ValueError(f"eye: negative dimensions are not allowed, got N={N}, M={M}")
    return asarray(np.eye(N, M, k), dtype=target)
