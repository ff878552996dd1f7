"""``lax.dot_general`` and ``lax.dot``: tensor contractions with JAX's shape and dtype rules.

The result has the batch dimensions first, then the lhs free dimensions, then the
rhs free dimensions. Operands of different dtypes are accepted as in JAX (and
XLA): the result takes the "higher" of the two dtypes (complex over real, then
wider exponent, wider mantissa, more bits, signed over unsigned) and both
operands are converted to it. ``preferred_element_type`` sets the result dtype;
for non-float results it must not be narrower than the default result (unless
``precision`` is an algorithm). The result is weakly typed only if both operands are.

``precision`` is None (``jax_default_matmul_precision`` decides), a ``Precision``, a
pair of them, one of their names, a ``DotAlgorithm`` or a ``DotAlgorithmPreset`` (or
its name). An algorithm is lowered to StableHLO's ``algorithm`` attribute, the
operands converted to its input types and the accumulation done in its type, as
JAX does; on the CPU, as in JAX, the presets XLA's CPU backend would silently
ignore are a ValueError when the contraction is compiled.
"""

from __future__ import annotations

import enum
import operator
from typing import Any, NamedTuple, Union

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import MATMUL_PRECISIONS, config
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime import backend
from jaxtypes.runtime.interpreters.batching import moveaxis
from jaxtypes.runtime.lax.operands import Shape, lax_operand
from jaxtypes.runtime.core.lowering import numpy_dtype
from jaxtypes.runtime.core.primitives import Primitive

__all__ = ["Precision", "PrecisionLike", "DotAlgorithm", "DotAlgorithmPreset", "DotDimensionNumbers",
           "dot_general", "dot"]

DimensionNumbers = tuple[tuple[Shape, Shape], tuple[Shape, Shape]]
DotDimensionNumbers = tuple[tuple[Any, Any], tuple[Any, Any]]


class Precision(enum.Enum):
    """The precision of a contraction on accelerators (the CPU computes at full precision).
    ``Precision("highest")`` and the other names of ``_PRECISION_NAMES`` work too, as in JAX."""

    DEFAULT = "DEFAULT"
    HIGH = "HIGH"
    HIGHEST = "HIGHEST"

    @classmethod
    def _missing_(cls, value: object) -> Precision | None:
        return _PRECISION_NAMES.get(value) if value is None or isinstance(value, str) else None

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.name


# JAX's names (exact case); None is DEFAULT, as in Precision(None).
_PRECISION_NAMES: dict[str | None, Precision] = {
    "highest": Precision.HIGHEST, "float32": Precision.HIGHEST,
    "high": Precision.HIGH, "bfloat16_3x": Precision.HIGH, "tensorfloat32": Precision.HIGH,
    "default": Precision.DEFAULT, "bfloat16": Precision.DEFAULT, "fastest": Precision.DEFAULT,
    None: Precision.DEFAULT,
}
PrecisionPair = tuple[Precision, Precision] | None


class DotAlgorithm(NamedTuple):
    """How a contraction computes: the types the lhs and rhs are rounded to, the
    accumulation type, how many components each operand is split into and how many
    primitive products emulate the result, and whether some steps may accumulate in
    lower precision. Platform dependent: on the CPU every ``DotAlgorithm`` is refused
    at compilation (as in JAX); the presets of ``DotAlgorithmPreset`` are the portable
    choice."""

    lhs_precision_type: Any
    rhs_precision_type: Any
    accumulation_type: Any
    lhs_component_count: int = 1
    rhs_component_count: int = 1
    num_primitive_operations: int = 1
    allow_imprecise_accumulation: bool = False

    def _hlo_attr(self, lhs: np.dtype[Any], rhs: np.dtype[Any]) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        return hlo.DotAlgorithm.get(_ir_type(self.lhs_precision_type), _ir_type(self.rhs_precision_type),
                                    _ir_type(self.accumulation_type), self.lhs_component_count,
                                    self.rhs_component_count, self.num_primitive_operations,
                                    self.allow_imprecise_accumulation)


_FLOAT8_OUTPUTS = (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.float8_e5m2fnuz,
                   ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e4m3b11fnuz)
# The float8 inputs of the ANY_F8 presets, as JAX lists them.
_FLOAT8_INPUTS = frozenset(np.dtype(t) for t in (
    ml_dtypes.float8_e4m3b11fnuz, ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e5m2,
    ml_dtypes.float8_e5m2fnuz, ml_dtypes.float8_e3m4, ml_dtypes.float8_e4m3, ml_dtypes.float8_e8m0fnu))


class DotAlgorithmPreset(enum.Enum):
    """The named algorithms known to work on at least one platform, usually
    ``LHS_RHS_ACCUMULATION``; ``_X3``/``_X6``/``_X9``: that many products emulate a
    higher precision; ``ANY_F8``: float8 inputs; ``_ANY``: accumulation in
    ``preferred_element_type``; ``_FAST_ACCUM``: faster, less accurate accumulation."""

    DEFAULT = enum.auto()
    ANY_F8_ANY_F8_F32 = enum.auto()
    ANY_F8_ANY_F8_F32_FAST_ACCUM = enum.auto()
    ANY_F8_ANY_F8_ANY = enum.auto()
    ANY_F8_ANY_F8_ANY_FAST_ACCUM = enum.auto()
    F16_F16_F16 = enum.auto()
    F16_F16_F32 = enum.auto()
    BF16_BF16_BF16 = enum.auto()
    BF16_BF16_F32 = enum.auto()
    BF16_BF16_F32_X3 = enum.auto()
    BF16_BF16_F32_X6 = enum.auto()
    BF16_BF16_F32_X9 = enum.auto()
    TF32_TF32_F32 = enum.auto()
    TF32_TF32_F32_X3 = enum.auto()
    F32_F32_F32 = enum.auto()
    F64_F64_F64 = enum.auto()

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.name

    @property
    def _any_f8(self) -> bool:
        return self.name.startswith("ANY_F8")

    @property
    def supported_lhs_types(self) -> tuple[Any, ...] | None:
        """The input types it takes; an operand of another type is converted to the first."""
        if self is DotAlgorithmPreset.DEFAULT or self._any_f8:
            return None
        if self in (DotAlgorithmPreset.F16_F16_F16, DotAlgorithmPreset.F16_F16_F32):
            return (np.float16,)
        if self in (DotAlgorithmPreset.BF16_BF16_BF16, DotAlgorithmPreset.BF16_BF16_F32):
            return (ml_dtypes.bfloat16, np.float32)
        if self is DotAlgorithmPreset.F64_F64_F64:
            return (np.float64,)
        return (np.float32,)

    @property
    def supported_rhs_types(self) -> tuple[Any, ...] | None:
        return self.supported_lhs_types

    @property
    def accumulation_type(self) -> Any | None:
        if self in (DotAlgorithmPreset.DEFAULT, DotAlgorithmPreset.ANY_F8_ANY_F8_ANY,
                    DotAlgorithmPreset.ANY_F8_ANY_F8_ANY_FAST_ACCUM):
            return None
        return {DotAlgorithmPreset.F16_F16_F16: np.float16, DotAlgorithmPreset.BF16_BF16_BF16: ml_dtypes.bfloat16,
                DotAlgorithmPreset.F64_F64_F64: np.float64}.get(self, np.float32)

    def supported_output_types(self, lhs_dtype: Any, rhs_dtype: Any) -> tuple[Any, ...] | None:
        """The result types it can write for these input types (None: any)."""
        if self in (DotAlgorithmPreset.ANY_F8_ANY_F8_F32, DotAlgorithmPreset.ANY_F8_ANY_F8_F32_FAST_ACCUM):
            return (np.float32, np.float16, ml_dtypes.bfloat16, *_FLOAT8_OUTPUTS)
        # F16 (BF16) output only with F16 (BF16) inputs.
        narrow = {DotAlgorithmPreset.F16_F16_F32: np.float16, DotAlgorithmPreset.BF16_BF16_F32: ml_dtypes.bfloat16}
        if self in narrow:
            try:
                joined = dtypes.promote_types(lhs_dtype, rhs_dtype)
            except dtypes.TypePromotionError:
                joined = None
            return (np.float32, narrow[self]) if joined == np.dtype(narrow[self]) else (np.float32,)
        accumulation = self.accumulation_type
        return None if accumulation is None else (accumulation,)

    def _hlo_attr(self, lhs: np.dtype[Any], rhs: np.dtype[Any]) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo as hlo

        if self._any_f8:
            if lhs not in _FLOAT8_INPUTS or rhs not in _FLOAT8_INPUTS:
                raise ValueError(f"The dot algorithm '{self}' requires both inputs to have float8 dtypes. "
                                 f"Got {lhs} and {rhs} instead.")
            return hlo.DotAlgorithm.get(_ir_type(lhs), _ir_type(rhs), ir.F32Type.get(), 1, 1, 1,
                                        self is DotAlgorithmPreset.ANY_F8_ANY_F8_F32_FAST_ACCUM)
        left, right, accumulation = self.name.split("_")[:3]
        operations = int(self.name.split("_X")[1]) if "_X" in self.name else 1
        types = {"F16": ir.F16Type.get, "BF16": ir.BF16Type.get, "F32": ir.F32Type.get, "F64": ir.F64Type.get,
                 "TF32": ir.FloatTF32Type.get}
        return hlo.DotAlgorithm.get(types[left](), types[right](), types[accumulation](), 1, 1, operations, False)


assert ({n for n in MATMUL_PRECISIONS if n not in _PRECISION_NAMES}
        == {p.name for p in DotAlgorithmPreset} - {"DEFAULT"}), "jax_default_matmul_precision's names"

PrecisionLike = Union[None, str, Precision, tuple[str, str], tuple[Precision, Precision], DotAlgorithm,
                      DotAlgorithmPreset]
CanonicalPrecision = Union[None, tuple[Precision, Precision], DotAlgorithm, DotAlgorithmPreset]

# The algorithms the CPU runs, as JAX lists them; JAX refuses the others there, which XLA's
# CPU backend would silently ignore.
_CPU_ALGORITHMS = frozenset({
    DotAlgorithmPreset.DEFAULT, DotAlgorithmPreset.F16_F16_F16, DotAlgorithmPreset.F32_F32_F32,
    DotAlgorithmPreset.F64_F64_F64, DotAlgorithmPreset.BF16_BF16_F32, DotAlgorithmPreset.BF16_BF16_F32_X3,
    DotAlgorithmPreset.BF16_BF16_F32_X6})


def _ir_type(dtype_like: Any) -> Any:
    from jaxlib.mlir import ir

    return ir.Type.parse(backend.mlir_element_type(dtypes.to_dtype(dtype_like)))


def _precision_error(precision: Any) -> ValueError:
    return ValueError(
        "lax.dot_general: precision must be one of:\n- None,\n"
        f"- a string in {list(_PRECISION_NAMES)},\n- a lax.Precision value,\n"
        "- a tuple of two lax.Precision values or strings,\n"
        "- a lax.DotAlgorithmPreset or the name of one of these presets, or\n"
        f"- a lax.DotAlgorithm value;\nbut got {precision}.")


def _legacy(name: str) -> Precision | None:
    """A precision name: JAX's exact spellings, then (a jaxtypes extension kept for
    older code) any case of them, such as ``"HIGHEST"``; never a preset's name."""
    if name in _PRECISION_NAMES:
        return _PRECISION_NAMES[name]
    return _PRECISION_NAMES.get(name.lower()) if name not in DotAlgorithmPreset.__members__ else None


def canonicalize_precision(precision: Any) -> CanonicalPrecision:
    """None, a (lhs, rhs) pair of ``Precision``, a ``DotAlgorithm`` or a ``DotAlgorithmPreset``,
    from any spelling ``precision=`` accepts; None reads ``jax_default_matmul_precision``."""
    if precision is None:
        default = config.read("jax_default_matmul_precision")
        return None if default is None else canonicalize_precision(default)
    if isinstance(precision, Precision):
        return precision, precision
    if isinstance(precision, (DotAlgorithm, DotAlgorithmPreset)):
        return precision
    if isinstance(precision, str):
        if precision in _PRECISION_NAMES:
            return _PRECISION_NAMES[precision], _PRECISION_NAMES[precision]
        if precision in DotAlgorithmPreset.__members__:
            return DotAlgorithmPreset[precision]
        legacy = _legacy(precision)
        if legacy is not None:
            return legacy, legacy
    elif isinstance(precision, (tuple, list)) and len(precision) == 2:
        if all(isinstance(p, Precision) for p in precision):
            return precision[0], precision[1]
        if all(isinstance(p, str) for p in precision):
            pair = [_legacy(p) for p in precision]
            if pair[0] is not None and pair[1] is not None:
                return pair[0], pair[1]
    raise _precision_error(precision)


def canonical_precision(precision: Any) -> PrecisionPair:
    """The (lhs, rhs) ``Precision`` pair (or None) of the operations that take no
    algorithm (convolutions): an algorithm counts as DEFAULT there, as in JAX."""
    canonical = canonicalize_precision(precision)
    if isinstance(canonical, (DotAlgorithm, DotAlgorithmPreset)):
        return Precision.DEFAULT, Precision.DEFAULT
    return canonical


def _is_algorithm(precision: Any) -> bool:
    return isinstance(precision, (DotAlgorithm, DotAlgorithmPreset))


# -- dtype rule ---------------------------------------------------------------------

def _bits(dtype: np.dtype[Any]) -> int:
    info = dtypes.dtype_info(dtype)
    return {"bool": 1, "complex": info.bits // 2}.get(info.kind, info.bits)


def _result_dtype(lhs: np.dtype[Any], rhs: np.dtype[Any], preferred: np.dtype[Any] | None,
                  check_width: bool = True) -> np.dtype[Any]:
    name = dtypes.contraction_dtype(lhs.name, rhs.name)
    if name is None:
        raise TypeError(f"lax.dot_general: cannot contract {lhs.name} with {rhs.name}")
    result = dtypes.REGISTRY[name].dtype
    if preferred is None or preferred == result:
        return result
    if check_width and dtypes.dtype_info(result).kind != "float" and _bits(preferred) < _bits(result):
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
                      precision: CanonicalPrecision, preferred_element_type: np.dtype[Any] | None
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
    return shape, _result_dtype(lhs.dtype, rhs.dtype, preferred_element_type, not _is_algorithm(precision))


def _compute_types(algorithm: DotAlgorithm | DotAlgorithmPreset, lhs: np.dtype[Any], rhs: np.dtype[Any],
                   out: np.dtype[Any]) -> tuple[np.dtype[Any], np.dtype[Any], np.dtype[Any]]:
    """The (lhs, rhs, accumulation) types an algorithm computes in, as JAX picks them:
    a type the preset does not take becomes the first one it does."""
    if isinstance(algorithm, DotAlgorithm):
        return (dtypes.to_dtype(algorithm.lhs_precision_type), dtypes.to_dtype(algorithm.rhs_precision_type),
                dtypes.to_dtype(algorithm.accumulation_type))

    def pick(dtype: np.dtype[Any], supported: tuple[Any, ...] | None) -> np.dtype[Any]:
        if supported is None or dtype in [np.dtype(t) for t in supported]:
            return dtype
        return dtypes.to_dtype(supported[0])

    lhs, rhs = pick(lhs, algorithm.supported_lhs_types), pick(rhs, algorithm.supported_rhs_types)
    return lhs, rhs, pick(out, algorithm.supported_output_types(lhs, rhs))


class _Typed(NamedTuple):
    """A stand-in value of an MLIR tensor type, for ``numpy_dtype``."""

    type: Any


def _dtype_of_type(tensor_type: Any) -> np.dtype[Any]:
    return numpy_dtype(_Typed(tensor_type))


def _convert(value: Any, dtype: np.dtype[Any]) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    if numpy_dtype(value) == dtype:
        return value
    return hlo.convert(ir.RankedTensorType.get(list(value.type.shape), _ir_type(dtype)), value)


def _dot_general_lower(out_type: Any, lhs: Any, rhs: Any, *, dimension_numbers: DimensionNumbers,
                       precision: CanonicalPrecision, preferred_element_type: np.dtype[Any] | None) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    out_dtype = _dtype_of_type(out_type)
    algorithm: dict[str, Any] = {}
    if isinstance(precision, (DotAlgorithm, DotAlgorithmPreset)):
        if backend.platform() == "cpu" and precision not in _CPU_ALGORITHMS:
            raise ValueError(f"The precision '{precision}' is not supported by dot_general on CPU")
        lhs_type, rhs_type, accumulation = _compute_types(precision, numpy_dtype(lhs), numpy_dtype(rhs), out_dtype)
        lhs, rhs = _convert(lhs, lhs_type), _convert(rhs, rhs_type)
        if precision is not DotAlgorithmPreset.DEFAULT:
            algorithm["algorithm"] = precision._hlo_attr(lhs_type, rhs_type)
        precision = Precision.DEFAULT, Precision.DEFAULT
    else:
        accumulation = out_dtype
        if lhs.type.element_type != rhs.type.element_type:  # mixed operands: both to the default result type
            common = _result_dtype(numpy_dtype(lhs), numpy_dtype(rhs), None)
            lhs, rhs = _convert(lhs, common), _convert(rhs, common)
    (lc, rc), (lb, rb) = dimension_numbers
    numbers = hlo.DotDimensionNumbers.get(
        lhs_batching_dimensions=list(lb), rhs_batching_dimensions=list(rb),
        lhs_contracting_dimensions=list(lc), rhs_contracting_dimensions=list(rc))
    config_ = None if precision is None else ir.ArrayAttr.get([hlo.PrecisionAttr.get(p.value) for p in precision])
    result_type = ir.RankedTensorType.get(list(out_type.shape), _ir_type(accumulation))
    result = hlo.dot_general(result_type, lhs, rhs, numbers, precision_config=config_, **algorithm)
    return _convert(result, out_dtype)


dot_general_p: Primitive = Primitive("dot_general", _dot_general_rule, _dot_general_lower)


def _consecutive(*lengths: int) -> list[tuple[int, ...]]:
    """Consecutive ranges of the given lengths: (2, 1) -> [(0, 1), (2,)]."""
    out, start = [], 0
    for n in lengths:
        out.append(tuple(range(start, start + n)))
        start += n
    return out


def _transpose_lhs(ct: Any, x_aval: Any, y: Any, dimension_numbers: DimensionNumbers,
                   precision: CanonicalPrecision, preferred: np.dtype[Any] | None, swapped: bool) -> Array:
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
    product = dot_general_p.bind(ct, y, dimension_numbers=numbers, precision=precision,
                                 preferred_element_type=preferred)
    if product.dtype != x_aval.dtype:
        product = convert_element_type_p.bind(product, new_dtype=x_aval.dtype, weak_type=False)
    if out_axes == tuple(range(len(out_axes))):
        return product
    return transpose_p.bind(product, permutation=out_axes)


def _dot_general_transpose(ct: Any, lhs: Any, rhs: Any, *, dimension_numbers: DimensionNumbers,
                           precision: CanonicalPrecision, preferred_element_type: np.dtype[Any] | None
                           ) -> list[Any]:
    """As JAX: the cotangents are contractions with the same algorithm and preferred type."""
    (lc, rc), (lb, rb) = dimension_numbers
    preferred = preferred_element_type
    lhs_ct = (_transpose_lhs(ct, lhs.aval, rhs, dimension_numbers, precision, preferred, False)
              if ad.is_undefined(lhs) else None)
    rhs_ct = (_transpose_lhs(ct, rhs.aval, lhs, ((rc, lc), (rb, lb)), precision, preferred, True)
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
                              precision=canonicalize_precision(precision), preferred_element_type=preferred)


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



def _dot_general_batch(values: Any, dims: Any, *, dimension_numbers: DimensionNumbers, precision: CanonicalPrecision,
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
