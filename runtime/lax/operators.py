"""The ``lax`` operators behind Python's operator syntax (``+ - * / & | ^ == < ...``,
``max``/``min``) and ``convert_element_type``: no implicit promotion, JAX's
broadcasting of scalars.

Operands must have equal dtypes; a Python scalar counts as the default dtype of
its kind. Operands must have equal ranks (a 0-d operand broadcasts), and each
dimension must match or be 1. The result is weakly typed only if every operand is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.creation import refuse_complex_to_real
from jaxtypes.runtime.interpreters.batching import broadcasting_batch
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.lax.operands import (
    ANY, BOOL_OR_INTEGER, NUMBER, ORDERED, Accepts, binary_primitive, hlo_build,
    lax_broadcast_shapes, lax_operand, numpy_broadcast_shapes, require, require_same_dtypes,
)

def _binary(name: str, accepts: Accepts, build: Callable[..., Any], result_bool: bool = False) -> Primitive:
    """An elementwise binary primitive of equal operand dtypes that ``accepts`` names."""
    def check(x: backend.Aval, y: backend.Aval) -> np.dtype[Any]:
        require_same_dtypes(name, x, y)
        require(name, accepts, x.dtype)
        return np.dtype(bool) if result_bool else x.dtype

    return binary_primitive(name, check, build)


def _compare(direction: str) -> Callable[..., Any]:
    return lambda out_type, x, y: lowering.compare(x, y, direction)


def _extremum(op: str, direction: str) -> Callable[..., Any]:
    """max or min. Complex numbers are ordered by real part, then imaginary part (as JAX
    lowers them; XLA's CPU maximum of complex numbers is not lexicographic)."""
    def build(out_type: Any, x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        if lowering.element_kind(x) != "complex":
            return getattr(hlo, op)(x, y)
        real_x, real_y = hlo.real(x), hlo.real(y)
        pick_x = hlo.select(lowering.compare(real_x, real_y, "EQ"),
                            lowering.compare(hlo.imag(x), hlo.imag(y), direction),
                            lowering.compare(real_x, real_y, direction))
        return hlo.select(pick_x, x, y)

    return build


add_p: Primitive = _binary("add", NUMBER, hlo_build("add"))
sub_p: Primitive = _binary("sub", NUMBER, hlo_build("subtract"))
mul_p: Primitive = _binary("mul", NUMBER, hlo_build("multiply"))
div_p: Primitive = _binary("div", NUMBER, hlo_build("divide"))
max_p: Primitive = _binary("max", ANY, _extremum("maximum", "GT"))
min_p: Primitive = _binary("min", ANY, _extremum("minimum", "LT"))
and_p: Primitive = _binary("bitwise_and", BOOL_OR_INTEGER, hlo_build("and_"))
or_p: Primitive = _binary("bitwise_or", BOOL_OR_INTEGER, hlo_build("or_"))
xor_p: Primitive = _binary("bitwise_xor", BOOL_OR_INTEGER, hlo_build("xor"))
eq_p: Primitive = _binary("eq", ANY, _compare("EQ"), result_bool=True)
ne_p: Primitive = _binary("ne", ANY, _compare("NE"), result_bool=True)
lt_p: Primitive = _binary("lt", ORDERED, _compare("LT"), result_bool=True)
le_p: Primitive = _binary("le", ORDERED, _compare("LE"), result_bool=True)
gt_p: Primitive = _binary("gt", ORDERED, _compare("GT"), result_bool=True)
ge_p: Primitive = _binary("ge", ORDERED, _compare("GE"), result_bool=True)


# -- differentiation rules ------------------------------------------------------------

def _neg(x: Any) -> Array:
    from jaxtypes.runtime.lax.elementwise import neg_p

    return neg_p.bind(x)


def _undefined_ct(arg: Any, ct: Any) -> Any:
    """``ct`` summed down to an undefined (linear) operand's shape; None for a known one."""
    return ad.unbroadcast(ct, arg.aval) if ad.is_undefined(arg) else None


ad.define_linear(add_p, lambda ct, x, y: [_undefined_ct(x, ct), _undefined_ct(y, ct)])
ad.define_linear(sub_p, lambda ct, x, y: [_undefined_ct(x, ct), _undefined_ct(y, _neg(ct))])
ad.define_jvp(mul_p, lambda t, x, y, out: mul_p.bind(t, y), lambda t, x, y, out: mul_p.bind(x, t))
mul_p.transpose = lambda ct, x, y: [_undefined_ct(x, mul_p.bind(ct, y)) if ad.is_undefined(x) else None,
                                    _undefined_ct(y, mul_p.bind(x, ct)) if ad.is_undefined(y) else None]
ad.define_jvp(div_p, lambda t, x, y, out: div_p.bind(t, y),
              lambda t, x, y, out: _neg(mul_p.bind(t, div_p.bind(out, y))))
div_p.transpose = lambda ct, x, y: [_undefined_ct(x, div_p.bind(ct, y)), None]


def _balanced_eq(x: Any, out: Any, other: Any) -> Array:
    """1 where ``x`` was chosen alone, 0.5 where it tied with ``other``, else 0: ties
    split the tangent evenly, as JAX does."""
    from jaxtypes.runtime.lax.elementwise import select_n_p
    from jaxtypes.runtime.lax.shape import broadcast_in_dim_p, full_like

    shape = numpy_broadcast_shapes("max", x.shape, other.shape)
    one, half, zero = (full_like(out, v, shape=shape) for v in (1, 0.5, 0))
    x, other, out = (broadcast_in_dim_p.bind(a, shape=shape, broadcast_dimensions=tuple(range(len(shape) - a.ndim, len(shape))))
                     if a.shape != shape else a for a in (x, other, out))
    return select_n_p.bind(eq_p.bind(x, out), zero, select_n_p.bind(eq_p.bind(other, out), one, half))


for _extreme in (max_p, min_p):
    ad.define_jvp(_extreme, lambda t, x, y, out: mul_p.bind(t, _balanced_eq(x, out, y)),
                  lambda t, x, y, out: mul_p.bind(t, _balanced_eq(y, out, x)))
for _piecewise_constant in (and_p, or_p, xor_p, eq_p, ne_p, lt_p, le_p, gt_p, ge_p):
    ad.define_zero_jvp(_piecewise_constant)


def _public(primitive: Primitive) -> Callable[[Any, Any], Array]:
    def operator(x: Any, y: Any) -> Array:
        a = x if type(x) is ArrayImpl else lax_operand(x)
        b = y if type(y) is ArrayImpl else lax_operand(y)
        if a.dtype != b.dtype:
            require_same_dtypes(primitive.name, a, b)
        if a.shape != b.shape and a.shape and b.shape:  # 0-d operands always broadcast
            lax_broadcast_shapes(primitive.name, a.shape, b.shape)
        return primitive.bind_binary(a, b)

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


def _convert_jvp(primals: Any, tangents: Any, *, new_dtype: np.dtype[Any], weak_type: bool) -> tuple[Any, Any]:
    (x,), (t,) = primals, tangents
    out = convert_element_type_p.bind(x, new_dtype=new_dtype, weak_type=weak_type)
    if t is None or not ad.is_differentiable(new_dtype):
        return out, None  # float to integer: piecewise constant
    return out, convert_element_type_p.bind(t, new_dtype=new_dtype, weak_type=weak_type)


def _convert_transpose(ct: Any, x: Any, *, new_dtype: np.dtype[Any], weak_type: bool) -> list[Any]:
    return [convert_element_type_p.bind(ct, new_dtype=x.aval.dtype, weak_type=x.aval.weak_type)]


convert_element_type_p.jvp = _convert_jvp
convert_element_type_p.transpose = _convert_transpose


def convert_element_type(operand: Any, new_dtype: Any, weak_type: bool = False) -> Array:
    """``operand`` converted to ``new_dtype`` (floats to ints round toward zero; to bool is ``!= 0``)."""
    target = dtypes.canonicalize_dtype(new_dtype)
    refuse_complex_to_real(operand, target, "lax.convert_element_type")
    x = lax_operand(operand)
    if x.dtype == target and x.weak_type == weak_type:
        return x
    return convert_element_type_p.bind(x, new_dtype=target, weak_type=weak_type)


__all__ = [
    "add", "bitwise_and", "bitwise_or", "bitwise_xor", "convert_element_type", "div", "eq", "ge", "gt",
    "le", "lt", "max", "min", "mul", "ne", "sub",
]


# -- batching rules ---------------------------------------------------------------------

def _convert_batch(values: Any, dims: Any, **params: Any) -> tuple[Any, Any]:
    return convert_element_type_p.bind(values[0], **params), dims[0]


for _primitive in (add_p, sub_p, mul_p, div_p, max_p, min_p, and_p, or_p, xor_p, eq_p, ne_p, lt_p, le_p, gt_p, ge_p):
    _primitive.batch = broadcasting_batch(_primitive)
convert_element_type_p.batch = _convert_batch
