"""``lax.linalg`` (third part): updates and products that reuse a factorisation (JAX's
names, signatures and semantics), each a primitive over a batch of matrices.

* ``cholesky_update``: the upper Cholesky factor of ``R^T R + w w^T`` from ``R`` by
  Givens rotations (jax's algorithm, composed of lax operations, for every float dtype).
* ``ormqr``: ``Q c``, ``Q^H c``, ``c Q`` or ``c Q^H`` for the ``Q`` that Householder
  reflectors (as ``geqrf`` leaves them) define, without forming ``Q``: LAPACK's
  ``ormqr`` / ``unmqr`` kernel on the CPU, as jax.
* ``symmetric_product``: ``alpha a a^T + beta c`` (floats), composed as jax does on the CPU.
* Derivatives: jax defines none for these three. Here ``cholesky_update`` and
  ``symmetric_product`` have JVPs in every operand and ``ormqr`` in ``c`` (it is linear
  there, with its transpose); ``ormqr`` in the reflectors is a NotImplementedError.
* ``vmap`` moves batched dimensions to the front; ``cholesky_update`` takes exactly one
  matrix (as jax), but its primitive batches, so it has a batching rule (jax has none).
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.subjaxpr import composed_lowering as _composed_lowering
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.lax import lapack
from jaxtypes.runtime.lax.linalg import triangular_solve
from jaxtypes.runtime.lax.matrices import (
    matrix_dims as _matrix, is_empty as _empty, primitive as _p, constant as _const, transpose as _T, conj as _conj,
    matmul as _mm, add as _add, sub as _sub, mul as _mul, div as _div, tril as _tril, triu as _triu,
    front_batch as _front_batch,
)
from jaxtypes.runtime.lax.operands import INEXACT, ShapeDtype, lax_operand

__all__ = ["cholesky_update", "ormqr", "symmetric_product"]


def _check_floating(name: str, x: Aval, position: int) -> None:
    if dtypes.dtype_info(x.dtype).kind != "float":
        raise TypeError(f"{name} does not accept dtype {x.dtype.name} at position {position}. Accepted dtypes at "
                        f"position {position} are subtypes of floating.")


def _check_same_dtypes(name: str, *avals: Aval) -> None:
    if len({a.dtype for a in avals}) != 1:
        raise TypeError(f"lax.{name} requires arguments to have the same dtypes, got "
                        f"{', '.join(a.dtype.name for a in avals)}.")


def _check_batches(name: str, *batches: tuple[int, ...]) -> None:
    if len({len(b) for b in batches}) != 1:
        raise TypeError(f"All inputs to {name} must have the same number of batch dimensions, but got "
                        f"{[len(b) for b in batches]} batch dimensions for the inputs.")
    if len(set(batches)) != 1:
        raise ValueError(f"All inputs to {name} must have the same batch dimensions, got {list(batches)}.")


def _scalar(value: float, like: Any) -> Any:
    """The Python number ``value`` broadcast to ``like``'s shape and dtype."""
    from jaxtypes.runtime.lax.shape import broadcast_in_dim

    return broadcast_in_dim(_const(value, like.dtype), tuple(like.shape), ())


def _halved_diagonal_upper(x: Any) -> Any:
    """``triu(x)`` with its diagonal halved."""
    n = x.shape[-1]
    return _div(_triu(x), _const(np.broadcast_to(np.ones((n, n)) + np.eye(n), tuple(x.shape)), x.dtype))


# -- cholesky_update ------------------------------------------------------------------------

def _cholesky_update_rule(r: Aval, w: Aval) -> ShapeDtype:
    name = "cholesky_update"
    for i, (x, rank) in enumerate(((r, 2), (w, 1))):
        if len(x.shape) < rank:
            raise TypeError(f"Input {i} to {name} must have rank at least {rank}, but got shape={x.shape}")
        _check_floating(name, x, i)
    _check_same_dtypes(name, r, w)
    _check_batches(name, tuple(r.shape[:-2]), tuple(w.shape[:-1]))
    m, n = r.shape[-2:]
    if m != n or w.shape[-1] != n:
        raise ValueError("Rank-1 update to Cholesky decomposition takes a square matrix and a vector of the same "
                         f"size as input. Got shapes {tuple(r.shape[-2:])} and {tuple(w.shape[-1:])} instead")
    return r.shape, r.dtype


def _givens(x: Any, y: Any) -> tuple[Any, Any]:
    """``(c, s)`` of the rotation taking ``(x, y)`` to ``(rho, 0)``, scaled against overflow:
    ``(1, 0)`` where ``y`` is zero (as jax's ``_drotg``)."""
    from jaxtypes.runtime.lax.elementwise import abs as lax_abs, neg, select, sqrt
    from jaxtypes.runtime.lax.operators import eq, gt

    ax, ay = lax_abs(x), lax_abs(y)
    no_rotation = eq(y, _scalar(0, y))
    one = _scalar(1, x)
    scale = select(no_rotation, one, select(gt(ax, ay), ax, ay))  # never 0/0 in the unused branch
    xs, ys = _div(x, scale), _div(y, scale)
    rh = _div(one, sqrt(_add(_mul(xs, xs), _mul(ys, ys))))
    return select(no_rotation, one, _mul(xs, rh)), select(no_rotation, _scalar(0, x), neg(_mul(ys, rh)))


def _cholesky_update_composed(r: Any, w: Any) -> Any:
    """Row ``k`` of ``r`` and ``w`` rotated so as to zero ``w[k]``, for ``k = 0 .. n-1``."""
    from jaxtypes.runtime.lax.elementwise import select
    from jaxtypes.runtime.lax.operators import eq
    from jaxtypes.runtime.lax.shape import broadcast_in_dim, broadcasted_iota, expand_dims, index_in_dim

    *batch, n, _ = r.shape
    nb = len(batch)
    rows = broadcasted_iota(np.int32, tuple(r.shape), nb)
    for k in range(n):
        row = index_in_dim(r, k, nb, keepdims=False)  # [..., n]
        c, s = _givens(index_in_dim(row, k, nb, keepdims=False), index_in_dim(w, k, nb, keepdims=False))
        c, s = expand_dims(c, (nb,)), expand_dims(s, (nb,))
        new_row = _sub(_mul(c, row), _mul(s, w))
        w = _add(_mul(c, w), _mul(s, row))
        spread = broadcast_in_dim(new_row, tuple(r.shape), (*range(nb), nb + 1))
        r = select(eq(rows, _scalar(k, rows)), spread, r)
    return r


cholesky_update_p: Final[Primitive] = Primitive(
    "cholesky_update", _cholesky_update_rule, _composed_lowering(_cholesky_update_composed, "cholesky_update"))


def _cholesky_update_jvp(primals: Any, tangents: Any) -> tuple[Any, Any]:
    # With A = R^T R + w w^T = R'^T R', dA = dR^T R + R^T dR + dw w^T + w dw^T, and
    # dR' = Phi(R'^-T dA R'^-1) R', Phi the upper triangle with its diagonal halved.
    from jaxtypes.runtime.lax.shape import expand_dims

    (r, w), (dr, dw) = primals, tangents
    out = cholesky_update_p.bind(r, w)
    if dr is None and dw is None:
        return out, None
    da = None
    if dr is not None:
        half = _mm(_T(dr), r)
        da = _add(half, _T(half))
    if dw is not None:
        nb = w.ndim - 1
        half = _mul(expand_dims(dw, (nb + 1,)), expand_dims(w, (nb,)))
        da = ad.add_tangents(da, _add(half, _T(half)))
    inner = triangular_solve(out, triangular_solve(out, da, left_side=True, lower=False, transpose_a=True),
                             left_side=False, lower=False)
    return out, _mm(_halved_diagonal_upper(inner), out)


cholesky_update_p.jvp = _cholesky_update_jvp
cholesky_update_p.batch = _front_batch(cholesky_update_p)


def cholesky_update(r_matrix: Any, w_vector: Any) -> Array:
    """The upper-triangular Cholesky factor ``R'`` of ``A + w w^T``, where ``A = R^T R``
    is given by its upper-triangular factor ``r_matrix`` (``n x n``) and ``w`` is
    ``w_vector`` (``n``), in ``O(n^2)``: ``R'^T R' = R^T R + w w^T``. Floats only."""
    r, w = lax_operand(r_matrix), lax_operand(w_vector)
    for i, (x, rank) in enumerate(((r, 2), (w, 1))):
        if x.ndim != rank:
            raise TypeError(f"Input {i} to cholesky_update must have a rank of exactly {rank}, but got "
                            f"shape={tuple(x.shape)}")
    return cholesky_update_p.bind(r, w)


# -- ormqr ----------------------------------------------------------------------------------

def _ormqr_rule(a: Aval, taus: Aval, c: Aval, *, left: bool, transpose: bool) -> ShapeDtype:
    name = "ormqr"
    if len(taus.shape) < 1:
        raise TypeError(f"Input 1 to {name} must have rank at least 1, but got shape={taus.shape}")
    a_batch, m, n = _matrix(name, a, 0, lapack_only=False)
    if dtypes.dtype_info(taus.dtype).name not in INEXACT.names:
        raise TypeError(f"{name} does not accept dtype {taus.dtype.name} at position 1. Accepted dtypes at "
                        f"position 1 are subtypes of floating, complexfloating.")
    c_batch, rows, columns = _matrix(name, c, 2, lapack_only=False)
    _check_same_dtypes(name, a, taus, c)
    lapack.check_dtype(name, a.dtype)
    _check_batches(name, a_batch, tuple(taus.shape[:-1]), c_batch)
    if left and rows != m:
        raise ValueError("ormqr with left=True expects c to have the same number of rows as the Householder matrix "
                         f"a. Got a shape {tuple(a.shape[-2:])} and c shape {(rows, columns)}.")
    if not left and columns != m:
        raise ValueError("ormqr with left=False expects c to have the same number of columns as the Householder "
                         f"matrix a has rows. Got a shape {tuple(a.shape[-2:])} and c shape {(rows, columns)}.")
    k = taus.shape[-1]
    if k > min(m, n):
        raise ValueError(f"ormqr: there are {k} Householder scalar factors (taus) but a of shape "
                         f"{tuple(a.shape[-2:])} holds at most {min(m, n)} reflectors.")
    return c.shape, c.dtype


def _ormqr_lower(out_type: Any, a: Any, taus: Any, c: Any, *, left: bool, transpose: bool) -> Any:
    dtype = lowering.numpy_dtype(c)
    if _empty(lapack.shape_of(c)) or lapack.shape_of(taus)[-1] == 0:
        return c  # no reflectors: Q is the identity
    base = "unmqr" if dtype.kind == "c" else "ormqr"
    (out,) = lapack.custom_call(lapack.target("ormqr", base, dtype), [a, taus, c], [out_type],
                                {"left": left, "transpose": transpose}, aliases={2: 0})
    return out


ormqr_p: Final[Primitive] = Primitive("ormqr", _ormqr_rule, _ormqr_lower)


def _ormqr_jvp_reflectors(t: Any, *args: Any, **params: Any) -> Any:
    raise NotImplementedError("lax.linalg.ormqr is differentiable in c only: jax defines no derivative of ormqr, "
                              "and here only its linear operand c has one")


def _ormqr_jvp_c(dc: Any, a: Any, taus: Any, c: Any, *, out: Any, left: bool, transpose: bool) -> Any:
    return ormqr_p.bind(a, taus, dc, left=left, transpose=transpose)


def _ormqr_transpose(ct: Any, a: Any, taus: Any, c: Any, *, left: bool, transpose: bool) -> list[Any]:
    if ad.is_undefined(a) or ad.is_undefined(taus):
        raise NotImplementedError("lax.linalg.ormqr is linear in c only; it cannot be transposed in a or taus")
    if ct is None:
        return [None, None, None]
    # The transpose of c -> op(Q) c is ct -> op(Q)^T ct = conj(op(Q)^H conj(ct)); the same on the right.
    return [None, None, _conj(ormqr_p.bind(a, taus, _conj(ct), left=left, transpose=not transpose))]


ad.define_jvp(ormqr_p, _ormqr_jvp_reflectors, _ormqr_jvp_reflectors, _ormqr_jvp_c)
ormqr_p.transpose = _ormqr_transpose
ormqr_p.batch = _front_batch(ormqr_p)


def ormqr(a: Any, taus: Any, c: Any, *, left: bool = True, transpose: bool = False) -> Array:
    """``Q c`` (``left``) or ``c Q``, with ``Q^H`` for ``Q`` where ``transpose`` (``Q^T``
    for real dtypes), without forming ``Q``: the product ``H_1 ... H_k`` of the
    Householder reflectors stored below the diagonal of ``a`` (``[..., m, n]``, as
    ``geqrf`` leaves them) with scalar factors ``taus`` (``[..., k]``). The shape of ``c``."""
    return ormqr_p.bind(lax_operand(a), lax_operand(taus), lax_operand(c), left=bool(left),
                        transpose=bool(transpose))


# -- symmetric_product ----------------------------------------------------------------------

def _symmetric_product_rule(a: Aval, c: Aval, *, alpha: float, beta: float) -> ShapeDtype:
    name = "symmetric_product"
    for i, x in enumerate((a, c)):
        if len(x.shape) < 2:
            raise TypeError(f"Input {i} to {name} must have rank at least 2, but got shape={x.shape}")
        _check_floating(name, x, i)
    _check_same_dtypes(name, a, c)
    _check_batches(name, tuple(a.shape[:-2]), tuple(c.shape[:-2]))
    a_shape, c_shape = tuple(a.shape[-2:]), tuple(c.shape[-2:])
    if a_shape[0] != c_shape[1] or c_shape[0] != c_shape[1]:
        # jax's message (its name and shapes as they are).
        raise ValueError("symmetric_update expects a rectangular matrix of shape (m, n) and a square matrix of "
                         f"shape (n, n). Got shapes {a_shape} and {c_shape}.")
    return c.shape, c.dtype


def _symmetric_product_composed(a: Any, c: Any, *, alpha: float, beta: float) -> Any:
    product = _mm(a, _T(a))
    return _add(_mul(_scalar(alpha, product), product), _mul(_scalar(beta, c), c))


symmetric_product_p: Final[Primitive] = Primitive(
    "symmetric_product", _symmetric_product_rule,
    _composed_lowering(_symmetric_product_composed, "symmetric_product"))


def _symmetric_product_jvp_a(da: Any, a: Any, c: Any, *, out: Any, alpha: float, beta: float) -> Any:
    half = _mm(da, _T(a))
    both = _add(half, _T(half))
    return _mul(_scalar(alpha, both), both)


def _symmetric_product_jvp_c(dc: Any, a: Any, c: Any, *, out: Any, alpha: float, beta: float) -> Any:
    return _mul(_scalar(beta, dc), dc)


ad.define_jvp(symmetric_product_p, _symmetric_product_jvp_a, _symmetric_product_jvp_c)
symmetric_product_p.batch = _front_batch(symmetric_product_p)


def _real_scalar(name: str, value: Any) -> float:
    if isinstance(value, (bool, int, float, np.integer, np.floating)):
        return float(value)
    if isinstance(value, np.ndarray) and value.shape == () and value.dtype.kind in "iuf":
        return float(value)
    raise TypeError(f"symmetric_product: {name} must be a real Python or NumPy scalar (a static parameter), got "
                    f"{type(value).__name__} {value!r}")


def symmetric_product(a_matrix: Any, c_matrix: Any, *, alpha: float = 1., beta: float = 0.,
                      symmetrize_output: bool = False) -> Array:
    """``alpha a a^T + beta c`` for ``a`` ``[..., m, n]`` and symmetric ``c``
    ``[..., m, m]`` (floats). Only the lower triangle is promised (as jax); with
    ``symmetrize_output`` the upper one is the lower's mirror image."""
    result = symmetric_product_p.bind(lax_operand(a_matrix), lax_operand(c_matrix),
                                      alpha=_real_scalar("alpha", alpha), beta=_real_scalar("beta", beta))
    if symmetrize_output:
        result = _add(_tril(result), _T(_tril(result, -1)))
    return result
