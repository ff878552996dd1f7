"""The overloads of ``stubs/nn.pyi`` (``jaxtypes.nn``) and ``stubs/nn.initializers.pyi``.

An activation's dtype rule is whatever its composition of jnp operations makes of each
kind of input, so it is read from the runtime itself: each function runs abstractly
(``jaxtypes.eval_shape``, no computation) on every input class, in both 64-bit modes,
and each class the function accepts gets an overload with the result's dtype and weak
type (a mode alias where the modes differ); a class it rejects gets none, so both
checkers reject it as the runtime does. The classes: jaxtypes arrays of every dtype,
weakly typed arrays, NumPy data of NumPy's dtypes, and Python scalars. Parameters that
can change the dtype (``logsumexp``'s ``b``, ``standardize``'s moments, an array
``alpha``) take the exact overloads only in their dtype-neutral forms (None, a Python
float); other forms get the honest ``Array[inexact]``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from jaxtypes import dtypes

_NUMPY = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
          "float64", "complex64", "complex128")
_PYTHON = (("builtins.bool", True), ("_JustInt", 2), ("_JustFloat", 2.5), ("_JustComplex", 2.5j))
_WEAK = (("builtins.int", "int"), ("builtins.float", "float"), ("builtins.complex", "complex"))


@dataclass(frozen=True)
class Activation:
    """``name(x, {rest})``: ``rest`` the other parameters in their dtype-neutral forms,
    ``general`` the same parameters in every form (for the ``Array[inexact]`` overload)."""

    name: str
    rest: str = ""
    general: str = ""


_AXIS = "axis: builtins.int | Sequence[builtins.int] | None"
ACTIVATIONS = [
    *[Activation(n) for n in ("relu", "relu6", "softplus", "sparse_plus", "soft_sign", "sigmoid", "sparse_sigmoid",
                              "silu", "swish", "mish", "log_sigmoid", "hard_tanh", "selu", "hard_sigmoid",
                              "hard_silu", "hard_swish", "log1mexp", "identity", "tanh")],
    Activation("squareplus", "b: builtins.float = 4", "b: ArrayLike = 4"),
    Activation("elu", "alpha: builtins.float = 1.0", "alpha: ArrayLike = 1.0"),
    Activation("celu", "alpha: builtins.float = 1.0", "alpha: ArrayLike = 1.0"),
    Activation("leaky_relu", "negative_slope: builtins.float = 0.01", "negative_slope: ArrayLike = 0.01"),
    Activation("gelu", "approximate: builtins.bool = True"),
    Activation("glu", "axis: builtins.int = -1"),
    Activation("softmax", f"{_AXIS} = -1, where: ArrayLike | None = None"),
    Activation("log_softmax", f"{_AXIS} = -1, where: ArrayLike | None = None"),
    Activation("logmeanexp", f"{_AXIS} = None, where: ArrayLike | None = None, keepdims: builtins.bool = False"),
    Activation("logsumexp", f"{_AXIS} = None, b: None = None, keepdims: builtins.bool = False, "
                            "return_sign: Literal[False] = False, where: ArrayLike | None = None",
               f"{_AXIS} = None, b: ArrayLike | None = None, keepdims: builtins.bool = False, "
               "return_sign: builtins.bool = False, where: ArrayLike | None = None"),
    Activation("standardize", f"{_AXIS} = -1, mean: None = None, variance: None = None, "
                              "epsilon: builtins.float = 1e-5, where: ArrayLike | None = None, *, "
                              "algorithm: Literal['fast', 'stable'] = 'fast'",
               f"{_AXIS} = -1, mean: ArrayLike | None = None, variance: ArrayLike | None = None, "
               "epsilon: ArrayLike = 1e-5, where: ArrayLike | None = None, *, "
               "algorithm: Literal['fast', 'stable'] = 'fast'"),
]


def _stub_name(name: str) -> str:
    return "bool_" if name == "bool" else name


def _answer(function: Callable[..., Any], argument: Any) -> str | None:
    """The stub's name of the result class of ``function(argument)``, or None where it raises."""
    import jaxtypes

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = jaxtypes.eval_shape(function, argument)
    except Exception:  # noqa: BLE001  (a class the function rejects)
        return None
    if out.weak_type:
        weak = {"i*": "builtins.int", "f*": "builtins.float", "c*": "builtins.complex"}
        return weak[dtypes.weak_node_of_kind(out.dtype)]
    return _stub_name(dtypes.dtype_info(out.dtype).name)


def _both_modes(function: Callable[..., Any], make: Callable[[], Any]) -> str | None:
    """The answer in each mode: one name where they agree, else the mode alias."""
    import jaxtypes

    answers = []
    for x64 in (False, True):
        with jaxtypes.enable_x64(x64):
            answers.append(_answer(function, make()))
    narrow, wide = answers
    if (narrow is None) != (wide is None):
        raise AssertionError(f"{getattr(function, '__name__', function)}: accepted in one 64-bit mode only")
    if narrow == wide:
        return narrow
    return f"_Mode_{(wide or '').replace('builtins.', '')}_{(narrow or '').replace('builtins.', '')}"


def _input_classes() -> Iterator[tuple[str, Callable[[], Any]]]:
    import jaxtypes

    def struct(dtype: Any, weak: bool = False) -> Callable[[], Any]:
        return lambda: jaxtypes.ShapeDtypeStruct((2,), dtypes.canonicalize_dtype(dtype), weak)

    for name in dtypes.REGISTRY:
        yield f"Array[{_stub_name(name)}]", struct(name)
    for stub, kind in _WEAK:
        yield f"Array[{stub}]", struct({"int": int, "float": float, "complex": complex}[kind], weak=True)
    for name in _NUMPY:
        yield f"_NDArray[np.{name}] | np.{name}", struct(name)
    for stub, value in _PYTHON:
        yield stub, lambda value=value: value


def activation_overloads(activation: Activation) -> Iterator[str]:
    from jaxtypes import nn

    function = getattr(nn, activation.name)
    rest = f", {activation.rest}" if activation.rest else ""
    for param, make in _input_classes():
        answer = _both_modes(function, make)
        if answer is not None:
            yield f"def {activation.name}(x: {param}{rest}) -> Array[{answer}]: ..."
    general = activation.general or activation.rest
    general = f", {general}" if general else ""
    if activation.name == "logsumexp":
        yield (f"def logsumexp(x: ArrayLike, {_AXIS} = None, b: ArrayLike | None = None, "
               "keepdims: builtins.bool = False, *, return_sign: Literal[True], where: ArrayLike | None = None"
               ") -> tuple[Array[inexact], Array[inexact]]: ...")
    yield f"def {activation.name}(x: _AbstractArray{general}) -> Array[_Top]: ..."
    if activation.general:
        yield f"def {activation.name}(x: ArrayLike{general}) -> Array[inexact]: ..."


def _dtype_alias(name: str) -> str:
    return {"int64": "_DTypeLike_int64_exact", "float64": "_DTypeLike_float64_exact",
            "complex128": "_DTypeLike_complex128_exact"}.get(name, f"_DTypeLike_{name}")


def _mode_result(name: str) -> str:
    return {"int64": "_Mode_int64_int32", "uint64": "_Mode_uint64_uint32", "float64": "_Mode_float64_float32",
            "complex128": "_Mode_complex128_complex64"}.get(name, _stub_name(name))


def one_hot_overloads() -> Iterator[str]:
    signature = "x: ArrayLike, num_classes: builtins.int, *, dtype: {D}, axis: builtins.int = -1"
    for name in dtypes.REGISTRY:
        yield f"def one_hot({signature.format(D=_dtype_alias(name))}) -> Array[{_mode_result(name)}]: ..."
    yield f"def one_hot({signature.format(D='_UnnamedDTypeLike')}) -> Array[generic]: ..."
    yield f"def one_hot({signature.format(D='None = None')}) -> Array[_Mode_float64_float32]: ..."


def nn_region() -> list[str]:
    """The region ``nn_functions`` of ``nn.pyi``: every overload, each with ``@overload``."""
    lines = []
    texts = [text for activation in ACTIVATIONS for text in activation_overloads(activation)]
    for text in [*texts, *one_hot_overloads()]:
        lines += ["@overload", text]
    return lines


_INEXACT = [n for n, info in dtypes.REGISTRY.items() if info.kind in ("float", "complex") and info.bits >= 8]


def initializer_call_overloads(default: str, *, method: bool) -> list[str]:
    """``init(key, shape, dtype)``'s overloads: the named inexact dtypes, a dtype the
    stubs cannot name, and None (the initializer's default, ``default``)."""
    head = "self, key: _Key, shape: ShapeLike" if method else "key: _Key, shape: ShapeLike"
    name = "__call__" if method else "{name}"
    lines = []
    for dtype in _INEXACT:
        lines += ["@overload", f"def {name}({head}, dtype: {_dtype_alias(dtype)}, out_sharding: None = None)"
                               f" -> Array[{_mode_result(dtype)}]: ..."]
    for dtype, result in (("_UnnamedDTypeLike", "inexact"), ("None = None", default)):
        lines += ["@overload", f"def {name}({head}, dtype: {dtype}, out_sharding: None = None) -> Array[{result}]: ..."]
    return lines


def factory_dtype_overloads(name: str, params: str) -> list[str]:
    """A factory's overloads: its ``dtype`` (keyword ``{D}`` in ``params``) sets the
    default dtype its initializer draws."""
    lines = []
    for dtype in _INEXACT:
        lines += ["@overload", f"def {name}({params.format(D=_dtype_alias(dtype))}) -> "
                               f"Initializer[{_mode_result(dtype)}]: ..."]
    lines += ["@overload", f"def {name}({params.format(D='_UnnamedDTypeLike')}) -> Initializer[inexact]: ..."]
    lines += ["@overload", f"def {name}({params.format(D='None = None')}) -> Initializer[_Mode_float64_float32]: ..."]
    return lines


_AXES = "builtins.int | Sequence[builtins.int]"
_FANS = f"in_axis: {_AXES} = -2, out_axis: {_AXES} = -1, batch_axis: {_AXES} = ()"
FACTORIES = {
    "constant": "value: ArrayLike, dtype: {D}",
    "uniform": "scale: ArrayLike = 0.01, *, dtype: {D}",
    "normal": "stddev: ArrayLike = 0.01, *, dtype: {D}",
    "truncated_normal": "stddev: ArrayLike = 0.01, *, dtype: {D}, lower: ArrayLike = -2.0, upper: ArrayLike = 2.0",
    "variance_scaling": ("scale: ArrayLike, mode: Literal['fan_in', 'fan_out', 'fan_avg', 'fan_geo_avg'], "
                         f"distribution: Literal['truncated_normal', 'normal', 'uniform'], {_FANS}, *, dtype: {{D}}"),
    **{name: f"{_FANS}, *, dtype: {{D}}" for name in (
        "glorot_uniform", "glorot_normal", "lecun_uniform", "lecun_normal", "he_uniform", "he_normal",
        "xavier_uniform", "xavier_normal", "kaiming_uniform", "kaiming_normal")},
    "orthogonal": "scale: ArrayLike = 1.0, column_axis: builtins.int = -1, *, dtype: {D}",
    "delta_orthogonal": "scale: ArrayLike = 1.0, column_axis: builtins.int = -1, *, dtype: {D}",
}


def initializers_region() -> list[str]:
    """The region ``nn_initializers`` of ``nn.initializers.pyi``."""
    lines = ["class Initializer(Protocol[_D_co]):",
             '    """``init(key, shape, dtype=None)``: weights of ``shape``, of ``dtype`` or the default."""']
    lines += ["    " + line for line in initializer_call_overloads("_D_co", method=True)]
    lines.append("")
    for name in ("zeros", "ones"):
        lines += [line.format(name=name) for line in initializer_call_overloads("_Mode_float64_float32", method=False)]
    for name, params in FACTORIES.items():
        lines += factory_dtype_overloads(name, params)
    return lines
