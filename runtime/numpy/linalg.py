"""``jaxtypes.numpy.linalg``: NumPy's and the array API's linear algebra, as ``jax.numpy.linalg``.

Integer and bool operands become the default float (``promote_inexact``); the work is
done by ``lax.linalg`` (LAPACK) and lax, so every function works eagerly and under
``jit``, ``grad`` and ``vmap``. Matrices are the last two axes; leading axes are a batch.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

import ml_dtypes
import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.lax import linalg as lax_linalg
from jaxtypes.runtime.lax import linalg_eigen
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.dot import dot_general
from jaxtypes.runtime.lax.matrices import adjoint as _adjoint
from jaxtypes.runtime.lax.matrices import constant as _scalar
from jaxtypes.runtime.lax.matrices import keep_weak as _keep_weak
from jaxtypes.runtime.lax.matrices import real_dtype as _real_dtype
from jaxtypes.runtime.lax.matrices import transpose as _swap_last
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.lax.sorting import sort as lax_sort
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import reductions as red
from jaxtypes.runtime.numpy.creation import eye as np_eye
from jaxtypes.runtime.numpy.products import matmul as np_matmul
from jaxtypes.runtime.numpy.promotion import check_arguments, promote, promote_inexact
from jaxtypes.runtime.numpy.reductions import normalize_axes, normalize_axis
from jaxtypes.runtime.numpy.shape import broadcast_to, reshape, transpose

__all__ = ["cholesky", "cond", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "lstsq",
           "matmul", "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "multi_dot", "norm", "outer",
           "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "tensorinv", "tensorsolve", "trace",
           "vecdot", "vector_norm"]


class EigResult(NamedTuple):
    eigenvalues: Array
    eigenvectors: Array


class EighResult(NamedTuple):
    eigenvalues: Array
    eigenvectors: Array


class QRResult(NamedTuple):
    Q: Array
    R: Array


class SlogdetResult(NamedTuple):
    sign: Array
    logabsdet: Array


class SVDResult(NamedTuple):
    U: Array
    S: Array
    Vh: Array


# -- helpers ------------------------------------------------------------------------

def _inexact(name: str, *args: Any) -> list[Array]:
    check_arguments(f"jnp.linalg.{name}", *args)
    return promote_inexact(f"jnp.linalg.{name}", *args)[0]


def _matrices(name: str, a: Any, *, square: bool = False) -> Array:
    (x,) = _inexact(name, a)
    if x.ndim < 2:
        raise ValueError(f"jnp.linalg.{name}: the array must have at least two dimensions, got shape {x.shape}")
    if square and x.shape[-1] != x.shape[-2]:
        raise ValueError(f"jnp.linalg.{name}: the last two dimensions must be square, got shape {x.shape}")
    return x


def _eps(dtype: np.dtype[Any]) -> float:
    return float(ml_dtypes.finfo(_real_dtype(dtype)).eps)  # type: ignore[no-untyped-call]


def _last_diagonal(x: Array, offset: int = 0) -> Array:
    """The ``offset`` diagonal of the last two axes (``np.diagonal(x, offset, -2, -1)``)."""
    n, m = x.shape[-2:]
    length = max(0, min(n + min(offset, 0), m - max(offset, 0)))
    rows = lax_shape.broadcasted_iota(np.dtype(np.int32), (n, m), 0)
    columns = lax_shape.broadcasted_iota(np.dtype(np.int32), (n, m), 1)
    on = ew.equal(ew.subtract(columns, rows), _scalar(offset, np.dtype(np.int32)))
    picked = ew.where(broadcast_to(on, x.shape), x, _keep_weak(_scalar(0, x.dtype), x))
    keep = x.dtype if x.dtype.kind in "biu" else None  # integer sums would widen
    if offset >= 0:  # along the columns: entry j holds x[j - offset, j]
        return lax_shape.slice_in_dim(red.sum(picked, axis=-2, dtype=keep), offset, offset + length, axis=x.ndim - 2)
    return lax_shape.slice_in_dim(red.sum(picked, axis=-1, dtype=keep), -offset, -offset + length, axis=x.ndim - 2)


# -- decompositions -----------------------------------------------------------------

def cholesky(a: Any, *, upper: bool = False, symmetrize_input: bool = True) -> Array:
    """The Cholesky factor of Hermitian positive-definite matrices: lower (``L @ L^H == a``),
    or upper with ``upper=True``."""
    factor = lax_linalg.cholesky(_matrices("cholesky", a, square=True), symmetrize_input=symmetrize_input)
    return _adjoint(factor) if upper else factor


def qr(a: Any, mode: str = "reduced") -> Any:
    """QR decomposition: ``(Q, R)`` for ``mode`` "reduced" or "complete", ``R`` alone for
    "r", and LAPACK's Householder form ``(a^T, taus)`` for "raw" (no derivative)."""
    x = _matrices("qr", a)
    if mode == "raw":
        packed, taus = lax_linalg.geqrf(x)
        return QRResult(_swap_last(packed), taus)
    if mode not in ("reduced", "complete", "r"):
        raise ValueError(f"jnp.linalg.qr: unsupported mode {mode!r}; use 'reduced', 'complete', 'r' or 'raw'")
    q, r = lax_linalg.qr(x, full_matrices=mode == "complete")
    return r if mode == "r" else QRResult(q, r)


def svd(a: Any, full_matrices: bool = True, compute_uv: bool = True, hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None) -> Any:
    """Singular value decomposition ``(U, S, Vh)`` (``S`` alone without ``compute_uv``),
    singular values in decreasing order; ``hermitian=True`` computes it from ``eigh``."""
    x = _matrices("svd", a)
    if hermitian:
        return _hermitian_svd(x, compute_uv, subset_by_index)
    if compute_uv:
        u, s, vh = lax_linalg.svd(x, full_matrices=full_matrices, compute_uv=True, subset_by_index=subset_by_index)
        return SVDResult(u, s, vh)
    return lax_linalg.svd(x, full_matrices=full_matrices, compute_uv=False, subset_by_index=subset_by_index)


def _hermitian_svd(x: Array, compute_uv: bool, subset_by_index: tuple[int, int] | None) -> Any:
    vectors, values = lax_linalg.eigh(x, subset_by_index=subset_by_index)
    s = ew.abs(values)
    last = s.ndim - 1
    if not compute_uv:
        return lax_shape.rev(lax_sort(s, dimension=-1), (last,))
    order = lax_shape.broadcasted_iota(np.dtype(np.int32), s.shape, last)
    s, order, sign = lax_sort((s, order, ew.sign(values)), dimension=-1, num_keys=1)
    s, order, sign = (lax_shape.rev(v, (last,)) for v in (s, order, sign))
    k = vectors.shape[-1]
    picks = ew.equal(lax_shape.expand_dims(order, (order.ndim - 1,)),
                     lax_shape.broadcasted_iota(np.dtype(np.int32), (*order.shape[:-1], k, k), order.ndim - 1))
    u = np_matmul(vectors, ew.astype(picks, vectors.dtype))  # the columns of ``vectors`` in ``order``
    vh = _adjoint(ew.multiply(u, lax_shape.expand_dims(ew.astype(sign, u.dtype), (sign.ndim - 1,))))
    return SVDResult(u, s, vh)


def svdvals(x: Any, /) -> Array:
    """The singular values, in decreasing order."""
    return svd(x, compute_uv=False)  # type: ignore[no-any-return]


def eig(a: Any) -> EigResult:
    """Eigenvalues and right eigenvectors of general square matrices (complex results)."""
    w, v = linalg_eigen.eig(_matrices("eig", a, square=True), compute_left_eigenvectors=False)
    return EigResult(w, v)


def eigvals(a: Any) -> Array:
    """Eigenvalues of general square matrices (complex)."""
    (w,) = linalg_eigen.eig(_matrices("eigvals", a, square=True), compute_left_eigenvectors=False,
                            compute_right_eigenvectors=False)
    return w


def _lower(name: str, UPLO: str | None) -> bool:  # noqa: N803  (NumPy's name)
    if UPLO is None or UPLO == "L":
        return True
    if UPLO == "U":
        return False
    raise ValueError(f"jnp.linalg.{name}: UPLO must be 'L' or 'U', got {UPLO!r}")


def eigh(a: Any, UPLO: str | None = None, symmetrize_input: bool = True) -> EighResult:  # noqa: N803
    """Eigenvalues (ascending, real) and eigenvectors of Hermitian matrices, read from the
    lower (``UPLO='L'``) or upper triangle."""
    lower = _lower("eigh", UPLO)
    v, w = lax_linalg.eigh(_matrices("eigh", a, square=True), lower=lower, symmetrize_input=symmetrize_input)
    return EighResult(w, v)


def eigvalsh(a: Any, UPLO: str | None = "L", *, symmetrize_input: bool = True) -> Array:  # noqa: N803
    """Eigenvalues (ascending, real) of Hermitian matrices."""
    return eigh(a, UPLO, symmetrize_input).eigenvalues


# -- solving and inverting ----------------------------------------------------------

def _lu_solve(factors: Array, permutation: Array, b: Array) -> Array:
    """``a^-1 b`` for matrices ``b`` from ``a``'s LU factors (``a[permutation] == L @ U``)."""
    from jaxtypes.runtime.lax.matrices import permutation_matrix

    pb = np_matmul(_keep_weak(permutation_matrix(permutation, b.dtype), b), b)
    y = lax_linalg.triangular_solve(factors, pb, left_side=True, lower=True, unit_diagonal=True)
    return lax_linalg.triangular_solve(factors, y, left_side=True, lower=False)


def solve(a: Any, b: Any) -> Array:
    """``x`` with ``a @ x == b``: ``b`` is a vector when it is 1-D, otherwise a stack of
    matrices whose leading axes broadcast with ``a``'s."""
    x, y = _inexact("solve", a, b)
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"jnp.linalg.solve: a must be a stack of square matrices, got shape {x.shape}")
    vector = y.ndim == 1
    if not vector and y.ndim < 2:
        raise ValueError(f"jnp.linalg.solve: b must have at least one dimension, got shape {y.shape}")
    if vector:
        y = lax_shape.expand_dims(y, (1,))
    if y.shape[-2] != x.shape[-1]:
        raise ValueError(f"jnp.linalg.solve: incompatible shapes {x.shape} and {tuple(b.shape) if vector else y.shape}"
                         f" ({x.shape[-1]} != {y.shape[-2]})")
    batch = np.broadcast_shapes(x.shape[:-2], y.shape[:-2])
    x = broadcast_to(x, (*batch, *x.shape[-2:]))
    y = broadcast_to(y, (*batch, *y.shape[-2:]))
    factors, _, permutation = lax_linalg.lu(x)
    out = _lu_solve(factors, permutation, y)
    return lax_shape.squeeze(out, (out.ndim - 1,)) if vector else out


def inv(a: Any) -> Array:
    """The inverse of square matrices."""
    x = _matrices("inv", a, square=True)
    return solve(x, broadcast_to(np_eye(x.shape[-1], dtype=x.dtype), x.shape))


def matrix_power(a: Any, n: int) -> Array:
    """``a`` multiplied by itself ``n`` times (``n < 0``: of its inverse; ``n == 0``: identities)."""
    check_arguments("jnp.linalg.matrix_power", a)
    (x,), _ = promote("jnp.linalg.matrix_power", a)  # integers stay integers, as in jax
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"jnp.linalg.matrix_power: the array must be a stack of square matrices, got shape {x.shape}")
    try:
        n = int(n.__index__())
    except (AttributeError, TypeError):
        raise TypeError(f"jnp.linalg.matrix_power: the exponent must be an integer, got {n!r}") from None
    if n == 0:
        return broadcast_to(np_eye(x.shape[-1], dtype=x.dtype), x.shape)
    if n < 0:
        x, n = inv(x), -n
    result: Array | None = None
    power = x
    while True:
        n, bit = divmod(n, 2)
        if bit:
            result = power if result is None else np_matmul(result, power)
        if not n:
            return result  # type: ignore[return-value]
        power = np_matmul(power, power)


def _entry(x: Array, i: int, j: int) -> Array:
    return lax_shape.index_in_dim(lax_shape.index_in_dim(x, i, x.ndim - 2, keepdims=False), j, x.ndim - 2,
                                  keepdims=False)


def _small_det(x: Array) -> Array:
    """The determinant of 2x2 or 3x3 matrices by the cofactor formula (as jax computes it)."""
    def e(i: int, j: int) -> Array:
        return _entry(x, i, j)

    if x.shape[-1] == 2:
        return ew.subtract(ew.multiply(e(0, 0), e(1, 1)), ew.multiply(e(0, 1), e(1, 0)))
    terms = [ew.multiply(ew.multiply(e(0, i), e(1, j)), e(2, k)) for i, j, k in ((0, 1, 2), (1, 2, 0), (2, 0, 1))]
    minus = [ew.multiply(ew.multiply(e(0, i), e(1, j)), e(2, k)) for i, j, k in ((2, 1, 0), (0, 2, 1), (1, 0, 2))]
    return ew.subtract(ew.add(ew.add(terms[0], terms[1]), terms[2]), ew.add(ew.add(minus[0], minus[1]), minus[2]))


def det(a: Any) -> Array:
    """The determinant of square matrices: by the cofactor formula for 2x2 and 3x3, from
    the LU factorisation otherwise."""
    x = _matrices("det", a, square=True)
    if x.shape[-1] == 0:
        return broadcast_to(_scalar(1, x.dtype), x.shape[:-2])
    if x.shape[-1] in (2, 3):
        return _small_det(x)
    factors, pivots, _ = lax_linalg.lu(x)
    return ew.multiply(_permutation_sign(pivots, x.dtype), red.prod(_last_diagonal(factors), axis=-1))


def _permutation_sign(pivots: Array, dtype: np.dtype[Any]) -> Array:
    """+1 or -1: the sign of the row permutation LAPACK's pivots make."""
    swaps = ew.not_equal(pivots, lax_shape.broadcasted_iota(pivots.dtype, pivots.shape, pivots.ndim - 1))
    parity = ew.remainder(red.sum(ew.astype(swaps, np.dtype(np.int32)), axis=-1), 2)
    return ew.astype(ew.subtract(1, ew.multiply(2, parity)), dtype)


def slogdet(a: Any, *, method: str | None = None) -> SlogdetResult:
    """``(sign, log|det|)`` of square matrices: ``sign`` is 0 and ``logabsdet`` -inf for a
    singular matrix; a complex ``sign`` has modulus 1. ``method`` is "lu" (default) or "qr"."""
    x = _matrices("slogdet", a, square=True)
    if method not in (None, "lu", "qr"):
        raise ValueError(f"jnp.linalg.slogdet: unknown method {method!r}; use 'lu' or 'qr'")
    real = _real_dtype(x.dtype)
    if method == "qr":
        if x.dtype.kind == "c":
            raise NotImplementedError("jnp.linalg.slogdet: method='qr' is not implemented for complex inputs")
        q, r = lax_linalg.qr(x)
        diag = _last_diagonal(r)
        sign = ew.multiply(red.prod(ew.sign(diag), axis=-1), det(q))
        return SlogdetResult(sign, red.sum(ew.log(ew.abs(diag)), axis=-1))
    if x.shape[-1] == 0:
        return SlogdetResult(broadcast_to(_scalar(1, x.dtype), x.shape[:-2]),
                             broadcast_to(_scalar(0, real), x.shape[:-2]))
    if x.shape[-1] in (1, 2):  # from the determinant itself, as jax
        d = _small_det(x) if x.shape[-1] == 2 else _entry(x, 0, 0)
        return SlogdetResult(ew.sign(d), ew.real(ew.log(ew.abs(d))))
    factors, pivots, _ = lax_linalg.lu(x)
    diag = _last_diagonal(factors)
    singular = red.any(ew.equal(diag, _scalar(0, x.dtype)), axis=-1)
    magnitude = ew.abs(diag)
    units = ew.divide(diag, ew.astype(magnitude, x.dtype)) if x.dtype.kind == "c" else ew.sign(diag)
    sign = ew.multiply(_permutation_sign(pivots, x.dtype), red.prod(units, axis=-1))
    sign = ew.where(singular, _scalar(0, x.dtype), sign)
    logabs = ew.where(singular, _scalar(-np.inf, real), red.sum(ew.log(magnitude), axis=-1))
    return SlogdetResult(sign, logabs)


def pinv(a: Any, rtol: Any = None, hermitian: bool = False, *, rcond: Any = None) -> Array:
    """The Moore-Penrose pseudo-inverse (singular values at or below ``rtol`` times the
    largest are dropped; default ``10 * max(M, N) * eps``)."""
    if rcond is not None:
        if rtol is not None:
            raise ValueError("jnp.linalg.pinv: only one of rtol and rcond may be specified")
        rtol = rcond
    x = _matrices("pinv", a)
    m, n = x.shape[-2:]
    if m == 0 or n == 0:
        return broadcast_to(_scalar(0, x.dtype), (*x.shape[:-2], n, m))
    u, s, vh = svd(ew.conj(x), full_matrices=False, hermitian=hermitian)
    real = s.dtype
    tolerance = _scalar(10.0 * max(m, n) * _eps(x.dtype), real) if rtol is None else ew.astype(rtol, real)
    tolerance = reshape(tolerance, (*tolerance.shape, 1))
    cutoff = ew.multiply(tolerance, lax_shape.slice_in_dim(s, 0, 1, axis=s.ndim - 1))
    s = ew.where(ew.greater(s, cutoff), s, _scalar(np.inf, real))
    scaled = ew.divide(_swap_last(u), lax_shape.expand_dims(ew.astype(s, u.dtype), (s.ndim,)))
    return np_matmul(_swap_last(vh), scaled)


def matrix_rank(M: Any, rtol: Any = None, *, hermitian: bool = False, tol: Any = None) -> Array:  # noqa: N803
    """The number of singular values above ``rtol`` (default: the largest times
    ``max(M, N) * eps``); 0 or 1 for a vector or scalar."""
    if tol is not None:
        if rtol is not None:
            raise ValueError("jnp.linalg.matrix_rank: only one of tol or rtol may be specified")
        rtol = tol
    (x,) = _inexact("matrix_rank", M)
    if x.ndim < 2:
        return ew.astype(red.any(ew.not_equal(x, _scalar(0, x.dtype))), np.dtype(np.int32))
    s = svd(x, full_matrices=False, compute_uv=False, hermitian=hermitian)
    if rtol is None:
        tolerance = ew.multiply(red.max(s, axis=-1), _scalar(max(x.shape[-2:]) * _eps(x.dtype), s.dtype))
    else:
        tolerance = ew.astype(rtol, s.dtype)
    tolerance = reshape(tolerance, (*tolerance.shape, 1))
    return red.sum(ew.greater(s, tolerance), axis=-1)


def lstsq(a: Any, b: Any, rcond: float | None = None, *, numpy_resid: bool = False
          ) -> tuple[Array, Array, Array, Array]:
    """Least squares ``x`` minimising ``|b - a @ x|``, with the residuals' squared norms,
    the effective rank of ``a`` and its singular values (``a`` 2-D, ``b`` 1-D or 2-D)."""
    x, y = _inexact("lstsq", a, b)
    if x.ndim != 2:
        raise TypeError(f"jnp.linalg.lstsq: a must be two-dimensional, got shape {x.shape}")
    if y.ndim not in (1, 2):
        raise TypeError(f"jnp.linalg.lstsq: b must be one- or two-dimensional, got shape {y.shape}")
    if x.shape[0] != y.shape[0]:
        raise ValueError(f"jnp.linalg.lstsq: the leading dimensions differ: {x.shape} and {y.shape}")
    vector = y.ndim == 1
    if vector:
        y = lax_shape.expand_dims(y, (1,))
    m, n = x.shape
    real = _real_dtype(x.dtype)
    if x.size == 0:
        s = broadcast_to(_scalar(0, real), (0,))
        rank = _scalar(0, np.dtype(np.int32))
        solution = broadcast_to(_scalar(0, x.dtype), (n, y.shape[1]))
    else:
        cut = _eps(x.dtype) * max(m, n) if rcond is None or rcond < 0 else rcond
        u, s, vh = svd(x, full_matrices=False)
        largest = lax_shape.slice_in_dim(s, 0, 1, axis=0)
        keep = ew.bitwise_and(ew.greater(s, _scalar(0, real)),
                              ew.greater_equal(s, ew.multiply(_scalar(cut, real), largest)))
        rank = red.sum(ew.astype(keep, np.dtype(np.int32)))
        inverse = ew.where(keep, ew.divide(_scalar(1, real), ew.where(keep, s, _scalar(1, real))), _scalar(0, real))
        projected = np_matmul(_adjoint(u), y)
        solution = np_matmul(_adjoint(vh), ew.multiply(lax_shape.expand_dims(ew.astype(inverse, x.dtype), (1,)),
                                                       projected))
    if numpy_resid and (int(rank) < n or m <= n):
        resid = broadcast_to(_scalar(0, real), (0,))
    else:
        resid = ew.square(norm(ew.subtract(y, np_matmul(x, solution)), axis=0))
    return (lax_shape.squeeze(solution, (1,)) if vector else solution), resid, rank, s


def tensorinv(a: Any, ind: int = 2) -> Array:
    """The inverse of ``a`` seen as a linear map from its last axes to its first ``ind``."""
    (x,) = _inexact("tensorinv", a)
    if ind <= 0:
        raise ValueError(f"jnp.linalg.tensorinv: ind must be a positive integer, got {ind}")
    rows, columns = x.shape[:ind], x.shape[ind:]
    if math.prod(rows) != math.prod(columns):
        raise ValueError(f"jnp.linalg.tensorinv: the product of the first {ind} dimensions of shape {x.shape} must "
                         "equal the product of the others")
    return reshape(inv(reshape(x, (math.prod(rows), math.prod(columns)))), (*columns, *rows))


def tensorsolve(a: Any, b: Any, axes: tuple[int, ...] | None = None) -> Array:
    """``x`` with ``tensordot(a, x, x.ndim) == b``; ``axes`` of ``a`` are moved to the end first."""
    x, y = _inexact("tensorsolve", a, b)
    if axes is not None:
        moved = normalize_axes(axes, x.ndim)
        x = transpose(x, [*(i for i in range(x.ndim) if i not in moved), *moved])
    if x.shape[:y.ndim] != y.shape:
        raise ValueError(f"jnp.linalg.tensorsolve: the leading shape of a {x.shape} must match b's {y.shape}")
    out_shape = x.shape[y.ndim:]
    if math.prod(y.shape) != math.prod(out_shape):
        raise ValueError(f"jnp.linalg.tensorsolve: a of shape {x.shape} is not square for b of shape {y.shape}")
    flat = reshape(x, (math.prod(y.shape), math.prod(out_shape)))
    return reshape(solve(flat, reshape(y, (math.prod(y.shape),))), out_shape)


# -- norms and condition numbers --------------------------------------------------

def vector_norm(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False,
                ord: int | float | str = 2) -> Array:  # noqa: A002  (NumPy's name)
    """The vector ``ord``-norm over ``axis`` (all axes when None)."""
    (v,) = _inexact("vector_norm", x)
    axes = tuple(range(v.ndim)) if axis is None else normalize_axes(axis, v.ndim)
    return _vector_norm(v, axes, keepdims, ord)


def _vector_norm(v: Array, axes: tuple[int, ...], keepdims: bool, ord: Any) -> Array:  # noqa: A002
    if isinstance(ord, str):
        raise ValueError(f"jnp.linalg.norm: invalid order {ord!r} for a vector norm")
    magnitude = ew.abs(v)
    if ord is None or ord == 2:
        return ew.sqrt(red.sum(ew.real(ew.multiply(v, ew.conj(v))), axis=axes, keepdims=keepdims))
    if ord == np.inf:
        return red.max(magnitude, axis=axes, keepdims=keepdims) if v.size else \
            red.sum(magnitude, axis=axes, keepdims=keepdims)
    if ord == -np.inf:
        return red.min(magnitude, axis=axes, keepdims=keepdims)
    if ord == 0:
        return red.sum(ew.astype(ew.not_equal(v, _scalar(0, v.dtype)), magnitude.dtype), axis=axes,
                       keepdims=keepdims)
    if ord == 1:
        return red.sum(magnitude, axis=axes, keepdims=keepdims)
    p = _scalar(ord, magnitude.dtype)
    return ew.power(red.sum(ew.power(magnitude, p), axis=axes, keepdims=keepdims), ew.reciprocal(p))


def _matrix_norm(x: Array, rows: int, columns: int, keepdims: bool, ord: Any) -> Array:  # noqa: A002
    if ord is None or ord in ("fro", "f"):
        return ew.sqrt(red.sum(ew.real(ew.multiply(x, ew.conj(x))), axis=(rows, columns), keepdims=keepdims))
    magnitude = ew.abs(x)
    if ord in (1, -1, np.inf, -np.inf):
        summed, other = (rows, columns) if ord in (1, -1) else (columns, rows)
        sums = red.sum(magnitude, axis=summed, keepdims=True)
        pick = red.max if ord in (1, np.inf) else red.min
        out = pick(sums, axis=other, keepdims=True)
        return out if keepdims else lax_shape.squeeze(out, tuple(sorted((rows, columns))))
    if ord in (2, -2, "nuc"):
        moved = transpose(x, [*(i for i in range(x.ndim) if i not in (rows, columns)), rows, columns])
        s = svd(moved, compute_uv=False)
        out = red.sum(s, axis=-1) if ord == "nuc" else (red.max if ord == 2 else red.min)(s, axis=-1)
        if keepdims:
            out = lax_shape.expand_dims(out, tuple(sorted((rows, columns))))
        return out
    raise ValueError(f"jnp.linalg.norm: invalid order {ord!r} for a matrix norm")


def norm(x: Any, ord: int | float | str | None = None, axis: int | tuple[int, ...] | None = None,  # noqa: A002
         keepdims: bool = False) -> Array:
    """A vector norm (one axis, or a 1-D array) or a matrix norm (two axes, or a 2-D array),
    as ``numpy.linalg.norm``: ``ord`` None, "fro", "nuc", ±inf, ±1, ±2 or (vectors) any power."""
    (v,) = _inexact("norm", x)
    if axis is None:
        if ord is None:
            return ew.sqrt(red.sum(ew.real(ew.multiply(v, ew.conj(v))), keepdims=keepdims))
        axes: tuple[int, ...] = tuple(range(v.ndim))
    else:
        axes = normalize_axes(axis, v.ndim)
    if len(axes) == 1:
        return _vector_norm(v, axes, keepdims, ord)
    if len(axes) == 2:
        return _matrix_norm(v, axes[0], axes[1], keepdims, ord)
    raise ValueError(f"jnp.linalg.norm: improper number of axes {axis!r}: pass one axis for a vector norm or two for "
                     "a matrix norm")


def matrix_norm(x: Any, /, *, keepdims: bool = False, ord: str | int = "fro") -> Array:  # noqa: A002
    """The matrix norm of the last two axes."""
    (v,) = _inexact("matrix_norm", x)
    if v.ndim < 2:
        raise ValueError(f"jnp.linalg.matrix_norm: the array must have at least two dimensions, got shape {v.shape}")
    return _matrix_norm(v, v.ndim - 2, v.ndim - 1, keepdims, ord)


def cond(x: Any, p: Any = None) -> Array:
    """The condition number in the ``p``-norm (the ratio of extreme singular values for
    None and ±2; ``norm(x, p) * norm(inv(x), p)`` otherwise, square matrices only)."""
    v = _matrices("cond", x)
    if v.shape[-1] == 0 or v.shape[-2] == 0:
        raise ValueError(f"jnp.linalg.cond: the matrix must not be empty, got shape {v.shape}")
    if p is None or p in (2, -2):
        s = svd(v, compute_uv=False)
        largest, smallest = (lax_shape.index_in_dim(s, i, s.ndim - 1, keepdims=False) for i in (0, -1 % s.shape[-1]))
        return ew.divide(largest, smallest) if p != -2 else ew.divide(smallest, largest)
    if v.shape[-1] != v.shape[-2]:
        raise ValueError(f"jnp.linalg.cond: for p={p!r} the matrices must be square, got shape {v.shape}")
    r = ew.multiply(matrix_norm(v, ord=p), matrix_norm(inv(v), ord=p))
    nan_input = red.any(ew.not_equal(v, v), axis=(-2, -1))
    return ew.where(ew.bitwise_and(ew.not_equal(r, r), ew.bitwise_not(nan_input)), _scalar(np.inf, r.dtype), r)


# -- products and views -------------------------------------------------------------

def matmul(x1: Any, x2: Any, /, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The matrix product (``jnp.matmul``)."""
    if precision is None and preferred_element_type is None:
        return np_matmul(x1, x2)
    (a, b), _ = promote("jnp.linalg.matmul", x1, x2)
    if a.ndim < 2 or b.ndim < 2:
        raise ValueError("jnp.linalg.matmul: precision= and preferred_element_type= need operands of at least two "
                         f"dimensions, got shapes {a.shape} and {b.shape}")
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a, b = broadcast_to(a, (*batch, *a.shape[-2:])), broadcast_to(b, (*batch, *b.shape[-2:]))
    n = len(batch)
    return dot_general(a, b, (((n + 1,), (n,)), (tuple(range(n)), tuple(range(n)))), precision=precision,
                       preferred_element_type=preferred_element_type)


def matrix_transpose(x: Any, /) -> Array:
    """The last two axes swapped."""
    check_arguments("jnp.linalg.matrix_transpose", x)
    (v,), _ = promote("jnp.linalg.matrix_transpose", x)
    if v.ndim < 2:
        raise ValueError(f"jnp.linalg.matrix_transpose: the array must have at least two dimensions, got {v.ndim}")
    out: Array = _swap_last(v)
    return out


def diagonal(x: Any, /, *, offset: int = 0) -> Array:
    """The ``offset`` diagonal of the last two axes."""
    check_arguments("jnp.linalg.diagonal", x)
    (v,), _ = promote("jnp.linalg.diagonal", x)
    if v.ndim < 2:
        raise ValueError(f"jnp.linalg.diagonal: the array must have at least two dimensions, got shape {v.shape}")
    return _last_diagonal(v, offset)


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Array:
    """The sum of the ``offset`` diagonal of the last two axes (``dtype``: the sum's)."""
    return red.sum(diagonal(x, offset=offset), axis=-1, dtype=dtype)


def outer(x1: Any, x2: Any, /) -> Array:
    """The outer product of two vectors."""
    check_arguments("jnp.linalg.outer", x1, x2)
    (a, b), _ = promote("jnp.linalg.outer", x1, x2)
    if a.ndim != 1 or b.ndim != 1:
        raise ValueError(f"jnp.linalg.outer: the arrays must be one-dimensional, got shapes {a.shape} and {b.shape}")
    return ew.multiply(lax_shape.expand_dims(a, (1,)), lax_shape.expand_dims(b, (0,)))


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Array:
    """The cross product of 3-vectors along ``axis`` (other axes broadcast)."""
    check_arguments("jnp.linalg.cross", x1, x2)
    (a, b), _ = promote("jnp.linalg.cross", x1, x2)
    for v in (a, b):
        if v.ndim == 0 or v.shape[normalize_axis(axis, v.ndim)] != 3:
            raise ValueError(f"jnp.linalg.cross: both arrays must have size 3 along axis {axis}, got shapes "
                             f"{a.shape} and {b.shape}")
    a = lax_shape.transpose(a, _moved_last(normalize_axis(axis, a.ndim), a.ndim))
    b = lax_shape.transpose(b, _moved_last(normalize_axis(axis, b.ndim), b.ndim))
    shape = np.broadcast_shapes(a.shape, b.shape)
    a, b = broadcast_to(a, shape), broadcast_to(b, shape)
    last = len(shape) - 1
    ax, ay, az = (lax_shape.index_in_dim(a, i, last) for i in range(3))
    bx, by, bz = (lax_shape.index_in_dim(b, i, last) for i in range(3))
    out = lax_shape.concatenate([ew.subtract(ew.multiply(ay, bz), ew.multiply(az, by)),
                                 ew.subtract(ew.multiply(az, bx), ew.multiply(ax, bz)),
                                 ew.subtract(ew.multiply(ax, by), ew.multiply(ay, bx))], last)
    target = normalize_axis(axis, len(shape))
    out = lax_shape.transpose(out, tuple(np.argsort(_moved_last(target, len(shape)))))
    return convert_element_type(out, out.dtype, weak_type=False) if out.weak_type else out  # strong, as in jax


def _moved_last(axis: int, ndim: int) -> tuple[int, ...]:
    return (*(i for i in range(ndim) if i != axis), axis)


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """``sum(conj(x1) * x2)`` along ``axis`` (other axes broadcast)."""
    check_arguments("jnp.linalg.vecdot", x1, x2)
    (a, b), _ = promote("jnp.linalg.vecdot", x1, x2)
    for v in (a, b):
        if v.ndim == 0:
            raise ValueError("jnp.linalg.vecdot: the arrays must have at least one dimension")
    ia, ib = normalize_axis(axis, a.ndim), normalize_axis(axis, b.ndim)
    if a.shape[ia] != b.shape[ib]:
        raise ValueError(f"jnp.linalg.vecdot: the sizes along axis {axis} differ: shapes {a.shape} and {b.shape}")
    a = lax_shape.transpose(ew.conj(a), _moved_last(ia, a.ndim))
    b = lax_shape.transpose(b, _moved_last(ib, b.ndim))
    batch = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    a, b = broadcast_to(a, (*batch, a.shape[-1])), broadcast_to(b, (*batch, b.shape[-1]))
    n = len(batch)
    return dot_general(a, b, (((n,), (n,)), (tuple(range(n)), tuple(range(n)))), precision=precision,
                       preferred_element_type=preferred_element_type)


def tensordot(x1: Any, x2: Any, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2, precision: Any = None,
              preferred_element_type: Any = None) -> Array:
    """The sum of products over the last ``axes`` axes of ``x1`` and the first of ``x2``, or
    over the axes given as a pair of sequences."""
    check_arguments("jnp.linalg.tensordot", x1, x2)
    (a, b), _ = promote("jnp.linalg.tensordot", x1, x2)
    if isinstance(axes, (int, np.integer)):
        k = int(axes)
        if k < 0 or k > min(a.ndim, b.ndim):
            raise ValueError(f"jnp.linalg.tensordot: axes={k} does not fit shapes {a.shape} and {b.shape}")
        left, right = tuple(range(a.ndim - k, a.ndim)), tuple(range(k))
    else:
        try:
            pair: tuple[Any, Any] = tuple(axes)  # type: ignore[assignment]
            first, second = (tuple(np.atleast_1d(np.asarray(p, dtype=np.int64)).tolist()) for p in pair)
        except (TypeError, ValueError):
            raise TypeError(f"jnp.linalg.tensordot: axes must be an int or a pair of sequences, got {axes!r}") from None
        if len(first) != len(second):
            raise ValueError(f"jnp.linalg.tensordot: the axes lists differ in length: {first} and {second}")
        left = tuple(normalize_axis(int(i), a.ndim) for i in first)
        right = tuple(normalize_axis(int(i), b.ndim) for i in second)
    for i, j in zip(left, right):
        if a.shape[i] != b.shape[j]:
            raise ValueError(f"jnp.linalg.tensordot: shape mismatch along the contracted axes: {a.shape} axis {i} "
                             f"and {b.shape} axis {j}")
    return dot_general(a, b, ((left, right), ((), ())), precision=precision,
                       preferred_element_type=preferred_element_type)


def multi_dot(arrays: Sequence[Any], *, precision: Any = None) -> Array:
    """The product of a chain of matrices (the first and last may be vectors), in the
    order of multiplications that costs the fewest flops."""
    arrays = list(arrays)
    if len(arrays) < 2:
        raise ValueError(f"jnp.linalg.multi_dot: at least two arrays are needed, got {len(arrays)}")
    check_arguments("jnp.linalg.multi_dot", *arrays)
    mats, _ = promote("jnp.linalg.multi_dot", *arrays)
    first_vector, last_vector = mats[0].ndim == 1, mats[-1].ndim == 1
    if first_vector:
        mats[0] = lax_shape.expand_dims(mats[0], (0,))
    if last_vector:
        mats[-1] = lax_shape.expand_dims(mats[-1], (1,))
    if any(m.ndim != 2 for m in mats):
        raise ValueError("jnp.linalg.multi_dot: the arrays must be two-dimensional, except the first and last, "
                         f"which may be one-dimensional; got shapes {[tuple(x.shape) for x in arrays]}")
    for left, right in zip(mats, mats[1:]):
        if left.shape[1] != right.shape[0]:
            raise ValueError(f"jnp.linalg.multi_dot: shapes {left.shape} and {right.shape} are not aligned")
    out = _chain(mats, _chain_order([m.shape[0] for m in mats] + [mats[-1].shape[1]]), 0, len(mats) - 1, precision)
    drop = ((0,) if first_vector else ()) + ((out.ndim - 1,) if last_vector else ())
    return lax_shape.squeeze(out, drop) if drop else out


def _chain_order(dims: list[int]) -> list[list[int]]:
    """The split points of the cheapest parenthesisation of a matrix chain (dynamic programming)."""
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j], split[i][j] = min((cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1], k)
                                          for k in range(i, j))
    return split


def _chain(mats: list[Array], split: list[list[int]], i: int, j: int, precision: Any) -> Array:
    if i == j:
        return mats[i]
    k = split[i][j]
    left, right = _chain(mats, split, i, k, precision), _chain(mats, split, k + 1, j, precision)
    return dot_general(left, right, (((1,), (0,)), ((), ())), precision=precision)
