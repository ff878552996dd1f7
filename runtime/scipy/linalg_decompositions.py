"""``jax.scipy.linalg``'s factorizations and solvers, composed from ``lax.linalg``.

Integer and bool operands become floats (``promote_inexact``); matrices are the last
two axes and leading axes are a batch. SciPy's ``overwrite_*``, ``check_finite``,
``lwork``, ``turbo``, ``debug`` and ``lapack_driver`` arguments are accepted and
ignored, as in jax.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import linalg as lax_linalg
from jaxtypes.runtime.lax import linalg_eigen
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.matrices import permutation_matrix
from jaxtypes.runtime.lax.qdwh import qdwh
from jaxtypes.runtime.lax.solvers import custom_linear_solve
from jaxtypes.runtime.lax.stop_gradient import stop_gradient
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.numpy.products import matmul
from jaxtypes.runtime.numpy.shape import broadcast_to, concatenate
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.lax.matrices import adjoint, keep_weak
from jaxtypes.runtime.lax.matrices import transpose as swap_last
from jaxtypes.runtime.scipy.linalg_common import (
    broadcast_batches, identity, inexact, inexact_only, matrices, over_batch, triangle,
)


def cholesky(a: Any, lower: bool = False, overwrite_a: bool = False, check_finite: bool = True) -> Array:
    """The Cholesky factor of Hermitian positive-definite matrices: upper (``U^H U == a``,
    the default) or lower; only that triangle of ``a`` is read."""
    (x,) = inexact("cholesky", a)
    x = matrices("cholesky", x)
    factor = lax_linalg.cholesky(x if lower else adjoint(x), symmetrize_input=False)
    return factor if lower else adjoint(factor)


def cho_factor(a: Any, lower: bool = False, overwrite_a: bool = False, check_finite: bool = True
               ) -> tuple[Array, bool]:
    """``(c, lower)`` for ``cho_solve``: ``c`` is ``cholesky(a, lower)``."""
    return cholesky(a, lower=lower), lower


def _rhs(name: str, a: Array, b: Array) -> tuple[Array, Array, bool]:
    """``a`` and ``b`` with broadcast batches and ``b`` as matrices (``True``: it was a
    vector, or a batch of vectors in jax's deprecated form)."""
    if b.ndim == 0:
        raise ValueError(f"jax.scipy.linalg.{name}: b must have at least one dimension")
    vector = b.ndim == 1
    if not vector and a.ndim == b.ndim + 1 and a.shape[-1] == b.shape[-1]:
        warnings.warn(f"jax.scipy.linalg.{name}: batched 1D solves with b.ndim > 1 are deprecated, and in the future "
                      "will be treated as a batched 2D solve. Use b[..., None] and squeeze the result to avoid this "
                      "warning.", FutureWarning, stacklevel=3)
        vector = True
    if vector:
        b = lax_shape.expand_dims(b, (b.ndim,))
    if b.shape[-2] != a.shape[-1]:
        raise ValueError(f"jax.scipy.linalg.{name}: incompatible shapes: a {a.shape} and b "
                         f"{b.shape[:-1] if vector else b.shape} ({a.shape[-1]} != {b.shape[-2]})")
    a, b = broadcast_batches(a, b, cores=(2, 2))
    return a, b, vector


def _vector_out(x: Array, vector: bool) -> Array:
    return lax_shape.squeeze(x, (x.ndim - 1,)) if vector else x


def cho_solve(c_and_lower: tuple[Any, bool], b: Any, overwrite_b: bool = False, check_finite: bool = True) -> Array:
    """``x`` with ``a x = b`` from ``(c, lower) = cho_factor(a)``; a 1-D ``b`` is a vector."""
    try:
        c, lower = c_and_lower
    except (TypeError, ValueError):
        raise TypeError("jax.scipy.linalg.cho_solve: c_and_lower must be a pair (c, lower)") from None
    c_, y = inexact("cho_solve", c, b)
    c_ = matrices("cho_solve", c_, "c")
    c_, y, vector = _rhs("cho_solve", c_, y)
    y = lax_linalg.triangular_solve(c_, y, left_side=True, lower=lower, transpose_a=not lower, conjugate_a=not lower)
    y = lax_linalg.triangular_solve(c_, y, left_side=True, lower=lower, transpose_a=lower, conjugate_a=lower)
    return _vector_out(y, vector)


def _trans(name: str, trans: Any, letters: bool = True) -> tuple[bool, bool]:
    if letters and isinstance(trans, str) and trans in ("N", "T", "C"):
        trans = "NTC".index(trans)
    if isinstance(trans, (bool, str)) or trans not in (0, 1, 2):
        raise ValueError(f"jax.scipy.linalg.{name}: invalid trans value {trans!r}; use 0, 1, 2"
                         + (", 'N', 'T' or 'C'" if letters else ""))
    return trans != 0, trans == 2


def solve_triangular(a: Any, b: Any, trans: int | str = 0, lower: bool = False, unit_diagonal: bool = False,
                     overwrite_b: bool = False, debug: Any = None, check_finite: bool = True) -> Array:
    """``x`` with ``op(a) x = b`` for triangular ``a`` (only its ``lower`` or upper triangle
    is read); ``trans`` 0/'N', 1/'T' or 2/'C' picks ``op``."""
    transpose_a, conjugate_a = _trans("solve_triangular", trans)
    x, y = inexact("solve_triangular", a, b)
    x = matrices("solve_triangular", x)
    x, y, vector = _rhs("solve_triangular", x, y)
    out = lax_linalg.triangular_solve(x, y, left_side=True, lower=lower, transpose_a=transpose_a,
                                      conjugate_a=conjugate_a, unit_diagonal=unit_diagonal)
    return _vector_out(out, vector)


def lu_factor(a: Any, overwrite_a: bool = False, check_finite: bool = True) -> tuple[Array, Array]:
    """``(lu, piv)``: the LU factors packed in one matrix and LAPACK's row swaps (int32)."""
    (x,) = inexact("lu_factor", a)
    factors, pivots, _ = lax_linalg.lu(matrices("lu_factor", x, square=False))
    return factors, pivots


def lu_solve(lu_and_piv: tuple[Any, Any], b: Any, trans: int = 0, overwrite_b: bool = False,
             check_finite: bool = True) -> Array:
    """``x`` with ``op(a) x = b`` from ``lu_factor(a)``; ``trans`` 0, 1 (transpose) or 2
    (conjugate transpose) picks ``op``."""
    try:
        factors, pivots = lu_and_piv
    except (TypeError, ValueError):
        raise TypeError("jax.scipy.linalg.lu_solve: lu_and_piv must be a pair (lu, piv)") from None
    transpose_a, conjugate_a = _trans("lu_solve", trans, letters=False)
    lu_, y = inexact("lu_solve", factors, b)
    lu_ = matrices("lu_solve", lu_, "lu")
    permutation = lax_linalg.lu_pivots_to_permutation(pivots, lu_.shape[-2])
    lu_, y, vector = _rhs("lu_solve", lu_, y)
    p = keep_weak(permutation_matrix(_batch_like(permutation, lu_), y.dtype), y)
    if not transpose_a:  # a = P^T L U
        y = lax_linalg.triangular_solve(lu_, matmul(p, y), left_side=True, lower=True, unit_diagonal=True)
        out = lax_linalg.triangular_solve(lu_, y, left_side=True, lower=False)
    else:  # op(a) = op(U) op(L) P
        y = lax_linalg.triangular_solve(lu_, y, left_side=True, lower=False, transpose_a=True, conjugate_a=conjugate_a)
        y = lax_linalg.triangular_solve(lu_, y, left_side=True, lower=True, unit_diagonal=True, transpose_a=True,
                                        conjugate_a=conjugate_a)
        out = matmul(swap_last(p), y)
    return _vector_out(out, vector)


def _batch_like(permutation: Array, like: Array) -> Array:
    return broadcast_to(permutation, (*like.shape[:-2], permutation.shape[-1]))


def lu(a: Any, permute_l: bool = False, overwrite_a: bool = False, check_finite: bool = True) -> Any:
    """``(p, l, u)`` with ``a = p @ l @ u`` (``l`` unit lower trapezoidal, ``u`` upper), or
    ``(p @ l, u)`` with ``permute_l``."""
    (x,) = inexact("lu", a)
    x = matrices("lu", x, square=False)
    factors, _, permutation = lax_linalg.lu(x)
    m, n = x.shape[-2:]
    k = min(m, n)
    p = swap_last(permutation_matrix(permutation, x.dtype))  # p and l are strong, u keeps a weak type (as jax)
    p = ew.real(p) if p.dtype.kind == "c" else p
    l_ = ew.add(lax_shape.slice_in_dim(triangle(factors, -1, lower=True), 0, k, axis=x.ndim - 1),
                identity(m, k, x.dtype))
    u = lax_shape.slice_in_dim(triangle(factors, 0, lower=False), 0, k, axis=x.ndim - 2)
    if permute_l:
        return matmul(p, l_), u
    return p, l_, u


def solve(a: Any, b: Any, lower: bool = False, overwrite_a: bool = False, overwrite_b: bool = False,
          debug: bool = False, check_finite: bool = True, assume_a: str = "gen") -> Array:
    """``x`` with ``a x = b``. ``assume_a`` 'gen', 'sym' and 'her' solve by LU
    (``jnp.linalg.solve``); 'pos' by Cholesky (of the ``lower`` or upper triangle), with
    derivatives by implicit differentiation."""
    if assume_a not in ("gen", "sym", "her", "pos"):
        raise ValueError(f"jax.scipy.linalg.solve: assume_a must be one of 'gen', 'sym', 'her', 'pos'; got "
                         f"{assume_a!r}")
    x, y = inexact("solve", a, b)
    if assume_a != "pos":
        return np_linalg.solve(x, y)
    x = matrices("solve", x)
    if y.ndim == 0:
        raise ValueError("jax.scipy.linalg.solve: b must have at least one dimension")
    vector = x.ndim == y.ndim + 1
    if (y.shape[-1] if vector else y.shape[-2]) != x.shape[-1]:
        raise ValueError(f"jax.scipy.linalg.solve: incompatible shapes a {x.shape} and b {y.shape}")
    if vector:
        x, y = broadcast_batches(x, y, cores=(2, 1))
    else:
        x, y = broadcast_batches(x, y, cores=(2, 2))
    factors = cho_factor(stop_gradient(x), lower=lower)

    def matvec(v: Array) -> Array:
        if vector:
            return lax_shape.squeeze(matmul(x, lax_shape.expand_dims(v, (v.ndim,))), (v.ndim,))
        return matmul(x, v)

    def cholesky_solve(_: Any, v: Array) -> Array:
        return cho_solve(factors, lax_shape.expand_dims(v, (v.ndim,)))[..., 0] if vector else cho_solve(factors, v)

    return custom_linear_solve(matvec, y, cholesky_solve, symmetric=True)  # type: ignore[no-any-return]


def inv(a: Any, overwrite_a: bool = False, check_finite: bool = True) -> Array:
    """The inverse of square matrices."""
    (x,) = inexact("inv", a)
    return np_linalg.inv(matrices("inv", x))


def det(a: Any, overwrite_a: bool = False, check_finite: bool = True) -> Array:
    """The determinant of square matrices."""
    (x,) = inexact("det", a)
    return np_linalg.det(matrices("det", x))


def eigh(a: Any, b: Any = None, lower: bool = True, eigvals_only: bool = False, overwrite_a: bool = False,
         overwrite_b: bool = False, turbo: bool = True, eigvals: None = None, type: int = 1,  # noqa: A002
         check_finite: bool = True) -> Any:
    """``(w, v)``: eigenvalues (ascending, real) and eigenvectors of Hermitian matrices,
    from the ``lower`` or upper triangle; ``w`` alone with ``eigvals_only``. The
    generalized problem (``b``), ``type`` other than 1 and ``eigvals`` are not
    implemented, as in jax."""
    if b is not None:
        raise NotImplementedError("jax.scipy.linalg.eigh: only the b=None case is implemented")
    if type != 1:
        raise NotImplementedError("jax.scipy.linalg.eigh: only the type=1 case is implemented")
    if eigvals is not None:
        raise NotImplementedError("jax.scipy.linalg.eigh: only the eigvals=None case is implemented")
    (x,) = inexact("eigh", a)
    v, w = lax_linalg.eigh(matrices("eigh", x), lower=lower)
    return w if eigvals_only else (w, v)


def schur(a: Any, output: str = "real") -> tuple[Array, Array]:
    """``(t, z)`` with ``a = z t z^H``: ``t`` quasi-upper triangular for real matrices
    (``output='real'``), upper triangular for ``output='complex'``."""
    if output not in ("real", "complex"):
        raise ValueError(f"jax.scipy.linalg.schur: output must be 'real' or 'complex', got {output!r}")
    x = matrices("schur", inexact_only("schur", a))
    if output == "complex" and x.dtype.kind != "c":
        x = ew.astype(x, np.dtype(np.complex64 if x.dtype == np.float32 else np.complex128))
    t, z = linalg_eigen.schur(x)
    return t, z


def svd(a: Any, full_matrices: bool = True, compute_uv: bool = True, overwrite_a: bool = False,
        check_finite: bool = True, lapack_driver: str = "gesdd") -> Any:
    """``(u, s, vh)`` with ``a = u diag(s) vh``, singular values decreasing; ``s`` alone
    without ``compute_uv``."""
    (x,) = inexact("svd", a)
    x = matrices("svd", x, square=False)
    if compute_uv:
        u, s, vh = lax_linalg.svd(x, full_matrices=full_matrices, compute_uv=True)
        return u, s, vh
    return lax_linalg.svd(x, full_matrices=full_matrices, compute_uv=False)


_QR_MODES = ("full", "r", "economic")


def qr(a: Any, overwrite_a: bool = False, lwork: Any = None, mode: str = "full", pivoting: bool = False,
       check_finite: bool = True) -> Any:
    """``(q, r)`` (``mode`` 'full' or 'economic'), or ``(r,)`` (mode 'r'); with
    ``pivoting``, the column permutation ``p`` (``a[:, p] = q r``) is appended."""
    if mode not in _QR_MODES:
        raise ValueError(f"jax.scipy.linalg.qr: unsupported mode {mode!r}; use 'full', 'r' or 'economic'")
    (x,) = inexact("qr", a)
    x = matrices("qr", x, square=False)
    q, r, *p = lax_linalg.qr(x, pivoting=pivoting, full_matrices=mode != "economic")
    return (r, *p) if mode == "r" else (q, r, *p)


def qr_multiply(a: Any, c: Any, mode: str = "right", pivoting: bool = False, conjugate: bool = False,
                overwrite_a: bool = False, overwrite_c: bool = False) -> Any:
    """``(c @ q, r)`` (``mode='right'``) or ``(q @ c, r)`` (``'left'``) for the economic QR
    decomposition of ``a`` (``q`` conjugated with ``conjugate``); with ``pivoting`` the
    permutation is appended. A 1-D ``c`` gives a 1-D product."""
    if mode not in ("right", "left"):
        raise ValueError(f"jax.scipy.linalg.qr_multiply: mode must be 'right' or 'left', got {mode!r}")
    x, y = inexact("qr_multiply", a, c)
    x = matrices("qr_multiply", x, square=False)
    if y.ndim == 0:
        raise ValueError("jax.scipy.linalg.qr_multiply: c must have at least one dimension")
    vector = y.ndim == 1
    if vector:
        y = lax_shape.expand_dims(y, (1,) if mode == "left" else (0,))
    m, n = x.shape[-2:]
    k = min(m, n)
    if mode == "left" and y.shape[-2] != k:
        raise ValueError(f"jax.scipy.linalg.qr_multiply: shapes are not compatible for q @ c: a has shape {x.shape}, "
                         f"so q has {k} columns, but c has {y.shape[-2]} rows")
    if mode == "right" and y.shape[-1] != m:
        raise ValueError(f"jax.scipy.linalg.qr_multiply: shapes are not compatible for c @ q: a has shape {x.shape}, "
                         f"so q has {m} rows, but c has {y.shape[-1]} columns")
    x, y = broadcast_batches(x, y, cores=(2, 2))
    q, r, *p = lax_linalg.qr(x, pivoting=pivoting, full_matrices=False)
    if conjugate:
        q = ew.conj(q)
    product = matmul(y, q) if mode == "right" else matmul(q, y)
    if vector:
        product = lax_shape.reshape(product, (product.size,))
    return (product, r, *p)


def hessenberg(a: Any, *, calc_q: bool = False, overwrite_a: bool = False, check_finite: bool = True) -> Any:
    """The upper Hessenberg form ``h`` of square matrices, and with ``calc_q`` the unitary
    ``q`` with ``a = q h q^H``: ``(h, q)``."""
    x = matrices("hessenberg", inexact_only("hessenberg", a))
    n = x.shape[-1]
    if n == 0:
        return (x, x) if calc_q else x
    packed, taus = linalg_eigen.hessenberg(x)
    h = triangle(packed, -1, lower=False)
    if not calc_q:
        return h
    reflectors = lax_shape.slice_in_dim(lax_shape.slice_in_dim(packed, 1, n, axis=x.ndim - 2), 0, n - 1,
                                        axis=x.ndim - 1)
    inner = linalg_eigen.householder_product(reflectors, taus)
    batch = x.shape[:-2]
    top = concatenate([keep_weak(_ones(batch, x.dtype), x), _zeros((*batch, 1, n - 1), x)], axis=-1)
    bottom = concatenate([_zeros((*batch, n - 1, 1), x), inner], axis=-1)
    q = concatenate([top, bottom], axis=-2)
    return h, convert_element_type(q, q.dtype, weak_type=False) if q.weak_type else q  # q is strong, as in jax


def _ones(batch: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    return asarray(np.ones((*batch, 1, 1), dtype))


def _zeros(shape: tuple[int, ...], like: Array) -> Array:
    zeros: Array = keep_weak(asarray(np.zeros(shape, like.dtype)), like)
    return zeros


def polar(a: Any, side: str = "right", *, method: str = "qdwh", eps: float | None = None,
          max_iterations: int | None = None) -> tuple[Array, Array]:
    """``(u, p)``: ``a = u p`` (``side='right'``, ``p`` n x n) or ``a = p u`` (``'left'``,
    ``p`` m x m), ``u`` with orthonormal columns (rows) and ``p`` Hermitian positive
    semi-definite; by QDWH iterations (``method='qdwh'``: m >= n for 'right', m < n for
    'left') or from the SVD (``'svd'``). ``max_iterations`` is unused, as in jax."""
    if side not in ("right", "left"):
        raise ValueError(f"jax.scipy.linalg.polar: side must be 'right' or 'left', got {side!r}")
    if method not in ("qdwh", "svd"):
        raise ValueError(f"jax.scipy.linalg.polar: unknown method {method!r}; use 'qdwh' or 'svd'")
    x = inexact_only("polar", a)  # integers are an error, as in jax
    x = matrices("polar", x, square=False)
    m, n = x.shape[-2:]
    if method == "svd":
        u, s, vh = lax_linalg.svd(x, full_matrices=False)
        s = ew.astype(lax_shape.expand_dims(s, (s.ndim - 1,)), u.dtype)
        unitary = matmul(u, vh)
        posdef = matmul(ew.multiply(adjoint(vh), s), vh) if side == "right" else \
            matmul(ew.multiply(u, s), adjoint(u))
        return unitary, posdef
    if not ((m >= n and side == "right") or (m < n and side == "left")):
        raise NotImplementedError("jax.scipy.linalg.polar: method='qdwh' supports m >= n with side='right' and m < n "
                                  f"with side='left', got shape {x.shape} with side={side!r}")

    def one(matrix: Array) -> tuple[Array, Array]:
        if side == "right":
            unitary, posdef, _, _ = qdwh(matrix, eps=eps)
            return unitary, posdef
        unitary, posdef, _, _ = qdwh(adjoint(matrix), eps=eps)
        return adjoint(unitary), adjoint(posdef)

    return over_batch(one, x, cores=(2,))  # type: ignore[no-any-return]
