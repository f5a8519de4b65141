"""The work the window hands to worker threads: plain functions and generators, no Qt.

Each opens its own ``Library`` (a Library is not thread-safe: one per thread) and closes it.
They are tested synchronously; the GUI runs them through ``desktop_app.ui.worker``.
"""

from __future__ import annotations

import fnmatch
import logging
import os
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app.core.processes import isolation, library_process
from desktop_app.core.snapshots import SharedSource, root_of, shared_source
from desktop_app.wording import tr
from indexer import (
    Embedder,
    Exclusion,
    ExclusionMatcher,
    IndexSettings,
    Library,
    LibraryReadOnly,
    Manifest,
    RuleKind,
    RunControl,
    StorageProblem,
    exclusion_for,
)

log = logging.getLogger(__name__)


# chromadb registers a path's shared "system" before starting it, so two threads creating the
# first client of a path race ("'RustBindingsAPI' object has no attribute 'bindings'"). Every
# Library these jobs open is created under this lock, and the first one per data dir is made
# (``warm_up``: in the background once the window is shown, or by the first question's worker,
# whichever comes first) before any other thread (the assistant's included) creates one.
# Process-wide, like chromadb's own client cache.
_OPEN_LOCK = threading.Lock()
_WARM: set[str] = set()

# Two threads importing overlapping packages for the first time at once can be handed a
# half-initialized module (seen with numpy: "partially initialized module 'numpy._typing'").
# The window imports LangChain, Chroma and the embedding model in workers once it is shown:
# such first imports hold this lock (taken before _OPEN_LOCK, never after). Not indexer's own
# IMPORT_LOCK: the warm-up holds this one for seconds, and a question's Chroma import (which
# takes indexer's) must not wait for all of it (tests/ui/test_startup.py).
IMPORT_LOCK = threading.RLock()


def open_library(data_dir: Path, settings: IndexSettings | None = None,
                 shared: SharedSource | None = None, reader: Any = None) -> Library:
    """A Library for this thread (see _OPEN_LOCK for why opening is serialized); while a run
    holds the library its file is not checked again (``Library``'s default). With ``shared``:
    the library published there, read-only. With ``reader``: its vectors are read there
    (``desktop_app.core.processes.vector_reader``)."""
    with IMPORT_LOCK, _OPEN_LOCK:  # the first opening imports chromadb
        library = shared.open(settings) if shared else Library(data_dir, settings)
        if reader is not None:
            library.vectors.read_through(reader)
        if library.vectors_problem() is None:  # Chroma opens lazily: open it under the lock
            _WARM.add(_warm_key(data_dir, shared))
        return library


def _warm_key(data_dir: Path, shared: SharedSource | None) -> str:
    return f"shared:{shared.folder}" if shared else str(Path(data_dir).resolve())


def warm_up(data_dir: Path, shared: SharedSource | None = None, reader: Any = None) -> None:
    """Make sure the data dir's Chroma system (the shared library's, with ``shared``) exists
    before code we don't own opens one; with ``reader``, in the reader's process.

    A library that cannot be opened (damaged, read-only, vectors unreadable, no publication)
    is left for the window's snapshot to report: the window still starts.
    """
    from indexer import SharedLibraryUnavailable

    if _warm_key(data_dir, shared) not in _WARM:
        try:
            open_library(data_dir, shared=shared, reader=reader).close()
        except (StorageProblem, SharedLibraryUnavailable, OSError) as exc:
            log.warning("library not opened: %s", exc)


def reopen_vectors(data_dir: Path, reader: Any = None) -> Any:
    """After a child process wrote vectors: the next Library in this process (in ``reader``'s,
    with one) reads them.

    Returns the old Chroma system, to stop once its last user is closed (None with a reader:
    its process reopens the store between two reads).
    """
    with IMPORT_LOCK, _OPEN_LOCK:
        _WARM.discard(str(Path(data_dir).resolve()))
        old = isolation.reopen_vectors(data_dir) if reader is None else None
        if reader is not None:
            reader.call(Path(data_dir) / "chroma", "reopen")
    warm_up(data_dir, reader=reader)
    return old


def exclusion_of(path: str, root: str, kind: RuleKind = "path") -> Exclusion:
    """The rule keeping ``path`` (a file or subfolder, or a glob pattern when ``kind`` is
    "pattern") out of library folder ``root``. Raises ValueError for a path outside ``root``
    or ``root`` itself."""
    if kind == "path" and path == root:
        raise ValueError(tr("{path} is the library folder itself: remove it instead").format(
            path=path))
    if kind == "path" and root_of(path, [root]) is None:
        raise ValueError(tr("{path} is not inside the library folder {folder}").format(
            path=path, folder=root))
    return exclusion_for(root, path, kind)


def edit_exclusions(data_dir: Path, rules: Sequence[Exclusion], add: bool) -> list[Exclusion]:
    """Record (``add``) or drop exclusion rules; returns the ones that changed. Only the
    manifest is written (no run lock: the next run of the folder applies them)."""
    manifest = Manifest(Path(data_dir) / "library.sqlite")
    try:
        if manifest.read_only:
            raise LibraryReadOnly(Path(data_dir))
        edit = manifest.add_exclusion if add else manifest.remove_exclusion
        return [rule for rule in rules if edit(rule)]
    finally:
        manifest.close()


def edit_card(data_dir: Path, path: str, edits: Mapping[str, str], reset: bool = False) -> None:
    """Correct a document's card (``edits``: field → value, "" clears it) or, with ``reset``,
    drop the corrections first. Only the manifest is written; re-indexing keeps the corrections."""
    manifest = Manifest(Path(data_dir) / "library.sqlite")
    try:
        if manifest.read_only:
            raise LibraryReadOnly(Path(data_dir), tr("correct a document's details"))
        if reset:
            manifest.reset_card(path)
        if edits:
            manifest.edit_card(path, dict(edits))
    finally:
        manifest.close()


def read_all_scanned(data_dir: Path, path: str) -> bool:
    """Let the next run read every scanned page of ``path`` (the OCR page limit kept it to its
    first pages); False when none is left to read. Only the manifest is written."""
    manifest = Manifest(Path(data_dir) / "library.sqlite")
    try:
        if manifest.read_only:
            raise LibraryReadOnly(Path(data_dir), tr("read the rest of a scanned document"))
        return manifest.lift_scan_limit(path)
    finally:
        manifest.close()


@dataclass(frozen=True)
class EmbedderSpec:
    """An embedder by name, built where it is used (embedders do not cross processes)."""

    spec: str
    ollama_url: str | None = None

    def build(self) -> Embedder:
        from indexer import make_embedder

        return make_embedder(self.spec, self.ollama_url)


EmbedderSource = Embedder | EmbedderSpec  # an instance must be picklable (tests' HashEmbedder)


def _embedder(source: EmbedderSource) -> Embedder:
    return source.build() if isinstance(source, EmbedderSpec) else source


def make_control(process: library_process.LibraryProcess | None = None) -> RunControl:
    """Pause/cancel flags that work across processes; with ``process``, the job given them
    runs in that long-lived library process (else in a fresh one)."""
    if process is not None:
        return process.control()
    ctx = isolation.spawn_context()
    control = RunControl(cancel=ctx.Event(), running=ctx.Event(), newer_work=ctx.Event())
    control.running.set()
    return control


# -- library writes: each runs in a child process (see desktop_app.core.processes.isolation) ----------------

def _in_library_process(control: RunControl | None, fn: Any, *args: Any) -> Iterator[Any]:
    """``fn(*args)`` in the library process ``control`` belongs to (``make_control(process)``),
    else in a fresh child process."""
    process = getattr(control, "process", None)
    return process.run(fn, *args) if process is not None else isolation.in_child_process(
        fn, *args)


def start_library_process(process: library_process.LibraryProcess, settings: IndexSettings,
                          embedder: EmbedderSource, data_dir: Path | None = None) -> None:
    """Start the library process now (a worker, when the window opens a library) and have it
    import what an index run needs, start its parsers, load the embedder and open the
    library's vector store meanwhile."""
    process.start(_warm_up, settings, embedder, data_dir)


def _warm_up(settings: IndexSettings, embedder: EmbedderSource,
             data_dir: Path | None = None) -> None:
    import chromadb  # noqa: F401 - imported now rather than by the first job

    from indexer import compile_index_graph

    parsers = library_process.warm_parsers()
    if parsers is not None:
        parsers.prestart(settings)
    compile_index_graph()
    load = getattr(_embedder(embedder), "load", None)
    if load is not None:
        load()
    if data_dir is not None:
        from indexer import open_store_ahead

        open_store_ahead(data_dir, settings)


def index_job(data_dir: Path, settings: IndexSettings, embedder: EmbedderSource,
              roots: Sequence[str], control: RunControl,
              allow_removals: bool = False) -> Iterator[dict[str, Any]]:
    """Index ``roots`` (all library folders when empty); yields the indexer's progress events.
    ``allow_removals``: the user confirmed dropping the files of a folder that looks emptied."""
    return _in_library_process(control, _index, data_dir, settings, embedder, list(roots),
                               control, None, allow_removals)


def retry_job(data_dir: Path, settings: IndexSettings, embedder: EmbedderSource, path: str,
              root: str, control: RunControl) -> Iterator[dict[str, Any]]:
    """Index ``path`` again, with its folder.

    A failed file keeps its content hash in the manifest, so an ordinary run would treat it
    as unchanged; forgetting its row first makes the run parse it again.
    """
    return _in_library_process(control, _index, data_dir, settings, embedder, [root], control,
                               path)


def repair_job(data_dir: Path, embedder: EmbedderSource,
               control: RunControl) -> Iterator[dict[str, Any]]:
    """Set aside what is damaged and rebuild from the folders (see ``indexer.maintenance.repair``)."""
    return _in_library_process(control, _repair, data_dir, embedder, control)


def _repair(data_dir: Path, embedder: EmbedderSource,
            control: RunControl) -> Iterator[dict[str, Any]]:
    from indexer import repair_events

    return repair_events(data_dir, lambda _old_id: _embedder(embedder), (), control)


def remove_root_job(data_dir: Path, root: str,
                    control: RunControl | None = None) -> Iterator[dict[str, Any]]:
    """Forget a library folder and its passages; yields one ``folder_removed`` event
    (``control`` only says which library process runs it)."""
    return _in_library_process(control, _remove_root, data_dir, root)


def switch_embedder_job(data_dir: Path, embedder: EmbedderSource,
                        control: RunControl) -> Iterator[dict[str, Any]]:
    """Rebuild the vectors with ``embedder`` and switch the library to it when complete."""
    return _in_library_process(control, _switch, data_dir, embedder, control)


def _index(data_dir: Path, settings: IndexSettings, embedder: EmbedderSource,
           roots: list[str], control: RunControl, forget: str | None,
           allow_removals: bool = False) -> Iterator[dict]:
    from indexer import index_events

    with Library(data_dir, settings) as library:
        if forget:
            if library.manifest.file_state(forget) == "indexed":
                # indexed meanwhile (an earlier Retry or run): a second retry is dropped
                yield {"kind": "retry_dropped", "path": forget}
                return
            library.acquire()
            try:
                library.manifest.delete_files([forget])
            finally:
                library.release()
        yield from index_events(library, _embedder(embedder), roots, control,
                                warm_parsers=library_process.warm_parsers(),
                                allow_removals=allow_removals)


def _remove_root(data_dir: Path, root: str) -> Iterator[dict[str, Any]]:
    with Library(data_dir) as library:
        files, removed = library.remove_folder(root)
    yield {"kind": "folder_removed", "path": root, "files": files, "chunks": removed}


def _switch(data_dir: Path, embedder: EmbedderSource,
            control: RunControl) -> Iterator[dict[str, Any]]:
    from indexer import switch_embedder_events

    with Library(data_dir) as library:
        yield from switch_embedder_events(library, _embedder(embedder), control)


def watch_list(roots: Sequence[str], limit: int = 1000,
               ignore: Sequence[str] = IndexSettings.ignore_globs,
               exclusions: Mapping[str, Sequence[Exclusion]] | None = None) -> list[str]:
    """Folders to watch for changes: each root and its subfolders, at most ``limit`` in all;
    subfolders the root's exclusion rules keep out are not watched (nor entered)."""
    paths: list[str] = []
    for root in roots:
        if os.path.isfile(root):
            paths.append(root)
            continue
        matcher = ExclusionMatcher((exclusions or {}).get(root, ()))
        for folder, dirs, _files in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith(".")
                       and not any(fnmatch.fnmatch(d, g) for g in ignore)
                       and not (matcher and matcher.excludes(
                           os.path.relpath(os.path.join(folder, d), root), is_dir=True))]
            paths.append(folder)
            if len(paths) >= limit:
                return paths
    return paths


@dataclass(frozen=True)
class Renewed:
    """First item of a question asked on a fresh assistant (one that sees the newest vectors):
    use ``assistant`` from now on; close the old one, then call ``cleanup``."""

    assistant: Any
    cleanup: Any


def ask_job(assistant: Any, thread_id: str, question: str, cancel: threading.Event,
            renew: Any = None, scope: Any = None,
            replace_from: int | None = None) -> Iterator[Any]:
    """One question's assistant events (Token, Status, Citations, Done or Error).

    ``renew()`` → (assistant, cleanup): first reopen the vectors a library run has written
    since (see ``desktop_app.core.processes.isolation``); done here, when the user asks, because opening
    Chroma holds the GIL for ~0.2 s and a question is the moment a short wait is expected.
    """
    if renew is not None:
        assistant, cleanup = renew()
        yield Renewed(assistant, cleanup)
    warm_up(assistant.data_dir, shared_source(assistant.settings),
            getattr(assistant, "vector_reader", None))
    if replace_from is not None:  # regenerate / edit and resend: replaces that turn on
        yield from assistant.ask(thread_id, question, cancel, scope=scope,
                                 replace_from=replace_from)
    elif scope is None:
        yield from assistant.ask(thread_id, question, cancel)
    else:  # the conversation's search scope (``desktop_app.assistant.scope.Scope``)
        yield from assistant.ask(thread_id, question, cancel, scope=scope)
