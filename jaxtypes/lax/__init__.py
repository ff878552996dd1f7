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
from jaxtypes.runtime.lax.ragged_dot import *  # noqa: F403
from jaxtypes.runtime.lax.ragged_dot import __all__ as _ragged_dot
from jaxtypes.runtime.lax.elementwise import *  # noqa: F403
from jaxtypes.runtime.lax.elementwise import __all__ as _elementwise
from jaxtypes.runtime.lax.operators import *  # noqa: F403
from jaxtypes.runtime.lax.operators import __all__ as _binary
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
from jaxtypes.runtime.lax.slicing import *  # noqa: F403
from jaxtypes.runtime.lax.slicing import __all__ as _slicing
from jaxtypes.runtime.lax.windowed import *  # noqa: F403
from jaxtypes.runtime.lax.windowed import __all__ as _windowed
from jaxtypes.runtime.lax.solvers import *  # noqa: F403
from jaxtypes.runtime.lax.solvers import __all__ as _solvers
from jaxtypes.runtime.lax.utilities import *  # noqa: F403
from jaxtypes.runtime.lax.utilities import __all__ as _utilities
from jaxtypes.runtime.lax.fft import *  # noqa: F403
from jaxtypes.runtime.lax.fft import __all__ as _fft
from jaxtypes.runtime.lax.random_bits import *  # noqa: F403
from jaxtypes.runtime.lax.random_bits import __all__ as _random_bits
from jaxtypes.runtime.lax.convolution import *  # noqa: F403
from jaxtypes.runtime.lax.convolution import __all__ as _convolution

from jaxtypes.lax import linalg as linalg  # jaxtypes.lax.linalg, as jax.lax.linalg

__all__ = sorted({*_autodiff, *_control_flow, *_dot, *_ragged_dot, *_elementwise, *_binary, *_reduction, *_shape,
                  *_sorting, *_cumulative, *_special, *_slicing, *_windowed,
                  *_solvers, *_utilities, *_fft, *_random_bits, *_convolution})
