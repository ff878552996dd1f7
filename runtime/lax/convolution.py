"""The convolution family of ``lax``: ``conv_general_dilated`` (one primitive, lowered to
``stablehlo.convolution``) and the functions built on it, with JAX's signatures and
semantics.

Layouts are described by ``ConvDimensionNumbers(lhs_spec, rhs_spec, out_spec)``: each
spec lists dimension indices in the canonical order (batch, feature, spatial...) for the
lhs and the output, (output feature, input feature, spatial...) for the kernel. Operands
must have equal dtypes (lax never promotes); ``preferred_element_type`` sets the result
dtype. The result is weakly typed only if both operands are.

Rules: JVP (the operation is bilinear), transposes for both operands (a convolution of
the cotangent with the reversed, swapped kernel for the lhs; of the lhs with the
cotangent for the kernel), and a batching rule that folds the vmapped axis into the
batch or the feature dimension.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.lax.dot import Precision, PrecisionPair, canonical_precision, dot_general
from jaxtypes.runtime.lax.operands import Shape, ShapeDtype, as_int, index_tuple, kind, lax_operand, padtype_to_pads

__all__ = ["ConvDimensionNumbers", "conv_dimension_numbers", "conv_general_dilated", "conv",
           "conv_with_general_padding", "conv_transpose", "conv_general_dilated_patches",
           "conv_general_dilated_local", "batch_matmul"]

Padding = tuple[tuple[int, int], ...]


class ConvDimensionNumbers(NamedTuple):
    """Where each canonical dimension sits: ``lhs_spec`` (batch, feature, spatial...),
    ``rhs_spec`` (output feature, input feature, spatial...), ``out_spec`` (batch,
    feature, spatial...)."""

    lhs_spec: Shape
    rhs_spec: Shape
    out_spec: Shape


# -- dimension numbers ----------------------------------------------------------------

def _layout_permutations(name: str, lhs: str, rhs: str, out: str) -> ConvDimensionNumbers:
    """The specs of three layout strings such as ('NHWC', 'HWIO', 'NHWC'): spatial
    dimensions are ordered as they appear in the kernel's string."""
    for what, spec, required in (("lhs", lhs, "NC"), ("rhs", rhs, "OI"), ("out", out, "NC")):
        if len(set(spec)) != len(spec):
            raise TypeError(f"lax.{name}: the {what} layout {spec!r} repeats a dimension name")
        missing = [c for c in required if c not in spec]
        if missing:
            raise TypeError(f"lax.{name}: the {what} layout {spec!r} must contain {' and '.join(required)}")
    spatial = [c for c in rhs if c not in "OI"]
    for what, spec, batch_feature in (("lhs", lhs, "NC"), ("out", out, "NC")):
        other = sorted(c for c in spec if c not in batch_feature)
        if other != sorted(spatial):
            raise TypeError(f"lax.{name}: the spatial dimensions of the {what} layout {spec!r} must be those of "
                            f"the rhs layout {rhs!r} ({''.join(spatial)})")

    def perm(spec: str, first: str, second: str) -> Shape:
        return (spec.index(first), spec.index(second)) + tuple(spec.index(c) for c in spatial)

    return ConvDimensionNumbers(perm(lhs, "N", "C"), perm(rhs, "O", "I"), perm(out, "N", "C"))


def _canonical_dimension_numbers(name: str, lhs_ndim: int, rhs_ndim: int, dimension_numbers: Any
                                 ) -> ConvDimensionNumbers:
    if lhs_ndim != rhs_ndim:
        raise TypeError(f"lax.{name}: lhs and rhs must have the same rank, got ranks {lhs_ndim} and {rhs_ndim}")
    if lhs_ndim < 2:
        raise TypeError(f"lax.{name}: operands must have rank at least 2, got rank {lhs_ndim}")
    if dimension_numbers is None:
        iota = tuple(range(lhs_ndim))
        return ConvDimensionNumbers(iota, iota, iota)
    if (isinstance(dimension_numbers, tuple) and len(dimension_numbers) == 3
            and not any(isinstance(s, str) for s in dimension_numbers)):  # a ConvDimensionNumbers or alike
        numbers = ConvDimensionNumbers(*(index_tuple(name, f"dimension_numbers.{field}", spec)
                                         for field, spec in zip(ConvDimensionNumbers._fields, dimension_numbers)))
    elif (isinstance(dimension_numbers, (tuple, list)) and len(dimension_numbers) == 3
          and all(isinstance(s, str) for s in dimension_numbers)):
        lhs, rhs, out = dimension_numbers
        for what, spec in (("lhs", lhs), ("rhs", rhs), ("out", out)):
            if len(spec) != lhs_ndim:
                raise TypeError(f"lax.{name}: the {what} layout {spec!r} has {len(spec)} dimensions but the "
                                f"operands have rank {lhs_ndim}")
        numbers = _layout_permutations(name, lhs, rhs, out)
    else:
        raise TypeError(f"lax.{name}: dimension_numbers must be None, a ConvDimensionNumbers or a tuple of three "
                        f"layout strings such as ('NHWC', 'HWIO', 'NHWC'), got {dimension_numbers!r}")
    for field, spec in zip(ConvDimensionNumbers._fields, numbers):
        if sorted(spec) != list(range(lhs_ndim)):
            raise TypeError(f"lax.{name}: dimension_numbers.{field} must be a permutation of range({lhs_ndim}), "
                            f"got {spec}")
    return numbers


def conv_dimension_numbers(lhs_shape: Any, rhs_shape: Any, dimension_numbers: Any) -> ConvDimensionNumbers:
    """``dimension_numbers`` (None, a ``ConvDimensionNumbers`` or three layout strings)
    as a ``ConvDimensionNumbers`` for operands of these shapes."""
    lhs = index_tuple("conv_dimension_numbers", "lhs_shape", lhs_shape)
    rhs = index_tuple("conv_dimension_numbers", "rhs_shape", rhs_shape)
    return _canonical_dimension_numbers("conv_dimension_numbers", len(lhs), len(rhs), dimension_numbers)


# -- shapes -----------------------------------------------------------------------------

def _dilate(size: int, dilation: int) -> int:
    return 0 if size == 0 else 1 + dilation * (size - 1)


def _conv_rule(lhs: backend.Aval, rhs: backend.Aval, *, window_strides: Shape, padding: Padding,
               lhs_dilation: Shape, rhs_dilation: Shape, dimension_numbers: ConvDimensionNumbers,
               feature_group_count: int, batch_group_count: int, precision: PrecisionPair,
               preferred_element_type: np.dtype[Any] | None) -> ShapeDtype:
    name = "conv_general_dilated"
    if lhs.dtype != rhs.dtype:
        raise TypeError(f"lax.{name} requires arguments to have the same dtypes, got {lhs.dtype.name} and "
                        f"{rhs.dtype.name} (cast one of them with .astype)")
    lhs_spec, rhs_spec, out_spec = _canonical_dimension_numbers(name, len(lhs.shape), len(rhs.shape),
                                                                dimension_numbers)
    nspatial = len(lhs.shape) - 2
    for what, values in (("window_strides", window_strides), ("padding", padding), ("lhs_dilation", lhs_dilation),
                         ("rhs_dilation", rhs_dilation)):
        if len(values) != nspatial:
            raise TypeError(f"lax.{name}: {what} must have one entry per spatial dimension ({nspatial}), "
                            f"got {len(values)}: {values}")
    for what, values in (("window_strides", window_strides), ("lhs_dilation", lhs_dilation),
                         ("rhs_dilation", rhs_dilation)):
        if any(v < 1 for v in values):
            raise ValueError(f"lax.{name}: every entry of {what} must be positive, got {values}")
    if feature_group_count < 1 or batch_group_count < 1:
        raise ValueError(f"lax.{name}: feature_group_count and batch_group_count must be positive, got "
                         f"{feature_group_count} and {batch_group_count}")
    if feature_group_count > 1 and batch_group_count > 1:
        raise ValueError(f"lax.{name}: at most one of feature_group_count and batch_group_count may exceed 1, got "
                         f"{feature_group_count} and {batch_group_count}")
    batch, features = lhs.shape[lhs_spec[0]], lhs.shape[lhs_spec[1]]
    out_features, in_features = rhs.shape[rhs_spec[0]], rhs.shape[rhs_spec[1]]
    if features % feature_group_count:
        raise ValueError(f"lax.{name}: the lhs feature dimension ({features}) must be divisible by "
                         f"feature_group_count ({feature_group_count})")
    if features // feature_group_count != in_features:
        raise ValueError(f"lax.{name}: the lhs feature dimension divided by feature_group_count "
                         f"({features} / {feature_group_count}) must equal the rhs input feature dimension "
                         f"({in_features})")
    if out_features % feature_group_count:
        raise ValueError(f"lax.{name}: the rhs output feature dimension ({out_features}) must be divisible by "
                         f"feature_group_count ({feature_group_count})")
    if batch % batch_group_count:
        raise ValueError(f"lax.{name}: the lhs batch dimension ({batch}) must be divisible by batch_group_count "
                         f"({batch_group_count})")
    if out_features % batch_group_count:
        raise ValueError(f"lax.{name}: the rhs output feature dimension ({out_features}) must be divisible by "
                         f"batch_group_count ({batch_group_count})")
    spatial = []
    for i in range(nspatial):
        size = _dilate(lhs.shape[lhs_spec[i + 2]], lhs_dilation[i]) + padding[i][0] + padding[i][1]
        window = _dilate(rhs.shape[rhs_spec[i + 2]], rhs_dilation[i])
        if size < 0:
            raise ValueError(f"lax.{name}: negative padding {padding[i]} removes more than the whole spatial "
                             f"dimension {i} of the lhs")
        spatial.append(0 if size < window else (size - window) // window_strides[i] + 1)
    shape = [0] * len(lhs.shape)
    shape[out_spec[0]] = batch // batch_group_count
    shape[out_spec[1]] = out_features
    for i, s in enumerate(spatial):
        shape[out_spec[i + 2]] = s
    return tuple(shape), _result_dtype(lhs.dtype, preferred_element_type)


def _result_dtype(dtype: np.dtype[Any], preferred: np.dtype[Any] | None) -> np.dtype[Any]:
    if preferred is None or preferred == dtype:
        return dtype
    k, pk = kind(dtype), kind(preferred)
    ok = (k in ("int", "uint") and pk in ("int", "uint", "float")) or (k == pk == "float") or (k == pk == "complex")
    if not ok:
        raise TypeError(f"lax.conv_general_dilated: preferred_element_type {preferred.name} is incompatible with "
                        f"operands of dtype {dtype.name} (allowed: integer to integer or float, float to float, "
                        f"complex to complex)")
    if k == pk and preferred.itemsize < dtype.itemsize:
        raise TypeError(f"lax.conv_general_dilated: preferred_element_type {preferred.name} must not be narrower "
                        f"than the operands' dtype {dtype.name}")
    return preferred


def _conv_lower(out_type: Any, lhs: Any, rhs: Any, *, window_strides: Shape, padding: Padding,
                lhs_dilation: Shape, rhs_dilation: Shape, dimension_numbers: ConvDimensionNumbers,
                feature_group_count: int, batch_group_count: int, precision: PrecisionPair,
                preferred_element_type: np.dtype[Any] | None) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    lhs_spec, rhs_spec, out_spec = dimension_numbers
    numbers = hlo.ConvDimensionNumbers.get(
        input_batch_dimension=lhs_spec[0], input_feature_dimension=lhs_spec[1],
        input_spatial_dimensions=list(lhs_spec[2:]),
        kernel_output_feature_dimension=rhs_spec[0], kernel_input_feature_dimension=rhs_spec[1],
        kernel_spatial_dimensions=list(rhs_spec[2:]),
        output_batch_dimension=out_spec[0], output_feature_dimension=out_spec[1],
        output_spatial_dimensions=list(out_spec[2:]))
    i64 = ir.IntegerType.get_signless(64)
    nspatial = len(window_strides)
    pads = ir.DenseIntElementsAttr.get(np.asarray(padding, np.int64).reshape(nspatial, 2))  # type: ignore[call-overload]
    config = None if precision is None else ir.ArrayAttr.get([hlo.PrecisionAttr.get(p.value) for p in precision])

    def convolution(result_type: Any, a: Any, b: Any) -> Any:
        return hlo.convolution(
            result_type, a, b, dimension_numbers=numbers,
            feature_group_count=ir.IntegerAttr.get(i64, feature_group_count),
            batch_group_count=ir.IntegerAttr.get(i64, batch_group_count),
            window_strides=ir.DenseI64ArrayAttr.get(list(window_strides)),
            padding=pads,
            lhs_dilation=ir.DenseI64ArrayAttr.get(list(lhs_dilation)),
            rhs_dilation=ir.DenseI64ArrayAttr.get(list(rhs_dilation)),
            precision_config=config)

    result = ir.RankedTensorType(out_type)
    if not isinstance(result.element_type, ir.ComplexType):
        return convolution(out_type, lhs, rhs)
    # Complex operands: three real convolutions (Gauss's product), as jax lowers them on the
    # CPU and the GPU: XLA's GPU compiler has no complex convolution, its CPU one a slow loop.
    real_type = ir.RankedTensorType.get(result.shape, ir.ComplexType(result.element_type).element_type)
    x_re, x_im, y_re, y_im = hlo.real(lhs), hlo.imag(lhs), hlo.real(rhs), hlo.imag(rhs)
    k1 = convolution(real_type, hlo.add(x_re, x_im), y_re)
    k2 = convolution(real_type, x_re, hlo.subtract(y_im, y_re))
    k3 = convolution(real_type, x_im, hlo.add(y_re, y_im))
    return hlo.complex(hlo.subtract(k1, k3), hlo.add(k1, k2))


conv_general_dilated_p: Primitive = Primitive("conv_general_dilated", _conv_rule, _conv_lower)


# -- reshapes used by the rules -------------------------------------------------------------

def _reshape_axis_out_of(src: int, size1: int, x: Any) -> Any:
    """Split axis ``src`` into (size1, rest), the new major part at ``src``."""
    from jaxtypes.runtime.lax.shape import reshape_p

    shape = list(x.shape)
    shape[src:src + 1] = [size1, shape[src] // size1]
    return reshape_p.bind(x, new_sizes=tuple(shape), dimensions=None)


def _reshape_axis_into(src: int, dst: int, x: Any) -> Any:
    """Merge axis ``src`` into axis ``dst`` (numbered with ``src`` removed) as its major part."""
    from jaxtypes.runtime.lax.shape import reshape_p

    perm = [i for i in range(x.ndim) if i != src]
    perm.insert(dst, src)
    shape = [x.shape[i] for i in range(x.ndim) if i != src]
    shape[dst] *= x.shape[src]
    dims = None if perm == list(range(x.ndim)) else tuple(perm)
    return reshape_p.bind(x, new_sizes=tuple(shape), dimensions=dims)


# -- transformation rules ---------------------------------------------------------------------

def _swap(spec: Shape) -> Shape:
    return (spec[1], spec[0]) + tuple(spec[2:])


def _cast(x: Any, dtype: np.dtype[Any]) -> Any:
    from jaxtypes.runtime.lax.operators import convert_element_type_p

    return x if x.dtype == dtype else convert_element_type_p.bind(x, new_dtype=dtype, weak_type=False)


def _transpose_lhs(ct: Any, lhs: Any, rhs: Any, *, window_strides: Shape, padding: Padding,
                   lhs_dilation: Shape, rhs_dilation: Shape, dimension_numbers: ConvDimensionNumbers,
                   feature_group_count: int, batch_group_count: int, precision: PrecisionPair,
                   preferred_element_type: np.dtype[Any] | None) -> Any:
    """The lhs cotangent: ``ct`` convolved with the spatially reversed kernel whose feature
    dimensions are swapped; the forward strides become lhs dilations."""
    from jaxtypes.runtime.lax.shape import rev_p

    lhs_spec, rhs_spec, out_spec = dimension_numbers
    lhs_shape = lhs.aval.shape
    groups = feature_group_count
    if feature_group_count > 1 or batch_group_count > 1:
        groups = max(feature_group_count, batch_group_count)
        rhs = _reshape_axis_into(rhs_spec[0], rhs_spec[1], _reshape_axis_out_of(rhs_spec[0], groups, rhs))
    nspatial = len(window_strides)
    pads = []
    for i in range(nspatial):
        lhs_d = _dilate(lhs_shape[lhs_spec[i + 2]], lhs_dilation[i])
        rhs_d = _dilate(rhs.shape[rhs_spec[i + 2]], rhs_dilation[i])
        out_d = _dilate(ct.shape[out_spec[i + 2]], window_strides[i])
        before = rhs_d - padding[i][0] - 1
        pads.append((before, lhs_d + rhs_d - 1 - out_d - before))
    kernel = rev_p.bind(rhs, dimensions=tuple(rhs_spec[2:])) if nspatial else rhs
    dtype = ct.dtype
    out = conv_general_dilated_p.bind(
        ct, _cast(kernel, dtype), window_strides=lhs_dilation, padding=tuple(pads), lhs_dilation=window_strides,
        rhs_dilation=rhs_dilation, dimension_numbers=ConvDimensionNumbers(out_spec, _swap(rhs_spec), lhs_spec),
        feature_group_count=groups, batch_group_count=1, precision=precision, preferred_element_type=None)
    if batch_group_count > 1:
        out = _reshape_axis_into(lhs_spec[1], lhs_spec[0], _reshape_axis_out_of(lhs_spec[1], batch_group_count, out))
    return _cast(out, lhs.aval.dtype)


def _transpose_rhs(ct: Any, lhs: Any, rhs: Any, *, window_strides: Shape, padding: Padding,
                   lhs_dilation: Shape, rhs_dilation: Shape, dimension_numbers: ConvDimensionNumbers,
                   feature_group_count: int, batch_group_count: int, precision: PrecisionPair,
                   preferred_element_type: np.dtype[Any] | None) -> Any:
    """The kernel cotangent: ``lhs`` convolved with ``ct`` (batch and feature roles
    swapped, feature groups becoming batch groups); forward strides become rhs dilations."""
    lhs_spec, rhs_spec, out_spec = dimension_numbers
    rhs_shape = rhs.aval.shape
    if math.prod(ct.shape) == 0:
        return ad.zeros(rhs.aval)
    fgc, bgc = (batch_group_count, 1) if batch_group_count > 1 else (1, feature_group_count)
    nspatial = len(window_strides)
    pads = []
    for i in range(nspatial):
        lhs_d = _dilate(lhs.shape[lhs_spec[i + 2]], lhs_dilation[i])
        rhs_d = _dilate(rhs_shape[rhs_spec[i + 2]], rhs_dilation[i])
        out_d = _dilate(ct.shape[out_spec[i + 2]], window_strides[i])
        low = padding[i][0]
        pads.append((low, out_d - lhs_d + rhs_d - low - 1))
    dtype = ct.dtype
    out = conv_general_dilated_p.bind(
        _cast(lhs, dtype), ct, window_strides=rhs_dilation, padding=tuple(pads), lhs_dilation=lhs_dilation,
        rhs_dilation=window_strides,
        dimension_numbers=ConvDimensionNumbers(_swap(lhs_spec), _swap(out_spec), _swap(rhs_spec)),
        feature_group_count=fgc, batch_group_count=bgc, precision=precision, preferred_element_type=None)
    return _cast(out, rhs.aval.dtype)


def _conv_transpose_rule(ct: Any, lhs: Any, rhs: Any, **params: Any) -> list[Any]:
    return [_transpose_lhs(ct, lhs, rhs, **params) if ad.is_undefined(lhs) else None,
            _transpose_rhs(ct, lhs, rhs, **params) if ad.is_undefined(rhs) else None]


def _conv_batch(values: Any, dims: Any, *, window_strides: Shape, padding: Padding, lhs_dilation: Shape,
                rhs_dilation: Shape, dimension_numbers: ConvDimensionNumbers, feature_group_count: int,
                batch_group_count: int, precision: PrecisionPair,
                preferred_element_type: np.dtype[Any] | None) -> tuple[Any, int]:
    """The vmapped axis folds into the lhs batch dimension (only lhs batched), the rhs
    output features (only rhs batched), or both with the groups multiplied."""
    (lhs, rhs), (ld, rd) = values, dims
    lhs_spec, rhs_spec, out_spec = dimension_numbers

    def conv(a: Any, b: Any, fgc: int, bgc: int) -> Any:
        return conv_general_dilated_p.bind(
            a, b, window_strides=window_strides, padding=padding, lhs_dilation=lhs_dilation,
            rhs_dilation=rhs_dilation, dimension_numbers=dimension_numbers, feature_group_count=fgc,
            batch_group_count=bgc, precision=precision, preferred_element_type=preferred_element_type)

    if ld is not None and rd is not None:
        size = lhs.shape[ld]
        if batch_group_count > 1:
            new_lhs, fgc, bgc = _reshape_axis_into(ld, lhs_spec[0], lhs), feature_group_count, batch_group_count * size
        else:
            new_lhs, fgc, bgc = _reshape_axis_into(ld, lhs_spec[1], lhs), feature_group_count * size, batch_group_count
        out = conv(new_lhs, _reshape_axis_into(rd, rhs_spec[0], rhs), fgc, bgc)
        return _reshape_axis_out_of(out_spec[1], size, out), out_spec[1]
    if ld is not None:
        size = lhs.shape[ld]
        if batch_group_count == 1:
            out = conv(_reshape_axis_into(ld, lhs_spec[0], lhs), rhs, feature_group_count, 1)
        else:
            new_lhs = _reshape_axis_out_of(lhs_spec[0] + int(ld <= lhs_spec[0]), batch_group_count, lhs)
            new_lhs = _reshape_axis_into(ld + int(lhs_spec[0] < ld), lhs_spec[0] + 1, new_lhs)
            new_lhs = _reshape_axis_into(lhs_spec[0], lhs_spec[0], new_lhs)
            out = conv(new_lhs, rhs, feature_group_count, batch_group_count)
        return _reshape_axis_out_of(out_spec[0], size, out), out_spec[0]
    size = rhs.shape[rd]
    if feature_group_count == 1 and batch_group_count == 1:
        out = conv(lhs, _reshape_axis_into(rd, rhs_spec[0], rhs), 1, 1)
        return _reshape_axis_out_of(out_spec[1], size, out), out_spec[1]
    groups = max(feature_group_count, batch_group_count)
    new_rhs = _reshape_axis_out_of(rhs_spec[0] + int(rd <= rhs_spec[0]), groups, rhs)
    new_rhs = _reshape_axis_into(rd + int(rhs_spec[0] < rd), rhs_spec[0] + 1, new_rhs)
    new_rhs = _reshape_axis_into(rhs_spec[0], rhs_spec[0], new_rhs)
    out = conv(lhs, new_rhs, feature_group_count, batch_group_count)
    out = _reshape_axis_out_of(out_spec[1], groups, out)
    out = _reshape_axis_out_of(out_spec[1] + 1, size, out)
    return _reshape_axis_into(out_spec[1], out_spec[1] + 1, out), out_spec[1]


ad.define_jvp(conv_general_dilated_p,
              lambda t, lhs, rhs, out, **params: conv_general_dilated_p.bind(t, rhs, **params),
              lambda t, lhs, rhs, out, **params: conv_general_dilated_p.bind(lhs, t, **params))
conv_general_dilated_p.transpose = _conv_transpose_rule
conv_general_dilated_p.batch = _conv_batch


# -- public functions ---------------------------------------------------------------------

def _precision(name: str, precision: Any) -> PrecisionPair:
    try:
        return canonical_precision(precision)
    except ValueError as err:
        raise ValueError(str(err).replace("lax.dot_general", f"lax.{name}")) from None


def _spatial_tuple(name: str, what: str, value: Any, nspatial: int) -> Shape:
    if value is None:
        return (1,) * nspatial
    out = index_tuple(name, what, value)
    if len(out) != nspatial:
        raise TypeError(f"lax.{name}: {what} must have one entry per spatial dimension ({nspatial}), got {out}")
    return out


def _padding_pairs(name: str, padding: Any, nspatial: int) -> Padding:
    if isinstance(padding, (str, bytes)) or not isinstance(padding, Sequence):
        raise TypeError(f"lax.{name}: padding must be 'SAME', 'SAME_LOWER', 'VALID' or a sequence of "
                        f"(low, high) pairs, got {padding!r}")
    try:
        pairs = tuple((operator.index(lo), operator.index(hi)) for lo, hi in padding)
    except (TypeError, ValueError):
        raise TypeError(f"lax.{name}: padding must be 'SAME', 'SAME_LOWER', 'VALID' or a sequence of "
                        f"(low, high) integer pairs, got {padding!r}") from None
    if len(pairs) != nspatial:
        raise TypeError(f"lax.{name}: padding must have one (low, high) pair per spatial dimension ({nspatial}), "
                        f"got {pairs}")
    return pairs


def conv_general_dilated(lhs: Any, rhs: Any, window_strides: Any, padding: Any, lhs_dilation: Any = None,
                         rhs_dilation: Any = None, dimension_numbers: Any = None, feature_group_count: int = 1,
                         batch_group_count: int = 1, precision: Any = None,
                         preferred_element_type: Any = None) -> Array:
    """The general convolution of ``lhs`` with the kernel ``rhs``: strides, padding (a
    sequence of (low, high) pairs or 'SAME', 'SAME_LOWER', 'VALID'), lhs dilation
    (transposed convolution), rhs dilation (atrous convolution), layouts and groups."""
    name = "conv_general_dilated"
    a, b = lax_operand(lhs), lax_operand(rhs)
    dnums = _canonical_dimension_numbers(name, a.ndim, b.ndim, dimension_numbers)
    nspatial = a.ndim - 2
    strides = _spatial_tuple(name, "window_strides", window_strides, nspatial)
    lhs_dil = _spatial_tuple(name, "lhs_dilation", lhs_dilation, nspatial)
    rhs_dil = _spatial_tuple(name, "rhs_dilation", rhs_dilation, nspatial)
    if isinstance(padding, str):
        if any(d != 1 for d in lhs_dil):
            raise ValueError(f"lax.{name}: string padding {padding!r} is not implemented for transposed "
                             f"convolutions (lhs_dilation {lhs_dil}); give explicit (low, high) pairs")
        window = [_dilate(b.shape[d], r) for d, r in zip(dnums.rhs_spec[2:], rhs_dil)]
        pads = tuple(padtype_to_pads([a.shape[d] for d in dnums.lhs_spec[2:]], window, strides, padding, f"lax.{name}"))
    else:
        pads = _padding_pairs(name, padding, nspatial)
    preferred = None if preferred_element_type is None else dtypes.canonicalize_dtype(preferred_element_type)
    return conv_general_dilated_p.bind(
        a, b, window_strides=strides, padding=pads, lhs_dilation=lhs_dil, rhs_dilation=rhs_dil,
        dimension_numbers=dnums, feature_group_count=as_int(name, "feature_group_count", feature_group_count),
        batch_group_count=as_int(name, "batch_group_count", batch_group_count),
        precision=_precision(name, precision), preferred_element_type=preferred)


def conv(lhs: Any, rhs: Any, window_strides: Any, padding: Any, precision: Any = None,
         preferred_element_type: Any = None) -> Array:
    """A convolution in the default layouts (NC..., OI..., NC...)."""
    return conv_general_dilated(lhs, rhs, window_strides, padding, precision=precision,
                                preferred_element_type=preferred_element_type)


def conv_with_general_padding(lhs: Any, rhs: Any, window_strides: Any, padding: Any, lhs_dilation: Any,
                              rhs_dilation: Any, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """A convolution in the default layouts with explicit padding and dilations."""
    return conv_general_dilated(lhs, rhs, window_strides, padding, lhs_dilation=lhs_dilation,
                                rhs_dilation=rhs_dilation, precision=precision,
                                preferred_element_type=preferred_element_type)


def _conv_transpose_padding(k: int, s: int, padding: str) -> tuple[int, int]:
    if padding == "SAME":
        total = k + s - 2
        low = k - 1 if s > k - 1 else -(-total // 2)
    elif padding == "VALID":
        total = k + s - 2 + max(k - s, 0)
        low = k - 1
    else:
        raise ValueError(f"lax.conv_transpose: padding must be 'SAME', 'VALID' or a sequence of (low, high) "
                         f"pairs, got {padding!r}")
    return low, total - low


_TRANSPOSE_LAYOUTS: dict[int, tuple[str, str, str]] = {
    2: ("NC", "IO", "NC"), 3: ("NHC", "HIO", "NHC"), 4: ("NHWC", "HWIO", "NHWC"), 5: ("NHWDC", "HWDIO", "NHWDC")}


def conv_transpose(lhs: Any, rhs: Any, strides: Any, padding: Any, rhs_dilation: Any = None,
                   dimension_numbers: Any = None, transpose_kernel: bool = False, precision: Any = None,
                   preferred_element_type: Any = None) -> Array:
    """The transposed ("deconvolution") convolution: ``lhs`` dilated by ``strides`` and
    convolved with ``rhs``; ``transpose_kernel`` flips the kernel spatially and swaps its
    feature dimensions (the gradient of a convolution). Layouts default to channels last."""
    name = "conv_transpose"
    a, b = lax_operand(lhs), lax_operand(rhs)
    if a.ndim != b.ndim or a.ndim < 2:
        raise TypeError(f"lax.{name}: lhs and rhs must have the same rank, at least 2, got shapes {a.shape} "
                        f"and {b.shape}")
    if dimension_numbers is None:
        if a.ndim not in _TRANSPOSE_LAYOUTS:
            raise ValueError(f"lax.{name}: no default dimension_numbers for rank {a.ndim}; give them")
        dimension_numbers = _TRANSPOSE_LAYOUTS[a.ndim]
    dn = _canonical_dimension_numbers(name, a.ndim, b.ndim, dimension_numbers)
    nspatial = a.ndim - 2
    strides_ = _spatial_tuple(name, "strides", strides, nspatial)
    rhs_dil = _spatial_tuple(name, "rhs_dilation", rhs_dilation, nspatial)
    if isinstance(padding, str):
        pads: Any = [_conv_transpose_padding(_dilate(b.shape[d], r), s, padding)
                     for d, r, s in zip(dn.rhs_spec[2:], rhs_dil, strides_)]
    else:
        pads = padding
    if transpose_kernel:
        from jaxtypes.runtime.lax.shape import rev, transpose

        b = rev(b, dn.rhs_spec[2:])
        perm = list(range(b.ndim))
        perm[dn.rhs_spec[0]], perm[dn.rhs_spec[1]] = perm[dn.rhs_spec[1]], perm[dn.rhs_spec[0]]
        b = transpose(b, perm)
    return conv_general_dilated(a, b, (1,) * nspatial, pads, strides_, rhs_dil, dn, precision=precision,
                                preferred_element_type=preferred_element_type)


def conv_general_dilated_patches(lhs: Any, filter_shape: Any, window_strides: Any, padding: Any,
                                 lhs_dilation: Any = None, rhs_dilation: Any = None, dimension_numbers: Any = None,
                                 precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The patches a convolution with a kernel of spatial shape ``filter_shape`` would
    see: each output position's feature dimension holds the ``C * prod(filter_shape)``
    input values of its window (channel-major)."""
    from jaxtypes.runtime.lax.shape import broadcast_in_dim, reshape, transpose

    name = "conv_general_dilated_patches"
    a = lax_operand(lhs)
    filt = index_tuple(name, "filter_shape", filter_shape)
    dn = _canonical_dimension_numbers(name, a.ndim, len(filt) + 2, dimension_numbers)
    size = math.prod(filt)
    channels = a.shape[dn.lhs_spec[1]]
    from jaxtypes.runtime.core.creation import asarray

    eye = asarray(np.eye(size, dtype=a.dtype))
    kernel = broadcast_in_dim(eye, (channels, size, size), (1, 2))
    kernel = reshape(kernel, (channels * size, 1, *filt))
    kernel = transpose(kernel, tuple(int(i) for i in np.argsort(dn.rhs_spec)))
    prec = _precision(name, precision)
    return conv_general_dilated(a, kernel, window_strides, padding, lhs_dilation, rhs_dilation, dn,
                                feature_group_count=channels,
                                precision=None if prec is None else (prec[0], Precision.DEFAULT),
                                preferred_element_type=preferred_element_type)


def conv_general_dilated_local(lhs: Any, rhs: Any, window_strides: Any, padding: Any, filter_shape: Any,
                               lhs_dilation: Any = None, rhs_dilation: Any = None, dimension_numbers: Any = None,
                               precision: Any = None) -> Array:
    """A locally connected ("unshared") convolution: a different kernel at each output
    position. ``rhs`` has the kernel layout with input features ``C * prod(filter_shape)``
    and spatial dimensions equal to the output's."""
    from jaxtypes.runtime.lax.shape import transpose

    name = "conv_general_dilated_local"
    a, b = lax_operand(lhs), lax_operand(rhs)
    prec = _precision(name, precision)
    filt = index_tuple(name, "filter_shape", filter_shape)
    patches = conv_general_dilated_patches(a, filt, window_strides, padding, lhs_dilation, rhs_dilation,
                                           dimension_numbers, precision=None if prec is None else prec[0])
    lhs_spec, rhs_spec, out_spec = _canonical_dimension_numbers(name, a.ndim, len(filt) + 2, dimension_numbers)
    if b.ndim != a.ndim:
        raise TypeError(f"lax.{name}: rhs must have rank {a.ndim}, got shape {b.shape}")
    out_b = list(out_spec[2:])
    rhs_b = [rhs_spec[2:][i] for i in sorted(range(len(out_b)), key=lambda k: out_b[k])]
    numbers = (((out_spec[1],), (rhs_spec[1],)), (tuple(sorted(out_b)), tuple(rhs_b)))
    out = dot_general(patches, b, numbers, precision=None if prec is None else prec[1])
    # dot_general gives (spatial..., N, O): move N and O to their output positions.
    order = [d for d in range(out.ndim - 2)]
    rank = out.ndim
    perm = [0] * rank
    rest = iter(order)
    for pos in range(rank):
        if pos == out_spec[0]:
            perm[pos] = rank - 2
        elif pos == out_spec[1]:
            perm[pos] = rank - 1
        else:
            perm[pos] = next(rest)
    return transpose(out, tuple(perm))


def batch_matmul(lhs: Any, rhs: Any, precision: Any = None) -> Array:
    """Matrix products batched over all leading dimensions: ``(..., m, k) @ (..., k, n)``."""
    a, b = lax_operand(lhs), lax_operand(rhs)
    if not (a.ndim == b.ndim and a.ndim >= 2):
        raise ValueError(f"lax.batch_matmul: arguments must have the same rank, at least 2, got shapes {a.shape} "
                         f"and {b.shape}")
    if a.shape[:-2] != b.shape[:-2]:
        raise ValueError(f"lax.batch_matmul: the batch dimensions must match, got shapes {a.shape} and {b.shape}")
    batch = tuple(range(a.ndim - 2))
    return dot_general(a, b, (((a.ndim - 1,), (b.ndim - 2,)), (batch, batch)), precision=precision)
