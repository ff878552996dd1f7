"""The public transformations with JAX's names and semantics, on pytrees: ``jvp``,
``linearize``, ``vjp``, ``grad``, ``value_and_grad``, ``jacfwd``, ``jacrev``,
``hessian`` and ``vmap``."""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import BatchTrace, BatchTracer, moveaxis
from jaxtypes.runtime.core.ir import eval_jaxpr
from jaxtypes.runtime.core.tracing import current_trace, tracing
from jaxtypes.runtime.core.subjaxpr import leaf_array
from jaxtypes.runtime.core.tree_util import PyTreeDef, tree_flatten, tree_structure, tree_unflatten, treedef_is_leaf

__all__ = ["float0", "grad", "hessian", "jacfwd", "jacobian", "jacrev", "jvp", "linearize", "value_and_grad", "vjp",
           "vmap"]

float0: np.dtype[np.void] = ad.float0


def _flatten_function(fun: Callable[..., Any], in_tree: PyTreeDef, out_trees: list[PyTreeDef],
                      has_aux: bool = False, aux: list[Any] | None = None) -> Callable[..., list[Any]]:
    """``fun`` on the flat leaves of its (pytree) arguments, returning flat output leaves;
    the output structure (and the aux output) are stored when it runs."""
    def flat(*leaves: Any) -> list[Any]:
        args = tree_unflatten(in_tree, list(leaves))
        out = fun(*args)
        if has_aux:
            if not (isinstance(out, tuple) and len(out) == 2):
                raise TypeError("a function with has_aux=True must return a pair (output, auxiliary data), "
                                f"got {type(out).__name__}")
            out, extra = out
            assert aux is not None
            aux.append(extra)
        out_leaves, out_tree = tree_flatten(out)
        out_trees.append(out_tree)
        return [leaf_array(leaf, "output") for leaf in out_leaves]

    return flat


def _zero_tangent(x: Any) -> Any:
    """The zero tangent a caller sees: zeros for floats, float0 zeros for integers."""
    if ad.is_differentiable(np.dtype(x.dtype)):
        return ad.zeros_like(x)
    return np.zeros(x.shape, float0)


def jvp(fun: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any],
        has_aux: bool = False) -> Any:
    """``(fun(*primals), d fun(primals) . tangents)``: forward-mode derivative along
    ``tangents`` (pytrees like ``primals``, of the same dtypes; float0 for integers)."""
    if not isinstance(primals, (tuple, list)) or not isinstance(tangents, (tuple, list)):
        raise TypeError("jvp: primals and tangents must be tuples or lists of arguments, got "
                        f"{type(primals).__name__} and {type(tangents).__name__}")
    p_leaves, in_tree = tree_flatten(tuple(primals))
    t_leaves, t_tree = tree_flatten(tuple(tangents))
    if t_tree != in_tree:
        raise ValueError(f"jvp: primals and tangents must have the same structure, got {in_tree} and {t_tree}")
    p_arrays = [leaf_array(p, "jvp primals") for p in p_leaves]
    t_arrays: list[Array | None] = []
    for p, t in zip(p_arrays, t_leaves):
        if not ad.is_differentiable(np.dtype(p.dtype)):
            t_arrays.append(None)  # an integer input's tangent is float0: nothing to carry
            continue
        t = leaf_array(t, "jvp tangents")
        if t.dtype != p.dtype or tuple(t.shape) != tuple(p.shape):
            raise TypeError(f"jvp: a tangent must have its primal's shape and dtype: primal {p.dtype}{list(p.shape)}, "
                            f"tangent {t.dtype}{list(t.shape)}")
        t_arrays.append(t)
    out_trees: list[PyTreeDef] = []
    aux: list[Any] = []
    outs, touts = ad.jvp_flat(_flatten_function(fun, in_tree, out_trees, has_aux, aux), p_arrays, t_arrays)
    touts = [_zero_tangent(o) if t is None else t for o, t in zip(outs, touts)]
    result = (out_trees[0].unflatten(outs), out_trees[0].unflatten(touts))
    return (*result, aux[0]) if has_aux else result


def linearize(fun: Callable[..., Any], *primals: Any) -> tuple[Any, Callable[..., Any]]:
    """``(fun(*primals), f_jvp)``: ``f_jvp(*tangents)`` evaluates the derivative at
    ``primals`` (linear, its residuals computed once) along ``tangents``."""
    p_leaves, in_tree = tree_flatten(primals)
    p_arrays = [leaf_array(p, "linearize primals") for p in p_leaves]
    out_trees: list[PyTreeDef] = []
    outs, linear, differentiable, nonzero = ad.linearize_flat(_flatten_function(fun, in_tree, out_trees), p_arrays)
    out_tree = out_trees[0]

    def f_jvp(*tangents: Any) -> Any:
        t_leaves, t_tree = tree_flatten(tangents)
        if t_tree != in_tree:
            raise ValueError(f"linearize: tangents must have the primals' structure {in_tree}, got {t_tree}")
        inputs = [leaf_array(t, "tangents") for t, d in zip(t_leaves, differentiable) if d]
        values = iter(eval_jaxpr(linear, inputs))
        return out_tree.unflatten([next(values) if nz else _zero_tangent(o) for o, nz in zip(outs, nonzero)])

    return out_tree.unflatten(outs), f_jvp


def vjp(fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
    """``(fun(*primals), f_vjp)``: ``f_vjp(cotangent)`` gives the cotangents of the
    primals (a tuple, one per primal; float0 zeros for integer inputs)."""
    p_leaves, in_tree = tree_flatten(primals)
    p_arrays = [leaf_array(p, "vjp primals") for p in p_leaves]
    out_trees: list[PyTreeDef] = []
    aux: list[Any] = []
    outs, pullback = ad.vjp_flat(_flatten_function(fun, in_tree, out_trees, has_aux, aux), p_arrays)
    out_tree = out_trees[0]

    def f_vjp(cotangent: Any) -> tuple[Any, ...]:
        ct_leaves, ct_tree = tree_flatten(cotangent)
        if ct_tree != out_tree:
            raise ValueError(f"vjp: the cotangent must have the output's structure {out_tree}, got {ct_tree}")
        cts = []
        for o, ct in zip(outs, ct_leaves):
            ct = leaf_array(ct, "cotangent") if ad.is_differentiable(np.dtype(o.dtype)) else None
            if ct is not None and (ct.dtype != o.dtype or tuple(ct.shape) != tuple(o.shape)):
                raise TypeError(f"vjp: a cotangent must have its output's shape and dtype: output "
                                f"{o.dtype}{list(o.shape)}, cotangent {ct.dtype}{list(ct.shape)}")
            cts.append(ct)
        in_cts = pullback(cts)
        return tuple(in_tree.unflatten([_zero_tangent(p) if ct is None else ct for p, ct in zip(p_arrays, in_cts)]))

    result = (out_tree.unflatten(outs), f_vjp)
    return (*result, aux[0]) if has_aux else result


def _argnums(argnums: int | Sequence[int], count: int) -> tuple[int, ...]:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for n in nums:
        if not -count <= n < count:
            raise ValueError(f"differentiation argnums {argnums} out of range for a call with {count} positional argument(s)")
    return tuple(n % count for n in nums)


def _restricted(name: str, fun: Callable[..., Any], argnums: int | Sequence[int], args: tuple[Any, ...],
                kwargs: dict[str, Any], holomorphic: bool, allow_int: bool
                ) -> tuple[list[Array], PyTreeDef, Callable[..., Any]]:
    """The differentiated arguments' leaves (checked), their structure, and ``fun`` as a
    function of those leaves alone (flat), the other arguments fixed."""
    nums = _argnums(argnums, len(args))
    leaves, in_tree = tree_flatten(tuple(args[n] for n in nums))
    arrays = [leaf_array(leaf, name) for leaf in leaves]
    _check_inputs(name if name != "value_and_grad" else "grad", arrays, holomorphic, allow_int)

    def partial(*flat: Any) -> Any:
        full = list(args)
        for n, a in zip(nums, in_tree.unflatten(list(flat))):
            full[n] = a
        return fun(*full, **kwargs)

    return arrays, in_tree, partial


def _check_inputs(name: str, leaves: Sequence[Array], holomorphic: bool, allow_int: bool) -> None:
    for x in leaves:
        dtype = np.dtype(x.dtype)
        if holomorphic and dtype.kind != "c":
            raise TypeError(f"{name} with holomorphic=True requires inputs with complex dtype, but got {dtype.name}.")
        if not ad.is_differentiable(dtype) and not allow_int:
            raise TypeError(f"{name} requires real- or complex-valued inputs (input dtype that is a sub-dtype of "
                            f"np.inexact), but got {dtype.name}. If you want to use Boolean- or integer-valued "
                            "inputs, use vjp or set allow_int to True.")


def _check_output(name: str, out: Any, holomorphic: bool) -> Array:
    if not isinstance(out, Array):
        raise TypeError(f"{name} requires a function returning one array, got {type(out).__name__}")
    if out.shape != ():
        raise TypeError(f"{name} is only defined for scalar-output functions. Output had shape: {out.shape}.")
    dtype = np.dtype(out.dtype)
    if holomorphic and dtype.kind != "c":
        raise TypeError(f"{name} with holomorphic=True requires outputs with complex dtype, but got {dtype.name}.")
    if not holomorphic and (dtype.kind == "c" or not ad.is_differentiable(dtype)):
        raise TypeError(f"{name} requires real-valued outputs (output dtype that is a sub-dtype of np.floating), "
                        f"but got {dtype.name}." + (" For holomorphic differentiation, pass holomorphic=True."
                                                    if dtype.kind == "c" else ""))
    return out


def value_and_grad(fun: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
                   holomorphic: bool = False, allow_int: bool = False) -> Callable[..., Any]:
    """``fun`` and its gradient with respect to the arguments ``argnums`` (an int: the
    gradient has that argument's structure; a tuple: a tuple of them), in one pass."""
    name = "value_and_grad"

    @functools.wraps(fun)
    def value_and_grad_fun(*args: Any, **kwargs: Any) -> Any:
        if current_trace() is None and not allow_int:
            staged = _staged_gradient(value_and_grad, fun, argnums, has_aux, holomorphic)
            if staged is not None:
                return staged(*args, **kwargs)
        arrays, in_tree, partial = _restricted(name, fun, argnums, args, kwargs, holomorphic, allow_int)
        out_trees: list[PyTreeDef] = []
        aux: list[Any] = []
        flat_tree = tree_structure(tuple(arrays))
        outs, pullback = ad.vjp_flat(_flatten_function(partial, flat_tree, out_trees, has_aux, aux), arrays)
        if not treedef_is_leaf(out_trees[0]):
            raise TypeError(f"grad requires a function returning one array, got the structure {out_trees[0]}")
        out = _check_output("grad", outs[0], holomorphic)
        from jaxtypes.runtime.lax.shape import full_like  # cycle: lax imports interpreters

        cts = pullback([full_like(out, 1)])
        grads = in_tree.unflatten([_zero_tangent(a) if ct is None else ct for a, ct in zip(arrays, cts)])
        result = grads[0] if isinstance(argnums, int) else grads
        return ((out, aux[0]), result) if has_aux else (out, result)

    return value_and_grad_fun


_staged_gradients: weakref.WeakKeyDictionary[Any, dict[Hashable, Any]] = weakref.WeakKeyDictionary()


def _staged_gradient(transform: Callable[..., Any], fun: Any, argnums: int | Sequence[int], has_aux: bool,
                     holomorphic: bool) -> Any:
    """For ``fun = jit(f)`` called outside any trace: ``jit(transform(f))`` (``grad`` or
    ``value_and_grad``), one compiled program instead of a forward and a backward one
    (the same values: a jitted function's arguments and results are arrays either way),
    shared by every such wrapper of ``f``. None for other functions."""
    from jaxtypes.runtime.interpreters.jit import Jitted, jit

    if type(fun) is not Jitted or not fun._plain:
        return None
    inner = fun._fun
    key = (transform, argnums if isinstance(argnums, int) else tuple(argnums), has_aux, holomorphic)
    try:
        by_options = _staged_gradients.setdefault(inner, {})
    except TypeError:  # not weakly referenceable
        return None
    found = by_options.get(key)
    if found is None:
        found = by_options[key] = jit(transform(inner, argnums, has_aux, holomorphic))
    return found


def grad(fun: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
         holomorphic: bool = False, allow_int: bool = False) -> Callable[..., Any]:
    """The gradient of the scalar-valued ``fun`` with respect to the arguments ``argnums``."""
    value_and_grad_fun = value_and_grad(fun, argnums, has_aux, holomorphic, allow_int)

    @functools.wraps(fun)
    def grad_fun(*args: Any, **kwargs: Any) -> Any:
        if current_trace() is None and not allow_int:
            staged = _staged_gradient(grad, fun, argnums, has_aux, holomorphic)
            if staged is not None:
                return staged(*args, **kwargs)
        (value, grads) = value_and_grad_fun(*args, **kwargs)
        return (grads, value[1]) if has_aux else grads

    return grad_fun


# -- vmap -------------------------------------------------------------------------------

def _axes_per_leaf(axes: Any, tree: Any, what: str) -> list[Any]:
    """One axis per leaf of ``tree``, from ``axes``: an int or None for all of them, or
    a pytree prefix of ``tree`` whose int/None leaves apply to the subtrees below them."""
    if axes is None or isinstance(axes, int):
        return [axes] * len(tree_flatten(tree)[0])
    prefix_leaves, prefix_tree = tree_flatten(axes, is_leaf=lambda a: a is None)
    try:
        subtrees = prefix_tree.flatten_up_to(tree)
    except ValueError as err:
        raise ValueError(f"vmap {what} {axes!r} is not a pytree prefix of the structure it applies to: {err}") from None
    out: list[Any] = []
    for axis, subtree in zip(prefix_leaves, subtrees):
        if axis is not None and not isinstance(axis, int):
            raise TypeError(f"vmap {what} entries must be ints or None, got {axis!r}")
        out.extend([axis] * len(tree_flatten(subtree)[0]))
    return out


def vmap(fun: Callable[..., Any], in_axes: Any = 0, out_axes: Any = 0, axis_name: Any = None,
         axis_size: int | None = None) -> Callable[..., Any]:
    """``fun`` mapped over an axis of its arguments: ``in_axes`` says which axis of each
    argument (an int, None for an unmapped argument, or a tuple with one pytree prefix
    per positional argument), ``out_axes`` where the mapped axis goes in the outputs."""
    if isinstance(in_axes, list):
        in_axes = tuple(in_axes)

    @functools.wraps(fun)
    def vmapped(*args: Any, **kwargs: Any) -> Any:
        if isinstance(in_axes, tuple) and len(in_axes) != len(args):
            raise ValueError(f"vmap in_axes has {len(in_axes)} entries but the function was called with "
                             f"{len(args)} positional arguments")
        leaves, in_tree = tree_flatten(args)
        axes = _axes_per_leaf(in_axes, args, "in_axes")
        arrays = [leaf_array(leaf, "vmap") if axis is not None else leaf for leaf, axis in zip(leaves, axes)]
        sizes: dict[int, list[str]] = {}
        normalized: list[int | None] = []
        for i, (x, axis) in enumerate(zip(arrays, axes)):
            if axis is None:
                normalized.append(None)
                continue
            if not -x.ndim <= axis < x.ndim:
                raise ValueError(f"vmap in_axes {axis} is out of range for an argument of shape {tuple(x.shape)}")
            normalized.append(axis % x.ndim)
            sizes.setdefault(int(x.shape[axis]), []).append(f"argument leaf {i} of shape {tuple(x.shape)} at axis {axis}")
        if len(sizes) > 1:
            detail = "; ".join(f"size {n}: {', '.join(where)}" for n, where in sizes.items())
            raise ValueError(f"vmap got inconsistent sizes for the mapped axes: {detail}")
        if not sizes and axis_size is None:
            raise ValueError("vmap needs at least one mapped argument (in_axes not None) or axis_size")
        size = next(iter(sizes)) if sizes else int(axis_size)  # type: ignore[arg-type]
        if axis_size is not None and size != axis_size:
            raise ValueError(f"vmap axis_size={axis_size} differs from the mapped arguments' size {size}")
        with tracing(BatchTrace(size, axis_name)) as trace:
            tracers = [x if axis is None else BatchTracer(trace, x, axis) for x, axis in zip(arrays, normalized)]
            out = fun(*in_tree.unflatten(tracers), **kwargs)
            out_leaves, out_tree = tree_flatten(out)
            pairs = [trace.split(leaf_array(leaf, "vmap output")) for leaf in out_leaves]
        results = []
        for (value, dim), axis in zip(pairs, _axes_per_leaf(out_axes, out, "out_axes")):
            if axis is None:
                if dim is not None:
                    raise ValueError("vmap out_axes is None for an output that depends on the mapped axis")
                results.append(value)
                continue
            rank = value.ndim + (dim is None)
            if not -rank <= axis < rank:
                raise ValueError(f"vmap out_axes {axis} is out of range for an output of rank {rank}")
            from jaxtypes.runtime.interpreters.batching import to_front

            results.append(moveaxis(to_front(value, dim, size), 0, axis % rank))
        return out_tree.unflatten(results)

    return vmapped


# -- Jacobians ---------------------------------------------------------------------------

def _standard_basis(x: Array) -> Array:
    """The identity matrix of x's size, reshaped to (size, *x.shape), in x's dtype."""
    from jaxtypes.runtime.lax import shape as lax_shape  # cycle: lax imports interpreters

    n = int(np.prod(x.shape, dtype=np.int64))
    eye = lax_shape.broadcasted_iota(np.int32, (n, n), 0) == lax_shape.broadcasted_iota(np.int32, (n, n), 1)
    from jaxtypes.runtime.lax.operators import convert_element_type  # cycle: lax imports interpreters

    return lax_shape.reshape(convert_element_type(eye, x.dtype), (n, *x.shape))


def jacfwd(fun: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
           holomorphic: bool = False) -> Callable[..., Any]:
    """The Jacobian of ``fun`` by forward mode: a vmap of JVPs along the input basis.
    Each output leaf gets the shape ``out.shape + arg.shape``."""
    @functools.wraps(fun)
    def jacobian(*args: Any, **kwargs: Any) -> Any:
        arrays, in_tree, partial = _restricted("jacfwd", fun, argnums, args, kwargs, holomorphic, allow_int=False)

        columns = []  # for each input leaf: the JVPs along its basis, batched first
        outs = aux = None
        for i, x in enumerate(arrays):
            def push(t: Any, i: int = i) -> Any:
                tangents = [t if j == i else ad.zeros_like(a) for j, a in enumerate(arrays)]
                result = jvp(partial, arrays, tangents, has_aux=has_aux)
                return result[1]
            columns.append(vmap(push)(_standard_basis(x)))
        if has_aux:
            outs, _, aux = jvp(partial, arrays, [ad.zeros_like(a) for a in arrays], has_aux=True)
        else:
            outs = partial(*arrays)
        out_leaves, out_tree = tree_flatten(outs)
        per_input = []
        for x, column in zip(arrays, columns):
            column_leaves = tree_flatten(column)[0]
            per_input.append(out_tree.unflatten([
                _jacobian_layout(c, tuple(o.shape), tuple(x.shape)) for o, c in zip(out_leaves, column_leaves)]))
        jac = _arrange(per_input, in_tree, out_tree, argnums)
        return (jac, aux) if has_aux else jac

    return jacobian


def _jacobian_layout(batched: Array, out_shape: tuple[int, ...], in_shape: tuple[int, ...]) -> Array:
    """(n_in, *out_shape) -> (*out_shape, *in_shape)."""
    from jaxtypes.runtime.lax import shape as lax_shape  # cycle: lax imports interpreters

    moved = moveaxis(batched, 0, len(out_shape))
    return lax_shape.reshape(moved, out_shape + in_shape)


def _arrange(per_input: list[Any], in_tree: PyTreeDef, out_tree: PyTreeDef, argnums: int | Sequence[int]) -> Any:
    """Jacobians per (output leaf, input leaf) arranged as JAX does: the output's
    structure outside, the differentiated arguments' structure inside."""
    out_leaf_count = out_tree.num_leaves
    by_output = []
    for k in range(out_leaf_count):
        inner = in_tree.unflatten([tree_flatten(p)[0][k] for p in per_input])
        by_output.append(inner[0] if isinstance(argnums, int) else inner)
    return out_tree.unflatten(by_output)


def jacrev(fun: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
           holomorphic: bool = False, allow_int: bool = False) -> Callable[..., Any]:
    """The Jacobian of ``fun`` by reverse mode: a vmap of VJPs along the output basis."""
    @functools.wraps(fun)
    def jacobian(*args: Any, **kwargs: Any) -> Any:
        arrays, in_tree, partial = _restricted("jacrev", fun, argnums, args, kwargs, holomorphic, allow_int)

        result = vjp(partial, *arrays, has_aux=has_aux)
        outs, pullback = result[0], result[1]
        out_leaves, out_tree = tree_flatten(outs)
        rows: list[list[Array]] = []  # rows[k][i]: d out_k / d in_i
        for k, o in enumerate(out_leaves):
            def pull(ct: Any, k: int = k) -> Any:
                cts = [ct if j == k else ad.zeros_like(p) for j, p in enumerate(out_leaves)]
                return list(pullback(out_tree.unflatten(cts)))
            batched = vmap(pull)(_standard_basis(o))
            rows.append([_reshape(b, tuple(o.shape) + tuple(x.shape)) for b, x in zip(batched, arrays)])
        per_input = [out_tree.unflatten([rows[k][i] for k in range(len(out_leaves))]) for i in range(len(arrays))]
        jac = _arrange(per_input, in_tree, out_tree, argnums)
        return (jac, result[2]) if has_aux else jac

    return jacobian


def _reshape(x: Array, shape: tuple[int, ...]) -> Array:
    from jaxtypes.runtime.lax import shape as lax_shape  # cycle: lax imports interpreters

    return lax_shape.reshape(x, shape)


def jacobian(fun: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
             holomorphic: bool = False, allow_int: bool = False) -> Callable[..., Any]:
    """``jacrev`` (jax's alias)."""
    return jacrev(fun, argnums, has_aux, holomorphic, allow_int)


def hessian(fun: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
            holomorphic: bool = False) -> Callable[..., Any]:
    """The Hessian of a scalar ``fun``: ``jacfwd(jacrev(fun))``."""
    return jacfwd(jacrev(fun, argnums, has_aux, holomorphic), argnums, has_aux, holomorphic)
