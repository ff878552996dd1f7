"""Differential tests: jnp's ufunc objects (``jnp.add``, ``jnp.logaddexp``...) and their
``reduce``, ``accumulate``, ``at``, ``outer`` and ``reduceat`` against jax's, for every
dtype and weak arrays in both 64-bit modes; their attributes, errors, and the methods
under ``jit``, ``grad`` and ``vmap``."""

from __future__ import annotations

import pytest

jax = pytest.importorskip("jax", reason="jax is the test oracle; install the test extra")

import jax.numpy as jjnp  # noqa: E402
import numpy as np  # noqa: E402

import jaxtypes  # noqa: E402
import jaxtypes.numpy as jnp  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.numpy_oracle import Checker, Host, live_dtypes, sample  # noqa: E402
from tests.test_numpy_functions import pick, seed  # noqa: E402

X64 = [False, True]
X64_IDS = ["x32", "x64"]
UFUNCS = ["add", "bitwise_and", "bitwise_or", "bitwise_xor", "logaddexp", "logaddexp2", "logical_and", "logical_or",
          "logical_xor", "maximum", "minimum", "multiply", "subtract"]
# Where jaxtypes departs from jax 0.10.2 on purpose (ufunc_objects.py's docstring): jax's
# vmap makes outer of weak operands weak where the function itself is strong, and its
# generic reduceat of a weak int by logaddexp is strong where the function's result is weak.
DEPARTURES = {("logical_and", "outer", "weak"), ("logical_or", "outer", "weak"), ("logical_xor", "outer", "weak"),
              ("logaddexp2", "outer", "weak"), ("logaddexp", "reduceat", "weak_int")}

METHODS = {
    "reduce": lambda u, a: u.reduce(a), "reduce_all": lambda u, a: u.reduce(a, axis=None, keepdims=True),
    "accumulate": lambda u, a: u.accumulate(a, axis=1), "at": lambda u, a: u.at(a, (np.array([0, 0, 1]),), a[0],
                                                                                inplace=False),
    "outer": lambda u, a: u.outer(a[0], a[:, 0]), "reduceat": lambda u, a: u.reduceat(a, np.array([0, 2]), axis=1),
}


def weak_array(value: float | int, shape: tuple[int, ...]) -> tuple[jaxtypes.Array, jax.Array]:
    return jnp.full(shape, value), jjnp.full(shape, value)


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_methods_against_jax(x64: bool) -> None:
    """Every method of every binary ufunc on bool, int8 and float32 and a share of the
    other dtypes (every dtype for some ufunc): dtype, weak type, shape and values, or the
    same error."""
    check = Checker()
    with modes(x64, "standard"):
        for name in UFUNCS:
            ours, theirs = getattr(jnp, name), getattr(jjnp, name)
            # (each ufunc a different share of the other dtypes: together they cover every one)
            dts = sorted(set(pick(live_dtypes(x64), seed(name, x64), 3)) | {"bool", "int8", "float32"})
            for dt in dts:
                x = Host(sample(dt, (3, 4), seed(name, dt), "small"))
                for method, call in METHODS.items():
                    if name.startswith("logical") and method.startswith("reduce") and dt.startswith("complex"):
                        continue  # jax's logical reductions read the real part only: test_logical_reduce_of_complex
                    check(f"{name}.{method}[{dt}]", lambda a, c=call, u=ours: c(u, a),
                          lambda a, c=call, u=theirs: c(u, a), x, tol=1e-5)
        check.done()


@pytest.mark.parametrize("x64", X64, ids=X64_IDS)
def test_methods_of_weak_arrays(x64: bool) -> None:
    with modes(x64, "standard"):
        for name in UFUNCS:
            for kind, value in (("weak", 2.5), ("weak_int", 3)):
                ours_x, theirs_x = weak_array(value, (3, 4))
                for method, call in METHODS.items():
                    if (name, method, kind) in DEPARTURES or (name, method, "weak") in DEPARTURES:
                        continue
                    label = f"{name}.{method}[{kind}]"
                    try:
                        want = call(getattr(jjnp, name), theirs_x)
                    except Exception as error:  # noqa: BLE001
                        with pytest.raises(type(error)):
                            call(getattr(jnp, name), ours_x)
                        continue
                    got = call(getattr(jnp, name), ours_x)
                    assert (got.dtype, got.weak_type, got.shape) == (want.dtype, want.weak_type, want.shape), label
                    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-6, err_msg=label)


def test_reduce_options_against_jax() -> None:
    """``where``, ``initial``, ``keepdims``, ``dtype`` and tuple axes of the reductions
    that JAX computes with its own reductions (sum, prod, max, logsumexp, lax's bitwise
    and logical reductions)."""
    check = Checker()
    x = Host(sample("float32", (3, 4), seed("options"), "small"))
    ints = Host(sample("int16", (3, 4), seed("options", "int"), "small"))
    mask = Host(sample("bool", (3, 4), seed("options", "mask")))
    for name in ("add", "multiply", "maximum", "minimum", "logaddexp", "logaddexp2"):
        ours, theirs = getattr(jnp, name), getattr(jjnp, name)
        # (dtype= for add and multiply only: jax's maximum.reduce fails on it, its logaddexp.reduce drops it)
        for kwargs in ({"where": mask, "initial": 1.0}, {"initial": 0.5, "keepdims": True}, {"axis": (0, 1)},
                       *([{"axis": 1, "dtype": "float16"}] if name in ("add", "multiply") else [])):
            check(f"{name}.reduce", lambda a, u=ours, **k: u.reduce(a, **k),
                  lambda a, u=theirs, **k: u.reduce(a, **k), x, tol=1e-3, **kwargs)
    for name in ("bitwise_and", "bitwise_or", "bitwise_xor", "logical_and", "logical_or", "logical_xor"):
        ours, theirs = getattr(jnp, name), getattr(jjnp, name)
        for kwargs in ({"where": mask}, {"axis": None, "keepdims": True}, {"initial": 6}):
            check(f"{name}.reduce", lambda a, u=ours, **k: u.reduce(a, **k),
                  lambda a, u=theirs, **k: u.reduce(a, **k), ints, **kwargs)
        check(f"{name}.reduce", lambda a, u=ours: u.reduce(a), lambda a, u=theirs: u.reduce(a), x)
    check.done()


def test_logical_reduce_of_complex_reads_both_parts() -> None:
    """A complex number is true where either part is nonzero (NumPy's rule, and
    ``jnp.logical_and``'s own); jax's logical reductions read only the real part."""
    z = jnp.asarray(np.array([1 + 0j, 1j, 0j], dtype=np.complex64))
    assert not bool(jnp.logical_and.reduce(z)) and bool(jnp.logical_and.reduce(z[:2]))
    assert bool(jnp.logical_or.reduce(z[1:])) and bool(jnp.logical_xor.reduce(z[1:]))
    assert np.array_equal(np.asarray(jnp.logical_and.reduce(z[:2])), np.logical_and.reduce(np.asarray(z[:2])))


def test_attributes_and_errors() -> None:
    for name in [*UFUNCS, "negative"]:
        ours, theirs = getattr(jnp, name), getattr(jjnp, name)
        assert isinstance(ours, jnp.ufunc)
        assert (ours.__name__, ours.nin, ours.nout, ours.nargs) == (theirs.__name__, theirs.nin, theirs.nout, theirs.nargs)
        assert ours.identity == theirs.identity or (np.isnan(ours.identity) if ours.identity is not None else False) or (
            ours.identity is not None and theirs.identity is not None and float(ours.identity) == float(theirs.identity))
    x = jnp.arange(4.0)
    for call in (lambda u: u.negative.reduce(x), lambda u: u.negative.outer(x, x)):
        with pytest.raises(ValueError):
            call(jjnp)
        with pytest.raises(ValueError):
            call(jnp)
    with pytest.raises(NotImplementedError, match="inplace=False"):
        jnp.add.at(x, 0, 1.0)
    with pytest.raises(NotImplementedError, match="out"):
        jnp.add(x, x, out=x)


def test_transformations_against_jax() -> None:
    """The methods under jit, grad (logsumexp's gradient is the softmax) and vmap."""
    data = np.linspace(-2.0, 3.0, 12, dtype=np.float32).reshape(3, 4)
    cases = [
        ("grad add.reduce", lambda m: lambda a: m.add.reduce(a * a, axis=None)),
        ("grad logaddexp.reduce", lambda m: lambda a: m.logaddexp.reduce(a, axis=None)),
        ("grad logaddexp2.reduce", lambda m: lambda a: m.logaddexp2.reduce(a, axis=1).sum()),
        ("grad multiply.at", lambda m: lambda a: m.multiply.at(a, 1, 3.0, inplace=False).sum()),
        ("grad maximum.accumulate", lambda m: lambda a: m.maximum.accumulate(a, axis=1).sum()),
    ]
    for label, make in cases:
        got = jaxtypes.grad(make(jnp))(jnp.asarray(data))
        want = jax.grad(make(jjnp))(jjnp.asarray(data))
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5, atol=1e-6, err_msg=label)
    for label, make in [("vmap add.accumulate", lambda m: m.vmap(lambda r: jnp_of(m).add.accumulate(r))),
                        ("jit multiply.outer", lambda m: m.jit(lambda r: jnp_of(m).multiply.outer(r, r))),
                        ("jit(vmap) logaddexp.reduce", lambda m: m.jit(m.vmap(lambda r: jnp_of(m).logaddexp.reduce(r)))),
                        ("vmap add.at", lambda m: m.vmap(lambda r: jnp_of(m).add.at(r, 0, 1.0, inplace=False)))]:
        got, want = make(jaxtypes)(jnp.asarray(data)), make(jax)(jjnp.asarray(data))
        assert (got.dtype, got.shape) == (want.dtype, want.shape), label
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5, err_msg=label)


def jnp_of(module: object) -> object:
    return jnp if module is jaxtypes else jjnp


def test_inside_cond_scan_and_grad_of_jit_against_jax() -> None:
    """The ufunc methods and the new Array methods inside ``cond`` and ``scan`` bodies, and
    under ``grad(jit(...))``."""
    data = np.linspace(-1.5, 2.0, 12, dtype=np.float32).reshape(3, 4)

    def body(m: object, x: object) -> object:
        n = jnp_of(m)
        return (n.logaddexp.reduce(x, axis=1).sum() + n.add.accumulate(x, axis=0).std()  # type: ignore[attr-defined]
                + x.var(where=x > 0) + x.clip(-1, 1).cumsum().mean() + n.sum(x, where=x < 1, initial=0.5))  # type: ignore[attr-defined]

    for module, lax_module in ((jaxtypes, jaxtypes.lax), (jax, jax.lax)):
        arr = jnp_of(module).asarray(data)  # type: ignore[attr-defined]
        branch = lax_module.cond(True, lambda x: body(module, x), lambda x: 0.0 * x.sum(), arr)
        scanned = lax_module.scan(lambda c, row: (c + body(module, row[None]), None), 0.0, arr)[0]
        gradient = module.grad(module.jit(lambda x: body(module, x)))(arr)
        if module is jaxtypes:
            ours = (branch, scanned, gradient)
        else:
            for got, want in zip(ours, (branch, scanned, gradient)):
                np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5, atol=1e-6)
