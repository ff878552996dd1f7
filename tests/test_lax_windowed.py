"""lax.reduce, lax.reduce_window, approx_max_k/approx_min_k (and argmax/argmin's
index_dtype) against jax.lax: values, dtypes and weak types, eager and under jit,
derivatives (grad of the monoid forms and of a general reduce, jvp of a general
reduce_window), vmap, and clear errors for bad input."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jax
import jax.numpy as jjnp
from jax import lax as jl

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes.runtime.interpreters.jit import jit
from jaxtypes.runtime.interpreters.transformations import grad, jvp, vmap
from jaxtypes.runtime.lax.windowed import approx_top_k_output_size


def same(ours: Any, theirs: Any, tag: str = "") -> None:
    a, b = np.asarray(ours), np.asarray(theirs)
    assert a.dtype == b.dtype and a.shape == b.shape, (tag, a.dtype, b.dtype, a.shape, b.shape)
    np.testing.assert_allclose(a, b, rtol=2e-5, atol=1e-5, equal_nan=True, err_msg=tag)
    assert bool(getattr(ours, "weak_type", False)) == bool(getattr(theirs, "weak_type", False)), tag


def same_tree(ours: Any, theirs: Any, tag: str) -> None:
    if isinstance(theirs, (tuple, list)):
        assert isinstance(ours, (tuple, list)) and len(ours) == len(theirs), tag
        for o, t in zip(ours, theirs):
            same_tree(o, t, tag)
    else:
        same(ours, theirs, tag)


def check_cases(ours: list[Callable[..., Any]], theirs: list[Callable[..., Any]], args: tuple[Any, ...],
                eager: tuple[int, ...] = ()) -> None:
    """Every case in one jitted function on each side (one compile each), and the
    cases numbered in ``eager`` also run eagerly."""
    arrays = tuple(jnp.asarray(a) for a in args)
    got = jit(lambda *a: [f(*a) for f in ours])(*arrays)
    want = jax.jit(lambda *a: [f(*a) for f in theirs])(*args)
    for k, (g, w) in enumerate(zip(got, want)):
        same_tree(g, w, f"case {k} (jit)")
    for k in eager:
        same_tree(ours[k](*arrays), want[k], f"case {k} (eager)")


def poly(a: Any, b: Any) -> Any:
    return a * b + a + b


RNG = np.random.default_rng(0)
X = RNG.permutation(20).astype(np.float32).reshape(4, 5) / 4 - 2  # distinct values: no ties in max/min


# -- reduce ------------------------------------------------------------------------------------

def test_reduce_monoids_and_general() -> None:
    i16 = np.arange(12, dtype=np.int16).reshape(3, 4) - 5
    cases = [  # (operand number, init, op, dimensions)
        (0, 0.0, "add", (0,)), (0, 1.0, "mul", (1,)), (0, -np.inf, "max", (0, 1)), (0, np.inf, "min", (1,)),
        (1, np.int16(0), "add", (1,)), (1, np.int16(-32768), "max", (0,)),
        (2, True, "bitwise_and", (1,)), (2, False, "bitwise_or", (0,)), (1, np.int16(0), "bitwise_xor", (1,)),
        (0, 0, "add", (0,)),  # a monoid: the int 0 is add's identity
        (0, 1.0, "add", (0,)),  # not the identity: a general reduce
        (0, 0.0, poly, (0,)), (0, 0.0, poly, ()), (0, 0.0, poly, (0, 1)),
    ]

    def make(lib: Any, n: int, init: Any, op: Any, dims: Any) -> Callable[..., Any]:
        fn = getattr(lib, op) if isinstance(op, str) else op
        return lambda *a: lib.reduce(a[n], init, fn, dims)

    check_cases([make(lax, *c) for c in cases], [make(jl, *c) for c in cases], (X, i16, i16 > 0),
                eager=tuple(range(len(cases))))


def test_reduce_pytrees_and_weak_types() -> None:
    idx = np.broadcast_to(np.arange(5, dtype=np.int32), (4, 5))

    def argmax_pair(lib: Any) -> Any:
        def body(a: Any, b: Any) -> Any:
            (av, ai), (bv, bi) = a, b
            pick = lib.bitwise_or(lib.gt(av, bv), lib.bitwise_and(lib.eq(av, bv), lib.lt(ai, bi)))
            return lib.select(pick, av, bv), lib.select(pick, ai, bi)
        return body

    ours = lax.reduce((jnp.asarray(X), jnp.asarray(idx)), (-np.inf, 0), argmax_pair(lax), (1,))
    theirs = jl.reduce((X, idx), (-np.inf, 0), argmax_pair(jl), (1,))
    assert isinstance(ours, tuple) and len(ours) == 2
    same(ours[0], theirs[0]), same(ours[1], theirs[1])
    ours_d = lax.reduce({"a": jnp.asarray(X)}, {"a": 0.0}, lambda p, q: {"a": p["a"] + q["a"] * 2}, (0,))
    same(ours_d["a"], jl.reduce({"a": X}, {"a": 0.0}, lambda p, q: {"a": p["a"] + q["a"] * 2}, (0,))["a"])
    weak = lax.broadcast(jnp.asarray(3.0), (3,))
    jweak = jl.broadcast(jjnp.asarray(3.0), (3,))
    for init in (0.0, np.float32(0)):
        for op, jop in ((lax.add, jl.add), (poly, poly)):
            same(lax.reduce(weak, init, op, (0,)), jl.reduce(jweak, init, jop, (0,)), f"weak {op} {init!r}")


def _derivatives(lib: Any, ad: Any, fn: Callable[[Any], Any], reverse: bool = True) -> Any:
    """One function giving fn's gradient of sum(out ** 2) (if ``reverse``) and its JVP along ``t``."""
    def both(v: Any, t: Any) -> Any:
        tangent = ad.jvp(fn, (v,), (t,))[1]
        return (ad.grad(lambda w: (fn(w) ** 2).sum())(v), tangent) if reverse else tangent
    return both


class _Ours:
    grad, jvp, vmap, jit = staticmethod(grad), staticmethod(jvp), staticmethod(vmap), staticmethod(jit)


def test_reduce_derivatives_and_vmap() -> None:
    x, t = jnp.asarray(X), np.cos(X)
    cases = ((lax.add, jl.add, 0.0, (0, 1)), (lax.max, jl.max, -np.inf, (0,)), (lax.mul, jl.mul, 1.0, (1,)),
             (poly, poly, 0.0, (0, 1)))
    ours = jit(lambda v, u: [_derivatives(lax, _Ours, lambda w, c=c: lax.reduce(w, c[2], c[0], c[3]))(v, u)
                             for c in cases])(x, jnp.asarray(t))
    theirs = jax.jit(lambda v, u: [_derivatives(jl, jax, lambda w, c=c: jl.reduce(w, c[2], c[1], c[3]))(v, u)
                                   for c in cases])(X, t)
    same_tree(ours, theirs, "reduce derivatives")
    vm = [(lax.max, jl.max, -np.inf), (poly, poly, 0.0)]
    same_tree(jit(lambda v: [vmap(lambda w, c=c: lax.reduce(w, c[2], c[0], (0,)), in_axes=1)(v) for c in vm])(x),
              jax.jit(lambda v: [jax.vmap(lambda w, c=c: jl.reduce(w, c[2], c[1], (0,)), in_axes=1)(v) for c in vm])(X),
              "reduce vmap")
    # eager: the general reduce's tree of vectorized computations, differentiated
    same(grad(lambda v: lax.reduce(v, 0.0, poly, (0,)).sum())(x[:, :2]),
         jax.jit(jax.grad(lambda v: jl.reduce(v, 0.0, poly, (0,)).sum()))(X[:, :2]))
    same(jit(vmap(grad(lambda v: lax.reduce(v, 0.0, poly, (0,)))))(x),
         jax.jit(jax.vmap(jax.grad(lambda v: jl.reduce(v, 0.0, poly, (0,)))))(X))
    with pytest.raises(NotImplementedError, match="init_values"):
        vmap(lambda v, i: lax.reduce(v, i, poly, (0,)))(x, jnp.ones(4))
    with pytest.raises(NotImplementedError, match="init_values"):
        grad(lambda i: lax.reduce(x, i, poly, (0,)).sum())(1.0)


def test_reduce_errors() -> None:
    x = jnp.asarray(X)
    with pytest.raises(ValueError, match="same tree structure"):
        lax.reduce(x, (0.0,), lax.add, (0,))
    with pytest.raises(ValueError, match="same tree structure"):
        lax.reduce((x, x), (0.0,), poly, (0,))
    with pytest.raises(TypeError, match="must be scalars"):
        lax.reduce(x, jnp.zeros(2), poly, (0,))
    with pytest.raises(TypeError, match="dtype"):
        lax.reduce(x, np.int32(0), poly, (0,))
    with pytest.raises(TypeError, match="equal shapes"):
        lax.reduce((x, jnp.ones(3)), (0.0, 0.0), lambda a, b: (a[0] + b[0], a[1] + b[1]), (0,))
    with pytest.raises(TypeError, match="structure"):
        lax.reduce(x, 0.0, lambda a, b: (a, b), (0,))
    with pytest.raises(TypeError, match="scalars of the init values' dtypes"):
        lax.reduce(x, 0.0, lambda a, b: jnp.int32(1), (0,))
    with pytest.raises(ValueError, match="out of range"):
        lax.reduce(x, 0.0, poly, (2,))
    with pytest.raises(ValueError, match="duplicate"):
        lax.reduce(x, 0.0, poly, (0, 0))
    with pytest.raises(TypeError, match="callable"):
        lax.reduce(x, 0.0, "add", (0,))
    with pytest.raises(TypeError, match="must not close over traced values"):
        jit(lambda v, k: lax.reduce(v, 0.0, lambda a, b: a + b * k, (1,)))(x, 2.0)


def test_computation_closing_over_arrays() -> None:
    """Arrays the computation closes over are embedded as constants (JAX fails there)."""
    x, c = jnp.asarray(X), jnp.asarray([2.0, 3.0])
    expected = X.sum(1) * 2
    same(lax.reduce(x, 0.0, lambda a, b: a + b * (c[1] - c[0]), (1,)) * 2, expected)
    same(jit(lambda v: lax.reduce(v, 0.0, lambda a, b: (a + b) * (c[1] - c[0]), (1,)))(x) * 2, expected)
    same(lax.reduce_window(x, 0.0, lambda a, b: a + b * (c[1] - c[0]), (1, 5), (1, 1), "VALID"), X.sum(1, keepdims=True))


# -- reduce_window ----------------------------------------------------------------------------

PADDINGS: list[Any] = ["VALID", "SAME", "SAME_LOWER", [(1, 0), (2, 1)], [(-1, 0), (0, 1)]]
DILATIONS = [(None, None), ((2, 1), (1, 2))]


def test_reduce_window_values() -> None:
    x = jnp.asarray(X)
    cases = [(op, init, padding, dil) for k, padding in enumerate(PADDINGS) for dil in DILATIONS[k % 2:k % 2 + 1]
             for op, init in (("add", 0.0), ("max", -np.inf), ("min", np.inf), (poly, 0.0))]

    def make(lib: Any, op: Any, init: Any, padding: Any, dil: Any) -> Callable[..., Any]:
        fn = getattr(lib, op) if isinstance(op, str) else op
        kw = dict(base_dilation=dil[0], window_dilation=dil[1])
        return lambda v: lib.reduce_window(v, init, fn, (2, 3), (2, 1), padding, **kw)

    check_cases([make(lax, *c) for c in cases], [make(jl, *c) for c in cases], (X,), eager=(4, 5, 6, 7))
    f = jit(lambda v: lax.reduce_window(v, -np.inf, lax.max, (3, 2), (1, 2), "SAME"))
    same(f(x), jl.reduce_window(X, -np.inf, jl.max, (3, 2), (1, 2), "SAME"))
    i8 = (np.arange(10, dtype=np.int8) - 4).reshape(2, 5)
    same(lax.reduce_window(jnp.asarray(i8), np.int8(-128), lax.max, (1, 2), (1, 1), "VALID"),
         jl.reduce_window(i8, np.int8(-128), jl.max, (1, 2), (1, 1), "VALID"))
    same(lax.reduce_window(jnp.asarray(i8 > 0), False, lax.bitwise_or, (2, 2), (1, 1), "VALID"),
         jl.reduce_window(i8 > 0, False, jl.bitwise_or, (2, 2), (1, 1), "VALID"))
    same(lax.reduce_window(x, 0.0, lax.add, (5, 3), (1, 1), "VALID"),  # window larger than the operand
         jl.reduce_window(X, 0.0, jl.add, (5, 3), (1, 1), "VALID"))
    weak, jweak = lax.broadcast(jnp.asarray(3.0), (3,)), jl.broadcast(jjnp.asarray(3.0), (3,))
    for op, jop, init in ((lax.add, jl.add, 0.0), (lax.max, jl.max, -np.inf), (poly, poly, 0.0)):
        same(lax.reduce_window(weak, init, op, (2,), (1,), "VALID"), jl.reduce_window(jweak, init, jop, (2,), (1,), "VALID"))
    idx = np.broadcast_to(np.arange(5, dtype=np.int32), (4, 5))

    def pair(lib: Any) -> Any:
        return lambda a, b: (lib.max(a[0], b[0]), lib.add(a[1], b[1]))

    ours = lax.reduce_window((x, jnp.asarray(idx)), (-np.inf, 0), pair(lax), (2, 2), (1, 1), "SAME")
    theirs = jl.reduce_window((X, idx), (-np.inf, 0), pair(jl), (2, 2), (1, 1), "SAME")
    same(ours[0], theirs[0]), same(ours[1], theirs[1])


def test_reduce_window_derivatives_and_vmap() -> None:
    x, t = jnp.asarray(X), np.cos(X)
    add, mx, mn = (lax.add, jl.add, 0.0), (lax.max, jl.max, -np.inf), (lax.min, jl.min, np.inf)
    cases = [(add, "VALID", DILATIONS[0]), (add, "SAME", DILATIONS[1]), (add, PADDINGS[4], DILATIONS[1]),
             (mx, "SAME", DILATIONS[0]), (mx, PADDINGS[3], DILATIONS[0]), (mx, "SAME_LOWER", DILATIONS[1]),
             (mn, "VALID", DILATIONS[0]), (mn, PADDINGS[4], DILATIONS[1])]
    ours_fns, theirs_fns, reverse = [], [], []
    for (op, jop, init), padding, (base, wdil) in cases:
        kw = dict(base_dilation=base, window_dilation=wdil)
        # jax has no VJP of max/min with window dilation or negative padding
        reverse.append(op is lax.add or (wdil is None and not isinstance(padding, list)))
        ours_fns.append(_derivatives(lax, _Ours, lambda v, op=op, init=init, padding=padding, kw=kw:
                                     lax.reduce_window(v, init, op, (2, 3), (2, 1), padding, **kw)))
        theirs_fns.append(_derivatives(jl, jax, lambda v, op=jop, init=init, padding=padding, kw=kw:
                                       jl.reduce_window(v, init, op, (2, 3), (2, 1), padding, **kw), reverse[-1]))
    ours = jit(lambda v, u: [f(v, u) for f in ours_fns])(x, jnp.asarray(t))
    theirs = jax.jit(lambda v, u: [f(v, u) for f in theirs_fns])(X, t)
    for k, (o, e, r) in enumerate(zip(ours, theirs, reverse)):
        if r:
            same_tree(o, e, f"case {k}")
        else:  # our gradient is the transpose of the JVP jax agrees with: <grad, t> = <2 out, jvp>
            same(o[1], e, f"jvp {k}")
            (op, _, init), padding, (base, wdil) = cases[k]
            out = np.asarray(lax.reduce_window(x, init, op, (2, 3), (2, 1), padding, base_dilation=base,
                                               window_dilation=wdil))
            np.testing.assert_allclose(np.sum(np.asarray(o[0]) * t), np.sum(2 * out * np.asarray(e)), rtol=1e-4)
    for op, jop, init in ((lax.add, jl.add, 0.0), (lax.max, jl.max, -np.inf), (poly, poly, 0.0)):
        same(vmap(lambda v: lax.reduce_window(v, init, op, (2,), (1,), [(1, 0)]), in_axes=1)(x),
             jax.jit(jax.vmap(lambda v: jl.reduce_window(v, init, jop, (2,), (1,), [(1, 0)]), in_axes=1))(X))
    # grad of max pooling, eager, and vectorized and jitted
    pool = lambda lib: lambda v: (lib.reduce_window(v, -np.inf, lib.max, (2,), (2,), "VALID") ** 2).sum()  # noqa: E731
    expected = jax.jit(jax.vmap(jax.grad(pool(jl))))(X)
    same(vmap(grad(pool(lax)))(x), expected)
    same(jit(vmap(grad(pool(lax))))(x), expected)
    same(jvp(lambda v: lax.reduce_window(v, 0.0, poly, (2, 2), (1, 1), "VALID"), (x,), (jnp.asarray(t),))[1],
         jax.jit(lambda v, u: jax.jvp(lambda w: jl.reduce_window(w, 0.0, poly, (2, 2), (1, 1), "VALID"), (v,), (u,))[1])(X, t))
    with pytest.raises(NotImplementedError, match="no reverse-mode derivative"):
        grad(lambda v: lax.reduce_window(v, 0.0, poly, (2, 2), (1, 1), "VALID").sum())(x)
    with pytest.raises(NotImplementedError, match="init_values"):
        vmap(lambda v, i: lax.reduce_window(v, i, poly, (2,), (1,), "VALID"))(x, jnp.ones(4))


def test_reduce_window_errors() -> None:
    x = jnp.asarray(X)
    with pytest.raises(TypeError, match="window_dimensions"):
        lax.reduce_window(x, 0.0, lax.add, (2,), (1,), "VALID")
    with pytest.raises(TypeError, match="window_strides"):
        lax.reduce_window(x, 0.0, lax.add, (2, 2), (1,), "VALID")
    with pytest.raises(TypeError, match="strictly positive"):
        lax.reduce_window(x, 0.0, lax.add, (0, 2), (1, 1), "VALID")
    with pytest.raises(TypeError, match="base_dilation"):
        lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), "VALID", base_dilation=(1,))
    with pytest.raises(ValueError, match="padding must be .SAME., .SAME_LOWER., .VALID."):
        lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), "FOO")
    with pytest.raises(ValueError, match="one \\(low, high\\) pair"):
        lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), [(1, 0)])
    with pytest.raises(TypeError, match="must be scalars"):
        lax.reduce_window(x, jnp.zeros(2), poly, (2, 2), (1, 1), "VALID")
    with pytest.raises(TypeError, match="dtype"):
        lax.reduce_window(x, 0, poly, (2, 2), (1, 1), "VALID")
    with pytest.raises(ValueError, match="same tree structure"):
        lax.reduce_window((x, x), 0.0, poly, (2, 2), (1, 1), "VALID")


# -- approx_max_k / approx_min_k -------------------------------------------------------------

def test_approx_output_size_matches_xla() -> None:
    from jax._src.lib import _jax

    for n in (5, 129, 200, 1000, 1025, 3000, 5000, 100000):
        for rank in (1, 2):
            for k in (1, 10, 100):
                for recall in (0.5, 0.95, 0.99, 1.0):
                    for override in (-1, 10**6):
                        if k <= n:
                            expected = _jax.approx_top_k_reduction_output_size(n, rank, k, recall, False, override)[0]
                            assert approx_top_k_output_size(n, rank, k, recall, False, override) == expected


def test_approx_top_k() -> None:
    y = np.random.default_rng(1).standard_normal((3, 9)).astype(np.float32)
    z = np.random.default_rng(2).standard_normal(3000).astype(np.float32)
    special = np.array([np.nan, 1.0, np.nan, 2.0, 2.0, 0.0], np.float32)
    cases = [(y, 2, {}), (y, 3, {"reduction_dimension": 0}), (y, 1, {"reduction_dimension": -2}),
             (z, 10, {"aggregate_to_topk": False}),
             (special, 3, {})]
    for name in ("approx_max_k", "approx_min_k"):
        ours_f, theirs_f = getattr(lax, name), getattr(jl, name)
        check_cases([lambda *a, c=c, k=k: ours_f(a[k], c[1], **c[2]) for k, c in enumerate(cases)],
                    [lambda *a, c=c, k=k: theirs_f(a[k], c[1], **c[2]) for k, c in enumerate(cases)],
                    tuple(c[0] for c in cases), eager=(0, 3, 4))
        kw = {"reduction_dimension": 0}
        same(grad(lambda v: (ours_f(v, 2, **kw)[0] ** 2).sum())(jnp.asarray(y)),
             jax.jit(jax.grad(lambda v: (theirs_f(v, 2, **kw)[0] ** 2).sum()))(y), f"grad {name}")
        same_tree(jit(vmap(lambda v: ours_f(v, 2), in_axes=1))(jnp.asarray(y)),
                  jax.jit(jax.vmap(lambda v: theirs_f(v, 2), in_axes=1))(y), f"vmap {name}")
        weak = ours_f(lax.broadcast(jnp.asarray(3.0), (3,)), 2)
        assert weak[0].weak_type and not weak[1].weak_type and weak[1].dtype == np.int32


def test_approx_top_k_errors() -> None:
    y = jnp.asarray(np.ones((3, 7), np.float32))
    with pytest.raises(ValueError, match="k must be positive"):
        lax.approx_max_k(y, 0)
    with pytest.raises(ValueError, match="must not exceed"):
        lax.approx_max_k(y, 8)
    with pytest.raises(ValueError, match="out of range"):
        lax.approx_min_k(y, 2, reduction_dimension=2)
    with pytest.raises(TypeError, match="floating"):
        lax.approx_max_k(jnp.arange(5), 2)
    with pytest.raises(TypeError, match="at least one dimension"):
        lax.approx_max_k(jnp.asarray(3.0), 1)
    with pytest.raises(ValueError, match="recall_target"):
        lax.approx_max_k(y, 2, recall_target=1.5)
    with pytest.raises(ValueError, match="exceeds"):
        lax.approx_max_k(jnp.ones((2, 200)), 100, recall_target=0.99, reduction_input_size_override=100000,
                         aggregate_to_topk=False)


def test_argmax_index_dtype() -> None:
    x = jnp.asarray(X)
    for op in ("argmax", "argmin"):
        for index_dtype in (np.uint8, "int16"):
            same(getattr(lax, op)(x, 1, index_dtype), getattr(jl, op)(X, 1, index_dtype))
        for bad in (np.float32, np.bool_):
            with pytest.raises(TypeError, match="index_dtype must be an integer"):
                getattr(lax, op)(x, 1, bad)
        with pytest.raises(ValueError, match="dtype"):
            getattr(lax, op)(x, 1, None)


def test_64_bit_mode() -> None:
    """With 64-bit mode on (in both libraries): float64 and int64 operands, Python-scalar
    init values of the 64-bit defaults, the monoid and the general forms, eager and jit."""
    import jaxtypes

    x64, i64 = X.astype(np.float64) / 3, (np.arange(20, dtype=np.int64) * 7919 % 23 - 11).reshape(4, 5)

    def run(lib: Any) -> Callable[[Any, Any], Any]:
        return lambda f, i: [
            lib.reduce_window(f, 0.0, lib.add, (2, 2), (1, 1), "SAME"),
            lib.reduce_window(f, -np.inf, lib.max, (2, 3), (2, 1), "VALID"),
            lib.reduce_window(i, 0, lambda a, b: a * 2 + b, (2, 2), (1, 1), "VALID"),
            lib.reduce(f, 1.0, lib.mul, (1,)),
            lib.reduce((f, i), (0.0, 0), lambda a, b: (lib.add(a[0], b[0]), lib.max(a[1], b[1])), (0,)),
            lib.approx_max_k(f[0], 3)[1],
        ]

    with jaxtypes.enable_x64(True), jax.enable_x64(True):
        theirs = jax.jit(run(jl))(x64, i64)
        for ours in (run(lax)(jnp.asarray(x64), jnp.asarray(i64)), jit(run(lax))(jnp.asarray(x64), jnp.asarray(i64))):
            same_tree(ours, theirs, "x64")
