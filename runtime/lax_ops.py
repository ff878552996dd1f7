"""``lax`` elementwise binary operators: no implicit promotion, JAX's broadcasting of scalars.

Operands must have equal dtypes; a Python scalar counts as the default dtype of
its kind. Operands must have equal ranks (a 0-d operand broadcasts), and each
dimension must match or be 1. The result is weakly typed only if every operand is.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend, lowering
from jaxtypes.runtime.array_impl import ArrayImpl
from jaxtypes.runtime.creation import asarray
from jaxtypes.runtime.primitives import Primitive

KINDS: dict[str, tuple[str, ...]] = {
    "numeric": ("bool", "uint", "int", "float", "complex"),
    "integer": ("bool", "uint", "int"),
    "arithmetic": ("uint", "int", "float", "complex"),
    "ordered": ("bool", "uint", "int", "float"),
}


def lax_broadcast_shapes(name: str, *shapes: tuple[int, ...]) -> tuple[int, ...]:
    """lax's broadcasting: equal ranks (0-d operands excepted), each dimension equal or 1."""
    ranks = {len(s) for s in shapes if s}
    if len(ranks) > 1:
        raise TypeError(f"lax.{name}: arrays must have the same number of dimensions, got shapes {', '.join(map(str, shapes))}")
    try:
        return numpy_broadcast_shapes(f"lax.{name}", *shapes)
    except ValueError as err:
        raise TypeError(str(err)) from None


def numpy_broadcast_shapes(name: str, *shapes: tuple[int, ...]) -> tuple[int, ...]:
    """NumPy's broadcasting: trailing dimensions aligned, each equal or 1."""
    rank = builtins.max((len(s) for s in shapes), default=0)
    out = []
    for dims in zip(*((1,) * (rank - len(s)) + tuple(s) for s in shapes)):
        sizes = {d for d in dims if d != 1}
        if len(sizes) > 1:
            raise ValueError(f"{name}: incompatible shapes for broadcasting: {', '.join(map(str, shapes))}")
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


# The jaxtypes.numpy function that promotes and then does what each lax operator does.
NUMPY_NAMES = {
    "add": "add", "sub": "subtract", "mul": "multiply", "div": "divide", "max": "maximum", "min": "minimum",
    "bitwise_and": "bitwise_and", "bitwise_or": "bitwise_or", "bitwise_xor": "bitwise_xor",
    "eq": "equal", "ne": "not_equal", "lt": "less", "le": "less_equal", "gt": "greater", "ge": "greater_equal",
    "rem": "fmod", "atan2": "arctan2", "nextafter": "nextafter", "shift_left": "left_shift",
    "shift_right_arithmetic": "right_shift", "shift_right_logical": "right_shift", "pow": "power",
    "select_n": "where", "clamp": "clip", "concatenate": "concatenate",
}


def require_same_dtypes(name: str, *avals: Any) -> None:
    """Raise TypeError naming every operand's dtype unless they are all equal (lax never promotes)."""
    if any(a.dtype != avals[0].dtype for a in avals[1:]):
        numpy_name = NUMPY_NAMES.get(name)
        hint = f"jaxtypes.numpy.{numpy_name} promotes its inputs; or cast" if numpy_name else "Cast"
        raise TypeError(f"lax.{name} requires arguments to have the same dtypes, got "
                        f"{', '.join(a.dtype.name for a in avals)}. ({hint} with .astype)")


def require_kind(name: str, kinds: str, dtype: np.dtype[Any]) -> None:
    kind = dtypes.dtype_info(dtype).kind
    if kind not in KINDS[kinds]:
        raise TypeError(f"lax.{name} does not accept dtype {dtype.name} (accepted kinds: {', '.join(KINDS[kinds])})")


def _binary(name: str, kinds: str, build: Callable[..., Any], result_bool: bool = False) -> Primitive:
    """An elementwise binary primitive. Its rule broadcasts as NumPy does; the public
    ``lax`` function checks lax's stricter rank rule first."""
    def rule(x: backend.Aval, y: backend.Aval) -> tuple[tuple[int, ...], np.dtype[Any]]:
        require_same_dtypes(name, x, y)
        require_kind(name, kinds, x.dtype)
        shape = numpy_broadcast_shapes(name, x.shape, y.shape)
        return shape, (np.dtype(bool) if result_bool else x.dtype)

    def lower(out_type: Any, x: Any, y: Any) -> Any:
        shape = tuple(out_type.shape)
        return build(lowering.broadcast_to(x, shape), lowering.broadcast_to(y, shape))

    return Primitive(name, rule, lower)


def _hlo(op: str) -> Callable[..., Any]:
    def build(x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        return getattr(hlo, op)(x, y)

    return build


def _compare(direction: str) -> Callable[..., Any]:
    return lambda x, y: lowering.compare(x, y, direction)


def _extremum(op: str, direction: str) -> Callable[..., Any]:
    """max or min. Complex numbers are ordered by real part, then imaginary part (as JAX
    lowers them; XLA's CPU maximum of complex numbers is not lexicographic)."""
    def build(x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        if lowering.element_kind(x) != "complex":
            return getattr(hlo, op)(x, y)
        real_x, real_y = hlo.real(x), hlo.real(y)
        pick_x = hlo.select(lowering.compare(real_x, real_y, "EQ"),
                            lowering.compare(hlo.imag(x), hlo.imag(y), direction),
                            lowering.compare(real_x, real_y, direction))
        return hlo.select(pick_x, x, y)

    return build


add_p: Primitive = _binary("add", "arithmetic", _hlo("add"))
sub_p: Primitive = _binary("sub", "arithmetic", _hlo("subtract"))
mul_p: Primitive = _binary("mul", "arithmetic", _hlo("multiply"))
div_p: Primitive = _binary("div", "arithmetic", _hlo("divide"))
max_p: Primitive = _binary("max", "numeric", _extremum("maximum", "GT"))
min_p: Primitive = _binary("min", "numeric", _extremum("minimum", "LT"))
and_p: Primitive = _binary("bitwise_and", "integer", _hlo("and_"))
or_p: Primitive = _binary("bitwise_or", "integer", _hlo("or_"))
xor_p: Primitive = _binary("bitwise_xor", "integer", _hlo("xor"))
eq_p: Primitive = _binary("eq", "numeric", _compare("EQ"), result_bool=True)
ne_p: Primitive = _binary("ne", "numeric", _compare("NE"), result_bool=True)
lt_p: Primitive = _binary("lt", "ordered", _compare("LT"), result_bool=True)
le_p: Primitive = _binary("le", "ordered", _compare("LE"), result_bool=True)
gt_p: Primitive = _binary("gt", "ordered", _compare("GT"), result_bool=True)
ge_p: Primitive = _binary("ge", "ordered", _compare("GE"), result_bool=True)


def lax_operand(x: Any) -> Array:
    """A lax operand: arrays as they are; Python scalars become weak arrays of their
    kind's default dtype; NumPy data becomes strong arrays."""
    return x if type(x) is ArrayImpl or isinstance(x, Array) else asarray(x)


def _public(primitive: Primitive) -> Callable[[Any, Any], Array]:
    def operator(x: Any, y: Any) -> Array:
        a, b = lax_operand(x), lax_operand(y)
        if a.dtype != b.dtype:
            require_same_dtypes(primitive.name, a, b)
        if a.shape != b.shape and a.shape and b.shape:  # 0-d operands always broadcast
            lax_broadcast_shapes(primitive.name, a.shape, b.shape)
        return primitive.bind(a, b)

    operator.__name__ = operator.__qualname__ = primitive.name
    operator.__doc__ = f"lax.{primitive.name}: elementwise, operands of equal dtypes (no promotion)."
    return operator


add: Callable[[Any, Any], Array] = _public(add_p)
sub: Callable[[Any, Any], Array] = _public(sub_p)
mul: Callable[[Any, Any], Array] = _public(mul_p)
div: Callable[[Any, Any], Array] = _public(div_p)
max: Callable[[Any, Any], Array] = _public(max_p)  # noqa: A001  (lax.max)
min: Callable[[Any, Any], Array] = _public(min_p)  # noqa: A001  (lax.min)
bitwise_and: Callable[[Any, Any], Array] = _public(and_p)
bitwise_or: Callable[[Any, Any], Array] = _public(or_p)
bitwise_xor: Callable[[Any, Any], Array] = _public(xor_p)
eq: Callable[[Any, Any], Array] = _public(eq_p)
ne: Callable[[Any, Any], Array] = _public(ne_p)
lt: Callable[[Any, Any], Array] = _public(lt_p)
le: Callable[[Any, Any], Array] = _public(le_p)
gt: Callable[[Any, Any], Array] = _public(gt_p)
ge: Callable[[Any, Any], Array] = _public(ge_p)


# -- conversion ----------------------------------------------------------------

def _convert_rule(x: backend.Aval, *, new_dtype: np.dtype[Any], weak_type: bool) -> tuple[tuple[int, ...], np.dtype[Any]]:
    return x.shape, new_dtype


def _convert_lower(out_type: Any, x: Any, *, new_dtype: np.dtype[Any], weak_type: bool) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    source, target = lowering.element_kind(x), dtypes.dtype_info(new_dtype).kind
    if target == "bool":
        return hlo.compare(x, lowering.full_like(x, 0), hlo.ComparisonDirectionAttr.get("NE"))
    if source == "complex" and target != "complex":
        x = hlo.real(x)  # the real part, as NumPy and JAX do
    return hlo.convert(out_type, x)


convert_element_type_p: Primitive = Primitive("convert_element_type", _convert_rule, _convert_lower,
                                              weak=lambda _, params: bool(params["weak_type"]))


def convert_element_type(operand: Any, new_dtype: Any, weak_type: bool = False) -> Array:
    """``operand`` converted to ``new_dtype`` (floats to ints round toward zero; to bool is ``!= 0``)."""
    x = lax_operand(operand)
    target = dtypes.canonicalize_dtype(new_dtype)
    if x.dtype == target and x.weak_type == weak_type:
        return x
    return convert_element_type_p.bind(x, new_dtype=target, weak_type=weak_type)


__all__ = [
    "add", "bitwise_and", "bitwise_or", "bitwise_xor", "convert_element_type", "div", "eq", "ge", "gt",
    "le", "lt", "max", "min", "mul", "ne", "sub",
]
