"""``jaxtypes.lax.linalg``: decompositions and solvers on LAPACK (CPU), as ``jax.lax.linalg``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.lax.linalg import (
    SvdAlgorithm, cholesky, eigh, lu, lu_pivots_to_permutation, qr, svd, triangular_solve,
)
from jaxtypes.runtime.lax.linalg_eigen import (
    EigImplementation, EighImplementation, eig, hessenberg, householder_product, schur, tridiagonal, tridiagonal_solve,
)

__all__ = ["EigImplementation", "EighImplementation", "SvdAlgorithm", "cholesky", "eig", "eigh", "hessenberg",
           "householder_product", "lu", "lu_pivots_to_permutation", "qr", "schur", "svd", "triangular_solve",
           "tridiagonal", "tridiagonal_solve"]
