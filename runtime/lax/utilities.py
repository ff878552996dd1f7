"""lax's small utilities: ``optimization_barrier``, ``platform_dependent``, tokens
(``create_token``, ``after_all``), and the shape helpers ``broadcast_shapes``,
``broadcast_to_rank``, ``collapse``, ``zeros_like_array``.

``optimization_barrier`` is a primitive of several results (``stablehlo.optimization_barrier``):
its JVP passes primals and tangents through barriers of their own, it is its own
transpose, and batching leaves each operand's batch dimension where it is.

``platform_dependent`` asks a ``platform_index`` primitive which branch fits the
platform: run eagerly it is concrete and the branch is called directly (as in JAX);
traced (under ``jit``) every branch is traced into a ``switch`` whose index the
lowering fixes for the platform being compiled for.

Tokens order side effects in XLA; this runtime has no side-effecting operations, so a
``Token`` carries no data: it is a pytree node without leaves, which flows through
``jit`` and the other transformations as static structure.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Final

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.subjaxpr import leaf_array
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.core.tracing import Tracer
from jaxtypes.runtime.core.tree_util import register_static, tree_flatten, tree_unflatten

__all__ = ["Token", "after_all", "broadcast_shapes", "broadcast_to_rank", "collapse", "create_token",
           "optimization_barrier", "platform_dependent", "zeros_like_array"]


# -- optimization_barrier --------------------------------------------------------------

def _barrier_rule(*avals: Aval, weak_types: tuple[bool, ...]) -> list[Aval]:
    return [Aval(a.shape, a.dtype, w) for a, w in zip(avals, weak_types)]


def _barrier_lower(out_types: Sequence[Any], *values: Any, weak_types: tuple[bool, ...]) -> list[Any]:
    from jaxlib.mlir.dialects import stablehlo as hlo

    if not values:
        return []
    return list(hlo.OptimizationBarrierOp(list(values)).results)


optimization_barrier_p: Final[Primitive] = Primitive("optimization_barrier", _barrier_rule, _barrier_lower,
                                                    weak=never_weak, multiple_results=True)


def _barrier(values: Sequence[Any]) -> list[Any]:
    if not values:
        return []
    return optimization_barrier_p.apply(*values, weak_types=tuple(bool(v.weak_type) for v in values))


def _barrier_jvp(primals: Sequence[Any], tangents: Sequence[Any], *, weak_types: tuple[bool, ...]
                 ) -> tuple[list[Any], list[Any]]:
    # Primals and tangents go through barriers of their own, so that linearization keeps
    # the primal barrier known and stages only the tangent one.
    outs = optimization_barrier_p.apply(*primals, weak_types=weak_types)
    nonzero = [t for t in tangents if t is not None]
    it = iter(_barrier(nonzero))
    return outs, [None if t is None else next(it) for t in tangents]


def _barrier_transpose(cts: Sequence[Any], *args: Any, weak_types: tuple[bool, ...]) -> list[Any]:
    from jaxtypes.runtime.interpreters.autodiff import is_undefined

    linear = [ct for ct, a in zip(cts, args) if is_undefined(a)]
    it = iter(_barrier(linear))
    return [next(it) if is_undefined(a) else None for a in args]


def _barrier_batch(values: Sequence[Any], dims: Sequence[int | None], *, weak_types: tuple[bool, ...]
                   ) -> tuple[list[Any], list[int | None]]:
    return optimization_barrier_p.apply(*values, weak_types=weak_types), list(dims)


optimization_barrier_p.jvp = _barrier_jvp
optimization_barrier_p.transpose = _barrier_transpose
optimization_barrier_p.batch = _barrier_batch


def optimization_barrier(operand: Any, /) -> Any:
    """``operand`` (a pytree of arrays) unchanged, behind a ``stablehlo.optimization_barrier``
    that keeps the compiler from moving computations across it. Python scalars and NumPy
    data become arrays (Python scalars weakly typed)."""
    leaves, tree = tree_flatten(operand)
    arrays = [leaf_array(x, "lax.optimization_barrier") for x in leaves]
    return tree_unflatten(tree, _barrier(arrays))


# -- platform_dependent ----------------------------------------------------------------

Platforms = tuple["tuple[str, ...] | None", ...]


def _platform_index_rule(*, platforms: Platforms) -> tuple[tuple[int, ...], np.dtype[Any]]:
    return (), np.dtype(np.int32)


def _platform_index(platforms: Platforms) -> int:
    from jaxtypes.runtime import backend

    name = backend.hardware_platform()
    for i, names in enumerate(platforms):
        if names is not None and name in names:
            return i
    for i, names in enumerate(platforms):
        if names is None:
            return i
    known = sorted(n for names in platforms if names is not None for n in names)
    raise NotImplementedError(f"lax.platform_dependent: no branch for the platform {name!r} and no default "
                              f"branch (branches are given for {', '.join(known)})")


def _platform_index_lower(out_type: Any, *, platforms: Platforms) -> Any:
    from jaxtypes.runtime.core import lowering

    return lowering.mlir_constant(_platform_index(platforms), np.dtype(np.int32))


platform_index_p: Final[Primitive] = Primitive("platform_index", _platform_index_rule, _platform_index_lower,
                                               weak=never_weak)
platform_index_p.not_differentiable = platform_index_p.not_batchable = (
    "it has no operands, so no trace ever holds one of them")


def platform_dependent(*args: Any, default: Callable[..., Any] | None = None, **per_platform: Callable[..., Any]) -> Any:
    """``per_platform[platform](*args)`` for the platform the code runs on (``cpu``,
    ``cuda``, ``rocm``, ``tpu``), else ``default(*args)``. Eagerly the branch is called
    directly; traced, every branch is staged into a ``switch`` whose index the lowering
    fixes, so the branches must agree in structure, shapes and dtypes."""
    from jaxtypes.runtime.lax.control_flow import switch

    groups: list[tuple[list[str], Callable[..., Any]]] = []
    for name, branch in per_platform.items():
        if not callable(branch):
            raise TypeError(f"lax.platform_dependent: the '{name}' branch must be a callable.")
        if name == "gpu":
            raise ValueError("Use 'cuda' or 'rocm' for lax.platform_dependent.")
        for names, other in groups:
            if other is branch:
                names.append(name)
                break
        else:
            groups.append(([name], branch))
    branches = [b for _, b in groups]
    platforms: list[tuple[str, ...] | None] = [tuple(names) for names, _ in groups]
    if default is not None:
        if not callable(default):
            raise TypeError("lax.platform_dependent: the 'default' branch must be a callable.")
        branches.append(default)
        platforms.append(None)
    if not branches:
        raise TypeError("lax.platform_dependent: give at least one branch (a platform keyword or default)")
    index = platform_index_p.bind(platforms=tuple(platforms))
    if not isinstance(index, Tracer):
        return branches[int(np.asarray(index))](*args)
    return switch(index, branches, *args)


# -- tokens ---------------------------------------------------------------------------

class Token:
    """An XLA token, which orders side effects: it carries no data (a pytree node
    without leaves, so it passes through ``jit`` and the other transformations)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "Token()"

    def __eq__(self, other: object) -> bool:
        return type(other) is Token

    def __hash__(self) -> int:
        return hash(Token)


register_static(Token)


def create_token(_: Any = None) -> Token:
    """A new token (the argument is ignored, as in JAX)."""
    return Token()


def after_all(*operands: Any) -> Token:
    """A token that comes after all of ``operands`` (tokens)."""
    for x in operands:
        if not isinstance(x, Token):
            raise TypeError(f"Arguments to after_all must be tokens, got {type(x).__name__}")
    return Token()


# -- shape helpers --------------------------------------------------------------------

def _shape_arg(shape: Any, position: int) -> tuple[int, ...]:
    import operator

    if isinstance(shape, (int, np.integer)) and not isinstance(shape, bool):
        return (int(shape),)
    try:
        dims = tuple(operator.index(d) for d in shape)
    except TypeError:
        raise TypeError(f"lax.broadcast_shapes: shapes must be tuples of integers, got {shape!r} "
                        f"(argument {position})") from None
    if any(d < 0 for d in dims):
        raise ValueError(f"lax.broadcast_shapes: shapes must have non-negative dimensions, got {dims}")
    return dims


def broadcast_shapes(*shapes: Any) -> tuple[int, ...]:
    """The shape that arrays of ``shapes`` broadcast to, NumPy's way (trailing dimensions
    aligned, each equal or 1); ValueError for shapes that do not broadcast."""
    if not shapes:
        raise TypeError("lax.broadcast_shapes: give at least one shape")
    dims = [_shape_arg(s, i) for i, s in enumerate(shapes)]
    rank = max(len(s) for s in dims)
    out = []
    for column in zip(*((1,) * (rank - len(s)) + s for s in dims)):
        sizes = {d for d in column if d != 1}
        if len(sizes) > 1:
            raise ValueError(f"Incompatible shapes for broadcasting: shapes={[tuple(s) for s in dims]}")
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def broadcast_to_rank(x: Any, rank: int) -> Array:
    """``x`` with leading dimensions of size 1 added up to ``rank`` (unchanged when it
    already has at least that many)."""
    import operator

    from jaxtypes.runtime.lax.shape import reshape
    from jaxtypes.runtime.lax.operands import lax_operand

    a = lax_operand(x)
    try:
        r = operator.index(rank)
    except TypeError:
        raise TypeError(f"lax.broadcast_to_rank: rank must be an integer, got {type(rank).__name__}") from None
    if a.ndim >= r:
        return a
    return reshape(a, (1,) * (r - a.ndim) + tuple(a.shape))


def collapse(operand: Any, start_dimension: int, stop_dimension: int | None = None) -> Array:
    """``operand`` with dimensions ``[start_dimension, stop_dimension)`` (Python slice
    rules; ``stop_dimension`` None: to the end) merged into one."""
    from jaxtypes.runtime.lax.shape import reshape
    from jaxtypes.runtime.lax.operands import lax_operand

    a = lax_operand(operand)
    shape = tuple(a.shape)
    lo, hi, _ = slice(start_dimension, stop_dimension).indices(len(shape))
    if hi < lo:
        raise ValueError(f"Invalid dimension range passed to collapse: {shape}[{start_dimension}:{stop_dimension}]")
    new_shape = shape[:lo] + (math.prod(shape[lo:hi]),) + shape[hi:]
    return reshape(a, new_shape)


def zeros_like_array(x: Any) -> Array:
    """Zeros of ``x``'s shape, dtype and weak type."""
    from jaxtypes.runtime.lax.shape import full_like

    return full_like(x, 0)
