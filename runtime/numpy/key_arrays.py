"""jnp's structural functions on typed key arrays, as jax has them: ``jnp.stack([k1, k2])``,
``jnp.where(c, keys, k)``, ``jnp.broadcast_to(k, (3,))`` and the others that only move,
pick or repeat elements give key arrays. Each of them is defined under ``on_key_data``.

A typed key is its data along trailing axes (``random.key_data``), so such a function
runs on the data with ``vmap`` over those axes: each mapped slice has the keys' shape,
and the function's axes, shapes and broadcasting mean what they mean for the keys.
Arguments that hold elements (``stack``'s arrays, ``where``'s ``x`` and ``y``) must then
all be keys of one implementation; the others (axes, shapes, conditions, indices) are
used as they are. A call without a key runs the function as it is.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from jaxtypes.runtime.core import tree_util
from jaxtypes.runtime.core.key_array_base import KeyArrayBase
from jaxtypes.runtime.interpreters.transformations import vmap

F = TypeVar("F", bound=Callable[..., Any])


def _holds_keys(value: Any) -> bool:
    return isinstance(value, KeyArrayBase) or (type(value) in (list, tuple) and any(isinstance(v, KeyArrayBase) for v in value))


def on_key_data(*elements: str) -> Callable[[F], F]:
    """The function, taking key arrays in the parameters ``elements`` (one array, or a
    sequence or ``*args`` of them) and giving key arrays where it gives arrays."""

    def decorate(function: F) -> F:
        signature = inspect.signature(function)

        @functools.wraps(function)
        def lifted(*args: Any, **kwargs: Any) -> Any:
            if not any(map(_holds_keys, args)) and not any(map(_holds_keys, kwargs.values())):
                return function(*args, **kwargs)
            return _on_keys(function, signature, elements, args, kwargs)

        return lifted  # type: ignore[return-value]

    return decorate


def _on_keys(function: Callable[..., Any], signature: inspect.Signature, elements: tuple[str, ...],
             args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    name = function.__name__
    bound = signature.bind(*args, **kwargs)
    for p, value in bound.arguments.items():
        if p not in elements and _holds_keys(value):
            raise TypeError(f"jnp.{name}: its argument {p!r} takes no key array")
    missing = [p for p in elements if p not in bound.arguments and signature.parameters[p].default not in (None, ())]
    if missing:  # (select's default=0 would be mixed into the keys' data)
        raise ValueError(f"jnp.{name}: with key arrays, {missing[0]!r} must be given as keys too")
    given = {p: bound.arguments[p] for p in elements if p in bound.arguments}
    keys = [v for value in given.values() for v in (value if type(value) in (list, tuple) else [value])]
    other = next((k for k in keys if not isinstance(k, KeyArrayBase)), None)
    if other is not None:
        raise ValueError(f"jnp.{name}: key arrays combine with key arrays only, not with {type(other).__name__} "
                        "(random.wrap_key_data makes keys of uint32 data)")
    first = keys[0]
    if any(k.dtype != first.dtype for k in keys):  # (jax: no promotion between key dtypes)
        raise ValueError(f"jnp.{name}: keys of {first.dtype} combine with keys of the same implementation only, "
                         f"not {next(k.dtype for k in keys if k.dtype != first.dtype)}")
    if bound.arguments.get("dtype") is not None:
        raise ValueError(f"jnp.{name}: key arrays take no dtype= (their dtype is {first.dtype})")

    def on_one_key(*data: Any) -> Any:
        arguments = dict(bound.arguments)
        for p, value in zip(given, data):
            arguments[p] = value
        call = inspect.BoundArguments(signature, arguments)
        return function(*call.args, **call.kwargs)

    mapped = on_one_key
    for _ in range(first._key_data_ndim()):
        mapped = vmap(mapped, in_axes=-1, out_axes=-1)
    data = [tree_util.tree_map(lambda k: k._key_data(), v, is_leaf=lambda x: isinstance(x, KeyArrayBase)) for v in given.values()]
    out = mapped(*data)
    return tree_util.tree_map(first._with_key_data, out)
