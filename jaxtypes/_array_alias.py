"""``Array[jnp.float32]`` at run time: a generic alias that ``isinstance`` understands.

``Array[T]`` stays a ``typing`` generic alias (``get_origin`` is ``Array``, ``get_args``
is ``(T,)``, substitution of type variables works), so static checkers and runtime
checkers that introspect annotations see what they always saw. It adds
``__instancecheck__`` with the static model's meaning:

* a concrete scalar type (``jnp.float32``): strongly typed arrays of exactly that dtype;
* an abstract one (``jnp.floating``): strongly typed arrays whose dtype is below it in
  the scalar hierarchy (``bfloat16`` and the float8 types are ``floating``);
* ``int`` / ``float`` / ``complex``: weakly typed arrays of that kind, with Python's
  numeric tower as both checkers apply it (``Array[int]`` is an ``Array[float]``, and
  both are ``Array[complex]``); a weak array is never an ``Array[jnp.generic]``;
* unions, ``Any`` and type variables (their bound or constraints) combine these.

Dtypes are compared exactly, whatever the 64-bit mode: with it off there are no
float64 arrays, so nothing is an ``Array[jnp.float64]``.

What an alias accepts is computed on its first check, as two sets of dtypes (strong and
weak), so a check is one ``isinstance`` and one set lookup.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any

import numpy as np

__all__ = ["ARRAY_TYPES", "ArrayAlias", "array_alias", "is_array", "accepted_dtypes", "describe_type", "describe_value"]

_WEAK_NODES_OF_PYTHON_TYPE: dict[Any, frozenset[str]] = {
    int: frozenset({"i*"}),
    float: frozenset({"i*", "f*"}),
    complex: frozenset({"i*", "f*", "c*"}),
}

DTypeSets = tuple[frozenset[np.dtype[Any]], frozenset[np.dtype[Any]]]
"""(strong dtypes, weak dtypes) that an ``Array[...]`` accepts."""


# typing's class of ``SomeGeneric[args]``; private, but what typing_extensions builds on too.
_TypingGenericAlias: Any = getattr(typing, "_GenericAlias")


class ArrayAlias(_TypingGenericAlias, _root=True):  # type: ignore[misc,call-arg]
    """``Array[...]``: a ``typing`` generic alias whose ``isinstance`` checks the dtype."""

    __jaxtypes_dtype_sets__: DTypeSets

    def __instancecheck__(self, obj: object) -> bool:
        return is_array(obj) and obj.dtype in self.dtype_sets()[obj.weak_type]  # type: ignore[attr-defined]

    def dtype_sets(self) -> DTypeSets:
        """(strong dtypes, weak dtypes) accepted: index it with an array's ``weak_type``."""
        # A dunder name: typing's alias would forward any other attribute to Array.
        try:
            return self.__jaxtypes_dtype_sets__
        except AttributeError:
            (param,) = self.__args__
            sets = accepted_dtypes(param)
            self.__jaxtypes_dtype_sets__ = sets
            return sets


_ALIASES: dict[Any, ArrayAlias] = {}


def array_alias(params: Any, subscript: Callable[[Any], Any]) -> ArrayAlias:
    """``Array[params]`` as our alias; ``subscript`` is typing's own subscription, which
    checks the parameters. Built once per parameter: subscription stays cheap."""
    try:
        return _ALIASES[params]
    except KeyError:
        generic_alias = subscript(params)
        alias = _ALIASES[params] = ArrayAlias(generic_alias.__origin__, generic_alias.__args__)
        return alias
    except TypeError:  # an unhashable parameter
        generic_alias = subscript(params)
        return ArrayAlias(generic_alias.__origin__, generic_alias.__args__)


ARRAY_TYPES: set[type] = set()
"""The classes seen to be ``Array`` subclasses (their ``isinstance`` goes through ``abc``)."""


def is_array(obj: object) -> bool:
    """``isinstance(obj, Array)``, faster for the classes already seen."""
    if type(obj) in ARRAY_TYPES:
        return True
    from jaxtypes._array import Array

    if isinstance(obj, Array):
        ARRAY_TYPES.add(type(obj))
        return True
    return False


def accepted_dtypes(param: Any) -> DTypeSets:
    """The strong and weak dtypes of the arrays an ``Array[param]`` describes."""
    from jaxtypes import dtypes, scalar_types

    leaves, weak_nodes = _classify(param, scalar_types)
    strong = frozenset(leaf.dtype for leaf in leaves)
    weak = frozenset(info.dtype for info in dtypes.REGISTRY.values()
                     if info.kind != "bool" and dtypes.weak_node_of_kind(info.dtype) in weak_nodes)
    return strong, weak


def _classify(param: Any, scalar_types: types.ModuleType) -> tuple[set[Any], set[str]]:
    """(concrete scalar types, weak nodes) that ``param`` covers."""
    every_leaf = set(scalar_types.SCALAR_TYPES.values())
    if param is Any:
        return every_leaf, {"i*", "f*", "c*"}
    if isinstance(param, typing.TypeVar):
        if param.__constraints__:
            return _classify(typing.Union[param.__constraints__], scalar_types)
        if param.__bound__ is not None:
            return _classify(param.__bound__, scalar_types)
        return every_leaf, {"i*", "f*", "c*"}
    if typing.get_origin(param) in (typing.Union, types.UnionType):
        leaves: set[Any] = set()
        weak: set[str] = set()
        for member in typing.get_args(param):
            member_leaves, member_weak = _classify(member, scalar_types)
            leaves |= member_leaves
            weak |= member_weak
        return leaves, weak
    if param in _WEAK_NODES_OF_PYTHON_TYPE:
        return set(), set(_WEAK_NODES_OF_PYTHON_TYPE[param])
    if isinstance(param, type) and issubclass(param, scalar_types.generic):
        return {leaf for leaf in every_leaf if issubclass(leaf, param)}, set()
    raise TypeError(
        f"Array[{describe_param(param)}] cannot be checked at run time: the dtype parameter must be "
        "a jaxtypes scalar type (jnp.float32, jnp.floating, ...), int / float / complex for weakly "
        "typed arrays, or a union of these")


def describe_param(param: Any) -> str:
    """``float32``, ``floating``, ``float``, ``int16 | float32``: a dtype parameter as written."""
    if typing.get_origin(param) in (typing.Union, types.UnionType):
        return " | ".join(describe_param(member) for member in typing.get_args(param))
    if param is Any:
        return "Any"
    if isinstance(param, typing.TypeVar):
        return param.__name__
    if isinstance(param, type):
        module = "np." if issubclass(param, np.generic) else ""
        return module + param.__name__
    return repr(param)


def describe_type(annotation: Any) -> str:
    """``Array[float32]``, ``Array``, ``Array[float32] | None``: an annotation as a reader wrote it."""
    if isinstance(annotation, ArrayAlias):
        return f"Array[{describe_param(annotation.__args__[0])}]"
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return " | ".join(describe_type(member) for member in typing.get_args(annotation))
    if annotation is type(None):
        return "None"
    if isinstance(annotation, type):
        return annotation.__name__
    return repr(annotation)


def describe_value(value: Any) -> str:
    """``Array[int16]``, ``Array[float] (weakly typed float32)``, or the value's type name."""
    from jaxtypes._array import Array

    if isinstance(value, Array):
        if value.weak_type:
            kind = {"i*": "int", "f*": "float", "c*": "complex"}.get(_weak_node(value.dtype), "?")
            return f"Array[{kind}] (weakly typed {value.dtype})"
        return f"Array[{value.dtype}]"
    return "None" if value is None else type(value).__qualname__


def _weak_node(dtype: np.dtype[Any]) -> str:
    from jaxtypes import dtypes

    try:
        return dtypes.weak_node_of_kind(dtype)
    except (TypeError, KeyError, ValueError):
        return "?"
