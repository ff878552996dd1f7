"""``jaxtypes.numpy.vectorize``, the class ``ufunc`` and ``frompyfunc``: functions of
scalars (or of core arrays, with a gufunc signature) mapped over the broadcast leading
dimensions of their arguments with ``vmap``, and NumPy's ufunc methods built on them.

``vectorize(f)`` squeezes each argument's loop dimensions of size 1 and maps the others
with one ``vmap`` per broadcast dimension (an argument without that dimension is not
mapped), so nothing is broadcast in memory; it works under ``jit``, ``grad`` and
``vmap``. A ``ufunc`` calls ``jit(vectorize(func))`` (or its ``call``), and builds
``reduce``, ``accumulate``, ``at`` and ``reduceat`` from binary calls in a ``scan``
(unless given its own), each method compiled once per signature as in JAX.

Dtypes as in JAX (measured against it, in both 64-bit modes):

* ``vectorize``: what the function returns for arguments of the given dtypes and weak
  types (arguments are converted with ``asarray``: a Python scalar is a weak array);
* ``ufunc.__call__`` and ``outer``: what ``func`` returns (jitted: a Python scalar result
  becomes a weak array);
* ``reduce`` and ``accumulate``: ``dtype``, or else the dtype ``func`` gives for two
  scalars of the input's dtype and weak type; the result is always strongly typed, and
  an empty reduction is filled with ``initial`` (or the identity), an empty accumulation
  with zeros;
* ``at``: the dtype ``func`` gives for scalars of ``a`` and ``b``, strongly typed;
* ``reduceat``: the input's dtype and weak type (``dtype`` is accepted and, as in JAX,
  not used).

Where this differs from JAX 0.10.2 on purpose: ``vectorize`` refuses keyword arguments
that ``excluded`` does not name (TypeError) where JAX silently drops them, and it treats
``None`` as the first argument like ``None`` anywhere else (JAX fails on it).
``jaxtypes.numpy.add`` and the other binary functions stay plain functions (in JAX they
are ``ufunc`` instances): ``frompyfunc(jnp.add, 2, 1, identity=0)`` gives the methods.
"""

from __future__ import annotations

import functools
import math
import operator
import re
from collections.abc import Callable, Collection, Sequence
from typing import Any, NamedTuple

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.interpreters.jit import ShapeDtypeStruct, eval_shape, jit
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.lax.control_flow import scan
from jaxtypes.runtime.numpy.creation import arange
from jaxtypes.runtime.numpy.editing import append
from jaxtypes.runtime.numpy.elementwise import astype, greater, less, logical_and, where as select_where
from jaxtypes.runtime.numpy.manipulation import moveaxis
from jaxtypes.runtime.numpy.promotion import check_arguments
from jaxtypes.runtime.numpy.selection import take
from jaxtypes.runtime.numpy.shape import (
    broadcast_shapes, broadcast_to, concatenate, expand_dims, ravel, reshape, squeeze,
)

ArrayLike = Any

__all__ = ["frompyfunc", "ufunc", "vectorize"]


# -- vectorize ----------------------------------------------------------------------------

CoreDims = tuple[str, ...]

# NumPy's grammar of generalized-ufunc signatures: "(m,n),(n)->(m)".
_NAME = r"\w+"
_ARGUMENT = rf"\((?:{_NAME}(?:,{_NAME})*)?\)"
_ARGUMENTS = rf"{_ARGUMENT}(?:,{_ARGUMENT})*"
_SIGNATURE = re.compile(rf"^{_ARGUMENTS}->{_ARGUMENTS}$")


def parse_signature(signature: str) -> tuple[list[CoreDims], list[CoreDims]]:
    """The core dimensions of each input and each output of a gufunc signature."""
    if not isinstance(signature, str) or not _SIGNATURE.match(signature):
        raise ValueError(f"vectorize: not a valid gufunc signature: {signature!r}")
    inputs, outputs = ([tuple(re.findall(_NAME, arg)) for arg in re.findall(_ARGUMENT, side)]
                       for side in signature.split("->"))
    return inputs, outputs


def _record_core_sizes(sizes: dict[str, int], shape: tuple[int, ...], core: CoreDims, context: str,
                       is_input: bool) -> None:
    """Check ``shape``'s trailing core dimensions against the sizes seen so far, and add the new ones."""
    if is_input and len(shape) < len(core):
        raise ValueError(f"vectorize: an input of shape {shape} has fewer dimensions than its core dimensions "
                         f"{core} {context}")
    if not is_input and len(shape) != len(core):
        raise ValueError(f"vectorize: an output of shape {shape} does not match its core dimensions {core} {context}")
    for name, size in zip(core, shape[len(shape) - len(core):]):
        known = sizes.setdefault(name, size)
        if known != size:
            raise ValueError(f"vectorize: core dimension {name!r} has sizes {known} and {size} {context}")


def _output_checker(func: Callable[..., Any], sizes: dict[str, int], outputs: list[CoreDims],
                    context: str) -> Callable[..., Any]:
    """``func``, its outputs checked against the signature's output core dimensions."""
    def checked(*args: Any) -> Any:
        out = func(*args)
        results = out if isinstance(out, tuple) else (out,)
        if len(outputs) > 1 and not isinstance(out, tuple):
            raise TypeError(f"vectorize: the function must return a tuple of {len(outputs)} outputs, "
                            f"got {type(out).__name__} {context}")
        if len(results) != len(outputs):
            raise TypeError(f"vectorize: the function returned {len(results)} outputs, the signature has "
                            f"{len(outputs)} {context}")
        seen = dict(sizes)
        for result, core in zip(results, outputs):
            _record_core_sizes(seen, tuple(np.shape(result)), core, context, is_input=False)
        return out

    return checked


def _bind(func: Callable[..., Any], fixed: Sequence[tuple[int, Any]], fixed_kwargs: dict[str, Any]
          ) -> Callable[..., Any]:
    """``func`` with the positional arguments ``fixed`` (position, value) put back in place
    and the keyword arguments ``fixed_kwargs`` added."""
    if not fixed and not fixed_kwargs:
        return func

    def bound(*args: Any, **kwargs: Any) -> Any:
        full = list(args)
        for position, value in fixed:
            full.insert(position, value)
        return func(*full, **kwargs, **fixed_kwargs)

    return bound


def vectorize(pyfunc: Callable[..., Any], *, excluded: Collection[int | str] = frozenset(),
              signature: str | None = None) -> Callable[..., Any]:
    """``pyfunc`` (a function of scalars, or of arrays of the core shapes of
    ``signature``, e.g. ``"(n),(n)->()"``) mapped with ``vmap`` over the broadcast leading
    dimensions of its arguments. The positions and keyword names in ``excluded`` are
    passed through unmapped, as is ``None`` for a scalar argument. Usable as a decorator
    (``functools.partial(vectorize, signature=...)``)."""
    if any(not isinstance(e, (str, int)) for e in excluded):
        raise TypeError(f"vectorize can only exclude integer positions or string names, got excluded={excluded!r}")
    if any(isinstance(e, int) and e < 0 for e in excluded):
        raise ValueError(f"vectorize: excluded={excluded!r} holds a negative position")

    @functools.wraps(pyfunc)
    def vectorized(*args: Any, **kwargs: Any) -> Any:
        context = f"on vectorized function with excluded={excluded!r} and signature={signature!r}"
        fixed = [(i, args[i]) for i in sorted(e for e in excluded if isinstance(e, int)) if i < len(args)]
        func = _bind(pyfunc, fixed, {k: v for k, v in kwargs.items() if k in excluded})
        args = tuple(a for i, a in enumerate(args) if i not in excluded)
        mapped_kwargs = sorted(k for k in kwargs if k not in excluded)
        if mapped_kwargs:
            raise TypeError(f"vectorize: keyword argument(s) {mapped_kwargs} are neither excluded nor mapped: pass "
                            f"them by position, or name them in excluded {context}")
        inputs: list[CoreDims]
        outputs: list[CoreDims] | None
        if signature is None:
            inputs, outputs = [()] * len(args), None
        else:
            inputs, outputs = parse_signature(signature)
        nones = [i for i, a in enumerate(args) if a is None]
        if nones:
            if any(i < len(inputs) and inputs[i] for i in nones):
                raise ValueError(f"vectorize: None can only be passed for scalar arguments, got it at positions "
                                 f"{nones} with signature={signature!r}")
            func = _bind(func, [(i, None) for i in nones], {})
            args = tuple(a for a in args if a is not None)
            inputs = [core for i, core in enumerate(inputs) if i not in nones]
        if len(args) != len(inputs):
            raise TypeError(f"vectorize: expected {len(inputs)} positional arguments, got {len(args)} {context}")
        arrays = [asarray(a) for a in args]
        sizes: dict[str, int] = {}
        loops = []
        for x, core in zip(arrays, inputs):
            _record_core_sizes(sizes, tuple(x.shape), core, context, is_input=True)
            loops.append(tuple(x.shape[:x.ndim - len(core)]))
        loop_shape = broadcast_shapes(*loops) if loops else ()
        mapped = func if outputs is None else _output_checker(func, sizes, outputs, context)
        # One vmap per loop dimension, innermost last; an argument whose dimension is 1
        # (or absent) is squeezed and not mapped there.
        rank = len(loop_shape)
        padded = [(1,) * (rank - len(loop)) + loop for loop in loops]
        squeezed = [squeeze(x, tuple(i for i, n in enumerate(loop) if n == 1)) if 1 in loop else x
                    for x, loop in zip(arrays, loops)]
        unmapped_dims = []
        for dim in reversed(range(rank)):
            in_axes = tuple(None if shape[dim] == 1 else 0 for shape in padded)
            if all(axis is None for axis in in_axes):
                unmapped_dims.append(dim)
            else:
                mapped = vmap(mapped, in_axes)
        result = mapped(*squeezed)
        if not unmapped_dims:
            return result
        if isinstance(result, tuple):
            return tuple(expand_dims(r, unmapped_dims) for r in result)
        return expand_dims(result, unmapped_dims)

    return vectorized


# -- ufunc --------------------------------------------------------------------------------

class _Spec(NamedTuple):
    func: Callable[..., Any]
    nin: int
    nout: int
    nargs: int
    identity: Any
    call: Callable[..., Any] | None
    reduce: Callable[..., Any] | None
    accumulate: Callable[..., Any] | None
    at: Callable[..., Any] | None
    reduceat: Callable[..., Any] | None


def _axis(name: str, axis: Any, ndim: int) -> int:
    """``axis`` in ``[0, ndim)``; a 0-d array has no axis."""
    if not isinstance(axis, (int, np.integer)) or isinstance(axis, bool):
        raise TypeError(f"{name}: an axis must be an integer, got {axis!r}")
    if not -ndim <= axis < ndim:
        raise np.exceptions.AxisError(f"{name}: axis {axis} is out of bounds for an array of dimension {ndim}")
    return int(axis) % ndim


def _scalar_like(x: Array) -> ShapeDtypeStruct:
    return ShapeDtypeStruct((), x.dtype, x.weak_type)


def _index_tuple(name: str, indices: Any) -> tuple[Any, ...]:
    """An index as a tuple; a list (NumPy's old spelling of a tuple) is refused, as in JAX."""
    if isinstance(indices, tuple):
        return indices
    if isinstance(indices, Sequence) and not isinstance(indices, (Array, str)):
        raise TypeError(f"{name}: a non-tuple sequence cannot be an index; write arr[array(seq)] for an array of "
                        f"indices or arr[tuple(seq)] for one index per axis")
    return (indices,)


class ufunc:  # noqa: N801  (NumPy's and JAX's name)
    """A function of ``nin`` arrays applied elementwise with broadcasting (JAX's
    ``jax.numpy.ufunc``), with NumPy's methods ``reduce``, ``accumulate``, ``at``,
    ``reduceat`` and ``outer`` (for binary functions of one output). ``call``,
    ``reduce``... replace the generic implementations (built on ``vectorize`` and
    ``scan``) with faster ones."""

    __name__: str
    __doc__: str | None

    def __init__(self, func: Callable[..., Any], /, nin: int, nout: int, *, name: str | None = None,
                 nargs: int | None = None, identity: Any = None, call: Callable[..., Any] | None = None,
                 reduce: Callable[..., Any] | None = None, accumulate: Callable[..., Any] | None = None,
                 at: Callable[..., Any] | None = None, reduceat: Callable[..., Any] | None = None) -> None:
        self.__doc__ = func.__doc__
        self.__name__ = name or func.__name__
        # (read-only: a ufunc is a static argument of the jitted methods, hashed by these)
        self._spec = _Spec(func, operator.index(nin), operator.index(nout), operator.index(nargs or nin), identity,
                           call, reduce, accumulate, at, reduceat)

    @property
    def nin(self) -> int:
        return self._spec.nin

    @property
    def nout(self) -> int:
        return self._spec.nout

    @property
    def nargs(self) -> int:
        return self._spec.nargs

    @property
    def identity(self) -> Any:
        return self._spec.identity

    def _key(self) -> tuple[Any, ...]:
        spec = self._spec
        return spec.func, self.__name__, spec.identity, spec.nin, spec.nout, spec.nargs

    def __hash__(self) -> int:
        return hash(self._key())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ufunc) and self._key() == other._key()

    def __repr__(self) -> str:
        return f"<jnp.ufunc '{self.__name__}'>"

    def _binary(self, method: str) -> None:
        if self.nin != 2:
            raise ValueError(f"{self.__name__}.{method}: only supported for binary ufuncs (nin=2), not nin={self.nin}")
        if self.nout != 1:
            raise ValueError(f"{self.__name__}.{method}: only supported for ufuncs of one output, not nout={self.nout}")

    def __call__(self, *args: ArrayLike, out: None = None, where: None = None) -> Any:
        if out is not None:
            raise NotImplementedError(f"the out argument of {self} is not supported (arrays are immutable)")
        if where is not None:
            raise NotImplementedError(f"the where argument of {self} is not supported")
        if self._spec.call is not None:  # (which checks its arguments)
            return self._spec.call(*args)
        check_arguments(self.__name__, *args)
        return _call_jitted(self, *args)

    def reduce(self, a: ArrayLike, axis: int | None = 0, dtype: Any = None, out: None = None, keepdims: bool = False,
               initial: ArrayLike | None = None, where: ArrayLike | None = None) -> Array:
        """``a`` reduced along ``axis`` (None: all axes) by the binary function, from
        ``initial`` (else the identity, else the first element), over the entries where
        ``where`` is True."""
        name = f"{self.__name__}.reduce"
        check_arguments(name, a)
        self._binary("reduce")
        if out is not None:
            raise NotImplementedError(f"{name}: the out argument is not supported (arrays are immutable)")
        if initial is not None:
            check_arguments(name, initial)
        if where is not None:
            check_arguments(name, where)
            if self.identity is None and initial is None:
                raise ValueError(f"{name}: {self.__name__!r} has no identity, so a where mask needs an initial value")
            where_dtype = np.dtype(where.dtype if hasattr(where, "dtype") else np.result_type(where))
            if where_dtype != np.bool_:
                raise ValueError(f"{name}: where must have dtype bool, got {where_dtype}")
        return _reduce_jitted(self, a, axis, dtype, keepdims, initial, where)  # type: ignore[no-any-return]

    def accumulate(self, a: ArrayLike, axis: int = 0, dtype: Any = None, out: None = None) -> Array:
        """The running reductions of ``a`` along ``axis``: ``out[i] = f(out[i-1], a[i])``."""
        self._binary("accumulate")
        if out is not None:
            raise NotImplementedError(f"{self.__name__}.accumulate: the out argument is not supported "
                                      "(arrays are immutable)")
        return _accumulate_jitted(self, a, axis, dtype)  # type: ignore[no-any-return]

    def at(self, a: ArrayLike, indices: Any, b: ArrayLike | None = None, /, *, inplace: bool = True) -> Array:
        """``a`` with ``f(a[indices], b)`` (or ``f(a[indices])``) at ``indices``, applied once
        per index, repeated indices in turn. Arrays are immutable: pass ``inplace=False``
        and use the result."""
        if inplace:
            raise NotImplementedError(
                f"{self.__name__}.at: jaxtypes arrays are immutable, so ufunc.at cannot update in place; pass "
                "inplace=False and use the result: arr = jnp.add.at(arr, ind, val, inplace=False)")
        return _at_jitted(self, a, indices, *(() if b is None else (b,)))  # type: ignore[no-any-return]

    def reduceat(self, a: ArrayLike, indices: Any, axis: int = 0, dtype: Any = None, out: None = None) -> Array:
        """The reductions of ``a`` along ``axis`` over the segments ``indices[i]:indices[i+1]``
        (the last to the end; ``a[indices[i]]`` where the next index is not larger)."""
        self._binary("reduceat")
        if out is not None:
            raise NotImplementedError(f"{self.__name__}.reduceat: the out argument is not supported "
                                      "(arrays are immutable)")
        return _reduceat_jitted(self, a, indices, axis, dtype)  # type: ignore[no-any-return]

    def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array:  # noqa: N803  (NumPy's names)
        """The function at every pair of an element of ``A`` and one of ``B``: an array of
        shape ``A.shape + B.shape``."""
        self._binary("outer")
        check_arguments(f"{self.__name__}.outer", A, B)
        return _outer_jitted(self, A, B)  # type: ignore[no-any-return]


def frompyfunc(func: Callable[..., Any], /, nin: int, nout: int, *, identity: Any = None) -> ufunc:
    """A ``ufunc`` from a function of ``nin`` scalars returning ``nout`` values (a tuple
    when several), with ``identity`` for its reductions."""
    return ufunc(func, nin, nout, identity=identity)


# The methods' work, jitted with the ufunc (hashed by its function, name, identity and
# arities) and the shape-like options static, as JAX does.

def _call(self: ufunc, *args: Any) -> Any:
    return vectorize(self._spec.func)(*args)


def scalar_result_dtype(self: ufunc, *xs: Array) -> np.dtype[Any]:
    """The dtype ``func`` returns for scalars like ``xs``."""
    dtype: np.dtype[Any] = np.dtype(eval_shape(self._spec.func, *(_scalar_like(x) for x in xs)).dtype)
    return dtype


def _reduce(self: ufunc, a: Any, axis: Any, dtype: Any, keepdims: bool, initial: Any, where: Any) -> Array:
    if self._spec.reduce is not None:
        custom: Array = self._spec.reduce(a, axis=axis, dtype=dtype, keepdims=keepdims, initial=initial, where=where)
        return custom
    name = f"{self.__name__}.reduce"
    x = asarray(a)
    if initial is None:
        initial = self.identity
    if dtype is None:
        dtype = scalar_result_dtype(self, x, x)
    mask = None if where is None else broadcast_to(where, x.shape)
    if isinstance(axis, tuple):
        for ax in axis:
            _axis(name, ax, x.ndim)
        raise NotImplementedError(f"{name}: a tuple of axes is not supported")
    if axis is None:
        final_shape: tuple[int, ...] = (1,) * x.ndim if keepdims else ()
        x, mask = ravel(x), None if mask is None else ravel(mask)
    else:
        ax = _axis(name, axis, x.ndim)
        final_shape = x.shape[:ax] + ((1,) if keepdims else ()) + x.shape[ax + 1:]
        if ax != 0:
            x, mask = moveaxis(x, ax, 0), None if mask is None else moveaxis(mask, ax, 0)
    if x.shape[0] == 0:
        if initial is None:
            raise ValueError(f"{name}: zero-size array to a reduction by {self.__name__!r}, which has no identity")
        return broadcast_to(astype(asarray(initial), dtype), final_shape)
    rest, rest_mask = x, mask
    if initial is None:
        initial, rest = x[0], x[1:]
        rest_mask = None if mask is None else mask[1:]
    start = broadcast_to(astype(asarray(initial), dtype), x.shape[1:])

    def step(carry: Array, item: Any) -> tuple[Array, None]:
        if rest_mask is None:
            return self(carry, astype(item, dtype)), None
        value, keep = item
        return select_where(keep, self(carry, astype(value, dtype)), carry), None

    result, _ = scan(step, start, rest if rest_mask is None else (rest, rest_mask))
    return reshape(result, final_shape) if keepdims else result


def _accumulate(self: ufunc, a: Any, axis: Any, dtype: Any) -> Array:
    if self._spec.accumulate is not None:
        return self._spec.accumulate(a, axis=axis, dtype=dtype)  # type: ignore[no-any-return]
    name = f"{self.__name__}.accumulate"
    check_arguments(name, a)
    x = asarray(a)
    if dtype is None:
        dtype = scalar_result_dtype(self, x, x)
    if axis is None or isinstance(axis, tuple):
        raise ValueError(f"{name}: accumulates along one axis, got axis={axis!r}")
    ax = _axis(name, axis, x.ndim)
    if x.size == 0:
        return broadcast_to(astype(asarray(0), dtype), x.shape)
    x = moveaxis(x, ax, 0)
    first = astype(x[0], dtype)

    def step(carry: Array, item: Array) -> tuple[Array, Array]:
        value = self(astype(carry, dtype), astype(item, dtype))
        return value, value

    _, rest = scan(step, first, x[1:])
    return moveaxis(concatenate([expand_dims(first, 0), rest]), 0, ax)


def _at(self: ufunc, a: Any, indices: Any, *b: Any) -> Array:
    if self._spec.at is not None:
        return self._spec.at(a, indices, *b)  # type: ignore[no-any-return]
    name = f"{self.__name__}.at"
    check_arguments(name, a, *b)
    a_in, b_in = asarray(a), [asarray(v) for v in b]
    dtype = scalar_result_dtype(self, a_in, *b_in)
    x = astype(a_in, dtype)
    values = [astype(v, dtype) for v in b_in]
    index = _index_tuple(name, indices)
    if not index:
        return x
    shapes = [np.shape(i) for i in index if not isinstance(i, slice)]
    shape = broadcast_shapes(*shapes) if shapes else ()
    if not shape:
        return x.at[index].set(self(x.at[index].get(), *values))
    count = math.prod(shape)
    values = [reshape(broadcast_to(v, (*shape, *v.shape[len(shape):])), (count, *v.shape[len(shape):]))
              for v in values]
    flat = [i if isinstance(i, slice) else ravel(broadcast_to(i, shape)) for i in index]
    arrays = [i for i in flat if not isinstance(i, slice)]

    def step(carry: Array, item: tuple[list[Array], list[Array]]) -> tuple[Array, None]:
        positions, operands = item
        it = iter(positions)
        idx = tuple(i if isinstance(i, slice) else next(it) for i in flat)
        return carry.at[idx].set(self(carry.at[idx].get(), *operands)), None

    result: Array = scan(step, x, (arrays, values))[0]
    return result


def _reduceat(self: ufunc, a: Any, indices: Any, axis: Any, dtype: Any) -> Array:
    if self._spec.reduceat is not None:
        return self._spec.reduceat(a, indices, axis=axis, dtype=dtype)  # type: ignore[no-any-return]
    name = f"{self.__name__}.reduceat"
    check_arguments(name, a, indices)
    x = asarray(a)
    (starts,) = _index_tuple(name, indices)
    starts = asarray(starts)
    if x.ndim == 0:
        raise ValueError(f"{name}: a must have one or more dimensions, got shape {x.shape}")
    if starts.ndim != 1:
        raise ValueError(f"{name}: indices must be one-dimensional, got shape {starts.shape}")
    if axis is None or isinstance(axis, (tuple, list)):
        raise ValueError(f"{name}: reduces along one integer axis, got axis={axis!r}")
    ax = _axis(name, axis, x.ndim)
    out = take(x, starts, axis=ax)
    n = x.shape[ax]
    bounds = append(starts, n)
    segment_shape = tuple(-1 if d == ax else 1 for d in range(x.ndim))
    lower = reshape(bounds[:-1], segment_shape)
    upper = reshape(bounds[1:], segment_shape)

    def step(carry: Array, item: tuple[Array, Array]) -> tuple[Array, None]:
        i, value = item
        inside = logical_and(greater(i, lower), less(i, upper))
        return select_where(inside, self(carry, expand_dims(value, ax)), carry), None

    result: Array = scan(step, out, (arange(n), moveaxis(x, ax, 0)))[0]
    return result


def _outer(self: ufunc, A: Any, B: Any) -> Array:  # noqa: N803
    pairs = vmap(vmap(self, (None, 0)), (0, None))(ravel(A), ravel(B))
    return reshape(pairs, (*np.shape(A), *np.shape(B)))


_call_jitted = jit(_call, static_argnums=0)
_reduce_jitted = jit(_reduce, static_argnums=(0, 2, 3, 4))
_accumulate_jitted = jit(_accumulate, static_argnums=(0, 2, 3))
_at_jitted = jit(_at, static_argnums=0)
_reduceat_jitted = jit(_reduceat, static_argnums=(0, 3, 4))
_outer_jitted = jit(_outer, static_argnums=0)
