"""Footnote's indexing engine (Qt-free): folders in place → a keyword index and Chroma vectors.

Its floors, each importing only those below (``docs/architecture.md``; import-linter checks):
``cli`` → ``maintenance`` → ``pipeline`` | ``retrieval`` → ``store`` → ``ingest`` | ``servers`` →
``base``. This module is the face the desktop app imports from (``from indexer import Library``);
a name's module is imported when the name is first used, so neither front end pays at start-up
for chromadb, LangChain or LangGraph it does not reach.
"""

from __future__ import annotations

import sys
from importlib import import_module
from typing import TYPE_CHECKING

from indexer.base.imports import defer_langsmith_types, defer_otlp_grpc_exporter

# httpx (under chromadb, langgraph-sdk and ollama) imports its command-line tool whenever rich,
# click and pygments are installed: ~0.15 s of every start-up, for a tool Footnote never runs.
# A None entry makes that import fail the way httpx expects (it then offers a stub `main`).
# (typeshed types sys.modules as holding modules only, though the import system reads None)
sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
defer_langsmith_types()
defer_otlp_grpc_exporter()

_FACE: dict[str, tuple[str, ...]] = {  # module: the names of it the desktop app uses
    "indexer.base.control": ("RunControl",),
    "indexer.base.datadir": ("data_dir_problem", "holds_library",),
    "indexer.base.paths": ("display_name", "display_path", "file_uri", "os_path", "to_key",),
    "indexer.base.problems": ("Fix", "Problem", "Remedy", "worded",),
    "indexer.base.private": (
        "open_private", "PRIVATE_DIR", "private_dir", "private_file", "tighten",
    ),
    "indexer.base.settings": ("default_data_dir", "IndexSettings",),
    "indexer.base.version": ("footnote_version",),
    "indexer.ingest.cards": ("CARD_FIELDS", "DocumentCard",),
    "indexer.ingest.discovery": (
        "excluded_text", "Exclusion", "exclusion_for", "ExclusionMatcher", "RuleKind",
    ),
    "indexer.ingest.loaders": ("load_file",),
    "indexer.ingest.parsing": ("WarmParsers",),
    "indexer.ingest.retry": ("reason_with_retry",),
    "indexer.servers.chroma": ("EMBEDDED", "normalize_url", "probe", "shown_url",),
    "indexer.servers.embedders": ("Embedder", "make_embedder",),
    "indexer.servers.ollama": (
        "DEFAULT_URL", "delete_secret", "describe_failure", "ENV_PASSWORD", "ENV_TOKEN",
        "not_ollama_problem", "OllamaServer", "REFUSED", "refused_status", "refused_problem",
        "store_secret",
    ),
    "indexer.store.errors": ("LibraryDamaged", "LibraryReadOnly", "StorageProblem",),
    "indexer.store.keywords": ("content_query",),
    "indexer.store.library": ("Library", "VectorsLost",),
    "indexer.store.manifest": ("Manifest",),
    "indexer.store.publication": (
        "parse_path_map", "read_publication", "ServerNotChosen", "SharedLibraryUnavailable",
    ),
    "indexer.store.shared": ("open_shared",),
    "indexer.store.vectors": ("server_problem", "VectorStore",),
    "indexer.retrieval.search": ("hits_for", "search", "SearchFilter",),
    "indexer.retrieval.documents": (
        "document_passages", "DocumentEntry", "find_documents", "list_documents", "page_range",
    ),
    "indexer.pipeline.builder": ("compile_index_graph",),
    "indexer.pipeline.run": ("index_events", "open_store_ahead",),
    "indexer.maintenance.repair": ("repair_events",),
    "indexer.maintenance.switch": ("switch_embedder_events",),
    "indexer.cli.common": ("CLI_FIXES",),
}

_HOME = {name: module for module, names in _FACE.items() for name in names}
__all__ = sorted(_HOME)


def __getattr__(name: str) -> object:
    """A face name, from its module (imported now if it was not; looked up on every use, so a
    test's patch of the module is seen here too)."""
    try:
        module = _HOME[name]
    except KeyError:
        raise AttributeError(f"module 'indexer' has no attribute {name!r}") from None
    return getattr(import_module(module), name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:
    from indexer.base.control import RunControl
    from indexer.base.datadir import data_dir_problem, holds_library
    from indexer.base.paths import display_name, display_path, file_uri, os_path, to_key
    from indexer.base.private import PRIVATE_DIR, open_private, private_dir, private_file, tighten
    from indexer.base.problems import Fix, Problem, Remedy, worded
    from indexer.base.settings import IndexSettings, default_data_dir
    from indexer.base.version import footnote_version
    from indexer.cli.common import CLI_FIXES
    from indexer.ingest.cards import CARD_FIELDS, DocumentCard
    from indexer.ingest.discovery import (
        Exclusion,
        ExclusionMatcher,
        RuleKind,
        excluded_text,
        exclusion_for,
    )
    from indexer.ingest.loaders import load_file
    from indexer.ingest.parsing import WarmParsers
    from indexer.ingest.retry import reason_with_retry
    from indexer.maintenance.repair import repair_events
    from indexer.maintenance.switch import switch_embedder_events
    from indexer.pipeline.builder import compile_index_graph
    from indexer.pipeline.run import index_events, open_store_ahead
    from indexer.retrieval.documents import (
        DocumentEntry,
        document_passages,
        find_documents,
        list_documents,
        page_range,
    )
    from indexer.retrieval.search import SearchFilter, hits_for, search
    from indexer.servers.chroma import EMBEDDED, normalize_url, probe, shown_url
    from indexer.servers.embedders import Embedder, make_embedder
    from indexer.servers.ollama import (
        DEFAULT_URL,
        ENV_PASSWORD,
        ENV_TOKEN,
        REFUSED,
        OllamaServer,
        delete_secret,
        describe_failure,
        not_ollama_problem,
        refused_problem,
        refused_status,
        store_secret,
    )
    from indexer.store.errors import LibraryDamaged, LibraryReadOnly, StorageProblem
    from indexer.store.keywords import content_query
    from indexer.store.library import Library, VectorsLost
    from indexer.store.manifest import Manifest
    from indexer.store.publication import (
        ServerNotChosen,
        SharedLibraryUnavailable,
        parse_path_map,
        read_publication,
    )
    from indexer.store.shared import open_shared
    from indexer.store.vectors import VectorStore, server_problem
