"""What every sampler shares: taking the shape, dtype and parameter arguments as jax does,
and drawing bits, uniform floats and the other basic variates from one key's data.

The ``draw_*`` functions take the key's data and the name of its implementation, and
run inside the samplers' staged programs (or a user's trace); the public samplers check
their arguments, then call them through one ``staged`` program each.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any, Final

import ml_dtypes
import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.lax import elementwise as lax_e
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.elementwise import less, maximum
from jaxtypes.runtime.numpy.promotion import promote_inexact
from jaxtypes.runtime.numpy.shape import broadcast_shapes, broadcast_to
from jaxtypes.runtime.random import keys
from jaxtypes.runtime.random.threefry import BIT_DTYPES


def shape_of(name: str, shape: Any) -> tuple[int, ...]:
    """A shape argument as a tuple of ints (an int is a 1-d shape)."""
    try:
        sizes = (operator.index(shape),) if not isinstance(shape, Sequence) else tuple(operator.index(s) for s in shape)
    except TypeError:
        raise TypeError(f"{name}: shape must be an int or a sequence of ints, got {shape!r}") from None
    if any(s < 0 for s in sizes):
        raise ValueError(f"{name}: shape {sizes} has a negative dimension")
    return sizes


def check_shape(name: str, shape: tuple[int, ...], *param_shapes: tuple[int, ...]) -> None:
    """The parameters' shapes must broadcast to ``shape`` exactly."""
    if param_shapes:
        joint = tuple(broadcast_shapes(shape, *param_shapes))
        if joint != shape:
            raise ValueError(f"{name} parameter shapes must be broadcast-compatible with shape argument, and the "
                             f"result of broadcasting the shapes must equal the shape argument, but got result "
                             f"{joint} for shape argument {shape}.")


def shape_or_params(name: str, shape: Any, *params: Any) -> tuple[int, ...]:
    """``shape`` checked against the parameters' shapes, or (None) their broadcast shape."""
    param_shapes = [tuple(np.shape(p)) for p in params]
    if shape is None:
        return tuple(broadcast_shapes(*param_shapes)) if param_shapes else ()
    sizes = shape_of(name, shape)
    check_shape(name, sizes, *param_shapes)
    return sizes


_KINDS: Final = {"f": (np.floating, "a float"), "fc": (np.inexact, "a float or complex"),
                 "iu": (np.integer, "an int"), "u": (np.unsignedinteger, "an unsigned int")}


def user_dtype(name: str, dtype: Any, default: type, kinds: str) -> np.dtype[Any]:
    """The canonical dtype of a ``dtype`` argument (None: the default of ``default``'s
    kind), which must be of the kind ``kinds`` names ('f', 'fc', 'iu' or 'u')."""
    target = dtypes.canonicalize_dtype(default if dtype is None else dtype)
    category, what = _KINDS[kinds]
    if not dtypes.issubdtype(target, category):
        raise ValueError(f"dtype argument to `{name}` must be {what} dtype, got {target}")
    return target


def check_safe_cast(name: str, dtype: np.dtype[Any], *args: Any) -> None:
    """Parameters that do not cast safely to ``dtype`` are refused, as in jax: safely when
    their join with ``dtype`` (a Python scalar or weak array counting as weak) is ``dtype``."""
    for arg in args:
        source = dtypes.result_type(arg)
        if source != dtype and dtypes.result_type(arg, dtype) != dtype:
            raise dtypes.TypePromotionError(f"In arguments to {name}, cannot safely cast argument of type {source} "
                                            f"to {dtype}")


def inexact(name: str, value: Any) -> Array:
    """``value`` as an array of its floating dtype (integers and bools: the default float)."""
    return promote_inexact(name, value)[0][0]


def finfo(dtype: np.dtype[Any]) -> Any:
    return ml_dtypes.finfo(dtype)  # type: ignore[no-untyped-call]


def iinfo(dtype: np.dtype[Any]) -> Any:
    return ml_dtypes.iinfo(dtype)  # type: ignore[no-untyped-call]


def constant(value: Any, dtype: Any) -> Array:
    return asarray(np.array(value, dtype))


def broadcast_param(value: Any, dtype: np.dtype[Any], shape: tuple[int, ...]) -> Array:
    """A parameter converted to ``dtype`` and broadcast to ``shape``."""
    converted = lax_ops.convert_element_type(value, dtype)
    return broadcast_to(converted, shape) if tuple(converted.shape) != shape else converted


# -- the basic draws, on one key's data -------------------------------------------------

def draw_bits(data: Any, impl: str, bit_width: int, shape: tuple[int, ...]) -> Array:
    return keys.IMPLS[impl].random_bits(data, bit_width, shape)


def draw_split(data: Any, impl: str, count: int = 2) -> list[Array]:
    """``count`` new keys' data."""
    new = keys.IMPLS[impl].split(data, (count,))
    return [lax_shape.reshape(lax_shape.slice_in_dim(new, i, i + 1), tuple(new.shape[1:])) for i in range(count)]


def draw_uniform(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any], minval: Any = 0.0,
                 maxval: Any = 1.0) -> Array:
    """Floats in ``[minval, maxval)``: random mantissa bits under the exponent of 1.0,
    less one, scaled."""
    low = lax_ops.convert_element_type(minval, dtype)
    high = lax_ops.convert_element_type(maxval, dtype)
    low = lax_shape.reshape(low, (1,) * (len(shape) - low.ndim) + tuple(low.shape))
    high = lax_shape.reshape(high, (1,) * (len(shape) - high.ndim) + tuple(high.shape))
    info = finfo(dtype)
    nbits, nmant = info.bits, info.nmant
    if nbits not in (8, 16, 32, 64):
        raise TypeError(f"uniform only accepts 8-, 16-, 32-, or 64-bit dtypes, got {dtype}.")
    rng_bits = 8 if nmant < 8 else nbits
    bits = draw_bits(data, impl, rng_bits, shape)
    unsigned = BIT_DTYPES[nbits]
    if rng_bits != nbits:
        bits = lax_ops.convert_element_type(bits, unsigned)
    mantissa = lax_e.shift_right_logical(bits, constant(rng_bits - nmant, unsigned))
    one_bits = np.array(1.0, dtype).view(np.dtype(unsigned))
    floats = lax_e.bitcast_convert_type(lax_ops.bitwise_or(mantissa, constant(one_bits, unsigned)), dtype)
    floats = floats - constant(1.0, dtype)
    return maximum(low, lax_shape.reshape(floats * (high - low) + low, shape))


def draw_normal_real(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    low = np.nextafter(np.array(-1.0, dtype), np.array(0.0, dtype), dtype=dtype)
    u = draw_uniform(data, impl, shape, dtype, asarray(low), asarray(np.array(1.0, dtype)))
    return lax_ops.mul(constant(np.sqrt(2), dtype), lax_e.erf_inv(u))


def draw_normal(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    if dtype.kind != "c":
        return draw_normal_real(data, impl, shape, dtype)
    real_dtype = np.finfo(dtype).dtype  # (the real dtype of that width)
    key_re, key_im = draw_split(data, impl)
    re = draw_normal_real(key_re, impl, shape, real_dtype).astype(dtype)
    im = draw_normal_real(key_im, impl, shape, real_dtype).astype(dtype)
    return (re + 1j * im) / constant(np.sqrt(2), dtype)


def draw_exponential(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    u = draw_uniform(data, impl, shape, dtype)
    return lax_e.neg(lax_e.log1p(lax_e.neg(u)))


def draw_bernoulli(data: Any, impl: str, p: Any, shape: tuple[int, ...]) -> Array:
    """Bools, True with probability ``p`` (a float array)."""
    return less(draw_uniform(data, impl, shape, p.dtype), p)


def draw_rademacher(data: Any, impl: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> Array:
    half = constant(0.5, dtypes.canonicalize_dtype(float))
    coins = draw_bernoulli(data, impl, half, shape).astype(dtype)
    return (2 * coins - 1).astype(dtype)
