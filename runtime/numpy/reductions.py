"""``jaxtypes.numpy`` reductions: sum, prod, mean, max, min, argmax, argmin, all, any.

Dtype rules as in JAX: sums and products of bool and narrow integers accumulate in
the default integer (unsigned ones in the default unsigned); mean of integers is
floating; results are strongly typed.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable, Sequence
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import reduction as lax_reduction
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.promotion import as_array, promote, to_inexact

Axis = int | Sequence[int] | None


def normalize_axis(axis: int, ndim: int) -> int:
    if not isinstance(axis, (int, np.integer)) or isinstance(axis, bool):
        raise TypeError(f"an axis must be an integer, got {axis!r}")
    if not -ndim <= axis < builtins.max(ndim, 1) or (ndim == 0 and axis not in (0, -1)):
        raise np.exceptions.AxisError(f"axis {axis} is out of bounds for array of dimension {ndim}")
    return int(axis) % builtins.max(ndim, 1) if ndim else 0


def normalize_axes(axis: Axis, ndim: int) -> tuple[int, ...]:
    """The axes a reduction runs over, non-negative, sorted; None means all."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, (int, np.integer)) else tuple(axis)
    normalized = [normalize_axis(a, ndim) for a in axes]
    if len(set(normalized)) != len(normalized):
        raise ValueError(f"repeated axis in {axis!r}")
    return tuple(sorted(normalized))


def accumulator(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """The dtype ``sum`` and ``prod`` accumulate ``dtype`` in: bools and integers narrower
    than the default integer (unsigned: the default unsigned) widen to it."""
    kind = dtypes.dtype_info(dtype).kind
    if kind in ("bool", "int") and (kind == "bool" or dtype.itemsize < dtypes.default_dtype("i*").itemsize):
        return dtypes.default_dtype("i*")
    if kind == "uint" and dtype.itemsize < dtypes.default_dtype("uint").itemsize:
        return dtypes.default_dtype("uint")
    return dtype


def _upcast_half(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """float16 and bfloat16 sums and products are computed in float32, as in JAX."""
    return np.dtype(np.float32) if dtype in _HALF else dtype


_HALF = (np.dtype(np.float16), np.dtype(ml_dtypes.bfloat16))


def _finish(out: Array, axes: tuple[int, ...], ndim: int, keepdims: bool) -> Array:
    if keepdims:
        out = lax_shape.expand_dims(out, axes)
    return strong(out)


def strong(x: Array) -> Array:
    """``x`` strongly typed (a weak array converted; results of reductions are strong)."""
    return lax_ops.convert_element_type(x, x.dtype, weak_type=False) if x.weak_type else x


def _reduction(name: str, lax_fn: Callable[[Array, tuple[int, ...]], Array], accumulate: bool,
               needs_identity: bool = False,
               bool_fn: Callable[[Array, tuple[int, ...]], Array] | None = None) -> Callable[..., Array]:
    """A reduction; ``bool_fn`` computes it when the dtype asked for is bool (``sum(x,
    dtype=bool)`` is ``any``, as in JAX)."""
    def function(a: Any, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Array:
        (x,), _ = promote(name, a)
        axes = normalize_axes(axis, x.ndim)
        if needs_identity and builtins.any(x.shape[i] == 0 for i in axes):
            raise ValueError(f"zero-size array to reduction operation {name} which has no identity")
        target = dtypes.canonicalize_dtype(dtype) if dtype is not None else (
            accumulator(x.dtype) if accumulate else x.dtype)
        computation = _upcast_half(target) if accumulate else target
        x = lax_ops.convert_element_type(x, computation, weak_type=x.weak_type)
        reduce = bool_fn if bool_fn is not None and computation == np.bool_ else lax_fn
        out = _finish(reduce(x, axes), axes, x.ndim, keepdims)
        return lax_ops.convert_element_type(out, target) if out.dtype != target else out

    function.__name__ = function.__qualname__ = name
    return function


sum: Callable[..., Array] = _reduction("sum", lax_reduction.reduce_sum, accumulate=True, bool_fn=lax_reduction.reduce_or)  # noqa: A001
prod: Callable[..., Array] = _reduction("prod", lax_reduction.reduce_prod, accumulate=True, bool_fn=lax_reduction.reduce_and)
_max: Callable[..., Array] = _reduction("max", lax_reduction.reduce_max, accumulate=False, needs_identity=True)
_min: Callable[..., Array] = _reduction("min", lax_reduction.reduce_min, accumulate=False, needs_identity=True)


def max(a: Any, axis: Axis = None, keepdims: bool = False) -> Array:  # noqa: A001
    return _max(a, axis, None, keepdims)


def min(a: Any, axis: Axis = None, keepdims: bool = False) -> Array:  # noqa: A001
    return _min(a, axis, None, keepdims)


amax: Callable[..., Array] = max
amin: Callable[..., Array] = min


def mean(a: Any, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Array:
    """The arithmetic mean: of integer and bool data in ``to_inexact`` of their dtype; the
    sum and the division of float16 and bfloat16 in float32 (as JAX); strongly typed."""
    (x,), _ = promote("mean", a)
    axes = normalize_axes(axis, x.ndim)
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else to_inexact(x.dtype)
    computation = _upcast_half(target)
    total = sum(x, axis=axes, dtype=computation, keepdims=keepdims)
    count = math.prod(x.shape[i] for i in axes)
    out = lax_ops.div(total, as_array(count, computation))
    return lax_ops.convert_element_type(out, target) if out.dtype != target else out


def _arg_reduction(name: str, lax_fn: Callable[..., Array]) -> Callable[..., Array]:
    def function(a: Any, axis: int | None = None, keepdims: bool = False) -> Array:
        (x,), _ = promote(name, a)
        if axis is None:
            if x.size == 0:
                raise ValueError(f"attempt to get {name} of an empty sequence")
            flat = lax_shape.reshape(x, (x.size,))
            out = lax_fn(flat, 0, dtypes.default_dtype("i*"))
            return lax_shape.reshape(out, (1,) * x.ndim) if keepdims else out
        ax = normalize_axis(axis, x.ndim)
        if x.shape[ax] == 0:
            raise ValueError(f"attempt to get {name} of an empty sequence")
        out = lax_fn(x, ax, dtypes.default_dtype("i*"))
        return lax_shape.expand_dims(out, (ax,)) if keepdims else out

    function.__name__ = function.__qualname__ = name
    return function


argmax: Callable[..., Array] = _arg_reduction("argmax", lax_reduction.argmax)
argmin: Callable[..., Array] = _arg_reduction("argmin", lax_reduction.argmin)


def _logical_reduction(name: str, lax_fn: Callable[[Array, tuple[int, ...]], Array]) -> Callable[..., Array]:
    def function(a: Any, axis: Axis = None, keepdims: bool = False) -> Array:
        (x,), _ = promote(name, a)
        axes = normalize_axes(axis, x.ndim)
        x = lax_ops.convert_element_type(x, np.dtype(bool))
        return _finish(lax_fn(x, axes), axes, x.ndim, keepdims)

    function.__name__ = function.__qualname__ = name
    return function


all: Callable[..., Array] = _logical_reduction("all", lax_reduction.reduce_and)  # noqa: A001
any: Callable[..., Array] = _logical_reduction("any", lax_reduction.reduce_or)  # noqa: A001
