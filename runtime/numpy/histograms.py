"""``jaxtypes.numpy`` histograms: ``histogram``, ``histogram2d``, ``histogramdd``,
``histogram_bin_edges`` and ``bincount``.

Bins are a number of equal bins (over ``range``, or the data's minimum to maximum, widened
by half a unit each way where the two are equal) or an array of edges. A value falls in
the bin whose edges hold it, the lower edge included, the upper one too for the last bin;
values outside the edges, and NaN, are left out. NaN or infinite data without a
``range`` gives NaN (or infinite) edges, the values then binned by the same comparisons
as in jax. Edges out of order (a reversed ``range``) are searched by jax's binary search,
step for step, so they bin as in jax (NumPy refuses them). Complex data is binned in
``sort``'s order (by real part, then imaginary part), the edges running in a straight
line from the lower to the upper corner. Empty data needs a ``range`` (ValueError
without one, as for ``min``).

Dtypes as in JAX (measured against it, in both 64-bit modes), every result strongly
typed:

* ``histogram_bin_edges``: the inexact dtype of ``a`` (integer and bool data become
  float32, 64-bit integers float64; a weak float keeps its dtype, a Python float gives the
  default float); edges given as an array are cast to it (complex edges lose their
  imaginary part when ``a`` is real);
* ``histogram``: counts and edges of the inexact join of ``a`` and ``weights`` (int8 data
  with int8 weights count in float32; float32 data with int64 weights in float32;
  complex weights make complex counts and edges);
* ``histogramdd`` and ``histogram2d`` (whose ``x`` and ``y`` are first joined): edges of
  the inexact join of the sample and ``weights``; counts of the default integer (int32,
  or int64 in 64-bit mode) without weights, of that inexact join with them, and of the
  sample's inexact dtype with ``density``;
* ``bincount``: counts of the default integer without weights; with them, of the
  weights' (canonical) dtype, whatever ``x``'s integer dtype (bool ``x`` counts as int32;
  bool weights are refused, TypeError, as by jax's scatter-add).

``bincount`` clips negative values to 0 and drops values at or beyond the length. Its
length is ``length`` when given (then values of ``x`` may be traced), else the larger of
``minlength`` and ``x.max() + 1``, read from the data: traced data (under ``jit`` or
``vmap``) raises ``TracerError`` (a TypeError, as jax's ConcretizationTypeError), so do a
traced number of bins, ``minlength`` or ``length``. String ``bins`` are not implemented
(NotImplementedError from ``histogram_bin_edges``, TypeError elsewhere, as in jax).
jax's ``out_sharding`` of ``bincount`` is not a parameter here (no sharding yet).
"""

from __future__ import annotations

import builtins
import math
import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.tracing import Tracer, TracerError
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.control_flow import scan
from jaxtypes.runtime.numpy.advanced_indexing import IndexUpdateRef
from jaxtypes.runtime.numpy.creation import ones_like, zeros
from jaxtypes.runtime.numpy.elementwise import add, clip, divide, equal, multiply, subtract, where
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.manipulation import diff
from jaxtypes.runtime.numpy.promotion import check_arguments, is_array_like, promote, promote_inexact, to_inexact
from jaxtypes.runtime.numpy.reductions import max as max_of
from jaxtypes.runtime.numpy.reductions import min as min_of
from jaxtypes.runtime.numpy.reductions import strong, sum
from jaxtypes.runtime.numpy.searching import sort_less
from jaxtypes.runtime.numpy.shape import reshape, stack, transpose

ArrayLike = Any

_INDEX = np.dtype(np.int32)  # (bin indices, as searchsorted's)


def _kind(dtype: np.dtype[Any]) -> str:
    return dtypes.dtype_info(dtype).kind


def _last(x: Array) -> Array:
    n = x.shape[0]
    if n == 0:  # (jax's class: it indexes the last edge)
        raise IndexError("histogram: the bins have no edges (bins must be at least 0, or an array of edges)")
    return lax_shape.index_in_dim(x, n - 1, 0, keepdims=False)


def _first(x: Array) -> Array:
    return lax_shape.index_in_dim(x, 0, 0, keepdims=False)


def _default_int(value: int) -> Array:
    """``value`` as a strongly typed array of the default integer."""
    return asarray(value, dtype=dtypes.default_dtype("i*"))


def _bin_count(bins: Any, name: str) -> int:
    """A number of bins: an integer, concrete (a traced one raises TracerError)."""
    if isinstance(bins, Tracer) and bins.concrete_value() is None:
        raise TracerError(f"{name}: the number of bins must be a static integer, got a traced array; "
                          "pass bin edges as an array to trace them")
    try:
        return operator.index(bins)
    except TypeError:
        raise TypeError(f"{name}: bins must be an integer or a 1-d array of bin edges, "
                        f"got {type(bins).__name__} of shape {np.shape(bins)}") from None


def _bounds(span: Any, dtype: np.dtype[Any]) -> tuple[Array, Array]:
    """The lower and upper ends of ``range`` (a pair of scalars or a 2-element array), of ``dtype``."""
    if isinstance(span, (list, tuple)):
        if len(span) != 2:
            raise ValueError(f"histogram: range must be None or a pair of scalars, got {span!r}")
        ends = []
        for end in span:
            if end is None:
                raise ValueError("histogram: range must be None or a pair of scalars, got None in it")
            if np.ndim(end) != 0:
                raise ValueError(f"histogram: range must be None or a pair of scalars, got an end of shape "
                                 f"{np.shape(end)}")
            ends.append(asarray(end, dtype=dtype))
        return ends[0], ends[1]
    bounds = asarray(span, dtype=dtype)
    if bounds.shape != (2,):
        raise ValueError(f"histogram: range must be None or a pair of scalars, got shape {bounds.shape}")
    return _first(bounds), _last(bounds)


def _even_edges(low: Array, high: Array, num: int, dtype: np.dtype[Any]) -> Array:
    """``num`` edges evenly spaced from ``low`` to ``high`` (0-d arrays of ``dtype``), as
    jax's linspace computes them: ``low * (1 - s) + high * s`` for fractions ``s``."""
    if num < 0:
        raise ValueError(f"histogram: the number of bins must be at least -1, got {num - 1}")
    if num == 0:
        return zeros((0,), dtype)
    if num == 1:
        return lax_shape.reshape(low, (1,))
    div = num - 1
    real = dtype if _kind(dtype) != "complex" else np.dtype(np.float32 if dtype.itemsize == 8 else np.float64)
    fractions = lax_ops.div(lax_shape.iota(real, div), lax_shape.full((div,), div, real))
    fractions = lax_ops.convert_element_type(fractions, dtype)
    inner = add(multiply(low, subtract(1, fractions)), multiply(high, fractions))
    return lax_shape.concatenate([inner, lax_shape.reshape(high, (1,))], 0)


def _edges(values: Array, bins: Any, span: Any, dtype: np.dtype[Any], name: str) -> Array:
    """The bin edges of ``dtype`` for ``values`` (any shape)."""
    if np.ndim(bins) == 1:
        return asarray(bins, dtype=dtype)
    count = _bin_count(bins, name)
    if span is None:
        low, high = asarray(min_of(values), dtype=dtype), asarray(max_of(values), dtype=dtype)
    else:
        low, high = _bounds(span, dtype)
    same = equal(subtract(high, low), 0)
    low, high = where(same, subtract(low, 0.5), low), where(same, add(high, 0.5), high)
    return strong(_even_edges(low, high, count + 1, dtype))


def histogram_bin_edges(a: ArrayLike, bins: ArrayLike = 10,
                        range: None | Array | Sequence[ArrayLike] = None,  # noqa: A002
                        weights: ArrayLike | None = None) -> Array:
    """The edges of ``histogram``'s bins for ``a``: ``bins`` equal bins over ``range`` (the
    data's minimum to maximum by default), or ``bins`` itself (a 1-d array of edges).
    ``weights`` is not used (it would matter for string bins, which are not implemented)."""
    del weights
    if isinstance(bins, str):
        raise NotImplementedError(f"histogram_bin_edges: string values of bins ({bins!r}) are not implemented")
    check_arguments("histogram_bin_edges", a, bins)
    values = asarray(a)
    return _edges(values, bins, range, to_inexact(values.dtype), "histogram_bin_edges")


def _bin_index(edges: Array, values: Array) -> Array:
    """For each value, the number of edges not after it (``searchsorted(edges, values,
    side="right")``) by jax's binary search, step for step (so that edges out of order, as
    from a reversed ``range``, bin as in jax), in one loop (``lax.scan``)."""
    n = edges.shape[0]
    two = lax_shape.full((), 2, _INDEX)

    def step(bounds: tuple[Array, Array], _: Any) -> tuple[tuple[Array, Array], None]:
        low, high = bounds
        middle = lax_ops.add(low, lax_ops.div(lax_ops.sub(high, low), two))
        before = sort_less(values, getitem(edges, middle))
        return (where(before, low, middle), where(before, middle, high)), None

    start = (lax_shape.full(values.shape, 0, _INDEX), lax_shape.full(values.shape, n, _INDEX))
    (_, high), _ = scan(step, start, None, length=n.bit_length())  # (ceil(log2(n + 1)) steps)
    out: Array = high
    return out


def _scatter_add(length: int, index: Array, weights: Any, dtype: np.dtype[Any]) -> Array:
    """Zeros of ``dtype`` with ``weights`` added at ``index`` (indices out of bounds dropped)."""
    return IndexUpdateRef(zeros((length,), dtype), index).add(weights, mode="drop")


def histogram(a: ArrayLike, bins: ArrayLike = 10, range: Sequence[ArrayLike] | None = None,  # noqa: A002
              weights: ArrayLike | None = None, density: bool | None = None) -> tuple[Array, Array]:
    """The histogram of ``a`` (any shape): the count (or the sum of ``weights``, of ``a``'s
    shape) of the values in each bin, and the bin edges (see ``histogram_bin_edges``). With
    ``density``, counts per unit length, normalized to integrate to 1."""
    if weights is None:
        check_arguments("histogram", a, bins)
        (values,), _ = promote_inexact("histogram", a)
        mass = ones_like(values)
    else:
        check_arguments("histogram", a, bins, weights)
        if np.shape(a) != np.shape(weights):
            raise ValueError(f"histogram: weights must have the shape of a, {np.shape(a)}, got {np.shape(weights)}")
        (values, mass), _ = promote_inexact("histogram", a, weights)
    edges = histogram_bin_edges(values, bins, range)
    n = edges.shape[0]
    last = _last(edges)
    index = where(equal(values, last), n - 1, _bin_index(edges, values))  # (the last bin holds its upper edge)
    counts = lax_shape.slice_in_dim(_scatter_add(n, index, mass, mass.dtype), 1, n, axis=0)
    if density:
        counts = divide(divide(counts, diff(edges)), sum(counts))
    return counts, edges


def histogramdd(sample: ArrayLike, bins: ArrayLike | list[ArrayLike] = 10,
                range: Sequence[None | Array | Sequence[ArrayLike]] | None = None,  # noqa: A002
                weights: ArrayLike | None = None, density: bool | None = None) -> tuple[Array, list[Array]]:
    """The histogram of ``N`` points in ``D`` dimensions (``sample`` of shape (N, D)):
    ``bins`` (a number, or one number or array of edges per dimension) and ``range`` (None,
    or one pair or None per dimension) as ``histogram``'s, per dimension; the counts (the
    sums of ``weights``, of shape (N,)) in an array of one axis per dimension, and the
    list of the edges."""
    if weights is None:
        check_arguments("histogramdd", sample)
        (points,), _ = promote_inexact("histogramdd", sample)
    else:
        check_arguments("histogramdd", sample, weights)
        if np.shape(weights) != np.shape(sample)[:1]:
            raise ValueError(f"histogramdd: weights must have one weight per sample, shape {np.shape(sample)[:1]}, "
                             f"got {np.shape(weights)}")
        (points, weights), _ = promote_inexact("histogramdd", sample, weights)
    if points.ndim != 2:
        raise ValueError(f"histogramdd: sample must be 2-d, of shape (N, D), got shape {points.shape}")
    dims = points.shape[1]
    if dims == 0:  # (as jax: its flat bin indices would be 0-d)
        raise ValueError("histogramdd: sample must have at least one dimension (column), got shape (N, 0)")
    if range is not None:
        if len(range) != dims:
            raise ValueError(f"histogramdd: for a sample of shape {points.shape}, range must be a sequence of "
                             f"{dims} pairs or Nones, got {range!r}")
        spans: Any = range
        for span in spans:
            if span is not None and np.ndim(span) == 0:  # (jax's class: it reads the pair's length)
                raise IndexError(f"histogramdd: each entry of range must be a pair or None, got {span!r}")
            if span is not None and np.shape(span)[0] != 2:
                raise ValueError(f"histogramdd: for a sample of shape {points.shape}, range must be a sequence of "
                                 f"{dims} pairs or Nones, got {range!r}")
    try:
        per_dimension = list(bins)
    except TypeError:  # a number (or a 0-d array): the same for every dimension
        per_dimension = dims * [bins]
    else:
        if len(per_dimension) != dims:
            raise ValueError(f"histogramdd: bins must give one number or array of edges per dimension ({dims}), "
                             f"got {len(per_dimension)}")
    flat: Array | None = None
    all_edges: list[Array] = []
    sizes: list[int] = []
    for i in builtins.range(dims):
        column = lax_shape.index_in_dim(points, i, 1, keepdims=False)
        edges = histogram_bin_edges(column, per_dimension[i], None if range is None else range[i])
        last = _last(edges)
        index = _bin_index(edges, column)
        index = where(equal(column, last), subtract(index, 1), index)  # (the last bin holds its edge)
        size = edges.shape[0] + 1  # (bins below the first edge and above the last one too)
        index = clip(index, 0, size - 1)
        flat = index if flat is None else add(multiply(flat, size), index)
        all_edges.append(edges)
        sizes.append(size)
    assert flat is not None
    mass: Any = _default_int(1) if weights is None else weights
    dtype = dtypes.default_dtype("i*") if weights is None else weights.dtype
    hist = reshape(_scatter_add(math.prod(sizes), flat, mass, dtype), tuple(sizes))
    for axis, size in enumerate(sizes):
        hist = lax_shape.slice_in_dim(hist, 1, size - 1, axis=axis)
    if density:
        hist = lax_ops.convert_element_type(hist, points.dtype)
        hist = divide(hist, sum(hist))
        for axis, edges in enumerate(all_edges):
            shape = tuple(edges.shape[0] - 1 if j == axis else 1 for j in builtins.range(dims))
            hist = divide(hist, reshape(diff(edges), shape))
    return hist, all_edges


def histogram2d(x: ArrayLike, y: ArrayLike, bins: ArrayLike | list[ArrayLike] = 10,
                range: Sequence[None | Array | Sequence[ArrayLike]] | None = None,  # noqa: A002
                weights: ArrayLike | None = None, density: bool | None = None) -> tuple[Array, Array, Array]:
    """The histogram of the points (``x[i]``, ``y[i]``) (1-d, of one length): ``histogramdd``
    of them, ``bins`` being a number, a pair of numbers or of arrays of edges, or one array
    of edges for both; the counts, the ``x`` edges and the ``y`` edges."""
    check_arguments("histogram2d", x, y)
    try:
        n = len(bins)
    except TypeError:
        n = 1
    if n not in (1, 2):  # one array of edges for both dimensions
        if isinstance(bins, (list, tuple)) and any(isinstance(b, Array) for b in bins):  # (traced ones too)
            check_arguments("histogram2d", *bins)
            shared = stack(promote("histogram2d", *bins)[0])
        else:
            shared = asarray(bins)
        bins = [shared, shared]
    if np.ndim(x) != np.ndim(y):
        raise TypeError(f"histogram2d: x and y must be 1-d arrays of one length, got shapes {np.shape(x)} and "
                        f"{np.shape(y)}")
    if np.ndim(x) != 1:
        raise ValueError(f"histogram2d: x and y must be 1-d arrays, got shape {np.shape(x)}")
    if np.shape(x) != np.shape(y):
        raise TypeError(f"histogram2d: x and y must have one length, got shapes {np.shape(x)} and {np.shape(y)}")
    (xs, ys), _ = promote("histogram2d", x, y)
    hist, edges = histogramdd(transpose(stack([xs, ys])), bins, range, weights, density)
    return hist, edges[0], edges[1]


def _concrete_values(x: Array) -> np.ndarray[Any, Any]:
    if isinstance(x, Tracer):
        value = x.concrete_value()
        if value is None:
            raise TracerError("bincount: the length of the counts depends on the values of a traced x; give a "
                              "static length= to use bincount under jit and vmap")
        return np.asarray(value)
    return np.asarray(x)


def _static_int(value: Any, what: str) -> int:
    if isinstance(value, Tracer) and value.concrete_value() is None:
        raise TracerError(f"bincount: {what} must be a static integer, got a traced array")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"bincount: {what} must be an integer, got {value!r}") from None


def bincount(x: ArrayLike, weights: ArrayLike | None = None, minlength: int = 0, *, length: int | None = None) -> Array:
    """The number of occurrences of each value 0, 1, ... in the 1-d integer array ``x`` (or
    the sum of their ``weights``, of ``x``'s shape); negative values count as 0. The length
    is ``length`` (values beyond it are dropped), else at least ``minlength`` and enough
    for the largest value (which then must be concrete)."""
    check_arguments("bincount", x)
    values = asarray(x)
    if _kind(values.dtype) == "bool":
        values = lax_ops.convert_element_type(values, _INDEX)
    if _kind(values.dtype) not in ("int", "uint"):
        raise TypeError(f"bincount: x must have an integer dtype, got {values.dtype}")
    if values.ndim != 1:
        raise ValueError(f"bincount: x must be 1-d, got shape {values.shape}")
    least = _static_int(minlength, "minlength")
    if length is None:
        host = _concrete_values(values)
        size = builtins.max(least, int(builtins.max(0, host.max())) + 1 if host.size else 0)
    else:
        size = _static_int(length, "length")
        if size < 0:  # (jax's class)
            raise TypeError(f"bincount: length must be nonnegative, got {size}")
    mass: Any
    if weights is None:
        mass, dtype = _default_int(1), dtypes.default_dtype("i*")
    else:
        if np.shape(weights) != values.shape:
            raise ValueError(f"bincount: weights must have the shape of x, {values.shape}, got {np.shape(weights)}")
        if not is_array_like(weights):
            raise TypeError(f"bincount requires ndarray or scalar weights, got {type(weights).__name__}")
        mass = asarray(weights)
        dtype = mass.dtype
        if _kind(dtype) == "bool":  # (jax's scatter-add refuses bool)
            raise TypeError("bincount: weights must be numbers, not bool")
    return _scatter_add(size, clip(values, 0), mass, dtype)

