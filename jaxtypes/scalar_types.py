"""The scalar types: ``jnp.int16``, ``jnp.bfloat16``, ... and their abstract parents.

They are classes in a NumPy-like hierarchy (``generic > number > integer >
signedinteger > int16``; ``inexact > floating > float32``), usable in annotations
(``Array[jnp.floating]``) and with ``issubdtype``. A concrete one carries its
NumPy ``dtype``, so ``np.dtype(jnp.int16)`` is ``int16``; calling it makes a 0-d
(or converted) array of that dtype, as in JAX: ``jnp.int16(3)``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from jaxtypes import dtypes as _dtypes

__all__ = [
    "generic", "number", "integer", "signedinteger", "unsignedinteger", "inexact",
    "floating", "complexfloating", "bool_", "SCALAR_TYPES", "scalar_type_of",
    "uint2",
    "uint4",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "int2",
    "int4",
    "int8",
    "int16",
    "int32",
    "int64",
    "float4_e2m1fn",
    "float8_e3m4",
    "float8_e4m3",
    "float8_e4m3b11fnuz",
    "float8_e4m3fn",
    "float8_e4m3fnuz",
    "float8_e5m2",
    "float8_e5m2fnuz",
    "float8_e8m0fnu",
    "bfloat16",
    "float16",
    "float32",
    "float64",
    "complex64",
    "complex128",
]


class _ScalarMeta(type):
    """Metaclass of the scalar types: abstract ones only classify, concrete ones convert."""

    dtype: np.dtype[Any]

    def __call__(cls, x: Any) -> Any:
        if "dtype" not in cls.__dict__:
            raise TypeError(f"cannot instantiate the abstract scalar type jaxtypes.numpy.{cls.__name__}")
        from jaxtypes.runtime.core.creation import asarray  # the runtime loads jaxlib on first use

        return asarray(x, dtype=cls.dtype)

    def __instancecheck__(cls, instance: Any) -> bool:
        # isinstance(np.int16(1), jnp.int16) holds, as in JAX; so does the hierarchy:
        # isinstance(np.float32(1), jnp.floating).
        if "dtype" in cls.__dict__:
            return isinstance(instance, cls.dtype.type)
        dtype = getattr(instance, "dtype", None)
        if isinstance(instance, np.generic) and isinstance(dtype, np.dtype):
            return _dtypes.issubdtype(dtype, cls)
        return type.__instancecheck__(cls, instance)

    def __repr__(cls) -> str:
        return f"<class 'jaxtypes.numpy.{cls.__name__}'>"


class generic(metaclass=_ScalarMeta):
    """Base of every scalar type."""

    _category: ClassVar[str] = "generic"


class number(generic):
    _category = "number"


class integer(number):
    _category = "integer"


class signedinteger(integer):
    _category = "signedinteger"


class unsignedinteger(integer):
    _category = "unsignedinteger"


class inexact(number):
    _category = "inexact"


class floating(inexact):
    _category = "floating"


class complexfloating(inexact):
    _category = "complexfloating"


def _registry_dtype(name: str) -> np.dtype[Any]:
    return _dtypes.REGISTRY[name].dtype


class bool_(generic):
    dtype = _registry_dtype("bool")


class uint2(unsignedinteger):
    dtype = _registry_dtype("uint2")


class uint4(unsignedinteger):
    dtype = _registry_dtype("uint4")


class uint8(unsignedinteger):
    dtype = _registry_dtype("uint8")


class uint16(unsignedinteger):
    dtype = _registry_dtype("uint16")


class uint32(unsignedinteger):
    dtype = _registry_dtype("uint32")


class uint64(unsignedinteger):
    dtype = _registry_dtype("uint64")


class int2(signedinteger):
    dtype = _registry_dtype("int2")


class int4(signedinteger):
    dtype = _registry_dtype("int4")


class int8(signedinteger):
    dtype = _registry_dtype("int8")


class int16(signedinteger):
    dtype = _registry_dtype("int16")


class int32(signedinteger):
    dtype = _registry_dtype("int32")


class int64(signedinteger):
    dtype = _registry_dtype("int64")


class float4_e2m1fn(floating):
    dtype = _registry_dtype("float4_e2m1fn")


class float8_e3m4(floating):
    dtype = _registry_dtype("float8_e3m4")


class float8_e4m3(floating):
    dtype = _registry_dtype("float8_e4m3")


class float8_e4m3b11fnuz(floating):
    dtype = _registry_dtype("float8_e4m3b11fnuz")


class float8_e4m3fn(floating):
    dtype = _registry_dtype("float8_e4m3fn")


class float8_e4m3fnuz(floating):
    dtype = _registry_dtype("float8_e4m3fnuz")


class float8_e5m2(floating):
    dtype = _registry_dtype("float8_e5m2")


class float8_e5m2fnuz(floating):
    dtype = _registry_dtype("float8_e5m2fnuz")


class float8_e8m0fnu(floating):
    dtype = _registry_dtype("float8_e8m0fnu")


class bfloat16(floating):
    dtype = _registry_dtype("bfloat16")


class float16(floating):
    dtype = _registry_dtype("float16")


class float32(floating):
    dtype = _registry_dtype("float32")


class float64(floating):
    dtype = _registry_dtype("float64")


class complex64(complexfloating):
    dtype = _registry_dtype("complex64")


class complex128(complexfloating):
    dtype = _registry_dtype("complex128")


SCALAR_TYPES: dict[str, type[generic]] = {
    t.dtype.name: t for t in generic.__subclasses__() + [
        leaf for parent in (signedinteger, unsignedinteger, floating, complexfloating)
        for leaf in parent.__subclasses__()]
    if "dtype" in t.__dict__
}
"""Concrete scalar type by dtype name, one for every entry of the dtype registry."""


def scalar_type_of(dtype_like: Any) -> type[generic]:
    """The jaxtypes scalar type of a dtype spelling."""
    return SCALAR_TYPES[_dtypes.dtype_info(dtype_like).name]


for _scalar_class in (generic, number, integer, signedinteger, unsignedinteger, inexact,
                      floating, complexfloating, *SCALAR_TYPES.values()):
    _scalar_class.__module__ = "jaxtypes.numpy"  # users meet them as jaxtypes.numpy.<name>
