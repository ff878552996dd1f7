"""``lax.dot_general`` and ``lax.dot``: tensor contractions with JAX's shape and dtype rules.

The result has the batch dimensions first, then the lhs free dimensions, then the
rhs free dimensions. Operands of different dtypes are accepted as in JAX (and
XLA): the result takes the "higher" of the two dtypes (complex over real, then
wider exponent, wider mantissa, more bits, signed over unsigned) and both
operands are converted to it. ``preferred_element_type`` sets the result dtype;
for non-float results it must not be narrower than the default result. The
result is weakly typed only if both operands are.
"""

from __future__ import annotations

import enum
import operator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime import backend
from jaxtypes.runtime.interpreters.batching import moveaxis
from jaxtypes.runtime.lax.operands import Shape, lax_operand
from jaxtypes.runtime.core.lowering import numpy_dtype
from jaxtypes.runtime.core.primitives import Primitive

__all__ = ["Precision", "dot_general", "dot"]

DimensionNumbers = tuple[tuple[Shape, Shape], tuple[Shape, Shape]]


class Precision(enum.Enum):
    """The precision of a contraction on accelerators (the CPU computes at full precision)."""

    DEFAULT = "DEFAULT"
    HIGH = "HIGH"
    HIGHEST = "HIGHEST"


_PRECISION_NAMES = {
    "default": Precision.DEFAULT, "fastest": Precision.DEFAULT, "bfloat16": Precision.DEFAULT,
    "high": Precision.HIGH, "bfloat16_3x": Precision.HIGH, "tensorfloat32": Precision.HIGH,
    "highest": Precision.HIGHEST, "float32": Precision.HIGHEST,
}
PrecisionPair = tuple[Precision, Precision] | None


def canonical_precision(precision: Any) -> PrecisionPair:
    """None, or a (lhs, rhs) pair of ``Precision`` from a ``Precision``, its name, or a pair of those."""
    def one(p: Any) -> Precision:
        if isinstance(p, Precision):
            return p
        if isinstance(p, str) and p.lower() in _PRECISION_NAMES:
            return _PRECISION_NAMES[p.lower()]
        raise ValueError(f"lax.dot_general: precision must be None, a lax Precision, one of the names "
                         f"{sorted(_PRECISION_NAMES)}, or a pair of those; got {precision!r}")

    if precision is None:
        return None
    if isinstance(precision, (tuple, list)) and len(precision) == 2:
        return one(precision[0]), one(precision[1])
    p = one(precision)
    return p, p


# -- dtype rule ---------------------------------------------------------------------

def _bits(dtype: np.dtype[Any]) -> int:
    info = dtypes.dtype_info(dtype)
    return {"bool": 1, "complex": info.bits // 2}.get(info.kind, info.bits)


def _result_dtype(lhs: np.dtype[Any], rhs: np.dtype[Any], preferred: np.dtype[Any] | None) -> np.dtype[Any]:
    name = dtypes.contraction_dtype(lhs.name, rhs.name)
    if name is None:
        raise TypeError(f"lax.dot_general: cannot contract {lhs.name} with {rhs.name}")
    result = dtypes.REGISTRY[name].dtype
    if preferred is None or preferred == result:
        return result
    if dtypes.dtype_info(result).kind != "float" and _bits(preferred) < _bits(result):
        raise TypeError(f"lax.dot_general: preferred_element_type {preferred.name} is narrower than the "
                        f"result dtype {result.name}")
    return preferred


# -- shape rule ---------------------------------------------------------------------

def _check_side(side: str, rank: int, contracting: Shape, batch: Shape) -> None:
    if any(not 0 <= d < rank for d in contracting + batch):
        raise TypeError(f"lax.dot_general: {side} dimension numbers must be in [0, {rank}) for the {side} of rank "
                        f"{rank}, got {side}_contracting {contracting} and {side}_batch {batch}")
    for what, dims in (("batch", batch), ("contracting", contracting)):
        if len(set(dims)) != len(dims):
            raise TypeError(f"lax.dot_general: {side} {what} dimensions must be distinct, got {dims}")
    if set(batch) & set(contracting):
        raise TypeError(f"lax.dot_general: {side} batch dimensions {batch} overlap its contracting "
                        f"dimensions {contracting}")


def _free(rank: int, *used: Shape) -> list[int]:
    taken = {d for dims in used for d in dims}
    return [d for d in range(rank) if d not in taken]


def _dot_general_rule(lhs: backend.Aval, rhs: backend.Aval, *, dimension_numbers: DimensionNumbers,
                      precision: PrecisionPair, preferred_element_type: np.dtype[Any] | None
                      ) -> tuple[Shape, np.dtype[Any]]:
    (lc, rc), (lb, rb) = dimension_numbers
    _check_side("lhs", len(lhs.shape), lc, lb)
    _check_side("rhs", len(rhs.shape), rc, rb)
    if len(lb) != len(rb):
        raise TypeError(f"lax.dot_general: lhs_batch {lb} and rhs_batch {rb} must have equal lengths")
    for what, ldims, rdims in (("batch", lb, rb), ("contracting", lc, rc)):
        lsizes, rsizes = tuple(lhs.shape[d] for d in ldims), tuple(rhs.shape[d] for d in rdims)
        if lsizes != rsizes:
            raise TypeError(f"lax.dot_general: lhs and rhs {what} dimensions must have the same sizes, "
                            f"got {lsizes} and {rsizes}")
    shape = (tuple(lhs.shape[d] for d in lb) + tuple(lhs.shape[d] for d in _free(len(lhs.shape), lc, lb))
             + tuple(rhs.shape[d] for d in _free(len(rhs.shape), rc, rb)))
    return shape, _result_dtype(lhs.dtype, rhs.dtype, preferred_element_type)


def _dot_general_lower(out_type: Any, lhs: Any, rhs: Any, *, dimension_numbers: DimensionNumbers,
                       precision: PrecisionPair, preferred_element_type: np.dtype[Any] | None) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    if lhs.type.element_type != rhs.type.element_type:  # mixed operands: both to the default result type
        common = ir.Type.parse(backend.mlir_element_type(_result_dtype(numpy_dtype(lhs), numpy_dtype(rhs), None)))
        lhs, rhs = (v if v.type.element_type == common else
                    hlo.convert(ir.RankedTensorType.get(list(v.type.shape), common), v) for v in (lhs, rhs))
    (lc, rc), (lb, rb) = dimension_numbers
    numbers = hlo.DotDimensionNumbers.get(
        lhs_batching_dimensions=list(lb), rhs_batching_dimensions=list(rb),
        lhs_contracting_dimensions=list(lc), rhs_contracting_dimensions=list(rc))
    config = None if precision is None else ir.ArrayAttr.get([hlo.PrecisionAttr.get(p.value) for p in precision])
    return hlo.dot_general(out_type, lhs, rhs, numbers, precision_config=config)


dot_general_p: Primitive = Primitive("dot_general", _dot_general_rule, _dot_general_lower)


def _consecutive(*lengths: int) -> list[tuple[int, ...]]:
    """Consecutive ranges of the given lengths: (2, 1) -> [(0, 1), (2,)]."""
    out, start = [], 0
    for n in lengths:
        out.append(tuple(range(start, start + n)))
        start += n
    return out


def _transpose_lhs(ct: Any, x_aval: Any, y: Any, dimension_numbers: DimensionNumbers, precision: PrecisionPair,
                   swapped: bool) -> Array:
    """The cotangent of dot_general's lhs: ``ct`` contracted with ``y`` over y's free
    dimensions, then transposed into x's dimension order (``swapped``: ``x`` is the rhs)."""
    from jaxtypes.runtime.lax.operators import convert_element_type_p
    from jaxtypes.runtime.lax.shape import transpose_p

    (x_contract, y_contract), (x_batch, y_batch) = dimension_numbers
    x_kept = _free(len(x_aval.shape), x_contract, x_batch)
    y_kept = _free(len(y.shape), y_contract, y_batch)
    if swapped:
        ans_batch, ans_y, _ = _consecutive(len(x_batch), len(y_kept), len(x_kept))
    else:
        ans_batch, _, ans_y = _consecutive(len(x_batch), len(x_kept), len(y_kept))
    numbers = ((ans_y, tuple(y_kept)), (ans_batch, tuple(y_batch)))
    x_contract_by_y = [x_contract[i] for i in np.argsort(y_contract)]
    out_axes = tuple(np.argsort(list(x_batch) + x_kept + x_contract_by_y).tolist())
    product = dot_general_p.bind(ct, y, dimension_numbers=numbers, precision=precision, preferred_element_type=None)
    if product.dtype != x_aval.dtype:
        product = convert_element_type_p.bind(product, new_dtype=x_aval.dtype, weak_type=False)
    if out_axes == tuple(range(len(out_axes))):
        return product
    return transpose_p.bind(product, permutation=out_axes)


def _dot_general_transpose(ct: Any, lhs: Any, rhs: Any, *, dimension_numbers: DimensionNumbers,
                           precision: PrecisionPair, preferred_element_type: np.dtype[Any] | None) -> list[Any]:
    (lc, rc), (lb, rb) = dimension_numbers
    lhs_ct = _transpose_lhs(ct, lhs.aval, rhs, dimension_numbers, precision, False) if ad.is_undefined(lhs) else None
    rhs_ct = (_transpose_lhs(ct, rhs.aval, lhs, ((rc, lc), (rb, lb)), precision, True)
              if ad.is_undefined(rhs) else None)
    return [lhs_ct, rhs_ct]


ad.define_jvp(dot_general_p, lambda t, x, y, out, **params: dot_general_p.bind(t, y, **params),
              lambda t, x, y, out, **params: dot_general_p.bind(x, t, **params))
dot_general_p.transpose = _dot_general_transpose


def _dims(value: Any) -> Shape:
    if isinstance(value, (int, np.integer)):
        return (operator.index(value),)
    try:
        return tuple(operator.index(d) for d in value)
    except TypeError:
        raise TypeError(f"lax.dot_general: dimension numbers must be integers or sequences of them, "
                        f"got {value!r}") from None


def canonical_dimension_numbers(dimension_numbers: Any) -> DimensionNumbers:
    """``((lhs_contracting, rhs_contracting), (lhs_batch, rhs_batch))`` as tuples of ints."""
    try:
        (lc, rc), (lb, rb) = dimension_numbers
    except (TypeError, ValueError) as err:
        raise type(err)(f"lax.dot_general: dimension_numbers must have the form ((lhs_contracting, "
                        f"rhs_contracting), (lhs_batch, rhs_batch)), got {dimension_numbers!r}") from None
    return (_dims(lc), _dims(rc)), (_dims(lb), _dims(rb))


def dot_general(lhs: Any, rhs: Any, dimension_numbers: Any, precision: Any = None,
                preferred_element_type: Any = None) -> Array:
    """The contraction of ``lhs`` and ``rhs`` over the contracting dimensions, batched over
    the batch dimensions: ``dimension_numbers`` is ``((lhs_contracting, rhs_contracting),
    (lhs_batch, rhs_batch))``. The result's dimensions are the batch ones, then the other
    lhs ones, then the other rhs ones."""
    a, b = lax_operand(lhs), lax_operand(rhs)
    preferred = None if preferred_element_type is None else dtypes.canonicalize_dtype(preferred_element_type)
    return dot_general_p.bind(a, b,
                              dimension_numbers=canonical_dimension_numbers(dimension_numbers),
                              precision=canonical_precision(precision), preferred_element_type=preferred)


def dot(lhs: Any, rhs: Any, *, dimension_numbers: Any = None, precision: Any = None,
        preferred_element_type: Any = None) -> Array:
    """Vector·vector, matrix·vector, vector·matrix or matrix·matrix product (the last
    dimension of ``lhs`` with the first of ``rhs``); other ranks need ``dimension_numbers``."""
    a, b = lax_operand(lhs), lax_operand(rhs)
    if dimension_numbers is None:
        if not (1 <= a.ndim <= 2 and 1 <= b.ndim <= 2 and a.shape[-1] == b.shape[0]):
            raise ValueError(f"lax.dot: without dimension_numbers, operands must be vectors or matrices whose "
                             f"inner dimensions agree, got shapes {a.shape} and {b.shape}")
        dimension_numbers = (((a.ndim - 1,), (0,)), ((), ()))
    return dot_general(a, b, dimension_numbers, precision, preferred_element_type)



def _dot_general_batch(values: Any, dims: Any, *, dimension_numbers: DimensionNumbers, precision: PrecisionPair,
                       preferred_element_type: np.dtype[Any] | None) -> tuple[Any, int]:
    """A batched operand's batch dimension goes first; if both are batched it becomes a
    new leading batch dimension of the product, else a free dimension of its side."""
    (lc, rc), (lb, rb) = dimension_numbers
    (lhs, rhs), (ld, rd) = values, dims
    def shift(ds: Shape) -> Shape:
        return tuple(d + 1 for d in ds)

    if ld is not None:
        lhs, lc, lb = moveaxis(lhs, ld, 0), shift(lc), shift(lb)
    if rd is not None:
        rhs, rc, rb = moveaxis(rhs, rd, 0), shift(rc), shift(rb)
    if ld is not None and rd is not None:
        numbers = ((lc, rc), ((0,) + lb, (0,) + rb))
        out_dim = 0
    elif ld is not None:
        numbers, out_dim = ((lc, rc), (lb, rb)), len(lb)
    else:
        numbers = ((lc, rc), (lb, rb))
        out_dim = len(lb) + len(_free(lhs.ndim, lc, lb))
    out = dot_general_p.bind(lhs, rhs, dimension_numbers=numbers, precision=precision,
                             preferred_element_type=preferred_element_type)
    return out, out_dim


dot_general_p.batch = _dot_general_batch
