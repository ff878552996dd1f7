"""``@jaxtypes.typecheck``: check a function's ``Array[...]`` parameters and result on each call.

The checks are planned once per function (at decoration, or at the first call when an
annotation names something defined later): each parameter annotated with ``Array``,
``Array[...]``, a union of them (``None`` allowed) or a jaxtyping array type
(``Float32[Array, "batch 784"]``) gets a small predicate; other annotations are left to
general-purpose checkers. A failed check raises ``TypeError`` naming the function, the
parameter, the expected type and the actual dtype and weakness.

Tracers inside ``jit`` carry their dtype and weak type, so the same checks hold there.

``typeguard_checker_lookup`` is typeguard's plugin hook (registered as an entry point),
so typeguard's ``@typechecked`` and ``check_type`` check ``Array[...]`` dtypes too.
"""

from __future__ import annotations

import functools
import inspect
import types
import typing
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

from jaxtypes._array import Array
from jaxtypes._array_alias import ARRAY_TYPES, ArrayAlias, describe_type, describe_value, is_array

__all__ = ["typecheck", "typeguard_checker_lookup"]

P = ParamSpec("P")
R = TypeVar("R")

Predicate = Callable[[Any], bool]


def typecheck(fun: Callable[P, R], /) -> Callable[P, R]:
    """Decorator: check ``fun``'s ``Array[...]`` parameters and its result on every call.

    >>> @jaxtypes.typecheck
    ... def scale(x: Array[jnp.floating], k: Array[float]) -> Array[jnp.floating]: ...
    >>> scale(jnp.arange(3, dtype=jnp.int16), jnp.asarray(2.0))
    TypeError: scale() parameter 'x': expected Array[floating], got Array[int16]
    """
    name = getattr(fun, "__qualname__", repr(fun))
    named = frozenset(p.name for p in inspect.signature(fun).parameters.values()
                      if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD))
    try:
        plan: Plan | None = _plan(fun)
    except NameError:
        plan = None  # an annotation names something not defined yet: plan at the first call

    @functools.wraps(fun)
    def checked(*args: P.args, **kwargs: P.kwargs) -> R:
        nonlocal plan
        current = plan
        if current is None:
            current = plan = _plan(fun)
        positional, keyword, rest, result_check = current
        count = len(args)
        for index, param, keyword_name, predicate in positional:
            if index < count:
                value = args[index]
            elif keyword_name is not None and keyword_name in kwargs:
                value = kwargs[keyword_name]
            else:
                continue  # left to its default
            if not predicate(value):
                raise _error(name, f"parameter '{param}'", predicate, value)
        for param, predicate in keyword:
            if param in kwargs and not predicate(kwargs[param]):
                raise _error(name, f"parameter '{param}'", predicate, kwargs[param])
        if rest:
            _check_variadic(name, rest, args, kwargs, named)
        result = fun(*args, **kwargs)
        if result_check is not None and not result_check(result):
            raise _error(name, "return value", result_check, result)
        return result

    return checked


Plan = tuple[
    tuple[tuple[int, str, str | None, Predicate], ...],  # by position (and by keyword unless None)
    tuple[tuple[str, Predicate], ...],  # keyword-only parameters
    tuple[tuple[str, int, Predicate], ...],  # *args (start index) and **kwargs (-1)
    Predicate | None,  # the result
]


def _plan(fun: Callable[..., Any]) -> Plan:
    hints = typing.get_type_hints(fun, include_extras=True)
    positional: list[tuple[int, str, str | None, Predicate]] = []
    keyword: list[tuple[str, Predicate]] = []
    rest: list[tuple[str, int, Predicate]] = []
    for index, param in enumerate(inspect.signature(fun).parameters.values()):
        predicate = predicate_for(hints[param.name]) if param.name in hints else None
        if predicate is None:
            continue
        if param.kind is param.POSITIONAL_OR_KEYWORD:
            positional.append((index, param.name, param.name, predicate))
        elif param.kind is param.POSITIONAL_ONLY:  # never taken from the keywords
            positional.append((index, param.name, None, predicate))
        elif param.kind is param.KEYWORD_ONLY:
            keyword.append((param.name, predicate))
        else:
            rest.append((param.name, index if param.kind is param.VAR_POSITIONAL else -1, predicate))
    result = predicate_for(hints["return"]) if "return" in hints else None
    return tuple(positional), tuple(keyword), tuple(rest), result


def _check_variadic(name: str, rest: tuple[tuple[str, int, Predicate], ...],
                    args: tuple[Any, ...], kwargs: dict[str, Any], named: frozenset[str]) -> None:
    for param, start, predicate in rest:
        values = args[start:] if start >= 0 else [v for k, v in kwargs.items() if k not in named]
        for value in values:
            if not predicate(value):
                raise _error(name, f"parameter '{param}'", predicate, value)


# ---------------------------------------------------------------------------
# Predicates: one per annotation, built once
# ---------------------------------------------------------------------------

def predicate_for(annotation: Any) -> Predicate | None:
    """A fast membership test for an array annotation; None for any other annotation."""
    if typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    if annotation is Array:
        return _labelled(_is_array(), annotation)
    if isinstance(annotation, ArrayAlias):
        return _labelled(_dtype_predicate(annotation), annotation)
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        members = typing.get_args(annotation)
        none_ok = type(None) in members
        predicates = [predicate_for(m) for m in members if m is not type(None)]
        if not predicates or any(p is None for p in predicates):
            return None  # a union with something else in it is not ours to check
        return _labelled(_union_predicate(predicates, none_ok), annotation)  # type: ignore[arg-type]
    if _is_jaxtyping_array_type(annotation):
        return _labelled(_isinstance_predicate(annotation), annotation)
    return None


def _labelled(predicate: Predicate, annotation: Any) -> Predicate:
    """The predicate, remembering its annotation for error messages."""
    predicate.annotation = annotation  # type: ignore[attr-defined]
    return predicate


def _is_array() -> Predicate:
    def accepts(value: Any) -> bool:
        return is_array(value)

    return accepts


def _dtype_predicate(alias: ArrayAlias) -> Predicate:
    by_weakness = alias.dtype_sets()
    seen = ARRAY_TYPES  # is_array(), inlined: this runs once per parameter per call

    def accepts(value: Any) -> bool:
        return (type(value) in seen or is_array(value)) and value.dtype in by_weakness[value.weak_type]

    return accepts


def _union_predicate(predicates: list[Predicate], none_ok: bool) -> Predicate:
    def accepts(value: Any) -> bool:
        return (none_ok and value is None) or any(p(value) for p in predicates)

    return accepts


def _isinstance_predicate(cls: type) -> Predicate:
    def accepts(value: Any) -> bool:
        return isinstance(value, cls)

    return accepts


def _is_jaxtyping_array_type(annotation: Any) -> bool:
    # jaxtyping's Float32[Array, "batch 784"] is a class whose metaclass checks dtype and shape.
    return isinstance(annotation, type) and type(annotation).__module__.startswith("jaxtyping")


def _error(name: str, what: str, predicate: Predicate, value: Any) -> TypeError:
    expected = describe_type(getattr(predicate, "annotation", None))
    return TypeError(f"{name}() {what}: expected {expected}, got {describe_value(value)}")


# ---------------------------------------------------------------------------
# typeguard's plugin hook (entry point group "typeguard.checker_lookup")
# ---------------------------------------------------------------------------

def typeguard_checker_lookup(origin: Any, args: tuple[Any, ...], extras: tuple[Any, ...]) -> Any:
    """typeguard checks ``Array[...]`` by its dtype (without this it checks ``Array`` only)."""
    if origin is Array and args:
        return _typeguard_check
    return None


def _typeguard_check(value: Any, origin: Any, args: tuple[Any, ...], memo: Any) -> None:
    from typeguard import TypeCheckError

    array: Any = Array
    alias = array[args[0]]
    if not isinstance(value, alias):
        raise TypeCheckError(f"is {describe_value(value)}, not {describe_type(alias)}")
