"""``jaxtypes.numpy`` functions that assemble arrays or apply functions: ``block``,
``piecewise``, ``apply_along_axis`` and ``apply_over_axes``.

``piecewise`` and ``apply_along_axis`` are built, as in JAX, on ``vmap`` (and
``piecewise`` on ``lax.switch``, which ``vmap`` turns into a select), so they work under
``jit``, ``vmap`` and ``grad`` with traced data; the functions they are given must be
traceable.

Dtypes as in JAX (measured against it, in both 64-bit modes):

* ``block``: the ``concatenate`` of the blocks: their join, weak only when every block is
  (Python scalars are weak: ``block([1, 2])`` is a weak default int);
* ``piecewise``: ``x``'s dtype, always strongly typed (each function's result and each
  constant are converted to it, complex to real keeping the real part); the result has
  the broadcast shape of ``x`` and the conditions;
* ``apply_along_axis``, ``apply_over_axes``: what the function returns (the former under
  ``vmap``: a Python scalar result becomes a weak array).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax import control_flow
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.elementwise import astype, where
from jaxtypes.runtime.numpy.promotion import check_arguments, is_array_like
from jaxtypes.runtime.numpy.reductions import max as max_of
from jaxtypes.runtime.numpy.reductions import normalize_axis
from jaxtypes.runtime.numpy.shape import broadcast_shapes, broadcast_to, concatenate, expand_dims, reshape, stack

ArrayLike = Any


# -- block ------------------------------------------------------------------------------

def _block(xs: Any) -> tuple[Array, int]:
    """The array a nested list of blocks makes, and the list's depth (1 for an array)."""
    if isinstance(xs, tuple):
        raise ValueError(f"jnp.block does not allow tuples (use lists for the nesting), got a tuple of {len(xs)}")
    if isinstance(xs, list):
        if not xs:
            raise ValueError("jnp.block does not allow empty list arguments")
        parts = [_block(x) for x in xs]
        depth = parts[0][1]
        if any(d != depth for _, d in parts[1:]):
            raise ValueError(f"jnp.block: mismatched list depths {[d - 1 for _, d in parts]}: every block must be "
                             "nested equally deep")
        rank = max(depth, *(a.ndim for a, _ in parts))
        arrays = [a if a.ndim == rank else reshape(a, (1,) * (rank - a.ndim) + tuple(a.shape)) for a, _ in parts]
        return concatenate(arrays, axis=-depth), depth + 1
    if xs is None:
        raise ValueError("jnp.block: None is not a valid block")
    if not is_array_like(xs):
        raise TypeError(f"jnp.block requires arrays, scalars or (nested) lists of them, got {type(xs).__name__}")
    return asarray(xs), 1


def block(arrays: ArrayLike | list[ArrayLike]) -> Array:
    """An array assembled from nested lists of blocks: the innermost lists are joined
    along the last axis, the lists of those along the second-to-last, and so on (blocks
    of fewer dimensions get leading size-1 axes). An array alone is returned as is."""
    out, _ = _block(arrays)
    return out


# -- piecewise ----------------------------------------------------------------------------

def _conditions(condlist: Any) -> Array:
    """The conditions as one boolean array, the condition index first."""
    if isinstance(condlist, (list, tuple)):
        return stack([asarray(c, dtype=np.bool_) for c in condlist])
    return asarray(condlist, dtype=np.bool_)


def piecewise(x: ArrayLike, condlist: Array | Sequence[ArrayLike], funclist: list[ArrayLike | Callable[..., Array]],
              *args: Any, **kw: Any) -> Array:
    """``funclist[i](x, *args, **kw)`` where ``condlist[i]`` holds (the last that holds
    wins), an extra last function (or 0) where none does; a constant in ``funclist`` is a
    constant function. Each function is called on scalars (under ``vmap``) and chosen
    with ``lax.switch``, so they must be traceable. The result has ``x``'s dtype."""
    check_arguments("piecewise", x)
    data = asarray(x)
    nc, nf = len(condlist), len(funclist)
    if nc == 0:
        raise ValueError("piecewise: at least one condition is required")
    if nf == nc + 1:
        choices = [funclist[-1], *funclist[:-1]]
    elif nf == nc:
        choices = [0, *funclist]
    else:
        raise ValueError(f"piecewise: with {nc} condition(s), either {nc} or {nc + 1} functions are expected; got {nf}")
    conds = _conditions(condlist)
    target = data.dtype
    # the branch of each element: 1 + the last condition that holds, 0 where none does
    ranks = reshape(lax_shape.iota(np.dtype(np.int32), conds.shape[0]) + 1, (conds.shape[0],) + (1,) * (conds.ndim - 1))
    index = max_of(where(conds, ranks, 0), axis=0)

    def function(f: Callable[..., Any]) -> Callable[[Array], Array]:
        return lambda v: astype(f(v, *args, **kw), target)

    def constant(c: Any) -> Callable[[Array], Array]:
        value = astype(asarray(c), target)
        return lambda v: value

    branches = [function(f) if callable(f) else constant(f) for f in choices]
    shape = broadcast_shapes(index.shape, data.shape)

    def choose(i: Array, v: Array) -> Array:
        out: Array = control_flow.switch(i, branches, v)
        return out

    for _ in shape:
        choose = vmap(choose)
    return choose(broadcast_to(index, shape), broadcast_to(data, shape))


# -- apply_along_axis, apply_over_axes -------------------------------------------------------

def apply_along_axis(func1d: Callable[..., Any], axis: int, arr: ArrayLike, *args: Any, **kwargs: Any) -> Array:
    """``func1d(v, *args, **kwargs)`` for every 1-D slice ``v`` of ``arr`` along ``axis``
    (by ``vmap`` over the other axes): its result's axes take the place of ``axis``."""
    check_arguments("apply_along_axis", arr)
    data = asarray(arr)
    if data.ndim == 0:
        raise np.exceptions.AxisError(f"apply_along_axis: axis {axis} is out of bounds for array of dimension 0")
    ax = normalize_axis(axis, data.ndim)

    def func(v: Any) -> Any:
        return func1d(v, *args, **kwargs)

    for i in range(1, data.ndim - ax):
        func = vmap(func, in_axes=i, out_axes=-1)
    for _ in range(ax):
        func = vmap(func, in_axes=0, out_axes=0)
    out: Array = func(data)
    return out


def apply_over_axes(func: Callable[[ArrayLike, int], Array], a: ArrayLike, axes: Sequence[int]) -> Array:
    """``func(a, axis)`` applied for each axis of ``axes`` in turn, each result of one
    dimension fewer given the axis back (size 1), as ``keepdims=True`` would."""
    check_arguments("apply_over_axes", a)
    out = asarray(a)
    for axis in axes:
        b = func(out, axis)
        if b.ndim == out.ndim:
            out = b
        elif b.ndim == out.ndim - 1:
            out = expand_dims(b, axis)
        else:
            raise ValueError(f"apply_over_axes: the function is not returning an array of the correct shape: "
                             f"{b.ndim} dimensions for an array of {out.ndim} (it must keep them, or drop axis {axis})")
    return out
