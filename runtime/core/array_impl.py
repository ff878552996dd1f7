"""``ArrayImpl``: a concrete array, one device buffer with its dtype and weak type."""

from __future__ import annotations

import operator
from collections.abc import Iterator
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.array_methods import OPERAND_TYPES, ArrayMethods


_NO_DLPACK_TYPE = frozenset({"int2", "uint2", "int4", "uint4", "float4_e2m1fn"})
"""Dtypes that jaxlib cannot export by DLPack (measured with jaxlib 0.10.2)."""


def check_device(name: str, device: Any) -> None:
    """Refuse a device other than the one arrays live on (jaxtypes computes on one device)."""
    here = backend.device()
    if device != here:
        raise ValueError(f"{name}: jaxtypes arrays live on {here}, and cannot be placed on {device!r}")


class ArrayImpl(ArrayMethods, Array):  # type: ignore[override, misc]  # pyright: ignore[reportIncompatibleVariableOverride]  (the stub types real/imag per dtype and the reflected operators as callable attributes)
    """An array on the device. Its value comes to the host once, on first use there."""

    __slots__ = ("_buffer", "_shape", "_dtype", "_weak_type", "_host", "__weakref__")

    def __init__(self, buffer: backend.Buffer, shape: tuple[int, ...], dtype: np.dtype[Any],
                 weak_type: bool = False) -> None:
        self._buffer = buffer
        self._shape = shape
        self._dtype = dtype
        self._weak_type = weak_type
        self._host: np.ndarray[Any, Any] | None = None

    @property
    def buffer(self) -> backend.Buffer:
        return self._buffer

    @property
    def aval(self) -> backend.Aval:
        """Shape, dtype and weak type: what a trace sees of this array (a tracer's ``aval``)."""
        return backend.Aval(self._shape, self._dtype, self._weak_type)

    def block_until_ready(self) -> ArrayImpl:
        """Wait until the value is computed (operations return before they finish)."""
        self._buffer.block_until_ready()
        return self

    def is_deleted(self) -> bool:
        """Whether the device buffer is gone (``delete()``, or donated to a jitted call)."""
        return bool(self._buffer.is_deleted())

    def delete(self) -> None:
        """Give up the device buffer: the array cannot be used afterwards, and the memory
        is freed once nothing else (a NumPy view of it, another array) holds it.

        jaxlib's own ``delete`` is not called: it aborts the process when a host view
        (DLPack) of the buffer exists. Instead the array drops its buffer for one that
        is already deleted, so any later use raises jaxlib's "deleted or donated" error."""
        self._buffer = backend.deleted_buffer()
        self._host = None

    def _value(self) -> np.ndarray[Any, Any]:
        if self._host is None:
            if self._buffer.is_deleted():
                raise RuntimeError(f"this array of shape {self._shape} and dtype {self._dtype.name} has been deleted "
                                   "(donated to a jitted call through donate_argnums, or deleted with .delete())")
            self._host = backend.to_host(self._buffer)
        return self._host

    # -- NumPy interop ------------------------------------------------------
    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray[Any, Any]:
        value = self._value()
        if dtype is not None and np.dtype(dtype) != value.dtype:
            return value.astype(dtype)
        return value.copy() if copy else value

    def __dlpack__(self, *, stream: Any = None, max_version: tuple[int, int] | None = None,
                   dl_device: tuple[int, int] | None = None, copy: bool | None = None) -> Any:
        """A DLPack capsule of the device buffer (no copy), for ``np.from_dlpack``,
        ``jax.dlpack.from_dlpack``, torch and other consumers."""
        if self._dtype.name in _NO_DLPACK_TYPE:
            raise BufferError(f"DLPack has no type for {self._dtype.name}: convert first, e.g. with "
                              f"np.asarray(x) or x.astype(jnp.int8)")
        if dl_device is not None and tuple(dl_device) != self.__dlpack_device__():
            raise BufferError(f"this array lives on DLPack device {self.__dlpack_device__()}, not {dl_device}")
        if copy:
            return backend.dlpack_capsule(backend.to_device(self._value()))
        return backend.dlpack_capsule(self._buffer)

    def __dlpack_device__(self) -> tuple[int, int]:
        return backend.dlpack_device()

    # -- Python protocols -------------------------------------------------------
    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled as its value (a NumPy array, ml_dtypes included) and weak type."""
        return _unpickle, (np.array(self._value()), self._weak_type)

    def __copy__(self) -> ArrayImpl:
        return self._copied()

    def __deepcopy__(self, memo: dict[int, Any]) -> ArrayImpl:
        return self._copied()

    def _copied(self) -> ArrayImpl:
        """A new device buffer of the same value: a copy stays valid if this array's
        buffer is given up (donated, deleted)."""
        return ArrayImpl(backend.to_device(self._value()), self._shape, self._dtype, self._weak_type)

    def __format__(self, spec: str) -> str:
        if not self._shape:
            return format(self._value().reshape(()).item() if spec else self._value()[()], spec)
        return format(self._value(), spec)

    @property
    def itemsize(self) -> int:
        return self._dtype.itemsize

    # -- where the array lives ------------------------------------------------------
    @property
    def device(self) -> Any:
        """The device holding the array (the platform's first: jaxtypes computes on one)."""
        return backend.device()

    def devices(self) -> set[Any]:
        return {backend.device()}

    @property
    def committed(self) -> bool:
        return False

    def to_device(self, device: Any, *, stream: Any = None) -> ArrayImpl:
        """The array on ``device``, which must be the one it is on."""
        check_device("to_device", device)
        return self

    def is_ready(self) -> bool:
        return bool(self._buffer.is_ready())

    def copy_to_host_async(self) -> None:
        """Bring the value to the host now (jaxlib's buffers offer no asynchronous copy)."""
        self._value()

    def on_device_size_in_bytes(self) -> int:
        return int(self._buffer.on_device_size_in_bytes())

    def tobytes(self, order: str = "C") -> bytes:
        return self._value().tobytes(order=order)  # type: ignore[arg-type]

    @property
    def nbytes(self) -> int:
        return self.size * self._dtype.itemsize

    def __buffer__(self, flags: int) -> memoryview:
        """``memoryview(x)`` (Python 3.12 and newer): a read-only view of the value."""
        return memoryview(self._value())  # type: ignore[arg-type]  # (numpy's stub lacks __buffer__ on 3.11)

    # -- Python conversions -----------------------------------------------------
    def item(self, *index: int) -> Any:
        return self._value().item(*index)

    def tolist(self) -> Any:
        return self._value().tolist()

    def __len__(self) -> int:
        if not self._shape:
            raise TypeError("len() of a 0-d array")
        return self._shape[0]

    def __iter__(self) -> Iterator[ArrayImpl]:
        if not self._shape:
            raise TypeError("iteration over a 0-d array")
        return (ArrayImpl(backend.to_device(row), row.shape, self._dtype, self._weak_type) for row in self._value())

    def _scalar(self, what: str) -> Any:
        if self.size != 1:
            raise TypeError(f"only arrays of one element can be converted to Python {what}; shape is {self._shape}")
        return self._value().reshape(()).item()

    def __bool__(self) -> bool:
        return bool(self._scalar("bool"))

    def __int__(self) -> int:
        return int(self._scalar("int"))

    def __float__(self) -> float:
        return float(self._scalar("float"))

    def __complex__(self) -> complex:
        return complex(self._scalar("complex"))

    def __index__(self) -> int:
        if self._shape or dtypes.dtype_info(self._dtype).kind not in ("bool", "uint", "int"):
            raise TypeError(f"only 0-d integer arrays can be used as an index, got shape {self._shape} dtype {self._dtype}")
        return operator.index(self._value().reshape(()).item())

    def __repr__(self) -> str:
        if self._host is None and self._buffer.is_deleted():
            return f"Array(<deleted>, shape={self._shape}, dtype={self._dtype.name})"
        body = np.array2string(self._value(), separator=", ", prefix="Array(")
        shape = f", shape={self._shape}" if self.size == 0 else ""  # "[]" alone hides it
        weak = ", weak_type=True" if self._weak_type else ""
        return f"Array({body}{shape}, dtype={self._dtype.name}{weak})"

    def __str__(self) -> str:
        return str(self._value())

    __hash__ = None  # type: ignore[assignment]  # arrays are mutable-looking values, as in NumPy


def _unpickle(value: np.ndarray[Any, Any], weak_type: bool) -> ArrayImpl:
    value = np.asarray(value, order="C")  # (ascontiguousarray would make a 0-d array 1-d)
    return ArrayImpl(backend.to_device(value), value.shape, value.dtype, weak_type)


OPERAND_TYPES.add(ArrayImpl)
