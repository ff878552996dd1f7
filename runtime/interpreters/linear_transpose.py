"""``linear_transpose``: the transpose of a function promised to be linear, as JAX's:
traced once for the example arguments (only their shapes and dtypes count), then run
backwards with each primitive's transpose rule, without a forward pass."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from jaxtypes.runtime.backend import Aval
from jaxtypes.runtime.core.ir import ClosedJaxpr
from jaxtypes.runtime.core.subjaxpr import leaf_array, type_str
from jaxtypes.runtime.core.tracing import tracing
from jaxtypes.runtime.core.tree_util import Partial, tree_flatten
from jaxtypes.runtime.interpreters.autodiff import PartialEvalTrace, backward_pass, zeros
from jaxtypes.runtime.interpreters.custom_gradient import example_aval

__all__ = ["linear_transpose"]


def _kind(dtype: np.dtype[Any]) -> str:
    name = dtype.name
    return "inexact" if dtype.kind in "fc" or name == "bfloat16" or name.startswith("float") else \
        "integer" if dtype.kind in "iu" else "other"


def linear_transpose(fun: Callable[..., Any], *primals: Any, reduce_axes: Sequence[Any] = ()) -> Callable[..., Any]:
    """The transpose of the linear ``fun`` at arguments like ``primals`` (arrays, scalars,
    ``ShapeDtypeStruct``s, in pytrees): a function from a cotangent shaped like
    ``fun``'s output to a tuple like ``primals``, of their dtypes. ``fun`` must map
    floating or complex inputs to floating or complex outputs, or integers to integers
    (TypeError otherwise). The result is a pytree (``Partial``): it can cross ``jit``."""
    if reduce_axes:
        raise NotImplementedError("reduce_axes argument to transpose is deprecated")
    leaves, in_tree = tree_flatten(primals)
    in_avals = [example_aval(leaf) for leaf in leaves]
    with tracing(PartialEvalTrace()) as trace:
        args = [trace.new_argument(a) for a in in_avals]
        out_leaves, out_tree = tree_flatten(fun(*in_tree.unflatten(args)))
        outs = [leaf_array(o, "linear_transpose output") for o in out_leaves]
        linear = trace.to_jaxpr(outs)
    out_avals = [Aval(tuple(o.shape), np.dtype(o.dtype), bool(o.weak_type)) for o in outs]
    in_dtypes, out_dtypes = [a.dtype for a in in_avals], [a.dtype for a in out_avals]
    kinds = {_kind(d) for d in in_dtypes + out_dtypes}
    if not (kinds <= {"inexact"} or kinds <= {"integer"}):
        raise TypeError("linear_transpose only supports [float or complex] -> [float or complex], and integer -> "
                        f"integer functions, but got {in_dtypes} -> {out_dtypes}.")

    def transposed(consts: list[Any], out_cotangent: Any) -> Any:
        ct_leaves, ct_tree = tree_flatten(out_cotangent)
        if ct_tree != out_tree:
            raise TypeError(f"cotangent tree does not match function output, expected {out_tree} but got {ct_tree}")
        cts = [leaf_array(ct, "linear_transpose cotangent") for ct in ct_leaves]
        if any(tuple(c.shape) != a.shape or np.dtype(c.dtype) != a.dtype for c, a in zip(cts, out_avals)):
            raise TypeError("cotangent type does not match function output, expected "
                            f"{[type_str(a) for a in out_avals]} but got "
                            f"{[type_str(Aval(tuple(c.shape), np.dtype(c.dtype), bool(c.weak_type))) for c in cts]}")
        in_cts = backward_pass(ClosedJaxpr(linear.jaxpr, list(consts)), cts)
        from jaxtypes.runtime.lax.operators import convert_element_type  # cycle: lax imports interpreters

        results = []
        for ct, aval in zip(in_cts, in_avals):
            ct = zeros(Aval(aval.shape, aval.dtype)) if ct is None else ct
            results.append(ct if np.dtype(ct.dtype) == aval.dtype else convert_element_type(ct, aval.dtype))
        return in_tree.unflatten(results)

    return Partial(transposed, list(linear.consts))
