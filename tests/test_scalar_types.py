"""The scalar types: hierarchy, dtype conversion, isinstance, and dtype spellings."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import jaxtypes.numpy as jnp
from jaxtypes import dtypes
from jaxtypes.scalar_types import SCALAR_TYPES, scalar_type_of

ABSTRACT = [jnp.generic, jnp.number, jnp.integer, jnp.signedinteger, jnp.unsignedinteger,
            jnp.inexact, jnp.floating, jnp.complexfloating]


def test_one_scalar_type_per_registry_entry() -> None:
    assert set(SCALAR_TYPES) == set(dtypes.REGISTRY)
    for name, scalar in SCALAR_TYPES.items():
        assert np.dtype(scalar) == dtypes.REGISTRY[name].dtype
        assert jnp.dtype(scalar) == dtypes.REGISTRY[name].dtype
        public = "bool_" if name == "bool" else name
        assert getattr(jnp, public) is scalar
        assert scalar_type_of(name) is scalar


@pytest.mark.parametrize("name", list(dtypes.REGISTRY))
def test_scalar_type_sits_under_its_numpy_parent(name: str) -> None:
    scalar = SCALAR_TYPES[name]
    dt = dtypes.REGISTRY[name].dtype
    for abstract in ABSTRACT:
        numpy_abstract = getattr(np, abstract.__name__)
        expected = dtypes.issubdtype(dt, numpy_abstract)
        assert issubclass(scalar, abstract) == expected, (name, abstract)
        assert jnp.issubdtype(scalar, abstract) == expected


def test_hierarchy_matches_numpy() -> None:
    for a in ABSTRACT:
        for b in ABSTRACT:
            assert issubclass(a, b) == issubclass(getattr(np, a.__name__), getattr(np, b.__name__)), (a, b)
    assert jnp.bool is jnp.bool_
    assert not issubclass(jnp.bool_, jnp.number)


def test_isinstance_on_numpy_scalars() -> None:
    assert isinstance(np.int16(1), jnp.int16)
    assert not isinstance(np.int32(1), jnp.int16)
    assert isinstance(np.float32(1), jnp.floating)
    assert isinstance(ml_dtypes.bfloat16(1), jnp.bfloat16)
    assert isinstance(ml_dtypes.bfloat16(1), jnp.floating)
    assert not isinstance(np.float32(1), jnp.integer)


def test_abstract_scalar_types_cannot_be_called() -> None:
    with pytest.raises(TypeError, match="abstract scalar type jaxtypes.numpy.floating"):
        jnp.floating(1.0)


@pytest.mark.parametrize("spelling", [jnp.int16, "int16", "i2", np.int16, np.dtype("int16")])
def test_every_dtype_spelling_names_the_same_dtype(spelling: object) -> None:
    assert dtypes.to_dtype(spelling) == np.dtype("int16")
    assert dtypes.promote_types(spelling, jnp.int8) == np.dtype("int16")


@pytest.mark.parametrize("spelling", ["bfloat16", jnp.bfloat16, ml_dtypes.bfloat16, np.dtype(ml_dtypes.bfloat16)])
def test_ml_dtypes_spellings(spelling: object) -> None:
    assert dtypes.to_dtype(spelling) == np.dtype(ml_dtypes.bfloat16)


@pytest.mark.parametrize("bad", ["U5", object, np.dtype("datetime64[s]"), "float128", "not-a-dtype", [("a", "i4")]])
def test_unsupported_dtypes_raise_type_error_naming_them(bad: object) -> None:
    with pytest.raises(TypeError, match="dtype"):
        dtypes.to_dtype(bad)
    with pytest.raises(TypeError, match="dtype"):
        dtypes.promote_types(bad, "int8")


def test_registry_entries_are_consistent() -> None:
    codes = [info.code for info in dtypes.REGISTRY.values()]
    assert len(set(codes)) == len(codes)
    for name, info in dtypes.REGISTRY.items():
        assert info.dtype.name == name
        assert info.itemsize == info.dtype.itemsize
        assert info.bits <= 8 * info.itemsize


def test_finfo_and_iinfo_cover_ml_dtypes() -> None:
    assert jnp.finfo(jnp.bfloat16).bits == 16
    assert jnp.finfo("float8_e4m3fn").max == 448
    assert jnp.iinfo(jnp.int4).min == -8
    assert jnp.iinfo(np.uint8).max == 255
