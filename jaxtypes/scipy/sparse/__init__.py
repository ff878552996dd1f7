"""``jaxtypes.scipy.sparse``: as ``jax.scipy.sparse``, the package of ``linalg``."""

from jaxtypes.scipy.sparse import linalg as linalg
