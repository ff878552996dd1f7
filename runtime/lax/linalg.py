"""``lax.linalg``: matrix decompositions and triangular solves (JAX's names, signatures
and semantics), each a primitive over a batch of matrices ``[..., m, n]``.

* ``cholesky``, ``triangular_solve``, ``lu`` (with ``lu_pivots_to_permutation``),
  ``qr`` (``pivoting``, ``full_matrices``), ``eigh``, ``svd``.
* On the CPU each lowers to jaxlib's LAPACK kernel for float32, float64, complex64 and
  complex128 (``lapack.py``), the batch looped over by the kernel; a matrix the kernel
  fails on comes back as NaNs, as in jax. Empty matrices never reach a kernel.
  ``triangular_solve`` of other float dtypes lowers to ``stablehlo.triangular_solve``
  (as jax); the others reject them (``UnsupportedDtypeError``, both a TypeError and
  the NotImplementedError jax raises).
* JVP rules are JAX's (the same formulas); ``triangular_solve`` is linear in ``b``
  and transposes to the solve with ``a`` transposed. ``vmap`` moves the batched
  dimension to the front, where the kernels batch natively.
* ``lu_pivots_to_permutation`` is a ``fori_loop`` of row swaps (what jax runs on the
  CPU too); the ``lu`` primitive gives ``(lu, pivots)`` and ``lu`` adds the permutation.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, Final

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.lax import lapack
from jaxtypes.runtime.lax.lapack import UnsupportedDtypeError
from jaxtypes.runtime.lax.operands import ShapeDtype, lax_operand
from jaxtypes.runtime.lax.matrices import INT32
from jaxtypes.runtime.lax.matrices import (
    matrix_dims as _matrix, square_dims as _square, real_dtype as _real_dtype, is_empty as _empty,
    primitive as _p, constant as _const, transpose as _T, adjoint as _H, conj as _conj, matmul as _mm,
    add as _add, sub as _sub, mul as _mul, div as _div, cast as _cast, tril as _tril, triu as _triu,
    eye as _eye, slice_matrices as _slice, pad_matrices as _pad, front_batch as _front_batch,
    permutation_matrix as _permutation_matrix,
)

__all__ = ["SvdAlgorithm", "UnsupportedDtypeError", "cholesky", "eigh", "lu", "lu_pivots_to_permutation", "qr",
           "svd", "triangular_solve"]



class SvdAlgorithm(enum.Enum):
    """Which algorithm ``svd`` uses (the CPU has divide and conquer, its default, and QR)."""

    DEFAULT = "default"
    QR = "QR"
    JACOBI = "Jacobi"
    POLAR = "polar"
    DIVIDE_AND_CONQUER = "divide_and_conquer"


def _symmetrize(x: Any) -> Any:
    """``(x + x^H) / 2`` (integers and bools first converted to the default float, as
    jax's true division does)."""
    if x.dtype.kind not in "fc" and x.dtype.name != "bfloat16":
        x = _p("convert_element_type").bind(x, new_dtype=dtypes.canonicalize_dtype(np.float64), weak_type=x.weak_type)
    return _div(_add(x, _H(x)), _const(2, x.dtype, weak=x.weak_type))  # a weak x stays weak, as in jax


# -- cholesky -------------------------------------------------------------------------------

def _cholesky_rule(x: Aval) -> ShapeDtype:
    _square("cholesky", x, "The input to cholesky must be a square matrix. Got shape {shape}.")
    return x.shape, x.dtype


def _cholesky_lower(out_type: Any, x: Any) -> Any:
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    if _empty(shape):
        return x
    info_type = lowering.tensor_type(shape[:-2], INT32)
    factor, info = lapack.custom_call(lapack.target("cholesky", "potrf", dtype), [x], [out_type, info_type],
                                      {"uplo": "L"}, aliases={0: 0})
    return lapack.triangle(lapack.nan_unless(lapack.ok_where(info), factor), lower=True)


cholesky_p: Final[Primitive] = Primitive("cholesky", _cholesky_rule, _cholesky_lower)


def _cholesky_jvp(primals: Sequence[Any], tangents: Sequence[Any]) -> tuple[Any, Any]:
    (x,), (sigma_dot,) = primals, tangents
    factor = cholesky_p.bind(x)
    n = x.shape[-1]
    # Murray (2016), arXiv:1602.07527: L_dot = L phi(L^-1 sigma_dot L^-H), where phi takes
    # the lower triangle with the diagonal halved.
    tmp = triangular_solve(factor, sigma_dot, left_side=False, transpose_a=True, conjugate_a=True, lower=True)
    inner = triangular_solve(factor, tmp, left_side=True, transpose_a=False, lower=True)
    halving = _const(np.ones((n, n)) + np.eye(n), x.dtype)
    return factor, _mm(factor, _div(_tril(inner), halving))


cholesky_p.jvp = _cholesky_jvp
cholesky_p.batch = _front_batch(cholesky_p)


def cholesky(x: Any, *, symmetrize_input: bool = True) -> Array:
    """The lower Cholesky factor ``L`` of each Hermitian positive-definite matrix of
    ``x`` (``x = L L^H``); NaNs where a matrix is not positive definite. With
    ``symmetrize_input``, ``(x + x^H) / 2`` is factored; else only the lower triangle is read."""
    a = lax_operand(x)
    if symmetrize_input and a.ndim >= 2:
        a = _symmetrize(a)
    return cholesky_p.bind(a)


# -- triangular_solve -----------------------------------------------------------------------

def _triangular_solve_rule(a: Aval, b: Aval, *, left_side: bool, lower: bool, transpose_a: bool,
                           conjugate_a: bool, unit_diagonal: bool) -> ShapeDtype:
    name = "triangular_solve"
    a_batch, m, n = _matrix(name, a, 0, lapack_only=False)
    b_batch, _, _ = _matrix(name, b, 1, lapack_only=False)
    if a.dtype != b.dtype:
        raise TypeError(f"lax.triangular_solve requires arguments to have the same dtypes, got {a.dtype.name}, "
                        f"{b.dtype.name}.")
    if len(a_batch) != len(b_batch):
        raise TypeError(f"All inputs to {name} must have the same number of batch dimensions, but got "
                        f"{[len(a_batch), len(b_batch)]} batch dimensions for the inputs.")
    if m != n:
        raise ValueError(f"The first input to triangular_solve must be a square matrix. Got shape {(m, n)}.")
    common = b.shape[-2] if left_side else b.shape[-1]
    if a_batch != b_batch or common != m:
        raise ValueError(f"Incompatible shapes for arguments to triangular_solve: {a.shape} and {b.shape}.")
    return b.shape, b.dtype


def _conj_value(x: Any) -> Any:
    hlo = lapack.hlo()
    return hlo.complex(hlo.real(x), hlo.negate(hlo.imag(x)))


def _triangular_solve_lower(out_type: Any, a: Any, b: Any, *, left_side: bool, lower: bool, transpose_a: bool,
                            conjugate_a: bool, unit_diagonal: bool) -> Any:
    shape, dtype = lapack.shape_of(b), lowering.numpy_dtype(b)
    if _empty(shape):
        return lapack.zeros(shape, dtype)
    if conjugate_a and not transpose_a:
        a, conjugate_a = _conj_value(a), False
    if dtype in lapack.LAPACK_DTYPES:
        trans = "N" if not transpose_a else "C" if conjugate_a else "T"
        (x,) = lapack.custom_call(lapack.target("triangular_solve", "trsm", dtype), [a, b], [out_type],
                                  {"side": "L" if left_side else "R", "uplo": "L" if lower else "U",
                                   "trans_x": trans, "diag": "U" if unit_diagonal else "N"}, aliases={1: 0})
        return x
    from jaxlib.mlir import ir

    hlo = lapack.hlo()
    transpose = "NO_TRANSPOSE" if not transpose_a else "ADJOINT" if conjugate_a else "TRANSPOSE"
    return hlo.triangular_solve(a, b, ir.BoolAttr.get(left_side), ir.BoolAttr.get(lower),
                                ir.BoolAttr.get(unit_diagonal), hlo.TransposeAttr.get(transpose))


triangular_solve_p: Final[Primitive] = Primitive("triangular_solve", _triangular_solve_rule, _triangular_solve_lower)


def _triangular_solve_jvp_a(g_a: Any, a: Any, b: Any, *, out: Any, left_side: bool, lower: bool,
                            transpose_a: bool, conjugate_a: bool, unit_diagonal: bool) -> Any:
    m, n = b.shape[-2:]
    k = 1 if unit_diagonal else 0
    g_a = _tril(g_a, -k) if lower else _triu(g_a, k)
    g_a = _p("neg").bind(g_a)
    g_a = _T(g_a) if transpose_a else g_a
    g_a = _conj(g_a) if conjugate_a else g_a

    def a_inverse(rhs: Any) -> Any:
        return triangular_solve_p.bind(a, rhs, left_side=left_side, lower=lower, transpose_a=transpose_a,
                                       conjugate_a=conjugate_a, unit_diagonal=unit_diagonal)

    if left_side:  # the cheaper association, as jax
        return a_inverse(_mm(g_a, out)) if m > n else _mm(a_inverse(g_a), out)
    return a_inverse(_mm(out, g_a)) if m < n else _mm(out, a_inverse(g_a))


def _triangular_solve_jvp_b(g_b: Any, a: Any, b: Any, *, out: Any, **params: Any) -> Any:
    return triangular_solve_p.bind(a, g_b, **params)


def _triangular_solve_transpose(ct: Any, a: Any, b: Any, *, left_side: bool, lower: bool, transpose_a: bool,
                                conjugate_a: bool, unit_diagonal: bool) -> list[Any]:
    if ad.is_undefined(a):
        raise NotImplementedError("lax.linalg.triangular_solve is linear in b only; it cannot be transposed in a")
    ct_b = None if ct is None else triangular_solve_p.bind(
        a, ct, left_side=left_side, lower=lower, transpose_a=not transpose_a, conjugate_a=conjugate_a,
        unit_diagonal=unit_diagonal)
    return [None, ct_b]


ad.define_jvp(triangular_solve_p, _triangular_solve_jvp_a, _triangular_solve_jvp_b)
triangular_solve_p.transpose = _triangular_solve_transpose
triangular_solve_p.batch = _front_batch(triangular_solve_p)


def triangular_solve(a: Any, b: Any, *, left_side: bool = False, lower: bool = False, transpose_a: bool = False,
                     conjugate_a: bool = False, unit_diagonal: bool = False) -> Array:
    """``x`` solving ``op(a) x = b`` (``left_side``) or ``x op(a) = b``, where ``a`` is
    triangular (only its ``lower`` or upper triangle is read; its diagonal taken as ones
    with ``unit_diagonal``) and ``op`` transposes (``transpose_a``) and conjugates
    (``conjugate_a``). A ``b`` of one dimension fewer than ``a`` is a single vector."""
    a_, b_ = lax_operand(a), lax_operand(b)
    conjugate_a = bool(conjugate_a) and a_.dtype.kind == "c"
    single = b_.ndim == a_.ndim - 1
    if single:
        from jaxtypes.runtime.lax.shape import expand_dims

        b_ = expand_dims(b_, (b_.ndim if left_side else b_.ndim - 1,))
    out = triangular_solve_p.bind(a_, b_, left_side=bool(left_side), lower=bool(lower),
                                  transpose_a=bool(transpose_a), conjugate_a=conjugate_a,
                                  unit_diagonal=bool(unit_diagonal))
    if single:
        from jaxtypes.runtime.lax.shape import squeeze

        out = squeeze(out, (out.ndim - 1 if left_side else out.ndim - 2,))
    return out


# -- lu -------------------------------------------------------------------------------------

def _lu_rule(x: Aval) -> list[ShapeDtype]:
    batch, m, n = _matrix("lu", x)
    return [(x.shape, x.dtype), ((*batch, min(m, n)), INT32)]


def _lu_lower(out_types: Sequence[Any], x: Any) -> list[Any]:
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    *batch, m, n = shape
    if _empty(shape):
        return [x, lapack.zeros((*batch, min(m, n)), INT32)]
    info_type = lowering.tensor_type(batch, INT32)
    factors, pivots, info = lapack.custom_call(lapack.target("lu", "getrf", dtype), [x], [*out_types, info_type],
                                               aliases={0: 0})
    # info > 0 flags an exactly singular U, which is still a factorization (as jax).
    return [lapack.nan_unless(lapack.ok_where(info, "GE"), factors), lapack.minus_one(pivots)]


lu_p: Final[Primitive] = Primitive("lu", _lu_rule, _lu_lower, multiple_results=True)


def _lu_jvp(primals: Sequence[Any], tangents: Sequence[Any]) -> tuple[list[Any], list[Any]]:
    # De Hoog, Anderssen and Lukas: with L U = P A, L^-1 P A_dot U^-1 = L^-1 L_dot + U_dot U^-1,
    # whose strictly lower part gives L_dot and upper part U_dot.
    (a,), (a_dot,) = primals, tangents
    factors, pivots = lu_p.apply(a)
    *batch, m, n = a.shape
    k = min(m, n)
    permutation = lu_pivots_to_permutation(pivots, m)
    dtype = a.dtype
    lower = _add(_pad(_tril(_slice(factors, columns=(0, k)), -1), columns=m - k), _eye((*batch, m, m), dtype))
    upper_eye = np.zeros((n, n))
    upper_eye[k:, k:] = np.eye(n - k)
    upper = _add(_pad(_triu(_slice(factors, rows=(0, k))), rows=n - k),
                 _const(np.broadcast_to(upper_eye, (*batch, n, n)), dtype))
    permuted = _mm(_permutation_matrix(permutation, dtype), a_dot)
    la = triangular_solve(lower, permuted, left_side=True, lower=True, unit_diagonal=True)
    lau = triangular_solve(upper, la, left_side=False, lower=False)
    factors_dot = _add(_mm(lower, _tril(lau, -1)), _mm(_triu(lau), upper))
    return [factors, pivots], [factors_dot, None]


lu_p.jvp = _lu_jvp
lu_p.batch = _front_batch(lu_p)


def lu(x: Any) -> tuple[Array, Array, Array]:
    """LU decomposition with partial pivoting, ``P A = L U``: ``(lu, pivots,
    permutation)``, ``lu`` holding ``L`` (unit diagonal, not stored) below its diagonal
    and ``U`` on and above it; ``pivots`` the row swaps (int32, ``[..., min(m, n)]``),
    ``permutation`` the same as a permutation of the rows (int32, ``[..., m]``)."""
    a = lax_operand(x)
    factors, pivots = lu_p.apply(a)
    permutation = lu_pivots_to_permutation(pivots, int(a.shape[-2]))
    if a.weak_type:  # every output is weak for a weak operand, as in jax
        permutation = _p("convert_element_type").bind(permutation, new_dtype=INT32, weak_type=True)
    return factors, pivots, permutation


def lu_pivots_to_permutation(pivots: Any, permutation_size: int) -> Array:
    """The permutation (int32, ``[..., permutation_size]``) made by applying the row
    swaps ``pivots`` (int32, ``[..., k]``, ``k <= permutation_size``) to ``arange``:
    row ``i`` swapped with row ``pivots[..., i]``, in order."""
    from jaxtypes.runtime.lax.control_flow import fori_loop
    from jaxtypes.runtime.lax.reduction import reduce_sum
    from jaxtypes.runtime.lax.shape import broadcasted_iota, dynamic_index_in_dim, dynamic_slice, dynamic_update_slice

    swaps = lax_operand(pivots)
    name = "lu_pivots_to_permutation"
    if swaps.ndim < 1:
        raise TypeError(f"Input 0 to {name} must have rank at least 1, but got shape={tuple(swaps.shape)}")
    if swaps.dtype != INT32:
        raise TypeError(f"{name} does not accept dtype {swaps.dtype.name} at position 0. Accepted dtypes at "
                        f"position 0 are subtypes of int32.")
    size = int(permutation_size)
    k = int(swaps.shape[-1])
    if not size >= k:
        raise ValueError(f"Output permutation size {size} has to exceed the trailing dimension of the pivots. "
                         f"Got pivots size {k}")
    batch = tuple(swaps.shape[:-1])
    positions = broadcasted_iota(INT32, (*batch, size), len(batch))
    if size == 0 or k == 0:
        return positions
    axis = len(batch)

    def swap(i: Any, permutation: Any) -> Any:
        """Entries ``i`` and ``swaps[..., i]`` of each permutation exchanged."""
        shape = tuple(permutation.shape)
        zero = ad.zeros_like(permutation)

        def entry(mask: Any) -> Any:  # the entry where `mask` holds, at every position
            picked = reduce_sum(_p("select_n").bind(mask, zero, permutation), (axis,))
            return _p("broadcast_in_dim").bind(picked, shape=shape, broadcast_dimensions=tuple(range(axis)))

        at_i = _p("eq").bind(positions, i)
        at_j = _p("eq").bind(positions, dynamic_index_in_dim(swaps, i, axis, keepdims=True))
        swapped = _p("select_n").bind(at_j, permutation, entry(at_i))
        return _p("select_n").bind(at_i, swapped, entry(at_j))

    def swap_one(i: Any, permutation: Any) -> Any:
        """Without batch dimensions: the two entries read and written in place."""
        j = dynamic_index_in_dim(swaps, i, 0, keepdims=True)
        at_i = dynamic_slice(permutation, (i,), (1,))
        at_j = dynamic_slice(permutation, (j[0],), (1,))
        return dynamic_update_slice(dynamic_update_slice(permutation, at_j, (i,)), at_i, (j[0],))

    result: Array = fori_loop(np.int32(0), np.int32(k), swap if batch else swap_one, positions)
    return result


# -- qr -------------------------------------------------------------------------------------

def _qr_rule(x: Aval, *, pivoting: bool, full_matrices: bool) -> list[ShapeDtype]:
    batch, m, n = _matrix("qr", x)
    k = m if full_matrices else min(m, n)
    out = [((*batch, m, k), x.dtype), ((*batch, k, n), x.dtype)]
    return [*out, ((*batch, n), INT32)] if pivoting else out


def _qr_lower(out_types: Sequence[Any], x: Any, *, pivoting: bool, full_matrices: bool) -> list[Any]:
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    *batch, m, n = shape
    k = min(m, n)
    if _empty(shape):
        q_shape, r_shape = (tuple(t.shape) for t in out_types[:2])
        out = [lapack.eye(q_shape, dtype), lapack.zeros(r_shape, dtype)]
        return [*out, lapack.zeros((*batch, n), INT32)] if pivoting else out
    taus_type = lowering.tensor_type((*batch, k), dtype)
    if pivoting:
        jpvt = lapack.zeros((*batch, n), INT32)
        r, p, taus = lapack.custom_call(lapack.target("qr", "geqp3", dtype), [x, jpvt],
                                        [x.type, jpvt.type, taus_type], aliases={0: 0, 1: 1})
        p = lapack.minus_one(p)
    else:
        r, taus = lapack.custom_call(lapack.target("qr", "geqrf", dtype), [x], [x.type, taus_type], aliases={0: 0})
    householder = "ungqr" if dtype.kind == "c" else "orgqr"
    if m < n:
        reflectors = lapack.leading(r, (*batch, m, m))
    elif full_matrices:
        reflectors = lapack.pad_to(r, (*batch, m, m))
    else:
        reflectors = r
    (q,) = lapack.custom_call(lapack.target("qr", householder, dtype), [reflectors, taus], [reflectors.type],
                              aliases={0: 0})
    if m >= n and not full_matrices:
        r = lapack.leading(r, (*batch, n, n))
    out = [q, lapack.triangle(r, lower=False)]
    return [*out, p] if pivoting else out


qr_p: Final[Primitive] = Primitive("qr", _qr_rule, _qr_lower, multiple_results=True)


def _thin_qr_jvp(q: Any, r: Any, dx: Any) -> tuple[Any, Any]:
    """dq, dr of ``x = q r`` with ``m >= n`` (``q`` m x n, ``r`` n x n)."""
    dx_rinv = triangular_solve(r, dx)  # dx r^-1 (a right-side solve)
    qt_dx_rinv = _mm(_H(q), dx_rinv)
    strictly_lower = _tril(qt_dx_rinv, -1)
    do = _sub(strictly_lower, _H(strictly_lower))  # skew-Hermitian
    n = r.shape[-1]
    if qt_dx_rinv.dtype.kind == "c":  # the imaginary part of the diagonal
        imaginary = _sub(qt_dx_rinv, _cast(_p("real").bind(qt_dx_rinv), qt_dx_rinv.dtype))
        do = _add(do, _mul(_eye((*qt_dx_rinv.shape[:-2], n, n), qt_dx_rinv.dtype), imaginary))
    dq = _add(_mm(q, _sub(do, qt_dx_rinv)), dx_rinv)
    dr = _mm(_sub(qt_dx_rinv, do), r)
    return dq, dr


def _lu_solve_adjoint(factors: Any, permutation: Any, b: Any) -> Any:
    """``x`` with ``A^H x = b`` for ``P A = L U`` given as (``factors``, ``permutation``)."""
    y = triangular_solve(factors, b, left_side=True, lower=False, transpose_a=True, conjugate_a=True)
    z = triangular_solve(factors, y, left_side=True, lower=True, transpose_a=True, conjugate_a=True,
                         unit_diagonal=True)
    return _mm(_T(_permutation_matrix(permutation, b.dtype)), z)


def _qr_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, pivoting: bool, full_matrices: bool
            ) -> tuple[list[Any], list[Any]]:
    from jaxtypes.runtime.lax.shape import concatenate

    (x,), (dx,) = primals, tangents
    outs = qr_p.apply(x, pivoting=pivoting, full_matrices=full_matrices)
    q, r = outs[:2]
    *batch, m, n = x.shape
    if pivoting:  # dx[..., p]: the columns permuted
        dx = _mm(dx, _T(_permutation_matrix(outs[2], dx.dtype)))
    extra = [None] if pivoting else []
    if m < n:
        dq, dr1 = _thin_qr_jvp(q, _slice(r, columns=(0, m)), _slice(dx, columns=(0, m)))
        dr2 = _add(_mm(_H(dq), _slice(x, columns=(m, n))), _mm(_H(q), _slice(dx, columns=(m, n))))
        return outs, [dq, concatenate([dr1, dr2], x.ndim - 1), *extra]
    q_mn = _slice(q, columns=(0, n)) if full_matrices else q
    r_nn = _slice(r, rows=(0, n)) if full_matrices else r
    dq, dr = _thin_qr_jvp(q_mn, r_nn, dx)
    if full_matrices and m != n:
        # The last m - n columns of q: a choice made unique by jax's formula.
        q_nn, q_pn, q_mp = _slice(q_mn, rows=(0, n)), _slice(q_mn, rows=(n, m)), _slice(q, columns=(n, m))
        dq_nn, dq_pn = _slice(dq, rows=(0, n)), _slice(dq, rows=(n, m))
        factors, pivots = lu_p.apply(_sub(q_nn, _eye((*batch, n, n), q.dtype)))
        z_pn_h = _lu_solve_adjoint(factors, lu_pivots_to_permutation(pivots, n), _H(q_pn))
        z_pn = _H(z_pn_h)
        dq_mp = _sub(_mm(dq, z_pn_h), _mm(_add(q_mn, _mm(q_mp, z_pn)), _H(_sub(dq_pn, _mm(z_pn, dq_nn)))))
        dq = concatenate([dq, dq_mp], x.ndim - 1)
        dr = _pad(dr, rows=m - n)
    return outs, [dq, dr, *extra]


qr_p.jvp = _qr_jvp
qr_p.batch = _front_batch(qr_p)


def _geqrf_rule(x: Aval) -> list[ShapeDtype]:
    batch, m, n = _matrix("geqrf", x)
    return [(tuple(x.shape), x.dtype), ((*batch, min(m, n)), x.dtype)]


def _geqrf_lower(out_types: Sequence[Any], x: Any) -> list[Any]:
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    if _empty(shape):
        return [x, lapack.zeros(tuple(out_types[1].shape), dtype)]
    taus_type = lowering.tensor_type(tuple(out_types[1].shape), dtype)
    return list(lapack.custom_call(lapack.target("qr", "geqrf", dtype), [x], [x.type, taus_type], aliases={0: 0}))


geqrf_p: Final[Primitive] = Primitive("geqrf", _geqrf_rule, _geqrf_lower, multiple_results=True)
geqrf_p.batch = _front_batch(geqrf_p)
geqrf_p.not_differentiable = "jax defines no derivative of geqrf either"


def geqrf(x: Any) -> tuple[Array, Array]:
    """LAPACK's QR in Householder form: ``R`` on and above the diagonal of the first
    result, the reflectors below it, and their scale factors ``taus`` (``[..., min(m, n)]``);
    what ``jnp.linalg.qr(mode="raw")`` returns (transposed). No derivative, as in jax."""
    packed, taus = geqrf_p.apply(lax_operand(x))
    return packed, taus


def qr(x: Any, *, pivoting: bool = False, full_matrices: bool = True) -> Any:
    """QR decomposition ``x = q r`` (``x[..., p] = q r`` with ``pivoting``): ``(q, r)``,
    or ``(q, r, p)`` with ``p`` the int32 column permutation. ``q`` is ``[..., m, m]``
    and ``r`` ``[..., m, n]`` with ``full_matrices``, else ``[..., m, k]`` and
    ``[..., k, n]`` for ``k = min(m, n)``."""
    outs = qr_p.apply(lax_operand(x), pivoting=bool(pivoting), full_matrices=bool(full_matrices))
    return tuple(outs)


# -- eigh -----------------------------------------------------------------------------------

def _subset(subset_by_index: Any) -> tuple[int, int] | None:
    if subset_by_index is None:
        return None
    start, end = subset_by_index
    return int(start), int(end)


def _eigh_rule(x: Aval, *, lower: bool, sort_eigenvalues: bool, subset_by_index: tuple[int, int] | None,
               implementation: Any) -> list[ShapeDtype]:
    batch, n = _square("eigh", x, "Argument to symmetric eigendecomposition must have shape [..., n, n], "
                                  "got shape {shape}")
    d = n if subset_by_index is None else subset_by_index[1] - subset_by_index[0]
    return [((*batch, n, d), x.dtype), ((*batch, d), _real_dtype(x.dtype))]


def _eigh_lower(out_types: Sequence[Any], x: Any, *, lower: bool, sort_eigenvalues: bool,
                subset_by_index: tuple[int, int] | None, implementation: Any) -> list[Any]:
    from jaxtypes.runtime.lax.linalg_eigen import EighImplementation

    # As jax: LAPACK's QR-based kernel, whatever else is asked for (a string included),
    # except the two algorithms that other platforms have.
    if implementation == EighImplementation.QDWH:
        raise NotImplementedError("QDWH implementation is only supported on TPU")
    if implementation == EighImplementation.JACOBI and backend.platform() == "cpu":
        raise NotImplementedError("Jacobi implementation is not supported on CPU")
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    *batch, n = shape[:-1]
    if subset_by_index is not None and subset_by_index != (0, n):
        raise NotImplementedError("subset_by_index not supported on CPU and GPU")
    if _empty(shape):
        return [lapack.zeros(tuple(t.shape), d) for t, d in zip(out_types, (dtype, _real_dtype(dtype)))]
    name = "heevd" if dtype.kind == "c" else "syevd"
    info_type = lowering.tensor_type(batch, INT32)
    v, w, info = lapack.custom_call(lapack.target("eigh", name, dtype), [x], [*out_types, info_type],
                                    {"mode": "V", "uplo": "L" if lower else "U"}, aliases={0: 0})
    ok = lapack.ok_where(info)
    return [lapack.nan_unless(ok, v), lapack.nan_unless(ok, w)]


eigh_p: Final[Primitive] = Primitive("eigh", _eigh_rule, _eigh_lower, multiple_results=True)


def _eigh_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, lower: bool, sort_eigenvalues: bool,
              subset_by_index: tuple[int, int] | None, implementation: Any) -> tuple[list[Any], list[Any]]:
    (a,), (a_dot,) = primals, tangents
    n = a.shape[-1]
    if not (subset_by_index is None or subset_by_index == (0, n)):
        raise NotImplementedError("Derivatives not defined for partial eigen decomposition.")
    # First-order perturbation theory for distinct eigenvalues (as jax).
    v, w_real = eigh_p.apply(_symmetrize(a), lower=lower, sort_eigenvalues=sort_eigenvalues,
                             subset_by_index=subset_by_index, implementation=implementation)
    w = _cast(w_real, a.dtype)
    eye = _eye((n, n), a.dtype)
    from jaxtypes.runtime.lax.shape import expand_dims

    gaps = _sub(expand_dims(w, (w.ndim - 1,)), expand_dims(w, (w.ndim,)))  # w[j] - w[i]
    f = _sub(_div(_const(1, a.dtype), _add(eye, gaps)), eye)
    vdag_adot_v = _mm(_mm(_H(v), a_dot), v)
    dv = _mm(v, _mul(f, vdag_adot_v))
    real = _p("real").bind(vdag_adot_v) if a.dtype.kind == "c" else vdag_adot_v
    dw = _diagonal(real)
    return [v, w_real], [dv, dw]


def _diagonal(x: Any) -> Any:
    """The diagonals of the last two dims (square)."""
    from jaxtypes.runtime.lax.reduction import reduce_sum

    n = x.shape[-1]
    return reduce_sum(_mul(x, _eye((n, n), x.dtype)), (x.ndim - 1,))


eigh_p.jvp = _eigh_jvp
eigh_p.batch = _front_batch(eigh_p)


def eigh(x: Any, *, lower: bool = True, symmetrize_input: bool = True, sort_eigenvalues: bool = True,
         subset_by_index: tuple[int, int] | None = None, implementation: Any = None) -> tuple[Array, Array]:
    """Eigenvectors and eigenvalues ``(v, w)`` of Hermitian (real symmetric) matrices:
    ``x v[..., :, i] = w[..., i] v[..., :, i]``, ``w`` real and ascending. With
    ``symmetrize_input``, ``(x + x^H) / 2`` is decomposed; else only the ``lower`` (or
    upper) triangle is read. ``implementation`` (an ``EighImplementation``): the CPU
    has ``QR`` (its default); ``JACOBI`` and ``QDWH`` are jax's NotImplementedError there."""
    a = lax_operand(x)
    if symmetrize_input and a.ndim >= 2:
        a = _symmetrize(a)
    v, w = eigh_p.apply(a, lower=bool(lower), sort_eigenvalues=bool(sort_eigenvalues),
                        subset_by_index=_subset(subset_by_index), implementation=implementation)
    return v, w


# -- svd ------------------------------------------------------------------------------------

def _svd_rule(x: Aval, *, full_matrices: bool, compute_uv: bool, subset_by_index: tuple[int, int] | None,
              algorithm: SvdAlgorithm | None) -> list[ShapeDtype]:
    batch, m, n = _matrix("svd", x)
    rank = min(m, n)
    if subset_by_index is not None:
        if full_matrices and subset_by_index != (0, rank):
            raise ValueError("full_matrices and subset_by_index cannot both be set")
        rank = min(rank, subset_by_index[1] - subset_by_index[0])
    s = ((*batch, rank), _real_dtype(x.dtype))
    if not compute_uv:
        return [s]
    return [s, ((*batch, m, m if full_matrices else rank), x.dtype), ((*batch, n if full_matrices else rank, n), x.dtype)]


def _svd_lower(out_types: Sequence[Any], x: Any, *, full_matrices: bool, compute_uv: bool,
               subset_by_index: tuple[int, int] | None, algorithm: SvdAlgorithm | None) -> list[Any]:
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    *batch, m, n = shape
    k = min(m, n)
    real = _real_dtype(dtype)
    if not (subset_by_index is None or subset_by_index == (0, k)):
        raise NotImplementedError("subset_by_index not implemented for CPU and GPU")
    if m == 0 or n == 0 or _empty(shape):
        s = lapack.zeros(tuple(out_types[0].shape), real)
        if not compute_uv:
            return [s]
        u_shape, vt_shape = (tuple(t.shape) for t in out_types[1:])
        return [s, lapack.eye(u_shape, dtype), lapack.eye(vt_shape, dtype)]
    if algorithm in (None, SvdAlgorithm.DEFAULT, SvdAlgorithm.DIVIDE_AND_CONQUER):
        base = "gesdd"
    elif algorithm == SvdAlgorithm.QR:
        base = "gesvd"
    else:
        raise NotImplementedError("The SVD Jacobi and Polar algorithms are not implemented on CPU.")
    mode = "N" if not compute_uv else "A" if full_matrices else "S"
    u_shape = (*batch, m, m if full_matrices else k)
    vt_shape = (*batch, n if full_matrices else k, n)
    types = [x.type, lowering.tensor_type((*batch, k), real), lowering.tensor_type(u_shape, dtype),
             lowering.tensor_type(vt_shape, dtype), lowering.tensor_type(batch, INT32)]
    _, s, u, vt, info = lapack.custom_call(lapack.target("svd", base, dtype), [x], types, {"mode": mode},
                                           aliases={0: 0})
    ok = lapack.ok_where(info)
    if not compute_uv:
        return [lapack.nan_unless(ok, s)]
    return [lapack.nan_unless(ok, s), lapack.nan_unless(ok, u), lapack.nan_unless(ok, vt)]


svd_p: Final[Primitive] = Primitive("svd", _svd_rule, _svd_lower, multiple_results=True)


def _svd_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, full_matrices: bool, compute_uv: bool,
             subset_by_index: tuple[int, int] | None, algorithm: SvdAlgorithm | None) -> tuple[list[Any], list[Any]]:
    from jaxtypes.runtime.lax.shape import expand_dims

    (a,), (da,) = primals, tangents
    s, u, vt = svd_p.apply(a, full_matrices=False, compute_uv=True, subset_by_index=subset_by_index,
                           algorithm=algorithm)
    m, n = a.shape[-2:]
    if compute_uv and full_matrices and m != n:
        raise NotImplementedError("Singular value decomposition JVP not implemented for full matrices")
    dtype, real = a.dtype, s.dtype
    ut, v = _H(u), _H(vt)
    ds_matrix = _mm(_mm(ut, da), v)
    ds = _diagonal(_p("real").bind(ds_matrix) if dtype.kind == "c" else ds_matrix)
    if not compute_uv:
        return [s], [ds]
    k = s.shape[-1]
    s_row = expand_dims(s, (s.ndim - 1,))  # [..., 1, k]
    s_col = expand_dims(s, (s.ndim,))  # [..., k, 1]
    s_diffs = _mul(_add(s_row, s_col), _sub(s_row, s_col))
    eye_real = _eye((k, k), real)
    f = _sub(_div(_const(1, real), _add(s_diffs, eye_real)), eye_real)
    s_row_c = _cast(s_row, dtype)
    dss = _mul(s_row_c, ds_matrix)
    sds = _mul(_cast(s_col, dtype), ds_matrix)
    s_zeros = _cast(_p("eq").bind(s, _const(0, real)), real)
    s_inv = _sub(_div(_const(1, real), _add(s, s_zeros)), s_zeros)
    s_inv_mat = _mul(expand_dims(s_inv, (s_inv.ndim,)), eye_real)
    du_dv_diag = _mul(_mul(_const(0.5, dtype), _sub(ds_matrix, _H(ds_matrix))), _cast(s_inv_mat, dtype))
    f_c = _cast(f, dtype)
    du = _mm(u, _add(_mul(f_c, _add(dss, _H(dss))), du_dv_diag))
    dv = _mm(v, _mul(f_c, _add(sds, _H(sds))))
    if m > n:
        dav = _mm(da, v)
        du = _add(du, _div(_sub(dav, _mm(u, _mm(ut, dav))), s_row_c))
    if n > m:
        dahu = _mm(_H(da), u)
        dv = _add(dv, _div(_sub(dahu, _mm(v, _mm(vt, dahu))), s_row_c))
    return [s, u, vt], [ds, du, _H(dv)]


svd_p.jvp = _svd_jvp
svd_p.batch = _front_batch(svd_p)


def svd(x: Any, *, full_matrices: bool = True, compute_uv: bool = True,
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None) -> Any:
    """Singular value decomposition ``x = u diag(s) vh``: ``(u, s, vh)``, or ``s`` alone
    without ``compute_uv``; ``s`` real and descending. ``u`` is ``[..., m, m]`` and ``vh``
    ``[..., n, n]`` with ``full_matrices``, else ``[..., m, k]`` and ``[..., k, n]``."""
    if algorithm is not None and not isinstance(algorithm, SvdAlgorithm):
        raise TypeError(f"lax.linalg.svd: algorithm must be None or a SvdAlgorithm, got {algorithm!r}")
    outs = svd_p.apply(lax_operand(x), full_matrices=bool(full_matrices), compute_uv=bool(compute_uv),
                       subset_by_index=_subset(subset_by_index), algorithm=algorithm)
    if compute_uv:
        s, u, vt = outs
        return u, s, vt
    return outs[0]

