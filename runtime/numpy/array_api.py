"""The array API standard's inspection namespace: ``__array_api_version__`` and
``__array_namespace_info__()``, whose answers follow the 64-bit mode of the moment.

Only the standard's dtypes are listed (bool, int8 to int64, uint8 to uint64, float32,
float64, complex64, complex128), the 64-bit ones in 64-bit mode only, as in JAX.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.array_impl import check_device

__array_api_version__ = "2024.12"

_KINDS: dict[str, tuple[str, ...]] = {
    "bool": ("bool",),
    "signed integer": ("int8", "int16", "int32", "int64"),
    "unsigned integer": ("uint8", "uint16", "uint32", "uint64"),
    "real floating": ("float32", "float64"),
    "complex floating": ("complex64", "complex128"),
}
_KINDS["integral"] = _KINDS["signed integer"] + _KINDS["unsigned integer"]
_KINDS["numeric"] = _KINDS["integral"] + _KINDS["real floating"] + _KINDS["complex floating"]


class ArrayNamespaceInfo:
    """What the array API's ``__array_namespace_info__()`` returns for ``jaxtypes.numpy``."""

    def capabilities(self) -> dict[str, Any]:
        """Boolean-mask indexing and data-dependent shapes need concrete arrays (not under
        ``jit``), so they are not claimed."""
        return {"boolean indexing": False, "data-dependent shapes": False, "max dimensions": 64}

    def default_device(self) -> Any:
        return backend.device()

    def devices(self) -> list[Any]:
        return [backend.device()]

    def default_dtypes(self, *, device: Any = None) -> dict[str, np.dtype[Any]]:
        self._check(device)
        return {"real floating": dtypes.default_dtype("f*"), "complex floating": dtypes.default_dtype("c*"),
                "integral": dtypes.default_dtype("i*"), "indexing": dtypes.default_dtype("i*")}

    def dtypes(self, *, device: Any = None, kind: str | tuple[str, ...] | None = None) -> dict[str, np.dtype[Any]]:
        """The standard's dtypes of ``kind`` (a kind's name, or a tuple of them; None: all)
        that the current mode has, by name."""
        self._check(device)
        kinds = ("bool", "numeric") if kind is None else (kind,) if isinstance(kind, str) else tuple(kind)
        names: list[str] = []
        for k in kinds:
            if k not in _KINDS:
                raise KeyError(f"__array_namespace_info__().dtypes: unknown kind {k!r}; the kinds are {sorted(_KINDS)}")
            names += [n for n in _KINDS[k] if n not in names]
        return {n: np.dtype(n) for n in names if dtypes.canonicalize_dtype(n) == np.dtype(n)}

    @staticmethod
    def _check(device: Any) -> None:
        if device is not None:
            check_device("__array_namespace_info__()", device)


def __array_namespace_info__() -> ArrayNamespaceInfo:  # noqa: N807  (the standard's name)
    return ArrayNamespaceInfo()
