"""``jaxtypes.numpy`` grids and index arrays: ``identity``, ``tri``, ``meshgrid``,
``indices``, the index tuples of diagonals and triangles (``diag_indices``,
``tril_indices``, ``triu_indices`` and their ``*_from`` forms), ``mask_indices``, flat
and multi-dimensional indices (``ravel_multi_index``, ``unravel_index``) and the index
tricks ``mgrid``, ``ogrid``, ``r_`` and ``c_``. Sizes must be concrete: they fix the shapes.

Dtypes as in JAX (measured against it, in both 64-bit modes):

* ``ravel_multi_index``: the join of a weak int with the indices (a Python int in
  ``multi_index`` is weak: ``(int8, int8)`` gives int8, ``(uint8, int8)`` int16, Python
  ints the default integer), or ``dtype``; always strongly typed. A non-integer join or
  ``dtype`` raises ValueError, bool indices TypeError, a dtype too narrow for the flat
  indices of ``dims`` ValueError; ``mode="raise"`` needs concrete indices (under ``jit``
  a TracerError, a TypeError) and raises ValueError for one out of bounds.
* ``unravel_index``: ``divmod`` of the indices by each size in turn, so the indices' dtype
  joined with the sizes (Python ints are weak: int8 indices give int8; a NumPy int32
  size makes that output int32); weak where the indices and sizes are (Python int
  indices give weak default ints); out-of-bounds indices are clipped, as in JAX.
* ``mask_indices``: ``nonzero``'s indices, the default integer, strong.
* ``mgrid``/``ogrid``: each slice ``start:stop:step`` is ``arange(start, stop, step)``
  (the dtype of its bounds: Python ints give the default int, a Python float the default
  float, NumPy scalars their own dtype; a missing stop makes ``start`` the stop, as
  JAX's ``arange(start, None, step)`` does), or with a complex step ``n*1j``
  ``linspace(start, stop, int(abs(n*1j)))`` (the default float); several slices are
  promoted to one dtype by the standard rules (in either promotion mode). Strong.
* ``r_``/``c_``: ``concatenate`` of the items: slices as in ``mgrid`` (strong), arrays
  keeping their dtype and weak type, Python scalars weak, lists and tuples strong (as
  ``asarray`` makes them); so ``r_[1, 2]`` is a weak default int and ``r_[int8 array,
  3, 2.5]`` a weak float. A leading string directive ``"axis,ndmin,trans1d"`` (or
  ``"r"``/``"c"`` for a row or column matrix) as in NumPy and JAX.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import numpy_dtype_promotion
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind
from jaxtypes.runtime.numpy.creation import arange, eye, linspace, ones, zeros
from jaxtypes.runtime.numpy.elementwise import (
    add, astype, clip, divmod, greater, less, mod, multiply, where,
)
from jaxtypes.runtime.numpy.promotion import check_arguments, promote
from jaxtypes.runtime.numpy.selection import nonzero
from jaxtypes.runtime.numpy.shape import concatenate, expand_dims, reshape, stack, transpose

ArrayLike = Any


def _size(name: str, what: str, value: Any) -> int:
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{name}: {what} must be a concrete integer, got {value!r}") from None


def _index_arrays(values: tuple[np.ndarray, ...]) -> tuple[Array, ...]:
    index = dtypes.default_dtype("i*")
    return tuple(asarray(v, dtype=index) for v in values)


def identity(n: int, dtype: Any = None) -> Array:
    """The ``n`` x ``n`` identity matrix (the default float unless ``dtype`` says)."""
    return eye(_size("identity", "n", n), dtype=dtype)


def tri(N: int, M: int | None = None, k: int = 0, dtype: Any = None) -> Array:  # noqa: N803  (NumPy's names)
    """Ones at and below the ``k``-th diagonal of an ``N`` x ``M`` array. Without a
    dtype, float32 in either 64-bit mode (as in JAX)."""
    rows = _size("tri", "N", N)
    columns = rows if M is None else _size("tri", "M", M)
    target = np.dtype(np.float32) if dtype is None else dtypes.canonicalize_dtype(dtype)
    return asarray(np.tri(rows, columns, _size("tri", "k", k)), dtype=target)


def meshgrid(*xi: Any, copy: bool = True, sparse: bool = False, indexing: str = "xy") -> list[Array]:
    """Coordinate arrays from 1-D arrays: ``indexing="xy"`` (Cartesian: the first two
    axes swapped) or ``"ij"`` (matrix); ``sparse`` keeps size-1 axes for broadcasting."""
    check_arguments("meshgrid", *xi)
    if not copy:
        raise ValueError("jnp.meshgrid supports copy=True only (arrays are immutable)")
    if indexing not in ("xy", "ij"):
        raise ValueError(f"meshgrid: indexing must be 'xy' or 'ij', got {indexing!r}")
    arrays = [promote("meshgrid", x)[0][0] for x in xi]
    if any(a.ndim != 1 for a in arrays):
        raise ValueError(f"meshgrid: the arguments must be 1-D, got shapes {[a.shape for a in arrays]}")
    if indexing == "xy" and len(arrays) >= 2:
        arrays[0], arrays[1] = arrays[1], arrays[0]
    full = tuple(a.shape[0] for a in arrays)
    out = []
    for i, a in enumerate(arrays):
        shape = tuple(n if j == i else 1 for j, n in enumerate(full)) if sparse else full
        out.append(lax_shape.broadcast_in_dim(a, shape, (i,)))
    if indexing == "xy" and len(out) >= 2:
        out[0], out[1] = out[1], out[0]
    return out


def indices(dimensions: Sequence[int], dtype: Any = None, sparse: bool = False) -> Any:
    """The index of each position of a grid of ``dimensions``, one array per axis:
    stacked (shape ``(len(dimensions), *dimensions)``), or with ``sparse`` a tuple of
    arrays with size-1 axes."""
    dims = tuple(_size("indices", "dimensions", d) for d in dimensions)
    target = dtypes.default_dtype("i*") if dtype is None else dtypes.canonicalize_dtype(dtype)
    if sparse:
        return tuple(asarray(g, dtype=target) for g in np.indices(dims, sparse=True))
    return asarray(np.indices(dims), dtype=target)


def tril_indices(n: int, k: int = 0, m: int | None = None) -> tuple[Array, Array]:
    """The row and column indices of the lower triangle (at and below diagonal ``k``) of an ``n`` x ``m`` array."""
    size = _size("tril_indices", "n", n)
    columns = size if m is None else _size("tril_indices", "m", m)
    return _index_arrays(np.tril_indices(size, _size("tril_indices", "k", k), columns))  # type: ignore[return-value]


def triu_indices(n: int, k: int = 0, m: int | None = None) -> tuple[Array, Array]:
    """The row and column indices of the upper triangle (at and above diagonal ``k``) of an ``n`` x ``m`` array."""
    size = _size("triu_indices", "n", n)
    columns = size if m is None else _size("triu_indices", "m", m)
    return _index_arrays(np.triu_indices(size, _size("triu_indices", "k", k), columns))  # type: ignore[return-value]


def _matrix_shape(name: str, arr: Any) -> tuple[int, int]:
    shape = tuple(arr.shape) if hasattr(arr, "shape") else np.shape(arr)
    if len(shape) != 2:
        raise ValueError(f"{name}: only 2-D arrays are accepted, got shape {shape}")
    return shape[0], shape[1]


def tril_indices_from(arr: Any, k: int = 0) -> tuple[Array, Array]:
    """``tril_indices`` for the shape of the 2-D ``arr``."""
    rows, columns = _matrix_shape("tril_indices_from", arr)
    return tril_indices(rows, k, columns)


def triu_indices_from(arr: Any, k: int = 0) -> tuple[Array, Array]:
    """``triu_indices`` for the shape of the 2-D ``arr``."""
    rows, columns = _matrix_shape("triu_indices_from", arr)
    return triu_indices(rows, k, columns)


def diag_indices(n: int, ndim: int = 2) -> tuple[Array, ...]:
    """``ndim`` copies of ``arange(n)``: the indices of the main diagonal of an n x ... x n array."""
    size, rank = _size("diag_indices", "n", n), _size("diag_indices", "ndim", ndim)
    if size < 0 or rank < 0:
        raise ValueError(f"diag_indices: n and ndim must be non-negative, got n={size}, ndim={rank}")
    return _index_arrays((np.arange(size),) * rank)


def diag_indices_from(arr: Any) -> tuple[Array, ...]:
    """``diag_indices`` for ``arr``, an array of at least 2 dimensions, all of one size."""
    check_arguments("diag_indices_from", arr)
    shape = np.shape(arr)
    if len(shape) < 2:
        raise ValueError(f"diag_indices_from: the array must be at least 2-D, got shape {shape}")
    if len(set(shape)) != 1:
        raise ValueError(f"diag_indices_from: all dimensions must be of one size, got shape {shape}")
    return diag_indices(shape[0], len(shape))


def mask_indices(n: int, mask_func: Callable[[ArrayLike, int], Array], k: int = 0, *,
                 size: int | None = None) -> tuple[Array, Array]:
    """The row and column indices where ``mask_func(ones((n, n)), k)`` (``triu``,
    ``tril`` or any function of that form) is non-zero; ``size`` as in ``nonzero``."""
    rows, columns = nonzero(mask_func(ones((_size("mask_indices", "n", n),) * 2), k), size=size)
    return rows, columns


# -- flat and multi-dimensional indices -----------------------------------------------------

_RAVEL_MODES = ("raise", "wrap", "clip", "ignore")


def _concrete_host(name: str, x: Array, why: str) -> np.ndarray:
    """``x``'s value on the host, or TracerError when it is traced."""
    if isinstance(x, Tracer):
        value = x.concrete_value()
        if value is None:
            raise TracerError(f"{name}: {why} needs concrete index values, but this is a traced array of shape "
                              f"{x.shape} inside jit; use mode='wrap' or mode='clip' instead")
        return np.asarray(value)
    return np.asarray(x)


def ravel_multi_index(multi_index: Sequence[ArrayLike], dims: Sequence[int], mode: str = "raise",
                      order: str = "C", *, dtype: Any = None) -> Array:
    """The flat index into an array of shape ``dims`` of each multi-dimensional index
    (one integer array, or scalar, per dimension; they broadcast together), in row-major
    (``order="C"``) or column-major (``"F"``) order. ``mode`` treats indices out of
    bounds: "raise" (ValueError; the indices must be concrete), "wrap", "clip" or
    "ignore" (unchecked)."""
    if isinstance(multi_index, (Array, np.ndarray)):
        indices = [multi_index[i] for i in range(len(multi_index))]
    else:
        indices = list(multi_index)
    sizes = tuple(_size("ravel_multi_index", "dims", d) for d in dims)
    if len(indices) != len(sizes):
        raise ValueError(f"ravel_multi_index: {len(indices)} index arrays for {len(sizes)} dimensions {sizes}: "
                         "give one per dimension")
    check_arguments("ravel_multi_index", *indices)
    if mode not in _RAVEL_MODES:
        raise ValueError(f"ravel_multi_index: invalid mode={mode!r}. Expected 'raise', 'wrap', 'clip', or 'ignore'.")
    if order not in ("C", "F"):
        raise ValueError(f"ravel_multi_index: invalid order={order!r}. Expected 'C' or 'F'")
    target = dtypes.lattice_result_type(0, *indices)[0] if dtype is None else dtypes.canonicalize_dtype(dtype)
    if kind(target) not in ("int", "uint"):
        raise ValueError(f"ravel_multi_index: dtype={target.name} is not an integer type")
    bits = dtypes.dtype_info(target).bits
    if math.prod(sizes) - 1 > (2 ** bits - 1 if kind(target) == "uint" else 2 ** (bits - 1) - 1):
        raise ValueError(f"ravel_multi_index: dtype={target.name} is not large enough to hold the flat indices "
                         f"of dims={sizes}; pass a wider dtype= (e.g. dtype=np.min_scalar_type(prod(dims)))")
    arrays = [asarray(i) for i in indices]
    for a in arrays:
        if kind(a.dtype) not in ("int", "uint"):
            raise TypeError(f"ravel_multi_index: only integer indices are permitted, got dtype {a.dtype.name}")
    if mode == "raise":
        for a, d in zip(arrays, sizes):
            value = _concrete_host("ravel_multi_index", a, "mode='raise'")
            if np.any((value < 0) | (value >= d)):
                raise ValueError(f"ravel_multi_index: invalid entry in coordinates array: an index out of bounds "
                                 f"for dims={sizes} (use mode='wrap' or mode='clip')")
    elif mode == "clip":
        arrays = [clip(a, 0, d - 1) for a, d in zip(arrays, sizes)]
    elif mode == "wrap":
        arrays = [mod(a, d) for a, d in zip(arrays, sizes)]
    strides = [math.prod(sizes[:i]) if order == "F" else math.prod(sizes[i + 1:]) for i in range(len(sizes))]
    result = zeros((), dtype=target)
    for a, stride in zip(arrays, strides):
        result = add(result, multiply(astype(a, target), stride))
    return result


def unravel_index(indices: ArrayLike, shape: Any) -> tuple[Array, ...]:
    """The multi-dimensional indices into an array of ``shape`` of the flat ``indices``
    (row-major). As in JAX, negative indices count from the end and indices out of
    bounds are clipped to the nearest valid one."""
    check_arguments("unravel_index", indices)
    rest = asarray(indices)
    try:
        sizes = list(shape)
    except TypeError:
        sizes = [shape]
    if any(np.ndim(s) != 0 for s in sizes):
        raise ValueError(f"unravel_index: shape should be a scalar or 1-D sequence, got {shape!r}")
    parts: list[Array] = [rest] * len(sizes)
    for i in reversed(range(len(sizes))):
        rest, parts[i] = divmod(rest, sizes[i])
    above = greater(rest, 0)
    below = None if kind(rest.dtype) in ("uint", "bool") else less(rest, -1)
    out = []
    for s, part in zip(sizes, parts):
        low = part if below is None else where(below, 0, part)
        out.append(where(above, s - 1, low))
    return tuple(out)


# -- index tricks: mgrid, ogrid, r_, c_ -----------------------------------------------------

def _bound(name: str, what: str, value: Any) -> Any:
    """A slice bound, which must be concrete (it fixes the length)."""
    if isinstance(value, Tracer):
        known = value.concrete_value()
        if known is None:
            raise TracerError(f"{name}: the slice {what} must be concrete (it fixes the length), "
                              f"got a traced array of shape {value.shape} inside jit")
        return known
    return value


def _grid_axis(name: str, key: Any) -> Array:
    """The 1-D grid of a slice: ``arange(start, stop, step)``, or for a complex step
    ``n*1j`` ``linspace(start, stop, int(abs(n*1j)))``."""
    if not isinstance(key, slice):
        raise TypeError(f"{name}: each index must be a slice such as 0:5 or 0:1:5j, "
                        f"got {type(key).__name__} {key!r:.60}")
    start = _bound(name, "start", key.start)
    stop = _bound(name, "stop", key.stop)
    step = _bound(name, "step", key.step)
    start = start or 0  # (a missing or zero start is the Python int 0, a missing or zero step 1, as in JAX)
    step = step or 1
    if np.iscomplex(step):
        out: Array = linspace(start, stop, int(abs(np.asarray(step).item())))
        return out
    if stop is None:  # (JAX's arange(start, None, step) counts from 0 up to start)
        start, stop = 0, start
    for bound in (start, stop, step):
        if np.iscomplexobj(bound):
            raise ValueError(f"{name}: complex slice bounds are not supported (a complex step n*1j asks for n "
                             f"points), got {key!r}")
    return arange(start, stop, step)


def _grid_axes(name: str, key: Any) -> list[Array]:
    axes = [_grid_axis(name, k) for k in key]
    if len(axes) > 1:
        with numpy_dtype_promotion("standard"):
            axes, _ = promote(name, *axes)
    return axes


class MGrid:
    """``jnp.mgrid``: ``mgrid[0:3, 0:4]`` is the dense grid (stacked on a new first axis)
    of the slices' ranges (``arange``, or ``linspace`` for a complex step ``0:1:5j``)."""

    def __getitem__(self, key: Any) -> Array:
        if isinstance(key, slice):
            return _grid_axis("mgrid", key)
        axes = _grid_axes("mgrid", key)
        if not axes:
            return arange(0)
        return stack(meshgrid(*axes, indexing="ij"), 0)


class OGrid:
    """``jnp.ogrid``: ``ogrid[0:3, 0:4]`` is the open grid of the slices' ranges: a list
    of arrays with size-1 axes, which broadcast together to ``mgrid``'s."""

    def __getitem__(self, key: Any) -> Array | list[Array]:
        if isinstance(key, slice):
            return _grid_axis("ogrid", key)
        return meshgrid(*_grid_axes("ogrid", key), indexing="ij", sparse=True)


def _directive(name: str, text: str, defaults: tuple[int, int, int]) -> tuple[int, int, int, int]:
    """``(axis, ndmin, trans1d, matrix)`` from a string directive: "r" or "c" (a row or
    column matrix from 1-D results), or "axis[,ndmin[,trans1d]]"."""
    if text == "r":
        return (*defaults, 0)
    if text == "c":
        return (*defaults, 1)
    fields = text.split(",")[:3]
    try:
        values = [int(f) for f in fields]
    except ValueError:
        raise ValueError(f"{name}: could not understand directive {text!r} (expected 'r', 'c' or "
                         "'axis,ndmin,trans1d' with integers)") from None
    axis, ndmin, trans1d = (*values, *defaults[len(values):])
    return axis, ndmin, trans1d, -1


class AxisConcatenator:
    """``r_`` and ``c_``: slices (as in ``mgrid``), scalars and arrays concatenated along
    an axis, after an optional string directive."""

    def __init__(self, name: str, axis: int, ndmin: int, trans1d: int) -> None:
        self._name = name
        self._defaults = (axis, ndmin, trans1d)

    def __getitem__(self, key: Any) -> Array:
        items = key if isinstance(key, tuple) else (key,)
        if not items:
            raise IndexError(f"{self._name}: nothing to concatenate (an empty index)")
        axis, ndmin, trans1d, matrix = (*self._defaults, -1)
        if isinstance(items[0], str):
            axis, ndmin, trans1d, matrix = _directive(self._name, items[0], self._defaults)
            items = items[1:]
        pieces = []
        for item in items:
            if isinstance(item, slice):
                piece, item_ndim = _grid_axis(self._name, item), 0
            elif isinstance(item, str):
                raise ValueError(f"{self._name}: a string directive must be placed at the beginning, got {item!r}")
            else:
                piece = asarray(item)
                item_ndim = piece.ndim
            if piece.ndim < ndmin:
                piece = reshape(piece, (1,) * (ndmin - piece.ndim) + tuple(piece.shape))
            if trans1d != -1 and ndmin - item_ndim > 0:
                # the item's own axes (now the last) move to start at ``trans1d``
                shift = ndmin - abs(ndmin + trans1d + 1) % ndmin
                order = list(range(ndmin))
                piece = transpose(piece, order[shift:] + order[:shift])
            pieces.append(piece)
        if not pieces:
            raise ValueError(f"{self._name}: need at least one array to concatenate")
        result = concatenate(pieces, axis=axis)
        if matrix != -1 and result.ndim == 1:
            result = expand_dims(result, matrix)
        return result

    def __len__(self) -> int:
        return 0


class RClass(AxisConcatenator):
    """``jnp.r_``: ``r_[a, b, 1:4]`` concatenates along the first axis; a leading
    directive "axis,ndmin,trans1d" (or "r"/"c" for a row/column matrix) as in NumPy."""

    def __init__(self) -> None:
        super().__init__("r_", 0, 1, -1)


class CClass(AxisConcatenator):
    """``jnp.c_``: ``c_[a, b]`` concatenates along the last axis, 1-D items made columns
    (at least 2-D, their axis first)."""

    def __init__(self) -> None:
        super().__init__("c_", -1, 2, 0)


mgrid: MGrid = MGrid()
ogrid: OGrid = OGrid()
r_: RClass = RClass()
c_: CClass = CClass()
