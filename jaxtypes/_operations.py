"""The table of operations: one row per public operation whose dtype rule the static side
knows, read by the stub generator, the mypy plugin, the runtime's export check and the
tests' parametrisation. Adding an operation is adding its row here (and its runtime
function); nothing else lists names.

Families are those of ``jaxtypes._static_rules`` (binary: ``join``, ``subtract``,
``true_divide``...; unary: ``inexact``, ``same``...; reductions: ``sum``, ``mean``...).
lax operations take their rule from the runtime's primitive itself (family
``primitive``): the elementwise ones of ``runtime/lax/operators.py`` and ``elementwise.py``,
the special functions of ``special.py``, and those whose rule
restricts the operand's dtype though they take parameters of their own (``round``,
``cumsum``, ``reduce_and``...: ``params``, typed in the stubs as ``extra`` says, the
rule read with ``probe``). ``hand`` marks operations with parameters of their own that
the stubs type by hand. Pure data: importing it loads neither mypy nor jaxlib.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

Namespace = Literal["operator", "numpy", "numpy.fft", "lax"]


@dataclass(frozen=True)
class Operation:
    name: str
    namespace: Namespace
    family: str
    arity: int
    params: tuple[str, ...] = ()
    numpy: str | None = None
    """The jaxtypes.numpy function of the same meaning (for operators)."""
    symbol: str | None = None
    """Operators: the Python symbol; ``reflected`` its reflected method, if any."""
    reflected: str | None = None
    primitive: str | None = None
    """lax: the module-level name of the runtime primitive (``<name>_p`` unless given)."""
    same_dtype: tuple[int, ...] | Literal["seq", "star"] | None = None
    """lax: the operand positions that must share one dtype (no promotion)."""
    module: str | None = None
    """lax: the module of ``runtime/lax`` that defines the primitive (None: ``operators`` or ``elementwise``)."""
    operands: tuple[str, ...] = ()
    """lax: the operands' names in the stubs, which take them by keyword too; empty: ``x``,
    ``y``, ``z``, positional-only."""
    extra: str = ""
    """lax: the stubs' text of the parameters after the operands (``params``)."""
    probe: tuple[tuple[str, object], ...] = ()
    """lax: keyword arguments with which both the primitive's rule and the public function
    accept a one-dimensional operand of an accepted dtype (``axes=(0,)``)."""
    returns: str = "{}"
    """numpy, arrays with parameters: the stubs' result around the family's ``Array[...]``."""

    def parameter_position(self, parameter: str) -> int | None:
        """The formal position of one of the ``extra`` parameters (after the operands), or None."""
        depth, names, current = 0, [], ""
        for char in self.extra + ",":
            depth += (char in "[(") - (char in "])")
            if char == "," and depth == 0:
                if current.strip() != "*":
                    names.append(current.split(":")[0].strip())
                current = ""
            else:
                current += char
        return self.arity + names.index(parameter) if parameter in names else None


def _operators() -> list[Operation]:
    rows = []
    for name, family, symbol, numpy, reflectable in (
        ("add", "join", "+", "add", True), ("sub", "subtract", "-", "subtract", True),
        ("mul", "join", "*", "multiply", True), ("truediv", "true_divide", "/", "true_divide", True),
        ("floordiv", "floor_divide", "//", "floor_divide", True), ("mod", "floor_divide", "%", "remainder", True),
        ("pow", "power", "**", "power", True), ("matmul", "join", "@", "matmul", True),
        ("and", "bitwise", "&", "bitwise_and", True), ("or", "bitwise", "|", "bitwise_or", True),
        ("xor", "bitwise", "^", "bitwise_xor", True), ("lshift", "shift", "<<", "left_shift", True),
        ("rshift", "shift", ">>", "right_shift", True),
        ("eq", "equality", "==", "equal", False), ("ne", "equality", "!=", "not_equal", False),
        ("lt", "ordering", "<", "less", False), ("le", "ordering", "<=", "less_equal", False),
        ("gt", "ordering", ">", "greater", False), ("ge", "ordering", ">=", "greater_equal", False),
    ):
        rows.append(Operation(f"__{name}__", "operator", family, 2, numpy=numpy, symbol=symbol,
                              reflected=f"__r{name}__" if reflectable else None))
    for name, family, symbol, numpy in (("neg", "negative", "-", "negative"), ("pos", "same", "+", "positive"),
                                        ("invert", "invert", "~", "invert"), ("abs", "abs", "abs", "abs")):
        rows.append(Operation(f"__{name}__", "operator", family, 1, numpy=numpy, symbol=symbol))
    return rows


_NUMPY_BINARY: Final = {
    "add": "join", "multiply": "join", "maximum": "join", "minimum": "join", "subtract": "subtract",
    "divide": "true_divide", "true_divide": "true_divide", "arctan2": "true_divide", "nextafter": "nextafter",
    "floor_divide": "floor_divide", "remainder": "floor_divide", "mod": "floor_divide", "fmod": "floor_divide",
    "power": "power", "pow": "power",
    "bitwise_and": "bitwise", "bitwise_or": "bitwise", "bitwise_xor": "bitwise",
    "left_shift": "shift", "right_shift": "shift",
    "equal": "equality", "not_equal": "equality",
    "less": "ordering", "less_equal": "ordering", "greater": "ordering", "greater_equal": "ordering",
    "atan2": "true_divide", "bitwise_left_shift": "shift", "bitwise_right_shift": "shift",
    "fmax": "join", "fmin": "join",
    "logical_and": "equality", "logical_or": "equality", "logical_xor": "equality",
    "copysign": "nextafter", "float_power": "true_divide",
    "outer": "join", "kron": "subtract", "matvec": "join", "vecmat": "join", "array_equiv": "equality",
    "polyadd": "subtract", "polysub": "subtract",
    "logaddexp": "logaddexp", "logaddexp2": "strong_inexact", "hypot": "hypot", "heaviside": "hypot",
    "gcd": "gcd", "lcm": "gcd",
}

# Two arrays and parameters of their own: name -> (family, the stubs' parameters after
# the arrays, where ``{dtype}`` marks ``preferred_element_type``).
_CONTRACTION: Final = "precision: _PrecisionLike = None, {dtype}"
_TOLERANCES: Final = "rtol: ArrayLike = 1e-05, atol: ArrayLike = 1e-08, equal_nan: builtins.bool = False"
_NUMPY_TWO_ARRAY: Final[dict[str, tuple[str, str]]] = {
    "dot": ("join", "*, " + _CONTRACTION), "matmul": ("join", "*, " + _CONTRACTION),
    "inner": ("join", "*, " + _CONTRACTION), "vdot": ("join", "*, " + _CONTRACTION),
    "tensordot": ("join", "axes: int | Sequence[int] | Sequence[Sequence[int]] = 2, *, " + _CONTRACTION),
    "vecdot": ("join", "*, axis: int = -1, " + _CONTRACTION),
    "isclose": ("equality", _TOLERANCES), "allclose": ("equality", _TOLERANCES),
    "array_equal": ("equality", "equal_nan: builtins.bool = False"),
    "append": ("join", "axis: int | None = None"),
    "isin": ("equality", "assume_unique: builtins.bool = False, invert: builtins.bool = False, *, method: str = \"auto\""),
    "cross": ("cross", "axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: int | None = None"),
    "polyval": ("strong_join", "*, unroll: int = 16"),
    "searchsorted": ("int32", "side: str = \"left\", sorter: ArrayLike | None = None, *, method: str = \"scan\""),
    "digitize": ("int32", "right: builtins.bool = False, *, method: str | None = None"),
    "convolve": ("true_divide", "mode: str = \"full\", *, " + _CONTRACTION),
    "correlate": ("true_divide", "mode: str = \"valid\", *, " + _CONTRACTION),
    "polymul": ("true_divide", "*, trim_leading_zeros: builtins.bool = False"),
    "divmod": ("floor_divide", ""),
    "union1d": ("union", "*, size: int | None = None, fill_value: ArrayLike | None = None"),
    # (return_indices=True: a tuple, typed by a fallback overload in stubs/generate.py)
    "intersect1d": ("union", "assume_unique: builtins.bool = False, return_indices: Literal[False] = False, *, "
                                   "size: int | None = None, fill_value: ArrayLike | None = None"),
    "setxor1d": ("union", "assume_unique: builtins.bool = False, *, size: int | None = None, "
                                "fill_value: ArrayLike | None = None"),
    "setdiff1d": ("first", "assume_unique: builtins.bool = False, *, size: int | None = None, "
                           "fill_value: ArrayLike | None = None"),
}
# The stubs' result of a two-array function around the family's array type (default "{}").
_NUMPY_TWO_ARRAY_RETURNS: Final = {"divmod": "tuple[{0}, {0}]"}

_NUMPY_UNARY: Final = {
    "negative": "negative", "positive": "same", "invert": "invert", "bitwise_not": "invert",
    "abs": "abs", "absolute": "abs", "sign": "sign", "floor": "floor", "ceil": "floor",
    "isfinite": "isfinite", "square": "square", "real": "real", "imag": "real",
    "conj": "same", "conjugate": "same",
    "cbrt": "inexact_real", "fabs": "inexact_real", "trunc": "floor", "bitwise_invert": "invert",
    "signbit": "signbit", "isposinf": "real_bool", "isneginf": "real_bool", "rint": "rint",
    "deg2rad": "inexact", "rad2deg": "inexact", "radians": "inexact", "degrees": "inexact",
    "bitwise_count": "bitwise_count", "i0": "inexact_real", "sinc": "mean", "spacing": "spacing",
    "isinf": "isfinite", "isnan": "isfinite", "logical_not": "isfinite", "iscomplex": "isfinite", "isreal": "isfinite",
    **{name: "inexact" for name in (
        "reciprocal", "exp", "exp2", "expm1", "log", "log1p", "sqrt", "sin", "cos", "tan",
        "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh",
        "acos", "asin", "atan", "acosh", "asinh", "atanh")},
    # jax's log2 and log10 divide by a strong constant: a weakly typed operand gives a strong result
    "log2": "mean", "log10": "mean",
}

_AXIS: Final = ("axis", "keepdims")
_NUMPY_REDUCTIONS: Final = {
    "sum": ("sum", (*_AXIS, "dtype")), "prod": ("sum", (*_AXIS, "dtype")), "mean": ("mean", (*_AXIS, "dtype")),
    "max": ("max", _AXIS), "min": ("max", _AXIS), "amax": ("max", _AXIS), "amin": ("max", _AXIS),
    "argmax": ("argmax", _AXIS), "argmin": ("argmax", _AXIS), "all": ("all", _AXIS), "any": ("all", _AXIS),
}

# One array and parameters of its own, typed by the family of that array: name -> (family,
# the stubs' parameters after the array, where ``{dtype}`` marks a ``dtype`` parameter, the
# result around the family's array type).
_SEQ_AXIS: Final = "axis: int | Sequence[int] | None = None"
_KEEPDIMS: Final = "keepdims: builtins.bool = False"
_SORT_OPTIONS: Final = "*, kind: None = None, order: None = None, stable: builtins.bool = True, descending: builtins.bool = False"
_SECTIONS: Final = "indices_or_sections: int | Sequence[int]"
_QUANTILE_AXIS: Final = "axis: int | tuple[int, ...] | None = None"
_UNIQUE_SIZE: Final = "size: int | None = None, fill_value: ArrayLike | None = None"
_INITIAL_WHERE: Final = "initial: ArrayLike | None = None, where: ArrayLike | None = None"
_VARIANCE_OPTIONS: Final = f"out: None = None, ddof: int = 0, {_KEEPDIMS}"
# The methods a.var() and a.std(): jnp's parameters but ``mean``, as jax.Array's.
ARGSORT_METHOD_PARAMETERS: Final = "axis: int | None = -1, " + _SORT_OPTIONS  # (the method has no dtype, as in JAX)
VARIANCE_METHOD_PARAMETERS: Final = (f"{_SEQ_AXIS}, {{dtype}}, {_VARIANCE_OPTIONS}, *, where: ArrayLike | None = None, "
                                     "correction: int | float | None = None")
_NUMPY_ONE_ARRAY: Final[dict[str, tuple[str, str, str]]] = {
    "flip": ("same", _SEQ_AXIS, "{}"), "fliplr": ("same", "", "{}"), "flipud": ("same", "", "{}"),
    "roll": ("same", "shift: int | Sequence[int] | Array[integer], " + _SEQ_AXIS, "{}"),
    "rot90": ("same", "k: int = 1, axes: tuple[int, int] = (0, 1)", "{}"),
    "swapaxes": ("same", "axis1: int, axis2: int", "{}"),
    "moveaxis": ("same", "source: int | Sequence[int], destination: int | Sequence[int]", "{}"),
    "rollaxis": ("same", "axis: int, start: int = 0", "{}"),
    "permute_dims": ("same", "axes: Sequence[int]", "{}"), "matrix_transpose": ("same", "", "{}"),
    "tile": ("same", "reps: int | Sequence[int]", "{}"),
    "repeat": ("same", "repeats: int | ArrayLike, axis: int | None = None, *, total_repeat_length: int | None = None", "{}"),
    "tril": ("same", "k: int = 0", "{}"), "triu": ("same", "k: int = 0", "{}"),
    "sort": ("same", "axis: int | None = -1, " + _SORT_OPTIONS, "{}"),
    "diff": ("same", "n: int = 1, axis: int = -1, prepend: None = None, append: None = None", "{}"),
    "diagonal": ("same", "offset: int = 0, axis1: int = 0, axis2: int = 1", "{}"),
    "diag": ("same", "k: int = 0", "{}"), "diagflat": ("max", "k: int = 0", "{}"),
    "split": ("same", _SECTIONS + ", axis: int = 0", "list[{}]"),
    "array_split": ("same", _SECTIONS + ", axis: int = 0", "list[{}]"),
    "hsplit": ("same", _SECTIONS, "list[{}]"), "vsplit": ("same", _SECTIONS, "list[{}]"),
    "dsplit": ("same", _SECTIONS, "list[{}]"), "unstack": ("same", "*, axis: int = 0", "tuple[{}, ...]"),
    "atleast_1d": ("same", "", "{}"), "atleast_2d": ("same", "", "{}"), "atleast_3d": ("same", "", "{}"),
    "argsort": ("index", "axis: int | None = -1, " + _SORT_OPTIONS + ", {dtype}", "{}"),
    "count_nonzero": ("index", f"{_SEQ_AXIS}, {_KEEPDIMS}", "{}"),
    "ptp": ("ptp", f"{_SEQ_AXIS}, out: None = None, {_KEEPDIMS}", "{}"),
    **dict.fromkeys(("nanmax", "nanmin"), ("max", f"{_SEQ_AXIS}, out: None = None, {_KEEPDIMS}, {_INITIAL_WHERE}", "{}")),
    **dict.fromkeys(("nanargmax", "nanargmin"), ("argmax", "axis: int | None = None, out: None = None, "
                                                           "keepdims: builtins.bool | None = None", "{}")),
    **dict.fromkeys(("nansum", "nanprod"), ("sum", f"{_SEQ_AXIS}, {{dtype}}, out: None = None, {_KEEPDIMS}, {_INITIAL_WHERE}",
                                            "{}")),
    "nanmean": ("mean", f"{_SEQ_AXIS}, {{dtype}}, out: None = None, {_KEEPDIMS}, where: ArrayLike | None = None", "{}"),
    **dict.fromkeys(("cumsum", "cumprod", "nancumsum", "nancumprod"), ("cumsum", "axis: int | None = None, {dtype}, "
                                                                               "out: None = None", "{}")),
    "cumulative_prod": ("cumsum", "*, axis: int | None = None, {dtype}, include_initial: builtins.bool = False", "{}"),
    "cumulative_sum": ("sum", "*, axis: int | None = None, {dtype}, include_initial: builtins.bool = False", "{}"),
    **dict.fromkeys(("nanvar", "nanstd"), ("variance", f"{_SEQ_AXIS}, {{dtype}}, out: None = None, ddof: int = 0, {_KEEPDIMS}, "
                                                       "where: ArrayLike | None = None, mean: ArrayLike | None = None", "{}")),
    "delete": ("same", "obj: ArrayLike | slice, axis: int | None = None, *, assume_unique_indices: builtins.bool = False", "{}"),
    "fill_diagonal": ("same", "val: ArrayLike, wrap: Literal[False] = False, *, inplace: Literal[False]", "{}"),
    "ediff1d": ("negative", "to_end: ArrayLike | None = None, to_begin: ArrayLike | None = None", "{}"),
    "take": ("same", "indices: ArrayLike, axis: int | None = None, out: None = None, mode: str | None = None, "
                     "unique_indices: builtins.bool = False, indices_are_sorted: builtins.bool = False, "
                     "fill_value: builtins.bool | int | float | complex | None = None", "{}"),
    "take_along_axis": ("same", "indices: ArrayLike, axis: int | None = -1, mode: str | None = None, "
                                "fill_value: builtins.bool | int | float | complex | None = None, *, "
                                "wrap_negative_indices: builtins.bool | None = None", "{}"),
    "pad": ("same", "pad_width: int | Sequence[int] | Sequence[Sequence[int]], mode: str = \"constant\", *, "
                    "constant_values: ArrayLike = 0", "{}"),
    "resize": ("same", "new_shape: int | Sequence[int]", "{}"), "copy": ("same", "order: str | None = None", "{}"),
    "trace": ("sum", "offset: int = 0, axis1: int = 0, axis2: int = 1, {dtype}, out: None = None", "{}"),
    "nonzero": ("index", "*, size: int | None = None, fill_value: ArrayLike | tuple[ArrayLike, ...] | None = None",
                "tuple[{}, ...]"),
    **dict.fromkeys(("argwhere", "flatnonzero"), ("index", "*, size: int | None = None, fill_value: ArrayLike | None = None", "{}")),
    "nan_to_num": ("nan_to_num", "copy: builtins.bool = True, nan: ArrayLike = 0.0, posinf: ArrayLike | None = None, "
                                 "neginf: ArrayLike | None = None", "{}"),
    **dict.fromkeys(("var", "std"), ("variance", f"{_SEQ_AXIS}, {{dtype}}, {_VARIANCE_OPTIONS}, *, where: ArrayLike | None = None, "
                                                 "mean: ArrayLike | None = None, correction: int | float | None = None",
                                     "{}")),
    **dict.fromkeys(("quantile", "nanquantile", "percentile", "nanpercentile"), ("quantile", f"q: ArrayLike, {_QUANTILE_AXIS}, "
                    f"out: None = None, overwrite_input: builtins.bool = False, method: str = \"linear\", {_KEEPDIMS}, *, "
                    "weights: ArrayLike | None = None", "{}")),
    "vander": ("ptp", "N: int | None = None, increasing: builtins.bool = False", "{}"),
    "sort_complex": ("sort_complex", "", "{}"),
    "polyder": ("mean", "m: int = 1", "{}"),
    "polyint": ("polyint", "m: int = 1, k: None = None", "{}"),
    "roots": ("roots", "*, strip_zeros: builtins.bool = True", "{}"),
    # Values put into an array take its dtype (no promotion): the array's type is kept.
    "put": ("same", "ind: ArrayLike, v: ArrayLike, mode: str | None = None, *, inplace: Literal[False]", "{}"),
    "place": ("same", "mask: ArrayLike, vals: ArrayLike, *, inplace: Literal[False]", "{}"),
    "put_along_axis": ("same", "indices: ArrayLike, values: ArrayLike, axis: int | None, inplace: Literal[False], *, "
                               "mode: str | None = None", "{}"),
    "insert": ("same", "obj: ArrayLike | slice, values: ArrayLike, axis: int | None = None", "{}"),
    "trim_zeros": ("same", "trim: str = \"fb\", axis: int | Sequence[int] | None = None", "{}"),
    "partition": ("partition", "kth: int, axis: int = -1", "{}"),
    "argpartition": ("argpartition", "kth: int, axis: int = -1", "{}"),
    "piecewise": ("max", "condlist: ArrayLike | Sequence[ArrayLike], "
                         "funclist: Sequence[ArrayLike | Callable[..., ArrayLike]], *args: Any, **kw: Any", "{}"),
    # (spacings given: the join with them, typed by a fallback overload in stubs/generate.py)
    "gradient": ("inexact", "*, axis: int, edge_order: int | None = None", "{}"),
    # Histograms of one array (weights, which may change the dtype, left out: a fallback
    # overload in stubs/generate.py)
    "histogram_bin_edges": ("mean", "bins: ArrayLike = 10, range: Sequence[ArrayLike] | None = None, "
                                    "weights: None = None", "{}"),
    "histogram": ("mean", "bins: ArrayLike = 10, range: Sequence[ArrayLike] | None = None, weights: None = None, "
                          "density: builtins.bool | None = None", "tuple[{0}, {0}]"),
    "modf": ("inexact_real", "out: None = None", "tuple[{0}, {0}]"),
    "packbits": ("packbits", "axis: int | None = None, bitorder: str = \"big\"", "{}"),
    "unpackbits": ("unpackbits", "axis: int | None = None, count: int | None = None, bitorder: str = \"big\"", "{}"),
    "angle": ("angle", "deg: builtins.bool = False", "{}"),
    "frexp": ("spacing", "", "tuple[{0}, Array[int32]]"),
    # ldexp(x1, x2): x1's family, x2 an integer array (no promotion between them)
    "ldexp": ("spacing", "x2: _IntegerArrayLike, /", "{}"),
    # Statistics and calculus: exact for one array (the other arrays, which may change the
    # dtype, left out: a fallback overload in stubs/generate.py gives some array then).
    "trapezoid": ("mean", "x: None = None, dx: builtins.float = 1.0, axis: int = -1", "{}"),
    "average": ("mean", f"{_SEQ_AXIS}, weights: None = None, returned: Literal[False] = False, {_KEEPDIMS}", "{}"),
    "cov": ("mean", "y: None = None, rowvar: builtins.bool = True, bias: builtins.bool = False, ddof: int | None = None, "
                    "fweights: None = None, aweights: None = None, dtype: None = None", "{}"),
    "corrcoef": ("mean", "y: None = None, rowvar: builtins.bool = True, dtype: None = None", "{}"),
    "unwrap": ("unwrap", "discont: ArrayLike | None = None, axis: int = -1, period: _JustFloat = ...", "{}"),
    # (any return_* flag: a tuple, typed by a fallback overload in stubs/generate.py)
    "unique": ("unique", "return_index: Literal[False] = False, return_inverse: Literal[False] = False, "
                         "return_counts: Literal[False] = False, axis: int | None = None, *, equal_nan: builtins.bool = True, "
                         f"{_UNIQUE_SIZE}, sorted: builtins.bool = True", "{}"),
    "unique_values": ("unique", f"*, {_UNIQUE_SIZE}", "{}"),
    "unique_counts": ("unique", f"*, {_UNIQUE_SIZE}", "_UniqueCountsResult[{0}]"),
    "unique_inverse": ("unique", f"*, {_UNIQUE_SIZE}", "_UniqueInverseResult[{0}]"),
    "unique_all": ("unique", f"*, {_UNIQUE_SIZE}", "_UniqueAllResult[{0}]"),
    **dict.fromkeys(("median", "nanmedian"), ("quantile", f"{_QUANTILE_AXIS}, out: None = None, "
                                              f"overwrite_input: builtins.bool = False, {_KEEPDIMS}", "{}")),
}

# jaxtypes.numpy.fft: one array and parameters of its own, as _NUMPY_ONE_ARRAY.
_FFT_AXIS: Final = "n: int | None = None, axis: int = -1, norm: str | None = None"
_FFT_AXES: Final = "s: Sequence[int] | None = None, axes: Sequence[int] = (-2, -1), norm: str | None = None"
_FFT_ANY_AXES: Final = "s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: str | None = None"
_NUMPY_FFT: Final[dict[str, tuple[str, str, str]]] = {
    # complex results: the complex dtype of the inexact operand (sort_complex's rule)
    **{name: ("sort_complex", _FFT_AXIS, "{}") for name in ("fft", "ifft")},
    **{name: ("sort_complex", _FFT_AXES, "{}") for name in ("fft2", "ifft2")},
    **{name: ("sort_complex", _FFT_ANY_AXES, "{}") for name in ("fftn", "ifftn")},
    # from real data (no complex, no float narrower than 32 bits)
    **{name: ("rfft", _FFT_AXIS, "{}") for name in ("rfft", "ihfft")},
    "rfft2": ("rfft", _FFT_AXES, "{}"), "rfftn": ("rfft", _FFT_ANY_AXES, "{}"),
    # to real data: the real part of the complex result
    **{name: ("irfft", _FFT_AXIS, "{}") for name in ("irfft", "hfft")},
    "irfft2": ("irfft", _FFT_AXES, "{}"), "irfftn": ("irfft", _FFT_ANY_AXES, "{}"),
    **{name: ("same", "axes: int | Sequence[int] | None = None", "{}") for name in ("fftshift", "ifftshift")},
}

_LAX_UNARY: Final = (
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "bitwise_not", "cbrt", "ceil", "clz", "conj", "cos",
    "cosh", "digamma", "erf", "erf_inv", "erfc", "exp", "exp2", "expm1", "floor", "imag", "is_finite", "lgamma",
    "log", "log1p", "logistic", "neg", "population_count", "real", "reciprocal", "rsqrt", "sign", "sin",
    "sinh", "sqrt", "square", "tan", "tanh",
)
_LAX_BINARY: Final = (
    "add", "sub", "mul", "div", "rem", "pow", "max", "min", "atan2", "nextafter",
    "bitwise_and", "bitwise_or", "bitwise_xor", "shift_left", "shift_right_arithmetic",
    "shift_right_logical", "eq", "ne", "lt", "le", "gt", "ge", "complex",
)
_LAX_PRIMITIVES: Final = {"bitwise_and": "and_p", "bitwise_or": "or_p", "bitwise_xor": "xor_p",
                          "bitwise_not": "not_p"}
# The special functions (runtime/lax/special.py): real floats of one dtype.
_LAX_SPECIAL: Final[dict[str, tuple[int, str]]] = {
    "polygamma": (2, "special"), "zeta": (2, "special"),
    "igamma": (2, "special"), "igammac": (2, "special"), "igamma_grad_a": (2, "special"),
    "random_gamma_grad": (2, "special"), "betainc": (3, "special"),
    "bessel_i0e": (1, "special"), "bessel_i1e": (1, "special"),
}
# One operand whose dtype the rule restricts, with parameters of their own:
# name -> (module, operand name, the stubs' parameters, the probe).
_CUMULATIVE: Final = ("cumulative", "operand", "axis: int = 0, reverse: builtins.bool = False", (("axis", 0), ("reverse", False)))
_REDUCTION: Final = ("reduction", "operand", "axes: Sequence[int]", (("axes", (0,)),))
_LAX_WITH_PARAMETERS: Final[dict[str, tuple[str, str, str, tuple[tuple[str, object], ...]]]] = {
    "integer_pow": ("elementwise", "x", "y: int", (("y", 2),)),
    "round": ("elementwise", "x", "rounding_method: int = ...", (("rounding_method", 0),)),
    "reduce_precision": ("elementwise", "operand", "exponent_bits: int, mantissa_bits: int",
                         (("exponent_bits", 5), ("mantissa_bits", 10))),
    **dict.fromkeys(("cumsum", "cumprod", "cummax", "cummin", "cumlogsumexp"), _CUMULATIVE),
    # reduce_max and reduce_min take every dtype and keep it: typed by hand.
    **dict.fromkeys(("reduce_sum", "reduce_prod", "reduce_and", "reduce_or", "reduce_xor"), _REDUCTION),
}
# Elementwise operations with parameters of their own, typed by hand in lax.pyi.
_LAX_HAND_WRITTEN: Final[dict[str, tuple[int, tuple[str, ...], tuple[int, ...] | Literal["star"] | None]]] = {
    "bitcast_convert_type": (1, ("new_dtype",), None), "convert_element_type": (1, ("new_dtype",), None),
    "select": (3, (), (1, 2)), "select_n": (1, (), "star"),
}
# Structural lax operations that still require one dtype among some operands.
_LAX_SAME_DTYPE_OTHERS: Final[dict[str, tuple[int, ...] | Literal["seq"]]] = {
    "pad": (0, 1), "dynamic_update_slice": (0, 1), "concatenate": "seq",
}


def _rows() -> tuple[Operation, ...]:
    rows = _operators()
    rows += [Operation(name, "numpy", family, 2) for name, family in _NUMPY_BINARY.items()]
    rows += [Operation(name, "numpy", family, 2, extra=extra, returns=_NUMPY_TWO_ARRAY_RETURNS.get(name, "{}"))
             for name, (family, extra) in _NUMPY_TWO_ARRAY.items()]
    rows += [Operation(name, "numpy", family, 1) for name, family in _NUMPY_UNARY.items()]
    rows += [Operation(name, "numpy", family, 1, params) for name, (family, params) in _NUMPY_REDUCTIONS.items()]
    rows += [Operation(name, "numpy", family, 1, extra=extra, returns=returns)
             for name, (family, extra, returns) in _NUMPY_ONE_ARRAY.items()]
    rows += [Operation(name, "numpy.fft", family, 1, extra=extra, returns=returns)
             for name, (family, extra, returns) in _NUMPY_FFT.items()]
    rows += [Operation(name, "lax", "primitive", 1, primitive=_LAX_PRIMITIVES.get(name, f"{name}_p"))
             for name in _LAX_UNARY]
    rows += [Operation(name, "lax", "primitive", 2, primitive=_LAX_PRIMITIVES.get(name, f"{name}_p"),
                       same_dtype=(0, 1)) for name in _LAX_BINARY]
    rows += [Operation(name, "lax", "primitive", arity, primitive=f"{name}_p", module=module,
                       same_dtype=tuple(range(arity)) if arity > 1 else None)
             for name, (arity, module) in _LAX_SPECIAL.items()]
    # clamp: three operands of one dtype, which lax's names let a caller pass by keyword.
    rows.append(Operation("clamp", "lax", "primitive", 3, primitive="clamp_p", module="elementwise",
                          operands=("min", "x", "max"), same_dtype=(0, 1, 2)))
    rows += [Operation(name, "lax", "primitive", 1, tuple(n for n, _ in probe), primitive=f"{name}_p", module=module,
                       operands=(operand,), extra=extra, probe=probe)
             for name, (module, operand, extra, probe) in _LAX_WITH_PARAMETERS.items()]
    rows += [Operation(name, "lax", "hand", arity, params, same_dtype=same)
             for name, (arity, params, same) in _LAX_HAND_WRITTEN.items()]
    rows += [Operation(name, "lax", "structural", 2, same_dtype=same) for name, same in _LAX_SAME_DTYPE_OTHERS.items()]
    return tuple(rows)


OPERATIONS: Final = _rows()


def select(namespace: Namespace, *, arity: int | None = None, family: str | None = None) -> list[Operation]:
    """The rows of one namespace, optionally of one arity or family, in table order."""
    return [op for op in OPERATIONS if op.namespace == namespace
            and (arity is None or op.arity == arity) and (family is None or op.family == family)]


def families(namespace: Namespace, arity: int, *, exclude: tuple[str, ...] = ()) -> dict[str, str]:
    """name -> family for the rows of one namespace and arity."""
    return {op.name: op.family for op in select(namespace, arity=arity) if op.family not in exclude}


NUMPY_BINARY: Final = families("numpy", 2)
NUMPY_UNARY: Final = {op.name: op.family for op in select("numpy", arity=1)
                      if not op.params and op.name not in _NUMPY_ONE_ARRAY}
NUMPY_ONE_ARRAY: Final = {op.name: op for op in select("numpy", arity=1) if op.name in _NUMPY_ONE_ARRAY}
"""One array and parameters of its own (``flip(m, axis)``), typed by the family of that array."""
NUMPY_TWO_ARRAY: Final = {op.name: op for op in select("numpy", arity=2) if op.extra or op.returns != "{}"}
"""Two arrays and parameters of their own (``isclose(a, b, rtol)``), typed by the family of the pair."""
NUMPY_REDUCTIONS: Final = {op.name: op for op in select("numpy", arity=1) if op.params}
NUMPY_FFT: Final = {op.name: op for op in select("numpy.fft")}
"""jaxtypes.numpy.fft's transforms and shifts, typed as ``NUMPY_ONE_ARRAY`` (fftfreq and rfftfreq, which take no array, by hand)."""
LAX_PRIMITIVES: Final = {op.name: op for op in select("lax", family="primitive")}
"""Every lax operation whose stubs are generated from its primitive's rule."""
LAX_ELEMENTWISE: Final = {name: op for name, op in LAX_PRIMITIVES.items() if not op.params}
"""The elementwise ones: operands only (``f(x)``, ``f(x, y)``, ``f(a, b, x)``)."""
LAX_BINARY: Final = tuple(op.name for op in select("lax", arity=2, family="primitive"))
LAX_HAND_WRITTEN: Final = frozenset(op.name for op in select("lax", family="hand"))
LAX_SAME_DTYPE: Final = {op.name: op.same_dtype for op in select("lax") if op.same_dtype is not None}
BINARY_OPERATORS: Final = select("operator", arity=2)
UNARY_OPERATORS: Final = select("operator", arity=1)
