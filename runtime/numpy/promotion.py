"""Promotion of ``jaxtypes.numpy`` arguments by the lattice, and the dtype rules built on it."""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes._config import config
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.creation import (
    cast_like_xla, checked_python_int, host_array, is_foreign_array, refuse_complex_to_real,
)
from jaxtypes.runtime.lax.operators import convert_element_type
from jaxtypes.runtime.core.tracing import Tracer

PYTHON_SCALARS = (bool, int, float, complex)
_ARRAY_TYPES = (ArrayImpl, Tracer)


def is_array_like(arg: Any) -> bool:
    """What jax.numpy functions accept: arrays (ours and other libraries'), NumPy data
    and Python scalars; not lists, tuples or None."""
    return isinstance(arg, (Array, np.ndarray, np.generic, *PYTHON_SCALARS)) or is_foreign_array(arg)


def check_arguments(name: str, *args: Any) -> None:
    for position, arg in enumerate(args):
        if not is_array_like(arg):
            raise TypeError(f"{name} requires ndarray or scalar arguments, got {type(arg).__name__} at position {position}")


def as_array(arg: Any, dtype: np.dtype[Any], weak: bool = False) -> Array:
    """``arg`` as an array of ``dtype``: device arrays are converted on the device,
    host data (Python scalars, NumPy data) is cast on the host, wrapping integers as XLA does.

    A converted array is weak when ``weak`` is: the result of an operation is weak only
    if every operand is, so an operand promoted into a weak result must be weak too
    (``int16 * 2.0`` is a weak float)."""
    if type(arg) in PYTHON_SCALARS:
        return _python_scalar(arg, dtype, weak)
    if isinstance(arg, Array):
        return arg if arg.dtype == dtype else convert_element_type(arg, dtype, weak_type=weak)
    if callable(getattr(arg, "__jax_array__", None)):
        return as_array(arg.__jax_array__(), dtype, weak)
    return _to_device(arg, dtype, weak)  # NumPy data promoted into a weak result is weak too, as in JAX


def _to_device(value: Any, dtype: np.dtype[Any], weak: bool) -> ArrayImpl:
    host = cast_like_xla(host_array(value), dtype)
    return ArrayImpl(backend.to_device(host), host.shape, dtype, weak)


_SCALAR_CACHE_SIZE = 1024
_scalars: dict[tuple[Any, ...], ArrayImpl] = {}


def _python_scalar(value: bool | int | float | complex, dtype: np.dtype[Any], weak: bool) -> ArrayImpl:
    """A Python scalar on the device, kept so that ``x + 1`` in a loop transfers the 1
    once. Arrays are immutable, so sharing one is safe."""
    key = (type(value), _exact_key(value), dtype, weak, config.state()[0])
    array = _scalars.get(key)
    if array is None:
        if type(value) is int:
            checked_python_int(value, dtypes.default_dtype("i*"))
        refuse_complex_to_real(value, dtype, "conversion")
        if len(_scalars) >= _SCALAR_CACHE_SIZE:
            _scalars.clear()
        array = _scalars[key] = _to_device(value, dtype, weak)
    return array


def _exact_key(value: bool | int | float | complex) -> Any:
    """Equal only for identical values: 0.0 and -0.0 differ, as do NaN payloads."""
    if type(value) is float:
        return value.hex()
    if type(value) is complex:
        return value.real.hex(), value.imag.hex()
    return value


def promote(name: str, *args: Any) -> tuple[list[Array], bool]:
    """``args`` as arrays of their common lattice dtype, and whether the result is weak."""
    first = args[0]
    if type(first) in _ARRAY_TYPES and all(type(a) in _ARRAY_TYPES and a.dtype == first.dtype for a in args):
        weak = all(a.weak_type for a in args)
        if weak and config.promotion_mode != "strict":  # strict mode widens weak operands of one dtype
            return list(args), True
        if not weak:  # a weak operand beside a strong one of its dtype becomes strong, as in JAX
            return [convert_element_type(a, a.dtype) if a.weak_type else a for a in args], False
    dtype, weak = _result_type(name, args)
    return [a if type(a) is ArrayImpl and a._dtype == dtype and a._weak_type == weak else _converted(a, dtype, weak)
            for a in args], weak


def _converted(arg: Any, dtype: np.dtype[Any], weak: bool) -> Array:
    """``as_array``, and an array already of ``dtype`` given the result's weakness."""
    if isinstance(arg, Array) and arg.dtype == dtype:
        return convert_element_type(arg, dtype, weak_type=weak)
    return as_array(arg, dtype, weak)


_result_types: dict[tuple[Any, ...], tuple[np.dtype[Any], bool]] = {}


def _result_type(name: str, args: tuple[Any, ...]) -> tuple[np.dtype[Any], bool]:
    """``dtypes.lattice_result_type``, remembered for arrays and Python scalars (the
    operands of nearly every call), keyed by what the lattice reads from them."""
    key: list[Any] = [config.state()]
    for a in args:
        if type(a) in _ARRAY_TYPES:
            key.append((a.dtype, a.weak_type))
        elif type(a) in PYTHON_SCALARS:
            key.append(type(a))
        else:
            check_arguments(name, *args)
            return dtypes.lattice_result_type(*args)
    cache_key = tuple(key)
    found = _result_types.get(cache_key)
    if found is None:
        found = _result_types[cache_key] = dtypes.lattice_result_type(*args)
    return found


def to_inexact(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """The floating dtype that integer and bool data become in ``sin``, ``/``, ``mean``...:
    float32, or float64 for 64-bit integers (canonicalized). Inexact dtypes are kept."""
    kind = dtypes.dtype_info(dtype).kind
    if kind in ("float", "complex"):
        return dtype
    return dtypes.canonicalize_dtype(np.float64 if dtype.itemsize == 8 else np.float32)


def promote_inexact(name: str, *args: Any) -> tuple[list[Array], bool]:
    """``promote``, with integer and bool results made floating by ``to_inexact`` (a weak
    int gives a weak float: float32 for a weak int16, float64 for a weak int64). Each
    operand goes straight to that floating dtype, as in jax: uint32 data beside int32
    data becomes float32 without wrapping through their int32 join (32-bit mode)."""
    arrays, weak = promote(name, *args)
    dtype = arrays[0].dtype
    if dtypes.dtype_info(dtype).kind in ("float", "complex"):
        return arrays, weak
    target = to_inexact(dtype)
    return [as_array(a, target, weak) for a in args], weak
