"""``lax`` cumulative reductions: ``cumsum``, ``cumprod``, ``cummax``, ``cummin`` and
``cumlogsumexp`` along ``axis``, from the end with ``reverse``.

Each lowers to one ``stablehlo.reduce_window`` whose window covers the whole prefix
(the axis padded by ``n - 1`` identities in front, or behind for ``reverse``). The
dtype is kept (integer sums wrap) and a weakly typed operand gives a weakly typed
result. ``cumsum`` is linear (its transpose is the reversed ``cumsum``); the others
differentiate as JAX does, through the JVP of a parallel prefix scan of their binary
operation written with lax operations.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.lowering import compare, mlir_constant, numpy_dtype
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import moveaxis
from jaxtypes.runtime.lax.reduction import extremum_combine, highest, hlo_combine, lowest
from jaxtypes.runtime.lax.operands import FLOATING, NUMBER, ShapeDtype, as_int, lax_operand, require

__all__ = ["cumsum", "cumprod", "cummax", "cummin", "cumlogsumexp"]


# -- scalar combinations (inside the reduce_window body) ------------------------------

def _hlo_logaddexp(x: Any, y: Any) -> Any:
    """log(e**x + e**y): max + log1p(e**-|x - y|); x + y where x - y is NaN (equal infinities, NaN)."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    delta = hlo.subtract(x, y)
    smooth = hlo.add(hlo.maximum(x, y), hlo.log_plus_one(hlo.exponential(hlo.negate(hlo.abs(delta)))))
    return hlo.select(compare(delta, delta, "NE"), hlo.add(x, y), smooth)


# -- the same combinations as lax operations (for derivatives) -------------------------

def _logaddexp(x: Any, y: Any) -> Array:
    from jaxtypes.runtime.lax.elementwise import abs as lax_abs
    from jaxtypes.runtime.lax.elementwise import exp, log1p, neg, select_n
    from jaxtypes.runtime.lax.operators import add, max, ne, sub

    delta = sub(x, y)
    return select_n(ne(delta, delta), add(max(x, y), log1p(exp(neg(lax_abs(delta))))), add(x, y))


def _lax_combine(name: str) -> Callable[[Any, Any], Array]:
    from jaxtypes.runtime.lax import operators as ops

    return {"cumsum": ops.add, "cumprod": ops.mul, "cummax": ops.max, "cummin": ops.min,
            "cumlogsumexp": _logaddexp}[name]


def prefix_scan(combine: Callable[[Any, Any], Any], x: Any, axis: int) -> Any:
    """Inclusive prefix combination of ``x`` along ``axis`` in O(log n) rounds: combine
    neighbouring pairs, scan those, then fill in the even positions."""
    from jaxtypes.runtime.lax.operators import add
    from jaxtypes.runtime.lax.shape import concatenate, pad, slice_in_dim

    n = x.shape[axis]
    if n < 2:
        return x
    evens, odds = slice_in_dim(x, 0, n - 1, 2, axis), slice_in_dim(x, 1, n, 2, axis)
    odd = prefix_scan(combine, combine(evens, odds), axis)  # prefixes ending at 1, 3, 5, ...
    rest = slice_in_dim(x, 2, n, 2, axis)
    even = combine(odd if n % 2 else slice_in_dim(odd, 0, odd.shape[axis] - 1, 1, axis), rest)
    even = concatenate([slice_in_dim(x, 0, 1, 1, axis), even], axis)
    zero = np.zeros((), x.dtype)
    config_even = [(0, 0, 0)] * x.ndim
    config_odd = [(0, 0, 0)] * x.ndim
    config_even[axis] = (0, n - (2 * even.shape[axis] - 1), 1)
    config_odd[axis] = (1, n - 2 * odd.shape[axis], 1)
    return add(pad(even, zero, config_even), pad(odd, zero, config_odd))


# -- the primitives ---------------------------------------------------------------------

_ACCEPTS = {"cumsum": NUMBER, "cumprod": NUMBER, "cummax": NUMBER, "cummin": NUMBER, "cumlogsumexp": FLOATING}


def _cumulative(name: str, identity: Callable[[np.dtype[Any]], Any], combine: Callable[[Any, Any], Any]) -> Primitive:
    accepted = _ACCEPTS[name]

    def rule(x: backend.Aval, *, axis: int, reverse: bool) -> ShapeDtype:
        require(name, accepted, x.dtype)
        if not 0 <= axis < len(x.shape):
            raise np.exceptions.AxisError(f"lax.{name}: axis {axis} is out of range for an operand of shape {x.shape}")
        return x.shape, x.dtype

    def lower(out_type: Any, x: Any, *, axis: int, reverse: bool) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo as hlo

        shape = list(x.type.shape)
        n = shape[axis]
        if n == 0:
            return x
        window = [1] * len(shape)
        window[axis] = n
        padding = np.zeros((len(shape), 2), np.int64)
        padding[axis] = (0, n - 1) if reverse else (n - 1, 0)
        scalar = ir.RankedTensorType.get([], x.type.element_type)
        op = hlo.ReduceWindowOp([x.type], [x], [mlir_constant(identity(numpy_dtype(x)), numpy_dtype(x))], window,
                                window_strides=[1] * len(shape), padding=ir.DenseIntElementsAttr.get(padding))  # type: ignore[call-overload]
        block = op.body.blocks.append(scalar, scalar)
        with ir.InsertionPoint(block):
            hlo.return_([combine(*block.arguments)])
        return op.results[0]

    primitive = Primitive(name, rule, lower)

    def batch(values: Sequence[Any], dims: Sequence[int | None], *, axis: int, reverse: bool) -> tuple[Any, int]:
        return primitive.bind(moveaxis(values[0], dims[0], 0), axis=axis + 1, reverse=reverse), 0  # type: ignore[arg-type]

    primitive.batch = batch
    return primitive


cumsum_p: Primitive = _cumulative("cumsum", lambda dt: 0, hlo_combine("add"))
cumprod_p: Primitive = _cumulative("cumprod", lambda dt: 1, hlo_combine("multiply"))
cummax_p: Primitive = _cumulative("cummax", lowest, extremum_combine("maximum", "GT"))
cummin_p: Primitive = _cumulative("cummin", highest, extremum_combine("minimum", "LT"))
cumlogsumexp_p: Primitive = _cumulative("cumlogsumexp", lambda dt: -np.inf, _hlo_logaddexp)


# -- differentiation ---------------------------------------------------------------------

def _cumsum_transpose(ct: Any, x: Any, *, axis: int, reverse: bool) -> list[Any]:
    return [cumsum_p.bind(ct, axis=axis, reverse=not reverse)]


ad.define_linear(cumsum_p, _cumsum_transpose)


def _scan_jvp(primitive: Primitive) -> Callable[..., Any]:
    """The JVP of the prefix scan of the primitive's binary operation (as JAX differentiates them)."""
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], *, axis: int, reverse: bool) -> tuple[Any, Any]:
        from jaxtypes.runtime.lax.shape import rev

        combine = _lax_combine(primitive.name)

        def scanned(x: Any) -> list[Any]:
            if reverse:
                return [rev(prefix_scan(combine, rev(x, (axis,)), axis), (axis,))]
            return [prefix_scan(combine, x, axis)]

        out = primitive.bind(primals[0], axis=axis, reverse=reverse)
        _, (tangent,) = ad.jvp_flat(scanned, [primals[0]], [tangents[0]])
        return out, tangent

    return jvp


for _primitive in (cumprod_p, cummax_p, cummin_p, cumlogsumexp_p):
    _primitive.jvp = _scan_jvp(_primitive)


# -- public functions ---------------------------------------------------------------------

def _public(primitive: Primitive, doc: str) -> Callable[..., Array]:
    def cumulative(operand: Any, axis: int = 0, reverse: bool = False) -> Array:
        x = lax_operand(operand)
        if x.ndim == 0:
            raise TypeError(f"lax.{primitive.name}: the operand must have at least one dimension, got a 0-d array")
        if not isinstance(reverse, (bool, np.bool_)):
            raise TypeError(f"lax.{primitive.name}: reverse must be a bool, got {reverse!r}")
        i = as_int(primitive.name, "axis", axis)
        if not 0 <= i < x.ndim:  # as JAX: no negative axes
            raise np.exceptions.AxisError(f"lax.{primitive.name}: axis {i} is out of bounds for an array of "
                                          f"dimension {x.ndim} (negative axes are not allowed)")
        return primitive.bind(x, axis=i, reverse=bool(reverse))

    cumulative.__name__ = cumulative.__qualname__ = primitive.name
    cumulative.__doc__ = f"lax.{primitive.name}: the cumulative {doc} along ``axis`` (from the end if ``reverse``)."
    return cumulative


cumsum: Callable[..., Array] = _public(cumsum_p, "sum")
cumprod: Callable[..., Array] = _public(cumprod_p, "product")
cummax: Callable[..., Array] = _public(cummax_p, "maximum")
cummin: Callable[..., Array] = _public(cummin_p, "minimum")
cumlogsumexp: Callable[..., Array] = _public(cumlogsumexp_p, "log of the sum of exponentials")
