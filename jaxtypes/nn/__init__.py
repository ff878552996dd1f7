"""``jaxtypes.nn``: neural-network functions as ``jax.nn``.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.nn import initializers as initializers
from jaxtypes.runtime.nn.functions import (
    celu, dot_product_attention, elu, gelu, glu, hard_sigmoid, hard_silu, hard_swish, hard_tanh, identity, leaky_relu,
    log1mexp, log_sigmoid, log_softmax, logmeanexp, logsumexp, mish, one_hot, relu, relu6, selu, sigmoid, silu,
    soft_sign, softmax, softplus, sparse_plus, sparse_sigmoid, squareplus, standardize, swish, tanh,
)

__all__ = ["celu", "dot_product_attention", "elu", "gelu", "glu", "hard_sigmoid", "hard_silu", "hard_swish",
           "hard_tanh", "identity", "initializers", "leaky_relu", "log1mexp", "log_sigmoid", "log_softmax",
           "logmeanexp", "logsumexp", "mish", "one_hot", "relu", "relu6", "selu", "sigmoid", "silu", "soft_sign",
           "softmax", "softplus", "sparse_plus", "sparse_sigmoid", "squareplus", "standardize", "swish", "tanh"]
