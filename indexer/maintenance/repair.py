"""``repair``: move a damaged library store aside and rebuild it from the folders.

What the user made is never deleted: damaged files go to ``damaged-<time>/`` in the data
directory; conversations live in their own file and are not touched. Vectors that survive in a
healthy Chroma store are kept when the rebuilt passages are the same, so a repair does not
re-embed the whole library. A library whose vectors live on a Chroma server keeps them there:
its server is never "damaged" from here, and a repair waits until the server answers. The
library's folders and their exclusion rules come back from the copy kept in folders.json
(:mod:`indexer.store.folder_list`), so the user need not remember them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from indexer.base.control import RunControl
from indexer.base.words import english
from indexer.pipeline.run import index_events
from indexer.servers.chroma import EMBEDDED, recorded_url, shown_url
from indexer.servers.embedders import Embedder
from indexer.store.errors import LibraryDamaged, StorageProblem, set_aside
from indexer.store.folder_list import (
    FOLDER_LIST,
    FolderList,
    FolderListUnreadable,
    read_folder_list,
)
from indexer.store.library import Library, release_run_lock, take_run_lock
from indexer.store.manifest import Manifest
from indexer.store.vectors import ServerUnavailable, VectorStore

MANIFEST_FILES = ("library.sqlite", "library.sqlite-wal", "library.sqlite-shm",
                  "library.sqlite.checked")


@dataclass
class Salvage:
    """What could still be read from a damaged manifest."""

    roots: list[str] = field(default_factory=list)
    embedder_id: str | None = None
    chroma_url: str | None = None  # the Chroma server holding the vectors (None: embedded)


@dataclass(frozen=True)
class KeptFolders:
    """The copy of the folder list kept in folders.json, or why it cannot be used."""

    kept: FolderList | None = None
    problem: str | None = None  # None: read back (or there is no copy to read)


class NoFolders(StorageProblem):
    """The rebuilt library has no folders to read: none could be salvaged or were given."""


def diagnose(data_dir: Path, chroma_url: str | None = None) -> tuple[str | None, str | None]:
    """(what is wrong with library.sqlite, what is wrong with chroma/) — None where healthy.

    Raises :class:`~indexer.store.vectors.ServerUnavailable` when the vectors live on a Chroma
    server that cannot be used now: nothing is moved or forgotten for a server that is down."""
    manifest_problem = vectors_problem = None
    url = chroma_url
    path = Path(data_dir) / "library.sqlite"
    if path.exists():
        try:
            manifest = Manifest(path)
            try:
                manifest.verify()
                url = _recorded(manifest.get_meta("chroma_url")) or url
            finally:
                manifest.close()
        except LibraryDamaged as exc:
            manifest_problem = exc.detail
            url = salvage(path).chroma_url or url
    store = VectorStore(Path(data_dir) / "chroma", url)
    if store.exists:
        problem = store.problem()
        if isinstance(problem, ServerUnavailable):
            raise problem
        if problem is not None:
            vectors_problem = str(problem.cause)
    return manifest_problem, vectors_problem


def salvage(path: Path) -> Salvage:
    """Read the library folders and the embedder from a damaged manifest, where possible."""
    found = Salvage()
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return found
    try:
        for query, target in (("SELECT path FROM roots", "roots"),
                              ("SELECT value FROM meta WHERE key = 'embedder_id'", "embedder"),
                              ("SELECT value FROM meta WHERE key = 'chroma_url'", "url")):
            try:
                values = [r[0] for r in db.execute(query)]
            except sqlite3.Error:
                continue
            if target == "roots":
                found.roots = [v for v in values if isinstance(v, str)]
            elif values and target == "url":
                found.chroma_url = _recorded(values[0] if isinstance(values[0], str) else None)
            elif values:
                found.embedder_id = values[0]
    finally:
        db.close()
    return found


def repair_events(data_dir: Path, make_embedder: Callable[[str | None], Embedder],
                  folders: Sequence[str] = (), control: RunControl | None = None,
                  chroma_url: str | None = None) -> Iterator[dict[str, Any]]:
    """Check the library; set aside what is damaged; rebuild and bring it up to date.

    ``make_embedder(embedder_id or None)`` gives the embedder for the rebuilt library (None:
    the salvaged library's embedder was unreadable). ``chroma_url``: the Chroma server holding
    the vectors, when the library cannot tell (its manifest is gone). Yields ``repair_checked``,
    ``repair_moved_aside``, ``repair_folders`` (when the library is rebuilt: the folders restored
    from folders.json, or why they could not be) and then the indexing run's events.
    """
    data_dir = Path(data_dir)
    lock = take_run_lock(data_dir)  # nothing is moved under a running indexer
    try:
        url = _store_url(chroma_url)
        manifest_problem, vectors_problem = diagnose(data_dir, url)
        # library.sqlite deleted while chroma/ (or the server) kept the vectors: rebuild it
        # and keep them
        rebuild = bool(manifest_problem) or (not (data_dir / "library.sqlite").exists()
                                             and not vectors_problem
                                             and VectorStore(data_dir / "chroma", url).exists)
        found = salvage(data_dir / "library.sqlite") if manifest_problem else Salvage()
        found.chroma_url = found.chroma_url or url
        copy = kept_folders(data_dir) if rebuild else None  # read before anything moves
        names = ((MANIFEST_FILES if manifest_problem else ())
                 + (("chroma",) if vectors_problem else ())
                 + ((FOLDER_LIST,) if copy and copy.problem and (data_dir / FOLDER_LIST).exists()
                    else ()))  # a damaged copy is kept for the user, and written anew
        moved = set_aside(data_dir, names)
    finally:
        release_run_lock(lock)
    yield {"kind": "repair_checked", "library": manifest_problem, "vectors": vectors_problem}
    if moved is not None:
        yield {"kind": "repair_moved_aside", "path": str(moved),
               "what": [n for n in names if (moved / n).exists()]}
    with Library(data_dir, chroma_url=found.chroma_url) as library:
        if vectors_problem:
            for embedder_id in _embedder_ids(library):
                library.manifest.forget_vectors(embedder_id)
        embedder = make_embedder(library.embedder_id or found.embedder_id)
        if copy is not None:
            if copy.kept is not None:
                library.manifest.restore_folders(copy.kept.roots, copy.kept.exclusions)
            yield folders_event(copy)
        library.manifest.add_roots([*found.roots, *folders])
        if not library.manifest.roots():
            raise NoFolders(
                english("the library's folder list could not be read back.") + " "
                + english("Add your folders again: `{command}` (or drop them onto the "
                          "window).").format(command="python -m indexer index FOLDER…"))
        if rebuild:
            # Keyword index first, then keep the surviving vectors of identical passages.
            yield from index_events(library, embedder, [], control, fill_vectors=False)
            adopted = adopt_vectors(library, embedder.id)
            yield {"kind": "repair_vectors_kept", "kept": adopted}
        yield from index_events(library, embedder, [], control)


def kept_folders(data_dir: Path) -> KeptFolders:
    """The folder list kept beside the library (folders.json), or why it cannot be used."""
    try:
        kept = read_folder_list(data_dir)
    except FolderListUnreadable as exc:
        return KeptFolders(problem=str(exc))
    if kept is None:
        return KeptFolders(problem=english(
            "no copy of it was kept ({path} is missing: libraries indexed by older versions have "
            "none)").format(path=Path(data_dir) / FOLDER_LIST))
    return KeptFolders(kept)


def folders_event(copy: KeptFolders) -> dict[str, Any]:
    """``repair_folders``: the folders and rules restored, or why the list could not be."""
    kept = copy.kept or FolderList((), ())
    return {"kind": "repair_folders", "restored": list(kept.roots),
            "exclusions": len(kept.exclusions), "problem": copy.problem}


def adopt_vectors(library: Library, embedder_id: str) -> int:
    """Record Chroma's vectors whose id and passage text match a rebuilt chunk; remove the
    rest from Chroma (vectors no passage points at). Returns how many were kept."""
    stored = library.vectors.ids(embedder_id)
    if not stored:
        return 0
    known = {r[0]: r[1] for r in library.manifest.db.execute("SELECT chunk_id, text FROM chunks")}
    candidates = sorted(stored & known.keys())
    kept: list[str] = []
    for i in range(0, len(candidates), 1000):
        batch = candidates[i:i + 1000]
        texts = library.vectors.documents(embedder_id, batch)
        kept += [c for c in batch if texts.get(c) == known[c]]
    stale = sorted(stored - set(kept))
    library.vectors.delete([embedder_id], stale)
    library.manifest.mark_embedded(embedder_id, kept)
    return len(kept)


def _store_url(chroma_url: str | None) -> str | None:
    """``--chroma-url`` as recorded: a password in it goes to the keyring (see Library)."""
    if not chroma_url or chroma_url.strip().lower() == EMBEDDED:
        return None
    return recorded_url(chroma_url)


def _recorded(url: str | None) -> str | None:
    """A URL read back from a library, never with the password older versions kept in it."""
    return shown_url(url) if url else None


def _embedder_ids(library: Library) -> list[str]:
    return [e for e in (library.embedder_id, library.manifest.get_meta("pending_embedder_id")) if e]
