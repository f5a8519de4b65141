"""What the library holds, read for the window: its folders with their counts, the files it
could not index, document cards, scans left, and a shared library seen from this desktop.

Reads only the manifest (SQLite): no Chroma client in the window's process for this. Plain
functions, run in worker threads (``desktop_app.ui.worker``).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.core.problems import explain, window_words
from desktop_app.wording import tr
from indexer import (
    DocumentCard,
    Exclusion,
    IndexSettings,
    Library,
    LibraryDamaged,
    Manifest,
    StorageProblem,
    VectorsLost,
    os_path,
    probe,
    reason_with_retry,
    server_problem,
    shown_url,
)

__all__ = ["LibrarySnapshot", "Problem", "RootInfo", "SharedSource", "library_files",
           "library_snapshot", "root_of", "shared_note", "shared_snapshot", "shared_source"]


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
