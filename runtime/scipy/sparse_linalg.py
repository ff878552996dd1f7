"""``jaxtypes.scipy.sparse.linalg``: ``jax.scipy.sparse.linalg``'s iterative solvers on the
runtime (``cg``, ``bicgstab``, ``gmres``), for linear operators given as functions or
matrices and right-hand sides that are pytrees; each works eagerly and under ``jit``,
``vmap`` and ``grad`` (implicitly, through ``lax.custom_linear_solve``)."""

from jaxtypes.runtime.scipy.sparse_linalg_cg import bicgstab, cg
from jaxtypes.runtime.scipy.sparse_linalg_gmres import gmres

__all__ = ["bicgstab", "cg", "gmres"]
