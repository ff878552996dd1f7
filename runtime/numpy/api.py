"""Every function of ``jaxtypes.numpy`` that the runtime implements, in one namespace."""

from jaxtypes.runtime.core.creation import array, asarray, from_dlpack
from jaxtypes.runtime.numpy.array_api import __array_api_version__, __array_namespace_info__
from jaxtypes.runtime.numpy.bit_packing import packbits, unpackbits
from jaxtypes.runtime.numpy.calculus import gradient, interp, trapezoid, unwrap
from jaxtypes.runtime.numpy.comparison import allclose, array_equal, array_equiv, isclose
from jaxtypes.runtime.numpy.convolutions import convolve, correlate, polymul
from jaxtypes.runtime.numpy.correlation import average, corrcoef, cov
from jaxtypes.runtime.numpy.creation import (
    arange, empty, empty_like, eye, full, full_like, linspace, ones, ones_like, zeros, zeros_like,
)
from jaxtypes.runtime.numpy.editing import append, delete, ediff1d, fill_diagonal, isin
from jaxtypes.runtime.numpy.einsum import einsum, einsum_path
from jaxtypes.runtime.numpy.elementwise import (
    abs, absolute, acos, acosh, arccos, arccosh, arcsin, arcsinh, arctan, arctan2, arctanh, around, asin, asinh,
    astype, atan, atan2, atanh, bitwise_invert, bitwise_left_shift, bitwise_not, bitwise_right_shift, cbrt, ceil,
    clip, conj, conjugate, cos, cosh, divide, divmod, equal, exp, exp2, expm1, fabs, floor, floor_divide, fmax,
    fmin, fmod, greater, greater_equal, imag, invert, iscomplex, isfinite, isinf, isnan, isreal, left_shift, less,
    less_equal, log, log10, log1p, log2, logical_not, mod, nextafter, not_equal, positive, pow, power, real,
    reciprocal, remainder, right_shift, round, select, sign, sin, sinh, sqrt, square, tan, tanh, true_divide, trunc,
)
from jaxtypes.runtime.numpy.exponents import frexp, ldexp
from jaxtypes.runtime.numpy.float_functions import (
    angle, bitwise_count, copysign, deg2rad, degrees, float_power, heaviside, hypot, i0, isneginf, isposinf, modf,
    nan_to_num, rad2deg, radians, rint, signbit, sinc, spacing,
)
from jaxtypes.runtime.numpy.functional import apply_along_axis, apply_over_axes, block, piecewise
from jaxtypes.runtime.numpy.grids import (
    c_, diag_indices, diag_indices_from, identity, indices, mask_indices, meshgrid, mgrid, ogrid, r_, ravel_multi_index,
    tri, tril_indices, tril_indices_from, triu_indices, triu_indices_from, unravel_index,
)
from jaxtypes.runtime.numpy.histograms import bincount, histogram, histogram2d, histogram_bin_edges, histogramdd
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.integer_functions import gcd, lcm
from jaxtypes.runtime.numpy.io import (
    array_repr, array_str, frombuffer, fromfile, fromfunction, fromiter, fromstring, load, save, savez,
)
from jaxtypes.runtime.numpy.manipulation import (
    argsort, array_split, atleast_1d, atleast_2d, atleast_3d, column_stack, diff, dsplit, dstack, flip, fliplr,
    flipud, hsplit, hstack, lexsort, matrix_transpose, moveaxis, permute_dims, repeat, roll, rollaxis, rot90, sort, split,
    sort_complex, swapaxes, tile, tril, triu, unstack, vsplit, vstack,
)
from jaxtypes.runtime.numpy.partitioning import argpartition, partition
from jaxtypes.runtime.numpy.placement import (
    choose, compress, extract, insert, place, put, put_along_axis, trim_zeros,
)
from jaxtypes.runtime.numpy.polynomials import (
    poly, polyadd, polyder, polydiv, polyfit, polyint, polysub, polyval, roots, vander,
)
from jaxtypes.runtime.numpy.products import (
    cross, dot, inner, kron, matmul, matvec, outer, tensordot, vdot, vecdot, vecmat,
)
from jaxtypes.runtime.numpy.quantiles import median, nanmedian, nanpercentile, nanquantile, percentile, quantile
from jaxtypes.runtime.numpy.reductions import all, amax, amin, any, argmax, argmin, max, mean, min, prod, sum
from jaxtypes.runtime.numpy.searching import digitize, searchsorted
from jaxtypes.runtime.numpy.selection import (
    argwhere, copy, e, euler_gamma, flatnonzero, inf, iscomplexobj, isrealobj, isscalar, nan, ndim, newaxis, nonzero,
    pad, pi, resize, shape, size, take, take_along_axis, trace, where,
)
from jaxtypes.runtime.numpy.sets import (
    intersect1d, setdiff1d, setxor1d, union1d, unique, unique_all, unique_counts, unique_inverse, unique_values,
)
from jaxtypes.runtime.numpy.shape import (
    broadcast_arrays, broadcast_shapes, broadcast_to, concat, concatenate, expand_dims, ravel, reshape, squeeze,
    stack, transpose,
)
from jaxtypes.runtime.numpy.spacing import geomspace, logspace
from jaxtypes.runtime.numpy.statistics import (
    count_nonzero, cumprod, cumsum, cumulative_prod, cumulative_sum, nanstd, nanvar, diag, diagflat, diagonal, nanargmax, nanargmin,
    nancumprod, nancumsum, nanmax, nanmean, nanmin, nanprod, nansum, ptp, std, var,
)
from jaxtypes.runtime.numpy.ufunc_objects import (
    add, bitwise_and, bitwise_or, bitwise_xor, logaddexp, logaddexp2, logical_and, logical_or, logical_xor, maximum,
    minimum, multiply, negative, subtract,
)
from jaxtypes.runtime.numpy.ufuncs import frompyfunc, ufunc, vectorize
from jaxtypes.runtime.numpy.utilities import (
    bartlett, blackman, can_cast, get_printoptions, hamming, hanning, index_exp, isdtype, iterable, ix_, kaiser,
    printoptions, s_, set_printoptions,
)

__all__ = [
    "__array_api_version__", "__array_namespace_info__",
    "abs", "absolute", "acos", "acosh", "add", "all", "allclose", "amax", "amin", "angle", "any", "append",
    "apply_along_axis", "apply_over_axes", "arange", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2",
    "arctanh", "argmax", "argmin", "argpartition", "argsort", "argwhere", "around", "array", "array_equal",
    "array_equiv", "array_repr", "array_split", "array_str", "asarray", "asin", "asinh", "astype", "atan", "atan2",
    "atanh", "atleast_1d", "atleast_2d", "atleast_3d", "average", "bartlett", "bincount", "bitwise_and",
    "bitwise_count", "bitwise_invert", "bitwise_left_shift", "bitwise_not", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "blackman", "block", "broadcast_arrays", "broadcast_shapes", "broadcast_to", "c_", "can_cast",
    "cbrt", "ceil", "choose", "clip", "column_stack", "compress", "concat", "concatenate", "conj", "conjugate",
    "convolve", "copy", "copysign", "corrcoef", "correlate", "cos", "cosh", "count_nonzero", "cov", "cross", "cumprod",
    "cumsum", "cumulative_prod", "cumulative_sum", "deg2rad", "degrees", "delete", "diag", "diag_indices",
    "diag_indices_from", "diagflat", "diagonal", "diff", "digitize", "divide", "divmod", "dot", "dsplit", "dstack", "e",
    "ediff1d", "einsum", "einsum_path", "empty", "empty_like", "equal", "euler_gamma", "exp", "exp2", "expand_dims",
    "expm1", "extract", "eye", "fabs", "fill_diagonal", "flatnonzero", "flip", "fliplr", "flipud", "float_power",
    "floor", "floor_divide", "fmax", "fmin", "fmod", "frexp", "from_dlpack", "frombuffer", "fromfile", "fromfunction",
    "fromiter", "frompyfunc", "fromstring", "full", "full_like", "gcd", "geomspace", "get_printoptions", "getitem",
    "gradient", "greater", "greater_equal", "hamming", "hanning", "heaviside", "histogram", "histogram2d",
    "histogram_bin_edges", "histogramdd", "hsplit", "hstack", "hypot", "i0", "identity", "imag", "index_exp", "indices",
    "inf", "inner", "insert", "interp", "intersect1d", "invert", "isclose", "iscomplex", "iscomplexobj", "isdtype",
    "isfinite", "isin", "isinf", "isnan", "isneginf", "isposinf", "isreal", "isrealobj", "isscalar", "iterable", "ix_",
    "kaiser", "kron", "lcm", "ldexp", "left_shift", "less", "less_equal", "lexsort", "linspace", "load", "log", "log10",
    "log1p", "log2", "logaddexp", "logaddexp2", "logical_and", "logical_not", "logical_or", "logical_xor", "logspace",
    "mask_indices", "matmul", "matrix_transpose", "matvec", "max", "maximum", "mean", "median", "meshgrid", "mgrid",
    "min", "minimum", "mod", "modf", "moveaxis", "multiply", "nan", "nan_to_num", "nanargmax", "nanargmin",
    "nancumprod", "nancumsum", "nanmax", "nanmean", "nanmedian", "nanmin", "nanpercentile", "nanprod", "nanquantile",
    "nanstd", "nansum", "nanvar", "ndim", "negative", "newaxis", "nextafter", "nonzero", "not_equal", "ogrid", "ones",
    "ones_like", "outer", "packbits", "pad", "partition", "percentile", "permute_dims", "pi", "piecewise", "place",
    "poly", "polyadd", "polyder", "polydiv", "polyfit", "polyint", "polymul", "polysub", "polyval", "positive", "pow",
    "power", "printoptions", "prod", "ptp", "put", "put_along_axis", "quantile", "r_", "rad2deg", "radians", "ravel",
    "ravel_multi_index", "real", "reciprocal", "remainder", "repeat", "reshape", "resize", "right_shift", "rint",
    "roll", "rollaxis", "roots", "rot90", "round", "s_", "save", "savez", "searchsorted", "select", "set_printoptions",
    "setdiff1d", "setxor1d", "shape", "sign", "signbit", "sin", "sinc", "sinh", "size", "sort", "sort_complex",
    "spacing", "split", "sqrt", "square", "squeeze", "stack", "std", "subtract", "sum", "swapaxes", "take",
    "take_along_axis", "tan", "tanh", "tensordot", "tile", "trace", "transpose", "trapezoid", "tri", "tril",
    "tril_indices", "tril_indices_from", "trim_zeros", "triu", "triu_indices", "triu_indices_from", "true_divide",
    "trunc", "ufunc", "union1d", "unique", "unique_all", "unique_counts", "unique_inverse", "unique_values",
    "unpackbits", "unravel_index", "unstack", "unwrap", "vander", "var", "vdot", "vecdot", "vecmat", "vectorize",
    "vsplit", "vstack", "where", "zeros", "zeros_like"
]
