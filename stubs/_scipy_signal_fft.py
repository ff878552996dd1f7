"""The overloads of the stubs of ``jaxtypes.scipy.fft``, ``.signal``, ``.integrate``,
``.ndimage`` and ``.cluster.vq``, read from the runtime.

Each function runs abstractly (``jaxtypes.eval_shape``, nothing computed) on a
representative of every input class, in both 64-bit modes; a class the function
accepts gets an overload with the result's dtypes and weak types (a mode alias where the
modes differ), a class it rejects gets none, so both checkers reject it as the runtime
does. The classes: jaxtypes arrays of every dtype (NumPy data of NumPy's dtypes with
them), weakly typed arrays, Python scalars. Classes with the same answer share an
overload.

Shortcuts, which ``tests/test_scipy_signal_fft.py`` checks against jax for every class:

* A function that first makes its operand floating (``promote_inexact``: ``inexact``
  below) is run once per floating dtype the classes become.
* A function of two operands promotes them together first, so its answer for a pair is
  its answer for one operand of their join (from the lattice, then made floating), run
  once per join. The pairs typed: every pair of the common dtypes (``_PAIRED``), and the
  2- and 4-bit integers and the small floats with themselves; the overloads are few
  rectangles of classes, in an order where the first that matches a pair answers it
  (``rectangles``, checked by replaying first match).
* Where the answer depends on a literal argument (``convolve``'s ``method``,
  ``welch``'s ``return_onesided``) each literal gets its overloads, and the parameter's
  wider type (keyword-only and without a default, so that a call leaving the argument
  out gets the default's answer) the union of their answers; where it depends on the
  operands' shapes
  (``fftconvolve`` of size-1 axes multiplies without a transform, which keeps weak
  types), the answer is the union over probe shapes.

Parameters that can change a result's dtype (an array ``fs`` or ``dx``, ``istft``'s
array ``window``) take the exact overloads only in their dtype-neutral forms; an
operand whose dtype the checker does not know (``Array[floating]``, bare ``Array``),
or another form of those parameters, gets the honest category of the answers.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import numpy as np

from jaxtypes import dtypes

_NUMPY = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
          "float64", "complex64", "complex128")
_PYTHON = (("builtins.bool", True), ("_JustInt", 2), ("_JustFloat", 2.5), ("_JustComplex", 2.5j))
_WEAK = {"i*": "builtins.int", "f*": "builtins.float", "c*": "builtins.complex"}


@dataclass(frozen=True)
class InputClass:
    param: str  # the stub's parameter type
    node: str | None  # a registry dtype name, or a weak node ("f*"); None: a Python scalar
    value: Any = None  # the Python scalar

    @property
    def weak(self) -> bool:
        return self.node in _WEAK

    @property
    def dtype(self) -> str | None:
        """The dtype's name in the current mode (a weak node's default one)."""
        if self.node is None:
            return None
        return dtypes.default_dtype(self.node).name if self.weak else dtypes.canonicalize_dtype(self.node).name


def _stub_name(name: str) -> str:
    return "bool_" if name == "bool" else name


def array_classes() -> list[InputClass]:
    """Arrays of every dtype (NumPy data beside jaxtypes arrays of its dtype), then weakly typed ones."""
    out = []
    for name in dtypes.REGISTRY:
        param = f"Array[{_stub_name(name)}]"
        if name in _NUMPY:
            param += f" | _NDArray[np.{_stub_name(name)}] | np.{_stub_name(name)}"
        out.append(InputClass(param, name))
    out += [InputClass(f"Array[{stub}]", node) for node, stub in _WEAK.items()]
    return out


# The pairs of two-operand functions: every pair of these (the dtypes that join widely),
# and each other dtype (the 2- and 4-bit integers, the small floats) with itself only.
_PAIRED = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "bfloat16",
           "float32", "float64", "complex64", "complex128", "i*", "f*", "c*")


def pairs_of_classes() -> list[tuple[InputClass, InputClass]]:
    classes = array_classes()
    paired = [c for c in classes if c.node in _PAIRED]
    return [(a, b) for a in paired for b in paired] + [(c, c) for c in classes if c.node not in _PAIRED]


def all_classes() -> list[InputClass]:
    return array_classes() + [InputClass(stub, None, value=value) for stub, value in _PYTHON]


# -- probing a library --------------------------------------------------------------------

Answer = tuple[str, ...]  # one stub name per output


@dataclass(frozen=True)
class Backend:
    """What the probes run on: the library's modules (``fft``, ``signal``, ``integrate``,
    ``ndimage``, ``vq`` and its ``zeros``), its abstract evaluation, array structs, and a
    context that sets its 64-bit mode (with jaxtypes', which names the classes' dtypes).
    ``shortcuts``: run one representative per floating dtype or join (see the module's
    docstring) rather than every class and pair."""

    modules: Any
    eval_shape: Callable[..., Any]
    struct: Callable[[tuple[int, ...], Any, bool], Any]
    struct_type: type
    mode: Callable[[bool], AbstractContextManager[Any]]
    shortcuts: bool = True


def runtime_backend() -> Backend:
    import jaxtypes
    import jaxtypes.numpy as jnp
    import jaxtypes.scipy.cluster.vq as vq
    import jaxtypes.scipy.fft as fft
    import jaxtypes.scipy.integrate as integrate
    import jaxtypes.scipy.ndimage as ndimage
    import jaxtypes.scipy.signal as signal

    modules = SimpleNamespace(fft=fft, signal=signal, integrate=integrate, ndimage=ndimage, vq=vq, zeros=jnp.zeros)
    return Backend(modules, jaxtypes.eval_shape, jaxtypes.ShapeDtypeStruct, jaxtypes.ShapeDtypeStruct,
                   jaxtypes.enable_x64)


def _make(backend: Backend, shape: tuple[int, ...], dtype: str, weak: bool) -> Any:
    return backend.struct(shape, dtypes.to_dtype(dtype), weak)


def _name(out: Any) -> str:
    if out.weak_type:
        return _WEAK[dtypes.weak_node_of_kind(out.dtype)]
    return _stub_name(dtypes.dtype_info(out.dtype).name)


def _run(backend: Backend, probe: Callable[..., Any], operands: list[Any]) -> Answer | None:
    """The names of ``probe(modules, *operands)``'s outputs (structs are traced, Python
    scalars stay as they are), or None where it raises."""
    arrays = [o for o in operands if isinstance(o, backend.struct_type)]

    def call(*traced: Any) -> Any:
        given = iter(traced)
        return probe(backend.modules, *(next(given) if isinstance(o, backend.struct_type) else o for o in operands))

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = backend.eval_shape(call, *arrays)
    except Exception:  # noqa: BLE001  (a class the function rejects)
        return None
    leaves = list(out) if isinstance(out, (tuple, list)) else [out]
    return tuple(_name(leaf) for leaf in leaves)


def _inexact(dtype: str, weak: bool) -> tuple[str, bool]:
    """What ``promote_inexact`` makes of one operand of ``dtype`` (in the current mode)."""
    from jaxtypes.runtime.numpy.promotion import to_inexact

    return to_inexact(dtypes.canonicalize_dtype(dtype)).name, weak


def _joined(a: InputClass, b: InputClass) -> tuple[str, bool] | None:
    """The two operands' floating join (in the current mode), or None where they have none."""
    import jaxtypes

    assert a.dtype is not None and b.dtype is not None
    try:
        dtype, weak = dtypes.lattice_result_type(jaxtypes.ShapeDtypeStruct((), a.dtype, a.weak),
                                                 jaxtypes.ShapeDtypeStruct((), b.dtype, b.weak))
    except dtypes.TypePromotionError:
        return None
    return _inexact(dtype.name, weak)


def _mode_text(narrow: str, wide: str) -> str:
    if narrow == wide:
        return narrow
    return f"_Mode_{wide.replace('builtins.', '')}_{narrow.replace('builtins.', '')}"


def _both(backend: Backend, answer: Callable[[], list[Answer | None]], what: str) -> str | None:
    """The result type text from ``answer()`` (one answer per probe) in each mode: per
    output, the union over the probes the function accepts of each probe's type (a mode
    alias where the modes differ); None where it accepts none."""
    found = []
    for x64 in (False, True):
        with backend.mode(x64):
            found.append(answer())
    per_output: list[list[str]] = []
    for narrow, wide in zip(*found, strict=True):
        if (narrow is None) != (wide is None):
            raise AssertionError(f"{what}: accepted in one 64-bit mode only")
        if narrow is None or wide is None:
            continue
        if not per_output:
            per_output = [[] for _ in narrow]
        for names, n, w in zip(per_output, narrow, wide, strict=True):
            if _mode_text(n, w) not in names:
                names.append(_mode_text(n, w))
    return ", ".join(" | ".join(names) for names in per_output) if per_output else None


# -- the functions -----------------------------------------------------------------------

@dataclass(frozen=True)
class Variant:
    """One literal form of an argument that changes the answer: its text in the
    signature (for ``{V}``) and the keyword arguments that probe it."""

    text: str
    kwargs: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Function:
    """``name(signature)``, ``{A}`` (and ``{B}``) its operands, ``{V}`` a variant's
    parameter; ``returns`` has ``{0}``, ``{1}``... for the outputs' dtypes; ``probe(modules,
    *operands, **variant kwargs)`` calls it on representatives of ``shapes``; ``general`` is
    the signature of the fallback overload (``{A}``: ``_AbstractArray``)."""

    name: str
    signature: str
    returns: str
    probe: Callable[..., Any]
    general: str
    shapes: tuple[tuple[int, ...], ...] = ((8,),)
    variants: tuple[Variant, ...] = (Variant(""),)
    # The variant parameter's wider type (keyword-only and required: a call that leaves
    # it out takes the first variant's default), for the union of the variants' answers;
    # ``agreed`` its text when every variant gives the same answers.
    wider_variant: str = ""
    agreed: str = ""
    # (the parameter before the variant's, with its default, and required): keyword-only
    # variants also get a form that takes them positionally after that parameter
    positional: tuple[str, str] | None = None
    # Fallbacks for a known operand beside a dtype-changing form of another parameter
    # (given, so that a call without it still gets no overload where the exact ones have none)
    widening: tuple[str, ...] = ()
    inexact: bool = True  # the operand is made floating first
    pair: bool = False


def _single_answers(f: Function, kwargs: dict[str, Any], backend: Backend) -> dict[Any, str | None]:
    """For each class: the result text (both modes), or None where the function rejects it."""
    memo: dict[tuple[Any, ...], list[Answer | None]] = {}

    def answer(c: InputClass) -> list[Answer | None]:
        if c.dtype is None:
            return [_run(backend, lambda M: f.probe(M, c.value, **kwargs), [])]
        dtype, weak = c.dtype, c.weak
        if f.inexact and backend.shortcuts:
            dtype, weak = _inexact(dtype, weak)
        key = (dtype, weak, dtypes.canonicalize_dtype(np.int64).itemsize)  # (and the mode)
        if key not in memo:
            memo[key] = [_run(backend, lambda M, *a: f.probe(M, *a, **kwargs), [_make(backend, s, dtype, weak)])
                         for s in f.shapes]
        return memo[key]

    return {c.param: _both(backend, lambda c=c: answer(c), f"{f.name}({c.param})") for c in all_classes()}


def _pair_answers(f: Function, kwargs: dict[str, Any], backend: Backend,
                  pairs: list[tuple[InputClass, InputClass]]) -> dict[Any, str | None]:
    memo: dict[tuple[Any, ...], list[Answer | None]] = {}

    def answer(a: InputClass, b: InputClass) -> list[Answer | None]:
        if not backend.shortcuts:
            assert a.dtype is not None and b.dtype is not None
            return [_run(backend, lambda M, x, y: f.probe(M, x, y, **kwargs),
                         [_make(backend, s, a.dtype, a.weak), _make(backend, s, b.dtype, b.weak)]) for s in f.shapes]
        joined = _joined(a, b)
        if joined is None:
            return [None] * len(f.shapes)
        key = (*joined, dtypes.canonicalize_dtype(np.int64).itemsize)  # (and the mode)
        if key not in memo:
            memo[key] = [_run(backend, lambda M, x, y: f.probe(M, x, y, **kwargs), [_make(backend, s, *joined)] * 2)
                         for s in f.shapes]
        return memo[key]

    return {(a.param, b.param): _both(backend, lambda a=a, b=b: answer(a, b), f"{f.name}({a.param}, {b.param})")
            for a, b in pairs}


def answers(f: Function, variant: Variant, backend: Backend | None = None,
            pairs: list[tuple[InputClass, InputClass]] | None = None) -> dict[Any, str | None]:
    """The result text for every class (or pair of classes: ``pairs``, by default every
    pair the stubs type) under ``variant``, from ``backend`` (by default the runtime)."""
    backend = backend or runtime_backend()
    if f.pair:
        return _pair_answers(f, variant.kwargs, backend, pairs if pairs is not None else pairs_of_classes())
    return _single_answers(f, variant.kwargs, backend)


def _returns(f: Function, result: str) -> str:
    return f.returns.format(*result.split(", "))


_CATEGORY_OF_KIND = {"bool": "bool_", "int": "signedinteger", "uint": "unsignedinteger", "float": "floating",
                     "complex": "complexfloating"}


def _kind_of(name: str) -> str:
    name = name.replace("builtins.", "")
    if name.startswith("_Mode_"):
        name = name.split("_")[-1]
    if name in ("int", "float", "complex"):
        return {"int": "int", "float": "float", "complex": "complex"}[name]
    return dtypes.dtype_info("bool" if name == "bool_" else name).kind


def _category(names: set[str]) -> str:
    """The smallest abstract type holding every name (strong answers only)."""
    if len(names) == 1:
        return next(iter(names))
    kinds = {_kind_of(n) for n in names}
    if kinds <= {"float"}:
        return "floating"
    if kinds <= {"complex"}:
        return "complexfloating"
    if kinds <= {"float", "complex"}:
        return "inexact"
    if kinds <= {"int"}:
        return "signedinteger"
    if kinds <= {"int", "uint"}:
        return "integer"
    return "generic"


def _fallback(f: Function, results: list[str]) -> str:
    """The honest answer for an operand of unknown dtype: per output, the category of the
    strong answers."""
    outputs = [r.split(", ") for r in results]
    per_output = []
    for i in range(len(outputs[0])):
        names = set()
        for o in outputs:
            names.update(n for n in o[i].split(" | ") if not n.startswith("builtins."))
        per_output.append(_category(names) if names else "inexact")
    return f.returns.format(*per_output)


def _grouped(pairs: Iterator[tuple[str, str | None]]) -> dict[str, str]:
    """Parameter types with one result joined into one union: result -> parameter."""
    by_result: dict[str, list[str]] = {}
    for param, result in pairs:
        if result is not None:
            by_result.setdefault(result, []).append(param)
    return {result: " | ".join(params) for result, params in by_result.items()}


def _forms(f: Function, variant_text: str) -> list[tuple[str, str]]:
    """(signature, variant text) of each form of a variant: a keyword-only one also taken
    positionally where ``f.positional`` says how."""
    forms = [(f.signature, variant_text)]
    if f.positional and variant_text.startswith("*, "):
        before, required = f.positional
        forms.append((f.signature.replace(before, required), variant_text.removeprefix("*, ")))
    return forms


def _overloads_for(f: Function, found: dict[Any, str | None], variant_text: str) -> list[str]:
    lines = []
    for signature, text in _forms(f, variant_text):
        if not f.pair:
            for result, param in _grouped(iter(found.items())).items():
                lines.append(f"def {f.name}({signature.format(A=param, V=text)}) -> {_returns(f, result)}: ...")
            continue
        for a_params, b_params, result in rectangles(found):
            filled = signature.format(A=" | ".join(a_params), B=" | ".join(b_params), V=text)
            lines.append(f"def {f.name}({filled}) -> {_returns(f, result)}: ...")
    return lines


def rectangles(table: dict[tuple[str, str], str | None]) -> list[tuple[list[str], list[str], str]]:
    """Few overloads ``(firsts, seconds, result)`` that give every pair of ``table`` its
    result by first match (a later overload may hold pairs an earlier one answered) and
    hold no pair the table rejects (None). Greedy: each step adds the rectangle that
    answers the most pairs not yet answered, grown from one row's admissible columns."""
    firsts = list(dict.fromkeys(a for a, _ in table))
    seconds = list(dict.fromkeys(b for _, b in table))
    results = list(dict.fromkeys(r for r in table.values() if r is not None))
    bit = {b: 1 << i for i, b in enumerate(seconds)}
    wanted = {r: {a: sum(bit[b] for b in seconds if table.get((a, b)) == r) for a in firsts} for r in results}
    done = dict.fromkeys(firsts, 0)
    out = []
    while any(wanted[r][a] & ~done[a] for r in results for a in firsts):
        best: tuple[int, int, list[str], int, str] | None = None
        for r in results:
            admissible = {a: wanted[r][a] | done[a] for a in firsts}
            for seed in firsts:
                if not wanted[r][seed] & ~done[seed]:
                    continue
                columns = admissible[seed]
                rows = [a for a in firsts if admissible[a] & columns == columns]
                gain = sum(bin(columns & wanted[r][a] & ~done[a]).count("1") for a in rows)
                key = (gain, -len(rows))
                if best is None or key > (best[0], best[1]):
                    best = (gain, -len(rows), rows, columns, r)
        assert best is not None
        _, _, rows, columns, r = best
        for a in rows:
            done[a] |= columns & wanted[r][a]
        out.append((rows, [b for b in seconds if columns & bit[b]], r))
    for pair, result in table.items():  # replay first match
        first = next((r for rows, columns, r in out if pair[0] in rows and pair[1] in columns), None)
        assert first == result, (pair, result, first)
    return out


def function_overloads(f: Function) -> list[str]:
    """Every overload of ``f``: per variant (then the wider variant's union when the
    variants differ), then the fallbacks for operands of unknown dtype."""
    backend = runtime_backend()
    per_variant = [answers(f, v, backend) for v in f.variants]
    lines = []
    if all(p == per_variant[0] for p in per_variant[1:]):
        text = f.agreed or f.wider_variant or f.variants[0].text
        lines += _overloads_for(f, per_variant[0], text)
    else:
        for v, found in zip(f.variants, per_variant):
            if v.text:  # (a variant without its own text counts in the wider type's union only)
                lines += _overloads_for(f, found, v.text)
        if f.wider_variant:
            merged = {key: _merge([p[key] for p in per_variant]) for key in per_variant[0]}
            lines += _overloads_for(f, merged, f.wider_variant)
    results = [r for p in per_variant for r in p.values() if r is not None]
    fallback = _fallback(f, results)
    if f.pair:
        lines.append(f"def {f.name}({f.general.format(A='_AbstractArray', B='ArrayLike')}) -> {fallback}: ...")
        lines.append(f"def {f.name}({f.general.format(A='ArrayLike', B='_AbstractArray')}) -> {fallback}: ...")
    else:
        lines.append(f"def {f.name}({f.general.format(A='_AbstractArray')}) -> {fallback}: ...")
    lines += [f"def {f.name}({signature}) -> {fallback}: ..." for signature in f.widening]
    return lines


def _merge(results: list[str | None]) -> str | None:
    """The union of the variants' results (None where every variant rejects)."""
    found = [r for r in results if r is not None]
    if not found:
        return None
    outputs = [r.split(", ") for r in found]
    merged = []
    for i in range(len(outputs[0])):
        names: list[str] = []
        for o in outputs:
            for n in o[i].split(" | "):
                if n not in names:
                    names.append(n)
        merged.append(" | ".join(names))
    return ", ".join(merged)


def decorated(definitions: Sequence[str]) -> list[str]:
    """Each definition with ``@overload``, except a function's only one."""
    from collections import Counter

    counts = Counter(d.split("(")[0] for d in definitions)
    return [line for d in definitions for line in ((["@overload"] if counts[d.split("(")[0]] > 1 else []) + [d])]


# -- the specifications ------------------------------------------------------------------

_B = "builtins.bool"
_I = "builtins.int"
_NORM = "norm: Literal['backward', 'ortho'] | None = None"
_MODE = "mode: Literal['full', 'same', 'valid'] = 'full'"
_PRECISION = "precision: _PrecisionLike = None"
_SCALAR = "_JustFloat | _JustInt"  # (a NumPy float is a float, and strong: it can widen the result)


def fft_functions() -> list[Function]:
    one = f"x: {{A}}, type: Literal[2] = 2, n: {_I} | None = None, axis: {_I} = -1, {_NORM}"
    several = (f"x: {{A}}, type: Literal[2] = 2, s: Sequence[{_I}] | None = None, axes: Sequence[{_I}] | None = None, "
               f"{_NORM}")
    return [Function(name, sig, "Array[{0}]", lambda M, x, name=name: getattr(M.fft, name)(x), sig, inexact=False)
            for name, sig in (("dct", one), ("idct", one), ("dctn", several), ("idctn", several))]


def signal_functions() -> list[Function]:
    direct = Variant("method: Literal['auto', 'direct'] = 'auto'", {"method": "direct"})
    by_fft = Variant("", {"method": "fft"})  # (only in the wider method's union)
    mode = (_MODE, "mode: Literal['full', 'same', 'valid']")
    convolutions = []
    for name in ("convolve", "correlate"):
        signature = f"in1: {{A}}, in2: {{B}}, {_MODE}, {{V}}, {_PRECISION}"
        convolutions.append(Function(
            name, signature, "Array[{0}]",
            lambda M, x, y, method, name=name: getattr(M.signal, name)(x, y, method=method),
            signature.replace("{V}", "method: str = 'auto'"), shapes=((8,), (1,)), variants=(direct, by_fft),
            wider_variant="*, method: str", agreed="method: str = 'auto'", positional=mode, pair=True))
    for name in ("convolve2d", "correlate2d"):
        signature = (f"in1: {{A}}, in2: {{B}}, {_MODE}, boundary: Literal['fill'] = 'fill', "
                     f"fillvalue: builtins.float = 0, {_PRECISION}")
        convolutions.append(Function(name, signature, "Array[{0}]",
                                     lambda M, x, y, name=name: getattr(M.signal, name)(x, y), signature,
                                     shapes=((3, 3),), pair=True))
    fft_signature = f"in1: {{A}}, in2: {{B}}, {_MODE}, axes: {_I} | Sequence[{_I}] | None = None"
    convolutions.append(Function("fftconvolve", fft_signature, "Array[{0}]",
                                 lambda M, x, y: M.signal.fftconvolve(x, y), fft_signature, shapes=((8,), (1,)),
                                 pair=True))
    detrend = (f"data: {{A}}, axis: {_I} = -1, {{V}}, bp: {_I} | Sequence[{_I}] | _NDArray[Any] = 0, "
               "overwrite_data: None = None")
    welch = (f"x: {{A}}, fs: ArrayLike = 1.0, window: str | tuple[Any, ...] | ArrayLike = 'hann', "
             f"nperseg: {_I} | None = None, noverlap: {_I} | None = None, nfft: {_I} | None = None, "
             f"detrend: str | Literal[False] | Callable[[Array[Any]], Array[Any]] = 'constant', {{V}}, "
             f"scaling: Literal['density', 'spectrum'] = 'density', axis: {_I} = -1, "
             "average: Literal['mean', 'median'] = 'mean'")
    one_sided = (Variant("return_onesided: Literal[True] = True", {"return_onesided": True}),
                 Variant("*, return_onesided: Literal[False]", {"return_onesided": False}))
    csd = welch.replace("x: {A}, ", "x: {A}, y: None, ")
    csd_pair = welch.replace("x: {A}, ", "x: {A}, y: {B}, ")
    stft = (f"x: {{A}}, fs: {_SCALAR} = 1.0, window: str | tuple[Any, ...] | ArrayLike = 'hann', "
            f"nperseg: {_I} = 256, noverlap: {_I} | None = None, nfft: {_I} | None = None, "
            f"detrend: str | Literal[False] | Callable[[Array[Any]], Array[Any]] = False, {{V}}, "
            f"boundary: Literal['even', 'odd', 'constant', 'zeros'] | None = 'zeros', padded: {_B} = True, "
            f"axis: {_I} = -1")
    istft = (f"Zxx: {{A}}, fs: {_SCALAR} = 1.0, window: str | tuple[Any, ...] = 'hann', "
             f"nperseg: {_I} | None = None, noverlap: {_I} | None = None, nfft: {_I} | None = None, "
             f"input_onesided: {_B} = True, boundary: {_B} = True, time_axis: {_I} = -1, freq_axis: {_I} = -2")

    def general(signature: str, variant: str) -> str:
        return signature.replace(f"fs: {_SCALAR}", "fs: ArrayLike").replace("{V}", variant).replace(
            "window: str | tuple[Any, ...] = 'hann'", "window: str | tuple[Any, ...] | ArrayLike = 'hann'")

    return convolutions + [
        Function("detrend", detrend, "Array[{0}]", lambda M, x, type: M.signal.detrend(x, type=type), detrend.replace(
            "{V}", "type: Literal['linear', 'constant'] = 'linear'"),
            variants=(Variant("type: Literal['linear'] = 'linear'", {"type": "linear"}),
                      Variant("*, type: Literal['constant']", {"type": "constant"})),
            wider_variant="*, type: Literal['linear', 'constant']", positional=(f"axis: {_I} = -1", f"axis: {_I}"),
            inexact=False),
        Function("welch", welch, "tuple[Array[{0}], Array[{1}]]",
                 lambda M, x, return_onesided: M.signal.welch(x, nperseg=4, return_onesided=return_onesided),
                 general(welch, f"return_onesided: {_B} = True"), variants=one_sided,
                 wider_variant=f"*, return_onesided: {_B}"),
        Function("csd", csd, "tuple[Array[{0}], Array[{1}]]",
                 lambda M, x, return_onesided: M.signal.csd(x, None, nperseg=4, return_onesided=return_onesided),
                 general(csd, f"return_onesided: {_B} = True"), variants=one_sided,
                 wider_variant=f"*, return_onesided: {_B}"),
        Function("csd", csd_pair, "tuple[Array[{0}], Array[{1}]]",
                 lambda M, x, y, return_onesided: M.signal.csd(x, y, nperseg=4, return_onesided=return_onesided),
                 general(csd_pair, f"return_onesided: {_B} = True"),
                 variants=(one_sided[0], Variant("", {"return_onesided": False})),
                 wider_variant=f"*, return_onesided: {_B}", pair=True),
        Function("stft", stft, "tuple[Array[{0}], Array[{1}], Array[{2}]]",
                 lambda M, x, return_onesided: M.signal.stft(x, nperseg=4, return_onesided=return_onesided),
                 general(stft, f"return_onesided: {_B} = True"), variants=one_sided,
                 wider_variant=f"*, return_onesided: {_B}",
                 widening=(general(stft, f"return_onesided: {_B} = True").format(A="ArrayLike").replace(
                     "fs: ArrayLike = 1.0", "fs: ArrayLike"),)),
        Function("istft", istft, "tuple[Array[{0}], Array[{1}]]", lambda M, z: M.signal.istft(z), general(istft, ""),
                 shapes=((5, 4),), inexact=False,
                 widening=(general(istft, "").format(A="ArrayLike").replace("fs: ArrayLike = 1.0", "fs: ArrayLike"),
                           general(istft, "").format(A="ArrayLike").replace(
                               "window: str | tuple[Any, ...] | ArrayLike = 'hann', ",
                               "*, window: str | tuple[Any, ...] | ArrayLike, "))),
    ]


def scipy_fft_region() -> list[str]:
    """The region ``scipy_fft`` of ``scipy.fft.pyi``."""
    return decorated([o for f in fft_functions() for o in function_overloads(f)])


def scipy_signal_region() -> list[str]:
    """The region ``scipy_signal`` of ``scipy.signal.pyi``."""
    return decorated([o for f in signal_functions() for o in function_overloads(f)])


def integrate_functions() -> list[Function]:
    alone = f"y: {{A}}, x: None = None, dx: {_SCALAR} = 1.0, axis: {_I} = -1"
    sampled = f"y: {{A}}, x: {{B}}, dx: {_SCALAR} = 1.0, axis: {_I} = -1"
    return [
        Function("trapezoid", alone, "Array[{0}]", lambda M, y: M.integrate.trapezoid(y),
                 alone.replace(f"x: None = None, dx: {_SCALAR}", "x: ArrayLike | None = None, dx: ArrayLike"),
                 widening=(f"y: ArrayLike, x: ArrayLike | None = None, *, dx: ArrayLike, axis: {_I} = -1",
                           f"y: ArrayLike, x: ArrayLike | None, dx: ArrayLike, axis: {_I} = -1")),
        Function("trapezoid", sampled, "Array[{0}]", lambda M, y, x: M.integrate.trapezoid(y, x),
                 sampled.replace(f"dx: {_SCALAR}", "dx: ArrayLike"), pair=True),
    ]


def scipy_integrate_region() -> list[str]:
    """The region ``scipy_integrate`` of ``scipy.integrate.pyi``."""
    return decorated([o for f in integrate_functions() for o in function_overloads(f)])


def ndimage_functions() -> list[Function]:
    signature = (f"input: {{A}}, coordinates: Sequence[ArrayLike], order: Literal[0, 1], "
                 "mode: Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect'] = 'constant', "
                 "cval: ArrayLike = 0.0")

    def probe(M: Any, x: Any) -> Any:
        return M.ndimage.map_coordinates(x, [M.zeros(3)], order=1)

    return [Function("map_coordinates", signature, "Array[{0}]", probe, signature, inexact=False)]


def scipy_ndimage_region() -> list[str]:
    """The region ``scipy_ndimage`` of ``scipy.ndimage.pyi``."""
    return decorated([o for f in ndimage_functions() for o in function_overloads(f)])


def vq_functions() -> list[Function]:
    signature = f"obs: {{A}}, code_book: {{B}}, check_finite: {_B} = True"
    return [Function("vq", signature, "tuple[Array[{0}], Array[{1}]]", lambda M, x, y: M.vq.vq(x, y), signature,
                     shapes=((4, 2),), pair=True)]


def scipy_cluster_vq_region() -> list[str]:
    """The region ``scipy_cluster_vq`` of ``scipy.cluster.vq.pyi``."""
    return decorated([o for f in vq_functions() for o in function_overloads(f)])
