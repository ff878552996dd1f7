"""The sub-jaxpr toolkit: functions traced into jaxprs that higher-order primitives
(``jit``, control flow, custom derivatives, solvers) carry as parameters.

* ``Body``: a jaxpr without constants (what the function closed over are its first
  inputs), equal to another body of the same text, so that executables and derived
  bodies are cached across re-traces of the same function.
* ``trace_body``: a Python function (flat arrays to flat arrays) traced into a body;
  ``trace_derived_body`` for one derived from closed bodies (its rules' constants inlined).
* ``emit_body``: a body lowered to StableHLO at the current insertion point.
* ``split_known``: partial evaluation, the equations computable from the known
  inputs split from those that need the unknown ones, with the residuals between.

Interpreter-specific transformations of bodies (their JVP, transpose, batching) live
with their interpreters (``interpreters/autodiff.py``, ``interpreters/batching.py``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np

from jaxtypes._array import Array
from jaxtypes._config import config
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.cache import LRUCache
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.ir import Atom, ClosedJaxpr, Eqn, Jaxpr, Literal, Var, pretty_jaxpr, eval_jaxpr
from jaxtypes.runtime.core.tracing import StagingTrace, Tracer, tracing

__all__ = ["Body", "Opaque", "Split", "aval_of", "body_cache", "clear_body_caches", "emit_body", "leaf_array", "split_known",
           "trace_body", "trace_derived_body", "type_str"]


def aval_of(x: Any) -> Aval:
    return Aval(tuple(x.shape), np.dtype(x.dtype), bool(x.weak_type))


def type_str(a: Aval) -> str:
    """``float32[3] (weak)``: an aval as error messages name it."""
    return f"{a.dtype.name}{list(a.shape)}{' (weak)' if a.weak_type else ''}"


def leaf_array(leaf: Any, what: str) -> Array:
    """A pytree leaf as an array: arrays as they are, Python scalars and NumPy data converted."""
    if isinstance(leaf, Array):
        return leaf
    if isinstance(leaf, (bool, int, float, complex, np.ndarray, np.generic)):
        return asarray(leaf)
    raise TypeError(f"{what}: expected arrays (or scalars, NumPy data) in the pytree, got {type(leaf).__name__}")


class Body:
    """A traced function as a primitive's parameter: a jaxpr without constants (what
    it closed over are its first inputs), equal to another of the same text whose
    opaque parameters (user rules, which print alike) are the same."""

    __slots__ = ("jaxpr", "_text_and_rules", "_hash", "__weakref__")

    def __init__(self, jaxpr: Jaxpr) -> None:
        self.jaxpr: Jaxpr = jaxpr
        self._text_and_rules: tuple[str, tuple[Any, ...]] | None = None
        self._hash = 0

    @property
    def _key(self) -> tuple[str, tuple[Any, ...]]:
        """Made when first compared or hashed (a body that is only run, as a
        transposition's, never is)."""
        if self._text_and_rules is None:
            self._text_and_rules = (pretty_jaxpr(self.jaxpr), tuple(_identities(self.jaxpr)))
            self._hash = hash(self._text_and_rules)
        return self._text_and_rules

    @classmethod
    def of(cls, closed: ClosedJaxpr) -> Body:
        """The body of a closed jaxpr: its constants become its first inputs."""
        j = closed.jaxpr
        return cls(Jaxpr([], [*j.constvars, *j.invars], j.eqns, j.outvars))

    @property
    def in_avals(self) -> list[Aval]:
        return self.jaxpr.in_avals

    @property
    def out_avals(self) -> list[Aval]:
        return [a.aval for a in self.jaxpr.outvars]

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is Body and other._key == self._key)

    def __hash__(self) -> int:
        return self._hash if self._text_and_rules is not None else hash(self._key)

    def __str__(self) -> str:
        return "\n" + pretty_jaxpr(self.jaxpr, indent=6)

    def __call__(self, *args: Any) -> list[Any]:
        """Run the body on ``args`` in the current trace."""
        return eval_jaxpr(ClosedJaxpr(self.jaxpr, []), args)


class Opaque:
    """A parameter whose text does not say what it does (a user's rule): ``identity``
    tells two apart where their printed forms agree."""

    identity: Any


def _identities(jaxpr: Jaxpr) -> list[Any]:
    found: list[Any] = []
    for eqn in jaxpr.eqns:
        for value in eqn.params.values():
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, Opaque):
                    found.append(item.identity)
                elif isinstance(item, Body):
                    found.extend(item._key[1])
    return found


def trace_body(fun: Callable[..., Sequence[Any]], avals: Sequence[Aval], what: str) -> tuple[Body, list[Any]]:
    """``fun`` (flat arrays to flat arrays) traced for inputs of ``avals``: the body,
    whose inputs are the constants it closed over and then the arguments, and those
    constants' values (concrete arrays, or tracers of an enclosing trace)."""
    with tracing(StagingTrace()) as trace:
        args = [trace.new_argument(a) for a in avals]
        outs = [leaf_array(o, what) for o in fun(*args)]
        closed = trace.to_jaxpr(outs)
    return Body.of(closed), list(closed.consts)


def trace_derived_body(fun: Callable[..., Sequence[Any]], avals: Sequence[Aval], what: str) -> Body:
    """``trace_body`` for a body derived from closed bodies (their JVP, transpose or
    batching): it has nothing of an enclosing trace to close over, and the constants its
    rules made (identity matrices, masks) are written into it as literals."""
    body, consts = trace_body(fun, avals, what)
    if not consts:
        return body
    if any(isinstance(c, Tracer) for c in consts):
        raise RuntimeError(f"internal error: the {what} of a closed body captured a value of an enclosing trace")
    j = body.jaxpr
    literals: dict[Var, Atom] = {v: Literal(np.asarray(c), aval_of(c)) for v, c in zip(j.invars, consts)}

    def atom(a: Atom) -> Atom:
        return literals.get(a, a) if isinstance(a, Var) else a

    eqns = [Eqn(e.primitive, [atom(a) for a in e.inputs], e.outputs, e.params) for e in j.eqns]
    return Body(Jaxpr([], j.invars[len(consts):], eqns, [atom(v) for v in j.outvars]))


def emit_body(body: Body, values: Sequence[Any]) -> list[Any]:
    """Emit StableHLO for ``body`` at the current insertion point; its result values."""
    return lowering.emit_jaxpr(body.jaxpr, values)


def composed_lowering(fun: Callable[..., Any], what: str) -> Callable[..., Any]:
    """A lowering that emits ``fun`` (lax operations on arrays, one result) in place,
    traced for the operands' types: a primitive implemented as a composition of others."""
    def lower(out_type: Any, *values: Any, **params: Any) -> Any:
        avals = [Aval(tuple(v.type.shape), lowering.numpy_dtype(v), False) for v in values]
        body = trace_derived_body(lambda *a: [fun(*a, **params)], avals, what)
        return emit_body(body, list(values))[0]

    return lower


# -- partial evaluation ----------------------------------------------------------------

@dataclass(frozen=True)
class Split:
    """``body`` split by which inputs are known: ``known`` maps the known inputs to the
    known outputs followed by the residuals; ``unknown`` maps the residuals followed by
    the unknown inputs to the unknown outputs."""

    known: Body
    unknown: Body
    out_unknowns: tuple[bool, ...]
    num_residuals: int


def split_known(body: Body, unknowns: Sequence[bool]) -> Split:
    """Partial evaluation of ``body``: an equation is unknown when any of its inputs is."""
    jaxpr = body.jaxpr
    unknown_vars: set[Var] = {v for v, u in zip(jaxpr.invars, unknowns) if u}
    known_eqns: list[Eqn] = []
    unknown_eqns: list[Eqn] = []
    for eqn in jaxpr.eqns:
        if any(isinstance(a, Var) and a in unknown_vars for a in eqn.inputs):
            unknown_eqns.append(eqn)
            unknown_vars.update(eqn.outputs)
        else:
            known_eqns.append(eqn)
    out_unknowns = tuple(isinstance(v, Var) and v in unknown_vars for v in jaxpr.outvars)
    read = [a for e in unknown_eqns for a in e.inputs]
    residuals = [v for v in dict.fromkeys(read) if isinstance(v, Var) and v not in unknown_vars]
    known = Jaxpr([], [v for v, u in zip(jaxpr.invars, unknowns) if not u], known_eqns,
                  [*(v for v, u in zip(jaxpr.outvars, out_unknowns) if not u), *residuals])
    unknown = Jaxpr([], [*residuals, *(v for v, u in zip(jaxpr.invars, unknowns) if u)], unknown_eqns,
                    [v for v, u in zip(jaxpr.outvars, out_unknowns) if u])
    return Split(Body(known), Body(unknown), out_unknowns, len(residuals))


# -- caches of derived bodies ------------------------------------------------------------

T = TypeVar("T")
_body_caches: list[LRUCache[Any, Any]] = []
_body_caches_lock = threading.Lock()
BODY_CACHE_SIZE = 1024


def body_cache(make: Callable[..., T]) -> Callable[..., T]:
    """``make(body, *hashable)`` remembered by its arguments (bounded; emptied by
    ``clear_body_caches``): a body derived once per traced function, not per call."""
    cache: LRUCache[Any, Any] = LRUCache(BODY_CACHE_SIZE)
    with _body_caches_lock:
        _body_caches.append(cache)

    def cached(*args: Any) -> T:
        key = (config.state(), *args)  # a body traced in another mode may differ
        found = cache.get(key)
        if found is None:
            found = cache.put(key, make(*args))
        return found  # type: ignore[no-any-return]

    cached.__wrapped__ = make  # type: ignore[attr-defined]
    cached.__doc__ = make.__doc__
    return cached


def clear_body_caches() -> None:
    with _body_caches_lock:
        for cache in _body_caches:
            cache.clear()

