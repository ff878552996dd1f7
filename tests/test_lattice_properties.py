"""Algebraic properties of the join, over every node (ml_dtypes ones included) in every mode."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jaxtypes import dtypes
from jaxtypes.dtypes import NODES, REGISTRY, TypePromotionError
from tests.conftest import MODE_IDS, MODES, modes

nodes = st.sampled_from(NODES)
PAIRS = list(itertools.product(NODES, NODES))


def join(*args: str, x64: bool, strict: bool) -> str | None:
    """The join, or None where the nodes have no join."""
    try:
        return dtypes.join_nodes(*args, x64=x64, strict=strict)
    except TypePromotionError:
        return None


def kind(node: str) -> str:
    return {"i*": "int", "f*": "float", "c*": "complex"}.get(node) or REGISTRY[node].kind


@pytest.mark.parametrize(("x64", "mode"), MODES, ids=MODE_IDS)
def test_commutative_and_idempotent_exhaustive(x64: bool, mode: str) -> None:
    strict = mode == "strict"
    for a, b in PAIRS:
        assert join(a, b, x64=x64, strict=strict) == join(b, a, x64=x64, strict=strict), (a, b)
    for a in NODES:
        assert join(a, a, x64=x64, strict=strict) == a


@pytest.mark.parametrize(("x64", "mode"), MODES, ids=MODE_IDS)
def test_associative_exhaustive(x64: bool, mode: str) -> None:
    strict = mode == "strict"
    for a, b, c in itertools.product(NODES, repeat=3):
        ab = join(a, b, x64=x64, strict=strict)
        bc = join(b, c, x64=x64, strict=strict)
        left = None if ab is None else join(ab, c, x64=x64, strict=strict)
        right = None if bc is None else join(a, bc, x64=x64, strict=strict)
        whole = join(a, b, c, x64=x64, strict=strict)
        # Where both sides exist they agree with the n-ary join; a missing join stays missing.
        if left is not None and right is not None:
            assert left == right == whole, (a, b, c)
        else:
            assert whole is None or whole in (left, right), (a, b, c)


@given(a=nodes, b=nodes, c=nodes, x64=st.booleans(), strict=st.booleans())
@settings(max_examples=500, deadline=None)
def test_join_is_an_upper_bound_and_least(a: str, b: str, c: str, x64: bool, strict: bool) -> None:
    ub = dtypes.upper_bounds(strict=strict, x64=x64)
    j = join(a, b, x64=x64, strict=strict)
    if j is None:
        assert not (ub[a] & ub[b]), (a, b)
        return
    assert j in ub[a] and j in ub[b]
    if c in ub[a] and c in ub[b]:
        assert c in ub[j], (a, b, c)


@pytest.mark.parametrize("x64", [False, True])
def test_bool_is_the_bottom_in_standard_mode(x64: bool) -> None:
    for node in NODES:
        assert join("bool", node, x64=x64, strict=False) == node


@pytest.mark.parametrize(("x64", "mode"), MODES, ids=MODE_IDS)
def test_weak_scalar_never_widens_strong_dtype_of_its_kind(x64: bool, mode: str) -> None:
    strict = mode == "strict"
    weak_for = {"int": "i*", "uint": "i*", "float": "f*", "complex": "c*"}
    for name, info in REGISTRY.items():
        if info.kind in weak_for:
            assert join(name, weak_for[info.kind], x64=x64, strict=strict) == name


def test_weak_int_promotes_into_every_strong_dtype_but_bool() -> None:
    for name, info in REGISTRY.items():
        if info.kind != "bool":
            assert join(name, "i*", x64=True, strict=False) == name


SIXTY_FOUR_BIT = frozenset({"int64", "uint64", "float64", "complex128"})


@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_no_64_bit_join_from_narrower_inputs_without_x64(mode: str) -> None:
    narrow = [n for n in NODES if n not in SIXTY_FOUR_BIT]
    for a, b in itertools.product(narrow, narrow):
        assert join(a, b, x64=False, strict=mode == "strict") not in SIXTY_FOUR_BIT, (a, b)


@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_result_type_never_64_bit_without_x64(mode: str) -> None:
    with modes(x64=False, mode=mode):
        for a, b in PAIRS:
            try:
                dtype = dtypes.result_type(_argument(a), _argument(b))
            except TypePromotionError:
                continue
            assert dtype.name not in SIXTY_FOUR_BIT, (a, b, dtype)


def _argument(node: str) -> object:
    return {"i*": int, "f*": float, "c*": complex}.get(node) or REGISTRY[node].dtype


@pytest.mark.parametrize("x64", [False, True])
def test_strict_mode_admits_only_weak_scalar_promotion(x64: bool) -> None:
    for a, b in PAIRS:
        result = join(a, b, x64=x64, strict=True)
        if a == b:
            assert result == a
        elif a in REGISTRY and b in REGISTRY:
            assert result is None, (a, b)
        elif a in REGISTRY or b in REGISTRY:
            strong, weak = (a, b) if a in REGISTRY else (b, a)
            # A weak scalar may move into a strong dtype of its kind or of a higher kind,
            # never the other way, and never into bool.
            order = ["int", "float", "complex"]
            strong_kind = "int" if kind(strong) == "uint" else kind(strong)
            allowed = strong_kind in order and order.index(kind(weak)) <= order.index(strong_kind)
            assert (result == strong) == allowed and (result is None) == (not allowed), (a, b, result)
        else:
            order = ["i*", "f*", "c*"]
            assert result == max(a, b, key=order.index)


def test_small_floats_and_sub_byte_ints_have_the_designed_joins() -> None:
    small = [n for n, i in REGISTRY.items() if i.is_small_float]
    sub_byte = [n for n, i in REGISTRY.items() if i.is_sub_byte_int]
    assert {"float8_e4m3fn", "float8_e5m2", "float4_e2m1fn"} <= set(small)
    assert {"int4", "uint4", "int2", "uint2"} <= set(sub_byte)
    for s in small:
        for other in NODES:
            expected_joins = other in ("bool", "i*", "f*", s) or (other in REGISTRY and REGISTRY[other].kind in ("int", "uint") and not REGISTRY[other].is_sub_byte_int)
            assert (join(s, other, x64=True, strict=False) == s) == expected_joins, (s, other)
            if not expected_joins:
                assert join(s, other, x64=True, strict=False) is None
    for s in sub_byte:
        for other in NODES:
            expected = other in ("bool", "i*", s)
            assert (join(s, other, x64=True, strict=False) is not None) == expected, (s, other)


def test_missing_join_message_names_dtypes_and_the_cast() -> None:
    with pytest.raises(TypePromotionError, match=r"float8_e4m3fn, float8_e5m2.*astype\('float32'\)"):
        dtypes.join_nodes("float8_e4m3fn", "float8_e5m2", x64=True, strict=False)
    with pytest.raises(TypePromotionError, match=r"int4, int8.*astype\('int32'\)"):
        dtypes.join_nodes("int4", "int8", x64=True, strict=False)
    with pytest.raises(TypePromotionError, match=r"int8, int16.*strict.*astype"):
        dtypes.join_nodes("int8", "int16", x64=True, strict=True)
    assert issubclass(TypePromotionError, ValueError)
