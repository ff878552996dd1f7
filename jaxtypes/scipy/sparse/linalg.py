"""``jaxtypes.scipy.sparse.linalg``: the iterative solvers ``cg``, ``bicgstab`` and
``gmres``, as ``jax.scipy.sparse.linalg``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.scipy.sparse_linalg import bicgstab, cg, gmres

__all__ = ["bicgstab", "cg", "gmres"]
