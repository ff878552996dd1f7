"""``jaxtypes.scipy.stats.t``, as ``jax.scipy.stats.t``. This module only re-exports from ``jaxtypes.runtime``."""

from jaxtypes.runtime.scipy.stats.t import logpdf, pdf

__all__ = ["logpdf", "pdf"]
