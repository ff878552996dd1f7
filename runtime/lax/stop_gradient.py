"""``lax.stop_gradient``: the identity, whose derivative is zero."""

from __future__ import annotations

from typing import Any

from jaxtypes.runtime.interpreters.autodiff import define_zero_jvp, is_differentiable
from jaxtypes.runtime.interpreters.batching import unary_batch
from jaxtypes.runtime.lax.operands import lax_operand
from jaxtypes.runtime.core.primitives import Primitive
from jaxtypes.runtime.core.tree_util import tree_map

__all__ = ["stop_gradient"]

stop_gradient_p: Primitive = Primitive("stop_gradient", lambda x: (x.shape, x.dtype), lambda out_type, x: x)
define_zero_jvp(stop_gradient_p)
stop_gradient_p.batch = unary_batch(stop_gradient_p)


def stop_gradient(x: Any) -> Any:
    """``x`` (a pytree of arrays) unchanged, but with zero derivative: transformations
    see constants. Integer and bool leaves pass through as they are."""
    def stop(leaf: Any) -> Any:
        a = lax_operand(leaf)
        return stop_gradient_p.bind(a) if is_differentiable(a.dtype) else a

    return tree_map(stop, x)
