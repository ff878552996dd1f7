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
from jaxtypes.runtime.lax.sorting import *  # noqa: F403
from jaxtypes.runtime.lax.sorting import __all__ as _sorting
from jaxtypes.runtime.lax.cumulative import *  # noqa: F403
from jaxtypes.runtime.lax.cumulative import __all__ as _cumulative
from jaxtypes.runtime.lax.special import *  # noqa: F403
from jaxtypes.runtime.lax.special import __all__ as _special
from jaxtypes.runtime.lax.special_more import *  # noqa: F403
from jaxtypes.runtime.lax.special_more import __all__ as _special_more
from jaxtypes.runtime.lax.slicing import *  # noqa: F403
from jaxtypes.runtime.lax.slicing import __all__ as _slicing

__all__ = sorted({*_binary, *_elementwise, *_shape, *_reduction, *_dot, *_autodiff,
                  *_sorting, *_cumulative, *_special, *_special_more, *_slicing, *_control_flow})
