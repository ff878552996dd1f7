"""The overloads of the ``stubs/scipy.stats.<distribution>.pyi`` stubs
(``jaxtypes.scipy.stats.norm`` and the other distributions).

Each function's dtype rule is read from the runtime, as ``_nn.py`` does: it runs
abstractly (``jaxtypes.eval_shape``) on every class of its first argument, in both 64-bit
modes, with its other parameters as Python ints and then as Python floats (the forms
that keep the first argument's dtype: an integer array beside a Python float is a weak
float, so these two get separate overloads where their answers differ). Where both give
one answer, the first argument is an array or NumPy data, and the function gives that
answer with every parameter of the first argument's class too (every float class and
weakly typed class does: the join of a class with itself and Python scalars), the
parameters may also be of that class: ``norm.logpdf(f32, loc_f32, scale_f32)`` is
``Array[float32]``, ``norm.logpdf(wf, wf)`` ``Array[float]``.
A class the function rejects gets no overload. Then ``_AbstractArray`` first arguments
(``Array[floating]``, bare ``Array``) give ``Array[inexact]``, and calls with an array of
another class among the other parameters reach general overloads (the first array
parameter written positionally or by keyword) that give the honest ``Array[inexact]``:
their dtype is the join of every argument, which these overloads do not compute.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Iterator

from _nn import _both_modes, _input_classes

DISTRIBUTIONS = (
    "bernoulli", "beta", "betabinom", "binom", "cauchy", "chi2", "expon", "gamma", "gennorm", "geom", "gumbel_l",
    "gumbel_r", "laplace", "logistic", "nbinom", "norm", "pareto", "poisson", "t", "truncnorm", "uniform", "vonmises",
    "wrapcauchy",
)
NEUTRAL = "_JustInt | _JustFloat"
INTEGER = "_JustInt"
ARRAY = "Array | _NDArray[Any] | np.generic"
_PYTHON_CLASSES = ("builtins.", "_Just")  # (the parameters' own, NEUTRAL, already)


def _module(name: str):  # type: ignore[no-untyped-def]
    return importlib.import_module(f"jaxtypes.scipy.stats.{name}")


def _parameters(function) -> tuple[str, list[tuple[str, object]]]:  # type: ignore[no-untyped-def]
    """The first parameter's name and the others' (name, default or ``inspect._empty``)."""
    params = list(inspect.signature(function).parameters.values())
    return params[0].name, [(p.name, p.default) for p in params[1:]]


def _rest(params: list[tuple[str, object]], kind: str) -> str:
    return ", ".join(f"{n}: {kind}" + ("" if d is inspect.Parameter.empty else f" = {d!r}") for n, d in params)


def function_overloads(distribution: str, name: str) -> Iterator[str]:
    function = getattr(_module(distribution), name)
    first, params = _parameters(function)

    def head(kind: str) -> str:
        rest = _rest(params, kind)
        return f"def {name}({first}: {{X}}" + (f", {rest}" if rest else "") + ")"

    for param, make in _input_classes():
        with_ints = _both_modes(lambda x: function(x, *[2] * len(params)), make)
        with_floats = _both_modes(lambda x: function(x, *[0.5] * len(params)), make) if params else with_ints
        if with_ints == with_floats:
            if with_ints is None:
                continue
            # Arrays of the first argument's class among the other parameters: the same
            # answer where they give it too (floats, weak arrays: their join with themselves).
            if params and not param.startswith(_PYTHON_CLASSES) and with_ints == _both_modes(
                    lambda x: function(x, *[x] * len(params)), make):
                yield f"{head(f'{param} | {NEUTRAL}').format(X=param)} -> Array[{with_ints}]: ..."
            else:
                yield f"{head(NEUTRAL).format(X=param)} -> Array[{with_ints}]: ..."
            continue
        assert with_ints is not None, f"{distribution}.{name}({param}): accepted with float parameters only"
        yield f"{head(INTEGER).format(X=param)} -> Array[{with_ints}]: ..."
        if with_floats is not None:  # (int4 and uint2 have no join with a Python float)
            yield f"{head(NEUTRAL).format(X=param)} -> Array[{with_floats}]: ..."
    yield f"{head(NEUTRAL).format(X='_AbstractArray')} -> Array[inexact]: ..."
    for k, (pname, _) in enumerate(params):
        before, after = params[:k], params[k + 1:]
        positional = [f"{n}: {NEUTRAL}" for n, _ in before] + [f"{pname}: {ARRAY}"]
        tail = _rest(after, "ArrayLike")
        yield (f"def {name}({first}: ArrayLike, " + ", ".join(positional) + (f", {tail}" if tail else "")
               + ") -> Array[inexact]: ...")
        if before:  # the array given by keyword, the parameters before it left out
            keyword = _rest(before, NEUTRAL)
            yield (f"def {name}({first}: ArrayLike, {keyword}, *, {pname}: {ARRAY}" + (f", {tail}" if tail else "")
                   + ") -> Array[inexact]: ...")


def _rule_lines(distribution: str, name: str) -> list[str]:
    """The overloads of ``distribution.name`` as the ``__call__`` of a class."""
    lines = []
    for text in function_overloads(distribution, name):
        lines += ["    @overload", "    " + text.replace(f"def {name}(", "def __call__(self, ", 1)]
    return lines


def scipy_stats_regions() -> dict[str, list[str]]:
    """The region ``scipy_stats_rules`` of ``scipy.stats.pyi``: one class per distinct
    overload list (most distributions share their dtype rules: gumbel_l's are gumbel_r's),
    named after its first function; and each distribution's region, which declares its
    functions as instances of those classes."""
    classes: dict[tuple[str, ...], str] = {}
    rules: list[str] = []
    regions: dict[str, list[str]] = {}
    for distribution in DISTRIBUTIONS:
        declared = []
        for name in _module(distribution).__all__:
            body = tuple(_rule_lines(distribution, name))
            if body not in classes:
                classes[body] = f"_Calls_{distribution}_{name}"
                rules += [f"class {classes[body]}:", *body]
            declared.append((name, classes[body]))
        used = sorted({c for _, c in declared})
        regions[f"scipy_stats_{distribution}"] = [
            f"from jaxtypes.scipy.stats import {', '.join(used)}", "",
            *(f"{name}: {c}" for name, c in declared)]
    regions["scipy_stats_rules"] = rules
    regions["scipy_stats_summaries"] = summaries_region()
    return regions


# the summaries of samples whose dtype rule is their data's: the rest of each signature,
# and the result of an abstract or unlisted argument
SUMMARIES = {
    "sem": ('axis: int | None = 0, ddof: int = 1, nan_policy: str = "propagate", *, keepdims: bool = False',
            "inexact"),
    "rankdata": ('method: str = "average", *, axis: int | None = None, nan_policy: str = "propagate"',
                 "_Mode_float64_float32"),
}


def summaries_region() -> list[str]:
    """``sem`` and ``rankdata`` of every class of data (a 1-D array of each dtype, NumPy
    data, Python scalars), as the runtime answers in each mode."""
    from jaxtypes.scipy import stats

    lines = []
    for name, (rest, general) in SUMMARIES.items():
        function = getattr(stats, name)
        for param, make in _input_classes():
            answer = _both_modes(function, make)
            if answer is not None:
                lines += ["@overload", f"def {name}(a: {param}, {rest}) -> Array[{answer}]: ..."]
        lines += ["@overload", f"def {name}(a: ArrayLike, {rest}) -> Array[{general}]: ..."]
    return lines
