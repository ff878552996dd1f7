"""Making arrays from host data: ``asarray`` and ``array``, with JAX's weak-type rules."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.array_impl import ArrayImpl, check_device

_PYTHON_SCALARS = (bool, int, float, complex)


def is_foreign_array(x: Any) -> bool:
    """An array of another library (jax, torch, CuPy, ...): it converts itself through
    ``__jax_array__`` or ``__array__``. Its data is strongly typed, like NumPy's."""
    return callable(getattr(x, "__jax_array__", None)) or (hasattr(x, "__array__") and not isinstance(x, (Array, np.ndarray)))


def host_array(x: Any) -> np.ndarray[Any, Any]:
    """``x`` (host data: Python scalars, lists, NumPy data, foreign arrays) as a NumPy
    array, refusing what has no array meaning instead of guessing one."""
    if x is None:
        raise ValueError("None is not a valid value for an array")
    if isinstance(x, np.ma.MaskedArray):
        raise ValueError("NumPy masked arrays are not supported: the mask would be lost. "
                         "Use x.filled(value) for a plain array, or pass the mask separately")
    host = np.asarray(x)
    if host.dtype == object:
        # NumPy keeps Python ints past 64 bits as objects: with a float beside them they are
        # floats (as in JAX), alone they overflow.
        if all(type(e) in (bool, int, float) for e in host.flat):
            if any(type(e) is float for e in host.flat):
                return host.astype(np.float64)
            too_large = next(e for e in host.flat if not -2**63 <= e < 2**64)
            raise OverflowError(f"Python int {too_large} does not fit in any integer dtype (64 bits at most)")
        raise TypeError(f"cannot make an array of {type(x).__name__} {x!r:.80}: its elements are not numbers")
    return host


def cast_like_xla(host: np.ndarray[Any, Any], dtype: np.dtype[Any]) -> np.ndarray[Any, Any]:
    """``host.astype(dtype)``, except that floats converted to an integer dtype saturate
    and NaN becomes 0, as XLA's ``convert`` (and so ``astype`` on the device) does."""
    if host.dtype.kind not in "fc" or dtype.kind not in "iu":
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
            return host.astype(dtype)
    info = np.iinfo(dtype)
    real = np.trunc(np.nan_to_num(np.real(host).astype(np.float64), nan=0.0, posinf=np.inf, neginf=-np.inf))
    low, high = real <= info.min, real >= info.max
    inside = np.where(low | high, 0, real).astype(dtype)
    return np.where(low, np.array(info.min, dtype), np.where(high, np.array(info.max, dtype), inside))


def refuse_complex_to_real(value: Any, dtype: np.dtype[Any], what: str) -> None:
    """Raise for Python complex data (a scalar, or a list holding one) converted to an
    integer or float dtype, as JAX does (NumPy data converts, dropping the imaginary part)."""
    if dtypes.dtype_info(dtype).kind not in ("int", "uint", "float"):
        return
    if type(value) is complex or (isinstance(value, (list, tuple)) and np.asarray(value).dtype.kind == "c"):
        raise TypeError(f"{what}: cannot convert the Python complex {value!r:.60} to {dtype.name}; "
                        "take its .real or .imag first")


def checked_python_int(value: int, dtype: np.dtype[Any]) -> None:
    info = np.iinfo(dtype) if dtype.kind in "iu" else None
    if info is not None and not info.min <= value <= info.max:
        raise OverflowError(f"Python int {value} does not fit in {dtype.name} (range {info.min}..{info.max})")


def check_list_ints(x: list[Any] | tuple[Any, ...], host: np.ndarray[Any, Any], target: np.dtype[Any]) -> None:
    """Raise OverflowError, as JAX does, where the Python ints of a list do not fit in
    the dtype it is given (NumPy would give them uint64 or float64, and the
    canonical dtype would wrap them around)."""
    if (host.dtype == np.float64 and np.abs(host).max() >= 2**63
            and all(type(e) in (bool, int) for e in np.array(x, dtype=object).flat)):
        raise OverflowError(f"the Python ints of {x!r:.80} do not fit in one integer dtype (int64)")
    if target.kind in "iu" and target != host.dtype:
        checked_python_int(int(host.min()), target)
        checked_python_int(int(host.max()), target)


def asarray(x: Any, dtype: Any = None, order: str | None = None, *, copy: bool | None = None,
            device: Any = None) -> Array:
    """An array of ``x``; Python scalars give weakly typed arrays unless ``dtype`` is given.

    Lists and NumPy data are strongly typed; 64-bit data is canonicalized to 32 bits
    unless 64-bit mode is on. Arrays are row-major (``order`` "C", "K", "A" or None) on
    the one device (``device`` that device or None).
    """
    if order not in (None, "C", "K", "A"):
        raise NotImplementedError(f"asarray: order={order!r} is not supported (arrays are row-major)")
    if device is not None:
        check_device("asarray", device)
    if callable(getattr(x, "__jax_array__", None)):
        x = x.__jax_array__()
    if isinstance(x, Array):  # device arrays and tracers: converted on the device
        if dtype is None:  # a copy has its own buffer, which stays valid if x is donated
            return x._copied() if copy and isinstance(x, ArrayImpl) else x
        from jaxtypes.runtime.lax.operators import convert_element_type  # cycle: lax makes its operands with asarray

        return convert_element_type(x, dtype)
    host = host_array(x)
    if dtype is not None:
        target, weak = dtypes.canonicalize_dtype(dtype), False
        refuse_complex_to_real(x, target, "asarray")
    elif type(x) in _PYTHON_SCALARS:
        target, weak = dtypes.lattice_result_type(x)
    else:
        target, weak = dtypes.canonicalize_dtype(dtypes.to_dtype(host.dtype)), False
        if type(x) in (list, tuple) and host.size:
            check_list_ints(x, host, target)
    if type(x) is int:
        checked_python_int(x, target)
    host = np.asarray(cast_like_xla(host, target), order="C")  # (not ascontiguousarray: it makes 0-d arrays 1-d)
    return ArrayImpl(backend.to_device(host), host.shape, target, weak)


def array(x: Any, dtype: Any = None, copy: bool = True, order: str | None = "K", ndmin: int = 0, *,
          device: Any = None) -> Array:
    """A new array of ``x`` (``asarray`` that copies), with at least ``ndmin`` dimensions
    (ones put in front)."""
    out = asarray(x, dtype=dtype, order=order, copy=copy, device=device)
    if out.ndim >= ndmin:
        return out
    from jaxtypes.runtime.lax.shape import reshape  # cycle: lax makes its operands with asarray

    return reshape(out, (1,) * (ndmin - out.ndim) + out.shape)



def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Array:
    """An array of the data of any DLPack exporter (NumPy, jax, torch, ...), copied to
    the device. Like ``asarray``, 64-bit data is canonicalized unless 64-bit mode is on."""
    if isinstance(x, ArrayImpl):
        return x._copied() if copy else x
    if not hasattr(x, "__dlpack__"):
        raise TypeError(f"from_dlpack needs an object with __dlpack__ (an array of NumPy, jax, torch, ...), "
                        f"got {type(x).__name__}")
    if device is not None and device is not backend.device():
        raise ValueError(f"from_dlpack: only the default device {backend.device()} is supported, got {device}")
    try:
        host = np.from_dlpack(x)
    except (BufferError, TypeError, RuntimeError):
        if not hasattr(x, "__array__"):
            raise
        host = np.asarray(x)  # a dtype NumPy's DLPack does not know (bfloat16, float8, ...)
    return asarray(host)
