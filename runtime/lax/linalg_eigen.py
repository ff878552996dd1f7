"""``lax.linalg`` (second part): nonsymmetric eigendecomposition, Schur and Hessenberg
forms, tridiagonal reduction and solves, and products of Householder reflectors (JAX's
names, signatures and semantics), each a primitive over a batch of matrices.

* ``eig`` (``geev``): complex eigenvalues and eigenvectors of the same width (float32
  -> complex64); a real kernel's ``wr``, ``wi`` joined as jax does. ``schur``
  (``gees``), ``hessenberg`` (``gehrd``), ``tridiagonal`` (``sytrd`` / ``hetrd``),
  ``householder_product`` (``orgqr`` / ``ungqr``), ``tridiagonal_solve`` (``gtsv``, or
  jaxlib's ``tridiagonal_solve_perturbed`` kernel with ``perturb_singular``).
* Matrices a kernel fails on come back as NaNs (as jax); empty ones never reach a kernel.
* Derivatives: ``eig``'s (jax's formulas: eigenvalues ``diag(V^-1 dA V)``; eigenvectors
  only with ``enable_eigvec_derivs``, else jax's NotImplementedError); ``tridiagonal_solve``'s JVP in
  every operand and its transpose in ``b``. The others have none (as jax).
* ``vmap`` moves batched dimensions to the front, where the kernels batch natively.
"""

from __future__ import annotations

import enum
import warnings
from collections.abc import Callable, Sequence
from typing import Any, Final

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.lax import lapack
from jaxtypes.runtime.lax.linalg import lu_p, lu_pivots_to_permutation, triangular_solve
from jaxtypes.runtime.lax.operands import INEXACT, ShapeDtype, lax_operand
from jaxtypes.runtime.lax.matrices import INT32
from jaxtypes.runtime.lax.matrices import (
    matrix_dims as _matrix, square_dims as _square, real_dtype as _real_dtype, is_empty as _empty,
    primitive as _p, transpose as _T, matmul as _mm, sub as _sub, mul as _mul, cast as _cast,
    front_batch as _front_batch, permutation_matrix as _permutation_matrix,
)

__all__ = ["EigImplementation", "EighImplementation", "eig", "hessenberg", "householder_product", "schur",
           "tridiagonal", "tridiagonal_solve"]


class EigImplementation(enum.Enum):
    """Which library ``eig`` uses (the CPU has LAPACK only)."""

    CUSOLVER = "cusolver"
    MAGMA = "magma"
    LAPACK = "lapack"


class EighImplementation(enum.Enum):
    """Implementation for symmetric/Hermitian eigendecomposition (jax's enum)."""

    QR = "qr"
    JACOBI = "jacobi"
    QDWH = "qdwh"


def _complex_dtype(dtype: np.dtype[Any]) -> np.dtype[Any]:
    return np.dtype(np.complex64) if dtype in (np.float32, np.complex64) else np.dtype(np.complex128)


def _info_ok(info: Any) -> Any:
    return lapack.ok_where(info)


# -- eig ------------------------------------------------------------------------------------

def _eig_rule(x: Aval, *, compute_left_eigenvectors: bool, compute_right_eigenvectors: bool,
              enable_eigvec_derivs: bool, implementation: EigImplementation | None) -> list[ShapeDtype]:
    batch, n = _square("eig", x, "The input to eig must be a square matrix. Got shape {shape}.")
    complex_ = _complex_dtype(x.dtype)
    count = int(compute_left_eigenvectors) + int(compute_right_eigenvectors)
    return [((*batch, n), complex_)] + [(x.shape, complex_)] * count


def _eig_lower(out_types: Sequence[Any], x: Any, *, compute_left_eigenvectors: bool,
               compute_right_eigenvectors: bool, enable_eigvec_derivs: bool,
               implementation: EigImplementation | None) -> list[Any]:
    if implementation and implementation != EigImplementation.LAPACK:
        raise ValueError("Only the lapack implementation is supported on CPU.")
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    batch = shape[:-2]
    complex_ = _complex_dtype(dtype)
    if _empty(shape):
        return [lapack.zeros(tuple(t.shape), complex_) for t in out_types]
    vectors = lowering.tensor_type(shape, complex_)
    values = lowering.tensor_type(shape[:-1], dtype)
    real = dtype.kind == "f"
    types = [values, values, vectors, vectors, lowering.tensor_type(batch, INT32)]
    if not real:
        types = types[1:]
    *w, vl, vr, info = lapack.custom_call(
        lapack.target("eig", "geev", dtype), [x], types,
        {"compute_left": "V" if compute_left_eigenvectors else "N",
         "compute_right": "V" if compute_right_eigenvectors else "N"})
    eigenvalues = lapack.hlo().complex(w[0], w[1]) if real else w[0]
    ok = _info_ok(info)
    out = [lapack.nan_unless(ok, eigenvalues)]
    if compute_left_eigenvectors:
        out.append(lapack.nan_unless(ok, vl))
    if compute_right_eigenvectors:
        out.append(lapack.nan_unless(ok, vr))
    return out


eig_p: Final[Primitive] = Primitive("eig", _eig_rule, _eig_lower, multiple_results=True)


def _solve(a: Any, b: Any) -> Any:
    """``x`` with ``a x = b`` (square ``a``, through its LU factors)."""
    factors, pivots = lu_p.apply(a)
    permutation = lu_pivots_to_permutation(pivots, int(a.shape[-1]))
    pb = _mm(_permutation_matrix(permutation, b.dtype), b)
    y = triangular_solve(factors, pb, left_side=True, lower=True, unit_diagonal=True)
    return triangular_solve(factors, y, left_side=True, lower=False)


def _eig_vector_jvp(w: Any, v: Any, da: Any) -> tuple[Any, Any]:
    """``(dw, dv)`` for ``a v = v diag(w)`` (nondegenerate perturbation theory, as jax),
    under LAPACK's normalisation: each eigenvector of unit 2-norm with its
    largest-magnitude component real."""
    from jaxtypes.runtime.lax.reduction import argmax, reduce_sum
    from jaxtypes.runtime.lax.shape import broadcasted_iota, expand_dims

    n = w.shape[-1]
    eye = asarray(np.eye(n, dtype=w.dtype))
    gaps = _sub(expand_dims(w, (w.ndim - 1,)), expand_dims(w, (w.ndim,)))  # w[j] - w[i]
    f = _sub(_p("div").bind(asarray(np.ones((), w.dtype)), _p("add").bind(eye, gaps)), eye)
    p = _mm(_solve(v, da), v)
    dw = reduce_sum(_mul(p, eye), (p.ndim - 1,))
    u = _mm(v, _mul(f, p))
    rows = v.ndim - 2
    k = argmax(_p("abs").bind(v), rows, np.int32)
    mask = _cast(_p("eq").bind(broadcasted_iota(INT32, v.shape, rows), expand_dims(k, (rows,))), v.dtype)
    real_part = _p("neg").bind(_p("real").bind(reduce_sum(_mul(_p("conj").bind(v), u), (rows,))))
    imag_part = _p("neg").bind(_p("div").bind(_p("imag").bind(reduce_sum(_mul(mask, u), (rows,))),
                                              _p("real").bind(reduce_sum(_mul(mask, v), (rows,)))))
    c = _p("complex").bind(real_part, imag_part)
    return dw, _p("add").bind(u, _mul(v, expand_dims(c, (rows,))))


def _eig_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, compute_left_eigenvectors: bool,
             compute_right_eigenvectors: bool, enable_eigvec_derivs: bool,
             implementation: EigImplementation | None) -> tuple[list[Any], list[Any]]:
    from jaxtypes.runtime.lax.reduction import reduce_sum

    (a,), (da,) = primals, tangents
    vectors = compute_left_eigenvectors or compute_right_eigenvectors
    if vectors and not enable_eigvec_derivs:
        raise NotImplementedError(
            "Derivatives of non-symmetric eigenvectors are only valid under assumptions on the input that JAX "
            "cannot check (see the enable_eigvec_derivs argument to jax.lax.linalg.eig). Pass "
            "enable_eigvec_derivs=True to jax.lax.linalg.eig to opt in. See "
            "https://github.com/jax-ml/jax/issues/2748 for discussion.")
    outs = eig_p.apply(a, compute_left_eigenvectors=compute_left_eigenvectors, compute_right_eigenvectors=True,
                       enable_eigvec_derivs=enable_eigvec_derivs, implementation=implementation)
    w, vr = outs[0], outs[-1]
    primal_out = [w, *([outs[1]] if compute_left_eigenvectors else []), *([vr] if compute_right_eigenvectors else [])]
    if da is None:
        return primal_out, [None] * len(primal_out)
    da = _cast(da, vr.dtype)
    if not vectors:
        return [w], [reduce_sum(_mul(_solve(vr, da), _T(vr)), (vr.ndim - 1,))]
    dw, dvr = _eig_vector_jvp(w, vr, da)
    tangent_out = [dw]
    if compute_left_eigenvectors:
        _, dvl = _eig_vector_jvp(_p("conj").bind(w), outs[1], _p("conj").bind(_T(da)))
        tangent_out.append(dvl)
    if compute_right_eigenvectors:
        tangent_out.append(dvr)
    return primal_out, tangent_out


eig_p.jvp = _eig_jvp
eig_p.batch = _front_batch(eig_p)


def eig(x: Any, *, compute_left_eigenvectors: bool = True, compute_right_eigenvectors: bool = True,
        enable_eigvec_derivs: bool = False, implementation: EigImplementation | None = None,
        use_magma: bool | None = None) -> list[Array]:
    """Eigendecomposition of general square matrices: ``[w, vl, vr]`` (``vl`` and ``vr``
    only where asked for), all complex of the operand's width; ``x vr[..., :, j] = w[j]
    vr[..., :, j]`` and ``vl[..., :, j]^H x = w[j] vl[..., :, j]^H``. NaNs where the
    kernel fails. ``use_magma`` is deprecated (as in jax) for ``implementation``."""
    if use_magma is not None:
        warnings.warn("use_magma is deprecated, please use implementation=EigImplementation.MAGMA instead.",
                      DeprecationWarning, stacklevel=2)
        implementation = EigImplementation.MAGMA if use_magma else EigImplementation.LAPACK
    outs = eig_p.apply(lax_operand(x), compute_left_eigenvectors=bool(compute_left_eigenvectors),
                       compute_right_eigenvectors=bool(compute_right_eigenvectors),
                       enable_eigvec_derivs=bool(enable_eigvec_derivs), implementation=implementation)
    return list(outs)


# -- schur ----------------------------------------------------------------------------------

def _schur_rule(x: Aval, *, compute_schur_vectors: bool, sort_eig_vals: bool,
                select_callable: Callable[..., Any] | None) -> list[ShapeDtype]:
    _square("schur", x, "The input to schur must be a square matrix. Got shape {shape}.")
    return [(x.shape, x.dtype)] * (2 if compute_schur_vectors else 1)


def _schur_lower(out_types: Sequence[Any], x: Any, *, compute_schur_vectors: bool, sort_eig_vals: bool,
                 select_callable: Callable[..., Any] | None) -> list[Any]:
    if sort_eig_vals:
        raise NotImplementedError("The sort feature of LAPACK's gees routine is not implemented.")
    shape, dtype = lapack.shape_of(x), lowering.numpy_dtype(x)
    batch = shape[:-2]
    if _empty(shape):
        out = [x, lapack.eye(shape, dtype)]
        return out[:len(out_types)]
    values = lowering.tensor_type(shape[:-1], dtype)
    int_type = lowering.tensor_type(batch, INT32)
    types = [x.type, x.type, *([values] * (2 if dtype.kind == "f" else 1)), int_type, int_type]
    t, vs, *_, info = lapack.custom_call(lapack.target("schur", "gees", dtype), [x], types,
                                         {"mode": "V" if compute_schur_vectors else "N", "sort": "N"},
                                         aliases={0: 0})
    ok = _info_ok(info)
    out = [lapack.nan_unless(ok, t)]
    if compute_schur_vectors:
        out.append(lapack.nan_unless(ok, vs))
    return out


schur_p: Final[Primitive] = Primitive("schur", _schur_rule, _schur_lower, multiple_results=True)
schur_p.batch = _front_batch(schur_p)
schur_p.not_differentiable = "jax defines no derivative of schur either"


def schur(x: Any, *, compute_schur_vectors: bool = True, sort_eig_vals: bool = False,
          select_callable: Callable[..., Any] | None = None) -> Any:
    """Schur decomposition ``x = q t q^H``: ``(t, q)``, or ``[t]`` without
    ``compute_schur_vectors`` (as jax's list). ``t`` is upper triangular (quasi-upper,
    with 2x2 blocks, for real matrices). Sorting (``sort_eig_vals``) is not supported
    on the CPU (jax's NotImplementedError); ``select_callable`` is unused, as in jax."""
    outs = schur_p.apply(lax_operand(x), compute_schur_vectors=bool(compute_schur_vectors),
                         sort_eig_vals=bool(sort_eig_vals), select_callable=select_callable)
    return tuple(outs) if compute_schur_vectors else list(outs)


# -- hessenberg -----------------------------------------------------------------------------

def _hessenberg_rule(a: Aval) -> list[ShapeDtype]:
    batch, n = _square("hessenberg", a, "Argument to Hessenberg reduction must have shape [..., n, n], "
                                        "got shape {shape}")
    if n == 0:
        raise ValueError(f"Argument to Hessenberg reduction must have n >= 1, got shape {a.shape}")
    return [(a.shape, a.dtype), ((*batch, n - 1), a.dtype)]


def _hessenberg_lower(out_types: Sequence[Any], a: Any) -> list[Any]:
    shape, dtype = lapack.shape_of(a), lowering.numpy_dtype(a)
    batch, n = shape[:-2], shape[-1]
    if _empty(shape):
        return [a, lapack.zeros((*batch, n - 1), dtype)]
    info_type = lowering.tensor_type(batch, INT32)
    h, taus, info = lapack.custom_call(lapack.target("hessenberg", "gehrd", dtype), [a],
                                       [*out_types, info_type], {"low": 1, "high": n}, aliases={0: 0})
    ok = _info_ok(info)
    return [lapack.nan_unless(ok, h), lapack.nan_unless(ok, taus)]


hessenberg_p: Final[Primitive] = Primitive("hessenberg", _hessenberg_rule, _hessenberg_lower, multiple_results=True)
hessenberg_p.batch = _front_batch(hessenberg_p)
hessenberg_p.not_differentiable = "jax defines no derivative of hessenberg either"


def hessenberg(a: Any) -> tuple[Array, Array]:
    """Reduction to upper Hessenberg form: ``(a, taus)``, the Hessenberg matrix on and
    above the first subdiagonal of ``a``, the Householder reflectors below it, and their
    scalar factors in ``taus`` (``[..., n - 1]``)."""
    h, taus = hessenberg_p.apply(lax_operand(a))
    return h, taus


# -- householder_product --------------------------------------------------------------------

def _householder_product_rule(a: Aval, taus: Aval) -> ShapeDtype:
    name = "householder_product"
    batch, m, n = _matrix(name, a, 0)
    if len(taus.shape) < 1:
        raise TypeError(f"Input 1 to {name} must have rank at least 1, but got shape={taus.shape}")
    if dtypes.dtype_info(taus.dtype).name not in INEXACT.names:
        raise TypeError(f"{name} does not accept dtype {taus.dtype.name} at position 1. Accepted dtypes at "
                        f"position 1 are subtypes of floating, complexfloating.")
    if a.dtype != taus.dtype:
        raise TypeError(f"All input dtypes to {name} must be the same, got {a.dtype.name} and {taus.dtype.name}.")
    if tuple(taus.shape[:-1]) != batch:
        raise ValueError(f"All inputs to {name} must have the same batch dimensions, got {a.shape} and "
                         f"{taus.shape}.")
    if m < n:
        raise ValueError("The first argument to householder_product must have at least as many rows as columns, "
                         f"got shape {(m, n)}")
    if taus.shape[-1] > min(m, n):
        raise ValueError("The second argument to householder_product must not have more rows than the minimum of "
                         "the first argument's rows and columns.")
    return a.shape, a.dtype


def _householder_product_lower(out_type: Any, a: Any, taus: Any) -> Any:
    shape, dtype = lapack.shape_of(a), lowering.numpy_dtype(a)
    if _empty(shape) or lapack.shape_of(taus)[-1] == 0:
        return lapack.eye(shape, dtype)  # no reflectors: the leading columns of the identity
    base = "ungqr" if dtype.kind == "c" else "orgqr"
    (q,) = lapack.custom_call(lapack.target("householder_product", base, dtype), [a, taus], [out_type],
                              aliases={0: 0})
    return q


householder_product_p: Final[Primitive] = Primitive("householder_product", _householder_product_rule,
                                                    _householder_product_lower)
householder_product_p.batch = _front_batch(householder_product_p)
householder_product_p.not_differentiable = "jax defines no derivative of householder_product either"


def householder_product(a: Any, taus: Any) -> Array:
    """The product of the elementary Householder reflectors stored below the diagonal of
    ``a`` (``[..., m, n]``, ``m >= n``) with scalar factors ``taus`` (``[..., k]``,
    ``k <= n``): the first ``n`` columns of ``H_1 ... H_k``, the shape of ``a``."""
    return householder_product_p.bind(lax_operand(a), lax_operand(taus))


# -- tridiagonal ----------------------------------------------------------------------------

def _tridiagonal_rule(a: Aval, *, lower: bool) -> list[ShapeDtype]:
    batch, m, n = _matrix("tridiagonal", a)
    if m != n or n == 0:
        raise ValueError(f"The input to tridiagonal must be a square matrix. Got shape {(m, n)}.")
    real = _real_dtype(a.dtype)
    return [(a.shape, a.dtype), ((*batch, n), real), ((*batch, n - 1), real), ((*batch, n - 1), a.dtype)]


def _tridiagonal_lower(out_types: Sequence[Any], a: Any, *, lower: bool) -> list[Any]:
    shape, dtype = lapack.shape_of(a), lowering.numpy_dtype(a)
    batch = shape[:-2]
    if _empty(shape):
        return [a, *(lapack.zeros(tuple(t.shape), d) for t, d in
                     zip(out_types[1:], (_real_dtype(dtype), _real_dtype(dtype), dtype)))]
    base = "hetrd" if dtype.kind == "c" else "sytrd"
    info_type = lowering.tensor_type(batch, INT32)
    *outs, info = lapack.custom_call(lapack.target("tridiagonal", base, dtype), [a], [*out_types, info_type],
                                     {"uplo": "L" if lower else "U"}, aliases={0: 0})
    ok = _info_ok(info)
    return [lapack.nan_unless(ok, o) for o in outs]


tridiagonal_p: Final[Primitive] = Primitive("tridiagonal", _tridiagonal_rule, _tridiagonal_lower,
                                            multiple_results=True)
tridiagonal_p.batch = _front_batch(tridiagonal_p)
tridiagonal_p.not_differentiable = "jax defines no derivative of tridiagonal either"


def tridiagonal(a: Any, *, lower: bool = True) -> tuple[Array, Array, Array, Array]:
    """Reduction of Hermitian (real symmetric) matrices to tridiagonal form, reading only
    the ``lower`` (or upper) triangle: ``(a, d, e, taus)``, the reflectors stored past
    the first sub- (super-) diagonal of ``a``, ``d`` the diagonal and ``e`` the off
    diagonal (real, of the operand's width), ``taus`` the reflectors' scalar factors."""
    a_, d, e, taus = tridiagonal_p.apply(lax_operand(a), lower=bool(lower))
    return a_, d, e, taus


# -- tridiagonal_solve ----------------------------------------------------------------------

def _tridiagonal_solve_rule(dl: Aval, d: Aval, du: Aval, b: Aval, *, perturb_singular: bool) -> ShapeDtype:
    name = "tridiagonal_solve"
    for i, (x, rank) in enumerate(((dl, 1), (d, 1), (du, 1), (b, 2))):
        if len(x.shape) < rank:
            raise TypeError(f"Input {i} to {name} must have rank at least {rank}, but got shape={x.shape}")
        if dtypes.dtype_info(x.dtype).name not in INEXACT.names:
            raise TypeError(f"{name} does not accept dtype {x.dtype.name} at position {i}. Accepted dtypes at "
                            f"position {i} are subtypes of floating, complexfloating.")
    if len({x.dtype for x in (dl, d, du, b)}) != 1:
        raise TypeError(f"All input dtypes to {name} must be the same, got "
                        f"{[x.dtype.name for x in (dl, d, du, b)]}.")
    lapack.check_dtype(name, b.dtype)
    if dl.shape != d.shape or dl.shape != du.shape:
        raise TypeError("tridiagonal_solve requires that all diagonal arguments have the same shape.")
    if tuple(dl.shape) != tuple(b.shape[:-1]):
        raise TypeError("tridiagonal_solve requires that the leading ndim-1 dimensions of b equal the dimensions "
                        "of the diagonal arguments.")
    return b.shape, b.dtype


def _tridiagonal_solve_lower(out_type: Any, dl: Any, d: Any, du: Any, b: Any, *, perturb_singular: bool) -> Any:
    shape, dtype = lapack.shape_of(b), lowering.numpy_dtype(b)
    if _empty(shape):
        return b
    if perturb_singular:
        lapack.target("tridiagonal_solve", "gtsv", dtype)  # the dtype check
        (x,) = lapack.custom_call("tridiagonal_solve_perturbed_ffi", [dl, d, du, b], [out_type])
        return x
    info_type = lowering.tensor_type(shape[:-2], INT32)
    *_, x, info = lapack.custom_call(lapack.target("tridiagonal_solve", "gtsv", dtype), [dl, d, du, b],
                                     [dl.type, d.type, du.type, b.type, info_type],
                                     aliases={0: 0, 1: 1, 2: 2, 3: 3})
    return lapack.nan_unless(_info_ok(info), x)


tridiagonal_solve_p: Final[Primitive] = Primitive("tridiagonal_solve", _tridiagonal_solve_rule,
                                                  _tridiagonal_solve_lower)


def _column(v: Any) -> Any:
    from jaxtypes.runtime.lax.shape import expand_dims

    return expand_dims(v, (v.ndim,))


def _shift_rows(x: Any, low: int, high: int) -> Any:
    """``x`` padded with ``low`` zero rows before and ``high`` after (rows: axis -2)."""
    from jaxtypes.runtime.lax.shape import pad

    config = [(0, 0, 0)] * (x.ndim - 2) + [(low, high, 0), (0, 0, 0)]
    return pad(x, _zero(x), config)


def _zero(x: Any) -> Any:
    return asarray(np.zeros((), x.dtype))


def _tridiagonal_product(dl: Any, d: Any, du: Any, b: Any) -> Any:
    """``A b`` for the tridiagonal ``A`` given by its diagonals."""
    from jaxtypes.runtime.lax.shape import slice_in_dim

    m = b.shape[-2]
    y = _mul(_column(d), b)
    if m > 1:
        axis = b.ndim - 2
        lower = _mul(_column(slice_in_dim(dl, 1, m, axis=dl.ndim - 1)), slice_in_dim(b, 0, m - 1, axis=axis))
        upper = _mul(_column(slice_in_dim(du, 0, m - 1, axis=du.ndim - 1)), slice_in_dim(b, 1, m, axis=axis))
        y = _p("add").bind(y, _shift_rows(lower, 1, 0))
        y = _p("add").bind(y, _shift_rows(upper, 0, 1))
    return y


def _tridiagonal_solve_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, perturb_singular: bool
                           ) -> tuple[Any, Any]:
    *diags, b = primals
    *diags_dot, b_dot = tangents
    out = tridiagonal_solve_p.bind(*primals, perturb_singular=perturb_singular)
    if all(t is None for t in diags_dot):
        rhs = b_dot
    else:
        filled = [ad.zeros_like(p) if t is None else t for p, t in zip(diags, diags_dot)]
        product = _p("neg").bind(_tridiagonal_product(filled[0], filled[1], filled[2], out))
        rhs = product if b_dot is None else _p("add").bind(b_dot, product)
    if rhs is None:
        return out, None
    return out, tridiagonal_solve_p.bind(*diags, rhs, perturb_singular=perturb_singular)


def _tridiagonal_solve_transpose(ct: Any, dl: Any, d: Any, du: Any, b: Any, *, perturb_singular: bool) -> list[Any]:
    from jaxtypes.runtime.lax.shape import concatenate, slice_in_dim

    if any(ad.is_undefined(x) for x in (dl, d, du)):
        raise NotImplementedError("lax.linalg.tridiagonal_solve is linear in b only; it cannot be transposed in "
                                  "the diagonals")
    if ct is None:
        return [None, None, None, None]
    axis = dl.ndim - 1
    m = dl.shape[-1]
    dl_t = concatenate([ad.zeros_like(slice_in_dim(du, m - 1, m, axis=axis)), slice_in_dim(du, 0, m - 1, axis=axis)],
                       axis)
    du_t = concatenate([slice_in_dim(dl, 1, m, axis=axis), ad.zeros_like(slice_in_dim(dl, 0, 1, axis=axis))], axis)
    return [None, None, None, tridiagonal_solve_p.bind(dl_t, d, du_t, ct, perturb_singular=perturb_singular)]


tridiagonal_solve_p.jvp = _tridiagonal_solve_jvp
tridiagonal_solve_p.transpose = _tridiagonal_solve_transpose
tridiagonal_solve_p.batch = _front_batch(tridiagonal_solve_p)


def tridiagonal_solve(dl: Any, d: Any, du: Any, b: Any, *, perturb_singular: bool = False) -> Array:
    """``x`` solving ``A x = b`` for the tridiagonal ``A`` with lower diagonal ``dl``
    (``dl[..., 0]`` unused), diagonal ``d`` and upper diagonal ``du`` (``du[..., m-1]``
    unused), all ``[..., m]``, and ``b`` ``[..., m, k]``. NaNs for a singular ``A``,
    unless ``perturb_singular`` perturbs its tiny pivots (as jax)."""
    return tridiagonal_solve_p.bind(lax_operand(dl), lax_operand(d), lax_operand(du), lax_operand(b),
                                    perturb_singular=bool(perturb_singular))
