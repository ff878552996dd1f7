"""Every function of ``jaxtypes.numpy`` that the runtime implements, in one namespace."""

from jaxtypes.runtime.core.creation import array, asarray, from_dlpack
from jaxtypes.runtime.numpy.creation import (
    arange, empty, empty_like, eye, full, full_like, linspace, ones, ones_like, zeros, zeros_like,
)
from jaxtypes.runtime.numpy.elementwise import (
    abs, absolute, add, arccos, arccosh, arcsin, arcsinh, arctan, arctan2, arctanh, astype,
    bitwise_and, bitwise_not, bitwise_or, bitwise_xor, cbrt, ceil, clip, conj,
    conjugate, cos, cosh, divide, equal, exp, exp2, expm1, floor, floor_divide, fmod, greater,
    greater_equal, imag, invert, isfinite, left_shift, less, less_equal, log, log1p, maximum,
    minimum, mod, multiply, negative, nextafter, not_equal, positive, pow, power, real,
    reciprocal, remainder, right_shift, round, select, sign, sin, sinh, sqrt, square, subtract, tan, tanh,
    true_divide, where,
)
from jaxtypes.runtime.numpy.indexing import getitem
from jaxtypes.runtime.numpy.products import dot, matmul
from jaxtypes.runtime.numpy.reductions import all, amax, amin, any, argmax, argmin, max, mean, min, prod, sum
from jaxtypes.runtime.numpy.shape import (
    broadcast_to, concatenate, expand_dims, ravel, reshape, squeeze, stack, transpose,
)

__all__ = [
    "abs", "absolute", "add", "all", "amax", "amin", "any", "arange", "arccos", "arccosh", "arcsin",
    "arcsinh", "arctan", "arctan2", "arctanh", "argmax", "argmin", "array", "asarray", "astype",
    "bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "broadcast_to",
    "cbrt", "ceil", "clip", "concatenate", "conj", "conjugate", "cos", "cosh", "divide", "dot",
    "empty", "empty_like", "equal", "exp", "exp2", "expand_dims", "expm1", "eye", "floor",
    "floor_divide", "fmod", "from_dlpack", "full", "full_like", "getitem", "greater", "greater_equal", "imag", "invert",
    "isfinite", "left_shift", "less", "less_equal", "linspace", "log", "log1p", "matmul", "max",
    "maximum", "mean", "min", "minimum", "mod", "multiply", "negative", "nextafter", "not_equal",
    "ones", "ones_like", "positive", "pow", "power", "prod", "ravel", "real", "reciprocal",
    "remainder", "reshape", "right_shift", "round", "select", "sign", "sin", "sinh", "sqrt", "square",
    "squeeze", "stack", "subtract", "sum", "tan", "tanh", "transpose", "true_divide", "where",
    "zeros", "zeros_like",
]
