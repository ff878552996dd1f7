"""Vectorization (``vmap``): a ``BatchTrace`` carries arrays with one extra, batched
dimension through a function written for one example; each primitive's ``batch`` rule
computes the batched result and says where its batch dimension is.

A batch rule is ``batch(values, dims, **params) -> (out, out_dim)`` (lists of outputs
and dims for a primitive of several results), where ``dims[i]`` is the batched axis of
``values[i]`` or None for an operand that is the same for every example. Family
helpers for the rules are at the end of this module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.subjaxpr import Body, body_cache, trace_derived_body
from jaxtypes.runtime.core.tracing import Trace, Tracer, current, tracing


class BatchTracer(Tracer):
    """One example's view of ``value``, batched along ``dim``."""

    __slots__ = ("value", "dim")

    def __init__(self, trace: BatchTrace, value: Any, dim: int) -> None:
        shape = tuple(value.shape)
        super().__init__(trace, Aval(shape[:dim] + shape[dim + 1:], value.dtype, bool(value.weak_type)))
        self.value: Any = value
        self.dim: int = dim


class BatchTrace(Trace):
    def __init__(self, size: int, axis_name: Any = None) -> None:
        super().__init__()
        self.size = size
        self.axis_name = axis_name

    def unpack(self, args: Sequence[Any]) -> tuple[list[Any], list[int | None]]:
        """(values, batch dims) of operands: another trace's values are unbatched (None)."""
        values: list[Any] = []
        dims: list[int | None] = []
        for a in args:
            if isinstance(a, Tracer) and self.owns(a):
                assert isinstance(a, BatchTracer)
                values.append(a.value)
                dims.append(a.dim)
            else:
                values.append(a)
                dims.append(None)
        return values, dims

    def process_primitive(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        values, dims = self.unpack(args)
        with current(self.parent):
            if all(d is None for d in dims):
                return primitive.apply(*values, **params)
            if primitive.batch is None:
                raise NotImplementedError(f"vmap of {primitive.name} is not implemented")
            out, out_dim = primitive.batch(values, dims, **params)
        if not primitive.multiple_results:
            out, out_dim = [out], [out_dim]
        return [o if d is None else BatchTracer(self, o, d) for o, d in zip(out, out_dim)]

    def split(self, out: Any) -> tuple[Any, int | None]:
        if isinstance(out, Tracer) and self.owns(out):
            assert isinstance(out, BatchTracer)
            return out.value, out.dim
        return out, None


# -- the same for sub-jaxprs -----------------------------------------------------------

def batch_run(fun: Callable[..., Sequence[Any]], values: Sequence[Any], dims: Sequence[int | None], size: int,
              force: Sequence[bool] | bool | None = None) -> tuple[list[Any], list[int | None]]:
    """``fun`` applied to one example's view of ``values`` (batched along ``dims``):
    the batched outputs, and their batch dims (moved to 0; None for unbatched outputs
    unless ``force``d: per output, or ``True`` for all)."""
    with tracing(BatchTrace(size)) as trace:
        args = [v if d is None else BatchTracer(trace, v, d) for v, d in zip(values, dims)]
        outs = fun(*args)
        pairs = [trace.split(o) for o in outs]
    results: list[Any] = []
    out_dims: list[int | None] = []
    for k, (v, d) in enumerate(pairs):
        if d is None and not (force is True or (force and force[k])):
            results.append(v)
            out_dims.append(None)
        else:
            results.append(to_front(v, d, size) if d is None else moveaxis(v, d, 0))
            out_dims.append(0)
    return results, out_dims


def batched_aval(a: Aval, dim: int | None, size: int) -> Aval:
    if dim is None:
        return a
    shape = list(a.shape)
    shape.insert(dim, size)
    return Aval(tuple(shape), a.dtype, a.weak_type)


def batch_body(body: Body, dims: Sequence[int | None], size: int, force: Sequence[bool] | None = None
               ) -> tuple[Body, list[int | None]]:
    """``body`` on batched inputs (batched along ``dims``), its batched outputs along 0
    (and their dims: None for those that stay unbatched unless ``force``d). Derived once
    per (body, arguments)."""
    return _batch_body(body, tuple(dims), size, None if force is None else tuple(force))


@body_cache
def _batch_body(body: Body, dims: tuple[int | None, ...], size: int, force: tuple[bool, ...] | None
                ) -> tuple[Body, list[int | None]]:
    out_dims: list[list[int | None]] = []

    def run(*args: Any) -> list[Any]:
        outs, ds = batch_run(lambda *xs: body(*xs), args, dims, size, force)
        out_dims.append(ds)
        return outs

    new = trace_derived_body(run, [batched_aval(a, d, size) for a, d in zip(body.in_avals, dims)], "vmap")
    return new, out_dims[-1]


# -- helpers for rules --------------------------------------------------------------

def moveaxis(x: Any, source: int, destination: int) -> Any:
    if source == destination:
        return x
    from jaxtypes.runtime.lax.shape import transpose_p  # cycle: lax imports interpreters

    order = [d for d in range(x.ndim) if d != source]
    order.insert(destination, source)
    return transpose_p.bind(x, permutation=tuple(order))


def batch_size(values: Sequence[Any], dims: Sequence[int | None]) -> int:
    return next(int(v.shape[d]) for v, d in zip(values, dims) if d is not None)


def to_front(x: Any, dim: int | None, size: int) -> Any:
    """``x`` with its batch dimension first; an unbatched ``x`` is broadcast to ``size``."""
    if dim is not None:
        return moveaxis(x, dim, 0)
    from jaxtypes.runtime.lax.shape import broadcast_in_dim_p  # cycle: lax imports interpreters

    return broadcast_in_dim_p.bind(x, shape=(size, *x.shape), broadcast_dimensions=tuple(range(1, x.ndim + 1)))


def unary_batch(primitive: Primitive) -> Callable[..., Any]:
    """Elementwise unary primitives: the batch dimension stays where it is."""
    def rule(values: Sequence[Any], dims: Sequence[int | None], **params: Any) -> tuple[Any, Any]:
        return primitive.bind(values[0], **params), dims[0]

    return rule


def broadcasting_batch(primitive: Primitive) -> Callable[..., Any]:
    """Elementwise primitives whose rule broadcasts as NumPy does: batched operands get
    their batch dimension first and size-1 dimensions up to the result's rank, so
    unbatched operands broadcast against them from the right."""
    def rule(values: Sequence[Any], dims: Sequence[int | None], **params: Any) -> tuple[Any, int]:
        from jaxtypes.runtime.lax.shape import reshape_p  # cycle: lax imports interpreters

        rank = max(v.ndim - (d is not None) for v, d in zip(values, dims))
        operands = []
        for v, d in zip(values, dims):
            if d is not None:
                v = moveaxis(v, d, 0)
                if v.ndim - 1 < rank:
                    v = reshape_p.bind(v, new_sizes=(v.shape[0],) + (1,) * (rank - v.ndim + 1) + tuple(v.shape[1:]),
                                       dimensions=None)
            operands.append(v)
        return primitive.bind(*operands, **params), 0

    return rule


def full_batch(primitive: Primitive, scalar_ok: Sequence[bool]) -> Callable[..., Any]:
    """Primitives that need operands of the result's shape (``scalar_ok[i]``: operand
    ``i`` may stay 0-d when unbatched): every operand broadcast to the batched shape."""
    def rule(values: Sequence[Any], dims: Sequence[int | None], **params: Any) -> tuple[Any, int]:
        from jaxtypes.runtime.lax.shape import broadcast_in_dim_p  # cycle: lax imports interpreters

        size = batch_size(values, dims)
        shape = max((tuple(v.shape[:d]) + tuple(v.shape[d + 1:]) if d is not None else tuple(v.shape)
                     for v, d in zip(values, dims)), key=len)
        operands = []
        for v, d, ok in zip(values, dims, scalar_ok):
            if d is None and ok and not v.shape:
                operands.append(v)
                continue
            v = to_front(v, d, size)
            if tuple(v.shape[1:]) != shape:
                v = broadcast_in_dim_p.bind(v, shape=(size, *shape), broadcast_dimensions=(0,) + tuple(
                    range(1 + len(shape) - (v.ndim - 1), 1 + len(shape))))
            operands.append(v)
        return primitive.bind(*operands, **params), 0

    return rule
