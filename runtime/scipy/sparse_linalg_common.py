"""What ``jaxtypes.scipy.sparse.linalg``'s solvers share: vector arithmetic on pytrees
(the right-hand side ``b`` may be any pytree of arrays, and so is every Krylov vector),
the linear operator and preconditioner as functions, and the checks of ``x0`` against
``b``. Inner products are taken at the highest precision, as in jax.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tree_util import tree_leaves, tree_map, tree_structure
from jaxtypes.runtime.lax.dot import Precision
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.numpy import api as jnp


def dot(a: Any, b: Any) -> Array:
    return jnp.dot(a, b, precision=Precision.HIGHEST)


def vdot(a: Any, b: Any) -> Array:
    return jnp.vdot(a, b, precision=Precision.HIGHEST)


def _total(values: list[Any]) -> Any:
    return functools.reduce(operator.add, values)


def vdot_real(x: Any, y: Any) -> Array:
    """The real part of ``<x, y>`` (conjugating ``x``), without the cross terms of the
    imaginary parts: the solvers take it of ``z^H M z`` with ``M`` Hermitian positive
    definite, where it is the whole value."""
    result = vdot(jnp.real(x), jnp.real(y))
    if jnp.iscomplexobj(x) or jnp.iscomplexobj(y):
        result = result + vdot(jnp.imag(x), jnp.imag(y))
    return result


def tree_vdot_real(x: Any, y: Any) -> Any:
    return _total(tree_leaves(tree_map(vdot_real, x, y)))


def tree_vdot(x: Any, y: Any) -> Any:
    return _total(tree_leaves(tree_map(vdot, x, y)))


def tree_norm(x: Any) -> Array:
    leaves = tree_leaves(x)
    return jnp.sqrt(_total([vdot_real(leaf, leaf) for leaf in leaves]))


def tree_scale(scalar: Any, tree: Any) -> Any:
    return tree_map(lambda leaf: scalar * leaf, tree)


def tree_add(x: Any, y: Any) -> Any:
    return tree_map(operator.add, x, y)


def tree_sub(x: Any, y: Any) -> Any:
    return tree_map(operator.sub, x, y)


def identity(x: Any) -> Any:
    """The preconditioner when none is given (the solvers recognise it by identity)."""
    return x


def as_operator(a: Any, what: str) -> Callable[[Any], Any]:
    """A linear operator ``A`` (or preconditioner ``M``) as a function: a function as it
    is, a square matrix (an array, or an object with ``@``) as its product with a vector."""
    if callable(a):
        function: Callable[[Any], Any] = a
        return function
    if isinstance(a, (np.ndarray, Array)) or hasattr(a, "__matmul__"):
        shape = tuple(getattr(a, "shape", ()))
        if hasattr(a, "shape") and (len(shape) != 2 or shape[0] != shape[1]):
            raise ValueError(f"{what}: the linear operator must be a square matrix, but has shape {shape}")
        if isinstance(a, (np.ndarray, Array)):
            return functools.partial(dot, a)
        return functools.partial(operator.matmul, a)
    raise TypeError(f"{what}: the linear operator must be a function, a square matrix or an object with '@', "
                    f"got {type(a).__name__}: {a!r}")


def check_same_structure(what: str, x0: Any, b: Any) -> None:
    if tree_structure(x0) != tree_structure(b):
        raise ValueError(f"{what}: x0 and b must have matching tree structure: {tree_structure(x0)} vs "
                         f"{tree_structure(b)}")


def check_same_shapes(what: str, x0: Any, b: Any) -> None:
    x0_shapes = [tuple(np.shape(leaf)) for leaf in tree_leaves(x0)]
    b_shapes = [tuple(np.shape(leaf)) for leaf in tree_leaves(b)]
    if x0_shapes != b_shapes:
        raise ValueError(f"{what}: the arrays in x0 and b must have matching shapes: {x0_shapes} vs {b_shapes}")


def tree_size(tree: Any) -> int:
    return sum(int(np.size(leaf)) for leaf in tree_leaves(tree))


def tree_dtype(tree: Any) -> Any:
    """The leaves' common dtype (as ``result_type``)."""
    return dtypes.result_type(*tree_leaves(tree))


def tree_dtype_and_weakness(tree: Any) -> tuple[Any, bool]:
    return dtypes.lattice_result_type(*tree_leaves(tree))


def inexact_rhs(what: str, b: Any, weak_integers_promote: bool) -> Any:
    """``b``, whose arrays must be floating or complex as the iterates are. A weakly
    typed integer (a Python int) becomes a weak float where ``weak_integers_promote``:
    jax's ``cg`` promotes it with its iterates, which its other solvers cannot."""
    def checked(leaf: Any) -> Any:
        dtype = getattr(leaf, "dtype", None)
        if dtype is None or dtypes.dtype_info(dtype).kind in ("float", "complex"):
            return leaf
        if weak_integers_promote and getattr(leaf, "weak_type", False) and dtypes.dtype_info(dtype).kind != "bool":
            return convert_element_type(leaf, dtypes.default_dtype("f*"), weak_type=True)
        raise TypeError(f"{what}: b must have a floating or complex dtype (the solution has b's dtype), got "
                        f"{np.dtype(dtype)}{' (weakly typed)' if getattr(leaf, 'weak_type', False) else ''}; "
                        "cast it with .astype(float)")

    return tree_map(checked, b)
