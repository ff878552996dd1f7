"""The exponential, sine/cosine, Fresnel and Spence integrals of ``jax.scipy.special``:
``expi``, ``exp1``, ``expn`` (Cephes' series for x <= 1, its continued fraction above,
an asymptotic form for n >= 5000), ``sici``, ``fresnel`` and ``spence``, from Cephes'
rational approximations (``special_tables``). Derivatives as jax defines them."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy import special_tables as tables
from jaxtypes.runtime.scipy.special_common import (
    FLOAT32, FLOAT64, const, eps, float32_or_float64, inexact_args, is_complex, loop_between, piecewise, poly,
    refuse_complex,
)
from jaxtypes.runtime.scipy.special_gamma import gammaln

__all__ = ["exp1", "expi", "expn", "fresnel", "sici", "spence"]


# -- the exponential integrals ------------------------------------------------------------

def _expi_small(x: Array) -> Array:
    """``expi`` on (0, 2]."""
    return x * (poly(tables.E1_NUM, x) / poly(tables.E1_DEN, x)) + np.euler_gamma + jnp.log(x)


def _expi_large(numerator: tuple[float, ...], denominator: tuple[float, ...]) -> Any:
    def expi_on(x: Array) -> Array:
        w = const(x, 1.0) / x
        out: Array = jnp.exp(x) * w * (w * (poly(numerator, w) / poly(denominator, w)) + const(x, 1.0))
        return out

    return expi_on


_EXPI_PIECES = [_expi_small] + [_expi_large(getattr(tables, f"E{k}_NUM"), getattr(tables, f"E{k}_DEN"))
                                for k in range(2, 8)]


def _expi_positive(x: Array) -> Array:
    bounds = [(0, 2), (2, 4), (4, 8), (8, 16), (16, 32), (32, 64)]
    return piecewise(x, [(const(x, lo) < x) & (x <= const(x, hi)) for lo, hi in bounds], _EXPI_PIECES)


def _expi_negative(x: Array) -> Array:
    return -exp1(-x)


@custom_jvp
def _expi(x: Array) -> Array:
    return piecewise(x, [x < 0], [_expi_negative, _expi_positive])


@_expi.defjvp
def _expi_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (dx,) = primals, tangents
    return _expi(x), jnp.exp(x) / x * dx


@staged()
def expi(x: Any) -> Array:
    """The exponential integral ``Ei(x) = ∫_-inf^x exp(t)/t dt`` (real arguments)."""
    (x,) = inexact_args("expi", x)
    refuse_complex("expi", x)
    return _expi(x)


def _expn_series(x: Array, n: Array) -> Array:
    """``E_n(x)`` for ``0 < x <= 1``: the power series with the digamma term."""
    zero, one = const(x, 0.0), const(x, 1.0)
    psi = loop_between(const(n, 1), n, lambda i, p: p + one / i, -np.euler_gamma - jnp.log(x))
    n_ok = jnp.where(n == const(n, 1), one + one, n)
    first = jnp.where(n == const(n, 1), zero, one / (one - n_ok))
    state = {"xk": zero, "yk": one, "pk": one - n, "ans": first, "t": np.inf}

    def step(s: dict[str, Any]) -> dict[str, Any]:
        xk, pk = s["xk"] + one, s["pk"] + one
        yk = s["yk"] * (-x) / xk
        ans = s["ans"] + jnp.where(pk != zero, yk / pk, zero)
        return {"xk": xk, "yk": yk, "pk": pk, "ans": ans, "t": jnp.where(ans != zero, abs(yk / ans), one)}

    s = while_loop(lambda s: (x > const(x, 0.0)) & (s["t"] > eps(x.dtype)), step, state)
    return (-x) ** (n - const(n, 1)) * psi / jnp.exp(gammaln(n)) - s["ans"]  # type: ignore[no-any-return]


_BIG = 1.44115188075855872e17  # 2^57: the continued fraction's terms are rescaled past it


def _expn_fraction(x: Array, n: Array) -> Array:
    """``E_n(x)`` for ``x > 1``: the continued fraction, by its convergents."""
    one = const(x, 1.0)
    big = const(x, _BIG)
    state = {"k": const(n, 1), "p2": one, "q2": x, "p1": one, "q1": x + n, "ans": one / (x + n),
             "t": const(x, np.inf), "r": const(x, 0.0)}

    def step(s: dict[str, Any]) -> dict[str, Any]:
        k = s["k"] + const(s["k"], 1)
        odd = k % const(k, 2) == const(k, 1)
        yk = jnp.where(odd, one, x)
        xk = jnp.where(odd, n + (k - const(k, 1)) / const(k, 2), k / const(k, 2))
        pk = s["p1"] * yk + s["p2"] * xk
        qk = s["q1"] * yk + s["q2"] * xk
        nonzero = qk != const(x, 0.0)
        r = jnp.where(nonzero, pk / qk, s["r"])
        t = jnp.where(nonzero, abs((s["ans"] - r) / r), one)
        ans = jnp.where(nonzero, r, s["ans"])
        too_big = abs(pk) > big
        p2, p1, q2, q1 = (jnp.where(too_big, v / big, v) for v in (s["p1"], pk, s["q1"], qk))
        return {"k": k, "p2": p2, "q2": q2, "p1": p1, "q1": q1, "ans": ans, "t": t, "r": r}

    s = while_loop(lambda s: (x > const(s["k"], 0)) & (s["t"] > eps(x.dtype)), step, state)
    return s["ans"] * jnp.exp(-x)  # type: ignore[no-any-return]


def _expn_large_order(x: Array, n: Array) -> Array:
    """``E_n(x)`` for ``n >= 5000``: the first terms of its expansion in ``1/(x + n)``."""
    one = const(x, 1.0)
    xk = x + n
    yk = one / (xk * xk)
    ans = yk * n * (const(x, 6) * x * x - const(x, 8) * n * x + n * n)
    ans = yk * (ans + n * (n - const(x, 2) * x))
    ans = yk * (ans + n)
    return (ans + one) * jnp.exp(-x) / xk  # type: ignore[no-any-return]


def _expn_scalar(n: Any, x: Any) -> Array:
    n, x = inexact_args("expn", n, x)
    refuse_complex("expn", x)
    zero, one = const(x, 0), const(x, 1)
    conditions = [(n < const(n, 0)) | (x < zero), (x == zero) & (n < const(n, 2)), (x == zero) & (n >= const(n, 2)),
                  (n == const(n, 0)) & (x >= zero), n >= const(n, 5000), x > one]
    n_ok = jnp.where(n == const(n, 1), n + n, n)
    pieces = [np.nan, np.inf, one / n_ok, jnp.exp(-x) / x, _expn_large_order, _expn_fraction, _expn_series]
    return piecewise(x, conditions, pieces, n=n)


_expn_elementwise = staged()(jnp.vectorize(_expn_scalar))


@custom_jvp
def _expn(n: Any, x: Any) -> Array:
    return _expn_elementwise(n, x)  # type: ignore[no-any-return]


@_expn.defjvp
def _expn_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (n, x), (_, dx) = primals, tangents
    return _expn(n, x), -dx * _expn(n - const(n, 1), x)


def expn(n: Any, x: Any) -> Array:
    """The generalized exponential integral ``E_n(x) = x^(n-1) ∫_x^inf exp(-t)/t^n dt``
    (differentiable in ``x``)."""
    n_arr, x_arr = inexact_args("expn", n, x)  # (checks and promotes as the elementwise body will)
    return _expn(n_arr, x_arr)


@staged()
def exp1(x: Any) -> Array:
    """``E_1(x) = ∫_x^inf exp(-t)/t dt`` (real arguments)."""
    (x,) = inexact_args("exp1", x)
    refuse_complex("exp1", x)
    return expn(1, x)


# -- the sine and cosine integrals ---------------------------------------------------------------

def _sici_near(x: Array) -> tuple[Array, Array]:
    t = x * x
    si = x * poly(tables.SN, t) / poly(tables.SD, t)
    ci = np.euler_gamma + jnp.log(x) + t * poly(tables.CN, t) / poly(tables.CD, t)
    return jnp.where(x == 0, 0.0, si), jnp.where(x == 0, -np.inf, ci)


def _sici_far(x: Array) -> tuple[Array, Array]:
    s, c = jnp.sin(x), jnp.cos(x)
    z = 1.0 / (x * x)
    below_8 = x < 8.0
    f = jnp.where(below_8, poly(tables.FN4, z) / (x * poly(tables.FD4, z)),
                  poly(tables.FN8, z) / (x * poly(tables.FD8, z)))
    g = jnp.where(below_8, z * poly(tables.GN4, z) / poly(tables.GD4, z), z * poly(tables.GN8, z) / poly(tables.GD8, z))
    return (np.pi / 2) - f * c - g * s, f * s - g * c


def _sici_huge(x: Array) -> tuple[Array, Array]:
    si = (np.pi / 2) - jnp.cos(x) / x
    ci = jnp.sin(x) / x
    infinite = jnp.isposinf(x)
    return jnp.where(infinite, np.pi / 2, si), jnp.where(infinite, 0.0, ci)


@custom_jvp
def _sici(x: Array) -> tuple[Array, Array]:
    ax = jnp.abs(x)
    (si_near, ci_near), (si_far, ci_far), (si_huge, ci_huge) = _sici_near(ax), _sici_far(ax), _sici_huge(ax)
    near, far = ax <= 4, (ax > 4) & (ax <= 1e9)
    si = jnp.select([near, far], [si_near, si_far], si_huge)
    ci = jnp.select([near, far], [ci_near, ci_far], ci_huge)
    return jnp.sign(x) * si, jnp.where(jnp.isneginf(x), np.nan, ci)


@_sici.defjvp
def _sici_jvp(primals: Any, tangents: Any) -> tuple[Any, Any]:
    (x,), (dx,) = primals, tangents
    return _sici(x), (jnp.sinc(x / np.pi) * dx, jnp.cos(x) / x * dx)


@staged()
def sici(x: Any) -> tuple[Array, Array]:
    """The sine and cosine integrals ``(Si(x), Ci(x))``: ``∫_0^x sin(t)/t dt`` and
    ``γ + log x + ∫_0^x (cos t - 1)/t dt`` (real arguments)."""
    (x,) = inexact_args("sici", x)
    if is_complex(x.dtype):
        raise ValueError(f"sici: x must be real-valued, got dtype {x.dtype.name}")
    return _sici(x)


# -- the Fresnel integrals -------------------------------------------------------------------------

def _sin_cos_half_pi_square(x: Array) -> tuple[Array, Array]:
    """``sin(π x²/2)`` and ``cos(π x²/2)``, with ``x²/2`` reduced modulo 2 exactly:
    ``(x²/2) mod 2 = (s (x - s/2)) mod 2`` where ``s = x mod 2``."""
    x = jnp.abs(x)
    s = jnp.fmod(x, 2.0)
    r = jnp.fmod(s * (x - s / 2), 2.0)
    sine = jnp.where(r < 0.5, jnp.sin(np.pi * r),
                     jnp.where(r > 1.5, jnp.sin(np.pi * (r - 2.0)), -jnp.sin(np.pi * (r - 1.0))))
    cosine = jnp.where(r == 0.5, 0.0, jnp.where(r < 1.0, -jnp.sin(np.pi * (r - 0.5)), jnp.sin(np.pi * (r - 1.5))))
    return sine, cosine


def _fresnel_of(z: Array) -> tuple[Array, Array]:
    single = z.dtype == FLOAT32
    x = jnp.abs(z)
    x2 = x * x
    t = x2 * x2
    if single:
        s_small = x * x2 * poly(tables.SINGLE_SN, t)
        c_small = x * poly(tables.SINGLE_CN, t)
    else:
        s_small = x * x2 * poly(tables.DOUBLE_SN, t) / poly(tables.DOUBLE_SD, t)
        c_small = x * poly(tables.DOUBLE_CN, t) / poly(tables.DOUBLE_CD, t)
    sine, cosine = _sin_cos_half_pi_square(x)
    if single:
        s_large: Any = 0.5
        c_large: Any = 0.5
    else:
        c_large = 0.5 + 1 / (np.pi * x) * sine
        s_large = 0.5 - 1 / (np.pi * x) * cosine
    pi_x2 = np.pi * x2
    u = 1.0 / (pi_x2 * pi_x2)
    inverse = 1.0 / pi_x2
    if single:
        f = 1.0 - u * poly(tables.SINGLE_FN, u)
        g = inverse * poly(tables.SINGLE_GN, u)
    else:
        f = 1.0 - u * poly(tables.DOUBLE_FN, u) / poly(tables.DOUBLE_FD, u)
        g = inverse * poly(tables.DOUBLE_GN, u) / poly(tables.DOUBLE_GD, u)
    c_mid = 0.5 + (f * sine - g * cosine) / (np.pi * x)
    s_mid = 0.5 - (f * cosine + g * sine) / (np.pi * x)
    infinite, small, large = jnp.isinf(z), x2 < 2.5625, x > 36974.0
    s = jnp.where(infinite, 0.5, jnp.where(small, s_small, jnp.where(large, s_large, s_mid)))
    c = jnp.where(infinite, 0.5, jnp.where(small, c_small, jnp.where(large, c_large, c_mid)))
    negative = z < 0.0
    return jnp.where(negative, -s, s), jnp.where(negative, -c, c)


@custom_jvp
def _fresnel(x: Array) -> tuple[Array, Array]:
    if x.dtype == FLOAT64:
        return _fresnel_of(x)
    s, c = _fresnel_of(x.astype(FLOAT32))
    return (s, c) if x.dtype == FLOAT32 else (s.astype(x.dtype), c.astype(x.dtype))


@_fresnel.defjvp
def _fresnel_jvp(primals: Any, tangents: Any) -> tuple[Any, Any]:
    (x,), (dx,) = primals, tangents
    sine, cosine = _sin_cos_half_pi_square(x)
    return _fresnel(x), (sine * dx, cosine * dx)


@staged()
def fresnel(x: Any) -> tuple[Array, Array]:
    """The Fresnel integrals ``(S(x), C(x)) = (∫_0^x sin(πt²/2) dt, ∫_0^x cos(πt²/2) dt)``
    (real arguments; float16 and bfloat16 computed in float32)."""
    (x,) = inexact_args("fresnel", x)
    if is_complex(x.dtype):
        raise NotImplementedError(f"fresnel: complex arguments are not supported (got dtype {x.dtype.name})")
    if x.dtype not in (FLOAT32, FLOAT64, np.dtype(np.float16), np.dtype(ml_dtypes.bfloat16)):
        raise NotImplementedError(f"fresnel: dtype {x.dtype.name} is not supported")
    return _fresnel(x)


# -- Spence's function ---------------------------------------------------------------------------------

def _spence_of(x: Array) -> Array:
    above_2 = x > 2.0
    x = piecewise(x, [above_2], [lambda v: 1.0 / v, lambda v: v])
    above_1_5, below_half = x > 1.5, x < 0.5
    w = piecewise(x, [above_1_5, below_half], [lambda v: 1.0 / v - 1.0, lambda v: -v, lambda v: v - 1.0])
    y = -w * poly(tables.SPENCE_A, w) / poly(tables.SPENCE_B, w)
    y = jnp.where(below_half, np.pi ** 2 / 6.0 - jnp.log(x) * jnp.log(1.0 - x) - y, y)
    return jnp.where(above_2 | above_1_5, -0.5 * jnp.log(x) ** 2 - y, y)  # type: ignore[no-any-return]


@staged()
def _spence(x: Array) -> Array:
    return piecewise(x, [x < 0.0, x == 1.0, x == 0.0], [np.nan, 0, np.pi ** 2 / 6, _spence_of])


def spence(x: Any) -> Array:
    """Spence's function ``∫_1^x log(t)/(1 - t) dt`` for ``x >= 0`` (NaN below;
    float32 and float64 only, as in jax)."""
    return _spence(float32_or_float64("spence", x))
