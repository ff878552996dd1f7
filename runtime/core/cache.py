"""A bounded, thread-safe least-recently-used cache for the runtime's compiled programs."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    """At most ``maxsize`` entries; a lookup marks its entry as recently used."""

    __slots__ = ("maxsize", "_entries", "_lock")

    def __init__(self, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError(f"a cache needs room for at least one entry, got maxsize={maxsize}")
        self.maxsize: int = maxsize
        self._entries: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        entries = self._entries
        value = entries.get(key)
        if value is not None:
            try:
                entries.move_to_end(key)
            except KeyError:  # evicted by another thread meanwhile: the value is still good
                pass
        return value

    def put(self, key: K, value: V) -> V:
        """Store ``value`` (dropping the least recently used entry if full); returns it."""
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.maxsize:
                self._entries.popitem(last=False)
        return value

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
