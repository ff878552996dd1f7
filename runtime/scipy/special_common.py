"""What the ``jaxtypes.scipy.special`` modules share: how operands are promoted (as
``jax.scipy.special`` promotes them), constants of an operand's dtype, polynomials with
constant coefficients, and the checks behind the errors jax raises."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.control_flow import while_loop
from jaxtypes.runtime.numpy.elementwise import astype, same_rank, where
from jaxtypes.runtime.numpy.shape import broadcast_arrays
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote_inexact

FLOAT32 = np.dtype(np.float32)
FLOAT64 = np.dtype(np.float64)
_COMPLEX_OF = {FLOAT64: np.dtype(np.complex128)}


def inexact_args(name: str, *args: Any) -> list[Array]:
    """The operands at their common floating (or complex) dtype, integers and bools made
    floating, brought to one rank: what every elementwise function starts with."""
    check_arguments(name, *args)
    arrays = promote_inexact(name, *args)[0]
    return _same_rank(name, arrays)


def _same_rank(name: str, arrays: list[Array]) -> list[Array]:
    """The operands brought to one rank; shapes that do not broadcast are a TypeError,
    as in jax (whose lax operations find them)."""
    if len(arrays) < 2:
        return arrays
    try:
        return same_rank(name, *arrays)
    except ValueError as error:
        raise TypeError(str(error)) from None


def complex_of(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """The complex dtype a floating one becomes: complex64 for every float narrower than float64."""
    return dtype if is_complex(dtype) else _COMPLEX_OF.get(dtype, np.dtype(np.complex64))


def complex_args(name: str, *args: Any) -> list[Array]:
    """``inexact_args``, then made complex (``complex_of``)."""
    check_arguments(name, *args)
    arrays, weak = promote_inexact(name, *args)
    dtype = arrays[0].dtype
    if not is_complex(dtype):
        dtype = complex_of(dtype)
        arrays = [as_array(a, dtype, weak) for a in arrays]
    return _same_rank(name, arrays)


def is_complex(dtype: np.dtype[Any]) -> bool:
    return dtypes.dtype_info(dtype).kind == "complex"


def is_integer(dtype: np.dtype[Any]) -> bool:
    return dtypes.dtype_info(dtype).kind in ("int", "uint")


def refuse_complex(name: str, x: Array, error: type[Exception] = ValueError) -> None:
    if is_complex(x.dtype):
        raise error(f"{name} does not support complex-valued inputs (got dtype {x.dtype.name}).")


def float32_or_float64(name: str, x: Any) -> Array:
    """``x`` as an array, which must be float32 or float64 (``ndtr``, ``ndtri``,
    ``log_ndtr`` and ``spence`` promote nothing, as in jax)."""
    x = asarray(x)
    if x.dtype not in (FLOAT32, FLOAT64):
        raise TypeError(f"{name}: x.dtype={x.dtype.name} is not supported (only float32 and float64 are)")
    return x  # type: ignore[no-any-return]


_PYTHON_TYPE = {"f*": float, "c*": complex, "i*": int}


def const(x: Array, value: Any, *, any_rank: bool = False) -> Any:
    """A constant of ``x``'s dtype, as jax's special functions make theirs: a Python
    scalar (weak) when ``x`` is a weakly typed 0-d array of its kind's default dtype,
    else a strongly typed NumPy array. So a weak scalar operand gives a weak result, and
    a weak array of any other rank a strong one, as in jax. With ``any_rank``, a weak
    array of any rank counts as a weak scalar (as the rank-blind stubs read it)."""
    if x.weak_type and (any_rank or x.ndim == 0):
        node = dtypes.weak_node_of_kind(x.dtype)
        if node in _PYTHON_TYPE and x.dtype == dtypes.default_dtype(node):
            return _PYTHON_TYPE[node](value)
    return np.asarray(value, x.dtype)


def strong(x: Array, value: Any) -> np.ndarray[Any, Any]:
    """A strongly typed NumPy constant of ``x``'s dtype, whatever ``x``'s weak type."""
    return np.asarray(value, x.dtype)


def coefficients(values: Sequence[float], x: Array) -> np.ndarray[Any, Any]:
    return np.asarray(values, x.dtype)


def poly(values: Sequence[float], x: Array) -> Array:
    """The polynomial with the coefficients ``values`` (highest degree first) at ``x``, by
    Horner's rule from 0 as ``jnp.polyval`` (so ``x = inf`` gives NaN as there), strongly
    typed."""
    y = lax_shape.full(x.shape, 0, x.dtype)
    for c in coefficients(values, x):
        y = y * x + c
    return y


def eps(dtype: np.dtype[Any]) -> float:
    return float(ml_dtypes.finfo(dtype).eps)  # type: ignore[no-untyped-call]


def largest(dtype: np.dtype[Any]) -> float:
    return float(ml_dtypes.finfo(dtype).max)  # type: ignore[no-untyped-call]


def in_float32_below_32_bits(fun: Callable[[Array], Any], x: Array) -> Any:
    """``fun(x)`` for float32 and float64 operands; narrower floats are computed in
    float32 and rounded back (their own precision is too low for the coefficients)."""
    if x.dtype in (FLOAT32, FLOAT64):
        return fun(x)
    out = fun(astype(x, FLOAT32))
    if isinstance(out, tuple):
        return tuple(astype(o, x.dtype) for o in out)
    return astype(out, x.dtype)


def loop_between(lower: Any, upper: Any, body: Callable[[Any, Any], Any], init: Any) -> Any:
    """``body(i, value)`` for ``i = lower, lower + 1, ...`` below ``upper``: ``fori_loop``
    for bounds of any real dtype, traced ones included (a ``while_loop``)."""
    def more(state: tuple[Any, Any, Any]) -> Any:
        return state[0] < state[1]

    def step(state: tuple[Any, Any, Any]) -> tuple[Any, Any, Any]:
        i, end, value = state
        return i + 1, end, body(i, value)

    return while_loop(more, step, (lower, upper, init))[2]


def piecewise(x: Array, conditions: Sequence[Any], pieces: Sequence[Any], **kwargs: Any) -> Array:
    """``jnp.piecewise`` for elementwise pieces: ``pieces[i](x, **kwargs)`` where
    ``conditions[i]`` holds (the last that holds wins), the extra last piece elsewhere; a
    constant piece is a constant. Every piece is computed on all of ``x`` and the results
    selected, which is what ``jnp.piecewise``'s ``switch`` does elementwise; the result
    has ``x``'s dtype and is strongly typed, as jax's."""
    choice = asarray(np.zeros((), np.int32))
    for i, condition in enumerate(conditions):
        choice = where(condition, np.int32(i + 1), choice)
    values = [astype(p(x, **kwargs) if callable(p) else asarray(p), x.dtype) for p in pieces]
    if len(pieces) == len(conditions) + 1:
        otherwise, *chosen = values[-1], *values[:-1]
    else:
        otherwise, chosen = asarray(np.zeros((), x.dtype)), values
    shaped = broadcast_arrays(choice, x, otherwise, *chosen)
    return lax_e.select_n(shaped[0], *shaped[2:])
