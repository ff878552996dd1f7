"""User-defined derivatives: ``custom_jvp`` and ``custom_vjp`` (``checkpoint`` builds on them, in ``remat.py``).

A call of a function with a custom rule goes to the current trace's
``process_custom_jvp`` / ``process_custom_vjp``: a JVP trace uses the rule, a batch
trace vectorizes the function and its rule and hands them on to its parent, and every
other trace (eager, staging) just runs the function.

Reverse mode goes through ``linear_call``: a linear map given by a forward function
(its JVP, or None when only the transpose is known) and a backward function (its
transpose). Under linearization it is staged as one ``custom_linear`` equation, whose
transpose rule calls the backward function.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from typing import Any, Generic

from typing_extensions import ParamSpec, TypeVar

from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.interpreters.batching import BatchTrace, BatchTracer, to_front
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.tracing import Tracer, UnexpectedTracerError, current, current_trace, tracing
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_structure, tree_unflatten

__all__ = ["custom_jvp", "custom_vjp"]

P = ParamSpec("P")
R = TypeVar("R")


# -- the linear map of a custom reverse rule ---------------------------------------

class _LinearMap:
    """The parameters of a ``custom_linear`` equation (compared by identity)."""

    __slots__ = ("forward", "backward", "out_avals")

    def __init__(self, forward: Callable[..., list[Any]] | None, backward: Callable[[list[Any]], list[Any]],
                 out_avals: list[Aval]) -> None:
        self.forward: Callable[..., list[Any]] | None = forward
        self.backward: Callable[[list[Any]], list[Any]] = backward
        self.out_avals: list[Aval] = out_avals


def _custom_linear_rule(*avals: Aval, linear_map: _LinearMap) -> list[tuple[tuple[int, ...], Any]]:
    return [(a.shape, a.dtype) for a in linear_map.out_avals]


def _no_lowering(*_: Any, **__: Any) -> Any:
    raise NotImplementedError("custom_linear is evaluated through its forward function, never lowered")


custom_linear_p: Primitive = Primitive("custom_linear", _custom_linear_rule, _no_lowering, multiple_results=True,
                            weak=lambda avals, params: False)
custom_linear_p.transpose = lambda cts, *args, linear_map: linear_map.backward(list(cts))


def linear_call(linear_map: _LinearMap, tangents: Sequence[Any]) -> list[Any]:
    """Apply the linear map to ``tangents``: staged when they are being linearized,
    else computed by its forward function."""
    trace = current_trace()
    if isinstance(trace, ad.PartialEvalTrace) and any(isinstance(t, Tracer) and trace.owns(t) for t in tangents):
        return custom_linear_p.bind_multiple(*tangents, linear_map=linear_map)
    if linear_map.forward is None:
        raise TypeError("can't apply forward-mode autodiff (jvp) to a custom_vjp function; use custom_jvp, "
                        "or differentiate it in reverse mode (grad, vjp)")
    return linear_map.forward(*tangents)


# -- how each kind of trace treats a custom rule -------------------------------------

def _jvp_custom_jvp(trace: ad.JVPTrace, fun: Callable[..., list[Any]], rule: Callable[..., Any],
                    args: Sequence[Any]) -> list[Any]:
    primals, tangents = trace.unpack(args)
    with current(trace.parent):
        if all(t is None for t in tangents):
            return bind_custom_jvp(fun, rule, primals)
        outs, tangents_out = rule(primals, [ad.instantiate(t, p) for p, t in zip(primals, tangents)])
    return [ad.JVPTracer(trace, o, t) for o, t in zip(outs, tangents_out)]


def _jvp_custom_vjp(trace: ad.JVPTrace, fun: Callable[..., list[Any]], fwd: Callable[..., Any],
                    bwd: Callable[..., Any], args: Sequence[Any]) -> list[Any]:
    primals, tangents = trace.unpack(args)
    with current(trace.parent):
        if all(t is None for t in tangents):
            return bind_custom_vjp(fun, fwd, bwd, primals)
        outs, residuals = fwd(*primals)
        linear_map = _LinearMap(None, lambda cts: bwd(residuals, cts), [ad.aval_of(o) for o in outs])
        tangents_out = linear_call(linear_map, [ad.instantiate(t, p) for p, t in zip(primals, tangents)])
    return [ad.JVPTracer(trace, o, t) for o, t in zip(outs, tangents_out)]


def _batched(trace: BatchTrace, fun: Callable[..., list[Any]], dims: Sequence[int | None]) -> Callable[..., list[Any]]:
    """``fun`` (on flat lists) vectorized over ``dims`` of its arguments, results batched first."""
    def batched(*values: Any) -> list[Any]:
        with tracing(BatchTrace(trace.size, trace.axis_name)) as inner:
            outs = fun(*[v if d is None else BatchTracer(inner, v, d) for v, d in zip(values, dims)])
            pairs = [inner.split(o) for o in outs]
        return [to_front(v, d, trace.size) for v, d in pairs]

    return batched


def _batch_custom_jvp(trace: BatchTrace, fun: Callable[..., list[Any]], rule: Callable[..., Any],
                      args: Sequence[Any]) -> list[Any]:
    values, dims = trace.unpack(args)
    with current(trace.parent):
        if all(d is None for d in dims):
            return bind_custom_jvp(fun, rule, values)

        def rule_batched(primals: list[Any], tangents: list[Any]) -> tuple[list[Any], list[Any]]:
            # A tangent has its primal's shape, so it is batched along the same dimension.
            count = len(primals)

            def joint(*values: Any) -> list[Any]:
                outs, tangents_out = rule(list(values[:count]), list(values[count:]))
                return [*outs, *tangents_out]

            results = _batched(trace, joint, [*dims, *dims])(*primals, *tangents)
            return results[:len(results) // 2], results[len(results) // 2:]

        outs = bind_custom_jvp(_batched(trace, fun, dims), rule_batched, values)
    return [BatchTracer(trace, o, 0) for o in outs]


def _batch_custom_vjp(trace: BatchTrace, fun: Callable[..., list[Any]], fwd: Callable[..., Any],
                      bwd: Callable[..., Any], args: Sequence[Any]) -> list[Any]:
    values, dims = trace.unpack(args)
    with current(trace.parent):
        if all(d is None for d in dims):
            return bind_custom_vjp(fun, fwd, bwd, values)
        structure: list[PyTreeDef] = []
        example_avals = [_example_aval(v, d) for v, d in zip(values, dims)]

        def fwd_flat(*primals: Any) -> list[Any]:
            outs, residuals = fwd(*primals)
            leaves, tree = tree_flatten(residuals)
            structure[:] = [tree]
            return [*outs, *leaves]

        def fwd_batched(*primals: Any) -> tuple[list[Any], Any]:
            joint = _batched(trace, fwd_flat, dims)(*primals)
            count = len(joint) - structure[0].num_leaves
            return joint[:count], tree_unflatten(structure[0], joint[count:])

        def bwd_batched(residuals: Any, cts: list[Any]) -> list[Any]:
            # The residuals and the cotangents (of the batched outputs) are batched first.
            leaves, tree = tree_flatten(residuals)

            def flat(*xs: Any) -> list[Any]:
                in_cts = bwd(tree_unflatten(tree, list(xs[:len(leaves)])), list(xs[len(leaves):]))
                return [ad.zeros(aval) if ct is None else ct for aval, ct in zip(example_avals, in_cts)]

            return _batched(trace, flat, [0] * (len(leaves) + len(cts)))(*leaves, *cts)

        outs = bind_custom_vjp(_batched(trace, fun, dims), fwd_batched, bwd_batched, values)
    return [BatchTracer(trace, o, 0) for o in outs]


def _example_aval(x: Any, dim: int | None) -> Aval:
    """The aval of one example of ``x`` batched along ``dim``: what bwd's cotangents have."""
    aval = ad.aval_of(x)
    return aval if dim is None else Aval(aval.shape[:dim] + aval.shape[dim + 1:], aval.dtype, aval.weak_type)


def bind_custom_jvp(fun: Callable[..., list[Any]], rule: Callable[..., Any], args: Sequence[Any]) -> list[Any]:
    """Call ``fun`` (flat lists in and out) whose JVP is ``rule(primals, tangents)``."""
    trace = current_trace()
    if isinstance(trace, ad.JVPTrace):
        return _jvp_custom_jvp(trace, fun, rule, args)
    if isinstance(trace, BatchTrace):
        return _batch_custom_jvp(trace, fun, rule, args)
    return fun(*args)


def bind_custom_vjp(fun: Callable[..., list[Any]], fwd: Callable[..., Any], bwd: Callable[..., Any],
                    args: Sequence[Any]) -> list[Any]:
    """Call ``fun`` whose reverse derivative is ``fwd(*primals) -> (outs, residuals)``
    and ``bwd(residuals, cotangents) -> input cotangents`` (flat lists)."""
    trace = current_trace()
    if isinstance(trace, ad.JVPTrace):
        return _jvp_custom_vjp(trace, fun, fwd, bwd, args)
    if isinstance(trace, BatchTrace):
        return _batch_custom_vjp(trace, fun, fwd, bwd, args)
    return fun(*args)


# -- the public decorators ------------------------------------------------------------

def _flat_args(args: tuple[Any, ...], what: str) -> tuple[list[Any], PyTreeDef]:
    from jaxtypes.runtime.interpreters.transformations import leaf_array

    leaves, tree = tree_flatten(args)
    return [leaf_array(leaf, what) for leaf in leaves], tree


def _positional(fun: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """Keyword arguments moved into position, as JAX does for functions with custom rules."""
    if not kwargs:
        return args
    bound = inspect.signature(fun).bind(*args, **kwargs)
    bound.apply_defaults()
    return tuple(bound.args) + tuple(bound.kwargs.values())


class custom_jvp(Generic[P, R]):  # noqa: N801  (JAX's name)
    """A function with a user-defined JVP: ``@custom_jvp def f(x): ...`` then
    ``@f.defjvp def f_jvp(primals, tangents): return f(*primals), tangent_out``."""

    def __init__(self, fun: Callable[P, R], nondiff_argnums: Sequence[int] = ()) -> None:
        functools.update_wrapper(self, fun)
        self.fun: Callable[..., Any] = fun
        self.nondiff_argnums: tuple[int, ...] = tuple(nondiff_argnums)
        self.jvp: Callable[..., Any] | None = None

    def defjvp(self, jvp: Callable[..., Any]) -> Callable[..., Any]:
        self.jvp = jvp
        return jvp

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        positional = _positional(self.fun, args, kwargs)
        if self.jvp is None:
            raise AttributeError(f"no JVP defined for the custom_jvp function {self.fun.__name__}: use @f.defjvp")
        static = {i: positional[i] for i in self.nondiff_argnums}
        dynamic = tuple(a for i, a in enumerate(positional) if i not in static)
        leaves, in_tree = _flat_args(dynamic, "custom_jvp")
        out_trees: list[PyTreeDef] = []

        def full(values: Sequence[Any]) -> list[Any]:
            it = iter(in_tree.unflatten(list(values)))
            return [static[i] if i in static else next(it) for i in range(len(positional))]

        def fun_flat(*values: Any) -> list[Any]:
            out_leaves, out_tree = tree_flatten(self.fun(*full(values)))
            out_trees[:] = [out_tree]
            return out_leaves

        def rule_flat(primals: list[Any], tangents: list[Any]) -> tuple[list[Any], list[Any]]:
            assert self.jvp is not None
            # JAX's convention: jvp(*nondiff_args, primals, tangents), the tuples without them.
            nondiff = [static[i] for i in self.nondiff_argnums]
            out, tangent_out = self.jvp(*nondiff, tuple(in_tree.unflatten(primals)), tuple(in_tree.unflatten(tangents)))
            out_leaves, out_tree = tree_flatten(out)
            out_trees[:] = [out_tree]
            return out_leaves, tree_flatten(tangent_out)[0]

        outs = bind_custom_jvp(fun_flat, rule_flat, leaves)
        return out_trees[0].unflatten(outs)  # type: ignore[no-any-return]


class custom_vjp(Generic[P, R]):  # noqa: N801  (JAX's name)
    """A function with a user-defined VJP: ``f.defvjp(fwd, bwd)`` with ``fwd(*args) ->
    (out, residuals)`` and ``bwd(residuals, cotangent) -> tuple of input cotangents``.

    With ``nondiff_argnums``, those arguments (any Python values, not tracers: functions,
    shapes, concrete arrays) are passed first to ``bwd``, ``bwd(*nondiff_args, residuals,
    cotangent)``, which returns cotangents of the other arguments only (None: zero)."""

    def __init__(self, fun: Callable[P, R], nondiff_argnums: Sequence[int] = ()) -> None:
        functools.update_wrapper(self, fun)
        self.fun: Callable[..., Any] = fun
        self.nondiff_argnums: tuple[int, ...] = tuple(nondiff_argnums)
        self.fwd: Callable[..., Any] | None = None
        self.bwd: Callable[..., Any] | None = None

    def defvjp(self, fwd: Callable[..., Any], bwd: Callable[..., Any]) -> None:
        self.fwd, self.bwd = fwd, bwd

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        positional = _positional(self.fun, args, kwargs)
        if self.fwd is None or self.bwd is None:
            raise AttributeError(f"no VJP defined for the custom_vjp function {self.fun.__name__}: use f.defvjp(fwd, bwd)")
        static = {i: positional[i] for i in self.nondiff_argnums}
        for i, value in static.items():
            _check_no_tracers(value, i)
        dynamic = tuple(a for i, a in enumerate(positional) if i not in static)
        leaves, in_tree = _flat_args(dynamic, "custom_vjp")
        out_trees: list[PyTreeDef] = []

        def full(values: Sequence[Any]) -> list[Any]:
            it = iter(in_tree.unflatten(list(values)))
            return [static[i] if i in static else next(it) for i in range(len(positional))]

        def fun_flat(*values: Any) -> list[Any]:
            out_leaves, out_tree = tree_flatten(self.fun(*full(values)))
            out_trees[:] = [out_tree]
            return out_leaves

        def fwd_flat(*values: Any) -> tuple[list[Any], Any]:
            assert self.fwd is not None
            out, residuals = self.fwd(*full(values))
            out_leaves, out_tree = tree_flatten(out)
            out_trees[:] = [out_tree]
            return out_leaves, residuals

        def bwd_flat(residuals: Any, cts: list[Any]) -> list[Any]:
            assert self.bwd is not None
            nondiff = [static[i] for i in self.nondiff_argnums]
            in_cts = self.bwd(*nondiff, residuals, out_trees[0].unflatten(cts))
            if not isinstance(in_cts, tuple) or len(in_cts) != len(dynamic):
                raise TypeError(f"custom_vjp: bwd must return a tuple with one cotangent per differentiable argument "
                                f"({len(dynamic)}), got {type(in_cts).__name__}")
            per_argument = [[None] * tree_structure(a).num_leaves if ct is None else tree_structure(a).flatten_up_to(ct)
                            for a, ct in zip(dynamic, in_cts)]
            return [ct for cts_of_argument in per_argument for ct in cts_of_argument]

        outs = bind_custom_vjp(fun_flat, fwd_flat, bwd_flat, leaves)
        return out_trees[0].unflatten(outs)  # type: ignore[no-any-return]


def _check_no_tracers(value: Any, argnum: int) -> None:
    if any(isinstance(leaf, Tracer) for leaf in tree_flatten(value)[0]):
        raise UnexpectedTracerError(
            f"a traced value was passed to a custom_vjp function as argument {argnum}, which nondiff_argnums marks as "
            "non-differentiable; such arguments must not be traced (use them for functions, shapes and other static "
            "values, and pass arrays as ordinary arguments whose cotangent bwd returns, or None)")
