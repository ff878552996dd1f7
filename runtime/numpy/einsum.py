"""``jaxtypes.numpy.einsum``: Einstein summation over labelled axes.

The operands promote together as in JAX (their lattice join; weak only when all are),
unless ``preferred_element_type`` names the result's dtype. Each operand first loses its
repeated labels (the diagonal) and the labels no other operand or the output has (a
sum); then the operands are contracted pairwise, left to right, with ``dot_general``,
keeping the labels that the output or a later operand needs. The contraction order only
changes floating-point rounding (and JAX's optimiser picks its own).
"""

from __future__ import annotations

import collections
import string
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from jaxtypes import dtypes
from jaxtypes._array import Array
from jaxtypes.runtime.lax import dot as lax_dot
from jaxtypes.runtime.lax import operators as lax_ops
from jaxtypes.runtime.lax import reduction as lax_reduction
from jaxtypes.runtime.lax import shape as lax_shape
from jaxtypes.runtime.numpy.elementwise import where
from jaxtypes.runtime.numpy.promotion import as_array, check_arguments

Label = Hashable  # a letter, or ("...", -k) for the k-th ellipsis dimension from the right
_ELLIPSIS = "..."
_LETTERS = string.ascii_uppercase + string.ascii_lowercase  # the sublist form's 0..51


@dataclass
class _Term:
    array: Array
    labels: list[Label]


def _letters_of(name: str, sublist: Any) -> str:
    """The interleaved form's sublist (ints in [0, 52) and Ellipsis) as subscripts."""
    out = []
    for item in sublist:
        if item is Ellipsis:
            out.append(_ELLIPSIS)
        elif isinstance(item, (int, np.integer)) and not isinstance(item, bool) and 0 <= item < len(_LETTERS):
            out.append(_LETTERS[item])
        else:
            raise TypeError(f"{name}: a sublist holds ints in [0, {len(_LETTERS)}) and Ellipsis, got {item!r}")
    return "".join(out)


def _spec_and_operands(subscripts: Any, operands: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    if isinstance(subscripts, str):
        return subscripts, operands
    # einsum(op0, sublist0, op1, sublist1, ..., [sublist_out])
    items = (subscripts, *operands)
    arrays, inputs = items[0::2], items[1::2]
    output = None
    if len(arrays) > len(inputs):
        arrays, output = arrays[:-1], arrays[-1]
    spec = ",".join(_letters_of("einsum", s) for s in inputs)
    if output is not None:
        spec += "->" + _letters_of("einsum", output)
    return spec, arrays


def _parse_term(term: str, ndim: int, position: int) -> list[Label]:
    """One operand's labels, its ellipsis expanded to ``("...", -k)`` labels from the right."""
    head, dots, tail = term.partition(_ELLIPSIS)
    if _ELLIPSIS in tail or "." in head + tail:
        raise ValueError(f"einsum: operand {position}'s subscripts {term!r} have an invalid '.'")
    for c in head + tail:
        if c not in _LETTERS:
            raise ValueError(f"einsum: invalid subscript {c!r} in {term!r} (letters only)")
    named = len(head) + len(tail)
    if (named != ndim) if not dots else (named > ndim):
        raise ValueError(f"einsum: operand {position} has {ndim} dimensions, its subscripts {term!r} "
                         f"name {named}{' and an ellipsis' if dots else ''}")
    middle: list[Label] = [(_ELLIPSIS, k) for k in range(-(ndim - named), 0)] if dots else []
    return [*head, *middle, *tail]


def _output_labels(output: str | None, inputs: list[list[Label]]) -> list[Label]:
    width = max((sum(1 for label in labels if isinstance(label, tuple)) for labels in inputs), default=0)
    broadcast: list[Label] = [(_ELLIPSIS, k) for k in range(-width, 0)]
    if output is None:  # implicit: the ellipsis, then the letters seen once, in order
        counts = collections.Counter(label for labels in inputs for label in labels if isinstance(label, str))
        return broadcast + sorted(label for label, n in counts.items() if n == 1)
    head, dots, tail = output.partition(_ELLIPSIS)
    seen = {label for labels in inputs for label in labels}
    for c in head + tail:
        if c not in _LETTERS or c not in seen:
            raise ValueError(f"einsum: output subscript {c!r} is not among the inputs' subscripts")
    if len(set(head + tail)) != len(head + tail) or _ELLIPSIS in tail:
        raise ValueError(f"einsum: output subscripts {output!r} repeat a label")
    return [*head, *(broadcast if dots else []), *tail]


def _sizes(terms: list[_Term]) -> dict[Label, int]:
    """Each label's size; sizes of 1 broadcast against any other."""
    sizes: dict[Label, int] = {}
    for position, term in enumerate(terms):
        for label, size in zip(term.labels, term.array.shape):
            known = sizes.get(label, 1)
            if size != known and known != 1 and size != 1:
                name = "the ellipsis" if isinstance(label, tuple) else f"label {label!r}"
                raise ValueError(f"einsum: {name} has size {size} in operand {position} but {known} before")
            sizes[label] = max(known, size)
    return sizes


def _sum(x: Array, axes: Sequence[int], preferred: np.dtype[Any] | None) -> Array:
    if not axes:
        return x
    if preferred is not None and dtypes.lattice_result_type(x, preferred)[0] != x.dtype:
        x = lax_ops.convert_element_type(x, preferred)
    reduce = lax_reduction.reduce_or if x.dtype == np.bool_ else lax_reduction.reduce_sum
    return reduce(x, tuple(axes))


def _without_repeats(term: _Term, preferred: np.dtype[Any] | None) -> _Term:
    """Each repeated label once: the entries off the diagonal are zeroed and summed away."""
    x, labels = term.array, list(term.labels)
    for label, count in collections.Counter(labels).items():
        if count < 2:
            continue
        axes = [i for i, other in enumerate(labels) if other == label]
        first = lax_shape.broadcasted_iota(np.int32, x.shape, axes[0])
        on_diagonal = None
        for axis in axes[1:]:
            same = lax_ops.eq(first, lax_shape.broadcasted_iota(np.int32, x.shape, axis))
            on_diagonal = same if on_diagonal is None else lax_ops.bitwise_and(on_diagonal, same)
        x = where(on_diagonal, x, as_array(0, x.dtype, x.weak_type))
        x = _sum(x, axes[1:], preferred)
        labels = [other for i, other in enumerate(labels) if i not in axes[1:]]
    return _Term(x, labels)


def _reduced(term: _Term, keep: set[Label], sizes: dict[Label, int], preferred: np.dtype[Any] | None) -> _Term:
    """``term`` without the labels nobody else needs (summed) and without the size-1 axes
    that another operand gives a larger size (they broadcast)."""
    summed = [i for i, label in enumerate(term.labels) if label not in keep]
    squeezed = [i for i, label in enumerate(term.labels)
                if label in keep and term.array.shape[i] == 1 and sizes[label] != 1]
    x = _sum(term.array, summed, preferred)
    labels = [label for i, label in enumerate(term.labels) if i not in summed]
    positions = [labels.index(term.labels[i]) for i in squeezed]
    if positions:
        x = lax_shape.squeeze(x, positions)
        labels = [label for i, label in enumerate(labels) if i not in positions]
    return _Term(x, labels)


def _contract(a: _Term, b: _Term, keep: set[Label], precision: Any, preferred: np.dtype[Any] | None) -> _Term:
    shared = [label for label in a.labels if label in b.labels]
    batch = [label for label in shared if label in keep]
    contracted = [label for label in shared if label not in keep]
    x, y = a.array, b.array
    if preferred is not None and x.dtype != y.dtype:  # (one side summed in the preferred dtype)
        x, y = lax_ops.convert_element_type(x, preferred), lax_ops.convert_element_type(y, preferred)
    numbers = (([a.labels.index(c) for c in contracted], [b.labels.index(c) for c in contracted]),
               ([a.labels.index(c) for c in batch], [b.labels.index(c) for c in batch]))
    out = lax_dot.dot_general(x, y, numbers, precision=precision, preferred_element_type=preferred)
    labels = batch + [label for label in a.labels if label not in shared] + [label for label in b.labels
                                                                             if label not in shared]
    return _Term(out, labels)


def einsum(subscripts: Any, /, *operands: Any, out: None = None, optimize: Any = "auto", precision: Any = None,
           preferred_element_type: Any = None) -> Array:
    """Einstein summation, in NumPy's two spellings: ``einsum("ij,jk->ik", a, b)`` and
    ``einsum(a, [0, 1], b, [1, 2], [0, 2])``. ``optimize`` is accepted and not used."""
    if out is not None:
        raise NotImplementedError("einsum: the 'out' argument is not supported (arrays are immutable)")
    spec, values = _spec_and_operands(subscripts, operands)
    if not values:
        raise ValueError("einsum: at least one operand is required")
    check_arguments("einsum", *values)
    dtype, weak = dtypes.lattice_result_type(*values)
    if weak:  # a weak result has the default dtype of its kind (JAX's einsum, jitted, computes it so)
        dtype = dtypes.default_dtype(dtypes.weak_node_of_kind(dtype))
    arrays = [as_array(v, dtype, weak) for v in values]
    preferred = None if preferred_element_type is None else dtypes.canonicalize_dtype(preferred_element_type)
    weak = weak and preferred is None
    spec = spec.replace(" ", "")
    inputs, arrow, output = spec.partition("->")
    terms_text = inputs.split(",")
    if len(terms_text) != len(arrays):
        raise ValueError(f"einsum: the subscripts {spec!r} name {len(terms_text)} operands, {len(arrays)} given")
    terms = [_Term(x, _parse_term(text, x.ndim, i)) for i, (x, text) in enumerate(zip(arrays, terms_text))]
    result_labels = _output_labels(output if arrow else None, [t.labels for t in terms])
    sizes = _sizes(terms)

    def needed(after: int) -> set[Label]:
        return set(result_labels).union(*(t.labels for t in terms[after:]))

    acc = _reduced(_without_repeats(terms[0], preferred), needed(1), sizes, preferred)
    for i in range(1, len(terms)):
        keep = needed(i + 1)
        term = _reduced(_without_repeats(terms[i], preferred), keep | set(acc.labels), sizes, preferred)
        acc = _reduced(acc, keep | set(term.labels), sizes, preferred)
        acc = _contract(acc, term, keep, precision, preferred)
    acc = _reduced(acc, set(result_labels), sizes, preferred)
    x = acc.array
    if acc.labels != result_labels:
        x = lax_shape.transpose(x, [acc.labels.index(label) for label in result_labels])
    target = preferred if preferred is not None else arrays[0].dtype
    return x if (x.dtype, x.weak_type) == (target, weak) else lax_ops.convert_element_type(x, target, weak_type=weak)
