"""Chroma on disk (via langchain-chroma): one cosine collection per embedder, telemetry off."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import chromadb
from chromadb.config import Settings
from langchain_chroma import Chroma
from langchain_core.embeddings import Embeddings


def collection_name(embedder_id: str) -> str:
    """A valid, stable Chroma collection name for an embedder id."""
    slug = re.sub(r"[^a-zA-Z0-9_-]+", "-", embedder_id).strip("-_")[:40]
    digest = hashlib.sha1(embedder_id.encode()).hexdigest()[:8]
    return f"chunks-{slug}-{digest}"


class VectorStore:
    """The Chroma client for one library; hands out the collection of a given embedder."""

    def __init__(self, chroma_dir: Path) -> None:
        chroma_dir.mkdir(parents=True, exist_ok=True)
        self.client = chromadb.PersistentClient(
            path=str(chroma_dir),
            settings=Settings(anonymized_telemetry=False, allow_reset=False),
        )
        self._collections: dict[str, Any] = {}

    def for_embedder(self, embedder: Embeddings, embedder_id: str) -> Chroma:
        """The embedder's vectors as a LangChain vector store (retrievers, other LangChain code).

        Footnote's own search queries the collection directly (:meth:`query`): asking only for
        ids and distances is several times faster than LangChain's documents-and-metadata path.
        """
        return Chroma(
            collection_name=collection_name(embedder_id),
            embedding_function=embedder,
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

    def count(self, embedder_id: str) -> int:
        collection = self._collection(embedder_id)
        return 0 if collection is None else collection.count()

    def drop(self, embedder_id: str) -> None:
        self._collections.pop(embedder_id, None)
        try:
            self.client.delete_collection(collection_name(embedder_id))
        except Exception:  # noqa: BLE001
            pass
