"""``jaxtypes.numpy`` functions that pick elements by index or mask, or put values at
them: ``choose``, ``compress``, ``extract``, ``place``, ``put``, ``put_along_axis``,
``insert`` and ``trim_zeros``. They are built on ``take``, ``nonzero``, indexing and
``x.at[...]`` (the gathers and scatters of ``advanced_indexing``); index arithmetic on
known (not traced) indices, masks and conditions runs on the host.

Dtypes, as measured against JAX in both 64-bit modes:

* ``put``, ``place``, ``put_along_axis`` and ``insert`` keep the array's dtype and weak
  type. The values are cast to it, whatever their dtype (no promotion): floats to
  integers truncate, integers wrap, complex values lose their imaginary part, a Python
  int first becomes the default integer (too large for it: ``OverflowError``).
* ``choose``: the choices promoted together (the lattice join), strongly typed even
  when every choice is weak or a Python scalar. ``a`` must be an integer array (bool
  and inexact ones raise ``ValueError``).
* ``compress`` and ``extract`` keep the array's dtype. Its weak type survives without
  ``size``; with ``size`` the result is strong (``fill_value`` is cast to the array's
  dtype, strongly typed, and mixed in). The condition may have any dtype (non-zero is
  true).
* ``trim_zeros`` slices its operand: same dtype and weak type.

Shapes that depend on data: ``compress``/``extract`` without ``size`` and
``trim_zeros`` need concrete operands (under ``jit``/``vmap`` they raise
``TracerError``, a TypeError, as JAX raises its ``ConcretizationTypeError``), as does
``choose`` with ``mode="raise"`` (it checks the entries); ``insert``'s result shape
depends only on the shape of ``obj``, so ``obj`` may be traced. Arrays are immutable:
``place``, ``put`` and ``put_along_axis`` require ``inplace=False`` (``ValueError``
otherwise, as in JAX).

Indices: ``put`` without ``mode`` clamps, wrapping negative indices once (JAX's
``unravel_index``); "clip" clamps, "wrap" wraps; "raise" is NotImplementedError.
``put_along_axis`` follows ``x.at[...].set``: negative indices wrap once, then out of
bounds ones are dropped (``mode`` None, "fill", "drop"), clamped ("clip") or promised
in bounds ("promise_in_bounds"). ``insert`` wraps negative positions once and clamps
to the axis. Index dtypes narrower than 32 bits are widened first, so they never
overflow against a long axis.

Where this differs from JAX 0.10, on purpose: narrow index dtypes against a long axis
(JAX raises ``OverflowError`` computing ``300 - 1`` in int8); ``put`` into a 0-d array
works, as in NumPy (JAX fails broadcasting); ``trim_zeros`` treats a complex element
as zero only when both parts are (JAX's ``any`` drops imaginary parts);
``put_along_axis`` with an axis out of range raises ``AxisError`` (JAX: an
``AssertionError``); a non-string ``trim`` raises TypeError (JAX: AttributeError).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.operands import kind, lax_operand
from jaxtypes.runtime.numpy.advanced_indexing import IndexTypeError
from jaxtypes.runtime.numpy.elementwise import less, not_equal, remainder, where
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.key_arrays import on_key_data
from jaxtypes.runtime.numpy.manipulation import argsort, moveaxis
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments, promote
from jaxtypes.runtime.numpy.reductions import normalize_axes, normalize_axis, strong
from jaxtypes.runtime.numpy.selection import nonzero, take
from jaxtypes.runtime.numpy.shape import broadcast_shapes, broadcast_to, ravel, reshape, stack
from jaxtypes.runtime.numpy.statistics import cumsum

ArrayLike = Any

__all__ = ["choose", "compress", "extract", "insert", "place", "put", "put_along_axis", "trim_zeros"]


# -- helpers ------------------------------------------------------------------------------

def _array(name: str, a: ArrayLike) -> Array:
    x: Array = promote(name, a)[0][0]
    return x


def _cast(values: Array, like: Array, weak: bool) -> Array:
    """``values`` in ``like``'s dtype (a cast, as JAX's updates cast: no promotion)."""
    return lax_ops.convert_element_type(values, like.dtype, weak_type=weak)


def _truth(x: Array) -> Array:
    """Whether each element is non-zero (NaN is; a complex number is if either part is)."""
    if kind(x.dtype) == "bool":
        return x
    return not_equal(x, as_array(0, x.dtype))


def _concrete(name: str, x: Array, what: str, hint: str = "") -> np.ndarray:
    """``x``'s value on the host; a traced ``x`` without a known value raises."""
    value = x.concrete_value() if isinstance(x, Tracer) else x
    if value is None:
        raise TracerError(f"{name}: {what} must be concrete, but it is traced (inside jit or vmap){hint}")
    return np.asarray(value)


def _no_inplace(name: str, inplace: bool) -> None:
    if inplace:
        raise ValueError(f"jnp.{name} cannot modify arrays in place: arrays are immutable. Pass inplace=False "
                         "to get an updated array instead")


def _index_array(name: str, x: Array, bools: bool) -> Array:
    """Integer indices, widened to at least 32 bits (bools read as 0 and 1 when ``bools``)."""
    k = kind(x.dtype)
    if k == "bool" and not bools:
        raise IndexTypeError(f"{name}: indices must be integers, got {x.dtype.name} (a boolean mask is not an index "
                             "here; use nonzero(mask) for its positions)")
    if k not in ("int", "uint", "bool"):
        raise TypeError(f"{name}: indices must be integers, got {x.dtype.name}")
    if k == "bool" or x.dtype.itemsize < 4:
        return lax_ops.convert_element_type(x, np.dtype(np.int32))
    return x


def _wrap_negative(i: Array, n: int) -> Array:
    """Negative indices counted once from the end (unsigned ones have none)."""
    if kind(i.dtype) == "uint":
        return i
    return where(less(i, as_array(0, i.dtype)), lax_ops.add(i, as_array(n, i.dtype)), i)


def _clamp(i: Array, low: int, high: int) -> Array:
    """``i`` limited to [low, high], in its dtype (both bounds fit it: ``_index_array``)."""
    if kind(i.dtype) != "uint" or low > 0:
        i = lax_ops.max(i, as_array(low, i.dtype))
    return lax_ops.min(i, as_array(high, i.dtype))


def _axis(axis: Any, ndim: int) -> int:
    """``axis`` of an array of ``ndim`` dimensions, non-negative (a 0-d array has none)."""
    if ndim == 0 and isinstance(axis, (int, np.integer)) and not isinstance(axis, bool):
        raise np.exceptions.AxisError(f"axis {axis} is out of bounds for array of dimension 0")
    return normalize_axis(axis, ndim)


def _known(x: Array) -> np.ndarray | None:
    """``x``'s value on the host when it is known (not traced, or the JVP tracer of a
    concrete value); index arithmetic on known indices runs there."""
    value = x.concrete_value() if isinstance(x, Tracer) else x
    return None if value is None else np.asarray(value)


def _device_positions(i: Array, n: int, mode: str | None, top: int) -> Array:
    """``_positions`` on the device."""
    if mode == "wrap":
        return remainder(i, as_array(n, i.dtype))
    return _clamp(_wrap_negative(i, n) if mode is None else i, 0, top)


def _positions(i: Array, n: int, mode: str | None, top: int) -> Array | np.ndarray:
    """Integer indices ``i`` into an axis of ``n``: ``mode`` "wrap" takes them modulo
    ``n``, "clip" clamps them to [0, top], None wraps negative ones once and clamps.
    On the host when ``i`` is known (a NumPy array), else on the device."""
    value = _known(i)
    if value is None:
        return _device_positions(i, n, mode, top)
    dtype = np.int32 if max(n, top) < 2**31 else np.int64
    if value.dtype.kind == "u":  # (unsigned: no negatives; mod and clamp without a signed overflow)
        wide = value.astype(np.uint64)
        out = wide % np.uint64(n) if mode == "wrap" else np.minimum(wide, np.uint64(top))
        return out.astype(dtype)
    signed = value.astype(np.int64)
    if mode == "wrap":
        return (signed % n).astype(dtype)
    if mode is None:
        signed = np.where(signed < 0, signed + n, signed)
    return np.clip(signed, 0, top).astype(dtype)


# -- choose -------------------------------------------------------------------------------

def choose(a: ArrayLike, choices: Array | np.ndarray | Sequence[ArrayLike], out: None = None,
           mode: str = "raise") -> Array:
    """At each position, the element of ``choices[a]`` there (``a`` and the choices
    broadcast together). Entries of ``a`` out of ``[0, len(choices))``: an error
    (``mode="raise"``, needs a concrete ``a``), wrapped ("wrap") or clamped ("clip")."""
    if out is not None:
        raise NotImplementedError("jnp.choose: the 'out' argument is not supported (arrays are immutable)")
    stacked: Array | None = None
    items: list[Any] = []
    if isinstance(choices, (Array, np.ndarray)):
        if choices.ndim == 0:
            raise TypeError("jnp.choose: choices must be a sequence of arrays, or an array whose first axis lists "
                            "them; got a 0-d array")
        check_arguments("choose", a, choices)
        stacked = strong(_array("choose", choices))
        count = stacked.shape[0]
    elif isinstance(choices, (list, tuple)):
        items = list(choices)
        check_arguments("choose", a, *items)
        count = len(items)
    else:
        raise TypeError(f"jnp.choose: choices must be a sequence of arrays or an array, got {type(choices).__name__}")
    index = _array("choose", a)
    if kind(index.dtype) not in ("int", "uint"):
        raise ValueError(f"jnp.choose: `a` must be an integer array, got {index.dtype.name}")
    if mode not in ("raise", "wrap", "clip"):
        raise ValueError(f"jnp.choose: mode={mode!r} not understood; it must be 'raise', 'wrap' or 'clip'")
    if mode == "raise":
        value = _concrete("jnp.choose", index, "with mode='raise', `a` (its entries are checked)",
                          "; use mode='wrap' or mode='clip' there")
        if value.size and (np.any(value < 0) or np.any(value >= count)):
            raise ValueError(f"jnp.choose: invalid entry in choice array: the entries of `a` must lie in "
                             f"[0, {count}) with mode='raise'")
    if count == 0:
        raise IndexError("jnp.choose: choices is empty: there is nothing to choose from")
    index = _index_array("jnp.choose", index, bools=False)
    at = _positions(index, count, "clip" if mode == "raise" else mode, count - 1)
    if stacked is None:
        arrays = promote("choose", *items)[0]
        shape = broadcast_shapes(index.shape, *(c.shape for c in arrays))
        stacked = strong(stack([broadcast_to(c, shape) for c in arrays]))
    else:
        shape = broadcast_shapes(index.shape, stacked.shape[1:])
        stacked = broadcast_to(stacked, (count, *shape))
    # choices[at[p]][p] at each position p: ``at`` beside the positions along every axis
    grid = [np.arange(d).reshape((1,) * k + (d,) + (1,) * (len(shape) - k - 1)) for k, d in enumerate(shape)]
    if not isinstance(at, np.ndarray) and at.shape != shape:
        at = broadcast_to(at, shape)
    return getitem(stacked, (at, *grid))


# -- compress, extract --------------------------------------------------------------------

def _compress(name: str, condition: ArrayLike, a: ArrayLike, axis: int | None, size: Any,
              fill_value: ArrayLike) -> Array:
    cond, x = _array(name, condition), _array(name, a)
    if cond.ndim != 1:
        raise ValueError(f"jnp.{name}: condition must be a 1-D array, got shape {cond.shape}")
    if axis is None:
        x, ax = ravel(x), 0
    else:
        ax = _axis(axis, x.ndim)
    n = x.shape[ax]
    kept = min(n, cond.shape[0])
    if kept < n:
        x = lax_shape.slice_in_dim(x, 0, kept, axis=ax)
    if size is None:
        present = _concrete(f"jnp.{name}", cond, "without size=, the condition (it fixes the result's shape)",
                            "; give a static size= (and fill_value=) there") != 0
        if present[n:].any():
            raise ValueError(f"jnp.{name}: condition contains entries that are out of bounds: it is true beyond "
                             f"the {n} entries of the array along the axis")
        return take(x, np.flatnonzero(present[:kept]).astype(np.int32), axis=ax, mode="clip")
    try:
        count = operator.index(size)
    except TypeError:
        raise TypeError(f"jnp.{name}: size must be a static integer, got {size!r}") from None
    if not 0 <= count <= kept:
        raise ValueError(f"jnp.{name}: size must be non-negative and not greater than the size of the array "
                         f"axis; got size={count} for {kept} entries")
    # fill_value broadcasts against the array with the axis in front (as in JAX)
    fill = _cast(lax_operand(fill_value), x, weak=False)
    front = (kept, *x.shape[:ax], *x.shape[ax + 1:])
    try:
        fill = broadcast_to(fill, front)
    except ValueError:
        raise ValueError(f"jnp.{name}: fill_value of shape {fill.shape} does not broadcast to the selected "
                         f"array's shape {front} (its axis first)") from None
    if ax:
        fill = moveaxis(fill, 0, ax)
    # the true entries in order, then the false ones (their slices replaced by fill_value)
    known = _known(cond)
    if known is not None:
        truth: Any = known[:kept] != 0
        order: Any = np.argsort(~truth, kind="stable")[:count].astype(np.int32)
    else:
        truth = _truth(lax_shape.slice_in_dim(cond, 0, kept)) if kept < cond.shape[0] else _truth(cond)
        order = argsort(lax_ops.convert_element_type(truth, np.dtype(np.int8)), stable=True, descending=True)
        order = lax_shape.slice_in_dim(order, 0, count)
    mask_shape = (1,) * ax + (kept,) + (1,) * (x.ndim - ax - 1)
    mask = truth.reshape(mask_shape) if isinstance(truth, np.ndarray) else reshape(truth, mask_shape)
    return take(strong(where(mask, x, fill)), order, axis=ax, mode="clip")


def compress(condition: ArrayLike, a: ArrayLike, axis: int | None = None, *, size: int | None = None,
             fill_value: ArrayLike = 0, out: None = None) -> Array:
    """The slices of ``a`` along ``axis`` (None: flattened) where ``condition`` (1-D, read
    as booleans) is true. ``size`` fixes their number (needed under ``jit``): the first
    ``size``, or all padded with ``fill_value``."""
    check_arguments("compress", condition, a, fill_value)
    if out is not None:
        raise NotImplementedError("jnp.compress: the 'out' argument is not supported (arrays are immutable)")
    return _compress("compress", condition, a, axis, size, fill_value)


def extract(condition: ArrayLike, arr: ArrayLike, *, size: int | None = None, fill_value: ArrayLike = 0) -> Array:
    """The elements of ``arr`` where ``condition`` is true, both flattened (``compress``)."""
    check_arguments("extract", condition, arr, fill_value)
    return _compress("extract", ravel(_array("extract", condition)), ravel(_array("extract", arr)), None, size,
                     fill_value)


# -- place, put, put_along_axis -----------------------------------------------------------

def place(arr: ArrayLike, mask: ArrayLike, vals: ArrayLike, *, inplace: bool = True) -> Array:
    """``arr`` with the elements where ``mask`` is true (in row-major order) replaced by
    ``vals``'s elements, repeated as needed. ``inplace=False`` is required."""
    check_arguments("place", arr, mask, vals)
    _no_inplace("place", inplace)
    x, m, v = _array("place", arr), _array("place", mask), ravel(_array("place", vals))
    if x.size != m.size:
        raise ValueError(f"jnp.place: arr and mask must be the same size, got {x.size} and {m.size} elements")
    if v.size == 0:
        raise ValueError("jnp.place: cannot place values from an empty array (vals is empty)")
    if x.size == 0:
        return x
    flat = ravel(x)
    known = _known(m)
    if known is not None:
        positions = np.flatnonzero(known)
        if not positions.size:
            return x
        picked = take(v, (np.arange(positions.size) % v.size).astype(np.int32), mode="clip")
        return reshape(flat.at[positions.astype(np.int32)].set(picked, mode="promise_in_bounds"), x.shape)
    truth = _truth(ravel(m))
    index = dtypes.default_dtype("i*")
    rank = cumsum(truth, dtype=index)  # the 1-based rank of each true position among them
    which = remainder(lax_ops.sub(rank, as_array(1, index)), as_array(v.size, index))
    picked = _cast(take(v, which, mode="clip"), x, x.weak_type)
    out = lax_ops.convert_element_type(where(truth, picked, flat), x.dtype, weak_type=x.weak_type)
    return reshape(out, x.shape)


def put(a: ArrayLike, ind: ArrayLike, v: ArrayLike, mode: str | None = None, *, inplace: bool = True) -> Array:
    """``a`` with its flattened elements at ``ind`` replaced by ``v`` (repeated as needed).
    ``mode``: None (clamp, negative indices wrapped once), "clip" or "wrap".
    ``inplace=False`` is required."""
    _no_inplace("put", inplace)
    check_arguments("put", a, ind, v)
    x, i, values = _array("put", a), ravel(_array("put", ind)), ravel(_array("put", v))
    i = _index_array("jnp.put", i, bools=True)
    if x.size == 0 or i.size == 0 or values.size == 0:
        return x
    if mode == "raise":
        raise NotImplementedError("jnp.put: mode='raise' is not supported (no error can be raised from inside a "
                                  "compiled program); use mode='clip' or mode='wrap'")
    if mode not in (None, "clip", "wrap"):
        raise ValueError(f"jnp.put: mode should be one of None, 'clip' or 'wrap'; got mode={mode!r}")
    n, k = x.size, i.size
    if values.size != k:
        values = take(values, (np.arange(k) % values.size).astype(np.int32), mode="clip")
    at = _positions(i, n, mode, n - 1)
    return reshape(ravel(x).at[at].set(values, mode="promise_in_bounds"), x.shape)


def put_along_axis(arr: ArrayLike, indices: ArrayLike, values: ArrayLike, axis: int | None, inplace: bool = True,
                   *, mode: str | None = None) -> Array:
    """``arr`` with ``values`` put at ``indices`` along ``axis`` (None: flattened), the
    other axes matched as in ``take_along_axis`` (``values`` broadcast to ``indices``,
    ``indices`` against ``arr`` off the axis). ``mode`` as in ``x.at[...].set``.
    ``inplace=False`` is required."""
    _no_inplace("put_along_axis", inplace)
    check_arguments("put_along_axis", arr, indices, values)
    x, idx, v = _array("put_along_axis", arr), _array("put_along_axis", indices), _array("put_along_axis", values)
    idx = _index_array("jnp.put_along_axis", idx, bools=False)
    shape = x.shape
    if axis is None:
        x, ax = ravel(x), 0
    else:
        ax = _axis(axis, x.ndim)
    if x.ndim != idx.ndim:
        raise ValueError(f"jnp.put_along_axis: arr and indices must have the same number of dimensions, got "
                         f"arr.ndim={x.ndim} and indices.ndim={idx.ndim}")
    try:
        v = broadcast_to(v, idx.shape)
    except ValueError:
        raise ValueError(f"jnp.put_along_axis: values must broadcast to the shape of indices; got values.shape="
                         f"{v.shape} and indices.shape={idx.shape}") from None
    for d, (m, k) in enumerate(zip(x.shape, idx.shape)):
        if d != ax and m != k and 1 not in (m, k):
            raise ValueError(f"jnp.put_along_axis: indices of shape {idx.shape} do not broadcast against arr of "
                             f"shape {x.shape} off axis {ax}")
    known = _known(idx)
    # the indices along ``axis``, each other axis indexed by its own positions (broadcast)
    index = tuple((idx if known is None else known) if d == ax
                  else np.arange(m).reshape((1,) * d + (m,) + (1,) * (x.ndim - d - 1)) for d, m in enumerate(x.shape))
    out: Array = x.at[index].set(v, mode=mode)
    return reshape(out, shape) if axis is None else out


# -- insert -------------------------------------------------------------------------------

def _insert_sources(i: np.ndarray, n: int) -> np.ndarray:
    """For each position of the result, where its element comes from in ``[arr, values]``
    joined along the axis: ``i`` (wrapped and clamped positions, one per inserted value)."""
    k = i.shape[0]
    order = np.argsort(i, kind="stable")
    at = np.empty(k, np.int64)
    at[order] = i[order] + np.arange(k)
    source = np.empty(n + k, np.int64)
    kept = np.ones(n + k, bool)
    kept[at] = False
    source[at] = n + np.arange(k)
    source[kept] = np.arange(n)
    return source


def _traced_insert_sources(i: Array, n: int) -> Array:
    """``_insert_sources`` on the device (``obj`` traced)."""
    index = dtypes.default_dtype("i*")
    k = i.shape[0]
    ranks = argsort(argsort(i, stable=True), stable=True)  # each position's place among them, ties in order
    at = lax_ops.add(lax_ops.convert_element_type(i, index), ranks)
    kept = lax_shape.full((n + k,), True, np.dtype(np.bool_)).at[at].set(False)
    originals = nonzero(kept, size=n)[0] if n else lax_shape.full((0,), 0, index)
    source = lax_shape.full((n + k,), 0, index).at[at].set(lax_ops.add(lax_shape.iota(index, k), as_array(n, index)))
    out: Array = source.at[originals].set(lax_shape.iota(index, n))
    return out


@on_key_data("arr", "values")
def insert(arr: ArrayLike, obj: ArrayLike | slice, values: ArrayLike, axis: int | None = None) -> Array:
    """``arr`` with ``values`` inserted before the positions ``obj`` (an index, a 1-D
    array of them, or a slice) along ``axis`` (None: flattened). Several values at one
    position keep their order; positions wrap once from the end and clamp to the axis."""
    check_arguments("insert", arr, 0 if isinstance(obj, slice) else obj, values)
    x, v = _array("insert", arr), _array("insert", values)
    if axis is None:
        x, ax = ravel(x), 0
    else:
        if isinstance(axis, Tracer):
            raise TracerError("jnp.insert: axis must be a static integer, not a traced value")
        ax = _axis(axis, x.ndim)
    n = x.shape[ax]
    host: np.ndarray | None = None
    traced: Array | None = None
    if isinstance(obj, slice):
        host = np.arange(*obj.indices(n))
    elif isinstance(obj, Tracer) and obj.concrete_value() is None:
        traced = obj
    else:
        host = np.asarray(obj.concrete_value() if isinstance(obj, Tracer) else obj)
    positions_shape = host.shape if host is not None else traced.shape  # type: ignore[union-attr]
    dtype = host.dtype if host is not None else traced.dtype  # type: ignore[union-attr]
    if len(positions_shape) > 1:
        raise ValueError(f"jnp.insert: obj must be a slice, a one-dimensional array or a scalar; got an array of "
                         f"shape {positions_shape}")
    if dtype.kind not in "iu":
        if host is not None and host.size == 0 and not isinstance(obj, Array):
            host = host.astype(np.int64)
        else:
            raise ValueError(f"jnp.insert: the positions (obj) must be integers; got {dtype.name}")
    v = _cast(v, x, x.weak_type)
    if v.ndim < x.ndim:
        v = reshape(v, (1,) * (x.ndim - v.ndim) + v.shape)
    if len(positions_shape) == 0:
        v = moveaxis(v, 0, ax)
    count = v.shape[ax]
    if host is not None:
        if host.size == 1:
            host = np.full(count, host.reshape(-1)[0])
        i = host.astype(np.int64)
        i = np.clip(np.where(i < 0, i + n, i), 0, n)
        k = i.shape[0]
    else:
        assert traced is not None
        t = _index_array("jnp.insert", traced, bools=False)
        t = reshape(t, (-1,))
        if t.shape[0] == 1:
            t = broadcast_to(t, (count,))
        k = t.shape[0]
    if count not in (k, 1):
        raise ValueError(f"jnp.insert: {count} values do not match the {k} positions to insert them at")
    target = x.shape[:ax] + (k,) + x.shape[ax + 1:]
    try:
        v = broadcast_to(v, target)
    except ValueError:
        raise ValueError(f"jnp.insert: values of shape {v.shape} do not broadcast to the inserted part's shape "
                         f"{target}") from None
    if not k:
        return x
    joined = lax_shape.concatenate([x, v], ax)
    if host is not None:
        source: Any = _insert_sources(i, n).astype(np.int32)
    else:
        source = _traced_insert_sources(_device_positions(t, n, None, n), n)
    return take(joined, source, axis=ax, mode="clip")


# -- trim_zeros ---------------------------------------------------------------------------

def trim_zeros(filt: ArrayLike, trim: str = "fb", axis: int | Sequence[int] | None = None) -> Array:
    """``filt`` without its leading ("f" in ``trim``) and trailing ("b") zeros along each
    of ``axis`` (None: every axis): slices that are zero throughout. ``filt`` must be
    concrete (the result's shape depends on it)."""
    check_arguments("trim_zeros", filt)
    x = _array("trim_zeros", filt)
    value = _concrete("jnp.trim_zeros", x, "filt (its zeros fix the result's shape)")
    axes = normalize_axes(axis, x.ndim)
    if not isinstance(trim, str):
        raise TypeError(f"jnp.trim_zeros: trim must be a string of 'f' and 'b', got {type(trim).__name__}")
    front, back = "f" in trim.lower(), "b" in trim.lower()
    if not axes or not (front or back):
        return x
    nonzero_values = value != 0
    index: list[slice] = []
    for d in range(x.ndim):
        if d not in axes:
            index.append(slice(None))
            continue
        found = nonzero_values.any(axis=tuple(e for e in range(x.ndim) if e != d))
        if not found.any():
            index.append(slice(0, 0))
            continue
        start = int(found.argmax()) if front else None
        stop = x.shape[d] - int(found[::-1].argmax()) if back else None
        index.append(slice(start, stop))
    return getitem(x, tuple(index))
