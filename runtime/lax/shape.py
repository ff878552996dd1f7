"""``lax`` structural operators: broadcasting, reshaping, slicing, padding, concatenation, iota, full.

As in JAX's ``lax``, there is no implicit promotion (``concatenate`` operands,
``pad``'s padding value and ``dynamic_update_slice``'s update must have the
operand's dtype) and results are weakly typed when their data operands are.
Shapes, axes and other static parameters are checked before anything runs, and
bad ones raise the exception class JAX raises: ``TypeError`` mostly, ``ValueError``
for pad configurations, squeeze/expand_dims dimensions and iota dimensions.
Out-of-range axes raise ``numpy.exceptions.AxisError``, which is both a
``ValueError`` and an ``IndexError`` (JAX raises one or the other depending on
the function).

Start indices of the dynamic slices are operands (scalars or a 1-D array), so
one compiled executable serves every start position.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.interpreters.autodiff import define_linear, instantiate, is_undefined
from jaxtypes.runtime.interpreters.batching import batch_size, moveaxis, to_front
from jaxtypes.runtime.core.lowering import compare, mlir_constant, numpy_dtype
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.key_array_base import KeyArrayBase
from jaxtypes.runtime.core.creation import refuse_complex_to_real
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.lax.operands import (
    NUMBER, Shape, ShapeDtype, as_int, canonical_axis, hlo, index_tuple, kind, lax_operand, require_nonnegative, require_same_dtypes,
    user_dtype,
)
from jaxtypes.runtime.core.primitives import Primitive

__all__ = [
    "broadcast_in_dim", "broadcast", "reshape", "transpose", "squeeze", "expand_dims",
    "concatenate", "pad", "slice", "dynamic_slice", "dynamic_update_slice", "rev",
    "iota", "broadcasted_iota", "full", "full_like", "slice_in_dim", "index_in_dim",
    "dynamic_slice_in_dim", "dynamic_index_in_dim", "dynamic_update_slice_in_dim",
]

Aval = backend.Aval


def _broadcast_in_dim_rule(x: Aval, *, shape: Shape, broadcast_dimensions: Shape) -> ShapeDtype:
    name, dims = "broadcast_in_dim", broadcast_dimensions
    require_nonnegative(name, "shape", shape)
    require_nonnegative(name, "broadcast_dimensions", dims)
    if len(dims) != len(x.shape):
        raise TypeError(f"lax.{name}: broadcast_dimensions must have one entry per operand dimension, "
                        f"got broadcast_dimensions {dims} for an operand of shape {x.shape}")
    if len(shape) < len(x.shape):
        raise TypeError(f"lax.{name}: the target shape {shape} has lower rank than the operand shape {x.shape}")
    if any(d >= len(shape) for d in dims):
        raise TypeError(f"lax.{name}: broadcast_dimensions {dims} must be dimensions of the target shape {shape}")
    if len(set(dims)) != len(dims):
        raise TypeError(f"lax.{name}: broadcast_dimensions must not contain duplicates, got {dims}")
    if any(size not in (1, shape[d]) for size, d in zip(x.shape, dims)):
        raise TypeError(f"lax.{name}: each operand dimension must be 1 or equal to its target dimension; got "
                        f"operand shape {x.shape}, target shape {shape}, broadcast_dimensions {dims}")
    return shape, x.dtype


def _broadcast_in_dim_lower(out_type: Any, x: Any, *, shape: Shape, broadcast_dimensions: Shape) -> Any:
    if tuple(x.type.shape) == tuple(shape) and tuple(broadcast_dimensions) == tuple(range(len(shape))):
        return x  # nothing to broadcast (a 0-d constant made "like" a 0-d operand)
    return hlo("broadcast_in_dim")(out_type, x, list(broadcast_dimensions))


broadcast_in_dim_p: Primitive = Primitive("broadcast_in_dim", _broadcast_in_dim_rule, _broadcast_in_dim_lower)


def _reshape_rule(x: Aval, *, new_sizes: Shape, dimensions: Shape | None) -> ShapeDtype:
    require_nonnegative("reshape", "new_sizes", new_sizes)
    if dimensions is not None and sorted(dimensions) != list(range(len(x.shape))):
        raise TypeError(f"lax.reshape: dimensions must be a permutation of the operand's dimensions, "
                        f"got dimensions {dimensions} for shape {x.shape}")
    if math.prod(new_sizes) != math.prod(x.shape):
        raise ValueError(f"lax.reshape: cannot reshape an array of shape {x.shape} ({math.prod(x.shape)} elements) "
                         f"to shape {new_sizes} ({math.prod(new_sizes)} elements)")
    return new_sizes, x.dtype


def _reshape_lower(out_type: Any, x: Any, *, new_sizes: Shape, dimensions: Shape | None) -> Any:
    if dimensions is not None:
        x = hlo("transpose")(x, list(dimensions))
    return hlo("reshape")(out_type, x)


reshape_p: Primitive = Primitive("reshape", _reshape_rule, _reshape_lower)


def _transpose_rule(x: Aval, *, permutation: Shape) -> ShapeDtype:
    if sorted(permutation) != list(range(len(x.shape))):
        raise TypeError(f"lax.transpose: permutation {permutation} is not a permutation of the operand's "
                        f"dimensions (operand shape {x.shape})")
    return tuple(x.shape[i] for i in permutation), x.dtype


def _transpose_lower(out_type: Any, x: Any, *, permutation: Shape) -> Any:
    return hlo("transpose")(x, list(permutation))


transpose_p: Primitive = Primitive("transpose", _transpose_rule, _transpose_lower)


def broadcast_in_dim(operand: Any, shape: Any, broadcast_dimensions: Any) -> Array:
    """``operand`` broadcast to ``shape``; operand dimension ``i`` becomes dimension
    ``broadcast_dimensions[i]`` of the result and must be 1 or equal to it."""
    x = lax_operand(operand)
    shape_ = index_tuple("broadcast_in_dim", "shape", shape)
    dims = index_tuple("broadcast_in_dim", "broadcast_dimensions", broadcast_dimensions)
    if shape_ == x.shape and dims == tuple(range(x.ndim)):
        return x
    return broadcast_in_dim_p.bind(x, shape=shape_, broadcast_dimensions=dims)


def broadcast(operand: Any, sizes: Any) -> Array:
    """``operand`` with leading dimensions ``sizes`` added (the result has shape ``sizes + operand.shape``)."""
    x = lax_operand(operand)
    sizes_ = index_tuple("broadcast", "sizes", sizes)
    return broadcast_in_dim(x, sizes_ + x.shape, tuple(range(len(sizes_), len(sizes_) + x.ndim)))


def reshape(operand: Any, new_sizes: Any, dimensions: Any = None) -> Array:
    """``operand`` with shape ``new_sizes`` (same number of elements), read in row-major
    order; with ``dimensions``, after transposing ``operand`` by that permutation."""
    x = lax_operand(operand)
    sizes = index_tuple("reshape", "new_sizes", new_sizes, allow_int=True)
    dims = None if dimensions is None else index_tuple("reshape", "dimensions", dimensions)
    if dims == tuple(range(x.ndim)):
        dims = None
    if sizes == x.shape and dims is None:
        return x
    return reshape_p.bind(x, new_sizes=sizes, dimensions=dims)


def transpose(operand: Any, permutation: Any) -> Array:
    """``operand`` with its dimensions permuted: result dimension ``i`` is operand dimension ``permutation[i]``."""
    x = lax_operand(operand)
    perm = index_tuple("transpose", "permutation", permutation)
    if perm == tuple(range(x.ndim)):
        return x
    return transpose_p.bind(x, permutation=perm)


def squeeze(array: Any, dimensions: Any) -> Array:
    """``array`` without the size-1 ``dimensions`` (negative ones count from the end)."""
    x = lax_operand(array)
    raw = index_tuple("squeeze", "dimensions", dimensions)
    if any(not -x.ndim <= d < x.ndim for d in raw):
        raise np.exceptions.AxisError(f"lax.squeeze: dimensions {raw} out of range for an array of dimension {x.ndim}")
    dims = {d % x.ndim for d in raw}
    if len(dims) != len(raw):
        raise ValueError(f"lax.squeeze: dimensions are not unique: {raw}")
    if any(x.shape[d] != 1 for d in dims):
        raise ValueError(f"lax.squeeze: cannot squeeze dimensions {raw} of shape {x.shape}: not all have size 1")
    return reshape(x, tuple(s for i, s in enumerate(x.shape) if i not in dims))


def expand_dims(array: Any, dimensions: Any) -> Array:
    """``array`` with size-1 dimensions inserted so that they are ``dimensions`` of the
    result (negative ones count from the end of the result)."""
    x = lax_operand(array)
    raw = index_tuple("expand_dims", "dimensions", dimensions)
    ndim = x.ndim + len(raw)
    if any(not -ndim <= d < ndim for d in raw):
        raise np.exceptions.AxisError(
            f"lax.expand_dims: dimensions {raw} out of range for a result of dimension {ndim}")
    dims = {d % ndim for d in raw}
    if len(dims) != len(raw):
        raise ValueError(f"lax.expand_dims: repeated dimension in {raw}")
    sizes = iter(x.shape)
    return reshape(x, tuple(1 if i in dims else next(sizes) for i in range(ndim)))


# -- concatenate, pad, rev --------------------------------------------------------

def _concatenate_rule(*xs: Aval, dimension: int) -> ShapeDtype:
    shapes = ", ".join(str(x.shape) for x in xs)
    if len({len(x.shape) for x in xs}) != 1:
        raise TypeError(f"lax.concatenate: operands must have equal ranks, got shapes {shapes}")
    if not 0 <= dimension < len(xs[0].shape):
        raise TypeError(f"lax.concatenate: dimension {dimension} is out of bounds for shapes {shapes}")
    others = {x.shape[:dimension] + x.shape[dimension + 1:] for x in xs}
    if len(others) != 1:
        raise TypeError(f"lax.concatenate: shapes must agree except in dimension {dimension}, got {shapes}")
    require_same_dtypes("concatenate", *xs)
    shape = list(xs[0].shape)
    shape[dimension] = sum(x.shape[dimension] for x in xs)
    return tuple(shape), xs[0].dtype


def _concatenate_lower(out_type: Any, *xs: Any, dimension: int) -> Any:
    return hlo("concatenate")(list(xs), dimension)


concatenate_p: Primitive = Primitive("concatenate", _concatenate_rule, _concatenate_lower)


def concatenate(operands: Sequence[Any], dimension: int) -> Array:
    """The ``operands`` (equal dtypes and ranks) joined along ``dimension``."""
    xs = [lax_operand(x) for x in operands]
    if not xs:
        raise ValueError("lax.concatenate: needs at least one operand")
    dim = as_int("concatenate", "dimension", dimension)
    if len(xs) == 1:
        _concatenate_rule(Aval(xs[0].shape, xs[0].dtype), dimension=dim)
        return xs[0]
    return concatenate_p.bind(*xs, dimension=dim)


PadConfig = tuple[tuple[int, int, int], ...]


def _pad_rule(x: Aval, value: Aval, *, padding_config: PadConfig) -> ShapeDtype:
    if value.shape:
        raise ValueError(f"lax.pad: padding_value must be a scalar, got shape {value.shape}")
    if x.dtype != value.dtype:
        raise TypeError(f"lax.pad: operand and padding_value must have the same dtype, "
                        f"got {x.dtype.name} and {value.dtype.name}")
    if len(padding_config) != len(x.shape):
        raise ValueError(f"lax.pad: padding_config needs one (low, high, interior) triple per operand "
                         f"dimension, got {padding_config} for shape {x.shape}")
    if any(interior < 0 for _, _, interior in padding_config):
        raise ValueError(f"lax.pad: interior padding must be nonnegative, got {padding_config}")
    shape = tuple(lo + hi + (d + (d - 1) * interior if d else 0)
                  for (lo, hi, interior), d in zip(padding_config, x.shape))
    if any(d < 0 for d in shape):
        raise ValueError(f"lax.pad: padding_config {padding_config} gives the negative shape {shape} "
                         f"for an operand of shape {x.shape}")
    return shape, x.dtype


def _pad_lower(out_type: Any, x: Any, value: Any, *, padding_config: PadConfig) -> Any:
    lo, hi, interior = (list(c) for c in zip(*padding_config)) if padding_config else ([], [], [])
    return hlo("pad")(x, value, lo, hi, interior)


pad_p: Primitive = Primitive("pad", _pad_rule, _pad_lower)


def pad(operand: Any, padding_value: Any, padding_config: Sequence[Sequence[int]]) -> Array:
    """``operand`` padded with ``padding_value`` (a scalar of its dtype). ``padding_config``
    holds one ``(low, high, interior)`` triple per dimension; ``low``/``high`` may be
    negative (they then remove elements), ``interior`` (between elements) may not."""
    x, value = lax_operand(operand), lax_operand(padding_value)
    config = []
    for triple in padding_config:
        items = index_tuple("pad", "each padding_config entry", triple)
        if len(items) != 3:
            raise ValueError(f"lax.pad: each padding_config entry must be (low, high, interior), got {triple!r}")
        config.append((items[0], items[1], items[2]))
    return pad_p.bind(x, value, padding_config=tuple(config))


def _rev_rule(x: Aval, *, dimensions: Shape) -> ShapeDtype:
    require_nonnegative("rev", "dimensions", dimensions)
    if len(set(dimensions)) != len(dimensions):
        raise TypeError(f"lax.rev: dimensions must be unique, got {dimensions}")
    if any(d >= len(x.shape) for d in dimensions):
        raise TypeError(f"lax.rev: dimensions {dimensions} out of range for an operand of rank {len(x.shape)}")
    return x.shape, x.dtype


def _rev_lower(out_type: Any, x: Any, *, dimensions: Shape) -> Any:
    return hlo("reverse")(x, list(dimensions))


rev_p: Primitive = Primitive("rev", _rev_rule, _rev_lower)


def rev(operand: Any, dimensions: Any) -> Array:
    """``operand`` reversed along ``dimensions``."""
    x = lax_operand(operand)
    dims = index_tuple("rev", "dimensions", dimensions)
    return rev_p.bind(x, dimensions=dims)


# -- slices ---------------------------------------------------------------------

def _slice_rule(x: Aval, *, start_indices: Shape, limit_indices: Shape, strides: Shape) -> ShapeDtype:
    name, shape = "slice", x.shape
    if len(start_indices) != len(shape):
        raise TypeError(f"lax.{name}: start_indices {start_indices} need one entry per dimension of shape {shape}")
    if len(limit_indices) != len(start_indices):
        raise TypeError(f"lax.{name}: limit_indices {limit_indices} must have the length of "
                        f"start_indices {start_indices}")
    if len(strides) != len(shape):
        raise TypeError(f"lax.{name}: strides {strides} need one entry per dimension of shape {shape}")
    if any(lim > d for lim, d in zip(limit_indices, shape)):
        raise TypeError(f"lax.{name}: limit_indices {limit_indices} exceed the operand shape {shape}")
    require_nonnegative(name, "start_indices", start_indices)
    if any(lim < start for start, lim in zip(start_indices, limit_indices)):
        raise TypeError(f"lax.{name}: limit_indices {limit_indices} must not be below start_indices {start_indices}")
    if any(s <= 0 for s in strides):
        raise TypeError(f"lax.{name}: strides must be positive, got {strides}")
    return tuple(-(-(lim - start) // s) for start, lim, s in zip(start_indices, limit_indices, strides)), x.dtype


def _slice_lower(out_type: Any, x: Any, *, start_indices: Shape, limit_indices: Shape, strides: Shape) -> Any:
    return hlo("slice")(x, list(start_indices), list(limit_indices), list(strides))


slice_p: Primitive = Primitive("slice", _slice_rule, _slice_lower)


def slice(operand: Any, start_indices: Any, limit_indices: Any, strides: Any = None) -> Array:  # noqa: A001
    """``operand[start:limit:stride]`` in every dimension (static bounds, no negative indices)."""
    x = lax_operand(operand)
    start = index_tuple("slice", "start_indices", start_indices)
    limit = index_tuple("slice", "limit_indices", limit_indices)
    steps = (1,) * x.ndim if strides is None else index_tuple("slice", "strides", strides)
    if start == (0,) * x.ndim and limit == x.shape and steps == (1,) * x.ndim:
        return x
    return slice_p.bind(x, start_indices=start, limit_indices=limit, strides=steps)


def _check_indices(name: str, indices: Sequence[Aval]) -> None:
    if any(i.shape for i in indices):
        raise TypeError(f"lax.{name}: start indices must be scalars, got shapes {[i.shape for i in indices]}")
    if any(i.dtype != indices[0].dtype or kind(i.dtype) not in ("int", "uint") for i in indices):
        raise TypeError(f"lax.{name}: start indices must be integers of one dtype, "
                        f"got {', '.join(i.dtype.name for i in indices)}")


def _wrapped_indices(operand: Any, indices: Sequence[Any], allow_negative: tuple[bool, ...]) -> list[Any]:
    """The start indices with negative ones counted from the end of their dimension
    (XLA then clamps every slice into the operand)."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    out = []
    for index, size, negative in zip(indices, operand.type.shape, allow_negative):
        if negative and lowering.element_kind(index) == "int":
            dtype = numpy_dtype(index)
            zero, dim = mlir_constant(0, dtype), mlir_constant(size, dtype)
            index = hlo.select(compare(index, zero, "LT"), hlo.add(index, dim), index)
        out.append(index)
    return out


def _dynamic_slice_rule(x: Aval, *indices: Aval, slice_sizes: Shape, allow_negative: tuple[bool, ...]) -> ShapeDtype:
    name = "dynamic_slice"
    if len(slice_sizes) != len(x.shape):
        raise ValueError(f"lax.{name}: slice_sizes {slice_sizes} need one entry per dimension of shape {x.shape}")
    if any(size > d for size, d in zip(slice_sizes, x.shape)):
        raise TypeError(f"lax.{name}: slice_sizes {slice_sizes} exceed the operand shape {x.shape}")
    require_nonnegative(name, "slice_sizes", slice_sizes)
    _check_indices(name, indices)
    return slice_sizes, x.dtype


def _dynamic_slice_lower(out_type: Any, x: Any, *indices: Any, slice_sizes: Shape,
                         allow_negative: tuple[bool, ...]) -> Any:
    return hlo("dynamic_slice")(x, _wrapped_indices(x, indices, allow_negative), list(slice_sizes))


dynamic_slice_p: Primitive = Primitive("dynamic_slice", _dynamic_slice_rule, _dynamic_slice_lower,
                                       weak=lambda avals, _: avals[0].weak_type)  # not the indices


def _dynamic_update_slice_rule(x: Aval, update: Aval, *indices: Aval, allow_negative: tuple[bool, ...],
                               indices_weak: bool) -> ShapeDtype:
    name = "dynamic_update_slice"
    if len(update.shape) != len(x.shape):
        raise TypeError(f"lax.{name}: the update (shape {update.shape}) must have the rank of the operand "
                        f"(shape {x.shape})")
    if any(u > d for u, d in zip(update.shape, x.shape)):
        raise TypeError(f"lax.{name}: the update shape {update.shape} exceeds the operand shape {x.shape}")
    require_same_dtypes(name, x, update)
    _check_indices(name, indices)
    return x.shape, x.dtype


def _dynamic_update_slice_lower(out_type: Any, x: Any, update: Any, *indices: Any,
                                allow_negative: tuple[bool, ...], indices_weak: bool) -> Any:
    return hlo("dynamic_update_slice")(x, update, _wrapped_indices(x, indices, allow_negative))


dynamic_update_slice_p: Primitive = Primitive(
    "dynamic_update_slice", _dynamic_update_slice_rule, _dynamic_update_slice_lower,
    weak=lambda avals, params: avals[0].weak_type and avals[1].weak_type and params["indices_weak"])


class _StartIndices(NamedTuple):
    arrays: list[Array]  # one 0-d integer array per dimension
    allow_negative: tuple[bool, ...]  # per dimension: negative starts count from the end
    weak: bool  # JAX's view: all weak arrays that need no wrapping (static and wrapped ones are strong)


def _start_indices(name: str, x: Array, start_indices: Any, allow_negative_indices: Any) -> _StartIndices:
    if isinstance(start_indices, (Array, np.ndarray)):
        if start_indices.ndim != 1:
            raise ValueError(f"lax.{name}: start_indices must be one-dimensional, got shape {start_indices.shape}")
        if isinstance(start_indices, Array):
            start_indices = [index_in_dim(start_indices, i, keepdims=False) for i in range(start_indices.shape[0])]
    indices = list(start_indices)
    if len(indices) != x.ndim:
        raise ValueError(f"lax.{name}: {len(indices)} start indices for an operand of shape {x.shape}")
    if isinstance(allow_negative_indices, (bool, np.bool_)):
        negative = (bool(allow_negative_indices),) * x.ndim
    else:
        negative = tuple(bool(b) for b in allow_negative_indices)
        if len(negative) != x.ndim:
            raise ValueError(f"lax.{name}: allow_negative_indices needs one entry per dimension of shape {x.shape}")
    for i, (index, allowed) in enumerate(zip(indices, negative)):
        if not allowed and isinstance(index, (int, np.integer)) and not isinstance(index, bool) and index < 0:
            raise ValueError(f"lax.{name}: index {index} of dimension {i} is negative, "
                             "and allow_negative_indices is False there")
    weak = all(isinstance(i, Array) and i.weak_type and (kind(i.dtype) == "uint" or not neg)
               for i, neg in zip(indices, negative))
    return _StartIndices([lax_operand(i) for i in indices], negative, weak)


def dynamic_slice(operand: Any, start_indices: Any, slice_sizes: Any, *,
                  allow_negative_indices: bool | Sequence[bool] = True) -> Array:
    """The ``slice_sizes`` block of ``operand`` starting at ``start_indices`` (integer
    scalars or arrays, one per dimension, all of one dtype). Negative starts count from
    the end; starts are then clamped so that the block lies inside ``operand``."""
    x = lax_operand(operand)
    starts = _start_indices("dynamic_slice", x, start_indices, allow_negative_indices)
    sizes = index_tuple("dynamic_slice", "slice_sizes", slice_sizes, allow_int=True)
    return dynamic_slice_p.bind(x, *starts.arrays, slice_sizes=sizes,
                                allow_negative=starts.allow_negative)


def dynamic_update_slice(operand: Any, update: Any, start_indices: Any, *,
                         allow_negative_indices: bool | Sequence[bool] = True) -> Array:
    """``operand`` with the block at ``start_indices`` replaced by ``update`` (same dtype
    and rank). Start indices are treated as in ``dynamic_slice`` (wrapped, then clamped).
    As in JAX, the result is weak only if the start indices are too, so never with
    Python int starts."""
    x, u = lax_operand(operand), lax_operand(update)
    starts = _start_indices("dynamic_update_slice", x, start_indices, allow_negative_indices)
    return dynamic_update_slice_p.bind(x, u, *starts.arrays, allow_negative=starts.allow_negative,
                                       indices_weak=starts.weak)


def _zeros_like_index(index: Any) -> Any:
    """A zero start index of the same dtype as ``index`` (Python int 0 for Python ints)."""
    if isinstance(index, (Array, np.ndarray, np.generic)):
        return np.zeros((), index.dtype)
    return 0


def slice_in_dim(operand: Any, start_index: int | None, limit_index: int | None,
                 stride: int = 1, axis: int = 0) -> Array:
    """``operand[start:limit:stride]`` along ``axis`` (``None`` and negative bounds as in Python)."""
    x = lax_operand(operand)
    ax = canonical_axis("slice_in_dim", axis, x.ndim)
    size = x.shape[ax]
    start = 0 if start_index is None else as_int("slice_in_dim", "start_index", start_index)
    limit = size if limit_index is None else as_int("slice_in_dim", "limit_index", limit_index)
    start, limit = (start + size if start < 0 else start), (limit + size if limit < 0 else limit)
    starts, limits, strides = [0] * x.ndim, list(x.shape), [1] * x.ndim
    starts[ax], limits[ax], strides[ax] = start, limit, as_int("slice_in_dim", "stride", stride)
    return slice(x, starts, limits, strides)


def index_in_dim(operand: Any, index: int, axis: int = 0, keepdims: bool = True) -> Array:
    """Entry ``index`` of ``operand`` along ``axis`` (negative counts from the end); the
    axis is kept with size 1 unless ``keepdims`` is false."""
    x = lax_operand(operand)
    ax = canonical_axis("index_in_dim", axis, x.ndim)
    i, size = as_int("index_in_dim", "index", index), x.shape[ax]
    wrapped = i + size if i < 0 else i
    if not 0 <= wrapped < size:
        raise IndexError(f"lax.index_in_dim: index {i} is out of bounds for axis {ax} with size {size}")
    result = slice_in_dim(x, wrapped, wrapped + 1, 1, ax)
    return result if keepdims else squeeze(result, (ax,))


def dynamic_slice_in_dim(operand: Any, start_index: Any, slice_size: int, axis: int = 0, *,
                         allow_negative_indices: bool = True) -> Array:
    """``dynamic_slice`` along ``axis`` only: ``slice_size`` entries from ``start_index``."""
    x = lax_operand(operand)
    ax = canonical_axis("dynamic_slice_in_dim", axis, x.ndim)
    starts = [_zeros_like_index(start_index)] * x.ndim
    sizes, negative = list(x.shape), [False] * x.ndim
    starts[ax], negative[ax] = start_index, allow_negative_indices
    sizes[ax] = as_int("dynamic_slice_in_dim", "slice_size", slice_size)
    return dynamic_slice(x, starts, sizes, allow_negative_indices=negative)


def dynamic_index_in_dim(operand: Any, index: Any, axis: int = 0, keepdims: bool = True, *,
                         allow_negative_indices: bool = True) -> Array:
    """Entry ``index`` (static or traced) of ``operand`` along ``axis``, clamped into range."""
    x = lax_operand(operand)
    ax = canonical_axis("dynamic_index_in_dim", axis, x.ndim)
    result = dynamic_slice_in_dim(x, index, 1, ax, allow_negative_indices=allow_negative_indices)
    return result if keepdims else squeeze(result, (ax,))


def dynamic_update_slice_in_dim(operand: Any, update: Any, start_index: Any, axis: int, *,
                                allow_negative_indices: bool = True) -> Array:
    """``dynamic_update_slice`` along ``axis`` only: ``update`` written from ``start_index``."""
    x = lax_operand(operand)
    ax = canonical_axis("dynamic_update_slice_in_dim", axis, x.ndim)
    starts = [_zeros_like_index(start_index)] * x.ndim
    negative = [False] * x.ndim
    starts[ax], negative[ax] = start_index, allow_negative_indices
    return dynamic_update_slice(x, update, starts, allow_negative_indices=negative)


# -- differentiation rules ----------------------------------------------------------

def _broadcast_in_dim_transpose(ct: Any, x: Any, *, shape: Shape, broadcast_dimensions: Shape) -> list[Any]:
    from jaxtypes.runtime.lax.reduction import reduce_sum_p

    in_shape = x.aval.shape
    new = tuple(d for d in range(len(shape)) if d not in broadcast_dimensions)
    stretched = tuple(d for d, size in zip(broadcast_dimensions, in_shape) if size == 1 and shape[d] != 1)
    summed = reduce_sum_p.bind(ct, axes=tuple(sorted(new + stretched))) if new or stretched else ct
    return [reshape_p.bind(summed, new_sizes=in_shape, dimensions=None) if tuple(summed.shape) != in_shape else summed]


def _reshape_transpose(ct: Any, x: Any, *, new_sizes: Shape, dimensions: Shape | None) -> list[Any]:
    if dimensions is None:
        return [reshape_p.bind(ct, new_sizes=x.aval.shape, dimensions=None)]
    permuted = tuple(x.aval.shape[d] for d in dimensions)
    back = reshape_p.bind(ct, new_sizes=permuted, dimensions=None)
    return [transpose_p.bind(back, permutation=tuple(np.argsort(dimensions).tolist()))]


def _concatenate_transpose(ct: Any, *xs: Any, dimension: int) -> list[Any]:
    out: list[Array | None] = []
    start = 0
    for x in xs:
        size = x.aval.shape[dimension] if is_undefined(x) else x.shape[dimension]
        if is_undefined(x):
            starts = tuple(start if d == dimension else 0 for d in range(ct.ndim))
            limits = tuple(start + size if d == dimension else n for d, n in enumerate(ct.shape))
            out.append(slice_p.bind(ct, start_indices=starts, limit_indices=limits, strides=(1,) * ct.ndim))
        else:
            out.append(None)
        start += size
    return out


def _pad_transpose(ct: Any, x: Any, value: Any, *, padding_config: PadConfig) -> list[Any]:
    from jaxtypes.runtime.lax.operators import sub_p
    from jaxtypes.runtime.lax.reduction import reduce_sum_p

    # Undo negative low/high padding by padding the cotangent with zeros, then take
    # every (interior + 1)-th element from `low` on.
    zero = full((), 0, ct.dtype)
    unpadded = pad_p.bind(ct, zero, padding_config=tuple((max(-lo, 0), max(-hi, 0), 0) for lo, hi, _ in padding_config))
    shape = x.aval.shape if is_undefined(x) else x.shape
    starts = tuple(max(lo, 0) for lo, _, _ in padding_config)
    limits = tuple(s + (d - 1) * (i + 1) + 1 if d else s for s, d, (_, _, i) in zip(starts, shape, padding_config))
    strides = tuple(i + 1 for _, _, i in padding_config)
    operand_ct = slice_p.bind(unpadded, start_indices=starts, limit_indices=limits, strides=strides)
    value_ct = None
    if is_undefined(value):
        all_axes = tuple(range(ct.ndim))
        value_ct = sub_p.bind(reduce_sum_p.bind(ct, axes=all_axes), reduce_sum_p.bind(operand_ct, axes=all_axes))
    return [operand_ct if is_undefined(x) else None, value_ct]


def _slice_transpose(ct: Any, x: Any, *, start_indices: Shape, limit_indices: Shape, strides: Shape) -> list[Any]:
    shape = x.aval.shape
    zero = full((), 0, ct.dtype)
    config = tuple((start, d - (start + (n - 1) * stride + 1) if n else d - start, stride - 1)
                   for start, stride, n, d in zip(start_indices, strides, ct.shape, shape))
    if any(n == 0 for n in ct.shape):
        return [full(shape, 0, ct.dtype)]
    return [pad_p.bind(ct, zero, padding_config=config)]


def _dynamic_slice_transpose(ct: Any, x: Any, *indices: Any, slice_sizes: Shape,
                             allow_negative: tuple[bool, ...]) -> list[Any]:
    zeros = full(x.aval.shape, 0, ct.dtype)
    out = dynamic_update_slice_p.bind(zeros, ct, *indices, allow_negative=allow_negative, indices_weak=False)
    return [out] + [None] * len(indices)


def _dynamic_update_slice_transpose(ct: Any, x: Any, update: Any, *indices: Any, allow_negative: tuple[bool, ...],
                                    indices_weak: bool) -> list[Any]:
    update_shape = update.aval.shape if is_undefined(update) else update.shape
    operand_ct = dynamic_update_slice_p.bind(ct, full(update_shape, 0, ct.dtype), *indices,
                                             allow_negative=allow_negative, indices_weak=False)
    update_ct = dynamic_slice_p.bind(ct, *indices, slice_sizes=update_shape, allow_negative=allow_negative)
    return [operand_ct if is_undefined(x) else None, update_ct if is_undefined(update) else None] + [None] * len(indices)


def _linear_in_first(primitive: Primitive, transpose: Any, count: int) -> None:
    """JVP and transpose of a primitive linear in its first ``count`` operands (the rest,
    indices, carry no tangent)."""
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
        out = primitive.bind(*primals, **params)
        if all(t is None for t in tangents[:count]):
            return out, None
        linear = [instantiate(t, p) for p, t in zip(primals[:count], tangents[:count])]
        return out, primitive.bind(*linear, *primals[count:], **params)

    primitive.jvp, primitive.transpose = jvp, transpose


define_linear(broadcast_in_dim_p, _broadcast_in_dim_transpose)
define_linear(reshape_p, _reshape_transpose)
define_linear(transpose_p, lambda ct, x, *, permutation: [
    transpose_p.bind(ct, permutation=tuple(np.argsort(permutation).tolist()))])
define_linear(concatenate_p, _concatenate_transpose)
define_linear(pad_p, _pad_transpose)
define_linear(rev_p, lambda ct, x, *, dimensions: [rev_p.bind(ct, dimensions=dimensions)])
define_linear(slice_p, _slice_transpose)
_linear_in_first(dynamic_slice_p, _dynamic_slice_transpose, 1)
_linear_in_first(dynamic_update_slice_p, _dynamic_update_slice_transpose, 2)


# -- batching rules -------------------------------------------------------------------

def _batch_broadcast_in_dim(values: Any, dims: Any, *, shape: Shape, broadcast_dimensions: Shape) -> tuple[Any, int]:
    x = moveaxis(values[0], dims[0], 0)
    return broadcast_in_dim_p.bind(x, shape=(x.shape[0], *shape),
                                   broadcast_dimensions=(0,) + tuple(d + 1 for d in broadcast_dimensions)), 0


def _batch_reshape(values: Any, dims: Any, *, new_sizes: Shape, dimensions: Shape | None) -> tuple[Any, int]:
    x = moveaxis(values[0], dims[0], 0)
    if dimensions is not None:
        x = transpose_p.bind(x, permutation=(0,) + tuple(d + 1 for d in dimensions))
    return reshape_p.bind(x, new_sizes=(x.shape[0], *new_sizes), dimensions=None), 0


def _batch_concatenate(values: Any, dims: Any, *, dimension: int) -> tuple[Any, int]:
    size = batch_size(values, dims)
    return concatenate_p.bind(*[to_front(v, d, size) for v, d in zip(values, dims)], dimension=dimension + 1), 0


def _batch_pad(values: Any, dims: Any, *, padding_config: PadConfig) -> tuple[Any, int]:
    config = ((0, 0, 0),) + tuple(padding_config)
    size = batch_size(values, dims)
    x = to_front(values[0], dims[0], size)
    if dims[1] is None:
        return pad_p.bind(x, values[1], padding_config=config), 0
    # One padding value per example: pad with zeros, then put each example's value
    # wherever a mask padded the same way says there was no operand element.
    from jaxtypes.runtime.lax.elementwise import select_n_p

    padded = pad_p.bind(x, full((), 0, x.dtype), padding_config=config)
    inside = pad_p.bind(full(x.shape, True, np.dtype(bool)), full((), False, np.dtype(bool)), padding_config=config)
    value = broadcast_in_dim_p.bind(moveaxis(values[1], dims[1], 0), shape=tuple(padded.shape), broadcast_dimensions=(0,))
    return select_n_p.bind(inside, value, padded), 0


def _batch_slice(values: Any, dims: Any, *, start_indices: Shape, limit_indices: Shape, strides: Shape) -> tuple[Any, int]:
    x = moveaxis(values[0], dims[0], 0)
    return slice_p.bind(x, start_indices=(0, *start_indices), limit_indices=(x.shape[0], *limit_indices),
                        strides=(1, *strides)), 0


def _batch_dynamic_slice(values: Any, dims: Any, *, slice_sizes: Shape, allow_negative: tuple[bool, ...]) -> tuple[Any, int]:
    if any(d is not None for d in dims[1:]):
        from jaxtypes.runtime.lax.slicing import batch_dynamic_slice

        return batch_dynamic_slice(values, dims, slice_sizes=slice_sizes, allow_negative=allow_negative)
    x, indices = moveaxis(values[0], dims[0], 0), values[1:]
    zero = full((), 0, indices[0].dtype)
    return dynamic_slice_p.bind(x, zero, *indices, slice_sizes=(x.shape[0], *slice_sizes),
                                allow_negative=(False, *allow_negative)), 0


def _batch_dynamic_update_slice(values: Any, dims: Any, *, allow_negative: tuple[bool, ...],
                                indices_weak: bool) -> tuple[Any, int]:
    if any(d is not None for d in dims[2:]):
        from jaxtypes.runtime.lax.slicing import batch_dynamic_update_slice

        return batch_dynamic_update_slice(values, dims, allow_negative=allow_negative)
    size = batch_size(values, dims)
    x, update = to_front(values[0], dims[0], size), to_front(values[1], dims[1], size)
    indices = values[2:]
    zero = full((), 0, indices[0].dtype)
    return dynamic_update_slice_p.bind(x, update, zero, *indices, allow_negative=(False, *allow_negative),
                                       indices_weak=indices_weak), 0


broadcast_in_dim_p.batch = _batch_broadcast_in_dim
reshape_p.batch = _batch_reshape
transpose_p.batch = lambda values, dims, *, permutation: (
    transpose_p.bind(moveaxis(values[0], dims[0], 0), permutation=(0,) + tuple(p + 1 for p in permutation)), 0)
concatenate_p.batch = _batch_concatenate
pad_p.batch = _batch_pad
rev_p.batch = lambda values, dims, *, dimensions: (
    rev_p.bind(moveaxis(values[0], dims[0], 0), dimensions=tuple(d + 1 for d in dimensions)), 0)
slice_p.batch = _batch_slice
dynamic_slice_p.batch = _batch_dynamic_slice
dynamic_update_slice_p.batch = _batch_dynamic_update_slice


# -- iota and full ----------------------------------------------------------------

def _iota_rule(*, dtype: np.dtype[Any], shape: Shape, dimension: int) -> ShapeDtype:
    require_nonnegative("iota", "shape", shape)
    if kind(dtype) == "bool":
        raise TypeError(f"lax.iota does not accept dtype {dtype.name} (accepted: {NUMBER.label})")
    if not 0 <= dimension < len(shape):
        raise ValueError(f"lax.broadcasted_iota: dimension {dimension} is out of range for shape {shape}")
    return shape, dtype


def _iota_lower(out_type: Any, *, dtype: np.dtype[Any], shape: Shape, dimension: int) -> Any:
    return hlo("iota")(out_type, dimension)


iota_p: Primitive = Primitive("iota", _iota_rule, _iota_lower)
iota_p.not_differentiable = iota_p.not_batchable = "it has no operands, so no trace ever holds one of them"


def broadcasted_iota(dtype: Any, shape: Any, dimension: int) -> Array:
    """An array of ``shape`` whose entries are their index along ``dimension`` (not weakly typed)."""
    dt = user_dtype("broadcasted_iota", dtype)
    shape_ = index_tuple("broadcasted_iota", "shape", shape, allow_int=True)
    return iota_p.bind(dtype=dt, shape=shape_, dimension=as_int("broadcasted_iota", "dimension", dimension))


def iota(dtype: Any, size: int) -> Array:
    """``[0, 1, ..., size - 1]`` in ``dtype`` (integers wrap, as XLA's iota does)."""
    return broadcasted_iota(dtype, (as_int("iota", "size", size),), 0)


def _fill_scalar(name: str, fill_value: Any, dtype: np.dtype[Any] | None, weak: bool | None) -> Array:
    """``fill_value`` as a 0-d array: of ``dtype`` and weakness ``weak`` when given,
    else as ``lax_operand`` makes it."""
    if np.shape(fill_value):
        raise TypeError(f"lax.{name}: fill_value must be a scalar, got shape {np.shape(fill_value)}")
    if dtype is None:
        return lax_operand(fill_value)
    assert weak is not None
    if type(fill_value) is int:  # any size: converted exactly, then wrapped as NumPy does
        host = np.asarray(np.asarray(fill_value).astype(dtype), order="C")
        return ArrayImpl(backend.to_device(host), (), dtype, weak and kind(dtype) != "bool")
    refuse_complex_to_real(fill_value, dtype, f"lax.{name}")
    return convert_element_type(lax_operand(fill_value), dtype, weak_type=weak)  # XLA's conversion


def _full(name: str, shape: Shape, scalar: Array) -> Array:
    require_nonnegative(name, "shape", shape)
    return broadcast_in_dim(scalar, shape, ())


def full(shape: Any, fill_value: Any, dtype: Any = None) -> Array:
    """An array of ``shape`` filled with ``fill_value``: weakly typed if ``dtype`` is None
    and ``fill_value`` is (a Python scalar or a weak array), else of ``dtype``."""
    shape_ = index_tuple("full", "shape", shape, allow_int=True)
    dt = None if dtype is None else dtypes.canonicalize_dtype(dtype)
    return _full("full", shape_, _fill_scalar("full", fill_value, dt, False))


def _shape_dtype_weak(x: Any) -> tuple[Shape, np.dtype[Any], bool]:
    if isinstance(x, KeyArrayBase):  # (a dtype= was given: only the keys' shape is used)
        return x.shape, np.dtype("uint32"), False
    if isinstance(x, Array):
        return x.shape, x.dtype, x.weak_type
    if type(x) in (bool, int, float, complex):
        return (), *dtypes.lattice_result_type(x)
    host = np.asarray(x)
    return host.shape, dtypes.canonicalize_dtype(dtypes.to_dtype(host.dtype)), False


def full_of_keys(name: str, like: KeyArrayBase, fill_value: Any, shape: Shape) -> Any:
    """Keys of ``like``'s implementation and of ``shape``, as jax fills them: each the key
    ``fill_value`` (keys of that implementation, broadcast to ``shape``), or data filled
    with the scalar ``fill_value`` converted to uint32 (``full_like(keys, 0)`` is keys
    of zero data)."""
    require_nonnegative(name, "shape", shape)
    data = like._key_data()
    physical = (*shape, *data.shape[data.ndim - like._key_data_ndim():])
    if isinstance(fill_value, KeyArrayBase):
        if fill_value.dtype != like.dtype:
            raise ValueError(f"{name}: keys of {like.dtype} cannot be filled with keys of {fill_value.dtype}")
        given = fill_value.shape
        if len(given) > len(shape) or any(g not in (1, s) for g, s in zip(given[::-1], shape[::-1])):
            raise ValueError(f"{name}: keys of shape {given} cannot be broadcast to shape {shape}")
        fill = fill_value._key_data()
        return like._with_key_data(broadcast_in_dim(fill, physical, tuple(range(len(physical) - fill.ndim, len(physical)))))
    if np.ndim(fill_value):
        raise ValueError(f"{name}: key arrays are filled with a scalar or with keys, not an array of shape "
                         f"{np.shape(fill_value)} (random.wrap_key_data makes keys of uint32 data)")
    return like._with_key_data(_full(name, physical, _fill_scalar(name, fill_value, np.dtype("uint32"), False)))


def keys_full_like(name: str, like: Any, fill_value: Any, dtype: Any, shape: Shape | None) -> Any:
    """The key cases of jnp's and lax's ``full_like``: keys ``like`` without a dtype give
    keys (``full_of_keys``, of ``like``'s shape unless ``shape`` is given), a key fill of
    anything else raises ValueError; None where neither is keys."""
    if isinstance(like, KeyArrayBase) and dtype is None:
        return full_of_keys(name, like, fill_value, like.shape if shape is None else shape)
    if isinstance(fill_value, KeyArrayBase):
        raise ValueError(f"{name}: keys of {fill_value.dtype} cannot fill an array of another dtype")
    return None


def full_like(x: Any, fill_value: Any, dtype: Any = None, shape: Any = None) -> Array:
    """An array like ``x`` (its shape, dtype and weak type, unless ``shape`` or ``dtype``
    are given) filled with ``fill_value``; like keys, keys (``keys_full_like``)."""
    given_shape = None if shape is None else index_tuple("full_like", "shape", shape, allow_int=True)
    keys = keys_full_like("lax.full_like", x, fill_value, dtype, given_shape)
    if keys is not None:
        return keys  # type: ignore[no-any-return]
    x_shape, x_dtype, x_weak = _shape_dtype_weak(x)
    shape_ = x_shape if given_shape is None else given_shape
    dt = x_dtype if dtype is None else dtypes.canonicalize_dtype(dtype)
    return _full("full_like", shape_, _fill_scalar("full_like", fill_value, dt, dtype is None and x_weak))
