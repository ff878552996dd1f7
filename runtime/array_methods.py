"""The operators and methods that concrete arrays and tracers share, with jax.numpy semantics.

Each one calls the ``jaxtypes.numpy`` function of the same meaning, so that
``x + 1`` and ``jnp.add(x, 1)`` cannot disagree.
"""

from __future__ import annotations

import functools
from types import ModuleType
from typing import Any

import numpy as np


@functools.cache
def _api() -> ModuleType:
    # Imported on first use: the numpy-level functions import the array classes
    # that inherit from this one.
    from jaxtypes.runtime import numpy_api

    return numpy_api


_PYTHON_SCALARS = frozenset({bool, int, float, complex})


def _is_operand(other: Any) -> bool:
    return (type(other) in _PYTHON_SCALARS or isinstance(other, (ArrayMethods, np.ndarray, np.generic))
            or callable(getattr(other, "__jax_array__", None)) or hasattr(other, "__array__"))


def _binary(function: str, reflected: bool = False) -> Any:
    """The operator calling ``jaxtypes.numpy.<function>``, with swapped operands if ``reflected``."""
    if reflected:
        def operator(self: Any, other: Any) -> Any:
            return getattr(_api(), function)(other, self) if _is_operand(other) else NotImplemented
    else:
        def operator(self: Any, other: Any) -> Any:
            return getattr(_api(), function)(self, other) if _is_operand(other) else NotImplemented
    operator.__name__ = function
    return operator


class ArrayMethods:
    """Mixed into ``ArrayImpl`` and ``Tracer``, which store ``_shape``, ``_dtype`` and ``_weak_type``."""

    __slots__ = ()
    _shape: tuple[int, ...]
    _dtype: np.dtype[Any]
    _weak_type: bool

    @property
    def shape(self) -> tuple[int, ...]:
        return self._shape

    @property
    def dtype(self) -> np.dtype[Any]:
        return self._dtype

    @property
    def weak_type(self) -> bool:
        return self._weak_type


    # -- binary operators: an operand of an unknown type gives NotImplemented, so that
    # Python tries the other operand's reflected operator, then raises its own TypeError.
    __add__ = _binary("add")
    __radd__ = _binary("add", reflected=True)
    __sub__ = _binary("subtract")
    __rsub__ = _binary("subtract", reflected=True)
    __mul__ = _binary("multiply")
    __rmul__ = _binary("multiply", reflected=True)
    __truediv__ = _binary("true_divide")
    __rtruediv__ = _binary("true_divide", reflected=True)
    __floordiv__ = _binary("floor_divide")
    __rfloordiv__ = _binary("floor_divide", reflected=True)
    __mod__ = _binary("remainder")
    __rmod__ = _binary("remainder", reflected=True)
    __pow__ = _binary("power")
    __rpow__ = _binary("power", reflected=True)
    __matmul__ = _binary("matmul")
    __rmatmul__ = _binary("matmul", reflected=True)
    __and__ = _binary("bitwise_and")
    __rand__ = _binary("bitwise_and", reflected=True)
    __or__ = _binary("bitwise_or")
    __ror__ = _binary("bitwise_or", reflected=True)
    __xor__ = _binary("bitwise_xor")
    __rxor__ = _binary("bitwise_xor", reflected=True)
    __lshift__ = _binary("left_shift")
    __rlshift__ = _binary("left_shift", reflected=True)
    __rshift__ = _binary("right_shift")
    __rrshift__ = _binary("right_shift", reflected=True)

    # -- unary --------------------------------------------------------------
    def __neg__(self) -> Any:
        return _api().negative(self)

    def __pos__(self) -> Any:
        return _api().positive(self)

    def __invert__(self) -> Any:
        return _api().invert(self)

    def __abs__(self) -> Any:
        return _api().abs(self)

    # -- comparisons (x == None is False, as in NumPy and JAX) -------------
    __eq__ = _binary("equal")
    __ne__ = _binary("not_equal")
    __lt__ = _binary("less")
    __le__ = _binary("less_equal")
    __gt__ = _binary("greater")
    __ge__ = _binary("greater_equal")

    # -- methods ------------------------------------------------------------
    def astype(self, dtype: Any) -> Any:
        return _api().astype(self, dtype)

    def reshape(self, *shape: Any, order: str = "C") -> Any:
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = tuple(shape[0])
        return _api().reshape(self, shape, order=order)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], (int, np.integer)):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return _api().transpose(self, axes or None)

    @property
    def T(self) -> Any:  # noqa: N802  (NumPy's name)
        return _api().transpose(self)

    def sum(self, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
        return _api().sum(self, axis=axis, dtype=dtype, keepdims=keepdims)

    def prod(self, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
        return _api().prod(self, axis=axis, dtype=dtype, keepdims=keepdims)

    def mean(self, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
        return _api().mean(self, axis=axis, dtype=dtype, keepdims=keepdims)

    def max(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api().max(self, axis=axis, keepdims=keepdims)

    def min(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api().min(self, axis=axis, keepdims=keepdims)

    def argmax(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api().argmax(self, axis=axis, keepdims=keepdims)

    def argmin(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api().argmin(self, axis=axis, keepdims=keepdims)

    def all(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api().all(self, axis=axis, keepdims=keepdims)

    def any(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api().any(self, axis=axis, keepdims=keepdims)

    def flatten(self) -> Any:
        return _api().ravel(self)

    def ravel(self) -> Any:
        return _api().ravel(self)

    def squeeze(self, axis: Any = None) -> Any:
        return _api().squeeze(self, axis)

    def conj(self) -> Any:
        return _api().conjugate(self)

    @property
    def real(self) -> Any:
        return _api().real(self)

    @property
    def imag(self) -> Any:
        return _api().imag(self)

    def __getitem__(self, index: Any) -> Any:
        return _api().getitem(self, index)
