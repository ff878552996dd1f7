"""``jaxtypes.numpy`` products: matmul (``@``), dot, and the contractions built like them
(inner, vdot, tensordot, vecdot, matvec, vecmat), with the elementwise ones (outer, kron,
cross). The contractions take ``precision`` and ``preferred_element_type`` as JAX's do:
without a preferred type the result has the operands' promoted dtype (weak only when both
are); with one, that dtype, strongly typed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import dot as lax_dot
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind, numpy_broadcast_shapes
from jaxtypes.runtime.numpy.elementwise import multiply, subtract
from jaxtypes.runtime.numpy.manipulation import moveaxis
from jaxtypes.runtime.numpy.promotion import check_arguments, promote
from jaxtypes.runtime.numpy.reductions import normalize_axis
from jaxtypes.runtime.numpy.shape import ravel, reshape, stack


def _operands(name: str, a: Any, b: Any, preferred_element_type: Any) -> tuple[Array, Array, Any]:
    """Both operands promoted, and the preferred type canonicalised (None: none asked for)."""
    check_arguments(name, a, b)
    (x, y), _ = promote(name, a, b)
    preferred = None if preferred_element_type is None else dtypes.canonicalize_dtype(preferred_element_type)
    return x, y, preferred


def _contract(x: Array, y: Array, dimension_numbers: Any, precision: Any, preferred: Any) -> Array:
    out = lax_dot.dot_general(x, y, dimension_numbers, precision=precision, preferred_element_type=preferred)
    if preferred is not None and out.weak_type:
        return lax_ops.convert_element_type(out, out.dtype, weak_type=False)
    return out


def _scalar_product(x: Array, y: Array, preferred: Any) -> Array:
    if preferred is not None:
        x, y = lax_ops.convert_element_type(x, preferred), lax_ops.convert_element_type(y, preferred)
    return multiply(x, y)


def _broadcast_batch(x: Array, batch: tuple[int, ...], core: int) -> Array:
    shape = batch + x.shape[x.ndim - core:]
    if x.shape == shape:
        return x
    return lax_shape.broadcast_in_dim(x, shape, tuple(range(len(shape) - x.ndim, len(shape))))


def _batched(name: str, x: Array, y: Array, core_x: int, core_y: int, contract: tuple[int, int],
             precision: Any, preferred: Any) -> Array:
    """A contraction over the core dimensions (the last ``core_x`` of ``x``, ``core_y`` of
    ``y``; ``contract`` indexes them), the leading dimensions broadcast as a batch."""
    batch = numpy_broadcast_shapes(name, x.shape[:x.ndim - core_x], y.shape[:y.ndim - core_y])
    x, y = _broadcast_batch(x, batch, core_x), _broadcast_batch(y, batch, core_y)
    n = len(batch)
    numbers = (((n + contract[0],), (n + contract[1],)), (tuple(range(n)), tuple(range(n))))
    return _contract(x, y, numbers, precision, preferred)


def matmul(a: Any, b: Any, /, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """Matrix product with NumPy's rules: 1-D operands are vectors, leading dimensions broadcast."""
    x, y, preferred = _operands("matmul", a, b, preferred_element_type)
    if x.ndim == 0 or y.ndim == 0:
        raise ValueError(f"matmul: operands must have at least one dimension, got shapes {x.shape} and {y.shape}")
    vector_x, vector_y = x.ndim == 1, y.ndim == 1
    if vector_x:
        x = lax_shape.expand_dims(x, (0,))
    if vector_y:
        y = lax_shape.expand_dims(y, (1,))
    if x.shape[-1] != y.shape[-2]:
        raise TypeError(f"matmul: contracting dimensions differ: shapes {np.shape(a)} and {np.shape(b)} "
                        f"({x.shape[-1]} != {y.shape[-2]})")
    out = _batched("matmul", x, y, 2, 2, (1, 0), precision, preferred)
    drop = ((out.ndim - 2,) if vector_x else ()) + ((out.ndim - 1,) if vector_y else ())
    return lax_shape.squeeze(out, drop) if drop else out


def dot(a: Any, b: Any, /, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """NumPy's dot: products of scalars, vectors and matrices; for N-D arrays, a sum over
    the last axis of ``a`` and the second-to-last of ``b``."""
    x, y, preferred = _operands("dot", a, b, preferred_element_type)
    if x.ndim == 0 or y.ndim == 0:
        return _scalar_product(x, y, preferred)
    contract_y = max(y.ndim - 2, 0)
    if x.shape[-1] != y.shape[contract_y]:
        raise TypeError(f"dot: shapes {x.shape} and {y.shape} not aligned: {x.shape[-1]} (dim {x.ndim - 1}) "
                        f"!= {y.shape[contract_y]} (dim {contract_y})")
    return _contract(x, y, (((x.ndim - 1,), (contract_y,)), ((), ())), precision, preferred)


def _axis_list(name: str, axes: Any, ndim: int) -> tuple[int, ...]:
    values = (axes,) if isinstance(axes, (int, np.integer)) else tuple(axes)
    return tuple(normalize_axis(v, ndim) for v in values)


def tensordot(a: Any, b: Any, axes: int | Sequence[int] | Sequence[Sequence[int]] = 2, *,
              precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The sum of products over ``axes``: the last ``axes`` of ``a`` with the first of
    ``b`` for an int, or the pairs ``(axes_a, axes_b)``."""
    x, y, preferred = _operands("tensordot", a, b, preferred_element_type)
    if isinstance(axes, (int, np.integer)) and not isinstance(axes, bool):
        if not 0 <= axes <= min(x.ndim, y.ndim):
            raise TypeError(f"tensordot: {axes} axes exceed the ranks of shapes {x.shape} and {y.shape}")
        pair = (tuple(range(x.ndim - axes, x.ndim)), tuple(range(axes)))
    elif isinstance(axes, (tuple, list)) and len(axes) == 2:
        pair = (_axis_list("tensordot", axes[0], x.ndim), _axis_list("tensordot", axes[1], y.ndim))
        if len(pair[0]) != len(pair[1]):
            raise TypeError(f"tensordot: the axes lists must have equal lengths, got {axes[0]!r} and {axes[1]!r}")
    else:
        raise TypeError(f"tensordot: axes must be an int or a pair of ints or of int sequences, got {axes!r}")
    for i, j in zip(*pair):
        if x.shape[i] != y.shape[j]:
            raise TypeError(f"tensordot: axis {i} of shape {x.shape} ({x.shape[i]}) and axis {j} of shape "
                            f"{y.shape} ({y.shape[j]}) differ")
    return _contract(x, y, (pair, ((), ())), precision, preferred)


def inner(a: Any, b: Any, /, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The sum of products over the last axes of ``a`` and ``b`` (a product for scalars)."""
    x, y, preferred = _operands("inner", a, b, preferred_element_type)
    if x.ndim == 0 or y.ndim == 0:
        return _scalar_product(x, y, preferred)
    return tensordot(x, y, ((-1,), (-1,)), precision=precision, preferred_element_type=preferred)


def vdot(a: Any, b: Any, /, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The dot product of the flattened arrays, ``a`` conjugated first."""
    x, y, preferred = _operands("vdot", a, b, preferred_element_type)
    if kind(x.dtype) == "complex":
        x = lax_e.conj(x)
    return dot(ravel(x), ravel(y), precision=precision, preferred_element_type=preferred)


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The dot product of vectors along ``axis`` (``x1`` conjugated), other axes broadcast."""
    x, y, preferred = _operands("vecdot", x1, x2, preferred_element_type)
    ax, ay = normalize_axis(axis, x.ndim), normalize_axis(axis, y.ndim)
    if x.shape[ax] != y.shape[ay]:
        raise ValueError(f"vecdot: axis {axis} differs: shapes {x.shape} and {y.shape}")
    x, y = moveaxis(x, ax, -1), moveaxis(y, ay, -1)
    if kind(x.dtype) == "complex":
        x = lax_e.conj(x)
    return _batched("vecdot", x, y, 1, 1, (0, 0), precision, preferred)


def _core_check(name: str, x: Array, y: Array, x_core: int, y_core: int, i: int, j: int) -> None:
    if x.ndim < x_core or y.ndim < y_core:
        raise ValueError(f"{name}: needs operands of at least {x_core} and {y_core} dimensions, "
                         f"got shapes {x.shape} and {y.shape}")
    if x.shape[i] != y.shape[j]:
        raise ValueError(f"{name}: the contracted sizes differ: shapes {x.shape} and {y.shape}")


def matvec(x1: Any, x2: Any, /) -> Array:
    """Matrix-vector products over the last two axes of ``x1`` and the last of ``x2``."""
    x, y, _ = _operands("matvec", x1, x2, None)
    _core_check("matvec", x, y, 2, 1, -1, -1)
    return _batched("matvec", x, y, 2, 1, (1, 0), None, None)


def vecmat(x1: Any, x2: Any, /) -> Array:
    """Vector-matrix products (``x1`` conjugated) over the last axis of ``x1`` and the last two of ``x2``."""
    x, y, _ = _operands("vecmat", x1, x2, None)
    _core_check("vecmat", x, y, 1, 2, -1, -2)
    if kind(x.dtype) == "complex":
        x = lax_e.conj(x)
    return _batched("vecmat", x, y, 1, 2, (0, 0), None, None)


def outer(a: Any, b: Any, out: None = None) -> Array:
    """Every product of an element of ``a`` with one of ``b`` (both flattened)."""
    if out is not None:
        raise NotImplementedError("jnp.outer: the 'out' argument is not supported (arrays are immutable)")
    x, y, _ = _operands("outer", a, b, None)
    return multiply(reshape(x, (-1, 1)), reshape(y, (1, -1)))


def kron(a: Any, b: Any) -> Array:
    """The Kronecker product: ``b`` scaled by each element of ``a``, in blocks."""
    x, y, _ = _operands("kron", a, b, None)
    rank = max(x.ndim, y.ndim)
    x = reshape(x, (1,) * (rank - x.ndim) + x.shape)
    y = reshape(y, (1,) * (rank - y.ndim) + y.shape)
    spread_x = reshape(x, tuple(d for n in x.shape for d in (n, 1)))
    spread_y = reshape(y, tuple(d for n in y.shape for d in (1, n)))
    product = lax_ops.mul(*_same_shape(spread_x, spread_y))
    return reshape(product, tuple(p * q for p, q in zip(x.shape, y.shape)))


def _same_shape(x: Array, y: Array) -> tuple[Array, Array]:
    """Both operands broadcast to one shape of the same rank (size-1 dimensions stretched)."""
    shape = tuple(max(p, q) for p, q in zip(x.shape, y.shape))
    dims = tuple(range(len(shape)))
    return (x if x.shape == shape else lax_shape.broadcast_in_dim(x, shape, dims),
            y if y.shape == shape else lax_shape.broadcast_in_dim(y, shape, dims))


def cross(a: Any, b: Any, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: int | None = None) -> Array:
    """The cross product of 3-vectors (2-vectors have a zero third component) along the
    given axes; two 2-vectors give the scalar z component. A 3-vector result is strongly
    typed, as in JAX (the static type says so for the z component too, which JAX leaves
    weak when both operands are)."""
    check_arguments("cross", a, b)
    if axis is not None:
        axisa = axisb = axisc = axis
    x, y = moveaxis(a, axisa, -1), moveaxis(b, axisb, -1)
    if x.shape[-1] not in (2, 3) or y.shape[-1] not in (2, 3):
        raise ValueError(f"cross: the vectors must have 2 or 3 components, got shapes {x.shape} and {y.shape}")

    def part(v: Array, i: int) -> Array:
        return lax_shape.squeeze(lax_shape.slice_in_dim(v, i, i + 1, axis=v.ndim - 1), (v.ndim - 1,))

    x0, x1, y0, y1 = part(x, 0), part(x, 1), part(y, 0), part(y, 1)
    z = subtract(multiply(x0, y1), multiply(x1, y0))
    if x.shape[-1] == 2 and y.shape[-1] == 2:
        return z
    x2 = part(x, 2) if x.shape[-1] == 3 else lax_shape.full_like(x0, 0)
    y2 = part(y, 2) if y.shape[-1] == 3 else lax_shape.full_like(y0, 0)
    c = stack([subtract(multiply(x1, y2), multiply(x2, y1)), subtract(multiply(x2, y0), multiply(x0, y2)), z])
    if c.weak_type:  # strongly typed, as jax's (it joins the components with jnp.array)
        c = lax_ops.convert_element_type(c, c.dtype, weak_type=False)
    return moveaxis(c, 0, axisc)
