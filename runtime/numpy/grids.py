"""``jaxtypes.numpy`` grids and index arrays: ``identity``, ``tri``, ``meshgrid``,
``indices``, and the index tuples of diagonals and triangles (``diag_indices``,
``tril_indices``, ``triu_indices`` and their ``*_from`` forms). Sizes must be concrete:
they fix the shapes."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.creation import eye
from jaxtypes.runtime.numpy.promotion import check_arguments, promote


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
