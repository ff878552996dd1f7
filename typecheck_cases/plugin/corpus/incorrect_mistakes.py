"""Code that does not type-check, including dtype mistakes: the plugin must not crash,
and must report what mypy reports, plus its own errors on the lines marked ``# plugin:``."""

from typing import Any, TypeVar

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

T = TypeVar("T", bound=jnp.floating)
x16 = jnp.int16(1)
f32 = jnp.float32(1)


def typevar_arithmetic(x: Array[T]) -> Array[T]:
    return x + 1


def strings(x: Array[jnp.int16]) -> None:
    x + "a"
    "a" + x
    jnp.add(x, "a")
    lax.add(x, None)
    jnp.concatenate("abc")
    jnp.where(x)


def wrong_arity() -> None:
    jnp.add(x16)
    jnp.add(x16, x16, x16)
    lax.select(x16)
    jnp.clip()
    jnp.promote_types("int16")
    jnp.result_type()


def undefined_names() -> None:
    undefined + x16  # type: ignore[name-defined]
    jnp.not_a_function(x16)
    x16.not_a_method()


def lax_mistakes() -> None:
    lax.add(x16, f32)  # plugin: two dtypes
    lax.select(x16 > 0, x16, f32)  # plugin: two dtypes


def annotations(a: Array[jnp.int16]) -> Array[jnp.float32]:
    return a + 1


def bad_dtype_names() -> None:
    jnp.zeros(3, dtype="not-a-dtype")
    jnp.promote_types("nope", float)
    jnp.result_type("nope", x16)


partial = []
partial2 = {}
reveal_type(x16 + partial)  # noqa: F821
y: Any = None
y + x16
x16 + y
