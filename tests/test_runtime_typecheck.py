"""Dtype checks at run time: ``isinstance(x, Array[...])``, ``@jaxtypes.typecheck``, and the
runtime checkers (typeguard, beartype, jaxtyping) on jaxtypes arrays.

The reveal/ cases tie the runtime check to the static one: every asserted expression's
value must be an instance of its static type, and must not be an instance of types
that exclude it, eagerly and on tracers inside ``jit`` and ``vmap``. The mode is a
parameter: each file runs as ``tests/typecheck.py``'s ``source_in_mode`` gives it (the
asserted types are the default 32-bit mode's; a ``# x64:`` marker gives the type with
64-bit mode on), so every asserted type is exact in its mode.
"""

from __future__ import annotations

import functools
import inspect
import pickle
import subprocess
import sys
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import typeguard
from beartype import beartype
from beartype.roar import BeartypeCallHintViolation
from jaxtyping import Float, Float32, Int16, TypeCheckError, jaxtyped

import jaxtypes
import jaxtypes.numpy as jnp
from jaxtypes import Array, dtypes, scalar_types
from jaxtypes.runtime.core.tracing import TracerError
from tests.typecheck import CASES, execute_reveal, expected_errors, run_mypy, run_pyright, source_in_mode

REVEAL = sorted((CASES / "reveal").glob("*.py"))
# Reveal files whose expressions hold arrays, which the traced check evaluates on tracers
# (devices.py types device lists and platform names only).
REVEAL_ARRAYS = [path for path in REVEAL if path.name != "devices.py"]
MODES = pytest.mark.parametrize("x64", [True, False], ids=["x64", "x32"])
# The tests reading the executed reveal files (tests/typecheck.py's execute_reveal, shared
# with tests/test_typecheck_cases.py) go to one xdist worker, which executes them once.
REVEAL_EXECUTION = pytest.mark.xdist_group("reveal-execution")


# ---------------------------------------------------------------------------
# The reveal/ values and their static types
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Revealed:
    file: str
    line: int
    value: Any  # an Array
    static: Any  # its asserted type, read for the mode

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.value.dtype}{' (weak)' if self.value.weak_type else ''}"


@functools.cache
def revealed(x64: bool) -> tuple[Revealed, ...]:
    return tuple(Revealed(path.name, line, value, typ) for path in REVEAL
                 for line, value, typ in execute_reveal(path, x64).records
                 if (typ is Array or typing.get_origin(typ) is Array) and isinstance(value, Array))


_OTHER_CONCRETE = (scalar_types.int8, scalar_types.float16, scalar_types.bool_)


def wrong_types(dtype: np.dtype[Any], weak: bool) -> Iterator[Any]:
    """``Array[...]`` types the static model says an array of this dtype and weakness is not."""
    if weak:
        yield Array[scalar_types.scalar_type_of(dtype)]  # weak float32 is Array[float], not Array[float32]
        yield Array[scalar_types.generic]  # nor any strong category
        yield Array[scalar_types.number]
        narrower = {"f*": int, "c*": float}.get(dtypes.weak_node_of_kind(dtype))
        if narrower is not None:
            yield Array[narrower]  # a weak float is not an Array[int]
        return
    yield Array[next(t for t in _OTHER_CONCRETE if t.dtype != dtype)]
    yield Array[complex]  # a strong array is no weak type
    for category in (scalar_types.bool_, scalar_types.integer, scalar_types.inexact):
        if not dtypes.issubdtype(dtype, category):
            yield Array[category]


@REVEAL_EXECUTION
@pytest.mark.parametrize("x64", [True, False], ids=["x64", "x32"])
def test_every_reveal_value_is_an_instance_of_its_static_type(x64: bool) -> None:
    cases = revealed(x64)
    assert len(cases) > 5000
    failures = [f"{r}: not an instance of {r.static}" for r in cases if not isinstance(r.value, r.static)]
    assert not failures, f"{len(failures)} of {len(cases)}:\n" + "\n".join(failures[:30])


@REVEAL_EXECUTION
@pytest.mark.parametrize("x64", [True, False], ids=["x64", "x32"])
def test_no_reveal_value_is_an_instance_of_a_type_that_excludes_it(x64: bool) -> None:
    failures = [f"{r}: an instance of {wrong}" for r in revealed(x64)
                for wrong in wrong_types(r.value.dtype, r.value.weak_type) if isinstance(r.value, wrong)]
    assert not failures, "\n".join(failures[:30])


@REVEAL_EXECUTION
@pytest.mark.parametrize("x64", [True, False], ids=["x64", "x32"])
def test_tracers_inside_jit_check_as_their_arrays_do(x64: bool) -> None:
    """One array per (dtype, weakness) seen in reveal/, passed into one jitted function:
    inside, each tracer is an instance of every static type its array was asserted to
    have, and of none that exclude it."""
    by_kind: dict[tuple[np.dtype[Any], bool], tuple[Any, set[Any]]] = {}
    for r in revealed(x64):
        value, statics = by_kind.setdefault((r.value.dtype, r.value.weak_type), (r.value, set()))
        statics.add(r.static)
    keys = list(by_kind)
    failures: list[str] = []

    @jaxtypes.jit
    def check_all(values: list[Any]) -> Any:
        for (dtype, weak), tracer in zip(keys, values):
            if type(tracer).__name__ == "ArrayImpl" or (tracer.dtype, tracer.weak_type) != (dtype, weak):
                failures.append(f"{dtype} weak={weak}: traced as {type(tracer).__name__} "
                                f"{tracer.dtype} weak={tracer.weak_type}")
            failures.extend(f"tracer {dtype} weak={weak}: not an instance of {s}"
                            for s in by_kind[dtype, weak][1] if not isinstance(tracer, s))
            failures.extend(f"tracer {dtype} weak={weak}: an instance of {w}"
                            for w in wrong_types(dtype, weak) if isinstance(tracer, w))
        return values[0]

    with jaxtypes.enable_x64(x64):
        check_all([by_kind[k][0] for k in keys])
    assert len(keys) > 10
    assert not failures, "\n".join(failures[:30])


class _TraceDone(Exception):
    """Ends a trace once its checks are done: nothing needs compiling."""


def check_reveal_traced(path: Path, x64: bool, transform: str) -> tuple[int, int, list[str]]:
    """Every module-level ``assert_type(expr, Array[...])`` of a reveal/ file, evaluated
    again inside ``jit`` or ``vmap`` (``transform``) with the file's arrays passed in as
    tracers (for ``vmap``, with a batch axis of 1 added, under ``jit``): the value (a tracer
    where the expression uses an input) is an instance of the static type, and of no type
    that excludes it. Returns (expressions checked, how many gave tracers, failures).

    (Traced and eager dtypes can differ where the static type is abstract: ``int ** int``
    is value-dependent eagerly. The static type must hold for both.)"""
    import ast

    namespace = execute_reveal(path, x64).namespace
    source = source_in_mode(path, x64)
    cases = []
    for statement in ast.parse(source).body:
        call = statement.value if isinstance(statement, ast.Expr) else None
        if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "assert_type":
            expr, typ = (compile(ast.Expression(arg), str(path), "eval") for arg in call.args)
            cases.append((statement.lineno, expr, typ))
    arrays = {name: v for name, v in namespace.items() if isinstance(v, Array)}
    failures: list[str] = []
    skipped: list[str] = []
    checked = tracers_seen = 0

    def check_all(tracers: dict[str, Any]) -> Any:
        nonlocal checked, tracers_seen
        env = {**namespace, **tracers}
        for line, expr, typ in cases:
            static = eval(typ, namespace)
            try:
                traced = eval(expr, env)
            except TracerError:  # the expression needs a concrete value (x.item(), int(x))
                continue
            except AttributeError as error:  # e.g. block_until_ready: tracers do not have it (yet)
                skipped.append(f"{path.name}:{line}: {error}")
                continue
            if not (isinstance(traced, Array) and (static is Array or typing.get_origin(static) is Array)):
                continue
            checked += 1
            tracers_seen += type(traced).__name__ != "ArrayImpl"
            where = f"{path.name}:{line}: {type(traced).__name__} {traced.dtype}{' (weak)' if traced.weak_type else ''}"
            if not isinstance(traced, static):
                failures.append(f"{where}: not an instance of {static}")
            failures.extend(f"{where}: an instance of {w}" for w in wrong_types(traced.dtype, traced.weak_type)
                            if isinstance(traced, w))
        raise _TraceDone

    with jaxtypes.enable_x64(x64), pytest.raises(_TraceDone):
        if transform == "jit":
            jaxtypes.jit(check_all)(arrays)
        else:
            # (staged by jit, so that the batched operations only trace: nothing is compiled)
            jaxtypes.jit(jaxtypes.vmap(check_all, axis_size=1))({name: v.reshape((1, *v.shape))
                                                                 for name, v in arrays.items()})
    if skipped:
        print("not evaluated on tracers:", *skipped, sep="\n  ")
    return checked, tracers_seen, failures


@REVEAL_EXECUTION
@MODES
@pytest.mark.parametrize("transform", ["jit", "vmap"])
@pytest.mark.parametrize("path", REVEAL_ARRAYS, ids=[p.name for p in REVEAL_ARRAYS])
def test_reveal_expressions_traced_check_as_their_static_types(path: Path, transform: str, x64: bool) -> None:
    checked, tracers, failures = check_reveal_traced(path, x64, transform)
    print(f"{path.name}: {checked} expressions, {tracers} of them tracers")
    assert checked, f"{path.name}: no module-level array expression"
    assert not failures, f"{len(failures)} failures of {checked}:\n" + "\n".join(failures[:30])


# ---------------------------------------------------------------------------
# The alias: still a generic alias, cheap, and the static model's meaning
# ---------------------------------------------------------------------------

def test_array_subscription_is_still_a_generic_alias() -> None:
    alias = Array[jnp.float32]
    assert typing.get_origin(alias) is Array
    assert typing.get_args(alias) == (jnp.float32,)
    assert alias == Array[jnp.float32] and hash(alias) == hash(Array[jnp.float32])
    assert repr(alias) == "jaxtypes._array.Array[jaxtypes.numpy.float32]"
    assert pickle.loads(pickle.dumps(alias)) == alias
    assert typing.get_args(Array[jnp.int16 | jnp.float32]) == (jnp.int16 | jnp.float32,)
    assert typing.get_args(alias | None) == (alias, type(None))
    t = typing.TypeVar("t", bound=jnp.floating)
    assert Array[t][jnp.float32] == alias
    assert isinstance(Array[t][jnp.float32], type(alias))


def test_meaning_follows_the_static_model() -> None:
    f32, bf16, f8 = jnp.float32(1), jnp.bfloat16(1), jnp.float8_e4m3fn(1)
    weak_int, weak_float, weak_complex = jnp.asarray(1), jnp.asarray(1.0), jnp.asarray(1j)
    i4 = jnp.int4(1)
    assert isinstance(f32, Array[jnp.float32]) and not isinstance(f32, Array[jnp.float16])
    assert all(isinstance(x, Array[jnp.floating]) for x in (f32, bf16, f8))
    assert isinstance(i4, Array[jnp.signedinteger]) and not isinstance(i4, Array[jnp.unsignedinteger])
    assert isinstance(jnp.bool_(1), Array[jnp.generic]) and not isinstance(jnp.bool_(1), Array[jnp.number])
    assert isinstance(jnp.bool_(1), Array[jnp.bool_]) and not isinstance(jnp.bool_(1), Array[int])
    # weak arrays: Array[int] < Array[float] < Array[complex] (Python's numeric tower, as in
    # both checkers), and never a strong type
    assert isinstance(weak_int, Array[int]) and isinstance(weak_int, Array[float]) and isinstance(weak_int, Array[complex])
    assert isinstance(weak_float, Array[float]) and not isinstance(weak_float, Array[int])
    assert isinstance(weak_complex, Array[complex]) and not isinstance(weak_complex, Array[float])
    assert not isinstance(weak_float, Array[jnp.float32]) and not isinstance(weak_float, Array[jnp.generic])
    assert not isinstance(f32, Array[float])
    # unions, bare Array (everything), Any, type variables
    assert isinstance(f32, Array[jnp.int16 | jnp.float32]) and not isinstance(f32, Array[jnp.int16 | float])
    assert isinstance(weak_float, Array[jnp.int16 | float])
    assert all(isinstance(x, Array) for x in (f32, weak_float))
    assert isinstance(weak_float, Array[jnp.generic | int | float | complex])
    assert isinstance(weak_float, Array[Any])
    assert isinstance(f32, Array[typing.TypeVar("f", bound=jnp.floating)])
    assert not isinstance(jnp.int8(1), Array[typing.TypeVar("g", jnp.float32, jnp.int16)])
    # not arrays
    assert not isinstance(np.float32(1), Array[jnp.float32])
    assert not isinstance(np.zeros(3, np.float32), Array[jnp.float32])
    assert not isinstance(1.0, Array[float])


CATEGORIES = (scalar_types.generic, scalar_types.number, scalar_types.integer, scalar_types.signedinteger,
              scalar_types.unsignedinteger, scalar_types.inexact, scalar_types.floating,
              scalar_types.complexfloating, scalar_types.bool_)


@pytest.mark.parametrize("name", list(dtypes.REGISTRY))
def test_every_dtype_sits_in_the_scalar_hierarchy_as_issubdtype_says(name: str) -> None:
    with jaxtypes.enable_x64(True):
        x = jnp.zeros((), dtype=dtypes.REGISTRY[name].dtype)
    assert isinstance(x, Array[scalar_types.SCALAR_TYPES[name]])
    for category in CATEGORIES:
        assert isinstance(x, Array[category]) == dtypes.issubdtype(x.dtype, category), category
    assert not isinstance(x, Array[int | float | complex])


def test_dtypes_are_exact_whatever_the_mode() -> None:
    with jaxtypes.enable_x64(False):
        x = jnp.zeros(3, dtype=jnp.float64)  # float32: there are no 64-bit arrays in this mode
        assert isinstance(x, Array[jnp.float32]) and not isinstance(x, Array[jnp.float64])
    with jaxtypes.enable_x64(True):
        assert isinstance(jnp.zeros(3, dtype=jnp.float64), Array[jnp.float64])


def test_a_parameter_that_names_no_dtype_is_an_error_when_checked() -> None:
    alias = Array[np.float32]  # subscription stays cheap and lenient
    with pytest.raises(TypeError, match=r"Array\[np.float32\] cannot be checked at run time"):
        isinstance(jnp.float32(1), alias)


def test_subscription_and_checks_do_not_load_jaxlib() -> None:
    probe = ("import sys, jaxtypes, jaxtypes.numpy as jnp; from jaxtypes import Array; "
             "assert not isinstance(1.0, Array[jnp.float32]); "
             "f = jaxtypes.typecheck(lambda x: x); "
             "print(sorted(m for m in ('jaxlib', 'jax', 'beartype', 'typeguard') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------------------
# @jaxtypes.typecheck
# ---------------------------------------------------------------------------

@jaxtypes.typecheck
def mix(x: Array[jnp.float32], y: Array[jnp.floating], k: Array[float]) -> Array[jnp.float32]:
    return x


def test_typecheck_accepts_what_the_annotations_describe() -> None:
    f32 = jnp.zeros(3, dtype=jnp.float32)
    assert mix(f32, jnp.bfloat16(1), jnp.asarray(2.0)) is f32
    assert mix(f32, y=f32, k=jnp.asarray(2)) is f32  # a weak int is an Array[float]
    assert mix(x=f32, y=f32, k=jnp.asarray(2.0)) is f32


@pytest.mark.parametrize(("args", "message"), [
    ((jnp.int16(1), jnp.float32(1), jnp.asarray(1.0)),
     "mix() parameter 'x': expected Array[float32], got Array[int16]"),
    ((jnp.float32(1), jnp.int8(1), jnp.asarray(1.0)),
     "mix() parameter 'y': expected Array[floating], got Array[int8]"),
    ((jnp.float32(1), jnp.float32(1), jnp.float32(1)),
     "mix() parameter 'k': expected Array[float], got Array[float32]"),
    ((jnp.asarray(1.0), jnp.float32(1), jnp.asarray(1.0)),
     "mix() parameter 'x': expected Array[float32], got Array[float] (weakly typed float"),
    ((np.float32(1), jnp.float32(1), jnp.asarray(1.0)),
     "mix() parameter 'x': expected Array[float32], got float32"),
])
def test_typecheck_names_function_parameter_expected_and_actual(args: tuple[Any, ...], message: str) -> None:
    with pytest.raises(TypeError) as raised:
        mix(*args)
    assert str(raised.value).startswith(message)


def test_typecheck_checks_keywords_result_optional_and_variadic_parameters() -> None:
    @jaxtypes.typecheck
    def f(a: Array[jnp.int16], /, *rest: Array[jnp.integer], b: Array[jnp.bool_] | None = None,
          **extra: Array) -> Array[jnp.int16]:
        return rest[0] if rest else a

    i16 = jnp.int16(1)
    assert f(i16, b=None, c=jnp.asarray(1.0)) is i16
    assert f(i16, a=jnp.float32(1)) is i16  # a keyword 'a' goes to **extra, not to a
    assert f(i16, i16, jnp.uint8(1), b=jnp.bool_(1)) is i16
    with pytest.raises(TypeError, match=r"f\(\) parameter 'b': expected Array\[bool_\] \| None, got Array\[int16\]"):
        f(i16, b=i16)
    with pytest.raises(TypeError, match=r"parameter 'rest': expected Array\[integer\], got Array\[float32\]"):
        f(i16, i16, jnp.float32(1))
    with pytest.raises(TypeError, match=r"parameter 'extra': expected Array, got int"):
        f(i16, c=1)
    with pytest.raises(TypeError, match=r"f\(\) return value: expected Array\[int16\], got Array\[uint8\]"):
        f(i16, jnp.uint8(1))


def test_typecheck_leaves_other_annotations_alone_and_keeps_the_signature() -> None:
    def g(x: Array[jnp.float32], n: int, s: str | Array = "a", *, flag: bool = False) -> tuple[Any, int]:
        return x, n

    checked = jaxtypes.typecheck(g)
    assert inspect.signature(checked) == inspect.signature(g)
    assert checked.__name__ == "g" and checked.__wrapped__ is g  # type: ignore[attr-defined]
    assert checked(jnp.float32(1), "not an int", s=3, flag=None)[1] == "not an int"  # type: ignore[arg-type]


def test_typecheck_resolves_names_defined_after_the_function() -> None:
    @jaxtypes.typecheck
    def h(x: Later) -> Later:  # type: ignore[name-defined]  # noqa: F821
        return x

    globals()["Later"] = Array[jnp.int8]
    try:
        assert h(jnp.int8(1)) is not None
        with pytest.raises(TypeError, match=r"parameter 'x': expected Array\[int8\], got Array\[int16\]"):
            h(jnp.int16(1))
    finally:
        del globals()["Later"]


def test_typecheck_on_methods() -> None:
    class Layer:
        @jaxtypes.typecheck
        def __call__(self, x: Array[jnp.floating]) -> Array[jnp.floating]:
            return x * 2

    assert Layer()(jnp.float16(1)).dtype == np.float16
    with pytest.raises(TypeError, match=r"Layer.__call__\(\) parameter 'x'"):
        Layer()(jnp.int16(1))


def test_typecheck_inside_jit_checks_tracers() -> None:
    traced: list[Any] = []

    @jaxtypes.typecheck
    def inner(x: Array[jnp.float32], k: Array[float]) -> Array[jnp.float32]:
        traced.append(type(x).__name__)
        return x * k

    @jaxtypes.jit
    def outer(x: Any, k: Any) -> Any:
        return inner(x, k)

    assert outer(jnp.ones(3, dtype=jnp.float32), 2.0).tolist() == [2.0, 2.0, 2.0]
    assert traced and traced[0] != "ArrayImpl"
    with pytest.raises(TypeError, match=r"inner\(\) parameter 'x': expected Array\[float32\], got Array\[int16\]"):
        outer(jnp.ones(3, dtype=jnp.int16), 2.0)
    with pytest.raises(TypeError, match=r"parameter 'k': expected Array\[float\], got Array\[float32\]"):
        outer(jnp.ones(3, dtype=jnp.float32), jnp.float32(2))

    jitted = jaxtypes.jit(jaxtypes.typecheck(lambda x: x))  # the decorator under jit, both ways round
    assert jitted(jnp.int8(1)).dtype == np.int8


def test_typecheck_inside_vmap_and_grad_checks_their_tracers() -> None:
    traced: list[str] = []

    @jaxtypes.typecheck
    def loss(x: Array[jnp.float32], k: Array[float]) -> Array[jnp.float32]:
        traced.append(type(x).__name__)
        return jnp.sum(x * k)

    x, rows, k = jnp.ones(3, dtype=jnp.float32), jnp.ones((2, 3), dtype=jnp.float32), jnp.asarray(2.0)
    assert jaxtypes.grad(loss)(x, k).tolist() == [2.0, 2.0, 2.0]
    assert jaxtypes.vmap(loss, in_axes=(0, None))(rows, k).tolist() == [6.0, 6.0]
    assert jaxtypes.jit(jaxtypes.vmap(jaxtypes.grad(loss), in_axes=(0, None)))(rows, k).shape == (2, 3)
    assert len(traced) == 3 and "ArrayImpl" not in traced  # tracers of grad, vmap, and grad inside vmap
    with pytest.raises(TypeError, match=r"loss\(\) parameter 'x': expected Array\[float32\], got Array\[int16\]"):
        jaxtypes.vmap(loss, in_axes=(0, None))(rows.astype(jnp.int16), k)
    with pytest.raises(TypeError, match=r"parameter 'k': expected Array\[float\], got Array\[float32\]"):
        jaxtypes.grad(loss)(x, jnp.float32(2))
    with pytest.raises(TypeError, match=r"parameter 'x': expected Array\[float32\], got Array\[float16\]"):
        jaxtypes.grad(loss)(x.astype(jnp.float16), k)


def test_typecheck_is_typed_for_the_checkers(tmp_path: Path) -> None:
    """mypy --strict and pyright keep a decorated function's signature."""
    source = tmp_path / "typed.py"
    source.write_text(
        "from typing_extensions import assert_type\n"
        "import jaxtypes\n"
        "import jaxtypes.numpy as jnp\n"
        "from jaxtypes import Array\n"
        "\n"
        "@jaxtypes.typecheck\n"
        "def scale(x: Array[jnp.float32], k: float = 1.0) -> Array[jnp.float32]:\n"
        "    return x * jnp.float32(k)\n"
        "\n"
        "assert_type(scale(jnp.float32(1), 2.0), Array[jnp.float32])\n"
        "scale(jnp.int16(1))  # E: an int16 array is no Array[float32]\n"
        "scale(jnp.float32(1), k='2')  # E: k is a float\n"
    )
    config = tmp_path / "mypy.ini"
    config.write_text("[mypy]\nstrict = True\n")
    for checker, found in (("mypy", run_mypy([source], config=config, cwd=tmp_path)),
                           ("pyright", run_pyright([source], project=None, cwd=tmp_path))):
        assert {d.line for d in found} == set(expected_errors(source, checker)), (checker, found)


# ---------------------------------------------------------------------------
# typeguard, beartype and jaxtyping
# ---------------------------------------------------------------------------

def test_typeguard_checks_array_dtypes_through_the_plugin() -> None:

    f32, weak = jnp.float32(1), jnp.asarray(1.0)
    typeguard.check_type(f32, Array[jnp.floating])
    typeguard.check_type(weak, Array[float])
    typeguard.check_type(weak, Array[jnp.float32] | Array[float])
    with pytest.raises(typeguard.TypeCheckError, match=r"is Array\[float\] \(weakly typed float.*\), not Array\[float32\]"):
        typeguard.check_type(weak, Array[jnp.float32])
    with pytest.raises(typeguard.TypeCheckError):
        typeguard.check_type(1.0, Array[float])

    @typeguard.typechecked
    def f(x: Array[jnp.integer], y: Array[jnp.bool_] | None = None) -> Array[jnp.integer]:
        return x

    f(jnp.int16(1), jnp.bool_(1))
    with pytest.raises(typeguard.TypeCheckError, match=r'argument "x" .* is Array\[float32\], not Array\[integer\]'):
        f(f32)
    with pytest.raises(typeguard.TypeCheckError, match=r'argument "y"'):
        f(jnp.int16(1), jnp.int16(1))


@REVEAL_EXECUTION
@MODES
def test_typeguard_agrees_with_isinstance_on_every_reveal_kind(x64: bool) -> None:

    seen: set[tuple[Any, ...]] = set()
    for r in revealed(x64):
        key = (r.value.dtype, r.value.weak_type, r.static)
        if key in seen:
            continue
        seen.add(key)
        typeguard.check_type(r.value, r.static)
        for wrong in wrong_types(r.value.dtype, r.value.weak_type):
            with pytest.raises(typeguard.TypeCheckError):
                typeguard.check_type(r.value, wrong)


def test_jaxtyping_shapes_and_dtypes_with_beartype() -> None:

    batch = jnp.zeros((4, 784), dtype=jnp.float32)
    assert isinstance(batch, Float32[Array, "batch 784"])
    assert not isinstance(batch, Float32[Array, "batch 10"])
    assert not isinstance(batch, Int16[Array, "batch 784"])
    assert isinstance(jnp.bfloat16(1), Float[Array, ""])

    @jaxtyped(typechecker=beartype)
    def dense(x: Float32[Array, "batch 784"], w: Float32[Array, "784 out"]) -> Float32[Array, "batch out"]:
        return x @ w

    assert dense(batch, jnp.zeros((784, 10), dtype=jnp.float32)).shape == (4, 10)
    with pytest.raises(TypeCheckError, match="parameter 'w'"):
        dense(batch, jnp.zeros((10, 10), dtype=jnp.float32))  # 784 != 10
    with pytest.raises(TypeCheckError, match="parameter 'x'"):
        dense(batch.astype(jnp.float16), jnp.zeros((784, 10), dtype=jnp.float32))

    @beartype
    def plain(x: Float32[Array, "n"], y: Array[jnp.float32]) -> None:  # noqa: F821
        pass

    plain(jnp.zeros(3, dtype=jnp.float32), jnp.float32(1))
    with pytest.raises(BeartypeCallHintViolation):
        plain(jnp.zeros(3, dtype=jnp.int16), jnp.float32(1))
    with pytest.raises(BeartypeCallHintViolation):
        plain(jnp.zeros(3, dtype=jnp.float32), 1.0)  # beartype checks Array[...] as Array


def test_jaxtyping_shapes_with_typeguard_and_with_jaxtypes_typecheck() -> None:

    batch = jnp.zeros((4, 784), dtype=jnp.float32)
    typeguard.check_type(batch, Float32[Array, "batch 784"])
    with pytest.raises(typeguard.TypeCheckError):
        typeguard.check_type(batch, Float32[Array, "batch 10"])

    @jaxtyped(typechecker=jaxtypes.typecheck)
    def add(x: Float32[Array, "n m"], y: Float32[Array, "n m"], k: Array[float]) -> Float32[Array, "n m"]:
        return x + y * k

    assert add(batch, batch, jnp.asarray(2.0)).shape == (4, 784)
    with pytest.raises(TypeCheckError, match=r"parameter 'y'"):
        add(batch, jnp.zeros((4, 10), dtype=jnp.float32), jnp.asarray(2.0))  # n m bound by x
    with pytest.raises(TypeCheckError, match=r"parameter 'k'.*\nActual value: Array\(2., dtype=float32\)"):
        add(batch, batch, jnp.float32(2))

    with jaxtypes.enable_x64(False):
        @jaxtypes.jit
        def traced(x: Any) -> Any:
            assert isinstance(x, Float32[Array, "4 784"])
            return x

        traced(batch)
