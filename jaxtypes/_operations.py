"""The table of operations: one row per public operation whose dtype rule the static side
knows, read by the stub generator, the mypy plugin, the runtime's export check and the
tests' parametrisation. Adding an operation is adding its row here (and its runtime
function); nothing else lists names.

Families are those of ``jaxtypes._static_rules`` (binary: ``join``, ``subtract``,
``true_divide``...; unary: ``inexact``, ``same``...; reductions: ``sum``, ``mean``...).
lax's elementwise operations take their rule from the runtime's primitive itself
(family ``primitive``); ``hand`` marks operations with parameters of their own, typed
by hand in the stubs. Pure data: importing it loads neither mypy nor jaxlib.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

Namespace = Literal["operator", "numpy", "lax"]


@dataclass(frozen=True)
class Operation:
    name: str
    namespace: Namespace
    family: str
    arity: int
    params: tuple[str, ...] = ()
    numpy: str | None = None
    """The jaxtypes.numpy function of the same meaning (for operators)."""
    symbol: str | None = None
    """Operators: the Python symbol; ``reflected`` its reflected method, if any."""
    reflected: str | None = None
    primitive: str | None = None
    """lax: the module-level name of the runtime primitive (``<name>_p`` unless given)."""
    same_dtype: tuple[int, ...] | Literal["seq", "star"] | None = None
    """lax: the operand positions that must share one dtype (no promotion)."""


def _operators() -> list[Operation]:
    rows = []
    for name, family, symbol, numpy, reflectable in (
        ("add", "join", "+", "add", True), ("sub", "subtract", "-", "subtract", True),
        ("mul", "join", "*", "multiply", True), ("truediv", "true_divide", "/", "true_divide", True),
        ("floordiv", "floor_divide", "//", "floor_divide", True), ("mod", "floor_divide", "%", "remainder", True),
        ("pow", "power", "**", "power", True), ("matmul", "join", "@", "matmul", True),
        ("and", "bitwise", "&", "bitwise_and", True), ("or", "bitwise", "|", "bitwise_or", True),
        ("xor", "bitwise", "^", "bitwise_xor", True), ("lshift", "shift", "<<", "left_shift", True),
        ("rshift", "shift", ">>", "right_shift", True),
        ("eq", "equality", "==", "equal", False), ("ne", "equality", "!=", "not_equal", False),
        ("lt", "ordering", "<", "less", False), ("le", "ordering", "<=", "less_equal", False),
        ("gt", "ordering", ">", "greater", False), ("ge", "ordering", ">=", "greater_equal", False),
    ):
        rows.append(Operation(f"__{name}__", "operator", family, 2, numpy=numpy, symbol=symbol,
                              reflected=f"__r{name}__" if reflectable else None))
    for name, family, symbol, numpy in (("neg", "negative", "-", "negative"), ("pos", "same", "+", "positive"),
                                        ("invert", "invert", "~", "invert"), ("abs", "abs", "abs", "abs")):
        rows.append(Operation(f"__{name}__", "operator", family, 1, numpy=numpy, symbol=symbol))
    return rows


_NUMPY_BINARY: Final = {
    "add": "join", "multiply": "join", "maximum": "join", "minimum": "join", "subtract": "subtract",
    "divide": "true_divide", "true_divide": "true_divide", "arctan2": "true_divide", "nextafter": "nextafter",
    "floor_divide": "floor_divide", "remainder": "floor_divide", "mod": "floor_divide", "fmod": "floor_divide",
    "power": "power", "pow": "power",
    "bitwise_and": "bitwise", "bitwise_or": "bitwise", "bitwise_xor": "bitwise",
    "left_shift": "shift", "right_shift": "shift",
    "equal": "equality", "not_equal": "equality",
    "less": "ordering", "less_equal": "ordering", "greater": "ordering", "greater_equal": "ordering",
    "dot": "join", "matmul": "join",
}

_NUMPY_UNARY: Final = {
    "negative": "negative", "positive": "same", "invert": "invert", "bitwise_not": "invert",
    "abs": "abs", "absolute": "abs", "sign": "sign", "floor": "floor", "ceil": "floor",
    "isfinite": "isfinite", "square": "square", "real": "real", "imag": "real",
    "conj": "same", "conjugate": "same",
    **{name: "inexact" for name in (
        "reciprocal", "exp", "exp2", "expm1", "log", "log1p", "sqrt", "cbrt", "sin", "cos", "tan",
        "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh")},
}

_AXIS: Final = ("axis", "keepdims")
_NUMPY_REDUCTIONS: Final = {
    "sum": ("sum", (*_AXIS, "dtype")), "prod": ("sum", (*_AXIS, "dtype")), "mean": ("mean", (*_AXIS, "dtype")),
    "max": ("max", _AXIS), "min": ("max", _AXIS), "amax": ("max", _AXIS), "amin": ("max", _AXIS),
    "argmax": ("argmax", _AXIS), "argmin": ("argmax", _AXIS), "all": ("all", _AXIS), "any": ("all", _AXIS),
}

_LAX_UNARY: Final = (
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "bitwise_not", "cbrt", "ceil", "clz", "conj", "cos",
    "cosh", "digamma", "erf", "erf_inv", "erfc", "exp", "exp2", "expm1", "floor", "imag", "is_finite", "lgamma",
    "log", "log1p", "logistic", "neg", "population_count", "real", "reciprocal", "rsqrt", "sign", "sin",
    "sinh", "sqrt", "square", "tan", "tanh",
)
_LAX_BINARY: Final = (
    "add", "sub", "mul", "div", "rem", "pow", "max", "min", "atan2", "nextafter",
    "bitwise_and", "bitwise_or", "bitwise_xor", "shift_left", "shift_right_arithmetic",
    "shift_right_logical", "eq", "ne", "lt", "le", "gt", "ge", "complex",
)
_LAX_PRIMITIVES: Final = {"bitwise_and": "and_p", "bitwise_or": "or_p", "bitwise_xor": "xor_p",
                          "bitwise_not": "not_p"}
# Elementwise operations with parameters of their own, typed by hand in lax.pyi.
_LAX_HAND_WRITTEN: Final[dict[str, tuple[int, tuple[str, ...], tuple[int, ...] | Literal["star"] | None]]] = {
    "bitcast_convert_type": (1, ("new_dtype",), None), "convert_element_type": (1, ("new_dtype",), None),
    "integer_pow": (1, ("y",), None), "reduce_precision": (1, ("exponent_bits", "mantissa_bits"), None),
    "round": (1, ("rounding_method",), None),
    "clamp": (3, (), (0, 1, 2)), "select": (3, (), (1, 2)), "select_n": (1, (), "star"),
}
# Structural lax operations that still require one dtype among some operands.
_LAX_SAME_DTYPE_OTHERS: Final[dict[str, tuple[int, ...] | Literal["seq"]]] = {
    "pad": (0, 1), "dynamic_update_slice": (0, 1), "concatenate": "seq",
}


def _rows() -> tuple[Operation, ...]:
    rows = _operators()
    rows += [Operation(name, "numpy", family, 2) for name, family in _NUMPY_BINARY.items()]
    rows += [Operation(name, "numpy", family, 1) for name, family in _NUMPY_UNARY.items()]
    rows += [Operation(name, "numpy", family, 1, params) for name, (family, params) in _NUMPY_REDUCTIONS.items()]
    rows += [Operation(name, "lax", "primitive", 1, primitive=_LAX_PRIMITIVES.get(name, f"{name}_p"))
             for name in _LAX_UNARY]
    rows += [Operation(name, "lax", "primitive", 2, primitive=_LAX_PRIMITIVES.get(name, f"{name}_p"),
                       same_dtype=(0, 1)) for name in _LAX_BINARY]
    rows += [Operation(name, "lax", "hand", arity, params, same_dtype=same)
             for name, (arity, params, same) in _LAX_HAND_WRITTEN.items()]
    rows += [Operation(name, "lax", "structural", 2, same_dtype=same) for name, same in _LAX_SAME_DTYPE_OTHERS.items()]
    return tuple(rows)


OPERATIONS: Final = _rows()


def select(namespace: Namespace, *, arity: int | None = None, family: str | None = None) -> list[Operation]:
    """The rows of one namespace, optionally of one arity or family, in table order."""
    return [op for op in OPERATIONS if op.namespace == namespace
            and (arity is None or op.arity == arity) and (family is None or op.family == family)]


def families(namespace: Namespace, arity: int, *, exclude: tuple[str, ...] = ()) -> dict[str, str]:
    """name -> family for the rows of one namespace and arity."""
    return {op.name: op.family for op in select(namespace, arity=arity) if op.family not in exclude}


NUMPY_BINARY: Final = families("numpy", 2)
NUMPY_UNARY: Final = {op.name: op.family for op in select("numpy", arity=1) if not op.params}
NUMPY_REDUCTIONS: Final = {op.name: op for op in select("numpy", arity=1) if op.params}
LAX_ELEMENTWISE: Final = {op.name: op for op in select("lax", family="primitive")}
LAX_BINARY: Final = tuple(op.name for op in select("lax", arity=2, family="primitive"))
LAX_HAND_WRITTEN: Final = frozenset(op.name for op in select("lax", family="hand"))
LAX_SAME_DTYPE: Final = {op.name: op.same_dtype for op in select("lax") if op.same_dtype is not None}
BINARY_OPERATORS: Final = select("operator", arity=2)
UNARY_OPERATORS: Final = select("operator", arity=1)
