"""Correct code in many shapes; mypy with the plugin must report nothing here."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final, Generic, Optional, TypeAlias, TypeVar, overload

import numpy as np

import jaxtypes
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array, ArrayLike, DTypeLike

Float32: TypeAlias = Array[jnp.float32]
F32 = jnp.float32
DT: Final = jnp.int16
NAME: Final = "float16"
AnyFloat = TypeVar("AnyFloat", bound=jnp.floating)
A = TypeVar("A", bound=Array)
T = TypeVar("T")


def aliases(x: Float32) -> Float32:
    y: Float32 = x + F32(1)
    return y * 2


def final_dtypes() -> tuple[Array[jnp.int16], Array[jnp.float16]]:
    return jnp.zeros(3, dtype=DT), jnp.ones(2, dtype=NAME)


def optional(x: Optional[Array[jnp.int32]]) -> Array[jnp.int32]:
    if x is None:
        return jnp.zeros(2, dtype=jnp.int32)
    return x + 1


def union(x: Array[jnp.int16] | Array[jnp.float32], y: int | float) -> Array[Any]:
    z = x + y
    return z if isinstance(z, Array) else jnp.asarray(z)


def anything(x: Any, y: Array[Any]) -> Any:
    return x + y + 1 - jnp.sin(y) * x


def typevar_bound(x: Array[AnyFloat]) -> Array[jnp.floating]:
    return x


def typevar_array(x: A) -> A:
    return x


def generic_identity(x: T) -> T:
    return x


class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item


@overload
def scale(x: Array[jnp.float32]) -> Array[jnp.float32]: ...
@overload
def scale(x: Array[jnp.int16]) -> Array[jnp.int16]: ...
def scale(x: Array[Any]) -> Array[Any]:
    return x * 2


def loops(xs: Sequence[Array[jnp.float32]]) -> Array[jnp.float32]:
    total = jnp.zeros((), dtype=jnp.float32)
    for x in xs:
        total = total + x
    count = 0
    while count < 3:
        total = total * 0.5
        count += 1
    return total


def augmented(x: Array[jnp.int16]) -> Array[jnp.int16]:
    x += 1
    x *= jnp.int16(2)
    return x


def partial_types(n: int) -> list[Array[jnp.float32]]:
    out = []
    for i in range(n):
        out.append(jnp.float32(i))
    found = None
    for item in out:
        found = item
    return out if found is None else out + [found]


def callables(f: Callable[[Array[jnp.float32]], Array[jnp.float32]], x: Array[jnp.float32]) -> Array[jnp.float32]:
    def g(a: Array[jnp.float32]) -> Array[jnp.float32]:
        return f(a) + 1

    squares = [v * v for v in (x, x)]
    return functools.reduce(lambda a, b: a + b, squares, g(x))


def reductions(xs: Iterable[Array[jnp.int16]]) -> Array[jnp.int16]:
    return functools.reduce(jnp.maximum, xs)


def mixed_host_data(x: Array[jnp.float32], n: np.ndarray[Any, np.dtype[np.float32]]) -> Array[jnp.float32]:
    return x + n + np.float32(1) + 2


def comparisons(x: Array[jnp.float32]) -> bool:
    mask = (0 < x) & (x < 1)
    return bool(jnp.all(mask)) and x != None and not (x == 2).any()  # noqa: E711


class MyArray(Array[jnp.int16]):
    """A subclass (never instantiated: Array is abstract)."""


def subclass(x: MyArray, y: Array[jnp.int8]) -> Array[jnp.int16]:
    return x + y + 1


def lax_fine(x: Array[jnp.float32], i: Array[jnp.int32]) -> Array[jnp.float32]:
    return lax.mul(lax.add(x, x), 2.0) + lax.convert_element_type(i, jnp.float32)


def dtype_variables(x: ArrayLike, dtype: DTypeLike) -> Array:
    return jnp.asarray(x, dtype=dtype)


def promote(a: DTypeLike, b: DTypeLike) -> np.dtype[Any]:
    return jnp.promote_types(a, b)


def methods(x: Array[jnp.float32]) -> Array[jnp.float32]:
    return x.reshape(-1).T.astype(jnp.float32).sum(axis=0) + x.max()


@jaxtypes.jit
def jitted(x: Array[jnp.float32], y: Array[jnp.float32]) -> Array[jnp.float32]:
    return jnp.where(x > y, x, y) * jnp.clip(x, 0.0, 1.0)


def boxes(b: Box[Array[jnp.int16]]) -> Array[jnp.int16]:
    return generic_identity(b.item) + 1


def nested(x: Array[jnp.float32]) -> Array[jnp.float32]:
    return ((((x + 1) * 2 - x) / 3 + jnp.sin(x)) ** 2 + jnp.maximum(x, jnp.minimum(x, 1.0)))


def deferred() -> Array[jnp.float32]:
    return later() + 1


def later() -> Array[jnp.float32]:
    return jnp.float32(2)
