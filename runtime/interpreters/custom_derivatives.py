"""User-defined derivatives: ``custom_jvp`` and ``custom_vjp`` (``checkpoint`` and
``lax.custom_root`` build on them).

A call of a function with a custom rule binds a primitive that holds the function
traced into a body and the rule: ``custom_jvp_call`` (the rule is a JVP) or
``custom_vjp_call`` (the rule is a forward function saving residuals and a backward
function). Eagerly the function just runs; in any staging trace (``jit``, control-flow
bodies, ``checkpoint``) the call is one equation of the IR, so the rule survives
into every body and is used wherever that body is differentiated. Values the function
closes over are the body's first inputs (``num_consts``): the rule gets the other
inputs only, so their tangents must be zero.

Reverse mode through ``custom_vjp`` goes through ``custom_linear``: the linear map from
input tangents to output tangents whose transpose is ``bwd``. Its residuals are
operands of the equation, so it can be staged into a body and transposed later.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic

from typing_extensions import ParamSpec, TypeVar

from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.subjaxpr import Body, Opaque, aval_of, emit_body, leaf_array, trace_body
from jaxtypes.runtime.core.tracing import Tracer, UnexpectedTracerError, current_trace
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_structure, tree_unflatten
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import batch_run, batch_size, to_front

__all__ = ["SymbolicZero", "custom_jvp", "custom_vjp"]

P = ParamSpec("P")
R = TypeVar("R")


class Rule(Opaque):
    """A user rule as a primitive's parameter, printed by name. Bodies holding rules of
    equal ``key`` (the same custom function, static arguments and argument structure)
    are interchangeable; without a key the rule is only itself."""

    __slots__ = ("fun", "name", "identity", "symbolic_zeros")

    def __init__(self, fun: Callable[..., Any], name: str, key: Hashable = None, symbolic_zeros: bool = False) -> None:
        self.fun: Callable[..., Any] = fun
        self.name: str = name
        self.identity: Hashable = self if key is None else key
        self.symbolic_zeros: bool = symbolic_zeros  # zero tangents reach the rule as SymbolicZero

    def __call__(self, *args: Any) -> Any:
        return self.fun(*args)

    def __str__(self) -> str:
        return self.name


def _call_rule(*avals: Aval, call: Body, **_: Any) -> list[Aval]:
    return call.out_avals


def _call_lower(out_types: Sequence[Any], *args: Any, call: Body, **_: Any) -> list[Any]:
    return emit_body(call, args)


def _call_impl(*args: Any, call: Body, **_: Any) -> list[Any]:
    return call(*args)


def _call_primitive(name: str) -> Primitive:
    return Primitive(name, _call_rule, _call_lower, weak=never_weak, multiple_results=True, impl=_call_impl)


def _check_closure_tangents(tangents: Sequence[Any], what: str) -> None:
    if any(t is not None for t in tangents):
        raise TypeError(f"{what}: the function closes over a value that is being differentiated; pass that value "
                        "as an argument of the function instead, so that its rule sees it")


def _staged(fun: Callable[..., list[Any]], args: Sequence[Any]) -> tuple[Body, list[Any]]:
    return trace_body(fun, [aval_of(a) for a in args], "custom derivative")


# -- custom_jvp -----------------------------------------------------------------------

class SymbolicZero:
    """A zero tangent that is not materialized: what a rule defined with
    ``defjvp(..., symbolic_zeros=True)`` receives for an input that is not being
    differentiated, and may return for an output whose tangent is zero (JAX's
    ``jax.custom_derivatives.SymbolicZero``)."""

    __slots__ = ("aval",)

    def __init__(self, aval: Aval) -> None:
        self.aval: Aval = aval

    @staticmethod
    def from_primal_value(x: Any) -> SymbolicZero:
        return SymbolicZero(ad.aval_of(x))

    @property
    def shape(self) -> tuple[int, ...]:
        return self.aval.shape

    @property
    def dtype(self) -> Any:
        return self.aval.dtype

    def instantiate(self) -> Any:
        """The zero array it stands for."""
        return ad.zeros(self.aval)

    def __repr__(self) -> str:
        return f"SymbolicZero({self.aval.dtype.name}{list(self.aval.shape)})"


custom_jvp_call_p: Primitive = _call_primitive("custom_jvp_call")


def bind_custom_jvp(fun: Callable[..., list[Any]], rule: Callable[..., Any], args: Sequence[Any],
                    num_consts: int = 0, key: Hashable = None, symbolic_zeros: bool = False) -> list[Any]:
    """Call ``fun`` (flat lists in and out) whose JVP is ``rule(primals, tangents)``
    (``rule`` sees the arguments after the first ``num_consts``; zero tangents as
    ``SymbolicZero`` if ``symbolic_zeros``); ``key`` identifies the rule (see ``Rule``)."""
    if current_trace() is None:
        return fun(*args)
    call, consts = _staged(fun, args)
    return custom_jvp_call_p.apply(*consts, *args, call=call, jvp=Rule(rule, "jvp", key, symbolic_zeros),
                                   num_consts=len(consts) + num_consts)


def _custom_jvp_call_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, call: Body, jvp: Rule,
                         num_consts: int) -> tuple[list[Any], list[Any]]:
    _check_closure_tangents(tangents[:num_consts], "custom_jvp")
    args = list(primals[num_consts:])
    zero = SymbolicZero.from_primal_value if jvp.symbolic_zeros else ad.zeros_like
    outs, tangents_out = jvp(args, [zero(p) if t is None else t for p, t in zip(args, tangents[num_consts:])])
    return list(outs), [None if type(t) is SymbolicZero else t for t in tangents_out]


def _batched(size: int, fun: Callable[..., list[Any]], dims: Sequence[int | None]) -> Callable[..., list[Any]]:
    """``fun`` (on flat lists) vectorized over ``dims`` of its arguments, results batched first."""
    return lambda *values: batch_run(fun, values, dims, size, force=True)[0]


def _batched_bwd(size: int, bwd: Callable[..., Any], example_avals: Sequence[Aval]) -> Callable[..., list[Any]]:
    """``bwd(residuals, cotangents)`` vectorized over residuals and cotangents batched
    first; a None cotangent becomes zeros of its input's (one example's) aval."""
    def bwd_batched(residuals: Any, cts: list[Any]) -> list[Any]:
        leaves, tree = tree_flatten(residuals)

        def flat(*xs: Any) -> list[Any]:
            in_cts = bwd(tree_unflatten(tree, list(xs[:len(leaves)])), list(xs[len(leaves):]))
            return [ad.zeros(aval) if ct is None else ct for aval, ct in zip(example_avals, in_cts)]

        return _batched(size, flat, [0] * (len(leaves) + len(cts)))(*leaves, *cts)

    return bwd_batched


def _custom_jvp_call_batch(values: Sequence[Any], dims: Sequence[int | None], *, call: Body, jvp: Rule,
                           num_consts: int) -> tuple[list[Any], list[int]]:
    size = batch_size(values, dims)
    arg_dims = dims[num_consts:]

    def rule_batched(primals: list[Any], tangents: list[Any]) -> tuple[list[Any], list[Any]]:
        # A tangent has its primal's shape, so it is batched along the same dimension.
        count = len(primals)

        def joint(*xs: Any) -> list[Any]:
            outs, tangents_out = jvp(list(xs[:count]), list(xs[count:]))
            return [*outs, *(t.instantiate() if type(t) is SymbolicZero else t for t in tangents_out)]

        results = _batched(size, joint, [*arg_dims, *arg_dims])(*primals, *tangents)
        return results[:len(results) // 2], results[len(results) // 2:]

    outs = bind_custom_jvp(_batched(size, call, dims), rule_batched, values, num_consts)
    return outs, [0] * len(outs)


custom_jvp_call_p.jvp = _custom_jvp_call_jvp
custom_jvp_call_p.batch = _custom_jvp_call_batch


# -- custom_vjp -----------------------------------------------------------------------

class _Backward(Opaque):
    """``bwd`` with the structure of its residuals: the parameter of a ``custom_linear``."""

    __slots__ = ("bwd", "residuals", "out_avals", "identity")

    def __init__(self, bwd: Callable[..., list[Any]], residuals: PyTreeDef, out_avals: list[Aval]) -> None:
        self.bwd = bwd
        self.residuals = residuals
        self.out_avals = out_avals
        self.identity = self

    def __str__(self) -> str:
        return "bwd"


def _custom_linear_rule(*avals: Aval, backward: _Backward, num_residuals: int) -> list[Aval]:
    return [Aval(a.shape, a.dtype) for a in backward.out_avals]


def _custom_linear_lower(*_: Any, **__: Any) -> Any:
    raise TypeError("can't apply forward-mode autodiff (jvp) to a custom_vjp function; use custom_jvp, "
                    "or differentiate it in reverse mode (grad, vjp)")


def _custom_linear_transpose(cts: Sequence[Any], *args: Any, backward: _Backward, num_residuals: int) -> list[Any]:
    residuals = tree_unflatten(backward.residuals, list(args[:num_residuals]))
    return [*([None] * num_residuals), *backward.bwd(residuals, list(cts))]


def _custom_linear_batch(values: Sequence[Any], dims: Sequence[int | None], *, backward: _Backward,
                         num_residuals: int) -> tuple[list[Any], list[int]]:
    """Every operand batched first; the transpose is ``bwd`` vectorized the same way."""
    size = batch_size(values, dims)
    values = [to_front(v, d, size) for v, d in zip(values, dims)]
    bwd_batched = _batched_bwd(size, backward.bwd, [_example_aval(v, 0) for v in values[num_residuals:]])
    out_avals = [Aval((size, *a.shape), a.dtype, a.weak_type) for a in backward.out_avals]
    outs = custom_linear_p.apply(*values, backward=_Backward(bwd_batched, backward.residuals, out_avals),
                                 num_residuals=num_residuals)
    return outs, [0] * len(outs)


custom_linear_p: Primitive = Primitive("custom_linear", _custom_linear_rule, _custom_linear_lower, weak=never_weak,
                            multiple_results=True)
custom_linear_p.transpose = _custom_linear_transpose
custom_linear_p.batch = _custom_linear_batch
custom_linear_p.not_differentiable = ("it stands for a custom_vjp's linearization, whose only derivative rule "
                                      "is its transpose (JAX cannot apply jvp to a custom_vjp either)")


def linear_call(bwd: Callable[..., list[Any]], residuals: Any, tangents: Sequence[Any], out_avals: list[Aval]
                ) -> list[Any]:
    """The output tangents of a custom_vjp function, known only through its transpose
    ``bwd(residuals, cotangents)``: one ``custom_linear`` equation, staged for reverse mode."""
    if current_trace() is None:
        raise _custom_linear_lower()
    leaves, tree = tree_flatten(residuals)
    return custom_linear_p.apply(*leaves, *tangents, backward=_Backward(bwd, tree, out_avals),
                                 num_residuals=len(leaves))


custom_vjp_call_p: Primitive = _call_primitive("custom_vjp_call")


def bind_custom_vjp(fun: Callable[..., list[Any]], fwd: Callable[..., Any], bwd: Callable[..., Any],
                    args: Sequence[Any], key: Hashable = None) -> list[Any]:
    """Call ``fun`` whose reverse derivative is ``fwd(*primals) -> (outs, residuals)``
    and ``bwd(residuals, cotangents) -> input cotangents`` (flat lists); ``key``
    identifies the pair (see ``Rule``)."""
    if current_trace() is None:
        return fun(*args)
    call, consts = _staged(fun, args)
    return custom_vjp_call_p.apply(*consts, *args, call=call, fwd=Rule(fwd, "fwd", key and ("fwd", key)),
                                   bwd=Rule(bwd, "bwd", key and ("bwd", key)), num_consts=len(consts))


def _custom_vjp_call_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, call: Body, fwd: Rule, bwd: Rule,
                         num_consts: int) -> tuple[list[Any], list[Any]]:
    _check_closure_tangents(tangents[:num_consts], "custom_vjp")
    args = primals[num_consts:]
    outs, residuals = fwd(*args)
    tangents_out = linear_call(bwd, residuals, [ad.instantiate(t, p) for p, t in zip(args, tangents[num_consts:])],
                               [ad.aval_of(o) for o in outs])
    return list(outs), tangents_out


def _example_aval(x: Any, dim: int | None) -> Aval:
    """The aval of one example of ``x`` batched along ``dim``: what bwd's cotangents have."""
    aval = ad.aval_of(x)
    return aval if dim is None else Aval(aval.shape[:dim] + aval.shape[dim + 1:], aval.dtype, aval.weak_type)


def _custom_vjp_call_batch(values: Sequence[Any], dims: Sequence[int | None], *, call: Body, fwd: Rule, bwd: Rule,
                           num_consts: int) -> tuple[list[Any], list[int]]:
    size = batch_size(values, dims)
    arg_dims = dims[num_consts:]
    example_avals = [_example_aval(v, d) for v, d in zip(values[num_consts:], arg_dims)]
    structure: list[PyTreeDef] = []

    def fwd_flat(*primals: Any) -> list[Any]:
        outs, residuals = fwd(*primals)
        leaves, tree = tree_flatten(residuals)
        structure[:] = [tree]
        return [*outs, *leaves]

    def fwd_batched(*primals: Any) -> tuple[list[Any], Any]:
        joint = _batched(size, fwd_flat, arg_dims)(*primals)
        count = len(joint) - structure[0].num_leaves
        return joint[:count], tree_unflatten(structure[0], joint[count:])

    consts = list(values[:num_consts])
    fun = _batched(size, call, dims)
    outs = bind_custom_vjp(lambda *xs: fun(*consts, *xs), fwd_batched, _batched_bwd(size, bwd, example_avals),
                           values[num_consts:])
    return outs, [0] * len(outs)


custom_vjp_call_p.jvp = _custom_vjp_call_jvp
custom_vjp_call_p.batch = _custom_vjp_call_batch


# -- the public decorators ------------------------------------------------------------

def flat_args(args: tuple[Any, ...], what: str) -> tuple[list[Any], PyTreeDef]:
    leaves, tree = tree_flatten(args)
    return [leaf_array(leaf, what) for leaf in leaves], tree


def positional_args(fun: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
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
        self.symbolic_zeros: bool = False

    def defjvp(self, jvp: Callable[..., Any], symbolic_zeros: bool = False) -> Callable[..., Any]:
        """Set the JVP rule ``jvp(primals, tangents) -> (outputs, output tangents)``; with
        ``symbolic_zeros``, the tangents of inputs not being differentiated are
        ``SymbolicZero`` objects, and the rule may return them."""
        self.jvp = jvp
        self.symbolic_zeros = symbolic_zeros
        return jvp

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        positional = positional_args(self.fun, args, kwargs)
        if self.jvp is None:
            raise AttributeError(f"no JVP defined for the custom_jvp function {self.fun.__name__}: use @f.defjvp")
        static = {i: positional[i] for i in self.nondiff_argnums}
        dynamic = tuple(a for i, a in enumerate(positional) if i not in static)
        leaves, in_tree = flat_args(dynamic, "custom_jvp")
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

        outs = bind_custom_jvp(fun_flat, rule_flat, leaves, key=_rule_key(self, static, in_tree),
                               symbolic_zeros=self.symbolic_zeros)
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
        positional = positional_args(self.fun, args, kwargs)
        if self.fwd is None or self.bwd is None:
            raise AttributeError(f"no VJP defined for the custom_vjp function {self.fun.__name__}: use f.defvjp(fwd, bwd)")
        static = {i: positional[i] for i in self.nondiff_argnums}
        for i, value in static.items():
            _check_no_tracers(value, i)
        dynamic = tuple(a for i, a in enumerate(positional) if i not in static)
        leaves, in_tree = flat_args(dynamic, "custom_vjp")
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

        outs = bind_custom_vjp(fun_flat, fwd_flat, bwd_flat, leaves, key=_rule_key(self, static, in_tree))
        return out_trees[0].unflatten(outs)  # type: ignore[no-any-return]


def _rule_key(custom: Any, static: dict[int, Any], in_tree: PyTreeDef) -> Hashable:
    """What makes two calls' rules the same: the custom function (its rules as defined
    now), its static arguments and the structure of the others; None (no sharing)
    when a static argument cannot be hashed."""
    rules = (custom.jvp, custom.symbolic_zeros) if isinstance(custom, custom_jvp) else (custom.fwd, custom.bwd)
    key = (custom, rules, tuple(sorted(static.items())), in_tree)
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _check_no_tracers(value: Any, argnum: int) -> None:
    if any(isinstance(leaf, Tracer) for leaf in tree_flatten(value)[0]):
        raise UnexpectedTracerError(
            f"a traced value was passed to a custom_vjp function as argument {argnum}, which nondiff_argnums marks as "
            "non-differentiable; such arguments must not be traced (use them for functions, shapes and other static "
            "values, and pass arrays as ordinary arguments whose cotangent bwd returns, or None)")
