"""``jaxtypes.numpy`` reductions: sum, prod, mean, max, min, argmax, argmin, all, any.

Dtype rules as in JAX: sums and products of bool and narrow integers accumulate in
the default integer (unsigned ones in the default unsigned); mean of integers is
floating; results are strongly typed.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import reduction as lax_reduction
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.elementwise import select
from jaxtypes.runtime.lax.operands import numpy_broadcast_shapes
from jaxtypes.runtime.numpy.promotion import as_array, promote, to_inexact
from jaxtypes.runtime.numpy.staging import staged

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


def no_out(name: str, out: Any) -> None:
    if out is not None:
        raise NotImplementedError(f"{name}: the 'out' argument is not supported (arrays are immutable)")


def mask_of(name: str, where: Any, shape: tuple[int, ...]) -> Array:
    """A reduction's ``where`` as a bool array of the operand's shape (it must broadcast to it)."""
    (w,), _ = promote(name, where)
    if w.dtype != np.bool_:
        w = lax_ops.ne(w, as_array(0, w.dtype))
    if numpy_broadcast_shapes(name, w.shape, shape) != shape:
        raise ValueError(f"{name}: the where mask of shape {w.shape} does not broadcast to the operand's shape {shape}")
    if w.shape == shape:
        return w
    return lax_shape.broadcast_in_dim(w, shape, tuple(range(len(shape) - w.ndim, len(shape))))


def filled(value: Any, like: Array) -> Array:
    """An array of ``like``'s shape and dtype (strong) holding ``value``."""
    return lax_shape.broadcast_in_dim(as_array(value, like.dtype), like.shape, ())


class _Monoid(NamedTuple):
    """A reduction's lax reduction, its binary operation (for ``initial``), its identity
    for a dtype (None: it has none, and empty or masked reductions need ``initial``), the
    reduction used when the dtype asked for is bool (``sum(x, dtype=bool)`` is ``any``,
    as in JAX)."""
    reduce: Callable[[Array, tuple[int, ...]], Array]
    combine: Callable[[Any, Any], Array]
    identity: Callable[[np.dtype[Any]], Any] | None
    bool_reduce: Callable[[Array, tuple[int, ...]], Array] | None = None
    fill: Callable[[np.dtype[Any]], Any] | None = None  # what masked-out entries become, without an identity


def _reduction(name: str, monoid: _Monoid, accumulate: bool) -> Callable[..., Array]:
    def function(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, keepdims: bool = False,
                 initial: Any = None, where: Any = None, promote_integers: bool = True) -> Array:
        no_out(name, out)
        (x,), _ = promote(name, a)
        axes = normalize_axes(axis, x.ndim)
        if monoid.identity is None and initial is None:
            if where is not None:
                raise ValueError(f"reduction operation {name} has no identity: a where mask needs an initial value")
            if builtins.any(x.shape[i] == 0 for i in axes):
                raise ValueError(f"zero-size array to reduction operation {name} which has no identity")
        target = dtypes.canonicalize_dtype(dtype) if dtype is not None else (
            accumulator(x.dtype) if accumulate and (promote_integers or x.dtype == np.bool_) else x.dtype)
        computation = _upcast_half(target) if accumulate else target
        x = lax_ops.convert_element_type(x, computation, weak_type=x.weak_type)
        if where is not None:
            fill = (monoid.identity or monoid.fill or lax_reduction.lowest)(computation)
            x = select(mask_of(name, where, x.shape), x, filled(fill, x))
        reduce = monoid.bool_reduce if monoid.bool_reduce is not None and computation == np.bool_ else monoid.reduce
        result = _finish(reduce(x, axes), axes, x.ndim, keepdims)
        if initial is not None:
            (start,), _ = promote(name, initial)
            if start.ndim:
                raise ValueError(f"{name}: initial must be a scalar, got an array of shape {start.shape}")
            result = monoid.combine(result, lax_ops.convert_element_type(start, result.dtype))
        return lax_ops.convert_element_type(result, target) if result.dtype != target else result

    function.__name__ = function.__qualname__ = name
    return function


_SUM = _Monoid(lax_reduction.reduce_sum, lax_ops.add, lambda dtype: 0, lax_reduction.reduce_or)
_PROD = _Monoid(lax_reduction.reduce_prod, lax_ops.mul, lambda dtype: 1, lax_reduction.reduce_and)
# Staged, as jax jits them: a repeated call (jit's short cache key) skips the Python above.
_STATIC = ("axis", "dtype", "out", "keepdims", "promote_integers")
sum: Callable[..., Array] = staged(*_STATIC)(_reduction("sum", _SUM, accumulate=True))  # noqa: A001
prod: Callable[..., Array] = staged(*_STATIC)(_reduction("prod", _PROD, accumulate=True))
_max: Callable[..., Array] = _reduction("max", _Monoid(lax_reduction.reduce_max, lax_ops.max, None, fill=lax_reduction.lowest),
                                        accumulate=False)
_min: Callable[..., Array] = _reduction("min", _Monoid(lax_reduction.reduce_min, lax_ops.min, None, fill=lax_reduction.highest),
                                        accumulate=False)


def max(a: Any, axis: Axis = None, out: None = None, keepdims: bool = False, initial: Any = None,  # noqa: A001
        where: Any = None) -> Array:
    return _max(a, axis, None, out, keepdims, initial, where)


def min(a: Any, axis: Axis = None, out: None = None, keepdims: bool = False, initial: Any = None,  # noqa: A001
        where: Any = None) -> Array:
    return _min(a, axis, None, out, keepdims, initial, where)


amax: Callable[..., Array] = max
amin: Callable[..., Array] = min


@staged("axis", "dtype", "out", "keepdims")
def mean(a: Any, axis: Axis = None, dtype: Any = None, out: None = None, keepdims: bool = False, *,
         where: Any = None) -> Array:
    """The arithmetic mean: of integer and bool data in ``to_inexact`` of their dtype; the
    sum and the division of float16 and bfloat16 in float32 (as JAX); strongly typed.
    With ``where``, of the selected elements (NaN where none is)."""
    no_out("mean", out)
    (x,), _ = promote("mean", a)
    axes = normalize_axes(axis, x.ndim)
    target = dtypes.canonicalize_dtype(dtype) if dtype is not None else to_inexact(x.dtype)
    computation = _upcast_half(target)
    total = sum(x, axis=axes, dtype=computation, keepdims=keepdims, where=where)
    if where is None:
        count: Any = as_array(math.prod(x.shape[i] for i in axes), computation)
    else:
        count = sum(mask_of("mean", where, x.shape), axis=axes, dtype=computation, keepdims=keepdims)
    result = lax_ops.div(total, count)
    return lax_ops.convert_element_type(result, target) if result.dtype != target else result


def _arg_reduction(name: str, lax_fn: Callable[..., Array]) -> Callable[..., Array]:
    def function(a: Any, axis: int | None = None, out: None = None, keepdims: bool | None = None) -> Array:
        no_out(name, out)
        (x,), _ = promote(name, a)
        keepdims = builtins.bool(keepdims)
        if axis is None:
            if x.size == 0:
                raise ValueError(f"attempt to get {name} of an empty sequence")
            flat = lax_shape.reshape(x, (x.size,))
            index = lax_fn(flat, 0, dtypes.default_dtype("i*"))
            return lax_shape.reshape(index, (1,) * x.ndim) if keepdims else index
        ax = normalize_axis(axis, x.ndim)
        if x.shape[ax] == 0:
            raise ValueError(f"attempt to get {name} of an empty sequence")
        index = lax_fn(x, ax, dtypes.default_dtype("i*"))
        return lax_shape.expand_dims(index, (ax,)) if keepdims else index

    function.__name__ = function.__qualname__ = name
    return function


argmax: Callable[..., Array] = _arg_reduction("argmax", lax_reduction.argmax)
argmin: Callable[..., Array] = _arg_reduction("argmin", lax_reduction.argmin)


def _logical_reduction(name: str, lax_fn: Callable[[Array, tuple[int, ...]], Array], identity: bool
                       ) -> Callable[..., Array]:
    def function(a: Any, axis: Axis = None, out: None = None, keepdims: bool = False, *, where: Any = None) -> Array:
        no_out(name, out)
        (x,), _ = promote(name, a)
        axes = normalize_axes(axis, x.ndim)
        x = lax_ops.convert_element_type(x, np.dtype(bool))
        if where is not None:
            x = select(mask_of(name, where, x.shape), x, filled(identity, x))
        return _finish(lax_fn(x, axes), axes, x.ndim, keepdims)

    function.__name__ = function.__qualname__ = name
    return function


all: Callable[..., Array] = _logical_reduction("all", lax_reduction.reduce_and, True)  # noqa: A001
any: Callable[..., Array] = _logical_reduction("any", lax_reduction.reduce_or, False)  # noqa: A001
