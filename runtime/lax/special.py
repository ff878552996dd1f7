"""``lax``'s special functions: ``polygamma`` and ``zeta`` (CHLO provides them), and
those StableHLO has no operation for: the regularized incomplete gamma functions
``igamma`` and ``igammac``, their derivative in ``a`` (``igamma_grad_a``), the
derivative of gamma samples (``random_gamma_grad``), the regularized incomplete beta
function ``betainc``, and the exponentially scaled modified Bessel functions
``bessel_i0e`` and ``bessel_i1e``; also the derivative of ``digamma``
(``polygamma(1, x)``), which makes ``lgamma`` twice differentiable.

Each is one primitive (one equation in a jaxpr, as in JAX). The ones without a
StableHLO operation emit the whole algorithm in their lowering: power series and
continued fractions run in a ``stablehlo.while`` until every element has converged
(the algorithms of XLA's and JAX's math libraries, Cephes' Chebyshev tables for
``i0e``); ``bessel_i1e`` is ``chlo.bessel_i1e``. Emitting the algorithm in the
lowering keeps jaxprs small and makes batching trivial (the primitives are
elementwise). float16 and bfloat16 (and the narrower floats) are computed in float32
and rounded back, as JAX does.

Operands are real floating with equal dtypes (a Python scalar counts as the default
float dtype), broadcast as lax broadcasts; invalid domains give NaN as in JAX.
Derivatives as JAX defines them: ``igamma``/``igammac`` in both operands, ``betainc``
in ``x`` only (in ``a`` or ``b`` it raises), ``bessel_i0e``/``bessel_i1e``,
``polygamma`` in ``x`` and ``zeta`` in ``q`` only (the others raise);
``igamma_grad_a`` and ``random_gamma_grad`` have no derivative rule.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, Final

import numpy as np

from jaxtypes._array import Array
from jaxtypes.runtime import backend
from jaxtypes.runtime.core import lowering
from jaxtypes.runtime.core.primitives import Primitive, never_weak
from jaxtypes.runtime.interpreters import autodiff as ad
from jaxtypes.runtime.interpreters.batching import broadcasting_batch, unary_batch
from jaxtypes.runtime.lax.elementwise import (
    accepting_binary, accepting_unary, binary_function, digamma_p, unary_function,
)
from jaxtypes.runtime.lax.operands import (
    FLOATING, ShapeDtype, require, lax_broadcast_shapes, lax_operand, numpy_broadcast_shapes, require_same_dtypes,
)

__all__ = ["bessel_i0e", "bessel_i1e", "betainc", "igamma", "igamma_grad_a", "igammac", "polygamma",
           "random_gamma_grad", "zeta"]


# -- a small algebra over MLIR tensor values (used while lowering) ---------------------

@functools.cache
def _hlo() -> Any:
    from jaxlib.mlir.dialects import stablehlo

    return stablehlo


class _T:
    """An MLIR tensor value with arithmetic, comparison and logic operators; Python
    numbers become constants of the other operand's type."""

    __slots__ = ("v",)

    def __init__(self, v: Any) -> None:
        self.v: Any = v

    def _of(self, other: _T | float) -> Any:
        return other.v if isinstance(other, _T) else lowering.full_like(self.v, other)

    def __add__(self, o: _T | float) -> _T:
        return _T(_hlo().add(self.v, self._of(o)))

    def __radd__(self, o: float) -> _T:
        return _T(_hlo().add(self._of(o), self.v))

    def __sub__(self, o: _T | float) -> _T:
        return _T(_hlo().subtract(self.v, self._of(o)))

    def __rsub__(self, o: float) -> _T:
        return _T(_hlo().subtract(self._of(o), self.v))

    def __mul__(self, o: _T | float) -> _T:
        return _T(_hlo().multiply(self.v, self._of(o)))

    def __rmul__(self, o: float) -> _T:
        return _T(_hlo().multiply(self._of(o), self.v))

    def __truediv__(self, o: _T | float) -> _T:
        return _T(_hlo().divide(self.v, self._of(o)))

    def __rtruediv__(self, o: float) -> _T:
        return _T(_hlo().divide(self._of(o), self.v))

    def __neg__(self) -> _T:
        return _T(_hlo().negate(self.v))

    def _cmp(self, o: _T | float, direction: str) -> _T:
        return _T(lowering.compare(self.v, self._of(o), direction))

    def __lt__(self, o: _T | float) -> _T:
        return self._cmp(o, "LT")

    def __le__(self, o: _T | float) -> _T:
        return self._cmp(o, "LE")

    def __gt__(self, o: _T | float) -> _T:
        return self._cmp(o, "GT")

    def __ge__(self, o: _T | float) -> _T:
        return self._cmp(o, "GE")

    def eq(self, o: _T | float) -> _T:
        return self._cmp(o, "EQ")

    def ne(self, o: _T | float) -> _T:
        return self._cmp(o, "NE")

    def __and__(self, o: _T) -> _T:
        return _T(_hlo().and_(self.v, o.v))

    def __or__(self, o: _T) -> _T:
        return _T(_hlo().or_(self.v, o.v))

    def __invert__(self) -> _T:
        return _T(_hlo().not_(self.v))


def _where(pred: _T, on_true: _T | float, on_false: _T | float) -> _T:
    like = on_true if isinstance(on_true, _T) else on_false
    assert isinstance(like, _T)
    return _T(_hlo().select(pred.v, like._of(on_true), like._of(on_false)))


def _any_of(*preds: _T) -> _T:
    out = preds[0]
    for p in preds[1:]:
        out = out | p
    return out


def _unary_op(name: str) -> Callable[[_T], _T]:
    def op(x: _T) -> _T:
        return _T(getattr(_hlo(), name)(x.v))

    return op


def _chlo_op(name: str) -> Callable[[_T], _T]:
    def op(x: _T) -> _T:
        from jaxlib.mlir.dialects import chlo

        return _T(getattr(chlo, name)(x.v))

    return op


_log: Final = _unary_op("log")
_log1p: Final = _unary_op("log_plus_one")
_exp: Final = _unary_op("exponential")
_abs: Final = _unary_op("abs")
_sqrt: Final = _unary_op("sqrt")
_lgamma: Final = _chlo_op("lgamma")
_digamma: Final = _chlo_op("digamma")


def _isnan(x: _T) -> _T:
    return x.ne(x)


def _reduce_any(pred: _T) -> _T:
    """A 0-d bool: whether any element of ``pred`` is true."""
    from jaxtypes.runtime.lax.reduction import reduce_values

    rank = len(pred.v.type.shape)
    if rank == 0:
        return pred
    false = lowering.mlir_constant(False, np.dtype(bool))
    (out,) = reduce_values([pred.v], [false], list(range(rank)), lambda p, q: [_hlo().or_(p, q)])
    return _T(out)


def _while(consts: Sequence[_T], init: Sequence[_T], cond: Callable[[list[_T], list[_T]], _T],
           body: Callable[[list[_T], list[_T]], list[_T]]) -> list[_T]:
    """``stablehlo.while`` over the carries ``init``; ``consts`` are carried unchanged
    (the regions see only their arguments). ``cond(consts, carries)`` gives a 0-d bool,
    ``body(consts, carries)`` the next carries."""
    from jaxlib.mlir import ir

    hlo = _hlo()
    n = len(consts)
    values = [c.v for c in (*consts, *init)]
    types = [v.type for v in values]
    loop = hlo.WhileOp(types, values)
    before = loop.regions[0].blocks.append(*types)
    with ir.InsertionPoint(before):
        args = [_T(a) for a in before.arguments]
        hlo.ReturnOp([cond(args[:n], args[n:]).v])
    after = loop.regions[1].blocks.append(*types)
    with ir.InsertionPoint(after):
        args = [_T(a) for a in after.arguments]
        hlo.ReturnOp([a.v for a in (*args[:n], *body(args[:n], args[n:]))])
    return [_T(r) for r in list(loop.results)[n:]]


def _widened(compute: Callable[..., _T]) -> Callable[..., Any]:
    """A lowering ``build(out_type, *values)`` running ``compute(finfo, *tensors)`` in
    the operands' type if it is float32 or float64, else in float32 (then rounded back)."""
    def build(out_type: Any, *values: Any) -> Any:
        from jaxlib.mlir import ir

        element = str(out_type.element_type)
        if element in ("f32", "f64"):
            return compute(np.finfo(np.float32 if element == "f32" else np.float64), *map(_T, values)).v
        wide = ir.RankedTensorType.get(list(out_type.shape), ir.F32Type.get())
        result = compute(np.finfo(np.float32), *(_T(_hlo().convert(wide, v)) for v in values))
        return _hlo().convert(out_type, result.v)

    return build


# -- the incomplete gamma family ---------------------------------------------------------

_VALUE: Final = "value"            # what the series and the continued fraction compute: P or Q,
_DERIVATIVE: Final = "derivative"  # dP/da,
_SAMPLE: Final = "sample"          # or the derivative of a Gamma(a, 1) sample in a


def _series(ax: _T, x: _T, a: _T, enabled: _T, mode: str, eps: float) -> _T:
    """P(a, x) (or its derivative in ``a``) by the power series
    x^a e^-x / Gamma(a+1) * sum_n x^n / ((a+1)...(a+n)), where ``enabled``."""
    def cond(consts: list[_T], v: list[_T]) -> _T:
        return _reduce_any(v[0])

    def body(consts: list[_T], v: list[_T]) -> list[_T]:
        (x,) = consts
        on, r, c, ans, dc, dans = v
        r = r + 1.0
        dc = dc * (x / r) - (c * x) / (r * r)
        dans_next = dans + dc
        c = c * (x / r)
        ans_next = ans + c
        going = (c / ans_next > eps) if mode == _VALUE else (_abs(dc / dans_next) > eps)
        # Only the sums must stop changing once an element has converged.
        return [on & going, r, c, _where(on, ans_next, ans), dc, _where(on, dans_next, dans)]

    one, zero = lowering.full_like(a.v, 1), lowering.full_like(a.v, 0)
    _, _, _, ans, _, dans = _while([x], [enabled, a, _T(one), _T(one), _T(zero), _T(zero)], cond, body)
    if mode == _VALUE:
        return ans * ax / a
    dlogax_da = _log(x) - _digamma(a + 1.0)
    if mode == _DERIVATIVE:
        return ax * (ans * dlogax_da + dans) / a
    return -(dans + ans * dlogax_da) * x / a


def _continued_fraction(ax: _T, x: _T, a: _T, enabled: _T, mode: str, eps: float) -> _T:
    """Q(a, x) (or its derivative in ``a``) by its continued fraction (convergents
    p_k / q_k, rescaled when they grow past 1/eps; at most 2000 terms), where ``enabled``."""
    def cond(consts: list[_T], v: list[_T]) -> _T:
        return _reduce_any(v[0] & (v[4] < 2000.0))

    def body(consts: list[_T], v: list[_T]) -> list[_T]:
        on, ans, y, z, c, pkm1, qkm1, pkm2, qkm2, dpkm2, dqkm2, dpkm1, dqkm1, dans = v
        c, y, z = c + 1.0, y + 1.0, z + 2.0
        yc = y * c
        pk = pkm1 * z - pkm2 * yc
        qk = qkm1 * z - qkm2 * yc
        nonzero = qk.ne(0.0)
        r = pk / qk
        t = _where(nonzero, _abs((ans - r) / r), 1.0)
        ans_next = _where(nonzero, r, ans)
        dpk = dpkm1 * z - pkm1 - dpkm2 * yc + pkm2 * c
        dqk = dqkm1 * z - qkm1 - dqkm2 * yc + qkm2 * c
        dans_next = _where(nonzero, (dpk - ans_next * dqk) / qk, dans)
        step = _where(nonzero, _abs(dans_next - dans), 1.0)
        rescale = _abs(pk) > 1.0 / eps
        shrunk = [_where(rescale, w * eps, w) for w in (pk, qk, pkm1, qkm1, dpk, dqk, dpkm1, dqkm1)]
        pk, qk, pkm1, qkm1, dpk, dqk, dpkm1, dqkm1 = shrunk
        going = (t > eps) if mode == _VALUE else (step > eps)
        return [on & going, _where(on, ans_next, ans), y, z, c, pk, qk, pkm1, qkm1,
                dpkm1, dqkm1, dpk, dqk, _where(on, dans_next, dans)]

    y = 1.0 - a
    z = x + y + 1.0
    c = _T(lowering.full_like(x.v, 0))
    pkm2, qkm2 = _T(lowering.full_like(x.v, 1)), x
    pkm1, qkm1 = x + 1.0, z * x
    ans = pkm1 / qkm1
    zero = _T(lowering.full_like(x.v, 0))
    dqkm1 = -x
    dans = (zero - ans * dqkm1) / qkm1
    out = _while([], [enabled, ans, y, z, c, pkm1, qkm1, pkm2, qkm2, zero, zero, zero, dqkm1, dans], cond, body)
    ans, dans = out[1], out[13]
    if mode == _VALUE:
        return ans * ax
    dlogax_da = _log(x) - _digamma(a)
    if mode == _DERIVATIVE:
        return ax * (ans * dlogax_da + dans)
    return -(dans + ans * dlogax_da) * x


def _log_ax(finfo: Any, a: _T, x: _T) -> tuple[_T, _T]:
    """x^a e^-x / Gamma(a), and whether its logarithm underflows."""
    log_ax = a * _log(x) - x - _lgamma(a)
    return _exp(log_ax), log_ax < -float(np.log(finfo.max))


def _igamma(finfo: Any, a: _T, x: _T) -> _T:
    eps = float(finfo.eps)
    is_nan = _isnan(a) | _isnan(x)
    x_is_zero, x_is_inf = x.eq(0.0), x.eq(np.inf)
    domain_error = _any_of(x < 0.0, a < 0.0, a.eq(0.0) & x_is_zero, is_nan)
    use_igammac = (x >= 1.0) & (x > a)
    ax, underflow = _log_ax(finfo, a, x)
    enabled = ~_any_of(x_is_zero, domain_error, underflow, x_is_inf)
    out = _where(use_igammac,
                 1.0 - _continued_fraction(ax, x, a, enabled & use_igammac, _VALUE, eps),
                 _series(ax, x, a, enabled & ~use_igammac, _VALUE, eps))
    out = _where(x_is_zero, 0.0, out)
    out = _where(x_is_inf, 1.0, out)
    return _where(domain_error, np.nan, out)


def _igammac(finfo: Any, a: _T, x: _T) -> _T:
    eps = float(finfo.eps)
    is_nan = _isnan(a) | _isnan(x)
    a_is_zero, x_is_inf = a.eq(0.0), x.eq(np.inf)
    domain_error = _any_of(x < 0.0, a < 0.0, a_is_zero & x.eq(0.0), is_nan)
    use_igamma = (x < 1.0) | (x < a)
    ax, underflow = _log_ax(finfo, a, x)
    enabled = ~_any_of(domain_error, underflow, x_is_inf, a_is_zero)
    out = _where(use_igamma,
                 1.0 - _series(ax, x, a, enabled & use_igamma, _VALUE, eps),
                 _continued_fraction(ax, x, a, enabled & ~use_igamma, _VALUE, eps))
    out = _where(x_is_inf | a_is_zero, 0.0, out)
    return _where(domain_error, np.nan, out)


def _igamma_derivative(mode: str) -> Callable[..., _T]:
    """d/da P(a, x) (``_DERIVATIVE``) or the derivative of a Gamma(a, 1) sample x in a (``_SAMPLE``)."""
    def compute(finfo: Any, a: _T, x: _T) -> _T:
        eps = float(finfo.eps)
        is_nan = _isnan(a) | _isnan(x)
        x_is_zero = x.eq(0.0)
        domain_error = (x < 0.0) | (a <= 0.0)
        use_igammac = (x > 1.0) & (x > a)
        ax, underflow = _log_ax(finfo, a, x)
        enabled = ~_any_of(x_is_zero, domain_error, underflow, is_nan)
        out = _where(use_igammac,
                     -_continued_fraction(ax, x, a, enabled & use_igammac, mode, eps),
                     _series(ax, x, a, enabled & ~use_igammac, mode, eps))
        out = _where(x_is_zero, 0.0, out)
        return _where(domain_error | is_nan, np.nan, out)

    return compute


# -- betainc -------------------------------------------------------------------------------

def _betainc(finfo: Any, a: _T, b: _T, x: _T) -> _T:
    """I_x(a, b) by the continued fraction of DLMF 8.17.22 (evaluated with the modified
    Lentz method; 200 terms at most in float32, 600 in float64), on I_{1-x}(b, a)
    when x >= (a+1)/(a+b+2), where the fraction would converge slowly (DLMF 8.17.4)."""
    small = float(finfo.eps) / 2
    iterations = 200.0 if finfo.bits == 32 else 600.0
    a_is_zero = a.eq(0.0) | b.eq(np.inf)
    b_is_zero = b.eq(0.0) | a.eq(np.inf)
    x_is_zero, x_is_one = x.eq(0.0), x.eq(1.0)
    is_nan = _isnan(a) | _isnan(b) | _isnan(x)
    result_is_zero = (b_is_zero & ~x_is_one) | (a_is_zero & x_is_zero)
    result_is_one = (a_is_zero & ~x_is_zero) | (b_is_zero & x_is_one)
    result_is_nan = _any_of(a < 0.0, b < 0.0, x < 0.0, x > 1.0, a_is_zero & b_is_zero, is_nan)

    direct = x < (a + 1.0) / (a + b + 2.0)
    a, b, x = _where(direct, a, b), _where(direct, b, a), _where(direct, x, 1.0 - x)

    def cond(consts: list[_T], v: list[_T]) -> _T:
        return _reduce_any(v[0] < iterations) & v[1]

    def body(consts: list[_T], v: list[_T]) -> list[_T]:
        a, b, x = consts
        n, _, c, d, h = v
        m = _T(_hlo().floor(((n - 1.0) * 0.5).v))  # partial numerators come in pairs
        even = _T(_hlo().floor((n * 0.5).v)).eq(n * 0.5)
        numerator_first_even = -(a + b) * x / (a + 1.0)
        numerator_even = _where(m.eq(0.0), numerator_first_even,
                                -(a + m) * (a + b + m) * x / ((a + 2.0 * m) * (a + 2.0 * m + 1.0)))
        numerator_odd = m * (b - m) * x / ((a + 2.0 * m - 1.0) * (a + 2.0 * m))
        numerator = _where(n.eq(1.0), 1.0, _where(even, numerator_even, numerator_odd))
        c = 1.0 + numerator / c
        c = _where(_abs(c) < small, small, c)
        d = 1.0 + numerator * d
        d = 1.0 / _where(_abs(d) < small, small, d)
        delta = c * d
        return [n + 1.0, _reduce_any(_abs(delta - 1.0) >= small), c, d, h * delta]

    h = _T(lowering.full_like(x.v, small))  # the zeroth partial denominator is 0
    one = _T(lowering.full_like(x.v, 1))
    true = _T(lowering.mlir_constant(True, np.dtype(bool)))
    zero = _T(lowering.full_like(x.v, 0))
    fraction = _while([a, b, x], [one, true, h, zero, h], cond, body)[4]

    very_small = float(finfo.tiny) * 2
    lbeta_small_a = _lgamma(b) - _lgamma(a + b)
    lbeta = _lgamma(a) + lbeta_small_a
    factor = _where(a < very_small,  # a Gamma(a) -> 1 as a -> 0
                    _exp(_log1p(-x) * b - lbeta_small_a),
                    _exp(_log(x) * a + _log1p(-x) * b - lbeta) / a)
    result = fraction * factor
    result = _where(direct, result, 1.0 - result)
    result = _where(result_is_zero, 0.0, result)
    result = _where(result_is_one, 1.0, result)
    return _where(result_is_nan, np.nan, result)


# -- bessel_i0e ------------------------------------------------------------------------------

# Cephes' Chebyshev coefficients of exp(-x) I0(x) on [0, 8] (in x/2 - 2) and of
# sqrt(x) exp(-x) I0(x) on (8, inf) (in 32/x - 2); float32 uses the last 18 and 7.
_I0E_A: Final[tuple[float, ...]] = (
    -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16,
    1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14,
    -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11,
    9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9,
    -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7,
    1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5,
    -5.75419501008210370398E-5, 1.88502885095841655729E-4, -5.76375574538582365885E-4,
    1.63947561694133579842E-3, -4.32430999505057594430E-3, 1.05464603945949983183E-2,
    -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2,
    1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1,
)
_I0E_B: Final[tuple[float, ...]] = (
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
    3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16,
    1.77256013305652638360E-15, 3.81168066935262242075E-15, -9.55484669882830764870E-15,
    -4.15056934728722208663E-14, 1.54008621752140982691E-14, 3.85277838274214270114E-13,
    7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11,
    -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10,
    3.39623202570838634515E-9, 2.26666899049817806459E-8, 2.04891858946906374183E-7,
    2.89137052083475648297E-6, 6.88975834691682398426E-5, 3.36911647825569408990E-3,
    8.04490411014108831608E-1,
)


def _chebyshev(x: _T, coefficients: Sequence[float]) -> _T:
    """Clenshaw's recurrence for sum' c_k T_k(x/2), Cephes' ``chbevl``."""
    b0 = b1 = b2 = _T(lowering.full_like(x.v, 0))
    for coefficient in coefficients:
        b2, b1 = b1, b0
        b0 = x * b1 - b2 + coefficient
    return (b0 - b2) * 0.5


def _bessel_i0e(finfo: Any, x: _T) -> _T:
    wide = finfo.bits == 64
    a, b = (_I0E_A, _I0E_B) if wide else (_I0E_A[-18:], _I0E_B[-7:])
    x = _abs(x)
    near = _chebyshev(x * 0.5 - 2.0, a)
    far = _chebyshev(32.0 / x - 2.0, b) / _sqrt(x)
    return _where(x <= 8.0, near, far)


def _bessel_i1e_lower(out_type: Any, x: Any) -> Any:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import chlo

    if not str(x.type.element_type).startswith(("f8", "f4")):
        return chlo.bessel_i1e(x)
    wide = ir.RankedTensorType.get(list(x.type.shape), ir.F32Type.get())
    return _hlo().convert(out_type, chlo.bessel_i1e(_hlo().convert(wide, x)))


# -- primitives and public functions ---------------------------------------------------------

igamma_p: Primitive = accepting_binary("igamma", FLOATING, _widened(_igamma))
igammac_p: Primitive = accepting_binary("igammac", FLOATING, _widened(_igammac))
igamma_grad_a_p: Primitive = accepting_binary("igamma_grad_a", FLOATING, _widened(_igamma_derivative(_DERIVATIVE)))
random_gamma_grad_p: Primitive = accepting_binary("random_gamma_grad", FLOATING, _widened(_igamma_derivative(_SAMPLE)))
random_gamma_grad_p.weak = never_weak  # as jax's (its composition has strong constants)
bessel_i0e_p: Primitive = accepting_unary("bessel_i0e", FLOATING, _widened(_bessel_i0e))
bessel_i1e_p: Primitive = accepting_unary("bessel_i1e", FLOATING, _bessel_i1e_lower)


def _betainc_rule(a: backend.Aval, b: backend.Aval, x: backend.Aval) -> ShapeDtype:
    for position, operand in enumerate((a, b, x)):
        require("betainc", FLOATING, operand.dtype, position)
    require_same_dtypes("betainc", a, b, x)
    return numpy_broadcast_shapes("betainc", a.shape, b.shape, x.shape), a.dtype


def _betainc_lower(out_type: Any, a: Any, b: Any, x: Any) -> Any:
    shape = tuple(out_type.shape)
    return _widened(_betainc)(out_type, *(lowering.broadcast_to(v, shape) for v in (a, b, x)))


betainc_p: Primitive = Primitive("betainc", _betainc_rule, _betainc_lower)

igamma: Callable[[Any, Any], Array] = binary_function(
    igamma_p, "elementwise regularized lower incomplete gamma function P(a, x).")
igammac: Callable[[Any, Any], Array] = binary_function(
    igammac_p, "elementwise regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x).")
igamma_grad_a: Callable[[Any, Any], Array] = binary_function(
    igamma_grad_a_p, "elementwise derivative of igamma(a, x) with respect to a.")
random_gamma_grad: Callable[[Any, Any], Array] = binary_function(
    random_gamma_grad_p, "elementwise derivative in a of a sample x of Gamma(a, 1) (-dP(a, x)/da / dP(a, x)/dx).")
bessel_i0e: Callable[[Any], Array] = unary_function(
    bessel_i0e_p, "elementwise exponentially scaled modified Bessel function of order 0, exp(-|x|) I0(x).")
bessel_i1e: Callable[[Any], Array] = unary_function(
    bessel_i1e_p, "elementwise exponentially scaled modified Bessel function of order 1, exp(-|x|) I1(x).")


def betainc(a: Any, b: Any, x: Any) -> Array:
    """lax.betainc: elementwise regularized incomplete beta function I_x(a, b); a, b
    and x real floating of one dtype."""
    operands = [lax_operand(v) for v in (a, b, x)]
    lax_broadcast_shapes("betainc", *(o.shape for o in operands))
    return betainc_p.bind(*operands)


# -- differentiation -------------------------------------------------------------------------

def _c(x: Any, value: float) -> Array:
    from jaxtypes.runtime.lax.shape import full

    return full((), value, x.dtype)


def _igamma_dx(a: Any, x: Any) -> Array:
    """d/dx P(a, x) = exp(-x + (a - 1) log x - lgamma(a))."""
    from jaxtypes.runtime.lax.elementwise import exp_p, lgamma_p, log_p, neg_p
    from jaxtypes.runtime.lax.operators import add_p, mul_p, sub_p

    exponent = add_p.bind(neg_p.bind(x), mul_p.bind(sub_p.bind(a, _c(a, 1)), log_p.bind(x)))
    return exp_p.bind(sub_p.bind(exponent, lgamma_p.bind(a)))


def _times(t: Any, d: Any, negate: bool = False) -> Array:
    from jaxtypes.runtime.lax.elementwise import neg_p
    from jaxtypes.runtime.lax.operators import mul_p

    return mul_p.bind(t, neg_p.bind(d) if negate else d)


ad.define_jvp(igamma_p, lambda t, a, x, out: _times(t, igamma_grad_a_p.bind(a, x)),
              lambda t, a, x, out: _times(t, _igamma_dx(a, x)))
ad.define_jvp(igammac_p, lambda t, a, x, out: _times(t, igamma_grad_a_p.bind(a, x), negate=True),
              lambda t, a, x, out: _times(t, _igamma_dx(a, x), negate=True))


def _betainc_not_in(name: str) -> Callable[..., Array]:
    def derivative(t: Any, a: Any, b: Any, x: Any, out: Any) -> Array:
        raise ValueError(f"lax.betainc: the gradient with respect to {name} is not supported (only x), as in JAX")

    return derivative


def _betainc_dx(t: Any, a: Any, b: Any, x: Any, out: Any) -> Array:
    """d/dx I_x(a, b) = x^(a-1) (1-x)^(b-1) / B(a, b)."""
    from jaxtypes.runtime.lax.elementwise import exp_p, lgamma_p, log1p_p, log_p, neg_p
    from jaxtypes.runtime.lax.operators import add_p, mul_p, sub_p

    lbeta = sub_p.bind(add_p.bind(lgamma_p.bind(a), lgamma_p.bind(b)), lgamma_p.bind(add_p.bind(a, b)))
    exponent = add_p.bind(mul_p.bind(sub_p.bind(b, _c(b, 1)), log1p_p.bind(neg_p.bind(x))),
                          mul_p.bind(sub_p.bind(a, _c(a, 1)), log_p.bind(x)))
    return mul_p.bind(exp_p.bind(sub_p.bind(exponent, lbeta)), t)


ad.define_jvp(betainc_p, _betainc_not_in("a"), _betainc_not_in("b"), _betainc_dx)


def _bessel_i0e_derivative(x: Any, out: Any) -> Array:
    """i0e'(x) = i1e(x) - sign(x) i0e(x)."""
    from jaxtypes.runtime.lax.elementwise import sign_p
    from jaxtypes.runtime.lax.operators import mul_p, sub_p

    return sub_p.bind(bessel_i1e_p.bind(x), mul_p.bind(sign_p.bind(x), out))


def _bessel_i1e_derivative(x: Any, out: Any) -> Array:
    """i1e'(x) = i0e(x) - i1e(x) (sign(x) + 1/x); 1/2 where |x| <= eps."""
    from jaxtypes.runtime.lax.elementwise import abs_p, reciprocal_p, select_n_p, sign_p
    from jaxtypes.runtime.lax.operators import add_p, gt_p, mul_p, sub_p
    from jaxtypes.runtime.lax.shape import full_like

    eps_value = _finfo_eps(x.dtype)
    not_tiny = gt_p.bind(abs_p.bind(x), _c(x, eps_value))
    safe = select_n_p.bind(not_tiny, full_like(x, eps_value), x)
    dy = sub_p.bind(bessel_i0e_p.bind(safe), mul_p.bind(out, add_p.bind(sign_p.bind(safe), reciprocal_p.bind(safe))))
    return select_n_p.bind(not_tiny, full_like(x, 0.5), dy)


def _finfo_eps(dtype: np.dtype[Any]) -> float:
    import ml_dtypes

    return float(ml_dtypes.finfo(dtype).eps)  # type: ignore[no-untyped-call]


ad.define_unary_jvp(bessel_i0e_p, _bessel_i0e_derivative)
ad.define_unary_jvp(bessel_i1e_p, _bessel_i1e_derivative)
igamma_grad_a_p.not_differentiable = "as in JAX: no rule for the second derivatives of igamma in a"
random_gamma_grad_p.not_differentiable = ("it needs second derivatives of igamma in a, which have no closed form; "
                                          "JAX only differentiates its series loops, which here are one lowering")

# -- batching: elementwise -------------------------------------------------------------------

_primitive: Primitive
for _primitive in (igamma_p, igammac_p, igamma_grad_a_p, random_gamma_grad_p, betainc_p):
    _primitive.batch = broadcasting_batch(_primitive)
bessel_i0e_p.batch = unary_batch(bessel_i0e_p)
bessel_i1e_p.batch = unary_batch(bessel_i1e_p)


# -- polygamma and zeta (CHLO) ----------------------------------------------------------

def _chlo_binary(op: str) -> Callable[..., Any]:
    """``chlo.<op>`` in float32 for floats narrower than 16 bits (CHLO's expansion needs wider types)."""
    def build(out_type: Any, x: Any, y: Any) -> Any:
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import chlo
        from jaxlib.mlir.dialects import stablehlo as hlo

        if not str(x.type.element_type).startswith(("f8", "f4")):
            return getattr(chlo, op)(x, y)
        wide = ir.RankedTensorType.get(list(x.type.shape), ir.F32Type.get())
        return hlo.convert(out_type, getattr(chlo, op)(hlo.convert(wide, x), hlo.convert(wide, y)))

    return build


polygamma_p: Primitive = accepting_binary("polygamma", FLOATING, _chlo_binary("polygamma"))
zeta_p: Primitive = accepting_binary("zeta", FLOATING, _chlo_binary("zeta"))
polygamma_p.batch = broadcasting_batch(polygamma_p)
zeta_p.batch = broadcasting_batch(zeta_p)

polygamma: Callable[[Any, Any], Array] = binary_function(
    polygamma_p, "elementwise polygamma function psi^(m)(x), the m-th derivative of digamma (m a nonnegative integer value).")
zeta: Callable[[Any, Any], Array] = binary_function(
    zeta_p, "elementwise Hurwitz zeta function, the sum over k >= 0 of (k + q)**-x.")


def _one_like(x: Any) -> Array:
    from jaxtypes.runtime.lax.shape import full

    return full((), 1, x.dtype)


def _polygamma_m(t: Any, m: Any, x: Any, *, out: Any) -> Array:
    raise ValueError("lax.polygamma: the gradient with respect to m is not supported")


def _polygamma_x(t: Any, m: Any, x: Any, *, out: Any) -> Array:
    from jaxtypes.runtime.lax.operators import add_p, mul_p

    return mul_p.bind(t, polygamma_p.bind(add_p.bind(m, _one_like(m)), x))


def _zeta_x(t: Any, x: Any, q: Any, *, out: Any) -> Array:
    raise ValueError("lax.zeta: the gradient with respect to x is not supported")


def _zeta_q(t: Any, x: Any, q: Any, *, out: Any) -> Array:
    """d/dq zeta(x, q) = -x zeta(x + 1, q)."""
    from jaxtypes.runtime.lax.elementwise import neg_p
    from jaxtypes.runtime.lax.operators import add_p, mul_p

    return mul_p.bind(t, neg_p.bind(mul_p.bind(x, zeta_p.bind(add_p.bind(x, _one_like(x)), q))))


ad.define_jvp(polygamma_p, _polygamma_m, _polygamma_x)
ad.define_jvp(zeta_p, _zeta_x, _zeta_q)
# digamma' = polygamma(1, x): lgamma (whose derivative is digamma) becomes twice differentiable.
ad.define_unary_jvp(digamma_p, lambda x, out: polygamma_p.bind(_one_like(x), x))
