"""A library: manifest in a data directory + Chroma (there, or on a server), one embedder at a time."""

from __future__ import annotations

import fcntl
import os
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from indexer.base.faults import fault_point
from indexer.base.paths import os_path, to_key
from indexer.base.private import open_private, private_dir
from indexer.base.problems import Fix, Problem, Remedy
from indexer.base.settings import IndexSettings
from indexer.base.words import english
from indexer.ingest.discovery import GLOB_CHARS, Exclusion, exclusion_for
from indexer.servers.chroma import (
    EMBEDDED,
    normalize_url,
    recorded_url,
    same_server,
    shown_url,
    without_password,
)
from indexer.store.errors import LibraryDamaged, LibraryReadOnly, StorageProblem, translate
from indexer.store.manifest import Manifest
from indexer.store.scans import ScanJob
from indexer.store.vectors import VectorStore, VectorsUnavailable

if TYPE_CHECKING:
    from indexer.servers.embedders import Embedder
    from indexer.store.publication import Publication


class EmbedderMismatch(Problem):
    """The library's vectors come from another embedder; mixing them is refused."""


class VectorsLost(Problem):
    """Passages recorded with vectors the vector store no longer has (it was deleted or
    replaced): found by keywords only until a run makes them again. A note, not raised."""

    def __init__(self, passages: int) -> None:
        super().__init__(
            english("{count} passages lost their vectors (the vector store was deleted or "
                    "replaced), so they are found by keywords only.").format(count=passages),
            Remedy(Fix.REINDEX, does=english("it makes them again")))


class LibraryBusy(Exception):
    """Another indexing run holds this library."""


class StoreMismatch(Problem):
    """A run would write vectors to another store than the one the library was indexed into."""


class SharedLibraryReadOnly(LibraryReadOnly):
    """A shared library is indexed on the machine that publishes it, never by its readers."""

    def __init__(self, publication: Publication) -> None:
        StorageProblem.__init__(
            self, english("this is a shared library, indexed on {machine} (published {when}); "
                          "search and ask here, and index it there.").format(
                machine=publication.publisher, when=publication.published_at),
            Remedy(Fix.OWN_LIBRARY))
        self.data_dir = Path(publication.published_into)


class NotInLibrary(ValueError):
    """A path given for an exclusion rule lies outside every library folder."""


@dataclass(frozen=True)
class LibraryStatus:
    roots: list[str]
    embedder_id: str | None
    pending_embedder_id: str | None
    files: int
    indexed: int
    skipped: int
    failed: int
    chunks: int
    vectors: int  # passages vector search can find now
    lost_vectors: int = 0  # recorded as made, but gone from the vector store (made again)
    vectors_unavailable: VectorsUnavailable | None = None  # why vector search cannot be used now
    read_only: bool = False
    vector_store: str = ""  # where the vectors live: a server's URL or the chroma folder
    store_note: str | None = None  # this session's store is not the one the library records
    exclusions: list[Exclusion] = field(default_factory=list)
    excluded_files: int = 0  # left out by the rules at each folder's last run
    excluded_folders: int = 0
    scans: list[ScanJob] = field(default_factory=list)  # scanned pages OCR has yet to read
    ocr_max_pages: int = IndexSettings.ocr_max_pages  # of one file; more wait for a request

    @property
    def vectors_problem(self) -> str | None:
        """Why the vector store cannot be used now, in neutral words (a front end words
        :attr:`vectors_unavailable` itself)."""
        return str(self.vectors_unavailable) if self.vectors_unavailable else None

    @property
    def semantic_fraction(self) -> float:
        """How much of the library vector search can see (0..1)."""
        return 1.0 if self.chunks == 0 else self.vectors / self.chunks


class Library:
    """Opens (or creates) the library in ``data_dir``. Not thread-safe: one per thread.

    ``verify``: run SQLite's quick check of library.sqlite (see ``storage.verify``). The
    default (None) checks unless an indexing run holds the library right now: then the file
    always changed since the last check, and the check would read all of it (~0.5 s per 40 MB)
    before every search opened meanwhile (window, assistant and CLI alike).

    ``chroma_url`` (else ``settings.chroma_url``): the Chroma server holding the vectors
    (``"embedded"``: the store in ``data_dir/chroma``). None or "": the store the library
    records (its ``chroma_url`` meta, written by the first run that writes vectors; embedded
    when none is recorded). A run that
    would write to another store than the recorded one while the library has vectors raises
    :class:`StoreMismatch` unless ``move_vectors``: then the new store is recorded, and the
    run makes there the vectors it lacks (those it already holds are kept). A password in the
    URL is moved to the system keyring, and the URL recorded without it
    (:func:`indexer.servers.chroma.recorded_url`).

    ``shared``: a publication's snapshot in ``data_dir``. Its vectors are read only from the
    server this reader chose (``chroma_url`` or ``settings.chroma_url``), which must be the one
    the publication names (:func:`indexer.store.publication.reader_server`): a share never chooses where
    this desktop's searches and credentials go.
    """

    def __init__(self, data_dir: Path, settings: IndexSettings | None = None,
                 verify: bool | None = None, chroma_url: str | None = None,
                 move_vectors: bool = False, shared: Publication | None = None) -> None:
        self.settings = settings or IndexSettings()
        self.publication = shared  # a shared library's snapshot, opened read-only
        chroma_url = chroma_url or self.settings.chroma_url
        if shared is not None:
            from indexer.store.publication import reader_server

            chroma_url = reader_server(shared, chroma_url)
        given = _store_url(chroma_url) if chroma_url else None  # ValueError before opening
        self.data_dir = Path(data_dir)
        self.manifest_path = self.data_dir / "library.sqlite"
        self.manifest = Manifest(self.manifest_path, read_only=shared is not None)
        if verify is None:
            verify = not run_in_progress(self.data_dir)
        try:
            if verify:
                self.manifest.verify()
        except LibraryDamaged:
            self.manifest.close()
            raise
        self.move_vectors = move_vectors
        if shared is None:
            self._drop_recorded_password()
        recorded = self.recorded_store_url
        url = recorded if not chroma_url else given
        self.library_id = self._library_id()
        self.vectors = VectorStore(self.data_dir / "chroma", url, self.library_id)
        self._lock_file: int | None = None

    def _library_id(self) -> str:
        """This library's lasting id (made on first open): it names its collections on a
        Chroma server, so libraries sharing a server never touch each other's vectors."""
        library_id = self.manifest.get_meta("library_id")
        if library_id is None and not self.read_only:
            library_id = uuid.uuid4().hex
            self.manifest.set_meta("library_id", library_id)
        return library_id or ""

    def map_path(self, key: str) -> str:
        """A stored path as this desktop opens it (a shared library's folders may be mounted
        elsewhere here than on the machine that indexed them)."""
        return self.publication.map_path(key) if self.publication else key

    def stored_path(self, path: str | None) -> str | None:
        """The inverse of :meth:`map_path`: a path on this desktop as the library stores it."""
        return self.publication.unmap_path(path) if self.publication and path else path

    @property
    def recorded_store_url(self) -> str | None:
        """The Chroma server this library's vectors were written to (None: embedded), never
        with a password."""
        url = self.manifest.get_meta("chroma_url")
        if not url:
            return None
        try:
            return normalize_url(url)
        except ValueError:
            return without_password(url)

    def _drop_recorded_password(self) -> None:
        """Older versions recorded a password typed into ``--chroma-url`` with the URL: keep it
        in the keyring (where one can) and record the URL without it, bytes and all."""
        url = self.manifest.get_meta("chroma_url")
        if not url or without_password(url) == url:
            return
        kept = shown_url(url)
        if not self.read_only:
            self.manifest.db.execute("PRAGMA secure_delete=ON")  # no copy left in a free cell
            try:
                self.manifest.set_meta("chroma_url", kept)
            finally:
                self.manifest.db.execute("PRAGMA secure_delete=OFF")

    def store_note(self) -> str | None:
        """What a user must know when this session's vector store is not the recorded one."""
        recorded = self.recorded_store_url
        if same_server(self.vectors.url, recorded) or not self._has_vectors():
            return None
        if recorded and self.vectors.url:
            template = english("this library was indexed into the Chroma server at {recorded}; "
                               "this session uses the Chroma server at {url}, which may lack its "
                               "vectors.")
        elif recorded:
            template = english("this library was indexed into the Chroma server at {recorded}; "
                               "this session uses its own store ({path}), which may lack its "
                               "vectors.")
        else:  # not both in the embedded store: that is the same store
            template = english("this library was indexed into its own store ({path}); this "
                               "session uses the Chroma server at {url}, which may lack its "
                               "vectors.")
        return template.format(recorded=recorded, url=self.vectors.url,
                               path=_own_store(self.data_dir))

    @property
    def read_only(self) -> bool:
        return self.manifest.read_only

    def vectors_problem(self) -> VectorsUnavailable | None:
        """Why vector search cannot be used right now, or None if it can."""
        return self.vectors.problem()

    def close(self) -> None:
        self.release()
        self.manifest.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def embedder_id(self) -> str | None:
        return self.manifest.get_meta("embedder_id")

    def bind_embedder(self, embedder: Embedder) -> None:
        """Record the embedder of a new library, or refuse a different one."""
        current = self.embedder_id
        if current is None:
            self.manifest.set_meta("embedder_id", embedder.id)
            self.manifest.set_meta("embedder_dim", str(embedder.dim))
            return
        if current != embedder.id:
            raise EmbedderMismatch(
                english("This library's vectors were made with '{embedder}', not "
                        "'{other}'.").format(embedder=current, other=embedder.id),
                Remedy(Fix.USE_EMBEDDER, _spec(current)),
                Remedy(Fix.REEMBED, _spec(embedder.id), does=english(
                    "it rebuilds the vectors while the current ones stay searchable")))

    def acquire(self) -> None:
        """Take the library's run lock, or raise :class:`LibraryBusy` (or
        :class:`~indexer.store.errors.LibraryReadOnly`: runs write)."""
        if self.publication is not None:
            raise SharedLibraryReadOnly(self.publication)
        if self.read_only:
            raise LibraryReadOnly(self.data_dir)
        self._lock_file = take_run_lock(self.data_dir)
        try:
            if not _store_unchanged_since_own_run(self.data_dir, self.vectors):
                self.vectors.reopen()
            self._record_store()
        except BaseException:
            self.release()
            raise

    def _record_store(self) -> None:
        """Record where this run writes vectors; refuse another store than the recorded one
        while the library has vectors, unless moving them was asked for."""
        recorded, url = self.recorded_store_url, self.vectors.url
        if url == recorded:
            return
        if not same_server(url, recorded) and self._has_vectors() and not self.move_vectors:
            given = url or "embedded"
            if recorded and url:
                template = english("this library's vectors are in the Chroma server at "
                                   "{recorded}, where it was indexed, not in the Chroma server at "
                                   "{url}.")
            elif recorded:
                template = english("this library's vectors are in the Chroma server at "
                                   "{recorded}, where it was indexed, not in its own store "
                                   "({path}).")
            else:  # not both in the embedded store: the URLs differ
                template = english("this library's vectors are in its own store ({path}), where "
                                   "it was indexed, not in the Chroma server at {url}.")
            raise StoreMismatch(
                template.format(recorded=recorded, url=url, path=_own_store(self.data_dir)),
                Remedy(Fix.KEEP_STORE),
                Remedy(Fix.MOVE_VECTORS, given, does=english(
                    "vectors already there are kept; the rest are made again there")))
        self.manifest.set_meta("chroma_url", url)

    def _has_vectors(self) -> bool:
        return any(self.manifest.has_vectors(e) for e in filter(
            None, (self.embedder_id, self.manifest.get_meta("pending_embedder_id"))))

    def release(self) -> None:
        if self._lock_file is not None:
            _note_own_run(self.data_dir, self.vectors)
            release_run_lock(self._lock_file)
            self._lock_file = None

    def save_vectors(self, embedder_id: str) -> bool:
        """Write the embedder's vector index to disk whole (``VectorStore.save``): every search
        process then finds the same passages. Whether it is whole now."""
        return self.vectors.save(embedder_id, self.manifest.some_vector_ids(embedder_id, 1000))

    def remove_orphans(self) -> int:
        """Delete chunks no indexed file points at: vectors first, then SQLite (a crash in
        between leaves rows the next clean-up finds again, never vectors without rows).

        Their vector bookkeeping goes first of all: if a file brings the content back before
        the next clean-up, its chunks are embedded again instead of trusted to vectors that
        were deleted."""
        self.drop_retired_vectors()
        keys = self.manifest.orphan_content_keys()
        if not keys:
            return 0
        ids = self.manifest.chunk_ids_for(keys)
        embedders = [e for e in (self.embedder_id, self.manifest.get_meta("pending_embedder_id")) if e]
        self.manifest.forget_chunk_vectors(ids)
        fault_point("orphans.vectors_forgotten")
        self.vectors.delete(embedders, ids)
        fault_point("orphans.vectors_deleted")
        return self.manifest.delete_content(keys)

    def drop_retired_vectors(self) -> None:
        """Drop the collection of an embedder the library stopped using (a switch records it as
        retired when it forgets that embedder's vectors; a crash before the drop leaves it here
        for the next clean-up)."""
        retired = self.manifest.get_meta("retired_embedder_id")
        if retired is None:
            return
        if retired not in (self.embedder_id, self.manifest.get_meta("pending_embedder_id")):
            self.vectors.drop(retired)
        fault_point("switch.dropped")
        self.manifest.set_meta("retired_embedder_id", None)

    def remove_folder(self, root: str) -> tuple[int, int]:
        """Forget a library folder and its chunks (the user's files are not touched).

        Returns (files forgotten, chunks removed). Takes the run lock: raises LibraryBusy.
        """
        self.acquire()
        try:
            files = self.manifest.remove_root(root)
            return len(files), self.remove_orphans()
        finally:
            self.release()

    def exclude(self, rules: Sequence[Exclusion]) -> list[Exclusion]:
        """Record exclusion rules; returns the ones that are new. The next run of their folder
        removes the files they match from the index (like deleted files)."""
        return [rule for rule in rules if self.manifest.add_exclusion(rule)]

    def include(self, rules: Sequence[Exclusion]) -> list[Exclusion]:
        """Drop exclusion rules; returns the ones that existed. The next run indexes what
        they kept out."""
        return [rule for rule in rules if self.manifest.remove_exclusion(rule)]

    def reconcile_vectors(self) -> int:
        """Record vectors the store no longer holds (chroma/ deleted, restored from an older
        backup, another server) as missing, so this run makes them again; delete vectors of
        passages the library no longer has (a store the library used before, and left while
        files were removed). Returns how many were missing.
        Raises :class:`~indexer.store.vectors.VectorsUnavailable` if Chroma cannot be opened."""
        missing = 0
        for embedder_id in filter(None, (self.embedder_id,
                                         self.manifest.get_meta("pending_embedder_id"))):
            booked = self.manifest.counts(embedder_id)["vectors"]
            held = self._vectors_held(embedder_id) if booked or self.vectors.url else 0
            if held == booked:
                continue
            stored = self.vectors.ids(embedder_id)
            gone = self.manifest.vector_ids(embedder_id) - stored
            self.manifest.forget_vector_ids(embedder_id, sorted(gone))
            missing += len(gone)
            if len(stored) > booked - len(gone):
                self._delete_strays(embedder_id, stored)
        return missing

    def _delete_strays(self, embedder_id: str, stored: set[str]) -> None:
        """Delete stored vectors whose passage is gone (upserted but not yet recorded ones of
        existing passages stay: the next batch overwrites them under the same id)."""
        known = {r[0] for r in self.manifest.db.execute("SELECT chunk_id FROM chunks")}
        strays = sorted(stored - known)
        if strays:
            self.vectors.delete([embedder_id], strays)

    def _vectors_held(self, embedder_id: str) -> int:
        # Chroma's SQLite file first: starting Chroma costs a second that a run with nothing
        # to embed would spend only on this check; the client when the file cannot tell.
        on_disk = self.vectors.count_on_disk(embedder_id) if self.vectors.exists else None
        return on_disk if on_disk is not None else self.vectors.count(embedder_id)

    def status(self) -> LibraryStatus:
        counts = self.manifest.counts(self.embedder_id)
        on_disk = self.vectors.count_on_disk(self.embedder_id or "") if self.vectors.exists else None
        problem = self.vectors_problem() if self.vectors.exists and on_disk is None else None
        if on_disk is not None:  # read without starting Chroma: the store opens
            lost = max(0, counts["vectors"] - on_disk)
        elif problem is not None or not self.vectors.exists:
            lost = counts["vectors"]
        elif self.embedder_id and counts["vectors"]:
            lost = max(0, counts["vectors"] - self.vectors.count(self.embedder_id))
        else:
            lost = 0
        counts["vectors"] -= lost
        excluded = self.manifest.excluded_counts()
        return LibraryStatus(
            exclusions=self.manifest.exclusions(),
            excluded_files=sum(files for files, _folders in excluded.values()),
            excluded_folders=sum(folders for _files, folders in excluded.values()),
            roots=self.manifest.roots(),
            embedder_id=self.embedder_id,
            pending_embedder_id=self.manifest.get_meta("pending_embedder_id"),
            lost_vectors=lost,
            vectors_unavailable=problem,
            vector_store=self.vectors.location,
            store_note=self.store_note(),
            read_only=self.read_only,
            scans=self.manifest.scan_jobs(),
            ocr_max_pages=self.manifest.scan_page_limit(self.settings.ocr_max_pages),
            **counts,
        )


def rules_for(target: str, roots: Sequence[str], folder: str | None = None) -> list[Exclusion]:
    """The exclusion rule(s) ``target`` stands for: a path (absolute, or relative to the
    current folder) inside a library folder, or a glob pattern for ``folder`` (every folder
    when None). ``roots`` and ``folder`` are keys.

    Raises :class:`NotInLibrary` for a path outside every library folder, ``ValueError`` for
    a rule that would exclude a whole library folder or names no folder."""
    folders = [r for r in roots if not os.path.isfile(os_path(r))]  # single-file roots: no rules
    if folder is not None and folder not in roots:
        raise NotInLibrary(f"{folder} is not a library folder (library folders: "
                           f"{', '.join(roots) or 'none yet'})")
    if _is_pattern(target, folder):
        absolute = os.path.isabs(target)
        owners = ([folder] if folder else
                  [_owner(os.path.abspath(target), folders, target)] if absolute else folders)
        if not owners:
            raise NotInLibrary("the library has no folders yet: add one with "
                               "`python -m indexer index FOLDER`")
        return [exclusion_for(root, os.path.relpath(target, root) if absolute else target,
                              "pattern") for root in owners]
    path = to_key(os.path.abspath(target))
    if folder and not os.path.lexists(os_path(path)) and \
            os.path.lexists(os_path(os.path.join(folder, target))):
        path = os.path.join(folder, to_key(target))  # "drafts" with --folder: inside that folder
    root = folder if folder and _inside(path, folder) else _owner(path, folders, target)
    if path == root:
        raise ValueError(f"{path} is a library folder itself: remove it with "
                         "`python -m indexer remove` instead of excluding it")
    return [exclusion_for(root, os.path.relpath(path, root), "path")]


def _is_pattern(target: str, folder: str | None) -> bool:
    """Glob characters make a pattern; so does a bare name (``node_modules``) that is not a
    file or folder here or in ``folder``."""
    if GLOB_CHARS & set(target):
        return True
    if os.sep in target or os.path.lexists(target):
        return False
    return not (folder and os.path.lexists(os_path(os.path.join(folder, target))))


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(os.path.join(root, ""))


def _owner(path: str, roots: Sequence[str], shown: str) -> str:
    """The innermost library folder holding ``path``."""
    owners = [r for r in roots if _inside(path, r)]
    if not owners:
        raise NotInLibrary(f"{shown} is not inside a library folder (library folders: "
                           f"{', '.join(roots) or 'none yet'})")
    return max(owners, key=len)


def take_run_lock(data_dir: Path) -> int:
    """Lock ``data_dir`` for one run (returns the lock's fd), or raise :class:`LibraryBusy`."""
    try:
        private_dir(data_dir)  # the library's folder is its owner's alone (see indexer.base.private)
        fd = open_private(data_dir / "index.lock", os.O_RDWR)
    except OSError as exc:
        raise (translate(exc, data_dir) or exc) from exc
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise LibraryBusy(english("another Footnote indexing run is using {path}").format(
            path=data_dir)) from None
    _HOLDERS[str(data_dir)] = _sign_lock(fd)
    return fd


# Who held a library's run lock: each holder writes a fresh token into the lock file. A
# long-lived process (the window's library process, `watch`) keeps Chroma's store open from one
# run to its next (opening it again costs ~0.1 s a run) only while no one else held the lock in
# between: another process's (or a repair's) writes would be missing from, or overwritten by,
# the store it kept open.
_HOLDERS: dict[str, tuple[str, str]] = {}  # data dir → (previous holder's token, this holder's)
_OWN_RUNS: dict[str, tuple[str, tuple[int, int] | None]] = {}  # data dir → (this process's
#                                       last Library run's token, chroma file at its end)


def _sign_lock(fd: int) -> tuple[str, str]:
    """Write a fresh holder token into the held lock file: (the previous token, the new)."""
    try:
        previous = os.pread(fd, 64, 0).decode("ascii", "replace")
        token = f"{os.getpid()}-{uuid.uuid4().hex}"
        os.ftruncate(fd, 0)
        os.pwrite(fd, token.encode("ascii"), 0)
    except OSError:  # a full disk: unknown holder, so stores are reopened (the safe side)
        return "", ""
    return previous, token


def _chroma_file(vectors: VectorStore) -> tuple[int, int] | None:
    """The embedded store's database file as (device, inode); None when it is missing.
    A repair that sets ``chroma/`` aside, or a user deleting it, changes it."""
    try:
        st = os.stat(vectors.chroma_dir / "chroma.sqlite3")
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _note_own_run(data_dir: Path, vectors: VectorStore) -> None:
    """Called while still holding the lock at the end of a run by this process."""
    token = _HOLDERS.get(str(data_dir), ("", ""))[1]
    _OWN_RUNS[str(data_dir)] = (token, _chroma_file(vectors))


def _store_unchanged_since_own_run(data_dir: Path, vectors: VectorStore) -> bool:
    """Whether the lock's previous holder was this process's last run, on the same store
    file: Chroma's store this process kept open is then up to date."""
    own = _OWN_RUNS.get(str(data_dir))
    previous = _HOLDERS.get(str(data_dir), ("", ""))[0]
    return (vectors.url is None and own is not None and bool(previous) and own[0] == previous
            and own[1] is not None and own[1] == _chroma_file(vectors))


def run_in_progress(data_dir: Path) -> bool:
    """Whether an indexing run (any process) holds ``data_dir``'s run lock right now."""
    try:
        fd = os.open(Path(data_dir) / "index.lock", os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)  # closing drops a lock taken here
    return False


def release_run_lock(fd: int) -> None:
    fcntl.flock(fd, fcntl.LOCK_UN)
    os.close(fd)


def _spec(embedder_id: str) -> str:
    return "builtin" if embedder_id.startswith("builtin:") else embedder_id


def _store_url(chroma_url: str) -> str | None:
    """A ``--chroma-url`` value as the library records it (None: the embedded store): without
    a password, which goes to the keyring (raises ``PasswordNotKept`` where none keeps it)."""
    return None if chroma_url.strip().lower() == EMBEDDED else recorded_url(chroma_url)


def _own_store(data_dir: Path) -> Path:
    """The embedded vector store's folder (named "its own store (…)" in messages)."""
    return Path(data_dir) / "chroma"
