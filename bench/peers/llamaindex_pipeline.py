"""LlamaIndex's documented pipeline: SimpleDirectoryReader + VectorStoreIndex on Chroma (peers venv).

    python -m bench.peers.llamaindex_pipeline index CORPUS STORE sleep|builtin [QUERY]
    python -m bench.peers.llamaindex_pipeline queries STORE sleep|builtin QUERIES_JSON
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bench.protocol import emit, latencies_ms, peak_rss_mb, run_mode

# SentenceSplitter counts tokens; tokenizer=list makes a token one character, so its sizes are
# the same 1000 characters as the others' (overlap 200, as in the LangChain tutorial).
CHUNK_SIZE, CHUNK_OVERLAP = 1000, 200
COLLECTION = "llamaindex"


def _vector_store(store: str) -> Any:
    import chromadb
    from chromadb.config import Settings
    from llama_index.vector_stores.chroma import ChromaVectorStore

    client = chromadb.PersistentClient(path=store, settings=Settings(anonymized_telemetry=False))
    collection = client.get_or_create_collection(COLLECTION)
    return ChromaVectorStore(chroma_collection=collection), collection


def index(corpus: str, store: str, embedder: str, query: str | None = None) -> None:
    from llama_index.core import SimpleDirectoryReader, StorageContext, VectorStoreIndex
    from llama_index.core.node_parser import SentenceSplitter

    from bench.peers.embedding import Core, LlamaIndexEmbedder

    core = Core(embedder)
    docs = SimpleDirectoryReader(corpus, recursive=True).load_data()
    vector_store, collection = _vector_store(store)
    splitter = SentenceSplitter(chunk_size=CHUNK_SIZE, chunk_overlap=CHUNK_OVERLAP, tokenizer=list)
    index = VectorStoreIndex.from_documents(
        docs, storage_context=StorageContext.from_defaults(vector_store=vector_store),
        embed_model=LlamaIndexEmbedder(core), transformations=[splitter])
    emit("indexed")
    if query:
        hits = index.as_retriever(similarity_top_k=5).retrieve(query)
        emit("hit" if hits else "no-hit")
    emit("done", files=len({d.metadata.get("file_path") for d in docs}), documents=len(docs),
         pages=sum(1 for d in docs if "page_label" in d.metadata),
         chunks=len(index.index_struct.nodes_dict) or core.meter.texts,
         stored=collection.count(), embed=core.meter.as_dict(), rss=peak_rss_mb())


def queries(store: str, embedder: str, queries_json: str) -> None:
    from llama_index.core import QueryBundle, VectorStoreIndex

    from bench.peers.embedding import Core, LlamaIndexEmbedder

    core = Core(embedder)
    vector_store, _ = _vector_store(store)
    index = VectorStoreIndex.from_vector_store(vector_store, embed_model=LlamaIndexEmbedder(core))
    retriever = index.as_retriever(similarity_top_k=5)
    qs = json.loads(Path(queries_json).read_text())
    retriever.retrieve(qs[0])  # warm: model loaded, collection opened
    vectors = {q: core.query(q) for q in qs}
    with_embed = latencies_ms(qs, retriever.retrieve)
    without = latencies_ms(qs, lambda q: retriever.retrieve(QueryBundle(q, embedding=vectors[q])))
    emit("done", with_embed_ms=with_embed, without_embed_ms=without)


def main() -> None:
    run_mode({"index": index, "queries": queries})


if __name__ == "__main__":
    main()
