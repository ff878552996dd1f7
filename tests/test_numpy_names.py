"""Every public name of ``jax.numpy`` is in ``jaxtypes.numpy``, except the names listed
below as pending (issue 28 goes on). A pending name that appears fails too, so the list
only shrinks; at the end of the issue it is empty."""

from __future__ import annotations

import inspect

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


# Parameters of jax.numpy's functions that jaxtypes.numpy's lack, by function: out_sharding
# belongs to sharding (issue 30), the rest is listed with its reason.
PENDING_PARAMETERS = {
    **{name: {"out_sharding"} for name in (
        "arange", "array", "asarray", "bincount", "broadcast_to", "dot", "einsum", "empty", "full", "full_like",
        "matmul", "ones", "ones_like", "percentile", "ravel", "repeat", "reshape", "tensordot", "zeros",
        "zeros_like")},
    "einsum": {"out_sharding", "_dot_general"},  # (a private hook of jax's)
    "array": {"out_sharding", "object"},  # (our first parameter is x: ``array(object=...)`` is not taken)
    "asarray": {"out_sharding", "a"},  # (likewise x)
    "broadcast_to": {"out_sharding", "array"},  # (likewise a)
    "isneginf": {"out"}, "isposinf": {"out"},  # (jax refuses an out= array too)
    # operands that jax takes by name and jaxtypes by position only (runtime and stubs)
    **{name: {"a", "b"} for name in ("inner", "vdot")},
    **{name: {"out_sharding", "a", "b"} for name in ("dot", "matmul")},
    **{name: {"x1", "x2"} for name in ("fmax", "fmin")},
    **{name: {"x"} for name in ("i0", "iscomplex", "isreal", "trunc")},
}


def keyword_parameters(function: object) -> set[str]:
    """The parameters a caller can pass by name."""
    try:
        parameters = inspect.signature(function).parameters.values()  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return set()
    return {p.name for p in parameters if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}


def test_every_keyword_of_a_jax_numpy_function_is_taken() -> None:
    """Each function takes every parameter that jax.numpy's takes by name (dtype=,
    wrap_negative_indices=, prototype=, ...), but the pending ones, which stay pending
    only while they are missing."""
    missing, built = {}, {}
    for name in sorted(public_names() - PENDING):
        theirs = getattr(jax_numpy, name)
        if isinstance(theirs, type) or not callable(theirs) or name == "set_printoptions":  # (NumPy's, passed on)
            continue
        lacking = keyword_parameters(theirs) - keyword_parameters(getattr(jnp, name))
        if lacking - PENDING_PARAMETERS.get(name, set()):
            missing[name] = sorted(lacking - PENDING_PARAMETERS.get(name, set()))
        if PENDING_PARAMETERS.get(name, set()) - lacking:
            built[name] = sorted(PENDING_PARAMETERS[name] - lacking)
    assert not missing, f"jaxtypes.numpy's functions lack these parameters of jax.numpy's: {missing}"
    assert not built, f"taken now: take them off PENDING_PARAMETERS: {built}"
