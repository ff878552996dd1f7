"""The confluent and Gauss hypergeometric functions ``hyp1f1`` and ``hyp2f1`` of
``jax.scipy.special``, after Pearson, Olver and Porter (2014): Taylor series (terminating
ones for non-positive integer parameters), the asymptotic series of 1F1 for large
``|x|``, the linear transformations and the digamma form of 2F1 near ``x = 1``
(Abramowitz and Stegun 15.3.10-12). Each runs elementwise (``vectorize``), its loops
until every element has converged. Derivatives in every argument by their series, as jax."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax.control_flow import cond, while_loop
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy.special_common import eps, inexact_args, loop_between, refuse_complex
from jaxtypes.runtime.scipy.special_gamma import digamma, gamma

__all__ = ["hyp1f1", "hyp2f1"]

_MAX_TERMS = 250


def _sum_series(first_sum: Any, first_term: Array, ratio: Callable[[Any], Array],
                weight: Callable[[Any], Array] | None = None) -> Array:
    """``Σ_k weight(k) t_k`` from ``t_1 = first_term``, ``t_(k+1) = t_k ratio(k)``, until a
    term is below the precision relative to the sum (or 250 terms)."""
    precision = eps(first_term.dtype)

    def more(state: tuple[Any, Any, Array]) -> Array:
        total, k, term = state
        return (k < _MAX_TERMS) & (lax_e.abs(term) / lax_e.abs(total) > precision)  # type: ignore[no-any-return]

    def step(state: tuple[Any, Any, Array]) -> tuple[Any, Any, Array]:
        total, k, term = state
        total = total + (term if weight is None else term * weight(k))
        return total, k + 1, term * ratio(k)

    return while_loop(more, step, (first_sum, 1, first_term))[0]  # type: ignore[no-any-return]


# -- 1F1 ---------------------------------------------------------------------------------

def _hyp1f1_taylor(a: Array, b: Array, x: Array) -> Array:
    return _sum_series(1, a / b * x, lambda k: (a + k) / (b + k) * x / (k + 1))


def _hyp1f1_asymptotic(a: Array, b: Array, x: Array) -> Array:
    """``Γ(b)/Γ(a) exp(x) x^(a-b) Σ_k (b-a)_k (1-a)_k / (k! x^k)``, for large ``|x|``."""
    series = _sum_series(1, (b - a) * (1 - a) / x, lambda k: (b - a + k) * (1 - a + k) / (k + 1) / x)
    return gamma(b) / gamma(a) * lax_e.exp(x) * x ** (a - b) * series


def _hyp1f1_scalar(a: Any, b: Any, x: Any) -> Array:
    a, b, x = inexact_args("hyp1f1", a, b, x)
    refuse_complex("hyp1f1", x)
    value = cond(lax_e.abs(x) < 100, _hyp1f1_taylor, _hyp1f1_asymptotic, a, b, x)
    case = (a == 0) * 1 + ((a == b) & (a != 0)) * 2 + ((b == 0) & (a != 0)) * 3
    return lax_e.select_n(case, value, jnp.asarray(1, dtype=x.dtype), jnp.exp(x), jnp.asarray(np.inf, dtype=x.dtype))


def _hyp1f1_by_a_scalar(a: Array, b: Array, x: Array) -> Array:
    return _sum_series(0, a / b * x, lambda k: (a + k) / (b + k) * x / (k + 1),
                       lambda k: digamma(a + k) - digamma(a))


def _hyp1f1_by_b_scalar(a: Array, b: Array, x: Array) -> Array:
    return _sum_series(0, a / b * x, lambda k: (a + k) / (b + k) * x / (k + 1),
                       lambda k: digamma(b) - digamma(b + k))


_hyp1f1_elementwise = jnp.vectorize(_hyp1f1_scalar)
_hyp1f1_by_a = jnp.vectorize(_hyp1f1_by_a_scalar)
_hyp1f1_by_b = jnp.vectorize(_hyp1f1_by_b_scalar)


@custom_jvp
def _hyp1f1(a: Any, b: Any, x: Any) -> Array:
    return _hyp1f1_elementwise(a, b, x)  # type: ignore[no-any-return]


@_hyp1f1.defjvp
def _hyp1f1_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (a, b, x), (da, db, dx) = primals, tangents
    by_x = a / b * _hyp1f1(a + 1, b + 1, x)
    return _hyp1f1(a, b, x), _hyp1f1_by_a(a, b, x) * da + _hyp1f1_by_b(a, b, x) * db + by_x * dx


@staged()
def hyp1f1(a: Any, b: Any, x: Any) -> Array:
    """The confluent hypergeometric function ``1F1(a; b; x) = Σ_k (a)_k / (b)_k x^k / k!``
    (real arguments; 1 where ``a = b = 0``)."""
    a, b, x = inexact_args("hyp1f1", a, b, x)
    refuse_complex("hyp1f1", x)
    return _hyp1f1(a, b, x)


# -- 2F1 ---------------------------------------------------------------------------------

def _near_integer(v: Array, tolerance: float) -> Array:
    return jnp.abs(v - jnp.round(v)) < tolerance


def _hyp2f1_terminating(a: Array, b: Array, c: Array, x: Array) -> Array:
    """The polynomial that 2F1's series is when ``a`` or ``b`` is a non-positive integer:
    its length the more negative of the two that is not cut short by a non-positive integer ``c``."""
    tolerance = eps(x.dtype) * 50
    swap = (b < a) & _near_integer(b, tolerance) & ~((c % 1 == 0) & (c <= 0) & (c > b))
    a, b = jnp.where(swap, b, a), jnp.where(swap, a, b)
    a = jnp.abs(a)

    def step(i: Array, state: tuple[Array, Array]) -> tuple[Array, Array]:
        total, term = state
        term = term * (-(a - i + 1) / (c + i - 1) * (b + i - 1) / i * x)
        return total + term, term

    one = jnp.asarray(1, dtype=x.dtype)
    return loop_between(jnp.asarray(1, dtype=a.dtype), a + 1, step, (one, one))[0]  # type: ignore[no-any-return]


def _hyp2f1_taylor(a: Array, b: Array, c: Array, x: Array) -> Array:
    precision = eps(x.dtype)

    def more(state: tuple[Array, Array, Array]) -> Array:
        total, k, term = state
        return (k < _MAX_TERMS) & (lax_e.abs(term) > precision * lax_e.abs(total))

    def step(state: tuple[Array, Array, Array]) -> tuple[Array, Array, Array]:
        total, k, term = state
        return total + term, k + 1, term * ((a + k - 1) * (b + k - 1) / (c + k - 1) / k * x)

    zero, one = jnp.asarray(0, dtype=x.dtype), jnp.asarray(1, dtype=x.dtype)
    return while_loop(more, step, (zero, one, one))[0]  # type: ignore[no-any-return]


def _hyp2f1_near_one(a: Array, b: Array, c: Array, x: Array) -> Array:
    """2F1 near ``x = 1`` when ``c - a - b`` is (nearly) an integer: the digamma series of
    A&S 15.3.10-12 in ``s = 1 - x``."""
    precision = eps(x.dtype)
    d = c - a - b
    s = 1 - x
    rd = jnp.round(d)
    up = rd >= 0
    e = jnp.where(up, d, -d)
    d1 = jnp.where(up, d, jnp.asarray(0, dtype=d.dtype))
    d2 = jnp.where(up, jnp.asarray(0, dtype=d.dtype), d)
    count = jnp.where(up, rd, -rd).astype("int32")
    log_s = jnp.log(s)
    y = (digamma(1.0) + digamma(1.0 + e) - digamma(a + d1) - digamma(b + d1) - log_s) / gamma(e + 1.0)
    p = (a + d1) * (b + d1) * s / gamma(e + 2.0)

    def more(state: tuple[Array, Array, Array, Array]) -> Array:
        p, q, t, y = state
        return (t < _MAX_TERMS) & (jnp.abs(q) >= precision * jnp.abs(y))

    def step(state: tuple[Array, Array, Array, Array]) -> tuple[Array, Array, Array, Array]:
        p, q, t, y = state
        r = digamma(1.0 + t) + digamma(1.0 + t + e) - digamma(a + t + d1) - digamma(b + t + d1) - log_s
        q = p * r
        p = p * (s * (a + t + d1) / (t + 1.0))
        p = p * ((b + t + d1) / (t + 1.0 + e))
        return p, q, t + 1.0, y + q

    _, _, _, y = while_loop(more, step, (p, y, jnp.asarray(1, dtype=x.dtype), y))

    def finite_sum(y: Array) -> Array:
        def step(i: Any, state: tuple[Array, Array, Array]) -> tuple[Array, Array, Array]:
            p, t, y1 = state
            p = p * (s * (a + t + d2) * (b + t + d2) / (1.0 - e + t))
            t = t + 1.0
            p = p / t
            return p, t, y1 + p

        one = jnp.asarray(1, dtype=x.dtype)
        y1 = loop_between(1, count, step, (one, jnp.asarray(0, dtype=x.dtype), one))[-1]
        gamma_c = gamma(c)
        y1 = y1 * (gamma(e) * gamma_c / (gamma(a + d1) * gamma(b + d1)))
        y = y * (gamma_c / (gamma(a + d2) * gamma(b + d2)))
        y = jnp.where((count & 1) != 0, -y, y)
        q = s ** rd
        return jnp.where(rd > 0, y * q + y1, y + y1 * q)  # type: ignore[no-any-return]

    return jnp.where(rd == 0, y * gamma(c) / (gamma(a) * gamma(b)), finite_sum(y))  # type: ignore[no-any-return]


def _hyp2f1_series(a: Array, b: Array, c: Array, x: Array) -> Array:
    """2F1 by the terminating polynomial, the Taylor series, or the digamma series near 1."""
    tolerance = eps(x.dtype) * 50
    d = c - a - b
    terminating = ((a <= 0) & _near_integer(a, tolerance)) | ((b <= 0) & _near_integer(b, tolerance))
    case = jnp.where((x > 0.9) & ~terminating, jnp.where(jnp.abs(d - jnp.round(d)) >= tolerance, 0, 1),
                     jnp.where(terminating, 2, 0))
    return lax_e.select_n(case, _hyp2f1_taylor(a, b, c, x), _hyp2f1_near_one(a, b, c, x),
                          _hyp2f1_terminating(a, b, c, x))


def _hyp2f1_scalar(a: Any, b: Any, c: Any, x: Any) -> Array:
    a, b, c, x = inexact_args("hyp2f1", a, b, c, x)
    tolerance = eps(x.dtype) * 50
    d = c - a - b
    s = 1 - x
    ca, cb = c - a, c - b
    non_integer_d = jnp.abs(d - jnp.round(d)) >= tolerance
    case = jnp.where(
        (x == 0) | (((a == 0) | (b == 0)) & (c != 0)), 0,
        jnp.where((c == 0) | ((c < 0) & (c % 1 == 0)), 1,
                  jnp.where((d <= -1) & ~(non_integer_d & (s < 0)), 2,
                            jnp.where((d <= 0) & (x == 1), 1,
                                      jnp.where((x < 1) & (b == c), 3,
                                                jnp.where((x < 1) & (a == c), 4,
                                                          jnp.where(x > 1, 1, jnp.where(x == 1, 5, 6))))))))
    return lax_e.select_n(case, jnp.asarray(1, dtype=x.dtype), jnp.asarray(np.inf, dtype=x.dtype),
                          s ** d * _hyp2f1_series(ca, cb, c, x), s ** (-a), s ** (-b),
                          gamma(c) * gamma(d) / (gamma(ca) * gamma(cb)), _hyp2f1_series(a, b, c, x))


def _hyp2f1_derivative(weight: Callable[[Array, Array, Array, Array], Callable[[Any], Array]]) -> Callable[..., Array]:
    def by(a: Array, b: Array, c: Array, x: Array) -> Array:
        return _sum_series(0, a * b / c * x, lambda k: (a + k) * (b + k) / (c + k) / (k + 1) * x, weight(a, b, c, x))

    return jnp.vectorize(by)


_hyp2f1_elementwise = jnp.vectorize(_hyp2f1_scalar)
_hyp2f1_by_a = _hyp2f1_derivative(lambda a, b, c, x: lambda k: digamma(a + k) - digamma(a))
_hyp2f1_by_b = _hyp2f1_derivative(lambda a, b, c, x: lambda k: digamma(b + k) - digamma(b))
_hyp2f1_by_c = _hyp2f1_derivative(lambda a, b, c, x: lambda k: digamma(c) - digamma(c + k))


@custom_jvp
def _hyp2f1(a: Any, b: Any, c: Any, x: Any) -> Array:
    return _hyp2f1_elementwise(a, b, c, x)  # type: ignore[no-any-return]


@_hyp2f1.defjvp
def _hyp2f1_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (a, b, c, x), (da, db, dc, dx) = primals, tangents
    by_x = a * b / c * _hyp2f1(a + 1, b + 1, c + 1, x)
    return _hyp2f1(a, b, c, x), (_hyp2f1_by_a(a, b, c, x) * da + _hyp2f1_by_b(a, b, c, x) * db
                                 + _hyp2f1_by_c(a, b, c, x) * dc + by_x * dx)


@staged()
def hyp2f1(a: Any, b: Any, c: Any, x: Any) -> Array:
    """The Gauss hypergeometric function ``2F1(a, b; c; x) = Σ_k (a)_k (b)_k / (c)_k x^k / k!``
    (real arguments; ``inf`` where it diverges)."""
    a, b, c, x = inexact_args("hyp2f1", a, b, c, x)
    return _hyp2f1(a, b, c, x)
