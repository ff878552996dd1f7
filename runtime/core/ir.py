"""The IR of staged functions (JAX calls it a jaxpr): typed variables, equations of a
primitive with parameters, and the inputs, constants and outputs that bind them.

``jit`` traces a function into a ``ClosedJaxpr`` (the jaxpr and the values of its
constants) and lowers that to StableHLO; transformations read and rewrite the same
structure. ``str(jaxpr)`` prints it readably::

    { lambda a:f32[3]; b:f32[3]. let
        c:f32[3] = mul b a
        d:f32[3] = sin c
      in (d,) }
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from jaxtypes.runtime.backend import Aval

if TYPE_CHECKING:  # primitives import this module
    from jaxtypes.runtime.core.primitives import Primitive

__all__ = ["Atom", "Aval", "ClosedJaxpr", "Eqn", "Jaxpr", "Literal", "Var", "aval_str"]


class Var:
    """A variable of a jaxpr: it has a type and is defined once."""

    __slots__ = ("aval", "_count")
    _counter = itertools.count()

    def __init__(self, aval: Aval) -> None:
        self.aval: Aval = aval
        self._count: int = next(Var._counter)  # orders variables by creation, for stable printing

    def __repr__(self) -> str:
        return f"Var({aval_str(self.aval)})"


@dataclass(frozen=True, eq=False)
class Literal:
    """A constant written into the IR, lowered as a constant, not passed as a parameter:
    a Python scalar the function used, any other 0-d concrete array, or an array a rule
    made while a body was derived from another (see ``subjaxpr.trace_derived_body``)."""

    value: Any
    aval: Aval

    def __str__(self) -> str:
        if self.aval.shape:  # named by its bytes, so that bodies of equal text compute alike
            digest = hashlib.sha1(np.ascontiguousarray(self.value).tobytes()).hexdigest()[:16]
            return f"const<{digest}>:{aval_str(self.aval)}"
        value = self.value.item() if isinstance(self.value, (np.ndarray, np.generic)) else self.value
        return f"{value!r}:{aval_str(self.aval)}"


Atom = Var | Literal


@dataclass(frozen=True, eq=False)
class Eqn:
    """``outputs = primitive[params](*inputs)``."""

    primitive: Primitive
    inputs: list[Atom]
    outputs: list[Var]
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Jaxpr:
    """A staged function: ``constvars`` are bound to the values of a ``ClosedJaxpr``,
    ``invars`` to the arguments; ``eqns`` run in order; ``outvars`` are returned."""

    constvars: list[Var]
    invars: list[Var]
    eqns: list[Eqn]
    outvars: list[Atom]

    @property
    def in_avals(self) -> list[Aval]:
        return [v.aval for v in self.invars]

    @property
    def out_avals(self) -> list[Aval]:
        return [v.aval for v in self.outvars]

    def __str__(self) -> str:
        return pretty_jaxpr(self)


@dataclass(frozen=True, eq=False)
class ClosedJaxpr:
    """A jaxpr with the values of its constants (arrays the function closed over or made)."""

    jaxpr: Jaxpr
    consts: list[Any]

    @property
    def in_avals(self) -> list[Aval]:
        return self.jaxpr.in_avals

    @property
    def out_avals(self) -> list[Aval]:
        return self.jaxpr.out_avals

    @property
    def eqns(self) -> list[Eqn]:
        return self.jaxpr.eqns

    def __str__(self) -> str:
        return pretty_jaxpr(self.jaxpr)

    def __repr__(self) -> str:
        return pretty_jaxpr(self.jaxpr)


# -- printing ---------------------------------------------------------------------

_SHORT = {"bool": "bool", "bfloat16": "bf16"}


def aval_str(aval: Aval) -> str:
    """``f32[3,4]``; a weakly typed aval is marked ``~f32[]``."""
    name = aval.dtype.name
    short = _SHORT.get(name) or name.replace("float", "f").replace("uint", "u").replace("int", "i").replace("complex", "c")
    return f"{'~' if aval.weak_type else ''}{short}[{','.join(map(str, aval.shape))}]"


def _names() -> Iterator[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    for size in itertools.count(1):
        for chars in itertools.product(letters, repeat=size):
            yield "".join(chars)


def pretty_jaxpr(jaxpr: Jaxpr, indent: int = 0) -> str:
    names: dict[Var, str] = {}
    fresh = _names()

    def name(atom: Atom) -> str:
        if isinstance(atom, Literal):
            return str(atom)
        if atom not in names:
            names[atom] = next(fresh)
        return names[atom]

    def binder(var: Var) -> str:
        return f"{name(var)}:{aval_str(var.aval)}"

    pad = " " * indent
    lines = [f"{pad}{{ lambda {' '.join(map(binder, jaxpr.constvars))}; {' '.join(map(binder, jaxpr.invars))}. let"]
    for eqn in jaxpr.eqns:
        params = "".join(f" {k}={_param_str(v, indent)}" for k, v in sorted(eqn.params.items()))
        params = f"[{params.strip()}]" if params else ""
        outs = " ".join(map(binder, eqn.outputs))
        lines.append(f"{pad}    {outs} = {eqn.primitive.name}{params} {' '.join(map(name, eqn.inputs))}".rstrip())
    lines.append(f"{pad}  in ({', '.join(map(name, jaxpr.outvars))}{',' if len(jaxpr.outvars) == 1 else ''}) }}")
    return "\n".join(lines)


def _param_str(value: Any, indent: int = 0) -> str:
    if isinstance(value, np.dtype):
        return value.name
    jaxpr = value if isinstance(value, Jaxpr) else getattr(value, "jaxpr", None)  # a ClosedJaxpr or a Body
    if isinstance(jaxpr, Jaxpr):
        return "\n" + pretty_jaxpr(jaxpr, indent=indent + 6)
    if isinstance(value, Sequence) and not isinstance(value, str):
        return "(" + ",".join(_param_str(v, indent) for v in value) + ("," if len(value) == 1 else "") + ")"
    return str(value)


def eval_jaxpr(closed: ClosedJaxpr, args: Sequence[Any]) -> list[Any]:
    """Run ``closed`` on ``args`` by applying each equation's primitive in the current
    trace (eagerly, or into whatever transformation is current)."""
    jaxpr = closed.jaxpr
    env: dict[Var, Any] = dict(zip([*jaxpr.constvars, *jaxpr.invars], [*closed.consts, *args]))

    def read(atom: Atom) -> Any:
        return literal_array(atom) if isinstance(atom, Literal) else env[atom]

    for eqn in jaxpr.eqns:
        env.update(zip(eqn.outputs, eqn.primitive.apply(*[read(a) for a in eqn.inputs], **eqn.params)))
    return [read(v) for v in jaxpr.outvars]


def literal_array(literal: Literal) -> Any:
    """A literal's value as a concrete array of its shape, dtype and weak type."""
    from jaxtypes.runtime.core.array_impl import ArrayImpl
    from jaxtypes.runtime.backend import to_device

    value = np.asarray(literal.value, literal.aval.dtype)
    return ArrayImpl(to_device(value), literal.aval.shape, literal.aval.dtype, literal.aval.weak_type)
