"""``rsf2csf`` (the real Schur form made complex, by Givens rotations that split each 2x2
diagonal block) and ``funm`` (a matrix function from the complex Schur form, by
Parlett's recurrence)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax.control_flow import cond, fori_loop
from jaxtypes.runtime.lax.matrices import adjoint, real_dtype
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.numpy import reductions as red
from jaxtypes.runtime.numpy.products import matmul
from jaxtypes.runtime.numpy.shape import stack
from jaxtypes.runtime.scipy.linalg_common import arrays, inexact, matrices, over_batch, triangle
from jaxtypes.runtime.scipy.linalg_decompositions import schur

def _to_complex(name: str, *args: Any) -> list[Array]:
    """The operands at the complex dtype of their inexact join: complex128 for float64,
    complex64 for the narrower floats (int16 -> float32 -> complex64)."""
    promoted = inexact(name, *args)
    dtype = promoted[0].dtype
    if dtype.kind == "c":
        return promoted
    complex_dtype = np.dtype(np.complex128 if dtype == np.float64 else np.complex64)
    return [convert_element_type(x, complex_dtype, weak_type=x.weak_type) for x in promoted]


def _split_block(m: int, t: Array, z: Array) -> tuple[Array, Array]:
    """The rotation ``g`` that makes ``t[m, m-1]`` zero, applied as ``t <- g t g^H`` on the
    rows and columns it touches and ``z <- z g^H``."""
    shift = ew.subtract(np_linalg.eigvals(t[m - 1:m + 1, m - 1:m + 1]), t[m, m])[0]
    below = t[m, m - 1]
    r = ew.astype(ew.sqrt(ew.add(ew.square(ew.abs(shift)), ew.square(ew.abs(below)))), t.dtype)
    c, s = ew.divide(shift, r), ew.divide(below, r)
    g = ew.astype(stack([stack([ew.conj(c), s]), stack([ew.negative(s), c])]), t.dtype)
    t = t.at[m - 1:m + 1, m - 1:].set(matmul(g, t[m - 1:m + 1, m - 1:]))
    t = t.at[:m + 1, m - 1:m + 1].set(matmul(t[:m + 1, m - 1:m + 1], adjoint(g)))
    z = z.at[:, m - 1:m + 1].set(matmul(z[:, m - 1:m + 1], adjoint(g)))
    return t, z


def _rsf2csf_2d(t: Array, z: Array) -> tuple[Array, Array]:
    eps = float(np.finfo(real_dtype(t.dtype)).eps)
    for m in range(t.shape[-1] - 1, 0, -1):
        below = ew.abs(t[m, m - 1])
        split = ew.greater(below, ew.multiply(eps, ew.add(ew.abs(t[m - 1, m - 1]), ew.abs(t[m, m]))))
        t, z = cond(split, lambda t, z, m=m: _split_block(m, t, z), lambda t, z: (t, z), t, z)
        t = t.at[m, m - 1].set(0)
    return t, z


def rsf2csf(T: Any, Z: Any, check_finite: bool = True) -> tuple[Array, Array]:  # noqa: N803  (SciPy's names)
    """The complex Schur form ``(T, Z)`` (``T`` upper triangular, ``Z`` unitary) of a
    real Schur form ``(T, Z)`` (``T`` quasi-upper triangular, as ``schur`` gives it):
    each 2x2 diagonal block, whose eigenvalues are a complex pair, is split by a Givens
    rotation. Leading axes are batches, broadcast between ``T`` and ``Z``."""
    del check_finite
    t, z = _to_complex("rsf2csf", T, Z)
    matrices("rsf2csf", t, "T")
    matrices("rsf2csf", z, "Z")
    if t.shape[-1] != z.shape[-1]:
        raise ValueError(f"jax.scipy.linalg.rsf2csf: T and Z must be matrices of one size, got shapes {t.shape} and "
                         f"{z.shape}")
    if t.shape[-1] <= 1:
        return t, z
    return over_batch(_rsf2csf_2d, t, z, cores=(2, 2))  # type: ignore[no-any-return]


def _parlett(t: Array, f: Array) -> tuple[Array, Array]:
    """The upper triangular ``f`` commuting with upper triangular ``t`` (``t f = f t``),
    from its diagonal, one superdiagonal at a time: entry ``(i, j)`` of the ``p``-th is
    ``(t f - f t)[i, j] / (t[j, j] - t[i, i])`` with that superdiagonal still zero in
    ``f`` (``(i, j)`` kept where the two diagonal entries are equal). Also the smallest
    of ``|t[0, 0]|`` and the ``|t[j, j] - t[i, i]|`` for ``i < j`` (``funm``'s error estimate
    divides by it)."""
    n = t.shape[-1]
    rows, columns = np.indices((n, n))
    d = np_linalg.diagonal(t)
    gaps = ew.subtract(d[None, :], d[:, None])  # t[j, j] - t[i, i]
    above = np.triu(np.ones((n, n), dtype=bool), 1)
    smallest = red.min(ew.where(above, ew.abs(gaps), ew.abs(t[0, 0]))) if n > 1 else ew.abs(t[0, 0])

    def superdiagonal(p: Any, f: Array) -> Array:
        on = ew.equal(columns - rows, p)
        s = ew.subtract(matmul(t, f), matmul(f, t))
        entries = ew.where(ew.not_equal(gaps, 0), ew.divide(s, ew.where(ew.equal(gaps, 0), 1, gaps)), s)
        return ew.where(on, entries, f)

    return fori_loop(1, n, superdiagonal, f), smallest


def funm(A: Any, func: Callable[[Array], Any], disp: bool = True) -> Any:  # noqa: N803
    """``func`` of the square matrix ``A`` (complex): ``func`` applied to the eigenvalues
    on the diagonal of ``A``'s complex Schur form, the rest by Parlett's recurrence. With
    ``disp=False``, also an estimate of the relative error (``inf`` where the result is
    not finite), as jax gives it."""
    a = asarray(arrays("funm", A)[0])
    if a.ndim != 2 or a.shape[0] != a.shape[1]:
        raise ValueError(f"jax.scipy.linalg.funm: A must be a square matrix, got shape {a.shape}")
    t, z = rsf2csf(*schur(a))
    n = t.shape[-1]
    values = ew.astype(func(np_linalg.diagonal(t)), t.dtype)
    f = ew.where(np.eye(n, dtype=bool), values[None, :], ew.multiply(t, 0))
    f, smallest = _parlett(t, f)
    f = matmul(matmul(z, f), adjoint(z))
    if disp:
        return f
    tol = float(np.finfo(real_dtype(t.dtype)).eps)
    smallest = ew.where(ew.equal(smallest, 0), tol, smallest)
    estimate = ew.minimum(1, ew.maximum(tol, ew.multiply(ew.divide(tol, smallest),
                                                         np_linalg.norm(triangle(t, 1, lower=False), 1))))
    return f, ew.where(red.any(ew.isinf(f)), np.inf, estimate)
