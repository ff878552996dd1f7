"""The project's only door to jaxlib: device client, transfers, compile, execute.

Importing this module imports neither jaxlib nor jax; jaxlib is loaded on first
use, and jax is never imported. jax may be imported by the user before or after;
both keep working side by side, each with its own client.

No hook of jax's is installed. The few places where jaxlib's C++ arrays call
back into Python are avoided by the choice of entry points instead:

* The sharding is a C++ ``GSPMDSharding`` (replicated on one device), the only
  kind whose HLO sharding C++ reads without calling ``_to_xla_hlo_sharding``,
  a method that jax adds to the other sharding classes when it is imported.
* Every array gets an explicit aval (our ``Aval``) from ``batched_device_put``
  or from a ``ResultHandler`` (``_skip_checks=True`` skips the jax method
  ``_check_and_rearrange``). Arrays that jaxlib makes on its own
  (``disassemble_into_single_device_arrays``, ``unsafe_buffer_pointer`` and
  the NumPy conversion of ``ArrayImpl``) take their aval from ``jax.core``,
  which jaxlib then imports, so none of those is used.
* ``enable_x64=True`` is passed to ``batched_device_put``: without it jaxlib
  asks for the x64 state that jax's config registers.
* Results come to the host by DLPack. Dtypes that NumPy's DLPack does not know
  (bfloat16, float8, int4, ...) are first bit-cast to uint8/uint16 on device.
"""

from __future__ import annotations

import collections
import functools
import glob
import importlib
import importlib.util
import itertools
import math
import os
import re
import threading
import time
import warnings
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

import numpy as np

from jaxtypes._config import config
from jaxtypes.runtime import compilation_cache

if TYPE_CHECKING:
    from jaxlib.mlir import ir

__all__ = [
    "Aval", "Buffer", "Executable", "client", "compile", "deleted_buffer", "device", "devices", "dlpack_capsule",
    "dlpack_device", "hardware_platform",
    "execute", "host_callback_target", "live_buffers", "register_host_callback", "runtime_error",
    "wait_for_callbacks",
    "mlir_context", "mlir_element_type", "num_devices", "platform", "register_lapack", "to_device", "to_host",
]

Buffer: TypeAlias = Any
"""A device array: jaxlib's C++ ``ArrayImpl``, opaque outside this module."""


class Aval(NamedTuple):
    """Shape and dtype of a buffer, read as ``buffer.aval`` (also by jaxlib)."""

    shape: tuple[int, ...]
    dtype: np.dtype[Any]
    weak_type: bool = False


class Executable:
    """A compiled program, with the avals of its parameters and results."""

    __slots__ = ("loaded", "in_avals", "out_avals", "run", "handlers", "collect_garbage", "host_callbacks",
                 "__weakref__")

    def __init__(self, loaded: Any, in_avals: list[Aval], out_avals: list[Aval],
                 host_callbacks: Sequence[Any] = (), ordered_callbacks: bool = False) -> None:
        jax_ = _lib().jax
        self.loaded: Any = loaded  # jaxlib's LoadedExecutable
        self.in_avals: list[Aval] = in_avals
        self.out_avals: list[Aval] = out_avals
        # What `execute` calls, looked up once:
        self.run: Any = loaded.execute_sharded
        self.handlers: list[Any] = [_result_handler(jax_, a) for a in out_avals]
        self.collect_garbage: Any = jax_.collect_garbage
        # The Python functions the program calls, alive as long as it is.
        self.host_callbacks: tuple[Any, ...] = tuple(host_callbacks)
        if host_callbacks:
            self.run = functools.partial(_run_with_callbacks, loaded.execute_sharded, ordered_callbacks)


# --------------------------------------------------------------------- jaxlib


class _Lib(NamedTuple):
    jax: Any  # jaxlib._jax (compiled, no type stubs)
    hlo: Any  # jaxlib._hlo


class _State(NamedTuple):
    """Everything loaded or made on first use, made once for the whole process."""

    lib: _Lib
    client: Any
    device: Any
    device_list: Any
    sharding: Any
    mlir_registry: Any
    mlir_thread_pool: Any


_state_value: _State | None = None
_state_lock = threading.Lock()


def _state() -> _State:
    """The process's jaxlib state, made under one lock the first time it is asked for.

    jaxlib's and MLIR's first-use setup (extension imports, dialect registration,
    the client) is not safe to run from several threads at once: two threads
    starting their first operation together crashed the process. Every first use
    goes through here, so that setup runs exactly once, in one thread.
    """
    state = _state_value
    if state is None:
        with _state_lock:
            state = _state_value if _state_value is not None else _initialize()
    return state


def _initialize() -> _State:
    global _state_value
    guard = importlib.import_module("jaxlib.cpu_feature_guard")
    guard.check_cpu_features()  # a clear error rather than SIGILL on old CPUs
    if "TF_CPP_MIN_LOG_LEVEL" not in os.environ:  # no C++ INFO logs: jax's default
        importlib.import_module("jaxlib.utils").absl_set_min_log_level(1)
    lib = _Lib(importlib.import_module("jaxlib._jax"), importlib.import_module("jaxlib._hlo"))
    # Every MLIR module the lowerings import, imported here once, so that their
    # later imports from any thread only read sys.modules.
    ir = importlib.import_module("jaxlib.mlir.ir")
    for name in _MLIR_MODULES:
        importlib.import_module(name)
    registry = ir.DialectRegistry()
    # The upstream MLIR dialects jax uses: func, arith, math, scf, ...
    importlib.import_module("jaxlib.mlir._mlir_libs._jax_mlir_ext").register_dialects(registry)
    pool = ir.ThreadPool()  # one thread pool for all contexts, else each context starts its own
    client_ = _make_client(lib)
    platform_ = str(client_.platform)
    config.freeze("jax_platforms", platform_, lambda names: names is None or _names_platform(names, platform_))
    device_ = client_.devices()[0]
    device_list = lib.jax.DeviceList((device_,))
    sharding = lib.jax.GSPMDSharding(device_list, lib.hlo.HloSharding.replicate())
    state = _State(lib, client_, device_, device_list, sharding, registry, pool)
    _make_mlir_context(state)  # the first context loads the dialects' globals
    _state_value = state
    return state


_MLIR_MODULES = (
    "jaxlib.mlir.dialects.func", "jaxlib.mlir.dialects.stablehlo", "jaxlib.mlir.dialects.chlo",
)


def _lib() -> _Lib:
    return _state().lib


_lapack_registered = False


def register_lapack() -> None:
    """Register jaxlib's LAPACK kernels (``lapack_{s,d,c,z}<name>_ffi``) as custom-call
    targets of the CPU, once per process; call it before compiling a program that uses them.

    ``_lapack.initialize()`` fills the kernels' BLAS/LAPACK pointers from SciPy (without
    it a call crashes the process). Registering again (jax also does) is harmless.
    """
    global _lapack_registered
    if _lapack_registered:
        return
    jax_ = _lib().jax
    with _state_lock:
        if not _lapack_registered:
            lapack = importlib.import_module("jaxlib.cpu._lapack")
            lapack.initialize()
            for name, capsule in lapack.registrations().items():
                jax_.register_custom_call_target(name, capsule, "Host", 1)
            _lapack_registered = True


def client() -> Any:
    """The PjRt client, made once: a GPU plugin's if one loads, else the CPU's."""
    return _state().client


_GPU_PLATFORMS = {"gpu": ("cuda", "rocm"), "cuda": ("cuda",), "rocm": ("rocm",)}


def _make_client(lib: _Lib) -> Any:
    """The client of the first platform of ``jax_platforms`` that starts.

    Unset: a GPU if a PJRT plugin (jax's ``jax-cuda13-plugin`` or ROCm's) is installed
    and starts, else the CPU. A named platform that cannot start is an error.
    """
    wanted = config.read("jax_platforms")
    failures: list[str] = []
    for name in wanted.split(",") if wanted else ("gpu", "cpu"):
        if name == "cpu":
            return lib.jax.get_tfrt_cpu_client(asynchronous=True)
        if name not in _GPU_PLATFORMS:
            failures.append(f"{name!r} is not a platform jaxtypes runs on (cpu, gpu, cuda, rocm)")
            continue
        broken = len(failures)
        client_ = _plugin_client(lib, _GPU_PLATFORMS[name], failures)
        if client_ is not None:
            return client_
        if not wanted and len(failures) > broken:  # the default: a broken plugin falls back to the CPU
            warnings.warn(f"jaxtypes: {'; '.join(failures[broken:])}; using the CPU", stacklevel=4)
        failures.append(f"{name!r}: no working PJRT plugin (pip install 'jaxtypes[cuda]' installs CUDA's)")
    raise RuntimeError(f"jaxtypes: no platform of jax_platforms={wanted!r} could start: {'; '.join(failures)}")


def _names_platform(names: str, platform_: str) -> bool:
    """Whether the comma-separated `names` include the running platform."""
    return any(n == platform_ or (platform_ != "cpu" and n in _GPU_PLATFORMS) for n in names.split(","))


def _plugin_client(lib: _Lib, kinds: tuple[str, ...], failures: list[str]) -> Any | None:
    # The plugin's library is found without importing its package (that imports jax)
    # and is loaded under a name of our own: loading it again as "cuda" would make
    # jax's own registration fail.
    spec = importlib.util.find_spec("jax_plugins")
    folders = list(spec.submodule_search_locations or []) if spec else []
    paths = [p for f in folders for p in glob.glob(os.path.join(f, "*", "xla_*_plugin.so"))]
    for path in sorted(paths):
        kind = os.path.basename(path)[4:-10]  # xla_cuda_plugin.so -> cuda
        if kind not in kinds:
            continue
        name, jax_ = f"jaxtypes_{kind}", lib.jax
        try:
            if not jax_.pjrt_plugin_loaded(name):
                jax_.load_pjrt_plugin(name, path, None)
            if not jax_.pjrt_plugin_initialized(name):
                jax_.initialize_pjrt_plugin(name)
            # No preallocation: jax's client may want the same GPU memory.
            options = {"platform_name": kind, "preallocate": False}
            return jax_.get_c_api_client(name, options, None, None, False, True)
        except Exception as err:
            failures.append(f"{path} unusable ({err})")
    return None


def devices() -> list[Any]:
    """The devices of the platform this process runs on (jaxlib's ``Device`` objects)."""
    return list(client().devices())


def device() -> Any:
    """The default device (the client's first)."""
    return _state().device


def platform() -> str:
    """The platform name: "cpu", "cuda" or "rocm"."""
    return str(client().platform)


def hardware_platform() -> str:
    """"cpu", "cuda" or "rocm": `platform()` with a GPU client's kind told apart."""
    if platform() == "cpu":
        return "cpu"
    return "rocm" if "rocm" in str(client().platform_version).lower() else "cuda"


def num_devices() -> int:
    """How many devices the client sees (only `device()` is used)."""
    return int(client().device_count())


def _device_list() -> Any:
    return _state().device_list


def _sharding() -> Any:
    return _state().sharding


# ------------------------------------------------------------ jaxlib versions
# Supported: jaxlib 0.10.2 to 0.12.x. Each difference between them is one adapter
# here, naming the versions it serves; nothing outside this section asks a version.


@functools.cache
def jaxlib_version() -> tuple[int, ...]:
    """The installed jaxlib's release, e.g. (0, 12, 0, 1)."""
    text = importlib.import_module("jaxlib.version").__version__
    return tuple(int(part) for part in re.findall(r"\d+", text.split("dev")[0]))


def _result_handler(jax_: Any, aval: Aval) -> Any:
    """jaxlib's handler that wraps a result buffer of `aval` as an array.

    0.10.x: ``_skip_checks=True`` skips ``_check_and_rearrange``, a method only jax
    defines. 0.11 and newer never run that check and have no such argument.
    """
    if jaxlib_version() < (0, 11):
        return jax_.array_result_handler(aval, _sharding(), True, _skip_checks=True)
    return jax_.array_result_handler(aval, _sharding(), True)


# ------------------------------------------------------------------ transfers


def to_device(host: np.ndarray[Any, Any]) -> Buffer:
    """Copy a NumPy array to the default device."""
    host = np.asarray(host)
    jax_ = _lib().jax
    return jax_.batched_device_put(
        Aval(host.shape, host.dtype), _sharding(), [host], [device()],
        enable_x64=True,  # 64-bit types stay 64-bit, whatever jax's flag says
        # Copy during the call: the caller may change `host` right after, and
        # on the CPU a copy measured faster than aliasing for large arrays.
        host_buffer_semantics=jax_.HostBufferSemantics.IMMUTABLE_ONLY_DURING_CALL,
    )


@functools.cache
def deleted_buffer() -> Buffer:
    """A buffer that is already deleted: what an array holds after it was given up."""
    buffer = to_device(np.zeros((), np.uint8))
    buffer.delete()  # safe: nothing else refers to it
    return buffer


def dlpack_capsule(buffer: Buffer) -> Any:
    """A DLPack capsule of ``buffer``'s device memory (no copy). The capsule keeps
    the memory alive, and jaxlib waits for the buffer to be computed first."""
    return _lib().jax.buffer_to_dlpack_managed_tensor(buffer)


def dlpack_device() -> tuple[int, int]:
    """(DLPack device type, index) of the default device: (1, 0) is the CPU."""
    kind = {"cpu": 1, "cuda": 2, "rocm": 10}[hardware_platform()]  # kDLCPU, kDLCUDA, kDLROCM
    return (kind, int(getattr(device(), "local_hardware_id", 0) or 0))


class _DLPack:
    """Hands NumPy's ``from_dlpack`` the DLPack capsule of a CPU buffer."""

    __slots__ = ("buffer",)

    def __init__(self, buffer: Buffer) -> None:
        self.buffer = buffer

    def __dlpack__(self, **_: Any) -> Any:
        return dlpack_capsule(self.buffer)

    def __dlpack_device__(self) -> tuple[int, int]:
        return (1, 0)  # kDLCPU, device 0


def to_host(buffer: Buffer) -> np.ndarray[Any, Any]:
    """The buffer's value as a read-only NumPy array (a view on the CPU, a copy from a GPU)."""
    aval: Aval = buffer.aval
    if aval.dtype.type.__module__ == "numpy":
        return _host_view(buffer)
    if math.prod(aval.shape) == 0:  # an ml_dtypes type, nothing to read
        return np.empty(aval.shape, aval.dtype)
    carrier = execute(_bitcast_to_uint(aval.shape, aval.dtype), [buffer])[0]
    return _host_view(carrier).view(aval.dtype)


def _host_view(buffer: Buffer) -> np.ndarray[Any, Any]:
    if platform() != "cpu":  # NumPy reads host memory only
        try:
            buffer = copy_to_host_client(buffer)
        except Exception:  # noqa: BLE001  (not yet run on a GPU: jaxlib's own copy, which loads jax.core)
            return buffer._single_device_array_to_np_array_did_copy()[0]  # type: ignore[no-any-return]
    return np.from_dlpack(_DLPack(buffer))


def copy_to_host_client(buffer: Buffer) -> Buffer:
    """A copy of `buffer` (of any platform) on the device of a CPU client of our own,
    whose memory NumPy can read by DLPack."""
    jax_ = _lib().jax
    _, device_list, sharding = _host_client()
    [copy] = jax_.batched_copy_array_to_devices_with_sharding(
        [buffer], [device_list], [sharding], [jax_.ArrayCopySemantics.ALWAYS_COPY])
    return copy


def _host_client() -> tuple[Any, Any, Any]:
    """A CPU client, its device list and sharding, made on the first copy to the host."""
    global _host_client_value
    if _host_client_value is None:
        with _state_lock:
            if _host_client_value is None:
                lib = _lib()
                cpu = lib.jax.get_tfrt_cpu_client(asynchronous=True)
                device_list = lib.jax.DeviceList((cpu.devices()[0],))
                _host_client_value = (cpu, device_list, lib.jax.GSPMDSharding(device_list, lib.hlo.HloSharding.replicate()))
    return _host_client_value


_host_client_value: tuple[Any, Any, Any] | None = None


def mlir_element_type(dtype: np.dtype[Any]) -> str:
    """The MLIR spelling of a dtype's element type: int16 -> i16, uint8 -> ui8,
    bfloat16 -> bf16, float8_e4m3fn -> f8E4M3FN, complex64 -> complex<f32>."""
    name = dtype.name
    if name == "bool":
        return "i1"
    if name == "bfloat16":
        return "bf16"
    if name.startswith("complex"):
        return f"complex<f{int(name[7:]) // 2}>"
    if name.startswith("float"):
        width, _, variant = name[5:].partition("_")
        return f"f{width}{variant.upper()}"
    return name.replace("uint", "ui").replace("int", "i")  # int4 -> i4, uint2 -> ui2


@functools.lru_cache(maxsize=256)
def _bitcast_to_uint(shape: tuple[int, ...], dtype: np.dtype[Any]) -> Executable:
    """A program bit-casting `dtype` to uint8 or uint16, sub-byte types widened.

    ml_dtypes keeps a sub-byte value in the low bits of a byte, high bits zero,
    so the host views the result as `dtype` without conversion.
    """
    bits = int(re.findall(r"\d+", dtype.name)[0])
    dims = "".join(f"{d}x" for d in shape)
    src, uint = f"tensor<{dims}{mlir_element_type(dtype)}>", f"tensor<{dims}ui{bits}>"
    ops = [f"%0 = stablehlo.bitcast_convert %arg0 : ({src}) -> {uint}"]
    out = uint
    if bits < 8:
        out = f"tensor<{dims}ui8>"
        ops.append(f"%1 = stablehlo.convert %0 : ({uint}) -> {out}")
    ops.append(f"return %{len(ops) - 1} : {out}")
    body = "\n  ".join(ops)
    return compile(f"func.func public @main(%arg0: {src}) -> {out} {{\n  {body}\n}}")


# ------------------------------------------------------------ compile and run


# Modules built in one MLIR context before the thread starts a fresh one. Loading the
# dialects into a new context costs about as much as a fifth of compiling a small
# eager operation; a context keeps every type and attribute it has seen, so it is not
# kept forever.
_MODULES_PER_CONTEXT = 256
_contexts = threading.local()


def mlir_context() -> ir.Context:
    """An MLIR context with func, stablehlo, chlo (and arith, ...) loaded, for building
    one module: this thread's current one, or a fresh one every few hundred modules."""
    uses = getattr(_contexts, "uses", _MODULES_PER_CONTEXT)
    if uses >= _MODULES_PER_CONTEXT:
        _contexts.context, uses = _make_mlir_context(_state()), 0
    _contexts.uses = uses + 1
    context: ir.Context = _contexts.context
    return context


def _make_mlir_context(state: _State) -> ir.Context:
    from jaxlib.mlir import ir

    context = ir.Context()
    context.set_thread_pool(state.mlir_thread_pool)
    context.append_dialect_registry(state.mlir_registry)
    for dialect in ("stablehlo", "chlo"):
        importlib.import_module(f"jaxlib.mlir.dialects.{dialect}").register_dialect(context)
    context.load_all_available_dialects()
    return context


def compile(module: ir.Module | str | bytes) -> Executable:  # noqa: A001
    """Compile a StableHLO module (MLIR object, text or bytecode) for `device()`, or load
    it from the persistent compilation cache when that is on and holds it.

    A module that calls Python functions (see `register_host_callback`) is compiled with
    them, and never cached on disk: the functions live in this process only."""
    lib = _lib()
    callbacks, ordered = _host_callbacks_of(module)
    caching = config.read("jax_compilation_cache_dir") is not None and not callbacks
    key = _cache_key(module) if caching else None
    loaded = _cached_executable(key) if key is not None else None
    if loaded is None:
        start = time.perf_counter()
        if callbacks:
            if isinstance(module, str):  # only a module object takes host callbacks
                from jaxlib.mlir import ir

                with mlir_context():
                    module = ir.Module.parse(module)
            loaded = client().compile_and_load(module, _device_list(), lib.jax.CompileOptions(),
                                               host_callbacks=callbacks)
        else:
            loaded = client().compile_and_load(module, _device_list(), lib.jax.CompileOptions())
        if key is not None:
            compilation_cache.store(key, loaded.serialize(), time.perf_counter() - start)
    proto = loaded.hlo_modules()[0].as_serialized_hlo_module_proto()
    signature = lib.hlo.XlaComputation(proto).program_shape()
    result = signature.result_shape()
    results = result.tuple_shapes() if result.is_tuple() else [result]
    return Executable(loaded, _avals(signature.parameter_shapes()), _avals(results), callbacks, ordered)


def _cache_key(module: ir.Module | str | bytes) -> str:
    """The persistent cache's name for `module` compiled here: its text (or bytecode)
    with the jaxlib version, the platform and its version, the device kind and the
    compiler's flags (XLA_FLAGS)."""
    program = module.hex() if isinstance(module, bytes) else str(module)
    client_ = client()
    return compilation_cache.entry_key(program, importlib.import_module("jaxlib.version").__version__,
                                       str(client_.platform), str(client_.platform_version), str(device().device_kind),
                                       os.environ.get("XLA_FLAGS", ""))


def _cached_executable(key: str) -> Any | None:
    data = compilation_cache.load(key)
    if data is None:
        return None
    try:
        return client().deserialize_executable(data, _device_list(), _lib().jax.CompileOptions())
    except RuntimeError:  # an entry this jaxlib cannot read (damaged, or another build): compile instead
        return None


# ------------------------------------------------------------ host callbacks
# Compiled code calls a Python function through jaxlib's FFI custom call
# ``xla_ffi_python_{cpu,gpu}_callback``: its ``index`` attribute (ui64) is the position of
# the function in the list given to ``compile_and_load(..., host_callbacks=...)``. A
# module names its functions in its attribute HOST_CALLBACKS (ids from
# `register_host_callback`, in index order), so that `compile` finds them.

HOST_CALLBACKS = "jaxtypes.host_callbacks"
"""The module attribute listing the ids of the functions its custom calls call (``"4,7"``)."""
ORDERED_CALLBACKS = "jaxtypes.ordered_callbacks"
"""The module attribute set when some of its callbacks are ordered: each run of the
program then finishes before the next operation starts."""

_registered_callbacks: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()
_callback_ids = itertools.count()
_pending_callbacks: collections.deque[Any] = collections.deque()  # tokens of runs that may still call back
_pending_lock = threading.Lock()
_MAX_PENDING = 256


def host_callback_target() -> str:
    """The custom-call target of a Python callback on the running platform."""
    return "xla_ffi_python_cpu_callback" if platform() == "cpu" else "xla_ffi_python_gpu_callback"


def register_host_callback(callback: Any) -> int:
    """The id that names ``callback`` (a weakly referenceable callable, held weakly: the
    primitive parameter holding it keeps it alive until its program is compiled) in a
    module's HOST_CALLBACKS attribute. jaxlib calls it with one NumPy array per operand
    (None for a token) and takes a tuple with one array per result back."""
    identity = next(_callback_ids)
    _registered_callbacks[identity] = callback
    return identity


def _host_callbacks_of(module: Any) -> tuple[list[Any], bool]:
    """The functions a module's callbacks call, in index order, and whether some are ordered."""
    if isinstance(module, bytes):  # bytecode: not read (modules with callbacks come as objects or text)
        return [], False
    if isinstance(module, str):
        found = re.search(HOST_CALLBACKS.replace(".", r"\.") + r' = "([0-9,]*)"', module)
        ids, ordered = (found.group(1) if found else ""), ORDERED_CALLBACKS in module
    else:
        attributes = module.operation.attributes
        if HOST_CALLBACKS not in attributes:
            return [], False
        ids, ordered = attributes[HOST_CALLBACKS].value, ORDERED_CALLBACKS in attributes
    callbacks = []
    for identity in filter(None, ids.split(",")):
        callback = _registered_callbacks.get(int(identity))
        if callback is None:
            raise RuntimeError(f"the Python callback {identity} of this program no longer exists: lower the "
                               "program again (its callbacks live as long as the IR that holds them)")
        callbacks.append(callback)
    return callbacks, ordered


def _run_with_callbacks(execute_sharded: Any, ordered: bool, buffers: Sequence[Buffer]) -> Any:
    """A run of a program that calls back: its token is kept for `wait_for_callbacks`, or
    waited for at once when its callbacks are ordered (the next run starts after them)."""
    results = execute_sharded(buffers, with_tokens=True)
    token = results.consume_token()
    if ordered:
        token.block_until_ready()
        return results
    with _pending_lock:
        _pending_callbacks.append(token)
        oldest = _pending_callbacks.popleft() if len(_pending_callbacks) > _MAX_PENDING else None
    if oldest is not None:  # long done, most likely: waited for so that none is forgotten
        oldest.block_until_ready()
    return results


def wait_for_callbacks() -> None:
    """Wait until every program run so far has made its Python calls (``effects_barrier``);
    an error a callback raised in one of them is raised here."""
    with _pending_lock:
        tokens = list(_pending_callbacks)
        _pending_callbacks.clear()
    for token in tokens:
        token.block_until_ready()


def runtime_error(message: str) -> Exception:
    """jaxlib's ``JaxRuntimeError`` (``jax.errors.JaxRuntimeError``) with ``message``: what a
    failing computation raises, also when it failed in Python."""
    error: Exception = _lib().jax.JaxRuntimeError(message)
    return error


def live_buffers() -> list[Buffer]:
    """The buffers of the default client that are alive (not deleted)."""
    return list(client().live_arrays())


def _avals(shapes: Sequence[Any]) -> list[Aval]:
    return [Aval(tuple(s.dimensions()), np.dtype(s.numpy_dtype())) for s in shapes]


def execute(executable: Executable, buffers: Sequence[Buffer]) -> list[Buffer]:
    """Run `executable` on `buffers`; returns at once, one buffer per result.

    Not checked here (the hot path): the buffers must match
    ``executable.in_avals``; PjRt rejects a wrong count or byte size, but not a
    wrong dtype of the same size.
    """
    try:
        results: list[Buffer] = executable.run(buffers).consume_with_handlers(executable.handlers)
    except Exception as error:
        if any(b.is_deleted() for b in buffers):
            raise RuntimeError("an array given to this operation has been deleted (donated to a jitted call "
                               "through donate_argnums, or deleted with .delete())") from error
        raise
    # Each run apparently leaves jaxlib a Python object to release from a
    # thread without the GIL, queued until collect_garbage(), which nothing on
    # this path calls: without this line memory grew ~70 bytes per call (jax's
    # jit does not grow). Measured cost: none.
    executable.collect_garbage()
    return results
