"""The IR under jit: make_jaxpr, eval_shape, staging of operand-less primitives, weak
types from abstract evaluation, literals and constants."""

from __future__ import annotations

import numpy as np
import pytest

import jaxtypes
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import ShapeDtypeStruct, eval_shape, jit, make_jaxpr
from jaxtypes.runtime.core.ir import ClosedJaxpr, Literal, Var
from tests.conftest import modes

jax = pytest.importorskip("jax")


def test_make_jaxpr_prints_readably() -> None:
    closed = make_jaxpr(lambda x, y: jnp.sin(x) * y + 1)(jnp.ones(3), 2.0)
    assert isinstance(closed, ClosedJaxpr)
    assert str(closed) == (
        "{ lambda ; a:f32[3] b:~f32[]. let\n"
        "    c:f32[3] = sin a\n"
        "    d:f32[] = convert_element_type[new_dtype=float32 weak_type=False] b\n"  # (strong beside c, as in jax)
        "    e:f32[3] = mul c d\n"
        "    f:f32[3] = add e 1.0:f32[]\n"
        "  in (f,) }")


def test_closed_over_arrays_are_constants_and_scalars_literals() -> None:
    table = jnp.arange(4.0)
    closed = make_jaxpr(lambda x: x * table + jnp.float32(3))(jnp.ones(4))
    (const,) = closed.jaxpr.constvars
    assert const.aval.shape == (4,) and closed.consts[0] is table
    literals = [a for eqn in closed.eqns for a in eqn.inputs if isinstance(a, Literal)]
    assert [float(a.value) for a in literals] == [3.0]
    assert jit(lambda x: x * table + jnp.float32(3))(jnp.ones(4)).tolist() == [3.0, 4.0, 5.0, 6.0]


def test_operand_less_primitives_are_staged() -> None:
    closed = make_jaxpr(lambda x: lax.iota(jnp.int32, 4) + x)(jnp.ones(4, jnp.int32))
    assert [eqn.primitive.name for eqn in closed.eqns] == ["iota", "add"]
    assert not closed.jaxpr.constvars


def test_equations_carry_typed_variables() -> None:
    closed = make_jaxpr(lambda x: (x.astype(jnp.int8), x > 0, jnp.sum(x)))(jnp.ones((2, 3), jnp.float16))
    outs = closed.out_avals
    assert [(a.shape, a.dtype.name, a.weak_type) for a in outs] == [
        ((2, 3), "int8", False), ((2, 3), "bool", False), ((), "float16", False)]
    for eqn in closed.eqns:
        assert all(isinstance(v, Var) for v in eqn.outputs)


@pytest.mark.parametrize("x64", [False, True])
def test_weak_types_come_from_abstract_evaluation(x64: bool) -> None:
    def fun(x):  # type: ignore[no-untyped-def]
        return (x * 2, lax.select(x > 0, x, x), lax.convert_element_type(x, jnp.int32), lax.argmax(x, 0, jnp.int32),
                lax.broadcast_in_dim(x, (2, 3), (1,)), lax.bitcast_convert_type(x, jnp.int32))

    with modes(x64, "standard"):
        weak = jnp.asarray(1.5) * jnp.ones(3, dtype=float)  # a weak float array
        weak = lax.convert_element_type(jnp.ones(3), jnp.float32, weak_type=True)
        staged = eval_shape(fun, weak)
        eager = fun(weak)
        for s, e in zip(staged, eager):
            assert (s.shape, s.dtype, s.weak_type) == (e.shape, e.dtype, e.weak_type)
        assert [e.weak_type for e in eager] == [True, True, False, False, True, False]


def test_eval_shape_matches_jax() -> None:
    def fun(np_like):  # type: ignore[no-untyped-def]
        return lambda x, y: {"sum": (x @ y).sum(axis=0), "mask": [x > 1],
                             "mean": np_like.mean(x.astype(np_like.int8))}

    ours = eval_shape(fun(jnp), ShapeDtypeStruct((4, 5), jnp.float32), jnp.ones((5, 2)))
    theirs = jax.eval_shape(fun(jax.numpy), jax.ShapeDtypeStruct((4, 5), np.float32), jax.numpy.ones((5, 2)))
    flat_ours, flat_theirs = jaxtypes.tree_util.tree_leaves(ours), jax.tree_util.tree_leaves(theirs)
    assert [(a.shape, a.dtype) for a in flat_ours] == [(b.shape, b.dtype) for b in flat_theirs]


def test_eval_shape_runs_nothing_and_raises_clear_errors() -> None:
    with pytest.raises(TypeError, match="requires arguments to have the same dtypes"):
        eval_shape(lambda x: lax.add(x, x.astype(jnp.int32)), ShapeDtypeStruct((3,), jnp.float32))
    with pytest.raises(TypeError, match="expected an array, a ShapeDtypeStruct or a scalar"):
        eval_shape(lambda x: x, "text")


def test_jit_with_static_arguments_in_make_jaxpr() -> None:
    closed = make_jaxpr(lambda x, n: x ** n, static_argnums=1)(jnp.ones(2), 3)
    assert [eqn.primitive.name for eqn in closed.eqns] == ["integer_pow"]
    assert closed.eqns[0].params == {"y": 3}


def test_derived_bodies_write_their_rules_constants_as_literals() -> None:
    from jaxtypes.runtime.backend import Aval
    from jaxtypes.runtime.core.creation import asarray
    from jaxtypes.runtime.core.subjaxpr import trace_derived_body

    def derived(k: float) -> object:
        table = np.full((2, 3), k, np.float32)
        return trace_derived_body(lambda x: [x * asarray(table)], [Aval((2, 3), np.dtype(np.float32))], "test")

    two, three = derived(2.0), derived(3.0)
    assert len(two.in_avals) == 1 and "const<" in str(two)  # type: ignore[attr-defined]
    assert two == derived(2.0) and two != three  # equal text only for equal values
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(np.asarray(two(jnp.asarray(x))[0]), 2 * x)  # type: ignore[operator]


def test_grad_of_scan_whose_custom_jvp_rule_makes_array_constants() -> None:
    def make(lib: object) -> object:
        @lib.custom_jvp  # type: ignore[attr-defined]
        def f(x: object) -> object:
            return lib.numpy.sin(x)  # type: ignore[attr-defined]

        @f.defjvp
        def f_jvp(primals: object, tangents: object) -> object:
            (x,), (t,) = primals, tangents  # type: ignore[misc]
            weights = lib.numpy.asarray(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))  # type: ignore[attr-defined]
            return f(x), weights @ (lib.numpy.cos(x) * t)  # type: ignore[attr-defined, operator]

        def loss(x: object) -> object:
            carry, _ = lib.lax.scan(lambda c, _: (f(c), None), x, None, length=3)  # type: ignore[attr-defined]
            return carry.sum()  # type: ignore[attr-defined]

        return loss

    x = np.array([0.3, -0.7], np.float32)
    ours = jaxtypes.grad(jit(make(jaxtypes)))(jnp.asarray(x))  # type: ignore[arg-type]
    want = jax.grad(jax.jit(make(jax)))(x)  # type: ignore[arg-type]
    np.testing.assert_allclose(np.asarray(ours), np.asarray(want), rtol=1e-6)
