"""Every function of ``jaxtypes.numpy`` that the runtime implements, in one namespace."""

from jaxtypes.runtime.core.creation import array, asarray, from_dlpack
from jaxtypes.runtime.numpy.creation import (
    arange, empty, empty_like, eye, full, full_like, linspace, ones, ones_like, zeros, zeros_like,
)
from jaxtypes.runtime.numpy.elementwise import (
    abs, absolute, acos, acosh, add, arccos, arccosh, arcsin, arcsinh, arctan, arctan2, arctanh, asin, asinh,
    astype, atan, atan2, atanh, bitwise_and, bitwise_invert, bitwise_left_shift, bitwise_not, bitwise_or,
    bitwise_right_shift, bitwise_xor, cbrt, ceil, clip, conj, conjugate, cos, cosh, divide, equal, exp, exp2, expm1,
    fabs, floor, floor_divide, fmax, fmin, fmod, greater, greater_equal, imag, invert, isfinite, isinf, isnan,
    left_shift, less, less_equal, log, log10, log1p, log2, logical_and, logical_not, logical_or, logical_xor,
    maximum, minimum, mod, multiply, negative, nextafter, not_equal, positive, pow, power, real, reciprocal,
    remainder, right_shift, round, select, sign, sin, sinh, sqrt, square, subtract, tan, tanh, true_divide, trunc,
    where,
)
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.products import dot, matmul
from jaxtypes.runtime.numpy.reductions import all, amax, amin, any, argmax, argmin, max, mean, min, prod, sum
from jaxtypes.runtime.numpy.shape import (
    broadcast_to, concatenate, expand_dims, ravel, reshape, squeeze, stack, transpose,
)

__all__ = [
    "abs", "absolute", "acos", "acosh", "add", "all", "amax", "amin", "any", "arange", "arccos", "arccosh",
    "arcsin", "arcsinh", "arctan", "arctan2", "arctanh", "argmax", "argmin", "array", "asarray", "asin", "asinh",
    "astype", "atan", "atan2", "atanh", "bitwise_and", "bitwise_invert", "bitwise_left_shift", "bitwise_not",
    "bitwise_or", "bitwise_right_shift", "bitwise_xor", "broadcast_to", "cbrt", "ceil", "clip", "concatenate",
    "conj", "conjugate", "cos", "cosh", "divide", "dot", "empty", "empty_like", "equal",
    "exp", "exp2", "expand_dims", "expm1", "eye", "fabs", "floor", "floor_divide", "fmax", "fmin", "fmod",
    "from_dlpack", "full", "full_like", "getitem", "greater", "greater_equal", "imag", "invert",
    "isfinite", "isinf", "isnan", "left_shift", "less", "less_equal", "linspace", "log", "log10", "log1p", "log2",
    "logical_and", "logical_not", "logical_or", "logical_xor", "matmul", "max", "maximum", "mean", "min", "minimum",
    "mod", "multiply", "negative", "nextafter", "not_equal", "ones", "ones_like", "positive", "pow", "power",
    "prod", "ravel", "real", "reciprocal", "remainder", "reshape", "right_shift", "round",
    "select", "sign", "sin", "sinh", "sqrt", "square", "squeeze", "stack", "subtract", "sum", "tan", "tanh",
    "transpose", "true_divide", "trunc", "where", "zeros", "zeros_like",
]
