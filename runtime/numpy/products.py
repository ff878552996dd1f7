"""``jaxtypes.numpy`` products: matmul (``@``) and dot."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.lax import dot as lax_dot
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import numpy_broadcast_shapes
from jaxtypes.runtime.numpy.elementwise import multiply
from jaxtypes.runtime.numpy.promotion import promote


def _broadcast_batch(x: Array, batch: tuple[int, ...]) -> Array:
    shape = batch + x.shape[-2:]
    if x.shape == shape:
        return x
    return lax_shape.broadcast_in_dim(x, shape, tuple(range(len(shape) - x.ndim, len(shape))))


def matmul(a: Any, b: Any, /) -> Array:
    """Matrix product with NumPy's rules: 1-D operands are vectors, leading dimensions broadcast."""
    (x, y), _ = promote("matmul", a, b)
    if x.ndim == 0 or y.ndim == 0:
        raise ValueError(f"matmul: operands must have at least one dimension, got shapes {x.shape} and {y.shape}")
    vector_x, vector_y = x.ndim == 1, y.ndim == 1
    if vector_x:
        x = lax_shape.expand_dims(x, (0,))
    if vector_y:
        y = lax_shape.expand_dims(y, (1,))
    if x.shape[-1] != y.shape[-2]:
        raise TypeError(f"matmul: contracting dimensions differ: shapes {tuple(a.shape) if hasattr(a, 'shape') else ()} "
                         f"and {tuple(b.shape) if hasattr(b, 'shape') else ()} ({x.shape[-1]} != {y.shape[-2]})")
    batch = numpy_broadcast_shapes("matmul", x.shape[:-2], y.shape[:-2])
    x, y = _broadcast_batch(x, batch), _broadcast_batch(y, batch)
    n = len(batch)
    out = lax_dot.dot_general(x, y, (((n + 1,), (n,)), (tuple(range(n)), tuple(range(n)))))
    drop = ((n,) if vector_x else ()) + ((out.ndim - 1,) if vector_y else ())
    return lax_shape.squeeze(out, drop) if drop else out


def dot(a: Any, b: Any, /) -> Array:
    """NumPy's dot: products of scalars, vectors and matrices; for N-D arrays, a sum over
    the last axis of ``a`` and the second-to-last of ``b``."""
    (x, y), _ = promote("dot", a, b)
    if x.ndim == 0 or y.ndim == 0:
        return multiply(x, y)
    if x.ndim <= 2 and y.ndim <= 2:
        return matmul(x, y)
    contract_y = max(y.ndim - 2, 0)
    if x.shape[-1] != y.shape[contract_y]:
        raise TypeError(f"dot: shapes {x.shape} and {y.shape} not aligned: {x.shape[-1]} (dim {x.ndim - 1}) "
                         f"!= {y.shape[contract_y]} (dim {contract_y})")
    return lax_dot.dot_general(x, y, (((x.ndim - 1,), (contract_y,)), ((), ())))
