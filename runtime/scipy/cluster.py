"""``jax.scipy.cluster.vq.vq``: each observation's nearest code in a code book (by
Euclidean distance) and that distance, as jax computes them."""

from __future__ import annotations

from typing import Any

from jaxtypes._array import Array
from jaxtypes.runtime.numpy.linalg import norm
from jaxtypes.runtime.numpy.promotion import check_arguments, promote_inexact
from jaxtypes.runtime.numpy.reductions import argmin
from jaxtypes.runtime.numpy.selection import take_along_axis
from jaxtypes.runtime.numpy.shape import expand_dims
from jaxtypes.runtime.numpy.staging import staged

__all__ = ["vq"]


@staged("check_finite")
def vq(obs: Any, code_book: Any, check_finite: bool = True) -> tuple[Array, Array]:
    """For observations ``obs`` (M, N) and codes ``code_book`` (K, N) (1-D: scalars): the
    index of each observation's nearest code (the default int) and its distance (the
    real dtype of their common floating dtype)."""
    del check_finite  # (unused, as in jax)
    check_arguments("scipy.cluster.vq.vq", obs, code_book)
    (x, codes), _ = promote_inexact("scipy.cluster.vq.vq", obs, code_book)
    if x.ndim != codes.ndim:
        raise ValueError(f"Observation and code_book should have the same rank, got shapes {x.shape} and "
                         f"{codes.shape}")
    if x.ndim == 1:
        x, codes = expand_dims(x, -1), expand_dims(codes, -1)
    if x.ndim != 2:
        raise ValueError(f"ndim different than 1 or 2 are not supported, got shapes {x.shape} and {codes.shape}")
    if x.shape[1] != codes.shape[1]:  # (a TypeError in jax, from the subtraction's broadcast)
        raise TypeError(f"scipy.cluster.vq.vq: the observations have {x.shape[1]} features and the codes "
                        f"{codes.shape[1]}")
    distances = norm(expand_dims(x, 1) - expand_dims(codes, 0), axis=-1)
    code = argmin(distances, axis=-1)
    return code, take_along_axis(distances, expand_dims(code, -1), axis=-1)[:, 0]
