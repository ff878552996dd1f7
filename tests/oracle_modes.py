"""What the tests of the top-level names and the host callbacks share: both 64-bit modes
set in jaxtypes and jax with their warnings silenced, and a call's result or error class
(compared with jax's)."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.conftest import modes

MODES = [False, True]
MODE_IDS = ["x32", "x64"]


@contextmanager
def both_modes(x64: bool) -> Iterator[None]:
    with modes(x64, "standard"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def outcome(call: Callable[[], Any]) -> tuple[Any, type[BaseException] | None]:
    try:
        return call(), None
    except Exception as error:  # noqa: BLE001  (the class is compared with jax's)
        return None, type(error)
