"""The array runtime on jaxlib (installed as ``jaxtypes.runtime``).

``backend`` is the only module that uses jaxlib's Python API, and it loads jaxlib
on first use, so importing this package stays cheap. ``core`` holds arrays, the IR,
tracing and primitives; ``interpreters`` jit, autodiff and batching; ``lax`` and
``numpy`` the operations.
"""
