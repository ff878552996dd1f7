"""The mypy plugin: ``plugins = jaxtypes.mypy_plugin``.

The stubs are the source of truth; the plugin refines and diagnoses, computing from the
lattice in ``jaxtypes.dtypes`` directly:

* result types of Array operators (reflected ones too) on unions and ``Array[Any]``, of
  ``jnp`` functions with several array arguments (the binary functions, ``where``,
  ``clip``, ``concatenate``, ``stack``), of ``promote_types``/``result_type`` on dtype
  literals, and of dtype arguments the stubs leave wide (``dtype="i2"``);
* the overload a ``jnp`` or ``lax`` call takes where an argument is a NumPy call: mypy would
  infer ``np.ones(3, np.uint16)`` in each overload's context, where it fits any ndarray
  formal (``Hooks.host_arrays``);
* errors with their own codes (``errorcodes.py``): ``jaxtypes-lax-dtype``,
  ``jaxtypes-no-join`` and, under the strict option, ``jaxtypes-strict-promotion``.

Options (``config.py``): ``jax_enable_x64`` and ``jax_numpy_dtype_promotion`` from
``[tool.jaxtypes]`` or ``[jaxtypes]``; they are part of ``report_config_data``, so
changing them invalidates mypy's cache. 64-bit mode is one switch with the stubs'
constant: ``jax_enable_x64 = true`` or mypy's own ``always_true = JAXTYPES_X64`` turn it
on for both (``config.stub_constant``). Imports only ``jaxtypes.dtypes`` and mypy.
"""

from __future__ import annotations

import re

from collections.abc import Callable
from functools import cache
from typing import Any

from mypy.nodes import TypeInfo
from mypy.options import Options
from mypy.plugin import (
    FunctionContext,
    FunctionSigContext,
    MethodContext,
    MethodSigContext,
    Plugin,
    ReportConfigContext,
)
from mypy.types import FunctionLike, Type

from jaxtypes.mypy_plugin import config, errorcodes, hooks, typemap
from jaxtypes._operations import (
    LAX_SAME_DTYPE, NUMPY_BINARY, NUMPY_FFT, NUMPY_ONE_ARRAY, NUMPY_TWO_ARRAY, NUMPY_UNARY, UNARY_OPERATORS,
)
from jaxtypes._static_rules import DTYPE_ARGUMENT_FUNCTIONS, Modes
from jaxtypes.mypy_plugin.typemap import ARRAY

__all__ = ["JaxtypesPlugin", "plugin", "errorcodes"]

_NUMPY = "jaxtypes.numpy."
_LAX = "jaxtypes.lax."
_DTYPES = "jaxtypes.dtypes."


class JaxtypesPlugin(Plugin):
    """Hooks for ``jaxtypes.Array``'s operators and the promoting ``jnp``/``lax`` calls."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self.modes: Modes = config.stub_constant(options, config.load(options.config_file))
        self.hooks: hooks.Hooks = hooks.Hooks(self.modes)
        self._fingerprint = config.source_fingerprint()
        self._method_sig: dict[str, Callable[[MethodSigContext], FunctionLike] | None] = {}
        self._method: dict[str, Callable[[MethodContext], Type] | None] = {}
        self._function_sig = self._function_signature_hooks()
        self._function = self._function_hooks()

    def report_config_data(self, ctx: ReportConfigContext) -> Any:
        return {
            "jax_enable_x64": self.modes.x64,
            "jax_numpy_dtype_promotion": "strict" if self.modes.strict else "standard",
            "plugin": self._fingerprint,
        }

    # -- functions --------------------------------------------------------------------

    def _numpy_promotions(self) -> dict[str, hooks.OutcomeOf]:
        """The jnp functions whose arguments promote together, by full name."""
        h = self.hooks
        # (a tuple result, as divmod's or one a return_* flag asks for, is left to the
        # stubs: numpy_binary and numpy_unary answer one array)
        table = {_NUMPY + name: h.numpy_binary(name) for name in NUMPY_BINARY
                 if name not in NUMPY_TWO_ARRAY or (NUMPY_TWO_ARRAY[name].returns == "{}"
                                                    and "return_" not in NUMPY_TWO_ARRAY[name].extra)}
        table.update({_NUMPY + name: h.numpy_joined(name) for name in hooks.NUMPY_JOINED})
        table.update({_NUMPY + name: h.numpy_sequence(name) for name in hooks.NUMPY_SEQUENCES})
        table[_NUMPY + "select"] = h.numpy_select
        table[_NUMPY + "einsum"] = h.numpy_einsum
        table.update({_NUMPY + name: h.numpy_unary(family) for name, family in NUMPY_UNARY.items()})
        # (those with a dtype or a list result are left to the stubs: numpy_unary answers Array[family])
        table.update({_NUMPY + name: h.numpy_unary(op.family) for name, op in NUMPY_ONE_ARRAY.items()
                      if op.returns == "{}" and "{dtype}" not in op.extra and "return_" not in op.extra})
        table.update({_NUMPY + "fft." + name: h.numpy_unary(op.family) for name, op in NUMPY_FFT.items()})
        return table

    def _function_signature_hooks(self) -> dict[str, Callable[[FunctionSigContext | MethodSigContext], FunctionLike]]:
        h = self.hooks
        table = {name: h.function_signature(outcome) for name, outcome in self._numpy_promotions().items()}
        for name in LAX_SAME_DTYPE:
            table[_LAX + name] = h.function_signature(h.lax_same(name))
        table[_DTYPES + "promote_types"] = h.function_signature(h.promote_types)
        table[_DTYPES + "result_type"] = h.function_signature(h.result_type)
        for rule in DTYPE_ARGUMENT_FUNCTIONS:  # (rows: jnp's names, and lax's as "lax.iota")
            module, name = (_LAX, rule[4:]) if rule.startswith("lax.") else (_NUMPY, rule)
            table[module + name] = h.dtype_argument(rule, ("lax." if module == _LAX else "jnp.") + name)
        return table

    def _function_hooks(self) -> dict[str, Callable[[FunctionContext | MethodContext], Type]]:
        h = self.hooks
        table = {name: h.function_result(outcome) for name, outcome in self._numpy_promotions().items()}
        for name in hooks.NUMPY_DTYPE_FUNCTIONS:
            table[_NUMPY + name] = h.dtype_result(1 if name == "astype" else None, _dtype_rule(name))
        for name in hooks.LAX_DTYPE_FUNCTIONS:
            table[_LAX + name] = h.dtype_result(rule=_dtype_rule(f"lax.{name}"))
        table[_DTYPES + "promote_types"] = h.dtype_function_result(h.promote_types, None)
        table[_DTYPES + "result_type"] = h.dtype_function_result(h.result_type, "return_weak_type_flag")
        table["builtins.round"] = h.builtin_round  # type: ignore[assignment]  # a function's hook only
        return table

    def get_function_signature_hook(self, fullname: str) -> Callable[[FunctionSigContext], FunctionLike] | None:
        if fullname.startswith((_NUMPY, _LAX)):
            return self.hooks.host_arrays(self._function_sig.get(fullname))
        return self._function_sig.get(fullname)

    def get_function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        return self._function.get(fullname)

    # -- methods ----------------------------------------------------------------------

    def _is_array_method(self, fullname: str) -> str | None:
        """The method's name if ``fullname`` is Array's own method on Array or a subclass
        (a subclass that overrides it keeps its own signature), or the call of a reflected
        operator's class (``_Radd.__call__``: ``Array.__radd__``)."""
        if fullname in _REFLECTED_CALLS:
            return _REFLECTED_CALLS[fullname]
        owner, _, method = fullname.rpartition(".")
        if owner == ARRAY:
            return method
        return method if _inherits_from_array(self, owner, method) else None

    def get_method_signature_hook(self, fullname: str) -> Callable[[MethodSigContext], FunctionLike] | None:
        if fullname not in self._method_sig:
            method = _REFLECTED_CALLS.get(fullname) or fullname.rpartition(".")[2]
            hook: Callable[[MethodSigContext], FunctionLike] | None = None
            if shared := _shared_function(fullname):
                hook = self.hooks.host_arrays(self._function_sig.get(shared))
            elif method in hooks.OPERATORS and self._is_array_method(fullname):
                hook = self.hooks.method_signature(self.hooks.operator(hooks.OPERATORS[method]))
            elif _dtype_rule(method) and self._is_array_method(fullname):
                hook = self.hooks.dtype_argument(method, f"Array.{method}")
            self._method_sig[fullname] = hook
        return self._method_sig[fullname]

    def get_method_hook(self, fullname: str) -> Callable[[MethodContext], Type] | None:
        if fullname not in self._method:
            method = _REFLECTED_CALLS.get(fullname) or fullname.rpartition(".")[2]
            hook: Callable[[MethodContext], Type] | None = None
            if shared := _shared_function(fullname):
                hook = self._function.get(shared)
            elif method in hooks.OPERATORS and self._is_array_method(fullname):
                hook = self.hooks.method_result(self.hooks.operator(hooks.OPERATORS[method]))
            elif method in _UNARY and self._is_array_method(fullname):
                hook = self.hooks.unary_operator(*_UNARY[method])
            elif method in hooks.ARRAY_DTYPE_METHODS and self._is_array_method(fullname):
                hook = self.hooks.dtype_result(0 if method == "astype" else None, _dtype_rule(method))
            self._method[fullname] = hook
        return self._method[fullname]


def _dtype_rule(name: str) -> str | None:
    """``name``'s row of ``dtype_argument_result`` (jnp's names; lax's as ``lax.iota``)."""
    return name if name in DTYPE_ARGUMENT_FUNCTIONS else None


_UNARY = {op.name: (op.family, op.symbol or op.name) for op in UNARY_OPERATORS}
_REFLECTED_CALLS = {f"{typemap.reflected_operator_class(name)}.__call__": name
                    for name, op in hooks.OPERATORS.items() if op.reflected}


def _shared_function(fullname: str) -> str:
    """``jaxtypes.numpy.add`` for ``jaxtypes.numpy._Fn_add.__call__``: a function whose
    overloads the stubs share with others is an instance of a class of its own
    (``share_overloads`` in stubs/generate.py); "" for any other method."""
    match = re.fullmatch(r"(jaxtypes\.(?:numpy|lax))\._Fn_(\w+)\.__call__", fullname)
    return f"{match[1]}.{match[2]}" if match else ""


def _inherits_from_array(plugin: Plugin, owner: str, method: str) -> bool:
    try:
        sym = plugin.lookup_fully_qualified(owner)
    except Exception:
        return False
    info = sym.node if sym is not None else None
    if not isinstance(info, TypeInfo) or not info.has_base(ARRAY):
        return False
    defined_in = info.get_containing_type_info(method)
    return defined_in is not None and defined_in.fullname == ARRAY


@cache
def plugin(version: str) -> type[Plugin]:
    """mypy's entry point."""
    return JaxtypesPlugin
