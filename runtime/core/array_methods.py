"""The operators and methods that concrete arrays and tracers share, with jax.numpy semantics.

Each one calls the ``jaxtypes.numpy`` function of the same meaning, so that
``x + 1`` and ``jnp.add(x, 1)`` cannot disagree.
"""

from __future__ import annotations

from typing import Any

import numpy as np


class _NumpyAPI:
    """``jaxtypes.runtime.numpy.api``, imported on first use (its functions import the
    array classes that inherit from ``ArrayMethods``); then each function is a plain
    attribute of this object, the cheapest lookup on the operators' hot path."""

    def __getattr__(self, name: str) -> Any:
        from jaxtypes.runtime.numpy import api as numpy_api  # cycle: numpy imports core

        self.__dict__.update({n: getattr(numpy_api, n) for n in numpy_api.__all__})
        return self.__dict__[name]


_api = _NumpyAPI()

OPERAND_TYPES: set[type] = {bool, int, float, complex, np.ndarray}
"""Types known to be operands at a glance; the array classes add themselves."""


def _is_operand(other: Any) -> bool:
    """Whether a binary operator takes ``other``; for anything else it returns
    NotImplemented, so that Python tries the other operand, then raises its TypeError."""
    return (type(other) in OPERAND_TYPES or isinstance(other, (ArrayMethods, np.ndarray, np.generic, bool, int, float, complex))
            or callable(getattr(other, "__jax_array__", None)) or hasattr(other, "__array__"))


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


    # -- binary operators (NotImplemented for operands of unknown types) ---------
    def __add__(self, other: Any) -> Any:
        return _api.add(self, other) if _is_operand(other) else NotImplemented

    def __radd__(self, other: Any) -> Any:
        return _api.add(other, self) if _is_operand(other) else NotImplemented

    def __sub__(self, other: Any) -> Any:
        return _api.subtract(self, other) if _is_operand(other) else NotImplemented

    def __rsub__(self, other: Any) -> Any:
        return _api.subtract(other, self) if _is_operand(other) else NotImplemented

    def __mul__(self, other: Any) -> Any:
        return _api.multiply(self, other) if _is_operand(other) else NotImplemented

    def __rmul__(self, other: Any) -> Any:
        return _api.multiply(other, self) if _is_operand(other) else NotImplemented

    def __truediv__(self, other: Any) -> Any:
        return _api.true_divide(self, other) if _is_operand(other) else NotImplemented

    def __rtruediv__(self, other: Any) -> Any:
        return _api.true_divide(other, self) if _is_operand(other) else NotImplemented

    def __floordiv__(self, other: Any) -> Any:
        return _api.floor_divide(self, other) if _is_operand(other) else NotImplemented

    def __rfloordiv__(self, other: Any) -> Any:
        return _api.floor_divide(other, self) if _is_operand(other) else NotImplemented

    def __mod__(self, other: Any) -> Any:
        return _api.remainder(self, other) if _is_operand(other) else NotImplemented

    def __rmod__(self, other: Any) -> Any:
        return _api.remainder(other, self) if _is_operand(other) else NotImplemented

    def __pow__(self, other: Any) -> Any:
        return _api.power(self, other) if _is_operand(other) else NotImplemented

    def __rpow__(self, other: Any) -> Any:
        return _api.power(other, self) if _is_operand(other) else NotImplemented

    def __matmul__(self, other: Any) -> Any:
        return _api.matmul(self, other) if _is_operand(other) else NotImplemented

    def __rmatmul__(self, other: Any) -> Any:
        return _api.matmul(other, self) if _is_operand(other) else NotImplemented

    def __and__(self, other: Any) -> Any:
        return _api.bitwise_and(self, other) if _is_operand(other) else NotImplemented

    def __rand__(self, other: Any) -> Any:
        return _api.bitwise_and(other, self) if _is_operand(other) else NotImplemented

    def __or__(self, other: Any) -> Any:
        return _api.bitwise_or(self, other) if _is_operand(other) else NotImplemented

    def __ror__(self, other: Any) -> Any:
        return _api.bitwise_or(other, self) if _is_operand(other) else NotImplemented

    def __xor__(self, other: Any) -> Any:
        return _api.bitwise_xor(self, other) if _is_operand(other) else NotImplemented

    def __rxor__(self, other: Any) -> Any:
        return _api.bitwise_xor(other, self) if _is_operand(other) else NotImplemented

    def __lshift__(self, other: Any) -> Any:
        return _api.left_shift(self, other) if _is_operand(other) else NotImplemented

    def __rlshift__(self, other: Any) -> Any:
        return _api.left_shift(other, self) if _is_operand(other) else NotImplemented

    def __rshift__(self, other: Any) -> Any:
        return _api.right_shift(self, other) if _is_operand(other) else NotImplemented

    def __rrshift__(self, other: Any) -> Any:
        return _api.right_shift(other, self) if _is_operand(other) else NotImplemented

    # -- unary --------------------------------------------------------------
    def __neg__(self) -> Any:
        return _api.negative(self)

    def __pos__(self) -> Any:
        return _api.positive(self)

    def __invert__(self) -> Any:
        return _api.invert(self)

    def __abs__(self) -> Any:
        return _api.abs(self)

    def round(self, decimals: int = 0) -> Any:
        return _api.round(self, decimals)

    def __round__(self, ndigits: int | None = None) -> Any:
        """An array, as in JAX (not a Python int): ``round(x)`` has the default int
        dtype, ``round(x, n)`` the dtype ``jnp.round`` gives."""
        rounded = _api.round(self, ndigits or 0)
        return rounded if ndigits is not None else rounded.astype(int)

    # -- comparisons (x == None is False, as in NumPy and JAX) -------------
    def __eq__(self, other: Any) -> Any:
        return _api.equal(self, other) if _is_operand(other) else NotImplemented

    def __ne__(self, other: Any) -> Any:
        return _api.not_equal(self, other) if _is_operand(other) else NotImplemented

    def __lt__(self, other: Any) -> Any:
        return _api.less(self, other) if _is_operand(other) else NotImplemented

    def __le__(self, other: Any) -> Any:
        return _api.less_equal(self, other) if _is_operand(other) else NotImplemented

    def __gt__(self, other: Any) -> Any:
        return _api.greater(self, other) if _is_operand(other) else NotImplemented

    def __ge__(self, other: Any) -> Any:
        return _api.greater_equal(self, other) if _is_operand(other) else NotImplemented

    # -- methods ------------------------------------------------------------
    def astype(self, dtype: Any) -> Any:
        return _api.astype(self, dtype)

    def reshape(self, *shape: Any, order: str = "C") -> Any:
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = tuple(shape[0])
        return _api.reshape(self, shape, order=order)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], (int, np.integer)):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return _api.transpose(self, axes or None)

    @property
    def T(self) -> Any:  # noqa: N802  (NumPy's name)
        return _api.transpose(self)

    def sum(self, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
        return _api.sum(self, axis=axis, dtype=dtype, keepdims=keepdims)

    def prod(self, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
        return _api.prod(self, axis=axis, dtype=dtype, keepdims=keepdims)

    def mean(self, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
        return _api.mean(self, axis=axis, dtype=dtype, keepdims=keepdims)

    def max(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api.max(self, axis=axis, keepdims=keepdims)

    def min(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api.min(self, axis=axis, keepdims=keepdims)

    def argmax(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api.argmax(self, axis=axis, keepdims=keepdims)

    def argmin(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api.argmin(self, axis=axis, keepdims=keepdims)

    def all(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api.all(self, axis=axis, keepdims=keepdims)

    def any(self, axis: Any = None, keepdims: bool = False) -> Any:
        return _api.any(self, axis=axis, keepdims=keepdims)

    def flatten(self) -> Any:
        return _api.ravel(self)

    def ravel(self) -> Any:
        return _api.ravel(self)

    def squeeze(self, axis: Any = None) -> Any:
        return _api.squeeze(self, axis)

    def conj(self) -> Any:
        return _api.conjugate(self)

    @property
    def real(self) -> Any:
        return _api.real(self)

    @property
    def imag(self) -> Any:
        return _api.imag(self)

    def __getitem__(self, index: Any) -> Any:
        return _api.getitem(self, index)

    @property
    def at(self) -> Any:
        """``x.at[index].set(v)`` and the other functional updates (JAX's)."""
        from jaxtypes.runtime.numpy.advanced_indexing import IndexUpdateHelper  # cycle: numpy imports core

        return IndexUpdateHelper(self)  # type: ignore[arg-type]
