"""The top-level names of jax beyond the transformations, against jax: custom_gradient,
closure_convert, linear_transpose (values, dtypes, weak types, errors; under jit, vmap,
grad; both 64-bit modes), disable_jit, ensure_compile_time_eval, named_call/named_scope,
the leak checks, live_arrays, print_environment_info, default_device, process_indices,
debug.breakpoint and debug.visualize_array_sharding, and that ``dir(jaxtypes)`` names them."""

from __future__ import annotations

import gc
import io
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes.runtime.core.tracing import Tracer, UnexpectedTracerError
from jaxtypes.runtime.interpreters.contexts import current_name_stack
from tests.oracle_modes import MODE_IDS, MODES, both_modes, outcome

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.numpy as jjnp  # noqa: E402

def agree_trees(ours: Any, theirs: Any, what: str) -> None:
    mine, jax_leaves = jaxtypes.tree_util.tree_flatten(ours), jax.tree_util.tree_flatten(theirs)
    assert len(mine[0]) == len(jax_leaves[0]) > 0, f"{what}: {ours} vs jax's {theirs}"
    for a, b in zip(mine[0], jax_leaves[0]):
        x, y = np.asarray(a), np.asarray(b)
        assert (x.dtype, x.shape) == (y.dtype, y.shape), f"{what}: {x.dtype}{x.shape} != jax's {y.dtype}{y.shape}"
        np.testing.assert_allclose(x, y, rtol=1e-6, err_msg=what)
        assert bool(getattr(a, "weak_type", False)) == bool(getattr(b, "weak_type", False)), f"{what}: weak type"


# -- custom_gradient ---------------------------------------------------------------------------

def _gradient_functions(lib: Any, np_: Any) -> dict[str, Callable[..., Any]]:
    @lib.custom_gradient
    def clipped_square(x: Any) -> Any:
        return x ** 2, lambda g: (np_.clip(g * 10 * x, -4.0, 4.0),)

    @lib.custom_gradient
    def product(x: Any, y: Any) -> Any:
        return x * y, lambda g: (g * y * 2, g * x * 3)

    @lib.custom_gradient
    def bare_rule(x: Any) -> Any:  # a single cotangent, not a tuple, for one argument
        return np_.sin(x), lambda g: g * 5.0

    @lib.custom_gradient
    def tree_out(p: Any) -> Any:
        return {"a": p["u"] * 2, "b": p["v"]}, lambda g: ({"u": g["a"] + 1.0, "v": g["b"] * 0.0},)

    return {"clipped_square": clipped_square, "product": product, "bare_rule": bare_rule, "tree_out": tree_out}


@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_custom_gradient_against_jax(x64: bool) -> None:
    """Values and gradients (the rule's, not the function's), with Python scalars (weak)
    and arrays, under jit and vmap, argnums tuples, keyword arguments and pytrees."""
    with both_modes(x64):
        x = np.linspace(-1, 1, 4).astype(np.float32)

        def cases(lib: Any, np_: Any) -> dict[str, Callable[[], Any]]:
            f = _gradient_functions(lib, np_)
            return {
                "value": lambda: f["clipped_square"](np_.asarray(x)),
                "grad of a Python float": lambda: lib.grad(f["clipped_square"])(0.3),
                "grad": lambda: lib.grad(lambda v: f["clipped_square"](v).sum())(np_.asarray(x)),
                "jit(grad)": lambda: lib.jit(lib.grad(lambda v: f["clipped_square"](v).sum()))(np_.asarray(x)),
                "vmap(grad)": lambda: lib.vmap(lib.grad(f["clipped_square"]))(np_.asarray(x)),
                "two arguments": lambda: lib.grad(f["product"], argnums=(0, 1))(3.0, 4.0),
                "bare rule": lambda: lib.jit(lib.grad(f["bare_rule"]))(0.5),
                "pytree": lambda: lib.grad(lambda p: sum(lib.tree_util.tree_leaves(f["tree_out"](p))).sum())(
                    {"u": np_.asarray(x), "v": np_.asarray(x)}),
                "vjp": lambda: lib.vjp(f["product"], 2.0, 5.0)[1](1.0),
            }

        ours, theirs = cases(jaxtypes, jnp), cases(jax, jjnp)
        for name in ours:
            agree_trees(ours[name](), theirs[name](), name)
        # Keyword arguments, which the signature (kept for type checkers) allows: bound to
        # their positions (jax's custom_gradient refuses them, TypeError).
        product = _gradient_functions(jaxtypes, jnp)["product"]
        agree_trees(jaxtypes.grad(lambda a: product(a, y=jnp.float32(2)))(jnp.float32(3)),
                    jaxtypes.grad(lambda a: product(a, jnp.float32(2)))(jnp.float32(3)), "keyword argument")


# -- closure_convert ---------------------------------------------------------------------------

@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_closure_convert_hoists_what_jax_hoists(x64: bool) -> None:
    """Concrete closed-over values stay inside; traced differentiable ones become the
    consts; integer tracers do not (jax's heuristic); values and gradients through a
    custom_vjp written on the converted function; the structure check."""
    with both_modes(x64):
        def run(lib: Any, np_: Any) -> dict[str, Any]:
            table = np_.arange(3.0)

            def outer(x: Any, k: Any) -> tuple[Any, int]:
                scale = x * 2.0
                converted, consts = lib.closure_convert(lambda y: y * scale + table + k, x)
                return converted(x, *consts), len(consts)

            found = {"eager": outer(np_.arange(3.0), 1)}
            counts: list[int] = []

            def traced(x: Any) -> Any:
                out, count = outer(x, np_.int32(1))
                counts.append(count)
                return out.sum()

            found["grad"] = lib.grad(traced)(np_.arange(3.0))
            found["jit"] = lib.jit(traced)(np_.arange(3.0))
            found["counts"] = np.asarray(counts)
            return found

        mine, theirs = run(jaxtypes, jnp), run(jax, jjnp)
        assert mine["eager"][1] == theirs["eager"][1] == 0
        for key in ("grad", "jit", "counts"):
            agree_trees(mine[key], theirs[key], key)
        agree_trees(mine["eager"][0], theirs["eager"][0], "eager value")
    for lib in (jaxtypes, jax):
        converted, _ = lib.closure_convert(lambda y: y * 2, 1.0)
        with pytest.raises(TypeError, match="same Pytree structure"):
            converted((1.0,))


# -- linear_transpose ------------------------------------------------------------------------

@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_linear_transpose_against_jax(x64: bool) -> None:
    """Values, dtypes and weak types (of the primals' specs: ShapeDtypeStructs, Python
    scalars, arrays, pytrees), integer functions, closed-over constants; the result is a
    pytree that crosses jit; jax's TypeErrors for mixed kinds and bad cotangents."""
    with both_modes(x64):
        def cases(lib: Any, np_: Any) -> dict[str, Callable[[], Any]]:
            scalar = lib.ShapeDtypeStruct((), np.float32)
            weights = np_.asarray([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np_.float32)
            t = lib.linear_transpose(lambda x, y: 0.5 * x - 0.5 * y, scalar, scalar)
            return {
                "specs": lambda: t(np.float32(1.0)),
                "through jit": lambda: lib.jit(lambda tt, c: tt(c))(t, np.float32(2.0)),
                "weak primal": lambda: lib.linear_transpose(lambda x: x * 2, 1.0)(1.0),
                "matrix": lambda: lib.linear_transpose(lambda v: weights @ v, np_.ones(2, np_.float32))(
                    np_.arange(3, dtype=np_.float32)),
                "pytrees": lambda: lib.linear_transpose(lambda p: {"a": p[0] * 3, "b": p[1].sum()},
                                                        (np_.ones(3), np_.ones(2)))({"a": np_.ones(3), "b": 2.0}),
                "integers": lambda: lib.linear_transpose(lambda v: v * 2 + v, np_.ones(3, np_.int16))(
                    np_.arange(3, dtype=np_.int16)),
                "complex": lambda: lib.linear_transpose(lambda z: z * (1 + 2j), np_.ones(2, np_.complex64))(
                    np_.ones(2, np_.complex64)),
                "unused input": lambda: lib.linear_transpose(lambda x, y: x * 2, scalar, np_.ones(3))(np.float32(1)),
            }

        ours, theirs = cases(jaxtypes, jnp), cases(jax, jjnp)
        for name in ours:
            agree_trees(ours[name](), theirs[name](), name)
        for bad in (lambda lib, np_: lib.linear_transpose(lambda v: v.astype(np_.int32), 1.0),
                    lambda lib, np_: lib.linear_transpose(lambda v: v * 2, 1.0)(np_.ones(2)),
                    lambda lib, np_: lib.linear_transpose(lambda v: v * 2, 1.0)((1.0,)),
                    lambda lib, np_: lib.linear_transpose(lambda v: v * 2, np_.ones((), np_.float16))(1.0),
                    lambda lib, np_: lib.linear_transpose(lambda v: v, 1.0, reduce_axes=("i",))):
            assert outcome(lambda: bad(jaxtypes, jnp))[1] is outcome(lambda: bad(jax, jjnp))[1] is not None


# -- disable_jit, ensure_compile_time_eval -------------------------------------------------------

def test_disable_jit_runs_jitted_functions_op_by_op() -> None:
    """Under disable_jit (the context manager, and config.update("jax_disable_jit")) the
    jitted function sees concrete arrays, so Python control flow on values works, also
    under grad (a JVP of concrete values); the results are jax's; outside it (or with
    disable_jit(False)) the same function is traced again."""
    seen: list[bool] = []

    def f(x: Any) -> Any:
        seen.append(isinstance(x, Tracer))
        return x * 2 if float(x.sum()) > 0 else x - 1

    g = jaxtypes.jit(f)
    jax_g = jax.jit(lambda x: x * 2 if float(x.sum()) > 0 else x - 1)
    with jaxtypes.disable_jit(), jax.disable_jit():
        agree_trees(g(jnp.arange(3.0)), jax_g(jjnp.arange(3.0)), "disable_jit")
        agree_trees(g(-jnp.arange(3.0)), jax_g(-jjnp.arange(3.0)), "disable_jit, the other branch")
    assert seen == [False, False]
    for lib in (jaxtypes, jax):
        lib.config.update("jax_disable_jit", True)
    try:
        agree_trees(g(jnp.ones(3)), jax_g(jjnp.ones(3)), "jax_disable_jit")
        agree_trees(jaxtypes.vmap(jaxtypes.jit(lambda v: v * 3))(jnp.ones(3)),
                    jax.vmap(jax.jit(lambda v: v * 3))(jjnp.ones(3)), "vmap under jax_disable_jit")
    finally:
        for lib in (jaxtypes, jax):
            lib.config.update("jax_disable_jit", False)
    assert seen == [False] * 3
    with jaxtypes.disable_jit(False), pytest.raises(jaxtypes.runtime.core.tracing.TracerError):
        g(jnp.arange(3.0))
    assert seen[-1] is True


def test_ensure_compile_time_eval_computes_constants_while_tracing() -> None:
    """Inside a jitted function, operations of the block on concrete operands give
    concrete arrays whose values can steer Python, operations on traced values stay
    staged; the results are jax's; outside any trace it changes nothing."""
    kinds: dict[str, list[bool]] = {"ours": [], "jax": []}

    def make(lib: Any, np_: Any, key: str) -> Callable[[Any], Any]:
        def f(x: Any) -> Any:
            with lib.ensure_compile_time_eval():
                y = np_.sin(np_.arange(3.0)) * 2
                positive = y[1] > 0
                z = x * y
                kinds[key] += [isinstance(y, lib.core.Tracer if key == "jax" else Tracer),
                               isinstance(z, lib.core.Tracer if key == "jax" else Tracer)]
            return z + (1.0 if positive else -1.0)

        return f

    ours, theirs = make(jaxtypes, jnp, "ours"), make(jax, jjnp, "jax")
    agree_trees(jaxtypes.jit(ours)(jnp.ones(3)), jax.jit(theirs)(jjnp.ones(3)), "jit")
    agree_trees(jaxtypes.grad(lambda v: jaxtypes.jit(ours)(v).sum())(jnp.ones(3)),
                jax.grad(lambda v: jax.jit(theirs)(v).sum())(jjnp.ones(3)), "grad")
    agree_trees(ours(jnp.ones(3)), theirs(jjnp.ones(3)), "eager")
    # (the first trace, and the eager call; grad of the jitted function may trace it again)
    assert kinds["ours"][:2] == kinds["jax"][:2] == [False, True], kinds
    assert kinds["ours"][-2:] == kinds["jax"][-2:] == [False, False], kinds


# -- named_call, named_scope ------------------------------------------------------------------

def test_named_call_and_named_scope_keep_values_and_name_the_stack() -> None:
    stacks: list[str] = []

    @jaxtypes.named_scope("layer")
    def layer(x: Any) -> Any:
        stacks.append(current_name_stack())
        return jnp.tanh(x) * 2

    def inner(x: Any) -> Any:
        stacks.append(current_name_stack())
        return x + 1

    named = jaxtypes.named_call(inner, name="step")
    assert jaxtypes.named_call(inner).__name__ == "inner" and named.__wrapped__ is inner  # type: ignore[attr-defined]
    x = np.linspace(-1, 1, 3).astype(np.float32)
    with jaxtypes.named_scope("model"):
        results = [layer(x), jaxtypes.jit(layer)(x), jaxtypes.grad(lambda v: layer(v).sum())(x),
                   jaxtypes.vmap(named)(x)]
    jax_layer = jax.named_scope("layer")(lambda v: jjnp.tanh(v) * 2)
    expected = [jax_layer(x), jax.jit(jax_layer)(x), jax.grad(lambda v: jax_layer(v).sum())(x), jax.vmap(
        jax.named_call(lambda v: v + 1, name="step"))(x)]
    for mine, theirs in zip(results, expected):
        agree_trees(mine, theirs, "named")
    assert stacks == ["model/layer"] * 3 + ["model/step"] and current_name_stack() == ""
    for lib in (jaxtypes, jax):
        with pytest.raises(TypeError, match="must be a string"):
            lib.named_scope(3)  # type: ignore[arg-type]


def test_leak_checks_report_a_leaked_tracer_when_it_is_used() -> None:
    leaked: list[Any] = []
    with jaxtypes.checking_leaks(), jaxtypes.check_tracer_leaks(True):
        jaxtypes.jit(lambda v: leaked.append(v * 2) or v)(jnp.ones(2))
    with pytest.raises(UnexpectedTracerError, match="escaped"):
        jnp.sin(leaked[0])
    with pytest.raises(ValueError):
        with jaxtypes.check_tracer_leaks("yes"):  # type: ignore[arg-type]
            pass


# -- the environment --------------------------------------------------------------------------

def test_live_arrays_environment_and_devices(capsys: pytest.CaptureFixture[str]) -> None:
    marker = jnp.full((7, 13), 5, dtype=jnp.int16)
    found = [a for a in jaxtypes.live_arrays() if a.shape == (7, 13) and a.dtype == np.int16]
    assert found and all(isinstance(a, jaxtypes.Array) for a in found)
    assert np.asarray(found[0]).tolist() == np.full((7, 13), 5).tolist()
    del found
    marker.delete()  # (its buffer goes when nothing holds it)
    gc.collect()  # (nor a cycle of garbage: the state the rest of the worker's tests left is not this test's)
    assert not [a for a in jaxtypes.live_arrays() if a.shape == (7, 13) and a.dtype == np.int16]
    other = "gpu" if jaxtypes.default_backend() == "cpu" else "cpu"
    assert outcome(lambda: jaxtypes.live_arrays(other))[1] is outcome(lambda: jax.live_arrays(other))[1] is RuntimeError
    with pytest.raises(RuntimeError, match=f"backend '{other}' is not available"):  # (jax fails later, on use)
        with jaxtypes.default_device(other):
            pass
    with pytest.raises(ValueError, match="not a device of this process"):
        with jaxtypes.default_device(object()):
            pass
    with jaxtypes.default_device(jaxtypes.devices()[0]), jaxtypes.default_device(jaxtypes.default_backend()):
        assert jnp.ones(2).sum() == 2
    assert jaxtypes.process_indices() == jax.process_indices() == [0]
    text = jaxtypes.print_environment_info(return_string=True)
    assert text is not None and "jaxlib:" in text and f"numpy:    {np.__version__}" in text
    assert jaxtypes.print_environment_info() is None and capsys.readouterr().out.strip() == text.strip()


# -- debug.breakpoint, debug.visualize_array_sharding -----------------------------------------------

def test_breakpoint_stops_eagerly_and_refuses_inside_a_trace(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("p marker + 1\nc\n"))
    marker = 41
    token = jnp.ones(2)
    assert jaxtypes.debug.breakpoint(token=token) is token and marker == 41
    assert "42" in capsys.readouterr().out
    with pytest.raises(NotImplementedError, match="works eagerly only"):
        jaxtypes.jit(lambda v: jaxtypes.debug.breakpoint() or v)(jnp.ones(2))
    for lib in (jaxtypes, jax):
        with pytest.raises(ValueError, match="mutually exclusive"):
            lib.debug.breakpoint(ordered=True, token=jnp.ones(1))


def test_visualize_array_sharding_draws_the_one_device(capsys: pytest.CaptureFixture[str]) -> None:
    label = f"{jaxtypes.default_backend().upper()} 0"
    jaxtypes.debug.visualize_array_sharding(jnp.ones(8))
    one_d = capsys.readouterr().out.splitlines()
    assert one_d[1].strip("│ ") == label and len(one_d) == 4 and len(one_d[0]) == 9  # jax's minimum width, one row
    jaxtypes.jit(lambda v: jaxtypes.debug.visualize_array_sharding(v) or v)(jnp.ones((4, 4)))
    two_d = capsys.readouterr().out.splitlines()
    assert len(two_d) == 12 and label in two_d[5] and len(two_d[0]) == 25  # 2.5 * 10 wide, 10 high, a blank line
    with pytest.raises(ValueError, match="1 and 2 dimensions"):
        jaxtypes.debug.visualize_array_sharding(jnp.ones((2, 2, 2)))


# -- the namespace ----------------------------------------------------------------------------

ADDED = ("check_tracer_leaks", "checking_leaks", "closure_convert", "custom_gradient", "debug", "default_device",
         "disable_jit", "effects_barrier", "ensure_compile_time_eval", "linear_transpose", "live_arrays", "named_call",
         "named_scope", "print_environment_info", "process_indices", "pure_callback")


def test_the_names_are_jax_s_and_listed() -> None:
    assert set(ADDED) <= set(dir(jaxtypes)) and set(ADDED) <= set(jaxtypes.__all__)
    assert set(ADDED) <= set(dir(jax))
    for name in ADDED:
        assert getattr(jaxtypes, name) is not None
    assert sorted(jaxtypes.debug.__all__) == sorted(
        ["breakpoint", "callback", "log", "print", "visualize_array_sharding"])
    assert set(jaxtypes.debug.__all__) <= set(dir(jax.debug))
