"""``jaxtypes.ad_checkpoint``: ``checkpoint`` (``remat``), its policies, and
``checkpoint_name``, as in ``jax.ad_checkpoint``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.interpreters import checkpoint_policies
from jaxtypes.runtime.interpreters.remat import checkpoint, checkpoint_name, remat

__all__ = ["checkpoint", "checkpoint_name", "checkpoint_policies", "remat"]
