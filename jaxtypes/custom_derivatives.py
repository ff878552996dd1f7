"""``jaxtypes.custom_derivatives``: ``custom_jvp``, ``custom_vjp`` and ``SymbolicZero``, as
in ``jax.custom_derivatives``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.interpreters.custom_derivatives import SymbolicZero, custom_jvp, custom_vjp

__all__ = ["SymbolicZero", "custom_jvp", "custom_vjp"]
