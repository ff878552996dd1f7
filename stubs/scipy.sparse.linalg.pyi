# pyright: reportOverlappingOverload=false, reportRedeclaration=false
# mypy: disable-error-code="overload-overlap, no-redef, misc"
"""Stub of ``jaxtypes.scipy.sparse.linalg`` (written by hand: a few overloads on ``b``).

``cg``, ``bicgstab`` and ``gmres`` return ``(x, info)`` with ``x`` of ``b``'s type as
the runtime has it: a floating or complex ``Array[T]`` keeps ``T`` (a TypeVar, abstract
categories included), float64 and complex128 (arrays, NumPy data) are the mode's
(float32 and complex64 without 64-bit mode), NumPy float32, float16 and complex64 data
their dtype. A weakly typed ``b`` (a Python float or complex too) is the mode's default:
``cg``'s solution is strong; ``bicgstab``'s and ``gmres``'s stay weak where every step
keeps them weak (an ``A`` that is a function like ``lambda v: 2 * v``, ``gmres``'s
batched method) and are strong otherwise (a matrix ``A``), so they are typed as either. A list, tuple or mapping of strongly typed
arrays of at most 32 bits keeps its type; any other pytree gives ``Any``. ``info`` is
``None`` for ``cg`` and ``bicgstab`` (as in jax) and a weakly typed integer for ``gmres``
(-1 when the solution holds nan, else 0). Integer and bool arrays are rejected (the
runtime's ``TypeError``).

What the types do not carry: ``A`` and ``M`` (functions, matrices, objects with ``@``)
must map ``b``'s type to itself, which the runtime checks (a float64 matrix with a
float32 ``b`` is a ``TypeError``); ``cg`` also takes a Python ``int`` as ``b`` (a weak
float at run time), typed here as a float's; ``gmres`` rejects float16 and bfloat16
(LAPACK's dtypes only), which the types accept.
"""

import builtins
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, Protocol, TypeAlias, TypeVar, overload

import numpy as np

from jaxtypes._array import JAXTYPES_X64, MYPY  # the mode switch and guard (not re-exported)
from jaxtypes._array import Array, _AbstractArray, _JustComplex, _JustFloat, _NDArray
from jaxtypes.scalar_types import bfloat16, complex64, complex128, float16, float32, float64, inexact

__all__ = ["bicgstab", "cg", "gmres"]

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

class _SupportsMatmul(Protocol):
    def __matmul__(self, other: Any, /) -> Any: ...

_Operator: TypeAlias = Callable[[Any], Any] | _SupportsMatmul
"""A linear operator or preconditioner: the product with a vector, as a function, a
square matrix or an object with ``@``."""

_X = TypeVar("_X", bound=inexact)
_StrongLeaf: TypeAlias = Array[float16 | bfloat16 | float32 | complex64]
_Tree = TypeVar("_Tree", bound=Mapping[Any, _StrongLeaf] | Sequence[_StrongLeaf])
_WeakFloat: TypeAlias = Array[builtins.float] | _JustFloat
_WeakComplex: TypeAlias = Array[builtins.complex] | _JustComplex
_Float64Like: TypeAlias = Array[float64] | _NDArray[np.float64] | _WeakFloat
_Complex128Like: TypeAlias = Array[complex128] | _NDArray[np.complex128] | _WeakComplex
_InexactData: TypeAlias = _AbstractArray | _NDArray[np.inexact[Any]]

@overload
def cg(A: _Operator, b: _NDArray[np.float32], x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[float32], None]: ...
@overload
def cg(A: _Operator, b: _NDArray[np.float16], x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[float16], None]: ...
@overload
def cg(A: _Operator, b: _NDArray[np.complex64], x0: Any = None, *, tol: builtins.float = 1e-5,
       atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
       ) -> tuple[Array[complex64], None]: ...
@overload
def cg(A: _Operator, b: _Float64Like, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[_Mode_float64_float32], None]: ...
@overload
def cg(A: _Operator, b: _Complex128Like, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None
       ) -> tuple[Array[_Mode_complex128_complex64], None]: ...
@overload
def cg(A: _Operator, b: Array[_X], x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[_X], None]: ...
@overload
def cg(A: _Operator, b: _InexactData, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[inexact], None]: ...
@overload
def cg(A: _Operator, b: _Tree, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
       maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[_Tree, None]: ...
@overload
def cg(A: _Operator, b: Mapping[Any, Any] | Sequence[Any], x0: Any = None, *, tol: builtins.float = 1e-5,
       atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
       ) -> tuple[Any, None]: ...

@overload
def bicgstab(A: _Operator, b: _NDArray[np.float32], x0: Any = None, *, tol: builtins.float = 1e-5,
             atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[float32], None]: ...
@overload
def bicgstab(A: _Operator, b: _NDArray[np.float16], x0: Any = None, *, tol: builtins.float = 1e-5,
             atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[float16], None]: ...
@overload
def bicgstab(A: _Operator, b: _NDArray[np.complex64], x0: Any = None, *, tol: builtins.float = 1e-5,
             atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[complex64], None]: ...
@overload
def bicgstab(A: _Operator, b: _WeakFloat, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
             maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[_Mode_float64_float32 | builtins.float], None]: ...
@overload
def bicgstab(A: _Operator, b: _WeakComplex, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
             maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[_Mode_complex128_complex64 | builtins.complex], None]: ...
@overload
def bicgstab(A: _Operator, b: _Float64Like, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
             maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[_Mode_float64_float32], None]: ...
@overload
def bicgstab(A: _Operator, b: _Complex128Like, x0: Any = None, *, tol: builtins.float = 1e-5,
             atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Array[_Mode_complex128_complex64], None]: ...
@overload
def bicgstab(A: _Operator, b: Array[_X], x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
             maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[_X], None]: ...
@overload
def bicgstab(A: _Operator, b: _InexactData, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
             maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[Array[inexact], None]: ...
@overload
def bicgstab(A: _Operator, b: _Tree, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
             maxiter: builtins.int | None = None, M: _Operator | None = None) -> tuple[_Tree, None]: ...
@overload
def bicgstab(A: _Operator, b: Mapping[Any, Any] | Sequence[Any], x0: Any = None, *, tol: builtins.float = 1e-5,
             atol: builtins.float = 0.0, maxiter: builtins.int | None = None, M: _Operator | None = None
             ) -> tuple[Any, None]: ...

_SolveMethod: TypeAlias = Literal["batched", "incremental"]

@overload
def gmres(A: _Operator, b: _NDArray[np.float32], x0: Any = None, *, tol: builtins.float = 1e-5,
          atol: builtins.float = 0.0, restart: builtins.int = 20, maxiter: builtins.int | None = None,
          M: _Operator | None = None, solve_method: _SolveMethod = "batched"
          ) -> tuple[Array[float32], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _NDArray[np.complex64], x0: Any = None, *, tol: builtins.float = 1e-5,
          atol: builtins.float = 0.0, restart: builtins.int = 20, maxiter: builtins.int | None = None,
          M: _Operator | None = None, solve_method: _SolveMethod = "batched"
          ) -> tuple[Array[complex64], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _WeakFloat, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched"
          ) -> tuple[Array[_Mode_float64_float32 | builtins.float], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _WeakComplex, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched"
          ) -> tuple[Array[_Mode_complex128_complex64 | builtins.complex], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _Float64Like, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched") -> tuple[Array[_Mode_float64_float32], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _Complex128Like, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched") -> tuple[Array[_Mode_complex128_complex64], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: Array[_X], x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched") -> tuple[Array[_X], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _InexactData, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched") -> tuple[Array[inexact], Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: _Tree, x0: Any = None, *, tol: builtins.float = 1e-5, atol: builtins.float = 0.0,
          restart: builtins.int = 20, maxiter: builtins.int | None = None, M: _Operator | None = None,
          solve_method: _SolveMethod = "batched") -> tuple[_Tree, Array[builtins.int]]: ...
@overload
def gmres(A: _Operator, b: Mapping[Any, Any] | Sequence[Any], x0: Any = None, *, tol: builtins.float = 1e-5,
          atol: builtins.float = 0.0, restart: builtins.int = 20, maxiter: builtins.int | None = None,
          M: _Operator | None = None, solve_method: _SolveMethod = "batched") -> tuple[Any, Array[builtins.int]]: ...
