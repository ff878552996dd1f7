"""``lax.linalg.qdwh``: the polar decomposition ``x = u h`` by the QR-based dynamically
weighted Halley iteration (Nakatsukasa, Bai and Gygi, SIAM J. Matrix Anal. Appl. 31(5),
2010), with jax's signature, coefficients and stopping rules, so that both libraries
take the same steps.

The weights of the first iterations depend only on ``eps`` and are computed in Python:
QR-based steps while the weight ``c`` is large (the Cholesky-based form loses accuracy
there), then Cholesky-based steps, then plain Halley steps (a ``while_loop``) until the
iterate stops moving or ``max_iterations`` is reached; a Newton-Schulz step refines
``u``. The whole is one ``jit``-compiled program, as in jax; it composes with ``vmap``
and (forward) ``jvp`` through its lax operations, and like jax's it has no reverse-mode
derivative (its ``while_loop``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.jit import jit
from jaxtypes.runtime.lax import lapack
from jaxtypes.runtime.lax.linalg import cholesky, qr, triangular_solve
from jaxtypes.runtime.lax.matrices import (
    adjoint as _H, transpose as _T, conj as _conj, matmul as _mm, add as _add, sub as _sub, mul as _mul,
    div as _div, eye as _eye, real_dtype as _real_dtype,
)
from jaxtypes.runtime.lax.operands import INEXACT, lax_operand

__all__ = ["qdwh"]

_CHOLESKY_CUTOFF = 100  # the weight c above which a step is QR-based
_DEFAULT_MAX_ITERATIONS = 10


def _times(scale: Any, x: Any) -> Any:
    """``scale * x`` for a Python number or a scalar array of ``x``'s dtype."""
    from jaxtypes.runtime.lax.shape import broadcast_in_dim
    from jaxtypes.runtime.core.creation import asarray

    if not isinstance(scale, Array):
        scale = asarray(np.asarray(scale, x.dtype))
    return _mul(broadcast_in_dim(scale, tuple(x.shape), ()), x)


def _mask(x: Any, dims: tuple[Any, ...], alternative: Any = None) -> Any:
    """``x`` where each index is below the (traced) size ``dims[i]``, else ``alternative`` (zeros)."""
    from jaxtypes.runtime.lax.elementwise import select
    from jaxtypes.runtime.lax.operators import bitwise_and, convert_element_type, lt
    from jaxtypes.runtime.lax.shape import broadcast_in_dim, broadcasted_iota
    from jaxtypes.runtime.interpreters.autodiff import zeros_like

    keep = None
    for i, d in enumerate(dims):
        bound = broadcast_in_dim(convert_element_type(d, np.int32), tuple(x.shape), ())
        inside = lt(broadcasted_iota(np.int32, tuple(x.shape), i), bound)
        keep = inside if keep is None else bitwise_and(keep, inside)
    return select(keep, x, zeros_like(x) if alternative is None else alternative)


def _frobenius(x: Any) -> Any:
    from jaxtypes.runtime.lax.elementwise import real, sqrt
    from jaxtypes.runtime.lax.reduction import reduce_sum

    squares = _mul(x, _conj(x))
    return sqrt(reduce_sum(real(squares) if x.dtype.kind == "c" else squares, (0, 1)))


def _qr_step(u: Any, true_shape: Any, params: tuple[Any, Any, Any]) -> Any:
    """``e u + (a - e) / sqrt(c) q1 q2^H`` with ``[sqrt(c) u; I] = [q1; q2] r``."""
    from jaxtypes.runtime.lax.shape import concatenate, dynamic_slice_in_dim, dynamic_update_slice_in_dim, pad
    from jaxtypes.runtime.lax.shape import slice as lax_slice

    a_minus_e_by_sqrt_c, sqrt_c, e = params
    rows, n = u.shape
    eye = _eye((n, n), u.dtype)
    if true_shape is None:
        q, _ = qr(concatenate([_times(sqrt_c, u), eye], 0), full_matrices=False)
        q1, q2 = lax_slice(q, (0, 0), (rows, n)), lax_slice(q, (rows, 0), (rows + n, n))
    else:  # u is the leading (m, n) block of a zero-padded matrix: the identity goes below it
        m, n_true = true_shape
        padded = pad(_times(sqrt_c, u), _zero(u), [(0, n, 0), (0, 0, 0)])
        q, _ = qr(dynamic_update_slice_in_dim(padded, eye, m, 0), full_matrices=False)
        q1 = _mask(lax_slice(q, (0, 0), (rows, n)), (m, n_true))
        q2 = _mask(dynamic_slice_in_dim(q, m, n, 0), (n_true, n_true))
    return _add(_times(e, u), _times(a_minus_e_by_sqrt_c, _mm(q1, _H(q2))))


def _cholesky_step(u: Any, true_shape: Any, params: tuple[Any, Any, Any]) -> Any:
    """``e u + (a - e) u (c u^H u + I)^-1``, the inverse applied through a Cholesky factor."""
    a_minus_e, c, e = params
    n = u.shape[1]
    eye = _eye((n, n), u.dtype)
    x = _add(_times(c, _mm(_H(u), u)), eye)
    if true_shape is not None:  # the padded corner: the identity keeps the matrix positive definite
        x = _mask(x, (true_shape[1], true_shape[1]), eye)
    y = cholesky(x, symmetrize_input=False)
    z = _conj(triangular_solve(y, _T(u), left_side=True, lower=True, conjugate_a=True))
    z = _H(triangular_solve(y, z, left_side=True, lower=True, transpose_a=True, conjugate_a=True))
    return _add(_times(e, u), _times(a_minus_e, z))


def _zero(x: Any) -> Any:
    from jaxtypes.runtime.core.creation import asarray

    return asarray(np.zeros((), x.dtype))


def _weights(eps: float, max_iterations: int) -> tuple[list[tuple[float, float, float]], list[tuple[float, float, float]]]:
    """The (QR-form, Cholesky-form) parameters of the dynamically weighted steps, from the
    lower bound ``eps`` of the scaled smallest singular value (jax's recurrence)."""
    tol_l = 10.0 * eps / 2.0
    qr_params, cholesky_params = [], []
    lower, k = eps, 0
    while lower + tol_l < 1 and k < max_iterations:
        k += 1
        l2 = lower * lower
        dd = (4 * (1 / l2 - 1) / l2) ** (1 / 3)
        sqd = (1.0 + dd) ** (1 / 2)
        a = sqd + (2 - dd + 2 * (2 - l2) / (l2 * sqd)) ** (1 / 2)
        b = (a - 1) ** 2 / 4
        c = a + b - 1
        lower = lower * (a + b * l2) / (1 + c * l2)
        e = b / c
        if c > _CHOLESKY_CUTOFF:
            qr_params.append(((a - e) / c ** (1 / 2), c ** (1 / 2), e))
        else:
            cholesky_params.append((a - e, c, e))
    return qr_params, cholesky_params


def _as_params(values: tuple[float, float, float], dtype: np.dtype[Any]) -> tuple[Any, Any, Any]:
    from jaxtypes.runtime.core.creation import asarray

    return tuple(asarray(np.asarray(v, dtype)) for v in values)  # type: ignore[return-value]


def _qdwh(x: Any, dynamic_shape: Any, *, max_iterations: int, eps: float | None) -> tuple[Any, Any, Any, Any]:
    from jaxtypes.runtime.core.creation import asarray
    from jaxtypes.runtime.lax.control_flow import while_loop
    from jaxtypes.runtime.lax.elementwise import abs as lax_abs, rsqrt, select
    from jaxtypes.runtime.lax.elementwise import bitwise_not
    from jaxtypes.runtime.lax.operators import bitwise_and, convert_element_type, eq, gt, lt
    from jaxtypes.runtime.lax.reduction import reduce_max, reduce_sum

    if dynamic_shape is not None:
        x = _mask(x, tuple(dynamic_shape))
    if eps is None:
        eps = float(np.finfo(x.dtype).eps)
    real = _real_dtype(x.dtype)
    # u = x / alpha, with alpha = sqrt(|x|_1 |x|_inf) >= |x|_2 (1 where x is zero).
    magnitudes = lax_abs(x)
    one_norm = reduce_max(reduce_sum(magnitudes, (0,)), (0,))
    inf_norm = reduce_max(reduce_sum(magnitudes, (1,)), (0,))
    scale = select(eq(one_norm, asarray(np.zeros((), real))), asarray(np.ones((), real)),
                   _mul(rsqrt(one_norm), rsqrt(inf_norm)))
    u = _times(convert_element_type(scale, x.dtype), x)
    # Computed as jax computes it: in the default float dtype, then compared in x's real one.
    tol_norm = asarray(np.asarray(np.cbrt(np.asarray(10.0 * eps / 2.0, dtypes.canonicalize_dtype(np.float64))),
                                  real))
    qr_params, cholesky_params = _weights(eps, max_iterations)
    for params in qr_params:
        u = _qr_step(u, dynamic_shape, _as_params(params, x.dtype))
    not_converged: Any = True
    for params in cholesky_params:
        previous, u = u, _cholesky_step(u, dynamic_shape, _as_params(params, x.dtype))
        not_converged = gt(_frobenius(_sub(u, previous)), tol_norm)

    halley = _as_params((3 - 1 / 3, 3, 1 / 3), x.dtype)  # the weights' limit (a, b, c) = (3, 1, 3)

    def keep_going(state: Any) -> Any:
        k, _, not_converged = state
        return bitwise_and(not_converged, lt(k, max_iterations))

    def step(state: Any) -> Any:
        k, u, _ = state
        new = _cholesky_step(u, dynamic_shape, halley)
        return _add_one(k), new, gt(_frobenius(_sub(new, u)), tol_norm)

    count = len(qr_params) + len(cholesky_params)
    num_iters, u, not_converged = while_loop(keep_going, step, (count, u, not_converged))
    # One Newton-Schulz step: u (3 I - u^H u) / 2.
    u = _sub(_times(1.5, u), _times(0.5, _mm(u, _mm(_H(u), u))))
    h = _mm(_H(u), x)
    h = _div(_add(h, _H(h)), asarray(np.full(tuple(h.shape), 2, h.dtype)))
    return u, h, num_iters, bitwise_not(not_converged)


def _add_one(k: Any) -> Any:
    from jaxtypes.runtime.lax.operators import add

    return add(k, 1)


_qdwh_jit = jit(_qdwh, static_argnames=("max_iterations", "eps"))


def qdwh(x: Any, *, is_hermitian: bool = False, max_iterations: int | None = None, eps: float | None = None,
         dynamic_shape: tuple[int, int] | None = None) -> tuple[Array, Array, Array, Array]:
    """The polar decomposition ``x = u h`` of a full-rank ``M x N`` matrix (``M >= N``):
    ``(u, h, num_iters, is_converged)``, ``u`` with orthonormal columns, ``h`` Hermitian
    positive semi-definite, the number of iterations (the default int) and whether
    ``|u_k - u_k-1| < (5 eps)^(1/3)`` was reached within ``max_iterations`` (10 by
    default). ``eps`` defaults to the dtype's epsilon. With ``dynamic_shape`` ``(m, n)``,
    ``x`` is the zero-padded leading ``m x n`` block. ``is_hermitian`` is unused, as in jax."""
    operand = lax_operand(x)
    if operand.ndim != 2:
        raise ValueError(f"qdwh: x must be a matrix (shape M x N), got shape {tuple(operand.shape)}")
    if dtypes.dtype_info(operand.dtype).name not in INEXACT.names:
        raise ValueError(f"qdwh: x must have a floating or complex dtype, got {operand.dtype.name}")
    lapack.check_dtype("qdwh", operand.dtype)
    rows, columns = operand.shape
    if rows < columns:
        raise ValueError("The input matrix of shape M x N must have M >= N.")
    iterations = _DEFAULT_MAX_ITERATIONS if max_iterations is None else _static_int(max_iterations)
    shape = None if dynamic_shape is None else tuple(dynamic_shape)
    if shape is not None and len(shape) != 2:
        raise ValueError(f"qdwh: dynamic_shape must be a pair (m, n), got {dynamic_shape!r}")
    u, h, num_iters, is_converged = _qdwh_jit(operand, shape, max_iterations=iterations,
                                              eps=None if eps is None else float(eps))
    return u, h, num_iters, is_converged


def _static_int(value: Any) -> int:
    try:
        return int(value)
    except Exception as error:
        raise TypeError("The `max_iterations` argument must be statically specified to use `qdwh` within "
                        f"transformations, got {type(value).__name__}") from error
