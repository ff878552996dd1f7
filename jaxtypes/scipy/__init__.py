"""``jaxtypes.scipy``: SciPy's API as ``jax.scipy`` (so far ``linalg``)."""

from jaxtypes.scipy import linalg as linalg
