"""``jaxtypes.scipy.special``: ``jax.scipy.special`` on the runtime, composed from lax's
special functions and ``jaxtypes.numpy``; every function works eagerly and under ``jit``,
``grad`` (where jax differentiates) and ``vmap``, with jax's dtypes and weak types."""

from jaxtypes.runtime.scipy.special_bessel import bessel_jn, i0, i0e, i1, i1e, sph_harm_y
from jaxtypes.runtime.scipy.special_error import (
    dawsn, erf, erfc, erfcx, erfinv, log_ndtr, ndtr, ndtri, owens_t, wofz,
)
from jaxtypes.runtime.scipy.special_gamma import (
    bernoulli, beta, betainc, betaln, comb, digamma, factorial, gamma, gammainc, gammaincc, gammaln, gammasgn,
    loggamma, multigammaln, poch, polygamma, zeta,
)
from jaxtypes.runtime.scipy.special_hypergeometric import hyp1f1, hyp2f1
from jaxtypes.runtime.scipy.special_integrals import exp1, expi, expn, fresnel, sici, spence
from jaxtypes.runtime.scipy.special_logistic import (
    boxcox, boxcox1p, entr, expit, kl_div, log_softmax, logit, logsumexp, rel_entr, softmax, xlog1py, xlogy,
)

__all__ = ["bernoulli", "bessel_jn", "beta", "betainc", "betaln", "boxcox", "boxcox1p", "comb", "dawsn", "digamma",
           "entr", "erf", "erfc", "erfcx", "erfinv", "exp1", "expi", "expit", "expn", "factorial", "fresnel", "gamma",
           "gammainc", "gammaincc", "gammaln", "gammasgn", "hyp1f1", "hyp2f1", "i0", "i0e", "i1", "i1e", "kl_div",
           "log_ndtr", "log_softmax", "loggamma", "logit", "logsumexp", "multigammaln", "ndtr", "ndtri", "owens_t",
           "poch", "polygamma", "rel_entr", "sici", "softmax", "spence", "sph_harm_y", "wofz", "xlog1py", "xlogy",
           "zeta"]
