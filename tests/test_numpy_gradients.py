"""A gradient check for every function of ``jaxtypes.numpy``, driven by one table.

Every name of ``jnp.__all__`` is classified: a differentiable function (its cases are
checked against jax's jvp/vjp and against finite differences to second order where
it is smooth at the test point), a non-differentiable one (its tangents, zero or
float0, or the error raised, are jax's), or not a function of arrays (dtypes, scalar
types, dtype utilities). A name in none of them fails ``test_every_name_is_classified``.
"""

from __future__ import annotations

import io
import operator
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import jaxtypes.numpy as our_numpy
from jaxtypes.runtime.interpreters.transformations import jvp, vjp

jax = pytest.importorskip("jax")
import jax.numpy as jax_numpy  # noqa: E402

from tests import jax_versions  # noqa: E402
from tests.conftest import modes  # noqa: E402
from tests.gradient_checks import (  # noqa: E402
    Case, arguments, case_rng, check_against_jax, check_finite_differences, close, ours, theirs,
)

POSITIVE, UNIT, WIDE = (0.3, 2.5), (-0.9, 0.9), (-3.0, 3.0)
MATRIX, PAIR = ((2, 3),), ((2, 3), (2, 3))


def call(name: str, shapes: tuple[tuple[int, ...], ...] = MATRIX, domain: tuple[float, float] = (-2.0, 2.0),
         smooth: bool = True, orders: int = 2, **kwargs: Any) -> Case:
    """``jnp.<name>(*arrays, **kwargs)``, its id the name and the keyword arguments."""
    label = name + "".join(f"[{k}={v}]" for k, v in kwargs.items())
    return Case(label, lambda L, N, *a: getattr(N, name)(*a, **kwargs), shapes, domain, smooth, orders)


def case(name: str, fun: Callable[..., Any], shapes: tuple[tuple[int, ...], ...] = MATRIX,
         domain: tuple[float, float] = (-2.0, 2.0), smooth: bool = True, dtype: str = "float64") -> Case:
    return Case(name, fun, shapes, domain, smooth, dtype=dtype)


def reductions(name: str) -> list[Case]:
    return [call(name), call(name, axis=1), call(name, axis=-1, keepdims=True), call(name, axis=(0, 1))]


def pieces(name: str, shapes: tuple[tuple[int, ...], ...], *args: Any, **kwargs: Any) -> Case:
    """A function returning several arrays, its pieces raveled, scaled apart and joined."""
    return case(name, lambda L, N, x: N.concatenate(
        [N.ravel(p) * (i + 1) for i, p in enumerate(getattr(N, name)(x, *args, **kwargs))]), shapes)


def _ufunc_methods(N: Any, x: Any, y: Any) -> Any:
    """A ufunc of ``frompyfunc`` through its call and each of its methods, the results joined."""
    f = N.frompyfunc(lambda a, b: a * b + N.sin(a), 2, 1, identity=0.0)
    idx = np.array([0, 2, 1, 0], np.int32)
    parts = [f(x, y), f.reduce(x, axis=1), f.reduce(y, axis=None, initial=0.5, where=x > 0), f.accumulate(x, axis=1),
             f.outer(x[0], y[1]), f.reduceat(y, np.array([0, 2, 1], np.int32), axis=1),
             f.at(x, (np.array([1, 1, 0], np.int32), idx[:3]), y[0], inplace=False)]
    return N.concatenate([N.ravel(p) for p in parts])


def _getitem(N: Any) -> Callable[[Any, Any], Any]:
    return getattr(N, "getitem", operator.getitem)  # jax.numpy has no getitem function


DIFFERENTIABLE: dict[str, list[Case]] = {
    **{n: [call(n)] for n in ("abs", "absolute", "arcsinh", "arctan", "cos", "cosh", "exp", "exp2", "expm1",
                              "negative", "positive", "sin", "sinh", "square", "tan", "tanh", "cbrt", "conj",
                              "conjugate", "real", "asarray", "array", "asinh", "atan", "fabs")},
    **{n: [call(n, domain=POSITIVE)] for n in ("log", "log1p", "sqrt", "reciprocal", "log2", "log10")},
    **{n: [call(n, domain=UNIT)] for n in ("arcsin", "arccos", "arctanh", "asin", "acos", "atanh")},
    **{n: [call(n, domain=(1.2, 3.0))] for n in ("arccosh", "acosh")},
    **{n: [call(n, PAIR)] for n in ("add", "subtract", "multiply", "arctan2", "atan2", "maximum", "minimum", "fmax",
                                    "fmin")},
    **{n: [call(n, PAIR, POSITIVE)] for n in ("divide", "true_divide", "power", "pow")},
    **{n: [call(n, PAIR, WIDE)] for n in ("mod", "remainder", "fmod")},
    "imag": [case("imag", lambda L, N, x, y: N.imag(L.complex(x, y) * L.complex(y, x)), PAIR)],
    "clip": [case("clip", lambda L, N, x: N.clip(x, -0.5, 0.7)),
             case("clip[arrays]", lambda L, N, x, lo: N.clip(x, lo, lo + 1.0), PAIR)],
    "where": [case("where", lambda L, N, x, y: N.where(x > y, x * y, N.sin(y)), PAIR)],
    "select": [case("select", lambda L, N, x, y: N.select([x > 0.5, y < 0.0], [x * y, N.exp(x)], y), PAIR)],
    "astype": [case("astype", lambda L, N, x: N.astype(N.astype(x, "float32"), "float64"), smooth=False),
               case("astype[complex]", lambda L, N, x: N.real(N.astype(x, "complex128") ** 2))],
    "full": [case("full", lambda L, N, x: N.full((2, 3), x), ((),))],
    "full_like": [case("full_like", lambda L, N, x, v: N.full_like(x, v) * x, ((2, 3), ()))],
    "linspace": [case("linspace", lambda L, N, a, b: N.linspace(a, b, 5), ((), ())),
                 case("linspace[endpoint=False]", lambda L, N, a, b: N.linspace(a, b, 4, endpoint=False), ((3,), (3,)))],
    "getitem": [case("getitem", lambda L, N, x: _getitem(N)(x, (1, slice(None, None, -1)))),
                case("getitem[newaxis]", lambda L, N, x: _getitem(N)(x, (None, Ellipsis, slice(0, 2)))),
                case("getitem[negative]", lambda L, N, x: _getitem(N)(x, -1), ((3, 2),))],
    "dot": [call("dot", ((2, 3), (3, 4))), call("dot", ((3,), (3,))), call("dot", ((2, 3), (3,)))],
    "matmul": [call("matmul", ((2, 3), (3, 4))), call("matmul", ((2, 2, 3), (3, 4))), call("matmul", ((3,), (3, 2)))],
    **{n: reductions(n) for n in ("sum", "prod", "mean", "max", "min", "amax", "amin")},
    "broadcast_to": [case("broadcast_to", lambda L, N, x: N.broadcast_to(x, (4, 2, 3)), ((2, 1),))],
    "concatenate": [case("concatenate", lambda L, N, x, y: N.concatenate([x, y, x]), PAIR),
                    case("concatenate[axis=1]", lambda L, N, x, y: N.concatenate([x, y], axis=1), ((2, 3), (2, 1))),
                    case("concatenate[axis=None]", lambda L, N, x, y: N.concatenate([x, y], axis=None), PAIR)],
    "expand_dims": [call("expand_dims", axis=1), call("expand_dims", axis=(0, -1))],
    "ravel": [call("ravel")],
    "reshape": [case("reshape", lambda L, N, x: N.reshape(x, (3, -1))),
                case("reshape[order=F]", lambda L, N, x: N.reshape(x, (6,), order="F"))],
    "squeeze": [call("squeeze", ((2, 1, 3),)), call("squeeze", ((1, 3, 1),), axis=-1)],
    "stack": [case("stack", lambda L, N, x, y: N.stack([x, y]), PAIR),
              case("stack[axis=-1]", lambda L, N, x, y: N.stack([x, y, x], axis=-1), PAIR)],
    "transpose": [call("transpose"), call("transpose", ((2, 3, 4),), axes=(1, 2, 0))],
    **{n: [call(n)] for n in ("flip", "fliplr", "flipud", "rot90", "matrix_transpose", "tril", "triu", "diff",
                              "diagonal", "diag", "diagflat", "atleast_1d", "atleast_2d", "atleast_3d", "cumsum",
                              "cumprod", "nancumsum", "nancumprod", "nansum", "nanprod", "nanmean", "var", "std")},
    "roll": [call("roll", shift=1), call("roll", shift=(1, -1), axis=(0, 1))],
    "swapaxes": [call("swapaxes", ((2, 3, 4),), axis1=0, axis2=2)],
    "moveaxis": [call("moveaxis", ((2, 3, 4),), source=0, destination=-1)],
    "rollaxis": [call("rollaxis", ((2, 3, 4),), axis=2)],
    "permute_dims": [call("permute_dims", axes=(1, 0))],
    "tile": [call("tile", reps=(2, 1))],
    "repeat": [call("repeat", repeats=2, axis=1), call("repeat", repeats=3)],
    "sort": [call("sort", smooth=False), call("sort", smooth=False, axis=0, descending=True)],
    "ptp": [call("ptp", smooth=False, axis=1)],
    **{n: [call(n, smooth=False, axis=1)] for n in ("nanmax", "nanmin")},
    "cumulative_prod": [call("cumulative_prod", axis=1, include_initial=True)],
    **{n: [pieces(n, MATRIX, 3, axis=1)] for n in ("split", "array_split")},
    "hsplit": [pieces("hsplit", MATRIX, [1])], "vsplit": [pieces("vsplit", MATRIX, 2)],
    "dsplit": [pieces("dsplit", ((2, 3, 4),), 2)], "unstack": [pieces("unstack", MATRIX, axis=1)],
    **{n: [case(n, lambda L, N, x, y, n=n: getattr(N, n)([x, N.sin(y)]), PAIR)]
       for n in ("hstack", "vstack", "dstack", "column_stack")},
    "take": [case("take", lambda L, N, x: N.take(x, np.array([2, 0, 2, -1], np.int32), axis=1)),
             case("take[fill]", lambda L, N, x: N.take(x, np.array([1, 9], np.int32), fill_value=0.5))],
    "take_along_axis": [case("take_along_axis", lambda L, N, x: N.take_along_axis(x, np.array([[2, 0], [1, 1]], np.int32), 1))],
    "pad": [call("pad", pad_width=1), call("pad", pad_width=(1, 2), mode="reflect"), call("pad", pad_width=2, mode="wrap")],
    "resize": [call("resize", new_shape=(3, 5))], "copy": [call("copy")], "trace": [call("trace"), call("trace", offset=1)],
    **{n: [call(n)] for n in ("deg2rad", "rad2deg", "radians", "degrees", "nan_to_num")},
    "copysign": [call("copysign", PAIR, smooth=False)], "float_power": [call("float_power", PAIR, POSITIVE)],
    "inner": [call("inner", ((2, 3), (4, 3))), call("inner", ((), (3,)))], "vdot": [call("vdot", PAIR)],
    "tensordot": [call("tensordot", ((2, 3), (3, 4)), axes=1), call("tensordot", ((2, 3), (3, 2)), axes=((0, 1), (1, 0)))],
    "vecdot": [call("vecdot", ((2, 3), (3,)))], "matvec": [call("matvec", ((2, 3), (3,)))],
    "vecmat": [call("vecmat", ((2,), (2, 3)))], "outer": [call("outer", ((3,), (2,)))],
    # (3-vectors only: jax 0.12 no longer takes 2-vectors)
    "kron": [call("kron", ((2, 2), (2, 3)))], "cross": [call("cross", ((2, 3), (3,))), call("cross", ((3,), (2, 3)))],
    "concat": [case("concat", lambda L, N, x, y: N.concat([x, y], axis=1), PAIR)],
    "broadcast_arrays": [case("broadcast_arrays", lambda L, N, x, y: N.concatenate(
        [N.ravel(p) * (i + 1) for i, p in enumerate(N.broadcast_arrays(x, y))]), ((2, 1), (3,)))],
    "append": [call("append", PAIR), call("append", PAIR, axis=1)],
    "delete": [call("delete", obj=1), call("delete", obj=np.array([0, 2]), axis=1)],
    "fill_diagonal": [case("fill_diagonal", lambda L, N, x, v: N.fill_diagonal(x, v, inplace=False), ((3, 3), ()))],
    "ediff1d": [call("ediff1d"), call("ediff1d", to_begin=1.0)],
    "cumulative_sum": [call("cumulative_sum", axis=1)], "i0": [call("i0", domain=WIDE)],
    "choose": [case("choose", lambda L, N, x, y: N.choose(np.array([[0, 1, 2], [2, 0, 1]], np.int32), [x, y, x * y],
                                                          mode="clip"), PAIR)],
    "compress": [case("compress", lambda L, N, x: N.compress(np.array([1, 0, 1]), x, axis=1)),
                 case("compress[size]", lambda L, N, x: N.compress(np.array([0, 1, 1]), x, axis=1, size=3,
                                                                   fill_value=0.5))],
    "extract": [case("extract", lambda L, N, x: N.extract(np.array([[1, 0, 1], [0, 1, 1]]), x)),
                case("extract[size]", lambda L, N, x: N.extract(np.array([[1, 0, 0], [0, 1, 0]]), x, size=4))],
    "place": [case("place", lambda L, N, x, v: N.place(x, np.array([[1, 0, 1], [0, 1, 1]], bool), v, inplace=False),
                   ((2, 3), (3,)))],
    "put": [case("put", lambda L, N, x, v: N.put(x, np.array([4, 0, 2], np.int32), v, inplace=False), ((2, 3), (3,)))],
    "put_along_axis": [case("put_along_axis", lambda L, N, x, v: N.put_along_axis(
        x, np.array([[2], [0]], np.int32), v, 1, inplace=False), ((2, 3), (2, 1)))],
    "insert": [case("insert", lambda L, N, x, v: N.insert(x, np.array([1, 3], np.int32), v, axis=1), ((2, 3), (2, 2))),
               case("insert[scalar]", lambda L, N, x, v: N.insert(x, 1, v), ((2, 3), (2,)))],
    "trim_zeros": [case("trim_zeros", lambda L, N, x: N.trim_zeros(N.concatenate([N.zeros(2), N.ravel(x), N.zeros(1)])))],
    **{n: [call(n), call(n, axis=0, ddof=1)] for n in ("nanvar", "nanstd")},
    "ix_": [case("ix_", lambda L, N, x, y: N.concatenate([N.ravel(p * (i + 1)) for i, p in enumerate(N.ix_(x, y))]),
                 ((3,), (2,)))],
    "einsum": [case("einsum", lambda L, N, x, y: N.einsum("ij,kj->ik", x, y), PAIR),
               case("einsum[diagonal]", lambda L, N, x: N.einsum("ii->i", x), ((3, 3),)),
               case("einsum[three]", lambda L, N, x, y: N.einsum("ij,ij,kj->k", x, y, x), PAIR)],
    # (at points without ties, a quantile is linear in the data nearby)
    "quantile": [call("quantile", q=0.37), call("quantile", q=np.array([0.2, 0.7]), axis=1)],
    "nanquantile": [call("nanquantile", q=0.37, axis=0, method="nearest")],
    "percentile": [call("percentile", q=63.0, axis=1)], "nanpercentile": [call("nanpercentile", q=41.0)],
    "median": [call("median"), call("median", axis=1)], "nanmedian": [call("nanmedian", axis=0, keepdims=True)],
    "sinc": [call("sinc", domain=WIDE), case("sinc[0]", lambda L, N, x: N.sinc(x * 0.0) + N.sinc(x), smooth=False)],
    "modf": [pieces("modf", MATRIX)], "vander": [call("vander", ((3,),)), call("vander", ((4,),), N=2, increasing=True)],
    "polyder": [call("polyder", ((4,),)), call("polyder", ((5,),), m=2)],
    "polyval": [call("polyval", ((3,), (2, 3))), call("polyval", ((3, 2), (2,)))],
    **{n: [call(n, ((3,), (2,)))] for n in ("polyadd", "polysub", "polymul")},
    **{n: [call(n, ((4,), (3,))), call(n, ((2,), (3,)), mode="same")] for n in ("convolve", "correlate")},
    "meshgrid": [case("meshgrid", lambda L, N, x, y: N.concatenate(
        [N.ravel(p) * (i + 1) for i, p in enumerate(N.meshgrid(x, y))]), ((3,), (2,)))],
    **{n: [call(n, PAIR)] for n in ("logaddexp", "logaddexp2", "hypot")},
    "heaviside": [call("heaviside", PAIR, smooth=False),
                  case("heaviside[0]", lambda L, N, x, y: N.heaviside(x * 0.0, y) * x, PAIR)],
    "divmod": [case("divmod", lambda L, N, x, y: N.divmod(x, y)[1] + N.divmod(x, y)[0] * x, PAIR, WIDE, smooth=False)],
    # (the mantissa jumps at powers of two: tangents against jax's only)
    "frexp": [case("frexp", lambda L, N, x: N.frexp(x)[0] * N.frexp(x)[1], smooth=False)],
    "ldexp": [case("ldexp", lambda L, N, x: N.ldexp(x, 3)),
              case("ldexp[array]", lambda L, N, x: N.ldexp(x, np.array([-1, 0, 2], np.int32)))],
    # (selections of the data: tangents against jax's only; size= makes them traceable)
    **{n: [case(n, lambda L, N, x, n=n: getattr(N, n)(x, size=4), smooth=False)] for n in ("unique", "unique_values")},
    "unique_all": [case("unique_all", lambda L, N, x: N.unique_all(x, size=4).values, smooth=False)],
    "unique_counts": [case("unique_counts", lambda L, N, x: N.unique_counts(x, size=4).values, smooth=False)],
    "unique_inverse": [case("unique_inverse", lambda L, N, x: N.unique_inverse(x, size=4).values, smooth=False)],
    **{n: [case(n, lambda L, N, x, y, n=n: getattr(N, n)(x, y, size=4, fill_value=0.0), PAIR, smooth=False)]
       for n in ("union1d", "intersect1d", "setdiff1d", "setxor1d")},
    "trapezoid": [call("trapezoid"), case("trapezoid[x]", lambda L, N, y, x: N.trapezoid(y, x, axis=0), PAIR)],
    "average": [call("average", axis=1), case("average[weights]", lambda L, N, a, w: N.average(a, 0, N.abs(w) + 0.5), PAIR)],
    "cov": [call("cov", ((3, 4),))], "corrcoef": [call("corrcoef", ((3, 4),))],
    "unwrap": [call("unwrap", domain=WIDE, smooth=False)],
    "interp": [case("interp", lambda L, N, x, fp: N.interp(x, N.array([-1.0, 0.0, 0.5, 2.0]), fp[0, :4] if fp.shape[1] >= 4
                                                       else N.concatenate([fp[0], fp[1, :1]])), PAIR, smooth=False)],
    # (polynomials: a leading coefficient kept away from zero; roots and the roots of a
    # matrix through eigenvalues, differentiable once)
    "polyint": [call("polyint", ((4,),)), case("polyint[k]", lambda L, N, p, k: N.polyint(p, 2, k), ((4,), (2,)))],
    "polydiv": [case("polydiv", lambda L, N, u, v: N.concatenate(N.polydiv(u, v + N.array([3.0, 0.0]))),
                     ((5,), (2,)))],
    "polyfit": [case("polyfit", lambda L, N, x, y: N.polyfit(0.3 * x + N.arange(5.0), y, 2), ((5,), (5,))),
                Case("polyfit[w,cov]", lambda L, N, y, w: N.concatenate([N.ravel(a) for a in N.polyfit(
                    N.arange(5.0), y, 1, w=w * w + 0.5, cov=True)]), ((5,), (5,)), orders=1)],
    "poly": [call("poly", ((3,),)), Case("poly[matrix]", lambda L, N, m: N.real(N.poly(m)), ((3, 3),), orders=1)],
    "roots": [Case("roots", lambda L, N, p: (lambda r: N.concatenate([N.real(r), N.imag(r) ** 2]))(
        N.roots(p + N.array([4.0, 0.0, 0.0]), strip_zeros=False)), ((3,),), orders=1)],
    "logspace": [case("logspace", lambda L, N, a, b: N.logspace(a, b, 4), ((), ())),
                 case("logspace[base,axis]", lambda L, N, a, b: N.logspace(a, b, 3, base=2.0, axis=1), ((2,), (2,)))],
    "geomspace": [case("geomspace", lambda L, N, a, b: N.geomspace(a, b, 4), ((), ()), POSITIVE)],
    "gradient": [case("gradient", lambda L, N, f: N.concatenate(N.gradient(f)), ((3, 4),)),
                 case("gradient[x]", lambda L, N, f, x: N.gradient(f, N.cumsum(x * x + 0.5), axis=1), ((3, 4), (4,)))],
    "angle": [case("angle", lambda L, N, x, y: N.angle(L.complex(x, y)), PAIR),
              case("angle[real]", lambda L, N, x: N.angle(x, deg=True) * x, smooth=False)],
    # (histograms: linear in the weights; the data move the edges (min and max), so a density
    # and the edges are differentiable in them, the bin of each value is not)
    "histogram_bin_edges": [call("histogram_bin_edges", ((7,),), bins=4)],
    "histogram": [case("histogram", lambda L, N, x, w: N.concatenate(N.histogram(x, 3, weights=w)), ((7,), (7,)),
                       smooth=False),
                  case("histogram[density]", lambda L, N, x: N.histogram(x, 4, density=True)[0], ((7,),),
                       smooth=False)],
    "histogramdd": [case("histogramdd", lambda L, N, s, w: N.histogramdd(s, (2, 3), weights=w, density=True)[0],
                         ((6, 2), (6,)), smooth=False)],
    "histogram2d": [case("histogram2d", lambda L, N, x, y: N.histogram2d(x, y, 2, weights=x * y)[0], ((6,), (6,)),
                         smooth=False)],
    "bincount": [case("bincount", lambda L, N, w: N.bincount(np.array([0, 2, 2, -1, 5, 3], np.int32), w, length=4),
                      ((6,),))],
    # (index tricks and functional helpers: tests/test_numpy_index_functional.py)
    "partition": [call("partition", kth=1), call("partition", ((3, 4),), kth=-1, axis=0)],
    "block": [case("block", lambda L, N, x, y: N.block([[x, y], [y, x]]), PAIR),
              case("block[1-D]", lambda L, N, x, y: N.block([x[0], 2.0, y[1]]), PAIR)],
    "piecewise": [case("piecewise", lambda L, N, x: N.piecewise(x, [x < -0.5, x > 0.5], [N.sin, 0.5, lambda v: v * v]),
                       smooth=False)],
    "apply_along_axis": [case("apply_along_axis", lambda L, N, x: N.apply_along_axis(lambda v: v * N.sum(v), 1, x))],
    "apply_over_axes": [case("apply_over_axes", lambda L, N, x: N.apply_over_axes(N.cumsum, x ** 2, [0, 1]))],
    # (vectorize and ufuncs: tests/test_numpy_ufuncs.py)
    "vectorize": [case("vectorize", lambda L, N, x, y: N.vectorize(lambda a, b: a * N.sin(b) + a ** 2)(x, y[:1]), PAIR),
                  case("vectorize[signature]", lambda L, N, x, y: N.vectorize(
                      lambda a, b: N.stack([N.dot(a, b), N.sum(a * a)]), signature="(n),(n)->(k)")(x, y[1]), PAIR)],
    "frompyfunc": [case("frompyfunc", lambda L, N, x, y: _ufunc_methods(N, x, y), PAIR)],
    "r_": [case("r_", lambda L, N, x, y: N.r_[x[0], 1.5, y[1], 0:2], PAIR)],
    "c_": [case("c_", lambda L, N, x, y: N.c_[x, y[:, :1]], PAIR)],
    # (input and output: tests/test_numpy_io.py)
    "fromfunction": [case("fromfunction", lambda L, N, x: N.fromfunction(
        lambda i, j: x[i, j] * (i + 1) + N.sin(x[1 - i, 2 - j]), (2, 3), dtype=int))],
}


def _npy_file(a: np.ndarray) -> io.BytesIO:
    """A file object holding ``a`` as ``numpy.save`` writes it, at its start."""
    f = io.BytesIO()
    np.save(f, a)
    f.seek(0)
    return f


INTEGERS = (-20.0, 20.0)
NON_DIFFERENTIABLE: dict[str, list[Case]] = {
    **{n: [call(n, PAIR, smooth=False)] for n in ("equal", "not_equal", "greater", "greater_equal", "less",
                                                   "less_equal", "floor_divide", "nextafter")},
    **{n: [call(n, smooth=False)] for n in ("isfinite", "floor", "ceil", "sign", "argmin", "isinf", "isnan", "trunc",
                                             "logical_not", "zeros_like", "ones_like", "empty_like", "from_dlpack")},
    **{n: [call(n, PAIR, smooth=False)] for n in ("logical_and", "logical_or", "logical_xor")},
    "round": [call("round", smooth=False), call("round", smooth=False, decimals=1)],
    "around": [call("around", smooth=False)],
    "nonzero": [case("nonzero", lambda L, N, x: N.stack(N.nonzero(x > 0, size=6)), smooth=False)],
    **{n: [case(n, lambda L, N, x, n=n: getattr(N, n)(x > 0, size=4), smooth=False)] for n in ("argwhere", "flatnonzero")},
    **{n: [call(n, smooth=False)] for n in ("argsort", "count_nonzero", "nanargmax", "nanargmin", "iscomplex",
                                             "isreal")},
    "argmax": [call("argmax", smooth=False), call("argmax", smooth=False, axis=1, keepdims=True)],
    "all": [case("all", lambda L, N, x: N.all(x > 0, axis=0), smooth=False)],
    "any": [case("any", lambda L, N, x: N.any(x > 0), smooth=False)],
    **{n: [case(n, lambda L, N, x, y, n=n: getattr(N, n)(x, y), PAIR, INTEGERS, False, "int32")]
       for n in ("bitwise_and", "bitwise_or", "bitwise_xor")},
    **{n: [case(n, lambda L, N, x, n=n: getattr(N, n)(x), MATRIX, INTEGERS, False, "int32")]
       for n in ("bitwise_not", "invert", "bitwise_invert")},
    **{n: [case(n, lambda L, N, x, y, n=n: getattr(N, n)(x, N.abs(y) % 8), PAIR, INTEGERS, False, "int32")]
       for n in ("left_shift", "right_shift", "bitwise_left_shift", "bitwise_right_shift")},
    # functions of shapes: the output does not depend on the (traced) input, or tracing it is an error
    "arange": [case("arange", lambda L, N, x: N.arange(3.0) * 2, smooth=False),
               case("arange[traced]", lambda L, N, x: N.arange(x), ((),), smooth=False)],
    "empty": [case("empty", lambda L, N, x: N.empty((2, 3)) * 0, smooth=False)],
    "eye": [case("eye", lambda L, N, x: N.eye(2, 3, k=1), smooth=False)],
    "ones": [case("ones", lambda L, N, x: N.ones((2,)), smooth=False)],
    "zeros": [case("zeros", lambda L, N, x: N.zeros((2,), dtype="int32"), smooth=False)],
    **{n: [call(n, smooth=False)] for n in ("signbit", "isposinf", "isneginf", "rint")},
    "bitwise_count": [case("bitwise_count", lambda L, N, x: N.bitwise_count(x), MATRIX, INTEGERS, False, "int32")],
    **{n: [call(n, PAIR, smooth=False)] for n in ("isclose", "allclose", "array_equal", "array_equiv")},
    "identity": [case("identity", lambda L, N, x: N.identity(2) * 0, smooth=False)],
    # (a dtype given: tri's default is float32 in jax 0.10, the default float in 0.12)
    "tri": [case("tri", lambda L, N, x: N.tri(2, 3, dtype="float32"), smooth=False)],
    "indices": [case("indices", lambda L, N, x: N.indices((2, 3)), smooth=False)],
    **{n: [case(n, lambda L, N, x, n=n: N.stack(getattr(N, n)(3)), smooth=False)]
       for n in ("tril_indices", "triu_indices", "diag_indices")},
    **{n: [case(n, lambda L, N, x, n=n: N.stack(getattr(N, n)(x)), smooth=False)]
       for n in ("tril_indices_from", "triu_indices_from")},
    "isin": [call("isin", PAIR, smooth=False), call("isin", PAIR, smooth=False, invert=True)],
    **{n: [case(n, lambda L, N, x, n=n: getattr(N, n)(5), smooth=False)] for n in ("bartlett", "blackman", "hamming",
                                                                                     "hanning")},
    "kaiser": [case("kaiser", lambda L, N, x: N.kaiser(5, 3.0), smooth=False)],
    "spacing": [call("spacing", smooth=False)],
    "sort_complex": [case("sort_complex", lambda L, N, x: N.real(N.sort_complex(x)) + N.imag(N.sort_complex(x)) * x,
                          smooth=False)],
    "lexsort": [case("lexsort", lambda L, N, x, y: N.lexsort((x, y > 0)), PAIR, smooth=False)],
    "searchsorted": [case("searchsorted", lambda L, N, x, y: N.searchsorted(N.sort(x[0]), y), PAIR, smooth=False)],
    "digitize": [case("digitize", lambda L, N, x, y: N.digitize(y, N.sort(x[0]), right=True), PAIR, smooth=False)],
    **{n: [case(n, lambda L, N, x, y, n=n: getattr(N, n)(x, y), PAIR, INTEGERS, False, "int32")] for n in ("gcd", "lcm")},
    "packbits": [case("packbits", lambda L, N, x: N.packbits(x, axis=1), MATRIX, INTEGERS, False, "int32")],
    "unpackbits": [case("unpackbits", lambda L, N, x: N.unpackbits(N.packbits(x > 0)), smooth=False)],
    "diag_indices_from": [case("diag_indices_from", lambda L, N, x: N.stack(N.diag_indices_from(x)), ((3, 3),), smooth=False)],
    "argpartition": [call("argpartition", smooth=False, kth=1)],
    "ravel_multi_index": [case("ravel_multi_index", lambda L, N, x: N.ravel_multi_index(
        (N.astype(x > 0, "int32"), N.astype(x < 0, "int32")), (2, 2), mode="clip"), smooth=False)],
    "unravel_index": [case("unravel_index", lambda L, N, x: N.stack(N.unravel_index(N.astype(x * 3, "int32"), (2, 3))),
                           smooth=False)],
    "mask_indices": [case("mask_indices", lambda L, N, x: N.stack(N.mask_indices(3, N.triu, 1)), smooth=False)],
    "mgrid": [case("mgrid", lambda L, N, x: N.mgrid[0:2, 0:1:3j], smooth=False)],
    "ogrid": [case("ogrid", lambda L, N, x: N.ogrid[0:2, 0:3][1] * 2, smooth=False)],
    "frombuffer": [case("frombuffer", lambda L, N, x: N.frombuffer(b"\x00\x00\x80?\x00\x00\x00@", dtype="float32"),
                        smooth=False)],
    "fromstring": [case("fromstring", lambda L, N, x: N.fromstring("1.5, 2", sep=","), smooth=False)],
    "load": [case("load", lambda L, N, x: N.load(_npy_file(np.arange(3.0) * 2)), smooth=False)],
    **{n: [case(n, lambda L, N, x, n=n: getattr(N, n)(io.BytesIO(b"1 2")), smooth=False)]
       for n in ("fromfile", "fromiter")},
}
DTYPE_UTILITIES = {"issubdtype", "promote_types", "result_type", "iinfo", "finfo"}
CONSTANTS_AND_FACTS = {"pi", "e", "inf", "nan", "euler_gamma", "newaxis", "shape", "ndim", "size", "isscalar",
                       "iscomplexobj", "isrealobj", "broadcast_shapes", "isdtype", "can_cast", "iterable", "s_",
                       "index_exp", "printoptions", "get_printoptions", "set_printoptions",
                       "save", "savez", "array_repr", "array_str", "einsum_path", "__array_api_version__",
                       "__array_namespace_info__"}


def _not_functions() -> set[str]:
    """Classes (dtype, ndarray, the scalar types), the dtype utilities, the constants and the
    functions that answer Python values (``shape``, ``isscalar``...)."""
    classes = {n for n in our_numpy.__all__ if isinstance(getattr(our_numpy, n), type)}
    return classes | DTYPE_UTILITIES | CONSTANTS_AND_FACTS


def test_every_name_is_classified() -> None:
    differentiable, non_differentiable, others = set(DIFFERENTIABLE), set(NON_DIFFERENTIABLE), _not_functions()
    assert not differentiable & non_differentiable and not (differentiable | non_differentiable) & others
    unclassified = set(our_numpy.__all__) - differentiable - non_differentiable - others
    assert not unclassified, f"jnp functions without a gradient check: {sorted(unclassified)}"
    assert not (differentiable | non_differentiable) - set(our_numpy.__all__)


CHECKED = [c for cases in DIFFERENTIABLE.values() for c in cases]
SMOOTH = [c for c in CHECKED if c.smooth]
CONSTANT = [c for cases in NON_DIFFERENTIABLE.values() for c in cases]


@pytest.mark.parametrize("case", CHECKED, ids=[c.name for c in CHECKED])
def test_jvp_and_vjp_match_jax(case: Case) -> None:
    check_against_jax(case, case_rng(case))


@pytest.mark.parametrize("case", SMOOTH, ids=[c.name for c in SMOOTH])
def test_derivatives_match_finite_differences(case: Case) -> None:
    check_finite_differences(case, case_rng(case))


def _float0_or_normal(rng: np.random.Generator, out: Any) -> np.ndarray:
    if np.dtype(out.dtype).kind in "fc":
        return rng.normal(size=out.shape).astype(out.dtype)
    return np.zeros(out.shape, jax.dtypes.float0)


def _outcome(run: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    try:
        return run(), None
    except Exception as error:  # noqa: BLE001  (compared with jax's below)
        return None, error


def _same_outcome(ours_run: Callable[[], Any], theirs_run: Callable[[], Any]) -> Any:
    """Both give the same values (tangents zero or float0), or both raise errors of one kind."""
    expected, theirs_error = _outcome(theirs_run)
    result, ours_error = _outcome(ours_run)
    if theirs_error is not None:
        assert ours_error is not None, f"jax raises {theirs_error!r}, jaxtypes returns {result!r}"
        kind = next(k for k in (TypeError, ValueError, NotImplementedError, Exception) if isinstance(theirs_error, k))
        assert isinstance(ours_error, kind), (ours_error, theirs_error)
        return None
    assert ours_error is None, f"jaxtypes raises {ours_error!r}, jax returns {expected!r}"
    close(result, expected, tol=0)
    return expected


@pytest.mark.parametrize("case", CONSTANT, ids=[c.name for c in CONSTANT])
def test_non_differentiable_tangents_match_jax(case: Case) -> None:
    """jvp gives jax's tangents (zeros, float0 for integer and bool outputs) or jax's
    error; so does vjp's pullback."""
    rng = case_rng(case)
    with modes(True, "standard"):
        args = arguments(case, rng)
        differentiable = np.dtype(case.dtype).kind == "f"
        tangents = [rng.normal(size=a.shape) if differentiable else np.zeros(a.shape, jax.dtypes.float0) for a in args]
        ours_args, theirs_args = [our_numpy.asarray(a) for a in args], [jax_numpy.asarray(a) for a in args]
        if case.name in ("nextafter", "spacing") and jax_versions.differs("nextafter derivative"):
            with pytest.raises(NotImplementedError, match="differentiation of nextafter is not implemented"):
                jvp(ours(case), ours_args, [our_numpy.asarray(t) for t in tangents])
            _, tangent_out = jax.jvp(theirs(case), theirs_args, [jax_numpy.asarray(t) for t in tangents])
            # (spacing(x) = nextafter(x, +-inf) - x: the tangent cancels)
            np.testing.assert_array_equal(tangent_out, tangents[0] if case.name == "nextafter" else 0 * tangents[0])
            return
        outputs = _same_outcome(
            lambda: jvp(ours(case), ours_args, [our_numpy.asarray(t) if differentiable else t for t in tangents]),
            lambda: jax.jvp(theirs(case), theirs_args, [jax_numpy.asarray(t) if differentiable else t for t in tangents]))
        if outputs is None:
            return
        ct = _float0_or_normal(rng, outputs[0])
        _same_outcome(lambda: vjp(ours(case), *ours_args)[1](ct if ct.dtype == jax.dtypes.float0 else our_numpy.asarray(ct)),
                      lambda: jax.vjp(theirs(case), *theirs_args)[1](ct))
