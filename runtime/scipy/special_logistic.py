"""The logistic, entropy and log-sum-exp functions of ``jax.scipy.special``: ``expit``,
``logit``, ``xlogy``, ``xlog1py``, ``entr``, ``rel_entr``, ``kl_div``, the Box-Cox
transforms, ``logsumexp``, ``softmax`` and ``log_softmax`` (over all axes by default,
as SciPy's). ``logit``, ``xlogy``, ``xlog1py``, ``x log x`` and ``softmax`` carry
jax's custom derivatives (well defined where ``x = 0``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.stop_gradient import stop_gradient
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.promotion import check_arguments
from jaxtypes.runtime.numpy.reductions import normalize_axes
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy.special_common import const, inexact_args, is_complex, refuse_complex

__all__ = ["boxcox", "boxcox1p", "entr", "expit", "kl_div", "log_softmax", "logit", "logsumexp", "rel_entr",
           "softmax", "xlog1py", "xlogy"]

Axis = int | Sequence[int] | None


@staged()
def expit(x: Any) -> Array:
    """The logistic sigmoid ``1 / (1 + exp(-x))``."""
    (x,) = inexact_args("expit", x)
    return lax_e.logistic(x)


@custom_jvp
def _logit(x: Array) -> Array:
    return lax_e.log(x / (const(x, 1) - x))


@_logit.defjvp
def _logit_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (dx,) = primals, tangents
    return _logit(x), dx / (x * (const(x, 1) - x))


@staged()
def logit(x: Any) -> Array:
    """``log(p / (1 - p))``, the inverse of ``expit``."""
    (x,) = inexact_args("logit", x)
    return _logit(x)


def _x_times(log_fn: Any) -> Any:
    """``x * log_fn(y)``, 0 where ``x = 0`` unless ``y`` is NaN."""
    def value(x: Array, y: Array) -> Array:
        return jnp.where((x != 0.0) | jnp.isnan(y), x * log_fn(y), jnp.zeros_like(x))  # type: ignore[no-any-return]

    return value


_xlogy_value = _x_times(lax_e.log)
_xlog1py_value = _x_times(lax_e.log1p)


@custom_jvp
def _xlogy(x: Array, y: Array) -> Array:
    return _xlogy_value(x, y)  # type: ignore[no-any-return]


@_xlogy.defjvp
def _xlogy_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x, y), (dx, dy) = primals, tangents
    out = _xlogy(x, y)
    return out, (dx * lax_e.log(y) + dy * x / y).astype(out.dtype)


@custom_jvp
def _xlog1py(x: Array, y: Array) -> Array:
    return _xlog1py_value(x, y)  # type: ignore[no-any-return]


@_xlog1py.defjvp
def _xlog1py_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x, y), (dx, dy) = primals, tangents
    out = _xlog1py(x, y)
    return out, (dx * lax_e.log1p(y) + dy * x / (1 + y)).astype(out.dtype)


@staged()
def xlogy(x: Any, y: Any) -> Array:
    """``x * log(y)``, 0 where ``x = 0`` (``y`` NaN excepted), with a derivative defined there."""
    x, y = inexact_args("xlogy", x, y)
    return _xlogy(x, y)


@staged()
def xlog1py(x: Any, y: Any) -> Array:
    """``x * log(1 + y)``, 0 where ``x = 0`` (``y`` NaN excepted), with a derivative defined there."""
    x, y = inexact_args("xlog1py", x, y)
    return _xlog1py(x, y)


@custom_jvp
def _xlogx(x: Array) -> Array:
    return _xlogy(x, x)


@_xlogx.defjvp
def _xlogx_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (dx,) = primals, tangents
    return _xlogx(x), dx * (lax_e.log(x) + 1)


@staged()
def entr(x: Any) -> Array:
    """``-x log x`` for ``x >= 0`` (0 at 0), ``-inf`` below."""
    (x,) = inexact_args("entr", x)
    refuse_complex("entr", x)
    return lax_e.select(x < const(x, 0), lax_shape.full_like(x, -np.inf), -_xlogx(x))


def _rel_entr(p: Array, q: Array) -> Array:
    zero = const(p, 0.0)
    positive = (p > zero) & (q > zero)
    p_ok, q_ok = jnp.where(positive, p, 1), jnp.where(positive, q, 1)
    value = _xlogx(p_ok) - _xlogy(p_ok, q_ok)
    return jnp.where(positive, value, jnp.where((p == zero) & (q >= zero), zero, np.inf))  # type: ignore[no-any-return]


@staged()
def rel_entr(p: Any, q: Any) -> Array:
    """``p log(p / q)`` for ``p, q > 0``, 0 where ``p = 0 <= q``, ``inf`` elsewhere."""
    p, q = inexact_args("rel_entr", p, q)
    refuse_complex("rel_entr", p)
    return _rel_entr(p, q)


@staged()
def kl_div(p: Any, q: Any) -> Array:
    """``p log(p / q) - p + q`` (``q`` where ``p = 0 <= q``, ``inf`` where undefined)."""
    p, q = inexact_args("kl_div", p, q)
    refuse_complex("kl_div", p)
    return _rel_entr(p, q) - p + q  # type: ignore[no-any-return]


def _box_cox(name: str, log_fn: Any, x: Any, lmbda: Any) -> Array:
    x, lmbda = inexact_args(name, x, lmbda)
    zero = lmbda == 0
    lmbda_ok = jnp.where(zero, jnp.ones_like(lmbda), lmbda)
    log_x = log_fn(x)
    out: Array = jnp.where(zero, log_x, jnp.expm1(lmbda_ok * log_x) / lmbda_ok)
    return out


@staged()
def boxcox(x: Any, lmbda: Any) -> Array:
    """The Box-Cox transform ``(x^λ - 1) / λ`` (``log x`` where ``λ = 0``)."""
    return _box_cox("boxcox", jnp.log, x, lmbda)


@staged()
def boxcox1p(x: Any, lmbda: Any) -> Array:
    """The Box-Cox transform of ``1 + x``: ``((1 + x)^λ - 1) / λ`` (``log1p(x)`` where ``λ = 0``)."""
    return _box_cox("boxcox1p", jnp.log1p, x, lmbda)


# -- log-sum-exp and softmax ------------------------------------------------------------

@staged("axis", "keepdims", "return_sign")
def logsumexp(a: Any, axis: Axis = None, b: Any = None, keepdims: bool = False, return_sign: bool = False,
              where: Any = None) -> Any:
    """``log(Σ b exp(a))`` over ``axis`` (all axes by default), without overflow; with
    ``return_sign``, ``(log|Σ|, sign(Σ))`` (for negative ``b``), else NaN where the sum
    is negative. ``where`` masks the terms."""
    if where is not None:
        a = jnp.where(where, a, 0)
    if b is None:
        (a,) = inexact_args("logsumexp", a)
    else:
        a, b = inexact_args("logsumexp", a, b)
        a = jnp.where(b != 0, a, -np.inf)
    axes = normalize_axes(axis, a.ndim)
    peak = jnp.max(jnp.real(a), axis=axes, keepdims=keepdims, where=where, initial=-np.inf)
    peak = stop_gradient(lax_e.select(jnp.isfinite(peak), peak, lax_shape.full_like(peak, 0)))
    peak_broadcast = peak if keepdims else lax_shape.expand_dims(peak, axes)
    terms = lax_e.exp(lax_ops.sub(a, peak_broadcast.astype(a.dtype)))
    if b is not None:
        terms = lax_ops.mul(terms, b)
    total = jnp.sum(terms, axis=axes, keepdims=keepdims, where=where)
    sign = lax_e.sign(total)
    if return_sign or not is_complex(a.dtype):
        total = jnp.abs(total)
    out = lax_ops.add(lax_e.log(total), peak.astype(total.dtype))
    if return_sign:
        return out, sign
    if b is not None and not is_complex(out.dtype):
        out = jnp.where(sign < 0, jnp.asarray(np.nan, dtype=out.dtype), out)
    return out


def _array_operand(name: str, x: Any) -> Array:
    check_arguments(name, x)
    return x if isinstance(x, Array) else jnp.asarray(x)


def _softmax_of(axis: Axis) -> Any:
    @custom_jvp
    def softmax_along(x: Array) -> Array:
        unnormalized = jnp.exp(x - jnp.max(x, axis, initial=-np.inf, keepdims=True))
        return unnormalized / jnp.sum(unnormalized, axis, keepdims=True)

    @softmax_along.defjvp
    def softmax_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
        (x,), (dx,) = primals, tangents
        y = softmax_along(x)
        return y, y * (dx - jnp.sum(y * dx, axis, keepdims=True))

    return softmax_along


@staged("axis")
def softmax(x: Any, /, *, axis: Axis = None) -> Array:
    """``exp(x) / Σ exp(x)`` over ``axis`` (all axes by default); its derivative from
    the output, as jax's."""
    x = _array_operand("softmax", x)
    return _softmax_of(axis)(x)  # type: ignore[no-any-return]


@staged("axis")
def log_softmax(x: Any, /, *, axis: Axis = None) -> Array:
    """``x - log Σ exp(x)`` over ``axis`` (all axes by default)."""
    x = _array_operand("log_softmax", x)
    shifted = x - stop_gradient(jnp.max(x, axis, initial=-np.inf, keepdims=True))
    return shifted - jnp.log(jnp.sum(jnp.exp(shifted), axis, keepdims=True))  # type: ignore[no-any-return]
