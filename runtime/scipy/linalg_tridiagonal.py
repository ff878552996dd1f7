"""``eigh_tridiagonal``: the eigenvalues of a real symmetric (or complex Hermitian)
tridiagonal matrix by bisection on Sturm sequence counts, all of them at once, and its
eigenvectors by inverse iteration. The bounds, pivot guard and tolerances are the ones
jax (and LAPACK's ``xSTEBZ``) use, so the eigenvalues agree with jax's to rounding."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import linalg as lax_linalg
from jaxtypes.runtime.lax import linalg_eigen
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.matrices import real_dtype
from jaxtypes.runtime.lax.control_flow import cond, fori_loop, scan, while_loop
from jaxtypes.runtime.lax.random_bits import rng_bit_generator
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.numpy import reductions as red
from jaxtypes.runtime.numpy.products import matmul
from jaxtypes.runtime.numpy.shape import broadcast_to, concatenate
from jaxtypes.runtime.scipy.linalg_common import INT32, arrays

_ACCEPTED = tuple(np.dtype(n) for n in ("float32", "float64", "complex64", "complex128"))
_DEFAULT_KEY = np.array([0, 42, 0, 0], np.uint32)
_INVERSE_ITERATIONS = 5  # LAPACK's xSTEIN: at most five steps, or until the norms grow by less than 10%


def _sturm_counts(alpha: Array, beta_sq: Array, pivmin: Any, first_pivot: Any, x: Array) -> Array:
    """How many eigenvalues lie below each point of ``x``: the negative pivots of the
    LDL^T factorization of ``T - x I`` (a pivot at most ``pivmin`` counts as negative and
    is replaced by ``-pivmin``; a zero first pivot by ``first_pivot``)."""
    q = ew.subtract(alpha[0], x)
    count = ew.astype(ew.less(q, 0), INT32)
    q = ew.where(ew.equal(alpha[0], x), first_pivot, q)

    def step(carry: tuple[Array, Array], row: tuple[Array, Array]) -> tuple[tuple[Array, Array], None]:
        q, count = carry
        a, b2 = row
        q = ew.subtract(ew.subtract(a, ew.divide(b2, q)), x)
        small = ew.less_equal(q, pivmin)
        return (ew.where(small, ew.minimum(q, ew.negative(pivmin)), q), ew.add(count, ew.astype(small, INT32))), None

    return scan(step, (q, count), (alpha[1:], beta_sq))[0][1]  # type: ignore[no-any-return]


def _targets(n: int, select: str, select_range: Any) -> np.ndarray:
    """The indices (in increasing order) of the eigenvalues asked for."""
    if select == "a":
        return np.arange(n, dtype=np.int32)
    if select == "i":
        if select_range is None:
            raise ValueError("jax.scipy.linalg.eigh_tridiagonal: select='i' needs select_range=(first, last)")
        first, last = (int(i) for i in select_range)
        if first > last:
            raise ValueError(f"jax.scipy.linalg.eigh_tridiagonal: empty index range {tuple(select_range)}")
        return np.arange(first, last + 1, dtype=np.int32)
    if select == "v":
        raise NotImplementedError("jax.scipy.linalg.eigh_tridiagonal: select='v' is not implemented (as in jax)")
    raise ValueError(f"jax.scipy.linalg.eigh_tridiagonal: select must be 'a', 'i' or 'v', got {select!r}")


def _eigenvalues(alpha: Array, beta_abs: Array, beta_sq: Array, targets: np.ndarray, tol: Any) -> Array:
    n = alpha.shape[0]
    finfo = np.finfo(alpha.dtype)
    eps = finfo.eps
    rows = concatenate([beta_abs[:1], ew.add(beta_abs[:-1], beta_abs[1:]), beta_abs[-1:]], axis=0)
    top, bottom = red.max(ew.add(alpha, rows)), red.min(ew.subtract(alpha, rows))  # Gershgorin bounds
    t_norm = ew.maximum(ew.abs(bottom), ew.abs(top))
    one = np.ones((), alpha.dtype)
    safemin = np.maximum(one / finfo.max, (one + eps) * finfo.tiny)
    pivmin = ew.multiply(safemin, ew.maximum(1, red.max(beta_sq)))
    # jax's first pivot where x is d[0]: (eps |e[0]|)^2, which is 0 when e[0] is, and the
    # next step divides 0 by it (NaN counts, eigenvalues lost); at least pivmin here.
    first_pivot = ew.maximum(ew.square(ew.multiply(eps, beta_abs[0])), pivmin)
    abs_tol = ew.multiply(eps, t_norm)
    if tol is not None:
        abs_tol = ew.maximum(tol, abs_tol)
    fudge = 2.1  # the starting interval is Gershgorin's, widened a little
    slack = ew.multiply(ew.multiply(ew.multiply(asarray(np.array(n, alpha.dtype)), fudge), eps), t_norm)
    shape = targets.shape
    lower = broadcast_to(ew.subtract(ew.subtract(bottom, slack), ew.multiply(2 * fudge, pivmin)), shape)
    upper = broadcast_to(ew.add(ew.add(top, slack), ew.multiply(fudge, pivmin)), shape)
    pivmin = broadcast_to(pivmin, shape)
    first_pivot = broadcast_to(first_pivot, shape)
    wanted = asarray(targets)

    def unfinished(state: tuple[Any, Array, Array, Array]) -> Array:
        i, lower, _, upper = state
        return ew.bitwise_and(ew.less(i, finfo.nmant + 1), ew.less(abs_tol, red.max(ew.subtract(upper, lower))))

    def bisect(state: tuple[Any, Array, Array, Array]) -> tuple[Any, Array, Array, Array]:
        i, lower, mid, upper = state
        below = ew.less_equal(_sturm_counts(alpha, beta_sq, pivmin, first_pivot, mid), wanted)
        lower, upper = ew.where(below, mid, lower), ew.where(below, upper, mid)
        return ew.add(i, 1), lower, ew.multiply(0.5, ew.add(lower, upper)), upper

    start = (asarray(np.int32(0)), lower, ew.multiply(0.5, ew.add(upper, lower)), upper)
    return while_loop(unfinished, bisect, start)[2]  # type: ignore[no-any-return]


def _start_vectors(key: Any, k: int, n: int, dtype: np.dtype[Any]) -> Array:
    """``k`` random unit vectors of length ``n`` (uniform entries in [-1, 1)) from ``key``."""
    if key is None:
        key = _DEFAULT_KEY
    key = asarray(key)
    if key.dtype != np.uint32 or key.shape not in ((2,), (4,)):
        raise TypeError("jax.scipy.linalg.eigh_tridiagonal: key must be uint32 key data of shape (2,) or (4,) "
                        f"(jax.random.PRNGKey's), got {key.dtype.name}{list(key.shape)}")
    if key.shape == (2,):
        key = concatenate([key, asarray(np.zeros(2, np.uint32))], axis=0)
    real = real_dtype(dtype)
    bits = rng_bit_generator(key, (k, n), np.uint32)[1]
    v = ew.subtract(ew.multiply(ew.astype(bits, real), 2.0 ** -31), 1)
    v = ew.astype(v, dtype)
    return ew.divide(v, _norms(v))


def _norms(v: Array) -> Array:
    """The 2-norm of each row, keeping the axis, in ``v``'s dtype."""
    return ew.astype(np_linalg.norm(v, axis=-1, keepdims=True), v.dtype)


def _clusters(values: Array) -> tuple[Array, Array]:
    """For increasing eigenvalues: whether each starts a cluster (of at least two, each
    closer than ``sqrt(eps) * |T|`` to the next), and each one's cluster number."""
    k = values.shape[0]
    t_norm = ew.maximum(ew.abs(values[0]), ew.abs(values[-1]))
    close = ew.less(ew.subtract(values[1:], values[:-1]), ew.multiply(np.sqrt(np.finfo(values.dtype).eps), t_norm))
    no = asarray(np.zeros(1, bool))
    apart_left = ew.equal(concatenate([no, close], axis=0), False)
    starts = ew.bitwise_and(apart_left, concatenate([close, no], axis=0))
    number = matmul(asarray(np.tril(np.ones((k, k), np.int32))), ew.astype(apart_left, INT32))
    return starts, number


def _orthonormalize_clusters(v: Array, starts: Array, number: Array) -> Array:
    """The vectors (rows of ``v``) of each cluster replaced by an orthonormal basis of
    their span: ``Q`` of the QR factorization of the cluster's vectors, moved to the
    front of a block of ``k`` rows whose rows after them are zero."""
    k = v.shape[0]
    positions = asarray(np.arange(k, dtype=np.int32))

    def cluster_at(i: Any, v: Array) -> Array:
        size = red.sum(ew.astype(ew.equal(number, lax_shape.dynamic_index_in_dim(number, i, 0, keepdims=False)),
                                 INT32))
        inside = ew.less(positions, size)[:, None]
        padded = concatenate([v, ew.multiply(v, 0)], axis=0)
        window = lax_shape.dynamic_slice_in_dim(padded, i, k, 0)
        block = ew.where(inside, window, 0)
        q = lax_shape.transpose(lax_linalg.qr(lax_shape.transpose(block, (1, 0)), full_matrices=False)[0], (1, 0))
        return lax_shape.dynamic_update_slice_in_dim(padded, ew.where(inside, q, window), i, 0)[:k]

    def at(i: Any, v: Array) -> Array:
        first = lax_shape.dynamic_index_in_dim(starts, i, 0, keepdims=False)
        return cond(first, lambda v: cluster_at(i, v), lambda v: v, v)  # type: ignore[no-any-return]

    return fori_loop(0, k, at, v)  # type: ignore[no-any-return]


def _eigenvectors(alpha: Array, beta: Array, values: Array, key: Any) -> Array:
    """Inverse iteration on ``T - values[i] I`` for every ``i`` at once, the vectors of
    each cluster of eigenvalues (where they are not unique) made orthonormal after each
    step. Returns the vectors as rows."""
    n, k = alpha.shape[0], values.shape[0]
    dtype = beta.dtype
    zero = asarray(np.zeros(1, dtype))
    dl = broadcast_to(concatenate([zero, ew.conj(beta)], axis=0), (k, n))
    du = broadcast_to(concatenate([beta, zero], axis=0), (k, n))
    diagonal = ew.astype(ew.subtract(alpha[None, :], values[:, None]), dtype)
    starts, number = _clusters(values)

    def growing(state: tuple[Any, Array, Array, Array]) -> Array:
        i, _, norm, previous = state
        return ew.bitwise_and(ew.less(i, _INVERSE_ITERATIONS), red.any(ew.greater_equal(norm, ew.multiply(1.1, previous))))

    def step(state: tuple[Any, Array, Array, Array]) -> tuple[Any, Array, Array, Array]:
        i, v, norm, _ = state
        solved = linalg_eigen.tridiagonal_solve(dl, diagonal, du, v[:, :, None], perturb_singular=True)[:, :, 0]
        norms = _norms(solved)
        v = _orthonormalize_clusters(ew.divide(solved, norms), starts, number)
        return ew.add(i, 1), v, ew.real(norms[:, 0]), norm

    real = values.dtype
    start = (asarray(np.int32(0)), _start_vectors(key, k, n, dtype), asarray(np.ones(k, real)),
             asarray(np.zeros(k, real)))
    return while_loop(growing, step, start)[1]  # type: ignore[no-any-return]


def eigh_tridiagonal(d: Any, e: Any, *, eigvals_only: bool = False, select: str = "a",
                     select_range: tuple[float, float] | None = None, tol: float | None = None,
                     key: Any = None) -> Any:
    """The eigenvalues (increasing; the real dtype of ``d``) of the Hermitian tridiagonal
    matrix with diagonal ``d`` (its real part) and off-diagonal ``e``, all of them
    (``select='a'``) or those of indices ``select_range[0]`` to ``select_range[1]``
    (``select='i'``); unless ``eigvals_only``, also the eigenvectors as columns (of
    ``e``'s dtype). ``key``, raw uint32 key data, seeds the start of inverse iteration: the
    eigenvectors are jax's up to a sign (a phase for complex input), or, for eigenvalues
    closer than ``sqrt(eps) |T|``, another orthonormal basis of the same space."""
    alpha, beta = (asarray(x) for x in arrays("eigh_tridiagonal", d, e))
    if alpha.dtype != beta.dtype:
        raise TypeError(f"jax.scipy.linalg.eigh_tridiagonal: d and e must have the same dtype, got {alpha.dtype.name} "
                        f"and {beta.dtype.name}")
    if alpha.dtype not in _ACCEPTED:
        raise TypeError(f"jax.scipy.linalg.eigh_tridiagonal does not accept dtype {alpha.dtype.name}: accepted dtypes "
                        "are float32, float64, complex64 and complex128")
    n = alpha.shape[0] if alpha.ndim == 1 else -1
    if n < 0 or beta.shape != (max(n - 1, 0),):
        raise ValueError(f"jax.scipy.linalg.eigh_tridiagonal: d must be a vector of n values and e of n - 1, got shapes "
                         f"{alpha.shape} and {beta.shape}")
    targets = _targets(n, select, select_range)
    if n <= 1:
        values = ew.real(alpha)
        return values if eigvals_only else (values, asarray(np.eye(n, dtype=alpha.dtype)))
    if alpha.dtype.kind == "c":
        alpha = ew.real(alpha)
        beta_sq = ew.real(ew.multiply(beta, ew.conj(beta)))
        beta_abs = ew.sqrt(beta_sq)
    else:
        beta_abs, beta_sq = ew.abs(beta), ew.square(beta)
    values = _eigenvalues(alpha, beta_abs, beta_sq, targets, tol)
    if eigvals_only:
        return values
    return values, lax_shape.transpose(_eigenvectors(alpha, beta, values, key), (1, 0))
