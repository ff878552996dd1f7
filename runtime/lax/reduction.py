"""``lax`` reductions: ``reduce_sum`` and kin over a set of axes, ``argmax``/``argmin`` along one.

Each lowers to one ``stablehlo.reduce`` whose body is built here. No dtype is
widened: integer sums and products wrap, and float16 sums stay float16. The sum,
product, max and min of a weakly typed operand stay weak; the logical
reductions and ``argmax``/``argmin`` give strongly typed results, as in JAX.
``reduce_max``/``reduce_min`` propagate NaN and order complex numbers
lexicographically; ``argmax``/``argmin`` count NaN as the extreme value and
pick the first index among equal values.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.interpreters.batching import moveaxis
from jaxtypes.runtime.lax.operands import (
    ANY, BOOL_OR_INTEGER, NUMBER, ORDERED, Accepts, Shape, ShapeDtype, index_tuple, kind, lax_operand, require, user_dtype,
)
from jaxtypes.runtime.core.lowering import compare, mlir_constant, numpy_dtype
from jaxtypes.runtime.core.primitives import Primitive, never_weak, weak_if_all_weak

__all__ = [
    "reduce_sum", "reduce_prod", "reduce_max", "reduce_min",
    "reduce_and", "reduce_or", "reduce_xor", "argmax", "argmin",
]

Body = Callable[..., Sequence[Any]]


# -- identities -------------------------------------------------------------------

def lowest(dtype: np.dtype[Any]) -> Any:
    """The identity of max: -inf, or the lowest finite value of floats without infinities."""
    k = kind(dtype)
    if k == "bool":
        return False
    if k in ("int", "uint"):
        return ml_dtypes.iinfo(dtype).min  # type: ignore[no-untyped-call]
    return -np.inf if _has_inf(dtype) else ml_dtypes.finfo(dtype).min  # type: ignore[no-untyped-call]


def highest(dtype: np.dtype[Any]) -> Any:
    """The identity of min: +inf, or the highest finite value of floats without infinities."""
    k = kind(dtype)
    if k == "bool":
        return True
    if k in ("int", "uint"):
        return ml_dtypes.iinfo(dtype).max  # type: ignore[no-untyped-call]
    return np.inf if _has_inf(dtype) else ml_dtypes.finfo(dtype).max  # type: ignore[no-untyped-call]


def _has_inf(dtype: np.dtype[Any]) -> bool:
    if kind(dtype) == "complex":
        return True
    with np.errstate(all="ignore"):
        return bool(np.isinf(np.float32(np.inf).astype(dtype).astype(np.float32)))


def _all_ones(dtype: np.dtype[Any]) -> Any:
    """The identity of bitwise and."""
    k = kind(dtype)
    return True if k == "bool" else -1 if k == "int" else ml_dtypes.iinfo(dtype).max  # type: ignore[no-untyped-call]


# -- building stablehlo.reduce ------------------------------------------------------

def reduce_values(inputs: Sequence[Any], inits: Sequence[Any], axes: Sequence[int], body: Body) -> list[Any]:
    """``stablehlo.reduce`` of ``inputs`` (equal shapes) over ``axes``, starting from the
    0-d ``inits``. ``body`` gets two groups of 0-d values, ``(*a, *b)``, one value per
    input in each, and returns their combination, one value per input. XLA combines
    in no fixed order, so ``body`` must be commutative and associative."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    kept = [d for i, d in enumerate(inputs[0].type.shape) if i not in set(axes)]
    out_types = [ir.RankedTensorType.get(kept, x.type.element_type) for x in inputs]
    scalars = [ir.RankedTensorType.get([], x.type.element_type) for x in inputs]
    op = hlo.ReduceOp(out_types, list(inputs), list(inits), list(axes))
    block = op.body.blocks.append(*scalars, *scalars)
    with ir.InsertionPoint(block):
        hlo.return_(list(body(*block.arguments)))
    return list(op.results)


def _check_axes(name: str, shape: Shape, axes: Shape) -> None:
    if len(set(axes)) != len(axes):
        raise ValueError(f"lax.{name}: duplicate axes in {axes}")
    if any(not 0 <= a < len(shape) for a in axes):
        raise np.exceptions.AxisError(f"lax.{name}: axes {axes} out of range for an operand of shape {shape} "
                                      f"(axes must be in [0, {len(shape)}))")


def _reduction(name: str, accepts: Accepts, identity: Callable[[np.dtype[Any]], Any],
               combine: Callable[[Any, Any], Any], keeps_weak: bool) -> Primitive:
    """A reduction primitive over ``axes``: ``combine`` folds with ``identity`` as the start."""
    def rule(x: backend.Aval, *, axes: Shape) -> ShapeDtype:
        require(name, accepts, x.dtype)
        _check_axes(name, x.shape, axes)
        return tuple(d for i, d in enumerate(x.shape) if i not in axes), x.dtype

    def lower(out_type: Any, x: Any, *, axes: Shape) -> Any:
        dtype = numpy_dtype(x)
        init = mlir_constant(identity(dtype), dtype)
        return reduce_values([x], [init], axes, lambda acc, y: [combine(acc, y)])[0]

    return Primitive(name, rule, lower, weak=weak_if_all_weak if keeps_weak else never_weak)


def _public_reduction(primitive: Primitive) -> Callable[[Any, Any], Array]:
    def reduction(operand: Any, axes: Any) -> Array:
        x = lax_operand(operand)
        return primitive.bind(x, axes=index_tuple(primitive.name, "axes", axes))

    reduction.__name__ = reduction.__qualname__ = primitive.name
    reduction.__doc__ = f"lax.{primitive.name}: the reduction of ``operand`` over ``axes`` (each in [0, ndim), no duplicates)."
    return reduction


def hlo_combine(op: str) -> Callable[[Any, Any], Any]:
    """The combination ``stablehlo.<op>(x, y)`` inside a reduction body."""
    def combine(x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        return getattr(hlo, op)(x, y)

    return combine


def extremum_combine(op: str, direction: str) -> Callable[[Any, Any], Any]:
    """max or min; complex numbers compare by real part, then imaginary part."""
    def combine(x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        if lowering.element_kind(x) != "complex":
            return getattr(hlo, op)(x, y)
        rx, ry = hlo.real(x), hlo.real(y)
        first = hlo.select(compare(rx, ry, "EQ"), compare(hlo.imag(x), hlo.imag(y), direction),
                           compare(rx, ry, direction))
        return hlo.select(first, x, y)

    return combine


reduce_sum_p: Primitive = _reduction("reduce_sum", NUMBER, lambda dt: 0, hlo_combine("add"), keeps_weak=True)
reduce_prod_p: Primitive = _reduction("reduce_prod", NUMBER, lambda dt: 1, hlo_combine("multiply"), keeps_weak=True)
reduce_max_p: Primitive = _reduction("reduce_max", ANY, lowest, extremum_combine("maximum", "GT"), keeps_weak=True)
reduce_min_p: Primitive = _reduction("reduce_min", ANY, highest, extremum_combine("minimum", "LT"), keeps_weak=True)
reduce_and_p: Primitive = _reduction("reduce_and", BOOL_OR_INTEGER, _all_ones, hlo_combine("and_"), keeps_weak=False)
reduce_or_p: Primitive = _reduction("reduce_or", BOOL_OR_INTEGER, lambda dt: 0, hlo_combine("or_"), keeps_weak=False)
reduce_xor_p: Primitive = _reduction("reduce_xor", BOOL_OR_INTEGER, lambda dt: 0, hlo_combine("xor"), keeps_weak=False)
reduce_sum: Callable[[Any, Any], Array] = _public_reduction(reduce_sum_p)
reduce_prod: Callable[[Any, Any], Array] = _public_reduction(reduce_prod_p)
reduce_max: Callable[[Any, Any], Array] = _public_reduction(reduce_max_p)
reduce_min: Callable[[Any, Any], Array] = _public_reduction(reduce_min_p)
reduce_and: Callable[[Any, Any], Array] = _public_reduction(reduce_and_p)
reduce_or: Callable[[Any, Any], Array] = _public_reduction(reduce_or_p)
reduce_xor: Callable[[Any, Any], Array] = _public_reduction(reduce_xor_p)


# -- differentiation rules ----------------------------------------------------------

def _kept_dims(shape: Shape, axes: Shape) -> tuple[int, ...]:
    return tuple(i for i in range(len(shape)) if i not in axes)


def _expand(out: Any, aval: Any, axes: Shape) -> Array:
    """A reduction's result broadcast back over the reduced axes to the operand's shape."""
    from jaxtypes.runtime.lax.shape import broadcast_in_dim_p

    return broadcast_in_dim_p.bind(out, shape=tuple(aval.shape), broadcast_dimensions=_kept_dims(aval.shape, axes))


ad.define_linear(reduce_sum_p, lambda ct, x, *, axes: [_expand(ct, x.aval, axes)])


def _chooser_jvp(primitive: Primitive) -> Callable[..., Any]:
    """max/min: the tangent at the chosen positions, averaged over ties (as JAX)."""
    def jvp(t: Any, x: Any, *, out: Any, axes: Shape) -> Array:
        from jaxtypes.runtime.lax.elementwise import select_n_p
        from jaxtypes.runtime.lax.operators import convert_element_type_p, div_p, eq_p, mul_p

        chosen = eq_p.bind(x, _expand(out, x, axes))
        weights = convert_element_type_p.bind(chosen, new_dtype=t.dtype, weak_type=False)
        counts = reduce_sum_p.bind(weights, axes=axes)
        return div_p.bind(reduce_sum_p.bind(mul_p.bind(t, weights), axes=axes), counts)

    return jvp


ad.define_jvp(reduce_max_p, _chooser_jvp(reduce_max_p))
ad.define_jvp(reduce_min_p, _chooser_jvp(reduce_min_p))


def _prod_jvp(t: Any, x: Any, *, out: Any, axes: Shape) -> Array:
    """sum over the reduced axes of t times the product of the other elements, found
    without division (zeros allowed): the reduced axes flattened to n, each element's
    row of n values with itself replaced by 1, and that row's product."""
    from jaxtypes.runtime.lax import shape as lax_shape
    from jaxtypes.runtime.lax.elementwise import select_n_p
    from jaxtypes.runtime.lax.operators import mul_p

    kept = _kept_dims(x.shape, axes)
    moved = lax_shape.transpose(x, kept + tuple(axes))
    rest, n = tuple(x.shape[i] for i in kept), int(np.prod([x.shape[i] for i in axes], dtype=np.int64))
    flat = lax_shape.reshape(moved, rest + (n,))
    rows = lax_shape.broadcast_in_dim(flat, rest + (n, n), tuple(range(len(rest))) + (len(rest) + 1,))
    diagonal = lax_shape.broadcasted_iota(np.int32, (n, n), 0) == lax_shape.broadcasted_iota(np.int32, (n, n), 1)
    one = lax_shape.full_like(rows, 1)
    others = reduce_prod_p.bind(select_n_p.bind(lax_shape.broadcast_in_dim(diagonal, rest + (n, n), (len(rest), len(rest) + 1)),
                                                rows, one), axes=(len(rest) + 1,))
    t_flat = lax_shape.reshape(lax_shape.transpose(t, kept + tuple(axes)), rest + (n,))
    return reduce_sum_p.bind(mul_p.bind(t_flat, others), axes=(len(rest),))


ad.define_jvp(reduce_prod_p, _prod_jvp)
for _logical in (reduce_and_p, reduce_or_p, reduce_xor_p):
    ad.define_zero_jvp(_logical)


# -- argmax and argmin ---------------------------------------------------------------

def _arg_extremum(name: str, direction: str, identity: Callable[[np.dtype[Any]], Any]
                  ) -> tuple[Primitive, Callable[..., Array]]:
    """argmax (direction GT) or argmin (LT), its primitive and its public function: a
    variadic reduce over (value, index) pairs.

    The body is commutative and associative, so the result does not depend on the
    order XLA combines elements in: the better value wins, NaN beats any number,
    and between equal values (or two NaNs) the lower index wins."""
    def rule(x: backend.Aval, *, axis: int, index_dtype: np.dtype[Any]) -> ShapeDtype:
        require(name, ORDERED, x.dtype)
        if kind(index_dtype) not in ("int", "uint"):
            raise TypeError(f"lax.{name}: index_dtype must be an integer dtype, got {index_dtype.name}")
        if not 0 <= axis < len(x.shape):
            raise np.exceptions.AxisError(f"lax.{name}: axis {axis} is out of range for an operand of shape {x.shape}")
        if x.shape[axis] == 0:
            raise ValueError(f"lax.{name}: the reduced dimension is empty (axis {axis} of shape {x.shape})")
        return x.shape[:axis] + x.shape[axis + 1:], index_dtype

    def body(acc: Any, acc_index: Any, y: Any, y_index: Any) -> list[Any]:
        from jaxlib.mlir.dialects import stablehlo as hlo

        better, tie = compare(acc, y, direction), compare(acc, y, "EQ")
        if lowering.element_kind(acc) == "float":
            acc_nan, y_nan = compare(acc, acc, "NE"), compare(y, y, "NE")
            better = hlo.or_(better, hlo.and_(acc_nan, hlo.not_(y_nan)))
            tie = hlo.or_(tie, hlo.and_(acc_nan, y_nan))
        keep = hlo.or_(better, hlo.and_(tie, compare(acc_index, y_index, "LT")))
        return [hlo.select(keep, acc, y), hlo.select(keep, acc_index, y_index)]

    def lower(out_type: Any, x: Any, *, axis: int, index_dtype: np.dtype[Any]) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo as hlo

        dtype = numpy_dtype(x)
        indices = hlo.iota(ir.RankedTensorType.get(list(x.type.shape), out_type.element_type), axis)
        inits = [mlir_constant(identity(dtype), dtype), mlir_constant(0, index_dtype)]
        return reduce_values([x, indices], inits, [axis], body)[1]

    primitive = Primitive(name, rule, lower, weak=never_weak)
    ad.define_zero_jvp(primitive)

    def batch(values: Any, dims: Any, *, axis: int, index_dtype: np.dtype[Any]) -> tuple[Any, int]:
        return primitive.bind(moveaxis(values[0], dims[0], 0), axis=axis + 1, index_dtype=index_dtype), 0

    primitive.batch = batch

    def arg_extremum(operand: Any, axis: int, index_dtype: Any) -> Array:
        x = lax_operand(operand)
        return primitive.bind(x, axis=operator.index(axis), index_dtype=user_dtype(name, index_dtype))

    arg_extremum.__name__ = arg_extremum.__qualname__ = name
    arg_extremum.__doc__ = (f"lax.{name}: the index (of ``index_dtype``) of the {'max' if direction == 'GT' else 'min'}"
                            "imum along ``axis``; NaN counts as the extreme value, ties give the first index.")
    return primitive, arg_extremum


argmax_p: Primitive
argmax: Callable[..., Array]
argmax_p, argmax = _arg_extremum("argmax", "GT", lowest)
argmin_p: Primitive
argmin: Callable[..., Array]
argmin_p, argmin = _arg_extremum("argmin", "LT", highest)


# -- batching rules ---------------------------------------------------------------------

def _reduction_batch(primitive: Primitive) -> Callable[..., Any]:
    def rule(values: Any, dims: Any, *, axes: Shape) -> tuple[Any, int]:
        x = moveaxis(values[0], dims[0], 0)
        return primitive.bind(x, axes=tuple(a + 1 for a in axes)), 0

    return rule


for _primitive in (reduce_sum_p, reduce_prod_p, reduce_max_p, reduce_min_p, reduce_and_p, reduce_or_p, reduce_xor_p):
    _primitive.batch = _reduction_batch(_primitive)
