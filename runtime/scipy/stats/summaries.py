"""``jax.scipy.stats``' summaries of samples: ``mode`` (the most frequent value along an
axis and its count), ``rankdata`` (ranks with ties resolved by ``method``) and ``sem``
(the standard error of the mean). Like jax's, each runs as one compiled program per
static configuration; a NaN in ``rankdata``'s data makes every rank NaN."""

from __future__ import annotations

import math
from typing import Any, NamedTuple

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters.jit import jit
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax.control_flow import cond
from jaxtypes.runtime.lax.sorting import sort_key_val
from jaxtypes.runtime.numpy import api as jnp
from jaxtypes.runtime.numpy.promotion import check_arguments
from jaxtypes.runtime.scipy.stats.support import promote_args_inexact

__all__ = ["ModeResult", "mode", "rankdata", "sem"]

_NAN_POLICIES = ("propagate", "omit", "raise")
_RANK_METHODS = ("average", "min", "max", "dense", "ordinal")


def _default_float() -> np.dtype[np.floating[Any]]:
    return dtypes.canonicalize_dtype(np.float64)


class ModeResult(NamedTuple):
    mode: Array
    count: Array  # type: ignore[assignment]  # (tuple.count, as in jax)


def _check_nan_policy(name: str, nan_policy: str) -> None:
    if nan_policy not in _NAN_POLICIES:
        raise ValueError(f"{name}: illegal nan_policy value {nan_policy!r}; expected one of {set(_NAN_POLICIES)}")
    if nan_policy == "omit":
        raise NotImplementedError(f"{name}: nan_policy='omit' is not implemented")
    if nan_policy == "raise":
        raise NotImplementedError(f"{name}: nan_policy='raise' would need the values before compiling; check for "
                                  "NaNs outside the function")


def _column_mode(column: Array) -> tuple[Array, Array]:
    if column.size == 0:
        float_dtype = _default_float()
        return jnp.array(np.nan, dtype=float_dtype), jnp.array(0, dtype=float_dtype)
    values, counts = jnp.unique(column, return_counts=True, size=column.size)
    return values[jnp.argmax(counts)], jnp.max(counts)


def _mode(a: Array, axis: int | None, keepdims: bool) -> ModeResult:
    x = jnp.asarray(a)
    x = jnp.reshape(x, (1,)) if x.ndim == 0 else x
    if axis is not None:
        axis = _axis("mode", axis, x.ndim)
    if axis is None:
        shape: tuple[int, ...] = (1,) * x.ndim if keepdims else ()
        x, axis = jnp.ravel(x), 0
    else:
        shape = tuple(1 if i == axis else s for i, s in enumerate(x.shape) if keepdims or i != axis)
    x = jnp.moveaxis(x, axis, 0)
    x = jnp.reshape(x, (x.shape[0], math.prod(x.shape[1:])))
    values, counts = vmap(_column_mode, in_axes=1)(x)
    return ModeResult(jnp.reshape(values, shape), jnp.reshape(counts, shape))


_mode_program = jit(_mode, static_argnames=("axis", "keepdims"))


def _axis(name: str, axis: int, ndim: int) -> int:
    if not -ndim <= axis < ndim:
        raise np.exceptions.AxisError(f"{name}: axis {axis} is out of bounds for an array of dimension {ndim}")
    return axis % ndim


def mode(a: Any, axis: int | None = 0, nan_policy: str = "propagate", keepdims: bool = False) -> ModeResult:
    """The smallest of the most frequent values along ``axis`` (of the flattened data
    with ``axis=None``) and how often it occurs."""
    check_arguments("mode", a)
    _check_nan_policy("mode", nan_policy)
    return _mode_program(a, axis=axis, keepdims=keepdims)  # type: ignore[no-any-return]


def _inverse_permutation(order: Array) -> Array:
    return jnp.empty_like(order).at[order].set(jnp.arange(order.size, dtype=order.dtype))


def _ranks(a: Array, method: str) -> Array:
    out_dtype = _default_float()
    ordered, order = sort_key_val(a, jnp.arange(a.size))
    inverse = _inverse_permutation(order)
    if method == "ordinal":
        return (inverse + 1).astype(out_dtype)
    starts = jnp.concatenate([jnp.array([True]), ordered[1:] != ordered[:-1]])
    dense = jnp.cumsum(starts)[inverse]
    if method == "dense":
        return dense.astype(out_dtype)
    # count[j]: how many values come before the j-th distinct one (then the total)
    count = jnp.nonzero(starts, size=ordered.size + 1, fill_value=starts.size)[0].astype(out_dtype)
    if method == "max":
        return count[dense]
    if method == "min":
        return count[dense - 1] + 1
    return 0.5 * (count[dense] + count[dense - 1] + 1)


def _rankdata(a: Array, method: str) -> Array:
    a = jnp.ravel(a)
    all_nan = lambda v: jnp.full_like(v, np.nan, _default_float())  # noqa: E731
    return cond(jnp.any(jnp.isnan(a)), all_nan, lambda v: _ranks(v, method), a)  # type: ignore[no-any-return]


_rankdata_program = jit(_rankdata, static_argnames=("method",))


def rankdata(a: Any, method: str = "average", *, axis: int | None = None, nan_policy: str = "propagate") -> Array:
    """The ranks (from 1, in the default float) of the flattened data, or of each slice
    along ``axis``; ties take the average, min, max or dense rank, or ``ordinal``'s order."""
    check_arguments("rankdata", a)
    _check_nan_policy("rankdata", nan_policy)
    if method not in _RANK_METHODS:
        raise ValueError(f"rankdata: unknown method {method!r}; expected one of {_RANK_METHODS}")
    if axis is not None:
        return jnp.apply_along_axis(rankdata, axis, a, method)
    return _rankdata_program(a, method=method)  # type: ignore[no-any-return]


def _sem(b: Array, axis: int | None, ddof: int, nan_policy: str, keepdims: bool) -> Array:
    if nan_policy == "propagate":
        size = b.size if axis is None else b.shape[axis]
        return jnp.std(b, axis, ddof=ddof, keepdims=keepdims) / jnp.sqrt(size).astype(b.dtype)
    count = jnp.sum(~jnp.isnan(b), axis, keepdims=keepdims)
    return jnp.nanstd(b, axis, ddof=ddof, keepdims=keepdims) / jnp.sqrt(count).astype(b.dtype)


_sem_program = jit(_sem, static_argnames=("axis", "nan_policy", "keepdims"))


def sem(a: Any, axis: int | None = 0, ddof: int = 1, nan_policy: str = "propagate", *, keepdims: bool = False) -> Array:
    """The standard error of the mean along ``axis`` (of all the data with ``None``):
    ``std(ddof=ddof) / sqrt(size)``; with ``nan_policy='omit'`` NaNs are left out."""
    (b,) = promote_args_inexact("sem", a)
    if nan_policy not in ("propagate", "omit"):
        raise ValueError(f"sem: nan_policy {nan_policy!r} is not supported; expected 'propagate' or 'omit'")
    if axis is not None:
        _axis("sem", axis, b.ndim)
    return _sem_program(b, axis, ddof, nan_policy=nan_policy, keepdims=keepdims)  # type: ignore[no-any-return]
