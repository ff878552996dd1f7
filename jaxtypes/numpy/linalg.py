"""``jaxtypes.numpy.linalg``: linear algebra with NumPy's and the array API's names, as
``jax.numpy.linalg``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.numpy.linalg import (
    EighResult, EigResult, QRResult, SlogdetResult, SVDResult, cholesky, cond, cross, det, diagonal, eig, eigh, eigvals, eigvalsh, inv, lstsq, matmul, matrix_norm,
    matrix_power, matrix_rank, matrix_transpose, multi_dot, norm, outer, pinv, qr, slogdet, solve, svd, svdvals,
    tensordot, tensorinv, tensorsolve, trace, vecdot, vector_norm,
)

__all__ = ["cholesky", "cond", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "lstsq",
           "matmul", "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "multi_dot", "norm", "outer",
           "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "tensorinv", "tensorsolve", "trace",
           "vecdot", "vector_norm"]
