"""What the ``lax.linalg`` modules share: their shape and dtype checks (jax's messages),
and small operations on batches of matrices (traced or not) that their rules use."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Final

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import batch_size, to_front
from jaxtypes.runtime.lax import lapack
from jaxtypes.runtime.lax.operands import INEXACT

INT32: Final = np.dtype(np.int32)


# -- shape and dtype checks (jax's messages) ------------------------------------------------

def matrix_dims(name: str, a: Aval, position: int = 0, *, lapack_only: bool = True) -> tuple[tuple[int, ...], int, int]:
    """(batch dims, m, n) of a batch of matrices; TypeError for a rank below 2 or a
    dtype that is not floating or complex (or, if ``lapack_only``, not LAPACK's)."""
    if len(a.shape) < 2:
        raise TypeError(f"Input {position} to {name} must have rank at least 2, but got shape={a.shape}")
    if dtypes.dtype_info(a.dtype).name not in INEXACT.names:
        raise TypeError(f"{name} does not accept dtype {a.dtype.name} at position {position}. Accepted dtypes at "
                        f"position {position} are subtypes of floating, complexfloating.")
    if lapack_only:
        lapack.check_dtype(name, a.dtype)
    *batch, m, n = a.shape
    return tuple(batch), m, n


def square_dims(name: str, a: Aval, message: str) -> tuple[tuple[int, ...], int]:
    batch, m, n = matrix_dims(name, a)
    if m != n:
        raise ValueError(message.format(shape=(m, n)))
    return batch, n


def real_dtype(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return np.dtype(np.float32) if dtype == np.complex64 else np.dtype(np.float64) if dtype == np.complex128 else dtype


def is_empty(shape: Sequence[int]) -> bool:
    return math.prod(shape) == 0


# -- helpers for the rules, on arrays (traced or not) --------------------------------------

def primitive(name: str) -> Primitive:
    """A lax primitive by name (imported late: the lax modules import the interpreters)."""
    from jaxtypes.runtime.lax import elementwise, operators, shape

    for module in (operators, elementwise, shape):
        found = getattr(module, f"{name}_p", None)
        if isinstance(found, Primitive):
            return found
    raise LookupError(name)


def constant(value: Any, dtype: np.dtype[Any], weak: bool = False) -> Array:
    c = asarray(np.asarray(value, dtype))
    return primitive("convert_element_type").bind(c, new_dtype=dtype, weak_type=True) if weak else c


def keep_weak(x: Any, like: Any) -> Any:
    """``x`` (made from integers or constants) as weak as ``like``, so that results stay
    weakly typed when the operands were (as in jax)."""
    if like.weak_type and not x.weak_type:
        return primitive("convert_element_type").bind(x, new_dtype=x.dtype, weak_type=True)
    return x


def transpose(x: Any) -> Any:
    r = x.ndim
    return primitive("transpose").bind(x, permutation=(*range(r - 2), r - 1, r - 2))


def adjoint(x: Any) -> Any:
    t = transpose(x)
    return primitive("conj").bind(t) if x.dtype.kind == "c" else t


def conj(x: Any) -> Any:
    return primitive("conj").bind(x) if x.dtype.kind == "c" else x


def matmul(a: Any, b: Any) -> Any:
    """Batched matrix product over the leading dimensions."""
    from jaxtypes.runtime.lax.dot import dot_general

    r = a.ndim
    batch = tuple(range(r - 2))
    return dot_general(a, b, (((r - 1,), (r - 2,)), (batch, batch)))


def add(a: Any, b: Any) -> Any:
    return primitive("add").bind(a, b)


def sub(a: Any, b: Any) -> Any:
    return primitive("sub").bind(a, b)


def mul(a: Any, b: Any) -> Any:
    return primitive("mul").bind(a, b)


def div(a: Any, b: Any) -> Any:
    return primitive("div").bind(a, b)


def cast(x: Any, dtype: np.dtype[Any]) -> Any:
    from jaxtypes.runtime.lax.operators import convert_element_type

    return x if x.dtype == dtype else convert_element_type(x, dtype)


def triangle_mask(shape: Sequence[int], lower: bool, k: int) -> Array:
    """Bools over ``shape``'s last two dims: kept by ``tril(., k)`` (``lower``) or ``triu(., k)``."""
    rows, columns = np.indices(tuple(shape[-2:]))
    keep = (rows - columns >= -k) if lower else (rows - columns <= -k)
    return asarray(np.broadcast_to(keep, tuple(shape)))


def tril(x: Any, k: int = 0) -> Any:
    return primitive("select_n").bind(triangle_mask(x.shape, True, k), ad.zeros_like(x), x)


def triu(x: Any, k: int = 0) -> Any:
    return primitive("select_n").bind(triangle_mask(x.shape, False, k), ad.zeros_like(x), x)


def eye(shape: Sequence[int], dtype: np.dtype[Any]) -> Array:
    """Identity matrices (``np.eye`` of the last two dims) broadcast over ``shape``."""
    return constant(np.broadcast_to(np.eye(shape[-2], shape[-1]), tuple(shape)), dtype)


def slice_matrices(x: Any, rows: tuple[int, int] | None = None, columns: tuple[int, int] | None = None) -> Any:
    from jaxtypes.runtime.lax.shape import slice as lax_slice

    *batch, m, n = x.shape
    r0, r1 = rows or (0, m)
    c0, c1 = columns or (0, n)
    return lax_slice(x, (*(0 for _ in batch), r0, c0), (*batch, r1, c1))


def pad_matrices(x: Any, rows: int = 0, columns: int = 0) -> Any:
    """``x`` with ``rows`` and ``columns`` zeros added after its last two dims."""
    from jaxtypes.runtime.lax.shape import pad

    config = [(0, 0, 0)] * (x.ndim - 2) + [(0, rows, 0), (0, columns, 0)]
    return pad(x, constant(0, x.dtype), config)


def front_batch(op: Primitive) -> Callable[..., Any]:
    """The batching rule of a primitive over leading batch dims: every operand's batch
    dimension moved (or broadcast) to the front."""
    def rule(values: Sequence[Any], dims: Sequence[int | None], **params: Any) -> tuple[Any, Any]:
        size = batch_size(values, dims)
        out = op.apply(*(to_front(v, d, size) for v, d in zip(values, dims)), **params)
        if op.multiple_results:
            return out, [0] * len(out)
        return out[0], 0

    return rule


def permutation_matrix(permutation: Any, dtype: np.dtype[Any]) -> Any:
    """``P`` with ``P @ a == a[..., permutation, :]``: ``P[i, j] = (permutation[i] == j)``."""
    from jaxtypes.runtime.lax.shape import broadcasted_iota, expand_dims

    m = permutation.shape[-1]
    columns = broadcasted_iota(INT32, (*permutation.shape, m), permutation.ndim)
    hits = primitive("eq").bind(expand_dims(permutation, (permutation.ndim,)), columns)
    return cast(hits, dtype)
