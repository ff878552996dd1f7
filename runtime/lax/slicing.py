"""``lax`` indexing: ``gather`` and the ``scatter`` family, and the wrappers built on them.

``gather`` and ``scatter``/``scatter_add``/... follow XLA's operators (and JAX's
``lax`` functions): the index vector is the last dimension of the indices, and the
dimension numbers say how the indices, the slices and the result relate. Results keep
the operand's dtype and weak type. Out-of-bounds indices follow the ``mode``:

* ``CLIP``: indices are clamped so that the whole window is in bounds;
* ``FILL_OR_DROP``: a gathered window that is not entirely in bounds is filled with
  ``fill_value`` (NaN, the lowest signed / highest unsigned integer, or True by
  default); a scattered one is dropped;
* ``PROMISE_IN_BOUNDS``: no check; XLA clamps gathers and drops scatters.

As in JAX, ``gather``'s default mode is ``PROMISE_IN_BOUNDS`` and the scatters'
is ``FILL_OR_DROP``. ``vmap`` of ``dynamic_slice``/``dynamic_update_slice`` with
batched start indices goes through ``gather``/``scatter`` (see ``shape.py``).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import ml_dtypes
import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.lowering import compare, mlir_constant, numpy_dtype
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import batch_size, moveaxis, to_front
from jaxtypes.runtime.lax.reduction import extremum_combine, hlo_combine
from jaxtypes.runtime.lax.operands import (
    ANY, NUMBER, Accepts, Shape, ShapeDtype, canonical_axis, index_tuple, kind, lax_operand, require,
    require_same_dtypes,
)

__all__ = [
    "GatherDimensionNumbers", "ScatterDimensionNumbers", "GatherScatterMode",
    "gather", "scatter", "scatter_add", "scatter_sub", "scatter_mul", "scatter_min", "scatter_max", "scatter_apply",
    "dynamic_update_index_in_dim", "index_take", "split",
]

Aval = backend.Aval


class GatherDimensionNumbers(NamedTuple):
    """How ``gather``'s indices, slices and result relate (XLA's GatherDimensionNumbers;
    the index vector is always the last dimension of the indices)."""

    offset_dims: tuple[int, ...]
    collapsed_slice_dims: tuple[int, ...]
    start_index_map: tuple[int, ...]
    operand_batching_dims: tuple[int, ...] = ()
    start_indices_batching_dims: tuple[int, ...] = ()


class ScatterDimensionNumbers(NamedTuple):
    """How a scatter's indices, updates and operand relate (XLA's ScatterDimensionNumbers;
    the index vector is always the last dimension of the indices)."""

    update_window_dims: tuple[int, ...]
    inserted_window_dims: tuple[int, ...]
    scatter_dims_to_operand_dims: tuple[int, ...]
    operand_batching_dims: tuple[int, ...] = ()
    scatter_indices_batching_dims: tuple[int, ...] = ()


class GatherScatterMode(enum.Enum):
    """What out-of-bounds indices do (see the module docstring)."""

    CLIP = enum.auto()
    FILL_OR_DROP = enum.auto()
    PROMISE_IN_BOUNDS = enum.auto()

    @staticmethod
    def from_any(s: str | GatherScatterMode | None) -> GatherScatterMode:
        """A mode from a mode, None (``FILL_OR_DROP``) or its name: "clip", "fill",
        "drop", "promise_in_bounds"."""
        if isinstance(s, GatherScatterMode):
            return s
        if s == "clip":
            return GatherScatterMode.CLIP
        if s is None or s == "fill" or s == "drop":
            return GatherScatterMode.FILL_OR_DROP
        if s == "promise_in_bounds":
            return GatherScatterMode.PROMISE_IN_BOUNDS
        raise ValueError(f'Unknown gather mode "{s}" (expected "clip", "fill", "drop" or "promise_in_bounds")')


def _dnums(name: str, value: Any, cls: Any) -> Any:
    """``value`` (any object with ``cls``'s fields, JAX's dimension numbers too) as a
    ``cls`` of int tuples."""
    if not all(hasattr(value, f) for f in cls._fields[:3]):
        raise TypeError(f"lax.{name}: dimension_numbers must be a {cls.__name__}, got {value!r}")
    return cls(*(index_tuple(name, f"dimension_numbers.{f}", getattr(value, f, ())) for f in cls._fields))


# -- checks shared by gather and scatter ------------------------------------------------

def _sorted_unique_in_range(name: str, what: str, dims: Shape, rank: int) -> None:
    if list(dims) != sorted(dims):
        raise TypeError(f"lax.{name}: {what} must be sorted, got {dims}")
    if len(set(dims)) != len(dims):
        raise TypeError(f"lax.{name}: {what} must not repeat, got {dims}")
    if any(not 0 <= d < rank for d in dims):
        raise TypeError(f"lax.{name}: {what} must be in [0, {rank}), got {dims}")


def _check_indices(name: str, indices: Aval) -> None:
    if kind(indices.dtype) not in ("int", "uint"):
        raise ValueError(f"lax.{name}: indices must have an integer type, got {indices.dtype.name}")
    if not indices.shape:
        raise TypeError(f"lax.{name}: indices must have rank at least 1 (the last dimension is the index "
                        "vector), got a 0-d array")


def _check_index_map(name: str, what: str, index_map: Shape, indices: Aval, operand_rank: int,
                     operand_batching: Shape, indices_batching: Shape, indices_batching_name: str) -> None:
    if len(index_map) != indices.shape[-1]:
        raise TypeError(f"lax.{name}: {what} has {len(index_map)} entries but the index vector (the last "
                        f"dimension of indices of shape {indices.shape}) has {indices.shape[-1]}; they must be equal")
    if any(not 0 <= d < operand_rank for d in index_map):
        raise TypeError(f"lax.{name}: {what} {index_map} must be dimensions of the operand, in [0, {operand_rank})")
    if len(set(index_map)) != len(index_map):
        raise TypeError(f"lax.{name}: {what} must not repeat, got {index_map}")
    if set(index_map) & set(operand_batching):
        raise TypeError(f"lax.{name}: {what} {index_map} and operand_batching_dims {operand_batching} "
                        "must be disjoint")
    if len(set(indices_batching)) != len(indices_batching):
        raise TypeError(f"lax.{name}: {indices_batching_name} must not repeat, got {indices_batching}")
    if any(not 0 <= d < len(indices.shape) - 1 for d in indices_batching):
        raise TypeError(f"lax.{name}: {indices_batching_name} {indices_batching} must be dimensions of the "
                        f"indices other than the last (index vector) one, in [0, {len(indices.shape) - 1})")
    if len(operand_batching) != len(indices_batching):
        raise TypeError(f"lax.{name}: operand_batching_dims {operand_batching} and {indices_batching_name} "
                        f"{indices_batching} must have equal lengths")


# -- gather ------------------------------------------------------------------------------

def _gather_rule(x: Aval, indices: Aval, *, dimension_numbers: GatherDimensionNumbers, slice_sizes: Shape,
                 indices_are_sorted: bool, unique_indices: bool, mode: GatherScatterMode,
                 fill_value: Any) -> ShapeDtype:
    name, d = "gather", dimension_numbers
    _check_indices(name, indices)
    out_rank = len(d.offset_dims) + len(indices.shape) - 1
    _sorted_unique_in_range(name, "offset_dims", d.offset_dims, out_rank)
    _sorted_unique_in_range(name, "collapsed_slice_dims", d.collapsed_slice_dims, len(x.shape))
    _sorted_unique_in_range(name, "operand_batching_dims", d.operand_batching_dims, len(x.shape))
    if set(d.collapsed_slice_dims) & set(d.operand_batching_dims):
        raise TypeError(f"lax.gather: collapsed_slice_dims {d.collapsed_slice_dims} and operand_batching_dims "
                        f"{d.operand_batching_dims} must be disjoint")
    _check_index_map(name, "start_index_map", d.start_index_map, indices, len(x.shape), d.operand_batching_dims,
                     d.start_indices_batching_dims, "start_indices_batching_dims")
    operand_batch = tuple(x.shape[i] for i in d.operand_batching_dims)
    indices_batch = tuple(indices.shape[i] for i in d.start_indices_batching_dims)
    if operand_batch != indices_batch:
        raise TypeError(f"lax.gather: the operand batching dimensions (sizes {operand_batch}) and the indices "
                        f"batching dimensions (sizes {indices_batch}) must have equal sizes")
    if len(slice_sizes) != len(x.shape):
        raise TypeError(f"lax.gather: slice_sizes {slice_sizes} need one entry per dimension of the operand "
                        f"(shape {x.shape})")
    if len(slice_sizes) != len(d.offset_dims) + len(d.collapsed_slice_dims) + len(d.operand_batching_dims):
        raise TypeError(f"lax.gather: every operand dimension must be an offset dimension or collapsed or batching: "
                        f"got {len(slice_sizes)} slice sizes, offset_dims {d.offset_dims}, collapsed_slice_dims "
                        f"{d.collapsed_slice_dims}, operand_batching_dims {d.operand_batching_dims}")
    if any(not 0 <= s <= n for s, n in zip(slice_sizes, x.shape)):
        raise TypeError(f"lax.gather: slice_sizes {slice_sizes} must be in [0, operand dimension] "
                        f"(operand shape {x.shape})")
    if any(slice_sizes[i] != 1 for i in d.collapsed_slice_dims):
        raise TypeError(f"lax.gather: collapsed_slice_dims {d.collapsed_slice_dims} must have slice size 1, "
                        f"got slice_sizes {slice_sizes}")
    if any(slice_sizes[i] > 1 for i in d.operand_batching_dims):
        raise TypeError(f"lax.gather: operand_batching_dims {d.operand_batching_dims} must have slice size 0 or 1, "
                        f"got slice_sizes {slice_sizes}")
    window = iter(s for i, s in enumerate(slice_sizes)
                  if i not in d.collapsed_slice_dims and i not in d.operand_batching_dims)
    batch = iter(indices.shape[:-1])
    return tuple(next(window) if i in d.offset_dims else next(batch) for i in range(out_rank)), x.dtype


def _vector_constant(values: Sequence[int], dtype: np.dtype[Any]) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    host: Any = np.asarray(np.asarray(values).astype(dtype), order="C").view(f"u{dtype.itemsize}")
    return hlo.constant(ir.DenseElementsAttr.get(host, type=ir.Type.parse(backend.mlir_element_type(dtype))))


def _upper_bounds(indices: Any, operand_shape: Shape, window: Shape, index_map: Shape) -> Any:
    """The largest in-bounds start of each index-vector entry, in the indices' dtype
    (capped at its maximum), broadcast to the indices' shape."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    dtype = numpy_dtype(indices)
    top = int(ml_dtypes.iinfo(dtype).max)  # type: ignore[no-untyped-call]
    bounds = [min(operand_shape[i] - window[i], top) for i in index_map]
    return hlo.broadcast_in_dim(indices.type, _vector_constant(bounds, dtype), [len(indices.type.shape) - 1])


def _clamp(indices: Any, upper: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    zero = hlo.broadcast_in_dim(indices.type, mlir_constant(0, numpy_dtype(indices)), [])
    return hlo.clamp(zero, indices, upper)


def default_fill_value(dtype: np.dtype[Any]) -> Any:
    """``gather``'s default fill in ``FILL_OR_DROP`` mode (as JAX's)."""
    k = kind(dtype)
    if k in ("float", "complex"):
        return np.nan
    if k == "int":
        return int(ml_dtypes.iinfo(dtype).min)  # type: ignore[no-untyped-call]
    if k == "uint":
        return int(ml_dtypes.iinfo(dtype).max)  # type: ignore[no-untyped-call]
    return True


def _gather_lower(out_type: Any, x: Any, indices: Any, *, dimension_numbers: GatherDimensionNumbers,
                  slice_sizes: Shape, indices_are_sorted: bool, unique_indices: bool, mode: GatherScatterMode,
                  fill_value: Any) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    from jaxtypes.runtime.lax.reduction import reduce_values

    d, shape = dimension_numbers, tuple(x.type.shape)
    rank = len(indices.type.shape)
    upper = _upper_bounds(indices, shape, slice_sizes, d.start_index_map)
    if mode is GatherScatterMode.CLIP:
        indices = _clamp(indices, upper)
    attr = hlo.GatherDimensionNumbers.get(
        offset_dims=list(d.offset_dims), collapsed_slice_dims=list(d.collapsed_slice_dims),
        operand_batching_dims=list(d.operand_batching_dims),
        start_indices_batching_dims=list(d.start_indices_batching_dims),
        start_index_map=list(d.start_index_map), index_vector_dim=rank - 1)
    out = hlo.gather(x, indices, attr, list(slice_sizes), indices_are_sorted=indices_are_sorted)
    if mode is not GatherScatterMode.FILL_OR_DROP:
        return out
    # A window is filled unless every entry of its index vector is in [0, upper].
    dtype = numpy_dtype(x)
    inside = hlo.and_(compare(indices, hlo.broadcast_in_dim(indices.type, mlir_constant(0, numpy_dtype(indices)), []),
                              "GE"), compare(indices, upper, "LE"))
    true = mlir_constant(True, np.dtype(bool))
    mask = reduce_values([inside], [true], [rank - 1], lambda a, b: [hlo.and_(a, b)])[0]
    batch_dims = [i for i in range(len(out_type.shape)) if i not in d.offset_dims]
    mask = hlo.broadcast_in_dim(ir.RankedTensorType.get(list(out_type.shape), mask.type.element_type), mask, batch_dims)
    fill = default_fill_value(dtype) if fill_value is None else fill_value
    filler = hlo.broadcast_in_dim(out_type, mlir_constant(fill, dtype), [])
    return hlo.select(mask, out, filler)


gather_p: Primitive = Primitive("gather", _gather_rule, _gather_lower, weak=lambda avals, _: avals[0].weak_type)


def gather(operand: Any, start_indices: Any, dimension_numbers: Any, slice_sizes: Any, *,
           unique_indices: bool = False, indices_are_sorted: bool = False,
           mode: str | GatherScatterMode | None = None, fill_value: Any = None) -> Array:
    """XLA's Gather: for each index vector (the last dimension of ``start_indices``), the
    ``slice_sizes`` window of ``operand`` that starts there, laid out by
    ``dimension_numbers``. ``mode`` (default ``PROMISE_IN_BOUNDS``) handles
    out-of-bounds windows; ``fill_value`` is used by ``FILL_OR_DROP``."""
    x, indices = lax_operand(operand), lax_operand(start_indices)
    dnums = _dnums("gather", dimension_numbers, GatherDimensionNumbers)
    parsed = GatherScatterMode.PROMISE_IN_BOUNDS if mode is None else GatherScatterMode.from_any(mode)
    if parsed is not GatherScatterMode.FILL_OR_DROP:
        fill_value = None
    elif fill_value is not None:
        if np.shape(fill_value):
            raise TypeError(f"lax.gather: fill_value must be a scalar, got shape {np.shape(fill_value)}")
        fill_value = fill_value.item() if isinstance(fill_value, (np.generic, np.ndarray)) else fill_value
        if isinstance(fill_value, Array):
            raise TypeError("lax.gather: fill_value must be a static Python or NumPy scalar, got an array")
    return gather_p.bind(x, indices, dimension_numbers=dnums,
                         slice_sizes=index_tuple("gather", "slice_sizes", slice_sizes),
                         indices_are_sorted=bool(indices_are_sorted), unique_indices=bool(unique_indices),
                         mode=parsed, fill_value=fill_value)


# -- scatter -------------------------------------------------------------------------------

def _scatter_window(x_shape: Shape, updates_shape: Shape, d: ScatterDimensionNumbers) -> Shape:
    """The window (slice) size in each operand dimension."""
    windows = iter(updates_shape[i] for i in d.update_window_dims)
    return tuple(1 if i in d.inserted_window_dims or i in d.operand_batching_dims else next(windows, 1)
                 for i in range(len(x_shape)))


def _scatter_rule(name: str, accepts: Accepts | None) -> Callable[..., ShapeDtype]:
    def rule(x: Aval, indices: Aval, updates: Aval, *, dimension_numbers: ScatterDimensionNumbers,
             indices_are_sorted: bool, unique_indices: bool, mode: GatherScatterMode) -> ShapeDtype:
        d = dimension_numbers
        _check_indices(name, indices)
        require_same_dtypes(name, x, updates)
        if accepts is not None:
            require(name, accepts, x.dtype)
        expected_rank = len(d.update_window_dims) + len(indices.shape) - 1
        if len(updates.shape) != expected_rank:
            raise TypeError(f"lax.{name}: updates must have rank {expected_rank} (the window dimensions plus the "
                            f"indices' batch dimensions {indices.shape[:-1]}), got shape {updates.shape}")
        _sorted_unique_in_range(name, "update_window_dims", d.update_window_dims, len(updates.shape))
        _sorted_unique_in_range(name, "inserted_window_dims", d.inserted_window_dims, len(x.shape))
        _sorted_unique_in_range(name, "operand_batching_dims", d.operand_batching_dims, len(x.shape))
        if set(d.inserted_window_dims) & set(d.operand_batching_dims):
            raise TypeError(f"lax.{name}: inserted_window_dims {d.inserted_window_dims} and operand_batching_dims "
                            f"{d.operand_batching_dims} must be disjoint")
        _check_index_map(name, "scatter_dims_to_operand_dims", d.scatter_dims_to_operand_dims, indices, len(x.shape),
                         d.operand_batching_dims, d.scatter_indices_batching_dims, "scatter_indices_batching_dims")
        if len(d.update_window_dims) + len(d.inserted_window_dims) + len(d.operand_batching_dims) != len(x.shape):
            raise TypeError(f"lax.{name}: update_window_dims {d.update_window_dims}, inserted_window_dims "
                            f"{d.inserted_window_dims} and operand_batching_dims {d.operand_batching_dims} must "
                            f"together count the operand's dimensions ({len(x.shape)}, shape {x.shape})")
        window = [updates.shape[i] for i in d.update_window_dims]
        operand_window = [n for i, n in enumerate(x.shape)
                          if i not in d.inserted_window_dims and i not in d.operand_batching_dims]
        if any(w > n for w, n in zip(window, operand_window)):
            raise TypeError(f"lax.{name}: the update window {tuple(window)} exceeds the operand's window dimensions "
                            f"{tuple(operand_window)} (operand shape {x.shape}, updates shape {updates.shape})")
        scatter_sizes = tuple(n for i, n in enumerate(updates.shape) if i not in d.update_window_dims)
        if scatter_sizes != indices.shape[:-1]:
            raise TypeError(f"lax.{name}: the updates' scatter dimensions {scatter_sizes} must match the indices' "
                            f"batch dimensions {indices.shape[:-1]} (indices shape {indices.shape})")
        operand_batch = tuple(x.shape[i] for i in d.operand_batching_dims)
        indices_batch = tuple(indices.shape[i] for i in d.scatter_indices_batching_dims)
        if operand_batch != indices_batch:
            raise TypeError(f"lax.{name}: the operand batching dimensions (sizes {operand_batch}) and the indices "
                            f"batching dimensions (sizes {indices_batch}) must have equal sizes")
        return x.shape, x.dtype

    return rule


def _scatter_lower(combine: Callable[[Any, Any], Any]) -> Callable[..., Any]:
    def lower(out_type: Any, x: Any, indices: Any, updates: Any, *, dimension_numbers: ScatterDimensionNumbers,
              indices_are_sorted: bool, unique_indices: bool, mode: GatherScatterMode) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo as hlo

        d = dimension_numbers
        if mode is GatherScatterMode.CLIP:
            window = _scatter_window(tuple(x.type.shape), tuple(updates.type.shape), d)
            indices = _clamp(indices, _upper_bounds(indices, tuple(x.type.shape), window,
                                                    d.scatter_dims_to_operand_dims))
        attr = hlo.ScatterDimensionNumbers.get(
            update_window_dims=list(d.update_window_dims), inserted_window_dims=list(d.inserted_window_dims),
            input_batching_dims=list(d.operand_batching_dims),
            scatter_indices_batching_dims=list(d.scatter_indices_batching_dims),
            scattered_dims_to_operand_dims=list(d.scatter_dims_to_operand_dims),
            index_vector_dim=len(indices.type.shape) - 1)
        op = hlo.ScatterOp([out_type], [x], indices, [updates], attr,
                           indices_are_sorted=ir.BoolAttr.get(indices_are_sorted),
                           unique_indices=ir.BoolAttr.get(unique_indices))
        scalar = ir.RankedTensorType.get([], out_type.element_type)
        block = op.update_computation.blocks.append(scalar, scalar)
        with ir.InsertionPoint(block):
            hlo.return_([combine(*block.arguments)])
        return op.results[0]

    return lower


def _scatter_primitive(name: str, accepts: Accepts | None, combine: Callable[[Any, Any], Any]) -> Primitive:
    return Primitive(name, _scatter_rule(name, accepts), _scatter_lower(combine),
                     weak=lambda avals, _: avals[0].weak_type)


scatter_p: Primitive = _scatter_primitive("scatter", None, lambda current, update: update)
scatter_add_p: Primitive = _scatter_primitive("scatter_add", NUMBER, hlo_combine("add"))
scatter_sub_p: Primitive = _scatter_primitive("scatter_sub", NUMBER, hlo_combine("subtract"))
scatter_mul_p: Primitive = _scatter_primitive("scatter_mul", NUMBER, hlo_combine("multiply"))
scatter_min_p: Primitive = _scatter_primitive("scatter_min", ANY, extremum_combine("minimum", "LT"))
scatter_max_p: Primitive = _scatter_primitive("scatter_max", ANY, extremum_combine("maximum", "GT"))


def _public_scatter(primitive: Primitive, doc: str) -> Callable[..., Array]:
    def scatter_function(operand: Any, scatter_indices: Any, updates: Any, dimension_numbers: Any, *,
                         indices_are_sorted: bool = False, unique_indices: bool = False,
                         mode: str | GatherScatterMode | None = None) -> Array:
        x, indices, u = lax_operand(operand), lax_operand(scatter_indices), lax_operand(updates)
        dnums = _dnums(primitive.name, dimension_numbers, ScatterDimensionNumbers)
        return primitive.bind(x, indices, u, dimension_numbers=dnums, indices_are_sorted=bool(indices_are_sorted),
                              unique_indices=bool(unique_indices), mode=GatherScatterMode.from_any(mode))

    scatter_function.__name__ = scatter_function.__qualname__ = primitive.name
    scatter_function.__doc__ = (f"lax.{primitive.name}: ``operand`` with each window of ``updates`` {doc} at the "
                                "place its index vector (the last dimension of ``scatter_indices``) names, laid out "
                                "by ``dimension_numbers``. ``mode`` (default ``FILL_OR_DROP``: out-of-bounds windows "
                                "are dropped) handles out-of-bounds windows.")
    return scatter_function


scatter: Callable[..., Array] = _public_scatter(scatter_p, "written (overlapping windows: one of them wins)")
scatter_add: Callable[..., Array] = _public_scatter(scatter_add_p, "added")
scatter_sub: Callable[..., Array] = _public_scatter(scatter_sub_p, "subtracted")
scatter_mul: Callable[..., Array] = _public_scatter(scatter_mul_p, "multiplied in")
scatter_min: Callable[..., Array] = _public_scatter(scatter_min_p, "combined by minimum")
scatter_max: Callable[..., Array] = _public_scatter(scatter_max_p, "combined by maximum")


# -- differentiation rules ---------------------------------------------------------------------

def _gather_of_scatter(d: ScatterDimensionNumbers) -> GatherDimensionNumbers:
    return GatherDimensionNumbers(d.update_window_dims, d.inserted_window_dims, d.scatter_dims_to_operand_dims,
                                  d.operand_batching_dims, d.scatter_indices_batching_dims)


def _scatter_of_gather(d: GatherDimensionNumbers) -> ScatterDimensionNumbers:
    return ScatterDimensionNumbers(d.offset_dims, d.collapsed_slice_dims, d.start_index_map,
                                   d.operand_batching_dims, d.start_indices_batching_dims)


def _gather_jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
    out = gather_p.bind(*primals, **params)
    if tangents[0] is None:
        return out, None
    fill = None if params["mode"] is not GatherScatterMode.FILL_OR_DROP else 0
    return out, gather_p.bind(tangents[0], primals[1], **{**params, "fill_value": fill})


def _gather_transpose(ct: Any, x: Any, indices: Any, *, dimension_numbers: GatherDimensionNumbers,
                      slice_sizes: Shape, indices_are_sorted: bool, unique_indices: bool, mode: GatherScatterMode,
                      fill_value: Any) -> list[Any]:
    from jaxtypes.runtime.lax.shape import full

    zeros = full(x.aval.shape, 0, ct.dtype)
    out = scatter_add_p.bind(zeros, indices, ct, dimension_numbers=_scatter_of_gather(dimension_numbers),
                             indices_are_sorted=indices_are_sorted, unique_indices=unique_indices, mode=mode)
    return [out, None]


def _updates_gather(ct: Any, indices: Any, updates_shape: Shape, d: ScatterDimensionNumbers,
                    params: dict[str, Any]) -> Any:
    """The part of ``ct`` (operand-shaped) each update element lands on (0 where dropped)."""
    mode = params["mode"]
    return gather_p.bind(ct, indices, dimension_numbers=_gather_of_scatter(d),
                         slice_sizes=_scatter_window(tuple(ct.shape), updates_shape, d),
                         indices_are_sorted=params["indices_are_sorted"], unique_indices=params["unique_indices"],
                         mode=mode, fill_value=0 if mode is GatherScatterMode.FILL_OR_DROP else None)


def _scatter_add_transpose(primitive: Primitive) -> Callable[..., list[Any]]:
    def transpose(ct: Any, x: Any, indices: Any, updates: Any, **params: Any) -> list[Any]:
        from jaxtypes.runtime.lax.elementwise import neg_p

        d = params["dimension_numbers"]
        updates_ct = None
        if ad.is_undefined(updates):
            updates_ct = _updates_gather(ct, indices, updates.aval.shape, d, params)
            if primitive is scatter_sub_p:
                updates_ct = neg_p.bind(updates_ct)
        return [ct if ad.is_undefined(x) else None, None, updates_ct]

    return transpose


def _scatter_add_jvp(primitive: Primitive) -> Callable[..., tuple[Any, Any]]:
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
        out = primitive.bind(*primals, **params)
        if tangents[0] is None and tangents[2] is None:
            return out, None
        x, indices, updates = primals
        return out, primitive.bind(ad.instantiate(tangents[0], x), indices, ad.instantiate(tangents[2], updates),
                                   **params)

    return jvp


for _p in (scatter_add_p, scatter_sub_p):
    _p.jvp, _p.transpose = _scatter_add_jvp(_p), _scatter_add_transpose(_p)


def _scatter_jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
    """scatter's JVP (overlapping windows allowed): each update element gets a unique id;
    scattering the ids and gathering them back tells which elements won and which
    operand elements were overwritten; the tangent is then a masked scatter_add."""
    from jaxtypes.runtime.lax.operators import add_p, convert_element_type_p, eq_p, mul_p
    from jaxtypes.runtime.lax.shape import full, iota, reshape

    x, indices, updates = primals
    out = scatter_p.bind(*primals, **params)
    if tangents[0] is None and tangents[2] is None:
        return out, None
    d = params["dimension_numbers"]
    count = math.prod(updates.shape)
    id_dtype = np.dtype(np.int32) if count < 2**31 - 1 else np.dtype(np.int64)
    ids = reshape(add_p.bind(iota(id_dtype, count), full((), 1, id_dtype)), tuple(updates.shape))
    scattered = scatter_p.bind(full(tuple(x.shape), 0, id_dtype), indices, ids, **params)
    won = eq_p.bind(_updates_gather(scattered, indices, tuple(updates.shape), d, params), ids)
    kept = eq_p.bind(scattered, full((), 0, id_dtype))

    def as_weights(mask: Any, like: Any) -> Any:
        return convert_element_type_p.bind(mask, new_dtype=like.dtype, weak_type=False)

    t_x = mul_p.bind(ad.instantiate(tangents[0], x), as_weights(kept, x))
    t_u = mul_p.bind(ad.instantiate(tangents[2], updates), as_weights(won, updates))
    return out, scatter_add_p.bind(t_x, indices, t_u, **params)


def _scatter_mul_jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
    """scatter_mul's JVP (as JAX's): linear in the operand's tangent always; in the
    updates' only for unique indices (each operand element then has one factor)."""
    from jaxtypes.runtime.lax.operators import mul_p
    from jaxtypes.runtime.lax.shape import full

    x, indices, updates = primals
    out = scatter_mul_p.bind(*primals, **params)
    t_out = None
    if tangents[0] is not None:
        factors = scatter_mul_p.bind(full(tuple(x.shape), 1, x.dtype), indices, updates, **params)
        t_out = mul_p.bind(tangents[0], factors)
    if tangents[2] is not None:
        if not params["unique_indices"]:
            raise NotImplementedError("scatter_mul gradients with respect to the updates are only implemented "
                                      "with unique_indices=True (as in JAX)")
        spread = scatter_add_p.bind(full(tuple(x.shape), 0, x.dtype), indices, tangents[2], **params)
        t_u = mul_p.bind(x, spread)
        t_out = t_u if t_out is None else ad.add_tangents(t_out, t_u)
    return out, t_out


def _scatter_extremum_jvp(primitive: Primitive) -> Callable[..., tuple[Any, Any]]:
    """scatter_min/scatter_max's JVP (JAX's rule): the operand element and the updates
    that reach the extremum share its tangent equally; the others get none."""
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
        from jaxtypes.runtime.lax.elementwise import select_n_p
        from jaxtypes.runtime.lax.operators import add_p, div_p, eq_p, mul_p, sub_p
        from jaxtypes.runtime.lax.shape import full

        x, indices, updates = primals
        out = primitive.bind(*primals, **params)
        if tangents[0] is None and tangents[2] is None:
            return out, None
        d, u_shape = params["dimension_numbers"], tuple(updates.shape)
        t_x, t_u = ad.instantiate(tangents[0], x), ad.instantiate(tangents[2], updates)

        def at_updates(v: Any) -> Any:
            return _updates_gather(v, indices, u_shape, d, params)

        def const(value: float, shape: Shape) -> Any:
            return full(shape, value, x.dtype)

        zeros_x, zeros_u, ones_u = const(0, tuple(x.shape)), const(0, u_shape), const(1, u_shape)
        reached = at_updates(out)
        successful = eq_p.bind(updates, reached)
        retained = eq_p.bind(at_updates(x), reached)
        n_updates = at_updates(scatter_add_p.bind(zeros_x, indices, select_n_p.bind(successful, zeros_u, ones_u),
                                                  **params))
        n_refs = at_updates(scatter_add_p.bind(zeros_x, indices, ones_u, **params))
        share_with_x = div_p.bind(ones_u, add_p.bind(n_updates, ones_u))
        u_norm = select_n_p.bind(retained, div_p.bind(ones_u, n_updates), share_with_x)
        u_coef = select_n_p.bind(successful, zeros_u, u_norm)
        x_norm = select_n_p.bind(retained, zeros_u, share_with_x)
        x_coef = div_p.bind(sub_p.bind(x_norm, ones_u), n_refs)
        t_updates = add_p.bind(mul_p.bind(at_updates(t_x), x_coef), mul_p.bind(t_u, u_coef))
        return out, scatter_add_p.bind(t_x, indices, t_updates, **params)

    return jvp


gather_p.jvp, gather_p.transpose = _gather_jvp, _gather_transpose
scatter_p.jvp = _scatter_jvp
scatter_mul_p.jvp = _scatter_mul_jvp
scatter_min_p.jvp = _scatter_extremum_jvp(scatter_min_p)
scatter_max_p.jvp = _scatter_extremum_jvp(scatter_max_p)


# -- batching rules -------------------------------------------------------------------------

def _shift(dims: Shape) -> Shape:
    return tuple(d + 1 for d in dims)


def _gather_batch(values: Any, dims: Any, *, dimension_numbers: GatherDimensionNumbers, slice_sizes: Shape,
                  **params: Any) -> tuple[Any, int]:
    x, indices = values
    x_dim, i_dim = dims
    d = dimension_numbers
    if i_dim is None:
        x = moveaxis(x, x_dim, 0)
        dnums = GatherDimensionNumbers((0, *_shift(d.offset_dims)), _shift(d.collapsed_slice_dims),
                                       _shift(d.start_index_map), _shift(d.operand_batching_dims),
                                       d.start_indices_batching_dims)
        return gather_p.bind(x, indices, dimension_numbers=dnums, slice_sizes=(x.shape[0], *slice_sizes),
                             **params), 0
    indices = moveaxis(indices, i_dim, 0)
    if x_dim is None:
        dnums = GatherDimensionNumbers(_shift(d.offset_dims), d.collapsed_slice_dims, d.start_index_map,
                                       d.operand_batching_dims, _shift(d.start_indices_batching_dims))
        return gather_p.bind(x, indices, dimension_numbers=dnums, slice_sizes=slice_sizes,
                             **{**params, "indices_are_sorted": False, "unique_indices": False}), 0
    x = moveaxis(x, x_dim, 0)
    dnums = GatherDimensionNumbers(_shift(d.offset_dims), _shift(d.collapsed_slice_dims), _shift(d.start_index_map),
                                   (0, *_shift(d.operand_batching_dims)), (0, *_shift(d.start_indices_batching_dims)))
    return gather_p.bind(x, indices, dimension_numbers=dnums, slice_sizes=(min(1, x.shape[0]), *slice_sizes),
                         **params), 0


def _scatter_batch(primitive: Primitive) -> Callable[..., tuple[Any, int]]:
    def batch(values: Any, dims: Any, *, dimension_numbers: ScatterDimensionNumbers, **params: Any) -> tuple[Any, int]:
        size = batch_size(values, dims)
        x, indices, updates = (to_front(v, dim, size) for v, dim in zip(values, dims))
        d = dimension_numbers
        dnums = ScatterDimensionNumbers(_shift(d.update_window_dims), _shift(d.inserted_window_dims),
                                        _shift(d.scatter_dims_to_operand_dims), (0, *_shift(d.operand_batching_dims)),
                                        (0, *_shift(d.scatter_indices_batching_dims)))
        return primitive.bind(x, indices, updates, dimension_numbers=dnums, **params), 0

    return batch


gather_p.batch = _gather_batch
for _p in (scatter_p, scatter_add_p, scatter_sub_p, scatter_mul_p, scatter_min_p, scatter_max_p):
    _p.batch = _scatter_batch(_p)


# -- dynamic_slice / dynamic_update_slice with batched start indices ---------------------------

def _index_vectors(values: Sequence[Any], dims: Sequence[Any], size: int, operand_shape: Shape,
                   allow_negative: tuple[bool, ...]) -> Any:
    """The batched start indices as one (size, ndim) array, negative ones wrapped where allowed."""
    from jaxtypes.runtime.lax.elementwise import select_n_p
    from jaxtypes.runtime.lax.operators import add_p, lt_p
    from jaxtypes.runtime.lax.shape import concatenate_p, full, reshape_p

    columns = []
    for value, dim, n, negative in zip(values, dims, operand_shape, allow_negative):
        index = to_front(value, dim, size)
        if negative and kind(index.dtype) == "int":
            wrapped = add_p.bind(index, full((), n, index.dtype))
            index = select_n_p.bind(lt_p.bind(index, full((), 0, index.dtype)), index, wrapped)
        columns.append(reshape_p.bind(index, new_sizes=(size, 1), dimensions=None))
    return columns[0] if len(columns) == 1 else concatenate_p.bind(*columns, dimension=1)


def batch_dynamic_slice(values: Sequence[Any], dims: Sequence[Any], *, slice_sizes: Shape,
                        allow_negative: tuple[bool, ...]) -> tuple[Any, int]:
    """vmap of dynamic_slice with batched start indices: a clipping gather."""
    size = batch_size(values, dims)
    x, x_dim = values[0], dims[0]
    ndim = len(slice_sizes)
    shape = tuple(x.shape) if x_dim is None else tuple(x.shape[:x_dim]) + tuple(x.shape[x_dim + 1:])
    indices = _index_vectors(values[1:], dims[1:], size, shape, allow_negative)
    if x_dim is None:
        dnums = GatherDimensionNumbers(tuple(range(1, ndim + 1)), (), tuple(range(ndim)))
        sizes = slice_sizes
    else:
        x = moveaxis(x, x_dim, 0)
        dnums = GatherDimensionNumbers(tuple(range(1, ndim + 1)), (), tuple(range(1, ndim + 1)), (0,), (0,))
        sizes = (min(1, x.shape[0]), *slice_sizes)  # (an empty batch has slices of size 0)
    return gather_p.bind(x, indices, dimension_numbers=dnums, slice_sizes=sizes, indices_are_sorted=False,
                         unique_indices=False, mode=GatherScatterMode.CLIP, fill_value=None), 0


def batch_dynamic_update_slice(values: Sequence[Any], dims: Sequence[Any], *,
                               allow_negative: tuple[bool, ...]) -> tuple[Any, int]:
    """vmap of dynamic_update_slice with batched start indices: a clipping scatter."""
    size = batch_size(values, dims)
    x, update = to_front(values[0], dims[0], size), to_front(values[1], dims[1], size)
    ndim = x.ndim - 1
    indices = _index_vectors(values[2:], dims[2:], size, tuple(x.shape[1:]), allow_negative)
    dnums = ScatterDimensionNumbers(tuple(range(1, ndim + 1)), (), tuple(range(1, ndim + 1)), (0,), (0,))
    return scatter_p.bind(x, indices, update, dimension_numbers=dnums, indices_are_sorted=True, unique_indices=True,
                          mode=GatherScatterMode.CLIP), 0


# -- wrappers ------------------------------------------------------------------------------------

def dynamic_update_index_in_dim(operand: Any, update: Any, index: Any, axis: int, *,
                                allow_negative_indices: bool = True) -> Array:
    """``operand`` with entry ``index`` along ``axis`` replaced by ``update`` (which has
    that axis with size 1, or lacks it)."""
    from jaxtypes.runtime.lax.shape import dynamic_update_slice_in_dim, expand_dims

    x, u = lax_operand(operand), lax_operand(update)
    ax = canonical_axis("dynamic_update_index_in_dim", axis, x.ndim)
    if u.ndim == x.ndim - 1:
        u = expand_dims(u, (ax,))
    elif u.ndim != x.ndim:
        raise TypeError(f"lax.dynamic_update_index_in_dim: the update (shape {u.shape}) must have the operand's "
                        f"rank ({x.ndim}) or one less")
    return dynamic_update_slice_in_dim(x, u, index, ax, allow_negative_indices=allow_negative_indices)


def index_take(src: Any, idxs: Sequence[Any], axes: Sequence[int]) -> Array:
    """``src`` at the integer index arrays ``idxs`` (one 1-D array per axis of ``axes``,
    equal lengths): the result's first dimension runs over the indices, the other
    axes follow."""
    from jaxtypes.runtime.lax.shape import concatenate, reshape

    x = lax_operand(src)
    axes_ = index_tuple("index_take", "axes", axes)
    arrays = [lax_operand(i) for i in idxs]
    if len(arrays) != len(axes_):
        raise ValueError(f"lax.index_take: {len(arrays)} index arrays for {len(axes_)} axes")
    if not arrays:
        raise ValueError("lax.index_take: needs at least one index array")
    if any(a.ndim != 1 for a in arrays):
        raise TypeError(f"lax.index_take: index arrays must be 1-D, got shapes {[a.shape for a in arrays]}")
    indices = concatenate([reshape(a, (a.shape[0], 1)) for a in arrays], 1)
    sizes = tuple(1 if i in axes_ else n for i, n in enumerate(x.shape))
    dnums = GatherDimensionNumbers(tuple(range(1, x.ndim - len(axes_) + 1)), axes_, axes_)
    return gather(x, indices, dnums, sizes)


def split(operand: Any, sizes: Sequence[int], axis: int = 0) -> list[Array]:
    """``operand`` cut along ``axis`` into pieces of ``sizes`` (which sum to its length)."""
    from jaxtypes.runtime.lax.shape import slice_in_dim

    x = lax_operand(operand)
    ax = canonical_axis("split", axis, x.ndim)
    sizes_ = index_tuple("split", "sizes", sizes)
    if any(s < 0 for s in sizes_):
        raise ValueError(f"lax.split: sizes must be nonnegative, got {sizes_}")
    if sum(sizes_) != x.shape[ax]:
        raise ValueError(f"lax.split: sizes {sizes_} must sum to the size of axis {ax} ({x.shape[ax]}); "
                         f"operand shape {x.shape}")
    out, start = [], 0
    for s in sizes_:
        out.append(slice_in_dim(x, start, start + s, 1, ax))
        start += s
    return out



# -- scatter_apply -----------------------------------------------------------------------------

def _scatter_apply_lower(out_type: Any, x: Any, indices: Any, updates: Any, *, body: Any,
                         **params: Any) -> Any:
    from jaxtypes.runtime.core.subjaxpr import emit_body

    return _scatter_lower(lambda current, update: emit_body(body, [current])[0])(out_type, x, indices, updates,
                                                                                  **params)


def _scatter_apply_rule(x: Aval, indices: Aval, updates: Aval, *, body: Any, **params: Any) -> ShapeDtype:
    return _scatter_rule("scatter_apply", None)(x, indices, updates, **params)


scatter_apply_p: Primitive = Primitive("scatter_apply", _scatter_apply_rule, _scatter_apply_lower,
                                       weak=lambda avals, _: avals[0].weak_type)
scatter_apply_p.batch = _scatter_batch(scatter_apply_p)
scatter_apply_p.not_differentiable = "as in JAX: the derivative of the function applied at the indices is not implemented"


def scatter_apply(operand: Any, scatter_indices: Any, func: Callable[[Any], Any], dimension_numbers: Any, *,
                  update_shape: Any = (), indices_are_sorted: bool = False, unique_indices: bool = False,
                  mode: str | GatherScatterMode | None = None) -> Array:
    """lax.scatter_apply: ``operand`` with the unary elementwise ``func`` applied to each
    element of each window (of shape ``update_shape``, laid out by ``dimension_numbers``)
    that ``scatter_indices`` names, once per occurrence. Out-of-bounds windows are
    dropped (``mode``, default ``FILL_OR_DROP``)."""
    from jaxtypes.runtime.core.subjaxpr import trace_body
    from jaxtypes.runtime.lax.shape import full

    x, indices = lax_operand(operand), lax_operand(scatter_indices)
    if not callable(func):
        raise TypeError(f"lax.scatter_apply: func must be callable, got {type(func).__name__}")
    dnums = _dnums("scatter_apply", dimension_numbers, ScatterDimensionNumbers)
    scalar = Aval((), x.dtype, x.weak_type)
    body, consts = trace_body(lambda v: [func(v)], [scalar], "lax.scatter_apply's func")
    if consts:
        raise TypeError("lax.scatter_apply: func must not close over arrays (it is applied to scalars inside the "
                        "scatter); pass a function of its argument only")
    (out,) = body.out_avals
    if out.shape != () or out.dtype != x.dtype:
        raise TypeError(f"lax.scatter_apply: func must map a scalar of dtype {x.dtype.name} to a scalar of the same "
                        f"dtype, got shape {out.shape} and dtype {out.dtype.name}")
    updates = full(index_tuple("scatter_apply", "update_shape", update_shape), 0, x.dtype)
    return scatter_apply_p.bind(x, indices, updates, dimension_numbers=dnums, body=body,
                                indices_are_sorted=bool(indices_are_sorted), unique_indices=bool(unique_indices),
                                mode=GatherScatterMode.from_any(mode))
