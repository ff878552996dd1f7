"""The overloads of ``stubs/random.pyi`` (``jaxtypes.random``): a sampler's result has the
dtype its ``dtype`` argument names, in every spelling, or the default of its kind (the
default float, int or unsigned int of the 64-bit mode) when none is given; a dtype of
another kind (``uniform(key, dtype=jnp.int32)``) matches no overload, a static error as
at run time; a dtype the stubs cannot name (a string held in a variable, ``np.dtype[Any]``)
gives the kind's abstract type (``Array[floating]``), and so does a string literal of
another kind (every string is a possible dtype name there).

Which dtypes each kind names comes from the lattice's registry: floating samplers every
float of 8 to 64 bits (the 4-bit float has no uniform variates: jax and the runtime
raise), the inexact ones the complex dtypes too; integer samplers every integer, 2- and
4-bit ones included; ``bits`` the unsigned ones of 8 to 64 bits.

``dtype`` is positional or keyword in jax's signatures, after ``shape``, which has a
default: each dtype gets two overloads, one with ``shape`` and ``dtype`` positional, one
with ``dtype`` by keyword (the parameters after it keyword-only there).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from jaxtypes import dtypes

_WIDE = {"int64": "_Mode_int64_int32", "uint64": "_Mode_uint64_uint32", "float64": "_Mode_float64_float32",
         "complex128": "_Mode_complex128_complex64"}
_EXACT = {"int64": "_DTypeLike_int64_exact", "float64": "_DTypeLike_float64_exact",
          "complex128": "_DTypeLike_complex128_exact"}  # (bool is an int, int a float, to the checkers)


def _names(*kinds: str, least_bits: int = 8) -> list[str]:
    return [name for name, info in dtypes.REGISTRY.items() if info.kind in kinds and info.bits >= least_bits]


KINDS = {
    "float": (_names("float"), "_Mode_float64_float32", "floating"),
    "inexact": (_names("float", "complex"), "_Mode_float64_float32", "inexact"),
    "int": (_names("int", "uint", least_bits=2), "_Mode_int64_int32", "integer"),
    "uint": (_names("uint"), "_Mode_uint64_uint32", "unsignedinteger"),
    "number": (_names("int", "uint", least_bits=2) + _names("float", "complex"), "_Mode_int64_int32", "number"),
}


@dataclass(frozen=True)
class Sampler:
    """A sampler's parameters: ``head`` before ``shape`` (the key first), ``middle`` between
    ``shape`` and ``dtype``, ``after`` after it; ``shape_default`` None when ``shape`` is
    required (then ``dtype`` can be passed in place, by position or keyword, in one overload)."""

    name: str
    head: str
    after: str = ""
    kind: str = "float"
    shape: str = "ShapeLike"
    shape_default: str | None = "()"
    middle: str = ""

    def _params(self, dtype: str, *, shape_defaulted: bool, keyword_dtype: bool) -> str:
        head = self.head if shape_defaulted else re.sub(r" = [^,]+", "", self.head)
        shape = f"shape: {self.shape}" + (f" = {self.shape_default}" if shape_defaulted else "")
        parts = [head, shape, *([self.middle] if self.middle else []), *(["*"] if keyword_dtype else []),
                 f"dtype: {dtype}", *([self.after] if self.after else [])]
        return ", ".join(parts)

    def signatures(self, dtype: str) -> Iterator[str]:
        """The parameters of the overloads for one named dtype."""
        yield self._params(dtype, shape_defaulted=False, keyword_dtype=False)
        if self.shape_default is not None:
            yield self._params(dtype, shape_defaulted=True, keyword_dtype=True)

    def defaulted(self, dtype: str) -> str:
        """The parameters with ``dtype`` (of type ``dtype``) defaulting to None."""
        return self._params(f"{dtype} = None", shape_defaulted=self.shape_default is not None, keyword_dtype=False)



_KEY = "key: _Key"
_OPTIONAL = {"shape": "ShapeLike | None", "shape_default": "None"}
SAMPLERS = [
    Sampler("uniform", _KEY, "minval: ArrayLike = 0.0, maxval: ArrayLike = 1.0"),
    Sampler("normal", _KEY, kind="inexact"),
    *[Sampler(name, _KEY) for name in ("exponential", "laplace", "logistic", "cauchy", "maxwell")],
    Sampler("gumbel", _KEY, "mode: Literal['low', 'high', 'highest'] | None = None"),
    Sampler("truncated_normal", f"{_KEY}, lower: ArrayLike, upper: ArrayLike", **_OPTIONAL),
    Sampler("pareto", f"{_KEY}, b: ArrayLike", **_OPTIONAL),
    Sampler("rayleigh", f"{_KEY}, scale: ArrayLike", **_OPTIONAL),
    Sampler("lognormal", f"{_KEY}, sigma: ArrayLike = ...", kind="inexact", **_OPTIONAL),
    Sampler("wald", f"{_KEY}, mean: ArrayLike", **_OPTIONAL),
    Sampler("triangular", f"{_KEY}, left: ArrayLike, mode: ArrayLike, right: ArrayLike", **_OPTIONAL),
    Sampler("weibull_min", f"{_KEY}, scale: ArrayLike, concentration: ArrayLike"),
    Sampler("double_sided_maxwell", f"{_KEY}, loc: ArrayLike, scale: ArrayLike"),
    *[Sampler(name, f"{_KEY}, {param}: ArrayLike", **_OPTIONAL)
      for name, param in (("gamma", "a"), ("loggamma", "a"), ("chisquare", "df"), ("t", "df"))],
    Sampler("f", f"{_KEY}, dfnum: ArrayLike, dfden: ArrayLike", **_OPTIONAL),
    Sampler("beta", f"{_KEY}, a: ArrayLike, b: ArrayLike", **_OPTIONAL),
    Sampler("dirichlet", f"{_KEY}, alpha: ArrayLike", **_OPTIONAL),
    Sampler("binomial", f"{_KEY}, n: ArrayLike, p: ArrayLike", **_OPTIONAL),
    Sampler("generalized_normal", f"{_KEY}, p: builtins.float", kind="inexact"),
    Sampler("ball", f"{_KEY}, d: builtins.int, p: builtins.float = 2", kind="inexact"),
    Sampler("orthogonal", f"{_KEY}, n: builtins.int", "m: builtins.int | None = None", kind="inexact"),
    Sampler("randint", _KEY, kind="int", shape_default=None, middle="minval: ArrayLike, maxval: ArrayLike"),
    Sampler("rademacher", _KEY, kind="number"),
    Sampler("geometric", f"{_KEY}, p: ArrayLike", kind="int", **_OPTIONAL),
    Sampler("poisson", f"{_KEY}, lam: ArrayLike", kind="int", **_OPTIONAL),
    Sampler("bits", _KEY, kind="uint"),
]


def _result(name: str) -> str:
    return _WIDE.get(name, "bool_" if name == "bool" else name)


def _dtype_alias(name: str) -> str:
    return _EXACT.get(name, f"_DTypeLike_{name}")


def sampler_overloads(sampler: Sampler) -> Iterator[str]:
    names, default, abstract = KINDS[sampler.kind]
    for dtype in names:
        for signature in sampler.signatures(_dtype_alias(dtype)):
            yield f"def {sampler.name}({signature}) -> Array[{_result(dtype)}]: ..."
    for signature in sampler.signatures("_UnnamedDTypeLike"):
        yield f"def {sampler.name}({signature}) -> Array[{abstract}]: ..."
    yield f"def {sampler.name}({sampler.defaulted('None')}) -> Array[{default}]: ..."


def random_region() -> list[str]:
    """The region ``random_samplers`` of ``random.pyi``: every overload, each with ``@overload``."""
    lines = []
    for sampler in SAMPLERS:
        for text in sampler_overloads(sampler):
            lines += ["@overload", text]
    return lines
