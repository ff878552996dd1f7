"""NumPy advanced indexing (``x[int_array]``, ``x[mask]``) and ``x.at[...]`` against
jax.numpy: values, dtypes and weak types, eagerly and under jit (many cases per
compiled call), gradients, vmap, out-of-bounds modes, ``lax.scatter_apply`` and bad input."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jax
import jax.numpy as jjnp

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import lax as our_lax
from tests.conftest import modes
from tests.lax_oracle import assert_same, ours, theirs


@pytest.fixture(autouse=True)
def _x32() -> Any:
    with modes(x64=False, mode="standard"):
        yield


I = np.int32  # noqa: E741

# (operand shape, index). Integer NumPy arrays in an index are passed as traced
# arguments under jit (and as jaxtypes/jax arrays eagerly); lists and masks stay static.
CASES: list[tuple[tuple[int, ...], Any]] = [
    ((5,), np.array([0, 2, 4, 2], I)),
    ((5,), np.array([-1, -5, 3], I)),
    ((5,), np.array([[0, 1], [4, -2]], I)),
    ((5,), ([1, 3],)),
    ((5,), np.array([7, -9, 2], I)),  # out of bounds: clamped (gather), dropped (scatter)
    ((4, 3), np.array([3, 0], np.uint8)),
    ((4, 3), np.array([1, -1], np.int8)),
    ((4, 3), (np.array([0, 3, 1], I), np.array([2, 0, 1], I))),
    ((4, 3), (slice(None), np.array([2, 0], I))),
    ((4, 3), (np.array([[0], [3]], I), np.array([0, 2, 1], I))),  # broadcast index arrays
    ((4, 3), (1, np.array([0, 2], I))),
    ((4, 3), (np.array([True, False, True, True]),)),
    ((4, 3), (np.array([[True, False, True], [False, False, True], [True] * 3, [False] * 3]),)),
    ((4, 3), (slice(1, None), [2, 0])),
    ((4, 3), (None, np.array([1, 2], I), None)),
    ((4, 3), (np.array([2, 1], I), slice(None, None, -1))),
    ((2, 3, 4), (slice(None), np.array([0, 2], I), np.array([1, 3], I))),  # adjacent: stays in place
    ((2, 3, 4), (np.array([0, 1], I), slice(None), np.array([1, 3], I))),  # separated: goes in front
    ((2, 3, 4), (0, slice(None), np.array([[1, 3]], I))),  # an int separates too
    ((2, 3, 4), (Ellipsis, np.array([3, 0], I))),
    ((2, 3, 4), (np.array([1, 0], I), Ellipsis, None)),
    ((2, 3, 4), (slice(None), np.array([True, False, True]), slice(0, 3, 2))),
    ((2, 3, 4), (np.array([0, 1], I), np.array([[True, False, False, False], [False] * 3 + [True],
                                                 [False] * 4]))),
    ((2, 3, 4), (True, np.array([1], I))),
    ((2, 3, 4), (1, [0, 2], slice(1, 3))),
]


def split_index(index: Any) -> tuple[Any, list[np.ndarray]]:
    """The index with its integer NumPy arrays taken out (a template), and those arrays."""
    items = index if isinstance(index, tuple) else (index,)
    arrays: list[np.ndarray] = []
    template = []
    for item in items:
        if isinstance(item, np.ndarray) and item.dtype != np.bool_:
            template.append(("array", len(arrays)))
            arrays.append(item)
        else:
            template.append(("static", item))
    return (tuple(template), isinstance(index, tuple)), arrays


def rebuild(template: Any, arrays: list[Any]) -> Any:
    items, is_tuple = template
    out = tuple(arrays[v] if k == "array" else v for k, v in items)
    return out if is_tuple else out[0]


def operand(shape: tuple[int, ...], dtype: Any, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(-9, 10, shape).astype(dtype)


def host_to(lib: Any, host: np.ndarray, weak: bool) -> Any:
    return theirs(host, weak) if lib is jjnp else ours(host, weak)


def run_table(calls: list[tuple[Callable[..., Any], np.ndarray, bool, Any]], eager: int = 3) -> None:
    """Each ``fn(x, index)`` against jax's: jax and ours each under one jit for all
    calls (index arrays traced), then every ``eager``-th call of ours eagerly (index
    arrays as jaxtypes arrays or as NumPy arrays, alternately)."""
    parts = [(fn, x, weak, *split_index(index)) for fn, x, weak, index in calls]

    def staged(lib: Any) -> Callable[..., Any]:
        def f(*flat: Any) -> list[Any]:
            out, at = [], 0
            for fn, _, _, template, arrays in parts:
                x = flat[at]
                idx = rebuild(template, list(flat[at + 1:at + 1 + len(arrays)]))
                at += 1 + len(arrays)
                out.append(fn(x, idx))
            return out

        return f

    def flat_args(lib: Any) -> list[Any]:
        return [a for _, x, weak, _, arrays in parts for a in [host_to(lib, x, weak), *map(lib.asarray, arrays)]]

    expected = jax.jit(staged(jjnp))(*flat_args(jjnp))
    got = jaxtypes.jit(staged(jnp))(*flat_args(jnp))
    for (fn, x, weak, index), g, e in zip(calls, got, expected):
        assert_same(g, e), index
    for k, ((fn, x, weak, template, arrays), e) in enumerate(zip(parts, expected)):
        if eager and k % eager == 0:
            index = rebuild(template, [jnp.asarray(a) for a in arrays] if k % (2 * eager) else arrays)
            assert_same(fn(host_to(jnp, x, weak), index), e)


def test_getitem_against_jax() -> None:
    calls = []
    for i, (shape, index) in enumerate(CASES):
        for dtype, weak in [(np.float32, False), (np.int32, True), (np.bool_, False)][: 3 if i % 3 == 0 else 1]:
            calls.append((lambda x, idx: x[idx], operand(shape, dtype, i), weak, index))
    run_table(calls, eager=4)


UPDATES = ["set", "add", "subtract", "multiply", "min", "max", "divide", "power", "apply", "get_fill", "get_clip"]


def update(name: str, value: Any) -> Callable[..., Any]:
    def fn(x: Any, idx: Any) -> Any:
        ref = x.at[idx]
        if name == "apply":
            return ref.apply(lambda v: v * 2 + 1)
        if name == "get_fill":
            return ref.get(mode="fill", fill_value=-3)
        if name == "get_clip":
            return ref.get(mode="clip")
        v = value(x, idx) if callable(value) else value
        return getattr(ref, name)(v)

    return fn


def test_updates_against_jax() -> None:
    calls = []
    for i, (shape, index) in enumerate(CASES):
        x = operand(shape, np.float32, i)
        target = jjnp.zeros(shape)[index].shape
        values = (np.arange(int(np.prod(target))).reshape(target) % 4 + 1).astype(np.float32)
        for name in UPDATES[i % 6::6] + (["set", "add"][i % 2:i % 2 + 1] if i % 3 else []):
            if name in ("set", "apply", "multiply", "divide", "power") and i in (0, 2):
                continue  # duplicate indices: the winner of set is unspecified
            value: Any = values if (i + len(name)) % 2 else 2.0
            calls.append((update(name, lambda x, idx, v=value: v), x, False, index))
    # other dtypes: int operand with a float value (cast as JAX casts), weak operand, bool
    calls.append((update("set", lambda x, idx: 2.7), operand((5,), np.int32), False, np.array([1, 3], I)))
    calls.append((update("add", lambda x, idx: 3), operand((5,), np.int32), True, np.array([1, 1, 9], I)))
    calls.append((update("set", lambda x, idx: True), operand((4, 3), np.bool_), False, (slice(None), [0, 2])))
    calls.append((update("max", lambda x, idx: np.int8(4)), operand((4, 3), np.int8), False, np.array([0, 0], I)))
    calls.append((update("divide", lambda x, idx: 2), operand((5,), np.int32), False, np.array([1, 3], I)))
    assert len({name for name in UPDATES for c in calls}) == len(UPDATES)
    run_table(calls, eager=8)


def test_update_modes_and_flags() -> None:
    idx = np.array([0, 4, 6, -7], I)
    calls = []
    for mode in [None, "clip", "drop", "promise_in_bounds", "fill"]:
        for name in ["set", "add"]:
            def fn(x: Any, i: Any, name: str = name, mode: Any = mode) -> Any:
                return getattr(x.at[i], name)(10.0, mode=mode, indices_are_sorted=False)
            calls.append((fn, operand((5,), np.float32), False, idx if mode != "promise_in_bounds" else idx[:2]))
    calls.append((lambda x, i: x.at[i].add(1.0, indices_are_sorted=True, unique_indices=True),
                  operand((5,), np.float32), False, np.array([0, 2, 3], I)))
    calls.append((lambda x, i: x.at[i].get(mode="fill"), operand((5,), np.float32), False, idx))
    calls.append((lambda x, i: x.at[i].get(mode="fill"), operand((5,), np.int32), False, idx))
    calls.append((lambda x, i: x.at[i].get(unique_indices=True, indices_are_sorted=True),
                  operand((5,), np.float32), False, np.array([1, 3], I)))
    calls.append((lambda x, i: x.at[1:4].set(0.5), operand((5,), np.float32), False, None))
    calls.append((lambda x, i: x.at[::-2].add(0.5), operand((5,), np.float32), False, None))
    run_table(calls, eager=4)


def test_dynamic_scalar_index_under_jit() -> None:
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    for i in [0, 2, -1, 5]:
        got = jaxtypes.jit(lambda x, i: (x[i], x[:, i], x.at[i, 1].set(-1.0)))(jnp.asarray(x), jnp.int32(i))
        want = jax.jit(lambda x, i: (x[i], x[:, i], x.at[i, 1].set(-1.0)))(jjnp.asarray(x), jjnp.int32(i))
        for g, e in zip(got, want):
            assert_same(g, e)


def test_gradients_against_jax() -> None:
    x = operand((4, 3), np.float32).astype(np.float32) / 3
    v = np.arange(6, dtype=np.float32).reshape(2, 3) / 5
    idx = np.array([3, 3], I)

    def losses(lib: Any) -> list[Callable[..., Any]]:
        w = np.arange(12, dtype=np.float32).reshape(4, 3)
        return [lambda x, v, i: lib.sum(x[i] * v), lambda x, v, i: lib.sum(x.at[i].set(v) * w),
                lambda x, v, i: lib.sum(x.at[i].add(v) * w),
                lambda x, v, i: lib.sum(x.at[i, :2].add(v[:, 1:] * 2) * w),
                lambda x, v, i: lib.sum(x.at[i, 1].set(v[:, 0]) * w * x),
                lambda x, v, i: lib.sum(x[(lib.asarray([0, 2]), None, slice(1, None))] * 3),
                lambda x, v, i: lib.sum(x.at[1:, 0].mul(2.0) * w),
                lambda x, v, i: lib.sum(x.at[i[:1] - 1].multiply(v[:1], unique_indices=True) * w),
                lambda x, v, i: lib.sum(x.at[0].min(v[1]) * w), lambda x, v, i: lib.sum(x.at[i].max(v) * w)]

    def all_grads(grad: Callable[..., Any], lib: Any) -> Callable[..., Any]:
        return lambda *a: [grad(f, (0, 1))(*a) for f in losses(lib)]

    want = jax.jit(all_grads(jax.grad, jjnp))(jjnp.asarray(x), jjnp.asarray(v), jjnp.asarray(idx))
    got = jaxtypes.jit(all_grads(jaxtypes.grad, jnp))(jnp.asarray(x), jnp.asarray(v), jnp.asarray(idx))
    for k, (gs, es) in enumerate(zip(got, want)):
        for g, e in zip(gs, es):
            np.testing.assert_allclose(np.asarray(g), np.asarray(e), rtol=1e-6, err_msg=f"loss {k}")
    # eagerly too
    got = jaxtypes.grad(losses(jnp)[2], (0, 1))(jnp.asarray(x), jnp.asarray(v), jnp.asarray(idx))
    for g, e in zip(got, want[2]):
        np.testing.assert_allclose(np.asarray(g), np.asarray(e), rtol=1e-6)


def test_vmap_against_jax() -> None:
    x = operand((3, 4, 5), np.float32)
    idx = np.array([[0, 4], [1, 1], [3, -1]], I)
    v = np.arange(6, dtype=np.float32).reshape(3, 2)
    fns: list[Callable[..., Any]] = [lambda x, i, v: x[i], lambda x, i, v: x[:, i], lambda x, i, v: x.at[1, i].add(v),
                                     lambda x, i, v: x.at[:, i].set(v), lambda x, i, v: x.at[i, 1:].get(mode="fill")]
    all_axes = [(0, 0, 0), (0, None, None), (None, 0, 0)]

    def all_vmaps(vmap: Callable[..., Any]) -> Callable[..., Any]:
        def f(*args: Any) -> list[Any]:
            return [vmap(fn, axes)(*(args[3 * (a is None) + k] for k, a in enumerate(axes)))
                    for fn in fns for axes in all_axes]

        return f

    want = jax.jit(all_vmaps(jax.vmap))(*map(jjnp.asarray, (x, idx, v, x[0], idx[0], v[0])))
    got = jaxtypes.jit(all_vmaps(jaxtypes.vmap))(*map(jnp.asarray, (x, idx, v, x[0], idx[0], v[0])))
    for g, e in zip(got, want):
        assert_same(g, e)
    assert_same(jaxtypes.vmap(fns[2])(*map(jnp.asarray, (x, idx, v))), want[6])


def test_scatter_apply_against_jax() -> None:
    x = operand((5, 3), np.float32)
    idx = np.array([[0], [4], [0], [9]], I)
    for lib_lax, lib in [(our_lax, jnp), (jax.lax, jjnp)]:
        dnums = lib_lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                                scatter_dims_to_operand_dims=(0,))
        out = lib_lax.scatter_apply(lib.asarray(x), lib.asarray(idx), lambda v: v * 2 + 1, dnums,
                                    update_shape=(4, 3))
        if lib is jnp:
            ours = out
            staged = jaxtypes.jit(lambda x, i: our_lax.scatter_apply(x, i, jnp.sin, dnums, update_shape=(4, 2),
                                                                     mode="clip"))(jnp.asarray(x), jnp.asarray(idx))
            batched = jaxtypes.vmap(lambda x: our_lax.scatter_apply(x, jnp.asarray(idx), jnp.exp, dnums,
                                                                    update_shape=(4, 3)))(jnp.asarray(x)[None])
        else:
            assert_same(ours, out)
            want = jax.jit(lambda x, i: jax.lax.scatter_apply(x, i, jjnp.sin, dnums, update_shape=(4, 2),
                                                              mode="clip"))(jjnp.asarray(x), jjnp.asarray(idx))
            np.testing.assert_allclose(np.asarray(staged), np.asarray(want), rtol=1e-6)
            want = jax.vmap(lambda x: jax.lax.scatter_apply(x, jjnp.asarray(idx), jjnp.exp, dnums,
                                                            update_shape=(4, 3)))(jjnp.asarray(x)[None])
            np.testing.assert_allclose(np.asarray(batched), np.asarray(want), rtol=1e-6)


def test_bad_input() -> None:
    from jaxtypes.runtime.numpy.advanced_indexing import NonConcreteBooleanIndexError

    x = jnp.arange(12.0).reshape(3, 4)
    with pytest.raises(IndexError, match="integer or boolean type.*float32"):
        x[jnp.array([1.0])]
    with pytest.raises(IndexError, match="integer or boolean type.*float64"):
        x[np.array([0.5, 1.0])]
    with pytest.raises(IndexError, match="too many indices.*2-dimensional, but 3"):
        x[[0], 1, 2]
    with pytest.raises(IndexError, match="too many indices"):
        x[np.ones((3, 4, 1), bool)]
    with pytest.raises(IndexError, match=r"could not be broadcast together with shapes \(2,\) \(3,\)"):
        x[[0, 1], [0, 1, 2]]
    with pytest.raises(IndexError, match="single ellipsis"):
        x[..., [0], ...]
    with pytest.raises(NonConcreteBooleanIndexError, match=r"boolean indices must be concrete.*bool\[3, 4\]"):
        jaxtypes.jit(lambda x: x[x > 2])(x)
    with pytest.raises(IndexError, match="boolean indices must be concrete"):
        jaxtypes.jit(lambda x: x.at[x > 2].set(0.0))(x)
    with pytest.raises(ValueError, match=r"at\[...\].set: the values \(shape \(3,\)\) must broadcast to.*\(2, 4\)"):
        x.at[jnp.array([0, 1])].set(jnp.ones(3))
    with pytest.raises(IndexError, match="valid indices; got str"):
        x[[0], "a"]
    with pytest.raises(TypeError, match="non-tuple sequence"):
        x[[0, 1]]
    with pytest.raises(ValueError, match="Unknown gather mode"):
        x.at[[0]].get(mode="wrap")
    with pytest.raises(TypeError, match="scalar of dtype float32 to a scalar of the same dtype"):
        our_lax.scatter_apply(x, jnp.asarray([[0]]), lambda v: v > 0,
                              our_lax.ScatterDimensionNumbers((1,), (0,), (0,)), update_shape=(1, 4))


def test_traced_scalar_indices_slice_dynamically_and_clamp_in_both_directions() -> None:
    """``x[j, 0]`` and ``x[-j, :]`` for traced integer scalars are dynamic slices, as in
    jax: the start clamps, and so does the gradient's scatter, so the gradient of a
    clamped index lands where the value came from (a gather's transpose would drop it)."""
    x = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    builds: list[Callable[..., Any]] = [
        lambda N, V: lambda x: N.sum(V(lambda j: N.sin(x[j, 0]))(N.arange(3))),
        lambda N, V: lambda x: N.sum(V(lambda j: N.sin(x[-j, :]))(N.arange(4, dtype=N.int8))),
        lambda N, V: lambda x: N.sum(V(lambda j: x[1, j] * x[j])(N.arange(-2, 3, dtype=N.int16))),
    ]
    for build in builds:
        want = jax.grad(build(jjnp, jax.vmap))(x)
        got = jaxtypes.grad(jaxtypes.jit(build(jnp, jaxtypes.vmap)))(jnp.asarray(x))
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-6)
        assert np.asarray(jaxtypes.vmap(build(jnp, jaxtypes.vmap))(jnp.asarray(np.stack([x, 2 * x])))).shape == (2,)


def test_empty_axes_and_empty_indices() -> None:
    """An empty axis indexed by an empty array (a boolean mask of nothing, repeat of
    nothing) is an empty result, as in jax; a non-empty index into an empty axis has no
    element to clamp to and raises IndexError (jax fails inside its gather)."""
    for build in (lambda m: m.zeros(0)[m.zeros(0, bool)], lambda m: m.repeat(m.zeros(0, m.int8), m.asarray([], "int32")),
                  lambda m: m.zeros((0, 3))[m.asarray([], "int32")], lambda m: m.full((2, 0), 2.5)[:, m.zeros(0, int)]):
        got, want = build(jnp), build(jjnp)
        assert (got.shape, got.dtype, got.weak_type) == (want.shape, want.dtype, want.weak_type)
    with pytest.raises(IndexError, match="size 0"):
        jnp.zeros((2, 0))[:, jnp.asarray([0, 1])]
