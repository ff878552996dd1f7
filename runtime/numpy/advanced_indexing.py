"""NumPy's advanced indexing (``x[int_array]``, ``x[bool_mask]``) and ``x.at[...]``, on ``lax.gather``/``scatter``.

An index that holds an integer array (a jaxtypes array, a NumPy array, a list
inside a tuple: as in JAX, ``x[[0, 1]]`` is a TypeError, write ``x[array]``), a
boolean mask or a traced integer scalar is split in two steps:

1. every basic item (slice, None, scalar boolean: a new axis of size 1) is applied
   by basic indexing, each advanced item keeping its axis (``slice(None)``);
2. one ``gather`` takes the advanced items (broadcast together, negative entries
   wrapped once) on those axes. Their broadcast shape stands where they are if they
   are adjacent in the index, else in front (NumPy's rule).

Boolean masks must be concrete (their shape fixes the result's): they become integer
arrays (``nonzero``); under ``jit`` they raise ``NonConcreteBooleanIndexError``.

Updates (``x.at[idx].set(v)`` and friends) scatter straight into ``x`` when the
index has only advanced items and full slices; otherwise the flat positions of
``x[idx]`` are gathered from an iota of ``x``'s shape and the update scatters into
``x`` flattened. As in JAX, gathers clamp out-of-bounds indices by default and
scatters drop them.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, NamedTuple, TypeAlias

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax import slicing
from jaxtypes.runtime.lax.operands import lax_operand, numpy_broadcast_shapes
from jaxtypes.runtime.numpy.promotion import as_array

__all__ = ["NonConcreteBooleanIndexError", "IndexTypeError", "getitem", "has_advanced", "IndexUpdateHelper",
           "IndexUpdateRef"]


class NonConcreteBooleanIndexError(IndexError, TracerError):
    """A boolean mask index whose value is not known (inside ``jit``): the result's shape
    would depend on it (JAX's error of the same name)."""


class IndexTypeError(IndexError, TypeError):
    """An index of a type that cannot index (a float array, a string...)."""


# -- parsing --------------------------------------------------------------------------------

class _Item(NamedTuple):
    kind: str  # "none", "slice", "bool" (scalar), "advanced" (one integer array per axis)
    value: Any  # None, the slice, the bool, or the integer array (NumPy or Array)


def _is_scalar_bool(item: Any) -> bool:
    return isinstance(item, (bool, np.bool_)) or (
        isinstance(item, (Array, np.ndarray)) and item.ndim == 0 and item.dtype == np.bool_)


def _static_int(item: Any) -> bool:
    return isinstance(item, (int, np.integer)) and not isinstance(item, (bool, np.bool_))


def has_advanced(index: Any) -> bool:
    """Whether an index needs gather: an array, list or tuple item (other than a scalar
    boolean or a concrete 0-d integer array), or a traced integer scalar."""
    items = index if isinstance(index, tuple) else (index,)
    for item in items:
        if isinstance(item, (list, tuple)):
            return True
        if isinstance(item, np.ndarray) and not _is_scalar_bool(item):
            return True
        if isinstance(item, Array) and item.dtype != np.bool_ and (item.ndim or isinstance(item, Tracer)):
            return True
        if isinstance(item, Array) and item.dtype == np.bool_ and item.ndim:
            return True
    return False


def _check_dtype(dtype: np.dtype[Any]) -> None:
    if dtype.kind not in "iub":
        raise IndexTypeError(f"indexer must have integer or boolean type, got indexer with type {dtype.name} "
                             "(arrays used as indices must be of integer or boolean type)")


def _parse(ndim: int, index: Any) -> list[_Item]:
    if isinstance(index, list):
        raise TypeError("Using a non-tuple sequence for multidimensional indexing is not allowed; use "
                        "`arr[array(seq)]` instead of `arr[seq]` (as in JAX), or `arr[tuple(seq)]` to index "
                        "several axes")
    raw = index if isinstance(index, tuple) else (index,)
    items: list[_Item | None] = []  # None stands for the ellipsis
    for item in raw:
        if item is None:
            items.append(_Item("none", None))
        elif item is Ellipsis:
            items.append(None)
        elif isinstance(item, slice):
            items.append(_Item("slice", item))
        elif _is_scalar_bool(item):
            if isinstance(item, Tracer):
                raise NonConcreteBooleanIndexError(
                    "Array boolean indices must be concrete; got a traced bool[] (a boolean index fixes the "
                    "result's shape, so it cannot be a traced value inside jit; use jnp.where instead)")
            items.append(_Item("bool", bool(item)))
        elif _static_int(item):
            items.append(_Item("advanced", np.asarray(operator.index(item))))
        elif isinstance(item, (Array, np.ndarray, list, tuple)):
            value: Any = item
            if not isinstance(item, Array):
                value = np.asarray(item)
                if isinstance(item, list) and value.size == 0:
                    value = value.astype(np.int32)
            _check_dtype(np.dtype(value.dtype))
            if value.dtype == np.bool_:
                if isinstance(value, Tracer):
                    raise NonConcreteBooleanIndexError(
                        f"Array boolean indices must be concrete; got a traced bool{list(value.shape)} (a boolean "
                        "mask fixes the result's shape, so it cannot be a traced value inside jit; use "
                        "jnp.where instead)")
                items.extend(_Item("advanced", a) for a in np.nonzero(np.asarray(value)))
                if value.ndim == 0:
                    raise IndexError("a 0-d boolean array index is a scalar boolean")  # unreachable
            else:
                items.append(_Item("advanced", value))
        else:
            raise IndexTypeError(
                f"only integers, slices (':'), ellipsis ('...'), None, and integer or boolean arrays are valid "
                f"indices; got {type(item).__name__}")
    ellipses = sum(1 for i in items if i is None)
    if ellipses > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    used = sum(1 for i in items if i is not None and i.kind in ("slice", "advanced"))
    if used > ndim:
        raise IndexError(f"too many indices for array: array is {ndim}-dimensional, but {used} were indexed")
    fill = [_Item("slice", slice(None))] * (ndim - used)
    if ellipses:
        at = items.index(None)
        items[at:at + 1] = fill
    else:
        items.extend(fill)
    return [i for i in items if i is not None]


# -- the plan: basic step, then one gather ----------------------------------------------

class _Plan(NamedTuple):
    basic: tuple[Any, ...]  # the basic index of step 1 (None for "none"/"bool" items)
    axes: tuple[int, ...]  # for each advanced array, its axis after step 1
    arrays: tuple[Any, ...]  # the advanced arrays (NumPy or Array), not broadcast yet
    front: bool  # whether the broadcast shape goes in front (advanced items not adjacent)
    direct: bool  # whether step 1 is the identity (scatter goes straight into x)


def _plan(ndim: int, index: Any) -> _Plan:
    items = _parse(ndim, index)
    basic: list[Any] = []
    axes, arrays, positions = [], [], []
    direct = True
    for position, item in enumerate(items):
        if item.kind == "none":
            basic.append(None)
            direct = False
        elif item.kind == "bool":
            axes.append(len(basic))
            arrays.append(np.arange(int(item.value)))
            positions.append(position)
            basic.append(None)
            direct = False
        elif item.kind == "slice":
            if item.value != slice(None):
                direct = False
            basic.append(item.value)
        else:
            axes.append(len(basic))
            arrays.append(item.value)
            positions.append(position)
            basic.append(slice(None))
    front = positions != list(range(positions[0], positions[0] + len(positions))) if positions else False
    return _Plan(tuple(basic), tuple(axes), tuple(arrays), front, direct)


def _index_dtype(arrays: tuple[Any, ...]) -> np.dtype[Any]:
    wide = any(np.dtype(a.dtype).itemsize == 8 for a in arrays)
    return dtypes.canonicalize_dtype(np.int64) if wide else np.dtype(np.int32)


def _wrapped(arrays: tuple[Any, ...], axes: tuple[int, ...], shape: tuple[int, ...]) -> list[Any]:
    """Each array in the common index dtype, negative entries wrapped once."""
    from jaxtypes.runtime.lax.elementwise import select_n
    from jaxtypes.runtime.lax.operators import add, convert_element_type, lt

    dtype = _index_dtype(arrays)
    out: list[Any] = []
    for a, axis in zip(arrays, axes):
        n = shape[axis]
        if isinstance(a, np.ndarray):
            host = a.astype(np.int64)
            out.append(np.where(host < 0, host + n, host).astype(dtype))
            continue
        signed = np.dtype(a.dtype).kind == "i"
        a = convert_element_type(a, dtype)
        if signed:
            n_array = lax_shape.full((), n, dtype)
            a = select_n(lt(a, lax_shape.full((), 0, dtype)), a, add(a, n_array))
        out.append(a)
    return out


def _indices(wrapped: list[Any], batch: tuple[int, ...]) -> Any:
    """The index arrays broadcast to ``batch`` and stacked on a last axis."""
    if all(isinstance(a, np.ndarray) for a in wrapped):
        host = np.stack([np.broadcast_to(a, batch) for a in wrapped], axis=-1)
        return lax_operand(np.ascontiguousarray(host))
    columns = []
    for a in wrapped:
        a = lax_operand(a)
        if a.shape != batch:
            a = lax_shape.broadcast_in_dim(a, batch, tuple(range(len(batch) - a.ndim, len(batch))))
        columns.append(lax_shape.reshape(a, (*batch, 1)))
    return columns[0] if len(columns) == 1 else lax_shape.concatenate(columns, len(batch))


class _Gather(NamedTuple):
    indices: Any
    dnums: slicing.GatherDimensionNumbers
    slice_sizes: tuple[int, ...]
    out_shape: tuple[int, ...]


def _gather_of(plan: _Plan, shape: tuple[int, ...]) -> _Gather:
    """The gather that takes ``plan``'s advanced arrays from an array of ``shape``."""
    try:
        batch = numpy_broadcast_shapes("indexing", *(tuple(a.shape) for a in plan.arrays))
    except (TypeError, ValueError):
        raise IndexError("shape mismatch: indexing arrays could not be broadcast together with shapes "
                         + " ".join(str(tuple(a.shape)) for a in plan.arrays)) from None
    indices = _indices(_wrapped(plan.arrays, plan.axes, shape), batch)
    rest = [n for d, n in enumerate(shape) if d not in plan.axes]
    at = 0 if plan.front else plan.axes[0]
    out_shape = (*rest[:at], *batch, *rest[at:])
    offset_dims = (*range(at), *range(at + len(batch), len(out_shape)))
    dnums = slicing.GatherDimensionNumbers(offset_dims, tuple(sorted(plan.axes)), plan.axes)
    sizes = tuple(1 if d in plan.axes else n for d, n in enumerate(shape))
    return _Gather(indices, dnums, sizes, out_shape)


def _take(x: Array, index: Any, *, mode: Any, fill_value: Any, indices_are_sorted: bool,
          unique_indices: bool) -> Array:
    from jaxtypes.runtime.numpy.indexing import getitem as basic_getitem

    plan = _plan(x.ndim, index)
    if not plan.arrays:
        return basic_getitem(x, index)
    y = x if plan.direct else basic_getitem(x, plan.basic)
    g = _gather_of(plan, y.shape)
    empty = [d for d in plan.axes if y.shape[d] == 0]
    if empty:  # nothing to gather: an empty result (as in JAX), or no element to clamp an index to
        if any(a.size for a in plan.arrays):
            raise IndexError(f"index out of bounds: axis {empty[0]} of the indexed array has size 0")
        return lax_shape.broadcast_in_dim(as_array(0, y.dtype, y.weak_type), g.out_shape, ())
    return slicing.gather(y, g.indices, g.dnums, g.slice_sizes, mode=mode, fill_value=fill_value,
                          indices_are_sorted=indices_are_sorted, unique_indices=unique_indices)


def getitem(x: Array, index: Any) -> Array:
    """``x[index]`` with advanced items (JAX's default: out-of-bounds indices clamp)."""
    sliced = _dynamic_slice_of(x, index)
    if sliced is not None:
        return sliced
    return _take(x, index, mode=slicing.GatherScatterMode.PROMISE_IN_BOUNDS, fill_value=None,
                 indices_are_sorted=False, unique_indices=False)


def _dynamic_slice_of(x: Array, index: Any) -> Array | None:
    """``x[index]`` for integer scalars, some of them traced, and whole-axis slices: a
    dynamic slice, as in JAX. Its start clamps, and so does its transpose (a gather's
    scatter drops what lies out of bounds: the gradient of ``x[j]`` for a clamped ``j``
    would be lost); None for any other index."""
    items = index if isinstance(index, tuple) else (index,)
    if len(items) > x.ndim or not any(isinstance(item, Tracer) for item in items):
        return None
    starts: list[Any] = []
    for size, item in zip(x.shape, items):
        if isinstance(item, slice) and item == slice(None):
            starts.append(None)
        elif isinstance(item, (int, np.integer)) and not isinstance(item, (bool, np.bool_)) and -size <= item < size:
            starts.append(int(item))
        elif isinstance(item, Tracer) and item.ndim == 0 and dtypes.dtype_info(item.dtype).kind in ("int", "uint"):
            starts.append(item)
        else:
            return None
    index_dtype = np.dtype(np.int32) if max(x.shape, default=0) < 2**31 else dtypes.canonicalize_dtype(np.int64)
    starts += [None] * (x.ndim - len(starts))
    sizes = [x.shape[d] if start is None else 1 for d, start in enumerate(starts)]
    block = lax_shape.dynamic_slice(x, [lax_shape.full((), 0 if s is None else s, index_dtype) if not isinstance(s, Tracer)
                                        else lax_operand(s).astype(index_dtype) for s in starts], sizes)
    return lax_shape.reshape(block, tuple(n for n, s in zip(x.shape, starts) if s is None))


# -- updates ----------------------------------------------------------------------------

_Scatter: TypeAlias = Callable[..., Array]


def _scatter(x: Array, index: Any, values: Any, scatter: _Scatter, *, indices_are_sorted: bool,
             unique_indices: bool, mode: Any, what: str) -> Array:
    from jaxtypes.runtime.lax.operators import convert_element_type
    from jaxtypes.runtime.numpy.shape import broadcast_to

    parsed = slicing.GatherScatterMode.from_any(mode)
    plan = _plan(x.ndim, index)
    u = convert_element_type(lax_operand(values), x.dtype, weak_type=x.weak_type)
    if plan.arrays and plan.direct:
        g = _gather_of(plan, x.shape)
        target, operand, indices = g.out_shape, x, g.indices
        dnums = slicing.ScatterDimensionNumbers(g.dnums.offset_dims, g.dnums.collapsed_slice_dims,
                                                g.dnums.start_index_map)
    else:
        # The flat position of each element of x[index] (-1 where out of bounds and dropped).
        count = x.size
        dtype = np.dtype(np.int32) if count < 2**31 else dtypes.canonicalize_dtype(np.int64)
        positions = lax_shape.reshape(lax_shape.iota(dtype, count), x.shape)
        fill = parsed is slicing.GatherScatterMode.FILL_OR_DROP
        positions = _take(positions, index, mode="fill" if fill else "clip", fill_value=-1 if fill else None,
                          indices_are_sorted=False, unique_indices=False)
        target = positions.shape
        operand = lax_shape.reshape(x, (count,))
        indices = lax_shape.reshape(positions, (*target, 1))
        dnums = slicing.ScatterDimensionNumbers((), (0,), (0,))
        parsed = slicing.GatherScatterMode.FILL_OR_DROP
    try:
        u = broadcast_to(u, target)
    except ValueError:
        raise ValueError(f"x.at[...].{what}: the values (shape {u.shape}) must broadcast to the shape of the "
                         f"indexed part, {tuple(target)}") from None
    out = scatter(operand, indices, u, dnums, indices_are_sorted=indices_are_sorted,
                  unique_indices=unique_indices, mode=parsed)
    return out if out.shape == x.shape else lax_shape.reshape(out, x.shape)


class IndexUpdateRef:
    """``x.at[index]``: the functional updates of ``x`` at ``index`` (JAX's ``_IndexUpdateRef``)."""

    __slots__ = ("array", "index")

    def __init__(self, array: Array, index: Any) -> None:
        self.array: Array = array
        self.index: Any = index

    def __repr__(self) -> str:
        return f"_IndexUpdateRef({self.array!r}, {self.index!r})"

    def get(self, *, indices_are_sorted: bool = False, unique_indices: bool = False, mode: Any = None,
            fill_value: Any = None) -> Array:
        """``x[index]``; ``mode``: None (clamp, as ``x[index]``), "clip", "fill" (with
        ``fill_value``, NaN by default for floats) or "promise_in_bounds"."""
        parsed = (slicing.GatherScatterMode.PROMISE_IN_BOUNDS if mode is None
                  else slicing.GatherScatterMode.from_any(mode))
        return _take(self.array, self.index, mode=parsed, fill_value=fill_value,
                     indices_are_sorted=indices_are_sorted, unique_indices=unique_indices)

    def _update(self, values: Any, scatter: _Scatter, what: str, indices_are_sorted: bool,
                unique_indices: bool, mode: Any) -> Array:
        return _scatter(self.array, self.index, values, scatter, indices_are_sorted=indices_are_sorted,
                        unique_indices=unique_indices, mode=mode, what=what)

    def set(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: Any = None) -> Array:
        """``x`` with ``x[index] = values`` (cast to ``x``'s dtype)."""
        return self._update(values, slicing.scatter, "set", indices_are_sorted, unique_indices, mode)

    def add(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: Any = None) -> Array:
        """``x`` with ``x[index] += values`` (repeated indices accumulate)."""
        return self._update(values, slicing.scatter_add, "add", indices_are_sorted, unique_indices, mode)

    def subtract(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
                 mode: Any = None) -> Array:
        """``x`` with ``x[index] -= values``."""
        return self._update(values, slicing.scatter_sub, "subtract", indices_are_sorted, unique_indices, mode)

    def multiply(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
                 mode: Any = None) -> Array:
        """``x`` with ``x[index] *= values``."""
        return self._update(values, slicing.scatter_mul, "multiply", indices_are_sorted, unique_indices, mode)

    def mul(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: Any = None) -> Array:
        """``multiply``'s other name."""
        return self.multiply(values, indices_are_sorted=indices_are_sorted, unique_indices=unique_indices, mode=mode)

    def divide(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
               mode: Any = None) -> Array:
        """``x`` with ``x[index] /= values`` (``jnp.divide``'s result dtype)."""
        from jaxtypes.runtime.numpy.elementwise import divide

        return self._through_ones(values, divide, "divide", indices_are_sorted, unique_indices, mode)

    def power(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
              mode: Any = None) -> Array:
        """``x`` with ``x[index] **= values``."""
        from jaxtypes.runtime.numpy.elementwise import power

        return self._through_ones(values, power, "power", indices_are_sorted, unique_indices, mode)

    def _through_ones(self, values: Any, combine: Any, what: str, indices_are_sorted: bool, unique_indices: bool,
                      mode: Any) -> Array:
        """``combine(x, factors)``, the factors being ones with the values multiplied in at
        the index (repeated indices compound, as in JAX)."""
        from jaxtypes.runtime.numpy.creation import ones_like

        factors = _scatter(ones_like(self.array), self.index, values, slicing.scatter_mul,
                           indices_are_sorted=indices_are_sorted, unique_indices=unique_indices, mode=mode,
                           what=what)
        return combine(self.array, factors)  # type: ignore[no-any-return]

    def min(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: Any = None) -> Array:
        """``x`` with ``x[index] = minimum(x[index], values)``."""
        return self._update(values, slicing.scatter_min, "min", indices_are_sorted, unique_indices, mode)

    def max(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: Any = None) -> Array:
        """``x`` with ``x[index] = maximum(x[index], values)``."""
        return self._update(values, slicing.scatter_max, "max", indices_are_sorted, unique_indices, mode)

    def apply(self, func: Callable[[Any], Any], *, indices_are_sorted: bool = False, unique_indices: bool = False,
              mode: Any = None) -> Array:
        """``x`` with ``func`` (a unary elementwise function) applied at ``index``, once per
        occurrence of a repeated index."""
        def scatter(operand: Any, indices: Any, updates: Any, dnums: Any, **params: Any) -> Array:
            return slicing.scatter_apply(operand, indices, func, dnums, update_shape=updates.shape, **params)

        return self._update(0, scatter, "apply", indices_are_sorted, unique_indices, mode)


class IndexUpdateHelper:
    """``x.at``: index it (``x.at[index]``) for an ``IndexUpdateRef``."""

    __slots__ = ("array",)

    def __init__(self, array: Array) -> None:
        self.array: Array = array

    def __getitem__(self, index: Any) -> IndexUpdateRef:
        return IndexUpdateRef(self.array, index)

    def __repr__(self) -> str:
        return f"_IndexUpdateHelper({self.array!r})"

