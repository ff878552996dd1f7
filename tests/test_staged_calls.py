"""Calls staged into the IR: custom derivative rules inside every staged body, and
``jit`` as a call primitive under the other transformations, against jax; the compile
cache shared by every ``jit`` wrapper of one function."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.lax as our_lax
import jaxtypes.numpy as our_numpy
from jaxtypes.runtime import backend
from tests.conftest import modes

jax = pytest.importorskip("jax")
import jax.numpy as jax_numpy  # noqa: E402
from jax import lax as jax_lax  # noqa: E402

from tests.gradient_checks import close  # noqa: E402

LIBS = {"ours": (jaxtypes, our_lax, our_numpy), "jax": (jax, jax_lax, jax_numpy)}


def custom_functions(lib: Any, N: Any) -> dict[str, Any]:
    """A custom_jvp and a custom_vjp of ``sin`` whose rules are not sin's derivative, so
    an answer that used the plain derivative shows."""
    @lib.custom_jvp
    def sin_jvp(x: Any) -> Any:
        return N.sin(x)

    @sin_jvp.defjvp
    def _(primals: Any, tangents: Any) -> Any:
        (x,), (dx,) = primals, tangents
        return sin_jvp(x), 2.0 * dx * N.cos(x) ** 2

    @lib.custom_vjp
    def sin_vjp(x: Any) -> Any:
        return N.sin(x)

    sin_vjp.defvjp(lambda x: (N.sin(x), x), lambda x, ct: (3.0 * ct * x,))
    return {"custom_jvp": sin_jvp, "custom_vjp": sin_vjp}


Context = Callable[[Any, Any, Any, Any], Callable[[Any], Any]]
CONTEXTS: dict[str, Context] = {
    "cond": lambda lib, L, N, f: lambda x: L.cond(x > 0, f, lambda y: y * 1.0, x),
    "switch": lambda lib, L, N, f: lambda x: L.switch(1, [lambda y: y * 1.0, f, N.cos], x),
    "scan": lambda lib, L, N, f: lambda x: L.scan(lambda c, _: (f(c), None), x, None, length=3)[0],
    "scan_ys": lambda lib, L, N, f: lambda x: N.sum(L.scan(lambda c, y: (c, f(c * y)), x, N.arange(1.0, 4.0))[1]),
    "fori_loop": lambda lib, L, N, f: lambda x: L.fori_loop(0, 3, lambda i, c: f(c), x),
    "while_loop": lambda lib, L, N, f: lambda x: L.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, f(c[1])),
                                                              (0, x))[1],
    "checkpoint": lambda lib, L, N, f: lambda x: lib.checkpoint(lambda y: f(y) * y)(x),
    "jit": lambda lib, L, N, f: lambda x: lib.jit(f)(x),
    "vmap": lambda lib, L, N, f: lambda x: N.sum(lib.vmap(f)(x * N.arange(1.0, 4.0))),
    "jit_scan_cond": lambda lib, L, N, f: lambda x: lib.jit(lambda z: L.scan(
        lambda c, _: (L.cond(c > -10.0, f, lambda y: y * 1.0, c), None), z, None, length=2)[0])(x),
    "checkpoint_in_jit": lambda lib, L, N, f: lambda x: lib.jit(lib.checkpoint(lambda y: f(f(y))))(x),
}
REVERSE_UNSUPPORTED = {"while_loop"}  # jax: reverse mode of a while_loop is an error


def both(context: str, kind: str) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    made = []
    for lib, L, N in LIBS.values():
        made.append(CONTEXTS[context](lib, L, N, custom_functions(lib, N)[kind]))
    return made[0], made[1]


@pytest.mark.parametrize("context", list(CONTEXTS))
@pytest.mark.parametrize("kind", ["custom_jvp", "custom_vjp"])
def test_custom_rules_survive_staging_against_jax(context: str, kind: str) -> None:
    ours, theirs = both(context, kind)
    xs = np.array([0.3, 0.7, 1.4])
    with modes(True, "standard"):
        close(ours(0.7), theirs(0.7))
        if context not in REVERSE_UNSUPPORTED:
            close(jaxtypes.grad(ours)(0.7), jax.grad(theirs)(0.7))
            close(jaxtypes.vmap(jaxtypes.grad(ours))(xs), jax.vmap(jax.grad(theirs))(xs))
            close(jaxtypes.jit(jaxtypes.grad(ours))(0.7), jax.jit(jax.grad(theirs))(0.7))
            close(jaxtypes.grad(jaxtypes.jit(ours))(0.7), jax.grad(jax.jit(theirs))(0.7))
            close(jaxtypes.jacrev(lambda v: jaxtypes.vmap(ours)(v))(xs), jax.jacrev(lambda v: jax.vmap(theirs)(v))(xs))
        if kind == "custom_jvp":
            close(jaxtypes.jvp(ours, (0.7,), (1.0,)), jax.jvp(theirs, (0.7,), (1.0,)))
            close(jaxtypes.vmap(lambda v: jaxtypes.jvp(ours, (v,), (v,))[1])(xs),
                  jax.vmap(lambda v: jax.jvp(theirs, (v,), (v,))[1])(xs))
            if context not in REVERSE_UNSUPPORTED:
                # jax's forward-over-forward: its forward-over-reverse through a scan differs from it (and
                # from the chain rule applied to the rules) when the rule is not the function's derivative.
                close(jaxtypes.jacfwd(jaxtypes.grad(ours))(0.7), jax.jacfwd(jax.jacfwd(theirs))(0.7))
        else:  # jax too: a custom_vjp has no forward-mode rule
            with pytest.raises(TypeError, match="can't apply forward-mode autodiff"):
                jaxtypes.jvp(ours, (0.7,), (1.0,))


def test_custom_rules_are_equations_of_the_staged_bodies() -> None:
    fns = custom_functions(jaxtypes, our_numpy)
    text = str(jaxtypes.make_jaxpr(CONTEXTS["cond"](jaxtypes, our_lax, our_numpy, fns["custom_jvp"]))(0.5))
    assert "custom_jvp_call[" in text and "cond[" in text
    text = str(jaxtypes.make_jaxpr(CONTEXTS["scan"](jaxtypes, our_lax, our_numpy, fns["custom_vjp"]))(0.5))
    assert "custom_vjp_call[" in text and "scan[" in text
    # Eagerly the function just runs: no rule is needed to compute a value.
    assert float(fns["custom_vjp"](0.5)) == pytest.approx(np.sin(0.5))


def test_custom_rules_with_nondiff_argnums_inside_staged_bodies() -> None:
    def make_nondiff(lib: Any, L: Any, N: Any) -> Callable[[Any], Any]:
        import functools

        @functools.partial(lib.custom_jvp, nondiff_argnums=(0,))
        def scaled(k: float, x: Any) -> Any:
            return N.sin(x) * k

        @scaled.defjvp
        def _(k: float, primals: Any, tangents: Any) -> Any:
            return scaled(k, primals[0]), k * 5.0 * tangents[0]

        @functools.partial(lib.custom_vjp, nondiff_argnums=(0,))
        def vscaled(k: float, x: Any) -> Any:
            return N.sin(x) * k

        vscaled.defvjp(lambda k, x: (vscaled(k, x), x), lambda k, x, ct: (k * 7.0 * ct * x,))
        return lambda x: L.scan(lambda c, _: (scaled(2.0, c) + vscaled(3.0, c), None), x, None, length=2)[0]

    ours, theirs = make_nondiff(*LIBS["ours"]), make_nondiff(*LIBS["jax"])
    with modes(True, "standard"):
        close(jaxtypes.grad(ours)(0.4), jax.grad(theirs)(0.4))
        close(jaxtypes.grad(jaxtypes.jit(ours))(0.4), jax.grad(jax.jit(theirs))(0.4))


def test_a_custom_rule_closing_over_a_differentiated_value_is_an_error() -> None:
    def outer(x: Any) -> Any:
        @jaxtypes.custom_jvp
        def f(y: Any) -> Any:
            return y * x

        f.defjvp(lambda p, t: (f(p[0]), t[0]))
        return our_lax.cond(x > 0, f, lambda y: y, x)

    with pytest.raises(TypeError, match="closes over a value that is being differentiated"):
        jaxtypes.grad(outer)(0.5)


# -- jit as a call primitive ------------------------------------------------------------

def chain(N: Any) -> Callable[[Any], Any]:
    def f(x: Any) -> Any:
        for _ in range(4):
            x = N.sin(x) * 1.01 + x * x
        return N.sum(x)

    return f


JIT_CASES: dict[str, Callable[[Any, Any, Any], Callable[[Any], Any]]] = {
    "grad_jit": lambda lib, L, N: lib.grad(lib.jit(chain(N))),
    "grad_of_jit_inside": lambda lib, L, N: lib.grad(lambda x: lib.jit(chain(N))(x) * 2.0 + N.sum(x)),
    "vmap_jit": lambda lib, L, N: lib.vmap(lib.jit(lambda x: N.sin(x) * x)),
    "jacrev_jit": lambda lib, L, N: lib.jacrev(lib.jit(lambda x: N.sin(x) * x[::-1])),
    "jacfwd_jit": lambda lib, L, N: lib.jacfwd(lib.jit(lambda x: N.sin(x) * x[::-1])),
    "jvp_jit": lambda lib, L, N: lambda x: lib.jvp(lib.jit(lambda y: N.tanh(y) * y), (x,), (N.cos(x),)),
    "nested_jit": lambda lib, L, N: lib.grad(lambda x: lib.jit(lambda y: lib.jit(chain(N))(y * 2.0) + 1.0)(x)),
    "hessian_jit": lambda lib, L, N: lib.hessian(lib.jit(chain(N))),
    "vmap_grad_jit": lambda lib, L, N: lib.vmap(lib.grad(lib.jit(lambda x: N.sum(N.sin(x) ** 2)))),
    "jit_in_scan_under_grad": lambda lib, L, N: lib.grad(
        lambda x: N.sum(L.scan(lambda c, _: (lib.jit(N.sin)(c) + c, None), x, None, length=3)[0])),
    "jit_with_closure_under_grad": lambda lib, L, N: lib.grad(lambda x: N.sum(lib.jit(lambda y: y * x)(x))),
    "jit_static_under_vmap": lambda lib, L, N: lib.vmap(
        lambda x: lib.jit(lambda y, n: y ** n, static_argnums=1)(x, 3)),
}


@pytest.mark.parametrize("name", list(JIT_CASES))
def test_jit_under_other_transformations_against_jax(name: str) -> None:
    ours, theirs = (JIT_CASES[name](*libs) for libs in LIBS.values())
    x = np.linspace(0.2, 1.1, 4)
    with modes(True, "standard"):
        close(ours(x), theirs(x))
        close(ours(x * 0.5), theirs(x * 0.5))  # the cached bodies, on other values


def test_make_jaxpr_shows_the_jit_call_and_its_body() -> None:
    inner = jaxtypes.jit(lambda y: our_numpy.sin(y) * 2.0)
    text = str(jaxtypes.make_jaxpr(lambda x: inner(x) + jaxtypes.jit(inner)(x))(our_numpy.ones(3)))
    assert text.count("jit[") == 3  # the outer wrapper of inner holds inner's call
    assert "sin" in text and "name=" in text
    closed = jaxtypes.make_jaxpr(jaxtypes.grad(lambda x: our_numpy.sum(inner(x))))(our_numpy.ones(3))
    assert any(e.primitive.name == "jit" for e in closed.eqns)


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    count = [0]
    compile_ = backend.compile

    def counting(module: Any) -> Any:
        count[0] += 1
        return compile_(module)

    monkeypatch.setattr(backend, "compile", counting)
    return count


def test_jit_written_inline_compiles_once(compiles: list[int]) -> None:
    def f(x: Any) -> Any:
        return our_numpy.cos(x) * 3.0 - x

    x = our_numpy.linspace(0.0, 1.0, 7)
    first = jaxtypes.jit(f)(x)
    before = compiles[0]
    for _ in range(5):
        np.testing.assert_array_equal(jaxtypes.jit(f)(x), first)
    assert compiles[0] == before
    # Another wrapper with static arguments is another program, not a wrong hit.
    g = jaxtypes.jit(lambda x, n: x * n, static_argnums=1)
    assert g(x, 2).tolist() == (x * 2).tolist() and g(x, 3).tolist() == (x * 3).tolist()
    jaxtypes.clear_caches()
    jaxtypes.jit(f)(x)
    assert compiles[0] > before


@pytest.mark.parametrize("name", ["grad_jit", "grad_of_jit_inside", "vmap_jit", "jvp_jit", "vmap_grad_jit",
                                  "jit_in_scan_under_grad"])
def test_transformations_of_jit_compile_once(compiles: list[int], name: str) -> None:
    fun = JIT_CASES[name](*LIBS["ours"])
    x = our_numpy.linspace(0.2, 1.1, 4)
    inputs = [x * scale for scale in (0.5, 2.0, 3.0)]
    fun(x)
    before = compiles[0]
    for other in inputs:
        fun(other)
    assert compiles[0] == before, f"{name} compiled {compiles[0] - before} more programs after its first calls"


def test_custom_functions_with_equal_bodies_keep_their_own_rules() -> None:
    """Bodies are cached by their text; two custom_jvp of sin with other rules print
    alike, and must still not share derived bodies or JVPs."""
    def with_rule(scale: float) -> Any:
        f = jaxtypes.custom_jvp(our_numpy.sin)
        f.defjvp(lambda p, t: (f(p[0]), scale * t[0]))
        return f

    for wrap in (jaxtypes.jit, lambda f: lambda x: our_lax.cond(x > 0, f, our_numpy.cos, x),
                 lambda f: lambda x: our_lax.scan(lambda c, _: (f(c), None), x, None, length=1)[0]):
        assert [float(jaxtypes.grad(wrap(with_rule(s)))(1.0)) for s in (2.0, 5.0, 2.0)] == [2.0, 5.0, 2.0]


def test_symbolic_zeros_reach_the_rule_against_jax() -> None:
    """``defjvp(..., symbolic_zeros=True)``: an input not being differentiated has a
    SymbolicZero tangent, which the rule can see (here it changes the answer, so a
    rule that got zeros instead would show), in plain, staged and batched bodies."""
    def make(lib: Any, L: Any, N: Any, zero_type: type) -> Callable[..., Any]:
        @lib.custom_jvp
        def f(x: Any, y: Any) -> Any:
            return N.sin(x) * y

        def rule(primals: Any, tangents: Any) -> Any:
            (x, y), (tx, ty) = primals, tangents
            seen_y = 100.0 if type(ty) is zero_type else 1.0
            out_t = tx * y * seen_y if type(tx) is not zero_type else zero_type.from_primal_value(x)
            return f(x, y), out_t

        f.defjvp(rule, symbolic_zeros=True)
        return lambda x, y: L.cond(x > 0, lambda a: f(a, y), lambda a: a, x)

    import jax.custom_derivatives as jcd

    from jaxtypes.custom_derivatives import SymbolicZero

    ours, theirs = make(*LIBS["ours"], SymbolicZero), make(*LIBS["jax"], jcd.SymbolicZero)
    with modes(True, "standard"):
        close(jaxtypes.grad(ours)(0.5, 2.0), jax.grad(theirs)(0.5, 2.0))
        close(jaxtypes.grad(ours, argnums=1)(0.5, 2.0), jax.grad(theirs, argnums=1)(0.5, 2.0))
        close(jaxtypes.jit(jaxtypes.grad(ours))(0.5, 2.0), jax.jit(jax.grad(theirs))(0.5, 2.0))
        xs = np.array([0.3, 0.9])
        close(jaxtypes.vmap(jaxtypes.grad(ours), (0, None))(xs, 2.0), jax.vmap(jax.grad(theirs), (0, None))(xs, 2.0))
