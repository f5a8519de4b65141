"""Chroma on disk or on a Chroma server: one cosine collection per embedder, telemetry off."""

from __future__ import annotations

import hashlib
import logging
import os
import re
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from indexer.base.imports import IMPORT_LOCK
from indexer.base.private import private_dir, tighten_tree
from indexer.base.problems import Fix, Remedy, restored
from indexer.base.words import english
from indexer.servers import chroma as cs
from indexer.servers.chroma import Unreachable, open_client, probe
from indexer.store.chroma_direct import DirectReader
from indexer.store.errors import (
    DiskFull,
    LibraryReadOnly,
    StorageProblem,
    translate,
)

if TYPE_CHECKING:
    from langchain_chroma import Chroma

    from indexer.servers.embedders import Embedder
    from indexer.store.chroma_direct import DirectReader

log = logging.getLogger(__name__)
MAX_REWRITES = 4  # times each vector may be written again for the index to be written whole

# chromadb and LangChain are imported where they are used: importing chromadb takes longer
# than everything `python -m indexer status` otherwise does.


def collection_name(embedder_id: str, library_id: str = "") -> str:
    """A valid, stable Chroma collection name for an embedder id (and, on a server several
    libraries share, the library's id: libraries never write into each other's collections)."""
    slug = re.sub(r"[^a-zA-Z0-9_-]+", "-", embedder_id).strip("-_")[:40]
    key = f"{embedder_id}|{library_id}" if library_id else embedder_id
    digest = hashlib.sha1(key.encode()).hexdigest()[:8]
    return f"chunks-{slug}-{digest}"


class VectorsUnavailable(StorageProblem):
    """Chroma cannot be opened (damaged, read-only, disk full); keyword search still works."""

    def __init__(self, chroma_dir: Path, cause: BaseException) -> None:
        self.cause: BaseException | None = cause  # a ServerUnavailable may have none
        problem = translate(cause, chroma_dir.parent)
        if isinstance(problem, LibraryReadOnly):
            why = english("the library is read-only and Chroma must write to open it")
        elif isinstance(problem, DiskFull):
            why = english("the disk is full")
        else:
            why = english("it is damaged or unreadable ({detail})").format(detail=cause)
        remedies = (() if isinstance(problem, (LibraryReadOnly, DiskFull)) else
                    (Remedy(Fix.REPAIR, does=english(
                        "it moves it aside; the next run rebuilds the vectors")),))
        super().__init__(english("the vector store ({path}) cannot be opened: {why}.").format(
            path=chroma_dir, why=why), *remedies)

    def __reduce__(self) -> tuple:
        # sent between processes (a store read elsewhere, see VectorStore.read_through): the
        # message as made here, the cause as text (its type may be chromadb's, which the other
        # process must not have to import)
        cause = self.__dict__.get("cause")
        state = {**self.__dict__, "cause": None if cause is None else RuntimeError(str(cause))}
        return restored, (type(self), self.args, state)


class ServerUnavailable(VectorsUnavailable):
    """The Chroma server does not answer, refuses the credentials, or is of another version.

    ``reason``: "unreachable", "refused" or "incompatible". Nothing is wrong with the library:
    vectors not yet written stay pending in the manifest, and the next run makes them."""

    def __init__(self, url: str, reason: str, message: str,
                 cause: BaseException | None = None, remedies: tuple[Remedy, ...] = ()) -> None:
        self.url, self.reason, self.cause = url, reason, cause
        StorageProblem.__init__(self, message, *remedies)


def server_problem(url: str, exc: BaseException, mid_run: bool) -> ServerUnavailable | None:
    """The :class:`ServerUnavailable` behind a failed call to the server, or None."""
    import httpx

    if isinstance(exc, ServerUnavailable):
        return exc
    if isinstance(exc, cs.Unreachable | httpx.TransportError):
        detail = (cs.describe_transport_error(exc) if isinstance(exc, httpx.TransportError)
                  else str(exc))
        message, remedies = cs.unreachable_text(url, detail, mid_run)
        return ServerUnavailable(url, "unreachable", message, exc, remedies)
    status = exc.status if isinstance(exc, cs.Refused) else cs.status_of(exc)
    if status in (401, 403):
        message, remedies = cs.refused_text(url, status)
        return ServerUnavailable(url, "refused", message, exc, remedies)
    if isinstance(exc, cs.Incompatible):
        message, remedies = cs.incompatible_text(url, exc.version)
        return ServerUnavailable(url, "incompatible", message, exc, remedies)
    return None


class ReadsElsewhere(Protocol):
    """Answers a store's reads in another process: ``call(chroma_dir, name, *args)`` returns
    what ``VectorStore(chroma_dir).<name>(*args)`` returns there (the window's:
    ``desktop_app.core.processes.vector_reader``)."""

    def call(self, chroma_dir: Path, name: str, *args: Any) -> Any: ...


class VectorStore:
    """The Chroma client for one library; hands out the collection of a given embedder.

    ``url``: a Chroma server holds the collections instead of ``chroma_dir``. Any number of
    processes may search the same server collections; each writes only under its run lock.

    The client is opened on first use, so a library whose vectors are damaged or missing (or
    whose server is down) can still be read (keyword search, status); reads of a missing store
    find nothing.
    """

    def __init__(self, chroma_dir: Path, url: str | None = None, library_id: str = "") -> None:
        self.chroma_dir = chroma_dir
        self.url = url
        self.library_id = library_id if url else ""  # names the collections on a server
        self._client: Any = None
        self._collections: dict[str, Any] = {}
        self._lost: ServerUnavailable | None = None  # the server's last failure, until it answers
        self._direct_wanted = False
        self._direct: DirectReader | None = None
        self._elsewhere: ReadsElsewhere | None = None

    def collection_name(self, embedder_id: str) -> str:
        return collection_name(embedder_id, self.library_id)

    def warm(self, embedder_id: str) -> None:
        """Open the store and load the embedder's collection now, ahead of a run's first write
        (~0.25 s), unless this process has it open already: a read right after a large run
        makes Chroma's next write slow (0.55 s after 2,000 passages were written, measured)."""
        if self.url is None and str(self.chroma_dir) in _open_stores():
            return
        collection = self._collection(embedder_id)
        if collection is not None:
            self._guard(collection.count)

    def reopen(self) -> None:
        """Open the store afresh at next use: this process's open copy of an embedded store
        may predate another process's writes. A server's clients always see the latest."""
        if self._elsewhere is not None:
            self._elsewhere.call(self.chroma_dir, "reopen")
        elif self.url is None:
            close_cached_stores(self.chroma_dir)
            self._client = None
            self._collections.clear()
            self._direct = None

    def read_directly(self) -> None:
        """Answer queries through Chroma's engine without chromadb's Python layer, whose import
        is most of a one-shot search's start-up (:mod:`indexer.store.chroma_direct`). Writes, a
        server, and whatever the engine refuses still go through the client."""
        self._direct_wanted = True

    def read_through(self, reader: ReadsElsewhere) -> None:
        """Have ``reader`` answer this on-disk store's reads (``problem``, ``query``, ``count``,
        ``ids``, ``documents``, ``reopen``) in its process: Chroma's engine holds the GIL of the
        process it runs in for tens of milliseconds at a time (opening a store: 40–66 ms), which
        the window's process cannot afford. Writes, and a server's store, stay here."""
        if self.url is None:
            self._elsewhere = reader

    def _direct_reader(self) -> DirectReader | None:
        if not self._direct_wanted or self.url is not None or self._client is not None \
                or not self.exists:
            return None
        if self._direct is None:
            try:

                self._direct = DirectReader(self.chroma_dir)
            except BaseException as exc:  # noqa: BLE001 - the engine panics as BaseException
                self._stop_direct_reads(exc)
        return self._direct

    def _stop_direct_reads(self, exc: BaseException) -> None:
        """From now on the client answers (and says what is wrong, if anything is)."""
        if isinstance(exc, KeyboardInterrupt | SystemExit):
            raise exc
        self._direct_wanted, self._direct = False, None

    @property
    def location(self) -> str:
        """Where the vectors live, as the user names it: the server's URL or the folder."""
        return self.url or str(self.chroma_dir)

    @property
    def exists(self) -> bool:
        """Whether there may be vectors to read (a server is asked; it may hold them)."""
        return self.url is not None or (self.chroma_dir / "chroma.sqlite3").exists()

    def problem(self) -> VectorsUnavailable | None:
        """Why the store cannot be used right now, or None. A server that failed a call is
        asked again (a heartbeat), so search uses vectors again as soon as it is back."""
        if self._elsewhere is not None:
            return self._elsewhere.call(self.chroma_dir, "problem")
        if self._direct_reader() is not None:
            return None
        try:
            self.client  # noqa: B018 - opening is the check
            if self._lost is not None and self.url is not None:

                self._guard(lambda: probe(self.url), mid_run=False)
                self._lost = None
        except VectorsUnavailable as exc:
            return exc
        return None

    def _guard(self, call: Any, mid_run: bool = True) -> Any:
        """``call()``; a server's failure becomes :class:`ServerUnavailable` (and is kept, so
        :meth:`problem` reports it). Errors of the embedded store pass unchanged."""
        if self.url is None:
            return call()
        try:
            return call()
        except Exception as exc:
            problem = server_problem(self.url, exc, mid_run)
            if problem is None:
                raise
            self._lost = problem
            raise problem from exc

    @property
    def client(self) -> Any:
        """The Chroma client; raises :class:`VectorsUnavailable` when it cannot be opened."""
        if self._client is None and self.url is not None:

            url = self.url

            def connect() -> Any:
                probe(url)
                try:
                    return open_client(url)
                except ValueError as exc:  # chromadb: "Could not connect to a Chroma server"

                    raise Unreachable(str(exc)) from exc

            self._client = self._guard(connect, mid_run=False)
        if self._client is None:
            with IMPORT_LOCK:
                if not self.exists:
                    _forget_cached_system(self.chroma_dir)
                import chromadb
                from chromadb.config import Settings

            try:
                private_dir(self.chroma_dir)  # what Chroma writes in it later stays private
                self._client = chromadb.PersistentClient(
                    path=str(self.chroma_dir),
                    settings=Settings(anonymized_telemetry=False, allow_reset=False),
                )
                tighten_tree(self.chroma_dir)  # its files, made with the umask's mode
            except Exception as exc:  # noqa: BLE001 - chromadb raises many types for this
                raise VectorsUnavailable(self.chroma_dir, exc) from exc
        return self._client

    def for_embedder(self, embedder: Embedder, embedder_id: str) -> Chroma:
        """The embedder's vectors as a LangChain vector store (retrievers, other LangChain code).

        Footnote's own search queries the collection directly (:meth:`query`): asking only for
        ids and distances is several times faster than LangChain's documents-and-metadata path.
        """
        from langchain_chroma import Chroma

        from indexer.servers.embedders import as_langchain

        return Chroma(
            collection_name=self.collection_name(embedder_id),
            embedding_function=as_langchain(embedder),
            client=self.client,
            collection_configuration={"hnsw": {"space": "cosine"}},
        )

    def upsert(
        self,
        embedder_id: str,
        ids: Sequence[str],
        vectors: Sequence[Sequence[float]],
        texts: Sequence[str],
        metadatas: Sequence[dict],
    ) -> None:
        """Write precomputed vectors; the same ids overwrite, never duplicate."""
        collection = self._collections.get(embedder_id)
        if collection is None:
            # embedding_function=None: vectors always come from our embedder, and Chroma's
            # default one would download a model the first time it was used.
            collection = self._guard(lambda: self.client.get_or_create_collection(
                self.collection_name(embedder_id), embedding_function=None,
                configuration={"hnsw": {"space": "cosine"}},
            ))
            self._collections[embedder_id] = collection
        self._guard(lambda: collection.upsert(
            ids=list(ids), embeddings=[list(v) for v in vectors], documents=list(texts),
            metadatas=list(metadatas)))

    def query(self, embedder_id: str, vector: Sequence[float], limit: int,
              where: dict | None = None, with_metadata: bool = False) -> list[tuple[str, float, dict]]:
        """Nearest chunks: (chunk id, cosine similarity, metadata if asked), best first."""
        if self._elsewhere is not None:
            return self._elsewhere.call(self.chroma_dir, "query", embedder_id, list(vector), limit,
                                        where, with_metadata)
        include = ["distances", "metadatas"] if with_metadata else ["distances"]
        result = self._query_directly(embedder_id, vector, limit, where, include)
        if result is None:
            collection = self._collection(embedder_id)
            if collection is None:
                return []
            result = self._guard(lambda: collection.query(
                query_embeddings=[list(vector)], n_results=limit, where=where,
                include=include))  # type: ignore[arg-type]
        ids, distances = result["ids"][0], result["distances"][0]  # type: ignore[index]
        metadatas = result["metadatas"][0] if with_metadata else [{}] * len(ids)  # type: ignore[index]
        return [(i, 1.0 - d, dict(m or {})) for i, d, m in zip(ids, distances, metadatas, strict=True)]

    def _query_directly(self, embedder_id: str, vector: Sequence[float], limit: int,
                        where: dict | None, include: list[str]) -> dict[str, Any] | None:
        """Chroma's query result through its engine (:meth:`read_directly`), or None: ask
        the client."""
        direct = self._direct_reader()
        if direct is None:
            return None
        try:
            return direct.query(self.collection_name(embedder_id), vector, limit, where, include)
        except BaseException as exc:  # noqa: BLE001 - e.g. no such collection: ask the client
            self._stop_direct_reads(exc)
            return None

    def _collection(self, embedder_id: str):  # noqa: ANN202 - chromadb's Collection
        if embedder_id not in self._collections:
            if self._client is None and not self.exists:
                return None  # never written: nothing to find, and nothing to create for a read
            try:
                self._collections[embedder_id] = self._guard(lambda: self.client.get_collection(
                    self.collection_name(embedder_id), embedding_function=None))
            except ServerUnavailable:
                raise  # a server that does not answer is not a missing collection
            except Exception:  # noqa: BLE001 - chroma raises several types for "no such collection"
                return None
        return self._collections[embedder_id]

    def delete(self, embedder_ids: Sequence[str], chunk_ids: Sequence[str]) -> None:
        for embedder_id in embedder_ids:
            collection = self._collection(embedder_id)
            if collection is None:
                continue
            for i in range(0, len(chunk_ids), 1000):
                part = list(chunk_ids[i:i + 1000])
                self._guard(lambda c=collection, part=part: c.delete(ids=part))

    def ids(self, embedder_id: str) -> set[str]:
        """Every chunk id with a vector for this embedder."""
        if self._elsewhere is not None:
            return self._elsewhere.call(self.chroma_dir, "ids", embedder_id)
        collection = self._collection(embedder_id)
        if collection is None:
            return set()
        out: set[str] = set()
        page = 5000
        while True:
            got = self._guard(lambda: collection.get(include=[], limit=page,
                                                     offset=len(out)))["ids"]
            out.update(got)
            if len(got) < page:
                return out

    def documents(self, embedder_id: str, chunk_ids: Sequence[str]) -> dict[str, str]:
        """The stored passage text of those chunk ids that have a vector."""
        if self._elsewhere is not None:
            return self._elsewhere.call(self.chroma_dir, "documents", embedder_id, list(chunk_ids))
        collection = self._collection(embedder_id)
        if collection is None:
            return {}
        got = self._guard(lambda: collection.get(ids=list(chunk_ids), include=["documents"]))
        return dict(zip(got["ids"], got["documents"] or [], strict=False))

    def count_on_disk(self, embedder_id: str) -> int | None:
        """How many vectors the embedder's collection holds, read from Chroma's SQLite file
        without starting Chroma (importing chromadb alone takes longer than all of `status`).

        None when that cannot tell: no store, a store Chroma could not open for writing
        (read-only), a damaged file, or another Chroma version's tables; then ask the client,
        which also says why it cannot open. Deleted vectors are gone from these rows, as from
        :meth:`count`.
        """
        if self.url is not None:
            return None  # a server's files are not ours to read
        database = self.chroma_dir / "chroma.sqlite3"
        if not (os.access(self.chroma_dir, os.W_OK) and os.access(database, os.W_OK)):
            return None
        row = self._read_chroma_row(
            "SELECT count(*) FROM embeddings e JOIN segments s ON s.id = e.segment_id"
            " JOIN collections c ON c.id = s.collection"
            " WHERE c.name = ? AND s.scope = 'METADATA'", embedder_id)
        return None if row is None else int(row[0])

    def _read_chroma_row(self, sql: str, embedder_id: str) -> tuple | None:
        """One row of Chroma's own SQLite file about the embedder's collection, read without
        starting Chroma; None when it cannot be read (damaged, another Chroma's tables)."""
        database = self.chroma_dir / "chroma.sqlite3"
        try:
            db = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True, timeout=2)
        except sqlite3.Error:
            return None
        try:
            return db.execute(sql, (self.collection_name(embedder_id),)).fetchone()
        except sqlite3.Error:
            return None
        finally:
            db.close()

    def unsaved(self, embedder_id: str) -> int:
        """How many of the embedder's latest writes its vector index on disk lacks: Chroma
        writes the index only every ``sync_threshold`` (1,000) vectors and replays the rest into
        memory each time a process opens the store — in parallel, so two searches in two
        processes can find different passages (chroma-core/chroma#3638). 0 when it cannot tell."""
        if self.url is not None or not self.exists:
            return 0
        row = self._read_chroma_row(
            "SELECT m.seq_id - coalesce(v.seq_id, 0) FROM collections c"
            " JOIN segments sv ON sv.collection = c.id AND sv.scope = 'VECTOR'"
            " JOIN segments sm ON sm.collection = c.id AND sm.scope = 'METADATA'"
            " JOIN max_seq_id m ON m.segment_id = sm.id"
            " LEFT JOIN max_seq_id v ON v.segment_id = sv.id WHERE c.name = ?", embedder_id)
        return max(0, int(row[0])) if row and row[0] is not None else 0

    def save(self, embedder_id: str, current: Sequence[str]) -> bool:
        """Write the embedder's whole vector index to disk now, if it lags its log (see
        :meth:`unsaved`), so every process that opens the store finds the same passages.

        Chroma has no call for it; it writes the index once its writes since the last time
        reach the collection's sync threshold, so that many vectors of ``current`` (chunk ids
        known to have their vectors now: never one deleted meanwhile, which a rewrite would
        bring back) are written again, unchanged. Whether the index on disk is whole now."""
        lag = self.unsaved(embedder_id)
        if not lag or not current:
            return not lag
        try:
            collection = self._collection(embedder_id)
            if collection is None:
                return False
            hnsw = (collection.configuration or {}).get("hnsw") or {}
            needed = int(hnsw.get("sync_threshold") or 1000) - lag
            if needed > MAX_REWRITES * len(current):
                return False  # under 200 vectors: replayed whole, and searched all but exactly
            while needed > 0:
                ids = list(current[:needed])
                got = collection.get(ids=ids, include=["embeddings", "documents", "metadatas"])
                if not got["ids"]:
                    return False
                collection.upsert(ids=got["ids"], embeddings=got["embeddings"],
                                  documents=got["documents"], metadatas=got["metadatas"])
                needed -= len(got["ids"])
        except Exception:  # noqa: BLE001 - another chromadb's rules: searches still work
            log.warning("could not write the vector index to disk", exc_info=True)
            return False
        return not self.unsaved(embedder_id)

    def count(self, embedder_id: str) -> int:
        if self._elsewhere is not None:
            return self._elsewhere.call(self.chroma_dir, "count", embedder_id)
        collection = self._collection(embedder_id)
        return 0 if collection is None else self._guard(collection.count)

    def drop(self, embedder_id: str) -> None:
        self._collections.pop(embedder_id, None)
        try:
            self._guard(lambda: self.client.delete_collection(self.collection_name(embedder_id)))
        except ServerUnavailable:
            raise  # the collection stays; the drop is recorded as not done, and tried again
        except Exception:  # noqa: BLE001 - no such collection: nothing to drop
            pass


def close_cached_stores(chroma_dir: Path | None = None) -> None:
    """Close the Chroma store this process keeps open for ``chroma_dir`` (every one when
    None): Chroma caches one per path for the process's life, and a store kept open would not
    see what another process (or a repair moving ``chroma/`` aside) wrote meanwhile."""
    cache = _open_stores()
    keys = list(cache) if chroma_dir is None else [str(chroma_dir)]
    for system in [cache.pop(k) for k in keys if k in cache]:
        try:
            system.stop()
        except Exception:  # noqa: BLE001 - it is being dropped anyway
            pass


def _open_stores() -> dict[str, Any]:
    """Chroma's per-process cache of open stores, by path ({} when chromadb is not imported)."""

    if "chromadb" not in sys.modules:
        return {}  # nothing was ever opened
    with IMPORT_LOCK:  # another thread may be importing chromadb right now
        from chromadb.api.shared_system_client import SharedSystemClient

    return SharedSystemClient._identifier_to_system


def _forget_cached_system(chroma_dir: Path) -> None:
    """Chroma caches one open store per path for the whole process; when the folder was
    deleted since, that cached store writes into the deleted file ("readonly database")."""
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient._identifier_to_system.pop(str(chroma_dir), None)
