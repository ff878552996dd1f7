"""``jaxtypes.lax.linalg``: decompositions and solvers on LAPACK (CPU), as ``jax.lax.linalg``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.lax.linalg import (
    SvdAlgorithm, cholesky, eigh, lu, lu_pivots_to_permutation, qr, svd, triangular_solve,
)

__all__ = ["SvdAlgorithm", "cholesky", "eigh", "lu", "lu_pivots_to_permutation", "qr", "svd", "triangular_solve"]
