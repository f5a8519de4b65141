"""The work the window hands to worker threads: plain functions and generators, no Qt.

Each opens its own ``Library`` (a Library is not thread-safe: one per thread) and closes it.
They are tested synchronously; the GUI runs them through ``desktop_app.ui.worker``.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import logging
import os
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.core.problems import explain, window_words
from desktop_app.core.processes import isolation, library_process
from desktop_app.wording import tr
from indexer import (
    DocumentCard,
    Embedder,
    Exclusion,
    ExclusionMatcher,
    IndexSettings,
    Library,
    LibraryDamaged,
    LibraryReadOnly,
    Manifest,
    RuleKind,
    RunControl,
    StorageProblem,
    VectorsLost,
    exclusion_for,
    os_path,
    probe,
    reason_with_retry,
    server_problem,
    shown_url,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RootInfo:
    """A library folder (or single file) with its counts, for the sidebar."""

    path: str
    files: int
    indexed: int
    skipped: int
    failed: int
    chunks: int
    exists: bool
    exclusions: tuple[Exclusion, ...] = ()  # what the user keeps out of this folder
    without_vectors: int = 0  # its passages the library's embedder has not stored yet


@dataclass(frozen=True)
class Problem:
    """A file that could not be indexed, and why."""

    path: str
    state: str
    reason: str


@dataclass(frozen=True)
class LibrarySnapshot:
    """What the library holds right now."""

    roots: list[RootInfo] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    chunks: int = 0
    vectors: int = 0
    embedder_id: str | None = None
    problem: str = ""  # why the library cannot be used as it is (damaged, vectors missing…)
    repairable: bool = False  # `repair` is the way out (offer it)
    shared: str = ""  # a shared library: "Shared library — published by HOST at TIME (read-only)"
    cards: dict[str, dict] = field(default_factory=dict)  # path → ``DocumentCard.to_dict()``
    read_only: bool = False  # its manifest cannot be written here (a shared or read-only library)
    # path → {"read", "total", "unread", "held"}: scanned pages OCR has yet to read
    scans: dict[str, dict] = field(default_factory=dict)


@dataclass(frozen=True)
class SharedSource:
    """A library another desktop publishes into ``folder`` (``indexer.store.publication``), read here.

    ``path_map``: (publisher's folder, this desktop's) pairs; empty: guessed. ``chroma_url``:
    the Chroma server this desktop chose for its vectors (never the one the share names)."""

    folder: str
    path_map: tuple[tuple[str, str], ...] = ()
    chroma_url: str = ""

    def open(self, settings: IndexSettings | None = None) -> Library:
        """The latest snapshot, copied to this desktop's cache and opened read-only."""
        from indexer import open_shared

        return open_shared(Path(self.folder), settings, dict(self.path_map) or None,
                           chroma_url=self.chroma_url or None)


def shared_source(settings: Any) -> SharedSource | None:
    """The shared library an ``AssistantSettings`` names, or None (the data dir's own)."""
    folder = getattr(settings, "shared_folder", None)
    if not folder:
        return None
    return SharedSource(folder, tuple(sorted((settings.shared_path_map or {}).items())),
                        (getattr(settings, "chroma_url", "") or "").strip())


def shared_note(publication: Any) -> str:
    """What the library panel says about a shared library, and why indexing is refused."""
    when = publication.published_at.replace("T", " ").replace("Z", " UTC")
    return tr("Shared library — published by {publisher} at {time} (read-only)").format(
        publisher=publication.publisher, time=when)


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


def root_of(path: str, roots: Sequence[str]) -> str | None:
    """The library folder ``path`` belongs to (the longest matching one)."""
    best = None
    for root in roots:
        if (path == root or path.startswith(os.path.join(root, ""))) and len(root) > len(best or ""):
            best = root
    return best


def library_snapshot(data_dir: Path, verify: bool = True,
                     shared: SharedSource | None = None) -> LibrarySnapshot:
    """Roots with per-root counts, the problem files, and the library's totals (of the
    library published into ``shared.folder`` when given: see :func:`shared_snapshot`).

    Reads only the manifest (SQLite): no Chroma client in the GUI process for this. It writes
    only the cards a library made before them lacks.
    """
    if shared is not None:
        return shared_snapshot(shared)
    try:
        manifest = Manifest(Path(data_dir) / "library.sqlite")
        if verify:  # not while a run writes: the file changes all the time, the check reads it all
            manifest.verify()
    except LibraryDamaged as exc:
        return LibrarySnapshot(repairable=True, problem=tr(
            "The library is damaged ({detail}). Repair library moves the damaged files aside "
            "(nothing is deleted) and rebuilds them from your folders; your conversations are "
            "kept.").format(detail=exc.detail))
    except StorageProblem as exc:
        return LibrarySnapshot(problem=explain(exc))
    if not manifest.read_only:
        manifest.make_missing_cards()  # a library made before cards: from its passages
        manifest.restem_keywords()  # and before Cyrillic stems: its keyword index, once
    return _read_snapshot(manifest, data_dir)


def shared_snapshot(source: SharedSource) -> LibrarySnapshot:
    """The shared library's latest snapshot (copied here first), its paths as this desktop
    sees them; a folder without a readable publication gives a snapshot saying so."""
    from indexer import ServerNotChosen, SharedLibraryUnavailable

    try:
        library = source.open()
    except ServerNotChosen as exc:  # it says where to choose the server
        return LibrarySnapshot(shared=tr("Shared library (read-only)"), problem=tr(
            "The shared library cannot be opened: {problem}").format(problem=window_words(exc)))
    except (SharedLibraryUnavailable, StorageProblem, OSError) as exc:
        return LibrarySnapshot(shared=tr("Shared library (read-only)"), problem=tr(
            "The shared library cannot be opened: {problem}. Search and chat need it: choose "
            "another folder in Settings ▸ Shared library folder, or leave it empty to use your "
            "own library.").format(problem=window_words(exc)))
    try:
        snap = _read_snapshot(library.manifest, library.data_dir, library.vectors.url)
    finally:
        library.close()
    mapped = library.map_path
    return dataclasses.replace(
        snap, shared=shared_note(library.publication),
        roots=[dataclasses.replace(r, path=mapped(r.path),
                                   exists=os.path.exists(os_path(mapped(r.path))))
               for r in snap.roots],
        problems=[dataclasses.replace(p, path=mapped(p.path)) for p in snap.problems],
        cards={mapped(path): card for path, card in snap.cards.items()},
        scans={mapped(path): scan for path, scan in snap.scans.items()})


def _read_snapshot(manifest: Any, data_dir: Path, server: str | None = None) -> LibrarySnapshot:
    """``library_snapshot`` of an open manifest (closed here)."""
    try:
        roots_list = manifest.roots()
        rules = manifest.exclusions_by_root()
        embedder_id = manifest.get_meta("embedder_id")
        totals = manifest.counts(embedder_id)
        pending = (manifest.pending_by_content(embedder_id)
                   if embedder_id and totals["vectors"] < totals["chunks"] else {})
        cards: dict[str, DocumentCard] = manifest.cards()
        limit = manifest.scan_page_limit(IndexSettings.ocr_max_pages)
        scans = {job.path: {"read": job.read, "total": job.total, "unread": job.unread,
                            "held": job.held(limit)} for job in manifest.scan_jobs()}
        read_only = manifest.read_only
        server = server or _recorded_server(manifest)  # vectors on a server, not in a folder
        per_root: dict[str, dict[str, int]] = {
            r: {"files": 0, "indexed": 0, "skipped": 0, "failed": 0, "chunks": 0,
                "without_vectors": 0} for r in roots_list}
        problems = []
        counted: set[tuple[str, str | None]] = set()  # identical files share their passages
        for row in manifest.files().values():
            root = root_of(row.path, roots_list)
            if root is not None:
                counts = per_root[root]
                counts["files"] += 1
                counts[row.state] = counts.get(row.state, 0) + 1
                if (root, row.content_key) not in counted:
                    counted.add((root, row.content_key))
                    counts["chunks"] += row.chunk_count
                    counts["without_vectors"] += pending.get(row.content_key or "", 0)
            if row.state != "indexed":
                problems.append(Problem(row.path, row.state, reason_with_retry(row)))
    finally:
        manifest.close()
    roots = [RootInfo(path=r, exists=os.path.exists(os_path(r)), exclusions=tuple(rules.get(r, ())),
                      **per_root[r]) for r in roots_list]
    return LibrarySnapshot(roots, sorted(problems, key=lambda p: p.path), totals["chunks"],
                           totals["vectors"], embedder_id,
                           problem=(_vector_server_note(server, totals) if server
                                    else _vector_store_note(data_dir, totals)),
                           cards={path: card.to_dict() for path, card in cards.items()},
                           read_only=read_only, scans=scans)


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


def library_files(data_dir: Path, shared: SharedSource | None = None) -> list[str]:
    """The library's indexed files, sorted (the scope bar's "One file…" list); reads only
    the manifest (with ``shared``: the shared library's, its paths as this desktop sees them)."""
    if shared is not None:
        with shared.open() as library:
            return sorted(library.map_path(p) for p, row in library.manifest.files().items()
                          if row.state == "indexed")
    if not (Path(data_dir) / "library.sqlite").exists():
        return []
    manifest = Manifest(Path(data_dir) / "library.sqlite")
    try:
        return sorted(p for p, row in manifest.files().items() if row.state == "indexed")
    finally:
        manifest.close()


def _recorded_server(manifest: Any) -> str | None:
    """The Chroma server a library records, never with a password (older versions kept one)."""
    url = manifest.get_meta("chroma_url")
    return shown_url(url) if url else None


def _vector_store_note(data_dir: Path, totals: dict[str, int]) -> str:
    """A missing vector store, noticed without opening Chroma in the window's process (a
    re-index rebuilds it: not a case for `repair`)."""
    if totals["vectors"] and not (Path(data_dir) / "chroma" / "chroma.sqlite3").exists():
        return explain(VectorsLost(totals["vectors"]))
    return ""


def _vector_server_note(url: str, totals: dict[str, int]) -> str:
    """A Chroma server that cannot be used now, asked with one heartbeat (no Chroma client in
    the window's process; this runs in a worker)."""
    if not totals["vectors"]:
        return ""
    try:
        probe(url)
    except Exception as exc:  # noqa: BLE001 - server_problem says which failures are the server's
        problem = server_problem(url, exc, mid_run=False)
        if problem is None:
            raise
        return tr("{problem} Meanwhile search uses keywords only.").format(
            problem=explain(problem))
    return ""


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
