"""Every function of ``jaxtypes.numpy`` that the runtime implements, in one namespace."""

from jaxtypes.runtime.core.creation import array, asarray, from_dlpack
from jaxtypes.runtime.numpy.creation import (
    arange, empty, empty_like, eye, full, full_like, linspace, ones, ones_like, zeros, zeros_like,
)
from jaxtypes.runtime.numpy.elementwise import (
    abs, absolute, acos, acosh, add, arccos, arccosh, arcsin, arcsinh, arctan, arctan2, arctanh, around, asin,
    asinh, astype, atan, atan2, atanh, bitwise_and, bitwise_invert, bitwise_left_shift, bitwise_not, bitwise_or,
    bitwise_right_shift, bitwise_xor, cbrt, ceil, clip, conj, conjugate, cos, cosh, divide, equal, exp, exp2, expm1,
    fabs, floor, floor_divide, fmax, fmin, fmod, greater, greater_equal, imag, invert, iscomplex, isfinite, isinf,
    isnan, isreal, left_shift, less, less_equal, log, log10, log1p, log2, logical_and, logical_not, logical_or, logical_xor,
    maximum, minimum, mod, multiply, negative, nextafter, not_equal, positive, pow, power, real, reciprocal,
    remainder, right_shift, round, select, sign, sin, sinh, sqrt, square, subtract, tan, tanh, true_divide, trunc,
    where,
)
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.manipulation import (
    argsort, array_split, atleast_1d, atleast_2d, atleast_3d, column_stack, diff, dsplit, dstack, flip, fliplr,
    flipud, hsplit, hstack, matrix_transpose, moveaxis, permute_dims, repeat, roll, rollaxis, rot90, sort, split,
    swapaxes, tile, tril, triu, unstack, vsplit, vstack,
)
from jaxtypes.runtime.numpy.products import dot, matmul
from jaxtypes.runtime.numpy.reductions import all, amax, amin, any, argmax, argmin, max, mean, min, prod, sum
from jaxtypes.runtime.numpy.selection import (
    argwhere, copy, e, euler_gamma, flatnonzero, inf, iscomplexobj, isrealobj, isscalar, nan, ndim, newaxis, nonzero,
    pad, pi, resize, shape, size, take, take_along_axis, trace,
)
from jaxtypes.runtime.numpy.shape import (
    broadcast_to, concatenate, expand_dims, ravel, reshape, squeeze, stack, transpose,
)
from jaxtypes.runtime.numpy.statistics import (
    count_nonzero, cumprod, cumsum, cumulative_prod, diag, diagflat, diagonal, nanargmax, nanargmin,
    nancumprod, nancumsum, nanmax, nanmean, nanmin, nanprod, nansum, ptp, std, var,
)

__all__ = [
    "abs", "absolute", "acos", "acosh", "add", "all", "amax", "amin", "any", "arange", "arccos", "arccosh",
    "arcsin", "arcsinh", "arctan", "arctan2", "arctanh", "argmax", "argmin", "argsort", "argwhere", "around",
    "array", "array_split", "asarray", "asin", "asinh", "astype", "atan", "atan2", "atanh", "atleast_1d",
    "atleast_2d", "atleast_3d", "bitwise_and", "bitwise_invert", "bitwise_left_shift", "bitwise_not",
    "bitwise_or", "bitwise_right_shift", "bitwise_xor", "broadcast_to", "cbrt", "ceil", "clip", "column_stack",
    "concatenate", "conj", "conjugate", "copy", "cos", "cosh", "count_nonzero", "cumprod", "cumsum",
    "cumulative_prod", "diag", "diagflat", "diagonal", "diff", "divide", "dot", "dsplit", "dstack", "e",
    "empty", "empty_like", "equal", "euler_gamma", "exp", "exp2", "expand_dims", "expm1", "eye", "fabs",
    "flatnonzero", "flip", "fliplr", "flipud", "floor", "floor_divide", "fmax", "fmin", "fmod", "from_dlpack",
    "full", "full_like", "getitem", "greater", "greater_equal", "hsplit", "hstack", "imag", "inf", "invert",
    "iscomplex", "iscomplexobj", "isfinite", "isinf", "isnan", "isreal", "isrealobj", "isscalar", "left_shift",
    "less", "less_equal", "linspace", "log", "log10", "log1p", "log2", "logical_and", "logical_not",
    "logical_or", "logical_xor", "matmul", "matrix_transpose", "max", "maximum", "mean", "min", "minimum",
    "mod", "moveaxis", "multiply", "nan", "nanargmax", "nanargmin", "nancumprod", "nancumsum", "nanmax",
    "nanmean", "nanmin", "nanprod", "nansum", "ndim", "negative", "newaxis", "nextafter", "nonzero",
    "not_equal", "ones", "ones_like", "pad", "permute_dims", "pi", "positive", "pow", "power", "prod", "ptp",
    "ravel", "real", "reciprocal", "remainder", "repeat", "reshape", "resize", "right_shift", "roll",
    "rollaxis", "rot90", "round", "select", "shape", "sign", "sin", "sinh", "size", "sort", "split", "sqrt",
    "square", "squeeze", "stack", "std", "subtract", "sum", "swapaxes", "take", "take_along_axis", "tan",
    "tanh", "tile", "trace", "transpose", "tril", "triu", "true_divide", "trunc", "unstack", "var", "vsplit",
    "vstack", "where", "zeros", "zeros_like",
]
