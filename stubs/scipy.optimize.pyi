# pyright: reportOverlappingOverload=false, reportRedeclaration=false
# mypy: disable-error-code="overload-overlap, no-redef, misc"
"""Stub of ``jaxtypes.scipy.optimize`` (written by hand: a few overloads on ``x0``).

``minimize`` returns an ``OptimizeResults`` generic in the dtype of ``x``, which is
``x0``'s as the runtime has it: a floating or complex ``Array[T]`` keeps ``T`` (a
TypeVar, abstract categories included), float64 and complex128 (arrays or NumPy data)
are the mode's (float32 and complex64 without 64-bit mode), NumPy float32, float16 and
complex64 data their dtype, and a weakly typed ``x0`` becomes the mode's strong
default (the loop's updates are strong). ``jac`` and ``hess_inv`` have ``x``'s dtype;
``success`` is a bool, ``status``, ``nfev``, ``njev`` and ``nit`` weakly typed
integers. Integer and bool ``x0`` are rejected (the runtime's ``TypeError``).

What the types do not carry: ``fun``, the objective's value, is typed ``Array[floating]``
(a strong real float: its dtype is the objective's result's, which the overloads do not
read, so that a lambda whose result a checker cannot infer leaves ``x`` typed);
``hess_inv`` is ``None`` for the L-BFGS method and an array for BFGS (the method is a
string). ``tol`` is accepted and unused, as in jax.
"""

import builtins
from collections.abc import Callable, Mapping
from typing import Any, Generic, NamedTuple, TypeAlias, TypeVar, overload

import numpy as np

from jaxtypes._array import JAXTYPES_X64, MYPY  # the mode switch and guard (not re-exported)
from jaxtypes._array import Array, _AbstractArray, _NDArray
from jaxtypes.scalar_types import bool_, complex64, complex128, float16, float32, float64, floating, inexact

__all__ = ["OptimizeResults", "minimize"]

# The answers that differ between the 64-bit modes (see stubs/_modes.py).
if not JAXTYPES_X64 and False:  # mypy only (see stubs/_modes.py)
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
if not MYPY and not JAXTYPES_X64:  # pyright only
    _Mode_float64_float32: TypeAlias = float32
    _Mode_complex128_complex64: TypeAlias = complex64
if JAXTYPES_X64:
    _Mode_float64_float32: TypeAlias = float64
    _Mode_complex128_complex64: TypeAlias = complex128

_X_co = TypeVar("_X_co", bound=inexact, covariant=True)
_X = TypeVar("_X", bound=inexact)

class OptimizeResults(NamedTuple, Generic[_X_co]):
    """What ``minimize`` found (see the runtime's docstring for the status codes)."""
    x: Array[_X_co]
    success: Array[bool_]
    status: Array[builtins.int]
    fun: Array[floating]
    jac: Array[_X_co]
    hess_inv: Array[_X_co] | None
    nfev: Array[builtins.int]
    njev: Array[builtins.int]
    nit: Array[builtins.int]

_Objective: TypeAlias = Callable[..., Any]
_Options: TypeAlias = Mapping[str, Any] | None

@overload
def minimize(fun: _Objective, x0: _NDArray[np.float32], args: tuple[Any, ...] = (), *, method: str,
             tol: builtins.float | None = None, options: _Options = None) -> OptimizeResults[float32]: ...
@overload
def minimize(fun: _Objective, x0: _NDArray[np.float16], args: tuple[Any, ...] = (), *, method: str,
             tol: builtins.float | None = None, options: _Options = None) -> OptimizeResults[float16]: ...
@overload
def minimize(fun: _Objective, x0: _NDArray[np.complex64], args: tuple[Any, ...] = (), *, method: str,
             tol: builtins.float | None = None, options: _Options = None) -> OptimizeResults[complex64]: ...
@overload
def minimize(fun: _Objective, x0: Array[float64] | _NDArray[np.float64] | Array[builtins.float],
             args: tuple[Any, ...] = (), *, method: str, tol: builtins.float | None = None,
             options: _Options = None) -> OptimizeResults[_Mode_float64_float32]: ...
@overload
def minimize(fun: _Objective, x0: Array[complex128] | _NDArray[np.complex128] | Array[builtins.complex],
             args: tuple[Any, ...] = (), *, method: str, tol: builtins.float | None = None,
             options: _Options = None) -> OptimizeResults[_Mode_complex128_complex64]: ...
@overload
def minimize(fun: _Objective, x0: Array[_X], args: tuple[Any, ...] = (), *, method: str,
             tol: builtins.float | None = None, options: _Options = None) -> OptimizeResults[_X]: ...
@overload
def minimize(fun: _Objective, x0: _AbstractArray | _NDArray[np.inexact[Any]], args: tuple[Any, ...] = (), *, method: str,
             tol: builtins.float | None = None, options: _Options = None) -> OptimizeResults[inexact]: ...
