"""Chroma on disk (via langchain-chroma): one cosine collection per embedder, telemetry off."""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from indexer.storage import REPAIR_COMMAND, DiskFull, LibraryReadOnly, StorageProblem, translate

if TYPE_CHECKING:
    from langchain_chroma import Chroma

    from indexer.embedders import Embedder

# chromadb and LangChain are imported where they are used: importing chromadb takes longer
# than everything `python -m indexer status` otherwise does.


def collection_name(embedder_id: str) -> str:
    """A valid, stable Chroma collection name for an embedder id."""
    slug = re.sub(r"[^a-zA-Z0-9_-]+", "-", embedder_id).strip("-_")[:40]
    digest = hashlib.sha1(embedder_id.encode()).hexdigest()[:8]
    return f"chunks-{slug}-{digest}"


class VectorsUnavailable(StorageProblem):
    """Chroma cannot be opened (damaged, read-only, disk full); keyword search still works."""

    def __init__(self, chroma_dir: Path, cause: BaseException) -> None:
        self.cause = cause
        problem = translate(cause, chroma_dir.parent)
        if isinstance(problem, LibraryReadOnly):
            why = "the library is read-only and Chroma must write to open it"
        elif isinstance(problem, DiskFull):
            why = "the disk is full"
        else:
            why = f"it is damaged or unreadable ({cause})"
        fix = ("" if isinstance(problem, (LibraryReadOnly, DiskFull)) else
               f" Run `{REPAIR_COMMAND}` to move it aside; the next run rebuilds the vectors.")
        super().__init__(f"the vector store ({chroma_dir}) cannot be opened: {why}.{fix}")


class VectorStore:
    """The Chroma client for one library; hands out the collection of a given embedder.

    The client is opened on first use, so a library whose vectors are damaged or missing can
    still be read (keyword search, status); reads of a missing store find nothing.
    """

    def __init__(self, chroma_dir: Path) -> None:
        self.chroma_dir = chroma_dir
        self._client: Any = None
        self._collections: dict[str, Any] = {}

    @property
    def exists(self) -> bool:
        return (self.chroma_dir / "chroma.sqlite3").exists()

    @property
    def client(self) -> Any:
        """The Chroma client; raises :class:`VectorsUnavailable` when it cannot be opened."""
        if self._client is None:
            if not self.exists:
                _forget_cached_system(self.chroma_dir)
            import chromadb
            from chromadb.config import Settings

            try:
                self.chroma_dir.mkdir(parents=True, exist_ok=True)
                self._client = chromadb.PersistentClient(
                    path=str(self.chroma_dir),
                    settings=Settings(anonymized_telemetry=False, allow_reset=False),
                )
            except Exception as exc:  # noqa: BLE001 - chromadb raises many types for this
                raise VectorsUnavailable(self.chroma_dir, exc) from exc
        return self._client

    def for_embedder(self, embedder: Embedder, embedder_id: str) -> Chroma:
        """The embedder's vectors as a LangChain vector store (retrievers, other LangChain code).

        Footnote's own search queries the collection directly (:meth:`query`): asking only for
        ids and distances is several times faster than LangChain's documents-and-metadata path.
        """
        from langchain_chroma import Chroma

        from indexer.embedders import as_langchain

        return Chroma(
            collection_name=collection_name(embedder_id),
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
            collection = self.client.get_or_create_collection(
                collection_name(embedder_id), embedding_function=None,
                configuration={"hnsw": {"space": "cosine"}},
            )
            self._collections[embedder_id] = collection
        collection.upsert(ids=list(ids), embeddings=[list(v) for v in vectors],
                          documents=list(texts), metadatas=list(metadatas))

    def query(self, embedder_id: str, vector: Sequence[float], limit: int,
              where: dict | None = None, with_metadata: bool = False) -> list[tuple[str, float, dict]]:
        """Nearest chunks: (chunk id, cosine similarity, metadata if asked), best first."""
        collection = self._collection(embedder_id)
        if collection is None:
            return []
        include = ["distances", "metadatas"] if with_metadata else ["distances"]
        result = collection.query(query_embeddings=[list(vector)], n_results=limit,
                                  where=where, include=include)  # type: ignore[arg-type]
        ids, distances = result["ids"][0], result["distances"][0]  # type: ignore[index]
        metadatas = result["metadatas"][0] if with_metadata else [{}] * len(ids)  # type: ignore[index]
        return [(i, 1.0 - d, dict(m or {})) for i, d, m in zip(ids, distances, metadatas, strict=True)]

    def _collection(self, embedder_id: str):  # noqa: ANN202 - chromadb's Collection
        if embedder_id not in self._collections:
            if self._client is None and not self.exists:
                return None  # never written: nothing to find, and nothing to create for a read
            try:
                self._collections[embedder_id] = self.client.get_collection(
                    collection_name(embedder_id), embedding_function=None)
            except Exception:  # noqa: BLE001 - chroma raises several types for "no such collection"
                return None
        return self._collections[embedder_id]

    def delete(self, embedder_ids: Sequence[str], chunk_ids: Sequence[str]) -> None:
        for embedder_id in embedder_ids:
            collection = self._collection(embedder_id)
            if collection is None:
                continue
            for i in range(0, len(chunk_ids), 1000):
                collection.delete(ids=list(chunk_ids[i:i + 1000]))

    def ids(self, embedder_id: str) -> set[str]:
        """Every chunk id with a vector for this embedder."""
        collection = self._collection(embedder_id)
        if collection is None:
            return set()
        out: set[str] = set()
        page = 5000
        while True:
            got = collection.get(include=[], limit=page, offset=len(out))["ids"]
            out.update(got)
            if len(got) < page:
                return out

    def documents(self, embedder_id: str, chunk_ids: Sequence[str]) -> dict[str, str]:
        """The stored passage text of those chunk ids that have a vector."""
        collection = self._collection(embedder_id)
        if collection is None:
            return {}
        got = collection.get(ids=list(chunk_ids), include=["documents"])
        return dict(zip(got["ids"], got["documents"] or [], strict=False))

    def count_on_disk(self, embedder_id: str) -> int | None:
        """How many vectors the embedder's collection holds, read from Chroma's SQLite file
        without starting Chroma (importing chromadb alone takes longer than all of `status`).

        None when that cannot tell: no store, a store Chroma could not open for writing
        (read-only), a damaged file, or another Chroma version's tables; then ask the client,
        which also says why it cannot open. Deleted vectors are gone from these rows, as from
        :meth:`count`.
        """
        database = self.chroma_dir / "chroma.sqlite3"
        if not (os.access(self.chroma_dir, os.W_OK) and os.access(database, os.W_OK)):
            return None
        try:
            db = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True, timeout=2)
        except sqlite3.Error:
            return None
        try:
            row = db.execute(
                "SELECT count(*) FROM embeddings e JOIN segments s ON s.id = e.segment_id"
                " JOIN collections c ON c.id = s.collection"
                " WHERE c.name = ? AND s.scope = 'METADATA'",
                (collection_name(embedder_id),)).fetchone()
        except sqlite3.Error:
            return None
        finally:
            db.close()
        return int(row[0])

    def count(self, embedder_id: str) -> int:
        collection = self._collection(embedder_id)
        return 0 if collection is None else collection.count()

    def drop(self, embedder_id: str) -> None:
        self._collections.pop(embedder_id, None)
        try:
            self.client.delete_collection(collection_name(embedder_id))
        except Exception:  # noqa: BLE001
            pass


def _forget_cached_system(chroma_dir: Path) -> None:
    """Chroma caches one open store per path for the whole process; when the folder was
    deleted since, that cached store writes into the deleted file ("readonly database")."""
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient._identifier_to_system.pop(str(chroma_dir), None)
