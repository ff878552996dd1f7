"""``jaxtypes.lax.linalg``: decompositions and solvers on LAPACK (CPU), as ``jax.lax.linalg``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.lax.linalg import (
    SvdAlgorithm, cholesky, eigh, lu, lu_pivots_to_permutation, qr, svd, triangular_solve,
)
from jaxtypes.runtime.lax.linalg_eigen import (
    EigImplementation, EighImplementation, eig, hessenberg, householder_product, schur, tridiagonal, tridiagonal_solve,
)
from jaxtypes.runtime.lax.linalg_updates import cholesky_update, ormqr, symmetric_product
from jaxtypes.runtime.lax.qdwh import qdwh

__all__ = ["EigImplementation", "EighImplementation", "SvdAlgorithm", "cholesky", "cholesky_update", "eig", "eigh",
           "hessenberg", "householder_product", "lu", "lu_pivots_to_permutation", "ormqr", "qdwh", "qr", "schur",
           "svd", "symmetric_product", "triangular_solve", "tridiagonal", "tridiagonal_solve"]
