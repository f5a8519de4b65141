"""The LangChain RAG tutorial's indexing pipeline, as a user would copy it (peers venv child).

    python -m bench.peers.langchain_tutorial index CORPUS STORE sleep|builtin [QUERY]
    python -m bench.peers.langchain_tutorial queries STORE sleep|builtin QUERIES_JSON
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bench.protocol import TEXT_SUFFIXES, emit, latencies_ms, peak_rss_mb, run_mode

CHUNK_SIZE, CHUNK_OVERLAP = 1000, 200  # the tutorial's own values
COLLECTION = "langchain"  # Chroma.from_documents' default


def _settings(store: str) -> Any:
    from chromadb.config import Settings

    return Settings(anonymized_telemetry=False, is_persistent=True, persist_directory=store)


def load(corpus: str) -> list:
    """DirectoryLoader + TextLoader for the text types, DirectoryLoader + PyPDFLoader for PDFs."""
    from langchain_community.document_loaders import DirectoryLoader, PyPDFLoader, TextLoader

    docs = []
    for suffix in TEXT_SUFFIXES:
        docs += DirectoryLoader(corpus, glob=f"**/*{suffix}", loader_cls=TextLoader).load()
    docs += DirectoryLoader(corpus, glob="**/*.pdf", loader_cls=PyPDFLoader).load()
    return docs


def index(corpus: str, store: str, embedder: str, query: str | None = None) -> None:
    from langchain_chroma import Chroma
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    from bench.peers.embedding import Core, LangChainEmbedder

    core = Core(embedder)
    docs = load(corpus)
    splits = RecursiveCharacterTextSplitter(chunk_size=CHUNK_SIZE, chunk_overlap=CHUNK_OVERLAP,
                                            add_start_index=True).split_documents(docs)
    vectorstore = Chroma.from_documents(documents=splits, embedding=LangChainEmbedder(core),
                                        persist_directory=store, client_settings=_settings(store))
    emit("indexed")
    if query:
        hits = vectorstore.similarity_search(query, k=5)
        emit("hit" if hits else "no-hit")
    emit("done", files=len({d.metadata.get("source") for d in docs}), documents=len(docs),
         pages=sum(1 for d in docs if "page" in d.metadata), chunks=len(splits),
         stored=vectorstore._collection.count(), embed=core.meter.as_dict(), rss=peak_rss_mb())


def queries(store: str, embedder: str, queries_json: str) -> None:
    from langchain_chroma import Chroma

    from bench.peers.embedding import Core, LangChainEmbedder

    core = Core(embedder)
    vectorstore = Chroma(persist_directory=store, embedding_function=LangChainEmbedder(core),
                         client_settings=_settings(store))
    qs = json.loads(Path(queries_json).read_text())
    vectorstore.similarity_search(qs[0], k=5)  # warm: model loaded, collection opened
    vectors = {q: core.query(q) for q in qs}
    with_embed = latencies_ms(qs, lambda q: vectorstore.similarity_search(q, k=5))
    without = latencies_ms(qs, lambda q: vectorstore.similarity_search_by_vector(vectors[q], k=5))
    emit("done", with_embed_ms=with_embed, without_embed_ms=without)


def main() -> None:
    run_mode({"index": index, "queries": queries})


if __name__ == "__main__":
    main()
