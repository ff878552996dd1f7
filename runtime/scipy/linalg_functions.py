"""``jax.scipy.linalg``'s matrix functions and matrix equations: ``expm`` (Padé
approximants with scaling and squaring, as jax), its Fréchet derivative, ``sqrtm``
(from the complex Schur form) and ``solve_sylvester``."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.interpreters.transformations import jvp
from jaxtypes.runtime.lax import linalg as lax_linalg
from jaxtypes.runtime.lax import linalg_eigen
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.control_flow import cond, fori_loop, scan, switch
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import linalg as np_linalg
from jaxtypes.runtime.numpy import reductions as red
from jaxtypes.runtime.numpy.creation import full_like
from jaxtypes.runtime.numpy.products import matmul
from jaxtypes.runtime.lax.matrices import adjoint, keep_weak
from jaxtypes.runtime.lax.matrices import constant as scalar
from jaxtypes.runtime.scipy.linalg_common import identity, inexact, inexact_only, matrices, over_batch, promoted
from jaxtypes.runtime.scipy.linalg_decompositions import schur, solve_triangular

# Padé coefficients b_0..b_q of degree q (Higham 2005, as scipy and jax)
_PADE = {
    3: (120., 60., 12., 1.),
    5: (30240., 15120., 3360., 420., 30., 1.),
    7: (17297280., 8648640., 1995840., 277200., 25200., 1512., 56., 1.),
    9: (17643225600., 8821612800., 2075673600., 302702400., 30270240., 2162160., 110880., 3960., 90., 1.),
    13: (64764752532480000., 32382376266240000., 7771770303897600., 1187353796428800., 129060195264000.,
         10559470521600., 670442572800., 33522128640., 1323241920., 40840800., 960960., 16380., 182., 1.),
}
# (the largest 1-norm scaled to, the 1-norm bounds between degrees, the degrees) per precision
_DOUBLE = (5.371920351148152, (0.01495585217958292, 0.253939833006323, 0.9504178996162932, 2.097847961257068),
           (3, 5, 7, 9, 13))
_SINGLE = (3.92572478313866, (0.4258730016922831, 1.880152677804762), (3, 5, 7))


def _pade(degree: int) -> Any:
    b = _PADE[degree]

    def approximant(a: Array) -> tuple[Array, Array]:
        """``(U, V)``: the odd and even parts of the Padé numerator at ``a``."""
        eye = keep_weak(identity(a.shape[-2], a.shape[-1], a.dtype), a)
        a2 = matmul(a, a)
        if degree == 13:
            a4 = matmul(a2, a2)
            a6 = matmul(a4, a2)
            odd = ew.add(matmul(a6, _combination(b, (13, 11, 9), (a6, a4, a2))),
                         _combination(b, (7, 5, 3, 1), (a6, a4, a2, eye)))
            even = ew.add(matmul(a6, _combination(b, (12, 10, 8), (a6, a4, a2))),
                          _combination(b, (6, 4, 2, 0), (a6, a4, a2, eye)))
            return matmul(a, odd), even
        powers = [eye, a2]
        while len(powers) <= degree // 2:
            powers.append(matmul(powers[-1], a2))
        odd = _combination(b, tuple(range(degree, 0, -2)), tuple(reversed(powers)))
        even = _combination(b, tuple(range(degree - 1, -1, -2)), tuple(reversed(powers)))
        return matmul(a, odd), even
    return approximant


def _combination(b: tuple[float, ...], which: tuple[int, ...], terms: tuple[Array, ...]) -> Array:
    out = ew.multiply(b[which[0]], terms[0])
    for i, t in zip(which[1:], terms[1:]):
        out = ew.add(out, ew.multiply(b[i], t))
    return out


def _expm_2d(a: Array, upper_triangular: bool, max_squarings: int) -> Array:
    maxnorm, bounds, degrees = _DOUBLE if a.dtype in (np.float64, np.complex128) else _SINGLE
    norm1 = np_linalg.norm(a, 1)
    squarings = ew.maximum(0, ew.floor(ew.divide(ew.log(ew.divide(norm1, maxnorm)), ew.log(scalar(2, norm1.dtype)))))
    a = ew.divide(a, ew.astype(ew.exp2(squarings), a.dtype))
    index = red.sum(ew.astype(ew.greater_equal(norm1, asarray(np.asarray(bounds, norm1.dtype))), np.dtype(np.int32)))
    u, v = switch(index, [_pade(d) for d in degrees], a)
    p, q = ew.add(u, v), ew.subtract(v, u)

    def square(r: Array, i: Array) -> tuple[Array, None]:
        return cond(ew.less(i, squarings), lambda x: matmul(x, x), lambda x: x, r), None

    def compute(p: Array, q: Array) -> Array:
        r = solve_triangular(q, p) if upper_triangular else np_linalg.solve(q, p)
        steps = asarray(np.arange(max_squarings, dtype=squarings.dtype))
        return scan(square, r, steps)[0]  # type: ignore[no-any-return]

    return cond(ew.greater(squarings, max_squarings), lambda p, q: full_like(p, np.nan), compute, p, q)  # type: ignore[no-any-return]


def expm(A: Any, *, upper_triangular: bool = False, max_squarings: int = 16) -> Array:  # noqa: N803  (SciPy's name)
    """The matrix exponential, by Padé approximation with scaling and squaring (NaN where
    more than ``max_squarings`` squarings would be needed); ``upper_triangular`` solves
    the Padé system by back substitution."""
    (a,) = inexact("expm", A)
    a = matrices("expm", a, "A")
    if not isinstance(max_squarings, int) or isinstance(max_squarings, bool) or max_squarings < 0:
        raise TypeError(f"jax.scipy.linalg.expm: max_squarings must be a non-negative int, got {max_squarings!r}")
    if a.shape[-1] == 0:
        return a
    return over_batch(lambda x: _expm_2d(x, upper_triangular, max_squarings), a, cores=(2,))  # type: ignore[no-any-return]


def expm_frechet(A: Any, E: Any, *, method: str | None = None, compute_expm: bool = True) -> Any:  # noqa: N803
    """The Fréchet derivative of ``expm`` at ``A`` in the direction ``E`` (the forward
    derivative of ``expm``): ``(expm(A), L(A, E))``, or ``L(A, E)`` alone without
    ``compute_expm``. ``method`` is ignored, as in jax."""
    a, e = promoted("expm_frechet", A, E)
    inexact_only("expm_frechet", a)  # integers are an error, as in jax
    matrices("expm_frechet", a, "A")
    matrices("expm_frechet", e, "E")
    if a.shape != e.shape:
        raise ValueError(f"jax.scipy.linalg.expm_frechet: A and E must have the same shape, got {a.shape} and {e.shape}")
    value, derivative = jvp(expm, (a,), (e,))
    return (value, derivative) if compute_expm else derivative


def _sqrtm_triangular(t: Array) -> Array:
    """The upper triangular square root ``u`` of upper triangular ``t``, column by column:
    ``(u[:j, :j] + u[j, j] I) u[:j, j] = t[:j, j]``."""
    n = t.shape[-1]
    diagonal = ew.sqrt(lax_shape.squeeze(lax_shape.slice_in_dim(np_linalg.diagonal(t)[None], 0, 1, axis=0), (0,)))
    columns: list[Array] = []
    for j in range(n):
        d = lax_shape.index_in_dim(diagonal, j, 0, keepdims=True)
        if j:
            known = lax_shape.concatenate([lax_shape.expand_dims(c[:j], (1,)) for c in columns], 1)
            shifted = ew.add(known, ew.multiply(d, identity(j, j, t.dtype)))
            above = lax_linalg.triangular_solve(shifted, t[:j, j], left_side=True, lower=False)
            column = lax_shape.concatenate([above, d, ew.multiply(t[j + 1:, j], 0)], 0)
        else:
            column = lax_shape.concatenate([d, ew.multiply(t[1:, 0], 0)], 0)
        columns.append(column)
    return lax_shape.concatenate([lax_shape.expand_dims(c, (1,)) for c in columns], 1)


def sqrtm(A: Any, blocksize: int = 1) -> Array:  # noqa: N803
    """The principal matrix square root (complex), from the complex Schur form."""
    if blocksize > 1:
        raise NotImplementedError("jax.scipy.linalg.sqrtm: the blocked version (blocksize > 1) is not implemented")
    (a,) = inexact("sqrtm", A)
    a = matrices("sqrtm", a, "A")
    t, z = schur(a, output="complex")
    root = over_batch(_sqrtm_triangular, t, cores=(2,))
    return matmul(matmul(z, root), adjoint(z))


def _sylvester_triangular(r: Array, s: Array, f: Array) -> Array:
    """``y`` with ``r y + y s = f`` for upper triangular ``r`` and lower triangular ``s``,
    row by row from the last: ``y[i] (r[i, i] I + s) = f[i] - r[i, i+1:] y[i+1:]``."""
    m, n = f.shape

    def row(k: Any, y: Array) -> Array:
        i = ew.subtract(m - 1, k)
        r_row = lax_shape.dynamic_index_in_dim(r, i, 0, keepdims=False)
        later = ew.greater(asarray(np.arange(m, dtype=np.int32)), i)
        rest = matmul(ew.where(later, r_row, ew.multiply(r_row, 0))[None], y)[0]
        rhs = ew.subtract(lax_shape.dynamic_index_in_dim(f, i, 0, keepdims=False), rest)
        r_ii = lax_shape.dynamic_index_in_dim(lax_shape.dynamic_index_in_dim(r_row, i, 0, keepdims=True), 0, 0,
                                              keepdims=False)
        system = ew.add(s, ew.multiply(r_ii, identity(n, n, s.dtype)))
        solved = lax_linalg.triangular_solve(system, rhs[None], left_side=False, lower=True)
        return lax_shape.dynamic_update_slice_in_dim(y, solved, i, 0)

    return fori_loop(0, m, row, ew.multiply(f, 0))  # type: ignore[no-any-return]


def _sylvester_2d(a: Array, b: Array, c: Array, method: str, tol: float) -> Array:
    if method == "schur":
        r, u = schur(a, output="complex")
        s, v = schur(adjoint(b), output="complex")
        f = matmul(matmul(adjoint(u), ew.astype(c, r.dtype)), v)
        x = matmul(matmul(u, _sylvester_triangular(r, adjoint(s), f)), adjoint(v))
    else:
        ra, ua = np_linalg.eig(a)
        rb, ub = np_linalg.eig(b)
        f = np_linalg.solve(ua, matmul(ew.astype(c, ra.dtype), ub))
        x = matmul(matmul(ua, ew.divide(f, ew.add(ra[:, None], rb[None, :]))), np_linalg.inv(ub))
    if c.dtype.kind != "c":
        x = ew.real(x)
    sums = ew.add(np_linalg.eigvals(a)[:, None], np_linalg.eigvals(b)[None, :])
    singular = red.any(ew.less(ew.abs(sums), tol))
    return ew.where(singular, full_like(x, np.nan), x)


def solve_sylvester(A: Any, B: Any, C: Any, *, method: str = "schur", tol: float = 1e-8) -> Array:  # noqa: N803
    """``X`` with ``A X + X B = C`` (NaN where some eigenvalues of ``A`` and ``B`` sum to
    less than ``tol`` in modulus), by the Bartels-Stewart method (``method='schur'``)
    or by eigendecompositions (``'eigen'``)."""
    if method not in ("schur", "eigen"):
        raise ValueError(f"jax.scipy.linalg.solve_sylvester: method must be 'schur' or 'eigen', got {method!r}")
    a, b, c = inexact("solve_sylvester", A, B, C)
    for name, x in (("A", a), ("B", b), ("C", c)):
        matrices("solve_sylvester", x, name, square=name != "C")
    m, n = c.shape[-2:]
    if a.shape[-2:] != (m, m) or b.shape[-2:] != (n, n):
        raise ValueError(f"jax.scipy.linalg.solve_sylvester: incompatible shapes A {a.shape}, B {b.shape}, C {c.shape}")
    return over_batch(lambda x, y, z: _sylvester_2d(x, y, z, method, tol), a, b, c,  # type: ignore[no-any-return]
                      cores=(2, 2, 2))


del linalg_eigen
