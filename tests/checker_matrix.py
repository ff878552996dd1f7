"""typecheck_cases/ through the checkers users run besides mypy and pyright: basedpyright,
pyrefly and ty, on the installed wheel, and the table of what each gets wrong.

Each checker runs once over the pass/, fail/ and reveal/ files (the generated ones
included; ``TEST_SKIPS`` says what the test spares), from a folder outside the
repository, with the fresh virtual environment's interpreter as its Python environment.
basedpyright runs with the cases' pyright settings (``typecheck_cases/pyrightconfig.json``:
standard rules), and also with its ``recommended`` and ``all`` rule sets over pass/
(where its warnings count too).

A *case* is one line of a case file. A checker disagrees with a reveal/ or pass/ line
when it reports an error there (a reveal/ ``assert_type`` line it accepts is *exact*),
and with a fail/ line when it misses a ``# E`` marker or reports an unmarked line (every
marker counts here: ``# E[pyright,mypy-plugin]`` only spares mypy alone, a mypy
limitation). ``LIMITATIONS`` lists every disagreement, with the checker's version and
why; the tests assert that exactly those lines disagree. ``python -m tests.checker_matrix``
prints where the checkers and the table part, for updating it.

64-bit mode: the stubs branch on the constant ``JAXTYPES_X64``, declared ``Final = False``
in ``_array.pyi``. The pyright family overrides it with ``defineConstant``; pyrefly and
ty cannot define constants (no such setting in pyrefly 1.4.1 or ty 0.0.105): ty reads the
declared value (the default 32-bit mode), pyrefly takes both branches.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from importlib.metadata import version as installed_version
from pathlib import Path

from tests.typecheck import CASES, MARKER, STUB_CONSTANT, Diagnostic

PARTS = ("pass", "fail", "reveal")
CHECKERS = ("basedpyright", "pyrefly", "ty")
RULE_SETS = ("recommended", "all")
BIN = Path(sys.executable).parent
TY_LINE = re.compile(  # ty's concise format: path:line:column: severity[rule] message
    r"^(?P<file>[^:]+):(?P<line>\d+):\d+: (?P<severity>error|warning)\[(?P<rule>[\w-]+)\] (?P<message>.*)$")


# ---------------------------------------------------------------------------
# Running the checkers
# ---------------------------------------------------------------------------

def case_files(work: Path, parts: Iterable[str] = PARTS, pyright_settings: dict | None = None) -> list[Path]:
    """Copies of the case files under ``work/<part>/`` beside a ``pyrightconfig.json``
    (the cases' own, updated with ``pyright_settings``) and an empty ``pyrefly.toml``
    (pyrefly's defaults, rather than settings it would import from pyrightconfig.json)."""
    settings = json.loads((CASES / "pyrightconfig.json").read_text()) | (pyright_settings or {})
    work.mkdir(parents=True, exist_ok=True)
    (work / "pyrightconfig.json").write_text(json.dumps(settings, indent=2))
    (work / "pyrefly.toml").write_text("")
    files = []
    for part in parts:
        (work / part).mkdir(exist_ok=True)
        for source in sorted((CASES / part).glob("*.py")):
            shutil.copy(source, work / part / source.name)
            files.append(work / part / source.name)
    return files


def _run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if "Traceback" in result.stderr or "panicked" in result.stderr:
        raise RuntimeError(f"{command[0]} crashed (exit {result.returncode}):\n{result.stderr[-3000:]}")
    return result


def run_basedpyright(files: list[Path], python: str, cwd: Path, warnings: bool = False) -> list[Diagnostic]:
    """Errors (and warnings, if asked) as ``[rule] message``; ``cwd`` holds the pyrightconfig.json."""
    result = _run([str(BIN / "basedpyright"), "--outputjson", "--pythonpath", python, *map(str, files)], cwd)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"basedpyright failed to run:\n{result.stdout}\n{result.stderr}") from None
    severities = {"error", "warning"} if warnings else {"error"}
    return [Diagnostic(Path(d["file"]).resolve(), d["range"]["start"]["line"] + 1,
                       f"[{d.get('rule', '')}] {d['message']}")
            for d in report["generalDiagnostics"] if d["severity"] in severities]


def run_pyrefly(files: list[Path], python: str, cwd: Path) -> list[Diagnostic]:
    result = _run([str(BIN / "pyrefly"), "check", "--python-interpreter-path", python, "--output-format", "json",
                   *map(str, files)], cwd)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"pyrefly failed to run:\n{result.stdout}\n{result.stderr}") from None
    return [Diagnostic((cwd / e["path"]).resolve(), e["line"], f"[{e['name']}] {e['concise_description']}")
            for e in report["errors"] if e["severity"] == "error"]


def run_ty(files: list[Path], python: str, cwd: Path) -> list[Diagnostic]:
    result = _run([str(BIN / "ty"), "check", "--python", python, "--output-format", "concise", "--no-progress",
                   "--color", "never", *map(str, files)], cwd)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"ty failed to run (exit {result.returncode}):\n{result.stdout}\n{result.stderr}")
    found = []
    for line in result.stdout.splitlines():
        match = TY_LINE.match(line)
        if match and match["severity"] == "error":
            found.append(Diagnostic((cwd / match["file"]).resolve(), int(match["line"]),
                                    f"[{match['rule']}] {match['message']}"))
    return found


RUNNERS: dict[str, Callable[[list[Path], str, Path], list[Diagnostic]]] = {
    "basedpyright": run_basedpyright, "pyrefly": run_pyrefly, "ty": run_ty}


def checker_version(checker: str) -> str:
    return installed_version(checker)


# ---------------------------------------------------------------------------
# What a run says about the cases
# ---------------------------------------------------------------------------

@dataclass
class Outcome:
    """One checker's verdict on the cases. Files are named ``<part>/<name>.py``."""
    checker: str
    version: str
    reveal_cases: int = 0
    reveal_exact: int = 0
    pass_errors: int = 0
    fail_markers: int = 0
    fail_reported: int = 0
    disagreements: dict[str, dict[int, list[str]]] = field(default_factory=lambda: defaultdict(dict))

    def disagreeing_lines(self) -> dict[str, set[int]]:
        return {name: set(lines) for name, lines in self.disagreements.items() if lines}


def assert_lines(source: str) -> set[int]:
    return {n for n, line in enumerate(source.splitlines(), start=1)
            if "assert_type(" in line and not line.startswith(("from", "import"))}


def marker_lines(source: str) -> set[int]:
    return {n for n, line in enumerate(source.splitlines(), start=1) if MARKER.search(line)}


def outcome(checker: str, files: list[Path], found: list[Diagnostic], work: Path) -> Outcome:
    """``found`` on ``files`` (copies of the cases under ``work/<part>/``), case by case."""
    result = Outcome(checker, checker_version(checker))
    by_file: dict[Path, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    for d in found:
        by_file[d.file][d.line].append(d.message)
    for f in files:
        name = f.relative_to(work).as_posix()
        part, source, reported = f.parent.name, f.read_text(), by_file.get(f.resolve(), {})
        wrong = result.disagreements[name]
        if part == "fail":
            markers = marker_lines(source)
            result.fail_markers += len(markers)
            result.fail_reported += len(markers & set(reported))
            wrong.update({n: ["(marker not reported)"] for n in markers - set(reported)})
            wrong.update({n: m for n, m in reported.items() if n not in markers})
            continue
        wrong.update(reported)
        if part == "pass":
            result.pass_errors += sum(map(len, reported.values()))
        else:
            cases = assert_lines(source)
            result.reveal_cases += len(cases)
            result.reveal_exact += len(cases - set(reported))
    return result


def run_checker(checker: str, files: list[Path], python: str, work: Path) -> Outcome:
    return outcome(checker, files, RUNNERS[checker](files, python, work), work)


def run_rule_set(rule_set: str, python: str, work: Path) -> Outcome:
    """basedpyright with a rule set over pass/: errors and warnings."""
    folder = work / f"basedpyright-{rule_set}"
    files = case_files(folder, ["pass"], {"typeCheckingMode": rule_set})
    return outcome("basedpyright", files, run_basedpyright(files, python, folder, warnings=True), folder)


# basedpyright checks with pyright's engine, and pyright checks every case already
# (tests/test_typecheck_cases.py): the test spares it the 4700 generated operator lines,
# half of its time; benchmarks/checker_matrix.py runs it on everything.
TEST_SKIPS = {"basedpyright": {"reveal/generated_operators.py"},
              # Mistakes with weak arrays, which pyrefly and ty do not tell from others (see the file).
              "pyrefly": {"fail/weak_operands_rejected.py"}, "ty": {"fail/weak_operands_rejected.py"}}


def run_matrix(python: str, work: Path) -> dict[str, Outcome]:
    """The test's runs: every checker over every case but ``TEST_SKIPS``, and basedpyright's
    rule sets over pass/, in parallel, one process each. Keys: the checkers' names and
    ``basedpyright-<rule set>``."""
    files = case_files(work / "cases")

    def checked_by(checker: str) -> list[Path]:
        return [f for f in files if f.relative_to(work / "cases").as_posix() not in TEST_SKIPS.get(checker, ())]

    jobs: dict[str, Callable[[], Outcome]] = {
        c: (lambda c=c: run_checker(c, checked_by(c), python, work / "cases")) for c in CHECKERS}
    jobs |= {f"basedpyright-{r}": (lambda r=r: run_rule_set(r, python, work)) for r in RULE_SETS}
    with ThreadPoolExecutor(len(jobs)) as pool:
        futures = {name: pool.submit(job) for name, job in jobs.items()}
        return {name: future.result() for name, future in futures.items()}


# ---------------------------------------------------------------------------
# Known limitations: every disagreement, with the checker's version and why
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Limitation:
    """Lines of a case file (``<part>/<name>.py``) that ``checker`` (or basedpyright in a
    rule set: ``basedpyright-<rule set>``) at ``version`` gets wrong, and why. ``lines``
    is a comma-separated list of line numbers and ranges (``"24-26,31"``)."""
    checker: str
    version: str
    file: str
    reason: str
    lines: str

    def line_set(self) -> set[int]:
        out: set[int] = set()
        for part in self.lines.split(","):
            first, _, last = part.partition("-")
            out.update(range(int(first), int(last or first) + 1))
        return out


def expected_disagreements(name: str) -> dict[str, set[int]]:
    """The lines the table says the checker (or ``basedpyright-<rule set>``) gets wrong, by file."""
    out: dict[str, set[int]] = defaultdict(set)
    for lim in LIMITATIONS:
        if lim.checker == name:
            out[lim.file] |= lim.line_set()
    return dict(out)


def table_versions(name: str) -> set[str]:
    return {lim.version for lim in LIMITATIONS if lim.checker == name}


def ranges(lines: Iterable[int]) -> str:
    """``{24, 25, 26, 31}`` as ``"24-26,31"`` (the notation of ``Limitation.lines``)."""
    spans: list[list[int]] = []
    for n in sorted(lines):
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in spans)


BASEDPYRIGHT, PYREFLY, TY = "1.40.2", "1.4.1", "0.0.105"

X64_UNKNOWN = (f"cannot define the stubs' constant {STUB_CONSTANT}: it takes both the 32-bit and the 64-bit branch, "
               "and a type that differs between the modes becomes their union (Array[float32] | Array[float64])")

# Why a checker disagrees (C: the checker lacks a feature or reads the typing spec
# differently; J: jaxtypes is wrong, a fix is proposed).
CASE_STYLE = ("C: the case's own code, not jaxtypes: calls made only for their types (reportUnusedCallResult) and "
              "parameters that exist only for their annotations (reportUnusedParameter)")
PF_X64 = (f"C: pyrefly {X64_UNKNOWN}; jaxtypes cannot help, pyrefly has no setting that defines a constant and does "
          "not decide branches by a declared `Final = False` either")
PF_ABS = ("C: abs(x) goes through typeshed's SupportsAbs[T]; against Array.__abs__, overloaded on self types, pyrefly "
          "solves T from the first overload (Array[bool_])")
TY_PROMOTION = ("C: ty reads `float` in annotations as `int | float` and `complex` as `int | float | complex` (the "
                "typing spec's numeric promotion, as a union): overloads that tell a Python float from an int, or "
                "a weak Array[float] from Array[int], do not separate them")
TY_PROTOCOL = ("C: ty does not solve the result type variable through the generated `_*With` protocols, whose "
               "member is overloaded (jnp's binary functions on two arrays)")
TY_POWER_INTERSECTION = ("C: ty answers a weak int array raised to a strong float or complex array "
                         "(`Array[int] ** Array[float16]`) with the intersection of two overloads' results "
                         "(`Array[complex64] & Array[float16]`), where the typing spec takes the first overload that matches")
TY_GENERIC_SELF = "C: ty does not match Array[T], T a type variable, against the operator overloads' self types"
TY_NUMPY_DTYPE = ("C: ty does not take `np.dtype(\"int16\")` (NumPy's overloads on string literals and scalar types) "
                  "to the dtype overloads, and falls back to the default float32")
TY_INTERSECTION = ("C: ty narrows `isinstance(x, Array)` to an intersection with the other members of x's union "
                   "(a class could subclass both), so `Array[int16] | ndarray` stays a union")
TY_CONSTRAINED = ("C: ty matches `Sequence[Array[T]]`, T a constrained type variable, against a list of arrays of "
                  "several dtypes with T unsolved (Array[Unknown]) instead of trying the next overload "
                  "(concatenate and stack start with the overload for arrays of one dtype)")

TY_JUST_SCALARS = ("C: ty does not match Python int and float arguments (or the parameters' defaults) to the "
                   "exact-class protocols `_JustInt | _JustFloat` of the scipy.stats parameters, so the exact overloads "
                   "are skipped (no matching overload, or the general Array[inexact] one)")

TY_EXACT_SCALARS = ("C: ty does not match a Python float argument to the exact-class protocols `_JustInt | "
                    "_JustFloat` of scipy.integrate.trapezoid's dx (a NumPy float there could widen the result), so "
                    "the exact overloads are skipped")

# (scipy.optimize and scipy.sparse.linalg)
PF_BOUND = ("C: pyrefly solves a type variable with an upper bound (the solvers' pytree `_Tree`, bound to mappings "
            "and sequences of arrays) to its bound instead of the argument's type")
TY_JUST_RHS = ("C: ty does not match a Python float or complex right-hand side to the exact-class protocols "
               "`_JustFloat` and `_JustComplex` of the sparse solvers' overloads, so no overload matches")
TY_DICT_CONTEXT = ("C: ty infers a dict display passed for a type variable bound to `Mapping[Any, ...]` with the "
                   "bound's key type (dict[Any, ...]) instead of the keys' (dict[str, ...])")

# (scipy.special)
TY_SPECIAL_SCALARS = ("C: ty does not match Python int and float arguments to the exact-class protocols `_JustInt | "
                      "_JustFloat` of jaxtypes.scipy.special's overloads (nor of the jaxtypes.numpy classes its "
                      "two-operand functions reuse), so no overload matches, or only the general one")

LIMITATIONS: list[Limitation] = [
    Limitation("ty", TY, "fail/stubs_rejected.py", TY_PROMOTION, "32"),
    Limitation("ty", TY, "pass/stubs_accepted.py", TY_PROMOTION, "32,59"),
    Limitation("ty", TY, "reveal/default_dtypes.py", TY_PROMOTION, "34,38-39,93-95"),
    Limitation("ty", TY, "reveal/control_flow.py", TY_PROMOTION, "31"),
    Limitation("ty", TY, "reveal/slicing.py", TY_PROMOTION, "24"),
    Limitation("ty", TY, "reveal/generated_operators.py", TY_PROMOTION, "35-36,48-49,61-62,74-75,87-88,100-101,113-114,126-127,139-140,152-153,155-162,165-175,177-188,190-19"
               "2,197-200,217-220,237-240,257-260,277-280,297-300,317-320,337-340,357-360,377-380,397-400,413-452,46"
               "3-464,476-477,489-490,502-503,515-516,528-529,541-542,554-555,567-568,580-581,583-590,593-603,605-61"
               "6,618-620,623-626,641-644,661-664,681-684,701-704,721-724,741-744,761-764,781-784,801-804,821-824,83"
               "7-876,888-889,901-902,914-915,927-928,940-941,953-954,966-967,979-980,992-993,1005-1006,1008-1015,10"
               "18-1028,1030-1041,1043-1045,1050-1053,1070-1073,1090-1093,1110-1113,1130-1133,1150-1153,1170-1173,11"
               "90-1193,1210-1213,1230-1233,1250-1253,1266-1305,1317-1318,1330-1331,1343-1344,1356-1357,1369-1370,13"
               "82-1383,1395-1396,1408-1409,1421-1422,1434-1435,1437-1444,1447-1457,1459-1470,1472-1474,1479-1482,14"
               "99-1502,1519-1522,1539-1542,1559-1562,1579-1582,1599-1602,1619-1622,1639-1642,1659-1662,1679-1682,16"
               "95-1734,1745,1756,1767,1778,1789,1800,1811,1822,1833,1835-1838,1844-1855,1860-1861,1876-1877,1892-18"
               "93,1908-1909,1924-1925,1940-1941,1956-1957,1972-1973,1988-1989,2004-2005,2016-2031,2042,2053,2064,20"
               "75,2086,2097,2108,2119,2130,2132-2135,2141-2152,2157-2158,2173-2174,2189-2190,2205-2206,2221-2222,22"
               "37-2238,2253-2254,2269-2270,2285-2286,2301-2302,2313-2328,2340-2341,2353-2354,2366-2367,2379-2380,23"
               "92-2393,2405-2406,2418-2419,2431-2432,2444-2445,2457-2458,2470-2471,2477-2480,2482-2484,2490-2493,24"
               "95-2497,2502-2505,2522-2525,2542-2545,2562-2565,2582-2585,2602-2605,2622-2625,2642-2645,2662-2665,26"
               "82-2685,2702-2705,2718-2725,2727,2729-2735,2737-2745,2747,2749-2755,2757,3409-3410,3419-3420,3429-34"
               "30,3439-3440,3449-3450,3459-3460,3469-3470,3479-3480,3489-3490,3499-3500,3509-3510,3519-3520,3529-35"
               "30,3708-3709,3718-3719,3728-3729,3738-3739,3748-3749,3758-3759,3768-3769,3778-3779,3788-3789,3798-37"
               "99,3808-3809,3818-3819,3828-3829,4007,4377,4417,4626,4666,4695-4696,4715"),
    Limitation("ty", TY, "reveal/generated_promotion_table.py", TY_PROMOTION, 
               "45-46,63-64,81-82,99-100,117-118,135-136,153-154,171-172,189-190,207-208,225-226,243-244,261-262,"
               "279-280,297-298,300-311,315-329,332-347,350-352"),
    Limitation("ty", TY, "reveal/stubs_creation.py", TY_PROMOTION, "43-44,61,66-67,81-83"),
    Limitation("ty", TY, "reveal/stubs_functions.py", TY_PROMOTION, 
               "32-33,38,41,53,57,72,79,83,90,106,115,120,145,152"),
    Limitation("ty", TY, "reveal/stubs_types.py", TY_PROMOTION, "22,26,73,81"),
    Limitation("ty", TY, "reveal/transformations.py", TY_PROMOTION, "23,62"),
    Limitation("ty", TY, "reveal/stubs_functions.py", TY_PROTOCOL, "27-29,42,47,50-51,54-56,58-59,113"),
    Limitation("ty", TY, "reveal/stubs_functions.py", TY_CONSTRAINED, "127-128,131"),
    Limitation("ty", TY, "reveal/default_dtypes.py", TY_PROTOCOL, "89"),
    Limitation("ty", TY, "reveal/generic_functions.py", TY_GENERIC_SELF, "23-26,30-32,34"),
    Limitation("ty", TY, "reveal/stubs_creation.py", TY_NUMPY_DTYPE, "17,27,103"),
    Limitation("ty", TY, "reveal/stubs_types.py", TY_INTERSECTION, "48,91,102"),
    Limitation("pyrefly", PYREFLY, "fail/stubs_rejected.py", PF_X64, "25,33"),
    Limitation("pyrefly", PYREFLY, "pass/stubs_accepted.py", PF_X64, "53"),
    Limitation("pyrefly", PYREFLY, "reveal/default_dtypes.py", PF_X64, 
               "19,28,31-39,41-47,55,58,61-64,69-72,78-83,87-89"),
    Limitation("pyrefly", PYREFLY, "reveal/generated_operators.py", PF_X64, "32,45,54,58,67,71,78-79,84,97,110,123,128-140,149,162,175,188,207-210,227-230,247-250,267-270,281-28"
               "2,287-290,307-310,327-330,347-350,353-372,387-390,407-410,427-430,447-450,460,473,482,486,495,499,50"
               "6-507,512,525,538,551,556-568,577,590,603,616,633-636,651-654,671-674,691-694,705-706,711-714,731-73"
               "4,751-754,771-774,777-796,811-814,831-834,851-854,871-874,885,898,907,911,920,924,931-932,937,950,96"
               "3,976,981-993,1002,1015,1028,1041,1060-1063,1080-1083,1100-1103,1120-1123,1134-1135,1140-1143,1160-1"
               "163,1180-1183,1200-1203,1206-1225,1240-1243,1260-1263,1280-1283,1300-1303,1314,1327,1336,1340,1349,1"
               "353,1360-1361,1366,1379,1392,1405,1410-1422,1431,1444,1457,1470,1489-1492,1509-1512,1529-1532,1549-1"
               "552,1563-1564,1569-1572,1589-1592,1609-1612,1629-1632,1635-1654,1669-1672,1689-1692,1709-1712,1729-1"
               "732,1743,1754,1761,1765,1772,1776,1781-1782,1787,1798,1809,1820,1823-1833,1842,1853,1868-1869,1884-1"
               "885,1900-1901,1916-1917,1926-1927,1932-1933,1948-1949,1964-1965,1980-1981,1984-1999,2012-2013,2028-2"
               "029,2040,2051,2058,2062,2069,2073,2078-2079,2084,2095,2106,2117,2120-2130,2139,2150,2165-2166,2181-2"
               "182,2197-2198,2213-2214,2223-2224,2229-2230,2245-2246,2261-2262,2277-2278,2281-2296,2309-2310,2325-2"
               "326,2337,2339,2350,2363,2389,2402,2415,2428,2433-2445,2454,2459,2467,2480,2493,2501,2512-2515,2532-2"
               "535,2552-2555,2572-2575,2592-2595,2612-2615,2632-2635,2652-2655,2658-2677,2692-2695,2699,2712-2717,2"
               "732-2735,2752-2755,2774,2780,2784-2785,2838-2839,2870,2876,2880-2881,2934-2935,2966,2972,2976-2977,3"
               "030-3031,3062,3068,3072-3073,3126-3127,3158,3164,3168-3169,3222-3223"),
    Limitation("pyrefly", PYREFLY, "reveal/generated_promotion_table.py", PF_X64, 
               "33,37,41,43,51,55,59,61,69,73,77,79,87-91,95,97,101-109,113,115-116,122-123,127,131,133,140-141,145,"
               "149,151,158-159,163,167,169,173-181,185,187-188,203,205,221,223,239,241,245-262,275,277,281-298,303,"
               "307,311,313,329,331,347,349"),
    Limitation("pyrefly", PYREFLY, "reveal/stubs_creation.py", PF_X64, 
               "21-22,24-25,33-36,38,59-61,74,80-82,85,97,103-104,106"),
    Limitation("pyrefly", PYREFLY, "reveal/stubs_functions.py", PF_X64,
               "34,43,64,92,94,96-97,99-100,103,106,109,116-118,135,137,141"),
    Limitation("pyrefly", PYREFLY, "reveal/stubs_types.py", PF_X64, "24-26,30-31"),
    Limitation("pyrefly", PYREFLY, "pass/stubs_accepted.py", PF_X64, "24"),
    Limitation("pyrefly", PYREFLY, "reveal/default_dtypes.py", PF_X64, "23,54,56-57,59"),
    Limitation("pyrefly", PYREFLY, "reveal/generated_operators.py", PF_X64, "2372,2376"),
    Limitation("pyrefly", PYREFLY, "reveal/stubs_functions.py", PF_X64, "86-88,90"),
    Limitation("pyrefly", PYREFLY, "reveal/stubs_functions.py", PF_X64, "178,181,183"),
    Limitation("pyrefly", PYREFLY, "reveal/stubs_types.py", PF_X64, "32"),
    Limitation("basedpyright-recommended", BASEDPYRIGHT, "pass/foundation_accepted.py", CASE_STYLE, "33,36,40,53-56"),
    Limitation("basedpyright-all", BASEDPYRIGHT, "pass/foundation_accepted.py", CASE_STYLE, "33,36,40,53-56"),
    # issue 13's lax part 1
    Limitation("pyrefly", PYREFLY, "reveal/lax_fft_random_bits.py", PF_X64, "26,28,37,44-45"),
    Limitation("pyrefly", PYREFLY, "reveal/lax_special_more.py", PF_X64, "26"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_at.py", PF_X64, "40"),
    Limitation("ty", TY, "reveal/lax_fft_random_bits.py", TY_PROMOTION, "42"),
    Limitation("ty", TY, "reveal/lax_special_more.py", TY_PROMOTION, "24,26"),
    Limitation("ty", TY, "reveal/lax_utilities.py", TY_PROMOTION, "16,24,33,41"),
    # issue 27's lax.linalg: float64/complex128 operands are the mode's default float
    Limitation("pyrefly", PYREFLY, "reveal/lax_linalg.py", PF_X64, "18-19,24,29-30,36-37,41,46,49,51,53,55"),
    # issue 27's jnp.linalg
    Limitation("pyrefly", PYREFLY, "reveal/numpy_linalg.py", PF_X64,
               "28,30-31,38,41,44,46,51-52,58-60,64-66,72,76-77,80,82-84,91,93"),
    Limitation("ty", TY, "reveal/numpy_linalg.py", TY_PROMOTION, "22,32,38,67-68,76,82,88,93"),
    Limitation("ty", TY, "reveal/numpy_linalg.py", TY_PROTOCOL, "89-92,95"),
    Limitation("pyrefly", PYREFLY, "reveal/scipy_linalg.py", PF_X64, "22,25,28,31,36,68,70-72,74,78,84,89"),
    Limitation("ty", TY, "reveal/scipy_linalg.py", TY_PROMOTION, "18,27-28,56,80"),
    Limitation("ty", TY, "reveal/scipy_linalg.py", TY_PROTOCOL, "62,65"),
    Limitation("pyrefly", PYREFLY, "reveal/scipy_signal_fft.py", PF_X64, "36,38,42,48,51,59,66,75,82-83"),
    Limitation("ty", TY, "reveal/scipy_signal_fft.py", TY_PROMOTION, "38,47,58-59"),
    Limitation("ty", TY, "reveal/scipy_signal_fft.py", TY_EXACT_SCALARS, "74"),
    Limitation("pyrefly", PYREFLY, "reveal/random_samplers.py", PF_X64,
               "36-37,41-42,45,47,49-50,52,54-56,58,60-61,64,67-68,71-72,75,77,79"),
    Limitation("pyrefly", PYREFLY, "fail/random_rejected.py", PF_X64, "19"),
    Limitation("pyrefly", PYREFLY, "reveal/random_keys_in_jnp.py", PF_X64, "77"),
    Limitation("pyrefly", PYREFLY, "reveal/nn_functions.py", PF_X64, "33,42,48,51,53"),
    Limitation("ty", TY, "reveal/nn_functions.py", TY_PROMOTION, "25-26"),
    # scipy.special: float64 data, weak scalars and Python scalars are the mode's default float
    Limitation("pyrefly", PYREFLY, "reveal/scipy_special.py", PF_X64, "30-31,33,39,44,47,80,83,86-87,98,100"),
    Limitation("ty", TY, "reveal/scipy_special.py", TY_SPECIAL_SCALARS,
               "26,33,39,42,47,54,68-69,71,74,76-77,80,83,85,92-93,95-96"),
    Limitation("ty", TY, "reveal/scipy_special.py", TY_PROMOTION, "27,44,86,100"),
    Limitation("ty", TY, "reveal/scipy_special.py", TY_PROTOCOL, "67,70,72-73,82"),
    Limitation("pyrefly", PYREFLY, "reveal/scipy_stats.py", PF_X64,
               "29,34,38-39,61,83,95-97,109,112-116,119-121,125-127,129-130,138,145,147,149-150"),
    Limitation("ty", TY, "reveal/scipy_stats.py", TY_JUST_SCALARS,
               "25-26,28,30-31,34-35,39,43,48,52-56,58-63,72-79,81,83,101,107,117,119,122-123,126,137,139,144-145"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_elementwise_more.py", PF_X64, "31-32,34"),
    Limitation("ty", TY, "reveal/numpy_elementwise_more.py", TY_PROMOTION, "32,38,41,49"),
    Limitation("ty", TY, "reveal/numpy_elementwise_more.py", TY_PROTOCOL, "26-27,42-45,52,55"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_manipulation.py", PF_X64,
               "33,55,68-69,72-73,75,77-79,81,83,86,89,97,99,119,121-124"),
    Limitation("ty", TY, "reveal/numpy_manipulation.py", TY_PROMOTION, "19,26,38,40,54,58,75,89,114"),
    Limitation("ty", TY, "reveal/numpy_manipulation.py", TY_CONSTRAINED, "101,103-104"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_products.py", PF_X64,
               "67-68,71,75,81,85,87-94,101,104-108,118-119,124,127-128,142,146,148,150,153,157,161,176-177,179-180,"
               "187,189,191,193,195,198,208,210-211,216-217"),
    Limitation("ty", TY, "reveal/numpy_products.py", TY_PROMOTION,
               "21,33,46,59,69,75,112,114,131,137-138,157,182,185-187,195,204,208,214-215"),
    Limitation("ty", TY, "reveal/numpy_products.py", TY_PROTOCOL,
               "28,31-32,35-39,41-45,48-53,55,57-58,62,109,111,159,161-166,170-171,173,183,188-191,194,196-197,199,"
               "202-203"),
    Limitation("ty", TY, "reveal/numpy_products.py", TY_CONSTRAINED, "97-98"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_fft.py", PF_X64, "27-30,33,35,39,42-43,48"),
    Limitation("ty", TY, "reveal/numpy_fft.py", TY_PROMOTION, "18,46"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_sets.py", PF_X64, "24,29-30,32,36,39,48,51,60-61"),
    Limitation("ty", TY, "reveal/numpy_sets.py", TY_PROMOTION, "16,18,23-24,35-36,41,43-44,61"),
    Limitation("ty", TY, "reveal/numpy_sets.py", TY_PROTOCOL, "34,37,40,42"),
    Limitation("pyrefly", PYREFLY, "reveal/numpy_placement.py", PF_X64, "32,44,49,52,54,56,59,74,85,87"),
    Limitation("ty", TY, "reveal/numpy_placement.py", TY_PROMOTION, "19,29,32,44,54,65"),
    Limitation("ty", TY, "reveal/numpy_placement.py", TY_CONSTRAINED, "36,39"),
    Limitation("pyrefly", PYREFLY, "reveal/array_methods_ufuncs.py", PF_X64,
               "23,25-26,32,36,40,43,46,53,66,74-76,78,86,94,104,106,110-111,117,120,125,132,135-136,138"),
    Limitation("ty", TY, "reveal/array_methods_ufuncs.py", TY_PROMOTION, "19,36,43-44,48,61,66,80-81,86,108,132,135,137-138"),
    Limitation("ty", TY, "reveal/array_methods_ufuncs.py", TY_PROTOCOL, "79"),
    Limitation("pyrefly", PYREFLY, "reveal/dtype_families.py", PF_X64, "27,30,32-34,70-73,76-78,133-135,137"),
    Limitation("pyrefly", PYREFLY, "reveal/generated_operators.py", PF_X64, "2359,2383-2384,2469,2473-2476,2486-2489,2523,2525,2543,2545,2563,2565,2583,2585,2587,2701,5039,5052,5071"),
    Limitation("ty", TY, "reveal/dtype_families.py", TY_PROTOCOL, "46"),
    Limitation("ty", TY, "reveal/dtype_families.py", TY_PROMOTION, "32-34,41,63-64,71-72,80,84,92,95-96,103,107-108,122,132-133,135,137"),
    Limitation("ty", TY, "reveal/generated_operators.py", TY_PROMOTION, "2472-2476,2485-2489,2726,2728,2736,2746,2748,2756,4008,4017-4018,4027-4028,4037-4038,4047-4048,4057-4058,4067-4068,4077-4078,4087-4088,4097-4098,4107-4108,4117-4118,4127-4128,4306-4307,4316-4317,4326-4327,4336-4337,4346-4347,4356-4357,4366-4367,4376,4386-4387,4396-4397,4406-4407,4416,4426-4427,4605-4606,4615-4616,4625,4635-4636,4645-4646,4655-4656,4665,4675-4676,4685-4686,4705-4706,4716,4725-4726,4904-4905,4914-4915,4924-4925,4934-4935,4944-4945,4954-4955,4964-4965,4974-4975,4984-4985,4994-4995,5004-5005,5014-5015,5024-5025,5042-5043,5055-5056,5074-5075"),
    # dot algorithms and ragged_dot: float64 operands and weak floats are the mode's default float
    Limitation("pyrefly", PYREFLY, "reveal/lax_dot_algorithms.py", PF_X64, "22,57,59"),
    Limitation("ty", TY, "reveal/lax_dot_algorithms.py", TY_PROMOTION, "46-47,59-60"),
    # scipy.optimize and scipy.sparse.linalg: float64 data and weak starts or right-hand sides are the mode's
    Limitation("pyrefly", PYREFLY, "reveal/scipy_optimize_sparse.py", PF_X64, "40-41,66-68,73-74"),
    Limitation("pyrefly", PYREFLY, "reveal/scipy_optimize_sparse.py", PF_BOUND, "81"),
    Limitation("ty", TY, "reveal/scipy_optimize_sparse.py", TY_PROMOTION, "41,67,74"),
    Limitation("ty", TY, "reveal/scipy_optimize_sparse.py", TY_JUST_RHS, "68,73"),
    Limitation("ty", TY, "reveal/scipy_optimize_sparse.py", TY_DICT_CONTEXT, "81"),
    # the top-level names: pure_callback of a weak example array gives the mode's default dtype
    Limitation("pyrefly", PYREFLY, "reveal/toplevel_names.py", PF_X64, "30-32"),
    Limitation("ty", TY, "reveal/toplevel_names.py", TY_PROMOTION, "30,32"),
]


def main() -> None:
    """Print what each run disagrees with now, next to the table, for updating it after a
    stub change or a pin raise: ``.venv/bin/python -m tests.checker_matrix``."""
    import tempfile

    from tests.installed import build_wheel, fresh_venv

    with tempfile.TemporaryDirectory() as tmp:
        venv = fresh_venv(build_wheel(Path(tmp) / "dist"), Path(tmp) / "venv")
        for name, result in run_matrix(venv.python, Path(tmp) / "work").items():
            observed, listed = result.disagreeing_lines(), expected_disagreements(name)
            for file in sorted(set(observed) | set(listed)):
                seen, known = observed.get(file, set()), listed.get(file, set())
                for label, lines in (("not listed", seen - known), ("listed, now right", known - seen)):
                    if lines:
                        print(f"{name} {result.version} {file} {label}: {ranges(lines)}")
                        for n in sorted(lines)[:5]:
                            print(f"    {n}: {' / '.join(result.disagreements[file].get(n, ['(agrees)']))[:200]}")


if __name__ == "__main__":
    main()
