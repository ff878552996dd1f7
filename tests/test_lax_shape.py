"""lax structural operators on real XLA: values against NumPy, errors and weak types against jax."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jax

from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.core.creation import asarray
from tests.conftest import modes
from tests.lax_oracle import (
    ML_DTYPES, NUMPY_DTYPES, assert_same, comparable, dtype, ours, same_error, sample, staged, theirs,
)

lax = types.SimpleNamespace(**{name: getattr(lax_shape, name) for name in lax_shape.__all__})
PROPERTY = settings(max_examples=25, deadline=None)


@pytest.fixture(autouse=True)
def _x64() -> Any:
    with modes(x64=True, mode="standard"):
        yield


# -- NumPy references ----------------------------------------------------------------

def np_pad(x: np.ndarray, value: Any, config: list[tuple[int, int, int]]) -> np.ndarray:
    for axis, (lo, hi, interior) in enumerate(config):
        n = x.shape[axis]
        if interior and n > 1:
            shape = list(x.shape)
            shape[axis] = n + (n - 1) * interior
            dilated = np.full(shape, value, x.dtype)
            index = [slice(None)] * x.ndim
            index[axis] = slice(None, None, interior + 1)
            dilated[tuple(index)] = x
            x = dilated
        edge = list(x.shape)
        edge[axis] = max(lo, 0)
        low = np.full(tuple(edge), value, x.dtype)
        edge[axis] = max(hi, 0)
        high = np.full(tuple(edge), value, x.dtype)
        x = np.concatenate([low, x, high], axis)
        index = [slice(None)] * x.ndim
        index[axis] = slice(max(-lo, 0), x.shape[axis] - max(-hi, 0))
        x = x[tuple(index)]
    return x


def np_dynamic_start(starts: tuple[int, ...], sizes: tuple[int, ...], shape: tuple[int, ...]) -> list[int]:
    """XLA's start indices: negative ones wrapped once, then clamped into the operand."""
    return [min(max(s + d if s < 0 else s, 0), d - z) for s, z, d in zip(starts, sizes, shape)]


def np_broadcast_in_dim(x: np.ndarray, shape: tuple[int, ...], dims: tuple[int, ...]) -> np.ndarray:
    order = np.argsort(dims)
    placed = [1] * len(shape)
    for i in range(x.ndim):
        placed[dims[i]] = x.shape[i]
    return np.broadcast_to(np.transpose(x, order).reshape(placed), shape)


# -- every dtype -------------------------------------------------------------------

@pytest.mark.parametrize("name", NUMPY_DTYPES + ML_DTYPES)
def test_structural_ops_over_dtypes(name: str) -> None:
    dt = dtype(name)
    rng = np.random.default_rng(len(name))
    host, other = sample(dt, rng, (2, 3, 4)), sample(dt, rng, (2, 1, 4))
    x, y = asarray(host), asarray(other)
    fill = sample(dt, rng, ())
    cases: list[tuple[Any, np.ndarray]] = [
        (lax.broadcast_in_dim(y, (5, 2, 3, 4), (1, 2, 3)), np.broadcast_to(other, (5, 2, 3, 4))),
        (lax.broadcast(host[0, 0, 0], (2, 2)), np.broadcast_to(host[0, 0, 0], (2, 2))),
        (lax.reshape(x, (4, 6), (2, 0, 1)), host.transpose(2, 0, 1).reshape(4, 6)),
        (lax.transpose(x, (1, 2, 0)), host.transpose(1, 2, 0)),
        (lax.squeeze(y, (1,)), other[:, 0]),
        (lax.expand_dims(x, (0, -1)), host[None, ..., None]),
        (lax.concatenate([x, y], 1), np.concatenate([host, other], 1)),
        (lax.pad(x, fill, ((1, 0, 1), (-1, 2, 0), (0, -2, 2))), np_pad(host, fill, [(1, 0, 1), (-1, 2, 0), (0, -2, 2)])),
        (lax.slice(x, (0, 1, 0), (2, 3, 4), (1, 1, 3)), host[0:2, 1:3, 0:4:3]),
        (lax.dynamic_slice(x, (1, -1, 3), (1, 2, 2)), host[1:2, 1:3, 2:4]),
        (lax.dynamic_update_slice(x, y, (0, 5, 0)), np.concatenate([host[:, :2], other], 1)),
        (lax.rev(x, (0, 2)), host[::-1, :, ::-1]),
    ]
    for result, expected in cases:
        assert result.dtype == dt and not result.weak_type
        assert result.shape == expected.shape
        np.testing.assert_array_equal(comparable(result), comparable(expected))


# -- properties on random shapes ------------------------------------------------------

shapes = st.lists(st.integers(0, 3), min_size=0, max_size=4).map(tuple)
DT = np.dtype(np.int16)


def arange(shape: tuple[int, ...]) -> np.ndarray:
    return np.arange(int(np.prod(shape)), dtype=DT).reshape(shape)


@PROPERTY
@given(shapes, st.data())
def test_transpose_and_reshape_with_dimensions(shape: tuple[int, ...], data: st.DataObject) -> None:
    perm = tuple(data.draw(st.permutations(range(len(shape)))))
    host = arange(shape)
    np.testing.assert_array_equal(np.asarray(lax.transpose(asarray(host), perm)), host.transpose(perm))
    flat = (host.size,)
    np.testing.assert_array_equal(np.asarray(lax.reshape(asarray(host), flat, perm)), host.transpose(perm).reshape(flat))


@PROPERTY
@given(shapes, st.data())
def test_broadcast_in_dim(shape: tuple[int, ...], data: st.DataObject) -> None:
    extra = data.draw(st.lists(st.integers(0, 3), max_size=2))
    rank = len(shape) + len(extra)
    dims = tuple(data.draw(st.permutations(range(rank)))[:len(shape)])
    out = [0] * rank
    sizes = iter(extra)
    for d in range(rank):
        out[d] = shape[dims.index(d)] if d in dims else next(sizes)
    operand = tuple(1 if data.draw(st.booleans()) else s for s in shape)  # size-1 dimensions stretch
    host = arange(operand)
    result = lax.broadcast_in_dim(asarray(host), tuple(out), dims)
    np.testing.assert_array_equal(np.asarray(result), np_broadcast_in_dim(host, tuple(out), dims))


@PROPERTY
@given(shapes, st.data())
def test_slice(shape: tuple[int, ...], data: st.DataObject) -> None:
    bounds = [sorted(data.draw(st.tuples(st.integers(0, d), st.integers(0, d)))) for d in shape]
    strides = [data.draw(st.integers(1, 3)) for _ in shape]
    host = arange(shape)
    result = lax.slice(asarray(host), [b[0] for b in bounds], [b[1] for b in bounds], strides)
    np.testing.assert_array_equal(np.asarray(result), host[tuple(slice(a, b, s) for (a, b), s in zip(bounds, strides))])


@PROPERTY
@given(shapes, st.data())
def test_pad(shape: tuple[int, ...], data: st.DataObject) -> None:
    config = [data.draw(st.tuples(st.integers(-2, 2), st.integers(-2, 2), st.integers(0, 2))) for _ in shape]
    host = arange(shape)
    expected_shape = [lo + hi + (d + (d - 1) * i if d else 0) for (lo, hi, i), d in zip(config, shape)]
    if any(d < 0 for d in expected_shape):
        with pytest.raises(ValueError, match="negative shape"):
            lax.pad(asarray(host), np.int16(-1), config)
        return
    result = lax.pad(asarray(host), np.int16(-1), config)
    np.testing.assert_array_equal(np.asarray(result), np_pad(host, -1, config))


@PROPERTY
@given(shapes, st.data())
def test_dynamic_slice_and_update_clamp_like_xla(shape: tuple[int, ...], data: st.DataObject) -> None:
    starts = tuple(data.draw(st.integers(-2 * d - 1, 2 * d + 1)) for d in shape)
    sizes = tuple(data.draw(st.integers(0, d)) for d in shape)
    host = arange(shape)
    begin = np_dynamic_start(starts, sizes, shape)
    window = tuple(slice(b, b + z) for b, z in zip(begin, sizes))
    np.testing.assert_array_equal(np.asarray(lax.dynamic_slice(asarray(host), starts, sizes)), host[window])
    update = np.full(sizes, -7, DT)
    expected = host.copy()
    expected[window] = update
    result = lax.dynamic_update_slice(asarray(host), asarray(update), [np.int32(s) for s in starts])
    np.testing.assert_array_equal(np.asarray(result), expected)


@PROPERTY
@given(shapes.filter(bool), st.data())
def test_concatenate_rev_squeeze_expand_dims(shape: tuple[int, ...], data: st.DataObject) -> None:
    axis = data.draw(st.integers(0, len(shape) - 1))
    parts = [arange(shape[:axis] + (data.draw(st.integers(0, 3)),) + shape[axis + 1:])
             for _ in range(data.draw(st.integers(1, 3)))]
    np.testing.assert_array_equal(np.asarray(lax.concatenate([asarray(p) for p in parts], axis)),
                                  np.concatenate(parts, axis))
    dims = data.draw(st.lists(st.integers(0, len(shape) - 1), unique=True))
    host = arange(shape)
    np.testing.assert_array_equal(np.asarray(lax.rev(asarray(host), dims)), np.flip(host, dims) if dims else host)
    new = data.draw(st.lists(st.integers(-len(shape) - 1, len(shape)), max_size=2, unique=True))
    ndim = len(shape) + len(new)
    if len({d % ndim for d in new}) == len(new):
        expanded = lax.expand_dims(asarray(host), new)
        np.testing.assert_array_equal(np.asarray(expanded), np.expand_dims(host, tuple(new)))
        back = lax.squeeze(expanded, new)
        np.testing.assert_array_equal(np.asarray(back), host)


# -- iota, full, full_like -------------------------------------------------------------

@pytest.mark.parametrize("name", [n for n in NUMPY_DTYPES + ML_DTYPES if n != "bool"])
def test_iota_against_jax(name: str) -> None:
    dt = dtype(name)
    assert_same(lax.iota(dt, 7), jax.lax.iota(dt, 7))
    assert_same(lax.broadcasted_iota(dt, (2, 3, 4), 1), jax.lax.broadcasted_iota(dt, (2, 3, 4), 1))


def test_iota_wraps_and_canonicalizes() -> None:
    np.testing.assert_array_equal(np.asarray(lax.iota(np.int8, 300)), np.arange(300).astype(np.int8))
    np.testing.assert_array_equal(np.asarray(lax.iota(np.uint8, 300)), np.arange(300).astype(np.uint8))
    with modes(x64=False, mode="standard"):
        assert lax.iota(np.int64, 3).dtype == np.int32
        assert lax.iota(float, 3).dtype == np.float32
    assert lax.iota(np.int64, 0).shape == (0,)


FULL_CASES: list[Callable[[Any], Any]] = [
    lambda l: l.full((2, 3), 1.0),
    lambda l: l.full((2, 3), 1),
    lambda l: l.full((2, 3), True),
    lambda l: l.full((2, 3), 1.5, np.int8),
    lambda l: l.full((2, 3), 300, np.int8),
    lambda l: l.full(3, -2.5, np.uint8),
    lambda l: l.full((), 2j),
    lambda l: l.full((2,), np.float16(3)),
    lambda l: l.full((2,), 3, ml_dtypes.bfloat16),
    lambda l: l.full((0, 2), 3.0, np.float64),
    lambda l: l.full_like(np.ones((2, 3), np.int16), 7),
    lambda l: l.full_like(np.ones((2, 3), np.int16), 7.5, np.float32),
    lambda l: l.full_like(np.ones((2, 3), np.int16), 7, shape=(4,)),
    lambda l: l.full_like(3.0, 2),
    lambda l: l.full_like(3, 2.7),
    lambda l: l.full_like(True, 0),
    lambda l: l.full_like(l.full((2,), 1.0), 2),
    lambda l: l.full_like(l.full((2,), 1.0), 2, np.float32),
    lambda l: l.full_like(l.full((2,), 1), 2.9),
    lambda l: l.full((3,), l.full((), 2.0)),
    lambda l: l.full((3,), l.full((), 2.0), np.float16),
]


@pytest.mark.parametrize("x64", [False, True])
@pytest.mark.parametrize("case", range(len(FULL_CASES)))
def test_full_and_full_like_against_jax(case: int, x64: bool) -> None:
    with modes(x64=x64, mode="standard"):
        assert_same(FULL_CASES[case](lax), FULL_CASES[case](jax.lax))


def corner(l: Any, x: Any) -> Any:
    """``x[:1, :1]`` (by lax, so that these tests need no indexing)."""
    return l.slice(x, (0, 0), (1, 1))


# -- weak types -------------------------------------------------------------------------

WEAK_CASES: dict[str, Callable[[Any, Any], Any]] = {
    "broadcast_in_dim": lambda l, x: l.broadcast_in_dim(x, (2, 3, 4), (1, 2)),
    "broadcast": lambda l, x: l.broadcast(x, (2,)),
    "reshape": lambda l, x: l.reshape(x, (4, 3)),
    "transpose": lambda l, x: l.transpose(x, (1, 0)),
    "squeeze": lambda l, x: l.squeeze(l.expand_dims(x, (0,)), (0,)),
    "slice": lambda l, x: l.slice(x, (0, 1), (2, 3)),
    "rev": lambda l, x: l.rev(x, (0,)),
    "pad weak value": lambda l, x: l.pad(x, 0.0, ((1, 1, 0), (0, 0, 1))),
    "pad strong value": lambda l, x: l.pad(x, np.float64(0.0), ((1, 1, 0), (0, 0, 1))),
    "concatenate weak": lambda l, x: l.concatenate([x, x], 0),
    "concatenate mixed": lambda l, x: l.concatenate([x, np.ones((3, 4))], 0),
    "dynamic_slice": lambda l, x: l.dynamic_slice(x, (1, np.int64(1)), (2, 2)),
    "dynamic_update_slice weak": lambda l, x: l.dynamic_update_slice(x, l.full((1, 1), 2.0), (0, 0)),
    "dynamic_update_slice strong update": lambda l, x: l.dynamic_update_slice(x, np.ones((1, 1)), (0, 0)),
    "dynamic_update_slice strong operand": lambda l, x: l.dynamic_update_slice(np.ones((3, 4)), corner(l, x), (0, 0)),
    "dynamic_update_slice weak indices": lambda l, x: l.dynamic_update_slice(
        x, corner(l, x), (l.full((), 1), l.full((), 2)), allow_negative_indices=False),
    "dynamic_update_slice weak indices wrapped": lambda l, x: l.dynamic_update_slice(
        x, corner(l, x), (l.full((), 1), l.full((), 2))),
    "dynamic_update_slice weak index array": lambda l, x: l.dynamic_update_slice(
        x, corner(l, x), l.full((2,), 1), allow_negative_indices=False),
    "dynamic_update_slice_in_dim weak index": lambda l, x: l.dynamic_update_slice_in_dim(
        x, corner(l, x), l.full((), 1), 0, allow_negative_indices=False),
    "slice_in_dim": lambda l, x: l.slice_in_dim(x, 1, None, 2, axis=1),
    "index_in_dim": lambda l, x: l.index_in_dim(x, -1, axis=0, keepdims=False),
    "dynamic_index_in_dim": lambda l, x: l.dynamic_index_in_dim(x, 2, axis=1),
    "broadcasted_iota": lambda l, x: l.broadcasted_iota(np.int32, (2, 2), 0),
}


@pytest.mark.parametrize("case", WEAK_CASES)
def test_weak_types_against_jax(case: str) -> None:
    host = np.arange(12.0).reshape(3, 4)
    assert_same(WEAK_CASES[case](lax, ours(host, weak=True)), WEAK_CASES[case](jax.lax, theirs(host, weak=True)))


def test_python_scalars_are_weak_operands() -> None:
    assert_same(lax.broadcast(2.0, (3,)), jax.lax.broadcast(2.0, (3,)))
    assert_same(lax.reshape(7, (1, 1)), jax.lax.reshape(7, (1, 1)))
    assert_same(lax.expand_dims(True, (0,)), jax.lax.expand_dims(True, (0,)))


# -- bad arguments: the exception class jax raises (under jit) --------------------------

ERROR_CASES: dict[str, Callable[[Any, Any], Any]] = {
    "broadcast_in_dim rank of dims": lambda l, x: l.broadcast_in_dim(x, (2, 3, 4), (1,)),
    "broadcast_in_dim lower rank": lambda l, x: l.broadcast_in_dim(x, (3,), (0, 1)),
    "broadcast_in_dim dims not in shape": lambda l, x: l.broadcast_in_dim(x, (2, 3, 4), (1, 3)),
    "broadcast_in_dim size": lambda l, x: l.broadcast_in_dim(x, (2, 3, 5), (1, 2)),
    "broadcast_in_dim duplicate dims": lambda l, x: l.broadcast_in_dim(corner(l, x), (2, 3, 5), (1, 1)),
    "broadcast_in_dim negative shape": lambda l, x: l.broadcast_in_dim(x, (-1, 3, 4), (1, 2)),
    "broadcast_in_dim negative dims": lambda l, x: l.broadcast_in_dim(x, (2, 3, 4), (-2, -1)),
    "broadcast negative": lambda l, x: l.broadcast(x, (-2,)),
    "reshape dimensions": lambda l, x: l.reshape(x, (12,), (1, 1)),
    "reshape dimensions length": lambda l, x: l.reshape(x, (12,), (0,)),
    "reshape size": lambda l, x: l.reshape(x, (5, 3)),
    "reshape negative": lambda l, x: l.reshape(x, (-1, 3)),
    "reshape float": lambda l, x: l.reshape(x, (4.0, 3)),
    "transpose repeated": lambda l, x: l.transpose(x, (0, 0)),
    "transpose length": lambda l, x: l.transpose(x, (0,)),
    "transpose negative": lambda l, x: l.transpose(x, (-1, 0)),
    "transpose float": lambda l, x: l.transpose(x, (1.0, 0)),
    "squeeze not one": lambda l, x: l.squeeze(x, (0,)),
    "squeeze repeated": lambda l, x: l.squeeze(l.slice_in_dim(x, 0, 1), (0, 0)),
    "squeeze repeated negative": lambda l, x: l.squeeze(l.slice_in_dim(x, 0, 1), (0, -2)),
    "squeeze out of range": lambda l, x: l.squeeze(l.slice_in_dim(x, 0, 1), (2,)),
    "expand_dims repeated": lambda l, x: l.expand_dims(x, (0, 0)),
    "expand_dims repeated negative": lambda l, x: l.expand_dims(x, (0, -4)),
    "expand_dims out of range": lambda l, x: l.expand_dims(x, (3,)),
    "expand_dims out of range negative": lambda l, x: l.expand_dims(x, (-4,)),
    "concatenate dtypes": lambda l, x: l.concatenate([x, np.ones((3, 4), np.float16)], 1),
    "concatenate ranks": lambda l, x: l.concatenate([x, l.index_in_dim(x, 0, keepdims=False)], 1),
    "concatenate shapes": lambda l, x: l.concatenate([x, l.slice_in_dim(x, 0, 2, axis=1)], 0),
    "concatenate dimension": lambda l, x: l.concatenate([x, x], 2),
    "concatenate negative dimension": lambda l, x: l.concatenate([x, x], -1),
    "concatenate scalars": lambda l, x: l.concatenate([l.reshape(corner(l, x), ()), l.reshape(l.slice(x, (0, 1), (1, 2)), ())], 0),
    "concatenate nothing": lambda l, x: l.concatenate([], 0),
    "pad dtype": lambda l, x: l.pad(x, np.float16(0), ((1, 1, 0), (0, 0, 0))),
    "pad python int": lambda l, x: l.pad(x, 0, ((1, 1, 0), (0, 0, 0))),
    "pad config length": lambda l, x: l.pad(x, l.reshape(corner(l, x), ()), ((1, 1, 0),)),
    "pad negative interior": lambda l, x: l.pad(x, l.reshape(corner(l, x), ()), ((1, 1, -1), (0, 0, 0))),
    "pad negative size": lambda l, x: l.pad(x, l.reshape(corner(l, x), ()), ((-3, -1, 0), (0, 0, 0))),
    "pad value not scalar": lambda l, x: l.pad(x, l.reshape(corner(l, x), (1,)), ((1, 1, 0), (0, 0, 0))),
    "pad pairs": lambda l, x: l.pad(x, l.reshape(corner(l, x), ()), ((1, 1), (0, 0))),
    "rev repeated": lambda l, x: l.rev(x, (1, 1)),
    "rev out of range": lambda l, x: l.rev(x, (2,)),
    "rev negative": lambda l, x: l.rev(x, (-1,)),
    "slice negative start": lambda l, x: l.slice(x, (-1, 1), (3, 4)),
    "slice limit above shape": lambda l, x: l.slice(x, (0, 1), (4, 4)),
    "slice limit below start": lambda l, x: l.slice(x, (2, 1), (1, 4)),
    "slice start length": lambda l, x: l.slice(x, (0,), (3,)),
    "slice limit length": lambda l, x: l.slice(x, (0, 0), (3,)),
    "slice strides length": lambda l, x: l.slice(x, (0, 0), (3, 4), (1,)),
    "slice negative stride": lambda l, x: l.slice(x, (0, 0), (3, 4), (-1, 1)),
    "slice float": lambda l, x: l.slice(x, (0.5, 0), (3, 4)),
    "dynamic_slice index count": lambda l, x: l.dynamic_slice(x, (1,), (2, 2)),
    "dynamic_slice 2-d index array": lambda l, x: l.dynamic_slice(x, np.array([[1, 1]]), (2, 2)),
    "dynamic_slice size": lambda l, x: l.dynamic_slice(x, (1, 1), (4, 2)),
    "dynamic_slice negative size": lambda l, x: l.dynamic_slice(x, (1, 1), (-1, 2)),
    "dynamic_slice sizes length": lambda l, x: l.dynamic_slice(x, (1, 1), (2,)),
    "dynamic_slice mixed index dtypes": lambda l, x: l.dynamic_slice(x, (np.int8(0), np.int16(1)), (2, 2)),
    "dynamic_slice python and int16 index": lambda l, x: l.dynamic_slice(x, (0, np.int16(1)), (2, 2)),
    "dynamic_slice float index": lambda l, x: l.dynamic_slice(x, (0, 1.0), (2, 2)),
    "dynamic_slice bool index": lambda l, x: l.dynamic_slice(x, (True, 1), (1, 2)),
    "dynamic_slice array index": lambda l, x: l.dynamic_slice(x, (np.array([1]), 1), (1, 2)),
    "dynamic_slice negative not allowed": lambda l, x: l.dynamic_slice(x, (-1, 0), (1, 2), allow_negative_indices=False),
    "dynamic_update_slice dtype": lambda l, x: l.dynamic_update_slice(x, np.ones((2, 2), np.float16), (2, 3)),
    "dynamic_update_slice scalar update": lambda l, x: l.dynamic_update_slice(x, 1.0, (2, 3)),
    "dynamic_update_slice rank": lambda l, x: l.dynamic_update_slice(x, l.index_in_dim(x, 0, keepdims=False), (2, 3)),
    "dynamic_update_slice size": lambda l, x: l.dynamic_update_slice(x, np.ones((4, 2), np.float32), (0, 0)),
    "dynamic_update_slice index count": lambda l, x: l.dynamic_update_slice(x, l.slice(x, (0, 0), (1, 2)), (0,)),
    "index_in_dim index": lambda l, x: l.index_in_dim(x, 4, axis=1),
    "index_in_dim negative index": lambda l, x: l.index_in_dim(x, -5, axis=1),
    "index_in_dim axis": lambda l, x: l.index_in_dim(x, 0, axis=3),
    "slice_in_dim axis": lambda l, x: l.slice_in_dim(x, 0, 1, axis=2),
    "dynamic_slice_in_dim axis": lambda l, x: l.dynamic_slice_in_dim(x, 0, 1, axis=2),
    "iota bool": lambda l, x: l.iota(np.bool_, 5),
    "iota negative": lambda l, x: l.iota(np.int32, -1),
    "iota float size": lambda l, x: l.iota(np.int32, 3.0),
    "iota no dtype": lambda l, x: l.iota(None, 3),
    "broadcasted_iota dimension": lambda l, x: l.broadcasted_iota(np.int32, (2, 3), 2),
    "broadcasted_iota negative dimension": lambda l, x: l.broadcasted_iota(np.int32, (2, 3), -1),
    "broadcasted_iota 0-d": lambda l, x: l.broadcasted_iota(np.int32, (), 0),
    "full fill not scalar": lambda l, x: l.full((2, 3), l.index_in_dim(x, 0, keepdims=False)),
    "full negative shape": lambda l, x: l.full((-2, 3), 0),
}


@pytest.mark.parametrize("case", ERROR_CASES)
def test_errors_match_jax(case: str) -> None:
    same_error(ERROR_CASES[case], lax, np.arange(12, dtype=np.float32).reshape(3, 4))


def test_error_messages_name_the_problem() -> None:
    x = asarray(np.ones((3, 4), np.float32))
    with pytest.raises(TypeError, match="same dtypes, got float32, float16"):
        lax.concatenate([x, np.ones((3, 4), np.float16)], 0)
    with pytest.raises(TypeError, match="same dtype, got float32 and float64"):
        lax.pad(x, 0.0, ((0, 0, 0), (0, 0, 0)))
    with pytest.raises(TypeError, match=r"permutation \(0, 0\) is not a permutation"):
        lax.transpose(x, (0, 0))
    with pytest.raises(ValueError, match=r"shape \(3, 4\) \(12 elements\) to shape \(5,\)"):
        lax.reshape(x, (5,))
    with pytest.raises(TypeError, match="integers of one dtype, got int8, int16"):
        lax.dynamic_slice(x, (np.int8(0), np.int16(0)), (1, 1))
    with pytest.raises(TypeError, match="strides must be positive"):  # jax: ZeroDivisionError
        lax.slice(x, (0, 0), (3, 4), (0, 1))


def test_single_operand_and_no_op_shortcuts() -> None:
    x = asarray(np.ones((3, 4), np.float32))
    assert lax.concatenate([x], 0) is x
    assert lax.transpose(x, (0, 1)) is x
    assert lax.reshape(x, (3, 4)) is x
    assert lax.slice(x, (0, 0), (3, 4)) is x
    assert lax.broadcast(x, ()) is x


# -- inside a trace ------------------------------------------------------------------

def composed(l: Any, x: Any, i: Any, starts: Any) -> Any:
    """Many structural ops in a row, with array start indices (traced when staged)."""
    y = l.transpose(l.rev(x, (0,)), (2, 0, 1))                              # (4, 2, 3)
    y = l.pad(y, np.float32(-1), ((1, -1, 0), (0, 0, 1), (0, 1, 0)))        # (4, 3, 4)
    y = l.dynamic_slice(y, starts, (2, 2, 2))
    y = l.dynamic_update_slice_in_dim(y, l.full((2, 1, 2), 9.0, np.float32), i, axis=1)
    z = l.concatenate([l.reshape(y, (8,)), l.reshape(l.dynamic_index_in_dim(y, i, 2, keepdims=False), (4,))], 0)
    return l.broadcast_in_dim(l.squeeze(l.expand_dims(z, (0,)), (0,)), (2, 12), (1,))


@pytest.mark.parametrize("i", [-1, 0, 7])
def test_staged_composition_with_traced_indices(i: int) -> None:
    args = (np.arange(24, dtype=np.float32).reshape(2, 3, 4), np.int32(i), np.array([1, -2, 5], np.int32))
    eager = composed(lax, *(asarray(a) for a in args))
    traced = staged(lambda *a: composed(lax, *a), *(asarray(a) for a in args))
    assert_same(traced, eager)
    assert_same(eager, jax.jit(lambda *a: composed(jax.lax, *a))(*args))


def test_staged_weak_types_and_python_indices() -> None:
    x = ours(np.arange(6.0).reshape(2, 3), weak=True)
    out = staged(lambda v: lax.dynamic_slice(lax.transpose(v, (1, 0)), (-1, 0), (1, 2)), x)
    assert out.weak_type and out.tolist() == [[2.0, 5.0]]
