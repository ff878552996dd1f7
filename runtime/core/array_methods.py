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
        from jaxtypes.runtime.numpy import elementwise  # cycle: numpy imports core

        functions = {n: getattr(numpy_api, n) for n in numpy_api.__all__}
        # (the operators call the ufunc objects' own functions: one call less per operator)
        functions.update({n: getattr(elementwise, n) for n, f in functions.items()
                          if isinstance(f, numpy_api.ufunc) and hasattr(elementwise, n)})
        self.__dict__.update(functions)
        return self.__dict__[name]


_api = _NumpyAPI()

_ARRAY_API_VERSIONS = ("2021.12", "2022.12", "2023.12", "2024.12")

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

    # -- methods (jax.Array's, each the jaxtypes.numpy function of the same name) ---------
    def astype(self, dtype: Any, copy: bool = False, device: Any = None) -> Any:
        return _api.astype(self, dtype, copy=copy, device=device)

    def reshape(self, *shape: Any, order: str = "C", copy: bool | None = None) -> Any:
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = tuple(shape[0])
        return _api.reshape(self, shape, order=order, copy=copy)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], (int, np.integer)):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return _api.transpose(self, axes or None)

    @property
    def T(self) -> Any:  # noqa: N802  (NumPy's name)
        return _api.transpose(self)

    @property
    def mT(self) -> Any:  # noqa: N802  (the array API's name)
        """The matrix transpose: the last two axes swapped."""
        return _api.matrix_transpose(self)

    def sum(self, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False, initial: Any = None,
            where: Any = None, promote_integers: bool = True) -> Any:
        return _api.sum(self, axis, dtype, out, keepdims, initial, where, promote_integers)

    def prod(self, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False, initial: Any = None,
             where: Any = None, promote_integers: bool = True) -> Any:
        return _api.prod(self, axis, dtype, out, keepdims, initial, where, promote_integers)

    def mean(self, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False, *,
             where: Any = None) -> Any:
        return _api.mean(self, axis, dtype, out, keepdims, where=where)

    def var(self, axis: Any = None, dtype: Any = None, out: None = None, ddof: int = 0, keepdims: bool = False, *,
            where: Any = None, correction: int | float | None = None) -> Any:
        return _api.var(self, axis, dtype, out, ddof, keepdims, where=where, correction=correction)

    def std(self, axis: Any = None, dtype: Any = None, out: None = None, ddof: int = 0, keepdims: bool = False, *,
            where: Any = None, correction: int | float | None = None) -> Any:
        return _api.std(self, axis, dtype, out, ddof, keepdims, where=where, correction=correction)

    def max(self, axis: Any = None, out: None = None, keepdims: bool = False, initial: Any = None,
            where: Any = None) -> Any:
        return _api.max(self, axis, out, keepdims, initial, where)

    def min(self, axis: Any = None, out: None = None, keepdims: bool = False, initial: Any = None,
            where: Any = None) -> Any:
        return _api.min(self, axis, out, keepdims, initial, where)

    def ptp(self, axis: Any = None, out: None = None, keepdims: bool = False) -> Any:
        return _api.ptp(self, axis, out, keepdims)

    def argmax(self, axis: Any = None, out: None = None, keepdims: bool | None = None) -> Any:
        return _api.argmax(self, axis, out, keepdims)

    def argmin(self, axis: Any = None, out: None = None, keepdims: bool | None = None) -> Any:
        return _api.argmin(self, axis, out, keepdims)

    def all(self, axis: Any = None, out: None = None, keepdims: bool = False, *, where: Any = None) -> Any:
        return _api.all(self, axis, out, keepdims, where=where)

    def any(self, axis: Any = None, out: None = None, keepdims: bool = False, *, where: Any = None) -> Any:
        return _api.any(self, axis, out, keepdims, where=where)

    def cumsum(self, axis: Any = None, dtype: Any = None, out: None = None) -> Any:
        return _api.cumsum(self, axis, dtype, out)

    def cumprod(self, axis: Any = None, dtype: Any = None, out: None = None) -> Any:
        return _api.cumprod(self, axis, dtype, out)

    def trace(self, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None, out: None = None) -> Any:
        return _api.trace(self, offset, axis1, axis2, dtype, out)

    def round(self, decimals: int = 0, out: None = None) -> Any:
        return _api.round(self, decimals, out)

    def clip(self, min: Any = None, max: Any = None) -> Any:  # noqa: A002  (NumPy's names)
        return _api.clip(self, min, max)

    def flatten(self, order: str = "C") -> Any:
        return _api.ravel(self, order)

    def ravel(self, order: str = "C") -> Any:
        return _api.ravel(self, order)

    def squeeze(self, axis: Any = None) -> Any:
        return _api.squeeze(self, axis)

    def swapaxes(self, axis1: int, axis2: int) -> Any:
        return _api.swapaxes(self, axis1, axis2)

    def diagonal(self, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Any:
        return _api.diagonal(self, offset, axis1, axis2)

    def repeat(self, repeats: Any, axis: int | None = None, *, total_repeat_length: int | None = None) -> Any:
        return _api.repeat(self, repeats, axis, total_repeat_length=total_repeat_length)

    def take(self, indices: Any, axis: int | None = None, out: None = None, mode: str | None = None,
             unique_indices: bool = False, indices_are_sorted: bool = False, fill_value: Any = None) -> Any:
        return _api.take(self, indices, axis, out, mode, unique_indices, indices_are_sorted, fill_value)

    def sort(self, axis: int | None = -1, *, kind: None = None, order: None = None, stable: bool = True,
             descending: bool = False) -> Any:
        return _api.sort(self, axis, kind=kind, order=order, stable=stable, descending=descending)

    def argsort(self, axis: int | None = -1, *, kind: None = None, order: None = None, stable: bool = True,
                descending: bool = False) -> Any:
        return _api.argsort(self, axis, kind=kind, order=order, stable=stable, descending=descending)

    def argpartition(self, kth: int, axis: int = -1) -> Any:
        return _api.argpartition(self, kth, axis)

    def searchsorted(self, v: Any, side: str = "left", sorter: Any = None, *, method: str = "scan") -> Any:
        return _api.searchsorted(self, v, side, sorter, method=method)

    def nonzero(self, *, fill_value: Any = None, size: int | None = None) -> Any:
        return _api.nonzero(self, size=size, fill_value=fill_value)

    def compress(self, condition: Any, axis: int | None = None, *, out: None = None, size: int | None = None,
                 fill_value: Any = 0) -> Any:
        return _api.compress(condition, self, axis, out=out, size=size, fill_value=fill_value)

    def choose(self, choices: Any, out: None = None, mode: str = "raise") -> Any:
        return _api.choose(self, choices, out, mode)

    def dot(self, b: Any, *, precision: Any = None, preferred_element_type: Any = None) -> Any:
        return _api.dot(self, b, precision=precision, preferred_element_type=preferred_element_type)

    def conj(self) -> Any:
        return _api.conjugate(self)

    def conjugate(self) -> Any:
        return _api.conjugate(self)

    def copy(self) -> Any:
        return _api.copy(self)

    def byteswap(self) -> Any:
        """Each element's bytes reversed (little- to big-endian), the dtype kept."""
        from jaxtypes.runtime.numpy.bit_packing import byteswap  # cycle: numpy imports core

        return byteswap(self)

    def view(self, dtype: Any = None, type: None = None) -> Any:  # noqa: A002  (NumPy's names)
        """The same bits read as ``dtype`` (the last axis rescaled when the widths differ)."""
        from jaxtypes.runtime.numpy.bit_packing import view  # cycle: numpy imports core

        if type is not None:
            raise NotImplementedError("view: the 'type' argument is not supported")
        return view(self, dtype)

    def __divmod__(self, other: Any) -> Any:
        return _api.divmod(self, other) if _is_operand(other) else NotImplemented

    def __rdivmod__(self, other: Any) -> Any:
        return _api.divmod(other, self) if _is_operand(other) else NotImplemented

    def __contains__(self, value: Any) -> Any:
        """``value in x`` for a one-dimensional ``x``: whether an element equals it (as in JAX)."""
        if len(self._shape) != 1:
            raise ValueError(f"Array.__contains__: `value in x` needs a one-dimensional x, got shape {self._shape}")
        return bool(_api.any(_api.equal(self, value)))

    def __setitem__(self, index: Any, value: Any) -> None:
        """Arrays are immutable: ``x[i] = v`` raises, pointing to ``x.at[i].set(v)`` (as in JAX).
        (Not in the stubs, so that the checkers reject the assignment too.)"""
        raise TypeError("jaxtypes arrays are immutable and do not support item assignment: instead of x[i] = v, "
                        "write x = x.at[i].set(v) (or another .at[] method)")

    def __array_namespace__(self, *, api_version: str | None = None) -> Any:
        """The array API namespace of these arrays: ``jaxtypes.numpy``."""
        import jaxtypes.numpy

        if api_version is not None and api_version not in _ARRAY_API_VERSIONS:
            raise ValueError(f"array API version {api_version!r} is not supported; supported: {_ARRAY_API_VERSIONS}")
        return jaxtypes.numpy

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
