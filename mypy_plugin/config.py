"""The plugin's options, read from the user's configuration file.

``[tool.jaxtypes]`` in ``pyproject.toml``, or a ``[jaxtypes]`` section in ``mypy.ini``,
``.mypy.ini`` or ``setup.cfg``: the file mypy itself reads, and failing that a
``pyproject.toml`` beside it (or in the working folder)::

    [tool.jaxtypes]
    jax_enable_x64 = false                  # JAX's default
    jax_numpy_dtype_promotion = "standard"  # or "strict"

The names are JAX's (``jaxtypes.config.update("jax_enable_x64", True)``); the ``jax_``
prefix may be left out. Environment variables are not read: a type check should not
depend on the shell it runs in. A bad value is reported on stderr and the default used
(a plugin must not stop mypy).
"""

from __future__ import annotations

import configparser
import hashlib
import sys
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mypy.options import Options

from jaxtypes import dtypes as _dtypes
from jaxtypes._static_rules import Modes

# The name the stubs branch on for 64-bit mode (pyright: defineConstant; mypy: always_true).
STUB_CONSTANT = "JAXTYPES_X64"

SECTION = "jaxtypes"
_X64_KEYS = ("jax_enable_x64", "enable_x64")
_PROMOTION_KEYS = ("jax_numpy_dtype_promotion", "numpy_dtype_promotion")
_TRUE = frozenset({"1", "true", "t", "yes", "y", "on"})
_FALSE = frozenset({"0", "false", "f", "no", "n", "off"})


def _warn(message: str) -> None:
    print(f"jaxtypes.mypy_plugin: {message}", file=sys.stderr)


def _section_of_toml(path: Path) -> Mapping[str, Any] | None:
    with path.open("rb") as file:
        data = tomllib.load(file)
    section = data.get("tool", {}).get(SECTION)
    return section if isinstance(section, Mapping) else None


def _section_of_ini(path: Path) -> Mapping[str, Any] | None:
    parser = configparser.ConfigParser()
    parser.read(path, encoding="utf-8")
    return dict(parser[SECTION]) if parser.has_section(SECTION) else None


def find_section(config_file: str | None) -> tuple[Mapping[str, Any], Path | None]:
    """The jaxtypes section and the file it came from (empty, None if there is none)."""
    candidates: list[Path] = []
    if config_file:
        path = Path(config_file)
        candidates.append(path)
        candidates.append(path.resolve().parent / "pyproject.toml")
    candidates.append(Path.cwd() / "pyproject.toml")
    seen: set[Path] = set()
    for path in candidates:
        key = path.resolve()
        if key in seen or not path.is_file():
            continue
        seen.add(key)
        try:
            section = _section_of_toml(path) if path.suffix == ".toml" else _section_of_ini(path)
        except (OSError, ValueError, configparser.Error) as error:
            _warn(f"cannot read {path}: {error}")
            continue
        if section is not None:
            return section, path
    return {}, None


def _parse_bool(key: str, value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    _warn(f"{key} expects true or false, got {value!r}; using false (JAX's default)")
    return None


def _parse_promotion(key: str, value: object) -> bool | None:
    """True for strict, False for standard."""
    if isinstance(value, str) and value.strip().strip("\"'").lower() in ("standard", "strict"):
        return value.strip().strip("\"'").lower() == "strict"
    _warn(f'{key} expects "standard" or "strict", got {value!r}; using "standard" (JAX\'s default)')
    return None


def parse(section: Mapping[str, Any], where: Path | None = None) -> Modes:
    """The modes a config section sets; unknown keys and bad values are reported."""
    x64 = strict = False
    for key, value in section.items():
        if key in _X64_KEYS:
            x64 = bool(_parse_bool(key, value))
        elif key in _PROMOTION_KEYS:
            strict = bool(_parse_promotion(key, value))
        else:
            _warn(f"unknown option {key!r} in [{SECTION}] of {where}; known: "
                  f"{', '.join(_X64_KEYS[:1] + _PROMOTION_KEYS[:1])}")
    return Modes(x64=x64, strict=strict)


def load(config_file: str | None) -> Modes:
    section, where = find_section(config_file)
    return parse(section, where)


def source_fingerprint() -> str:
    """A hash of the plugin's own modules and of the lattice: mypy records only the
    plugin's entry module, so a change to the others must invalidate the cache too."""
    digest = hashlib.sha256()
    files = sorted(Path(__file__).resolve().parent.glob("*.py")) + [Path(_dtypes.__file__ or "dtypes.py")]
    for path in files:
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(path.name.encode())
    return digest.hexdigest()[:16]


def stub_constant(options: Options, modes: Modes) -> Modes:
    """Make the plugin's 64-bit mode and the stubs' ``JAXTYPES_X64`` one switch.

    The mode is on if the plugin's option says so or mypy's ``always_true`` lists the
    constant. The plugin then adds the constant to ``always_true`` (on) or
    ``always_false`` (off) before mypy reads any file, so that mypy sees only the stubs'
    branch of that mode (and analyses one branch instead of three).
    """
    x64 = modes.x64 or STUB_CONSTANT in options.always_true
    if x64 and STUB_CONSTANT in options.always_false:
        _warn(f"{STUB_CONSTANT} is in both always_true (or jax_enable_x64 = true) and always_false; "
              "using 64-bit mode")
        options.always_false = [n for n in options.always_false if n != STUB_CONSTANT]
    if not x64 and STUB_CONSTANT in options.always_false:
        return Modes(x64=False, strict=modes.strict)
    target = options.always_true if x64 else options.always_false
    if STUB_CONSTANT not in target:
        target.append(STUB_CONSTANT)
    return Modes(x64=x64, strict=modes.strict)
