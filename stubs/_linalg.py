"""The overloads of ``stubs/numpy.linalg.pyi`` (``jaxtypes.numpy.linalg``), from the lattice.

The decompositions and solvers take their operands through ``promote_inexact``: the
operands' lattice join, with integer and bool results made floating (float32, or
float64 for 64-bit integers; a weak int becomes a weak float). What comes out is
written per output: ``S`` that dtype, ``R`` its real counterpart (complex64 ->
float32), ``C`` its complex one (float64 -> complex128), ``I`` the default int; a
``!`` suffix marks an output that is never weakly typed, whatever the operands (jax
drops the weak type there: ``inv``, the norms, ``pinv``...).

Operands come in classes (a parameter type and the lattice node it stands for); each
class, or pair of classes for two operands, is one overload whose result is computed
here in both 64-bit modes, with a mode alias where they differ. LAPACK takes float32,
float64, complex64 and complex128 only: float16, bfloat16 and the small floats have no
overload (the runtime raises ``TypeError``); norms, which need no LAPACK, take them.
"""

from __future__ import annotations

from collections import Counter
import re
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

import jaxtypes
from jaxtypes import dtypes


@dataclass(frozen=True)
class OperandClass:
    param: str  # the parameter type
    node: str  # the lattice node of its values


def _concrete(name: str, numpy_name: str | None = None) -> OperandClass:
    numpy_name = numpy_name or name
    return OperandClass(f"Array[{name}] | _NDArray[np.{numpy_name}]", name if name != "bool_" else "bool")


CLASSES = [*(_concrete(n) for n in ("float32", "float64", "complex64", "complex128", "int8", "int16", "int32",
                                    "int64", "uint8", "uint16", "uint32", "uint64")),
           _concrete("bool_"),
           OperandClass("Array[builtins.int]", "i*"),
           OperandClass("Array[builtins.float]", "f*"),
           OperandClass("Array[builtins.complex]", "c*")]
HALF_CLASSES = [OperandClass("Array[float16] | _NDArray[np.float16]", "float16"),
                OperandClass("Array[bfloat16]", "bfloat16")]
_HALF = re.compile(r"\b(?:b?float16)\b")
REAL = {"complex64": "float32", "complex128": "float64"}
COMPLEX = {"float32": "complex64", "float64": "complex128", "float16": "complex64", "bfloat16": "complex64"}


def _to_inexact(dtype: np.dtype) -> np.dtype:
    """As ``runtime/numpy/promotion.to_inexact``, under the current mode."""
    if dtype.kind in "fc" or dtype.name == "bfloat16" or dtypes.dtype_info(dtype).kind in ("float", "complex"):
        return dtype
    return dtypes.canonicalize_dtype(np.float64 if dtype.itemsize == 8 else np.float32)


def _answer(nodes: tuple[str, ...], x64: bool) -> tuple[np.dtype, bool]:
    with jaxtypes.enable_x64(x64):  # arrays of 64-bit dtypes are 32-bit ones without 64-bit mode
        nodes = tuple(n if n in dtypes.WEAK_NODES else dtypes.node_of(dtypes.canonicalize_dtype(n)) for n in nodes)
        dtype, weak = dtypes.materialize(dtypes.join_nodes(*nodes, strict=False, x64=x64))
        return _to_inexact(dtype), weak


def _name(dtype: np.dtype, weak: bool, x64: bool) -> str:
    if weak:  # a weak type is the mode's default width
        assert dtype == dtypes.canonicalize_dtype({"f": np.float64, "c": np.complex128, "i": np.int64}[dtype.kind])
        return {"f": "float", "c": "complex", "i": "int"}[dtype.kind]
    return dtype.name


def _text(name32: str, name64: str) -> str:
    if name32 == name64:
        return f"builtins.{name32}" if name32 in ("float", "complex", "int") else name32
    return f"_Mode_{name64}_{name32}"


def slot(nodes: tuple[str, ...], which: str) -> str:
    """The type of one output slot (S, R, C, I, with ``!`` for never weak) for operands of ``nodes``."""
    names = []
    for x64 in (False, True):
        dtype, weak = _answer(nodes, x64)
        base = which.rstrip("!")
        weak = weak and not which.endswith("!")
        with jaxtypes.enable_x64(x64):
            if base == "R":
                dtype = np.dtype(REAL.get(dtype.name, dtype.name)) if dtype.name in REAL else dtype
            elif base == "C":
                dtype = dtypes.to_dtype(COMPLEX.get(dtype.name, dtype.name))
            elif base == "I":
                dtype, weak = dtypes.canonicalize_dtype(np.int64), False
            names.append(_name(dtype, weak, x64))
    return _text(*names)


def _result(template: str, nodes: tuple[str, ...]) -> str:
    out = template
    for which in ("S!", "R!", "C!", "S", "R", "C", "I"):
        if "{" + which + "}" in out:
            out = out.replace("{" + which + "}", slot(nodes, which))
    return out


@dataclass(frozen=True)
class Function:
    name: str
    signature: str  # with {A} (and {B}) for the operands' types
    returns: str  # with {S}, {R}, {C}, {I} slots
    lapack: bool = True
    integers: bool = True  # False: integer and bool operands are an error (no overload)


def inexact_node(node: str) -> bool:
    return node in ("f*", "c*") or (node not in dtypes.WEAK_NODES and dtypes.dtype_info(node).kind in ("float", "complex"))


def _grouped(pairs: Iterator[tuple[str, str]]) -> dict[str, str]:
    """Parameter types that give one result, joined into one union: result -> parameter."""
    by_result: dict[str, list[str]] = {}
    for param, result in pairs:
        by_result.setdefault(result, []).append(param)
    return {result: " | ".join(params) for result, params in by_result.items()}


def function_overloads(f: Function) -> Iterator[str]:
    """One overload per result (the operand classes that give it joined); for two
    operands, first operands with the same results for every second one share overloads."""
    classes = [c for c in (CLASSES if f.lapack else CLASSES + HALF_CLASSES) if f.integers or inexact_node(c.node)]
    if "{B}" not in f.signature:
        for result, param in _grouped((c.param, _result(f.returns, (c.node,))) for c in classes).items():
            yield f"def {f.name}({f.signature.format(A=param)}) -> {result}: ..."
        return
    classes = [c for c in CLASSES + HALF_CLASSES if f.integers or inexact_node(c.node)]  # a half-precision
    # operand joined with a wider one is fine for LAPACK
    rows: dict[tuple[tuple[str, str], ...], list[str]] = {}
    for a in classes:
        results = ((b.param, _result(f.returns, (a.node, b.node))) for b in classes)
        row = _grouped((b, r) for b, r in results if f.lapack is False or not _HALF.search(r))
        if row:
            rows.setdefault(tuple(row.items()), []).append(a.param)
    for row_items, a_params in rows.items():
        for result, b_param in row_items:
            yield f"def {f.name}({f.signature.format(A=' | '.join(a_params), B=b_param)}) -> {result}: ..."


FUNCTIONS = [
    Function("cholesky", "a: {A}, *, upper: builtins.bool = False, symmetrize_input: builtins.bool = True", "Array[{S}]"),
    Function("det", "a: {A}", "Array[{S}]"),
    Function("eig", "a: {A}", "EigResult[{C}, {C}]"),
    Function("eigvals", "a: {A}", "Array[{C}]"),
    Function("eigh", "a: {A}, UPLO: Literal['L', 'U'] | None = None, symmetrize_input: builtins.bool = True",
             "EighResult[{R}, {S}]"),
    Function("eigvalsh", "a: {A}, UPLO: Literal['L', 'U'] | None = 'L', *, symmetrize_input: builtins.bool = True",
             "Array[{R}]"),
    Function("inv", "a: {A}", "Array[{S!}]"),
    Function("pinv", "a: {A}, rtol: ArrayLike | None = None, hermitian: builtins.bool = False, *, "
             "rcond: ArrayLike | None = None", "Array[{S!}]"),
    Function("matrix_rank", "M: {A}, rtol: ArrayLike | None = None, *, hermitian: builtins.bool = False, "
             "tol: ArrayLike | None = None", "Array[{I}]"),
    Function("slogdet", "a: {A}, *, method: Literal['lu', 'qr'] | None = None", "SlogdetResult[{S!}, {R!}]"),
    Function("svdvals", "x: {A}, /", "Array[{R}]"),
    Function("tensorinv", "a: {A}, ind: builtins.int = 2", "Array[{S!}]"),
    Function("cond", "x: {A}, p: builtins.int | builtins.float | Literal['fro', 'nuc'] | None = None", "Array[{R}]"),
    Function("norm", "x: {A}, ord: builtins.int | builtins.float | Literal['fro', 'nuc'] | None = None, "
             "axis: builtins.int | tuple[builtins.int, ...] | None = None, keepdims: builtins.bool = False",
             "Array[{R!}]", lapack=False),
    Function("matrix_norm", "x: {A}, /, *, keepdims: builtins.bool = False, "
             "ord: builtins.int | builtins.float | Literal['fro', 'nuc'] = 'fro'", "Array[{R!}]", lapack=False),
    Function("vector_norm", "x: {A}, /, *, axis: builtins.int | tuple[builtins.int, ...] | None = None, "
             "keepdims: builtins.bool = False, ord: builtins.int | builtins.float = 2", "Array[{R!}]", lapack=False),
    Function("solve", "a: {A}, b: {B}", "Array[{S}]"),
    Function("tensorsolve", "a: {A}, b: {B}, axes: tuple[builtins.int, ...] | None = None", "Array[{S}]"),
    Function("lstsq", "a: {A}, b: {B}, rcond: builtins.float | None = None, *, numpy_resid: builtins.bool = False",
             "tuple[Array[{S!}], Array[{R!}], Array[{I}], Array[{R}]]"),
]


def qr_and_svd() -> Iterator[str]:
    """``qr`` and ``svd``, whose result's form depends on a literal argument."""
    groups = _grouped((c.param, f"{slot((c.node,), 'S')}|{slot((c.node,), 'R')}") for c in CLASSES)
    for result, param in groups.items():
        S, R = result.split("|")
        yield f"def qr(a: {param}, mode: Literal['reduced', 'complete', 'raw'] = 'reduced') -> QRResult[{S}]: ..."
        yield f"def qr(a: {param}, mode: Literal['r']) -> Array[{S}]: ..."
    for result, param in groups.items():
        S, R = result.split("|")
        c = OperandClass(param, "")
        yield (f"def svd(a: {c.param}, full_matrices: builtins.bool = True, compute_uv: Literal[True] = True, "
               f"hermitian: builtins.bool = False, subset_by_index: tuple[builtins.int, builtins.int] | None = None"
               f") -> SVDResult[{S}, {R}]: ...")
        yield (f"def svd(a: {c.param}, full_matrices: builtins.bool = True, *, compute_uv: Literal[False], "
               f"hermitian: builtins.bool = False, subset_by_index: tuple[builtins.int, builtins.int] | None = None"
               f") -> Array[{R}]: ...")
        yield (f"def svd(a: {c.param}, full_matrices: builtins.bool, compute_uv: Literal[False], "
               f"hermitian: builtins.bool = False, subset_by_index: tuple[builtins.int, builtins.int] | None = None"
               f") -> Array[{R}]: ...")


def numpy_linalg_region() -> list[str]:
    """The region ``numpy_linalg`` of ``numpy.linalg.pyi``: every overload, each with ``@overload``."""
    return decorated([*(o for f in FUNCTIONS for o in function_overloads(f)), *qr_and_svd()])


def decorated(definitions: list[str]) -> list[str]:
    """Each definition with ``@overload``, except a function's only one."""
    counts = Counter(d.split("(")[0] for d in definitions)
    return [line for d in definitions for line in ((["@overload"] if counts[d.split("(")[0]] > 1 else []) + [d])]


NUMPY_KEPT = [("np.bool_", "bool_"), ("np.int8", "int8"), ("np.int16", "int16"), ("np.int32", "int32"),
              ("np.int64", "_Mode_int64_int32"), ("np.uint8", "uint8"), ("np.uint16", "uint16"),
              ("np.uint32", "uint32"), ("np.uint64", "_Mode_uint64_uint32"), ("np.float16", "float16"),
              ("np.float32", "float32"), ("np.float64", "_Mode_float64_float32"), ("np.complex64", "complex64"),
              ("np.complex128", "_Mode_complex128_complex64")]
WEAK_MADE_STRONG = [("Array[builtins.int]", "_Mode_int64_int32"), ("Array[builtins.float]", "_Mode_float64_float32"),
                    ("Array[builtins.complex]", "_Mode_complex128_complex64")]


def kept_dtype(name: str, signature: str, *, weak_kept: bool = True) -> Iterator[str]:
    """A function whose result has its operand's dtype (``{A}`` in ``signature``), NumPy
    arrays' as their jaxtypes dtype; weakly typed operands give strong results unless
    ``weak_kept``."""
    if not weak_kept:
        for param, strong in WEAK_MADE_STRONG:
            yield f"def {name}({signature.format(A=param)}) -> Array[{strong}]: ..."
    yield f"def {name}({signature.format(A='Array[_T]')}) -> Array[_T]: ..."
    for np_type, ours in NUMPY_KEPT:
        yield f"def {name}({signature.format(A=f'_NDArray[{np_type}]')}) -> Array[{ours}]: ..."


SUM_RESULTS = [("Array[bool_ | int8 | int16 | int32 | int64 | builtins.int] | _NDArray[np.bool_ | np.int8 | np.int16 "
                "| np.int32 | np.int64]", "_Mode_int64_int32"),
               ("Array[uint8 | uint16 | uint32 | uint64] | _NDArray[np.uint8 | np.uint16 | np.uint32 | np.uint64]",
                "_Mode_uint64_uint32"),
               ("Array[builtins.float]", "_Mode_float64_float32"),
               ("Array[builtins.complex]", "_Mode_complex128_complex64")]


def dtype_overloads(name: str, signature: str) -> Iterator[str]:
    """One overload per dtype for a ``dtype`` keyword (``{D}`` in ``signature``): the result has that dtype."""
    for dtype in dtypes.REGISTRY:
        result = {"int64": "_Mode_int64_int32", "uint64": "_Mode_uint64_uint32", "float64": "_Mode_float64_float32",
                  "complex128": "_Mode_complex128_complex64"}.get(dtype, dtype if dtype != "bool" else "bool_")
        yield f"def {name}({signature.format(D=f'_DTypeLike_{dtype}')}) -> Array[{result}]: ..."


def trace_overloads() -> Iterator[str]:
    """``trace`` sums like ``jnp.sum``: integers and bools widen to the default int or uint,
    weak operands give strong results; ``dtype=`` names the result's dtype."""
    signature = "x: {A}, /, *, offset: builtins.int = 0, dtype: None = None"
    for param, result in SUM_RESULTS:
        yield f"def trace({signature.format(A=param)}) -> Array[{result}]: ..."
    inexact = [("Array[_Inexact]", "_Inexact")] + [(f"_NDArray[{n}]", o) for n, o in NUMPY_KEPT if n[3] in "fc"]
    for param, result in inexact:
        yield f"def trace({signature.format(A=param)}) -> Array[{result}]: ..."
    yield from dtype_overloads("trace", "x: ArrayLike, /, *, offset: builtins.int = 0, dtype: {D}")


def products_region() -> list[str]:
    """The region ``numpy_linalg_products``: the functions that keep integer dtypes."""
    texts = [*kept_dtype("matrix_transpose", "x: {A}, /"),
             *kept_dtype("diagonal", "x: {A}, /, *, offset: builtins.int = 0", weak_kept=False),
             *kept_dtype("matrix_power", "a: {A}, n: builtins.int"),
             *trace_overloads()]
    return decorated(texts)
