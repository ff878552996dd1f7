"""``jaxtypes.numpy.einsum``: Einstein summation over labelled axes.

The operands promote together as in JAX (their lattice join; weak only when all are),
unless ``preferred_element_type`` names the result's dtype. Each operand first loses its
repeated labels (the diagonal) and the labels no other operand or the output has (a
sum); then the operands are contracted pairwise, left to right, with ``dot_general``,
keeping the labels that the output or a later operand needs. The contraction order only
changes floating-point rounding (and JAX's optimiser picks its own).

``einsum_path`` plans a pairwise contraction order from the operands' shapes alone, as
JAX's does through opt_einsum (which jaxtypes does not use): an exhaustive search of
least cost, or a greedy one (see its docstring for where the two libraries' paths can
differ). It returns the path and a description (a str, in opt_einsum's layout with
its BLAS column left blank).
"""

from __future__ import annotations

import collections
import decimal
import itertools
import math
import string
from collections.abc import Collection, Hashable, Sequence
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
    return _label_sizes([t.labels for t in terms], [tuple(t.array.shape) for t in terms])


def _label_sizes(labels: list[list[Label]], shapes: list[tuple[int, ...]]) -> dict[Label, int]:
    sizes: dict[Label, int] = {}
    for position, (term_labels, shape) in enumerate(zip(labels, shapes)):
        for label, size in zip(term_labels, shape):
            known = sizes.get(label, 1)
            if size != known and known != 1 and size != 1:
                name = "the ellipsis" if isinstance(label, tuple) else f"label {label!r}"
                raise ValueError(f"einsum: {name} has size {size} in operand {position} but {known} before")
            sizes[label] = size if known == 1 else known
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


# -- einsum_path --------------------------------------------------------------------------

_SYMBOLS = string.ascii_lowercase + string.ascii_uppercase  # the letters that stand for ellipsis dimensions
_EXHAUSTIVE_UP_TO = 6  # operands: beyond this, the search strategies other than "optimal" are greedy
_EXHAUSTIVE = frozenset({"optimal", "auto", "auto-hq", "branch-all", "branch-2", "dp", "dynamic-programming",
                         "random-greedy", "random-greedy-128"})
_GREEDY = frozenset({"greedy", "eager", "opportunistic", "branch-1"})

Step = tuple[int, ...]
Labels = frozenset[Label]


def _size_of(labels: Collection[Label], sizes: dict[Label, int]) -> int:
    return math.prod(sizes[label] for label in labels)


def _flops(labels: Collection[Label], summed: bool, count: int, sizes: dict[Label, int]) -> int:
    """The cost of one contraction of ``count`` terms over ``labels`` (opt_einsum's measure):
    the size of the labels' product space times the operations per point."""
    return _size_of(labels, sizes) * (max(1, count - 1) + int(summed))


def _to_positions(ssa_path: list[Step], count: int) -> list[Step]:
    """A path naming each term by its creation number (inputs 0..count-1, then each
    contraction's result) as positions in the shrinking list of terms that einsum uses."""
    alive = list(range(count))
    path = []
    for step in ssa_path:
        path.append(tuple(sorted(alive.index(i) for i in step)))
        alive = [i for i in alive if i not in step] + [count + len(path) - 1]
    return path


def _optimal_path(inputs: list[Labels], output: Labels, sizes: dict[Label, int]) -> list[Step]:
    """The pairwise order of least total cost, by a depth-first search over every order
    that drops any order as soon as it costs at least the best complete one."""
    best: list[Any] = [math.inf, [tuple(range(len(inputs)))]]

    def search(path: list[Step], terms: list[Labels], remaining: set[int], cost: int) -> None:
        if len(remaining) == 1:
            best[:] = [cost, path]
            return
        for i, j in itertools.combinations(sorted(remaining), 2):
            keep = output.union(*(terms[k] for k in remaining if k != i and k != j))
            both = terms[i] | terms[j]
            total = cost + _flops(both, bool((terms[i] & terms[j]) - keep), 2, sizes)
            if total >= best[0]:
                continue
            search(path + [(i, j)], terms + [both & keep], (remaining - {i, j}) | {len(terms)}, total)

    search([], list(inputs), set(range(len(inputs))), 0)
    return _to_positions(best[1], len(inputs))


def _greedy_path(inputs: list[Labels], output: Labels, sizes: dict[Label, int]) -> list[Step]:
    """A pairwise order chosen step by step: first terms with the same labels are
    multiplied; then, among pairs that share a label to sum away, the pair whose result is
    smallest against its operands (size(result) - size(a) - size(b)), the older pair on
    ties; last, the terms left are multiplied together smallest first."""
    if len(inputs) == 1:
        return [(0,)]
    # A label in every term cannot be summed before the end: treat it as an output label.
    output = output | frozenset.intersection(*inputs)
    terms: dict[int, Labels] = {}
    ssa: list[Step] = []
    next_id = len(inputs)
    for i, labels in enumerate(inputs):
        twin = next((k for k, other in terms.items() if other == labels), None)
        if twin is None:
            terms[i] = labels
        else:
            ssa.append((twin, i))
            del terms[twin]
            terms[next_id] = labels
            next_id += 1
    while True:
        best: tuple[Any, ...] | None = None
        for i, j in itertools.combinations(sorted(terms), 2):
            if not (terms[i] & terms[j]) - output:
                continue
            keep = output.union(*(terms[k] for k in terms if k != i and k != j))
            result = (terms[i] | terms[j]) & keep
            cost = _size_of(result, sizes) - _size_of(terms[i], sizes) - _size_of(terms[j], sizes)
            if best is None or (cost, j, i) < best[0]:
                best = ((cost, j, i), i, j, result)
        if best is None:
            break
        _, i, j, result = best
        ssa.append((i, j))
        del terms[i], terms[j]
        terms[next_id] = result
        next_id += 1
    while len(terms) > 1:  # outer products, smallest first
        i, j = sorted(terms, key=lambda k: (_size_of(terms[k] & output, sizes), k))[:2]
        ssa.append((min(i, j), max(i, j)))
        result = (terms.pop(i) | terms.pop(j)) & output
        terms[next_id] = result
        next_id += 1
    return _to_positions(ssa, len(inputs))


def _explicit_path(optimize: Any) -> list[Step]:
    path = []
    for step in optimize:
        positions = tuple(step)
        if not all(isinstance(p, (int, np.integer)) and not isinstance(p, bool) for p in positions):
            raise TypeError(f"einsum_path: a path step holds term positions (ints), got {step!r}")
        if not positions or len(set(positions)) != len(positions):
            raise ValueError(f"einsum_path: a path step names one or more distinct terms, got {step!r}")
        path.append(tuple(int(p) for p in positions))
    return path


def _describe(path: list[Step], inputs: list[list[Label]], output: list[Label], sizes: dict[Label, int],
              symbol: dict[Label, str]) -> str:
    """Check ``path`` against the terms and describe it in opt_einsum's manner: the
    contraction, the naive and optimized costs, then one line per step."""
    def text(labels: Sequence[Label]) -> str:
        return "".join(symbol[label] for label in labels)

    out_text = text(output)
    terms = [text(labels) for labels in inputs]
    sets = [frozenset(labels) for labels in inputs]
    every = frozenset().union(*sets)
    shared = sum(len(s) for s in sets) - len(every) > 0
    naive = _flops(every, shared, len(sets), sizes)
    rows, costs, largest, scales = [], [], [], []
    for n, step in enumerate(path):
        for p in step:
            if not 0 <= p < len(terms):
                raise IndexError(f"einsum_path: path step {step} names term {p}, but there are {len(terms)} terms")
        order = sorted(step, reverse=True)
        taken = [terms.pop(p) for p in order]
        taken_sets = [sets.pop(p) for p in order]
        involved = frozenset().union(*taken_sets)
        kept = involved & frozenset(output).union(*sets)
        costs.append(_flops(involved, bool(involved - kept), len(step), sizes))
        scales.append(len(involved))
        largest.append(_size_of(kept, sizes))
        joined = "".join(taken)
        result = out_text if n == len(path) - 1 else "".join(sorted(
            (symbol[label] for label in kept), key=joined.find))
        terms.append(result)
        sets.append(kept)
        rows.append((len(involved), ",".join(taken) + "->" + result, ",".join(terms) + "->" + out_text))
    if len(terms) != 1:
        raise ValueError(f"einsum_path: the path leaves {len(terms)} terms uncontracted ({','.join(terms)})")
    optimized = sum(costs)
    speedup = decimal.Decimal(naive) / max(decimal.Decimal(optimized), decimal.Decimal(1))
    lines = [
        f"  Complete contraction:  {','.join(text(labels) for labels in inputs)}->{out_text}",
        f"         Naive scaling:  {len(every)}",
        f"     Optimized scaling:  {max(scales, default=0)}",
        f"      Naive FLOP count:  {decimal.Decimal(naive):.3e}",
        f"  Optimized FLOP count:  {decimal.Decimal(optimized):.3e}",
        f"   Theoretical speedup:  {speedup:.3e}",
        f"  Largest intermediate:  {decimal.Decimal(max(largest, default=1)):.3e} elements",
        "-" * 80,
        f"{'scaling':>6} {'':>11} {'current':>22} {'remaining':>37}",
        "-" * 80,
    ]
    lines += [f"{scale:>4} {'':>14} {current:>22}    {remaining:>{max(0, 56 - max(22, len(current)))}}"
              for scale, current, remaining in rows]
    return "\n".join(lines)


def einsum_path(subscripts: Any, /, *operands: Any, optimize: bool | str | list[tuple[int, ...]] = "auto"
                ) -> tuple[list[tuple[int, ...]], Any]:
    """The order in which to contract the operands of ``einsum(subscripts, *operands)``
    pairwise, and a printable description of it (a str: costs and the steps), without
    computing anything (only the operands' shapes are read).

    ``optimize``: ``"optimal"`` (or ``True``) searches every pairwise order for the
    least total cost (opt_einsum's flop count); ``"greedy"`` picks one pair at a time
    (see ``_greedy_path``); ``"auto"`` (the default) searches every order for up to
    six operands and is greedy beyond; opt_einsum's other names are accepted ("dp",
    "branch-all", "branch-2", "auto-hq" and "random-greedy" as "auto"; "branch-1",
    "eager" and "opportunistic" as "greedy"); ``False`` contracts left to
    right; a list of steps (tuples of positions in the list of terms, each result
    appended at its end) is checked and returned as it is. With one or two operands
    there is nothing to choose. The path is opt_einsum's for "optimal", and for
    "auto" up to four operands, except between orders of equal cost; its greedy and
    branch searches are heuristics of their own, whose paths can differ from these."""
    spec, values = _spec_and_operands(subscripts, operands)
    if not values:
        raise ValueError("einsum_path: at least one operand is required")
    shapes = [tuple(int(n) for n in np.shape(v)) for v in values]
    spec = spec.replace(" ", "")
    inputs_text, arrow, output_text = spec.partition("->")
    terms_text = inputs_text.split(",")
    if len(terms_text) != len(shapes):
        raise ValueError(f"einsum_path: the subscripts {spec!r} name {len(terms_text)} operands, {len(shapes)} given")
    inputs = [_parse_term(text, len(shape), i) for i, (text, shape) in enumerate(zip(terms_text, shapes))]
    output = _output_labels(output_text if arrow else None, inputs)
    sizes = _label_sizes(inputs, shapes)
    # An ellipsis dimension is shown as a letter the subscripts do not use: the k-th from
    # the right as the k-th from the right of the first (most operand dimensions) spare ones.
    width = max(len(s) for s in shapes)
    spare = ([c for c in _SYMBOLS if c not in inputs_text] + [chr(192 + i) for i in range(width)])[:width]
    symbol: dict[Label, str] = {label: label if isinstance(label, str) else spare[label[1]]  # type: ignore[index]
                                for labels in inputs for label in labels}
    count = len(inputs)
    sets = [frozenset(labels) for labels in inputs]
    if isinstance(optimize, bool):
        optimize = "optimal" if optimize else [tuple(range(count))] if count <= 2 else [(0, 1)] * (count - 1)
    if optimize is None:
        optimize = "auto"
    path: list[Step]
    if not isinstance(optimize, str):
        path = _explicit_path(optimize)
    elif count <= 2:
        path = [tuple(range(count))]
    elif optimize in _EXHAUSTIVE or optimize in _GREEDY:
        exhaustive = optimize == "optimal" or (optimize in _EXHAUSTIVE and count <= _EXHAUSTIVE_UP_TO)
        path = (_optimal_path if exhaustive else _greedy_path)(sets, frozenset(output), sizes)
    else:
        raise KeyError(f"einsum_path: unknown path optimizer {optimize!r}; the options are "
                       f"{sorted(_EXHAUSTIVE | _GREEDY)}, True, False or a path")
    return path, _describe(path, inputs, output, sizes, symbol)
