"""Stub of ``jaxtypes.lax.linalg``: a decomposition keeps its operand's dtype; eigenvalues
and singular values have the real dtype of the same width (complex64 -> float32);
pivots and permutations are int32. LAPACK takes float32, float64, complex64, complex128.
"""

import enum
from typing import Literal, TypeVar, overload

from jaxtypes._array import Array
from jaxtypes.scalar_types import complex64, complex128, float32, float64, int32

_F = TypeVar("_F", float32, float64, complex64, complex128)
_R = TypeVar("_R", float32, float64)

__all__ = ["SvdAlgorithm", "cholesky", "eigh", "lu", "lu_pivots_to_permutation", "qr", "svd", "triangular_solve"]

class SvdAlgorithm(enum.Enum):
    DEFAULT = "default"
    QR = "QR"
    JACOBI = "Jacobi"
    POLAR = "polar"
    DIVIDE_AND_CONQUER = "divide_and_conquer"

def cholesky(x: Array[_F], *, symmetrize_input: bool = True) -> Array[_F]: ...
def triangular_solve(a: Array[_F], b: Array[_F], *, left_side: bool = False, lower: bool = False,
                     transpose_a: bool = False, conjugate_a: bool = False, unit_diagonal: bool = False) -> Array[_F]: ...
def lu(x: Array[_F]) -> tuple[Array[_F], Array[int32], Array[int32]]: ...
def lu_pivots_to_permutation(pivots: Array[int32], permutation_size: int) -> Array[int32]: ...
@overload
def qr(x: Array[_F], *, pivoting: Literal[False] = False, full_matrices: bool = True) -> tuple[Array[_F], Array[_F]]: ...
@overload
def qr(x: Array[_F], *, pivoting: Literal[True], full_matrices: bool = True
       ) -> tuple[Array[_F], Array[_F], Array[int32]]: ...
@overload
def eigh(x: Array[complex64], *, lower: bool = True, symmetrize_input: bool = True, sort_eigenvalues: bool = True,
         subset_by_index: tuple[int, int] | None = None) -> tuple[Array[complex64], Array[float32]]: ...
@overload
def eigh(x: Array[complex128], *, lower: bool = True, symmetrize_input: bool = True, sort_eigenvalues: bool = True,
         subset_by_index: tuple[int, int] | None = None) -> tuple[Array[complex128], Array[float64]]: ...
@overload
def eigh(x: Array[_R], *, lower: bool = True, symmetrize_input: bool = True, sort_eigenvalues: bool = True,
         subset_by_index: tuple[int, int] | None = None) -> tuple[Array[_R], Array[_R]]: ...
@overload
def svd(x: Array[complex64], *, full_matrices: bool = True, compute_uv: Literal[True] = True,
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None
        ) -> tuple[Array[complex64], Array[float32], Array[complex64]]: ...
@overload
def svd(x: Array[complex128], *, full_matrices: bool = True, compute_uv: Literal[True] = True,
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None
        ) -> tuple[Array[complex128], Array[float64], Array[complex128]]: ...
@overload
def svd(x: Array[_R], *, full_matrices: bool = True, compute_uv: Literal[True] = True,
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None
        ) -> tuple[Array[_R], Array[_R], Array[_R]]: ...
@overload
def svd(x: Array[complex64], *, full_matrices: bool = True, compute_uv: Literal[False],
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None) -> Array[float32]: ...
@overload
def svd(x: Array[complex128], *, full_matrices: bool = True, compute_uv: Literal[False],
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None) -> Array[float64]: ...
@overload
def svd(x: Array[_R], *, full_matrices: bool = True, compute_uv: Literal[False],
        subset_by_index: tuple[int, int] | None = None, algorithm: SvdAlgorithm | None = None) -> Array[_R]: ...
