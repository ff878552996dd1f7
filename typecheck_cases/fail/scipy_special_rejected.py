"""jaxtypes.scipy.special mistakes both checkers catch: a function of a dtype it
rejects at run time (complex operands of real-only functions, integers where only
float32/float64 are accepted, a floating polygamma order), and a result used as
another dtype."""

from __future__ import annotations

import jaxtypes.numpy as jnp
import jaxtypes.scipy.special as sp
from jaxtypes import Array


def wants_float32(x: Array[jnp.float32]) -> None: ...


f32 = jnp.zeros(4, dtype=jnp.float32)
f16 = jnp.zeros(4, dtype=jnp.float16)
i16 = jnp.zeros(4, dtype=jnp.int16)
c64 = jnp.zeros(4, dtype=jnp.complex64)
wants_float32(sp.gammaln(i16))
sp.gammaln(c64)  # E: lax.lgamma takes no complex numbers
sp.erf(c64)  # E: nor lax.erf
sp.dawsn(c64)  # E: dawsn is real only
sp.ndtr(i16)  # E: ndtr takes float32 and float64 only
sp.ndtri(f16)  # E: so does ndtri
sp.spence(i16)  # E: and spence
sp.gammainc(c64, f32)  # E: lax.igamma takes no complex numbers
sp.kl_div(f32, c64)  # E: kl_div is real only
sp.polygamma(f32, f32)  # E: polygamma's order must be an integer
sp.sici(c64)  # E: sici is real only
wants_float32(sp.erf(f16))  # E: erf keeps float16
wants_float32(sp.wofz(f32))  # E: wofz is complex
