"""``jaxtypes.numpy`` shape functions: reshape, transpose, ravel, squeeze, expand_dims,
broadcast_to, concatenate, stack."""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import numpy_broadcast_shapes
from jaxtypes.runtime.numpy.key_arrays import on_key_data
from jaxtypes.runtime.numpy.promotion import promote
from jaxtypes.runtime.numpy.reductions import normalize_axes, normalize_axis
from jaxtypes.runtime.numpy.staging import staged


def _array(name: str, a: Any) -> Array:
    return promote(name, a)[0][0]


def shape_tuple(shape: Any) -> tuple[int, ...]:
    """A shape as a tuple of Python ints: an integer (Python's or NumPy's) or a sequence of them."""
    dims = (shape,) if isinstance(shape, (int, np.integer)) else shape
    try:
        return tuple(operator.index(d) for d in dims)
    except TypeError:
        raise TypeError(f"shapes must be integers or sequences of integers, got {shape!r}") from None


@on_key_data("a")
def reshape(a: Any, shape: Any, order: str = "C", *, copy: bool | None = None) -> Array:
    """``a`` with a new shape of the same size; one dimension may be -1 (inferred).
    ``order="F"`` reads and writes the elements with the first index changing fastest.
    Arrays are immutable, so ``copy`` changes nothing."""
    if order not in ("C", "F"):
        raise NotImplementedError(f"reshape: order must be 'C' or 'F', got {order!r}")
    x = _array("reshape", a)
    dims = shape_tuple(shape)
    unknown = [i for i, d in enumerate(dims) if d == -1]
    if len(unknown) > 1 or any(d < -1 for d in dims):
        raise TypeError(f"reshape: bad shape {dims} (at most one -1, no other negative sizes)")
    if unknown:
        known = math.prod(d for d in dims if d != -1)
        if known == 0 or x.size % known:
            raise TypeError(f"cannot reshape array of shape {x.shape} (size {x.size}) into shape {dims}")
        dims = tuple(x.size // known if d == -1 else d for d in dims)
    if math.prod(dims) != x.size:
        raise TypeError(f"cannot reshape array of shape {x.shape} (size {x.size}) into shape {dims} "
                        f"(size {math.prod(dims)})")
    if order == "F":  # C order on the reversed axes of the input and of the result
        reversed_axes = tuple(range(x.ndim - 1, -1, -1))
        out = lax_shape.reshape(x, dims[::-1], reversed_axes)
        return lax_shape.transpose(out, tuple(range(len(dims) - 1, -1, -1)))
    return x if dims == x.shape else lax_shape.reshape(x, dims)


@on_key_data("a")
def ravel(a: Any, order: str = "C") -> Array:
    """``a`` as one dimension, read in row-major order (``order="F"``: column-major)."""
    x = _array("ravel", a)
    return reshape(x, (x.size,), order=order)


@on_key_data("a")
def transpose(a: Any, axes: Sequence[int] | None = None) -> Array:
    x = _array("transpose", a)
    if axes is None:
        permutation = tuple(reversed(range(x.ndim)))
    else:
        permutation = tuple(normalize_axis(ax, x.ndim) for ax in axes)
        if sorted(permutation) != list(range(x.ndim)):
            raise TypeError(f"transpose: axes {tuple(axes)} are not a permutation of the {x.ndim} axes "
                            f"of an array of shape {x.shape}")
    return x if permutation == tuple(range(x.ndim)) else lax_shape.transpose(x, permutation)


@on_key_data("a")
def squeeze(a: Any, axis: int | Sequence[int] | None = None) -> Array:
    x = _array("squeeze", a)
    if axis is None:
        axes = tuple(i for i, d in enumerate(x.shape) if d == 1)
    else:
        axes = normalize_axes(axis, x.ndim)
        wrong = [i for i in axes if x.shape[i] != 1]
        if wrong:
            raise ValueError(f"cannot select an axis to squeeze out which has size not equal to one: "
                             f"axis {wrong[0]} of shape {x.shape}")
    return lax_shape.squeeze(x, axes) if axes else x


@on_key_data("a")
def expand_dims(a: Any, axis: int | Sequence[int]) -> Array:
    x = _array("expand_dims", a)
    axes = normalize_axes(axis, x.ndim + (1 if isinstance(axis, int) else len(tuple(axis))))
    return lax_shape.expand_dims(x, axes)


@on_key_data("a")
def broadcast_to(a: Any, shape: Any) -> Array:
    x = _array("broadcast_to", a)
    dims = shape_tuple(shape)
    if len(dims) < x.ndim or numpy_broadcast_shapes("broadcast_to", x.shape, dims) != dims:
        raise ValueError(f"cannot broadcast an array of shape {x.shape} to shape {dims}")
    if dims == x.shape:
        return x
    return lax_shape.broadcast_in_dim(x, dims, tuple(range(len(dims) - x.ndim, len(dims))))


def joined_operands(name: str, arrays: Any, dtype: Any = None) -> list[Array]:
    """The operands of ``concatenate``, ``stack`` and the like: a sequence, or an array
    read along its first axis, promoted to one dtype, or each converted to ``dtype``
    where it is given (a strong array of it, as JAX)."""
    if isinstance(arrays, (Array, np.ndarray)):
        if arrays.ndim == 0:
            raise ValueError(f"{name} needs a sequence of arrays or an array of one or more dimensions, got a 0-d array")
        arrays = list(arrays)
    elif not isinstance(arrays, (list, tuple)):
        raise TypeError(f"{name} needs a sequence of arrays, got {type(arrays).__name__}")
    if not arrays:  # (JAX's classes)
        raise (IndexError if name == "hstack" else ValueError)(f"{name} needs at least one array")
    if dtype is None:
        return promote(name, *arrays)[0]
    target = dtypes.canonicalize_dtype(dtype)
    return [lax_ops.convert_element_type(promote(name, a)[0][0], target, weak_type=False) for a in arrays]


@on_key_data("arrays")
@staged("axis", "dtype")
def concatenate(arrays: Sequence[Any] | Array, axis: int | None = 0, dtype: Any = None) -> Array:
    """Arrays joined along ``axis`` (None: flattened first), promoted to one dtype (or
    converted to ``dtype``)."""
    xs = joined_operands("concatenate", arrays, dtype)
    if axis is None:
        xs, axis = [ravel(x) for x in xs], 0
    if len({x.ndim for x in xs}) != 1:
        raise TypeError(f"concatenate: all arrays must have the same number of dimensions, got shapes "
                         f"{[x.shape for x in xs]}")
    if xs[0].ndim == 0:
        raise ValueError("zero-dimensional arrays cannot be concatenated")
    ax = normalize_axis(axis, xs[0].ndim)
    return xs[0] if len(xs) == 1 else lax_shape.concatenate(xs, ax)


@on_key_data("arrays")
def stack(arrays: Sequence[Any] | Array, axis: int = 0, out: None = None, dtype: Any = None) -> Array:
    """Arrays of one shape joined along a new ``axis``, promoted to one dtype (or
    converted to ``dtype``)."""
    if out is not None:
        raise NotImplementedError("stack: out= is not supported (arrays are immutable); use the result")
    xs = joined_operands("stack", arrays, dtype)
    if len({x.shape for x in xs}) != 1:
        raise ValueError(f"stack: all input arrays must have the same shape, got {[x.shape for x in xs]}")
    ax = normalize_axis(axis, xs[0].ndim + 1)
    return concatenate([lax_shape.expand_dims(x, (ax,)) for x in xs], ax)


@on_key_data("arrays")
def concat(arrays: Sequence[Any], /, *, axis: int | None = 0) -> Array:
    """The array API's name for ``concatenate``."""
    return concatenate(arrays, axis)


def broadcast_shapes(*shapes: Any) -> tuple[int, ...]:
    """The shape that arrays of ``shapes`` broadcast to, by NumPy's rule."""
    return numpy_broadcast_shapes("broadcast_shapes", *(shape_tuple(s) for s in shapes))


@on_key_data("args")
def broadcast_arrays(*args: Any) -> list[Array]:
    """The arrays broadcast to their common shape, each keeping its dtype."""
    xs = [_array("broadcast_arrays", a) for a in args]
    shape = broadcast_shapes(*(x.shape for x in xs))
    return [broadcast_to(x, shape) for x in xs]
