"""Automatic differentiation: forward mode (JVP), linearization and reverse mode.

* ``JVPTrace`` carries (primal, tangent) pairs through a function; each primitive's
  ``jvp`` rule computes both, with the parent trace current, so that JVPs nest and
  compose with ``jit``. A zero tangent is ``None`` (symbolic: no work is done for it).
* ``PartialEvalTrace`` sits under a JVP trace to linearize: operations whose inputs
  are all known (the primal computation) run in the parent trace at once; the others
  (the tangent computation, linear in the input tangents) are staged into a jaxpr.
* ``backward_pass`` transposes that linear jaxpr with each primitive's ``transpose``
  rule, giving ``vjp`` and ``grad``.

Rules live beside each primitive (in ``runtime/lax/``), written with the family
helpers at the end of this module. ``jvp_body`` and ``transpose_body`` apply the same
machinery to the sub-jaxprs of higher-order primitives (``jit``, control flow).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.ir import ClosedJaxpr, Jaxpr, Literal, Var, literal_array
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.subjaxpr import Body, body_cache, split_known, trace_derived_body
from jaxtypes.runtime.core.tracing import StagingTrace, Trace, Tracer, current, tracing
from jaxtypes.runtime.interpreters import effects

float0: np.dtype[np.void] = np.dtype([("float0", np.void, 0)])
"""The dtype of the tangent of an integer or bool value (as in JAX): it has no values."""


def aval_of(x: Any) -> Aval:
    return Aval(tuple(x.shape), x.dtype, bool(x.weak_type))


def is_differentiable(dtype: np.dtype[Any]) -> bool:
    """Floating and complex dtypes have tangents; integers and bools do not."""
    return dtype.kind in "fc" or dtype.name in ("bfloat16",) or dtype.name.startswith("float")


# -- forward mode ------------------------------------------------------------------

class JVPTracer(Tracer):
    """A primal value and its tangent (None: zero)."""

    __slots__ = ("primal", "tangent")

    def __init__(self, trace: JVPTrace, primal: Any, tangent: Any) -> None:
        super().__init__(trace, aval_of(primal))
        self.primal: Any = primal
        self.tangent: Any = tangent

    def concrete_value(self) -> Any:
        primal = self.primal
        return primal.concrete_value() if isinstance(primal, Tracer) else primal


class JVPTrace(Trace):
    def unpack(self, args: Sequence[Any]) -> tuple[list[Any], list[Any]]:
        """(primals, tangents) of operands: another trace's values have zero tangents (None)."""
        primals, tangents = [], []
        for a in args:
            if isinstance(a, Tracer) and self.owns(a):
                assert isinstance(a, JVPTracer)
                primals.append(a.primal)
                tangents.append(a.tangent)
            else:
                primals.append(a)
                tangents.append(None)
        return primals, tangents

    def process_primitive(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        primals, tangents = self.unpack(args)
        with current(self.parent):
            if all(t is None for t in tangents):
                return primitive.apply(*primals, **params)
            if primitive.jvp is None:
                raise NotImplementedError(f"differentiation of {primitive.name} is not implemented")
            primal_out, tangent_out = primitive.jvp(primals, tangents, **params)
        if not primitive.multiple_results:
            primal_out, tangent_out = [primal_out], [tangent_out]
        return [p if t is None else JVPTracer(self, p, t) for p, t in zip(primal_out, tangent_out)]

    def lift(self, primal: Any, tangent: Any) -> JVPTracer:
        return JVPTracer(self, primal, tangent)

    def split(self, out: Any) -> tuple[Any, Any]:
        """(primal, tangent or None) of a function's output under this trace."""
        if isinstance(out, Tracer) and self.owns(out):
            assert isinstance(out, JVPTracer)
            return out.primal, out.tangent
        return out, None


def jvp_flat(fun: Callable[..., list[Any]], primals: Sequence[Any], tangents: Sequence[Any]) -> tuple[list[Any], list[Any]]:
    """Outputs and output tangents (None for zero) of ``fun`` (on a flat list of arrays)."""
    with tracing(JVPTrace()) as trace:
        outs = fun(*[p if t is None else trace.lift(p, t) for p, t in zip(primals, tangents)])
        pairs = [trace.split(o) for o in outs]
    return [p for p, _ in pairs], [t for _, t in pairs]


# -- linearization and transposition -------------------------------------------------

class PartialEvalTrace(StagingTrace):
    """Runs what it can (operations on known values only) in its parent trace, and
    stages the rest into a jaxpr; a primitive with a ``partial_eval`` rule splits itself."""

    def process_primitive(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        if not any(isinstance(a, Tracer) and self.owns(a) for a in args):
            with current(self.parent):
                return primitive.apply(*args, **params)
        if primitive.partial_eval is not None:
            return primitive.partial_eval(self, args, **params)  # type: ignore[no-any-return]
        return super().process_primitive(primitive, args, params)

    def stage(self, primitive: Primitive, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
        """Stage ``primitive`` whole (what a ``partial_eval`` rule does with its unknown part)."""
        return super().process_primitive(primitive, args, params)

    def is_unknown(self, x: Any) -> bool:
        return isinstance(x, Tracer) and self.owns(x)


def linearize_flat(fun: Callable[..., list[Any]], primals: Sequence[Any]
                   ) -> tuple[list[Any], ClosedJaxpr, list[bool], list[bool]]:
    """``fun``'s outputs; the linear jaxpr from the tangents of the differentiable
    (floating or complex) inputs to the nonzero output tangents, its constants being
    the residuals; which inputs are differentiable; which outputs have a tangent."""
    differentiable = [is_differentiable(np.dtype(p.dtype)) for p in primals]
    with tracing(PartialEvalTrace()) as pe:
        tangents_in = [pe.new_argument(aval_of(p)) if d else None for p, d in zip(primals, differentiable)]
        with tracing(JVPTrace()) as jvp:
            outs = fun(*[p if t is None else jvp.lift(p, t) for p, t in zip(primals, tangents_in)])
            pairs = [jvp.split(o) for o in outs]
        nonzero = [t is not None for _, t in pairs]
        linear = pe.to_jaxpr([t for _, t in pairs if t is not None])
    return [p for p, _ in pairs], linear, differentiable, nonzero


class UndefinedPrimal:
    """An input of a linear equation that is being transposed (its value is unknown)."""

    __slots__ = ("aval",)

    def __init__(self, aval: Aval) -> None:
        self.aval: Aval = aval

    def __repr__(self) -> str:
        return f"UndefinedPrimal({self.aval})"


def is_undefined(x: Any) -> bool:
    return isinstance(x, UndefinedPrimal)


def backward_pass(linear: ClosedJaxpr, cotangents: Sequence[Any]) -> list[Any]:
    """Cotangents of the linear jaxpr's inputs (None for zero) from those of its outputs."""
    jaxpr = linear.jaxpr
    known: dict[Var, Any] = dict(zip(jaxpr.constvars, linear.consts))
    cts: dict[Var, Any] = {}

    def add_ct(var: Any, ct: Any) -> None:
        if ct is None or isinstance(var, Literal) or var in known:
            return
        cts[var] = ct if var not in cts else add_tangents(cts[var], ct)

    for var, ct in zip(jaxpr.outvars, cotangents):
        add_ct(var, ct)
    for eqn in reversed(jaxpr.eqns):
        outs = [cts.pop(v, None) for v in eqn.outputs]
        if all(ct is None for ct in outs):
            continue
        args = [literal_array(a) if isinstance(a, Literal) else known[a] if a in known else UndefinedPrimal(a.aval)
                for a in eqn.inputs]
        if eqn.primitive.transpose is None:
            raise NotImplementedError(f"reverse-mode differentiation of {eqn.primitive.name} is not implemented")
        if eqn.primitive.multiple_results:
            outs = [zeros(v.aval) if ct is None else ct for v, ct in zip(eqn.outputs, outs)]
            in_cts = eqn.primitive.transpose(outs, *args, **eqn.params)
        else:
            in_cts = eqn.primitive.transpose(outs[0], *args, **eqn.params)
        for var, arg, ct in zip(eqn.inputs, args, in_cts):
            if is_undefined(arg):
                add_ct(var, ct)
    return [cts.get(v) for v in jaxpr.invars]


def vjp_flat(fun: Callable[..., list[Any]], primals: Sequence[Any]
             ) -> tuple[list[Any], Callable[[Sequence[Any]], list[Any]]]:
    """``fun``'s outputs and the function from output cotangents to input cotangents."""
    outs, linear, differentiable, nonzero = linearize_flat(fun, primals)

    def pullback(cotangents: Sequence[Any]) -> list[Any]:
        """Input cotangents; None for an input that is not differentiable."""
        in_cts = iter(backward_pass(linear, [ct for ct, nz in zip(cotangents, nonzero) if nz]))
        out = []
        for p, d in zip(primals, differentiable):
            ct = next(in_cts) if d else None
            out.append(zeros_like(p) if d and ct is None else ct)
        return out

    return outs, pullback


# -- the same for sub-jaxprs -----------------------------------------------------------

def jvp_body(body: Body, nonzero: Sequence[bool], primals_out: bool = False) -> tuple[Body, list[bool]]:
    """A body from (inputs, tangents of the ``nonzero`` inputs) to the tangents of the
    differentiable outputs (after the outputs themselves if ``primals_out``); which
    outputs those are. Derived once per (body, arguments)."""
    return _jvp_body(body, tuple(nonzero), primals_out)


@body_cache
def _jvp_body(body: Body, nonzero: tuple[bool, ...], primals_out: bool) -> tuple[Body, list[bool]]:
    avals = body.in_avals
    out_diff = [is_differentiable(a.dtype) for a in body.out_avals]

    def run(*args: Any) -> list[Any]:
        primals = list(args[:len(avals)])
        it = iter(args[len(avals):])
        tangents = [next(it) if nz else None for nz in nonzero]
        outs, touts = jvp_flat(lambda *xs: body(*xs), primals, tangents)
        return [*(outs if primals_out else []), *(instantiate(t, o) for o, t, d in zip(outs, touts, out_diff) if d)]

    tangent_avals = [a for a, nz in zip(avals, nonzero) if nz]
    derived = trace_derived_body(run, [*avals, *tangent_avals], "JVP")
    # Tangents only: the primal operation beside it runs the side effects.
    return (derived if primals_out else effects.without_side_effects(derived)), out_diff


def transpose_body(body: Body, linear: Sequence[bool], known: Sequence[Any], cts: Sequence[Any]) -> list[Any]:
    """Cotangents of the ``linear`` inputs of ``body`` (zeros where none), given the
    values of the other inputs (``known``) and the outputs' cotangents. The equations
    that do not depend on a linear input run forward first."""
    split = split_known(body, linear)
    known_outs = split.known(*known)
    residuals = known_outs[len(known_outs) - split.num_residuals:]
    unknown = split.unknown.jaxpr
    n = split.num_residuals
    closed = ClosedJaxpr(Jaxpr(unknown.invars[:n], unknown.invars[n:], unknown.eqns, unknown.outvars), residuals)
    in_cts = backward_pass(closed, [ct for ct, u in zip(cts, split.out_unknowns) if u])
    return [zeros(v.aval) if ct is None else ct for v, ct in zip(unknown.invars[n:], in_cts)]


@body_cache
def transposed_body(body: Body, linear: tuple[bool, ...]) -> Body:
    """A body from (the non-``linear`` inputs, the outputs' cotangents) to the
    cotangents of the ``linear`` inputs: ``transpose_body`` staged once."""
    known_avals = [a for a, lin in zip(body.in_avals, linear) if not lin]
    ct_avals = [Aval(a.shape, a.dtype) for a in body.out_avals]
    k = len(known_avals)
    return trace_derived_body(lambda *a: transpose_body(body, linear, a[:k], a[k:]), [*known_avals, *ct_avals],
                              "transpose")


# -- values used by the rules -------------------------------------------------------

def zeros(aval: Aval) -> Array:
    """A zero array of ``aval``'s shape, dtype and weak type."""
    from jaxtypes.runtime.lax import shape as lax_shape  # cycle: lax imports interpreters

    from jaxtypes.runtime.lax.operators import convert_element_type  # cycle: lax imports interpreters

    zero = lax_shape.full(aval.shape, 0, aval.dtype)
    return convert_element_type(zero, aval.dtype, weak_type=True) if aval.weak_type else zero


def zeros_like(x: Any) -> Array:
    return zeros(aval_of(x))


def instantiate(tangent: Any, like: Any) -> Array:
    """A tangent as an array: zeros of ``like``'s aval for a symbolic zero (None)."""
    return zeros_like(like) if tangent is None else tangent


def add_tangents(a: Any, b: Any) -> Any:
    """The sum of two tangents, either of which may be a symbolic zero."""
    if a is None:
        return b
    if b is None:
        return a
    from jaxtypes.runtime.lax.operators import add_p  # cycle: lax imports interpreters

    return add_p.bind(a, b)


def unbroadcast(ct: Array, aval: Aval) -> Array:
    """Sum ``ct`` (of a broadcast result's shape) down to ``aval``'s shape: the
    transpose of NumPy-style broadcasting inside binary primitives."""
    if tuple(ct.shape) == aval.shape:
        return ct
    from jaxtypes.runtime.lax import reduction as lax_reduction  # cycle: lax imports interpreters
    from jaxtypes.runtime.lax import shape as lax_shape  # cycle: lax imports interpreters

    extra = len(ct.shape) - len(aval.shape)
    axes = tuple(range(extra)) + tuple(
        extra + i for i, d in enumerate(aval.shape) if d == 1 and ct.shape[extra + i] != 1)
    summed = lax_reduction.reduce_sum(ct, axes) if axes else ct
    return lax_shape.reshape(summed, aval.shape) if tuple(summed.shape) != aval.shape else summed


# -- family helpers for rules -----------------------------------------------------

def linear_jvp(primitive: Primitive) -> Callable[..., Any]:
    """The JVP of a primitive linear in all its inputs: the primitive on the tangents
    (symbolic zeros made concrete where some inputs have a tangent and others not)."""
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
        out = primitive.apply(*primals, **params)
        tangent = primitive.apply(*[instantiate(t, p) for p, t in zip(primals, tangents)], **params)
        return (out, tangent) if primitive.multiple_results else (out[0], tangent[0])

    return jvp


def define_jvp(primitive: Primitive, *derivatives: Callable[..., Any] | None) -> None:
    """The JVP as the sum over inputs with a tangent of ``derivatives[i](t, *primals,
    **params)`` (a function linear in ``t``; None for inputs without a derivative)."""
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
        out = primitive.bind(*primals, **params)
        total = None
        for derivative, t in zip(derivatives, tangents):
            if t is not None and derivative is not None:
                total = add_tangents(total, derivative(t, *primals, out=out, **params))
        return out, total

    primitive.jvp = jvp


def define_unary_jvp(primitive: Primitive, derivative: Callable[..., Any]) -> None:
    """The JVP ``t * derivative(x, out)`` of an elementwise unary primitive."""
    from jaxtypes.runtime.lax.operators import mul_p  # cycle: lax imports interpreters

    define_jvp(primitive, lambda t, x, out, **params: mul_p.bind(t, derivative(x, out, **params)))


def define_zero_jvp(primitive: Primitive) -> None:
    """Piecewise-constant primitives (floor, sign, comparisons, ...): zero tangents."""
    def jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[Any, Any]:
        out = primitive.apply(*primals, **params)
        return (out, [None] * len(out)) if primitive.multiple_results else (out[0], None)

    primitive.jvp = jvp


def define_linear(primitive: Primitive, transpose: Callable[..., Any]) -> None:
    """A primitive linear in its inputs: its JVP is itself, and ``transpose`` its
    transpose rule ``transpose(ct, *args, **params)``."""
    primitive.jvp = linear_jvp(primitive)
    primitive.transpose = transpose
