"""``lax`` elementwise binary operators: no implicit promotion, JAX's broadcasting of scalars.

Operands must have equal dtypes; a Python scalar counts as the default dtype of
its kind. Operands must have equal ranks (a 0-d operand broadcasts), and each
dimension must match or be 1. The result is weakly typed only if every operand is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes.runtime import backend
from jaxtypes.runtime.array_impl import ArrayImpl
from jaxtypes.runtime.creation import asarray
from jaxtypes.runtime.primitives import Primitive

_KINDS = {
    "numeric": ("bool", "uint", "int", "float", "complex"),
    "integer": ("bool", "uint", "int"),
    "arithmetic": ("uint", "int", "float", "complex"),
    "ordered": ("bool", "uint", "int", "float"),
}


def broadcast_shapes(name: str, *shapes: tuple[int, ...]) -> tuple[int, ...]:
    ranked = [s for s in shapes if s]
    if not ranked:
        return ()
    if len({len(s) for s in ranked}) != 1:
        raise TypeError(f"lax.{name}: arrays must have the same number of dimensions, got shapes {', '.join(map(str, shapes))}")
    out = []
    for dims in zip(*ranked):
        sizes = {d for d in dims if d != 1}
        if len(sizes) > 1:
            raise TypeError(f"lax.{name} got incompatible shapes for broadcasting: {', '.join(map(str, shapes))}")
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def _binary(name: str, kinds: str, build: Callable[..., Any], result_bool: bool = False) -> Primitive:
    def rule(x: backend.Aval, y: backend.Aval) -> tuple[tuple[int, ...], np.dtype[Any]]:
        if x.dtype != y.dtype:
            raise TypeError(
                f"lax.{name} requires arguments to have the same dtypes, got {x.dtype.name}, {y.dtype.name}. "
                f"(jaxtypes.numpy has a function for {name} that promotes its inputs; or cast with .astype)")
        kind = dtypes.dtype_info(x.dtype).kind
        if kind not in _KINDS[kinds]:
            raise TypeError(f"lax.{name} does not accept dtype {x.dtype.name} (accepted kinds: {', '.join(_KINDS[kinds])})")
        shape = broadcast_shapes(name, x.shape, y.shape)
        return shape, (np.dtype(bool) if result_bool else x.dtype)

    def lower(out_type: Any, x: Any, y: Any) -> Any:
        shape = tuple(out_type.shape)
        return build(_broadcast_to(x, shape), _broadcast_to(y, shape))

    return Primitive(name, rule, lower)


def _broadcast_to(value: Any, out: tuple[int, ...]) -> Any:
    """An MLIR value broadcast to shape ``out`` (from rank 0, or from size-1 dimensions)."""
    shape = tuple(value.type.shape)
    if shape == out:
        return value
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as hlo

    element = value.type.element_type

    if not shape:
        return hlo.broadcast_in_dim(ir.RankedTensorType.get(list(out), element), value, [])
    squeezed = [i for i, d in enumerate(shape) if d == 1 and out[i] != 1]
    kept = [d for i, d in enumerate(shape) if i not in squeezed]
    reshaped = hlo.reshape(ir.RankedTensorType.get(kept, element), value) if squeezed else value
    dims = [i for i in range(len(out)) if i not in squeezed]
    return hlo.broadcast_in_dim(ir.RankedTensorType.get(list(out), element), reshaped, dims)


def _hlo(op: str) -> Callable[..., Any]:
    def build(x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        return getattr(hlo, op)(x, y)

    return build


def _compare(direction: str) -> Callable[..., Any]:
    def build(x: Any, y: Any) -> Any:
        from jaxlib.mlir.dialects import stablehlo as hlo

        element = str(x.type.element_type)  # i1, ui8, i32, f32, bf16, complex<f32>, ...
        if element == "i1" or element.startswith("ui"):
            kind = "UNSIGNED"
        elif element.startswith("i"):
            kind = "SIGNED"
        else:
            kind = "FLOAT"
        return hlo.compare(x, y, hlo.ComparisonDirectionAttr.get(direction),
                           compare_type=hlo.ComparisonTypeAttr.get(kind))

    return build


add_p = _binary("add", "arithmetic", _hlo("add"))
sub_p = _binary("sub", "arithmetic", _hlo("subtract"))
mul_p = _binary("mul", "arithmetic", _hlo("multiply"))
div_p = _binary("div", "arithmetic", _hlo("divide"))
max_p = _binary("max", "numeric", _hlo("maximum"))
min_p = _binary("min", "numeric", _hlo("minimum"))
and_p = _binary("bitwise_and", "integer", _hlo("and_"))
or_p = _binary("bitwise_or", "integer", _hlo("or_"))
xor_p = _binary("bitwise_xor", "integer", _hlo("xor"))
eq_p = _binary("eq", "numeric", _compare("EQ"), result_bool=True)
ne_p = _binary("ne", "numeric", _compare("NE"), result_bool=True)
lt_p = _binary("lt", "ordered", _compare("LT"), result_bool=True)
le_p = _binary("le", "ordered", _compare("LE"), result_bool=True)
gt_p = _binary("gt", "ordered", _compare("GT"), result_bool=True)
ge_p = _binary("ge", "ordered", _compare("GE"), result_bool=True)


def _operand(x: Any) -> ArrayImpl:
    """A lax operand: Python scalars become weak arrays of their kind's default dtype."""
    return x if isinstance(x, ArrayImpl) else asarray(x)


def _apply(primitive: Primitive, x: Any, y: Any) -> ArrayImpl:
    a, b = _operand(x), _operand(y)
    return primitive.bind(a, b, weak_type=a.weak_type and b.weak_type)  # weak only if every operand is


def _public(primitive: Primitive) -> Callable[[Any, Any], ArrayImpl]:
    def operator(x: Any, y: Any) -> ArrayImpl:
        return _apply(primitive, x, y)

    operator.__name__ = operator.__qualname__ = primitive.name
    operator.__doc__ = f"lax.{primitive.name}: elementwise, operands of equal dtypes (no promotion)."
    return operator


add = _public(add_p)
sub = _public(sub_p)
mul = _public(mul_p)
div = _public(div_p)
max = _public(max_p)  # noqa: A001  (lax.max)
min = _public(min_p)  # noqa: A001  (lax.min)
bitwise_and = _public(and_p)
bitwise_or = _public(or_p)
bitwise_xor = _public(xor_p)
eq = _public(eq_p)
ne = _public(ne_p)
lt = _public(lt_p)
le = _public(le_p)
gt = _public(gt_p)
ge = _public(ge_p)
