"""``lax`` sorting and selection: ``sort`` (several operands, ``num_keys``, ``is_stable``),
``sort_key_val`` and ``top_k``.

``sort`` lowers to one ``stablehlo.sort`` whose comparator orders keys as JAX does:
floats by a total order after mapping -0.0 to 0.0 and every NaN to the positive
quiet NaN (so NaNs come last and -0.0 ties with 0.0), complex numbers by real part
then imaginary part, several keys lexicographically. ``top_k`` lowers to
``chlo.top_k`` (the largest ``k`` values along an axis, and their int32 indices).

Derivatives permute the tangents with the sort's permutation, found by sorting an
iota along with the operands; the permutation is applied by another sort keyed by
its inverse, so the tangent computation stays a sort (linear in the non-key
operands, with a sort as its transpose).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.primitives import Primitive, weak_if_all_weak
from jaxtypes.runtime.interpreters.autodiff import is_undefined
from jaxtypes.runtime.interpreters.batching import batch_size, moveaxis, to_front
from jaxtypes.runtime.lax.operands import ShapeDtype, as_int, canonical_axis, kind, lax_operand

__all__ = ["sort", "sort_key_val", "top_k"]


# -- sort ----------------------------------------------------------------------------

def _sort_rule(*xs: backend.Aval, dimension: int, is_stable: bool, num_keys: int) -> list[ShapeDtype]:
    if not xs:
        raise TypeError("lax.sort: at least one operand is required")
    shapes = {x.shape for x in xs}
    if len(shapes) != 1:
        raise TypeError(f"lax.sort: all operands must have the same shape, got shapes "
                        f"{', '.join(str(x.shape) for x in xs)}")
    if not 1 <= num_keys <= len(xs):
        raise ValueError(f"lax.sort: num_keys must be in [1, {len(xs)}] for {len(xs)} operands, got {num_keys}")
    if not 0 <= dimension < len(xs[0].shape):
        raise np.exceptions.AxisError(f"lax.sort: dimension {dimension} is out of range for shape {xs[0].shape}")
    return [(x.shape, x.dtype) for x in xs]


def _canonical_float(x: Any) -> Any:
    """-0.0 as 0.0 and every NaN as the positive quiet NaN (JAX's sort canonicalization)."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    zero = lowering.full_like(x, 0)
    x = hlo.select(lowering.compare(x, zero, "EQ"), zero, x)
    return hlo.select(lowering.compare(x, x, "NE"), lowering.full_like(x, np.nan), x)


def _keys(x: Any) -> list[Any]:
    """The values compared for one key operand (two for complex: real, then imaginary)."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    k = lowering.element_kind(x)
    if k == "complex":
        return [_canonical_float(hlo.real(x)), _canonical_float(hlo.imag(x))]
    return [_canonical_float(x)] if k == "float" else [x]


def _less(x: Any, y: Any, direction: str) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if lowering.element_kind(x) == "float":
        return hlo.compare(x, y, hlo.ComparisonDirectionAttr.get(direction),
                           compare_type=hlo.ComparisonTypeAttr.get("TOTALORDER"))
    return lowering.compare(x, y, direction)


def _sort_lower(out_types: Sequence[Any], *xs: Any, dimension: int, is_stable: bool, num_keys: int) -> list[Any]:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    narrow = [x.type for x in xs]
    xs = tuple(_in_8_bits(x) for x in xs)  # (XLA's CPU sort fails on 2-bit operands; widening keeps the order)
    op = hlo.SortOp([x.type for x in xs], list(xs), dimension=dimension, is_stable=is_stable)
    scalars = [ir.RankedTensorType.get([], x.type.element_type) for x in xs]
    block = op.comparator.blocks.append(*[t for s in scalars for t in (s, s)])
    with ir.InsertionPoint(block):
        args = list(block.arguments)
        lhs = [k for i in range(num_keys) for k in _keys(args[2 * i])]
        rhs = [k for i in range(num_keys) for k in _keys(args[2 * i + 1])]
        result: Any = None
        for a, b in reversed(list(zip(lhs, rhs))):  # lexicographic: the first key decides first
            less = _less(a, b, "LT")
            result = less if result is None else hlo.or_(less, hlo.and_(_less(a, b, "EQ"), result))
        hlo.return_([result])
    return [r if r.type == t else hlo.convert(t, r) for r, t in zip(op.results, narrow)]


def _in_8_bits(x: Any) -> Any:
    """A sub-byte integer operand converted to the 8-bit integer of its signedness (XLA's
    sort and top_k do not take them all); others as they are."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    element = str(x.type.element_type)
    if element not in ("i2", "i4", "ui2", "ui4"):
        return x
    wide = ir.IntegerType.get_signless(8) if element[0] == "i" else ir.IntegerType.get_unsigned(8)
    return hlo.convert(ir.RankedTensorType.get(list(x.type.shape), wide), x)


sort_p: Primitive = Primitive("sort", _sort_rule, _sort_lower, weak=weak_if_all_weak, multiple_results=True)


def _index_dtype(size: int) -> np.dtype[Any]:
    return np.dtype(np.int32) if size < 2**31 else np.dtype(np.int64)


def _iota_like(x: Any, dimension: int) -> Array:
    from jaxtypes.runtime.lax.shape import broadcasted_iota

    return broadcasted_iota(_index_dtype(x.shape[dimension]), tuple(x.shape), dimension)


def _permutation_keys(primals: Sequence[Any], dimension: int, is_stable: bool, num_keys: int) -> tuple[list[Any], Any]:
    """The sorted operands, and the keys that move each tangent element to its sorted
    place: ``inverse[i]`` is where element ``i`` goes."""
    *outs, perm = sort_p.apply(*primals, _iota_like(primals[0], dimension),
                               dimension=dimension, is_stable=is_stable, num_keys=num_keys)
    inverse = sort_p.apply(perm, _iota_like(primals[0], dimension), dimension=dimension, is_stable=False, num_keys=1)[1]
    return outs, inverse


def _sort_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, dimension: int, is_stable: bool,
              num_keys: int) -> tuple[list[Any], list[Any]]:
    outs, inverse = _permutation_keys(primals, dimension, is_stable, num_keys)
    moving = [i for i, t in enumerate(tangents) if t is not None]
    moved = sort_p.apply(inverse, *[tangents[i] for i in moving], dimension=dimension, is_stable=False, num_keys=1)[1:]
    out_tangents: list[Any] = [None] * len(primals)
    for i, t in zip(moving, moved):
        out_tangents[i] = t
    return outs, out_tangents


def _sort_transpose(cts: Sequence[Any], *args: Any, dimension: int, is_stable: bool, num_keys: int) -> list[Any]:
    """Linear only as a permutation: one known integer key (distinct positions), the
    other operands undefined; the cotangents go back through the inverse permutation."""
    keys = args[0]
    if is_undefined(keys) or num_keys != 1 or kind(np.dtype(keys.dtype)) not in ("int", "uint"):
        raise NotImplementedError("reverse-mode differentiation of lax.sort is only defined for its permutations")
    inverse = sort_p.apply(keys, _iota_like(keys, dimension), dimension=dimension, is_stable=False, num_keys=1)[1]
    undefined = [i for i, a in enumerate(args) if is_undefined(a)]
    back = sort_p.apply(inverse, *[cts[i] for i in undefined],
                        dimension=dimension, is_stable=False, num_keys=1)[1:]
    result: list[Any] = [None] * len(args)
    for i, ct in zip(undefined, back):
        result[i] = ct
    return result


def _sort_batch(values: Sequence[Any], dims: Sequence[int | None], *, dimension: int, is_stable: bool,
                num_keys: int) -> tuple[list[Any], list[int]]:
    size = batch_size(values, dims)
    operands = [to_front(v, d, size) for v, d in zip(values, dims)]
    outs = sort_p.apply(*operands, dimension=dimension + 1, is_stable=is_stable, num_keys=num_keys)
    return outs, [0] * len(outs)


sort_p.jvp, sort_p.transpose, sort_p.batch = _sort_jvp, _sort_transpose, _sort_batch


def _with_weak_types(outs: Sequence[Any], operands: Sequence[Any]) -> list[Any]:
    """Each result weakly typed as its operand is (the primitive gives them one weak type)."""
    from jaxtypes.runtime.lax.operators import convert_element_type

    return [o if bool(o.weak_type) == bool(x.weak_type) else convert_element_type(o, o.dtype, weak_type=bool(x.weak_type))
            for o, x in zip(outs, operands)]


def sort(operand: Any, dimension: int = -1, is_stable: bool = True, num_keys: int = 1) -> Any:
    """lax.sort: ``operand`` (an array, or a sequence of equally shaped arrays sorted
    together by the first ``num_keys`` of them, lexicographically) sorted along
    ``dimension``. Returns an array for an array, a tuple for a sequence."""
    single = not isinstance(operand, (tuple, list))
    xs = [lax_operand(operand)] if single else [lax_operand(x) for x in operand]
    if not xs:
        raise TypeError("lax.sort: at least one operand is required")
    if not isinstance(is_stable, (bool, np.bool_)):
        raise TypeError(f"lax.sort: is_stable must be a bool, got {is_stable!r}")
    if xs[0].ndim == 0:
        raise TypeError("lax.sort: operands must have at least one dimension, got a 0-d array")
    dim = canonical_axis("sort", dimension, xs[0].ndim)
    keys = as_int("sort", "num_keys", num_keys)
    outs = _with_weak_types(sort_p.apply(*xs, dimension=dim, is_stable=bool(is_stable), num_keys=keys), xs)
    return outs[0] if single else tuple(outs)


def sort_key_val(keys: Any, values: Any, dimension: int = -1, is_stable: bool = True) -> tuple[Array, Array]:
    """lax.sort_key_val: ``keys`` sorted along ``dimension``, and ``values`` permuted the same way."""
    k, v = sort([keys, values], dimension=dimension, is_stable=is_stable, num_keys=1)
    return k, v


# -- top_k ------------------------------------------------------------------------------

def _top_k_rule(x: backend.Aval, *, k: int) -> list[ShapeDtype]:
    if kind(x.dtype) == "complex":
        raise TypeError(f"lax.top_k does not accept dtype {x.dtype.name} (complex numbers are not ordered)")
    if not x.shape:
        raise TypeError("lax.top_k: the operand must have at least one dimension, got a 0-d array")
    if not 0 <= k <= x.shape[-1]:
        raise ValueError(f"lax.top_k: k must be in [0, {x.shape[-1]}] (the size of the last axis), got {k}")
    shape = x.shape[:-1] + (k,)
    return [(shape, x.dtype), (shape, np.dtype(np.int32))]


def _top_k_lower(out_types: Sequence[Any], x: Any, *, k: int) -> list[Any]:
    from jaxlib.mlir.dialects import chlo
    from jaxlib.mlir.dialects import stablehlo as hlo

    wide = _in_8_bits(x)
    if wide is not x:
        values, indices = chlo.TopKOp(wide, k).results
        return [hlo.convert(out_types[0], values), indices]
    return list(chlo.TopKOp(x, k).results)


# As in JAX, both results (the int32 indices too) are weakly typed when the operand is.
top_k_p: Primitive = Primitive("top_k", _top_k_rule, _top_k_lower, weak=weak_if_all_weak, multiple_results=True)


def _top_k_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, k: int) -> tuple[list[Any], list[Any]]:
    """The tangent at each chosen index: a one-hot selection along the last axis (linear in t)."""
    from jaxtypes.runtime.lax.operators import convert_element_type_p, eq_p, mul_p
    from jaxtypes.runtime.lax.reduction import reduce_sum_p
    from jaxtypes.runtime.lax.shape import broadcast_in_dim_p, broadcasted_iota

    (x,), (t,) = primals, tangents
    values, indices = top_k_p.apply(x, k=k)
    n, rank = x.shape[-1], x.ndim
    shape = tuple(x.shape[:-1]) + (k, n)
    batch = tuple(range(rank - 1))
    chosen = eq_p.bind(broadcast_in_dim_p.bind(indices, shape=shape, broadcast_dimensions=batch + (rank - 1,)),
                       broadcasted_iota(np.int32, shape, rank))
    weights = convert_element_type_p.bind(chosen, new_dtype=np.dtype(t.dtype), weak_type=False)
    spread = broadcast_in_dim_p.bind(t, shape=shape, broadcast_dimensions=batch + (rank,))
    return [values, indices], [reduce_sum_p.bind(mul_p.bind(spread, weights), axes=(rank,)), None]


def _top_k_batch(values: Sequence[Any], dims: Sequence[int | None], *, k: int) -> tuple[list[Any], list[int]]:
    x, d = values[0], dims[0]
    assert d is not None
    if d == x.ndim - 1:
        x, d = moveaxis(x, d, 0), 0
    return top_k_p.apply(x, k=k), [d, d]


top_k_p.jvp, top_k_p.batch = _top_k_jvp, _top_k_batch


def top_k(operand: Any, k: int, *, axis: int = -1) -> tuple[Array, Array]:
    """lax.top_k: the ``k`` largest values along ``axis`` in descending order, and
    their int32 indices (among equal values the lower index comes first)."""
    x = lax_operand(operand)
    if x.ndim == 0:
        raise TypeError("lax.top_k: the operand must have at least one dimension, got a 0-d array")
    k_ = operator.index(k) if not isinstance(k, bool) else int(k)
    last = canonical_axis("top_k", axis, x.ndim)
    if last != x.ndim - 1:
        x = moveaxis(x, last, x.ndim - 1)
    values, indices = top_k_p.apply(x, k=k_)
    if last != x.ndim - 1:
        values, indices = moveaxis(values, x.ndim - 1, last), moveaxis(indices, x.ndim - 1, last)
    return values, indices
