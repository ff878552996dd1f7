"""The functions of ``jax.nn``: activations, ``softmax`` and ``log_softmax``,
``logsumexp``, ``standardize``, ``one_hot`` and ``dot_product_attention`` (its XLA form),
each the composition of jnp and lax operations that jax computes, so that values, dtypes
and weak types are jax's. ``relu``, ``relu6`` and ``softmax`` carry jax's custom JVPs
(the derivative at 0 is 0; softmax's is written from its output). Called eagerly, each
is one staged program, as jax jits them.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.custom_derivatives import custom_jvp
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.dot import DotAlgorithmPreset
from jaxtypes.runtime.lax.stop_gradient import stop_gradient
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.elementwise import tanh
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.scipy.special_logistic import logsumexp

__all__ = ["celu", "dot_product_attention", "elu", "gelu", "glu", "hard_sigmoid", "hard_silu", "hard_swish",
           "hard_tanh", "identity", "leaky_relu", "log1mexp", "log_sigmoid", "log_softmax", "logmeanexp", "logsumexp",
           "mish", "one_hot", "relu", "relu6", "selu", "sigmoid", "silu", "soft_sign", "softmax", "softplus",
           "sparse_plus", "sparse_sigmoid", "squareplus", "standardize", "swish", "tanh"]

Axis = int | Sequence[int] | None


def _array(name: str, x: Any) -> Array:
    check_arguments(name, x)
    return x if isinstance(x, Array) else jnp.asarray(x)


@staged()
def identity(x: Any) -> Array:
    """``x`` as an array."""
    return _array("identity", x)


@custom_jvp
def _relu(x: Any) -> Any:
    return jnp.maximum(x, 0)


@_relu.defjvp
def _relu_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (g,) = primals, tangents
    return _relu(x), lax_e.select(x > 0, g, lax_shape.full_like(g, 0))


@staged()
def relu(x: Any) -> Any:
    """``max(x, 0)`` (derivative 0 at 0, as jax's)."""
    return _relu(x)


@staged()
def squareplus(x: Any, b: Any = 4) -> Any:
    """``(x + sqrt(x**2 + b)) / 2``."""
    check_arguments("squareplus", x, b)
    x, b = jnp.asarray(x), jnp.asarray(b)
    return (x + jnp.sqrt(jnp.square(x) + b)) / 2


@staged()
def softplus(x: Any) -> Any:
    """``log(1 + exp(x))``."""
    return jnp.logaddexp(x, 0)


@staged()
def sparse_plus(x: Any) -> Any:
    """0 below -1, ``x`` above 1, ``(x + 1)**2 / 4`` between."""
    x = _array("sparse_plus", x)
    return jnp.where(x <= -1.0, 0.0, jnp.where(x >= 1.0, x, (x + 1.0) ** 2 / 4))


@staged()
def soft_sign(x: Any) -> Any:
    """``x / (|x| + 1)``."""
    x = _array("soft_sign", x)
    return x / (jnp.abs(x) + 1)


@staged()
def sigmoid(x: Any) -> Array:
    """``1 / (1 + exp(-x))`` (lax.logistic: floating and complex arrays only)."""
    return lax_e.logistic(x)


@staged()
def sparse_sigmoid(x: Any) -> Array:
    """``clip(x + 1, 0, 2) / 2``."""
    return 0.5 * jnp.clip(x + 1.0, 0.0, 2.0)


@staged()
def silu(x: Any) -> Any:
    """``x * sigmoid(x)``."""
    x = _array("silu", x)
    return x * lax_e.logistic(x)


swish = silu


@staged()
def mish(x: Any) -> Any:
    """``x * tanh(softplus(x))``."""
    x = _array("mish", x)
    return x * jnp.tanh(jnp.logaddexp(x, 0))


@staged()
def log_sigmoid(x: Any) -> Any:
    """``-softplus(-x)``."""
    x = _array("log_sigmoid", x)
    return -jnp.logaddexp(-x, 0)


def _elu(x: Array, alpha: Any) -> Any:
    return jnp.where(x > 0, x, alpha * jnp.expm1(jnp.where(x > 0, 0.0, x)))


@staged()
def elu(x: Any, alpha: Any = 1.0) -> Any:
    """``x`` above 0, ``alpha * (exp(x) - 1)`` below."""
    return _elu(_array("elu", x), alpha)


@staged()
def leaky_relu(x: Any, negative_slope: Any = 1e-2) -> Any:
    """``x`` at or above 0, ``negative_slope * x`` below."""
    x = _array("leaky_relu", x)
    return jnp.where(x >= 0, x, negative_slope * x)


@staged()
def hard_tanh(x: Any) -> Any:
    """``x`` clipped to ``[-1, 1]``."""
    x = _array("hard_tanh", x)
    return jnp.where(x > 1, 1, jnp.where(x < -1, -1, x))


@staged()
def celu(x: Any, alpha: Any = 1.0) -> Any:
    """``max(x, 0) + alpha * (exp(min(x, 0) / alpha) - 1)``."""
    return jnp.maximum(x, 0.0) + alpha * jnp.expm1(jnp.minimum(x, 0.0) / alpha)


@staged()
def selu(x: Any) -> Any:
    """``scale * elu(x, alpha)`` with the self-normalizing constants."""
    return 1.0507009873554805 * _elu(_array("selu", x), 1.6732632423543772)


@staged("approximate")
def gelu(x: Any, approximate: bool = True) -> Any:
    """The Gaussian error linear unit (``approximate``: its tanh form)."""
    (x,), _ = promote_inexact("gelu", x)
    if approximate:
        sqrt_2_over_pi = np.sqrt(2 / np.pi).astype(x.dtype)
        cdf = 0.5 * (1.0 + jnp.tanh(sqrt_2_over_pi * (x + 0.044715 * x ** 3)))
        return x * cdf
    sqrt_half = np.sqrt(0.5).astype(x.dtype)
    return jnp.array(0.5 * x * lax_e.erfc(-x * sqrt_half), dtype=x.dtype)


@staged("axis")
def glu(x: Any, axis: int = -1) -> Array:
    """The first half of ``x`` along ``axis`` times the sigmoid of the second."""
    x = _array("glu", x)
    if x.shape[axis] % 2:
        raise ValueError(f"glu: the size of axis {axis} must be even, got {x.shape[axis]}")
    x1, x2 = jnp.split(x, 2, axis)
    return x1 * lax_e.logistic(x2)


@staged("axis", "keepdims")
def logmeanexp(x: Any, axis: Axis = None, where: Any = None, keepdims: bool = False) -> Any:
    """``log(mean(exp(x)))`` along ``axis``."""
    lse = logsumexp(x, axis=axis, where=where, keepdims=keepdims)
    x_arr = jnp.asarray(x)
    ones = jnp.ones(x_arr.shape, dtype=lse.dtype)
    count = jnp.sum(ones if where is None else jnp.where(where, ones, 0), axis=axis, keepdims=keepdims)
    return lse - jnp.log(count)


@staged("axis")
def log_softmax(x: Any, axis: Axis = -1, where: Any = None) -> Any:
    """``x - logsumexp(x)`` along ``axis``."""
    x = _array("log_softmax", x)
    x_max = jnp.max(x, axis, where=where, initial=-np.inf, keepdims=True)
    x_safe = x if where is None else jnp.where(where, x, -np.inf)
    shifted = x_safe - stop_gradient(x_max)
    shifted_logsumexp = jnp.log(jnp.sum(jnp.exp(shifted), axis, where=where, keepdims=True))
    result = shifted - shifted_logsumexp
    return result if where is None else jnp.where(where, result, -np.inf)


def _softmax_unnormalized(x: Any, axis: Axis, where: Any) -> Array:
    x_max = jnp.max(x, axis, where=where, initial=-np.inf, keepdims=True)
    x_safe = x if where is None else jnp.where(where, x, -np.inf)
    unnormalized = jnp.exp(x_safe - x_max)
    result = unnormalized / jnp.sum(unnormalized, axis, where=where, keepdims=True)
    return result if where is None else jnp.where(where, result, 0)


def _softmax_custom(axis: Axis, masked: bool) -> Any:
    """softmax along ``axis`` as a custom_jvp function of ``x`` (and of ``where`` if
    ``masked``), its JVP ``y * (x_dot - sum(y * x_dot))``."""
    @custom_jvp
    def softmax_of(x: Any, *where: Any) -> Array:
        return _softmax_unnormalized(x, axis, where[0] if masked else None)

    @softmax_of.defjvp
    def softmax_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
        x, *where = primals
        x_dot = tangents[0]
        y = softmax_of(x, *where)
        return y, y * (x_dot - jnp.sum(y * x_dot, axis, where=where[0] if masked else None, keepdims=True))

    return softmax_of


@staged("axis")
def softmax(x: Any, axis: Axis = -1, where: Any = None) -> Array:
    """``exp(x) / sum(exp(x))`` along ``axis`` (its JVP from the output, as jax's)."""
    if where is None:
        return _softmax_custom(axis, False)(_array("softmax", x))  # type: ignore[no-any-return]
    return _softmax_custom(axis, True)(_array("softmax", x), where)  # type: ignore[no-any-return]


@staged("axis", "algorithm")
def standardize(x: Any, axis: Axis = -1, mean: Any = None, variance: Any = None, epsilon: Any = 1e-5,
                where: Any = None, *, algorithm: str = "fast") -> Any:
    """``(x - mean) / sqrt(variance + epsilon)``, the moments along ``axis`` unless given."""
    check_arguments("standardize", x)
    if mean is None:
        mean = jnp.mean(x, axis, keepdims=True, where=where)
    if variance is None:
        if algorithm == "stable":
            variance = jnp.mean(jnp.square(jnp.subtract(x, mean)), axis, keepdims=True, where=where)
        elif algorithm == "fast":
            variance = jnp.clip(jnp.mean(jnp.square(x), axis, keepdims=True, where=where) - jnp.square(mean), 0)
        else:
            raise ValueError(f"Unknown algorithm '{algorithm}'. Expected 'fast' or 'stable'.")
    return jnp.subtract(x, mean) * lax_e.rsqrt(variance + epsilon)


@staged("num_classes", "dtype", "axis")
def _one_hot(x: Any, num_classes: int, dtype: np.dtype[Any], axis: int) -> Array:
    position = axis if axis >= 0 else axis + x.ndim + 1
    if not 0 <= position <= x.ndim:
        raise np.exceptions.AxisError(f"one_hot: axis {axis} is out of bounds for an output of dimension "
                                      f"{x.ndim + 1}")
    lhs = lax_shape.expand_dims(x, (position,))
    rhs_shape = [1] * x.ndim
    rhs_shape.insert(position, num_classes)
    rhs = lax_shape.broadcasted_iota(x.dtype, tuple(rhs_shape), position)
    return jnp.astype(lhs == rhs, dtype)


def one_hot(x: Any, num_classes: int, *, dtype: Any = None, axis: int = -1) -> Array:
    """``x``'s integers as one-hot vectors of ``num_classes`` entries along ``axis``
    (default dtype: the default float)."""
    target = dtypes.canonicalize_dtype(float if dtype is None else dtype)
    return _one_hot(jnp.asarray(x), operator.index(num_classes), target, operator.index(axis))


@custom_jvp
def _relu6(x: Any) -> Any:
    return jnp.minimum(jnp.maximum(x, 0), 6.0)


@_relu6.defjvp
def _relu6_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (g,) = primals, tangents
    return _relu6(x), lax_e.select((x > 0) & (x < 6), g, lax_shape.full_like(g, 0))


@staged()
def relu6(x: Any) -> Any:
    """``min(max(x, 0), 6)`` (derivative 0 at 0 and 6, as jax's)."""
    return _relu6(x)


@staged()
def hard_sigmoid(x: Any) -> Any:
    """``relu6(x + 3) / 6``."""
    return _relu6(x + 3.0) / 6.0


@staged()
def hard_silu(x: Any) -> Any:
    """``x * hard_sigmoid(x)``."""
    x = _array("hard_silu", x)
    return x * (_relu6(x + 3.0) / 6.0)


hard_swish = hard_silu


@custom_jvp
def _log1mexp(x: Any) -> Any:
    c = jnp.log(2.0)
    return jnp.where(x < c, jnp.log(-jnp.expm1(-x)), jnp.log1p(-jnp.exp(-x)))


@_log1mexp.defjvp
def _log1mexp_jvp(primals: Any, tangents: Any) -> tuple[Array, Array]:
    (x,), (g,) = primals, tangents
    return _log1mexp(x), g / jnp.expm1(x)


@staged()
def log1mexp(x: Any) -> Any:
    """``log(1 - exp(-x))``, accurate for small and large ``x``."""
    return _log1mexp(_array("log1mexp", x))




# -- attention ------------------------------------------------------------------------------

def _large_negative(dtype: np.dtype[Any]) -> Array:
    import ml_dtypes

    largest = min(float(ml_dtypes.finfo(dtype).max), float(np.finfo(np.float32).max))  # type: ignore[no-untyped-call]
    return jnp.asarray(-0.7 * largest, dtype=dtype)


def _masked(logits: Array, mask: Any, is_causal: bool, q_lengths: Any, kv_lengths: Any,
            window: tuple[int, int] | None) -> Any:
    if mask is None and not is_causal and q_lengths is None and kv_lengths is None and window is None:
        return logits
    combined = jnp.ones_like(logits, dtype=bool)
    if mask is not None:
        combined = jnp.logical_and(combined, mask)
    t, s = logits.shape[2], logits.shape[3]
    if is_causal:
        combined = jnp.logical_and(combined, jnp.tril(jnp.ones((t, s), dtype=bool))[None, None, :, :])
    if window is not None:
        query_pos, key_pos = jnp.arange(t), jnp.arange(s)
        left, right = window
        near = jnp.logical_and(query_pos[..., None] >= key_pos[..., None, :] - right,
                               query_pos[..., None] <= key_pos[..., None, :] + left)
        combined = jnp.logical_and(combined, near[None, None, :, :])
    if q_lengths is not None or kv_lengths is not None:
        q_mask: Any = True
        kv_mask: Any = True
        if q_lengths is not None:
            q_mask = jnp.arange(0, t)[None, :, None] < q_lengths[:, None, None]
        if kv_lengths is not None:
            kv_mask = jnp.arange(0, s)[None, None, :] < kv_lengths[:, None, None]
        combined = jnp.logical_and(combined, jnp.logical_and(q_mask, kv_mask)[:, None, :, :])
    return jnp.where(combined, logits, _large_negative(logits.dtype))


def _attention_core(query: Any, key: Any, value: Any, bias: Any, mask: Any, is_causal: bool, scale: float,
                    q_lengths: Any, kv_lengths: Any, window: tuple[int, int] | None, return_residual: bool) -> Any:
    logits_dtype = dtypes.promote_types(query.dtype, np.float32)
    precision = {np.dtype(dtypes.REGISTRY["bfloat16"].dtype): DotAlgorithmPreset.BF16_BF16_F32,
                 np.dtype(np.float16): DotAlgorithmPreset.F16_F16_F32}.get(query.dtype)
    logits = jnp.einsum("BTNH,BSNH->BNTS", query, key, precision=precision, preferred_element_type=logits_dtype)
    logits = logits * jnp.array(scale, dtype=logits.dtype)
    if bias is not None:
        logits = (logits + bias).astype(logits.dtype)
    padded = _masked(logits, mask, is_causal, q_lengths, kv_lengths, window).astype(np.float32)
    probs = softmax(padded, axis=-1).astype(key.dtype)
    encoded = jnp.einsum("BNTS,BSNH->BTNH", probs, value)
    if q_lengths is not None:
        q_mask = (jnp.arange(0, encoded.shape[1])[None, :] < q_lengths[:, None])[:, :, None, None]
        encoded = encoded * q_mask.astype(encoded.dtype)
    if return_residual:
        residual = jnp.transpose(logsumexp(padded, axis=-1).astype(key.dtype), (0, 2, 1))
        return encoded, stop_gradient(residual)
    return encoded


def dot_product_attention(query: Any, key: Any, value: Any, bias: Any = None, mask: Any = None, *,
                          scale: float | None = None, is_causal: bool = False, query_seq_lengths: Any = None,
                          key_value_seq_lengths: Any = None, local_window_size: int | tuple[int, int] | None = None,
                          implementation: str | None = None, return_residual: bool = False) -> Any:
    """Scaled dot-product attention, ``softmax(q k^T * scale + bias, masked) v``, over
    ``(batch, length, heads, head_dim)`` arrays (3-d: without the batch axis); grouped
    queries when ``key`` has fewer heads than ``query``. The XLA form (jax's default on
    the CPU); ``implementation='cudnn'`` is refused, as on a machine without cuDNN.
    Called eagerly, one compiled program."""
    if implementation not in (None, "xla"):
        raise NotImplementedError(f"dot_product_attention: implementation={implementation!r} is not available "
                                  "(only 'xla')")
    window = (local_window_size, local_window_size) if isinstance(local_window_size, int) else local_window_size
    return _attention(query, key, value, bias, mask, query_seq_lengths, key_value_seq_lengths,
                      scale=None if scale is None else float(scale), is_causal=bool(is_causal),
                      window=None if window is None else (int(window[0]), int(window[1])),
                      return_residual=bool(return_residual))


@staged("scale", "is_causal", "window", "return_residual")
def _attention(query: Any, key: Any, value: Any, bias: Any, mask: Any, query_seq_lengths: Any,
               key_value_seq_lengths: Any, scale: float | None, is_causal: bool, window: tuple[int, int] | None,
               return_residual: bool) -> Any:
    arrays = [jnp.asarray(a) for a in (query, key, value)]
    q, k, v = arrays
    if len({a.ndim for a in arrays}) != 1 or q.ndim not in (3, 4):
        raise ValueError(f"dot_product_attention: query, key and value must all be 3-d or all 4-d, got shapes "
                         f"{[tuple(a.shape) for a in arrays]}")
    if len({a.dtype for a in arrays}) != 1:
        raise ValueError(f"dot_product_attention: query, key and value must have one dtype, got "
                         f"{[a.dtype.name for a in arrays]}")
    batched = q.ndim == 4
    if not batched:
        q, k, v = (a[None] for a in (q, k, v))
    extra = [None if a is None else jnp.asarray(a) for a in (bias, mask)]
    if not batched:
        extra = [None if a is None else (a[None] if a.ndim == 3 else a) for a in extra]
    b_, t, n, h = q.shape
    _, s, heads_kv, _ = k.shape
    if n % heads_kv or tuple(v.shape) != tuple(k.shape) or k.shape[0] != b_ or k.shape[3] != h:
        raise ValueError(f"dot_product_attention: shapes do not match: query {tuple(q.shape)}, key {tuple(k.shape)}, "
                         f"value {tuple(v.shape)}")
    factor = 1.0 / math.sqrt(h) if scale is None else scale
    groups = n // heads_kv
    grouped_q = jnp.reshape(q, (b_, t, heads_kv, groups, h))

    def grouped(x: Any) -> Any:
        if x is None:
            return None
        x = jnp.broadcast_to(x, (*x.shape[:-4], *[max(d, 1) for d in x.shape[-4:]])) if x.ndim < 4 else x
        tb, tn, tt, ts = x.shape
        if tn == 1:
            return jnp.broadcast_to(x[:, :, None, :, :], (tb, tn, groups, tt, ts))
        return jnp.reshape(x, (tb, heads_kv, groups, tt, ts))

    bias_g, mask_g = (grouped(x) for x in extra)
    lengths = [None if a is None else jnp.asarray(a) for a in (query_seq_lengths, key_value_seq_lengths)]
    core = vmap(lambda qq, bb, mm: _attention_core(qq, k, v, bb, mm, is_causal, factor, lengths[0], lengths[1],
                                                   window, return_residual),
                in_axes=(3, None if bias_g is None else 2, None if mask_g is None else 2), out_axes=3)
    output = core(grouped_q, bias_g, mask_g)
    if return_residual:
        encoded, residual = output
        encoded, residual = jnp.reshape(encoded, (b_, t, n, h)), jnp.reshape(residual, (b_, t, n))
        return (encoded, residual) if batched else (encoded[0], residual[0])
    encoded = jnp.reshape(output, (b_, t, n, h))
    return encoded if batched else encoded[0]
