"""``lax.reduce`` and ``lax.reduce_window`` with a user computation, and
``approx_max_k``/``approx_min_k``.

A user ``computation`` is traced into a sub-jaxpr (a control-flow ``Body``) and
lowered into the region of ``stablehlo.reduce`` / ``stablehlo.reduce_window``.
As in JAX, a computation that is one of ``lax.add``, ``lax.mul``, ``lax.max``,
``lax.min``, ``lax.bitwise_and/or/xor`` with that operation's identity as a
concrete initial value is a monoid: ``reduce`` then uses the ``reduce_*``
primitives and ``reduce_window`` its sum/max/min primitives, which have full
JVP, transpose and batching rules. A general ``reduce`` is differentiated as JAX
does (the JVP of a pairwise tree of the computation, so reverse mode works too);
a general ``reduce_window`` has a JVP (a ``reduce_window`` over primal and tangent
pairs) but, as in JAX, no transpose. Both batch (not over initial values).

``approx_max_k``/``approx_min_k`` compute what JAX computes on CPU: the exact
top k, by a sort along the reduction dimension (the output size with
``aggregate_to_topk=False`` is XLA's ``ApproxTopKReductionOutputSize``).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from typing import Any, Final

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.tracing import Tracer
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_unflatten
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import moveaxis, to_front, batch_size
from jaxtypes.runtime.core.subjaxpr import leaf_array
from jaxtypes.runtime.lax import reduction as red
from jaxtypes.runtime.core.subjaxpr import Body, emit_body, trace_body
from jaxtypes.runtime.lax.operands import (
    ANY, NUMBER, Accepts, Shape, ShapeDtype, as_int, index_tuple, kind, lax_operand, padtype_to_pads, require,
)

__all__ = ["reduce", "reduce_window", "approx_max_k", "approx_min_k"]

Pads = tuple[tuple[int, int], ...]


# -- shared pieces ------------------------------------------------------------------

class Const:
    """A concrete array a computation closed over, as a hashable primitive parameter."""

    __slots__ = ("value", "_key")

    def __init__(self, value: np.ndarray[Any, Any]) -> None:
        self.value: np.ndarray[Any, Any] = value
        self._key: tuple[Any, ...] = (value.dtype.str, value.shape, value.tobytes())

    def __eq__(self, other: object) -> bool:
        return type(other) is Const and other._key == self._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"Const({self.value.dtype.name}{list(self.value.shape)})"


def _consts(what: str, consts: Sequence[Any]) -> tuple[Const, ...]:
    out = []
    for c in consts:
        if isinstance(c, Tracer):
            raise TypeError(f"{what}: the computation must not close over traced values (pass them as operands)")
        out.append(Const(np.asarray(c)))
    return tuple(out)


def _emit(body: Body, consts: tuple[Const, ...], args: Sequence[Any]) -> list[Any]:
    """``body`` at the current insertion point, its constants embedded."""
    return emit_body(body, [lowering.mlir_constant(c.value, c.value.dtype) for c in consts] + list(args))


def _call(body: Body, consts: tuple[Const, ...], *args: Any) -> list[Any]:
    from jaxtypes.runtime.core.creation import asarray

    return body(*[asarray(c.value) for c in consts], *args)


def _multi(name: str, rule: Callable[..., Any], lower: Callable[..., Any],
           out_weak: Callable[[Sequence[Any], dict[str, Any]], list[bool]]) -> Primitive:
    """A primitive of several results, each weak as ``out_weak(avals, params)`` says."""
    def avals_rule(*avals: Aval, **params: Any) -> list[Aval]:
        return [Aval(s, d, w) for (s, d), w in zip(rule(*avals, **params), out_weak(avals, params))]

    return Primitive(name, avals_rule, lower, weak=never_weak, multiple_results=True)


def _is_concrete_scalar(x: Any) -> bool:
    return not isinstance(x, Tracer) and np.shape(x) == ()


def _weak(x: Any) -> bool:
    return bool(getattr(x, "weak_type", isinstance(x, (int, float, complex)) and not isinstance(x, bool)))


def _with_weak(x: Array, weak: bool) -> Array:
    from jaxtypes.runtime.lax.operators import convert_element_type

    if bool(x.weak_type) == weak or (weak and x.dtype == np.dtype(bool)):
        return x
    return convert_element_type(x, x.dtype, weak_type=weak)


def _type_str(a: Any) -> str:
    return f"{np.dtype(a.dtype).name}{list(a.shape)}"


def _matching_trees(what: str, operands: Any, init_values: Any) -> tuple[list[Any], list[Any], PyTreeDef]:
    """The leaves of ``operands`` and ``init_values``, which must have one tree structure."""
    flat_ops, op_tree = tree_flatten(operands)
    flat_inits, init_tree = tree_flatten(init_values)
    if op_tree != init_tree:
        raise ValueError(f"{what}: operands must have the same tree structure as init_values: {op_tree} vs. {init_tree}")
    if not flat_ops:
        raise ValueError(f"{what}: no operands")
    return flat_ops, flat_inits, op_tree


def _flatten_pair(what: str, operands: Any, init_values: Any) -> tuple[list[Array], list[Array], PyTreeDef]:
    flat_ops, flat_inits, init_tree = _matching_trees(what, operands, init_values)
    ops = [leaf_array(x, what) for x in flat_ops]
    inits = [leaf_array(x, what) for x in flat_inits]
    bad = [tuple(i.shape) for i in inits if i.shape != ()]
    if bad:
        raise TypeError(f"{what}: init_values must be scalars, got init values of shapes {bad}")
    shapes = {tuple(x.shape) for x in ops}
    if len(shapes) > 1:
        raise TypeError(f"{what}: the operands must have equal shapes, got {[tuple(x.shape) for x in ops]}")
    for x, i in zip(ops, inits):
        if x.dtype != i.dtype:
            raise TypeError(f"{what}: each init value must have its operand's dtype, got operand dtypes "
                            f"{[x.dtype.name for x in ops]} and init value dtypes {[i.dtype.name for i in inits]}")
    return ops, inits, init_tree


def _trace_computation(what: str, computation: Callable[..., Any], inits: Sequence[Array], tree: PyTreeDef
                       ) -> tuple[Body, tuple[Const, ...]]:
    """``computation(a, b)`` (a and b pytrees like init_values) traced for scalars of
    the init values' types: a body of ``(*a_leaves, *b_leaves)`` (after its constants)."""
    if not callable(computation):
        raise TypeError(f"{what}: computation must be callable, got {type(computation).__name__}")
    n = len(inits)
    out_trees: list[PyTreeDef] = []

    def flat(*leaves: Any) -> list[Any]:
        out, out_tree = tree_flatten(computation(tree_unflatten(tree, list(leaves[:n])),
                                                 tree_unflatten(tree, list(leaves[n:]))))
        out_trees.append(out_tree)
        return [leaf_array(o, what) for o in out]

    avals = [Aval((), i.dtype, bool(i.weak_type)) for i in inits]
    body, consts = trace_body(flat, avals + avals, what)
    if out_trees[-1] != tree:
        raise TypeError(f"{what}: computation must return a value of init_values' structure {tree}, "
                        f"got {out_trees[-1]}")
    for a, o in zip(avals, body.out_avals):
        if o.shape != () or o.dtype != a.dtype:
            raise TypeError(f"{what}: computation must return scalars of the init values' dtypes "
                            f"{[a.dtype.name for a in avals]}, got {[_type_str(o) for o in body.out_avals]}")
    return body, _consts(what, consts)


def _monoid(what: str, computation: Any, inits: Sequence[Any], window: bool) -> str | None:
    """The monoid ("sum", "prod", "max", "min", "and", "or", "xor") that ``computation``
    with the concrete initial value is, as JAX recognises them, or None."""
    from jaxtypes.runtime.lax import operators as ops

    if len(inits) != 1 or not _is_concrete_scalar(inits[0]):
        return None
    x = inits[0]
    dtype = np.dtype(x.dtype) if hasattr(x, "dtype") else lax_operand(x).dtype
    value = np.asarray(x)
    intlike = kind(dtype) in ("bool", "int", "uint")
    candidates: list[tuple[Any, str, Callable[[], Any], bool]] = [
        (ops.add, "sum", lambda: 0, True), (ops.max, "max", lambda: red.lowest(dtype), True),
        (ops.min, "min", lambda: red.highest(dtype), True), (ops.mul, "prod", lambda: 1, False),
        (ops.bitwise_and, "and", lambda: red._all_ones(dtype), False),
        (ops.bitwise_or, "or", lambda: 0, False), (ops.bitwise_xor, "xor", lambda: 0, False),
    ]
    for op, name, identity, in_window in candidates:
        if computation is op:
            if (window and not in_window) or (name in ("and", "or", "xor") and not intlike):
                return None
            with np.errstate(all="ignore"):
                return name if bool(np.equal(value, identity())) else None
    return None


# -- reduce -------------------------------------------------------------------------

def _reduce_rule(*args: Aval, computation: Body, consts: tuple[Const, ...], dimensions: Shape,
                 out_weak: tuple[bool, ...]) -> list[ShapeDtype]:
    n = len(args) // 2
    shape = args[0].shape
    if len(set(dimensions)) != len(dimensions):
        raise ValueError(f"lax.reduce: duplicate value in dimensions: {dimensions}")
    if any(not 0 <= d < len(shape) for d in dimensions):
        raise ValueError(f"lax.reduce: dimensions {dimensions} out of range for operands of shape {shape}")
    kept = tuple(s for i, s in enumerate(shape) if i not in dimensions)
    return [(kept, a.dtype) for a in args[:n]]


def _reduce_lower(out_types: Sequence[Any], *args: Any, computation: Body, consts: tuple[Const, ...],
                  dimensions: Shape, out_weak: tuple[bool, ...]) -> list[Any]:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    n = len(args) // 2
    scalars = [ir.RankedTensorType.get([], x.type.element_type) for x in args[:n]]
    op = hlo.ReduceOp(list(out_types), list(args[:n]), list(args[n:]), list(dimensions))
    block = op.body.blocks.append(*scalars, *scalars)
    with ir.InsertionPoint(block):
        hlo.return_(_emit(computation, consts, block.arguments))
    return list(op.results)


reduce_p: Final[Primitive] = _multi("reduce", _reduce_rule, _reduce_lower,
                                         lambda avals, params: list(params["out_weak"]))


def reduce(operands: Any, init_values: Any, computation: Callable[[Any, Any], Any], dimensions: Sequence[int]) -> Any:
    """``operands`` (a pytree of arrays of one shape) reduced over ``dimensions`` with
    ``computation(a, b)`` (on pytrees of scalars like ``init_values``), starting from
    ``init_values`` (scalars of the operands' dtypes). The result has the operands'
    structure. ``computation`` must be commutative and associative."""
    what = "lax.reduce"
    dims = index_tuple("reduce", "dimensions", dimensions)
    flat_ops, flat_inits = tree_flatten(operands)[0], tree_flatten(init_values)[0]
    monoid = _monoid(what, computation, flat_inits, window=False)
    if monoid is not None and len(flat_ops) == 1 and tree_flatten(operands)[1] == tree_flatten(init_values)[1]:
        x = leaf_array(flat_ops[0], what)
        primitive = {"sum": red.reduce_sum_p, "prod": red.reduce_prod_p, "max": red.reduce_max_p,
                     "min": red.reduce_min_p, "and": red.reduce_and_p, "or": red.reduce_or_p,
                     "xor": red.reduce_xor_p}[monoid]
        weak = bool(x.weak_type) and _weak(flat_inits[0])
        out = _with_weak(primitive.bind(x, axes=dims), weak)
        return tree_unflatten(tree_flatten(operands)[1], [out])
    ops, inits, tree = _flatten_pair(what, operands, init_values)
    body, consts = _trace_computation(what, computation, inits, tree)
    out_weak = tuple(bool(x.weak_type) and bool(i.weak_type) and o.weak_type
                     for x, i, o in zip(ops, inits, body.out_avals))
    outs = reduce_p.apply(*ops, *inits, computation=body, consts=consts, dimensions=dims, out_weak=out_weak)
    return tree_unflatten(tree, outs)


def _reduce_batch(values: Sequence[Any], dims: Sequence[int | None], *, computation: Body, consts: tuple[Const, ...],
                  dimensions: Shape, out_weak: tuple[bool, ...]) -> tuple[list[Any], list[int]]:
    n = len(values) // 2
    if any(d is not None for d in dims[n:]):
        raise NotImplementedError("vmap of lax.reduce over batched init_values is not implemented (as in JAX)")
    size = batch_size(values, dims)
    ops = [to_front(v, d, size) for v, d in zip(values[:n], dims[:n])]
    outs = reduce_p.apply(*ops, *values[n:], computation=computation, consts=consts,
                          dimensions=tuple(d + 1 for d in dimensions), out_weak=out_weak)
    return outs, [0] * n


def _reduce_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, computation: Body, consts: tuple[Const, ...],
                dimensions: Shape, out_weak: tuple[bool, ...]) -> tuple[list[Any], list[Any]]:
    """JAX's rule: the JVP of a pairwise tree of ``computation`` (vectorized over the
    kept dimensions) along the reduced dimensions flattened into one."""
    from jaxtypes.runtime.interpreters.transformations import vmap
    from jaxtypes.runtime.lax import shape as lax_shape

    n = len(primals) // 2
    if any(t is not None for t in tangents[n:]):
        raise NotImplementedError("lax.reduce: differentiation with respect to the init_values of a general "
                                  "reduction is not implemented (as in JAX)")
    ops, inits = list(primals[:n]), list(primals[n:])
    shape = tuple(ops[0].shape)
    rest = [i for i in range(len(shape)) if i not in dimensions]
    size = math.prod(shape[d] for d in dimensions)
    new_shape = (size, *(shape[i] for i in rest))
    perm = (*dimensions, *rest)

    def flatten(x: Any) -> Any:
        return lax_shape.reshape(lax_shape.transpose(x, perm), new_shape)

    def reducer(*xs: Any) -> list[Any]:
        return _call(computation, consts, *xs)

    vec: Callable[..., Any] = reducer
    for _ in range(len(rest) + 1):
        vec = vmap(vec)

    def tree_reduce(*xs: Any) -> list[Any]:
        xs_l = list(xs)
        while xs_l[0].shape[0] > 1:
            m = int(xs_l[0].shape[0])
            m1 = (m + 1) // 2
            first = [lax_shape.slice_in_dim(x, 0, m1) for x in xs_l]
            second = [lax_shape.slice_in_dim(x, m1, None) for x in xs_l]
            if m - m1 != m1:
                config = [(0, 1, 0)] + [(0, 0, 0)] * (len(new_shape) - 1)
                second = [lax_shape.pad(x, i, config) for x, i in zip(second, inits)]
            xs_l = list(vec(*first, *second))
        if xs_l[0].shape[0] == 0:
            return [lax_shape.full(new_shape[1:], i, i.dtype) for i in inits]
        return [lax_shape.squeeze(x, (0,)) for x in xs_l]

    flat_ops = [flatten(x) for x in ops]
    flat_ts = [None if t is None else flatten(t) for t in tangents[:n]]
    outs, touts = ad.jvp_flat(tree_reduce, flat_ops, flat_ts)
    outs = [_with_weak(o, w) for o, w in zip(outs, out_weak)]
    return outs, list(touts)


reduce_p.batch, reduce_p.jvp = _reduce_batch, _reduce_jvp


# -- reduce_window: shapes and parameters ----------------------------------------------

def _dilate(size: int, dilation: int) -> int:
    return 0 if size == 0 else 1 + dilation * (size - 1)


def _window_out_shape(shape: Shape, window: Shape, strides: Shape, padding: Pads, base: Shape, wdil: Shape) -> Shape:
    out = []
    for s, w, st, (lo, hi), b, wd in zip(shape, window, strides, padding, base, wdil):
        padded = _dilate(s, b) + lo + hi
        dw = _dilate(w, wd)
        out.append(0 if padded < dw else (padded - dw) // st + 1)
    return tuple(out)


def _window_params(name: str, shape: Shape, window_dimensions: Any, window_strides: Any, padding: Any,
                   base_dilation: Any, window_dilation: Any) -> dict[str, Any]:
    what = f"lax.{name}"
    rank = len(shape)
    window = index_tuple(name, "window_dimensions", window_dimensions)
    strides = index_tuple(name, "window_strides", window_strides)
    base = (1,) * rank if base_dilation is None else index_tuple(name, "base_dilation", base_dilation)
    wdil = (1,) * rank if window_dilation is None else index_tuple(name, "window_dilation", window_dilation)
    if len(window) != rank:
        raise TypeError(f"{what}: got {len(window)} window_dimensions {window} for operands of rank {rank} "
                        f"(shape {shape})")
    for label, values in (("window_strides", strides), ("base_dilation", base), ("window_dilation", wdil)):
        if len(values) != rank:
            raise TypeError(f"{what}: got {label} {values} for window_dimensions {window} (one per dimension)")
    for label, values in (("window_dimensions", window), ("window_strides", strides),
                          ("base_dilation", base), ("window_dilation", wdil)):
        if any(v <= 0 for v in values):
            raise TypeError(f"{what}: every element of {label} must be strictly positive, got {values}")
    if isinstance(padding, str):
        pads = tuple(padtype_to_pads(shape, [_dilate(w, d) for w, d in zip(window, wdil)], strides, padding, what))
    else:
        try:
            pairs = [tuple(operator.index(v) for v in p) for p in padding]
        except TypeError:
            raise TypeError(f"{what}: padding must be 'VALID', 'SAME', 'SAME_LOWER' or a sequence of "
                            f"(low, high) integer pairs, got {padding!r}") from None
        if len(pairs) != rank or any(len(p) != 2 for p in pairs):
            raise ValueError(f"{what}: padding must be one (low, high) pair per dimension ({rank}), got {padding!r}")
        pads = tuple((p[0], p[1]) for p in pairs)
    return dict(window_dimensions=window, window_strides=strides, padding=pads, base_dilation=base,
                window_dilation=wdil)


def _reduce_window_values(inputs: Sequence[Any], inits: Sequence[Any], out_types: Sequence[Any], body: Any, *,
                          window_dimensions: Shape, window_strides: Shape, padding: Pads, base_dilation: Shape,
                          window_dilation: Shape) -> list[Any]:
    """``stablehlo.reduce_window``; ``body(*a, *b)`` combines two groups of 0-d values."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    host: Any = np.asarray(padding, dtype=np.int64).reshape(len(padding), 2)  # (its stub wants a Buffer)
    pads = ir.DenseIntElementsAttr.get(host)
    op = hlo.ReduceWindowOp(list(out_types), list(inputs), list(inits), list(window_dimensions),
                            window_strides=list(window_strides), base_dilations=list(base_dilation),
                            window_dilations=list(window_dilation), padding=pads)
    scalars = [ir.RankedTensorType.get([], x.type.element_type) for x in inputs]
    block = op.body.blocks.append(*scalars, *scalars)
    with ir.InsertionPoint(block):
        hlo.return_(list(body(*block.arguments)))
    return list(op.results)


def _window_shape_rule(x: Aval, **params: Any) -> Shape:
    return _window_out_shape(x.shape, params["window_dimensions"], params["window_strides"], params["padding"],
                             params["base_dilation"], params["window_dilation"])


def _batched_params(params: dict[str, Any]) -> dict[str, Any]:
    """Window parameters with a leading (batch) dimension the window does not span."""
    return dict(params, window_dimensions=(1, *params["window_dimensions"]),
                window_strides=(1, *params["window_strides"]), padding=((0, 0), *params["padding"]),
                base_dilation=(1, *params["base_dilation"]), window_dilation=(1, *params["window_dilation"]))


# -- reduce_window: the monoid primitives -------------------------------------------------

def _window_monoid(name: str, accepts: Accepts, identity: Callable[[np.dtype[Any]], Any],
                   combine: Callable[[Any, Any], Any]) -> Primitive:
    def rule(x: Aval, **params: Any) -> ShapeDtype:
        require(name, accepts, x.dtype)
        return _window_shape_rule(x, **params), x.dtype

    def lower(out_type: Any, x: Any, **params: Any) -> Any:
        dtype = lowering.numpy_dtype(x)
        init = lowering.mlir_constant(identity(dtype), dtype)
        return _reduce_window_values([x], [init], [out_type], lambda a, b: [combine(a, b)], **params)[0]

    primitive = Primitive(name, rule, lower, weak=lambda avals, params: bool(avals[0].weak_type))

    def batch(values: Any, dims: Any, **params: Any) -> tuple[Any, int]:
        return primitive.bind(moveaxis(values[0], dims[0], 0), **_batched_params(params)), 0

    primitive.batch = batch
    return primitive


reduce_window_sum_p: Final[Primitive] = _window_monoid("reduce_window_sum", NUMBER, lambda dt: 0,
                                                       red.hlo_combine("add"))
reduce_window_max_p: Final[Primitive] = _window_monoid("reduce_window_max", ANY, red.lowest,
                                                       red.extremum_combine("maximum", "GT"))
reduce_window_min_p: Final[Primitive] = _window_monoid("reduce_window_min", ANY, red.highest,
                                                       red.extremum_combine("minimum", "LT"))


def _sum_transpose(ct: Any, x: Any, *, window_dimensions: Shape, window_strides: Shape, padding: Pads,
                   base_dilation: Shape, window_dilation: Shape) -> list[Any]:
    """The cotangent padded (interior: the strides) and summed over windows again,
    strided by the base dilation (JAX's ``_reduce_window_sum_transpose_rule``)."""
    from jaxtypes.runtime.lax.shape import pad_p

    in_shape = tuple(x.aval.shape)
    config = []
    for s, w, st, (lo, _), b, wd, c in zip(in_shape, window_dimensions, window_strides, padding, base_dilation,
                                          window_dilation, ct.shape):
        before = _dilate(w, wd) - lo - 1
        after = _dilate(s, b) + _dilate(w, wd) - 1 - _dilate(c, st) - before
        config.append((before, after, st - 1))
    zero = ad.zeros(Aval((), ct.dtype, False))
    padded = pad_p.bind(ct, zero, padding_config=tuple(config))
    out = reduce_window_sum_p.bind(padded, window_dimensions=window_dimensions, window_strides=base_dilation,
                                   padding=tuple((0, 0) for _ in in_shape), base_dilation=(1,) * len(in_shape),
                                   window_dilation=window_dilation)
    return [out]


ad.define_linear(reduce_window_sum_p, _sum_transpose)


def _chosen_rule(x: Aval, *, select: str, batch_dims: int, **params: Any) -> ShapeDtype:
    return _window_shape_rule(x, **params), np.dtype(np.int32)


_NONE: Final = np.iinfo(np.int32).max  # the index of padding and base-dilation holes: out of bounds


def _chosen_lower(out_type: Any, x: Any, *, select: str, batch_dims: int, **params: Any) -> Any:
    """The flat index (over the dimensions after the first ``batch_dims``) of the element
    each window's max (``select`` "max") or min chooses: NaN counts as extreme, ties
    give the lowest index; windows of padding only give ``_NONE``."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    shape = list(x.type.shape)
    i32 = np.dtype(np.int32)
    index_type = ir.RankedTensorType.get(shape, lowering.tensor_type((), i32).element_type)
    flat = None
    stride = 1
    for d in reversed(range(batch_dims, len(shape))):
        term = hlo.iota(index_type, d)
        if stride != 1:
            term = hlo.multiply(term, lowering.broadcast_to(lowering.mlir_constant(stride, i32), shape))
        flat = term if flat is None else hlo.add(flat, term)
        stride *= shape[d]
    if flat is None:
        flat = lowering.broadcast_to(lowering.mlir_constant(0, i32), shape)
    direction = "GT" if select == "max" else "LT"
    dtype = lowering.numpy_dtype(x)
    init = red.lowest(dtype) if select == "max" else red.highest(dtype)

    def body(acc: Any, acc_i: Any, y: Any, y_i: Any) -> list[Any]:
        better, tie = lowering.compare(acc, y, direction), lowering.compare(acc, y, "EQ")
        if lowering.element_kind(acc) == "float":
            acc_nan, y_nan = lowering.compare(acc, acc, "NE"), lowering.compare(y, y, "NE")
            better = hlo.or_(better, hlo.and_(acc_nan, hlo.not_(y_nan)))
            tie = hlo.or_(tie, hlo.and_(acc_nan, y_nan))
        keep = hlo.or_(better, hlo.and_(tie, lowering.compare(acc_i, y_i, "LT")))
        return [hlo.select(keep, acc, y), hlo.select(keep, acc_i, y_i)]

    value_type = ir.RankedTensorType.get(list(out_type.shape), x.type.element_type)
    return _reduce_window_values([x, flat], [lowering.mlir_constant(init, dtype), lowering.mlir_constant(_NONE, i32)],
                                 [value_type, out_type], body, **params)[1]


_window_chosen_p: Final[Primitive] = Primitive("reduce_window_chosen_index", _chosen_rule, _chosen_lower,
                                               weak=never_weak)
ad.define_zero_jvp(_window_chosen_p)


def _chosen_batch(values: Any, dims: Any, *, select: str, batch_dims: int, **params: Any) -> tuple[Any, int]:
    x = moveaxis(values[0], dims[0], 0)
    return _window_chosen_p.bind(x, select=select, batch_dims=batch_dims + 1, **_batched_params(params)), 0


_window_chosen_p.batch = _chosen_batch


def _chooser_jvp(select: str) -> Callable[..., Any]:
    """max/min: the tangent at the element each window chose (a gather, so reverse
    mode is its transpose, a scatter-add)."""
    def jvp(t: Any, x: Any, *, out: Any, **params: Any) -> Any:
        from jaxtypes.runtime.lax import shape as lax_shape
        from jaxtypes.runtime.lax.slicing import GatherDimensionNumbers, gather

        chosen = _window_chosen_p.bind(x, select=select, batch_dims=0, **params)
        flat_t = lax_shape.reshape(t, (math.prod(t.shape),))
        indices = lax_shape.reshape(chosen, (*chosen.shape, 1))
        dnums = GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0,), start_index_map=(0,))
        return gather(flat_t, indices, dnums, (1,), mode="fill", fill_value=0)

    return jvp


ad.define_jvp(reduce_window_max_p, _chooser_jvp("max"))
ad.define_jvp(reduce_window_min_p, _chooser_jvp("min"))


# -- reduce_window: general -----------------------------------------------------------

def _general_rule(*args: Aval, computation: Body, consts: tuple[Const, ...], **params: Any) -> list[ShapeDtype]:
    n = len(args) // 2
    shape = _window_shape_rule(args[0], **params)
    return [(shape, a.dtype) for a in args[:n]]


def _general_lower(out_types: Sequence[Any], *args: Any, computation: Body, consts: tuple[Const, ...],
                   **params: Any) -> list[Any]:
    n = len(args) // 2
    return _reduce_window_values(args[:n], args[n:], out_types, lambda *a: _emit(computation, consts, a), **params)


reduce_window_p: Final[Primitive] = _multi("reduce_window", _general_rule, _general_lower,
                                                lambda avals, params: [False] * (len(avals) // 2))


def _general_batch(values: Sequence[Any], dims: Sequence[int | None], **params: Any) -> tuple[list[Any], list[int]]:
    n = len(values) // 2
    if any(d is not None for d in dims[n:]):
        raise NotImplementedError("vmap of lax.reduce_window over batched init_values is not implemented (as in JAX)")
    size = batch_size(values, dims)
    ops = [to_front(v, d, size) for v, d in zip(values[:n], dims[:n])]
    return reduce_window_p.apply(*ops, *values[n:], **_batched_params(params)), [0] * n


def _general_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, computation: Body, consts: tuple[Const, ...],
                 **params: Any) -> tuple[list[Any], list[Any]]:
    """A reduce_window over (primal, tangent) pairs whose computation is the JVP of
    ``computation`` (as JAX does)."""
    n = len(primals) // 2
    full = [ad.instantiate(t, p) for p, t in zip(primals, tangents)]
    avals = [Aval((), np.dtype(p.dtype), False) for p in primals[n:]]

    def jvp_body(*args: Any) -> list[Any]:
        a, ta, b, tb = args[:n], args[n:2 * n], args[2 * n:3 * n], args[3 * n:]
        outs, touts = ad.jvp_flat(lambda *xs: _call(computation, consts, *xs), [*a, *b], [*ta, *tb])
        return [*outs, *(ad.instantiate(t, o) for o, t in zip(outs, touts))]

    body, body_consts = trace_body(jvp_body, avals * 4, "lax.reduce_window jvp")
    outs = reduce_window_p.apply(*primals[:n], *full[:n], *primals[n:], *full[n:], computation=body,
                                 consts=_consts("lax.reduce_window", body_consts), **params)
    return outs[:n], outs[n:]


def _general_transpose(cts: Any, *args: Any, **params: Any) -> list[Any]:
    raise NotImplementedError("lax.reduce_window with a general computation has no reverse-mode derivative "
                              "(as in JAX); forward mode (jvp) works, and lax.add/lax.max/lax.min with their "
                              "identity as init_value are fully differentiable")


reduce_window_p.batch, reduce_window_p.jvp, reduce_window_p.transpose = _general_batch, _general_jvp, _general_transpose


def reduce_window(operand: Any, init_value: Any, computation: Callable[[Any, Any], Any],
                  window_dimensions: Sequence[int], window_strides: Sequence[int],
                  padding: str | Sequence[tuple[int, int]], base_dilation: Sequence[int] | None = None,
                  window_dilation: Sequence[int] | None = None) -> Any:
    """``operand`` (an array or a pytree of arrays of one shape) reduced over each window
    with ``computation``, starting from ``init_value`` (scalars like ``operand``'s
    leaves; padding and base-dilation holes take the init values). ``padding`` is
    ``'VALID'``, ``'SAME'``, ``'SAME_LOWER'`` or one (low, high) pair per dimension."""
    what = "lax.reduce_window"
    flat_ops, flat_inits, op_tree = _matching_trees(what, operand, init_value)
    first = leaf_array(flat_ops[0], what)
    params = _window_params("reduce_window", tuple(first.shape), window_dimensions, window_strides, padding,
                            base_dilation, window_dilation)
    monoid = _monoid(what, computation, flat_inits, window=True)
    if monoid is not None:
        primitive = {"sum": reduce_window_sum_p, "max": reduce_window_max_p, "min": reduce_window_min_p}[monoid]
        return tree_unflatten(op_tree, [primitive.bind(first, **params)])
    ops, inits, tree = _flatten_pair(what, operand, init_value)
    body, consts = _trace_computation(what, computation, inits, tree)
    out = reduce_window_p.apply(*ops, *inits, computation=body, consts=consts, **params)
    return tree_unflatten(tree, out)


# -- approx_max_k / approx_min_k --------------------------------------------------------

_LANE_TILING: Final = 128  # XLA's TPU tilings, which fix the output size on every backend
_CHUNK_TILING: Final = 1024


def _log2_floor(v: int) -> int:
    return 0 if v <= 0 else v.bit_length() - 1


def _log2_ceil(v: int) -> int:
    return 0 if v <= 0 else (v - 1).bit_length()


def approx_top_k_output_size(input_size: int, rank: int, k: int, recall_target: float, aggregate_to_topk: bool,
                             input_size_override: int) -> int:
    """XLA's ``ApproxTopKReductionOutputSize``: the size of the reduction dimension of
    ``approx_max_k``'s results."""
    if aggregate_to_topk:
        return k
    tiling = _CHUNK_TILING if rank == 1 else _LANE_TILING
    if input_size <= tiling:
        return input_size
    if input_size_override >= 0 and input_size > input_size_override:
        raise ValueError(f"reduction_input_size_override ({input_size_override}) must be at least the size of "
                         f"the reduction dimension ({input_size})")
    logical = input_size_override if input_size_override >= 0 else input_size
    if k == 1:
        return tiling
    recall = float(np.float32(recall_target))
    if recall == 1.0:
        return input_size
    m = max(int((1.0 - k) / math.log(recall)), tiling)
    log2_reduction = _log2_floor(logical // m)
    if log2_reduction == 0:
        return input_size
    log2_reduction = min(log2_reduction, _log2_ceil(input_size // tiling))
    return -(-(-(-input_size // tiling)) // (1 << log2_reduction)) * tiling


def _approx_rule(x: Aval, *, k: int, reduction_dimension: int, recall_target: float, is_max_k: bool,
                 reduction_input_size_override: int, aggregate_to_topk: bool) -> list[ShapeDtype]:
    name = "approx_max_k" if is_max_k else "approx_min_k"
    if kind(x.dtype) != "float":
        raise TypeError(f"lax.{name}: the operand must have a floating dtype, got {x.dtype.name}")
    shape = list(x.shape)
    size = shape[reduction_dimension]
    if size < k:
        raise ValueError(f"lax.{name}: k ({k}) must not exceed the size of the reduction dimension ({size})")
    out = approx_top_k_output_size(size, len(shape), k, recall_target, aggregate_to_topk,
                                   reduction_input_size_override)
    if out > size:
        raise ValueError(f"lax.{name}: XLA's approximate output size ({out}) exceeds the size of the reduction "
                         f"dimension ({size}) for these parameters (JAX fails there too); use aggregate_to_topk=True")
    shape[reduction_dimension] = out
    return [(tuple(shape), x.dtype), (tuple(shape), np.dtype(np.int32))]


def _approx_lower(out_types: Sequence[Any], x: Any, *, k: int, reduction_dimension: int, recall_target: float,
                  is_max_k: bool, reduction_input_size_override: int, aggregate_to_topk: bool) -> list[Any]:
    """As XLA's CPU fallback: an unstable sort of (values, indices) by the values
    (compared by ``>`` or ``<``), then the leading slice."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    shape = list(x.type.shape)
    index_type = ir.RankedTensorType.get(shape, out_types[1].element_type)
    indices = hlo.iota(index_type, reduction_dimension)
    op = hlo.SortOp([x.type, index_type], [x, indices], dimension=reduction_dimension, is_stable=False)
    scalars = [ir.RankedTensorType.get([], t.element_type) for t in (x.type, index_type)]
    block = op.comparator.blocks.append(scalars[0], scalars[0], scalars[1], scalars[1])
    with ir.InsertionPoint(block):
        a, b = block.arguments[0], block.arguments[1]
        hlo.return_([lowering.compare(a, b, "GT" if is_max_k else "LT")])
    limit = list(out_types[0].shape)
    return [hlo.slice(r, [0] * len(shape), limit, [1] * len(shape)) for r in op.results]


approx_top_k_p: Final[Primitive] = _multi("approx_top_k", _approx_rule, _approx_lower,
                                                lambda avals, params: [bool(avals[0].weak_type), False])


def _approx_batch(values: Sequence[Any], dims: Sequence[int | None], *, reduction_dimension: int,
                  **params: Any) -> tuple[list[Any], list[int]]:
    dim = dims[0]
    assert dim is not None  # the one operand is batched
    x = moveaxis(values[0], dim, 0)
    return approx_top_k_p.apply(x, reduction_dimension=reduction_dimension + 1, **params), [0, 0]


def _approx_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, reduction_dimension: int,
                **params: Any) -> tuple[list[Any], list[Any]]:
    """The tangent at the chosen indices (a gather along the reduction dimension)."""
    from jaxtypes.runtime.lax import shape as lax_shape
    from jaxtypes.runtime.lax.slicing import GatherDimensionNumbers, gather

    (x,), (t,) = primals, tangents
    values, idx = approx_top_k_p.apply(x, reduction_dimension=reduction_dimension, **params)
    rank = len(x.shape)
    parts = [lax_shape.broadcasted_iota(np.int32, tuple(idx.shape), d) if d != reduction_dimension else idx
             for d in range(rank)]
    full = lax_shape.concatenate([lax_shape.reshape(p, (*idx.shape, 1)) for p in parts], rank)
    dnums = GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=tuple(range(rank)),
                                   start_index_map=tuple(range(rank)))
    tangent = gather(t, full, dnums, (1,) * rank, mode="promise_in_bounds")
    return [values, idx], [tangent, None]


approx_top_k_p.batch, approx_top_k_p.jvp = _approx_batch, _approx_jvp


def _approx(name: str, is_max_k: bool) -> Callable[..., tuple[Array, Array]]:
    def approx(operand: Any, k: int, reduction_dimension: int = -1, recall_target: float = 0.95,
               reduction_input_size_override: int = -1, aggregate_to_topk: bool = True) -> tuple[Array, Array]:
        x = lax_operand(operand)
        kk = as_int(name, "k", k)
        if kk <= 0:
            raise ValueError(f"lax.{name}: k must be positive, got {kk}")
        if x.ndim == 0:
            raise TypeError(f"lax.{name}: the operand must have at least one dimension, got a 0-d array")
        dim = as_int(name, "reduction_dimension", reduction_dimension)
        if not -x.ndim <= dim < x.ndim:
            raise ValueError(f"lax.{name}: reduction_dimension {dim} is out of range for an operand of rank {x.ndim}")
        recall = float(recall_target)
        if not 0.0 < recall <= 1.0:
            raise ValueError(f"lax.{name}: recall_target must be in (0, 1], got {recall_target}")
        values, indices = approx_top_k_p.apply(
            x, k=kk, reduction_dimension=dim % x.ndim, recall_target=recall, is_max_k=is_max_k,
            reduction_input_size_override=as_int(name, "reduction_input_size_override", reduction_input_size_override),
            aggregate_to_topk=bool(aggregate_to_topk))
        return values, indices

    approx.__name__ = approx.__qualname__ = name
    approx.__doc__ = (f"lax.{name}: the {'largest' if is_max_k else 'smallest'} ``k`` values of ``operand`` along "
                      "``reduction_dimension`` and their int32 indices, sorted. On CPU, as in JAX, the result is "
                      "exact; with ``aggregate_to_topk=False`` the reduction dimension has XLA's approximate "
                      "output size instead of ``k``.")
    return approx


approx_max_k: Final[Callable[..., tuple[Array, Array]]] = _approx("approx_max_k", True)
approx_min_k: Final[Callable[..., tuple[Array, Array]]] = _approx("approx_min_k", False)

