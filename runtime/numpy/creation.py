"""``jaxtypes.numpy`` array creation: zeros, ones, full, empty, arange, linspace, eye, *_like."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.core.array_impl import ArrayImpl, check_device
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.key_array_base import KeyArrayBase
from jaxtypes.runtime.core.tracing import Tracer
from jaxtypes.runtime.lax.operands import numpy_broadcast_shapes
from jaxtypes.runtime.numpy.promotion import PYTHON_SCALARS, as_array
from jaxtypes.runtime.numpy.shape import shape_tuple


def _checked_shape(shape: Any) -> tuple[int, ...]:
    dims = shape_tuple(shape)
    if any(d < 0 for d in dims):
        raise TypeError(f"negative dimensions are not allowed, got shape {dims}")
    return dims


def full(shape: Any, fill_value: Any, dtype: Any = None, *, device: Any = None) -> Array:
    """An array of ``shape`` filled with ``fill_value``; with no dtype, a Python scalar
    fill gives a weakly typed array, as in JAX. A Python int converted to a given
    integer dtype wraps as the conversion does (``full(2, -1, uint8)`` is 255s)."""
    if device is not None:
        check_device("full", device)
    dims = _checked_shape(shape)
    if isinstance(fill_value, KeyArrayBase):
        if dtype is not None:
            raise ValueError(f"full: keys of {fill_value.dtype} cannot fill an array of dtype {dtype}")
        return lax_shape.full_of_keys("full", fill_value, fill_value, dims)  # type: ignore[no-any-return]
    if dtype is not None and type(fill_value) in PYTHON_SCALARS:
        value = as_array(fill_value, dtypes.canonicalize_dtype(dtype))
    else:
        value = asarray(fill_value, dtype=dtype)
    if value.shape == dims:
        return value
    if len(dims) < value.ndim or numpy_broadcast_shapes("full", value.shape, dims) != dims:
        raise ValueError(f"full: a fill value of shape {value.shape} cannot be broadcast to shape {dims}")
    return lax_shape.broadcast_in_dim(value, dims, tuple(range(len(dims) - value.ndim, len(dims))))


def zeros(shape: Any, dtype: Any = None, *, device: Any = None) -> Array:
    return full(shape, 0, dtype if dtype is not None else dtypes.default_dtype("f*"), device=device)


def ones(shape: Any, dtype: Any = None, *, device: Any = None) -> Array:
    return full(shape, 1, dtype if dtype is not None else dtypes.default_dtype("f*"), device=device)


empty = zeros  # XLA has no uninitialised memory to hand out


def full_like(a: Any, fill_value: Any, dtype: Any = None, shape: Any = None, *, device: Any = None) -> Array:
    """Like ``full`` with ``a``'s shape and dtype; weak when ``a`` is and no dtype is given.
    Like keys, keys (``lax.keys_full_like``)."""
    if device is not None:
        check_device("full_like", device)
    if isinstance(a, KeyArrayBase) or isinstance(fill_value, KeyArrayBase):
        keys_shape = None if shape is None else _checked_shape(shape)
        keys = lax_shape.keys_full_like("full_like", a, fill_value, dtype, keys_shape)
        if keys is not None:
            return keys  # type: ignore[no-any-return]
    if isinstance(a, KeyArrayBase):  # (with a dtype: an array of that dtype and the keys' shape)
        return full(a.shape if shape is None else shape, fill_value, dtype)
    template = a if isinstance(a, Array) else asarray(a)
    target = template.dtype if dtype is None else dtypes.canonicalize_dtype(dtype)
    out = full(template.shape if shape is None else shape, fill_value, target)
    return lax_ops.convert_element_type(out, target, weak_type=True) if dtype is None and template.weak_type else out


def zeros_like(a: Any, dtype: Any = None, shape: Any = None, *, device: Any = None) -> Array:
    return full_like(a, 0, dtype, shape, device=device)


def ones_like(a: Any, dtype: Any = None, shape: Any = None, *, device: Any = None) -> Array:
    return full_like(a, 1, dtype, shape, device=device)


def empty_like(prototype: Any, dtype: Any = None, shape: Any = None, *, device: Any = None) -> Array:
    """Zeros like ``prototype`` (JAX's empty arrays are zeros too)."""
    return full_like(prototype, 0, dtype, shape, device=device)


def arange(start: Any, stop: Any = None, step: Any = None, dtype: Any = None, *, device: Any = None) -> Array:
    """Evenly spaced values in [start, stop); integer arguments give the default integer dtype.

    The bounds must be concrete (a traced bound raises, as it must fix the shape)."""
    if device is not None:
        check_device("arange", device)
    given = [_concrete(v) for v in (start, stop, step) if v is not None]
    for v in given:
        if isinstance(v, Tracer):
            raise TypeError("arange: the bounds must be concrete (they fix the length), got a traced value")
    # The dtype of the bounds, as an operation on them would have (a NumPy int8 gives int8).
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else dtypes.lattice_result_type(*given)[0]
    if target == np.bool_:
        raise TypeError("arange does not accept dtype bool: use an integer, floating or complex dtype")
    if stop is None:  # arange(stop) and arange(stop, step=s) count from 0
        start, stop = 0, start
    bounds = [np.asarray(_concrete(v)).item() for v in (start, stop, step) if v is not None]
    return asarray(np.arange(*bounds), dtype=target)


def _concrete(x: Any) -> Any:
    """``x``'s value where it is known, even under a transformation (as in JAX)."""
    if isinstance(x, Tracer):
        value = x.concrete_value()
        return x if value is None else value
    return x


def linspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, retstep: bool = False,
             dtype: Any = None, axis: int = 0, *, device: Any = None) -> Any:
    """``num`` evenly spaced values from ``start`` to ``stop``."""
    if device is not None:
        check_device("linspace", device)
    if num < 0:
        raise ValueError(f"linspace: number of samples must be non-negative, got {num}")
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else dtypes.default_dtype("f*")
    if any(isinstance(v, Array) and not isinstance(v, ArrayImpl) for v in (start, stop)):
        return _traced_linspace(start, stop, num, endpoint, retstep, target, axis)
    host, step = np.linspace(np.asarray(start), np.asarray(stop), num, endpoint=endpoint, retstep=True, axis=axis)
    out = asarray(host, dtype=target)
    return (out, asarray(step, dtype=target)) if retstep else out


def _traced_linspace(start: Any, stop: Any, num: int, endpoint: bool, retstep: bool, target: np.dtype[Any],
                     axis: int) -> Any:
    """linspace of traced bounds, computed as JAX does: ``start * (1 - s) + stop * s``
    for fractions ``s`` along ``axis`` (differentiable in both bounds)."""
    from jaxtypes.runtime.numpy import elementwise as jnp_elementwise
    from jaxtypes.runtime.numpy import shape as jnp_shape

    start, stop = (as_array(v, target) for v in (start, stop))
    shape = numpy_broadcast_shapes(start.shape, stop.shape)
    axis = axis + len(shape) + 1 if axis < 0 else axis
    bounds_shape = shape[:axis] + (1,) + shape[axis:]
    low, high = (jnp_shape.reshape(jnp_shape.broadcast_to(v, shape), bounds_shape) for v in (start, stop))
    div = num - 1 if endpoint else num
    if num > 1 or (num == 1 and not endpoint):
        fractions_shape = tuple(div if i == axis else 1 for i in range(len(bounds_shape)))
        fractions = jnp_shape.reshape(lax_shape.iota(target, div), fractions_shape) / div
        out = jnp_elementwise.add(low * (1 - fractions), high * fractions)
        if endpoint:
            out = jnp_shape.concatenate([out, high], axis=axis)
    else:
        out = low if num == 1 else low[(slice(None),) * axis + (slice(0, 0),)]
    if not retstep:
        return out
    return out, (stop - start) / div if div > 0 else (stop - start) * np.nan


def eye(N: int, M: int | None = None, k: int = 0, dtype: Any = None, *,  # noqa: N803  (NumPy's names)
        device: Any = None) -> Array:
    """A 2-D array with ones on the ``k``-th diagonal."""
    if device is not None:
        check_device("eye", device)
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else dtypes.default_dtype("f*")
    if N < 0 or (M is not None and M < 0):
        raise ValueError(f"eye: negative dimensions are not allowed, got N={N}, M={M}")
    return asarray(np.eye(N, M, k), dtype=target)
