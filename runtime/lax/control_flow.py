"""Control flow: ``cond``, ``switch``, ``while_loop``, ``fori_loop``, ``scan``, ``map``.

The functions a control-flow operation runs (branches, loop bodies) are traced into
sub-jaxprs (``Body``: a jaxpr without constants, compared by its text so that eager
executables are cached across calls); the values they close over become explicit
operands. They lower to StableHLO control flow (``stablehlo.case`` and
``stablehlo.while``), never unrolled in Python.

Rules: JVP for all of them; reverse mode through ``cond``/``switch`` (the tangent
computation is a second ``cond`` that is linear in the tangents) and through ``scan``
(a primal scan that also stacks the carries it saw, a linear tangent scan, and its
transpose, a reversed scan); ``fori_loop`` with concrete bounds is a ``scan``.
Batching: a batched predicate of ``cond`` selects between all branches' results; a
batched ``while_loop`` predicate runs until every example is done; a loop's carries are
batched only where batched values reach them (a counter stays a scalar).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.ir import Jaxpr, Var
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.subjaxpr import (Body, aval_of, emit_body, leaf_array, trace_body, trace_derived_body,
                                            type_str)
from jaxtypes.runtime.core.tracing import Tracer, trace_of
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_unflatten
from jaxtypes.runtime.interpreters import effects
from jaxtypes.runtime.interpreters.autodiff import jvp_body, transpose_body
from jaxtypes.runtime.interpreters.batching import batch_body, batch_run

__all__ = ["associative_scan", "cond", "fori_loop", "map", "scan", "switch", "while_loop"]


def _tree_fun(fun: Callable[..., Any], in_tree: PyTreeDef, out_trees: list[PyTreeDef], what: str
              ) -> Callable[..., list[Any]]:
    def flat(*leaves: Any) -> list[Any]:
        args = tree_unflatten(in_tree, list(leaves))
        out_leaves, out_tree = tree_flatten(fun(*args))
        out_trees.append(out_tree)
        return [leaf_array(o, what) for o in out_leaves]

    return flat


def _convert(x: Any, aval: Aval) -> Any:
    """``x`` with ``aval``'s weak type (its dtype is already ``aval``'s)."""
    from jaxtypes.runtime.lax.operators import convert_element_type

    if bool(x.weak_type) == aval.weak_type:
        return x
    return convert_element_type(x, aval.dtype, weak_type=aval.weak_type)


def _leaf_names(tree: PyTreeDef) -> list[str]:
    from jaxtypes.runtime.core.tree_util import keystr, tree_flatten_with_path

    paths, _ = tree_flatten_with_path(tree_unflatten(tree, [0] * tree.num_leaves))
    return [keystr(p) or "(the value itself)" for p, _ in paths]


def _check_same(what: str, names: list[str], first: Sequence[Aval], other: Sequence[Aval], a: str, b: str) -> None:
    for name, x, y in zip(names, first, other):
        if x.shape != y.shape or x.dtype != y.dtype:
            raise TypeError(f"{what} must have equal types, but the output {name} has type {type_str(x)} in {a} "
                            f"and {type_str(y)} in {b}")


# -- cond and switch ----------------------------------------------------------------

def _cond_rule(index: Aval, *ops: Aval, branches: tuple[Body, ...]) -> list[Aval]:
    return branches[0].out_avals


def _cond_lower(out_types: Sequence[Any], index: Any, *ops: Any, branches: tuple[Body, ...]) -> list[Any]:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    outer = ir.InsertionPoint.current.block
    token = effects.current_token(outer) if effects.holds_ordered_callbacks(branches) else None
    tokens = [] if token is None else [token.type]
    case = hlo.CaseOp([*out_types, *tokens], index, len(branches))
    for region, body in zip(case.regions, branches):
        block = region.blocks.append()
        with ir.InsertionPoint(block):
            if token is not None:
                effects.set_token(block, token)
            outs = emit_body(body, ops)
            hlo.ReturnOp([*outs, *([] if token is None else [effects.region_token(block)])])
    results = list(case.results)
    if token is not None:
        effects.set_token(outer, results.pop())
    return results


cond_p: Primitive = Primitive("cond", _cond_rule, _cond_lower, weak=never_weak, multiple_results=True)


def _bind_cases(index: Any, funs: Sequence[Callable[..., Any]], operands: tuple[Any, ...], what: str,
                names: Sequence[str]) -> Any:
    leaves, in_tree = tree_flatten(operands)
    leaves = [leaf_array(x, what) for x in leaves]
    avals = [aval_of(x) for x in leaves]
    traced = []
    out_trees: list[PyTreeDef] = []
    for fun in funs:
        if not callable(fun):
            raise TypeError(f"{what}: branches must be callable, got {type(fun).__name__}")
        trees: list[PyTreeDef] = []
        traced.append(trace_body(_tree_fun(fun, in_tree, trees, what), avals, what))
        out_trees.append(trees[-1])
    for i, tree in enumerate(out_trees[1:], 1):
        if tree != out_trees[0]:
            raise TypeError(f"{what}: {names[0]} and {names[i]} must return the same pytree structure, "
                            f"got {out_trees[0]} and {tree}")
    leaf_names = _leaf_names(out_trees[0])
    first = traced[0][0].out_avals
    for i, (body, _) in enumerate(traced[1:], 1):
        _check_same(f"{what}: the branches' outputs", leaf_names, first, body.out_avals, names[0], names[i])
    # A leaf weak in some branch and strong in another is strong (as in JAX).
    weak = [all(b.out_avals[k].weak_type for b, _ in traced) for k in range(len(first))]
    out_avals = [Aval(a.shape, a.dtype, w) for a, w in zip(first, weak)]
    # Every branch takes every branch's constants, then the operands.
    consts = [c for _, cs in traced for c in cs]
    branches = []
    for i, (body, own) in enumerate(traced):
        before = sum(len(cs) for _, cs in traced[:i])
        if [a.weak_type for a in body.out_avals] == weak:  # no conversion: widen the inputs only
            j = body.jaxpr
            unused_before = [Var(aval_of(c)) for c in consts[:before]]
            unused_after = [Var(aval_of(c)) for c in consts[before + len(own):]]
            invars = [*unused_before, *j.invars[:len(own)], *unused_after, *j.invars[len(own):]]
            branches.append(Body(Jaxpr([], invars, j.eqns, j.outvars)))
            continue

        def run(*args: Any, body: Body = body, before: int = before, count: int = len(own)) -> list[Any]:
            outs = body(*args[before:before + count], *args[len(consts):])
            return [_convert(o, a) for o, a in zip(outs, out_avals)]

        branches.append(trace_derived_body(run, [aval_of(c) for c in consts] + avals, what))
    outs = cond_p.apply(index, *consts, *leaves, branches=tuple(branches))
    return tree_unflatten(out_trees[0], outs)


def _check_scalar(x: Any, what: str, name: str) -> Array:
    from jaxtypes.runtime.lax.operands import kind

    a = leaf_array(x, what)
    if a.shape != ():
        raise TypeError(f"{what}: the {name} must be a scalar, got an array of shape {tuple(a.shape)}")
    if kind(a.dtype) not in ("bool", "int", "uint"):
        raise TypeError(f"{what}: the {name} must be a boolean or integer scalar, got dtype {a.dtype.name}")
    return a


def cond(pred: Any, true_fun: Callable[..., Any], false_fun: Callable[..., Any], *operands: Any) -> Any:
    """``true_fun(*operands)`` if ``pred`` else ``false_fun(*operands)``, both branches
    traced and staged into one ``stablehlo.case``. ``pred`` is a boolean (or integer:
    nonzero is true) scalar; the branches return the same pytree structure with equal
    shapes and dtypes (a leaf weakly typed in one branch only becomes strong)."""
    from jaxtypes.runtime.lax.operators import convert_element_type, ne
    from jaxtypes.runtime.lax.operands import kind

    p = _check_scalar(pred, "lax.cond", "predicate")
    if kind(p.dtype) != "bool":
        p = ne(p, convert_element_type(0, p.dtype))
    index = convert_element_type(p, np.dtype(np.int32))
    return _bind_cases(index, [false_fun, true_fun], operands, "lax.cond", ["false_fun", "true_fun"])


def switch(index: Any, branches: Sequence[Callable[..., Any]], *operands: Any) -> Any:
    """``branches[index](*operands)``, ``index`` (an integer scalar) clamped into
    ``[0, len(branches) - 1]``; every branch is traced and staged into one
    ``stablehlo.case``, and they must return the same structure, shapes and dtypes."""
    from jaxtypes.runtime.lax.elementwise import clamp
    from jaxtypes.runtime.lax.operators import convert_element_type

    i = _check_scalar(index, "lax.switch", "index")
    if i.dtype.kind == "b":
        raise TypeError("lax.switch: the index must be an integer scalar, got dtype bool")
    branches = list(branches)
    if not branches:
        raise ValueError("lax.switch: empty sequence of branches")
    i = convert_element_type(i, np.dtype(np.int32))
    i = clamp(np.int32(0), i, np.int32(len(branches) - 1))
    return _bind_cases(i, branches, operands, "lax.switch", [f"branch {k}" for k in range(len(branches))])


def _differentiable(aval: Aval) -> bool:
    from jaxtypes.runtime.interpreters.autodiff import is_differentiable

    return is_differentiable(aval.dtype)


def _cond_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, branches: tuple[Body, ...]) -> tuple[Any, Any]:
    index, *ops = primals
    nonzero = [t is not None for t in tangents[1:]]
    outs = cond_p.apply(index, *ops, branches=branches)
    jvps = [jvp_body(b, nonzero) for b in branches]
    out_diff = jvps[0][1]
    touts = iter(cond_p.apply(index, *ops, *[t for t in tangents[1:] if t is not None],
                              branches=tuple(b for b, _ in jvps)))
    return outs, [next(touts) if d else None for d in out_diff]


def _cond_transpose(cts: Sequence[Any], index: Any, *ops: Any, branches: tuple[Body, ...]) -> list[Any]:
    from jaxtypes.runtime.interpreters.autodiff import is_undefined

    if is_undefined(index):
        raise NotImplementedError("transposition of cond with respect to its index")
    linear = [is_undefined(x) for x in ops]
    known = [x for x in ops if not is_undefined(x)]
    known_avals = [aval_of(x) for x in known]
    ct_avals = [aval_of(c) for c in cts]

    def make(body: Body) -> Body:
        def run(*args: Any) -> list[Any]:
            return transpose_body(body, linear, args[:len(known)], args[len(known):])

        return trace_derived_body(run, [*known_avals, *ct_avals], "cond transpose")

    in_cts = iter(cond_p.apply(index, *known, *cts, branches=tuple(make(b) for b in branches)))
    return [None] + [next(in_cts) if lin else None for lin in linear]


cond_p.jvp, cond_p.transpose = _cond_jvp, _cond_transpose


def _cond_batch(values: Sequence[Any], dims: Sequence[int | None], *, branches: tuple[Body, ...]) -> tuple[Any, Any]:
    from jaxtypes.runtime.interpreters.batching import batch_size, moveaxis
    from jaxtypes.runtime.lax.elementwise import select_n
    from jaxtypes.runtime.lax.shape import broadcast_in_dim

    size = batch_size(values, dims)
    index, *ops = values
    index_dim, *op_dims = dims
    if index_dim is None:
        batched = [batch_body(b, op_dims, size, [True] * len(b.out_avals))[0] for b in branches]
        return cond_p.apply(index, *ops, branches=tuple(batched)), [0] * len(branches[0].out_avals)
    # A batched index: every branch runs, and each example selects its branch's results.
    index = moveaxis(index, index_dim, 0)
    results = [batch_run(lambda *xs, b=b: b(*xs), ops, op_dims, size, [True] * len(b.out_avals))[0]
               for b in branches]
    outs = []
    for k in range(len(branches[0].out_avals)):
        cases = [r[k] for r in results]
        which = broadcast_in_dim(index, tuple(cases[0].shape), (0,))
        outs.append(select_n(which, *cases))
    return outs, [0] * len(outs)


cond_p.batch = _cond_batch


# -- while_loop ---------------------------------------------------------------------

def _while_rule(*args: Aval, cond: Body, body: Body, num_cond_consts: int, num_body_consts: int
                ) -> list[Aval]:
    return [Aval(a.shape, a.dtype, b.weak_type) for a, b in zip(args[num_cond_consts + num_body_consts:], body.out_avals)]


def _while_lower(out_types: Sequence[Any], *args: Any, cond: Body, body: Body, num_cond_consts: int,
                 num_body_consts: int) -> list[Any]:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    nc, nb = num_cond_consts, num_body_consts
    outer = ir.InsertionPoint.current.block
    tokens = [effects.current_token(outer)] if effects.holds_ordered_callbacks((cond, body)) else []
    operands = [*args, *tokens]  # the token last, after the carry
    types = [a.type for a in operands]
    loop = hlo.WhileOp(types, operands)
    before = loop.regions[0].blocks.append(*types)
    with ir.InsertionPoint(before):
        vals = list(before.arguments)
        if tokens:
            effects.set_token(before, vals.pop())
        (pred,) = emit_body(cond, [*vals[:nc], *vals[nc + nb:]])
        hlo.ReturnOp([pred])
    after = loop.regions[1].blocks.append(*types)
    with ir.InsertionPoint(after):
        vals = list(after.arguments)
        if tokens:
            effects.set_token(after, vals.pop())
        new = emit_body(body, [*vals[nc:nc + nb], *vals[nc + nb:]])
        hlo.ReturnOp([*vals[:nc + nb], *new, *([effects.region_token(after)] if tokens else [])])
    results = list(loop.results)
    if tokens:
        effects.set_token(outer, results.pop())
    return results[nc + nb:]


while_p: Primitive = Primitive("while", _while_rule, _while_lower, weak=never_weak, multiple_results=True)


def _carry_check(what: str, names: list[str], carry: Sequence[Aval], out: Sequence[Aval]) -> None:
    for name, x, y in zip(names, carry, out):
        if x.shape != y.shape or x.dtype != y.dtype:
            raise TypeError(f"{what}: the carry {name} has type {type_str(x)} on input but {type_str(y)} on output; "
                            "the body must keep each carry's shape and dtype")


def _promote_weak(leaves: list[Any], out_avals: Sequence[Aval]) -> tuple[list[Any], bool]:
    """Weak carries that the body makes strong (or wider, by promotion) take the body's
    type (as in JAX)."""
    from jaxtypes import dtypes
    from jaxtypes.runtime.lax.operators import convert_element_type

    changed = False
    new = []
    for x, a in zip(leaves, out_avals):
        if x.weak_type and tuple(x.shape) == a.shape and (x.dtype != a.dtype or not a.weak_type):
            dtype, weak = dtypes.lattice_result_type(x, _AvalLike(a))
            if dtype == a.dtype:
                new.append(convert_element_type(x, a.dtype, weak_type=weak and a.weak_type))
                changed = True
                continue
        new.append(x)
    return new, changed


class _AvalLike:
    """An aval read as an array by the dtype rules."""

    def __init__(self, aval: Aval) -> None:
        self.shape, self.dtype, self.weak_type = aval.shape, aval.dtype, aval.weak_type


def while_loop(cond_fun: Callable[[Any], Any], body_fun: Callable[[Any], Any], init_val: Any) -> Any:
    """``val = init_val; while cond_fun(val): val = body_fun(val)``, staged into one
    ``stablehlo.while``. ``cond_fun`` returns a boolean scalar; ``body_fun`` returns
    a value of ``init_val``'s structure, shapes and dtypes (a weak carry that the body
    makes strong becomes strong, as in JAX)."""
    what = "lax.while_loop"
    leaves, tree = tree_flatten(init_val)
    in_tree = tree_flatten((init_val,))[1]
    leaves = [leaf_array(x, what) for x in leaves]
    names = _leaf_names(tree)
    for _ in range(2):
        avals = [aval_of(x) for x in leaves]
        body_trees: list[PyTreeDef] = []
        body, body_consts = trace_body(_tree_fun(body_fun, in_tree, body_trees, what), avals, what)
        if body_trees[-1] != tree:
            raise TypeError(f"{what}: body_fun must return a value of the carry's structure {tree}, "
                            f"got {body_trees[-1]}")
        leaves, changed = _promote_weak(leaves, body.out_avals)
        if not changed:
            break
    _carry_check(what, names, avals, body.out_avals)
    cond_trees: list[PyTreeDef] = []
    cond_body, cond_consts = trace_body(_tree_fun(cond_fun, in_tree, cond_trees, what), avals, what)
    (pred,) = cond_body.out_avals if len(cond_body.out_avals) == 1 else (None,)
    if pred is None or pred.shape != () or pred.dtype != np.dtype(bool):
        got = "several values" if pred is None else type_str(pred)
        raise TypeError(f"{what}: cond_fun must return a boolean scalar, got {got}")
    # The body's outputs take the carries' weak types.
    nb = len(body_consts)
    fixed = trace_derived_body(lambda *a: [_convert(o, c) for o, c in zip(body(*a), avals)],
                               [*(aval_of(c) for c in body_consts), *avals], what)
    outs = while_p.apply(*cond_consts, *body_consts, *leaves, cond=cond_body, body=fixed,
                         num_cond_consts=len(cond_consts), num_body_consts=nb)
    return tree_unflatten(tree, outs)


def _while_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, cond: Body, body: Body, num_cond_consts: int,
               num_body_consts: int) -> tuple[Any, Any]:
    from jaxtypes.runtime.interpreters import autodiff as ad

    from jaxtypes.runtime.core.tracing import current_trace

    trace = current_trace()
    if isinstance(trace, ad.PartialEvalTrace) and any(isinstance(t, Tracer) and trace_of(t) is trace for t in tangents):
        raise ValueError("Reverse-mode differentiation does not work for lax.while_loop or lax.fori_loop with "
                         "dynamic start/stop values. Try using lax.scan, or fori_loop with static start/stop.")
    nc, nb = num_cond_consts, num_body_consts
    cconsts, bconsts, init = primals[:nc], primals[nc:nc + nb], primals[nc + nb:]
    bconst_t = tangents[nc:nc + nb]
    init_t = tangents[nc + nb:]
    diff = [_differentiable(aval_of(x)) for x in init]
    const_nz = [t is not None for t in bconst_t]
    carry_t = [ad.instantiate(t, x) for x, t, d in zip(init, init_t, diff) if d]
    n = len(init)

    def run_body(*args: Any) -> list[Any]:
        consts = list(args[:nb])
        it = iter(args[nb:])
        ctan = [next(it) if nz else None for nz in const_nz]
        carry = [next(it) for _ in range(n)]
        ttan = iter([next(it) for d in diff if d])
        tin = [next(ttan) if d else None for d in diff]
        outs, touts = ad.jvp_flat(lambda *xs: body(*xs), [*consts, *carry], [*ctan, *tin])
        return [*outs, *(ad.instantiate(t, o) for o, t, d in zip(outs, touts, diff) if d)]

    const_avals = [aval_of(c) for c in bconsts]
    carry_avals = [aval_of(x) for x in init]
    new_body = trace_derived_body(run_body, [*const_avals, *(a for a, nz in zip(const_avals, const_nz) if nz),
                                             *carry_avals, *(a for a, d in zip(carry_avals, diff) if d)], "JVP")
    new_cond = trace_derived_body(lambda *a: cond(*a[:nc + n]), [*(aval_of(c) for c in cconsts), *carry_avals,
                                                                 *(a for a, d in zip(carry_avals, diff) if d)], "JVP")
    ctans = [t for t in bconst_t if t is not None]
    outs = while_p.apply(*cconsts, *bconsts, *ctans, *init, *carry_t, cond=new_cond, body=new_body,
                         num_cond_consts=nc, num_body_consts=nb + len(ctans))
    touts = iter(outs[n:])
    return outs[:n], [next(touts) if d else None for d in diff]


def _while_batch(values: Sequence[Any], dims: Sequence[int | None], *, cond: Body, body: Body,
                 num_cond_consts: int, num_body_consts: int) -> tuple[Any, Any]:
    from jaxtypes.runtime.interpreters.batching import batch_size, to_front
    from jaxtypes.runtime.lax.elementwise import select_n
    from jaxtypes.runtime.lax.reduction import reduce_or
    from jaxtypes.runtime.lax.shape import broadcast_in_dim

    nc, nb = num_cond_consts, num_body_consts
    size = batch_size(values, dims)
    cconsts, bconsts, init = values[:nc], values[nc:nc + nb], values[nc + nb:]
    cdims, bdims, init_dims = dims[:nc], dims[nc:nc + nb], dims[nc + nb:]
    n = len(init)
    carry_dims = _batched_carries(body, bdims, init_dims, (), size)
    bcond, pred_dims = batch_body(cond, [*cdims, *carry_dims], size)
    if pred_dims[0] is None:
        init = [x if c is None else to_front(x, d, size) for x, d, c in zip(init, init_dims, carry_dims)]
        bbody, _ = batch_body(body, [*bdims, *carry_dims], size, [c is not None for c in carry_dims])
        outs = while_p.apply(*cconsts, *bconsts, *init, cond=bcond, body=bbody, num_cond_consts=nc,
                             num_body_consts=nb)
        return outs, carry_dims
    # A batched predicate: loop while any example runs; finished examples keep their carry
    # (so every carry is batched).
    init = [to_front(x, d, size) for x, d in zip(init, init_dims)]
    carry_dims = [0] * n
    bcond, pred_dims = batch_body(cond, [*cdims, *carry_dims], size)
    any_cond = trace_derived_body(lambda *a: [reduce_or(bcond(*a)[0], (0,))], bcond.in_avals, "vmap")

    def step(*args: Any) -> list[Any]:
        cc, bc, carry = args[:nc], args[nc:nc + nb], args[nc + nb:]
        (pred,) = bcond(*cc, *carry)
        new, _ = batch_run(lambda *xs: body(*xs), [*bc, *carry], [*bdims, *carry_dims], size, [True] * n)
        return [select_n(broadcast_in_dim(pred, tuple(c.shape), (0,)), c, o) for c, o in zip(carry, new)]

    def avals_of(vs: Sequence[Any]) -> list[Aval]:
        return [aval_of(v) for v in vs]

    step_body = trace_derived_body(step, [*avals_of(cconsts), *avals_of(bconsts), *avals_of(init)], "vmap")
    outs = while_p.apply(*cconsts, *cconsts, *bconsts, *init, cond=any_cond, body=step_body, num_cond_consts=nc,
                         num_body_consts=nc + nb)
    return outs, [0] * n


while_p.jvp, while_p.batch = _while_jvp, _while_batch


# -- scan ---------------------------------------------------------------------------

def _scan_rule(*args: Aval, body: Body, length: int, reverse: bool, num_consts: int, num_carry: int,
               unroll: int = 1) -> list[Aval]:
    outs = body.out_avals
    return [*outs[:num_carry], *(Aval((length, *a.shape), a.dtype, a.weak_type) for a in outs[num_carry:])]


def _scan_lower(out_types: Sequence[Any], *args: Any, body: Body, length: int, reverse: bool, num_consts: int,
                num_carry: int, unroll: int = 1) -> list[Any]:
    nc, nk = num_consts, num_carry
    consts, carry, xs = args[:nc], args[nc:nc + nk], args[nc + nk:]
    ys = [_zeros_of(t) for t in out_types[nk:]]
    blocks, rest = divmod(length, unroll)
    ordered = effects.holds_ordered_callbacks((body,))
    k, y = _scan_loop(body, consts, carry, xs, ys, 0, blocks, unroll, length, reverse, ordered)
    k, y = _scan_loop(body, consts, k, xs, y, blocks * unroll, rest, 1, length, reverse, ordered)
    return [*k, *y]


def _scan_loop(body: Body, consts: Sequence[Any], carry: Sequence[Any], xs: Sequence[Any], ys: Sequence[Any],
               start: int, count: int, unroll: int, length: int, reverse: bool, ordered: bool
               ) -> tuple[list[Any], list[Any]]:
    """One ``stablehlo.while`` of ``count`` iterations, each running ``unroll`` steps of
    the scan from step ``start`` on; the carry and the stacked ys after it. An ``ordered``
    body's loop carries the callbacks' token too (last)."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    if count == 0:
        return list(carry), list(ys)
    i32 = np.dtype(np.int32)
    nc, nk, nx = len(consts), len(carry), len(xs)
    outer = ir.InsertionPoint.current.block
    tokens = [effects.current_token(outer)] if ordered else []
    operands = [lowering.mlir_constant(0, i32), *consts, *carry, *xs, *ys, *tokens]
    types = [v.type for v in operands]
    loop = hlo.WhileOp(types, operands)
    before = loop.regions[0].blocks.append(*types)
    with ir.InsertionPoint(before):
        hlo.ReturnOp([lowering.compare(before.arguments[0], lowering.mlir_constant(count, i32), "LT")])
    after = loop.regions[1].blocks.append(*types)
    with ir.InsertionPoint(after):
        i, *vals = list(after.arguments)
        if tokens:
            effects.set_token(after, vals.pop())
        c, k = vals[:nc], vals[nc:nc + nk]
        x_stacked, y_stacked = vals[nc + nk:nc + nk + nx], vals[nc + nk + nx:]
        zero = lowering.mlir_constant(0, i32)
        first = hlo.add(hlo.multiply(i, lowering.mlir_constant(unroll, i32)), lowering.mlir_constant(start, i32))
        for j in range(unroll):
            step = hlo.add(first, lowering.mlir_constant(j, i32)) if j else first
            index = hlo.subtract(lowering.mlir_constant(length - 1, i32), step) if reverse else step
            x_now = []
            for x in x_stacked:
                shape = list(x.type.shape)
                piece = hlo.dynamic_slice(x, [index] + [zero] * (len(shape) - 1), [1] + shape[1:])
                x_now.append(hlo.reshape(ir.RankedTensorType.get(shape[1:], x.type.element_type), piece))
            outs = emit_body(body, [*c, *k, *x_now])
            k = outs[:nk]
            new_ys = []
            for stacked, y in zip(y_stacked, outs[nk:]):
                shape = list(stacked.type.shape)
                piece = hlo.reshape(ir.RankedTensorType.get([1] + shape[1:], stacked.type.element_type), y)
                new_ys.append(hlo.dynamic_update_slice(stacked, piece, [index] + [zero] * (len(shape) - 1)))
            y_stacked = new_ys
        hlo.ReturnOp([hlo.add(i, lowering.mlir_constant(1, i32)), *c, *k, *x_stacked, *y_stacked,
                      *([effects.region_token(after)] if tokens else [])])
    results = list(loop.results)
    if tokens:
        effects.set_token(outer, results.pop())
    return results[1 + nc:1 + nc + nk], results[1 + nc + nk + nx:]


def _unroll_factor(unroll: int | bool, length: int) -> int:
    """How many steps one loop iteration runs (JAX's rule: ``True`` is all of them)."""
    if isinstance(unroll, bool):
        return max(length, 1) if unroll else 1
    if not isinstance(unroll, (int, np.integer)) or unroll < 1:
        raise ValueError(f"lax.scan: unroll must be a bool or a positive int, got {unroll!r}")
    return int(unroll)


def _zeros_of(t: Any) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    dtype = lowering._dtypes_by_element()[str(t.element_type)]
    return hlo.broadcast_in_dim(t, lowering.mlir_constant(0, dtype), [])


scan_p: Primitive = Primitive("scan", _scan_rule, _scan_lower, weak=never_weak, multiple_results=True)


def scan(f: Callable[[Any, Any], tuple[Any, Any]], init: Any, xs: Any = None, length: int | None = None,
         reverse: bool = False, unroll: int | bool = 1) -> tuple[Any, Any]:
    """Loop ``f(carry, x) -> (carry, y)`` over the leading axis of ``xs`` (a pytree),
    returning the final carry and the stacked ``y``s; staged as one ``stablehlo.while``
    that slices ``xs`` and updates the stacked outputs in place. ``reverse`` runs from
    the end; ``unroll`` steps run per loop iteration (``True``: all of them), the
    remainder in a second loop."""
    what = "lax.scan"
    if not callable(f):
        raise TypeError(f"{what}: f must be callable, got {type(f).__name__}")
    x_leaves, x_tree = tree_flatten(xs)
    x_leaves = [leaf_array(x, what) for x in x_leaves]
    lengths = {int(x.shape[0]) for x in x_leaves if x.shape}
    if any(not x.shape for x in x_leaves):
        raise ValueError(f"{what}: scanned-over values (xs) must have a leading axis, got a 0-d array")
    if length is not None:
        lengths.add(int(length))
    if len(lengths) > 1:
        raise ValueError(f"{what}: xs and length disagree on the number of steps: {sorted(lengths)}")
    if not lengths:
        raise ValueError(f"{what}: length must be given when there are no xs")
    n = lengths.pop()
    carry, carry_tree = tree_flatten(init)
    carry = [leaf_array(c, what) for c in carry]
    names = _leaf_names(carry_tree)
    x_avals = [Aval(tuple(x.shape[1:]), x.dtype, x.weak_type) for x in x_leaves]
    in_tree = tree_flatten((init, xs))[1]
    y_trees: list[Any] = []

    def flat(*leaves: Any) -> list[Any]:
        c, x = tree_unflatten(in_tree, list(leaves))
        out = f(c, x)
        if not isinstance(out, tuple) or len(out) != 2:
            raise TypeError(f"{what}: f must return a pair (carry, y), got {type(out).__name__}")
        c_leaves, c_tree = tree_flatten(out[0])
        if c_tree != carry_tree:
            raise TypeError(f"{what}: f must return a carry of init's structure {carry_tree}, got {c_tree}")
        y_leaves, y_tree = tree_flatten(out[1])
        y_trees.append(y_tree)
        return [*(leaf_array(c, what) for c in c_leaves), *(leaf_array(y, what) for y in y_leaves)]

    for _ in range(2):
        avals = [aval_of(c) for c in carry]
        body, consts = trace_body(flat, [*avals, *x_avals], what)
        carry, changed = _promote_weak(carry, body.out_avals)
        if not changed:
            break
    _carry_check(what, names, avals, body.out_avals[:len(carry)])
    nk = len(carry)
    fixed = trace_derived_body(
        lambda *a: [*(_convert(o, c) for o, c in zip(body(*a)[:nk], avals)), *body(*a)[nk:]],
        [*(aval_of(c) for c in consts), *avals, *x_avals], what) if any(
            a.weak_type != o.weak_type for a, o in zip(avals, body.out_avals)) else body
    outs = scan_p.apply(*consts, *carry, *x_leaves, body=fixed, length=n, reverse=bool(reverse),
                        num_consts=len(consts), num_carry=nk, unroll=_unroll_factor(unroll, n))
    return tree_unflatten(carry_tree, outs[:nk]), tree_unflatten(y_trees[-1], outs[nk:])


def _scan_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, body: Body, length: int, reverse: bool,
              num_consts: int, num_carry: int, unroll: int = 1) -> tuple[Any, Any]:
    from jaxtypes.runtime.interpreters import autodiff as ad

    nc, nk = num_consts, num_carry
    consts, init, xs = primals[:nc], primals[nc:nc + nk], primals[nc + nk:]
    const_t, init_t, xs_t = tangents[:nc], tangents[nc:nc + nk], tangents[nc + nk:]
    in_avals = body.in_avals
    out_avals = body.out_avals
    ny = len(out_avals) - nk
    # The primal scan, also stacking the carry each step starts from.
    stacking = trace_derived_body(lambda *a: [*body(*a), *a[nc:nc + nk]], in_avals, "JVP")
    outs = scan_p.apply(*primals, body=stacking, length=length, reverse=reverse, num_consts=nc, num_carry=nk,
                        unroll=unroll)
    primal_outs, carries = outs[:nk + ny], outs[nk + ny:]
    # The tangent scan, linear in the tangents.
    c_nz = [t is not None for t in const_t]
    x_nz = [t is not None for t in xs_t]
    k_diff = [_differentiable(a) for a in in_avals[nc:nc + nk]]
    y_diff = [_differentiable(a) for a in out_avals[nk:]]
    x_avals = in_avals[nc + nk:]

    def tangent_body(*args: Any) -> list[Any]:
        it = iter(args)
        pc = [next(it) for _ in range(nc)]
        tc = [next(it) if nz else None for nz in c_nz]
        tk_list = [next(it) for d in k_diff if d]
        px = [next(it) for _ in range(len(x_avals))]
        pk = [next(it) for _ in range(nk)]
        tx = [next(it) if nz else None for nz in x_nz]
        tk_it = iter(tk_list)
        tk = [next(tk_it) if d else None for d in k_diff]
        o, to = ad.jvp_flat(lambda *v: body(*v), [*pc, *pk, *px], [*tc, *tk, *tx])
        return ([ad.instantiate(t, v) for v, t, d in zip(o[:nk], to[:nk], k_diff) if d]
                + [ad.instantiate(t, v) for v, t, d in zip(o[nk:], to[nk:], y_diff) if d])

    t_avals = ([*in_avals[:nc], *(a for a, nz in zip(in_avals[:nc], c_nz) if nz),
                *(a for a, d in zip(in_avals[nc:nc + nk], k_diff) if d), *x_avals, *in_avals[nc:nc + nk],
                *(a for a, nz in zip(x_avals, x_nz) if nz)])
    tbody = effects.without_side_effects(trace_derived_body(tangent_body, t_avals, "JVP"))  # (the primal scan's)
    t_consts = [*consts, *(t for t in const_t if t is not None)]
    t_init = [ad.instantiate(t, x) for x, t, d in zip(init, init_t, k_diff) if d]
    t_xs = [*xs, *carries, *(t for t in xs_t if t is not None)]
    touts = scan_p.apply(*t_consts, *t_init, *t_xs, body=tbody, length=length, reverse=reverse,
                         num_consts=len(t_consts), num_carry=len(t_init), unroll=unroll)
    it = iter(touts)
    tk_out = [next(it) if d else None for d in k_diff]
    ty_out = [next(it) if d else None for d in y_diff]
    return primal_outs, [*tk_out, *ty_out]


def _scan_transpose(cts: Sequence[Any], *args: Any, body: Body, length: int, reverse: bool, num_consts: int,
                    num_carry: int, unroll: int = 1) -> list[Any]:
    from jaxtypes.runtime.interpreters import autodiff as ad

    nc, nk = num_consts, num_carry
    undefined = [ad.is_undefined(a) for a in args]
    # A carry is linear: a known one is a tangent made concrete (zeros), with no cotangent to give.
    k_lin = undefined[nc:nc + nk]
    c_lin, x_lin = undefined[:nc], undefined[nc + nk:]
    known_c = [a for a, u in zip(args[:nc], c_lin) if not u]
    known_x = [a for a, u in zip(args[nc + nk:], x_lin) if not u]
    in_avals = body.in_avals
    lin_c_avals = [a for a, u in zip(in_avals[:nc], c_lin) if u]
    ct_carry, ct_ys = list(cts[:nk]), list(cts[nk:])
    acc0 = [ad.zeros(a) for a in lin_c_avals]
    linear = [*c_lin, *([True] * nk), *x_lin]
    nkc, nkx, nlc = len(known_c), len(known_x), len(lin_c_avals)

    def step(*a: Any) -> list[Any]:
        kc = a[:nkc]
        ctk = a[nkc:nkc + nk]
        acc = a[nkc + nk:nkc + nk + nlc]
        kx = a[nkc + nk + nlc:nkc + nk + nlc + nkx]
        cty = a[nkc + nk + nlc + nkx:]
        in_cts = transpose_body(body, linear, [*kc, *kx], [*ctk, *cty])
        new_acc = [ad.add_tangents(x, y) for x, y in zip(acc, in_cts[:nlc])]
        return [*in_cts[nlc:nlc + nk], *new_acc, *in_cts[nlc + nk:]]

    step_avals = [*(aval_of(x) for x in known_c), *(aval_of(x) for x in ct_carry), *lin_c_avals,
                  *(Aval(tuple(x.shape[1:]), x.dtype, x.weak_type) for x in known_x),
                  *(Aval(tuple(y.shape[1:]), y.dtype, y.weak_type) for y in ct_ys)]
    tbody = trace_derived_body(step, step_avals, "transpose")
    outs = scan_p.apply(*known_c, *ct_carry, *acc0, *known_x, *ct_ys, body=tbody, length=length,
                        reverse=not reverse, num_consts=nkc, num_carry=nk + nlc, unroll=unroll)
    ct_init, ct_consts, ct_xs = outs[:nk], iter(outs[nk:nk + nlc]), iter(outs[nk + nlc:])
    return ([next(ct_consts) if u else None for u in c_lin] + [ct if u else None for ct, u in zip(ct_init, k_lin)]
            + [next(ct_xs) if u else None for u in x_lin])


def _scan_batch(values: Sequence[Any], dims: Sequence[int | None], *, body: Body, length: int, reverse: bool,
                num_consts: int, num_carry: int, unroll: int = 1) -> tuple[Any, Any]:
    from jaxtypes.runtime.interpreters.batching import batch_size, moveaxis, to_front

    nc, nk = num_consts, num_carry
    size = batch_size(values, dims)
    consts, init, xs = values[:nc], values[nc:nc + nk], values[nc + nk:]
    xs = [x if d is None else moveaxis(x, d, 1) for x, d in zip(xs, dims[nc + nk:])]
    x_dims = [None if d is None else 0 for d in dims[nc + nk:]]
    carry_dims = _batched_carries(body, dims[:nc], dims[nc:nc + nk], x_dims, size)
    init = [x if c is None else to_front(x, d, size) for x, d, c in zip(init, dims[nc:nc + nk], carry_dims)]
    force = [c is not None for c in carry_dims] + [True] * (len(body.out_avals) - nk)  # (the ys: all batched)
    bbody, _ = batch_body(body, [*dims[:nc], *carry_dims, *x_dims], size, force)
    outs = scan_p.apply(*consts, *init, *xs, body=bbody, length=length, reverse=reverse, num_consts=nc,
                        num_carry=nk, unroll=unroll)
    return outs, [*carry_dims, *[1] * (len(outs) - nk)]


def _batched_carries(body: Body, const_dims: Sequence[int | None], init_dims: Sequence[int | None],
                     x_dims: Sequence[int | None], size: int) -> list[int | None]:
    """The dims (0 or None) of a loop's carries under ``vmap``: batched where they start
    batched or where the body makes them so from batched values, to a fixed point (a loop
    counter stays unbatched, and so does everything computed from it alone)."""
    batched = [d is not None for d in init_dims]
    while True:
        carry_dims: list[int | None] = [0 if b else None for b in batched]
        _, out_dims = batch_body(body, [*const_dims, *carry_dims, *x_dims], size)
        grown = [b or d is not None for b, d in zip(batched, out_dims)]
        if grown == batched:
            return carry_dims
        batched = grown


scan_p.jvp, scan_p.transpose, scan_p.batch = _scan_jvp, _scan_transpose, _scan_batch


# -- fori_loop and map --------------------------------------------------------------

def _bound(x: Any) -> Array:
    from jaxtypes.runtime.lax.operands import kind

    a = leaf_array(x, "lax.fori_loop")
    if a.shape != () or kind(a.dtype) not in ("int", "uint"):
        raise TypeError(f"lax.fori_loop: lower and upper must be integer scalars, got {type_str(aval_of(a))}")
    return a


def fori_loop(lower: Any, upper: Any, body_fun: Callable[[Any, Any], Any], init_val: Any, *,
              unroll: int | bool | None = None) -> Any:
    """``val = init_val; for i in range(lower, upper): val = body_fun(i, val)``. With
    concrete bounds it is a ``scan`` (so reverse-mode differentiable), else a
    ``while_loop``. ``i`` has the bounds' common dtype."""
    from jaxtypes import dtypes
    from jaxtypes.runtime.lax.operators import add, convert_element_type, lt

    lo, hi = _bound(lower), _bound(upper)
    dtype, weak = dtypes.lattice_result_type(lo, hi)
    lo = convert_element_type(lo, dtype, weak_type=weak)
    hi = convert_element_type(hi, dtype, weak_type=weak)
    one = convert_element_type(1, dtype, weak_type=weak)
    if not isinstance(lo, Tracer) and not isinstance(hi, Tracer):
        n = max(int(np.asarray(hi)) - int(np.asarray(lo)), 0)

        def step(carry: Any, _: Any) -> tuple[Any, None]:
            i, val = carry
            return (add(i, one), body_fun(i, val)), None

        (_, out), _ = scan(step, (lo, init_val), None, length=n, unroll=1 if unroll is None else unroll)
        return out

    def body(carry: Any) -> Any:
        i, h, val = carry
        return add(i, one), h, body_fun(i, val)

    return while_loop(lambda c: lt(c[0], c[1]), body, (lo, hi, init_val))[2]


def map(f: Callable[[Any], Any], xs: Any, *, batch_size: int | None = None) -> Any:  # noqa: A001  (lax's name)
    """``f`` applied to each slice of ``xs`` (a pytree) along its leading axis, the
    results stacked: a ``scan`` without a carry. With ``batch_size``, ``f`` is
    vectorized over batches of that many slices (the remainder in one more batch)."""
    if batch_size is None:
        return scan(lambda _, x: ((), f(x)), (), xs)[1]
    from jaxtypes.runtime.core.tree_util import tree_map
    from jaxtypes.runtime.interpreters.transformations import vmap
    from jaxtypes.runtime.lax.shape import concatenate, reshape, slice_in_dim

    leaves = [leaf_array(x, "lax.map") for x in tree_flatten(xs)[0]]
    if not leaves:
        raise ValueError("lax.map: xs has no arrays to map over")
    n = int(leaves[0].shape[0])
    size = int(batch_size)
    if size < 1:
        raise ValueError(f"lax.map: batch_size must be positive, got {batch_size}")
    full, rest = divmod(n, size)
    xs = tree_map(lambda x: leaf_array(x, "lax.map"), xs)
    parts = []
    if full:
        main = tree_map(lambda x: reshape(slice_in_dim(x, 0, full * size), (full, size, *x.shape[1:])), xs)
        ys = scan(lambda _, x: ((), vmap(f)(x)), (), main)[1]
        parts.append(tree_map(lambda y: reshape(y, (full * size, *y.shape[2:])), ys))
    if rest:
        parts.append(vmap(f)(tree_map(lambda x: slice_in_dim(x, full * size, n), xs)))
    if len(parts) == 1:
        return parts[0]
    return tree_map(lambda a, b: concatenate([a, b], 0), parts[0], parts[1])


# -- associative_scan ---------------------------------------------------------------

def associative_scan(fn: Callable[[Any, Any], Any], elems: Any, reverse: bool = False, axis: int = 0) -> Any:
    """The inclusive prefix scan of ``elems`` (a pytree of arrays of equal length along
    ``axis``) under the associative ``fn`` (elementwise over slices, on pytrees like
    ``elems``), computed in O(log n) rounds of strided slices (as JAX does), so every
    transformation of the ops it uses applies. ``reverse`` scans from the end."""
    from jaxtypes.runtime.lax.operators import add, bitwise_or, convert_element_type
    from jaxtypes.runtime.lax.shape import concatenate, pad, rev, slice_in_dim

    what = "lax.associative_scan"
    leaves, tree = tree_flatten(elems)
    leaves = [leaf_array(x, what) for x in leaves]
    if not leaves:
        raise ValueError(f"{what}: elems has no arrays")
    ndim = leaves[0].ndim
    if not -ndim <= axis < ndim:
        raise ValueError(f"{what}: axis {axis} is out of bounds for arrays of rank {ndim}")
    axis = axis % ndim
    lengths = {int(x.shape[axis]) if x.ndim > axis else -1 for x in leaves}
    if len(lengths) != 1:
        raise ValueError(f"{what}: the arrays of elems must have equal lengths along axis {axis}, got {sorted(lengths)}")
    if reverse:
        leaves = [rev(x, (axis,)) for x in leaves]

    def combine(a: list[Any], b: list[Any]) -> list[Any]:
        out_leaves, out_tree = tree_flatten(fn(tree_unflatten(tree, a), tree_unflatten(tree, b)))
        if out_tree != tree:
            raise TypeError(f"{what}: fn must return elems' structure {tree}, got {out_tree}")
        out = [leaf_array(o, what) for o in out_leaves]
        for x, y in zip(a, out):
            if tuple(x.shape) != tuple(y.shape) or x.dtype != y.dtype:
                raise TypeError(f"{what}: fn must keep each element's shape and dtype: {type_str(aval_of(x))} "
                                f"became {type_str(aval_of(y))}")
        return out

    def interleave(a: Any, b: Any) -> Any:
        same = a.shape[axis] == b.shape[axis]
        zero = convert_element_type(0, a.dtype, weak_type=bool(a.weak_type))
        a_cfg = [(0, 0, 0)] * a.ndim
        b_cfg = [(0, 0, 0)] * b.ndim
        a_cfg[axis] = (0, 1 if same else 0, 1)
        b_cfg[axis] = (1, 0 if same else 1, 1)
        op = bitwise_or if a.dtype == np.dtype(bool) else add
        return op(pad(a, zero, a_cfg), pad(b, convert_element_type(0, b.dtype, weak_type=bool(b.weak_type)), b_cfg))

    def run(xs: list[Any]) -> list[Any]:
        n = int(xs[0].shape[axis])
        if n < 2:
            return xs
        reduced = combine([slice_in_dim(x, 0, -1, 2, axis) for x in xs], [slice_in_dim(x, 1, None, 2, axis) for x in xs])
        odd = run(reduced)
        if n % 2 == 0:
            even = combine([slice_in_dim(o, 0, -1, 1, axis) for o in odd], [slice_in_dim(x, 2, None, 2, axis) for x in xs])
        else:
            even = combine(odd, [slice_in_dim(x, 2, None, 2, axis) for x in xs])
        even = [concatenate([slice_in_dim(x, 0, 1, 1, axis), e], axis) for x, e in zip(xs, even)]
        return [interleave(e, o) for e, o in zip(even, odd)]

    out = run(leaves)
    if reverse:
        out = [rev(x, (axis,)) for x in out]
    return tree_unflatten(tree, out)
