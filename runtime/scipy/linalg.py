"""``jaxtypes.scipy.linalg``: ``jax.scipy.linalg`` on the runtime, composed from
``lax.linalg`` and ``jaxtypes.numpy``; every function works eagerly and under ``jit``,
``grad`` (where jax differentiates) and ``vmap``."""

from jaxtypes.runtime.scipy.linalg_decompositions import (
    cho_factor, cho_solve, cholesky, det, eigh, hessenberg, inv, lu, lu_factor, lu_solve, polar, qr, qr_multiply,
    schur, solve, solve_triangular, svd,
)
from jaxtypes.runtime.scipy.linalg_complex_schur import funm, rsf2csf
from jaxtypes.runtime.scipy.linalg_functions import expm, expm_frechet, solve_sylvester, sqrtm
from jaxtypes.runtime.scipy.linalg_tridiagonal import eigh_tridiagonal
from jaxtypes.runtime.scipy.linalg_matrices import (
    block_diag, circulant, companion, convolution_matrix, dft, fiedler, fiedler_companion, hadamard, hankel, helmert,
    hilbert, invhilbert, invpascal, leslie, pascal, toeplitz,
)

__all__ = ["block_diag", "cho_factor", "cho_solve", "cholesky", "circulant", "companion", "convolution_matrix", "det",
           "dft", "eigh", "eigh_tridiagonal", "expm", "expm_frechet", "fiedler", "fiedler_companion", "funm",
           "hadamard", "hankel", "helmert", "hessenberg", "hilbert", "inv", "invhilbert", "invpascal", "leslie", "lu",
           "lu_factor", "lu_solve", "pascal", "polar", "qr", "qr_multiply", "rsf2csf", "schur", "solve",
           "solve_sylvester", "solve_triangular", "sqrtm", "svd", "toeplitz"]
