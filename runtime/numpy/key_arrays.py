"""jnp's structural functions on typed key arrays, as jax has them: ``jnp.stack([k1, k2])``,
``jnp.where(c, keys, k)``, ``jnp.broadcast_to(k, (3,))`` and the others that only move,
pick or repeat elements give key arrays.

A typed key is its data along trailing axes (``random.key_data``), so such a function
runs on the data with ``vmap`` over those axes: each mapped slice has the keys' shape,
and the function's axes, shapes and broadcasting mean what they mean for the keys.
Arguments that hold elements (``stack``'s arrays, ``where``'s ``x`` and ``y``) must then
all be keys of one implementation; the others (axes, shapes, conditions, indices) are
used as they are. Calls without a key take the function itself, untouched.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from jaxtypes.runtime.core import tree_util
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.numpy import editing, elementwise, manipulation, placement, selection, shape
from jaxtypes.runtime.random.keys import KeyArray

F = TypeVar("F", bound=Callable[..., Any])


def _holds_keys(value: Any) -> bool:
    return isinstance(value, KeyArray) or (type(value) in (list, tuple) and any(isinstance(v, KeyArray) for v in value))


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
    other = next((k for k in keys if not isinstance(k, KeyArray)), None)
    if other is not None:
        raise ValueError(f"jnp.{name}: key arrays combine with key arrays only, not with {type(other).__name__} "
                        "(random.wrap_key_data makes keys of uint32 data)")
    first = keys[0]
    if any(k.dtype != first.dtype for k in keys):  # (jax: no promotion between key dtypes)
        raise ValueError(f"jnp.{name}: keys of {first.dtype} combine with keys of the same implementation only, "
                         f"not {next(k.dtype for k in keys if k.dtype != first.dtype)}")
    if bound.arguments.get("dtype") is not None:
        raise ValueError(f"jnp.{name}: key arrays take no dtype= (their dtype is {first.dtype})")
    impl = first.dtype.impl

    def on_one_key(*data: Any) -> Any:
        arguments = dict(bound.arguments)
        for p, value in zip(given, data):
            arguments[p] = value
        call = inspect.BoundArguments(signature, arguments)
        return function(*call.args, **call.kwargs)

    mapped = on_one_key
    for _ in impl.key_shape:
        mapped = vmap(mapped, in_axes=-1, out_axes=-1)
    data = [tree_util.tree_map(lambda k: k._data, v, is_leaf=lambda x: isinstance(x, KeyArray)) for v in given.values()]
    out = mapped(*data)
    return tree_util.tree_map(lambda d: KeyArray(impl, d), out)


# The functions of jnp that take key arrays (jaxtypes.numpy re-exports these).

stack = on_key_data("arrays")(shape.stack)
concatenate = on_key_data("arrays")(shape.concatenate)
concat = on_key_data("arrays")(shape.concat)
broadcast_to = on_key_data("a")(shape.broadcast_to)
broadcast_arrays = on_key_data("args")(shape.broadcast_arrays)
reshape = on_key_data("a")(shape.reshape)
expand_dims = on_key_data("a")(shape.expand_dims)
squeeze = on_key_data("a")(shape.squeeze)
transpose = on_key_data("a")(shape.transpose)
ravel = on_key_data("a")(shape.ravel)
hstack = on_key_data("tup")(manipulation.hstack)
vstack = on_key_data("tup")(manipulation.vstack)
dstack = on_key_data("tup")(manipulation.dstack)
column_stack = on_key_data("tup")(manipulation.column_stack)
permute_dims = on_key_data("a")(manipulation.permute_dims)
matrix_transpose = on_key_data("x")(manipulation.matrix_transpose)
tile = on_key_data("A")(manipulation.tile)
repeat = on_key_data("a")(manipulation.repeat)
flip = on_key_data("m")(manipulation.flip)
fliplr = on_key_data("m")(manipulation.fliplr)
flipud = on_key_data("m")(manipulation.flipud)
roll = on_key_data("a")(manipulation.roll)
rollaxis = on_key_data("a")(manipulation.rollaxis)
rot90 = on_key_data("m")(manipulation.rot90)
swapaxes = on_key_data("a")(manipulation.swapaxes)
moveaxis = on_key_data("a")(manipulation.moveaxis)
atleast_1d = on_key_data("arys")(manipulation.atleast_1d)
atleast_2d = on_key_data("arys")(manipulation.atleast_2d)
atleast_3d = on_key_data("arys")(manipulation.atleast_3d)
split = on_key_data("ary")(manipulation.split)
array_split = on_key_data("ary")(manipulation.array_split)
hsplit = on_key_data("ary")(manipulation.hsplit)
vsplit = on_key_data("ary")(manipulation.vsplit)
dsplit = on_key_data("ary")(manipulation.dsplit)
unstack = on_key_data("x")(manipulation.unstack)
tril = on_key_data("m")(manipulation.tril)
triu = on_key_data("m")(manipulation.triu)
where = on_key_data("x", "y")(selection.where)
take = on_key_data("a")(selection.take)
take_along_axis = on_key_data("arr")(selection.take_along_axis)
copy = on_key_data("a")(selection.copy)
select = on_key_data("choicelist", "default")(elementwise.select)
append = on_key_data("arr", "values")(editing.append)
delete = on_key_data("arr")(editing.delete)
insert = on_key_data("arr", "values")(placement.insert)

__all__ = ["append", "array_split", "atleast_1d", "atleast_2d", "atleast_3d", "broadcast_arrays", "broadcast_to", "column_stack", "concat", "concatenate", "copy", "delete", "dsplit", "dstack", "expand_dims", "flip", "fliplr", "flipud", "hsplit", "hstack", "insert", "matrix_transpose", "moveaxis", "permute_dims", "ravel", "repeat", "reshape", "roll", "rollaxis", "rot90", "select", "split", "squeeze", "stack", "swapaxes", "take", "take_along_axis", "tile", "transpose", "tril", "triu", "unstack", "vsplit", "vstack", "where"]
