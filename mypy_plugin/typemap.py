"""mypy types to lattice nodes and back.

An *operand* is what a value can be, as a list of alternatives (one per member of an
outer union: ``Array[int16] | Array[float32]``); each alternative is the set of static
nodes its dtype parameter names (``Array[int16 | float32]`` has two); NumPy arrays'
nodes carry ``rules.NUMPY_PREFIX``, NumPy scalars' ``rules.NUMPY_SCALAR_PREFIX``, Python
scalars' ``rules.PYTHON_PREFIX``. ``None`` means the plugin cannot tell (a
TypeVar, an unknown class): the stubs' answer then stands.
"""

from __future__ import annotations

from collections.abc import Sequence

from mypy.checker import TypeChecker
from mypy.maptype import map_instance_to_supertype
from mypy.nodes import MypyFile, SymbolTableNode, TypeAlias, TypeInfo
from mypy.plugin import CheckerPluginInterface
from mypy.typeops import make_simplified_union
from mypy.types import (
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NoneType,
    Overloaded,
    ProperType,
    TupleType,
    Type,
    TypeOfAny,
    TypeType,
    TypeVarType,
    UnionType,
    get_proper_type,
)

from jaxtypes import dtypes as _dt
from jaxtypes import _static_rules as rules

ARRAY = "jaxtypes._array.Array"
SCALAR_MODULE = "jaxtypes.scalar_types"
# Strong nodes by the name of their scalar class (jnp.bool_ is the class of "bool").
_CLASS_OF_NODE = {node: ("bool_" if node == "bool" else node) for node in rules.STRONG_NODES}
_NODE_OF_CLASS = {f"{SCALAR_MODULE}.{cls}": node for node, cls in _CLASS_OF_NODE.items()}
_NODE_OF_CLASS.update({f"{SCALAR_MODULE}.{c}": c for c in rules.CATEGORIES})
_PYTHON_NODE = {"builtins.bool": "bool", "builtins.int": rules.WEAK_INT,
                "builtins.float": rules.WEAK_FLOAT, "builtins.complex": rules.WEAK_COMPLEX}
_PYTHON_DTYPE = {"builtins.bool": "bool", "builtins.int": "int64",
                 "builtins.float": "float64", "builtins.complex": "complex128"}
_TOP_PARTS = frozenset({"generic", rules.WEAK_INT, rules.WEAK_FLOAT, rules.WEAK_COMPLEX})

# NumPy's scalar types, as numpy's stubs spell them.
_NUMPY_CLASSES = {"numpy.bool": "bool", "numpy.bool_": "bool", "numpy.float64": "float64",
                  "numpy.complex128": "complex128"}
_NUMPY_GENERIC = {"numpy.signedinteger": "int", "numpy.unsignedinteger": "uint",
                  "numpy.floating": "float", "numpy.complexfloating": "complex"}
_NBITS = {f"numpy._typing._nbit_base._{n}Bit": n for n in (8, 16, 32, 64, 128)}
_NUMPY_SCALAR_OF_NODE = {
    "bool": "numpy.bool", "uint8": "numpy.uint8", "uint16": "numpy.uint16", "uint32": "numpy.uint32",
    "uint64": "numpy.uint64", "int8": "numpy.int8", "int16": "numpy.int16", "int32": "numpy.int32",
    "int64": "numpy.int64", "float16": "numpy.float16", "float32": "numpy.float32",
    "float64": "numpy.float64", "complex64": "numpy.complex64", "complex128": "numpy.complex128",
}

Alternative = frozenset[str]
Operand = list[Alternative]


# ---------------------------------------------------------------------------
# Reading types
# ---------------------------------------------------------------------------

def _numpy_scalar_node(t: Instance) -> str | None:
    name = t.type.fullname
    if name in _NUMPY_CLASSES:
        return _NUMPY_CLASSES[name]
    kind = _NUMPY_GENERIC.get(name)
    if kind is None or not t.args:
        for base in t.type.mro[1:]:  # numpy.float64's subclasses and the like
            if base.fullname in _NUMPY_CLASSES:
                return _NUMPY_CLASSES[base.fullname]
        return None
    arg = get_proper_type(t.args[0])
    if not isinstance(arg, Instance) or arg.type.fullname not in _NBITS:
        return None
    bits = _NBITS[arg.type.fullname] * (2 if kind == "complex" else 1)
    node = f"{kind}{bits}"
    return node if node in _dt.REGISTRY else None


def _dtype_parameter(arg: Type) -> Alternative | None:
    """The static nodes named by ``Array``'s dtype parameter."""
    p = get_proper_type(arg)
    if isinstance(p, AnyType):
        return frozenset({rules.TOP})
    items: Sequence[Type] = p.items if isinstance(p, UnionType) else [p]
    nodes: set[str] = set()
    for item in items:
        q = get_proper_type(item)
        if isinstance(q, AnyType):
            return frozenset({rules.TOP})
        if not isinstance(q, Instance):
            return None
        name = q.type.fullname
        if name in _NODE_OF_CLASS:
            nodes.add(_NODE_OF_CLASS[name])
        elif name in _PYTHON_NODE and name != "builtins.bool":
            nodes.add(_PYTHON_NODE[name])
        else:
            node = next((_NODE_OF_CLASS[b.fullname] for b in q.type.mro if b.fullname in _NODE_OF_CLASS), None)
            if node is None or node not in rules.CONCRETE:
                return None  # a user's subclass of an abstract scalar type: unknown
            nodes.add(node)
    if _TOP_PARTS <= nodes:
        return frozenset({rules.TOP})
    return frozenset(nodes) if nodes else None


def reflected_operator_class(method: str) -> str:
    """The stubs' callable class of a reflected operator: ``Array.__radd__: _Radd[T]``."""
    return f"jaxtypes._array._{method.strip('_').title()}"


def array_alternative(t: Instance) -> Alternative | None:
    """The dtype nodes of an ``Array`` (or a subclass) instance, or of the receiver of a
    reflected operator (``_Radd[T]``, bound to ``Array[T]``); None if not an array."""
    if t.type.fullname == ARRAY or t.type.fullname in _REFLECTED_CLASSES:
        array = t
    else:
        info = next((b for b in t.type.mro if b.fullname == ARRAY), None)
        if info is None:
            return None
        array = map_instance_to_supertype(t, info)
    if not array.args:
        return frozenset({rules.TOP})
    return _dtype_parameter(array.args[0])


_REFLECTED_CLASSES = frozenset(reflected_operator_class(f"__r{name}__") for name in (
    "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor", "lshift", "rshift"))


def _alternative(t: ProperType) -> Alternative | None:
    if isinstance(t, LiteralType):
        t = t.fallback
    if isinstance(t, AnyType):
        return None
    if not isinstance(t, Instance):
        return None
    name = t.type.fullname
    if name in _PYTHON_NODE:
        return frozenset({rules.PYTHON_PREFIX + _PYTHON_NODE[name]})
    if name == "numpy.ndarray" and len(t.args) == 2:
        dtype = get_proper_type(t.args[1])
        if isinstance(dtype, Instance) and dtype.type.fullname == "numpy.dtype" and dtype.args:
            scalar = get_proper_type(dtype.args[0])
            node = _numpy_scalar_node(scalar) if isinstance(scalar, Instance) else None
            return frozenset({rules.NUMPY_PREFIX + node}) if node else None
        return None
    if name.startswith("numpy."):
        node = _numpy_scalar_node(t)
        return frozenset({rules.NUMPY_SCALAR_PREFIX + node}) if node else None
    return array_alternative(t)


def is_ndarray(t: Type | None) -> bool:
    p = get_proper_type(t) if t is not None else None
    return isinstance(p, Instance) and p.type.fullname == "numpy.ndarray"


def operand(t: Type | None) -> Operand | None:
    """What an argument can be: one alternative per member of an outer union."""
    if t is None:
        return None
    p = get_proper_type(t)
    items = p.relevant_items() if isinstance(p, UnionType) else [p]
    out: Operand = []
    for item in items:
        alt = _alternative(get_proper_type(item))
        if alt is None:
            return None
        out.append(alt)
    return out or None


def dtype_typevar(t: Type | None) -> tuple[TypeVarType, frozenset[str]] | None:
    """For ``Array[T]`` with ``T`` a TypeVar (also the receiver of a reflected operator):
    ``T`` and the concrete nodes it admits (its constraints' or its bound's leaves);
    None otherwise, or when the TypeVar admits something that is not a dtype class."""
    p = get_proper_type(t)
    if not isinstance(p, Instance) or not p.args:
        return None
    if p.type.fullname != ARRAY and p.type.fullname not in _REFLECTED_CLASSES:
        return None
    arg = get_proper_type(p.args[0])
    if not isinstance(arg, TypeVarType):
        return None
    nodes: set[str] = set()
    for admitted in arg.values or [arg.upper_bound]:
        alt = _dtype_parameter(admitted)
        if alt is None or rules.TOP in alt:
            return None
        nodes |= {leaf for node in alt for leaf in rules.leaves(node)}
    return (arg, frozenset(nodes)) if nodes else None


def array_of_type(api: CheckerPluginInterface, dtype: Type) -> Type | None:
    """``Array[dtype]`` for any dtype type (a TypeVar's)."""
    return _instance(api, ARRAY, [dtype])


def is_none(t: Type | None) -> bool:
    return isinstance(get_proper_type(t), NoneType)


def is_str(t: Type | None) -> bool:
    p = get_proper_type(t)
    if isinstance(p, LiteralType):
        p = p.fallback
    return isinstance(p, Instance) and p.type.fullname == "builtins.str"


def sequence_elements(t: Type | None) -> list[Type] | None:
    """The element types of a list/tuple/Sequence type, for concatenate and stack."""
    p = get_proper_type(t)
    if isinstance(p, TupleType):
        return list(p.items)
    if isinstance(p, Instance) and p.args and p.type.has_base("typing.Sequence"):
        seq = map_instance_to_supertype(p, next(b for b in p.type.mro if b.fullname == "typing.Sequence"))
        return [seq.args[0]] if seq.args else None
    return None


def _str_literal(t: ProperType) -> str | None:
    if isinstance(t, LiteralType) and isinstance(t.value, str):
        return t.value
    if isinstance(t, Instance) and t.type.fullname == "builtins.str" and t.last_known_value is not None:
        value = t.last_known_value.value
        return value if isinstance(value, str) else None
    return None


def _class_of(t: ProperType) -> Instance | TypeInfo | None:
    """The class a ``type[...]`` or a class object names."""
    if isinstance(t, TypeType):
        item = get_proper_type(t.item)
        return item if isinstance(item, Instance) else None
    if isinstance(t, (CallableType, Overloaded)) and t.is_type_obj():
        info = t.type_object()
        if info.fullname.startswith("numpy."):
            ret = get_proper_type(t.items[0].ret_type)
            return ret if isinstance(ret, Instance) else info
        return info
    return None


def dtype_node(t: Type | None, python_types_weak: bool) -> str | None:
    """The lattice node a dtype spelling names: ``jnp.int16``, ``"int16"``, ``np.int16``,
    ``np.dtype[np.int16]``, ``float``. Python's ``int``/``float``/``complex`` are weak when
    ``python_types_weak`` (promote_types), else the 64-bit dtypes they name (dtype=)."""
    p = get_proper_type(t)
    if p is None:
        return None
    text = _str_literal(p)
    if text is not None:
        try:
            return _dt.dtype_info(text).name
        except (TypeError, KeyError, ValueError):
            return None
    if isinstance(p, Instance) and p.type.fullname == "numpy.dtype" and p.args:
        scalar = get_proper_type(p.args[0])
        return _numpy_scalar_node(scalar) if isinstance(scalar, Instance) else None
    cls = _class_of(p)
    if cls is None:
        return None
    info = cls.type if isinstance(cls, Instance) else cls
    name = info.fullname
    if name in _PYTHON_NODE:
        return _PYTHON_NODE[name] if python_types_weak else _PYTHON_DTYPE[name]
    if name in _NODE_OF_CLASS and _NODE_OF_CLASS[name] in rules.STRONG_NODES:
        return _NODE_OF_CLASS[name]
    if isinstance(cls, Instance) and name.startswith("numpy."):
        return _numpy_scalar_node(cls)
    if name.startswith("numpy."):
        return _NUMPY_CLASSES.get(name)
    return None


# ---------------------------------------------------------------------------
# Writing types
# ---------------------------------------------------------------------------

def _symbol(api: CheckerPluginInterface, fullname: str) -> SymbolTableNode | None:
    module, _, name = fullname.rpartition(".")
    chk = checker(api)
    file: MypyFile | None = chk.modules.get(module) if chk is not None else None
    return file.names.get(name) if file is not None else None


def lookup_info(api: CheckerPluginInterface, fullname: str) -> TypeInfo | None:
    sym = _symbol(api, fullname)
    return sym.node if sym is not None and isinstance(sym.node, TypeInfo) else None


def _instance(api: CheckerPluginInterface, fullname: str, args: Sequence[Type] = ()) -> Instance | None:
    info = lookup_info(api, fullname)
    return Instance(info, list(args)) if info is not None else None


def node_type(api: CheckerPluginInterface, node: str) -> Type | None:
    """The type written inside ``Array[...]`` for a static node."""
    if node == rules.TOP:
        parts = [node_type(api, n) for n in ("generic", rules.WEAK_INT, rules.WEAK_FLOAT, rules.WEAK_COMPLEX)]
        if any(p is None for p in parts):
            return None
        return UnionType([p for p in parts if p is not None])
    if node in rules.PYTHON_TYPE_OF_WEAK:
        return _instance(api, f"builtins.{rules.PYTHON_TYPE_OF_WEAK[node]}")
    return _instance(api, f"{SCALAR_MODULE}.{_CLASS_OF_NODE.get(node, node)}")


def array_of(api: CheckerPluginInterface, nodes: Sequence[str]) -> Type | None:
    """``Array[a | b | ...]`` for static nodes (None if a type cannot be built)."""
    parts = [node_type(api, n) for n in nodes]
    if not parts or any(p is None for p in parts):
        return None
    arg = make_simplified_union([p for p in parts if p is not None]) if len(parts) > 1 else parts[0]
    assert arg is not None
    return _instance(api, ARRAY, [arg])


def union(types: Sequence[Type]) -> Type:
    return make_simplified_union(list(types)) if len(types) != 1 else types[0]


def numpy_dtype_of(api: CheckerPluginInterface, node: str) -> Type | None:
    """``np.dtype[np.int16]`` for a strong node NumPy's stubs can name, else None."""
    scalar_name = _NUMPY_SCALAR_OF_NODE.get(node)
    if scalar_name is None:
        return None
    sym = _symbol(api, scalar_name)
    scalar: Type | None = None
    if sym is not None and isinstance(sym.node, TypeAlias):
        scalar = sym.node.target
    elif sym is not None and isinstance(sym.node, TypeInfo):
        scalar = Instance(sym.node, [])
    if scalar is None or not isinstance(get_proper_type(scalar), Instance):
        return None
    return _instance(api, "numpy.dtype", [scalar])


def any_from_error() -> AnyType:
    return AnyType(TypeOfAny.from_error)


def checker(api: CheckerPluginInterface) -> TypeChecker | None:
    return api if isinstance(api, TypeChecker) else None
