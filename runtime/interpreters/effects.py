"""Primitives run for their side effects (debug callbacks) in staged bodies: bodies
without them, and the XLA token that orders ordered callbacks through the lowering.

A derived body that recomputes primal values beside the operation that computes them (a
loop's or a branch's tangent body, which ``grad`` transposes) runs none of their side
effects: those run once, in the primal operation, as in JAX.

Within a block the token of one ordered callback is the next one's operand. A loop or a
branch whose bodies hold ordered callbacks takes the token in (a loop carries it, a
branch captures it) and gives the last one back as a result, which the callbacks after
it then wait for: program order, across control flow, as in JAX. (A while loop's
condition takes the token in but gives none back, its region returning the predicate
alone: its callbacks wait for the previous iteration's, and the loop runs it before
the body.)

The tokens live in a thread-local map from a block to its latest token, for the module
being lowered; a module's first use (it lacks ``backend.ORDERED_CALLBACKS``, which the
first use sets) starts a fresh map, so blocks of an earlier module are never looked up.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from typing import Any

from jaxtypes.runtime import backend
from jaxtypes.runtime.core.ir import ClosedJaxpr, Eqn, Jaxpr
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.subjaxpr import Body

__all__ = ["SIDE_EFFECTS", "current_token", "enclosing_module", "holds_ordered_callbacks",
           "region_token", "set_token", "without_side_effects"]

SIDE_EFFECTS: set[Primitive] = set()
"""The primitives that run for their side effect only (their modules add them): each has a
``callback`` parameter that says whether it is ``ordered``."""


class _Tokens(threading.local):
    by_block: dict[Any, Any]

    def __init__(self) -> None:
        self.by_block = {}


_tokens = _Tokens()


def enclosing_module(block: Any) -> Any:
    op = block.owner.operation
    while op.parent is not None:
        op = op.parent.operation
    return op


def _by_block(block: Any) -> dict[Any, Any]:
    from jaxlib.mlir import ir

    attributes = enclosing_module(block).attributes
    if backend.ORDERED_CALLBACKS not in attributes:
        attributes[backend.ORDERED_CALLBACKS] = ir.UnitAttr.get()
        _tokens.by_block = {}
    return _tokens.by_block


def current_token(block: Any) -> Any:
    """The token the next ordered callback in ``block`` waits for: the latest in this
    block, else in an enclosing block of the function, else a new one."""
    from jaxlib.mlir.dialects import stablehlo as hlo

    by_block = _by_block(block)
    while True:
        found = by_block.get(block)
        if found is not None:
            return found
        owner = block.owner.operation
        if owner.name == "func.func" or owner.parent is None:
            return hlo.create_token()
        block = owner.block


def set_token(block: Any, token: Any) -> None:
    """``token`` is now the latest in ``block`` (a loop or branch body's block starts from
    its token argument, or from the one it captures)."""
    _by_block(block)[block] = token


def region_token(block: Any) -> Any:
    """The token a body's block gives back: its latest (the one it entered with if none
    of its callbacks is ordered)."""
    return _by_block(block)[block]


def holds_ordered_callbacks(bodies: Iterable[Body]) -> bool:
    """Whether an ordered callback runs in one of these bodies or in a body nested in them."""
    return any(_ordered_in(body.jaxpr) for body in bodies)


def _nested(eqn: Eqn) -> Iterator[Jaxpr]:
    for value in eqn.params.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, (Body, ClosedJaxpr)):
                yield item.jaxpr
            elif isinstance(item, Jaxpr):
                yield item


def _ordered_in(jaxpr: Jaxpr) -> bool:
    return any((eqn.primitive in SIDE_EFFECTS and eqn.params["callback"].ordered) or any(map(_ordered_in, _nested(eqn)))
               for eqn in jaxpr.eqns)


def _effects_in(jaxpr: Jaxpr) -> bool:
    return any(eqn.primitive in SIDE_EFFECTS or any(map(_effects_in, _nested(eqn))) for eqn in jaxpr.eqns)


def without_side_effects(body: Body) -> Body:
    """``body`` without the side-effect primitives in it or in the bodies nested in it
    (the same body where it has none)."""
    return Body(_stripped(body.jaxpr)) if _effects_in(body.jaxpr) else body


def _stripped(jaxpr: Jaxpr) -> Jaxpr:
    eqns = []
    for eqn in jaxpr.eqns:
        if eqn.primitive in SIDE_EFFECTS:
            continue
        params = {name: _stripped_param(value) for name, value in eqn.params.items()}
        eqns.append(Eqn(eqn.primitive, eqn.inputs, eqn.outputs, params))
    return Jaxpr(jaxpr.constvars, jaxpr.invars, eqns, jaxpr.outvars)


def _stripped_param(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_stripped_param(item) for item in value)
    if isinstance(value, Body):
        return without_side_effects(value)
    if isinstance(value, ClosedJaxpr):
        return ClosedJaxpr(_stripped(value.jaxpr), value.consts) if _effects_in(value.jaxpr) else value
    if isinstance(value, Jaxpr):
        return _stripped(value) if _effects_in(value) else value
    return value
