"""The overloads of ``stubs/scipy.special.pyi`` (``jaxtypes.scipy.special``).

Every function's dtype rule is read from the runtime itself, as ``_nn.py`` reads the
activations': it runs abstractly (``jaxtypes.eval_shape``) on every input class in both
64-bit modes, and a class it rejects gets no overload. A weakly typed array runs twice,
as a 0-d array and as a 1-d one: jax's special functions make their constants weak for
a weak scalar only, so some results are weak for a weak scalar and strong for a weak
array (``logit``, ``rel_entr``); where the two differ the static answer is their union.

Nearly every function begins by promoting its operands (``promote_args_inexact``, as
in jax). For those, each tuple of input classes is promoted (once, for all of them) and
the function runs once per promoted dtype, weak type and set of 0-d operands, which is
all it sees; ``tests/test_scipy_special.py`` runs a sample of classes and pairs whole.

Functions of one operand get shared overload classes, one per rule: one overload per
result, its parameter the union of the classes giving it (weak arrays alone, in the
order int, float, complex: a checker takes an ``Array[int]`` for an ``Array[float]``).
Functions of two whose table is a ``jaxtypes.numpy`` family's reuse that family's class
from ``numpy.pyi`` (``divide``'s, ``nextafter``'s, ``hypot``'s: their operands are
positional there); the others get classes of their own, one overload per first operand
class (merged where rows agree) and result. Functions of three or four operands are
typed for operands of one floating dtype beside weak scalars, and mixed operands with
the honest wider type.
"""

from __future__ import annotations

import functools
import itertools
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from jaxtypes import _static_rules as rules
from jaxtypes import dtypes

_NUMPY = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
          "float64", "complex64", "complex128")
_WEAK = (("builtins.int", "i*", int), ("builtins.float", "f*", float), ("builtins.complex", "c*", complex))
_PYTHON = (("builtins.bool", "bool", True), ("_JustInt", "i*", 2), ("_JustFloat", "f*", 2.5),
           ("_JustComplex", "c*", 2.5j))
_WEAK_NAMES = {"i*": "builtins.int", "f*": "builtins.float", "c*": "builtins.complex"}

Answer = tuple[str, ...]  # the result class of each output (one for an array, two for a pair)


def stub_name(name: str) -> str:
    return "bool_" if name == "bool" else name


# -- input classes ---------------------------------------------------------------------

@dataclass(frozen=True)
class InputClass:
    """A class of arguments: its stub type, its lattice node, its form ("arr", "weak",
    "np" for NumPy data, "py"), and the values standing for it at run time."""

    node: str
    form: str
    makers: tuple[Callable[[], Any], ...] = field(compare=False)
    python: str = ""  # a Python scalar's stub type

    @property
    def disjoint(self) -> bool:
        """No argument of another class is assignable to this class's type (a weak
        array's is assignable from the narrower weak kinds')."""
        return self.form != "weak"


def _struct(dtype: Any, weak: bool = False, shape: tuple[int, ...] = (2,)) -> Callable[[], Any]:
    def make() -> Any:
        import jaxtypes

        return jaxtypes.ShapeDtypeStruct(shape, dtypes.canonicalize_dtype(dtype), weak)

    return make


@functools.cache
def input_classes() -> tuple[InputClass, ...]:
    classes = [InputClass(n, "arr", (_struct(n),)) for n in dtypes.REGISTRY]
    classes += [InputClass(node, "weak", (_struct(t, True, ()), _struct(t, True))) for _, node, t in _WEAK]
    classes += [InputClass(n, "np", (_struct(n),)) for n in _NUMPY]
    classes += [InputClass(node, "py", (lambda v=value: v,), python=param) for param, node, value in _PYTHON]
    return tuple(classes)


def union_type(classes: Sequence[InputClass]) -> str:
    """The stub type accepting exactly the (disjoint) ``classes``: ``Array[a | b]``,
    ``_NDArray[np.a | np.b] | np.a | np.b`` and the Python scalars' types."""
    arrays = [stub_name(c.node) for c in classes if c.form == "arr"]
    weak = [_WEAK_NAMES[c.node] for c in classes if c.form == "weak"]
    numpy = [f"np.{c.node}" for c in classes if c.form == "np"]
    parts = []
    if arrays or weak:
        parts.append(f"Array[{' | '.join(arrays + weak)}]")
    if numpy:
        parts += [f"_NDArray[{' | '.join(numpy)}]", *numpy]
    parts += [c.python for c in classes if c.form == "py"]
    return " | ".join(parts)


# -- answers ---------------------------------------------------------------------------

def _result_name(out: Any) -> str:
    if out.weak_type:
        return _WEAK_NAMES[dtypes.weak_node_of_kind(out.dtype)]
    return stub_name(dtypes.dtype_info(out.dtype).name)


def evaluate(function: Callable[..., Any], *args: Any) -> Answer | None:
    """The result classes of ``function(*args)`` run abstractly, None where it raises."""
    import jaxtypes

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = jaxtypes.eval_shape(function, *args)
    except Exception:  # noqa: BLE001  (a class the function rejects)
        return None
    return tuple(_result_name(o) for o in out) if isinstance(out, tuple) else (_result_name(out),)


def union(runs: Sequence[Answer | None]) -> Answer | None:
    """One answer for several runs of one class: None if any raised, else each output's union."""
    if not runs or any(r is None for r in runs):
        return None
    return tuple(" | ".join(dict.fromkeys(parts)) for parts in zip(*runs))  # type: ignore[misc]


def mode_answer(narrow: Answer | None, wide: Answer | None, what: str) -> Answer | None:
    """The answer for both modes: each name where they agree, else its mode alias."""
    if (narrow is None) != (wide is None):
        raise AssertionError(f"{what}: accepted in one 64-bit mode only")
    if narrow is None or wide is None or narrow == wide:
        return narrow
    out = []
    for n, w in zip(narrow, wide):
        n_parts, w_parts = n.split(" | "), w.split(" | ")
        if len(n_parts) != len(w_parts):
            raise AssertionError(f"{what}: the answers {n} and {w} do not pair up")
        out.append(" | ".join(a if a == b else f"_Mode_{b.replace('builtins.', '')}_{a.replace('builtins.', '')}"
                              for a, b in zip(n_parts, w_parts)))
    return tuple(out)


def returns(answer: Answer) -> str:
    arrays = [f"Array[{a}]" for a in answer]
    return arrays[0] if len(arrays) == 1 else f"tuple[{', '.join(arrays)}]"


# -- tables ----------------------------------------------------------------------------

Key = tuple[Any, ...]
Combo = tuple[int, ...]


def traced_key(promote: str, args: Sequence[Any]) -> Key | None:
    """The common dtype and weak type the runtime's promotion (``PROMOTIONS``) gives the
    arguments, run abstractly, and which of them are 0-d (None where it raises):
    ``lattice_key`` reads the same off the lattice, faster (the tests compare them)."""
    import jaxtypes

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = jaxtypes.eval_shape(lambda *a: tuple(PROMOTIONS[promote](*a)), *args)
    except Exception:  # noqa: BLE001
        return None
    return (out[0].dtype, out[0].weak_type, tuple(len(o.shape) == 0 for o in out))


def _normalized(key: Key) -> Key:
    """A strong key's operands all 0-d (``key_structs`` makes them so)."""
    dtype, weak, zero_dims = key
    return key if weak else (dtype, weak, (True,) * len(zero_dims))


def key_structs(key: Key) -> list[Any]:
    """Arguments standing for a promoted key (strong ones 0-d: their rank changes nothing)."""
    import jaxtypes

    dtype, weak, zero_dims = key
    return [jaxtypes.ShapeDtypeStruct(() if zero or not weak else (2,), dtype, weak) for zero in zero_dims]


def _inexact(*args: Any) -> Any:
    from jaxtypes.runtime.scipy.special_common import inexact_args

    return inexact_args("promote", *args)


def _complex(*args: Any) -> Any:
    from jaxtypes.runtime.scipy.special_common import complex_args

    return complex_args("promote", *args)


PROMOTIONS: dict[str, Callable[..., Any]] = {"inexact": _inexact, "complex": _complex}


def lattice_key(promote: str, args: Sequence[Any]) -> Key | None:
    """``traced_key`` read off the lattice (no tracing): the runtime's promotion
    (``promote_inexact``: the lattice's join, made floating), made complex for
    ``complex_args``."""
    import numpy as np

    from jaxtypes.runtime.numpy.promotion import to_inexact
    from jaxtypes.runtime.scipy.special_common import complex_of

    try:
        dtype, weak = dtypes.lattice_result_type(*args)
    except dtypes.TypePromotionError:
        return None
    dtype = to_inexact(dtype)
    if promote == "complex":
        dtype = complex_of(dtype)
    return (dtype, weak, tuple(np.ndim(a) == 0 if not hasattr(a, "shape") else len(a.shape) == 0 for a in args))


@functools.cache
def promotions(arity: int, promote: str, x64: bool) -> dict[Combo, tuple[Key | None, ...]]:
    """For each tuple of input classes, the promoted key of each of its runs, in one
    64-bit mode (shared by every function promoting its operands the same way)."""
    import jaxtypes

    classes = input_classes()
    with jaxtypes.enable_x64(x64):
        return {combo: tuple(lattice_key(promote, [make() for make in makers])
                             for makers in itertools.product(*(classes[i].makers for i in combo)))
                for combo in itertools.product(range(len(classes)), repeat=arity)}


def table(call: Callable[..., Any], arity: int, promote: str | None,
          accepts: Callable[[Combo], bool] = lambda combo: True) -> dict[Combo, Answer]:
    """The answer for each tuple of input classes (indices into ``input_classes()``) in
    both modes; rejected tuples are left out, as are those ``accepts`` refuses. With
    ``promote``, each promoted key runs once; without, each class runs itself."""
    import jaxtypes

    classes = input_classes()
    combos = [c for c in itertools.product(range(len(classes)), repeat=arity) if accepts(c)]
    per_mode: list[dict[Combo, Answer | None]] = []
    for x64 in (False, True):
        with jaxtypes.enable_x64(x64):
            answers: dict[Combo, Answer | None] = {}
            finished: dict[Any, Answer | None] = {}
            for combo in combos:
                if promote is None:
                    runs = []
                    for makers in itertools.product(*(classes[i].makers for i in combo)):
                        values = [make() for make in makers]
                        memo = tuple((getattr(v, "shape", None), getattr(v, "dtype", type(v)),
                                      getattr(v, "weak_type", None)) for v in values)
                        if memo not in finished:
                            finished[memo] = evaluate(call, *values)
                        runs.append(finished[memo])
                    answers[combo] = union(runs)
                    continue
                keys = [None if key is None else _normalized(key) for key in promotions(arity, promote, x64)[combo]]
                for key in keys:
                    if key is not None and key not in finished:
                        finished[key] = evaluate(call, *key_structs(key))
                answers[combo] = union([None if key is None else finished[key] for key in keys])
            per_mode.append(answers)
    out = {}
    for combo in combos:
        answer = mode_answer(per_mode[0][combo], per_mode[1][combo], f"{call}{combo}")
        if answer is not None:
            out[combo] = answer
    return out


def family_table(family: str) -> dict[Combo, Answer]:
    """What a ``jaxtypes.numpy`` family's overloads give each pair of input classes."""
    classes = input_classes()
    out = {}
    for (i, a), (j, b) in itertools.product(enumerate(classes), repeat=2):
        found = [rules.family_result(family, a.node, b.node, x64) for x64 in (False, True)]
        names = [None if n is None else (_WEAK_NAMES.get(n, stub_name(n)),) for n in found]
        answer = mode_answer(names[0], names[1], family)
        if answer is not None:
            out[(i, j)] = answer
    return out


# -- the functions -------------------------------------------------------------------------

def _special(name: str) -> Callable[..., Any]:
    from jaxtypes.scipy import special

    return getattr(special, name)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class Variant:
    """One form of a function: its parameters (``{X}``, ``{Y}``... the operand types) and
    how the runtime is called with the operands (default: the function itself)."""

    params: str
    call: Callable[..., Any] | None = None
    general: str = ""  # the fallback's parameters, where they differ


@dataclass(frozen=True)
class Function:
    name: str
    variants: tuple[Variant, ...]
    arity: int = 1
    promote: str | None = "inexact"
    accepts: Callable[[Combo], bool] = lambda combo: True
    reuse: bool = True  # a two-operand function may take a numpy family's class

    def call(self, variant: Variant) -> Callable[..., Any]:
        if variant.call is None:
            return _special(self.name)
        fun = _special(self.name)
        return lambda *args: variant.call(fun, *args)  # type: ignore[misc]


def _plain(name: str, param: str = "x") -> Function:
    return Function(name, (Variant(f"{param}: {{X}}"),))


_AXIS = "builtins.int | Sequence[builtins.int] | None"
_SOFTMAX = f"x: {{X}}, /, *, axis: {_AXIS} = None"
_LSE = ("a: {{X}}, axis: {axis} = None, b: {b} = None, keepdims: builtins.bool = False, {sign}, "
        "where: ArrayLike | None = None")


def _integer_first(combo: Combo) -> bool:
    return rules.kind(input_classes()[combo[0]].node) in ("int", "uint")


UNARY: tuple[Function, ...] = (
    *(_plain(n) for n in ("gammaln", "gammasgn", "gamma", "loggamma", "digamma", "erf", "erfc", "erfinv", "erfcx",
                          "dawsn", "expit", "logit", "entr", "expi", "exp1", "i0", "i0e", "i1", "i1e", "sici",
                          "fresnel")),
    Function("wofz", (Variant("z: {X}"),), promote="complex"),
    *(Function(n, (Variant("x: {X}"),), promote=None) for n in ("ndtr", "spence")),
    Function("ndtri", (Variant("p: {X}"),), promote=None),
    Function("log_ndtr", (Variant("x: {X}, series_order: builtins.int = 3"),), promote=None),
    Function("factorial", (Variant("n: {X}, exact: Literal[False] = False"),)),
    Function("multigammaln", (Variant("a: {X}, d: builtins.int", lambda f, a: f(a, 3)),)),
    Function("bessel_jn", (Variant("z: {X}, *, v: builtins.int, n_iter: builtins.int = 50",
                                   lambda f, z: f(z, v=2, n_iter=8)),)),
    Function("softmax", (Variant(_SOFTMAX),), promote=None),
    Function("log_softmax", (Variant(_SOFTMAX),), promote=None),
    Function("logsumexp", (
        Variant(_LSE.format(axis=_AXIS, b="None", sign="return_sign: Literal[False] = False"),
                general=_LSE.format(axis=_AXIS, b="ArrayLike | None", sign="return_sign: Literal[False] = False")),
        Variant(_LSE.format(axis=_AXIS, b="None", sign="*, return_sign: Literal[True]"),
                lambda f, a: f(a, return_sign=True),
                general=_LSE.format(axis=_AXIS, b="ArrayLike | None", sign="*, return_sign: Literal[True]")),
    )),
)

BINARY: tuple[Function, ...] = (
    *(Function(n, (Variant("x: {X}, y: {Y}"),), arity=2) for n in ("xlogy", "xlog1py")),
    *(Function(n, (Variant("x: {X}, lmbda: {Y}"),), arity=2) for n in ("boxcox", "boxcox1p")),
    *(Function(n, (Variant("a: {X}, x: {Y}"),), arity=2) for n in ("gammainc", "gammaincc")),
    *(Function(n, (Variant("a: {X}, b: {Y}"),), arity=2) for n in ("betaln", "beta")),
    Function("zeta", (Variant("x: {X}, q: {Y}"),), arity=2),
    Function("poch", (Variant("z: {X}, m: {Y}"),), arity=2),
    *(Function(n, (Variant("p: {X}, q: {Y}"),), arity=2) for n in ("rel_entr", "kl_div")),
    Function("expn", (Variant("n: {X}, x: {Y}"),), arity=2),
    Function("owens_t", (Variant("h: {X}, a: {Y}"),), arity=2),
    Function("comb", (Variant("N: {X}, k: {Y}, *, repetition: builtins.bool = False"),), arity=2),
    Function("polygamma", (Variant("n: {X}, x: {Y}"),), arity=2, promote=None, accepts=_integer_first),
)

# the jaxtypes.numpy families whose overload classes two-operand functions may reuse
REUSABLE = {"true_divide": "_Overloads_divide", "nextafter": "_Overloads_nextafter", "hypot": "_Overloads_hypot"}


# -- writing overloads -------------------------------------------------------------------------

def _grouped(classes: Sequence[InputClass], answers: dict[int, Answer]) -> Iterator[tuple[str, Answer]]:
    """(parameter type, answer) per overload: disjoint classes of one answer together, in
    the order answers first appear; weak arrays alone, narrow kinds first."""
    by_answer: dict[Answer, list[InputClass]] = {}
    for i, c in enumerate(classes):
        if i in answers and c.disjoint:
            by_answer.setdefault(answers[i], []).append(c)
    for answer, members in by_answer.items():
        yield union_type(members), answer
    for i, c in enumerate(classes):
        if i in answers and not c.disjoint:
            yield union_type([c]), answers[i]


def _method(params: str) -> str:
    return f"def __call__(self, {params})"


def unary_overloads(function: Function, variant: Variant) -> list[str]:
    rows = table(function.call(variant), 1, function.promote)
    answers = {combo[0]: answer for combo, answer in rows.items()}
    lines = [f"{_method(variant.params.format(X=param))} -> {returns(answer)}: ..."
             for param, answer in _grouped(input_classes(), answers)]
    outputs = len(next(iter(answers.values()))) if answers else 1
    top = returns(("_Top",) * outputs)
    lines.append(f"{_method(variant.params.format(X='_AbstractArray'))} -> {top}: ...")
    if variant.general:
        general = returns(("inexact",) * outputs)
        lines.append(f"{_method(variant.general.format(X='ArrayLike'))} -> {general}: ...")
    return lines


# TypeVars of dtypes that some operands leave unchanged (written into the stub by the region)
KEPT_TYPEVARS: dict[tuple[str, ...], str] = {}


def _kept_typevar(names: Sequence[str]) -> str:
    key = tuple(names)
    if len(key) == 1:
        return f"Array[{key[0]}]"
    if key not in KEPT_TYPEVARS:
        KEPT_TYPEVARS[key] = f"_Kept{len(KEPT_TYPEVARS) + 1}"
    return f"Array[{KEPT_TYPEVARS[key]}]"


def _kept_overloads(cells: dict[Combo, Answer], params: str) -> tuple[list[str], set[Combo]]:
    """Overloads through a constrained TypeVar for the cells whose answer is one operand's
    own (strong, mode-independent) dtype: ``(Array[K], Array[K] | A) -> Array[K]`` with A
    the classes that leave K unchanged, and its mirror; the cells they cover."""
    classes = input_classes()
    lines: list[str] = []
    covered: set[Combo] = set()
    for side in (0, 1):
        groups: dict[tuple[tuple[int, ...], bool], list[int]] = {}
        for i, c in enumerate(classes):
            if c.form != "arr" or dtypes.dtype_info(c.node).bits == 64:
                continue
            own = {j for j, d in enumerate(classes) if d.node == c.node and d.form in ("arr", "np")}
            kept = tuple(sorted(j for j in range(len(classes)) if j not in own
                                and cells.get((i, j) if side == 0 else (j, i)) == (stub_name(c.node),)))
            if kept:
                groups.setdefault((kept, cells.get((i, i)) == (stub_name(c.node),)), []).append(i)
        for (kept, diagonal), members in groups.items():
            typevar = _kept_typevar([stub_name(classes[i].node) for i in members])
            others = union_type([classes[j] for j in kept if classes[j].disjoint]
                                + [classes[j] for j in kept if not classes[j].disjoint])
            operand = f"{typevar} | {others}" if diagonal else others
            x, y = (typevar, operand) if side == 0 else (operand, typevar)
            lines.append(f"{_method(params.format(X=x, Y=y))} -> {typevar}: ...")
            for i in members:
                for j in (*kept, *((i,) if diagonal else ())):
                    covered.add((i, j) if side == 0 else (j, i))
    return lines, covered


def binary_overloads(function: Function, variant: Variant) -> list[str]:
    """The cells an operand's own dtype answers (``_kept_overloads``), then rows: each
    first-operand class (merged with the disjoint classes whose rows are equal) and, per
    result, the second-operand classes giving it."""
    classes = input_classes()
    cells = table(function.call(variant), 2, function.promote, function.accepts)
    lines, covered = _kept_overloads(cells, variant.params)
    cells = {combo: answer for combo, answer in cells.items() if combo not in covered}
    rows: dict[int, dict[int, Answer]] = {}
    for (i, j), answer in cells.items():
        rows.setdefault(i, {})[j] = answer
    merged: dict[tuple[tuple[int, Answer], ...], list[InputClass]] = {}
    weak_rows = []
    for i, row in rows.items():
        if classes[i].disjoint:
            merged.setdefault(tuple(sorted(row.items())), []).append(classes[i])
        else:
            weak_rows.append((tuple(sorted(row.items())), [classes[i]]))
    for row, members in [*merged.items(), *weak_rows]:
        first = union_type(members)
        for second, answer in _grouped(classes, dict(row)):
            lines.append(f"{_method(variant.params.format(X=first, Y=second))} -> {returns(answer)}: ...")
    lines.append(f"{_method(variant.params.format(X='_AbstractArray', Y='ArrayLike'))} -> Array[_Top]: ...")
    lines.append(f"{_method(variant.params.format(X='ArrayLike', Y='_AbstractArray'))} -> Array[_Top]: ...")
    return lines


def reused_family(function: Function) -> str | None:
    """The numpy class a two-operand function can take: its table is the family's and it
    has no parameters beyond its two operands."""
    (variant,) = function.variants
    if not function.reuse or variant.params.count(":") != 2 or function.promote is None:
        return None
    cells = table(function.call(variant), 2, function.promote)
    return next((cls for family, cls in REUSABLE.items() if family_table(family) == cells), None)


@dataclass(frozen=True)
class Many:
    """A function of three or four operands, ``params`` naming them."""

    name: str
    params: tuple[str, ...]


MANY = (Many("betainc", ("a", "b", "x")), Many("hyp1f1", ("a", "b", "x")), Many("hyp2f1", ("a", "b", "c", "x")))
_WEAK_SCALARS = "_JustInt | _JustFloat"
_WEAK_OPERANDS = "Array[builtins.int | builtins.float] | _JustInt | _JustFloat"


def _many_answer(function: Callable[..., Any], arity: int, dtype: Any, weak: bool, zero: bool) -> Answer | None:
    import jaxtypes

    found = []
    for x64 in (False, True):
        with jaxtypes.enable_x64(x64):
            key = (dtypes.canonicalize_dtype(dtype), weak, (zero,) * arity)
            found.append(evaluate(function, *key_structs(key)))
    return mode_answer(found[0], found[1], str(function))


def many_overloads(function: Many) -> list[str]:
    """Weak scalars alone; weak scalars and arrays; then, per floating or complex dtype the
    function accepts, operands of that dtype beside weak ones; mixed operands: the cover."""
    fun = _special(function.name)
    arity = len(function.params)

    def signature(*types: str) -> str:
        return ", ".join(f"{p}: {t}" for p, t in zip(function.params, types))

    lines = []
    scalars = _many_answer(fun, arity, float, True, True)
    arrays = _many_answer(fun, arity, float, True, False)
    assert scalars is not None and arrays is not None, function.name
    lines.append(f"def {function.name}({signature(*[_WEAK_SCALARS] * arity)}) -> {returns(scalars)}: ...")
    lines.append(f"def {function.name}({signature(*[_WEAK_OPERANDS] * arity)}) -> "
                 f"{returns(union([scalars, arrays]))}: ...")  # type: ignore[arg-type]
    accepted = []
    for name, info in dtypes.REGISTRY.items():
        if info.kind not in ("float", "complex"):
            continue
        answer = _many_answer(fun, arity, name, False, False)
        if answer is None:
            continue
        accepted.append(info.kind)
        numpy = f" | _NDArray[np.{name}] | np.{name}" if name in _NUMPY else ""
        operand = f"Array[{name}]{numpy} | {_WEAK_OPERANDS}"
        lines.append(f"def {function.name}({signature(*[operand] * arity)}) -> {returns(answer)}: ...")
    cover = "inexact" if "complex" in accepted else "floating"
    general = "ArrayLike" if "complex" in accepted else "_RealArrayLike"
    lines.append(f"def {function.name}({signature(*[general] * arity)}) -> Array[{cover}]: ...")
    return [text for line in lines for text in ("@overload", line)]


def _class(name: str, members: Sequence[str], overloads: Sequence[str]) -> list[str]:
    doc = f'    """Type-check only: the overloads of {", ".join(members)} (see stubs/_scipy_special.py)."""'
    lines = [f"class {name}:", doc]
    for text in overloads:
        lines += ["    @overload", f"    {text}"]
    return lines


def scipy_special_region() -> list[str]:
    """The region ``scipy_special`` of ``scipy.special.pyi``: the overload classes and the
    functions typed by them."""
    KEPT_TYPEVARS.clear()
    shared: dict[tuple[str, ...], list[str]] = {}  # overloads -> the functions sharing them
    assigned: dict[str, str] = {}
    for function in UNARY + BINARY:
        family = reused_family(function) if function.arity == 2 else None
        if family is not None:
            assigned[function.name] = family
            continue
        write = unary_overloads if function.arity == 1 else binary_overloads
        overloads = tuple(line for variant in function.variants for line in write(function, variant))
        shared.setdefault(overloads, []).append(function.name)
    lines = [f"{name} = TypeVar({name!r}, {', '.join(members)})" for members, name in KEPT_TYPEVARS.items()]
    for overloads, names in shared.items():
        cls = f"_Overloads_{names[0]}"
        lines += _class(cls, names, overloads)
        assigned.update(dict.fromkeys(names, cls))
    for function in UNARY + BINARY:
        lines += [f"class _Fn_{function.name}({assigned[function.name]}): ...", f"{function.name}: _Fn_{function.name}"]
    for many in MANY:
        lines += many_overloads(many)
    return lines
