"""grad, jvp, vjp, vmap and their compositions: every differentiable primitive checked
against finite differences (orders 1 and 2) and against jax, and every primitive's
vmap against a Python loop and against jax.vmap.

Each case is a function of float64 arrays written once and run with either library's
``lax``/``numpy`` (``L``/``N`` below), so both libraries compute the same thing.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes
import jaxtypes.lax as our_lax
import jaxtypes.numpy as our_numpy
from jaxtypes.runtime.interpreters.transformations import grad, hessian, jacfwd, jacrev, jvp, linearize, value_and_grad, vmap
from tests.conftest import modes

jax = pytest.importorskip("jax")
import jax.numpy as jax_numpy  # noqa: E402
from jax import lax as jax_lax  # noqa: E402

from tests.gradient_checks import Case, arguments, case_rng, check_against_jax, check_finite_differences, close, ours, theirs  # noqa: E402


def unary(name: str, domain: tuple[float, float] = (-2.0, 2.0), smooth: bool = True, orders: int = 2) -> Case:
    return Case(name, lambda L, N, x: getattr(L, name)(x), ((2, 3),), domain, smooth, orders)


def binary(name: str, domain: tuple[float, float] = (-2.0, 2.0), smooth: bool = True) -> Case:
    return Case(name, lambda L, N, x, y: getattr(L, name)(x, y), ((2, 3), (2, 3)), domain, smooth)


POSITIVE, UNIT = (0.3, 2.5), (-0.9, 0.9)
CASES = [
    *(unary(n) for n in ("exp", "exp2", "expm1", "sin", "cos", "tan", "atan", "sinh", "cosh", "tanh", "asinh",
                          "cbrt", "logistic", "erf", "erfc", "neg", "square", "reciprocal")),
    *(unary(n, POSITIVE) for n in ("log", "log1p", "sqrt", "rsqrt")),
    unary("lgamma", POSITIVE),
    *(unary(n, UNIT) for n in ("asin", "acos", "atanh", "erf_inv")),
    unary("acosh", (1.2, 3.0)),
    *(unary(n, smooth=False) for n in ("abs", "sign", "floor", "ceil", "round")),
    *(binary(n) for n in ("add", "sub", "mul", "atan2")),
    binary("div", POSITIVE),
    binary("pow", POSITIVE),
    *(binary(n, smooth=False) for n in ("max", "min", "rem")),
    Case("integer_pow", lambda L, N, x: L.integer_pow(x, 3), ((2, 3),)),
    Case("integer_pow_negative", lambda L, N, x: L.integer_pow(x, -2), ((2, 3),), POSITIVE),
    Case("select_n", lambda L, N, x, y: L.select_n(x > 0, x, y), ((2, 3), (2, 3)), smooth=False),
    Case("clamp", lambda L, N, x: L.clamp(-0.5, x, 0.7), ((2, 3),), smooth=False),
    # float32 rounding inside: finite differences in float64 cannot see the derivative exactly
    Case("convert_element_type", lambda L, N, x: L.convert_element_type(x, np.float32).astype(np.float64), ((2, 3),),
         smooth=False),
    Case("reduce_sum", lambda L, N, x: L.reduce_sum(x, (1,)), ((2, 3),)),
    Case("reduce_prod", lambda L, N, x: L.reduce_prod(x, (0, 1)), ((2, 3),)),
    Case("reduce_max", lambda L, N, x: L.reduce_max(x, (0,)), ((2, 3),), smooth=False),
    Case("reduce_min", lambda L, N, x: L.reduce_min(x, (1,)), ((2, 3),), smooth=False),
    Case("broadcast_in_dim", lambda L, N, x: L.broadcast_in_dim(x, (4, 2, 3), (1, 2)), ((2, 1),)),
    Case("reshape", lambda L, N, x: L.reshape(x, (3, 2)), ((2, 3),)),
    Case("reshape_dimensions", lambda L, N, x: L.reshape(x, (6,), (1, 0)), ((2, 3),)),
    Case("transpose", lambda L, N, x: L.transpose(x, (1, 0)), ((2, 3),)),
    Case("concatenate", lambda L, N, x, y: L.concatenate([x, y, x], 1), ((2, 3), (2, 2))),
    Case("pad", lambda L, N, x: L.pad(x, 0.5, ((1, -1, 1), (0, 2, 0))), ((2, 3),)),
    Case("pad_value", lambda L, N, x, v: L.pad(x, L.reshape(v, ()), ((1, 1, 0), (2, 0, 1))), ((2, 3), (1,))),
    Case("rev", lambda L, N, x: L.rev(x, (0, 1)), ((2, 3),)),
    Case("slice", lambda L, N, x: L.slice(x, (0, 1), (2, 4), (1, 2)), ((2, 4),)),
    Case("dynamic_slice", lambda L, N, x: L.dynamic_slice(x, (1, -2), (1, 2)), ((2, 3),)),
    Case("dynamic_update_slice", lambda L, N, x, u: L.dynamic_update_slice(x, u, (0, 1)), ((2, 3), (1, 2))),
    Case("dot_general", lambda L, N, x, y: L.dot_general(x, y, (((2,), (1,)), ((0,), (0,)))), ((2, 3, 4), (2, 4, 5))),
    Case("dot", lambda L, N, x, y: L.dot(x, y), ((2, 3), (3, 4))),
    Case("complex_parts", lambda L, N, x, y: L.real(L.complex(x, y) * L.conj(L.complex(y, x))) + L.imag(L.complex(x, y)),
         ((2, 3), (2, 3))),
    Case("reduce_precision", lambda L, N, x: L.reduce_precision(x, 8, 23), ((2, 3),), smooth=False),
    # jnp functions built on those primitives
    Case("numpy_mean_var", lambda L, N, x: N.mean(x * x, axis=0) - N.mean(x, axis=0) ** 2, ((3, 4),)),
    Case("numpy_softplus", lambda L, N, x: N.log1p(N.exp(-N.abs(x))) + N.maximum(x, 0.0), ((2, 3),), smooth=False),
    Case("numpy_where_clip", lambda L, N, x, y: N.where(x > y, N.clip(x, -1.0, 1.0), N.sin(y)), ((2, 3), (2, 3)),
         smooth=False),
    Case("numpy_matmul_sum", lambda L, N, x, y: N.sum(N.tanh(x @ y), axis=-1), ((2, 3), (3, 4))),
    Case("numpy_indexing", lambda L, N, x: x[1, ::-1] * x[:, 0][None].T.reshape(-1)[0], ((2, 3),)),
    Case("numpy_stack_max", lambda L, N, x, y: N.max(N.stack([x, y]), axis=0) + N.prod(x, axis=1).sum(),
         ((2, 3), (2, 3)), smooth=False),
]
IDS = [c.name for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_jvp_and_vjp_match_jax(case: Case) -> None:
    check_against_jax(case, case_rng(case))


@pytest.mark.parametrize("case", [c for c in CASES if c.smooth], ids=[c.name for c in CASES if c.smooth])
def test_derivatives_match_finite_differences_to_second_order(case: Case) -> None:
    check_finite_differences(case, case_rng(case))


VMAP_AXES = [0, 1, -1, None]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_vmap_equals_a_loop_and_jax(case: Case) -> None:
    rng = case_rng(case)
    size = 3
    with modes(True, "standard"):
        for trial, first_axis in enumerate(VMAP_AXES):
            # Each trial maps the first argument at `first_axis`, the others alternately at 0 and not at all.
            axes = [first_axis] + [0 if (i + trial) % 2 else None for i in range(1, len(case.shapes))]
            if all(a is None for a in axes):
                axes[0] = 0
            examples = [arguments(case, rng) for _ in range(size)]
            batched = []
            for i, axis in enumerate(axes):
                if axis is None:
                    batched.append(examples[0][i])
                else:
                    batched.append(np.stack([e[i] for e in examples], axis=axis))
            loop = [np.asarray(ours(case)(*[our_numpy.asarray(examples[k][i] if axes[i] is not None else examples[0][i])
                                             for i in range(len(axes))])) for k in range(size)]
            mapped = vmap(ours(case), in_axes=tuple(axes))(*[our_numpy.asarray(b) for b in batched])
            np.testing.assert_allclose(np.asarray(mapped), np.stack(loop), rtol=1e-12, atol=1e-12)
            expected = jax.vmap(theirs(case), in_axes=tuple(axes))(*[jax_numpy.asarray(b) for b in batched])
            close(mapped, expected)
            out_moved = vmap(ours(case), in_axes=tuple(axes), out_axes=-1)(*[our_numpy.asarray(b) for b in batched])
            np.testing.assert_allclose(np.asarray(out_moved), np.moveaxis(np.stack(loop), 0, -1), rtol=1e-12)


# -- compositions ---------------------------------------------------------------------

def _loss(N: Any) -> Callable[..., Any]:
    def loss(params: dict[str, Any], x: Any) -> Any:
        hidden = N.tanh(x @ params["w1"] + params["b1"])
        return N.mean((hidden @ params["w2"]) ** 2)

    return loss


def _params(N: Any, rng: np.random.Generator) -> dict[str, Any]:
    return {"w1": N.asarray(rng.normal(size=(4, 5))), "b1": N.asarray(rng.normal(size=(5,))),
            "w2": N.asarray(rng.normal(size=(5, 2)))}


@pytest.mark.parametrize("x64", [False, True])
def test_compositions_agree_with_jax(x64: bool) -> None:
    rng = np.random.default_rng(7)
    host_params = {k: np.asarray(v) for k, v in _params(np, rng).items()}
    host_x = rng.normal(size=(8, 4))
    with modes(x64, "standard"):
        ours_p = {k: our_numpy.asarray(v) for k, v in host_params.items()}
        theirs_p = {k: jax_numpy.asarray(v) for k, v in host_params.items()}
        ox, tx = our_numpy.asarray(host_x), jax_numpy.asarray(host_x)
        tol = 1e-10 if x64 else 2e-5
        our_loss, jax_loss = _loss(our_numpy), _loss(jax_numpy)
        pairs = [
            (grad(our_loss)(ours_p, ox), jax.grad(jax_loss)(theirs_p, tx)),
            (jaxtypes.jit(grad(our_loss))(ours_p, ox), jax.jit(jax.grad(jax_loss))(theirs_p, tx)),
            (grad(jaxtypes.jit(our_loss))(ours_p, ox), jax.grad(jax.jit(jax_loss))(theirs_p, tx)),
            (vmap(grad(our_loss), in_axes=(None, 0))(ours_p, ox[:, None]),
             jax.vmap(jax.grad(jax_loss), in_axes=(None, 0))(theirs_p, tx[:, None])),
            (value_and_grad(our_loss, argnums=(0, 1))(ours_p, ox), jax.value_and_grad(jax_loss, argnums=(0, 1))(theirs_p, tx)),
            (jacfwd(jacrev(lambda v: our_numpy.sum(our_numpy.sin(v) ** 3)))(ox[0]),
             jax.jacfwd(jax.jacrev(lambda v: jax_numpy.sum(jax_numpy.sin(v) ** 3)))(tx[0])),
            (grad(grad(lambda s: s * our_numpy.sin(s)))(ox[0, 0]), jax.grad(jax.grad(lambda s: s * jax_numpy.sin(s)))(tx[0, 0])),
            (hessian(lambda v: our_numpy.sum(v ** 4))(ox[0]), jax.hessian(lambda v: jax_numpy.sum(v ** 4))(tx[0])),
            (jacrev(lambda v: {"a": v * 2, "b": [our_numpy.sum(v)]})(ox[0]),
             jax.jacrev(lambda v: {"a": v * 2, "b": [jax_numpy.sum(v)]})(tx[0])),
            (jaxtypes.jit(vmap(jacfwd(lambda v: our_numpy.tanh(v) * v)))(ox[:3]),
             jax.jit(jax.vmap(jax.jacfwd(lambda v: jax_numpy.tanh(v) * v)))(tx[:3])),
        ]
        for ours, theirs in pairs:
            close(ours, theirs, tol)


def test_closures_and_weak_types_follow_jax() -> None:
    scale = our_numpy.asarray(3.0)
    assert grad(lambda x: x * scale)(2.0).tolist() == 3.0
    for ours, theirs in [(grad(lambda x: x * 2.0)(1.0), jax.grad(lambda x: x * 2.0)(1.0)),
                         (grad(lambda x: x * 2.0)(our_numpy.float32(1.0)), jax.grad(lambda x: x * 2.0)(jax_numpy.float32(1.0))),
                         (jvp(lambda x: x * 2, (1.0,), (1.0,))[1], jax.jvp(lambda x: x * 2, (1.0,), (1.0,))[1])]:
        assert (ours.dtype, ours.weak_type) == (theirs.dtype, theirs.weak_type)


def test_has_aux_argnums_and_allow_int() -> None:
    f = lambda x, n: (our_numpy.sum(x * x) * n, {"n": n})  # noqa: E731
    g, aux = grad(f, has_aux=True)(our_numpy.arange(3.0), 2.0)
    assert g.tolist() == [0.0, 4.0, 8.0] and aux["n"] == 2.0
    dx, di = grad(lambda x, i: x * i, argnums=(0, 1), allow_int=True)(3.0, our_numpy.asarray(2))
    assert float(dx) == 2.0 and di.dtype == jaxtypes.runtime.interpreters.transformations.float0 and di.shape == ()
    out, f_jvp = linearize(lambda x: our_numpy.sin(x) * x, our_numpy.arange(3.0))
    np.testing.assert_allclose(np.asarray(f_jvp(our_numpy.ones(3))), np.cos(np.arange(3.0)) * np.arange(3.0) + np.sin(np.arange(3.0)), rtol=1e-6)


def test_errors_are_clear() -> None:
    with pytest.raises(TypeError, match="grad requires real- or complex-valued inputs"):
        grad(lambda x: x * 2)(our_numpy.arange(3))
    with pytest.raises(TypeError, match="only defined for scalar-output functions"):
        grad(lambda x: x * 2)(our_numpy.ones(3))
    with pytest.raises(TypeError, match="requires real-valued outputs"):
        grad(lambda x: our_lax.complex(x, x))(1.0)
    with pytest.raises(ValueError, match="inconsistent sizes"):
        vmap(lambda a, b: a + b)(our_numpy.ones(3), our_numpy.ones(4))
    with pytest.raises(ValueError, match="in_axes has 1 entries"):
        vmap(lambda a, b: a + b, in_axes=(0,))(our_numpy.ones(3), our_numpy.ones(3))
    leaked: list[Any] = []
    grad(lambda x: leaked.append(x) or x * 2)(1.0)
    with pytest.raises(jaxtypes.runtime.core.tracing.UnexpectedTracerError):
        leaked[0] + 1


def test_stop_gradient_on_pytrees() -> None:
    f = lambda x: x * our_lax.stop_gradient({"a": x})["a"] + our_numpy.sin(x)  # noqa: E731
    g = lambda x: x * jax_lax.stop_gradient({"a": x})["a"] + jax_numpy.sin(x)  # noqa: E731
    close(grad(f)(0.5), jax.grad(g)(0.5))
    close(vmap(grad(f))(our_numpy.arange(3.0)), jax.vmap(jax.grad(g))(jax_numpy.arange(3.0)))
    assert our_lax.stop_gradient(our_numpy.arange(3)).dtype == np.int32


def test_custom_jvp_custom_vjp_and_checkpoint_against_jax() -> None:
    from jaxtypes import checkpoint, custom_jvp, custom_vjp

    def make(lib: Any, N: Any) -> tuple[Any, Any]:
        @lib.custom_jvp
        def softplus(x: Any) -> Any:
            return N.log1p(N.exp(x))

        @softplus.defjvp
        def softplus_jvp(primals: Any, tangents: Any) -> Any:
            (x,), (t,) = primals, tangents
            return softplus(x), t * 3.0  # not the true derivative: shows the rule is used

        @lib.custom_vjp
        def clip_gradient(x: Any, y: Any) -> Any:
            return x * y

        clip_gradient.defvjp(lambda x, y: (x * y, (x, y)),
                             lambda res, ct: (N.clip(ct * res[1], -1.0, 1.0), ct * res[0] * 10.0))
        return softplus, clip_gradient

    ours_sp, ours_cg = make(jaxtypes, our_numpy)
    jax_sp, jax_cg = make(jax, jax_numpy)
    assert custom_jvp is jaxtypes.custom_jvp and custom_vjp is jaxtypes.custom_vjp
    x, y = np.linspace(-2.0, 2.0, 5), np.linspace(0.5, 3.0, 5)
    with modes(True, "standard"):
        ox, oy, tx, ty = our_numpy.asarray(x), our_numpy.asarray(y), jax_numpy.asarray(x), jax_numpy.asarray(y)
        body = lambda f, N: lambda a, b: N.sum(f(a, b) ** 2)  # noqa: E731
        pairs = [
            (grad(lambda a: our_numpy.sum(ours_sp(a)))(ox), jax.grad(lambda a: jax_numpy.sum(jax_sp(a)))(tx)),
            (vmap(grad(ours_sp))(ox), jax.vmap(jax.grad(jax_sp))(tx)),
            (grad(lambda a: our_numpy.sum(vmap(ours_sp)(a)))(ox), jax.grad(lambda a: jax_numpy.sum(jax.vmap(jax_sp)(a)))(tx)),
            (jvp(ours_sp, (ox,), (oy,)), jax.jvp(jax_sp, (tx,), (ty,))),
            (grad(body(ours_cg, our_numpy), argnums=(0, 1))(ox, oy), jax.grad(body(jax_cg, jax_numpy), argnums=(0, 1))(tx, ty)),
            (jaxtypes.jit(grad(body(ours_cg, our_numpy)))(ox, oy), jax.jit(jax.grad(body(jax_cg, jax_numpy)))(tx, ty)),
            (grad(lambda a, b: our_numpy.sum(vmap(ours_cg)(a, b)))(ox, oy),
             jax.grad(lambda a, b: jax_numpy.sum(jax.vmap(jax_cg)(a, b)))(tx, ty)),
            (grad(checkpoint(lambda a: our_numpy.sum(our_numpy.sin(our_numpy.cos(a)) * a)))(ox),
             jax.grad(jax.checkpoint(lambda a: jax_numpy.sum(jax_numpy.sin(jax_numpy.cos(a)) * a)))(tx)),
            (jvp(checkpoint(our_numpy.tanh), (ox,), (oy,)), jax.jvp(jax.checkpoint(jax_numpy.tanh), (tx,), (ty,))),
        ]
        for ours, theirs in pairs:
            close(ours, theirs)
        with pytest.raises(TypeError, match="can't apply forward-mode autodiff"):
            jvp(ours_cg, (ox, oy), (oy, oy))


def test_checkpoint_recomputes_instead_of_saving() -> None:
    from jaxtypes import checkpoint

    body = lambda a: our_numpy.sin(our_numpy.cos(a)) * a  # noqa: E731
    plain = jaxtypes.make_jaxpr(grad(body))(0.5)
    remat = jaxtypes.make_jaxpr(grad(jaxtypes.remat(body)))(0.5)
    count = lambda jaxpr, name: sum(e.primitive.name == name for e in jaxpr.eqns)  # noqa: E731
    assert count(remat, "cos") == count(plain, "cos") + 1  # the forward pass runs again for the backward one
    assert checkpoint is jaxtypes.remat


INTEGER_CASES = {  # primitives of integer and bool data (no derivatives): vmap against a loop and jax
    "comparisons": lambda L, N, x, y: (L.lt(x, y), L.ge(x, y), L.eq(x, y), L.ne(x, y)),
    "bitwise": lambda L, N, x, y: (L.bitwise_and(x, y), L.bitwise_or(x, y), L.bitwise_xor(x, y), L.bitwise_not(x)),
    "shifts": lambda L, N, x, y: (L.shift_left(x, L.rem(L.abs(y), 8)), L.shift_right_logical(x, L.rem(L.abs(y), 8)),
                                  L.shift_right_arithmetic(x, L.rem(L.abs(y), 8))),
    "bit_counts": lambda L, N, x, y: (L.population_count(x), L.clz(y)),
    "argmax_argmin": lambda L, N, x, y: (L.argmax(x, 1, np.int32), L.argmin(y, 0, np.int32)),
    "logical_reductions": lambda L, N, x, y: (L.reduce_and(x > 0, (1,)), L.reduce_or(y > 0, (0,)), L.reduce_xor(x, (1,))),
    "select_n_integer_which": lambda L, N, x, y: L.select_n(L.rem(L.abs(x), 3), x, y, x * y),
    "iota_and_convert": lambda L, N, x, y: L.convert_element_type(x, np.float32) + L.broadcasted_iota(np.float32, (2, 3), 1),
    "bitcast_and_is_finite": lambda L, N, x, y: (L.bitcast_convert_type(x, np.float32), L.is_finite(L.bitcast_convert_type(y, np.float32))),
    "integer_power": lambda L, N, x, y: N.power(x, N.abs(y) % 4),
}


@pytest.mark.parametrize("name", list(INTEGER_CASES))
def test_vmap_of_integer_primitives(name: str) -> None:
    fun = INTEGER_CASES[name]
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    batched = [rng.integers(-50, 50, (4, 2, 3), dtype=np.int32) for _ in range(2)]
    for axes in [(0, 0), (1, None), (-1, 2)]:
        args = [np.moveaxis(b, 0, a) if a is not None else b[0] for b, a in zip(batched, axes)]
        mapped = vmap(lambda x, y: fun(our_lax, our_numpy, x, y), in_axes=axes)(*[our_numpy.asarray(a) for a in args])
        loop = [fun(our_lax, our_numpy, our_numpy.asarray(batched[0][k]), our_numpy.asarray(batched[1][k] if axes[1] is not None else batched[1][0]))
                for k in range(4)]
        stacked = jaxtypes.tree_util.tree_map(lambda *xs: np.stack([np.asarray(x) for x in xs]), *loop)
        for m, l in zip(jaxtypes.tree_util.tree_leaves(mapped), jaxtypes.tree_util.tree_leaves(stacked)):
            np.testing.assert_array_equal(np.asarray(m), l)
        theirs = jax.vmap(lambda x, y: fun(jax_lax, jax_numpy, x, y), in_axes=axes)(*[jax_numpy.asarray(a) for a in args])
        close(mapped, theirs)


def test_python_control_flow_on_concrete_primals_under_grad() -> None:
    """As in JAX: a JVP tracer of a concrete primal has a value (bool, int, shapes);
    under jit it has none."""
    f = lambda x: x if x > 0 else -x * int(x)  # noqa: E731
    for x in (2.0, -3.0):
        assert float(grad(f)(x)) == float(jax.grad(f)(x))
    assert grad(lambda x: our_numpy.sum(our_numpy.arange(x) * x))(3.0).tolist() == 3.0
    with pytest.raises(jaxtypes.runtime.core.tracing.TracerError, match="bool"):
        jaxtypes.jit(grad(f))(2.0)


def _nondiff_vjp(lib: Any, N: Any) -> tuple[Any, Any]:
    """custom_vjp with a function (static) and a concrete array as nondiff_argnums."""
    @functools.partial(lib.custom_vjp, nondiff_argnums=(0, 2))
    def apply(f: Any, x: Any, table: Any) -> Any:
        return f(x) * table

    apply.defvjp(lambda f, x, table: (f(x) * table, (x,)),
                 lambda f, table, res, ct: (ct * table * 2.0 * res[0],))  # not the true derivative: the rule is used

    @functools.partial(lib.custom_vjp, nondiff_argnums=(1,))
    def pair(x: Any, power: int, y: Any) -> Any:
        return x ** power + y

    pair.defvjp(lambda x, power, y: (x ** power + y, x), lambda power, x, ct: (ct * power * x ** (power - 1), None))
    return apply, pair


def _nondiff_jvp(lib: Any) -> Any:
    @functools.partial(lib.custom_jvp, nondiff_argnums=(0,))
    def apply(f: Any, x: Any) -> Any:
        return f(x)

    @apply.defjvp
    def apply_jvp(f: Any, primals: Any, tangents: Any) -> Any:  # nondiff arguments first, as in JAX
        return f(primals[0]), tangents[0] * 5.0

    return apply


def test_custom_vjp_and_custom_jvp_nondiff_argnums_against_jax() -> None:
    (ours_apply, ours_pair), (jax_apply, jax_pair) = _nondiff_vjp(jaxtypes, our_numpy), _nondiff_vjp(jax, jax_numpy)
    ours_jvp_apply, jax_jvp_apply = _nondiff_jvp(jaxtypes), _nondiff_jvp(jax)
    table = np.array([1.0, 2.0, 3.0])
    with modes(True, "standard"):
        x, y = np.linspace(-1.0, 1.0, 3), np.linspace(0.5, 2.0, 3)
        ox, oy, tx, ty = our_numpy.asarray(x), our_numpy.asarray(y), jax_numpy.asarray(x), jax_numpy.asarray(y)
        pairs = [
            (ours_apply(our_numpy.sin, ox, table), jax_apply(jax_numpy.sin, tx, table)),
            (grad(lambda a: our_numpy.sum(ours_apply(our_numpy.sin, a, table)))(ox),
             jax.grad(lambda a: jax_numpy.sum(jax_apply(jax_numpy.sin, a, table)))(tx)),
            (vmap(grad(lambda a: ours_apply(our_numpy.sin, a, 3.0)))(ox),
             jax.vmap(jax.grad(lambda a: jax_apply(jax_numpy.sin, a, 3.0)))(tx)),
            (jaxtypes.jit(grad(lambda a, b: our_numpy.sum(ours_pair(a, 3, b)), argnums=(0, 1)))(ox, oy),
             jax.jit(jax.grad(lambda a, b: jax_numpy.sum(jax_pair(a, 3, b)), argnums=(0, 1)))(tx, ty)),
            (grad(lambda a: our_numpy.sum(ours_pair(a, 2, a)))(ox), jax.grad(lambda a: jax_numpy.sum(jax_pair(a, 2, a)))(tx)),
            (vmap(grad(lambda a: ours_jvp_apply(our_numpy.sin, a)))(ox),
             jax.vmap(jax.grad(lambda a: jax_jvp_apply(jax_numpy.sin, a)))(tx)),
            (jvp(lambda a: ours_jvp_apply(our_numpy.cos, a), (ox,), (oy,)),
             jax.jvp(lambda a: jax_jvp_apply(jax_numpy.cos, a), (tx,), (ty,))),
        ]
        for ours_result, theirs_result in pairs:
            close(ours_result, theirs_result)
        # A traced value in a nondiff position is an error in both.
        with pytest.raises(jax.errors.UnexpectedTracerError):
            jax.jit(lambda t: jax_apply(jax_numpy.sin, tx, t))(tx)
        with pytest.raises(jaxtypes.runtime.core.tracing.UnexpectedTracerError, match="nondiff_argnums"):
            jaxtypes.jit(lambda t: ours_apply(our_numpy.sin, ox, t))(ox)
        with pytest.raises(TypeError, match="one cotangent per differentiable argument"):
            bad = jaxtypes.custom_vjp(lambda f, x: f(x), nondiff_argnums=(0,))
            bad.defvjp(lambda f, x: (f(x), x), lambda f, res, ct: (ct, ct))
            grad(lambda a: bad(our_numpy.sin, a))(1.0)


def _remat_body(N: Any, name: Callable[[Any, str], Any]) -> Callable[..., Any]:
    def f(w: Any, x: Any, scale: float) -> Any:
        h = N.tanh(name(N.matmul(x, N.stack([w, w])), "h"))  # a product with batch dimensions
        h = N.reshape(h, (4, 3))
        return N.sum(N.sin(h @ w.T) * h) * scale  # one without

    return f


POLICIES = ["everything_saveable", "nothing_saveable", "dots_saveable", "dots_with_no_batch_dims_saveable",
            "save_only_these_names", "save_anything_except_these_names", None]


def _policy(module: Any, name: str | None) -> Any:
    if name in ("save_only_these_names", "save_anything_except_these_names"):
        return getattr(module, name)("h")
    return None if name is None else getattr(module, name)


def test_checkpoint_policies_against_jax() -> None:
    from jax.ad_checkpoint import checkpoint_name as jax_name

    from jaxtypes.ad_checkpoint import checkpoint_name

    rng = np.random.default_rng(11)
    w, x = rng.normal(size=(3, 3)), rng.normal(size=(2, 2, 3))
    with modes(True, "standard"):
        ow, ox, tw, tx = our_numpy.asarray(w), our_numpy.asarray(x), jax_numpy.asarray(w), jax_numpy.asarray(x)
        for name in POLICIES:
            ours_f = jaxtypes.checkpoint(_remat_body(our_numpy, checkpoint_name), policy=_policy(jaxtypes.checkpoint_policies, name),
                                         static_argnums=(2,), prevent_cse=False)
            jax_f = jax.checkpoint(_remat_body(jax_numpy, jax_name), policy=_policy(jax.checkpoint_policies, name),
                                   static_argnums=(2,), prevent_cse=False)
            close(ours_f(ow, ox, 2.0), jax_f(tw, tx, 2.0))
            close(grad(ours_f, argnums=(0, 1))(ow, ox, 2.0), jax.grad(jax_f, argnums=(0, 1))(tw, tx, 2.0))
            close(jaxtypes.jit(grad(ours_f), static_argnums=2)(ow, ox, 3.0), jax.jit(jax.grad(jax_f), static_argnums=2)(tw, tx, 3.0))
            close(vmap(grad(ours_f), in_axes=(None, 0, None))(ow, ox, 2.0),
                  jax.vmap(jax.grad(jax_f), in_axes=(None, 0, None))(tw, tx, 2.0))
            close(jvp(lambda a: ours_f(a, ox, 2.0), (ow,), (ow,)), jax.jvp(lambda a: jax_f(a, tx, 2.0), (tw,), (tw,)))


def test_checkpoint_policies_choose_what_is_recomputed() -> None:
    """make_jaxpr of grad: a saved value's equation runs once, a recomputed one twice."""
    from jaxtypes.ad_checkpoint import checkpoint_name

    policies = jaxtypes.checkpoint_policies
    body = _remat_body(our_numpy, checkpoint_name)
    w, x = our_numpy.ones((3, 3)), our_numpy.ones((2, 2, 3))

    def counts(f: Callable[..., Any]) -> dict[str, int]:
        jaxpr = jaxtypes.make_jaxpr(grad(f))(w, x)
        names = ("dot_general", "tanh", "sin", "name")
        return {n: sum(e.primitive.name == n for e in jaxpr.eqns) for n in names}

    def remat(policy: Any) -> dict[str, int]:
        return counts(jaxtypes.checkpoint(lambda a, b: body(a, b, 1.0), policy=policy))

    plain = counts(lambda a, b: body(a, b, 1.0))
    forward = {"dot_general": 2, "tanh": 1, "sin": 1, "name": 1}
    recompute_all = {k: v + forward[k] for k, v in plain.items()}  # each forward equation once more
    assert remat(policies.everything_saveable) == plain
    assert remat(None) == remat(policies.nothing_saveable) == recompute_all
    assert remat(policies.dots_saveable) == {**recompute_all, "dot_general": plain["dot_general"]}
    # the first product has batch dimensions: it is recomputed, the second is saved
    assert remat(policies.dots_with_no_batch_dims_saveable) == {**recompute_all, "dot_general": plain["dot_general"] + 1}
    # h (the first product, named) saved: only the second product is recomputed
    assert remat(policies.save_only_these_names("h")) == {**recompute_all, "dot_general": plain["dot_general"] + 1,
                                                          "name": plain["name"]}
    # everything but h saved: the backward pass reads tanh(h), not h, so nothing is recomputed
    assert remat(policies.save_anything_except_these_names("h")) == plain
    assert jaxtypes.ad_checkpoint.checkpoint is jaxtypes.checkpoint
