"""PRNG keys: the implementations, typed key arrays, and the key functions of
``jax.random`` (``key``, ``PRNGKey``, ``split``, ``fold_in``, ``key_data``, ...).

As in jax, a key is either a typed key array (``key(0)``: dtype ``key<fry>``, shape
``()``, no arithmetic) or a raw key, the ``uint32`` data itself (``PRNGKey(0)``: shape
``(2,)`` for threefry2x32). Functions given a raw key return raw keys; given typed
keys, typed keys. A typed key array here is a pytree node whose one leaf is its key
data, so it passes through ``jit``, ``vmap``, ``scan`` and every other transformation
as that data does; it is not an ``Array``, and array functions reject it.

Implementations: ``threefry2x32`` (the default, bit for bit jax's), ``rbg`` and
``unsafe_rbg`` (XLA's ``rng_bit_generator`` for bits; threefry for keys, as in jax).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Final, NamedTuple

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core import tree_util
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.core.key_array_base import KeyArrayBase
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.lax.random_bits import rng_bit_generator
from jaxtypes.runtime.numpy.reductions import normalize_axes, normalize_axis
from jaxtypes.runtime.numpy.staging import staged
from jaxtypes.runtime.random import threefry

__all__ = ["PRNGKey", "clone", "fold_in", "key", "key_data", "key_dtype", "key_impl", "split", "wrap_key_data"]

_U32: Final = np.dtype("uint32")


class PRNGImpl(NamedTuple):
    """A generator: the shape of its key data and its four functions on one key's data."""

    name: str
    tag: str
    key_shape: tuple[int, ...]
    seed: Callable[[Any], Array]
    split: Callable[[Any, tuple[int, ...]], Array]
    fold_in: Callable[[Any, Any], Array]
    random_bits: Callable[[Any, int, tuple[int, ...]], Array]

    def __repr__(self) -> str:
        return f"PRNGImpl({self.name!r})"


# -- rbg and unsafe_rbg: XLA's bit generator, threefry on each half of the key --------------

def _rbg_seed(value: Any) -> Array:
    half = threefry.seed(value)
    return lax_shape.concatenate([half, half], 0)


def _halves(key: Any) -> list[Array]:
    return [lax_shape.slice(key, (i,), (i + 2,)) for i in (0, 2)]


def _rbg_split(key: Any, shape: tuple[int, ...]) -> Array:
    halves = [threefry.split(h, shape) for h in _halves(key)]
    return lax_shape.concatenate(halves, len(shape))


def _rbg_fold_in(key: Any, data: Any) -> Array:
    return lax_shape.concatenate([threefry.fold_in(h, data) for h in _halves(key)], 0)


def _rbg_bits(key: Any, bit_width: int, shape: tuple[int, ...]) -> Array:
    return rng_bit_generator(key, shape, dtype=threefry.BIT_DTYPES[bit_width])[1]


def _unsafe_rbg_split(key: Any, shape: tuple[int, ...]) -> Array:
    count = math.prod(shape)
    keys = rng_bit_generator(key, (10 * count, 4), dtype=_U32)[1]
    return lax_shape.reshape(lax_shape.slice(keys, (0, 0), (10 * count, 4), (10, 1)), (*shape, 4))


def _unsafe_rbg_fold_in(key: Any, data: Any) -> Array:
    bits = rng_bit_generator(_rbg_seed(data), (10, 4), dtype=_U32)[1]
    return lax_ops.bitwise_xor(key, lax_shape.reshape(lax_shape.slice(bits, (9, 0), (10, 4)), (4,)))


IMPLS: Final = {impl.name: impl for impl in (
    PRNGImpl("threefry2x32", "fry", threefry.KEY_SHAPE, threefry.seed, threefry.split, threefry.fold_in,
             threefry.random_bits),
    PRNGImpl("rbg", "rbg", (4,), _rbg_seed, _rbg_split, _rbg_fold_in, _rbg_bits),
    PRNGImpl("unsafe_rbg", "urbg", (4,), _rbg_seed, _unsafe_rbg_split, _unsafe_rbg_fold_in, _rbg_bits),
)}
DEFAULT_IMPL: Final = IMPLS["threefry2x32"]


class KeyDType:
    """The dtype of typed key arrays of one implementation: ``key<fry>``, not numeric."""

    __slots__ = ("_impl",)

    def __init__(self, impl: PRNGImpl) -> None:
        self._impl = impl

    @property
    def name(self) -> str:
        return f"key<{self._impl.tag}>"

    @property
    def impl(self) -> PRNGImpl:
        return self._impl

    def __repr__(self) -> str:
        return self.name

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return type(other) is KeyDType and other._impl == self._impl

    def __hash__(self) -> int:
        return hash(("KeyDType", self._impl.name))


class KeyArray(KeyArrayBase):
    """Typed PRNG keys: an array of keys of one implementation, held as its key data
    (shape ``(*self.shape, *impl.key_shape)``, uint32)."""

    __slots__ = ("_impl", "_data")

    def __init__(self, impl: PRNGImpl, data: Any) -> None:
        self._impl = impl
        self._data = data

    def _key_data(self) -> Any:
        return self._data

    def _key_data_ndim(self) -> int:
        return len(self._impl.key_shape)

    def _key_kind(self) -> PRNGImpl:
        return self._impl

    def _with_key_data(self, data: Any) -> KeyArray:
        return KeyArray(self._impl, data)

    @property
    def dtype(self) -> KeyDType:
        return KeyDType(self._impl)

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self._data.shape[:self._data.ndim - len(self._impl.key_shape)])

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self) -> Any:
        if not self.shape:
            raise TypeError("iteration over a 0-d key array")
        return (self[i] for i in range(self.shape[0]))

    def __getitem__(self, index: Any) -> KeyArray:
        from jaxtypes.runtime.numpy.indexing import getitem  # (jnp's indexing rules, on the key axes only)

        return KeyArray(self._impl, getitem(self._data, self._data_index(index)))

    def _data_index(self, index: Any) -> tuple[Any, ...]:
        """``index`` of the keys as an index of their data (an ellipsis never takes the data axes)."""
        parts: tuple[Any, ...] = index if isinstance(index, tuple) else (index,)
        if any(i is Ellipsis for i in parts):
            parts = (*parts, *[slice(None)] * len(self._impl.key_shape))
        return parts

    def _same_keys(self, name: str, other: Any) -> KeyArray:
        if not isinstance(other, KeyArray) or other._impl != self._impl:
            what = other.dtype if isinstance(other, KeyArray) else type(other).__name__
            raise TypeError(f"{name}: keys of {self.dtype} take keys of the same implementation, not {what}")
        return other

    def reshape(self, *shape: Any) -> KeyArray:
        sizes = tuple(shape[0]) if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape
        if -1 in sizes:
            known = math.prod(s for s in sizes if s != -1)
            sizes = tuple(self.size // known if s == -1 else s for s in sizes)
        return KeyArray(self._impl, lax_shape.reshape(self._data, (*sizes, *self._impl.key_shape)))

    def ravel(self) -> KeyArray:
        return self.reshape(self.size)

    flatten = ravel

    # -- the shape methods of arrays, on the key axes (the key data's own axes stay last) --
    def _key_axes(self) -> tuple[int, ...]:
        return tuple(range(self.ndim, self._data.ndim))

    def transpose(self, *axes: Any) -> KeyArray:
        from jaxtypes.runtime.numpy.shape import transpose

        order = tuple(axes[0]) if len(axes) == 1 and isinstance(axes[0], (tuple, list)) else axes
        if not order or order == (None,):
            order = tuple(reversed(range(self.ndim)))
        elif len(order) != self.ndim:
            raise TypeError(f"transpose: axes {order} are not a permutation of the axes of a key array of shape {self.shape}")
        else:
            order = tuple(normalize_axis(a, self.ndim) for a in order)
        return KeyArray(self._impl, transpose(self._data, (*order, *self._key_axes())))

    @property
    def T(self) -> KeyArray:  # noqa: N802 (the array attribute's name)
        return self.transpose()

    def swapaxes(self, axis1: int, axis2: int) -> KeyArray:
        order = list(range(self.ndim))
        first, second = normalize_axis(axis1, self.ndim), normalize_axis(axis2, self.ndim)
        order[first], order[second] = second, first
        return self.transpose(order)

    def squeeze(self, axis: int | Sequence[int] | None = None) -> KeyArray:
        from jaxtypes.runtime.numpy.shape import squeeze

        axes = tuple(i for i, d in enumerate(self.shape) if d == 1) if axis is None else normalize_axes(axis, self.ndim)
        wrong = [i for i in axes if self.shape[i] != 1]
        if wrong:
            raise ValueError(f"cannot select an axis to squeeze out which has size not equal to one: "
                             f"axis {wrong[0]} of a key array of shape {self.shape}")
        return KeyArray(self._impl, squeeze(self._data, axes))

    def take(self, indices: Any, axis: int | None = None, mode: str | None = None,
             fill_value: Any = None) -> KeyArray:
        """The keys at ``indices`` along ``axis`` (None: flattened); ``mode`` and
        ``fill_value`` act on the key data, as jnp.take's (an index out of bounds gives, by
        default, the key whose data is all ones, as in jax)."""
        from jaxtypes.runtime.numpy.selection import take

        keys = self.ravel() if axis is None else self
        ax = 0 if axis is None else normalize_axis(axis, self.ndim)
        return KeyArray(self._impl, take(keys._data, indices, axis=ax, mode=mode, fill_value=fill_value))

    @property
    def at(self) -> _KeyIndexUpdates:
        return _KeyIndexUpdates(self)

    # -- keys compared: equal when all their data is ------------------------------------
    def _compared(self, other: Any, name: str) -> Any:
        from jaxtypes.runtime.numpy.reductions import all as all_, any as any_
        from jaxtypes.runtime.numpy.shape import broadcast_arrays  # (key axes broadcast; the data axes are equal)

        width = len(self._impl.key_shape)
        pair, data_axes = broadcast_arrays(self._data, self._same_keys(name, other)._data), tuple(range(-width, 0))
        return all_(lax_ops.eq(*pair), axis=data_axes) if name == "eq" else any_(lax_ops.ne(*pair), axis=data_axes)

    def __eq__(self, other: object) -> Any:  # (elementwise, as arrays compare)
        return self._compared(other, "eq")

    def __ne__(self, other: object) -> Any:
        return self._compared(other, "ne")

    # -- the buffer ------------------------------------------------------------------------
    def copy(self) -> KeyArray:
        return KeyArray(self._impl, self._data.copy())

    def block_until_ready(self) -> KeyArray:
        self._data.block_until_ready()
        return self

    @property
    def itemsize(self) -> int:
        return int(self._data.itemsize) * math.prod(self._impl.key_shape)

    @property
    def nbytes(self) -> int:
        return self.itemsize * self.size

    @property
    def device(self) -> Any:
        return self._data.device

    def devices(self) -> set[Any]:
        return set(self._data.devices())

    def __bool__(self) -> bool:
        raise TypeError("key array cannot be converted to boolean.")

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray[Any, Any]:
        raise TypeError("a key array cannot be converted to a NumPy array; random.key_data(keys) gives its "
                        "uint32 data")

    def __repr__(self) -> str:
        return f"Array({self.shape}, dtype={self.dtype}) overlaying:\n{self._data}"

    __hash__: ClassVar[None] = None  # type: ignore[assignment]  # (unhashable, as arrays are)


class _KeyIndexUpdates:
    """``keys.at[index]``: ``get()`` and ``set(new_keys)``, as ``Array.at`` for arrays."""

    __slots__ = ("_keys",)

    def __init__(self, keys: KeyArray) -> None:
        self._keys = keys

    def __getitem__(self, index: Any) -> _KeyIndexUpdate:
        return _KeyIndexUpdate(self._keys, index)


class _KeyIndexUpdate:
    __slots__ = ("_keys", "_index")

    def __init__(self, keys: KeyArray, index: Any) -> None:
        self._keys, self._index = keys, index

    def get(self) -> KeyArray:
        return self._keys[self._index]

    def set(self, values: Any, **kwargs: Any) -> KeyArray:
        keys = self._keys
        new = keys._same_keys("at[].set", values)
        return KeyArray(keys._impl, keys._data.at[keys._data_index(self._index)].set(new._data, **kwargs))


tree_util.register_pytree_node(
    KeyArray, lambda keys: ((keys._data,), keys._impl), lambda impl, data: KeyArray(impl, *data))


# -- taking keys ----------------------------------------------------------------------------

def resolve_impl(impl: Any) -> PRNGImpl:
    """The implementation a user names: None (the default), its name, an impl or a key dtype."""
    if impl is None:
        return DEFAULT_IMPL
    if isinstance(impl, PRNGImpl):
        return impl
    if isinstance(impl, KeyDType):
        return impl.impl
    if isinstance(impl, str):
        if impl in IMPLS:
            return IMPLS[impl]
        names = ", ".join(f'"{n}"' for n in IMPLS)
        raise ValueError(f'unrecognized PRNG implementation "{impl}". Did you mean one of: {names}?')
    raise TypeError(f"unrecognized type {type(impl)} for specifying PRNG implementation.")


def _raw_key_data(name: str, key: Any, impl: PRNGImpl) -> Any:
    data = key if isinstance(key, Array) else asarray(key)
    if data.dtype != _U32:
        raise TypeError(f"{name}: invalid PRNG key data: expected key data of dtype uint32, got {data.dtype}")
    width = len(impl.key_shape)
    if data.ndim < width or tuple(data.shape[data.ndim - width:]) != impl.key_shape:
        raise TypeError(f"{name}: invalid PRNG key data: expected the trailing shape {impl.key_shape} of "
                        f"{impl.name} keys, got an array of shape {tuple(data.shape)}")
    return data


def take_key(name: str, key: Any, *, allow_batched: bool = False) -> tuple[Any, PRNGImpl, bool]:
    """The data of ``key`` (typed or raw), its implementation, and whether it was typed."""
    if isinstance(key, KeyArray):
        data, impl, typed = key._data, key._impl, True
    elif isinstance(key, (Array, np.ndarray, list, tuple)):
        impl = DEFAULT_IMPL
        data, typed = _raw_key_data(name, key, impl), False
    else:
        raise TypeError(f"{name}: unexpected PRNG key type {type(key)}")
    shape = tuple(data.shape[:data.ndim - len(impl.key_shape)])
    if shape and not allow_batched:
        raise ValueError(f"{name} accepts a single key, but was given a key array of shape {shape} != (). "
                         "Use jax.vmap for batching.")
    return data, impl, typed


def give_keys(data: Any, impl: PRNGImpl, typed: bool) -> Any:
    return KeyArray(impl, data) if typed else data


# -- the key functions ----------------------------------------------------------------------

@staged("impl")
def _seeded(seed: Any, impl: str) -> Array:
    return IMPLS[impl].seed(seed)


def _seed_array(name: str, seed: Any) -> Any:
    if isinstance(seed, KeyArray):
        raise TypeError(f"{name} accepts a scalar seed, but was given a PRNG key.")
    if type(seed) is int:  # (a Python int is taken as an int64, wrapped to 32 bits unless 64-bit mode is on)
        if not -2 ** 63 <= seed < 2 ** 63:
            raise OverflowError(f"{name}: seed {seed} does not fit in an int64")
        seed = np.array(seed, np.int64)
        if dtypes.canonicalize_dtype(np.int64) != np.int64:
            seed = seed.astype(np.int32)
    array = seed if isinstance(seed, Array) else asarray(seed)
    if array.ndim:
        raise TypeError(f"{name} accepts a scalar seed, but was given an array of shape {tuple(array.shape)} != (). "
                        "Use jax.vmap for batching")
    if not dtypes.issubdtype(array.dtype, np.integer) or array.dtype == np.bool_:
        raise TypeError(f"{name}: PRNG key seed must be an integer; got {array.dtype}")
    return array


def key(seed: Any, *, impl: Any = None, dtype: Any = None) -> KeyArray:
    """A typed key (shape ``()``) of an integer seed."""
    if dtype is not None:
        if impl is not None:
            raise ValueError("Cannot specify both `impl` and `dtype` arguments to jax.random.key")
        impl = dtype
    implementation = resolve_impl(impl)
    return KeyArray(implementation, _seeded(_seed_array("key", seed), implementation.name))


def PRNGKey(seed: Any, *, impl: Any = None) -> Array:  # noqa: N802 (jax's name)
    """A raw key (its uint32 data: shape ``(2,)`` for threefry2x32) of an integer seed."""
    implementation = resolve_impl(impl)
    return _seeded(_seed_array("PRNGKey", seed), implementation.name)


@staged("impl", "shape")
def _split(data: Any, impl: str, shape: tuple[int, ...]) -> Array:
    return IMPLS[impl].split(data, shape)


def split(key: Any, num: int | Sequence[int] = 2) -> Any:
    """``num`` new keys (or keys of the shape ``num``) derived from ``key``."""
    data, impl, typed = take_key("split", key)
    shape = tuple(int(n) for n in num) if isinstance(num, Sequence) else (int(num),)
    if any(n < 0 for n in shape):
        raise ValueError(f"split: the number of keys must be nonnegative, got {num}")
    return give_keys(_split(data, impl.name, shape), impl, typed)


@staged("impl")
def _fold_in(data: Any, message: Any, impl: str) -> Array:
    return IMPLS[impl].fold_in(data, message)


def fold_in(key: Any, data: Any) -> Any:
    """A new key from ``key`` and an integer (taken as its low 32 bits)."""
    key_data_, impl, typed = take_key("fold_in", key)
    if np.ndim(data):
        raise TypeError(f"fold_in accepts a scalar, but was given an array of shape {np.shape(data)} != (). "
                        "Use jax.vmap for batching.")
    return give_keys(_fold_in(key_data_, asarray(data, dtype=_U32), impl.name), impl, typed)


def key_data(keys: Any) -> Array:
    """The uint32 data of typed keys (raw keys are their own data)."""
    data: Array = take_key("key_data", keys, allow_batched=True)[0]
    return data


def wrap_key_data(key_bits_array: Any, *, impl: Any = None, dtype: Any = None) -> KeyArray:
    """Typed keys of the uint32 key data ``key_bits_array`` (trailing shape the impl's)."""
    if dtype is not None:
        if impl is not None:
            raise ValueError("Cannot specify both `impl` and `dtype` arguments to jax.random.wrap_key_data")
        impl = dtype
    if isinstance(key_bits_array, KeyArray):
        raise TypeError("wrap_key_data: the argument is a key array already; pass its key_data")
    implementation = resolve_impl(impl)
    return KeyArray(implementation, _raw_key_data("wrap_key_data", key_bits_array, implementation))


def key_impl(keys: Any) -> str:
    """The name of the implementation of ``keys`` (raw keys: the default's)."""
    return take_key("key_impl", keys, allow_batched=True)[1].name


def key_dtype(impl: Any = None) -> KeyDType:
    """The dtype of typed keys of ``impl`` (default threefry2x32): ``key<fry>``, ..."""
    return KeyDType(resolve_impl(impl))


def clone(key: Any) -> Any:
    """``key`` itself (keys are immutable values here, as in jax without key reuse checks)."""
    take_key("clone", key, allow_batched=True)
    return key
