"""Write the promotion overloads of the ``.pyi`` stubs from the lattice in ``jaxtypes/dtypes.py``.

Usage::

    python stubs/generate.py            # rewrite the generated regions and typecheck_cases/*/generated_*
    python stubs/generate.py --check    # exit 1 (with a diff) if any committed file differs
    python stubs/generate.py --encoding protocol --out DIR   # another encoding, for benchmarks/

The stubs are ``stubs/*.pyi``; their hand-written parts are kept as they are and every
region between ``# <generated NAME>`` and ``# </generated NAME>`` is rewritten.

What the static types claim
===========================

* ``Array[T]`` with ``T`` a scalar type (``jnp.int16``), an abstract one
  (``jnp.floating``: any strong float) or Python's ``int``/``float``/``complex`` (a
  weakly typed array: the lattice's ``i*``, ``f*``, ``c*``). Bare ``Array`` is
  ``Array[generic | int | float | complex]``; the parameter has that default rather than
  ``Any``, so that operations on it keep giving arrays.
* **64-bit mode.** One text serves both modes. The generator answers for both at once
  (``_model.set_mode(None)``): where a result differs between them it is a mode alias
  (``Array[_Mode_float64_float32]``), defined per mode at the top of each file, and an
  overload that exists in one mode only (``uint64 & int8``: int32 without 64-bit mode,
  no join with it) takes its last operand through an alias that is ``_NoOperand`` (which
  no value is) in the other mode. Only the aliases, and the regions whose overloads
  cannot be written for both modes at once (``PER_MODE_REGIONS``: clip and
  concatenate/stack), branch on the constant ``JAXTYPES_X64``, in guarded copies whose
  default, with the name undefined, is the 32-bit one for mypy and pyright
  (``_modes.py``). With the mode off (the runtime's default) ``jnp.zeros(3)`` is
  ``Array[float32]``, ``sum`` of ``int8`` is ``Array[int32]``, ``uint32 + int32`` is
  ``Array[int32]`` and 64-bit operands are canonicalised first (``jnp.int64(1)`` is an
  ``Array[int32]``), as the runtime does; with ``JAXTYPES_X64`` true (pyright's
  ``defineConstant``, mypy's ``always_true``) the seed's 64-bit lattice. Every overload
  list is checked by ``_model.check`` in both modes, and ``tests/test_typecheck_cases.py``
  checks every reveal case in both modes, against the runtime too.
* **Abstract operands** (``Array[jnp.floating]``, bare ``Array``) give the honest wider
  type: the smallest category covering every result the lattice gives for their
  leaves (an abstract array with NumPy data: bare ``Array``'s type). Pairs of concrete
  dtypes without a join (``float8_e4m3fn + float32``, ``int4 + int8``, ``float32 & 1``)
  are type errors; a weak or abstract operand of a jnp function or operator can still
  reach the bare-``Array`` overloads (``Array[float]`` is an ``Array``), so
  ``Array[float] & 1`` is a bare ``Array`` to pyright (the mypy plugin reports it). lax
  takes a weak array as the default dtype of its kind only: its overloads name weak
  types exactly (``Array[_JustFloat]``, which ``Array[int]`` is not) and its fallbacks
  take ``_AbstractArray`` (categories and bare ``Array``, through a protocol that no weak
  array satisfies), so ``lax.add(int16, Array[float])`` is an error in both checkers.
* **Python scalars** are weak (``bool`` is a strong ``bool_``) and are matched exactly
  (protocols on ``__class__``), so a ``bool`` never meets the ``int`` overloads, an
  ``int`` never the ``float`` ones, and ``np.float64`` (a ``float`` subclass) is the strong
  NumPy scalar it is. NumPy scalars and arrays are strong.
* **Power** follows JAX, whose result depends on whether the exponent is a concrete
  integer scalar (then the base's dtype, bools as int32): a Python int or NumPy integer
  scalar exponent gives the base's dtype; an array exponent the traced answer
  (``uint8 ** int16`` is ``Array[jnp.int16]``), which is also the eager one unless the
  exponent is a 0-d array (a rank no static type has yet).
* **lax** binary operators take equal dtypes only (after canonicalisation: with 64-bit
  mode off an ``Array[int64]`` is an int32). A Python scalar (or a weak array) counts as
  the default dtype of its kind in the mode. Every lax row of the table's ``primitive``
  family (elementwise operations of one to three operands, and those with parameters of
  their own whose rule restricts the dtype: ``round``, ``cumsum``, ``reduce_and``...) is
  written from its runtime primitive, evaluated abstractly on each dtype
  (``Primitive.abstract_eval``): the dtypes it accepts, the result's, and whether weak
  operands give a weak result (``random_gamma_grad``'s and ``reduce_and``'s are strong).
* Not expressible with overloads: an ``Array`` whose dtype is a union of concrete ones
  (``Array[jnp.int16 | jnp.int32]``) is no operand of any overload; ``jit`` of an
  overloaded function keeps its first overload only (``ParamSpec``).

Encodings
=========

``--encoding`` chooses how the binary promotion tables become overloads; every
encoding is checked by ``_model.check``, which replays first-match overload
resolution over every operand combination before anything is written. Each use of an
operator costs both checkers time in proportion to its overload count (mypy binds
every overload to the receiver), so the committed encoding keeps that count low:

* ``hybrid`` (committed): Array with Array in one overload, the second array's scalar
  class answering through a protocol (``_jt_join(self, other: int8) -> int16`` methods,
  written from the lattice; jnp functions reach them through a private method of the
  first array, since mypy solves such a protocol only once a receiver has fixed the
  first dtype); Python scalars through constrained TypeVars for the dtypes they leave
  unchanged; the rest (NumPy data, weak and abstract receivers) as down sets and rows,
  with the cells those get wrong patched in behind the fast paths, and overloads of
  equal result that differ in one operand merged (``_model.merged``). An abstract operand
  is written as its class (``Array[floating]``, which accepts ``float32`` too) wherever
  first-match allows it, else as the protocol matching that class alone
  (``_Exactly_floating``): pyright binds every overload's ``self`` at each method access,
  and a class is a cheaper test than a protocol (``_model.nominal``).
  About 10 to 90 overloads per operator (the asymmetric ``**``: about 170).
* ``downset``: for each result node ``T``, in a linear extension of the lattice, one
  overload whose parameters list every operand whose join with ``T`` is ``T``: the
  first match is the join. About 40 to 130 overloads per operator.
* ``flat``: the table written out, one overload per (first operand, result). About 130
  to 550 overloads per operator.
* ``protocol``: numtype's way, every rule (Python and NumPy operands too) a method of
  the scalar classes read back through protocols. pyright solves it; mypy cannot for
  Python and NumPy operands (a protocol in a receiver's type with an unsolved variable).

``benchmarks/checker_speed.py`` measures all four against NumPy; the numbers are in
its output (and in the change that added it).

Whatever the encoding, the overloaded jnp and lax functions' parameter types are then
written as names that pyright reads as TypeVars checked by a defaulted ``_jt_gate``
parameter and mypy as the types themselves (``_pyright_parameters.py``: pyright otherwise
evaluates a nested argument once per overload), and each binary lax operation ends with
an overload that names a dtype mistake in pyright's message (``lax_named_mistake``).
"""

from __future__ import annotations

import argparse
import difflib
import functools
import itertools
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
try:
    import jaxtypes.dtypes  # noqa: F401  (the one lattice)
except ImportError:  # a checkout without an install
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import _model as m  # noqa: E402
from _modes import alias_branches  # noqa: E402
from _modes import merge as merge_modes  # noqa: E402
from _pyright_parameters import ParameterTypeVars  # noqa: E402
from _key_arrays import KEY_FILL, with_key_overloads  # noqa: E402
from _linalg import numpy_linalg_region, products_region  # noqa: E402
from _scipy_linalg import scipy_linalg_region  # noqa: E402
from _scipy_special import scipy_special_region  # noqa: E402
from _random_samplers import random_region  # noqa: E402
from _nn import initializers_region, nn_region  # noqa: E402
from _scipy_stats import DISTRIBUTIONS as SCIPY_STATS_DISTRIBUTIONS, scipy_stats_regions  # noqa: E402
from _scipy_signal_fft import (  # noqa: E402
    scipy_cluster_vq_region, scipy_fft_region, scipy_integrate_region, scipy_ndimage_region, scipy_signal_region,
)
from _model import Atom, Overload  # noqa: E402
from _exports import all_lines, public_names  # noqa: E402

from jaxtypes import _operations as operations  # noqa: E402  (the one table of operations)
from jaxtypes import _static_rules as static_rules  # noqa: E402
from jaxtypes._static_rules import PYTHON_TYPE_OF_WEAK  # noqa: E402

STUB_FILES = ("__init__.pyi", "_array.pyi", "scalar_types.pyi", "numpy.pyi", "numpy.linalg.pyi", "numpy.fft.pyi",
              "scipy.linalg.pyi", "lax.pyi", "random.pyi", "nn.pyi", "nn.initializers.pyi", "debug.pyi",
              "scipy.fft.pyi", "scipy.signal.pyi", "scipy.integrate.pyi", "scipy.ndimage.pyi", "scipy.interpolate.pyi",
              "scipy.cluster.vq.pyi",
              "scipy.optimize.pyi", "scipy.sparse.linalg.pyi", "scipy.special.pyi")
STUB_FILES += ("scipy.stats.pyi", *(f"scipy.stats.{d}.pyi" for d in SCIPY_STATS_DISTRIBUTIONS))
CASES = ROOT / "typecheck_cases"
ENCODINGS = ("hybrid", "downset", "flat", "protocol")

# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------

PY_EXACT = {"bool": "builtins.bool", "int": "_JustInt", "float": "_JustFloat", "complex": "_JustComplex"}


def stub_name(node: str) -> str:
    """A node's class as the stubs spell it: Python's types through ``builtins`` (lax and
    jaxtypes.numpy define functions named ``complex``, ``bool``, ``round``...); a pair
    node (an answer that differs between the 64-bit modes) by its mode alias."""
    if m.is_pair(node):
        return mode_alias(node)
    if m.is_weak(node):
        return f"builtins.{m.PYTHON_TYPE_OF_WEAK[node]}"
    return m.class_name(node)


# ---------------------------------------------------------------------------
# Mode aliases: what makes one stub text serve both 64-bit modes
# ---------------------------------------------------------------------------

MODE_ALIASES: dict[str, str] = {}  # pair node -> alias name
ONLY_IN_MODE: dict[tuple[str, bool], str] = {}  # (parameter text, mode) -> alias name
_MODE_ALIAS_NAME = re.compile(r"\b_(?:Mode|Only(?:32|64))_\w+")


def mode_alias(node: str) -> str:
    """``_Mode_float64_float32``: float64 in 64-bit mode, float32 without it."""
    assert only_mode(node) is None, f"{node}: an answer in one mode only is an overload in that mode (only_in)"
    if node not in MODE_ALIASES:
        wide, narrow = (m.class_name(m.in_mode(node, x64) or "").strip("_") for x64 in (True, False))
        MODE_ALIASES[node] = f"_Mode_{wide}_{narrow}"
    return MODE_ALIASES[node]


def only_mode(result: str) -> bool | None:
    """The one mode in which an overload with this result exists (None: both)."""
    if m.is_pair(result) and (m.in_mode(result, True) is None or m.in_mode(result, False) is None):
        return m.in_mode(result, True) is not None
    return None


def only_in(param: str, x64: bool) -> str:
    """A parameter type that only mode ``x64`` has: an alias of it there, of ``_NoOperand``
    (which no value is) in the other mode. An overload that exists in one mode only
    (``uint64 & int8``: int32 without 64-bit mode, no join with it) takes its last
    operand through one."""
    key = (param, x64)
    if key not in ONLY_IN_MODE:
        ONLY_IN_MODE[key] = f"_Only{64 if x64 else 32}_{len(ONLY_IN_MODE)}"
    return ONLY_IN_MODE[key]


def one_mode_row(param: str, result: str) -> tuple[str, str]:
    """A method row's parameter and result node: an answer in one mode only takes its
    operand through ``only_in``."""
    only = only_mode(result)
    if only is None:
        return param, result
    return only_in(param, only), m.in_mode(result, only) or ""


_LINALG_MODE_ALIAS = re.compile(r"_Mode_(?P<wide>[a-z]+\d*)_(?P<narrow>[a-z]+\d*)")


def _linalg_class(name: str) -> str:
    return f"builtins.{name}" if name in ("int", "float", "complex") else name


def mode_alias_lines(text: str) -> list[str]:
    """The definitions of the mode aliases that ``text`` uses, both modes' (``_modes.py``).

    Each file defines the ones it uses: basedpyright 1.40.2 does not read an alias that a
    file imports from another module the way it reads one defined in the file (it takes
    the 64-bit definition), so the aliases are not defined once and imported."""
    used = set(_MODE_ALIAS_NAME.findall(text))
    narrow, wide = [], []
    for node, name in MODE_ALIASES.items():
        if name in used:
            narrow.append(f"{name}: TypeAlias = {stub_name(m.in_mode(node, False) or '')}")
            wide.append(f"{name}: TypeAlias = {stub_name(m.in_mode(node, True) or '')}")
    for (param, x64), name in ONLY_IN_MODE.items():
        if name in used:
            (wide if x64 else narrow).append(f"{name}: TypeAlias = {param}")
            (narrow if x64 else wide).append(f"{name}: TypeAlias = _NoOperand")
    # Aliases that the linear algebra generators (_linalg.py) name without a lattice pair
    # node behind them (a weak complex in 64-bit mode, complex64 without it).
    for name in sorted(used - set(MODE_ALIASES.values()) - set(ONLY_IN_MODE.values())):
        match = _LINALG_MODE_ALIAS.fullmatch(name)
        if match:
            narrow.append(f"{name}: TypeAlias = {_linalg_class(match['narrow'])}")
            wide.append(f"{name}: TypeAlias = {_linalg_class(match['wide'])}")
    if not narrow:
        return []
    head = ["class _NoOperand:", '    """No value has this type: the operand of an overload that the other 64-bit mode lacks."""', ""]
    return head + alias_branches(narrow, wide)


def cat_protocol(category: str) -> str:
    return f"_Exactly_{category}"


def arg_name(node: str) -> str:
    """A node inside a parameter's ``Array[...]``: categories by their exact protocol."""
    if node in m.CATEGORIES:
        return cat_protocol(node)
    if node == m.TOP:
        return "_TopArg"
    return stub_name(node)


def nominal_name(node: str) -> str:
    """A category or top by its class (``m.nominal``): subclasses included."""
    return "_Top" if node == m.TOP else stub_name(node)


def nominal_cover(atoms: set[Atom]) -> set[Atom]:
    """``atoms`` without the arrays that a class among them (``m.nominal``) accepts anyway;
    ``top`` (``_TopArg``: every category's protocol and the weak types) spelled out without
    them. Besides being shorter: a union holding both ``floating`` and
    ``_Exactly_floating`` is one that ty reduces to the protocol (the class matches it),
    after dropping ``float32`` as a subclass of the class."""
    subs = {a.node for a in atoms if a.form == "sub"}
    if not subs:
        return atoms

    def covered(node: str, by: set[str]) -> bool:
        return any(s == m.TOP or m.is_subclass(node, s) for s in by)

    out = {a for a in atoms if a.form not in ("arr", "sub")}
    out |= {Atom("sub", s) for s in subs if not covered(s, subs - {s})}
    out |= {a for a in atoms if a.form == "arr" and a.node != m.TOP and not covered(a.node, subs)}
    if m.arr(m.TOP) in atoms:
        out |= {m.arr(n) for n in (*m.CATEGORIES, *([] if m.EXACT_TOP else m.WEAK_NODES)) if not covered(n, subs)}
        if m.EXACT_TOP and m.TOP not in subs:
            out.add(m.arr(m.TOP))  # (rendered as _AnyArray)
    return out


def node_order(node: str) -> int:
    return m.STATIC_NODES.index(node)


def render_param(atoms: Iterable[Atom], exact_weak: bool = False) -> str:
    """A union of operand types, compactly: ``Array[a | b] | np.x | _NDArray[np.y | np.z] | bool``."""
    atoms = sorted(nominal_cover(set(atoms)), key=lambda a: (a.form not in ("arr", "sub"), node_order(a.static)))
    parts = []
    bare = m.EXACT_TOP and m.arr(m.TOP) in atoms  # a bare Array, but no weak one: _AnyArray
    if bare:
        subs = {a.node for a in atoms if a.form == "sub"}
        atoms = [a for a in atoms if a != m.arr(m.TOP)] + [
            m.arr(n) for n in m.CATEGORIES if m.arr(n) not in atoms and not any(m.is_subclass(n, c) for c in subs)]
    arrays = [PY_EXACT[PYTHON_TYPE_OF_WEAK[a.node]] if exact_weak and a.form == "arr" and m.is_weak(a.node)
              else arg_name(a.node) if a.form == "arr" else nominal_name(a.node) for a in atoms if a.form in ("arr", "sub")]
    if arrays:
        parts.append(f"Array[{' | '.join(arrays)}]")
    scalars = [f"np.{m.NUMPY_SCALAR[a.node]}" for a in atoms if a.form == "np"]
    parts += scalars
    ndarrays = [f"np.{m.NUMPY_SCALAR[a.node]}" for a in atoms if a.form == "nda"]
    if ndarrays:
        parts.append(f"_NDArray[{' | '.join(ndarrays)}]")
    parts += [PY_EXACT[a.node] for a in sorted((a for a in atoms if a.form == "py"), key=lambda a: m.PY_ORDER.index(a.node))]
    if bare:
        parts.append("_AnyArray")
    return " | ".join(parts)


def lax_param(atoms: Iterable[Atom]) -> str:
    """``render_param`` with weak arrays by their exact Python type (``Array[_JustFloat]``):
    lax reads a weak int array as an int, never as the float an ``Array[float]``
    parameter would also accept it as (``int`` is a ``float`` to the checkers)."""
    return render_param(atoms, exact_weak=True)


def render_result(node: str) -> str:
    return f"Array[{stub_name(node)}]"


def uparam(o: Overload) -> str:
    """The parameter of a one-operand overload (a constrained TypeVar or a union)."""
    return f"Array[{typevar_name(o.params[0])}]" if o.kind == "typevar" else render_param(o.params[0])


def uresult(o: Overload) -> str:
    assert o.kind == "typevar" or only_mode(o.result) is None, f"a one-operand overload in one mode only: {o}"
    return f"Array[{typevar_name(o.params[0])}]" if o.kind == "typevar" else render_result(o.result)


_TYPEVAR_NAME = re.compile(r"\b(_S|_R|_Y|_ScalarT|_Keeps\d+)\b")


def receiver(signature: str) -> str:
    """A method's ``self: Array[...]`` without type variables becomes ``self: _Receiver[...]``.

    Speed, for mypy: when it looks a method up, mypy tests every overload's ``self`` for
    overlap with the receiver if both are the same generic class (``Array``), and that test
    walks every member of a union; against ``_Receiver``, a base class of ``Array``, it
    runs a subtype test instead, which it caches. Items whose ``self`` has type variables
    keep ``Array``: mypy needs that overlap test to drop a constrained TypeVar's item for
    a receiver that satisfies none of its constraints.
    """
    if not signature.startswith("self: Array["):
        return signature
    depth, end = 0, len("self: ")
    for end in range(len("self: Array"), len(signature)):
        depth += {"[": 1, "]": -1}.get(signature[end], 0)
        if depth == 0:
            break
    if _TYPEVAR_NAME.search(signature[: end + 1]):
        return signature
    return "self: _Receiver" + signature[len("self: Array"):]


def overload_lines(name: str, signature: str, result: str, indent: str = "") -> list[str]:
    return [f"{indent}@overload", f"{indent}def {name}({receiver(signature)}) -> {result}: ..."]


# ---------------------------------------------------------------------------
# Operand universes
# ---------------------------------------------------------------------------

ARRAYS = m.ARRAY_ATOMS
HOSTS = m.HOST_ATOMS
EVERYTHING = m.ALL_ATOMS
NDARRAY_OPERANDS = ARRAYS + tuple(a for a in HOSTS if a.form == "nda")  # matmul: no scalars


def binary_overloads(family: str, xs: tuple[Atom, ...], ys: tuple[Atom, ...], encoding: str) -> list[Overload]:
    return _binary_overloads(family, xs, ys, encoding, m.EXACT_TOP)


@functools.cache
def _binary_overloads(family: str, xs: tuple[Atom, ...], ys: tuple[Atom, ...], encoding: str,
                      exact_top: bool) -> list[Overload]:
    if encoding == "flat":
        overloads = m.flat_binary(family, xs, ys)
    elif encoding == "hybrid":
        overloads = m.hybrid_binary(family, xs, ys, compact=True)
    else:
        overloads = m.down_set_binary(family, xs, ys)
    if encoding == "hybrid":
        overloads = m.merged(overloads, [xs, ys], m.binary_expected(family), True)
        overloads = m.nominal(overloads, [xs, ys], m.binary_expected(family), True)
    m.check(overloads, [xs, ys], m.binary_expected(family), True, f"{family} ({encoding})")
    return overloads


HYBRID_FAMILIES: set[str] = set()
TYPEVARS: dict[frozenset[str], str] = {}


def typevar_name(constraints: frozenset[Atom]) -> str:
    """A constrained TypeVar over these dtypes, shared by every overload that needs it."""
    key = frozenset(a.node for a in constraints)
    if key not in TYPEVARS:
        TYPEVARS[key] = f"_Keeps{len(TYPEVARS)}"
    return TYPEVARS[key]


def render_overload(name: str, o: Overload, first: str, second: str, indent: str = "", prefix: str = "", suffix: str = "") -> list[str]:
    """One overload of a binary function or method (``first``/``second``: parameter names)."""
    if o.kind == "proto" and first == "self":
        return overload_lines(name, f"{prefix}{first}: Array[_S], {second}: Array[_Promotes_{o.family}[_S, _R]], /{suffix}",
                              "Array[_R]", indent)
    if o.kind == "proto":
        # A function reads the answer from the first array's method of the family (mypy
        # solves a protocol on a parameter only once a receiver has fixed _S).
        return overload_lines(name, f"{prefix}{first}: _{o.family.title().replace('_', '')}With[Array[_Y], _R], "
                              f"{second}: Array[_Y], /{suffix}", "_R", indent)
    params = [render_param(p) for p in o.params]
    result = ""
    if o.kind == "plain":
        params[-1], node = one_mode_row(params[-1], o.result)
        result = render_result(node)
    if o.kind == "typevar":
        tv = typevar_name(o.params[o.typevar_at])
        params[o.typevar_at] = f"Array[{tv}]"
        if o.typevar_both:
            params = [f"Array[{tv}]"] * 2
        result = f"Array[{tv}]"
    return overload_lines(name, f"{prefix}{first}: {params[0]}, {second}: {params[1]}, /{suffix}", result, indent)


# The commonest dtypes first among a TypeVar's constraints: mypy tests a receiver against
# them in order (to drop the overload when none fits) and stops at the first that does.
_COMMON_FIRST = ("float32", "int32", "float64", "int64", "bool", "int16", "int8", "uint8", "float16",
                 "bfloat16", "complex64", "complex128", "uint16", "uint32", "uint64")


def constraint_order(node: str) -> tuple[int, int, int]:
    """Leaves before weak types and categories (a constrained TypeVar takes the first
    constraint a dtype is assignable to, and a leaf takes only itself), common leaves first."""
    leaf = node in m.STRONG_NODES
    return (0 if leaf else 1, _COMMON_FIRST.index(node) if node in _COMMON_FIRST else len(_COMMON_FIRST), node_order(node))


def promotion_support(encoding: str) -> tuple[list[str], list[str]]:
    """Protocols and TypeVars for the hybrid encoding (in _array.pyi) and their import (numpy.pyi)."""
    if encoding != "hybrid":
        return [], []
    lines = []
    for family in sorted(HYBRID_FAMILIES):
        lines += [f"class _Promotes_{family}(Protocol[_T_contra, _R_co]):",
                  f"    def _jt_{family}(self, other: _T_contra, /) -> _R_co: ...", "",
                  f"class _{family.title().replace('_', '')}With(Protocol[_T_contra, _R_co]):",
                  f"    def _{family}_with(self, other: _T_contra, /) -> _R_co: ...", ""]
    for key, name in sorted(TYPEVARS.items(), key=lambda item: int(item[1][6:])):
        constraints = ", ".join(stub_name(n) for n in sorted(key, key=constraint_order))
        lines.append(f'{name} = TypeVar("{name}", {constraints})')
    names = sorted(f"_{f.title().replace('_', '')}With" for f in HYBRID_FAMILIES) + sorted(
        TYPEVARS.values(), key=lambda n: int(n[6:]))
    imports = [f"from jaxtypes._array import {name}" for name in ["_R", "_Y", *names]]
    return lines, imports


@functools.cache
def unary_overloads(family: str, xs: tuple[Atom, ...], typevar: bool = True) -> list[Overload]:
    """One-operand overloads; ``typevar=False`` for methods: mypy binds a receiver to a
    constrained TypeVar that it does not satisfy without complaint."""
    overloads = m.typevar_unary(family, xs) if typevar else m.flat_unary(family, xs)
    overloads = m.merged(overloads, [xs], m.unary_expected(family), True)
    overloads = m.nominal(overloads, [xs], m.unary_expected(family), True)
    m.check(overloads, [xs], m.unary_expected(family), True, f"unary {family}")
    return overloads


# ---------------------------------------------------------------------------
# The protocol encoding: promotion rules on the scalar classes
# ---------------------------------------------------------------------------

PROTOCOL_NODES = m.STRONG_NODES + m.CATEGORIES  # classes that can carry methods


def protocol_param(node: str) -> str:
    if node in m.CATEGORIES:
        return cat_protocol(node)
    return stub_name(node)


def protocol_methods(families: Iterable[str]) -> dict[str, list[str]]:
    """For each scalar class, its ``_jt_<family>`` overloads: other class -> result class."""
    methods: dict[str, list[str]] = {n: [] for n in PROTOCOL_NODES}
    others = [m.arr(n) for n in m.STRONG_NODES + m.WEAK_NODES + m.CATEGORIES]
    for family in families:
        for node in PROTOCOL_NODES:
            row = [(o, r) for o in others if (r := m.binary_result(family, node, o.static)) is not None]
            for group, result in m._ordered_groups(row):
                params = " | ".join(protocol_param(a.node) for a in sorted(group, key=lambda a: node_order(a.node)))
                params, result = one_mode_row(params, result)
                methods[node] += overload_lines(f"_jt_{family}", f"self, other: {params}, /", stub_name(result), "    ")
    return methods


def protocol_binary_lines(name: str, family: str, others: Sequence[Atom], method: bool) -> list[str]:
    """One operator (or function) in the protocol encoding."""
    lines: list[str] = []
    first = "self" if method else "x"
    proto = f"_Promotes_{family}"
    arrays_allowed = any(a.form == "arr" for a in others)
    if arrays_allowed:
        # A strong/abstract/weak receiver and an Array other: the other's class answers.
        lines += overload_lines(name, f"{first}: Array[_S], other: Array[{proto}[_S, _R]], /", "Array[_R]")
    # Python and NumPy others: the receiver's class answers for the other's node.
    hosts = [a for a in others if a.form != "arr"]
    for node in ["bool"] + [n for n in m.NUMPY_SCALAR if n != "bool"]:
        atoms = [a for a in hosts if a.static == node]
        if atoms:
            lines += overload_lines(name, f"{first}: Array[{proto}[{m.class_name(node)}, _R]], other: {render_param(atoms)}, /", "Array[_R]")
    for py_name, weak in (("int", "i*"), ("float", "f*"), ("complex", "c*")):
        atoms = [a for a in others if a.static == weak]
        if atoms:
            lines += overload_lines(name, f"{first}: Array[{proto}[builtins.{py_name}, _R]], other: {render_param(atoms)}, /", "Array[_R]")
    # Weak receivers: their classes are Python's, without methods.
    for weak in m.WEAK_NODES:
        row = [(a, r) for a in others if (a.form != "arr" or a.static in m.WEAK_NODES)
               and (r := m.binary_result(family, weak, a.static)) is not None]
        for group, result in m._ordered_groups(row):
            lines += overload_lines(name, f"{first}: Array[{stub_name(weak)}], other: {render_param(group)}, /", render_result(result))
    # The bare Array (top) and anything left.
    top_row = [(a, r) for a in others if (r := m.binary_result(family, m.TOP, a.static)) is not None]
    for group, result in m._ordered_groups(top_row):
        lines += overload_lines(name, f"{first}: Array[_TopArg], other: {render_param(group)}, /", render_result(result))
    if arrays_allowed:
        # A bare Array other (its dtype is a union, which no class method takes).
        receivers = [m.arr(n) for n in m.STRONG_NODES + m.CATEGORIES]
        for o in m.grouped_binary(family, receivers, [m.arr(m.TOP)]):
            lines += overload_lines(name, f"{first}: {render_param(o.params[0])}, other: {render_param(o.params[1])}, /",
                                    render_result(o.result))
    if not method:
        lines = [line.replace(", other:", ", y:") for line in lines]
    return lines


# ---------------------------------------------------------------------------
# Sections
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Op:
    name: str
    family: str
    reflected: str | None = None
    others: tuple[Atom, ...] = EVERYTHING


BINARY_OPERATORS = tuple(
    Op(op.name, op.family, op.reflected, NDARRAY_OPERANDS if op.name == "__matmul__" else EVERYTHING)
    for op in operations.BINARY_OPERATORS)
UNARY_OPERATORS = tuple((op.name, op.family) for op in operations.UNARY_OPERATORS)
NUMPY_BINARY = operations.NUMPY_BINARY
NUMPY_UNARY = operations.NUMPY_UNARY
NUMPY_ONE_ARRAY = operations.NUMPY_ONE_ARRAY
NUMPY_TWO_ARRAY = operations.NUMPY_TWO_ARRAY
NUMPY_FFT = operations.NUMPY_FFT

AXIS = "axis: int | Sequence[int] | None = None"
# Reductions: name -> (family, whether it takes ``dtype``).
REDUCTIONS = {name: (op.family, "dtype" in op.params) for name, op in operations.NUMPY_REDUCTIONS.items()}


class Writer:
    """Collects the text of each generated region."""

    def __init__(self, encoding: str) -> None:
        self.encoding = encoding
        self.regions: dict[str, list[str]] = {}

    def add(self, region: str, lines: Iterable[str]) -> None:
        self.regions.setdefault(region, []).extend(lines)


def method_binary(name: str, family: str, others: Sequence[Atom], encoding: str, reflected: bool = False) -> list[str]:
    if encoding == "protocol":
        return ["    " + line for line in protocol_binary_lines(name, family, others, method=True)]
    overloads = binary_overloads(family, ARRAYS, others, encoding)
    if encoding == "hybrid":
        HYBRID_FAMILIES.add(family)
    lines = []
    for o in overloads:
        lines += render_overload(name, o, "self", "other", "    ")
    return lines


def function_binary(name: str, family: str, encoding: str, xs: Sequence[Atom] = EVERYTHING,
                    prefix: str = "", suffix: str = "", names: tuple[str, str] = ("x", "y")) -> list[str]:
    if encoding == "protocol" and not prefix and not suffix:
        return protocol_binary_lines(name, family, xs, method=False)
    with m.exact_top():  # a weak array reaches no bare-Array overload of a function
        overloads = binary_overloads(family, xs, xs, "downset" if encoding == "protocol" else encoding)
        if encoding == "hybrid":
            HYBRID_FAMILIES.add(family)
        lines = []
        for o in overloads:
            lines += render_overload(name, o, *names, prefix=prefix, suffix=suffix)
    return lines


def reflected_class(name: str) -> str:
    return "_" + name.strip("_").title()


def reflected_class_lines(name: str, overloads: list[str]) -> list[str]:
    """``Array.__radd__`` and the other reflected operators are attributes of a callable
    class (``__radd__: _Radd[_DTypeT_co]``) rather than methods. Speed, for mypy: it looks
    up the reflected operator of the right operand of every binary operation, and a
    method lookup binds every overload to the receiver; an attribute's type is bound when
    it is called, which is only when the left operand is not an Array."""
    cls = reflected_class(name)
    head = ["@type_check_only", f"class {cls}(Generic[_DTypeT_co]):",
            f'    """Type-check only: the type of ``Array.{name}`` (see stubs/generate.py)."""']
    body = [re.sub(rf"def {name}\(self: (Array|_Receiver)\[", f"def __call__(self: {cls}[", line) for line in overloads]
    return head + body + [""]


def array_section(w: Writer) -> None:
    """Array's operators and dtype-dependent methods."""
    enc = w.encoding
    if enc == "hybrid":
        for family in sorted(set(NUMPY_BINARY.values())):
            w.add("array_operators", [f"    def _{family}_with(self: Array[_S], other: Array[_Promotes_{family}[_S, _R]], /) -> Array[_R]:",
                                      f'        """Type-check only: what jaxtypes.numpy\'s {family} functions give with another array."""'])
    for op in BINARY_OPERATORS:
        w.add("array_operators", method_binary(op.name, op.family, op.others, enc))
        if op.reflected:
            hosts = tuple(a for a in op.others if a.form != "arr")
            family = "power_r" if op.family == "power" else op.family  # the one asymmetric operator
            lines = method_binary(op.reflected, family, hosts, enc, reflected=True)
            if enc == "hybrid":
                w.add("array_operators", [f"    {op.reflected}: {reflected_class(op.reflected)}[_DTypeT_co]"])
                w.add("reflected_operators", reflected_class_lines(op.reflected, lines))
            else:
                w.add("array_operators", lines)
    w.add("reflected_operators", [])
    for name, family in UNARY_OPERATORS:  # (not exact_top: pyright's unary operators then miss bare Array)
        for o in unary_overloads(family, ARRAYS, typevar=False):
            w.add("array_operators", overload_lines(name, f"self: {uparam(o)}", uresult(o), "    "))
    with m.exact_top():  # a weak receiver the family rejects reaches no bare-Array overload
        array_methods(w)


def array_methods(w: Writer) -> None:
    """Array's methods that are jnp functions (reductions, the one-array rows, rounding)."""
    for name in ("sum", "prod", "mean", "max", "min", "argmax", "argmin", "all", "any"):
        w.add("array_methods", reduction_overloads(name, method=True))
    w.add("array_methods", dtype_overloads("astype", "self, dtype: {dtype}, copy: builtins.bool = False, device: Any = None",
                                           indent="    "))
    # The methods that are jnp functions of one array, typed by the same rows.
    for name, params in ARRAY_METHODS_FROM_ROWS.items():
        w.add("array_methods", method_overloads(name, NUMPY_ONE_ARRAY[name], params))
    strong_one = typevar_name(frozenset(a for a in ARRAYS if a.node in m.STRONG_NODES and m.canonical(a.node) == a.node))
    choose = "self, choices: Sequence[{}], out: None = None, mode: str = \"raise\""
    w.add("array_methods", overload_lines("choose", choose.format(f"Array[{strong_one}]"), f"Array[{strong_one}]", "    ")
          + overload_lines("choose", choose.format("ArrayLike"), "Array[_Top]", "    "))
    # compress: the array's type; strongly typed with size=
    compress = "self, condition: ArrayLike, axis: int | None = None, *, out: None = None, size: {}, fill_value: ArrayLike = 0"
    w.add("array_methods", overload_lines("compress", compress.format("None = None"), "Array[_DTypeT_co]", "    "))
    for o in unary_overloads("max", ARRAYS, typevar=False):
        w.add("array_methods", overload_lines("compress", compress.format("int").replace("self", f"self: {uparam(o)}", 1),
                                              uresult(o), "    "))
    # byteswap: the bytes reversed in the array's dtype (a weak array's made strong)
    for o in unary_overloads("max", ARRAYS, typevar=False):
        w.add("array_methods", overload_lines("byteswap", f"self: {uparam(o)}", uresult(o), "    "))
    w.add("array_methods", dtype_overloads("view", "self, dtype: {dtype}, type: None = None", indent="    ")
          + overload_lines("view", "self, dtype: None = None, type: None = None", "Array[_DTypeT_co]", "    "))

    # The builtin round: round(x) is jnp.round's value as the default int (JAX's operator),
    # round(x, n) jnp.round's dtype.
    for family, ndigits in (("round_to_int", "ndigits: None = None"), ("round", "ndigits: int")):
        for o in unary_overloads(family, ARRAYS, typevar=False):
            w.add("array_methods", overload_lines("__round__", f"self: {uparam(o)}, {ndigits}, /", uresult(o), "    "))
    for o in unary_overloads("round", ARRAYS, typevar=False):
        w.add("array_methods", overload_lines("round", f"self: {uparam(o)}, decimals: int = 0, out: None = None", uresult(o),
                                              "    "))
    # item(): the Python scalar of each kind.
    for param, result in (("bool_", "bool"), ("_IntegerLike", "int"), ("_FloatLike", "float"),
                          ("_ComplexLike", "complex"), ("_Top", "bool | int | float | complex")):
        w.add("array_methods", overload_lines("item", f"self: Array[{param}], *index: int", result, "    "))
    # The real/imag descriptors.
    for o in unary_overloads("real", ARRAYS, typevar=False):
        w.add("real_part", overload_lines("__get__", f"self, obj: {uparam(o)}, owner: type[Any] | None = None, /",
                                          uresult(o), "    "))


# Array methods that are the jnp function of the same name on the array, by the function's
# row (NUMPY_ONE_ARRAY); a value replaces the row's parameters where the method's differ.
ARRAY_METHODS_FROM_ROWS: dict[str, str | None] = {
    "std": operations.VARIANCE_METHOD_PARAMETERS, "var": operations.VARIANCE_METHOD_PARAMETERS, "cumsum": None, "cumprod": None, "ptp": None, "trace": None, "sort": None,
    "argsort": operations.ARGSORT_METHOD_PARAMETERS, "take": None, "repeat": None, "swapaxes": None, "diagonal": None, "argpartition": None,
    "nonzero": None, "copy": "",
}


def method_overloads(name: str, op: operations.Operation, params: str | None) -> list[str]:
    """``a.<name>(...)`` typed as ``jnp.<name>(a, ...)``: the row's family on the receiver."""
    extra = op.extra if params is None else params
    before, marker, after = extra.partition("{dtype}")
    lines = []
    if marker:
        rest = after.replace("*, ", "").strip(", ")
        keywords = ", ".join(p for p in (before.replace("*, ", "").strip(", "), "*", "dtype: {dtype}", rest) if p)
        lines += dtype_overloads(name, f"self, {keywords}", op.returns.format("Array[{node}]"),
                                 indent="    ", fallback=op.returns.format("Array[generic]"), rule=dtype_rule(name))
        extra = before + "dtype: None = None" + after
    tail = f", {extra}" if extra else ""
    for o in unary_overloads(op.family, ARRAYS, typevar=False):
        lines += overload_lines(name, f"self: {uparam(o)}{tail}", op.returns.format(uresult(o)), "    ")
    return lines


# -- dtype arguments --------------------------------------------------------------

PYTHON_DTYPE = {"bool": "bool", "int64": "int", "float64": "float", "complex128": "complex"}
STRING_ALIASES = {"bool": ("bool",), "int64": ("int",), "float64": ("float",), "complex128": ("complex",)}


def dtype_rule(name: str) -> str | None:
    """jnp's ``name`` as a row of ``dtype_argument_result``, if it has one."""
    return name if name in static_rules.DTYPE_ARGUMENT_FUNCTIONS else None


def dtype_alias(node: str, exact: bool = False) -> str:
    """The alias of the spellings of a strong dtype; ``exact``: with Python's class (int,
    float, complex) matched by a protocol that the Python classes below it do not satisfy
    (other dtypes have no such class, or none below it: the plain alias)."""
    suffix = "_exact" if exact and node in EXACT_PYTHON_CLASS else ""
    return f"_DTypeLike_{m.class_name(node).rstrip('_')}{suffix}"


# Protocols that Python's int, float and complex classes satisfy and the classes below
# them (bool, int) do not, for functions that reject those: ``type[float]`` takes
# ``type[int]`` and ``type[bool]``.
EXACT_PYTHON_CLASS = {"int64": "_IntClass", "float64": "_FloatClass", "complex128": "_ComplexClass"}
EXACT_CLASS_PROTOCOLS = [
    "class _IntClass(Protocol):",
    '    """``int`` but not ``bool``: only int takes a base."""',
    "    def __call__(self, x: str | bytes | bytearray, /, base: SupportsIndex) -> int: ...",
    "class _FloatClass(Protocol):",
    '    """``float`` but not ``int`` or ``bool``: only float has fromhex."""',
    "    def fromhex(self, string: str, /) -> float: ...",
    "class _ComplexClass(Protocol):",
    '    """``complex`` but not ``float``, ``int`` or ``bool``: only complex takes two parts."""',
    "    def __call__(self, real: float, imag: float, /) -> complex: ...",
    "class _SupportsUnnamedDType(Protocol):",
    "    @property",
    "    def dtype(self) -> np.dtype[Never]: ...",
    "# A dtype the stubs cannot name (a string held in a variable, np.dtype[Any], an array)",
    "_UnnamedDTypeLike: TypeAlias = str | type[Never] | np.dtype[Never] | _SupportsUnnamedDType",
]


def dtype_alias_lines() -> list[str]:
    """``_DTypeLike_int16 = type[int16] | Literal["int16"] | type[np.int16] | np.dtype[np.int16]``...
    and, for int64, float64 and complex128, an ``_exact`` alias with Python's class
    matched by its protocol."""
    lines = list(EXACT_CLASS_PROTOCOLS)
    for node in m.STRONG_NODES:
        names = (node, *STRING_ALIASES.get(node, ()))
        parts = [f"type[{m.class_name(node)}]", "Literal[" + ", ".join(f'"{n}"' for n in names) + "]"]
        if node in m.NUMPY_SCALAR:
            parts += [f"type[np.{m.NUMPY_SCALAR[node]}]", f"np.dtype[np.{m.NUMPY_SCALAR[node]}]"]
        python = [f"type[{PYTHON_DTYPE[node]}]"] if node in PYTHON_DTYPE else []
        lines.append(f"{dtype_alias(node)}: TypeAlias = {' | '.join(parts + python)}")
        if node in EXACT_PYTHON_CLASS:
            lines.append(f"{dtype_alias(node, True)}: TypeAlias = {' | '.join(parts + [EXACT_PYTHON_CLASS[node]])}")
    return lines


def dtype_order() -> list[str]:
    """Strong nodes for dtype overloads: type[bool] before type[int] before type[float]
    before type[complex] (each accepts the ones before it)."""
    first = ["bool", "int64", "float64", "complex128"]
    return first + [n for n in m.STRONG_NODES if n not in first]


def dtype_overloads(name: str, signature: str, result: str = "Array[{node}]", indent: str = "",
                    fallback: str | None = "Array[generic]", rule: str | None = None) -> list[str]:
    """One overload per strong dtype named by the ``dtype`` argument, then a fallback for
    a dtype held in a ``DTypeLike`` variable (the honest wider answer: some strong array).
    ``rule``: the function's row of ``dtype_argument_result`` (the default: the dtype asked
    for, all accepted). Where it rejects a dtype, Python's types are matched exactly
    (``type[int]`` would take ``bool``) and the fallback takes no dtype the stubs name."""
    lines = []
    rejects = False
    for node in dtype_order():
        if rule is None:
            answer: str | None = m.canonical(node)
        else:
            answer = m.pair(*(static_rules.dtype_argument_result(rule, node, x64) for x64 in (True, False)))
        if answer is None:
            rejects = True
            continue
        # (A 64-bit dtype asked for with 64-bit mode off gives its 32-bit one.)
        lines.append((node, result.format(node=stub_name(answer))))
    exact = rule is not None and rejects
    out = []
    for node, returns in lines:
        out += overload_lines(name, signature.format(dtype=dtype_alias(node, exact)), returns, indent)
    if fallback:
        out += overload_lines(name, signature.format(dtype="_UnnamedDTypeLike" if exact else "DTypeLike"),
                              fallback, indent)
    return out


# The parameters of each reduction after the array and the axis, as JAX orders them;
# ``{dtype}`` marks the dtype, ``{promote}`` the flag whose False keeps integers narrow.
_OUT_KEEPDIMS = "out: None = None, keepdims: builtins.bool = False"
_INITIAL_WHERE = "initial: ArrayLike | None = None, where: ArrayLike | None = None"
_REDUCTION_PARAMETERS = {
    **dict.fromkeys(("sum", "prod"), f"{{dtype}}, {_OUT_KEEPDIMS}, {_INITIAL_WHERE}, {{promote}}"),
    "mean": f"{{dtype}}, {_OUT_KEEPDIMS}, *, where: ArrayLike | None = None",
    **dict.fromkeys(("max", "min", "amax", "amin"), f"{_OUT_KEEPDIMS}, {_INITIAL_WHERE}"),
    **dict.fromkeys(("argmax", "argmin"), "out: None = None, keepdims: builtins.bool | None = None"),
    **dict.fromkeys(("all", "any"), f"{_OUT_KEEPDIMS}, *, where: ArrayLike | None = None"),
}


def reduction_overloads(name: str, method: bool) -> list[str]:
    """``jnp.<name>(a, axis, ...)`` (or the method ``a.<name>(axis, ...)``): the dtype
    asked for first (keyword-only), then ``promote_integers=False`` (integers kept, bool
    summed as the default int: the ``cumsum`` family), then the family's answer."""
    family, takes_dtype = REDUCTIONS[name]
    axis = "axis: int | None = None" if name.startswith("arg") else AXIS
    receiver, atoms, indent = ("self", ARRAYS, "    ") if method else ("a", EVERYTHING, "")
    rest = _REDUCTION_PARAMETERS[name]
    lines = []
    if takes_dtype:
        keywords = rest.replace("{dtype}, ", "").replace("*, ", "").format(promote="promote_integers: builtins.bool = True")
        head = receiver if method else f"{receiver}: ArrayLike"
        lines += dtype_overloads(name, f"{head}, {axis}, *, dtype: {{dtype}}, {keywords}", indent=indent,
                                 rule=dtype_rule(name))
    plain = rest.replace("{dtype}", "dtype: None = None")
    if "{promote}" in plain:
        narrow = plain.replace(", {promote}", "").replace("*, ", "") + ", *, promote_integers: Literal[False]"
        for o in unary_overloads("cumsum", atoms, typevar=not method):
            lines += overload_lines(name, f"{receiver}: {uparam(o)}, {axis}, {narrow}", uresult(o), indent)
        plain = plain.format(promote="promote_integers: Literal[True] = True")
    for o in unary_overloads(family, atoms, typevar=not method):
        lines += overload_lines(name, f"{receiver}: {uparam(o)}, {axis}, {plain}", uresult(o), indent)
    return lines


# -- jaxtypes.numpy -----------------------------------------------------------------

def numpy_section(w: Writer) -> None:
    enc = w.encoding
    for name, family in NUMPY_BINARY.items():
        xs = NDARRAY_OPERANDS if name == "matmul" else EVERYTHING
        w.add("numpy_binary", two_array_overloads(name, family, enc, xs))
    with m.exact_top():  # a weak array the family rejects reaches no bare-Array overload
        for name, family in NUMPY_UNARY.items():
            for o in unary_overloads(family, EVERYTHING):
                w.add("numpy_unary", overload_lines(name, f"x: {uparam(o)}, /", uresult(o)))
        for name in ("round", "around"):
            for o in unary_overloads("round", EVERYTHING):
                w.add("numpy_unary", overload_lines(name, f"a: {uparam(o)}, decimals: int = 0, out: None = None",
                                                    uresult(o)))
    with m.exact_top():
        for name in REDUCTIONS:
            w.add("numpy_reductions", reduction_overloads(name, method=False))
        for name, op in NUMPY_ONE_ARRAY.items():
            w.add("numpy_one_array", one_array_overloads(name, op))
    for name in UFUNC_METHODS:
        w.add("numpy_ufuncs", ufunc_methods_class(name))
    # where(condition): nonzero's indices; where(condition, x, y): promoted like a binary function.
    w.add("numpy_where", overload_lines("where", f"condition: ArrayLike, x: None = None, y: None = None, /, *, {_SIZE}",
                                        "tuple[Array[_Mode_int64_int32], ...]"))
    w.add("numpy_where", function_binary("where", "join", "downset" if enc == "protocol" else enc,
                                         prefix="condition: ArrayLike, "))
    creation_section(w)


def two_array_overloads(name: str, family: str, encoding: str, xs: Sequence[Atom]) -> list[str]:
    """``name(x, y, /, <its parameters>)``: the family's answer for the pair; where the
    parameters hold a ``{dtype}`` (``preferred_element_type``), the dtype asked for first."""
    extra = NUMPY_TWO_ARRAY[name].extra if name in NUMPY_TWO_ARRAY else ""
    before, marker, after = extra.partition("{dtype}")
    lines = []
    if marker:
        lines += dtype_overloads(name, f"x: ArrayLike, y: ArrayLike, /, {before}preferred_element_type: {{dtype}}{after}")
        extra = before + "preferred_element_type: None = None" + after
    lines += function_binary(name, family, encoding, xs, suffix=f", {extra}" if extra else "")
    lines += WIDER_OVERLOADS.get(name, [])
    returns = NUMPY_TWO_ARRAY[name].returns if name in NUMPY_TWO_ARRAY else "{}"
    return lines if returns == "{}" else [_with_result(line, returns) for line in lines]


def _with_result(line: str, returns: str) -> str:
    """A rendered overload's result put in ``returns`` (``tuple[{0}, {0}]``)."""
    head, arrow, result = line.rpartition(" -> ")
    if not arrow or not result.endswith(": ..."):
        return line
    return f"{head} -> {returns.format(result[:-len(': ...')])}: ..."


def one_array_overloads(name: str, op: operations.Operation) -> list[str]:
    """``name(a, /, <its parameters>)``: the family's answer for ``a``; where the parameters
    hold a ``{dtype}``, the dtype asked for first (keyword-only, as for the reductions)."""
    before, marker, after = op.extra.partition("{dtype}")
    lines = []
    if marker:
        rest = after.replace("*, ", "").strip(", ")
        keywords = ", ".join(p for p in (before.replace("*, ", "").strip(", "), "*", "dtype: {dtype}", rest) if p)
        lines += dtype_overloads(name, f"a: ArrayLike, /, {keywords}", op.returns.format("Array[{node}]"),
                                 fallback=op.returns.format("Array[generic]"), rule=dtype_rule(name))
    extra = (before + "dtype: None = None" + after) if marker else op.extra
    # (parameters that end positional-only themselves, as ldexp's x2, take ``a`` with them)
    tail = (f", {extra}" if "/" in extra else f", /, {extra}") if extra else ", /"
    for o in unary_overloads(op.family, EVERYTHING):
        lines += overload_lines(name, f"a: {uparam(o)}{tail}", op.returns.format(uresult(o)))
    if name.startswith("atleast_"):  # several arrays (or none): a list
        lines += overload_lines(name, "*arys: ArrayLike", "list[Array[_Top]]")
    return lines + WIDER_OVERLOADS.get(name, [])


# The wider overloads after a function's exact ones: the tuple a flag asks for (after the
# flags' defaults, typed Literal[False]; intersect1d's indices are the default int,
# unique's tuple holds one to four arrays), and some array where more operands join in
# (trapezoid's x, average's weights...). interp, of three operands, has no exact one.
_SIZE = "size: int | None = None, fill_value: ArrayLike | None = None"
_INDICES = "tuple[Array[_Top], Array[_Mode_int64_int32], Array[_Mode_int64_int32]]"
_AVERAGE = "a: ArrayLike, axis: int | Sequence[int] | None = None, weights: ArrayLike | None = None"
WIDER_OVERLOADS: dict[str, list[str]] = {
    # (prepend and append values promote with the data, as concatenate's do)
    "diff": overload_lines("diff", "a: ArrayLike, /, n: int = 1, axis: int = -1, prepend: ArrayLike | None = None, "
                           "append: ArrayLike | None = None", "Array[_Top]"),
    "trapezoid": overload_lines("trapezoid", "y: ArrayLike, x: ArrayLike | None = None, dx: ArrayLike = 1.0, "
                                "axis: int = -1", "Array[_Top]"),
    "average": overload_lines("average", f"{_AVERAGE}, returned: Literal[False] = False, keepdims: builtins.bool = False",
                              "Array[_Top]")
    + overload_lines("average", f"{_AVERAGE}, returned: Literal[True] = ..., keepdims: builtins.bool = False",
                     "tuple[Array[_Top], Array[_Top]]"),
    "cov": overload_lines("cov", "m: ArrayLike, y: ArrayLike | None = None, rowvar: builtins.bool = True, bias: "
                          "builtins.bool = False, ddof: int | None = None, fweights: ArrayLike | None = None, "
                          "aweights: ArrayLike | None = None, dtype: DTypeLike | None = None", "Array[_Top]"),
    "corrcoef": overload_lines("corrcoef", "x: ArrayLike, y: ArrayLike | None = None, rowvar: builtins.bool = True, "
                               "dtype: DTypeLike | None = None", "Array[_Top]"),
    "unwrap": overload_lines("unwrap", "p: ArrayLike, discont: ArrayLike | None = None, axis: int = -1, "
                             "period: ArrayLike = ...", "Array[_Top]"),
    "unique": overload_lines("unique", "ar: ArrayLike, return_index: builtins.bool = False, return_inverse: "
                             "builtins.bool = False, return_counts: builtins.bool = False, axis: int | None = None, *, "
                             f"equal_nan: builtins.bool = True, {_SIZE}, sorted: builtins.bool = True",
                             "tuple[Array[_Top], ...]"),
    "polyint": overload_lines("polyint", "p: ArrayLike, m: int = 1, k: ArrayLike | None = None", "Array[_Top]"),
    "gradient": overload_lines("gradient", "f: ArrayLike, *varargs: ArrayLike, axis: int, edge_order: int | None = None",
                               "Array[_Top]")
    # (no axis: an array for a one-dimensional f, else a list of one per axis)
    + overload_lines("gradient", "f: ArrayLike, *varargs: ArrayLike, axis: Sequence[int] | None = None, "
                     "edge_order: int | None = None", "Array[_Top] | list[Array[_Top]]"),
    "histogram_bin_edges": overload_lines("histogram_bin_edges", "a: ArrayLike, bins: ArrayLike = 10, "
                                          "range: Sequence[ArrayLike] | None = None, weights: ArrayLike | None = None",
                                          "Array[_Top]"),
    "histogram": overload_lines("histogram", "a: ArrayLike, bins: ArrayLike = 10, range: Sequence[ArrayLike] | None = None, "
                                "weights: ArrayLike | None = None, density: builtins.bool | None = None",
                                "tuple[Array[_Top], Array[_Top]]"),
    "intersect1d": overload_lines("intersect1d", "x: ArrayLike, y: ArrayLike, /, assume_unique: builtins.bool, "
                                  f"return_indices: Literal[True], *, {_SIZE}", _INDICES)
    + overload_lines("intersect1d", "x: ArrayLike, y: ArrayLike, /, *, return_indices: Literal[True], "
                     f"assume_unique: builtins.bool = False, {_SIZE}", _INDICES),
}


def fft_section(w: Writer) -> None:
    """jaxtypes.numpy.fft: the transforms and shifts from their table rows; the sample
    frequencies in the dtype asked for, else the default float."""
    for name, op in NUMPY_FFT.items():
        w.add("numpy_fft", one_array_overloads(name, op))
    signature = "n: int, d: ArrayLike = 1.0, *, dtype: {dtype}, device: Any = None"
    default_float = f"Array[{stub_name(m.canonical('float64'))}]"
    w.add("numpy_fft", dtype_overloads("fftfreq", signature)
          + overload_lines("fftfreq", signature.format(dtype="None = None"), default_float))
    # rfftfreq divides in the dtype asked for: integer dtypes give their inexact one (bool raises)
    w.add("numpy_fft", dtype_overloads("rfftfreq", signature, rule="fft.rfftfreq"))
    w.add("numpy_fft", overload_lines("rfftfreq", signature.format(dtype="None = None"), default_float))


def clip_overloads() -> list[str]:
    """clip(arr, min, max): the join of all three (None for a missing bound), one overload
    per result node in lattice order: the first whose down set holds all three. No
    complex operand (JAX raises: complex numbers have no order to clip by)."""
    overloads = []
    for target in m.lattice_order():
        if m.kind(target) == "complex":
            continue
        atoms = frozenset(a for a in EVERYTHING if a.static in m.down_set(target))
        if atoms:  # (no 64-bit result with 64-bit mode off)
            overloads.append(Overload((atoms, atoms | {NONE}, atoms | {NONE}), m.canonical(target)))
    small = [a for a in EVERYTHING if a.form in ("arr", "py")]
    m.check(overloads, [[a for a in small if a.static in m.CONCRETE], small[::3] + [NONE], small[1::3] + [NONE]],
            clip_expected, True, "clip")
    lines = []
    for o in overloads:
        arr, low, high = (render_param(p - {NONE}) for p in o.params)
        lines += overload_lines("clip", f"arr: {arr}, /, min: {low} | None = None, max: {high} | None = None",
                                uresult(o))
    lines += overload_lines("clip", "arr: _AbstractArray, /, min: ArrayLike | None = None, max: ArrayLike | None = None", "Array[_Top]")
    lines += overload_lines("clip", "arr: ArrayLike, /, min: _AbstractArray, max: ArrayLike | None = None", "Array[_Top]")
    lines += overload_lines("clip", "arr: ArrayLike, /, min: ArrayLike | None = None, *, max: _AbstractArray", "Array[_Top]")
    return lines


NONE = Atom("none", "None")


def arange_overloads() -> list[str]:
    """arange(start, stop, step) without a dtype: the join of the bounds (None for a
    missing one), materialized strong; one overload per result in lattice order, the
    first whose down set holds all three. No bool or complex result (JAX raises)."""
    overloads = []
    for target in m.lattice_order():
        if m.kind(target) in ("bool", "complex") or target in m.CATEGORIES or target == m.TOP:
            continue
        atoms = frozenset(a for a in EVERYTHING if a.static in m.down_set(target))
        if atoms:
            overloads.append(Overload((atoms, atoms | {NONE}, atoms | {NONE}), m.strong(target)))
    small = [a for a in EVERYTHING if a.form in ("arr", "py", "np") and a.static in m.CONCRETE]
    # (Bounds that are all bools, which JAX rejects, reach an integer overload: rejecting
    # them would take three overloads for each result.)
    m.check(overloads, [small, small[::3] + [NONE], small[1::3] + [NONE]], arange_expected, True, "arange",
            skip=lambda *atoms: all(a.static in ("bool", "None") for a in atoms))
    lines = dtype_overloads("arange", "start: ArrayLike, stop: ArrayLike | None = None, step: ArrayLike | None = None, *, dtype: {dtype}",
                            rule="arange")
    for o in overloads:
        start, stop, step = (render_param(p - {NONE}) for p in o.params)
        lines += overload_lines("arange", f"start: {start}, stop: {stop} | None = None, step: {step} | None = None, "
                                "dtype: None = None", uresult(o))
    # Abstract bounds (``Array[jnp.integer]``, bare ``Array``): some strong array.
    return with_device(lines + overload_lines("arange", "start: ArrayLike, stop: ArrayLike | None = None, "
                                              "step: ArrayLike | None = None, dtype: None = None", "Array[generic]"))


@m.by_mode
def arange_expected(*atoms: Atom) -> str | None:
    result = clip_expected(*atoms)
    if result is None or m.kind(result) in ("bool", "complex"):
        return None
    return m.strong(result)


@m.by_mode
def clip_expected(*atoms: Atom) -> str | None:
    present = [a.static for a in atoms if a.static != "None"]
    if any(n not in m.CONCRETE for n in present):
        return None
    if any(m.kind(n) == "complex" for n in present):
        return None
    result: str | None = m.canonical(present[0])
    for n in present[1:]:
        result = m.join(result, n) if result is not None else None
        if result is None:
            return None
    return result


def creation_section(w: Writer) -> None:
    out = []
    default_int, default_float = render_result(m.default("i*")), render_result(m.default("f*"))
    # zeros, ones, empty: the default float without a dtype.
    for name in ("zeros", "ones", "empty"):
        out += dtype_overloads(name, "shape: ShapeLike, dtype: {dtype}")
        out += overload_lines(name, "shape: ShapeLike, dtype: None = None", default_float)
    # full: the fill value's type without a dtype (a Python scalar gives a weak array).
    out += dtype_overloads("full", "shape: ShapeLike, fill_value: ArrayLike, dtype: {dtype}")
    for o in unary_overloads("same", EVERYTHING):
        out += overload_lines("full", f"shape: ShapeLike, fill_value: {uparam(o)}, dtype: None = None",
                              uresult(o))
    # *_like: the template's type (weakness kept) without a dtype.
    for name, fill in (("zeros_like", ""), ("ones_like", ""), ("empty_like", ""), ("full_like", "fill_value: ArrayLike, ")):
        a = "prototype" if name == "empty_like" else "a"  # (JAX's names)
        out += dtype_overloads(name, f"{a}: ArrayLike | _KeyArray, {fill}dtype: {{dtype}}, shape: ShapeLike | None = None")
        for o in unary_overloads("same", EVERYTHING):
            out += overload_lines(name, f"{a}: {uparam(o)}, {fill}dtype: None = None, shape: ShapeLike | None = None",
                                  uresult(o))
    # arange: the bounds' promoted dtype, strong (Python ints give the default int).
    # arange: its own region (numpy_arange), written per mode.
    # linspace, eye: the default float.
    out += dtype_overloads("linspace", "start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, *, dtype: {dtype}, axis: int = 0")
    out += overload_lines("linspace", "start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, retstep: Literal[False] = False, dtype: None = None, axis: int = 0", default_float)
    out += overload_lines("linspace", "start: ArrayLike, stop: ArrayLike, num: int, endpoint: builtins.bool, retstep: Literal[True], dtype: DTypeLike | None = None, axis: int = 0", "tuple[Array[_Top], Array[_Top]]")
    out += overload_lines("linspace", "start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, *, retstep: Literal[True], dtype: DTypeLike | None = None, axis: int = 0", "tuple[Array[_Top], Array[_Top]]")
    # logspace, geomspace: the dtype asked for, else the inexact join of the bounds (typed as a category)
    for name, base in (("logspace", "base: ArrayLike = 10.0, "), ("geomspace", "")):
        head = f"start: ArrayLike, stop: ArrayLike, num: int = 50, endpoint: builtins.bool = True, {base}"
        out += dtype_overloads(name, head + "*, dtype: {dtype}, axis: int = 0")
        out += overload_lines(name, head + "dtype: None = None, axis: int = 0", "Array[inexact]")
    # frombuffer, fromstring: the dtype asked for, else the default float
    for name, head, tail in (("frombuffer", "buffer: Any", "count: int = -1, offset: int = 0"),
                             ("fromstring", "string: str", "count: int = -1, *, sep: str")):
        out += dtype_overloads(name, f"{head}, dtype: {{dtype}}, {tail}")
        out += overload_lines(name, f"{head}, *, {tail.replace('*, ', '')}", default_float)
    out += dtype_overloads("eye", "N: int, M: int | None = None, k: int = 0, *, dtype: {dtype}")
    out += overload_lines("eye", "N: int, M: int | None = None, k: int = 0, dtype: None = None", default_float)
    # identity: the default float; tri: float32 in either mode (as in JAX).
    out += dtype_overloads("identity", "n: int, dtype: {dtype}")
    out += overload_lines("identity", "n: int, dtype: None = None", default_float)
    out += dtype_overloads("tri", "N: int, M: int | None = None, k: int = 0, *, dtype: {dtype}")
    out += overload_lines("tri", "N: int, M: int | None = None, k: int = 0, dtype: None = None", "Array[float32]")
    # indices: the default int, stacked, or a tuple with sparse=True.
    dims = "dimensions: Sequence[int]"
    out += dtype_overloads("indices", dims + ", dtype: {dtype}, sparse: Literal[False] = False", fallback=None)
    out += overload_lines("indices", dims + ", dtype: None = None, sparse: Literal[False] = False", default_int)
    out += dtype_overloads("indices", dims + ", dtype: {dtype}, *, sparse: Literal[True]", "tuple[Array[{node}], ...]",
                           fallback=None)
    out += overload_lines("indices", dims + ", dtype: None = None, *, sparse: Literal[True]", f"tuple[{default_int}, ...]")
    out += overload_lines("indices", dims + ", dtype: DTypeLike | None = None, sparse: builtins.bool = False",
                          "Array[_Top] | tuple[Array[_Top], ...]")
    # The index tuples of triangles and diagonals: the default int.
    pair = f"tuple[{default_int}, {default_int}]"
    for name, params, result in (
            ("tril_indices", "n: int, k: int = 0, m: int | None = None", pair),
            ("triu_indices", "n: int, k: int = 0, m: int | None = None", pair),
            ("tril_indices_from", "arr: ArrayLike, k: int = 0", pair), ("triu_indices_from", "arr: ArrayLike, k: int = 0", pair),
            ("diag_indices", "n: int, ndim: int = 2", f"tuple[{default_int}, ...]"),
            ("diag_indices_from", "arr: ArrayLike", f"tuple[{default_int}, ...]")):
        out += [f"def {name}({params}) -> {result}: ..."]
    # The windows: the default float.
    for name, params in (("bartlett", "M: int"), ("blackman", "M: int"), ("hamming", "M: int"), ("hanning", "M: int"),
                         ("kaiser", "M: int, beta: float")):
        out += [f"def {name}({params}) -> {default_float}: ..."]
    # meshgrid: each array's own type (the arrays of one dtype: that dtype).
    grid = "copy: builtins.bool = True, sparse: builtins.bool = False, indexing: str = \"xy\""
    out += overload_lines("meshgrid", f"*xi: Array[_DTypeT], {grid}", "list[Array[_DTypeT]]")
    out += overload_lines("meshgrid", f"*xi: ArrayLike, {grid}", "list[Array[_Top]]")
    # asarray, array: the value's type (Python scalars weak; lists strong) or the dtype's.
    for name, copy in (("asarray", "order: str | None = None, *, copy: builtins.bool | None = None"),
                       ("array", "copy: builtins.bool = True, order: str | None = \"K\", ndmin: int = 0")):
        out += dtype_overloads(name, f"x: ArrayLike | _NestedSequence, dtype: {{dtype}}, {copy}")
        for o in unary_overloads("same", EVERYTHING):
            out += overload_lines(name, f"x: {uparam(o)}, dtype: None = None, {copy}", uresult(o))
        # Lists of Python scalars are strongly typed (bool, then the default int, float, complex).
        for element, node in (("builtins.bool", "bool"), ("_JustInt | builtins.bool", m.default("i*")),
                              ("_JustFloat | _JustInt | builtins.bool", m.default("f*")),
                              ("_JustComplex | _JustFloat | _JustInt | builtins.bool", m.default("c*"))):
            out += overload_lines(name, f"x: Sequence[{element}], dtype: None = None, {copy}", render_result(node))
        out += overload_lines(name, f"x: ArrayLike | _NestedSequence, dtype: None = None, {copy}", "Array[_Top]")
    out += dtype_overloads("astype", "x: ArrayLike, dtype: {dtype}, /, *, copy: builtins.bool = False, device: Any = None")
    w.add("numpy_creation", with_device(out))


# The creation functions that take the array API's ``device`` (keyword-only, as in JAX).
DEVICE_FUNCTIONS = ("zeros", "ones", "empty", "full", "zeros_like", "ones_like", "empty_like", "full_like", "linspace",
                    "eye", "arange", "asarray", "array")


def with_device(lines: list[str]) -> list[str]:
    """``device: Any = None`` added to the overloads of ``DEVICE_FUNCTIONS``."""
    out = []
    for line in lines:
        match = re.match(r"(\s*def (\w+)\()(.*)(\) -> .*)$", line)
        if match and match[2] in DEVICE_FUNCTIONS:
            params = match[3]
            keyword_only = params.startswith("*,") or ", *," in params
            line = f"{match[1]}{params}{', ' if keyword_only else ', *, '}device: Any = None{match[4]}"
        out.append(line)
    return out


# jnp's ufunc objects: name -> the families of reduce and accumulate (None: the method
# raises, as for a unary ufunc), and whether ``at`` is the functional update that keeps the
# array's type (add, multiply, subtract) rather than the generic one.
UFUNC_METHODS: dict[str, tuple[str | None, str | None, bool]] = {
    "add": ("sum", "cumsum", True), "multiply": ("sum", "cumsum", True), "subtract": ("subtract_reduce", "subtract_reduce", True),
    "maximum": ("max", "max", False), "minimum": ("max", "max", False),
    **dict.fromkeys(("bitwise_and", "bitwise_or", "bitwise_xor"), ("bitwise_reduce", "bitwise_reduce", False)),
    **dict.fromkeys(("logical_and", "logical_or", "logical_xor"), ("all", "all", False)),
    "logaddexp": ("logaddexp_reduce", "logaddexp_reduce", False),
    "logaddexp2": ("logaddexp2_reduce", "logaddexp_reduce", False),
    "negative": (None, None, False),
}


def ufunc_methods_class(name: str) -> list[str]:
    """``class _UfuncMethods_add(ufunc)``: the methods of the ufunc object ``jnp.add`` with
    their dtypes (its ``__call__`` and ``outer`` come from its overloads, in share_overloads)."""
    reduce_family, accumulate_family, keeping_at = UFUNC_METHODS[name]
    lines = [f"class _UfuncMethods_{name}(ufunc):"]
    if reduce_family is None or accumulate_family is None:
        return lines + ["    ..."]
    for method, family, params in (
            ("reduce", reduce_family, f"axis: int | Sequence[int] | None = 0, {{dtype}}, {_OUT_KEEPDIMS}, {_INITIAL_WHERE}"),
            ("accumulate", accumulate_family, "axis: int = 0, {dtype}, out: None = None")):
        before, _, after = params.partition("{dtype}")
        lines += dtype_overloads(method, f"self, a: ArrayLike, {before}*, dtype: {{dtype}}{after}", indent="    ")
        plain = params.format(dtype="dtype: None = None")
        for o in unary_overloads(family, EVERYTHING):
            lines += overload_lines(method, f"self, a: {uparam(o)}, {plain}", uresult(o), "    ")
    at = "self, a: {}, indices: Any, b: ArrayLike, /, *, inplace: Literal[False]"
    if keeping_at:
        lines += [f"    def at({at.format('Array[_UfuncKeepsT]')}) -> Array[_UfuncKeepsT]: ..."]
    else:
        lines += [f"    def at({at.format('ArrayLike')}) -> Array[_Top]: ..."]
    reduceat = "self, a: {}, indices: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None"
    kept = "_UfuncInexactT" if name.startswith("logaddexp") else "_UfuncKeepsT"
    lines += overload_lines("reduceat", reduceat.format(f"Array[{kept}]"), f"Array[{kept}]", "    ")
    lines += overload_lines("reduceat", reduceat.format("ArrayLike"), "Array[_Top]", "    ")
    # (narrower than ufunc's generic methods, as the runtime is: they reject what it rejects)
    return [line + _OVERRIDES if is_last_def(lines, i) else line for i, line in enumerate(lines)]


_OVERRIDES = "  # pyright: ignore[reportIncompatibleMethodOverride]"


def is_last_def(lines: list[str], i: int) -> bool:
    """Whether ``lines[i]`` is the last ``def`` of its method (where pyright reports an override)."""
    match = re.match(r"\s*def (\w+)\(", lines[i])
    return bool(match) and not any(re.match(rf"\s*def {match[1]}\(", later) for later in lines[i + 1:])


# The functions of a sequence of arrays, joined: name -> their parameters after it.
SEQUENCE_FUNCTIONS = {"concatenate": "axis: int | None = 0", "concat": "/, *, axis: int | None = 0",
                      "stack": "axis: int = 0, out: None = None", "hstack": "", "vstack": "", "dstack": "",
                      "column_stack": ""}
# Those with a ``dtype`` parameter (each operand converted to it), after the others.
SEQUENCE_DTYPE_FUNCTIONS = ("concatenate", "stack", "hstack", "vstack", "dstack")


def joined_sequences(w: Writer) -> None:
    """concatenate/stack/select: the join of every element, one overload per result node
    in lattice order, each taking a sequence of operands below it (first match: the join)."""
    out = []
    # Arrays of one strong dtype first, with one parameter type: pyright evaluates each
    # element again for every distinct parameter type, and a list's elements need it.
    one_dtype = typevar_name(frozenset(a for a in ARRAYS if a.node in m.STRONG_NODES and m.canonical(a.node) == a.node))
    any_dtype = typevar_name(frozenset(ARRAYS))
    for name, extra in SEQUENCE_FUNCTIONS.items():
        param = "arrays" if name in ("concatenate", "concat", "stack") else "tup"
        if name in SEQUENCE_DTYPE_FUNCTIONS:
            keywords = ", ".join(p for p in (extra, "*", "dtype: {dtype}") if p)
            out += dtype_overloads(name, f"{param}: Sequence[ArrayLike] | Array, {keywords}")
            extra = ", ".join(p for p in (extra, "dtype: None = None") if p)
        tail = f", {extra}" if extra else ""
        # an array is read along its first axis: its rows, of its dtype
        out += overload_lines(name, f"{param}: Array[{any_dtype}]{tail}", f"Array[{any_dtype}]")
        out += overload_lines(name, f"{param}: Sequence[Array[{one_dtype}]]{tail}", f"Array[{one_dtype}]")
        # (concatenate needs arrays of rank 1 or more; the others take scalars too, Python's and NumPy's)
        seq_atoms = [a for a in ARRAYS + tuple(h for h in HOSTS if h.form == "nda" or name not in ("concatenate", "concat"))]
        for target in m.lattice_order():
            below = m.down_set(target)
            atoms = [a for a in seq_atoms if a.static in below]
            if atoms:
                out += overload_lines(name, f"{param}: Sequence[{render_param(atoms)}]{tail}", render_result(m.canonical(target)))
        for category in m.CATEGORIES:
            atoms = [a for a in seq_atoms if a.static == category or (a.static in m.leaves(category))]
            out += overload_lines(name, f"{param}: Sequence[{render_param(atoms)}]{tail}", render_result(category))
        out += overload_lines(name, f"{param}: Sequence[ArrayLike]{tail}", "Array[_Top]")
    # block and choose: exact for blocks (choices) of one strong dtype, the rest some array
    # (the join's hundred overloads, as concatenate has, would slow every check of a file)
    out += overload_lines("block", f"arrays: Array[{one_dtype}]", f"Array[{one_dtype}]")
    out += overload_lines("block", f"arrays: Sequence[Array[{one_dtype}]]", f"Array[{one_dtype}]")
    out += overload_lines("block", f"arrays: Sequence[Sequence[Array[{one_dtype}]]]", f"Array[{one_dtype}]")
    out += overload_lines("block", "arrays: ArrayLike | Sequence[Any]", "Array[_Top]")
    choose_head = "a: ArrayLike, choices: Sequence[{choices}], out: None = None, mode: str = \"raise\""
    out += overload_lines("choose", choose_head.format(choices=f"Array[{one_dtype}]"), f"Array[{one_dtype}]")
    out += overload_lines("choose", choose_head.format(choices="ArrayLike"), "Array[_Top]")
    # select: the choices (arrays or scalars, Python's and NumPy's) and the default (0 when
    # omitted, a weak int) joined.
    seq_atoms = [*ARRAYS, *HOSTS]
    head = "condlist: Sequence[ArrayLike], choicelist: Sequence[{choices}]"
    for target in m.lattice_order():
        below = m.down_set(target)
        atoms = [a for a in seq_atoms if a.static in below]
        if not atoms:  # (no 64-bit result with 64-bit mode off)
            continue
        choices = render_param(atoms)
        if m.PY_NODE["int"] in below:
            out += overload_lines("select", head.format(choices=choices), render_result(m.canonical(target)))
        default = render_param([a for a in EVERYTHING if a.static in below])
        out += overload_lines("select", head.format(choices=choices) + f", default: {default}",
                              render_result(m.canonical(target)))
    out += overload_lines("select", head.format(choices="ArrayLike") + ", default: ArrayLike = 0", "Array[_Top]")
    w.add("numpy_sequences", out + einsum_overloads(seq_atoms))


EINSUM_OPTIONS = ("out: None = None, optimize: builtins.bool | str | Sequence[Any] = \"auto\", "
                  "precision: _PrecisionLike = None, preferred_element_type: {dtype}")


def einsum_overloads(atoms: Sequence[Atom]) -> list[str]:
    """einsum(subscripts, *operands): the dtype asked for, else the join of the operands,
    one overload per result node in lattice order (as for select). The interleaved form
    (``einsum(a, [0, 1], b, [1, 2])``) is typed by its fallback only. Every overload has
    the same parameters (the plugin reads the operands by position in any of them)."""
    head = "subscripts: str, operand: {below}, /, *operands: {below}, "
    anything = "subscripts: str | ArrayLike, operand: ArrayLike | Sequence[Any], /, *operands: ArrayLike | Sequence[Any], "
    out = dtype_overloads("einsum", anything + EINSUM_OPTIONS)
    options = EINSUM_OPTIONS.format(dtype="None = None")
    for target in m.lattice_order():
        below = [a for a in atoms if a.static in m.down_set(target)]
        if below:  # (no 64-bit result with 64-bit mode off)
            out += overload_lines("einsum", head.format(below=render_param(below)) + options,
                                  render_result(m.canonical(target)))
    return out + overload_lines("einsum", anything + options, "Array[_Top]")


# -- jaxtypes.lax ---------------------------------------------------------------------

LAX_DEFAULTS = ("int", "float", "complex")  # Python scalars: the default dtype of their kind


LaxRule = tuple[object, tuple[tuple[str, object], ...]]
"""A lax row's runtime rule: its primitive and the probe parameters its rule is read with."""

# Rows of runtime/lax modules other than operators and elementwise (and elementwise's rows with
# parameters of their own) are written in the section of lax.pyi that has their kind.
LAX_REGIONS = {"special": "lax_special", "elementwise": "lax_parameters",
               "cumulative": "lax_cumulative", "reduction": "lax_reductions"}


def lax_primitive(op: operations.Operation) -> object:
    """The runtime primitive of a lax row (imported from its module of runtime/lax)."""
    import importlib

    if op.module is not None:
        return getattr(importlib.import_module(f"jaxtypes.runtime.lax.{op.module}"), op.primitive or "")
    from jaxtypes.runtime.lax import elementwise as lax_elementwise
    from jaxtypes.runtime.lax import operators as lax_ops

    return getattr(lax_ops, op.primitive or "", None) or getattr(lax_elementwise, op.primitive or "")


def lax_rules() -> dict[str, tuple[operations.Operation, LaxRule]]:
    """The runtime's own dtype rules of the lax operations the stubs generate, by public name."""
    return {name: (op, (lax_primitive(op), op.probe)) for name, op in operations.LAX_PRIMITIVES.items()}


def lax_eval(rule: LaxRule, nodes: Sequence[str], weak: bool) -> tuple[str, bool] | None:
    """What the primitive makes of one-dimensional operands of the strong nodes (canonical
    in the mode, as the runtime holds them), all weakly typed if ``weak``: the result's
    node (canonical) and weak type, or None if its rule rejects them."""
    import numpy as np

    from jaxtypes import dtypes
    from jaxtypes.runtime.backend import Aval

    primitive, probe = rule
    avals = [Aval((1,), dtypes.REGISTRY[m.canonical(n)].dtype, weak) for n in nodes]
    try:
        (out,) = primitive.abstract_eval(*avals, **dict(probe))  # type: ignore[attr-defined]
    except TypeError:
        return None
    return m.canonical(dtypes.dtype_info(np.dtype(out.dtype)).name), bool(out.weak_type)  # type: ignore[arg-type]


def lax_result(rule: LaxRule, *nodes: str) -> str | None:
    """The rule's result node for strong operand nodes, None if it rejects them."""
    out = lax_eval(rule, nodes, weak=False)
    return None if out is None else out[0]


def lax_operand_atoms(node: str) -> list[Atom]:
    """Operands that a lax operator reads as dtype ``node`` (canonical) in the mode: arrays
    and NumPy data of every dtype canonicalised to it and, for the default dtype of its
    kind, Python scalars and weak arrays."""
    target = m.canonical(node)
    atoms = []
    for n in m.STRONG_NODES:
        if m.canonical(n) == target:
            atoms += [m.arr(n)] + [Atom(f, n) for f in ("np", "nda") if n in m.NUMPY_SCALAR]
    if target == "bool":
        atoms.append(m.py("bool"))
    for py_name in LAX_DEFAULTS:
        if target == m.default(m.PY_NODE[py_name]):
            atoms += [m.py(py_name), m.arr(m.PY_NODE[py_name])]
    return atoms


def _weak_kind(result: str) -> str:
    """A weak operand stays weak, in the result's kind (abs of a weak complex: a weak float)."""
    return result if result == "bool" else {"int": "i*", "uint": "i*", "float": "f*", "complex": "c*"}[m.kind(result)]


@m.by_mode
def lax_answer(rule: LaxRule, *nodes: str) -> str | None:
    """``lax_result`` in the mode (with both modes, the pair)."""
    return lax_result(rule, *nodes)


@m.by_mode
def lax_weak_answer(rule: LaxRule, node: str, arity: int) -> str | None:
    """What weak operands of one kind give."""
    return lax_weak_answer_of(rule, *[node] * arity)


@m.by_mode
def lax_weak_answer_of(rule: LaxRule, *nodes: str) -> str | None:
    """What weak operands give (each read as the default dtype of its kind): weak, in the
    result's kind, unless the primitive's weak rule says otherwise (``random_gamma_grad``,
    ``reduce_and``: strongly typed)."""
    out = lax_eval(rule, [m.strong(n) for n in nodes], weak=True)
    if out is None:
        return None
    result, weak = out
    return _weak_kind(result) if weak else result


@m.by_mode
def lax_category_answer(rule: LaxRule, category: str, arity: int) -> str | None:
    """What operands of an abstract category give (equal dtypes, for several): the cover."""
    return m.cover(r for n in m.leaves(category) if (r := lax_result(rule, *[n] * arity)) is not None)


def lax_classes() -> list[tuple[list[Atom], str]]:
    """Each dtype a lax operator reads, with the operands it reads as that dtype, in the
    finest mode answered for (64-bit mode: every dtype its own)."""
    with m.answering(True in m.answered_modes()):
        return [(lax_operand_atoms(n), n) for n in m.STRONG_NODES if m.canonical(n) == n]


def lax_narrow_classes() -> list[tuple[list[Atom], str]]:
    """With both modes: the classes that the 32-bit mode has on top of ``lax_classes``
    (int32 reads int64 arrays and Python ints too): their overloads exist in that mode only."""
    if m.X64 is not None:
        return []
    finest = {node: atoms for atoms, node in lax_classes()}
    with m.answering(False):
        return [(atoms, node) for atoms, node in lax_classes() if atoms != finest[node]]


def lax_signature(op: operations.Operation, types: Sequence[str]) -> str:
    """A lax row's parameters: its operands of ``types`` (``x``, ``y``, ``z`` positional-only,
    or the row's names), then its own parameters."""
    if op.operands:
        params = [f"{name}: {t}" for name, t in zip(op.operands, types, strict=True)]
    else:
        params = [f"{name}: {t}" for name, t in zip("xyz", types)] + ["/"]
    return ", ".join(params + ([op.extra] if op.extra else []))


def lax_overload(op: operations.Operation, types: Sequence[str], result: str) -> list[str]:
    """One overload; an answer of one mode only takes its last operand through ``only_in``."""
    types = list(types)
    types[-1], node = one_mode_row(types[-1], result)
    return overload_lines(op.name, lax_signature(op, types), render_result(node))


def lax_section(w: Writer) -> None:
    rows = lax_rules()
    out = []
    for name, (op, rule) in sorted(rows.items()):
        if op.arity != 2 or op.module is not None:
            continue
        if name in ("pow",):
            continue  # its own overloads below: an integer exponent of any dtype
        out += lax_operands(op, rule) + lax_named_mistake(op)
    out += lax_pow(rows["pow"][1])
    w.add("lax_binary", out)
    out = dtype_overloads("convert_element_type", "operand: ArrayLike, new_dtype: {dtype}, weak_type: Literal[False] = False")
    out += overload_lines("convert_element_type", "operand: ArrayLike, new_dtype: DTypeLike, weak_type: builtins.bool = False", "Array[_Top]")
    out += dtype_overloads("bitcast_convert_type", "operand: ArrayLike, new_dtype: {dtype}")
    out += dtype_overloads("iota", "dtype: {dtype}, size: int", rule="lax.iota")
    out += dtype_overloads("broadcasted_iota", "dtype: {dtype}, shape: ShapeLike, dimension: int", rule="lax.broadcasted_iota")
    out += dtype_overloads("full", "shape: ShapeLike, fill_value: ArrayLike, dtype: {dtype}")
    for o in unary_overloads("same", EVERYTHING):
        out += overload_lines("full", f"shape: ShapeLike, fill_value: {uparam(o)}, dtype: None = None",
                              uresult(o))
    out += overload_lines("full_like", f"x: _KeyArray, fill_value: {KEY_FILL}, dtype: None = None, "
                          "shape: ShapeLike | None = None", "_KeyArray")
    out += dtype_overloads("full_like", "x: ArrayLike | _KeyArray, fill_value: ArrayLike, dtype: {dtype}, "
                           "shape: ShapeLike | None = None")
    for o in unary_overloads("same", EVERYTHING):
        out += overload_lines("full_like", f"x: {uparam(o)}, fill_value: ArrayLike, dtype: None = None, "
                              "shape: ShapeLike | None = None", uresult(o))
    for name in ("argmax", "argmin"):
        out += dtype_overloads(name, "operand: ArrayLike, axis: int, index_dtype: {dtype}", rule=f"lax.{name}")
    w.add("lax_dtypes", out)
    # Products: the higher of the operands' dtypes in XLA's order, or preferred_element_type's.
    out = []
    for name, dims in (("dot", "*, dimension_numbers: Any = None, "), ("dot_general", "dimension_numbers: Any, ")):
        extra = f"{dims}precision: PrecisionLike = None, preferred_element_type: {{dtype}}"
        keyword = extra if "*" in dims else extra.replace("preferred_element_type", "*, preferred_element_type")
        out += dtype_overloads(name, f"lhs: ArrayLike, rhs: ArrayLike, {keyword}")
        out += function_binary(name, "contraction", "downset", NDARRAY_OPERANDS, names=("lhs", "rhs"),
                               suffix=", " + extra.format(dtype="None = None"))
    w.add("lax_products", out)
    out = []
    for name, (op, rule) in sorted(rows.items()):
        if op.arity == 1 and op.module is None:
            out += lax_unary(op, rule)
    w.add("lax_unary", out)
    # The rows of the other modules, in table order, each in its section of lax.pyi.
    for name, (op, rule) in rows.items():
        if op.module is not None:
            w.add(LAX_REGIONS[op.module], lax_unary(op, rule) if op.arity == 1 else lax_operands(op, rule))


def lax_unary(op: operations.Operation, rule: LaxRule) -> list[str]:
    """The overloads of a lax operation of one operand."""
    lines = []
    results: dict[str, list[Atom]] = {}
    for node in m.CONCRETE:
        if m.is_weak(node):
            result = lax_weak_answer(rule, node, 1)
            atoms = [m.arr(node), m.py(m.PYTHON_TYPE_OF_WEAK[node])]
        else:
            result = lax_answer(rule, node)
            atoms = [m.arr(node)] + [Atom(f, node) for f in ("np", "nda") if node in m.NUMPY_SCALAR]
            if node == "bool":
                atoms.append(m.py("bool"))
        if result is not None:
            results.setdefault(result, []).extend(atoms)
    # The strong Array dtypes that the operator keeps: one constrained TypeVar.
    keeps = frozenset(m.arr(n) for n in m.STRONG_NODES if lax_answer(rule, n) == n)
    if len(keeps) >= 2:
        tv = typevar_name(keeps)
        lines += overload_lines(op.name, lax_signature(op, [f"Array[{tv}]"]), f"Array[{tv}]")
        results = {r: [a for a in atoms if a not in keeps] for r, atoms in results.items()}
    for result, atoms in results.items():
        if atoms:
            lines += lax_overload(op, [lax_param(atoms)], result)
    for category in m.CATEGORIES:
        result = lax_category_answer(rule, category, 1)
        if result is not None:
            lines += lax_overload(op, [f"Array[{cat_protocol(category)}]"], result)
    lines += overload_lines(op.name, lax_signature(op, ["_AbstractArray"]), "Array[_Top]")
    return lines


def lax_operands(op: operations.Operation, rule: LaxRule) -> list[str]:
    """The overloads of a lax operation of two or more operands of one dtype."""
    n = op.arity
    lines = []
    # Weak operands of one kind (first: a Python scalar also reads as a default dtype).
    for py_name, weak in (("int", "i*"), ("float", "f*"), ("complex", "c*")):
        result = lax_weak_answer(rule, weak, n)
        if result is not None:
            lines += lax_overload(op, [lax_param([m.py(py_name), m.arr(weak)])] * n, result)
    for atoms, node in lax_classes():
        result = lax_answer(rule, *[node] * n)
        if result is not None:
            lines += lax_overload(op, [lax_param(atoms)] * n, result)
    for atoms, node in lax_narrow_classes():
        with m.answering(False):
            result = lax_result(rule, *[node] * n)
        if result is not None:
            param = lax_param(atoms)
            lines += overload_lines(op.name, lax_signature(op, [param] * (n - 1) + [only_in(param, False)]),
                                    render_result(result))
    return lax_abstract(op, lines, rule)


def lax_named_mistake(op: operations.Operation) -> list[str]:
    """A last overload that no call matches (no value is a ``_LaxNeedsOneDtype_CastWithAstype``),
    for pyright's message: where no overload matches, pyright reports the one that failed
    on the latest argument, the last of them on a tie, so ``lax.add(int16, float32)`` is
    reported with this parameter's type, which names the fix and both dtypes (``"Array[float32]"
    is not assignable to "_LaxNeedsOneDtype_CastWithAstype[int16]"``). It returns ``Never``:
    where an argument is ``Any`` and every overload matches, its answer drops out of their join."""
    return overload_lines(op.name, lax_signature(op, ["Array[_LaxD]", "_LaxNeedsOneDtype_CastWithAstype[_LaxD]"]),
                          "Never")


def lax_abstract(op: operations.Operation, lines: list[str], rule: LaxRule) -> list[str]:
    """Abstract operands of a lax operation of several operands: a category in one
    position with one of its leaves or itself in the others (equal dtypes are
    possible), and bare Arrays."""
    n = op.arity
    for category in m.CATEGORIES:
        result = lax_category_answer(rule, category, n)
        if result is None:
            continue
        same = lax_param([m.arr(category)] + [a for atoms, node in lax_classes() if node in m.leaves(category)
                                                 for a in atoms if a.form != "py" and a.static in m.STRONG_NODES])
        for i in range(n):
            lines += lax_overload(op, [f"Array[{cat_protocol(category)}]" if j == i else same for j in range(n)], result)
    for i in range(n):
        lines += overload_lines(op.name, lax_signature(op, ["_AbstractArray" if j == i else "ArrayLike" for j in range(n)]),
                                "Array[_Top]")
    return lines


def lax_pow(rule: LaxRule) -> list[str]:
    """lax.pow: a float or complex base; an exponent of the base's dtype or any integer dtype.
    Weak operands first (a Python float also reads as a default dtype): a weak base with a
    weak exponent of its kind or a weak int stays weak."""
    lines = []
    integer_exponent = [m.arr(n) for n in m.STRONG_NODES if m.kind(n) in ("int", "uint")] + [m.arr("i*"), m.py("int")]
    integer_exponent += [Atom(f, n) for n in m.NUMPY_SCALAR if m.kind(n) in ("int", "uint") for f in ("np", "nda")]
    for py_name, weak in (("float", "f*"), ("complex", "c*")):
        base = [m.py(py_name), m.arr(weak)]
        for exponent in (weak, "i*"):
            result = lax_weak_answer_of(rule, weak, exponent)
            if result is not None:
                atoms = base if exponent == weak else [m.py("int"), m.arr("i*")]
                lines += lax_overload(operations.LAX_PRIMITIVES["pow"], [lax_param(base), lax_param(atoms)], result)
    for base, node in lax_classes():
        if m.kind(node) in ("float", "complex"):
            lines += overload_lines("pow", f"x: {lax_param(base)}, y: {lax_param(base + integer_exponent)}, /",
                                    render_result(m.canonical(node)))
    for base, node in lax_narrow_classes():
        if m.kind(node) in ("float", "complex"):
            exponent = only_in(lax_param(base + integer_exponent), False)
            lines += overload_lines("pow", f"x: {lax_param(base)}, y: {exponent}, /", render_result(node))
    # Never reached (the default float class above reads a weak float base and each
    # exponent); kept so that the union aliases after it keep their numbers.
    weak = lax_param([m.py("float"), m.arr("f*")])
    lines += overload_lines("pow", f"x: {weak}, y: {weak} | {lax_param(integer_exponent)}, /", "Array[float]")
    lines += overload_lines("pow", "x: _AbstractArray, y: ArrayLike, /", "Array[_Top]")
    lines += overload_lines("pow", "x: ArrayLike, y: _AbstractArray, /", "Array[_Top]")
    return lines


# -- scalar types --------------------------------------------------------------------

CATEGORY_PARENT = {
    "generic": None, "number": "generic", "integer": "number", "signedinteger": "integer",
    "unsignedinteger": "integer", "inexact": "number", "floating": "inexact", "complexfloating": "inexact",
}


def parent_of(node: str) -> str:
    k = m.kind(node)
    return {"bool": "generic", "uint": "unsignedinteger", "int": "signedinteger",
            "float": "floating", "complex": "complexfloating"}[k]


def scalar_section(w: Writer) -> None:
    out = []
    if w.encoding == "protocol":
        methods = protocol_methods(sorted(set(op.family for op in BINARY_OPERATORS) | set(NUMPY_BINARY.values())))
    elif w.encoding == "hybrid":
        methods = hybrid_methods()
    else:
        methods = {}
    ignore = "  # type: ignore[assignment]  # each class names itself: see _Exactly_*"
    for category in ("generic", "number", "integer", "signedinteger", "unsignedinteger", "inexact",
                     "floating", "complexfloating"):
        parent = CATEGORY_PARENT[category]
        out.append(f"class {category}({parent}):" if parent else f"class {category}:")
        out.append(f'    """{CATEGORY_DOCS[category]}"""')
        out.append(f'    _jaxtypes_category: Literal["{category}"]' + ("" if parent is None else ignore))
        out += methods.get(category, [])
        out.append("")
    for node in m.STRONG_NODES:
        name = m.class_name(node)
        out.append(f"class {name}({parent_of(node)}):")
        out.append(f'    """The {node} scalar type: ``{name}(x)`` is an ``Array[{name}]``."""')
        out.append(f'    _jaxtypes_category: Literal["{node}"]{ignore}')
        out.append(f"    dtype: ClassVar[np.dtype[{('np.' + m.NUMPY_SCALAR[node]) if node in m.NUMPY_SCALAR else 'Any'}]]")
        made = stub_name(m.canonical(node))  # jnp.int64(1) is an int32 with 64-bit mode off
        out.append(f"    def __new__(cls, x: ArrayLike | _NestedSequence, /) -> Array[{made}]: ...  # type: ignore[misc]  # JAX's scalar types make arrays")
        out += methods.get(node, [])
        out.append("")
    w.add("scalar_types", out)
    protocols = []
    for category in m.CATEGORIES:
        protocols += [
            f"class {cat_protocol(category)}(Protocol):",
            f'    """Exactly ``{category}``, none of its subclasses: only the abstract type has this category."""',
            f'    _jaxtypes_category: Literal["{category}"]  # an attribute, not a property: pyright checks it faster',
            "",
        ]
    support: list[str] = []
    imports: list[str] = []
    if w.encoding == "protocol":
        families = sorted(set(op.family for op in BINARY_OPERATORS) | set(NUMPY_BINARY.values()))
        for family in families:
            support += [
                f"class _Promotes_{family}(Protocol[_T_contra, _R_co]):",
                f"    def _jt_{family}(self, other: _T_contra, /) -> _R_co: ...",
                "",
            ]
        imports.append("from jaxtypes._array import _R, _S, " + ", ".join(f"_Promotes_{f}" for f in families))
    if w.encoding != "hybrid":  # hybrid: generate() writes them once every mode's TypeVars exist
        w.add("protocol_support", support)
        w.add("protocol_imports", imports)
    w.add("scalar_protocols", protocols)


def hybrid_methods() -> dict[str, list[str]]:
    """The ``_jt_<family>`` overloads of each strong scalar class, for the hybrid encoding:
    what that dtype gives with each other one (strong, weak or abstract)."""
    methods: dict[str, list[str]] = {n: [] for n in m.STRONG_NODES + m.CATEGORIES}
    for family in sorted(HYBRID_FAMILIES):
        for node in m.STRONG_NODES + m.CATEGORIES:
            rows = m.class_method_rows(family, node)
            lines = []
            for o in rows:
                params = " | ".join(protocol_param(a.node) for a in sorted(o.params[0], key=lambda a: node_order(a.node)))
                params, result = one_mode_row(params, o.result)
                lines += overload_lines(f"_jt_{family}", f"self, other: {params}, /", stub_name(result), "    ")
            if len(rows) == 1:
                lines = lines[1:]
            if not rows:
                # No dtype combines with this one: say so, or the class would inherit its
                # parent's table (``float32 | uint32`` would answer ``integer``).
                lines = [f"    def _jt_{family}(self, other: Never, /) -> Never: ..."]
            # (A subclass answers for its own dtype, overriding its parent's table on purpose:
            # the file's header turns the override checks off.)
            methods[node] += lines
    return methods


CATEGORY_DOCS = {
    "generic": "Base of every scalar type.",
    "number": "Numbers: integers, floats and complex numbers.",
    "integer": "Signed and unsigned integers.",
    "signedinteger": "Signed integers.",
    "unsignedinteger": "Unsigned integers.",
    "inexact": "Floats and complex numbers.",
    "floating": "Floats, the ml_dtypes ones included.",
    "complexfloating": "Complex numbers.",
}


# ---------------------------------------------------------------------------
# typecheck_cases: generated reveal and fail cases
# ---------------------------------------------------------------------------

SEED_CODES = {
    "b1": "bool", "u1": "uint8", "u2": "uint16", "u4": "uint32", "u8": "uint64", "i1": "int8", "i2": "int16",
    "i4": "int32", "i8": "int64", "bf": "bfloat16", "f2": "float16", "f4": "float32", "f8": "float64",
    "c8": "complex64", "c16": "complex128", "i*": "i*", "f*": "f*", "c*": "c*",
}


def type_expr(node: str) -> str:
    """A static node as user code writes it: ``jnp.int16``, ``int``, ``jnp.floating``."""
    if m.is_weak(node):
        return m.PYTHON_TYPE_OF_WEAK[node]
    if node == m.TOP:
        return "jnp.generic | int | float | complex"
    return f"jnp.{m.class_name(node)}"


def value_expr(node: str) -> str:
    """An expression of type ``Array[node]`` that runs."""
    if m.is_weak(node):
        return {"i*": "jnp.asarray(1)", "f*": "jnp.asarray(1.0)", "c*": "jnp.asarray(1j)"}[node]
    return f"jnp.{m.class_name(node)}(1)"


def vector_expr(node: str) -> str:
    """An expression of type ``Array[node]`` of shape (2,) that runs."""
    if m.is_weak(node):
        return f"jnp.broadcast_to({value_expr(node)}, (2,))"
    return f"jnp.full(2, 1, jnp.{m.class_name(node)})"


def in_modes(answer: Callable[[], str | None]) -> tuple[str | None, str | None]:
    """An answer of the model with 64-bit mode off (the default) and on."""
    results = []
    for x64 in (False, True):
        with m.answering(x64):
            results.append(answer())
    return results[0], results[1]


def asserted(expr: str, answer: Callable[[], str | None]) -> str | None:
    """``assert_type(expr, Array[<32-bit answer>])``, with ``  # x64: Array[<answer>]``
    where 64-bit mode gives another (tests/typecheck.py checks the line in both modes);
    None when there is no answer in the default mode."""
    narrow, wide = in_modes(answer)
    if narrow is None or wide is None:
        return None
    note = f"  # x64: Array[{type_expr(wide)}]" if wide != narrow else ""
    return f"assert_type({expr}, Array[{type_expr(narrow)}]){note}"


def reveal_table_case() -> str:
    """Every cell of the seed's promotion table through ``+``."""
    lines = [
        '"""Generated by stubs/generate.py: every cell of the seed\'s promotion table',
        "(spec/promotion_table.json) through ``+``: the asserted type is the default mode's",
        '(64-bit mode off); ``# x64: <type>`` gives the type with 64-bit mode on where it differs."""',
        "",
        "from typing_extensions import assert_type",
        "",
        "import jaxtypes.numpy as jnp",
        "from jaxtypes import Array",
        "",
    ]
    codes = list(SEED_CODES)
    for code in codes:
        node = SEED_CODES[code]
        lines.append(f"{code.replace('*', 'w')} = {value_expr(node)}")
    lines.append("")
    for a, b in itertools.product(codes, repeat=2):
        na, nb = SEED_CODES[a], SEED_CODES[b]
        line = asserted(f"{a.replace('*', 'w')} + {b.replace('*', 'w')}", lambda: m.join(na, nb))
        assert line is not None, (na, nb)
        lines.append(line)
    return "\n".join(lines) + "\n"


OPERATOR_SYMBOLS = {op.name: op.symbol for op in operations.BINARY_OPERATORS if op.name != "__matmul__"}
SAMPLE_NODES = ("bool", "uint8", "int16", "int32", "uint32", "float16", "bfloat16", "float32", "float64", "complex64",
                "i*", "f*", "c*")
PYTHON_SAMPLES = {"bool": "True", "i*": "2", "f*": "2.0", "c*": "2j"}
NUMPY_SAMPLES = {"int8": "np.int8(2)", "uint16": "np.uint16(2)", "float32": "np.float32(2)", "float64": "np.float64(2)",
                 "complex128": "np.complex128(2)", "bool": "np.bool_(True)"}


def reveal_operators_case() -> str:
    """Every operator and its reflected form, on sample dtypes, with Array, Python and NumPy operands."""
    lines = [
        '"""Generated by stubs/generate.py: every binary operator (and its reflected form)',
        'on sample dtypes, with Array, Python-scalar and NumPy operands; the unary operators."""',
        "",
        "import numpy as np",
        "from typing_extensions import assert_type",
        "",
        "import jaxtypes.numpy as jnp",
        "from jaxtypes import Array",
        "",
    ]
    # One-dimensional samples: JAX computes ``x ** y`` with an eager 0-d integer exponent
    # as lax.integer_pow (the base's dtype), which no static type tells from a larger one.
    for node in SAMPLE_NODES:
        lines.append(f"{node.replace('*', 'w')}_ = {vector_expr(node)}")
    lines.append("")
    def add(line: str | None) -> None:
        if line is not None:
            lines.append(line)

    for op in BINARY_OPERATORS:
        symbol = OPERATOR_SYMBOLS.get(op.name)
        if symbol is None:
            continue
        family = op.family
        for a, b in itertools.product(SAMPLE_NODES, repeat=2):
            if _sample_ok(family, a, b):
                add(asserted(f"{a.replace('*', 'w')}_ {symbol} {b.replace('*', 'w')}_",
                             lambda: m.operand_result(family, m.arr(a), m.arr(b))))
        for a in SAMPLE_NODES:
            for b, text in PYTHON_SAMPLES.items():
                py_atom = m.py({"bool": "bool", "i*": "int", "f*": "float", "c*": "complex"}[b])
                for left, right in ((f"{a.replace('*', 'w')}_", text), (text, f"{a.replace('*', 'w')}_")):
                    nodes = (a, b) if left.endswith("_") else (b, a)
                    atoms = (m.arr(a), py_atom) if left.endswith("_") else (py_atom, m.arr(a))
                    if not _sample_ok(family, *nodes) or (not left.endswith("_") and op.reflected is None):
                        continue
                    add(asserted(f"{left} {symbol} {right}", lambda: m.operand_result(family, *atoms)))
            for b, text in NUMPY_SAMPLES.items():
                for left, right in ((f"{a.replace('*', 'w')}_", text), (text, f"{a.replace('*', 'w')}_")):
                    nodes = (a, b) if left.endswith("_") else (b, a)
                    atoms = (m.arr(a), m.Atom("np", b)) if left.endswith("_") else (m.Atom("np", b), m.arr(a))
                    if not _sample_ok(family, *nodes) or (not left.endswith("_") and op.reflected is None):
                        continue
                    add(asserted(f"{left} {symbol} {right}", lambda: m.operand_result(family, *atoms)))
    for name, symbol in (("__neg__", "-"), ("__pos__", "+"), ("__invert__", "~")):
        unary = dict(UNARY_OPERATORS)[name]
        for a in SAMPLE_NODES:
            add(asserted(f"{symbol}{a.replace('*', 'w')}_", lambda: m.unary_result(unary, a)))
    for a in SAMPLE_NODES:
        add(asserted(f"abs({a.replace('*', 'w')}_)", lambda: m.unary_result("abs", a)))
    return "\n".join(lines) + "\n"


def _sample_ok(family: str, a: str, b: str) -> bool:
    """Leave out what the runtime cannot run on 0-d arrays of these dtypes (nothing yet)."""
    return True


def fail_no_join_case() -> str:
    """Pairs of concrete dtypes without a join, and operators on kinds they reject."""
    lines = [
        '"""Generated by stubs/generate.py: operations the lattice (or the operator) rejects."""',
        "",
        "import jaxtypes.numpy as jnp",
        "import jaxtypes.lax as lax",
        "",
    ]
    pairs = [("float8_e4m3fn", "float32"), ("float8_e5m2", "float8_e4m3fn"), ("int4", "int8"), ("uint4", "uint8"),
             ("float8_e4m3fn", "bfloat16"), ("int2", "int4")]
    for a, b in pairs:
        lines.append(f"{value_expr(a)} + {value_expr(b)}  # E: no join between {a} and {b}")
        lines.append(f"jnp.add({value_expr(a)}, {value_expr(b)})  # E: no join between {a} and {b}")
    lines += [
        "jnp.float8_e4m3fn(1) + 1j  # E: a small float has no complex join",
        "jnp.int4(1) + 1.0  # E: 4-bit integers join only with bool, weak ints and themselves",
        "jnp.float32(1) & 1  # E: bitwise operators take bools and integers",
        "jnp.float32(1) << jnp.int8(1)  # E: shifts take bools and integers",
        "jnp.complex64(1) // 2  # E: floor division has no complex form",
        "jnp.complex64(1) % jnp.float32(2)  # E: remainder has no complex form",
        "jnp.bool_(True) - jnp.bool_(False)  # E: bool - bool is an error",
        "jnp.bool_(True) - True  # E: bool - bool is an error",
        "lax.lt(jnp.complex64(1), jnp.complex64(1))  # E: lax orders no complex numbers (jnp does)",
        "jnp.zeros(3, jnp.uint32) | jnp.zeros(3, jnp.float32)  # E: bitwise operators take bools and integers",
        "jnp.bool_(True) & jnp.float16(1)  # E: bitwise operators take bools and integers",
        "jnp.float32(1) % jnp.complex64(1)  # E: remainder has no complex form",
        "jnp.remainder(jnp.float32(1), jnp.complex64(1))  # E: remainder has no complex form",
        "jnp.clip(jnp.complex64(1), 0, 1)  # E: complex numbers have no order to clip by",
        "-jnp.bool_(True)  # E: negative takes no bool",
        "~jnp.float32(1)  # E: invert takes bools and integers",
        "jnp.bitwise_and(jnp.float16(1), 1)  # E: bitwise_and takes bools and integers",
        "jnp.nextafter(1j, 1j)  # E: nextafter takes no complex",
        "lax.add(jnp.int16(1), jnp.float32(1))  # E: lax does not promote",
        "lax.add(jnp.int16(1), jnp.int8(1))  # E: lax does not promote",
        "lax.mul(jnp.float16(1), 2.0j)  # E: a Python complex is complex64/complex128 in lax",
        "lax.add(jnp.bool_(True), jnp.bool_(True))  # E: lax.add takes no bool",
        "lax.bitwise_and(jnp.float32(1), jnp.float32(1))  # E: lax.bitwise_and takes bools and integers",
        "lax.lt(jnp.complex64(1), jnp.complex64(1))  # E: lax.lt takes no complex",
        "lax.exp(jnp.int32(1))  # E: lax.exp takes floats and complex",
        "lax.zeta(jnp.int32(1), jnp.int32(1))  # E: lax.zeta takes floats",
        "lax.zeta(jnp.float32(1), jnp.float16(1))  # E: lax does not promote",
        "lax.betainc(jnp.float32(1), jnp.float32(1), jnp.float16(1))  # E: lax does not promote",
        "lax.cumsum(jnp.bool_(True))  # E: lax.cumsum takes no bool",
        "lax.reduce_and(jnp.float32(1), (0,))  # E: lax.reduce_and takes bools and integers",
    ]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------

REGION = re.compile(r"^(?P<indent>[ \t]*)# <generated (?P<name>\w+)>\n.*?^[ \t]*# </generated (?P=name)>\n",
                    re.MULTILINE | re.DOTALL)


def tidy(lines: list[str]) -> list[str]:
    """A function with one overload is a plain function; ``__eq__``/``__ne__`` overloads
    override ``object``'s on purpose (they return arrays)."""
    names: dict[str, list[int]] = {}
    for i, line in enumerate(lines):
        match = re.match(r"\s*def (\w+)\(", line)
        if match:
            names.setdefault(match[1], []).append(i)
    drop = set()
    for name, where in names.items():
        if len(where) == 1 and where[0] > 0 and lines[where[0] - 1].strip() == "@overload":
            drop.add(where[0] - 1)
    out = list(lines)
    for name in ("__eq__", "__ne__"):
        if name in names and len(names[name]) > 1:
            first, last = names[name][0] - 1, names[name][-1]
            out[first] += "  # type: ignore[override]  # arrays, not bools"
            out[last] += "  # pyright: ignore[reportIncompatibleMethodOverride]"
    return [line for i, line in enumerate(out) if i not in drop]


def share_overloads(lines: list[str], ufuncs: bool) -> list[str]:
    """Module-level functions with the same overloads (``add``, ``multiply``, ``maximum``...)
    become instances of classes whose ``__call__`` carries them, written once in a shared
    base: ``class _Fn_add(_Overloads_add)``, ``add: _Fn_add`` (each function keeps a class
    of its own, by which the mypy plugin knows the call: ``_Fn_add.__call__`` is
    ``add``). With ``ufuncs``, the functions that are jnp's ufunc objects (``UFUNC_METHODS``)
    become such classes whether or not they share their overloads, with their methods.

    Speed: mypy's work grows with the overloads it reads (it analyses each signature),
    and many jnp and lax functions share a promotion family."""
    groups: list[tuple[str, list[str]]] = []  # (function name or "", lines), in order
    i = 0
    while i < len(lines):
        match = re.match(r"def (\w+)\(", lines[i + 1]) if lines[i] == "@overload" and i + 1 < len(lines) else None
        if match and groups and groups[-1][0] == match[1]:
            groups[-1][1].extend(lines[i:i + 2])
        elif match:
            groups.append((match[1], lines[i:i + 2]))
        else:
            groups.append(("", [lines[i]]))
        i += 2 if match else 1

    def body(name: str, group: list[str]) -> tuple[str, ...]:
        return tuple(l.replace(f"def {name}(", "def __call__(self, ", 1) for l in group)
    sharers: dict[tuple[str, ...], list[str]] = {}
    for name, group in groups:
        if name and group.count("@overload") >= 2:
            sharers.setdefault(body(name, group), []).append(name)
    out: list[str] = []
    for name, group in groups:
        key = body(name, group) if name else ()
        names = sharers.get(key, [])
        ufunc = ufuncs and name in UFUNC_METHODS
        if len(names) < 2 and not ufunc:
            out += group
            continue
        shared = f"_Overloads_{names[0]}" if len(names) >= 2 else f"_Calls_{name}"
        if len(names) < 2 or name == names[0]:
            out += [f"class {shared}:", f'    """Type-check only: the overloads of {", ".join(names or [name])} (see stubs/generate.py)."""']
            out += [f"    {l}" for l in key]
        if ufunc:  # outer has the call's overloads
            outer = [f"    outer: {shared}{_OVERRIDES}"] if UFUNC_METHODS[name][0] else ["    ..."]  # (a unary ufunc has none)
            out += [f"class _Fn_{name}({shared}, _UfuncMethods_{name}):", *outer, f"{name}: _Fn_{name}"]
        else:
            out += [f"class _Fn_{name}({shared}): ...", f"{name}: _Fn_{name}"]
    return out


def stub_module(file_name: str) -> str:
    """The module a stub file types: ``numpy.linalg.pyi`` is ``jaxtypes.numpy.linalg``."""
    stem = file_name.removesuffix(".pyi")
    return "jaxtypes" if stem == "__init__" else f"jaxtypes.{stem}"


def fill_regions(text: str, regions: dict[str, list[str]], path: str) -> str:
    used = set()

    def replace(match: re.Match[str]) -> str:
        name = match["name"]
        if name not in regions:
            raise KeyError(f"{path}: no generator for region {name!r}")
        used.add(name)
        indent = match["indent"]
        body = "".join(f"{line}\n" if line else "\n" for line in regions[name])
        return f"{indent}# <generated {name}>\n{body}{indent}# </generated {name}>\n"

    out = REGION.sub(replace, text)
    return out


# A union written out in an annotation: three or more names (a name may carry one
# subscript, ``_NDArray[np.int8 | np.int16]``), not inside a longer dotted name.
_UNION_TOKEN = r"[A-Za-z_][\w.]*(?:\[[^\[\]]*\])?"
_UNION = re.compile(rf"(?<![\w.\]]){_UNION_TOKEN}(?: \| {_UNION_TOKEN}){{2,}}(?![\w.\[])")
_TYPE_PARAMETER = re.compile(r"^\s*(\w+)\s*=\s*(?:TypeVar|ParamSpec|TypeVarTuple)\(", re.MULTILINE)


def alias_unions(regions: dict[str, list[str]], type_parameters: set[str]) -> list[str]:
    """Replace, in place, every union repeated in ``regions``' signatures by a
    module-level alias, and return the alias definitions.

    The generated overloads spell the same operand sets again and again (all of
    ``np.bool_ | np.uint8 | ... | _NDArray[...]`` in each NumPy-operand overload):
    naming each set once makes the stubs about 40% smaller, and both checkers spend
    time in proportion to the text they read (pyright's parse and bind, mypy's
    semantic analysis). Unions holding a type parameter stay written out, since an
    alias of one would be generic."""
    aliases: dict[str, str] = {}

    def name(match: re.Match[str]) -> str:
        union = match[0]
        if type_parameters & set(re.findall(r"[\w.]+", union)):
            return union
        return aliases.setdefault(union, f"_Union{len(aliases)}")

    for lines in regions.values():
        for i, line in enumerate(lines):
            if re.match(r"\s*(def |\w+: )", line) and '"' not in line:
                lines[i] = _UNION.sub(name, line)
    return [f"{alias}: TypeAlias = {union}" for union, alias in aliases.items()]


def set_mode(x64: bool | None) -> None:
    """Generate for 64-bit mode ``x64`` (None: both at once) from now on."""
    m.set_mode(x64)
    _binary_overloads.cache_clear()
    unary_overloads.cache_clear()


# Regions written per mode and merged (``_modes.merge``): clip and concatenate/stack take
# the join of three or more operands through down sets, which have no form that is right
# in both modes (``uint64`` with ``int16`` joins into a weak float with 64-bit mode, into
# int32 without).
PER_MODE_REGIONS = ("numpy_clip", "numpy_arange", "numpy_sequences")
# Regions whose parameters keep their types for pyright (_pyright_parameters.py): arange's
# bounds were not tried as TypeVars; an operator's operand, and the array that ``x.real``'s
# descriptor gets, are evaluated once, before the overloads are tried.
UNBOUND_REGIONS = ("numpy_arange", "real_part", "array_operators", "reflected_operators")
# Regions with functions that take typed key arrays too (_key_arrays.py).
KEY_ARRAY_REGIONS = ("numpy_sequences", "numpy_one_array", "numpy_where", "numpy_binary", "numpy_creation")
# Regions of module-level functions, whose identical overload lists are written once.
SHARED_OVERLOAD_REGIONS = ("numpy_binary", "numpy_unary", "numpy_one_array", "numpy_reductions", "numpy_where", "numpy_creation",
                           "lax_binary", "lax_unary", "lax_dtypes", *sorted(set(LAX_REGIONS.values())))


def write_regions(encoding: str, x64: bool | None) -> dict[str, list[str]]:
    """The generated regions for one 64-bit mode: ``PER_MODE_REGIONS``; with ``x64``
    None, every other region, for both modes at once (with mode aliases)."""
    set_mode(x64)
    w = Writer(encoding)
    if x64 is None:
        array_section(w)
        w.add("dtype_aliases", dtype_alias_lines())
        numpy_section(w)
        fft_section(w)
        lax_section(w)
        scalar_section(w)  # last: the hybrid encoding's scalar methods serve the families used above
    else:
        w.add("numpy_clip", clip_overloads())
        w.add("numpy_arange", arange_overloads())
        joined_sequences(w)
    regions = {name: with_key_overloads(lines) if name in KEY_ARRAY_REGIONS else lines for name, lines in w.regions.items()}
    return {name: tidy(lines) for name, lines in regions.items()}


def generate(encoding: str) -> tuple[dict[str, str], dict[str, str]]:
    """(stub file name -> text, typecheck case path -> text) for ``encoding``.

    One text serves both 64-bit modes: every region is written once for both, with
    mode aliases (``_Mode_int64_int32``, defined per mode at the top of each file) where
    an answer differs between them, except ``PER_MODE_REGIONS``, written for each mode and
    merged into guarded copies (``_modes.py``). A checker sees the 32-bit answers by
    default and the 64-bit ones with the constant ``JAXTYPES_X64`` defined true."""
    HYBRID_FAMILIES.clear()
    TYPEVARS.clear()
    MODE_ALIASES.clear()
    ONLY_IN_MODE.clear()
    both = write_regions(encoding, x64=None)
    narrow = write_regions(encoding, x64=False)
    wide = write_regions(encoding, x64=True)
    regions = both | {name: merge_modes(narrow[name], wide[name]) for name in PER_MODE_REGIONS}
    if encoding == "hybrid":  # after every mode's regions: their constrained TypeVars too
        regions["protocol_support"], regions["protocol_imports"] = map(tidy, promotion_support(encoding))
    for name in SHARED_OVERLOAD_REGIONS:
        regions[name] = share_overloads(regions[name], ufuncs=name.startswith("numpy_"))
    regions["numpy_linalg"] = numpy_linalg_region()
    regions["numpy_linalg_products"] = products_region()
    regions["scipy_linalg"] = scipy_linalg_region()
    regions["scipy_special"] = scipy_special_region()
    regions["random_samplers"] = random_region()
    regions["nn_functions"] = nn_region()
    regions["nn_initializers"] = initializers_region()
    regions.update(scipy_stats_regions())
    regions["scipy_fft"] = scipy_fft_region()
    regions["scipy_signal"] = scipy_signal_region()
    regions["scipy_integrate"] = scipy_integrate_region()
    regions["scipy_ndimage"] = scipy_ndimage_region()
    regions["scipy_cluster_vq"] = scipy_cluster_vq_region()
    set_mode(False)
    texts = {name: (HERE / name).read_text() for name in STUB_FILES}
    type_parameters = set()
    for text in texts.values():
        type_parameters |= set(_TYPE_PARAMETER.findall(text))
    for lines in regions.values():
        type_parameters |= set(_TYPE_PARAMETER.findall("\n".join(lines)))
    aliases = ("union_aliases", "mode_aliases", "parameter_typevars", "public_names")  # written below
    stubs = {}
    for name, text in texts.items():
        own = [match["name"] for match in REGION.finditer(text)]  # in file order: stable alias numbers
        file_regions = {region: list(regions[region]) for region in own if region not in aliases}
        if "mode_aliases" in own:
            # the aliases that the generated regions and the hand-written text use
            file_text = "\n".join(line for lines in file_regions.values() for line in lines)
            file_regions["mode_aliases"] = mode_alias_lines(file_text + REGION.sub("", text))
        if "union_aliases" in own:
            file_regions["union_aliases"] = alias_unions(file_regions, type_parameters)
        if "parameter_typevars" in own:
            bind = ParameterTypeVars(file_regions["union_aliases"] + file_regions["mode_aliases"], type_parameters)
            for region in [r for r in file_regions if r not in (*aliases, *UNBOUND_REGIONS)]:
                file_regions[region] = bind.region(file_regions[region])
            file_regions["parameter_typevars"] = bind.declarations()
        if "public_names" in own:
            file_regions["public_names"] = []
            declared = public_names(fill_regions(text, file_regions, str(HERE / name)), stub_module(name))
            file_regions["public_names"] = all_lines(declared)
        stubs[name] = fill_regions(text, file_regions, str(HERE / name))
    unused = set(regions) - {match["name"] for text in texts.values() for match in REGION.finditer(text)}
    if unused:
        raise KeyError(f"generated regions missing from the stubs: {sorted(unused)}")
    cases = {
        "reveal/generated_promotion_table.py": reveal_table_case(),
        "reveal/generated_operators.py": reveal_operators_case(),
        "fail/generated_rejected.py": fail_no_join_case(),
    }
    return stubs, cases


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    parser.add_argument("--encoding", choices=ENCODINGS, default="hybrid")
    parser.add_argument("--out", type=Path, help="write the stubs to this folder instead (no cases)")
    args = parser.parse_args(argv)
    stubs, cases = generate(args.encoding)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        for name, text in stubs.items():
            (args.out / name).write_text(text)
        return 0
    targets = {HERE / name: text for name, text in stubs.items()}
    targets.update({CASES / name: text for name, text in cases.items()})
    stale = []
    for path, text in targets.items():
        current = path.read_text() if path.exists() else ""
        if current == text:
            continue
        if args.check:
            stale.append(path)
            diff = difflib.unified_diff(current.splitlines(), text.splitlines(), str(path), "generated", lineterm="", n=1)
            print("\n".join(itertools.islice(diff, 40)))
        else:
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print(f"\n{len(stale)} file(s) differ from the generator's output: run python stubs/generate.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
