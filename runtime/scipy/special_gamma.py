"""The gamma and beta families of ``jax.scipy.special``: ``gammaln``, ``gammasgn``,
``gamma`` and ``loggamma`` (complex arguments by Lanczos' approximation, g = 7, nine
terms), ``digamma``, ``polygamma``, the regularized incomplete gamma and beta functions,
``betaln`` (with cdflib's ``algdiv`` correction for large arguments), ``beta``,
``factorial``, ``comb``, ``multigammaln``, ``poch``, Hurwitz's ``zeta`` (its derivatives
from Johansson's Euler-Maclaurin expansion, as jax) and the Bernoulli numbers."""

from __future__ import annotations

import math
import operator
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.interpreters.transformations import jvp
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import special as lax_special
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy.special_common import (
    FLOAT32, const, inexact_args, is_complex, is_integer, largest, refuse_complex, strong,
)

__all__ = ["bernoulli", "beta", "betainc", "betaln", "comb", "digamma", "factorial", "gamma", "gammainc",
           "gammaincc", "gammaln", "gammasgn", "loggamma", "multigammaln", "poch", "polygamma", "zeta"]


@staged()
def gammaln(x: Any) -> Array:
    """``log|Γ(x)|`` (real arguments)."""
    (x,) = inexact_args("gammaln", x)
    return lax_e.lgamma(x)


@staged()
def gammasgn(x: Any) -> Array:
    """The sign of ``Γ(x)``: NaN at the poles (non-positive integers), at -inf and NaN;
    ``±1`` at ``±0``."""
    (x,) = inexact_args("gammasgn", x)
    refuse_complex("gammasgn", x)
    whole = lax_e.floor(x)
    negative = x < 0
    undefined = (negative & (x == whole)) | jnp.isnan(x)
    minus = (negative & (whole % 2 != 0)) | ((x == 0) & jnp.signbit(x))
    return jnp.select([undefined, minus], [strong(x, np.nan), strong(x, -1.0)], strong(x, 1.0))


# Lanczos' approximation with g = 7 and nine coefficients (the set GSL tabulates).
_LANCZOS_G = 7.0
_LANCZOS = (0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
            1.5056327351493116e-7)


def _lanczos_loggamma(z: Array) -> Array:
    """``log Γ(z)`` for complex ``z``: Lanczos' series for ``Re z >= 1/2``, the reflection
    ``Γ(z) Γ(1 - z) = π / sin(πz)`` below."""
    reflected = jnp.real(z) < 0.5
    w = jnp.where(reflected, 1.0 - z, z) - 1.0
    c = jnp.asarray(np.asarray(_LANCZOS, dtype=z.dtype))
    shifts = np.arange(1, len(_LANCZOS)).astype(z.dtype)
    series = c[0] + jnp.sum(c[1:] / (w[..., None] + shifts), axis=-1)
    t = w + (_LANCZOS_G + 0.5)
    direct = jnp.asarray(0.5 * math.log(2 * math.pi), dtype=z.dtype) + (w + 0.5) * jnp.log(t) - t + jnp.log(series)
    # the reflected branch at a harmless point where it is not taken (no NaN reaches a derivative)
    z_reflected = jnp.where(reflected, z, jnp.full_like(z, 0.5))
    mirrored = jnp.log(jnp.asarray(np.pi, dtype=z.dtype)) - jnp.log(jnp.sin(np.pi * z_reflected)) - direct
    return jnp.where(reflected, mirrored, direct)  # type: ignore[no-any-return]


def _poles_or_nan(z: Array) -> Array:
    re = jnp.real(z)
    return jnp.isnan(z) | ((jnp.imag(z) == 0) & (re == jnp.floor(re)) & (re <= 0))


def _complex_nan(z: Array) -> Array:
    return jnp.asarray(complex(np.nan, np.nan), dtype=z.dtype)


def _complex_gamma(z: Array) -> Array:
    bad = _poles_or_nan(z)
    z_ok = jnp.where(bad, jnp.ones_like(z), z)
    return jnp.where(bad, _complex_nan(z), jnp.exp(_lanczos_loggamma(z_ok)))  # type: ignore[no-any-return]


@staged()
def _complex_loggamma(z: Array) -> Array:
    """The principal branch with SciPy's single cut along the negative real axis: ``z``
    moved right of ``Re z = 1/2`` by ``log Γ(z) = log Γ(z + n) - Σ_{k<n} log(z + k)``."""
    bad = _poles_or_nan(z)
    z_ok = jnp.where(bad, jnp.ones_like(z), z)
    steps = jnp.maximum(0, jnp.ceil(0.5 - jnp.real(z_ok)).astype(int))

    def more(carry: tuple[Any, Array]) -> Array:
        return jnp.any(carry[0] < steps)

    def shift(carry: tuple[Any, Array]) -> tuple[Any, Array]:
        k, logs = carry
        active = k < steps
        term = jnp.log(jnp.where(active, z_ok + k, jnp.ones_like(z_ok)))
        return k + 1, logs + jnp.where(active, term, jnp.zeros_like(logs))

    _, logs = while_loop(more, shift, (0, jnp.zeros_like(z_ok)))
    return jnp.where(bad, _complex_nan(z), _lanczos_loggamma(z_ok + steps) - logs)  # type: ignore[no-any-return]


def loggamma(x: Any) -> Array:
    """The principal branch of ``log Γ(x)``: NaN for real ``x <= 0``; complex arguments
    give complex results."""
    (x,) = inexact_args("loggamma", x)
    if is_complex(x.dtype):
        return _complex_loggamma(x)
    return _real_loggamma(x)


@staged()
def _real_loggamma(x: Array) -> Array:
    return jnp.where(x > 0, lax_e.lgamma(x), np.nan)  # type: ignore[no-any-return]


def gamma(x: Any) -> Array:
    """``Γ(x)``, real or complex (NaN at the poles)."""
    (x,) = inexact_args("gamma", x)
    if is_complex(x.dtype):
        return _staged_complex_gamma(x)
    return _real_gamma(x)


_staged_complex_gamma = staged()(_complex_gamma)


@staged()
def _real_gamma(x: Array) -> Array:
    return gammasgn(x) * lax_e.exp(lax_e.lgamma(x))


@staged()
def digamma(x: Any) -> Array:
    """``ψ(x) = d/dx log Γ(x)`` (real arguments)."""
    (x,) = inexact_args("digamma", x)
    return lax_e.digamma(x)


def polygamma(n: Any, x: Any) -> Array:
    """The ``n``-th derivative of ``ψ`` at ``x``; ``n`` must have an integer dtype."""
    dtype = np.dtype(n.dtype) if hasattr(n, "dtype") else np.asarray(n).dtype
    if not is_integer(dtype):
        raise ValueError(f"polygamma: the order n must have an integer dtype, got {dtype.name}")
    return _polygamma(n, x)


@staged()
def _polygamma(n: Any, x: Any) -> Array:
    n, x = inexact_args("polygamma", n, x)
    refuse_complex("polygamma", x)
    return lax_special.polygamma(n, x)


@staged()
def gammainc(a: Any, x: Any) -> Array:
    """The regularized lower incomplete gamma function ``P(a, x)``."""
    a, x = inexact_args("gammainc", a, x)
    return lax_special.igamma(a, x)


@staged()
def gammaincc(a: Any, x: Any) -> Array:
    """The regularized upper incomplete gamma function ``Q(a, x) = 1 - P(a, x)``."""
    a, x = inexact_args("gammaincc", a, x)
    return lax_special.igammac(a, x)


@staged()
def betainc(a: Any, b: Any, x: Any) -> Array:
    """The regularized incomplete beta function ``I_x(a, b)``."""
    a, b, x = inexact_args("betainc", a, b, x)
    refuse_complex("betainc", x)
    return lax_special.betainc(a, b, x)


# cdflib's algdiv: the series of del(b) - del(a + b), del being the remainder of
# Stirling's formula, in powers of 1/b^2
_ALGDIV = (0.833333333333333e-01, -0.277777777760991e-02, 0.793650666825390e-03, -0.595202931351870e-03,
           0.837308034031215e-03, -0.165322962780713e-02)


def _log_gamma_ratio(a: Array, b: Array) -> Array:
    """``log Γ(b) - log Γ(a + b)`` for ``a <= b`` and ``b >= 8``."""
    h = a / b
    x = h / (1 + h)
    x2 = x * x
    partial_sums = [1.0 + (x + x2)]  # (1 - x^n) / (1 - x) for n = 3, 5, ..., 11
    for _ in range(4):
        partial_sums.append(1.0 + (x + x2 * partial_sums[-1]))
    t = (1.0 / b) ** 2
    w = _ALGDIV[5] * partial_sums[4] * t + _ALGDIV[4] * partial_sums[3]
    for k in (3, 2, 1):
        w = w * t + _ALGDIV[k] * partial_sums[k - 1]
    w = (w * t + _ALGDIV[0]) * (x / b)
    u = (b + (a - 0.5)) * lax_e.log1p(a / b)
    v = a * (lax_e.log(b) - 1.0)
    return jnp.where(u <= v, (w - v) - u, (w - u) - v)  # type: ignore[no-any-return]


@staged()
def betaln(a: Any, b: Any) -> Array:
    """``log|B(a, b)|``, accurate for large arguments too."""
    a, b = inexact_args("betaln", a, b)
    small, large = jnp.minimum(a, b), jnp.maximum(a, b)
    direct = lax_e.lgamma(small) + (lax_e.lgamma(large) - lax_e.lgamma(small + large))
    corrected = lax_e.lgamma(small) + _log_gamma_ratio(small, large)
    return jnp.where(large < 8, direct, corrected)  # type: ignore[no-any-return]


@staged()
def beta(a: Any, b: Any) -> Array:
    """``B(a, b) = Γ(a) Γ(b) / Γ(a + b)`` (real arguments)."""
    a, b = inexact_args("beta", a, b)
    refuse_complex("beta", a)
    sign = gammasgn(a) * gammasgn(b) * gammasgn(a + b)
    return sign * lax_e.exp(betaln(a, b))


def factorial(n: Any, exact: bool = False) -> Array:
    """``n!`` as ``Γ(n + 1)`` (0 for negative ``n``); ``exact=True`` is not supported."""
    if exact:
        raise NotImplementedError("factorial with exact=True: jax computes floating factorials only")
    return _factorial(n)


@staged()
def _factorial(n: Any) -> Array:
    (n,) = inexact_args("factorial", n)
    return jnp.where(n < 0, 0, lax_e.exp(lax_e.lgamma(n + 1)))  # type: ignore[no-any-return]


def comb(N: Any, k: Any, *, repetition: bool = False) -> Array:  # noqa: N803  (SciPy's name)
    """``N`` choose ``k`` from log-gamma (0 where ``N < 0``, ``k < 0`` or ``k > N``);
    ``repetition``: combinations with repetition, ``comb(N + k - 1, k)``."""
    return _comb(N, k, bool(repetition))


@staged("repetition")
def _comb(N: Any, k: Any, repetition: bool) -> Array:  # noqa: N803
    N, k = inexact_args("comb", N, k)
    if repetition:
        return jnp.where((k == 0) & (N >= 0), 1.0, _comb(N + k - 1, k, False))  # type: ignore[no-any-return]
    valid = (k <= N) & (N >= 0) & (k >= 0)
    n_ok, k_ok = jnp.where(valid, N, 0.0), jnp.where(valid, k, 0.0)
    value = lax_e.exp(gammaln(n_ok + 1) - gammaln(k_ok + 1) - gammaln(n_ok + 1 - k_ok))
    return jnp.where(valid, value, 0.0)  # type: ignore[no-any-return]


def multigammaln(a: Any, d: Any) -> Array:
    """``log Γ_d(a) = d(d-1)/4 log π + Σ_{i<d} log Γ(a - i/2)``; ``d`` a concrete integer."""
    return _multigammaln(a, int(d))


@staged("d")
def _multigammaln(a: Any, d: int) -> Array:
    a, dims = inexact_args("multigammaln", a, d)
    log_pi = lax_e.log(jnp.asarray(const(a, np.pi)))
    constant = const(a, 0.25) * dims * (dims - const(a, 1)) * log_pi
    halves = jnp.arange(d, dtype=dims.dtype) / const(a, 2)
    terms = gammaln(jnp.expand_dims(a, -1) - jnp.expand_dims(halves, tuple(range(a.ndim))))
    return jnp.sum(terms, axis=-1) + constant  # type: ignore[no-any-return]


@custom_jvp
def _poch(z: Any, m: Any) -> Array:
    return jnp.where(m == 0.0, jnp.asarray(1, dtype=z.dtype), gamma(z + m) / gamma(z))  # type: ignore[no-any-return]


@_poch.defjvp
def _poch_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (z, m), (dz, dm) = primals, tangents
    out = _poch(z, m)
    upper = lax_e.digamma(z + m)
    return out, (upper - lax_e.digamma(z)) * out * dz + upper * out * dm


@staged()
def poch(z: Any, m: Any) -> Array:
    """The Pochhammer symbol ``(z)_m = Γ(z + m) / Γ(z)`` (1 where ``m = 0``)."""
    z, m = inexact_args("poch", z, m)
    refuse_complex("poch", z)
    return _poch(z, m)


# (2k)! / B_2k for k = 1..16, B_2k the Bernoulli numbers
_BERNOULLI_RATIOS = tuple(math.factorial(2 * k) / float(b) for k, b in enumerate((
    1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510, 43867 / 798, -174611 / 330,
    854513 / 138, -236364091 / 2730, 8553103 / 6, -23749461029 / 870, 8615841276005 / 14322,
    -7709321041217 / 510), start=1))


def _zeta_expansion(s: Array, a: Array) -> Array:
    """Hurwitz's zeta by Euler-Maclaurin summation (Johansson 2015, eq. 5): N terms
    summed, M Bernoulli corrections (8 of each in float32, 16 otherwise). Its derivatives
    in both arguments are ``zeta``'s."""
    n = 8 if a.dtype == FLOAT32 else 16
    m = n
    end = a + strong(a, n)
    k = jnp.expand_dims(np.arange(n, dtype=a.dtype), tuple(range(a.ndim)))
    head = jnp.sum((a[..., None] + k) ** -s[..., None], -1)
    integral = end ** (strong(a, 1) - s) / (s - strong(a, 1))
    first = end ** -s
    steps = jnp.expand_dims(np.arange(2 * m, dtype=a.dtype), tuple(range(s.ndim)))
    rising = jnp.cumprod((s[..., None] + steps) / end[..., None], -1)[..., ::2]
    rising = jnp.clip(rising, max=largest(a.dtype))
    ratios = jnp.expand_dims(np.asarray(_BERNOULLI_RATIOS[:rising.shape[-1]], dtype=a.dtype), tuple(range(a.ndim)))
    tail = first * (strong(a, 0.5) + (rising / ratios).sum(-1))
    return head + integral + tail  # type: ignore[no-any-return]


@custom_jvp
def _zeta(x: Array, q: Array) -> Array:
    return lax_special.zeta(x, q)


@_zeta.defjvp
def _zeta_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    return jvp(_zeta_expansion, tuple(primals), tuple(tangents))  # type: ignore[no-any-return]


def zeta(x: Any, q: Any = None) -> Array:
    """Hurwitz's zeta function ``Σ_n (n + q)^-x``; Riemann's (``q=None``) is not implemented, as in jax."""
    if q is None:
        raise NotImplementedError("zeta: Riemann's zeta function (q=None) is not implemented; pass q to compute "
                                  "Hurwitz's zeta function")
    return _staged_zeta(x, q)


@staged()
def _staged_zeta(x: Any, q: Any) -> Array:
    x, q = inexact_args("zeta", x, q)
    return _zeta(x, q)


def bernoulli(n: Any) -> Array:
    """The Bernoulli numbers ``B_0 .. B_n`` (``B_1 = -1/2``), the even ones from
    ``B_2k = (-1)^(k+1) 2 (2k)! ζ(2k) / (2π)^2k``; ``n`` a concrete non-negative integer."""
    n = operator.index(n)
    if n < 0:
        raise ValueError(f"bernoulli: n must be a non-negative integer, got {n}")
    return _bernoulli(n)


@staged("n")
def _bernoulli(n: int) -> Array:
    first = jnp.asarray([1, -1 / 2, 1 / 6])
    if n < 3:
        return first[:n + 1]
    out = jnp.zeros(n + 1).at[:3].set(first)
    even = jnp.arange(4, n + 1, 2, dtype=out.dtype)
    scale = (1.0 / np.pi ** 2) * jnp.cumprod(-(even - 1) * even / 4 / np.pi ** 2)
    k = jnp.arange(2, 50, dtype=out.dtype)  # ζ(m) - 1 = Σ_{k>=2} k^-m: 2^-50 is below float64's precision
    zeta_minus_one = jnp.sum(k[:, None] ** -even[None, :], axis=0)
    return out.at[4::2].set(scale * (1 + zeta_minus_one))
