"""``jaxtypes.scipy``: SciPy's API as ``jax.scipy`` (so far ``linalg``)."""

from jaxtypes.scipy import linalg as linalg
from jaxtypes.scipy import optimize as optimize
from jaxtypes.scipy import sparse as sparse
from jaxtypes.scipy import stats as stats
from jaxtypes.scipy import special as special
from jaxtypes.scipy import cluster as cluster
from jaxtypes.scipy import fft as fft
from jaxtypes.scipy import integrate as integrate
from jaxtypes.scipy import interpolate as interpolate
from jaxtypes.scipy import ndimage as ndimage
from jaxtypes.scipy import signal as signal
