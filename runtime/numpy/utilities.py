"""``jaxtypes.numpy`` utilities: ``isdtype``, ``ix_``, the window functions (``bartlett``,
``blackman``, ``hamming``, ``hanning``, ``kaiser``), and the NumPy objects JAX re-exports
(``s_``, ``index_exp``, ``iterable``, ``can_cast``, the print options)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.elementwise import abs as absolute
from jaxtypes.runtime.numpy.elementwise import cos, sqrt
from jaxtypes.runtime.numpy.float_functions import i0
from jaxtypes.runtime.numpy.promotion import check_arguments, promote

s_: Any = np.s_
index_exp: Any = np.index_exp
iterable: Callable[[object], bool] = np.iterable
can_cast: Callable[..., bool] = np.can_cast
printoptions: Callable[..., Any] = np.printoptions
get_printoptions: Callable[[], Any] = np.get_printoptions
set_printoptions: Callable[..., None] = np.set_printoptions

_KINDS: dict[str, tuple[str, ...]] = {
    "bool": ("bool",), "signed integer": ("int",), "unsigned integer": ("uint",), "integral": ("int", "uint"),
    "real floating": ("float",), "complex floating": ("complex",), "numeric": ("int", "uint", "float", "complex"),
}


def isdtype(dtype: Any, kind: Any) -> bool:
    """Whether ``dtype`` is of ``kind``: a dtype, one of the array API's kind names
    (``"bool"``, ``"signed integer"``, ``"unsigned integer"``, ``"integral"``,
    ``"real floating"``, ``"complex floating"``, ``"numeric"``), or a tuple of those."""
    the_dtype = np.dtype(dtype)
    for one in kind if isinstance(kind, tuple) else (kind,):
        if isinstance(one, str) and one in _KINDS:
            if the_dtype.name in dtypes.REGISTRY and dtypes.REGISTRY[the_dtype.name].kind in _KINDS[one]:
                return True
            continue
        try:
            if the_dtype == np.dtype(one):
                return True
        except TypeError:
            if isinstance(one, str):
                raise ValueError(f"isdtype: unknown kind {one!r}; expected a dtype or one of {list(_KINDS)}") from None
            raise TypeError(f"isdtype: kind must be a dtype, a kind name or a tuple of them, got {one!r}") from None
    return False


def ix_(*args: Any) -> tuple[Array, ...]:
    """Open-mesh index arrays from 1-D sequences: the i-th reshaped to size 1 on every axis but the i-th."""
    check_arguments("ix_", *args)
    out = []
    for i, a in enumerate(args):
        x = promote("ix_", a)[0][0]
        if x.ndim != 1:
            raise ValueError(f"ix_: the arguments must be 1-D, got shape {x.shape} at position {i}")
        if x.dtype == np.bool_:
            raise NotImplementedError("ix_: boolean arguments are not supported; use nonzero() for indices")
        shape = (1,) * i + (x.shape[0],) + (1,) * (len(args) - i - 1)
        out.append(lax_shape.reshape(x, shape))
    return tuple(out)


def _window(name: str, formula: Callable[[Array, int], Array]) -> Callable[[int], Array]:
    def window(M: int) -> Array:  # noqa: N803  (NumPy's name)
        size = _concrete_size(name, M)
        dtype = dtypes.default_dtype("f*")
        if size <= 1:
            return lax_shape.full((max(size, 0),), 1, dtype)
        return formula(lax_shape.iota(dtype, size), size)

    window.__name__ = window.__qualname__ = name
    window.__doc__ = f"jnp.{name}: the {name} window of M points, in the default float."
    return window


def _concrete_size(name: str, M: Any) -> int:  # noqa: N803
    try:
        return operator.index(M)
    except TypeError:
        raise TypeError(f"jnp.{name}: M must be a concrete integer, got {M!r}") from None


# The formulas as JAX writes them (the same operations in the same order give the same bits).
bartlett: Callable[[int], Array] = _window("bartlett", lambda n, m: 1 - absolute(2 * n + 1 - m) / (m - 1))
blackman: Callable[[int], Array] = _window(
    "blackman", lambda n, m: 0.42 - 0.5 * cos(2 * np.pi * n / (m - 1)) + 0.08 * cos(4 * np.pi * n / (m - 1)))
hamming: Callable[[int], Array] = _window("hamming", lambda n, m: 0.54 - 0.46 * cos(2 * np.pi * n / (m - 1)))
hanning: Callable[[int], Array] = _window("hanning", lambda n, m: 0.5 * (1 - cos(2 * np.pi * n / (m - 1))))


def kaiser(M: int, beta: Any) -> Array:  # noqa: N803  (NumPy's name)
    """jnp.kaiser: the Kaiser window of M points with shape parameter ``beta``, in the default float."""
    size = _concrete_size("kaiser", M)
    dtype = dtypes.default_dtype("f*")
    if size <= 1:
        return lax_shape.full((max(size, 0),), 1, dtype)
    n = lax_shape.iota(dtype, size)
    alpha = 0.5 * (size - 1)
    return i0(beta * sqrt(1 - ((n - alpha) / alpha) ** 2)) / i0(beta)
