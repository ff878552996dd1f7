"""What the backend asks of jaxlib's compiled modules, checked against each supported jaxlib.

jaxlib's wheels carry no stubs for ``jaxlib._jax`` and ``jaxlib._hlo`` (only for MLIR),
but every nanobind function and method states its signature in the first lines of its
``__doc__``. A *snapshot* (``tests/jaxlib_signatures/<version>.json``) keeps those
signature lines for every public name of those modules (and ``jaxlib.cpu._lapack``,
whose kernels ``lax.linalg`` registers) and of their classes. ``USES``
lists each name ``runtime/backend.py`` reads, and for each call the positional count and
the keywords it passes; ``problems`` checks them against a snapshot.

Snapshots of the versions that cannot be installed on the project's Python (0.11 and
newer need Python 3.12) are written from a Python 3.12 environment::

    python3.12 -m venv /tmp/jaxlib012 && /tmp/jaxlib012/bin/pip install jaxlib==0.12.0.1
    /tmp/jaxlib012/bin/python tests/jaxlib_surface.py --write tests/jaxlib_signatures
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import json
import re
from dataclasses import dataclass
from pathlib import Path

SNAPSHOTS = Path(__file__).resolve().parent / "jaxlib_signatures"
MODULES = ("_jax", "_hlo", "cpu._lapack")


@dataclass(frozen=True)
class Use:
    """A name the backend reads; `call` (positional count, keywords) if it calls it."""

    name: str  # "_jax.batched_device_put", "_jax.Client.compile_and_load", ...
    call: tuple[int, tuple[str, ...]] | None = None
    versions: tuple[tuple[int, ...], tuple[int, ...]] = ((0,), (999,))  # [from, to) where the backend uses it


USES: tuple[Use, ...] = (
    Use("_jax.get_tfrt_cpu_client", (0, ("asynchronous",))),
    Use("_jax.pjrt_plugin_loaded", (1, ())),
    Use("_jax.load_pjrt_plugin", (3, ())),
    Use("_jax.pjrt_plugin_initialized", (1, ())),
    Use("_jax.initialize_pjrt_plugin", (1, ())),
    Use("_jax.get_c_api_client", (6, ())),
    Use("_jax.DeviceList", (1, ())),
    Use("_jax.GSPMDSharding", (2, ())),
    Use("_hlo.HloSharding.replicate", (0, ())),
    Use("_jax.array_result_handler", (3, ("_skip_checks",)), ((0,), (0, 11))),
    Use("_jax.array_result_handler", (3, ()), ((0, 11), (999,))),
    Use("_jax.batched_device_put", (4, ("enable_x64", "host_buffer_semantics"))),
    Use("_jax.HostBufferSemantics.IMMUTABLE_ONLY_DURING_CALL"),
    Use("_jax.batched_copy_array_to_devices_with_sharding", (4, ())),
    Use("_jax.ArrayCopySemantics.ALWAYS_COPY"),
    Use("_jax.buffer_to_dlpack_managed_tensor", (1, ())),
    Use("_jax.collect_garbage", (0, ())),
    Use("cpu._lapack.initialize", (0, ())),
    Use("cpu._lapack.registrations", (0, ())),
    Use("_jax.register_custom_call_target", (4, ())),
    Use("_jax.CompileOptions", (0, ())),
    Use("_jax.Client.compile_and_load", (3, ())),
    Use("_jax.Client.compile_and_load", (3, ("host_callbacks",))),
    Use("_jax.Client.live_arrays", (0, ())),
    Use("_jax.LoadedExecutable.execute_sharded", (1, ("with_tokens",))),
    Use("_jax.ExecuteResults.consume_token", (0, ())),
    Use("_jax.ShardedToken.block_until_ready", (0, ())),
    Use("_jax.JaxRuntimeError", (1, ())),
    Use("_jax.Client.devices", (0, ())),
    Use("_jax.Client.device_count", (0, ())),
    Use("_jax.Client.platform"),
    Use("_jax.Client.platform_version"),
    Use("_jax.Device.local_hardware_id"),
    Use("_jax.LoadedExecutable.execute_sharded", (1, ())),
    Use("_jax.LoadedExecutable.hlo_modules", (0, ())),
    Use("_jax.ExecuteResults.consume_with_handlers", (1, ())),
    Use("_jax.ArrayImpl.delete", (0, ())),
    Use("_jax.ArrayImpl.is_deleted", (0, ())),
    Use("_hlo.HloModule.as_serialized_hlo_module_proto", (0, ())),
    Use("_hlo.XlaComputation", (1, ())),
    Use("_hlo.XlaComputation.program_shape", (0, ())),
    Use("_hlo.ProgramShape.result_shape", (0, ())),
    Use("_hlo.ProgramShape.parameter_shapes", (0, ())),
    Use("_hlo.Shape.is_tuple", (0, ())),
    Use("_hlo.Shape.tuple_shapes", (0, ())),
    Use("_hlo.Shape.dimensions", (0, ())),
    Use("_hlo.Shape.numpy_dtype", (0, ())),
)


def version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".") if part.isdigit())


# ------------------------------------------------------------------ snapshots


def _signature_lines(obj: object) -> list[str]:
    """The signature lines nanobind writes at the top of ``__doc__`` (one per overload)."""
    doc = getattr(obj, "__doc__", None) or ""
    name = getattr(obj, "__name__", "")
    lines = []
    for line in doc.splitlines():
        if not (line.startswith("(") or (name and line.startswith(f"{name}("))):
            break
        line = line[len(name):] if not line.startswith("(") else line
        lines.append(re.sub(r"<[^<>]* at 0x[0-9a-f]+>", "...", line))  # a default's repr, with its address
    return lines


def snapshot() -> dict[str, object]:
    """Every public name of the installed jaxlib's ``_jax`` and ``_hlo``: signature lines
    for callables, ``"class"`` or ``"value"`` otherwise, members of classes included.
    Take it in a process without jax: importing jax adds methods to jaxlib's classes."""
    version = importlib.import_module("jaxlib.version").__version__
    names: dict[str, object] = {}
    for module_name in MODULES:
        module = importlib.import_module(f"jaxlib.{module_name}")
        for name, obj in vars(module).items():
            if name.startswith("__"):
                continue
            qualified = f"{module_name}.{name}"
            if inspect.isclass(obj):
                names[qualified] = _signature_lines(obj.__init__) if "__init__" in vars(obj) else "class"
                for member, value in vars(obj).items():
                    if member.startswith("__"):
                        continue
                    lines = _signature_lines(getattr(value, "fget", value))
                    names[f"{qualified}.{member}"] = lines if callable(value) else "value"
            else:
                names[qualified] = _signature_lines(obj) if callable(obj) else "value"
    return {"jaxlib": version, "names": dict(sorted(names.items()))}


def load(path: Path) -> dict[str, object]:
    return json.loads(path.read_text())


# --------------------------------------------------------------------- checks


def _parameters(line: str) -> inspect.Signature:
    """An ``inspect.Signature`` from a nanobind line such as ``(self, x: int, *, y: T = ...) -> R``."""
    text = line.split(" -> ")[0] if " -> " in line else line
    tree = ast.parse(f"def f{text}: pass")
    args = tree.body[0].args  # type: ignore[attr-defined]
    kind = inspect.Parameter
    parameters = []
    positional = args.posonlyargs + args.args
    first_default = len(positional) - len(args.defaults)
    for index, arg in enumerate(positional):
        default = kind.empty if index < first_default else ...
        style = kind.POSITIONAL_ONLY if index < len(args.posonlyargs) else kind.POSITIONAL_OR_KEYWORD
        parameters.append(kind(arg.arg, style, default=default))
    if args.vararg:
        parameters.append(kind(args.vararg.arg, kind.VAR_POSITIONAL))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        parameters.append(kind(arg.arg, kind.KEYWORD_ONLY, default=kind.empty if default is None else ...))
    if args.kwarg:
        parameters.append(kind(args.kwarg.arg, kind.VAR_KEYWORD))
    return inspect.Signature(parameters)


def _accepts(lines: list[str], positional: int, keywords: tuple[str, ...], method: bool) -> bool:
    """Whether some overload binds `positional` arguments and `keywords`."""
    args = [object()] * (positional + method)
    for line in lines:
        try:
            _parameters(line).bind(*args, **dict.fromkeys(keywords))
            return True
        except (TypeError, SyntaxError):  # SyntaxError: a line ast cannot read counts as no match
            continue
    return False


def problems(snap: dict[str, object]) -> list[str]:
    """What the backend's uses of jaxlib find wrong in one version's snapshot."""
    version = version_tuple(str(snap["jaxlib"]))
    names: dict[str, object] = snap["names"]  # type: ignore[assignment]
    found = []
    for use in USES:
        if not use.versions[0] <= version < use.versions[1]:
            continue
        owner = use.name.rsplit(".", 1)[0]
        if use.name not in names and not (owner in names and names[owner] == "value"):
            found.append(f"jaxlib {snap['jaxlib']}: no {use.name}")
            continue
        if use.call is None:
            continue
        lines = names[use.name]
        if not isinstance(lines, list) or not lines:
            found.append(f"jaxlib {snap['jaxlib']}: {use.name} states no signature")
            continue
        method = lines[0].startswith("(self")  # a method, or a class's constructor
        positional, keywords = use.call
        if not _accepts(lines, positional, keywords, method):
            found.append(f"jaxlib {snap['jaxlib']}: {use.name} does not take {positional} positional arguments"
                         f" and keywords {list(keywords)}; its signatures: {lines}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", type=Path, help="write the installed jaxlib's snapshot into this folder")
    options = parser.parse_args()
    snap = snapshot()
    if options.write:
        options.write.mkdir(parents=True, exist_ok=True)
        path = options.write / f"{snap['jaxlib']}.json"
        path.write_text(json.dumps(snap, indent=1) + "\n")
        print(f"wrote {path} ({len(snap['names'])} names)")  # type: ignore[arg-type]
    for line in problems(snap) or [f"jaxlib {snap['jaxlib']}: every use of the backend is there"]:
        print(line)


if __name__ == "__main__":
    main()
