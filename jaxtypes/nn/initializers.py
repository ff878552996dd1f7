"""``jaxtypes.nn.initializers``: weight initializers as ``jax.nn.initializers``, bit for
bit jax's weights for the same key.

This module only re-exports from ``jaxtypes.runtime``.
"""

from jaxtypes.runtime.nn.initializers import (
    Initializer, constant, delta_orthogonal, glorot_normal, glorot_uniform, he_normal, he_uniform, kaiming_normal,
    kaiming_uniform, lecun_normal, lecun_uniform, normal, ones, orthogonal, truncated_normal, uniform,
    variance_scaling, xavier_normal, xavier_uniform, zeros,
)

__all__ = ["Initializer", "constant", "delta_orthogonal", "glorot_normal", "glorot_uniform", "he_normal",
           "he_uniform", "kaiming_normal", "kaiming_uniform", "lecun_normal", "lecun_uniform", "normal", "ones",
           "orthogonal", "truncated_normal", "uniform", "variance_scaling", "xavier_normal", "xavier_uniform",
           "zeros"]
