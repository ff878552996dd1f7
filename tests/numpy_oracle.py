"""Helpers for the differential tests of ``jaxtypes.numpy`` and the ``Array`` methods.

jax is the test-only oracle. An operand is described once: a ``Host`` (a NumPy array
and whether the device array is weakly typed), or a Python/NumPy value passed to both
libraries as it is. A ``Checker`` calls the jaxtypes function on jaxtypes arrays and
the jax function on jax arrays made from the same data, and ``compare_results``
checks dtype, weak type, shape and values, or that both raised the same class.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import ml_dtypes
import numpy as np

import jax.numpy as jjnp
from jax._src.lax.lax import _convert_element_type as jax_convert

import jaxtypes.numpy as jnp
from jaxtypes.runtime.lax.operators import convert_element_type

# The dtypes under test: the 32-bit ones without 64-bit mode, the 64-bit ones with it.
# (Arrays of the 32-bit dtypes behave alike in both modes, except where a default dtype
# enters (Python scalars, accumulators, indices): tests add those cases themselves.)
DTYPES_32 = ["bool", "uint8", "uint16", "uint32", "int8", "int16", "int32",
             "float16", "bfloat16", "float32", "complex64"]
DTYPES_64 = ["uint64", "int64", "float64", "complex128"]


def live_dtypes(x64: bool) -> list[str]:
    return DTYPES_64 if x64 else DTYPES_32


def dtype(name: str) -> np.dtype[Any]:
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def kind(name: str) -> str:
    dt = dtype(name)
    return {"b": "bool", "u": "uint", "i": "int", "c": "complex"}.get(dt.kind, "float")


def sample(name: str, shape: tuple[int, ...], seed: int, domain: str = "any") -> np.ndarray:
    """Random values of dtype ``name``.

    ``domain``: "any" (full-range integers, floats ~ N(0, 3) with a few exact halves),
    "small" (integers in [-4, 4], nonnegative for unsigned), "nonzero" (no zero, and
    no INT_MIN for signed integers, so that x // y and x % y are defined),
    "shift" (shift counts in [-2, bits + 2)), "exponent" (integers in [0, 5)), "special"
    ("any" with NaN, inf and -inf among the floats).
    """
    rng = np.random.default_rng(seed)
    dt = dtype(name)
    if dt.kind == "b":
        return rng.integers(0, 2, shape).astype(bool)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        if domain == "small":
            low = 0 if dt.kind == "u" else -4
            return rng.integers(low, 5, shape).astype(dt)
        if domain == "shift":
            return rng.integers(0 if dt.kind == "u" else -2, dt.itemsize * 8 + 2, shape).astype(dt)
        if domain == "exponent":
            return rng.integers(0, 5, shape).astype(dt)
        values = rng.integers(info.min, info.max, shape, dtype=dt, endpoint=True)
        if domain == "nonzero":
            values[values == 0] = 7
            if dt.kind == "i":
                values[values == info.min] = info.min + 1
        return values
    values = rng.normal(size=shape) * 3
    flat = values.reshape(-1)
    if flat.size > 2:
        flat[: flat.size // 4] = np.round(flat[: flat.size // 4] * 2) / 2  # exact halves and integers
    if domain == "nonzero":
        values[values == 0] = 1.5
    if domain == "small":
        values = np.round(values)
    if domain == "special" and flat.size > 4:
        picked = rng.permutation(flat.size)[:3]
        flat[picked] = [np.nan, np.inf, -np.inf]
    if dt.kind == "c":
        values = values + 1j * rng.normal(size=shape) * 3
    return values.astype(dt)


@dataclass(frozen=True)
class Host:
    """An array operand: ``value`` on the device, strong unless ``weak``."""

    value: np.ndarray
    weak: bool = False

    def ours(self) -> Any:
        x = jnp.asarray(self.value)
        return convert_element_type(x, x.dtype, weak_type=True) if self.weak else x

    def theirs(self) -> Any:
        x = jjnp.asarray(self.value)
        return jax_convert(x, x.dtype, weak_type=True) if self.weak else x

    def __repr__(self) -> str:
        return f"{'weak ' if self.weak else ''}{self.value.dtype.name}{list(self.value.shape)}"


def assert_jax_signatures(names: Sequence[str], ours: Any = jnp, theirs: Any = jjnp,
                          left_out: frozenset[str] = frozenset()) -> None:
    """Each name's parameters (name, kind, default) are jax's, less those ``left_out``."""
    import inspect

    for name in names:
        mine = [(p.name, p.kind, p.default) for p in inspect.signature(getattr(ours, name)).parameters.values()]
        jax_s = [(p.name, p.kind, p.default) for p in inspect.signature(getattr(theirs, name)).parameters.values()
                 if p.name not in left_out]
        assert mine == jax_s, f"{name}: {mine} != jax's {jax_s}"


def weak(value: bool | int | float | complex) -> Host:
    """A weakly typed 0-d array, as ``jnp.asarray(2.0)`` gives."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Host(np.asarray(jjnp.asarray(value)), weak=type(value) is not bool)


def ours_of(v: Any) -> Any:
    if isinstance(v, Host):
        return v.ours()
    if isinstance(v, (list, tuple)):
        return type(v)(ours_of(i) for i in v)
    return v


def theirs_of(v: Any) -> Any:
    if isinstance(v, Host):
        return v.theirs()
    if isinstance(v, (list, tuple)):
        return type(v)(theirs_of(i) for i in v)
    return v


# Tolerances by result dtype, relative to max(|expected|, 1), elementwise: a few units
# in the last place (jaxtypes and jax both compute on XLA, through their own lowerings).
TOLERANCE = {"float16": 2e-3, "bfloat16": 1.6e-2, "float32": 2e-6, "float64": 1e-13,
             "complex64": 2e-6, "complex128": 1e-13}


def comparable(a: Any) -> np.ndarray:
    a = np.asarray(a)
    if a.dtype == np.dtype(ml_dtypes.bfloat16):
        return a.astype(np.float32)
    return a


def describe(args: Sequence[Any], kwargs: dict[str, Any]) -> str:
    parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
    return ", ".join(parts)


def outcome(fn: Callable[..., Any], args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return fn(*args, **kwargs)
        except Exception as error:  # noqa: BLE001  (the class is part of the comparison)
            return error


# jax's failures deep in its lowering rather than a checked error: jax 0.11 and newer
# raise MLIRError for ``jnp.empty((-1,))`` where 0.10 raised TypeError.
_INTERNAL_FAILURES = frozenset({"MLIRError"})


def _summary(result: Any) -> str:
    if isinstance(result, (tuple, list)):
        return f"{type(result).__name__}[{', '.join(map(_summary, result))}]"
    return f"{result.dtype}{list(result.shape)}"


def compare_results(got: Any, want: Any, tol: float | None = None) -> str | None:
    """None when ``got`` (jaxtypes) matches ``want`` (jax), else what differs."""
    if isinstance(want, BaseException) or isinstance(got, BaseException):
        if not isinstance(want, BaseException):
            return f"jaxtypes raised {type(got).__name__}: {got} (jax gave {_summary(want)})"
        if not isinstance(got, BaseException):
            return f"jax raised {type(want).__name__}: {want}; jaxtypes gave {_summary(got)}"
        if type(want).__name__ in _INTERNAL_FAILURES:  # jax failed inside; any clear error of ours is fine
            return None
        if type(got) is not type(want) and not issubclass(type(got), type(want)):
            return f"jaxtypes raised {type(got).__name__}: {got}; jax raised {type(want).__name__}: {want}"
        return None
    if isinstance(want, (tuple, list)):
        if type(got) is not type(want) or len(got) != len(want):
            return f"jaxtypes gave {type(got).__name__}, jax a {type(want).__name__} of {len(want)}"
        for g, w in zip(got, want):
            problem = compare_results(g, w, tol)
            if problem:
                return problem
        return None
    if not isinstance(got, jnp.ndarray):
        return f"jaxtypes returned a {type(got).__name__}, not an Array"
    want_weak = bool(want.weak_type) and want.dtype != np.bool_  # jaxtypes never makes a weak bool
    if (got.dtype, got.weak_type, tuple(got.shape)) != (want.dtype, want_weak, tuple(want.shape)):
        return (f"jaxtypes {got.dtype}{'(weak)' if got.weak_type else ''}{list(got.shape)}, "
                f"jax {want.dtype}{'(weak)' if want_weak else ''}{list(want.shape)}")
    g, w = comparable(got), comparable(want)
    if g.dtype.kind in "fc":
        rtol = TOLERANCE.get(got.dtype.name, 0.0) if tol is None else tol
        finite = np.isfinite(w)
        if not np.array_equal(np.isnan(g), np.isnan(w)):
            return f"NaN at different places: jaxtypes {g.tolist()}, jax {w.tolist()}"
        if not np.array_equal(g[~finite & ~np.isnan(w)], w[~finite & ~np.isnan(w)]):
            return f"infinities differ: jaxtypes {g.tolist()}, jax {w.tolist()}"
        if finite.any() and not np.all(np.abs(g[finite] - w[finite]) <= rtol * np.maximum(np.abs(w[finite]), 1)):
            return f"values differ: jaxtypes {g.tolist()}, jax {w.tolist()}"
    elif not np.array_equal(g, w):
        return f"values differ: jaxtypes {g.tolist()}, jax {w.tolist()}"
    return None


def _as_bytes(r: Any) -> Any:
    """A jax result as a flat uint8 vector of its bytes (complex as real parts, then imaginary)."""
    from jax import lax

    if r.dtype == np.bool_:
        r = r.astype(np.uint8)
    if np.dtype(r.dtype).kind == "c":
        r = jjnp.stack([lax.real(r), lax.imag(r)])
    return lax.bitcast_convert_type(r, np.uint8).reshape(-1)


def _from_bytes(raw: np.ndarray, aval: Any) -> Any:
    """The inverse of ``_as_bytes`` on the host: an ndarray with ``aval``'s dtype, shape and weak type."""
    dt = np.dtype(aval.dtype)
    if dt == np.bool_:
        value = raw.view(np.uint8).astype(bool)
    elif dt.kind == "c":
        parts = raw.view(np.float32 if dt.itemsize == 8 else np.float64).reshape(2, -1)
        value = (parts[0] + 1j * parts[1]).astype(dt)
    else:
        value = raw.view(dt)
    return Result(value.reshape(aval.shape), bool(aval.weak_type))


@dataclass(frozen=True)
class Result:
    """A jax result brought to the host: the array and its weak type."""

    value: np.ndarray
    weak_type: bool

    @property
    def dtype(self) -> np.dtype[Any]:
        return self.value.dtype

    @property
    def shape(self) -> tuple[int, ...]:
        return self.value.shape

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        return self.value


@dataclass
class Case:
    label: str
    jax_fn: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    got: Any
    tol: float | None
    hosts: list[Host]


def _hosts_of(v: Any, found: list[Host]) -> None:
    if isinstance(v, Host):
        found.append(v)
    elif isinstance(v, (list, tuple)):
        for i in v:
            _hosts_of(i, found)
    elif isinstance(v, dict):
        for i in v.values():
            _hosts_of(i, found)


def _substitute(v: Any, arrays: dict[int, Any]) -> Any:
    if isinstance(v, Host):
        x = arrays[id(v)]
        return jax_convert(x, x.dtype, weak_type=True) if v.weak else x
    if isinstance(v, (list, tuple)):
        return type(v)(_substitute(i, arrays) for i in v)
    return v


def _case_function(case: Case) -> Callable[..., Any]:
    def call(*arrays: Any) -> Any:
        by_id = {id(h): a for h, a in zip(case.hosts, arrays)}
        args = _substitute(case.args, by_id)
        kwargs = {k: _substitute(v, by_id) for k, v in case.kwargs.items()}
        return case.jax_fn(*args, **kwargs)

    return call


# Options for compiling the batched jax reference, which cut its compile time about
# fourfold on the CPU: LLVM's optimisation level 0 and XLA's older elementwise emitters.
# Results stay within an ulp or two of jax's defaults (inside the tolerances below).
# An XLA that lacks an option (the emitters' is gone from jaxlib 0.11's CPU compiler;
# a GPU compiler has neither) compiles without it.
_JAX_COMPILE_OPTIONS = {"xla_backend_optimization_level": 0, "xla_cpu_use_fusion_emitters": False}


def _compile_for_jax(lowered: Any) -> Any:
    while True:
        try:
            return lowered.compile(_JAX_COMPILE_OPTIONS)
        except Exception as error:  # jax's JaxRuntimeError: INVALID_ARGUMENT: No such compile option: 'x'
            unknown = re.search(r"No such compile option: '(\w+)'", str(error))
            if not unknown or unknown.group(1) not in _JAX_COMPILE_OPTIONS:
                raise
            del _JAX_COMPILE_OPTIONS[unknown.group(1)]


class Checker:
    """Collects calls; ``done`` computes jax's answers and fails with every mismatch.

    jaxtypes runs eagerly at each call (one XLA executable per primitive, as a user
    would run it). jax runs at ``done``: first ``jax.eval_shape`` per call (dtype,
    weak type, shape, or the exception), then one jitted program that computes the
    values of every call that did not raise, so that jax compiles once per test
    rather than once per call. Host operands are arguments of that program (jax
    sees them as abstract); Python and NumPy values are constants, as in eager jax.
    ``eager=True`` runs jax's function eagerly instead, for calls where jax treats
    concrete array arguments specially.
    """

    def __init__(self) -> None:
        self.mismatches: list[str] = []
        self.cases: list[Case] = []
        self.count = 0

    def __call__(self, label: str, ours_fn: Callable[..., Any], jax_fn: Callable[..., Any],
                 *args: Any, tol: float | None = None, eager: bool = False, **kwargs: Any) -> Any:
        self.count += 1
        got = outcome(ours_fn, ours_of(args), {k: ours_of(v) for k, v in kwargs.items()})
        if eager:
            want = outcome(jax_fn, theirs_of(args), {k: theirs_of(v) for k, v in kwargs.items()})
            self._compare(label, args, kwargs, got, want, tol)
        else:
            hosts: list[Host] = []
            _hosts_of((args, kwargs), hosts)
            unique = list({id(h): h for h in hosts}.values())
            self.cases.append(Case(label, jax_fn, args, kwargs, got, tol, unique))
        return got

    def _compare(self, label: str, args: Any, kwargs: Any, got: Any, want: Any, tol: float | None) -> None:
        problem = compare_results(got, want, tol)
        if problem:
            self.mismatches.append(f"{label}({describe(args, kwargs)}): {problem}")

    def _run_jax(self) -> list[Any]:
        import jax

        avals: list[Any] = []
        for case in self.cases:
            structs = [jax.ShapeDtypeStruct(h.value.shape, h.value.dtype) for h in case.hosts]
            avals.append(outcome(jax.eval_shape, [_case_function(case), *structs], {}))
        ok = [i for i, a in enumerate(avals) if not isinstance(a, BaseException)]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                raw = self._batch(ok)
            except Exception:  # noqa: BLE001  (a call traces but does not lower: find it, run it eagerly)
                lowers = [i for i in ok if not isinstance(outcome(self._lower, [[i]], {}), BaseException)]
                for i in set(ok) - set(lowers):
                    case = self.cases[i]
                    avals[i] = outcome(case.jax_fn, theirs_of(case.args), {k: theirs_of(v) for k, v in case.kwargs.items()})
                ok = lowers
                raw = self._batch(ok)
        results: list[Any] = list(avals)
        offset = 0
        for i in ok:
            leaves, structure = jax.tree.flatten(avals[i])
            values = []
            for leaf in leaves:
                dt = np.dtype(leaf.dtype)
                size = int(np.prod(leaf.shape, dtype=np.int64)) * (1 if dt == np.bool_ else dt.itemsize)
                values.append(_from_bytes(raw[offset:offset + size], leaf))
                offset += size
            results[i] = jax.tree.unflatten(structure, values)
        assert offset == raw.size
        return results

    def _lower(self, indices: list[int]) -> Any:
        """One jitted program computing the calls ``indices`` (Host operands as its arguments),
        its results as bytes in one vector, lowered."""
        import jax

        hosts = list({id(h): h for i in indices for h in self.cases[i].hosts}.values())

        def batch(*arrays: Any) -> Any:
            by_id = dict(zip((id(h) for h in hosts), arrays))
            pieces = []
            for i in indices:
                case = self.cases[i]
                out = _case_function(case)(*(by_id[id(h)] for h in case.hosts))
                pieces += [_as_bytes(r) for r in jax.tree.leaves(out)]
            return jjnp.concatenate(pieces) if pieces else jjnp.zeros(0, np.uint8)

        host_values = [h.value for h in hosts]
        return jax.jit(batch).lower(*host_values), host_values

    def _batch(self, indices: list[int]) -> np.ndarray:
        lowered, host_values = self._lower(indices)
        return np.asarray(_compile_for_jax(lowered)(*host_values))

    def done(self) -> None:
        for case, want in zip(self.cases, self._run_jax()):
            self._compare(case.label, case.args, case.kwargs, case.got, want, case.tol)
        self.cases = []
        assert not self.mismatches, "\n".join(self.mismatches[:60]) + f"\n({len(self.mismatches)} of {self.count} differ)"
