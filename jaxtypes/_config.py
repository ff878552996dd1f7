"""The switches of the promotion rules (64-bit mode, promotion mode) and the platform.

Names and habits follow JAX: ``config.update("jax_enable_x64", True)``,
``config.update("jax_numpy_dtype_promotion", "strict")``, the context managers
``enable_x64(...)`` and ``numpy_dtype_promotion(...)``, and the environment
variables ``JAX_ENABLE_X64`` and ``JAX_NUMPY_DTYPE_PROMOTION`` read at import.

``jax_default_matmul_precision`` (``JAX_DEFAULT_MATMUL_PRECISION``, the context manager
``default_matmul_precision(...)``) is the precision of a contraction whose ``precision``
is None: None, a legacy name (``"highest"``, ``"tensorfloat32"``, ...) or the name of a
``lax.DotAlgorithmPreset``, spelled exactly as JAX accepts them.

``jax_disable_jit`` (``JAX_DISABLE_JIT``, the context manager ``disable_jit()``) makes
``jit``-decorated functions run their Python code op by op, as in JAX.

A context manager overrides a value for the current thread only, as JAX's do;
``update`` sets the process-wide value.

``jax_platforms`` (``JAX_PLATFORMS``; ``JAXTYPES_PLATFORM`` wins over it, for a
process that wants jax and jaxtypes on different platforms) lists the platforms to
try in order, e.g. ``"cpu"`` or ``"cuda,cpu"``; unset, a GPU if a plugin loads, else
the CPU. It is read once, at the first operation; changing it afterwards raises.

``jax_compilation_cache_dir`` (``JAX_COMPILATION_CACHE_DIR``) turns on the persistent
cache of compiled programs in that folder, for programs that took at least
``jax_persistent_cache_min_compile_time_secs`` (``JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS``,
1 second) to compile (``jaxtypes.runtime.compilation_cache``).
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterator
from typing import Any, Final

PROMOTION_MODES: Final = ("standard", "strict")

_TRUE_WORDS = frozenset({"1", "true", "t", "yes", "y", "on"})
_FALSE_WORDS = frozenset({"0", "false", "f", "no", "n", "off", ""})


def _parse_bool(name: str, value: object) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _TRUE_WORDS:
            return True
        if word in _FALSE_WORDS:
            return False
    raise ValueError(f"{name} expects a boolean (True/False, or '1'/'0'), got {value!r}")


def _parse_platforms(name: str, value: object) -> str | None:
    """Names are checked when the platform is chosen, as JAX does (an environment
    meant for jax may name platforms jaxtypes lacks)."""
    if value is None:
        return None
    if isinstance(value, str):
        return ",".join(part.strip().lower() for part in value.split(",") if part.strip()) or None
    raise ValueError(f"{name} expects a comma-separated list of platforms such as 'cpu' or 'cuda,cpu', got {value!r}")


MATMUL_PRECISIONS: Final = (
    # the legacy precision names
    "default", "high", "highest", "bfloat16", "tensorfloat32", "float32",
    # the names of lax.DotAlgorithmPreset's members (jaxtypes.runtime.lax.dot checks that they agree)
    "ANY_F8_ANY_F8_F32", "ANY_F8_ANY_F8_F32_FAST_ACCUM", "ANY_F8_ANY_F8_ANY", "ANY_F8_ANY_F8_ANY_FAST_ACCUM",
    "F16_F16_F16", "F16_F16_F32", "BF16_BF16_BF16", "BF16_BF16_F32", "BF16_BF16_F32_X3", "BF16_BF16_F32_X6",
    "BF16_BF16_F32_X9", "TF32_TF32_F32", "TF32_TF32_F32_X3", "F32_F32_F32", "F64_F64_F64",
)


def _parse_matmul_precision(name: str, value: object) -> str | None:
    """JAX's rule: None or one of the names exactly (case matters), else ValueError."""
    if value is None or (type(value) is str and value in MATMUL_PRECISIONS):
        return value
    raise ValueError(f"{name}: new enum value must be None or in {list(MATMUL_PRECISIONS)}, "
                     f"got {value!r} of type {type(value)}.")


def _parse_folder(name: str, value: object) -> str | None:
    if value is None or isinstance(value, (str, os.PathLike)):
        return None if value is None or os.fspath(value) == "" else os.fspath(value)
    raise ValueError(f"{name} expects a folder (a str or path) or None, got {value!r}")


def _parse_seconds(name: str, value: object) -> float:
    try:
        seconds = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ValueError(f"{name} expects a number of seconds, got {value!r}") from None
    if not seconds >= 0:
        raise ValueError(f"{name} expects a number of seconds of at least 0, got {value!r}")
    return seconds


def _parse_promotion(name: str, value: object) -> str:
    if isinstance(value, str) and value.strip().lower() in PROMOTION_MODES:
        return value.strip().lower()
    raise ValueError(f"{name} expects one of {PROMOTION_MODES}, got {value!r}")


class _Option:
    def __init__(self, name: str, parse: Callable[[str, object], Any], default: Any):
        self.name = name
        self.parse = parse
        self.global_value = default
        self.local = threading.local()
        self.overrides = 0  # active overrides in all threads: while 0, no thread-local lookup

    @property
    def value(self) -> Any:
        if not self.overrides:
            return self.global_value
        stack = getattr(self.local, "stack", None)
        return stack[-1] if stack else self.global_value

    @contextlib.contextmanager
    def override(self, value: object) -> Iterator[None]:
        parsed = self.parse(self.name, value)
        stack = getattr(self.local, "stack", None)
        if stack is None:
            stack = self.local.stack = []
        stack.append(parsed)
        self.overrides += 1
        try:
            yield
        finally:
            self.overrides -= 1
            stack.pop()


class Config:
    """Process-wide settings, read and written the way ``jax.config`` is."""

    def __init__(self) -> None:
        env_x64 = os.environ.get("JAX_ENABLE_X64", "0")
        env_mode = os.environ.get("JAX_NUMPY_DTYPE_PROMOTION", "standard")
        env_matmul = os.environ.get("JAX_DEFAULT_MATMUL_PRECISION")
        env_platforms = os.environ.get("JAXTYPES_PLATFORM") or os.environ.get("JAX_PLATFORMS") or None
        self._frozen: dict[str, tuple[str, Callable[[Any], bool]]] = {}  # options that can no longer change
        self._options = {
            "jax_enable_x64": _Option("jax_enable_x64", _parse_bool,
                                      _parse_bool("JAX_ENABLE_X64", env_x64)),
            "jax_numpy_dtype_promotion": _Option(
                "jax_numpy_dtype_promotion", _parse_promotion,
                _parse_promotion("JAX_NUMPY_DTYPE_PROMOTION", env_mode)),
            "jax_default_matmul_precision": _Option(
                "jax_default_matmul_precision", _parse_matmul_precision,
                _parse_matmul_precision("JAX_DEFAULT_MATMUL_PRECISION", env_matmul)),
            "jax_platforms": _Option("jax_platforms", _parse_platforms,
                                     _parse_platforms("JAX_PLATFORMS", env_platforms)),
            "jax_compilation_cache_dir": _Option(
                "jax_compilation_cache_dir", _parse_folder,
                _parse_folder("JAX_COMPILATION_CACHE_DIR", os.environ.get("JAX_COMPILATION_CACHE_DIR"))),
            "jax_disable_jit": _Option("jax_disable_jit", _parse_bool,
                                       _parse_bool("JAX_DISABLE_JIT", os.environ.get("JAX_DISABLE_JIT", "0"))),
            "jax_persistent_cache_min_compile_time_secs": _Option(
                "jax_persistent_cache_min_compile_time_secs", _parse_seconds,
                _parse_seconds("JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS",
                               os.environ.get("JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS", "1.0"))),
        }

    def _option(self, name: str) -> _Option:
        try:
            return self._options[name]
        except KeyError:
            known = ", ".join(sorted(self._options))
            raise AttributeError(f"unknown jaxtypes config option {name!r}; known: {known}") from None

    def state(self) -> tuple[bool, str, str | None]:
        """(64-bit mode, promotion mode, default matmul precision) for this thread: the
        part of the configuration that traced programs depend on, read at once for cache keys."""
        x64, mode = self._options["jax_enable_x64"], self._options["jax_numpy_dtype_promotion"]
        matmul = self._options["jax_default_matmul_precision"]
        if not (x64.overrides or mode.overrides or matmul.overrides):
            return x64.global_value, mode.global_value, matmul.global_value
        return x64.value, mode.value, matmul.value

    def update(self, name: str, value: object) -> None:
        option = self._option(name)
        parsed = option.parse(name, value)
        if name in self._frozen:
            in_use, allows = self._frozen[name]
            if not allows(parsed):
                raise RuntimeError(f"{name}={parsed!r} came after the first operation: this process already runs on "
                                   f"{in_use!r}; set it (or JAX_PLATFORMS) before using any array")
        option.global_value = parsed

    def freeze(self, name: str, in_use: str, allows: Callable[[Any], bool]) -> None:
        """From now on `update(name, value)` raises, naming `in_use`, unless `allows(value)`."""
        self._frozen[name] = (in_use, allows)

    def read(self, name: str) -> Any:
        return self._option(name).value

    def __getattr__(self, name: str) -> Any:
        if name.startswith("jax_"):
            return self._option(name).value
        raise AttributeError(name)

    @property
    def x64_enabled(self) -> bool:
        return bool(self._options["jax_enable_x64"].value)

    @property
    def promotion_mode(self) -> str:
        return str(self._options["jax_numpy_dtype_promotion"].value)


config: Config = Config()


def enable_x64(new_val: bool = True) -> contextlib.AbstractContextManager[None]:
    """Context manager: 64-bit mode on (or off) for the current thread."""
    return config._option("jax_enable_x64").override(new_val)


def numpy_dtype_promotion(new_val: str) -> contextlib.AbstractContextManager[None]:
    """Context manager: promotion mode ``"standard"`` or ``"strict"`` for the current thread."""
    return config._option("jax_numpy_dtype_promotion").override(new_val)


def default_matmul_precision(new_val: str | None) -> contextlib.AbstractContextManager[None]:
    """Context manager: ``jax_default_matmul_precision`` for the current thread."""
    return config._option("jax_default_matmul_precision").override(new_val)


def disable_jit(disable: bool = True) -> contextlib.AbstractContextManager[None]:
    """Context manager: ``jit``-decorated functions run their Python code op by op (eagerly,
    on concrete values) for the current thread, as ``config.update("jax_disable_jit", True)``
    does for the process."""
    return config._option("jax_disable_jit").override(disable)


_DISABLE_JIT: Final = config._option("jax_disable_jit")


def jit_disabled() -> bool:
    """Whether ``jax_disable_jit`` is on for this thread (read on every jitted call: kept short)."""
    return bool(_DISABLE_JIT.global_value or (_DISABLE_JIT.overrides and _DISABLE_JIT.value))
