"""lax.fft, lax.rng_bit_generator and lax.rng_uniform against jax.lax: values and dtypes,
eager and under jit, derivatives (fft, compared with jax.grad), vmap, bad input."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jjnp
import numpy as np
import pytest
from jax import lax as jlax

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import enable_x64, grad, jit, vmap

RNG = np.random.default_rng(0)
X = RNG.normal(size=(3, 4, 6)).astype(np.float32)
C = (X + 1j * RNG.normal(size=X.shape)).astype(np.complex64)

# (fft_type, operand, fft_lengths)
FFT_CASES = [
    ("fft", C, (6,)), ("ifft", C, (4, 6)), ("FFT", C, (3, 4, 6)), (lax.FftType.IFFT, C, (6,)),
    ("rfft", X, (6,)), ("RFFT", X, (4, 6)), ("rfft", X[..., :5], (5,)),
    ("irfft", C[..., :4], (6,)), ("irfft", C[..., :3], (4, 5)), (lax.FftType.IRFFT, C[..., :4], (7,)),
    ("fft", X, (6,)), ("fft", X.astype(np.int32), (6,)), ("rfft", X.astype(np.int32), (6,)),
    ("irfft", X[..., :4], (6,)), ("fft", X.astype(np.float16), (6,)), ("fft", C, ()),
]


def _jax_type(t: object) -> object:
    return jlax.FftType(int(t)) if isinstance(t, lax.FftType) else t


def _close(a: object, b: object, tol: float = 2e-5) -> None:
    a_, b_ = np.asarray(a), np.asarray(b)
    assert a_.dtype == b_.dtype and a_.shape == b_.shape, (a_.dtype, b_.dtype, a_.shape, b_.shape)
    np.testing.assert_allclose(a_, b_, rtol=tol, atol=tol * max(1.0, float(np.abs(b_).max(initial=0))))


def test_fft_matches_jax_eager_and_jit() -> None:
    jitted = jit(lambda xs: [lax.fft(x, t, lengths) for (t, _, lengths), x in zip(FFT_CASES, xs)])(
        [x for _, x, _ in FFT_CASES])
    for (t, x, lengths), in_jit in zip(FFT_CASES, jitted):
        expected = jlax.fft(x, _jax_type(t), lengths)
        got = lax.fft(x, t, lengths)
        _close(got, expected)
        _close(in_jit, expected)
        assert not got.weak_type and not in_jit.weak_type


def test_fft_64_bit() -> None:
    with enable_x64(True), jax.enable_x64(True):
        x = X.astype(np.float64)
        for t, operand, lengths in [("fft", x, (6,)), ("rfft", x, (4, 6)), ("irfft", (x + 1j)[..., :4], (6,)),
                                    ("fft", x.astype(np.int32), (6,)), ("rfft", x.astype(np.int64), (6,)),
                                    ("rfft", x.astype(np.uint16), (6,)), ("irfft", x[..., :4].astype(np.uint64), (6,)),
                                    ("fft", 2.0, ())]:
            _close(lax.fft(operand, t, lengths), jlax.fft(operand, t, lengths), 1e-10)


def test_fft_grad_matches_jax() -> None:
    cases = [("fft", C, (6,)), ("ifft", C, (4, 6)), ("rfft", X, (4, 6)), ("irfft", C[..., :4], (7,)),
             ("fft", X, (6,)), ("irfft", X[..., :4], (6,))]

    def loss(lib: Any, fft: Any) -> Any:
        def f(xs: Any) -> Any:
            total = 0.0
            for (t, _, lengths), v in zip(cases, xs):
                y = fft(v, t, lengths)
                total = total + lib.sum(lib.real(y * lib.cos(y)))
            return total
        return f

    operands = [x for _, x, _ in cases]
    got = jit(grad(loss(jnp, lax.fft)))(operands)
    expected = jax.jit(jax.grad(loss(jjnp, jlax.fft)))(operands)
    for a, b in zip(got, expected):
        _close(a, b, 1e-4)


def test_fft_jvp_and_vjp_under_jit() -> None:
    from jaxtypes import jvp, vjp

    x, t = X, X[::-1].copy()
    out, tangent = jit(lambda a, b: jvp(lambda v: lax.fft(v, "rfft", (4, 6)), (a,), (b,)))(x, t)
    e_out, e_tangent = jax.jvp(lambda v: jlax.fft(v, "rfft", (4, 6)), (x,), (t,))
    _close(out, e_out)
    _close(tangent, e_tangent)
    ct = C[..., :4]
    (got,) = vjp(lambda v: lax.fft(v, "irfft", (6,)), ct)[1](X)
    (expected,) = jax.vjp(lambda v: jlax.fft(v, "irfft", (6,)), ct)[1](X)
    _close(got, expected, 1e-4)


def test_fft_vmap() -> None:
    for t, x, lengths, axis in [("fft", C, (6,), 1), ("ifft", C, (4, 6), 0), ("rfft", X, (6,), 1),
                                ("irfft", C[..., :4], (6,), 1), ("fft", X, (6,), 0)]:
        got = vmap(lambda v: lax.fft(v, t, lengths), in_axes=axis)(x)
        _close(got, jax.vmap(lambda v: jlax.fft(v, t, lengths), in_axes=axis)(x))


@pytest.mark.parametrize("call, error", [
    (lambda: lax.fft(C, "bogus", (6,)), ValueError),
    (lambda: lax.fft(C, 3, (6,)), TypeError),
    (lambda: lax.fft(C, "fft", 6), TypeError),
    (lambda: lax.fft(C, "fft", (4,)), ValueError),
    (lambda: lax.fft(C, "fft", (2, 3, 4, 6)), ValueError),
    (lambda: lax.fft(C[0, 0], "fft", (4, 6)), ValueError),
    (lambda: lax.fft(C, "rfft", (6,)), ValueError),
    (lambda: lax.fft(X.astype(np.float16), "rfft", (6,)), ValueError),
    (lambda: lax.fft(C, "irfft", (6,)), ValueError),
    (lambda: lax.fft(C, "fft", (-6,)), TypeError),
    (lambda: lax.fft(np.zeros((2, 0), np.float32), "rfft", (0,)), ValueError),
])
def test_fft_bad_input(call: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="fft"):
        call()  # type: ignore[operator]


KEY = np.array([1, 2, 3, 4], np.uint32)


def test_rng_bit_generator_matches_jax() -> None:
    combos = [(alg, dt) for alg in lax.RandomAlgorithm for dt in (np.uint8, np.uint16, np.uint32)]
    jitted = jit(lambda k: [lax.rng_bit_generator(k, (2, 3), dt, alg) for alg, dt in combos])(KEY)
    expected = jax.jit(lambda k: [jlax.rng_bit_generator(k, (2, 3), dt, jlax.RandomAlgorithm(int(alg)))
                                  for alg, dt in combos])(KEY)
    eager = {0: lax.rng_bit_generator(KEY, (2, 3), np.uint8, lax.RandomAlgorithm.RNG_DEFAULT),
             4: lax.rng_bit_generator(KEY, (2, 3), np.uint16, lax.RandomAlgorithm.RNG_THREE_FRY),
             8: lax.rng_bit_generator(KEY, (2, 3), np.uint32, lax.RandomAlgorithm.RNG_PHILOX)}
    for i, combo in enumerate(combos):
        for got in (jitted[i], eager.get(i, jitted[i])):
            for a, b in zip(got, expected[i]):
                assert a.dtype == b.dtype and np.array_equal(np.asarray(a), np.asarray(b)), combo
    new_key, bits = lax.rng_bit_generator(KEY, 5, algorithm=1)
    assert bits.shape == (5,) and bits.dtype == np.uint32 and new_key.dtype == np.uint32 and not new_key.weak_type
    assert lax.rng_bit_generator(KEY, (3,), np.uint64)[1].dtype == np.uint32  # canonicalised without x64
    assert str(lax.RandomAlgorithm.RNG_PHILOX) == "RNG_PHILOX"


def test_rng_bit_generator_64_bit() -> None:
    with enable_x64(True), jax.enable_x64(True):
        for key in (KEY, np.array([7, 9], np.uint64)):
            got = lax.rng_bit_generator(key, (4,), np.uint64)
            expected = jlax.rng_bit_generator(key, (4,), np.uint64)
            for a, b in zip(got, expected):
                assert a.dtype == b.dtype and np.array_equal(np.asarray(a), np.asarray(b))


def test_rng_bit_generator_vmap_and_jvp() -> None:
    from jaxtypes import jvp

    keys = np.stack([KEY, KEY + 1, KEY + 7])
    for dims in (0, 1):
        batched = keys if dims == 0 else keys.T.copy()
        got = vmap(lambda k: lax.rng_bit_generator(k, (2,), np.uint8), in_axes=dims)(batched)
        expected = jax.vmap(lambda k: jlax.rng_bit_generator(k, (2,), np.uint8), in_axes=dims)(batched)
        for a, b in zip(got, expected):
            assert a.dtype == b.dtype and np.array_equal(np.asarray(a), np.asarray(b))
    # No derivative flows through the (integer) bits; a float computation beside them still differentiates.
    value, tangent = jvp(lambda x: x * lax.rng_bit_generator(KEY, (3,))[1].astype(np.float32), (np.ones(3, np.float32),),
                         (np.ones(3, np.float32),))
    np.testing.assert_array_equal(np.asarray(value), np.asarray(tangent))


@pytest.mark.parametrize("call, error", [
    (lambda: lax.rng_bit_generator(KEY[:2], (3,)), TypeError),
    (lambda: lax.rng_bit_generator(KEY.astype(np.int32), (3,)), TypeError),
    (lambda: lax.rng_bit_generator(KEY, (3,), np.int32), TypeError),
    (lambda: lax.rng_bit_generator(KEY, (3,), np.float32), TypeError),
    (lambda: lax.rng_bit_generator(KEY, (-1,)), TypeError),
    (lambda: lax.rng_bit_generator(KEY, (3,), algorithm=5), ValueError),
])
def test_rng_bit_generator_bad_input(call: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="rng_bit_generator"):
        call()  # type: ignore[operator]


def test_rng_uniform() -> None:
    cases = [(0.0, 1.0, np.float32, True), (np.float32(-2), np.float32(3), np.float32, False),
             (0, 10, np.int32, True), (np.uint32(5), np.uint32(9), np.uint32, False),
             (np.float16(1), np.float16(2), np.float16, False)]
    jitted = jit(lambda: [lax.rng_uniform(a, b, (50,)) for a, b, _, _ in cases])()
    for (a, b, dtype, weak), in_jit in zip(cases, jitted):
        for got in (lax.rng_uniform(a, b, (50,)), in_jit):
            assert got.dtype == dtype and got.shape == (50,) and got.weak_type == weak
            values = np.asarray(got)
            assert (values >= a).all() and (values < b).all()
    assert jlax.rng_uniform(np.float16(1), np.float16(2), (3,)).dtype == np.float16  # the oracle's dtype rule
    first, second = lax.rng_uniform(0.0, 1.0, (8,)), lax.rng_uniform(0.0, 1.0, (8,))
    assert not np.array_equal(np.asarray(first), np.asarray(second))  # stateful: each run draws anew
    # Batched bounds (jax has no rule): one draw per pair of bounds, each in its own range.
    lows = np.array([0.0, 10.0, -100.0], np.float32)
    batched = np.asarray(jit(vmap(lambda a, b: lax.rng_uniform(a, b, (40,)), (0, None)))(lows, np.float32(11)))
    assert batched.shape == (3, 40) and ((batched >= lows[:, None]) & (batched < 11)).all()


@pytest.mark.parametrize("call, error", [
    (lambda: lax.rng_uniform(0, 1.0, (3,)), ValueError),
    (lambda: lax.rng_uniform(np.zeros(2, np.float32), np.float32(1), (3,)), ValueError),
    (lambda: lax.rng_uniform(np.uint8(0), np.uint8(9), (3,)), TypeError),
    (lambda: lax.rng_uniform(True, True, (3,)), TypeError),
    (lambda: lax.rng_uniform(0.0, 1.0, (-3,)), TypeError),
])
def test_rng_uniform_bad_input(call: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="rng_uniform"):
        call()  # type: ignore[operator]
