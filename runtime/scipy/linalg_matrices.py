"""``jax.scipy.linalg``'s special matrices: built from their defining vectors (with
leading batch axes, as jax vectorizes them) or, for the ones defined by a size alone,
on the host as constants of the result dtype."""

from __future__ import annotations

import math
import operator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy.creation import zeros
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.shape import concatenate
from jaxtypes.runtime.lax.matrices import constant as scalar
from jaxtypes.runtime.lax.matrices import keep_weak
from jaxtypes.runtime.scipy.linalg_common import arrays, broadcast_batches, inexact, promoted


def _strong(x: Array) -> Array:
    """Strongly typed, as jax's result is even for weakly typed operands."""
    return convert_element_type(x, x.dtype, weak_type=False) if x.weak_type else x


def _vector(x: Array) -> Array:
    return lax_shape.reshape(x, (1,)) if x.ndim == 0 else x


def _pick(elements: Array, index: np.ndarray) -> Array:
    """``elements[..., index]`` for a constant integer ``index``."""
    return getitem(elements, (Ellipsis, index))


def block_diag(*arrs: Any) -> Array:
    """The block diagonal matrix of the arguments (scalars and vectors are 1 x n blocks),
    at their common dtype."""
    if not arrs:
        return zeros((1, 0))
    blocks = promoted("block_diag", *arrs)
    for i, b in enumerate(blocks):
        if b.ndim > 2:
            raise ValueError(f"jax.scipy.linalg.block_diag: the arguments must have at most 2 dimensions, got shape "
                             f"{b.shape} at argument {i}")
    blocks = [lax_shape.reshape(b, (1, b.size)) if b.ndim < 2 else b for b in blocks]
    total = sum(b.shape[1] for b in blocks)
    padded, column = [], 0
    for b in blocks:
        zero = keep_weak(scalar(0, b.dtype), b)
        padded.append(lax_shape.pad(b, zero, [(0, 0, 0), (column, total - column - b.shape[1], 0)]))
        column += b.shape[1]
    return _strong(concatenate(padded, axis=0))


def toeplitz(c: Any, r: Any = None) -> Array:
    """The Toeplitz matrix with first column ``c`` and first row ``r`` (``conj(c)`` when
    None; ``r[0]`` is ignored); leading axes are a batch."""
    if r is None:
        (c_,) = arrays("toeplitz", c)
        (c_,) = promoted("toeplitz", c_)
        r_ = ew.conj(c_)
    else:
        c_, r_ = arrays("toeplitz", c, r)
    c_, r_ = promoted("toeplitz", _vector(asarray(c_)), _vector(asarray(r_)))
    c_, r_ = broadcast_batches(c_, r_, cores=(1, 1))
    m, n = c_.shape[-1], r_.shape[-1]
    if m == 0 or n == 0:
        return zeros((*c_.shape[:-1], m, n), dtype=c_.dtype)
    elements = concatenate([lax_shape.rev(c_, (c_.ndim - 1,)), lax_shape.slice_in_dim(r_, 1, n, axis=r_.ndim - 1)],
                           axis=-1)
    rows, columns = np.indices((m, n))
    return _strong(_pick(elements, m - 1 + columns - rows))


def hankel(c: Any, r: Any = None) -> Array:
    """The Hankel matrix with first column ``c`` and last row ``r`` (zeros when None;
    ``r[0]`` is ignored); leading axes are a batch."""
    c_, *rest = arrays("hankel", c, *(() if r is None else (r,)))
    c_ = asarray(c_)
    r_ = zeros(c_.shape, dtype=c_.dtype) if r is None else asarray(rest[0])
    for name, v in (("c", c_), ("r", r_)):
        if v.ndim == 0:
            raise ValueError(f"jax.scipy.linalg.hankel: {name} must be at least 1-dimensional, got a scalar")
    c_, r_ = promoted("hankel", c_, r_)
    c_, r_ = broadcast_batches(c_, r_, cores=(1, 1))
    m, n = c_.shape[-1], r_.shape[-1]
    if m == 0 or n == 0:
        return zeros((*c_.shape[:-1], m, n), dtype=c_.dtype)
    elements = concatenate([c_, lax_shape.slice_in_dim(r_, 1, n, axis=r_.ndim - 1)], axis=-1)
    rows, columns = np.indices((m, n))
    return _strong(_pick(elements, rows + columns))


def circulant(c: Any) -> Array:
    """The circulant matrix with first column ``c``; leading axes are a batch."""
    (c_,) = arrays("circulant", c)
    c_ = _vector(asarray(c_))
    n = c_.shape[-1]
    rows, columns = np.indices((n, n))
    return _pick(c_, (rows - columns) % n)


def leslie(f: Any, s: Any) -> Array:
    """The Leslie matrix: fecundities ``f`` in the first row, survival rates ``s`` on the
    subdiagonal; leading axes are a batch."""
    f_, s_ = (_vector(asarray(x)) for x in arrays("leslie", f, s))
    if f_.shape[-1] < 2:
        raise ValueError(f"jax.scipy.linalg.leslie: the length of f along the last axis must be at least 2; got "
                         f"shape {f_.shape}")
    if s_.shape[-1] != f_.shape[-1] - 1:
        raise ValueError("jax.scipy.linalg.leslie: the length of s along the last axis must be one less than that of "
                         f"f; got shapes {f_.shape} and {s_.shape}")
    f_, s_ = promoted("leslie", f_, s_)
    f_, s_ = broadcast_batches(f_, s_, cores=(1, 1))
    n = f_.shape[-1]
    zero = keep_weak(scalar(0, f_.dtype), f_)
    elements = concatenate([f_, s_, lax_shape.broadcast_in_dim(zero, (*f_.shape[:-1], 1), ())], axis=-1)
    rows, columns = np.indices((n, n))
    index = np.where(rows == 0, columns, np.where(columns == rows - 1, n + columns, 2 * n - 1))
    return _pick(elements, index)


def companion(a: Any) -> Array:
    """The companion matrix of the polynomial with coefficients ``a`` (highest degree
    first); leading axes are a batch."""
    (a_,) = inexact("companion", *arrays("companion", a))
    a_ = _vector(a_)
    if a_.shape[-1] < 2:
        raise ValueError(f"jax.scipy.linalg.companion: the length of a along the last axis must be at least 2; got "
                         f"shape {a_.shape}")
    n = a_.shape[-1]
    last = a_.ndim - 1
    first_row = ew.negative(ew.divide(lax_shape.slice_in_dim(a_, 1, n, axis=last),
                                      lax_shape.slice_in_dim(a_, 0, 1, axis=last)))
    one = keep_weak(scalar(1, a_.dtype), a_)
    elements = concatenate([first_row, lax_shape.broadcast_in_dim(one, (*a_.shape[:-1], 1), ()),
                            lax_shape.broadcast_in_dim(ew.multiply(one, 0), (*a_.shape[:-1], 1), ())], axis=-1)
    m = n - 1
    rows, columns = np.indices((m, m))
    return _strong(_pick(elements, np.where(rows == 0, columns, np.where(columns == rows - 1, m, m + 1))))


def fiedler(a: Any) -> Array:
    """The symmetric Fiedler matrix ``|a[i] - a[j]|``; leading axes are a batch."""
    (a_,) = arrays("fiedler", a)
    a_ = _vector(asarray(a_))
    return ew.abs(ew.subtract(lax_shape.expand_dims(a_, (a_.ndim,)), lax_shape.expand_dims(a_, (a_.ndim - 1,))))


def fiedler_companion(a: Any) -> Array:
    """The Fiedler companion matrix of the polynomial with coefficients ``a`` (highest
    degree first): pentadiagonal, with the eigenvalues of ``companion(a)``."""
    (a_,) = inexact("fiedler_companion", *arrays("fiedler_companion", a))
    a_ = _vector(a_)
    if a_.shape[-1] == 0:
        raise ValueError("jax.scipy.linalg.fiedler_companion: the last axis of a must have nonzero length, got shape "
                         f"{a_.shape}")
    n = a_.shape[-1] - 1
    batch = a_.shape[:-1]
    if n == 0:
        return zeros((*batch, 0, 0), dtype=a_.dtype)
    last = a_.ndim - 1
    a_ = ew.divide(a_, lax_shape.slice_in_dim(a_, 0, 1, axis=last))
    if n == 1:
        return _strong(lax_shape.reshape(ew.negative(lax_shape.slice_in_dim(a_, 1, 2, axis=last)), (*batch, 1, 1)))
    one = keep_weak(scalar(1, a_.dtype), a_)
    # elements: -a[0..n], then 1, then 0
    elements = concatenate([ew.negative(a_), lax_shape.broadcast_in_dim(one, (*batch, 1), ()),
                            lax_shape.broadcast_in_dim(ew.multiply(one, 0), (*batch, 1), ())], axis=-1)
    i, j = np.indices((n, n))
    ONE, ZERO = n + 1, n + 2
    even, odd = i % 2 == 0, i % 2 == 1
    index = np.select([(i == 0) & (j == 0), (i == 1) & (j == 0), (j == i + 1) & even, (j == i + 2) & even,
                       (j == i - 1) & even & (i >= 2), (j == i - 2) & odd & (i >= 3)],
                      [1, ONE, np.minimum(i + 2, n), ONE, np.minimum(i + 1, n), ONE], default=ZERO)
    return _strong(_pick(elements, index))


def convolution_matrix(a: Any, n: int, mode: str = "full") -> Array:
    """The Toeplitz matrix ``A`` with ``A @ v == convolve(a, v, mode)`` for vectors ``v``
    of length ``n``; leading axes of ``a`` are a batch."""
    try:
        n = operator.index(n)
    except TypeError:
        raise TypeError(f"jax.scipy.linalg.convolution_matrix: n must be an integer, got {n!r}") from None
    if n <= 0:
        raise ValueError(f"jax.scipy.linalg.convolution_matrix: n must be a positive integer; got {n}")
    (a_,) = arrays("convolution_matrix", a)
    a_ = asarray(a_)
    if a_.ndim == 0:
        raise ValueError("jax.scipy.linalg.convolution_matrix: a must be at least 1-dimensional, got a scalar")
    m = a_.shape[-1]
    if m < 1:
        raise ValueError(f"jax.scipy.linalg.convolution_matrix: len(a) must be at least 1; got shape {a_.shape}")
    if mode not in ("full", "valid", "same"):
        raise ValueError(f"jax.scipy.linalg.convolution_matrix: mode must be 'full', 'valid' or 'same'; got {mode!r}")
    last = a_.ndim - 1
    zero = keep_weak(scalar(0, a_.dtype), a_)
    config = [(0, 0, 0)] * last + [(0, n - 1, 0)]
    padded, reversed_ = lax_shape.pad(a_, zero, config), lax_shape.pad(lax_shape.rev(a_, (last,)), zero, config)
    length = m + n - 1
    trim = min(n, m) - 1
    begin, end = {"full": (0, 0), "valid": (trim, trim), "same": (trim // 2, trim - trim // 2)}[mode]
    return toeplitz(lax_shape.slice_in_dim(padded, begin, length - end, axis=last),
                    lax_shape.slice_in_dim(reversed_, length - n - begin, length - begin, axis=last))


def _size(name: str, n: Any) -> int:
    try:
        n = operator.index(n)
    except TypeError:
        raise TypeError(f"jax.scipy.linalg.{name}: n must be an integer, got {n!r}") from None
    if n < 0:
        raise ValueError(f"jax.scipy.linalg.{name}: n must be non-negative, got {n}")
    return int(n)


def _default_float() -> np.dtype[Any]:
    return dtypes.canonicalize_dtype(np.float64)


def _kind(name: str, kind: str | None) -> str:
    kind = "symmetric" if kind is None else kind
    if kind not in ("symmetric", "lower", "upper"):
        raise ValueError(f"jax.scipy.linalg.{name}: kind must be 'symmetric', 'lower' or 'upper'; got {kind!r}")
    return kind


def hilbert(n: int) -> Array:
    """The n x n Hilbert matrix ``1 / (i + j + 1)``."""
    i, j = np.indices((_size("hilbert", n),) * 2)
    return asarray((1.0 / (i + j + 1)).astype(_default_float()))


def invhilbert(n: int) -> Array:
    """The inverse of the n x n Hilbert matrix (computed exactly, then rounded)."""
    n = _size("invhilbert", n)
    out = np.empty((n, n), dtype=_default_float())
    for i in range(n):
        for j in range(n):
            s = i + j
            out[i, j] = float((-1) ** s * (s + 1) * math.comb(n + i, n - j - 1) * math.comb(n + j, n - i - 1)
                              * math.comb(s, i) ** 2)
    return asarray(out)


def _pascal_lower(n: int) -> np.ndarray:
    i, j = np.indices((n, n))
    return np.vectorize(math.comb, otypes=[object])(i, j) if n else np.zeros((0, 0), object)


def pascal(n: int, kind: str | None = None) -> Array:
    """The n x n Pascal matrix (binomial coefficients): 'symmetric', 'lower' or 'upper';
    float32, as in jax."""
    n, kind = _size("pascal", n), _kind("pascal", kind)
    lower = _pascal_lower(n)
    out = lower if kind == "lower" else lower.T if kind == "upper" else lower @ lower.T
    return asarray(out.astype(np.float32))


def invpascal(n: int, kind: str | None = None) -> Array:
    """The inverse of ``pascal(n, kind)``, in the default float dtype."""
    n, kind = _size("invpascal", n), _kind("invpascal", kind)
    i, j = np.indices((n, n))
    lower = _pascal_lower(n) * np.where((i - j) % 2 == 0, 1, -1).astype(object)
    out = lower if kind == "lower" else lower.T if kind == "upper" else lower.T @ lower
    return asarray(np.asarray(out, dtype=np.float64).astype(_default_float()))


def helmert(n: int, full: bool = False) -> Array:
    """The Helmert matrix: (n-1) x n, or n x n with ``full`` (first row ``1/sqrt(n)``)."""
    n = operator.index(n)
    if n < 1:
        raise ValueError(f"jax.scipy.linalg.helmert: n must be a positive integer; got {n}")
    i, j = np.indices((n - 1, n))
    k = (i + 1).astype(np.float64)
    denominator = np.sqrt(k * (k + 1))
    h = np.where(j <= i, 1.0 / denominator, np.where(j == i + 1, -k / denominator, 0.0))
    if full:
        h = np.concatenate([np.full((1, n), 1.0 / np.sqrt(n)), h], axis=0)
    return asarray(h.astype(_default_float()))


def hadamard(n: int, dtype: Any = int) -> Array:
    """The n x n Hadamard matrix (Sylvester's construction), n a power of 2."""
    n = operator.index(n)
    if n < 1 or not math.log2(n).is_integer():
        raise ValueError(f"jax.scipy.linalg.hadamard: n must be a positive power of 2; got {n}")
    h = np.ones((1, 1), dtype=np.int64)
    while h.shape[0] < n:
        h = np.block([[h, h], [h, -h]])
    from jaxtypes.runtime.numpy.creation import full

    target = full((), 0, dtype=dtype).dtype
    return asarray(h.astype(target), dtype=target)


def dft(n: int, scale: str | None = None, *, dtype: Any = None) -> Array:
    """The n x n discrete Fourier transform matrix ``exp(-2 pi i j k / n)``, divided by
    ``sqrt(n)`` (``scale='sqrtn'``) or ``n`` (``'n'``); complex."""
    if scale not in (None, "sqrtn", "n"):
        raise ValueError(f"jax.scipy.linalg.dft: scale must be None, 'sqrtn' or 'n'; got {scale!r}")
    n = _size("dft", n)
    if dtype is None:
        target = dtypes.canonicalize_dtype(np.complex128)
    else:
        from jaxtypes.runtime.numpy.creation import full

        target = full((), 0, dtype=dtype).dtype
        if target.kind != "c":
            raise ValueError(f"jax.scipy.linalg.dft: dtype must be a complex floating-point type; got {target}")
    j, k = np.indices((n, n))
    w = np.exp(-2j * np.pi * j * k / max(n, 1))
    if scale == "sqrtn":
        w = w / np.sqrt(n)
    elif scale == "n":
        w = w / n
    return asarray(w.astype(target), dtype=target)
