"""The overloads of ``stubs/scipy.linalg.pyi`` (``jaxtypes.scipy.linalg``), from the
lattice with ``_linalg.py``'s operand classes and result slots: decompositions and
solvers take integers as floats (except ``schur``, ``hessenberg``, ``polar``,
``expm_frechet`` and ``funm``, which reject them, as jax), special matrices keep their
operands' dtypes; ``eigh_tridiagonal`` takes two operands of one dtype.
"""

from __future__ import annotations

from collections.abc import Iterator

from _linalg import CLASSES, Function, decorated, dtype_overloads, function_overloads, inexact_node, kept_dtype, slot

_CHECK = "overwrite_a: builtins.bool = False, check_finite: builtins.bool = True"
FUNCTIONS = [
    Function("cholesky", f"a: {{A}}, lower: builtins.bool = False, {_CHECK}", "Array[{S}]"),
    Function("cho_factor", f"a: {{A}}, lower: builtins.bool = False, {_CHECK}", "tuple[Array[{S}], builtins.bool]"),
    Function("cho_solve", "c_and_lower: tuple[{A}, builtins.bool], b: {B}, overwrite_b: builtins.bool = False, "
             "check_finite: builtins.bool = True", "Array[{S}]"),
    Function("det", f"a: {{A}}, {_CHECK}", "Array[{S}]"),
    Function("inv", f"a: {{A}}, {_CHECK}", "Array[{S!}]"),
    Function("expm", "A: {A}, *, upper_triangular: builtins.bool = False, max_squarings: builtins.int = 16",
             "Array[{S!}]"),
    Function("sqrtm", "A: {A}, blocksize: builtins.int = 1", "Array[{C!}]"),
    Function("lu_factor", f"a: {{A}}, {_CHECK}", "tuple[Array[{S}], Array[int32]]"),
    Function("lu_solve", "lu_and_piv: tuple[{A}, Array[int32]], b: {B}, trans: builtins.int = 0, "
             "overwrite_b: builtins.bool = False, check_finite: builtins.bool = True", "Array[{S}]"),
    Function("solve", "a: {A}, b: {B}, lower: builtins.bool = False, overwrite_a: builtins.bool = False, "
             "overwrite_b: builtins.bool = False, debug: builtins.bool = False, check_finite: builtins.bool = True, "
             "assume_a: Literal['gen', 'sym', 'her', 'pos'] = 'gen'", "Array[{S}]"),
    Function("solve_triangular", "a: {A}, b: {B}, trans: Literal[0, 1, 2, 'N', 'T', 'C'] = 0, "
             "lower: builtins.bool = False, unit_diagonal: builtins.bool = False, overwrite_b: builtins.bool = False, "
             "debug: Any = None, check_finite: builtins.bool = True", "Array[{S}]"),
    Function("qr_multiply", "a: {A}, c: {B}, mode: Literal['right', 'left'] = 'right', "
             "pivoting: Literal[False] = False, conjugate: builtins.bool = False, overwrite_a: builtins.bool = False, "
             "overwrite_c: builtins.bool = False", "tuple[Array[{S}], Array[{S}]]"),
    Function("qr_multiply", "a: {A}, c: {B}, mode: Literal['right', 'left'] = 'right', *, "
             "pivoting: Literal[True], conjugate: builtins.bool = False, overwrite_a: builtins.bool = False, "
             "overwrite_c: builtins.bool = False", "tuple[Array[{S}], Array[{S}], Array[int32]]"),
    Function("schur", "a: {A}, output: Literal['real'] = 'real'", "tuple[Array[{S}], Array[{S}]]", integers=False),
    Function("schur", "a: {A}, output: Literal['complex']", "tuple[Array[{C}], Array[{C}]]", integers=False),
    Function("hessenberg", f"a: {{A}}, *, calc_q: Literal[False] = False, {_CHECK}", "Array[{S}]", integers=False),
    Function("hessenberg", f"a: {{A}}, *, calc_q: Literal[True], {_CHECK}", "tuple[Array[{S}], Array[{S!}]]",
             integers=False),
    Function("polar", "a: {A}, side: Literal['right', 'left'] = 'right', *, method: Literal['qdwh', 'svd'] = 'qdwh', "
             "eps: builtins.float | None = None, max_iterations: builtins.int | None = None",
             "tuple[Array[{S!}], Array[{S!}]]", integers=False),
    Function("expm_frechet", "A: {A}, E: {B}, *, method: str | None = None, compute_expm: Literal[True] = True",
             "tuple[Array[{S!}], Array[{S!}]]", integers=False),
    Function("expm_frechet", "A: {A}, E: {B}, *, method: str | None = None, compute_expm: Literal[False]",
             "Array[{S!}]", integers=False),
    Function("eigh", "a: {A}, b: None = None, lower: builtins.bool = True, eigvals_only: Literal[False] = False, "
             "overwrite_a: builtins.bool = False, overwrite_b: builtins.bool = False, turbo: builtins.bool = True, "
             "eigvals: None = None, type: builtins.int = 1, check_finite: builtins.bool = True",
             "tuple[Array[{R}], Array[{S}]]"),
    Function("eigh", "a: {A}, b: None = None, lower: builtins.bool = True, *, eigvals_only: Literal[True], "
             "overwrite_a: builtins.bool = False, overwrite_b: builtins.bool = False, turbo: builtins.bool = True, "
             "eigvals: None = None, type: builtins.int = 1, check_finite: builtins.bool = True", "Array[{R}]"),
    Function("svd", "a: {A}, full_matrices: builtins.bool = True, compute_uv: Literal[True] = True, "
             f"{_CHECK}, lapack_driver: str = 'gesdd'", "tuple[Array[{S}], Array[{R}], Array[{S}]]"),
    Function("svd", "a: {A}, full_matrices: builtins.bool = True, *, compute_uv: Literal[False], "
             f"{_CHECK}, lapack_driver: str = 'gesdd'", "Array[{R}]"),
    Function("qr", "a: {A}, overwrite_a: builtins.bool = False, lwork: Any = None, "
             "mode: Literal['full', 'economic'] = 'full', pivoting: Literal[False] = False, "
             "check_finite: builtins.bool = True", "tuple[Array[{S}], Array[{S}]]"),
    Function("qr", "a: {A}, overwrite_a: builtins.bool = False, lwork: Any = None, "
             "mode: Literal['full', 'economic'] = 'full', *, pivoting: Literal[True], "
             "check_finite: builtins.bool = True", "tuple[Array[{S}], Array[{S}], Array[int32]]"),
    Function("qr", "a: {A}, overwrite_a: builtins.bool = False, lwork: Any = None, *, mode: Literal['r'], "
             "pivoting: Literal[False] = False, check_finite: builtins.bool = True", "tuple[Array[{S}]]"),
    Function("qr", "a: {A}, overwrite_a: builtins.bool = False, lwork: Any = None, *, mode: Literal['r'], "
             "pivoting: Literal[True], check_finite: builtins.bool = True", "tuple[Array[{S}], Array[int32]]"),
    Function("lu", f"a: {{A}}, permute_l: Literal[False] = False, {_CHECK}",
             "tuple[Array[{R!}], Array[{S!}], Array[{S}]]"),
    Function("lu", f"a: {{A}}, permute_l: Literal[True], {_CHECK}", "tuple[Array[{S!}], Array[{S}]]"),
    Function("rsf2csf", "T: {A}, Z: {B}, check_finite: builtins.bool = True", "tuple[Array[{C}], Array[{C}]]"),
    Function("funm", "A: {A}, func: Callable[[Array[Any]], Any], disp: Literal[True] = True", "Array[{C!}]",
             integers=False),
    Function("funm", "A: {A}, func: Callable[[Array[Any]], Any], disp: Literal[False]",
             "tuple[Array[{C!}], Array[{R!}]]", integers=False),
    Function("companion", "a: {A}", "Array[{S!}]", lapack=False),
    Function("fiedler_companion", "a: {A}", "Array[{S!}]", lapack=False),
]


def kept() -> Iterator[str]:
    """The special matrices that keep their operand's dtype."""
    yield from kept_dtype("circulant", "c: {A}")
    yield from kept_dtype("fiedler", "a: {A}")
    for name in ("toeplitz", "hankel"):  # one operand, or two at their join (weak operands give strong results)
        yield from kept_dtype(name, "c: {A}, r: None = None", weak_kept=False)
        yield f"def {name}(c: _JoinWith[Array[_Y], _R], r: Array[_Y]) -> _R: ..."
    yield from kept_dtype("convolution_matrix", "a: {A}, n: builtins.int, mode: Literal['full', 'same', 'valid'] = 'full'")
    yield "def hadamard(n: builtins.int) -> Array[_Mode_int64_int32]: ..."
    yield from dtype_overloads("hadamard", "n: builtins.int, dtype: {D}")
    yield ("def dft(n: builtins.int, scale: Literal['sqrtn', 'n'] | None = None, *, dtype: None = None) "
           "-> Array[_Mode_complex128_complex64]: ...")
    yield from dtype_overloads("dft", "n: builtins.int, scale: Literal['sqrtn', 'n'] | None = None, *, dtype: {D}")


_TRIDIAGONAL = ("d: {A}, e: {A}, *, eigvals_only: Literal[{only}]{default}, select: Literal['a', 'i', 'v'] = 'a', "
                "select_range: tuple[builtins.float, builtins.float] | None = None, "
                "tol: builtins.float | None = None, key: Array | _NDArray[np.uint32] | None = None")


def eigh_tridiagonal() -> Iterator[str]:
    """``d`` and ``e`` of one dtype (float32, float64, complex64 or complex128; a weak
    float or complex array is the mode's): the operand classes grouped by the dtype they
    stand for, not by the result (a float32 ``d`` and a complex64 ``e`` both give
    float32 eigenvalues, and are a TypeError together)."""
    groups: dict[str, tuple[list[str], str]] = {}
    for c in CLASSES:
        if inexact_node(c.node):
            params, _ = groups.setdefault(slot((c.node,), "S!"), ([], slot((c.node,), "R!")))
            params.append(c.param)
    for vectors, (params, values) in groups.items():
        param = " | ".join(params)
        yield (f"def eigh_tridiagonal({_TRIDIAGONAL.format(A=param, only='True', default='')}) "
               f"-> Array[{values}]: ...")
        yield (f"def eigh_tridiagonal({_TRIDIAGONAL.format(A=param, only='False', default=' = False')}) "
               f"-> tuple[Array[{values}], Array[{vectors}]]: ...")


def scipy_linalg_region() -> list[str]:
    """The region ``scipy_linalg`` of ``scipy.linalg.pyi``: every overload, each with ``@overload``."""
    return decorated([o for f in FUNCTIONS for o in function_overloads(f)] + list(kept()) + list(eigh_tridiagonal()))
