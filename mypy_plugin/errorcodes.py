"""The plugin's error codes: each can be enabled, disabled or ignored on its own
(``disable_error_code = jaxtypes-strict-promotion``, ``# type: ignore[jaxtypes-lax-dtype]``)."""

from __future__ import annotations

from typing import Final

from mypy.errorcodes import ErrorCode

CATEGORY: Final = "jaxtypes"

LAX_DTYPE: Final = ErrorCode(
    "jaxtypes-lax-dtype",
    "A lax operation whose operands have different dtypes (lax never promotes; a Python "
    "scalar counts as the default dtype of its kind)",
    CATEGORY,
)
NO_JOIN: Final = ErrorCode(
    "jaxtypes-no-join",
    "An implicit promotion between dtypes that have no join on the promotion lattice "
    "(two different float8 types, int4 with int8, a small float with complex)",
    CATEGORY,
)
STRICT_PROMOTION: Final = ErrorCode(
    "jaxtypes-strict-promotion",
    'An implicit promotion that jax_numpy_dtype_promotion = "strict" rejects (only Python '
    "scalars and weakly typed arrays promote); reported only with the strict option",
    CATEGORY,
)

OPERAND_DTYPE: Final = ErrorCode(
    "jaxtypes-operand-dtype",
    "An operation on dtypes it does not take, although they promote: bitwise operators on "
    "floats, % and // of complex numbers, clip of complex numbers, bool - bool, a bool dtype for arange",
    CATEGORY,
)

ALL: Final = (LAX_DTYPE, NO_JOIN, STRICT_PROMOTION, OPERAND_DTYPE)
