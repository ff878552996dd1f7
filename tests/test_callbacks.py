"""Host callbacks against jax: ``jaxtypes.debug.print`` / ``callback`` and ``pure_callback``,
eagerly, under ``jit`` (compiled custom calls into Python), ``vmap`` (once per example;
pure_callback's vmap methods), ``grad`` and control flow, in both 64-bit modes: the
printed text, the values and shapes the callbacks receive, the results' dtypes and
weak types, and jax's exception classes for bad input."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import lax
from tests.oracle_modes import MODE_IDS, MODES, both_modes, outcome

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")
import jax.numpy as jjnp  # noqa: E402

def printed(capsys: pytest.CaptureFixture[str], run: Callable[[], Any], barrier: Callable[[], None]) -> str:
    capsys.readouterr()
    run()
    barrier()
    return capsys.readouterr().out


def agree(ours: Any, theirs: Any, what: str) -> None:
    a, b = np.asarray(ours), np.asarray(theirs)
    assert (a.dtype, a.shape) == (b.dtype, b.shape), f"{what}: {a.dtype}{a.shape} != jax's {b.dtype}{b.shape}"
    np.testing.assert_allclose(a, b, rtol=1e-6, err_msg=what)
    assert bool(getattr(ours, "weak_type", False)) == bool(getattr(theirs, "weak_type", False)), what


# -- debug.print -------------------------------------------------------------------------------

def _printing(lib: Any, np_: Any) -> Callable[[Any], Any]:
    def f(x: Any) -> Any:
        lib.debug.print("x={x} twice={} first={:.3f} {s}", x * 2, x[0], x=x, s="static")
        lib.debug.print("plain text, no fields")
        return np_.sum(x ** 2)

    return f


@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_debug_print_prints_what_jax_prints(capsys: pytest.CaptureFixture[str], x64: bool) -> None:
    """Eagerly, under jit, vmap (once per example), grad (the primal values, once), and
    their compositions: the same lines as jax's, in the same order."""
    with both_modes(x64):
        x = np.array([0.5, 1.25, -2.0], np.float32)
        batch = np.arange(6, dtype=np.float32).reshape(2, 3)
        ours, theirs = _printing(jaxtypes, jnp), _printing(jax, jjnp)
        cases = {
            "eager": lambda lib, f: f(x),
            "jit": lambda lib, f: lib.jit(f)(x),
            "vmap": lambda lib, f: lib.vmap(f)(batch),
            "grad": lambda lib, f: lib.grad(f)(x),
            "jit(grad)": lambda lib, f: lib.jit(lib.grad(f))(x),
            "jit(vmap)": lambda lib, f: lib.jit(lib.vmap(f))(batch),
            "vmap(grad)": lambda lib, f: lib.vmap(lib.grad(f))(batch),
            "int64 data": lambda lib, f: f(np.arange(3)),
        }
        for name, case in cases.items():
            mine = printed(capsys, lambda: case(jaxtypes, ours), jaxtypes.effects_barrier)
            jax_text = printed(capsys, lambda: case(jax, theirs), jax.effects_barrier)
            assert mine == jax_text and mine, f"{name}:\n{mine}\n!= jax's\n{jax_text}"


def test_debug_print_ordered_in_loops_and_across_programs(capsys: pytest.CaptureFixture[str]) -> None:
    """ordered=True prints in program order: in a loop body, between straight-line prints
    (which XLA may otherwise reorder), and across programs run one after another."""
    def f(lib: Any, x: Any) -> Any:
        for k in range(4):
            lib.debug.print("k={} v={}", k, x * k, ordered=True)
        return lib.lax.fori_loop(0, 3, lambda i, c: (lib.debug.print("i={} c={}", i, c, ordered=True), c + 1)[1], x)

    def run(lib: Any) -> Any:
        g = lib.jit(lambda x: f(lib, x))
        return [g(1.0), g(5.0)]

    mine = printed(capsys, lambda: run(jaxtypes), jaxtypes.effects_barrier)
    theirs = printed(capsys, lambda: run(jax), jax.effects_barrier)
    assert mine == theirs and mine.count("\n") == 14, f"{mine}\n!= jax's\n{theirs}"


def _printing_through_control_flow(lib: Any, ordered: bool) -> Callable[[Any], Any]:
    """Prints before, in and after a fori_loop (a scan), a cond, a scan with a cond in its
    body (unrolled by 3), and a while_loop (printing in its cond too)."""
    def show(text: str, *values: Any) -> None:
        lib.debug.print(text, *values, ordered=ordered)

    def f(x: Any) -> Any:
        show("before {}", x)
        x = lib.lax.fori_loop(0, 3, lambda i, c: (show("loop {} {}", i, c), c * 1.5)[1], x)
        show("after loop {}", x)
        x = lib.lax.cond(x > 2, lambda v: (show("true {}", v), v * v)[1], lambda v: (show("false {}", v), v)[1], x)
        show("after cond {}", x)

        def step(c: Any, y: Any) -> Any:
            show("scan {} {}", c, y)
            c = lib.lax.cond(y > 1, lambda c: (show("  inner {}", c), c * y)[1], lambda c: c, c)
            return c, c

        x, _ = lib.lax.scan(step, x, lib.numpy.arange(4.0, dtype=np.float32), unroll=3)
        show("after scan {}", x)
        x = lib.lax.while_loop(lambda c: (show("test {}", c), c < 1e4)[1], lambda c: (show("while {}", c), c * 4)[1],
                               x)
        show("end {}", x)
        return x

    return f


def _printing_in_a_differentiated_loop(lib: Any, ordered: bool) -> Callable[[Any], Any]:
    """A fori_loop (a scan, under grad) whose body prints in a cond branch."""
    def f(v: Any) -> Any:
        def body(i: Any, c: Any) -> Any:
            return lib.lax.cond(c > 0, lambda w: (lib.debug.print("c {} {}", i, w, ordered=ordered), w * w)[1],
                                lambda w: w, c)

        return lib.lax.fori_loop(0, 2, body, v)

    return f


@pytest.mark.parametrize("ordered", [True, False], ids=["ordered", "unordered"])
def test_debug_print_through_control_flow_and_grad_is_jax_s(capsys: pytest.CaptureFixture[str], ordered: bool
                                                           ) -> None:
    """Prints in loops and branches come in program order (ordered ones; the same lines
    otherwise), once each, as jax's: under jit, and under grad, jit(grad) and grad(jit),
    the primal values once, not again from the tangent or transposed loops and branches."""
    x = np.float32(1.25)
    cases = {
        "jit": lambda lib: lib.jit(_printing_through_control_flow(lib, ordered))(x),
        "grad": lambda lib: lib.grad(_printing_in_a_differentiated_loop(lib, ordered))(x),
        "jit(grad)": lambda lib: lib.jit(lib.grad(_printing_in_a_differentiated_loop(lib, ordered)))(x),
        "grad(jit)": lambda lib: lib.grad(lib.jit(_printing_in_a_differentiated_loop(lib, ordered)))(x),
    }
    for name, case in cases.items():
        mine = printed(capsys, lambda: case(jaxtypes), jaxtypes.effects_barrier).splitlines()
        theirs = printed(capsys, lambda: case(jax), jax.effects_barrier).splitlines()
        if not ordered:
            mine, theirs = sorted(mine), sorted(theirs)
        assert mine == theirs and mine, f"{name}:\n{mine}\n!= jax's\n{theirs}"


def test_ordered_callbacks_thread_one_token_through_loops_and_branches() -> None:
    """The lowered program chains every ordered callback on one token, created once,
    which the loops carry and the branches give back."""
    f = _printing_through_control_flow(jaxtypes, ordered=True)
    text = jaxtypes.jit(f).lower(np.float32(1.25)).as_text()
    calls = [line for line in text.splitlines() if "python_cpu_callback" in line or "python_gpu_callback" in line]
    assert len(calls) == 18, text  # the scan's body twice, unrolled by 3 (4 steps: 3 + 1)
    assert all("(!stablehlo.token" in line for line in calls), text
    assert text.count("stablehlo.create_token") + text.count("stablehlo.after_all") <= 1, text
    loops = [line for line in text.splitlines() if "stablehlo.while" in line]
    assert loops and all("!stablehlo.token" in line for line in loops), text
    case_results = re.findall(r"^ *\}\) : \(tensor<i32>\) -> \(([^)]*)\)$", text, re.MULTILINE)
    assert len(case_results) == 5 and all("!stablehlo.token" in types for types in case_results), text


def test_debug_print_forms_and_errors_are_jax_s(capsys: pytest.CaptureFixture[str]) -> None:
    """The two-call form, skip_format_check with the values after the text, NumPy's print
    options, and jax's errors for unused or missing fields and stray arguments."""
    x = np.array([1.0, 2.0], np.float32)
    for lib in (jaxtypes, jax):
        lib.debug.print(ordered=True)("two-call {}", x)
        lib.debug.print("values after:", x, 3, skip_format_check=True)
        with np.printoptions(precision=2):
            lib.jit(lambda v: lib.debug.print("{}", v / 3))(x)
        lib.effects_barrier()
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == out[3:] and len(out) == 6, out
    for call in (lambda lib: lib.debug.print("{}", 1, 2), lambda lib: lib.debug.print("{a}", b=1),
                 lambda lib: lib.debug.print("{}"), lambda lib: lib.debug.print(ordered=True, x=3),
                 lambda lib: lib.debug.print(None, 1)):
        assert outcome(lambda: call(jaxtypes))[1] == outcome(lambda: call(jax))[1] is not None


def test_debug_log_logs_what_jax_logs(caplog: pytest.LogCaptureFixture) -> None:
    """debug.log: print's text as an INFO record (of logger ``jaxtypes.debug``; jax's is
    its debugging module's), eagerly and from a compiled program."""
    x = np.array([1.5, -2.0], np.float32)
    messages = {}
    for lib in (jaxtypes, jax):
        caplog.clear()
        with caplog.at_level(logging.INFO):
            lib.debug.log("x={x} sum={}", x.sum(), x=x)
            lib.jit(lambda v: lib.debug.log("twice {}", v * 2))(x)
            lib.effects_barrier()
        messages[lib.__name__] = [(r.levelname, r.getMessage()) for r in caplog.records
                                  if r.name in ("jaxtypes.debug", "jax._src.debugging")]
    assert messages["jaxtypes"] == messages["jax"] and len(messages["jax"]) == 2, messages


@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_debug_callback_receives_arrays_and_static_values(x64: bool) -> None:
    """debug.callback gets the array leaves as (not weakly typed) arrays with their values
    and the other leaves as they are; under vmap once per example, as jax's."""
    with both_modes(x64):
        seen: dict[str, list[Any]] = {"ours": [], "jax": []}

        def run(lib: Any, np_: Any, key: str) -> None:
            def record(a: Any, pair: Any, *, tag: str, scale: Any) -> None:
                seen[key].append((tag, np.asarray(a).tolist(), str(np.asarray(a).dtype), bool(a.weak_type),
                                  np.asarray(pair[1]).tolist(), np.asarray(scale).tolist()))

            def f(x: Any) -> Any:
                lib.debug.callback(record, x, ("label", x + 1), tag="t", scale=2.5)
                return x * 2

            f(np_.arange(3.0))
            lib.jit(f)(np_.arange(3.0))
            lib.vmap(f)(np_.arange(4.0).reshape(2, 2))
            lib.debug.callback(ordered=True)(record, 7, (None, 1), tag="two-call", scale=0)
            lib.effects_barrier()

        run(jaxtypes, jnp, "ours")
        run(jax, jjnp, "jax")
        assert seen["ours"] == seen["jax"] and len(seen["ours"]) == 5, seen
    for bad in (lambda lib: lib.debug.callback(3), lambda lib: lib.debug.callback(ordered=True, x=1)):
        assert outcome(lambda: bad(jaxtypes))[1] == outcome(lambda: bad(jax))[1] is not None


def test_a_failing_callback_raises_jax_s_runtime_error() -> None:
    """An exception inside a callback of a compiled program is jax's JaxRuntimeError (by the
    time the program's effects are waited for); eagerly debug.callback's is the callback's."""
    def bad(v: Any) -> None:
        raise ZeroDivisionError("the callback's own error")

    with pytest.raises(ZeroDivisionError):
        jaxtypes.debug.callback(bad, jnp.ones(2))
    with pytest.raises(jax.errors.JaxRuntimeError, match="the callback's own error"):
        jaxtypes.jit(lambda v: jaxtypes.debug.callback(bad, v))(jnp.ones(2))
        jaxtypes.effects_barrier()
    jaxtypes.effects_barrier()  # nothing left pending


def test_effects_barrier_waits_for_callbacks_of_running_programs() -> None:
    done: list[int] = []

    def slow(v: Any) -> None:
        time.sleep(0.2)
        done.append(int(v))

    f = jaxtypes.jit(lambda v: (jaxtypes.debug.callback(slow, v), v + 1)[1])
    for k in range(3):
        f(jnp.int32(k))
    jaxtypes.effects_barrier()
    assert sorted(done) == [0, 1, 2]


# -- pure_callback -------------------------------------------------------------------------------

def _host_sin(x: Any) -> np.ndarray[Any, Any]:
    return np.sin(np.asarray(x)).astype(np.asarray(x).dtype)


@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_pure_callback_values_dtypes_and_weak_types_against_jax(x64: bool) -> None:
    """Eager, jit, control flow (scan, cond, while), pytrees of arguments and results,
    Python scalars among the arguments, 64-bit host results canonicalized in 32-bit mode."""
    with both_modes(x64):
        def cases(lib: Any, np_: Any) -> dict[str, Callable[[], Any]]:
            spec = lib.ShapeDtypeStruct((3,), np.float32)
            x = np_.asarray([0.1, 0.2, 0.3], np_.float32)

            def tree_fun(a: Any, b: Any, *, c: Any) -> dict[str, Any]:
                return {"sum": np.asarray(a) + np.asarray(b["v"]), "count": np.int16(c)}

            tree_spec = {"sum": spec, "count": lib.ShapeDtypeStruct((), np.int16)}

            def in_scan(v: Any) -> Any:
                return lib.lax.scan(lambda c, r: (c + lib.pure_callback(_host_sin, spec, r), None), np_.zeros(3),
                                    np_.stack([v, v * 2]))[0]

            return {
                "eager": lambda: lib.pure_callback(_host_sin, spec, x),
                "jit": lambda: lib.jit(lambda v: lib.pure_callback(_host_sin, spec, v) * 2)(x),
                "example array spec": lambda: lib.pure_callback(lambda v: np.asarray(v) * 3, x, x),
                "float64 from the host": lambda: lib.jit(lambda v: lib.pure_callback(
                    lambda w: np.asarray(w, np.float64) + 1, spec, v))(x),
                "pytrees": lambda: lib.jit(lambda v: lib.pure_callback(tree_fun, tree_spec, v, {"v": v}, c=3))(x),
                "python scalar argument": lambda: lib.pure_callback(lambda s: np.asarray(s, np.float32) * 2,
                                                                    lib.ShapeDtypeStruct((), np.float32), 1.5),
                "scan": lambda: lib.jit(in_scan)(x),
                "cond": lambda: lib.jit(lambda v: lib.lax.cond(v[0] > 0, lambda w: lib.pure_callback(
                    _host_sin, spec, w), lambda w: w, v))(x),
                "while": lambda: lib.jit(lambda v: lib.lax.while_loop(lambda c: c[0] < 3, lambda c: (
                    c[0] + 1, lib.pure_callback(_host_sin, spec, c[1])), (0, v)))(x)[1],
                "int16": lambda: lib.jit(lambda v: lib.pure_callback(lambda w: np.asarray(w) * 2, v, v))(
                    np_.arange(4, dtype=np_.int16)),
            }

        ours, theirs = cases(jaxtypes, jnp), cases(jax, jjnp)
        rejected = {"float64 from the host"} if x64 else set()  # 64-bit results for a 32-bit spec, in 64-bit mode
        logging.disable(logging.CRITICAL)
        try:
            for name in rejected:
                assert outcome(ours[name])[1] is outcome(theirs[name])[1] is jax.errors.JaxRuntimeError, name
        finally:
            logging.disable(logging.NOTSET)
        for name in ours.keys() - rejected:
            mine, jax_result = ours[name](), theirs[name]()
            mine_leaves, jax_leaves = jaxtypes.tree_util.tree_leaves(mine), jax.tree_util.tree_leaves(jax_result)
            assert len(mine_leaves) == len(jax_leaves) > 0, name
            for a, b in zip(mine_leaves, jax_leaves):
                agree(a, b, name)


@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_pure_callback_under_vmap_calls_as_jax_calls(x64: bool) -> None:
    """Each vmap_method: the shapes the callback sees (and how often it is called), the
    results; unset, NotImplementedError as in jax; nested vmap."""
    with both_modes(x64):
        def run(lib: Any, np_: Any, method: str, nested: bool) -> tuple[list[Any], Any]:
            shapes: list[Any] = []

            def cb(x: Any, y: Any) -> np.ndarray[Any, Any]:
                shapes.append((np.shape(x), np.shape(y)))
                return (np.asarray(x) + np.asarray(y)).astype(np.float32)

            def f(x: Any, y: Any) -> Any:
                shape = np.broadcast_shapes(np.shape(x), np.shape(y))
                return lib.pure_callback(cb, lib.ShapeDtypeStruct(shape, np.float32), x, y, vmap_method=method)

            x = np_.arange(6, dtype=np_.float32).reshape(2, 3)
            y = np_.asarray(10.0, np_.float32)
            inner = lib.vmap(f, in_axes=(0, None))
            g = lib.vmap(inner, in_axes=(0, None)) if nested else inner
            return shapes, lib.jit(g)(x if nested else x[0], y)

        for method in ("sequential", "sequential_unrolled", "expand_dims", "broadcast_all", "legacy_vectorized"):
            for nested in (False, True):
                (mine_shapes, mine), (jax_shapes, theirs) = run(jaxtypes, jnp, method, nested), run(jax, jjnp, method,
                                                                                                   nested)
                assert mine_shapes == jax_shapes, (method, nested, mine_shapes, jax_shapes)
                agree(mine, theirs, f"{method} nested={nested}")
        unset = lambda lib, np_: lib.vmap(lambda v: lib.pure_callback(_host_sin, lib.ShapeDtypeStruct((), np.float32),
                                                                         v))(np_.ones(2, np_.float32))
        assert outcome(lambda: unset(jaxtypes, jnp))[1] is outcome(lambda: unset(jax, jjnp))[1] is NotImplementedError


@pytest.mark.parametrize("x64", MODES, ids=MODE_IDS)
def test_pure_callback_errors_are_jax_s(x64: bool) -> None:
    """Not differentiable (ValueError), an unknown vmap_method or a 64-bit specification in
    32-bit mode (ValueError), a result of the wrong shape, dtype or count (jax's
    JaxRuntimeError, eagerly and compiled), a callback that raises."""
    with both_modes(x64):
        def cases(lib: Any, np_: Any) -> list[Callable[[], Any]]:
            spec = lib.ShapeDtypeStruct((3,), np.float32)
            x = np_.ones(3, np_.float32)
            wrong_shape = lambda v: np.ones(2, np.float32)  # noqa: E731
            wrong_dtype = lambda v: np.ones(3, np.int32)  # noqa: E731
            return [
                lambda: lib.grad(lambda v: lib.pure_callback(_host_sin, spec, v).sum())(x),
                lambda: lib.jvp(lambda v: lib.pure_callback(_host_sin, spec, v), (x,), (x,)),
                lambda: lib.pure_callback(_host_sin, spec, x, vmap_method="vectorized"),
                lambda: lib.pure_callback(_host_sin, lib.ShapeDtypeStruct((3,), np.float64), x),
                lambda: lib.pure_callback(wrong_shape, spec, x),
                lambda: lib.jit(lambda v: lib.pure_callback(wrong_shape, spec, v))(x),
                lambda: lib.jit(lambda v: lib.pure_callback(wrong_dtype, spec, v))(x),
                lambda: lib.pure_callback(lambda v: (v, v), spec, x),
                lambda: lib.jit(lambda v: lib.pure_callback(lambda w: 1 / 0, spec, v))(x),
            ]

        logging.disable(logging.CRITICAL)  # the callbacks' failures are logged (as jax logs them)
        try:
            for k, (mine, theirs) in enumerate(zip(cases(jaxtypes, jnp), cases(jax, jjnp))):
                assert outcome(mine)[1] is outcome(theirs)[1] is not None, (k, outcome(mine)[1], outcome(theirs)[1])
        finally:
            logging.disable(logging.NOTSET)


def test_pure_callback_differentiates_inside_custom_jvp() -> None:
    """jax's advice for gradients of a callback: a custom_jvp around it; grad, jit and vmap
    of that agree with jax."""
    def make(lib: Any, np_: Any) -> Callable[[Any], Any]:
        @lib.custom_jvp
        def host_sin(x: Any) -> Any:
            return lib.pure_callback(_host_sin, x, x, vmap_method="expand_dims")

        @host_sin.defjvp
        def host_sin_jvp(primals: Any, tangents: Any) -> Any:
            (x,), (t,) = primals, tangents
            return host_sin(x), np_.cos(x) * t

        return host_sin

    x = np.linspace(-1, 1, 5).astype(np.float32)
    ours, theirs = make(jaxtypes, jnp), make(jax, jjnp)
    for transform in (lambda lib, f: lib.grad(lambda v: f(v).sum()), lambda lib, f: lib.jit(lib.vmap(lib.grad(f))),
                      lambda lib, f: lib.jit(f)):
        agree(transform(jaxtypes, ours)(x), transform(jax, theirs)(x), "custom_jvp around pure_callback")


def test_callbacks_show_in_the_jaxpr_and_stay_staged() -> None:
    f = jaxtypes.jit(lambda v: (jaxtypes.debug.print("{}", v), jaxtypes.pure_callback(_host_sin, v, v))[1])
    text = str(jaxtypes.make_jaxpr(f)(jnp.ones(2)))
    assert "debug_callback[callback=print" in text and "pure_callback[callback=_host_sin" in text, text
    lowered = f.lower(jnp.ones(2)).as_text()
    assert lowered.count("xla_ffi_python_") == 2 and "jaxtypes.host_callbacks" in lowered, lowered
