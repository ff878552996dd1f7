"""What the lower layers know of typed PRNG keys (``random.KeyArray``, which subclasses
this): an array of keys held as uint32 data along trailing axes. jnp's structural
functions (``numpy/key_arrays.py``) and the fills (``lax.full_like``, ``jnp.full``,
``jnp.zeros_like``) work on that data and wrap the result back into keys."""

from __future__ import annotations

from typing import Any


class KeyArrayBase:
    __slots__ = ()

    @property
    def dtype(self) -> Any:
        raise NotImplementedError

    @property
    def shape(self) -> tuple[int, ...]:
        raise NotImplementedError

    def _key_data(self) -> Any:
        raise NotImplementedError

    def _key_kind(self) -> Any:
        """What, besides the data's shape, tells these keys' programs apart (hashable):
        the implementation."""
        raise NotImplementedError

    def _key_data_ndim(self) -> int:
        """The number of trailing data axes that make one key."""
        raise NotImplementedError

    def _with_key_data(self, data: Any) -> KeyArrayBase:
        """A key array of this one's implementation around ``data``."""
        raise NotImplementedError
