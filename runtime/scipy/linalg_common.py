"""What the ``jaxtypes.scipy.linalg`` modules share: operand checks and small matrix helpers."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax.matrices import constant as scalar
from jaxtypes.runtime.lax.matrices import keep_weak
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy.promotion import check_arguments, is_array_like, promote, promote_inexact
from jaxtypes.runtime.numpy.shape import broadcast_to, reshape

INT32 = np.dtype(np.int32)


def arrays(name: str, *args: Any) -> list[Any]:
    """Array-like arguments as they are; lists and tuples as arrays (``jnp.asarray``, as jax
    does here); anything else is a TypeError naming the argument."""
    out = []
    for position, arg in enumerate(args):
        if isinstance(arg, (list, tuple)):
            arg = asarray(arg)
        elif not is_array_like(arg):
            raise TypeError(f"jax.scipy.linalg.{name}: expected an array for argument {position}, "
                            f"got {type(arg).__name__}")
        out.append(arg)
    return out


def inexact(name: str, *args: Any) -> list[Array]:
    """The operands at their common floating dtype (integers and bools become floats)."""
    given = arrays(name, *args)
    check_arguments(f"jax.scipy.linalg.{name}", *given)
    return promote_inexact(f"jax.scipy.linalg.{name}", *given)[0]


def inexact_only(name: str, a: Any) -> Array:
    """The operand as it is, which must be floating or complex: integers and bools are a
    TypeError here (as in jax's ``schur`` and ``hessenberg``)."""
    (x,) = promoted(name, a)
    if x.dtype.kind not in "fc" and x.dtype.name != "bfloat16":
        raise TypeError(f"jax.scipy.linalg.{name} does not accept dtype {x.dtype.name} at position 0: accepted dtypes "
                        "are subtypes of floating and complexfloating")
    return x


def promoted(name: str, *args: Any) -> list[Array]:
    """The operands at their common dtype (integers stay integers)."""
    given = arrays(name, *args)
    return promote(f"jax.scipy.linalg.{name}", *given)[0]


def matrices(name: str, x: Array, argument: str = "a", *, square: bool = True) -> Array:
    if x.ndim < 2:
        raise ValueError(f"jax.scipy.linalg.{name}: {argument} must have at least two dimensions, got shape {x.shape}")
    if square and x.shape[-1] != x.shape[-2]:
        raise ValueError(f"jax.scipy.linalg.{name}: {argument} must be a (batch of) square matrices, got shape "
                         f"{x.shape}")
    return x


def triangle(x: Array, k: int = 0, *, lower: bool) -> Array:
    """``tril(x, k)`` (``lower``) or ``triu(x, k)`` of the last two axes."""
    rows, columns = np.indices(x.shape[-2:])
    keep = (columns - rows <= k) if lower else (columns - rows >= k)
    return ew.where(broadcast_to(asarray(keep), x.shape), x, keep_weak(scalar(0, x.dtype), x))


def identity(n: int, m: int, dtype: np.dtype[Any], k: int = 0) -> Array:
    return asarray(np.eye(n, m, k, dtype=dtype))


def broadcast_batches(*xs: Array, cores: tuple[int, ...]) -> list[Array]:
    """Each ``x`` with its leading axes (all but its last ``cores[i]``) broadcast to the common batch."""
    batch = np.broadcast_shapes(*(x.shape[:x.ndim - c] for x, c in zip(xs, cores)))
    return [broadcast_to(x, (*batch, *x.shape[x.ndim - c:])) for x, c in zip(xs, cores)]


def over_batch(fun: Callable[..., Any], *xs: Array, cores: tuple[int, ...]) -> Any:
    """``fun`` (written for operands of ``cores[i]`` dimensions) over the broadcast
    leading axes of ``xs``, by ``vmap`` over their flattened batch."""
    xs = tuple(broadcast_batches(*xs, cores=cores))
    batch = xs[0].shape[:xs[0].ndim - cores[0]]
    if not batch:
        return fun(*xs)
    size = math.prod(batch)
    flat = [reshape(x, (size, *x.shape[len(batch):])) for x in xs]
    out = vmap(fun)(*flat)

    def unflatten(y: Array) -> Array:
        return reshape(y, (*batch, *y.shape[1:]))
    return tuple(unflatten(y) for y in out) if isinstance(out, tuple) else unflatten(out)
