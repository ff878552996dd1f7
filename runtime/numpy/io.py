"""``jaxtypes.numpy`` input and output: arrays from bytes, text and files (``frombuffer``,
``fromstring``, ``load``, and the refused ``fromfile`` and ``fromiter``), from a function
of the indices (``fromfunction``), to files (``save``, ``savez``) and to text
(``array_repr``, ``array_str``).

As in JAX, the reading functions parse on the host with NumPy and put the result on
the device, so they need concrete inputs (a bytes object, a string, a file) but work
inside ``jit`` too, where their result is a constant. ``save``, ``savez`` and
``array_repr`` are NumPy's own functions (as JAX re-exports them), which take our arrays
through ``__array__`` (a traced array raises a ``TypeError``, as in JAX); ``array_str``
is NumPy's too, except that it prints a 0-d array, where jax's raises ``TypeError``.

Dtypes as in JAX (measured against it, in both 64-bit modes):

* ``frombuffer``, ``fromstring``: the ``dtype`` argument (NumPy's parsing dtype, in any
  spelling; the default ``float`` is float64) canonicalized (64-bit dtypes become 32-bit
  ones without 64-bit mode), always strongly typed; a dtype the arrays cannot hold (bytes,
  strings, big-endian data) raises ``TypeError``;
* ``load``: the saved array's dtype, canonicalized, strongly typed; ``bfloat16`` data
  (which ``.npy`` files hold as two-byte void) is restored, as in JAX. What is not an
  array of a dtype we support (``.npz`` archives, pickled objects, strings, the other
  ml_dtypes) is returned as NumPy gives it;
* ``fromfunction``: what ``function`` returns (a pytree, each leaf with the leading axes
  ``shape``): it is called through nested ``vmap`` on the index arrays
  ``arange(n, dtype=dtype)`` (the default ``float`` is the default float; ``bool``
  raises ``TypeError``), so a Python scalar result is a weak array. As in JAX, the
  keyword arguments are mapped too, their leading axes along ``shape``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.creation import asarray
from jaxtypes.runtime.interpreters.transformations import vmap
from jaxtypes.runtime.numpy.creation import arange
from jaxtypes.runtime.numpy.shape import shape_tuple

DTypeLike = Any

save: Callable[..., None] = np.save
savez: Callable[..., None] = np.savez
array_repr: Callable[..., str] = np.array_repr

_BFLOAT16_ON_DISK = np.dtype("V2")  # how NumPy's format writes ml_dtypes' bfloat16


def _on_device(host: np.ndarray[Any, Any]) -> Array:
    """Parsed host data as a (strongly typed) device array. Bools are normalized: raw
    bytes other than 0 and 1 are True, as NumPy reads them."""
    if host.dtype == np.bool_:
        host = host.view(np.uint8) != 0
    return asarray(host)


def array_str(a: Any, max_line_width: int | None = None, precision: int | None = None,
              suppress_small: bool | None = None) -> str:
    """NumPy's ``array_str`` of ``a``: its values as ``print`` shows them. A 0-d array
    prints its value (NumPy's 0-d path reads ndarrays only: jax's raises TypeError)."""
    if isinstance(a, Array) and a.ndim == 0:
        a = np.asarray(a)
    return np.array_str(a, max_line_width, precision, suppress_small)


def frombuffer(buffer: bytes | Any, dtype: DTypeLike = float, count: int = -1, offset: int = 0) -> Array:
    """A 1-D array of the bytes of ``buffer`` (an object with the buffer interface, or an
    array) read as ``dtype``: ``count`` items (all by default) after ``offset`` bytes."""
    if isinstance(buffer, ArrayImpl):  # its bytes, as jax's CPU arrays offer them
        buffer = np.ascontiguousarray(buffer)
    return _on_device(np.frombuffer(buffer, dtype=dtype, count=count, offset=offset))


def fromstring(string: str, dtype: DTypeLike = float, count: int = -1, *, sep: str) -> Array:
    """A 1-D array of the numbers written in ``string`` separated by ``sep`` (runs of
    whitespace around it are ignored): ``count`` of them, all by default."""
    values = np.fromstring(string, dtype=dtype, count=count, sep=sep)
    if count > 0:  # NumPy fills the items a short string lacks with uninitialised memory
        try:
            available = np.fromstring(string, dtype=dtype, count=-1, sep=sep).size
        except ValueError:  # unreadable data after the first count items, which did read
            available = count
        if available < count:
            raise ValueError(f"fromstring: count={count} asks for more items than the string holds ({available})")
    return _on_device(values)


_IMPURE = ("jnp.{name} is not provided: it would consume its {source} as a side effect, which a function "
           "traced by jit runs only once. Read the data with NumPy outside the transformed function and convert "
           "it: jnp.asarray(np.{name}(...))")


def fromfile(*args: Any, **kwargs: Any) -> Array:
    """Not implemented, as in JAX: reading a file is a side effect that ``jit`` would run
    once. Use ``jnp.asarray(np.fromfile(...))``."""
    raise NotImplementedError(_IMPURE.format(name="fromfile", source="file object"))


def fromiter(*args: Any, **kwargs: Any) -> Array:
    """Not implemented, as in JAX: consuming an iterator is a side effect that ``jit``
    would run once. Use ``jnp.asarray(np.fromiter(...))``."""
    raise NotImplementedError(_IMPURE.format(name="fromiter", source="iterable object"))


def fromfunction(function: Callable[..., Array], shape: Any, *, dtype: DTypeLike = float, **kwargs: Any) -> Array:
    """``function`` of the indices: entry ``[i, j, ...]`` of the result is
    ``function(i, j, ..., **kwargs[i, j, ...])``, where ``function`` sees scalar indices
    of ``dtype`` (it is mapped with ``vmap``, not given index grids as in NumPy). A
    function returning a pytree gives a pytree of arrays with leading axes ``shape``."""
    try:
        dims = shape_tuple(shape)
    except TypeError:
        raise TypeError(f"fromfunction: shape must be an integer or a sequence of concrete integers (it fixes the "
                        f"result's shape; under jit, pass it as a static argument), got {shape!r}") from None
    rank = len(dims)

    def with_keywords(*args: Any) -> Any:
        *indices, keywords = args
        return function(*indices, **keywords)

    mapped: Callable[..., Any] = with_keywords
    for axis in reversed(range(rank)):  # the innermost map runs along the last index
        mapped = vmap(mapped, in_axes=tuple(0 if k == axis else None for k in range(rank)) + (0,))
    return mapped(*(arange(n, dtype=dtype) for n in dims), kwargs)  # type: ignore[no-any-return]


def load(file: Any, *args: Any, **kwargs: Any) -> Array:
    """The array saved in ``file`` (a path or a binary file object) by ``save``, on the
    device; ``args`` and ``kwargs`` are NumPy's (``mmap_mode``, ``allow_pickle``, ...).
    Anything else ``numpy.load`` reads (an ``.npz`` archive, a pickled object, an array
    of a dtype arrays cannot hold) is returned as NumPy gives it."""
    out = np.load(file, *args, **kwargs)
    if not isinstance(out, np.ndarray):
        return out  # type: ignore[no-any-return]
    if out.dtype == _BFLOAT16_ON_DISK:
        out = out.view(dtypes.REGISTRY["bfloat16"].dtype)
    try:
        return _on_device(out)
    except TypeError:  # not an array of numbers
        return out  # type: ignore[return-value]
