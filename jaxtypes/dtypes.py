"""The promotion lattice, the dtype registry, and the promotion functions.

This module is the single source of the type promotion rules. The runtime uses
it to pick result dtypes, the mypy plugin to pick result types while checking,
and the stub generator to write pyright's overloads. Everything below the
registry works on *nodes*: a strong dtype's name (``"int16"``) or one of the
weak nodes ``"i*"``, ``"f*"``, ``"c*"`` (Python ``int``/``float``/``complex``,
and weakly typed arrays). Promotion never looks at values, only at dtypes and
weakness.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal, overload

import ml_dtypes
import numpy as np

from jaxtypes._config import config, enable_x64, numpy_dtype_promotion

__all__ = [
    "DTypeInfo", "TypePromotionError", "REGISTRY", "WEAK_NODES", "NODES",
    "WEAK_INT", "WEAK_FLOAT", "WEAK_COMPLEX", "lattice_edges", "upper_bounds",
    "join_nodes", "promote_types", "result_type", "lattice_result_type", "is_weakly_typed",
    "canonicalize_dtype", "issubdtype", "dtype_info", "to_dtype", "node_of",
    "default_dtype", "weak_node_of_kind", "materialize", "config", "enable_x64",
    "numpy_dtype_promotion", "describe_node", "no_join_reason",
]

Kind = Literal["bool", "uint", "int", "float", "complex"]


class TypePromotionError(ValueError):
    """Two or more dtypes have no implicit promotion under the current rules."""


# ---------------------------------------------------------------------------
# The registry
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class DTypeInfo:
    """One supported dtype: its name, short code, kind, width and NumPy dtype."""

    name: str
    code: str
    kind: Kind
    bits: int
    dtype: np.dtype[Any]

    @property
    def itemsize(self) -> int:
        return self.dtype.itemsize

    @property
    def is_small_float(self) -> bool:
        """A float narrower than 16 bits: joins with no other float or complex."""
        return self.kind == "float" and self.bits < 16

    @property
    def is_sub_byte_int(self) -> bool:
        """int2/int4 and their unsigned kin: join only with bool, weak ints, themselves."""
        return self.kind in ("int", "uint") and self.bits < 8


def _info(name: str, code: str, kind: Kind, bits: int, scalar: Any) -> DTypeInfo:
    return DTypeInfo(name, code, kind, bits, np.dtype(scalar))


# ml_dtypes' float6_e2m3fn and float6_e3m2fn are left out: jaxlib 0.10's CPU client
# can neither hold nor convert them ("Invalid XLA PrimitiveType").
_SMALL_FLOAT_NAMES: Final = (
    "float4_e2m1fn", "float8_e3m4", "float8_e4m3",
    "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2",
    "float8_e5m2fnuz", "float8_e8m0fnu",
)


def _build_registry() -> dict[str, DTypeInfo]:
    unsigned: tuple[tuple[int, Any], ...] = ((8, np.uint8), (16, np.uint16), (32, np.uint32), (64, np.uint64))
    signed: tuple[tuple[int, Any], ...] = ((8, np.int8), (16, np.int16), (32, np.int32), (64, np.int64))
    infos = [_info("bool", "b1", "bool", 8, np.bool_)]
    # ml_dtypes also has int1/uint1, but XLA's converts reject 1-bit integers
    # ('stablehlo.convert' accepts 2/4/8/16/32/64-bit integers), so they are left out.
    for bits in (2, 4):
        infos.append(_info(f"uint{bits}", f"u{bits}b", "uint", bits, getattr(ml_dtypes, f"uint{bits}")))
    for bits, scalar in unsigned:
        infos.append(_info(f"uint{bits}", f"u{bits // 8}", "uint", bits, scalar))
    for bits in (2, 4):
        infos.append(_info(f"int{bits}", f"i{bits}b", "int", bits, getattr(ml_dtypes, f"int{bits}")))
    for bits, scalar in signed:
        infos.append(_info(f"int{bits}", f"i{bits // 8}", "int", bits, scalar))
    for name in _SMALL_FLOAT_NAMES:
        bits = int(name[5])
        infos.append(_info(name, f"f{bits}_{name.split('_', 1)[1]}", "float", bits,
                           getattr(ml_dtypes, name)))
    infos += [
        _info("bfloat16", "bf", "float", 16, ml_dtypes.bfloat16),
        _info("float16", "f2", "float", 16, np.float16),
        _info("float32", "f4", "float", 32, np.float32),
        _info("float64", "f8", "float", 64, np.float64),
        _info("complex64", "c8", "complex", 64, np.complex64),
        _info("complex128", "c16", "complex", 128, np.complex128),
    ]
    return {info.name: info for info in infos}


REGISTRY: Final[Mapping[str, DTypeInfo]] = _build_registry()
"""Every supported dtype by name, in lattice order (bool, unsigned, signed, floats, complex)."""

WEAK_INT: Final = "i*"
WEAK_FLOAT: Final = "f*"
WEAK_COMPLEX: Final = "c*"
WEAK_NODES: Final = (WEAK_INT, WEAK_FLOAT, WEAK_COMPLEX)
NODES: Final = (*REGISTRY, *WEAK_NODES)

_BY_CODE: Final = {info.code: name for name, info in REGISTRY.items()}
_BY_DTYPE: Final = {info.dtype: name for name, info in REGISTRY.items()}
_WEAK_NODE_OF_KIND: Final[Mapping[str, str]] = {
    "uint": WEAK_INT, "int": WEAK_INT, "float": WEAK_FLOAT, "complex": WEAK_COMPLEX,
}
_PYTHON_TYPE_OF_WEAK: Final = {WEAK_INT: int, WEAK_FLOAT: float, WEAK_COMPLEX: complex}
_WEAK_OF_PYTHON_TYPE: Final = {t: node for node, t in _PYTHON_TYPE_OF_WEAK.items()}
_DEFAULTS: Final = {
    # weak node (or "uint") -> (default with 64-bit mode off, default with it on)
    WEAK_INT: ("int32", "int64"),
    "uint": ("uint32", "uint64"),
    WEAK_FLOAT: ("float32", "float64"),
    WEAK_COMPLEX: ("complex64", "complex128"),
}
# The key of _DEFAULTS for each kind: unsigned ints keep a default of their own.
_DEFAULT_OF_KIND: Final = {**_WEAK_NODE_OF_KIND, "uint": "uint"}
_CANONICAL_32: Final = {
    "int64": "int32", "uint64": "uint32", "float64": "float32", "complex128": "complex64",
}


def _names(kind: str, *, sub_byte: bool | None = None) -> tuple[str, ...]:
    return tuple(
        name for name, info in REGISTRY.items()
        if info.kind == kind and (sub_byte is None or info.is_sub_byte_int == sub_byte)
    )


# ---------------------------------------------------------------------------
# The lattice
# ---------------------------------------------------------------------------

def lattice_edges(*, strict: bool = False, x64: bool = True) -> dict[str, tuple[str, ...]]:
    """Each node's immediate successors.

    ``strict=False, x64=True`` is the seed's lattice (``spec/promotion_table.json``)
    with the ml_dtypes nodes added: the small floats sit directly above ``f*``, the
    sub-byte integers directly above ``i*``, and none of them has successors.
    With ``x64=False`` the one edge that builds a 64-bit type from 32-bit inputs,
    ``uint32 -> int64``, becomes ``uint32 -> int32``. The strict lattice lets only
    weak nodes move: ``i*`` to every integer, ``f*`` to every float, ``c*`` to
    every complex type.
    """
    small_floats = _SMALL_FLOAT_NAMES
    sub_byte_ints = _names("uint", sub_byte=True) + _names("int", sub_byte=True)
    if strict:
        edges: dict[str, tuple[str, ...]] = {name: () for name in REGISTRY}
        edges[WEAK_INT] = (WEAK_FLOAT, *_names("uint"), *_names("int"))
        edges[WEAK_FLOAT] = (WEAK_COMPLEX, *_names("float"))
        edges[WEAK_COMPLEX] = _names("complex")
        return edges
    edges = {
        "bool": (WEAK_INT,),
        WEAK_INT: ("uint8", "int8", *sub_byte_ints),
        "uint8": ("uint16", "int16"),
        "uint16": ("uint32", "int32"),
        "uint32": ("uint64", "int64") if x64 else ("uint64", "int32"),
        "uint64": (WEAK_FLOAT,),
        "int8": ("int16",),
        "int16": ("int32",),
        "int32": ("int64",),
        "int64": (WEAK_FLOAT,),
        WEAK_FLOAT: (WEAK_COMPLEX, "float16", "bfloat16", *small_floats),
        "bfloat16": ("float32",),
        "float16": ("float32",),
        "float32": ("float64", "complex64"),
        "float64": ("complex128",),
        WEAK_COMPLEX: ("complex64",),
        "complex64": ("complex128",),
        "complex128": (),
    }
    for name in (*small_floats, *sub_byte_ints):
        edges[name] = ()
    return edges


@functools.cache
def upper_bounds(*, strict: bool = False, x64: bool = True) -> Mapping[str, frozenset[str]]:
    """Each node's set of upper bounds (itself included): the lattice's transitive closure."""
    edges = lattice_edges(strict=strict, x64=x64)
    bounds: dict[str, frozenset[str]] = {}

    def visit(node: str, path: tuple[str, ...]) -> frozenset[str]:
        if node in bounds:
            return bounds[node]
        if node in path:
            raise AssertionError(f"cycle in the promotion lattice through {node}")
        result = frozenset({node}).union(*(visit(n, path + (node,)) for n in edges[node]))
        bounds[node] = result
        return result

    for node in edges:
        visit(node, ())
    return bounds


def describe_node(node: str) -> str:
    """A lattice node as messages name it: ``int16``, ``weak float``."""
    if node in _PYTHON_TYPE_OF_WEAK:
        return f"weak {_PYTHON_TYPE_OF_WEAK[node].__name__}"
    return node


def no_join_reason(nodes: Iterable[str]) -> str:
    """Why these nodes have no join (standard promotion), for messages."""
    infos = [REGISTRY[n] for n in nodes if n in REGISTRY]
    if any(i.is_small_float for i in infos):
        return "floats narrower than 16 bits (float8, float4) promote to no other float or complex type"
    if any(i.is_sub_byte_int for i in infos):
        return "2- and 4-bit integers join only with bool, Python ints and themselves"
    return "these dtypes have no common type on the promotion lattice"


def _no_join_message(nodes: Iterable[str], strict: bool) -> str:
    nodes = list(nodes)
    shown = ", ".join(describe_node(n) for n in nodes)
    strong = [n for n in nodes if n in REGISTRY]
    target = "float32"
    if strong and all(REGISTRY[n].kind in ("int", "uint", "bool") for n in strong):
        target = "int32"
    if strict:
        why = ("with jax_numpy_dtype_promotion='strict' only Python scalars (weak types) "
               "promote implicitly")
        fix = ("Cast explicitly, e.g. x.astype(y.dtype), or allow promotion with "
               "jaxtypes.numpy_dtype_promotion('standard')")
    else:
        why = no_join_reason(strong)
        fix = f"Cast explicitly to the dtype you want, e.g. x.astype('{target}')"
    return f"no implicit promotion between {shown}: {why}. {fix}."


@functools.lru_cache(maxsize=4096)
def _join_cached(nodes: frozenset[str], strict: bool, x64: bool) -> str:
    ub = upper_bounds(strict=strict, x64=x64)
    for node in nodes:
        if node not in ub:
            raise TypeError(f"{node!r} is not a node of the promotion lattice")
    common = frozenset.intersection(*(ub[n] for n in nodes))
    least = (common & nodes) or {c for c in common if common <= ub[c]}
    if len(least) == 1:
        return next(iter(least))
    if not least:
        ordered = [n for n in NODES if n in nodes]
        raise TypePromotionError(_no_join_message(ordered, strict))
    raise AssertionError(f"ill-formed lattice: {sorted(nodes)} have several joins {sorted(least)}")


def join_nodes(*nodes: str, strict: bool | None = None, x64: bool | None = None) -> str:
    """The least upper bound of lattice nodes; defaults to the current config's modes.

    Raises TypePromotionError if the nodes have no common upper bound.
    """
    if not nodes:
        raise ValueError("join_nodes needs at least one node")
    if strict is None:
        strict = config.promotion_mode == "strict"
    if x64 is None:
        x64 = config.x64_enabled
    return _join_cached(frozenset(nodes), strict, x64)


# ---------------------------------------------------------------------------
# Dtype-likes to registry entries
# ---------------------------------------------------------------------------

def _unsupported(what: object) -> TypeError:
    return TypeError(
        f"jaxtypes does not support dtype {what}: supported dtypes are bool, the signed "
        "and unsigned integers, the floats (bfloat16, float16/32/64 and the ml_dtypes "
        "small floats) and complex64/complex128")


def to_dtype(dtype_like: Any) -> np.dtype[Any]:
    """The supported NumPy dtype named by any dtype spelling (not canonicalized).

    Accepts names (``"int16"``, ``"i2"``, ``"bfloat16"``), NumPy dtypes and scalar
    types, jaxtypes scalar types, objects with a ``dtype`` attribute, and the Python
    types ``bool``/``int``/``float``/``complex`` (which name the 64-bit defaults, as
    in NumPy; see ``result_type`` for their weak meaning).
    """
    if isinstance(dtype_like, np.dtype):
        dt = dtype_like
    elif isinstance(dtype_like, str) and dtype_like in REGISTRY:
        return REGISTRY[dtype_like].dtype
    elif dtype_like is None:
        raise TypeError("a dtype is required, got None")
    else:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)  # NumPy's deprecated aliases
                dt = np.dtype(dtype_like)
        except (TypeError, ValueError) as error:
            raise TypeError(f"cannot interpret {dtype_like!r} as a dtype: {error}") from None
    if dt not in _BY_DTYPE:
        raise _unsupported(dt)
    return dt


def dtype_info(dtype_like: Any) -> DTypeInfo:
    """The registry entry of a dtype spelling."""
    if isinstance(dtype_like, np.dtype) and dtype_like in _BY_DTYPE:  # the runtime's hot path
        return REGISTRY[_BY_DTYPE[dtype_like]]
    return REGISTRY[_BY_DTYPE[to_dtype(dtype_like)]]


def canonicalize_dtype(dtype_like: Any) -> np.dtype[Any]:
    """The dtype that arrays of this dtype get: 64-bit types become 32-bit unless x64 is on."""
    dt = to_dtype(dtype_like)
    if not config.x64_enabled:
        narrow = _CANONICAL_32.get(_BY_DTYPE[dt])
        if narrow is not None:
            return REGISTRY[narrow].dtype
    return dt


def default_dtype(weak_node: str) -> np.dtype[Any]:
    """The dtype a weak node (or ``"uint"``) materialises as under the current 64-bit mode."""
    return REGISTRY[_DEFAULTS[weak_node][config.x64_enabled]].dtype


def weak_node_of_kind(dtype_like: Any) -> str:
    """``i*``/``f*``/``c*`` for an integer/float/complex dtype; ``bool`` stays ``bool``."""
    info = dtype_info(dtype_like)
    return _WEAK_NODE_OF_KIND.get(info.kind, info.name)


def node_of(dtype_like: Any, weak: bool = False) -> str:
    """The lattice node of a dtype, or of its weak form when ``weak`` is true."""
    return weak_node_of_kind(dtype_like) if weak else dtype_info(dtype_like).name


def materialize(node: str) -> tuple[np.dtype[Any], bool]:
    """(dtype, weak_type) of a node: weak nodes become the canonical default of their kind."""
    if node in WEAK_NODES:
        return default_dtype(node), True
    return canonicalize_dtype(node), False


# ---------------------------------------------------------------------------
# Public promotion functions (jax.numpy semantics)
# ---------------------------------------------------------------------------

def is_weakly_typed(x: Any) -> bool:
    """True for Python ``int``/``float``/``complex`` values and weakly typed arrays."""
    if type(x) in _WEAK_OF_PYTHON_TYPE:
        return True
    return bool(getattr(x, "weak_type", False))


def _promotion_node(dtype_like: Any) -> str:
    """The node of a promote_types argument: the Python types ``int``/``float``/``complex`` are weak."""
    if isinstance(dtype_like, type) and dtype_like in _WEAK_OF_PYTHON_TYPE:
        return _WEAK_OF_PYTHON_TYPE[dtype_like]
    return dtype_info(dtype_like).name


def promote_types(a: Any, b: Any) -> np.dtype[Any]:
    """The dtype to which a binary operation casts operands of dtypes ``a`` and ``b``.

    As ``jax.numpy.promote_types``: the join on the lattice of the current modes,
    without canonicalization of inputs or output. The Python types ``int``,
    ``float`` and ``complex`` are weak and do not widen a strong dtype of their
    kind; a weak result is reported as its 64-bit NumPy dtype.
    """
    node = join_nodes(_promotion_node(a), _promotion_node(b))
    if node in _PYTHON_TYPE_OF_WEAK:
        return np.dtype(_PYTHON_TYPE_OF_WEAK[node])
    return REGISTRY[node].dtype


def _dtype_and_weakness(arg: Any) -> tuple[np.dtype[Any], bool]:
    if arg is None:
        return canonicalize_dtype(np.float64), False
    if isinstance(arg, type) and arg in _WEAK_OF_PYTHON_TYPE:
        return canonicalize_dtype(arg), True
    arg_type = type(arg)
    if arg_type is bool:
        return REGISTRY["bool"].dtype, False
    if arg_type in _WEAK_OF_PYTHON_TYPE:
        return canonicalize_dtype(arg_type), True
    if isinstance(arg, (np.ndarray, np.generic)):
        return canonicalize_dtype(arg.dtype), False
    if isinstance(arg, (int, float, complex)):  # subclasses of Python scalars: strong, as NumPy
        return canonicalize_dtype(np.asarray(arg).dtype), False
    dtype_attr = getattr(arg, "dtype", None)
    if isinstance(dtype_attr, np.dtype) and not isinstance(arg, type):
        return canonicalize_dtype(dtype_attr), bool(getattr(arg, "weak_type", False))
    return canonicalize_dtype(arg), False


def lattice_result_type(*args: Any) -> tuple[np.dtype[Any], bool]:
    """(dtype, weak_type) of an operation on ``args``: what the array operators produce.

    Arguments are read as in ``result_type``. A weak result keeps the width of weak
    array inputs (two weak uint8 arrays give a weak uint8); bool is never weak.
    """
    if not args:
        raise ValueError("result_type needs at least one array or dtype")
    pairs = [_dtype_and_weakness(arg) for arg in args]
    dtypes = {dt for dt, _ in pairs}
    all_weak = all(weak for _, weak in pairs)
    if len(pairs) == 1:
        dtype, weak = pairs[0]
    elif len(dtypes) == 1 and not all_weak:
        dtype, weak = pairs[0][0], False
    elif all_weak and config.promotion_mode != "strict":
        # Join the strong counterparts, then mark the result weak: a weak int16 array
        # and a weak int32 one give a weak int32, not the default int.
        dtype, weak = materialize(join_nodes(*(_BY_DTYPE[dt] for dt in dtypes)))[0], True
    else:
        dtype, weak = materialize(join_nodes(*(node_of(dt, weak) for dt, weak in pairs)))
    return canonicalize_dtype(dtype), weak and dtype != REGISTRY["bool"].dtype


@overload
def result_type(*args: Any, return_weak_type_flag: Literal[False] = False) -> np.dtype[Any]: ...
@overload
def result_type(*args: Any, return_weak_type_flag: Literal[True]) -> tuple[np.dtype[Any], bool]: ...
@overload
def result_type(*args: Any, return_weak_type_flag: bool) -> np.dtype[Any] | tuple[np.dtype[Any], bool]: ...
def result_type(*args: Any, return_weak_type_flag: bool = False) -> np.dtype[Any] | tuple[np.dtype[Any], bool]:
    """The dtype of the result of an operation on ``args``, as ``jax.numpy.result_type``.

    Arguments may be arrays (their ``weak_type`` is honoured), Python scalars (weak,
    except ``bool``), NumPy arrays and scalars (strong) or dtype spellings (strong,
    except the Python types ``int``/``float``/``complex``, which are weak). Inputs
    and output are canonicalized, so with 64-bit mode off no 64-bit dtype results.
    A weak result is reported as the default dtype of its kind (int32 or int64 for
    signed integers, uint32 or uint64 for unsigned ones, and so on), as jax does.
    With ``return_weak_type_flag=True`` returns ``(dtype, weak_type)``.
    """
    dtype, weak = lattice_result_type(*args)
    if weak:
        dtype = default_dtype(_DEFAULT_OF_KIND[REGISTRY[_BY_DTYPE[dtype]].kind])
    return (dtype, weak) if return_weak_type_flag else dtype


# ---------------------------------------------------------------------------
# issubdtype over the NumPy-like scalar hierarchy
# ---------------------------------------------------------------------------

_CATEGORY_PARENTS: Final[Mapping[str, str | None]] = {
    "generic": None,
    "bool": "generic",
    "number": "generic",
    "integer": "number",
    "signedinteger": "integer",
    "unsignedinteger": "integer",
    "inexact": "number",
    "floating": "inexact",
    "complexfloating": "inexact",
}
_CATEGORY_OF_KIND: Final[Mapping[str, str]] = {
    "bool": "bool", "uint": "unsignedinteger", "int": "signedinteger",
    "float": "floating", "complex": "complexfloating",
}
_NUMPY_ABSTRACT: Final[Mapping[type, str]] = {
    np.generic: "generic", np.number: "number", np.integer: "integer",
    np.signedinteger: "signedinteger", np.unsignedinteger: "unsignedinteger",
    np.inexact: "inexact", np.floating: "floating", np.complexfloating: "complexfloating",
}


def _abstract_category(x: Any) -> str | None:
    """The category of an abstract scalar class (NumPy's or jaxtypes'), else None."""
    if isinstance(x, type):
        if x in _NUMPY_ABSTRACT:
            return _NUMPY_ABSTRACT[x]
        category = x.__dict__.get("_category")
        if isinstance(category, str):
            return category
    return None


def _category_chain(category: str) -> list[str]:
    chain: list[str] = []
    current: str | None = category
    while current is not None:
        chain.append(current)
        current = _CATEGORY_PARENTS[current]
    return chain


def issubdtype(arg1: Any, arg2: Any) -> bool:
    """Whether dtype (or scalar category) ``arg1`` is below ``arg2`` in the scalar hierarchy.

    Understands the ml_dtypes types (``issubdtype(bfloat16, floating)`` and
    ``issubdtype(int4, signedinteger)`` are true), NumPy's abstract classes and
    jaxtypes' own scalar classes.
    """
    category2 = _abstract_category(arg2)
    category1 = _abstract_category(arg1)
    if category2 is None:
        if category1 is not None:
            return False
        return to_dtype(arg1) == to_dtype(arg2)
    if category1 is None:
        category1 = _CATEGORY_OF_KIND[dtype_info(arg1).kind]
    return category2 in _category_chain(category1)


# ---------------------------------------------------------------------------
# Contractions (lax.dot_general, as XLA): not the lattice, an order of element types
# ---------------------------------------------------------------------------

def _contraction_rank(name: str) -> tuple[bool, int, int, int, bool]:
    info = REGISTRY[name]
    real = {"complex64": "float32", "complex128": "float64"}.get(name, name)
    finfo = ml_dtypes.finfo(REGISTRY[real].dtype) if info.kind in ("float", "complex") else None  # type: ignore[no-untyped-call]
    bits = {"bool": 1, "complex": info.bits // 2}.get(info.kind, info.bits)
    return (info.kind == "complex", finfo.maxexp if finfo else -1, finfo.nmant if finfo else -1,
            bits, info.kind != "uint")


@functools.lru_cache(maxsize=1024)
def contraction_dtype(lhs: str, rhs: str) -> str | None:
    """The dtype of a contraction of ``lhs`` with ``rhs`` (strong dtype names): the higher
    of the two in XLA's order (complex over real, then the wider exponent, the wider
    mantissa, more bits, signed over unsigned); None for two different dtypes of one rank
    (``float8_e4m3fn`` with ``float8_e4m3b11fnuz``)."""
    a, b = _contraction_rank(lhs), _contraction_rank(rhs)
    if a == b and lhs != rhs:
        return None
    return lhs if a >= b else rhs
