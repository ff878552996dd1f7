"""Stub of ``jaxtypes.lax.linalg``: a decomposition keeps its operand's dtype; eigenvalues
and singular values have the real dtype of the same width (complex64 -> float32);
pivots and permutations are int32. LAPACK takes float32, float64, complex64, complex128.
"""

import enum
from collections.abc import Callable
from typing import Any, Literal, TypeVar, overload

from jaxtypes._array import Array
from jaxtypes.scalar_types import bfloat16, bool_, complex64, complex128, float16, float32, float64, int32

_F = TypeVar("_F", float32, float64, complex64, complex128)
_R = TypeVar("_R", float32, float64)
_Float = TypeVar("_Float", float16, bfloat16, float32, float64)

__all__ = ["EigImplementation", "EighImplementation", "SvdAlgorithm", "cholesky", "cholesky_update", "eig", "eigh",
           "hessenberg", "householder_product", "lu", "lu_pivots_to_permutation", "ormqr", "qdwh", "qr", "schur",
           "svd", "symmetric_product", "triangular_solve", "tridiagonal", "tridiagonal_solve"]

class EigImplementation(enum.Enum):
    CUSOLVER = "cusolver"
    MAGMA = "magma"
    LAPACK = "lapack"

class EighImplementation(enum.Enum):
    QR = "qr"
    JACOBI = "jacobi"
    QDWH = "qdwh"

class SvdAlgorithm(enum.Enum):
    DEFAULT = "default"
    QR = "QR"
    JACOBI = "Jacobi"
    POLAR = "polar"
    DIVIDE_AND_CONQUER = "divide_and_conquer"

def cholesky(x: Array[_F], *, symmetrize_input: bool = True) -> Array[_F]: ...
def cholesky_update(r_matrix: Array[_Float], w_vector: Array[_Float]) -> Array[_Float]: ...
def ormqr(a: Array[_F], taus: Array[_F], c: Array[_F], *, left: bool = True, transpose: bool = False) -> Array[_F]: ...
def qdwh(x: Array[_F], *, is_hermitian: bool = False, max_iterations: int | None = None, eps: float | None = None,
         dynamic_shape: tuple[int, int] | None = None) -> tuple[Array[_F], Array[_F], Array[int], Array[bool_]]: ...
def symmetric_product(a_matrix: Array[_Float], c_matrix: Array[_Float], *, alpha: float = 1., beta: float = 0.,
                      symmetrize_output: bool = False) -> Array[_Float]: ...
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
         subset_by_index: tuple[int, int] | None = None, implementation: EighImplementation | None = None
         ) -> tuple[Array[complex64], Array[float32]]: ...
@overload
def eigh(x: Array[complex128], *, lower: bool = True, symmetrize_input: bool = True, sort_eigenvalues: bool = True,
         subset_by_index: tuple[int, int] | None = None, implementation: EighImplementation | None = None
         ) -> tuple[Array[complex128], Array[float64]]: ...
@overload
def eigh(x: Array[_R], *, lower: bool = True, symmetrize_input: bool = True, sort_eigenvalues: bool = True,
         subset_by_index: tuple[int, int] | None = None, implementation: EighImplementation | None = None
         ) -> tuple[Array[_R], Array[_R]]: ...
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

@overload
def eig(x: Array[float32] | Array[complex64], *, compute_left_eigenvectors: bool = True,
        compute_right_eigenvectors: bool = True, enable_eigvec_derivs: bool = False,
        implementation: EigImplementation | None = None, use_magma: bool | None = None) -> list[Array[complex64]]: ...
@overload
def eig(x: Array[float64] | Array[complex128], *, compute_left_eigenvectors: bool = True,
        compute_right_eigenvectors: bool = True, enable_eigvec_derivs: bool = False,
        implementation: EigImplementation | None = None, use_magma: bool | None = None) -> list[Array[complex128]]: ...
def householder_product(a: Array[_F], taus: Array[_F]) -> Array[_F]: ...
def hessenberg(a: Array[_F]) -> tuple[Array[_F], Array[_F]]: ...
@overload
def schur(x: Array[_F], *, compute_schur_vectors: Literal[True] = True, sort_eig_vals: bool = False,
          select_callable: Callable[..., Any] | None = None) -> tuple[Array[_F], Array[_F]]: ...
@overload
def schur(x: Array[_F], *, compute_schur_vectors: Literal[False], sort_eig_vals: bool = False,
          select_callable: Callable[..., Any] | None = None) -> list[Array[_F]]: ...
@overload
def tridiagonal(a: Array[complex64], *, lower: bool = True
                ) -> tuple[Array[complex64], Array[float32], Array[float32], Array[complex64]]: ...
@overload
def tridiagonal(a: Array[complex128], *, lower: bool = True
                ) -> tuple[Array[complex128], Array[float64], Array[float64], Array[complex128]]: ...
@overload
def tridiagonal(a: Array[_R], *, lower: bool = True) -> tuple[Array[_R], Array[_R], Array[_R], Array[_R]]: ...
def tridiagonal_solve(dl: Array[_F], d: Array[_F], du: Array[_F], b: Array[_F], *,
                      perturb_singular: bool = False) -> Array[_F]: ...
