"""The static model of the lattice, shared by the mypy plugin and the stub generator:
lattice nodes, operation families, and mode-aware answers.

Pure Python over the nodes of ``jaxtypes.dtypes`` (no mypy here, so it is testable on
its own). Every answer is for one 64-bit mode, as the runtime gives it: with the mode
off (the default) 64-bit operands are canonicalised to their 32-bit dtypes before
promotion, weak types materialise as ``int32``/``float32``/``complex64`` and
``uint32 + int32`` is ``int32``; with it on, the seed's lattice. The stubs are generated
from the same functions, once per mode.

Static nodes: the lattice's concrete nodes (strong dtype names and the weak ``i*``,
``f*``, ``c*``), the abstract categories of the scalar hierarchy (``floating``...), and
``top`` (bare ``Array``: every concrete node).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from jaxtypes import dtypes as _dt
from jaxtypes.dtypes import describe_node as describe

WEAK_INT: Final = _dt.WEAK_INT
WEAK_FLOAT: Final = _dt.WEAK_FLOAT
WEAK_COMPLEX: Final = _dt.WEAK_COMPLEX
WEAK_NODES: Final = (WEAK_INT, WEAK_FLOAT, WEAK_COMPLEX)
STRONG_NODES: Final = tuple(_dt.REGISTRY)
CONCRETE: Final = STRONG_NODES + WEAK_NODES
PYTHON_TYPE_OF_WEAK: Final = {WEAK_INT: "int", WEAK_FLOAT: "float", WEAK_COMPLEX: "complex"}

CATEGORY_KINDS: Final[dict[str, tuple[str, ...]]] = {
    "generic": ("bool", "uint", "int", "float", "complex"),
    "number": ("uint", "int", "float", "complex"),
    "integer": ("uint", "int"),
    "signedinteger": ("int",),
    "unsignedinteger": ("uint",),
    "inexact": ("float", "complex"),
    "floating": ("float",),
    "complexfloating": ("complex",),
}
# Narrow to wide: the first category holding a set of results covers it.
CATEGORIES: Final = ("signedinteger", "unsignedinteger", "integer", "floating", "complexfloating",
                     "inexact", "number", "generic")
TOP: Final = "top"

_CANONICAL_32: Final = {"int64": "int32", "uint64": "uint32", "float64": "float32", "complex128": "complex64"}
_LAX_DEFAULT: Final = {WEAK_INT: ("int32", "int64"), WEAK_FLOAT: ("float32", "float64"),
                       WEAK_COMPLEX: ("complex64", "complex128")}


@dataclass(frozen=True)
class Modes:
    """The two switches, as the user's configuration sets them (JAX's defaults)."""

    x64: bool = False
    strict: bool = False


def kind(node: str) -> str:
    if node == WEAK_INT:
        return "int"
    if node == WEAK_FLOAT:
        return "float"
    if node == WEAK_COMPLEX:
        return "complex"
    return _dt.REGISTRY[node].kind


def is_weak(node: str) -> bool:
    return node in WEAK_NODES


@functools.cache
def leaves(node: str) -> frozenset[str]:
    """The concrete nodes a static node stands for."""
    if node in CONCRETE:
        return frozenset({node})
    if node == TOP:
        return frozenset(CONCRETE)
    return frozenset(n for n in STRONG_NODES if kind(n) in CATEGORY_KINDS[node])


def cover(results: Iterable[str]) -> str | None:
    """The static node standing for a set of concrete results (None: there are none)."""
    found = frozenset(results)
    if not found:
        return None
    if len(found) == 1:
        return next(iter(found))
    if TOP in found:
        return TOP
    if any(n in CATEGORIES for n in found):  # a result that is itself abstract: its leaves
        found = frozenset(x for n in found for x in (leaves(n) if n in CATEGORIES else {n}))
    if any(is_weak(n) for n in found):
        return TOP
    for category in CATEGORIES:
        if found <= leaves(category):
            return category
    return TOP


def canonical(node: str, x64: bool) -> str:
    """The node an array of this static node has at run time: 64-bit types become 32-bit
    ones when 64-bit mode is off (weak nodes are unchanged)."""
    return node if x64 else _CANONICAL_32.get(node, node)


@functools.lru_cache(maxsize=4096)
def join(a: str, b: str, x64: bool = True, strict: bool = False) -> str | None:
    """The lattice join of two concrete nodes, None when there is none."""
    try:
        return _dt.join_nodes(a, b, strict=strict, x64=x64)
    except _dt.TypePromotionError:
        return None


# ---------------------------------------------------------------------------
# Operation families: what an operation gives for two concrete nodes (64-bit names)
#
# Written once: the plugin reads them here, and the stubs' model (stubs/_model.py)
# wraps them for its modes and writes the overloads from them.
# ---------------------------------------------------------------------------

def _bits(node: str) -> int:
    return _dt.REGISTRY[node].bits


def _integral(node: str) -> bool:
    return kind(node) in ("bool", "uint", "int")


def default(weak: str, x64: bool) -> str:
    """The dtype a weak node (or ``"uint"``) materialises as: JAX's default of its kind."""
    return {WEAK_INT: ("int32", "int64"), "uint": ("uint32", "uint64"), WEAK_FLOAT: ("float32", "float64"),
            WEAK_COMPLEX: ("complex64", "complex128")}[weak][x64]


def inexact(node: str, x64: bool = True) -> str:
    """What integer and bool data become in ``/`` and the like: the default float
    (float64 for 64-bit integers in 64-bit mode), a weak float for a weak int; inexact
    nodes stay."""
    k = kind(node)
    if k in ("float", "complex"):
        return canonical(node, x64)
    if is_weak(node):
        return WEAK_FLOAT
    return "float64" if _bits(node) == 64 and x64 else "float32"


def strong(node: str, x64: bool = True) -> str:
    """A node materialized: a weak node as the default dtype of its kind."""
    return default(node, x64) if is_weak(node) else canonical(node, x64)


def power_base(base: str, exponent: str, x64: bool = True) -> str:
    """x ** n for a concrete integer n: the base's dtype (``lax.integer_pow``); a bool
    base as int32, a weak int base with a bool exponent as the default int."""
    if base == "bool":
        return "int32"
    if base == WEAK_INT and exponent == "bool":
        return default(WEAK_INT, x64)
    return canonical(base, x64)


def _power(base: str, exponent: str, x64: bool) -> str | None:
    """x ** y for an array exponent: integer powers in the joined dtype (strong; bools as
    int32), a float or complex base with an integer (not bool) exponent keeps the base's
    dtype (strong unless both are weak), else the join. JAX computes a concrete integer scalar
    exponent (a Python or NumPy scalar, ``operand_result``) as ``integer_pow``; it does
    the same for an eager 0-d array, which no static type tells from a traced or larger
    one: the static answer is the traced one."""
    joined = join(base, exponent, x64)
    if joined is None:
        return None
    if _integral(joined):
        return "int32" if joined == "bool" else strong(joined, x64)
    if kind(base) in ("float", "complex") and kind(exponent) in ("int", "uint"):
        return base if is_weak(base) and is_weak(exponent) else strong(base, x64)
    return joined


# What each family makes of the join (the join of canonical operands: no 64-bit dtype
# with 64-bit mode off); the second argument is the 64-bit mode.
_AFTER_JOIN: Final[dict[str, Callable[[str, bool], str | None]]] = {
    "join": lambda n, x64: n,
    "subtract": lambda n, x64: None if n == "bool" else n,
    "true_divide": inexact,
    "nextafter": lambda n, x64: None if kind(n) == "complex" else inexact(n, x64),
    "floor_divide": lambda n, x64: None if kind(n) == "complex" else "int32" if n == "bool" else n,
    "bitwise": lambda n, x64: n if _integral(n) else None,
    "shift": lambda n, x64: ("int32" if n == "bool" else n) if _integral(n) else None,
    "clip": lambda n, x64: None if kind(n) == "complex" else n,
    # cross: subtract's rule, the result strong (jax builds it with jnp.array, which drops the weak type)
    "cross": lambda n, x64: None if n == "bool" else strong(n, x64),
    "strong_join": strong,  # polyval
    # union1d, intersect1d, setxor1d: complex results strong (jax sorts them so)
    "union": lambda n, x64: strong(n, x64) if kind(n) == "complex" else n,
    # logaddexp: the inexact join; a complex result is strong (jax rebuilds it from its parts)
    "logaddexp": lambda n, x64: strong(r, x64) if kind(r := inexact(n, x64)) == "complex" else r,
    "strong_inexact": lambda n, x64: strong(inexact(n, x64), x64),  # logaddexp2
    "hypot": lambda n, x64: None if kind(n) == "complex" else strong(inexact(n, x64), x64),  # hypot, heaviside
    # gcd, lcm: integers (of their absolute values: no signed sub-byte integers)
    "gcd": lambda n, x64: strong(n, x64) if _integral(n) and n != "bool" and not _sub_byte_signed(n) else None,
    "int32": lambda n, x64: "int32",  # searchsorted, digitize: indices, once the operands join
    "equality": lambda n, x64: "bool",
    "ordering": lambda n, x64: "bool",  # jnp orders complex numbers too (lexicographically); lax.lt does not
}
FAMILIES: Final = (*_AFTER_JOIN, "power", "contraction", "first")


def _contraction(a: str, b: str, x64: bool) -> str | None:
    """lax.dot_general of canonical nodes: the higher dtype in XLA's order (weak operands
    as their defaults), weak only if both operands are."""
    result = _dt.contraction_dtype(strong(a, x64), strong(b, x64))
    if result is not None and is_weak(a) and is_weak(b):
        return {"int": WEAK_INT, "uint": WEAK_INT, "float": WEAK_FLOAT, "complex": WEAK_COMPLEX}[kind(result)]
    return result


def family_result(family: str, a: str, b: str, x64: bool = True) -> str | None:
    """The family's result for two concrete nodes in the 64-bit mode ``x64`` (standard
    promotion), as the runtime computes it: operands canonicalised, joined on that
    mode's lattice; None when they have no join or the operation rejects them."""
    a, b = canonical(a, x64), canonical(b, x64)
    if family == "power":
        return _power(a, b, x64)
    if family == "contraction":
        return _contraction(a, b, x64)
    if family == "first":  # setdiff1d: the first operand's dtype (unique's rule), where the two compare (join)
        return _ONE_OPERAND["unique"](a, x64) if join(a, b, x64) is not None else None
    joined = join(a, b, x64)
    return None if joined is None else _AFTER_JOIN[family](joined, x64)


@functools.lru_cache(maxsize=8192)
def concrete_result(family: str, a: str, b: str, x64: bool) -> str | None:
    """The static result for two concrete nodes in the 64-bit mode ``x64``."""
    return family_result(family, a, b, x64)


@functools.lru_cache(maxsize=8192)
def static_result(family: str, a: str, b: str, x64: bool) -> str | None:
    """The result for two static nodes: for abstract ones, the cover of every result
    their leaves give (pairs without one left out); with a bare ``Array``, any array
    (unless the result is bool), as the stubs have it."""
    if a in CONCRETE and b in CONCRETE:
        return concrete_result(family, a, b, x64)
    found = cover(r for x in leaves(a) for y in leaves(b)
                  if (r := concrete_result(family, x, y, x64)) is not None)
    if found is not None and TOP in (a, b) and found != "bool":
        return TOP
    return found


# Operand nodes carry where they came from: an Array (no prefix), a NumPy array ("np:"),
# a NumPy scalar ("nps:") or a Python scalar ("py:"): a few rules depend on it.
NUMPY_PREFIX: Final = "np:"
NUMPY_SCALAR_PREFIX: Final = "nps:"
PYTHON_PREFIX: Final = "py:"


def split(node: str) -> tuple[str, str]:
    """(node, form): form is "arr", "np" (NumPy array), "nps" (NumPy scalar) or "py"."""
    for prefix, form in ((NUMPY_PREFIX, "np"), (NUMPY_SCALAR_PREFIX, "nps"), (PYTHON_PREFIX, "py")):
        if node.startswith(prefix):
            return node[len(prefix):], form
    return node, "arr"


def _concrete_integer(node: str, form: str) -> bool:
    """A Python int or bool, or a NumPy integer scalar (not ``np.bool_``, which has no
    ``__index__``): JAX's ``**`` takes it as a concrete exponent (``lax.integer_pow``),
    so the result has the base's dtype."""
    return (form == "py" and node in (WEAK_INT, "bool")) or (form == "nps" and kind(node) in ("int", "uint"))


@functools.lru_cache(maxsize=8192)
def operand_result(family: str, a: str, b: str, x64: bool) -> str | None:
    """``static_result`` for operand nodes (with their forms): a Python int (or bool)
    exponent, or a NumPy one, is a concrete integer, so ``x ** 2`` has the base's dtype; an abstract
    Array with NumPy data gives a bare Array, as the stubs have it (honest, and it spares
    every operator a score of overloads)."""
    (a, a_form), (b, b_form) = split(a), split(b)
    if family == "power" and _concrete_integer(b, b_form):
        if a == TOP:
            return TOP
        return cover(power_base(n, WEAK_INT, x64) for n in leaves(a))
    result = static_result(family, a, b, x64)
    numpy = ("np", "nps")
    if result is not None and result != "bool" and ((a in CATEGORIES and b_form in numpy)
                                                     or (b in CATEGORIES and a_form in numpy)):
        return TOP
    return result


# ---------------------------------------------------------------------------
# One-operand families (the jnp functions, operators and reductions of one array)
# ---------------------------------------------------------------------------

def real_part(node: str) -> str:
    """The real node of a complex one (``real``, ``imag``, ``abs``); others are their own."""
    return {"complex64": "float32", "complex128": "float64", WEAK_COMPLEX: WEAK_FLOAT}.get(node, node)


def _sub_byte_int(node: str) -> bool:
    return node in _dt.REGISTRY and _dt.REGISTRY[node].is_sub_byte_int


def _sub_byte_signed(node: str) -> bool:
    return _sub_byte_int(node) and kind(node) == "int"


def _sum_accumulator(node: str, x64: bool) -> str:
    """sum/prod: bool and integers narrower than the default int (unsigned: the default
    uint) accumulate in it; a weak node materialises."""
    if is_weak(node):
        return strong(node, x64)
    k = kind(node)
    if k == "bool" or (k == "int" and _bits(node) < _bits(default(WEAK_INT, x64))):
        return default(WEAK_INT, x64)
    if k == "uint" and _bits(node) < _bits(default("uint", x64)):
        return default("uint", x64)
    return node


def _mean(node: str, x64: bool) -> str:
    """mean: the inexact node, materialised when weak."""
    if is_weak(node):
        return strong(inexact(node, x64) if kind(node) == "int" else node, x64)
    return inexact(node, x64)


def _complex_of(node: str, x64: bool) -> str:
    """The complex dtype of a floating node, strong: complex128 for float64, else complex64."""
    if kind(node) == "complex":
        return strong(node, x64)
    return canonical("complex128", x64) if strong(node, x64) == "float64" else "complex64"


# What each family makes of one canonical concrete node (None: the operation rejects it);
# the second argument is the 64-bit mode.
_ONE_OPERAND: Final[dict[str, Callable[[str, bool], str | None]]] = {
    "same": lambda n, x64: n,
    "negative": lambda n, x64: None if n == "bool" else n,
    "invert": lambda n, x64: n if _integral(n) else None,
    "abs": lambda n, x64: None if _sub_byte_signed(n) else real_part(n),
    "sign": lambda n, x64: None if n == "bool" else n,
    "floor": lambda n, x64: None if kind(n) == "complex" else n,
    "isfinite": lambda n, x64: "bool",
    "square": lambda n, x64: "int32" if n == "bool" else n,
    "inexact": inexact,
    "inexact_real": lambda n, x64: None if kind(n) == "complex" else inexact(n, x64),
    "real": lambda n, x64: real_part(n),
    "round": lambda n, x64: None if n == "bool" else n,
    "round_to_int": lambda n, x64: None if n == "bool" else default(WEAK_INT, x64),  # builtins.round(x)
    "sum": _sum_accumulator,
    "mean": _mean,
    "max": strong,
    "argmax": lambda n, x64: None if kind(n) == "complex" else default(WEAK_INT, x64),
    "all": lambda n, x64: "bool",
    "index": lambda n, x64: default(WEAK_INT, x64),  # argsort, count_nonzero
    "cumsum": lambda n, x64: default(WEAK_INT, x64) if n == "bool" else strong(n, x64),
    "ptp": lambda n, x64: None if n == "bool" else strong(n, x64),
    "variance": lambda n, x64: real_part(_mean(n, x64)),
    "real_bool": lambda n, x64: None if kind(n) == "complex" else "bool",  # isposinf, isneginf
    # signbit reads the sign bit as an integer's: floats of 16, 32 or 64 bits
    "signbit": lambda n, x64: (None if kind(n) == "complex" or (n in _dt.REGISTRY and kind(n) == "float" and _bits(n) < 16)
                               else "bool"),
    # rint: integers and bools become the default float (strong); inexact nodes stay
    "rint": lambda n, x64: n if kind(n) in ("float", "complex") else default(WEAK_FLOAT, x64),
    "nan_to_num": lambda n, x64: strong(n, x64) if kind(n) in ("float", "complex") else n,
    "bitwise_count": lambda n, x64: "uint8" if _integral(n) and not _sub_byte_signed(n) else None,  # (|x| first)
    # quantile, median...: the inexact node, strong (JAX converts the result to the data's
    # dtype); complex numbers have no order
    "quantile": lambda n, x64: None if kind(n) == "complex" else strong(inexact(n, x64), x64),
    # spacing: quantile's rule, with copysign's restriction (floats of 16, 32 or 64 bits)
    "spacing": lambda n, x64: (None if n in _dt.REGISTRY and kind(n) == "float" and _bits(n) < 16
                               else _ONE_OPERAND["quantile"](n, x64)),
    "sort_complex": lambda n, x64: _complex_of(inexact(n, x64), x64),  # and fft, ifft...
    # rfft: real data of 32 or 64 bits (integers and bools made floating), to complex
    "rfft": lambda n, x64: (None if kind(n) == "complex" or (n in _dt.REGISTRY and kind(n) == "float"
                                                               and canonical(n, x64) not in ("float32", "float64"))
                            else _complex_of(inexact(n, x64), x64)),
    # roots: the complex dtype of the inexact operand; no float narrower than 32 bits (no eigensolver)
    "roots": lambda n, x64: (None if n in _dt.REGISTRY and kind(n) == "float"
                             and canonical(n, x64) not in ("float32", "float64")
                             else _complex_of(inexact(n, x64), x64)),
    "irfft": lambda n, x64: real_part(_complex_of(inexact(n, x64), x64)),  # irfft, hfft: to real data
    # angle: integers and bools as the default float (strong), then the real part
    "angle": lambda n, x64: real_part(n if kind(n) in ("float", "complex") else default(WEAK_FLOAT, x64)),
    "unique": lambda n, x64: strong(n, x64) if n == WEAK_COMPLEX else n,  # (jax sorts complex numbers strong)
    # unwrap: joined with its default period, a Python float; strong; no complex numbers
    "unwrap": lambda n, x64: (None if kind(n) == "complex" or (j := join(n, WEAK_FLOAT, x64)) is None
                              else strong(j, x64)),
    # partition, argpartition: lax.top_k's operands (no bool, no complex); the indices are
    # int32 in both modes, strong
    "partition": lambda n, x64: None if n == "bool" or kind(n) == "complex" else n,
    "argpartition": lambda n, x64: None if n == "bool" or kind(n) == "complex" else "int32",
    # polyint: joined with its constant of integration (0, a Python int), made floating, strong
    "polyint": lambda n, x64: strong(inexact(join(n, WEAK_INT, x64) or n, x64), x64),
    # the methods of jnp's ufunc objects: the reductions and running reductions JAX computes
    "bitwise_reduce": lambda n, x64: strong(n, x64) if _integral(n) else None,  # bitwise_and.reduce...
    "subtract_reduce": lambda n, x64: None if n == "bool" else strong(n, x64),
    "logaddexp_reduce": lambda n, x64: strong(inexact(n, x64), x64),
    # (JAX's logaddexp2.reduce makes integers and bools the default float)
    "logaddexp2_reduce": lambda n, x64: (default(WEAK_FLOAT, x64) if kind(n) in ("bool", "uint", "int")
                                         else strong(n, x64)),
    "packbits": lambda n, x64: "uint8" if _integral(n) else None,
    "unpackbits": lambda n, x64: "uint8" if n == "uint8" else None,
}
UNARY_FAMILIES: Final = tuple(_ONE_OPERAND)


def unary_family_result(family: str, node: str, x64: bool = True) -> str | None:
    """The one-operand family's result for a concrete node in the 64-bit mode ``x64``, as
    the runtime computes it (the operand canonicalised); None when the operation rejects it."""
    return _ONE_OPERAND[family](canonical(node, x64), x64)


@functools.lru_cache(maxsize=4096)
def unary_result(family: str, node: str, x64: bool) -> str | None:
    """The result for a static node: the cover of every result its leaves give (those
    the operation rejects left out)."""
    return cover(r for n in leaves(node) if (r := unary_family_result(family, n, x64)) is not None)


def cast_target(nodes: Iterable[str]) -> str:
    """A dtype to suggest casting to: the widest ordinary strong dtype present, else
    int8 for sub-byte integers and float32 for anything with a float."""
    strong = [n for n in nodes if n in _dt.REGISTRY]
    ordinary = [n for n in strong if not (_dt.REGISTRY[n].is_small_float or _dt.REGISTRY[n].is_sub_byte_int)]
    if ordinary:
        return max(ordinary, key=lambda n: (kind(n) in ("float", "complex"), _bits(n)))
    if strong and all(_integral(n) for n in nodes):
        return "int8"
    return "float32"


def no_join_message(a: str, b: str, what: str) -> str:
    """Why ``a`` and ``b`` have no implicit promotion, and how to cast."""
    return (f"{what}: no implicit promotion between {describe(a)} and {describe(b)} ({_dt.no_join_reason((a, b))}); "
            f"cast explicitly, e.g. x.astype(jnp.{cast_target((a, b))})")


_NEEDS: Final = {
    "bitwise": "integer or bool operands", "shift": "integer or bool operands",
    "floor_divide": "real operands (no complex numbers)", "nextafter": "real operands (no complex numbers)",
    "clip": "real operands (complex numbers have no order)", "subtract": "operands that are not both bool",
}


def rejection_message(family: str, a: str, b: str, what: str) -> str:
    """Why an operation rejects two concrete nodes that do have a join (``float32 & int8``)."""
    needs = _NEEDS.get(family, "other dtypes")
    return f"{what} takes {needs}, got {describe(a)} and {describe(b)}"


def strict_violation(a: str, b: str, x64: bool) -> bool:
    """Whether strict promotion rejects two concrete nodes (that standard promotion joins)."""
    return join(canonical(a, x64), canonical(b, x64), x64, True) is None


def strict_message(a: str, b: str, what: str, x64: bool) -> str:
    """Why strict mode rejects ``a`` with ``b``, and the cast that gives the standard answer."""
    joined = join(canonical(a, x64), canonical(b, x64), x64) or "float32"
    target = _LAX_DEFAULT[joined][x64] if joined in _LAX_DEFAULT else joined
    return (f"{what}: implicit promotion of {describe(a)} and {describe(b)} to {describe(joined)} is an "
            'error under strict promotion (jax_numpy_dtype_promotion = "strict" in the jaxtypes '
            f"config); cast explicitly, e.g. x.astype(jnp.{target})")


# ---------------------------------------------------------------------------
# dtype arguments: what a function makes of the dtype it is asked for
# ---------------------------------------------------------------------------

def _not_bool(node: str, x64: bool) -> str | None:
    return None if node == "bool" else node


# Where a ``dtype`` argument does not simply give its dtype (None: the function rejects
# it), by function: jnp's name, or ``lax.`` and lax's name. Keys are strong nodes.
_DTYPE_ARGUMENT: Final[dict[str, Callable[[str, bool], str | None]]] = {
    # iota, arange and argsort count, mean, nanmean and nanvar divide: no bool
    **dict.fromkeys(("arange", "argsort", "mean", "nanmean", "nanvar", "lax.iota", "lax.broadcasted_iota"), _not_bool),
    # var computes in an integer dtype asked for, then puts NaN where there are too few
    # elements: a weakly typed float; 2- and 4-bit integers do not join with that NaN
    "var": lambda n, x64: (None if n == "bool" or _sub_byte_int(n)
                           else WEAK_FLOAT if kind(n) in ("int", "uint") else n),
    # std and nanstd take a square root in the dtype asked for
    **dict.fromkeys(("std", "nanstd"), lambda n, x64: n if kind(n) in ("float", "complex") else None),
    # (rfftfreq: its own rule, the inexact dtype of an integer one)
    "fft.rfftfreq": lambda n, x64: None if n == "bool" else strong(unary_result("inexact", n, x64) or n, x64),
    # the indices of lax's argmax and argmin: an integer dtype
    **dict.fromkeys(("lax.argmax", "lax.argmin"), lambda n, x64: n if kind(n) in ("int", "uint") else None),
}
DTYPE_ARGUMENT_FUNCTIONS: Final = tuple(_DTYPE_ARGUMENT)


def dtype_argument_result(function: str, node: str, x64: bool) -> str | None:
    """What ``function`` gives for the strong dtype node its dtype argument names, in the
    64-bit mode ``x64`` (a 64-bit dtype with it off is its 32-bit one); None where the
    function rejects that dtype."""
    node = canonical(node, x64)
    rule = _DTYPE_ARGUMENT.get(function)
    return node if rule is None else rule(node, x64)


# ---------------------------------------------------------------------------
# lax: no promotion, a Python scalar is the default dtype of its kind
# ---------------------------------------------------------------------------

def lax_dtype(node: str, x64: bool) -> str | None:
    """The dtype a lax operand of this static node has at run time; None if unknown."""
    if node in _LAX_DEFAULT:
        return _LAX_DEFAULT[node][x64]
    if node in _dt.REGISTRY:
        return canonical(node, x64)
    return None


def lax_message(function: str, nodes: list[str], x64: bool) -> str:
    """The message for lax operands of different dtypes: names each and says how to cast."""
    shown = []
    for node in nodes:
        dtype = lax_dtype(node, x64)
        if node in PYTHON_TYPE_OF_WEAK:
            shown.append(f"{dtype} (a Python {PYTHON_TYPE_OF_WEAK[node]} or weak array counts as {dtype} "
                         f"with 64-bit mode {'on' if x64 else 'off'})")
        else:
            shown.append(str(dtype))
    first = lax_dtype(nodes[0], x64)
    return (f"lax.{function} requires operands of the same dtype, got {', '.join(shown)}; lax does not "
            f"promote: cast explicitly, e.g. y.astype(jnp.{first}), or use the jaxtypes.numpy function, "
            "which promotes")
