"""The mypy plugin: the static rules it shares with the stubs' model against the runtime,
the typecheck cases through mypy with the plugin, the config options, and no crashes."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from collections import defaultdict
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from jaxtypes import dtypes
from jaxtypes.mypy_plugin import config as plugin_config
from jaxtypes import _operations as operations
from jaxtypes import _static_rules as rules
from jaxtypes.mypy_plugin import errorcodes, hooks
from tests.mypy_plugin_support import (
    PLUGIN_CASES,
    REPO,
    ASSERT_TYPE,
    Modes,
    check_fail_file,
    check_reveal_at_runtime,
    crashed,
    modes_of,
    plugin_ini,
    run_mypy_plugin,
    run_mypy_raw,
)
from tests.typecheck import CASES, Diagnostic, mode_copies, mode_project

# ---------------------------------------------------------------------------
# The static rules (the plugin's, and the stubs' model's): the runtime's promotion
# ---------------------------------------------------------------------------

class _Value:
    """An array-like for dtypes.lattice_result_type: a dtype and a weak type."""

    def __init__(self, dtype: np.dtype[Any], weak: bool) -> None:
        self.dtype, self.weak_type = dtype, weak


def _runtime_value(node: str) -> Any:
    if node in rules.PYTHON_TYPE_OF_WEAK:
        return {"int": 1, "float": 1.0, "complex": 1j}[rules.PYTHON_TYPE_OF_WEAK[node]]
    return _Value(dtypes.REGISTRY[node].dtype, False)


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_every_join_is_what_the_runtime_promotes_to(x64: bool) -> None:
    """For every pair of concrete nodes, the plugin's static answer in the mode is exactly
    the runtime's (with 64-bit mode off, no 64-bit dtype: operands are canonicalised)."""
    wrong = []
    with dtypes.enable_x64(x64):
        for a, b in itertools.product(rules.CONCRETE, repeat=2):
            static = rules.static_result("join", a, b, x64)
            try:
                dtype, weak = dtypes.lattice_result_type(_runtime_value(a), _runtime_value(b))
            except dtypes.TypePromotionError:
                if static is not None:
                    wrong.append(f"{a} + {b}: static {static}, the runtime raises")
                continue
            if static is None:
                wrong.append(f"{a} + {b}: static error, the runtime gives {dtype}")
            elif static in rules.WEAK_NODES:
                if not weak or rules.kind(static) != rules.kind(dtypes.dtype_info(dtype).name):
                    wrong.append(f"{a} + {b}: static {static}, the runtime {dtype} weak={weak}")
            elif weak or dtypes.REGISTRY[static].dtype != dtype:
                wrong.append(f"{a} + {b}: static {static}, the runtime {dtype} weak={weak}")
    assert not wrong, "\n".join(wrong[:20])


def _one_operand_rows() -> list[tuple[str, str, Callable[[Any], Any]]]:
    """(name, family, function) for every one-operand row of the table (jnp functions,
    reductions, Array operators), and ``jnp.round`` (the ``round`` family)."""
    import jaxtypes.numpy as jnp

    rows: list[tuple[str, str, Callable[[Any], Any]]] = [
        (name, family, getattr(jnp, name)) for name, family in operations.NUMPY_UNARY.items()]
    rows += [(name, op.family, getattr(jnp, name)) for name, op in operations.NUMPY_REDUCTIONS.items()]
    rows += [(op.name, op.family, _calling(op.name)) for op in operations.UNARY_OPERATORS]
    rows.append(("round", "round", jnp.round))
    rows += [(name, op.family, _calling_with(name)) for name, op in operations.NUMPY_ONE_ARRAY.items()
             if name not in _CONCRETE_ONLY]
    rows += [(f"fft.{name}", op.family, _calling_with(name, jnp.fft)) for name, op in operations.NUMPY_FFT.items()]
    return rows


def _calling(method: str) -> Callable[[Any], Any]:
    return lambda x: getattr(x, method)()


# Rows whose result shape depends on the data, so that eval_shape cannot trace them
# (typecheck_cases/reveal/numpy_placement.py runs them eagerly, on every kind of operand).
_CONCRETE_ONLY = {"trim_zeros"}

# The arguments after the array for the one-array functions that need some.
_ONE_ARRAY_ARGUMENTS: dict[str, tuple[Any, ...]] = {
    "roll": (1,), "swapaxes": (0, 2), "moveaxis": (0, -1), "rollaxis": (2,), "permute_dims": ((2, 0, 1),),
    "tile": (2,), "repeat": (2,), "split": (2,), "array_split": (3,), "hsplit": (2,), "vsplit": (2,), "dsplit": (2,),
    "take": (np.array([0, 1], np.int32),), "take_along_axis": (np.zeros((2, 2, 1), np.int32), 2), "pad": (1,),
    "resize": ((3,),), "delete": (1,), "fill_diagonal": (3,), "ldexp": (2,),
    "put": (np.array([0, 3], np.int32), 1), "place": (np.ones((2, 2, 2), bool), 1),
    "put_along_axis": (np.zeros((2, 2, 1), np.int32), 1, 2), "insert": (1, 0), "partition": (1,), "argpartition": (1,),
    "piecewise": ([np.ones((2, 2, 2), bool)], [lambda v: v]),
    **dict.fromkeys(("quantile", "nanquantile"), (0.5,)), **dict.fromkeys(("percentile", "nanpercentile"), (50.0,)),
}
# Keyword arguments: an axis where there is no default; a size where the count must be known.
_ONE_ARRAY_KEYWORDS: dict[str, dict[str, Any]] = {
    "cumulative_prod": {"axis": 0}, "cumulative_sum": {"axis": 0}, "fill_diagonal": {"inplace": False},
    **dict.fromkeys(("put", "place", "put_along_axis"), {"inplace": False}), "gradient": {"axis": 0},
    "roots": {"strip_zeros": False},
    **dict.fromkeys(("nonzero", "argwhere", "flatnonzero", "unique", "unique_values", "unique_counts", "unique_inverse",
                     "unique_all"), {"size": 2})}


def _calling_with(name: str, module: Any = None) -> Callable[[Any], Any]:
    """jnp.<name> (or ``module.<name>``) of the operand spread to a (2, 2, 2) array (a matrix
    for ``diag``, ``cov``, ``corrcoef``), with the arguments it needs; the first array of a
    list result."""
    import jaxtypes.numpy as jnp

    shape = {"diag": (2, 2), "vander": (2,), "cov": (2, 2), "corrcoef": (2, 2), "trim_zeros": (2,), "polyint": (2,),
             "roots": (2,)}.get(name, (2, 2, 2))
    kwargs = _ONE_ARRAY_KEYWORDS.get(name, {})
    function = getattr(module or jnp, name)

    def call(x: Any) -> Any:
        out = function(jnp.broadcast_to(x, shape), *_ONE_ARRAY_ARGUMENTS.get(name, ()), **kwargs)
        return out[0] if isinstance(out, (list, tuple)) else out

    return call


# Where the rules and the runtime disagree today (row name, operand kind): fixing either
# changes the stubs. isfinite accepts complex operands at run time; lax.cbrt, under
# jnp.cbrt, rejects them.
_KNOWN_ONE_OPERAND_DIFFERENCES: set[tuple[str, str]] = set()


def _one_operand_operands(node: str, operator: bool) -> list[Any]:
    """Runtime operands of a concrete node: an array (weak for a weak node), and for a
    function the Python scalar too (``bool`` for the bool node)."""
    import jaxtypes.numpy as jnp

    python = {**{n: _runtime_value(n) for n in rules.WEAK_NODES}, "bool": True}
    if node in rules.WEAK_NODES:
        array = jnp.asarray(python[node])
    else:
        array = jnp.zeros((2,), dtype=dtypes.REGISTRY[node].dtype)
    return [array] if operator or node not in python else [array, python[node]]


def _one_operand_difference(family: str, function: Callable[[Any], Any], node: str, value: Any,
                            x64: bool) -> str | None:
    """How the rule for ``node`` differs from what the runtime makes of ``value`` (None: it does not)."""
    import jaxtypes

    static = rules.unary_family_result(family, node, x64)
    try:
        out = jaxtypes.eval_shape(lambda: function(value))
    except (TypeError, ValueError, NotImplementedError):  # (signbit of a float8: NotImplementedError, as jax's)
        return None if static is None else f"static {static}, the runtime raises"
    if static is None:
        return f"static error, the runtime gives {out.dtype} weak={out.weak_type}"
    if out.dtype != dtypes.REGISTRY[rules.strong(static, x64)].dtype or out.weak_type != rules.is_weak(static):
        return f"static {static}, the runtime {out.dtype} weak={out.weak_type}"
    return None


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_every_one_operand_rule_is_what_the_runtime_gives(x64: bool) -> None:
    """For every one-operand row and every concrete node (an array of it, and a Python
    scalar where one has that node), the static result in the mode is exactly the runtime's
    dtype and weak type, or the runtime rejects the operand where the rule has no result
    (traced with ``eval_shape``: nothing is compiled)."""
    wrong, known = [], set()
    with dtypes.enable_x64(x64):
        for (name, family, function), node in itertools.product(_one_operand_rows(), rules.CONCRETE):
            for value in _one_operand_operands(node, name.startswith("__")):
                difference = _one_operand_difference(family, function, node, value, x64)
                if difference is None:
                    continue
                if (name, rules.kind(node)) in _KNOWN_ONE_OPERAND_DIFFERENCES:
                    known.add((name, rules.kind(node)))
                else:
                    wrong.append(f"{name}({node} as {type(value).__name__}): {difference}")
    assert not wrong, f"{len(wrong)} differences, e.g.\n" + "\n".join(wrong[:20])
    assert known == _KNOWN_ONE_OPERAND_DIFFERENCES, "fixed: remove from _KNOWN_ONE_OPERAND_DIFFERENCES: " + repr(
        _KNOWN_ONE_OPERAND_DIFFERENCES - known)


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_strict_errors_are_where_the_runtime_raises(x64: bool) -> None:
    wrong = []
    with dtypes.enable_x64(x64), dtypes.numpy_dtype_promotion("strict"):
        for a, b in itertools.product(rules.CONCRETE, repeat=2):
            if rules.join(a, b) is None:
                continue
            try:
                dtypes.lattice_result_type(_runtime_value(a), _runtime_value(b))
                raises = False
            except dtypes.TypePromotionError:
                raises = True
            if raises != rules.strict_violation(a, b, x64):
                wrong.append(f"{a}, {b}: plugin {rules.strict_violation(a, b, x64)}, runtime raises {raises}")
    assert not wrong, "\n".join(wrong[:20])


def test_lax_operations_in_the_stubs_are_hooked() -> None:
    """Every lax stub function of two or more operands ``(x, y, /)``, ``(x, y, z, /)`` is
    checked for equal dtypes."""
    import re

    text = (REPO / "stubs" / "lax.pyi").read_text()
    binary = set(re.findall(r"^def (\w+)\(x: [^\n]*?, y: [^\n]*?, /\)", text, re.MULTILINE))
    # Functions whose overloads the stubs share: ``class _Fn_add(_Overloads_add)``, ``add: _Fn_add``.
    shared = set(re.findall(r"^class (_Overloads_\w+):\n(?:    .*\n)*?    def __call__\(self, x: [^\n]*?, y: [^\n]*?, /\)",
                            text, re.MULTILINE))
    binary |= {name for name, base in re.findall(r"^class _Fn_(\w+)\((_Overloads_\w+)\)", text, re.MULTILINE)
               if base in shared}
    assert binary, "no binary lax functions found in the stubs"
    assert binary <= set(operations.LAX_SAME_DTYPE), sorted(binary - set(operations.LAX_SAME_DTYPE))


@pytest.mark.parametrize("name", sorted(operations.LAX_BINARY))
def test_lax_binary_rejects_two_dtypes_at_run_time(name: str) -> None:
    import jaxtypes
    import jaxtypes.lax as lax
    import jaxtypes.numpy as jnp

    integers = {"bitwise_and", "bitwise_or", "bitwise_xor", "shift_left", "shift_right_arithmetic",
                "shift_right_logical"}
    with jaxtypes.enable_x64(True):
        x, y = ((jnp.int16(1), jnp.int8(1)) if name in integers else (jnp.float32(1), jnp.float64(1))
                if name == "complex" else (jnp.float32(1), jnp.float16(1)))
        outcome = hooks.lax_same_dtype(name, [[frozenset({str(x.dtype)})], [frozenset({str(y.dtype)})]],
                                       rules.Modes(x64=True))
        assert outcome is not None and [c for c, _ in outcome.errors] == [errorcodes.LAX_DTYPE]
        with pytest.raises(TypeError, match="same dtype|base's dtype"):
            getattr(lax, name)(x, y)


@pytest.mark.parametrize("x64", [False, True], ids=["x32", "x64"])
def test_lax_python_scalars_are_the_default_dtype_at_run_time(x64: bool) -> None:
    import jaxtypes
    import jaxtypes.lax as lax
    import jaxtypes.numpy as jnp

    with jaxtypes.enable_x64(x64):
        scalars: tuple[Any, ...] = (1, 1.0)
        for value, scalar in itertools.product((jnp.int32(1), jnp.float32(1)), scalars):
            node = "i*" if isinstance(scalar, int) else "f*"
            outcome = hooks.lax_same_dtype("add", [[frozenset({str(value.dtype)})], [frozenset({node})]],
                                           rules.Modes(x64=x64))
            assert outcome is not None
            try:
                add: Any = lax.add  # the operands' static types are what is being tested
                add(value, scalar)
                raises = False
            except TypeError:
                raises = True
            assert raises == bool(outcome.errors), (value.dtype, scalar, x64)


def test_messages_name_both_dtypes_and_a_cast() -> None:
    message = rules.no_join_message("float8_e4m3fn", "float32", "operator +")
    assert "float8_e4m3fn" in message and "float32" in message and ".astype(jnp.float32)" in message
    message = rules.strict_message("int16", "int32", "operator +", False)
    assert "int16" in message and "int32" in message and ".astype(jnp.int32)" in message
    message = rules.lax_message("add", ["int16", "i*"], False)
    assert "int16" in message and "int32" in message and ".astype(" in message


# ---------------------------------------------------------------------------
# typecheck_cases/plugin/ through mypy with the plugin
# ---------------------------------------------------------------------------

PLUGIN_FILES = sorted(p for kind in ("pass", "fail", "reveal") for p in (PLUGIN_CASES / kind).glob("*.py"))


@cache
def plugin_case_diagnostics() -> dict[Path, list[Diagnostic]]:
    """One mypy run per combination of modes over the plugin's case files."""
    groups: dict[Modes, list[Path]] = defaultdict(list)
    for path in PLUGIN_FILES:
        groups[modes_of(path)].append(path)
    by_file: dict[Path, list[Diagnostic]] = defaultdict(list)
    for modes, files in groups.items():
        for d in run_mypy_plugin(files, modes):
            by_file[d.file].append(d)
    return by_file


def _describe(found: list[Diagnostic]) -> str:
    return "\n".join(f"{d.file.name}:{d.line}: {d.message}" for d in found)


# Each xdist group holds the tests reading one cached mypy run, which one worker then runs once.
@pytest.mark.xdist_group("plugin-cases")
@pytest.mark.parametrize("path", PLUGIN_FILES, ids=[f"{p.parent.name}/{p.name}" for p in PLUGIN_FILES])
def test_plugin_case(path: Path) -> None:
    found = plugin_case_diagnostics().get(path.resolve(), [])
    if path.parent.name == "fail":
        problems = check_fail_file(path, found)
        assert not problems, "\n".join(problems)
    else:
        assert not found, f"mypy with the plugin ({modes_of(path)}):\n{_describe(found)}"


@pytest.mark.parametrize("path", sorted((PLUGIN_CASES / "reveal").glob("*.py")), ids=lambda p: p.name)
def test_plugin_reveal_case_agrees_with_the_runtime(path: Path) -> None:
    mismatches = check_reveal_at_runtime(path, modes_of(path))
    assert not mismatches, "\n".join(mismatches)


# ---------------------------------------------------------------------------
# The shared cases (typecheck_cases/pass, fail, reveal) through mypy with the plugin
# ---------------------------------------------------------------------------

SHARED = {kind: sorted((CASES / kind).glob("*.py")) for kind in ("pass", "fail", "reveal")}


@cache
def shared_diagnostics(x64: bool) -> dict[Path, list[Diagnostic]]:
    """mypy with the plugin in a mode over the shared cases (pass/ and fail/ are written
    for the default mode; reveal/ in 64-bit mode through its 64-bit copies), by original file."""
    files = mode_copies(SHARED["reveal"], x64)
    if not x64:
        files.update({p.resolve(): p.resolve() for p in SHARED["pass"] + SHARED["fail"]})
    by_file: dict[Path, list[Diagnostic]] = defaultdict(list)
    for d in run_mypy_plugin(list(files), Modes(x64=x64), roots=(CASES, mode_project(True))):
        original = files.get(d.file)
        if original is not None:
            by_file[original].append(Diagnostic(original, d.line, d.message))
    return by_file


MODES_X = [False, True]
MODES_X_IDS = ["x32", "x64"]


@pytest.mark.xdist_group("plugin-shared-x32")
def test_shared_pass_cases_are_clean_with_the_plugin() -> None:
    for path in SHARED["pass"]:
        found = shared_diagnostics(False).get(path.resolve(), [])
        assert not found, _describe(found)


@pytest.mark.xdist_group("plugin-shared-x32")
def test_shared_fail_markers_are_reported_with_the_right_code() -> None:
    """Every marker reported, nothing else; promotion mistakes with the plugin's codes."""
    problems = []
    for path in SHARED["fail"]:
        problems += check_fail_file(path, shared_diagnostics(False).get(path.resolve(), []))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("x64", [pytest.param(x64, marks=pytest.mark.xdist_group(f"plugin-shared-{i}"), id=i)
                                 for x64, i in zip(MODES_X, MODES_X_IDS)])
def test_shared_reveal_cases_agree_with_the_stubs(x64: bool) -> None:
    """In each mode (the plugin's ``jax_enable_x64``, which also turns the stubs'
    ``JAXTYPES_X64`` on), mypy with the plugin infers every reveal case exactly as
    asserted for that mode (an assert_type mismatch is an error), as pyright does from
    the stubs (tests/test_typecheck_cases.py)."""
    found = [d for path in SHARED["reveal"] for d in shared_diagnostics(x64).get(path.resolve(), [])]
    assert not found, _describe(found)


# ---------------------------------------------------------------------------
# Options in the user's config file, and mypy's cache
# ---------------------------------------------------------------------------

FLIP_SOURCE = '''\
import jaxtypes.lax as lax
import jaxtypes.numpy as jnp

reveal_type(jnp.uint64(1) + jnp.int8(1))
reveal_type(jnp.result_type(jnp.int16, float))
lax.add(jnp.int32(1), 1)
jnp.int16(1) + jnp.int32(1)
'''


# The plugin's options are in its configuration data; 64-bit mode also sets mypy's
# always_true/always_false (the stubs' constant), which mypy compares itself.
_ABANDONED = re.compile(r"Metadata abandoned for example: (plugin configuration|options) differ")


def _pyproject(x64: bool, promotion: str) -> str:
    return ('[tool.mypy]\nplugins = ["jaxtypes.mypy_plugin"]\nshow_error_codes = true\n\n'
            f'[tool.jaxtypes]\njax_enable_x64 = {str(x64).lower()}\njax_numpy_dtype_promotion = "{promotion}"\n')


def test_flipping_the_options_changes_types_and_errors_and_invalidates_the_cache(tmp_path: Path) -> None:
    (tmp_path / "example.py").write_text(FLIP_SOURCE)
    cache_dir = tmp_path / ".mypy_cache"
    args = ["--cache-dir", str(cache_dir), "--no-error-summary", "--verbose", "example.py"]

    def run(x64: bool, promotion: str) -> tuple[list[str], str]:
        (tmp_path / "pyproject.toml").write_text(_pyproject(x64, promotion))
        result = run_mypy_raw(args, cwd=tmp_path)
        assert not crashed(result), result.stdout + result.stderr
        return result.stdout.splitlines(), result.stderr

    default, log = run(False, "standard")
    assert default[0].endswith('Revealed type is "jaxtypes._array.Array[jaxtypes.scalar_types.int32]"'), default
    assert default[1].endswith('Revealed type is "numpy.dtype[numpy.floating[numpy._typing._nbit_base._32Bit]]"')
    assert len(default) == 2, default  # no lax error (a Python int is int32), no strict error

    again, log = run(False, "standard")
    assert again == default
    assert "Metadata abandoned for example" not in log  # unchanged options: the cache is used

    x64, log = run(True, "standard")
    assert _ABANDONED.search(log), log
    assert x64[0].endswith('Revealed type is "jaxtypes._array.Array[float]"'), x64
    assert x64[1].endswith('Revealed type is "numpy.dtype[numpy.float64]"'), x64
    assert len(x64) == 3 and x64[2].startswith("example.py:6: error: lax.add requires operands of the same dtype")
    assert x64[2].endswith("[jaxtypes-lax-dtype]")

    strict, log = run(True, "strict")
    assert _ABANDONED.search(log), log
    errors = {int(line.split(":")[1]): line for line in strict if "[jaxtypes-strict-promotion]" in line}
    # uint64 + int8, int16 with a Python float, int16 + int32: none promotes under strict rules.
    assert sorted(errors) == [4, 5, 7], strict
    assert "implicit promotion of int16 and int32 to int32" in errors[7]
    assert x64[2] in strict  # the lax error stays

    back, log = run(False, "standard")
    assert _ABANDONED.search(log), log
    assert back == default


def test_a_strict_error_code_can_be_disabled(tmp_path: Path) -> None:
    (tmp_path / "example.py").write_text(
        "import jaxtypes.numpy as jnp\nreveal_type(jnp.int16(1) + jnp.int32(1))\n")
    (tmp_path / "mypy.ini").write_text(plugin_ini(Modes(strict=True), "disable_error_code = jaxtypes-strict-promotion"))
    result = run_mypy_raw(["--no-error-summary", "--cache-dir", str(tmp_path / "c"), "example.py"], cwd=tmp_path)
    assert not crashed(result)
    assert result.stdout.strip().endswith('Revealed type is "jaxtypes._array.Array[jaxtypes.scalar_types.int32]"')


@pytest.mark.parametrize("layout", ["pyproject", "mypy.ini", "setup.cfg"])
def test_options_are_read_from_each_config_file(tmp_path: Path, layout: str) -> None:
    if layout == "pyproject":
        path = tmp_path / "pyproject.toml"
        path.write_text('[tool.mypy]\n\n[tool.jaxtypes]\njax_enable_x64 = true\nnumpy_dtype_promotion = "strict"\n')
    else:
        path = tmp_path / layout
        path.write_text("[mypy]\n\n[jaxtypes]\nenable_x64 = True\njax_numpy_dtype_promotion = strict\n")
    assert plugin_config.load(str(path)) == rules.Modes(x64=True, strict=True)


def test_defaults_and_bad_values(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert plugin_config.parse({}) == rules.Modes()  # JAX's defaults: 64-bit mode off, standard
    path = tmp_path / "mypy.ini"
    path.write_text("[mypy]\n[jaxtypes]\njax_enable_x64 = maybe\njax_numpy_dtype_promotion = loose\nx64 = 1\n")
    assert plugin_config.load(str(path)) == rules.Modes()
    err = capsys.readouterr().err
    assert "jax_enable_x64 expects true or false" in err and "expects \"standard\" or \"strict\"" in err
    assert "unknown option 'x64'" in err


# ---------------------------------------------------------------------------
# Never crash mypy
# ---------------------------------------------------------------------------

CORPUS = sorted((PLUGIN_CASES / "corpus").glob("*.py"))


def test_the_corpus_never_crashes_mypy_and_correct_code_stays_clean(tmp_path: Path) -> None:
    """Awkward code, in every mode: hooks that fail would re-raise here (debug mode). The
    correct files are correct in JAX's default modes (in x64 or strict mode some of their
    promotions are rightly errors). mypy runs outside the repository, reading the
    installed jaxtypes, as a user's does."""
    for modes in (Modes(), Modes(x64=True, strict=True)):
        config = tmp_path / f"{modes}.ini"
        config.write_text(plugin_ini(modes))
        result = run_mypy_raw(["--config-file", str(config), "--cache-dir", str(tmp_path / str(modes)),
                               "--no-error-summary", "--show-absolute-path", *map(str, CORPUS)], cwd=tmp_path)
        assert not crashed(result), result.stdout[-3000:] + result.stderr[-3000:]
        flagged = [line for line in result.stdout.splitlines()
                   if "/correct_" in line and ": error:" in line]
        if modes == Modes():
            assert not flagged, "\n".join(flagged)


def test_the_corpus_gets_the_same_errors_with_and_without_the_plugin(tmp_path: Path) -> None:
    """On code that does not type-check the plugin reports what mypy reports, apart
    from the lines it owns (marked ``# plugin:``)."""
    def errors(plugin: bool) -> set[tuple[str, int]]:
        config = tmp_path / f"{plugin}.ini"
        text = plugin_ini(Modes())
        config.write_text(text if plugin else text.replace("plugins = jaxtypes.mypy_plugin\n", ""))
        result = run_mypy_raw(["--config-file", str(config), "--cache-dir", str(tmp_path / f"c{plugin}"),
                               "--no-error-summary", *map(str, CORPUS)], cwd=tmp_path)
        assert not crashed(result)
        found = set()
        for line in result.stdout.splitlines():
            parts = line.split(":")
            if len(parts) > 2 and parts[2].strip() == "error":
                found.add((Path(parts[0]).name, int(parts[1])))
        return found

    owned = {(p.name, n) for p in CORPUS for n, text in enumerate(p.read_text().splitlines(), 1) if "# plugin:" in text}
    with_plugin, without = errors(True), errors(False)
    assert with_plugin - owned == without - owned, (sorted(with_plugin - without), sorted(without - with_plugin))


def test_the_repository_with_the_plugin(tmp_path: Path) -> None:
    """The package and the README's MLP example (examples/mlp.py) stay clean under
    --strict with the plugin; the rest of the repository (tests, benchmarks, stubs'
    generator, demo), checked in the same run, type-checks without a crash and without a
    plugin error (its other errors are the tests' loose typing, not asserted on)."""
    # The generated stubs' overlapping overloads are left out, as in test_package_typechecks.py.
    generated = "[mypy-jaxtypes._array,jaxtypes.numpy,jaxtypes.lax,jaxtypes.scalar_types]\nignore_errors = True\n"
    config = tmp_path / "mypy.ini"
    config.write_text(plugin_ini(Modes(), "explicit_package_bases = True") + generated)
    clean = ["jaxtypes", "examples/mlp.py"]
    others = [p for p in ("tests", "benchmarks", "demo.py", "stubs/generate.py", "typecheck_cases/pass",
                          "typecheck_cases/plugin/pass") if (REPO / p).exists()]
    result = run_mypy_raw(["--config-file", str(config), "--cache-dir", str(tmp_path / "cache"),
                           "--no-error-summary", *clean, *others], cwd=REPO)
    assert not crashed(result), result.stdout[-3000:] + result.stderr[-3000:]
    lines = result.stdout.splitlines()
    in_clean = [line for line in lines if line.startswith(tuple(clean))]
    assert not in_clean, "\n".join(in_clean[:40])
    plugin_errors = [line for line in lines if "[jaxtypes-" in line]
    assert not plugin_errors, "\n".join(plugin_errors)


def test_the_plugin_imports_no_runtime() -> None:
    probe = ("import sys, jaxtypes.mypy_plugin; "
             "print(sorted(m for m in sys.modules if m.startswith(('jaxlib', 'jax.', 'jaxtypes.runtime'))))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_report_config_data_names_the_options() -> None:
    from mypy.options import Options

    from jaxtypes.mypy_plugin import JaxtypesPlugin

    options = Options()
    options.config_file = None
    data = JaxtypesPlugin(options).report_config_data(None)  # type: ignore[arg-type]
    assert data["jax_enable_x64"] is False and data["jax_numpy_dtype_promotion"] == "standard"
    assert set(data) == {"jax_enable_x64", "jax_numpy_dtype_promotion", "plugin"}


@pytest.mark.parametrize(("option", "always_true", "x64"), [
    (False, False, False), (True, False, True), (False, True, True), (True, True, True)])
def test_the_plugin_option_and_the_stub_constant_are_one_switch(option: bool, always_true: bool, x64: bool) -> None:
    """``jax_enable_x64 = true`` puts the stubs' constant in mypy's ``always_true``, and
    ``always_true = JAXTYPES_X64`` turns the plugin's 64-bit mode on; off, the constant
    goes to ``always_false`` (mypy then reads the 32-bit branches only)."""
    from mypy.options import Options

    options = Options()
    if always_true:
        options.always_true.append("JAXTYPES_X64")
    modes = plugin_config.stub_constant(options, rules.Modes(x64=option))
    assert modes.x64 == x64
    assert ("JAXTYPES_X64" in options.always_true) == x64
    assert ("JAXTYPES_X64" in options.always_false) == (not x64)
