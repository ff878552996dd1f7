"""``jit``: one traced module per input signature, cached; tracers are Arrays; weak types survive."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, jit
from jaxtypes.runtime.core.tracing import Tracer, TracerError


def counting(fun):  # type: ignore[no-untyped-def]
    calls = []

    def wrapped(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return fun(*args, **kwargs)

    return wrapped, calls


def test_traces_once_per_signature_and_caches() -> None:
    fun, calls = counting(lambda x, y: jnp.sin(x) * y + 1)
    f = jit(fun)
    x = jnp.asarray(np.arange(4, dtype=np.float32))
    np.testing.assert_allclose(np.asarray(f(x, x)), np.sin(np.arange(4)) * np.arange(4) + 1, rtol=1e-6)
    f(x, x)
    f(x + 1, x * 2)
    assert len(calls) == 1
    f(jnp.asarray(np.arange(5, dtype=np.float32)), x[0])  # new shapes
    assert len(calls) == 2
    f(x.astype(jnp.float16), x.astype(jnp.float16))  # new dtypes
    assert len(calls) == 3
    f(x, 2.0)  # a Python scalar: a weak float32
    f(x, 3.0)
    assert len(calls) == 4
    f(x, jnp.float32(3.0))  # strong float32 0-d: another signature
    assert len(calls) == 5


def test_isinstance_array_inside_and_outside() -> None:
    seen = []

    @jit
    def f(x):  # type: ignore[no-untyped-def]
        seen.append((isinstance(x, Array), isinstance(x, Tracer)))
        y = x * 2
        seen.append((isinstance(y, Array), isinstance(y, Tracer)))
        return y

    out = f(jnp.ones(3))
    assert isinstance(out, Array)
    assert seen == [(True, True), (True, True)]


@pytest.mark.parametrize("x64", [False, True])
def test_weak_types_survive_tracing(x64: bool) -> None:
    with jaxtypes.enable_x64(x64):
        f = jit(lambda a, b: (a * b, a + 1, b.astype(jnp.int16) + 1))
        w, _, s = f(2.0, jnp.ones(3, jnp.int16))
        assert (w.dtype, w.weak_type) == (np.dtype("float64" if x64 else "float32"), True)  # int16 * weak float
        assert (s.dtype, s.weak_type) == (np.dtype("int16"), False)
        weak_a, _, strong = f(2.0, 3.0)
        assert weak_a.weak_type and weak_a.dtype == np.dtype("float64" if x64 else "float32")
        assert (strong.dtype, strong.weak_type) == (np.dtype("int16"), False)
        g = jit(lambda a: a * 2)
        assert g(2.0).weak_type and not g(jnp.float32(2.0)).weak_type


def test_x64_mode_is_part_of_the_signature() -> None:
    fun, calls = counting(lambda a: a + 1)
    f = jit(fun)
    with jaxtypes.enable_x64(False):
        assert f(1).dtype == np.int32
    with jaxtypes.enable_x64(True):
        assert f(1).dtype == np.int64
    assert len(calls) == 2


def test_static_arguments() -> None:
    fun, calls = counting(lambda x, n, *, axis: jnp.sum(x ** n, axis=axis))
    f = jit(fun, static_argnums=1, static_argnames="axis")
    x = jnp.asarray(np.arange(6, dtype=np.int32).reshape(2, 3))
    assert f(x, 2, axis=0).tolist() == [9, 17, 29]
    assert f(x, 2, axis=0).tolist() == [9, 17, 29]
    assert f(x, 3, axis=1).tolist() == [9, 216]
    assert len(calls) == 2
    with pytest.raises(TypeError, match="static arguments must be hashable"):
        f(x, [2], axis=0)


def test_static_values_of_other_types_compile_apart() -> None:
    """``2``, ``2.0`` and ``True`` are equal, hash alike and trace differently: each gets its
    own program, by position and by keyword, and a repeated call (the short cache key of
    concrete arrays by position) runs the program of its own type."""
    fun, calls = counting(lambda x, n: x * n)
    f = jit(fun, static_argnums=1)
    x = jnp.ones(2, jnp.int16)
    for _ in range(2):
        got = [f(x, 2), f(x, 2.0), f(x, True), f(x, n=2), f(x, (2,)[0])]
        assert [(r.dtype, r.tolist()) for r in got] == [
            (jnp.int16, [2, 2]), (jnp.float32, [2.0, 2.0]), (jnp.int16, [1, 1]), (jnp.int16, [2, 2]), (jnp.int16, [2, 2])]
    assert len(calls) == 4
    with jaxtypes.enable_x64(True):  # the configuration is part of the key
        assert f(x, 2.0).dtype == jnp.float64
    assert len(calls) == 5


def test_dtype_static_arguments_take_the_short_cache_key() -> None:
    """A dtype (an instance of its own class, ``np.dtypes.Float32DType``), alone or in a
    tuple, is a plain static value: a repeated call is answered from the short cache key
    of concrete arrays by position, each dtype by its own program (ml_dtypes' too), and
    a dtype never shares a program with its name."""
    from jaxtypes.runtime.interpreters.jit import MISS

    fun, calls = counting(lambda x, dtype, pair: x.astype(dtype) + jnp.zeros((), pair[1]))
    f = jit(fun, static_argnames=("dtype", "pair"))
    x = jnp.ones(2, jnp.int16)
    for _ in range(2):
        for dtype in (np.dtype(np.float32), np.dtype(jnp.bfloat16), np.dtype(np.int8)):
            assert f(x, dtype=dtype, pair=(1, dtype)).dtype == dtype
            assert f.cached_call((x,), {"dtype": dtype, "pair": (1, dtype)}) is not MISS
    assert len(calls) == 3
    assert f(x, dtype="float32", pair=(1, "float32")).dtype == jnp.float32
    assert len(calls) == 4


def test_python_scalar_operands_share_the_program_of_their_weak_arrays() -> None:
    """A Python scalar passed as an operand is traced as its weakly typed array: ``1``,
    ``1.0``, ``True`` and ``1j`` compile apart by their dtypes, a scalar and a weak array of
    its dtype share one program, a repeated call (with another value) hits it, with or
    without static arguments, and a scalar out of its dtype's range raises."""
    fun, calls = counting(lambda x, s: x + s)
    f = jit(fun)
    x = jnp.ones(2, jnp.int16)
    for value in (1, 2):
        got = [f(x, value), f(x, float(value)), f(x, True), f(x, value * 1j), f(x, jnp.asarray(value))]
        assert [(r.dtype, r.weak_type, r.tolist()) for r in got] == [
            (jnp.int16, False, [1 + value] * 2), (jnp.float32, True, [1.0 + value] * 2),
            (jnp.int16, False, [2, 2]), (jnp.complex64, True, [1 + value * 1j] * 2), (jnp.int16, False, [1 + value] * 2)]
    assert len(calls) == 4
    g = jit(lambda x, s, n: x + s * n, static_argnames="n")
    assert [g(x, 2, n=3).tolist(), g(x, 3, n=3).tolist(), g(x, 3.0, n=3).dtype] == [[7, 7], [10, 10], jnp.float32]
    with pytest.raises(OverflowError, match="int32"):
        f(x, 2**40)


def test_pytrees_in_and_out() -> None:
    @jit
    def f(params, batch):  # type: ignore[no-untyped-def]
        return {"out": params["w"] * batch[0] + params["b"], "same": batch[1], "none": None}

    params = {"w": jnp.asarray(np.float32(2)), "b": jnp.asarray(np.float32(1))}
    out = f(params, (jnp.ones(2), [jnp.zeros(1)]))
    assert out["out"].tolist() == [3.0, 3.0]
    assert out["same"][0].tolist() == [0.0]
    assert out["none"] is None



def test_outputs_without_arrays() -> None:
    """A function returning None or an empty container (a side effect only) gives it back,
    as jax does, on the fast path of concrete array arguments and on the general one."""
    x = jnp.ones(3)
    for result in (None, (), {}, []):
        assert jit(lambda a, r=result: r)(x) == result
        assert jit(lambda a, r=result: r)(a=x) == result
        assert jit(lambda a, n, r=result: r, static_argnums=1)(x, 2) == result

def test_captured_arrays_and_constants() -> None:
    table = jnp.asarray(np.arange(3, dtype=np.float32))

    @jit
    def f(x):  # type: ignore[no-untyped-def]
        return x + table + jnp.ones(3) * 10

    assert f(jnp.zeros(3)).tolist() == [10.0, 11.0, 12.0]
    assert f(jnp.ones(3)).tolist() == [11.0, 12.0, 13.0]


@pytest.mark.parametrize("x64", [False, True])
def test_small_captured_arrays_are_written_into_the_program_larger_ones_passed(x64: bool) -> None:
    """A closed-over array of at most 16 elements of a dtype NumPy defines is a constant
    of the module, not a parameter of each run; a larger one, or one of ml_dtypes' types,
    stays a parameter. Values from the call, from ``lower().compile()`` and from the
    eager operation agree, for every dtype the registry holds."""
    from jaxtypes import dtypes as lattice
    from jaxtypes.runtime.interpreters.jit import WRITTEN_CONSTANT_SIZE

    pattern = np.array([1, 0, 3, 2, 0, 1, 2, 3, 1, 0, 2, 3, 1, 1, 0, 2], np.float32)
    with jaxtypes.enable_x64(x64), np.errstate(invalid="ignore"):  # (zero in float8_e8m0fnu: NaN)
        for info in lattice.REGISTRY.values():
            small = jnp.asarray(pattern[:WRITTEN_CONSTANT_SIZE].astype(info.dtype))
            large = jnp.asarray(np.resize(pattern, WRITTEN_CONSTANT_SIZE + 1).astype(info.dtype))

            def f(x: Any) -> Any:
                return small, large, x + jnp.sum(small.astype(jnp.float32)) + jnp.sum(large.astype(jnp.float32))

            lowered = jit(f).lower(jnp.zeros((), jnp.float32))
            main = next(line for line in lowered.as_text().splitlines() if "func.func public @main" in line)
            parameters = 2 if info.dtype.isbuiltin == 1 else 3  # x and the large array (and the small one)
            assert main.count("%arg") == parameters, (info.dtype, main)
            for got in (jit(f)(jnp.zeros((), jnp.float32)), lowered.compile()(jnp.zeros((), jnp.float32))):
                assert np.asarray(got[0]).tobytes() == np.asarray(small).tobytes(), info.dtype  # (NaNs: bits)
                assert np.asarray(got[1]).tobytes() == np.asarray(large).tobytes(), info.dtype
                assert np.asarray(got[2]).tobytes() == np.asarray(f(jnp.zeros((), jnp.float32))[2]).tobytes()


def test_typed_keys_take_the_short_path_one_program_per_implementation() -> None:
    """Typed PRNG keys passed by position are looked up by their data's shape and their
    implementation: a repeated call compiles nothing, keys of two implementations with
    data of one shape (rbg and unsafe_rbg) and a key's raw data each get their program."""
    import jaxtypes.random as jr
    from jaxtypes.runtime.interpreters.jit import MISS

    fun, calls = counting(lambda key: jr.bits(key, (2,)))
    f = jit(fun)
    keys = {impl: jr.key(7, impl=impl) for impl in ("threefry2x32", "rbg", "unsafe_rbg")}
    for _ in range(2):
        for impl, key in keys.items():
            assert np.array_equal(np.asarray(f(key)), np.asarray(jr.bits(key, (2,)))), impl
    assert len(calls) == 3
    raw = jr.key_data(keys["threefry2x32"])
    assert np.array_equal(np.asarray(f(raw)), np.asarray(jr.bits(raw, (2,))))
    assert len(calls) == 4
    split = jit(lambda key, n: jr.split(key, n), static_argnums=1)
    for impl, key in keys.items():  # (static arguments: ``cached_call``'s key)
        assert np.array_equal(np.asarray(jr.key_data(split(key, 3))), np.asarray(jr.key_data(jr.split(key, 3)))), impl
        assert split.cached_call((key, 3), {}) is not MISS


def test_nested_jit_is_inlined() -> None:
    inner = jit(lambda x: x * 3)
    outer = jit(lambda x: inner(x) + inner(x + 1))
    assert outer(jnp.asarray(np.int32(2))).item() == 15


def test_jit_of_a_method() -> None:
    class Scale:
        def __init__(self, k: float) -> None:
            self.k = k

        @jit(static_argnums=0)  # self is static, as in JAX
        def apply(self, x):  # type: ignore[no-untyped-def]
            return x * self.k

    assert Scale(2.0).apply(jnp.ones(2)).tolist() == [2.0, 2.0]
    assert Scale(3.0).apply(jnp.ones(2)).tolist() == [3.0, 3.0]


def test_values_equal_eager_for_a_ten_op_function() -> None:
    def fun(x, y):  # type: ignore[no-untyped-def]
        a = jnp.sin(x) + jnp.cos(y)
        b = a * x - y / 3
        c = jnp.exp(-jnp.abs(b)) + jnp.sqrt(jnp.abs(x))
        return jnp.sum(c * 2, axis=0), jnp.max(c), jnp.where(c > 1, c, -c)

    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(5, 4)).astype(np.float32))
    y = jnp.asarray(rng.normal(size=(5, 4)).astype(np.float32))
    for eager, staged in zip(fun(x, y), jit(fun)(x, y)):
        assert (eager.dtype, eager.shape, eager.weak_type) == (staged.dtype, staged.shape, staged.weak_type)
        np.testing.assert_allclose(np.asarray(staged), np.asarray(eager), rtol=2e-6, atol=1e-6)


def test_tracer_misuse_raises_clear_errors() -> None:
    with pytest.raises(TracerError, match="bool\\(\\) needs a concrete value"):
        jit(lambda x: x if x > 0 else -x)(jnp.ones(()))
    with pytest.raises(TracerError, match="conversion to a NumPy array"):
        jit(lambda x: np.asarray(x))(jnp.ones(2))
    leaked = []
    jit(lambda x: leaked.append(x) or x)(jnp.ones(2))
    with pytest.raises(TracerError, match="used outside the jit trace that made it"):
        jit(lambda y: y + leaked[0])(jnp.ones(2))
    with pytest.raises(TypeError, match="argument of type str is not an array"):
        jit(lambda s: s)("text")
    with pytest.raises(TypeError, match="expected a function"):
        jit(3)  # type: ignore[arg-type]


def test_errors_inside_a_trace_propagate_and_do_not_poison_the_cache() -> None:
    f = jit(lambda x, y: x + y)
    with pytest.raises(ValueError, match="incompatible shapes"):
        f(jnp.ones(2), jnp.ones(3))
    assert f(jnp.ones(2), jnp.ones(2)).tolist() == [2.0, 2.0]


def test_donated_arguments_are_deleted_and_used_for_the_result() -> None:
    f = jit(lambda x, y: x * 2 + y, donate_argnums=0)
    x, y = jnp.ones(4), jnp.ones(4)
    assert f(x, y).tolist() == [3.0] * 4
    assert x.is_deleted() and not y.is_deleted()
    with pytest.raises(RuntimeError, match="has been deleted"):
        x.tolist()
    assert "deleted" in repr(x)
    with pytest.raises(RuntimeError, match="has been deleted"):
        f(x, y)
    copy = jnp.asarray(y, copy=True)
    jit(lambda a: a + 1, donate_argnums=0)(y)
    assert y.is_deleted() and copy.tolist() == [1.0] * 4  # a copy has its own buffer
    with pytest.raises(ValueError, match="static arguments cannot be donated"):
        jit(lambda a, n: a * n, static_argnums=1, donate_argnums=1)


def test_lower_gives_the_stablehlo_text_and_compiles() -> None:
    lowered = jit(lambda x: jnp.sin(x) * 2).lower(jnp.ones(3))
    text = lowered.as_text()
    assert "func.func public @main(%arg0: tensor<3xf32>)" in text and "stablehlo.sine" in text
    assert lowered.compile()(jnp.zeros(3)).tolist() == [0.0, 0.0, 0.0]
    donating = jit(lambda x: x + 1, donate_argnums=0).lower(jnp.ones(2)).as_text()
    assert "jax.buffer_donor = true" in donating


def test_jit_returns_the_float0_tangents_of_integer_outputs_as_jax() -> None:
    """``jvp`` gives an integer output a float0 zero tangent (NumPy data, as in jax): a
    jitted function may return it, called directly, from the cache, and inside another jit."""
    def f(lib: Any) -> Any:
        return lambda x: lib.jvp(lambda y: ((y > 0).astype(lib.numpy.int32), y * 2), (x,), (x,))

    jax = pytest.importorskip("jax")
    ours, theirs = jaxtypes.jit(f(jaxtypes)), jax.jit(f(jax))
    x = np.array([1.0, -2.0, 3.0], np.float32)
    for got in (ours(x), ours(x), jaxtypes.jit(lambda v: ours(v))(x)):
        want = theirs(x)
        (p_int, p_float), (t_int, t_float) = got
        assert isinstance(t_int, np.ndarray) and t_int.dtype == jaxtypes.float0 and t_int.shape == (3,)
        np.testing.assert_array_equal(np.asarray(p_int), np.asarray(want[0][0]))
        np.testing.assert_array_equal(np.asarray(t_float), np.asarray(want[1][1]))


def test_python_scalar_arguments_reuse_their_device_arrays_by_bits() -> None:
    """A Python scalar argument's device array is reused by later calls with a scalar of
    the same type and bits: -0.0 is not 0.0, NaN stays NaN, 1 is not 1.0 or True, and a
    donated (deleted) one is made again."""
    sign = jit(lambda x: jnp.copysign(jnp.asarray(1.0, jnp.float32), x))
    assert [float(sign(v)) for v in (0.0, -0.0, 0.0, -0.0)] == [1.0, -1.0, 1.0, -1.0]
    kind = jit(lambda x: x)
    assert [(kind(v).dtype, kind(v).weak_type) for v in (1, 1.0, True)] == [
        (np.dtype(np.int32), True), (np.dtype(np.float32), True), (np.dtype(np.bool_), False)]
    assert np.isnan(float(kind(float("nan")))) and float(kind(float("inf"))) == np.inf
    with jaxtypes.enable_x64(True):
        assert kind(1.0).dtype == np.float64
    assert kind(1.0).dtype == np.float32
    donating = jit(lambda x: x * 2, donate_argnums=0)
    assert [float(donating(2.5)) for _ in range(3)] == [5.0, 5.0, 5.0]
