"""Every public name of ``jax.numpy`` is in ``jaxtypes.numpy``, except the names listed
below as pending (issue 28 goes on). A pending name that appears fails too, so the list
only shrinks; at the end of the issue it is empty."""

from __future__ import annotations

import pytest

import jaxtypes.numpy as jnp

jax_numpy = pytest.importorskip("jax.numpy", reason="jax is the test oracle; install the test extra")

PENDING = frozenset({
    "float6_e2m3fn", "float6_e3m2fn",
    "int1",
    "uint1",
})


def public_names() -> set[str]:
    return {n for n in dir(jax_numpy) if not n.startswith("_")}


def test_every_jax_numpy_name_is_in_jaxtypes_numpy_or_pending() -> None:
    missing = sorted(n for n in public_names() - PENDING if not hasattr(jnp, n))
    assert not missing, f"jaxtypes.numpy lacks: {missing}"
    assert PENDING <= public_names(), sorted(PENDING - public_names())


def test_pending_names_are_really_missing() -> None:
    built = sorted(n for n in PENDING if hasattr(jnp, n))
    assert not built, f"built now: take them off the pending list: {built}"
