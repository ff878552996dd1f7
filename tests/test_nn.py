"""jaxtypes.nn against jax.nn: every activation's values, dtype and weak type for every
kind of input (bools, integers, floats, complex, weak scalars) and its error where jax
raises one; under ``jit``, ``vmap`` and ``grad``; the custom derivatives; softmax,
logsumexp and standardize options; one_hot; dot_product_attention with masks, bias,
lengths, windows and grouped heads; the initializers, bit for bit; the namespaces."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.nn as nn
import jaxtypes.numpy as jnp
import jaxtypes.random as jr
from tests.conftest import modes

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.nn  # noqa: E402
import jax.numpy as jjnp  # noqa: E402

ACTIVATIONS = ["celu", "elu", "gelu", "glu", "hard_sigmoid", "hard_silu", "hard_swish", "hard_tanh", "identity",
               "leaky_relu", "log1mexp", "log_sigmoid", "log_softmax", "logmeanexp", "logsumexp", "mish", "relu",
               "relu6", "selu", "sigmoid", "silu", "soft_sign", "softmax", "softplus", "sparse_plus",
               "sparse_sigmoid", "squareplus", "standardize", "swish", "tanh"]
VALUES = np.array([-2.5, -1.0, -0.3, 0.0, 0.4, 1.0, 2.0, 7.5])
INPUTS: dict[str, Any] = {
    "bool": np.array([True, False] * 4), "int16": VALUES.astype(np.int16), "uint8": np.abs(VALUES).astype(np.uint8),
    "int32": VALUES.astype(np.int32), "float16": VALUES.astype(np.float16),
    "bfloat16": VALUES.astype(jnp.bfloat16.dtype), "float32": VALUES.astype(np.float32),
    "float64": VALUES, "complex64": (VALUES + 0.5j).astype(np.complex64), "weak int": 2, "weak float": 2.5,
}


def outcome(call: Callable[[], Any]) -> tuple[Any, type[BaseException] | None]:
    try:
        return call(), None
    except Exception as error:  # noqa: BLE001  (the class is compared with jax's)
        return None, type(error)


def agree(ours: Any, theirs: Any, what: str, tol: float = 1e-6, exact: bool = False) -> None:
    a, b = np.asarray(ours), np.asarray(theirs)
    assert (a.dtype, a.shape) == (b.dtype, b.shape), f"{what}: {a.dtype}{a.shape} != jax's {b.dtype}{b.shape}"
    if exact:
        assert a.tobytes() == b.tobytes(), f"{what}: values differ from jax's\n{a}\n{b}"
    else:
        np.testing.assert_allclose(a.astype(complex), b.astype(complex), rtol=tol, atol=tol, err_msg=what)


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
@pytest.mark.parametrize("name", ACTIVATIONS)
def test_activations_give_jax_values_dtypes_and_errors(name: str, x64: bool) -> None:
    with modes(x64, "standard"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for kind, x in INPUTS.items():
            ours, our_error = outcome(lambda: getattr(nn, name)(jnp.asarray(x)))
            theirs, their_error = outcome(lambda: getattr(jax.nn, name)(jjnp.asarray(x)))
            if their_error is not None or our_error is not None:
                assert our_error is not None and their_error is not None, (
                    f"{name}({kind}): jaxtypes raised {our_error}, jax {their_error}")
                continue
            assert ours.weak_type == theirs.weak_type, f"{name}({kind}): weak type {ours.weak_type}"
            tol = 5e-3 if kind in ("float16", "bfloat16") else 1e-6
            agree(ours, theirs, f"{name}({kind})", tol)


SAMPLE = np.linspace(-3, 3, 12, dtype=np.float32).reshape(3, 4)


@pytest.mark.parametrize("name", [n for n in ACTIVATIONS if n != "identity"])
def test_activations_under_jit_vmap_and_grad(name: str) -> None:
    ours, theirs = getattr(nn, name), getattr(jax.nn, name)
    x = jnp.asarray(SAMPLE)
    agree(jaxtypes.jit(ours)(x), jax.jit(theirs)(SAMPLE), f"jit {name}")
    agree(jaxtypes.vmap(ours)(x), jax.vmap(theirs)(SAMPLE), f"vmap {name}")
    point = np.abs(SAMPLE) + 0.1 if name == "log1mexp" else SAMPLE
    agree(jaxtypes.grad(lambda v: ours(v).sum())(jnp.asarray(point)),
          jax.grad(lambda v: theirs(v).sum())(point), f"grad {name}", 1e-5)


def test_custom_derivatives_at_the_kinks_and_of_masked_softmax() -> None:
    zeros, sixes = np.zeros(3, np.float32), np.full(3, 6.0, np.float32)
    for name, point in (("relu", zeros), ("relu6", zeros), ("relu6", sixes)):
        agree(jaxtypes.grad(lambda v: getattr(nn, name)(v).sum())(jnp.asarray(point)),
              jax.grad(lambda v: getattr(jax.nn, name)(v).sum())(point), f"grad {name} at {point[0]}", exact=True)
    where = SAMPLE > 0
    agree(jaxtypes.grad(lambda v: (nn.softmax(v, where=jnp.asarray(where)) ** 2).sum())(jnp.asarray(SAMPLE)),
          jax.grad(lambda v: (jax.nn.softmax(v, where=where) ** 2).sum())(SAMPLE), "grad of masked softmax")


OPTIONS: dict[str, Callable[[Any, Any, Any], Any]] = {  # (nn module, numpy module, x) -> result
    "softmax axis where": lambda m, np_, x: m.softmax(x, axis=0, where=x > -1),
    "log_softmax where": lambda m, np_, x: m.log_softmax(x, where=x > -1),
    "logsumexp b sign": lambda m, np_, x: m.logsumexp(x, axis=1, b=np_.sign(x), return_sign=True),
    "logsumexp b keepdims": lambda m, np_, x: m.logsumexp(x, axis=(0, 1), b=np_.sign(x), keepdims=True),
    "logsumexp where": lambda m, np_, x: m.logsumexp(x, axis=0, where=x < 1),
    "logmeanexp where": lambda m, np_, x: m.logmeanexp(x, axis=1, where=x > 0),
    "standardize stable": lambda m, np_, x: m.standardize(x, axis=0, algorithm="stable"),
    "standardize moments": lambda m, np_, x: m.standardize(x, mean=0.5, variance=2.0),
    "glu axis": lambda m, np_, x: m.glu(x[:2], axis=0),
    "gelu exact": lambda m, np_, x: m.gelu(x, approximate=False),
    "elu alpha": lambda m, np_, x: m.elu(x, 0.5),
    "leaky_relu slope": lambda m, np_, x: m.leaky_relu(x, 0.2),
    "squareplus b": lambda m, np_, x: m.squareplus(x, 2),
    "one_hot": lambda m, np_, x: m.one_hot(np_.asarray([0, 2, 1, 5]), 4),
    "one_hot int8 axis": lambda m, np_, x: m.one_hot(np_.asarray([[0, 2], [1, 3]]), 4, dtype=np.int8, axis=0),
}


@pytest.mark.parametrize("case", list(OPTIONS))
def test_options_as_jax(case: str) -> None:
    ours = OPTIONS[case](nn, jnp, jnp.asarray(SAMPLE))
    theirs = OPTIONS[case](jax.nn, jjnp, jjnp.asarray(SAMPLE))
    for a, b in zip(ours if isinstance(ours, tuple) else [ours], theirs if isinstance(theirs, tuple) else [theirs]):
        agree(a, b, case)


def _attention_inputs(dtype: Any = np.float32) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((2, 5, 4, 8)).astype(dtype) for _ in range(3))
    return {"q": q, "k": k, "v": v, "kv": rng.standard_normal((2, 6, 2, 8)).astype(dtype),
            "bias": rng.standard_normal((2, 1, 5, 5)).astype(dtype), "mask": rng.random((2, 4, 5, 5)) > 0.3,
            "lengths": np.array([3, 5], np.int32)}


ATTENTION: dict[str, Callable[[Any, dict[str, Any]], Any]] = {
    "plain": lambda f, a: f(a["q"], a["k"], a["v"]),
    "causal": lambda f, a: f(a["q"], a["k"], a["v"], is_causal=True),
    "grouped heads": lambda f, a: f(a["q"], a["kv"], a["kv"]),
    "bias and mask": lambda f, a: f(a["q"], a["k"], a["v"], a["bias"], a["mask"], scale=0.3),
    "lengths": lambda f, a: f(a["q"], a["k"], a["v"], query_seq_lengths=a["lengths"],
                              key_value_seq_lengths=a["lengths"]),
    "window": lambda f, a: f(a["q"], a["k"], a["v"], local_window_size=(1, 1)),
    "unbatched": lambda f, a: f(a["q"][0], a["k"][0], a["v"][0]),
    "residual": lambda f, a: f(a["q"], a["k"], a["v"], return_residual=True),
}


@pytest.mark.parametrize("case", list(ATTENTION))
def test_dot_product_attention_as_jax(case: str) -> None:
    inputs = _attention_inputs()
    ours = ATTENTION[case](nn.dot_product_attention, {k: jnp.asarray(v) for k, v in inputs.items()})
    theirs = ATTENTION[case](jax.nn.dot_product_attention, inputs)
    for a, b in zip(ours if isinstance(ours, tuple) else [ours], theirs if isinstance(theirs, tuple) else [theirs]):
        agree(a, b, case, 1e-5)


def test_dot_product_attention_in_bfloat16_under_jit_and_grad() -> None:
    low = _attention_inputs(jnp.bfloat16.dtype)
    agree(jaxtypes.jit(nn.dot_product_attention)(*(jnp.asarray(low[k]) for k in "qkv")),
          jax.jit(jax.nn.dot_product_attention)(*(low[k] for k in "qkv")), "bfloat16", 2e-2)
    a = _attention_inputs()
    agree(jaxtypes.grad(lambda q: nn.dot_product_attention(q, jnp.asarray(a["k"]), jnp.asarray(a["v"])).sum())(
        jnp.asarray(a["q"])), jax.grad(lambda q: jax.nn.dot_product_attention(q, a["k"], a["v"]).sum())(a["q"]),
        "grad", 1e-4)
    with pytest.raises(ValueError):
        nn.dot_product_attention(jnp.asarray(a["q"]), jnp.asarray(a["k"][0]), jnp.asarray(a["v"]))


INITIALIZERS: dict[str, Callable[[Any], Any]] = {
    "zeros": lambda m: m.zeros, "ones": lambda m: m.ones, "constant": lambda m: m.constant(0.5),
    "uniform": lambda m: m.uniform(), "normal": lambda m: m.normal(0.1),
    "truncated_normal": lambda m: m.truncated_normal(0.1), "glorot_uniform": lambda m: m.glorot_uniform(),
    "glorot_normal": lambda m: m.glorot_normal(), "lecun_uniform": lambda m: m.lecun_uniform(),
    "lecun_normal": lambda m: m.lecun_normal(), "he_uniform": lambda m: m.he_uniform(),
    "he_normal": lambda m: m.he_normal(), "xavier_uniform": lambda m: m.xavier_uniform(),
    "xavier_normal": lambda m: m.xavier_normal(), "kaiming_uniform": lambda m: m.kaiming_uniform(),
    "kaiming_normal": lambda m: m.kaiming_normal(),
    "variance_scaling fan_out normal": lambda m: m.variance_scaling(2.0, "fan_out", "normal"),
    "variance_scaling geometric axes": lambda m: m.variance_scaling(1.0, "fan_geo_avg", "uniform", in_axis=(0,),
                                                                    out_axis=(1, 2)),
    "orthogonal": lambda m: m.orthogonal(), "orthogonal columns first": lambda m: m.orthogonal(2.0, column_axis=0),
}


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
@pytest.mark.parametrize("name", list(INITIALIZERS))
def test_initializers_give_jax_weights_bit_for_bit(name: str, x64: bool) -> None:
    with modes(x64, "standard"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for dtype in (None, "float64") if name.startswith("orthogonal") else (None, "float16", "float64"):
            ours = INITIALIZERS[name](nn.initializers)(jr.key(3), (4, 3, 5), dtype)
            theirs = INITIALIZERS[name](jax.nn.initializers)(jax.random.key(3), (4, 3, 5), dtype)
            agree(ours, theirs, f"{name} {dtype}", exact=True)


def test_complex_and_convolution_initializers_bit_for_bit() -> None:
    for name in ("glorot_uniform", "glorot_normal", "lecun_normal"):
        agree(getattr(nn.initializers, name)()(jr.key(3), (4, 3), "complex64"),
              getattr(jax.nn.initializers, name)()(jax.random.key(3), (4, 3), "complex64"), name, exact=True)
    agree(nn.initializers.delta_orthogonal()(jr.key(3), (3, 3, 4, 4)),
          jax.nn.initializers.delta_orthogonal()(jax.random.key(3), (3, 3, 4, 4)), "delta_orthogonal", exact=True)
    assert isinstance(nn.initializers.glorot_uniform(), nn.initializers.Initializer)
    with pytest.raises(ValueError):
        nn.initializers.glorot_uniform()(jr.key(0), (3,))


# Names of jax.nn not in jaxtypes.nn, each with its reason; the list only shrinks.
PENDING = {
    "scaled_matmul": "block-scaled (MX/NV FP8 and FP4) matmuls: cuDNN kernels, for the GPU issue",
    "scaled_dot_general": "likewise",
    "get_scaled_dot_general_config": "likewise",
}


def test_every_jax_nn_name_is_in_jaxtypes_nn() -> None:
    for theirs, ours, pending in ((jax.nn, nn, PENDING), (jax.nn.initializers, nn.initializers, {})):
        names = {n for n in dir(theirs) if not n.startswith("_")}
        missing = sorted(n for n in names - set(pending) if not hasattr(ours, n))
        assert not missing, f"{ours.__name__} lacks: {missing}"
        assert not [n for n in pending if hasattr(ours, n)], "built now: take it off the pending list"
