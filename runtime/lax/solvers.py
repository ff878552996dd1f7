"""Implicitly differentiated solvers: ``custom_linear_solve`` and ``custom_root``.

``custom_linear_solve`` is one primitive, ``custom_linear_solve``, whose parameters are
the traced functions (``Body``s from ``control_flow``: ``matvec``, its transpose
``vecmat``, ``solve`` and ``transpose_solve``) and whose operands are what they close
over and then ``b``. It lowers to the solve; its JVP solves again for
``b_dot - A_dot x`` (the matvec's JVP with respect to its closed-over values, at the
solution); it is linear in ``b`` and its transpose is the same primitive with the
transposed functions (``transpose_solve`` applied to ``vecmat``); batching batches
every function.

``custom_root`` is a function with a custom JVP: the solution's tangent is
``-tangent_solve(f_x, f_params_dot)``, from the JVP of ``f`` at the solution with
respect to the values ``f`` closes over (the implicit function theorem).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_unflatten
from jaxtypes.runtime.core.subjaxpr import (Body, aval_of, emit_body, leaf_array, trace_body, trace_derived_body,
                                            type_str)
from jaxtypes.runtime.interpreters.autodiff import transpose_body
from jaxtypes.runtime.interpreters.batching import batch_body

__all__ = ["custom_linear_solve", "custom_root"]


# -- tracing the user's functions ---------------------------------------------------------

class _Traced:
    """A function of one pytree argument (``tree``/``avals``) traced into a body; its
    output leaves, then the aux output's, and their structures."""

    def __init__(self, fun: Callable[[Any], Any], tree: PyTreeDef, avals: Sequence[Aval], what: str, name: str,
                 has_aux: bool = False) -> None:
        trees: list[Any] = []

        def flat(*leaves: Any) -> list[Any]:
            out = fun(tree_unflatten(tree, list(leaves)))
            aux = None
            if has_aux:
                if not isinstance(out, tuple) or len(out) != 2:
                    raise TypeError(f"{what}: with has_aux=True, {name} must return a pair (solution, aux), "
                                    f"got {type(out).__name__}")
                out, aux = out
            out_leaves, out_tree = tree_flatten(out)
            aux_leaves, aux_tree = tree_flatten(aux)
            trees[:] = [out_tree, aux_tree, len(out_leaves)]
            return [leaf_array(x, what) for x in [*out_leaves, *aux_leaves]]

        self.body: Body
        self.consts: list[Any]
        self.body, self.consts = trace_body(flat, avals, what)
        self.out_tree: PyTreeDef = trees[0]
        self.aux_tree: PyTreeDef = trees[1]
        self.num_out: int = trees[2]

    def check_like(self, what: str, name: str, tree: PyTreeDef, avals: Sequence[Aval], like: str) -> None:
        """The output (without aux) must have ``tree`` and ``avals``' shapes and dtypes."""
        if self.out_tree != tree:
            raise TypeError(f"{what}: {name} output pytree structure must match {like}, got {self.out_tree} "
                            f"and {tree}")
        for i, (x, y) in enumerate(zip(self.body.out_avals, avals)):
            if x.shape != y.shape or x.dtype != y.dtype:
                raise TypeError(f"{what}: {name} output must have the shapes and dtypes of {like}, but leaf {i} has "
                                f"type {type_str(x)} where {like} has {type_str(y)}")


def _unflat(tree: PyTreeDef, leaves: Sequence[Any]) -> Any:
    return tree_unflatten(tree, list(leaves))


# -- custom_linear_solve ---------------------------------------------------------------

def _solve_rule(*avals: Aval, matvec: Body, vecmat: Body | None, solve: Body, transpose_solve: Body | None,
                num_consts: tuple[int, int, int]) -> list[Aval]:
    return solve.out_avals


def _solve_lower(out_types: Sequence[Any], *args: Any, matvec: Body, vecmat: Body | None, solve: Body,
                 transpose_solve: Body | None, num_consts: tuple[int, int, int]) -> list[Any]:
    nm, ns, nt = num_consts
    return emit_body(solve, [*args[nm:nm + ns], *args[nm + ns + nt:]])


linear_solve_p: Final[Primitive] = Primitive("custom_linear_solve", _solve_rule, _solve_lower, weak=never_weak,
                                             multiple_results=True)


def _solve_jvp(primals: Sequence[Any], tangents: Sequence[Any], **params: Any) -> tuple[list[Any], list[Any]]:
    from jaxtypes.runtime.interpreters import autodiff as ad
    from jaxtypes.runtime.lax.elementwise import neg_p
    from jaxtypes.runtime.lax.operators import sub_p

    nm, ns, nt = params["num_consts"]
    nc = nm + ns + nt
    matvec: Body = params["matvec"]
    outs = linear_solve_p.apply(*primals, **params)
    nb = len(primals) - nc
    x = outs[:nb]
    rhs = list(tangents[nc:])
    mv_tangents = list(tangents[:nm])
    # The tangents of solve's and transpose_solve's closed-over values do not count (as in
    # JAX): the solve is taken to be exact, so only A and b determine x.
    if any(t is not None for t in mv_tangents):
        _, mv_dot = ad.jvp_flat(lambda *a: matvec(*a), [*primals[:nm], *x], [*mv_tangents, *([None] * nb)])
        rhs = [r if m is None else neg_p.bind(m) if r is None else sub_p.bind(r, m) for r, m in zip(rhs, mv_dot)]
    if all(r is None for r in rhs):
        return outs, [None] * len(outs)
    rhs = [ad.instantiate(r, b) for r, b in zip(rhs, primals[nc:])]
    x_dot = linear_solve_p.apply(*primals[:nc], *rhs, **params)[:nb]
    return outs, [*x_dot, *([None] * (len(outs) - nb))]


def _solve_transpose(cts: Sequence[Any], *args: Any, matvec: Body, vecmat: Body | None, solve: Body,
                     transpose_solve: Body | None, num_consts: tuple[int, int, int]) -> list[Any]:
    from jaxtypes.runtime.interpreters import autodiff as ad

    nm, ns, nt = num_consts
    nc = nm + ns + nt
    if any(ad.is_undefined(a) for a in args[:nc]):
        raise NotImplementedError("lax.custom_linear_solve: transposition with respect to the values that matvec "
                                  "or solve close over is not supported (only with respect to b)")
    if transpose_solve is None or vecmat is None:
        raise TypeError("transpose_solve required for backwards mode automatic differentiation of "
                        "custom_linear_solve (or pass symmetric=True for a symmetric matvec)")
    nb = len(args) - nc
    outs = linear_solve_p.apply(*args[:nm], *args[nm + ns:nc], *args[nm:nm + ns], *cts[:nb], matvec=vecmat,
                                vecmat=matvec, solve=transpose_solve, transpose_solve=solve, num_consts=(nm, nt, ns))
    return [None] * nc + list(outs[:nb])


def _solve_batch(values: Sequence[Any], dims: Sequence[int | None], *, matvec: Body, vecmat: Body | None,
                 solve: Body, transpose_solve: Body | None, num_consts: tuple[int, int, int]
                 ) -> tuple[list[Any], list[int | None]]:
    from jaxtypes.runtime.interpreters.batching import batch_size, to_front

    nm, ns, nt = num_consts
    nc = nm + ns + nt
    size = batch_size(values, dims)
    b = [to_front(v, d, size) for v, d in zip(values[nc:], dims[nc:])]  # b and x batched along 0
    nb = len(b)

    def batched(body: Body | None, const_dims: Sequence[int | None]) -> Body | None:
        if body is None:
            return None
        return batch_body(body, [*const_dims, *([0] * nb)], size, [True] * len(body.out_avals))[0]

    mv_dims, s_dims, t_dims = dims[:nm], dims[nm:nm + ns], dims[nm + ns:nc]
    new_solve = batched(solve, s_dims)
    assert new_solve is not None
    outs = linear_solve_p.apply(*values[:nc], *b, matvec=batched(matvec, mv_dims), vecmat=batched(vecmat, mv_dims),
                                solve=new_solve, transpose_solve=batched(transpose_solve, t_dims),
                                num_consts=num_consts)
    return outs, [0] * len(outs)


linear_solve_p.jvp = _solve_jvp
linear_solve_p.transpose = _solve_transpose
linear_solve_p.batch = _solve_batch


def _check_callable(what: str, name: str, f: Any) -> None:
    if not callable(f):
        raise TypeError(f"{what}: {name} must be callable, got {type(f).__name__}")


def custom_linear_solve(matvec: Callable[[Any], Any], b: Any, solve: Callable[[Callable[[Any], Any], Any], Any],
                        transpose_solve: Callable[[Callable[[Any], Any], Any], Any] | None = None,
                        symmetric: bool = False, has_aux: bool = False) -> Any:
    """``x = solve(matvec, b)``, the solution of the linear system ``matvec(x) = b``,
    with derivatives by implicit differentiation (as in JAX): the tangent of ``x`` is
    ``solve(matvec, b_dot - matvec_dot(x))``, and reverse mode applies
    ``transpose_solve(vecmat, ct)`` (``solve`` itself when ``symmetric``), where
    ``vecmat`` is the transpose of ``matvec``. ``b`` is a pytree of arrays; ``matvec``
    and ``solve`` map pytrees like ``b`` to pytrees like ``b``. With ``has_aux``, the
    solvers return ``(x, aux)`` and so does this function (``aux`` has zero derivative)."""
    what = "lax.custom_linear_solve"
    _check_callable(what, "matvec", matvec)
    _check_callable(what, "solve", solve)
    if transpose_solve is not None:
        _check_callable(what, "transpose_solve", transpose_solve)
    leaves, tree = tree_flatten(b)
    b_leaves = [leaf_array(x, what) for x in leaves]
    if not b_leaves:
        raise ValueError(f"{what}: b has no arrays")
    avals = [aval_of(x) for x in b_leaves]
    mv = _Traced(matvec, tree, avals, what, "matvec()")
    mv.check_like(what, "matvec()", tree, avals, "b")
    nm = len(mv.consts)
    s = _Traced(lambda y: solve(matvec, y), tree, avals, what, "solve()", has_aux)
    s.check_like(what, "solve()", tree, avals, "b")
    vecmat_body: Body | None = None
    ts: _Traced | None = None
    if symmetric and transpose_solve is None:  # solve is the default transpose_solve
        vecmat_body, ts = mv.body, s
    elif transpose_solve is not None:
        vecmat: Callable[[Any], Any] = matvec
        vecmat_body = mv.body
        if not symmetric:  # vecmat: matvec transposed (it takes matvec's closed-over values)
            linear = [False] * nm + [True] * len(avals)
            vecmat_body = trace_derived_body(lambda *a: transpose_body(mv.body, linear, a[:nm], a[nm:]),
                                             [*(aval_of(c) for c in mv.consts), *avals], what)
            body = vecmat_body

            def transposed(y: Any) -> Any:
                return _unflat(tree, body(*mv.consts, *tree.flatten_up_to(y)))

            vecmat = transposed

        ts = _Traced(lambda y: transpose_solve(vecmat, y), tree, avals, what, "transpose_solve()", has_aux)
        ts.check_like(what, "transpose_solve()", tree, avals, "b")
    t_consts = [] if ts is None else ts.consts
    outs = linear_solve_p.apply(*mv.consts, *s.consts, *t_consts, *b_leaves, matvec=mv.body, vecmat=vecmat_body,
                                solve=s.body, transpose_solve=None if ts is None else ts.body,
                                num_consts=(nm, len(s.consts), len(t_consts)))
    x = _unflat(tree, outs[:len(b_leaves)])
    return (x, _unflat(s.aux_tree, outs[len(b_leaves):])) if has_aux else x


# -- custom_root ----------------------------------------------------------------------

def custom_root(f: Callable[[Any], Any], initial_guess: Any, solve: Callable[[Callable[[Any], Any], Any], Any],
                tangent_solve: Callable[[Callable[[Any], Any], Any], Any], has_aux: bool = False) -> Any:
    """``solve(f, initial_guess)``, a root of ``f``, differentiated implicitly (as in
    JAX): with respect to the values ``f`` closes over, the solution's tangent is
    ``-tangent_solve(g, f_dot)``, where ``g`` is ``f`` linearized in its argument at the
    solution and ``f_dot`` the JVP of ``f`` with respect to those values. ``solve`` and
    the initial guess get no derivative. With ``has_aux``, ``solve`` returns
    ``(solution, aux)`` and so does this function."""
    from jaxtypes.runtime.interpreters import autodiff as ad
    from jaxtypes.runtime.interpreters.custom_derivatives import bind_custom_jvp
    from jaxtypes.runtime.lax.elementwise import neg_p
    from jaxtypes.runtime.lax.operators import convert_element_type

    what = "lax.custom_root"
    _check_callable(what, "f", f)
    _check_callable(what, "solve", solve)
    _check_callable(what, "tangent_solve", tangent_solve)
    leaves, tree = tree_flatten(initial_guess)
    guess = [leaf_array(x, what) for x in leaves]
    avals = [aval_of(x) for x in guess]
    fb = _Traced(f, tree, avals, what, "f()")
    fb.check_like(what, "f()", tree, avals, "initial_guess")
    s = _Traced(lambda y: solve(f, y), tree, avals, what, "solve()", has_aux)
    s.check_like(what, "solve()", tree, avals, "initial_guess")
    nf, ns, ng = len(fb.consts), len(s.consts), len(guess)

    def fun(*args: Any) -> list[Any]:
        return s.body(*args[nf:])

    def rule(primals: list[Any], tangents: list[Any]) -> tuple[list[Any], list[Any]]:
        outs = bind_custom_jvp(fun, rule, primals)
        sol, params = outs[:ng], primals[:nf]
        param_tangents = [t if ad.is_differentiable(p.dtype) else None for p, t in zip(params, tangents[:nf])]
        _, rhs = ad.jvp_flat(lambda *c: fb.body(*c, *sol), params, param_tangents)
        # The aux outputs' tangents are zeros (made concrete: a vectorized rule needs arrays).
        aux_tangents = [ad.zeros_like(o) for o in outs[ng:]]
        if all(r is None for r in rhs):
            return outs, [*(ad.zeros_like(o) for o in sol), *aux_tangents]

        def linearized(t: Any) -> Any:
            t_leaves = tree.flatten_up_to(t)
            ts = []
            for i, (x, v) in enumerate(zip(t_leaves, sol)):
                a = leaf_array(x, what)
                if tuple(a.shape) != tuple(v.shape):
                    raise TypeError(f"{what}: the linearized f given to tangent_solve takes tangents like the "
                                    f"solution, but leaf {i} has shape {tuple(a.shape)} instead of {tuple(v.shape)}")
                ts.append(a if a.dtype == v.dtype else convert_element_type(a, v.dtype, weak_type=bool(a.weak_type)))
            _, out = ad.jvp_flat(lambda *x: fb.body(*params, *x), sol, ts)
            return _unflat(tree, [ad.instantiate(o, v) for o, v in zip(out, sol)])

        b = _unflat(tree, [ad.instantiate(r, v) for r, v in zip(rhs, sol)])
        dx_leaves, dx_tree = tree_flatten(tangent_solve(linearized, b))
        if dx_tree != tree:
            raise TypeError(f"{what}: tangent_solve must return a pytree like initial_guess ({tree}), got {dx_tree}")
        dx = [neg_p.bind(leaf_array(d, what)) for d in dx_leaves]
        return outs, [*dx, *aux_tangents]

    outs = bind_custom_jvp(fun, rule, [*fb.consts, *s.consts, *guess])
    solution = _unflat(tree, outs[:ng])
    return (solution, _unflat(s.aux_tree, outs[ng:])) if has_aux else solution
