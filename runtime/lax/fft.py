"""``lax.fft``: fast Fourier transforms over the trailing ``len(fft_lengths)`` axes, one
``stablehlo.fft``; ``FftType`` names the four kinds.

Dtypes, as JAX: ``FFT``/``IFFT`` take complex64/complex128 (real and integer operands
are converted first: 64-bit types to complex128, all others to complex64) and keep it;
``RFFT`` takes float32/float64 (integers and bools are converted first: 64-bit ones to
float64, others to float32; complex is an error) and gives complex64/complex128, its last axis ``n // 2 + 1`` long; ``IRFFT``
takes complex (real operands converted) and gives the matching real type, with
trailing axes ``fft_lengths``. Results are never weakly typed.

The transform is linear: its JVP is itself, and its transpose is JAX's: ``FFT`` and
``IFFT`` are their own transposes (the DFT matrix is symmetric); ``RFFT``'s transpose is
``N * IRFFT(conj(ct) / mask)`` and ``IRFFT``'s is ``conj(mask * RFFT(ct) / N)``, where
``N = prod(fft_lengths)`` and ``mask`` counts the Hermitian copies of each retained
frequency (1 for the zero frequency and, for even ``n``, the Nyquist one; 2 otherwise).
``vmap`` moves the batch axis to the front, where the transform never looks.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from typing import Any, Final

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import moveaxis
from jaxtypes.runtime.lax.operands import ShapeDtype, index_tuple, kind, lax_operand, require_nonnegative

__all__ = ["FftType", "fft"]


class FftType(enum.IntEnum):
    """Which FFT ``lax.fft`` performs."""

    FFT = 0
    """Forward complex-to-complex FFT."""
    IFFT = 1
    """Inverse complex-to-complex FFT."""
    RFFT = 2
    """Forward real-to-complex FFT."""
    IRFFT = 3
    """Inverse real-to-complex FFT."""


_BY_STRING: Final = {"fft": FftType.FFT, "ifft": FftType.IFFT, "rfft": FftType.RFFT, "irfft": FftType.IRFFT}
_COMPLEX_OF: Final[dict[np.dtype[Any], np.dtype[Any]]] = {np.dtype(np.float32): np.dtype(np.complex64), np.dtype(np.float64): np.dtype(np.complex128)}
_REAL_OF: Final[dict[np.dtype[Any], np.dtype[Any]]] = {np.dtype(np.complex64): np.dtype(np.float32), np.dtype(np.complex128): np.dtype(np.float64)}


def _rule(x: backend.Aval, *, fft_type: FftType, fft_lengths: tuple[int, ...]) -> ShapeDtype:
    k = len(fft_lengths)
    if k > len(x.shape):
        raise ValueError(f"lax.fft: an operand of shape {x.shape} must have at least as many dimensions as "
                         f"fft_lengths {fft_lengths}")
    if not 1 <= k <= 3:
        raise ValueError(f"lax.fft: XLA transforms 1 to 3 trailing axes, got fft_lengths {fft_lengths}")
    trailing = x.shape[len(x.shape) - k:]
    if fft_type == FftType.RFFT:
        if x.dtype not in _COMPLEX_OF:
            raise ValueError(f"lax.fft: RFFT input must be float32 or float64, got {x.dtype.name}")
        if trailing != fft_lengths:
            raise ValueError(f"lax.fft: RFFT input shape {x.shape} must end in fft_lengths {fft_lengths}")
        if fft_lengths[-1] == 0:
            raise ValueError(f"lax.fft: RFFT needs a positive last length, got fft_lengths {fft_lengths}")
        return x.shape[:len(x.shape) - k] + fft_lengths[:-1] + (fft_lengths[-1] // 2 + 1,), _COMPLEX_OF[x.dtype]
    if x.dtype not in _REAL_OF:
        raise ValueError(f"lax.fft: {fft_type.name} input must be complex64 or complex128, got {x.dtype.name}")
    if fft_type == FftType.IRFFT:
        expected = fft_lengths[:-1] + (fft_lengths[-1] // 2 + 1,)
        if trailing != expected:
            raise ValueError(f"lax.fft: IRFFT input shape {x.shape} must end in {expected} for fft_lengths "
                             f"{fft_lengths} (all but the last length, then last // 2 + 1)")
        return x.shape[:len(x.shape) - k] + fft_lengths, _REAL_OF[x.dtype]
    if trailing != fft_lengths:
        raise ValueError(f"lax.fft: {fft_type.name} input shape {x.shape} must end in fft_lengths {fft_lengths}")
    return x.shape, x.dtype


def _lower(out_type: Any, x: Any, *, fft_type: FftType, fft_lengths: tuple[int, ...]) -> Any:
    from jaxlib.mlir.dialects import stablehlo as hlo

    return hlo.fft(x, hlo.FftTypeAttr.get(fft_type.name), list(fft_lengths))


fft_p: Primitive = Primitive("fft", _rule, _lower, weak=never_weak)


# -- transposition --------------------------------------------------------------------------

def _mask(n: int, m: int, ndim: int, dtype: np.dtype[Any]) -> Array:
    """The Hermitian multiplicity of the ``m`` retained frequencies of a length-``n``
    real transform, shaped to broadcast over ``ndim`` dimensions."""
    from jaxtypes.runtime.core.creation import asarray

    mask = np.full(m, 2.0)
    mask[0] = 1.0
    if n % 2 == 0:
        mask[-1] = 1.0
    return asarray(mask.astype(dtype).reshape((1,) * (ndim - 1) + (m,)))


def _scalar(value: float, dtype: np.dtype[Any]) -> Array:
    from jaxtypes.runtime.core.creation import asarray

    return asarray(np.asarray(value, dtype))


def _transpose(ct: Any, x: Any, *, fft_type: FftType, fft_lengths: tuple[int, ...]) -> list[Any]:
    from jaxtypes.runtime.lax.elementwise import conj_p
    from jaxtypes.runtime.lax.operators import div_p, mul_p

    if fft_type in (FftType.FFT, FftType.IFFT):
        return [fft_p.bind(ct, fft_type=fft_type, fft_lengths=fft_lengths)]
    n = math.prod(fft_lengths)
    if fft_type == FftType.RFFT:  # ct: complex, the result's shape
        mask = _mask(fft_lengths[-1], int(ct.shape[-1]), ct.ndim, ct.dtype)
        out = fft_p.bind(div_p.bind(conj_p.bind(ct), mask), fft_type=FftType.IRFFT, fft_lengths=fft_lengths)
        return [mul_p.bind(out, _scalar(n, out.dtype))]
    spectrum = fft_p.bind(ct, fft_type=FftType.RFFT, fft_lengths=fft_lengths)  # IRFFT: ct real
    mask = _mask(fft_lengths[-1], int(spectrum.shape[-1]), spectrum.ndim, spectrum.dtype)
    return [conj_p.bind(mul_p.bind(mul_p.bind(spectrum, mask), _scalar(1 / n, spectrum.dtype)))]


ad.define_linear(fft_p, _transpose)


def _batch(values: Sequence[Any], dims: Sequence[int | None], *, fft_type: FftType,
           fft_lengths: tuple[int, ...]) -> tuple[Any, int]:
    return fft_p.bind(moveaxis(values[0], dims[0], 0), fft_type=fft_type, fft_lengths=fft_lengths), 0  # type: ignore[arg-type]


fft_p.batch = _batch


# -- the public function ---------------------------------------------------------------------

def _fft_type(fft_type: Any) -> FftType:
    if isinstance(fft_type, FftType):
        return fft_type
    if isinstance(fft_type, str):
        found = _BY_STRING.get(fft_type.lower()) if fft_type in (fft_type.lower(), fft_type.upper()) else None
        if found is None:
            raise ValueError(f"lax.fft: unknown FFT type {fft_type!r} (FFT, IFFT, RFFT or IRFFT, or lax.FftType)")
        return found
    raise TypeError(f"lax.fft: fft_type must be a lax.FftType or one of the strings 'fft', 'ifft', 'rfft', "
                    f"'irfft', got {fft_type!r}")


def fft(x: Any, fft_type: Any, fft_lengths: Sequence[int]) -> Array:
    """lax.fft: the ``fft_type`` transform (``FftType`` or its name) of the trailing
    ``len(fft_lengths)`` axes of ``x``."""
    typ = _fft_type(fft_type)
    lengths = index_tuple("fft", "fft_lengths", fft_lengths)
    require_nonnegative("fft", "fft_lengths", lengths)
    a = lax_operand(x)
    from jaxtypes.runtime.lax.operators import convert_element_type

    k = kind(a.dtype)
    wide = a.dtype.itemsize == 8  # as JAX: 64-bit real types go to 128-bit complex, all others to 64-bit
    if typ == FftType.RFFT:
        if k == "complex":
            raise ValueError(f"lax.fft: RFFT takes real input, got {a.dtype.name}")
        target = a.dtype if k == "float" else np.dtype(np.float64 if wide else np.float32)
    elif k == "complex":
        target = a.dtype
    else:
        target = np.dtype(np.complex128 if wide else np.complex64)
    a = convert_element_type(a, target)
    if not lengths:
        return a
    return fft_p.bind(a, fft_type=typ, fft_lengths=lengths)
