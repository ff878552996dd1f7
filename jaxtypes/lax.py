"""``jaxtypes.lax``: the lax operators. No implicit promotion: operands must have equal
dtypes, and a Python scalar counts as the default dtype of its kind.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.lax.stop_gradient import *  # noqa: F403
from jaxtypes.runtime.lax.stop_gradient import __all__ as _autodiff
from jaxtypes.runtime.lax.control_flow import *  # noqa: F403
from jaxtypes.runtime.lax.control_flow import __all__ as _control_flow
from jaxtypes.runtime.lax.dot import *  # noqa: F403
from jaxtypes.runtime.lax.dot import __all__ as _dot
from jaxtypes.runtime.lax.elementwise import *  # noqa: F403
from jaxtypes.runtime.lax.elementwise import __all__ as _elementwise
from jaxtypes.runtime.lax.ops import *  # noqa: F403
from jaxtypes.runtime.lax.ops import __all__ as _binary
from jaxtypes.runtime.lax.reduction import *  # noqa: F403
from jaxtypes.runtime.lax.reduction import __all__ as _reduction
from jaxtypes.runtime.lax.shape import *  # noqa: F403
from jaxtypes.runtime.lax.shape import __all__ as _shape

__all__ = sorted({*_binary, *_elementwise, *_shape, *_reduction, *_dot, *_autodiff, *_control_flow})
