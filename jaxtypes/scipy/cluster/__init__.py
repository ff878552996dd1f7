"""``jaxtypes.scipy.cluster``: clustering with SciPy's names, as ``jax.scipy.cluster`` (``vq``)."""

from jaxtypes.scipy.cluster import vq as vq

__all__ = ["vq"]
