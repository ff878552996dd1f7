"""The elementwise lax operators (the table of operations names them) on real XLA.

jax 0.10.2 is the oracle: for every operator and dtype the accepted/rejected set,
the result dtype and weak type, and the values (on random inputs) are compared
with ``jax.lax``'s; a few operators are also checked against NumPy directly.
"""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import pytest

import jaxtypes
from jaxtypes import dtypes
import jaxtypes.lax as lax
from jaxtypes.runtime.core.array_impl import ArrayImpl
from jaxtypes.runtime.core.creation import asarray
from tests.conftest import modes, sample, stable_rng

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.numpy as jjnp  # noqa: E402
from jax import lax as jlax  # noqa: E402

from jaxtypes import _operations as operations  # noqa: E402
from tests.test_lax_binary import OPS as LAX_BINARY_AGAINST_NUMPY  # noqa: E402

warnings.filterwarnings("ignore", message=".*requested in .* is not available.*")

NUMPY_DTYPES = ["bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
                "float16", "float32", "float64", "complex64", "complex128"]
# The table of operations decides what is tested: every lax elementwise operation, the
# binary ones that tests/test_lax_binary.py does not take against NumPy here.
UNARY = [op.name for op in operations.LAX_ELEMENTWISE.values() if op.arity == 1] + ["round"]
BINARY = [name for name in operations.LAX_BINARY if name not in LAX_BINARY_AGAINST_NUMPY]
SPECIAL_FUNCTIONS = {"erf", "erfc", "erf_inv", "lgamma", "digamma"}
SHIFTS = {"shift_left", "shift_right_arithmetic", "shift_right_logical"}


def _unary_call(name: str) -> Callable[..., Any]:
    return lambda lib, x: getattr(lib, name)(x)


def _binary_call(name: str) -> Callable[..., Any]:
    return lambda lib, x, y: getattr(lib, name)(x, y)


# name -> (number of operands drawn from the dtype under test, call(lib, *operands))
CALLS: dict[str, tuple[int, Callable[..., Any]]] = {
    **{name: (1, _unary_call(name)) for name in UNARY},
    **{name: (2, _binary_call(name)) for name in BINARY},
    "round_to_even": (1, lambda lib, x: lib.round(x, lib.RoundingMethod.TO_NEAREST_EVEN)),
    "integer_pow_3": (1, lambda lib, x: lib.integer_pow(x, 3)),
    "integer_pow_-2": (1, lambda lib, x: lib.integer_pow(x, -2)),
    "integer_pow_0": (1, lambda lib, x: lib.integer_pow(x, 0)),
    "select": (3, lambda lib, p, x, y: lib.select(_pred(lib, p), x, y)),
    "select_n": (3, lambda lib, x, y, z: lib.select_n(_which(lib, x), x, y, z)),
    "clamp": (3, lambda lib, lo, x, hi: lib.clamp(lo, x, hi)),
    "reduce_precision": (1, lambda lib, x: lib.reduce_precision(x, 5, 10)),
    "bitcast_same_width": (1, lambda lib, x: lib.bitcast_convert_type(x, _same_width_int(x.dtype))),
    "bitcast_to_uint8": (1, lambda lib, x: lib.bitcast_convert_type(x, np.uint8)),
}


def _pred(lib: Any, like: Any) -> Any:
    """A bool predicate of ``like``'s shape, alternating (made from the shape only)."""
    host = (np.arange(int(np.prod(like.shape))) % 2 == 0).reshape(like.shape)
    return asarray(host) if lib is lax else jjnp.asarray(host)


def _which(lib: Any, like: Any) -> Any:
    """Case indices 0, 1, 2, 0, ... of ``like``'s shape."""
    host = (np.arange(int(np.prod(like.shape))) % 3).astype(np.int32).reshape(like.shape)
    return asarray(host) if lib is lax else jjnp.asarray(host)


def _same_width_int(dtype: np.dtype) -> np.dtype:
    info = dtypes.dtype_info(dtype)
    if info.kind in ("bool", "complex"):
        return dtype  # only the identity bit-cast is allowed for bool and complex
    return np.dtype(ml_dtypes.int4 if info.bits == 4 else ml_dtypes.int2 if info.bits == 2 else f"int{info.bits}")




def operands(op: str, dtype: np.dtype, rng: np.random.Generator) -> list[np.ndarray]:
    count = CALLS[op][0]
    arrays = [sample(dtype, rng, (3, 4)) for _ in range(count)]
    if op in SHIFTS and dtype.kind in "iu":
        bits = dtype.itemsize * 8  # shift amounts in and out of range, negative ones too
        arrays[1] = rng.integers(-2 if dtype.kind == "i" else 0, bits + 3, (3, 4)).astype(dtype)
    if op in ("erf_inv", "asin", "acos", "atanh") and dtype.kind == "f":
        arrays[0] = rng.uniform(-1.1, 1.1, (3, 4)).astype(dtype)  # mostly inside the domain
    return arrays


def tolerance(op: str, dtype: np.dtype) -> float:
    real = np.dtype(dtype.char.lower()) if dtype.kind == "c" else dtype
    base = {2: 2e-3, 4: 2e-6, 8: 1e-12}.get(real.itemsize, 0.0)
    return base * 10 if op in SPECIAL_FUNCTIONS else base


def assert_matches(ours: Any, theirs: Any, op: str, *, weak: bool = True) -> None:
    """Same dtype, shape and values (NaNs in the same places); weak type too when ``weak``."""
    got, expected = np.asarray(ours), np.asarray(theirs)
    assert ours.dtype == theirs.dtype, (ours.dtype, theirs.dtype)
    assert got.shape == expected.shape
    if weak and ours.dtype != np.bool_:
        assert ours.weak_type == theirs.weak_type
    kind = dtypes.dtype_info(ours.dtype).kind
    if kind in ("float", "complex"):
        numpy_dtype = ours.dtype.type.__module__ == "numpy"  # else bfloat16, float8: one unit in the last place
        tol = tolerance(op, np.dtype(ours.dtype)) if numpy_dtype else float(ml_dtypes.finfo(ours.dtype).eps)
        wide = np.complex128 if kind == "complex" else np.float64
        np.testing.assert_allclose(got.astype(wide), expected.astype(wide), rtol=tol, atol=tol, equal_nan=True)
    else:
        np.testing.assert_array_equal(got, expected)


def outcome(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except Exception as error:  # the class of the error is part of the contract
        return type(error).__name__


# -- every operator, every NumPy dtype: values, or the same TypeError as jax ------------

@pytest.mark.parametrize(("op", "dtype"), list(itertools.product(CALLS, NUMPY_DTYPES)))
def test_values_and_dtypes_agree_with_jax(op: str, dtype: str) -> None:
    dt = np.dtype(dtype)
    rng = stable_rng(op, dtype)
    hosts = operands(op, dt, rng)
    call = CALLS[op][1]
    with modes(True, "standard"):
        ours_in = [asarray(h) for h in hosts]
        theirs_in = [jjnp.asarray(h) for h in hosts]
        try:
            theirs = call(jlax, *theirs_in)
        except TypeError:
            with pytest.raises(TypeError, match=dtype):
                call(lax, *ours_in)
            return
        with np.errstate(all="ignore"):
            ours = call(lax, *ours_in)
        assert_matches(ours, theirs, op)


# -- the accepted/rejected table over every registered dtype ----------------------------

# jax 0.10.2 accepts these but XLA then fails to compile them; ours compute them in float32.
JAX_COMPILE_FAILURES = {("erfc", n) for n, i in dtypes.REGISTRY.items() if i.kind == "float" and i.bits < 16}


@pytest.mark.parametrize("op", list(CALLS))
def test_accepted_dtypes_table_matches_jax(op: str) -> None:
    """For each registered dtype (ml_dtypes' included): ours raises TypeError exactly
    where jax does, and otherwise gives jax's dtype and shape, running on XLA."""
    count, call = CALLS[op]
    mismatches = []
    with modes(True, "standard"):
        for name, info in dtypes.REGISTRY.items():
            host = np.array([[0, 1], [1, 0]]).astype(info.dtype)  # exact in every dtype
            theirs = outcome(lambda: jax.eval_shape(lambda *xs: call(jlax, *xs), *[jjnp.asarray(host)] * count))
            ours = outcome(lambda: call(lax, *[asarray(host)] * count))
            if isinstance(theirs, str) or isinstance(ours, str):
                if theirs != ours:
                    mismatches.append((name, ours, theirs))
                continue
            np.asarray(ours)  # it ran
            if (op, name) in JAX_COMPILE_FAILURES:
                continue
            if (ours.dtype, ours.shape) != (theirs.dtype, theirs.shape):
                mismatches.append((name, (ours.dtype, ours.shape), (theirs.dtype, theirs.shape)))
    assert not mismatches


def test_erfc_of_narrow_floats_is_computed_in_float32() -> None:
    host = np.array([0, 0.5, 1, 2, -1], np.float32)
    for name in ("float8_e4m3fn", "float8_e5m2", "float4_e2m1fn"):
        dt = dtypes.REGISTRY[name].dtype
        result = lax.erfc(asarray(host.astype(dt)))
        expected = np.asarray(jlax.erfc(jjnp.asarray(host.astype(dt).astype(np.float32)))).astype(dt)
        assert result.dtype == dt
        np.testing.assert_array_equal(np.asarray(result).astype(np.float32), expected.astype(np.float32))


# -- bfloat16, float8 and sub-byte integers against the oracle ---------------------------

NARROW_FLOAT_OPS = ["exp", "log", "sin", "cos", "tanh", "sqrt", "logistic", "erf", "lgamma", "neg", "abs", "sign",
                    "floor", "ceil", "round", "round_to_even", "square", "reciprocal", "is_finite", "pow", "atan2",
                    "rem", "nextafter", "integer_pow_3", "integer_pow_-2", "clamp", "select", "select_n",
                    "reduce_precision", "bitcast_same_width"]


@pytest.mark.parametrize(("op", "name"), list(itertools.product(
    NARROW_FLOAT_OPS, ["bfloat16", "float8_e4m3fn", "float8_e5m2"])))
def test_narrow_floats_agree_with_jax(op: str, name: str) -> None:
    dt = dtypes.REGISTRY[name].dtype
    rng = stable_rng(op, name)
    count, call = CALLS[op]
    hosts = [rng.uniform(-4, 4, (3, 4)).astype(dt) for _ in range(count)]
    with modes(True, "standard"):
        ours = call(lax, *[asarray(h) for h in hosts])
        theirs = call(jlax, *[jjnp.asarray(h) for h in hosts])
        assert_matches(ours, theirs, op)


@pytest.mark.parametrize(("op", "name"), list(itertools.product(
    ["neg", "sign", "square", "bitwise_not", "population_count", "clz", "shift_left", "shift_right_logical",
     "shift_right_arithmetic", "rem", "integer_pow_3", "clamp", "select"], ["int4", "uint4", "int2"])))
def test_sub_byte_integers_agree_with_jax(op: str, name: str) -> None:
    info = dtypes.REGISTRY[name]
    rng = stable_rng(op, name)
    low, high = (-(2 ** (info.bits - 1)), 2 ** (info.bits - 1) - 1) if info.kind == "int" else (0, 2**info.bits - 1)
    count, call = CALLS[op]
    hosts = [rng.integers(low, high, (3, 4), endpoint=True).astype(info.dtype) for _ in range(count)]
    if op == "rem":
        hosts[1] = np.where(hosts[1].astype(int) == 0, 1, hosts[1].astype(int)).astype(info.dtype)
    ours = call(lax, *[asarray(h) for h in hosts])
    theirs = call(jlax, *[jjnp.asarray(h) for h in hosts])
    assert_matches(ours, theirs, op)


# -- against NumPy, an oracle independent of XLA ----------------------------------------

NUMPY_UNARY = {
    "exp": np.exp, "exp2": np.exp2, "expm1": np.expm1, "log": np.log, "log1p": np.log1p, "sin": np.sin,
    "cos": np.cos, "tan": np.tan, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan, "sinh": np.sinh,
    "cosh": np.cosh, "tanh": np.tanh, "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh,
    "sqrt": np.sqrt, "rsqrt": lambda x: 1 / np.sqrt(x), "logistic": lambda x: 1 / (1 + np.exp(-x)),
    "neg": np.negative, "square": np.square, "reciprocal": np.reciprocal,
}
NUMPY_REAL_UNARY = {"cbrt": np.cbrt, "floor": np.floor, "ceil": np.ceil, "abs": np.abs, "sign": np.sign,
                    "is_finite": np.isfinite, "round_to_even": np.rint}


@pytest.mark.parametrize(("op", "dtype"), [
    *itertools.product(NUMPY_UNARY, ["float32", "float64", "complex64", "complex128"]),
    *itertools.product(NUMPY_REAL_UNARY, ["float32", "float64"])])
def test_unary_values_agree_with_numpy(op: str, dtype: str) -> None:
    dt = np.dtype(dtype)
    rng = stable_rng(op, dtype, "numpy")
    host = rng.uniform(0.1, 0.9, 16) * rng.choice([-1, 1], 16)  # inside every domain (acosh: see below)
    if op in ("log", "sqrt", "rsqrt") and dt.kind == "f":
        host = np.abs(host)
    if op == "acosh":
        host = 1 + np.abs(host) * 3
    if dt.kind == "c":
        host = host + 1j * rng.uniform(-0.9, 0.9, 16)
    host = host.astype(dt)
    with modes(True, "standard"):
        ours = np.asarray(CALLS[op][1](lax, asarray(host)))
    expected = {**NUMPY_UNARY, **NUMPY_REAL_UNARY}[op](host)
    assert ours.dtype == expected.dtype
    tol = 1e-5 if dt in (np.float32, np.complex64) else 1e-12
    np.testing.assert_allclose(ours, expected, rtol=tol, atol=tol)


def test_abs_of_complex_is_real() -> None:
    with modes(True, "standard"):
        for ct, rt in ((np.complex64, np.float32), (np.complex128, np.float64)):
            result = lax.abs(asarray(np.array([3 + 4j, -1j], ct)))
            assert result.dtype == rt and np.asarray(result).tolist() == [5.0, 1.0]
            assert lax.real(asarray(np.array([3 + 4j], ct))).dtype == rt
            assert np.asarray(lax.imag(asarray(np.array([3 + 4j], ct)))).tolist() == [4.0]


def test_conj_of_real_floats_gives_complex() -> None:
    with modes(True, "standard"):
        result = lax.conj(asarray(np.array([1.5, -2], np.float32)))
        assert result.dtype == np.complex64 and np.asarray(result).tolist() == [1.5 + 0j, -2 + 0j]
        assert lax.conj(asarray(np.array([1.5], np.float64))).dtype == np.complex128
        assert np.asarray(lax.conj(asarray(np.array([1 + 2j], np.complex64)))).tolist() == [1 - 2j]
        with pytest.raises(TypeError, match="float16"):
            lax.conj(asarray(np.array([1.5], np.float16)))


def test_complex_builds_from_parts() -> None:
    with modes(True, "standard"):
        result = lax.complex(asarray(np.array([1, 2], np.float32)), asarray(np.array([3, 4], np.float32)))
        assert result.dtype == np.complex64 and np.asarray(result).tolist() == [1 + 3j, 2 + 4j]
        assert lax.complex(asarray(np.array([1.0])), 2.0).dtype == np.complex128
        with pytest.raises(TypeError, match="same dtypes, got float32, float64"):
            lax.complex(asarray(np.array([1], np.float32)), asarray(np.array([1], np.float64)))
        with pytest.raises(TypeError, match="float16"):
            lax.complex(asarray(np.array([1], np.float16)), asarray(np.array([1], np.float16)))


def test_rem_has_the_sign_of_the_dividend() -> None:
    with modes(True, "standard"):
        x, y = np.array([7, -7, 7, -7], np.int32), np.array([3, 3, -3, -3], np.int32)
        assert np.asarray(lax.rem(asarray(x), asarray(y))).tolist() == np.fmod(x, y).tolist() == [1, -1, 1, -1]
        xf, yf = x.astype(np.float64) + 0.5, y.astype(np.float64)
        np.testing.assert_array_equal(np.asarray(lax.rem(asarray(xf), asarray(yf))), np.fmod(xf, yf))
        with pytest.raises(TypeError, match="complex64"):
            lax.rem(asarray(np.array([1j], np.complex64)), asarray(np.array([1j], np.complex64)))
        with pytest.raises(TypeError, match="bool"):
            lax.rem(asarray(np.array([True])), asarray(np.array([True])))


def test_shifts_past_the_bit_width() -> None:
    x = asarray(np.array([1, 1, 1, -128, -128, -128, 64], np.int8))
    s = asarray(np.array([0, 7, 8, 1, 7, 8, 100], np.int8))
    assert np.asarray(lax.shift_left(x, s)).tolist() == [1, -128, 0, 0, 0, 0, 0]
    assert np.asarray(lax.shift_right_arithmetic(x, s)).tolist() == [1, 0, 0, -64, -1, -1, 0]
    assert np.asarray(lax.shift_right_logical(x, s)).tolist() == [1, 0, 0, 64, 1, 0, 0]
    # unsigned operands too are filled with their top bit, as XLA (and jax) do
    u, k = np.array([128, 128, 255, 64], np.uint8), np.array([1, 7, 8, 1], np.uint8)
    ours = lax.shift_right_arithmetic(asarray(u), asarray(k))
    assert np.asarray(ours).tolist() == [192, 255, 255, 32]
    assert np.asarray(jlax.shift_right_arithmetic(jjnp.asarray(u), jjnp.asarray(k))).tolist() == [192, 255, 255, 32]


def test_round_methods() -> None:
    x = asarray(np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5], np.float32))
    assert np.asarray(lax.round(x)).tolist() == [-3, -2, -1, 1, 2, 3]
    assert np.asarray(lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO)).tolist() == [-3, -2, -1, 1, 2, 3]
    assert np.asarray(lax.round(x, 1)).tolist() == [-2, -2, 0, 0, 2, 2]
    assert np.asarray(lax.round(x, rounding_method=lax.RoundingMethod.TO_NEAREST_EVEN)).tolist() == [-2, -2, 0, 0, 2, 2]
    assert int(lax.RoundingMethod.TO_NEAREST_EVEN) == int(jlax.RoundingMethod.TO_NEAREST_EVEN) == 1
    with pytest.raises(ValueError, match="2"):
        lax.round(x, 2)
    with pytest.raises(TypeError, match="int32"):
        lax.round(asarray(np.array([1], np.int32)))


def test_sign_edge_cases() -> None:
    f = np.asarray(lax.sign(asarray(np.array([-0.0, 0.0, np.nan, -3, 2], np.float32))))
    assert np.isnan(f[2]) and f[[0, 1, 3, 4]].tolist() == [0, 0, -1, 1] and np.signbit(f[0])
    assert np.asarray(lax.sign(asarray(np.array([0, 5, 255], np.uint8)))).tolist() == [0, 1, 1]
    np.testing.assert_allclose(np.asarray(lax.sign(asarray(np.array([3 + 4j, 0], np.complex64)))), [0.6 + 0.8j, 0])


def test_integer_pow() -> None:
    with modes(True, "standard"):
        x = asarray(np.array([2, 3, -1, 0], np.int32))
        for y in range(0, 12):
            np.testing.assert_array_equal(np.asarray(lax.integer_pow(x, y)), np.array([2, 3, -1, 0], np.int32) ** y)
        wrapped = jlax.integer_pow(jjnp.asarray(np.asarray(x)), 31)  # int32 overflow wraps as in jax
        np.testing.assert_array_equal(np.asarray(lax.integer_pow(x, 31)), np.asarray(wrapped))
        f = asarray(np.array([2, 0.5, -1, 0], np.float32))
        np.testing.assert_array_equal(np.asarray(lax.integer_pow(f, -3)), [0.125, 8, -1, np.inf])
        assert np.asarray(lax.integer_pow(f, np.int64(2))).tolist() == [4, 0.25, 1, 0]
        with pytest.raises(TypeError, match="int32"):
            lax.integer_pow(x, -1)
        with pytest.raises(TypeError, match="bool"):
            lax.integer_pow(asarray(np.array([True])), 2)
        with pytest.raises(TypeError, match="integer"):
            lax.integer_pow(f, 2.0)  # jax 0.10.2 happens to take 2.0; an integer is the documented type


def test_pow_takes_an_integer_exponent() -> None:
    with modes(True, "standard"):
        base = np.array([-2.0, -2.0, 0.0, 2.0, 1.5], np.float32)
        exponent = np.array([3, 2, -1, 30, -4], np.int32)
        for exp_dtype in (np.int8, np.int32, np.int64, np.uint8, np.uint32):
            e = np.abs(exponent).astype(exp_dtype) if np.dtype(exp_dtype).kind == "u" else exponent.astype(exp_dtype)
            ours = lax.pow(asarray(base), asarray(e))
            theirs = jlax.pow(jjnp.asarray(base), jjnp.asarray(e))
            assert_matches(ours, theirs, "pow")
        np.testing.assert_allclose(np.asarray(lax.pow(asarray(base), asarray(exponent))),
                                   base.astype(np.float64) ** exponent.astype(np.float64), rtol=1e-6)
        c = np.array([1j, 1 + 1j], np.complex64)
        assert_matches(lax.pow(asarray(c), asarray(np.array([3, -2], np.int32))),
                       jlax.pow(jjnp.asarray(c), jjnp.asarray(np.array([3, -2], np.int32))), "pow")
        # weak Python int exponent: the default integer dtype, allowed
        assert lax.pow(asarray(base), 2).dtype == np.float32
        for bad_exponent in (np.float16, np.float64, np.complex64, np.bool_):
            with pytest.raises(TypeError, match=np.dtype(bad_exponent).name):
                lax.pow(asarray(base), asarray(np.ones(5, bad_exponent)))
            with pytest.raises(TypeError):
                jlax.pow(jjnp.asarray(base), jjnp.asarray(np.ones(5, bad_exponent)))
        with pytest.raises(TypeError, match="int32"):
            lax.pow(asarray(exponent), asarray(exponent))


def test_nextafter_steps_one_ulp() -> None:
    x = np.array([1.0, 1.0, 0.0, -1.0], np.float32)
    y = np.array([2.0, 0.0, 1.0, -2.0], np.float32)
    np.testing.assert_array_equal(np.asarray(lax.nextafter(asarray(x), asarray(y))), np.nextafter(x, y))


def test_reduce_precision() -> None:
    with modes(True, "standard"):
        host = np.array([1.1, 1e10, 3e-7, -2.7182817, 65504, 65520], np.float32)
        ours = lax.reduce_precision(asarray(host), 5, 10)
        np.testing.assert_array_equal(np.asarray(ours), np.asarray(jlax.reduce_precision(jjnp.asarray(host), 5, 10)))
        normal = host[[0, 3, 4]]  # float16's normal range: the same rounding as a cast to float16
        np.testing.assert_array_equal(np.asarray(lax.reduce_precision(asarray(normal), 5, 10)),
                                      normal.astype(np.float16).astype(np.float32))
        assert np.asarray(lax.reduce_precision(asarray(host), 11, 52)).tolist() == host.tolist()
        assert lax.reduce_precision(asarray(host), np.int32(8), 7).dtype == np.float32
        with pytest.raises(ValueError, match="exponent_bits"):
            lax.reduce_precision(asarray(host), 0, 10)
        with pytest.raises(ValueError, match="mantissa_bits"):
            lax.reduce_precision(asarray(host), 5, -1)
        with pytest.raises(TypeError):
            lax.reduce_precision(asarray(host), 5.0, 10)
        with pytest.raises(TypeError, match="int32"):
            lax.reduce_precision(asarray(np.array([1], np.int32)), 5, 10)


# -- select, select_n, clamp: shapes and dtypes --------------------------------------------

def test_select_and_select_n() -> None:
    with modes(False, "standard"):
        x = asarray(np.array([1, 2, 3], np.float32))
        y = asarray(np.array([10, 20, 30], np.float32))
        pred = asarray(np.array([True, False, True]))
        assert np.asarray(lax.select(pred, x, y)).tolist() == [1, 20, 3]
        assert np.asarray(lax.select(True, x, y)).tolist() == [1, 2, 3]  # a 0-d predicate
        assert np.asarray(lax.select(asarray(np.array([1, 0, 1], np.int32)), x, y)).tolist() == [1, 20, 3]
        z = asarray(np.array([100, 200, 300], np.float32))
        which = asarray(np.array([2, 0, 1], np.int32))
        assert np.asarray(lax.select_n(which, x, y, z)).tolist() == [100, 2, 30]
        assert np.asarray(lax.select_n(asarray(np.array([2, 0, 1], np.uint8)), x, y, z)).tolist() == [100, 2, 30]
        assert np.asarray(lax.select_n(1, x, y, z)).tolist() == [10, 20, 30]
        assert np.asarray(lax.select_n(which, x)).tolist() == [1, 2, 3]
        many = [asarray(np.full(3, i, np.float32)) for i in range(9)]
        for k in range(9):
            assert np.asarray(lax.select_n(asarray(np.full(3, k, np.int32)), *many)).tolist() == [k] * 3
        with pytest.raises(ValueError, match="at least one case"):
            lax.select_n(which)
        with pytest.raises(TypeError, match="at most 2 cases"):
            lax.select_n(pred, x, y, z)
        with pytest.raises(TypeError, match="float32"):
            lax.select_n(x, x, y)
        with pytest.raises(TypeError, match=r"\(1,\)"):
            lax.select(asarray(np.array([True])), x, y)
        with pytest.raises(TypeError, match=r"equal shapes, got \(3,\), \(\)"):
            lax.select(pred, 1.0, y)
        with pytest.raises(TypeError, match="same dtypes, got int32, float32. .jaxtypes.numpy.where"):
            lax.select(pred, x, asarray(np.array([1, 2, 3], np.int32)))  # the cases in select_n's order, as jax
        with pytest.raises(TypeError, match="same dtypes, got float32, float32, int32"):
            lax.select_n(1, x, y, asarray(np.array([1, 2, 3], np.int32)))


def test_clamp() -> None:
    with modes(False, "standard"):
        x = asarray(np.array([-2, 0.5, 3], np.float32))
        assert np.asarray(lax.clamp(0.0, x, 1.0)).tolist() == [0, 0.5, 1]
        lo, hi = asarray(np.array([-3, 1, 0], np.float32)), asarray(np.array([-1, 2, 2], np.float32))
        assert np.asarray(lax.clamp(lo, x, hi)).tolist() == [-2, 1, 2]
        assert np.asarray(lax.clamp(asarray(np.array([1, 1], np.int8)),
                                    asarray(np.array([0, 5], np.int8)), asarray(np.int8(3)))).tolist() == [1, 3]
        with pytest.raises(TypeError, match="same dtypes, got int32, float32, int32"):
            lax.clamp(0, x, 1)
        with pytest.raises(TypeError, match=r"min must be 0-d or of the operand's shape \(3,\), got shape \(1,\)"):
            lax.clamp(asarray(np.array([0], np.float32)), x, 1.0)
        with pytest.raises(TypeError, match="max"):
            lax.clamp(0.0, asarray(np.float32(1)), hi)


def test_bitcast_convert_type_shapes() -> None:
    with modes(True, "standard"):
        f = np.array([1.0, -2.5, 3e10], np.float32)
        ints = lax.bitcast_convert_type(asarray(f), np.int32)
        assert ints.dtype == np.int32 and np.asarray(ints).tolist() == f.view(np.int32).tolist()
        as_bytes = lax.bitcast_convert_type(asarray(f), np.uint8)
        assert as_bytes.shape == (3, 4)
        np.testing.assert_array_equal(np.asarray(as_bytes), f.view(np.uint8).reshape(3, 4))
        back = lax.bitcast_convert_type(as_bytes, np.float32)
        assert back.shape == (3,) and np.asarray(back).tolist() == f.tolist()
        assert lax.bitcast_convert_type(asarray(np.float32(1)), np.uint8).shape == (4,)
        pairs = lax.bitcast_convert_type(asarray(np.ones((3, 2), np.float32)), np.float64)
        assert pairs.shape == (3,)
        np.testing.assert_array_equal(np.asarray(pairs), np.ones((3, 2), np.float32).view(np.float64).ravel())
        nibbles = lax.bitcast_convert_type(asarray(np.array([0x21, 0xF3], np.uint8)), ml_dtypes.int4)
        theirs = jlax.bitcast_convert_type(jjnp.asarray(np.array([0x21, 0xF3], np.uint8)), ml_dtypes.int4)
        assert_matches(nibbles, theirs, "bitcast", weak=False)
        assert not lax.bitcast_convert_type(1.0, np.int64).weak_type
        with pytest.raises(ValueError, match=r"last dimension of 2, got shape \(3,\)"):
            lax.bitcast_convert_type(asarray(f), np.float64)
        for a, b in ((np.complex64, np.float32), (np.bool_, np.uint8), (np.uint8, np.bool_),
                     (np.float64, np.complex64)):
            with pytest.raises(TypeError, match="bool and complex"):
                lax.bitcast_convert_type(asarray(np.ones(2, a)), b)
        assert lax.bitcast_convert_type(asarray(np.ones(2, np.complex64)), np.complex64).dtype == np.complex64


# -- dtype mismatches, Python scalars ----------------------------------------------------

@pytest.mark.parametrize("op", ["rem", "atan2", "nextafter", "shift_left", "shift_right_logical", "complex"])
def test_operand_dtypes_must_match(op: str) -> None:
    fn = getattr(lax, op)
    left, right = ("int16", "int32") if op in SHIFTS or op == "rem" else ("float32", "float64")
    with modes(True, "standard"):
        a, b = asarray(np.ones(3, left)), asarray(np.ones(3, right))
        with pytest.raises(TypeError, match=f"same dtypes, got {left}, {right}"):
            fn(a, b)
        with pytest.raises(TypeError):
            getattr(jlax, op)(jjnp.asarray(np.ones(3, left)), jjnp.asarray(np.ones(3, right)))


def test_python_scalars_count_as_the_default_dtype() -> None:
    with modes(False, "standard"):
        assert lax.rem(asarray(np.ones(3, np.int32)), 2).dtype == np.int32
        with pytest.raises(TypeError, match="same dtypes, got int16, int32"):
            lax.rem(asarray(np.ones(3, np.int16)), 2)
        with pytest.raises(TypeError, match="same dtypes, got float16, float32"):
            lax.atan2(asarray(np.ones(3, np.float16)), 1.0)
        assert lax.exp(1.0).dtype == np.float32
    with modes(True, "standard"):
        assert lax.atan2(asarray(np.ones(3, np.float64)), 1.0).dtype == np.float64
        with pytest.raises(TypeError, match="same dtypes, got float32, float64"):
            lax.atan2(asarray(np.ones(3, np.float32)), 1.0)
        assert lax.exp(1.0).dtype == np.float64
        with pytest.raises(TypeError, match="exp does not accept dtype int64"):
            lax.exp(1)  # no promotion of integers to floats


def test_binary_shapes_follow_lax_broadcasting() -> None:
    x = asarray(np.ones((2, 3), np.float32))
    assert lax.atan2(x, asarray(np.ones((1, 3), np.float32))).shape == (2, 3)
    assert lax.atan2(x, asarray(np.float32(1))).shape == (2, 3)
    with pytest.raises(TypeError, match="same number of dimensions"):
        lax.atan2(x, asarray(np.ones(3, np.float32)))
    with pytest.raises(TypeError, match="incompatible shapes"):
        lax.atan2(x, asarray(np.ones((2, 2), np.float32)))


# -- weak types -------------------------------------------------------------------------

WEAK_CASES: list[tuple[str, Callable[..., Any], tuple[Any, ...]]] = [
    ("exp(1.0)", lambda lib, *a: lib.exp(*a), (1.0,)),
    ("exp(strong)", lambda lib, *a: lib.exp(*a), ("f4",)),
    ("abs(1j)", lambda lib, *a: lib.abs(*a), (1j,)),
    ("real(1j)", lambda lib, *a: lib.real(*a), (1j,)),
    ("conj(1.0)", lambda lib, *a: lib.conj(*a), (1.0,)),
    ("neg(1)", lambda lib, *a: lib.neg(*a), (1,)),
    ("population_count(1)", lambda lib, *a: lib.population_count(*a), (1,)),
    ("clz(strong)", lambda lib, *a: lib.clz(*a), ("i4",)),
    ("bitwise_not(1)", lambda lib, *a: lib.bitwise_not(*a), (1,)),
    ("bitwise_not(True)", lambda lib, *a: lib.bitwise_not(*a), (True,)),
    ("round(1.5)", lambda lib, *a: lib.round(*a), (1.5,)),
    ("square(2)", lambda lib, *a: lib.square(*a), (2,)),
    ("integer_pow(2.0, 3)", lambda lib, *a: lib.integer_pow(*a, 3), (2.0,)),
    ("integer_pow(strong, 3)", lambda lib, *a: lib.integer_pow(*a, 3), ("f4",)),
    ("reduce_precision(1.0)", lambda lib, *a: lib.reduce_precision(*a, 5, 10), (1.0,)),
    ("pow(2.0, 3.0)", lambda lib, *a: lib.pow(*a), (2.0, 3.0)),
    ("pow(2.0, 3)", lambda lib, *a: lib.pow(*a), (2.0, 3)),
    ("pow(2.0, strong int)", lambda lib, *a: lib.pow(*a), (2.0, "i4")),
    ("pow(strong, 3)", lambda lib, *a: lib.pow(*a), ("f4", 3)),
    ("atan2(1.0, strong)", lambda lib, *a: lib.atan2(*a), (1.0, "f4")),
    ("atan2(1.0, 2.0)", lambda lib, *a: lib.atan2(*a), (1.0, 2.0)),
    ("shift_left(1, 2)", lambda lib, *a: lib.shift_left(*a), (1, 2)),
    ("rem(strong, 2)", lambda lib, *a: lib.rem(*a), ("i4", 2)),
    ("complex(1.0, 2.0)", lambda lib, *a: lib.complex(*a), (1.0, 2.0)),
    ("complex(strong, 2.0)", lambda lib, *a: lib.complex(*a), ("f4", 2.0)),
    ("select(True, 1.0, 2.0)", lambda lib, *a: lib.select(*a), (True, 1.0, 2.0)),
    ("select(strong bool, 1.0, 2.0)", lambda lib, *a: lib.select(*a), ("b1", 1.0, 2.0)),
    ("select(True, strong, 2.0)", lambda lib, *a: lib.select(*a), (True, "f4", 2.0)),
    ("select_n(1, 1.0, 2.0, 3.0)", lambda lib, *a: lib.select_n(*a), (1, 1.0, 2.0, 3.0)),
    ("clamp(0.0, 1.0, 2.0)", lambda lib, *a: lib.clamp(*a), (0.0, 1.0, 2.0)),
    ("clamp(0.0, strong, 2.0)", lambda lib, *a: lib.clamp(*a), (0.0, "f4", 2.0)),
    ("clamp(strong, 1.0, 2.0)", lambda lib, *a: lib.clamp(*a), ("f4", 1.0, 2.0)),
    ("bitcast_convert_type(1.0)", lambda lib, *a: lib.bitcast_convert_type(*a, np.int32), (1.0,)),
]


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
@pytest.mark.parametrize(("label", "call", "args"), WEAK_CASES, ids=[c[0] for c in WEAK_CASES])
def test_weak_type_matches_jax(label: str, call: Callable[..., Any], args: tuple[Any, ...], x64: bool) -> None:
    with modes(x64, "standard"):
        codes = {"f4": "float32", "i4": "int32", "b1": "bool"}
        if x64:
            codes = {"f4": "float64", "i4": "int64", "b1": "bool"}  # strong operands of the scalars' dtype
        ours_args = [asarray(np.asarray(1, codes[a])) if isinstance(a, str) else a for a in args]
        theirs_args = [jjnp.asarray(np.asarray(1, codes[a])) if isinstance(a, str) else a for a in args]
        if "bitcast" in label and x64:  # 1.0 is a float64 here: two int32 halves
            ours = call(lax, *ours_args)
            assert not ours.weak_type and ours.shape == (2,)
            return
        ours, theirs = call(lax, *ours_args), call(jlax, *theirs_args)
        assert ours.dtype == theirs.dtype
        assert ours.weak_type == theirs.weak_type, (ours.weak_type, theirs.weak_type)
        np.testing.assert_allclose(np.asarray(ours), np.asarray(theirs), rtol=1e-6)


def test_bool_results_are_never_weak() -> None:
    # jax marks is_finite(1.0) weak; here bool results never are (Primitive.bind's rule).
    assert not lax.is_finite(1.0).weak_type and lax.is_finite(1.0).dtype == np.bool_


# -- inside a trace ----------------------------------------------------------------------

def traced(fn: Callable[..., Any], *arrays: ArrayImpl) -> ArrayImpl:
    """``fn`` staged by the public ``jit`` and run on ``arrays``."""
    out = jaxtypes.jit(fn)(*arrays)
    assert isinstance(out, ArrayImpl)
    return out


def test_operators_work_inside_a_trace() -> None:
    def fn(x: Any, i: Any) -> Any:
        y = lax.select(lax.is_finite(lax.log(x)), lax.exp2(x), lax.neg(x))
        y = lax.clamp(-5.0, lax.integer_pow(y, 3), 50.0)
        y = lax.pow(lax.abs(lax.complex(y, lax.sin(x))), lax.rem(i, 3))
        z = lax.select_n(lax.shift_right_logical(i, 1), y, lax.sqrt(y),
                         lax.reduce_precision(y, 5, 3), lax.round(y))
        return lax.atan2(z, lax.real(lax.conj(lax.cos(x))))

    rng = np.random.default_rng(0)
    with modes(False, "standard"):
        x = asarray(rng.normal(size=(4, 5)).astype(np.float32))
        i = asarray(rng.integers(0, 8, (4, 5)).astype(np.int32))
        eager = fn(x, i)
        staged = traced(fn, x, i)
        assert (staged.dtype, staged.shape, staged.weak_type) == (eager.dtype, eager.shape, eager.weak_type)
        np.testing.assert_allclose(np.asarray(staged), np.asarray(eager), rtol=1e-6, atol=1e-6)
        with pytest.raises(TypeError, match="exp does not accept dtype int32"):
            traced(lambda a: lax.exp(a), i)


def test_operators_work_under_jit() -> None:
    from jaxtypes.runtime.interpreters.jit import jit

    def fn(x: Any, i: Any) -> Any:
        y = lax.select(lax.is_finite(lax.log(x)), lax.exp2(x), lax.neg(x))
        y = lax.clamp(-5.0, lax.integer_pow(y, 3), 50.0)
        y = lax.pow(lax.abs(lax.complex(y, lax.sin(x))), lax.rem(i, 3))
        z = lax.select_n(lax.shift_right_logical(i, 1), y, lax.sqrt(y), lax.reduce_precision(y, 5, 3), lax.round(y))
        return lax.atan2(z, lax.real(lax.conj(lax.cos(x)))), lax.bitcast_convert_type(z, np.uint8), lax.erf(x)

    rng = np.random.default_rng(1)
    with modes(False, "standard"):
        x = asarray(rng.normal(size=(4, 5)).astype(np.float32))
        i = asarray(rng.integers(0, 8, (4, 5)).astype(np.int32))
        jitted = jit(fn)
        for eager, staged in zip(fn(x, i), jitted(x, i)):
            assert (staged.dtype, staged.shape, staged.weak_type) == (eager.dtype, eager.shape, eager.weak_type)
            np.testing.assert_allclose(np.asarray(staged), np.asarray(eager), rtol=1e-6, atol=1e-6)
        scalar = jit(lambda a: lax.integer_pow(lax.exp(a), 2))(1.0)  # a Python scalar argument stays weak
        assert scalar.weak_type and scalar.dtype == np.float32
        np.testing.assert_allclose(float(scalar), np.exp(2.0), rtol=1e-6)
