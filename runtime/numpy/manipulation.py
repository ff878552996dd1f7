"""``jaxtypes.numpy`` array manipulation that keeps the dtype and the weak type: flips,
rolls and rotations, axis moves, tiling and repetition, triangles, sorting, differences,
splitting, and the ``atleast_*`` and ``*stack`` helpers."""

from __future__ import annotations

import builtins
import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tracing import Tracer
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax import sorting as lax_sorting
from jaxtypes.runtime.numpy.elementwise import negative, not_equal, remainder, subtract
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.key_arrays import on_key_data
from jaxtypes.runtime.numpy.promotion import promote, to_inexact
from jaxtypes.runtime.numpy.reductions import normalize_axes, normalize_axis
from jaxtypes.runtime.numpy.shape import concatenate, joined_operands, ravel, reshape, shape_tuple, transpose
from jaxtypes.runtime.numpy.staging import staged


def _array(name: str, a: Any) -> Array:
    return promote(name, a)[0][0]


def _at_least(name: str, x: Array, ndim: int) -> None:
    if x.ndim < ndim:
        raise ValueError(f"{name} needs an array of at least {ndim} dimensions, got shape {x.shape}")


def _int(name: str, what: str, value: Any) -> int:
    if isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name}: {what} must be an integer, got {value!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{name}: {what} must be an integer, got {value!r}") from None


def _ints(name: str, what: str, value: Any) -> tuple[int, ...]:
    items = value if isinstance(value, (tuple, list)) else (value,)
    return tuple(_int(name, what, v) for v in items)


# -- flips, rolls, rotations ---------------------------------------------------------

@on_key_data("m")
def flip(m: Any, axis: int | Sequence[int] | None = None) -> Array:
    x = _array("flip", m)
    axes = normalize_axes(axis, x.ndim)
    return lax_shape.rev(x, axes) if axes else x


@on_key_data("m")
def fliplr(m: Any) -> Array:
    x = _array("fliplr", m)
    _at_least("fliplr", x, 2)
    return lax_shape.rev(x, (1,))


@on_key_data("m")
def flipud(m: Any) -> Array:
    x = _array("flipud", m)
    _at_least("flipud", x, 1)
    return lax_shape.rev(x, (0,))


def _roll_one(x: Array, shift: Any, axis: int) -> Array:
    n = x.shape[axis]
    if n == 0:
        return x
    if isinstance(shift, Tracer):  # a traced shift: a window of x joined to itself
        if shift.ndim or shift.dtype.kind not in "iu":
            raise TypeError(f"roll: shift must be an integer scalar, got {shift.dtype} of shape {shift.shape}")
        start = remainder(negative(shift), n)
        return lax_shape.dynamic_slice_in_dim(lax_shape.concatenate([x, x], axis), start, n, axis)
    s = _int("roll", "shift", shift) % n
    if s == 0:
        return x
    tail = lax_shape.slice_in_dim(x, n - s, n, axis=axis)
    head = lax_shape.slice_in_dim(x, 0, n - s, axis=axis)
    return lax_shape.concatenate([tail, head], axis)


@on_key_data("a")
def roll(a: Any, shift: int | Sequence[int], axis: int | Sequence[int] | None = None) -> Array:
    """Elements shifted along ``axis`` (None: the flattened array), wrapping around."""
    x = _array("roll", a)
    if axis is None:
        return reshape(roll(ravel(x), shift, 0), x.shape)
    shifts = shift if isinstance(shift, (tuple, list)) else (shift,)
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    if len(shifts) != len(axes) and builtins.min(len(shifts), len(axes)) != 1:
        raise ValueError(f"roll: shift {shift!r} and axis {axis!r} must have the same length (or one of them 1)")
    count = builtins.max(len(shifts), len(axes))
    for s, ax in zip(shifts * (count // len(shifts)), axes * (count // len(axes))):
        x = _roll_one(x, s, normalize_axis(ax, x.ndim))
    return x


@on_key_data("m")
def rot90(m: Any, k: int = 1, axes: tuple[int, int] = (0, 1)) -> Array:
    """``m`` rotated by 90 degrees ``k`` times, from the first of ``axes`` towards the second."""
    x = _array("rot90", m)
    if len(axes) != 2:
        raise ValueError(f"rot90: axes must name two axes, got {axes!r}")
    _at_least("rot90", x, 2)
    first, second = normalize_axis(axes[0], x.ndim), normalize_axis(axes[1], x.ndim)
    if first == second:
        raise ValueError(f"rot90: axes must be different, got {axes!r}")
    turns = _int("rot90", "k", k) % 4
    if turns == 0:
        return x
    if turns == 2:
        return lax_shape.rev(x, (first, second))
    permutation = list(range(x.ndim))
    permutation[first], permutation[second] = second, first
    if turns == 1:
        return transpose(lax_shape.rev(x, (second,)), permutation)
    return lax_shape.rev(transpose(x, permutation), (second,))


# -- axes ------------------------------------------------------------------------------

@on_key_data("a")
def swapaxes(a: Any, axis1: int, axis2: int) -> Array:
    x = _array("swapaxes", a)
    first, second = normalize_axis(axis1, x.ndim), normalize_axis(axis2, x.ndim)
    permutation = list(range(x.ndim))
    permutation[first], permutation[second] = second, first
    return transpose(x, permutation)


@on_key_data("a")
def moveaxis(a: Any, source: int | Sequence[int], destination: int | Sequence[int]) -> Array:
    """The axes ``source`` moved to the positions ``destination``, the others in order."""
    x = _array("moveaxis", a)
    sources = normalize_axes(source, x.ndim) if isinstance(source, (int, np.integer)) else tuple(
        normalize_axis(s, x.ndim) for s in source)
    targets = tuple(normalize_axis(d, x.ndim) for d in ((destination,) if isinstance(destination, (int, np.integer))
                                                         else destination))
    if len(sources) != len(targets):
        raise ValueError(f"moveaxis: source {source!r} and destination {destination!r} must have the same length")
    if len(set(sources)) != len(sources) or len(set(targets)) != len(targets):
        raise ValueError(f"moveaxis: repeated axis in source {source!r} or destination {destination!r}")
    rest = iter(ax for ax in range(x.ndim) if ax not in sources)
    placed = dict(zip(targets, sources))
    return transpose(x, [placed[i] if i in placed else next(rest) for i in range(x.ndim)])


@on_key_data("a")
def rollaxis(a: Any, axis: int, start: int = 0) -> Array:
    """NumPy's older form of ``moveaxis``: ``axis`` moved to stand before ``start``."""
    x = _array("rollaxis", a)
    ax = normalize_axis(axis, x.ndim)
    if not -x.ndim <= start <= x.ndim:
        raise np.exceptions.AxisError(f"rollaxis: start {start} is out of bounds for an array of dimension {x.ndim}")
    start = start % (x.ndim + 1) if start < 0 else start
    if ax < start:
        start -= 1
    return moveaxis(x, ax, start) if ax != start else x


@on_key_data("a")
def permute_dims(a: Any, /, axes: Sequence[int]) -> Array:
    """The array API's name for ``transpose`` with its axes given."""
    x = _array("permute_dims", a)
    if len(axes) != x.ndim:
        raise TypeError(f"permute_dims: axes {tuple(axes)} are not a permutation of the {x.ndim} axes of an "
                        f"array of shape {x.shape}")
    return transpose(x, axes)


@on_key_data("x")
def matrix_transpose(x: Any, /) -> Array:
    """The last two axes swapped (a stack of matrices transposed)."""
    a = _array("matrix_transpose", x)
    _at_least("matrix_transpose", a, 2)
    return swapaxes(a, -1, -2)


# -- tiling and repetition ---------------------------------------------------------------

@on_key_data("A")
def tile(A: Any, reps: int | Sequence[int]) -> Array:  # noqa: N803  (NumPy's name)
    """``A`` repeated ``reps`` times along each axis (the shorter of the two padded with
    leading ones)."""
    x = _array("tile", A)
    counts = _ints("tile", "reps", reps)
    if builtins.any(c < 0 for c in counts):
        raise ValueError(f"tile: reps must not be negative, got {reps!r}")
    ndim = builtins.max(len(counts), x.ndim)
    counts = (1,) * (ndim - len(counts)) + counts
    dims = (1,) * (ndim - x.ndim) + x.shape
    interleaved = tuple(v for pair in zip(counts, dims) for v in pair)
    spread = lax_shape.broadcast_in_dim(reshape(x, dims), interleaved, tuple(range(1, 2 * ndim, 2)))
    return reshape(spread, tuple(c * d for c, d in zip(counts, dims)))


def _repeat_indices(repeats: Any, n: int, total: int | None) -> np.ndarray:
    counts = np.asarray(repeats)
    if counts.dtype.kind not in "iub":
        raise TypeError(f"repeat: repeats must be integers, got {counts.dtype}")
    if counts.ndim > 1 or counts.ndim == 1 and counts.size not in (1, n):
        raise ValueError(f"repeat: {counts.size} repeats for an axis of length {n}")
    if (counts < 0).any():
        raise TypeError(f"repeat: repeats must not be negative, got {counts}")
    indices = np.repeat(np.arange(n), np.broadcast_to(counts.reshape(-1) if counts.ndim else counts, (n,)))
    if total is None:
        return indices
    if total <= indices.size:
        return indices[:total]
    return np.concatenate([indices, np.full(total - indices.size, indices[-1] if indices.size else 0)])


@on_key_data("a")
def repeat(a: Any, repeats: Any, axis: int | None = None, *, total_repeat_length: int | None = None) -> Array:
    """Each element repeated ``repeats`` times (an integer, or one count per element along
    ``axis``; None: the flattened array). ``total_repeat_length`` fixes the length, cutting
    the end off or repeating the last element, as in JAX."""
    x = _array("repeat", a)
    if axis is None:
        x, ax = ravel(x), 0
    else:
        ax = normalize_axis(axis, x.ndim)
    if isinstance(repeats, Tracer):
        raise TypeError("repeat: repeats must be concrete (an integer, or an array of integers)")
    if isinstance(repeats, (list, tuple)):
        raise TypeError("repeat: repeats must be an integer or an array, not a list or tuple (as in JAX: "
                        "write np.array(repeats))")
    if x.ndim == 0:
        x, ax = reshape(x, (1,)), 0
    total = None if total_repeat_length is None else _int("repeat", "total_repeat_length", total_repeat_length)
    if isinstance(repeats, (int, np.integer)) and not isinstance(repeats, bool) and total is None:
        count = int(repeats)
        if count < 0:
            raise TypeError(f"repeat: repeats must not be negative, got {count}")
        shape = x.shape[:ax + 1] + (count,) + x.shape[ax + 1:]
        dims = tuple(i if i <= ax else i + 1 for i in range(x.ndim))
        spread = lax_shape.broadcast_in_dim(x, shape, dims)
        return reshape(spread, x.shape[:ax] + (x.shape[ax] * count,) + x.shape[ax + 1:])
    indices = _repeat_indices(repeats, x.shape[ax], total)
    return getitem(x, (slice(None),) * ax + (indices,))


# -- triangles -----------------------------------------------------------------------

def _triangle(name: str, m: Any, k: int, lower: bool) -> Array:
    x = _array(name, m)
    _at_least(name, x, 2)
    offset = _int(name, "k", k)
    rows, cols = x.shape[-2:]
    row = lax_shape.broadcasted_iota(np.int32, (rows, cols), 0)
    col = lax_shape.broadcasted_iota(np.int32, (rows, cols), 1)
    shifted = lax_ops.add(row, lax_shape.full((rows, cols), offset, np.int32))
    keep = lax_ops.le(col, shifted) if lower else lax_ops.ge(col, shifted)
    keep = lax_shape.broadcast_in_dim(keep, x.shape, (x.ndim - 2, x.ndim - 1))
    zeros = lax_shape.full_like(x, 0)
    return lax_e.select(keep, x, zeros)


@on_key_data("m")
def tril(m: Any, k: int = 0) -> Array:
    """The lower triangle of the last two axes (on and below the ``k``-th diagonal), zeros above."""
    return _triangle("tril", m, k, lower=True)


@on_key_data("m")
def triu(m: Any, k: int = 0) -> Array:
    """The upper triangle of the last two axes (on and above the ``k``-th diagonal), zeros below."""
    return _triangle("triu", m, k, lower=False)


# -- sorting and differences --------------------------------------------------------------

def _sort_axis(name: str, a: Any, axis: int | None, kind: Any, order: Any) -> tuple[Array, int]:
    """The array to sort (flattened for axis None) and the axis, for sort and argsort."""
    if kind is not None:
        raise TypeError(f"{name}: kind is not supported (as in JAX); use stable=True or stable=False")
    if order is not None:
        raise TypeError(f"{name}: order is not supported (it sorts the fields of structured arrays)")
    x = _array(name, a)
    if axis is None:
        return ravel(x), 0
    if x.ndim == 0:
        raise np.exceptions.AxisError(f"{name}: axis {axis} is out of bounds for a 0-d array")
    return x, normalize_axis(axis, x.ndim)


@staged("axis", "kind", "order", "stable", "descending")
def sort(a: Any, axis: int | None = -1, *, kind: None = None, order: None = None, stable: bool = True,
         descending: bool = False) -> Array:
    """The elements sorted along ``axis`` (None: flattened), NaNs last; complex numbers by
    real part, then imaginary part."""
    x, ax = _sort_axis("sort", a, axis, kind, order)
    if not descending:
        out: Array = lax_sorting.sort(x, ax, bool(stable))
        return out
    return lax_shape.rev(lax_sorting.sort(lax_shape.rev(x, (ax,)), ax, bool(stable)), (ax,))


@staged("axis", "kind", "order", "stable", "descending", "dtype")
def argsort(a: Any, axis: int | None = -1, *, kind: None = None, order: None = None, stable: bool = True,
            descending: bool = False, dtype: Any = None) -> Array:
    """The indices that sort ``a`` along ``axis`` (None: flattened), in the default integer
    (or ``dtype``: any but bool, as ``lax.iota``); descending with ``stable``, equal
    elements keep their order."""
    x, ax = _sort_axis("argsort", a, axis, kind, order)
    if descending:
        x = lax_shape.rev(x, (ax,))
    index = dtypes.default_dtype("i*") if dtype is None else dtypes.canonicalize_dtype(dtype)
    iota = lax_shape.broadcasted_iota(index, x.shape, ax)
    indices: Array = lax_sorting.sort([x, iota], ax, bool(stable), 1)[1]
    if not descending:
        return indices
    last = lax_shape.full(x.shape, x.shape[ax] - 1, indices.dtype)
    return lax_ops.sub(last, lax_shape.rev(indices, (ax,)))


def sort_complex(a: Any) -> Array:
    """``a`` sorted along its last axis, as complex numbers (complex128 from 64-bit data,
    else complex64; strongly typed)."""
    x = _array("sort_complex", a)
    if x.ndim == 0:
        raise ValueError("sort_complex requires an array of at least one dimension")
    target = to_inexact(x.dtype)
    if dtypes.dtype_info(target).kind != "complex":
        target = dtypes.canonicalize_dtype(np.complex128 if target == np.float64 else np.complex64)
    return lax_ops.convert_element_type(lax_sorting.sort(x, x.ndim - 1), target)


def lexsort(keys: Any, axis: int = -1) -> Array:
    """The indices that sort by several keys along ``axis``: the last key first, ties broken
    by the one before it, and so on (stably), in the default integer."""
    if isinstance(keys, Array) or isinstance(keys, np.ndarray):
        keys = list(keys)  # an array of keys: one key per row
    arrays = [_array("lexsort", k) for k in keys]
    if not arrays:
        raise TypeError("lexsort needs at least one key")
    if len({k.shape for k in arrays}) > 1:
        raise ValueError(f"lexsort: all keys need the same shape, got {[k.shape for k in arrays]}")
    index = dtypes.default_dtype("i*")
    if arrays[0].ndim == 0:
        return lax_shape.full((), 0, index)
    ax = normalize_axis(axis, arrays[0].ndim)
    iota = lax_shape.broadcasted_iota(index, arrays[0].shape, ax)
    order: Array = lax_sorting.sort([*arrays[::-1], iota], ax, True, len(arrays))[-1]
    return order


def diff(a: Any, n: int = 1, axis: int = -1, prepend: Any = None, append: Any = None) -> Array:
    """The ``n``-th differences along ``axis`` (for bools: whether neighbours differ), of
    ``a`` with ``prepend`` and ``append`` joined to it along ``axis`` first (a scalar
    stands for one slice of it; the dtypes promote as ``concatenate``'s do)."""
    x = _array("diff", a)
    if x.ndim == 0:
        raise ValueError("diff requires an array of at least one dimension")
    count = _int("diff", "n", n)
    if count < 0:
        raise ValueError(f"diff: order n must be non-negative, got {n}")
    ax = normalize_axis(axis, x.ndim)
    if prepend is not None or append is not None:
        parts = []
        for value in (prepend, x, append):
            if value is None:
                continue
            part = _array("diff", value)
            if part.ndim == 0:
                part = lax_shape.broadcast_in_dim(part, (*x.shape[:ax], 1, *x.shape[ax + 1:]), ())
            parts.append(part)
        x = concatenate(parts, axis=ax)
    for _ in range(count):
        length = x.shape[ax]
        if length == 0:
            break
        later = lax_shape.slice_in_dim(x, 1, length, axis=ax)
        earlier = lax_shape.slice_in_dim(x, 0, length - 1, axis=ax)
        x = not_equal(later, earlier) if x.dtype == np.bool_ else subtract(later, earlier)
    return x


# -- splitting --------------------------------------------------------------------------

def _split(name: str, ary: Any, indices_or_sections: Any, axis: int, equal: bool) -> list[Array]:
    x = _array(name, ary)
    if x.ndim <= axis:
        raise np.exceptions.AxisError(f"{name}: axis {axis} is out of bounds for an array of shape {x.shape}")
    ax = normalize_axis(axis, x.ndim)
    length = x.shape[ax]
    if isinstance(indices_or_sections, (int, np.integer)) and not isinstance(indices_or_sections, bool):
        sections = int(indices_or_sections)
        if sections <= 0:
            raise ValueError(f"{name}: the number of sections must be positive, got {sections}")
        if equal and length % sections:
            raise ValueError(f"{name}: an axis of length {length} does not split into {sections} equal sections")
        size, extra = divmod(length, sections)
        bounds = [i * size + builtins.min(i, extra) for i in range(sections + 1)]
    else:
        cuts = _ints(name, "indices", list(np.asarray(indices_or_sections).reshape(-1)))
        bounds = [0, *(builtins.min(builtins.max(c + length if c < 0 else c, 0), length) for c in cuts), length]
    return [lax_shape.slice_in_dim(x, start, builtins.max(start, stop), axis=ax)
            for start, stop in zip(bounds[:-1], bounds[1:])]


@on_key_data("ary")
def split(ary: Any, indices_or_sections: int | Sequence[int], axis: int = 0) -> list[Array]:
    """``ary`` cut along ``axis`` into equal sections, or at the given indices."""
    return _split("split", ary, indices_or_sections, axis, equal=True)


@on_key_data("ary")
def array_split(ary: Any, indices_or_sections: int | Sequence[int], axis: int = 0) -> list[Array]:
    """As ``split``, but a number of sections need not divide the axis (the first are one longer)."""
    return _split("array_split", ary, indices_or_sections, axis, equal=False)


@on_key_data("ary")
def hsplit(ary: Any, indices_or_sections: int | Sequence[int]) -> list[Array]:
    x = _array("hsplit", ary)
    return _split("hsplit", x, indices_or_sections, 1 if x.ndim > 1 else 0, equal=True)


@on_key_data("ary")
def vsplit(ary: Any, indices_or_sections: int | Sequence[int]) -> list[Array]:
    """``split`` along the first axis of an array of at least two dimensions."""
    x = _array("vsplit", ary)
    if x.ndim < 2:
        raise np.exceptions.AxisError(f"vsplit needs an array of at least 2 dimensions, got shape {x.shape}")
    return _split("vsplit", x, indices_or_sections, 0, equal=True)


@on_key_data("ary")
def dsplit(ary: Any, indices_or_sections: int | Sequence[int]) -> list[Array]:
    """``split`` along the third axis."""
    return _split("dsplit", ary, indices_or_sections, 2, equal=True)


@on_key_data("x")
def unstack(x: Any, /, *, axis: int = 0) -> tuple[Array, ...]:
    """The slices of ``x`` along ``axis``, that axis removed."""
    a = _array("unstack", x)
    if a.ndim == 0:
        raise ValueError("unstack requires an array of at least one dimension")
    ax = normalize_axis(axis, a.ndim)
    return tuple(lax_shape.index_in_dim(a, i, ax, keepdims=False) for i in range(a.shape[ax]))


# -- at least n dimensions, and the stacks built on them -------------------------------------

def _at_least_nd(x: Array, ndim: int) -> Array:
    if x.ndim >= ndim:
        return x
    if ndim == 3 and x.ndim == 1:
        return reshape(x, (1, x.shape[0], 1))
    if ndim == 3 and x.ndim == 2:
        return reshape(x, (*x.shape, 1))
    return reshape(x, (1,) * (ndim - x.ndim) + x.shape)


def _atleast(name: str, ndim: int, arys: tuple[Any, ...]) -> Array | list[Array]:
    out = [_at_least_nd(_array(name, a), ndim) for a in arys]
    return out[0] if len(out) == 1 else out


@on_key_data("arys")
def atleast_1d(*arys: Any) -> Array | list[Array]:
    return _atleast("atleast_1d", 1, arys)


@on_key_data("arys")
def atleast_2d(*arys: Any) -> Array | list[Array]:
    return _atleast("atleast_2d", 2, arys)


@on_key_data("arys")
def atleast_3d(*arys: Any) -> Array | list[Array]:
    """Each operand with at least three dimensions: (n,) becomes (1, n, 1), (m, n) becomes (m, n, 1)."""
    return _atleast("atleast_3d", 3, arys)


@on_key_data("tup")
def hstack(tup: Sequence[Any] | Array, dtype: Any = None) -> Array:
    """Arrays joined along their second axis (the first for one-dimensional ones)."""
    xs = [_at_least_nd(x, 1) for x in joined_operands("hstack", tup, dtype)]
    return concatenate(xs, axis=0 if xs[0].ndim == 1 else 1)


@on_key_data("tup")
def vstack(tup: Sequence[Any] | Array, dtype: Any = None) -> Array:
    """Arrays joined along their first axis, one-dimensional ones as rows."""
    return concatenate([_at_least_nd(x, 2) for x in joined_operands("vstack", tup, dtype)], axis=0)


@on_key_data("tup")
def dstack(tup: Sequence[Any] | Array, dtype: Any = None) -> Array:
    """Arrays joined along their third axis (after ``atleast_3d``)."""
    return concatenate([_at_least_nd(x, 3) for x in joined_operands("dstack", tup, dtype)], axis=2)


@on_key_data("tup")
def column_stack(tup: Sequence[Any] | Array) -> Array:
    """One-dimensional arrays as the columns of a matrix; others joined along their second axis."""
    xs = [reshape(x, (-1, 1)) if x.ndim < 2 else x for x in joined_operands("column_stack", tup)]
    return concatenate(xs, axis=1)
