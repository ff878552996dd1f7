"""A persistent cache of compiled programs on disk, shared by processes, as JAX's is.

Off unless ``jax_compilation_cache_dir`` (``JAX_COMPILATION_CACHE_DIR``) names a folder.
A program is kept when compiling it took at least
``jax_persistent_cache_min_compile_time_secs`` (``JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS``,
1 second by default, JAX's default: most eager operations compile faster than that, and
a test suite that compiles thousands of them sets it to 0).

An entry is the serialized executable, named by a hash of the program's text and of
everything the executable depends on besides it (jaxlib's version, the platform and its
version, the device kind). Entries are written to a temporary file and renamed, so
processes that compile the same program at once each see a whole entry or none. This
module reads and writes bytes; the serializing is the backend's (the only door to jaxlib).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from pathlib import Path

from jaxtypes._config import config

__all__ = ["entry_key", "load", "store"]

_PREFIX = "jaxtypes-"


def _folder() -> Path | None:
    folder = config.read("jax_compilation_cache_dir")
    return None if folder is None else Path(folder)


def entry_key(program: str, *context: str) -> str:
    """The entry's name: a hash of the program's text and of ``context`` (what else the
    executable depends on)."""
    digest = hashlib.sha256()
    for part in (program, *context):
        digest.update(part.encode())
        digest.update(b"\0")
    return _PREFIX + digest.hexdigest()


def load(key: str) -> bytes | None:
    """The entry ``key``, if the cache is on and has it."""
    folder = _folder()
    if folder is None:
        return None
    try:
        return (folder / key).read_bytes()
    except OSError:  # absent, or unreadable: compile instead
        return None


def store(key: str, data: bytes, compile_seconds: float) -> None:
    """Keep ``data`` as the entry ``key`` if the cache is on and compiling took long enough."""
    folder = _folder()
    if folder is None or compile_seconds < config.read("jax_persistent_cache_min_compile_time_secs"):
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=".writing-")
    except OSError:  # a read-only or missing disk costs the next process a compile, nothing else
        return
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
        os.replace(temporary, folder / key)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
