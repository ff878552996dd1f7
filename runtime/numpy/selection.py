"""``jaxtypes.numpy`` selection by index (``take``, ``take_along_axis``), padding,
``resize``, ``copy``, ``trace``, and the indices of non-zero elements (``nonzero``, and
``where`` with a condition alone)."""

from __future__ import annotations

import builtins
import math
import operator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax import slicing
from jaxtypes.runtime.numpy.elementwise import add, floor_divide, less, not_equal, remainder
from jaxtypes.runtime.numpy.elementwise import where as select_where
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.key_arrays import on_key_data
from jaxtypes.runtime.numpy.promotion import as_array, promote
from jaxtypes.runtime.numpy.reductions import no_out, normalize_axis, sum
from jaxtypes.runtime.numpy.shape import broadcast_to, concatenate, ravel, reshape, shape_tuple, stack
from jaxtypes.runtime.numpy.manipulation import argsort
from jaxtypes.runtime.numpy.statistics import diagonal
from jaxtypes.runtime.numpy.staging import staged


def _array(name: str, a: Any) -> Array:
    return promote(name, a)[0][0]


def _indices(name: str, indices: Any) -> Array:
    out = _array(name, indices)
    if dtypes.dtype_info(out.dtype).kind not in ("int", "uint"):
        raise TypeError(f"{name}: indices must be integers, got {out.dtype}")
    return out


def _wrapped(indices: Array, size: int) -> Array:
    """Negative indices counted from the end (unsigned ones have none)."""
    if dtypes.dtype_info(indices.dtype).kind == "uint":
        return indices
    return select_where(less(indices, 0), add(indices, as_array(size, indices.dtype)), indices)


def _mode(name: str, mode: str | None, indices: Array, size: int,
          wrap_negative: bool | None = None) -> tuple[Array, slicing.GatherScatterMode]:
    """The indices prepared for ``mode`` (None: "fill", as in JAX) and the gather mode.
    Negative indices count from the end where ``wrap_negative`` says so (None: in "fill"
    mode only, as ``take`` does; "wrap" reduces every index)."""
    def wrapped(default: bool) -> Array:
        return _wrapped(indices, size) if (default if wrap_negative is None else wrap_negative) else indices

    if mode is None or mode == "fill":
        return wrapped(True), slicing.GatherScatterMode.FILL_OR_DROP
    if mode == "clip":
        return wrapped(False), slicing.GatherScatterMode.CLIP
    if mode == "promise_in_bounds":
        return wrapped(False), slicing.GatherScatterMode.PROMISE_IN_BOUNDS
    if mode == "wrap":
        return remainder(indices, as_array(size, indices.dtype)), slicing.GatherScatterMode.PROMISE_IN_BOUNDS
    if mode == "raise":
        raise NotImplementedError(f"{name}: mode 'raise' is not supported (no error can be raised from inside a "
                                  "compiled program); use 'fill', 'clip' or 'wrap'")
    raise ValueError(f"{name}: invalid mode {mode!r} (one of 'fill', 'clip', 'wrap', 'promise_in_bounds')")


def _zeros_like(x: Array, shape: tuple[int, ...]) -> Array:
    """Zeros of ``shape`` with ``x``'s dtype and weak type (an empty selection)."""
    return lax_ops.convert_element_type(lax_shape.full(shape, 0, x.dtype), x.dtype, weak_type=x.weak_type)


@on_key_data("a")
@staged("axis", "out", "mode", "unique_indices", "indices_are_sorted", "fill_value")
def take(a: Any, indices: Any, axis: int | None = None, out: None = None, mode: str | None = None,
         unique_indices: bool = False, indices_are_sorted: bool = False, fill_value: Any = None) -> Array:
    """The elements of ``a`` at ``indices`` along ``axis`` (None: flattened). Out-of-bounds
    indices give ``fill_value`` (NaN for inexact dtypes) unless ``mode`` is "clip" or "wrap"."""
    if out is not None:
        raise NotImplementedError("take: out= is not supported (arrays are immutable)")
    x, idx = _array("take", a), _indices("take", indices)
    if axis is None:
        x, ax = ravel(x), 0
    else:
        ax = normalize_axis(axis, x.ndim)
    n = x.shape[ax]
    if n == 0:
        if idx.size:
            raise IndexError("take: cannot take a non-empty selection from an empty axis")
        return x
    out_shape = x.shape[:ax] + idx.shape + x.shape[ax + 1:]
    if idx.size == 0:
        return _zeros_like(x, out_shape)
    idx, gather_mode = _mode("take", mode, idx, n)
    dnums = slicing.GatherDimensionNumbers(
        offset_dims=tuple(range(ax)) + tuple(range(ax + idx.ndim, x.ndim + idx.ndim - 1)),
        collapsed_slice_dims=(ax,), start_index_map=(ax,))
    sizes = x.shape[:ax] + (1,) + x.shape[ax + 1:]
    return slicing.gather(x, lax_shape.expand_dims(idx, (idx.ndim,)), dnums, sizes, mode=gather_mode,
                          unique_indices=unique_indices, indices_are_sorted=indices_are_sorted, fill_value=fill_value)


@on_key_data("arr")
@staged("axis", "mode", "fill_value", "wrap_negative_indices")
def take_along_axis(arr: Any, indices: Any, axis: int | None = -1, mode: str | None = None,
                    fill_value: Any = None, *, wrap_negative_indices: bool | None = None) -> Array:
    """The elements of ``arr`` at ``indices`` along ``axis``, the other axes matched (the
    two broadcast against each other except along ``axis``); None: both flattened.
    Negative indices count from the end unless ``wrap_negative_indices`` is False (None:
    in every mode but "promise_in_bounds", as JAX)."""
    x, idx = _array("take_along_axis", arr), _indices("take_along_axis", indices)
    if axis is None:
        if idx.ndim != 1:
            raise ValueError(f"take_along_axis: indices must be one-dimensional when axis is None, got shape {idx.shape}")
        x, ax = ravel(x), 0
    else:
        ax = normalize_axis(axis, x.ndim)
    if idx.ndim != x.ndim:
        raise ValueError(f"take_along_axis: indices and arr must have the same number of dimensions, got shapes "
                         f"{idx.shape} and {x.shape}")
    for d, (a, b) in enumerate(zip(x.shape, idx.shape)):
        if d != ax and a != b and 1 not in (a, b):
            raise ValueError(f"take_along_axis: shapes {x.shape} and {idx.shape} do not broadcast outside axis {ax}")
    shape = tuple(idx.shape[ax] if d == ax else builtins.max(a, b) for d, (a, b) in enumerate(zip(x.shape, idx.shape)))
    if x.size == 0 or math.prod(shape) == 0:
        return _zeros_like(x, shape)
    wrap = mode != "promise_in_bounds" if wrap_negative_indices is None else bool(wrap_negative_indices)
    idx, gather_mode = _mode("take_along_axis", mode, broadcast_to(idx, shape), x.shape[ax], wrap)
    # each axis but ``axis`` indexed by its own position (0 where arr's size-1 axis is broadcast)
    columns = [idx if d == ax else lax_shape.broadcasted_iota(idx.dtype, shape, d) if x.shape[d] == shape[d]
               else lax_shape.full(shape, 0, idx.dtype) for d in range(x.ndim)]
    dnums = slicing.GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=tuple(range(x.ndim)),
                                           start_index_map=tuple(range(x.ndim)))
    return slicing.gather(x, stack(columns, axis=-1), dnums, (1,) * x.ndim, mode=gather_mode,
                          fill_value=fill_value)


# -- padding, resizing, copying --------------------------------------------------------

def _pad_widths(pad_width: Any, ndim: int) -> list[tuple[int, int]]:
    widths = np.asarray(pad_width)
    if widths.dtype.kind not in "iu":
        raise TypeError(f"pad: pad_width must be integers, got {pad_width!r}")
    try:
        pairs = np.broadcast_to(widths, (ndim, 2))
    except ValueError:
        raise ValueError(f"pad: pad_width {pad_width!r} does not fit an array of {ndim} dimensions") from None
    if (pairs < 0).any():
        raise ValueError(f"pad: pad_width must not be negative, got {pad_width!r}")
    return [(int(b), int(a)) for b, a in pairs]


_INDEX_MODES = ("edge", "reflect", "symmetric", "wrap")


def pad(array: Any, pad_width: Any, mode: str = "constant", *, constant_values: Any = 0) -> Array:
    """``array`` padded by ``pad_width`` (per axis: before, after) with ``constant_values``
    (cast to its dtype), or by ``mode`` "edge", "reflect", "symmetric" or "wrap" (NumPy's)."""
    x = _array("pad", array)
    widths = _pad_widths(pad_width, x.ndim)
    if mode == "constant":
        fill = constant_values if isinstance(constant_values, Array) else as_array(np.asarray(constant_values), x.dtype)
        if fill.ndim:
            raise NotImplementedError("pad: constant_values must be a scalar here (one value for every side)")
        fill = lax_ops.convert_element_type(fill, x.dtype, weak_type=x.weak_type)
        return lax_shape.pad(x, fill, [(b, a, 0) for b, a in widths])
    if mode not in _INDEX_MODES:
        raise NotImplementedError(f"pad: mode {mode!r} is not supported (one of 'constant', {_INDEX_MODES})")
    for ax, (before, after) in enumerate(widths):
        if not before and not after:
            continue
        if x.shape[ax] == 0:
            raise ValueError(f"pad: cannot pad an empty axis ({ax}) with mode {mode!r}")
        positions = np.pad(np.arange(x.shape[ax]), (before, after), mode=mode)  # type: ignore[call-overload]
        x = getitem(x, (slice(None),) * ax + (positions,))
    return x


def resize(a: Any, new_shape: Any) -> Array:
    """An array of ``new_shape`` filled with ``a``'s elements, repeated as needed."""
    x = ravel(_array("resize", a))
    dims = shape_tuple(new_shape)
    if builtins.any(d < 0 for d in dims):
        raise ValueError(f"resize: new_shape must not be negative, got {dims}")
    size = math.prod(dims)
    if x.size == 0 or size == 0:
        return reshape(lax_shape.full((size,), 0, x.dtype), dims)
    copies = -(-size // x.size)
    flat = concatenate([x] * copies) if copies > 1 else x
    return reshape(lax_shape.slice_in_dim(flat, 0, size), dims)


@on_key_data("a")
def copy(a: Any, order: str | None = None) -> Array:
    """A copy of ``a`` as an array (arrays are immutable: the same values)."""
    del order
    x = _array("copy", a)
    return lax_ops.convert_element_type(x, x.dtype, weak_type=x.weak_type)


def trace(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None, out: None = None) -> Array:
    """The sum along the ``offset``-th diagonal (summed as ``jnp.sum`` sums)."""
    no_out("trace", out)
    return sum(diagonal(a, offset, axis1, axis2), axis=-1, dtype=dtype)


# -- where the non-zero elements are ------------------------------------------------------

def _count(name: str, flat: Array, size: int | None) -> int:
    if size is not None:
        return operator.index(size)
    value = flat.concrete_value() if isinstance(flat, Tracer) else np.asarray(flat)
    if value is None:
        raise TracerError(f"{name}: the number of non-zero elements of a traced array is not known: give size=")
    return int(np.count_nonzero(value))


def nonzero(a: Any, *, size: int | None = None, fill_value: Any = None) -> tuple[Array, ...]:
    """The indices of the non-zero elements, one array per axis, in row-major order.
    ``size`` fixes their number (needed under ``jit``): the first ``size``, or the
    indices padded with ``fill_value`` (0 unless given; a tuple gives one per axis)."""
    x = _array("nonzero", a)
    if x.ndim == 0:
        raise ValueError("nonzero of a 0-d array is not supported (as in JAX): use atleast_1d first")
    flat = not_equal(ravel(x), as_array(0, x.dtype))
    count = _count("nonzero", flat, size)
    index = dtypes.default_dtype("i*")
    if count == 0:
        return tuple(lax_shape.full((0,), 0, index) for _ in x.shape)
    order = argsort(lax_ops.convert_element_type(flat, np.int8, weak_type=False), descending=True)
    if order.shape[0] < count:
        order = concatenate([order, lax_shape.full((count - order.shape[0],), 0, order.dtype)])
    positions = lax_shape.slice_in_dim(order, 0, count)
    found = sum(flat, dtype=index)
    valid = less(lax_shape.iota(index, count), found)
    fills = fill_value if isinstance(fill_value, tuple) else (fill_value,) * x.ndim
    if len(fills) != x.ndim:
        raise ValueError(f"nonzero: fill_value must be a scalar or one per axis ({x.ndim}), got {fill_value!r}")
    out = []
    for d in range(x.ndim):
        stride = math.prod(x.shape[d + 1:])
        coordinate = remainder(floor_divide(positions, as_array(stride, index)), as_array(x.shape[d], index))
        fill = as_array(0 if fills[d] is None else fills[d], index)
        out.append(lax_ops.convert_element_type(select_where(valid, coordinate, fill), index, weak_type=False))
    return tuple(out)


@on_key_data("x", "y")
@staged("size", "fill_value")
def where(condition: Any, x: Any = None, y: Any = None, /, *, size: int | None = None,
          fill_value: Any = None) -> Any:
    """jnp.where: ``x`` where ``condition`` holds, else ``y`` (promoted together); with the
    condition alone, the indices of its non-zero elements (``nonzero``, with ``size`` and
    ``fill_value``)."""
    if x is None and y is None:
        return nonzero(condition, size=size, fill_value=fill_value)
    if x is None or y is None:
        raise TypeError("jnp.where: give both x and y, or neither (where(condition) is nonzero(condition))")
    if size is not None or fill_value is not None:
        raise ValueError("jnp.where: size and fill_value belong to the one-argument form, where(condition, size=...)")
    return select_where(condition, x, y)


def flatnonzero(a: Any, *, size: int | None = None, fill_value: Any = None) -> Array:
    """The indices of the non-zero elements of ``a`` flattened."""
    return nonzero(ravel(_array("flatnonzero", a)), size=size, fill_value=fill_value)[0]


def argwhere(a: Any, *, size: int | None = None, fill_value: Any = None) -> Array:
    """The indices of the non-zero elements, one row each (shape ``(count, a.ndim)``)."""
    x = _array("argwhere", a)
    if x.ndim == 0:
        found = nonzero(reshape(x, (1,)), size=size, fill_value=fill_value)[0]
        return lax_shape.full((found.shape[0], 0), 0, found.dtype)
    return stack(list(nonzero(x, size=size, fill_value=fill_value)), axis=-1)


# -- constants and array facts ------------------------------------------------------------

pi: float = math.pi
e: float = math.e
inf: float = math.inf
nan: float = math.nan
euler_gamma: float = 0.5772156649015329
newaxis: None = None


def shape(a: Any) -> tuple[int, ...]:
    return tuple(a.shape) if isinstance(a, Array) else tuple(np.shape(a))


def ndim(a: Any) -> int:
    return len(shape(a))


def size(a: Any, axis: int | None = None) -> int:
    dims = shape(a)
    return math.prod(dims) if axis is None else dims[normalize_axis(axis, len(dims))]


def isscalar(element: Any) -> bool:
    """Whether ``element`` is a scalar: a Python or NumPy scalar, or a 0-d array (as JAX)."""
    if isinstance(element, (bool, int, float, complex, np.generic)):
        return True
    return isinstance(element, (Array, np.ndarray)) and element.ndim == 0


def iscomplexobj(x: Any) -> bool:
    """Whether ``x`` has a complex dtype (whatever its values)."""
    if isinstance(x, complex):
        return True
    return dtypes.dtype_info(_array("iscomplexobj", x).dtype).kind == "complex" if x is not None else False


def isrealobj(x: Any) -> bool:
    return not iscomplexobj(x)
