"""``jaxtypes.scipy.linalg``: linear algebra with SciPy's names, as ``jax.scipy.linalg``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.linalg import (
    block_diag, cho_factor, cho_solve, cholesky, circulant, companion, convolution_matrix, det, dft, eigh,
    eigh_tridiagonal, expm, expm_frechet, fiedler, fiedler_companion, funm, hadamard, hankel, helmert, hessenberg,
    hilbert, inv, invhilbert, invpascal, leslie, lu, lu_factor, lu_solve, pascal, polar, qr, qr_multiply, rsf2csf,
    schur, solve, solve_sylvester, solve_triangular, sqrtm, svd, toeplitz,
)

__all__ = ["block_diag", "cho_factor", "cho_solve", "cholesky", "circulant", "companion", "convolution_matrix", "det",
           "dft", "eigh", "eigh_tridiagonal", "expm", "expm_frechet", "fiedler", "fiedler_companion", "funm",
           "hadamard", "hankel", "helmert", "hessenberg", "hilbert", "inv", "invhilbert", "invpascal", "leslie", "lu",
           "lu_factor", "lu_solve", "pascal", "polar", "qr", "qr_multiply", "rsf2csf", "schur", "solve",
           "solve_sylvester", "solve_triangular", "sqrtm", "svd", "toeplitz"]
