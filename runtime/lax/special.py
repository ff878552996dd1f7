"""``lax`` special functions that CHLO provides: ``polygamma`` and ``zeta``; and the
derivative of ``digamma`` (``polygamma(1, x)``), which makes ``lgamma`` twice
differentiable.

Both are binary, real floating, with equal dtypes (a Python scalar counts as the
default float dtype), broadcast as lax broadcasts. As in JAX they differentiate
with respect to ``x`` / ``q`` only: ``polygamma``'s derivative in ``m`` and
``zeta``'s in ``x`` raise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import broadcasting_batch
from jaxtypes.runtime.lax.elementwise import FLOATING, accepting_binary, binary_function, digamma_p

__all__ = ["polygamma", "zeta"]


def _chlo_binary(op: str) -> Callable[..., Any]:
    """``chlo.<op>`` in float32 for floats narrower than 16 bits (CHLO's expansion needs wider types)."""
    def build(out_type: Any, x: Any, y: Any) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import chlo
        from jaxlib.mlir.dialects import stablehlo as hlo

        if not str(x.type.element_type).startswith(("f8", "f4")):
            return getattr(chlo, op)(x, y)
        wide = ir.RankedTensorType.get(list(x.type.shape), ir.F32Type.get())
        return hlo.convert(out_type, getattr(chlo, op)(hlo.convert(wide, x), hlo.convert(wide, y)))

    return build


polygamma_p: Primitive = accepting_binary("polygamma", FLOATING, _chlo_binary("polygamma"))
zeta_p: Primitive = accepting_binary("zeta", FLOATING, _chlo_binary("zeta"))
polygamma_p.batch = broadcasting_batch(polygamma_p)
zeta_p.batch = broadcasting_batch(zeta_p)

polygamma: Callable[[Any, Any], Array] = binary_function(
    polygamma_p, "elementwise polygamma function psi^(m)(x), the m-th derivative of digamma (m a nonnegative integer value).")
zeta: Callable[[Any, Any], Array] = binary_function(
    zeta_p, "elementwise Hurwitz zeta function, the sum over k >= 0 of (k + q)**-x.")


def _one_like(x: Any) -> Array:
    from jaxtypes.runtime.lax.shape import full

    return full((), 1, x.dtype)


def _polygamma_m(t: Any, m: Any, x: Any, *, out: Any) -> Array:
    raise ValueError("lax.polygamma: the gradient with respect to m is not supported")


def _polygamma_x(t: Any, m: Any, x: Any, *, out: Any) -> Array:
    from jaxtypes.runtime.lax.ops import add_p, mul_p

    return mul_p.bind(t, polygamma_p.bind(add_p.bind(m, _one_like(m)), x))


def _zeta_x(t: Any, x: Any, q: Any, *, out: Any) -> Array:
    raise ValueError("lax.zeta: the gradient with respect to x is not supported")


def _zeta_q(t: Any, x: Any, q: Any, *, out: Any) -> Array:
    """d/dq zeta(x, q) = -x zeta(x + 1, q)."""
    from jaxtypes.runtime.lax.elementwise import neg_p
    from jaxtypes.runtime.lax.ops import add_p, mul_p

    return mul_p.bind(t, neg_p.bind(mul_p.bind(x, zeta_p.bind(add_p.bind(x, _one_like(x)), q))))


ad.define_jvp(polygamma_p, _polygamma_m, _polygamma_x)
ad.define_jvp(zeta_p, _zeta_x, _zeta_q)
# digamma' = polygamma(1, x): lgamma (whose derivative is digamma) becomes twice differentiable.
ad.define_unary_jvp(digamma_p, lambda x, out: polygamma_p.bind(_one_like(x), x))
