"""What the lax modules share: operands (conversion, lax's and NumPy's broadcasting),
the one vocabulary of accepted dtypes (``Accepts``: ``NUMBER``, ``INEXACT``, ...),
checks of dtypes and static parameters, and the StableHLO builder lookup."""

from __future__ import annotations

import builtins
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.primitives import ShapeDtype as ShapeDtype  # the one definition, for the lax modules
from jaxtypes.runtime.core.creation import asarray

Shape = tuple[int, ...]


def hlo(name: str) -> Any:
    """The ``stablehlo`` dialect's builder ``name`` (``add``, ``broadcast_in_dim``, ...)."""
    from jaxlib.mlir.dialects import stablehlo

    return getattr(stablehlo, name)


def hlo_build(name: str) -> Callable[..., Any]:
    """A lowering that applies ``stablehlo.<name>`` to the operands:
    ``build(out_type, *values)``, the op looked up when it runs (jaxlib loads on first use)."""
    def build(out_type: Any, *values: Any) -> Any:
        return hlo(name)(*values)

    return build


def binary_primitive(name: str, check: Callable[[backend.Aval, backend.Aval], np.dtype[Any]],
                     build: Callable[..., Any]) -> Primitive:
    """An elementwise binary primitive: ``check`` validates the operands' dtypes and
    gives the result's; shapes broadcast as NumPy does (the public ``lax`` function
    checks lax's stricter rank rule first) and the lowering broadcasts the operands
    before ``build(out_type, x, y)``."""
    def rule(x: backend.Aval, y: backend.Aval) -> ShapeDtype:
        dtype = check(x, y)
        return numpy_broadcast_shapes(name, x.shape, y.shape), dtype

    def lower(out_type: Any, x: Any, y: Any) -> Any:
        shape = tuple(out_type.shape)
        return build(out_type, lowering.broadcast_to(x, shape), lowering.broadcast_to(y, shape))

    return Primitive(name, rule, lower)


def lax_operand(x: Any) -> Array:
    """A lax operand: arrays as they are; Python scalars become weak arrays of their
    kind's default dtype; NumPy data becomes strong arrays."""
    return x if type(x) is ArrayImpl or isinstance(x, Array) else asarray(x)


def kind(dtype: np.dtype[Any]) -> str:
    """"bool", "uint", "int", "float" or "complex"."""
    return dtypes.dtype_info(dtype).kind


# -- accepted dtypes: the one vocabulary of the lax modules ------------------------

class Accepts(NamedTuple):
    """A set of dtype names an operator accepts, with how error messages describe it."""

    label: str
    names: frozenset[str]


def _names(*kinds: str, min_bits: int = 0) -> frozenset[str]:
    return frozenset(n for n, i in dtypes.REGISTRY.items() if i.kind in kinds and i.bits >= min_bits)


ANY: Accepts = Accepts("bool, integer, floating, complex", _names("bool", "uint", "int", "float", "complex"))
ORDERED: Accepts = Accepts("bool, integer, floating", _names("bool", "uint", "int", "float"))
FLOATING: Accepts = Accepts("floating", _names("float"))
INEXACT: Accepts = Accepts("floating, complex", _names("float", "complex"))
INTEGER: Accepts = Accepts("integer", _names("uint", "int"))
BOOL_OR_INTEGER: Accepts = Accepts("bool, integer", _names("bool", "uint", "int"))
NUMBER: Accepts = Accepts("integer, floating, complex", _names("uint", "int", "float", "complex"))
# jax's abs takes no unsigned and no 2- or 4-bit integers
SIGNED_NUMBER: Accepts = Accepts("signed integer of 8 bits or more, floating, complex",
                                 _names("int", min_bits=8) | _names("float", "complex"))
REAL_NUMBER: Accepts = Accepts("integer, floating", _names("uint", "int", "float"))
COMPLEX: Accepts = Accepts("complex", _names("complex"))
COMPLEX_PARTS: Accepts = Accepts("float32, float64", frozenset({"float32", "float64"}))
CONJUGABLE: Accepts = Accepts("float32, float64, complex", COMPLEX_PARTS.names | COMPLEX.names)


def require(name: str, accepts: Accepts, dtype: np.dtype[Any], position: int | None = None) -> None:
    """Raise TypeError unless ``dtype`` is one of ``accepts`` (``position``: which operand)."""
    if dtypes.dtype_info(dtype).name not in accepts.names:
        where = "" if position is None else f" at position {position}"
        raise TypeError(f"lax.{name} does not accept dtype {dtype.name}{where} (accepted: {accepts.label})")


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


# -- static parameters ---------------------------------------------------------

def index_tuple(name: str, what: str, value: Any, *, allow_int: bool = False) -> tuple[int, ...]:
    """``value`` as a tuple of Python ints (a sequence of integers; one integer if
    ``allow_int``). Anything else raises TypeError naming ``lax.name`` and ``what``."""
    if allow_int and not isinstance(value, Iterable):
        value = (value,)
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"lax.{name}: {what} must be a sequence of integers, got {value!r}")
    try:
        return tuple(operator.index(v) for v in value)
    except TypeError:
        raise TypeError(f"lax.{name}: {what} must be a sequence of integers, got {value!r}") from None


def as_int(name: str, what: str, value: Any) -> int:
    """``value`` as a Python int; TypeError naming ``lax.name`` and ``what`` otherwise."""
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"lax.{name}: {what} must be an integer, got {value!r}") from None


def require_nonnegative(name: str, what: str, values: Sequence[int]) -> None:
    if any(v < 0 for v in values):
        raise TypeError(f"lax.{name}: every entry of {what} must be nonnegative, got {tuple(values)}")


def canonical_axis(name: str, axis: Any, ndim: int) -> int:
    """``axis`` in ``[0, ndim)``, negative axes counted from the end."""
    i = as_int(name, "axis", axis)
    if not -ndim <= i < ndim:
        raise np.exceptions.AxisError(f"lax.{name}: axis {i} is out of bounds for array of dimension {ndim}")
    return i % ndim


def user_dtype(name: str, dtype: Any) -> np.dtype[Any]:
    if dtype is None:
        raise ValueError(f"lax.{name}: a dtype must be specified, got None")
    return dtypes.canonicalize_dtype(dtype)


def padtype_to_pads(in_shape: Sequence[int], window_shape: Sequence[int], window_strides: Sequence[int],
                    padding: str, what: str = "lax.padtype_to_pads") -> list[tuple[int, int]]:
    """The (low, high) pads of ``'VALID'``, ``'SAME'`` or ``'SAME_LOWER'`` padding: SAME
    pads so that the output has ``ceil(size / stride)`` elements, the odd one high
    (SAME_LOWER: low)."""
    kind_ = padding.upper()
    if kind_ == "VALID":
        return [(0, 0)] * len(in_shape)
    if kind_ not in ("SAME", "SAME_LOWER"):
        raise ValueError(f"{what}: padding must be 'SAME', 'SAME_LOWER', 'VALID' or a sequence of (low, high) "
                         f"pairs, got {padding!r}")
    pads = []
    for size, window, stride in zip(in_shape, window_shape, window_strides):
        total = max(0, (-(-size // stride) - 1) * stride + window - size)
        low, high = total // 2, total - total // 2
        pads.append((low, high) if kind_ == "SAME" else (high, low))
    return pads
