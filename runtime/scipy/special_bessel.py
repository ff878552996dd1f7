"""Bessel functions and spherical harmonics of ``jax.scipy.special``: the modified
Bessel functions ``i0``, ``i1`` and their exponentially scaled forms (lax's
``bessel_i0e``/``bessel_i1e``), ``bessel_jn`` (Miller's backward recurrence, as Zhang and
Jin's BJNDD, normalized by ``J_0 + 2 Σ J_2k = 1``) and ``sph_harm_y`` (from the
normalized associated Legendre functions, by their three-term recurrence in the degree)."""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import special as lax_special
from jaxtypes.runtime.lax.control_flow import scan
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.promotion import promote_inexact
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy.special_common import inexact_args, is_complex

__all__ = ["bessel_jn", "i0", "i0e", "i1", "i1e", "sph_harm_y"]


@staged()
def i0e(x: Any) -> Array:
    """``exp(-|x|) I_0(x)``."""
    (x,) = inexact_args("i0e", x)
    return lax_special.bessel_i0e(x)


@staged()
def i0(x: Any) -> Array:
    """The modified Bessel function ``I_0(x)``."""
    (x,) = inexact_args("i0", x)
    return lax_e.exp(lax_e.abs(x)) * lax_special.bessel_i0e(x)


@staged()
def i1e(x: Any) -> Array:
    """``exp(-|x|) I_1(x)``."""
    (x,) = inexact_args("i1e", x)
    return lax_special.bessel_i1e(x)


@staged()
def i1(x: Any) -> Array:
    """The modified Bessel function ``I_1(x)``."""
    (x,) = inexact_args("i1", x)
    return lax_e.exp(lax_e.abs(x)) * lax_special.bessel_i1e(x)


def _bessel_jn_scalar(z: Array, v: int, n_iter: int) -> Array:
    """``J_0(z) .. J_v(z)`` of one point: the recurrence ``f_(k-1) = 2k/z f_k - f_(k+1)``
    run down from ``f_(n_iter+1) = 0``, ``f_(n_iter) = 1e-16``, then normalized."""
    def down(carry: tuple[Array, Array, Array], k: Array) -> tuple[tuple[Array, Array, Array], Array]:
        after, current, even_sum = carry
        below = 2.0 * (k + 1.0) * current / z - after
        even_sum = jnp.where(jnp.mod(k, 2) == 0, even_sum + 2.0 * below, even_sum)
        return (current, below, even_sum), below

    zero = jnp.zeros_like(z)
    orders = jnp.arange(n_iter + 1, dtype=z.dtype)
    (_, _, even_sum), values = scan(down, (zero, jnp.full_like(z, 1e-16), zero), orders, reverse=True)
    return values[:v + 1] / (even_sum - values[0])  # type: ignore[no-any-return]


def bessel_jn(z: Any, *, v: int, n_iter: int = 50) -> Array:
    """The Bessel functions of the first kind ``J_0(z) .. J_v(z)`` of integer order and
    real argument, shape ``(v + 1, *z.shape)``; ``n_iter`` steps of the recurrence."""
    return _bessel_jn(jnp.asarray(z), operator.index(v), int(n_iter))


@staged("v", "n_iter")
def _bessel_jn(z: Array, v: int, n_iter: int) -> Array:
    (z,), _ = promote_inexact("bessel_jn", z)
    if is_complex(z.dtype):  # (jax's check catches complex128; complex64 fails its arithmetic: a TypeError)
        error = ValueError if z.dtype == np.dtype(np.complex128) else TypeError
        raise error(f"bessel_jn: complex arguments are not supported (got dtype {z.dtype.name})")

    def of_point(point: Array) -> Array:
        return _bessel_jn_scalar(point, v, n_iter)

    fun = of_point
    for _ in range(z.ndim):
        fun = vmap(fun)
    return jnp.moveaxis(fun(z), -1, 0)


def _legendre_coefficients(l_max: int, dtype: np.dtype[Any]) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """``(d0, d1)[m, l]`` of ``P_l^m = d0 x P_(l-1)^m - d1 P_(l-2)^m`` for the normalized
    functions, zero where ``l < m + 2`` (the recurrence does not reach there)."""
    m, l = np.meshgrid(np.arange(l_max + 1.0), np.arange(l_max + 1.0), indexing="ij")
    reached = l >= m + 2
    m_ok, l_ok = np.where(reached, m, 0.0), np.where(reached, l, 2.0)
    d0 = np.sqrt((4 * l_ok ** 2 - 1) / (l_ok ** 2 - m_ok ** 2))
    d1 = np.sqrt((2 * l_ok + 1) * ((l_ok - 1) ** 2 - m_ok ** 2) / ((2 * l_ok - 3) * (l_ok ** 2 - m_ok ** 2)))
    return np.where(reached, d0, 0.0).astype(dtype), np.where(reached, d1, 0.0).astype(dtype)


def _normalized_legendre(l_max: int, x: Array) -> Array:
    """``P[m, l, i]``: the associated Legendre functions at ``x[i]``, normalized so that
    ``P_l^m(cos θ) exp(imφ)`` are orthonormal on the sphere (zero where ``m > l``)."""
    m = np.arange(l_max + 1)[:, None]
    sine = jnp.sqrt(1.0 - x * x)
    scale = np.cumprod(-np.sqrt(1.0 + 0.5 / np.arange(1.0, l_max + 1)))  # P_m^m / (P_0^0 sin^m)
    diagonal = [jnp.full_like(x, 0.5 / np.sqrt(np.pi))]
    power = jnp.ones_like(x)
    for k in range(1, l_max + 1):
        power = power * sine
        diagonal.append((0.5 / np.sqrt(np.pi)) * (scale[k - 1].astype(x.dtype) * power))
    diagonal_rows = jnp.stack(diagonal)  # P_m^m, indexed by m
    d0, d1 = _legendre_coefficients(l_max, x.dtype)
    zero = jnp.zeros((l_max + 1, x.shape[0]), dtype=x.dtype)
    rows: list[Array] = []
    for l in range(l_max + 1):
        row = jnp.where(m == l, diagonal_rows, zero)
        if l >= 1:
            above_diagonal = jnp.sqrt(2.0 * np.arange(l_max + 1) + 3.0).astype(x.dtype)[:, None] * x * diagonal_rows
            row = jnp.where(m == l - 1, above_diagonal, row)
        if l >= 2:
            recurred = d0[:, l, None] * (rows[l - 1] * x) - d1[:, l, None] * rows[l - 2]
            row = jnp.where(m <= l - 2, recurred, row)
        rows.append(row)
    return jnp.stack(rows, axis=1)


@staged("n_max")
def _sph_harm(n: Any, m: Any, theta: Any, phi: Any, n_max: int) -> Array:
    legendre = _normalized_legendre(n_max, jnp.cos(theta))
    n, m = jnp.asarray(n), jnp.asarray(m)
    value = legendre.at[abs(m), n, jnp.arange(len(n))].get(mode="clip")
    angle = abs(m) * phi
    harmonics = lax_e.complex(value * jnp.cos(angle), value * jnp.sin(angle))
    return jnp.where(m < 0, (-1.0) ** abs(m) * jnp.conjugate(harmonics), harmonics)  # type: ignore[no-any-return]


def sph_harm_y(n: Any, m: Any, theta: Any, phi: Any, diff_n: int | None = None, n_max: int | None = None) -> Array:
    """The spherical harmonics ``Y_n^m(θ, φ)`` (``θ`` the polar angle, ``φ`` the
    azimuth), 1-d; ``n_max`` (default ``max(n)``, which must then be concrete) is the
    largest degree computed: larger ``n`` are clipped to it. ``diff_n`` is not supported."""
    if diff_n is not None:
        raise NotImplementedError("sph_harm_y: the diff_n argument is not supported")
    if jnp.isscalar(theta):
        theta = jnp.asarray([theta])
    if n_max is None:
        n_max = np.max(n)
    return _sph_harm(n, m, theta, phi, int(n_max))
