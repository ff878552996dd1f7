"""SciPy's API on the runtime (``jaxtypes.scipy``), as ``jax.scipy``."""
