"""lax convolutions: both operands of one dtype give that dtype (weak only if both are
weak); preferred_element_type sets the result dtype; batch_matmul keeps the dtype."""

from typing_extensions import assert_type

import jaxtypes.lax as lax
import jaxtypes.numpy as jnp
from jaxtypes import Array

x = jnp.ones((2, 3, 8, 8), dtype=jnp.float32)
w = jnp.ones((4, 3, 3, 3), dtype=jnp.float32)
xh = jnp.ones((2, 8, 8, 3), dtype=jnp.float16)
wh = jnp.ones((3, 3, 3, 4), dtype=jnp.float16)
wt = jnp.ones((3, 3, 4, 3), dtype=jnp.float16)
xi = jnp.ones((1, 2, 6), dtype=jnp.int8)
wi = jnp.ones((3, 2, 2), dtype=jnp.int8)
xb = jnp.ones((1, 2, 6), dtype=jnp.bfloat16)
nhwc = ("NHWC", "HWIO", "NHWC")

assert_type(lax.conv_general_dilated(x, w, (1, 1), "SAME"), Array[jnp.float32])
assert_type(lax.conv_general_dilated(x, w, (2, 1), [(1, 1), (0, 2)], (1, 1), (2, 2)), Array[jnp.float32])
assert_type(lax.conv_general_dilated(xh, wh, (1, 1), "VALID", dimension_numbers=nhwc), Array[jnp.float16])
assert_type(lax.conv_general_dilated(xh, wh, (1, 1), "VALID", dimension_numbers=nhwc,
                                     preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(lax.conv_general_dilated(xi, wi, (1,), "SAME", preferred_element_type=jnp.int32), Array[jnp.int32])
assert_type(lax.conv(xi, wi, (1,), "SAME"), Array[jnp.int8])
assert_type(lax.conv(xb, xb[:, :, :2], (1,), "VALID"), Array[jnp.bfloat16])
assert_type(lax.conv(x, w, (1, 1), "SAME", preferred_element_type="float32"), Array[jnp.float32])
assert_type(lax.conv_with_general_padding(x, w, (1, 1), [(1, 1), (1, 1)], (2, 2), None), Array[jnp.float32])
assert_type(lax.conv_transpose(xh, wh, (2, 2), "SAME"), Array[jnp.float16])
assert_type(lax.conv_transpose(xh, wt, (2, 2), "SAME", transpose_kernel=True,
                               preferred_element_type=jnp.float32), Array[jnp.float32])
assert_type(lax.conv_general_dilated_patches(x, (3, 3), (1, 1), "SAME"), Array[jnp.float32])
assert_type(lax.conv_general_dilated_patches(xh, (2, 2), (1, 1), "VALID", dimension_numbers=nhwc),
            Array[jnp.float16])
assert_type(lax.batch_matmul(x, x), Array[jnp.float32])
assert_type(lax.conv_dimension_numbers(x.shape, w.shape, nhwc), lax.ConvDimensionNumbers)
