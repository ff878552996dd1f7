"""``checkpoint`` (``remat``): reverse mode that recomputes intermediate values in the
backward pass instead of keeping them, except those a policy saves.

Under linearization the function's JVP is staged once into a jaxpr. Its primal
equations (those that do not depend on a tangent) run in the forward pass; the
tangent equations, linear in the tangents, are transposed in the backward pass. The
values the tangent equations read are the residuals: a residual made by an equation
that the policy accepts (``policy(primitive, *avals, **params)``) is saved by the
forward pass; every other residual is recomputed in the backward pass from the inputs
and the saved values, running only the primal equations it needs (as JAX does).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from typing_extensions import ParamSpec, TypeVar

from jaxtypes.runtime.core.ir import ClosedJaxpr, Eqn, Jaxpr, Literal, Var, literal_array
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.subjaxpr import Body, leaf_array, split_known
from jaxtypes.runtime.core.tracing import current_trace, tracing
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_map
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters import checkpoint_policies
from jaxtypes.runtime.interpreters.batching import unary_batch
from jaxtypes.runtime.interpreters.custom_derivatives import (
    flat_args, positional_args, bind_custom_jvp, bind_custom_vjp,
)

__all__ = ["checkpoint", "checkpoint_name", "checkpoint_policies", "remat"]

P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")
Policy = Callable[..., bool]

# -- names for policies ------------------------------------------------------------

name_p: Primitive = Primitive("name", lambda x, *, name: (x.shape, x.dtype), lambda out_type, x, *, name: x)
ad.define_linear(name_p, lambda ct, x, *, name: [ct])
name_p.batch = unary_batch(name_p)


def checkpoint_name(x: T, name: str) -> T:
    """``x`` (a pytree of arrays) unchanged, named ``name`` for the checkpoint policies
    ``save_only_these_names`` and ``save_anything_except_these_names``."""
    return tree_map(lambda leaf: name_p.bind(leaf_array(leaf, "checkpoint_name"), name=name), x)  # type: ignore[no-any-return]


# -- the split of a function's JVP into primal and tangent equations ---------------------

class _Plan:
    """The JVP of a function staged into a jaxpr: which equations are primal, which
    are tangent (linear), which values the tangent ones read, which of those are saved."""

    def __init__(self, fun: Callable[..., list[Any]], primals: Sequence[Any], active: Sequence[bool],
                 policy: Policy) -> None:
        # Inputs without a tangent (integers, and values not being differentiated) get none here either.
        self.differentiable = [a and ad.is_differentiable(np.dtype(p.dtype)) for p, a in zip(primals, active)]
        with tracing(ad.PartialEvalTrace()) as staging:
            primals_in = [staging.new_argument(ad.aval_of(p)) for p in primals]
            tangents_in = [staging.new_argument(ad.aval_of(p)) if d else None
                           for p, d in zip(primals, self.differentiable)]
            outs, tangents_out = ad.jvp_flat(fun, primals_in, tangents_in)
            self.nonzero = [t is not None for t in tangents_out]
            closed = staging.to_jaxpr([*outs, *[t for t in tangents_out if t is not None]])
        jaxpr = closed.jaxpr
        self.consts = dict(zip(jaxpr.constvars, closed.consts))
        self.primal_in = jaxpr.invars[:len(primals)]
        self.tangent_in = jaxpr.invars[len(primals):]
        self.outvars = jaxpr.outvars[:len(outs)]
        self.tangent_outvars = jaxpr.outvars[len(outs):]
        split = split_known(Body.of(closed), [False] * (len(closed.consts) + len(primals)) + [True] * len(self.tangent_in))
        self.primal_eqns: list[Eqn] = split.known.jaxpr.eqns
        self.tangent_eqns: list[Eqn] = split.unknown.jaxpr.eqns
        # What the tangent equations read, and the tangent outputs that do not depend on a tangent.
        known_tangent_outs = [v for v, u in zip(self.tangent_outvars, split.out_unknowns[len(outs):]) if not u]
        self.residuals = list(dict.fromkeys([*split.unknown.jaxpr.invars[:split.num_residuals],
                                             *(v for v in known_tangent_outs if isinstance(v, Var))]))
        self.saved = self._saved(policy)

    def _saved(self, policy: Policy) -> list[Var]:
        """The values the backward pass reads (the residuals, and what recomputing
        them needs) that come from equations the policy accepts."""
        needed: set[Var] = set(self.residuals)
        saved: list[Var] = []
        for eqn in reversed(self.primal_eqns):
            if not any(v in needed for v in eqn.outputs):
                continue
            if _saveable(policy, eqn):
                saved.extend(v for v in eqn.outputs if v in needed)
            else:  # recomputed: its inputs are needed in turn
                needed.update(a for a in eqn.inputs if isinstance(a, Var))
        return saved[::-1]

    def forward(self, primals: Sequence[Any]) -> tuple[list[Any], list[Any]]:
        """The outputs and the saved residuals."""
        env = _run(self.primal_eqns, {**self.consts, **dict(zip(self.primal_in, primals))}, [*self.outvars, *self.saved])
        return [_read(env, v) for v in self.outvars], [env[v] for v in self.saved]

    def backward(self, primals: Sequence[Any], saved: Sequence[Any], cotangents: Sequence[Any]) -> list[Any]:
        """Input cotangents (None for integer inputs): the residuals not saved are recomputed."""
        known = {**self.consts, **dict(zip(self.primal_in, primals)), **dict(zip(self.saved, saved))}
        env = _run(self.primal_eqns, known, self.residuals)
        residuals = [env[v] for v in self.residuals]
        linear = Jaxpr(list(self.residuals), list(self.tangent_in), list(self.tangent_eqns), list(self.tangent_outvars))
        cts = [ct for ct, nz in zip(cotangents, self.nonzero) if nz]
        in_cts = iter(ad.backward_pass(ClosedJaxpr(linear, residuals), cts))
        out = []
        for p, d in zip(primals, self.differentiable):
            ct = next(in_cts) if d else None
            out.append(ad.zeros_like(p) if d and ct is None else ct)
        return out


def _saveable(policy: Policy, eqn: Eqn) -> bool:
    return bool(policy(eqn.primitive, *[a.aval for a in eqn.inputs], **eqn.params))


def _read(env: dict[Var, Any], atom: Any) -> Any:
    return literal_array(atom) if isinstance(atom, Literal) else env[atom]


def _run(eqns: Sequence[Eqn], env: dict[Var, Any], wanted: Sequence[Any]) -> dict[Var, Any]:
    """``env`` extended by the values of ``wanted``, running only the equations they need."""
    needed = {v for v in wanted if isinstance(v, Var) and v not in env}
    to_run = []
    for eqn in reversed(eqns):
        if any(v in needed for v in eqn.outputs):
            to_run.append(eqn)
            needed.update(a for a in eqn.inputs if isinstance(a, Var) and a not in env)
    env = dict(env)
    for eqn in reversed(to_run):
        env.update(zip(eqn.outputs, eqn.primitive.apply(*[_read(env, a) for a in eqn.inputs], **eqn.params)))
    return env


# -- the public function --------------------------------------------------------------

def checkpoint(fun: Callable[P, R], *, prevent_cse: bool = True, policy: Policy | None = None,
               static_argnums: int | Sequence[int] = ()) -> Callable[P, R]:
    """``fun`` whose reverse-mode derivative recomputes ``fun``'s intermediate values
    from its inputs instead of keeping them (less memory, more compute), except those
    that ``policy`` saves (see ``checkpoint_policies``); values and forward-mode
    derivatives are unchanged. ``static_argnums`` are passed through unchanged
    (hashable or not). ``prevent_cse`` is accepted for JAX compatibility: nothing here
    merges the recomputation with the forward pass."""
    del prevent_cse
    saveable: Policy = checkpoint_policies.nothing_saveable if policy is None else policy
    statics = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)

    @functools.wraps(fun)
    def rematerialized(*args: P.args, **kwargs: P.kwargs) -> R:
        positional = positional_args(fun, args, kwargs)
        static = {i % len(positional): positional[i] for i in statics}
        dynamic = tuple(a for i, a in enumerate(positional) if i not in static)
        leaves, in_tree = flat_args(dynamic, "checkpoint")
        out_trees: list[PyTreeDef] = []
        plans: list[_Plan] = []
        active: list[bool] = [True] * len(leaves)

        def fun_flat(*values: Any) -> list[Any]:
            it = iter(in_tree.unflatten(list(values)))
            call: Callable[..., Any] = fun
            out_leaves, out_tree = tree_flatten(call(*[static[i] if i in static else next(it) for i in range(len(positional))]))
            out_trees[:] = [out_tree]
            return [leaf_array(o, "checkpoint output") for o in out_leaves]

        def fwd(*primals: Any) -> tuple[list[Any], Any]:
            plans[:] = [_Plan(fun_flat, primals, active, saveable)]
            outs, saved = plans[0].forward(primals)
            return outs, (list(primals), saved)

        def bwd(residuals: Any, cts: list[Any]) -> list[Any]:
            primals, saved = residuals
            return plans[0].backward(primals, saved, cts)

        def jvp_rule(primals: list[Any], tangents: list[Any]) -> tuple[list[Any], list[Any]]:
            outs, touts = ad.jvp_flat(fun_flat, primals, tangents)
            return outs, [ad.instantiate(t, o) for o, t in zip(outs, touts)]

        trace = current_trace()
        if isinstance(trace, ad.JVPTrace) and isinstance(trace.parent, ad.PartialEvalTrace):  # being linearized
            active = [t is not None for t in trace.unpack(leaves)[1]]
            outs = bind_custom_vjp(fun_flat, fwd, bwd, leaves)
        else:
            outs = bind_custom_jvp(fun_flat, jvp_rule, leaves)
        return out_trees[0].unflatten(outs)  # type: ignore[no-any-return]

    return rematerialized


remat = checkpoint
