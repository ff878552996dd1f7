"""``custom_gradient`` (a function that returns its value and its VJP) and
``closure_convert`` (a function's traced closure made explicit arguments), both with
JAX's semantics, built on ``custom_vjp`` and the sub-jaxpr toolkit."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
from typing_extensions import ParamSpec, TypeVar

from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.subjaxpr import Body, aval_of, leaf_array, trace_body
from jaxtypes.runtime.core.tracing import Tracer
from jaxtypes.runtime.core.tree_util import PyTreeDef, register_pytree_node, tree_flatten, treedef_is_leaf
from jaxtypes.runtime.interpreters.autodiff import JVPTracer, is_differentiable
from jaxtypes.runtime.interpreters.batching import BatchTracer
from jaxtypes.runtime.interpreters.custom_derivatives import custom_vjp

__all__ = ["closure_convert", "custom_gradient", "example_aval"]

P = ParamSpec("P")
R = TypeVar("R")


def example_aval(leaf: Any) -> Aval:
    """The aval of an example argument: an array's, a ``ShapeDtypeStruct``'s (anything with
    ``shape`` and ``dtype``), or that of the array a Python scalar or NumPy data becomes."""
    if isinstance(leaf, Array) or not (hasattr(leaf, "shape") and hasattr(leaf, "dtype")) or isinstance(
            leaf, (np.ndarray, np.generic)):
        return aval_of(leaf_array(leaf, "example arguments"))
    return Aval(tuple(int(d) for d in leaf.shape), np.dtype(leaf.dtype), bool(getattr(leaf, "weak_type", False)))


# -- custom_gradient -------------------------------------------------------------------------

class _GradientRule:
    """The VJP a ``custom_gradient`` function returned, traced: a pytree whose leaves are
    the values it closed over (the residuals of the custom_vjp), its body static."""

    def __init__(self, body: Body, consts: list[Any], out_tree: PyTreeDef, in_tree: PyTreeDef) -> None:
        self.body, self.consts, self.out_tree, self.in_tree = body, consts, out_tree, in_tree


def _unflatten_rule(static: tuple[Body, PyTreeDef, PyTreeDef], consts: Iterable[Any]) -> _GradientRule:
    body, out_tree, in_tree = static
    return _GradientRule(body, list(consts), out_tree, in_tree)


register_pytree_node(_GradientRule, lambda r: (r.consts, (r.body, r.out_tree, r.in_tree)), _unflatten_rule)


def custom_gradient(fun: Callable[P, tuple[R, Callable[..., Any]]]) -> Callable[P, R]:
    """``fun`` returns ``(value, vjp)``: the decorated function returns ``value``, and
    reverse mode uses ``vjp(cotangent)`` (a tuple with one cotangent per argument; a
    single one for a function of one argument) as its derivative. ``vjp`` may close
    over the function's values; it is traced, so Python control flow on the values
    it closes over or on the cotangent raises."""
    call: Callable[..., tuple[Any, Callable[..., Any]]] = fun

    @functools.wraps(fun)
    def value(*args: Any, **kwargs: Any) -> Any:
        return call(*args, **kwargs)[0]

    wrapped: custom_vjp[..., Any] = custom_vjp(value)

    def fwd(*args: Any) -> tuple[Any, _GradientRule]:
        out, rule = call(*args)
        out_leaves, out_tree = tree_flatten(out)
        in_trees: list[PyTreeDef] = []

        def rule_flat(*cts: Any) -> list[Any]:
            leaves, in_tree = tree_flatten(rule(out_tree.unflatten(list(cts))))
            in_trees.append(in_tree)
            return leaves

        ct_avals = [Aval(tuple(o.shape), np.dtype(o.dtype), bool(o.weak_type)) for o in
                    (leaf_array(leaf, "custom_gradient output") for leaf in out_leaves)]
        body, consts = trace_body(rule_flat, ct_avals, "custom_gradient")
        return out, _GradientRule(body, consts, out_tree, in_trees[-1])

    def bwd(rule: _GradientRule, ct: Any) -> tuple[Any, ...]:
        ct_leaves, ct_tree = tree_flatten(ct)
        if ct_tree != rule.out_tree:
            raise TypeError(f"custom_gradient: the cotangent's structure {ct_tree} is not the output's {rule.out_tree}")
        cts = rule.in_tree.unflatten(rule.body(*rule.consts, *ct_leaves))
        return (cts,) if treedef_is_leaf(rule.in_tree) else tuple(cts)

    wrapped.defvjp(fwd, bwd)
    return wrapped


# -- closure_convert --------------------------------------------------------------------------

def _maybe_perturbed(x: Any) -> bool:
    """Whether ``x`` (a value a function closed over) may carry a derivative: a tracer of
    a differentiable dtype (JAX's heuristic; concrete arrays and integer tracers cannot)."""
    if isinstance(x, BatchTracer):
        return _maybe_perturbed(x.value)
    if isinstance(x, JVPTracer):
        return True
    return isinstance(x, Tracer) and is_differentiable(np.dtype(x.dtype))


def closure_convert(fun: Callable[..., Any], *example_args: Any) -> tuple[Callable[..., Any], list[Any]]:
    """``(converted, consts)``: ``converted(*args, *consts)`` computes ``fun(*args)``, and
    ``consts`` are the values ``fun`` uses (when traced for arguments like ``example_args``)
    that may carry a derivative, now explicit arguments (for ``custom_vjp`` rules of
    higher-order functions). Concrete values it uses stay inside it."""
    leaves, in_tree = tree_flatten(example_args)
    out_trees: list[PyTreeDef] = []

    def flat(*values: Any) -> list[Any]:
        out_leaves, out_tree = tree_flatten(fun(*in_tree.unflatten(list(values))))
        out_trees.append(out_tree)
        return out_leaves

    body, consts = trace_body(flat, [example_aval(leaf) for leaf in leaves], "closure_convert")
    out_tree = out_trees[-1]
    hoisted = [_maybe_perturbed(c) for c in consts]
    kept = [c for c, h in zip(consts, hoisted) if not h]
    count = sum(hoisted)

    def converted(*args_and_consts: Any) -> Any:
        split = len(args_and_consts) - count
        args, given = args_and_consts[:split], iter(args_and_consts[split:])
        arg_leaves, tree = tree_flatten(tuple(args))
        if tree != in_tree:
            raise TypeError("The inputs to the closure produced by closure_convert must have the same Pytree "
                            f"structure as the example arguments passed when closure_convert was called. Expected "
                            f"{in_tree}, but got {tree}")
        kept_values = iter(kept)
        merged = [next(given) if h else next(kept_values) for h in hoisted]
        return out_tree.unflatten(body(*merged, *(leaf_array(a, "closure_convert") for a in arg_leaves)))

    return converted, [c for c, h in zip(consts, hoisted) if h]
