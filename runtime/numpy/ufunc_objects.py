"""The functions of ``jaxtypes.numpy`` that are ``ufunc`` objects, as in JAX: ``add``,
``subtract``, ``multiply``, ``maximum``, ``minimum``, ``logaddexp``, ``logaddexp2``,
the bitwise and logical ``and``/``or``/``xor``, and ``negative``.

Calling one calls the elementwise function itself. Their methods use the reductions
JAX uses where it has one (``add.reduce`` is ``sum``, ``add.accumulate`` is ``cumsum``,
``add.at`` is ``x.at[i].add``, ``logaddexp.reduce`` a log-sum-exp...), and the generic
``ufunc`` methods otherwise, so their dtypes are JAX's (measured against jax 0.10.2 for
every method and dtype, in both 64-bit modes):

* ``add``/``multiply``: ``reduce`` as ``sum``/``prod`` (narrow integers and bool widened
  to the default integer), ``accumulate`` as ``cumsum``/``cumprod`` (bool to the default
  integer), ``at`` keeps the array's type, weak or not;
* ``maximum``/``minimum``, bitwise and logical: ``reduce`` and ``accumulate`` keep the
  dtype (bool for the logical ones), strongly typed; bitwise reductions of non-integers
  raise ``ValueError``;
* ``logaddexp``/``logaddexp2``: floating results, as the function gives for two operands
  of the input's dtype (``logaddexp2.reduce`` of integers: the default float), strongly
  typed.

Where this differs from JAX 0.10.2 on purpose: ``reduce``'s ``dtype`` is the result's dtype
for every ufunc (JAX's ``maximum.reduce`` fails on it and its ``logaddexp.reduce`` drops
it); the logical reductions read a complex number as true where either part is nonzero
(as ``logical_and`` itself does; JAX's read the real part only); ``outer`` of weakly typed operands has the
weak type the function itself gives (JAX's ``vmap`` makes ``logical_and.outer`` and
``logaddexp2.outer`` of weak arrays weak, where ``logical_and`` and ``logaddexp2`` are not).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import reduction as lax_reduction
from jaxtypes.runtime.lax.stop_gradient import stop_gradient
from jaxtypes.runtime.numpy import elementwise as ew
from jaxtypes.runtime.numpy import exponents
from jaxtypes.runtime.numpy.elementwise import astype, isfinite, real
from jaxtypes.runtime.numpy.promotion import promote
from jaxtypes.runtime.numpy.reductions import (
    Axis, filled, mask_of, max as max_of, min as min_of, no_out, normalize_axes, prod, strong, sum,
)
from jaxtypes.runtime.numpy.statistics import cumprod, cumsum
from jaxtypes.runtime.numpy.shape import expand_dims, squeeze
from jaxtypes.runtime.numpy.ufuncs import scalar_result_dtype, ufunc

__all__ = ["add", "bitwise_and", "bitwise_or", "bitwise_xor", "logaddexp", "logaddexp2", "logical_and", "logical_or",
           "logical_xor", "maximum", "minimum", "multiply", "negative", "subtract"]

Reduce = Callable[..., Array]


def _extremum_reduce(reduction: Callable[..., Array]) -> Reduce:
    def reduce(a: Any, axis: Axis = 0, dtype: Any = None, out: None = None, keepdims: bool = False,
               initial: Any = None, where: Any = None) -> Array:
        result = reduction(a, axis, out, keepdims, initial, where)
        return result if dtype is None else astype(result, dtype)

    return reduce


def _lax_reduce(name: str, reduction: Callable[[Array, tuple[int, ...]], Array], combine: Callable[[Any, Any], Array],
                identity: int, logical: bool) -> Reduce:
    """A reduction by a lax monoid (bitwise or logical): bitwise ones take integers and
    bools only (ValueError otherwise), logical ones read their input as bool."""
    def reduce(a: Any, axis: Axis = 0, dtype: Any = None, out: None = None, keepdims: bool = False,
               initial: Any = None, where: Any = None) -> Array:
        no_out(name, out)
        (x,), _ = promote(name, a)
        if logical:
            x = astype(x, np.bool_)
        elif dtypes.dtype_info(x.dtype).kind not in ("bool", "int", "uint"):
            raise ValueError(f"{name}: bitwise reductions take integer or bool arrays, got dtype {x.dtype}")
        x = strong(x if dtype is None else astype(x, dtype))
        axes = normalize_axes(axis, x.ndim)
        if where is not None:
            fill = identity if x.dtype != np.bool_ else bool(identity)
            x = ew.where(mask_of(name, where, x.shape), x, filled(fill, x))
        result = reduction(x, axes)
        if keepdims:
            result = expand_dims(result, axes)
        return result if initial is None else combine(result, astype(initial, result.dtype))

    return reduce


def _log_sum_exp_reduce(name: str, func: Callable[[Any, Any], Array], exp: Callable[[Any], Array],
                        log: Callable[[Any], Array]) -> Reduce:
    """``logaddexp.reduce``: the log of the sum of the exponentials, shifted by the largest
    (real part) so that nothing overflows; in the dtype ``func`` gives for two operands
    of the input's dtype, strongly typed."""
    def reduce(a: Any, axis: Axis = 0, dtype: Any = None, out: None = None, keepdims: bool = False,
               initial: Any = None, where: Any = None) -> Array:
        no_out(name, out)
        (x,), _ = promote(name, a)
        if dtype is None:
            # (JAX's logaddexp2.reduce makes integers the default float, 64-bit in 64-bit mode)
            integral = name == "logaddexp2" and dtypes.dtype_info(x.dtype).kind in ("bool", "int", "uint")
            dtype = dtypes.default_dtype("f*") if integral else scalar_result_dtype(_UFUNCS[name], x, x)
        x = astype(x, dtype)
        axes = normalize_axes(axis, x.ndim)
        if where is not None:
            x = ew.where(mask_of(name, where, x.shape), x, filled(-np.inf, x))
        largest = max_of(real(x), axis=axes, keepdims=True, initial=-np.inf)
        shift = stop_gradient(ew.where(isfinite(largest), largest, filled(0, largest)))
        result = ew.add(log(sum(exp(ew.subtract(x, shift)), axis=axes, keepdims=True)), shift)
        if not keepdims:
            result = squeeze(result, axes)
        return result if initial is None else func(result, astype(initial, result.dtype))

    return reduce


def _at(method: str, on_bool: str | None = None) -> Callable[..., Array]:
    """``ufunc.at`` as the functional update of the same name (``on_bool`` for bool arrays:
    ``or`` is ``max``, ``and`` is ``min``): the array's type is kept."""
    def at(a: Any, indices: Any, b: Any = None) -> Array:
        if b is None:
            raise TypeError(f"{method}.at: a binary ufunc needs the values b")
        (x,), _ = promote(f"{method}.at", a)
        update: Array = getattr(x.at[indices], on_bool if on_bool and x.dtype == np.bool_ else method)(b)
        return update

    return at


add: ufunc = ufunc(ew.add, 2, 1, name="add", identity=0, call=ew.add, reduce=sum, accumulate=cumsum,
                   at=_at("add", on_bool="max"))
multiply: ufunc = ufunc(ew.multiply, 2, 1, name="multiply", identity=1, call=ew.multiply, reduce=prod,
                        accumulate=cumprod, at=_at("multiply", on_bool="min"))
subtract: ufunc = ufunc(ew.subtract, 2, 1, name="subtract", call=ew.subtract, at=_at("subtract"))
maximum: ufunc = ufunc(ew.maximum, 2, 1, name="maximum", call=ew.maximum, reduce=_extremum_reduce(max_of))
minimum: ufunc = ufunc(ew.minimum, 2, 1, name="minimum", call=ew.minimum, reduce=_extremum_reduce(min_of))
bitwise_and: ufunc = ufunc(ew.bitwise_and, 2, 1, name="bitwise_and", identity=-1, call=ew.bitwise_and,
                           reduce=_lax_reduce("bitwise_and", lax_reduction.reduce_and, ew.bitwise_and, -1, logical=False))
bitwise_or: ufunc = ufunc(ew.bitwise_or, 2, 1, name="bitwise_or", identity=0, call=ew.bitwise_or,
                          reduce=_lax_reduce("bitwise_or", lax_reduction.reduce_or, ew.bitwise_or, 0, logical=False))
bitwise_xor: ufunc = ufunc(ew.bitwise_xor, 2, 1, name="bitwise_xor", identity=0, call=ew.bitwise_xor,
                           reduce=_lax_reduce("bitwise_xor", lax_reduction.reduce_xor, ew.bitwise_xor, 0, logical=False))
logical_and: ufunc = ufunc(ew.logical_and, 2, 1, name="logical_and", identity=True, call=ew.logical_and,
                           reduce=_lax_reduce("logical_and", lax_reduction.reduce_and, ew.logical_and, 1, logical=True))
logical_or: ufunc = ufunc(ew.logical_or, 2, 1, name="logical_or", identity=False, call=ew.logical_or,
                          reduce=_lax_reduce("logical_or", lax_reduction.reduce_or, ew.logical_or, 0, logical=True))
logical_xor: ufunc = ufunc(ew.logical_xor, 2, 1, name="logical_xor", identity=False, call=ew.logical_xor,
                           reduce=_lax_reduce("logical_xor", lax_reduction.reduce_xor, ew.logical_xor, 0, logical=True))
logaddexp: ufunc = ufunc(exponents.logaddexp, 2, 1, name="logaddexp", identity=-np.inf, call=exponents.logaddexp,
                         reduce=_log_sum_exp_reduce("logaddexp", exponents.logaddexp, ew.exp, ew.log))
logaddexp2: ufunc = ufunc(exponents.logaddexp2, 2, 1, name="logaddexp2", identity=-np.inf, call=exponents.logaddexp2,
                          reduce=_log_sum_exp_reduce("logaddexp2", exponents.logaddexp2, ew.exp2, ew.log2))
negative: ufunc = ufunc(ew.negative, 1, 1, name="negative", call=ew.negative)

_UFUNCS: dict[str, ufunc] = {"logaddexp": logaddexp, "logaddexp2": logaddexp2}
