"""lax control flow against jax.lax: cond, switch, while_loop, fori_loop, scan, map.

Each case is written once over a namespace pair (lax, numpy) and run with ours and with
jax's, eagerly, under jit, under grad and under vmap; values, dtypes and weak types
must agree. Errors for bad input are checked by message."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pytest

import jax
import jax.numpy as jjnp

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import lax
from jaxtypes.runtime.core.tree_util import tree_flatten

from tests.conftest import modes

OURS = (lax, jnp, jaxtypes)
THEIRS = (jax.lax, jjnp, jax)


def _leaves(tree: Any) -> list[Any]:
    return tree_flatten(tree)[0]


def assert_same(got: Any, want: Any, rtol: float = 1e-5) -> None:
    got_leaves, want_leaves = _leaves(got), jax.tree_util.tree_leaves(want)
    assert len(got_leaves) == len(want_leaves)
    for g, w in zip(got_leaves, want_leaves):
        if w.dtype == jax.dtypes.float0:  # the tangent of an integer output
            assert g.dtype == jaxtypes.float0 or g.dtype.kind in "iub", g.dtype
            continue
        assert g.dtype == w.dtype, (g.dtype, w.dtype)
        assert bool(g.weak_type) == bool(w.weak_type), (g, w)
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=1e-6)


# -- cases: (name, function over (lax, jnp), arguments) ------------------------------------------

def c_cond(lx: Any, np_: Any, x: Any) -> Any:
    return lx.cond(np_.sum(x) > 0, lambda a: (np_.sin(a), a * 2.0), lambda a: (np_.cos(a), a + 1.0), x)


def c_cond_weak(lx: Any, np_: Any, x: Any) -> Any:
    return lx.cond(x[0] > 0, lambda a: a * 2, lambda a: 1.0, 3.0), lx.cond(x[0] > 0, lambda a: a * 2, lambda a: a, x[0])


def c_cond_closure(lx: Any, np_: Any, x: Any) -> Any:
    y = x * 3.0
    return lx.cond(x[0] < 0, lambda: np_.tanh(y), lambda: y * x)


def c_cond_int_pred(lx: Any, np_: Any, x: Any) -> Any:
    return lx.cond(np_.int32(2), lambda a: a * a, lambda a: -a, x)


def c_switch(lx: Any, np_: Any, x: Any) -> Any:
    index = np_.sum(x).astype(np_.int32)
    return [lx.switch(i, [np_.sin, np_.cos, lambda a: a * a], x) for i in (-1, 0, 1, 2, 7)] + [
        lx.switch(index, [np_.sin, np_.cos, lambda a: a * a], x)]


def c_while(lx: Any, np_: Any, x: Any) -> Any:
    return lx.while_loop(lambda c: c[0] < 4, lambda c: (c[0] + 1, c[1] * x + 1.0), (0, x))


def c_while_weak(lx: Any, np_: Any, x: Any) -> Any:
    return lx.while_loop(lambda c: c < 3, lambda c: c + np_.float32(1), 0.0)


def c_fori(lx: Any, np_: Any, x: Any) -> Any:
    return lx.fori_loop(0, 5, lambda i, c: c * np_.cos(x) + i, x), lx.fori_loop(2, 5, lambda i, c: c + i, 0)


def c_fori_dynamic(lx: Any, np_: Any, x: Any) -> Any:
    n = np_.sum(x > 0).astype(np_.int32)
    return lx.fori_loop(0, n, lambda i, c: c * x + 1.0, x)


def c_scan(lx: Any, np_: Any, x: Any) -> Any:
    xs = np_.stack([x, x * 2.0, x - 1.0, np_.sin(x)])

    def f(c: Any, a: Any) -> Any:
        return c * np_.cos(a) + a, (c.sum(), a * c)

    return lx.scan(f, x, xs), lx.scan(f, x, xs, reverse=True), lx.scan(f, x, xs, unroll=2)


def c_scan_length(lx: Any, np_: Any, x: Any) -> Any:
    return (lx.scan(lambda c, _: (c * 0.5 + x, c), x, None, length=3),
            lx.scan(lambda c, a: (c + a, a * 2.0), x, np_.zeros((0, 3), np_.float32)))


def c_map(lx: Any, np_: Any, x: Any) -> Any:
    xs = np_.stack([x, x * 2.0, x - 1.0, np_.sin(x), x * x])
    return (lx.map(lambda a: np_.sin(a) * a, xs), lx.map(lambda a: a.sum(), xs, batch_size=2),
            lx.map(lambda a: a * 2.0, xs, batch_size=5))


def c_associative_scan(lx: Any, np_: Any, x: Any) -> Any:
    m = np_.stack([x, x * 2.0, -x, x + 1.0, x * x])
    return (lx.associative_scan(lx.add, m), lx.associative_scan(lx.mul, m, reverse=True),
            lx.associative_scan(lambda a, b: (a[0] + b[0], lx.max(a[1], b[1])), (m, -m), axis=1))


CASES: list[Callable[..., Any]] = [c_cond, c_cond_weak, c_cond_closure, c_cond_int_pred, c_switch, c_while,
                                    c_while_weak, c_fori, c_fori_dynamic, c_scan, c_scan_length, c_map]
DIFFERENTIABLE = [c_cond, c_cond_closure, c_cond_int_pred, c_switch, c_fori, c_scan, c_scan_length, c_map]
"""Cases with reverse mode in JAX (no while_loop, no fori_loop with traced bounds)."""

X = np.array([0.5, -1.25, 2.0], np.float32)


def _run(case: Callable[..., Any], ns: tuple[Any, Any, Any], transform: str, x: np.ndarray) -> Any:
    lx, np_, top = ns
    fun = lambda a: case(lx, np_, a)  # noqa: E731
    scalar = lambda a: sum(jnp_sum(np_, leaf) for leaf in top.tree_util.tree_leaves(fun(a))  # noqa: E731
                           if np_.issubdtype(leaf.dtype, np_.floating))
    if transform == "eager":
        return fun(np_.asarray(x))
    if transform == "jit":
        return top.jit(fun)(np_.asarray(x))
    if transform == "grad":
        return top.jit(top.grad(scalar))(np_.asarray(x)), top.grad(scalar)(np_.asarray(x))
    if transform == "jvp":
        return top.jvp(fun, (np_.asarray(x),), (np_.asarray(np.float32([1.0, 0.5, -2.0])),))
    if transform == "vmap":
        batch = np.stack([x, -x, x * 0.5, x[::-1]])
        return top.vmap(fun)(np_.asarray(batch)), top.jit(top.vmap(fun))(np_.asarray(batch))
    raise AssertionError(transform)


def jnp_sum(np_: Any, leaf: Any) -> Any:
    return np_.sum(leaf * leaf)


@pytest.mark.parametrize("transform", ["eager", "jit", "jvp", "vmap"])
def test_against_jax(transform: str) -> None:
    for case in CASES:
        try:
            assert_same(_run(case, OURS, transform, X), _run(case, THEIRS, transform, X))
        except Exception as err:
            raise AssertionError(f"{case.__name__} under {transform}: {err}") from err


def test_grad_against_jax() -> None:
    for case in DIFFERENTIABLE:
        try:
            assert_same(_run(case, OURS, "grad", X), _run(case, THEIRS, "grad", X), rtol=1e-4)
        except Exception as err:
            raise AssertionError(f"{case.__name__} under grad: {err}") from err


def test_x64_mode() -> None:
    with modes(True, "standard"):
        for case in (c_cond, c_cond_weak, c_while_weak, c_fori, c_scan):
            x = X.astype(np.float64)
            assert_same(_run(case, OURS, "jit", x), _run(case, THEIRS, "jit", x))


def test_batched_predicates_run_every_branch_and_loop() -> None:
    ns = jnp.asarray(np.array([0, 3, 1, 5], np.int32))
    ours = jaxtypes.vmap(lambda n: lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2.0), (0, 1.0)))(ns)
    theirs = jax.vmap(lambda n: jax.lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2.0),
                                                   (0, 1.0)))(np.asarray(ns))
    assert_same(ours, theirs)
    i = jnp.asarray(np.array([0, 2, 1, 9, -3], np.int32))
    branches = [lambda a: a + 1.0, lambda a: a * 10.0, lambda a: -a]
    assert_same(jaxtypes.vmap(lambda k: lax.switch(k, branches, 2.0))(i),
                jax.vmap(lambda k: jax.lax.switch(k, branches, 2.0))(np.asarray(i)))


def test_vmapped_loops_batch_only_the_carries_batched_values_reach() -> None:
    """Under ``vmap``, a loop's counter (and what it alone computes) stays a scalar carry
    of the staged loop, in ``while_loop``, ``fori_loop`` (a scan) and ``scan``, and a carry
    the body makes batched becomes batched; the values are jax's."""
    def programs(lax_: Any) -> dict[str, Callable[[Any], Any]]:
        def step(c: Any) -> Any:  # (counter, a counter-only value, a batched value, one made batched)
            return c[0] + 1, c[1] * 2, c[2] + c[0], c[2] * 0.5 + c[3]

        return {
            "while_loop": lambda x: lax_.while_loop(lambda c: c[0] < 4, step, (0, 1, x, 0.0)),
            "fori_loop": lambda x: lax_.fori_loop(0, 4, lambda i, c: step(c), (0, 1, x, 0.0)),
            "scan": lambda x: lax_.scan(lambda c, _: (step(c), c[1]), (0, 1, x, 0.0), None, length=4),
        }

    xs = np.arange(3, dtype=np.float32)
    for name, ours in programs(lax).items():
        assert_same(jaxtypes.vmap(ours)(jnp.asarray(xs)), jax.vmap(programs(jax.lax)[name])(xs))
        (loop,) = [e for e in jaxtypes.make_jaxpr(jaxtypes.vmap(ours))(jnp.asarray(xs)).eqns
                   if e.primitive.name in ("while", "scan")]
        first = 1 if name == "fori_loop" else 0  # (fori_loop's scan carries its index first)
        carries = [v.aval.shape for v in loop.outputs[first:first + 4]]
        assert carries == [(), (), (3,), (3,)], (name, carries)


def test_lowered_to_stablehlo_control_flow() -> None:
    x = jnp.asarray(X)
    text = jaxtypes.jit(lambda a: lax.cond(a[0] > 0, jnp.sin, jnp.cos, a)).lower(x).as_text()
    assert "stablehlo.case" in text
    text = jaxtypes.jit(lambda a: lax.scan(lambda c, y: (c + y, c), a[0], a)).lower(x).as_text()
    assert "stablehlo.while" in text and "dynamic_update_slice" in text
    printed = str(jaxtypes.make_jaxpr(lambda a: lax.cond(a[0] > 0, jnp.sin, jnp.cos, a))(x))
    assert "cond[branches=(" in printed and "sin" in printed and "cos" in printed


def test_scan_unroll_runs_several_steps_per_iteration() -> None:
    """unroll=k: k steps per loop iteration and a second loop for the remainder; the
    values (and gradients, batched or not) stay jax's for every k, reverse or not."""
    def step(c: Any, x: Any) -> Any:
        return c * 0.5 + x, c * x

    def run(scan: Any, unroll: Any, reverse: bool) -> Any:
        return lambda c, xs: scan(step, c, xs, reverse=reverse, unroll=unroll)[1].sum()

    cases = [(u, r) for u in (1, 3, 10, 11, True) for r in (False, True)]
    xs = np.arange(10, dtype=np.float32) / 4

    def ours(c: Any, cs: Any) -> Any:
        return [(jaxtypes.value_and_grad(run(lax.scan, u, r))(c, xs),
                 jaxtypes.vmap(run(lax.scan, u, r), (0, None))(cs, xs)) for u, r in cases]

    def theirs(c: Any, cs: Any) -> Any:
        return [(jax.value_and_grad(run(jax.lax.scan, u, r))(c, xs),
                 jax.vmap(run(jax.lax.scan, u, r), (0, None))(cs, xs)) for u, r in cases]

    cs = np.linspace(-1, 1, 3, dtype=np.float32)
    for a, b in zip(tree_flatten(jaxtypes.jit(ours)(np.float32(1.5), cs))[0],
                    tree_flatten(jax.jit(theirs)(np.float32(1.5), cs))[0]):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-5)
    text = jaxtypes.jit(lambda c: lax.scan(step, c, xs, unroll=3)).lower(np.float32(1)).as_text()
    assert text.count("stablehlo.while") == 2 and text.count("dynamic_slice") == 4  # 3 steps, then 1
    assert lax.fori_loop(0, 7, lambda i, v: v + i, 0, unroll=2) == 21
    with pytest.raises(ValueError, match="unroll must be a bool or a positive int"):
        lax.scan(step, 1.0, xs, unroll=0)


def test_both_branches_are_traced_eagerly() -> None:
    def bad(a: Any) -> Any:
        raise ValueError("traced")

    with pytest.raises(ValueError, match="traced"):
        lax.cond(True, lambda a: a, bad, jnp.float32(1))


@pytest.mark.parametrize("call, message", [
    (lambda: lax.cond(1.5, lambda: 1.0, lambda: 2.0), "boolean or integer scalar, got dtype float32"),
    (lambda: lax.cond(jnp.asarray([True]), lambda: 1.0, lambda: 2.0), "must be a scalar"),
    (lambda: lax.cond(True, lambda: (1.0, 2.0), lambda: 1.0), "same pytree structure"),
    (lambda: lax.cond(True, lambda: {"a": jnp.float32(1)}, lambda: {"a": jnp.int32(1)}),
     r"\['a'\] has type int32\[\] in false_fun and float32\[\] in true_fun"),
    (lambda: lax.switch(0, [lambda: jnp.zeros(2), lambda: jnp.zeros(3)]), "branch 0 and float32\\[3\\] in branch 1"),
    (lambda: lax.switch(1.0, [lambda: 1.0]), "integer"),
    (lambda: lax.switch(0, []), "empty"),
    (lambda: lax.while_loop(lambda c: c < 3, lambda c: (c + 1).astype(jnp.int16), 0.0), "int16"),
    (lambda: lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, jnp.zeros(2)), (0, jnp.zeros(3))),
     r"carry \[1\] has type float32\[3\] on input but float32\[2\]"),
    (lambda: lax.while_loop(lambda c: c, lambda c: c + 1, 0), "boolean scalar"),
    (lambda: lax.scan(lambda c, x: (c, x), 0, jnp.zeros(3), length=4), "disagree"),
    (lambda: lax.scan(lambda c, x: (c.astype(jnp.float32), x), jnp.int32(0), jnp.zeros(3)),
     "the carry .* int32.* float32"),
    (lambda: lax.fori_loop(0.0, 3, lambda i, c: c, 0), "integer scalars"),
    (lambda: jaxtypes.grad(lambda x: lax.while_loop(lambda c: c < 3.0, lambda c: c * x, x))(1.5),
     "Reverse-mode differentiation does not work for lax.while_loop"),
])
def test_errors(call: Callable[[], Any], message: str) -> None:
    with pytest.raises((TypeError, ValueError), match=message):
        call()


def test_eager_calls_reuse_executables() -> None:
    from jaxtypes.runtime.core import primitives

    x = jnp.asarray(X)
    lax.cond(True, lambda a: a * 2.0, jnp.sin, x)
    before = len(primitives._executables)
    for _ in range(3):
        lax.cond(False, lambda a: a * 2.0, jnp.sin, x)
    assert len(primitives._executables) == before


def test_nested_and_higher_order() -> None:
    """cond and switch inside scan, next to a fori_loop: grad, vmap of grad, jit of vmap,
    jacfwd and a second derivative all agree with jax."""
    def program(lx: Any, np_: Any, top: Any) -> tuple[Any, ...]:
        def f(x: Any) -> Any:
            def body(c: Any, a: Any) -> Any:
                c = lx.cond(a > 0, lambda: c * a, lambda: c - a)
                return c, lx.switch(lx.convert_element_type(a, np_.int32), [np_.sin, np_.cos], c)

            c, ys = lx.scan(body, x[0], x)
            return c + ys.sum() + lx.fori_loop(0, 3, lambda i, v: v * x[1], 1.0)

        x = np_.asarray(np.array([0.5, -1.5, 2.0], np.float32))
        xb = np_.asarray(np.array([[0.5, -1.5, 2.0], [1.0, 0.25, -0.5]], np.float32))
        return (f(x), top.grad(f)(x), top.vmap(top.grad(f))(xb), top.jit(top.vmap(f))(xb), top.jacfwd(f)(x),
                top.grad(lambda x: top.grad(f)(x).sum())(x))

    assert_same(program(*OURS), program(*THEIRS), rtol=1e-4)


def test_associative_scan() -> None:
    """Under jit only (eagerly its many strided slices each compile on both sides)."""
    for transform in ("jit", "grad-jit", "vmap-jit"):
        def run(ns: tuple[Any, Any, Any]) -> Any:
            lx, np_, top = ns
            fun = lambda a: c_associative_scan(lx, np_, a)  # noqa: E731
            if transform == "jit":
                return top.jit(fun)(np_.asarray(X))
            if transform == "grad-jit":
                return top.jit(top.grad(lambda a: sum(np_.sum(v * v) for v in top.tree_util.tree_leaves(fun(a)))))(
                    np_.asarray(X))
            return top.jit(top.vmap(fun))(np_.asarray(np.stack([X, -X])))

        assert_same(run(OURS), run(THEIRS), rtol=1e-4)
