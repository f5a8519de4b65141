"""Search a library: keyword (FTS5 BM25), vector (Chroma), or both fused by reciprocal rank."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Literal

from langchain_core.documents import Document

from indexer.embedders import Embedder
from indexer.library import EmbedderMismatch, Library

Mode = Literal["hybrid", "lexical", "vector"]
RRF_K = 60


@dataclass
class Hit:
    """A ranked passage with full provenance and why it was found."""

    chunk_id: str
    text: str
    score: float
    path: str
    rel_path: str
    file_type: str
    page: int | None
    section: str
    chunk_index: int
    start_index: int
    end_index: int
    size: int
    mtime_ns: int
    content_hash: str
    lexical_rank: int | None = None
    vector_rank: int | None = None
    other_paths: list[str] = field(default_factory=list)

    def to_document(self) -> Document:
        """The passage as a LangChain Document whose metadata carries the full provenance."""
        meta = {k: v for k, v in asdict(self).items() if k != "text" and v is not None}
        return Document(page_content=self.text, id=self.chunk_id, metadata=meta)


def fts_query(text: str) -> str:
    """User words → an FTS5 OR query of quoted terms (no syntax errors, any script)."""
    terms = [t for t in re.findall(r"\w+", text.lower()) if t]
    return " OR ".join(f'"{t}"' for t in dict.fromkeys(terms))


def lexical_ranking(library: Library, query: str, limit: int) -> list[str]:
    match = fts_query(query)
    if not match:
        return []
    rows = library.manifest.db.execute(
        "SELECT c.chunk_id FROM chunks_fts JOIN chunks c ON c.rowid = chunks_fts.rowid"
        " WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts) LIMIT ?", (match, limit))
    return [r[0] for r in rows]


def vector_ranking(library: Library, embedder: Embedder, query: str, limit: int) -> list[str]:
    if library.manifest.counts(embedder.id)["vectors"] == 0:
        return []
    store = library.vectors.for_embedder(embedder, embedder.id)
    docs = store.similarity_search_with_score(query, k=limit)
    return [d.id for d, _ in docs if d.id]


def search(library: Library, embedder: Embedder, query: str, k: int = 5,
           mode: Mode = "hybrid", depth: int = 50) -> list[Hit]:
    """The top ``k`` passages for ``query``; vector search uses whatever vectors exist so far."""
    if library.embedder_id not in (None, embedder.id):
        raise EmbedderMismatch(
            f"This library was indexed with '{library.embedder_id}'; searching it with "
            f"'{embedder.id}' would compare unrelated vectors. Search with the library's embedder."
        )
    lexical = lexical_ranking(library, query, depth) if mode != "vector" else []
    vector = vector_ranking(library, embedder, query, depth) if mode != "lexical" else []
    scores: dict[str, float] = {}
    for ranking in (lexical, vector):
        for rank, chunk_id in enumerate(ranking, 1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank)
    top = sorted(scores, key=scores.__getitem__, reverse=True)[:k]
    lex_rank = {c: i for i, c in enumerate(lexical, 1)}
    vec_rank = {c: i for i, c in enumerate(vector, 1)}
    return _hydrate(library, top, scores, lex_rank, vec_rank)


def _hydrate(library: Library, ids: list[str], scores: dict[str, float],
             lex_rank: dict[str, int], vec_rank: dict[str, int]) -> list[Hit]:
    rows = {r[0]: r for r in library.manifest.chunk_rows(ids)}
    hits = []
    for chunk_id in ids:
        row = rows.get(chunk_id)
        if row is None:
            continue
        _, key, idx, ftype, page, section, start, end, text = row
        files = library.manifest.db.execute(
            "SELECT path, rel_path, size, mtime_ns, content_hash FROM files"
            " WHERE content_key = ? AND state = 'indexed' ORDER BY path", (key,)).fetchall()
        if not files:
            continue
        path, rel_path, size, mtime_ns, content_hash = files[0]
        hits.append(Hit(chunk_id=chunk_id, text=text, score=scores[chunk_id], path=path,
                        rel_path=rel_path, file_type=ftype, page=page, section=section,
                        chunk_index=idx, start_index=start, end_index=end, size=size,
                        mtime_ns=mtime_ns, content_hash=content_hash,
                        lexical_rank=lex_rank.get(chunk_id), vector_rank=vec_rank.get(chunk_id),
                        other_paths=[f[0] for f in files[1:]]))
    return hits
