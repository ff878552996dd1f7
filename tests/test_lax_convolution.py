"""The lax convolution family against jax.lax: values, dtypes and weak types eager and
under jit, gradients of both operands (``jaxtypes.grad`` against ``jax.grad``), vmap over
either operand or both, the functions built on ``conv_general_dilated``, and errors."""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from typing import Any

import jax
import ml_dtypes
import numpy as np
import pytest
from jax import lax as jax_lax

import jaxtypes
import jaxtypes.lax as lax
from jaxtypes.runtime.core.creation import asarray
from tests.conftest import modes, stable_rng


@dataclass(frozen=True)
class Case:
    name: str
    lhs: tuple[int, ...]
    rhs: tuple[int, ...]
    kwargs: dict[str, Any] = field(default_factory=dict)
    dtype: str = "float32"
    strides: tuple[int, ...] | None = None
    padding: Any = "VALID"
    vmaps: tuple[str, ...] = ("both",)  # which operands vmap batches: "lhs", "rhs", "both"


NHWC = ("NHWC", "HWIO", "NHWC")
CASES = [
    Case("1d", (2, 3, 9), (4, 3, 3)),
    Case("1d-stride-same", (2, 3, 10), (2, 3, 4), strides=(3,), padding="SAME", vmaps=("lhs",)),
    Case("1d-same-lower", (1, 2, 7), (3, 2, 4), strides=(2,), padding="SAME_LOWER", vmaps=("rhs",)),
    Case("1d-dilations", (2, 2, 11), (3, 2, 3), {"lhs_dilation": (2,), "rhs_dilation": (3,)}, padding=[(2, 1)]),
    Case("1d-negative-pad", (1, 2, 9), (2, 2, 2), padding=[(-2, 1)], vmaps=("lhs",)),
    Case("2d", (2, 3, 7, 6), (4, 3, 3, 2), vmaps=("rhs",)),
    Case("2d-stride-pad", (2, 2, 8, 9), (3, 2, 3, 3), strides=(2, 3), padding=[(1, 2), (0, 1)]),
    Case("2d-same-rhs-dil", (1, 3, 9, 8), (2, 3, 3, 2), {"rhs_dilation": (2, 1)}, strides=(1, 2), padding="SAME",
         vmaps=("lhs",)),
    Case("2d-lhs-dil", (1, 2, 5, 4), (2, 2, 3, 3), {"lhs_dilation": (2, 3)}, padding=[(1, 1), (2, 0)], vmaps=("rhs",)),
    Case("2d-nhwc", (2, 8, 7, 3), (3, 2, 3, 4), {"dimension_numbers": NHWC}, padding="SAME", vmaps=("lhs",)),
    Case("2d-mixed-layout", (5, 3, 2, 6), (2, 4, 3, 2),
         {"dimension_numbers": ("HNCW", "OHWI", "WCNH")}, strides=(1, 2), padding=[(1, 0), (0, 2)], vmaps=("rhs",)),
    Case("2d-cdn", (6, 2, 7, 3), (3, 2, 3, 4),
         {"dimension_numbers": jax_lax.ConvDimensionNumbers((1, 3, 0, 2), (3, 2, 0, 1), (2, 1, 3, 0))}),
    Case("2d-feature-groups", (2, 6, 6, 5), (4, 3, 3, 2), {"feature_group_count": 2}, padding="SAME",
         vmaps=("rhs", "both")),
    Case("2d-depthwise-nhwc", (2, 7, 6, 4), (3, 3, 1, 8),
         {"dimension_numbers": NHWC, "feature_group_count": 4}, strides=(2, 1), padding="SAME", vmaps=("lhs",)),
    Case("2d-batch-groups", (4, 3, 6, 5), (6, 3, 2, 2), {"batch_group_count": 2}, vmaps=("lhs", "both")),
    Case("1d-batch-groups-dil", (6, 2, 9), (3, 2, 3), {"batch_group_count": 3, "rhs_dilation": (2,)},
         strides=(2,), padding=[(1, 1)], vmaps=("rhs",)),
    Case("2d-f16", (2, 3, 6, 6), (4, 3, 3, 3), dtype="float16", padding="SAME"),
    Case("2d-bf16-nhwc", (2, 6, 5, 3), (2, 2, 3, 4), {"dimension_numbers": NHWC}, dtype="bfloat16", vmaps=("lhs",)),
    Case("2d-int32", (2, 3, 6, 5), (4, 3, 2, 2), dtype="int32", strides=(2, 1), padding="SAME", vmaps=("rhs",)),
    Case("1d-int32-groups", (2, 4, 8), (4, 2, 3), {"feature_group_count": 2}, dtype="int32", padding=[(1, 2)],
         vmaps=("lhs",)),
    Case("2d-int8-prefer-int32", (1, 2, 5, 5), (2, 2, 2, 2), {"preferred_element_type": np.int32}, dtype="int8"),
    Case("2d-f16-prefer-f32", (1, 2, 5, 5), (2, 2, 2, 2), {"preferred_element_type": np.float32}, dtype="float16",
         vmaps=("rhs",)),
    Case("3d", (1, 2, 4, 5, 3), (2, 2, 2, 2, 2), strides=(1, 2, 1), padding="SAME"),
]
FLOAT_CASES = [c for c in CASES if c.dtype == "float32"]


def host(case: Case, which: str) -> np.ndarray:
    rng = stable_rng(case.name, which)
    dt = np.dtype(getattr(ml_dtypes, case.dtype)) if case.dtype == "bfloat16" else np.dtype(case.dtype)
    shape = case.lhs if which == "lhs" else case.rhs
    if dt.kind in "iu":
        return rng.integers(-4, 5, shape).astype(dt)
    return (rng.integers(-4, 5, shape) / 2).astype(dt)  # exact in every float dtype


def strides(case: Case) -> tuple[int, ...]:
    return case.strides or (1,) * (len(case.lhs) - 2)


def call(lib: Any, case: Case, lhs: Any, rhs: Any) -> Any:
    return lib.conv_general_dilated(lhs, rhs, strides(case), case.padding, **case.kwargs)


def close(ours: Any, theirs: Any, rtol: float = 0.0) -> None:
    assert ours.dtype == theirs.dtype and ours.shape == theirs.shape, (ours.dtype, theirs.dtype, ours.shape,
                                                                       theirs.shape)
    assert ours.weak_type == theirs.weak_type
    wide = np.complex128 if np.dtype(theirs.dtype).kind == "c" else np.float64
    got, want = np.asarray(ours).astype(wide), np.asarray(theirs).astype(wide)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * float(np.max(np.abs(want), initial=1.0)))


def batched(case: Case) -> tuple[np.ndarray, np.ndarray]:
    """Three examples of each operand: the lhs batched on axis 0, the rhs on axis 1."""
    x, w = host(case, "lhs"), host(case, "rhs")
    return np.stack([x, -x, x[::-1]]), np.stack([w, w[::-1], -w], axis=1)


def everything(lib: Any, grad: Any, vmap: Any, case: Case) -> Any:
    """One function of the case: the convolution, the gradients of both operands (float
    cases), and vmap over the lhs, the rhs and both; compiled once per library."""
    differentiable = case.dtype == "float32"

    def f(x: Any, w: Any, xs: Any, ws: Any, cot: Any) -> Any:
        out = [call(lib, case, x, w)]
        if differentiable:
            out.extend(grad(lambda p, q: (call(lib, case, p, q) * cot).sum(), argnums=(0, 1))(x, w))
        modes = {"lhs": ((xs, w), (0, None)), "rhs": ((x, ws), (None, 1)), "both": ((xs, ws), (0, 1))}
        for args, axes in (modes[m] for m in case.vmaps):
            out.append(vmap(lambda p, q: call(lib, case, p, q), in_axes=axes)(*args))
        return out

    return f


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_conv_general_dilated_against_jax(case: Case) -> None:
    """Eager values, then under jit: values, grads of both operands, vmaps (ours: jaxtypes.jit,
    jaxtypes.grad, jaxtypes.vmap; jax's: the same with jax's)."""
    x, w = host(case, "lhs"), host(case, "rhs")
    xs, ws = batched(case)
    shape = jax.eval_shape(lambda p, q: call(jax_lax, case, p, q), x, w)
    cot = stable_rng(case.name, "ct").integers(-2, 3, shape.shape).astype(shape.dtype)
    theirs = jax.jit(everything(jax_lax, jax.grad, jax.vmap, case))(x, w, xs, ws, cot)
    close(call(lax, case, asarray(x), asarray(w)), theirs[0])  # small integers: exact in every dtype
    ours = jaxtypes.jit(everything(lax, jaxtypes.grad, jaxtypes.vmap, case))(*map(asarray, (x, w, xs, ws, cot)))
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        close(a, b, 1e-5 if case.dtype == "float32" else 0.0)


EAGER = [c for c in CASES if c.name == "1d"]


@pytest.mark.parametrize("case", EAGER, ids=lambda c: c.name)
def test_eager_gradients_and_vmap(case: Case) -> None:
    x, w = host(case, "lhs"), host(case, "rhs")
    xs, ws = batched(case)
    cot = stable_rng(case.name, "ct").integers(-2, 3, call(jax_lax, case, x, w).shape).astype(np.float32)
    theirs = jax.jit(everything(jax_lax, jax.grad, jax.vmap, case))(x, w, xs, ws, cot)
    ours = everything(lax, jaxtypes.grad, jaxtypes.vmap, case)(*map(asarray, (x, w, xs, ws, cot)))  # eager
    for a, b in zip(ours, theirs):
        close(a, b, 1e-5)


def loss(lib: Any, case: Case, cotangent: np.ndarray) -> Any:
    return lambda p, q: (call(lib, case, p, q) * cotangent).sum()


def test_jvp() -> None:
    case = CASES[0]
    x, w = host(case, "lhs"), host(case, "rhs")
    tx, tw = np.ones_like(x), np.full_like(w, 0.5)
    p1, t1 = jax.jvp(lambda p, q: call(jax_lax, case, p, q), (x, w), (tx, tw))
    p2, t2 = jaxtypes.jvp(lambda p, q: call(lax, case, p, q), (asarray(x), asarray(w)), (asarray(tx), asarray(tw)))
    close(p2, p1, 1e-6)
    close(t2, t1, 1e-6)


def test_conv_dimension_numbers() -> None:
    for spec in (None, NHWC, ("NCHW", "OIHW", "NCHW"), ("HNCW", "OHWI", "WCNH")):
        ours = lax.conv_dimension_numbers((1, 2, 3, 4), (1, 2, 3, 4), spec)
        assert tuple(ours) == tuple(jax_lax.conv_dimension_numbers((1, 2, 3, 4), (1, 2, 3, 4), spec))
        assert isinstance(ours, lax.ConvDimensionNumbers) and ours.lhs_spec == ours[0]


def test_other_dtypes_under_jit() -> None:
    names = ["bool", "uint8", "int16", "complex64"]
    rng = stable_rng("dtypes")
    args = [a for n in names for a in (rng.integers(0, 3, (2, 3, 6)).astype(n), rng.integers(0, 3, (2, 3, 2)).astype(n))]

    def f(lib: Any) -> Any:
        return lambda *a: [lib.conv(a[i], a[i + 1], (1,), "SAME") for i in range(0, len(a), 2)]

    for ours, theirs in zip(jaxtypes.jit(f(lax))(*map(asarray, args)), jax.jit(f(jax_lax))(*args), strict=True):
        close(ours, theirs)


def test_complex_convolutions_are_three_real_ones() -> None:
    """As jax lowers them on the CPU and the GPU (XLA's GPU compiler has no complex
    convolution): the module holds real convolutions only, with jax's values, preferred
    complex128 included."""
    rng = stable_rng("complex")
    x, w = (rng.normal(size=s) + 1j * rng.normal(size=s) for s in ((2, 3, 7), (4, 3, 3)))
    x, w = x.astype(np.complex64), w.astype(np.complex64)
    with modes(True, "standard"):
        for preferred in (None, np.complex128):
            fun = jaxtypes.jit(lambda a, b: lax.conv_general_dilated(a, b, (2,), "SAME", preferred_element_type=preferred))
            text = fun.lower(asarray(x), asarray(w)).as_text()
            assert text.count("stablehlo.convolution") == 3 and "complex<f" not in text.split("stablehlo.convolution")[1]
            close(fun(asarray(x), asarray(w)),
                  jax_lax.conv_general_dilated(x, w, (2,), "SAME", preferred_element_type=preferred))


def test_weak_types_and_preferred_dtypes() -> None:
    x, w = np.ones((1, 2, 5), np.float32), np.ones((3, 2, 2), np.float32)
    weak = lax.convert_element_type(asarray(x), np.float32, weak_type=True)
    assert lax.conv(weak, weak, (1,), "VALID").weak_type
    assert not lax.conv(weak, asarray(w), (1,), "VALID").weak_type
    for dt, pref in (("int8", np.int32), ("int16", np.float32), ("bfloat16", np.float32)):
        d = np.dtype(getattr(ml_dtypes, dt, None) or dt)
        ours = lax.conv(asarray(x.astype(d)), asarray(w.astype(d)), (1,), "SAME", preferred_element_type=pref)
        close(ours, jax_lax.conv(x.astype(d), w.astype(d), (1,), "SAME", preferred_element_type=pref))


def convenience(lib: Any) -> Any:
    """Every function built on conv_general_dilated, in one function (one compile each side)."""
    def f(x: Any, w: Any, xh: Any, wh: Any, wt: Any, local_w: Any, a: Any, b: Any) -> list[Any]:
        out = [lib.conv(x, w, (2, 1), "SAME"),
               lib.conv_with_general_padding(x, w, (1, 2), [(1, 0), (2, 1)], (2, 1), (1, 2))]
        for strides, padding, kw in (((2, 2), "SAME", {}), ((2, 1), "VALID", {}),
                                     ((1, 2), "SAME", {"rhs_dilation": (2, 1)}), ((2, 3), [(1, 2), (0, 1)], {})):
            out.append(lib.conv_transpose(xh, wh, strides, padding, **kw))
        out.append(lib.conv_transpose(xh, wt, (2, 2), "SAME", transpose_kernel=True))
        out.append(lib.conv_transpose(x, w.transpose(1, 0, 2, 3), (2, 1), "SAME",
                                      dimension_numbers=("NCHW", "IOHW", "NCHW")))
        out.append(lib.conv_general_dilated_patches(x, (3, 2), (1, 2), "SAME"))
        out.append(lib.conv_general_dilated_patches(xh, (2, 2), (1, 1), "VALID", dimension_numbers=NHWC))
        out.append(lib.conv_general_dilated_local(xh, local_w, (1, 1), "VALID", (2, 2),
                                                  dimension_numbers=("NHWC", "IHWO", "NHWC")))
        out.append(lib.batch_matmul(a, b))
        return out

    return f


def test_convenience_functions_against_jax() -> None:
    rng = stable_rng("convenience")
    shapes = [(2, 3, 7, 6), (4, 3, 3, 2), (2, 5, 4, 3), (3, 2, 3, 4), (3, 2, 4, 3), (2 * 2 * 3, 4, 3, 5),
              (2, 3, 4, 5), (2, 3, 5, 2)]
    args = [rng.integers(-3, 4, s).astype(np.float32) for s in shapes]
    theirs = jax.jit(convenience(jax_lax))(*args)
    ours = jaxtypes.jit(convenience(lax))(*map(asarray, args))
    for a, b in zip(ours, theirs, strict=True):
        close(a, b)
    close(lax.conv_transpose(asarray(args[2]), asarray(args[4]), (2, 2), "SAME", transpose_kernel=True), theirs[6])


def test_gradients_through_conv_transpose() -> None:
    rng = stable_rng("transpose-grad")
    x = rng.normal(size=(2, 5, 4, 3)).astype(np.float32)
    w = rng.normal(size=(3, 2, 3, 4)).astype(np.float32)

    def f(lib: Any) -> Any:
        return lambda p, q: (lib.conv_transpose(p, q, (2, 2), "SAME") ** 2).sum()

    expected = jax.grad(f(jax_lax), argnums=(0, 1))(x, w)
    got = jaxtypes.grad(f(lax), argnums=(0, 1))(asarray(x), asarray(w))
    close(got[0], expected[0], 1e-4)
    close(got[1], expected[1], 1e-4)


ERRORS = [
    ("dtypes", lambda L, x, w: L.conv(x, w.astype(np.float16), (1, 1), "VALID"), TypeError, "same dtypes"),
    ("rank", lambda L, x, w: L.conv(x, w[0], (1, 1), "VALID"), TypeError, "same rank"),
    ("features", lambda L, x, w: L.conv(x, w[:, :2], (1, 1), "VALID"), (TypeError, ValueError), "feature"),
    ("groups", lambda L, x, w: L.conv_general_dilated(x, w, (1, 1), "VALID", feature_group_count=2),
     (TypeError, ValueError), "feature_group_count"),
    ("batch groups", lambda L, x, w: L.conv_general_dilated(x, w, (1, 1), "VALID", batch_group_count=3),
     (TypeError, ValueError), "batch_group_count"),
    ("layout", lambda L, x, w: L.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHW")),
     (TypeError, ValueError), "layout"),
    ("padding", lambda L, x, w: L.conv(x, w, (1, 1), "FULL"), (TypeError, ValueError), "padding"),
    ("strides", lambda L, x, w: L.conv(x, w, (1,), "VALID"), (TypeError, ValueError), "window_strides"),
    ("prefer", lambda L, x, w: L.conv(x, w, (1, 1), "VALID", preferred_element_type=np.float16), TypeError,
     "narrower"),
    ("batch_matmul", lambda L, x, w: L.batch_matmul(x, w[0]), ValueError, "batch_matmul"),
    ("precision", lambda L, x, w: L.conv(x, w, (1, 1), "VALID", precision="bogus"), ValueError, "precision"),
]


@pytest.mark.parametrize("make, error, words", [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_errors_are_clear(make: Any, error: Any, words: str) -> None:
    x, w = np.ones((2, 4, 5, 5), np.float32), np.ones((6, 4, 2, 2), np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(Exception):
            make(jax_lax, x, w)
    with pytest.raises(error, match=words):
        make(lax, asarray(x), asarray(w))


def test_window_larger_than_the_input_gives_an_empty_result_as_in_jax() -> None:
    x, w = np.ones((1, 2, 3), np.float32), np.ones((4, 2, 5), np.float32)

    def f(lib: Any) -> Any:
        return lambda p, q: lib.conv_general_dilated(p, q, (1,), "VALID").sum()

    assert lax.conv_general_dilated(asarray(x), asarray(w), (1,), "VALID").shape == (1, 4, 0)
    ours = jaxtypes.grad(f(lax), argnums=(0, 1))(asarray(x), asarray(w))
    for a, b in zip(ours, jax.grad(f(jax_lax), argnums=(0, 1))(x, w)):
        close(a, b)
    with pytest.raises(ValueError, match="negative padding"):
        lax.conv_general_dilated(asarray(x), asarray(w), (1,), [(-4, 0)])
    with pytest.raises(ValueError, match="transposed"):
        lax.conv_general_dilated(asarray(x), asarray(w), (1,), "SAME", lhs_dilation=(2,))
